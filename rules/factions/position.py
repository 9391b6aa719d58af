"""Test positions (DESIGN.md: a public, validated builder): a game that starts at the beginning
of a phase with everything given.

    g = build(Options(players=2, factions=("bikers", "bees")), phase="day",
              board={"marrow": "roadhouse", "sorrel": "honeycomb_farm"},
              hands={0: ["flat_black.1"]}, zombies=["stragglers.1"], first=0)

``board``: character → place (a character not named is in no zone of play: faction characters
are out of the game, neutral ones in the Character deck); ``hands`` by seat; ``decks``: per deck
the cards on top, first drawn first (the rest lie below in id order); ``zombies``: the Zombie
deck's top cards likewise; ``control`` / ``forts`` ({place: [owner seat or -1, level, intact]})
change the setup's; ``food`` / ``scrap`` / ``vp`` by seat; ``captives``: [char, from seat,
round taken]; ``phase``: dawn, morning, day or night; ``forced`` draws script dice.
"""
from __future__ import annotations

PHASES = ("dawn", "morning", "day", "night")


def build(options, *, board: dict, hands: dict | None = None, exhausted=(), decks=None,
          zombies=(), control=None, forts=None, food=None, scrap=None, vp=None, captives=(),
          first: int = 0, round: int = 1, phase: str = "day", owner=None, content=None,
          forced: dict | None = None):
    from rules.factions.game import Game
    pos = {"board": dict(board), "hands": {str(k): list(v) for k, v in (hands or {}).items()},
           "exhausted": sorted(exhausted),
           "decks": {k: list(v) for k, v in (decks or {}).items()}, "zombies": list(zombies),
           "control": dict(control or {}),
           "forts": {k: None if v is None else list(v) for k, v in (forts or {}).items()},
           "food": {str(k): v for k, v in (food or {}).items()},
           "scrap": {str(k): v for k, v in (scrap or {}).items()},
           "vp": {str(k): v for k, v in (vp or {}).items()},
           "captives": [list(c) for c in captives], "first": first, "round": round,
           "phase": phase, "owner": dict(owner or {})}
    return Game(options, content, forced, position=pos)


def apply_position(g, pos: dict) -> None:
    c = g.content
    if not g.options.factions:
        raise ValueError("a position names the factions of its seats (Options.factions)")
    phase = pos.get("phase", "day")
    if phase not in PHASES:
        raise ValueError(f"a position starts at {', '.join(PHASES)}, not {phase!r}")
    g._init_seats(list(g.options.factions))
    g.first = pos.get("first", 0)
    g.round = pos.get("round", 1) - (1 if phase == "dawn" else 0)
    for p, v in pos.get("control", {}).items():
        g.control[p] = v
    for p, f in pos.get("forts", {}).items():
        if f is None:
            g.forts.pop(p, None)
        else:
            g.forts[p] = [int(f[0]), int(f[1]), bool(f[2])]
    for key in ("food", "scrap", "vp"):
        for s, v in pos.get(key, {}).items():
            getattr(g, key)[int(s)] = v
    used = set()
    for x, p in pos["board"].items():
        if x not in c.characters or p not in c.places:
            raise ValueError(f"unknown character or place: {x} at {p}")
        fac = c.characters[x].faction
        g.loc[x] = p
        g.owner[x] = pos.get("owner", {}).get(x, g.seat_of.get(fac, 0))
        used.add(x)
    for s, cards in pos.get("hands", {}).items():
        for x in cards:
            if x in g.strength:
                g.owner[x] = pos.get("owner", {}).get(x, g.seat_of.get(c.characters[x].faction,
                                                                         int(s)))
            g.hands[int(s)].append(x)
            used.add(x)
    for cap in pos.get("captives", []):
        g.captives.append(list(cap))
        used.add(cap[0])
    g.exhausted = set(pos.get("exhausted", []))
    tops = pos.get("decks", {})
    for d in g.decks:
        ids = [x for x, ch in c.characters.items() if not ch.faction] if d == "character" \
            else c.card_ids(d)
        top = [x for x in tops.get(d, [])]
        rest = sorted(x for x in ids if x not in used and x not in top)
        g.decks[d] = rest[::-1] + top[::-1]
        used.update(top)
    for x, ch in c.characters.items():
        if ch.faction in g.seat_of and x not in used:
            g.removed.append(x)
    ztop = list(pos.get("zombies", []))
    zrest = sorted(z for z in c.zombie_ids() if z not in ztop)
    g.zdeck = zrest[::-1] + ztop[::-1]


__all__ = ["build", "apply_position"]
