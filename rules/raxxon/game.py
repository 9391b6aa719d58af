"""The raxxon game (shared/spec/raxxon.md) as a pure, deterministic engine.

The flow of play is one generator (``_flow``, driven by rules/core/flow.py) that yields a
Decision whenever a player must choose. Board actions are in ``handlers.py``, the symbols and
Raxxon cards in ``effects.py``, what each seat may see in ``views.py``. Rule ids from the spec
appear beside the code that enforces them.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import deck as D
from rules.core.clone import SHARE
from rules.core.errors import IllegalAction
from rules.core.flow import FlowGame, GameOver, new_rng
from rules.core.records import Outcome
from rules.raxxon import actions as A
from rules.raxxon import crowd as C
from rules.raxxon.content import Content, load_content
from rules.raxxon.effects import EffectsMixin, EndOfDay
from rules.raxxon.handlers import HandlersMixin
from rules.raxxon.views import ViewsMixin

FORMAT = 1
# level -> (infected cards shuffled into the citizen deck, infection deck size, healthy
# cards = evacuation target). Intro plays without the six Intro types.
LEVELS = {"intro": (9, 9, 20), "medium": (15, 15, 30), "hard": (18, 12, 30), "expert": (21, 9, 30)}
DIFFICULTIES = tuple(LEVELS)
INFLUENCE_MAX = 8
SPREAD_CAP = 4
# A guard, not an ending (R-4.2: days repeat until R-15 ends the game): the invariants
# (rules/raxxon/invariants.py) report a game past this day as broken, so the simulator and the
# tests fail on it; play never stops there. The longest game of the soaks is far below it
# (docs/decisions.md).
DAY_LIMIT = 50
GO_PASS = (A.GO, A.PASS)
YES_NO = (A.YES, A.NO)

# the three ends of R-15, and only they
REASONS = {"evacuated": "R-15.1", "outbreak": "R-15.2", "takeover": "R-15.3"}

# the rule behind each decision, named when an answer is refused
DECISION_RULES = {
    "character": "R-3.6, OPEN-R-1", "board": "R-16.2, OPEN-R-14",
    "consequence": "R-7.1, R-7.3, OPEN-R-6", "action": "R-6.4, R-7.5, R-7.6",
    "target": "R-7.8", "line": "R-5.5, R-7.8", "optional": "R-7.9, S7",
    "turn_down": "R-7.8", "place": "R-11.2, R-11.4", "reveal": "S4, R-10.1",
    "raxxon": "R-12.2", "order": "R-14.1", "company": "R-16.5, OPEN-R-15",
    "confirm": "R-7.8", "remove_token": "R-12.2",
}


@dataclass(frozen=True)
class Options:
    """How a game is set up. ``characters``: the boards by seat (R-3.6; empty: the players
    pick them in seat order); in solo, the boards the player may choose from each day
    (R-16.2; empty: all six)."""
    players: int = 1
    seed: int = 0
    difficulty: str = "medium"
    characters: tuple[str, ...] = ()

    def check(self) -> None:
        if type(self.players) is not int or not 1 <= self.players <= 4:
            raise ValueError("raxxon is for 1 to 4 players (R-1.1)")
        if self.difficulty not in LEVELS:
            raise ValueError(f"unknown difficulty {self.difficulty!r}; one of "
                             f"{', '.join(LEVELS)} (R-3.9)")
        if len(set(self.characters)) != len(self.characters):
            raise ValueError("each player takes a different character (R-3.6, OPEN-R-1)")
        if self.players > 1 and self.characters and len(self.characters) != self.players:
            raise ValueError(f"{self.players} players need {self.players} characters, "
                             f"not {len(self.characters)}")

    @property
    def band(self) -> str:
        """OPEN-R-1: side A for 1–2 players, side B for 3–4."""
        return "1-2" if self.players <= 2 else "3-4"


class Game(EffectsMixin, HandlersMixin, ViewsMixin, FlowGame):
    """One raxxon game. Create with ``new_game(Options(...))``; a test position with
    ``rules.raxxon.position.build``."""

    GAME_ID = "raxxon"
    ACTIONS = A.RaxxonAction
    OPTIONS = Options
    FORMAT = FORMAT
    SETUP_KEYS = ("position",)
    # how a copy (clone(), rules/core/clone.py) copies the state that is not a plain value
    CLONE = {"_acts_cache": SHARE, "_citizens": SHARE,                 # made from the content
             "crowd": dict, "up": set, "passed": set,
             "known": lambda v: [set(x) for x in v], "tokens": lambda v: [dict(x) for x in v],
             **{k: list for k in ("discard", "evacuated", "controlled", "uncontrolled", "box",
                                  "rx_activated", "rx_unactivated", "rx_current", "boards",
                                  "infection_deck", "citizen_deck", "rx_deck")}}

    def __init__(self, options: Options, content: Content | None = None,
                 forced: dict | None = None, position: dict | None = None):
        options.check()
        self.options = options
        self.content = content or load_content()
        for ch in options.characters:
            if ch not in self.content.characters:
                raise ValueError(f"unknown character {ch!r}; one of "
                                 f"{', '.join(self.content.characters)}")
        self.rng = new_rng(options.seed, forced)
        self.n = options.players
        self.solo = self.n == 1
        self.band = options.band
        self._setup_position = position
        self._citizens = self.content.citizens
        self._acts_cache: dict = {}
        self._build()
        if position is not None:
            from rules.raxxon.position import apply_position
            apply_position(self, position)
        self._start_flow()

    # ------------------------------------------------------------------ setup
    def _build(self) -> None:
        c, o, rng = self.content, self.options, self.rng
        into_deck, infection, self.target = LEVELS[o.difficulty]
        self.day = 0
        self.phase = "setup"
        self.influence = 0
        self.crowd: dict = {}                               # (r, c) -> card id
        self.up: set = set()                                # face-up crowd cards
        self.known: list = [set() for _ in range(self.n)]   # face-down cards a seat has seen
        self.discard: list = []
        self.evacuated: list = []
        self.controlled: list = []
        self.uncontrolled: list = []
        self.box: list = []
        self.rx_activated: list = []
        self.rx_unactivated: list = []
        self.rx_current: list = []
        self.boards: list = [None] * self.n                 # character id per seat (solo: today's)
        self.tokens: list = [{} for _ in range(self.n)]     # action id -> tokens (leftmost slots)
        self.first = 0
        self.current: int | None = None
        self.last_turn: int | None = None
        self.passed: set = set()
        self.solo_passes = 0
        healthy = sorted(c.healthy())
        infected = sorted(c.infected())
        if o.difficulty == "intro":
            drop = {t.id for t in c.types.values() if t.intro_removed}
            self.box = sorted(x for x in healthy + infected if c.citizens[x].type in drop)
            healthy = [x for x in healthy if x not in self.box]
            infected = [x for x in infected if x not in self.box]
        D.shuffle(rng, infected)
        dealt = infected[len(infected) - into_deck:]
        self.infection_deck = infected[:len(infected) - into_deck]
        self.citizen_deck = healthy + dealt
        D.shuffle(rng, self.citizen_deck)
        self.rx_deck = sorted(c.raxxon)
        D.shuffle(rng, self.rx_deck)
        if len(self.infection_deck) != infection:
            raise ValueError(f"the content leaves {len(self.infection_deck)} infected cards for the "
                             f"infection deck, not {infection} (R-3.9)")
        self.first = rng.pick(self.n) if self.n > 1 else 0

    # ------------------------------------------------------------------ the flow
    def _flow(self, today=None):
        """The game; ``today``: the rest of a day's actions phase, under way (a copy resuming,
        ``_rest_from_action``); a test position starts at its day's actions phase."""
        start = self._setup_position is not None or today is not None
        if not start:
            self._emit("setup", difficulty=self.options.difficulty, players=self.n,
                       target=self.target, infection_deck=len(self.infection_deck),
                       citizen_deck=len(self.citizen_deck), box=len(self.box))
            if not self.solo:
                yield from self._pick_characters()
            self._emit("first_player", seat=self.first)
        while True:
            if not start:
                self.day += 1
                self._emit("day", day=self.day, first=self.first)
                if self.solo:
                    yield from self._choose_board()
                self._gather()
            start = False
            yield from today or self._actions_phase()
            today = None
            self._end_of_day()

    def _rest_from_action(self):
        """The game from the current seat's "action" decision on, from the state alone: what a
        copy made there resumes (``clone``, issue 18)."""
        return self._flow(today=self._actions_phase(resume=True))

    def _pick_characters(self):
        """R-3.6, OPEN-R-1: each player takes a different board, the side for the player count."""
        chosen = list(self.options.characters)
        for seat in range(self.n):
            if chosen:
                self.boards[seat] = chosen[seat]
            else:
                free = [ch for ch in self.content.characters if ch not in self.boards]
                a = yield from self._ask(seat, "character", "choose your character",
                                         [A.character(ch) for ch in free])
                self.boards[seat] = a.id
            self._emit("character", seat=seat, character=self.boards[seat], side=self.band)

    def _choose_board(self):
        """R-16.2: at the start of each solo day, the board for that day (OPEN-R-14: kept all day)."""
        pool = list(self.options.characters) or list(self.content.characters)
        if len(pool) == 1:
            self.boards[0] = pool[0]
        else:
            a = yield from self._ask(0, "board", "choose today's character board",
                                     [A.character(ch) for ch in pool], day=self.day)
            self.boards[0] = a.id
        self._emit("board", seat=0, character=self.boards[0], side=self.band)

    def _gather(self) -> None:
        """R-5.1–R-5.3, OPEN-R-4: deal the crowd face down, row after row; a deck too short for
        the whole crowd deals complete rows only and keeps the rest (R-5.2, OPEN-R-3)."""
        self.phase = "gather"
        rows, cols = C.SIZES[self.n]
        cells = C.grid(rows, cols, len(self.citizen_deck))
        for rc in cells:
            self.crowd[rc] = self.citizen_deck.pop()
        self._emit("crowd_dealt", cells=[list(rc) for rc in cells], rows=rows, cols=cols)

    def _actions_phase(self, resume: bool = False):
        """R-6: turns clockwise from the first player until everyone passed (solo: the second
        pass, R-16.3) or S9 ends the phase (R-6.3, R-16.4). ``resume``: the phase is under way,
        at the current seat's "action" decision (a copy, issue 18)."""
        if resume:
            seat = self.current
        else:
            self.phase = "actions"
            self.passed = set()
            self.solo_passes = 0
            self.last_turn = None
            seat = self.first
        try:
            while len(self.passed) < self.n:
                if seat not in self.passed:
                    took = yield from (self._choose_action(seat) if resume else self._turn(seat))
                    resume = False
                    if not took:
                        self._emit("passed", seat=seat)
                        if self.solo and self.solo_passes == 0:
                            self.solo_passes = 1                  # keep playing,
                            self._clear_tokens(0, "solo_pass")    # with a clear board
                        else:
                            self.solo_passes += self.solo
                            self.passed.add(seat)
                seat = (seat + 1) % self.n
        except EndOfDay:
            self.last_turn = self.current                         # OPEN-R-12
        self.current = None

    def _turn(self, seat: int):
        """R-6.4: (1) the marked consequences (R-7.1), each of which may be declined by passing
        (R-7.3, OPEN-R-6); (2) an available action (R-7.5, R-7.6); (3) perform it. Returns False
        when the player passed."""
        self.current = seat
        self._emit("turn", seat=seat)
        side = self.side(seat)
        toks = self.tokens[seat]
        todo = [(a, i) for a in side.actions if a.slots for i in range(toks.get(a.id, 0))]
        for a, i in todo:
            if self.tokens[seat].get(a.id, 0) <= i:    # an effect removed that token meanwhile
                continue
            ans = yield from self._ask(seat, "consequence", "apply the next consequence, or pass",
                                       GO_PASS, action=a.id, slot=i + 1)
            if ans is A.PASS:
                return False
            self._emit("consequence", seat=seat, action=a.id, slot=i + 1, symbols=list(a.slots[i]))
            yield from self._activate(a.slots[i], seat)
        return (yield from self._choose_action(seat))

    def _choose_action(self, seat: int):
        """R-6.4 (2)–(3): an available action, then perform it; False when the player passed.
        The rest of the game from this decision is rebuilt from the state alone (issue 18)."""
        self._resumable("_rest_from_action")
        toks = self.tokens[seat]
        # an action with an empty slot may be chosen even when it can do nothing now; the
        # table names those (public: the crowd and the quarantine decide it) to warn before a click
        idle = [ad.id for ad, _act, n in self._side_acts(seat)
                if n and toks.get(ad.id, 0) < n and self._idle(ad)]
        ans = yield from self._ask(seat, "action", "choose an action, or pass",
                                   lambda: self._action_choices(seat), idle=idle)
        if ans is A.PASS:
            return False
        ad = self.side(seat).action(ans.action)
        self.last_turn = seat                                     # OPEN-R-12
        if ad.slots:                                              # the leftmost empty slot
            k = toks.get(ad.id, 0)
            toks[ad.id] = k + 1
            self._emit("token", seat=seat, action=ad.id, slot=k + 1)
        self._emit("action", seat=seat, action=ad.id, handler=ad.kind)
        if ad.id in idle:   # the token is placed; the action itself finds nothing to act on
            self._emit("idle", seat=seat, action=ad.id)
            return True
        yield from self._perform(seat, ad)
        return True

    def _action_choices(self, seat: int) -> list:
        """R-7.5, R-7.6: pass, Explore, and every action with an empty token slot."""
        out = [A.PASS]
        toks = self.tokens[seat]
        for ad, act, n in self._side_acts(seat):
            if not n or toks.get(ad.id, 0) < n:
                out.append(act)
        return out

    def _side_acts(self, seat: int) -> tuple:
        """((action, its Act, slots), …) of the seat's board side, made once per game."""
        key = self.boards[seat]
        acts = self._acts_cache.get(key)
        if acts is None:
            acts = tuple((ad, A.act(ad.id), len(ad.slots)) for ad in self.side(seat).actions)
            self._acts_cache[key] = acts
        return acts

    def _clear_tokens(self, seat: int, why: str) -> None:
        n = sum(self.tokens[seat].values())
        self.tokens[seat] = {}
        if n:
            self._emit("tokens_cleared", seat=seat, count=n, why=why)

    # ------------------------------------------------------------------ end of day
    def _end_of_day(self) -> None:
        self.phase = "end"
        self._emit("end_of_day", day=self.day)
        # every crowd card face up, no effects
        newly = [self.crowd[rc] for rc in sorted(self.crowd) if self.crowd[rc] not in self.up]
        self.up.update(self.crowd.values())
        for k in self.known:
            k.clear()
        self._emit("flipped", cards=newly)
        # spread, at most 4 (EX-R-4)
        cit = self._citizens
        sick = sum(1 for cid in self.crowd.values() if not cit[cid].healthy)
        sick += sum(1 for cid in self.uncontrolled if not cit[cid].healthy)
        k = min(SPREAD_CAP, sick)
        self._emit("spread", infected=sick, count=k)
        for _ in range(k):
            self._infect()
        # population
        moved = [self.crowd[rc] for rc in sorted(self.crowd)] + self.uncontrolled
        self.discard.extend(moved)
        self.crowd = {}
        self.up = set()
        self.uncontrolled = []
        self.citizen_deck.extend(self.discard)
        self.discard = []
        D.shuffle(self.rng, self.citizen_deck)
        self._emit("population", moved=len(moved), citizen_deck=len(self.citizen_deck))
        # quarantine renewal
        self.uncontrolled, self.controlled = self.controlled, []
        self._emit("quarantine_renewed", count=len(self.uncontrolled))
        # board refresh (EX-R-5)
        for seat in range(self.n):
            self._clear_tokens(seat, "end_of_day")
        # OPEN-R-12, EX-R-6
        if self.last_turn is not None:
            self.first = (self.last_turn + 1) % self.n
        else:
            self.first = (self.first + 1) % self.n
        self._emit("next_first", seat=self.first)

    # ------------------------------------------------------------------ the end
    def _finish(self, reason: str) -> None:
        won = reason == "evacuated"
        self.phase = "over"
        self.current = None
        self.outcome = Outcome(tuple(range(self.n)) if won else (), reason,
                               {s: won for s in range(self.n)}, won)
        self._emit("game_over", reason=reason, won=won, rule=REASONS[reason], day=self.day,
                   evacuated=len(self.evacuated), influence=self.influence)

    # ------------------------------------------------------------------ helpers
    def side(self, seat: int):
        return self.content.characters[self.boards[seat]].sides[self.band]

    def healthy_evacuated(self) -> int:
        return len(self.evacuated)

    def _why_illegal(self, action, d) -> str:
        rule = DECISION_RULES.get(d.kind, "")
        legal = self.legal_actions()
        if d.kind == "action" and isinstance(action, A.Act):
            ids = [a.id for a in self.side(d.seat).actions]
            if action.action not in ids:
                return (f"{action.text!r}: the board of seat {d.seat} has no action "
                        f"{action.action!r} ({rule})")
            ad = self.side(d.seat).action(action.action)
            if ad.slots and self.tokens[d.seat].get(ad.id, 0) >= len(ad.slots):
                return f"{action.text!r}: every token slot of {ad.id} is taken (R-7.6)"
        shown = ", ".join(a.text for a in legal[:8]) + (" …" if len(legal) > 8 else "")
        return (f"{action.text!r} is not a legal answer: seat {d.seat} is asked '{d.kind}' "
                f"({d.prompt}); legal: {shown} ({rule})")

    # ------------------------------------------------------------------ snapshots
    def state_dict(self) -> dict:
        o = self.outcome
        return {
            "day": self.day, "phase": self.phase, "influence": self.influence,
            "target": self.target, "first": self.first, "current": self.current,
            "last_turn": self.last_turn, "passed": sorted(self.passed),
            "solo_passes": self.solo_passes,
            "crowd": [[rc[0], rc[1], cid, cid in self.up] for rc, cid in sorted(self.crowd.items())],
            "known": [sorted(k) for k in self.known],
            "citizen_deck": list(self.citizen_deck), "infection_deck": list(self.infection_deck),
            "discard": list(self.discard), "evacuated": list(self.evacuated),
            "controlled": list(self.controlled), "uncontrolled": list(self.uncontrolled),
            "box": list(self.box), "raxxon_deck": list(self.rx_deck),
            "raxxon_activated": list(self.rx_activated),
            "raxxon_unactivated": list(self.rx_unactivated),
            "raxxon_current": list(self.rx_current),
            "boards": list(self.boards),
            "tokens": [dict(sorted(t.items())) for t in self.tokens],
            "pending": self.pending.public() if self.pending else None,
            "outcome": None if o is None else {"winners": list(o.winners), "reason": o.reason},
            "rng": self.rng.state(),
        }


def new_game(options: Options, content: Content | None = None) -> Game:
    return Game(options, content)


def parse(text: str):
    """An action from its text (IllegalAction when it is not one)."""
    return A.RaxxonAction.parse(text)


__all__ = ["DAY_LIMIT", "DIFFICULTIES", "FORMAT", "Game", "GameOver", "IllegalAction",
           "INFLUENCE_MAX", "LEVELS", "Options", "SPREAD_CAP", "new_game"]
