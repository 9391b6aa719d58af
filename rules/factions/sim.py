"""Headless faction-war simulator (``python main.py sim --game factions …``; rules/sim.py
dispatches here).

    python main.py sim --game factions --players 2..4 --games N --seed S --bots random|heuristic \\
        [--check] [--json] [--failures DIR] [--jobs N]

Game k plays seed ``--seed + k`` with ``players[k % len(players)]``, so each player count is
played equally often. ``--check`` checks the invariants (rules/factions/invariants.py) after every
action. A failing game writes a save (or, for a crash, the game up to the failing action and
that action's text) to ``--failures``. The report: games, completed, errors, the win rate by
seat (a shared victory counts for each winner), mean turns, the end reasons, games per second.
"""
from __future__ import annotations

import argparse
import json

from rules.core import sim as core_sim
from rules.core.play import PlayFailure
from rules.factions.content import load_content
from rules.factions.game import Game, Options

SimFailure = PlayFailure


def make_bots(kind: str, game: Game, seed: int) -> list:
    return core_sim.make_bots("factions", kind, game, seed)


def play(options: Options, bots: str = "random", check: bool = False) -> Game:
    """One faction-war game to its end (rules/core/sim.py); SimFailure (with the game) on any
    error or broken invariant."""
    return core_sim.play("factions", options, bots, check)


def write_repro(game: Game, folder: str) -> str:
    o = game.options
    return core_sim.write_repro(game, folder, f"sim-failure-factions-{o.players}p-seed{o.seed}.toml")


def play_job(job: tuple) -> dict:
    """One game of a run (a worker process may play it): its figures, or its failure."""
    opts, bots, check, failures = job
    try:
        g = play(opts, bots, check)
    except SimFailure as f:
        return core_sim.failed(opts, f, failures, write_repro)
    return {"players": opts.players, "turns": g.round, "actions": len(g.log),
            "reason": g.outcome.reason, "winners": list(g.outcome.winners),
            "factions": list(g.fac), "shared": len(g.outcome.winners) > 1}


def summarise(rows: list, players_asked: str, bots: str, games: int, elapsed: float) -> dict:
    reasons: dict = {}
    by_players: dict = {}
    completed = errors = turns = actions = shared = 0
    failures = []
    wins_by_seat: dict = {}
    games_by_seat: dict = {}
    wins_by_fac: dict = {}
    games_by_fac: dict = {}
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
        st = by_players.setdefault(f"{p}p", {"games": 0, "turns": 0, "wins_by_seat": [0] * p,
                                             "cap": 0, "fw": {}, "fg": {}})
        st["cap"] += r["reason"] == "round_cap"
        for f in r["factions"]:
            games_by_fac[f] = games_by_fac.get(f, 0) + 1
            st["fg"][f] = st["fg"].get(f, 0) + 1
        for s in r["winners"]:
            f = r["factions"][s]
            wins_by_fac[f] = wins_by_fac.get(f, 0) + 1
            st["fw"][f] = st["fw"].get(f, 0) + 1
        st["games"] += 1
        st["turns"] += r["turns"]
        for s in range(p):
            games_by_seat[s] = games_by_seat.get(s, 0) + 1
        for s in r["winners"]:
            st["wins_by_seat"][s] += 1
            wins_by_seat[s] = wins_by_seat.get(s, 0) + 1
    for st in by_players.values():
        p = len(st["wins_by_seat"])
        st["mean_rounds"] = round(st.pop("turns") / st["games"], 3)
        st["round_cap_rate"] = round(st.pop("cap") / st["games"], 4)
        fw, fg = st.pop("fw"), st.pop("fg")
        st["win_rate_by_faction"] = {f: round(fw.get(f, 0) / n, 4) for f, n in sorted(fg.items())}
        # each faction's wins against its fair share (1/p of the games it played)
        st["faction_vs_fair"] = {f: round(fw.get(f, 0) / n * p, 3) for f, n in sorted(fg.items())}
        st["win_rate_by_seat"] = [round(w / st["games"], 4) for w in st.pop("wins_by_seat")]
        # the largest share of wins any seat takes, against the fair share 1/p
        st["max_seat_vs_fair"] = round(max(st["win_rate_by_seat"]) * p, 3)
    return {
        "game": "factions", "players": players_asked, "bots": bots,
        "games": games, "completed": completed, "errors": errors,
        "win_rate_by_faction": {f: round(wins_by_fac.get(f, 0) / n, 4)
                                for f, n in sorted(games_by_fac.items())},
        "win_rate_by_seat": [round(wins_by_seat.get(s, 0) / games_by_seat[s], 4)
                             for s in sorted(games_by_seat)],
        "shared_victories": shared,
        "mean_rounds": round(turns / completed, 3) if completed else 0.0,
        "round_cap_rate": round(reasons.get("round_cap", 0) / completed, 4) if completed else 0.0,
        "mean_actions": round(actions / completed, 1) if completed else 0.0,
        "end_reasons": dict(sorted(reasons.items())),
        "games_per_second": round(games / elapsed, 2) if elapsed else 0.0,
        "seconds": round(elapsed, 3), "by_players": dict(sorted(by_players.items())),
        "failures": failures,
    }


def run(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(prog="main.py sim --game factions",
                                 description="play full faction-war games with bots")
    ap.add_argument("--game", default="factions", choices=["factions"])
    ap.add_argument("--players", default="3", help="a count (2–4), a range such as 2..4, or 2,4")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic"])
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--failures", default="saves", help="folder for reproducing saves")
    args = ap.parse_args(argv)
    players = core_sim.player_counts(ap, args.players, 2, 4, "OPEN-F-1")
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
        print(f"mean rounds        {result['mean_rounds']} ({result['mean_actions']} actions), "
              f"round cap {result['round_cap_rate']:.0%}")
        print("win rate by faction " + ", ".join(f"{f}: {w:.1%}" for f, w in
                                                 result["win_rate_by_faction"].items()))
        print("win rate by seat   " + ", ".join(f"{s}: {w:.1%}" for s, w in
                                                enumerate(result["win_rate_by_seat"])))
        print(f"games per second   {result['games_per_second']} ({result['seconds']} s)")
        for key, st in result["by_players"].items():
            print(f"  {key:<4}{st['games']:>7} games  rounds {st['mean_rounds']:<7} cap "
                  f"{st['round_cap_rate']:.0%} factions {st['faction_vs_fair']} seats "
                  + " ".join(f"{w:.0%}" for w in st["win_rate_by_seat"])
                  + f"  (best seat {st['max_seat_vs_fair']}x fair)")
    return 1 if result["errors"] else 0


__all__ = ["SimFailure", "make_bots", "play", "play_job", "run", "summarise"]
