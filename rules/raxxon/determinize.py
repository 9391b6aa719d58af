"""What a seat of an evacuation game cannot see, for ``determinize`` (rules/core/determinize.py).

Hidden (R-14.3): the order and contents of the citizen deck, the infection deck and the Raxxon
deck, and the face-down crowd cards the seat has not looked at. They are re-dealt as one pool of
citizen cards (the infection deck takes only infected cards; cards restocked face up to its
bottom were seen by everyone and stay) and the Raxxon deck on its own. What other seats know of
a face-down card follows the card's place in the crowd (they looked at *that* card).
"""
from __future__ import annotations

from rules.core.determinize import Hidden


def hidden(g, seat: int, rng) -> Hidden:
    h = Hidden()
    cit = g._citizens
    seen_in = set()
    if g.infection_deck:
        for r in g.history:
            for e in r.events:
                if e.kind == "restocked":
                    seen_in.add(e.data["card"])
    h.zone("infection_deck", g.infection_deck, keep=seen_in,
           accepts=lambda c: not cit[c].healthy, group="citizens")
    h.zone("citizen_deck", g.citizen_deck, group="citizens")
    known = g.known[seat] if seat is not None else ()
    up = g.up
    crowd = g.crowd
    cells = [rc for rc, c in crowd.items() if c not in up and c not in known]
    if cells:
        before = {crowd[rc]: rc for rc in cells}

        def put(cards):
            for rc, c in zip(cells, cards, strict=True):
                crowd[rc] = c
        h.zone("crowd", [crowd[rc] for rc in cells], put=put, group="citizens")
        if g.n > 1:
            def rename(_rng):
                for s in range(g.n):
                    if s != seat and g.known[s]:
                        g.known[s] = {crowd[before[c]] if c in before else c for c in g.known[s]}
            h.after.append(rename)
    h.zone("rx_deck", g.rx_deck, group="raxxon")
    return h


__all__ = ["hidden"]
