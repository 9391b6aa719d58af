"""Every choice a raxxon player makes, as a frozen dataclass with a text form (DESIGN.md).

Crowd cells are named by row and column (``cell r=0 c=2``; rows and columns may become negative
when citizens are added above or left of the first crowd, R-11). Cards are named by id only
when they lie face up in a public pile (``pick card=c12``). The constructors below
(``cell(r, c)``, ``act("strike")``…) hand out one shared object per value, so legal action lists
are cheap to build and each text is computed once.
"""
from __future__ import annotations

import functools

from rules.core.actions import Action


class RaxxonAction(Action, family=True):
    """Base of the raxxon action family: ``RaxxonAction.parse(text)``."""


_a = RaxxonAction.register


@_a("pass")
class Pass(RaxxonAction):
    """R-6.2, R-7.3: pass (take no further turn this day; solo: R-16.3)."""


@_a("go")
class Go(RaxxonAction):
    """R-7.1, OPEN-R-6: apply the next consequence."""


@_a("act")
class Act(RaxxonAction):
    """R-6.4, R-7.5, R-7.6: perform an action of your board (by its id)."""
    action: str


@_a("cell")
class Cell(RaxxonAction):
    """A crowd cell: a card to look at, kill, move, reveal; or where an added citizen goes."""
    r: int
    c: int


@_a("line")
class Line(RaxxonAction):
    """A row or a column of the crowd (R-5.5): ``axis`` row or col, ``at`` its index."""
    axis: str
    at: int


@_a("pick")
class Pick(RaxxonAction):
    """A face-up card of a public pile (the uncontrolled quarantine, the evacuation pile)."""
    card: str


@_a("done")
class Done(RaxxonAction):
    """Stop choosing more targets ("up to N")."""


@_a("yes")
class Yes(RaxxonAction):
    """Use an optional effect (S7, R-7.9) or a "you may"."""


@_a("no")
class No(RaxxonAction):
    """Decline an optional effect."""


@_a("choose")
class Choose(RaxxonAction):
    """R-12.2: an option of the Raxxon card being resolved (1 = the first printed)."""
    option: int


@_a("first")
class First(RaxxonAction):
    """R-14.1: which of several effects activated together resolves next (by its card)."""
    card: str


@_a("character")
class Character(RaxxonAction):
    """R-3.6: take a character board; solo R-16.2: the board for today."""
    id: str


@_a("company")
class Company(RaxxonAction):
    """R-16.5 (solo, the resources action): ``draw`` a Raxxon card or raise ``influence``."""
    choice: str


PASS, GO, DONE, YES, NO = Pass(), Go(), Done(), Yes(), No()
COMPANY_DRAW, COMPANY_INFLUENCE = Company("draw"), Company("influence")

# one shared action object per value (frozen, so sharing is safe): legal action lists are built
# from these many times a turn, and each text is computed once
line = functools.cache(Line)
act = functools.cache(Act)
pick = functools.cache(Pick)
first = functools.cache(First)
choose = functools.cache(Choose)
character = functools.cache(Character)
_cell = functools.cache(Cell)


def cell(rc: tuple) -> Cell:
    """The shared Cell of a (row, column) pair."""
    return _cell(rc[0], rc[1])


__all__ = ["Act", "COMPANY_DRAW", "COMPANY_INFLUENCE", "Cell", "Character", "Choose", "Company",
           "DONE", "Done", "First", "GO", "Go", "Line", "NO", "No", "PASS", "Pass", "Pick",
           "RaxxonAction", "YES", "Yes", "act", "cell", "character", "choose", "first", "line",
           "pick"]
