"""New game of Evacuation: 1–4 seats (each a person or a bot, names editable), the level
(R-3.9, one line on what changes), how characters are taken (R-3.6 / R-16.2), Start and Back."""
from __future__ import annotations

import random

import pygame

from game import i18n, theme
from game.newgame import NewGameForm
from game.render import text
from game.render.pieces import mark
from game.widgets import button, panel
from rules.raxxon import DIFFICULTIES, Options


class NewGameScene(NewGameForm):
    game_id = "raxxon"

    def __init__(self, app):
        super().__init__(app, 4)
        self.players = 1
        self.humans = [True, False, False, False]
        self.difficulty = "intro"

    def set_players(self, n: int) -> None:
        self.players = n
        if n == 1:
            self.humans[0] = True   # a solo game is played by a person

    def toggle_human(self, i: int) -> None:
        if self.players > 1:
            self.humans[i] = not self.humans[i]

    def options(self):
        return Options(players=self.players, seed=random.randrange(1, 10 ** 9),
                       difficulty=self.difficulty)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        u = self.app.u
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        text.draw(surface, i18n.t("raxxon.ui.setup.title"), (w // 2, u(30)), u(48), theme.FROST, bold=True,
                  anchor="midtop", max_width=w - u(80))
        left = pygame.Rect(u(120), u(120), u(820), u(820))
        panel(surface, left, theme.PANEL, theme.PANEL_EDGE, radius=14)
        text.draw(surface, i18n.t("raxxon.ui.setup.players"), (left.x + u(24), left.y + u(22)), u(26),
                  theme.TEXT, bold=True, max_width=u(300))
        for k, n in enumerate(range(1, 5)):
            button(self, surface, (left.x + u(340) + k * u(100), left.y + u(12), u(86), u(52)), str(n),
                   lambda n=n: self.set_players(n), f"players:{n}", u(24), role="nav",
                   selected=n == self.players)
        y = left.y + u(90)
        for i in range(4):
            r = pygame.Rect(left.x + u(24), y, left.w - u(48), u(104))
            on = i < self.players
            panel(surface, r, theme.PANEL_HI if on else theme.TABLE_DARK,
                  theme.SEAT_COLOURS[i] if on else theme.DISABLED, radius=10)
            if on:
                mark(surface, i, (r.x + u(34), r.centery), u(18))
                self.seat_names.draw(self, surface, i, (r.x + u(70), r.y + u(24), u(360), u(56)), u(26))
                label = i18n.t("raxxon.ui.setup.human" if self.humans[i] else "raxxon.ui.setup.bot")
                button(self, surface, (r.right - u(250), r.y + u(24), u(230), u(56)), label,
                       lambda i=i: self.toggle_human(i), f"human:{i}", u(22), role="nav",
                       selected=self.humans[i], enabled=self.players > 1,
                       reason=i18n.t("raxxon.ui.setup.solo_person"))
            else:
                text.draw(surface, i18n.t("raxxon.ui.setup.add_seat"), r.center, u(24), theme.TEXT_DIM,
                          bold=True, anchor="center", max_width=r.w - u(40))
                self.hot(r, f"add_seat:{i}", lambda i=i: self.set_players(i + 1), role="nav")
            y += u(118)
        how = "raxxon.ui.setup.characters_solo" if self.players == 1 else "raxxon.ui.setup.characters_multi"
        text.draw_block(surface, i18n.t(how), pygame.Rect(left.x + u(24), y + u(10), left.w - u(48), u(150)),
                        u(21), theme.TEXT_DIM)
        right = pygame.Rect(u(980), u(120), u(820), u(820))
        panel(surface, right, theme.PANEL, theme.PANEL_EDGE, radius=14)
        text.draw(surface, i18n.t("raxxon.ui.setup.difficulty"), (right.x + u(24), right.y + u(22)), u(26),
                  theme.TEXT, bold=True, max_width=right.w - u(48))
        y = right.y + u(80)
        for d in DIFFICULTIES:
            box = pygame.Rect(right.x + u(24), y, right.w - u(48), u(124))
            sel = d == self.difficulty
            button(self, surface, box, "", lambda d=d: setattr(self, "difficulty", d), f"difficulty:{d}",
                   u(24), role="nav", selected=sel)
            ink = theme.INK if sel else theme.FROST
            text.draw(surface, i18n.t(f"raxxon.ui.difficulty.{d}"), (box.x + u(20), box.y + u(12)),
                      u(26), ink,
                      bold=True, max_width=box.w - u(40))
            text.draw_block(surface, i18n.t(f"raxxon.ui.difficulty_help.{d}"),
                            pygame.Rect(box.x + u(20), box.y + u(50), box.w - u(40), box.h - u(56)), u(19),
                            theme.INK if sel else theme.TEXT)
            y += u(138)
        button(self, surface, (right.x + u(24), right.bottom - u(90), u(300), u(66)),
               i18n.t("raxxon.ui.setup.back"), self.back, "back", u(24), role="meta")
        button(self, surface, (right.right - u(420), right.bottom - u(90), u(396), u(66)),
               i18n.t("raxxon.ui.setup.start"), self.start, "start", u(28), role="advance", primary=True)
