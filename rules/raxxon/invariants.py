"""Invariants of a raxxon game, checked after every action in tests and ``sim --check``.

Every citizen and Raxxon card in exactly one zone; no row or column of the crowd holding more
than 6 cards (R-5.7, OPEN-R-5) and face-up marks only on crowd cards; piles hold what they may
(evacuation: healthy; quarantines: infected); counters in bounds; tokens within their slots;
knowledge only of face-down crowd cards; the end reached exactly when its condition holds, and
only by one of the three ends of R-15; the day within the guard ``DAY_LIMIT`` (R-4.2: not an
ending, a game that long means a bug); no view leaks a face-down card a seat has not seen or any
deck's contents.
"""
from __future__ import annotations

from rules.core.invariants import once, view_leaks
from rules.raxxon import crowd as C
from rules.raxxon.game import DAY_LIMIT

INFLUENCE_MAX = 8
ENDS = ("evacuated", "outbreak", "takeover")


def problems(g, views: bool = True) -> list[str]:
    out: list[str] = []
    _citizens(g, out)
    _raxxon(g, out)
    _crowd(g, out)
    _counters(g, out)
    _boards(g, out)
    if views:
        _views(g, out)
    return out


def citizen_zones(g) -> dict:
    return {"citizen_deck": g.citizen_deck, "infection_deck": g.infection_deck,
            "crowd": list(g.crowd.values()), "discard": g.discard, "evacuated": g.evacuated,
            "controlled": g.controlled, "uncontrolled": g.uncontrolled, "box": g.box}


def _citizens(g, out: list) -> None:
    once("citizen cards", citizen_zones(g), set(g.content.citizens), out)
    cit = g.content.citizens
    if any(not cit[c].healthy for c in g.evacuated):
        out.append("an infected card is in the evacuation pile")
    if any(cit[c].healthy for c in g.controlled + g.uncontrolled):
        out.append("a healthy card is in a quarantine")
    if any(cit[c].healthy for c in g.infection_deck):
        out.append("a healthy card is in the infection deck")


def _raxxon(g, out: list) -> None:
    zones = {"deck": g.rx_deck, "activated": g.rx_activated, "unactivated": g.rx_unactivated,
             "current": g.rx_current}
    once("Raxxon cards", zones, set(g.content.raxxon), out)
    if g.pending is None and g.rx_current:
        out.append(f"Raxxon cards still being resolved after the game: {g.rx_current}")


def _crowd(g, out: list) -> None:
    for axis, at, k in C.overfull(g.crowd):
        out.append(f"{axis} {at} of the crowd holds {k} cards, more than 6 (R-5.7)")
    in_crowd = set(g.crowd.values())
    if not g.up <= in_crowd:
        out.append(f"face-up marks on cards outside the crowd: {sorted(g.up - in_crowd)[:3]}")
    for s, k in enumerate(g.known):
        bad = [c for c in k if c not in in_crowd or c in g.up]
        if bad:
            out.append(f"seat {s} knows {bad[:3]}, which are not face-down crowd cards")
    if g.phase == "actions" and g.pending is not None and g.day == 0:
        out.append("player actions before the first day")


def _counters(g, out: list) -> None:
    if not 0 <= g.influence <= INFLUENCE_MAX:
        out.append(f"influence {g.influence} out of 0..8")
    over = g.outcome is not None
    if g.influence >= INFLUENCE_MAX and not (over and g.outcome.reason == "takeover"):
        out.append("the influence reached 8 but the game goes on (R-15.3)")
    if len(g.evacuated) >= g.target and not (over and g.outcome.reason == "evacuated"):
        out.append("every healthy card is evacuated but the game goes on (R-15.1)")
    if over and g.outcome.reason == "evacuated" and len(g.evacuated) < g.target:
        out.append("the game was won with healthy cards left to evacuate")
    if over != (g.pending is None):
        out.append("the game has a pending decision and an outcome, or neither")
    if over and g.outcome.reason not in ENDS:
        out.append(f"the game ended by {g.outcome.reason!r}, which is none of the ends of R-15")
    if g.day > DAY_LIMIT:
        out.append(f"day {g.day} passed the guard of {DAY_LIMIT} days (R-4.2: not an ending; "
                   "no real game comes near it, docs/decisions.md)")
    if g.solo_passes > 2:
        out.append(f"{g.solo_passes} solo passes in one day (R-16.3)")


def _boards(g, out: list) -> None:
    for s in range(g.n):
        if g.boards[s] is None:
            if g.tokens[s]:
                out.append(f"seat {s} has tokens but no board")
            continue
        side = g.side(s)
        for aid, k in g.tokens[s].items():
            try:
                ad = side.action(aid)
            except KeyError:
                out.append(f"seat {s} has tokens on an unknown action {aid}")
                continue
            if not 1 <= k <= len(ad.slots):
                out.append(f"seat {s} has {k} tokens on {aid}, which has {len(ad.slots)} slots")
    if not g.solo:
        picked = [b for b in g.boards if b is not None]
        if len(set(picked)) != len(picked):
            out.append("two seats share a character board (R-3.6)")


def _views(g, out: list) -> None:
    """No view names a face-down crowd card its seat has not seen, nor a deck card nobody saw
    go in."""
    view_leaks(g, g.n, hidden_from, out)


def hidden_from(g, seat: int | None) -> set:
    """The card ids ``seat`` (None: a spectator) must not find in its view (the contract test).
    A card restocked face up from the discard pile to the bottom of the infection deck was seen
    by everyone going there (the infection deck is never shuffled), so it is no secret: a view
    may name it (an effect it triggered, still waiting to resolve)."""
    facedown = {c for c in g.crowd.values() if c not in g.up}
    mine = g.known[seat] if seat is not None else set()
    seen_in = {e.data["card"] for r in g.history for e in r.events if e.kind == "restocked"}
    return (set(g.citizen_deck) | (set(g.infection_deck) - seen_in) | set(g.rx_deck)
            | (facedown - mine))


__all__ = ["citizen_zones", "hidden_from", "problems"]
