"""The heuristic bot: plays for the Main objective and for its own objective, from its view only
(docs/decisions.md, "The heuristic bot").

It decides for every seat of every simulated game (issue 18: the speed of a decision), so its
hot paths write two-value ``max``/``min`` as conditionals and short comprehensions as loops:
under CPython 3.11 each such builtin call parses its arguments and each comprehension is a call
of its own. Each returns what the builtin or comprehension would (the same object, the first
of equal values, the same order)."""
from __future__ import annotations

from collections import Counter
from operator import itemgetter

from rules.colony import actions as A
from rules.colony.bots.forecast import after_batch, capacity, colony_guard, colony_overruns, room
from rules.colony.bots.memory import HARM_GAP, Memory
from rules.colony.bots.plan import counted, plan
from rules.colony.bots.scoring import HARMFUL, Table, choose_ops, score_ops, vote_ops, worth_ops
from rules.core.memo import by_identity


class Situation:
    """What the bot reads off its view once per decision: threats, needs, its own pieces and
    its plan."""

    # slots: a situation is made every decision and read all through it; with more than 30
    # attributes an instance's ``__dict__`` would leave CPython's shared-key layout
    __slots__ = ("bot", "c", "view", "memory", "_crowd", "_equipped", "_spendable", "_margins",
                 "_after", "seat", "hand", "hand_syms", "dice", "exiled", "mine", "colony",
                 "crisis", "side", "main_needed", "main_missing", "food_need", "crisis_short",
                 "last_round", "lost", "hand_risk", "holds_betrayal", "plan", "main_plan",
                 "betrayer", "table", "main_rest_met", "time", "main_progress", "progress",
                 "late", "rounds_est", "end_soon", "homing", "wait_main", "_home")

    def __init__(self, bot: "HeuristicBot", view: dict, memory: Memory | None = None):
        c = bot.c
        self.bot, self.c, self.view, self.memory = bot, c, view, memory
        self._crowd: Counter | None = None   # place -> survivors there (``crowd``)
        self._after = None   # colony_after, once read
        self._home = None    # home, once read
        self._equipped: dict = {}   # symbol (None: any) -> equipped_count(symbol)
        self._spendable: dict = {}   # card -> spendable(card): a situation never changes
        self._margins: dict = {}     # place -> (capacity, crowd, half its noise)
        self.seat = seat = view["seat"]
        me = view["me"]
        self.hand = me["hand"]
        self.hand_syms = bot.hand_symbols(self.hand)
        seats = view["seats"]
        self.dice = dice = list(seats[seat]["dice"])   # sorted(...): list.sort is the cheaper call
        dice.sort()
        self.exiled = seats[seat]["exiled"]
        # own survivors, in the view's order
        self.mine = mine = {}
        for sid, sv in view["survivors"].items():
            if sv["owner"] == seat:
                mine[sid] = sv
        self.colony = view["places"]["colony"]
        self.crisis = c.crises[view["crisis"]] if view["crisis"] else None
        main_card = c.mains[view["main"]]
        side = main_card.hardcore if view["main_side"] == "hardcore" else main_card.standard
        self.side = side
        # symbols the Main objective's pile still lacks (extra cards there would be wasted)
        self.main_needed, self.main_missing = bot.main_needs(side, view["main_pile"])
        self.food_need = -(-view["population"] // 2)
        # crisis: P matching cards prevent it, one more in case of a saboteur
        self.crisis_short = view["p"] + 1 - view["crisis_contributions"] if self.crisis else 0
        self.last_round = view["rounds_left"] <= 1
        self.lost = bot.lost(view)
        # cards the current crisis makes each player discard if it is not prevented
        self.hand_risk = 0
        if self.crisis and view["crisis_contributions"] < view["p"]:
            self.hand_risk = _discards(self.crisis)
        # the objective: the Exiled card adjusts the original one (OPEN-C-22)
        oid, ex = me["objective"], me["exiled_objective"]
        conds, needs_main = bot.goal(oid, ex)
        self.holds_betrayal = holds = oid in c.betrayals
        self.plan = own = plan(self, conds, True if needs_main else None)
        self.main_plan = main = plan(self, side.goal, True)
        # a saboteur works against the Colony (a betrayer, or anyone whose objective now
        # needs the Main objective to fail or Morale to run out); the table as both plans
        # want it; the Main objective's progress: read off the two plans (``plans_read``)
        self.betrayer, self.table, main_frac, self.main_rest_met = bot.plans_read(own, main, holds)
        # how far the game is: rounds played, and how much of the Main objective is done
        total = side.rounds if side.rounds > 1 else 1
        self.time = (total - view["rounds_left"]) / total
        self.main_progress = main_frac if main_frac is not None else self.time
        self.progress = self.main_progress if self.main_progress > self.time else self.time
        # "from the middle of the game" the bot spends dice on its own objective
        self.late = self.progress >= 0.25 or view["round"] >= 2
        # rounds the game is likely to last, this one included (bots' games take about four)
        left, cap = view["rounds_left"], 5 - view["round"]
        left = cap if cap < left else left
        self.rounds_est = left if left > 1 else 1
        self.end_soon = view["rounds_left"] <= 1 or self.main_progress >= 0.8
        # time to come home for an objective that counts survivors in the Colony
        self.homing = self.end_soon or self.rounds_est <= 2
        # pacing: the game ends when the Main objective is found complete (C-18.1), so a
        # player whose own objective is not met yet does not finish it while the Colony can
        # afford to wait a round
        self.wait_main = bool(not self.betrayer and own.main and own.unmet
                              and view["morale"] >= 3 and view["rounds_left"] >= 2)

    # ------------------------------------------------------------------ read when asked
    # What few decisions read is worked out when read (properties, not ``__getattr__``: a
    # class with ``__getattr__`` loses CPython's fast attribute reads on every attribute).
    # Each reads only what ``__init__`` set and the view, which never change within a
    # decision, so each answer is the one ``__init__`` would have set.
    @property
    def colony_after(self):
        """The Colony after this round's zombies (C-10.4 a), read-only."""
        after = self._after
        if after is None:
            after = self._after = after_batch(self.colony, self.food_need)
        return after

    @property
    def home(self) -> set:
        """The ids of the bot's own survivors at the Colony."""
        home = self._home
        if home is None:
            home = self._home = {sid for sid, sv in self.mine.items() if sv["place"] == "colony"}
        return home

    @property
    def order(self) -> list:
        """The seats still in the game from the first player on: first..n-1, 0..first-1."""
        seats = self.view["seats"]
        n = len(seats)
        first = self.view["first"] % n
        return [i for i in (*range(first, n), *range(first)) if not seats[i]["eliminated"]]

    @property
    def last_turn(self) -> bool:
        order = self.order
        return order[-1] == self.seat if order else True

    @property
    def after_me(self) -> list:
        order, seat = self.order, self.seat
        return order[order.index(seat) + 1:] if seat in order else []

    # ------------------------------------------------------------------ helpers
    def symbol(self, card: str) -> str:
        return self.bot.symbol(card)

    def equipped_count(self, symbol=None) -> int:
        known = self._equipped.get(symbol)   # a situation never changes: counted once a symbol
        if known is None:
            known = 0
            for sv in self.mine.values():
                for x in sv["equipped"]:
                    if symbol is None or self.symbol(x) == symbol:
                        known += 1
            self._equipped[symbol] = known
        return known

    def plan_adds_survivor(self, item) -> bool:
        return _adds(item.play or (), "add_survivor")

    def last_step(self, name: str) -> bool:
        """Would one more step on this measure of the Main objective's goal (a kill, a
        helpless survivor, a Location occupied...) complete it, everything else being met?"""
        targets = self.main_plan.targets
        mine = []
        for t in targets:
            if t.name == name and t.lo:
                mine.append(t)
        return bool(mine) and all(t.gap == 0 or (t in mine and t.gap <= 1) for t in targets)

    def finishing(self, name: str) -> bool:
        """The bot waits (``wait_main``) and this step would end the game now."""
        return self.wait_main and self.last_step(name)

    def crisis_risk(self, op_name: str) -> int:
        """What the current crisis's effect would add to a table measure if it is not
        prevented (C-10.3), while the pile is still short of P (crises fail often)."""
        if not self.crisis or self.view["crisis_contributions"] >= self.view["p"]:
            return 0
        return sum(op.args.get("amount", 0) for op in self.crisis.effect if op.name == op_name)

    def hurt(self, sid: str) -> int:
        sv = self.mine[sid]
        return sv["wounds"] + sv["frost"]

    def crowd(self, place: str) -> int:
        counts = self._crowd   # every place's count at the first question: asked many times
        if counts is None:
            counts = self._crowd = counted(map(_PLACE, self.view["survivors"].values()))
        return counts[place]

    def own_at(self, place: str) -> int:
        return sum(1 for sv in self.mine.values() if sv["place"] == place)

    def location_margin(self, place: str, arriving: int = 0) -> float:
        """Capacity left at a Location after this round's zombies (C-10.4 b, c), expected."""
        known = self._margins.get(place)   # a situation never changes: read once a place
        if known is None:
            p = self.view["places"][place]
            known = self._margins[place] = (capacity(p), self.crowd(place), 0.5 * p["noise"])
        cap, crowd, noise = known
        return cap - (crowd + arriving + noise)   # the same sums in the same order as before

    def main_plan_wants(self, name: str, where=None) -> bool:
        """Does the Main objective's goal (which a saboteur does not serve) ask for at least
        some of this table measure?"""
        if self.betrayer:
            return False
        for t in self.main_plan.targets:   # ``any`` over a generator, without its frame
            if t.name == name and t.where == where and t.lo:
                return True
        return False

    def want(self, name: str, where=None) -> tuple:
        """(lo, hi) the plans want for a table measure, (None, None) when they do not care."""
        return self.table.get((name, where), (None, None))

    def spendable(self, card: str) -> bool:
        """May this card leave the hand (or the survivor it is equipped to) without breaking a
        condition of the bot's own objective?"""
        known = self._spendable.get(card)
        if known is None:
            known = self._spendable[card] = self._spendable_now(card)
        return known

    def _spendable_now(self, card: str) -> bool:
        sym = self.symbol(card)
        if card in self.hand:
            return self.plan.spendable(self.hand_syms, len(self.hand), sym, self.hand_risk)
        for x, n in self.plan.equip.items():
            if (x is None or x == sym) and self.equipped_count(x) - 1 < n:
                return False
        return True

    def kills_short(self) -> int:
        """Kills the bot still wants: its own objective's, and the Colony's for the Main
        (not while it waits to finish the Main objective)."""
        own, colony = self.own_kills_short(), self.colony_kills_short()
        return colony if colony > own else own   # max(own, colony)

    def own_kills_short(self) -> int:
        return max(0, self.plan.kills - self.view["seats"][self.seat]["kills"]) if self.plan.kills else 0

    def colony_kills_short(self) -> int:
        lo, _ = self.want("colony_kills", None)
        if not lo:
            return 0
        if self.wait_main:
            return 0   # kills for the Main objective wait until the bot's own objective is met
        return max(0, lo - sum(x["kills"] for x in self.view["seats"]))


_PLACE = itemgetter("place")   # a survivor's place in a view
_EXILED = itemgetter("exiled")   # a seat's exiled flag in a view


def _dying(s) -> bool:
    """``any(s.hurt(x) >= 2 for x in s.mine)`` without a generator's frame: an own survivor
    one wound from death."""
    for sv in s.mine.values():
        if sv["wounds"] + sv["frost"] >= 2:
            return True
    return False

# the turn's steps, in order (HeuristicBot's docstring)
STEPS = ("_exile_call", "_equip", "_crisis", "_main", "_feed", "_ask_help", "_heal", "_plan_play",
         "_play", "_tempo", "_place_out", "_defend", "_lure_off", "_plan_moves", "_plan_kills",
         "_retreat", "_food_die", "_search_now", "_mug", "_clean", "_abilities", "_plan_dice",
         "_spare_dice")
_STEPS: dict = {}   # bot class -> its step functions (a subclass's own where it has them)


def _steps(cls) -> tuple:
    """The functions of ``STEPS`` on a bot class, looked up once per class instead of 23
    bound methods made every turn decision (a class is not changed once it plays)."""
    got = _STEPS.get(cls)
    if got is None:
        got = _STEPS[cls] = tuple(getattr(cls, name) for name in STEPS)
    return got


@by_identity(4096)
def _discards(crisis) -> int:
    """Cards a crisis card's effect makes each player discard (content: kept per card)."""
    return sum(op.args.get("count", 1) for op in crisis.effect
               if op.name == "discard" and op.args.get("who") in ("each", "self"))


def _adds(ops, name: str) -> bool:
    """Whether a card text (``ops``, content: never changed) holds an op ``name``, however
    nested (``_op_names``, read once per text)."""
    return name in _names(ops)


@by_identity()
def _names(ops) -> frozenset:
    """``_op_names(ops)`` of a card text (content), kept per text: a step asking several
    names of one text reads the set once."""
    return _op_names(ops)


def _op_names(ops) -> frozenset:
    """The names of a text's ops and of the ops nested in them ("then", "else", "ops", a
    "choose"'s options): the names ``_adds`` finds."""
    names = set()
    for op in ops:
        names.add(op.name)
        for key in ("then", "else", "ops"):
            if op.args.get(key):
                names |= _op_names(op.args[key])
        if op.name == "choose":
            for o in op.args["options"]:
                names |= _op_names(o)
    return frozenset(names)


@by_identity(4096)
def _share(items: dict, place: str, what) -> float:
    """``HeuristicBot._share`` of the content's item definitions, kept per (definitions,
    place, what) for every bot of the process, not per game."""
    cards = [(i, i.count) for i in items.values() if i.origin == place]
    total = sum(k for _, k in cards) or 1
    if what == "add_survivor":
        hits = sum(k for i, k in cards if i.play and _adds(i.play, "add_survivor"))
    else:
        hits = sum(k for i, k in cards if i.equip is not None and (what is None or i.symbol == what))
    return hits / total


@by_identity()
def _score(ops, betrayer: bool) -> float:
    """``score_ops(ops, betrayer)`` of a card text or ability (content), kept per (text,
    betrayer): the same cards are weighed every turn step."""
    return score_ops(ops, betrayer)


class HeuristicBot:
    """Plays for the Main objective and for its own objective, from its view only.

    A turn, in order: call an exile vote on a seat the evidence points at; equip what helps;
    prevent the crisis with matching cards (a saboteur: a wrong card, when others added
    enough to hide it); add what the Main objective asks for; feed the Colony; heal; play what
    the objective or the Colony needs; stand where the objective wants; put searchers out at
    safe Locations; spend low dice on the threats; kill for the objective; take a survivor
    away from a Location that will be overrun; search with the lowest die that reaches; keep
    the Waste under ten cards; spare dice into barricades. Cards the objective needs stay in
    hand (``Plan``). Exposure is a cost: it never moves or kills without a reason.
    """

    uses_view = True

    def __init__(self, content, seed: int = 0):
        self.c = content
        self.seed = seed   # the bot is deterministic; the seed only varies its cover story
        self._symbols: dict = {}
        self._items: dict = {}      # card id -> its item (content: read once)
        self._memory: dict[int, Memory] = {}
        self._log: list = []     # public events not yet read by every seat's memory
        self._base = 0           # the index of self._log[0] in the whole log
        self._lost_pool: dict = {}
        self._intent: dict = {}   # seat -> {"die"/"place"/"survivor"/"lure": ...} for a card's answers
        self._last: dict = {}     # seat -> the last action of its turn (the acting survivor)
        self._asked: dict = {}    # seat -> (round, main) of its last Request
        self._main_needs: dict = {}   # (main side, its pile) -> main_needs(): see there
        self._pile_counts: dict = {}  # (pile's card ids, symbol) -> pile_count(): see there
        self._goals: dict = {}        # (objective, exiled card) -> goal(): see there
        self._hand_syms: dict = {}    # hand's card ids -> hand_symbols(): see there
        self._plans_read: dict = {}   # (own plan, Main plan, betrayal held) -> plans_read()

    # ------------------------------------------------------------------ the public log
    def observe(self, events) -> None:
        """Optional: the table hands the bot what every seat saw happen (a Record's events).
        Events shown only to some seats are dropped unread."""
        log = self._log
        for e in events:
            if e.seats is None:
                log.append(e)

    def memory(self, view: dict) -> Memory:
        """This seat's memory of the game (a new one when the view shows another game), with
        the public log read up to now."""
        seat = view["seat"]
        m = self._memory.get(seat)
        end = self._base + len(self._log)
        if m is None or m.main != view["main"] or view["round"] < m.round or m.n != len(view["seats"]):
            m = Memory(seat, len(view["seats"]), view["main"])
            m.cursor = self._base if seat not in self._memory else end
            self._memory[seat] = m
        if m.cursor < end:
            m.read(self._log[m.cursor - self._base:], self.c, view)
            m.cursor = end
        # every memory has read the log up to the lowest cursor (one memory: its own)
        low = (m.cursor if len(self._memory) == 1 else min(x.cursor for x in self._memory.values())) \
            - self._base
        if low > 0:   # every memory has read these
            del self._log[:low]
            self._base += low
        m.see(view, self.c)
        return m

    # ------------------------------------------------------------------
    def choose(self, view: dict, legal: list):
        kind = view["pending"]["kind"]
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            pick = handler(view, legal)
            if pick is not None:
                return pick
        return legal[0]

    def symbol(self, card: str) -> str:
        s = self._symbols.get(card)
        if s is None:
            s = self._symbols[card] = self.c.items[card.split("#")[0]].symbol
        return s

    def _item(self, card):
        item = self._items.get(card)
        if item is None:
            item = self._items[card] = self.c.items[card.split("#")[0]]
        return item

    def main_needs(self, side, pile: list) -> tuple:
        """(symbols the Main objective's pile still lacks, cards it still lacks): extra cards
        there would be wasted. A pure function of the side's goal and accepted symbols (content:
        never changed; the side object is kept in the key's value and compared by identity)
        and of the pile's card ids (each id's symbol is content): the key holds both, so an
        answer found before is the answer. The set returned is shared: callers only read it."""
        key = (id(side), tuple(pile))
        hit = self._main_needs.get(key)
        if hit is not None and hit[0] is side:
            return hit[1]
        needed, missing = set(), 0
        for cond in side.goal:
            if cond.name == "main_pile":
                want = cond.args.get("symbol")
                have = self.pile_count(pile, want)
                if have < cond.args["min"]:
                    needed |= {want} if want else set(side.accepts)
                    missing += cond.args["min"] - have
        if len(self._main_needs) > 4096:
            self._main_needs.clear()
        self._main_needs[key] = (side, (needed, missing))
        return needed, missing

    def hand_symbols(self, hand: list) -> Counter:
        """Symbol -> cards of it in a hand of card ids, in the hand's order of first
        appearance. Each id's symbol is content, so the count is a pure function of the ids
        in order: kept per tuple of them. The Counter returned is shared: callers only read
        it (a missing symbol reads 0 without being added)."""
        key = tuple(hand)
        syms = self._hand_syms.get(key)
        if syms is None:
            if len(self._hand_syms) > 4096:
                self._hand_syms.clear()
            syms = self._hand_syms[key] = counted(map(self.symbol, hand))
        return syms

    def plans_read(self, own, main, holds_betrayal: bool) -> tuple:
        """(betrayer, table, the Main objective's progress or None, the Main goal's targets
        other than its pile all met) of the bot's own plan and the Main objective's plan. Each
        is read off the two plans' targets (name, where, symbol, range, value, gap) and off
        ``holds_betrayal``; nothing changes a Plan after it is made, so the answer is kept
        per (plan, plan, flag), the plans kept with it and compared by identity. The table
        returned is shared: callers only read it."""
        key = (id(own), id(main), holds_betrayal)
        hit = self._plans_read.get(key)
        if hit is not None and hit[0] is own and hit[1] is main:
            return hit[2]
        # a saboteur works against the Colony: a betrayer, or anyone whose objective now
        # needs the Main objective to fail or Morale to run out
        betrayer = own.main is False or (holds_betrayal and own.main is None) \
            or any(t.name == "morale" and t.hi is not None and t.hi <= 0 for t in own.table)
        # the table as both plans want it: (name, where) -> (lo, hi)
        table: dict = {}
        for t in own.table + ([] if betrayer else main.table):
            k = (t.name, t.where or t.symbol)
            lo, hi = table.get(k, (None, None))
            if t.lo is not None:
                lo = t.lo if lo is None else max(lo, t.lo)
            if t.hi is not None:
                hi = t.hi if hi is None else min(hi, t.hi)
            table[k] = (lo, hi)
        # how much of the Main objective is done (None: nothing measurable; the time then)
        fracs = []   # min(1.0, value / lo) of each measured target
        for t in main.targets:
            if t.lo and t.value is not None and t.name != "rounds":
                f = t.value / t.lo
                fracs.append(f if f < 1.0 else 1.0)
        progress = sum(fracs) / len(fracs) if fracs else None
        rest_met = all(t.gap == 0 for t in main.targets if t.name != "main_pile")
        if len(self._plans_read) > 4096:
            self._plans_read.clear()
        out = (betrayer, table, progress, rest_met)
        self._plans_read[key] = (own, main, out)
        return out

    def goal(self, oid, ex) -> tuple:
        """(conditions, needs the Main objective) of the objective ``oid`` as the Exiled card
        ``ex`` adjusts it (OPEN-C-22). Content only (the bot's content is never changed), so
        one tuple per (oid, ex) for the bot's life: the plans key their targets on it."""
        hit = self._goals.get((oid, ex))
        if hit is None:
            c = self.c
            conds, needs_main = (), True
            if ex:
                card = c.exiled[ex]
                kept = tuple(c.objective(oid).goal) if card.keep_original and oid else ()
                conds = tuple(card.goal) + kept
                needs_main = card.needs_main
            elif oid:
                obj = c.objective(oid)
                conds, needs_main = tuple(obj.goal), obj.needs_main
            hit = self._goals[oid, ex] = (conds, needs_main)
        return hit

    def pile_count(self, pile: list, symbol=None) -> int:
        """Cards of ``symbol`` (None: any) in a pile of card ids. A card id's symbol is content,
        so the count is a pure function of the ids: kept per (ids, symbol)."""
        key = (tuple(pile), symbol)
        n = self._pile_counts.get(key)
        if n is None:
            if len(self._pile_counts) > 4096:
                self._pile_counts.clear()
            n = self._pile_counts[key] = sum(1 for x in pile if symbol is None or self.symbol(x) == symbol)
        return n

    def lost(self, view: dict) -> int:
        """Survivors killed or removed so far: the survivor cards neither in the deck nor in
        play (the most ever seen there is the game's whole pool)."""
        here = view["survivor_deck"] + len(view["survivors"])
        key = (view["seat"], view["main"])
        # (two-value max as ``a if a > b else b``: the value the builtin returns)
        pool = self._lost_pool.get(key, 0)
        pool = here if here > pool else pool
        if view["me"]["objective"] and view["me"]["betrayal2"] is None:
            every = len(self.c.survivors)   # the competitive game uses every card
            pool = every if every > pool else pool
        self._lost_pool[key] = pool
        return pool - here if pool - here > 0 else 0

    def situation(self, view: dict) -> Situation:
        return Situation(self, view, self.memory(view))

    def _card_worth(self, s: Situation, card: str) -> float:
        """How much a card in hand is worth keeping (search keep choice, discards)."""
        item = self._item(card)
        sym = item.symbol
        worth = 0.0
        if sym in s.main_needed and not item.starting:
            worth += 1.5 if s.betrayer else 3.5   # a saboteur keeps it from the Main objective
        if s.crisis and sym == s.crisis.symbol and s.crisis_short > 0 and not s.betrayer:
            worth += 2
        if sym == "food" and s.view["food"] < s.food_need + 2 and not s.betrayer:
            worth += 2
        if sym == "medicine" and any(sv["wounds"] + sv["frost"] for sv in s.mine.values()):
            worth += 1
        worth += s.plan.wants_card(s, item)
        if item.play is not None:
            score = _score(item.play, s.betrayer)
            worth += (score if score > 0.0 else 0.0) / 3   # max(0.0, score)
        else:
            worth += 0.5
        return worth

    # ------------------------------------------------------------------ setup
    def _draft(self, view, legal):
        s = Situation(self, view)
        kills = s.plan.kills > 0 or bool(s.want("colony_kills")[0])

        def worth(sid):
            d = self.c.survivors[sid]
            return (7 - d.attack) * (1.6 if kills else 1.0) + 1.5 * (7 - d.search) + (1 if d.ability else 0)

        def key(a):
            lead = self.c.survivors[a.leader].influence
            return (not s.plan.leader or lead >= s.plan.leader,
                    sum(worth(x) for x in (a.leader,) + a.followers), lead)
        return max(legal, key=key)

    # ------------------------------------------------------------------ the turn
    def _turn(self, view, legal):
        s = self.situation(view)
        by = self._by_verb(legal, s.finishing("colony_kills"))
        self._intent.pop(s.seat, None)
        for step in _steps(type(self)):
            pick = step(self, s, by)
            if pick is not None:
                if pick.verb == "move":
                    pick = self._ride(s, by, pick)
                self._last[s.seat] = pick
                return pick
        self._last[s.seat] = by["end"][0]
        return by["end"][0]

    def _by_verb(self, legal: list, finishing: bool) -> dict:
        """Verb -> the legal actions of that verb, in the listing's order (the verbs in the
        order they first come); ``finishing``: without the kills that would end the game
        before the bot's objective is met."""
        by: dict[str, list] = {}
        if finishing:
            for a in legal:
                verb = a.verb
                if verb == "attack" or (verb == "play" and _adds(self._item(a.card).play, "kill_zombies")):
                    continue
                if verb in by:
                    by[verb].append(a)
                else:
                    by[verb] = [a]
            return by
        # grouped by class, then named by the class's verb (each action class answers to one
        # verb, registered once: rules/core/actions.py): ``type(a)`` is a cheaper read than
        # ``a.verb``, a class attribute reached through the instance. The listing comes in
        # runs of one class (the engine adds a survivor's actions of one kind together: 72
        # actions in 21 runs a turn on average), so the class's list is looked up only where
        # a run starts
        kinds: dict = {}
        last = got = None
        for a in legal:
            kind = type(a)
            if kind is not last:
                got = kinds.get(kind)
                if got is None:
                    got = kinds[kind] = []
                last = kind
            got.append(a)
        for kind, got in kinds.items():
            by[kind.verb] = got
        return by

    # ------------------------------------------------------------------ cards for their effect
    def _free(self, s, a) -> bool:
        """May this hand card be played for its effect: the objective does not keep it, the
        crisis does not need it and (for the Colony) the Main objective does not ask for it."""
        item = self._item(a.card)
        if not s.spendable(a.card):
            return False
        if s.betrayer:
            return True
        if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0:
            return False
        return not (item.symbol in s.main_needed and not item.starting)

    def _thresholds(self, s) -> list:
        """(survivor, die needed) for each of our searchers at a Location with cards left."""
        out = []
        for sid, sv in s.mine.items():
            if sv["place"] == "colony" or not s.view["places"][sv["place"]]["deck"]:
                continue
            t = self.c.survivors[sid].search
            for x in sv["equipped"]:
                mods = self._item(x).equip
                if mods is not None and mods.search:
                    t += mods.search
            out.append((sid, t if t > 1 else 1))   # max(1, t)
        return out

    def _tempo(self, s, by):
        """Cards played for what they do this turn: more or better dice for the searches to
        come, a move with no exposure roll, noise off a Location we stand at, the Waste
        cleared, a card drawn from the deck the plan wants; a saboteur's letters that make the
        others discard."""
        plays = []
        for a in by.get("play", ()):
            if self._free(s, a):
                plays.append(a)
        if not plays:
            return None
        need = None   # our searchers' thresholds, read for the first die card (``_thresholds``)
        dice = s.dice
        for a in plays:
            op = self._item(a.card).play[0]
            n, args = op.name, op.args
            if need is None and n in ("gain_die", "raise_die", "reroll"):
                need = self._thresholds(s)
            if n == "gain_die" and dice and (need or by.get("barricade") or by.get("attack")):
                return a
            if n == "raise_die" and dice:
                amt = args.get("amount", 1)
                for v in sorted(set(dice)):
                    if any(v < t <= min(6, v + amt) for _, t in need) and \
                            not any(d >= t for d in dice for _, t in need):
                        self._intent[s.seat] = {"die": v}
                        return a
            if n == "reroll" and len(dice) >= 2 and need and \
                    not any(d >= t for d in dice for _, t in need) and sum(dice) / len(dice) < 3.5:
                return a
            if n == "noise" and args.get("amount", 0) < 0 and args.get("where") == "choose":
                loud = [sv["place"] for sv in s.mine.values() if sv["place"] != "colony"
                        and s.view["places"][sv["place"]]["noise"] and s.location_margin(sv["place"]) < 2]
                if loud and not s.betrayer:
                    self._intent[s.seat] = {"place": loud[0]}
                    return a
            if n == "clean_waste" and not s.betrayer and s.view["waste"] >= 5:
                return a
            if n == "draw_items" and args.get("where") == "choose":
                decks = [p for p in self.c.locations if s.view["places"][p]["deck"]]
                if decks:
                    self._intent[s.seat] = {"place": max(decks, key=lambda p: self._promise(s, p))}
                    return a
            if n != "draw_items" and _adds(self._item(a.card).play, "draw_items") and \
                    worth_ops(self._item(a.card).play, Table(s.view), s.betrayer, s.seat) > 0.3:
                return a
            if n == "discard" and args.get("who") == "others" and (
                    s.betrayer or any(t.most and t.name == "hand_size" for t in s.plan.targets)):
                return a
        return None

    def _ride(self, s, by, move):
        """A move a card can make with no exposure roll (C-8.1) is made with the card."""
        for a in by.get("play", []):
            item = self._item(a.card)
            op = item.play[0]
            if op.name != "move" or op.args.get("exposure", True) or op.args.get("target") != "choose_own":
                continue
            if op.args.get("to") not in ("choose", move.to) or not self._free(s, a):
                continue
            self._intent[s.seat] = {"survivor": move.survivor, "place": move.to}
            return a
        return move

    def _food_die(self, s, by):
        """A food token raises a die by one (C-7.7) when that die then reaches a search and
        the Colony has food to spare (a saboteur: whenever the store is low already)."""
        spends = by.get("food", [])
        if not spends or by.get("search"):
            return None
        need = self._thresholds(s)
        if s.betrayer:
            ok = s.view["food"] <= s.food_need + 1 and (s.memory is None or s.memory.exposure(s.view) < 0.3)
        else:
            ok = s.view["food"] >= s.food_need + 2
        if not ok:
            return None
        for a in sorted(spends, key=lambda a: -a.die):
            if any(a.die + 1 == t for _, t in need):
                return a
        return None

    def _ask_help(self, s, by):
        """A Request (C-7.8): the Colony is short of food and our hand has none to play, or a
        survivor of ours is one wound from death with no medicine at hand; ask the player with
        the most cards whom we do not suspect."""
        asks = by.get("request", [])
        if not asks or s.betrayer:
            return None
        if self._asked.get(s.seat) == (s.view["round"], s.view["main"]):
            return None   # one Request a round
        starving = s.view["food"] < s.food_need and not s.hand_syms["food"]
        # (the hand first: both sides only read, so the order changes no answer)
        dying = not s.hand_syms["medicine"] and _dying(s)
        if not (starving or dying):
            return None
        belief = s.memory.beliefs(s.view, True) if s.memory is not None else {}
        seats = s.view["seats"]
        fit = [a for a in asks if belief.get(a.target, 0.0) < 0.4 and seats[a.target]["hand_size"] >= 2]
        if not fit:
            return None
        self._asked[s.seat] = (s.view["round"], s.view["main"])
        return max(fit, key=lambda a: (seats[a.target]["hand_size"], -a.target))

    def _lure_off(self, s, by):
        """A lure (C-23.4) that takes zombies away from a Colony about to be overrun to a
        Location of ours with room to spare; or brings zombies to a survivor that hunts kills."""
        lures = by.get("lure", [])
        if not lures or s.betrayer:
            return None
        if colony_overruns(s.colony, 2 * s.food_need) > 0 and sum(s.colony["zombies"]) >= 2:
            off = [a for a in lures if a.source == "colony" and s.mine[a.survivor]["place"] != "colony"
                   and room(s.view["places"][s.mine[a.survivor]["place"]]) >= 2
                   and s.location_margin(s.mine[a.survivor]["place"]) >= 2.5]
            if off:
                self._intent[s.seat] = {"lure": True}
                return min(off, key=lambda a: a.die)
        if s.kills_short() and (s.late or s.own_kills_short() >= 3):
            hunt = [a for a in lures if s.mine[a.survivor]["place"] != "colony"
                    and not sum(s.view["places"][s.mine[a.survivor]["place"]]["zombies"])
                    and s.location_margin(s.mine[a.survivor]["place"]) >= 3 and s.hurt(a.survivor) < 2
                    and len(s.dice) >= 2]
            if hunt:
                self._intent[s.seat] = {"lure": True}
                return min(hunt, key=lambda a: (a.source != "colony", a.die))
        return None

    def _mug(self, s, by):
        """An attack on another player's survivor (C-6.4): on the seat the evidence points
        at (it costs the suspect a card and a wound); a saboteur, for the hand its objective
        counts or for the deaths it wants, while nobody suspects it."""
        hits = by.get("attack-survivor", [])
        if not hits:
            return None
        svs = s.view["survivors"]
        if s.betrayer:
            m = s.memory
            exposed = m.exposure(s.view) if m is not None else 1.0
            if exposed >= 0.3 or not s.late:
                return None
            hand = any(t.name in ("hand_size", "hand_symbol", "hand_kinds") and t.gap for t in s.plan.targets)
            lo_lost = s.want("lost")[0]
            bold = exposed < 0.15   # unsuspected, it hurts whoever it can
            seats = s.view["seats"]

            def hurt(a):
                return svs[a.target]["wounds"] + svs[a.target]["frost"] >= 1

            fit = [a for a in hits if ((lo_lost or bold) and hurt(a))
                   or ((hand or bold) and seats[svs[a.target]["owner"]]["hand_size"] >= 3)]
        else:
            if s.memory is None:
                return None
            belief = s.memory.beliefs(s.view, True)
            seats = s.view["seats"]
            fit = [a for a in hits if belief.get(svs[a.target]["owner"], 0.0) >= 0.3
                   and seats[svs[a.target]["owner"]]["hand_size"]]
            # a card the objective's hand lacks, taken from a full hand, late in the game
            hand = s.late and any(t.name in ("hand_size", "hand_symbol", "hand_kinds") and t.gap
                                  for t in s.plan.targets)
            if not fit and hand and not s.exiled:
                fit = [a for a in hits if seats[svs[a.target]["owner"]]["hand_size"] >= 4
                       and not svs[a.target]["wounds"] + svs[a.target]["frost"]]
        if not fit:
            return None
        return min(fit, key=lambda a: (a.die, -self.c.survivors[a.target].attack))

    # ------------------------------------------------------------------ exile (C-15, C-16)
    def _exile_call(self, s, by):
        calls = by.get("exile")
        if not calls or s.exiled:
            return None
        m = s.memory
        if s.betrayer:
            # an objective that needs an exile: accuse whoever looks worst to the table, once
            # the table has seen something to point at, or late in the game; any saboteur
            # frames, once, a player the table already suspects (an innocent exile weakens the
            # Colony, C-15.6)
            if s.plan.exiles <= sum(1 for x in s.view["seats"] if x["exiled"]):
                if not s.late or getattr(m, "framed", False) or m.exposure(s.view) >= 0.2:
                    return None
                best = max(calls, key=lambda a: m.ll[a.target])
                if m.ll[best.target] < 1.2:
                    return None
                m.framed = True
                return best
            if not s.late:
                return None
            pub = {a.target: m.ll[a.target] for a in calls}
            best = max(calls, key=lambda a: pub[a.target])
            if pub[best.target] > 0.3 or s.view["round"] >= 3 or s.view["rounds_left"] <= 2:
                return best
            return None
        if any(m.known.values()):
            return None   # the betrayer is already known and out
        belief = m.beliefs(s.view, True)
        innocent_out = any(map(_EXILED, s.view["seats"]))   # anyone exiled (the count's truth)
        bar = 0.45 if not innocent_out else 0.85   # two innocent exiles break the Colony (C-15.6)
        # ``max(calls, key=belief)``: the first call of the highest belief (``>``, as max)
        best, top = None, None
        for a in calls:
            b = belief.get(a.target, 0.0)
            if top is None or b > top:
                best, top = a, b
        return best if top >= bar else None

    def _exile_ballot(self, view, target: int) -> bool:
        m = self.memory(view)
        if target == view["seat"]:
            return False
        s = Situation(self, view, m)
        if s.betrayer:
            if s.plan.exiles > sum(1 for x in view["seats"] if x["exiled"]):
                return True
            # yes when the table leans that way anyway (cheap cover), else no
            return m.beliefs(view, False).get(target, 0.0) >= 0.3
        if m.known.get(target) is not None:
            return bool(m.known[target])
        return m.beliefs(view, True).get(target, 0.0) >= 0.33

    # ------------------------------------------------------------------ cards
    def _equip(self, s, by):
        for a in by.get("equip", []):
            item = self._item(a.card)
            wanted = any((x is None or x == item.symbol) and s.equipped_count(x) < n
                         for x, n in s.plan.equip.items())
            # the objective wants it in hand; but equipment of a symbol the objective wants
            # equipped is rarer than any card of that symbol for the hand
            if not s.spendable(a.card) and not (wanted and s.plan.equip.get(item.symbol)):
                continue
            if not wanted and not s.betrayer:
                if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0:
                    continue   # it is worth more on the crisis pile
                if item.symbol in s.main_needed and not item.starting:
                    continue
            if not wanted and s.betrayer and item.symbol in s.main_needed and not item.starting:
                continue   # kept from the Main objective in hand, where nobody sees it
            options = [x for x in by["equip"] if x.card == a.card]
            if wanted:   # equipment the objective counts goes where it is not lost (C-14.3)
                return max(options, key=lambda x: (s.hurt(x.survivor) < 2,
                                                   s.mine[x.survivor]["place"] == "colony"))
            return max(options, key=lambda x: self._bearer_fit(s, x.survivor, item.equip))
        return None

    def _bearer_fit(self, s, sid, mods):
        """Search gear goes to a good searcher out at a Location, weapons to a fighter at home;
        a bearer that would die soon (two wounds) is a poor choice."""
        d = self.c.survivors[sid]
        sv = s.mine[sid]
        safe = sv["wounds"] + sv["frost"] < 2
        out = sv["place"] != "colony"
        if mods and (mods.search or mods.search_extra):
            return (safe, out, -d.search)
        if mods and mods.attack:
            return (safe, not out, -d.attack)
        return (safe, not out, -d.search)

    def _crisis(self, s, by):
        if not s.crisis or "crisis" not in by:
            return None
        if s.betrayer:
            return self._sabotage(s, by)
        if s.crisis_short <= 0:
            return None
        symbol, want = self.symbol, s.crisis.symbol
        # the cards of the crisis's symbol, and those of them neither our objective nor the
        # Main objective wants
        matching, spare = [], []
        for a in by["crisis"]:
            if symbol(a.card) == want:
                matching.append(a)
                item = self._item(a.card)
                if s.spendable(a.card) and not (item.symbol in s.main_needed and not item.starting):
                    spare.append(a)
        if spare:
            # hand cards before equipped ones, starting items first
            return min(spare, key=lambda a: (a.card not in s.hand, not self._item(a.card).starting))
        if not matching:
            return None   # nothing below picks from anything but ``matching``
        # the last turn before the Colony phase: precious cards go in too when they are what
        # brings the pile up to P and the Colony cannot afford the loss
        have = s.view["crisis_contributions"]
        # (a card the bot's own objective counts only when Morale is low: its win is at stake)
        urgent = [a for a in matching if s.spendable(a.card) or s.view["morale"] <= 4]
        if urgent and s.last_turn and have < s.view["p"] <= have + len(urgent):
            return min(urgent, key=lambda a: (not s.spendable(a.card), a.card not in s.hand))
        main_cards = [a for a in matching if s.spendable(a.card)]
        if main_cards and s.crisis_short > 1:
            return main_cards[0]
        return None

    def _sabotage(self, s, by):
        """A saboteur adds one card that counts against the pile (C-10.3) when enough other
        players add cards that nobody can tell whose it was, and when the pile would
        otherwise prevent the crisis; it adds a matching card now and then as cover."""
        m = s.memory
        v = s.view
        mine = v["me"]["contributions"]
        if any(self.symbol(x) != s.crisis.symbol for x in mine):
            return None   # one wrong card per crisis is enough
        others = v["crisis_contributions"] - len(mine)
        if m is not None and m.fed:
            distinct = sum(1 for j, k in m.counts.items() if j != s.seat and k)
        else:
            distinct = others
        coming = sum(1 for j in s.after_me if not v["seats"][j]["exiled"])
        exposed = m.exposure(v) if m is not None and m.fed else 0.0
        matching = [a for a in by["crisis"] if self.symbol(a.card) == s.crisis.symbol
                    and a.card in s.hand and s.spendable(a.card)]
        if exposed >= 0.35:   # cover: look helpful until suspicion fades
            if matching and s.crisis_short > 0 and not mine:
                return matching[0]
            return None
        hidden = distinct + 0.5 * coming >= 2
        # will the pile prevent it? the others' cards so far and about one per player to come
        on_track = others + 0.8 * coming >= v["p"] - 1
        if hidden and on_track:
            wrong = [a for a in by["crisis"] if a.card in s.hand
                     and self.symbol(a.card) != s.crisis.symbol and s.spendable(a.card)]
            if wrong:
                return min(wrong, key=lambda a: self._card_worth(s, a.card))
        # cover: a spare matching card when the crisis will fail anyway, now and then
        if matching and not mine and not on_track and (self.seed + v["round"]) % 3 == 0:
            return matching[0]
        return None

    def _main(self, s, by):
        if s.betrayer or "objective" not in by:
            return None
        # the last cards would end the game before the bot's own objective is met: it holds
        # the last two, so that one player's card alone does not end it either (one only
        # where each player may add a card per turn: the rest would come too slowly)
        if s.wait_main and s.main_missing <= (1 if s.side.per_turn else 2) and s.main_rest_met:
            return None
        lo_food = s.want("food")[0]
        for a in by["objective"]:
            symbol = self.symbol(a.card)
            if symbol not in s.main_needed or not s.spendable(a.card):
                continue
            if symbol == "food" and s.view["food"] < s.food_need + (lo_food or 0):
                continue   # the Colony must eat first (see _feed), and keep what we want
            return a
        # the last round: a card the objective wants goes in all the same (no Main, no win)
        if s.last_round and s.plan.main:
            for a in by["objective"]:
                if self.symbol(a.card) in s.main_needed:
                    return a
        return None

    def _feed(self, s, by):
        if s.betrayer:
            return None
        lo, _ = s.want("food")
        target = s.food_need + (lo or 0)
        if s.view["food"] >= target:
            return None
        food = [a for a in by.get("play", []) if self.symbol(a.card) == "food"]
        starving = s.view["food"] < s.food_need
        # a card the objective keeps goes in only when hunger would cost Morale it cannot spare
        food = [a for a in food if s.spendable(a.card) or (starving and s.view["morale"] <= 3)]
        # starting food first: it can never go onto the Main objective
        food.sort(key=lambda a: (not self._item(a.card).starting, a.card))
        return food[0] if food else None

    def _scar(self, s):
        """The survivor that carries the wounds the objective wants kept, if any."""
        if not s.plan.wound:
            return None
        hurt = [(sv["wounds"] + sv["frost"], sid) for sid, sv in s.mine.items()]
        return max(hurt)[1] if hurt else None

    def _heal(self, s, by):
        scar = self._scar(s)
        hurt = [sv for sid, sv in s.mine.items() if sv["wounds"] + sv["frost"] and sid != scar]
        if not hurt:
            return None
        for a in by.get("play", []):
            item = self._item(a.card)
            if not _adds(item.play, "heal"):
                continue
            if not s.spendable(a.card) and max(sv["wounds"] + sv["frost"] for sv in hurt) < 2:
                continue
            if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0 and not s.betrayer:
                continue
            if item.symbol in s.main_needed and not item.starting and not s.betrayer:
                continue
            if max(sv["wounds"] + sv["frost"] for sv in hurt) >= 2 or item.symbol == "medicine" \
                    or s.plan.unhurt:
                return a
        return None

    def _plan_play(self, s, by):
        """Cards whose effect moves the objective or the Main objective's table goal."""
        plays = by.get("play", [])
        if not plays:
            return None
        lo_help = s.want("helpless")[0]
        lo_pop = s.want("population")[0]
        lo_bar = s.want("barricades", "colony")[0]
        for a in plays:
            item = self._item(a.card)
            if not s.spendable(a.card):
                continue
            if item.symbol in s.main_needed and not item.starting and not s.betrayer:
                continue
            names = _names(item.play)   # the text's op names, read once for the four tests
            if "add_survivor" in names and (len(s.mine) < s.plan.survivors or
                                            (lo_pop and s.view["population"] < lo_pop)):
                return a
            if "add_helpless" in names and ((lo_help and s.view["helpless"] < lo_help) or
                                            (lo_pop and s.view["population"] < lo_pop)) \
                    and not s.finishing("helpless") and not s.finishing("population"):
                return a
            if "barricade" in names and lo_bar and sum(s.colony_after["barricades"]) < lo_bar + 1 \
                    and room(s.colony) > 0 and not s.betrayer:
                return a
            if "kill_zombies" in names and s.kills_short() and any(
                    sum(s.view["places"][sv["place"]]["zombies"]) for sv in s.mine.values()):
                return a
        return None

    def _play(self, s, by):
        for a in by.get("play", []):
            item = self._item(a.card)
            if not s.spendable(a.card):
                continue
            if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0 and not s.betrayer:
                continue
            if item.symbol in s.main_needed and not item.starting:
                continue   # on the Main objective, or (a saboteur) kept away from it
            if item.symbol == "food" and s.view["food"] >= s.food_need + 3:
                continue   # kept for the coming rounds
            if _adds(item.play, "heal") and self._scar(s) and not any(
                    sv["wounds"] + sv["frost"] for sid, sv in s.mine.items() if sid != self._scar(s)):
                continue   # the only wounds are the ones the objective keeps
            if _score(item.play, s.betrayer) >= 1.5:
                return a
        return None

    # ------------------------------------------------------------------ where survivors stand
    def _plan_moves(self, s, by):
        """Stand where the objective wants: at least N of the bot's survivors at a place, at
        most N at another, survivors at enough different Locations (``occupied``)."""
        moves = by.get("move", [])
        if not moves:
            return None
        p = s.plan
        for place, n in p.stand.items():
            if s.own_at(place) >= n or (place == "colony" and not s.homing):
                continue
            cand = [a for a in moves if a.to == place and s.mine[a.survivor]["place"] != place
                    and s.hurt(a.survivor) < 2
                    and (place == "colony" or s.location_margin(place, 1) >= 0)
                    and p.stand.get(s.mine[a.survivor]["place"], 0) < s.own_at(s.mine[a.survivor]["place"])]
            if cand:
                return min(cand, key=lambda a: self.c.survivors[a.survivor].search)
        if s.late:
            for place, n in p.cap.items():
                if s.own_at(place) <= n:
                    continue
                away = [a for a in moves if s.mine[a.survivor]["place"] == place and a.to != place
                        and a.to != "colony" and s.location_margin(a.to, 1) >= 0
                        and s.hurt(a.survivor) < 2]
                if away:
                    return max(away, key=lambda a: (s.location_margin(a.to, 1), self._promise(s, a.to)))
        lo, _ = s.want("occupied")
        if lo and (s.late or s.end_soon) and not s.finishing("occupied"):
            spots = {sv["place"] for sv in s.view["survivors"].values()} - {"colony"}
            if len(spots) < lo:
                out = [a for a in moves if a.to not in spots and a.to != "colony"
                       and s.mine[a.survivor]["place"] == "colony"
                       and s.location_margin(a.to, 1) >= 0
                       and s.hurt(a.survivor) < 2]
                if out:
                    return max(out, key=lambda a: (s.location_margin(a.to, 1),
                                                   -self.c.survivors[a.survivor].search))
        return None

    def _retreat(self, s, by):
        """A survivor at a Location that will be overrun, and that the dice could not hold,
        leaves: to another safe Location if there is one (the Colony would have to feed it)."""
        moves = by.get("move", [])
        if not moves:
            return None
        for sid, sv in s.mine.items():
            if sv["place"] == "colony" or s.location_margin(sv["place"]) >= 0:
                continue
            away = [a for a in moves if a.survivor == sid]
            safe = [a for a in away if a.to != "colony" and s.location_margin(a.to, 1) >= 1
                    and s.view["places"][a.to]["deck"]]
            if safe:
                return max(safe, key=lambda a: self._promise(s, a.to))
            home = [a for a in away if a.to == "colony" and s.plan.cap.get("colony", 99) > s.own_at("colony")]
            if home:
                return home[0]
        return None

    def _place_out(self, s, by):
        """Searchers go out to safe Locations that hold what is needed."""
        moves = by.get("move", [])
        if not moves or s.last_round:
            return None
        if s.betrayer and s.view["round"] > 1:
            return None
        wanted = self._wanted(s)
        keep_home = s.plan.stand.get("colony", 0)
        leavers = []
        for sid, sv in s.mine.items():
            if sv["place"] == "colony":
                leavers.append(sid)
        # survivors the objective wants at home stay there, except that a group with nobody
        # out sends one searcher while the end is not near (it comes back, _plan_moves)
        if keep_home and len(leavers) <= keep_home and not (
                len(leavers) == len(s.mine) and s.plan.seek and not s.homing):
            return None
        # every move rolls exposure (C-7.6): a group sends one searcher out, not more (this
        # halves the deaths, and more searchers lose more than they find); a bearer of
        # equipment the objective counts stays home, where its cards come back to hand if it
        # dies (C-14.3)
        if len(leavers) < len(s.mine):
            return None
        if s.plan.equip and len(leavers) > 1:
            bare = [sid for sid in leavers if not s.mine[sid]["equipped"]]
            leavers = bare or leavers
        # someone must mind the Colony (barricades, kills, cleaning the Waste): about one
        # survivor for every two players stays home
        home = s.crowd("colony")
        # ... but every player gets one searcher out: a hand is where most objectives live
        guards = 1 if len(leavers) == len(s.mine) else max(1, len(s.view["seats"]) // 2)
        if not leavers or home - 1 < guards:
            return None
        best, best_score = None, 0.0
        for a in moves:
            if a.survivor not in leavers or a.to == "colony":
                continue
            d = self.c.survivors[a.survivor]
            dest = s.view["places"][a.to]
            margin = s.location_margin(a.to, 1)
            if not dest["deck"] or margin < 0 or d.search > 5:
                continue
            # a tight Location can still be held with a barricade (+1 room for any die)
            score = self._promise(s, a.to, wanted) + (7 - d.search) - 2 * s.crowd(a.to) \
                - (1.5 - margin if 1.5 - margin > 0.0 else 0.0) * 2   # max(0.0, 1.5 - margin)
            if a.to in s.plan.stand:
                score += 3
            if score > best_score:
                best, best_score = a, score
        return best

    def _wanted(self, s) -> dict:
        """Symbol -> how badly the bot needs cards of it now."""
        wanted: dict = {}
        own = 1.0 if s.late else 0.8   # the own objective weighs in fully from mid-game
        for x, w in s.plan.seek.items():
            wanted[x] = wanted.get(x, 0) + own * w
        for x in s.plan.keep:
            wanted[x] = wanted.get(x, 0) + own
        for x in s.main_needed:
            wanted[x] = wanted.get(x, 0) + (0.5 if s.betrayer else 2.5)
        if s.crisis and s.crisis_short > 0 and not s.betrayer:
            wanted[s.crisis.symbol] = wanted.get(s.crisis.symbol, 0) + 1.0
        if s.view["food"] < s.food_need + 2 and not s.betrayer:
            wanted["food"] = wanted.get("food", 0) + 1.5
        return wanted

    def _promise(self, s, place, wanted=None) -> float:
        """How well a Location's deck leans to what is wanted (its symbol strip, C-2.11), and
        to equipment the objective wants (the printed cards of that deck)."""
        strip = self.c.locations[place].strip
        wanted = wanted if wanted is not None else self._wanted(s)
        score = sum(w * (len(strip) - strip.index(x)) for x, w in wanted.items() if x in strip)
        for x, n in s.plan.equip.items():
            if s.equipped_count(x) < n:
                score += 12 * self._share(place, x)
        if len(s.mine) < s.plan.survivors:
            score += 12 * self._share(place, "add_survivor")
        return score

    def _share(self, place: str, what) -> float:
        """The share of a Location deck's printed cards that can be equipped (``what``: of
        that symbol; None: any), or (``what`` "add_survivor") that bring a survivor."""
        return _share(self.c.items, place, what)   # kept for the process (content)

    # ------------------------------------------------------------------ dice
    def _defend(self, s, by):
        barricades = by.get("barricade", [])
        attacks = by.get("attack", [])
        if s.betrayer:
            return self._defend_own(s, barricades, attacks) if s.plan.survivors or s.plan.stand else None
        # the Colony: overruns expected over this round's and the next round's zombies
        pick = self._colony_guard(s, barricades, attacks)
        if pick is not None:
            return pick
        # barricades the Main objective counts: zombies keep breaking them, so never enough
        main_bar = s.main_plan_wants("barricades", "colony") and s.view["round"] > 1 \
            and not s.finishing("barricades")
        lo_bar = s.want("barricades", "colony")[0]
        # the objective's own barricades count at the end: near it they come first, before
        # it they wait for the dice the objective's other needs leave (_plan_dice)
        if main_bar or (lo_bar and s.end_soon and sum(s.colony_after["barricades"]) < lo_bar + 1):
            colony_bars = [a for a in barricades if s.mine[a.survivor]["place"] == "colony"]
            if colony_bars:
                return min(colony_bars, key=lambda a: (a.die, self._entrance_need(s, a.entrance)))
        if self._colony_zombie_goal(s):
            colony_hits = [a for a in attacks if s.mine[a.survivor]["place"] == "colony"]
            if colony_hits:
                return max(colony_hits, key=lambda a: (s.colony["zombies"][a.entrance - 1], -a.die))
        return self._defend_own(s, barricades, attacks)

    def _defend_own(self, s, barricades, attacks):
        """Each Location where the bot's survivors stand."""
        for sv in s.mine.values():
            place = sv["place"]
            if place == "colony" or s.location_margin(place) >= 1:
                continue
            here = [a for a in barricades if s.mine[a.survivor]["place"] == place]
            if here:
                return min(here, key=lambda a: a.die)
            hits = [a for a in attacks if s.mine[a.survivor]["place"] == place]
            if hits and s.location_margin(place) < 0:
                return min(hits, key=lambda a: a.die)
        return None

    def _colony_guard(self, s, barricades, attacks):
        """The barricade or kill at the Colony that saves the most overruns over two rounds,
        with the lowest die; a kill (an exposure roll) only when it saves one this round."""
        guard = colony_guard(s.colony, s.food_need)
        if guard.base2 == 0:
            return None
        saved = guard.saved   # (kind, entrance) -> overruns saved; the die value does not matter
        home = s.home   # own survivors at the Colony
        best, best_key = None, None
        # the barricades, then the kills (the order of ``barricades + attacks``, so the same
        # first best on a tie), each list's kind known without asking every action
        for a in barricades:
            if a.survivor not in home:
                continue
            save1, save2 = saved("barricades", a.entrance)
            if save1 <= 0 and save2 <= 0:
                continue
            key = (save1, save2, True, -a.die)
            if best_key is None or key > best_key:
                best, best_key = a, key
        for a in attacks:
            if a.survivor not in home:
                continue
            save1, save2 = saved("zombies", a.entrance)
            if save1 <= 0:
                continue
            key = (save1, save2, False, -a.die)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    def _colony_zombie_goal(self, s) -> bool:
        _, cap = s.want("zombies", "colony")
        return cap is not None and s.view["rounds_left"] <= 2 and sum(s.colony["zombies"]) > cap

    def _entrance_need(self, s, entrance) -> int:
        """Lower is more urgent: the empty spaces left at that Colony entrance."""
        i = entrance - 1
        return s.colony["spaces"][i] - s.colony["zombies"][i] - s.colony["barricades"][i]

    def _plan_kills(self, s, by):
        """Kills the objective (or the Main objective) counts: from the middle of the game,
        or from the start when there are many to make. A survivor that should carry wounds
        (``wounded``) takes them where they come: in the exposure roll of a kill (C-8.1)."""
        scar = self._scar(s)
        if scar is not None and s.late and s.hurt(scar) < s.plan.wound and s.hurt(scar) < 2:
            hits = [a for a in by.get("attack", []) if a.survivor == scar]
            if hits:
                return min(hits, key=lambda a: a.die)
        short = s.kills_short()
        if not short or not by.get("attack"):
            return None
        if not (s.late or s.own_kills_short() >= s.rounds_est):
            return None
        lo_z, _ = s.want("zombies", "colony")
        fit = [a for a in by["attack"] if s.hurt(a.survivor) < 2
               and not (s.plan.unhurt and s.end_soon)
               and not (lo_z and s.mine[a.survivor]["place"] == "colony")]
        if not fit:
            return None
        return min(fit, key=lambda a: (a.die, s.mine[a.survivor]["place"] != "colony"))

    def _search_now(self, s, by):
        searches = by.get("search", [])
        if not searches:
            return None
        # the lowest die that reaches, by the survivor whose Location is safest
        best, best_key = None, None   # min(searches, key=...): the first lowest (``<``, as min)
        for a in searches:
            key = (a.die, -s.location_margin(s.mine[a.survivor]["place"]))
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best

    def _clean(self, s, by):
        if s.betrayer or s.view["waste"] < 7 or not by.get("clean"):
            return None
        return min(by["clean"], key=lambda a: a.die)

    def _abilities(self, s, by):
        for a in by.get("ability", []):
            d = self.c.survivors[a.survivor].ability
            if a.spend and (self._card_worth(s, a.spend) >= 2 or not s.spendable(a.spend)):
                continue   # the input card is needed elsewhere (crisis, Main objective, goal)
            if _score(d.ops, s.betrayer) > 0.5 and self._would_work(s, a.survivor, d.ops):
                return a
        for a in by.get("use", []):
            ab = self._item(a.card).equip_ability
            bearer = next(sid for sid, sv in s.mine.items() if a.card in sv["equipped"])
            if _score(ab.ops, s.betrayer) > 0.5 and self._would_work(s, bearer, ab.ops):
                return a
        return None

    def _would_work(self, s, sid, ops) -> bool:
        """False when the effect would find nothing to act on where the survivor stands: no
        zombie to kill, no wound to heal, no empty entrance space to barricade."""
        here = s.view["places"][s.mine[sid]["place"]]
        first = ops[0]
        if first.name in ("kill_zombies", "remove_zombies") and first.args.get("target", "acting") \
                == "acting" and first.args.get("where") in (None, "here"):
            return sum(here["zombies"]) > 0
        if first.name == "heal":
            return any(sv["wounds"] + sv["frost"] for sv in s.view["survivors"].values()
                       if sv["owner"] == s.seat or sv["place"] == s.mine[sid]["place"])
        if first.name == "barricade" and first.args.get("where") in (None, "here"):
            return room(here) > 0
        return True

    def _plan_dice(self, s, by):
        """Dice left after the search go to the objective: kills it counts, barricades it
        wants, zombies it wants at the Colony (a lure, C-23.4)."""
        if s.kills_short():
            fit = [a for a in by.get("attack", []) if s.hurt(a.survivor) < 2]
            if fit:
                return min(fit, key=lambda a: a.die)
        lo_bar = s.want("barricades", "colony")[0]
        if lo_bar and sum(s.colony_after["barricades"]) < lo_bar + 1 and not s.betrayer:
            home = [a for a in by.get("barricade", []) if s.mine[a.survivor]["place"] == "colony"]
            if home:
                return min(home, key=lambda a: (a.die, self._entrance_need(s, a.entrance)))
        lo_z = s.want("zombies", "colony")[0]
        if lo_z and sum(s.colony_after["zombies"]) < lo_z:
            lures = [a for a in by.get("lure", []) if s.mine[a.survivor]["place"] == "colony"]
            if lures:
                return max(lures, key=lambda a: (sum(s.view["places"][a.source]["zombies"]), -a.die))
        return None

    def _spare_dice(self, s, by):
        """Dice no search can use go into barricades where they will be needed next."""
        barricades = by.get("barricade", [])
        out = [a for a in barricades if s.mine[a.survivor]["place"] != "colony"
               and s.location_margin(s.mine[a.survivor]["place"]) < 2]
        if out:
            return min(out, key=lambda a: a.die)
        if s.betrayer:
            return None
        # a spare die lures zombies away from the Colony to a Location of ours with room
        lures = [a for a in by.get("lure", []) if a.source == "colony" and sum(s.colony["zombies"]) >= 2
                 and s.mine[a.survivor]["place"] != "colony"
                 and room(s.view["places"][s.mine[a.survivor]["place"]]) >= 2
                 and s.location_margin(s.mine[a.survivor]["place"]) >= 2 and not s.last_round]
        if lures:
            self._intent[s.seat] = {"lure": True}
            return min(lures, key=lambda a: a.die)
        home = [a for a in barricades if s.mine[a.survivor]["place"] == "colony"]
        future = colony_overruns(s.colony, s.food_need + 2)
        if home and future > 0:
            return min(home, key=lambda a: (a.die, self._entrance_need(s, a.entrance)))
        return None

    # ------------------------------------------------------------------ answers
    def _search(self, view, legal):
        s = self.situation(view)
        place = view["pending"]["info"]["place"]
        drawn = view["pending"]["info"].get("drawn", 1)
        best = None   # max(..., default=0.0) without a generator: the first highest (``>``)
        for c in view["me"]["searching"]:
            w = self._card_worth(s, c)
            if best is None or w > best:
                best = w
        if best is None:
            best = 0.0
        if best < 3 and drawn < 3 and s.location_margin(place) >= 2:
            for a in legal:
                if isinstance(a, A.MakeNoise):
                    return a
        return next(a for a in legal if isinstance(a, A.StopSearch))

    def _keep(self, view, legal):
        s = self.situation(view)
        return max(legal, key=lambda a: self._card_worth(s, a.card))

    def _discard(self, view, legal):
        s = self.situation(view)
        return min(legal, key=lambda a: (not s.spendable(a.card), self._card_worth(s, a.card)))

    def _bite(self, view, legal):
        # rolling saves the survivor half the time, and a chain that goes on costs at most
        # as much as the sure death of killing it now (C-8.6)
        return next(a for a in legal if a.roll)

    def _leader(self, view, legal):
        s = Situation(self, view)
        if s.plan.leader:
            return max(legal, key=lambda a: self.c.survivors[a.survivor].influence)
        return min(legal, key=lambda a: (self.c.survivors[a.survivor].search
                                         + self.c.survivors[a.survivor].attack))

    def _recruit(self, view, legal):
        def worth(a):
            d = self.c.survivors[a.card]
            return (7 - d.attack) + 1.5 * (7 - d.search) + (1 if d.ability else 0)
        return max(legal, key=worth)

    def _vote(self, view, legal):
        info = view["pending"]["info"]
        if info.get("why") == "exile":
            yes = self._exile_ballot(view, info.get("target"))
            return next(a for a in legal if a.yes == yes)
        return next(a for a in legal if a.yes == self._crossroads_ballot(view))

    def _crossroads_ballot(self, view) -> bool:
        """A crossroads vote (C-16): the side better for the bot (for a saboteur: worse for
        the Colony), when the public log said which card it is; else yes."""
        m = self.memory(view)
        if not m.xr:
            return True
        op = vote_ops(tuple(x for o in self.c.crossroads[m.xr[0]].options for x in o.ops))
        if op is None:
            return True
        s = Situation(self, view, m)
        bet = s.betrayer and m.exposure(view) < 0.35
        return score_ops(op.args["yes"], bet) >= score_ops(op.args["no"], bet)

    def _tiebreak(self, view, legal):
        info = view["pending"]["info"]
        if info.get("why") == "exile":
            m = self.memory(view)
            target = m.exile[1] if m.exile else None
            yes = self._exile_ballot(view, target) if target is not None else False
            return next(a for a in legal if a.yes == yes)
        return next(a for a in legal if a.yes == self._crossroads_ballot(view))

    def _crossroads(self, view, legal):
        """C-9.2: the option best for the bot, each weighed against the table as it is now
        (``Table``: the acting survivor's wounds, food, the threats where it stands). A
        saboteur takes the one worst for the Colony, unless it is already suspected and the
        difference would show."""
        card = self.c.crossroads[view["pending"]["info"]["card"]]
        s = self.situation(view)
        m = s.memory
        bet = s.betrayer
        if bet and m is not None and m.fed and m.exposure(view) >= 0.35 and not s.exiled:
            bet = False   # cover (an exiled saboteur is known: it has nothing left to hide)
        acting = None
        if card.trigger.on != "turn_start":
            acting = getattr(self._last.get(s.seat), "survivor", None)
        t = Table(view, acting)
        seat = s.seat

        def colony(a):
            return worth_ops(card.options[a.n - 1].ops, t, False, seat)
        if not bet and not s.exiled:
            # what the objective adds only breaks near-ties: an option plainly worse for the
            # Colony than another it could take would make the table suspect the bot (an
            # exiled player has no suspicion left to avoid: it weighs its own objective fully)
            best = max(colony(a) for a in legal)
            legal = [a for a in legal if colony(a) > best - HARM_GAP]
        return max(legal, key=lambda a: (worth_ops(card.options[a.n - 1].ops, t, bet, seat)
                                         + self._plan_bonus(s, card.options[a.n - 1].ops), -a.n))

    def _plan_bonus(self, s, ops) -> float:
        """What an effect does for the bot's own objective beyond its worth to the Colony."""
        bonus = 0.0
        p = s.plan
        for op in ops:
            if op.name == "add_survivor" and len(s.mine) < p.survivors:
                bonus += 2.0
            elif op.name == "draw_items" and (p.seek or p.hold):
                bonus += 0.5 * op.args.get("count", 1)   # each card drawn may be one it needs
            elif op.name == "discard" and (p.keep or p.hold or p.kinds):
                bonus -= 1.5
            elif op.name == "kill_zombies" and s.kills_short():
                bonus += 1.0
            elif op.name in ("wound", "exposure") and p.unhurt:
                bonus -= 1.0
            elif op.name == "heal" and p.wound:
                bonus -= 0.5
            if op.name == "wound" and p.wound and s.hurt(self._scar(s)) < p.wound:
                bonus += 2.0
            elif op.name == "kill_survivor" and s.want("lost")[0]:
                bonus += 3.0
            elif op.name == "add_helpless" and (s.want("helpless")[0] or s.want("population")[0]):
                bonus += 1.5
        return bonus

    def _option(self, view, legal):
        """A "choose one" effect: score its options from the card or ability it comes from."""
        options = choose_ops(self._source_ops(view["pending"]["info"].get("source")))
        if not options:
            return None
        s = self.situation(view)
        betrayer = s.betrayer
        t = Table(view, getattr(self._last.get(s.seat), "survivor", None))

        def worth(a):
            opt = options[a.n - 1]
            v = worth_ops(opt, t, betrayer, s.seat) + self._plan_bonus(s, opt)
            if any(op.name == "heal" for op in opt) and any(
                    sv["wounds"] + sv["frost"] for sid, sv in s.mine.items() if sid != self._scar(s)):
                v += 1.5
            if any(op.name == "food" for op in opt) and view["food"] < s.food_need and not betrayer:
                v += 1.5
            return v
        return max(legal, key=worth)

    def _source_ops(self, source) -> tuple:
        """The effect ops printed on the card or survivor with this id."""
        c, key = self.c, (source or "").split("#")[0]
        if key in c.items:
            item = c.items[key]
            return item.play or (item.equip_ability.ops if item.equip_ability else ())
        if key in c.survivors:
            ab = c.survivors[key].ability
            return ab.ops if ab else ()
        if key in c.crossroads:
            return tuple(op for o in c.crossroads[key].options for op in o.ops)
        if key in c.crises:
            return c.crises[key].effect
        return ()

    def _target(self, view, legal):
        """A survivor to pick for an effect. Harm (a wound, an exposure roll, a death) goes
        where it kills nobody, to another player's survivor before ours; help goes to ours,
        healing to the most hurt (but not to the wounds the objective keeps)."""
        svs, seat = view["survivors"], view["seat"]
        want = self._intent.get(seat, {}).get("survivor")
        if want is not None:
            pick = next((a for a in legal if a.survivor == want), None)
            if pick is not None:
                self._intent[seat].pop("survivor")
                return pick

        def hurt(a):
            return svs[a.survivor]["wounds"] + svs[a.survivor]["frost"]
        effect = view["pending"]["info"].get("effect")
        if effect in HARMFUL:
            s = Situation(self, view)
            scar = self._scar(s)
            if effect == "wound" and scar is not None and scar in [a.survivor for a in legal] \
                    and hurt(next(a for a in legal if a.survivor == scar)) < s.plan.wound:
                return next(a for a in legal if a.survivor == scar)
            return min(legal, key=lambda a: (hurt(a) >= 2, svs[a.survivor]["owner"] == seat, hurt(a)))
        mine = [a for a in legal if svs[a.survivor]["owner"] == seat]
        if effect == "heal" and mine:
            s = Situation(self, view)
            scar = self._scar(s)
            rest = [a for a in mine if a.survivor != scar and hurt(a)]
            if rest:
                return max(rest, key=hurt)
        return max(mine, key=hurt) if mine else None

    def _entrance(self, view, legal):
        place = view["places"]["colony"]
        return min(legal, key=lambda a: place["spaces"][a.entrance - 1] - place["zombies"][a.entrance - 1]
                   - place["barricades"][a.entrance - 1]) if len(place["spaces"]) >= len(legal) else None

    def _place(self, view, legal):
        """A place for one of our survivors: where the objective wants it, else the Location
        with the most room."""
        want = self._intent.get(view["seat"], {}).get("place")
        if want is not None:
            pick = next((a for a in legal if a.place == want), None)
            if pick is not None:
                self._intent[view["seat"]].pop("place")
                return pick
        s = Situation(self, view)
        for a in legal:
            if a.place in s.plan.stand and s.own_at(a.place) < s.plan.stand[a.place]:
                return a
        return max(legal, key=lambda a: capacity(view["places"][a.place])
                   - sum(1 for sv in view["survivors"].values() if sv["place"] == a.place))

    def _gift(self, view, legal):
        """A card given by a Request: spend it on an ability that is worth more than its own
        effect, else play or equip it."""
        s = Situation(self, view)
        betrayer = s.betrayer
        item = self._item(view["pending"]["info"]["card"])
        own = score_ops(item.play, betrayer) if item.play else 1.0
        spends = [a for a in legal if isinstance(a, A.UseAbility)]
        best = max(spends, key=lambda a: score_ops(self.c.survivors[a.survivor].ability.ops,
                                                   betrayer), default=None)
        if best is not None and score_ops(self.c.survivors[best.survivor].ability.ops, betrayer) > own:
            return min((a for a in spends if a.survivor == best.survivor), key=lambda a: a.die)
        return next((a for a in legal if not isinstance(a, A.UseAbility)), None)

    def _give(self, view, legal):
        """A Request (C-7.8): the card is played at once by the requester. Give a spare Food
        card when the Colony is short of food, a spare medicine when the requester has a
        survivor one wound from death; never to a seat we suspect; a saboteur gives nothing
        (unless it must look helpful)."""
        done = next(a for a in legal if isinstance(a, A.GiveDone))
        s = self.situation(view)
        asker = view["pending"]["info"].get("requester")
        m = s.memory
        if asker is None or m is None:
            return done
        if s.betrayer and m.exposure(view) < 0.35:
            return done
        if not s.betrayer and m.beliefs(view, True).get(asker, 0.0) >= 0.4:
            return done
        svs = view["survivors"]
        starving = view["food"] < s.food_need
        dying = any(sv["wounds"] + sv["frost"] >= 2 for sv in svs.values() if sv["owner"] == asker)
        for a in legal:
            if isinstance(a, A.GiveDone) or not s.spendable(a.card):
                continue
            item = self._item(a.card)
            if item.symbol in s.main_needed and not item.starting:
                continue
            if starving and item.symbol == "food":
                return a
            if dying and item.play and _adds(item.play, "heal"):
                return a
        return done

    def _die(self, view, legal):
        """The die a card raises: the one the bot played it for, else the highest that a
        raise brings to a search, else the lowest."""
        want = self._intent.get(view["seat"], {}).pop("die", None)
        pick = next((a for a in legal if a.n == want), None)
        return pick if pick is not None else legal[0]

    def _consent(self, view, legal):
        return next(a for a in legal if a.yes)

    def _more(self, view, legal):
        """An "up to N" card: one more barricade always; one more kill unless its exposure roll
        could kill the survivor (one wound from death) — a saboteur's kills do not help anyway."""
        info = view["pending"]["info"]
        more = next(a for a in legal if isinstance(a, A.OneMore))
        stop = next(a for a in legal if isinstance(a, A.Enough))
        if info.get("what") != "kill" or not info.get("exposure"):
            return more
        sv = view["survivors"].get(info.get("survivor"), {})
        hurt = sv.get("wounds", 0) + sv.get("frost", 0)
        return stop if hurt >= 2 else more   # C-8.3: the third wound kills

    def _lure(self, view, legal):
        """A lure the bot chose: the zombies come (a saboteur's lure into the Colony, the
        objective's zombie count); an effect's lure otherwise stops at once."""
        s = Situation(self, view)
        lo_z = s.want("zombies", view["pending"]["info"].get("place"))[0]
        if self._intent.get(view["seat"], {}).get("lure"):
            take = [a for a in legal if isinstance(a, A.LureZombie)]
            if take:
                return take[0]
        if lo_z:
            take = [a for a in legal if isinstance(a, A.LureZombie)]
            if take:
                return take[0]
        return next(a for a in legal if isinstance(a, A.LureStop))


__all__ = ["HeuristicBot", "Situation"]
