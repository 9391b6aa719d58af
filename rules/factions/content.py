"""Loads and validates the faction-war content in ``rules/content/factions/*.toml``.

Every fault stops the load with ``ContentError(file, card, field, problem)``. The counts are the
design's tables (shared/spec/factions-design.md): 21 places and 36 links (DN-F-2), four factions
with two perks each (DN-F-3), 34 characters (DN-F-4), 60 action cards (DN-F-5), 30 zombie cards
(DN-F-6). Faction ids (``bikers`` …) are the spec's terms and never shown; ``name`` is shown.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from rules.core.content import File, content_loader, load_for_command
from rules.core.errors import ContentError

CONTENT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                           "content", "factions")

FACTIONS = ("bikers", "bees", "raiders", "party")          # clockwise NW, NE, SE, SW (DN-F-2.1)
QUADRANTS = ("NW", "NE", "SE", "SW")
PLACE_KINDS = ("base", "territory", "inner", "centre", "outskirts")
DECKS = ("character", "firearm", "melee", "special", "transport")   # the loot die's order (F-3.8)
ACTION_DECKS = ("firearm", "melee", "special", "transport")          # OPEN-F-14
EFFECTS = ("weapon", "grenade", "armor", "tripwire", "noisemaker", "dressing", "ration",
           "salvage", "transport")
KEYWORDS = ("scout", "driver", "marksman", "medic", "forager")      # DN-F-4.4
TRANSPORT_KINDS = ("chopper", "car", "truck", "bicycle")
PERKS = {"bikers": ("long_haul", "ram_raid"), "bees": ("groundskeepers", "honey_stores"),
         "raiders": ("takers", "shakedown"), "party": ("open_doors", "rally")}   # DN-F-3.2
# the design's table sizes (DN-F-2, DN-F-4.1, DN-F-5.1, DN-F-6.1)
DECK_SIZES = {"firearm": 16, "melee": 16, "special": 16, "transport": 12}
COUNTS = {"places": 21, "links": 36, "characters": 34, "faction_characters": 20,
          "neutral_characters": 14, "action_cards": 60, "zombie_cards": 30}


@dataclass(frozen=True)
class FactionDef:
    id: str
    quadrant: str
    base: str
    loot_choice: str
    name: dict
    perks: tuple          # (id, name, text)


@dataclass(frozen=True)
class PlaceDef:
    id: str
    code: str
    kind: str
    quadrant: str          # a faction id or ""
    food: int
    scrap: int
    fort: str              # "", "barricade", "checkpoint": the neutral one it starts with
    cache: str             # a deck or ""
    links: tuple
    name: dict


@dataclass(frozen=True)
class CharacterDef:
    id: str
    faction: str           # "" for a neutral survivor
    start: str             # "board" / "hand" / ""
    strength: int
    leader: bool
    keyword: str
    name: dict


@dataclass(frozen=True)
class CardDef:
    id: str
    deck: str
    effect: str
    copies: int
    value: int
    kind: str              # transport kind, else ""
    capacity: int
    ram: int
    name: dict
    text: dict


@dataclass(frozen=True)
class ZombieDef:
    id: str
    copies: int
    strength: int
    loot: int
    name: dict


@dataclass(frozen=True)
class Content:
    folder: str
    factions: dict
    places: dict
    characters: dict
    cards: dict
    zombies: dict

    def card_ids(self, deck: str) -> list:
        return [f"{c.id}.{i}" for c in self.cards.values() if c.deck == deck
                for i in range(1, c.copies + 1)]

    def zombie_ids(self) -> list:
        return [f"{z.id}.{i}" for z in self.zombies.values() for i in range(1, z.copies + 1)]

    def card(self, cid: str) -> CardDef:
        return self.cards[cid.rpartition(".")[0]]

    def zombie(self, zid: str) -> ZombieDef:
        return self.zombies[zid.rpartition(".")[0]]


def _factions(f: File) -> dict:
    out = {}
    for t in f.tables("faction"):
        fid = t.choice("id", FACTIONS)
        quad = t.choice("quadrant", QUADRANTS)
        if FACTIONS.index(fid) != QUADRANTS.index(quad):
            t.fail("quadrant", f"{fid} sits in {QUADRANTS[FACTIONS.index(fid)]} (DN-F-2.1)")
        perks = []
        for p in t.tables("perk"):
            perks.append((p.id(), p.text("name"), p.text("text")))
            p.done()
        if tuple(p[0] for p in perks) != PERKS[fid]:
            t.fail("perk", f"{fid} has the perks {', '.join(PERKS[fid])} (DN-F-3.2)")
        out[fid] = FactionDef(fid, quad, t.str("base"), t.choice("loot_choice", DECKS),
                              t.text("name"), tuple(perks))
        t.done()
    if tuple(out) != FACTIONS:
        raise ContentError(f.name, "-", "faction", "the four factions, in quadrant order (DN-F-3)")
    return out


def _places(f: File) -> dict:
    out = {}
    for t in f.tables("place"):
        pid = t.id()
        out[pid] = PlaceDef(pid, t.str("code"), t.choice("kind", PLACE_KINDS),
                            t.choice("quadrant", FACTIONS + ("",), default=""),
                            t.int("food", lo=0, hi=3), t.int("scrap", lo=0, hi=3),
                            t.choice("fort", ("barricade", "checkpoint", ""), default=""),
                            t.choice("cache", DECKS + ("",), default=""),
                            tuple(t.list("links")), t.text("name"))
        t.done()
    links = set()
    for p in out.values():
        for q in p.links:
            if q not in out or p.id not in out[q].links:
                raise ContentError(f.name, p.id, "links", f"{q!r} is unknown or not linked back")
            links.add(frozenset((p.id, q)))
    if len(out) != COUNTS["places"] or len(links) != COUNTS["links"]:
        raise ContentError(f.name, "-", "place", f"21 places and 36 links (DN-F-2.1), not "
                                                 f"{len(out)} and {len(links)}")
    kinds = [p.kind for p in out.values()]
    if [kinds.count(k) for k in PLACE_KINDS] != [4, 8, 4, 1, 4]:
        raise ContentError(f.name, "-", "kind", "4 bases, 8 territories, 4 inner sites, 1 centre, "
                                                "4 outskirts (DN-F-2.2)")
    return out


def _characters(f: File) -> dict:
    out = {}
    for t in f.tables("character"):
        cid = t.id()
        fac = t.choice("faction", FACTIONS + ("",), default="")
        start = t.choice("start", ("board", "hand"), default="") if fac else ""
        out[cid] = CharacterDef(cid, fac, start, t.int("strength", lo=1, hi=4),
                                t.bool("leader", default=False),
                                t.choice("keyword", KEYWORDS + ("",), default=""), t.text("name"))
        t.done()
    for fac in FACTIONS:
        mine = [c for c in out.values() if c.faction == fac]
        if len(mine) != 5 or sum(c.leader for c in mine) != 1 or \
                sum(c.start == "board" for c in mine) != 3:
            raise ContentError(f.name, fac, "faction", "5 characters, one Leader, 3 on the board "
                                                       "(DN-F-4.2)")
    if len(out) != COUNTS["characters"] or any(c.leader for c in out.values() if not c.faction):
        raise ContentError(f.name, "-", "character", "34 characters; neutrals lead nothing (DN-F-4.1)")
    return out


def _cards(f: File) -> dict:
    out = {}
    for t in f.tables("card"):
        cid = t.id()
        deck = t.choice("deck", ACTION_DECKS)
        eff = t.choice("effect", EFFECTS)
        kind = t.choice("kind", TRANSPORT_KINDS, default="") if deck == "transport" else ""
        out[cid] = CardDef(cid, deck, eff, t.int("copies", lo=1, hi=6),
                           t.int("value", lo=0, hi=5, default=0), kind,
                           t.int("capacity", lo=1, hi=6, default=0), t.int("ram", lo=0, hi=3, default=0),
                           t.text("name"), t.text("text"))
        if (deck == "transport") != (eff == "transport"):
            t.fail("effect", "Transport cards and only they have the transport effect")
        t.done()
    for deck, n in DECK_SIZES.items():
        got = sum(c.copies for c in out.values() if c.deck == deck)
        if got != n:
            raise ContentError(f.name, "-", "copies", f"the {deck} deck holds {n} cards (DN-F-5.1), "
                                                      f"not {got}")
    return out


def _zombies(f: File) -> dict:
    out = {}
    for t in f.tables("zombie"):
        zid = t.id()
        out[zid] = ZombieDef(zid, t.int("copies", lo=1, hi=9), t.int("strength", lo=1, hi=12),
                             t.int("loot", lo=0, hi=5), t.text("name"))
        t.done()
    if sum(z.copies for z in out.values()) != COUNTS["zombie_cards"]:
        raise ContentError(f.name, "-", "copies", "the Zombie deck holds 30 cards (DN-F-6.1)")
    return out


def _load(folder: str) -> Content:
    ids: set = set()
    with File(folder, "factions.toml") as f:
        factions = _factions(f)
    with File(folder, "places.toml", ids) as f:
        places = _places(f)
    for fac in factions.values():
        if fac.base not in places or places[fac.base].kind != "base":
            raise ContentError("factions.toml", fac.id, "base", f"{fac.base!r} is not a base")
    with File(folder, "characters.toml", ids) as f:
        characters = _characters(f)
    with File(folder, "cards.toml", ids) as f:
        cards = _cards(f)
    with File(folder, "zombies.toml", ids) as f:
        zombies = _zombies(f)
    return Content(folder, factions, places, characters, cards, zombies)


load_content = content_loader(_load, CONTENT_DIR)


def summary(c: Content) -> dict:
    links = {frozenset((p.id, q)) for p in c.places.values() for q in p.links}
    kinds = {k: sum(1 for p in c.places.values() if p.kind == k) for k in PLACE_KINDS}
    decks = {d: sum(k.copies for k in c.cards.values() if k.deck == d) for d in ACTION_DECKS}
    return {
        "counts": {
            "places": len(c.places), "links": len(links), "factions": len(c.factions),
            "perks": sum(len(f.perks) for f in c.factions.values()),
            "characters": len(c.characters),
            "faction_characters": sum(1 for x in c.characters.values() if x.faction),
            "neutral_characters": sum(1 for x in c.characters.values() if not x.faction),
            "action_cards": sum(decks.values()), **{f"{d}_cards": n for d, n in decks.items()},
            "zombie_cards": sum(z.copies for z in c.zombies.values()),
        },
        "place_kinds": kinds,
        "factions": {f.id: {"name": f.name["en"], "base": f.base,
                            "perks": [p[0] for p in f.perks]} for f in c.factions.values()},
    }


def command(args) -> int:
    """``main.py content factions [--json] [--content DIR]``: validate and count."""
    import json
    folder = args.content or CONTENT_DIR
    c = load_for_command(_load, folder)
    if c is None:
        return 1
    info = summary(c)
    if args.json:
        print(json.dumps({"game": "factions", "folder": folder, **info}, indent=2,
                         ensure_ascii=False))
        return 0
    print(f"factions content in {folder}: valid")
    for key, n in info["counts"].items():
        print(f"  {key.replace('_', ' '):<22}{n:>4}")
    return 0


__all__ = ["ACTION_DECKS", "CONTENT_DIR", "COUNTS", "Content", "DECKS", "FACTIONS", "PERKS",
           "command", "load_content", "summary"]
