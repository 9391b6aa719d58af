"""Headless simulator: full games with bots, statistics, and a reproducing save on any failure.

    python main.py sim --game colony --players 4 --games 100 --seed 1 --bots random [--json]
    python main.py sim --game colony --games 2000 --bots heuristic --coverage [--json] [--jobs 2]
    python main.py sim --game colony --games 2000 --bots heuristic --report [--json] [--mains a,b]

Game k plays seed ``--seed + k`` with setup ``k % len(setups)`` and Main objective
``(k // len(setups)) % len(mains)``, so every main is played equally often in every setup.
``--coverage`` and ``--report`` (rules/colony/report.py) default to ``--variant mix``: the
standard, hardcore and co-operative games at each ``--players`` count (default 4) and the
two-player game. ``--jobs N`` plays the games in N worker processes; the results are added up in
game order, so the output for a seed is the same with any number of workers.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from rules.colony import report
from rules.colony.content import load_content
from rules.colony.game import VARIANTS, Game, Options
from rules.core import sim as core_sim
from rules.core.play import PlayFailure

MIX = ("standard", "hardcore", "cooperative")   # --variant mix, besides the two-player game


SimFailure = PlayFailure   # the simulators' name for a game that could not be played on


def make_bots(kind: str, game: Game, seed: int) -> list:
    return core_sim.make_bots("colony", kind, game, seed)


def play(options: Options, bots: str = "random", check: bool = False, watch=None) -> Game:
    """Play one colony game to its end (rules/core/sim.py); SimFailure with the game on any
    error. ``watch``: an object with ``start(game)`` and ``record(record)``."""
    return core_sim.play("colony", options, bots, check, watch)


def _setups(players: list, variant: str) -> list:
    if variant == "mix":   # each side and the co-operative game at 3–5 players, and two players
        out = [(p, v) for p in players if p >= 3 for v in MIX]
        return out + [(2, "standard")]
    variants = list(VARIANTS) if variant == "all" else [variant]
    return [(p, v) for p in players for v in variants if v != "dilemma" or p == 2]


def write_repro(game: Game, folder: str) -> str:
    """A save that reproduces the failure (rules/core/sim.py)."""
    return core_sim.write_repro(game, folder, f"sim-failure-seed{game.options.seed}.toml")


def play_job(job: tuple) -> dict:
    """One game of a run (a worker process may play it): its statistics, or its failure with
    the path of the reproducing save."""
    opts, bots, check, failures, tally = job
    watch = report.GameTally() if tally else None
    try:
        g = play(opts, bots, check, watch)
    except SimFailure as f:
        path = write_repro(f.game, failures) if f.game else "-"
        return {"failure": {"seed": opts.seed, "players": opts.players, "variant": opts.variant,
                            "error": str(f).splitlines()[0], "save": path}, "message": str(f)}
    o = g.outcome
    out = {"reason": o.reason, "main_complete": bool(o.main_complete), "rounds": g.round_no,
           "mode": opts.mode, "secrets": len(o.objectives), "secrets_ok": sum(o.objectives.values())}
    if watch is not None:
        out["tally"] = watch.finish(g)
    return out


def _other_game(argv: list) -> str | None:
    """The ``--game`` asked for when it is not colony: rules/games.py names the module whose
    ``run(argv)`` simulates it (colony's own simulator is this module, its flags unchanged)."""
    for i, a in enumerate(argv):
        if a == "--game" and i + 1 < len(argv):
            g = argv[i + 1]
        elif a.startswith("--game="):
            g = a.partition("=")[2]
        else:
            continue
        return None if g == "colony" else g
    return None


def run(argv: list | None = None) -> int:
    from rules import games
    argv = list(sys.argv[1:] if argv is None else argv)
    other = _other_game(argv)
    if other in games.GAMES and games.GAMES[other].sim_module:
        import importlib
        return importlib.import_module(games.GAMES[other].sim_module).run(argv)
    ap = argparse.ArgumentParser(prog="main.py sim", description="play full games with bots")
    ap.add_argument("--game", default="colony",
                    choices=["colony"] + [g for g, e in games.GAMES.items() if e.sim_module])
    ap.add_argument("--players", default=None, help="a count (2–5) or a range such as 2..5 (default 4)")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic", "search"])
    ap.add_argument("--think-ms", type=float, default=1000,
                    help="the search bot's time a decision, in milliseconds (issue 18)")
    ap.add_argument("--variant", default=None, choices=list(VARIANTS) + ["all", "mix"],
                    help="a variant, all of them, or mix: standard, hardcore and cooperative at "
                         "each player count of 3 or more, and the two-player game (default: "
                         "standard; mix with --coverage or --report)")
    ap.add_argument("--mains", default=None, metavar="ID,ID",
                    help="play only these Main objectives (default: every one in turn)")
    ap.add_argument("--coverage", action="store_true",
                    help="count every card's milestones and list the cards that missed one")
    ap.add_argument("--report", action="store_true",
                    help="objective success rates against the balance targets of issue 7")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--failures", default="saves", help="folder for reproducing saves")
    args = ap.parse_args(argv)
    if args.bots == "search":   # the bot kind carries its think time to worker processes
        args.bots = f"search:{args.think_ms:g}"
    tally = args.coverage or args.report
    players = args.players or "4"
    variant = args.variant or ("mix" if tally else "standard")
    try:
        setups = _setups(core_sim.counts(players), variant)
    except ValueError:
        ap.error(f"--players: cannot read {players!r}")
    if not setups or any(not 2 <= p <= 5 for p, _ in setups):
        ap.error("--players must be between 2 and 5 (dilemma: exactly 2)")
    content = load_content()
    mains = sorted(content.mains)   # every Main objective in turn (C-3.3: or at random)
    if args.mains:
        chosen = [m.strip() for m in args.mains.split(",") if m.strip()]
        unknown = [m for m in chosen if m not in content.mains]
        if unknown or not chosen:
            ap.error(f"--mains: unknown Main objective {', '.join(unknown) or '(none given)'}; "
                     f"one of {', '.join(mains)}")
        mains = list(dict.fromkeys(chosen))
    if args.games < 0 or args.jobs < 1:
        ap.error("--games must be 0 or more and --jobs 1 or more")

    jobs = []
    for k in range(args.games):
        p, v = setups[k % len(setups)]
        jobs.append((Options(players=p, seed=args.seed + k, variant=v,
                             objective=mains[(k // len(setups)) % len(mains)]),
                     args.bots, args.check, args.failures, tally))

    reasons: dict[str, int] = {}
    completed = errors = main_ok = rounds = secret_n = secret_ok = 0
    failures, tallies = [], []
    start = time.perf_counter()
    for r in core_sim.results(play_job, jobs, args.jobs):
        if "failure" in r:
            errors += 1
            f = r["failure"]
            failures.append(f)
            print(f"FAILED seed={f['seed']} players={f['players']} variant={f['variant']}: "
                  f"{r['message']}\n  save: {f['save']}", file=sys.stderr)
            continue
        completed += 1
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
        main_ok += r["main_complete"]
        rounds += r["rounds"]
        if r["mode"] != "cooperative":
            secret_n += r["secrets"]
            secret_ok += r["secrets_ok"]
        if tally:
            tallies.append(r["tally"])
    elapsed = time.perf_counter() - start
    result = {
        "game": args.game, "players": players, "variant": variant, "bots": args.bots,
        "games": args.games, "completed": completed, "errors": errors,
        "end_reasons": dict(sorted(reasons.items())),
        "main_objective_rate": round(main_ok / completed, 4) if completed else 0.0,
        "secret_objective_rate": round(secret_ok / secret_n, 4) if secret_n else 0.0,
        "mean_rounds": round(rounds / completed, 3) if completed else 0.0,
        "games_per_second": round(args.games / elapsed, 2) if elapsed else 0.0,
        "seconds": round(elapsed, 3), "failures": failures,
    }
    checks = None
    if tally:
        checks = report.aggregate(tallies, content, mains)
        result.update(seed=args.seed, jobs=args.jobs, mains=mains,
                      setups=[report.setup_label(p, v) for p, v in setups])
        if args.coverage:
            result.update(checks["coverage"])
        if args.report:
            result.update(checks["report"])
    if args.json:
        print(json.dumps(result))
    else:
        print(f"games played       {args.games} ({completed} completed, {errors} errors)")
        print("end reasons        " + ", ".join(f"{k} {v}" for k, v in result["end_reasons"].items()))
        print(f"main objective     {result['main_objective_rate']:.1%}")
        print(f"secret objectives  {result['secret_objective_rate']:.1%}")
        print(f"mean rounds        {result['mean_rounds']}")
        print(f"games per second   {result['games_per_second']} ({result['seconds']} s, "
              f"{args.jobs} job{'s' if args.jobs > 1 else ''})")
        if checks:
            print(f"setups             {', '.join(result['setups'])}; {len(mains)} Main objectives, "
                  f"{args.bots} bots, seed {args.seed}")
        if args.coverage:
            print()
            print(report.coverage_text(checks["coverage"], completed))
        if args.report:
            print()
            print(report.report_text(checks["report"]))
    return 1 if errors else 0
