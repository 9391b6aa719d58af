"""Headless raxxon simulator (``python main.py sim --game raxxon …``; rules/sim.py dispatches here).

    python main.py sim --game raxxon --players 1..4 --difficulty intro|medium|hard|expert|all \\
        --games N --seed S --bots random|heuristic [--check] [--json] [--failures DIR]

Game k plays seed ``--seed + k`` with the setup ``k % len(setups)`` (setups: every player count
and difficulty asked for), so each setup is played equally often. ``--check`` checks the
invariants (rules/raxxon/invariants.py) after every action. A failing game writes a save (or,
for a crash, the game up to the failing action and that action's text) to ``--failures``.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from rules.core import sim as core_sim
from rules.core.play import PlayFailure
from rules.raxxon.content import load_content
from rules.raxxon.game import DIFFICULTIES, Game, Options

SimFailure = PlayFailure


def make_bots(kind: str, game: Game, seed: int) -> list:
    return core_sim.make_bots("raxxon", kind, game, seed)


def play(options: Options, bots: str = "random", check: bool = False) -> Game:
    """One raxxon game to its end (rules/core/sim.py); SimFailure (with the game) on any error
    or broken invariant."""
    return core_sim.play("raxxon", options, bots, check)


def write_repro(game: Game, folder: str) -> str:
    o = game.options
    return core_sim.write_repro(
        game, folder, f"sim-failure-raxxon-{o.difficulty}-{o.players}p-seed{o.seed}.toml")


def run(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(prog="main.py sim --game raxxon",
                                 description="play full raxxon games with bots")
    ap.add_argument("--game", default="raxxon", choices=["raxxon"])
    ap.add_argument("--players", default="1", help="a count (1–4), a range such as 1..4, or 1,3")
    ap.add_argument("--difficulty", default="medium", help=f"{', '.join(DIFFICULTIES)}, a list "
                                                          "a,b or all")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic", "search"])
    ap.add_argument("--think-ms", type=float, default=1000,
                    help="the search bot's time a decision, in milliseconds (issue 18)")
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--failures", default="saves", help="folder for reproducing saves")
    args = ap.parse_args(argv)
    if args.bots == "search":   # the bot kind carries its think time to worker processes
        args.bots = f"search:{args.think_ms:g}"
    players = core_sim.player_counts(ap, args.players, 1, 4)
    levels = list(DIFFICULTIES) if args.difficulty == "all" else args.difficulty.split(",")
    bad = [x for x in levels if x not in DIFFICULTIES]
    if bad:
        ap.error(f"--difficulty: unknown {bad[0]!r}; one of {', '.join(DIFFICULTIES)} or all")
    if args.games < 0:
        ap.error("--games must be 0 or more")
    setups = [(p, lv) for lv in levels for p in players]
    load_content()
    reasons: dict = {}
    by_setup: dict = {}
    completed = errors = wins = days = actions = max_days = max_actions = 0
    failures = []
    start = time.perf_counter()
    for k in range(args.games):
        p, lv = setups[k % len(setups)]
        opts = Options(players=p, seed=args.seed + k, difficulty=lv)
        try:
            g = play(opts, args.bots, args.check)
        except SimFailure as f:
            errors += 1
            path = write_repro(f.game, args.failures) if f.game else "-"
            failures.append({"seed": opts.seed, "players": p, "difficulty": lv,
                             "error": str(f).splitlines()[0], "save": path})
            print(f"FAILED seed={opts.seed} players={p} difficulty={lv}: {f}\n  save: {path}",
                  file=sys.stderr)
            continue
        completed += 1
        won = g.outcome.reason == "evacuated"
        wins += won
        if not won:
            reasons[g.outcome.reason] = reasons.get(g.outcome.reason, 0) + 1
        days += g.day
        actions += len(g.log)
        max_days = max(max_days, g.day)
        max_actions = max(max_actions, len(g.log))
        key = f"{lv}/{p}p"
        st = by_setup.setdefault(key, {"games": 0, "wins": 0, "days": 0, "max_days": 0})
        st["games"] += 1
        st["wins"] += won
        st["days"] += g.day
        st["max_days"] = max(st["max_days"], g.day)
    elapsed = time.perf_counter() - start
    for st in by_setup.values():
        st["win_rate"] = round(st["wins"] / st["games"], 4) if st["games"] else 0.0
        st["mean_days"] = round(st.pop("days") / st["games"], 3) if st["games"] else 0.0
    result = {
        "game": "raxxon", "players": args.players, "difficulty": args.difficulty,
        "bots": args.bots, "seed": args.seed,
        "games": args.games, "completed": completed, "errors": errors, "wins": wins,
        "win_rate": round(wins / completed, 4) if completed else 0.0,
        "loss_reasons": dict(sorted(reasons.items())),
        "mean_days": round(days / completed, 3) if completed else 0.0,
        "mean_actions": round(actions / completed, 1) if completed else 0.0,
        "max_days": max_days, "max_actions": max_actions,
        "games_per_second": round(args.games / elapsed, 2) if elapsed else 0.0,
        "seconds": round(elapsed, 3), "by_setup": by_setup, "failures": failures,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"games played       {args.games} ({completed} completed, {errors} errors)")
        print(f"wins               {wins} ({result['win_rate']:.1%})")
        print("losses             " + (", ".join(f"{k} {v}" for k, v in result["loss_reasons"].items())
                                       or "none"))
        print(f"mean days          {result['mean_days']} (longest game {max_days} days, "
              f"{max_actions} actions)")
        print(f"games per second   {result['games_per_second']} ({result['seconds']} s)")
        for key, st in by_setup.items():
            print(f"  {key:<14} {st['games']:>6} games  win {st['win_rate']:6.1%}  "
                  f"days {st['mean_days']} (longest {st['max_days']})")
    return 1 if errors else 0


__all__ = ["SimFailure", "make_bots", "play", "run"]
