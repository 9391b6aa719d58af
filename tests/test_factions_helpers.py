"""Helpers for the faction-war tests (not a test module of its own)."""
from __future__ import annotations

from rules.factions import Options
from rules.factions.position import build

FOUR = ("bikers", "party", "bees", "raiders")


def game(factions=FOUR, **kw):
    """A test position: seats in the order of ``factions``; day phase unless told."""
    return build(Options(players=len(factions), seed=1, factions=tuple(factions)), **kw)


def play(g, *texts):
    for t in texts:
        g.apply(t)
    return g


def kinds(g):
    return g.pending.kind if g.pending else None


def events(g, kind):
    return [e.data for r in g.history for e in r.events if e.kind == kind]


def until(g, kind, answer="done"):
    """Answer every decision with ``answer`` (or the first legal action) until ``kind`` is asked."""
    while g.pending is not None and g.pending.kind != kind:
        legal = g.legal_actions()
        pick = next((a for a in legal if a.text == answer), legal[0])
        g.apply(pick)
    return g
