"""Test positions (DESIGN.md: "positions for tests are built through a public, validated
builder"): a game that starts at the beginning of a phase of some turn with everything given.

    g = build(Options(players=4), phase="F",
              where={"orange.star": 3, "orange.bouncer": 3, "sky.negotiator": 3, …},
              zombies={3: 4}, hands={0: ["axe.1"]}, leader=0)

``where`` names every living character and its place; a character not named is dead (eaten
before). ``hands`` by seat; ``deck`` in draw order (first drawn first): when it is not given,
the cards in no hand are the deck, in id order; when it is, they are out of the game.
``phase`` is where play starts: "A" (a new turn, the turn number is ``turn``), "B", "C", "D"
(with ``dice`` and ``saw_dice``: the hidden roll of this turn) or "F". ``elected``: the Leader
was elected this turn. ``forced`` draws (rules/core/rng.py) script chance from the first draw
of play (a position makes no setup draws), e.g. the lot of a second tie.
The position is plain data kept in ``to_dict()``, so snapshots of built games replay too.
"""
from __future__ import annotations

START_PHASES = ("A", "B", "C", "D", "F")


def build(options, *, where: dict, zombies: dict | None = None, hands: dict | None = None,
          deck: list | None = None, leader: int = 0, elected: bool = False, turn: int = 1,
          phase: str = "A", dice: list | None = None, saw_dice=(), blocked=(),
          returning=(), last_death: dict | None = None, content=None,
          forced: dict | None = None):
    from rules.mall.game import Game
    pos = {"where": {p: int(v) for p, v in where.items()},
           "zombies": [[int(k), int(v)] for k, v in (zombies or {}).items()],
           "hands": [[int(s), list(c)] for s, c in (hands or {}).items()],
           "deck": None if deck is None else list(deck),
           "leader": leader, "elected": elected, "turn": turn, "phase": phase,
           "dice": None if dice is None else list(dice), "saw_dice": sorted(saw_dice),
           "blocked": sorted(blocked), "returning": [list(x) for x in returning],
           "last_death": [[int(s), int(p)] for s, p in (last_death or {}).items()]}
    return Game(options, content, forced, position=pos)


def apply_position(g, pos: dict) -> None:
    """Replace the fresh state of ``g`` with the position, every part checked (ValueError)."""
    if not isinstance(pos, dict):
        raise ValueError("a position is a table")
    n = g.n
    phase = pos.get("phase", "A")
    if phase not in START_PHASES:
        raise ValueError(f"a position starts at phase {', '.join(START_PHASES)}, not {phase!r}")
    g.turn = _int(pos.get("turn", 1), "turn", 1, 50)
    if phase == "A":
        g.turn -= 1                       # the flow starts the turn
    g.leader = _int(pos.get("leader", 0), "leader", 0, n - 1)
    g.elected = bool(pos.get("elected", False))
    where = pos.get("where") or {}
    for p, at in where.items():
        if p not in g.where:
            raise ValueError(f"no character {p!r} in a {n}-player game")
        if at not in g.places:
            raise ValueError(f"{p} cannot stand at {at!r}: the places are {list(g.places)} (M-4.4)")
    g.where = {p: where.get(p, -1) for p in g.pieces}
    g.dead = [p for p in g.pieces if g.where[p] < 0]
    for p in g.places:
        if g.capacity[p] is not None and len(g.at(p)) > g.capacity[p]:
            raise ValueError(f"place {p} holds {len(g.at(p))} characters, more than its "
                             f"capacity {g.capacity[p]} (M-7.11)")
    if len(g.alive()) <= g.threshold():
        raise ValueError(f"{len(g.alive())} survivors: the game would be over (M-11.2)")
    for k, v in pos.get("zombies", []):
        if k not in g.places or type(v) is not int or v < 0:
            raise ValueError(f"zombies: {v!r} at {k!r} is not a count at a place of this game")
        g.zombies[k] = v
    g.blocked = set()
    for b in pos.get("blocked", []):
        if b not in g.places or b == 1 or g.at(b):
            raise ValueError(f"place {b!r} cannot be blocked (M-7.17: not the Car Park, no one there)")
        g.blocked.add(b)
    cards = g.content.card_ids()
    g.hands = [[] for _ in range(n)]
    seen = []
    for s, hand in pos.get("hands", []):
        if type(s) is not int or not 0 <= s < n:
            raise ValueError(f"no seat {s!r}")
        for c in hand:
            if c not in cards:
                raise ValueError(f"no card {c!r}")
        g.hands[s] = list(hand)
        seen += hand
    if pos.get("deck") is not None:
        for c in pos["deck"]:
            if c not in cards:
                raise ValueError(f"no card {c!r}")
        seen += pos["deck"]
        g.deck = list(reversed(pos["deck"]))
        g.out = [c for c in cards if c not in seen]
    else:
        g.deck = list(reversed([c for c in cards if c not in seen]))
        g.out = []
    if len(set(seen)) != len(seen):
        raise ValueError("a card is in two places")
    dice = pos.get("dice")
    if dice is not None:
        if phase not in ("C", "D") or len(dice) != 4 or any(type(d) is not int or not 1 <= d <= 6
                                                            for d in dice):
            raise ValueError("dice: four d6 results, for a position at phase C or D (M-7.6)")
        g.dice = list(dice)
        g.saw_dice = {_int(s, "saw_dice", 0, n - 1) for s in pos.get("saw_dice", [])}
    elif phase == "D":
        raise ValueError("a position at phase D needs this turn's dice (M-7.6)")
    g.returning = []
    for s, p in pos.get("returning", []):
        if g.own(_int(s, "returning", 0, n - 1)) or p not in g.places:
            raise ValueError("returning: a seat with no character left and a place (M-10.3)")
        g.returning.append([s, p])
    g.last_death = {}
    for s, p in pos.get("last_death", []):
        g.last_death[_int(s, "last_death", 0, n - 1)] = _int(p, "last_death place", -6, 6)


def _int(v, name: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise ValueError(f"{name} must be a whole number {lo}..{hi}, not {v!r}")
    return v


__all__ = ["START_PHASES", "apply_position", "build"]
