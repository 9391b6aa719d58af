"""What every table's board does alike (the evacuation game's and the mall's; colony's board shares
the bot's pace through ``Session.bot_tick``): Esc opens the menu and F1 the game's rules, the mouse
wheel scrolls the log, the viewer's legal actions are read once a decision, and the robot checks
that each of them is on screen as something to click."""
from __future__ import annotations

import pygame

from game import i18n, scenes, theme
from game.app import IDLE_WAIT_MS, Scene
from game.render import text
from game.widgets import panel

LOG_KEPT = 200   # the log's last lines a board wraps and may scroll through


class TableBoard(Scene):
    """A board on the shell's ``Scene``: a subclass has ``session``, ``lay`` (with a ``log``
    rect), ``mouse``, ``log_scroll`` and ``offered`` (the texts of the legal actions it drew)."""

    _legal_key = None
    _legal: list = []
    _log_key = None
    _log_cache: list = []
    log_top = 34   # the log's first line below its panel's top, unscaled

    @property
    def wake_ms(self) -> int:
        """A bot thinking in its worker needs no frame drawn (the table's ``animating``), only a
        look for its answer soon after it comes."""
        return self.session.wake_ms(IDLE_WAIT_MS)

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

    # the log ------------------------------------------------------------
    def log_upto(self) -> int | None:
        """The log's last event shown (None: all): a table that shows itself as it was draws
        its log only up to then."""
        return None

    def log_colour(self, kind: str, ref):
        """The colour of a piece of a log line (its seat's, a name's), None for the text's."""
        return None

    def _log(self, surface, r):
        """The log panel: its title and the last lines that fit, scrolled by the wheel."""
        u = self.app.u
        panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=10)
        text.draw(surface, i18n.t(f"{self.session.table.game_id}.ui.log.title"),
                  (r.x + u(12), r.y + u(6)), u(19), theme.TEXT_DIM, bold=True)
        size = u(17)
        lh = text.line_height(size)
        area = pygame.Rect(r.x + u(12), r.y + u(self.log_top), r.w - u(24),
                           r.h - u(self.log_top + 6))
        rows = self._log_rows(size, area.w)
        fit = max(1, area.h // lh)
        self.log_scroll = min(self.log_scroll, max(0, len(rows) - fit))
        end = max(0, len(rows) - self.log_scroll)
        y = area.y
        for row in rows[max(0, end - fit):end]:
            x = area.x
            for t, kind, ref in row:
                col = self.log_colour(kind, ref) or theme.TEXT
                x = text.draw(surface, t, (x, y), size, col, bold=kind != "text").right
            y += lh

    def _log_rows(self, size, width) -> list:
        """The log wrapped into rows, up to ``log_upto``; wrapped again only when it changed."""
        s = self.session
        upto = self.log_upto()
        key = (id(s.game), len(s.events), upto, s.viewer, i18n.language(), text.scale, size, width)
        if self._log_key != key:
            rows = []
            for pieces in s.log_pieces(LOG_KEPT, upto):
                rows.extend(text.wrap_pieces(pieces, size, width, lambda kind: kind != "text"))
            self._log_key, self._log_cache = key, rows
        return self._log_cache

    def robot_check(self) -> None:
        """Every legal action of the viewer's decision is on screen as something to click."""
        s = self.session
        if not s.my_turn() or self.holding():
            return
        missing = {a.text for a in self.legal()} - self.offered
        if missing:
            raise RuntimeError(f"legal actions with nothing to click: {sorted(missing)[:5]} "
                               f"({s.game.pending.kind})")
