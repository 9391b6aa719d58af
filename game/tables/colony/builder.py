"""Building one action from clicks: pick a survivor or a card, then a verb, then each remaining
field (a die, an entrance, a place, a target…), choosing only among the engine's legal actions.

This is pure logic (no pygame): the board asks it what to highlight and tells it what was
clicked. Every decision kind of the engine goes through it — a decision is a list of legal
actions, and a click only ever narrows that list — so a decision kind needs no code of its own
to be playable; the board adds pictures (the search overlay, the crossroads card…) around it.
"""
from __future__ import annotations

import dataclasses


def fields_of(action) -> list[str]:
    return [f.name for f in dataclasses.fields(action)]


def subject_of(action) -> tuple[str, object] | None:
    """What a person clicks first for a turn action: ("survivor", id) or ("card", id)."""
    names = fields_of(action)
    if "card" in names:     # play, equip, crisis, objective, use, hand off…
        return ("card", action.card)
    if "survivor" in names:
        return ("survivor", action.survivor)
    return None


class Builder:
    """The choice in progress for one decision (a list of legal actions)."""

    def __init__(self, legal: list, kind: str):
        self.legal = list(legal)
        self.kind = kind
        self._match_key = None     # matching() is asked many times a frame: remember the last
        self._match: list = []
        self._subjects = {}
        for a in self.legal:
            s = subject_of(a)
            if s is not None:
                self._subjects.setdefault(s[0], set()).add(s[1])
        self._subjects = {k: frozenset(v) for k, v in self._subjects.items()}
        self.reset()

    def reset(self) -> None:
        self.subject: tuple[str, object] | None = None
        self.shown = None   # the copy drawn as the chosen subject (``choose_subject``)
        self.verb: str | None = None
        self.fixed: dict[str, object] = {}
        self.partial: list = []   # members clicked so far of a group field (the draft's followers)
        self.confirm_end = False  # "N dice unused — end the turn?" asked (zones.panel.end_turn)

    # ------------------------------------------------------------------ what is left
    def matching(self) -> list:
        key = (self.subject, self.verb, tuple(self.fixed.items()))
        if key == self._match_key:
            return self._match
        out = []
        for a in self.legal:
            if self.subject is not None and subject_of(a) != self.subject:
                continue
            if self.verb is not None and a.verb != self.verb:
                continue
            if all(getattr(a, k, _MISSING) == v for k, v in self.fixed.items()):
                out.append(a)
        self._match_key, self._match = key, out
        return out

    def subjects(self, kind: str) -> set:
        """The survivors (kind "survivor") or cards ("card") that start some legal action."""
        if self.kind != "turn" or self.subject is not None:
            return frozenset()
        return self._subjects.get(kind, frozenset())

    def seat_verbs(self) -> list[str]:
        if self.kind != "turn" or self.subject is not None:
            return []
        return sorted({a.verb for a in self.legal if subject_of(a) is None},
                      key=lambda v: (v == "end", v))

    def verbs(self) -> list[str]:
        """The verbs open for the chosen subject (or, in a decision that is not a turn, all)."""
        if self.verb is not None:
            return []
        if self.kind == "turn" and self.subject is None:
            return []
        return sorted({a.verb for a in self.matching()})

    def next_field(self) -> str | None:
        """The next field to choose, or None when the action is complete (or no verb yet)."""
        m = self.matching()
        if not m:
            return None
        verbs = {a.verb for a in m}
        if len(verbs) > 1:
            return None
        for name in fields_of(m[0]):
            if name in self.fixed:
                continue
            if self.subject is not None and name == self.subject[0]:
                continue
            return name
        return None

    def options(self, name: str | None = None) -> list:
        """The values the next field may take, in a stable order."""
        name = name or self.next_field()
        if name is None:
            return []
        vals = {getattr(a, name) for a in self.matching()}
        return sorted(vals, key=_order)

    def members(self) -> set:
        """When the next field's values are groups (tuples), every member of some group: what
        a person clicks one by one instead of picking a whole group from a list."""
        opts = self.options()
        if not opts or not all(isinstance(o, tuple) for o in opts):
            return set()
        return {x for o in opts for x in o}

    def complete(self):
        """The one action fully chosen, or None."""
        m = self.matching()
        if len(m) == 1 and (self.verb is not None or len({a.verb for a in self.legal}) == 1
                            or self.kind != "turn"):
            if self.next_field() is None:
                return m[0]
        return None

    # ------------------------------------------------------------------ clicks
    def choose_subject(self, kind: str, value, shown=None) -> None:
        """``shown``: the card the person clicked when it is a copy alike to ``value`` (the
        engine offers one copy of a kind in a hand): the board draws that one chosen."""
        self.reset()
        self.subject = (kind, value)
        self.shown = value if shown is None else shown
        self._autofill()

    def choose_verb(self, verb: str) -> None:
        self.verb = verb
        self._autofill()

    def choose(self, name: str, value) -> None:
        self.fixed[name] = value
        self.partial = []
        self._autofill()

    def gather(self, member) -> None:
        """Click a member of a group field: in or out of the group being built; when the members
        clicked make one of the legal groups, that group is chosen."""
        if member in self.partial:
            self.partial.remove(member)
        else:
            self.partial.append(member)
        name = self.next_field()
        for group in self.options(name):
            if isinstance(group, tuple) and sorted(group) == sorted(self.partial):
                self.choose(name, group)
                return

    def _autofill(self) -> None:
        """A verb or field with one possible value is filled in without asking."""
        while True:
            m = self.matching()
            if not m:
                return
            verbs = {a.verb for a in m}
            if self.verb is None and len(verbs) == 1 and (self.kind != "turn" or self.subject):
                self.verb = next(iter(verbs))
                continue
            name = self.next_field()
            if name is None:
                return
            vals = {getattr(a, name) for a in m}
            if len(vals) != 1:
                return
            self.fixed[name] = next(iter(vals))

    def back(self) -> None:
        """One step back: the members being gathered, the last field, the verb, the subject."""
        if self.partial:
            self.partial = []
        elif self.fixed:
            self.fixed.popitem()
        elif self.verb is not None and (self.subject is not None or self.kind != "turn"):
            self.verb = None
            self.fixed = {}
        else:
            self.reset()


_MISSING = object()


def _order(v):
    if isinstance(v, bool):
        return (0, not v, "")
    if isinstance(v, int):
        return (1, v, "")
    if isinstance(v, tuple):
        return (2, 0, ",".join(v))
    return (3, 0, str(v))
