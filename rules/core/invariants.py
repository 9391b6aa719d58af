"""Invariant helpers every game's ``invariants.problems(g)`` uses (checked after every action in
tests and ``sim --check``): each card in exactly one zone, and no view showing what its seat
may not see.
"""
from __future__ import annotations

import json
from collections import Counter
from typing import Callable


def once(label: str, zones: dict, expected: set, out: list) -> None:
    """Every card of ``expected`` in exactly one of ``zones`` (name → cards), and nothing else."""
    flat = [c for cards in zones.values() for c in cards]
    found = set(flat)
    if len(found) == len(flat) and found == expected:   # the answer nearly always: no problem
        return
    seen = Counter()
    for cards in zones.values():
        seen.update(cards)
    dup = [c for c, k in seen.items() if k > 1]
    if dup:
        where = {c: [z for z, cards in zones.items() if c in cards] for c in dup[:3]}
        out.append(f"{label} in more than one zone: {where}")
    missing = expected - set(seen)
    if missing:
        out.append(f"{label} missing from every zone: {sorted(missing)[:5]}")
    extra = set(seen) - expected
    if extra:
        out.append(f"unknown {label}: {sorted(extra)[:5]}")


def view_leaks(g, seats: int, hidden_from: Callable, out: list) -> None:
    """No ``view(seat)`` holds an id of ``hidden_from(g, seat)``, and ``public_view()`` none of
    ``hidden_from(g, None)`` (ids are looked for as whole JSON strings)."""
    for seat in [None] + list(range(seats)):
        text = json.dumps(g.public_view() if seat is None else g.view(seat))
        who = "the public view" if seat is None else f"the view of seat {seat}"
        for tok in sorted(hidden_from(g, seat)):
            if f'"{tok}"' in text:
                out.append(f"{who} shows the hidden card {tok}")


__all__ = ["once", "view_leaks"]
