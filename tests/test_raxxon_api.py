"""The raxxon engine API (DESIGN.md contract): action texts, determinism, snapshots, saves, bad
input, hidden information, invariants and declared kinds, over random games."""
from __future__ import annotations

import json

import pytest
from raxxon_helpers import action, apply, cell, grid, make_content, plain, solo

from rules import IllegalAction, SaveError
from rules.core.flow import read_options
from rules.core.play import play_out
from rules.raxxon import Game, Options, new_game
from rules.raxxon import saves as raxxon_saves
from rules.raxxon.actions import RaxxonAction
from rules.raxxon.bots import HeuristicBot, RandomBot
from rules.raxxon.invariants import problems
from rules.raxxon.kinds import DECISION_KINDS, EVENT_KINDS, PRIVATE_EVENTS

LEVELS = ("intro", "medium", "hard", "expert")


def play_random(options: Options, check: bool = False, seed: int = 0, limit: int = 5000) -> Game:
    g = new_game(options)
    bot = RandomBot(seed or options.seed * 7 + 1)
    return play_out(g, [bot] * options.players, check=problems if check else None,
                    max_actions=limit)


@pytest.fixture(scope="module")
def games():
    """A random game for each level and player count, invariants checked after every action."""
    return [play_random(Options(players=p, seed=s, difficulty=lv), check=True)
            for s, (lv, p) in enumerate((lv, p) for lv in LEVELS for p in (1, 2, 3, 4))]


def test_random_games_end_with_every_invariant_kept(games):
    """Random legal play always ends by R-15 (R-15.1–R-15.3) with every invariant holding.
    (Updated for issue 14: the day limit's "exhausted" is no longer an end, R-4.2.)"""
    assert all(g.outcome is not None for g in games)
    assert {g.outcome.reason for g in games} <= {"evacuated", "outbreak", "takeover"}


def test_every_decision_and_event_kind_is_declared(games):
    """DESIGN.md: kinds are declared (rules/raxxon/kinds.py)."""
    asked = {d for g in games for d in _decisions(g)}
    told = {e.kind for g in games for r in g.history for e in r.events}
    assert asked <= DECISION_KINDS and told <= EVENT_KINDS
    for g in games:
        for r in g.history:
            for e in r.events:
                assert (e.seats is not None) == (e.kind in PRIVATE_EVENTS), e.kind


def _decisions(g):
    h = Game.replay(g.options, g.log[:60])
    out = set()
    while h.pending is not None and len(h.log) < len(g.log):
        out.add(h.pending.kind)
        h.apply(g.log[len(h.log)])
    return out


def test_action_text_round_trips_for_every_legal_action():
    """DESIGN.md: Action.parse(a.text) == a for every action offered in real games."""
    verbs = set()
    for seed in range(8):
        g = new_game(Options(players=1 + seed % 4, seed=seed, difficulty=LEVELS[seed % 4]))
        bot = RandomBot(seed)
        while g.pending is not None:
            legal = g.legal_actions()
            for a in legal:
                assert RaxxonAction.parse(a.text) == a
                verbs.add(a.verb)
            g.apply(bot.choose(None, legal))
    assert {"pass", "go", "act", "cell", "character"} <= verbs


def test_same_seed_and_actions_give_identical_snapshots(games):
    """DESIGN.md determinism: same seed + same actions => identical to_dict()."""
    for g in games[:6]:
        h = Game.replay(g.options, g.log)
        assert h.to_dict() == g.to_dict() and h.checksum() == g.checksum()
    a = new_game(Options(players=2, seed=1)).to_dict()["state"]
    b = new_game(Options(players=2, seed=2)).to_dict()["state"]
    assert a != b


def test_from_dict_restores_mid_game_and_play_continues_identically():
    g = new_game(Options(players=3, seed=5, difficulty="hard"))
    bot = RandomBot(3)
    for _ in range(30):
        g.apply(bot.choose(None, g.legal_actions()))
    d = json.loads(json.dumps(g.to_dict()))
    h = Game.from_dict(d)
    assert h.to_dict() == g.to_dict()
    assert [e.kind for r in h.history for e in r.events] == [e.kind for r in g.history for e in r.events], \
        "a restored game has the whole log"
    for _ in range(30):
        if g.pending is None:
            break
        a = g.legal_actions()[-1]
        g.apply(a)
        h.apply(a.text)
    assert h.to_dict() == g.to_dict()


def test_snapshots_of_built_positions_replay_too():
    content_free = solo(None, board="holt", crowd=grid(plain(3, "healthy")))
    apply(content_free, "act action=search", cell(0, 0))
    d = content_free.to_dict()
    assert "position" in d
    assert Game.from_dict(json.loads(json.dumps(d))).to_dict() == d
    with pytest.raises(SaveError):
        raxxon_saves.save_text(content_free)


def test_scripted_shuffles_are_kept_in_snapshots():
    """A scripted shuffle is a forced draw of the snapshot, replayed exactly."""
    g = Game(Options(players=1, seed=4, difficulty="intro"), forced={0: list(range(18))})
    d = g.to_dict()
    assert d["forced"]["0"] == list(range(18))
    assert Game.from_dict(d).to_dict() == d
    d["forced"]["0"] = [0, 0]
    with pytest.raises(SaveError):
        Game.from_dict(d)


def test_save_and_load_round_trip(tmp_path, games):
    for g in games[:4] + [play_random(Options(players=2, seed=77), seed=3)]:
        path = tmp_path / f"rx{g.options.seed}.toml"
        raxxon_saves.save(g, str(path))
        h = raxxon_saves.load(str(path))
        assert h.to_dict() == g.to_dict()
    text = path.read_text()
    path.write_text(text.replace('difficulty = "medium"', 'difficulty = "expert"'))
    with pytest.raises(SaveError):
        raxxon_saves.load(str(path))


def test_options_from_a_save_are_checked():
    assert read_options(Options, {"players": 2, "seed": 1, "difficulty": "hard",
                                  "characters": ["holt", "lisk"]}).characters == ("holt", "lisk")
    for bad in ({"players": True}, {"players": 5}, {"difficulty": "nightmare"}, {"colour": 1},
                {"characters": [1, 2]}):
        with pytest.raises(SaveError):
            read_options(Options, {"players": 1, **bad})


def test_an_illegal_action_changes_nothing():
    g = new_game(Options(players=2, seed=3))
    before = g.to_dict()
    for bad in ("", "fly", "act", "act action=nothing", "cell r=0", "character id=nobody",
                "go", 42, None, b"pass", ["pass"], RaxxonAction):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.to_dict() == before
    g.apply(g.legal_actions()[0])
    with pytest.raises(IllegalAction, match="R-3.6"):
        g.apply("go")


def test_views_hide_face_down_cards_and_deck_order(games):
    """No view names a face-down card its seat did not see, nor any deck card (the invariants
    check this after every action of the random games above)."""
    g = new_game(Options(players=2, seed=8, characters=("holt", "lisk")))
    text = json.dumps(g.public_view())
    for cid in list(g.crowd.values()) + g.citizen_deck + g.infection_deck + g.rx_deck:
        assert f'"{cid}"' not in text
    with pytest.raises(ValueError):
        g.view(2)


def test_bots_decide_from_their_view_only_and_play_whole_games():
    """DESIGN.md: bots choose from view(seat) and legal_actions(); the heuristic bot's choice is
    always legal."""
    for seed, (p, lv) in enumerate(((1, "intro"), (2, "medium"), (4, "expert"))):
        g = new_game(Options(players=p, seed=seed, difficulty=lv))
        bots = [HeuristicBot(g.content, seed * 10 + i) for i in range(p)]
        while g.pending is not None:
            seat = g.pending.seat
            legal = g.legal_actions()
            a = bots[seat].choose(g.view(seat), legal)
            assert a in legal
            g.apply(a)


def test_heuristic_beats_random_at_intro():
    from rules.raxxon.sim import play
    h = sum(play(Options(players=1, seed=s, difficulty="intro"), "heuristic").outcome.reason
            == "evacuated" for s in range(30))
    r = sum(play(Options(players=1, seed=s, difficulty="intro"), "random").outcome.reason
            == "evacuated" for s in range(30))
    assert h > r + 5


def test_engine_is_pure():
    """rules/ never imports pygame and never draws on the global random module."""
    import pathlib
    for path in pathlib.Path("rules").rglob("*.py"):
        text = path.read_text()
        assert "import pygame" not in text and "import random\n" not in text, path


def test_decisions_are_not_asked_for_forced_choices():
    """A single legal target is taken without asking (fewer decisions; the rules allow no
    other choice)."""
    g = solo(make_content(action("hit", "attack", "attack", [["add"]], count=1)),
             crowd={(0, 0): plain(1, "healthy")[0]}, infection_deck=[])
    g.apply("act action=hit")
    assert g.pending is None or g.pending.kind != "target"


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4), level=st.sampled_from(LEVELS),
       bot_seed=st.integers(0, 2**31))
def test_property_random_play_keeps_every_invariant(seed, players, level, bot_seed):
    """DESIGN.md property test: any seed and any random legal play ends with every invariant
    kept after every action (cards conserved, counts in bounds, views never leak)."""
    play_random(Options(players=players, seed=seed, difficulty=level), check=True, seed=bot_seed)


def test_sim_json_report(capsys):
    """`main.py sim --game raxxon … --json` (rules/sim.py dispatches by game id)."""
    from rules.sim import run
    assert run(["--game", "raxxon", "--players", "1..2", "--difficulty", "intro,expert",
                "--games", "4", "--bots", "random", "--check", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    for key in ("games", "completed", "errors", "wins", "win_rate", "loss_reasons", "mean_days",
                "games_per_second"):
        assert key in d
    assert d["games"] == d["completed"] == 4 and d["errors"] == 0
    assert set(d["by_setup"]) == {"intro/1p", "intro/2p", "expert/1p", "expert/2p"}


def test_a_card_restocked_face_up_is_no_secret_but_the_rest_of_the_deck_is():
    """R-3.5 (the infection deck lies face down) and R-14.1: a card seen going from the discard
    pile to the bottom of the infection deck (restock) may be named by a view (an effect it
    triggered still waits: the 'order' question lists it); every other infection deck card stays
    hidden. Found by 10,000 checked random games (seed 6853, 3 players, expert); since random
    bots may choose an action with nothing to act on (R-7.6) the case is seed 29564's."""
    from rules.raxxon.invariants import hidden_from
    g = new_game(Options(players=3, seed=29564, difficulty="expert"))
    play_out(g, [RandomBot(29564 * 31 + i) for i in range(3)], check=problems)
    restocked = {e.data["card"] for r in g.history for e in r.events if e.kind == "restocked"}
    assert restocked, "this game restocks a card (else the test proves nothing)"
    named_in_order = [r for r in g.history for e in r.events
                      if e.kind == "kill_trigger" and e.data["card"] in restocked]
    assert named_in_order
    if g.infection_deck:
        still_hidden = set(g.infection_deck) - restocked
        assert still_hidden <= hidden_from(g, None) and still_hidden <= hidden_from(g, 0)
