"""The board actions (R-7.8): one handler per action kind, its parameters from content.

Explore is always offered (R-7.5): with no face-down card left that the player has not seen it
looks at nothing new and the turn is spent (docs/decisions.md). Every other action is offered
while it has an empty token slot (R-7.6), even when it can do nothing now (an Airstrike on an
empty crowd): its token is placed and nothing else happens (``_idle``; the table warns before
the click). Targets are
chosen one at a time; "up to N" lets the player stop after the first with ``done``. A handler
returns True when the player used the action's optional extra (S7): a Raxxon card is then drawn
after the action is completed (R-7.9).
"""
from __future__ import annotations

from rules.raxxon import actions as A
from rules.raxxon import crowd as C

YES_NO = (A.YES, A.NO)


class HandlersMixin:
    # ------------------------------------------------------------------ availability
    def _idle(self, ad) -> bool:
        """Whether the token action ``ad`` would do nothing now (R-7.6 offers it all the same:
        «Любое другое действие можно выбрать, если рядом с ним есть хотя бы 1 пустая клетка»).
        Read from public things only (the crowd, which cards lie face up, the uncontrolled
        quarantine), so the answer goes in the decision's public info for the table's warning.
        Explore is never idle here: it has no token, and whether its seat has seen every
        face-down card is that seat's own knowledge."""
        k = ad.kind
        crowd = self.crowd
        if k in ("peek", "peek_line", "resources"):
            return False            # resources: a Raxxon card is drawn (solo: or influence) anyway
        if k == "evacuate_line":
            return not 0 < C.shortest_line(crowd) <= ad.max + ad.optional_extra
        if k == "curfew":
            return not 0 < C.shortest_line(crowd) <= ad.max
        if k == "evacuate":
            return not (len(self.up) < len(crowd) or self.faceup_cells("healthy"))
        if k in ("airstrike", "attack"):
            return not crowd
        if k == "crackdown":
            return not self._any_faceup("infected")
        if k == "quarantine":
            return not ((ad.from_uncontrolled and self.uncontrolled) or self._any_faceup("infected"))
        if k == "swap":   # two cards to swap, or (where the board allows) a face-up card to turn down
            return len(crowd) < 2 and not (ad.turn_down != "no" and self.up)
        if k in ("reveal", "triage", "pickup"):
            return len(self.up) >= len(crowd)
        raise ValueError(f"unknown action kind {k!r}")   # pragma: no cover

    def _any_faceup(self, health: str) -> bool:
        cit = self._citizens
        return any(cit[cid].health == health for cid in self.up)

    # ------------------------------------------------------------------ performing
    def _perform(self, seat: int, ad):
        used = yield from getattr(self, "_k_" + ad.kind)(seat, ad)
        if used:                                                  # S7
            self._emit("optional_used", seat=seat, action=ad.id)
            yield from self._draw_raxxon(seat)

    def _up_to(self, seat: int, count: int, extra: int, choices, do, prompt: str, purpose: str):
        """Choose 1 to ``count`` targets one at a time (``done`` stops after the first); then,
        with an optional extra (S7), the player may go on for up to ``extra`` more. ``choices()``
        lists the legal actions now; ``do(action)`` is a generator. Returns whether the extra
        was used."""
        k, limit, used = 0, count, False
        while True:
            acts = choices()
            if not acts:
                break
            if k >= limit:
                if used or not extra:
                    break
                a = yield from self._ask(seat, "optional", "use the optional extra (then draw a "
                                         "Raxxon card)?", YES_NO, purpose=purpose, more=extra)
                if a is A.NO:
                    break
                used, limit = True, count + extra
            may_stop = k > 0 and not (used and k == count)
            if len(acts) == 1 and not may_stop:        # a forced choice is not asked
                a = acts[0]
            else:
                a = yield from self._ask(seat, "target", prompt,
                                         acts + [A.DONE] if may_stop else acts,
                                         purpose=purpose, chosen=k)
            if a is A.DONE:
                break
            yield from do(a)
            k += 1
        return used

    def _choose(self, seat: int, kind: str, prompt: str, acts: list, **info):
        """Ask for one of ``acts``; a single legal answer is taken without asking."""
        if len(acts) == 1:
            return acts[0]
        return (yield from self._ask(seat, kind, prompt, acts, **info))

    def _cells(self, cells) -> list:
        return [A.cell(rc) for rc in cells]

    # --- explore
    def _k_peek(self, seat, ad):
        """Look at up to ``count`` face-down cards this player has not seen; with none left it
        looks at nothing new and nothing is asked (R-7.5, docs/decisions.md)."""
        def do(a):
            self._peek(seat, (a.r, a.c))
            return
            yield
        return (yield from self._up_to(seat, ad.count, ad.optional_extra,
                                       lambda: self._cells(self.unknown_facedown(seat)), do,
                                       "a face-down crowd card to look at", "peek"))

    def _k_peek_line(self, seat, ad):
        """Look at the face-down cards of one row or column (at most ``max`` of them, in line
        order) that this player has not seen yet."""
        unknown = set(self.unknown_facedown(seat))
        opts = [A.line(axis, at) for axis, at, cells in C.lines(self.crowd)
                if unknown.intersection(cells)]
        if not opts:                                  # nothing new to look at
            return False
        a = yield from self._choose(seat, "line", "a row or column to look at", opts,
                                 purpose="peek_line")
        todo = [rc for rc in C.line_cells(self.crowd, a.axis, a.at) if rc in unknown]
        for rc in todo[:ad.max]:
            self._peek(seat, rc)
        return False

    # --- evacuate
    def _k_evacuate_line(self, seat, ad):
        """Pick a row or column of up to ``max`` cards (S7: up to ``max + optional_extra``); its
        face-down cards are turned face up one by one (each may fire S2); if every card of the
        line still in the crowd is healthy, they all go to the evacuation pile."""
        lim = ad.max + ad.optional_extra
        opts = [A.line(axis, at) for axis, at, cells in C.lines(self.crowd) if len(cells) <= lim]
        a = yield from self._choose(seat, "line", "a row or column to evacuate", opts,
                                 purpose="evacuate_line")
        cells = C.line_cells(self.crowd, a.axis, a.at)
        cards = [self.crowd[rc] for rc in cells]
        for rc, cid in zip(cells, cards, strict=True):
            if self.crowd.get(rc) == cid and cid not in self.up:
                yield from self._turn_up(rc, seat)
        still = [(rc, cid) for rc, cid in zip(cells, cards, strict=True) if self.crowd.get(rc) == cid]
        if still and all(self._citizens[cid].healthy for _, cid in still):
            for rc, _ in still:
                self._evacuate(rc)
        else:
            self._emit("evacuation_failed", axis=a.axis, at=a.at)
        return len(cells) > ad.max

    def _k_evacuate(self, seat, ad):
        """Evacuate up to ``count`` healthy crowd cards, one at a time: a face-up healthy card, or
        a face-down card, which is turned face up first (S2 may fire); an infected card stays
        face up in the crowd and the evacuation ends there."""
        stop = []

        def choices():
            if stop:
                return []
            return self._cells(self.facedown() + self.faceup_cells("healthy"))

        def do(a):
            rc = (a.r, a.c)
            cid = self.crowd[rc]
            if cid not in self.up:
                yield from self._turn_up(rc, seat)
            if self.crowd.get(rc) != cid:
                return
            if self._citizens[cid].healthy:
                self._evacuate(rc)
            else:
                self._emit("evacuation_failed", r=rc[0], c=rc[1], card=cid)
                stop.append(rc)
        return (yield from self._up_to(seat, ad.count, ad.optional_extra, choices, do,
                                       "a healthy card to evacuate", "evacuate"))

    # --- attack
    def _k_airstrike(self, seat, ad):
        """Kill a crowd card and every card adjacent to it, together (R-9, R-14.1)."""
        a = yield from self._choose(seat, "target", "the card at the centre of the strike",
                                 self._cells(sorted(self.crowd)), purpose="airstrike")
        rc = (a.r, a.c)
        yield from self._kill([rc] + C.adjacent(self.crowd, rc), seat)
        return False

    def _k_attack(self, seat, ad):
        def do(a):
            yield from self._kill([(a.r, a.c)], seat)
        return (yield from self._up_to(seat, ad.count, ad.optional_extra,
                                       lambda: self._cells(sorted(self.crowd)), do,
                                       "a crowd card to kill", "attack"))

    def _k_crackdown(self, seat, ad):
        """Kill every face-up infected card of one row or column, together."""
        sick = set(self.faceup_cells("infected"))
        opts = [A.line(axis, at) for axis, at, cells in C.lines(self.crowd) if sick.intersection(cells)]
        a = yield from self._choose(seat, "line", "a row or column to clear", opts,
                                 purpose="crackdown")
        cells = [rc for rc in C.line_cells(self.crowd, a.axis, a.at) if rc in sick]
        yield from self._kill(cells, seat)
        return False

    # --- quarantine
    def _k_quarantine(self, seat, ad):
        def choices():
            out = self._cells(self.faceup_cells("infected"))
            if ad.from_uncontrolled:
                out += [A.pick(cid) for cid in sorted(set(self.uncontrolled))]
            return out

        def do(a):
            if isinstance(a, A.Pick):
                self._quarantine(None, a.card)
            else:
                self._quarantine((a.r, a.c))
            return
            yield
        return (yield from self._up_to(seat, ad.count, ad.optional_extra, choices, do,
                                       "a face-up infected card to quarantine", "quarantine"))

    # --- crowd control
    def _k_swap(self, seat, ad):
        """Swap two crowd cards (each keeps its side up); with ``turn_down`` the player may also
        turn one face-up card face down (``optional``: that is the S7 extra)."""
        cells = sorted(self.crowd)
        if len(cells) >= 2:   # (a lone card: no swap; the board's turning down may still serve)
            a = yield from self._choose(seat, "target", "the first card to swap", self._cells(cells),
                                        purpose="swap_first")
            p = (a.r, a.c)
            b = yield from self._choose(seat, "target", "the card to swap it with",
                                        self._cells([rc for rc in cells if rc != p]),
                                        purpose="swap_second", first=list(p))
            q = (b.r, b.c)
            self.crowd[p], self.crowd[q] = self.crowd[q], self.crowd[p]
            self._emit("swapped", a=list(p), b=list(q))
        if ad.turn_down == "no":
            return False
        up = self.faceup_cells()
        if not up:
            return False
        t = yield from self._ask(seat, "turn_down", "you may turn a face-up card face down",
                                 self._cells(up) + [A.DONE], optional=ad.turn_down == "optional")
        if t is A.DONE:
            return False
        self._turn_down((t.r, t.c))
        return ad.turn_down == "optional"

    def _k_curfew(self, seat, ad):
        """A row or column of up to ``max`` cards, turned face down and put on top of the citizen
        deck (the first card of the line on top)."""
        opts = [A.line(axis, at) for axis, at, cells in C.lines(self.crowd) if len(cells) <= ad.max]
        a = yield from self._choose(seat, "line", "a row or column to send home", opts,
                                 purpose="curfew")
        cells = C.line_cells(self.crowd, a.axis, a.at)
        cards = [self._take(rc) for rc in cells]
        self.citizen_deck.extend(reversed(cards))
        self._emit("curfew", axis=a.axis, at=a.at, count=len(cards))
        return False

    # --- specials
    def _k_reveal(self, seat, ad):
        def do(a):
            yield from self._turn_up((a.r, a.c), seat)
        return (yield from self._up_to(seat, ad.count, ad.optional_extra,
                                       lambda: self._cells(self.facedown()), do,
                                       "a face-down card to turn face up", "reveal"))

    def _k_triage(self, seat, ad):
        """Look at a face-down card; the player may then move it out of the crowd: healthy to the
        evacuation pile, infected to the controlled quarantine (it is turned face up there)."""
        a = yield from self._choose(seat, "target", "a face-down card to examine",
                                 self._cells(self.facedown()), purpose="triage")
        rc = (a.r, a.c)
        if self.crowd[rc] not in self.known[seat]:
            self._peek(seat, rc)
        ok = yield from self._ask(seat, "confirm", "move the examined card out of the crowd?",
                                  YES_NO, purpose="triage", r=rc[0], c=rc[1])
        if ok is A.YES:
            if self._citizens[self.crowd[rc]].healthy:
                self._evacuate(rc)
            else:
                self._quarantine(rc)
        return False

    def _k_pickup(self, seat, ad):
        """Take a face-down card out of the crowd unseen: healthy to the evacuation pile, infected
        to the uncontrolled quarantine."""
        a = yield from self._choose(seat, "target", "a face-down card to pick up",
                                 self._cells(self.facedown()), purpose="pickup")
        rc = (a.r, a.c)
        if self._citizens[self.crowd[rc]].healthy:
            self._evacuate(rc)
        else:
            self._quarantine(rc, to="uncontrolled")
        return False

    def _k_resources(self, seat, ad):
        """The Raxxon resources action: up to ``count`` face-up cards leave the crowd (healthy to
        the evacuation pile, infected to the controlled quarantine); then a Raxxon card is drawn —
        in solo the player may raise the influence by 1 instead (R-16.5, OPEN-R-15)."""
        def do(a):
            rc = (a.r, a.c)
            if self._citizens[self.crowd[rc]].healthy:
                self._evacuate(rc)
            else:
                self._quarantine(rc)
            return
            yield
        yield from self._up_to(seat, ad.count, 0, lambda: self._cells(self.faceup_cells()), do,
                               "a face-up card to move out of the crowd", "resources")
        if self.solo:
            c = yield from self._ask(seat, "company", "draw a Raxxon card, or raise the influence",
                                     [A.COMPANY_DRAW, A.COMPANY_INFLUENCE])
            self._emit("company", seat=seat, choice=c.choice)
            if c is A.COMPANY_INFLUENCE:
                self._influence(1)
                return False
        yield from self._draw_raxxon(seat)
        return False


__all__ = ["HandlersMixin"]
