"""5.3 Day — the fragment's section (shared/spec/factions.md F-2 … F-6), run by the design's
procedures: movement (DN-F-10), zombie fights (DN-F-13.1–13.8), people fights (DN-F-13.9–13.17),
retreat (DN-F-13.18–13.23), captives (DN-F-9.1), destruction (DN-F-8.8) and the Day's VP
(DN-F-7.14). The secret card selections of a people fight (F-4.5, DN-F-14.4) are collected under
the shared ``Poll`` of rules/core/vote.py: its public part says who has sealed, never what.
"""
from __future__ import annotations

from itertools import combinations

from rules.core.flow import GameOver
from rules.core.vote import Poll
from rules.factions import actions as A
from rules.factions.content import DECKS

FIGHT_SPECIALS = ("grenade", "noisemaker", "tripwire")     # OPEN-F-23
_SQUADS: dict = {}           # sorted characters at a place -> the squads offered from there
_MOVES: dict = {}            # (squad, card, destinations) -> its Move actions, built once


def _moves(sq: tuple, card: str, dests: tuple) -> list:
    """The Move actions of one squad and card to each destination (the same frozen objects as
    ``A.move`` gives, so answers are found by identity); most recur every Day (speed)."""
    key = (sq, card, dests)
    out = _MOVES.get(key)
    if out is None:
        if len(_MOVES) > 100_000:        # a bound for very long simulations
            _MOVES.clear()
        move = A.move
        out = _MOVES[key] = [move(sq, q, card) if card else move(sq, q) for q in dests]
    return out


def _squads(chars: tuple) -> list:
    if len(chars) <= 4:
        return [c for k in range(1, len(chars) + 1) for c in combinations(chars, k)]
    out = [(x,) for x in chars] + [chars]
    out += [tuple(y for y in chars if y != x) for x in chars]
    return out


class DayMixin:
    # ------------------------------------------------------------------ day state
    def _reset_day(self) -> None:
        self.moved: set = set()
        self.engaged: set = set()
        self.arrival: dict = {}      # place -> seats in order of first arrival (F-2.10)
        self.origin: dict = {}       # character -> where its move began (OPEN-F-9)
        self.ended: set = set()
        self.kills: list = []        # [credited seat, leader] (F-6.1, OPEN-F-12)
        self.ruins: list = []        # [credited seat, place] (F-6.1, DN-F-8.8)
        self.zone: dict = {}         # the zombie fight being fought: {"seat", "at", "card", "played"}

    def _day_state(self) -> dict:
        return {"moved": sorted(self.moved), "engaged": sorted(self.engaged),
                "arrival": {p: list(v) for p, v in sorted(self.arrival.items())},
                "origin": dict(sorted(self.origin.items())), "ended": sorted(self.ended),
                "kills": [list(k) for k in self.kills], "ruins": [list(r) for r in self.ruins],
                "zone": dict(self.zone)}

    def _day(self):
        self._reset_day()
        occ = self.occupants()
        for p in self.places:            # DN-F-10.1, DN-F-0.7: who stands there first
            seats = occ.get(p)
            if seats:
                ctl = self.control[p]
                self.arrival[p] = ([ctl] if ctl in seats else []) + \
                    [s for s in self.order() if s in seats and s != ctl]
                if len(seats) > 1:
                    self.engaged.update(self.chars_at(p))
        yield from self._movement()
        yield from self._zombie_fights()
        yield from self._people_fights()
        self._destruction()
        self._day_vp()
        self._reset_day()

    # ------------------------------------------------------------------ 5.3.1 movement
    def eligible(self, s: int) -> list:
        """DN-F-10.1: on the board, not moved this Day, not engaged."""
        return [x for x in self.board_of(s) if x not in self.moved and x not in self.engaged]

    def _eligible_by_place(self, s: int) -> dict:
        """``eligible(s)`` grouped by place (each group in name order), in one pass over the
        board (issue 19: speed)."""
        own, moved, engaged = self.owner, self.moved, self.engaged
        out: dict = {}
        for x, p in self.loc.items():
            if own[x] == s and x not in moved and x not in engaged:
                if p in out:
                    out[p].append(x)
                else:
                    out[p] = [x]
        for xs in out.values():
            xs.sort()
        return out

    def _any_eligible(self, s: int) -> bool:
        """Whether ``eligible(s)`` is not empty, without building it."""
        own, moved, engaged = self.owner, self.moved, self.engaged
        return any(own[x] == s and x not in moved and x not in engaged for x in self.loc)

    def _movement(self):
        """DN-F-10.2 (F-2.11, F-2.13, OPEN-F-3): passes from the first player; one Move or End
        each; ending is final; a player with nothing eligible ends automatically."""
        while len(self.ended) < self.n:
            for s in self.order():
                if s in self.ended:
                    continue
                if not self._any_eligible(s):
                    self.ended.add(s)
                    continue
                a = yield from self._ask(s, "move", "move a squad, or end your movement",
                                         lambda s=s: self.move_options(s))
                if a is A.END:
                    self.ended.add(s)
                else:
                    self._do_move(s, a)
        self._emit("movement_over", round=self.round)

    def squads(self, chars: list) -> list:
        """The squads offered from one place: every group of up to 4 eligible characters; with
        more, each alone, all, and all but one (docs/decisions.md, issue 19: the rest is reached
        by moving twice, a later squad joining the first without changing the arrival order)."""
        key = tuple(sorted(chars))
        out = _SQUADS.get(key)
        if out is None:           # the same few groups recur all game: built once (speed)
            out = _SQUADS[key] = _squads(key)
        return out

    def reach(self, src: str, rng: int, s: int, hostile: set | None = None) -> list:
        """DN-F-10.5 (F-2.8): places at 1..rng steps, every place before the last non-hostile.
        ``hostile``: the places hostile to ``s`` (``hostile_places(s)``), to save finding them."""
        if hostile is None:
            hostile = self.hostile_places(s)
        seen, frontier, out = {src}, [src], []
        links = self.links
        for _ in range(rng):
            nxt = []
            for p in frontier:
                if p != src and p in hostile:
                    continue
                for q in links[p]:
                    if q not in seen:
                        seen.add(q)
                        nxt.append(q)
                        out.append(q)
            frontier = nxt
        return out

    def hostile_places(self, s: int) -> set:
        """Every place hostile to ``s`` (DN-F-0.4): another faction's character there, or an
        intact fortification not ``s``'s — one pass over the board and the fortifications."""
        own = self.owner
        out = {p for x, p in self.loc.items() if own[x] != s}
        out.update(p for p, f in self.forts.items() if f[2] and f[0] != s)
        return out

    def transport_range(self, s: int, card: str) -> int:
        """F-2.6, DN-F-5.10: 2 with Transport; Bikers with a Chopper 3 (Long Haul)."""
        return 3 if self.fac[s] == "bikers" and self.cdef(card).kind == "chopper" else 2

    def move_options(self, s: int) -> list:
        """D6 (DN-F-10.3–10.5): every squad × (no Transport, one card per Transport kind) ×
        destination in range, then End."""
        out = []
        by_place = self._eligible_by_place(s)
        if not by_place:
            return [A.END]
        hostile = self.hostile_places(s)
        reach: dict = {}
        rides = {}                       # one card per Transport kind: (card, capacity, range)
        for x in self._cards_with(s, "transport"):
            d = self.cdef(x)
            if d.kind not in rides:
                rides[d.kind] = (x, d.capacity, self.transport_range(s, x))
        rides = list(rides.values())
        tired_here, kw = self.exhausted, self.keyword
        for src in sorted(by_place):
            for sq in self.squads(by_place[src]):
                tired = not tired_here.isdisjoint(sq)
                rng = 2 if (len(sq) == 1 and not tired and kw[sq[0]] == "scout") else 1
                ds = reach.get((src, rng))
                if ds is None:
                    ds = reach[src, rng] = tuple(self.reach(src, rng, s, hostile))
                out += _moves(sq, "", ds)                                     # DN-F-10.4
                if tired or not rides:                                       # F-2.5
                    continue
                room = len(sq) - (1 if any(kw[x] == "driver" for x in sq) else 0)   # Driver
                for card, cap, far in rides:
                    if room > cap:                                           # F-2.6
                        continue
                    ds = reach.get((src, far))
                    if ds is None:
                        ds = reach[src, far] = tuple(self.reach(src, far, s, hostile))
                    out += _moves(sq, card, ds)
        out.append(A.END)
        return out

    def _do_move(self, s: int, a) -> None:
        """DN-F-10.6: discard the Transport, place the squad, engage those there (F-2.9), note
        the arrival (F-2.10) and the origin (OPEN-F-9)."""
        src = self.loc[a.chars[0]]
        if a.card:
            self.hands[s].remove(a.card)
            self.discards["transport"].append(a.card)
        enemies = [x for x in self.chars_at(a.to) if self.owner[x] != s]
        for x in a.chars:
            self.origin[x] = src
            self.loc[x] = a.to
            self.moved.add(x)
        if enemies:
            self.engaged.update(enemies)
            self._emit("engaged", at=a.to, chars=enemies)
        lst = self.arrival.setdefault(a.to, [])
        if s not in lst:
            lst.append(s)
        self._emit("moved", seat=s, chars=list(a.chars), frm=src, to=a.to, card=a.card)

    # ------------------------------------------------------------------ 5.3.2 zombie fights
    def zombie_pending(self, s: int) -> list:
        """DN-F-13.1 (F-3.1, F-2.12, OPEN-F-20): every force on a place it does not control."""
        return sorted({p for x, p in self.loc.items() if self.owner[x] == s
                       and self.control[p] != s})

    def _zombie_fights(self):
        """DN-F-13.2 (F-3.2, OPEN-F-4): passes; each player resolves one pending fight of its
        choice per pass."""
        pending = {s: self.zombie_pending(s) for s in range(self.n)}
        while any(pending.values()):
            for s in self.order():
                left = [p for p in pending[s] if self.force(s, p)]
                pending[s] = left
                if not left:
                    continue
                opts = [A.fight(p) for p in left] + [A.flee(p) for p in left]
                a = yield from self._ask(s, "zombie_fight", "your next zombie fight: fight or "
                                         "retreat", opts)
                pending[s].remove(a.at)
                yield from self._zombie_fight(s, a.at, isinstance(a, A.Flee))

    def zombie_strength(self, zcard: str, p: str, s: int) -> int:
        """DN-F-6.2 (F-3.7): printed + 1 at an intact fortification not the fighter's."""
        f = self.forts.get(p)
        return self.content.zombie(zcard).strength + (1 if f and f[2] and f[0] != s else 0)

    def _zdraw(self) -> str:
        """DN-F-6.3: an empty Zombie deck is rebuilt from its discard pile."""
        if not self.zdeck:
            from rules.core import deck as D
            self.zdeck, self.zdiscard = self.zdiscard, []
            D.shuffle(self.rng, self.zdeck)
            self._emit("reshuffled", deck="zombie", cards=len(self.zdeck))
        return self.zdeck.pop()

    def force_strength(self, s: int, chars: list, cards=(), zombies: bool = False,
                       itemless: bool = False, holder: bool = False) -> int:
        """DN-F-13.6, DN-F-13.13: characters + cards (Bees' Melee ×2 against zombies) + Rally +
        Marksman; item-less: characters and Rally only (DN-F-13.20)."""
        total = sum(self.strength[x] for x in chars)
        if self.fac[s] == "party" and self.leader_of.get(self._party_leader()) == "party" \
                and self._party_leader() in chars:                       # DN-F-3.2 Rally
            total += min(self.KNOBS_rally(), len(chars) - 1)
        if itemless:
            return total
        guns = 0
        for c in cards:
            d = self.cdef(c)
            if d.effect == "weapon":
                v = d.value
                if d.deck == "melee" and zombies and self.fac[s] == "bees":   # F-3.6
                    v *= 2
                guns += d.deck == "firearm"
                total += v
            elif d.effect in ("grenade", "tripwire"):
                total += d.value
            elif d.effect == "transport":                                # F-3.5 Ram Raid
                total += d.ram
        if guns:                                                         # DN-F-4.4 Marksman
            total += sum(1 for x in chars if self.keyword[x] == "marksman")
        return total

    def _knob(self, name: str):
        """A balance knob (DN-F-15.3), per player count where it is a table."""
        from rules.factions.game import KNOBS
        v = KNOBS[name]
        return v[self.n] if isinstance(v, dict) else v

    def _party_leader(self) -> str:
        return next(k for k, f in self.leader_of.items() if f == "party")

    def KNOBS_rally(self) -> int:
        from rules.factions.game import KNOBS
        return KNOBS["rally_cap"]

    def card_options(self, s: int, chars: list, played: list, zombies: bool,
                     holder: bool = False, verb=A.use) -> list:
        """DN-F-5.3 (F-3.4, OPEN-F-5, F-3.5, OPEN-F-23): weapons up to the own characters in the
        force; one fight-Special; Bikers one Transport; one card per kind offered."""
        eff = [self.cdef(c) for c in played]
        weapons = sum(1 for d in eff if d.effect == "weapon")
        special = any(d.effect in FIGHT_SPECIALS for d in eff)
        ride = any(d.effect == "transport" for d in eff)
        out, seen = [], set()
        for c in sorted(self.hands[s]):
            if c in self.strength:
                continue
            d = self.cdef(c)
            if d.id in seen:
                continue
            ok = False
            if d.effect == "weapon":
                ok = weapons < len(chars)
            elif d.effect == "grenade":
                ok = not special
            elif d.effect == "noisemaker":
                ok = zombies and not played
            elif d.effect == "tripwire":
                ok = not zombies and holder and not special
            elif d.effect == "transport":
                ok = self.fac[s] == "bikers" and not ride
            if ok:
                seen.add(d.id)
                out.append(verb(c))
        return out

    def _zombie_fight(self, s: int, p: str, flee: bool):
        chars = self.force(s, p)
        if not chars:
            return
        if flee:                                                         # F-3.3, DN-F-13.3
            self._emit("zombie_fight", seat=s, at=p, result="retreat")
            yield from self._zombie_loss(s, p, chars)
            return
        z = self._zdraw()                                                # DN-F-13.4
        self.zone = {"seat": s, "at": p, "card": z, "played": []}
        self._emit("zombies_revealed", seat=s, at=p, card=z, strength=self.zombie_strength(z, p, s))
        played = self.zone["played"]
        while True:                                                      # DN-F-13.5
            opts = self.card_options(s, chars, played, True)
            if not opts:
                break
            a = yield from self._ask(s, "zombie_cards", "play a card in the zombie fight, or done",
                                     opts + [A.DONE], at=p, zombies=self.zombie_strength(z, p, s))
            if a is A.DONE:
                break
            self.hands[s].remove(a.card)
            played.append(a.card)
            self._emit("card_played", seat=s, card=a.card, at=p)
            if self.cdef(a.card).effect == "noisemaker":
                self.zdiscard.append(z)
                z = self.zone["card"] = self._zdraw()
                self._emit("zombies_revealed", seat=s, at=p, card=z,
                           strength=self.zombie_strength(z, p, s))
        mine = self.force_strength(s, chars, played, zombies=True)
        theirs = self.zombie_strength(z, p, s)
        for c in played:                                                 # DN-F-13.8
            self.discards[self.cdef(c).deck].append(c)
        self.zdiscard.append(z)
        self.zone = {}
        win = mine >= theirs                                             # F-3.3
        self._emit("zombie_fight", seat=s, at=p, result="win" if win else "loss",
                   strength=mine, zombies=theirs)
        if win:
            yield from self._loot(s, p, self.content.zombie(z).loot)
            gained = sum(1 for x in chars if self.keyword[x] == "forager" and x in self.loc)
            if gained:                                                   # DN-F-4.4 Forager
                self._gain(s, gained, 0)
                self._emit("resources", seat=s, why="forager", food=self.food[s],
                           scrap=self.scrap[s])
            payer = self.control[p]
            if self.fac[s] == "raiders" and self._knob("shakedown_zombies") and payer is not None \
                    and payer != s:
                yield from self._shakedown(s, payer)
        else:
            yield from self._zombie_loss(s, p, chars)                    # F-3.9
        yield from self._dressing(s)

    def _loot(self, s: int, p: str, n: int):
        """F-3.8, OPEN-F-6: a d6 per loot point; 6: a deck of the winner's choice; then the
        place's cache (DN-F-2.7)."""
        for _ in range(n):
            d = self.rng.d6()
            if d == 6:
                a = yield from self._ask(s, "loot", "loot: take the top card of which deck?",
                                         [A.loot(k) for k in DECKS])
                deck = a.deck
            else:
                deck = DECKS[d - 1]
            self._emit("loot_roll", seat=s, roll=d, deck=deck)
            self._gain_card(s, deck)
        cache = self.content.places[p].cache
        if cache:
            self._gain_card(s, cache)

    def _zombie_loss(self, s: int, p: str, chars: list):
        """F-5.2: the exhausted die (a Medic may save one, DN-F-4.4); the rest retreat."""
        dying = [x for x in chars if x in self.exhausted]
        saved = yield from self._medic(s, p, chars, dying)
        for x in dying:
            if x != saved:
                self._kill(x, None, "retreat_from_zombies")
        yield from self._retreat(s, p, [x for x in chars if x not in dying or x == saved], None)

    def _medic(self, s: int, p: str, chars: list, dying: list):
        """DN-F-4.4 Medic: once per fight one dying character (not the Medic) survives; the
        owner chooses which (D12, DN-F-14.1; asked only between two or more)."""
        medics = [x for x in chars if self.keyword[x] == "medic" and x not in dying]
        cands = sorted(x for x in dying if self.keyword[x] != "medic")
        if not medics or not cands:
            return None
        best = cands[0]
        if len(cands) > 1:
            a = yield from self._ask(s, "medic", "the Medic saves which dying character?",
                                     [A.save(x) for x in cands], at=p)
            best = a.char
        self._emit("rested", char=best, why="medic")
        return best

    # ------------------------------------------------------------------ retreat (F-5)
    def retreat_options(self, s: int, p: str) -> list:
        """DN-F-13.20 (F-5.2–F-5.4, OPEN-F-21): friendly neighbours; else neutral-class ones;
        else none (the character dies). Never by Transport (F-5.1)."""
        fr = [q for q in self.links[p] if self.friendly(q, s)]
        return fr or [q for q in self.links[p] if self.neutral_class(q, s)]

    def _retreat(self, s: int, p: str, chars: list, credit):
        groups: dict = {}
        before = {q: bool(self.force(s, q)) for q in self.links[p]}
        for x in sorted(chars):
            if x not in self.loc:
                continue
            opts = self.retreat_options(s, p)
            if not opts:                                                 # F-5.4
                self._kill(x, credit, "no_route")
                continue
            if len(opts) == 1:
                q = opts[0]
            else:
                a = yield from self._ask(s, "retreat", f"{x} retreats: where to?",
                                         [A.retreat(x, q) for q in opts], frm=p)
                q = a.to
            groups.setdefault(q, (self.friendly(q, s), []))[1].append(x)
            self.loc[x] = q
            self.exhausted.add(x)
            self._emit("retreated", seat=s, char=x, frm=p, to=q)
        for q, (friendly, xs) in groups.items():
            if friendly or before.get(q):                 # DN-F-13.21: joins its own force
                continue
            z = self._zdraw()                             # F-5.3: an item-less fight
            mine = self.force_strength(s, xs, itemless=True)
            theirs = self.zombie_strength(z, q, s)
            self.zdiscard.append(z)
            win = mine >= theirs
            self._emit("itemless_fight", seat=s, at=q, card=z, strength=mine, zombies=theirs,
                       result="win" if win else "loss")
            if not win:
                for x in xs:
                    self._kill(x, credit, "itemless_fight")

    def _kill(self, x: str, credit, why: str) -> None:
        """DN-F-4.6: a Leader to its fallen slot (back next Dawn, DN-F-7.3; +3 to the credited
        winner, OPEN-F-12); another faction character leaves the game; a neutral one is
        discarded."""
        s = self.owner.get(x)
        self._off_board(x)
        self._emit("died", char=x, seat=s, why=why, credit=credit)
        if x in self.leader_of:
            self.fallen[s].append([x, self.round])
            if credit is not None and credit != s:
                self.kills.append([credit, x])
        else:
            self._let_go(x)

    def _off_board(self, x: str) -> None:
        """A character leaves the board (dies or is taken): its Day marks go with it, so a card
        reshuffled into a deck is not named by the public Day state (DN-F-14.2)."""
        self.loc.pop(x, None)
        self.exhausted.discard(x)
        self.moved.discard(x)
        self.engaged.discard(x)
        self.origin.pop(x, None)

    # ------------------------------------------------------------------ 5.3.3 people fights
    def contested(self) -> list:
        seen: dict = {}
        for x, p in self.loc.items():
            seen.setdefault(p, set()).add(self.owner[x])
        return sorted(p for p, ss in seen.items() if len(ss) > 1)

    def _people_fights(self):
        """DN-F-13.9 (F-4.1, F-4.2): after the zombie fights, passes; the player on turn picks a
        contested place of theirs and its whole sequence is resolved."""
        while self.contested():
            for s in self.order():
                mine = [p for p in self.contested() if self.force(s, p)]
                if not mine:
                    continue
                if len(mine) == 1:
                    p = mine[0]
                else:
                    a = yield from self._ask(s, "battle", "which people fight now?",
                                             [A.battle(q) for q in mine])
                    p = a.at
                yield from self._sequence(p)

    def _sequence(self, p: str):
        """F-4.7, DN-F-13.10: the holder fights each later arrival in order; the winner holds."""
        here = {self.owner[x] for x in self.chars_at(p)}
        order = [s for s in self.arrival.get(p, []) if s in here]
        order += [s for s in self.order() if s in here and s not in order]
        holder = order[0]
        for att in order[1:]:
            if not self.force(att, p):
                continue
            if not self.force(holder, p):
                holder = att
                continue
            holder = yield from self._people_fight(p, holder, att)

    def fort_bonus(self, p: str, holder: int, attacker: int) -> tuple:
        """F-4.3, OPEN-F-7: the intact fortification's level to the holder; to its owner when
        the owner attacks."""
        f = self.forts.get(p)
        if not f or not f[2]:
            return 0, 0
        return (0, f[1]) if f[0] == attacker else (f[1], 0)

    def _people_fight(self, p: str, h: int, a: int):
        hc, ac = self.force(h, p), self.force(a, p)
        tired = {x for x in hc + ac if x in self.exhausted}
        self._emit("people_fight", at=p, holder=h, attacker=a)
        act = yield from self._ask(h, "hold", "hold and fight, or retreat before the fight",
                                   [A.STAND, A.WITHDRAW], at=p, attacker=a)
        if act is A.WITHDRAW:                                            # F-4.4, DN-F-13.11
            self._emit("people_fight", at=p, holder=h, attacker=a, result="withdrawn")
            yield from self._loss(h, p, a, 0, tired, pre=True)
            return a
        self.poll = Poll("people_fight", (h, a))                         # F-4.5, DN-F-13.12
        self.committed = {h: [], a: []}
        for s, chars in ((h, hc), (a, ac)):
            while True:
                opts = self.card_options(s, chars, self.committed[s], False, holder=s == h,
                                         verb=A.commit)
                if not opts:
                    break
                c = yield from self._ask(s, "secret_cards", "choose your cards in secret",
                                         opts + [A.SEAL], at=p)
                if c is A.SEAL:
                    break
                self.hands[s].remove(c.card)
                self.committed[s].append(c.card)
            self.poll.chosen[s] = "sealed"
            self._emit("selection_made", seat=s, at=p)
        self.poll = None
        cards = self.committed
        self.committed = {}
        bh, ba = self.fort_bonus(p, h, a)
        sh = self.force_strength(h, hc, cards[h]) + bh                   # DN-F-13.13
        sa = self.force_strength(a, ac, cards[a]) + ba
        self._emit("selection_revealed", at=p, cards=[[h, cards[h]], [a, cards[a]]],
                   strengths=[[h, sh], [a, sa]])
        for s in (h, a):                                                 # DN-F-13.16
            for c in cards[s]:
                self.discards[self.cdef(c).deck].append(c)
        if sh == sa:                                                     # F-4.6, DN-F-13.23
            self._emit("people_fight", at=p, holder=h, attacker=a, result="tie")
            yield from self._tie(a, p)
            return h
        w, l = (h, a) if sh > sa else (a, h)
        shots = sum(1 for c in cards[w] if self.cdef(c).deck == "firearm")
        self._emit("people_fight", at=p, holder=h, attacker=a, result="win", winner=w,
                   strengths=[[h, sh], [a, sa]])
        yield from self._loss(l, p, w, shots, tired)
        if self.fac[w] == "raiders":                                     # Shakedown
            yield from self._shakedown(w, l)
        yield from self._dressing(w)
        yield from self._dressing(l)
        return w

    def _loss(self, l: int, p: str, w: int, shots: int, tired: set, pre: bool = False):
        """F-5.5–F-5.9, DN-F-13.15: Riot Vests, hits assigned by the loser, the dying (hit or
        exhausted at the start), Medic, Takers, then the survivors retreat."""
        chars = self.force(l, p)
        hits: list = []
        if not pre:
            while shots > 0:
                vests = self._cards_with(l, "armor")
                if not vests:
                    break
                v = yield from self._ask(l, "vest", f"{shots} hit(s): discard a Riot Vest?",
                                         [A.vest(vests[0]), A.DONE], at=p)
                if v is A.DONE:
                    break
                self.hands[l].remove(v.card)
                self.discards["special"].append(v.card)
                shots -= 1
                self._emit("card_played", seat=l, card=v.card, at=p)
            while shots > 0:
                left = [x for x in chars if x not in hits]
                if len(left) <= shots:
                    hits.extend(left)
                    break
                h = yield from self._ask(l, "hit", "put a hit on which character?",
                                         [A.hit(x) for x in left], at=p)
                hits.append(h.char)
                shots -= 1
            if hits:
                self._emit("hits", seat=l, at=p, chars=list(hits))
        dying = [x for x in chars if x in hits or x in tired]            # F-5.6
        saved = None if pre else (yield from self._medic(l, p, chars, dying))
        dying = [x for x in dying if x != saved]
        if self.fac[w] == "raiders":                                     # F-5.9, DN-F-9.1
            from rules.factions.game import CAPTIVE_ROW
            left = sorted((x for x in dying if x not in self.leader_of),
                          key=lambda x: (-self.strength[x], x))
            while left and len(self.captives) < CAPTIVE_ROW:
                x = left[0]
                if len(left) > CAPTIVE_ROW - len(self.captives):         # D12: the order
                    a = yield from self._ask(w, "capture", "roll to capture which dying "
                                             "character next?", [A.capture(y) for y in left], at=p)
                    x = a.char
                left.remove(x)
                roll = self.rng.d6()
                self._emit("capture_roll", char=x, roll=roll)
                if roll >= 3:
                    self._off_board(x)
                    self.owner.pop(x, None)
                    self.captives.append([x, l, self.round])
                    self._emit("captured", char=x, seat=w, frm=l)
                    dying.remove(x)
        for x in dying:
            self._kill(x, w, "fight")
        yield from self._retreat(l, p, [x for x in chars if x in self.loc and
                                        self.loc[x] == p], w)

    def _tie(self, a: int, p: str):
        """F-4.6, OPEN-F-9, DN-F-13.23: each attacker goes back where its move began: friendly →
        rested as it was; neutral-class → exhausted; hostile → retreats without casualties."""
        back = []
        for x in self.force(a, p):
            o = self.origin.get(x)
            if o is not None and o != p and self.friendly(o, a):
                self.loc[x] = o
                self._emit("tie_return", char=x, to=o, exhausted=False)
            elif o is not None and o != p and self.neutral_class(o, a):
                self.loc[x] = o
                self.exhausted.add(x)
                self._emit("tie_return", char=x, to=o, exhausted=True)
            else:
                back.append(x)
        if back:
            yield from self._retreat(a, p, back, None)

    def _shakedown(self, r: int, payer: int):
        """DN-F-3.2 Shakedown: 1 Food or 1 Scrap, the Raiders' choice; nothing if neither."""
        opts = ([A.take("food")] if self.food[payer] else []) + \
               ([A.take("scrap")] if self.scrap[payer] else [])
        if not opts:
            return
        a = opts[0] if len(opts) == 1 else (yield from self._ask(
            r, "shakedown", "Shakedown: take Food or Scrap?", opts, frm=payer))
        if a.res == "food":
            self.food[payer] -= 1
            self._gain(r, 1, 0)
        else:
            self.scrap[payer] -= 1
            self._gain(r, 0, 1)
        self._emit("shakedown", seat=r, frm=payer, res=a.res)

    def _dressing(self, s: int):
        """DN-F-7.13: Field Dressing right after one of your fights."""
        while True:
            opts = self._dressing_options(s)
            if not opts:
                return
            a = yield from self._ask(s, "dressing", "play Field Dressing?", opts + [A.DONE])
            if a is A.DONE:
                return
            self._play_special(s, a.card, a.char)

    # ------------------------------------------------------------------ 5.3.4/5.3.5
    def _destruction(self) -> None:
        """DN-F-8.8 (F-5.10, OPEN-F-10, OPEN-F-16): after every fight, an intact fortification
        where another faction's characters stand (any, for a neutral one) is ruined; +1 VP to
        them (F-6.1, OPEN-F-15)."""
        for p, f in sorted(self.forts.items()):
            if not f[2]:
                continue
            there = {self.owner[x] for x in self.chars_at(p)} - {f[0]}
            if there:
                f[2] = False
                for s in sorted(there):
                    self.ruins.append([s, p])
                self._emit("fort_ruined", at=p, owner=f[0], by=sorted(there))

    def _day_vp(self) -> None:
        """F-6.1, F-6.2, DN-F-7.14: +3 per enemy Leader killed, +1 per fortification ruined."""
        gain = [0] * self.n
        for s, _ in self.kills:
            gain[s] += 3
        for s, _ in self.ruins:
            gain[s] += 1
        for s in range(self.n):
            self.vp[s] += gain[s]
        self._emit("day_vp", gained=gain, vp=list(self.vp))
        if max(self.vp) >= self.target():                                # F-6.3
            raise GameOver("target")


__all__ = ["DayMixin"]
