"""Bots for empty seats. Both decide from ``view(seat)`` and ``legal_actions()`` only: the view
is all a person at that seat could see, and card definitions are public (printed on cards).
The heuristic bot may also be handed the public log (``HeuristicBot.observe``).

    forecast.py   the threat arithmetic: where zombies go, what a barricade is worth (C-11)
    scoring.py    what an effect is worth to the Colony
    plan.py       what the bot's own objective asks, from its goal conditions
    memory.py     what a seat remembers, and whom it suspects of betrayal
    heuristic.py  the heuristic bot
    random_bot.py the random bot
"""
from __future__ import annotations

from rules.colony.bots.forecast import EXPOSURE_DEATHS, colony_overruns, place_batch
from rules.colony.bots.heuristic import HeuristicBot, Situation
from rules.colony.bots.random_bot import RandomBot
from rules.colony.bots.scoring import HARMFUL, score_ops

__all__ = ["EXPOSURE_DEATHS", "HARMFUL", "HeuristicBot", "RandomBot", "Situation",
           "colony_overruns", "place_batch", "score_ops"]
