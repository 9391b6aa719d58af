"""How the search bot (rules/core/search.py, issue 18) judges an evacuation game it has played
ahead in: rollouts by the heuristic bot at every seat to the end of the day (the night's spread
and the board refresh settle what the day's choices were worth), then a win chance.

The win chance at the start of a day is a logistic model fitted on 300 heuristic solo games at
medium (seeds 1000–1299, 724 day starts from day 2 on, held-out accuracy 0.68): evacuated
share, the infection deck left, influence, uncontrolled cards and the infected cards shuffled
into the citizen deck. A determinized copy's citizen deck is the seat's re-deal, never the
truth, so the model reads only what the searching seat could believe.
"""
from __future__ import annotations

import math

# the search bot compares its candidates on shared determinizations (search.paired)
MODE = "paired"
POLICY = "heuristic"
# intercept, evacuated/30, infection deck/15, influence/8, uncontrolled/4, infected in deck/15
W = (0.164, 7.604, 4.63, -3.99, -0.217, -4.244)


def start(game, seat):
    """What ``stop`` compares with: the day the search starts on."""
    return game.day


# a rollout plays at most this many decisions of the day (then the night is projected). A
# short cut (20) was measured to mislead: "go" pays its consequence at once and earns later,
# beyond the cut, so the search passed and lost (0 of 8 games); a rollout to the night compares
# every candidate at the same point of the game.
CUT = 400


def stop(d, ctx, k: int) -> bool:
    """End a rollout once a new day has begun or after ``CUT`` decisions (the game being over
    ends it anyway)."""
    return d.day != ctx or k >= CUT


def value(g, seat: int) -> float:
    """The chance that the evacuation succeeds, 0..1 (1 / 0 for a game over). Mid-day, the night
    is projected as if the day ended now: the spread (at most 4 infected cards of the crowd and
    the uncontrolled ones; an outbreak if the infection deck cannot pay it), every infected card
    back into the citizen deck, the controlled ones uncontrolled."""
    o = g.outcome
    if o is not None:
        return 1.0 if o.reason == "evacuated" else 0.0
    cit = g._citizens
    sick = (sum(1 for c in g.crowd.values() if not cit[c].healthy)
            + sum(1 for c in g.uncontrolled if not cit[c].healthy))
    spread = min(4, sick)
    left = len(g.infection_deck) - spread
    if left < 0:
        return 0.0
    inf_deck = (sum(1 for c in g.citizen_deck if not cit[c].healthy)
                + sum(1 for c in g.discard if not cit[c].healthy) + sick + spread)
    unc = len(g.controlled) if sick or g.crowd else len(g.uncontrolled)
    z = (W[0] + W[1] * len(g.evacuated) / max(1, g.target) + W[2] * left / 15
         + W[3] * g.influence / 8 + W[4] * unc / 4 + W[5] * inf_deck / 15)
    return 1.0 / (1.0 + math.exp(-z))


__all__ = ["CUT", "MODE", "POLICY", "start", "stop", "value"]
