"""Bots for raxxon seats. Both decide from ``view(seat)`` and ``legal_actions()`` only (DESIGN.md:
bots never cheat): the heuristic bot knows what its seat explored and what lies face up, counts
the public piles to judge the odds of a face-down card, and reads card definitions (public: they
are printed on the cards).

The heuristic bot puts a price on every symbol from the state of the tracks (an Infect is cheap
while the infection deck is thick and fatal when it is empty; Influence the same near 8), values
each action by what it achieves now, and plans its board ahead: a token costs its slot's
consequence on every later turn of the day, so it passes (solo: clears its board with the first
pass, R-16.3) as soon as the consequences cost more than the best action is worth.
"""
from __future__ import annotations

from rules.core.rng import Rng
from rules.raxxon import actions as A

PREFERENCE = ("lisk", "marsh", "holt", "reyes", "haddad", "varga")
HEALTHY = 10.0       # the worth of one evacuated healthy card
ADD_GAIN = 0.35      # the share of a healthy newcomer's worth the bot counts on (it must still act)


class RandomBot:
    """Uniformly random among the legal actions (soak tests, the simulator)."""

    uses_view = False

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view, legal: list):
        return legal[self.rng.pick(len(legal))]


class Situation:
    """What the bot reads off its view: the crowd as it knows it, the odds of the unknown, the
    price of each symbol now."""

    def __init__(self, content, view: dict):
        self.c = content
        self.v = view
        cit = content.citizens
        self.cit = cit
        self.me = view["seat"]
        self.cells = {(x["r"], x["c"]): (x["card"], x["up"]) for x in view["crowd"]}
        piles = view["piles"]
        self.influence = view["influence"]
        self.deck_inf = view["decks"]["infection"]
        in_play = len(cit) - view["box"]
        healthy_total = view["target"]
        infected_total = in_play - healthy_total
        seen_h = len(piles["evacuated"]) + sum(1 for x in piles["discard"] if cit[x].healthy)
        seen_i = (sum(1 for x in piles["discard"] if not cit[x].healthy) + len(piles["controlled"])
                  + len(piles["uncontrolled"]) + self.deck_inf)
        self.unknown_cells = []
        self.known_h, self.known_i = [], []
        for rc, (cid, _up) in self.cells.items():
            if cid is None:
                self.unknown_cells.append(rc)
            elif cit[cid].healthy:
                seen_h += 1
                self.known_h.append(rc)
            else:
                seen_i += 1
                self.known_i.append(rc)
        uh = max(0, healthy_total - seen_h)
        ui = max(0, infected_total - seen_i)
        self.p_h = uh / (uh + ui) if uh + ui else 0.5
        self.p_i = 1.0 - self.p_h
        self.e_inf = len(self.known_i) + self.p_i * len(self.unknown_cells) + len(piles["uncontrolled"])
        self.spread = min(4.0, self.e_inf)
        self.walkout_target = sum(1 for x in piles["evacuated"]
                                  if content.types[cit[x].type].walkout)
        # the cards this seat has not seen (the citizen deck and the face-down crowd cards it
        # did not look at, mixed with the infection deck): what an unknown card may be
        seen = set(piles["evacuated"]) | set(piles["discard"]) | set(piles["controlled"]) \
            | set(piles["uncontrolled"]) | {cid for cid, _ in self.cells.values() if cid}
        removed = {t.id for t in content.types.values() if t.intro_removed} \
            if view["difficulty"] == "intro" else set()
        self.unseen = [c for c in cit.values() if c.id not in seen and c.type not in removed]
        self._kill_unknown = None

    # ------------------------------------------------------------------ prices
    def infect_cost(self) -> float:
        d = self.deck_inf
        if d <= 0:
            return 1000.0
        left = d - self.spread
        if left <= 0:
            return 40.0
        return 3.0 + 14.0 / left

    def influence_cost(self) -> float:
        return (2.0, 2.5, 3.0, 4.0, 5.5, 8.0, 16.0, 1000.0, 1000.0)[min(self.influence, 8)]

    def raxxon_cost(self) -> float:
        if self.influence >= 6:
            return 0.6 * self.influence_cost() + 2.0
        return 0.5 * min(self.influence_cost(), self.infect_cost()) + 1.5

    def sym_cost(self, s: str) -> float:
        if s == "infect":
            return self.infect_cost()
        if s == "influence":
            return self.influence_cost()
        if s == "raxxon":
            return self.raxxon_cost()
        if s == "add":
            # a newcomer: maybe one more healthy card to evacuate today, maybe one more infected
            # card for tonight's count (free once the count is past the cap of 4)
            marginal = 1.0 if self.e_inf < 3.5 else (0.4 if self.e_inf < 4.5 else 0.05)
            return self.p_i * marginal * self.infect_cost() - self.p_h * ADD_GAIN * HEALTHY + 0.2
        if s == "reveal":
            return -0.3
        if s == "end_day":
            return 2.5
        if s == "walkout":
            return HEALTHY if self.walkout_target else 0.0
        return 0.0

    def cost(self, symbols) -> float:
        total = 0.0
        for s in symbols:
            total += self.sym_cost(s)
        return total

    def kill_value(self, k: float = 1.0) -> float:
        """Removing ``k`` more infected cards from today's count: the spread it saves (capped at
        4, R-13.2) at today's price of an Infect, plus a little for the days after."""
        saved = min(4.0, self.e_inf) - min(4.0, max(0.0, self.e_inf - k))
        return saved * self.infect_cost() + 0.6 * k

    # ------------------------------------------------------------------ cards
    def card_at(self, rc):
        return self.cells.get(rc, (None, False))[0]

    def unknown_kill_cost(self) -> float:
        """The mean price of the kill symbols of a card this seat has not seen."""
        if self._kill_unknown is None:
            pool = self.unseen
            self._kill_unknown = (sum(self.cost(c.on_kill) for c in pool if c.on_kill) / len(pool)
                                  if pool else 0.0)
        return self._kill_unknown

    def kill_score(self, rc) -> float:
        cid = self.card_at(rc)
        if cid is None:
            return self.p_i * self.kill_value() - self.p_h * 2.5 - self.unknown_kill_cost()
        cd = self.cit[cid]
        base = self.kill_value() if not cd.healthy else -2.5
        return base - self.cost(cd.on_kill)

    def kills_score(self, cells) -> float:
        """Killing these cards together: the spread saved by the infected among them, less the
        healthy ones sent back to the deck and every kill symbol."""
        k_i = 0.0
        other = 0.0
        for rc in cells:
            cid = self.card_at(rc)
            if cid is None:
                k_i += self.p_i
                other -= self.p_h * 2.5 + self.unknown_kill_cost()
            else:
                cd = self.cit[cid]
                if cd.healthy:
                    other -= 2.5
                else:
                    k_i += 1
                other -= self.cost(cd.on_kill)
        return self.kill_value(k_i) + other

    def healthy_prob(self, rc) -> float:
        cid = self.card_at(rc)
        if cid is None:
            return self.p_h
        return 1.0 if self.cit[cid].healthy else 0.0

    def reveal_cost(self, rc) -> float:
        """What turning this face-down card face up would fire (its count symbols)."""
        cid = self.card_at(rc)
        if cid is None:
            return 0.5
        cd = self.cit[cid]
        if not cd.on_reveal:
            return 0.0
        n = 1 + sum(1 for (x, up) in self.cells.values()
                    if up and x is not None and self.cit[x].type == cd.type)
        for count, eff in cd.on_reveal:
            if count == n:
                return self.cost(eff)
        return 0.0

    def lines(self):
        rows, cols = {}, {}
        for rc in sorted(self.cells):
            rows.setdefault(rc[0], []).append(rc)
        for rc in sorted(self.cells, key=lambda x: (x[1], x[0])):
            cols.setdefault(rc[1], []).append(rc)
        return {("row", k): v for k, v in rows.items()} | {("col", k): v for k, v in cols.items()}

    def line_evacuation(self, cells) -> float:
        """Expected worth of evacuating a whole line (R-7.8: only if every card is healthy)."""
        p = 1.0
        reveal = 0.0
        for rc in cells:
            p *= self.healthy_prob(rc)
            if not self.cells[rc][1]:
                reveal += self.reveal_cost(rc) * 0.5
        return p * HEALTHY * len(cells) - reveal - (1 - p) * 0.5


class HeuristicBot:
    """Plans its board's consequences a turn ahead; decides from its own view only."""

    uses_view = True

    def __init__(self, content, seed: int = 0, preference: tuple = PREFERENCE):
        self.c = content
        self.rng = Rng(seed)
        self.preference = preference

    # ------------------------------------------------------------------ entry
    def choose(self, view: dict, legal: list):
        d = view["pending"]
        s = Situation(self.c, view)
        handler = getattr(self, "_" + d["kind"], None)
        if handler is not None:
            a = handler(s, d["info"], legal)
            if a is not None:
                return a
        return legal[0]

    def side(self, s: Situation):
        b = s.v["boards"][s.me]
        return self.c.characters[b["character"]].sides[b["side"]]

    # ------------------------------------------------------------------ setup
    def _character(self, s, info, legal):
        return self._by_preference(legal)

    def _board(self, s, info, legal):
        return self._by_preference(legal)

    def _by_preference(self, legal):
        ids = {a.id: a for a in legal}
        for ch in self.preference:
            if ch in ids:
                return ids[ch]
        return legal[0]

    # ------------------------------------------------------------------ the turn
    def remaining_cost(self, s, info) -> float:
        side = self.side(s)
        toks = s.v["boards"][s.me]["tokens"]
        total, started = 0.0, False
        for ad in side.actions:
            for i in range(toks.get(ad.id, 0)):
                if ad.id == info.get("action") and i + 1 == info.get("slot"):
                    started = True
                if started:
                    total += s.cost(ad.slots[i])
        return total

    def _consequence(self, s, info, legal):
        cost = self.remaining_cost(s, info)
        best = max((v for v, _ in self.action_values(s, with_tokens=True)), default=0.0)
        if self._must_pass(s, info):
            return A.PASS
        return A.GO if best > cost else A.PASS

    def _must_pass(self, s, info) -> bool:
        """Never apply a consequence that loses the game outright."""
        side = self.side(s)
        ad = side.action(info["action"])
        syms = ad.slots[info["slot"] - 1]
        inf = s.influence
        for x in syms:
            if x == "infect" and s.deck_inf == 0:
                return True
            if x == "influence":
                inf += 1
                if inf >= 8:
                    return True
            if x == "raxxon" and inf >= 7:
                return True
        return False

    def action_values(self, s, with_tokens: bool = True, legal=None, idle=()):
        """(worth, action) of the actions worth weighing; ``idle``: those offered with nothing to
        act on (R-7.6: a token for nothing), never weighed."""
        side = self.side(s)
        toks = s.v["boards"][s.me]["tokens"]
        solo_fresh = s.v["players"] == 1 and s.v["solo_passes"] == 0
        allowed = None if legal is None else {a.action for a in legal if isinstance(a, A.Act)}
        out = []
        for ad in side.actions:
            if (allowed is not None and ad.id not in allowed) or ad.id in idle:
                continue
            k = toks.get(ad.id, 0)
            if ad.slots and k >= len(ad.slots):
                continue
            v = self.value(s, ad)
            if v is None:
                continue
            if ad.slots and with_tokens:
                factor = 0.5 if solo_fresh else 0.9
                v -= s.cost(ad.slots[k]) * factor
            out.append((v, ad))
        return out

    def _action(self, s, info, legal):
        vals = self.action_values(s, legal=legal, idle=info.get("idle", ()))
        if not vals:
            return A.PASS
        v, ad = max(vals, key=lambda x: x[0])
        if v <= 0.2:
            return A.PASS
        return A.act(ad.id)

    # ------------------------------------------------------------------ action worth
    def turn_cost(self, s: Situation) -> float:
        """What one more turn costs: every consequence now on the board."""
        side = self.side(s)
        toks = s.v["boards"][s.me]["tokens"]
        return sum(s.cost(ad.slots[i]) for ad in side.actions for i in range(toks.get(ad.id, 0)))

    def value(self, s: Situation, ad):
        k = ad.kind
        if k in ("peek", "peek_line"):
            if k == "peek":
                n = min(ad.count, len(s.unknown_cells))
            else:
                n = min(ad.max, max((sum(1 for rc in cells if s.card_at(rc) is None)
                                     for cells in s.lines().values()), default=0))
            if not n:
                return None
            # looking first is worth most while a turn is cheap: every gamble after it is safer
            per = 12.0 if self.turn_cost(s) <= 1.0 else 1.6
            return per * n
        if k == "evacuate_line":
            vals = [s.line_evacuation(cells) for cells in s.lines().values()
                    if len(cells) <= ad.max]
            return max(vals) if vals else None
        if k == "evacuate":
            evs = sorted((self.evac_score(s, rc) for rc in s.cells
                          if not (s.cells[rc][1] and rc in s.known_i)), reverse=True)
            if not evs:
                return None
            return sum(x for x in evs[:ad.count] if x > 0)
        if k == "resources":
            up_h = sum(1 for rc in s.known_h if s.cells[rc][1])
            up_i = sum(1 for rc in s.known_i if s.cells[rc][1])
            gain = sorted([HEALTHY] * up_h + [s.kill_value()] * up_i, reverse=True)[:ad.count]
            draw = min(s.raxxon_cost(), s.influence_cost()) if s.v["players"] == 1 else s.raxxon_cost()
            return sum(gain) - draw if gain else None
        if k == "attack":
            score = self.kill_planner(s)
            order = sorted(s.cells, key=score, reverse=True)
            best = [rc for rc in order[:ad.count] if score(rc) > 0]
            return s.kills_score(best) + sum(self.line_bonus(s, rc) for rc in best) if best else 0.0
        if k == "airstrike":
            return max((self.strike_score(s, rc) for rc in s.cells), default=0.0)
        if k == "crackdown":
            best = 0.0
            for cells in s.lines().values():
                sc = s.kills_score([rc for rc in cells if rc in s.known_i and s.cells[rc][1]])
                best = max(best, sc)
            return best
        if k == "quarantine":
            n = sum(1 for rc in s.known_i if s.cells[rc][1])
            if ad.from_uncontrolled:
                n += len(s.v["piles"]["uncontrolled"])
            return 0.95 * s.kill_value(min(n, ad.count)) if n else None
        if k == "reveal":
            fd = [rc for rc in s.cells if not s.cells[rc][1]]
            if not fd:
                return None
            evac = any(a.kind in ("evacuate", "resources") for a in self.side(s).actions)
            per = 0.6 * s.p_h * HEALTHY * (0.5 if evac else 0.1)
            known_h = [rc for rc in s.known_h if not s.cells[rc][1]]
            v = sum(sorted([0.5 * HEALTHY if evac else 1.0] * len(known_h), reverse=True)[:ad.count])
            v += per * max(0, min(ad.count - len(known_h), len(fd) - len(known_h)))
            return v
        if k in ("triage", "pickup") and all(s.cells[rc][1] for rc in s.cells):
            return None   # no face-down card to take
        if k == "triage":
            if any(not s.cells[rc][1] for rc in s.known_h):
                return HEALTHY
            if any(not s.cells[rc][1] for rc in s.known_i):
                return s.kill_value()
            return s.p_h * HEALTHY + s.p_i * s.kill_value()
        if k == "pickup":
            if any(not s.cells[rc][1] for rc in s.known_h):
                return HEALTHY
            return s.p_h * HEALTHY - s.p_i * 1.0
        if k == "curfew":
            best = None
            for cells in s.lines().values():
                if len(cells) > ad.max:
                    continue
                sc = 0.0
                for rc in cells:
                    hp = s.healthy_prob(rc)
                    sc += (1 - hp) * s.kill_value() * 0.8 - hp * 3.0
                best = sc if best is None else max(best, sc)
            return best
        if k == "swap":
            return 0.5 if self.swap_plan(s) else 0.0
        return 0.0

    def evac_score(self, s, rc) -> float:
        """Evacuating one card: sure for a healthy card seen; a gamble for an unknown one (an
        infected card stays face up and ends the evacuation)."""
        cid = s.card_at(rc)
        if cid is not None:
            return HEALTHY - (0 if s.cells[rc][1] else s.reveal_cost(rc)) if s.cit[cid].healthy else -1.0
        return s.p_h * HEALTHY - s.p_i * 2.0 - 0.5

    def line_max(self, s):
        """The longest line this board can evacuate at once (0: it has no line evacuation)."""
        return max((a.max + a.optional_extra for a in self.side(s).actions
                    if a.kind == "evacuate_line"), default=0)

    def line_bonus(self, s, rc) -> float:
        """Killing (or moving away) the one bad card of a line whose other cards are known
        healthy opens that line to a line evacuation."""
        top = self.line_max(s)
        if not top or s.healthy_prob(rc) > 0.0:
            return 0.0
        best = 0.0
        for cells in s.lines().values():
            if rc not in cells:
                continue
            rest = [x for x in cells if x != rc]
            if rest and len(rest) <= top and all(s.healthy_prob(x) >= 1.0 for x in rest):
                best = max(best, 0.6 * HEALTHY * len(rest))
        return best

    def kill_planner(self, s):
        return lambda rc: s.kill_score(rc) + self.line_bonus(s, rc)

    def strike_score(self, s, rc) -> float:
        r, c = rc
        cells = [rc] + [x for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if x in s.cells]
        return s.kills_score(cells) + max((self.line_bonus(s, x) for x in cells), default=0.0)

    def swap_plan(self, s):
        """A line that one swap makes all-known-healthy: (its infected cell, a healthy cell
        outside it); None when there is none."""
        healthy = [rc for rc in s.known_h]
        for cells in s.lines().values():
            bad = [rc for rc in cells if s.healthy_prob(rc) < 1.0]
            if len(bad) == 1 and len(cells) >= 2:
                for h in healthy:
                    if h not in cells:
                        return bad[0], h
        return None

    # ------------------------------------------------------------------ targets
    def _target(self, s, info, legal):
        p = info.get("purpose", "")
        cells = [a for a in legal if isinstance(a, A.Cell)]
        picks = [a for a in legal if isinstance(a, A.Pick)]
        done = A.DONE if A.DONE in legal else None

        def rc(a):
            return (a.r, a.c)
        if p == "op_evacuate":
            return cells[0] if cells else done
        if p == "evacuate":
            best = max(cells, key=lambda a: self.evac_score(s, rc(a)), default=None)
            if best is None or (done is not None and self.evac_score(s, rc(best)) <= 0):
                return done or best
            return best
        if p in ("attack", "op_kill"):
            score = self.kill_planner(s)
            best = max(cells, key=lambda a: score(rc(a)), default=None)
            if best is None or (done is not None and score(rc(best)) <= 0):
                return done or best
            return best
        if p == "airstrike":
            return max(cells, key=lambda a: self.strike_score(s, rc(a)))
        if p in ("quarantine", "op_quarantine"):
            if picks:
                return picks[0]      # the uncontrolled ones count today and go back to the deck
            return cells[0] if cells else done
        if p == "resources":
            hs = [a for a in cells if rc(a) in s.known_h]
            if hs:
                return hs[0]
            return cells[0] if cells else done
        if p in ("peek", "op_peek"):
            return max(cells, key=lambda a: self.peek_score(s, rc(a))) if cells else done
        if p in ("triage", "pickup"):
            hs = [a for a in cells if rc(a) in s.known_h]
            if hs:
                return hs[0]
            unknown = [a for a in cells if s.card_at(rc(a)) is None]
            return (unknown or cells)[0]
        if p == "reveal":
            if done is not None and self._stop_revealing(s):
                return done
            hs = [a for a in cells if rc(a) in s.known_h]
            pool = hs or [a for a in cells if s.card_at(rc(a)) is None] or cells
            return min(pool, key=lambda a: s.reveal_cost(rc(a)))
        if p == "swap_first":
            plan = self.swap_plan(s)
            if plan and A.cell(plan[0]) in legal:
                return A.cell(plan[0])
            return cells[0]
        if p == "swap_second":
            plan = self.swap_plan(s)
            if plan and A.cell(plan[1]) in legal:
                return A.cell(plan[1])
            return cells[0]
        if p == "op_turn_down":
            ill = [a for a in cells if rc(a) in s.known_i]
            return (ill or cells)[0]
        if p == "op_recall":
            return legal[-1]
        return done or legal[0]

    def _stop_revealing(self, s) -> bool:
        return not any(s.card_at(rc) is None or rc in s.known_h
                       for rc in s.cells if not s.cells[rc][1])

    def peek_score(self, s, rc) -> float:
        score = 0.0
        for cells in s.lines().values():
            if rc in cells:
                score += sum(s.healthy_prob(x) for x in cells if x != rc) - 0.3 * len(cells)
        return score

    def _line(self, s, info, legal):
        p = info.get("purpose", "")
        lines = s.lines()

        def cells_of(a):
            return lines.get((a.axis, a.at), [])
        if p == "evacuate_line":
            return max(legal, key=lambda a: s.line_evacuation(cells_of(a)))
        if p == "peek_line":
            return max(legal, key=lambda a: sum(1 for rc in cells_of(a) if s.card_at(rc) is None))
        if p == "crackdown":
            return max(legal, key=lambda a: s.kills_score([rc for rc in cells_of(a)
                                                           if rc in s.known_i and s.cells[rc][1]]))
        if p == "curfew":
            return max(legal, key=lambda a: sum((1 - s.healthy_prob(rc)) * 2 - s.healthy_prob(rc) * 3
                                                for rc in cells_of(a)))
        return legal[0]

    def _optional(self, s, info, legal):
        p = info.get("purpose", "")
        worth = {"evacuate": HEALTHY, "quarantine": s.kill_value(), "attack": s.kill_value(),
                 "peek": 1.6, "reveal": 2.0}.get(p, 0.0)
        return A.YES if worth > s.raxxon_cost() + 0.5 else A.NO

    def _turn_down(self, s, info, legal):
        return A.DONE

    def _place(self, s, info, legal):
        return legal[0]

    def _reveal(self, s, info, legal):
        cells = [a for a in legal if isinstance(a, A.Cell)]
        hs = [a for a in cells if (a.r, a.c) in s.known_h]
        pool = hs or cells
        return min(pool, key=lambda a: s.reveal_cost((a.r, a.c)))

    def _order(self, s, info, legal):
        eff = info.get("effects", {})
        for a in legal:
            if "end_day" in eff.get(a.card, ()):
                return a                   # OPEN-R-8: the rest of the chain is lost
        return min(legal, key=lambda a: s.cost(eff.get(a.card, ())))

    def _raxxon(self, s, info, legal):
        card = self.c.raxxon[info["card"]]
        best, best_cost = legal[0], None
        for a in legal:
            opt = card.options[a.option - 1]
            cost = s.cost(opt.symbols) - sum(self.op_worth(s, op) for op in opt.ops)
            if best_cost is None or cost < best_cost:
                best, best_cost = a, cost
        return best

    def op_worth(self, s, op) -> float:
        n = op.count
        up_h = sum(1 for rc in s.known_h if s.cells[rc][1])
        up_i = sum(1 for rc in s.known_i if s.cells[rc][1])
        ev = len(s.v["piles"]["evacuated"])
        if op.name == "evacuate":
            return HEALTHY * min(n, up_h)
        if op.name in ("kill", "quarantine"):
            if op.health == "healthy":
                return -4.0 * min(n, up_h)
            return s.kill_value() * min(n, up_i)
        if op.name == "recall":
            return -HEALTHY * min(n, ev)
        if op.name == "influence":
            return -op.amount * s.influence_cost() * 0.8
        if op.name == "restock":
            return 0.7 * s.infect_cost() * n
        if op.name == "release":
            return -0.8 * s.kill_value() * min(n, len(s.v["piles"]["controlled"]))
        if op.name == "return_unactivated":
            k = len(s.v["piles"]["raxxon_unactivated"]) if n == 0 else n
            return -0.3 * s.raxxon_cost() * k
        if op.name == "remove_tokens":
            return 2.0 * n
        if op.name == "peek":
            return 1.0 * n
        if op.name == "turn_down":
            return -0.5 * n
        return 0.0

    def _company(self, s, info, legal):
        return A.COMPANY_INFLUENCE if s.influence_cost() < s.raxxon_cost() else A.COMPANY_DRAW

    def _confirm(self, s, info, legal):
        return A.YES

    def _remove_token(self, s, info, legal):
        side = self.side(s)
        toks = s.v["boards"][s.me]["tokens"]

        def worst(a):
            ad = side.action(a.action)
            return s.cost(ad.slots[toks[a.action] - 1])
        return max(legal, key=worst)


__all__ = ["HeuristicBot", "RandomBot", "Situation"]
