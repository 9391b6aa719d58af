"""The search bot against the heuristic bot (issue 18), by ``sim``-style games at a fixed
think time per decision. Long: not a test.

  raxxon   solo evacuation at medium: for each seed the search bot plays the game, and the
           heuristic bot plays the same seed; printed: win rates (and the paired difference),
           the share of games evacuating >= 15 cards (the medium target), mean evacuated.
  colony   4 players: for game k the search bot sits at seat k % 4 among three heuristic bots;
           the same seed is played by four heuristic bots; printed: how often that seat
           fulfils its objective in each (paired).
  mall     4 players, the same seating: how often that seat wins (a winner's share counts
           as a win), paired.

    python bench/search.py --game raxxon --games 40 --think-ms 100 [--seed 1] [--jobs 2] [--out FILE]

Each finished game is printed as one JSON line (and appended to ``--out``), then a summary with
95% confidence intervals (normal approximation).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules import games  # noqa: E402
from rules.core.play import play_out  # noqa: E402


def one(game_id: str, seed: int, k: int, think_ms: float) -> dict:
    e = games.get(game_id)
    if game_id == "raxxon":
        opts = e.options(players=1, seed=seed, difficulty="medium")
        seat = 0
    else:   # colony, mall
        opts = e.options(players=4, seed=seed)
        seat = k % 4
    out = {"game": game_id, "seed": seed, "seat": seat}
    for kind in ("search", "heuristic"):
        g = e.new_game(opts)
        bots = [e.bot("heuristic", g, s, seed * 31 + s) for s in range(e.seats(g))]
        if kind == "search":
            bots[seat] = e.bot("search", g, seat, seed, think_ms=think_ms)
        t = time.perf_counter()
        play_out(g, bots)
        o = g.outcome
        r = {"seconds": round(time.perf_counter() - t, 1)}
        if game_id == "raxxon":
            r.update(won=o.reason == "evacuated", evacuated=len(g.evacuated), reason=o.reason)
        elif game_id == "mall":
            r.update(won=seat in o.winners, winners=len(o.winners))
        else:
            r.update(fulfilled=bool(o.objectives.get(seat)), won=seat in o.winners,
                     reason=o.reason)
        out[kind] = r
    return out


def _ci(p: float, n: int) -> str:
    h = 1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n) if n else 0
    return f"{p:.1%} ± {h:.1%}"


def summary(rows: list) -> str:
    n = len(rows)
    if not n:
        return "no games"
    gid = rows[0]["game"]
    lines = [f"{gid}: {n} paired games"]
    key = "fulfilled" if gid == "colony" else "won"
    s = sum(r["search"][key] for r in rows) / n
    h = sum(r["heuristic"][key] for r in rows) / n
    diffs = [r["search"][key] - r["heuristic"][key] for r in rows]
    md = sum(diffs) / n
    sd = math.sqrt(sum((x - md) ** 2 for x in diffs) / max(1, n - 1))
    lines.append(f"  {key}: search {_ci(s, n)}, heuristic {_ci(h, n)}; paired difference "
                 f"{md:+.1%} ± {1.96 * sd / math.sqrt(n):.1%}")
    if gid == "raxxon":
        for who in ("search", "heuristic"):
            ev = [r[who]["evacuated"] for r in rows]
            lines.append(f"  {who}: evacuated >= 15 in {_ci(sum(x >= 15 for x in ev) / n, n)}, "
                         f"mean evacuated {sum(ev) / n:.2f}")
    sec = sum(r["search"]["seconds"] for r in rows) / n
    lines.append(f"  mean seconds per search game {sec:.1f}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=["raxxon", "colony", "mall"], default="raxxon")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think-ms", type=float, default=100)
    ap.add_argument("--out", default=None)
    ap.add_argument("--jobs", type=int, default=1, help="games in parallel (worker processes)")
    ap.add_argument("--summary", default=None, help="only summarise this JSON-lines file")
    args = ap.parse_args()
    if args.summary:
        with open(args.summary) as f:
            print(summary([json.loads(x) for x in f if x.strip()]))
        return
    rows = []
    jobs = [(args.game, args.seed + k, k, args.think_ms) for k in range(args.games)]
    if args.jobs > 1:
        from multiprocessing import Pool
        pool = Pool(args.jobs)
        results = pool.imap(_one, jobs)
    else:
        pool, results = None, map(_one, jobs)
    for r in results:
        rows.append(r)
        line = json.dumps(r)
        print(line, flush=True)
        if args.out:
            with open(args.out, "a") as f:
                f.write(line + "\n")
    if pool is not None:
        pool.close()
    print(summary(rows))


def _one(job):
    return one(*job)


if __name__ == "__main__":
    main()
