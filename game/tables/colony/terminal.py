"""One colony game played by bots in the terminal, its log printed as a spectator sees it.

    python main.py play [--players 4] [--seed N] [--bots heuristic|random] [--lang en|ru]
                        [--variant standard] [--delay 0.3]

This is what ``make play`` does until the table on screen exists. It reads no input and needs
no display: only the public events are printed (no hands, no secret objectives until the end).
"""
from __future__ import annotations

import argparse
import sys
import time

from game import i18n
from game.tables.colony.log import Narrator
from rules.colony import Options, new_game
from rules.colony.game import VARIANTS
from rules.core.play import MAX_ACTIONS, PlayFailure, play_out
from rules.sim import make_bots

INDENT = "  "

# the catalogue of this file's sentences: game/locale/<lang>/colony/terminal.toml
NAMESPACE = "colony.terminal"


def say(key: str, lang: str, **fields) -> str:
    """One sentence of the terminal player, from the catalogue."""
    return i18n.t(f"{NAMESPACE}.{key}", lang, **fields)


class Status:
    """Morale, food, starvation, rounds left and zombies per place, followed event by event.

    The status line of a round must show the state when the round begins, and a record holds
    more than that moment (the first turn's start follows in the same record), so the numbers
    come from the events themselves, starting from the state before the first action.
    """

    def __init__(self, game):
        v = game.public_view()
        self.morale = v["morale"]
        self.food = v["food"]
        self.starvation = v["starvation"]
        self.rounds = v["rounds_left"]
        self.zombies = {p: sum(x["zombies"]) for p, x in v["places"].items()}

    def see(self, e) -> None:
        d, k = e.data, e.kind
        if k == "morale":
            self.morale = d["value"]
        elif k == "food":
            self.food = d["value"]
        elif k == "food_spent":
            self.food = d["food"]
        elif k == "fed":
            self.food -= d["food"]
        elif k == "starvation":
            self.starvation = d["value"]
        elif k == "starving":
            self.starvation = d["tokens"]
        elif k in ("round", "round_track"):
            self.rounds = d["rounds_left"]
        elif k == "zombies_added":
            self.zombies[d["place"]] += d["count"]
        elif k == "zombies_removed":
            self.zombies[d["place"]] -= d["count"]
        elif k == "zombie_killed":
            self.zombies[d["place"]] -= 1
        elif k == "lured":
            self.zombies[d["frm"]] -= 1
            self.zombies[d["to"]] += 1

    def snapshot(self) -> dict:
        return {"morale": self.morale, "food": self.food, "starvation": self.starvation,
                "rounds": self.rounds, "zombies": dict(self.zombies)}


class Printer:
    """Lays the log out: a header per round with its status line, a block per turn."""

    def __init__(self, game, lang: str, delay: float, out=None):
        self.game = game
        self.lang = lang
        self.delay = delay
        self.out = out or sys.stdout
        self.narrator = Narrator(game.content, lang)
        self.status = Status(game)
        self.phase = "setup"   # setup | round | turn | between (a turn has ended) | colony

    def line(self, line: str = "", indent: bool = False) -> None:
        print((INDENT + line) if indent and line else line, file=self.out, flush=self.delay > 0)
        if self.delay > 0 and line:
            time.sleep(self.delay)

    def say(self, key: str, **fields) -> str:
        return say(key, self.lang, **fields)

    def seat(self, i: int) -> str:
        s = i18n.t("colony.log.seat", self.lang, n=i + 1)
        return s[:1].upper() + s[1:]

    def header(self, bots: str) -> None:
        g, t = self.game, self.say
        o = g.options
        side = "hardcore" if g.side is g.main.hardcore else "standard"
        self.line(t("title"))
        self.line(t("main", name=g.main.name[self.lang], side=t(f"side.{side}"),
                    morale=g.side.morale, rounds=g.side.rounds))
        self.line(INDENT + g.side.text[self.lang])
        self.line(t("players", n=o.players, bots=t(f"bots.{bots}"), variant=t(f"variant.{o.variant}"),
                    mode=t(f"mode.{o.mode}"), seed=o.seed))
        self.line()
        self.line(f"── {t('setup')} ──")

    def event(self, e) -> None:
        self.status.see(e)
        text = self.narrator.describe(e)   # a spectator: secret events give None
        k = e.kind
        if k == "turn_end":
            self.phase = "between"
            return
        if k == "game_over":
            self.line()
            self.line(f"══ {text} ══")
            self.outcome()
            return
        if text is None:
            return
        if k == "round":
            self.phase = "round"
            self.line()
            self.line(f"══ {text} ══")
            self.line(self.status_line())
            return
        if k == "turn":
            self.phase = "turn"
            self.line()
            self.line(f"▸ {text}")
            return
        if self.phase == "between":   # the last turn of the round has ended: the Colony phase
            self.phase = "colony"
            self.line()
            self.line(f"▸ {self.say('colony_phase')}")
        if k == "round_track" and self.phase == "colony":
            return   # the track's step at the end of the round: the next header says it
        self.line(text, indent=self.phase in ("turn", "colony"))

    def status_line(self) -> str:
        s = self.status
        text = self.say("status", morale=s.morale, food=s.food, rounds=s.rounds,
                        zombies=s.zombies.get("colony", 0))
        if s.starvation:
            text += self.say("starvation", n=s.starvation)
        return text

    def outcome(self) -> None:
        g, t, o = self.game, self.say, self.game.outcome
        c = g.content
        main_name = g.main.name[self.lang]
        self.line(t("main_result", name=main_name,
                    result=t("main.done" if o.main_complete else "main.not_done")))
        self.line(t("objectives"))
        for s in g.seats:
            if s.objective:
                objective = c.objective(s.objective).name[self.lang]
                if s.betrayal2:
                    objective += " / " + c.objective(s.betrayal2).name[self.lang]
            else:
                objective = t("coop_objective")
            if s.exiled_obj:
                objective += t("seat_exiled", name=c.objective(s.exiled_obj).name[self.lang])
            if s.eliminated:
                objective += t("seat_eliminated")
            ok = o.objectives.get(s.i, False)
            result = t("fulfilled" if ok else "not_fulfilled")
            if s.i in o.winners:
                result += f" — {t('winner')}"
            self.line(t("seat_result", seat=self.seat(s.i), objective=objective, result=result),
                      indent=True)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="main.py play",
                                description="Play one colony game with bots and print its log.")
    p.add_argument("--players", type=int, default=4, help="2 to 5 (default 4)")
    p.add_argument("--seed", type=int, default=None, help="the game's seed (default: from the clock)")
    p.add_argument("--bots", choices=("random", "heuristic"), default="heuristic")
    p.add_argument("--lang", choices=i18n.LANGS, default="en")
    p.add_argument("--variant", choices=VARIANTS, default="standard")
    p.add_argument("--delay", type=float, default=0.0, help="seconds to wait after each line")
    return p


def run(argv: list) -> int:
    args = _parser().parse_args(argv)
    seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
    _tolerant_stdout()
    try:
        game = new_game(Options(players=args.players, seed=seed, variant=args.variant))
    except ValueError as e:
        print(say("bad_options", args.lang, error=e), file=sys.stderr)
        return 2
    bots = make_bots(args.bots, game, seed)
    printer = Printer(game, args.lang, max(0.0, args.delay))
    try:
        printer.header(args.bots)
        try:
            play_out(game, bots, on_record=lambda record: [printer.event(e) for e in record.events],
                     max_actions=MAX_ACTIONS)
        except PlayFailure:
            if game.pending is None or len(game.log) <= MAX_ACTIONS:
                raise   # an engine or bot error: the crash log shows it
            print(say("too_long", args.lang, n=MAX_ACTIONS), file=sys.stderr)
            return 1
        sys.stdout.flush()
    except BrokenPipeError:   # `main.py play | head`: the reader has gone, which is fine
        _silence_stdout()
    return 0


def _tolerant_stdout() -> None:
    """A terminal that cannot show "−", "—" or Cyrillic gets "?" instead of a crash."""
    enc = (getattr(sys.stdout, "encoding", None) or "").lower().replace("-", "")
    if enc != "utf8" and hasattr(sys.stdout, "reconfigure"):
        try:
            sys.stdout.reconfigure(errors="replace")
        except (ValueError, OSError, AttributeError):
            pass


def _silence_stdout() -> None:
    import os
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
