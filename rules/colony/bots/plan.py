"""What an objective asks of the bot, read off its goal conditions and the view.

Every condition of the content vocabulary (rules/content/colony/README.md, Conditions) becomes a
``Target``: a measure the bot can read off its own view, with the range the objective wants.
A ``Plan`` sums the targets into what the turn's steps ask: which cards to hold in hand and which
symbols to look for, what to equip, how many survivors and kills it needs and where its
survivors should stand, which wounds to keep or heal, what the table should look like (Morale,
food, barricades, zombies...). Nothing here knows an objective id: a new objective built from
the same conditions is planned for without code. ``not`` and ``any`` are read as ranges: the
negation of "at least N" is "at most N − 1", and of several alternatives the one closest to
being met is taken.
"""
from __future__ import annotations

from collections import Counter, _count_elements
from operator import itemgetter

LOCATIONS = ("police", "grocery", "school", "gas", "library", "hospital")
PLACES = ("colony",) + LOCATIONS
FLAGS = ("main_complete", "exiled")
_OWNER = itemgetter("owner")   # a survivor's owner in a view
# conditions about the holder (the rest are about the table)
PLAYER = ("hand_symbol", "hand_size", "hand_kinds", "equipped", "survivors", "wounded", "kills",
          "leader_influence", "exiled")


class Target:
    __slots__ = ("name", "lo", "hi", "symbol", "where", "flag", "most", "value", "gap")

    def __init__(self, name, lo=None, hi=None, symbol=None, where=None, flag=None, most=False):
        self.name, self.lo, self.hi, self.symbol, self.where = name, lo, hi, symbol, where
        self.flag, self.most = flag, most
        self.value = None
        self.gap = 0

    def measure(self, s) -> None:
        self.value = measure(s, self.name, self.symbol, self.where)
        v = self.value
        if self.name == "exiled":
            self.gap = int(s.exiled != self.flag)
        elif v is None:
            self.gap = 0
        elif self.lo is not None and v < self.lo:
            self.gap = self.lo - v
        elif self.hi is not None and v > self.hi:
            self.gap = v - self.hi
        else:
            self.gap = 0

    def __repr__(self) -> str:
        return f"Target({self.name} {self.symbol or self.where or ''} [{self.lo},{self.hi}] " \
               f"value {self.value} gap {self.gap})"


def measure(s, name: str, symbol=None, where=None):
    """The value of a condition's measure as the view shows it (None: not readable now)."""
    # the four measures most goals read, first (each name is answered by one branch only, so
    # the order of the branches changes no answer)
    if name == "main_pile":
        return s.bot.pile_count(s.view["main_pile"], symbol)
    if name == "survivors":
        if where in (None, "any"):
            return len(s.mine)
        n = 0
        for sv in s.mine.values():
            if sv["place"] == where:
                n += 1
        return n
    if name == "hand_symbol":
        return s.hand_syms[symbol]
    if name == "equipped":
        return s.equipped_count(symbol)
    v = s.view
    # the table as the coming Colony phase will leave it (objectives are checked after it,
    # C-10.5): food paid (C-10.1), this round's zombies at the Colony (C-10.4)
    if name == "food":
        left = v["food"] - s.food_need if v["food"] >= s.food_need else v["food"]
        return max(0, left + s.crisis_risk("food"))
    if name == "starvation":
        return v["starvation"] + (v["food"] < s.food_need)
    if name in ("zombies", "barricades") and where == "colony":
        return sum(s.colony_after[name])
    if name in ("morale", "helpless", "population"):
        return v[name]
    if name == "rounds":
        return v["rounds_left"]
    if name == "waste":
        return v["waste"]
    if name in ("zombies", "barricades", "noise"):
        if where == "here":
            return None
        places = PLACES if where in (None, "any") else (where,)
        if name == "noise":
            return sum(v["places"][p]["noise"] for p in places)
        return sum(sum(v["places"][p][name]) for p in places)
    if name == "colony_kills":
        return sum(x["kills"] for x in v["seats"])
    if name == "occupied":
        return len({sv["place"] for sv in v["survivors"].values()} - {"colony"})
    if name == "lost":
        return s.lost
    if name == "exiles":
        return sum(1 for x in v["seats"] if x["exiled"])
    if name == "hand_size":
        return len(s.hand)
    if name == "hand_symbol":
        return s.hand_syms[symbol]
    if name == "hand_kinds":
        return len(s.hand_syms)
    if name == "equipped":
        return s.equipped_count(symbol)
    if name == "survivors":
        return sum(1 for sv in s.mine.values() if where in (None, "any") or sv["place"] == where)
    if name == "wounded":
        most = None   # max(..., default=0) without a generator
        for sv in s.mine.values():
            hurt = sv["wounds"] + sv["frost"]
            if most is None or hurt > most:
                most = hurt
        return 0 if most is None else most
    if name == "kills":
        return v["seats"][s.seat]["kills"]
    if name == "leader_influence":
        lead = v["seats"][s.seat]["leader"]
        return s.c.survivors[lead].influence if lead in s.c.survivors else None
    if name == "main_pile":
        return sum(1 for x in v["main_pile"] if symbol is None or s.symbol(x) == symbol)
    return None


def others_most(s, of: str) -> int:
    """The highest measure among the other players still in the game (C-23.17: "the most"
    means strictly more than each of them)."""
    v, best = s.view, 0
    owners = None   # seat -> its survivors, counted in one pass at the first "survivors"
    for x in v["seats"]:
        if x["seat"] == s.seat or x["eliminated"]:
            continue
        if of == "hand_size":
            m = x["hand_size"]
        elif of == "kills":
            m = x["kills"]
        elif of == "survivors":
            if owners is None:
                owners = counted(map(_OWNER, v["survivors"].values()))
            m = owners[x["seat"]]
        else:
            m = sum(len(sv["equipped"]) for sv in v["survivors"].values() if sv["owner"] == x["seat"])
        if m > best:   # max(best, m)
            best = m
    return best


def read_goal(conds, s, negate: bool = False) -> list:
    """The targets of a list of conditions (all must hold), ``negate``: none of them may."""
    if negate and len(conds) > 1:   # not (A and B) = not A or not B
        return _easiest([read_goal([c], s, True) for c in conds], s)
    out: list = []
    for c in conds:
        a = c.args
        if c.name == "not":
            out += read_goal(a["cond"], s, not negate)
        elif c.name == "any":
            if negate:   # not (A or B) = not A and not B
                for x in a["cond"]:
                    out += read_goal([x], s, True)
            else:
                out += _easiest([read_goal([x], s) for x in a["cond"]], s)
        else:
            t = _target(c, negate, s)
            if t is not None:
                out.append(t)
    return out


def targets(conds, s) -> list:
    """``read_goal(conds, s)``, new targets each call. A goal that never reads ``s`` (no "most"
    of others, no alternative to pick: ``_fixed``) gives the same targets every time: their
    fields are read off it once per goal (content, never changed: the goal is kept in the
    cache and compared by identity) and new targets made from them."""
    hit = _FIXED.get(id(conds))
    if hit is None or hit[0] is not conds:
        if len(_FIXED) > 4096:   # goals are content: only a goal made on the fly gets here
            _FIXED.clear()
        hit = _FIXED[id(conds)] = _fixed_entry(conds)
    fields = hit[1]
    if fields is None:
        return read_goal(conds, s)
    return [Target(*f) for f in fields]


_FIXED: dict = {}   # id(conds) -> _fixed_entry(conds)


def _fixed_entry(conds) -> tuple:
    """(conds, _fixed(conds), whether those fields have a "hand_kinds" target)."""
    fields = _fixed(conds)
    return conds, fields, fields is not None and any(f[0] == "hand_kinds" for f in fields)


def _fixed(conds, negate: bool = False):
    """The fields of ``read_goal(conds, s, negate)``'s targets, in its order, when it does not
    read ``s`` (it reads it only for "most" and to choose among alternatives); else None."""
    if negate and len(conds) > 1:
        return None   # the easiest of the negations: measured
    out: list = []
    for c in conds:
        a = c.args
        if c.name == "not":
            sub = _fixed(a["cond"], not negate)
            if sub is None:
                return None
            out += sub
        elif c.name == "any":
            if not negate:
                return None   # the easiest alternative: measured
            for x in a["cond"]:
                sub = _fixed([x], True)
                if sub is None:
                    return None
                out += sub
        elif c.name == "most" and not negate:
            return None   # others_most reads the view
        else:
            t = _target(c, negate, None)
            if t is not None:
                out.append((t.name, t.lo, t.hi, t.symbol, t.where, t.flag, t.most))
    return tuple(out)


def _easiest(branches: list, s) -> list:
    def cost(ts):
        for t in ts:
            t.measure(s)
        return sum(t.gap for t in ts)
    return min(branches, key=cost) if branches else []


def _target(c, negate: bool, s):
    a, name = c.args, c.name
    if name in FLAGS:
        return Target(name, flag=a["value"] != negate)
    if name == "most":
        if negate:
            return None
        of = a["of"]
        return Target(of, lo=others_most(s, of) + 1, most=True)
    lo, hi = a.get("min"), a.get("max")
    if negate:
        lo, hi = (None, lo - 1) if lo is not None else (hi + 1 if hi is not None else None, None)
    return Target(name, lo=lo, hi=hi, symbol=a.get("symbol"), where=a.get("where"))


def plan(s, conds, needs_main: bool | None = None) -> "Plan":
    """``Plan(s, conds, needs_main)``, one shared Plan for the same inputs. For a goal whose
    targets are fixed (``_fixed``) a Plan reads of ``s`` only: each target's ``measure`` (its
    value), ``s.exiled`` (the gap of an "exiled" target) and, for a "hand_kinds" target,
    which symbols ``s.hand_syms`` holds (``_add``). The key holds the goal (kept with the
    plan and compared by identity), ``needs_main``, every value, ``s.exiled`` and, when the
    goal has a "hand_kinds" target, the hand's symbol counts: a plan made before for the
    same key is the same plan. Nothing changes a Plan after it is made (``reserved`` is kept
    per hand object, so a shared plan answers each situation's own hand)."""
    hit = _FIXED.get(id(conds))
    if hit is None or hit[0] is not conds:
        return Plan(s, conds, needs_main)   # targets() caches the goal's fields: next time
    fields = hit[1]
    if fields is None:
        return Plan(s, conds, needs_main)
    values = []
    for f in fields:
        values.append(measure(s, f[0], f[3], f[4]))
    values = tuple(values)
    hand = tuple(s.hand_syms.items()) if hit[2] else None
    key = (id(conds), needs_main, values, s.exiled, hand)
    got = _PLANS.get(key)
    if got is not None and got[0] is conds:
        return got[1]
    made = Plan(s, conds, needs_main)
    if len(_PLANS) > 8192:
        _PLANS.clear()
    _PLANS[key] = (conds, made)
    return made


_PLANS: dict = {}   # plan()'s key -> (goal, Plan): see there


def _tally() -> Counter:
    """An empty Counter, as ``Counter()`` makes it but without its ``__init__`` (which only
    adds the items given, here none, at the cost of a Python call): plans are made every
    decision."""
    return Counter.__new__(Counter)


def counted(items) -> Counter:
    """``Counter(items)``: the same counts, keys in the order first met, without its
    ``__init__`` and ``update`` layers (the bot counts a few pieces many times a decision): the
    C counting loop ``Counter.update`` itself ends in, called here and nowhere else."""
    out = _tally()
    _count_elements(out, items)
    return out


class Plan:
    """The levers an objective pulls, summed over its targets."""

    def __init__(self, s, conds, needs_main: bool | None = None):
        self.targets = targets(conds, s)
        for t in self.targets:
            t.measure(s)
        self.keep: Counter = _tally()    # symbol -> cards of it to hold in hand
        self.hold = 0                    # cards to hold in hand, whatever they are
        self.kinds = 0                   # different symbols to hold in hand
        self.seek: Counter = _tally()    # symbol -> how much one more card of it is worth
        self.equip: Counter = _tally()   # symbol (None: any) -> equipped cards wanted
        self.survivors = 0               # own survivors wanted
        self.stand: dict = {}            # place -> own survivors wanted there (at least)
        self.cap: dict = {}              # place -> own survivors allowed there (at most)
        self.kills = 0                   # own kills wanted in all
        self.wound = 0                   # one own survivor kept at this many wounds or more
        self.unhurt = False              # no own survivor may carry a wound
        self.leader = 0                  # Influence the group leader needs
        self.table: list = []            # targets about the table (Morale, food, zombies...)
        self.main = needs_main           # True: needs the Main objective; False: needs it to fail
        self.exiles = 0                  # players exiled so far, wanted
        for t in self.targets:
            self._add(t, s)
        self.unmet = [t for t in self.targets if t.gap > 0]
        self._need_of = None             # the hand_syms ``_need`` (``reserved``) is for

    def _add(self, t: Target, s) -> None:
        n, lo, hi = t.name, t.lo, t.hi
        if n == "main_pile":   # most goals' measure: a table target (the last branch below)
            self.table.append(t)
            return
        if n == "main_complete":
            self.main = t.flag
        elif n == "hand_symbol":
            if lo:
                self.keep[t.symbol] = max(self.keep[t.symbol], lo)
                if t.gap:
                    self.seek[t.symbol] += 2.0 + t.gap
        elif n == "hand_size":
            if lo:
                self.hold = max(self.hold, lo)
                if t.gap:
                    for x in ("food", "medicine", "tools", "weapon", "fuel", "education", "survivor"):
                        self.seek[x] += 0.5
        elif n == "hand_kinds":
            if lo:
                self.kinds = max(self.kinds, lo)
                if t.gap:
                    for x in ("food", "medicine", "tools", "weapon", "fuel", "education", "survivor"):
                        if not s.hand_syms[x]:
                            self.seek[x] += 1.5
        elif n == "equipped":
            if lo:
                self.equip[t.symbol] = max(self.equip[t.symbol], lo)
                if t.gap and t.symbol:
                    self.seek[t.symbol] += 1.0 + t.gap
        elif n == "survivors":
            if t.where in (None, "any"):
                if lo:
                    self.survivors = max(self.survivors, lo)
                    if t.gap:
                        self.seek["survivor"] += 1.5 + t.gap
            else:
                if lo:
                    self.stand[t.where] = max(self.stand.get(t.where, 0), lo)
                if hi is not None:
                    self.cap[t.where] = min(self.cap.get(t.where, 99), hi)
        elif n == "wounded":
            if lo:
                self.wound = max(self.wound, lo)
            if hi is not None and hi <= 0:
                self.unhurt = True
        elif n == "kills":
            if lo:
                self.kills = max(self.kills, lo)
        elif n == "leader_influence":
            if lo:
                self.leader = max(self.leader, lo)
        elif n == "exiles":
            if lo:
                self.exiles = max(self.exiles, lo)
        elif n != "exiled":
            self.table.append(t)
            # food the table should hold comes from food cards
            if n == "food" and lo and t.gap:
                self.seek["food"] += 2.0 + t.gap / 2
            # barricades, or zombies, wanted at a place: someone of ours must stand there
            if n in ("barricades", "zombies") and lo and t.where in PLACES:
                self.stand[t.where] = max(self.stand.get(t.where, 0), 1)

    # ------------------------------------------------------------------ cards in hand
    def reserved(self, hand_syms: Counter) -> Counter:
        """Symbol -> cards of it the hand must keep: what hand conditions ask, and one card
        of each of the symbols that make up the wanted number of kinds."""
        # what Counter({x: min(n, held) ...}) holds, in the same order
        need = _tally()
        for x, n in self.keep.items():
            if hand_syms[x]:
                need[x] = min(n, hand_syms[x])
        if self.kinds:
            held = sorted(hand_syms, key=lambda x: (need[x] > 0, -hand_syms[x]), reverse=True)
            for x in held[:self.kinds]:
                need[x] = max(need[x], 1)
        return need

    def spendable(self, hand_syms: Counter, hand_len: int, symbol: str, buffer: int = 0) -> bool:
        """May one card of ``symbol`` leave the hand without breaking a hand condition?
        ``buffer``: cards the hand may lose before the objective is checked (a crisis that
        makes everyone discard), kept on top of what the conditions count."""
        if hand_len - 1 < self.hold + (buffer if self.hold else 0):
            return False
        if self._need_of is not hand_syms:   # one hand a situation: its reserve read once
            self._need, self._need_of = self.reserved(hand_syms), hand_syms
        need = self._need
        if buffer and need and hand_len - 1 < sum(need.values()) + buffer:
            return False
        return hand_syms[symbol] - 1 >= need[symbol]

    def wants_card(self, s, item) -> float:
        """How much one more card of this item helps the plan (the search keep choice)."""
        sym, w = item.symbol, 0.0
        have = s.hand_syms[sym]
        if have < self.keep.get(sym, 0):
            w += 3.5
        elif self.keep.get(sym, 0):
            w += 0.5   # a spare: the crisis or the Main objective can have it
        if self.kinds and not have and len(s.hand_syms) < self.kinds:
            w += 3.0
        if self.hold and len(s.hand) < self.hold:
            w += 1.0
        if item.equip is not None:
            for x, n in self.equip.items():
                if (x is None or x == sym) and s.equipped_count(x) < n:
                    w += 3.0
                    break
        if item.play is not None and s.plan_adds_survivor(item) and \
                len(s.mine) < self.survivors:
            w += 3.0
        w += 0.3 * self.seek.get(sym, 0)
        return w

    def met(self) -> bool:
        return not self.unmet

    def gap(self) -> int:
        return sum(t.gap for t in self.unmet)
