"""Issue 15: a closed action or target says why, in the player's language.

The engine's refusals carry a code and params (``rules.core.errors.Reason``): C-6.2 (attack
needs a die of the survivor's Attack or more), C-7.6 (a move needs an empty survivor space), and
every other ``_why_*`` of rules/colony/turn.py. The table names the params and reads
``colony.refusal.<code>`` (game/tables/colony/refusals.py): a closed verb of a chosen survivor
and a place a move may not go to say why on hover, and an illegal action's notice is in the
player's language, never the engine's English with rule ids.
"""
from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from rules.colony import Options, load_content  # noqa: E402
from rules.colony import actions as A  # noqa: E402
from rules.colony.position import build  # noqa: E402
from rules.core.errors import IllegalAction  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RULE_ID = re.compile(r"\b(?:OPEN-)?[CRMF]-\d")


@pytest.fixture(scope="module")
def content():
    return load_content()


def _position(content, dice=(2, 3)):
    """Seat 0's turn: Odette (Attack 5, Search 3) at the Police Station with two zombies and
    the given dice; the School is full of seat 1's survivors (C-7.6)."""
    others = [s for s in content.survivors if s != "sv.odette_marsh"]
    survivors = {"sv.odette_marsh": (0, "police")}
    for sid in others[:content.locations["school"].survivor_spaces]:
        survivors[sid] = (1, "school")
    return build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": list(dice)}, {}], survivors=survivors,
                 places={"police": {"zombies": 2}})


def test_c_6_2_attack_closed_says_the_die_it_needs(content):
    """C-6.2: Odette needs a die of 5 or more; with 2 and 3 her attack is closed with that
    reason, while her search (3+) stays open."""
    g = _position(content)
    blocks = g.survivor_blocks("sv.odette_marsh")
    assert blocks["attack"].code == "attack.die"
    assert blocks["attack"].params == {"survivor": "sv.odette_marsh", "die": 5}
    assert "search" not in blocks
    with pytest.raises(IllegalAction) as e:
        g.apply(A.Attack("sv.odette_marsh", 3, 1))
    assert e.value.reason.code == "attack.die"
    assert "C-6.2" in str(e.value)          # the engine's own words still name the rule


def test_c_7_6_a_move_to_a_full_place_is_explained(content):
    g = _position(content)
    assert not g.has_space("school")
    why = g.explain(A.Move("sv.odette_marsh", "school"))
    assert why.code == "move.full" and why.params == {"place": "school"}
    assert g.explain(A.Move("sv.odette_marsh", "grocery")) is None   # legal: no reason


def test_no_dice_left_closes_the_die_actions(content):
    """C-6.1: with no unused action die, attack, search and barricade say so."""
    g = _position(content, dice=())
    blocks = g.survivor_blocks("sv.odette_marsh")
    for verb in ("attack", "search", "barricade"):
        assert blocks[verb].code == "dice.none", verb


def _codes_in_engine() -> set:
    src = (ROOT / "rules/colony/turn.py").read_text(encoding="utf-8")
    return set(re.findall(r'Reason\("([a-z_.]+)"', src))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_refusal_code_is_said_in_both_languages_without_rule_ids(lang):
    cat = {}
    with open(ROOT / f"game/locale/{lang}/colony/refusal.toml", "rb") as f:
        data = tomllib.load(f)

    def flat(prefix, d):
        for k, v in d.items():
            if isinstance(v, dict):
                flat(f"{prefix}{k}.", v)
            else:
                cat[prefix + k] = v
    flat("", data)
    codes = _codes_in_engine()
    assert len(codes) > 40
    assert codes <= set(cat), sorted(codes - set(cat))
    assert set(cat) <= codes, f"lines no refusal uses: {sorted(set(cat) - codes)}"
    for k, line in cat.items():
        assert not RULE_ID.search(line), (k, line)


def _board(tmp_path, monkeypatch, game, lang):
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    i18n.set_language(lang)
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, language=lang),
              audio=False)
    s = Session.resume(game, [SeatConfig("Маша"), SeatConfig("Bot", human=False)])
    board = Board(app, s)
    app.push(board)
    for _ in range(3):
        app.frame(0.05)
    return app, board


def _hot(board, key):
    return next((h for h in board.hotspots if h.key == key), None)


def _pick(app, board, key):
    h = _hot(board, key)
    assert h is not None, (key, sorted(x.key for x in board.hotspots))
    h.action()
    for _ in range(2):
        app.frame(0.05)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_chosen_survivors_closed_attack_says_why_on_hover(content, lang, tmp_path, monkeypatch):
    """C-6.2 on screen: choose Odette; Attack is there, greyed, and says in the player's
    language that she needs a 5; the open verbs stay buttons."""
    app, board = _board(tmp_path, monkeypatch, _position(content), lang)
    try:
        _pick(app, board, "survivor:sv.odette_marsh")
        closed = _hot(board, "closed:attack")
        assert closed is not None and not closed.enabled
        expected = {"en": "Odette Marsh needs a die of 5 or more to attack.",
                    "ru": "для атаки нужен кубик 5 или больше"}[lang]
        assert expected in closed.reason, closed.reason
        assert not RULE_ID.search(closed.reason)
        assert _hot(board, "verb:search") is not None and _hot(board, "verb:search").enabled
    finally:
        i18n.set_language("en")


def test_a_full_place_says_why_while_choosing_where_to_move(content, tmp_path, monkeypatch):
    g = _position(content)
    assert not g.has_space("school")
    app, board = _board(tmp_path, monkeypatch, g, "ru")
    try:
        _pick(app, board, "survivor:sv.odette_marsh")
        _pick(app, board, "verb:move")
        closed = _hot(board, "closed:school")
        assert closed is not None and not closed.enabled
        assert closed.reason.startswith("В месте «") and "нет места" in closed.reason
        assert _hot(board, "place:grocery") is not None
    finally:
        i18n.set_language("en")


def test_an_illegal_action_is_refused_in_the_players_language(content, tmp_path, monkeypatch):
    """The notice of a refused action is the catalogue's line, not the engine's English."""
    app, board = _board(tmp_path, monkeypatch, _position(content), "ru")
    try:
        s = board.session
        assert not s.apply(A.Attack("sv.odette_marsh", 3, 1))
        assert "C-6.2" in s.last_error
        said = s.refusal_text()
        assert "кубик 5" in said and not RULE_ID.search(said)
        assert s.apply(A.Search("sv.odette_marsh", 3)) and s.refusal_text() == ""
    finally:
        i18n.set_language("en")
