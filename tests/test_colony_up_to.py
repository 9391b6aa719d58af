"""Issue 15: "up to N" effects let the player stop early. A card whose text says "up to N"
(the Pump Shotgun's two kills, the barricade cards) carries ``up_to = true`` on its op; after
each kill or barricade but the last the engine asks its player "one more, or stop" (decision
kind "more", actions ``more`` / ``enough``), and the table answers it with two buttons. A card
that says "kills 2 more" is not asked. A save written before the question existed (its options
lack ``stop_early``) replays by the old rules (rules/core/flow.py read_options, ADDED_LATER).
C-7.1: a played card's ability is applied as it says.
"""
from __future__ import annotations

import os
import re

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from rules.colony import Game, Options, load_content  # noqa: E402
from rules.colony import actions as A  # noqa: E402
from rules.colony.position import build  # noqa: E402
from rules.core.flow import read_options  # noqa: E402

SHOTGUN = "police.pump_shotgun#1"


@pytest.fixture(scope="module")
def content():
    return load_content()


def _shotgun(content, zombies=3, **options):
    """Seat 0's turn: Odette alone at the Police Station with ``zombies`` zombies and the Pump
    Shotgun ("One of your survivors kills up to 2 zombies… roll exposure for each")."""
    return build(Options(players=2, seed=1, **options), content=content, seat=0,
                 seats=[{"dice": [2, 3], "hand": [SHOTGUN]}, {}],
                 survivors={"sv.odette_marsh": (0, "police"), "sv.hollis_varga": (1, "school")},
                 places={"police": {"zombies": zombies}})


def _zombies(g, place="police"):
    return g.view(0)["places"][place]["zombies"]


def test_c_7_1_up_to_two_kills_asks_after_the_first_and_may_stop(content):
    g = _shotgun(content)
    g.apply(A.Play(SHOTGUN))
    d = g.pending
    assert d.kind == "more" and d.seat == 0
    assert d.info["what"] == "kill" and d.info["survivor"] == "sv.odette_marsh"
    assert {a.verb for a in g.legal_actions()} == {"more", "enough"}
    left = sum(_zombies(g))
    g.apply(A.Enough())
    assert sum(_zombies(g)) == left and g.pending.kind == "turn"   # stopped: one kill only


def test_c_7_1_one_more_kills_the_second(content):
    g = _shotgun(content)
    g.apply(A.Play(SHOTGUN))
    if g.pending.kind != "more":
        pytest.skip("the first kill's exposure roll ended Odette")
    left = sum(_zombies(g))
    g.apply(A.OneMore())
    assert sum(_zombies(g)) == left - 1
    assert g.pending.kind != "more"          # the card's two kills are done: no third question


def test_c_7_1_nothing_is_asked_when_no_second_kill_is_possible(content):
    g = _shotgun(content, zombies=1)
    g.apply(A.Play(SHOTGUN))
    assert g.pending.kind != "more"


def test_old_saves_replay_without_the_question(content):
    """A save from before the question: its options lack stop_early; read back, the game is
    played by the old rules, so its recorded actions still replay."""
    raw = {k: v for k, v in {"players": 2, "seed": 1}.items()}
    assert read_options(Options, raw).stop_early is False
    assert read_options(Options, {**raw, "stop_early": True}).stop_early is True
    g = _shotgun(content, stop_early=False)
    g.apply(A.Play(SHOTGUN))
    assert g.pending.kind != "more"
    again = Game.from_dict(g.to_dict(), content)
    assert again.log == g.log and again.options.stop_early is False


def test_new_games_ask(content):
    assert Options().stop_early is True


def test_every_up_to_text_has_the_flag_and_every_flag_an_up_to_text(content):
    """The card text and its op agree: "up to N" kills or barricades ask, nothing else does."""
    said = re.compile(r"(kills|place) up to \d", re.I)
    def walk(ops):
        for op in ops or ():
            yield op
            for v in op.args.values():   # a vote's or a choice's nested ops
                if isinstance(v, tuple) and v and all(hasattr(x, "name") for x in v):
                    yield from walk(v)

    texts = [(item.id, item.text["en"], item.play) for item in content.items.values()]
    texts += [(f"{x.id} option {k + 1}", o.text["en"], o.ops) for x in content.crossroads.values()
              for k, o in enumerate(x.options)]
    bad = []
    for name, words, ops in texts:
        for op in walk(ops):
            if op.name in ("kill_zombies", "barricade") and op.args["count"] > 1 \
                    and bool(op.args["up_to"]) != bool(said.search(words)):
                bad.append(name)
    assert len(texts) > 100
    assert not bad, bad


def test_the_table_offers_one_more_and_stop_here(content, tmp_path, monkeypatch):
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    g = _shotgun(content)
    g.apply(A.Play(SHOTGUN))
    if g.pending.kind != "more":
        pytest.skip("the first kill's exposure roll ended Odette")
    pygame.init()
    i18n.set_language("ru")
    try:
        app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0,
                                                      language="ru"), audio=False)
        board = Board(app, Session.resume(g, [SeatConfig("Маша"), SeatConfig("Bot", human=False)]))
        app.push(board)
        for _ in range(60):
            app.frame(0.05)
            if not board.motion.busy and board.tray is None:
                break
        keys = {h.key: h for h in board.hotspots}
        assert "verb:more" in keys and "verb:enough" in keys, sorted(keys)
        keys["verb:enough"].action()
        for _ in range(3):
            app.frame(0.05)
        assert board.session.game.pending.kind == "turn"
    finally:
        i18n.set_language("en")
