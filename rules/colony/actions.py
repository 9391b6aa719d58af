"""Every choice a colony player makes, as a frozen dataclass with a text form (DESIGN.md).

Dice are named by value (``die=4``): dice of one value are interchangeable. Places are
``colony`` or a Location id; ``entrance`` is 1–6 at the Colony and 1 at a Location.
"""
from __future__ import annotations

import dataclasses
import functools

from rules.core.actions import Action


class ColonyAction(Action, family=True):
    """Base of the colony action family: ``ColonyAction.parse(text)``."""


_a = ColonyAction.register


# --- setup -------------------------------------------------------------------------------
@_a("draft")
class Draft(ColonyAction):
    """C-3.9/C-3.10/C-19.2: keep survivors from the four dealt; the leader is one of them."""
    leader: str
    followers: tuple


# --- the turn: die actions (C-6) ----------------------------------------------------------
@_a("attack")
class Attack(ColonyAction):
    """C-6.2/C-6.3: attack a zombie at the survivor's place (entrance chosen at the Colony)."""
    survivor: str
    die: int
    entrance: int


@_a("attack-survivor")
class AttackSurvivor(ColonyAction):
    """C-6.4: attack another player's survivor at the same place."""
    survivor: str
    die: int
    target: str


@_a("search")
class Search(ColonyAction):
    """C-6.7: search the survivor's Location."""
    survivor: str
    die: int


@_a("barricade")
class Barricade(ColonyAction):
    """C-6.12."""
    survivor: str
    die: int
    entrance: int


@_a("clean")
class CleanWaste(ColonyAction):
    """C-6.13."""
    die: int


@_a("lure")
class Lure(ColonyAction):
    """C-6.14/C-23.4: lure from one other place (zombies are then picked one by one)."""
    survivor: str
    die: int
    source: str


@_a("ability")
class UseAbility(ColonyAction):
    """C-6.15: a survivor's ability (die 0: no die). ``spend``: the card the ability takes as
    its input (C-23.10), from the hand or a card just given by a Request; empty when none."""
    survivor: str
    die: int
    spend: str = ""


# --- the turn: free actions (C-7) ---------------------------------------------------------
@_a("play")
class Play(ColonyAction):
    """C-7.1."""
    card: str


@_a("play-as-die")
class PlayFoodAsDie(ColonyAction):
    """C-15.4: an exiled player plays a Food card to raise one unused die by 1."""
    card: str
    die: int


@_a("equip")
class Equip(ColonyAction):
    """C-7.2."""
    card: str
    survivor: str


@_a("use")
class UseItem(ColonyAction):
    """The ability of an equipped item (die 0: no die)."""
    card: str
    die: int


@_a("crisis")
class Contribute(ColonyAction):
    """C-7.4: add a card from hand or equipment face down to the crisis."""
    card: str


@_a("objective")
class ContributeMain(ColonyAction):
    """C-23.8: add a card the Main objective asks for, face up."""
    card: str


@_a("move")
class Move(ColonyAction):
    """C-7.6."""
    survivor: str
    to: str


@_a("food")
class SpendFood(ColonyAction):
    """C-7.7: one food token raises one unused die (value ``die``) by 1."""
    die: int


@_a("request")
class Request(ColonyAction):
    """C-7.8: ask another player (seat ``target``) for item cards; at most once per other
    player per turn (a limit only so that every turn ends, docs/decisions.md)."""
    target: int


@_a("handoff")
class HandOff(ColonyAction):
    """C-7.10: pass an equipped item to a survivor at the same place."""
    card: str
    to: str


@_a("exile")
class CallExile(ColonyAction):
    """C-7.12: call an exile vote on a player."""
    target: int


@_a("end")
class EndTurn(ColonyAction):
    """C-5.8."""


# --- answers within an action -------------------------------------------------------------
@_a("noise")
class MakeNoise(ColonyAction):
    """C-6.9: place a noise token and draw one more card."""


@_a("stop")
class StopSearch(ColonyAction):
    """C-6.10: stop drawing."""


@_a("keep")
class Keep(ColonyAction):
    """C-6.10: the one searched card that goes to hand."""
    card: str


@_a("bottom")
class Bottom(ColonyAction):
    """C-6.10/C-23.9: the next unkept card put on the bottom of the deck."""
    card: str


@_a("lure-zombie")
class LureZombie(ColonyAction):
    """C-23.4: one lured zombie: ``take`` entrance at the source, ``put`` entrance here."""
    take: int
    put: int


@_a("lure-stop")
class LureStop(ColonyAction):
    """C-23.4: move no more zombies."""


@_a("more")
class OneMore(ColonyAction):
    """An "up to N" effect (issue 15): kill, or place, one more."""


@_a("enough")
class Enough(ColonyAction):
    """An "up to N" effect: stop here."""


@_a("give")
class Give(ColonyAction):
    """C-7.8: give a card from hand to the requester."""
    card: str


@_a("give-done")
class GiveDone(ColonyAction):
    """C-7.8: give nothing (more)."""


@_a("bite")
class BiteChoice(ColonyAction):
    """C-8.6: the survivor the bite spread to: kill it (``roll=no``) or roll exposure."""
    roll: bool


@_a("option")
class ChooseOption(ColonyAction):
    """C-9.2 and effect choices: option ``n`` (1-based)."""
    n: int


@_a("ballot")
class Ballot(ColonyAction):
    """C-16.2: a sealed yes/no vote."""
    yes: bool


@_a("tiebreak")
class TieBreak(ColonyAction):
    """C-16.3: the First player settles a tied vote."""
    yes: bool


@_a("pick")
class PickSurvivor(ColonyAction):
    """A survivor chosen for an effect, a tie (C-17.2), a new leader (C-14.4)."""
    survivor: str


@_a("pick-place")
class PickPlace(ColonyAction):
    """A place chosen for an effect or a forced move (C-15.2)."""
    place: str


@_a("pick-entrance")
class PickEntrance(ColonyAction):
    """A Colony entrance chosen for a zombie or barricade taken by an effect."""
    entrance: int


@_a("pick-card")
class PickCard(ColonyAction):
    """A card chosen from hand (discards) or from drawn survivors."""
    card: str


class made:
    """Every colony action, made once: ``made.Attack("ana", 4, 1)`` is the action
    ``Attack("ana", 4, 1)`` — the same object every time it is offered. A "turn" decision lists
    its legal actions afresh and most are the ones listed a moment before; actions are frozen,
    so handing out the same object changes nothing but the cost (a dict look-up, not a
    dataclass construction, and a text form and a check made once).

    This cache and those below keep everything (no LRU bookkeeping, which costs more time at
    each call than its instructions show): their arguments are the content's ids, die values,
    entrance and seat numbers — a bounded set, a few thousand actions after thousands of games."""


for _kind in ColonyAction._registry.values():
    # ``typed`` only where a field is a bool (True and 1 are equal keys); elsewhere a single
    # id or number is its own key, no tuple made per call (CPython's fast path)
    setattr(made, _kind.__name__, functools.lru_cache(maxsize=None, typed=any(
        f.type == "bool" for f in dataclasses.fields(_kind)))(_kind))
del _kind


@functools.cache
def per_die(kind: type, survivor: str, dice: tuple, *rest) -> tuple:
    """``kind(survivor, v, *rest)`` for each die value ``v`` of ``dice``, in order, made once:
    the die actions of one survivor (its attacks at one entrance, its barricades...)."""
    make = getattr(made, kind.__name__)
    return tuple([make(survivor, v, *rest) for v in dice])


# A survivor's die actions at several targets, and other joined lists of actions, are joined
# afresh at each listing from rows cached by a survivor (or card) and a target: keys that stay
# few. Caching the joined lists themselves, keyed on the whole set of dice and targets, saved a
# little work per listing but kept ~65 000 entries after a thousand random games — two objects
# each that the garbage collector walks at every full pass, which then took 15 % of a long
# simulation's time (5 % with rows; docs/decisions.md, "Engine speed", round 8).
def per_die_at(kind: type, survivor: str, dice: tuple, targets, skip=None) -> list:
    """``per_die(kind, survivor, dice, t)`` for each ``t`` of ``targets`` but ``skip``, joined in
    order (a survivor's attacks at each entrance holding zombies, its lures from each place)."""
    if 1 <= dice[0] and dice[-1] <= 6:   # die faces (rows hold 1–6; other values one by one)
        # ``for row in [x]`` is an assignment inside the comprehension (CPython 3.9+)
        return [row[v] for t in targets if t != skip
                for row in [by_face(kind, survivor, t)] for v in dice]
    make = getattr(made, kind.__name__)
    return [make(survivor, v, t) for t in targets if t != skip for v in dice]


@functools.cache
def by_face(kind: type, survivor: str, target) -> tuple:
    """``kind(survivor, v, target)`` at index ``v`` for each die face 1–6 (index 0 unused): the
    row ``per_die_at`` reads a survivor's die actions at one target off, whatever its dice
    (the same objects: ``made`` keeps them)."""
    make = getattr(made, kind.__name__)
    return (None,) + tuple([make(survivor, v, target) for v in range(1, 7)])


class _Row(dict):
    """``kind(first, v)`` by ``v`` (``row_of``), each made on its first use."""
    __slots__ = ("make", "first")

    def __missing__(self, v):
        action = self[v] = self.make(self.first, v)
        return action


@functools.cache
def row_of(kind: type, first: str) -> _Row:
    """The actions ``kind(first, v)`` of one survivor or card by ``v``: ``joined`` reads them."""
    row = _Row()
    row.make, row.first = getattr(made, kind.__name__), first
    return row


def joined(kind: type, first: str, values, skip=None) -> list:
    """``kind(first, v)`` for each of ``values`` (any sequence: nothing is cached on it) but
    ``skip``, in order (a survivor's moves, a card's hand-offs or equips)."""
    row = row_of(kind, first)
    return [row[v] for v in values if v != skip]


@functools.cache
def each(kind: type, values: tuple) -> tuple:
    """``kind(v)`` for each of ``values``, in order (per die value, per seat)."""
    make = getattr(made, kind.__name__)
    return tuple([make(v) for v in values])
