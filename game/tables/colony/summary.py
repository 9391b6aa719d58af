"""The end of the Colony phase, in a few lines (issue 15): food eaten (or a starvation token),
zombies that arrived, barricades broken, the Morale change and the crisis result — shown over
the table before the next round starts (C-4.3, C-10).

Drawn only from public events (an event with ``seats`` set is never counted), so whoever sits at
the mouse may read it. With a person at the table it stays until Continue, Space, Return,
Escape or a click (with bots alone it closes by itself after ``LENGTH`` seconds at animation
speed 1); its Continue button is the robot's "advance". The overlay is ``reveal.RoundSummary`` (it
shares the reveals' frame); when the same events also hold a reveal (the crisis's cards turned
over), it comes after that reveal (``reveal.reveal_scene`` chains it). This module only counts
and words it, and imports no scene.
"""
from __future__ import annotations

from game import i18n, theme

LENGTH = 3.5   # seconds its lines take to come in (and, with bots alone, until it closes)


def phase_events(session, events) -> tuple[int, list] | None:
    """(the round that ended, the public events of its Colony phase) when ``events`` start a
    new round (a "round" event past the first); None otherwise. The phase runs from the last
    "turn_end" before that round's start (the last turn) to the start; it may span several
    actions (a crisis effect that asks a question), so it is read from the session's events."""
    new_round = next((e for e in events if e.kind == "round" and e.seats is None
                      and isinstance(e.data, dict) and int(e.data.get("number", 0) or 0) >= 2),
                     None)
    if new_round is None:
        return None
    all_events = [e for e, _ in session.events]
    end = next((k for k in range(len(all_events) - 1, -1, -1) if all_events[k] is new_round), None)
    if end is None:
        return None
    start = end
    while start > 0 and all_events[start - 1].kind not in ("turn_end", "round"):
        start -= 1
    phase = [e for e in all_events[start:end] if e.seats is None and isinstance(e.data, dict)]
    return int(new_round.data["number"]) - 1, phase


def tally(phase: list) -> dict:
    """What the summary says, counted from the phase's public events."""
    out = {"fed": None, "starving": None, "zombies": 0, "broken": 0, "overruns": 0,
           "morale": 0, "morale_value": None, "crisis": None, "deaths": 0}
    for e in phase:
        d = e.data
        if e.kind == "fed":
            out["fed"] = int(d.get("food", 0) or 0)
        elif e.kind == "starving":
            out["starving"] = int(d.get("tokens", 0) or 0)
        elif e.kind == "zombies_added":
            out["zombies"] += int(d.get("count", 0) or 0)
        elif e.kind == "barricade_broken":
            out["broken"] += 1
        elif e.kind == "overrun":
            out["overruns"] += 1
        elif e.kind == "morale":
            out["morale"] += int(d.get("delta", 0) or 0)
            out["morale_value"] = d.get("value")
        elif e.kind == "crisis_prevented" and out["crisis"] is None:
            out["crisis"] = ("prevented", d.get("card"))
        elif e.kind == "crisis_failed" and out["crisis"] is None:
            out["crisis"] = ("failed", d.get("card"))
        elif e.kind in ("survivor_died", "helpless_died"):
            out["deaths"] += 1
    return out


def lines(content, t: dict) -> list[tuple[str, tuple]]:
    """The summary's lines (text, colour), in the player's language."""
    out = []
    if t["starving"] is not None:
        out.append((i18n.t("colony.ui.summary.starving", n=t["starving"]), theme.DANGER))
    elif t["fed"] is not None:
        out.append((i18n.plural("colony.ui.summary.fed", t["fed"]), theme.TEXT))
    if t["crisis"] is not None:
        how, card = t["crisis"]
        name = card
        crisis = getattr(content, "crises", {}).get(card)
        if crisis is not None:
            name = i18n.name(crisis)
        out.append((i18n.t(f"colony.ui.summary.crisis_{how}", name=name),
                    theme.GOOD if how == "prevented" else theme.DANGER))
    out.append((i18n.plural("colony.ui.summary.zombies", t["zombies"]), theme.TEXT))
    if t["broken"]:
        out.append((i18n.plural("colony.ui.summary.broken", t["broken"]), theme.DANGER))
    if t["overruns"]:
        out.append((i18n.plural("colony.ui.summary.overruns", t["overruns"]), theme.DANGER))
    if t["deaths"]:
        out.append((i18n.plural("colony.ui.summary.deaths", t["deaths"]), theme.DANGER))
    delta = t["morale"]
    if delta:
        out.append((i18n.t("colony.ui.summary.morale", delta=f"+{delta}" if delta > 0
                           else i18n.number(delta), value=t["morale_value"]),
                    theme.GOOD if delta > 0 else theme.DANGER))
    else:
        out.append((i18n.t("colony.ui.summary.morale_same"), theme.TEXT))
    return out


__all__ = ["LENGTH", "lines", "phase_events", "tally"]
