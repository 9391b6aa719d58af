"""Colony games per second and CPU per decision, one process (targets: >= 100 random games/s;
issue 18: <= 30 us of CPU per decision with random bots, <= 120 us with heuristic bots).

Prints the median of several runs of N games each, plus actions per game. The CPU figure is the
process CPU time (``time.process_time``: not wall time, so other processes on the machine count
less) of whole games — setup, every decision (the bots' choices, ``legal_actions``, ``apply``)
and the end-of-game check (the state's invariants; the views' leak check runs only with
``sim --check``), as ``main.py sim`` plays them — divided by the decisions taken. Instructions
per decision (valgrind callgrind), which the machine's load does not move, are the steadier
before/after figure on a busy machine (docs/decisions.md, "Engine speed").
``--beside PYTHON`` runs Catanatron's random game (bench/catanatron_random.py, with a Python that
has catanatron) after each of our runs, as the issue measured it: both medians and their ratio.
    python bench/sim.py [--games 200] [--runs 5] [--players 4] [--bots random|heuristic]
                        [--beside /tmp/cat/bin/python]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
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
    ap.add_argument("--beside", metavar="PYTHON",
                    help="a Python with catanatron: its random game measured after each run")
    args = ap.parse_args()
    yardstick = os.path.join(os.path.dirname(os.path.abspath(__file__)), "catanatron_random.py")
    theirs: list = []
    load_content()   # the content is parsed once per process; not part of a game's cost
    play(Options(players=args.players, seed=999999), args.bots)   # and the modules imported
    rates, cpu, actions, rounds = [], [], 0, 0
    for run in range(args.runs):
        start, start_cpu, decisions = time.perf_counter(), time.process_time(), 0
        for k in range(args.games):
            g = play(Options(players=args.players, seed=run * 100000 + k), args.bots)
            decisions += len(g.log)
            rounds += g.round_no
        cpu.append((time.process_time() - start_cpu) / decisions * 1e6)
        rates.append(args.games / (time.perf_counter() - start))
        actions += decisions
        if args.beside:
            out = subprocess.run([args.beside, yardstick, "--seed", str(run * 1000)],
                                 capture_output=True, text=True, check=True).stdout.split()
            theirs.append(float(out[1]))
    n = args.games * args.runs
    print(f"colony {args.players}p {args.bots} bots: median {statistics.median(rates):.1f} games/s "
          f"(runs: {', '.join(f'{r:.1f}' for r in rates)}); "
          f"{actions / n:.0f} actions and {rounds / n:.2f} rounds per game")
    print(f"CPU per decision: median {statistics.median(cpu):.1f} us "
          f"(runs: {', '.join(f'{c:.1f}' for c in cpu)}); load average "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    if theirs:
        ours, cat = statistics.median(cpu), statistics.median(theirs)
        print(f"Catanatron's random 4p game in the same run: median {cat:.1f} us a decision "
              f"(runs: {', '.join(f'{c:.1f}' for c in theirs)}); ours / theirs {ours / cat:.2f}")


if __name__ == "__main__":
    main()
