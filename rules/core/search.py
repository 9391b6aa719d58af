"""A bot that thinks ahead, for any registered game (issue 18): information-set Monte Carlo tree
search over determinizations (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Each iteration takes a fresh ``game.determinize(seat, rng)`` — the game as the searching seat
could believe it to be: other hands, decks, face-down cards and the future chance re-dealt — and
walks one tree keyed by action texts down it: at a decision of any seat, an action never tried
there is tried (expansion), else the one with the best upper confidence bound for *that* seat
among the actions legal in this determinization (UCB1 with availability counts: an action is
counted as available only when it was legal). From the new node a rollout plays on (the game's
heuristic bot at every seat, or random legal actions: ``POLICY``) to the end or to a
depth, and every node on the path adds the reward of the seat that chose there. The most visited
action at the root is played.

The bot never touches the real game's hidden state: it only ever plays on determinizations for
its own seat (tests/test_search.py checks that two games the seat cannot tell apart get the same
decisions). Budget: ``think_ms`` of wall time per decision (default 1000), or ``iterations``
(deterministic, for tests); ``halt`` (a function, asked between iterations) ends it early — the
table's worker thread (game/session.py) is told so when the decision it thinks about is gone.

A game may bring its own evaluation hooks, ``rules/<game>/search_eval.py`` (``hooks``): the
rollout policy, where a rollout stops (``start``/``stop``), what a position is worth
(``value``), and ``MODE = "paired"``: the bot then runs ``paired`` — a root-level search that
plays every candidate on the *same* determinizations with the same future chance (common
random numbers) and replaces its heuristic choice only when the same worlds say another action
is better (``paired_choice``). The evacuation game and colony use it (docs/decisions.md).

``hint(game, seat, think_ms)`` runs the same search and says what it prefers and why.
"""
from __future__ import annotations

import math
import random as _random
import time

# how many decisions a rollout plays before the position is scored (a whole game if it ends)
DEPTH = {"colony": 1000, "raxxon": 2000, "mall": 400, "factions": 400}
# the search overrides its seat's heuristic choice only for an action whose mean reward is
# higher by this much (and tried at least MIN_VISITS times): few rollouts are noisy
MARGIN = 0.05
MIN_VISITS = 3
# the rollout policy: "heuristic" (the game's own bot at every seat: slower, plays far better,
# so fewer but truer rollouts) or "random"
POLICY = {"raxxon": "heuristic"}
UCB_C = 0.7
# the paired root search (``paired``; a game's hooks choose it with MODE = "paired"): at most
# WIDTH candidates; another action replaces the heuristic's only if better on the same worlds
# by PAIRED_MARGIN and PAIRED_Z standard errors
WIDTH = 3
PAIRED_MARGIN = 0.02
PAIRED_Z = 2.0
PAIRED_MIN = 3


# ---------------------------------------------------------------------- what a game is worth
def _raxxon_value(g, seat):
    evac = min(1.0, len(g.evacuated) / max(1, g.target))
    if g.outcome is not None:
        return 0.7 * (g.outcome.reason == "evacuated") + 0.3 * evac
    return 0.3 * evac + 0.1 * (1 - g.influence / 8)


def _colony_value(g, seat):
    o = g.outcome
    if o is not None:
        return 1.0 if o.objectives.get(seat) or seat in o.winners else 0.0
    return 0.25 + 0.4 * g.morale / 10 + (0.1 if any(sv.owner == seat
                                                    for sv in g.survivors.values()) else 0)


_HOOKS: dict = {}


def hooks(gid: str):
    """The game's own evaluation hooks, ``rules/<game>/search_eval.py`` (None without one):
    ``POLICY``, ``start(game, seat) -> ctx``, ``stop(d, ctx, k) -> bool`` (end a rollout here),
    ``value(g, seat) -> 0..1``, ``candidate(game, seat, action) -> bool`` (False: the paired
    search never tries it unless it is the heuristic's own choice); any may be missing."""
    if gid not in _HOOKS:
        import importlib
        try:
            _HOOKS[gid] = importlib.import_module(f"rules.{gid}.search_eval")
        except ModuleNotFoundError:
            _HOOKS[gid] = None
    return _HOOKS[gid]


def value(g, seat: int) -> float:
    """The searching seat's reward for ``g`` (the end of a rollout), in 0..1: 1 for a win (for
    an objective fulfilled in colony), a game's own estimate for a position not yet over."""
    gid = g.GAME_ID
    h = hooks(gid)
    if h is not None and hasattr(h, "value"):
        return h.value(g, seat)
    if gid == "raxxon":
        return _raxxon_value(g, seat)
    if gid == "colony":
        return _colony_value(g, seat)
    o = g.outcome
    if o is None:
        return 0.5
    return 1.0 if seat in o.winners else 0.0


def metrics(g) -> dict:
    """Quantities a hint talks about (what an action protects or gains), by game."""
    gid = g.GAME_ID
    if gid == "raxxon":
        return {"evacuated": len(g.evacuated), "infected": len(g.controlled) + len(g.uncontrolled),
                "influence": g.influence}
    if gid == "colony":
        return {"morale": g.morale, "food": g.food, "survivors": len(g.survivors)}
    return {}


# which way is better for each quantity
GOOD = {"evacuated": 1, "infected": -1, "influence": -1, "morale": 1, "food": 1, "survivors": 1}


# ---------------------------------------------------------------------- the tree
class Node:
    __slots__ = ("children", "n", "w", "avail")

    def __init__(self):
        self.children: dict = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0


class Stats:
    """The root's children after a search: text -> [visits, total reward, metric sums]."""

    def __init__(self):
        self.root = Node()
        self.iterations = 0
        self.sums: dict = {}      # text -> {metric: sum of end-of-rollout deltas}


def search(game, seat: int, *, think_ms: float | None = 1000, iterations: int | None = None,
           seed: int = 0, depth: int | None = None, want_metrics: bool = False,
           policy: str | None = None, halt=None) -> Stats:
    """Run ISMCTS from ``game`` (whose pending seat is ``seat``) for ``iterations`` (if given)
    or ``think_ms``; returns the statistics of the root's actions."""
    rng = _random.Random(seed)
    st = Stats()
    root = st.root
    depth, bots, stop, ctx = _rollout_setup(game, seat, seed, depth, policy)
    deadline = None if iterations is not None else time.perf_counter() + (think_ms or 0) / 1000
    start_metrics = metrics(game) if want_metrics else None
    n = 0
    while True:
        if iterations is not None:
            if n >= iterations:
                break
        elif n and time.perf_counter() >= deadline:
            break
        if halt is not None and halt():
            break
        d = game.determinize(seat, rng)
        path = []              # (node, seat that chose there)
        node = root
        first = None
        # selection and expansion
        while d.pending is not None:
            p = d.pending.seat
            legal = d.legal_actions()
            by_text = {}
            for a in legal:
                by_text.setdefault(a.text, a)
            kids = node.children
            for t in by_text:
                c = kids.get(t)
                if c is not None:
                    c.avail += 1
            untried = [t for t in by_text if t not in kids]
            if untried:
                t = untried[rng.randrange(len(untried))]
                child = kids[t] = Node()
                child.avail = 1
                d.apply(by_text[t])
                path.append((child, p))
                if first is None:
                    first = t
                break
            best, best_u = None, -1.0
            for t in by_text:
                c = kids[t]
                u = c.w / c.n + UCB_C * math.sqrt(math.log(c.avail) / c.n)
                if u > best_u:
                    best, best_u = t, u
            d.apply(by_text[best])
            node = kids[best]
            path.append((node, p))
            if first is None:
                first = best
        _rollout(d, bots, depth, stop, ctx, rng)
        rewards = {}
        for child, p in path:
            r = rewards.get(p)
            if r is None:
                r = rewards[p] = value(d, p)
            child.n += 1
            child.w += r
        root.n += 1
        if want_metrics and first is not None:
            end = metrics(d)
            s = st.sums.setdefault(first, {})
            for k2, v in end.items():
                s[k2] = s.get(k2, 0) + v - start_metrics[k2]
        n += 1
    st.iterations = n
    return st


def _policy(gid: str, policy: str | None) -> str:
    if policy:
        return policy
    if gid in POLICY:
        return POLICY[gid]
    h = hooks(gid)
    return getattr(h, "POLICY", "random") if h is not None else "random"


def _rollout_setup(game, seat, seed, depth, policy):
    """(depth, heuristic bots or None, the game's ``stop`` hook or None, its context)."""
    gid = game.GAME_ID
    depth = DEPTH.get(gid, 400) if depth is None else depth
    bots = None
    if _policy(gid, policy) == "heuristic":
        from rules import games
        entry = games.get(gid)
        bots = [entry.bot("heuristic", game, s, seed + s) for s in range(entry.seats(game))]
    h = hooks(gid)
    stop = getattr(h, "stop", None) if h is not None else None
    ctx = h.start(game, seat) if stop is not None and hasattr(h, "start") else None
    return depth, bots, stop, ctx


def _rollout(d, bots, depth, stop, ctx, rng) -> int:
    """Play ``d`` on (heuristic ``bots`` at every seat, else random legal actions) until it ends,
    ``depth`` decisions are played or the game's ``stop`` hook says so."""
    k = 0
    while d.pending is not None and k < depth:
        if stop is not None and stop(d, ctx, k):
            break
        legal = d.legal_actions()
        if bots is None or len(legal) == 1:
            d.apply(legal[rng.randrange(len(legal))])
        else:
            b = bots[d.pending.seat]
            d.apply(b.choose(d.view(d.pending.seat) if b.uses_view else None, legal))
        k += 1
    return k


def paired(game, seat: int, *, think_ms: float | None = 1000, iterations: int | None = None,
           seed: int = 0, prefer: str | None = None, width: int | None = None,
           depth: int | None = None, policy: str | None = None, halt=None) -> Stats:
    """Root-level search with common random numbers: each round takes one determinization
    (one seed) and plays *every* candidate action on its own copy of that same world, with the
    same rollout policy and the same future chance, to the game's horizon; so the candidates
    are compared on the same worlds (their difference has far less noise than their values).
    Candidates: the root's legal actions, at most ``width`` (``prefer`` — the heuristic's
    choice — and a random sample of the others). ``iterations`` counts rounds; with
    ``think_ms`` a round the deadline cuts short is dropped. ``Stats.values[text]`` holds each
    candidate's value per round (paired by index)."""
    rng = _random.Random(seed)
    st = Stats()
    root = st.root
    legal = game.legal_actions()
    texts = list(dict.fromkeys(a.text for a in legal))
    h = hooks(game.GAME_ID)
    tried = getattr(h, "candidate", None)
    if tried is not None:   # the game's own veto: actions the search never tries unless preferred
        keep = {a.text for a in legal if a.text == prefer or tried(game, seat, a)}
        texts = [t for t in texts if t in keep] or texts
    width = WIDTH if width is None else width
    if len(texts) > width:
        others = [t for t in texts if t != prefer]
        keep = rng.sample(others, width - (prefer in texts))
        texts = ([prefer] if prefer in texts else []) + keep
    st.values = {t: [] for t in texts}
    for t in texts:
        root.children[t] = Node()
    depth, bots, stop, ctx = _rollout_setup(game, seat, seed, depth, policy)
    deadline = None if iterations is not None else time.perf_counter() + (think_ms or 0) / 1000
    n = 0
    while True:
        if iterations is not None:
            if n >= iterations:
                break
        elif time.perf_counter() >= deadline:
            break
        if halt is not None and halt():
            break
        s = rng.getrandbits(32)
        vals = []
        base = None
        for t in texts:
            # one determinization a round; each candidate plays on a copy of it (a copy is
            # 0.03–0.1 ms, a determinization 0.2–4 ms); where a determinized copy cannot be
            # copied (not at a resume point) the same seed determinizes the same world again
            d = None
            if base is None:
                base = game.determinize(seat, _random.Random(s))
            if base is not False:
                try:
                    d = base.clone()
                except Exception:
                    base = False
            if d is None:
                d = game.determinize(seat, _random.Random(s))
            for a in d.legal_actions():
                if a.text == t:
                    d.apply(a)
                    break
            _rollout(d, bots, depth, stop, ctx, _random.Random(s + 1))
            vals.append(value(d, seat))
            if (deadline is not None and time.perf_counter() >= deadline) or \
                    (halt is not None and halt()):
                break       # a round cut short is dropped: the budget holds (the rollout under
                            # way finishes); with no round the caller keeps its ``prefer``
        if len(vals) < len(texts):
            break
        for t, v in zip(texts, vals, strict=True):
            st.values[t].append(v)
            c = root.children[t]
            c.n += 1
            c.avail += 1
            c.w += v
        root.n += 1
        n += 1
    st.iterations = n
    return st


def paired_choice(st: Stats, prefer: str | None, min_rounds: int = PAIRED_MIN) -> str | None:
    """The candidate to play after ``paired``: the best mean, if it beats ``prefer`` on the same
    worlds by more than ``PAIRED_MARGIN`` and ``PAIRED_Z`` standard errors of the paired
    difference; else ``prefer`` (None: no statistics)."""
    vals = getattr(st, "values", None)
    if not vals or not st.iterations:
        return prefer
    n = st.iterations
    best = max(vals, key=lambda t: (sum(vals[t]) / n, t == prefer))
    if prefer not in vals or best == prefer:
        return best
    diffs = [a - b for a, b in zip(vals[best], vals[prefer], strict=True)]
    md = sum(diffs) / n
    if n < min_rounds:
        return prefer
    sd = math.sqrt(sum((x - md) ** 2 for x in diffs) / (n - 1))
    if md > PAIRED_MARGIN and md > PAIRED_Z * sd / math.sqrt(n):
        return best
    return prefer


def ranked(st: Stats) -> list:
    """(text, visits, mean reward) of the root's actions, most visited first."""
    out = [(t, c.n, c.w / c.n if c.n else 0.0) for t, c in st.root.children.items()]
    out.sort(key=lambda x: (-x[1], -x[2], x[0]))
    return out


class SearchBot:
    """ISMCTS at one seat, through the common bot protocol ``choose(view, legal)``. It reads the
    game only through ``game.determinize(seat, …)`` (and the seat to play); its view goes to
    ``prior`` (the game's heuristic bot), whose choice it keeps unless the search finds an
    action better by ``MARGIN``. ``halt``: a function asked between rounds; True ends the
    search at once (the heuristic's choice then stands unless enough rounds were played)."""
    uses_view = True

    def __init__(self, game, seat: int, seed: int = 0, think_ms: float = 1000,
                 iterations: int | None = None, depth: int | None = None, prior=None, halt=None):
        self.game, self.seat = game, seat
        self.rng = _random.Random(seed)
        self.think_ms, self.iterations, self.depth = think_ms, iterations, depth
        self.prior = prior
        self.halt = halt
        self.last: Stats | None = None

    def observe(self, events) -> None:
        f = getattr(self.prior, "observe", None)
        if f is not None:
            f(events)

    def choose(self, view, legal: list):
        if len(legal) == 1:
            return legal[0]
        g = self.game
        if g.pending is None or g.pending.seat != self.seat:
            raise ValueError(f"the search bot of seat {self.seat} was asked out of turn")
        h = hooks(g.GAME_ID)
        if getattr(h, "MODE", None) == "paired":
            prefer = None
            if self.prior is not None:
                prefer = self.prior.choose(view if self.prior.uses_view else None, legal).text
            st = self.last = paired(g, self.seat, think_ms=self.think_ms,
                                    iterations=self.iterations, seed=self.rng.getrandbits(32),
                                    depth=self.depth, prefer=prefer, halt=self.halt)
            text = paired_choice(st, prefer, getattr(h, "PAIRED_MIN", PAIRED_MIN))
            for a in legal:
                if a.text == text:
                    return a
            return legal[0]
        st = self.last = search(g, self.seat, think_ms=self.think_ms,
                                iterations=self.iterations, seed=self.rng.getrandbits(32),
                                depth=self.depth, halt=self.halt)
        best = ranked(st)
        if not best or (self.halt is not None and self.halt()):
            return legal[0]   # halted: nobody takes this answer, and ``prior`` is left alone
        text = best[0][0]
        if self.prior is not None:
            mine = self.prior.choose(view if self.prior.uses_view else None, legal)
            c = st.root.children.get(mine.text)
            top = st.root.children[text]
            if c is None or not c.n or not (top.n >= MIN_VISITS
                                             and top.w / top.n >= c.w / c.n + MARGIN):
                return mine
        for a in legal:
            if a.text == text:
                return a
        return legal[0]   # pragma: no cover - the root's actions are the legal ones


def hint(game, seat: int | None = None, think_ms: float = 1000, *, iterations: int | None = None,
         seed: int = 0) -> dict | None:
    """What the search prefers for the pending decision (of ``seat``, default the seat to play)
    and why, as data (None when the game is over or it is another seat's turn):

        action    the preferred action's text
        value     its mean reward in the rollouts (0..1: 1 = win / objective met)
        visits    how many of the ``iterations`` tried it first
        next      the runner-up's text (None with one legal action) and ``next_value``
        margin    value - next_value
        deltas    {quantity: mean change by the rollouts' end after the preferred action}
                  (evacuation: evacuated, infected, influence; colony: morale, food, survivors)
        versus    {quantity: the preferred action's mean change minus the runner-up's}
        reason    (quantity, difference): the quantity it gains or protects most vs the runner-up
                  in its good direction (influence and infected: lower is better), or None
    """
    if game.pending is None:
        return None
    seat = game.pending.seat if seat is None else seat
    if game.pending.seat != seat:
        return None
    legal = game.legal_actions()
    st = search(game, seat, think_ms=think_ms, iterations=iterations, seed=seed,
                want_metrics=True)
    rk = ranked(st)
    if not rk:
        return {"action": legal[0].text, "value": None, "visits": 0, "next": None,
                "next_value": None, "margin": None, "deltas": {}, "versus": {}, "reason": None,
                "iterations": st.iterations}
    (t1, n1, v1) = rk[0]
    second = rk[1] if len(rk) > 1 else None

    def mean(t, n):
        return {k: v / n for k, v in st.sums.get(t, {}).items()} if n else {}
    d1 = mean(t1, n1)
    versus, reason = {}, None
    if second is not None:
        d2 = mean(second[0], second[1])
        versus = {k: d1.get(k, 0) - d2.get(k, 0) for k in d1}
        good = [(k, v * GOOD.get(k, 1)) for k, v in versus.items()]
        good = [x for x in good if x[1] > 0]
        if good:
            k, _ = max(good, key=lambda x: x[1])
            reason = (k, round(versus[k], 3))
    return {"action": t1, "value": round(v1, 4), "visits": n1,
            "next": second[0] if second else None,
            "next_value": round(second[2], 4) if second else None,
            "margin": round(v1 - second[2], 4) if second else None,
            "deltas": {k: round(v, 3) for k, v in d1.items()},
            "versus": {k: round(v, 3) for k, v in versus.items()},
            "reason": reason, "iterations": st.iterations}


__all__ = ["DEPTH", "SearchBot", "hint", "hooks", "metrics", "paired", "paired_choice", "ranked",
           "search", "value"]
