"""What a person sees of their own last action before the curtain (pass-and-play, several people).

A turn is one action (R-6.4). When it ends the person's decisions with another seat to act next,
the next curtain used to fall at once: the cards a Convoy or an Evacuation turned face up, the
cards it evacuated or killed, the Nordvale card it drew — and a second card looked at (R-14.3) —
vanished before the person who did it saw them (played in a real window). The table now stays
up for them (``Session.looking``, the table's ``last_look``) with a panel naming what happened
and one button that hides it; a bot moving next waits for it.

Only what the person may see: the public result of the action, and what it showed that seat
alone (a card looked at). Only an action whose last step showed something new: a pass, a
token, a card turned face down or a swap keeps nothing up.
"""
from __future__ import annotations

from game import i18n

# events that show something new, worth keeping the table up for when the action's last step
# made one of them (``peeked``: the seat's own look, R-14.3)
WORTH = frozenset({"peeked", "revealed", "evacuated", "killed", "quarantined", "evacuation_failed",
                   "raxxon_drawn", "recalled", "released"})
# what the panel names of the action (``lines``), in this order
LISTED = ("revealed", "evacuation_failed", "evacuated", "killed", "quarantined", "recalled",
          "released", "raxxon_drawn", "raxxon_option", "raxxon_unactivated", "peeked")
# a day that ends, or the game, is told to the whole table by its own overlay
TOLD_TO_ALL = frozenset({"end_of_day", "game_over"})


def _mine(e, seat: int) -> bool:
    return e.seats is None or seat in e.seats


def last_look(game, seat: int) -> list:
    """The events of ``seat``'s last action the person keeps their table up for: [] unless the
    action's last step showed them something new (``WORTH``); else every event of the action
    the panel names (``LISTED``), from the action's start (its ``action`` event) on, that the
    seat may see."""
    history = game.history
    if not history or history[-1].seat != seat:
        return []
    run = []
    for i, r in enumerate(reversed(history)):
        if r.seat != seat:
            break
        evs = list(r.events)
        if i == 0:
            if any(e.kind in TOLD_TO_ALL for e in evs):
                return []
            # what comes after the next seat's "turn" is that seat's, not this action's
            evs = evs[:next((k for k, e in enumerate(evs) if e.kind == "turn"), len(evs))]
            if not any(e.kind in WORTH and _mine(e, seat) for e in evs):
                return []
        start = next((k for k in range(len(evs) - 1, -1, -1)
                      if evs[k].kind in ("action", "turn")), None)
        if start is not None:
            # the action's own start; a "turn" of this seat in its own record: a later turn
            run[:0] = evs[start + (evs[start].kind == "turn"):]
            break
        run[:0] = evs
    return [e for e in run if e.kind in LISTED and _mine(e, seat)]


def looked_cards(content, events) -> str:
    """The cards ``events`` (``peeked``) let the person look at, each with its row and column,
    joined with "; " (a name holds commas: "Otto Grint, chewing on a bone")."""
    return "; ".join(i18n.t("raxxon.ui.panel.look_card", r=e.data["r"] + 1, c=e.data["c"] + 1,
                            card=i18n.name(content.citizens[e.data["card"]]))
                     for e in events if e.kind == "peeked")


def only_looks(events) -> bool:
    """The action showed only cards looked at (Explore): the panel says so in its own words."""
    return all(e.kind == "peeked" for e in events)


def action_name(session, seat: int) -> str | None:
    """The name of ``seat``'s last action on its board, as the log names it; None: none found."""
    for r in reversed(session.game.history):
        if r.seat != seat:
            break
        for e in r.events:
            if e.kind == "action" and e.data.get("seat") == seat:
                return session.narrator.action(seat, e.data.get("action"))
    return None


def lines(session, events) -> list[str]:
    """The panel's words for ``events`` (``last_look``): each kind of result on one short line
    with the cards it moved, named (a Nordvale card and what became of it as the log says)."""
    content = session.content
    seat = session.looking

    def name(cid):
        c = content.citizens.get(cid)
        return i18n.name(c) if c is not None else "?"

    def listed(names) -> str:   # a name holds commas ("Otto Grint, chewing on a bone")
        return "; ".join(i18n.t("raxxon.ui.panel.result.card", card=n) for n in dict.fromkeys(names))

    by: dict = {}
    for e in events:
        by.setdefault(e.kind, []).append(e)
    out = []
    for kind in LISTED:
        evs = by.get(kind, [])
        if not evs:
            continue
        if kind in ("revealed", "evacuated", "killed", "quarantined", "recalled", "released"):
            cards = listed(name(e.data.get("card")) for e in evs)
            out.append(i18n.t(f"raxxon.ui.panel.result.{kind}", cards=cards))
        elif kind == "peeked":
            out.append(i18n.t("raxxon.ui.panel.result.peeked", cards=looked_cards(content, evs)))
        else:   # the log's own line: a failed evacuation, a Nordvale card and its outcome
            for e in evs:
                pieces = session.narrator.pieces(e, viewer=seat)
                if pieces:
                    out.append("".join(p.text for p in pieces))
    return out


__all__ = ["LISTED", "WORTH", "action_name", "last_look", "lines", "looked_cards", "only_looks"]
