"""The state of a colony game: its pieces (survivors, entrances, places, seats) and the ``Table``
that holds them all, documented field by field."""
from __future__ import annotations

from rules.core.clone import SHARE
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

    def copy(self) -> "Survivor":
        new = Survivor.__new__(Survivor)
        new.id, new.d, new.owner, new.place = self.id, self.d, self.owner, self.place
        new.wounds, new.frost, new.equipped = self.wounds, self.frost, list(self.equipped)
        return new

    def to_dict(self) -> dict:
        return {"owner": self.owner, "place": self.place, "wounds": self.wounds,
                "frost": self.frost, "equipped": list(self.equipped)}


class Entrance:
    """Entrance spaces: ``z`` zombies and ``b`` barricades, at most ``cap`` together."""
    __slots__ = ("cap", "z", "b")

    def __init__(self, cap: int):
        self.cap, self.z, self.b = cap, 0, 0

    def copy(self) -> "Entrance":
        new = Entrance.__new__(Entrance)
        new.cap, new.z, new.b = self.cap, self.z, self.b
        return new

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

    def copy(self) -> "Place":
        new = Place.__new__(Place)
        new.id, new.d, new.spaces, new.noise = self.id, self.d, self.spaces, self.noise
        new.entrances = [e.copy() for e in self.entrances]
        new.deck = list(self.deck)
        return new

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

    def copy(self) -> "Seat":
        new = Seat.__new__(Seat)
        new.i, new.hand, new.dice, new.used = self.i, list(self.hand), list(self.dice), self.used
        new.leader, new.objective, new.betrayal2 = self.leader, self.objective, self.betrayal2
        new.exiled_obj, new.exiled, new.eliminated = self.exiled_obj, self.exiled, self.eliminated
        new.kills, new.revealed = self.kills, self.revealed
        return new

    def to_dict(self) -> dict:
        return {"hand": list(self.hand), "dice": list(self.dice), "used": self.used,
                "leader": self.leader, "objective": self.objective, "betrayal2": self.betrayal2,
                "exiled_obj": self.exiled_obj, "exiled": self.exiled, "eliminated": self.eliminated,
                "kills": self.kills, "revealed": self.revealed}


class Table:
    """Everything on a colony table: the one state the rules (rules/colony/game.py and its
    mixins) read and change, filled by the setup (C-3) or a test position (position.py).
    Decks and piles are lists whose top is the END (``pop()`` draws), except where noted.

    Seats and pieces
      ``n``, ``seats`` (Seat: hand, dice, leader, objectives, exile), ``survivors`` (id →
      Survivor in play), ``places`` (id → Place: the Colony and the six Locations, with their
      entrances, noise and item decks), ``helpless`` (tokens in the Colony).
    Tracks and counters
      ``morale``, ``rounds`` (left on the Round track), ``round_no``, ``food``, ``starvation``,
      ``first`` (First player), ``active`` (whose turn; None in the Colony phase), ``exiles``
      (exile votes passed), ``exiled_nonbetrayers``.
    Objectives
      ``main`` and ``side`` (the Main objective and its standard or hardcore side),
      ``main_pile`` (cards added to it), ``objective_box`` (objectives not dealt),
      ``exile_deck`` (Exiled objectives).
    Item cards (every physical card has its own id; ``card_def``: id → ItemDef)
      hands, location decks and equipment (in seats, places and survivors), ``waste`` (top is
      the end), ``removed`` (out of the game), ``box`` (starting items returned unseen),
      ``limbo`` (being searched or given mid-action), ``crisis_pile`` ([card, seat]
      contributions, face down), ``gifted`` (equipped by a Request: never to a crisis),
      ``total_items``.
    Crises and crossroads
      ``crisis`` (in play), ``crisis_deck``, ``crisis_used``; ``xr_deck``, ``xr_held`` ((card,
      holder) this turn), ``xr_removed``, ``xr_box`` (not in this game).
    Survivor cards
      ``survivor_deck``, ``survivor_box`` (not in this game), ``dealt`` (the draft's four per
      seat), ``recruits`` (drawn, waiting for a choice), ``dead`` (removed from the game).
    This turn and round
      ``turn_moved``, ``turn_handed``, ``turn_requested`` (seats asked), ``turn_exile_called``,
      ``turn_main_added``, ``round_used`` (once-per-round abilities and cards used).
    Inside the rules (not part of the position)
      ``_xr_events`` (this action's crossroads trigger events), ``_to_settle`` (seats whose
      leader or last survivor was lost), ``_defer_morale`` (Morale 0 checked after a batch,
      C-23.5), ``_final_main``.

    ``CLONE`` says how a copy (``clone()``, rules/core/clone.py) copies each attribute that is not
    a plain value: content shared, lists, sets and pieces copied.
    """
    CLONE = {
        "seats": lambda v: [s.copy() for s in v],
        "places": lambda v: {k: p.copy() for k, p in v.items()},
        "survivors": lambda v: {k: sv.copy() for k, sv in v.items()},
        "dealt": lambda v: {k: list(x) for k, x in v.items()},
        "card_def": SHARE, "main": SHARE, "side": SHARE, "xr_held": SHARE,   # set, never changed
        "poll": lambda p: None if p is None else p.copy(),   # a sealed vote's, while it collects
        **{k: list for k in (
            "main_pile", "objective_box", "exile_deck", "waste", "removed", "box", "limbo",
            "crisis_pile", "crisis_deck", "crisis_used", "xr_deck", "xr_removed", "xr_box",
            "survivor_deck", "survivor_box", "recruits", "dead", "_xr_events", "_to_settle")},
        **{k: set for k in ("gifted", "turn_moved", "turn_handed", "turn_requested", "round_used")},
    }

    def _clear_table(self) -> None:
        """The empty table the setup deals onto (``self.n`` and ``self.content`` are set)."""
        from rules.colony import schema as S
        self.seats = [Seat(i) for i in range(self.n)]
        self.places = {pid: Place(self.content.locations[pid]) for pid in S.PLACES}
        self.survivors: dict[str, Survivor] = {}
        self.helpless = self.food = self.starvation = 0
        self.morale = self.rounds = self.round_no = 0
        self.first = self.active = 0
        self.exiles = self.exiled_nonbetrayers = 0
        self.main = self.side = None
        self.main_pile: list[str] = []
        self.objective_box: list[str] = []
        self.exile_deck: list[str] = []
        self.card_def: dict = {}
        self.waste: list[str] = []
        self.removed: list[str] = []
        self.box: list[str] = []
        self.limbo: list[str] = []
        self.gifted: set[str] = set()
        self.crisis_pile: list[tuple[str, int]] = []
        self.total_items = 0
        self.crisis: str | None = None
        self.crisis_deck: list[str] = []
        self.crisis_used: list[str] = []
        self.xr_deck: list[str] = []
        self.xr_held: tuple[str, int] | None = None
        self.xr_removed: list[str] = []
        self.xr_box: list[str] = []
        self.survivor_deck: list[str] = []
        self.survivor_box: list[str] = []
        self.dealt: dict[int, list[str]] = {}
        self.recruits: list[str] = []
        self.dead: list[str] = []
        self.turn_moved: set[str] = set()
        self.turn_handed: set[str] = set()
        self.turn_requested: set[int] = set()
        self.turn_exile_called = False
        self.turn_main_added = 0
        self.round_used: set[str] = set()
        self._xr_events: list[tuple] = []
        self._to_settle: list[int] = []
        self._defer_morale = False
        self._final_main: bool | None = None

    # ------------------------------------------------------------------ counts
    @property
    def population(self) -> int:
        """Survivors plus helpless survivors in the Colony."""
        return self.helpless + sum(1 for sv in self.survivors.values() if sv.place == "colony")

    @property
    def p_count(self) -> int:
        """P: players neither exiled nor eliminated."""
        return sum(1 for s in self.seats if not s.exiled and not s.eliminated)

    def occupants(self, place: str) -> int:
        n = sum(1 for sv in self.survivors.values() if sv.place == place)
        return n + self.helpless if place == "colony" else n

    def has_space(self, place: str) -> bool:
        return self.occupants(place) < self.places[place].spaces

    def own(self, seat: int) -> list:
        return [sv for sv in self.survivors.values() if sv.owner == seat]

    # ------------------------------------------------------------------ snapshot
    def state_dict(self) -> dict:
        """The plain state (no log), with the pending decision, the outcome and the rng of the
        flow driver: what determinism tests and save checksums compare."""
        return {
            "round": self.round_no, "morale": self.morale, "rounds": self.rounds,
            "food": self.food, "starvation": self.starvation, "helpless": self.helpless,
            "first": self.first, "active": self.active, "exiles": self.exiles,
            "seats": [s.to_dict() for s in self.seats],
            "survivors": {k: v.to_dict() for k, v in sorted(self.survivors.items())},
            "places": {k: p.to_dict() for k, p in self.places.items()},
            "waste": list(self.waste), "removed": list(self.removed), "box": list(self.box),
            "limbo": list(self.limbo), "gifted": sorted(self.gifted), "crisis": self.crisis,
            "crisis_deck": list(self.crisis_deck),
            "crisis_used": list(self.crisis_used), "crisis_pile": [list(x) for x in self.crisis_pile],
            "main": self.main.id, "main_pile": list(self.main_pile),
            "survivor_deck": list(self.survivor_deck), "dead": list(self.dead),
            "recruits": list(self.recruits),
            "xr_deck": list(self.xr_deck), "xr_held": list(self.xr_held) if self.xr_held else None,
            "xr_removed": list(self.xr_removed), "exile_deck": list(self.exile_deck),
            "pending": self.pending.public() if self.pending else None,
            "outcome": _outcome_dict(self.outcome),
            "rng": self.rng.state(),
        }


def _outcome_dict(o):
    if o is None:
        return None
    return {"winners": list(o.winners), "reason": o.reason,
            "objectives": {str(k): v for k, v in o.objectives.items()}, "main": o.main_complete}
