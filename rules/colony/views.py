"""What each seat may see (DESIGN.md: hidden information is the engine's job).

``view(seat)``: public state plus that seat's hand, objectives, held crossroads card and its own
crisis contributions. ``public_view()``: the same with every secret left out. Crisis
contributions are only a count until the reveal; deck orders are never shown.
"""
from __future__ import annotations


class ViewsMixin:
    def _view(self, seat: int | None) -> dict:
        # built for every decision of every bot: the counts (P, the population) are taken in
        # the loops that build the seats and survivors, each piece read once
        outcome = self.outcome
        s_list = []
        p_count = 0   # P: players neither exiled nor eliminated (``p_count``)
        for s in self.seats:
            exiled, eliminated = s.exiled, s.eliminated
            entry = {"seat": s.i, "hand_size": len(s.hand), "dice": list(s.dice), "used": s.used,
                     "leader": s.leader, "exiled": exiled, "eliminated": eliminated,
                     "kills": s.kills}
            if not (exiled or eliminated):
                p_count += 1
            if s.revealed or outcome is not None:
                entry["objective"] = s.objective
                if outcome is not None:
                    entry["betrayal2"] = s.betrayal2
                    entry["exiled_objective"] = s.exiled_obj
            s_list.append(entry)
        survivors = {sid: {"owner": sv.owner, "place": sv.place, "wounds": sv.wounds,
                           "frost": sv.frost, "equipped": sv.equipped[:]}
                     for sid, sv in self.survivors.items()}
        places = {}
        for pid, p in self.places.items():
            ents = p.entrances
            if len(ents) == 1:   # a Location: one entrance
                e = ents[0]
                zombies, barricades, spaces = [e.z], [e.b], [e.cap]
            else:
                zombies, barricades, spaces = [e.z for e in ents], [e.b for e in ents], [e.cap for e in ents]
            places[pid] = {"zombies": zombies, "barricades": barricades, "spaces": spaces,
                           "survivor_spaces": p.spaces, "noise": p.noise, "deck": len(p.deck)}
        main, xr_held, pending = self.main, self.xr_held, self.pending
        v = {
            "seat": seat,
            "round": self.round_no, "rounds_left": self.rounds, "morale": self.morale,
            "food": self.food, "starvation": self.starvation, "helpless": self.helpless,
            # ``population``: the helpless and the survivors in the Colony
            "population": self.helpless + [x["place"] for x in survivors.values()].count("colony"),
            "waste": len(self.waste), "first": self.first,
            "active": self.active, "p": p_count,
            "main": main.id, "main_side": "hardcore" if self.side is main.hardcore else "standard",
            "main_pile": list(self.main_pile),
            "crisis": self.crisis, "crisis_contributions": len(self.crisis_pile),
            "crisis_deck": len(self.crisis_deck),
            "crossroads_deck": len(self.xr_deck),
            "crossroads_holder": xr_held[1] if xr_held else None,
            "survivor_deck": len(self.survivor_deck),
            "seats": s_list,
            "survivors": survivors,
            "places": places,
            "pending": pending.public() if pending else None,
            "outcome": None if outcome is None else {
                "winners": list(outcome.winners), "reason": outcome.reason,
                "main_complete": outcome.main_complete},
        }
        if seat is not None:
            me = self.seats[seat]
            v["me"] = {
                "hand": list(me.hand),
                "objective": me.objective,
                "betrayal2": me.betrayal2,
                "exiled_objective": me.exiled_obj,
                "crossroads": xr_held[0] if xr_held and xr_held[1] == seat else None,
                "contributions": [c for c, who in self.crisis_pile if who == seat],
                "dealt": list(self.dealt.get(seat, ())),
                "searching": list(self.limbo) if pending and pending.seat == seat
                and pending.kind in ("search", "keep", "bottom") else [],
            }
        return v
