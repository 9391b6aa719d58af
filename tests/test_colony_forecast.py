"""The heuristic bot's threat arithmetic (rules/colony/bots/forecast.py) against the rules played
one zombie at a time (C-11.2 – C-11.4): zombie k of a batch goes to entrance k % n; it takes an
empty space, else breaks a barricade (freeing that space), else overruns. The bot counts each
entrance's share in a few steps and keeps answers per board; these tests check the shortcut
against the zombie-by-zombie count on random boards."""
from __future__ import annotations

import random

import pytest

from rules.colony.bots.forecast import colony_guard, overruns_over, place_batch


def _one_at_a_time(spaces, zombies, barricades, count, rounds) -> int:
    z, b = list(zombies), list(barricades)
    over = 0
    for _ in range(rounds):
        for k in range(count):
            i = k % len(spaces)
            if spaces[i] - z[i] - b[i] > 0:
                z[i] += 1
            elif b[i] > 0:
                b[i] -= 1
            else:
                over += 1
    return over


def _board(rng, n):
    spaces = [rng.randint(1, 4) for _ in range(n)]
    zombies = [rng.randint(0, s) for s in spaces]
    barricades = [rng.randint(0, s - z) for s, z in zip(spaces, zombies, strict=True)]
    return tuple(spaces), tuple(zombies), tuple(barricades)


def test_overruns_and_a_batch_match_the_zombie_by_zombie_count():
    """C-11.2 – C-11.4: a place's overruns over one and two rounds, and one batch's end state."""
    rng = random.Random(11)
    for _ in range(3000):
        n = rng.choice((1, 6))
        board = _board(rng, n)
        count, rounds = rng.randint(0, 20), rng.randint(1, 2)
        assert overruns_over(*board, count, rounds) == _one_at_a_time(*board, count, rounds), board
        place = {"spaces": list(board[0]), "zombies": list(board[1]), "barricades": list(board[2])}
        z, b = list(board[1]), list(board[2])
        expected = 0
        for k in range(count):
            i = k % n
            if board[0][i] - z[i] - b[i] > 0:
                z[i] += 1
            elif b[i] > 0:
                b[i] -= 1
            else:
                expected += 1
        assert place_batch(place, count) == expected
        assert place["zombies"] == z and place["barricades"] == b


def test_what_a_barricade_or_a_kill_saves_at_each_entrance():
    """C-11.3: one more barricade (or one zombie fewer) at an entrance saves the difference of
    the whole Colony's overruns; an entrance the Colony lacks is refused."""
    rng = random.Random(12)
    for _ in range(1500):
        spaces, zombies, barricades = _board(rng, 6)
        count = rng.randint(0, 20)
        guard = colony_guard({"spaces": list(spaces), "zombies": list(zombies),
                              "barricades": list(barricades)}, count)
        for e in range(1, 7):
            for kind in ("barricades", "zombies"):
                z, b = list(zombies), list(barricades)
                if kind == "barricades":
                    if spaces[e - 1] - z[e - 1] - b[e - 1] <= 0:
                        continue
                    b[e - 1] += 1
                else:
                    if not z[e - 1]:
                        continue
                    z[e - 1] -= 1
                want = tuple(_one_at_a_time(spaces, zombies, barricades, count, r)
                             - _one_at_a_time(spaces, z, b, count, r) for r in (1, 2))
                assert guard.saved(kind, e) == want, (spaces, zombies, barricades, count, kind, e)
    with pytest.raises(ValueError):
        guard.saved("barricades", 7)
