"""Loads and validates the colony cards in ``rules/content/colony/*.toml``.

Every fault stops the load with ``ContentError(file, card, field, problem)``. The result is a
``Content`` of immutable definitions; effect ops and conditions arrive as ``Op``/``Cond`` with
their defaults filled in, so the engine never re-checks card data while playing.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from rules.colony import schema as S
from rules.core.content import File, Table, content_loader
from rules.core.errors import ContentError

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "content", "colony")


@dataclass(frozen=True)
class Op:
    name: str
    args: dict

    def __getitem__(self, k):
        return self.args[k]


@dataclass(frozen=True)
class Cond:
    name: str
    args: dict


@dataclass(frozen=True)
class Modifiers:
    attack: int = 0
    search: int = 0
    no_exposure: frozenset = frozenset()
    barricade_extra: int = 0
    search_extra: int = 0


@dataclass(frozen=True)
class Ability:
    text: dict
    cost: int
    once_per_round: bool
    locations: tuple
    ops: tuple
    input: str | None = None   # a symbol: each use spends one card of it (C-23.10)


@dataclass(frozen=True)
class LocationDef:
    id: str
    name: dict
    survivor_spaces: int
    entrances: tuple
    strip: tuple


@dataclass(frozen=True)
class SurvivorDef:
    id: str
    name: dict
    occupation: dict
    influence: int
    attack: int
    search: int
    noncoop: bool
    ability: Ability | None
    passive: Modifiers | None
    passive_text: dict | None
    flavour: dict | None = None     # one short line of story { en, ru } (issue 16), or none yet


@dataclass(frozen=True)
class ItemDef:
    id: str
    name: dict
    origin: str
    symbol: str
    count: int
    noncoop: bool
    text: dict
    play: tuple | None
    equip: Modifiers | None
    equip_ability: Ability | None
    flavour: dict | None = None     # one short line of story { en, ru } (issue 16), or none yet

    @property
    def starting(self) -> bool:
        return self.origin == "start"


@dataclass(frozen=True)
class CrisisDef:
    id: str
    name: dict
    text: dict
    symbol: str
    effect: tuple
    additional: tuple
    additional_text: dict | None
    flavour: dict | None = None     # one short line of story { en, ru } (issue 16), or none yet


@dataclass(frozen=True)
class Trigger:
    on: str
    location: str | None
    symbol: str | None
    survivor: str | None
    when: tuple


@dataclass(frozen=True)
class Option:
    text: dict
    ops: tuple


@dataclass(frozen=True)
class CrossroadsDef:
    id: str
    name: dict
    text: dict
    trigger: Trigger
    options: tuple
    mature: bool
    noncoop: bool


@dataclass(frozen=True)
class MainSide:
    text: dict
    morale: int
    rounds: int
    setup: tuple
    goal: tuple
    accepts: tuple  # symbols players may add face up (C-23.8); empty: none
    non_starting: bool
    per_turn: int   # at most this many added per turn; 0: no limit (C-23.8)


@dataclass(frozen=True)
class MainDef:
    id: str
    name: dict
    first_game: bool
    length: str
    standard: MainSide
    hardcore: MainSide
    flavour: dict | None = None     # one short line of story { en, ru } (issue 16), or none yet


@dataclass(frozen=True)
class ObjectiveDef:
    id: str
    kind: str  # secret | betrayal | exiled
    name: dict
    text: dict
    goal: tuple
    needs_main: bool
    keep_original: bool
    noncoop: bool
    flavour: dict | None = None     # one short line of story { en, ru } (issue 16), or none yet


@dataclass
class Content:
    locations: dict = field(default_factory=dict)
    survivors: dict = field(default_factory=dict)
    items: dict = field(default_factory=dict)
    crises: dict = field(default_factory=dict)
    crossroads: dict = field(default_factory=dict)
    mains: dict = field(default_factory=dict)
    secrets: dict = field(default_factory=dict)
    betrayals: dict = field(default_factory=dict)
    exiled: dict = field(default_factory=dict)

    def objective(self, oid: str) -> ObjectiveDef:
        return self.secrets.get(oid) or self.betrayals.get(oid) or self.exiled[oid]


# ---------------------------------------------------------------- the effect vocabulary (schema.py)
# value kinds of schema.py that name one of a fixed set
_NAMES = {"symbol": S.SYMBOLS, "place": S.PLACES, "location": S.LOCATIONS, "target": S.TARGETS,
          "where": S.WHERE, "cond_place": S.COND_PLACES, "who": S.WHO, "voters": S.VOTERS,
          "most_of": S.MOST_OF}
_OP_NAMES, _COND_NAMES = tuple(S.OPS), tuple(S.CONDITIONS)
_OP_TABLE = "each operation is a table with an 'op' key"
_COND_TABLE = "each condition is a table with an 'is' key"


def _value(t: Table, key: str, kind: str, **default):
    """The field ``key`` of ``t`` as a value of the schema.py ``kind`` (``default``: if absent)."""
    if kind in _NAMES:
        return t.choice(key, _NAMES[kind], **default)
    if kind == "int":
        return t.int(key, **default)
    if kind == "bool":
        return t.bool(key, **default)
    if kind == "ops":
        return _ops(t, key, **default)
    if kind == "conds":
        return tuple(t.list(key, item=lambda v, at: _cond(t.child(v, at, _COND_TABLE)), **default))
    if kind == "option_lists":
        lists = t.list(key, item=lambda v, at: tuple(t.items(v, at, _op_item(t))), **default)
        if len(lists) < 2:
            t.fail(key, "must be a list of at least two lists of operations")
        return tuple(lists)
    if kind == "exposure_list":
        return frozenset(t.list(key, item=t.one_of(("kill", "move")), **default))
    raise AssertionError(kind)


def _op_item(t: Table):
    """Reads one element of a list of operations in ``t`` (an ``item`` of ``Table.list``)."""
    return lambda v, at: _op(t.child(v, at, _OP_TABLE))


def _ops(t: Table, key: str, **default) -> tuple:
    """The list of operations at ``key``: each checked against schema.OPS, defaults filled in."""
    return tuple(t.list(key, item=_op_item(t), **default))


def _args(t: Table, spec: dict) -> dict:
    """The arguments of an op or condition table ``t`` (``spec``: schema.py); others refused."""
    out = {key: _value(t, key, kind, **({} if required else {"default": default}))
           for key, (kind, required, default) in spec.items()}
    t.done(known=True)
    return out


def _op(t: Table) -> Op:
    name = t.choice("op", _OP_NAMES)
    t.path = f"{t.path} ({name})"          # errors name the op: effect[0] (morale).amount
    spec = {**S.OPS[name], **S.COMMON_OP_ARGS}
    if "target" in S.OPS[name] and "where" not in S.OPS[name]:
        spec["where"] = ("place", False, None)    # narrows a chosen target to one place
    args = _args(t, spec)
    for key in ("count", "draw"):
        if args.get(key) is not None and args[key] < 1:
            t.fail(key, "must be at least 1")
    return Op(name, args)


def _cond(t: Table) -> Cond:
    name = t.choice("is", _COND_NAMES)
    t.path = f"{t.path} ({name})"
    return Cond(name, _args(t, S.CONDITIONS[name]))


class _Reader(Table):
    """A card table read on its own, outside a file (tests build conditions with it)."""

    def __init__(self, file: str, data: dict, kind: str, ids: set):
        super().__init__(file, data, f"<{kind} without id>", ids=ids)
        self.id()

    def cond(self, raw, where: str) -> Cond:
        return _cond(self.child(raw, where, _COND_TABLE))


def walk_ops(ops):
    """Every op in ``ops``, nested ones (if, choose, vote, each_player) included."""
    for op in ops:
        yield op
        for key in ("then", "else", "ops", "yes", "no"):
            if isinstance(op.args.get(key), tuple):
                yield from walk_ops(op.args[key])
        if op.name == "choose":
            for option in op.args["options"]:
                yield from walk_ops(option)


def _ability(a: Table, equip: bool = False) -> Ability:
    if equip and a.has("input"):
        a.fail("input", "only a survivor's ability takes an input card")
    spend = None if equip else a.choice("input", S.SYMBOLS, default=None)
    text = a.text("text", default=None) if equip else a.text("text")
    cost = a.int("cost", lo=0, hi=6, default=0)           # 0: no die
    once = a.bool("once_per_round", False)
    if cost == 0 and not once and spend is None:   # an input card bounds the uses instead
        a.fail("once_per_round", "an ability with no die or card cost must be once per round")
    locs = tuple(a.list("locations", default=(), item=a.one_of(S.PLACES)))
    ops = _ops(a, "ops")
    if not ops:
        a.fail("ops", "must not be empty")
    if not once and {"gain_die", "reroll"} & {op.name for op in walk_ops(ops)}:
        a.fail("once_per_round", "an ability that gains or re-rolls dice must be once per round "
               "(otherwise a turn could go on without end)")
    a.done()
    return Ability(text, cost, once, locs, ops, spend)


def _modifiers(m: Table) -> Modifiers:
    """The modifiers of schema.MODIFIERS that ``m`` sets (the caller reads its other fields)."""
    return Modifiers(**{key: _value(m, key, kind) for key, kind in S.MODIFIERS.items() if m.has(key)})


# ---------------------------------------------------------------- one loader a kind of card
def _load_location(t: Table) -> LocationDef:
    lid = t.choice("id", S.PLACES)
    spaces = t.int("survivor_spaces", lo=1, hi=40)
    ent = t.raw("entrances", None)
    want = 6 if lid == "colony" else 1
    if not isinstance(ent, list) or len(ent) != want or any(
            type(x) is not int or not 1 <= x <= 8 for x in ent):
        t.fail("entrances", f"must be a list of {want} space counts from 1 to 8")
    strip = tuple(t.list("strip", default=(), item=t.one_of(S.SYMBOLS)))
    if lid != "colony" and not strip:
        t.fail("strip", "a Location needs its symbol strip")
    return LocationDef(lid, t.text("name"), spaces, tuple(ent), strip)


def _load_survivor(t: Table) -> SurvivorDef:
    ability = passive = ptext = None
    if t.has("ability") == t.has("passive"):
        t.fail("ability", "a survivor has exactly one of 'ability' or 'passive'")
    if t.has("ability"):
        ability = _ability(t.sub("ability", nested=True))
    else:
        p = t.sub("passive", nested=True)
        passive, ptext = _modifiers(p), p.text("text")
        p.done(known=True)
    return SurvivorDef(t.card, t.text("name"), t.text("occupation"),
                       t.int("influence", lo=1, hi=999), t.int("attack", lo=1, hi=6),
                       t.int("search", lo=1, hi=6), t.bool("noncoop", False), ability, passive, ptext,
                       t.text("flavour", None))


def _load_item(t: Table) -> ItemDef:
    origin = t.choice("origin", ("start",) + S.LOCATIONS)
    count = t.int("count", lo=1, hi=25, default=1)
    play = equip = eq_ability = None
    if t.has("play") == t.has("equip"):
        t.fail("play", "an item has exactly one of 'play' or 'equip'")
    if t.has("play"):
        play = _ops(t, "play")
        if not play:
            t.fail("play", "must not be empty")
    else:
        e = t.sub("equip", nested=True)
        equip = _modifiers(e)
        if e.has("ability"):
            eq_ability = _ability(e.sub("ability", nested=True), equip=True)
        e.done(known=True)
    return ItemDef(t.card, t.text("name"), origin, t.choice("symbol", S.SYMBOLS), count,
                   t.bool("noncoop", False), t.text("text"), play, equip, eq_ability,
                   t.text("flavour", None))


def _load_crisis(t: Table) -> CrisisDef:
    effect = _ops(t, "effect")
    if not effect:
        t.fail("effect", "must not be empty")
    additional = _ops(t, "additional", default=())
    atext = t.text("additional_text", default=None)
    if bool(additional) != bool(atext):
        t.fail("additional_text", "'additional' and 'additional_text' go together")
    return CrisisDef(t.card, t.text("name"), t.text("text"), t.choice("symbol", S.SYMBOLS),
                     effect, additional, atext, t.text("flavour", None))


def _option(o: Table) -> Option:
    option = Option(o.text("text"), _ops(o, "ops", default=()))
    o.done(known=True)
    return option


def _load_crossroads(t: Table) -> CrossroadsDef:
    r = t.sub("trigger", nested=True)
    trig = Trigger(r.choice("on", S.TRIGGERS), r.choice("location", S.PLACES, default=None),
                   r.choice("symbol", S.SYMBOLS, default=None), r.str("survivor", default=None),
                   _value(r, "when", "conds", default=()))
    r.done(known=True)
    options = t.list("options", item=lambda v, at: _option(t.child(v, at)))
    if not 1 <= len(options) <= 3:
        t.fail("options", "must be a list of 1 to 3 options")
    return CrossroadsDef(t.card, t.text("name"), t.text("text"), trig, tuple(options),
                         t.bool("mature", False), t.bool("noncoop", False))


def _main_side(t: Table, key: str) -> MainSide:
    s = t.sub(key, nested=True)
    morale, rounds = s.int("morale", lo=1, hi=10), s.int("rounds", lo=1, hi=20)
    goal = _value(s, "goal", "conds", default=())
    if not goal:
        s.fail("goal", "must name at least one condition")
    acc = s.sub("accepts", default={}, nested=True)
    side = MainSide(s.text("text"), morale, rounds, _ops(s, "setup", default=()), goal,
                    tuple(acc.list("symbols", default=(), item=acc.one_of(S.SYMBOLS))),
                    acc.bool("non_starting", False), acc.int("per_turn", lo=0, hi=20, default=0))
    acc.done(known=True)
    s.done(known=True)
    return side


def _load_main(t: Table) -> MainDef:
    length = t.choice("length", ("short", "medium", "long"))
    return MainDef(t.card, t.text("name"), t.bool("first_game", False), length,
                   _main_side(t, "standard"), _main_side(t, "hardcore"), t.text("flavour", None))


def _objective_loader(kind: str):
    def load(t: Table) -> ObjectiveDef:
        goal = _value(t, "goal", "conds")
        if not goal:
            t.fail("goal", "must name at least one condition")
        return ObjectiveDef(t.card, kind, t.text("name"), t.text("text"), goal,
                            t.bool("needs_main", kind == "secret"),
                            t.bool("keep_original", False) if kind == "exiled" else False,
                            t.bool("noncoop", False), t.text("flavour", None))
    return load


# each file: its arrays of tables, each [[key]] into the Content dict ``attr`` by its loader
_FILES = (
    ("board.toml", (("location", "locations", _load_location),)),
    ("survivors.toml", (("survivor", "survivors", _load_survivor),)),
    ("items.toml", (("item", "items", _load_item),)),
    ("crises.toml", (("crisis", "crises", _load_crisis),)),
    ("crossroads.toml", (("crossroads", "crossroads", _load_crossroads),)),
    ("objectives.toml", (("main", "mains", _load_main),
                         ("secret", "secrets", _objective_loader("secret")),
                         ("betrayal", "betrayals", _objective_loader("betrayal")),
                         ("exiled", "exiled", _objective_loader("exiled")))),
)


def _load(folder: str) -> Content:
    c = Content()
    ids: set[str] = set()          # an id is unique across every file
    for fname, kinds in _FILES:
        with File(folder, fname, ids=ids) as f:
            for key, attr, loader in kinds:
                for t in f.tables(key, required=False):
                    t.id()
                    d = loader(t)
                    t.done()
                    getattr(c, attr)[d.id] = d
            f.done(known=True)
    _check_whole(c)
    return c


# every colony content file, read and checked (the default folder once per process)
load_content = content_loader(_load, CONTENT_DIR)


def _check_whole(c: Content) -> None:
    """Checks across cards: the board is complete, influences unique, counts playable."""
    missing = [p for p in S.PLACES if p not in c.locations]
    if missing:
        raise ContentError("board.toml", "-", "id", f"missing places: {', '.join(missing)}")
    infl: dict[int, str] = {}
    for sv in c.survivors.values():
        if sv.influence in infl:
            raise ContentError("survivors.toml", sv.id, "influence",
                               f"same Influence as {infl[sv.influence]} (must be unique)")
        infl[sv.influence] = sv.id
    if len(c.survivors) < 21:
        raise ContentError("survivors.toml", "-", "-", "need at least 21 survivors for 5 players")
    start = sum(i.count for i in c.items.values() if i.origin == "start")
    if start < 25:
        raise ContentError("items.toml", "-", "count", f"need 25 starting items, found {start}")
    if not c.crises:
        raise ContentError("crises.toml", "-", "-", "no crisis cards")
    if not c.crossroads:
        raise ContentError("crossroads.toml", "-", "-", "no crossroads cards")
    if sum(m.first_game for m in c.mains.values()) != 1:
        raise ContentError("objectives.toml", "-", "first_game",
                           "exactly one main objective is the first game")
    if len(c.secrets) < 10 or not c.betrayals or not c.exiled:
        raise ContentError("objectives.toml", "-", "-",
                           "need at least 10 secret, 1 betrayal and 1 exiled objective")
    for cr in c.crossroads.values():
        sv = cr.trigger.survivor
        if sv is not None and sv not in c.survivors:
            raise ContentError("crossroads.toml", cr.id, "trigger.survivor", f"no survivor {sv!r}")
