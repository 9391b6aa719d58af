"""The cards a colony decision shows in the middle of the table, in the order it shows them:
the decision panel draws them (decisions.py) and the action panel lists their buttons in the
same order (zones/panel.py)."""
from __future__ import annotations

from game.tables.colony import labels


def shown_cards(board, kind, d, v) -> list[tuple[str, str]]:
    """(id, face kind) of the cards the panel shows for this decision."""
    me = v.get("me", {})
    info = d.info
    c = board.session.content
    if kind == "draft":
        return [(x, "survivor") for x in me.get("dealt", [])]
    if kind in ("search", "keep", "bottom"):
        return [(x, "item") for x in me.get("searching", [])]
    if kind == "crossroads":
        return [(info["card"], "crossroads")] if info.get("card") else []
    if kind == "vote" and info.get("why") == "crossroads":   # the card the vote is about
        card, _ = labels.vote_card(board.session)
        return [(card, "crossroads")] if card in c.crossroads else []
    if kind == "recruit":
        return [(a.card, "survivor") for a in board.builder.legal]
    if kind in ("discard", "give"):
        return [(x, "item") for x in dict.fromkeys(a.card for a in board.builder.legal
                                                   if hasattr(a, "card"))]
    if kind in ("gift", "consent"):   # the card given, the item handed off
        return [(info["card"], "item")] if info.get("card") else []
    if kind == "leader":
        return [(a.survivor, "survivor") for a in board.builder.legal]
    if kind == "option":
        src = info.get("source")
        if src in c.crossroads:
            return [(src, "crossroads")]
        if src in c.crises:
            return [(src, "crisis")]
        if src in c.survivors:
            return [(src, "survivor")]
        if src and c.items.get(str(src).split("#")[0]):
            return [(src, "item")]
    return []
