"""What a seat of a colony game cannot see, for ``determinize`` (rules/core/determinize.py).

Hidden from a seat: the other seats' hands, face-down crisis contributions, secret (and
betrayal, exile) objectives and held crossroads card; every deck's order and contents (the
location decks, the starting items left in the box, the crisis, crossroads, exile, objective and
survivor decks). Re-dealt as:

* **items**: other hands, the other seats' crisis contributions, the location decks (each takes
  only its own location's items; the cards this seat searched there and put back stay) and the
  box (only starting items), one pool;
* **objectives**: the other seats' objectives are first shuffled among them (who holds the
  betrayal is not known), then secret and betrayal objectives are re-dealt with the objective
  box each among its kind; the exile objectives with the exile deck;
* **crossroads**: another seat's held card with the crossroads deck; crisis and survivor decks
  shuffled.

Left as they are (``fixed``): the cards another seat is searching through (they live in the
search's generator frame until it ends), the survivors dealt for the draft, and the hand of
another seat that is being asked (its legal actions were listed from it; a search determinizes
for the seat to play, so this only matters for copies made for an onlooker).
"""
from __future__ import annotations

from rules.core.determinize import Hidden


def hidden(g, seat: int, rng) -> Hidden:
    h = Hidden()
    defs = g.card_def
    p = g.pending
    if p is not None and p.seat != seat and p.kind in ("search", "keep", "bottom"):
        h.fixed.update(g.limbo)
    over = g.outcome is not None
    others = [s for s in g.seats if s.i != seat]
    # items
    asked = p.seat if p is not None and p.seat != seat else None
    for s in others:
        if s.i == asked:   # its question was built from its hand (module doc)
            h.fixed.update(s.hand)
        else:
            h.zone(f"hand {s.i}", s.hand, group="items")
    pile = g.crisis_pile
    theirs = [k for k, (_, who) in enumerate(pile) if who != seat]
    if theirs:
        def put_crisis(cards):
            for k, c in zip(theirs, cards, strict=True):
                pile[k] = (c, pile[k][1])
        h.zone("crisis contributions", [pile[k][0] for k in theirs], put=put_crisis,
               group="items")
    seen = _searched(g, seat)
    for pid, place in g.places.items():
        if place.deck:
            h.zone(f"deck {pid}", place.deck, keep=seen,
                   accepts=lambda c, pid=pid: defs[c].origin == pid, group="items")
    h.zone("box", g.box, accepts=lambda c: defs[c].origin == "start", group="items")
    # objectives
    if not over:
        c = g.content
        betrayals = c.betrayals
        slots = [s for s in others if s.objective and not s.revealed]
        if slots:
            objs = [s.objective for s in slots]
            if rng is not None:
                objs.sort()
                rng.shuffle(objs)   # written back by the re-deal

            def put_obj(cards):
                for s, x in zip(slots, cards, strict=True):
                    s.objective = x
            _by_kind(h, "objectives", objs, betrayals, put_obj)
        b2 = [s for s in others if s.betrayal2]
        if b2:
            def put_b2(cards):
                for s, x in zip(b2, cards, strict=True):
                    s.betrayal2 = x
            _by_kind(h, "second objectives", [s.betrayal2 for s in b2], betrayals, put_b2)
        _by_kind(h, "objective box", g.objective_box, betrayals, None)
        ex = [s for s in others if s.exiled_obj]
        if ex:
            def put_ex(cards):
                for s, x in zip(ex, cards, strict=True):
                    s.exiled_obj = x
            h.zone("exile objectives", [s.exiled_obj for s in ex], put=put_ex, group="exile")
        h.zone("exile deck", g.exile_deck, group="exile")
    # crossroads, crisis and survivor decks
    held = g.xr_held
    if held and held[1] != seat:
        h.zone("held crossroads", [held[0]], group="crossroads",
               put=lambda cards: setattr(g, "xr_held", (cards[0], held[1])))
    h.zone("crossroads deck", g.xr_deck, group="crossroads")
    h.zone("crisis deck", g.crisis_deck, group="crisis")
    h.zone("survivor deck", g.survivor_deck, group="survivors")
    return h


def _by_kind(h: Hidden, name: str, cards: list, betrayals, put) -> None:
    """``cards`` as two zones: the betrayal objectives re-dealt among betrayals, the rest
    among secrets."""
    bad = [i for i, x in enumerate(cards) if x in betrayals]
    good = [i for i, x in enumerate(cards) if x not in betrayals]
    h.zone(name, cards, free=good, put=put, group="secret objectives")
    h.zone(name, cards, free=bad, put=put, group="betrayal objectives")


def _searched(g, seat: int) -> set:
    """The item cards ``seat`` saw while searching (some went back to a deck's bottom)."""
    out = set()
    for r in g.history:
        for e in r.events:
            if e.kind == "searched" and e.seats is not None and seat in e.seats:
                out.update(e.data["cards"])
    return out


__all__ = ["hidden"]
