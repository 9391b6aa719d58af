"""Decisions (what the game waits for), events (what happened), records and outcomes.

Decisions, events and records have ``__slots__`` (no ``__dict__``): every action makes one
record, a decision and a few events, so they are made as cheaply as a dataclass can be."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Decision:
    """Which seat must choose, what kind of choice, and the legal actions for it.

    ``kind`` and ``prompt`` are public; ``info`` holds public details for the prompt.
    ``actions`` are for the deciding seat only (they can name its secret cards); it may be a
    function that lists them, called when they are first asked for (``Game.legal_actions``).
    """
    seat: int
    kind: str
    prompt: str
    actions: list
    info: dict = field(default_factory=dict)

    def public(self) -> dict:
        return {"seat": self.seat, "kind": self.kind, "prompt": self.prompt, "info": dict(self.info)}


@dataclass(slots=True)
class Event:
    """Something that happened. ``seats`` None: everyone may see it; else only those seats."""
    kind: str
    data: dict
    seats: frozenset | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)


@dataclass(slots=True)
class Record:
    """The result of one applied action: who did it, and the events it caused. ``chance``: the
    draws it made, as (kind, value) pairs in order (engines that keep them: rules/core/flow.py);
    a shuffle's value is a deck order, so records are for the engine's callers, never a view.
    ``kind``: the kind of the decision the action answered. The record of a game's setup has
    ``seat`` and ``action`` None."""
    seat: int | None
    action: object
    events: list
    chance: list = field(default_factory=list)
    kind: str = ""


@dataclass(frozen=True)
class Outcome:
    winners: tuple
    reason: str
    objectives: dict  # seat -> True/False (secret objective fulfilled), or main result in co-op
    main_complete: bool
