"""The interpreter of card effects: operations, conditions and targets (schema.py).

An op "does as much as it can"; ``_able`` says whether it can be done in full, which is what
decides the options a player may pick (C-9.3). Ops run atomically: nobody plays a card while
one resolves (C-23.18) — the only questions asked inside are the choices the op itself needs.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.colony import schema as S
from rules.colony.actions import OneMore, made
from rules.colony.content import Op
from rules.core.memo import by_identity


@dataclass
class Ctx:
    """Who an effect works for: the player (None for crises and setup), the acting survivor,
    the place it happens at, the item card it comes from, and the id of whatever carries the
    text being resolved (item card, survivor, crossroads or crisis card: the front end shows
    that card's text when the player must choose, and bots read its options)."""
    seat: int | None
    survivor: str | None = None
    place: str | None = None
    card: str | None = None
    source: str | None = None


class EffectsMixin:
    # ------------------------------------------------------------------ running ops
    def _run_ops(self, ops, ctx: Ctx):
        for op in ops:
            if self.outcome is not None:
                return
            if ctx.seat is not None and self.seats[ctx.seat].eliminated:
                return   # C-19.5: a player out of the game gains and loses nothing more
            yield from getattr(self, "_op_" + op.name)(op.args, ctx)

    def _op_morale(self, a, ctx):
        self._morale(a["amount"])
        return
        yield

    def _op_food(self, a, ctx):
        self.food = max(0, self.food + a["amount"])
        self._emit("food", delta=a["amount"], value=self.food)
        return
        yield

    def _op_starvation(self, a, ctx):
        self.starvation = max(0, self.starvation + a["amount"])
        self._emit("starvation", value=self.starvation)
        return
        yield

    def _op_rounds(self, a, ctx):
        self.rounds = max(1, self.rounds + a["amount"])
        self._emit("round_track", rounds_left=self.rounds)
        return
        yield

    def _op_kill_zombies(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, effect="kill_zombies")):
            for k in range(a["count"]):
                if sv.id not in self.survivors or not self.places[sv.place].zombies:
                    break
                if k and a["up_to"] and not (yield from self._one_more(
                        sv.owner, "kill", survivor=sv.id, exposure=a["exposure"])):
                    break
                yield from self._kill_zombie(sv.place, None, sv, exposure=a["exposure"])

    def _one_more(self, seat: int, what: str, survivor: str | None = None,
                  place: str | None = None, exposure: bool = False):
        """An "up to N" effect after its first kill or barricade: one more, or stop here
        (issue 15; old saves, whose options lack ``stop_early``, never ask: they replay)."""
        if not self.options.stop_early:
            return True
        a = yield from self._ask(seat, "more", f"{what} one more, or stop", [made.OneMore(), made.Enough()],
                                 what=what, survivor=survivor, place=place, exposure=exposure)
        return isinstance(a, OneMore)

    def _op_remove_zombies(self, a, ctx):
        for place in (yield from self._places(a["where"], ctx, "remove_zombies", a)):
            self._remove_zombies(place, a["count"])

    def _op_add_zombies(self, a, ctx):
        for place in (yield from self._places(a["where"], ctx)):
            yield from self._add_zombies(place, a["count"])

    def _op_lure(self, a, ctx):
        # a lure's ``where`` is the source, not a filter on the target (C-23.4)
        for sv in (yield from self._targets({**a, "where": None}, ctx, effect="lure",
                                            full=self._target_full("lure", a, ctx))):
            sources = self._lure_sources(sv, a, ctx)
            source = yield from self._pick_place(self._chooser(ctx), sources, "lure zombies from")
            if source:
                yield from self._lure(sv, source, a["count"])

    def _op_barricade(self, a, ctx):
        for place in (yield from self._places(a["where"], ctx, "barricade", a)):
            yield from self._place_barricades(place, a["count"], self._chooser(ctx), a["up_to"])

    def _op_remove_barricades(self, a, ctx):
        for place in (yield from self._places(a["where"], ctx, "remove_barricades", a)):
            p = self.places[place]
            n = 0
            while n < a["count"] and p.barricades:
                max(p.entrances, key=lambda e: e.b).b -= 1
                n += 1
            if n:
                self._emit("barricades_removed", place=place, count=n)

    def _op_noise(self, a, ctx):
        for place in (yield from self._places(a["where"], ctx, "noise", a)):
            if place == "colony":
                continue
            p = self.places[place]
            p.noise = max(0, min(4, p.noise + a["amount"]))
            self._emit("noise", place=place, value=p.noise)

    def _op_heal(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, wounded=True, effect="heal",
                                            full=self._target_full("heal", a, ctx))):
            n = a["amount"]
            f = min(n, sv.frost)
            sv.frost -= f
            w = min(n - f, sv.wounds)
            sv.wounds -= w
            if f or w:
                self._emit("healed", survivor=sv.id, wounds=sv.wounds, frost=sv.frost)

    def _op_wound(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, effect="wound")):
            self._wound(sv, a["amount"], frost=a["frostbite"])
        yield from self._settle()

    def _op_exposure(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, effect="exposure")):
            if sv.id in self.survivors:
                yield from self._exposure(sv)
        yield from self._settle()

    def _op_kill_survivor(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, effect="kill_survivor")):
            self._kill(sv, "card")
        yield from self._settle()

    def _op_remove_survivor(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, effect="remove_survivor")):
            self._lose_survivor(sv, "card", killed=False)
        yield from self._settle()

    def _op_move(self, a, ctx):
        for sv in (yield from self._targets(a, ctx, effect="move",
                                            full=self._target_full("move", a, ctx))):
            if sv.id not in self.survivors:
                continue
            dest = self._move_places(sv)
            if a["to"] != "choose":
                wanted = yield from self._places(a["to"], ctx)
                dest = [p for p in dest if p in wanted]
            to = yield from self._pick_place(sv.owner, dest, "move the survivor to")
            if to:
                yield from self._move(sv, to, exposure=a["exposure"])
        yield from self._settle()

    def _op_add_helpless(self, a, ctx):
        if ctx.seat is not None and self.seats[ctx.seat].exiled:
            return   # C-15.4: helpless survivors an exiled player adds are not added
        free = self.places["colony"].spaces - self.occupants("colony")
        n = max(0, min(a["count"], free))
        if n:
            self.helpless += n
            self._emit("helpless_added", count=n)
        return
        yield

    def _op_kill_helpless(self, a, ctx):
        self._kill_helpless(a["count"])
        return
        yield

    def _op_add_survivor(self, a, ctx):
        seat = self._chooser(ctx)
        if not self._op_able(Op("add_survivor", a), Ctx(seat)):
            return   # C-13.2/C-23.13: no room (or no survivor left): nobody is drawn
        drawn = [self.survivor_deck.pop() for _ in range(min(a["draw"], len(self.survivor_deck)))]
        if not drawn:
            return
        if len(drawn) == 1:
            sid = drawn[0]
        else:
            self.recruits.extend(drawn)
            pick = yield from self._ask(seat, "recruit", "choose the survivor who joins",
                                        [made.PickCard(x) for x in drawn])
            sid = pick.card
            for x in drawn:
                self.recruits.remove(x)
        self.survivor_deck[:0] = [x for x in drawn if x != sid]
        yield from self._add_survivor(seat, sid)

    def _op_draw_items(self, a, ctx):
        seat = self._chooser(ctx)
        for place in (yield from self._places(a["where"], ctx, "draw_items", a)):
            if place == "colony":
                continue
            deck = self.places[place].deck
            got = [deck.pop() for _ in range(min(a["count"], len(deck)))]
            self.seats[seat].hand.extend(got)
            self._emit("drew", seat=seat, place=place, count=len(got))
            self._emit("drew_cards", seats=(seat,), seat=seat, cards=got)

    def _op_discard(self, a, ctx):
        seats = self._who(a["who"], ctx)
        for i in seats:
            hand = self.seats[i].hand
            for _ in range(min(a["count"], len(hand))):
                if a["random"]:
                    card = hand[self.rng.pick(len(hand))]
                elif len(set(hand)) == 1:
                    card = hand[0]
                else:
                    pick = yield from self._ask(i, "discard", "discard a card",
                                                [made.PickCard(c) for c in hand], source=ctx.source)
                    card = pick.card
                hand.remove(card)
                self.waste.append(card)   # C-15.4: only played cards of the exiled leave the game
                self._emit("discarded", seat=i, card=card)

    def _op_clean_waste(self, a, ctx):
        self._clean_waste(a["count"])
        return
        yield

    def _op_raise_die(self, a, ctx):
        seat = self.seats[self._chooser(ctx)]
        low = [v for v in seat.dice if v < 6]
        if not low:
            return
        values = sorted(set(low))
        if len(values) == 1:
            v = values[0]
        else:
            pick = yield from self._ask(seat.i, "die", "choose the die to raise",
                                        [made.ChooseOption(x) for x in values])
            v = pick.n
        seat.dice.remove(v)
        seat.dice.append(min(6, v + a["amount"]))
        seat.dice.sort()
        self._emit("die_raised", seat=seat.i, frm=v, to=min(6, v + a["amount"]))

    def _op_gain_die(self, a, ctx):
        seat = self.seats[self._chooser(ctx)]
        got = [self.rng.d6() for _ in range(a["count"])]
        seat.dice = sorted(seat.dice + got)
        self._emit("dice_gained", seat=seat.i, values=got)
        return
        yield

    def _op_reroll(self, a, ctx):
        seat = self.seats[self._chooser(ctx)]
        seat.dice = sorted(self.rng.d6() for _ in seat.dice)
        self._emit("dice", seat=seat.i, values=list(seat.dice))
        return
        yield

    def _op_lose_dice(self, a, ctx):
        seat = self.seats[self._chooser(ctx)]
        n = min(a["count"], len(seat.dice))
        lost = seat.dice[:n]
        seat.dice = seat.dice[n:]
        seat.used += n
        self._emit("dice_lost", seat=seat.i, values=lost)
        return
        yield

    def _op_choose(self, a, ctx):
        options = a["options"]
        able = self._choosable(options, ctx)   # C-9.3, C-13.2
        if len(able) == 1:
            k = able[0]
        else:
            pick = yield from self._ask(self._chooser(ctx), "option", "choose one",
                                        [made.ChooseOption(i + 1) for i in able], source=ctx.source)
            k = pick.n - 1
        yield from self._run_ops(options[k], ctx)

    def _op_if(self, a, ctx):
        branch = a["then"] if self._conds_hold(a["cond"], ctx) else a["else"]
        yield from self._run_ops(branch, ctx)

    def _op_vote(self, a, ctx):
        passed = yield from self._vote(self._voters(a["voters"], ctx), "crossroads")
        yield from self._run_ops(a["yes"] if passed else a["no"], ctx)

    def _op_each_player(self, a, ctx):
        for i in self._seat_order():
            if not self.seats[i].exiled and not self.seats[i].eliminated:
                yield from self._run_ops(a["ops"], Ctx(i, None, ctx.place, ctx.card, ctx.source))

    # ------------------------------------------------------------------ helpers
    def _chooser(self, ctx: Ctx) -> int:
        return self.first if ctx.seat is None else ctx.seat

    def _seat_order(self) -> list:
        return [(self.first + k) % self.n for k in range(self.n)]

    def _who(self, who: str, ctx: Ctx) -> list:
        if who == "self":
            return [self._chooser(ctx)]
        live = [i for i in self._seat_order() if not self.seats[i].eliminated]
        if who == "others":
            return [i for i in live if i != ctx.seat]
        return live

    def _voters(self, voters: str, ctx: Ctx) -> list:
        live = [i for i in self._seat_order() if not self.seats[i].exiled and not self.seats[i].eliminated]
        if voters == "colony":
            return [i for i in live if any(sv.place == "colony" for sv in self.own(i))]
        if voters == "others":
            return [i for i in live if i != ctx.seat]
        return live

    def _here(self, ctx: Ctx) -> str:
        if ctx.survivor and ctx.survivor in self.survivors:
            return self.survivors[ctx.survivor].place
        return ctx.place or "colony"

    def _places(self, where: str, ctx: Ctx, op: str = "", a=None):
        """The places a ``where`` names; ``choose`` asks the player, offering the places where
        the op ``op`` (with arguments ``a``) can be done in full, else those where it does
        something, else every place of its kind (items and noise are Locations': never the
        Colony)."""
        if where == "here":
            return [self._here(ctx)]
        if where == "each_location":
            return list(S.LOCATIONS)
        if where == "choose":
            choices = list(S.PLACES)
            if op:
                kinds = [p for p in choices if p in S.LOCATIONS or op not in ("draw_items", "noise")]
                some = [p for p in kinds if self._place_touched(op, a, p)]
                full = [p for p in some if self._place_full(op, a, p)]
                choices = full or some or kinds
            p = yield from self._pick_place(self._chooser(ctx), choices, "choose a place")
            return [p]
        return [where]

    def _place_touched(self, op: str, a, place: str) -> bool:
        """Whether the op changes anything at ``place`` (done in part, if not in full)."""
        p = self.places[place]
        if op == "draw_items":
            return bool(p.deck)
        if op == "remove_zombies":
            return p.zombies > 0
        if op == "barricade":
            return p.free_entrance_spaces > 0
        if op == "remove_barricades":
            return p.barricades > 0
        if op == "noise":
            return max(0, min(4, p.noise + a["amount"])) != p.noise
        return True

    def _place_full(self, op: str, a, place: str) -> bool:
        """Whether the op can be done in full at ``place`` (the vocabulary's "in full")."""
        p = self.places[place]
        if op == "draw_items":
            return place in S.LOCATIONS and len(p.deck) >= a["count"]
        if op == "remove_zombies":
            return p.zombies >= a["count"]
        if op == "barricade":
            return p.free_entrance_spaces >= a["count"]
        if op == "remove_barricades":
            return p.barricades >= a["count"]
        if op == "noise":
            return place in S.LOCATIONS and 0 <= p.noise + a["amount"] <= 4
        return True

    def _candidates(self, a, ctx: Ctx, wounded=False) -> list:
        t = a["target"]
        seat = ctx.seat
        svs = self.survivors
        if t == "acting":
            out = [svs[ctx.survivor]] if ctx.survivor in svs else []
        elif t in ("choose_own", "all_own"):
            out = self.own(seat) if seat is not None else []
        elif t == "choose_any":
            out = list(svs.values())
        elif t in ("choose_here", "all_here"):
            here = self._here(ctx)
            out = [sv for sv in svs.values() if sv.place == here]
        elif t == "leader":
            lead = self.seats[seat].leader if seat is not None else None
            out = [svs[lead]] if lead in svs else []
        else:   # all_colony, lowest_colony
            out = [sv for sv in svs.values() if sv.place == "colony"]
        where = a.get("where")
        if where and t.startswith(("choose", "all")):
            out = [sv for sv in out if sv.place == where]
        if wounded:
            out = [sv for sv in out if sv.hurt]
        return out

    def _target_full(self, name: str, a, ctx: Ctx):
        """A test whether the op ``name`` can be done in full on one survivor, or None when any
        survivor will do."""
        places = self.places
        if name == "heal":
            return lambda sv: sv.hurt >= a["amount"]
        if name == "move":
            return lambda sv: bool(self._move_dests(sv, a["to"], ctx))
        if name == "lure":
            return lambda sv: places[sv.place].free_entrance_spaces >= a["count"] and any(
                places[p].zombies >= a["count"] for p in self._lure_sources(sv, a, ctx))
        return None

    def _targets(self, a, ctx: Ctx, wounded=False, effect: str = "", full=None):
        """The survivors an op works on, asking the player where the op says choose; ``effect``
        names the op, so the chooser sees whether the pick helps or harms. ``full``: a test
        (``_target_full``) whether the op can be done in full on a survivor; a choice offers
        those survivors (a move only survivors with somewhere to go), or, when there is none,
        every candidate."""
        out = self._candidates(a, ctx, wounded)
        t = a["target"]
        if not out:
            return []
        if t.startswith("choose"):
            if full is not None:
                out = [sv for sv in out if full(sv)] or out
            if len(out) == 1:
                return out
            pick = yield from self._ask(self._chooser(ctx), "target", "choose a survivor",
                                        [made.PickSurvivor(sv.id) for sv in out], effect=effect,
                                        source=ctx.source)
            return [self.survivors[pick.survivor]]
        if t == "lowest_colony":
            return [(yield from self._lowest(out, "survivor affected"))]
        return out

    def _place_barricades(self, place: str, count: int, chooser: int, up_to: bool = False):
        p = self.places[place]
        for k in range(count):
            free = [i + 1 for i, e in enumerate(p.entrances) if e.free]
            if not free:
                break
            if k and up_to and not (yield from self._one_more(chooser, "barricade", place=place)):
                break
            if len(free) == 1 or len(p.entrances) == 1:
                ent = free[0]
            else:
                pick = yield from self._ask(chooser, "entrance", "choose the entrance to barricade",
                                            [made.PickEntrance(i) for i in free])
                ent = pick.entrance
            p.entrances[ent - 1].b += 1
            self._emit("barricaded", place=place, entrance=ent)

    def _clean_waste(self, n: int) -> None:
        n = min(n, len(self.waste))
        if n:
            gone = self.waste[-n:]
            del self.waste[-n:]
            self.removed.extend(gone)
            self._emit("waste_cleaned", count=n)

    def _to_waste(self, seat: int | None, card: str) -> None:
        """A played card (or one spent as an ability's input) goes to the Waste; an exiled
        player's leaves the game instead (C-15.4). Discarded cards always go to the Waste."""
        if seat is not None and self.seats[seat].exiled:
            self.removed.append(card)
        else:
            self.waste.append(card)

    # ------------------------------------------------------------------ ableness (C-9.3)
    def _able(self, ops, ctx: Ctx) -> bool:
        """C-9.3: an option is able when each of its ops can be done in full, reading every
        argument of the op (counts, targets, places, sources); ``if_able`` ops never block."""
        return all(op.args.get("if_able") or self._op_able(op, ctx) for op in ops)

    def _choosable(self, options, ctx: Ctx) -> list:
        """The indexes of the options a player may pick (C-9.3): those that can be done in
        full; when none can, any that C-13.2 allows, done as far as it goes."""
        able = [i for i, ops in enumerate(options) if self._able(ops, ctx)]
        if not able:
            able = [i for i, ops in enumerate(options) if not self._adds_blocked_in(ops, ctx)]
        return able or list(range(len(options)))

    def _adds_blocked(self, op, ctx: Ctx) -> bool:
        """C-13.2/C-23.13: an op that would add a survivor or helpless survivors while nobody
        can join (no empty Colony space; for an exiled player's survivor, no open Location)."""
        seat = ctx.seat
        exiled = seat is not None and self.seats[seat].exiled
        if op.name == "add_survivor":
            if not self.survivor_deck:
                return True
            return not self._open_places(exclude_colony=True) if exiled else not self.has_space("colony")
        if op.name == "add_helpless":
            return not exiled and not self.has_space("colony")   # C-15.4: the exiled add none
        return False

    def _adds_blocked_in(self, ops, ctx: Ctx) -> bool:
        """C-13.2 for a card's whole text: blocked when an op it will run would add (helpless)
        survivors that cannot join. A choice is blocked only when every branch is — otherwise
        just that branch is unavailable (``_choosable``); an ``if`` by the branch that holds
        now; a vote when either outcome is, since either may happen."""
        if not may_add_survivors(ops):
            return False   # most texts add nobody at all: nothing to look at
        for op in ops:
            if op.args.get("if_able"):
                continue
            a, name = op.args, op.name
            if name in ("add_helpless", "add_survivor"):
                blocked = self._adds_blocked(op, ctx)
            elif name == "choose":
                blocked = all(self._adds_blocked_in(o, ctx) for o in a["options"])
            elif name == "if":
                blocked = self._adds_blocked_in(
                    a["then"] if self._conds_hold(a["cond"], ctx) else a["else"], ctx)
            elif name == "vote":
                blocked = self._adds_blocked_in(a["yes"], ctx) or self._adds_blocked_in(a["no"], ctx)
            elif name == "each_player":
                blocked = any(self._adds_blocked_in(a["ops"], self._player_ctx(i, ctx))
                              for i in self._each_player_seats())
            else:
                blocked = False
            if blocked:
                return True
        return False

    def _each_player_seats(self) -> list:
        return [i for i in self._seat_order()
                if not self.seats[i].exiled and not self.seats[i].eliminated]

    @staticmethod
    def _player_ctx(i: int, ctx: Ctx) -> Ctx:
        return Ctx(i, None, ctx.place, ctx.card, ctx.source)

    def _places_now(self, where: str, ctx: Ctx) -> list:
        """The places a ``where`` names, without asking (``choose``: every place)."""
        if where == "here":
            return [self._here(ctx)]
        if where == "each_location":
            return list(S.LOCATIONS)
        if where == "choose":
            return list(S.PLACES)
        return [where]

    def _where_able(self, where: str, ctx: Ctx, test) -> bool:
        """An op at a ``where`` in full: at the one place it names, at one place the player may
        choose, or at every Location for ``each_location``."""
        places = self._places_now(where, ctx)
        return all(map(test, places)) if where == "each_location" else any(map(test, places))

    def _lure_sources(self, sv, a, ctx: Ctx) -> list:
        """C-23.4: the places a lure may take zombies from: one other place with zombies,
        within the op's ``where`` (``choose`` and ``here``: any)."""
        sources = [p for p in S.PLACES if p != sv.place and self.places[p].zombies]
        if a["where"] not in ("choose", "here"):
            allowed = self._places_now(a["where"], ctx)
            sources = [p for p in sources if p in allowed]
        return sources

    def _move_dests(self, sv, to: str, ctx: Ctx) -> list:
        dest = self._move_places(sv)
        if to == "choose":
            return dest
        wanted = self._places_now(to, ctx)
        return [p for p in dest if p in wanted]

    def _op_able(self, op, ctx: Ctx) -> bool:
        a, name = op.args, op.name
        places = self.places
        if name in ("add_helpless", "add_survivor"):
            if self._adds_blocked(op, ctx):   # C-13.2
                return False
            if name == "add_helpless" and not (ctx.seat is not None and self.seats[ctx.seat].exiled):
                return places["colony"].spaces - self.occupants("colony") >= a["count"]
            return True
        if name == "food":
            return a["amount"] >= 0 or self.food >= -a["amount"]
        if name == "starvation":
            return a["amount"] >= 0 or self.starvation >= -a["amount"]
        if name == "rounds":
            return a["amount"] >= 0 or self.rounds + a["amount"] >= 1
        if name == "kill_helpless":
            return self.helpless >= a["count"]
        if name == "clean_waste":
            return len(self.waste) >= a["count"]
        if name == "discard":
            return all(len(self.seats[i].hand) >= a["count"] for i in self._who(a["who"], ctx))
        if name in ("lose_dice", "raise_die", "reroll"):
            dice = self.seats[self._chooser(ctx)].dice
            if name == "lose_dice":
                return len(dice) >= a["count"]
            if name == "raise_die":
                return any(v + a["amount"] <= 6 for v in dice)
            return bool(dice)
        if name in ("draw_items", "remove_zombies", "barricade", "remove_barricades", "noise"):
            return self._where_able(a["where"], ctx, lambda p: self._place_full(name, a, p))
        if name in ("kill_zombies", "heal", "wound", "exposure", "kill_survivor", "remove_survivor",
                    "move", "lure"):
            t = a["target"]
            # a lure's ``where`` is its source, not a filter on the target (C-23.4)
            cands = self._candidates({**a, "where": None} if name == "lure" else a, ctx,
                                     wounded=(name == "heal"))
            if not cands:
                return False
            if name == "kill_zombies":
                if t.startswith("all_"):   # each target kills its count where it stands
                    need: dict = {}
                    for sv in cands:
                        need[sv.place] = need.get(sv.place, 0) + a["count"]
                    return all(places[p].zombies >= k for p, k in need.items())
                return any(places[sv.place].zombies >= a["count"] for sv in cands)
            test = self._target_full(name, a, ctx)
            if test is None:
                return True
            return all(map(test, cands)) if t.startswith("all_") else any(map(test, cands))
        if name == "choose":
            return any(self._able(o, ctx) for o in a["options"])
        if name == "if":
            return self._able(a["then"] if self._conds_hold(a["cond"], ctx) else a["else"], ctx)
        if name == "each_player":
            return all(self._able(a["ops"], self._player_ctx(i, ctx)) for i in self._each_player_seats())
        return True   # morale, add_zombies, gain_die, vote: always carried out

    # ------------------------------------------------------------------ conditions
    def _conds_hold(self, conds, ctx: Ctx) -> bool:
        return all(self._cond(c, ctx) for c in conds)

    def _cond(self, c, ctx: Ctx) -> bool:
        a, name = c.args, c.name
        if name == "not":
            return not self._conds_hold(a["cond"], ctx)
        if name == "any":
            return any(self._cond(x, ctx) for x in a["cond"])
        if name in ("main_complete",):
            return self._main_done() == a["value"]
        if name == "exiled":
            return ctx.seat is not None and self.seats[ctx.seat].exiled == a["value"]
        if name == "exiles":
            return self.exiles >= a["min"]
        if name == "most":
            if ctx.seat is None:
                return False
            mine = self._measure(a["of"], ctx.seat)
            return all(mine > self._measure(a["of"], s.i) for s in self.seats
                       if s.i != ctx.seat and not s.eliminated)
        if name == "wounded":
            return ctx.seat is not None and any(sv.hurt >= a["min"] for sv in self.own(ctx.seat))
        if name == "kills":
            return ctx.seat is not None and self.seats[ctx.seat].kills >= a["min"]
        if name == "main_pile":
            sym = a["symbol"]
            n = sum(1 for x in self.main_pile if sym is None or self.card_def[x].symbol == sym)
            return n >= a["min"]
        value = self._cond_value(name, a, ctx)
        if value is None:
            return False
        lo, hi = a.get("min"), a.get("max")
        return (lo is None or value >= lo) and (hi is None or value <= hi)

    def _cond_value(self, name: str, a, ctx: Ctx):
        seat = ctx.seat
        if name == "morale":
            return self.morale
        if name == "food":
            return self.food
        if name == "rounds":
            return self.rounds
        if name == "waste":
            return len(self.waste)
        if name == "starvation":
            return self.starvation
        if name == "helpless":
            return self.helpless
        if name == "population":
            return self.population
        if name == "colony_kills":   # C-23.7: zombies killed (not removed) by every player
            return sum(s.kills for s in self.seats)
        if name == "occupied":       # Locations (not the Colony) where a survivor stands
            return sum(1 for p in S.LOCATIONS if any(sv.place == p for sv in self.survivors.values()))
        if name == "lost":           # survivors killed or removed from the game (C-14)
            return len(self.dead)
        if name in ("zombies", "barricades", "noise"):
            where = a["where"]
            if where == "here":
                where = self._here(ctx)
            places = S.PLACES if where == "any" else (where,)
            attr = {"zombies": "zombies", "barricades": "barricades", "noise": "noise"}[name]
            return sum(getattr(self.places[p], attr) for p in places)
        if seat is None:
            return None
        if name == "hand_size":
            return len(self.seats[seat].hand)
        if name == "hand_symbol":
            return sum(1 for x in self.seats[seat].hand if self.card_def[x].symbol == a["symbol"])
        if name == "equipped":
            sym = a.get("symbol")
            return sum(1 for sv in self.own(seat) for x in sv.equipped
                       if sym is None or self.card_def[x].symbol == sym)
        if name == "survivors":
            where = a.get("where")
            if where == "here":
                where = self._here(ctx)
            return sum(1 for sv in self.own(seat) if where in (None, "any") or sv.place == where)
        if name == "hand_kinds":     # how many different symbols the cards in hand show
            return len({self.card_def[x].symbol for x in self.seats[seat].hand})
        if name == "leader_influence":
            lead = self.seats[seat].leader
            return self.survivors[lead].d.influence if lead in self.survivors else None
        raise AssertionError(name)

    def _measure(self, of: str, seat: int) -> int:
        s = self.seats[seat]
        if of == "hand_size":
            return len(s.hand)
        if of == "survivors":
            return len(self.own(seat))
        if of == "kills":
            return s.kills
        return sum(len(sv.equipped) for sv in self.own(seat))

    def _main_done(self) -> bool:
        if self._final_main is not None:
            return self._final_main
        return self._conds_hold(self.side.goal, Ctx(None))


_ADDERS = ("add_helpless", "add_survivor")


@by_identity(4096)
def may_add_survivors(ops) -> bool:
    """Whether a card text (``ops``) holds an op that adds (helpless) survivors anywhere in it,
    read once per text (texts are content: they never change)."""
    return _holds_adder(ops)


def _holds_adder(x) -> bool:
    if isinstance(x, Op):
        return x.name in _ADDERS or _holds_adder(x.args)
    if isinstance(x, dict):
        return any(_holds_adder(v) for v in x.values())
    if isinstance(x, (list, tuple)):
        return any(_holds_adder(v) for v in x)
    return False
