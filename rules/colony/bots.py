"""Bots for empty seats. Both decide from ``view(seat)`` and ``legal_actions()`` only: the view
is all a person at that seat could see, and card definitions are public (printed on cards)."""
from __future__ import annotations

from rules.colony import actions as A
from rules.core.rng import Rng

# One exposure roll (C-8.2, d12 6/3/2/1): a bite kills at once (1/12) and each of the 5/12
# wounds is a third of a death. The bot weighs moves and kills against this expected cost.
EXPOSURE_DEATHS = 1 / 12 + 5 / 36


def _room(place: dict) -> int:
    """Empty entrance spaces of a place in a view."""
    return sum(place["spaces"]) - sum(place["zombies"]) - sum(place["barricades"])


def _capacity(place: dict) -> int:
    """Zombies a place absorbs before an overrun: each empty space takes one, and each barricade
    takes one when it is destroyed and then frees its space for one more (C-11.3)."""
    return _room(place) + 2 * sum(place["barricades"])


def _copy_place(place: dict) -> dict:
    return {"spaces": list(place["spaces"]), "zombies": list(place["zombies"]),
            "barricades": list(place["barricades"])}


def place_batch(place: dict, count: int) -> int:
    """Put one batch of ``count`` zombies onto a view's place dict the way C-11.2 – C-11.4 do
    (entrance by entrance, a full entrance loses a barricade, else an overrun); returns the
    number of overruns."""
    free = [c - z - b for c, z, b in zip(place["spaces"], place["zombies"], place["barricades"], strict=True)]
    over = 0
    for k in range(count):
        i = k % len(free)
        if free[i] > 0:
            free[i] -= 1
            place["zombies"][i] += 1
        elif place["barricades"][i] > 0:
            place["barricades"][i] -= 1
            free[i] += 1
        else:
            over += 1
    return over


def colony_overruns(place: dict, count: int) -> int:
    """Overruns if ``count`` zombies arrive at the Colony in one batch; ``place`` is unchanged."""
    return place_batch(_copy_place(place), count)


class RandomBot:
    """Uniformly random among the legal actions (soak tests, the simulator)."""

    uses_view = False   # it never looks at the view, so the simulator need not build one

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: dict, legal: list):
        return legal[self.rng.pick(len(legal))]


# how much each op of an effect is worth to the Colony, for scoring options
_OP_VALUE = {"morale": 3.0, "food": 1.0, "starvation": -3.0, "rounds": 0.5, "kill_zombies": 1.0,
             "remove_zombies": 1.0, "add_zombies": -0.8, "barricade": 0.7, "remove_barricades": -0.7,
             "noise": -0.4, "heal": 0.8, "wound": -1.5, "exposure": -1.0, "kill_survivor": -4.0,
             "remove_survivor": -2.5, "add_helpless": -0.3, "kill_helpless": -3.0,
             "add_survivor": 2.0, "draw_items": 0.8, "discard": -0.8, "clean_waste": 0.3,
             "raise_die": 0.4, "gain_die": 0.8, "reroll": 0.2, "lose_dice": -0.8, "move": -0.3,
             "lure": -0.2}


# effects that hurt the survivor they land on: even a betrayer does not want them on its own
HARMFUL = ("wound", "exposure", "kill_survivor", "remove_survivor")


def score_ops(ops, betrayer: bool = False) -> float:
    """A rough worth of an effect for the Colony (negated for a betrayer)."""
    total = 0.0
    for op in ops:
        a = op.args
        if op.name == "choose":
            total += max(score_ops(o, betrayer) for o in a["options"])
            continue
        if op.name in ("if",):
            total += 0.5 * score_ops(a["then"], betrayer) + 0.5 * score_ops(a["else"], betrayer)
            continue
        if op.name == "vote":
            total += 0.5 * score_ops(a["yes"], betrayer) + 0.5 * score_ops(a["no"], betrayer)
            continue
        if op.name == "each_player":
            total += 3 * score_ops(a["ops"], betrayer)
            continue
        size = a.get("amount", a.get("count", a.get("draw", 1)))
        v = _OP_VALUE.get(op.name, 0.0) * (size if isinstance(size, int) else 1)
        flip = betrayer and op.name not in ("draw_items", "gain_die", "raise_die") + HARMFUL
        total += -v if flip else v
    return total


def _choose_ops(ops):
    """The option lists of the first ``choose`` op in ``ops`` (nested ops included)."""
    for op in ops:
        if op.name == "choose":
            return op.args["options"]
        for key in ("then", "else", "ops", "yes", "no"):
            inner = op.args.get(key)
            if inner:
                found = _choose_ops(inner)
                if found:
                    return found
    return None


class Situation:
    """What the bot reads off its view once per decision: threats, needs and its own pieces."""

    def __init__(self, bot: "HeuristicBot", view: dict):
        c = bot.c
        self.view = view
        self.seat = view["seat"]
        me = view["me"]
        self.hand = me["hand"]
        self.dice = sorted(view["seats"][self.seat]["dice"])
        self.betrayer = me["objective"] in c.betrayals
        self.mine = {sid: sv for sid, sv in view["survivors"].items() if sv["owner"] == self.seat}
        self.colony = view["places"]["colony"]
        self.crisis = c.crises[view["crisis"]] if view["crisis"] else None
        side = c.mains[view["main"]].hardcore if view["main_side"] == "hardcore" \
            else c.mains[view["main"]].standard
        self.side = side
        self.main_goal = {cond.name: cond.args for cond in side.goal}
        # symbols the Main objective's pile still lacks (extra cards there would be wasted)
        self.main_needed = set()
        for cond in side.goal:
            if cond.name == "main_pile":
                want = cond.args.get("symbol")
                have = sum(1 for x in view["main_pile"]
                           if want is None or c.items[x.split("#")[0]].symbol == want)
                if have < cond.args["min"]:
                    self.main_needed |= {want} if want else set(side.accepts)
        self.goal_symbols = bot.goal_symbols(view)
        self.food_need = -(-view["population"] // 2)
        # crisis: P matching cards prevent it, one more in case of a saboteur
        self.crisis_short = view["p"] + 1 - view["crisis_contributions"] if self.crisis else 0
        self.last_round = view["rounds_left"] <= 1
        seats = view["seats"]
        order = [(view["first"] + k) % len(seats) for k in range(len(seats))]
        self.last_turn = [i for i in order if not seats[i]["eliminated"]][-1] == self.seat

    def crowd(self, place: str) -> int:
        return sum(1 for sv in self.view["survivors"].values() if sv["place"] == place)

    def location_margin(self, place: str, arriving: int = 0) -> float:
        """Capacity left at a Location after this round's zombies (C-10.4 b, c), expected."""
        p = self.view["places"][place]
        incoming = self.crowd(place) + arriving + 0.5 * p["noise"]
        return _capacity(p) - incoming


class HeuristicBot:
    """Plays for the Main objective and its own secret objective, from its view only.

    A turn, in order: equip what helps; prevent the crisis with matching cards; add what the
    Main objective asks for; feed the Colony; heal; put searchers out at safe Locations; spend
    low dice on the threats (overruns at the Colony and where its survivors stand: barricades
    first, since they need no exposure roll, then kills); take a survivor away from a Location
    that will be overrun anyway; search with the lowest die that
    reaches; keep the Waste under ten cards; spare dice go into barricades. Exposure is a cost:
    it never moves or kills without a reason. A betrayer plays the same way in the open but
    feeds the crisis the wrong cards, holds back from the Main objective and lets the walls go.
    """

    uses_view = True

    def __init__(self, content, seed: int = 0):
        self.c = content   # the bot is deterministic; ``seed`` is taken for the same call as RandomBot

    # ------------------------------------------------------------------
    def choose(self, view: dict, legal: list):
        kind = view["pending"]["kind"]
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            pick = handler(view, legal)
            if pick is not None:
                return pick
        return legal[0]

    def goal_symbols(self, view) -> set:
        me = view["me"]
        out = set()
        for oid in (me["objective"], me["exiled_objective"]):
            if oid:
                for cond in self.c.objective(oid).goal:
                    if cond.name in ("hand_symbol", "equipped") and cond.args.get("symbol"):
                        out.add(cond.args["symbol"])
        return out

    def _item(self, card):
        return self.c.items[card.split("#")[0]]

    def _card_worth(self, s: Situation, card: str) -> float:
        """How much a card in hand is worth keeping (search keep choice)."""
        item = self._item(card)
        sym = item.symbol
        worth = 0.0
        if sym in s.main_needed and not item.starting and not s.betrayer:
            worth += 3
        if s.crisis and sym == s.crisis.symbol and s.crisis_short > 0:
            worth += 2
        if sym == "food" and s.view["food"] < s.food_need + 2:
            worth += 2
        if sym in s.goal_symbols:
            worth += 2
        if sym == "medicine" and any(sv["wounds"] + sv["frost"] for sv in s.mine.values()):
            worth += 1
        if item.play is not None:
            worth += max(0.0, score_ops(item.play, s.betrayer)) / 3
        else:
            worth += 0.5
        return worth

    # ------------------------------------------------------------------ setup
    def _draft(self, view, legal):
        def worth(sid):
            d = self.c.survivors[sid]
            return (7 - d.attack) + 1.5 * (7 - d.search) + (1 if d.ability else 0)
        return max(legal, key=lambda a: (sum(worth(x) for x in (a.leader,) + a.followers),
                                         self.c.survivors[a.leader].influence))

    # ------------------------------------------------------------------ the turn
    def _turn(self, view, legal):
        s = Situation(self, view)
        by: dict[str, list] = {}
        for a in legal:
            by.setdefault(a.verb, []).append(a)
        for step in (self._equip, self._crisis, self._main, self._feed, self._heal, self._play,
                     self._place_out, self._defend, self._retreat, self._search_now, self._clean,
                     self._abilities, self._spare_dice):
            pick = step(s, by)
            if pick is not None:
                return pick
        return by["end"][0]

    def _equip(self, s, by):
        for a in by.get("equip", []):
            item = self._item(a.card)
            if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0 and not s.betrayer:
                continue   # it is worth more on the crisis pile
            if item.symbol in s.main_needed and not item.starting and not s.betrayer:
                continue
            options = [x for x in by["equip"] if x.card == a.card]
            return max(options, key=lambda x: self._bearer_fit(s, x.survivor, item.equip))
        return None

    def _bearer_fit(self, s, sid, mods):
        """Search gear goes to a good searcher out at a Location, weapons to a fighter at home."""
        d = self.c.survivors[sid]
        out = s.mine[sid]["place"] != "colony"
        if mods and (mods.search or mods.search_extra):
            return (out, -d.search)
        if mods and mods.attack:
            return (not out, -d.attack)
        return (out, -d.search)

    def _crisis(self, s, by):
        if not s.crisis or "crisis" not in by:
            return None
        if s.betrayer:   # a saboteur adds cards that count against the pile, now and then
            if s.view["crisis_contributions"] < s.view["p"]:
                for a in by["crisis"]:
                    if a.card in s.hand and self._item(a.card).symbol != s.crisis.symbol:
                        return a
            return None
        if s.crisis_short <= 0:
            return None
        matching = [a for a in by["crisis"] if self._item(a.card).symbol == s.crisis.symbol]

        def precious(a) -> bool:   # wanted by our secret objective or the Main objective
            item = self._item(a.card)
            return item.symbol in s.goal_symbols or (item.symbol in s.main_needed and not item.starting)
        spare = [a for a in matching if not precious(a)]
        if spare:
            return spare[0]
        # the last turn before the Colony phase: precious cards go in too when they are what
        # brings the pile up to P (a failed crisis costs the Colony more than one card)
        have = s.view["crisis_contributions"]
        held = sum(1 for c in s.hand if self._item(c).symbol == s.crisis.symbol)
        if matching and s.last_turn and have < s.view["p"] <= have + held:
            return matching[0]
        main_cards = [a for a in matching if self._item(a.card).symbol not in s.goal_symbols]
        if main_cards and s.crisis_short > 1:
            return main_cards[0]
        return None

    def _main(self, s, by):
        if s.betrayer or "objective" not in by:
            return None
        for a in by["objective"]:
            symbol = self._item(a.card).symbol
            if symbol not in s.main_needed:
                continue
            if symbol == "food" and s.view["food"] < s.food_need:
                continue   # the Colony must eat first (see _feed)
            return a
        return None

    def _feed(self, s, by):
        if s.betrayer or s.view["food"] >= s.food_need:
            return None
        food = [a for a in by.get("play", []) if self._item(a.card).symbol == "food"]
        # starting food first: it can never go onto the Main objective
        food.sort(key=lambda a: (not self._item(a.card).starting, a.card))
        return food[0] if food else None

    def _heal(self, s, by):
        hurt = [sv for sv in s.mine.values() if sv["wounds"] + sv["frost"]]
        if not hurt:
            return None
        for a in by.get("play", []):
            item = self._item(a.card)
            if not any(op.name == "heal" or (op.name == "choose" and any(
                    o.name == "heal" for opt in op.args["options"] for o in opt)) for op in item.play):
                continue
            if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0:
                continue
            if item.symbol in s.main_needed and not item.starting and not s.betrayer:
                continue
            if max(sv["wounds"] + sv["frost"] for sv in hurt) >= 2 or item.symbol == "medicine":
                return a
        return None

    def _play(self, s, by):
        for a in by.get("play", []):
            item = self._item(a.card)
            if item.symbol in s.goal_symbols:
                continue
            if s.crisis and item.symbol == s.crisis.symbol and s.crisis_short > 0 and not s.betrayer:
                continue
            if item.symbol in s.main_needed and not item.starting and not s.betrayer:
                continue
            if item.symbol == "food" and s.view["food"] >= s.food_need + 3:
                continue   # kept for the coming rounds
            if score_ops(item.play, s.betrayer) >= 1.5:
                return a
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
            home = [a for a in away if a.to == "colony"]
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
        leavers = [sid for sid, sv in s.mine.items() if sv["place"] == "colony"]
        # someone must mind the Colony (barricades, kills, cleaning the Waste): about one
        # survivor for every two players stays home
        home = s.crowd("colony")
        if not leavers or home - 1 < max(1, len(s.view["seats"]) // 2):
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
                - max(0.0, 1.5 - margin) * 2
            if score > best_score:
                best, best_score = a, score
        return best

    def _wanted(self, s) -> dict:
        """Symbol -> how badly the group needs cards of it now."""
        wanted = {x: 1.0 for x in s.goal_symbols}
        for x in s.main_needed:
            wanted[x] = wanted.get(x, 0) + 2.0
        if s.crisis and s.crisis_short > 0:
            wanted[s.crisis.symbol] = wanted.get(s.crisis.symbol, 0) + 1.0
        if s.view["food"] < s.food_need + 2:
            wanted["food"] = wanted.get("food", 0) + 1.5
        return wanted

    def _promise(self, s, place, wanted=None) -> float:
        """How well a Location's deck leans to what is wanted (its symbol strip, C-2.11)."""
        strip = self.c.locations[place].strip
        wanted = wanted if wanted is not None else self._wanted(s)
        return sum(w * (len(strip) - strip.index(x)) for x, w in wanted.items() if x in strip)

    def _defend(self, s, by):
        if s.betrayer:
            return None
        barricades = by.get("barricade", [])
        attacks = by.get("attack", [])
        # the Colony: overruns expected over this round's and the next round's zombies
        pick = self._colony_guard(s, barricades, attacks)
        if pick is not None:
            return pick
        if s.main_goal.get("barricades") and s.view["round"] > 1:
            colony_bars = [a for a in barricades if s.mine[a.survivor]["place"] == "colony"]
            if colony_bars:
                return min(colony_bars, key=lambda a: (a.die, self._entrance_need(s, a.entrance)))
        if self._colony_zombie_goal(s):
            colony_hits = [a for a in attacks if s.mine[a.survivor]["place"] == "colony"]
            if colony_hits:
                return max(colony_hits, key=lambda a: (s.colony["zombies"][a.entrance - 1], -a.die))
        # each Location where our survivors stand
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
        def overruns(place, rounds):
            place = _copy_place(place)
            return sum(place_batch(place, s.food_need) for _ in range(rounds))

        base1, base2 = overruns(s.colony, 1), overruns(s.colony, 2)
        if base2 == 0:
            return None
        saves: dict = {}   # (kind, entrance) -> overruns saved; the die value does not matter

        def saved(kind, entrance):
            if (kind, entrance) not in saves:
                after = _copy_place(s.colony)
                after[kind][entrance - 1] += 1 if kind == "barricades" else -1
                saves[kind, entrance] = (base1 - overruns(after, 1), base2 - overruns(after, 2))
            return saves[kind, entrance]

        best, best_key = None, None
        for a in barricades + attacks:
            if s.mine[a.survivor]["place"] != "colony":
                continue
            kind = "barricades" if isinstance(a, A.Barricade) else "zombies"
            save1, save2 = saved(kind, a.entrance)
            if (kind == "zombies" and save1 <= 0) or (save1 <= 0 and save2 <= 0):
                continue
            key = (save1, save2, kind == "barricades", -a.die)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    def _colony_zombie_goal(self, s) -> bool:
        cap = s.main_goal.get("zombies")
        return bool(cap) and s.view["rounds_left"] <= 2 and \
            sum(s.colony["zombies"]) > (cap.get("max") or 0)

    def _entrance_need(self, s, entrance) -> int:
        """Lower is more urgent: the empty spaces left at that Colony entrance."""
        i = entrance - 1
        return s.colony["spaces"][i] - s.colony["zombies"][i] - s.colony["barricades"][i]

    def _search_now(self, s, by):
        searches = by.get("search", [])
        if not searches:
            return None
        # the lowest die that reaches, by the survivor whose Location is safest
        return min(searches, key=lambda a: (a.die, -s.location_margin(s.mine[a.survivor]["place"])))

    def _clean(self, s, by):
        if s.betrayer or s.view["waste"] < 7 or not by.get("clean"):
            return None
        return min(by["clean"], key=lambda a: a.die)

    def _abilities(self, s, by):
        for a in by.get("ability", []):
            d = self.c.survivors[a.survivor].ability
            if a.spend and self._card_worth(s, a.spend) >= 2:
                continue   # the input card is needed elsewhere (crisis, Main objective, goal)
            if score_ops(d.ops, s.betrayer) > 0.5 and self._would_work(s, a.survivor, d.ops):
                return a
        for a in by.get("use", []):
            ab = self._item(a.card).equip_ability
            bearer = next(sid for sid, sv in s.mine.items() if a.card in sv["equipped"])
            if score_ops(ab.ops, s.betrayer) > 0.5 and self._would_work(s, bearer, ab.ops):
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
            return _room(here) > 0
        return True

    def _spare_dice(self, s, by):
        """Dice no search can use go into barricades where they will be needed next."""
        if s.betrayer:
            return None
        barricades = by.get("barricade", [])
        out = [a for a in barricades if s.mine[a.survivor]["place"] != "colony"
               and s.location_margin(s.mine[a.survivor]["place"]) < 2]
        if out:
            return min(out, key=lambda a: a.die)
        home = [a for a in barricades if s.mine[a.survivor]["place"] == "colony"]
        future = colony_overruns(s.colony, s.food_need + 2)
        if home and future > 0:
            return min(home, key=lambda a: (a.die, self._entrance_need(s, a.entrance)))
        return None

    # ------------------------------------------------------------------ answers
    def _search(self, view, legal):
        s = Situation(self, view)
        place = view["pending"]["info"]["place"]
        drawn = view["pending"]["info"].get("drawn", 1)
        good = any(self._card_worth(s, c) >= 3 for c in view["me"]["searching"])
        if not good and drawn < 3 and s.location_margin(place) >= 2:
            for a in legal:
                if isinstance(a, A.MakeNoise):
                    return a
        return next(a for a in legal if isinstance(a, A.StopSearch))

    def _keep(self, view, legal):
        s = Situation(self, view)
        return max(legal, key=lambda a: self._card_worth(s, a.card))

    def _bite(self, view, legal):
        # rolling saves the survivor half the time, and a chain that goes on costs at most
        # as much as the sure death of killing it now (C-8.6)
        return next(a for a in legal if a.roll)

    def _vote(self, view, legal):
        info = view["pending"]["info"]
        if info.get("why") == "exile":
            me = view["me"]
            betrayer = me["objective"] in self.c.betrayals
            return next(a for a in legal if a.yes == (info.get("target") != view["seat"]
                                                      and betrayer is False
                                                      and view["seats"][info["target"]]["hand_size"] > 8))
        return next(a for a in legal if a.yes)

    def _crossroads(self, view, legal):
        card = self.c.crossroads[view["pending"]["info"]["card"]]
        betrayer = view["me"]["objective"] in self.c.betrayals
        return max(legal, key=lambda a: score_ops(card.options[a.n - 1].ops, betrayer))

    def _option(self, view, legal):
        """A "choose one" effect: score its options from the card or ability it comes from."""
        options = _choose_ops(self._source_ops(view["pending"]["info"].get("source")))
        if not options:
            return None
        betrayer = view["me"]["objective"] in self.c.betrayals
        s = Situation(self, view)

        def worth(a):
            opt = options[a.n - 1]
            v = score_ops(opt, betrayer)
            if any(op.name == "heal" for op in opt) and any(
                    sv["wounds"] + sv["frost"] for sv in s.mine.values()):
                v += 1.5
            if any(op.name == "food" for op in opt) and view["food"] < s.food_need:
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
        healing to the most hurt."""
        svs, seat = view["survivors"], view["seat"]

        def hurt(a):
            return svs[a.survivor]["wounds"] + svs[a.survivor]["frost"]
        if view["pending"]["info"].get("effect") in HARMFUL:
            return min(legal, key=lambda a: (hurt(a) >= 2, svs[a.survivor]["owner"] == seat, hurt(a)))
        mine = [a for a in legal if svs[a.survivor]["owner"] == seat]
        return max(mine, key=hurt) if mine else None

    def _entrance(self, view, legal):
        place = view["places"]["colony"]
        return min(legal, key=lambda a: place["spaces"][a.entrance - 1] - place["zombies"][a.entrance - 1]
                   - place["barricades"][a.entrance - 1]) if len(place["spaces"]) >= len(legal) else None

    def _place(self, view, legal):
        """A place for one of our survivors: the Location with the most room."""
        return max(legal, key=lambda a: _capacity(view["places"][a.place])
                   - sum(1 for sv in view["survivors"].values() if sv["place"] == a.place))

    def _gift(self, view, legal):
        """A card given by a Request: spend it on an ability that is worth more than its own
        effect, else play or equip it."""
        betrayer = view["me"]["objective"] in self.c.betrayals
        item = self._item(view["pending"]["info"]["card"])
        own = score_ops(item.play, betrayer) if item.play else 1.0
        spends = [a for a in legal if isinstance(a, A.UseAbility)]
        best = max(spends, key=lambda a: score_ops(self.c.survivors[a.survivor].ability.ops,
                                                   betrayer), default=None)
        if best is not None and score_ops(self.c.survivors[best.survivor].ability.ops, betrayer) > own:
            return min((a for a in spends if a.survivor == best.survivor), key=lambda a: a.die)
        return next((a for a in legal if not isinstance(a, A.UseAbility)), None)

    def _give(self, view, legal):
        return next(a for a in legal if isinstance(a, A.GiveDone))

    def _consent(self, view, legal):
        return next(a for a in legal if a.yes)

    def _lure(self, view, legal):
        return next(a for a in legal if isinstance(a, A.LureStop))
