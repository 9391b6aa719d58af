"""How long ``game.clone()`` takes (issue 18: median <= 0.1 ms), beside the replay it replaces.

Two positions the issue names: a 4-player colony game in round 3 and a solo evacuation (raxxon)
game on day 3, each reached by heuristic bots over several seeds; the mall at turn 2 beside them.
At every decision of that round / day the game is copied ``--reps`` times (as a search copies
its root again and again); the first copy of each decision is counted apart (it may take a
checkpoint). Printed: medians in milliseconds of

  clone      a copy, at a decision the game was already copied at (the search's case)
  first      the first copy at each decision (of a game copied before: it keeps checkpoints)
  +legal     a copy and its legal actions (what a search asks next)
  replay     Game.from_dict(game.to_dict()): the only way to copy before issue 18
  fast path  share of decisions that are resume points (no action replayed)
  determinize  game.determinize(seat to play, rng): a copy re-dealt for that seat (issue 18:
             median <= 1 ms); factions 4p in round 2 is measured too

    python bench/clone.py [--seeds 6] [--reps 15] [--game colony|raxxon|mall]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules import games  # noqa: E402
from rules.core.play import choose  # noqa: E402

CASES = {"colony": (4, lambda g: g.round_no, 3, "round 3"),
         "raxxon": (1, lambda g: g.day, 3, "day 3"),
         "mall": (4, lambda g: g.turn, 2, "turn 2"),
         "factions": (4, lambda g: g.round, 2, "round 2")}


def _ms(xs) -> str:
    return f"{statistics.median(xs) * 1000:.3f} ms" if xs else "-"


def measure(game_id: str, seeds: int, reps: int) -> None:
    entry = games.get(game_id)
    players, where, at, label = CASES[game_id]
    entry.load_content()
    clone_t, first_t, legal_t, replay_t, fast, n = [], [], [], [], 0, 0
    det_t, rng = [], random.Random(1)
    for seed in range(seeds):
        g = entry.new_game(entry.options(players=players, seed=seed))
        bots = [entry.bot("heuristic", g, s, seed=s) for s in range(entry.seats(g))]
        g.clone()   # a game that is searched is copied from its first decision on
        k = 0
        while g.pending is not None and where(g) <= at:
            if where(g) == at:
                n += 1
                fast += g._resume_at is not None
                t = time.perf_counter()
                g.clone()
                first_t.append(time.perf_counter() - t)
                for _ in range(reps):
                    t = time.perf_counter()
                    g.clone()
                    clone_t.append(time.perf_counter() - t)
                t = time.perf_counter()
                g.clone().legal_actions()
                legal_t.append(time.perf_counter() - t)
                for _ in range(max(1, reps // 3)):
                    t = time.perf_counter()
                    g.determinize(g.pending.seat, rng)
                    det_t.append(time.perf_counter() - t)
                if k % 4 == 0:
                    d = g.to_dict()
                    t = time.perf_counter()
                    entry.Game.from_dict(d)
                    replay_t.append(time.perf_counter() - t)
                k += 1
            g.apply(choose(g, bots[g.pending.seat]))
    print(f"{game_id} {players}p, {label} ({n} decisions, {seeds} seeds): "
          f"clone median {_ms(clone_t)} (p90 {sorted(clone_t)[int(len(clone_t) * .9)] * 1000:.3f}"
          f" ms), first {_ms(first_t)}, +legal {_ms(legal_t)}; replay {_ms(replay_t)}; "
          f"fast path {fast}/{n}; determinize median {_ms(det_t)} (p90 "
          f"{sorted(det_t)[int(len(det_t) * .9)] * 1000:.3f} ms)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=6)
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--game", action="append", choices=sorted(CASES))
    args = ap.parse_args()
    for gid in args.game or ["colony", "raxxon", "mall", "factions"]:
        measure(gid, args.seeds, args.reps)


if __name__ == "__main__":
    main()
