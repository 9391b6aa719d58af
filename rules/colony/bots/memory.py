"""What one seat's bot remembers of a game, and whom it suspects of betrayal.

The bot decides from ``view(seat)`` and ``legal_actions()``; between decisions it remembers
what its views showed (its own crisis cards, who was exiled and whether the exile revealed a
betrayer). A table that also hands the bot the public log (``HeuristicBot.observe``: events
every seat may see, C-10.3 crisis reveals, contributions per seat, crossroads choices, ballots)
gives it the evidence a person reading the log has. Private events are dropped unread.

Suspicion is a belief over "who holds the Betrayal objective, if anyone" (C-3.4: one betrayal
card among 2P + 1, so each other seat starts at 1 / 2P). Evidence moves a log-likelihood ratio
per seat, the same for every observer ("public"); each observer then leaves out what it knows:
itself, and the players whose exile revealed their objective (C-23.12).
"""
from __future__ import annotations

import math
from collections import Counter
from operator import itemgetter

from rules.colony.bots.scoring import Table, score_ops, vote_ops, worth_ops

# an innocent adds a non-matching card to a crisis (by mistake, or for its own reasons) this
# rarely per card; a betrayer who added cards sabotaged about this often
SLIP = 0.04
SABOTAGE = 0.5
# a crossroads option this much worse for the Colony than the best one is a harmful choice
HARM_GAP = 1.0


_SEAT_OUT = itemgetter("seat", "eliminated")   # a seat's (number, eliminated) in a view


def _clamp(x: float) -> float:
    """``max(-20.0, min(20.0, x))``, the same object (the builtins cost more: see
    heuristic.py's note on speed)."""
    x = x if x < 20.0 else 20.0
    return x if x > -20.0 else -20.0


# effects the engine always carries out in full (an option made of them is always able)
ALWAYS_ABLE = ("morale", "add_zombies", "gain_die", "vote", "rounds", "reroll")


def _always_able(ops) -> bool:
    for op in ops:
        if op.args.get("if_able"):
            continue
        if op.name in ("food", "starvation", "noise") and op.args.get("amount", 0) >= 0:
            continue
        if op.name not in ALWAYS_ABLE:
            return False
    return True


class Memory:
    def __init__(self, seat: int, n: int, main: str):
        self.seat, self.n, self.main = seat, n, main
        self.round = 0
        self.ll = [0.0] * n                 # public log-likelihood ratio: betrayer vs none
        self.known: dict[int, bool] = {}    # seat -> betrayer? (revealed by an exile)
        self.counts: Counter = Counter()    # seat -> cards added to this round's crisis
        self.my_cards: list = []            # my cards on this round's crisis (from my view)
        self.my_bad = 0                     # non-matching cards I added to crises so far
        self.fed = False                    # the public log has been handed to this memory
        self.cursor = 0
        self.xr = None                      # (card, active seat) of the crossroads being read
        self.exile = None                   # (caller, target) of the exile vote under way
        self.ballots: list = []             # (caller, target, {seat: yes}) of exile votes
        self.sabotaged_rounds: set = set()
        self.view = None                    # the view the log is being read with
        self.last_sv = None                 # the survivor the last public event named
        self._beliefs: dict = {}            # beliefs()'s inputs -> its answer: see there

    # ------------------------------------------------------------------ views
    def see(self, view: dict, c) -> None:
        """Called once per decision: what this view adds to what was remembered."""
        self.round = view["round"]
        mine = view["me"]["contributions"]
        if mine:
            self.my_cards = list(mine)
        for x in view["seats"]:
            if x["exiled"] and x["seat"] not in self.known and view["outcome"] is None:
                # C-23.12: an exiled non-betrayer's objective is shown, a betrayer's is not
                self.known[x["seat"]] = "objective" not in x
                self._settle_exile(x["seat"])

    # ------------------------------------------------------------------ the public log
    def read(self, events: list, c, view: dict | None = None) -> None:
        self.fed = True
        self.view = view
        for e in events:
            sid = e.data.get("survivor") if isinstance(e.data, dict) else None
            if sid:
                self.last_sv = sid
            handler = _ON.get(e.kind)
            if handler is not None:
                handler(self, e.data, c)

    def _on_contributed(self, d, c) -> None:
        self.counts[d["seat"]] += 1

    def _on_crisis_reveal(self, d, c) -> None:
        """C-10.3: the cards are shown, not who added which; the counts per seat are known.
        Under "seat j is the betrayer" the bad cards came from j (if j added that many);
        under "no betrayer" each is an innocent slip."""
        symbol = c.crises[d["card"]].symbol
        bad = sum(1 for x in d["cards"] if c.items[x.split("#")[0]].symbol != symbol)
        my_bad = sum(1 for x in self.my_cards if c.items[x.split("#")[0]].symbol != symbol)
        self.my_bad += my_bad
        for j in range(self.n):
            cj = self.counts[j]
            if bad == 0:
                if cj:
                    self.ll[j] += math.log(1 - SABOTAGE * 0.6)   # gave good cards: less suspect
                continue
            if cj:   # j's cards explain min(cj, bad) of the bad cards; slips explain the rest
                self.ll[j] += math.log(SABOTAGE / SLIP ** min(cj, bad))
        self.counts = Counter()
        self.my_cards = []

    def _on_crossroads_revealed(self, d, c) -> None:
        self.xr = (d["card"], d["active"])

    def _on_crossroads_chosen(self, d, c) -> None:
        """C-9.3: an option that cannot be carried out cannot be chosen, and the table cannot
        always tell (a discard needs cards, a kill a zombie...). Only a better option made of
        effects that are always carried out makes a worse choice evidence."""
        if not self.xr or self.xr[0] != d["card"]:
            return
        card = c.crossroads[d["card"]]
        if self.view is not None:
            acting = self.last_sv if card.trigger.on != "turn_start" else None
            t = Table(self.view, acting)
            worth = [worth_ops(o.ops, t, False, self.xr[1]) for o in card.options]
        else:
            worth = [score_ops(o.ops) for o in card.options]
        if len(worth) < 2 or max(worth) - min(worth) < HARM_GAP:
            return
        chosen = worth[d["option"] - 1]
        active = self.xr[1]
        sure = [w for w, o in zip(worth, card.options, strict=True) if _always_able(o.ops)]
        if sure and chosen <= max(sure) - HARM_GAP:
            self.ll[active] += 0.9
        elif chosen == max(worth):
            self.ll[active] -= 0.2

    def _on_attack_survivor(self, d, c) -> None:
        """C-6.4: an attack on another player's survivor is suspect, unless its owner is."""
        svs = self.view["survivors"] if self.view is not None else {}
        if d["survivor"] not in svs or d["target"] not in svs:
            return
        attacker, victim = svs[d["survivor"]]["owner"], svs[d["target"]]["owner"]
        self.ll[attacker] += 0.1 if self.ll[victim] >= 1.0 else 0.6

    def _on_exile_called(self, d, c) -> None:
        self.exile = (d["caller"], d["target"])
        if self.ll[d["target"]] < 1.0:   # an accusation the public evidence does not carry
            self.ll[d["caller"]] += 0.4

    def _on_vote_revealed(self, d, c) -> None:
        ballots = {int(k): v for k, v in d["ballots"].items()}
        if d["why"] == "exile":
            if self.exile:
                self.ballots.append((self.exile[0], self.exile[1], ballots))
                self._settle_exile(self.exile[1])
            return
        # a crossroads vote: a ballot for the side much worse for the Colony is suspect
        if not self.xr:
            return
        card = c.crossroads[self.xr[0]]
        op = vote_ops(tuple(x for o in card.options for x in o.ops))
        if op is None:
            return
        gap = score_ops(op.args["yes"]) - score_ops(op.args["no"])
        if abs(gap) < HARM_GAP:
            return
        for seat, yes in ballots.items():
            self.ll[seat] += 0.4 if (yes == (gap < 0)) else -0.1

    def _on_exiled(self, d, c) -> None:
        self.known[d["seat"]] = d["objective"] is None
        self._settle_exile(d["seat"])

    def _settle_exile(self, target: int) -> None:
        """Once an exile shows what the target was, the caller and the ballots say something
        about the people who cast them."""
        if target not in self.known:
            return
        betrayer = self.known[target]
        keep = []
        for caller, t, ballots in self.ballots:
            if t != target:
                keep.append((caller, t, ballots))
                continue
            if not betrayer:
                self.ll[caller] += 0.8
            for seat, yes in ballots.items():
                if seat == target:
                    continue
                if betrayer:
                    self.ll[seat] += 0.5 if not yes else -0.2
                else:
                    self.ll[seat] += 0.3 if yes else -0.1
        self.ballots = keep

    # ------------------------------------------------------------------ beliefs
    def beliefs(self, view: dict, me_innocent: bool) -> dict:
        """Seat -> the chance it holds the Betrayal objective, as this seat can tell. A pure
        function of ``me_innocent``, the log-likelihoods, what is known, each seat's number
        and whether it is eliminated (and this memory's seat, fixed): the key holds them all,
        so an answer found before is the answer (asked every turn step, the inputs change
        only with the log). The dict returned is shared: callers only read it."""
        seats = view["seats"]
        key = (me_innocent, tuple(self.ll), tuple(self.known.items()),
               tuple(map(_SEAT_OUT, seats)))
        out = self._beliefs.get(key)
        if out is None:
            if len(self._beliefs) > 64:
                self._beliefs.clear()
            out = self._beliefs[key] = self._beliefs_now(seats, me_innocent)
        return out

    def _beliefs_now(self, seats: list, me_innocent: bool) -> dict:
        known = [j for j, b in self.known.items() if b]
        if known:
            return {x["seat"]: float(x["seat"] in known) for x in seats}
        n = len(seats)
        prior = 1 / (2 * n)
        cands = [x["seat"] for x in seats if not x["eliminated"] and self.known.get(x["seat"]) is not False
                 and not (me_innocent and x["seat"] == self.seat)]
        w = {j: prior * math.exp(_clamp(self.ll[j])) for j in cands}
        none = 1 - prior * len(cands)
        none = none if none > 0.0 else 0.0   # max(0.0, none)
        total = none + sum(w.values())
        out = {x["seat"]: 0.0 for x in seats}
        for j, x in w.items():
            out[j] = x / total
        return out

    def exposure(self, view: dict) -> float:
        """How suspect this seat looks to the others: the public belief that it is the
        betrayer, every seat still a candidate."""
        seats = view["seats"]
        prior = 1 / (2 * len(seats))
        cands = [x["seat"] for x in seats if not x["eliminated"] and self.known.get(x["seat"]) is not False]
        w = {j: prior * math.exp(_clamp(self.ll[j])) for j in cands}
        none = 1 - prior * len(cands)
        total = (none if none > 0.0 else 0.0) + sum(w.values())   # max(0.0, none) + ...
        return w.get(self.seat, 0.0) / total if total > 0 else 0.0


# event kind -> the Memory method that reads it (``_on_<kind>``), looked up once
_ON = {name[len("_on_"):]: fn for name, fn in vars(Memory).items() if name.startswith("_on_")}
