"""Bots for mall seats. Both decide from ``view(seat)`` and ``legal_actions()`` only (DESIGN.md:
bots never cheat): the heuristic bot reads where everyone stands, the zombies, the hand sizes,
its own hand, the dice only when its seat has looked, the Leader's announcement and the
revealed destinations, and the character kinds' points (printed on the pieces).

The heuristic bot plays for points: it keeps its valuable characters where the dead are least
likely to get in, votes to sacrifice the character of the rival who leads, votes itself (or the
weakest rival) into the police call and the Control Room, spends Intimidate cards only where the
vote is close and it matters, hides its valuable character when it would be chosen, fights off a
breach with Fire Axes and Shutters, looks at the dice with a Security Monitor before it commits
to a destination, and reads an announcement as a hint, not a promise (the Leader knows the
dice, but goes where it suits the Leader). While it trails, it keeps the group alive (it avoids
ending the game by gathering everyone or thinning the survivors); while it leads, it does not.
"""
from __future__ import annotations

from rules.core.rng import Rng
from rules.mall import actions as A

PARKING, ROOF = 1, 4
CARD_VALUE = {"weapon": 5.0, "hidden": 4.5, "threat": 3.5, "barricade": 3.0, "escape": 2.5,
              "camera": 2.0}


class RandomBot:
    """Uniformly random among the legal actions (soak tests, the simulator)."""

    uses_view = False

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view, legal: list):
        return legal[self.rng.pick(len(legal))]


class HeuristicBot:
    uses_view = True

    def __init__(self, content, seed: int = 0):
        self.c = content
        self.rng = Rng(seed)
        self.points = {k.id: k.points for k in content.characters.values()}
        self.effect = {k.id: k.effect for k in content.cards.values()}
        self.strong = next(k.id for k in content.characters.values() if k.ability == "strong")
        self.lure = next(k.id for k in content.characters.values() if k.ability == "lure")
        self.persuasive = next(k.id for k in content.characters.values()
                               if k.ability == "persuasive")
        self.caps = {p.number: p.capacity for p in content.places.values()}
        self.talk_rng = Rng(seed * 7 + 3)      # what it says aloud; never how it plays

    # ------------------------------------------------------------------ reading the view
    def _read(self, v: dict) -> None:
        self.v = v
        self.me = v["seat"]
        self.col = v["colours"]
        self.pieces = {p: at for p, at in v["pieces"].items() if at > 0}
        self.places = [pl["number"] for pl in v["places"]]
        self.blocked = {pl["number"] for pl in v["places"] if pl["blocked"]}
        self.zombies = {pl["number"]: pl["zombies"] for pl in v["places"]}
        self.scores = [0] * v["players"]
        for p in self.pieces:
            self.scores[self.col.index(p.partition(".")[0])] += self.points[p.partition(".")[2]]
        rivals = [s for s in range(v["players"]) if s != self.me]
        self.best_rival = max(rivals, key=lambda s: (self.scores[s], -s))
        self.leading = self.scores[self.me] > self.scores[self.best_rival]
        self.alive = len(self.pieces)

    def seat(self, piece: str) -> int:
        return self.col.index(piece.partition(".")[0])

    def pts(self, piece: str) -> int:
        return self.points[piece.partition(".")[2]]

    def at(self, place: int) -> list:
        return [p for p, at in self.pieces.items() if at == place]

    def mine_at(self, place: int) -> list:
        return [p for p in self.at(place) if self.seat(p) == self.me]

    def defence(self, place: int, extra: list = ()) -> int:
        here = self.at(place) + list(extra)
        return len(here) + sum(1 for p in here if p.endswith("." + self.strong))

    def arrivals(self, place: int) -> float:
        """Zombies expected to arrive at ``place`` this turn: the dice if this seat has seen them
        (or they are placed), else the odds of four dice; plus the extra zombies' chances."""
        if place in self.blocked:
            return 0.0
        dice = self.v.get("dice")
        if self.v["phase"] in ("E", "F", "end", "over"):
            base = 0.0                               # the dice are on the board already
        elif dice is not None:
            base = float(dice.count(place))
        else:
            base = 4.0 / 6.0
        return base

    def risk(self, place: int, extra: list = ()) -> float:
        """The chance that one of this seat's characters at ``place`` is eaten this turn, with
        ``extra`` characters added there: a breach chance times the share of the victims."""
        z = self.zombies[place] + self.arrivals(place)
        here = self.at(place) + list(extra)
        n = max(1, len(here))
        stars = sum(1 for p in here if p.endswith("." + self.lure))
        z += 0.35 * (stars > 0) + 0.25 * (len(here) >= 4)
        if place == PARKING:
            return min(1.0, z / n)
        d = self.defence(place, extra)
        need = min(d, 4) if place == ROOF else d
        gap = z - need
        breach = 0.85 if gap >= 0 else 0.45 if gap >= -1 else 0.15 if gap >= -2 else 0.03
        owners = {self.seat(p) for p in here} or {self.me}
        return breach / len(owners)

    # ------------------------------------------------------------------ choosing
    def choose(self, view, legal: list):
        self._read(view)
        kind = view["pending"]["kind"]
        info = view["pending"]["info"]
        pick = getattr(self, "_" + kind, None)
        if pick is None or len(legal) == 1:
            return legal[0]
        return pick(legal, info)

    def _best(self, legal: list, score):
        """The action with the highest score; ties by the bot's own seeded draw."""
        scored = [(score(a), i) for i, a in enumerate(legal)]
        top = max(s for s, _ in scored)
        best = [legal[i] for s, i in scored if s >= top - 1e-9]
        return best[self.rng.pick(len(best))] if len(best) > 1 else best[0]

    def _place(self, legal, info):
        def score(a):
            r = self.risk(a.at, [a.piece])
            gain = 0.6 if a.at == 2 else 0.3 if a.at == PARKING and not a.piece.endswith(
                "." + self.lure) else 0.0
            return gain - r * self.pts(a.piece) - 0.2 * len(self.at(a.at))
        return self._best(legal, score)

    # a vote's likely result: each voter for itself when it may, else against the leader
    def _predict(self, weights: dict, cands: list, why: str) -> dict:
        tally = {c: 0 for c in cands}
        for s, w in weights.items():
            if s == self.me:
                continue
            mine = self.col[s]
            if why != "sacrifice" and mine in cands:
                tally[mine] += w
            else:
                others = [c for c in cands if c != mine]
                if not others:
                    tally[mine] += w
                    continue
                lead = max(others, key=lambda c: self.scores[self.col.index(c)])
                tally[lead] += w
        return tally

    def _vote_weights(self, place: int, r: int) -> dict:
        w = {}
        hidden = set(self.v["hidden"])
        threats = dict((s, k) for s, k in self.v["threats"])
        for s in range(self.v["players"]):
            here = [p for p in self.at(place) if self.seat(p) == s]
            shown = [p for p in here if p not in hidden]
            if shown:
                w[s] = len(shown) + sum(1 for p in shown if p.endswith("." + self.persuasive))
            elif r >= 2 and not here:
                w[s] = 1
            else:
                continue
            w[s] += threats.get(s, 0)
        return w

    def _cards(self, legal, info):
        place, r, why = info["place"], info["round"], info["why"]
        plays = [a for a in legal if a is not A.DONE]
        hidden = set(self.v["hidden"])
        mine = [p for p in self.mine_at(place) if p not in hidden]
        # hold the door only where the bot has a character: any player may play a Fire Axe
        # or a Shutter at an attack (M-7.21), but saving the others' characters is no gain
        if why == "sacrifice" and place != PARKING and self.mine_at(place):
            z, d = self.zombies[place], self.defence(place) + self.v["barricades"]
            need = min(d, 4) if place == ROOF else d
            for a in plays:   # hold the door: a Fire Axe or a Shutter that stops the breach
                eff = self.effect[a.card.rpartition(".")[0]]
                if eff == "weapon" and z - a.kill < need and (a.kill == 2 or z - 1 < need):
                    return a
                if eff == "barricade" and z < need + 1 and place != ROOF:
                    return a
        if why == "sacrifice" and place == PARKING and mine:
            axes = [a for a in plays if self.effect[a.card.rpartition(".")[0]] == "weapon"]
            if axes:
                return max(axes, key=lambda a: a.kill)
        cands = [self.col[s] for s in range(self.v["players"])
                 if any(p not in hidden for p in self.at(place) if self.seat(p) == s)]
        weights = self._vote_weights(place, r)
        tally = self._predict(weights, cands, why)
        me = self.col[self.me]
        if why == "sacrifice" and me in cands:
            others = [c for c in cands if c != me]
            target = max(others, key=lambda c: self.scores[self.col.index(c)]) if others else me
            mine_w = weights.get(self.me, 0)
            after = dict(tally)
            after[target] = after.get(target, 0) + mine_w
            worst = max(after.values()) if after else 0
            doomed = after.get(me, 0) >= worst and len(cands) > 1 or len(cands) == 1
            if doomed:
                hides = [a for a in plays if a.piece]
                threats = [a for a in plays if self.effect[a.card.rpartition(".")[0]] == "threat"]
                if threats and len(cands) > 1 and after.get(me, 0) - worst <= 1:
                    return threats[0]
                if hides and mine:
                    if len(mine) == 1 or place == PARKING:
                        return max(hides, key=lambda a: self.pts(a.piece))
                    best = max(mine, key=self.pts)
                    if self.pts(best) >= 5:
                        return next(a for a in hides if a.piece == best)
            return A.DONE
        if why in ("police", "leader") and me in cands:
            threats = [a for a in plays if self.effect[a.card.rpartition(".")[0]] == "threat"]
            if threats:
                mine_w = weights.get(self.me, 0)
                rest = max((v for c, v in tally.items() if c != me), default=0)
                have = tally.get(me, 0) + mine_w
                if rest - have in (0, 1) and (why == "leader" or len(self.v["hand"]) > 1):
                    return threats[0]
        return A.DONE

    def _camera(self, legal, info):
        plays = [a for a in legal if a is not A.DONE]
        mine = [p for p in self.pieces if self.seat(p) == self.me]
        return plays[0] if plays and mine else A.DONE

    def _vote(self, legal, info):
        why = info["why"]
        me = self.col[self.me]
        cands = [a.colour for a in legal]
        if why == "sacrifice":
            others = [c for c in cands if c != me] or cands
            # the rival who leads; among equals, the one with the most valuable piece there
            place = info["place"]

            def threat(c):
                s = self.col.index(c)
                here = [self.pts(p) for p in self.at(place) if self.seat(p) == s]
                return (self.scores[s], max(here or [0]))
            return A.vote(max(others, key=threat))
        if me in cands:
            return A.vote(me)
        return A.vote(min(cands, key=lambda c: (self.scores[self.col.index(c)], c)))

    # ------------------------------------------------------------------ table talk (issue 17)
    BLUFF = 0.3     # how often it names another rival than the one it means to choose

    def intention(self, view: dict) -> str | None:
        """What this seat says aloud before a vote's ballots: the colour of the candidate it
        leans towards, or None when it has no ballot in the vote being held. It reads only its
        own ``view`` (the vote's candidates and voters are public) and answers as ``_vote``
        would; in a vote on whose character is eaten it sometimes names another rival instead
        (the rules allow lying). The words are drawn from its own talk draw, so saying them
        never changes how it plays."""
        poll = view.get("poll") or {}
        why = poll.get("why")
        cands = list(poll.get("candidates") or ())
        if why not in ("police", "leader", "sacrifice") or not cands \
                or view.get("seat") not in poll.get("seats", ()):
            return None
        self._read(view)
        place = ((view.get("pending") or {}).get("info") or {}).get("place")
        meant = self._vote([A.vote(c) for c in cands], {"why": why, "place": place}).colour
        others = [c for c in cands if c not in (meant, self.col[self.me])]
        if why == "sacrifice" and others and self.talk_rng.pick(10) < 10 * self.BLUFF:
            return others[self.talk_rng.pick(len(others))]
        return meant

    def _keep(self, legal, info):
        return max(legal, key=lambda a: CARD_VALUE[self.effect[a.card.rpartition(".")[0]]])

    def _give(self, legal, info):
        def score(a):
            s = self.col.index(a.to)
            return (-CARD_VALUE[self.effect[a.card.rpartition(".")[0]]], -self.scores[s])
        return max(legal, key=score)

    def _dest_score(self, place: int) -> float:
        """How good ``place`` is as this seat's destination: the risk its most exposed piece
        would take there, against where that piece stands now."""
        mine = [p for p in self.pieces if self.seat(p) == self.me]
        if not mine:
            return 0.0
        cap = self.caps[place]
        full = cap is not None and len(self.at(place)) >= cap
        land = PARKING if full or place in self.blocked else place
        best = -1e9
        for p in mine:
            if self.pieces[p] == place:
                continue
            here = self.pieces[p]
            before = self.risk(here) * self.pts(p)
            after = self.risk(land, [p]) * self.pts(p)
            best = max(best, before - after)
        if best == -1e9:
            best = 0.0                               # everyone already there: nothing moves
        if place == self.v.get("announced") and self.v["elected"]:
            best += 0.4                              # the Leader knows the dice: a hint only
        if place == 2 and not full:
            best += 0.3                              # the Control Room elects the Leader
        others = {at for p, at in self.pieces.items()}
        if len(others) == 2 and place in others and not self.leading:
            best -= 2.0                              # trailing: do not let the group gather
        return best

    def _announce(self, legal, info):
        return self._best(legal, lambda a: self._dest_score(a.to))

    def _destination(self, legal, info):
        return self._best(legal, lambda a: self._dest_score(a.to))

    def _move(self, legal, info):
        dest = info["destination"]

        def score(a):
            if a is A.DONE:
                return 0.0
            if isinstance(a, A.Escape):
                frm = self.pieces[a.piece]
                gain = (self.risk(frm) - self.risk(a.to, [a.piece] if a.to != frm else [])) \
                    * self.pts(a.piece)
                return gain - 1.5                   # keep the card for a real need
            frm = self.pieces[a.piece]
            cap = self.caps[dest]
            land = PARKING if dest in self.blocked or (
                cap is not None and len(self.at(dest)) >= cap) else dest
            return (self.risk(frm) - self.risk(land, [a.piece])) * self.pts(a.piece)
        return self._best(legal, score)

    def _victim(self, legal, info):
        return min(legal, key=lambda a: (self.pts(a.piece), a.piece))


__all__ = ["HeuristicBot", "RandomBot"]
