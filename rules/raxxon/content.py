"""Loads and validates the raxxon content in ``rules/content/raxxon/*.toml`` (README there).

Every fault stops the load with ``ContentError(file, card, field, problem)``. The result is a
``Content`` of immutable definitions the engine reads without re-checking while it plays.
Symbols are named in content (``add``, ``reveal``…); ``SYMBOLS`` maps them to the spec's S-ids.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from rules.core.content import File, Table, content_loader, load_for_command
from rules.core.errors import ContentError

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "content", "raxxon")

# the symbol names used in content -> the spec's ids
SYMBOLS = {
    "on_kill": "S1", "on_reveal": "S2", "add": "S3", "reveal": "S4", "infect": "S5",
    "raxxon": "S6", "optional": "S7", "influence": "S8", "end_day": "S9", "walkout": "S10",
}
# the symbols a consequence, a citizen's effect or a Raxxon option may activate
ACTIVATED = ("add", "reveal", "infect", "raxxon", "influence", "end_day", "walkout")
HEALTH = ("healthy", "infected")
FAMILIES = ("explore", "evacuate", "attack", "quarantine", "crowd_control", "special")
# action kinds (the engine's handlers) and the families each may serve
KINDS = {
    "peek": ("explore",), "peek_line": ("explore",),
    "evacuate_line": ("evacuate", "special"), "evacuate": ("evacuate", "special"),
    "airstrike": ("attack", "special"), "attack": ("attack", "special"),
    "crackdown": ("attack", "special"),
    "quarantine": ("quarantine", "special"),
    "swap": ("crowd_control", "special"), "curfew": ("crowd_control", "special"),
    "reveal": ("special",), "triage": ("special",), "pickup": ("special",),
    "resources": ("special",),
}
# which parameters each kind reads (anything else on the action is an error)
KIND_PARAMS = {
    "peek": {"count", "optional_extra"}, "peek_line": {"max"},
    "evacuate_line": {"max", "optional_extra"}, "evacuate": {"count", "optional_extra"},
    "airstrike": set(), "attack": {"count", "optional_extra"}, "crackdown": set(),
    "quarantine": {"count", "from_uncontrolled", "optional_extra"},
    "swap": {"turn_down"}, "curfew": {"max"},
    "reveal": {"count", "optional_extra"}, "triage": set(), "pickup": set(),
    "resources": {"count"},
}
TURN_DOWN = ("no", "free", "optional")
BANDS = ("1-2", "3-4")   # OPEN-R-1: side A for 1–2 players, side B for 3–4
AFTER = ("activated", "unactivated", "deck_bottom")
# Raxxon trigger conditions: each compares a count with at_least / at_most
CONDS = {
    "always": set(), "faceup": {"health", "type"}, "facedown": set(), "crowd": set(),
    "evacuated": set(), "influence": set(), "infection_deck": set(), "citizen_deck": set(),
    "quarantine": {"pile"}, "discard": {"health"}, "tokens": set(), "unactivated": set(),
    "day": set(),
}
PILES = ("controlled", "uncontrolled", "both")
# Raxxon option operations, each with its arguments
OPS = {
    "kill": {"count", "health"},            # face-up crowd cards of that health, chosen
    "evacuate": {"count"},                  # face-up healthy crowd cards -> evacuation
    "quarantine": {"count", "to"},          # face-up infected crowd cards -> a quarantine
    "release": {"count"},                   # controlled -> uncontrolled quarantine
    "return_unactivated": {"count"},        # unactivated pile -> Raxxon deck (0: all)
    "influence": {"amount"},                # the track moves (negative: down, never below 0)
    "remove_tokens": {"count"},             # the current player's tokens, chosen
    "peek": {"count"},                      # look at face-down crowd cards
    "turn_down": {"count"},                 # face-up crowd cards turned face down, chosen
    "recall": {"count"},                    # evacuated cards back to the discard pile, chosen
    "restock": {"count"},                   # infected cards from the discard pile to the
                                            # bottom of the infection deck
}


@dataclass(frozen=True)
class TypeDef:
    id: str
    name: dict
    health: str
    intro_removed: bool       # returned to the box at Intro
    walkout: bool             # S10 moves a card of this type (the spec's Bully)
    spec_name: str            # the spec's placeholder name this type stands for ("" if new)
    flavour: dict | None = None   # one short line of story { en, ru } (issue 16), or none yet


@dataclass(frozen=True)
class CitizenDef:
    id: str
    name: dict
    type: str
    health: str
    on_kill: tuple            # S1: symbols activated when killed (empty: none)
    on_reveal: tuple          # S2: ((count, symbols), …)

    @property
    def healthy(self) -> bool:
        return self.health == "healthy"


@dataclass(frozen=True)
class Cond:
    name: str
    at_least: int | None
    at_most: int | None
    health: str = "any"
    type: str = ""
    pile: str = "both"


@dataclass(frozen=True)
class Op:
    name: str
    count: int = 1
    health: str = "any"
    to: str = "controlled"
    amount: int = 0


@dataclass(frozen=True)
class OptionDef:
    text: dict
    ops: tuple
    symbols: tuple


@dataclass(frozen=True)
class RaxxonDef:
    id: str
    title: dict
    trigger: dict             # the italic condition as text
    when: tuple               # Cond, all must hold
    options: tuple            # OptionDef
    after: str                # where the card goes once activated


@dataclass(frozen=True)
class ActionDef:
    id: str
    family: str
    kind: str
    name: dict
    text: dict
    slots: tuple              # one consequence per slot: a tuple of symbols
    count: int = 1
    max: int = 3
    optional_extra: int = 0   # S7: how many more the action may do, then a Raxxon card
    from_uncontrolled: bool = False
    turn_down: str = "no"
    resources: bool = False   # the "Raxxon resources" action

    @property
    def explore(self) -> bool:
        return self.family == "explore"


@dataclass(frozen=True)
class SideDef:
    band: str
    actions: tuple            # ActionDef, Explore first

    def action(self, aid: str) -> ActionDef:
        for a in self.actions:
            if a.id == aid:
                return a
        raise KeyError(aid)


@dataclass(frozen=True)
class CharacterDef:
    id: str
    name: dict
    rank: dict
    service: dict
    sides: dict               # band -> SideDef
    flavour: dict | None = None   # one short line of story { en, ru } (issue 16), or none yet


@dataclass(frozen=True)
class Content:
    folder: str
    symbols: dict             # symbol name -> {"name": {...}, "text": {...}}
    types: dict               # id -> TypeDef
    citizens: dict            # id -> CitizenDef
    raxxon: dict              # id -> RaxxonDef
    characters: dict          # id -> CharacterDef

    def healthy(self) -> list:
        return [c.id for c in self.citizens.values() if c.healthy]

    def infected(self) -> list:
        return [c.id for c in self.citizens.values() if not c.healthy]


def _symbol_list(t: Table, key: str, allow_empty: bool = True):
    def item(v, where):
        if v not in ACTIVATED:
            raise t.error(where, f"{v!r} is not a symbol that can be activated "
                                 f"({', '.join(ACTIVATED)})")
        return v
    out = tuple(t.list(key, item=item))
    if not out and not allow_empty:
        raise t.error(key, "needs at least one symbol")
    return out


def _symbols(folder: str) -> dict:
    out = {}
    with File(folder, "symbols.toml") as f:
        for t in f.tables("symbol"):
            sid = t.id()
            if sid not in SYMBOLS:
                raise t.error("id", f"unknown symbol; one of {', '.join(SYMBOLS)}")
            if sid in out:
                raise t.error("id", "listed twice")
            spec = t.str("spec")
            if spec != SYMBOLS[sid]:
                raise t.error("spec", f"{sid} is {SYMBOLS[sid]} in the spec, not {spec}")
            out[sid] = {"name": t.text("name"), "text": t.text("text")}
            t.done()
    missing = [s for s in SYMBOLS if s not in out]
    if missing:
        raise ContentError("symbols.toml", missing[0], "id", "symbol missing")
    return out


def _types(f: File) -> dict:
    out = {}
    for t in f.tables("type"):
        tid = t.id()
        if tid in out:
            raise t.error("id", "duplicate type id")
        out[tid] = TypeDef(tid, t.text("name"), t.choice("health", HEALTH),
                           t.bool("intro_removed", False), t.bool("walkout", False),
                           t.str("spec_name", ""), t.text("flavour", None))
        t.done()
    walk = [x.id for x in out.values() if x.walkout]
    if len(walk) != 1:
        raise ContentError(f.name, walk[1] if walk else "-", "walkout",
                           "exactly one type must be the target of S10 (walkout)")
    if out[walk[0]].health != "healthy":
        raise ContentError(f.name, walk[0], "walkout", "the S10 type must be healthy (R-3.10)")
    return out


def _citizens(f: File, types: dict) -> dict:
    out = {}
    for t in f.tables("citizen"):
        cid = t.id()
        if cid in out:
            raise t.error("id", "duplicate citizen id")
        name = t.text("name")
        tid = t.choice("type", tuple(types))
        on_kill: tuple = ()
        on_reveal: list = []
        for trig in t.tables("triggers", []):
            on = trig.choice("on", ("kill", "reveal"))
            eff = _symbol_list(trig, "effect", allow_empty=False)
            if on == "kill":
                if on_kill:
                    raise trig.error("triggers", "a card has at most one kill trigger (S1)")
                on_kill = eff
            else:
                n = trig.int("count", lo=1, hi=36)
                if any(n == k for k, _ in on_reveal):
                    raise trig.error("count", f"two reveal triggers for the count {n}")
                on_reveal.append((n, eff))
            trig.done()
        out[cid] = CitizenDef(cid, name, tid, types[tid].health, on_kill, tuple(sorted(on_reveal)))
        t.done()
    return out


def _cond(t: Table, types: dict) -> Cond:
    name = t.choice("cond", tuple(CONDS))
    at_least = t.int("at_least", lo=0, hi=99, default=None) if t.has("at_least") else None
    at_most = t.int("at_most", lo=0, hi=99, default=None) if t.has("at_most") else None
    if name != "always" and at_least is None and at_most is None:
        raise t.error("at_least", f"condition {name!r} needs at_least or at_most")
    extra = {}
    allowed = CONDS[name]
    if "health" in allowed:
        extra["health"] = t.choice("health", HEALTH + ("any",), "any")
    if "type" in allowed and t.has("type"):
        extra["type"] = t.choice("type", tuple(types))
    if "pile" in allowed:
        extra["pile"] = t.choice("pile", PILES, "both")
    t.done()
    return Cond(name, at_least, at_most, **extra)


def _op(t: Table) -> Op:
    name = t.choice("op", tuple(OPS))
    allowed = OPS[name]
    kw = {}
    if "count" in allowed:
        kw["count"] = t.int("count", lo=0 if name == "return_unactivated" else 1, hi=9, default=1)
    if "health" in allowed:
        kw["health"] = t.choice("health", HEALTH + ("any",), "any")
    if "to" in allowed:
        kw["to"] = t.choice("to", ("controlled", "uncontrolled"), "controlled")
    if "amount" in allowed:
        kw["amount"] = t.int("amount", lo=-3, hi=3)
        if kw["amount"] == 0:
            raise t.error("amount", "an influence op must move the track")
    t.done()
    return Op(name, **kw)


def _raxxon(f: File, types: dict) -> dict:
    out = {}
    for t in f.tables("card"):
        rid = t.id()
        if rid in out:
            raise t.error("id", "duplicate Raxxon card id")
        title = t.text("title")
        trig = t.sub("trigger")
        text = trig.text("text")
        when = tuple(_cond(c, types) for c in trig.tables("when"))
        if not when:
            raise trig.error("when", "a trigger needs at least one condition (or cond = \"always\")")
        trig.done()
        options = []
        for o in t.tables("options"):
            otext = o.text("text")
            ops = tuple(_op(x) for x in o.tables("ops", []))
            syms = _symbol_list(o, "symbols", allow_empty=True)
            if not ops and not syms:
                raise o.error("ops", "an option must do something: ops or symbols")
            options.append(OptionDef(otext, ops, syms))
            o.done()
        if not 1 <= len(options) <= 3:
            raise t.error("options", f"a Raxxon card has 1 to 3 options, not {len(options)}")
        after = t.choice("after", AFTER, "activated")
        out[rid] = RaxxonDef(rid, title, text, when, tuple(options), after)
        t.done()
    return out


def _action(t: Table, where: str) -> ActionDef:
    aid = t.id()
    t.card = f"{where}/{aid}"           # errors name the character, the side and the action
    family = t.choice("family", FAMILIES)
    kind = t.choice("kind", tuple(KINDS))
    if family not in KINDS[kind]:
        raise t.error("kind", f"a {kind!r} action cannot be a {family} action "
                              f"(it can be: {', '.join(KINDS[kind])})")
    name, text = t.text("name"), t.text("text")
    if family == "explore":
        if t.has("slots"):
            raise t.error("slots", "Explore has no token slots (R-7.5)")
        slots: tuple = ()
    else:
        raw = t.raw("slots")
        if not isinstance(raw, list) or not 1 <= len(raw) <= 4:
            raise t.error("slots", "an action has 1 to 4 token slots, each a list of symbols")
        slot_list = []
        for i, s in enumerate(raw):
            if not isinstance(s, list) or not s or any(x not in ACTIVATED for x in s):
                raise t.error(f"slots[{i}]", "a consequence is a non-empty list of symbols "
                                             f"({', '.join(ACTIVATED)})")
            slot_list.append(tuple(s))
        slots = tuple(slot_list)
    params = KIND_PARAMS[kind]
    kw = {}
    for key in ("count", "max", "optional_extra", "from_uncontrolled", "turn_down"):
        if t.has(key) and key not in params:
            raise t.error(key, f"a {kind!r} action has no {key}")
    if "count" in params:
        kw["count"] = t.int("count", lo=1, hi=4, default=1)
    if "max" in params:
        kw["max"] = t.int("max", lo=1, hi=6, default=3)
    if "optional_extra" in params:
        kw["optional_extra"] = t.int("optional_extra", lo=0, hi=2, default=0)
    if "from_uncontrolled" in params:
        kw["from_uncontrolled"] = t.bool("from_uncontrolled", False)
    if "turn_down" in params:
        kw["turn_down"] = t.choice("turn_down", TURN_DOWN, "no")
    kw["resources"] = kind == "resources"
    t.done()
    return ActionDef(aid, family, kind, name, text, slots, **kw)


def _characters(f: File) -> dict:
    out = {}
    for t in f.tables("character"):
        chid = t.id()
        if chid in out:
            raise t.error("id", "duplicate character id")
        name, rank, service = t.text("name"), t.text("rank"), t.text("service")
        flavour = t.text("flavour", None)
        sides = {}
        for s in t.tables("side"):
            band = s.choice("players", BANDS)
            if band in sides:
                raise s.error("players", f"two sides for {band} players")
            actions = tuple(_action(a, f"{chid}/{band}") for a in s.tables("action"))
            s.done()
            ids = [a.id for a in actions]
            if len(set(ids)) != len(ids):
                raise t.error(f"side {band}", "two actions share an id")
            if not actions or actions[0].family != "explore":
                raise t.error(f"side {band}", "the top action must be Explore (R-2.3)")
            fams = [a.family for a in actions]
            for fam in FAMILIES:
                want = 1
                if fams.count(fam) != want:
                    raise t.error(f"side {band}", f"needs exactly one {fam} action (CN-R-3), "
                                                  f"has {fams.count(fam)}")
            sides[band] = SideDef(band, actions)
        missing = [b for b in BANDS if b not in sides]
        if missing:
            raise t.error("side", f"no side for {missing[0]} players (R-3.6, OPEN-R-1)")
        out[chid] = CharacterDef(chid, name, rank, service, sides, flavour)
        t.done()
    if len(out) != 6:
        raise ContentError(f.name, "-", "character", f"6 character boards needed, not {len(out)}")
    res = [c.id for c in out.values()
           if any(a.resources for s in c.sides.values() for a in s.actions)]
    if len(res) != 1:
        raise ContentError(f.name, res[1] if res else "-", "action",
                           "exactly one character has the resources action (R-16.5)")
    return out


def _load(folder: str) -> Content:
    symbols = _symbols(folder)
    with File(folder, "citizens.toml") as f:
        types = _types(f)
        citizens = _citizens(f, types)
    _check_citizens(citizens, types)
    with File(folder, "raxxon.toml") as f:
        raxxon = _raxxon(f, types)
    if len(raxxon) != 40:
        raise ContentError("raxxon.toml", "-", "card", f"40 Raxxon cards needed, not {len(raxxon)}")
    with File(folder, "characters.toml") as f:
        characters = _characters(f)
    ids = list(citizens) + list(raxxon) + list(characters)
    dup = sorted({x for x in ids if ids.count(x) > 1})
    if dup:
        raise ContentError("-", dup[0], "id", "the same id in two files")
    return Content(folder, symbols, types, citizens, raxxon, characters)


# the raxxon content, read and checked (the default folder once per process)
load_content = content_loader(_load, CONTENT_DIR)


def _check_citizens(citizens: dict, types: dict) -> None:
    """R-2.1, R-3.1, R-3.10: 60 cards, 30 healthy and 30 infected; the Intro removal takes out
    10 healthy and 12 infected cards in the counts of R-3.1 (5, 3, 2 healthy; 4, 4, 4 infected)."""
    healthy = [c for c in citizens.values() if c.healthy]
    infected = [c for c in citizens.values() if not c.healthy]
    if len(healthy) != 30 or len(infected) != 30:
        raise ContentError("citizens.toml", "-", "health",
                           f"30 healthy and 30 infected cards needed (R-3.10), not "
                           f"{len(healthy)} and {len(infected)}")
    removed = {}
    for c in citizens.values():
        if types[c.type].intro_removed:
            removed[c.type] = removed.get(c.type, 0) + 1
    want_h = sorted([5, 3, 2])
    want_i = sorted([4, 4, 4])
    got_h = sorted(n for t, n in removed.items() if types[t].health == "healthy")
    got_i = sorted(n for t, n in removed.items() if types[t].health == "infected")
    if got_h != want_h or got_i != want_i:
        raise ContentError("citizens.toml", "-", "intro_removed",
                           "the Intro removal must be three healthy types of 5, 3 and 2 cards and "
                           f"three infected types of 4 cards each (R-3.1), not {got_h} / {got_i}")
    walk = next(t for t in types.values() if t.walkout)
    if removed.get(walk.id) != 5:
        raise ContentError("citizens.toml", walk.id, "walkout",
                           "the S10 type is the Intro type of 5 cards (R-3.1, R-3.10)")
    for t in types.values():
        if not any(c.type == t.id for c in citizens.values()):
            raise ContentError("citizens.toml", t.id, "type", "no citizen card of this type")


def summary(c: Content) -> dict:
    """The counts ``main.py content raxxon`` prints."""
    types = {}
    for t in c.types.values():
        types[t.id] = {"health": t.health, "cards": sum(1 for x in c.citizens.values() if x.type == t.id),
                       "intro_removed": t.intro_removed, "spec_name": t.spec_name}
    intro = [x for x in c.citizens.values() if not c.types[x.type].intro_removed]
    uses: dict = {s: 0 for s in ACTIVATED}
    for x in c.citizens.values():
        for s in x.on_kill + tuple(e for _, eff in x.on_reveal for e in eff):
            uses[s] += 1
    for r in c.raxxon.values():
        for o in r.options:
            for s in o.symbols:
                uses[s] += 1
    for ch in c.characters.values():
        for side in ch.sides.values():
            for a in side.actions:
                for slot in a.slots:
                    for s in slot:
                        uses[s] += 1
    return {
        "counts": {
            "citizens_healthy": sum(1 for x in c.citizens.values() if x.healthy),
            "citizens_infected": sum(1 for x in c.citizens.values() if not x.healthy),
            "intro_healthy": sum(1 for x in intro if x.healthy),
            "intro_infected": sum(1 for x in intro if not x.healthy),
            "raxxon_cards": len(c.raxxon),
            "characters": len(c.characters),
            "character_sides": sum(len(ch.sides) for ch in c.characters.values()),
        },
        "types": types,
        "symbol_uses": uses,
        # citizen types and characters without their line of story (issue 16)
        "flavour_missing": flavour_missing(c),
    }


def flavour_missing(c: Content) -> int:
    """How many citizen types and characters have no ``flavour`` line (issue 16)."""
    return sum(1 for x in (*c.types.values(), *c.characters.values()) if not x.flavour)


def command(args) -> int:
    """``main.py content raxxon [--json] [--content DIR]``: validate and count (exit 1 on a fault,
    printing ``file: card 'id', field 'name': what is wrong``)."""
    import json
    folder = args.content or CONTENT_DIR
    c = load_for_command(_load, folder)
    if c is None:
        return 1
    info = summary(c)
    if args.json:
        print(json.dumps({"game": "raxxon", "folder": folder, **info}, indent=2, ensure_ascii=False))
        return 0
    print(f"raxxon content in {folder}: valid")
    for key, n in info["counts"].items():
        print(f"  {key.replace('_', ' '):<22}{n:>4}")
    print(f"  {'flavour missing':<22}{info['flavour_missing']:>4}")
    print(f"  {'type':<14}{'health':<10}{'cards':>6}  intro")
    for tid, t in info["types"].items():
        print(f"    {tid:<12}{t['health']:<10}{t['cards']:>6}  {'removed' if t['intro_removed'] else 'kept'}"
              + (f"  (spec: {t['spec_name']})" if t["spec_name"] else ""))
    print("  symbol uses   " + ", ".join(f"{SYMBOLS[s]} {s} {n}" for s, n in info["symbol_uses"].items()))
    return 0


__all__ = ["ACTIVATED", "ActionDef", "CONTENT_DIR", "CharacterDef", "CitizenDef", "Content",
           "FAMILIES", "KINDS", "OptionDef", "RaxxonDef", "SYMBOLS", "SideDef", "TypeDef",
           "command", "flavour_missing", "load_content", "summary"]
