"""The engine contract of DESIGN.md: actions, determinism, snapshots, saves, bad input, purity."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import ContentError, IllegalAction, SaveError
from rules.colony import Options, new_game
from rules.colony import saves as colony_saves
from rules.colony.actions import ColonyAction
from rules.colony.bots import HeuristicBot, RandomBot
from rules.colony.content import CONTENT_DIR, load_content
from rules.colony.game import VARIANTS, Game
from rules.colony.invariants import problems
from rules.core.play import play_out

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def play_random(options: Options, check: bool = False, limit: int = 20000) -> Game:
    g = new_game(options)
    bots = [RandomBot(options.seed * 7 + i) for i in range(options.players)]
    return play_out(g, bots, check=problems if check else None, max_actions=limit)


def test_action_text_round_trips_for_every_legal_action():
    """DESIGN.md: Action.parse(a.text) == a, for every action offered in real games."""
    seen = set()
    for seed in range(6):
        g = new_game(Options(players=3 + seed % 3, seed=seed))
        bot = RandomBot(seed)
        while g.pending is not None:
            legal = g.legal_actions()
            for a in legal:
                if a.verb not in seen or seed == 0:
                    assert ColonyAction.parse(a.text) == a
                    seen.add(a.verb)
            g.apply(bot.choose(g.view(g.pending.seat), legal))
    assert {"draft", "attack", "move", "end", "play", "crisis"} <= seen


def test_same_seed_and_actions_give_identical_snapshots():
    """DESIGN.md determinism: same seed + same actions ⇒ identical to_dict()."""
    a = play_random(Options(players=4, seed=11))
    b = Game.replay(Options(players=4, seed=11), a.log)
    assert a.to_dict() == b.to_dict()
    assert a.checksum() == b.checksum()


def test_different_seeds_differ():
    a = new_game(Options(players=4, seed=1)).to_dict()["state"]
    b = new_game(Options(players=4, seed=2)).to_dict()["state"]
    assert a != b


def test_from_dict_restores_mid_game_and_play_continues_identically():
    g = new_game(Options(players=4, seed=5))
    bot = RandomBot(3)
    for _ in range(40):
        g.apply(bot.choose(g.view(g.pending.seat), g.legal_actions()))
    d = g.to_dict()
    h = Game.from_dict(d)
    assert h.to_dict() == d
    for _ in range(30):
        if g.pending is None:
            break
        a = g.legal_actions()[len(g.legal_actions()) // 2]
        g.apply(a)
        h.apply(a.text)
    assert g.to_dict() == h.to_dict()


def test_from_dict_refuses_a_tampered_snapshot():
    g = new_game(Options(players=3, seed=2))
    d = g.to_dict()
    d["state"]["morale"] = 1
    with pytest.raises(SaveError, match="does not match"):
        Game.from_dict(d)
    with pytest.raises(SaveError):
        Game.from_dict({"game": "raxxon"})


def test_scripted_chance_is_part_of_the_snapshot():
    """Tests script dice through game.rng; a replay reproduces them."""
    g = new_game(Options(players=3, seed=4))
    while g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    g.rng.script("exposure", "bite", "bite", "bite")
    bot = RandomBot(1)
    for _ in range(60):
        if g.pending is None:
            break
        g.apply(bot.choose(g.view(g.pending.seat), g.legal_actions()))
    h = Game.from_dict(g.to_dict())
    assert h.checksum() == g.checksum()


def test_illegal_action_is_rejected_with_a_reason_and_changes_nothing():
    g = new_game(Options(players=3, seed=3))
    with pytest.raises(IllegalAction) as err:
        g.apply("end")
    assert "draft" in str(err.value)
    assert isinstance(err.value, ValueError)
    with pytest.raises(IllegalAction, match="unknown action"):
        g.apply("fly survivor=x")
    with pytest.raises(IllegalAction, match="cannot read"):
        g.apply("attack survivor=a die=six entrance=1")
    while g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    before = g.to_dict()
    seat = g.pending.seat
    bad_die = next(v for v in range(1, 7) if v not in g.seats[seat].dice)
    sid = g.seats[seat].leader
    with_die = next(a for a in g.legal_actions() if getattr(a, "die", 0))
    with pytest.raises(IllegalAction, match=f"no unused die showing {bad_die}"):
        g.apply(with_die.text.replace(f"die={with_die.die}", f"die={bad_die}"))
    with pytest.raises(IllegalAction):
        g.apply(f"move survivor={sid} to={g.survivors[sid].place}")
    assert g.to_dict() == before
    over = play_random(Options(players=3, seed=9))
    with pytest.raises(IllegalAction, match="over"):
        over.apply("end")


def test_views_never_hold_another_seats_secrets():
    """DESIGN.md hidden information; checked after every action of several games."""
    for seed, players in ((1, 3), (2, 4), (3, 5), (4, 2)):
        g = new_game(Options(players=players, seed=seed))
        bot = RandomBot(seed)
        while g.pending is not None:
            g.apply(bot.choose(g.view(g.pending.seat), g.legal_actions()))
            assert problems(g) == []


def test_crisis_contributions_are_a_count_until_the_reveal():
    """C-7.4: face down; others see only how many."""
    g = new_game(Options(players=3, seed=8))
    while g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    seat = g.pending.seat
    contribute = next(a for a in g.legal_actions() if a.verb == "crisis")
    g.apply(contribute)
    other = (seat + 1) % 3
    assert g.view(other)["crisis_contributions"] == 1
    assert contribute.card not in str(g.view(other))
    assert g.view(seat)["me"]["contributions"] == [contribute.card]


# ------------------------------------------------------------------ saves
def test_save_round_trip(tmp_path):
    g = play_random(Options(players=4, seed=21))
    path = tmp_path / "game.toml"
    colony_saves.save(g, str(path))
    h = colony_saves.load(str(path))
    assert h.to_dict() == g.to_dict()
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]   # atomic write


def test_mid_game_save_round_trip(tmp_path):
    g = new_game(Options(players=5, seed=22, variant="traitor"))
    bot = RandomBot(2)
    for _ in range(25):
        g.apply(bot.choose(g.view(g.pending.seat), g.legal_actions()))
    path = tmp_path / "mid.toml"
    colony_saves.save(g, str(path))
    assert colony_saves.load(str(path)).checksum() == g.checksum()


@pytest.mark.parametrize("damage, message", [
    (lambda t: t[: len(t) // 2], "damaged|truncated"),
    (lambda t: "\x00\xff garbage", "damaged|not a Whiteout"),
    (lambda t: t.replace("format = 1", "format = 99"), "newer Whiteout"),
    (lambda t: t.replace('game = "colony"', 'game = "raxxon"'), "not 'colony'"),
    (lambda t: t.replace('checksum = "', 'checksum = "0'), "checksum"),
    (lambda t: t.replace("draft leader=", "draft leader=zz"), "cannot be replayed"),
    (lambda t: t.replace("players = 3", "players = 9"), "options"),
    (lambda t: "", "not a Whiteout save"),
])
def test_damaged_save_gives_a_clear_error_and_is_left_untouched(tmp_path, damage, message):
    g = new_game(Options(players=3, seed=30))
    while g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    path = tmp_path / "bad.toml"
    text = damage(colony_saves.save_text(g))
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    raw = path.read_bytes()
    with pytest.raises(SaveError, match=message):
        colony_saves.load(str(path))
    assert path.read_bytes() == raw


def test_missing_save_file(tmp_path):
    with pytest.raises(SaveError, match="cannot read"):
        colony_saves.load(str(tmp_path / "nope.toml"))


# ------------------------------------------------------------------ content
def _content_copy(tmp_path):
    folder = tmp_path / "colony"
    shutil.copytree(CONTENT_DIR, folder)
    return folder


@pytest.mark.parametrize("file, old, new, card, field", [
    ("survivors.toml", "attack = ", "attack = 9 #", None, "attack"),
    ("items.toml", 'symbol = "', 'symbol = "laser', None, "symbol"),
    ("crises.toml", 'op = "morale"', 'op = "explode"', None, "effect"),
    ("crossroads.toml", 'on = "', 'on = "sneeze', None, "trigger.on"),
    ("objectives.toml", '{ is = "main_pile"', '{ is = "happy"', None, "goal"),
    ("survivors.toml", 'input = "fuel"', 'input = "petrol"', None, "ability.input"),
    ("items.toml", "[item.equip.ability]", '[item.equip.ability]\ninput = "fuel"', None, "equip.ability"),
])
def test_malformed_content_names_file_card_and_field(tmp_path, file, old, new, card, field):
    folder = _content_copy(tmp_path)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(str(folder))
    e = err.value
    assert e.file == file
    assert e.card not in ("-", "")
    assert field in e.field
    assert file in str(e) and e.card in str(e)


def test_content_that_is_not_toml(tmp_path):
    folder = _content_copy(tmp_path)
    (folder / "items.toml").write_text("[[item]\nid = ", encoding="utf-8")
    with pytest.raises(ContentError, match="items.toml.*not valid TOML"):
        load_content(str(folder))


def test_content_loads_with_both_languages():
    c = load_content()
    for group in (c.survivors, c.items, c.crises, c.crossroads, c.mains, c.secrets, c.betrayals, c.exiled):
        for card in group.values():
            assert card.name["en"].strip() and card.name["ru"].strip()


# ------------------------------------------------------------------ purity
def test_importing_rules_imports_no_pygame_pymunk_or_pygame_gui():
    code = ("import sys, rules, rules.colony, rules.colony.bots, rules.sim; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk', 'pygame_gui')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


# ------------------------------------------------------------------ bots and termination
def test_heuristic_bot_plays_full_games_in_every_variant():
    for k, variant in enumerate(VARIANTS):
        players = 2 if variant == "dilemma" else 3 + k % 3
        g = new_game(Options(players=players, seed=100 + k, variant=variant))
        play_out(g, [HeuristicBot(g.content, i) for i in range(players)], max_actions=5000)
        assert g.outcome is not None
        assert problems(g) == []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), variant=st.sampled_from(VARIANTS), seed=st.integers(0, 10**6),
       picks=st.lists(st.integers(0, 10**6), min_size=0, max_size=400))
def test_property_random_legal_play_keeps_every_invariant(players, variant, seed, picks):
    """Random legal play over all player counts and variants never crashes, always keeps the
    invariants (cards and survivors conserved, counters in bounds, views leak-free), and ends."""
    if variant == "dilemma":
        players = 2
    g = new_game(Options(players=players, seed=seed, variant=variant))
    bot = RandomBot(seed)
    steps = 0
    while g.pending is not None:
        legal = g.legal_actions()
        a = legal[picks[steps] % len(legal)] if steps < len(picks) else bot.choose(None, legal)
        g.apply(a)
        steps += 1
        if steps % 3 == 0 or g.pending is None:
            assert problems(g) == []
        assert steps < 20000
    assert g.outcome is not None


def test_sim_failure_writes_a_save_that_reproduces_it(tmp_path, monkeypatch):
    """The simulator's repro save loads to the position before the failing action, which it names."""
    import tomllib

    from rules import sim

    def broken_move(self, seat, a):
        raise RuntimeError("staged engine fault")
        yield

    monkeypatch.setattr(Game, "_do_Move", broken_move)
    with pytest.raises(sim.SimFailure) as err:
        for seed in range(20):
            sim.play(Options(players=3, seed=seed), "random")
    path = sim.write_repro(err.value.game, str(tmp_path))
    data = tomllib.loads(open(path, encoding="utf-8").read())
    assert data["failing_action"].startswith("move ")
    before = colony_saves.load(path)
    assert before.log == err.value.game.log[:-1]
    with pytest.raises(RuntimeError, match="staged engine fault"):
        before.apply(data["failing_action"])
