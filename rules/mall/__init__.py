"""The mall-siege voting game (shared/spec/mall.md) as a pure, deterministic engine.

    from rules import mall
    game = mall.new_game(mall.Options(players=4, seed=7))
    while game.pending:
        game.apply(game.legal_actions()[0])
"""
from rules.mall.actions import MallAction
from rules.mall.content import Content, load_content
from rules.mall.game import FORMAT, Game, Options, new_game

Action = MallAction

__all__ = ["Action", "Content", "FORMAT", "Game", "MallAction", "Options", "load_content",
           "new_game"]
