"""Helpers for the mall tests (shared/spec/mall.md): positions through the public builder
(rules/mall/position.py), answers through the public API only. Seats take the content's colours
in order: 0 orange, 1 sky, 2 green, 3 blue, 4 brick, 5 pink; the kinds are ``star`` (the spec's
Rei, 7), ``bouncer`` (Kohta, 5), ``negotiator`` (Takashi, 3), ``intern`` (Alice, 1)."""
from __future__ import annotations

from rules.mall import actions as A
from rules.mall.content import load_content
from rules.mall.game import Game, Options
from rules.mall.position import build

C = load_content()
COL = [c.id for c in C.colours]
ORANGE, SKY, GREEN, BLUE = COL[:4]


def pc(seat: int, kind: str) -> str:
    """The piece id of ``kind`` of the player at ``seat``."""
    return f"{COL[seat]}.{kind}"


def cards(kind: str, n: int = 1, skip: int = 0) -> list:
    """``n`` copies of the card kind whose effect is ``kind`` (weapon, threat, …)."""
    k = next(c for c in C.cards.values() if c.effect == kind)
    return [f"{k.id}.{i}" for i in range(1 + skip, 1 + skip + n)]


def pos(players: int = 4, **kw) -> Game:
    return build(Options(players=players, seed=kw.pop("seed", 1)), **kw)


def events(g_or_rec, kind: str) -> list:
    """Events of ``kind``: of a Record, or of a game's whole history."""
    if hasattr(g_or_rec, "history"):
        return [e for r in g_or_rec.history for e in r.events if e.kind == kind]
    return [e for e in g_or_rec.events if e.kind == kind]


def kinds(g) -> list:
    return [e.kind for r in g.history for e in r.events]


def ask(g):
    """(seat, kind) of the pending decision."""
    return (g.pending.seat, g.pending.kind) if g.pending else None


def done_until(g, kind: str, limit: int = 60):
    """Answer every other decision with ``done`` (or its first legal action) until ``kind``."""
    for _ in range(limit):
        if g.pending is None or g.pending.kind == kind:
            return g
        legal = g.legal_actions()
        g.apply(A.DONE if A.DONE in legal else legal[0])
    raise AssertionError(f"{kind} was never asked; pending {ask(g)}")


def vote_all(g, choices: dict):
    """Cast one round's ballots: ``choices`` seat -> colour, each seat once, in asking order."""
    left = dict(choices)
    while g.pending is not None and g.pending.kind == "vote" and g.pending.seat in left:
        g.apply(A.vote(left.pop(g.pending.seat)))
    assert not left, f"these seats were not asked to vote: {sorted(left)}"


def test_helpers_name_pieces_and_cards_from_content():
    assert pc(1, "star") == f"{SKY}.star"
    assert cards("weapon", 2) == ["axe.1", "axe.2"]
