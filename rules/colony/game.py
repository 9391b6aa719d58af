"""The colony game: state, setup and the public engine API (DESIGN.md).

The flow of play is one generator (``_flow``) that yields a ``Decision`` whenever a person
must choose and receives the chosen action back. Nested rules — an attack whose exposure
bites, whose spread asks another player, whose death makes a player appoint a leader — are
plain nested generators, so the code reads in the order of the rulebook. ``apply`` checks an
action against the pending decision's legal actions before anything changes, so a rejected
action leaves the state untouched.

A generator cannot be copied or stored, so ``to_dict`` writes the options, the seed, the
scripted chance results and the action log together with a plain snapshot of the state;
``Game.from_dict`` replays the log and refuses a snapshot that the replay does not reproduce.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import ClassVar

from rules.colony import schema as S
from rules.colony.actions import ColonyAction, made
from rules.colony.content import Content, load_content
from rules.colony.effects import Ctx, EffectsMixin
from rules.colony.mechanics import MechanicsMixin
from rules.colony.social import SocialMixin
from rules.colony.state import Survivor, Table
from rules.colony.turn import TurnMixin
from rules.colony.views import ViewsMixin
from rules.core.flow import FlowGame, GameOver, new_rng
from rules.core.records import Decision, Outcome

FORMAT = 1
VARIANTS = ("standard", "cooperative", "traitor", "hardcore", "elimination", "dilemma")
MORALE_MAX = 10  # C-23.3


@dataclass(frozen=True)
class Options:
    """How a game is set up. ``variant`` names the main variant; the flags combine (C-19.6)."""
    players: int = 4
    seed: int = 0
    variant: str = "standard"
    objective: str | None = None      # a main objective id; None: the first-game objective
    hardcore: bool = False            # C-19.4 (also implied by cooperative, C-19.1)
    traitor: bool = False             # C-19.3
    elimination: bool = False         # C-19.5
    betrayal: bool = True             # C-23.19: False plays without a betrayal objective
    mature: bool = True               # C-2.7: False removes mature crossroads cards
    dilemma_rounds: bool = True       # C-23.1: in dilemma, the round track running out is a betrayal end
    stop_early: bool = True           # "up to N" cards may stop after each one (issue 15)

    # options added after saves existed: a save that lacks one was played without it and
    # replays only with this value (rules/core/flow.py read_options)
    ADDED_LATER: ClassVar[dict] = {"stop_early": False}

    def check(self) -> None:
        if not 2 <= self.players <= 5:
            raise ValueError("colony is for 2 to 5 players")
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}; one of {', '.join(VARIANTS)}")
        if self.variant == "dilemma" and self.players != 2:
            raise ValueError("the dilemma variant is for exactly 2 players (C-23.1)")

    @property
    def mode(self) -> str:
        """competitive, cooperative or dilemma — how the game is won."""
        if self.variant == "dilemma":
            return "dilemma"
        if self.variant == "cooperative" or self.players == 2:
            return "cooperative"   # C-1.4: two players always play the co-op rules
        return "competitive"

    @property
    def coop_setup(self) -> bool:
        """The co-operative setup (C-19.1): the hardcore side and no non-cooperative cards —
        also for the dilemma variant, which is set up as the two-player co-op game (C-23.1)."""
        return self.mode in ("cooperative", "dilemma")

    @property
    def uses_hardcore(self) -> bool:
        return self.hardcore or self.variant in ("hardcore", "cooperative") or self.coop_setup

    @property
    def uses_traitor(self) -> bool:
        return self.mode == "competitive" and (self.traitor or self.variant == "traitor")

    @property
    def uses_elimination(self) -> bool:
        return self.elimination or self.variant == "elimination"


class Game(Table, MechanicsMixin, EffectsMixin, SocialMixin, TurnMixin, ViewsMixin, FlowGame):
    """One colony game. Create with ``new_game(Options(...))``; a test position with
    ``rules.colony.position.build``. The public API (``pending``,
    ``legal_actions``, ``apply``, ``history``, snapshots and saves) is the shared flow driver's
    (rules/core/flow.py); its state is a ``Table`` (rules/colony/state.py: every field
    documented there); the rules are this class (setup, rounds, the Colony phase, the end) and
    its mixins: mechanics.py (zombies, wounds, deaths, moves), effects.py (card operations and
    conditions), turn.py (a turn's actions and why one is refused), social.py (crossroads,
    votes, exile, requests), views.py (what each seat may see)."""
    GAME_ID = "colony"
    ACTIONS = ColonyAction
    OPTIONS = Options
    FORMAT = FORMAT
    SETUP_KEYS = ("position",)

    def __init__(self, options: Options, content: Content | None = None, forced: dict | None = None,
                 position: dict | None = None):
        """``forced``: scripted draws by draw number, as ``to_dict()["forced"]`` holds them;
        ``position``: a test position (rules/colony/position.py), kept in ``to_dict()``."""
        options.check()
        self.options = options
        self.content = content or load_content()
        self.rng = new_rng(options.seed, forced)
        self.n = options.players
        self._setup_position = position
        self._build()
        if position is not None:
            from rules.colony.position import apply_position
            apply_position(self, position)
        self._start_flow()

    def public_view(self) -> dict:
        return self._view(None)

    def view(self, seat: int) -> dict:
        if not 0 <= seat < self.n:
            raise ValueError(f"no seat {seat}")
        return self._view(seat)

    # ------------------------------------------------------------------ driving the flow
    def _flow(self):
        if self._setup_position is not None:   # a test position (rules/colony/position.py)
            yield from self._rest_of_game()
        yield from self._setup_draft()
        while True:
            yield from self._round()

    def _rest_of_game(self):
        """The game from the active seat's "turn" decision on, from the state alone: the rest of
        that round (rules/colony/position.py ``resume``), then the rounds after. A test position
        starts here, and so does a copy made at a "turn" decision (``clone``, issue 18)."""
        from rules.colony.position import resume
        yield from resume(self)
        while True:
            yield from self._round()

    def _why_illegal(self, action, d: Decision) -> str:
        """The refusal names the rule that refuses the action (turn.py, issue 7)."""
        return self._refusal(action, d)

    # ------------------------------------------------------------------ setup (C-3)
    def _build(self) -> None:
        c, o, rng = self.content, self.options, self.rng
        coop = o.coop_setup   # C-19.1, and the dilemma variant (C-23.1)
        self._clear_table()

        # cards: every physical item card gets its own id
        card_def, starting, decks = _card_ids(c, coop)
        self.card_def = dict(card_def)
        starting = list(starting)
        decks = {loc: list(cards) for loc, cards in decks.items()}

        # C-3.3 main objective
        mid = o.objective or next(m.id for m in c.mains.values() if m.first_game)
        if mid not in c.mains:
            raise ValueError(f"unknown main objective {mid!r}")
        self.main = c.mains[mid]
        self.side = self.main.hardcore if o.uses_hardcore else self.main.standard
        self.morale = self.side.morale
        self.rounds = self.side.rounds

        # C-3.4 secret objectives
        secrets = sorted(s.id for s in c.secrets.values() if not (coop and s.noncoop))
        betrayals = sorted(c.betrayals)
        rng.shuffle(secrets)
        rng.shuffle(betrayals)
        if o.mode == "competitive":
            per = 1 if o.uses_traitor else 2
            pool = secrets[:per * self.n]
            if o.betrayal:
                pool.append(betrayals.pop())
            rng.shuffle(pool)
            for s in self.seats:
                s.objective = pool.pop()
            self.objective_box = sorted(pool + secrets[per * self.n:] + betrayals)
        elif o.mode == "dilemma":
            for s in self.seats:   # C-23.1: one normal secret and one betrayal objective each
                s.objective = secrets.pop()
                s.betrayal2 = betrayals.pop()
            self.objective_box = sorted(secrets + betrayals)
        else:
            self.objective_box = sorted(secrets + betrayals)

        # C-3.5 / C-3.6 decks
        self.crisis_deck = sorted(c.crises)
        rng.shuffle(self.crisis_deck)
        self.exile_deck = sorted(c.exiled)
        rng.shuffle(self.exile_deck)
        self.xr_deck = sorted(x.id for x in c.crossroads.values()
                              if (o.mature or not x.mature) and not (coop and x.noncoop))
        rng.shuffle(self.xr_deck)
        self.xr_box = sorted(set(c.crossroads) - set(self.xr_deck))

        # C-3.7 starting items: 5 each (7 with two players, C-19.2)
        rng.shuffle(starting)
        per_hand = 7 if self.n == 2 else 5
        for s in self.seats:
            s.hand = [starting.pop() for _ in range(per_hand)]
        self.box = starting
        # C-3.8 location decks
        for loc, cards in decks.items():
            rng.shuffle(cards)
            self.places[loc].deck = cards
        # C-3.9 survivor deck and the deal of 4
        self.survivor_deck = sorted(sv.id for sv in c.survivors.values() if not (coop and sv.noncoop))
        self.survivor_box = sorted(set(c.survivors) - set(self.survivor_deck))
        rng.shuffle(self.survivor_deck)
        self.dealt = {s.i: [self.survivor_deck.pop() for _ in range(4)] for s in self.seats}
        self.total_items = len(self.card_def)

    def _setup_draft(self):
        """C-3.9–C-3.13, then the main objective's setup text (C-3.3)."""
        keep = 3 if self.n == 2 else 2
        picks = {}
        for s in self.seats:
            dealt = self.dealt[s.i]
            acts = []
            for leader in dealt:
                rest = [x for x in dealt if x != leader]
                # every choice of keep − 1 followers among the rest, in the listing's order
                # (what is left of each set of the rest dropped, in turn: the reverse of
                # ``combinations``' order)
                for followers in reversed(_combinations(rest, keep - 1)):
                    acts.append(made.Draft(leader, followers))
            a = yield from self._ask(s.i, "draft", "choose your survivors and your leader", acts,
                                     keep=keep)
            picks[s.i] = a
            self._emit("draft_pick", seats=(s.i,), seat=s.i, leader=a.leader,
                       followers=list(a.followers))
        # C-3.9/C-3.13: the picks are secret until every seat has chosen, then shown together
        for s in self.seats:
            a = picks[s.i]
            chosen = (a.leader,) + a.followers
            for sid in chosen:
                self.survivors[sid] = Survivor(self.content.survivors[sid], s.i, "colony")
            s.leader = a.leader
            self.survivor_deck[:0] = [x for x in self.dealt[s.i] if x not in chosen]
            self.dealt[s.i] = []
            self._emit("drafted", seat=s.i, leader=a.leader, followers=list(a.followers))
        self.rng.shuffle(self.survivor_deck)
        # C-3.13 / OPEN-C-4: highest leader Influence starts; ties at random
        best = max(self.content.survivors[s.leader].influence for s in self.seats)
        tied = [s.i for s in self.seats if self.content.survivors[s.leader].influence == best]
        self.first = tied[self.rng.pick(len(tied))] if len(tied) > 1 else tied[0]
        self._emit("first_player", seat=self.first)
        self._defer_morale = True
        yield from self._run_ops(self.side.setup, Ctx(None, source=self.main.id))
        self._defer_morale = False
        self._check_morale()

    # ------------------------------------------------------------------ rounds (C-4, C-5, C-10)
    def _round(self):
        self.round_no += 1
        self.round_used.clear()
        self._emit("round", number=self.round_no, rounds_left=self.rounds)
        self._reveal_crisis()
        for s in self.seats:   # C-5.2: 1 die + 1 per controlled survivor
            if s.eliminated:
                continue
            count = 1 + sum(1 for sv in self.survivors.values() if sv.owner == s.i)
            s.dice = sorted(self.rng.d6() for _ in range(count))
            s.used = 0
            self._emit("dice", seat=s.i, values=list(s.dice))
        yield from self._turns_from(0)
        yield from self._colony_phase()

    def _turns_from(self, start: int):
        """C-5.5: the turns from the First player clockwise (left), from the ``start``-th on."""
        for k in range(start, self.n):
            seat = (self.first + k) % self.n
            if not self.seats[seat].eliminated:
                yield from self._turn(seat)

    def _reveal_crisis(self) -> None:
        if not self.crisis_deck:   # OPEN-C-5: reshuffle the used crises
            self.crisis_deck = self.crisis_used
            self.crisis_used = []
            self.rng.shuffle(self.crisis_deck)
        self.crisis = self.crisis_deck.pop()
        self._emit("crisis", card=self.crisis)

    def _colony_phase(self):
        """C-4.3 steps 1–7, in order."""
        self.active = None
        self._pay_food()
        self._check_waste()
        yield from self._resolve_crisis()
        yield from self._zombie_step()
        self._check_main()
        self._advance_round()
        self._pass_first()

    def _pay_food(self) -> None:
        """C-10.1: ceil(population / 2) food, or a starvation token and −1 Morale per token."""
        need = -(-self.population // 2)
        if self.food >= need:
            self.food -= need
            self._emit("fed", food=need)
        else:
            self.starvation += 1
            self._emit("starving", tokens=self.starvation)
            self._morale(-self.starvation)

    def _check_waste(self) -> None:
        """C-10.2: −1 Morale per full 10 cards in the Waste."""
        loss = len(self.waste) // 10
        if loss:
            self._emit("waste_check", cards=len(self.waste))
            self._morale(-loss)

    def _zombie_step(self):
        """C-10.4/C-23.5: three batches, Morale 0 checked after each complete batch."""
        self._defer_morale = True
        try:
            yield from self._add_zombies("colony", -(-self.population // 2))
            self._check_morale()
            for loc in S.LOCATIONS:
                count = sum(1 for sv in self.survivors.values() if sv.place == loc)
                if count:
                    yield from self._add_zombies(loc, count)
            self._check_morale()
            yield from self._noise_batch()
            self._check_morale()
        finally:
            self._defer_morale = False

    def _noise_batch(self):
        """C-10.4(c): each noise token is removed and rolled; 1–3 adds a zombie there."""
        for loc in S.LOCATIONS:
            p = self.places[loc]
            while p.noise:
                p.noise -= 1
                roll = self.rng.d6()
                self._emit("noise_roll", place=loc, value=roll)
                if roll <= 3:
                    yield from self._add_zombies(loc, 1)

    def _check_main(self) -> None:
        """C-10.5: the only moment the Main objective is checked (OPEN-C-18)."""
        if self._conds_hold(self.side.goal, Ctx(None)):
            self._emit("main_complete")
            raise GameOver("main")

    def _advance_round(self) -> None:
        """C-10.6."""
        self.rounds -= 1
        self._emit("round_track", rounds_left=self.rounds)
        if self.rounds <= 0:
            raise GameOver("rounds")

    def _pass_first(self) -> None:
        """C-10.7/C-23.2: the First player token goes to the RIGHT."""
        nxt = (self.first - 1) % self.n
        while self.seats[nxt].eliminated:
            nxt = (nxt - 1) % self.n
        self.first = nxt
        self._emit("first_player", seat=self.first)

    def matches_crisis(self, card: str) -> bool:
        """C-10.3: whether ``card`` counts +1 for the current crisis (its symbol), not -1; False
        with no crisis."""
        return self.crisis is not None and \
            self.card_def[card].symbol == self.content.crises[self.crisis].symbol

    def _resolve_crisis(self):
        """C-10.3: shuffle and reveal the contributions; score against P."""
        crisis = self.content.crises[self.crisis]
        cards = [cid for cid, _ in self.crisis_pile]
        self.crisis_pile = []
        self.rng.shuffle(cards)
        match = sum(1 for cid in cards if self.matches_crisis(cid))
        score = match - (len(cards) - match)
        p = self.p_count
        self.removed.extend(cards)
        self._emit("crisis_reveal", card=crisis.id, cards=cards, score=score, needed=p)
        self.crisis_used.append(self.crisis)
        self.crisis = None
        if score < p:
            self._emit("crisis_failed", card=crisis.id)
            yield from self._run_ops(crisis.effect, Ctx(None, source=crisis.id))
        else:
            self._emit("crisis_prevented", card=crisis.id)
            if score >= p + 2:
                self._morale(1)
            if crisis.additional and match > p:   # OPEN-C-2: matching cards beyond P
                yield from self._run_ops(crisis.additional, Ctx(None, source=crisis.id))
        yield from self._settle()

    def _morale(self, delta: int) -> None:
        before = self.morale
        self.morale = max(0, min(MORALE_MAX, self.morale + delta))
        if self.morale != before or delta:
            self._emit("morale", delta=self.morale - before, value=self.morale)
        if self.morale == 0 and not self._defer_morale:   # else: the batch checkpoint (C-23.5)
            raise GameOver("morale")

    def _check_morale(self) -> None:
        if self.morale == 0:
            raise GameOver("morale")

    # ------------------------------------------------------------------ end (C-18)
    def _finish(self, reason: str) -> None:
        main = reason == "main"
        self._final_main = main   # C-18.1: the Main objective is complete only when checked so
        results: dict[int, bool] = {}
        mode = self.options.mode
        if reason == "eliminated":
            results = {s.i: False for s in self.seats}   # C-23.16
        elif mode == "cooperative":
            results = {s.i: main for s in self.seats}
        elif mode == "dilemma":
            if main:
                results = {s.i: self._objective_met(s.i, s.objective, main) for s in self.seats}
            else:
                betrayal_end = reason == "morale" or (reason == "rounds" and self.options.dilemma_rounds)
                done = [s.i for s in self.seats if betrayal_end
                        and self._objective_met(s.i, s.betrayal2, main)]
                results = {s.i: (len(done) == 1 and done[0] == s.i) for s in self.seats}
        else:
            for s in self.seats:
                if s.eliminated:
                    results[s.i] = False
                    continue
                results[s.i] = self._objective_met(s.i, s.objective, main)
        winners = tuple(i for i, ok in results.items() if ok)
        self.outcome = Outcome(winners, reason, results, main)
        self.active = None
        self._emit("game_over", reason=reason, winners=list(winners), main=main,
                   objectives={str(s.i): s.objective for s in self.seats})

    def _objective_met(self, seat: int, oid: str | None, main: bool) -> bool:
        """C-18.2/C-18.3 with the Exiled card adjusting the original (OPEN-C-22)."""
        if oid is None:
            return False
        ctx = Ctx(seat)
        obj = self.content.objective(oid)
        s = self.seats[seat]
        if s.exiled_obj and oid == s.objective:
            ex = self.content.exiled[s.exiled_obj]
            if not self._conds_hold(ex.goal, ctx):
                return False
            if ex.keep_original and not self._conds_hold(obj.goal, ctx):
                return False
            return main or not ex.needs_main
        return self._conds_hold(obj.goal, ctx) and (main or not obj.needs_main)


_CARD_IDS: dict = {}   # (id(content), coop) -> (its items, _card_ids_now(content, coop))


def _card_ids(content: Content, coop: bool) -> tuple:
    """Every physical item card's own id, as ``_card_ids_now``, made once per content and setup.
    The answer depends only on the content's items (frozen definitions, in order), so it is
    kept with them and used again while the content holds those same items (a test that adds
    a fixture card to its content gets new ids); the caller copies what it deals from."""
    items = tuple(content.items.values())
    hit = _CARD_IDS.get((id(content), coop))
    if hit is None or hit[0] != items:   # != : the same definitions, compared one by one
        if len(_CARD_IDS) > 64:   # contents are loaded once: only tests' own contents get here
            _CARD_IDS.clear()
        hit = _CARD_IDS[(id(content), coop)] = (items, _card_ids_now(content, coop))
    return hit[1]


def _card_ids_now(content: Content, coop: bool) -> tuple:
    """(card id -> item, the starting items, Location -> its deck), in content order; a card
    of which there are several copies is ``item#1``, ``item#2``..."""
    card_def, starting, decks = {}, [], {loc: [] for loc in S.LOCATIONS}
    for item in content.items.values():
        if coop and item.noncoop:
            continue
        for k in range(item.count):
            cid = item.id if item.count == 1 else f"{item.id}#{k + 1}"
            card_def[cid] = item
            (starting if item.origin == "start" else decks[item.origin]).append(cid)
    return card_def, tuple(starting), {loc: tuple(cards) for loc, cards in decks.items()}


def _combinations(items: list, k: int) -> list:
    """The ``k``-element selections of ``items``, in order (those with the first item first)."""
    return list(itertools.combinations(items, k))


__all__ = ["Game", "Options", "GameOver", "FORMAT"]
