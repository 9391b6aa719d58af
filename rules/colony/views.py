"""What each seat may see (DESIGN.md: hidden information is the engine's job).

``view(seat)``: public state plus that seat's hand, objectives, held crossroads card and its own
crisis contributions. ``public_view()``: the same with every secret left out. Crisis
contributions are only a count until the reveal; deck orders are never shown.
"""
from __future__ import annotations


class ViewsMixin:
    def _view(self, seat: int | None) -> dict:
        s_list = []
        for s in self.seats:
            entry = {"seat": s.i, "hand_size": len(s.hand), "dice": list(s.dice), "used": s.used,
                     "leader": s.leader, "exiled": s.exiled, "eliminated": s.eliminated,
                     "kills": s.kills}
            if s.revealed or self.outcome is not None:
                entry["objective"] = s.objective
                if self.outcome is not None:
                    entry["betrayal2"] = s.betrayal2
                    entry["exiled_objective"] = s.exiled_obj
            s_list.append(entry)
        v = {
            "seat": seat,
            "round": self.round_no, "rounds_left": self.rounds, "morale": self.morale,
            "food": self.food, "starvation": self.starvation, "helpless": self.helpless,
            "population": self.population, "waste": len(self.waste), "first": self.first,
            "active": self.active, "p": self.p_count,
            "main": self.main.id, "main_side": "hardcore" if self.side is self.main.hardcore else "standard",
            "main_pile": list(self.main_pile),
            "crisis": self.crisis, "crisis_contributions": len(self.crisis_pile),
            "crisis_deck": len(self.crisis_deck),
            "crossroads_deck": len(self.xr_deck),
            "crossroads_holder": self.xr_held[1] if self.xr_held else None,
            "survivor_deck": len(self.survivor_deck),
            "seats": s_list,
            "survivors": {sid: {"owner": sv.owner, "place": sv.place, "wounds": sv.wounds,
                                "frost": sv.frost, "equipped": sv.equipped[:]}
                          for sid, sv in self.survivors.items()},
            "places": {pid: _place_view(p) for pid, p in self.places.items()},
            "pending": self.pending.public() if self.pending else None,
            "outcome": None if self.outcome is None else {
                "winners": list(self.outcome.winners), "reason": self.outcome.reason,
                "main_complete": self.outcome.main_complete},
        }
        if seat is not None:
            me = self.seats[seat]
            v["me"] = {
                "hand": list(me.hand),
                "objective": me.objective,
                "betrayal2": me.betrayal2,
                "exiled_objective": me.exiled_obj,
                "crossroads": self.xr_held[0] if self.xr_held and self.xr_held[1] == seat else None,
                "contributions": [c for c, who in self.crisis_pile if who == seat],
                "dealt": list(self.dealt.get(seat, [])),
                "searching": [c for c in self.limbo] if self.pending and self.pending.seat == seat
                and self.pending.kind in ("search", "keep", "bottom") else [],
            }
        return v


def _place_view(p) -> dict:
    ents = p.entrances
    if len(ents) == 1:   # a Location: one entrance
        e = ents[0]
        zombies, barricades, spaces = [e.z], [e.b], [e.cap]
    else:
        zombies, barricades, spaces = [e.z for e in ents], [e.b for e in ents], [e.cap for e in ents]
    return {"zombies": zombies, "barricades": barricades, "spaces": spaces,
            "survivor_spaces": p.spaces, "noise": p.noise, "deck": len(p.deck)}
