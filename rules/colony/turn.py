"""A player's turn: the legal actions (C-6, C-7) and what each one does."""
from __future__ import annotations

from rules.colony import actions as A
from rules.colony import schema as S
from rules.colony.content import walk_ops
from rules.colony.effects import Ctx

UNEXPLAINED = "the rules do not allow it in this situation"


class TurnMixin:
    def _turn(self, seat: int):
        """C-5.6 – C-5.8: crossroads draw, frostbite, then actions until the player ends."""
        self.active = seat
        self.turn_moved = set()
        self.turn_handed = set()
        self.turn_requested = False
        self.turn_exile_called = False
        self.turn_main_added = 0
        self._emit("turn", seat=seat)
        self._xr_draw(seat)   # C-23.13/C-23.15: the draw comes before frostbite
        for sv in self.own(seat):
            if sv.frost:   # C-8.4: one wound per frostbitten survivor
                self._wound(sv, 1)
        yield from self._settle()
        self._xr_events = [("turn_start", None, None, None)]
        yield from self._xr_check()
        while not self.seats[seat].eliminated:
            # computed when asked for, so a staged position (tests) is always read afresh
            a = yield from self._ask(seat, "turn", "take an action or end your turn",
                                     lambda: self._turn_actions(seat))
            if isinstance(a, A.EndTurn):
                break
            self._xr_events = []
            yield from getattr(self, "_do_" + type(a).__name__)(seat, a)
            yield from self._settle()
            yield from self._xr_check()
        self._xr_end_turn()
        self._emit("turn_end", seat=seat)

    # ------------------------------------------------------------------ legal actions
    def _turn_actions(self, seat: int) -> list:
        s = self.seats[seat]
        acts: list = []
        dice = sorted(set(s.dice))
        mine = self.own(seat)
        places = self.places
        for sv in mine:
            p = places[sv.place]
            here = sv.place
            if dice:
                atk = self.attack_threshold(sv)
                ok = [v for v in dice if v >= atk]
                if ok and p.zombies:
                    for ei, e in enumerate(p.entrances):
                        if e.z:
                            acts.extend(A.Attack(sv.id, v, ei + 1) for v in ok)
                if ok:
                    for t in self.survivors.values():
                        if t.place == here and t.owner != seat:
                            acts.extend(A.AttackSurvivor(sv.id, v, t.id) for v in ok)
                if here != "colony" and p.deck:
                    srch = self.search_threshold(sv)
                    acts.extend(A.Search(sv.id, v) for v in dice if v >= srch)
                if p.free_entrance_spaces:
                    for ei, e in enumerate(p.entrances):
                        if e.free:
                            acts.extend(A.Barricade(sv.id, v, ei + 1) for v in dice)
                    for src in S.PLACES:
                        if src != here and places[src].zombies:
                            acts.extend(A.Lure(sv.id, v, src) for v in dice)
            ab = sv.d.ability
            if ab and self._ability_ready(sv, ab, sv.id, Ctx(seat, sv.id, here)):
                acts.extend(self._ability_uses(sv, dice, s.hand))
            for card in sv.equipped:
                item = self.card_def[card]
                eab = item.equip_ability
                if eab and self._ability_ready(sv, eab, card, Ctx(seat, sv.id, here, card)):
                    if eab.cost:
                        acts.extend(A.UseItem(card, v) for v in dice if v >= eab.cost)
                    else:
                        acts.append(A.UseItem(card, 0))
                if not s.exiled and card not in self.gifted:   # C-7.8: never a requested card
                    acts.append(A.Contribute(card))
                if card not in self.turn_handed:
                    for t in self.survivors.values():
                        if t.place == here and t.id != sv.id:
                            acts.append(A.HandOff(card, t.id))
            if sv.id not in self.turn_moved:
                acts.extend(A.Move(sv.id, to) for to in self._move_places(sv))
        if dice and self.waste and any(sv.place == "colony" for sv in mine):
            acts.extend(A.CleanWaste(v) for v in dice)
        if not s.exiled and self.food:
            acts.extend(A.SpendFood(v) for v in dice if v < 6)
        accepts = self.side.accepts
        seen = set()
        for card in s.hand:
            item = self.card_def[card]
            if item.id in seen:   # identical copies give identical actions; offer one of them
                continue
            seen.add(item.id)
            if item.play is not None:
                if self._playable(seat, item):
                    acts.append(A.Play(card))
                if s.exiled and item.symbol == "food":
                    acts.extend(A.PlayFoodAsDie(card, v) for v in dice if v < 6)
            elif mine:
                acts.extend(A.Equip(card, sv.id) for sv in mine)
            if not s.exiled:
                acts.append(A.Contribute(card))
            if item.symbol in accepts and not (self.side.non_starting and item.starting) \
                    and not (self.side.per_turn and self.turn_main_added >= self.side.per_turn):
                acts.append(A.ContributeMain(card))
        if not self.turn_requested and any(self.seats[i].hand for i in range(self.n) if i != seat):
            acts.append(A.Request())
        if self.options.mode == "competitive" and not self.turn_exile_called:
            acts.extend(A.CallExile(t.i) for t in self.seats
                        if t.i != seat and not t.exiled and not t.eliminated)
        acts.append(A.EndTurn())
        return acts

    def _ability_uses(self, sv, dice, cards) -> list:
        """UseAbility actions for a ready ability: one per die value that pays its cost (C-6.15),
        and, for an ability with an input (C-23.10), per distinct card of that symbol."""
        ab = sv.d.ability
        values = [v for v in dice if v >= ab.cost] if ab.cost else [0]
        if ab.input is None:
            return [A.UseAbility(sv.id, v) for v in values]
        spendable: dict = {}   # identical copies give identical actions: offer one of each
        for c in cards:
            if self.card_def[c].symbol == ab.input:
                spendable.setdefault(self.card_def[c].id, c)
        return [A.UseAbility(sv.id, v, c) for c in spendable.values() for v in values]

    def _move_places(self, sv) -> list:
        exiled = self.seats[sv.owner].exiled
        return [p for p in S.PLACES if p != sv.place and self.has_space(p)
                and not (exiled and p == "colony")]   # OPEN-C-23

    def _ability_ready(self, sv, ab, key: str, ctx: Ctx) -> bool:
        if ab.once_per_round and key in self.round_used:
            return False
        if ab.locations and sv.place not in ab.locations:
            return False
        return self._able_to_start(ab.ops, ctx)

    def _playable(self, seat: int, item) -> bool:
        """C-13.2: a card that adds (helpless) survivors needs room; other cards always play."""
        return self._able_to_start(item.play, Ctx(seat))

    def _able_to_start(self, ops, ctx: Ctx) -> bool:
        """C-13.2: no card that would add (helpless) survivors while the Colony is full —
        wherever in the card the adding op stands."""
        for op in walk_ops(ops):
            if op.name in ("add_helpless", "add_survivor") and not op.args.get("if_able"):
                if not self._op_able(op, ctx):
                    return False
        return True

    # ------------------------------------------------------------------ die actions (C-6)
    def _spend(self, seat: int, value: int) -> None:
        s = self.seats[seat]
        s.dice.remove(value)
        s.used += 1

    def _do_Attack(self, seat, a):
        self._spend(seat, a.die)
        sv = self.survivors[a.survivor]
        self._emit("attack", survivor=sv.id, die=a.die, place=sv.place)
        place = sv.place
        yield from self._kill_zombie(place, a.entrance, sv)
        self._xr_events.append(("attack_zombie", place, None, sv.id))

    def _do_AttackSurvivor(self, seat, a):
        """C-6.4: re-roll the spent die; at most the target's Attack: wound and a random card."""
        self._spend(seat, a.die)
        sv, t = self.survivors[a.survivor], self.survivors[a.target]
        roll = self.rng.d6()
        hit = roll <= t.d.attack
        self._emit("attack_survivor", survivor=sv.id, target=t.id, die=a.die, roll=roll, hit=hit)
        if hit:
            victim = self.seats[t.owner]
            if victim.hand:   # OPEN-C-7: no card to take, the wound still lands
                card = victim.hand.pop(self.rng.pick(len(victim.hand)))
                self.seats[seat].hand.append(card)
                self._emit("card_taken", frm=t.owner, to=seat)
                self._emit("card_taken_id", seats=(seat, t.owner), card=card)
            self._wound(t, 1)
        self._xr_events.append(("attack_survivor", sv.place, None, sv.id))
        return
        yield

    def _do_Search(self, seat, a):
        """C-6.7 – C-6.10 with OPEN-C-8 and C-23.9."""
        self._spend(seat, a.die)
        sv = self.survivors[a.survivor]
        p = self.places[sv.place]
        first = 1 + self._mods(sv).search_extra
        drawn = [p.deck.pop() for _ in range(min(first, len(p.deck)))]
        self.limbo.extend(drawn)
        self._emit("search", survivor=sv.id, place=p.id)
        self._emit("searched", seats=(seat,), cards=list(drawn))
        while p.noise < 4 and p.deck:
            c = yield from self._ask(seat, "search", "make noise for another card, or stop",
                                     [A.MakeNoise(), A.StopSearch()], place=p.id, drawn=len(drawn))
            if isinstance(c, A.StopSearch):
                break
            p.noise += 1
            card = p.deck.pop()
            drawn.append(card)
            self.limbo.append(card)
            self._emit("noise", place=p.id, value=p.noise)
            self._emit("searched", seats=(seat,), cards=[card])
        keep = drawn[0]
        if len(drawn) > 1:
            k = yield from self._ask(seat, "keep", "keep one searched card",
                                     [A.Keep(c) for c in drawn])
            keep = k.card
        rest = [c for c in drawn if c != keep]
        while len(rest) > 1:   # C-23.9: the searcher orders the bottom cards
            b = yield from self._ask(seat, "bottom", "put a card on the bottom of the deck",
                                     [A.Bottom(c) for c in rest])
            rest.remove(b.card)
            self.limbo.remove(b.card)
            p.deck.insert(0, b.card)
        if rest:
            p.deck.insert(0, rest[0])
        self.limbo = [c for c in self.limbo if c not in drawn]
        self.seats[seat].hand.append(keep)
        self._emit("kept", seat=seat, place=p.id, returned=len(drawn) - 1)
        self._xr_events.append(("search", p.id, None, sv.id))

    def _do_Barricade(self, seat, a):
        self._spend(seat, a.die)
        sv = self.survivors[a.survivor]
        p = self.places[sv.place]
        p.entrances[a.entrance - 1].b += 1
        self._emit("barricaded", place=p.id, entrance=a.entrance)
        extra = self._mods(sv).barricade_extra
        if extra:
            yield from self._place_barricades(p.id, extra, seat)
        self._xr_events.append(("barricade", p.id, None, sv.id))

    def _do_CleanWaste(self, seat, a):
        self._spend(seat, a.die)
        self._clean_waste(3)
        self._xr_events.append(("clean_waste", "colony", None, None))
        return
        yield

    def _do_Lure(self, seat, a):
        self._spend(seat, a.die)
        sv = self.survivors[a.survivor]
        yield from self._lure(sv, a.source, 2, ask_stop=True)
        self._xr_events.append(("lure", sv.place, None, sv.id))

    def _lure(self, sv, source: str, count: int, ask_stop: bool = True):
        """C-23.4: zombies from one source into empty entrance spaces at the survivor's place."""
        src, dst = self.places[source], self.places[sv.place]
        moved = 0
        while moved < count and src.zombies and dst.free_entrance_spaces:
            opts = [A.LureZombie(ti + 1, pi + 1) for ti, te in enumerate(src.entrances) if te.z
                    for pi, pe in enumerate(dst.entrances) if pe.free]
            opts.append(A.LureStop())
            c = yield from self._ask(sv.owner, "lure", "choose a zombie to lure, or stop", opts,
                                     source=source, place=sv.place)
            if isinstance(c, A.LureStop):
                break
            src.entrances[c.take - 1].z -= 1
            dst.entrances[c.put - 1].z += 1
            moved += 1
            self._emit("lured", frm=source, to=sv.place, take=c.take, put=c.put)

    def _do_UseAbility(self, seat, a):
        if a.spend:
            self.seats[seat].hand.remove(a.spend)
        yield from self._use_ability(seat, a)

    def _use_ability(self, seat, a):
        """C-6.15; the input card (C-23.10), already out of the hand, is shown while the effect
        resolves and then goes to the Waste as a played card would (out of the game for an
        exiled player, C-15.4)."""
        sv = self.survivors[a.survivor]
        ab = sv.d.ability
        if a.die:
            self._spend(seat, a.die)
        if ab.once_per_round:
            self.round_used.add(sv.id)
        if a.spend:
            self.limbo.append(a.spend)
            self._emit("ability", survivor=sv.id, die=a.die, spent=a.spend)
        else:
            self._emit("ability", survivor=sv.id, die=a.die)
        place = sv.place
        yield from self._run_ops(ab.ops, Ctx(seat, sv.id, place, source=sv.id))
        if a.spend:
            self.limbo.remove(a.spend)
            self._to_waste(seat, a.spend)
        self._xr_events.append(("ability", place, None, sv.id))

    # ------------------------------------------------------------------ free actions (C-7)
    def _do_Play(self, seat, a):
        s = self.seats[seat]
        s.hand.remove(a.card)
        yield from self._play_card(seat, a.card)

    def _play_card(self, seat: int, card: str):
        """C-7.1: the card resolves, then goes to the Waste (or out of the game, C-15.4)."""
        item = self.card_def[card]
        self.limbo.append(card)
        self._emit("played", seat=seat, card=card)
        yield from self._run_ops(item.play, Ctx(seat, None, None, card, card))
        self.limbo.remove(card)
        self._to_waste(seat, card)
        self._xr_events.append(("play", None, item.symbol, None))

    def _do_PlayFoodAsDie(self, seat, a):
        s = self.seats[seat]
        s.hand.remove(a.card)
        self.removed.append(a.card)   # an exiled player's played card leaves the game
        s.dice.remove(a.die)
        s.dice.append(a.die + 1)
        s.dice.sort()
        self._emit("played_as_die", seat=seat, card=a.card, frm=a.die, to=a.die + 1)
        self._xr_events.append(("play", None, "food", None))
        return
        yield

    def _do_Equip(self, seat, a):
        self.seats[seat].hand.remove(a.card)
        self.survivors[a.survivor].equipped.append(a.card)
        self._emit("equipped", seat=seat, card=a.card, survivor=a.survivor)
        self._xr_events.append(("equip", self.survivors[a.survivor].place,
                                self.card_def[a.card].symbol, a.survivor))
        return
        yield

    def _do_UseItem(self, seat, a):
        sv = next(x for x in self.own(seat) if a.card in x.equipped)
        ab = self.card_def[a.card].equip_ability
        if a.die:
            self._spend(seat, a.die)
        if ab.once_per_round:
            self.round_used.add(a.card)   # C-23.11: the used state stays with the card
        self._emit("item_used", survivor=sv.id, card=a.card, die=a.die)
        place = sv.place
        yield from self._run_ops(ab.ops, Ctx(seat, sv.id, place, a.card, a.card))
        self._xr_events.append(("ability", place, self.card_def[a.card].symbol, sv.id))

    def _do_Contribute(self, seat, a):
        s = self.seats[seat]
        if a.card in s.hand:
            s.hand.remove(a.card)
        else:
            sv = next(x for x in self.own(seat) if a.card in x.equipped)
            sv.equipped.remove(a.card)
        self.crisis_pile.append((a.card, seat))
        self._emit("contributed", seat=seat, count=len(self.crisis_pile))
        self._emit("contributed_card", seats=(seat,), card=a.card)
        self._xr_events.append(("contribute", None, self.card_def[a.card].symbol, None))
        return
        yield

    def _do_ContributeMain(self, seat, a):
        self.seats[seat].hand.remove(a.card)
        self.main_pile.append(a.card)
        self.turn_main_added += 1
        self._emit("objective_card", seat=seat, card=a.card)
        return
        yield

    def _do_Move(self, seat, a):
        sv = self.survivors[a.survivor]
        self.turn_moved.add(sv.id)
        yield from self._move(sv, a.to)
        if sv.id in self.survivors:   # C-23.13: a survivor that died moving does not trigger
            self._xr_events.append(("move", a.to, None, sv.id))

    def _do_SpendFood(self, seat, a):
        s = self.seats[seat]
        self.food -= 1
        s.dice.remove(a.die)
        s.dice.append(a.die + 1)
        s.dice.sort()
        self._emit("food_spent", seat=seat, frm=a.die, to=a.die + 1, food=self.food)
        self._xr_events.append(("spend_food", None, None, None))
        return
        yield

    def _do_HandOff(self, seat, a):
        """C-7.10/C-23.11: the receiver's controller must agree when it is another player."""
        giver = next(x for x in self.own(seat) if a.card in x.equipped)
        to = self.survivors[a.to]
        if to.owner != seat:
            c = yield from self._ask(to.owner, "consent", "accept the handed-off item?",
                                     [A.Ballot(True), A.Ballot(False)], card=a.card, survivor=a.to)
            if not c.yes:
                self._emit("handoff_refused", card=a.card, survivor=a.to)
                self.turn_handed.add(a.card)
                return
        giver.equipped.remove(a.card)
        to.equipped.append(a.card)
        self.turn_handed.add(a.card)
        self._emit("handed_off", card=a.card, frm=giver.id, to=to.id)

    def _do_Request(self, seat, a):
        yield from self._request(seat)
        self._xr_events.append(("request", None, None, None))

    def _do_CallExile(self, seat, a):
        self.turn_exile_called = True
        yield from self._exile_vote(seat, a.target)
        self._xr_events.append(("exile_vote", None, None, None))

    # ------------------------------------------------------------------ explanations
    def _explain(self, action, d) -> str:
        """Why an action of the right kind is still not legal: a reason a player can read."""
        seat = self.seats[d.seat]
        die = getattr(action, "die", None)
        if die and die not in seat.dice:
            return f"you have no unused die showing {die}"
        sid = getattr(action, "survivor", None)
        if sid is not None and d.kind == "turn":
            sv = self.survivors.get(sid)
            if sv is None:
                return f"{sid} is not a survivor in play"
            if sv.owner != d.seat:
                return f"{sid} is not your survivor"
            if isinstance(action, A.Move) and sid in self.turn_moved:
                return f"{sid} has already moved this turn"
            if die and isinstance(action, (A.Attack, A.AttackSurvivor)) and die < self.attack_threshold(sv):
                return f"{sid} needs a die of {self.attack_threshold(sv)} or more to attack"
            if die and isinstance(action, A.Search) and die < self.search_threshold(sv):
                return f"{sid} needs a die of {self.search_threshold(sv)} or more to search"
            if isinstance(action, A.UseAbility):
                ab = sv.d.ability
                if ab is None:
                    return f"{sid} has no ability to use"
                if ab.input and not action.spend:
                    return f"{sid}'s ability needs a {ab.input} card as its input"
                if action.spend and (ab.input is None or action.spend not in seat.hand
                                     or self.card_def[action.spend].symbol != ab.input):
                    return (f"{sid}'s ability takes no input card" if ab.input is None
                            else f"{sid}'s ability needs a {ab.input} card from your hand")
        card = getattr(action, "card", None)
        if card is not None and d.kind == "turn" and card not in seat.hand and not any(
                card in sv.equipped for sv in self.own(d.seat)):
            return f"you do not hold {card}"
        if isinstance(action, A.Request) and self.turn_requested:
            return "you have already made a request this turn"
        if isinstance(action, A.CallExile) and self.turn_exile_called:
            return "you have already called an exile vote this turn"
        return UNEXPLAINED

