"""A player's turn: the legal actions (C-6, C-7) and what each one does."""
from __future__ import annotations

from bisect import bisect_left

from rules.colony import actions as A
from rules.colony import schema as S
from rules.colony.actions import each, joined, made, per_die, per_die_at
from rules.colony.effects import Ctx, may_add_survivors
from rules.colony.mechanics import NO_MODS
from rules.core.errors import Reason

UNEXPLAINED = "the rules do not allow it in this situation"
_FIRST = (1,)   # the one entrance of a Location


class TurnMixin:
    def _turn(self, seat: int):
        """C-5.6 – C-5.8: crossroads draw, frostbite, then actions until the player ends."""
        self.active = seat
        self.turn_moved = set()
        self.turn_handed = set()
        self.turn_requested = set()   # the seats asked by a Request this turn (C-7.8)
        self.turn_exile_called = False
        self.turn_main_added = 0
        self._emit("turn", seat=seat)
        self._xr_events = []
        self._xr_draw(seat)   # C-23.13/C-23.15: the draw comes before frostbite
        for sv in self.own(seat):
            if sv.frost:   # C-8.4: one wound per frostbitten survivor
                self._wound(sv, 1)
        yield from self._settle()
        # C-23.13: a frostbite death recorded above can trigger the card drawn before it
        self._xr_events.append(("turn_start", None, None, None))
        yield from self._xr_check()
        yield from self._take_actions(seat)

    def _take_actions(self, seat: int):
        """C-5.7/C-5.8: the actions of a turn, in any order, until the player ends it (a test
        position starts a turn here: rules/colony/position.py)."""
        while not self.seats[seat].eliminated:
            # computed when asked for, so a staged position (tests) is always read afresh;
            # the rest of the game from here is rebuilt from the state alone (a copy, issue 18)
            self._resumable("_rest_of_game")
            a = yield from self._ask(seat, "turn", "take an action or end your turn",
                                     lambda: self._turn_actions(seat))
            if isinstance(a, A.EndTurn):
                break
            self._xr_events = []
            yield from getattr(self, "_do_" + type(a).__name__)(seat, a)
            if self._to_settle:   # (most actions leave no seat to settle)
                yield from self._settle()
            if self.xr_held:   # (no crossroads card waiting: nothing to check)
                yield from self._xr_check()
        self._xr_end_turn()
        self._emit("turn_end", seat=seat)

    # ------------------------------------------------------------------ legal actions
    def _turn_actions(self, seat: int) -> list:
        s = self.seats[seat]
        acts: list = []
        dice = tuple(sorted(set(s.dice)))   # ascending: the dice of at least v are a tail
        exiled = s.exiled
        places = self.places
        # read once for the whole list: who stands where (``mine`` in the survivors' order), and
        # at each place of the seat's survivors, the survivors' ids, those of other players, the
        # entrances holding zombies and those with an empty space. Loops, not comprehensions:
        # each comprehension is a call in CPython 3.11, and this listing is made at every
        # decision of a turn.
        at: dict = {}
        mine = []
        for sv in self.survivors.values():
            pid = sv.place
            if pid in at:
                at[pid].append(sv)
            else:
                at[pid] = [sv]
            if sv.owner == seat:
                mine.append(sv)
        ids_at, others_at = {}, {}
        zombies_at, free_at = {}, {}
        for sv in mine:   # (only where the seat's own survivors stand: the rest is never read)
            pid = sv.place
            if pid in ids_at:
                continue
            ids, others = [], []
            for t in at[pid]:
                ids.append(t.id)
                if t.owner != seat:
                    others.append(t.id)
            ids_at[pid] = ids
            others_at[pid] = others
            ents = places[pid].entrances
            if len(ents) == 1:   # a Location
                e = ents[0]
                zombies_at[pid] = _FIRST if e.z else ()
                free_at[pid] = _FIRST if e.cap - e.z - e.b else ()   # e.free
            else:
                zs, fr = [], []
                i = 0
                for e in ents:
                    i += 1
                    if e.z:
                        zs.append(i)
                    if e.cap - e.z - e.b:
                        fr.append(i)
                zombies_at[pid] = zs
                free_at[pid] = fr
        # every place with zombies (lures) and with an empty survivor space (has_space), in the
        # places' order: the Colony, then the Locations (one entrance each)
        with_zombies, open_places = [], []
        colony = places["colony"]
        for e in colony.entrances:
            if e.z:
                with_zombies.append("colony")
                break
        here = at.get("colony")
        if (len(here) if here else 0) + self.helpless < colony.spaces:
            open_places.append("colony")
        for pid in S.LOCATIONS:
            p = places[pid]
            if p.entrances[0].z:
                with_zombies.append(pid)
            here = at.get(pid)
            if here is None or len(here) < p.spaces:
                open_places.append(pid)
        # C-7.6 (_move_places): an exiled player's survivors never enter the Colony (OPEN-C-23)
        dests = [x for x in open_places if x != "colony"] if exiled else open_places
        # read once for the whole listing (every survivor and card below asks them)
        card_def, gifted, handed, moved = self.card_def, self.gifted, self.turn_handed, self.turn_moved
        use_item, contribute = made.UseItem, made.Contribute
        for sv in mine:
            here, sid, d = sv.place, sv.id, sv.d
            if dice:
                # attack_threshold / search_threshold (dice are >= 1); most survivors carry
                # nothing, their passive alone (``_mods``' first answer)
                mods = self._mods(sv) if sv.equipped else d.passive or NO_MODS
                ok = dice[bisect_left(dice, d.attack + mods.attack):]
                if ok:
                    if zombies_at[here]:
                        acts += per_die_at(A.Attack, sid, ok, zombies_at[here])
                    if others_at[here]:
                        acts += per_die_at(A.AttackSurvivor, sid, ok, others_at[here])
                if here != "colony" and places[here].deck:
                    acts += per_die(A.Search, sid, dice[bisect_left(dice, d.search + mods.search):])
                if free_at[here]:
                    acts += per_die_at(A.Barricade, sid, dice, free_at[here])
                    if with_zombies:
                        acts += per_die_at(A.Lure, sid, dice, with_zombies, here)
            ab = d.ability
            if ab and self._ability_ready(sv, ab, sid, seat):
                acts += self._ability_uses(sv, dice, s.hand)
            for card in sv.equipped:
                eab = card_def[card].equip_ability
                if eab and self._ability_ready(sv, eab, card, seat, card):
                    if eab.cost:
                        acts += [use_item(card, v) for v in dice if v >= eab.cost]
                    else:
                        acts.append(use_item(card, 0))
                if not exiled and card not in gifted:   # C-7.8: never a requested card
                    acts.append(contribute(card))
                if card not in handed:
                    acts += joined(A.HandOff, card, ids_at[here], sid)
            if sid not in moved:
                acts += joined(A.Move, sid, dests, here)
        low = dice[:-1] if dice and dice[-1] == 6 else dice   # the dice a food token may raise
        if dice and self.waste and "colony" in ids_at:   # a survivor of the seat's in the Colony
            acts += each(A.CleanWaste, dice)
        if not exiled and self.food:
            acts += each(A.SpendFood, low)
        side = self.side
        accepts = side.accepts
        main_open = not (side.per_turn and self.turn_main_added >= side.per_turn)
        mine_ids = None   # made for the first card to equip
        seen = set()
        for card in s.hand:
            item = card_def[card]
            if item.id in seen:   # identical copies give identical actions; offer one of them
                continue
            seen.add(item.id)
            if item.play is not None:
                if self._playable(seat, item):
                    acts.append(made.Play(card))
                if exiled and item.symbol == "food":
                    acts += [made.PlayFoodAsDie(card, v) for v in low]
            elif mine:
                if mine_ids is None:
                    mine_ids = [sv.id for sv in mine]
                acts += joined(A.Equip, card, mine_ids)
            if not exiled:
                acts.append(contribute(card))
            if item.symbol in accepts and main_open and not (side.non_starting and item.starting):
                acts.append(made.ContributeMain(card))
        asked = self._request_targets(seat)
        if asked:
            acts += each(A.Request, tuple(asked))
        if not self.turn_exile_called and self.options.mode == "competitive":
            called = []   # C-7.12/C-23.12: another player in the game, not exiled
            for t in self.seats:
                if t.i != seat and not t.exiled and not t.eliminated:
                    called.append(t.i)
            if called:
                acts += each(A.CallExile, tuple(called))
        acts.append(made.EndTurn())
        return acts

    def _ability_uses(self, sv, dice, cards) -> tuple | list:
        """UseAbility actions for a ready ability: one per die value that pays its cost (C-6.15),
        and, for an ability with an input (C-23.10), per distinct card of that symbol. ``dice``:
        the seat's die values, each once, ascending."""
        ab = sv.d.ability
        if ab.input is None:   # (most abilities; ``dice`` ascend: those that pay are a tail)
            if ab.cost:
                return joined(A.UseAbility, sv.id, dice[bisect_left(dice, ab.cost):]) if dice else ()
            return (made.UseAbility(sv.id, 0),)
        values = tuple([v for v in dice if v >= ab.cost]) if ab.cost else (0,)
        spendable: dict = {}   # identical copies give identical actions: offer one of each
        for c in cards:
            if self.card_def[c].symbol == ab.input:
                spendable.setdefault(self.card_def[c].id, c)
        return [made.UseAbility(sv.id, v, c) for c in spendable.values() for v in values]

    def _move_places(self, sv) -> list:
        """C-7.6: the places with an empty survivor space (the turn listing reads them once for
        all its survivors, ``dests``)."""
        exiled = self.seats[sv.owner].exiled
        return [p for p in S.PLACES if p != sv.place and self.has_space(p)
                and not (exiled and p == "colony")]   # OPEN-C-23

    def _ability_ready(self, sv, ab, key: str, seat: int, card: str | None = None) -> bool:
        """C-6.15/C-23.11 and C-13.2: may ``seat`` use ``sv``'s ability ``ab`` (or the one of its
        equipped ``card``) now; ``key`` is what a once-per-round use is recorded under. The
        effect's context is made only for a text that may add survivors, the only check that
        reads it (a turn listing asks this for every survivor)."""
        if ab.once_per_round and key in self.round_used:
            return False
        if ab.locations and sv.place not in ab.locations:
            return False
        return not may_add_survivors(ab.ops) \
            or self._able_to_start(ab.ops, Ctx(seat, sv.id, sv.place, card))

    def _playable(self, seat: int, item) -> bool:
        """C-13.2: a card that adds (helpless) survivors needs room; other cards always play."""
        return not may_add_survivors(item.play) or self._able_to_start(item.play, Ctx(seat))

    def _able_to_start(self, ops, ctx: Ctx) -> bool:
        """C-13.2: no card that would add (helpless) survivors while the Colony is full. A
        choose-one card stays playable while one of its branches does not add: only the
        adding branch is then unavailable (``_choosable``)."""
        return not self._adds_blocked_in(ops, ctx)

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
        """C-6.4: re-roll the spent die; at most the target's Attack: wound, then a random card
        — in the seeds' order, so a wound that kills the controller's last survivor has taken
        the hand out of the game first (C-14.5) and there is no card to take. The target's Attack
        is its threshold as cards modify it, the same number it attacks with (docs/decisions.md)."""
        self._spend(seat, a.die)
        sv, t = self.survivors[a.survivor], self.survivors[a.target]
        roll = self.rng.d6()
        hit = roll <= self.attack_threshold(t)
        self._emit("attack_survivor", survivor=sv.id, target=t.id, die=a.die, roll=roll, hit=hit)
        if hit:
            self._wound(t, 1)
            victim = self.seats[t.owner]
            # OPEN-C-7: no card to take, the wound still lands; a wound that took the last
            # survivor has taken the hand too (C-14.5: its removal is settled after the action)
            if victim.hand and self.own(t.owner):
                card = victim.hand.pop(self.rng.pick(len(victim.hand)))
                self.seats[seat].hand.append(card)
                self._emit("card_taken", frm=t.owner, to=seat)
                self._emit("card_taken_id", seats=(seat, t.owner), card=card)
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
                                     [made.MakeNoise(), made.StopSearch()], place=p.id, drawn=len(drawn))
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
                                     [made.Keep(c) for c in drawn])
            keep = k.card
        rest = [c for c in drawn if c != keep]
        while len(rest) > 1:   # C-23.9: the searcher orders the bottom cards
            b = yield from self._ask(seat, "bottom", "put a card on the bottom of the deck",
                                     [made.Bottom(c) for c in rest])
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
        # who put it up, with what die (an effect's barricade says neither: effects.py)
        self._emit("barricaded", place=p.id, entrance=a.entrance, survivor=sv.id, die=a.die)
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
        # the action itself, before the zombies it moves (each "lured"): without it the log
        # told of a zombie lured with no word of who lured it, nor with what die
        self._emit("lure", survivor=sv.id, die=a.die, source=a.source, place=sv.place)
        yield from self._lure(sv, a.source, 2, ask_stop=True)
        self._xr_events.append(("lure", sv.place, None, sv.id))

    def _lure(self, sv, source: str, count: int, ask_stop: bool = True):
        """C-23.4: zombies from one source into empty entrance spaces at the survivor's place."""
        src, dst = self.places[source], self.places[sv.place]
        moved = 0
        while moved < count and src.zombies and dst.free_entrance_spaces:
            opts = [made.LureZombie(ti + 1, pi + 1) for ti, te in enumerate(src.entrances) if te.z
                    for pi, pe in enumerate(dst.entrances) if pe.free]
            opts.append(made.LureStop())
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
        yield from self._move(sv, a.to)   # the crossroads move event, C-23.13

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
                                     [made.Ballot(True), made.Ballot(False)], card=a.card, survivor=a.to)
            if not c.yes:
                self._emit("handoff_refused", card=a.card, survivor=a.to)
                self.turn_handed.add(a.card)
                return
        giver.equipped.remove(a.card)
        to.equipped.append(a.card)
        self.turn_handed.add(a.card)
        self._emit("handed_off", card=a.card, frm=giver.id, to=to.id)

    def _do_Request(self, seat, a):
        yield from self._request(seat, a.target)
        self._xr_events.append(("request", None, None, None))

    def _do_CallExile(self, seat, a):
        self.turn_exile_called = True
        yield from self._exile_vote(seat, a.target)
        self._xr_events.append(("exile_vote", None, None, None))

    # ------------------------------------------------------------------ explanations
    def _refusal(self, action, d) -> Reason:
        """Why ``action`` is refused now, naming the rule that refuses it (issue 7), with a code
        and params a table translates (issue 15)."""
        verbs = sorted({a.verb for a in self.legal_actions()})
        if action.verb in verbs or (d.kind == "turn" and action.verb in TURN_RULES):
            reason = self._explain(action, d) if d.kind == "turn" else self._explain_answer(action, d)
            return reason.within(f"'{action.text}' is not allowed now: {reason}")
        if action.verb in TURN_RULES:   # an action of a turn while something else is asked
            what = "it is an action of your own turn, taken only between other actions (C-17.3, C-17.4)"
        else:
            kind, rule = ANSWER_RULES.get(action.verb, ("", "C-17.4"))
            what = f"it answers the '{kind}' question ({rule})" if kind else f"({rule})"
        return Reason("not_now", f"seat {d.seat + 1} must now {d.prompt} "
                      f"({DECISION_RULES.get(d.kind, 'C-17.4')}); '{action.verb}' is not one of "
                      f"the choices: {what}; the choices: {', '.join(verbs)}", decision=d.kind)

    def _explain_answer(self, action, d) -> Reason:
        """A question inside an action answered with a choice it does not offer."""
        rule = DECISION_RULES.get(d.kind, "C-17.4")
        if d.kind == "give" and isinstance(action, A.Give):
            if action.card not in self.seats[d.seat].hand:
                return Reason("card.not_held", f"you do not hold {action.card} (C-7.8)",
                              card=action.card)
            return Reason("give.at_once", f"seat {d.info.get('requester', 0) + 1} could not use "
                          f"{action.card} at once: a given card is played, equipped or spent at "
                          f"once (C-23.10)", card=action.card)
        if d.kind in ("crossroads", "option") and isinstance(action, A.ChooseOption):
            return Reason("option.unable", f"option {action.n} cannot be carried out in full "
                          f"while another can, or the card has no such option (C-9.3)", n=action.n)
        offered = ", ".join(a.text for a in self.legal_actions()[:6])
        return Reason("not_offered", f"it is not one of the choices offered ({rule}): {offered}")

    def explain(self, action) -> Reason | None:
        """Why ``action`` would be refused now (a Reason with a code), or None when it is legal.
        The table uses it to say why a target it offers no click on is closed (issue 15)."""
        d = self.pending
        if d is None or self._match(action) is not None:
            return None
        return self._explain(action, d) if d.kind == "turn" else self._refusal(action, d)

    def survivor_blocks(self, sid: str) -> dict:
        """For a survivor of the seat to act in its turn: each of its own actions (attack, search,
        barricade, lure, ability, move) that no legal action offers now, with why — the first rule
        that stops it, tried with the seat's highest unused die (issue 15: a closed action says
        why). Actions that are open are left out."""
        d = self.pending
        sv = self.survivors.get(sid)
        if d is None or d.kind != "turn" or sv is None or sv.owner != d.seat:
            return {}
        seat = self.seats[d.seat]
        open_verbs = {a.verb for a in self.legal_actions() if getattr(a, "survivor", None) == sid}
        die = max(seat.dice, default=0)
        place = self.places[sv.place]
        out: dict = {}

        def needs_die(verb):
            if not seat.dice:
                out[verb] = Reason("dice.none", "you have no unused action die (C-6.1)")
                return True
            return False

        if "attack" not in open_verbs and not needs_die("attack"):
            if not place.zombies:
                out["attack"] = Reason("attack.no_zombie", f"there is no zombie at {sv.place} "
                                       f"(C-6.2)", place=sv.place)
            else:
                ent = next(i + 1 for i, e in enumerate(place.entrances) if e.z)
                out["attack"] = self._explain(made.Attack(sid, die, ent), d)
        if "search" not in open_verbs and not needs_die("search"):
            out["search"] = self._explain(made.Search(sid, die), d)
        if "barricade" not in open_verbs and not needs_die("barricade"):
            out["barricade"] = Reason("barricade.full", f"{sv.place} has no empty entrance space "
                                      f"(C-6.12)", place=sv.place)
        if sv.d.ability is not None and "ability" not in open_verbs:
            ab = sv.d.ability
            if ab.cost and not seat.dice:
                out["ability"] = Reason("dice.none", "you have no unused action die (C-6.1)")
            else:
                spend = next((c for c in seat.hand if ab.input
                              and self.card_def[c].symbol == ab.input), None)
                out["ability"] = self._explain(made.UseAbility(sid, die if ab.cost else 0, spend), d)
        if "move" not in open_verbs:
            if sid in self.turn_moved:
                out["move"] = self._why_Move(seat, made.Move(sid, sv.place), sv, None)
            else:
                out["move"] = Reason("move.nowhere", "no other place has an empty survivor space "
                                     "(C-7.6)")
        return {v: r for v, r in out.items() if r}

    def _explain(self, action, d) -> Reason:
        """Why a turn action is not legal: a reason a player can read, ending with its rule."""
        seat = self.seats[d.seat]
        rule = TURN_RULES.get(action.verb, "C-5.7")
        die = getattr(action, "die", None)
        if die and die not in seat.dice:
            return Reason("die.none", f"you have no unused die showing {die} (C-6.1)", die=die)
        sid = getattr(action, "survivor", None)
        sv = None
        if sid is not None:
            sv = self.survivors.get(sid)
            if sv is None:
                return Reason("survivor.not_in_play", f"{sid} is not a survivor in play ({rule})",
                              survivor=sid)
            if sv.owner != d.seat:
                return Reason("survivor.not_yours", f"{sid} is not your survivor ({rule})",
                              survivor=sid)
        card = getattr(action, "card", None)
        equipped_on = next((x for x in self.own(d.seat) if card in x.equipped), None)
        if card is not None and card not in seat.hand and equipped_on is None:
            return Reason("card.not_held", f"you do not hold {card} ({rule})", card=card)
        why = getattr(self, "_why_" + type(action).__name__, None)
        reason = why(seat, action, sv, equipped_on) if why else None
        return reason or Reason("unexplained", f"{UNEXPLAINED} ({rule})")

    # each returns the reason, or None when it finds none
    def _why_Attack(self, seat, a, sv, _):
        t = self.attack_threshold(sv)
        if a.die < t:
            return Reason("attack.die", f"{sv.id} needs a die of {t} or more to attack (C-6.2)",
                          survivor=sv.id, die=t)
        p = self.places[sv.place]
        if not 1 <= a.entrance <= len(p.entrances) or not p.entrances[a.entrance - 1].z:
            return Reason("attack.no_zombie_at", f"there is no zombie at entrance {a.entrance} of "
                          f"{sv.place} (C-6.2)", entrance=a.entrance, place=sv.place)
        return None

    def _why_AttackSurvivor(self, seat, a, sv, _):
        t = self.survivors.get(a.target)
        if t is None:
            return Reason("survivor.not_in_play", f"{a.target} is not a survivor in play (C-6.2)",
                          survivor=a.target)
        if t.owner == seat.i:
            return Reason("attack.own", "you may not attack your own survivors (C-6.5)")
        if t.place != sv.place:
            return Reason("attack.not_here", f"{a.target} is not at {sv.place} with {sv.id} "
                          f"(C-6.2)", target=a.target, place=sv.place, survivor=sv.id)
        if a.die < self.attack_threshold(sv):
            return Reason("attack.die", f"{sv.id} needs a die of {self.attack_threshold(sv)} or "
                          f"more to attack (C-6.2)", survivor=sv.id, die=self.attack_threshold(sv))
        return None

    def _why_Search(self, seat, a, sv, _):
        if sv.place == "colony":
            return Reason("search.colony", "nobody searches in the Colony (C-6.7)")
        if not self.places[sv.place].deck:
            return Reason("search.deck_empty", f"the {sv.place} deck is empty (C-6.11, OPEN-C-8)",
                          place=sv.place)
        if a.die < self.search_threshold(sv):
            return Reason("search.die", f"{sv.id} needs a die of {self.search_threshold(sv)} or "
                          f"more to search (C-6.7)", survivor=sv.id, die=self.search_threshold(sv))
        return None

    def _why_Barricade(self, seat, a, sv, _):
        p = self.places[sv.place]
        if not 1 <= a.entrance <= len(p.entrances) or not p.entrances[a.entrance - 1].free:
            return Reason("barricade.no_space", f"entrance {a.entrance} of {sv.place} has no empty "
                          f"space (C-6.12)", entrance=a.entrance, place=sv.place)
        return None

    def _why_CleanWaste(self, seat, a, sv, _):
        if not any(x.place == "colony" for x in self.own(seat.i)):
            return Reason("clean.no_survivor", "you need a survivor in the Colony to clean the "
                          "Waste (C-6.13, OPEN-C-9)")
        if not self.waste:
            return Reason("clean.empty", "the Waste is empty (C-6.13)")
        return None

    def _why_Lure(self, seat, a, sv, _):
        if a.source not in self.places or a.source == sv.place:
            return Reason("lure.source", f"a lure takes zombies from one other place than "
                          f"{sv.place} (C-23.4)", place=sv.place)
        if not self.places[a.source].zombies:
            return Reason("lure.none_at", f"there are no zombies at {a.source} to lure (C-23.4)",
                          place=a.source)
        if not self.places[sv.place].free_entrance_spaces:
            return Reason("lure.no_space", f"{sv.place} has no empty entrance space for a lured "
                          f"zombie (C-23.4)", place=sv.place)
        return None

    def _why_ability(self, sv, ab, key: str, die: int, ctx: Ctx):
        """What stops a survivor's or an equipped item's ability (C-6.15, C-23.11, C-13.2)."""
        if ab is None:
            return Reason("ability.none", f"{key} has no ability to use (C-6.15)", owner=key)
        if ab.once_per_round and key in self.round_used:
            return Reason("ability.used", f"{key}'s ability is used once per round and was used "
                          f"this round (C-6.15, C-23.11)", owner=key)
        if ab.locations and sv.place not in ab.locations:
            return Reason("ability.where", f"{key}'s ability works only at "
                          f"{', '.join(ab.locations)} (C-6.15)", owner=key, places=list(ab.locations))
        if ab.cost and die < ab.cost:
            return Reason("ability.die", f"{key}'s ability needs a die of {ab.cost} or more "
                          f"(C-6.15)", owner=key, die=ab.cost)
        if not ab.cost and die:
            return Reason("ability.free", f"{key}'s ability costs no die: use it with die 0 "
                          f"(C-6.15)", owner=key)
        if not self._able_to_start(ab.ops, ctx):
            return Reason("colony.full", "it would add survivors while nobody can join the Colony "
                          "(C-13.2)")
        return None

    def _why_UseAbility(self, seat, a, sv, _):
        ab = sv.d.ability
        if ab is not None:
            if ab.input and not a.spend:
                return Reason("ability.input", f"{sv.id}'s ability needs a {ab.input} card as its "
                              f"input (C-23.10)", survivor=sv.id, symbol=ab.input)
            if a.spend and (ab.input is None or a.spend not in seat.hand
                            or self.card_def[a.spend].symbol != ab.input):
                if ab.input is None:
                    return Reason("ability.no_input", f"{sv.id}'s ability takes no input card "
                                  f"(C-6.15)", survivor=sv.id)
                return Reason("ability.input", f"{sv.id}'s ability needs a {ab.input} card from "
                              f"your hand (C-23.10)", survivor=sv.id, symbol=ab.input)
        return self._why_ability(sv, ab, sv.id, a.die, Ctx(seat.i, sv.id, sv.place))

    def _why_UseItem(self, seat, a, sv, bearer):
        if bearer is None:
            return Reason("item.not_equipped", f"{a.card} is not equipped on one of your survivors "
                          f"(C-7.2)", card=a.card)
        return self._why_ability(bearer, self.card_def[a.card].equip_ability, a.card, a.die,
                                 Ctx(seat.i, bearer.id, bearer.place, a.card))

    def _why_Play(self, seat, a, sv, _):
        item = self.card_def[a.card]
        if a.card not in seat.hand:
            return Reason("play.equipped", f"{a.card} is equipped, not in your hand (C-7.1)",
                          card=a.card)
        if item.play is None:
            return Reason("play.equip_card", f"{a.card} is an Equip card: it is equipped, not "
                          f"played (C-7.2)", card=a.card)
        if not self._playable(seat.i, item):
            return Reason("colony.full", f"{a.card} would add survivors while nobody can join the "
                          f"Colony (C-13.2)", card=a.card)
        return None

    def _why_PlayFoodAsDie(self, seat, a, sv, _):
        if not seat.exiled:
            return Reason("food_die.not_exiled", "only an exiled player plays a Food card to raise "
                          "a die (C-15.4)")
        if self.card_def[a.card].symbol != "food" or a.card not in seat.hand:
            return Reason("food_die.not_food", f"{a.card} is not a Food card in your hand (C-15.4)",
                          card=a.card)
        if a.die >= 6:
            return Reason("die.max", "a die cannot rise above 6 (C-7.7, OPEN-C-12)")
        return None

    def _why_Equip(self, seat, a, sv, _):
        if a.card not in seat.hand:
            return Reason("equip.already", f"{a.card} is already equipped (C-7.2)", card=a.card)
        if self.card_def[a.card].play is not None:
            return Reason("equip.play_card", f"{a.card} is not an Equip card: it is played "
                          f"(C-7.1, C-7.2)", card=a.card)
        return None

    def _why_Contribute(self, seat, a, sv, _):
        if seat.exiled:
            return Reason("crisis.exiled", "an exiled player may not add cards to a crisis "
                          "(C-15.4)")
        if a.card in self.gifted:
            return Reason("crisis.gifted", "a card received by Request can never be added to the "
                          "crisis (C-7.8)")
        return None

    def _why_ContributeMain(self, seat, a, sv, _):
        item = self.card_def[a.card]
        side = self.side
        if a.card not in seat.hand:
            return Reason("main.not_hand", "only cards from your hand go onto the Main objective "
                          "(C-23.8)")
        if item.symbol not in side.accepts:
            return Reason("main.symbol", f"the Main objective does not take {item.symbol} cards "
                          f"(C-23.8)", symbol=item.symbol)
        if side.non_starting and item.starting:
            return Reason("main.starting", "the Main objective does not take starting items "
                          "(C-23.8)")
        if side.per_turn and self.turn_main_added >= side.per_turn:
            return Reason("main.per_turn", f"the Main objective takes at most {side.per_turn} "
                          f"cards a turn from a player (C-23.8)", n=side.per_turn)
        return None

    def _why_Move(self, seat, a, sv, _):
        if sv.id in self.turn_moved:
            return Reason("move.moved", f"{sv.id} has already moved this turn (C-7.6, OPEN-C-11)",
                          survivor=sv.id)
        if a.to not in self.places:
            return Reason("move.not_place", f"{a.to} is not a place (C-7.6)")
        if a.to == sv.place:
            return Reason("move.same", f"{sv.id} is already at {a.to} (C-7.6)", survivor=sv.id,
                          place=a.to)
        if a.to == "colony" and seat.exiled:
            return Reason("move.exiled", "an exiled player's survivors may not enter the Colony "
                          "(C-15.3, OPEN-C-23)")
        if not self.has_space(a.to):
            return Reason("move.full", f"{a.to} has no empty survivor space (C-7.6)", place=a.to)
        return None

    def _why_SpendFood(self, seat, a, sv, _):
        if seat.exiled:
            return Reason("food.exiled", "an exiled player may not spend food tokens (C-15.4)")
        if not self.food:
            return Reason("food.empty", "the Food supply is empty (C-7.7)")
        if a.die >= 6:
            return Reason("die.max", "a die cannot rise above 6 (C-7.7, OPEN-C-12)")
        return None

    def _why_Request(self, seat, a, sv, _):
        if not 0 <= a.target < self.n or a.target == seat.i:
            return Reason("request.target", f"a Request asks one of the other players, and "
                          f"{a.target} is not one (C-7.8)")
        if a.target in self.turn_requested:
            return Reason("request.asked", f"you have already asked seat {a.target + 1} this turn: "
                          f"one Request to each player (C-7.8)", seat=a.target)
        if self.seats[a.target].eliminated:
            return Reason("seat.out", f"seat {a.target + 1} is out of the game (C-19.5)",
                          seat=a.target)
        if not self.seats[a.target].hand:
            return Reason("request.empty", f"seat {a.target + 1} holds no cards to give (C-7.8)",
                          seat=a.target)
        return None

    def _why_HandOff(self, seat, a, sv, giver):
        if giver is None:
            return Reason("item.not_equipped", f"{a.card} is not equipped on one of your survivors "
                          f"(C-7.10)", card=a.card)
        if a.card in self.turn_handed:
            return Reason("handoff.done", f"{a.card} was already handed off this turn (C-7.10)",
                          card=a.card)
        to = self.survivors.get(a.to)
        if to is None or to.id == giver.id or to.place != giver.place:
            return Reason("handoff.target", f"{a.to} is not another survivor at {giver.place} "
                          f"with {giver.id} (C-7.10)", survivor=giver.id, place=giver.place)
        return None

    def _why_CallExile(self, seat, a, sv, _):
        if self.options.mode != "competitive":
            return Reason("exile.mode", "there are no exile votes in the co-operative and dilemma "
                          "games (C-19.1, C-23.1)")
        if self.turn_exile_called:
            return Reason("exile.called", "you have already called an exile vote this turn "
                          "(C-7.12)")
        if not 0 <= a.target < self.n or a.target == seat.i:
            return Reason("exile.self", "an exile vote names another player, never yourself "
                          "(C-7.12)")
        if self.seats[a.target].exiled:
            return Reason("exile.already", f"seat {a.target + 1} is already exiled (C-7.12, "
                          f"C-23.12)", seat=a.target)
        if self.seats[a.target].eliminated:
            return Reason("seat.out", f"seat {a.target + 1} is out of the game (C-19.5)",
                          seat=a.target)
        return None

# the rule of each action of a turn (verb -> rule id)
TURN_RULES = {
    "attack": "C-6.2", "attack-survivor": "C-6.4", "search": "C-6.7", "barricade": "C-6.12",
    "clean": "C-6.13", "lure": "C-23.4", "ability": "C-6.15", "play": "C-7.1",
    "play-as-die": "C-15.4", "equip": "C-7.2", "use": "C-7.2", "crisis": "C-7.4",
    "objective": "C-23.8", "move": "C-7.6", "food": "C-7.7", "request": "C-7.8",
    "handoff": "C-7.10", "exile": "C-7.12", "end": "C-5.8",
}
# the question each answer belongs to (verb -> decision kind, rule id)
ANSWER_RULES = {
    "draft": ("draft", "C-3.9"), "noise": ("search", "C-6.9"), "stop": ("search", "C-6.9"),
    "keep": ("keep", "C-6.10"), "bottom": ("bottom", "C-23.9"), "lure-zombie": ("lure", "C-23.4"),
    "lure-stop": ("lure", "C-23.4"), "more": ("more", "C-7.1"), "enough": ("more", "C-7.1"),
    "give": ("give", "C-7.8"), "give-done": ("give", "C-7.8"),
    "bite": ("bite", "C-8.6"), "option": ("crossroads or option", "C-9.2"),
    "ballot": ("vote", "C-16.2"), "tiebreak": ("tiebreak", "C-16.3"),
    "pick": ("tie, leader or target", "C-17.2"), "pick-place": ("place", "C-15.2"),
    "pick-entrance": ("entrance", "C-12.2"), "pick-card": ("discard or recruit", "C-13.1"),
}
# the rule behind each decision kind (rules/colony/kinds.py)
DECISION_RULES = {
    "draft": "C-3.9", "turn": "C-5.7", "die": "C-17.1", "search": "C-6.9", "keep": "C-6.10",
    "bottom": "C-23.9", "bite": "C-8.6", "leader": "C-14.4", "tie": "C-17.2",
    "tiebreak": "C-16.3", "vote": "C-16.2", "crossroads": "C-9.3", "option": "C-9.3",
    "target": "C-17.1", "entrance": "C-12.2", "lure": "C-23.4", "more": "C-7.1", "place": "C-7.6",
    "recruit": "C-13.1", "swap": "C-23.12", "give": "C-7.8", "gift": "C-23.10",
    "consent": "C-23.11", "discard": "C-17.1",
}
