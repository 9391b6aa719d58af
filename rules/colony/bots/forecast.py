"""The threat arithmetic the heuristic bot plans with: where the next zombies go (C-11) and what
a barricade is worth (C-11.3), read off the places of a view."""
from __future__ import annotations

import functools
from types import MappingProxyType

# One exposure roll (C-8.2, d12 6/3/2/1): a bite kills at once (1/12) and each of the 5/12
# wounds is a third of a death. The bot weighs moves and kills against this expected cost.
EXPOSURE_DEATHS = 1 / 12 + 5 / 36


def room(place: dict) -> int:
    """Empty entrance spaces of a place in a view."""
    return sum(place["spaces"]) - sum(place["zombies"]) - sum(place["barricades"])


def capacity(place: dict) -> int:
    """Zombies a place absorbs before an overrun: each empty space takes one, and each barricade
    takes one when it is destroyed and then frees its space for one more (C-11.3)."""
    return room(place) + 2 * sum(place["barricades"])


def copy_place(place: dict) -> dict:
    return {"spaces": list(place["spaces"]), "zombies": list(place["zombies"]),
            "barricades": list(place["barricades"])}


def place_batch(place: dict, count: int) -> int:
    """Put one batch of ``count`` zombies onto a view's place dict the way C-11.2 – C-11.4 do
    (entrance by entrance, a full entrance loses a barricade, else an overrun); returns the
    number of overruns."""
    # zombie k goes to entrance k % n, and what happens at one entrance depends only on the
    # zombies that reach it: each entrance takes its share of the batch in a few steps (its
    # empty spaces fill; then each barricade breaks and its space fills, two zombies a
    # barricade; the rest overrun), with the same end state and overruns as one at a time
    spaces, zombies, barricades = place["spaces"], place["zombies"], place["barricades"]
    n = len(spaces)
    if len(zombies) != n or len(barricades) != n:
        raise ValueError("a place's spaces, zombies and barricades differ in length")
    over = 0
    for i in range(min(n, count)):   # (the entrances at least one zombie reaches)
        o, zombies[i], barricades[i] = _arrive(spaces[i], zombies[i], barricades[i],
                                               _reaching(count, n, i))
        over += o
    return over


def _reaching(count: int, n: int, i: int) -> int:
    """How many of a batch of ``count`` zombies reach entrance ``i`` (from 0) of ``n``: zombie
    k goes to entrance k % n."""
    share, extra = divmod(count, n)
    return share + 1 if i < extra else share


def _arrive(space: int, z: int, b: int, m: int) -> tuple:
    """(overruns, zombies, barricades) at one entrance of ``space`` spaces holding ``z``
    zombies and ``b`` barricades as ``m`` zombies reach it one after another (C-11.2 –
    C-11.4, as ``place_batch`` does it one zombie at a time)."""
    free = space - z - b
    over = 0
    while m > 0:
        if free > 0:   # empty spaces fill
            t = free if free < m else m
            z += t
            free -= t
            m -= t
        elif b > 0:
            if free == 0 and m >= 2:   # a barricade breaks and its space fills, twice a zombie
                t = b if b < m // 2 else m // 2
                b -= t
                z += t
                m -= 2 * t
            else:   # a barricade breaks, a space opens
                b -= 1
                free += 1
                m -= 1
        else:
            over += m
            m = 0
    return over, z, b


@functools.lru_cache(maxsize=8192)
def _entrance_overruns(space: int, z: int, b: int, m: int, rounds: int) -> int:
    """Overruns at one entrance (``_arrive``) as ``m`` zombies reach it in each of ``rounds``
    batches: a pure function of small ints, so the same few answers serve every board."""
    over = 0
    for _ in range(rounds):
        o, z, b = _arrive(space, z, b, m)
        over += o
    return over


def after_batch(place: dict, count: int):
    """A view's place as one batch of ``count`` zombies leaves it (``place_batch``), read-only
    (its lists are tuples); ``place`` is unchanged. Worked out once per distinct board."""
    return _after_batch(tuple(place["spaces"]), tuple(place["zombies"]), tuple(place["barricades"]),
                        count)


@functools.lru_cache(maxsize=8192)
def _after_batch(spaces: tuple, zombies: tuple, barricades: tuple, count: int):
    after = {"spaces": list(spaces), "zombies": list(zombies), "barricades": list(barricades)}
    place_batch(after, count)
    # shared by every caller that asks about this board: nobody may change it
    return MappingProxyType({k: tuple(v) for k, v in after.items()})


def colony_overruns(place: dict, count: int) -> int:
    """Overruns if ``count`` zombies arrive at the Colony in one batch; ``place`` is unchanged.
    ``overruns_over`` for one round: the same batch on a fresh copy, kept per board."""
    return overruns_over(tuple(place["spaces"]), tuple(place["zombies"]), tuple(place["barricades"]),
                         count, 1)


@functools.lru_cache(maxsize=8192)
def overruns_over(spaces: tuple, zombies: tuple, barricades: tuple, count: int, rounds: int) -> int:
    """Overruns at a place (its entrances' spaces, zombies and barricades) if ``count`` zombies
    arrive there in each of ``rounds`` batches; worked out once per distinct board (the same few
    Colony boards are weighed many times a turn)."""
    # zombie k of a batch goes to entrance k % n, and an entrance's fate depends only on the
    # zombies that reach it: the place's overruns are the sum of its entrances' (each batch
    # restarts at the first entrance, as ``place_batch`` does)
    n = len(spaces)
    if len(zombies) != n or len(barricades) != n:
        raise ValueError("a place's spaces, zombies and barricades differ in length")
    return sum([_entrance_overruns(spaces[i], zombies[i], barricades[i], _reaching(count, n, i),
                                   rounds) for i in range(n)])


class Guard:
    """What a barricade or a kill at one Colony entrance saves: the overruns of ``count``
    zombies a round over one round and two (``base1``, ``base2``), and ``saved(kind,
    entrance)``, the overruns one more barricade ("barricades") or one zombie fewer
    ("zombies") there saves over one round and two. A pure function of the board and
    ``count``: made once per them (``colony_guard``), its answers kept as asked."""

    __slots__ = ("board", "count", "base1", "base2", "saves")

    def __init__(self, board: tuple, count: int):
        self.board, self.count = board, count
        self.base1 = overruns_over(*board, count, 1)
        self.base2 = overruns_over(*board, count, 2)
        self.saves: dict = {}

    def saved(self, kind: str, entrance: int) -> tuple:
        got = self.saves.get((kind, entrance))
        if got is None:
            if not 1 <= entrance <= len(self.board[0]):
                raise ValueError(f"the Colony has no entrance {entrance}")
            # only that entrance changes, and entrances do not touch (``overruns_over``):
            # what it saves is the difference of that entrance's own overruns
            spaces, zombies, barricades = self.board
            i = entrance - 1
            m = _reaching(self.count, len(spaces), i)
            space, z, b = spaces[i], zombies[i], barricades[i]
            z2, b2 = (z, b + 1) if kind == "barricades" else (z - 1, b)
            got = self.saves[kind, entrance] = (
                _entrance_overruns(space, z, b, m, 1) - _entrance_overruns(space, z2, b2, m, 1),
                _entrance_overruns(space, z, b, m, 2) - _entrance_overruns(space, z2, b2, m, 2))
        return got


_GUARDS: dict = {}   # (spaces, zombies, barricades, count) -> Guard: see colony_guard


def colony_guard(place: dict, count: int) -> Guard:
    """The ``Guard`` of a view's Colony against ``count`` zombies a round. It reads only the
    place's spaces, zombies and barricades and the count, which the key holds (as tuples):
    a Guard made before for the same key gives the same answers."""
    board = (tuple(place["spaces"]), tuple(place["zombies"]), tuple(place["barricades"]))
    key = (board, count)
    guard = _GUARDS.get(key)
    if guard is None:
        if len(_GUARDS) > 8192:
            _GUARDS.clear()
        guard = _GUARDS[key] = Guard(board, count)
    return guard
