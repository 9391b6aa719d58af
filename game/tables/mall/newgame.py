"""New game of the mall siege: 3–6 seats, each a person or a bot (names editable), a line on
what the game is, the table talk before each vote (off, 30 s, 60 s: game/tables/mall/talk.py),
Start and Back."""
from __future__ import annotations

import random

import pygame

from game import i18n, scenes, theme
from game.newgame import NewGameForm
from game.render import text
from game.session import Session
from game.tables.mall import paint, talk
from game.widgets import button, panel
from rules.mall import Options, load_content

MAX = 6


class NewGameScene(NewGameForm):
    game_id = "mall"

    def __init__(self, app):
        super().__init__(app, MAX)
        self.players = 4
        self.humans = [True, False, False, False, False, False]
        self.palette = paint.Seats(load_content(), MAX)
        self.talk = 0                # seconds of table talk before each vote; 0: off

    def set_talk(self, secs: int) -> None:
        self.talk = secs if secs in talk.CHOICES else 0

    def start(self) -> None:
        """The game, its seats and its table talk (kept with the table's data, saved in [table])."""
        session = Session.new(self.game_id, self.options(), self.seats())
        talk.set_seconds(session.game, self.talk)
        scenes.start_session(self.app, session)

    def set_players(self, n: int) -> None:
        self.players = max(3, min(MAX, n))

    def toggle_human(self, i: int) -> None:
        self.humans[i] = not self.humans[i]

    def options(self):
        return Options(players=self.players, seed=random.randrange(1, 10 ** 9))

    def draw(self, surface):
        u = self.app.u
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        text.draw(surface, i18n.t("mall.ui.setup.title"), (w // 2, u(30)), u(48), theme.FROST, bold=True,
                  anchor="midtop", max_width=w - u(80))
        left = pygame.Rect(u(120), u(120), u(920), u(900))
        panel(surface, left, theme.PANEL, theme.PANEL_EDGE, radius=14)
        text.draw(surface, i18n.t("mall.ui.setup.players"), (left.x + u(24), left.y + u(26)), u(26),
                  theme.TEXT, bold=True, max_width=u(300))
        for k, n in enumerate(range(3, MAX + 1)):
            button(self, surface, (left.x + u(380) + k * u(100), left.y + u(14), u(86), u(52)), str(n),
                   lambda n=n: self.set_players(n), f"players:{n}", u(24), role="nav",
                   selected=n == self.players)
        y = left.y + u(86)
        for i in range(MAX):
            r = pygame.Rect(left.x + u(24), y, left.w - u(48), u(122))
            on = i < self.players
            panel(surface, r, theme.PANEL_HI if on else theme.TABLE_DARK,
                  self.palette.colour(i) if on else theme.DISABLED, radius=10)
            if on:
                self.palette.mark(surface, i, (r.x + u(36), r.centery), u(20))
                self.seat_names.draw(self, surface, i, (r.x + u(74), r.y + u(14), u(420), u(56)), u(26))
                # the colour's name in words, lightened to read on the row (the Blue's name was
                # dark blue on navy, as the seat names were before ``theme.readable``)
                text.draw(surface, i18n.name(self.palette.defs[i]), (r.x + u(78), r.y + u(80)), u(19),
                          theme.readable(self.palette.colour(i), theme.PANEL_HI), bold=True,
                          max_width=u(400))
                label = i18n.t("mall.ui.setup.human" if self.humans[i] else "mall.ui.setup.bot")
                button(self, surface, (r.right - u(250), r.y + u(32), u(230), u(56)), label,
                       lambda i=i: self.toggle_human(i), f"human:{i}", u(22), role="nav",
                       selected=self.humans[i])
            else:
                text.draw(surface, i18n.t("mall.ui.setup.add_seat"), r.center, u(24), theme.TEXT_DIM,
                          bold=True, anchor="center", max_width=r.w - u(40))
                self.hot(r, f"add_seat:{i}", lambda i=i: self.set_players(i + 1), role="nav")
            y += u(134)
        right = pygame.Rect(u(1080), u(120), u(720), u(900))
        panel(surface, right, theme.PANEL, theme.PANEL_EDGE, radius=14)
        text.draw(surface, i18n.t("mall.ui.setup.about_title"), (right.x + u(24), right.y + u(26)), u(26),
                  theme.TEXT, bold=True, max_width=right.w - u(48))
        about = i18n.t("mall.ui.setup.about")
        extra = i18n.t("mall.ui.setup.places_few" if self.players < 5 else "mall.ui.setup.places_all")
        people = sum(1 for k in range(self.players) if self.humans[k])
        table = i18n.t("mall.ui.setup.curtain" if people > 1 else
                       "mall.ui.setup.solo" if people == 1 else "mall.ui.setup.watch")
        if self.talk:
            table += "\n\n" + i18n.t("mall.ui.setup.talk_about")
        text.draw_block(surface, about + "\n\n" + extra + "\n\n" + table,
                        pygame.Rect(right.x + u(24), right.y + u(80), right.w - u(48), right.h - u(290)),
                        u(21), theme.TEXT_DIM, min_size=u(16))
        # the table talk before each vote: off, 30 s, 60 s
        ty = right.bottom - u(196)
        pygame.draw.line(surface, theme.PANEL_EDGE, (right.x + u(24), ty - u(12)),
                         (right.right - u(24), ty - u(12)), 1)
        text.draw(surface, i18n.t("mall.ui.setup.talk"), (right.x + u(24), ty + u(28)), u(22), theme.TEXT,
                  bold=True, anchor="midleft", max_width=right.w - u(48) - 3 * u(124))
        for k, secs in enumerate(talk.CHOICES):
            button(self, surface, (right.right - u(24) - (3 - k) * u(124) + u(8), ty, u(116), u(56)),
                   talk.label(secs), lambda secs=secs: self.set_talk(secs), f"talk:{secs}", u(22),
                   role="nav", selected=secs == self.talk)
        button(self, surface, (right.x + u(24), right.bottom - u(90), u(260), u(66)),
               i18n.t("mall.ui.setup.back"), self.back, "back", u(24), role="meta")
        button(self, surface, (right.right - u(400), right.bottom - u(90), u(376), u(66)),
               i18n.t("mall.ui.setup.start"), self.start, "start", u(28), role="advance", primary=True)
