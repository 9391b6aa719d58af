"""Invariants of a faction-war game, checked after every action in tests and ``sim --check``:
every action card, character card and zombie card in exactly one zone; resources 0–15
(DN-F-12.1); at most 4 intact fortifications per faction (DN-F-8.7) and each intact one neutral
on an uncontrolled place or owned by the place's controller (DN-F-8.9); bases controlled by their
faction (DN-F-12.4); the captive row at most 3, never a Leader (DN-F-9.3, F-5.9); exhaustion only
on the board; the round within the cap; pending xor outcome; no view leaking a hand, a deck order
or another seat's secret selection (DN-F-14.2)."""
from __future__ import annotations

from rules.core.invariants import once, view_leaks
from rules.factions.content import ACTION_DECKS
from rules.factions.game import REASONS


def problems(g, views: bool = True) -> list[str]:
    out: list[str] = []
    _cards(g, out)
    _board(g, out)
    _end(g, out)
    if views:
        view_leaks(g, g.n, hidden_from, out)
        # a view shows a selection only while one is being made: without one, nothing to check
        for seat in [None] + list(range(g.n)) if g.committed else ():
            v = g.public_view() if seat is None else g.view(seat)
            if v["committed"] and seat is not None and v["committed"] != g.committed.get(seat, []):
                out.append(f"seat {seat} sees a selection that is not its own")
    return out


def _cards(g, out: list) -> None:
    c = g.content
    zone = g.zone or {}
    played = list(zone.get("played", []))
    chars = {x for x, d in c.characters.items() if not d.faction or d.faction in g.seat_of}
    actions = {x for d in ACTION_DECKS for x in c.card_ids(d)}
    zones = {"hand %d" % s: [x for x in h] for s, h in enumerate(g.hands)}
    for s, cards in g.committed.items():
        zones[f"committed {s}"] = list(cards)
    zones["zone"] = played
    for d in g.decks:
        zones[f"deck {d}"] = list(g.decks[d])
        zones[f"discard {d}"] = list(g.discards[d])
    zones["board"] = list(g.loc)
    zones["removed"] = list(g.removed)
    zones["captives"] = [x[0] for x in g.captives]
    zones["fallen"] = [x[0] for f in g.fallen for x in f]
    once("cards", zones, chars | actions, out)
    zz = {"zdeck": list(g.zdeck), "zdiscard": list(g.zdiscard),
          "fighting": [zone["card"]] if zone.get("card") else []}
    once("zombie cards", zz, set(c.zombie_ids()), out)
    for x in list(g.loc) + [h for hand in g.hands for h in hand if h in g.strength]:
        if x not in g.owner:
            out.append(f"{x} is in play without an owner")


def _board(g, out: list) -> None:
    for s in range(g.n):
        for name, v in (("Food", g.food[s]), ("Scrap", g.scrap[s])):
            if not 0 <= v <= 15:
                out.append(f"seat {s} has {v} {name} (DN-F-12.1: 0–15)")
        if g.vp[s] < 0:
            out.append(f"seat {s} has negative VP")
        if g.control[g.base[s]] != s:
            out.append(f"the base of seat {s} changed hands (DN-F-12.4)")
        n = sum(1 for f in g.forts.values() if f[0] == s and f[2])
        if n > 4:
            out.append(f"seat {s} owns {n} intact fortifications (DN-F-8.7)")
    for p, f in g.forts.items():
        if f[2] and not ((f[0] == -1 and g.control[p] is None) or f[0] == g.control[p]):
            out.append(f"the intact fortification at {p} is neither neutral on free ground nor "
                       f"its controller's (DN-F-8.9)")
    if len(g.captives) > 3 or any(c[0] in g.leader_of for c in g.captives):
        out.append("the captive row holds more than 3, or a Leader (DN-F-9.3, F-5.9)")
    if not g.exhausted <= set(g.loc):
        out.append("an exhausted character is not on the board")
    for x, p in g.loc.items():
        if p not in g.links:
            out.append(f"{x} stands on the unknown place {p}")


def _end(g, out: list) -> None:
    over = g.outcome is not None
    if over != (g.pending is None):
        out.append("the game has a pending decision and an outcome, or neither")
    if g.round > g.round_cap():
        out.append(f"round {g.round} passed the cap {g.round_cap()} (DN-F-1.5)")
    if over and g.outcome.reason not in REASONS:
        out.append(f"the game ended by {g.outcome.reason!r}")
    if over and not g.outcome.winners:
        out.append("a finished game without a winner (DN-F-1.7)")


def hidden_from(g, seat: int | None) -> set:
    """Card ids ``seat`` must not find in its view: every deck, other hands, other selections."""
    out = set(g.zdeck)
    for d in g.decks.values():
        out.update(d)
    for s, h in enumerate(g.hands):
        if s != seat:
            out.update(h)
    for s, cards in g.committed.items():
        if s != seat:
            out.update(cards)
    return out


__all__ = ["hidden_from", "problems"]
