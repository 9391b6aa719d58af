"""Loads and validates the colony cards in ``rules/content/colony/*.toml``.

Every fault stops the load with ``ContentError(file, card, field, problem)``. The result is a
``Content`` of immutable definitions; effect ops and conditions arrive as ``Op``/``Cond`` with
their defaults filled in, so the engine never re-checks card data while playing.
"""
from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field

from rules.colony import schema as S
from rules.core.content import content_loader
from rules.core.errors import ContentError

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "content", "colony")
_ID = re.compile(r"^[a-z0-9_.]+$")


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


class _Reader:
    """Checks one table of one file; every error names the file, the card and the field."""

    def __init__(self, file: str, table: dict, kind: str, seen: set):
        self.file, self.t, self.kind = file, table, kind
        self.card = str(table.get("id", f"<{kind} without id>"))
        self.used: set[str] = set()
        cid = table.get("id")
        if not isinstance(cid, str) or not _ID.match(cid):
            self.fail("id", "must be a string of a-z, 0-9, '_' and '.'")
        if cid in seen:
            self.fail("id", "used twice")
        seen.add(cid)
        self.used.add("id")

    def fail(self, fld: str, problem: str):
        raise ContentError(self.file, self.card, fld, problem)

    def get(self, key, kind, default=..., where=None):
        self.used.add(key)
        if key not in self.t:
            if default is ...:
                self.fail(key, "is missing")
            return default
        return self.value(self.t[key], kind, where or key)

    def value(self, v, kind, fld):
        if kind == "int":
            if not isinstance(v, int) or isinstance(v, bool):
                self.fail(fld, f"must be a whole number, not {v!r}")
            return v
        if kind == "bool":
            if not isinstance(v, bool):
                self.fail(fld, f"must be true or false, not {v!r}")
            return v
        if kind == "str":
            if not isinstance(v, str) or not v:
                self.fail(fld, "must be a non-empty string")
            return v
        if kind == "text":
            if not isinstance(v, dict) or set(v) != {"en", "ru"}:
                self.fail(fld, "must be a table with exactly 'en' and 'ru'")
            for lang in ("en", "ru"):
                if not isinstance(v[lang], str) or not v[lang].strip():
                    self.fail(f"{fld}.{lang}", "must be non-empty text")
            return dict(v)
        if kind == "symbol":
            if v not in S.SYMBOLS:
                self.fail(fld, f"unknown symbol {v!r}; one of {', '.join(S.SYMBOLS)}")
            return v
        if kind == "place":
            if v not in S.PLACES:
                self.fail(fld, f"unknown place {v!r}; one of {', '.join(S.PLACES)}")
            return v
        if kind == "location":
            if v not in S.LOCATIONS:
                self.fail(fld, f"unknown location {v!r}; one of {', '.join(S.LOCATIONS)}")
            return v
        if kind == "target":
            if v not in S.TARGETS:
                self.fail(fld, f"unknown target {v!r}; one of {', '.join(S.TARGETS)}")
            return v
        if kind == "where":
            if v not in S.WHERE:
                self.fail(fld, f"unknown place {v!r}; one of {', '.join(S.WHERE)}")
            return v
        if kind == "cond_place":
            if v not in S.COND_PLACES:
                self.fail(fld, f"unknown place {v!r}; one of {', '.join(S.COND_PLACES)}")
            return v
        if kind in ("who", "voters", "most_of"):
            allowed = {"who": S.WHO, "voters": S.VOTERS, "most_of": S.MOST_OF}[kind]
            if v not in allowed:
                self.fail(fld, f"unknown value {v!r}; one of {', '.join(allowed)}")
            return v
        if kind == "ops":
            if not isinstance(v, list):
                self.fail(fld, "must be a list of operations")
            return tuple(self.op(o, f"{fld}[{i}]") for i, o in enumerate(v))
        if kind == "option_lists":
            if not isinstance(v, list) or len(v) < 2:
                self.fail(fld, "must be a list of at least two lists of operations")
            return tuple(self.value(o, "ops", f"{fld}[{i}]") for i, o in enumerate(v))
        if kind == "conds":
            if not isinstance(v, list):
                self.fail(fld, "must be a list of conditions")
            return tuple(self.cond(c, f"{fld}[{i}]") for i, c in enumerate(v))
        if kind == "symbols":
            if not isinstance(v, list):
                self.fail(fld, "must be a list of symbols")
            return tuple(self.value(x, "symbol", fld) for x in v)
        if kind == "places":
            if not isinstance(v, list):
                self.fail(fld, "must be a list of places")
            return tuple(self.value(x, "place", fld) for x in v)
        if kind == "exposure_list":
            if not isinstance(v, list) or any(x not in ("kill", "move") for x in v):
                self.fail(fld, "must be a list of 'kill' and/or 'move'")
            return frozenset(v)
        raise AssertionError(kind)

    def _args(self, spec: dict, raw: dict, fld: str, extra: dict) -> dict:
        out = {}
        for key in raw:
            if key not in spec and key not in extra:
                self.fail(fld, f"unknown argument {key!r}; allowed: {', '.join(sorted(spec)) or 'none'}")
        for key, (kind, required, default) in {**spec, **extra}.items():
            if key in raw:
                out[key] = self.value(raw[key], kind, f"{fld}.{key}")
            elif required:
                self.fail(fld, f"argument {key!r} is missing")
            else:
                out[key] = default
        return out

    def op(self, raw, fld) -> Op:
        if not isinstance(raw, dict) or "op" not in raw:
            self.fail(fld, "each operation is a table with an 'op' key")
        name = raw["op"]
        if name not in S.OPS:
            self.fail(fld, f"unknown operation {name!r}")
        extra = dict(S.COMMON_OP_ARGS)
        if "target" in S.OPS[name] and "where" not in S.OPS[name]:
            extra["where"] = ("place", False, None)
        args = self._args(S.OPS[name], {k: v for k, v in raw.items() if k != "op"},
                          f"{fld} ({name})", extra)
        for key in ("count", "draw"):
            if key in args and args[key] is not None and args[key] < 1:
                self.fail(f"{fld}.{key}", "must be at least 1")
        return Op(name, args)

    def cond(self, raw, fld) -> Cond:
        if not isinstance(raw, dict) or "is" not in raw:
            self.fail(fld, "each condition is a table with an 'is' key")
        name = raw["is"]
        if name not in S.CONDITIONS:
            self.fail(fld, f"unknown condition {name!r}")
        return Cond(name, self._args(S.CONDITIONS[name], {k: v for k, v in raw.items() if k != "is"},
                                     f"{fld} ({name})", {}))

    def ability(self, raw, fld, equip=False) -> Ability:
        if not isinstance(raw, dict):
            self.fail(fld, "must be a table")
        allowed = {"text", "cost", "once_per_round", "locations", "ops"} | (set() if equip else {"input"})
        bad = set(raw) - allowed
        if bad:
            self.fail(fld, f"unknown keys {sorted(bad)}" + (" (only a survivor's ability takes an "
                                                             "input card)" if "input" in bad else ""))
        spend = None
        if "input" in raw:
            spend = self.value(raw["input"], "symbol", f"{fld}.input")
        text = self.value(raw["text"], "text", f"{fld}.text") if "text" in raw or not equip \
            else None
        cost = self.value(raw.get("cost", 0), "int", f"{fld}.cost")
        if not 0 <= cost <= 6:
            self.fail(f"{fld}.cost", "must be 0 (no die) to 6")
        once = self.value(raw.get("once_per_round", False), "bool", f"{fld}.once_per_round")
        if cost == 0 and not once and spend is None:   # an input card bounds the uses instead
            self.fail(f"{fld}.once_per_round", "an ability with no die or card cost must be once "
                      "per round")
        locs = self.value(raw.get("locations", []), "places", f"{fld}.locations")
        if "ops" not in raw:
            self.fail(f"{fld}.ops", "is missing")
        ops = self.value(raw["ops"], "ops", f"{fld}.ops")
        if not ops:
            self.fail(f"{fld}.ops", "must not be empty")
        if not once and {"gain_die", "reroll"} & {op.name for op in walk_ops(ops)}:
            self.fail(f"{fld}.once_per_round", "an ability that gains or re-rolls dice must be once "
                      "per round (otherwise a turn could go on without end)")
        return Ability(text, cost, once, locs, ops, spend)

    def modifiers(self, raw, fld, skip=()) -> Modifiers:
        if not isinstance(raw, dict):
            self.fail(fld, "must be a table")
        vals = {}
        for key, v in raw.items():
            if key in skip:
                continue
            if key not in S.MODIFIERS:
                self.fail(fld, f"unknown modifier {key!r}; allowed: {', '.join(S.MODIFIERS)}")
            vals[key] = self.value(v, S.MODIFIERS[key], f"{fld}.{key}")
        return Modifiers(**vals)

    def done(self):
        extra = set(self.t) - self.used
        if extra:
            self.fail(sorted(extra)[0], "unknown field")


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


def _range(r: _Reader, key: str, value: int, lo: int, hi: int):
    if not lo <= value <= hi:
        r.fail(key, f"must be between {lo} and {hi}")


def _tables(path: str, name: str) -> list:
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(os.path.basename(path), "-", "-", "file is missing") from None
    except tomllib.TOMLDecodeError as e:
        raise ContentError(os.path.basename(path), "-", "-", f"not valid TOML: {e}") from None
    extra = set(data) - {name}
    if extra:
        raise ContentError(os.path.basename(path), "-", sorted(extra)[0],
                           f"unknown table; expected [[{name}]]")
    tables = data.get(name, [])
    if not isinstance(tables, list):
        raise ContentError(os.path.basename(path), "-", name, f"must be written [[{name}]]")
    return tables


def _load_location(r: _Reader) -> LocationDef:
    lid = r.value(r.card, "place", "id")
    spaces = r.get("survivor_spaces", "int")
    _range(r, "survivor_spaces", spaces, 1, 40)
    ent = r.t.get("entrances")
    r.used.add("entrances")
    want = 6 if lid == "colony" else 1
    if not isinstance(ent, list) or len(ent) != want or any(
            not isinstance(x, int) or isinstance(x, bool) or not 1 <= x <= 8 for x in ent):
        r.fail("entrances", f"must be a list of {want} space counts from 1 to 8")
    strip = r.get("strip", "symbols", default=())
    if lid != "colony" and not strip:
        r.fail("strip", "a Location needs its symbol strip")
    return LocationDef(lid, r.get("name", "text"), spaces, tuple(ent), strip)


def _load_survivor(r: _Reader) -> SurvivorDef:
    ability = passive = ptext = None
    if ("ability" in r.t) == ("passive" in r.t):
        r.fail("ability", "a survivor has exactly one of 'ability' or 'passive'")
    if "ability" in r.t:
        ability = r.ability(r.t["ability"], "ability")
        r.used.add("ability")
    if "passive" in r.t:
        raw = r.t["passive"]
        passive = r.modifiers(raw, "passive", skip=("text",))
        ptext = r.value(raw.get("text"), "text", "passive.text")
        r.used.add("passive")
    sv = SurvivorDef(r.card, r.get("name", "text"), r.get("occupation", "text"),
                     r.get("influence", "int"), r.get("attack", "int"), r.get("search", "int"),
                     r.get("noncoop", "bool", False), ability, passive, ptext)
    for key in ("attack", "search"):
        _range(r, key, getattr(sv, key), 1, 6)
    _range(r, "influence", sv.influence, 1, 999)
    return sv


def _load_item(r: _Reader) -> ItemDef:
    origin = r.get("origin", "str")
    if origin != "start" and origin not in S.LOCATIONS:
        r.fail("origin", f"must be 'start' or a location id ({', '.join(S.LOCATIONS)})")
    count = r.get("count", "int", 1)
    _range(r, "count", count, 1, 25)
    play = equip = eq_ability = None
    if ("play" in r.t) == ("equip" in r.t):
        r.fail("play", "an item has exactly one of 'play' or 'equip'")
    if "play" in r.t:
        play = r.get("play", "ops")
        if not play:
            r.fail("play", "must not be empty")
    else:
        raw = r.t["equip"]
        r.used.add("equip")
        equip = r.modifiers(raw, "equip", skip=("ability",))
        if "ability" in raw:
            eq_ability = r.ability(raw["ability"], "equip.ability", equip=True)
    return ItemDef(r.card, r.get("name", "text"), origin, r.get("symbol", "symbol"), count,
                   r.get("noncoop", "bool", False), r.get("text", "text"), play, equip, eq_ability)


def _load_crisis(r: _Reader) -> CrisisDef:
    effect = r.get("effect", "ops")
    if not effect:
        r.fail("effect", "must not be empty")
    additional = r.get("additional", "ops", ())
    atext = r.get("additional_text", "text", None)
    if bool(additional) != bool(atext):
        r.fail("additional_text", "'additional' and 'additional_text' go together")
    return CrisisDef(r.card, r.get("name", "text"), r.get("text", "text"), r.get("symbol", "symbol"),
                     effect, additional, atext)


def _load_crossroads(r: _Reader) -> CrossroadsDef:
    raw = r.t.get("trigger")
    r.used.add("trigger")
    if not isinstance(raw, dict):
        r.fail("trigger", "is missing or not a table")
    bad = set(raw) - {"on", "location", "symbol", "survivor", "when"}
    if bad:
        r.fail("trigger", f"unknown keys {sorted(bad)}")
    on = raw.get("on")
    if on not in S.TRIGGERS:
        r.fail("trigger.on", f"unknown trigger {on!r}; one of {', '.join(S.TRIGGERS)}")
    trig = Trigger(on,
                   r.value(raw["location"], "place", "trigger.location") if "location" in raw else None,
                   r.value(raw["symbol"], "symbol", "trigger.symbol") if "symbol" in raw else None,
                   r.value(raw["survivor"], "str", "trigger.survivor") if "survivor" in raw else None,
                   r.value(raw.get("when", []), "conds", "trigger.when"))
    opts = r.t.get("options")
    r.used.add("options")
    if not isinstance(opts, list) or not 1 <= len(opts) <= 3:
        r.fail("options", "must be a list of 1 to 3 options")
    options = []
    for i, o in enumerate(opts):
        if not isinstance(o, dict) or set(o) - {"text", "ops"}:
            r.fail(f"options[{i}]", "must be a table with 'text' and 'ops'")
        options.append(Option(r.value(o.get("text"), "text", f"options[{i}].text"),
                              r.value(o.get("ops", []), "ops", f"options[{i}].ops")))
    return CrossroadsDef(r.card, r.get("name", "text"), r.get("text", "text"), trig, tuple(options),
                         r.get("mature", "bool", False), r.get("noncoop", "bool", False))


def _main_side(r: _Reader, key: str) -> MainSide:
    raw = r.t.get(key)
    r.used.add(key)
    if not isinstance(raw, dict):
        r.fail(key, "is missing or not a table")
    bad = set(raw) - {"text", "morale", "rounds", "setup", "goal", "accepts"}
    if bad:
        r.fail(key, f"unknown keys {sorted(bad)}")
    morale = r.value(raw.get("morale"), "int", f"{key}.morale")
    rounds = r.value(raw.get("rounds"), "int", f"{key}.rounds")
    _range(r, f"{key}.morale", morale, 1, 10)
    _range(r, f"{key}.rounds", rounds, 1, 20)
    goal = r.value(raw.get("goal", []), "conds", f"{key}.goal")
    if not goal:
        r.fail(f"{key}.goal", "must name at least one condition")
    acc = raw.get("accepts", {})
    if not isinstance(acc, dict) or set(acc) - {"symbols", "non_starting", "per_turn"}:
        r.fail(f"{key}.accepts", "must be a table with 'symbols', 'non_starting' and 'per_turn'")
    per_turn = r.value(acc.get("per_turn", 0), "int", f"{key}.accepts.per_turn")
    _range(r, f"{key}.accepts.per_turn", per_turn, 0, 20)
    return MainSide(r.value(raw.get("text"), "text", f"{key}.text"), morale, rounds,
                    r.value(raw.get("setup", []), "ops", f"{key}.setup"), goal,
                    r.value(acc.get("symbols", []), "symbols", f"{key}.accepts.symbols"),
                    r.value(acc.get("non_starting", False), "bool", f"{key}.accepts.non_starting"),
                    per_turn)


def _load_main(r: _Reader) -> MainDef:
    length = r.get("length", "str")
    if length not in ("short", "medium", "long"):
        r.fail("length", "must be short, medium or long")
    return MainDef(r.card, r.get("name", "text"), r.get("first_game", "bool", False), length,
                   _main_side(r, "standard"), _main_side(r, "hardcore"))


def _objective_loader(kind: str):
    def load(r: _Reader) -> ObjectiveDef:
        goal = r.get("goal", "conds")
        if not goal:
            r.fail("goal", "must name at least one condition")
        return ObjectiveDef(r.card, kind, r.get("name", "text"), r.get("text", "text"), goal,
                            r.get("needs_main", "bool", kind == "secret"),
                            r.get("keep_original", "bool", False) if kind == "exiled" else False,
                            r.get("noncoop", "bool", False))
    return load


_FILES = (
    ("board.toml", "location", "locations", _load_location),
    ("survivors.toml", "survivor", "survivors", _load_survivor),
    ("items.toml", "item", "items", _load_item),
    ("crises.toml", "crisis", "crises", _load_crisis),
    ("crossroads.toml", "crossroads", "crossroads", _load_crossroads),
)
_OBJECTIVES = (("main", "mains", _load_main), ("secret", "secrets", _objective_loader("secret")),
               ("betrayal", "betrayals", _objective_loader("betrayal")),
               ("exiled", "exiled", _objective_loader("exiled")))


def _load(folder: str) -> Content:
    c = Content()
    seen: set[str] = set()
    for fname, table, attr, loader in _FILES:
        for t in _tables(os.path.join(folder, fname), table):
            if not isinstance(t, dict):
                raise ContentError(fname, "-", table, "each entry must be a table")
            r = _Reader(fname, t, table, seen)
            d = loader(r)
            r.done()
            getattr(c, attr)[d.id] = d
    path = os.path.join(folder, "objectives.toml")
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError("objectives.toml", "-", "-", "file is missing") from None
    except tomllib.TOMLDecodeError as e:
        raise ContentError("objectives.toml", "-", "-", f"not valid TOML: {e}") from None
    extra = set(data) - {t for t, _, _ in _OBJECTIVES}
    if extra:
        raise ContentError("objectives.toml", "-", sorted(extra)[0], "unknown table")
    for table, attr, loader in _OBJECTIVES:
        for t in data.get(table, []):
            r = _Reader("objectives.toml", t, table, seen)
            d = loader(r)
            r.done()
            getattr(c, attr)[d.id] = d
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
