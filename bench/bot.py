"""Heuristic bot decision time: p50/p95/max over every decision of many games (target p95 <= 20 ms).

The time covers what a seat's bot does for one decision: view(seat), legal_actions() and choose().
    python bench/bot.py [--games 40]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.colony.bots import HeuristicBot  # noqa: E402
from rules.colony.game import Game, Options  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=40)
    args = ap.parse_args()
    times = []
    reasons: dict[str, int] = {}
    for k in range(args.games):
        g = Game(Options(players=3 + k % 3, seed=k))
        bots = [HeuristicBot(g.content, i) for i in range(g.n)]
        while g.pending is not None:
            seat = g.pending.seat
            t0 = time.perf_counter()
            a = bots[seat].choose(g.view(seat), g.legal_actions())
            times.append(time.perf_counter() - t0)
            g.apply(a)
        reasons[g.outcome.reason] = reasons.get(g.outcome.reason, 0) + 1
    times.sort()
    p95 = times[int(len(times) * 0.95)]
    print(f"heuristic bot: {len(times)} decisions, p50 {statistics.median(times) * 1000:.3f} ms, "
          f"p95 {p95 * 1000:.3f} ms, max {times[-1] * 1000:.3f} ms; end reasons {reasons}")


if __name__ == "__main__":
    main()
