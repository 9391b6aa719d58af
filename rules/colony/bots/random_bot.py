"""The random bot: soak tests and the simulator."""
from __future__ import annotations

from rules.core.rng import Rng


class RandomBot:
    """Uniformly random among the legal actions (soak tests, the simulator)."""

    uses_view = False   # it never looks at the view, so the simulator need not build one

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: dict, legal: list):
        return legal[self.rng.pick(len(legal))]
