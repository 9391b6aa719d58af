"""Headless simulator: full games with bots, statistics, and a reproducing save on any failure.

    python main.py sim --game colony --players 4 --games 100 --seed 1 --bots random [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback

from rules.colony import invariants
from rules.colony.bots import HeuristicBot, RandomBot
from rules.colony.content import load_content
from rules.colony.game import VARIANTS, Game, Options
from rules.colony.saves import save, save_text
from rules.core.saves import write

MAX_ACTIONS = 20000   # far above any real game; reaching it is reported as a failure


class SimFailure(Exception):
    def __init__(self, message: str, game: Game | None):
        super().__init__(message)
        self.game = game


def make_bots(kind: str, game: Game, seed: int) -> list:
    if kind == "heuristic":
        return [HeuristicBot(game.content, seed * 31 + i) for i in range(game.n)]
    return [RandomBot(seed * 31 + i) for i in range(game.n)]


def play(options: Options, bots: str = "random", check: bool = False) -> Game:
    """Play one game to its end; raises SimFailure with the game on any error."""
    game = Game(options)
    players = make_bots(bots, game, options.seed)
    steps = 0
    while game.pending is not None:
        seat = game.pending.seat
        bot = players[seat]
        action = bot.choose(game.view(seat) if bot.uses_view else None, game.legal_actions())
        try:
            game.apply(action)
        except Exception as e:
            raise SimFailure(f"{type(e).__name__} on '{action.text}': {e}\n{traceback.format_exc()}",
                             game) from e
        steps += 1
        if check:
            found = invariants.problems(game)
            if found:
                raise SimFailure("invariant broken after '%s': %s" % (action.text, "; ".join(found)), game)
        if steps > MAX_ACTIONS:
            raise SimFailure(f"game did not end after {MAX_ACTIONS} actions", game)
    found = invariants.problems(game)
    if found:
        raise SimFailure("invariant broken at the end: " + "; ".join(found), game)
    return game


def _counts(spec: str) -> list:
    if ".." in spec or "-" in spec:
        lo, hi = spec.replace("..", "-").split("-")
        return list(range(int(lo), int(hi) + 1))
    return [int(spec)]


def _setups(players: list, variant: str) -> list:
    variants = list(VARIANTS) if variant == "all" else [variant]
    return [(p, v) for p in players for v in variants if v != "dilemma" or p == 2]


def write_repro(game: Game, folder: str) -> str:
    """A save that reproduces the failure: the game up to (not including) the failing action,
    with that action named, or the whole game when the failure is a broken invariant."""
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"sim-failure-seed{game.options.seed}.toml")
    try:
        if game.log and _crashed(game):
            last = game.log[-1]
            before = Game.replay(game.options, game.log[:-1], {str(k): v for k, v in game.rng.forced.items()})
            # a top-level key, so it goes before the save's tables
            write(path, f'failing_action = "{last}"\n' + save_text(before))
        else:
            save(game, path)
    except Exception:   # the save itself must never hide the failure
        write(path, f"# could not replay; options {game.options} actions {game.log}\n")
    return path


def _crashed(game: Game) -> bool:
    """An exception inside the flow ends its generator without an outcome."""
    return game._gen.gi_frame is None and game.outcome is None


def run(argv: list | None = None) -> int:
    ap = argparse.ArgumentParser(prog="main.py sim", description="play full games with bots")
    ap.add_argument("--game", default="colony", choices=["colony"])
    ap.add_argument("--players", default="4", help="a count (2–5) or a range such as 2..5")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="random", choices=["random", "heuristic"])
    ap.add_argument("--variant", default="standard", choices=list(VARIANTS) + ["all"])
    ap.add_argument("--check", action="store_true", help="check invariants after every action")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--failures", default="saves", help="folder for reproducing saves")
    args = ap.parse_args(argv)
    try:
        setups = _setups(_counts(args.players), args.variant)
    except ValueError:
        ap.error(f"--players: cannot read {args.players!r}")
    if not setups or any(not 2 <= p <= 5 for p, _ in setups):
        ap.error("--players must be between 2 and 5 (dilemma: exactly 2)")

    reasons: dict[str, int] = {}
    completed = errors = main_ok = rounds = secret_n = secret_ok = 0
    failures = []
    start = time.perf_counter()
    mains = sorted(load_content().mains)   # every Main objective in turn (C-3.3: or at random)
    for k in range(args.games):
        players, variant = setups[k % len(setups)]
        seed = args.seed + k
        opts = Options(players=players, seed=seed, variant=variant,
                       objective=mains[(k // len(setups)) % len(mains)])
        try:
            g = play(opts, args.bots, args.check)
        except SimFailure as f:
            errors += 1
            path = write_repro(f.game, args.failures) if f.game else "-"
            failures.append({"seed": seed, "players": players, "variant": variant,
                             "error": str(f).splitlines()[0], "save": path})
            print(f"FAILED seed={seed} players={players} variant={variant}: {f}\n  save: {path}",
                  file=sys.stderr)
            continue
        completed += 1
        o = g.outcome
        reasons[o.reason] = reasons.get(o.reason, 0) + 1
        main_ok += o.main_complete
        rounds += g.round_no
        if opts.mode != "cooperative":
            secret_n += len(o.objectives)
            secret_ok += sum(o.objectives.values())
    elapsed = time.perf_counter() - start
    result = {
        "game": args.game, "players": args.players, "variant": args.variant, "bots": args.bots,
        "games": args.games, "completed": completed, "errors": errors,
        "end_reasons": dict(sorted(reasons.items())),
        "main_objective_rate": round(main_ok / completed, 4) if completed else 0.0,
        "secret_objective_rate": round(secret_ok / secret_n, 4) if secret_n else 0.0,
        "mean_rounds": round(rounds / completed, 3) if completed else 0.0,
        "games_per_second": round(args.games / elapsed, 2) if elapsed else 0.0,
        "seconds": round(elapsed, 3), "failures": failures,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"games played       {args.games} ({completed} completed, {errors} errors)")
        print("end reasons        " + ", ".join(f"{k} {v}" for k, v in result["end_reasons"].items()))
        print(f"main objective     {result['main_objective_rate']:.1%}")
        print(f"secret objectives  {result['secret_objective_rate']:.1%}")
        print(f"mean rounds        {result['mean_rounds']}")
        print(f"games per second   {result['games_per_second']}")
    return 1 if errors else 0
