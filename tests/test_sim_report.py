"""The simulator's coverage and balance report (issue 7, "Checks"): `main.py sim --coverage` counts
every card's milestones from the engine's events and lists the cards that missed one;
`--report` gives the objective success rates against the targets. Small runs: the JSON shape and
ranges, a card used in the run is never listed unused and one never used is, and a seed gives the
same result with any number of worker processes. No test names a particular card."""
from __future__ import annotations

import json

import pytest

from rules import sim
from rules.colony import report
from rules.colony.actions import Keep
from rules.colony.content import load_content
from rules.colony.game import Options
from rules.colony.kinds import EVENT_KINDS
from rules.core.records import Event, Record

TIMING = ("games_per_second", "seconds", "jobs")
TARGETS = {"standard_sides_25_75", "hardcore_below_standard", "cooperative_at_least_15",
           "two_player_at_least_15", "secret_when_main_complete_at_least_60", "betrayer_win_20_50",
           "no_objective_at_0_or_100"}


def run_json(capsys, tmp_path, *args) -> dict:
    code = sim.run([*args, "--json", "--failures", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0, out
    return json.loads(out)


@pytest.fixture(scope="module")
def twenty(tmp_path_factory):
    """20 heuristic games of the default mix with both checks (captured by hand: module scope)."""
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = sim.run(["--games", "20", "--bots", "heuristic", "--seed", "3", "--coverage",
                        "--report", "--json", "--failures", str(tmp_path_factory.mktemp("f"))])
    assert code == 0
    return json.loads(buf.getvalue())


def _rate(r) -> bool:
    return r is None or (isinstance(r, float | int) and 0 <= r <= 1)


def test_the_events_the_tally_reads_are_declared_event_kinds():
    assert report.TRACKED_EVENTS <= EVENT_KINDS


def test_json_has_the_coverage_and_report_keys_with_values_in_range(twenty):
    d, c = twenty, load_content()
    assert d["games"] == 20 and d["completed"] == 20 and d["games_per_second"] > 0
    assert d["setups"] == ["4p standard", "4p hardcore", "4p cooperative", "2p standard"]
    # coverage: every card of the content is counted, under its kind
    every = {**{k: "survivor" for k in c.survivors}, **{k: "item" for k in c.items},
             **{k: "crisis" for k in c.crises}, **{k: "crossroads" for k in c.crossroads},
             **{k: "main" for k in c.mains}, **{k: "secret" for k in c.secrets},
             **{k: "betrayal" for k in c.betrayals}, **{k: "exiled" for k in c.exiled}}
    assert {k: v["kind"] for k, v in d["cards"].items()} == every
    for counts in d["cards"].values():
        assert all(isinstance(n, int) and n >= 0 for k, n in counts.items() if k != "kind")
    assert sum(v["cards"] for v in d["coverage_summary"].values()) == len(every)
    assert sum(v["unused"] for v in d["coverage_summary"].values()) == len(d["unused_cards"])
    # 20 games reveal at least 20 crises and deal 2×10 + hands of starting items
    assert sum(v["revealed"] for v in d["cards"].values() if v["kind"] == "crisis") >= 20
    assert sum(v["played"] for v in d["cards"].values() if v["kind"] == "main") == 20
    # report
    assert set(d["main_objectives"]) == set(c.mains)
    for sides in d["main_objectives"].values():
        assert set(sides) == {"standard", "hardcore"} and all(_rate(r) for r in sides.values())
    assert set(d["secret_objectives"]) == set(c.secrets) | set(c.betrayals) | set(c.exiled)
    assert set(d["betrayal_objectives"]) == set(c.betrayals)
    assert set(d["exiled_objectives"]) == set(c.exiled)
    assert all(_rate(r) for r in d["secret_objectives"].values())
    for key in ("betrayer_win_rate", "cooperative_success_rate", "two_player_success_rate",
                "secret_rate_when_main_complete"):
        assert _rate(d[key]), key
    assert d["cooperative_games"] == 5 and d["two_player_games"] == 5
    assert set(d["targets"]) == TARGETS
    assert all(t["pass"] in (True, False, None) for t in d["targets"].values())


def test_unused_cards_are_exactly_those_with_a_milestone_at_zero(twenty):
    c = load_content()
    defs = {"survivor": c.survivors, "item": c.items, "crisis": c.crises, "crossroads": c.crossroads,
            "main": c.mains, "secret": c.secrets, "betrayal": c.betrayals, "exiled": c.exiled}
    unused = {u["id"]: u for u in twenty["unused_cards"]}
    for cid, counts in twenty["cards"].items():
        chain = report.milestones(counts["kind"], defs[counts["kind"]][cid])
        missed = [m for m in chain if counts[m] == 0]
        if missed:
            assert unused[cid]["missed"] == missed[0] and unused[cid]["kind"] == counts["kind"]
        else:
            assert cid not in unused


def test_a_card_used_in_the_run_is_not_listed_unused_and_one_never_used_is(capsys, tmp_path):
    """One Main objective, one four-player standard game: what that game's events show happened
    (its survivors drafted, crises revealed, starting hands drawn) is not listed; every other Main
    objective was never played and is listed as such."""
    c = load_content()
    main = sorted(c.mains)[-1]
    d = run_json(capsys, tmp_path, "--games", "1", "--bots", "heuristic", "--seed", "11",
                 "--players", "4", "--variant", "standard", "--mains", main, "--coverage",
                 "--report")

    class Watch:   # what the engine told in the same game, read without the report module
        def start(self, game):
            self.hand = {x.partition("#")[0] for s in range(game.n) for x in game.view(s)["me"]["hand"]}
            self.events = []

        def record(self, rec):
            self.events.extend(rec.events)

    w = Watch()
    sim.play(Options(players=4, seed=11, variant="standard", objective=main), "heuristic", watch=w)
    drafted = {s for e in w.events if e.kind == "drafted" for s in (e.data["leader"], *e.data["followers"])}
    crises = {e.data["card"] for e in w.events if e.kind == "crisis"}
    assert len(drafted) == 8 and crises and w.hand
    unused = {u["id"]: u for u in d["unused_cards"]}
    for sid in drafted:
        assert d["cards"][sid]["drafted"] >= 1 and sid not in unused
    for cid in crises:
        assert d["cards"][cid]["revealed"] >= 1 and unused.get(cid, {}).get("missed") != "revealed"
    for iid in w.hand:
        assert d["cards"][iid]["drawn"] >= 1 and unused.get(iid, {}).get("missed") != "drawn"
    assert d["cards"][main]["played"] == 1 and unused.get(main, {}).get("missed") != "played"
    for other in set(c.mains) - {main}:
        assert unused[other] == {"id": other, "kind": "main", "missed": "played",
                                 "missed_all": ["played", "completed_standard"]}
    assert list(d["main_objectives"]) == [main]


def test_the_same_seed_gives_the_same_result_with_one_or_two_workers(twenty, capsys, tmp_path):
    again = run_json(capsys, tmp_path, "--games", "20", "--bots", "heuristic", "--seed", "3",
                     "--coverage", "--report", "--jobs", "2")
    strip = lambda d: {k: v for k, v in d.items() if k not in TIMING}  # noqa: E731
    assert strip(again) == strip(twenty)
    other = run_json(capsys, tmp_path, "--games", "4", "--bots", "heuristic", "--seed", "4", "--coverage")
    assert other["cards"] != twenty["cards"]


def test_text_mode_prints_the_tables_with_marks(capsys, tmp_path):
    assert sim.run(["--games", "8", "--bots", "heuristic", "--coverage", "--report",
                    "--failures", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    for words in ("games per second", "coverage over 8 games", "unused cards", "Main objective",
                  "Secret objective", "Betrayal objective", "betrayer win rate", "targets"):
        assert words in out
    assert any(m in out for m in (" OK ", " LOW ", " HIGH "))
    assert "PASS" in out or "FAIL" in out


def test_plain_sim_output_is_unchanged_in_shape(capsys, tmp_path):
    d = run_json(capsys, tmp_path, "--games", "3")
    assert d["players"] == "4" and d["variant"] == "standard"
    assert "unused_cards" not in d and "main_objectives" not in d


def test_an_unknown_main_objective_is_refused(capsys):
    with pytest.raises(SystemExit):
        sim.run(["--games", "1", "--mains", "no.such.main", "--coverage"])
    assert "--mains" in capsys.readouterr().err


def test_a_kept_search_card_is_drawn_and_each_chosen_option_counts():
    """The card a Keep names, or the only card searched, goes to hand; the searched but
    unkept ones do not; a crossroads option counts under its number."""
    t = report.GameTally()
    seen = frozenset({1})
    t.record(Record(1, Keep("b#2"), [Event("searched", {"cards": ["a"]}, seen),
                                     Event("searched", {"cards": ["b#2"]}, seen),
                                     Event("kept", {"seat": 1, "place": "x", "returned": 1})]))
    t.record(Record(1, None, [Event("searched", {"cards": ["c#1"]}, seen),
                              Event("kept", {"seat": 1, "place": "x", "returned": 0}),
                              Event("crossroads_revealed", {"card": "xr", "holder": 0, "active": 1}),
                              Event("crossroads_chosen", {"card": "xr", "option": 2})]))
    assert t.counts[("b", "drawn")] == 1 and t.counts[("c", "drawn")] == 1
    assert t.counts[("a", "drawn")] == 0
    assert t.counts[("xr", "triggered")] == 1 and t.counts[("xr", "option_2")] == 1


def test_targets_mark_each_figure():
    rep = {"main_objectives": {"m1": {"standard": 0.5, "hardcore": 0.6},
                               "m2": {"standard": 0.9, "hardcore": 0.1}},
           "secret_objectives": {"s1": 0.0, "s2": 0.3, "s3": None},
           "cooperative_success_rate": 0.2, "two_player_success_rate": None,
           "secret_rate_when_main_complete": 0.4, "betrayer_win_rate": 0.35}
    t = report.targets(rep)
    assert t["standard_sides_25_75"]["failing"] == {"m2": "HIGH"}
    assert t["hardcore_below_standard"]["failing"] == ["m1"]
    assert t["cooperative_at_least_15"]["pass"] is True
    assert t["two_player_at_least_15"]["pass"] is None
    assert t["secret_when_main_complete_at_least_60"]["mark"] == "LOW"
    assert t["betrayer_win_20_50"]["pass"] is True
    assert t["no_objective_at_0_or_100"]["failing"] == ["s1"]
    assert t["no_objective_at_0_or_100"]["unmeasured"] == ["s3"]
