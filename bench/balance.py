"""Balance of the colony content as the heuristic bots play it.

For each Main objective: how often the bots complete it, mean rounds, secret objective rate and
how games end; then where the Colony's Morale went, per game (the cause is the last
Morale-costing event before each loss: a death and its cause and place, starvation, the Waste
check, a failed crisis, two exiles).
    python bench/balance.py [--games 100] [--players 4] [--variant standard] [--jobs 2]
"""
from __future__ import annotations

import argparse
import collections
import multiprocessing
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.colony.bots import HeuristicBot  # noqa: E402
from rules.colony.content import load_content  # noqa: E402
from rules.colony.game import VARIANTS, Game, Options  # noqa: E402

COSTLY = ("survivor_died", "helpless_died", "starving", "waste_check", "crisis_failed",
          "exiles_broke_colony")


def _cause(event) -> str:
    if event.kind != "survivor_died":
        return event.kind
    where = "in the Colony" if event.data.get("place") == "colony" else "at a Location"
    return f"death by {event.data.get('cause')} {where}"


def play_one(job: tuple) -> tuple:
    seed, players, variant, main = job
    g = Game(Options(players=players, seed=seed, variant=variant, objective=main))
    bots = [HeuristicBot(g.content, seed * 31 + i) for i in range(g.n)]
    losses: collections.Counter = collections.Counter()
    last = "other"
    while g.pending is not None:
        seat = g.pending.seat
        record = g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
        for e in record.events:
            if e.kind in COSTLY:
                last = _cause(e)
            elif e.kind == "morale" and e.data["delta"] < 0:
                losses[last] -= e.data["delta"]
    o = g.outcome
    secret = sum(1 for ok in o.objectives.values() if ok) / max(1, len(o.objectives))
    return main, o.reason, o.main_complete, g.round_no, losses, secret


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100, help="games per Main objective")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--variant", default="standard", choices=list(VARIANTS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    mains = sorted(load_content().mains)
    jobs = [(args.seed + s, args.players, args.variant, m) for m in mains for s in range(args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(play_one, jobs, chunksize=4)
    print(f"colony balance: {args.players} players, {args.variant}, heuristic bots, "
          f"{args.games} games per Main objective")
    losses: collections.Counter = collections.Counter()
    for m in mains:
        rows = [r for r in results if r[0] == m]
        ends = collections.Counter(r[1] for r in rows)
        print(f"  {m:24s} main {100 * sum(r[2] for r in rows) / len(rows):5.1f} %   "
              f"rounds {sum(r[3] for r in rows) / len(rows):4.1f}   "
              f"secret {100 * sum(r[5] for r in rows) / len(rows):4.1f} %   ends {dict(ends)}")
        for r in rows:
            losses.update(r[4])
    print(f"  all objectives            main {100 * sum(r[2] for r in results) / len(results):5.1f} %")
    print("Morale lost per game, by cause:")
    for cause, n in losses.most_common():
        print(f"  {n / len(results):5.2f}  {cause}")


if __name__ == "__main__":
    main()
