"""The only source of chance in a game: seeded, serialisable and scriptable.

Tests script results with ``rng.script("d6", 4, 2)`` or ``rng.script("exposure", "bite")``;
a scripted result replaces the next draw of that kind. Every scripted draw is remembered by
its draw number, so replaying the same actions on a fresh ``Rng`` with the same seed and the
same ``forced`` table reproduces the game exactly (saves, ``Game.from_dict``).

A forced value must be one that chance could produce for the draw it replaces: a scripted
value is checked when it is scripted, a forced one (from a save or a snapshot) when its draw
comes, and either way a misfit raises ``ChanceError`` (DESIGN.md saves: nothing impossible loads).
"""
from __future__ import annotations

import random as _random

EXPOSURE_FACES = ("blank",) * 6 + ("wound",) * 3 + ("frostbite",) * 2 + ("bite",)
SCRIPTABLE = ("d6", "exposure", "pick")
_WHAT = {"d6": "a d6 roll", "exposure": "an exposure roll", "pick": "a random pick"}


class ChanceError(ValueError):
    """A scripted or forced value that chance could not produce for that draw."""


def fits(kind: str, value, n: int | None = None) -> bool:
    """Whether chance could produce ``value`` for a draw of ``kind`` (``pick``: below ``n``)."""
    if kind == "d6":
        return type(value) is int and 1 <= value <= 6
    if kind == "exposure":
        return type(value) is str and value in EXPOSURE_FACES
    if kind == "pick":
        return type(value) is int and value >= 0 and (n is None or value < n)
    return False


def fits_any(value) -> bool:
    """Whether some draw could produce ``value`` (a forced value whose draw is still to come)."""
    return any(fits(kind, value) for kind in SCRIPTABLE)


class Rng:
    __slots__ = ("seed", "_r", "_queue", "forced", "draws")

    def __init__(self, seed: int, forced: dict[int, object] | None = None):
        self.seed = seed
        self._r = _random.Random(seed)
        self._queue: dict[str, list] = {k: [] for k in SCRIPTABLE}
        self.forced: dict[int, object] = dict(forced or {})
        self.draws = 0

    def script(self, kind: str, *values) -> None:
        """Make the next draws of ``kind`` return ``values`` (tests only)."""
        if kind not in self._queue:
            raise ChanceError(f"cannot script {kind!r}; scriptable kinds: {', '.join(SCRIPTABLE)}")
        bad = [v for v in values if not fits(kind, v)]
        if bad:
            raise ChanceError(f"{_WHAT[kind]} cannot give {', '.join(repr(v) for v in bad[:5])}")
        self._queue[kind].extend(values)

    def _take(self, kind: str, n_pick: int | None = None):
        n = self.draws
        self.draws = n + 1
        if n in self.forced:
            v = self.forced[n]
            if not fits(kind, v, n_pick):
                below = f" below {n_pick}" if kind == "pick" else ""
                raise ChanceError(f"draw {n} is {_WHAT[kind]}{below}, which cannot give {v!r}")
            return True, v
        q = self._queue[kind]
        if q:
            v = q.pop(0)
            self.forced[n] = v
            return True, v
        return False, None

    def d6(self) -> int:
        hit, v = self._take("d6")
        return v if hit else self._r.randint(1, 6)

    def exposure(self) -> str:
        hit, v = self._take("exposure")
        return v if hit else EXPOSURE_FACES[self._r.randrange(12)]

    def pick(self, n: int) -> int:
        """A uniformly random index below ``n`` (random card taken, random tie-break)."""
        hit, v = self._take("pick", n)
        if hit:
            if not 0 <= v < n:
                raise ChanceError(f"scripted pick {v} out of range 0..{n - 1}")
            return v
        return self._r.randrange(n)

    def queued(self) -> dict:
        """The scripted values not drawn yet, by kind (restored with ``script``)."""
        return {k: list(v) for k, v in self._queue.items() if v}

    def shuffle(self, items: list) -> None:
        self._r.shuffle(items)

    def state(self) -> dict:
        """Plain data: the generator state and the scripted draws (for snapshots)."""
        version, internal, gauss = self._r.getstate()
        return {"seed": self.seed, "draws": self.draws,
                "forced": {str(k): v for k, v in sorted(self.forced.items())},
                "queued": self.queued(),
                "mt": list(internal)}
