"""Helpers for the raxxon tests: cards picked by what they are (never by a hard-coded id, so the
tests hold when content is tuned), test boards with chosen consequences, positions."""
from __future__ import annotations

import dataclasses

from rules.raxxon import actions as A
from rules.raxxon.content import ActionDef, CharacterDef, SideDef, load_content
from rules.raxxon.game import Options
from rules.raxxon.position import build

C = load_content()
TEXT = {"en": "test", "ru": "тест"}


def cards(n: int = 1, *, health: str | None = None, type: str | None = None, kill=None,
          reveal=None, exclude=()) -> list:
    """``n`` citizen ids with these properties. ``kill``/``reveal``: False (no such trigger),
    True (any), or a tuple of symbols the trigger must activate (reveal: (count, symbols))."""
    out = []
    for c in C.citizens.values():
        if c.id in exclude or (health and c.health != health) or (type and c.type != type):
            continue
        if kill is False and c.on_kill or kill is True and not c.on_kill:
            continue
        if isinstance(kill, tuple) and c.on_kill != kill:
            continue
        if reveal is False and c.on_reveal or reveal is True and not c.on_reveal:
            continue
        if isinstance(reveal, tuple) and reveal not in c.on_reveal:
            continue
        out.append(c.id)
        if len(out) == n:
            return out
    raise LookupError(f"no {n} cards with health={health} type={type} kill={kill} reveal={reveal}")


def plain(n: int, health: str, exclude=()) -> list:
    """Cards with no trigger at all."""
    return cards(n, health=health, kill=False, reveal=False, exclude=exclude)


def action(aid: str, family: str, kind: str, slots=(), **params) -> ActionDef:
    return ActionDef(aid, family, kind, TEXT, TEXT, tuple(tuple(s) for s in slots), **params)


def make_content(*actions: ActionDef, extra: dict | None = None, cid: str = "tester"):
    """The real content plus one character ``cid`` whose both sides hold Explore (peek 1) and
    ``actions``."""
    explore = action("look", "explore", "peek", count=1)
    side = (explore,) + tuple(actions)
    ch = CharacterDef(cid, TEXT, TEXT, TEXT, {"1-2": SideDef("1-2", side), "3-4": SideDef("3-4", side)})
    chars = dict(C.characters)
    chars[cid] = ch
    for k, v in (extra or {}).items():
        chars[k] = v
    return dataclasses.replace(C, characters=chars)


def solo(content=None, board="tester", difficulty="medium", **kw):
    """A solo position (R-16) on ``board``."""
    return build(Options(players=1, seed=kw.pop("seed", 1), difficulty=difficulty), board=board,
                 content=content, **kw)


def grid(ids: list, cols: int = 3, up=()) -> dict:
    """A crowd dealt row by row: {(r, c): id or (id, "up")}."""
    out = {}
    for i, cid in enumerate(ids):
        if cid is None:
            continue
        out[(i // cols, i % cols)] = (cid, "up") if cid in up or i in up else cid
    return out


def apply(g, *texts):
    """Apply action texts in order; returns the last record."""
    rec = None
    for t in texts:
        rec = g.apply(t)
    return rec


def events(rec_or_game, kind: str | None = None) -> list:
    if hasattr(rec_or_game, "history"):
        evs = [e for r in rec_or_game.history for e in r.events]
    else:
        evs = rec_or_game.events
    return [e for e in evs if kind is None or e.kind == kind]


def kinds(rec) -> list:
    return [e.kind for e in rec.events]


def cell(r: int, c: int) -> str:
    return A.cell((r, c)).text


__all__ = ["C", "action", "apply", "build", "cards", "cell", "events", "grid", "kinds", "plain",
           "solo", "make_content"]
