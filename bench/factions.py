"""Faction-war figures (issue 19): random 3-player games per CPU second, errors over many random
games, the heuristic balance per player count, and a digest that proves a speed change left play
alone. Long runs live here, not in the tests.

    python bench/factions.py [--games N] [--jobs J]      speed, 5×N random games, balance
    python bench/factions.py speed [--games N] [--repeats R]
    python bench/factions.py digest [--games N] [--bots random|heuristic]

``speed`` plays N random 3-player games R times in this process and prints the median games per
second of CPU time (``time.process_time``: other processes on a loaded machine count less than
in wall time). ``digest`` plays N seeded games (2, 3 and 4 players in turn) and prints a hash of
every action and final state: the same digest before and after a change means the same games.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.factions import sim  # noqa: E402
from rules.factions.game import Options  # noqa: E402


def run(args: list) -> dict:
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        sim.run(args + ["--json"])
    return json.loads(out.getvalue())


def speed(games: int, repeats: int) -> list:
    """Random 3-player games per CPU second, once per repeat (seeds 1..games each time)."""
    sim.play(Options(players=3, seed=0), "random")       # imports and content loaded first
    out = []
    for _ in range(repeats):
        t = time.process_time()
        for k in range(games):
            sim.play(Options(players=3, seed=1 + k), "random")
        out.append(games / max(1e-9, time.process_time() - t))
    return out


def digest(games: int, bots: str) -> str:
    """A hash of the action texts and final state of ``games`` seeded games."""
    h = hashlib.sha256()
    for k in range(games):
        g = sim.play(Options(players=(2, 3, 4)[k % 3], seed=1000 + k), bots)
        h.update("\n".join(g.log).encode())
        h.update(json.dumps(g.state_dict(), sort_keys=True, default=str).encode())
    return h.hexdigest()[:16]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", nargs="?", default="all", choices=["all", "speed", "digest"])
    ap.add_argument("--games", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic"])
    a = ap.parse_args()
    if a.what == "speed":
        rates = speed(a.games or 300, a.repeats)
        print(f"random 3p: median {statistics.median(rates):.1f} games per CPU second "
              f"({', '.join(f'{r:.1f}' for r in rates)})")
        return 0
    if a.what == "digest":
        print(f"{a.bots} {a.games or 300} games: digest {digest(a.games or 300, a.bots)}")
        return 0
    games = a.games or 2000
    rates = speed(300, 3)
    print(f"random 3p: median {statistics.median(rates):.1f} games per CPU second")
    r = run(["--players", "2..4", "--games", str(5 * games), "--jobs", str(a.jobs)])
    print(f"random 2-4p: {r['games']} games, {r['errors']} errors")
    for p in (2, 3, 4):
        r = run(["--players", str(p), "--games", str(games), "--bots", "heuristic",
                 "--jobs", str(a.jobs)])
        st = r["by_players"][f"{p}p"]
        print(f"heuristic {p}p: {st['games']} games, {r['errors']} errors, rounds "
              f"{st['mean_rounds']}, cap {st['round_cap_rate']:.1%}, factions x fair "
              f"{st['faction_vs_fair']}, best seat {st['max_seat_vs_fair']}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
