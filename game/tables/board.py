"""What every table's board does alike (the evacuation game's and the mall's; colony's board shares
the bot's pace through ``Session.bot_tick``): Esc opens the menu and F1 the game's rules, the mouse
wheel scrolls the log, the viewer's legal actions are read once a decision, and the robot checks
that each of them is on screen as something to click."""
from __future__ import annotations

import pygame

from game import scenes
from game.app import Scene


class TableBoard(Scene):
    """A board on the shell's ``Scene``: a subclass has ``session``, ``lay`` (with a ``log``
    rect), ``mouse``, ``log_scroll`` and ``offered`` (the texts of the legal actions it drew)."""

    _legal_key = None
    _legal: list = []

    def holding(self) -> bool:
        """The table shows itself as it was (a reveal, the day that ended): nothing offered."""
        return False

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            scenes.push(self.app, "pause", self.session)
            return None
        if event.key == pygame.K_F1:
            scenes.push(self.app, "rules", self.session.table.game_id)
            return None
        return event

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            if self.lay.log.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y)
            return None
        return super().handle(event)

    def legal(self) -> list:
        """The viewer's legal actions, read once for a decision (many frames draw one)."""
        s = self.session
        key = (id(s.game), len(s.game.log), s.viewer)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = s.legal()
        return self._legal

    def robot_check(self) -> None:
        """Every legal action of the viewer's decision is on screen as something to click."""
        s = self.session
        if not s.my_turn() or self.holding():
            return
        missing = {a.text for a in self.legal()} - self.offered
        if missing:
            raise RuntimeError(f"legal actions with nothing to click: {sorted(missing)[:5]} "
                               f"({s.game.pending.kind})")
