"""Pure rules engines for Whiteout.

Nothing under ``rules`` imports pygame, pymunk or pygame_gui, and nothing draws on the global
``random`` module: every chance result comes from the game's own seeded ``Rng``.
"""
from rules.core.errors import ContentError, IllegalAction, SaveError

__all__ = ["ContentError", "IllegalAction", "SaveError"]
