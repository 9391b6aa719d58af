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
    free = [c - z - b for c, z, b in zip(place["spaces"], place["zombies"], place["barricades"], strict=True)]
    over = 0
    for k in range(count):
        i = k % len(free)
        if free[i] > 0:
            free[i] -= 1
            place["zombies"][i] += 1
        elif place["barricades"][i] > 0:
            place["barricades"][i] -= 1
            free[i] += 1
        else:
            over += 1
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
    place = {"spaces": list(spaces), "zombies": list(zombies), "barricades": list(barricades)}
    return sum(place_batch(place, count) for _ in range(rounds))
