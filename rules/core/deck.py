"""Decks and shuffles drawn from a game's seeded ``Rng`` (DESIGN.md: chance comes only from it).

A deck is a plain list of card ids whose **top is the end of the list** (drawing is ``pop()``).
Every shuffle is one counted draw of ``Rng.order``, so a test can script it like a die and a save
can force it::

    rng.script("shuffle", stack(deck, top=["c07", "c12"]))   # c07 is drawn first, then c12
    shuffle(rng, deck)

``stack`` builds the order that puts chosen cards on top; the rest keep their relative order.
"""
from __future__ import annotations

from rules.core.rng import ChanceError, Rng


def shuffle(rng: Rng, cards: list) -> None:
    """Shuffle ``cards`` in place with one draw of ``rng`` (a no-op draw for 0 or 1 cards is not
    made, so an empty pile never uses up a scripted shuffle)."""
    if len(cards) < 2:
        return
    order = rng.order(len(cards))
    cards[:] = [cards[i] for i in order]


def stack(cards: list, top: list) -> list[int]:
    """The shuffle order (for ``rng.script("shuffle", …)``) that leaves ``top[0]`` on top of the
    deck, ``top[1]`` under it, and so on; the other cards stay below in their present order."""
    index = {c: i for i, c in enumerate(cards)}
    missing = [c for c in top if c not in index]
    if missing or len(set(top)) != len(top):
        raise ChanceError(f"cannot stack {missing or top}: not each once in the deck")
    chosen = {index[c] for c in top}
    rest = [i for i in range(len(cards)) if i not in chosen]
    return rest + [index[c] for c in reversed(top)]


def draw(cards: list):
    """The top card, taken off the deck; None when the deck is empty."""
    return cards.pop() if cards else None


def put_on_top(cards: list, new: list) -> None:
    """Put ``new`` on top of the deck so that ``new[0]`` is drawn first."""
    cards.extend(reversed(new))


def top(cards: list, n: int = 1) -> list:
    """The next ``n`` cards in draw order (for tests and invariants; views never show them)."""
    return list(reversed(cards[-n:])) if n else []


__all__ = ["draw", "put_on_top", "shuffle", "stack", "top"]
