"""Mall-siege figures, one process (issue 17 targets: random 4-player games >= 200/s; 10,000
random games over 3–6 players with 0 errors; heuristic 4-player games last 6–12 turns; no seat
wins more than 1.5x its fair share).

    python bench/mall.py [--games 1000] [--runs 5] [--soak 10000] [--check] [--table 1000]

``--runs`` timed runs of ``--games`` random 4-player games (the median is the figure);
``--soak N`` plays N random games over 3–6 players (``--check``: invariants after every
action); ``--table N`` plays N heuristic games at each player count and prints the turns and
the win rate by seat against the fair share.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.mall.content import load_content  # noqa: E402
from rules.mall.game import Options  # noqa: E402
from rules.mall.sim import SimFailure, play  # noqa: E402


def speed(games: int, runs: int, players: int) -> None:
    rates, cpu_rates, actions, turns = [], [], 0, 0
    for run in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        for k in range(games):
            g = play(Options(players=players, seed=run * 100000 + k), "random")
            actions += len(g.log)
            turns += g.turn
        rates.append(games / (time.perf_counter() - start))
        cpu_rates.append(games / max(1e-9, time.process_time() - cpu))
    n = games * runs
    print(f"mall {players}p random bots: median {statistics.median(rates):.0f} games/s wall clock "
          f"(runs: {', '.join(f'{r:.0f}' for r in rates)}), {statistics.median(cpu_rates):.0f} "
          f"games per CPU second; {actions / n:.0f} actions and {turns / n:.2f} turns per game")


def soak(games: int, check: bool) -> None:
    start = time.perf_counter()
    errors = 0
    reasons: dict = {}
    for k in range(games):
        p = 3 + k % 4
        try:
            g = play(Options(players=p, seed=700000 + k), "random", check=check)
            reasons[g.outcome.reason] = reasons.get(g.outcome.reason, 0) + 1
        except SimFailure as f:
            errors += 1
            print(f"FAILED {p}p seed {700000 + k}: {str(f).splitlines()[0]}")
    print(f"soak: {games} random games over 3–6 players "
          f"({'invariants after every action' if check else 'invariants at the end'}): "
          f"{errors} errors; ends {dict(sorted(reasons.items()))}; "
          f"{time.perf_counter() - start:.1f} s")


def table(games: int) -> None:
    print(f"heuristic bots, {games} games per player count (seeds 1..{games})")
    print(f"  {'players':<8}{'turns':>7}{'median':>8}   win rate by seat (fair share)   "
          "best seat vs fair")
    for p in range(3, 7):
        wins = [0] * p
        turns = []
        for s in range(1, games + 1):
            g = play(Options(players=p, seed=s), "heuristic")
            turns.append(g.turn)
            for w in g.outcome.winners:
                wins[w] += 1
        rates = [w / games for w in wins]
        print(f"  {p:<8}{sum(turns) / games:>7.2f}{statistics.median(turns):>8}   "
              + " ".join(f"{r:5.1%}" for r in rates) + f"  ({1 / p:.1%})   "
              f"{max(rates) * p:.2f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--soak", type=int, default=0)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--table", type=int, default=0)
    args = ap.parse_args()
    load_content()
    if args.games:
        speed(args.games, args.runs, args.players)
    if args.soak:
        soak(args.soak, args.check)
    if args.table:
        table(args.table)


if __name__ == "__main__":
    main()
