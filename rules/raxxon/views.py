"""What each seat may see (DESIGN.md: hidden information is the engine's job).

Face-down crowd cards and every deck's order are hidden from everyone (R-14.3); a seat's view
also names the face-down cards that seat has looked at (Explore) until they are turned face up
— and cards turned face down after everyone saw them. Piles are face up and public (R-14.3).
``public_view()`` is the same with no face-down card named.
"""
from __future__ import annotations


class ViewsMixin:
    def _view(self, seat: int | None) -> dict:
        up = self.up
        known = self.known[seat] if seat is not None else ()
        crowd = []
        for rc, cid in sorted(self.crowd.items()):
            face = cid in up
            crowd.append({"r": rc[0], "c": rc[1], "up": face,
                          "card": cid if face or cid in known else None})
        boards = []
        for s in range(self.n):
            boards.append({"seat": s, "character": self.boards[s], "side": self.band,
                           "tokens": dict(sorted(self.tokens[s].items())),
                           "passed": s in self.passed})
        o = self.outcome
        return {
            "game": "raxxon", "seat": seat, "players": self.n, "difficulty": self.options.difficulty,
            "day": self.day, "phase": self.phase, "first": self.first, "current": self.current,
            "solo_passes": self.solo_passes,
            "influence": self.influence, "target": self.target,
            "crowd": crowd,
            "decks": {"citizen": len(self.citizen_deck), "infection": len(self.infection_deck),
                      "raxxon": len(self.rx_deck)},
            "piles": {"discard": list(self.discard), "evacuated": list(self.evacuated),
                      "controlled": list(self.controlled), "uncontrolled": list(self.uncontrolled),
                      "raxxon_activated": list(self.rx_activated),
                      "raxxon_unactivated": list(self.rx_unactivated),
                      "raxxon_current": list(self.rx_current)},
            "box": len(self.box),
            "boards": boards,
            "pending": self.pending.public() if self.pending else None,
            "outcome": None if o is None else {"winners": list(o.winners), "reason": o.reason},
        }

    def public_view(self) -> dict:
        return self._view(None)

    def view(self, seat: int) -> dict:
        if type(seat) is not int or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return self._view(seat)


__all__ = ["ViewsMixin"]
