"""Saving and loading colony games (rules/core/saves.py holds the format)."""
from __future__ import annotations

from dataclasses import asdict

from rules.colony.game import Game, Options
from rules.core import saves
from rules.core.errors import SaveError


def save_text(game: Game) -> str:
    return saves.dumps("colony", asdict(game.options), game.options.seed, game.log,
                       {str(k): v for k, v in sorted(game.rng.forced.items())}, game.checksum())


def save(game: Game, path: str) -> None:
    saves.write(path, save_text(game))


def load(path: str) -> Game:
    data = saves.read(path, "colony")
    try:
        options = Options(**data["options"])
        if options.seed != data["seed"]:
            raise SaveError("the seed does not match the options")
        game = Game.replay(options, data["actions"], data["forced"])
    except SaveError as e:
        raise SaveError(f"{path}: {e}") from None
    except (TypeError, ValueError) as e:
        raise SaveError(f"{path}: the save's options are damaged ({e})") from None
    if game.checksum() != data["checksum"]:
        raise SaveError(f"{path}: the replayed game does not match the saved checksum")
    return game
