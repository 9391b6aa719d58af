"""Invariants of a colony game, checked after every action in tests and ``sim --check``.

Every card in exactly one zone with constant totals; tokens and counters in bounds; every
survivor in exactly one place; no secret of another seat in any ``view(seat)``.
"""
from __future__ import annotations

from rules.colony import schema as S
from rules.core.invariants import once, view_leaks


def problems(g, views: bool = True) -> list[str]:
    out: list[str] = []
    _cards(g, out)
    _survivors(g, out)
    _decks(g, out)
    _counters(g, out)
    if views:
        _views(g, out)
    return out


def _cards(g, out: list) -> None:
    zones = {f"hand{s.i}": s.hand for s in g.seats}
    for sv in g.survivors.values():
        zones[f"equipped:{sv.id}"] = sv.equipped
    for p in g.places.values():
        zones[f"deck:{p.id}"] = p.deck
    zones.update(waste=g.waste, removed=g.removed, box=g.box, limbo=g.limbo,
                 crisis=[c for c, _ in g.crisis_pile], main=g.main_pile)
    once("item cards", zones, set(g.card_def), out)
    total = sum(len(z) for z in zones.values())
    if total != g.total_items:
        out.append(f"item card total {total} != {g.total_items}")


def _survivors(g, out: list) -> None:
    zones = {"play": list(g.survivors), "dead": g.dead, "deck": g.survivor_deck,
             "box": g.survivor_box, "recruits": g.recruits}
    for seat, dealt in g.dealt.items():
        zones[f"dealt{seat}"] = dealt
    once("survivor cards", zones, set(g.content.survivors), out)
    for sv in g.survivors.values():
        if sv.place not in S.PLACES:
            out.append(f"{sv.id} is at unknown place {sv.place!r}")
        if not 0 <= sv.owner < g.n or g.seats[sv.owner].eliminated:
            out.append(f"{sv.id} has no valid controller")
        if sv.hurt >= 3 or sv.wounds < 0 or sv.frost < 0:
            out.append(f"{sv.id} has impossible wounds {sv.wounds}+{sv.frost}")
    for p in S.PLACES:
        if g.occupants(p) > g.places[p].spaces:
            out.append(f"{p} holds {g.occupants(p)} survivors in {g.places[p].spaces} spaces")
    for s in g.seats:
        mine = g.own(s.i)
        if s.eliminated:
            continue
        if g.pending and g.pending.kind in ("draft",) and not mine:
            continue
        if mine and s.leader not in {sv.id for sv in mine} and s.i not in g._to_settle:
            out.append(f"seat {s.i} leader {s.leader} is not one of its survivors")


def _decks(g, out: list) -> None:
    c = g.content
    xr = {"deck": g.xr_deck, "removed": g.xr_removed, "box": g.xr_box,
          "held": [g.xr_held[0]] if g.xr_held else []}
    once("crossroads cards", xr, set(c.crossroads), out)
    cr = {"deck": g.crisis_deck, "used": g.crisis_used, "current": [g.crisis] if g.crisis else []}
    once("crisis cards", cr, set(c.crises), out)
    objs = {"box": g.objective_box, "exile_deck": g.exile_deck}
    for s in g.seats:
        objs[f"seat{s.i}"] = [x for x in (s.objective, s.betrayal2, s.exiled_obj) if x]
    once("objective cards", objs, set(c.secrets) | set(c.betrayals) | set(c.exiled), out)


def _counters(g, out: list) -> None:
    if not 0 <= g.morale <= 10:
        out.append(f"morale {g.morale} out of 0..10")
    for name in ("food", "starvation", "helpless", "rounds"):
        if getattr(g, name) < 0:
            out.append(f"{name} is negative")
    if g.outcome is None and g.morale == 0 and not g._defer_morale:
        out.append("morale is 0 but the game goes on")
    for p in g.places.values():
        if not 0 <= p.noise <= 4:
            out.append(f"{p.id} noise {p.noise}")
        for e in p.entrances:
            if e.z < 0 or e.b < 0 or e.z + e.b > e.cap:
                out.append(f"{p.id} entrance holds {e.z} zombies and {e.b} barricades in {e.cap}")
    for s in g.seats:
        if any(not 1 <= v <= 6 for v in s.dice):
            out.append(f"seat {s.i} has a die out of 1..6: {s.dice}")


def _views(g, out: list) -> None:
    """No view holds another seat's hand, objectives, contributions or crossroads card; the
    counts a view works out as it builds (views.py: P and the population, taken in its own
    loops) are the table's own."""
    view_leaks(g, g.n, hidden_from, out)
    v = g.public_view()
    if v["p"] != g.p_count or v["population"] != g.population:
        out.append(f"the view counts P {v['p']} and population {v['population']}; the table "
                   f"{g.p_count} and {g.population}")


def hidden_from(g, seat: int | None) -> set:
    """The secrets of every seat other than ``seat`` (None: a spectator, every seat's)."""
    out = set()
    for s in range(g.n):
        if s != seat:
            out.update(_secrets_of(g, s))
    return out


def _secrets_of(g, seat: int) -> list:
    s = g.seats[seat]
    over = g.outcome is not None
    out = list(s.hand) + [c for c, who in g.crisis_pile if who == seat]
    if not over:
        if not s.revealed and s.objective:
            out.append(s.objective)
        out += [x for x in (s.betrayal2, s.exiled_obj) if x]
    if g.xr_held and g.xr_held[1] == seat:
        out.append(g.xr_held[0])
    if g.pending and g.pending.seat == seat:
        out += list(g.limbo) if g.pending.kind in ("search", "keep", "bottom") else []
    return out
