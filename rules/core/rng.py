"""The only source of chance in a game: seeded, serialisable and scriptable.

Tests script results with ``rng.script("d6", 4, 2)`` or ``rng.script("exposure", "bite")``;
a scripted result replaces the next draw of that kind. Every scripted draw is remembered by
its draw number, so replaying the same actions on a fresh ``Rng`` with the same seed and the
same ``forced`` table reproduces the game exactly (saves, ``Game.from_dict``).
"""
from __future__ import annotations

import random as _random

EXPOSURE_FACES = ("blank",) * 6 + ("wound",) * 3 + ("frostbite",) * 2 + ("bite",)
SCRIPTABLE = ("d6", "exposure", "pick")


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
            raise ValueError(f"cannot script {kind!r}; scriptable kinds: {', '.join(SCRIPTABLE)}")
        if kind == "exposure":
            bad = [v for v in values if v not in EXPOSURE_FACES]
            if bad:
                raise ValueError(f"not an exposure face: {bad}")
        if kind == "d6":
            bad = [v for v in values if v not in range(1, 7)]
            if bad:
                raise ValueError(f"not a d6 result: {bad}")
        self._queue[kind].extend(values)

    def _take(self, kind: str):
        n = self.draws
        self.draws = n + 1
        if n in self.forced:
            return True, self.forced[n]
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
        hit, v = self._take("pick")
        if hit:
            if not 0 <= v < n:
                raise ValueError(f"scripted pick {v} out of range 0..{n - 1}")
            return v
        return self._r.randrange(n)

    def shuffle(self, items: list) -> None:
        self._r.shuffle(items)

    def state(self) -> dict:
        """Plain data: the generator state and the scripted draws (for snapshots)."""
        version, internal, gauss = self._r.getstate()
        return {"seed": self.seed, "draws": self.draws,
                "forced": {str(k): v for k, v in sorted(self.forced.items())},
                "queued": {k: list(v) for k, v in self._queue.items() if v},
                "mt": list(internal)}
