"""The generator-driven flow driver every engine can share (DESIGN.md: the rules engine contract).

A game is a subclass of ``FlowGame``. Its rules are one generator, ``_flow``, that yields a
``Decision`` whenever a seat must choose and receives the chosen action back; nested rules are
nested generators (``yield from self._ask(...)``), so the code reads in rulebook order. The
driver gives every engine the same public API:

    game.pending            the Decision waited for (None once the game is over)
    game.legal_actions()    the pending seat's legal actions (computed once, cached)
    game.apply(action)      an action or its text; IllegalAction (the state untouched) unless it
                            is one of the legal actions; returns a Record (the action, its
                            events, the chance results it drew)
    game.history            every Record since setup (the setup's own first): the game's log,
                            rebuilt by a replay, so a loaded game shows its log too
    game.log_for(seat)      the events of the history that ``seat`` may see (None: public)
    game.log                the action texts: what saves and snapshots hold
    game.to_dict() / Game.from_dict(d) / Game.replay(options, actions, forced) / Game.rebuild(...)
    game.clone()            an independent copy at the same point (rules/core/clone.py, issue 18)

A subclass provides: ``GAME_ID``, ``ACTIONS`` (its action family, rules/core/actions.py),
``OPTIONS`` (a frozen dataclass with ``seed`` and ``check()``), ``__init__(options, content=None,
forced=None, **setup)`` that makes ``self.rng = new_rng(seed, forced)``, builds the state and then
calls ``self._start_flow()``, ``_flow()``,
``_finish(reason)`` (called when ``GameOver`` ends the flow), ``state_dict()`` and, to name the
rule that refuses an action, ``_why_illegal(action, decision)``. ``SETUP_KEYS`` lists the extra
constructor arguments (e.g. a test position) that ``to_dict`` keeps and ``from_dict`` passes back.
"""
from __future__ import annotations

import dataclasses
import typing
from typing import ClassVar

from rules.core import saves as core_saves
from rules.core.clone import CloneMixin
from rules.core.errors import IllegalAction, Reason, SaveError, clip, shorten
from rules.core.records import Decision, Event, Record
from rules.core.rng import ChanceError, Rng


def new_rng(seed: int, forced: dict | None = None) -> Rng:
    """A game's Rng that records its draws from the start (the setup's Record holds them)."""
    rng = Rng(seed, {int(k): v for k, v in (forced or {}).items()})
    rng.trace = []
    return rng


class GameOver(Exception):
    """Raised anywhere inside the flow to end the game with ``reason``."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class FlowGame(CloneMixin):
    GAME_ID: ClassVar[str] = ""
    ACTIONS: ClassVar[type] = object
    OPTIONS: ClassVar[type] = object
    FORMAT: ClassVar[int] = 1
    SETUP_KEYS: ClassVar[tuple] = ()

    # ------------------------------------------------------------------ driving the flow
    def _start_flow(self) -> None:
        """Start the rules: run the flow to its first decision (the setup's Record is kept)."""
        self.pending: Decision | None = None
        self.outcome = None
        self.log: list[str] = []
        self.history: list[Record] = []
        self._events: list[Event] = []
        self._legal: list | None = None
        self._legal_set: frozenset | None = None
        self._resume_at: str | None = None   # copying (rules/core/clone.py): the pending
        self._ckpt = None                    # decision's resume method, the latest checkpoint,
        self._armed = False                  # whether leaving a resume point takes one
        if self.rng.trace is None:    # an Rng made by new_rng() already traces the setup's draws
            self.rng.trace = []
        self._gen = self._run()
        self._advance(None)
        self.history.append(Record(None, None, self._events, self.rng.trace))

    def _run(self, flow=None):
        """The flow (or ``flow``: the rest of it, from a copy's resume point) until it ends."""
        try:
            yield from self._flow() if flow is None else flow
        except GameOver as over:
            self._finish(over.reason)

    def _flow(self):  # pragma: no cover - every game defines it
        raise NotImplementedError
        yield

    def _finish(self, reason: str) -> None:  # pragma: no cover
        raise NotImplementedError

    def _advance(self, action) -> None:
        self._legal = None
        self._legal_set = None
        self._resume_at = None
        try:
            self.pending = self._gen.send(action)
        except StopIteration:
            self.pending = None

    def _ask(self, seat: int, kind: str, prompt: str, actions, **info):
        """Wait for ``seat`` to pick one of ``actions`` (a list, or a function listing them)."""
        assert callable(actions) or actions, f"no legal action for {kind}"
        action = yield Decision(seat, kind, prompt, actions, info)
        return action

    def _emit(self, kind: str, seats=None, **data) -> None:
        """An event; ``seats``: who may see it (None: everyone)."""
        self._events.append(Event(kind, data, None if seats is None else frozenset(seats)))

    # ------------------------------------------------------------------ public API
    @property
    def crashed(self) -> bool:
        """Whether an exception inside the rules ended the flow without an outcome (the
        simulators' failures; a game never gets there through legal actions)."""
        return self._gen.gi_frame is None and self.outcome is None

    def legal_actions(self) -> list:
        d = self.pending
        if d is None:
            return []
        if self._legal is None:
            self._legal = d.actions() if callable(d.actions) else list(d.actions)
        return list(self._legal)

    def apply(self, action) -> Record:
        """Validate and apply one action of the pending seat; returns its Record. Anything that is
        not one of the legal actions (a malformed text, another object) is an IllegalAction and
        changes nothing."""
        d = self.pending
        if d is None:
            raise IllegalAction("the game is over")
        chosen = self._own_legal(action)
        if chosen is None:   # a text, or another object: read and checked, then looked up
            action = self._as_action(action)
            chosen = self._match(action)
        if chosen is None:
            why = self._why_illegal(action, d)
            raise IllegalAction(shorten(why, action.text),
                                reason=why if isinstance(why, Reason) else None)
        if self._armed and self._resume_at is not None and (
                self._ckpt is None or self._ckpt.at != len(self.log)):
            self._ckpt = self._checkpoint()   # a copied game keeps its resume points (clone.py)
        self._events = []
        trace = self.rng.trace = []
        self.log.append(chosen.text)
        self._advance(chosen)
        record = Record(d.seat, chosen, self._events, trace, d.kind)
        self.history.append(record)
        return record

    def _own_legal(self, action):
        """``action`` itself when it is one of the pending decision's legal actions — the very
        object ``legal_actions()`` handed out, as a bot answers — and ``_as_action`` has read it
        for this family before (it is frozen: that cannot change); else None. Such an answer
        needs neither reading nor checking again."""
        family = self.ACTIONS
        if not isinstance(action, family) \
                or getattr(action, "__dict__", _NO_DICT).get("_read_back") is not family:
            return None
        if self._legal is None:
            self.legal_actions()
        for a in self._legal:
            if a is action:
                return a
        return None

    def _match(self, action):
        """The legal action equal to ``action`` (the engine's own object), or None."""
        if self._legal is None:
            self.legal_actions()
        for a in self._legal:
            if a is action:
                return a
        if self._legal_set is None:
            self._legal_set = frozenset(self._legal)
        if action not in self._legal_set:
            return None
        for a in self._legal:
            if a == action:
                return a
        return None   # pragma: no cover

    def _as_action(self, action):
        family = self.ACTIONS
        if isinstance(action, str):
            try:
                return family.parse(action)
            except IllegalAction as e:
                words = action.split()
                raise IllegalAction(shorten(str(e), action, *words,
                                            *(w.partition("=")[2] for w in words))) from None
        if not isinstance(action, family) or not getattr(action, "verb", ""):
            raise IllegalAction(f"an action must be an action text or a {self.GAME_ID} action, "
                                f"not {type(action).__name__} ({_shown(action)})")
        for name, kind in _field_types(type(action)):
            if not _reads_back(getattr(action, name), kind):
                raise IllegalAction(f"{_shown(action)} is not a well-formed {self.GAME_ID} action: "
                                    f"its {name} would not read back from its text")
        params = getattr(type(action), "__dataclass_params__", None)
        if params is not None and params.frozen and hasattr(action, "__dict__"):
            object.__setattr__(action, "_read_back", family)   # checked once: it is frozen
        return action

    def _why_illegal(self, action, d: Decision) -> str:
        return (f"{action.text!r} is not a legal answer now: seat {d.seat} is asked "
                f"'{d.kind}' ({d.prompt})")

    def log_for(self, seat: int | None = None) -> list[tuple[int, Event]]:
        """(index in ``history``, event) for every event ``seat`` may see (None: public ones)."""
        return [(i, e) for i, r in enumerate(self.history) for e in r.events if e.visible_to(seat)]

    # ------------------------------------------------------------------ snapshots
    def state_dict(self) -> dict:  # pragma: no cover
        raise NotImplementedError

    def checksum(self) -> str:
        return core_saves.digest(self.state_dict())

    def setup_data(self) -> dict:
        """The extra constructor arguments (``SETUP_KEYS``) this game was made with."""
        return {k: getattr(self, "_setup_" + k, None) for k in self.SETUP_KEYS
                if getattr(self, "_setup_" + k, None) is not None}

    def to_dict(self) -> dict:
        d = {"format": self.FORMAT, "game": self.GAME_ID,
             "options": options_dict(self.options), "seed": self.options.seed,
             "actions": list(self.log),
             "forced": {str(k): v for k, v in sorted(self.rng.forced.items())},
             "queued": self.rng.queued(), "state": self.state_dict()}
        d.update(self.setup_data())
        return d

    def stopped_at(self, stop) -> "FlowGame | None":
        """A copy of this game as it stood just after the first event for which ``stop(event)``
        is true — in the middle of the action that caused it, before the rest of that action's
        rules ran — rebuilt from the options, scripted draws and actions (as ``replay``), or None
        when no event of the game matches. For looking only: the copy waits on no decision and
        takes no action; its ``view(seat)``/``public_view()`` show the table at that moment (a
        table narrating an end of day step by step shows the day's end behind it)."""
        probe = type(self)(self.options, self.content, dict(self.rng.forced), **self.setup_data())
        emit = probe._emit

        def halting(kind, seats=None, **data):
            emit(kind, seats, **data)
            if stop(probe._events[-1]):
                raise _Stopped

        if any(stop(e) for e in probe._events):
            return None   # the setup itself: no action to stop in
        probe._emit = halting
        try:
            for a in self.log:
                probe.apply(a)
        except _Stopped:
            probe._emit = emit
            probe.pending = None
            return probe
        return None

    @classmethod
    def replay(cls, options, actions: list, forced: dict | None = None, content=None, **setup):
        """A new game with these options and scripted draws, then every action in order; an
        action that cannot be replayed is a SaveError."""
        g = cls(options, content, forced, **setup)
        _play(g, actions)
        return g

    @classmethod
    def rebuild(cls, options, actions, forced=None, queued=None, content=None, **setup):
        """The game a save or snapshot describes, every part checked: the options field by field,
        the actions as texts, each forced draw (reached by the actions), the queued draws.
        Raises SaveError and nothing else for bad data."""
        opts = options if isinstance(options, cls.OPTIONS) else read_options(cls.OPTIONS, options)
        if not isinstance(actions, (list, tuple)):
            raise SaveError(f"the actions are not a list but {type(actions).__name__}")
        for i, a in enumerate(actions):
            if not isinstance(a, str):
                raise SaveError(f"action {i + 1} is not an action text but {type(a).__name__}")
        draws = core_saves.forced_table(forced, "the game")
        queue = core_saves.queued_table(queued, "the game")
        try:
            g = cls(opts, content, draws, **setup)
        except ChanceError as e:
            raise SaveError(f"the setup cannot be replayed: {e}") from None
        except ValueError as e:
            raise SaveError(f"the save's options are damaged ({e})") from None
        _play(g, actions)
        late = sorted(n for n in draws if n >= g.rng.draws)
        if late:
            raise SaveError(f"draw {late[0]} is forced, but the actions make only {g.rng.draws} "
                            "draws: forced draws must be draws that were made")
        for kind, values in queue.items():
            g.rng.script(kind, *values)
        return g

    @classmethod
    def from_dict(cls, d: dict, content=None):
        """Restores a ``to_dict()`` snapshot by replaying it; SaveError for anything that does not
        describe a game this engine can reach."""
        if not isinstance(d, dict) or d.get("game") != cls.GAME_ID:
            raise SaveError(f"not a {cls.GAME_ID} game snapshot")
        if d.get("format") != cls.FORMAT:
            raise SaveError(f"snapshot format {clip(repr(d.get('format')))} is not {cls.FORMAT}")
        for key in ("options", "actions"):
            if key not in d:
                raise SaveError(f"snapshot is damaged: it has no {key}")
        setup = {k: d[k] for k in cls.SETUP_KEYS if k in d}
        queued = d.get("queued")
        if "queued" not in d:   # a snapshot from before "queued": its state's rng has them
            state = d.get("state")
            rng = state.get("rng") if isinstance(state, dict) else None
            queued = rng.get("queued") if isinstance(rng, dict) else None
        try:
            g = cls.rebuild(d["options"], d["actions"], d.get("forced"), queued, content, **setup)
        except SaveError as e:
            raise SaveError(f"snapshot is damaged: {e}") from None
        if "seed" in d and d["seed"] != g.options.seed:
            raise SaveError("snapshot is damaged: its seed does not match its options")
        if "state" in d and g.state_dict() != d["state"]:
            raise SaveError("snapshot does not match the replay of its actions")
        return g


_NO_DICT: dict = {}


def _shown(x) -> str:
    """``repr(x)`` for a message, cut to 80 characters; never fails."""
    try:
        return clip(repr(x))
    except Exception:   # a hostile __repr__, or an int too long to print: say what it is
        return f"<a {type(x).__name__}>"


_FIELDS: dict[type, tuple] = {}


def _field_types(kind: type) -> tuple:
    """(name, int | str | bool | tuple) for each field of an action class, as its text form reads
    them (rules/core/actions.py)."""
    out = _FIELDS.get(kind)
    if out is None:
        hints = typing.get_type_hints(kind)
        out = tuple((f.name, hints[f.name] if hints[f.name] in (int, str, bool) else tuple)
                    for f in dataclasses.fields(kind))
        _FIELDS[kind] = out
    return out


def _reads_back(v, kind) -> bool:
    """Whether a field's value is what the action's text form would read back (a die of
    ``True``, a list of followers or an id holding a space is not: its text would not replay
    from the log or a save)."""
    if kind is tuple:
        return type(v) is tuple and all(type(x) is str and x and "," not in x and _word(x)
                                        for x in v)
    if kind is str:
        return type(v) is str and (v == "" or _word(v))
    if kind is int:
        return type(v) is int and -2**63 <= v < 2**63   # str() of a huge int may fail
    return type(v) is kind


def _word(s: str) -> bool:
    return s.split() == [s]


class _Stopped(Exception):
    """Ends a replay where ``FlowGame.stopped_at`` was asked to stop."""


def _play(g: FlowGame, actions) -> None:
    for i, text in enumerate(actions):
        try:
            g.apply(text)
        except (IllegalAction, ChanceError) as e:
            raise SaveError(f"action {i + 1} ({clip(text)!r}) cannot be replayed: "
                            f"{shorten(str(e), str(text))}") from None


def options_dict(options) -> dict:
    """A dataclass of options as plain data (tuples as lists)."""
    out = {}
    for f in dataclasses.fields(options):
        v = getattr(options, f.name)
        out[f.name] = list(v) if isinstance(v, tuple) else v
    return out


def read_options(kind: type, raw):
    """Options from a save or snapshot, each field of its declared type (``true`` is not 1);
    lists become tuples. SaveError for anything else, and for options that ``check()`` refuses.
    An option the save lacks takes its ``ADDED_LATER`` value when the options class names one
    (the save was played before the option existed), else its default."""
    if not isinstance(raw, dict):
        raise SaveError(f"the save's options are damaged (not a table but {type(raw).__name__})")
    hints = typing.get_type_hints(kind)
    names = {f.name for f in dataclasses.fields(kind)}
    values = {}
    for k, v in raw.items():
        if k not in names:
            raise SaveError(f"the save's options are damaged (unknown option {clip(repr(k))})")
        hint = hints[k]
        ok, v = _fits_hint(hint, v)
        if not ok:
            raise SaveError(f"the save's options are damaged ({k} = {clip(repr(v))} is not "
                            f"{_hint_name(hint)})")
        values[k] = v
    for k, v in getattr(kind, "ADDED_LATER", {}).items():
        values.setdefault(k, v)   # a save older than the option: the rules it was played by
    try:
        opts = kind(**values)
        opts.check()
    except (ValueError, TypeError) as e:
        raise SaveError(f"the save's options are damaged ({e})") from None
    return opts


def _fits_hint(hint, v):
    args = typing.get_args(hint)
    origin = typing.get_origin(hint)
    if hint in (int, str, bool):
        return type(v) is hint, v
    if origin is tuple:
        if isinstance(v, (list, tuple)) and all(type(x) is (args[0] if args else str) for x in v):
            return True, tuple(v)
        return False, v
    if args and type(None) in args:   # X | None
        if v is None:
            return True, v
        return any(_fits_hint(a, v)[0] for a in args if a is not type(None)), v
    return True, v


def _hint_name(hint) -> str:
    return str(hint).replace("typing.", "").replace(" | None", " or nothing")


# ---------------------------------------------------------------------- save files
def save_checksum(game: FlowGame) -> str:
    """The checksum of the whole save: options, seed, actions, forced and queued draws, state."""
    return core_saves.digest({
        "game": game.GAME_ID, "options": options_dict(game.options), "seed": game.options.seed,
        "actions": list(game.log),
        "forced": {str(k): v for k, v in sorted(game.rng.forced.items())},
        "queued": game.rng.queued(), "state": game.checksum()})


def save_text(game: FlowGame) -> str:
    """The save file of a game (rules/core/saves.py: the format); a game built from a test
    position (``SETUP_KEYS``) is not saved to a file: its snapshot (``to_dict``) holds it."""
    if game.setup_data():
        raise SaveError("a game built from a test position has no save file; use to_dict()")
    return core_saves.dumps(game.GAME_ID, options_dict(game.options), game.options.seed, game.log,
                            {str(k): v for k, v in sorted(game.rng.forced.items())},
                            game.checksum(), queued=game.rng.queued(),
                            save_checksum=save_checksum(game))


def save(game: FlowGame, path: str) -> None:
    core_saves.write(path, save_text(game))


def load(path: str, cls: type) -> FlowGame:
    """The game a save holds, replayed and checked; SaveError (the file untouched) otherwise."""
    data = core_saves.read(path, cls.GAME_ID)
    try:
        if data["options"].get("seed", 0) != data["seed"]:
            raise SaveError("the seed does not match the options")
        game = cls.rebuild(data["options"], data["actions"], data["forced"], data["queued"])
    except SaveError as e:
        raise SaveError(f"{path}: {e}", why=e.why) from None
    if game.checksum() != data["checksum"]:
        raise SaveError(f"{path}: the replayed game does not match the saved checksum")
    if "save_checksum" in data and save_checksum(game) != data["save_checksum"]:
        raise SaveError(f"{path}: the save's options, actions or draws do not match its checksum "
                        "(the file is damaged or was cut short)")
    return game


__all__ = ["FlowGame", "GameOver", "load", "new_rng", "options_dict", "read_options", "save",
           "save_checksum", "save_text"]
