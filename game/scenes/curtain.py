"""The curtain: "pass to <name>". It holds no reference to any secret — only the seat number
and its public name — and the board under it draws ``public_view()`` until the player clicks
(DESIGN.md: the shared screen)."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.widgets import button, shade


class CurtainScene(Scene):
    overlay = True
    still = True   # opaque and unmoving: the window rests until the player clicks

    def __init__(self, app, session, seat: int):
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.name = session.table.seat_name(session.seats, seat)
        self.kind = session.game.pending.kind if session.game.pending else ""

    def reveal(self):
        self.session.confirm(self.seat)
        self.app.pop()
        self.app.sound("turn")

    def key(self, event):
        if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.reveal()
            return None
        return None

    def draw(self, surface):
        u = self.app.u
        surface.fill(theme.TABLE_DARK)
        w, h = surface.get_size()
        # the curtain's folds
        for k in range(0, w, u(80)):
            pygame.draw.rect(surface, (30, 40, 58) if (k // u(80)) % 2 else (26, 34, 50),
                             (k, 0, u(80), h))
        shade(surface, 90)
        cy = h // 2 - u(120)
        table = self.session.table   # the seat's look is the game's (a game may have six seats)
        table.seat_mark(surface, self.session, self.seat, (w // 2, cy), u(40))
        # the same person again (a bot answered in the middle of their turn): the mouse is
        # theirs already; the others are still asked to look away
        title = "ui.curtain.again" if self.session.last_viewer == self.seat else "ui.curtain.pass"
        text.draw(surface, i18n.t(title, name=self.name), (w // 2, cy + u(70)), u(54),
                  table.seat_colour(self.session, self.seat), bold=True, anchor="midtop",
                  max_width=w - u(100))
        what = table.curtain_text(self.session) if self.kind else ""
        text.draw(surface, what[:1].upper() + what[1:],
                  (w // 2, cy + u(150)), u(28), theme.TEXT, anchor="midtop", max_width=w - u(100))
        text.draw(surface, table.curtain_note(self.kind), (w // 2, cy + u(200)), u(22),
                  theme.TEXT_DIM, anchor="midtop", max_width=w - u(100))
        label = i18n.t("ui.curtain.reveal", name=self.name)
        bw = min(w - u(80), max(u(440), text.width(label, u(26), True) + u(60)))
        button(self, surface, (w // 2 - bw // 2, cy + u(270), bw, u(70)), label, self.reveal,
               "reveal", u(26), role="advance", primary=True)
