"""How the search bot (rules/core/search.py, issue 18) plays ahead in a colony game: the paired
root search (its candidates compared on the same determinizations), the heuristic bot at every
seat playing each determinization ``CUT`` decisions on, then the searching seat's chance of
fulfilling its objective (a betrayer's: its betrayal) — exact (1 / 0) if the game ended.

A whole game of heuristic play costs 50–200 ms, too long for 100 ms a decision, hence the cut
and an estimate: a logistic model over what the heuristic bot's own plan (rules/colony/bots/
plan.py) reads off the seat's view — the objective's gap and unmet targets, the Main
objective's gap when the objective needs it done (or failed), betrayer, rounds left, Morale,
progress — fitted on 150 heuristic 4-player games (seeds 1000–1149, 10 552 positions: every
tenth decision, each seat; log loss 0.436 held out against 0.548 for the base rate, accuracy
0.81). The view is the determinized copy's view for the searching seat: nothing it cannot see.
"""
from __future__ import annotations

import math
import threading

MODE = "paired"
POLICY = "heuristic"
CUT = 8
# intercept, gap/5, unmet/3, Main gap/5 (needs Main), Main gap/5 (needs it failed), betrayer,
# rounds left/5, Morale/10, progress
W = (-2.595, -0.386, -2.816, -2.326, -1.42, 1.492, 3.19, 0.123, -0.177)
_LOCAL = threading.local()   # each thread's probes (``_probe``)


def candidate(game, seat: int, action) -> bool:
    """A crisis card that does not match the crisis is tried only when the heuristic bot
    itself plays it (a saboteur's cover): the rollouts stop ``CUT`` decisions on, before the
    Colony phase counts the crisis, so the estimate cannot see its cost, and a wrong card that
    won on noise looked like betrayal to the people at a co-operative table."""
    return action.verb != "crisis" or game.crisis is None or game.matches_crisis(action.card)


def start(game, seat):
    """In the last round the rollouts play to the end (the reward is then exact)."""
    return game.rounds <= 1


def stop(d, ctx, k: int) -> bool:
    return not ctx and k >= CUT


def _probe(g):
    """A heuristic bot that only reads views, one per content and thread: the table searches
    in a worker thread (game/session.py) and the bot memoizes per decision."""
    probes = getattr(_LOCAL, "probes", None)
    if probes is None:
        probes = _LOCAL.probes = {}
    b = probes.get(id(g.content))
    if b is None:
        from rules.colony.bots.heuristic import HeuristicBot
        b = probes[id(g.content)] = HeuristicBot(g.content, 0)
    return b


def features(s, view) -> tuple:
    """The model's inputs from a heuristic ``Situation`` of ``view``."""
    main = 1 if s.plan.main else (-1 if s.plan.main is False else 0)
    mgap = min(s.main_plan.gap(), 10) / 5
    return (1.0, min(s.plan.gap(), 10) / 5, len(s.plan.unmet) / 3, (main == 1) * mgap,
            (main == -1) * mgap, float(s.betrayer), view["rounds_left"] / 5, view["morale"] / 10,
            s.progress)


def value(g, seat: int) -> float:
    o = g.outcome
    if o is not None:
        return 1.0 if o.objectives.get(seat) or seat in o.winners else 0.0
    view = g.view(seat)
    try:
        s = _probe(g).situation(view)
    except Exception:          # pragma: no cover - a view the plan cannot read: no opinion
        return 0.25
    z = sum(w * x for w, x in zip(W, features(s, view), strict=True))
    return 1.0 / (1.0 + math.exp(-z))


__all__ = ["CUT", "MODE", "POLICY", "candidate", "features", "start", "stop", "value"]
