"""The raxxon evacuation game (shared/spec/raxxon.md) as a pure, deterministic engine.

    from rules import raxxon
    game = raxxon.new_game(raxxon.Options(players=1, seed=7, difficulty="intro"))
    while game.pending:
        game.apply(game.legal_actions()[0])
"""
from rules.raxxon.actions import RaxxonAction
from rules.raxxon.content import Content, load_content
from rules.raxxon.game import DIFFICULTIES, FORMAT, LEVELS, Game, Options, new_game

Action = RaxxonAction

__all__ = ["Action", "Content", "DIFFICULTIES", "FORMAT", "Game", "LEVELS", "Options",
           "RaxxonAction", "load_content", "new_game"]
