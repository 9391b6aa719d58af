"""Staging positions for colony rule tests: fixture survivors and cards with the numbers of
the spec's examples (never the published game's names), placed straight onto the board."""
from __future__ import annotations

import copy
import dataclasses

from rules.colony.content import Ability, CrisisDef, ItemDef, Op, SurvivorDef, load_content
from rules.colony.game import Game, Options
from rules.colony.state import Survivor


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


def clear_board(g: Game) -> None:
    """Remove every survivor, zombie, barricade, noise and helpless token (cards stay put)."""
    for sid in list(g.survivors):
        g.dead.append(sid)
    g.survivors.clear()
    g.helpless = 0
    for p in g.places.values():
        p.noise = 0
        for e in p.entrances:
            e.z = e.b = 0
    g.refresh()


def survivor(g: Game, seat: int, place: str, sid: str, attack: int = 3, search: int = 3,
             influence: int = 50, ability: Ability | None = None, leader: bool = True) -> Survivor:
    """Put a fixture survivor with these numbers into play for ``seat``."""
    d = SurvivorDef(sid, {"en": sid, "ru": sid}, {"en": "-", "ru": "-"}, influence, attack, search,
                    False, ability, None, None)
    g.content.survivors[sid] = d
    sv = Survivor(d, seat, place)
    g.survivors[sid] = sv
    if leader or g.seats[seat].leader not in g.survivors:
        g.seats[seat].leader = sid
    g.refresh()
    return sv


def item(g: Game, cid: str, symbol: str, play=None, origin: str = "police") -> str:
    """A fixture item card known to the game (not in any zone until a test puts it there)."""
    d = ItemDef(cid, {"en": cid, "ru": cid}, origin, symbol, 1, False, {"en": "-", "ru": "-"},
                tuple(play or (Op("food", {"amount": 1, "if_able": False}),)), None, None)
    g.content.items[cid] = d
    g.card_def[cid] = d
    return cid


def crisis(g: Game, symbol: str, effect=None, additional=()) -> str:
    cid = f"fx.crisis.{symbol}"
    g.content.crises[cid] = CrisisDef(cid, {"en": cid, "ru": cid}, {"en": "-", "ru": "-"}, symbol,
                                      tuple(effect or (Op("morale", {"amount": -1, "if_able": False}),)),
                                      tuple(additional), {"en": "+", "ru": "+"} if additional else None)
    g.crisis = cid
    return cid


def drive(gen):
    """Run an engine sub-step that must not stop for a decision; returns its value."""
    try:
        d = next(gen)
    except StopIteration as stop:
        return stop.value
    raise AssertionError(f"the step asked for a decision: {d.kind} {d.prompt}")


def events(record, kind: str) -> list:
    return [e.data for e in record.events if e.kind == kind]
