"""Loads and validates the mall content in ``rules/content/mall/*.toml`` (README there).

Every fault stops the load with ``ContentError(file, card, field, problem)``. The result is a
``Content`` of immutable definitions the engine reads without re-checking while it plays. The
rules themselves (who votes, what a Fire Axe does) are the engine's; the content names places,
characters, cards and colours and ties each to its rule by a role, an ability or an effect.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from rules.core.content import File, content_loader, load_for_command
from rules.core.errors import ContentError

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "content", "mall")

ROLES = ("parking", "tower", "roof", "gym", "")          # M-2.2
ABILITIES = ("lure", "strong", "persuasive", "none")     # M-3.1
# M-9.1: each effect, its copies (CN-M-2) and the phases it may be played in
EFFECTS = {"barricade": (3, ("F",)), "weapon": (6, ("F",)), "hidden": (3, ("A", "B", "F")),
           "escape": (3, ("E",)), "camera": (3, ("C",)), "threat": (3, ("A", "B", "F"))}
POINTS = {"lure": 7, "strong": 5, "persuasive": 3, "none": 1}   # M-3.1, M-11.3
SHAPES = ("circle", "triangle", "square", "diamond", "star", "hexagon")
HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


@dataclass(frozen=True)
class PlaceDef:
    id: str
    number: int               # the die face that names it (M-2.2)
    role: str                 # "" or one of ROLES
    capacity: int | None      # None: unlimited (the Car Park, OPEN-M-11)
    name: dict
    text: dict


@dataclass(frozen=True)
class CharacterDef:
    id: str
    spec_name: str            # the spec's placeholder (never shown)
    points: int
    ability: str
    three_players_only: bool
    name: dict
    text: dict


@dataclass(frozen=True)
class CardDef:
    id: str                   # the kind; copies are "<id>.<n>"
    effect: str
    copies: int
    phases: tuple
    name: dict
    text: dict


@dataclass(frozen=True)
class ColourDef:
    id: str
    hex: str
    shape: str
    name: dict


@dataclass(frozen=True)
class Content:
    folder: str
    mall: dict                # {"name": {...}, "text": {...}}
    places: dict              # number -> PlaceDef, 1..6
    characters: dict          # id -> CharacterDef, in file order
    cards: dict               # kind id -> CardDef
    colours: tuple            # ColourDef, seat order

    def place_by_role(self, role: str) -> PlaceDef:
        return next(p for p in self.places.values() if p.role == role)

    def kind_with(self, ability: str) -> str:
        return next(c.id for c in self.characters.values() if c.ability == ability)

    def card_ids(self) -> list:
        """Every card copy's id, kind by kind ("axe.1" … "axe.6")."""
        return [f"{c.id}.{i}" for c in self.cards.values() for i in range(1, c.copies + 1)]

    def card(self, card_id: str) -> CardDef:
        return self.cards[card_id.rpartition(".")[0]]


def _mall(f: File) -> dict:
    t = f.table("mall")
    out = {"name": t.text("name"), "text": t.text("text")}
    t.done()
    return out


def _places(f: File) -> dict:
    out = {}
    for t in f.tables("place"):
        pid = t.id()
        number = t.int("number", lo=1, hi=6)
        role = t.choice("role", ROLES, default="")
        cap = t.int("capacity", lo=1, hi=18, default=None)
        if number in out:
            t.fail("number", f"place {number} is given twice")
        if (role == "parking") != (cap is None):
            t.fail("capacity", "only the Car Park (role parking) has no capacity, and it has none "
                               "(M-7.11, OPEN-M-11)")
        out[number] = PlaceDef(pid, number, role, cap, t.text("name"), t.text("text"))
        t.done()
    if sorted(out) != list(range(1, 7)):
        raise ContentError(f.name, "-", "number", "the mall has six places, numbered 1 to 6 (M-2.2)")
    want = {1: "parking", 2: "tower", 4: "roof", 6: "gym"}
    for n, role in want.items():
        if out[n].role != role:
            raise ContentError(f.name, out[n].id, "role", f"place {n} must have role {role!r} (M-2.2)")
    for n in (3, 5):
        if out[n].role:
            raise ContentError(f.name, out[n].id, "role", f"place {n} has no special role (M-2.2)")
    return dict(sorted(out.items()))


def _characters(f: File) -> dict:
    out = {}
    for t in f.tables("character"):
        cid = t.id()
        if cid in out:
            t.fail("id", "used twice")
        ability = t.choice("ability", ABILITIES)
        points = t.int("points", lo=1, hi=9)
        if points != POINTS[ability]:
            t.fail("points", f"a {ability} character is worth {POINTS[ability]} (M-3.1, M-11.3)")
        only3 = t.bool("three_players_only", default=False)
        if only3 != (ability == "none"):
            t.fail("three_players_only", "only the character without an ability is the extra "
                                         "one of three-player games (M-3.2)")
        out[cid] = CharacterDef(cid, t.str("spec_name", default=""), points, ability, only3,
                                t.text("name"), t.text("text"))
        t.done()
    got = sorted(c.ability for c in out.values())
    if got != sorted(ABILITIES):
        raise ContentError(f.name, "-", "ability", f"one character of each ability "
                                                   f"({', '.join(ABILITIES)}) is needed (M-3.1)")
    return out


def _cards(f: File) -> dict:
    out = {}
    for t in f.tables("card"):
        cid = t.id()
        if cid in out or "." in cid:
            t.fail("id", "used twice or holds a dot (copies are named <id>.<n>)")
        effect = t.choice("effect", tuple(EFFECTS))
        copies, phases = EFFECTS[effect]
        n = t.int("copies", lo=1, hi=9)
        if n != copies:
            t.fail("copies", f"{effect} has {copies} copies (M-9.1, CN-M-2), not {n}")
        got = tuple(t.list("phases", item=t.one_of(("A", "B", "C", "D", "E", "F"))))
        if tuple(sorted(got)) != phases:
            t.fail("phases", f"{effect} is played in phases {', '.join(phases)} (M-9.1)")
        out[cid] = CardDef(cid, effect, n, phases, t.text("name"), t.text("text"))
        t.done()
    effects = sorted(c.effect for c in out.values())
    if effects != sorted(EFFECTS):
        raise ContentError(f.name, "-", "effect", "one card kind per effect is needed (M-9.1)")
    return out


def _colours(f: File) -> tuple:
    out = []
    for t in f.tables("colour"):
        cid = t.id()
        hx = t.str("hex")
        if not HEX.match(hx):
            t.fail("hex", f"{hx!r} is not a colour #RRGGBB")
        out.append(ColourDef(cid, hx, t.choice("shape", SHAPES), t.text("name")))
        t.done()
    if len(out) != 6:
        raise ContentError(f.name, "-", "colour", f"six player colours are needed (CN-M-3), not {len(out)}")
    for key in ("id", "hex", "shape"):
        vals = [getattr(c, key).lower() for c in out]
        if len(set(vals)) != 6:
            raise ContentError(f.name, "-", key, f"every colour needs its own {key}")
    return tuple(out)


def _load(folder: str) -> Content:
    ids: set = set()
    with File(folder, "mall.toml", ids) as f:
        mall = _mall(f)
        places = _places(f)
    with File(folder, "characters.toml", ids) as f:
        characters = _characters(f)
    with File(folder, "cards.toml", ids) as f:
        cards = _cards(f)
    with File(folder, "colours.toml") as f:
        colours = _colours(f)
    return Content(folder, mall, places, characters, cards, colours)


# the mall content, read and checked (the default folder once per process)
load_content = content_loader(_load, CONTENT_DIR)


def summary(c: Content) -> dict:
    """The counts ``main.py content mall`` prints."""
    return {
        "counts": {
            "places": len(c.places),
            "characters": len(c.characters),
            "action_cards": sum(k.copies for k in c.cards.values()),
            "card_kinds": len(c.cards),
            "colours": len(c.colours),
        },
        "places": {p.id: {"number": p.number, "capacity": p.capacity or "unlimited",
                          "role": p.role or "-"} for p in c.places.values()},
        "cards": {k.id: {"effect": k.effect, "copies": k.copies} for k in c.cards.values()},
        "characters": {k.id: {"points": k.points, "ability": k.ability}
                       for k in c.characters.values()},
    }


def command(args) -> int:
    """``main.py content mall [--json] [--content DIR]``: validate and count (exit 1 on a fault,
    printing ``file: card 'id', field 'name': what is wrong``)."""
    import json
    folder = args.content or CONTENT_DIR
    c = load_for_command(_load, folder)
    if c is None:
        return 1
    info = summary(c)
    if args.json:
        print(json.dumps({"game": "mall", "folder": folder, **info}, indent=2, ensure_ascii=False))
        return 0
    print(f"mall content in {folder}: valid")
    for key, n in info["counts"].items():
        print(f"  {key.replace('_', ' '):<22}{n:>4}")
    for pid, p in info["places"].items():
        print(f"    {p['number']} {pid:<16}capacity {p['capacity']!s:<10}{p['role']}")
    for kid, k in info["cards"].items():
        print(f"    {kid:<16}{k['effect']:<11}x{k['copies']}")
    return 0


__all__ = ["ABILITIES", "CONTENT_DIR", "CardDef", "CharacterDef", "ColourDef", "Content",
           "EFFECTS", "PlaceDef", "command", "load_content", "summary"]
