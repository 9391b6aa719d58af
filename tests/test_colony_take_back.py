"""Issue 15: a card's effect is not spent before its target is chosen. Inside an action of the
viewer's own turn — a played card's target, an option, a place still to pick — Back and Esc
take the whole action back and the card is in the hand again (Session.can_undo /
inside_action, the colony board's step_back), unless the action rolled or revealed something:
then it stands (DESIGN.md, Undo; C-6.9: a searched card is seen).
"""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from ui_helpers import colony_board, frames, hot  # noqa: E402

from rules.colony import Options, load_content  # noqa: E402
from rules.colony import actions as A  # noqa: E402
from rules.colony.position import build  # noqa: E402

BANDAGE = "start.bandage_roll#1"


@pytest.fixture(scope="module")
def content():
    return load_content()


def _position(content):
    """Seat 0's turn with a Bandage Roll (remove 1 wound from one of your survivors) and two
    wounded survivors, so playing it asks which one (a "target" decision)."""
    return build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3], "hand": [BANDAGE]}, {}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "police", "wounds": 1},
                            "sv.teodor_brill": {"owner": 0, "place": "colony", "wounds": 1},
                            "sv.hollis_varga": (1, "school")},
                 places={"police": {"deck": ["police.trauma_kit#1", "police.pump_shotgun#1"]}})


def _board(tmp_path, monkeypatch, game):
    return colony_board(game, tmp_path, monkeypatch, names=("Ann", "Bot"))


_frames, _hot = frames, hot


def _play_bandage(app, board):
    for key in (f"card:{BANDAGE}", "verb:play"):
        h = _hot(board, key)
        assert h is not None and h.enabled, (key, sorted(x.key for x in board.hotspots))
        h.action()
        _frames(app)
    assert board.session.game.pending.kind == "target"


def _hand(board):
    return board.session.view()["me"]["hand"]


def test_back_while_choosing_the_target_returns_the_card(content, tmp_path, monkeypatch):
    app, board = _board(tmp_path, monkeypatch, _position(content))
    _play_bandage(app, board)
    assert BANDAGE not in _hand(board)          # played: the engine asks whom it heals
    assert board.session.inside_action()
    back = _hot(board, "back")
    assert back is not None and back.enabled
    back.action()
    _frames(app)
    s = board.session
    assert s.game.pending.kind == "turn" and BANDAGE in _hand(board)
    assert all(e.kind != "played" for e, _ in s.events)   # the log forgets it too
    assert _hot(board, f"card:{BANDAGE}") is not None


def test_esc_while_choosing_the_target_returns_the_card(content, tmp_path, monkeypatch):
    app, board = _board(tmp_path, monkeypatch, _position(content))
    _play_bandage(app, board)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    _frames(app)
    assert board.session.game.pending.kind == "turn" and BANDAGE in _hand(board)
    assert app.top is board                         # Esc took the card back, not the menu


def test_a_search_that_showed_a_card_is_not_taken_back(content, tmp_path, monkeypatch):
    """C-6.9: searching shows the deck's top card; the search stands, Back offers nothing."""
    g = _position(content)
    app, board = _board(tmp_path, monkeypatch, g)
    s = board.session
    assert s.apply(A.Search("sv.odette_marsh", 3))
    _frames(app)
    assert s.game.pending.kind != "turn" and s.game.pending.seat == 0
    assert not s.inside_action() and not s.can_undo()
    assert _hot(board, "back") is None
