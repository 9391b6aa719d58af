"""A rough worth of an effect (a card's ops, a crossroads option) for the Colony."""
from __future__ import annotations

from operator import itemgetter

from rules.colony.bots.plan import counted

_PLACE = itemgetter("place")   # a survivor's place in a view

# how much each op of an effect is worth to the Colony, for scoring options
OP_VALUE = {"morale": 3.0, "food": 1.0, "starvation": -3.0, "rounds": 0.5, "kill_zombies": 1.0,
            "remove_zombies": 1.0, "add_zombies": -0.8, "barricade": 0.7, "remove_barricades": -0.7,
            "noise": -0.4, "heal": 0.8, "wound": -1.5, "exposure": -1.0, "kill_survivor": -4.0,
            "remove_survivor": -2.5, "add_helpless": -0.3, "kill_helpless": -3.0,
            "add_survivor": 2.0, "draw_items": 0.8, "discard": -0.8, "clean_waste": 0.3,
            "raise_die": 0.4, "gain_die": 0.8, "reroll": 0.2, "lose_dice": -0.8, "move": -0.3,
            "lure": -0.2}

# effects that hurt the survivor they land on: even a betrayer does not want them on its own
HARMFUL = ("wound", "exposure", "kill_survivor", "remove_survivor")

# effects that help whoever takes them, betrayer or not
SELFISH = ("draw_items", "gain_die", "raise_die")

MORALE_MAX = 10   # C-23.3: Morale above it is lost, so a gain at the top is worth nothing


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
        v = OP_VALUE.get(op.name, 0.0) * (size if isinstance(size, int) else 1)
        flip = betrayer and op.name not in SELFISH + HARMFUL
        total += -v if flip else v
    return total


def choose_ops(ops):
    """The option lists of the first ``choose`` op in ``ops`` (nested ops included)."""
    for op in ops:
        if op.name == "choose":
            return op.args["options"]
        for key in ("then", "else", "ops", "yes", "no"):
            inner = op.args.get(key)
            if inner:
                found = choose_ops(inner)
                if found:
                    return found
    return None


def vote_ops(ops):
    """The first ``vote`` op in ``ops`` (nested ops included), or None."""
    for op in ops:
        if op.name == "vote":
            return op
        for key in ("then", "else", "ops"):
            inner = op.args.get(key)
            if inner:
                found = vote_ops(inner)
                if found:
                    return found
        if op.name == "choose":
            for o in op.args["options"]:
                found = vote_ops(o)
                if found:
                    return found
    return None


# ---------------------------------------------------------------------------- the table now
class Table:
    """What an effect is worth depends on the table: food counts double when the Colony is
    short, a barricade where an overrun is coming saves a death, a wound on a survivor with two
    kills it. Everything here is public (any seat reads it off its view), so a seat judging
    another player's choice weighs it the way that player did."""

    def __init__(self, view: dict, acting=None, here=None):
        from rules.colony.bots.forecast import capacity, colony_overruns
        self.view = view
        self.morale = view["morale"]
        self.food = view["food"]
        self.need = -(-view["population"] // 2)
        self.waste = view["waste"]
        self.rounds_left = view.get("rounds_left", 9)
        svs = view["survivors"]
        self.acting = acting if acting in svs else None
        if here is None and self.acting:
            here = svs[self.acting]["place"]
        self.here = here
        self.overrun = colony_overruns(view["places"]["colony"], self.need + 1)
        self.margin = {}
        crowds = counted(map(_PLACE, svs.values()))   # place -> survivors there
        for pid, p in view["places"].items():
            crowd = crowds[pid]
            self.margin[pid] = capacity(p) - (crowd + 0.5 * p["noise"] if pid != "colony" else self.need + 1)
        self.active = view.get("active")

    def hurt(self, sid) -> int:
        sv = self.view["survivors"].get(sid)
        return sv["wounds"] + sv["frost"] if sv else 0

    def place(self, where):
        return self.here if where in (None, "here") else where


def _exposure_cost(hurt: int) -> float:
    # C-8.2: a bite (1/12) kills; a wound (5/12) kills a survivor that already has two
    return 5.0 * (1 / 12 + (5 / 12 if hurt >= 2 else 0)) + 1.2 * 5 / 12 * (hurt < 2)


def op_worth(op, t: Table, seat=None) -> float:
    """What one op is worth to the Colony on this table (``seat``: whose survivors and dice a
    ``choose_own``/``self`` effect uses)."""
    a, n = op.args, op.name
    size = a.get("amount", a.get("count", a.get("draw", 1)))
    size = size if isinstance(size, int) else 1
    mine = []
    for sid, sv in t.view["survivors"].items():
        if sv["owner"] == seat:
            mine.append(sid)
    target = a.get("target", "acting")
    who = t.acting if target == "acting" else None
    if n == "morale":
        if size > 0:   # no Morale above the top of the track
            size = min(size, MORALE_MAX - t.morale)
        if t.rounds_left <= 1 and t.morale >= 5:
            return size * 1.5   # the last round, far from 0: Morale no longer decides much
        return size * (3.5 if t.morale <= 3 else 3.0 if t.morale <= 6 else 2.4)
    if n == "food":
        if size > 0:
            return size * (2.0 if t.food < t.need + 1 else 1.0 if t.food < t.need + 4 else 0.5)
        size = max(size, -t.food)   # "lose 2 food, or all there is": an empty store loses nothing
        return size * (2.0 if t.food + size < t.need else 0.7 if t.food + size < 2 * t.need + 2
                       else 0.4)
    if n in ("kill_zombies", "remove_zombies"):
        place = t.place(a.get("where"))
        if place in t.view["places"]:
            size = min(size, sum(t.view["places"][place]["zombies"]))
        v = 1.0 + (1.5 if place == "colony" and t.overrun else 0.0) \
            + (0.8 if place and place != "colony" and t.margin.get(place, 9) < 1 else 0.0)
        if n == "kill_zombies" and a.get("exposure", True) and who:
            v -= 0.5 * _exposure_cost(t.hurt(who))
        return size * v
    if n == "add_zombies":
        place = t.place(a.get("where"))
        tight = (place == "colony" and t.overrun) or (place != "colony" and t.margin.get(place, 9) < size)
        return -size * (0.8 + (2.0 if tight else 0.0))
    if n in ("barricade", "remove_barricades"):
        place = t.place(a.get("where"))
        tight = (place == "colony" and t.overrun) or (place not in (None, "colony", "choose")
                                                       and t.margin.get(place, 9) < 2)
        if place in t.view["places"]:
            p = t.view["places"][place]
            size = min(size, (sum(p["spaces"]) - sum(p["zombies"]) - sum(p["barricades"]))
                       if n == "barricade" else sum(p["barricades"]))
        v = size * (0.7 + (1.3 if tight else 0.0))
        return v if n == "barricade" else -v
    if n == "noise":
        place = t.place(a.get("where"))
        tight = place not in (None, "colony", "choose") and t.margin.get(place, 9) < 2
        return -size * (0.4 + (0.8 if tight else 0.0)) if size > 0 else -size * 0.4
    if n == "heal":
        pool = [who] if who else mine
        worst = max((t.hurt(x) for x in pool), default=0)
        if not worst:
            return 0.0
        return min(size, worst) * (1.6 if worst >= 2 else 0.8)
    if n == "wound":
        if target == "leader" and seat is not None:
            who = t.view["seats"][seat]["leader"]
        h = t.hurt(who) if who else 0
        return -4.0 if h + size >= 3 else -2.0 if h + size == 2 else -1.2
    if n == "exposure":
        return -_exposure_cost(t.hurt(who) if who else 0)
    if n == "kill_survivor":
        pool = [who] if who else mine
        return -min((2.0 if t.hurt(x) >= 2 else 4.0 for x in pool), default=4.0)
    if n == "move":
        escape = 2.0 if who and t.here not in (None, "colony") and t.margin.get(t.here, 9) < 0 else 0.0
        return escape - 0.3 - (_exposure_cost(t.hurt(who) if who else 0) if a.get("exposure", True) else 0.0)
    if n == "add_survivor":
        alone = 2.0 if seat is not None and len(mine) <= 1 else 0.0   # a group of one does little
        return alone + (2.0 if t.food >= t.need + 2 else 1.0)
    if n == "add_helpless":
        return -size * (0.8 if t.food < t.need + 2 else 0.3)
    if n == "clean_waste":   # C-10.2: each full 10 cards in the Waste costs 1 Morale
        size = min(size, t.waste)
        saved = t.waste // 10 - (t.waste - size) // 10
        return 3.0 * saved + size * (0.7 if t.waste >= 6 else 0.3)
    if n == "lose_dice":
        dice = len(t.view["seats"][seat]["dice"]) if seat is not None else 2
        return -min(size, dice) * (1.0 if dice > size else 0.6)
    return OP_VALUE.get(n, 0.0) * size


def worth_ops(ops, t: Table, betrayer: bool = False, seat=None) -> float:
    """``score_ops`` read against the table (``Table``): the same ops, worth what they do now."""
    total = 0.0
    for op in ops:
        a = op.args
        if op.name == "choose":
            total += max(worth_ops(o, t, betrayer, seat) for o in a["options"])
            continue
        if op.name == "if":
            total += 0.5 * (worth_ops(a["then"], t, betrayer, seat)
                            + worth_ops(a["else"], t, betrayer, seat))
            continue
        if op.name == "vote":
            total += 0.5 * (worth_ops(a["yes"], t, betrayer, seat)
                            + worth_ops(a["no"], t, betrayer, seat))
            continue
        if op.name == "each_player":
            total += 3 * worth_ops(a["ops"], t, betrayer, seat)
            continue
        v = op_worth(op, t, seat)
        flip = betrayer and op.name not in SELFISH + HARMFUL
        total += -v if flip else v
    return total
