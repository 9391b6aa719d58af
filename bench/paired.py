"""CPU per colony decision of this tree against another commit, in paired runs (issue 18).

On a busy machine one tree's runs spread ±10 % within minutes, so two medians taken minutes apart
cannot resolve a 5 % change. This runs the two trees in turn, each game batch in a fresh process
(its caches and the garbage collector's generations grown from nothing, as ``main.py sim``
starts), the order swapped every pair so that a drift of the machine falls on both; it prints
both medians and the median of the per-pair ratios (this tree / the other), the figure to quote.
Instruction counts (valgrind) do not replace it: they miss what is memory-bound, such as the
collector's full passes over long-lived caches (docs/decisions.md, "Engine speed", round 8).

    python bench/paired.py [--against HEAD~1] [--pairs 10] [--games 1000] [--bots random|heuristic]
                           [--players 4]

The other commit is checked out into a temporary git worktree, removed at the end.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# One batch in one process: process CPU time of whole games (setup, decisions, end check) per
# decision, after the content is loaded and one game played (imports, first-use caches); the
# seeds are bench/sim.py's (``run * 100000 + k``, 200 games a run).
RUNNER = """
import sys, time
sys.path.insert(0, sys.argv[1])
from rules.colony.content import load_content
from rules.colony.game import Options
from rules.sim import play
games, bots, players = int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
load_content()
play(Options(players=players, seed=999999), bots)
start, decisions = time.process_time(), 0
for k in range(games):
    decisions += len(play(Options(players=players, seed=(k // 200) * 100000 + k % 200), bots).log)
print((time.process_time() - start) / decisions * 1e6)
"""


def batch(tree: str, args) -> float:
    out = subprocess.run([sys.executable, "-c", RUNNER, tree, str(args.games), args.bots,
                          str(args.players)], capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--against", default="HEAD~1", help="the commit to compare this tree with")
    ap.add_argument("--pairs", type=int, default=10)
    ap.add_argument("--games", type=int, default=1000, help="games in each process")
    ap.add_argument("--bots", default="random", choices=["random", "heuristic"])
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", args.against],
                         capture_output=True, text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="whiteout-paired-") as tmp:
        other = os.path.join(tmp, "tree")
        subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", other, rev],
                       check=True)
        try:
            pairs = []
            for i in range(args.pairs):
                if i % 2 == 0:
                    theirs, ours = batch(other, args), batch(ROOT, args)
                else:
                    ours, theirs = batch(ROOT, args), batch(other, args)
                pairs.append((theirs, ours))
                print(f"pair {i + 1}: {rev} {theirs:.2f} us, this tree {ours:.2f} us", flush=True)
        finally:
            subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", other],
                           check=False)
    theirs = statistics.median(t for t, _ in pairs)
    ours = statistics.median(o for _, o in pairs)
    ratio = statistics.median(o / t for t, o in pairs)
    faster = sum(o < t for t, o in pairs)
    print(f"colony {args.players}p {args.bots}, {args.games} games a process, {args.pairs} pairs: "
          f"{rev} median {theirs:.2f} us a decision, this tree {ours:.2f} us; this / {rev} paired "
          f"median {ratio:.3f} (this tree faster in {faster} of {args.pairs})")


if __name__ == "__main__":
    main()
