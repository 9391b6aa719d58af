"""Bots for faction-war seats (DN-F-14.8). Both decide from ``view(seat)`` and ``legal_actions()``
only: the heuristic bot reads the public board, resources, VP, its own hand and the content's
printed numbers (strengths, card values, zombie odds of DN-F-6.4) — never another hand, a deck's
order or another seat's secret selection.

The heuristic bot is the design's *Normal* policy, simplified where noted: it values VP, the
Radio Tower, yields, cards and characters as DN-F-14.8 says; estimates zombie odds from the
deck's strengths; moves squads toward weakly held places it can take, holds its base when enemies
are near, plays the cheapest cards that win a zombie fight, commits its best cards to a people
fight it can win or lose narrowly, feeds the exhausted and the Leader first, musters while Food
allows, builds on its base, and retreats toward its own ground.
"""
from __future__ import annotations

from rules.core.rng import Rng
from rules.factions import actions as A
from rules.factions.content import load_content
from rules.factions.game import KNOBS

ZOMBIE = sorted([2] * 3 + [3] * 5 + [4] * 5 + [5] * 6 + [6] * 5 + [7] * 3 + [8] * 2 + [9])


def p_zombies(strength: int, fortified: bool) -> float:
    """DN-F-6.4: the chance a force of this strength beats a random zombie card."""
    extra = 1 if fortified else 0
    return sum(1 for z in ZOMBIE if z + extra <= strength) / len(ZOMBIE)


class RandomBot:
    """Uniformly random among the legal actions (soak tests, the simulator; DN-F-14.8 Easy is
    this with two restraints the heuristic bot keeps)."""

    uses_view = False

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view, legal: list):
        return legal[self.rng.pick(len(legal))]


class HeuristicBot:
    uses_view = True

    def __init__(self, content=None, seed: int = 0):
        self.c = content or load_content()
        self.rng = Rng(seed)
        self.str = {k: v.strength for k, v in self.c.characters.items()}
        self.leader = {k for k, v in self.c.characters.items() if v.leader}
        self.kw = {k: v.keyword for k, v in self.c.characters.items()}

    # ------------------------------------------------------------------ helpers
    def _card(self, cid):
        return self.c.card(cid)

    def _value(self, cid, zombies=False) -> int:
        d = self._card(cid)
        if d.effect == "weapon":
            return d.value * (2 if zombies and d.deck == "melee" and self.fac == "bees" else 1)
        if d.effect in ("grenade", "tripwire"):
            return d.value
        if d.effect == "transport":
            return d.ram
        return 0

    def _mine_at(self, p):
        return [x for x, q in self.v["board"].items() if q == p and self.v["owner"].get(x) == self.me]

    def _enemy_at(self, p):
        return [x for x, q in self.v["board"].items() if q == p and self.v["owner"].get(x) != self.me]

    def _fortified_against(self, p) -> int:
        f = self.v["forts"].get(p)
        return f["level"] if f and f["intact"] and f["owner"] != self.me else 0

    def _rally(self, force) -> int:
        """DN-F-3.2 Rally, which the Party's force counts in every fight."""
        if self.fac != "party" or not any(x in self.leader for x in force):
            return 0
        return min(KNOBS["rally_cap"], len(force) - 1)

    def _hand_power(self, n: int, zombies=False) -> int:
        vals = sorted((self._value(c, zombies) for c in self.v["hand"] if c not in self.str
                       and self._card(c).effect == "weapon"), reverse=True)
        extra = max([self._value(c) for c in self.v["hand"] if c not in self.str
                     and self._card(c).effect == "grenade"] + [0])
        ram = max([self._value(c) for c in self.v["hand"] if c not in self.str and
                   self._card(c).effect == "transport"] + [0]) if self.fac == "bikers" else 0
        return sum(vals[:n]) + extra + ram

    # ------------------------------------------------------------------ choose
    def choose(self, view, legal: list):
        self.v = view
        self.me = view["seat"]
        self.fac = view["factions"][self.me]
        kind = view["pending"]["kind"]
        fn = getattr(self, "_" + kind, None)
        a = fn(legal) if fn is not None else None
        return a if a is not None else legal[0]

    def _fate(self, legal):
        v = self.v
        mouths = sum(1 for x in v["board"] if v["owner"].get(x) == self.me)
        if v["food"][self.me] < mouths + 1:
            return next(a for a in legal if a.choice == "work")
        if mouths < 6:
            return next(a for a in legal if a.choice == "recruit")
        return next(a for a in legal if a.choice == "trade")

    def _ransom(self, legal):
        pays = [a for a in legal if isinstance(a, A.Pay)]
        char = self.v["pending"]["info"].get("char")
        if pays and self.str.get(char, 0) >= 3:
            return max(pays, key=lambda a: (self.v["food"][self.me] - a.food))
        return A.REFUSE

    def _ration(self, legal):
        return legal[0]

    def _feed(self, legal):
        ex = set(self.v["exhausted"])
        return max(legal, key=lambda a: (a.char in ex, a.char in self.leader, self.str[a.char]))

    def _morning(self, legal):
        v, me = self.v, self.me
        food, scrap = v["food"][me], v["scrap"][me]
        mouths = sum(1 for x in v["board"] if v["owner"].get(x) == me)
        by = {}
        for a in legal:
            by.setdefault(type(a), []).append(a)
        for a in by.get(A.Play, []):
            return a
        if A.Muster in by and self._can_feed_one_more(food, mouths):
            return max(by[A.Muster], key=lambda a: self.str[a.char])
        for a in by.get(A.Repair, []):
            if a.at == self._base() or len(self._mine_at(a.at)) >= 2:
                return a
        for a in by.get(A.Build, []):
            if a.at == self._base() or len(self._mine_at(a.at)) >= 2:
                return a
        for a in by.get(A.Upgrade, []):
            if scrap >= 5:
                return a
        if A.Workshop in by and scrap >= 5:
            want = {"bikers": "transport", "bees": "melee", "raiders": "firearm",
                    "party": "firearm"}[self.fac]
            return next(a for a in by[A.Workshop] if a.deck == want)
        if food < mouths + 1:
            for a in by.get(A.Barter, []):
                if a.give == "scrap" and scrap >= 4:
                    return a
        return A.DONE

    def _can_feed_one_more(self, food: int, mouths: int) -> bool:
        """DN-F-14.8 "muster while Food after it ≥ next Dawn's shortfall + 1": the shortfall is
        next Dawn's mouths (the new one too, less Honey Stores' free ones) beyond tonight's
        yield. The spare Food is kept only when the muster costs Food: the Party's free muster
        (Open Doors) keeps none — its perk is bodies, and an unfed character is only exhausted
        (docs/decisions.md, issue 19: the old rule ignored the yield, so at 4 players few
        characters were mustered, and the Party, whose perk this is, lagged)."""
        cost = KNOBS["open_doors_cost"] if self.fac == "party" else 1
        cost = cost[self.v["players"]] if isinstance(cost, dict) else cost
        free = KNOBS["honey_free"][self.v["players"]] if self.fac == "bees" else 0
        shortfall = max(0, mouths + 1 - free - self._income())
        return food - cost >= shortfall + (1 if cost else 0)

    def _income(self) -> int:
        """Tonight's Food yield (DN-F-12.5): own places that no other faction stands on."""
        v, me = self.v, self.me
        there: dict = {}
        for x, q in v["board"].items():
            there.setdefault(q, set()).add(v["owner"].get(x))
        return sum(self.c.places[p].food for p, s in v["control"].items()
                   if s == me and there.get(p, {me}) <= {me})

    def _base(self):
        return self.c.factions[self.fac].base

    def _move(self, legal):
        v, me = self.v, self.me
        best, score = A.END, 0.15
        tower_left = max(0, min(3, v["round_cap"] - v["round"] + 1))
        base = self._base()
        threats = {q for x, q in v["board"].items() if v["owner"].get(x) != me}
        for a in legal:
            if a is A.END:
                continue
            src = v["board"][a.chars[0]]
            force = list(a.chars) + self._mine_at(a.to)
            mine = sum(self.str[x] for x in force) + self._rally(force)
            power = mine + 0.7 * self._hand_power(len(a.chars), True)
            ctl = v["control"].get(a.to)
            s = 0.0
            if ctl != me:
                pz = p_zombies(int(power), self._fortified_against(a.to) > 0)
                enemies = self._enemy_at(a.to)
                theirs = sum(self.str[x] for x in enemies) + \
                    (self._fortified_against(a.to) if enemies else 0) + \
                    (1.8 * min(len(enemies), 2) if enemies else 0)
                margin = power - theirs
                pp = 1.0 if not enemies else (0.85 if margin >= 3 else 0.5 if margin >= 0 else 0.15)
                pl = self.c.places[a.to]
                claim = 0.5 * (pl.food + pl.scrap) + (1.0 if ctl is not None else 0.3)
                if a.to == "radio_tower":
                    claim += 2 * tower_left
                f = v["forts"].get(a.to)
                if f and f["intact"] and f["owner"] != me:
                    claim += 1.0
                if enemies:
                    claim += 3 * sum(1 for x in enemies if x in self.leader) * pp
                if pl.kind == "base":
                    claim = 1.0 + (1.0 if f and f["intact"] else 0)
                risk = 0.6 * len(a.chars) + (2 if any(x in self.leader for x in a.chars) else 0)
                s = pz * (0.87 + pp * claim) - (1 - pz * pp) * risk
            else:
                s = -0.3
            if src in (base, "radio_tower") and len(a.chars) == len(self._mine_at(src)):
                near = any(self._dist(src, t) <= 2 for t in threats)
                if near:
                    s -= 1.5 if src == base else 2 * tower_left
            if a.card:
                s -= 0.35
            if s > score:
                best, score = a, s
        return best

    def _dist(self, a, b) -> int:
        if a == b:
            return 0
        seen, frontier, d = {a}, [a], 0
        while frontier and d < 3:
            d += 1
            nxt = []
            for p in frontier:
                for q in self.c.places[p].links:
                    if q == b:
                        return d
                    if q not in seen:
                        seen.add(q)
                        nxt.append(q)
            frontier = nxt
        return 9

    def _zombie_fight(self, legal):
        fights = [a for a in legal if isinstance(a, A.Fight)]
        v = self.v
        for a in fights:
            power = sum(self.str[x] for x in self._mine_at(a.at)) + \
                self._hand_power(len(self._mine_at(a.at)), True)
            if p_zombies(power, self._fortified_against(a.at) > 0) < 0.1 and \
                    not any(x in v["exhausted"] for x in self._mine_at(a.at)):
                return A.flee(a.at)
        return fights[0]

    def _zombie_cards(self, legal):
        info = self.v["pending"]["info"]
        need = info["zombies"]
        at = info["at"]
        chars = self._mine_at(at)
        have = sum(self.str[x] for x in chars)
        have += self._rally(chars)
        played = self.v["day"]["zone"].get("played", [])
        have += sum(self._value(c, True) for c in played)
        if any(self._card(c).deck == "firearm" for c in played):
            have += sum(1 for x in chars if self.kw[x] == "marksman")
        if have >= need:
            return A.DONE
        plays = [a for a in legal if a is not A.DONE]
        noise = [a for a in plays if self._card(a.card).effect == "noisemaker"]
        gap = need - have
        reach = have + sum(sorted((self._value(a.card, True) for a in plays), reverse=True)[:3])
        if reach < need:
            return noise[0] if noise else A.DONE
        fit = [a for a in plays if self._value(a.card, True) >= gap]
        if fit:
            return min(fit, key=lambda a: self._value(a.card, True))
        return max(plays, key=lambda a: self._value(a.card, True))

    def _loot(self, legal):
        # DN-F-14.8 says the Party takes a Character; its Open Doors already brings characters
        # cheaply and Food, not bodies, limits it — a strong Party takes a Firearm (Marta Kell
        # is a Marksman). Measured: the Party's 2-player wins .40 → .56 of its fair share
        # (issue 19, docs/decisions.md).
        want = {"bikers": "transport", "bees": "melee", "raiders": "firearm",
                "party": "firearm"}[self.fac]
        return next(a for a in legal if a.deck == want)

    def _battle(self, legal):
        return legal[0]

    def _hold(self, legal):
        info = self.v["pending"]["info"]
        at, att = info["at"], info["attacker"]
        mine = self._mine_at(at)
        theirs = [x for x, q in self.v["board"].items() if q == at and self.v["owner"].get(x) == att]
        f = self.v["forts"].get(at)
        bonus = f["level"] if f and f["intact"] and f["owner"] != att else 0
        me = sum(self.str[x] for x in mine) + self._rally(mine) + bonus + \
            self._hand_power(len(mine))
        them = sum(self.str[x] for x in theirs)
        if me < them - 1 and not any(x in self.v["exhausted"] for x in mine):
            return A.WITHDRAW
        return A.STAND

    def _secret_cards(self, legal):
        plays = [a for a in legal if a is not A.SEAL]
        if not plays:
            return A.SEAL
        return max(plays, key=lambda a: (self._value(a.card), self._card(a.card).deck == "firearm"))

    def _vest(self, legal):
        return legal[0]

    def _hit(self, legal):
        return min(legal, key=lambda a: (a.char in self.leader, self.str[a.char]))

    def _medic(self, legal):
        """D12 Medic save: a Leader first (its death costs 3 VP to the killer), then the
        strongest."""
        return max(legal, key=lambda a: (a.char in self.leader, self.str[a.char]))

    def _capture(self, legal):
        """D12 capture order, when the captive row cannot take them all: the strongest first
        (a recruit or a costlier ransom)."""
        return max(legal, key=lambda a: (self.str[a.char], a.char))

    def _retreat(self, legal):
        return max(legal, key=lambda a: (len(self._mine_at(a.to)),
                                         -len(self._enemy_at(a.to))))

    def _shakedown(self, legal):
        return legal[0]

    def _dressing(self, legal):
        return legal[0]

    def _discard(self, legal):
        return min(legal, key=lambda a: (a.card in self.str and a.card in self.leader,
                                         self.str.get(a.card, 0) if a.card in self.str
                                         else self._value(a.card)))


__all__ = ["HeuristicBot", "RandomBot", "p_zombies"]
