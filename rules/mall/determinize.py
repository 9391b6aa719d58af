"""What a seat of a mall game cannot see, for ``determinize`` (rules/core/determinize.py).

Hidden from a seat: the deck, the other seats' hands, the police caller's drawn cards (unless
it is the caller) and this turn's zombie dice until it has looked (M-7.7). The deck and the other
hands are re-dealt as one pool (a card this seat gave to another seat stays in that hand); the
hidden dice are re-rolled. Left as they are (``fixed``): the caller's drawn cards for the other
seats (the caller's choice among them is under way in the rules' frames) and the other seats'
sealed choices of a vote being collected (not cards; they are revealed together), and the hand
of another seat being asked (its legal actions were listed from it).
"""
from __future__ import annotations

from rules.core.determinize import Hidden


def hidden(g, seat: int, rng) -> Hidden:
    h = Hidden()
    if seat != g.caller:
        h.fixed.update(g.drawn)
    given: dict = {}
    for r in g.history:
        for e in r.events:
            if e.kind == "card_given_is" and e.seats is not None and seat in e.seats:
                given.setdefault(e.data["to"], set()).add(e.data["card"])
    p = g.pending
    asked = p.seat if p is not None and p.seat != seat else None
    for s, hand in enumerate(g.hands):
        if s == asked:     # its question was built from its hand
            h.fixed.update(hand)
        elif s != seat:
            h.zone(f"hand {s}", hand, keep=given.get(s, ()))
    h.zone("deck", g.deck)
    dice = g.dice
    if dice is not None and not (g.dice_open or seat in g.saw_dice):
        def reroll(r):
            dice[:] = [r.randint(1, 6) for _ in dice]
        h.after.append(reroll)
    return h


__all__ = ["hidden"]
