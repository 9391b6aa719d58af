"""Symbols (R-8), killing (R-9), revealing (R-10), adding citizens (R-11) and Raxxon cards (R-12).

Every method that may need a player's choice is a generator (``yield from``). ``EndOfDay`` (S9)
and ``GameOver`` (R-15) are exceptions: they unwind every nested effect at once (OPEN-R-8,
OPEN-R-13: whichever end comes first wins).
"""
from __future__ import annotations

from rules.core import deck as D
from rules.core.flow import GameOver
from rules.raxxon import actions as A
from rules.raxxon import crowd as C

INFLUENCE_MAX = 8


class EndOfDay(Exception):
    """S9 fired: the player actions phase ends at once (R-6.3, R-8.1, OPEN-R-8)."""


class EffectsMixin:
    # ------------------------------------------------------------------ symbols
    def _activate(self, symbols, seat: int):
        """Activate printed symbols in order (left to right)."""
        for s in symbols:
            if s == "add":
                yield from self._add_citizen(seat)
            elif s == "reveal":
                yield from self._s4_reveal(seat)
            elif s == "infect":
                self._infect()
            elif s == "raxxon":
                yield from self._draw_raxxon(seat)
            elif s == "influence":
                self._influence(1)
            elif s == "end_day":
                self._emit("end_day_symbol", seat=seat)
                raise EndOfDay()
            elif s == "walkout":
                self._walkout()
            else:   # pragma: no cover - content validation refuses other symbols
                raise ValueError(f"unknown symbol {s!r}")

    def _infect(self) -> None:
        """S5; R-15.2: with the infection deck empty the players lose at once (EX-R-4)."""
        if not self.infection_deck:
            self._emit("outbreak")
            raise GameOver("outbreak")
        cid = self.infection_deck.pop()
        self.discard.append(cid)
        self._emit("infected", card=cid, infection_deck=len(self.infection_deck))

    def _influence(self, delta: int) -> None:
        """S8 (+1 each), R-15.3: at 8 the players lose at once; a card may lower it (not below 0)."""
        for _ in range(abs(delta)):
            before = self.influence
            self.influence = max(0, min(INFLUENCE_MAX, self.influence + (1 if delta > 0 else -1)))
            if self.influence != before:
                self._emit("influence", value=self.influence, delta=self.influence - before)
            if self.influence >= INFLUENCE_MAX:
                raise GameOver("takeover")

    def _walkout(self) -> None:
        """S10, OPEN-R-7: the last-evacuated card of the S10 type goes to the discard pile."""
        tid = self._walkout_type()
        for i in range(len(self.evacuated) - 1, -1, -1):
            cid = self.evacuated[i]
            if self._citizens[cid].type == tid:
                del self.evacuated[i]
                self.discard.append(cid)
                self._emit("walkout", card=cid)
                return
        self._emit("walkout", card=None)

    def _walkout_type(self) -> str:
        return next(t.id for t in self.content.types.values() if t.walkout)

    # ------------------------------------------------------------------ adding a citizen
    def _add_citizen(self, seat: int):
        cells = C.placements(self.crowd)
        if not cells:                                         # OPEN-R-10
            self._emit("crowd_full")
            return
        if not self.citizen_deck:
            if not self.discard:
                self._emit("no_citizen")
                return
            self.citizen_deck = self.discard
            self.discard = []
            D.shuffle(self.rng, self.citizen_deck)
            self._emit("reshuffled", citizen_deck=len(self.citizen_deck))
        if len(cells) > 1:                                    # ties, player's choice
            a = yield from self._ask(seat, "place", "where the added citizen goes",
                                     [A.cell(rc) for rc in cells])
            rc = (a.r, a.c)
        else:
            rc = cells[0]
        self.crowd[rc] = self.citizen_deck.pop()              # face down, unseen
        self._emit("added", r=rc[0], c=rc[1], citizen_deck=len(self.citizen_deck))

    # ------------------------------------------------------------------ revealing
    def facedown(self) -> list:
        up = self.up
        return sorted(rc for rc, cid in self.crowd.items() if cid not in up)

    def _s4_reveal(self, seat: int):
        """S4: the current player turns one face-down crowd card face up; none: nothing."""
        cells = self.facedown()
        if not cells:
            self._emit("nothing_to_reveal")
            return
        if len(cells) > 1:
            a = yield from self._ask(seat, "reveal", "turn a face-down crowd card face up",
                                     [A.cell(rc) for rc in cells])
            rc = (a.r, a.c)
        else:
            rc = cells[0]
        yield from self._turn_up(rc, seat)

    def _turn_up(self, rc: tuple, seat: int):
        """R-10.1, OPEN-R-9: any face-down -> face-up turn in the crowd during the player actions
        phase checks the card's count symbols (S2, R-10.2, R-10.3): the face-up crowd cards of
        its type, itself included, must equal the printed number exactly."""
        cid = self.crowd[rc]
        self.up.add(cid)
        for k in self.known:
            k.discard(cid)
        self._emit("revealed", r=rc[0], c=rc[1], card=cid)
        cd = self._citizens[cid]
        if cd.on_reveal and self.phase == "actions":
            t = cd.type
            n = sum(1 for x in self.crowd.values() if x in self.up and self._citizens[x].type == t)
            for count, eff in cd.on_reveal:
                if count == n:
                    self._emit("count_trigger", card=cid, count=n, symbols=list(eff))
                    yield from self._activate(eff, seat)
                    break

    def _peek(self, seat: int, rc: tuple) -> None:
        """Explore: the seat looks at a face-down card; only that seat's view shows it."""
        cid = self.crowd[rc]
        self.known[seat].add(cid)
        self._emit("explored", seat=seat, r=rc[0], c=rc[1])
        self._emit("peeked", seats=(seat,), seat=seat, r=rc[0], c=rc[1], card=cid)

    def _turn_down(self, rc: tuple) -> None:
        """A face-up crowd card turned face down: every seat saw it, so every seat still knows it."""
        cid = self.crowd[rc]
        self.up.discard(cid)
        for k in self.known:
            k.add(cid)
        self._emit("turned_down", r=rc[0], c=rc[1], card=cid)

    def _take(self, rc: tuple) -> str:
        """A card leaves the crowd (R-5.6: its cell stays empty, nothing shifts)."""
        cid = self.crowd.pop(rc)
        self.up.discard(cid)
        for k in self.known:
            k.discard(cid)
        return cid

    # ------------------------------------------------------------------ moving cards
    def _evacuate(self, rc: tuple) -> None:
        """A healthy crowd card to the evacuation pile; R-15.1: the win comes at once."""
        cid = self._take(rc)
        self.evacuated.append(cid)
        self._emit("evacuated", r=rc[0], c=rc[1], card=cid, total=len(self.evacuated))
        if len(self.evacuated) >= self.target:
            raise GameOver("evacuated")

    def _quarantine(self, rc: tuple | None, card: str | None = None, to: str = "controlled") -> None:
        """A face-up infected card (from the crowd, or from the uncontrolled quarantine) to a
        quarantine pile (R-7.8, R-14.2)."""
        if rc is not None:
            cid = self._take(rc)
            src = "crowd"
        else:
            cid = card
            self.uncontrolled.remove(cid)
            src = "uncontrolled"
        (self.controlled if to == "controlled" else self.uncontrolled).append(cid)
        self._emit("quarantined", card=cid, source=src, to=to,
                   r=rc[0] if rc else None, c=rc[1] if rc else None)

    # ------------------------------------------------------------------ killing
    def _kill(self, cells: list, seat: int):
        """R-9.1: killed cards go face up to the discard pile; R-9.2: each S1 fires, face up or
        down; R-14.1: effects activated together resolve in the order the current player picks."""
        fired = []
        for rc in cells:
            cid = self._take(rc)
            self.discard.append(cid)
            self._emit("killed", r=rc[0], c=rc[1], card=cid)
            eff = self._citizens[cid].on_kill
            if eff:
                fired.append((cid, eff))
        yield from self._together(fired, seat, "kill_trigger")

    def _together(self, fired: list, seat: int, kind: str):
        """R-14.1, OPEN-R-8: several effects at once; the current player orders them (asked only
        when they differ). An S9 among them ends the phase when it resolves; the rest is lost."""
        fired = list(fired)
        while fired:
            idx = 0
            if len(fired) > 1 and len({e for _, e in fired}) > 1:
                a = yield from self._ask(seat, "order", "which effect resolves next",
                                         [A.first(cid) for cid, _ in fired],
                                         effects={cid: list(e) for cid, e in fired})
                idx = next(i for i, (cid, _) in enumerate(fired) if cid == a.card)
            cid, eff = fired.pop(idx)
            self._emit(kind, card=cid, symbols=list(eff))
            yield from self._activate(eff, seat)

    # ------------------------------------------------------------------ Raxxon cards
    def _draw_raxxon(self, seat: int):
        """S6: draw the top Raxxon card; if its trigger holds, the current player picks an
        option, does its text, activates its symbols, and the card goes to the activated pile
        (or where it says); if not, to the unactivated pile (R-12.1–R-12.3). An empty deck:
        nothing (OPEN-R-11)."""
        if not self.rx_deck:
            self._emit("raxxon_empty")
            return
        rid = self.rx_deck.pop()
        self.rx_current.append(rid)
        card = self.content.raxxon[rid]
        self._emit("raxxon_drawn", seat=seat, card=rid)
        if not all(self._cond(c, seat) for c in card.when):
            self.rx_current.remove(rid)
            self.rx_unactivated.append(rid)
            self._emit("raxxon_unactivated", card=rid)
            return
        try:
            if len(card.options) > 1:
                a = yield from self._ask(seat, "raxxon", "choose an option of the Raxxon card",
                                         [A.choose(i + 1) for i in range(len(card.options))],
                                         card=rid)
                k = a.option
            else:
                k = 1
            opt = card.options[k - 1]
            self._emit("raxxon_option", card=rid, option=k, symbols=list(opt.symbols))
            for op in opt.ops:
                yield from self._op(op, seat)
            yield from self._activate(opt.symbols, seat)
        finally:
            if rid in self.rx_current:
                self.rx_current.remove(rid)
                if card.after == "unactivated":
                    self.rx_unactivated.append(rid)
                elif card.after == "deck_bottom":
                    self.rx_deck.insert(0, rid)
                else:
                    self.rx_activated.append(rid)
                self._emit("raxxon_placed", card=rid, to=card.after)

    def _cond(self, c, seat: int) -> bool:
        n = self._cond_value(c, seat)
        if c.at_least is not None and n < c.at_least:
            return False
        if c.at_most is not None and n > c.at_most:
            return False
        return True

    def _cond_value(self, c, seat: int) -> int:
        cit = self._citizens
        name = c.name
        if name == "always":
            return 0
        if name == "faceup":
            return sum(1 for cid in self.crowd.values() if cid in self.up
                       and (c.health == "any" or cit[cid].health == c.health)
                       and (not c.type or cit[cid].type == c.type))
        if name == "facedown":
            return sum(1 for cid in self.crowd.values() if cid not in self.up)
        if name == "crowd":
            return len(self.crowd)
        if name == "evacuated":
            return len(self.evacuated)
        if name == "influence":
            return self.influence
        if name == "infection_deck":
            return len(self.infection_deck)
        if name == "citizen_deck":
            return len(self.citizen_deck)
        if name == "quarantine":
            return ((len(self.controlled) if c.pile in ("controlled", "both") else 0) +
                    (len(self.uncontrolled) if c.pile in ("uncontrolled", "both") else 0))
        if name == "discard":
            return sum(1 for cid in self.discard if c.health == "any" or cit[cid].health == c.health)
        if name == "tokens":
            return sum(self.tokens[seat].values())
        if name == "unactivated":
            return len(self.rx_unactivated)
        if name == "day":
            return self.day
        raise ValueError(f"unknown condition {name!r}")   # pragma: no cover

    def _op(self, op, seat: int):
        """One operation of a Raxxon option's text (content README: ops); it does as much as it
        can."""
        name = op.name
        cit = self._citizens
        if name == "kill":
            for _ in range(op.count):
                cells = [rc for rc, cid in sorted(self.crowd.items()) if cid in self.up
                         and (op.health == "any" or cit[cid].health == op.health)]
                if not cells:
                    break
                rc = yield from self._pick_cell(seat, cells, "a face-up card to kill",
                                              purpose="op_kill")
                yield from self._kill([rc], seat)
        elif name == "evacuate":
            for _ in range(op.count):
                cells = self.faceup_cells("healthy")
                if not cells:
                    break
                rc = yield from self._pick_cell(seat, cells, "a face-up healthy card to evacuate",
                                              purpose="op_evacuate")
                self._evacuate(rc)
        elif name == "quarantine":
            for _ in range(op.count):
                cells = self.faceup_cells("infected")
                if not cells:
                    break
                rc = yield from self._pick_cell(seat, cells, "a face-up infected card to quarantine",
                                              purpose="op_quarantine")
                self._quarantine(rc, to=op.to)
        elif name == "release":
            for _ in range(op.count):
                if not self.controlled:
                    break
                cid = self.controlled.pop()
                self.uncontrolled.append(cid)
                self._emit("released", card=cid)
        elif name == "return_unactivated":
            k = len(self.rx_unactivated) if op.count == 0 else min(op.count, len(self.rx_unactivated))
            back = self.rx_unactivated[len(self.rx_unactivated) - k:] if k else []
            del self.rx_unactivated[len(self.rx_unactivated) - k:]
            self.rx_deck.extend(back)
            D.shuffle(self.rng, self.rx_deck)
            self._emit("raxxon_returned", cards=back, raxxon_deck=len(self.rx_deck))
        elif name == "influence":
            self._influence(op.amount)
        elif name == "remove_tokens":
            for _ in range(op.count):
                have = [aid for aid, k in sorted(self.tokens[seat].items()) if k]
                if not have:
                    break
                if len(have) > 1:
                    a = yield from self._ask(seat, "remove_token", "remove a token from an action",
                                             [A.act(aid) for aid in have])
                    aid = a.action
                else:
                    aid = have[0]
                self.tokens[seat][aid] -= 1                   # the rightmost token of it
                if not self.tokens[seat][aid]:
                    del self.tokens[seat][aid]
                self._emit("token_removed", seat=seat, action=aid)
        elif name == "peek":
            for _ in range(op.count):
                cells = self.unknown_facedown(seat)
                if not cells:
                    break
                rc = yield from self._pick_cell(seat, cells, "a face-down card to look at",
                                              purpose="op_peek")
                self._peek(seat, rc)
        elif name == "turn_down":
            for _ in range(op.count):
                cells = self.faceup_cells()
                if not cells:
                    break
                rc = yield from self._pick_cell(seat, cells, "a face-up card to turn face down",
                                              purpose="op_turn_down")
                self._turn_down(rc)
        elif name == "recall":
            for _ in range(op.count):
                if not self.evacuated:
                    break
                choices = sorted(set(self.evacuated))
                if len(choices) > 1:
                    a = yield from self._ask(seat, "target", "an evacuated card that comes back",
                                             [A.pick(x) for x in choices], purpose="op_recall")
                    cid = a.card
                else:
                    cid = choices[0]
                self.evacuated.remove(cid)
                self.discard.append(cid)
                self._emit("recalled", card=cid)
        elif name == "restock":
            for _ in range(op.count):
                sick = [i for i, cid in enumerate(self.discard) if not cit[cid].healthy]
                if not sick:
                    break
                cid = self.discard.pop(sick[-1])
                self.infection_deck.insert(0, cid)
                self._emit("restocked", card=cid, infection_deck=len(self.infection_deck))
        else:   # pragma: no cover
            raise ValueError(f"unknown op {name!r}")

    # ------------------------------------------------------------------ small helpers
    def _pick_cell(self, seat: int, cells: list, prompt: str, purpose: str):
        if len(cells) == 1:
            return cells[0]
        a = yield from self._ask(seat, "target", prompt, [A.cell(rc) for rc in cells],
                                 purpose=purpose)
        return (a.r, a.c)

    def faceup_cells(self, health: str = "any") -> list:
        cit, up = self._citizens, self.up
        return sorted(rc for rc, cid in self.crowd.items() if cid in up
                      and (health == "any" or cit[cid].health == health))

    def unknown_facedown(self, seat: int) -> list:
        up, known = self.up, self.known[seat]
        return sorted(rc for rc, cid in self.crowd.items() if cid not in up and cid not in known)


__all__ = ["EffectsMixin", "EndOfDay"]
