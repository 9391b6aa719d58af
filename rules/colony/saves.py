"""Saving and loading colony games (rules/core/saves.py holds the format).

Loading checks everything a save holds (DESIGN.md saves, issue 7): the options field by field,
every action text, every forced draw against the kind of draw it replaces, and then two
checksums: the replayed state against ``checksum``, and the whole save (options, seed, actions,
forced and queued draws, state) against ``save_checksum``, so a save cut inside [options] or
[forced] is refused instead of loading with default options.
"""
from __future__ import annotations

from dataclasses import asdict

from rules.colony.game import Game
from rules.core import saves
from rules.core.errors import SaveError


def save_checksum(game: Game) -> str:
    """The checksum of the whole save: what ``save_checksum`` holds (issue 7)."""
    return saves.digest({
        "game": "colony", "options": asdict(game.options), "seed": game.options.seed,
        "actions": list(game.log),
        "forced": {str(k): v for k, v in sorted(game.rng.forced.items())},
        "queued": game.rng.queued(), "state": game.checksum()})


def save_text(game: Game) -> str:
    return saves.dumps("colony", asdict(game.options), game.options.seed, game.log,
                       {str(k): v for k, v in sorted(game.rng.forced.items())}, game.checksum(),
                       queued=game.rng.queued(), save_checksum=save_checksum(game))


def save(game: Game, path: str) -> None:
    saves.write(path, save_text(game))


def load(path: str) -> Game:
    """The game a save holds, replayed and checked; SaveError (the file untouched) otherwise."""
    data = saves.read(path, "colony")
    try:
        if data["options"].get("seed", 0) != data["seed"]:
            raise SaveError("the seed does not match the options")
        game = Game.rebuild(data["options"], data["actions"], data["forced"], data["queued"])
    except SaveError as e:
        raise SaveError(f"{path}: {e}") from None
    if game.checksum() != data["checksum"]:
        raise SaveError(f"{path}: the replayed game does not match the saved checksum")
    if "save_checksum" in data and save_checksum(game) != data["save_checksum"]:
        raise SaveError(f"{path}: the save's options, actions or draws do not match its checksum "
                        "(the file is damaged or was cut short)")
    return game
