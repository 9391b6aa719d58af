"""Test positions (DESIGN.md: "positions for tests are built through a public, validated
builder"): a game that starts at the player actions phase of some day with every zone given.

    g = build(Options(players=1, difficulty="medium"), board="varga",
              crowd={(0, 0): "c01", (0, 1): ("c31", "up")}, citizen_deck=["c05", "c06"],
              tokens={"strike": 2})

Lists are in draw order (the first card is drawn first). Citizen cards not placed anywhere go
to the box (out of this game); Raxxon cards not placed go under ``raxxon_deck`` in id order.
The evacuation target is the level's (R-3.9) unless ``target`` is given.
The position is plain data kept in ``to_dict()``, so snapshots of built games replay too.
"""
from __future__ import annotations

from rules.raxxon import crowd as C

ZONES = ("citizen_deck", "infection_deck", "discard", "evacuated", "controlled", "uncontrolled")
RX_ZONES = ("raxxon_deck", "raxxon_activated", "raxxon_unactivated")


def build(options, *, crowd: dict | None = None, board=None, boards=None, tokens=None,
          known=None, first: int = 0, day: int = 1, influence: int = 0, target: int | None = None,
          content=None, **zones):
    """A Game at the start of the player actions phase. ``crowd``: {(r, c): id or (id, "up")};
    ``board``/``boards``: the character(s) by seat; ``tokens``: {action id: count} (solo) or a
    list of them by seat; ``known``: {seat: [ids]} face-down cards a seat has looked at."""
    from rules.raxxon.game import Game
    n = options.players
    if boards is None:
        boards = [board] if board is not None else []
    if isinstance(tokens, dict):
        tokens = [tokens]
    cells = []
    for rc, v in (crowd or {}).items():
        cid, face = (v, False) if isinstance(v, str) else (v[0], v[1] == "up")
        cells.append([rc[0], rc[1], cid, face])
    pos = {"day": day, "influence": influence, "first": first, "crowd": cells,
           "target": target,
           "boards": list(boards), "tokens": [dict(t) for t in (tokens or [{}] * n)],
           "known": [sorted((known or {}).get(s, [])) for s in range(n)]}
    for z in ZONES + RX_ZONES:
        if z in zones:
            pos[z] = list(zones.pop(z))
    if zones:
        raise ValueError(f"unknown zone {sorted(zones)[0]!r}")
    return Game(options, content, None, position=pos)


def apply_position(g, pos: dict) -> None:
    """Replace the freshly set-up state of ``g`` with the position, every part checked."""
    c = g.content
    n = g.n
    if not isinstance(pos, dict):
        raise ValueError("a position is a table")
    from rules.raxxon.game import DAY_LIMIT
    g.day = _int(pos.get("day", 1), "day", 1, DAY_LIMIT)
    g.influence = _int(pos.get("influence", 0), "influence", 0, 7)
    g.first = _int(pos.get("first", 0), "first", 0, n - 1)
    g.crowd, g.up = {}, set()
    seen: list = []
    for item in pos.get("crowd", []):
        r, col, cid, face = item
        if (r, col) in g.crowd:
            raise ValueError(f"two cards in cell {(r, col)}")
        if cid not in c.citizens:
            raise ValueError(f"unknown citizen card {cid!r}")
        g.crowd[(r, col)] = cid
        if face:
            g.up.add(cid)
        seen.append(cid)
    over = C.overfull(g.crowd)
    if over:
        axis, at, k = over[0]
        raise ValueError(f"{axis} {at} of the crowd holds {k} cards; a row or column holds at "
                         "most 6 (R-5.7, OPEN-R-5)")
    for z in ZONES:
        cards = list(pos.get(z, []))
        for cid in cards:
            if cid not in c.citizens:
                raise ValueError(f"unknown citizen card {cid!r} in {z}")
        seen += cards
        setattr(g, z, list(reversed(cards)) if z in ("citizen_deck", "infection_deck") else cards)
    dup = sorted({x for x in seen if seen.count(x) > 1})
    if dup:
        raise ValueError(f"citizen card {dup[0]} is in two places")
    g.box = sorted(set(c.citizens) - set(seen))
    if pos.get("target") is not None:       # default: the level's
        g.target = _int(pos["target"], "target", 1, 30)
    if any(not c.citizens[x].healthy for x in g.evacuated):
        raise ValueError("the evacuation pile holds only healthy cards")
    if any(c.citizens[x].healthy for x in g.controlled + g.uncontrolled):
        raise ValueError("the quarantines hold only infected cards")
    rx_seen = []
    for z, attr in (("raxxon_deck", "rx_deck"), ("raxxon_activated", "rx_activated"),
                    ("raxxon_unactivated", "rx_unactivated")):
        cards = list(pos.get(z, []))
        for rid in cards:
            if rid not in c.raxxon:
                raise ValueError(f"unknown Raxxon card {rid!r}")
        rx_seen += cards
        setattr(g, attr, cards)
    if len(set(rx_seen)) != len(rx_seen):
        raise ValueError("a Raxxon card is in two places")
    rest = sorted(set(c.raxxon) - set(rx_seen))
    g.rx_deck = list(reversed(g.rx_deck))
    g.rx_deck[:0] = list(reversed(rest))
    boards = list(pos.get("boards", []))
    if len(boards) != n or any(b not in c.characters for b in boards):
        raise ValueError(f"a position names {n} character board(s) by seat")
    if len(set(boards)) != n:
        raise ValueError("each player takes a different character (R-3.6)")
    g.boards = boards
    toks = pos.get("tokens", [{}] * n)
    if len(toks) != n:
        raise ValueError("tokens are given by seat")
    g.tokens = []
    for s, t in enumerate(toks):
        side = c.characters[boards[s]].sides[g.band]
        out = {}
        for aid, k in dict(t).items():
            ad = side.action(aid)
            if not 0 <= k <= len(ad.slots):
                raise ValueError(f"{aid} has {len(ad.slots)} slots, not room for {k} tokens")
            if k:
                out[aid] = k
        g.tokens.append(out)
    known = pos.get("known", [[] for _ in range(n)])
    g.known = []
    for s in range(n):
        ks = set(known[s]) if s < len(known) else set()
        bad = [x for x in ks if x not in g.crowd.values() or x in g.up]
        if bad:
            raise ValueError(f"seat {s} can only know face-down crowd cards, not {bad[0]}")
        g.known.append(ks)


def _int(v, name: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise ValueError(f"{name} must be a whole number {lo}..{hi}, not {v!r}")
    return v


__all__ = ["apply_position", "build"]
