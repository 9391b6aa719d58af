"""A copy of a game as one seat could believe it to be (issue 18): ``game.determinize(seat, rng)``.

``clone()`` copies everything, the hidden cards and the future chance too. A search bot must not
see them, so it plays on *determinizations*: copies in which everything the seat cannot see is
re-dealt at random, consistently with what that seat has seen:

* each hidden zone (another seat's hand, a deck, face-down cards, a secret objective) keeps its
  number of cards, and gets only cards the seat could believe are there (``accepts``: e.g. an
  infection deck holds only infected cards, a location's deck only that location's items);
* the cards the seat has seen in a zone stay where they are (``keep``);
* future chance is new: the copy's Mersenne Twister is reseeded from ``rng``, scripted and
  forced draws still to come are dropped, and a game re-rolls hidden dice it already rolled.

What is hidden is each game's knowledge, declared in its own module ``rules/<game>/determinize.py``
(found from the game class's package, so a game adds it without touching the core), as a
function ``hidden(game, seat, rng) -> Hidden`` (a declaration: it changes nothing): the zones
(``Hidden.zone``), the hidden ids the game cannot re-deal at this point (``Hidden.fixed``: state
that lives in generator frames, e.g. the cards a player is searching through; the contract test
exempts them) and hooks run after the re-deal (``Hidden.after``, e.g. re-rolling dice or
renaming what other seats know).

The re-deal itself is shared (``redeal``): per ``group``, the free cards of its zones are pooled
and shuffled; zones with ``accepts`` are filled first (in declared order) with the first pooled
cards they accept, then the rest in order. Zones are lists changed in place (a generator frame
holding the same list sees the new cards); a zone that is not a list gives ``put`` to write back.

A determinized copy has no checkpoint, and cloning it where a replay would be needed raises
``CloneError`` (a replay would rebuild the real hidden state from the original's checkpoint).
"""
from __future__ import annotations

import importlib
import random as _random


class Zone:
    __slots__ = ("name", "cards", "free", "accepts", "put", "group")

    def __init__(self, name, cards, free, accepts, put, group):
        self.name, self.cards, self.free = name, cards, free
        self.accepts, self.put, self.group = accepts, put, group


class Hidden:
    """What a seat cannot see at this point of a game, declared by the game's module."""
    __slots__ = ("zones", "fixed", "after")

    def __init__(self):
        self.zones: list[Zone] = []
        self.fixed: set = set()       # hidden ids that stay where they are: seen by the seat
        #                               (``keep``) or held in generator frames (module doc)
        self.after: list = []         # callables (rng) run after the re-deal

    def zone(self, name, cards: list, *, keep=(), accepts=None, put=None, group="cards",
             free=None) -> None:
        """A hidden zone: ``cards`` (changed in place, or written back by ``put(cards)``); the
        cards in ``keep`` stay at their places; only cards ``accepts(card)`` may come in;
        ``group``: the zones whose cards may trade places; ``free``: the indices to re-deal
        (default: every index whose card is not in ``keep``)."""
        if free is None:
            if keep:
                free = [i for i, c in enumerate(cards) if c not in keep]
                if len(free) < len(cards):
                    self.fixed.update(c for c in cards if c in keep)
            else:
                free = range(len(cards))
        if len(free):
            self.zones.append(Zone(name, cards, free, accepts, put, group))


def redeal(zones: list, rng) -> None:
    """Re-deal the free slots of ``zones``, group by group (see the module doc). A zone that
    cannot be filled with cards it accepts (a rule put other cards there) takes any to fill up."""
    groups: dict = {}
    for z in zones:
        groups.setdefault(z.group, []).append(z)
    for zs in groups.values():
        pool = sorted(z.cards[i] for z in zs for i in z.free)   # sorted: the result depends
        rng.shuffle(pool)                                         # on what is hidden, not where
        picky = [z for z in zs if z.accepts is not None]
        if picky:
            taken = [False] * len(pool)
            for z in picky:
                ok, k = z.accepts, len(z.free)
                got = []
                for j in range(len(pool)):
                    if not taken[j] and ok(pool[j]):
                        taken[j] = True
                        got.append(pool[j])
                        if len(got) == k:
                            break
                if len(got) < k:   # fewer than it held: a rule moved cards there that
                    for j in range(len(pool)):   # ``accepts`` does not foresee; any card then
                        if not taken[j]:
                            taken[j] = True
                            got.append(pool[j])
                            if len(got) == k:
                                break
                _fill(z, got)
            pool = [c for j, c in enumerate(pool) if not taken[j]]
            zs = [z for z in zs if z.accepts is None]
        for z in zs:
            k = len(z.free)
            got, pool = pool[:k], pool[k:]
            _fill(z, got)


def _fill(z: Zone, got: list) -> None:
    cards = z.cards
    for i, c in zip(z.free, got, strict=True):
        cards[i] = c
    if z.put is not None:
        z.put(cards)


_MODULES: dict = {}


def rules_for(game):
    """The game's determinize module (``rules/<game>/determinize.py``)."""
    cls = type(game)
    m = _MODULES.get(cls)
    if m is None:
        package = cls.__module__.rpartition(".")[0]
        m = _MODULES[cls] = importlib.import_module(package + ".determinize")
    return m


def hidden(game, seat: int, rng=None) -> Hidden:
    """What ``seat`` cannot see in ``game`` now (the game module's declaration). Declaring never
    changes the game; with ``rng`` None a module also leaves its proxy lists unmixed (tests
    locate the cards by them)."""
    return rules_for(game).hidden(game, seat, rng)


def determinize(game, seat: int, rng: _random.Random):
    """A clone of ``game`` with everything ``seat`` cannot see re-dealt from ``rng`` (a
    ``random.Random``), and a new future chance. The copy's ``view(seat)`` and, when ``seat``
    is to play, its legal actions are the original's."""
    new = game.clone()
    h = rules_for(new).hidden(new, seat, rng)
    redeal(h.zones, rng)
    for f in h.after:
        f(rng)
    r = new.rng
    r._r = _random.Random(rng.getrandbits(64))
    r.forced = {k: v for k, v in r.forced.items() if k < r.draws}
    r._queue = {k: [] for k in r._queue}
    new._ckpt = None
    new._determinized = True
    new._legal = new._legal_set = None
    return new


__all__ = ["Hidden", "Zone", "determinize", "hidden", "redeal", "rules_for"]
