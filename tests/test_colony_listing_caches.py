"""The colony turn listing's caches (rules/colony/actions.py) keep a bounded set of objects: each
action made once, rows by survivor or card and target — never one entry per set of dice, which
kept growing over a long simulation and made every full pass of the garbage collector walk it
(docs/decisions.md, "Engine speed", round 8)."""
from __future__ import annotations

import gc

from rules.colony.actions import Lure, Move, joined, made, per_die_at
from rules.colony.content import load_content
from rules.colony.game import Options
from rules.sim import play


def _tracked_after_collecting() -> int:
    gc.collect()
    return len(gc.get_objects())


def test_many_more_random_games_add_few_objects_for_the_collector():
    load_content()
    for seed in range(100):
        play(Options(players=4, seed=seed))
    before = _tracked_after_collecting()
    for seed in range(100, 400):
        play(Options(players=4, seed=seed))
    grown = _tracked_after_collecting() - before
    # the caches keyed on whole sets of dice grew by ~36 000 objects over these 300 games;
    # rows by survivor and target by ~3 800 (new survivors, cards and targets met)
    assert grown < 10_000, f"{grown} more objects tracked by the garbage collector"


def test_joined_actions_are_the_actions_made_once_in_the_order_asked():
    lures = per_die_at(Lure, "sv.test", (2, 5), ("north", "colony", "mall"), "colony")
    assert [(a.source, a.die) for a in lures] == [("north", 2), ("north", 5), ("mall", 2),
                                                 ("mall", 5)]
    assert all(a is made.Lure("sv.test", a.die, a.source) for a in lures)
    moves = joined(Move, "sv.test", ("mall", "colony", "school"), "colony")
    assert [a.to for a in moves] == ["mall", "school"]
    assert all(a is made.Move("sv.test", a.to) for a in moves)
