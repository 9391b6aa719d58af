"""Every choice a mall player makes, as a frozen dataclass with a text form (DESIGN.md).

Pieces are named ``<colour>.<kind>`` (``sky.star``), places by their number (1–6, the die face,
M-2.2), players by their colour (``vote colour=sky``), cards by their copy id (``axe.3``). The
constructors below hand out one shared object per value, so legal action lists are cheap to
build and each text is computed once.
"""
from __future__ import annotations

import functools

from rules.core.actions import Action


class MallAction(Action, family=True):
    """Base of the mall action family: ``MallAction.parse(text)``."""


_a = MallAction.register


@_a("place")
class Place(MallAction):
    """M-4.5, M-4.6: put an unplaced character at a place shown on a die (or any with room)."""
    piece: str
    at: int


@_a("play")
class Play(MallAction):
    """M-9: play an action card. ``kill``: a Fire Axe's 1 or 2 (OPEN-M-18); ``piece``: the
    character a Lie Low card hides (M-9.1)."""
    card: str
    kill: int = 0
    piece: str = ""


@_a("done")
class Done(MallAction):
    """Play no (more) cards in this window."""


@_a("vote")
class Vote(MallAction):
    """M-6.6: a sealed ballot for the player of this colour."""
    colour: str


@_a("keep")
class Keep(MallAction):
    """M-7.2: the police caller keeps this card."""
    card: str


@_a("give")
class Give(MallAction):
    """M-7.2: the police caller gives this card to the player of this colour."""
    card: str
    to: str


@_a("go")
class Go(MallAction):
    """M-7.8, M-7.9: the destination chosen in phase D (a place number)."""
    to: int


@_a("move")
class Move(MallAction):
    """M-7.14: move this character to your destination."""
    piece: str


@_a("escape")
class Escape(MallAction):
    """M-7.15, M-9.1: play a Service Door instead of moving: this character goes to ``to`` (its
    own place: it stays)."""
    card: str
    piece: str
    to: int


@_a("eaten")
class Eaten(MallAction):
    """M-6.8, M-8.5: the chosen player names which of its characters there is eaten."""
    piece: str


DONE = Done()

place = functools.cache(Place)
play = functools.cache(Play)
vote = functools.cache(Vote)
keep = functools.cache(Keep)
give = functools.cache(Give)
go = functools.cache(Go)
move = functools.cache(Move)
escape = functools.cache(Escape)
eaten = functools.cache(Eaten)

__all__ = ["DONE", "Done", "Eaten", "Escape", "Give", "Go", "Keep", "MallAction", "Move", "Place",
           "Play", "Vote", "eaten", "escape", "give", "go", "keep", "move", "place", "play", "vote"]
