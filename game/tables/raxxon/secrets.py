"""What the evacuation table must not draw while a seat looks (game/robot.py's leak check).

A face-down crowd card is secret from every seat that has not looked at it (Explore, or seen it
face up before it was turned down): its face must not be drawn (``record.card``) and its name
must not be written. A name that an earlier public event already spoke (the card was killed or
revealed on an earlier day, then shuffled back) says nothing about where it lies now, so only
the names of cards never named in the viewer's sight count (the log keeps those old lines).
"""
from __future__ import annotations

_cache: dict = {}


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
    ids = facedown - mine
    strings = set()
    named = _named(game, viewer)
    for cid in ids - named:
        for lang in i18n.LANGS:
            strings.add(i18n.name(game.content.citizens[cid], lang))
    return ids, strings
