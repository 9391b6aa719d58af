"""The engine's refusals in the player's words (issue 15): a ``Reason`` from rules/colony/turn.py
carries a code and its params (ids and numbers); this names each param in the player's language
and reads ``colony.refusal.<code>``. English engine text never reaches a player's screen: a code
the catalogue does not know says the plain "not allowed now" line instead.
"""
from __future__ import annotations

from game import i18n
from game.tables.colony import labels

_SURVIVOR_OR_CARD = ("survivor", "target", "owner")


def say(session, reason) -> str:
    """``reason`` (a Reason, or None) as one sentence for the player."""
    code = getattr(reason, "code", None)
    key = f"colony.refusal.{code}"
    if not code or not i18n.has(key):
        return i18n.t("colony.refusal.unexplained")
    content = session.content
    words = {}
    for name, v in getattr(reason, "params", {}).items():
        if name in _SURVIVOR_OR_CARD:
            words[name] = (labels.survivor(content, v) if v in content.survivors
                           else labels.card(content, v))
        elif name == "card":
            words[name] = labels.card(content, v)
        elif name == "place":
            words[name] = labels.place(content, v)
        elif name == "places":
            words[name] = ", ".join(labels.place(content, p) for p in v)
        elif name == "seat":
            words[name] = session.table.seat_name(session.seats, v)
        elif name == "symbol":
            words[name] = i18n.t(f"colony.ui.symbol.{v}") if i18n.has(f"colony.ui.symbol.{v}") \
                else str(v)
        else:
            words[name] = i18n.number(v)
    try:
        return i18n.t(key, **words)
    except (KeyError, IndexError):   # a catalogue line naming a param this reason lacks
        return i18n.t("colony.refusal.unexplained")
