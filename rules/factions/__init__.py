"""The faction war (shared/spec/factions.md + factions-design.md) as a pure, deterministic engine.

    from rules import factions
    game = factions.new_game(factions.Options(players=3, seed=7))
    while game.pending:
        game.apply(game.legal_actions()[0])
"""
from rules.factions.actions import FactionsAction
from rules.factions.content import Content, load_content
from rules.factions.game import FORMAT, KNOBS, Game, Options, new_game

Action = FactionsAction

__all__ = ["Action", "Content", "FORMAT", "FactionsAction", "Game", "KNOBS", "Options",
           "load_content", "new_game"]
