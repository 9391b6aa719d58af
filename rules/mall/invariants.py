"""Invariants of a mall game, checked after every action in tests and ``sim --check``.

Every action card in exactly one zone (deck, a hand, the police caller's drawn cards, out of
the game); every character placed once set up, alive at a place of this game or eaten; no place
over its capacity (M-7.11), none at a removed (M-4.4) or blocked place (M-7.17); zombie counts
never negative and none left at the Car Park between turns (M-8.6); the end reached exactly when
M-11 says; the turn within the guard ``TURN_LIMIT`` (not an ending: a game that long means a
bug); no view showing another seat's cards, the deck, the dice to a seat that has not looked,
or another seat's sealed ballot or destination.
"""
from __future__ import annotations

import json

from rules.core.invariants import once, view_leaks
from rules.mall.game import REASONS, TURN_LIMIT


def problems(g, views: bool = True) -> list[str]:
    out: list[str] = []
    _cards(g, out)
    _pieces(g, out)
    _zombies(g, out)
    _end(g, out)
    if views:
        _views(g, out)
    return out


def card_zones(g) -> dict:
    zones = {"deck": g.deck, "out": g.out, "drawn": g.drawn}
    for s, h in enumerate(g.hands):
        zones[f"hand {s}"] = h
    return zones


def _cards(g, out: list) -> None:
    once("action cards", card_zones(g), set(g.content.card_ids()), out)
    if g.drawn and g.caller is None:
        out.append("drawn cards without a police caller")


def _pieces(g, out: list) -> None:
    placed = g.phase != "setup"
    for p in g.pieces:
        at = g.where[p]
        if at > 0 and at not in g.places:
            out.append(f"{p} stands at {at}, which is not a place of this game (M-4.4)")
        if at == 0 and placed:
            out.append(f"{p} was never placed (M-4.5)")
        if (at < 0) != (p in g.dead):
            out.append(f"{p}: eaten and on the board, or gone without being eaten")
    for p in g.places:
        if not g.has_room(p) and len(g.at(p)) > g.capacity[p]:
            out.append(f"place {p} holds {len(g.at(p))}, over its capacity {g.capacity[p]} (M-7.11)")
        if p in g.blocked and g.at(p):
            out.append(f"characters stand at the blocked place {p} (M-7.17, OPEN-M-12)")
    if 1 in g.blocked:
        out.append("the Car Park is blocked (M-7.17)")
    bad = [p for p in g.hidden if g.where.get(p, -1) <= 0]
    if bad:
        out.append(f"characters lying low that are not on the board: {bad[:3]}")
    if g.hidden and g.phase not in ("A", "B", "F", "over"):
        out.append(f"characters lying low in phase {g.phase} (M-9.1: only for votes)")


def _zombies(g, out: list) -> None:
    for p, z in g.zombies.items():
        if z < 0:
            out.append(f"{z} zombies at place {p}")
    # the setup's zombies (M-4.7) may stand at the Car Park until the end of the first turn
    if g.phase in ("A", "B", "C", "D") and g.turn > 1 and g.zombies.get(1):
        out.append("zombies stayed at the Car Park past the end of a turn (M-8.6)")


def _end(g, out: list) -> None:
    over = g.outcome is not None
    if over != (g.pending is None):
        out.append("the game has a pending decision and an outcome, or neither")
    alive = g.alive()
    if g.phase != "setup" and len(alive) <= g.threshold() and not over:
        out.append(f"only {len(alive)} survivors but the game goes on (M-11.2)")
    if over:
        if g.outcome.reason not in REASONS:
            out.append(f"the game ended by {g.outcome.reason!r}, which is no end of M-11")
        if g.outcome.reason == "gathered":
            places = {g.where[p] for p in alive}
            if len(places) != 1 or 1 in places:
                out.append("ended as gathered, but the survivors are not in one place (M-11.1)")
        if not g.outcome.winners:
            out.append("a finished game without a winner (M-11.3)")
    if g.turn > TURN_LIMIT:
        out.append(f"turn {g.turn} passed the guard of {TURN_LIMIT} turns (not an ending: a bug)")


def _views(g, out: list) -> None:
    view_leaks(g, g.n, hidden_from, out)
    for seat in [None] + list(range(g.n)):
        v = g.public_view() if seat is None else g.view(seat)
        who = "the public view" if seat is None else f"the view of seat {seat}"
        may = g.dice_open or (seat is not None and seat in g.saw_dice)
        if v["dice"] is not None and not may:
            out.append(f"{who} shows the hidden zombie dice (M-7.7)")
        if g.poll is not None:
            mine = g.poll.chosen.get(seat) if seat is not None else None
            if v["poll"]["mine"] != mine:
                out.append(f"{who} shows a sealed choice that is not its own")
            text = json.dumps(v["poll"])
            if "chosen" in text:
                out.append(f"{who} shows the sealed choices being collected")


def hidden_from(g, seat: int | None) -> set:
    """The card ids ``seat`` (None: a spectator) must not find in its view: the deck, other
    seats' hands, and the police caller's drawn cards unless it is the caller."""
    out = set(g.deck)
    for s, h in enumerate(g.hands):
        if s != seat:
            out.update(h)
    if seat is None or seat != g.caller:
        out.update(g.drawn)
    return out


__all__ = ["card_zones", "hidden_from", "problems"]
