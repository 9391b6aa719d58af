"""Saving and loading colony games: the shared save format and its checks (rules/core/flow.py,
rules/core/saves.py).

Loading checks everything a save holds (DESIGN.md saves, issue 7): the options field by field,
every action text, every forced draw against the kind of draw it replaces, and then two
checksums: the replayed state against ``checksum``, and the whole save (options, seed, actions,
forced and queued draws, state) against ``save_checksum``, so a save cut inside [options] or
[forced] is refused instead of loading with default options.
"""
from __future__ import annotations

from rules.colony.game import Game
from rules.core import flow
from rules.core.flow import save, save_checksum, save_text


def load(path: str) -> Game:
    """The game a save holds, replayed and checked; SaveError (the file untouched) otherwise."""
    return flow.load(path, Game)


__all__ = ["load", "save", "save_checksum", "save_text"]
