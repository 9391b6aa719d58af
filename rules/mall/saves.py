"""Saving and loading mall games: the shared save format (rules/core/saves.py) through the
flow driver's generic save functions (rules/core/flow.py)."""
from __future__ import annotations

from rules.core import flow
from rules.mall.game import Game


def save_text(game: Game) -> str:
    return flow.save_text(game)


def save(game: Game, path: str) -> None:
    flow.save(game, path)


def load(path: str) -> Game:
    """The game a save holds, replayed and checked; SaveError (the file untouched) otherwise."""
    return flow.load(path, Game)


__all__ = ["load", "save", "save_text"]
