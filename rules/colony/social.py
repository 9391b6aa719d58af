"""Crossroads (C-9), votes (C-16), exile (C-15) and requests (C-7.8)."""
from __future__ import annotations

from rules.colony import actions as A
from rules.colony.actions import made
from rules.colony.effects import Ctx
from rules.core.vote import Round, vote

_YES_NO = (True, False)     # a colony vote's candidates: yes, no (in this order, C-16.2)


def _one_each(voters: list):
    """Every voter one vote, for yes or no (C-16.2, C-16.5 / OPEN-C-25)."""
    rd = Round({i: 1 for i in voters}, _YES_NO)
    return lambda _r, _tied: rd


def _read_yes(ballot) -> bool:
    return ballot.yes


class SocialMixin:
    poll = None   # the sealed ballots being collected (rules/core/vote.py), only meanwhile

    # ------------------------------------------------------------------ crossroads (C-9)
    def _xr_holder(self, active: int) -> int:
        """The nearest player on the active player's right who is still in the game (OPEN-C-28)."""
        i = (active - 1) % self.n
        while self.seats[i].eliminated and i != active:
            i = (i - 1) % self.n
        return i

    def _xr_draw(self, active: int) -> None:
        if not self.xr_deck:
            return
        holder = self._xr_holder(active)
        card = self.xr_deck.pop()
        self.xr_held = (card, holder)
        self._emit("crossroads_drawn", holder=holder, active=active)
        self._emit("crossroads_card", seats=(holder,), card=card)

    def _xr_end_turn(self) -> None:
        """C-9.5: an untriggered card goes to the bottom of the deck."""
        if self.xr_held:
            self.xr_deck.insert(0, self.xr_held[0])
            self.xr_held = None
            self._emit("crossroads_returned")

    def _xr_matches(self, trig, events) -> bool:
        ctx = Ctx(self.active)
        for on, place, symbol, survivor in events:
            if trig.on != "any" and trig.on != on:
                continue
            if trig.location and trig.location != place:
                continue
            if trig.symbol and trig.symbol != symbol:
                continue
            if trig.survivor and trig.survivor != survivor:
                continue
            ctx.survivor = survivor if survivor in self.survivors else None
            ctx.place = place
            if self._conds_hold(trig.when, ctx):
                return True
        if trig.on == "any" and not events and not (trig.location or trig.symbol or trig.survivor):
            # an action without a crossroads event (a gift, equipping…) meets an ``any`` trigger
            # only when the trigger asks for no place, symbol or survivor: it has none of them
            return self._conds_hold(trig.when, ctx)
        return False

    def _xr_check(self):
        """C-9.2/C-9.4/C-23.13: after the whole action, a met trigger reveals the card."""
        if not self.xr_held or self.active is None or self.outcome is not None:
            return
        card_id, holder = self.xr_held
        card = self.content.crossroads[card_id]
        events = self._xr_events
        self._xr_events = []
        if not self._xr_matches(card.trigger, events):
            return
        self.xr_held = None
        self.xr_removed.append(card_id)
        acting = next((e[3] for e in events if e[3] in self.survivors), None)
        place = next((e[1] for e in events if e[1]), None)
        ctx = Ctx(self.active, acting, place, source=card_id)
        self._emit("crossroads_revealed", card=card_id, holder=holder, active=self.active)
        options = card.options
        able = self._choosable([o.ops for o in options], ctx)   # C-9.3, C-13.2
        a = yield from self._ask(self.active, "crossroads", "choose a crossroads option",
                                 [made.ChooseOption(i + 1) for i in able], card=card_id)
        self._emit("crossroads_chosen", card=card_id, option=a.n)
        yield from self._run_ops(options[a.n - 1].ops, ctx)
        yield from self._settle()

    # ------------------------------------------------------------------ votes (C-16)
    def _vote(self, voters: list, why: str, **info):
        """C-16.2: sealed ballots, revealed together; yes > no passes; C-16.3: a tie goes to the
        First player. The shared sealed vote (rules/core/vote.py): one round, no card window;
        the ballot decision and the events are the colony's own (kinds.py, the table reads them)."""
        prompt = f"cast your sealed ballot ({why})"

        def ask(seat, ballots, _info):
            return self._ask(seat, "vote", prompt, ballots, why=why, **info)

        def cast(seat):
            self._emit("ballot_cast", seat=seat)

        def reveal(res):
            self._emit("vote_revealed", why=why,
                       ballots={str(k): v for k, v in res.ballots.items()},
                       yes=res.tally[True], no=res.tally[False])

        res = yield from vote(
            self, _one_each(voters), made.Ballot, _read_yes, why=why, rounds=1, unopposed=False,
            ask=ask, on_cast=cast, reveal=reveal, tie_event=None,
            on_tie=lambda _tied: self._first_breaks_tie(why, info))
        return res.winner is True

    def _first_breaks_tie(self, why: str, info: dict):
        """C-16.3: the First player decides a tied vote (exile votes included); the decision
        says what the vote was about, as the ballots did (whom an exile vote would exile)."""
        t = yield from self._ask(self.first, "tiebreak", "the vote is tied: decide it",
                                 [made.TieBreak(True), made.TieBreak(False)], why=why, **info)
        self._emit("tie_broken", yes=t.yes)
        return t.yes

    # ------------------------------------------------------------------ exile (C-15, C-23.12)
    def _exile_vote(self, caller: int, target: int):
        self._emit("exile_called", caller=caller, target=target)
        voters = [i for i in self._seat_order()
                  if not self.seats[i].exiled and not self.seats[i].eliminated]
        passed = yield from self._vote(voters, "exile", target=target)
        if passed:
            yield from self._exile(target)

    def _exile(self, i: int):
        s = self.seats[i]
        s.exiled = True
        self.exiles += 1
        betrayer = s.objective in self.content.betrayals
        if self.exile_deck:
            s.exiled_obj = self.exile_deck.pop()
            self._emit("exiled_objective", seats=(i,), card=s.exiled_obj)
        if not betrayer:   # C-23.12: a non-betrayer's original objective is revealed
            s.revealed = True
            self.exiled_nonbetrayers += 1
        self._emit("exiled", seat=i, objective=None if betrayer else s.objective)
        for sv in [x for x in self.own(i) if x.place == "colony"]:   # C-15.2
            places = self._open_places(exclude_colony=True)
            if places:
                to = yield from self._pick_place(i, places, "move your survivor out of the Colony")
                yield from self._move(sv, to, trigger=False)
            else:   # C-23.12: swap with a non-exiled survivor at a Location, no exposure
                others = [x for x in self.survivors.values() if x.place != "colony"
                          and not self.seats[x.owner].exiled]
                if not others:
                    continue
                if len(others) == 1:
                    other = others[0]
                else:
                    a = yield from self._ask(i, "swap", "swap with a survivor at a Location",
                                             [made.PickSurvivor(x.id) for x in others])
                    other = self.survivors[a.survivor]
                sv.place, other.place = other.place, "colony"
                self._emit("swapped", survivor=sv.id, other=other.id, place=sv.place)
        yield from self._settle()
        if self.exiled_nonbetrayers >= 2:   # C-15.6 / OPEN-C-24
            self._emit("exiles_broke_colony")
            self._morale(-self.morale)

    # ------------------------------------------------------------------ requests (C-7.8)
    def _request_targets(self, seat: int) -> list:
        """C-7.8: the players ``seat`` may still ask this turn: every other player in the game
        who holds a card and was not asked yet this turn (one Request to each, so a turn ends)."""
        asked = self.turn_requested   # (every turn listing asks: read once, seats in order)
        return [t.i for t in self.seats if t.i != seat and t.i not in asked
                and not t.eliminated and t.hand]

    def _request(self, seat: int, giver: int):
        """C-7.8/C-23.10: ``giver`` may give cards one at a time; each is used at once."""
        self.turn_requested.add(giver)
        self._emit("request", seat=seat, target=giver)
        gs = self.seats[giver]
        given, could = 0, False
        while gs.hand and not gs.eliminated:
            opts = [made.Give(c) for c in dict.fromkeys(gs.hand) if self._usable_gift(seat, c)]
            if not opts:
                break
            could = True
            opts.append(made.GiveDone())
            g = yield from self._ask(giver, "give", f"give a card to seat {seat + 1}?", opts,
                                     requester=seat)
            if isinstance(g, A.GiveDone):
                break
            gs.hand.remove(g.card)
            given += 1
            self._emit("given", frm=giver, to=seat, card=g.card)
            yield from self._use_gift(seat, g.card)
            yield from self._settle()
            if self.seats[seat].eliminated:
                return
        if not given:   # the answer is public too: a request left unanswered in the log
            self._emit("gave_nothing", seat=giver, to=seat, could=could)

    def _usable_gift(self, seat: int, card: str) -> bool:
        """Whether ``_gift_uses`` lists a use: read first from its two plain ones (play the card,
        equip it to one of the requester's survivors), the whole list only when both fail."""
        item = self.card_def[card]
        if item.play is not None:
            if self._playable(seat, item):
                return True
        elif any(sv.owner == seat for sv in self.survivors.values()):
            return True
        return bool(self._gift_uses(seat, card))

    def _gift_uses(self, seat: int, card: str) -> list:
        """C-23.10: the ways the requester may use a given card at once: play it, equip it to
        one of their survivors, or spend it as the input of a ready ability."""
        item = self.card_def[card]
        mine = self.own(seat)
        uses: list = []
        if item.play is not None:
            if self._playable(seat, item):
                uses.append(made.Play(card))
        else:
            uses.extend(made.Equip(card, sv.id) for sv in mine)
        dice = sorted(set(self.seats[seat].dice))
        for sv in mine:
            ab = sv.d.ability
            if ab and ab.input == item.symbol and \
                    self._ability_ready(sv, ab, sv.id, seat):
                uses.extend(self._ability_uses(sv, dice, [card]))
        return uses

    def _use_gift(self, seat: int, card: str):
        """C-23.10: a given card is used at once; the requester chooses how when there is a choice."""
        uses = self._gift_uses(seat, card)
        if len(uses) == 1:
            use = uses[0]
        else:
            self.limbo.append(card)   # shown to everyone while the requester decides
            use = yield from self._ask(seat, "gift", "use the given card", uses, card=card)
            self.limbo.remove(card)
        if isinstance(use, A.Play):
            yield from self._play_card(seat, card)
        elif isinstance(use, A.Equip):
            self.gifted.add(card)
            self.survivors[use.survivor].equipped.append(card)
            self._emit("equipped", seat=seat, card=card, survivor=use.survivor)
        else:
            yield from self._use_ability(seat, use)
