"""What the evacuation table must not draw while a seat looks (game/robot.py's leak check).

A face-down crowd card is secret from every seat that has not looked at it (Explore, or seen it
face up before it was turned down): its face must not be drawn (``record.card``) and its name
must not be written. A name that an earlier public event already spoke (the card was killed or
revealed on an earlier day, then shuffled back) says nothing about where it lies now, so only
the names of cards never named in the viewer's sight count (the log keeps those old lines).

While the end of a day is told, the board shows the table as it was when that day ended
(board.py, ``Board.hold``) and not the live crowd at all: the faces it draws there are that day's
crowd as the viewer saw it then (R-13.1 then turns them all face up for everyone). Drawing them
in yesterday's places says nothing of where they lie now. So, from the last action that ended a
day until the next action (no action comes while the End of day is told), the cards that table
shows are not counted: worked out here from the engine (``FlowGame.stopped_at``), never from what
the board says it drew, so a wrong held picture is still caught.
"""
from __future__ import annotations

_cache: dict = {}


def _day_end_shown(game, viewer) -> frozenset:
    """The cards the table as the last day ended showed ``viewer``, while the last action is
    the one that ended it; empty otherwise."""
    last = game.history[-1] if game.history else None
    end = next((e for e in last.events if e.kind == "end_of_day"), None) if last else None
    if end is None:
        return frozenset()
    key = ("day_end", id(game), len(game.history), viewer)
    hit = _cache.get(key)
    if hit is None:
        day = end.data.get("day")
        probe = game.stopped_at(lambda e: e.kind == "end_of_day" and e.data.get("day") == day)
        v = {} if probe is None else probe.view(viewer) if viewer is not None else probe.public_view()
        hit = frozenset(c["card"] for c in v.get("crowd", ()) if c["card"] is not None)
        _cache[key] = hit
    return hit


def _named(game, viewer) -> set:
    """Card ids some event visible to ``viewer`` has named so far."""
    key = (id(game), len(game.history), viewer)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    out = set()
    for rec in game.history:
        for e in rec.events:
            if not e.visible_to(viewer) or not isinstance(e.data, dict):
                continue
            c = e.data.get("card")
            if isinstance(c, str):
                out.add(c)
            for c in e.data.get("cards", ()) or ():
                if isinstance(c, str):
                    out.add(c)
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = out
    return out


def secrets_of_others(game, viewer) -> tuple[set, set]:
    from game import i18n
    up = game.up
    facedown = {cid for cid in game.crowd.values() if cid not in up}
    mine = game.known[viewer] if viewer is not None else set()
    ids = facedown - mine - _day_end_shown(game, viewer)
    strings = set()
    named = _named(game, viewer)
    for cid in ids - named:
        for lang in i18n.LANGS:
            strings.add(i18n.name(game.content.citizens[cid], lang))
    return ids, strings
