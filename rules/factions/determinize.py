"""What a seat of a faction-war game cannot see, for ``determinize``
(rules/core/determinize.py). A new module: the factions engine itself is not changed; the core
finds this module from the game class's package.

Hidden from a seat (DN-F-14.2): every deck's order (the four action decks, the neutral
characters, the zombies), the other seats' hands and their secret selections. Re-dealt as:

* **action cards**: the action decks (each takes only its own deck's cards) and the action cards
  in other hands and selections, one pool;
* **characters**: a faction's characters between its hand and its selection (which of them were
  chosen is secret; which are off the board is not), the neutral character deck shuffled (a
  neutral survivor in a hand has an owner and stays);
* **zombies**: the zombie deck shuffled.

The hand and selection of another seat being asked stay (its legal actions were listed from
them; a search determinizes for the seat to play).
"""
from __future__ import annotations

from rules.core.determinize import Hidden
from rules.factions.content import ACTION_DECKS


def hidden(g, seat: int, rng) -> Hidden:
    h = Hidden()
    c = g.content
    chars = c.characters

    def split(name, cards, put=None):
        acts = [i for i, x in enumerate(cards) if x not in chars]
        h.zone(name, cards, free=acts, put=put, group="actions")
        by_fac: dict = {}
        for i, x in enumerate(cards):
            if x in chars:
                by_fac.setdefault(chars[x].faction, []).append(i)
        for f, idx in by_fac.items():
            if f:
                h.zone(name, cards, free=idx, put=put, group="characters " + f)
            else:   # a neutral survivor in a hand has an owner: it stays (recruited openly)
                h.fixed.update(cards[i] for i in idx)

    p = g.pending
    asked = p.seat if p is not None and p.seat != seat else None
    for s, hand in enumerate(g.hands):
        if s == asked:     # its question was built from its hand and selection: they stay
            h.fixed.update(hand)
            h.fixed.update(g.committed.get(s, ()))
        elif s != seat:
            split(f"hand {s}", hand)
    for s, cards in g.committed.items():
        if s != seat and s != asked:
            split(f"selection {s}", cards)
    for d in ACTION_DECKS:
        if g.decks.get(d):
            h.zone(f"deck {d}", g.decks[d], accepts=lambda x, d=d: c.card(x).deck == d,
                   group="actions")
    for d, cards in g.decks.items():
        if d not in ACTION_DECKS:
            h.zone(f"deck {d}", cards, group="deck " + d)
    h.zone("zombie deck", g.zdeck, group="zombies")
    return h


__all__ = ["hidden"]
