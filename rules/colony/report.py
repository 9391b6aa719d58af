"""Content coverage and objective balance over many simulated games (issue 7, "Checks").

``python main.py sim … --coverage`` counts, for every content card, how often each of its
milestones happened: survivors drafted or joined, items drawn into a hand and used, crises
revealed / prevented / failed, crossroads drawn / triggered / each option chosen, Main objectives
played and completed on each side, secret / betrayal / exiled objectives dealt and fulfilled.
A card that missed a milestone is listed with the first one it missed.

``… --report`` gives the success rate of each Main objective per side, the fulfilment rate of
each secret, betrayal and exiled objective, the betrayer win rate, the co-operative and
two-player success rates and the share of non-betrayer secrets fulfilled in games whose Main
objective was completed, each marked against the balance targets of issue 7.

Everything is read from what the engine tells: the events of each action's Record (kinds.py),
the starting hands and the final views, and ``game.outcome``. Nothing here depends on particular
card ids: the cards are the loaded content. ``GameTally`` watches one game and returns a plain,
picklable summary (the simulator may play games in worker processes); ``aggregate`` adds the
summaries up in game order, so the result depends only on the games, never on the workers.

Fulfilment is judged only where the outcome states it: in competitive games
``outcome.objectives[seat]`` is the seat's objective as its Exiled card adjusted it (C-18.2), so it
counts for the dealt secret or betrayal objective and for the exiled objective alike. Co-operative
games deal no objectives (C-19.1); dilemma games (C-23.1) count as dealt but not judged, since
their outcome is a win under the one-betrayer rule, not a fulfilment.
"""
from __future__ import annotations

from collections import Counter

from rules.colony.actions import Keep

KINDS = ("survivor", "item", "crisis", "crossroads", "main", "secret", "betrayal", "exiled")
SIDES = ("standard", "hardcore")
OBJECTIVE_KINDS = ("secret", "betrayal", "exiled")

# the event kinds the tally reads (a test keeps them declared in kinds.EVENT_KINDS)
TRACKED_EVENTS = frozenset({
    "drafted", "survivor_joined", "ability", "drew_cards", "searched", "kept", "played",
    "played_as_die", "equipped", "item_used", "contributed_card", "objective_card", "crisis",
    "crisis_prevented", "crisis_failed", "crossroads_card", "crossroads_revealed",
    "crossroads_chosen", "crossroads_returned",
})

# balance targets of issue 7 (four heuristic bots)
STANDARD_RANGE = (0.25, 0.75)
COOP_MIN = 0.15
SECRET_WITH_MAIN_MIN = 0.60
BETRAYER_RANGE = (0.20, 0.50)


def item_id(card: str) -> str:
    """The item of a physical card: copies are ``id#k`` (game.py, C-3.7)."""
    return card.partition("#")[0]


# ---------------------------------------------------------------------------- one game
class GameTally:
    """Watches one game: ``start(game)`` before the first action, ``record(rec)`` after each
    applied action, ``finish(game)`` at the end, which returns the game's summary."""

    def __init__(self) -> None:
        self.counts: Counter = Counter()        # (card id, milestone) -> times
        self._searched: dict[int, list] = {}    # seat -> cards seen in the current search
        self._keep: dict[int, str] = {}         # seat -> the card its Keep action named

    def start(self, game) -> None:
        for seat in range(game.n):   # C-3.7: the starting hands are drawn into a hand
            for card in game.view(seat)["me"]["hand"]:
                self.counts[(item_id(card), "drawn")] += 1

    def record(self, rec) -> None:
        c = self.counts
        if isinstance(rec.action, Keep):
            self._keep[rec.seat] = rec.action.card
        for e in rec.events:
            k, d = e.kind, e.data
            if k == "drafted":
                for sid in (d["leader"], *d["followers"]):
                    c[(sid, "drafted")] += 1
            elif k == "survivor_joined":
                c[(d["survivor"], "joined")] += 1
            elif k == "ability":
                c[(d["survivor"], "ability")] += 1
            elif k == "drew_cards":
                for card in d["cards"]:
                    c[(item_id(card), "drawn")] += 1
            elif k == "searched":
                for seat in e.seats or ():
                    self._searched.setdefault(seat, []).extend(d["cards"])
            elif k == "kept":   # the named card, or the only one searched (C-6.10)
                seen = self._searched.pop(d["seat"], [])
                card = self._keep.pop(d["seat"], None) or (seen[0] if seen else None)
                if card:
                    c[(item_id(card), "drawn")] += 1
            elif k in ("played", "equipped", "item_used"):
                c[(item_id(d["card"]), k)] += 1
                c[(item_id(d["card"]), "used")] += 1
            elif k in ("played_as_die", "contributed_card", "objective_card"):
                c[(item_id(d["card"]), {"played_as_die": "played_as_food",
                                        "contributed_card": "contributed",
                                        "objective_card": "main_pile"}[k])] += 1
            elif k == "crisis":
                c[(d["card"], "revealed")] += 1
            elif k in ("crisis_prevented", "crisis_failed"):
                c[(d["card"], k.partition("_")[2])] += 1
            elif k == "crossroads_card":
                c[(d["card"], "drawn")] += 1
            elif k == "crossroads_revealed":
                c[(d["card"], "triggered")] += 1
            elif k == "crossroads_chosen":
                c[(d["card"], f"option_{d['option']}")] += 1

    def finish(self, game) -> dict:
        o, opts, content = game.outcome, game.options, game.content
        view = game.public_view()   # after the end every seat's objectives are shown
        side = view["main_side"]
        main = view["main"]
        c = self.counts
        c[(main, "played")] += 1
        c[(main, f"played_{side}")] += 1
        if o.main_complete:
            c[(main, f"completed_{side}")] += 1
        judged = opts.mode == "competitive"
        objectives = []   # (id, kind, judged, fulfilled)
        betrayal_dealt = False
        nonbetrayers = nonbetrayers_ok = 0
        for entry in view["seats"]:
            seat = entry["seat"]
            ok = bool(o.objectives.get(seat, False))
            for key in ("objective", "betrayal2", "exiled_objective"):
                oid = entry.get(key)
                if not oid:
                    continue
                kind = content.objective(oid).kind
                c[(oid, "dealt")] += 1
                if judged:
                    c[(oid, "fulfilled")] += ok
                objectives.append((oid, kind, judged, judged and ok))
                if judged and key == "objective":
                    if kind == "betrayal":
                        betrayal_dealt = True
                    elif o.main_complete:
                        nonbetrayers += 1
                        nonbetrayers_ok += ok
        betrayer_won = betrayal_dealt and any(
            content.objective(view["seats"][w]["objective"]).kind == "betrayal" for w in o.winners)
        return {
            "players": opts.players, "variant": opts.variant, "mode": opts.mode, "main": main,
            "side": side, "main_complete": bool(o.main_complete), "reason": o.reason,
            "counts": _nest(c), "objectives": objectives,
            "betrayal_dealt": betrayal_dealt, "betrayer_won": bool(betrayer_won),
            "nonbetrayers_main": nonbetrayers, "nonbetrayers_main_ok": nonbetrayers_ok,
        }


def _nest(c: Counter) -> dict:
    out: dict = {}
    for (cid, milestone), n in c.items():
        if n:
            out.setdefault(cid, {})[milestone] = n
    return out


# ---------------------------------------------------------------------------- many games
def _cards(content) -> dict:
    """card id -> kind, for every card of the content."""
    groups = (("survivor", content.survivors), ("item", content.items), ("crisis", content.crises),
              ("crossroads", content.crossroads), ("main", content.mains),
              ("secret", content.secrets), ("betrayal", content.betrayals),
              ("exiled", content.exiled))
    return {cid: kind for kind, group in groups for cid in sorted(group)}


def milestones(kind: str, card, sides_played=SIDES) -> list:
    """The milestones a card of ``kind`` must reach, in order; the first missed one is reported.
    ``sides_played``: the Main objective sides the run played at all (a run without hardcore
    games cannot complete a hardcore side)."""
    if kind == "survivor":
        return ["drafted_or_joined"]
    if kind == "item":
        return ["drawn", "used"]
    if kind == "crisis":
        return ["revealed", "prevented", "failed"]
    if kind == "crossroads":
        return ["drawn", "triggered"] + [f"option_{i + 1}" for i in range(len(card.options))]
    if kind == "main":
        return ["played"] + [f"completed_{s}" for s in SIDES if s in sides_played]
    return ["dealt", "fulfilled"]


# every count a card of each kind shows, zeros included (milestones first)
_SHOWN = {
    "survivor": ("drafted_or_joined", "drafted", "joined", "ability"),
    "item": ("drawn", "used", "played", "equipped", "item_used", "played_as_food", "contributed",
             "main_pile"),
    "crisis": ("revealed", "prevented", "failed"),
    "crossroads": ("drawn", "triggered"),
    "main": ("played", "played_standard", "completed_standard", "played_hardcore",
             "completed_hardcore"),
    "secret": ("dealt", "fulfilled", "judged"),
    "betrayal": ("dealt", "fulfilled", "judged"),
    "exiled": ("dealt", "fulfilled", "judged"),
}


def _rate(ok: int, n: int):
    return round(ok / n, 4) if n else None


def aggregate(summaries: list, content, mains: list | None = None) -> dict:
    """The coverage and the report from the games' summaries (in game order). ``mains``: the
    Main objectives the run played (the report lists these; the coverage lists every card)."""
    kinds = _cards(content)
    totals: dict = {cid: Counter() for cid in kinds}
    judged: Counter = Counter()
    sides_played = set()
    main_games = {m: {s: [0, 0] for s in SIDES} for m in (mains or sorted(content.mains))}
    by_setup: dict = {}
    coop = [0, 0]
    two = [0, 0]
    betrayal = [0, 0]
    nonbetrayers = [0, 0]
    for g in summaries:
        for cid, counts in g["counts"].items():
            totals.setdefault(cid, Counter()).update(counts)
        for oid, _kind, was_judged, _ok in g["objectives"]:
            judged[oid] += was_judged
        sides_played.add(g["side"])
        cell = main_games.setdefault(g["main"], {s: [0, 0] for s in SIDES})[g["side"]]
        cell[0] += 1
        cell[1] += g["main_complete"]
        label = setup_label(g["players"], g["variant"])
        row = by_setup.setdefault(label, [0, 0])
        row[0] += 1
        row[1] += g["main_complete"]
        if g["mode"] == "cooperative":
            target = two if g["players"] == 2 else coop
            target[0] += 1
            target[1] += g["main_complete"]
        if g["betrayal_dealt"]:
            betrayal[0] += 1
            betrayal[1] += g["betrayer_won"]
        nonbetrayers[0] += g["nonbetrayers_main"]
        nonbetrayers[1] += g["nonbetrayers_main_ok"]

    # coverage
    cards, unused = {}, []
    defs = {"survivor": content.survivors, "item": content.items, "crisis": content.crises,
            "crossroads": content.crossroads, "main": content.mains, "secret": content.secrets,
            "betrayal": content.betrayals, "exiled": content.exiled}
    summary = {k: {"cards": 0, "unused": 0, "missed": {}} for k in KINDS}
    for cid, kind in kinds.items():
        t = totals[cid]
        t["drafted_or_joined"] = t["drafted"] + t["joined"]
        if kind in OBJECTIVE_KINDS:
            t["judged"] = judged[cid]
        chain = milestones(kind, defs[kind][cid], sides_played)
        shown = list(_SHOWN[kind]) + [m for m in chain if m not in _SHOWN[kind]]
        cards[cid] = {"kind": kind, **{m: t[m] for m in shown}}
        summary[kind]["cards"] += 1
        missed = [m for m in chain if not t[m]]
        if missed:
            unused.append({"id": cid, "kind": kind, "missed": missed[0], "missed_all": missed})
            summary[kind]["unused"] += 1
            summary[kind]["missed"][missed[0]] = summary[kind]["missed"].get(missed[0], 0) + 1

    # report
    mains = {m: {s: _rate(ok, n) for s, (n, ok) in sides.items()} for m, sides in main_games.items()}
    main_counts = {m: {s: {"games": n, "completed": ok} for s, (n, ok) in sides.items()}
                   for m, sides in main_games.items()}
    objective_rates = {k: {} for k in OBJECTIVE_KINDS}
    objective_counts = {}
    for cid, kind in kinds.items():
        if kind in OBJECTIVE_KINDS:
            t = totals[cid]
            objective_rates[kind][cid] = _rate(t["fulfilled"], t["judged"])
            objective_counts[cid] = {"kind": kind, "dealt": t["dealt"], "judged": t["judged"],
                                     "fulfilled": t["fulfilled"]}
    report = {
        "main_objectives": mains,
        "main_objective_counts": main_counts,
        # the issue's `secret_objectives` holds every secret, betrayal and exiled objective
        "secret_objectives": {cid: r for k in OBJECTIVE_KINDS for cid, r in objective_rates[k].items()},
        "non_betrayal_secret_objectives": objective_rates["secret"],
        "betrayal_objectives": objective_rates["betrayal"],
        "exiled_objectives": objective_rates["exiled"],
        "objective_counts": objective_counts,
        "betrayer_win_rate": _rate(betrayal[1], betrayal[0]),
        "betrayal_games": betrayal[0],
        "cooperative_success_rate": _rate(coop[1], coop[0]),
        "cooperative_games": coop[0],
        "two_player_success_rate": _rate(two[1], two[0]),
        "two_player_games": two[0],
        "secret_rate_when_main_complete": _rate(nonbetrayers[1], nonbetrayers[0]),
        "secret_seats_when_main_complete": nonbetrayers[0],
        "by_setup": {k: {"games": n, "main_rate": _rate(ok, n)} for k, (n, ok) in by_setup.items()},
    }
    report["targets"] = targets(report)
    return {
        "coverage": {"unused_cards": unused, "cards": cards, "coverage_summary": summary},
        "report": report,
    }


def setup_label(players: int, variant: str) -> str:
    return f"{players}p {variant}"


# ---------------------------------------------------------------------------- targets
def mark_standard(r) -> str:
    if r is None:
        return "-"
    return "LOW" if r < STANDARD_RANGE[0] else "HIGH" if r > STANDARD_RANGE[1] else "OK"


def mark_hardcore(r, standard) -> str:
    if r is None:
        return "-"
    if r <= 0:
        return "LOW"
    if r >= 1 or (standard is not None and r >= standard):
        return "HIGH"
    return "OK"


def mark_objective(r) -> str:
    if r is None:
        return "-"
    return "LOW" if r <= 0 else "HIGH" if r >= 1 else "OK"


def mark_min(r, lo) -> str:
    return "-" if r is None else "LOW" if r < lo else "OK"


def mark_range(r, rng) -> str:
    return "-" if r is None else "LOW" if r < rng[0] else "HIGH" if r > rng[1] else "OK"


def targets(report: dict) -> dict:
    """Pass / fail for each target of issue 7; ``pass`` is None when the run measured nothing
    for it (e.g. no co-operative games)."""
    mains = report["main_objectives"]
    std = {m: r["standard"] for m, r in mains.items() if r["standard"] is not None}
    hard = {m: r for m, r in mains.items() if r["standard"] is not None and r["hardcore"] is not None}
    extreme = [f"{m}:{s}" for m, r in mains.items() for s in SIDES if r[s] in (0, 1)]
    extreme += [oid for oid, r in report["secret_objectives"].items() if r in (0, 1)]
    unmeasured = [oid for oid, r in report["secret_objectives"].items() if r is None]
    unmeasured += [f"{m}:{s}" for m, r in mains.items() for s in SIDES if r[s] is None]

    def one(text, value, mark):
        return {"target": text, "value": value, "mark": mark,
                "pass": None if mark == "-" else mark == "OK"}

    out = {
        "standard_sides_25_75": {
            "target": "every standard side 25–75 %",
            "failing": {m: mark_standard(r) for m, r in std.items() if mark_standard(r) != "OK"},
            "pass": (all(mark_standard(r) == "OK" for r in std.values()) if std else None)},
        "hardcore_below_standard": {
            "target": "every hardcore side lower than its standard side",
            "failing": sorted(m for m, r in hard.items() if r["hardcore"] >= r["standard"]),
            "pass": (all(r["hardcore"] < r["standard"] for r in hard.values()) if hard else None)},
        "cooperative_at_least_15": one("co-operative games ≥ 15 %", report["cooperative_success_rate"],
                                       mark_min(report["cooperative_success_rate"], COOP_MIN)),
        "two_player_at_least_15": one("two-player games ≥ 15 %", report["two_player_success_rate"],
                                      mark_min(report["two_player_success_rate"], COOP_MIN)),
        "secret_when_main_complete_at_least_60": one(
            "main completed: ≥ 60 % of non-betrayer seats fulfil their secret",
            report["secret_rate_when_main_complete"],
            mark_min(report["secret_rate_when_main_complete"], SECRET_WITH_MAIN_MIN)),
        "betrayer_win_20_50": one("betrayers win 20–50 % of the games they are dealt",
                                  report["betrayer_win_rate"],
                                  mark_range(report["betrayer_win_rate"], BETRAYER_RANGE)),
        "no_objective_at_0_or_100": {
            "target": "no objective at 0 % or 100 %", "failing": sorted(extreme),
            "unmeasured": sorted(unmeasured), "pass": not extreme},
    }
    return out


# ---------------------------------------------------------------------------- text
def _pct(r) -> str:
    return "    n/a" if r is None else f"{100 * r:6.1f}%"


def coverage_text(cov: dict, games: int) -> str:
    lines = [f"coverage over {games} games"]
    lines.append(f"  {'kind':11s} {'cards':>5s} {'unused':>6s}  first milestone missed")
    for kind, s in cov["coverage_summary"].items():
        missed = ", ".join(f"{m} {n}" for m, n in sorted(s["missed"].items())) or "-"
        lines.append(f"  {kind:11s} {s['cards']:5d} {s['unused']:6d}  {missed}")
    unused = cov["unused_cards"]
    if not unused:
        lines.append("every card reached every milestone")
        return "\n".join(lines)
    lines.append(f"unused cards ({len(unused)})")
    width = max(len(u["id"]) for u in unused)
    lines.append(f"  {'kind':11s} {'id':{width}s}  {'missed':18s} counts")
    for u in unused:
        counts = cov["cards"][u["id"]]
        shown = ", ".join(f"{k} {v}" for k, v in counts.items()
                          if k != "kind" and (v or k in u["missed_all"]))
        lines.append(f"  {u['kind']:11s} {u['id']:{width}s}  {u['missed']:18s} {shown}")
    return "\n".join(lines)


def report_text(rep: dict) -> str:
    lines = []
    mains, counts = rep["main_objectives"], rep["main_objective_counts"]
    width = max([len(m) for m in mains] + [14])
    lines.append(f"{'Main objective':{width}s}   {'standard':>8s} {'mark':4s} {'games':>5s}"
                 f"   {'hardcore':>8s} {'mark':4s} {'games':>5s}")
    for m, r in mains.items():
        cells = []
        for s in SIDES:
            mark = mark_standard(r[s]) if s == "standard" else mark_hardcore(r[s], r["standard"])
            cells.append(f"{_pct(r[s]):>8s} {mark:4s} {counts[m][s]['games']:5d}")
        lines.append(f"{m:{width}s}   " + "   ".join(cells))
    oc = rep["objective_counts"]
    for key, title in (("non_betrayal_secret_objectives", "Secret objective"),
                       ("betrayal_objectives", "Betrayal objective"),
                       ("exiled_objectives", "Exiled objective")):
        rates = rep[key]
        if not rates:
            continue
        w = max([len(o) for o in rates] + [len(title)])
        lines.append("")
        lines.append(f"{title:{w}s}   {'dealt':>6s} {'judged':>6s} {'fulfilled':>9s} mark")
        for oid, r in rates.items():
            lines.append(f"{oid:{w}s}   {oc[oid]['dealt']:6d} {oc[oid]['judged']:6d} "
                         f"{_pct(r):>9s} {mark_objective(r)}")
    lines.append("")
    rows = [
        ("co-operative games (3–5 players)", rep["cooperative_success_rate"], rep["cooperative_games"],
         mark_min(rep["cooperative_success_rate"], COOP_MIN), "≥ 15 %"),
        ("two-player games", rep["two_player_success_rate"], rep["two_player_games"],
         mark_min(rep["two_player_success_rate"], COOP_MIN), "≥ 15 %"),
        ("secret fulfilled, main completed", rep["secret_rate_when_main_complete"],
         rep["secret_seats_when_main_complete"],
         mark_min(rep["secret_rate_when_main_complete"], SECRET_WITH_MAIN_MIN), "≥ 60 % of seats"),
        ("betrayer win rate", rep["betrayer_win_rate"], rep["betrayal_games"],
         mark_range(rep["betrayer_win_rate"], BETRAYER_RANGE), "20–50 %"),
    ]
    for text, r, n, mark, target in rows:
        lines.append(f"{text:34s} {_pct(r)} {mark:4s} (of {n}; target {target})")
    lines.append("")
    lines.append("games per setup: " + ", ".join(
        f"{k} {v['games']} (main {_pct(v['main_rate']).strip()})" for k, v in rep["by_setup"].items()))
    lines.append("targets")
    for t in rep["targets"].values():
        verdict = "n/a " if t["pass"] is None else "PASS" if t["pass"] else "FAIL"
        extra = ""
        if t.get("failing"):
            f = t["failing"]
            extra = ": " + (", ".join(f"{k} {v}" for k, v in f.items()) if isinstance(f, dict)
                            else ", ".join(f))
        lines.append(f"  {verdict}  {t['target']}{extra}")
    return "\n".join(lines)


__all__ = ["GameTally", "aggregate", "coverage_text", "report_text", "milestones", "TRACKED_EVENTS"]
