"""What each seat may see (DN-F-14.2). Public: the board, control, fortifications, exhaustion,
resources, VP, the captive row, the fallen Leaders, discard piles, hand and deck sizes, the
zombie card being fought, who has sealed a people-fight selection. Secret: a hand (its own seat
only), every deck's order, a people-fight selection (its own seat only, until the reveal)."""
from __future__ import annotations


class ViewsMixin:
    def _view(self, seat: int | None) -> dict:
        o = self.outcome
        mine = seat is not None
        return {
            "game": "factions", "seat": seat, "players": self.n, "round": self.round,
            "phase": self.phase, "first": self.first, "order": self.order(),
            "factions": list(self.fac), "target": self.target(), "round_cap": self.round_cap(),
            "control": dict(self.control), "compounds": sorted(self.compounds),
            "forts": {p: {"owner": f[0], "level": f[1], "intact": f[2]}
                      for p, f in sorted(self.forts.items())},
            "board": dict(sorted(self.loc.items())),
            "owner": {x: s for x, s in sorted(self.owner.items()) if x in self.loc
                      or x in {c[0] for c in self.captives}},
            "exhausted": sorted(self.exhausted),
            "food": list(self.food), "scrap": list(self.scrap), "vp": list(self.vp),
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[seat]) if mine else None,
            "deck_sizes": {d: len(v) for d, v in self.decks.items()},
            "zombie_deck": len(self.zdeck),
            "discards": {d: list(v) for d, v in self.discards.items()},
            "zombie_discard": list(self.zdiscard), "removed": list(self.removed),
            "fallen": [[list(x) for x in f] for f in self.fallen],
            "captives": [list(c) for c in self.captives],
            "day": {"moved": sorted(self.moved), "engaged": sorted(self.engaged),
                    "arrival": {p: list(v) for p, v in sorted(self.arrival.items())},
                    "ended": sorted(self.ended), "zone": dict(self.zone)},
            "poll": self.poll.seen_by(seat) if self.poll is not None else None,
            "committed": list(self.committed.get(seat, [])) if mine else None,
            "scores": [[s, k] for s, k in sorted(self.scores.items())],
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
