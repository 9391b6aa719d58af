"""Votes at a place, card windows and the police call (shared/spec/mall.md M-6, M-7.1–M-7.3, M-9).

Every vote goes through the shared sealed vote (rules/core/vote.py): this module only says who
votes with how many votes (M-6.3, M-6.4, M-6.9), who may be voted for (M-6.7, M-8.7), what the
card window before each round offers (M-6.5, M-7.21) and how the second tie ends (M-6.10).
"""
from __future__ import annotations

from rules.core import deck as D
from rules.core.vote import Round, vote
from rules.mall import actions as A

PARKING, ROOF = 1, 4


class HandlersMixin:
    # ------------------------------------------------------------------ votes (M-6)
    def _place_vote(self, place: int, why: str, *, window_done: bool = False, lot: bool = False):
        """A vote of the players at ``place`` (M-6.1) with a repeat on a tie (M-6.9). Before each
        round the card window (M-6.5), unless the caller has run the first one
        (``window_done``). ``lot``: a second tie is drawn by lot among the tied (phase F,
        M-6.10); otherwise nobody wins it. Intimidate cards count for this vote, both rounds
        (EX-M-2)."""
        if not window_done:
            self.threats = {}

        def window(r):
            if r > 1 or not window_done:
                yield from self._card_window(place, r, why, arms=False)

        def setup(r, _tied):
            return Round(self._weights(place, r), self._candidates(place))

        res = yield from vote(self, setup, A.vote, _colour, why=why, rounds=2, window=window,
                              on_tie=self._lot if lot else None, kind="vote",
                              prompt="cast your sealed ballot", info={"place": place})
        self.threats = {}
        return res

    def _weights(self, place: int, r: int) -> dict:
        """Voter seat -> votes, Leader first (M-6.3: one per character there, M-6.4 / OPEN-M-3:
        the persuasive character one more where it stands, M-6.5: +1 per Intimidate; M-6.9 /
        OPEN-M-4, M-10.2: in the repeat vote each player with no character there has 1 vote).
        A character lying low casts no vote (M-9.1, OPEN-M-19)."""
        out = {}
        for seat in self.order():
            here = [p for p in self.seat_pieces[seat] if self.where[p] == place]
            shown = [p for p in here if p not in self.hidden]
            if shown:
                w = len(shown) + sum(1 for p in shown if self.kind[p] == self.persuasive)
            elif r >= 2 and not here:
                w = 1
            else:
                continue
            out[seat] = w + self.threats.get(seat, 0)
        return out

    def _candidates(self, place: int) -> tuple:
        """M-6.7, M-8.7, OPEN-M-19: players with a character there that does not lie low."""
        return tuple(self.colours[s] for s in self.order()
                     if any(self.where[p] == place and p not in self.hidden
                            for p in self.seat_pieces[s]))

    def _lot(self, tied: tuple):
        """M-6.10 (phase F): after the second tie the victim's owner is drawn by lot."""
        winner = tied[self.rng.pick(len(tied))]
        self._emit("lot", tied=list(tied), winner=winner)
        return winner
        yield  # pragma: no cover - a sub-flow that asks nothing

    # ------------------------------------------------------------------ card windows
    def _in_window(self, seat: int, place: int, r: int, arms: bool) -> bool:
        """Who takes part in a window, from public facts only: a player with a character there,
        in a repeat vote everyone without one (they vote then, M-6.9), and in the first window
        of an attack (``arms``) every player: the seed lets each player, Leader first, use
        cards to cut the zombies down or raise a barricade before the vote (M-7.21)."""
        if arms or r >= 2:
            return True
        return any(self.where[p] == place for p in self.seat_pieces[seat])

    def _card_window(self, place: int, r: int, why: str, arms: bool):
        """M-6.5, M-7.21, M-8.3 (2): from the Leader clockwise, each player who may take part and
        holds a card plays any number of cards, one at a time, then says done. ``arms``: the
        first window of an attack, where any player's Fire Axes and Shutters serve too (M-7.21;
        docs/decisions.md on OPEN-M-18). That window closes once the place is held (M-8.3 (3)
        can no longer find a breach: no card adds zombies or takes defence away), so nobody is
        asked to play cards against an attack that is over."""
        for seat in self.order():
            while self.hands[seat] and self._in_window(seat, place, r, arms):
                if arms and not self.breaks_in(place):
                    return
                options = self._window_plays(seat, place, r, arms)
                options.append(A.DONE)
                a = yield from self._ask(seat, "cards", "play cards before the vote, or done",
                                         options, place=place, round=r, why=why)
                if a is A.DONE:
                    break
                self._play(seat, a, place)

    def _window_plays(self, seat: int, place: int, r: int, arms: bool) -> list:
        out = []
        here = [p for p in self.seat_pieces[seat] if self.where[p] == place]
        shown = [p for p in here if p not in self.hidden]
        votes = bool(shown) or (r >= 2 and not here)
        seen = set()
        for card in sorted(self.hands[seat]):
            kind = card.rpartition(".")[0]
            if kind in seen:
                continue                    # copies of a kind do the same: offer one
            seen.add(kind)
            eff = self.effect_of[kind]
            if eff == "threat" and votes:
                out.append(A.play(card))
            elif eff == "hidden" and len(shown) > 0 and self.phase in ("A", "B", "F"):
                out.extend(A.play(card, piece=p) for p in shown)
            elif arms and eff == "weapon" and self.zombies[place] > 0:
                out.append(A.play(card, kill=1))
                if self.zombies[place] > 1:
                    out.append(A.play(card, kill=2))
            elif arms and eff == "barricade" and place not in (PARKING, ROOF):
                out.append(A.play(card))
        return out

    def _camera_window(self):
        """M-7.7, M-9.1: from the Leader clockwise, whoever has not seen the dice and holds a
        card may play a Security Monitor to look."""
        for seat in self.order():
            if not self.hands[seat] or seat in self.saw_dice:
                continue
            cams = sorted(c for c in self.hands[seat]
                          if self.effect_of[c.rpartition(".")[0]] == "camera")
            options = ([A.play(cams[0])] if cams else []) + [A.DONE]
            a = yield from self._ask(seat, "camera", "look at the zombie dice with a card, or done",
                                     options)
            if a is not A.DONE:
                self._play(seat, a, None)

    def _play(self, seat: int, a, place) -> None:
        """A card's effect (M-9.1); the card leaves the game (M-9.2, OPEN-M-17)."""
        eff = self.effect_of[a.card.rpartition(".")[0]]
        self._discard(seat, a.card)
        data = {"seat": seat, "card": a.card, "effect": eff}
        if eff == "threat":
            self.threats[seat] = self.threats.get(seat, 0) + 1
        elif eff == "hidden":
            self.hidden.add(a.piece)
            data["piece"] = a.piece
        elif eff == "weapon":
            k = min(a.kill, self.zombies[place])
            self.zombies[place] -= k
            data.update(kill=k, at=place, zombies=self.zombies[place])
        elif eff == "barricade":
            self.barricades += 1
            data.update(at=place, barricades=self.barricades)
        self._emit("card_played", **data)
        if eff == "camera":
            self._see_dice(seat, "camera")

    def _discard(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.out.append(card)

    # ------------------------------------------------------------------ the police call (M-7.2)
    def _police_call(self, seat: int):
        """M-7.2, OPEN-M-6: the caller takes the top 3 cards, keeps 1, gives 1 to any other
        player, and puts the third on the bottom; with fewer cards, keep 1 and give the second."""
        self.caller = seat
        self.drawn = [D.draw(self.deck) for _ in range(min(3, len(self.deck)))]
        self._emit("cards_drawn", seat=seat, count=len(self.drawn))
        self._emit("cards_seen", seats=(seat,), seat=seat, cards=list(self.drawn))
        if len(self.drawn) == 1:
            kept = self.drawn[0]
        else:
            a = yield from self._ask(seat, "keep", "keep one card",
                                     [A.keep(c) for c in _one_per_kind(self.drawn)])
            kept = a.card
        self.drawn.remove(kept)
        self.hands[seat].append(kept)
        self._emit("card_kept", seat=seat)
        self._emit("card_kept_is", seats=(seat,), seat=seat, card=kept)
        if self.drawn:
            others = [self.colours[s] for s in self.order() if s != seat]
            options = [A.give(c, col) for c in _one_per_kind(self.drawn) for col in others]
            a = yield from self._ask(seat, "give", "give one card to another player", options)
            to = self.seat_of[a.to]
            self.drawn.remove(a.card)
            self.hands[to].append(a.card)
            self._emit("card_given", seat=seat, to=to)
            self._emit("card_given_is", seats=(seat, to), seat=seat, to=to, card=a.card)
        if self.drawn:
            self.deck.insert(0, self.drawn.pop())
            self._emit("card_to_bottom", seat=seat)
        self.caller = None


def _colour(a) -> str:
    return a.colour


def _one_per_kind(cards: list) -> list:
    """One card per kind among ``cards``, the lowest id (copies of a kind are alike: offering
    each would only repeat the same choice)."""
    out, seen = [], set()
    for c in sorted(cards):
        kind = c.rpartition(".")[0]
        if kind not in seen:
            seen.add(kind)
            out.append(c)
    return out


__all__ = ["HandlersMixin"]
