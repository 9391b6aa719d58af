"""What the evacuation table must not draw while a seat looks (game/robot.py's leak check).

A face-down crowd card is secret from every seat that has not looked at it (Explore, or seen it
face up before it was turned down): its face must not be drawn (``record.card``) and its name
must not be written. A name that an earlier public event already spoke (the card was killed or
revealed on an earlier day, then shuffled back) says nothing about where it lies now, so only
the names of cards never named in the viewer's sight count (the log keeps those old lines).

While the end of a day is told, the board shows the table as it was when that day ended
(board.py, ``Board.hold``) and not the live crowd at all: the faces it draws there are the cards
of that day's crowd, which the end of the day turned face up for everyone (R-13.1). Drawing them
in yesterday's places says nothing of where they lie now, so ``hold`` lists them for that time.
"""
from __future__ import annotations

_cache: dict = {}
_held: dict = {}    # id(game) -> (game, the cards a held picture of its last day shows)


def hold(game, cards) -> None:
    if len(_held) > 8:
        _held.clear()
    _held[id(game)] = (game, frozenset(cards))


def release(game) -> None:
    _held.pop(id(game), None)


def held(game) -> frozenset:
    got = _held.get(id(game))
    return got[1] if got is not None and got[0] is game else frozenset()


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
    ids = facedown - mine - held(game)
    strings = set()
    named = _named(game, viewer)
    for cid in ids - named:
        for lang in i18n.LANGS:
            strings.add(i18n.name(game.content.citizens[cid], lang))
    return ids, strings
