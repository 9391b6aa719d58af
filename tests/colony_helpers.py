"""Staging positions for colony rule tests: fixture survivors and cards with the numbers of
the spec's examples (never the published game's names).

``stage`` (with ``person``, ``fx_item``, ``fx_equip``, ``fx_crisis``, ``calm``) builds the
position through the public builder (rules/colony/position.py); ``new`` is a real game past
the draft (public actions only). No helper edits a live game's state. ``op``, ``cond``,
``fx_xr``, ``fx_objective`` and ``fx_main`` make fixture card parts for a content copy."""
from __future__ import annotations

import copy
import dataclasses

from rules.colony import schema as S
from rules.colony.content import (
    Ability,
    Cond,
    CrisisDef,
    CrossroadsDef,
    ItemDef,
    ObjectiveDef,
    Op,
    Option,
    SurvivorDef,
    Trigger,
    load_content,
)
from rules.colony.game import Game, Options


def op(name: str, **args) -> Op:
    """A card operation with its schema defaults filled in, as the loader builds it."""
    for key, (_kind, required, default) in S.OPS[name].items():
        if not required:
            args.setdefault(key, default)
    args.setdefault("if_able", False)
    return Op(name, args)


def cond(name: str, **args) -> Cond:
    """A goal condition (``min``/``max`` unset unless given)."""
    return Cond(name, {"min": None, "max": None, **args})


def content(crossroads: bool = False):
    """A private copy of the real content (tests may add fixture cards to it). Without
    crossroads unless asked, so no card interrupts a staged position."""
    c = copy.copy(load_content())
    for f in dataclasses.fields(c):
        setattr(c, f.name, dict(getattr(c, f.name)))
    if not crossroads:
        c.crossroads = {}
    return c


def new(players: int = 3, seed: int = 1, crossroads: bool = False, **opts) -> Game:
    """A game past the draft, at the first player's first turn."""
    g = Game(Options(players=players, seed=seed, **opts), content(crossroads))
    while g.pending is not None and g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    return g


def events(record, kind: str) -> list:
    return [e.data for e in record.events if e.kind == kind]


# ---------------------------------------------------------------------------------- positions
# Fixture cards go into a content copy (``content()``) before the game is built; the position
# itself is given to the public builder, rules/colony/position.py (no private state edited).
def fx_survivor(c, sid: str, attack: int = 3, search: int = 3, influence: int = 50,
                ability: Ability | None = None) -> str:
    """A fixture survivor card with these numbers in content ``c``."""
    c.survivors[sid] = SurvivorDef(sid, {"en": sid, "ru": sid}, {"en": "-", "ru": "-"}, influence,
                                   attack, search, False, ability, None, None)
    return sid


def fx_item(c, cid: str, symbol: str, play=None, origin: str = "police") -> str:
    """A fixture play card in content ``c`` (by default: food +1 when played)."""
    c.items[cid] = ItemDef(cid, {"en": cid, "ru": cid}, origin, symbol, 1, False,
                           {"en": "-", "ru": "-"},
                           tuple(play or (Op("food", {"amount": 1, "if_able": False}),)), None, None)
    return cid


def fx_equip(c, cid: str, symbol: str = "weapon", mods=None, ability: Ability | None = None) -> str:
    """A fixture Equip card in content ``c`` (no modifiers and no ability unless given)."""
    from rules.colony.content import Modifiers
    c.items[cid] = ItemDef(cid, {"en": cid, "ru": cid}, "police", symbol, 1, False,
                           {"en": "-", "ru": "-"}, None, mods or Modifiers(), ability)
    return cid


def fx_crisis(c, symbol: str, effect=None, additional=(), cid: str | None = None) -> str:
    """A fixture crisis in content ``c`` (by default: Morale −1 when not prevented)."""
    cid = cid or f"fx.crisis.{symbol}"
    c.crises[cid] = CrisisDef(cid, {"en": cid, "ru": cid}, {"en": "-", "ru": "-"}, symbol,
                              tuple(effect or (Op("morale", {"amount": -1, "if_able": False}),)),
                              tuple(additional), {"en": "+", "ru": "+"} if additional else None)
    return cid


def fx_xr(c, cid: str, on: str, *options, location=None, symbol=None) -> str:
    """A fixture crossroads card in content ``c``: trigger ``on`` (with a place or symbol);
    ``options`` are sequences of ops, one per option."""
    c.crossroads[cid] = CrossroadsDef(
        cid, {"en": cid, "ru": cid}, {"en": "-", "ru": "-"},
        Trigger(on, location, symbol, None, ()),
        tuple(Option({"en": f"option {k + 1}", "ru": "-"}, tuple(o)) for k, o in enumerate(options)),
        False, False)
    return cid


def fx_objective(c, oid: str, kind: str, goal, needs_main: bool = False,
                 keep_original: bool = False) -> str:
    """A fixture secret, betrayal or exiled objective card in content ``c``."""
    d = ObjectiveDef(oid, kind, {"en": oid, "ru": oid}, {"en": "-", "ru": "-"}, tuple(goal),
                     needs_main, keep_original, False)
    {"secret": c.secrets, "betrayal": c.betrayals, "exiled": c.exiled}[kind][oid] = d
    return oid


def fx_main(c, mid: str = "fx.main", base: str = "main.cold_cellar", **side) -> str:
    """A fixture Main objective in content ``c``: ``base`` with both sides' fields replaced by
    ``side`` (goal, accepts, non_starting, per_turn, ...); give it to ``stage`` as ``main``."""
    m = c.mains[base]
    c.mains[mid] = dataclasses.replace(m, id=mid, standard=dataclasses.replace(m.standard, **side),
                                       hardcore=dataclasses.replace(m.hardcore, **side))
    return mid


def calm(c, k: int = 4) -> list:
    """``k`` crises whose unprevented effect changes nothing (food +0), for one round each."""
    return [fx_crisis(c, "fuel", effect=(Op("food", {"amount": 0, "if_able": False}),),
                      cid=f"fx.calm{i}") for i in range(k)]


def person(c, seat: int, place: str, sid: str, attack: int = 3, search: int = 3,
           influence: int = 50, ability: Ability | None = None, leader: bool = False,
           **state) -> dict:
    """A fixture survivor defined in ``c`` and placed for ``seat``: an entry for ``stage``.
    ``state``: wounds, frost, equipped; ``leader``: it leads its seat (else the seat's first)."""
    fx_survivor(c, sid, attack, search, influence, ability)
    return {sid: {"owner": seat, "place": place, **state, "leader": leader}}


def stage(c=None, *people, players: int = 3, seed: int = 1, options: dict | None = None,
          by: str | tuple | None = "grocery", food: int = 10, morale: int = 7, **position) -> Game:
    """A built position (rules/colony/position.build) at seat 0's turn of round 1 with 10 food
    and Morale 7. ``people``: ``person(...)`` entries; every seat in the game that would have
    no survivor gets a bystander ``fx.by<seat>`` (Influence 99 − seat: two never tie) at ``by``
    (a place, or places taken in turn by seat; C-14.5: a player always controls one). Without
    ``crisis`` or ``crisis_deck``, every round's crisis is calm."""
    from rules.colony.position import build
    c = c if c is not None else content()
    survivors = {}
    people = (position.pop("survivors", {}),) + people
    seats = position.pop("seats", None)
    table = [{} for _ in range(players)]
    if isinstance(seats, dict):
        for i, e in seats.items():
            table[i] = dict(e)
    elif seats is not None:
        table = [dict(e) for e in seats]
    for p in people:
        for sid, e in p.items():
            if isinstance(e, dict):
                e = dict(e)
                if e.pop("leader", False):
                    table[e["owner"]]["leader"] = sid
            survivors[sid] = e
    owners = {e[0] if isinstance(e, (tuple, list)) else e["owner"] for e in survivors.values()}
    spots = (by,) if isinstance(by, str) else tuple(by or ())
    for i in range(players):
        if spots and i not in owners and not table[i].get("eliminated"):
            survivors[fx_survivor(c, f"fx.by{i}", influence=99 - i)] = \
                {"owner": i, "place": spots[i % len(spots)]}
    if "crisis" not in position and "crisis_deck" not in position:
        quiet = calm(c)
        position["crisis"], position["crisis_deck"] = quiet[0], quiet[1:]
    return build(Options(players=players, seed=seed, **(options or {})), content=c,
                 seats=table, survivors=survivors, food=food, morale=morale, **position)


def end_turns(g: Game, rounds: int = 1) -> None:
    """End every turn until ``rounds`` Colony phases have run (or the game is over)."""
    from rules.colony.actions import EndTurn
    stop = g.round_no + rounds
    while g.pending is not None and g.round_no < stop:
        assert g.pending.kind == "turn", (g.pending.kind, g.pending.info)
        g.apply(EndTurn())
