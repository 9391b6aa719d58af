"""Issue 15: every TOML file goes through one writer (rules/core/saves.py: ``toml_value``,
``toml_key``, ``toml_lines``, ``toml_table``) — saves, a save's [table] of seats, the settings.

Before, three hand-written writers escaped differently: a seat named with a line break, a
carriage return, DEL or ESC gave a save that no longer loaded (a lost game). Here: the writer
escapes exactly as tomli-w (the maintained TOML writer, a test-only dependency) does, anything
it writes ``tomllib`` reads back unchanged, any seat name survives save → load, and any
settings value comes back unchanged or as its default — never an error at load. Saves keep
their text: the same data gives the same bytes as before (older saves load as they did).
"""
from __future__ import annotations

import math
import os
import tempfile
import tomllib
from dataclasses import fields

import pytest
import tomli_w
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game import settings as settings_mod
from game.session import SeatConfig, Session
from game.settings import Settings
from rules.core import saves as core_saves

NAMES = ["Line\nbreak", "Esc\x1b[31m", "Carriage\rreturn", "Del\x7f", "Nul\x00", "Tab\tname",
         'Quote " and \\ backslash', "Line\u2028sep", "Next\x85line", "Ёлка 🎄", ""]


# ------------------------------------------------------------------ strings and keys
@given(st.text())
@example("Esc\x1b[31m")
@example("\x7f\x00\x1f\b\f\n\r\t\"\\")
def test_a_string_is_written_as_tomli_w_writes_it_and_reads_back_unchanged(s):
    assert f"k = {core_saves.toml_string(s)}\n" == tomli_w.dumps({"k": s})
    assert tomllib.loads(f"k = {core_saves.toml_string(s)}")["k"] == s


@given(st.text())
def test_a_key_is_bare_or_quoted_as_tomli_w_writes_it(k):
    assert f"{core_saves.toml_key(k)} = 1\n" == tomli_w.dumps({k: 1})
    assert tomllib.loads(f"{core_saves.toml_key(k)} = 1") == {k: 1}


def test_a_lone_surrogate_is_refused_by_the_writer_and_cleaned_from_a_seat_name():
    with pytest.raises(ValueError, match="surrogate"):
        core_saves.toml_string("a\ud800b")
    assert SeatConfig("a\ud800b").name == "a?b"


# ------------------------------------------------------------------ any data
SCALARS = (st.booleans() | st.integers(-2 ** 63, 2 ** 63 - 1)
           | st.floats(allow_nan=False) | st.text())
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4), max_leaves=12)


@given(st.dictionaries(st.text(), VALUES, max_size=6), st.text())
def test_any_table_reads_back_unchanged(data, name):
    assert tomllib.loads(core_saves.toml_lines(data)) == data
    assert tomllib.loads(core_saves.toml_table(name, data)) == {name: data}


def test_floats_inf_and_nan_are_toml():
    back = tomllib.loads(core_saves.toml_lines({"a": math.inf, "b": -math.inf, "c": math.nan, "d": 1e-7}))
    assert back["a"] == math.inf and back["b"] == -math.inf and math.isnan(back["c"])
    assert back["d"] == 1e-7
    with pytest.raises(TypeError):
        core_saves.toml_value({"a": 1})


# ------------------------------------------------------------------ saves keep their text
def test_a_save_is_written_byte_for_byte_as_before():
    """The text the writer before issue 15 gave for the same data (so every save written since
    issue 7 reads the same, and saves written now load in an older build)."""
    text = core_saves.dumps(
        "colony", {"players": 3, "seed": 7, "variant": "standard", "betrayal": True,
                   "objective": None, "characters": ["a", "b"]},
        7, ["draft leader=sv.x", 'say text="q\\"'], {3: 5, 10: "bite"}, "abc", {"d6": [1, 2]}, "def")
    assert text == (
        'format = 1\ngame = "colony"\nseed = 7\nchecksum = "abc"\nsave_checksum = "def"\n'
        'actions = [\n  "draft leader=sv.x",\n  "say text=\\"q\\\\\\"",\n]\n\n[options]\n'
        'players = 3\nseed = 7\nvariant = "standard"\nbetrayal = true\ncharacters = [\n  "a",\n'
        '  "b",\n]\n\n[forced]\n"3" = 5\n"10" = "bite"\n\n[queued]\nd6 = [\n  1,\n  2,\n]\n')


# ------------------------------------------------------------------ seat names: save -> load
_SESSIONS: dict = {}


def _session(game_id: str) -> Session:
    """One short game per game id, its seats renamed per example (no replay to speak of)."""
    if game_id not in _SESSIONS:
        from rules import colony, raxxon
        if game_id == "colony":
            s = Session.new("colony", colony.Options(players=2, seed=3),
                            [SeatConfig("A"), SeatConfig("B", False)])
        else:
            s = Session.new("raxxon", raxxon.Options(players=1, seed=9, difficulty="intro"),
                            [SeatConfig("Solo")])
        s.apply(s.game.legal_actions()[0])
        _SESSIONS[game_id] = s
    return _SESSIONS[game_id]


def _round_trip(s: Session, names: list[str]) -> list[str]:
    s.seats = [SeatConfig(n, c.human) for n, c in zip(names, s.seats, strict=True)]
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "seats.toml")
        assert s.save(path), s.save_error
        back = Session.load(path)
    assert back.game.to_dict() == s.game.to_dict()
    return [c.name for c in back.seats]


@pytest.mark.parametrize("name", NAMES)
def test_a_seat_named_with_any_character_loads_back(name):
    """Before: "Line\\nbreak" and "Esc\\x1b[31m" gave a save that no longer loaded."""
    assert _round_trip(_session("colony"), [name, "Bot"]) == [name, "Bot"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.text(max_size=40), min_size=2, max_size=2), st.sampled_from(["colony", "raxxon"]))
def test_any_seat_name_survives_save_and_load(names, game_id):
    s = _session(game_id)
    names = names[:len(s.seats)]
    assert _round_trip(s, names) == names


@given(st.text(alphabet=st.characters(codec=None), max_size=20))
def test_a_name_from_code_with_surrogates_is_cleaned_at_input_then_round_trips(name):
    s = _session("raxxon")
    cleaned = SeatConfig(name).name
    assert _round_trip(s, [name]) == [cleaned]


# ------------------------------------------------------------------ settings: save -> load
ANY = (st.none() | st.booleans() | st.integers() | st.floats() | st.text()
       | st.lists(st.integers() | st.text() | st.booleans(), max_size=3)
       | st.tuples(st.integers(0, 9000), st.integers(0, 9000)))


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries({f.name: ANY for f in fields(Settings)}))
def test_any_settings_value_comes_back_unchanged_or_as_its_default(values):
    s = Settings(**values)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "settings.toml")
        written = settings_mod.save(s, path)     # refused (False) only for what TOML cannot hold
        back = settings_mod.load(path)           # never raises
    if not written:
        assert back == Settings()
        return
    default = Settings()
    for f in fields(Settings):
        v = values[f.name]
        as_read = list(v) if isinstance(v, tuple) else v
        ok = v is not None and settings_mod.check(f.name, as_read) is not None
        got = getattr(back, f.name)
        if ok:
            assert got == settings_mod.check(f.name, as_read), f.name
        else:
            assert got == getattr(default, f.name), f.name
    assert set(back.problems) == {f.name for f in fields(Settings)
                                  if values[f.name] is not None
                                  and settings_mod.check(f.name, list(values[f.name])
                                                         if isinstance(values[f.name], tuple)
                                                         else values[f.name]) is None}


def test_the_settings_the_game_writes_come_back_exactly():
    for lang in ("en", "ru"):
        for size in settings_mod.WINDOW_SIZES:
            s = Settings(language=lang, window=size, volume=0.3, text_scale=1.15, anim_speed=0.5,
                         bot_pace=1.2, guide=False, fullscreen=True)
            with tempfile.TemporaryDirectory() as d:
                path = os.path.join(d, "settings.toml")
                assert settings_mod.save(s, path)
                back = settings_mod.load(path)
            assert back == s and back.problems == ()
