"""What every game's simulator shares (``main.py sim --game ID``): bots from the registry, one
game played to its end and checked, a save that reproduces a failure, player-count ranges and
worker processes. Each game's own simulator (rules/sim.py for colony, rules/raxxon/sim.py) keeps
only its options and its statistics.
"""
from __future__ import annotations

import multiprocessing
import os
import sys
import time

from rules.core import flow
from rules.core.play import PlayFailure, play_out
from rules.core.saves import toml_string, write


def make_bots(game_id: str, kind: str, game, seed: int) -> list:
    """One bot of ``kind`` (random or heuristic) per seat, seeded from the game's seed."""
    from rules import games
    entry = games.get(game_id)
    return [entry.bot(kind, game, i, seed * 31 + i) for i in range(entry.seats(game))]


def play(game_id: str, options, bots: str = "random", check: bool = False, watch=None):
    """One game to its end; PlayFailure (with the game) on any error, on a broken invariant
    (after every action with ``check``; at the end always, the views' leak check only with
    ``check``) or on a game without end.
    ``watch``: an object with ``start(game)`` and ``record(record)``, told of every action."""
    from rules import games
    entry = games.get(game_id)
    game = entry.Game(options)
    if watch is not None:
        watch.start(game)
    play_out(game, make_bots(game_id, bots, game, options.seed),
             on_record=watch.record if watch is not None else None,
             check=entry.problems if check else None)
    # at the end, always: the state's invariants (each card in one zone, counters in bounds...).
    # No view leaks is checked with ``check`` (after every action, and here): it dumps every
    # seat's view, a few times the cost of the rest of the check (docs/decisions.md, issue 18)
    found = entry.problems(game, views=check)
    if found:
        raise PlayFailure("invariant broken at the end: " + "; ".join(found), game)
    return game


def write_repro(game, folder: str, name: str) -> str:
    """A save in ``folder`` that reproduces a failure: the game up to (not including) the failing
    action, with that action named, or the whole game when the failure is a broken invariant."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    try:
        if game.log and game.crashed:
            forced = {str(k): v for k, v in game.rng.forced.items()}
            before = type(game).replay(game.options, game.log[:-1], forced)
            # a top-level key, so it goes before the save's tables
            write(path, f"failing_action = {toml_string(game.log[-1])}\n" + flow.save_text(before))
        else:
            flow.save(game, path)
    except Exception:   # the save itself must never hide the failure
        write(path, f"# could not replay; options {game.options} actions {game.log}\n")
    return path


def counts(spec: str) -> list:
    """Player counts: ``4``, a range ``2..5`` (or ``2-5``), or a list ``1,3``; ValueError else."""
    if ".." in spec or "-" in spec:
        lo, hi = spec.replace("..", "-").split("-")
        return list(range(int(lo), int(hi) + 1))
    return [int(x) for x in spec.split(",")]


def player_counts(ap, spec: str, lo: int, hi: int, rule: str = "") -> list:
    """``--players`` of a sim (``counts``), each between ``lo`` and ``hi``; else the parser's
    error (exit 2) saying so, with the rule that sets the range."""
    try:
        players = counts(spec)
    except ValueError:
        ap.error(f"--players: cannot read {spec!r}")
    if not players or any(not lo <= p <= hi for p in players):
        ap.error(f"--players must be between {lo} and {hi}" + (f" ({rule})" if rule else ""))
    return players


def results(play_job, jobs: list, workers: int):
    """``play_job(job)`` for each job, in job order, in ``workers`` processes (1: this one); so a
    run's output for a seed is the same with any number of workers."""
    if workers <= 1 or len(jobs) < 2:
        yield from map(play_job, jobs)
        return
    # workers start from a clean server process, not a fork of this one: a fork of a process
    # with other threads (a test runner, a window) can inherit a held lock and hang
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods
                                      and not getattr(sys, "frozen", False) else None)
    with ctx.Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap(play_job, jobs, chunksize=max(1, min(16, len(jobs) // (workers * 8))))


def failed(options, failure, folder: str, write_save) -> dict:
    """A run's row for a game that failed: its seed, players, first error line and the save that
    reproduces it (``write_save(game, folder)``), with the whole message."""
    path = write_save(failure.game, folder) if failure.game else "-"
    return {"failure": {"seed": options.seed, "players": options.players,
                        "error": str(failure).splitlines()[0], "save": path}, "message": str(failure)}


def collect(play_job, jobs: list, workers: int) -> tuple[list, float]:
    """Every job's row (``results``), each failure told on stderr as it comes, and the seconds the
    run took."""
    start = time.perf_counter()
    rows = []
    for r in results(play_job, jobs, workers):
        if "failure" in r:
            f = r["failure"]
            print(f"FAILED seed={f['seed']} players={f['players']}: {r['message']}\n"
                  f"  save: {f['save']}", file=sys.stderr)
        rows.append(r)
    return rows, time.perf_counter() - start


__all__ = ["collect", "counts", "failed", "make_bots", "play", "results", "write_repro"]
