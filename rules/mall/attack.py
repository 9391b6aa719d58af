"""Phase F, the zombie attack (shared/spec/mall.md M-7.18–M-7.21, M-8, M-11.2).

Two extra zombies first (the biggest crowd, the most Pop Stars), then each place in number order:
its defence against its zombies, the card window if they break in, a second look, and the
sacrifice vote. The Car Park is different: the dead always get in there and take one character
per zombie, a vote each (M-8.6).
"""
from __future__ import annotations

from rules.core.flow import GameOver

PARKING, ROOF, ROOF_BREACH = 1, 4, 4


class AttackMixin:
    def _phase_F(self):
        self._extra_zombies()
        for place in self.places:                          # M-7.20: from 1 to 6
            yield from self._attack(place)
            self.attack_at = None
            self.barricades = 0
            self.hidden = set()
            self.threats = {}

    def _extra_zombies(self) -> None:
        """M-7.18: one more zombie where the most characters are; M-7.19 (OPEN-M-13): one more
        where the most Pop Stars are; none on a tie for the most, or with nobody / no star."""
        for why, counts in (
                ("crowd", {p: len(self.at(p)) for p in self.places}),
                ("star", {p: sum(1 for x in self.at(p) if self.kind[x] == self.lure)
                          for p in self.places})):
            best = max(counts.values())
            tops = [p for p, v in counts.items() if v == best]
            if best > 0 and len(tops) == 1:
                self.zombies[tops[0]] += 1
                self._emit("extra_zombie", why=why, at=tops[0], zombies=self.zombies[tops[0]])
            else:
                self._emit("no_extra_zombie", why=why, tied=tops if best > 0 else [])

    def defence(self, place: int) -> int:
        """M-8.1: characters there (lying low too) + 1 per Bouncer + 1 per Shutter played."""
        here = self.at(place)
        return (len(here) + sum(1 for p in here if self.kind[p] == self.strong)
                + (self.barricades if self.attack_at == place else 0))

    def breaks_in(self, place: int) -> bool:
        """M-8.2 (OPEN-M-14: at least 1 zombie), M-8.4 (OPEN-M-15: the Helipad falls to
        min(defence, 4)), M-8.6 (the Car Park always)."""
        z = self.zombies[place]
        if z < 1:
            return False
        if place == PARKING:
            return True
        d = self.defence(place)
        return z >= (min(d, ROOF_BREACH) if place == ROOF else d)

    def _attack(self, place: int):
        """M-8.3: (1) check; (2) breach: the card window; (3) check again; (4) the vote, the
        chosen player's character eaten, the zombies gone (M-8.5). Zombies that do not break
        in, or face an empty place, stay (M-8.5)."""
        if not self.at(place) or self.zombies[place] < 1:
            return
        self.attack_at = place
        if place == PARKING:
            yield from self._car_park()
            return
        if not self.breaks_in(place):
            self._emit("held", at=place, zombies=self.zombies[place], defence=self.defence(place))
            return
        self._emit("breach", at=place, zombies=self.zombies[place], defence=self.defence(place))
        self.threats = {}
        yield from self._card_window(place, 1, "sacrifice", arms=True)
        if not self.breaks_in(place):
            self._emit("held_off", at=place, zombies=self.zombies[place],
                       defence=self.defence(place))
            return
        res = yield from self._place_vote(place, "sacrifice", window_done=True, lot=True)
        if res.winner is None:                            # OPEN-M-16: all lying low
            self._emit("nobody_eaten", at=place, zombies=self.zombies[place])
            return
        yield from self._eat(self.seat_of[res.winner], place)
        gone, self.zombies[place] = self.zombies[place], 0
        self._emit("zombies_leave", at=place, count=gone)

    def _car_park(self):
        """M-8.6: as many characters eaten as there are zombies (at most all there), one vote per
        zombie; a Lie Low card lasts for every vote here (M-9.1). The zombies leave at the end of
        the turn (``_end_of_turn``)."""
        eaten = 0
        first = True
        self._emit("breach", at=PARKING, zombies=self.zombies[PARKING],
                   defence=self.defence(PARKING))
        while self.at(PARKING) and self.zombies[PARKING] > eaten:
            self.threats = {}
            yield from self._card_window(PARKING, 1, "sacrifice", arms=first)
            first = False
            if self.zombies[PARKING] <= eaten:             # Fire Axes cut the number
                self._emit("held_off", at=PARKING, zombies=self.zombies[PARKING], defence=0)
                break
            res = yield from self._place_vote(PARKING, "sacrifice", window_done=True, lot=True)
            if res.winner is None:                        # OPEN-M-16
                self._emit("nobody_eaten", at=PARKING, zombies=self.zombies[PARKING])
                break
            yield from self._eat(self.seat_of[res.winner], PARKING)
            eaten += 1

    def _eat(self, seat: int, place: int):
        """M-6.8, M-8.5, M-8.7: the chosen player names which of its characters there (not one
        lying low) is eaten; M-11.2 (OPEN-M-21): checked after every death."""
        choices = [p for p in self.seat_pieces[seat]
                   if self.where[p] == place and p not in self.hidden]
        if len(choices) == 1:
            piece = choices[0]
        else:
            from rules.mall import actions as A
            a = yield from self._ask(seat, "victim", "choose which of your characters is eaten",
                                     [A.eaten(p) for p in choices], place=place)
            piece = a.piece
        self.where[piece] = -1
        self.dead.append(piece)
        self.last_death[seat] = place
        self._emit("eaten", seat=seat, piece=piece, at=place)
        if len(self.alive()) <= self.threshold():
            raise GameOver("few_left")


__all__ = ["AttackMixin"]
