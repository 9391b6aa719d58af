"""Catanatron's random 4-player game, CPU per decision: the yardstick issue 18 names ("54 µs of
CPU per decision against Catanatron's 44 µs in the same run"). Catanatron is not one of our
dependencies: run this with a Python that has it (``python -m venv /tmp/cat && /tmp/cat/bin/pip
install catanatron``), or let ``bench/sim.py --beside /tmp/cat/bin/python`` run it between its
own runs, so both figures come from the same minutes of the same machine.
    /tmp/cat/bin/python bench/catanatron_random.py [--games 20] [--seed 0]
Prints one line: ``catanatron <µs of CPU per decision> <decisions per game>``.
"""
from __future__ import annotations

import argparse
import random
import time


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    try:
        from catanatron import Color, Game, RandomPlayer
    except ImportError:
        raise SystemExit("catanatron is not installed for this Python (see this file's doc)") from None
    colors = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    Game([RandomPlayer(c) for c in colors], seed=10 ** 6).play()   # modules loaded, caches warm
    start, decisions = time.process_time(), 0
    for k in range(args.games):
        random.seed(args.seed + k)   # its random players draw from the module's generator
        game = Game([RandomPlayer(c) for c in colors], seed=args.seed + k)
        game.play()
        decisions += len(game.state.actions)
    cpu = (time.process_time() - start) / decisions * 1e6
    print(f"catanatron {cpu:.2f} {decisions / args.games:.0f}")


if __name__ == "__main__":
    main()
