"""Bots for empty seats. Both decide from ``view(seat)`` and ``legal_actions()`` only: the view
is all a person at that seat could see, and card definitions are public (printed on cards)."""
from __future__ import annotations

from rules.colony import actions as A
from rules.core.rng import Rng


def _room(place: dict) -> int:
    """Empty entrance spaces of a place in a view."""
    return sum(place["spaces"]) - sum(place["zombies"]) - sum(place["barricades"])


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
        if op.name in ("morale", "food", "starvation", "rounds", "noise") and isinstance(size, int):
            v = _OP_VALUE[op.name] * size
        total += -v if betrayer and op.name not in ("draw_items", "gain_die", "raise_die") else v
    return total


class HeuristicBot:
    """Plays for the Main objective and its own secret objective, from its view only.

    Priorities in a turn: keep the crisis prevented with matching cards, feed the Colony,
    heal, defend the Colony entrances, search for what the objectives need, clean the Waste,
    then end the turn. A betrayer quietly does the opposite with its crisis cards.
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

    def _betrayer(self, view) -> bool:
        me = view["me"]
        return me["objective"] in self.c.betrayals

    def _goal_symbols(self, view) -> set:
        me = view["me"]
        out = set()
        for oid in (me["objective"], me["exiled_objective"]):
            if oid:
                for cond in self.c.objective(oid).goal:
                    if cond.name == "hand_symbol":
                        out.add(cond.args["symbol"])
        return out

    def _item(self, card):
        return self.c.items[card.split("#")[0]]

    # ------------------------------------------------------------------ setup
    def _draft(self, view, legal):
        def worth(sid):
            d = self.c.survivors[sid]
            return (7 - d.attack) + (7 - d.search) + (1 if d.ability else 0)
        return max(legal, key=lambda a: (sum(worth(x) for x in (a.leader,) + a.followers),
                                         self.c.survivors[a.leader].influence))

    # ------------------------------------------------------------------ the turn
    def _turn(self, view, legal):
        me, seat = view["me"], view["seat"]
        betrayer = self._betrayer(view)
        by_verb: dict[str, list] = {}
        for a in legal:
            by_verb.setdefault(a.verb, []).append(a)
        crisis = self.c.crises[view["crisis"]] if view["crisis"] else None
        keep = self._goal_symbols(view)
        # 1. the crisis: matching cards until the pile looks safe (a betrayer adds others)
        if crisis and "crisis" in by_verb:
            target = view["p"] + 1
            if view["crisis_contributions"] < target or betrayer:
                for a in by_verb["crisis"]:
                    sym = self._item(a.card).symbol
                    if (sym == crisis.symbol) != betrayer and (sym not in keep or betrayer):
                        if a.card in me["hand"]:
                            return a
        # 2. the Main objective takes cards it asks for
        if "objective" in by_verb and not betrayer:
            return by_verb["objective"][0]
        # 3. food when the Colony will go hungry; medicine for the wounded
        need = -(-view["population"] // 2)
        for a in by_verb.get("play", []):
            item = self._item(a.card)
            if item.symbol in keep:
                continue
            val = score_ops(item.play, betrayer)
            if item.symbol == "food" and view["food"] < need:
                return a
            if item.symbol == "medicine" and any(
                    sv["owner"] == seat and sv["wounds"] + sv["frost"] for sv in view["survivors"].values()):
                return a
            if val >= 2.0:
                return a
        for a in by_verb.get("equip", []):
            return a
        colony = view["places"]["colony"]
        free = _room(colony)
        # 0. a survivor at a Location about to be overrun fights, or comes home
        if not betrayer:
            for sid, sv in view["survivors"].items():
                if sv["owner"] != seat or sv["place"] == "colony":
                    continue
                room = _room(view["places"][sv["place"]])
                if room > 1:
                    continue
                fight = [a for a in by_verb.get("attack", []) if a.survivor == sid]
                if fight:
                    return min(fight, key=lambda a: a.die)
                home = [a for a in by_verb.get("move", []) if a.survivor == sid and a.to == "colony"]
                if home:
                    return home[0]
                wall = [a for a in by_verb.get("barricade", []) if a.survivor == sid]
                if wall and room == 1:
                    return min(wall, key=lambda a: a.die)
        # 4. defend the Colony: kill zombies there, barricade when it is nearly full
        if not betrayer:
            for a in by_verb.get("attack", []):
                if view["survivors"][a.survivor]["place"] == "colony" and sum(colony["zombies"]) >= 3:
                    return min((x for x in by_verb["attack"] if x.survivor == a.survivor),
                               key=lambda x: x.die)
            if free <= 6:
                for a in by_verb.get("barricade", []):
                    if view["survivors"][a.survivor]["place"] == "colony":
                        return min((x for x in by_verb["barricade"] if x.survivor == a.survivor),
                                   key=lambda x: x.die)
        # 5. search where we stand; zombies at a Location get cleared first
        for a in by_verb.get("attack", []):
            place = view["survivors"][a.survivor]["place"]
            if place != "colony":
                return a
        if by_verb.get("search"):
            return max(by_verb["search"], key=lambda a: a.die)
        # 6. the Waste
        if view["waste"] >= 7 and by_verb.get("clean") and not betrayer:
            return min(by_verb["clean"], key=lambda a: a.die)
        for a in by_verb.get("ability", []):
            d = self.c.survivors[a.survivor].ability
            if score_ops(d.ops, betrayer) > 0:
                return a
        for a in by_verb.get("use", []):
            ab = self._item(a.card).equip_ability
            if score_ops(ab.ops, betrayer) > 0:
                return a
        # 7. send a searcher out once the Colony can spare it
        if view["round"] <= 6:
            wanted = set(keep) | set(self.c.mains[view["main"]].standard.accepts)
            if crisis:
                wanted.add(crisis.symbol)

            def promise(a):   # Locations whose decks lean to what we need come first
                strip = self.c.locations[a.to].strip
                return -sum(len(strip) - strip.index(x) for x in wanted if x in strip)
            for a in sorted(by_verb.get("move", []), key=promise):
                sv = view["survivors"][a.survivor]
                d = self.c.survivors[a.survivor]
                dest = view["places"][a.to]
                crowd = sum(1 for x in view["survivors"].values() if x["place"] == a.to)
                if sv["place"] == "colony" and d.search <= 4 and a.to != "colony" and dest["deck"] \
                        and crowd == 0 and sum(dest["zombies"]) == 0:
                    return a
        return by_verb["end"][0]

    # ------------------------------------------------------------------ answers
    def _search(self, view, legal):
        drawn = view["pending"]["info"].get("drawn", 1)
        place = view["places"][view["pending"]["info"]["place"]]
        room = _room(place)
        for a in legal:
            if isinstance(a, A.MakeNoise) and drawn < 2 and place["noise"] < 1 and room >= 3:
                return a
        return next(a for a in legal if isinstance(a, A.StopSearch))

    def _keep(self, view, legal):
        keep = self._goal_symbols(view)
        crisis = self.c.crises[view["crisis"]] if view["crisis"] else None

        def worth(a):
            sym = self._item(a.card).symbol
            return (sym in keep) * 2 + (crisis is not None and sym == crisis.symbol)
        return max(legal, key=worth)

    def _bite(self, view, legal):
        return next(a for a in legal if a.roll)

    def _vote(self, view, legal):
        info = view["pending"]["info"]
        if info.get("why") == "exile":
            return next(a for a in legal if a.yes == (info.get("target") != view["seat"]
                                                      and self._betrayer(view) is False
                                                      and view["seats"][info["target"]]["hand_size"] > 8))
        return next(a for a in legal if a.yes)

    def _crossroads(self, view, legal):
        card = self.c.crossroads[view["pending"]["info"]["card"]]
        betrayer = self._betrayer(view)
        return max(legal, key=lambda a: score_ops(card.options[a.n - 1].ops, betrayer))

    def _give(self, view, legal):
        return next(a for a in legal if isinstance(a, A.GiveDone))

    def _consent(self, view, legal):
        return next(a for a in legal if a.yes)

    def _lure(self, view, legal):
        return next(a for a in legal if isinstance(a, A.LureStop))
