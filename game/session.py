"""One game being played at the table: the engine, who sits where, who is looking, bots,
the log, the event queue the board animates, autosave and undo — for every game; and a bot
that thinks ahead beside the window (``bot_think``: the search bot on a copy of the game, in a
worker thread, issue 18).

The screen never reads the engine's state directly: it asks ``view()``, which is
``game.view(viewer)`` after that seat's player has lifted the curtain and ``public_view()``
otherwise (DESIGN.md, the front end; the shared screen). What differs between games (the
narrator of the log, which events undo may not cross, what a save's list entry says) comes from
the game's table (``game.tables``), found by the game's id; the engine comes from the rules
registry (``rules/games.py``).
"""
from __future__ import annotations

import datetime
import os
import sys
import threading
import time
import tomllib
from dataclasses import dataclass

from game import paths, tables
from game import settings as settings_mod
from rules import games
from rules.core import saves as core_saves
from rules.core.errors import IllegalAction, SaveError, clip
from rules.core.flow import save_text
from rules.core.play import choose, tell

AUTOSAVE = "autosave.toml"
THINK_WAKE_MS = 25   # a resting window looks this often for a thinking bot's answer (``wake_ms``)


@dataclass
class SeatConfig:
    """A seat: its name and whether a person plays it. The name is any text (typed names are
    cleaned of control characters by game/seatnames.py; a save's or a caller's are kept as they
    are, and every save writes and reads them back unchanged: rules/core/saves.py's writer);
    only what no file can hold, a lone surrogate, is replaced here, at input.

    ``default``: the name is the seat's default, never typed ("Player 3"); the boards draw
    the default in the current language then (``Table.seat_name``), while saves keep ``name``
    as it is (a loaded seat whose name is a default in any language is drawn the same way)."""
    name: str
    human: bool = True
    default: bool = False

    def __post_init__(self):
        self.name = str(self.name).encode("utf-8", "replace").decode("utf-8")


class Session:
    def __init__(self, game, seats: list[SeatConfig]):
        self.game = game
        self.seats = seats
        self.table = tables.get(game.GAME_ID)
        self.content = game.content
        self.narrator = self.table.narrator(game, [s.name for s in seats])
        self.events: list = []          # (event, index of the action that caused it)
        self.bots = {i: self.table.bot(game, i) for i, s in enumerate(seats) if not s.human}
        self.viewer: int | None = self._initial_viewer()
        # the seat whose person last lifted the curtain (``confirm``): the curtain that comes
        # down again for that same person (a bot answered in the middle of their turn) says
        # "back to" them, not "pass the mouse"
        self.last_viewer: int | None = None
        self.listeners: list = []       # called with each new list of events (the board)
        self.undo_floor = 0             # actions before this index can never be undone
        self.last_error: str | None = None      # the engine's words (English, rule ids): logs
        self.last_refusal = None                # its Reason (code, params): the screen's words
        self.save_error: str | None = None
        self.save_errno: int | None = None
        # how the bots think when no window says (``bot_strength``): None, the heuristic bot at
        # once; a strength (game.settings.BOT_STRENGTHS) asks for the search, and ``rounds`` then
        # counts its rounds instead of its time, so the same seed plays the same game (the robot)
        self.strength: str | None = None
        self.rounds: int | None = None
        self.thought: Thought | None = None     # the bot decision being thought about
        self.last_thought: Thought | None = None   # the last one answered (its time: bench/)
        self.bot_wait = 0.0                     # seconds since the last bot action (``bot_tick``)
        self._pass_key, self._pass = None, None  # ``passed_for_you``, once per decision
        # the seat whose person is still looking at what their last action showed them alone,
        # and those events (``apply``, ``done_looking``); None: nobody
        self.looking: int | None = None
        self.looked: list = []
        # the game so far — a new game's setup (its first lines: "A new siege: 4 players…"),
        # a loaded game's whole history — told to the log, the narrator and the bots, as
        # every play loop tells its bots (rules/core/play.py)
        self._replay_log()

    # ------------------------------------------------------------------ setup
    def _tell_bots(self, events) -> None:
        """Bots remember what their seat saw happen (crisis reveals, ballots…), as in every other
        play loop (rules/core/play.py)."""
        for seat in self.bots:
            tell(self.bots, seat, events)

    def _observe(self, events) -> None:
        """The narrator follows every event in order (who owns which survivor)."""
        for e in events:
            self.narrator.observe(e)

    @classmethod
    def new(cls, game_id: str, options, seats: list[SeatConfig]) -> "Session":
        return cls(games.get(game_id).new_game(options), seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def _initial_viewer(self) -> int | None:
        h = self.humans
        return h[0] if len(h) == 1 else None

    # ------------------------------------------------------------------ who looks
    @property
    def pending_seat(self) -> int | None:
        p = self.game.pending
        return p.seat if p is not None else None

    def needs_curtain(self) -> bool:
        """True when a human other than the confirmed viewer must act now (C-3.9… the shared
        screen): the board must hide the viewer's secrets and ask for the mouse to be passed."""
        seat = self.pending_seat
        if seat is None or not self.seats[seat].human or self.looking is not None:
            return False
        return len(self.humans) > 1 and seat != self.viewer

    def drop_viewer(self) -> None:
        """The curtain goes up: nobody's secrets are drawn until the next player confirms."""
        if len(self.humans) > 1:
            self.viewer = None
            self.looking, self.looked = None, []

    def confirm(self, seat: int) -> None:
        self.viewer = self.last_viewer = seat

    def _leave_when_done(self) -> None:
        """The shared screen between turns (issue 15): with more than one person at the table, a
        person's secrets are drawn only while the decision is theirs. Once another seat (a bot or
        another person) is to act, or the game is over, the table shows the public view until
        the next person lifts the curtain. One person with bots keeps their own view."""
        if len(self.humans) > 1 and self.viewer is not None and self.pending_seat != self.viewer:
            self.viewer = None

    def _last_look(self, rec) -> list:
        """The events that showed ``rec``'s person something (the table's ``last_look``: by
        default its ``look_events`` shown to them alone) when ``rec`` ended the person's
        decisions with another seat to act next and several people at the table — with those
        just before it of the same action: the person keeps their table up to look (``looking``)
        rather than see it hidden at once (a second card looked at was never seen: played in a
        real window). Else []."""
        seat = self.viewer
        if len(self.humans) < 2 or seat is None or rec.seat != seat \
                or self.pending_seat in (None, seat):
            return []
        return self.table.last_look(self.game, seat)

    def done_looking(self) -> None:
        """The person who was looking (``looking``) is done: their table is hidden now."""
        self.looking, self.looked = None, []
        self._leave_when_done()

    def view(self) -> dict:
        g = self.game
        return g.view(self.viewer) if self.viewer is not None else g.public_view()

    def my_turn(self) -> bool:
        """The confirmed viewer is the human who must choose now (not a question the session
        answers itself: ``passed_for_you``)."""
        seat = self.pending_seat
        return seat is not None and seat == self.viewer and self.seats[seat].human \
            and self.passed_for_you() is None

    def passed_for_you(self):
        """The answer the session gives for the one person at a table of bots when their
        decision has nothing to choose (its only legal action is one the table calls so:
        ``Table.nothing_to_choose``), else None. Such a decision goes by like a bot's: no
        panel, no click. With several people it is asked as every decision is — whether the
        curtain came up for it would tell the others something about that person's hand."""
        seat = self.pending_seat
        if seat is None or not self.seats[seat].human or len(self.humans) != 1:
            return None
        key = (len(self.game.log), self.game.pending)
        if self._pass_key != key:
            legal = self.game.legal_actions()
            self._pass_key = key
            self._pass = legal[0] if len(legal) == 1 and self.table.nothing_to_choose(legal[0]) \
                else None
        return self._pass

    def legal(self) -> list:
        return self.game.legal_actions() if self.my_turn() else []

    # ------------------------------------------------------------------ acting
    def refusal_text(self) -> str:
        """Why the last action was refused, in the player's language ("" when it was not)."""
        if self.last_error is None:
            return ""
        return self.table.refusal_text(self, self.last_refusal)

    def apply(self, action) -> bool:
        """Apply an action of the viewer (or a bot); False, with ``last_error``, when illegal."""
        try:
            rec = self.game.apply(action)
        except IllegalAction as e:
            self.last_error = str(e)
            self.last_refusal = e.reason
            return False
        self.last_error = None
        self.last_refusal = None
        self.looked = self._last_look(rec)
        self.looking = self.viewer if self.looked else None
        if self.looking is None:
            self._leave_when_done()
        elif all(e.seats is None for e in self.looked):
            # a public result only (the evacuation game's cards turned up): the person looks at
            # it on the public table — another seat decides next, so what they alone know (cards
            # looked at on earlier turns) is hidden already
            self.viewer = None
        idx = len(self.game.log) - 1
        new = [(e, idx) for e in rec.events]
        self._observe(rec.events)
        self.events.extend(new)
        self._tell_bots(rec.events)
        if self._undo_barrier(rec) or rec.seat != self.viewer:
            self.undo_floor = len(self.game.log)
        for fn in self.listeners:
            fn(rec.events)
        if any(e.kind in self.table.autosave_events for e in rec.events):
            self.autosave()
        return True

    def _undo_barrier(self, rec) -> bool:
        """Whether undo may never take back this action (DESIGN.md, Undo), for every game: it
        drew on chance — any die, exposure roll, random pick or shuffle its rules made, which
        the Record's chance trace holds (rules/core/flow.py, ``Rng.trace``), whatever event
        shows it (issue 15: an ability that rolls extra dice was undone to roll again) — or
        one of its events revealed something hidden (the table's ``undo_barriers``)."""
        return bool(rec.chance) or any(e.kind in self.table.undo_barriers for e in rec.events)

    def bot_to_move(self) -> bool:
        """A bot is to act — or the session for a person with nothing to choose
        (``passed_for_you``), at the bots' pace, so the table moves on as it does for a bot."""
        seat = self.pending_seat
        return seat is not None and self.looking is None \
            and (seat in self.bots or self.passed_for_you() is not None)

    def bot_strength(self, app=None) -> str | None:
        """How the bots at this table think, read at each bot decision (so a new game, a loaded
        one and a game under way after the setting changed all follow it): in the window's own
        loop (``App.lazy``) the player's Settings → Bot strength; under the headless tools
        (robot, shots, tests), which drive the frames themselves, ``self.strength`` — None
        unless they ask: the heuristic bot at once, the same game for the same seed as ever."""
        if app is not None and getattr(app, "lazy", False):
            return app.settings.bot_strength
        return self.strength

    def bot_think(self, app=None) -> None:
        """Let the bot to move start thinking, when its strength asks for a search and it has a
        choice to make: the search bot (rules/core/search.py) thinks on a copy of the game
        (``clone()``; it determinizes from its own seat, so it reads only what that seat may
        see) in a worker thread, for the strength's time (``game.settings.THINK_MS``), while
        the window goes on drawing and answering. The boards ask each frame a bot is to move,
        so the pace between bot actions runs meanwhile; ``bot_step`` takes the answer."""
        seat = self.pending_seat
        if seat is None or seat not in self.bots:
            return
        t = self.thought
        if t is not None:
            if t.about(self.game, seat):
                return
            t.cancelled = True   # a decision gone by (a load, an undo): its thinking stops
        self.thought = t = Thought(self.game, seat)
        ms = settings_mod.THINK_MS.get(self.bot_strength(app))
        if not ms or len(self.game.legal_actions()) < 2:
            return   # the heuristic bot, or one way on: answered at once by ``bot_step``
        t.think_ms = ms
        from rules.core.search import SearchBot
        try:
            copy = self.game.clone()   # on this thread: a first copy may arm the original
        except Exception as e:   # never seen; the heuristic bot then answers at once
            t.error = f"{type(e).__name__}: {e}"
            return
        seed = self.game.options.seed * 101 + seat + 7919 * len(self.game.log)
        # the seat's own heuristic bot (what it remembers seeing) is the search's first guess
        bot = SearchBot(copy, seat, seed, think_ms=ms, iterations=self.rounds,
                        prior=self.bots[seat], halt=lambda: t.cancelled)

        def think():
            answer = bot.choose(copy.view(seat), copy.legal_actions())
            t.rounds = bot.last.iterations if bot.last is not None else 0
            return answer
        t.start(think)

    def bot_tick(self, app, dt: float, busy: bool = False) -> None:
        """Each frame the bot to move has the table (its board's ``update``): it starts thinking
        (``bot_think``); once the table is still (``busy`` False: the dice, pieces or marker the
        board is showing have stopped), the pace between two bot actions has passed (Settings,
        faster with faster animations) and its answer is in, it acts (``bot_step``)."""
        self.bot_think(app)
        if busy:
            return
        self.bot_wait += dt
        if self.bot_wait >= app.settings.bot_pace / max(0.25, app.settings.anim_speed) \
                and self.bot_ready():
            self.bot_wait = 0.0
            self.bot_step()

    def bot_thinking(self) -> bool:
        """A bot is still thinking about the pending decision (the panels say so)."""
        t = self.thought
        return t is not None and t.about(self.game, self.pending_seat) and not t.done

    def bot_moving(self) -> bool:
        """A bot is to move and acts within the next frames: not while it thinks in its worker
        thread (the table's picture does not change then, so the window may rest: ``wake_ms``)."""
        return self.bot_to_move() and not self.bot_thinking()

    def wake_ms(self, idle_ms: int) -> int:
        """How long a resting window may sleep before it looks again: while a bot thinks, one
        rest step (its answer, from another thread, is seen within it); else ``idle_ms``."""
        return THINK_WAKE_MS if self.bot_thinking() else idle_ms

    def bot_ready(self) -> bool:
        """The bot to move may act now: it is not thinking, or its answer has come."""
        return not self.bot_thinking()

    def bot_step(self) -> bool:
        """The bot to move acts: the answer its thinking found (``bot_think``), or, without
        one, its heuristic bot's at once. False while it is still thinking (or no bot is to
        move); an answer for a decision that is no longer pending is dropped."""
        seat = self.pending_seat
        bot = self.bots.get(seat) if seat is not None else None
        if bot is None:
            answer = self.passed_for_you()
            return answer is not None and self.apply(answer)
        t, self.thought = self.thought, None
        if t is not None and t.about(self.game, seat):
            if not t.done:
                self.thought = t
                return False
            self.last_thought = t
            action = self._legal_twin(t.answer)
            if action is not None:
                return self.apply(action)
        elif t is not None:
            t.cancelled = True
        return self.apply(choose(self.game, bot))

    def _legal_twin(self, answer):
        """The game's own legal action for an action the copy answered (an engine may compare
        its own objects by identity); None when there is none (then the heuristic bot acts)."""
        if answer is None:
            return None
        legal = self.game.legal_actions()
        return next((a for a in legal if a == answer), None) or \
            next((a for a in legal if a.text == answer.text), None)

    # ------------------------------------------------------------------ undo (DESIGN.md, saves)
    @property
    def answered(self) -> list[str]:
        """The decision kind each action of the log answered (the game's records say it)."""
        return [r.kind for r in self.game.history[1:]]

    def _last_turn_action(self) -> int | None:
        """Where the last whole action of the turn began (the answer to the table's
        ``undo_anchor`` decision, colony's "turn")."""
        history = self.game.history   # history[i + 1] is the record of action i
        for i in range(len(history) - 2, -1, -1):
            if history[i + 1].kind == self.table.undo_anchor:
                return i
        return None

    def can_undo(self) -> bool:
        """Offered to the viewer between actions of their turn, back to the start of the last
        whole action, when that action rolled nothing and revealed nothing (DESIGN.md, Undo);
        and inside such an action still being answered — a played card's target, an option,
        a place — back to before it: the card returns to the hand (issue 15)."""
        anchor = self.table.undo_anchor
        if anchor is None or not self.my_turn():
            return False
        start = self._last_turn_action()
        if start is None or start < self.undo_floor:
            return False
        if self.game.pending.kind == anchor:
            return True
        # every record since ``start`` is the viewer's (another seat's sets the floor): only
        # the end of a turn is not taken back from a decision that came after it
        first = self.game.history[start + 1]
        return first.seat == self.viewer and first.action.verb not in self.table.turn_end_verbs

    def inside_action(self) -> bool:
        """The viewer is answering a question inside an action they may still take back."""
        return self.game.pending is not None and \
            self.game.pending.kind != self.table.undo_anchor and self.can_undo()

    def undo(self) -> bool:
        """Replay the log without the last whole action; never past a roll or revealed information."""
        if not self.can_undo():
            return False
        g = self.game
        keep = g.log[:self._last_turn_action()]
        replayed = type(g).replay(g.options, keep, dict(g.rng.forced), g.content,
                                  **g.setup_data())
        self.game = replayed
        # the narrator (who owns what) and the bots' memories forget the undone action too:
        # both are rebuilt from the kept history, as a load rebuilds them
        self.narrator = self.table.narrator(replayed, [x.name for x in self.seats])
        self.bots = {i: self.table.bot(replayed, i) for i, x in enumerate(self.seats) if not x.human}
        self._replay_log()
        for fn in self.listeners:
            fn([])
        return True

    # ------------------------------------------------------------------ log
    def log_lines(self, limit: int = 200, upto: int | None = None) -> list:
        """The newest ``limit`` log lines the viewer may read, oldest first, as (styled pieces,
        the event): of the first ``upto`` events only when given (a table holding back what a
        throw or a reveal has not shown yet)."""
        events = self.events if upto is None else self.events[:upto]
        out = []
        for e, _ in reversed(events):
            if len(out) >= limit:
                break
            pieces = self._pieces(e)
            if pieces:
                out.append((pieces, e))
        out.reverse()
        return out

    def log_pieces(self, limit: int = 200, upto: int | None = None) -> list:
        """The newest ``limit`` log lines the viewer may read, oldest first, as styled pieces."""
        return [p for p, _ in self.log_lines(limit, upto)]

    def _pieces(self, e):
        return self.narrator.pieces(e, viewer=self.viewer)

    # ------------------------------------------------------------------ saves
    def save_text(self) -> str:
        """The game's save and a [table]: who sat where, when, whether the game is over (Continue
        offers a new game then), and what the saves list shows (the game's ``save_header``).
        Written by the one TOML writer (rules/core/saves.py), so any seat name loads back."""
        when = datetime.datetime.now().isoformat(timespec="seconds")
        table = {"names": [s.name for s in self.seats], "humans": [s.human for s in self.seats],
                 "saved": when}
        if self.game.pending is None:
            table["over"] = True
        for k, v in self.table.save_header(self.game).items():
            table.setdefault(k, v)
        return save_text(self.game) + "\n" + core_saves.toml_table("table", table)

    def save(self, path: str) -> bool:
        try:
            core_saves.write(path, self.save_text())
            self.save_error = None
            return True
        except OSError as e:
            self.save_error = str(e)     # the system's words, for the log
            self.save_errno = e.errno    # what the player is told (game/scenes/saveload.py)
            return False

    def autosave(self) -> bool:
        return self.save(os.path.join(paths.data_dir(), AUTOSAVE))

    @classmethod
    def load(cls, path: str) -> "Session":
        """The table a save holds, for whichever game it is; SaveError when it cannot be."""
        game = games.get(_game_of(path)).load(path)
        with open(path, "rb") as f:
            table = tomllib.load(f).get("table", {})
        if not isinstance(table, dict):   # a damaged [table]: the seats get default names
            table = {}
        seats = _seats_of(table, game.n, tables.get(game.GAME_ID))
        if seats is None:
            raise SaveError(f"{os.path.basename(path)}: the table has the wrong number of seats")
        s = cls.resume(game, seats)
        s.table.restore(s, table)   # the table's own data its save header wrote (the mall's talk)
        return s

    @classmethod
    def resume(cls, game, seats: list[SeatConfig]) -> "Session":
        """A table at a game already under way (a load, a staged position): its whole log and
        the narrator's and the bots' memories rebuilt from the game's history; nothing before
        it can be undone."""
        s = cls(game, seats)   # (which reads the game's history: ``_replay_log``)
        s.undo_floor = len(game.log)   # a new stretch: nothing before it is undone
        return s

    def _replay_log(self) -> None:
        """A save keeps the actions, not the events: the load replayed them (rules/core/flow.py
        keeps each action's Record), which gives a loaded game its whole log and the narrator
        who owns what, as it was when saved. The setup's Record (the first) is told too: its
        events are the game's first lines (index -1: before any action)."""
        events = []
        for i, rec in enumerate(self.game.history):
            self._observe(rec.events)
            self._tell_bots(rec.events)
            events.extend((e, i - 1) for e in rec.events)
        self.events = events


class Thought:
    """A bot's thinking about one decision (``Session.bot_think``): a worker thread and what it
    found. The thread only touches the game's copy; the answer is applied by the session on
    the window's thread, and only while the same decision of the same game is pending."""

    # a thread holds Python's lock for this long before the other may run (5 ms by default):
    # with the search busy, the window's frame waited for it at every drawing call that let go
    # of it (a colony board rolling dice: p95 97 ms a frame); 1 ms keeps frames within budget
    # (docs/decisions.md, issue 18: the table's bots)
    SWITCH_S = 0.001
    # the thought whose thread ran last: one table is played at a time, so a new thought stops
    # one a load left behind in the session it replaced (nothing else tells that session)
    latest: "Thought | None" = None

    def __init__(self, game, seat: int):
        self.game, self.n, self.seat = game, len(game.log), seat
        self.answer = None      # the copy's action, once found
        self.error: str | None = None
        self.think_ms: float | None = None  # its budget (None: no search, the heuristic bot)
        self.seconds: float | None = None   # how long it thought, and its rounds (bench/)
        self.rounds: int | None = None
        self.cancelled = False
        self.thread: threading.Thread | None = None

    def about(self, game, seat) -> bool:
        return self.game is game and self.n == len(game.log) and self.seat == seat

    @property
    def done(self) -> bool:
        return self.thread is None or not self.thread.is_alive()

    def start(self, think) -> None:
        def run():
            t0 = time.perf_counter()
            try:
                self.answer = think()
            except Exception as e:   # the heuristic bot answers instead: a bot never stops a game
                self.error = f"{type(e).__name__}: {e}"
                print(f"whiteout: a bot's search failed ({self.error}); its heuristic bot "
                      "answers", file=sys.stderr)   # said, so a fault is never silent
            self.seconds = time.perf_counter() - t0
        if sys.getswitchinterval() > self.SWITCH_S:
            sys.setswitchinterval(self.SWITCH_S)
        if Thought.latest is not None:
            Thought.latest.cancelled = True
        Thought.latest = self
        self.thread = threading.Thread(target=run, name="whiteout-bot", daemon=True)
        self.thread.start()


def _seats_of(table: dict, n: int, game_table) -> list | None:
    """The seats a save's [table] names; None when it names another number of seats. What is
    not a list of names (or of true/false) is damage: those seats get their default names and
    are played by people, never a crash (Load and Continue catch only SaveError)."""
    names, humans = table.get("names"), table.get("humans")
    if not (isinstance(names, list) and names and all(isinstance(x, str) for x in names)):
        names = None
    if not (isinstance(humans, list) and humans and all(isinstance(x, bool) for x in humans)):
        humans = None
    if (names is not None and len(names) != n) or (humans is not None and len(humans) != n):
        return None
    return [SeatConfig(names[i], humans[i] if humans else True) if names else
            SeatConfig(game_table.default_seat_name(i), humans[i] if humans else True, default=True)
            for i in range(n)]


def _game_of(path: str) -> str:
    """The id of the game a save holds, when a table of ours plays it; SaveError otherwise."""
    name = os.path.basename(path)
    try:
        with open(path, "rb") as f:
            data = core_saves.parse(f.read(), name)
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e.strerror}", why="unreadable") from None
    game_id = data.get("game")
    if not isinstance(game_id, str) or not tables.has(game_id):
        raise SaveError(f"{name} is not a save of a game this table plays "
                        f"({clip(repr(game_id))})", why="foreign")
    return game_id


def list_saves(folder: str | None = None) -> list[dict]:
    """Every save in the data folder, newest first: path, date, game, its [table] fields (what
    the game's table says of it in the list: ``table.save_summary``) and whether it can be
    loaded at all."""
    folder = folder or paths.data_dir()
    out = []
    try:
        names = os.listdir(folder)
    except OSError:
        return out
    for name in names:
        if not name.endswith(".toml") or name == "settings.toml":
            continue
        p = os.path.join(folder, name)
        try:
            with open(p, "rb") as f:
                data = tomllib.load(f)
            table = data.get("table", {})
            if not isinstance(table, dict):
                table = {}
            game_id = data.get("game")
            ok = isinstance(game_id, str) and tables.has(game_id)
            out.append({"path": p, "name": name[:-5], "saved": str(table.get("saved", "")),
                        "game": game_id if ok else "", "table": table,
                        "players": len(names) if isinstance(names := table.get("names"), list) else 0,
                        "ok": ok,
                        "over": table.get("over") is True})
        except (OSError, ValueError, RecursionError):   # unreadable, not UTF-8, not TOML, too deep
            out.append({"path": p, "name": name[:-5], "saved": "", "game": "", "table": {},
                        "players": 0, "ok": False, "over": False})
    out.sort(key=lambda d: (d["saved"], d["name"]), reverse=True)
    return out


def save_is_over(path: str) -> bool:
    """Whether a save says its game is over (``over = true`` in its [table], written since
    issue 15), read without replaying it; False for anything else, even an unreadable file."""
    try:
        with open(path, "rb") as f:
            table = tomllib.load(f).get("table")
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(table, dict) and table.get("over") is True
