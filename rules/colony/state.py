"""Mutable pieces of a colony game: survivors, entrances, places and seats."""
from __future__ import annotations

from rules.core.flow import GameOver  # noqa: F401  (raised inside the flow when the game ends, C-18.1)


class Survivor:
    """A survivor standee in play. ``wounds`` are ordinary wounds, ``frost`` frostbite tokens."""
    __slots__ = ("id", "d", "owner", "place", "wounds", "frost", "equipped")

    def __init__(self, d, owner: int, place: str):
        self.id = d.id
        self.d = d
        self.owner = owner
        self.place = place
        self.wounds = 0
        self.frost = 0
        self.equipped: list[str] = []

    @property
    def hurt(self) -> int:
        return self.wounds + self.frost

    def to_dict(self) -> dict:
        return {"owner": self.owner, "place": self.place, "wounds": self.wounds,
                "frost": self.frost, "equipped": list(self.equipped)}


class Entrance:
    """Entrance spaces: ``z`` zombies and ``b`` barricades, at most ``cap`` together."""
    __slots__ = ("cap", "z", "b")

    def __init__(self, cap: int):
        self.cap, self.z, self.b = cap, 0, 0

    @property
    def free(self) -> int:
        return self.cap - self.z - self.b


class Place:
    """The Colony or a Location: entrances, survivor spaces, noise and (Locations) its item deck."""
    __slots__ = ("id", "d", "spaces", "entrances", "noise", "deck")

    def __init__(self, d):
        self.id = d.id
        self.d = d
        self.spaces = d.survivor_spaces
        self.entrances = [Entrance(c) for c in d.entrances]
        self.noise = 0
        self.deck: list[str] = []  # top of the deck is the END of the list

    @property
    def zombies(self) -> int:
        return sum(e.z for e in self.entrances)

    @property
    def barricades(self) -> int:
        return sum(e.b for e in self.entrances)

    @property
    def free_entrance_spaces(self) -> int:
        return sum(e.free for e in self.entrances)

    def to_dict(self) -> dict:
        return {"zombies": [e.z for e in self.entrances], "barricades": [e.b for e in self.entrances],
                "noise": self.noise, "deck": list(self.deck)}


class Seat:
    """One player: hand, dice, group leader, objectives and status."""
    __slots__ = ("i", "hand", "dice", "used", "leader", "objective", "betrayal2", "exiled_obj",
                 "exiled", "eliminated", "kills", "revealed")

    def __init__(self, i: int):
        self.i = i
        self.hand: list[str] = []
        self.dice: list[int] = []  # unused dice, by value
        self.used = 0
        self.leader: str | None = None
        self.objective: str | None = None   # secret or betrayal objective id
        self.betrayal2: str | None = None   # dilemma variant: the second (betrayal) objective
        self.exiled_obj: str | None = None
        self.exiled = False
        self.eliminated = False
        self.kills = 0
        self.revealed = False  # original objective shown to all (exiled non-betrayer, C-23.12)

    def to_dict(self) -> dict:
        return {"hand": list(self.hand), "dice": list(self.dice), "used": self.used,
                "leader": self.leader, "objective": self.objective, "betrayal2": self.betrayal2,
                "exiled_obj": self.exiled_obj, "exiled": self.exiled, "eliminated": self.eliminated,
                "kills": self.kills, "revealed": self.revealed}
