"""New game of Evacuation: 1–4 seats (each a person or a bot, names editable), the level
(R-3.9, one line on what changes), how characters are taken (R-3.6 / R-16.2), Start and Back."""
from __future__ import annotations

import random

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.render.pieces import mark
from game.session import SeatConfig, Session
from game.widgets import button, panel
from rules.raxxon import DIFFICULTIES, Options

MAX_NAME = 16


class NewGameScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.players = 1
        self.humans = [True, False, False, False]
        self.names = [self._default_name(i) for i in range(4)]
        self.difficulty = "intro"
        self.editing: int | None = None
        self.fresh = False

    @staticmethod
    def _default_name(i: int) -> str:
        return i18n.t("raxxon.ui.setup.default_name", n=i + 1)

    def set_players(self, n: int) -> None:
        self.players = n
        if n == 1:
            self.humans[0] = True   # a solo game is played by a person

    def toggle_human(self, i: int) -> None:
        if self.players > 1:
            self.humans[i] = not self.humans[i]

    def start(self):
        seed = random.randrange(1, 10 ** 9)
        opts = Options(players=self.players, seed=seed, difficulty=self.difficulty)
        seats = [SeatConfig(self.names[i].strip() or self._default_name(i), self.humans[i])
                 for i in range(self.players)]
        from game.scenes.title import start_session
        start_session(self.app, Session.new("raxxon", opts, seats))

    # ------------------------------------------------------------ typing a name
    def edit(self, i):
        if self.editing != i:
            self.stop_editing()
            self.editing = i
            self.fresh = self.names[i] == self._default_name(i)
        pygame.key.start_text_input()

    def stop_editing(self):
        if self.editing is not None and not self.names[self.editing].strip():
            self.names[self.editing] = self._default_name(self.editing)
        self.editing = None
        self.fresh = False

    def key(self, event):
        if self.editing is not None:
            i = self.editing
            if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.stop_editing()
            elif event.key == pygame.K_BACKSPACE:
                self.names[i] = "" if self.fresh else self.names[i][:-1]
                self.fresh = False
            return None
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        if event.key == pygame.K_RETURN:
            self.start()
            return None
        return event

    def handle(self, event):
        if event.type == pygame.TEXTINPUT and self.editing is not None:
            name = ("" if self.fresh else self.names[self.editing]) + event.text
            self.names[self.editing] = name[:MAX_NAME]
            self.fresh = False
            return None
        if event.type == pygame.MOUSEBUTTONUP and self.editing is not None:
            h = self.hotspot_at(event.pos)
            if h is None or h.key != f"name:{self.editing}":
                self.stop_editing()
        return super().handle(event)

    def back(self):
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            from game.scenes.title import TitleScene
            self.app.clear_to(TitleScene(self.app))

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
                nr = pygame.Rect(r.x + u(70), r.y + u(24), u(360), u(56))
                edit = self.editing == i
                pygame.draw.rect(surface, theme.TABLE_DARK, nr, border_radius=8)
                pygame.draw.rect(surface, theme.WARM if edit else theme.PANEL_EDGE, nr, 2, border_radius=8)
                shown = self.names[i] + ("|" if edit and not self.fresh else "")
                if edit and self.fresh:
                    sel = pygame.Rect(nr.x + u(8), nr.y + u(10),
                                      min(nr.w - u(16), text.width(shown, u(26)) + u(8)), nr.h - u(20))
                    pygame.draw.rect(surface, theme.WARM_DIM, sel, border_radius=4)
                text.draw(surface, shown, (nr.x + u(12), nr.centery), u(26), theme.TEXT, anchor="midleft",
                          max_width=nr.w - u(20))
                self.hot(nr, f"name:{i}", lambda i=i: self.edit(i), role="meta")
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
