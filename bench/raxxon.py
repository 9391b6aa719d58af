"""Raxxon games per second, one process (target: random solo games >= 500/s), and the win-rate
table by level and bot (issue 8 targets: solo heuristic intro >= 60 %, medium 35–55 %,
expert <= 30 %; random clearly lower at every level).

    python bench/raxxon.py [--games 1000] [--runs 5] [--players 1] [--table 400] [--soak 0]

``--table N`` plays N solo games per level and bot; ``--soak N`` plays N random games across
every level and player count with the invariants checked after every action.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.raxxon.content import load_content  # noqa: E402
from rules.raxxon.game import DIFFICULTIES, Options  # noqa: E402
from rules.raxxon.sim import SimFailure, play  # noqa: E402


def speed(games: int, runs: int, players: int, bots: str) -> None:
    rates, cpu_rates, actions, days = [], [], 0, 0
    for run in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        for k in range(games):
            lv = DIFFICULTIES[k % 4]
            g = play(Options(players=players, seed=run * 100000 + k, difficulty=lv), bots)
            actions += len(g.log)
            days += g.day
        rates.append(games / (time.perf_counter() - start))
        cpu_rates.append(games / max(1e-9, time.process_time() - cpu))
    n = games * runs
    print(f"raxxon {players}p {bots} bots, all levels: median {statistics.median(rates):.0f} games/s "
          f"wall clock (runs: {', '.join(f'{r:.0f}' for r in rates)}), "
          f"{statistics.median(cpu_rates):.0f} games per CPU second; {actions / n:.0f} actions and "
          f"{days / n:.2f} days per game")


def table(games: int) -> None:
    print(f"solo win rate, {games} games per cell (seeds 1..{games})")
    print(f"  {'level':<8}{'heuristic':>11}{'random':>9}   heuristic losses")
    for lv in DIFFICULTIES:
        rates = {}
        losses: dict = {}
        for bots in ("heuristic", "random"):
            wins = 0
            for s in range(1, games + 1):
                g = play(Options(players=1, seed=s, difficulty=lv), bots)
                won = g.outcome.reason == "evacuated"
                wins += won
                if bots == "heuristic" and not won:
                    losses[g.outcome.reason] = losses.get(g.outcome.reason, 0) + 1
            rates[bots] = wins / games
        print(f"  {lv:<8}{rates['heuristic']:>10.1%}{rates['random']:>9.1%}   "
              + ", ".join(f"{k} {v}" for k, v in sorted(losses.items())))


def soak(games: int) -> None:
    start = time.perf_counter()
    errors = 0
    reasons: dict = {}
    for k in range(games):
        lv = DIFFICULTIES[k % 4]
        p = 1 + (k // 4) % 4
        try:
            g = play(Options(players=p, seed=500000 + k, difficulty=lv), "random", check=True)
            reasons[g.outcome.reason] = reasons.get(g.outcome.reason, 0) + 1
        except SimFailure as f:
            errors += 1
            print(f"FAILED {lv} {p}p seed {500000 + k}: {str(f).splitlines()[0]}")
    print(f"soak: {games} random games (every level and player count, invariants after every "
          f"action): {errors} errors, {errors} invariant breaks or crashes; ends {reasons}; "
          f"{time.perf_counter() - start:.1f} s")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=1)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic"])
    ap.add_argument("--table", type=int, default=0)
    ap.add_argument("--soak", type=int, default=0)
    args = ap.parse_args()
    load_content()   # parsed once per process; not part of a game's cost
    speed(args.games, args.runs, args.players, args.bots)
    if args.table:
        table(args.table)
    if args.soak:
        soak(args.soak)


if __name__ == "__main__":
    main()
