"""The crossroads colony game (shared/spec/colony.md) as a pure, deterministic engine.

    from rules import colony
    game = colony.new_game(colony.Options(players=4, seed=7))
    while game.pending:
        game.apply(game.legal_actions()[0])
"""
from rules.colony.actions import ColonyAction
from rules.colony.content import Content, load_content
from rules.colony.game import FORMAT, VARIANTS, Game, Options


def new_game(options: Options, content: Content | None = None) -> Game:
    """A new game, waiting for the first decision (the survivor draft of seat 1)."""
    return Game(options, content)


Action = ColonyAction

__all__ = ["Action", "ColonyAction", "Content", "FORMAT", "Game", "Options", "VARIANTS",
           "load_content", "new_game"]
