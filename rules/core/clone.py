"""Copying a game in the middle of play (issue 18): ``game.clone()``.

A game's rules are generators (rules/core/flow.py) and a generator cannot be copied, so a copy
is the plain state copied plus a generator stack *rebuilt*, in one of two ways:

* **At a resume point.** A rule may mark the decision it is about to ask as one the rest of the
  game can be restarted from using the state alone: ``self._resumable("_rest_of_game")`` just
  before ``yield from self._ask(...)``; ``_rest_of_game()`` is a generator method that asks that
  same decision first and then plays the rest of the game (colony's "turn" decision, raxxon's
  "action" decision). A copy made there copies the state and starts ``_rest_of_game`` on it:
  no action is replayed.
* **Anywhere else** (inside a vote, a search, an effect's choices — state that lives in
  generator frames), the copy starts from the game's latest *checkpoint* — the state copied at
  the last resume point it passed — and replays the few actions since, without checking them
  and without events (the same rules on the same state draw the same chance, so they reach the
  same decision). A game without any checkpoint replays from its setup: slow, once.

A checkpoint is a frozen copy of the state at a resume point (never played on: every copy copies
it again). A game takes one when it is first copied at a resume point, and, once it has been
copied at all (``_armed``), every time it leaves a resume point; a game nobody copies pays
nothing. A copy inherits its original's checkpoint.

How a state attribute is copied is declared by the game (``CLONE``: attribute -> ``SHARE`` for
what never changes after setup, or a function returning a copy, e.g. ``list``); an attribute
holding an int, str, bool, None, float or frozenset is shared; anything else undeclared is
``copy.deepcopy``-ed (right, but slow: declare it). The driver's own fields (the generator, the
pending decision, the log and history, the rng) are the driver's business.
"""
from __future__ import annotations

import copy as _copy
import random as _random
from typing import ClassVar

from rules.core.rng import SCRIPTABLE, Rng

SHARE = "share"      # CLONE: the copy holds the same object (it never changes after setup)
_SKIP = "skip"
_ATOMS = frozenset({int, str, bool, type(None), float, frozenset, bytes})
# what the driver (rules/core/flow.py) and this module keep, copied by hand below
_DRIVER = frozenset({"_gen", "pending", "_legal", "_legal_set", "log", "history", "_events", "rng",
                     "outcome", "options", "content", "_ckpt", "_armed", "_resume_at"})


class CloneError(RuntimeError):
    """A copy that could not be rebuilt to the original's point (a bug in a game's resume
    points or copy rules; never bad input)."""


class Checkpoint:
    """A frozen copy of a game's state at a resume point: after ``at`` actions, the state
    (attribute -> value), the Mersenne Twister state, the draw count and the resume method."""
    __slots__ = ("at", "state", "mt", "draws", "rest")


def _finished():
    return
    yield   # pragma: no cover


class CloneMixin:
    CLONE: ClassVar[dict] = {}
    _CLONE_RULES: ClassVar[dict | None] = None

    # ------------------------------------------------------------------ for the rules
    def _resumable(self, rest: str) -> None:
        """The decision about to be asked is a resume point: ``getattr(game, rest)()`` is a
        generator that asks it first and plays the rest of the game, from the state alone."""
        self._resume_at = rest

    def _resume_point(self, rest: str) -> None:
        """A point of the flow (between decisions) where ``getattr(game, rest)()`` plays the rest
        of the game from the state alone: a game that has been copied keeps a checkpoint here,
        so its later copies replay only the actions since (e.g. the start of a phase)."""
        if self._armed:
            self._resume_at = rest
            self._ckpt = self._checkpoint()
            self._resume_at = None

    # ------------------------------------------------------------------ the API
    def clone(self):
        """An independent game at the same point: the same pending decision and legal actions,
        the same future chance, its own log and history; playing it never changes this one."""
        if len(self.history) != len(self.log) + 1:
            raise CloneError("a game whose rules failed cannot be copied")
        self._armed = True
        if self.pending is None:
            return self._clone_finished()
        n = len(self.log)
        ck = self._ckpt
        if self._resume_at is not None and (ck is None or ck.at != n):
            ck = self._ckpt = self._checkpoint()
        if ck is None:   # never at a resume point: from the setup
            if getattr(self, "_determinized", False):
                raise CloneError("a determinized copy can be copied only at a resume point")
            new = type(self)(self.options, self.content, dict(self.rng.forced),
                             **self.setup_data())
            new._ckpt = None
            new.rng.forced = dict(self.rng.forced)
            start = 0
        else:
            new = object.__new__(type(self))
            new._restore(ck, self)
            start = ck.at
        new._replay(self.history, start, n)
        d, p = self.pending, new.pending
        if p is None or p.seat != d.seat or p.kind != d.kind:
            raise CloneError(f"the copy of a {self.GAME_ID} game reached "
                             f"{'the end' if p is None else repr(p.kind)}, not {d.kind!r}")
        new._adopt(self)
        return new

    def determinize(self, seat: int, rng):
        """A copy as ``seat`` could believe the game to be: everything it cannot see re-dealt
        from ``rng`` (a ``random.Random``), a new future chance (rules/core/determinize.py)."""
        from rules.core.determinize import determinize
        return determinize(self, seat, rng)

    # ------------------------------------------------------------------ inside
    @classmethod
    def _clone_rules(cls) -> dict:
        rules = cls.__dict__.get("_CLONE_RULES")
        if rules is None:
            rules = {}
            for klass in reversed(cls.__mro__):
                rules.update(getattr(klass, "CLONE", None) or {})
            rules.update({k: _SKIP for k in _DRIVER})
            cls._CLONE_RULES = rules
        return rules

    def _copy_state(self, src: dict) -> dict:
        """A copy of the state attributes of ``src`` (a game's ``__dict__`` or a checkpoint's
        state): nothing mutable in it is shared with ``src`` but what ``CLONE`` shares."""
        rules = self._clone_rules()
        out = {}
        memo = None
        for k, v in src.items():
            how = rules.get(k)
            if how is None:
                if type(v) in _ATOMS or k.startswith("_setup_"):
                    out[k] = v
                else:
                    if memo is None:
                        memo = {id(self.content): self.content, id(self.options): self.options}
                    out[k] = _copy.deepcopy(v, memo)
            elif how is SHARE:
                out[k] = v
            elif how is not _SKIP:
                out[k] = how(v)
        return out

    def _checkpoint(self) -> Checkpoint:
        ck = Checkpoint()
        ck.at = len(self.log)
        ck.state = self._copy_state(self.__dict__)
        ck.mt = self.rng._r.getstate()
        ck.draws = self.rng.draws
        ck.rest = self._resume_at
        return ck

    def _restore(self, ck: Checkpoint, src) -> None:
        """This (empty) game at checkpoint ``ck`` of ``src``, its flow restarted there."""
        d = self.__dict__
        d.update(src._copy_state(ck.state))
        d["options"] = src.options
        d["content"] = src.content
        rng = Rng.__new__(Rng)
        rng.seed = src.rng.seed
        r = _random.Random.__new__(_random.Random)
        r.setstate(ck.mt)
        rng._r = r
        rng._queue = {k: [] for k in SCRIPTABLE}
        rng.forced = dict(src.rng.forced)   # every scripted draw made since is forced by now
        rng.draws = ck.draws
        rng.trace = None
        d["rng"] = rng
        d["pending"] = d["outcome"] = d["_legal"] = d["_legal_set"] = d["_resume_at"] = None
        d["_events"] = []
        d["_ckpt"] = ck
        d["_armed"] = False
        d["log"] = d["history"] = ()
        self._gen = self._run(getattr(self, ck.rest)())
        self._advance(None)

    def _replay(self, history: list, start: int, end: int) -> None:
        """The actions ``start`` to ``end`` of ``history`` (its records: the setup's first)
        applied without checks or events: they are the original's, in the same state."""
        self.rng.trace = None
        self._events = []
        advance = self._advance
        for rec in history[start + 1:end + 1]:
            advance(rec.action)

    def _adopt(self, src) -> None:
        """The copy's log, history, scripted draws and outcome are ``src``'s (copied)."""
        self.log = list(src.log)
        self.history = list(src.history)
        self._events = []
        rng, s = self.rng, src.rng
        rng._queue = {k: list(v) for k, v in s._queue.items()}
        rng.trace = []
        self.outcome = src.outcome
        self._armed = False

    def _clone_finished(self):
        """A copy of a game that is over: its state, no flow left to run."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self._copy_state(self.__dict__))
        d["options"], d["content"] = self.options, self.content
        rng = Rng.__new__(Rng)
        rng.seed, rng.draws, rng.trace = self.rng.seed, self.rng.draws, []
        rng._r = _random.Random.__new__(_random.Random)
        rng._r.setstate(self.rng._r.getstate())
        rng._queue = {k: list(v) for k, v in self.rng._queue.items()}
        rng.forced = dict(self.rng.forced)
        d["rng"] = rng
        d["pending"] = d["_legal"] = d["_legal_set"] = d["_resume_at"] = None
        d["_ckpt"], d["_armed"], d["_events"] = self._ckpt, False, []
        d["_gen"] = g = _finished()
        next(g, None)
        d["log"], d["history"], d["outcome"] = list(self.log), list(self.history), self.outcome
        return new


__all__ = ["SHARE", "Checkpoint", "CloneError", "CloneMixin"]
