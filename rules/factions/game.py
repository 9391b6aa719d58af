"""The faction war (shared/spec/factions.md, completed by shared/spec/factions-design.md) as a
pure, deterministic engine on the shared flow driver (rules/core/flow.py).

A round is Dawn, Morning, Day, Night, Dusk (DN-F-7). Dawn, Morning, Night, Dusk and the end are
here; the Day — the fragment's section 5.3: movement, zombie fights, people fights, retreats,
captives, destruction and the Day's VP — is in ``day.py``; views in ``views.py``. Rule ids appear
beside the code that enforces them.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import deck as D
from rules.core.clone import SHARE
from rules.core.flow import FlowGame, GameOver, new_rng
from rules.core.records import Outcome
from rules.factions import actions as A
from rules.factions.board import Board
from rules.factions.content import ACTION_DECKS, DECKS, FACTIONS, Content, load_content
from rules.factions.day import DayMixin
from rules.factions.views import ViewsMixin

FORMAT = 1
# DN-F-15.3: the tuning knobs (engine settings). Changes made while balancing are recorded in
# docs/decisions.md ("Faction war (issue 19)").
KNOBS = {
    # OPEN-F-11, DN-F-1.4; was 15 / 12 / 11 (issue 19 balance: once the heuristic bots mustered
    # their hands, 3- and 4-player games ended in under 6 rounds on average)
    "target": {2: 15, 3: 13, 4: 12},
    "round_cap": {2: 10, 3: 9, 4: 8},      # DN-F-1.5
    "tower_vp": 2,                         # DN-F-7.17
    # DN-F-3.2, DN-F-15.2 (b), per player count; was on at every count (issue 19 balance: with
    # Open Doors costing Food at 4 players the Raiders won 1.5× their fair share there, where
    # nearly every zombie fight outside the inner sites is on someone's ground)
    "shakedown_zombies": {2: True, 3: True, 4: False},
    # DN-F-3.2 Honey Stores, per player count; was 1 (issue 19 balance: the Bees won 1.30× /
    # 1.83× their fair share at 3 / 4 players with it, 0.95× / 1.05× without; kept at 2)
    "honey_free": {2: 1, 3: 0, 4: 0},
    # DN-F-3.2 Open Doors' muster cost, per player count; was 0 (issue 19 balance: once the
    # bots mustered their hands, the Party led at 4 players, 1.3× its fair share, the Bees .55×)
    "open_doors_cost": {2: 0, 3: 0, 4: 1},
    "rally_cap": 3,                        # DN-F-3.2 Rally; was 2 (issue 19 balance: Party)
    "compensation": 1,                     # DN-F-11.3
    "start_food": 5, "start_scrap": 2,     # DN-F-11.2
    "repair": (1, 2),                      # DN-F-8.6
    "workshop": 3,                         # DN-F-12.7
    "hand_limit": 8,                       # DN-F-5.2, DN-F-7.18
    "leader_delay": 1,                     # DN-F-7.3: back at the next Dawn
    # DN-F-11.2 step 4: the Bikers' starting Transport is a Chopper taken out of the deck. Off
    # (issue 19 balance, a rule change): they draw the top Transport like everyone else — the
    # sure Chopper's Long Haul on round 1 made them win 1.6× their fair share at 2–3 players.
    "bikers_chopper": False,
}
RES_MAX = 15          # DN-F-12.1
FORT_TOKENS = 4       # DN-F-8.7
CAPTIVE_ROW = 3       # DN-F-9.3
REASONS = {"target": "F-6.3, DN-F-1.4", "round_cap": "DN-F-1.5"}
DIAGONAL = {"bikers": "raiders", "raiders": "bikers", "bees": "party", "party": "bees"}


@dataclass(frozen=True)
class Options:
    """2–4 players (OPEN-F-1). ``factions``: the faction of each seat in seat order (empty: drawn
    at random, DN-F-11.2); ``target`` / ``round_cap``: 0 for the defaults of DN-F-11.3."""
    players: int = 3
    seed: int = 0
    factions: tuple = ()
    target: int = 0
    round_cap: int = 0

    def check(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 4:
            raise ValueError("the faction war is for 2 to 4 players (OPEN-F-1)")
        if type(self.seed) is not int:
            raise ValueError("the seed is a whole number")
        if self.factions and (len(self.factions) != self.players
                              or len(set(self.factions)) != self.players
                              or any(f not in FACTIONS for f in self.factions)):
            raise ValueError(f"factions: {self.players} different ones of {', '.join(FACTIONS)}")
        if self.target and not 8 <= self.target <= 24:
            raise ValueError("the VP target is 8 to 24 (OPEN-F-11)")
        if self.round_cap and not 6 <= self.round_cap <= 12:
            raise ValueError("the round cap is 6 to 12 (OPEN-F-11)")


class Game(DayMixin, ViewsMixin, FlowGame):
    GAME_ID = "factions"
    ACTIONS = A.FactionsAction
    OPTIONS = Options
    FORMAT = FORMAT
    SETUP_KEYS = ("position",)
    # how a copy (clone(), rules/core/clone.py) copies the state that is not a plain value
    CLONE = {**{k: SHARE for k in ("places", "links", "strength", "keyword", "leader_of", "fac",
                                   "cdef", "effect_of", "seat_of", "base", "compounds")},
             **{k: dict for k in ("control", "owner", "origin", "scores")},
             "loc": Board.copy,
             "zone": lambda v: {k: (list(x) if isinstance(x, list) else x) for k, x in v.items()},
             **{k: set for k in ("exhausted", "workshop_used", "moved", "engaged", "ended")},
             **{k: list for k in ("zdeck", "zdiscard", "removed", "food", "scrap", "vp")},
             "forts": lambda v: {p: list(f) for p, f in v.items()},
             "hands": lambda v: [list(h) for h in v],
             "decks": lambda v: {k: list(x) for k, x in v.items()},
             "discards": lambda v: {k: list(x) for k, x in v.items()},
             "fallen": lambda v: [[list(x) for x in f] for f in v],
             "captives": lambda v: [list(c) for c in v],
             "arrival": lambda v: {p: list(x) for p, x in v.items()},
             "kills": lambda v: [list(x) for x in v], "ruins": lambda v: [list(x) for x in v],
             "committed": lambda v: {k: list(x) for k, x in v.items()}}

    def __init__(self, options: Options, content: Content | None = None,
                 forced: dict | None = None, position: dict | None = None):
        options.check()
        self.options = options
        self.content = content or load_content()
        self.rng = new_rng(options.seed, forced)
        self.n = options.players
        self._setup_position = position
        self._build()
        if position is not None:
            from rules.factions.position import apply_position
            apply_position(self, position)
        else:
            self._deal()
        self._start_flow()

    # ------------------------------------------------------------------ setup (DN-F-11)
    def _build(self) -> None:
        c = self.content
        self.places = tuple(c.places)
        # an action card's definition by its copy id (``shotgun.2``), without parsing the id
        self.cdef = {x: c.card(x) for d in ACTION_DECKS for x in c.card_ids(d)}.__getitem__
        # an action card's effect by copy id (characters have none): hands are read for one
        # effect many times a round (speed)
        self.effect_of = {x: c.card(x).effect for d in ACTION_DECKS for x in c.card_ids(d)}
        self.links = {p: c.places[p].links for p in self.places}
        self.strength = {k: v.strength for k, v in c.characters.items()}
        self.keyword = {k: v.keyword for k, v in c.characters.items()}
        self.leader_of = {k: v.faction for k, v in c.characters.items() if v.leader}
        self.fac: list = []                 # seat -> faction id
        self.seat_of: dict = {}             # faction id -> seat
        self.base: dict = {}                # seat -> base place
        self.compounds: set = set()         # abandoned bases (DN-F-2.6)
        self.control: dict = {p: None for p in self.places}
        self.forts: dict = {}               # place -> [owner seat or -1, level 1|2, intact]
        self.loc = Board()                  # character on the board -> place (and back)
        self.owner: dict = {}               # character card -> seat controlling it
        self.exhausted: set = set()
        self.hands: list = []
        self.decks = {d: [] for d in DECKS}          # top = end of the list
        self.discards = {d: [] for d in DECKS}
        self.zdeck: list = []
        self.zdiscard: list = []
        self.removed: list = []             # faction characters out of the game
        self.fallen: list = []              # seat -> [[leader, round it fell]]
        self.captives: list = []            # [char, taken from seat, round taken]
        self.food: list = []
        self.scrap: list = []
        self.vp: list = []
        self.first = 0
        self.round = 0
        self.phase = "setup"
        self.workshop_used: set = set()
        self.scores: dict = {}
        self.poll = None
        self.committed: dict = {}
        self._reset_day()

    def _seat_factions(self) -> list:
        if self.options.factions:
            return list(self.options.factions)
        chosen = list(FACTIONS)
        while len(chosen) > self.n:          # DN-F-11.2: random factions
            chosen.pop(self.rng.pick(len(chosen)))
        order = self.rng.order(len(chosen))   # seat order is random (DN-F-11.2 step 1)
        return [chosen[i] for i in order]

    def _init_seats(self, factions: list) -> None:
        c, n = self.content, self.n
        self.fac = list(factions)
        self.seat_of = {f: s for s, f in enumerate(self.fac)}
        self.base = {s: c.factions[f].base for s, f in enumerate(self.fac)}
        self.hands = [[] for _ in range(n)]
        self.fallen = [[] for _ in range(n)]
        self.food = [KNOBS["start_food"]] * n
        self.scrap = [KNOBS["start_scrap"]] * n
        self.vp = [0] * n
        for p, d in c.places.items():
            if d.fort:
                self.forts[p] = [-1, 2 if d.fort == "checkpoint" else 1, True]
        for f in FACTIONS:
            base = c.factions[f].base
            if f in self.seat_of:                      # DN-F-11.2 step 3
                s = self.seat_of[f]
                self.control[base] = s
                self.forts[base] = [s, 1, True]
                for p, d in c.places.items():
                    if d.quadrant == f and d.kind == "territory":
                        self.control[p] = s
            else:                                      # DN-F-2.6: a Compound
                self.compounds.add(base)
                self.forts[base] = [-1, 1, True]

    def _deal(self) -> None:
        c = self.content
        self._init_seats(self._seat_factions())
        for cid, ch in c.characters.items():
            if not ch.faction:
                self.decks["character"].append(cid)
            elif ch.faction in self.seat_of:
                s = self.seat_of[ch.faction]
                self.owner[cid] = s
                if ch.start == "board":
                    self.loc[cid] = self.base[s]
                else:
                    self.hands[s].append(cid)
        for d in ACTION_DECKS:
            self.decks[d] = c.card_ids(d)
        self.zdeck = c.zombie_ids()
        for d in DECKS:                                    # DN-F-11.2 step 4
            D.shuffle(self.rng, self.decks[d])
        D.shuffle(self.rng, self.zdeck)
        if "bikers" in self.seat_of and KNOBS["bikers_chopper"]:
            choppers = [x for x in self.decks["transport"] if c.card(x).kind == "chopper"]
            pick = choppers[self.rng.pick(len(choppers))]
            self.decks["transport"].remove(pick)
            self.hands[self.seat_of["bikers"]].append(pick)
        for s, f in enumerate(self.fac):                 # DN-F-11.2 step 5
            for d in ACTION_DECKS:
                if d == "transport" and f == "bikers" and KNOBS["bikers_chopper"]:
                    continue
                self.hands[s].append(self.decks[d].pop())
        if self.n == 3:                                    # DN-F-11.3
            gone = next(f for f in FACTIONS if f not in self.seat_of)
            s = self.seat_of[DIAGONAL[gone]]
            self.first = s
            self.vp[s] += KNOBS["compensation"]
        else:
            self.first = self.rng.pick(self.n)

    # ------------------------------------------------------------------ the flow
    def target(self) -> int:
        return self.options.target or KNOBS["target"][self.n]

    def round_cap(self) -> int:
        return self.options.round_cap or KNOBS["round_cap"][self.n]

    def _flow(self, resume: str | None = None):
        pos = self._setup_position
        start = resume or "dawn"
        if resume is None and pos is None:
            self._emit("setup", factions=list(self.fac), first=self.first,
                       compounds=sorted(self.compounds), vp=list(self.vp))
        elif resume is None:
            start = pos.get("phase", "dawn")
            self._emit("position", round=self.round, phase=start, first=self.first)
        phases = ("dawn", "morning", "day", "night", "dusk")
        while True:
            for ph in phases[phases.index(start):]:
                if ph == "dawn" and not resume:
                    self.round += 1
                    self._emit("round", round=self.round, first=self.first)
                resume = None
                self.phase = ph
                self._resume_point("_rest_from_phase")   # a copied game keeps one (issue 18)
                self._emit("phase", phase=ph, round=self.round)
                yield from getattr(self, "_" + ph)()
            start = "dawn"

    def _rest_from_phase(self):
        """The game from the start of the current phase on (``self.phase``), from the state."""
        return self._flow(resume=self.phase)

    def order(self) -> list:
        """Seat order from the first player (DN-F-7)."""
        return [(self.first + k) % self.n for k in range(self.n)]

    # ------------------------------------------------------------------ 5.1 Dawn
    def _dawn(self):
        yield from self._wake_captives()                          # DN-F-7.2
        for s in range(self.n):                                   # DN-F-7.3
            back = [x for x in self.fallen[s] if x[1] + KNOBS["leader_delay"] <= self.round]
            for x in back:
                self.fallen[s].remove(x)
                self.hands[s].append(x[0])
                self._emit("leader_returns", seat=s, char=x[0])
        for s in self.order():                                    # DN-F-7.4
            if not self.board_of(s) and not any(h in self.strength for h in self.hands[s]):
                got = []
                for _ in range(2):
                    x = self._draw("character")
                    if x is None:
                        self._gain(s, 0, 1)
                    else:
                        self.owner[x] = s
                        self.hands[s].append(x)
                        got.append(x)
                self._emit("refugees", seat=s, count=len(got))
                self._tell_cards(s, got)
        for s in self.order():
            yield from self._feeding(s)

    def _feeding(self, s: int):
        """DN-F-7.5, DN-F-7.6 (F-1.5): Ration Crates, then 1 Food per character (Bees: Honey
        Stores); while Food lasts the player must pay; unfed rested → exhausted, unfed exhausted
        → dies."""
        mouths = self.board_of(s)
        if not mouths:
            return
        free = self._knob("honey_free") if self.fac[s] == "bees" else 0
        while len(mouths) - free > self.food[s]:
            crates = self._cards_with(s, "ration")
            if not crates:
                break
            a = yield from self._ask(s, "ration", "play a Ration Crate before feeding?",
                                     [A.ration(crates[0]), A.DONE])
            if a is A.DONE:
                break
            self._play_special(s, a.card)
        fed = []
        if len(mouths) - free <= self.food[s]:
            fed = list(mouths)
            self.food[s] -= max(0, len(mouths) - free)
        else:
            left = list(mouths)
            budget = self.food[s] + free
            while budget > 0 and left:
                if len(left) == 1:
                    x = left[0]
                else:
                    a = yield from self._ask(s, "feed", "Food is short: feed which character?",
                                             [A.feed(x) for x in left])
                    x = a.char
                left.remove(x)
                fed.append(x)
                budget -= 1
            self.food[s] = 0
        for x in mouths:
            if x in fed:
                self.exhausted.discard(x)
            elif x in self.exhausted:
                self._kill(x, None, "starved")
            else:
                self.exhausted.add(x)
                self._emit("exhausted", char=x, why="unfed")
        self._emit("fed", seat=s, fed=sorted(fed), food=self.food[s])

    # ------------------------------------------------------------------ captives (DN-F-9)
    def _wake_captives(self):
        if "raiders" not in self.seat_of:
            return
        r = self.seat_of["raiders"]
        for cap in [c for c in self.captives if c[2] < self.round]:
            cid, frm = cap[0], cap[1]
            opts = [A.fate(cid, k) for k in ("recruit", "work", "trade")]
            a = yield from self._ask(r, "fate", f"the captive {cid} wakes: its fate?", opts)
            if a.choice != "trade":   # a traded one stays in the row until the ransom is answered
                self.captives.remove(cap)
            self._emit("captive_fate", char=cid, choice=a.choice, seat=r)
            if a.choice == "recruit":                          # DN-F-9.5
                self.owner[cid] = r
                self.hands[r].append(cid)
            elif a.choice == "work":                           # DN-F-9.6
                self._gain(r, 3, 0)
                self._let_go(cid)
            else:                                              # DN-F-9.7
                pays = [A.pay(k) for k in range(0, 4)
                        if self.food[frm] >= k and self.scrap[frm] >= 3 - k]
                a2 = A.REFUSE
                if pays:
                    a2 = yield from self._ask(frm, "ransom", f"pay 3 to get {cid} back?",
                                              pays + [A.REFUSE], char=cid)
                self.captives.remove(cap)
                if a2 is A.REFUSE:
                    self.vp[r] += 1
                    self._gain(r, 0, 1)
                    self._let_go(cid)
                    self._emit("ransom", char=cid, paid=False, seat=frm)
                else:
                    self.food[frm] -= a2.food
                    self.scrap[frm] -= 3 - a2.food
                    self._gain(r, a2.food, 3 - a2.food)
                    self.owner[cid] = frm
                    self.hands[frm].append(cid)
                    self._emit("ransom", char=cid, paid=True, seat=frm, food=a2.food)
                self._check_end()

    def _let_go(self, cid: str) -> None:
        """DN-F-9.6: a faction card leaves the game, a neutral one goes to the Character discard."""
        self.owner.pop(cid, None)
        if self.content.characters[cid].faction:
            self.removed.append(cid)
        else:
            self.discards["character"].append(cid)

    # ------------------------------------------------------------------ 5.2 Morning
    def _morning(self):
        self.workshop_used = set()
        for s in self.order():
            while True:
                opts = self._morning_options(s)
                if len(opts) == 1:
                    break
                a = yield from self._ask(s, "morning", "Morning: act, or done", opts)
                if a is A.DONE:
                    break
                self._morning_act(s, a)

    def _may_fortify(self, s: int, p: str) -> bool:
        """DN-F-8.4–8.6: a friendly place where you have a character, or your base."""
        if self.hostile(p, s):
            return False
        own = self.owner
        return p == self.base[s] or (self.control[p] == s
                                     and any(own.get(x) == s for x in self.loc.here(p)))

    def _morning_options(self, s: int) -> list:
        out = []
        if self.food[s] >= 2 and self.scrap[s] < RES_MAX:       # DN-F-12.6
            out.append(A.barter("food"))
        if self.scrap[s] >= 2 and self.food[s] < RES_MAX:
            out.append(A.barter("scrap"))
        hand = sorted(self.hands[s])         # read once for characters and Morning Specials
        cards = [h for h in hand if h in self.strength]
        if cards and self.food[s] >= self.muster_cost(s):                       # DN-F-7.8
            where = self.muster_places(s)
            for x in cards:
                out.extend(A.muster(x, p) for p in where)
        rep1, rep2 = KNOBS["repair"]
        # every fortification act costs Scrap: with less than the cheapest, none is offered
        sites = [] if self.scrap[s] < min(2, rep1, rep2) else sorted(
            {self.base[s]} | {p for x, p in self.loc.items() if self.owner[x] == s})
        owned = sum(1 for f in self.forts.values() if f[0] == s and f[2]) if sites else 0
        for p in sites:
            if not self._may_fortify(s, p):
                continue
            f = self.forts.get(p)
            if f is None and self.scrap[s] >= 2 and owned < FORT_TOKENS:
                out.append(A.build(p))
            elif f is not None and f[2] and f[0] == s and f[1] == 1 and self.scrap[s] >= 3:
                out.append(A.upgrade(p))
            elif f is not None and not f[2] and owned < FORT_TOKENS:
                if self.scrap[s] >= rep1:
                    out.append(A.repair(p, 1))
                if f[1] == 2 and self.scrap[s] >= rep2:
                    out.append(A.repair(p, 2))
        if s not in self.workshop_used and self.scrap[s] >= KNOBS["workshop"]:
            out.extend(A.workshop(d) for d in ACTION_DECKS)
        first: dict = {}                     # the first card of each effect, in hand order
        for x in hand:
            first.setdefault(self.effect_of.get(x), x)
        for eff in ("ration", "salvage"):
            if eff in first:
                out.append(A.play(first[eff]))
        if "dressing" in first:
            out.extend(self._dressing_options(s, first["dressing"]))
        out.append(A.DONE)
        return out

    def muster_cost(self, s: int) -> int:
        """DN-F-7.8: 1 Food; the Party's Open Doors: the knob's (DN-F-3.2, DN-F-15.3)."""
        return self._knob("open_doors_cost") if self.fac[s] == "party" else 1

    def muster_places(self, s: int) -> list:
        """DN-F-7.8: your base; if it is hostile to you, any friendly place holding one of your
        characters."""
        b = self.base[s]
        if not self.hostile(b, s):
            return [b]
        return sorted({p for x, p in self.loc.items() if self.owner.get(x) == s
                       and self.friendly(p, s)})

    def _morning_act(self, s: int, a) -> None:
        if isinstance(a, A.Barter):
            if a.give == "food":
                self.food[s] -= 2
                self._gain(s, 0, 1)
            else:
                self.scrap[s] -= 2
                self._gain(s, 1, 0)
            self._emit("resources", seat=s, why="barter", food=self.food[s], scrap=self.scrap[s])
        elif isinstance(a, A.Muster):
            self.food[s] -= self.muster_cost(s)
            self.hands[s].remove(a.char)
            self.loc[a.char] = a.at
            self.owner[a.char] = s
            self.exhausted.discard(a.char)
            self._emit("mustered", seat=s, char=a.char, at=a.at, food=self.food[s])
        elif isinstance(a, A.Build):
            self.scrap[s] -= 2
            self.forts[a.at] = [s, 1, True]
            self._emit("fortified", seat=s, at=a.at, how="build", level=1)
        elif isinstance(a, A.Upgrade):
            self.scrap[s] -= 3
            self.forts[a.at][1] = 2
            self._emit("fortified", seat=s, at=a.at, how="upgrade", level=2)
        elif isinstance(a, A.Repair):
            self.scrap[s] -= KNOBS["repair"][a.level - 1]
            self.forts[a.at] = [s, a.level, True]
            self._emit("fortified", seat=s, at=a.at, how="repair", level=a.level)
        elif isinstance(a, A.Workshop):
            self.scrap[s] -= KNOBS["workshop"]
            self.workshop_used.add(s)
            self._emit("workshop", seat=s, deck=a.deck)
            self._gain_card(s, a.deck)
        elif isinstance(a, A.Play):
            self._play_special(s, a.card, a.char)

    def _play_special(self, s: int, card: str, char: str = "") -> None:
        eff = self.cdef(card).effect
        v = self.cdef(card).value
        self.hands[s].remove(card)
        self.discards["special"].append(card)
        if eff == "ration":
            self._gain(s, v, 0)
        elif eff == "salvage":
            self._gain(s, 0, v)
        elif eff == "dressing":
            self.exhausted.discard(char)
        self._emit("card_played", seat=s, card=card, char=char, food=self.food[s],
                   scrap=self.scrap[s])

    def _dressing_options(self, s: int, card: str = "") -> list:
        """DN-F-5.8 Field Dressing (``card``, else the hand's first) on an exhausted character
        of yours on the board."""
        if not card:
            cards = self._cards_with(s, "dressing")
            if not cards:
                return []
            card = cards[0]
        own, loc = self.owner, self.loc
        return [A.play(card, x) for x in sorted(x for x in self.exhausted
                                                if own.get(x) == s and x in loc)]

    # ------------------------------------------------------------------ 5.4 Night
    def _night(self):
        occ = self.occupants()
        bases = set(self.base.values())
        for p in self.places:                                    # DN-F-7.15, DN-F-12.3
            if p in bases:
                continue
            here = set(occ.get(p, ()))
            if len(here) == 1:
                s = here.pop()
                if self.control[p] != s:
                    self.control[p] = s
                    self._emit("claimed", seat=s, at=p)
        places = self.content.places
        for s in self.order():                                   # DN-F-7.16, DN-F-12.5
            food = scrap = 0
            for p in self.places:
                if self.control[p] == s and occ.get(p, {s}) <= {s}:
                    food += places[p].food      # a Compound keeps its base's
                    scrap += places[p].scrap    # 2 Food + 1 Scrap (DN-F-2.6)
            self._gain(s, food, scrap)
            self._emit("gathered", seat=s, food=food, scrap=scrap)
        t = self.control["radio_tower"]                          # DN-F-7.17
        if t is not None:
            self.vp[t] += KNOBS["tower_vp"]
            self._emit("tower_vp", seat=t, vp=self.vp[t])
        self._check_end()
        for s in self.order():                                   # DN-F-7.18
            while len(self.hands[s]) > KNOBS["hand_limit"]:
                a = yield from self._ask(s, "discard", "discard down to the hand limit",
                                         [A.discard(x) for x in self._distinct(s)])
                self._discard_card(s, a.card)
                self._emit("discarded", seat=s, card=a.card)

    def _discard_card(self, s: int, card: str) -> None:
        self.hands[s].remove(card)
        if card in self.strength:
            ch = self.content.characters[card]
            if ch.leader:
                self.fallen[s].append([card, self.round])
            else:
                self._let_go(card)
        else:
            self.discards[self.cdef(card).deck].append(card)

    # ------------------------------------------------------------------ 5.5 Dusk
    def _dusk(self):
        if self.round >= self.round_cap():                        # DN-F-7.19
            raise GameOver("round_cap")
        low = min(self.vp)                                        # DN-F-7.20
        tied = [s for s in range(self.n) if self.vp[s] == low]
        if not (self.first in tied and len(tied) == 1):
            self.first = next((self.first + k) % self.n for k in range(1, self.n + 1)
                              if self.vp[(self.first + k) % self.n] == low)
        self._emit("title", first=self.first)
        return
        yield  # pragma: no cover

    def _check_end(self) -> None:
        """F-6.3, DN-F-1.4: a player at the target ends the game."""
        if max(self.vp) >= self.target():
            raise GameOver("target")

    # ------------------------------------------------------------------ the end (DN-F-1.6)
    def final_scores(self) -> dict:
        out = {}
        for s in range(self.n):
            held = sum(1 for p in self.places if self.control[p] == s and p not in self.base.values())
            cps = sum(1 for f in self.forts.values() if f[0] == s and f[1] == 2 and f[2])
            out[s] = self.vp[s] + held // 2 + cps
        return out

    def _finish(self, reason: str) -> None:
        """DN-F-1.6, DN-F-1.7: final scoring; ties by the Radio Tower, characters on the board,
        Food + Scrap; still tied: shared."""
        self.phase = "over"
        self.poll = None
        self.scores = self.final_scores()
        tower = self.control["radio_tower"]

        def key(s):
            return (self.scores[s], s == tower, len(self.board_of(s)), self.food[s] + self.scrap[s])
        best = max(key(s) for s in range(self.n))
        winners = tuple(s for s in range(self.n) if key(s) == best)
        self.outcome = Outcome(winners, reason, {s: s in winners for s in range(self.n)}, False)
        self._emit("game_over", reason=reason, rule=REASONS[reason], round=self.round,
                   scores=[[s, self.scores[s]] for s in range(self.n)], winners=list(winners))

    # ------------------------------------------------------------------ helpers
    def chars_at(self, p: str) -> list:
        return sorted(self.loc.here(p))

    def board_of(self, s: int) -> list:
        own = self.owner
        out = [x for x in self.loc if own.get(x) == s]
        out.sort()
        return out

    def force(self, s: int, p: str) -> list:
        own = self.owner
        return sorted(x for x in self.loc.here(p) if own.get(x) == s)

    def hostile(self, p: str, s: int, occ: dict | None = None) -> bool:
        """DN-F-0.4 (F-1.3): another faction's character, or an intact fortification not yours.
        ``occ``: place -> seats with characters there (from ``occupants()``), to save a scan."""
        f = self.forts.get(p)
        if f is not None and f[2] and f[0] != s:
            return True
        if occ is not None:
            there = occ.get(p)
            return bool(there) and (len(there) > 1 or s not in there)
        own = self.owner
        return any(own.get(x) != s for x in self.loc.here(p))

    def occupants(self) -> dict:
        """place -> the seats with characters there."""
        own = self.owner
        return {p: {own[x] for x in xs} for p, xs in self.loc.at.items() if xs}

    def friendly(self, p: str, s: int) -> bool:
        """DN-F-0.3: controlled by you and not hostile to you."""
        return self.control[p] == s and not self.hostile(p, s)

    def neutral_class(self, p: str, s: int) -> bool:
        """DN-F-0.5: not yours and not hostile."""
        return self.control[p] != s and not self.hostile(p, s)

    def _cards_with(self, s: int, effect: str) -> list:
        eff = self.effect_of.get
        out = [x for x in self.hands[s] if eff(x) == effect]
        out.sort()
        return out

    def _distinct(self, s: int) -> list:
        """One card per kind of the hand (copies are alike), characters each."""
        out, seen = [], set()
        for x in sorted(self.hands[s]):
            k = x if x in self.strength else x.rpartition(".")[0]
            if k not in seen:
                seen.add(k)
                out.append(x)
        return out

    def _gain(self, s: int, food: int, scrap: int) -> None:
        self.food[s] = min(RES_MAX, self.food[s] + food)       # DN-F-12.1
        self.scrap[s] = min(RES_MAX, self.scrap[s] + scrap)

    def _draw(self, deck: str):
        """DN-F-5.5: an empty deck is rebuilt from its discard pile; None if both are empty."""
        if not self.decks[deck]:
            if not self.discards[deck]:
                return None
            self.decks[deck] = self.discards[deck]
            self.discards[deck] = []
            D.shuffle(self.rng, self.decks[deck])
            self._emit("reshuffled", deck=deck, cards=len(self.decks[deck]))
        return self.decks[deck].pop()

    def _gain_card(self, s: int, deck: str) -> None:
        """The top card of ``deck`` into the hand; 1 Scrap instead when it is out (DN-F-5.5)."""
        x = self._draw(deck)
        if x is None:
            self._gain(s, 0, 1)
            self._emit("scrap_instead", seat=s, deck=deck)
            return
        if deck == "character":
            self.owner[x] = s
        self.hands[s].append(x)
        self._tell_cards(s, [x], deck)

    def _tell_cards(self, s: int, cards: list, deck: str = "") -> None:
        if not cards:
            return
        self._emit("cards_gained", seat=s, count=len(cards), deck=deck)
        self._emit("cards_gained_are", seats=(s,), seat=s, cards=list(cards))

    def _why_illegal(self, action, d) -> str:
        legal = self.legal_actions()
        shown = ", ".join(a.text for a in legal[:6]) + (" …" if len(legal) > 6 else "")
        return (f"{action.text!r} is not a legal answer: seat {d.seat} is asked '{d.kind}' "
                f"({d.prompt}); legal: {shown} (DN-F-14.1)")

    # ------------------------------------------------------------------ snapshots
    def state_dict(self) -> dict:
        o = self.outcome
        return {
            "round": self.round, "phase": self.phase, "first": self.first,
            "factions": list(self.fac), "control": dict(self.control),
            "forts": {p: list(f) for p, f in sorted(self.forts.items())},
            "loc": dict(sorted(self.loc.items())), "owner": dict(sorted(self.owner.items())),
            "exhausted": sorted(self.exhausted), "hands": [list(h) for h in self.hands],
            "decks": {d: list(v) for d, v in self.decks.items()},
            "discards": {d: list(v) for d, v in self.discards.items()},
            "zdeck": list(self.zdeck), "zdiscard": list(self.zdiscard),
            "removed": list(self.removed), "fallen": [[list(x) for x in f] for f in self.fallen],
            "captives": [list(c) for c in self.captives],
            "food": list(self.food), "scrap": list(self.scrap), "vp": list(self.vp),
            "day": self._day_state(), "committed": {str(k): list(v) for k, v in
                                                    sorted(self.committed.items())},
            "pending": self.pending.public() if self.pending else None,
            "outcome": None if o is None else {"winners": list(o.winners), "reason": o.reason},
            "scores": [[s, k] for s, k in sorted(self.scores.items())],
            "rng": self.rng.state(),
        }


def new_game(options: Options, content: Content | None = None) -> Game:
    return Game(options, content)


__all__ = ["FORMAT", "Game", "KNOBS", "Options", "REASONS", "new_game"]
