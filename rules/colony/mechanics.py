"""Zombies, exposure, wounds, bites, deaths, leaders and replacements (C-8, C-11 – C-14)."""
from __future__ import annotations

from rules.colony import schema as S
from rules.colony.actions import made
from rules.colony.content import Modifiers
from rules.colony.state import GameOver, Survivor


class MechanicsMixin:
    # ------------------------------------------------------------------ zombies (C-11)
    def _add_zombies(self, place: str, count: int):
        """One batch: ``count`` zombies fixed in advance (C-11.1); the Colony cycles entrances
        from 1 (C-11.2); a full entrance loses a barricade (C-11.3) or overruns (C-11.4)."""
        p = self.places[place]
        placed = 0
        for k in range(count):
            e = p.entrances[k % len(p.entrances)]
            if e.free > 0:
                e.z += 1
                placed += 1
            elif e.b > 0:
                e.b -= 1
                self._emit("barricade_broken", place=place, entrance=k % len(p.entrances) + 1)
            else:
                self._emit("overrun", place=place, entrance=k % len(p.entrances) + 1)
                yield from self._overrun(place)
        if placed:
            self._emit("zombies_added", place=place, count=placed)

    def _overrun(self, place: str):
        """C-11.4/C-23.6: the lowest-Influence survivor there dies; else one helpless."""
        here = [sv for sv in self.survivors.values() if sv.place == place]
        if here:
            victim = yield from self._lowest(here, "overrun victim")
            self._kill(victim, "overrun")
            yield from self._settle()   # C-23.6: clean-up before the next zombie
        elif place == "colony" and self.helpless:
            self._kill_helpless(1)

    def _lowest(self, group: list, why: str):
        """The lowest-Influence survivor of ``group``; the First player breaks ties (C-17.2)."""
        low = min(sv.d.influence for sv in group)
        tied = [sv for sv in group if sv.d.influence == low]
        if len(tied) == 1:
            return tied[0]
        a = yield from self._ask(self.first, "tie", f"choose the {why}",
                                 [made.PickSurvivor(sv.id) for sv in tied], why=why)
        return self.survivors[a.survivor]

    def _kill_zombie(self, place: str, entrance: int | None, killer: Survivor | None, exposure=True):
        """C-12: a zombie dies; its killer rolls exposure (C-8.1) unless told otherwise."""
        p = self.places[place]
        if entrance is None:
            if len(p.entrances) > 1:
                options = [i + 1 for i, e in enumerate(p.entrances) if e.z]
                chooser = killer.owner if killer else self.first
                if len(options) > 1:
                    a = yield from self._ask(chooser, "entrance", "choose the entrance",
                                             [made.PickEntrance(i) for i in options])
                    entrance = a.entrance
                else:
                    entrance = options[0]
            else:
                entrance = 1
        p.entrances[entrance - 1].z -= 1
        self._emit("zombie_killed", place=place, entrance=entrance,
                   survivor=killer.id if killer else None)
        if killer is not None:
            self.seats[killer.owner].kills += 1
            if exposure and "kill" not in self._mods(killer).no_exposure:
                yield from self._exposure(killer)

    def _remove_zombies(self, place: str, count: int) -> int:
        """Remove (not kill, C-23.7) zombies, the fullest entrances first."""
        p = self.places[place]
        removed = 0
        while removed < count and p.zombies:
            e = max(p.entrances, key=lambda x: x.z)
            e.z -= 1
            removed += 1
        if removed:
            self._emit("zombies_removed", place=place, count=removed)
        return removed

    # ------------------------------------------------------------------ exposure (C-8)
    def _exposure(self, sv: Survivor):
        """Roll the exposure die for ``sv`` (C-8.1, C-8.2)."""
        face = self.rng.exposure()
        self._emit("exposure", survivor=sv.id, face=face)
        if face == "wound":
            self._wound(sv, 1)
        elif face == "frostbite":
            self._wound(sv, 1, frost=True)
        elif face == "bite":
            yield from self._bite(sv)

    def _wound(self, sv: Survivor, n: int, frost: bool = False) -> None:
        if sv.id not in self.survivors:
            return
        if frost:
            sv.frost += n
        else:
            sv.wounds += n
        self._emit("wounded", survivor=sv.id, frostbite=frost, wounds=sv.wounds, frost=sv.frost)
        if sv.hurt >= 3:   # C-8.3
            self._kill(sv, "wounds")

    def _bite(self, sv: Survivor):
        """C-8.5 – C-8.7, C-23.14: the bitten survivor dies and the bite spreads."""
        place = sv.place
        self._kill(sv, "bite")
        while True:
            here = [x for x in self.survivors.values() if x.place == place]
            if not here:
                break
            nxt = yield from self._lowest(here, "survivor the bite spreads to")
            self._emit("bite_spreads", survivor=nxt.id)
            a = yield from self._ask(nxt.owner, "bite", "the bite spreads: kill the survivor or roll",
                                     [made.BiteChoice(False), made.BiteChoice(True)], survivor=nxt.id)
            if not a.roll:
                self._kill(nxt, "bite")
                break
            face = self.rng.exposure()
            self._emit("exposure", survivor=nxt.id, face=face)
            if face == "blank":
                break
            self._kill(nxt, "bite")
        yield from self._settle()   # C-23.14: replacements after the whole chain

    # ------------------------------------------------------------------ death and removal (C-14)
    def _kill(self, sv: Survivor, cause: str) -> None:
        """C-14.2/C-14.3: the standee leaves, Morale −1 (not for the exiled, C-15.4)."""
        self._lose_survivor(sv, cause, killed=True)

    def _lose_survivor(self, sv: Survivor, cause: str, killed: bool) -> None:
        if sv.id not in self.survivors:
            return
        seat = self.seats[sv.owner]
        del self.survivors[sv.id]
        self.dead.append(sv.id)
        if sv.equipped:
            self.gifted.difference_update(sv.equipped)   # back in a hand or a deck: a card like any
            if sv.place == "colony":
                seat.hand.extend(sv.equipped)
            else:   # shuffled into that Location's deck (C-14.3, OPEN-C-21)
                deck = self.places[sv.place].deck
                deck.extend(sv.equipped)
                self.rng.shuffle(deck)
            sv.equipped = []
        self._emit("survivor_died" if killed else "survivor_removed", survivor=sv.id,
                   seat=sv.owner, place=sv.place, cause=cause)
        if self.active is not None and sv.owner == self.active:
            self._xr_events.append(("death", sv.place, None, sv.id))
        if sv.owner not in self._to_settle and (seat.leader == sv.id or not self.own(sv.owner)):
            self._to_settle.append(sv.owner)
        if killed and not seat.exiled:
            self._morale(-1)

    def _kill_helpless(self, n: int) -> None:
        """C-14.6."""
        n = min(n, self.helpless)
        for _ in range(n):
            self.helpless -= 1
            self._emit("helpless_died")
            self._morale(-1)

    def _settle(self):
        """New leaders (C-14.4) and last-survivor replacements or elimination (C-14.5, C-19.5)."""
        while self._to_settle:
            i = self._to_settle[0]   # removed only once settled: a pending choice is mid-settle
            yield from self._settle_seat(i)
            self._to_settle.remove(i)

    def _settle_seat(self, i: int):
        seat = self.seats[i]
        mine = self.own(i)
        if mine:
            if seat.leader not in self.survivors:
                if len(mine) == 1:
                    seat.leader = mine[0].id
                else:
                    a = yield from self._ask(i, "leader", "appoint a new group leader",
                                             [made.PickSurvivor(sv.id) for sv in mine])
                    seat.leader = a.survivor
                self._emit("leader", seat=i, survivor=seat.leader)
            return
        # the last survivor is gone
        self.removed.extend(seat.hand)
        self._emit("hand_lost", seat=i, count=len(seat.hand))
        seat.hand = []
        if self.options.uses_elimination or not self.survivor_deck:
            seat.eliminated = True
            seat.leader = None
            seat.dice = []
            self._emit("eliminated", seat=i)
            if self.xr_held and self.xr_held[1] == i:
                self.xr_deck.insert(0, self.xr_held[0])
                self.xr_held = None
            if all(s.eliminated for s in self.seats):
                raise GameOver("eliminated")
            return
        place = "colony"
        if seat.exiled or not self.has_space("colony"):
            # exiled (OPEN-C-23), or a full Colony: the newcomer waits at a Location
            place = yield from self._pick_place(i, self._open_places(exclude_colony=True),
                                                "place your new survivor")
        sid = self.survivor_deck.pop()
        sv = Survivor(self.content.survivors[sid], i, place or "colony")
        self.survivors[sid] = sv
        seat.leader = sid
        self._emit("survivor_joined", survivor=sid, seat=i, place=sv.place, leader=True)

    # ------------------------------------------------------------------ places and survivors
    def _open_places(self, exclude_colony=False, exclude: str | None = None) -> list:
        return [p for p in S.PLACES if p != exclude and not (exclude_colony and p == "colony")
                and self.has_space(p)]

    def _pick_place(self, seat: int, places: list, prompt: str):
        if not places:
            return None
        if len(places) == 1:
            return places[0]
        a = yield from self._ask(seat, "place", prompt, [made.PickPlace(p) for p in places])
        return a.place

    def _move(self, sv: Survivor, to: str, exposure: bool = True, trigger: bool = True):
        """C-7.6: the move itself and the exposure roll after it. A move made in the active
        player's turn — by the move action, a card or an ability — is a crossroads ``move``
        event, unless the survivor died in it (C-23.13); ``trigger`` False: a move the active
        player does not make (an exiled player's forced move, C-15.2)."""
        frm = sv.place
        sv.place = to
        self._emit("moved", survivor=sv.id, frm=frm, to=to)
        if exposure and "move" not in self._mods(sv).no_exposure:
            yield from self._exposure(sv)
        if trigger and self.active is not None and sv.id in self.survivors:
            self._xr_events.append(("move", to, None, sv.id))

    def _mods(self, sv: Survivor):
        """The survivor's modifiers: its passive plus every equipped item's."""
        if not sv.equipped:   # most survivors: the passive alone
            return sv.d.passive or NO_MODS
        parts = [sv.d.passive] if sv.d.passive else []
        parts += [self.card_def[c].equip for c in sv.equipped if self.card_def[c].equip]
        if not parts:
            return NO_MODS
        if len(parts) == 1:
            return parts[0]
        return Modifiers(attack=sum(m.attack for m in parts), search=sum(m.search for m in parts),
                         no_exposure=frozenset().union(*(m.no_exposure for m in parts)),
                         barricade_extra=sum(m.barricade_extra for m in parts),
                         search_extra=sum(m.search_extra for m in parts))

    def attack_threshold(self, sv: Survivor) -> int:
        return max(1, sv.d.attack + self._mods(sv).attack)

    def search_threshold(self, sv: Survivor) -> int:
        return max(1, sv.d.search + self._mods(sv).search)

    def _add_survivor(self, seat: int, sid: str):
        """C-13.1 / C-15.4: a new survivor joins in the Colony, or a Location for the exiled."""
        if self.seats[seat].eliminated or (not self.seats[seat].exiled and not self.has_space("colony")):
            self.survivor_deck.insert(0, sid)   # C-13.2/C-23.13: nobody joins a full Colony
            return
        place = "colony"
        self.recruits.append(sid)
        if self.seats[seat].exiled:
            place = yield from self._pick_place(seat, self._open_places(exclude_colony=True),
                                                "place your new survivor")
        self.recruits.remove(sid)
        if place is None:
            self.survivor_deck.insert(0, sid)
            return
        self.survivors[sid] = Survivor(self.content.survivors[sid], seat, place)
        self._emit("survivor_joined", survivor=sid, seat=seat, place=place, leader=False)


NO_MODS = Modifiers()   # no modifier at all (the turn listing reads it too)
