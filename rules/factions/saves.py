"""Saving and loading faction-war games through the shared save format (rules/core/flow.py)."""
from __future__ import annotations

from rules.core import flow
from rules.factions.game import Game


def save_text(game: Game) -> str:
    return flow.save_text(game)


def save(game: Game, path: str) -> None:
    flow.save(game, path)


def load(path: str) -> Game:
    return flow.load(path, Game)


__all__ = ["load", "save", "save_text"]
