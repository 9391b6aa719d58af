"""The only source of chance in a game: seeded, serialisable and scriptable.

Tests script results with ``rng.script("d6", 4, 2)`` or ``rng.script("exposure", "bite")``
(a shuffle: ``rng.script("shuffle", [2, 0, 1])``, the new order as indices into the old one;
``rules/core/deck.py`` has helpers that build such an order);
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
SCRIPTABLE = ("d6", "exposure", "pick", "shuffle")
_WHAT = {"d6": "a d6 roll", "exposure": "an exposure roll", "pick": "a random pick",
         "shuffle": "a shuffle"}


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
    if kind == "shuffle":
        return _permutation(value) and (n is None or len(value) == n)
    return False


def _permutation(value) -> bool:
    """A list (or tuple) of ints holding each of 0..len-1 once: the order a shuffle gives."""
    if not isinstance(value, (list, tuple)) or any(type(x) is not int for x in value):
        return False
    return sorted(value) == list(range(len(value)))


def fits_any(value) -> bool:
    """Whether some draw could produce ``value`` (a forced value whose draw is still to come)."""
    return any(fits(kind, value) for kind in SCRIPTABLE)


class Rng:
    __slots__ = ("seed", "_r", "_queue", "forced", "draws", "trace")

    def __init__(self, seed: int, forced: dict[int, object] | None = None):
        self.seed = seed
        self._r = _random.Random(seed)
        self._queue: dict[str, list] = {k: [] for k in SCRIPTABLE}
        self.forced: dict[int, object] = dict(forced or {})
        self.draws = 0
        self.trace: list | None = None   # a list: every draw's (kind, value) is appended to it

    def _note(self, kind: str, value):
        if self.trace is not None:
            self.trace.append((kind, value))
        return value

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
                below = (f" below {n_pick}" if kind == "pick" else
                         f" of {n_pick} cards" if kind == "shuffle" else "")
                raise ChanceError(f"draw {n} is {_WHAT[kind]}{below}, which cannot give {v!r}")
            return True, v
        q = self._queue[kind]
        if q:
            v = q.pop(0)
            self.forced[n] = v
            return True, v
        return False, None

    def _below(self, n: int) -> int:
        """A uniform int in 0..n-1 (n >= 1): what ``random.Random`` draws for ``randrange(n)``,
        ``randint`` and each step of ``shuffle`` (its ``_randbelow``: ``getrandbits`` of n's
        bit length until below n), without their layers of calls and checks. The stream must
        stay exactly the library's: seeded games, saves and replays depend on it."""
        getrandbits = self._r.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    def d6(self) -> int:
        hit, v = self._take("d6")
        return self._note("d6", v if hit else 1 + self._below(6))   # randint(1, 6)

    def exposure(self) -> str:
        hit, v = self._take("exposure")
        return self._note("exposure", v if hit else EXPOSURE_FACES[self._below(12)])

    def pick(self, n: int) -> int:
        """A uniformly random index below ``n`` (random card taken, random tie-break)."""
        hit, v = self._take("pick", n)
        if hit:
            if not 0 <= v < n:
                raise ChanceError(f"scripted pick {v} out of range 0..{n - 1}")
            return self._note("pick", v)
        # randrange(n); its own call for what it refuses (n < 1, not an int)
        return self._note("pick", self._below(n) if type(n) is int and n > 0
                          else self._r.randrange(n))

    def order(self, n: int) -> list[int]:
        """A uniformly random order of ``n`` things (a shuffle), as indices: the new first item is
        ``items[order[0]]``. Unlike ``shuffle`` it is a counted draw, so tests can script it and
        saves can force it (``rules/core/deck.py`` shuffles decks with it)."""
        hit, v = self._take("shuffle", n)
        if hit:
            if len(v) != n:
                raise ChanceError(f"scripted shuffle of {len(v)} cards for a deck of {n}")
            return self._note("shuffle", list(v))
        rand = self._r.random                      # n random keys sorted: a uniform order,
        keys = [rand() for _ in range(n)]          # several times faster than shuffle()
        out = sorted(range(n), key=keys.__getitem__)
        return self._note("shuffle", out)

    def queued(self) -> dict:
        """The scripted values not drawn yet, by kind (restored with ``script``)."""
        return {k: list(v) for k, v in self._queue.items() if v}

    def shuffle(self, items: list) -> None:
        """An uncounted shuffle in place (not scriptable); the trace still notes it, as
        ``("shuffled", number of items)``, so a Record shows that chance ran (undo, issue 15)."""
        # random.shuffle's own steps, its _randbelow written out (``_below``: a call per card
        # is most of a deck's cost): the same order from the same generator state
        getrandbits = self._r.getrandbits
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            items[i], items[j] = items[j], items[i]
        if self.trace is not None and len(items) > 1:
            self.trace.append(("shuffled", len(items)))

    def state(self) -> dict:
        """Plain data: the generator state and the scripted draws (for snapshots)."""
        version, internal, gauss = self._r.getstate()
        return {"seed": self.seed, "draws": self.draws,
                "forced": {str(k): v for k, v in sorted(self.forced.items())},
                "queued": self.queued(),
                "mt": list(internal)}
