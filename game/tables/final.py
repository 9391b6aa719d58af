"""The game over's "look at the board": every table's results overlay can be lifted to show the
final board under it (Tab, or its button), and put back (Tab, Esc or its one button). With
several people at the table nobody's secrets are drawn on the board then: the results have shown
what the game revealed, and the board under them is everyone's. A person alone with bots keeps
their own board: there is nobody to hide it from."""
from __future__ import annotations

import pygame

from game import i18n
from game.render import text
from game.widgets import button


class LooksAtTheBoard:
    """Mixed into a game-over Scene (before ``Scene``): ``hidden`` while the board is shown;
    the scene's ``draw`` calls ``draw_way_back`` and returns when hidden, and draws
    ``look_button`` among its own."""

    hidden = False

    def drop_secrets(self, session) -> None:
        """The final board is looked at by everyone: no seat's private things on it — unless
        one person is at the table (their hand stays theirs, face up, as during the game)."""
        if len(session.humans) > 1:
            session.viewer = None

    def handle(self, event):
        if self.hidden and event.type == pygame.MOUSEMOTION:
            super().handle(event)
            return event   # the board's hover tips: its cards can be looked at
        return super().handle(event)

    def key(self, event):
        if event.key in (pygame.K_ESCAPE, pygame.K_TAB) and self.hidden:
            self.show_results()
            return None
        if event.key == pygame.K_TAB:
            self.look_at_board()
            return None
        return super().key(event)

    def look_at_board(self) -> None:
        self.hidden = True

    def show_results(self) -> None:
        self.hidden = False

    def draw_way_back(self, surface) -> None:
        """Over the final board: only the way back to the results."""
        u = self.app.u
        w, h = surface.get_size()
        label = i18n.t("ui.over.show_results")
        bw = max(u(320), text.width(label, u(22), True) + u(60))
        button(self, surface, (w // 2 - bw // 2, h - u(70), bw, u(50)), label,
               self.show_results, "show_results", u(22), role="advance", primary=True,
               shortcut=pygame.K_RETURN)

    def look_button(self, surface, rect, size: int) -> None:
        button(self, surface, rect, i18n.t("ui.over.look"), self.look_at_board, "look_board", size,
               role="meta", shortcut=pygame.K_TAB)
