"""What the colony screen must not draw while a seat looks: the robot's leak check (game/robot.py)
records every frame and fails on any of these."""
from __future__ import annotations


def secrets_of_others(game, viewer) -> tuple[set, set]:
    """(ids, strings) the screen must not draw for ``viewer``: other seats' hands, objectives,
    held crossroads card, searched cards and, during the draft, dealt survivors."""
    from game import i18n
    ids, strings = set(), set()
    over = game.outcome is not None
    p = game.pending
    for s in game.seats:
        if s.i == viewer:
            continue
        ids.update(s.hand)
        for oid in (s.objective, s.betrayal2, s.exiled_obj):
            if oid and not over and not (s.revealed and oid == s.objective):
                ids.add(oid)
                for lang in i18n.LANGS:
                    strings.add(i18n.name(game.content.objective(oid), lang))
        if game.xr_held and game.xr_held[1] == s.i:
            cid = game.xr_held[0]
            ids.add(cid)
            for lang in i18n.LANGS:
                strings.add(i18n.name(game.content.crossroads[cid], lang))
        if p is not None and p.seat == s.i and p.kind in ("search", "keep", "bottom"):
            ids.update(game.limbo)
        ids.update(game.dealt.get(s.i, []))
    # a card given by a Request is shown to everyone while the requester decides (C-23.10)
    if p is not None and p.kind == "gift":
        ids.discard(p.info.get("card"))
    return ids, strings
