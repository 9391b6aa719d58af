"""Headless mall simulator (``python main.py sim --game mall …``; rules/sim.py dispatches here).

    python main.py sim --game mall --players 3..6 --games N --seed S --bots random|heuristic \\
        [--check] [--json] [--failures DIR] [--jobs N]

Game k plays seed ``--seed + k`` with ``players[k % len(players)]``, so each player count is
played equally often. ``--check`` checks the invariants (rules/mall/invariants.py) after every
action. A failing game writes a save (or, for a crash, the game up to the failing action and
that action's text) to ``--failures``. The report: games, completed, errors, the win rate by
seat (a shared victory counts for each winner), mean turns, the end reasons, games per second.
"""
from __future__ import annotations

import argparse
import json

from rules.core import sim as core_sim
from rules.core.play import PlayFailure
from rules.mall.content import load_content
from rules.mall.game import Game, Options

SimFailure = PlayFailure


def make_bots(kind: str, game: Game, seed: int) -> list:
    return core_sim.make_bots("mall", kind, game, seed)


def play(options: Options, bots: str = "random", check: bool = False) -> Game:
    """One mall game to its end (rules/core/sim.py); SimFailure (with the game) on any error
    or broken invariant."""
    return core_sim.play("mall", options, bots, check)


def write_repro(game: Game, folder: str) -> str:
    o = game.options
    return core_sim.write_repro(game, folder, f"sim-failure-mall-{o.players}p-seed{o.seed}.toml")


def play_job(job: tuple) -> dict:
    """One game of a run (a worker process may play it): its figures, or its failure."""
    opts, bots, check, failures = job
    try:
        g = play(opts, bots, check)
    except SimFailure as f:
        return core_sim.failed(opts, f, failures, write_repro)
    return {"players": opts.players, "turns": g.turn, "actions": len(g.log),
            "reason": g.outcome.reason, "winners": list(g.outcome.winners),
            "shared": len(g.outcome.winners) > 1}


def summarise(rows: list, players_asked: str, bots: str, games: int, elapsed: float) -> dict:
    reasons: dict = {}
    by_players: dict = {}
    completed = errors = turns = actions = shared = 0
    failures = []
    wins_by_seat: dict = {}
    games_by_seat: dict = {}
    for r in rows:
        if "failure" in r:
            errors += 1
            failures.append(r["failure"])
            continue
        completed += 1
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
        turns += r["turns"]
        actions += r["actions"]
        shared += r["shared"]
        p = r["players"]
        st = by_players.setdefault(f"{p}p", {"games": 0, "turns": 0, "wins_by_seat": [0] * p})
        st["games"] += 1
        st["turns"] += r["turns"]
        for s in range(p):
            games_by_seat[s] = games_by_seat.get(s, 0) + 1
        for s in r["winners"]:
            st["wins_by_seat"][s] += 1
            wins_by_seat[s] = wins_by_seat.get(s, 0) + 1
    for st in by_players.values():
        p = len(st["wins_by_seat"])
        st["mean_turns"] = round(st.pop("turns") / st["games"], 3)
        st["win_rate_by_seat"] = [round(w / st["games"], 4) for w in st.pop("wins_by_seat")]
        # the largest share of wins any seat takes, against the fair share 1/p
        st["max_seat_vs_fair"] = round(max(st["win_rate_by_seat"]) * p, 3)
    return {
        "game": "mall", "players": players_asked, "bots": bots,
        "games": games, "completed": completed, "errors": errors,
        "win_rate_by_seat": [round(wins_by_seat.get(s, 0) / games_by_seat[s], 4)
                             for s in sorted(games_by_seat)],
        "shared_victories": shared,
        "mean_turns": round(turns / completed, 3) if completed else 0.0,
        "mean_actions": round(actions / completed, 1) if completed else 0.0,
        "end_reasons": dict(sorted(reasons.items())),
        "games_per_second": round(games / elapsed, 2) if elapsed else 0.0,
        "seconds": round(elapsed, 3), "by_players": dict(sorted(by_players.items())),
        "failures": failures,
    }


def run(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(prog="main.py sim --game mall",
                                 description="play full mall games with bots")
    ap.add_argument("--game", default="mall", choices=["mall"])
    ap.add_argument("--players", default="4", help="a count (3–6), a range such as 3..6, or 3,5")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic", "search"])
    ap.add_argument("--think-ms", type=float, default=1000,
                    help="the search bot's time a decision, in milliseconds (issue 18)")
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--failures", default="saves", help="folder for reproducing saves")
    args = ap.parse_args(argv)
    if args.bots == "search":   # the bot kind carries its think time to worker processes
        args.bots = f"search:{args.think_ms:g}"
    players = core_sim.player_counts(ap, args.players, 3, 6, "M-1.1")
    if args.games < 0 or args.jobs < 1:
        ap.error("--games must be 0 or more and --jobs 1 or more")
    load_content()
    jobs = [(Options(players=players[k % len(players)], seed=args.seed + k), args.bots,
             args.check, args.failures) for k in range(args.games)]
    rows, elapsed = core_sim.collect(play_job, jobs, args.jobs)
    result = summarise(rows, args.players, args.bots, args.games, elapsed)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"games played       {args.games} ({result['completed']} completed, "
              f"{result['errors']} errors)")
        print("end reasons        " + (", ".join(f"{k} {v}" for k, v in
                                                 result["end_reasons"].items()) or "none"))
        print(f"mean turns         {result['mean_turns']} ({result['mean_actions']} actions)")
        print("win rate by seat   " + ", ".join(f"{s}: {w:.1%}" for s, w in
                                                enumerate(result["win_rate_by_seat"])))
        print(f"games per second   {result['games_per_second']} ({result['seconds']} s)")
        for key, st in result["by_players"].items():
            print(f"  {key:<4}{st['games']:>7} games  turns {st['mean_turns']:<7} seats "
                  + " ".join(f"{w:.0%}" for w in st["win_rate_by_seat"])
                  + f"  (best seat {st['max_seat_vs_fair']}x fair)")
    return 1 if result["errors"] else 0


__all__ = ["SimFailure", "make_bots", "play", "play_job", "run", "summarise"]
