"""Issue 6: "Every decision kind gets a mouse interaction … stage the rare decision kinds in tests."

For each decision kind the engine asks, a position where it is pending is found by playing bot
games headless, rebuilt from its actions through the public replay (``Game.replay``), put on the
real board with every seat a person, and answered by the robot's clicks alone (the hotspots the
screen highlights), with the leak recorder on. Runs under the dummy video driver.
"""
from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.tables.colony.staging import UNREACHABLE, find_positions, session_at  # noqa: E402
from rules.colony.kinds import DECISION_KINDS  # noqa: E402


@pytest.fixture(scope="module")
def positions() -> dict:
    return find_positions()


def test_every_decision_kind_but_the_unreachable_is_found(positions):
    assert set(DECISION_KINDS) - UNREACHABLE <= set(positions), \
        sorted(set(DECISION_KINDS) - UNREACHABLE - set(positions))


@pytest.mark.parametrize("kind", sorted(set(DECISION_KINDS) - UNREACHABLE))
def test_the_decision_is_answered_by_clicks_alone(positions, kind, tmp_path, monkeypatch):
    from game.app import App
    from game.render import record
    from game.robot import Robot
    from game.settings import Settings
    from game.tables.colony.board import Board
    from game.tables.colony.secrets import secrets_of_others
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    options, actions = positions[kind]
    session = session_at(options, actions)   # this seat's player has lifted the curtain
    assert session.game.pending.kind == kind
    seat = session.game.pending.seat
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0), audio=False)
    board = Board(app, session)
    app.push(board)
    robot = Robot(app, random.Random(len(actions)))
    robot.confirmed = seat
    rec = record.start()
    try:
        for frame in range(600):
            app.frame(0.05)
            ids, strings = secrets_of_others(session.game, seat)
            shown = [c for c in rec.cards if c in ids] + [t for t in rec.strings if t in strings]
            assert not shown, f"{kind}: secrets of another seat on screen: {shown[:5]}"
            if len(session.game.log) > len(actions):
                break
            cands = robot.candidates() if frame % 3 == 2 else []
            if cands:
                robot.click(robot.rng.choice(cands))
        else:
            keys = [h.key for h in board.hotspots if h.enabled and h.action is not None]
            pytest.fail(f"the {kind} decision was not answered by clicking; clickable: {keys[:30]}")
    finally:
        record.stop()
    assert session.answered[-1] == kind   # the clicks answered this very decision
    assert robot.clicks >= 1
