"""Faction-war figures (issue 19): random games/s and errors, and the heuristic balance per
player count. Long runs live here, not in the tests.

    python bench/factions.py [--games N] [--jobs J]
"""
from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.factions import sim  # noqa: E402


def run(args: list) -> dict:
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        sim.run(args + ["--json"])
    return json.loads(out.getvalue())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    r = run(["--players", "3", "--games", "500"])
    print(f"random 3p: {r['games_per_second']} games/s, {r['errors']} errors")
    r = run(["--players", "2..4", "--games", str(5 * a.games), "--jobs", str(a.jobs)])
    print(f"random 2-4p: {r['games']} games, {r['errors']} errors")
    for p in (2, 3, 4):
        r = run(["--players", str(p), "--games", str(a.games), "--bots", "heuristic",
                 "--jobs", str(a.jobs)])
        st = r["by_players"][f"{p}p"]
        print(f"heuristic {p}p: rounds {st['mean_rounds']}, cap {st['round_cap_rate']:.0%}, "
              f"factions x fair {st['faction_vs_fair']}, best seat {st['max_seat_vs_fair']}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
