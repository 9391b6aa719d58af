"""Random-bot 4-player colony games per second, one process (target >= 100 games/s).

Prints the median of several runs of N games each, plus actions per game.
    python bench/sim.py [--games 200] [--runs 5] [--players 4]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.colony.content import load_content  # noqa: E402
from rules.colony.game import Options  # noqa: E402
from rules.sim import play  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic"])
    args = ap.parse_args()
    load_content()   # the content is parsed once per process; not part of a game's cost
    rates, actions, rounds = [], 0, 0
    for run in range(args.runs):
        start = time.perf_counter()
        for k in range(args.games):
            g = play(Options(players=args.players, seed=run * 100000 + k), args.bots)
            actions += len(g.log)
            rounds += g.round_no
        rates.append(args.games / (time.perf_counter() - start))
    n = args.games * args.runs
    print(f"colony {args.players}p {args.bots} bots: median {statistics.median(rates):.1f} games/s "
          f"(runs: {', '.join(f'{r:.1f}' for r in rates)}); "
          f"{actions / n:.0f} actions and {rounds / n:.2f} rounds per game")


if __name__ == "__main__":
    main()
