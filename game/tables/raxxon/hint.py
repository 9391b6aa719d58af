"""The solo game's Hint (issue 18): on request the search bot thinks about the decision on a
copy of the game (``rules.core.search.hint``: it sees only what the seat sees), the move it
prefers is lit on the table and one line says why — what it gains or protects against the next
best move. The thinking runs beside the window, on the copy, so the table stays live; a hint
for a decision already answered is dropped. The hints asked in a game are counted with the
game (``asked``), kept in its save, and game over says how many."""
from __future__ import annotations

import threading
import weakref

from game import i18n

THINK_MS = 1000
# the quantities the search reports for this game, and the words for each (the sign: which
# way is better — fewer infected, lower influence)
_WHY = {"evacuated": "raxxon.ui.hint.why.evacuated", "infected": "raxxon.ui.hint.why.infected",
        "influence": "raxxon.ui.hint.why.influence"}


# hints asked per game: the table's own data, written in the save's [table] (``hints``)
_ASKED: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def asked(game) -> int:
    """How many hints were asked in ``game`` (a loaded game: since it began, as its save says)."""
    return _ASKED.get(game, 0)


def set_asked(game, n) -> None:
    """Set the count of ``game``'s hints; anything but a count of 0 or more reads as 0 (a
    damaged save)."""
    _ASKED[game] = n if type(n) is int and n >= 0 else 0


class Hinter:
    def __init__(self, think_ms: float = THINK_MS):
        self.think_ms = think_ms
        self._for = None        # the log length the hint is for
        self._thread = None
        self._result = None     # what the thread found (None: nothing yet)
        self.ready = None       # the hint shown: {"action": text, "why": words}

    @staticmethod
    def offered(session) -> bool:
        """A Hint is offered in a game one person plays alone, at their own decision."""
        g = session.game
        return g.pending is not None and g.n == 1 and session.my_turn()

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def ask(self, session) -> None:
        if self.thinking or not self.offered(session):
            return
        from rules.core.search import hint
        game = session.game.clone()   # the search thinks on its own copy: the table stays live
        seat = game.pending.seat
        self._for = len(session.game.log)
        self.ready = None
        set_asked(session.game, asked(session.game) + 1)

        def think():
            try:
                self._result = hint(game, seat, think_ms=self.think_ms) or {}
            except Exception:   # a hint is a help, never a crash: say nothing then
                self._result = {}
        self._thread = threading.Thread(target=think, name="whiteout-hint", daemon=True)
        self._thread.start()

    def poll(self, session) -> bool:
        """Take the thinking's result when it is done, and forget a hint whose decision is
        answered; True when what the table shows changed."""
        changed = False
        if self._thread is not None and not self._thread.is_alive():
            self._thread = None
            found, self._result = self._result or {}, None
            if found.get("action") and self._for == len(session.game.log):
                self.ready = {"action": found["action"], "why": why(found)}
            changed = True
        if self.ready is not None and self._for != len(session.game.log):
            self.ready = None
            changed = True
        return changed

    def key(self) -> tuple:
        return (self.thinking, None if self.ready is None else self.ready["action"])

    def line(self) -> str:
        if self.thinking:
            return i18n.t("raxxon.ui.hint.thinking")
        if self.ready is not None:
            return i18n.t("raxxon.ui.hint.lit") + " " + self.ready["why"]
        return ""


def why(found: dict) -> str:
    """One line: the quantity the preferred move gains or protects most against the runner-up,
    by how much over the games the search played on from here; or that the moves are close."""
    reason = found.get("reason")
    if reason and reason[0] in _WHY and abs(reason[1]) >= 0.05:
        n = abs(reason[1])
        shown = f"{n:.0f}" if n >= 2 else f"{n:.1f}"
        if i18n.language() == "ru":
            shown = shown.replace(".", ",")
        return i18n.t(_WHY[reason[0]], n=shown)
    return i18n.t("raxxon.ui.hint.why.close")
