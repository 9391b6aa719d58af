"""How the search bot (rules/core/search.py, issue 18) judges a mall game it has played ahead in:
the paired root search (its candidates compared on the same determinizations, the same dice
to come), the heuristic bot (rules/mall/bots.py) at every seat playing each determinization on
to the game's end, then the searching seat's result: its win, and its points against the best
rival's.

A mall game is short (~10 turns, 240–330 decisions, ~140 left from a mid-game decision): a
heuristic rollout to the end costs ~7 ms (median; 26 ms at most) on this machine, so at 100 ms
a decision the paired search gets ~4 rounds of its three candidates to the real end, where the
reward is exact and needs no model (``HORIZON`` can cut the rollouts at the end of a later turn
instead; then the points standing are the estimate).

The reward mixes the win (M-11.3, M-11.4: a shared victory counts) with the margin of points over
the best rival, because with ~4 rounds a 0/1 reward almost never separates two candidates beyond
the paired test's noise, while the margin is graded (one Kohta more alive is 5 points) and
follows the win: the surviving points are the score. Everything read is the determinized copy's
(where the pieces stand and the hand sizes are public; the copy's hidden cards and dice are the
seat's re-deal), never the real game.

Measured (bench/search.py --game mall, 100 ms a decision, a search seat among three heuristic
seats vs the same seat heuristic on the same seed; docs/decisions.md, issue 18): 500 paired
games, seeds 1–500: the search seat won 52.0 %, the heuristic seat 26.2 %, paired difference
+25.8 ± 5.0 points (2 standard errors). Random rollouts without these hooks: −1.7 ± 15.8.
"""
from __future__ import annotations

MODE = "paired"
POLICY = "heuristic"
# at least this many rounds before the search overrides the heuristic's choice
PAIRED_MIN = 4
# rollouts end this many turns after the one the search starts in (None: at the game's end)
HORIZON = None
# the reward: WIN_SHARE of the win (or lead), the rest the points margin over the best rival
WIN_SHARE = 0.6
SPAN = 30.0          # the margin that maps to the full 0..1 (15 points a seat at most)


def start(game, seat):
    """What ``stop`` compares with: the turn the search starts in."""
    return game.turn


def stop(d, ctx, k: int) -> bool:
    return HORIZON is not None and d.turn > ctx + HORIZON


def points(g, seat: int) -> int:
    """The seat's surviving characters' points (M-11.3)."""
    return sum(g.points[g.kind[p]] for p in g.own(seat))


def value(g, seat: int) -> float:
    """0..1: ``WIN_SHARE`` × the win (game over; else 1 for a lead, ½ for a tie, on points
    then cards in hand as M-11.4) + the rest × the points margin over the best rival."""
    mine = points(g, seat)
    rivals = [(points(g, s), len(g.hands[s])) for s in range(g.n) if s != seat]
    best = max(rivals)
    o = g.outcome
    if o is not None:
        won = 1.0 if seat in o.winners else 0.0
    else:
        me = (mine, len(g.hands[seat]))
        won = 1.0 if me > best else 0.5 if me == best else 0.0
    margin = min(1.0, max(0.0, 0.5 + (mine - best[0]) / SPAN))
    return WIN_SHARE * won + (1 - WIN_SHARE) * margin


__all__ = ["HORIZON", "MODE", "PAIRED_MIN", "POLICY", "start", "stop", "value"]
