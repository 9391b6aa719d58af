"""The mall-siege game (shared/spec/mall.md) as a pure, deterministic engine.

The flow of play is one generator (``_flow``, driven by rules/core/flow.py) that yields a
Decision whenever a player must choose: setup (M-4), then turns of six phases (M-5.1) until an
end of M-11. Phases A–E are here; the zombie attack (phase F, M-7.18–M-8) is in ``attack.py``,
card windows and the police call in ``handlers.py``, votes go through the shared sealed vote
(rules/core/vote.py), what each seat may see is in ``views.py``. Rule ids from the spec appear
beside the code that enforces them.

Who is asked: a seat is asked whenever public facts (where pieces stand, how many cards each
hand holds) say it could have a choice; what it may actually do shows only in its own legal
actions. So a seat holding a card is asked in every card window it could take part in, and
being asked tells the others nothing about which cards it holds (docs/decisions.md, issue 17).
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import deck as D
from rules.core.clone import SHARE
from rules.core.flow import FlowGame, GameOver, new_rng
from rules.core.records import Outcome
from rules.mall import actions as A
from rules.mall.attack import AttackMixin
from rules.mall.content import Content, load_content
from rules.mall.handlers import HandlersMixin
from rules.mall.views import ViewsMixin

FORMAT = 1
PARKING = 1           # M-2.2
TOWER = 2
ROOF = 4
GYM = 6
SETUP_DICE = 4        # M-4.7, M-7.6: the Leader's four dice
PLACEMENT_DICE = 2    # M-4.5
BLOCK_AT = 8          # M-7.17
ROOF_BREACH = 4       # M-8.4
PHASES = ("A", "B", "C", "D", "E", "F")      # M-5.1
# a guard, not an ending: the invariants report a game past this turn as broken (no real game
# comes near it: every turn brings at least four zombies and the Car Park eats)
TURN_LIMIT = 60

# the two ends of M-11
REASONS = {"few_left": "M-11.2", "gathered": "M-11.1"}

# the rule behind each decision, named when an answer is refused
DECISION_RULES = {
    "place": "M-4.5, M-4.6, OPEN-M-1", "cards": "M-6.5, M-7.21, M-9", "camera": "M-7.7, M-9.1",
    "vote": "M-6.6, M-6.7", "keep": "M-7.2, OPEN-M-6", "give": "M-7.2, M-6.11",
    "announce": "M-7.8", "destination": "M-7.9, OPEN-M-8, OPEN-M-9",
    "move": "M-7.14, M-7.15, OPEN-M-10", "victim": "M-6.8, M-8.5, M-8.7",
}


@dataclass(frozen=True)
class Options:
    """How a game is set up: 3 to 6 players (M-1.1); seats take the colours in content order."""
    players: int = 4
    seed: int = 0

    def check(self) -> None:
        if type(self.players) is not int or not 3 <= self.players <= 6:
            raise ValueError("the mall siege is for 3 to 6 players (M-1.1)")
        if type(self.seed) is not int:
            raise ValueError("the seed is a whole number")


class Game(AttackMixin, HandlersMixin, ViewsMixin, FlowGame):
    """One mall game. Create with ``new_game(Options(...))``; a test position with
    ``rules.mall.position.build``."""

    GAME_ID = "mall"
    ACTIONS = A.MallAction
    OPTIONS = Options
    FORMAT = FORMAT
    SETUP_KEYS = ("position",)
    # how a copy (clone(), rules/core/clone.py) copies the state that is not a plain value
    CLONE = {**{k: SHARE for k in ("capacity", "owner", "kind", "points", "effect_of",   # set up,
                                   "seat_pieces", "colours", "seat_of", "pieces", "places")},
             **{k: dict for k in ("where", "zombies", "destinations", "threats", "last_death",
                                  "scores")},
             **{k: set for k in ("blocked", "saw_dice", "hidden")},
             **{k: list for k in ("dead", "deck", "out", "drawn")},
             "dice": lambda v: None if v is None else list(v),
             "hands": lambda v: [list(h) for h in v], "returning": lambda v: [list(x) for x in v]}

    def __init__(self, options: Options, content: Content | None = None,
                 forced: dict | None = None, position: dict | None = None):
        options.check()
        self.options = options
        self.content = content or load_content()
        self.rng = new_rng(options.seed, forced)
        self.n = options.players
        self._setup_position = position
        self._build()
        if position is not None:
            from rules.mall.position import apply_position
            apply_position(self, position)
        else:
            self._deal()
        self._start_flow()

    # ------------------------------------------------------------------ setup (M-3, M-4)
    def _build(self) -> None:
        c, n = self.content, self.n
        self.colours = [col.id for col in c.colours[:n]]
        self.seat_of = {col: s for s, col in enumerate(self.colours)}
        # M-4.4: the Fitness Club (6) is out of 3–4 player games
        self.places = tuple(p for p in c.places if n >= 5 or p != GYM)
        self.capacity = {p: c.places[p].capacity for p in self.places}   # None: unlimited
        kinds = [k.id for k in c.characters.values() if n == 3 or not k.three_players_only]
        self.pieces: list = [f"{col}.{k}" for col in self.colours for k in kinds]   # M-3.2
        self.owner = {p: self.seat_of[p.partition(".")[0]] for p in self.pieces}
        self.kind = {p: p.partition(".")[2] for p in self.pieces}
        self.points = {k.id: k.points for k in c.characters.values()}
        self.lure = c.kind_with("lure")
        self.strong = c.kind_with("strong")
        self.persuasive = c.kind_with("persuasive")
        self.effect_of = {k.id: k.effect for k in c.cards.values()}
        self.seat_pieces = [[p for p in self.pieces if self.owner[p] == s] for s in range(n)]
        self.where: dict = {p: 0 for p in self.pieces}     # 0: not placed yet; -1: eaten
        self.dead: list = []                               # eaten pieces, in order
        self.zombies: dict = {p: 0 for p in self.places}
        self.blocked: set = set()
        self.turn = 0
        self.phase = "setup"
        self.leader = 0
        self.elected = False          # elected in this turn's phase B (M-7.7, M-7.8)
        self.deck: list = []          # top = end of the list (rules/core/deck.py)
        self.hands: list = [[] for _ in range(n)]
        self.out: list = []           # played cards: out of the game (M-9.2, OPEN-M-17)
        self.drawn: list = []         # the police caller's cards while it chooses (M-7.2)
        self.caller: int | None = None
        self.dice: list | None = None  # the hidden zombie dice of this turn (M-7.6)
        self.saw_dice: set = set()     # seats that have seen them (M-7.7)
        self.dice_open = False         # placed on the board: everyone has seen them (M-7.12)
        self.announced: int | None = None
        self.destinations: dict = {}   # seat -> place, once revealed (M-7.9)
        self.hidden: set = set()       # pieces under a Lie Low card (M-9.1, M-8.7)
        self.threats: dict = {}        # seat -> Intimidate cards played for the current vote
        self.barricades = 0            # Roll-down Shutters on the place being attacked
        self.attack_at: int | None = None
        self.last_death: dict = {}     # seat -> place where its last piece so far was eaten
        self.returning: list = []      # [seat, place]: a zombie for next turn (M-10.3)
        self.scores: dict = {}
        self.poll = None               # the sealed vote or choice being collected (core.vote)
        self.first_placer = 0

    def _deal(self) -> None:
        """M-4.2, M-4.3: one card each from the shuffled deck; the first Leader by lot."""
        self.deck = self.content.card_ids()
        D.shuffle(self.rng, self.deck)
        for s in range(self.n):
            self.hands[s].append(D.draw(self.deck))
        self.leader = self.rng.pick(self.n)

    # ------------------------------------------------------------------ the flow
    def _flow(self, resume: str | None = None):
        """The game; ``resume``: from the start of that phase of the current turn, the state as
        it stands (a copy, ``_rest_from_phase``; a test position starts at its phase)."""
        pos = self._setup_position
        start = resume or (pos.get("phase", "A") if pos is not None else "A")
        if resume:
            pass   # the state holds everything up to this phase
        elif pos is None:
            self._emit("setup", players=self.n, places=list(self.places), leader=self.leader,
                       pieces=len(self.pieces), deck=len(self.deck))
            yield from self._place_characters()
            self._setup_zombies()
        else:
            self._emit("position", turn=self.turn, phase=start, leader=self.leader)
        while True:
            if start == "A" and not resume:   # (a copy resumes after the turn's start)
                self.turn += 1
                self.elected = False
                self._emit("turn", turn=self.turn, leader=self.leader)
            for ph in PHASES[PHASES.index(start):]:
                self.phase = ph
                self._resume_point("_rest_from_phase")   # a copied game keeps one (issue 18)
                self._emit("phase", phase=ph, turn=self.turn)
                yield from getattr(self, "_phase_" + ph)()
                self.hidden = set()         # a Lie Low card lasts for its vote(s) only (M-9.1)
            start, resume = "A", None
            self._end_of_turn()

    def _rest_from_phase(self):
        """The game from the start of the current phase on (``self.phase``), from the state."""
        return self._flow(resume=self.phase)

    def _place_characters(self):
        """M-4.5, M-4.6 (OPEN-M-1): from the Leader clockwise, each rolls 2 dice and places one
        unplaced character at a place shown on a die; a die showing a removed place or one with
        no room lets the player choose any place with room. Round after round until all placed."""
        while any(self.where[p] == 0 for p in self.pieces):
            for seat in self.order():
                mine = [p for p in self.own(seat, alive=False) if self.where[p] == 0]
                if not mine:
                    continue
                dice = [self.rng.d6() for _ in range(PLACEMENT_DICE)]
                self._emit("placement_roll", seat=seat, dice=dice)
                usable = [d for d in dice if d in self.places and self.has_room(d)]
                if len(usable) < len(dice):
                    allowed = [p for p in self.places if self.has_room(p)]
                else:
                    allowed = sorted(set(usable))
                options = [A.place(p, at) for p in mine for at in allowed]
                if len(options) == 1:
                    a = options[0]
                else:
                    a = yield from self._ask(seat, "place", "place one of your characters",
                                             options, dice=dice)
                self.where[a.piece] = a.at
                self._emit("placed", seat=seat, piece=a.piece, at=a.at)

    def _setup_zombies(self) -> None:
        """M-4.7 (OPEN-M-2): the Leader rolls 4 dice, a zombie before each place rolled; a 6 in a
        3–4 player game is ignored."""
        dice = [self.rng.d6() for _ in range(SETUP_DICE)]
        for d in dice:
            if d in self.places:
                self.zombies[d] += 1
        self._emit("setup_zombies", dice=dice, zombies=self._zombie_list())

    # ------------------------------------------------------------------ A: police call
    def _phase_A(self):
        """M-7.1–M-7.3: the Car Park votes on who calls the police."""
        if not self.deck:                                   # M-7.3
            self._emit("police_call", result="deck_empty")
            return
        if not self.at(PARKING):                           # OPEN-M-5
            self._emit("police_call", result="nobody_there")
            return
        res = yield from self._place_vote(PARKING, "police")
        if res.winner is None:                              # M-6.10, M-7.3
            self._emit("police_call", result="no_caller")
            return
        seat = self.seat_of[res.winner]
        self._emit("police_call", result="called", seat=seat)
        yield from self._police_call(seat)

    # ------------------------------------------------------------------ B: Leader election
    def _phase_B(self):
        """M-7.4, M-7.5 (OPEN-M-7): the Control Room elects the Leader; two ties or nobody
        there: the Leader keeps the title, not elected this turn."""
        if not self.at(TOWER):
            self._emit("election", result="nobody_there", leader=self.leader)
            return
        res = yield from self._place_vote(TOWER, "leader")
        if res.winner is None:
            self._emit("election", result="no_leader", leader=self.leader)
            return
        before, self.leader = self.leader, self.seat_of[res.winner]
        self.elected = True
        self._emit("election", result="reelected" if before == self.leader else "elected",
                   leader=self.leader)

    # ------------------------------------------------------------------ C: zombie dice
    def _phase_C(self):
        """M-7.6, M-7.7: four hidden dice; a Leader elected this turn sees them at once, anyone
        else only with a Security Monitor."""
        if self.dice is None:                               # a position may give them
            self.dice = [self.rng.d6() for _ in range(SETUP_DICE)]
            self.saw_dice = set()
            self._emit("dice_rolled", leader=self.leader)
        if self.elected and self.leader not in self.saw_dice:
            self._see_dice(self.leader, "elected")
        yield from self._camera_window()

    def _see_dice(self, seat: int, why: str) -> None:
        self.saw_dice.add(seat)
        self._emit("dice_seen", seat=seat, why=why)                       # that it looked
        self._emit("dice_shown", seats=(seat,), seat=seat, dice=list(self.dice))   # what it saw

    # ------------------------------------------------------------------ D: destinations
    def _phase_D(self):
        """M-7.8–M-7.10: a Leader elected this turn announces its destination openly; everyone
        else with a character (and a Leader not elected this turn, OPEN-M-8) chooses secretly,
        all revealed at once. Only the place is chosen now (OPEN-M-9)."""
        from rules.core.vote import sealed
        self.announced = None
        self.destinations = {}
        choices = [A.go(p) for p in self.places if p not in self.blocked]
        secret = []
        for seat in self.order():
            if not self.own(seat):
                continue
            if seat == self.leader and self.elected:
                a = yield from self._ask(seat, "announce", "announce your destination openly",
                                         choices)
                self.announced = a.to
                self.destinations[seat] = a.to
                self._emit("announced", seat=seat, to=a.to)
            else:
                secret.append(seat)
        if secret:
            chosen = yield from sealed(
                self, secret, lambda _s: choices, lambda a: a.to, why="destination",
                kind="destination", prompt="choose your destination secretly",
                cast_event="destination_chosen", reveal_event="destinations_revealed")
            self.destinations.update(chosen)

    # ------------------------------------------------------------------ E: movement
    def _phase_E(self):
        """M-7.12–M-7.17: the zombies of the dice (and the dead players' zombies, M-10.3), then
        the blocked check, then each player moves one character, Leader first."""
        placed = []
        for d in self.dice or ():
            if d in self.places and d not in self.blocked:  # M-7.13, OPEN-M-12
                self.zombies[d] += 1
                placed.append(d)
        self.dice_open = True
        self._emit("zombies_arrive", dice=list(self.dice or ()), placed=placed)
        for seat, place in self.returning:                  # M-10.3, OPEN-M-20
            if place in self.places and place not in self.blocked:
                self.zombies[place] += 1
                self._emit("returned_as_zombie", seat=seat, at=place)
        self.returning = []
        for p in self.places:                               # M-7.17, OPEN-M-12
            if (p != PARKING and p not in self.blocked and not self.at(p)
                    and self.zombies[p] >= BLOCK_AT):
                self.blocked.add(p)
                self._emit("blocked", at=p, zombies=self.zombies[p])
        for seat in self.order():
            if seat in self.destinations and self.own(seat):
                yield from self._move_one(seat, self.destinations[seat])

    def _move_one(self, seat: int, dest: int):
        """M-7.14 (OPEN-M-10), M-7.15, M-7.16: a character not already at the destination moves
        there (no room or blocked: to the Car Park); a Service Door instead keeps it or takes it
        anywhere with room."""
        movable = [p for p in self.own(seat) if self.where[p] != dest]
        base = [A.move(p) for p in movable] or [A.DONE]
        doors = [c for c in self.hands[seat] if self.effect_of[c.rpartition(".")[0]] == "escape"]
        options = list(base)
        if doors:
            card = min(doors)
            mine = self.own(seat)
            options.append(A.escape(card, mine[0], self.where[mine[0]]))   # nothing moves
            for p in mine:
                for q in self.places:
                    if q != self.where[p] and q not in self.blocked and self.has_room(q):
                        options.append(A.escape(card, p, q))
        if len(base) == 1 and not self.hands[seat]:
            a = base[0]                         # a forced move, and no card to change it
        else:
            a = yield from self._ask(seat, "move", "move one character to your destination",
                                     options, destination=dest)
        if a is A.DONE:
            self._emit("no_move", seat=seat, destination=dest)
            return
        if isinstance(a, A.Escape):
            self._discard(seat, a.card)
            frm = self.where[a.piece]
            self.where[a.piece] = a.to
            self._emit("escaped", seat=seat, piece=a.piece, card=a.card, frm=frm, to=a.to)
            return
        frm = self.where[a.piece]
        to = dest
        if dest in self.blocked or not self.has_room(dest):
            to = PARKING
        self.where[a.piece] = to
        self._emit("moved", seat=seat, piece=a.piece, frm=frm, to=to, redirected=to != dest)

    # ------------------------------------------------------------------ end of a turn
    def _end_of_turn(self) -> None:
        """M-8.6: the Car Park's zombies leave; M-10.1, M-10.3: who lost its last character this
        turn comes back as a zombie next turn; M-11.1: all survivors in one place ends it."""
        self.phase = "end"
        if self.zombies.get(PARKING):
            self._emit("parking_cleared", zombies=self.zombies[PARKING])
            self.zombies[PARKING] = 0
        self.hidden = set()
        self.dice = None
        self.saw_dice = set()
        self.dice_open = False
        self.announced = None
        self.destinations = {}
        for seat in range(self.n):
            if not self.own(seat) and seat in self.last_death and self.last_death[seat] > 0:
                self.returning.append([seat, self.last_death[seat]])
                self._emit("player_out", seat=seat, at=self.last_death[seat])
                self.last_death[seat] = -self.last_death[seat]   # returns once only
        places = {self.where[p] for p in self.alive()}
        if len(places) == 1 and PARKING not in places:
            raise GameOver("gathered")

    # ------------------------------------------------------------------ the end (M-11)
    def _finish(self, reason: str) -> None:
        """M-11.3, M-11.4 (OPEN-M-22): points of the surviving characters; a tie goes to more
        cards in hand; still tied: a shared victory."""
        self.phase = "over"
        self.poll = None
        self.hidden = set()
        self.scores = {s: sum(self.points[self.kind[p]] for p in self.own(s))
                       for s in range(self.n)}
        top = self.top_scorers()
        most = max(len(self.hands[s]) for s in top)
        winners = tuple(s for s in top if len(self.hands[s]) == most)
        self.outcome = Outcome(winners, reason, {s: s in winners for s in range(self.n)}, False)
        self._emit("game_over", reason=reason, rule=REASONS[reason], turn=self.turn,
                   scores=[[s, self.scores[s]] for s in range(self.n)], winners=list(winners),
                   tie_break=len(top) > 1)

    def top_scorers(self) -> list:
        """M-11.4: the seats with the highest score (more than one: the tie goes to cards)."""
        best = max(self.scores.values(), default=0)
        return [s for s in range(self.n) if self.scores.get(s, 0) == best]

    # ------------------------------------------------------------------ helpers
    def order(self) -> list:
        """Seats from the Leader, clockwise (M-5: the Leader acts first in every phase)."""
        return [(self.leader + k) % self.n for k in range(self.n)]

    def own(self, seat: int, alive: bool = True) -> list:
        """The seat's pieces (living ones unless ``alive`` is False), in kind order."""
        mine = self.seat_pieces[seat]
        return [p for p in mine if self.where[p] > 0] if alive else list(mine)

    def alive(self) -> list:
        return [p for p in self.pieces if self.where[p] > 0]

    def at(self, place: int) -> list:
        """The living pieces at ``place``."""
        return [p for p in self.pieces if self.where[p] == place]

    def has_room(self, place: int) -> bool:
        """M-7.11, OPEN-M-11: below its printed capacity (the Car Park has no limit)."""
        cap = self.capacity[place]
        return cap is None or len(self.at(place)) < cap

    def threshold(self) -> int:
        """M-11.2: the game ends at this many survivors or fewer (6 with six players)."""
        return 6 if self.n == 6 else 4

    def _zombie_list(self) -> list:
        return [[p, self.zombies[p]] for p in self.places]

    def _why_illegal(self, action, d) -> str:
        rule = DECISION_RULES.get(d.kind, "")
        legal = self.legal_actions()
        shown = ", ".join(a.text for a in legal[:8]) + (" …" if len(legal) > 8 else "")
        if isinstance(action, A.Play) and action.card not in self.hands[d.seat]:
            return (f"{action.text!r}: seat {d.seat} holds no card {action.card!r} "
                    f"(M-6.11, M-9)")
        return (f"{action.text!r} is not a legal answer: seat {d.seat} is asked '{d.kind}' "
                f"({d.prompt}); legal: {shown} ({rule})")

    # ------------------------------------------------------------------ snapshots
    def state_dict(self) -> dict:
        o = self.outcome
        return {
            "turn": self.turn, "phase": self.phase, "leader": self.leader,
            "elected": self.elected,
            "where": {p: self.where[p] for p in self.pieces}, "dead": list(self.dead),
            "zombies": self._zombie_list(), "blocked": sorted(self.blocked),
            "deck": list(self.deck), "hands": [list(h) for h in self.hands],
            "out": list(self.out), "drawn": list(self.drawn), "caller": self.caller,
            "dice": None if self.dice is None else list(self.dice),
            "saw_dice": sorted(self.saw_dice), "dice_open": self.dice_open,
            "announced": self.announced,
            "destinations": [[s, p] for s, p in sorted(self.destinations.items())],
            "hidden": sorted(self.hidden),
            "threats": [[s, k] for s, k in sorted(self.threats.items())],
            "barricades": self.barricades, "attack_at": self.attack_at,
            "last_death": [[s, p] for s, p in sorted(self.last_death.items())],
            "returning": [list(x) for x in self.returning],
            "poll": None if self.poll is None else {
                **self.poll.public(), "chosen": [[s, c] for s, c in self.poll.chosen.items()]},
            "pending": self.pending.public() if self.pending else None,
            "outcome": None if o is None else {"winners": list(o.winners), "reason": o.reason},
            "scores": [[s, k] for s, k in sorted(self.scores.items())],
            "rng": self.rng.state(),
        }


def new_game(options: Options, content: Content | None = None) -> Game:
    return Game(options, content)


__all__ = ["DECISION_RULES", "FORMAT", "Game", "Options", "PHASES", "REASONS", "TURN_LIMIT",
           "new_game"]
