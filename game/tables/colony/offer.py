"""What the board lights this frame, from the choice being built (``Builder``)."""
from __future__ import annotations

import dataclasses

from game.tables.colony.builder import Builder


class Offer:
    """What the board lights this frame: the subjects that start an action and the values the
    field being chosen may take, sorted by what they are (the ids say: a survivor, a place, an
    item card), so each is lit where it is drawn whatever the field is called."""

    def __init__(self, builder: Builder | None, content, view, explain=None):
        self.field = None
        self.closed_places: dict = {}   # place -> the engine's Reason it is not offered
        self.subject_survivors: set = set()
        self.subject_cards: set = set()
        self.survivors: set = set()
        self.places: set = set()
        self.cards: set = set()
        self.dice: set = set()
        self.seats: set = set()
        self.entrances: set = set()
        self.entrance_place = None
        if builder is None:
            return
        self.subject_survivors = builder.subjects("survivor")
        self.subject_cards = builder.subjects("card")
        self.field = f = builder.next_field()
        if f is None:
            return
        options = builder.options()
        if f == "die":
            self.dice = set(options)
        elif f == "entrance":
            self.entrances = set(options)
            a = builder.matching()[0]
            if a.verb == "pick-entrance":
                self.entrance_place = "colony"
            elif hasattr(a, "survivor"):
                self.entrance_place = view["survivors"].get(a.survivor, {}).get("place")
        elif f == "target" and options and isinstance(options[0], int):
            self.seats = set(options)
        for x in options:
            if not isinstance(x, str) or not x:
                continue
            if x in content.survivors:
                self.survivors.add(x)
            elif x in content.locations:
                self.places.add(x)
            else:
                self.cards.add(x)
        if self.places and explain is not None and builder.kind == "turn":
            self._close_places(builder, content, f, explain)

    def _close_places(self, builder, content, field, explain) -> None:
        """Each place a turn action could name but is not offered, with the engine's reason
        (the same action with that place): the board says why on hover (issue 15)."""
        action = builder.matching()[0]
        for pid in content.locations:
            if pid not in self.places:
                why = explain(dataclasses.replace(action, **{field: pid}))
                if why:
                    self.closed_places[pid] = why
