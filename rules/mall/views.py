"""What each seat may see (DESIGN.md: hidden information is the engine's job).

Public: where every character stands, the zombies, blocked places, the Leader, how many cards
each hand holds, the played cards, the Leader's announced destination, the destinations once
revealed, the votes' weights and who has cast a ballot, the characters lying low. Secret: a
seat's hand (its own view only), the police caller's drawn cards (the caller's only), the
zombie dice (the seats that looked, M-7.7, until the zombies are placed, M-7.12), a sealed
ballot or destination (the chooser's only, until the reveal), the deck.
"""
from __future__ import annotations


class ViewsMixin:
    def _view(self, seat: int | None) -> dict:
        places = []
        for p in self.places:
            # the defence (M-8.1) and whether the zombies there break in now (M-8.2, M-8.4,
            # M-8.6): worked out by the rules, once, for the table to say
            places.append({"number": p, "capacity": self.capacity[p], "zombies": self.zombies[p],
                           "blocked": p in self.blocked, "pieces": self.at(p),
                           "defence": self.defence(p), "breaks_in": self.breaks_in(p),
                           # M-7.11, M-7.16: room for one more (else a move ends in the Car Park)
                           "room": self.has_room(p) and p not in self.blocked})
        sees_dice = self.dice is not None and (self.dice_open or seat in self.saw_dice)
        o = self.outcome
        return {
            "game": "mall", "seat": seat, "players": self.n, "turn": self.turn,
            "phase": self.phase, "leader": self.leader, "elected": self.elected,
            "order": self.order(), "colours": list(self.colours),
            "places": places,
            "pieces": {p: self.where[p] for p in self.pieces},
            "dead": list(self.dead),
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[seat]) if seat is not None else None,
            "deck": len(self.deck), "out": list(self.out),
            "drawn": list(self.drawn) if seat is not None and seat == self.caller else None,
            "drawn_count": len(self.drawn), "caller": self.caller,
            "dice_rolled": self.dice is not None, "dice_open": self.dice_open,
            "dice": list(self.dice) if sees_dice else None,
            "saw_dice": sorted(self.saw_dice),
            "announced": self.announced,
            "destinations": [[s, p] for s, p in sorted(self.destinations.items())],
            "poll": self.poll.seen_by(seat) if self.poll is not None else None,
            "attack_at": self.attack_at, "barricades": self.barricades,
            "hidden": sorted(self.hidden),
            "threats": [[s, k] for s, k in sorted(self.threats.items())],
            "returning": [list(x) for x in self.returning],
            "scores": [[s, k] for s, k in sorted(self.scores.items())],
            "pending": self.pending.public() if self.pending else None,
            "outcome": None if o is None else {"winners": list(o.winners), "reason": o.reason,
                                                # M-11.4: the highest score was shared
                                                "tie_break": len(self.top_scorers()) > 1},
        }

    def public_view(self) -> dict:
        return self._view(None)

    def view(self, seat: int) -> dict:
        if type(seat) is not int or not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat!r}")
        return self._view(seat)


__all__ = ["ViewsMixin"]
