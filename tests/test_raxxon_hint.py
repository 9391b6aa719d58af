"""Issue 18: a Hint in the solo evacuation game. On request the search bot (rules.core.search.hint,
which thinks on determinized copies for the seat: it reads only what the seat may see) thinks on
a copy of the game beside the window; the move it prefers is lit on the table with one line of
why in the player's language; a hint for a decision already answered is dropped; game over counts
the hints. With more than one seat there is no Hint (it would tell one person's best move on a
shared screen)."""
from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.tables.raxxon import hint  # noqa: E402

pytestmark = pytest.mark.usefixtures("table_data")   # tests/conftest.py


def _board(players=1, lang="en", difficulty="medium", guide=False):
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    i18n.set_language(lang)
    seats = [SeatConfig(f"P{k + 1}", human=k == 0) for k in range(players)]   # you and bots
    s = Session.new("raxxon", Options(players=players, seed=5, difficulty=difficulty), seats)
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=guide,
                                                  language=lang), audio=False)
    board = Board(app, s)
    board.hinter.think_ms = 60
    app.push(board)
    for _ in range(200):   # past the morning's choices to the first action of the day
        app.frame(0.05)
        if s.game.pending is not None and s.game.pending.kind == "action" and s.my_turn():
            break
        if s.my_turn() and s.game.pending.kind != "action":
            s.apply(s.game.legal_actions()[0])
    assert s.game.pending is not None and s.game.pending.kind == "action"
    app.frame(0.05)
    return app, board, s


def _hot(board, key):
    return next((h for h in board.hotspots if h.key == key), None)


def _wait(app, board, seconds=20.0):
    end = time.monotonic() + seconds
    while board.hinter.thinking and time.monotonic() < end:
        time.sleep(0.02)
        app.frame(0.02)
    app.frame(0.02)
    assert not board.hinter.thinking


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_lights_a_legal_move_and_says_why(lang):
    app, board, s = _board(lang=lang)
    h = _hot(board, "hint")
    assert h is not None and h.shortcut == pygame.K_h
    log_before = list(s.game.log)
    h.action()
    app.frame(0.02)
    assert board.hinter.thinking
    _wait(app, board)
    ready = board.hinter.ready
    assert ready is not None
    assert ready["action"] in {a.text for a in s.game.legal_actions()}
    assert ready["action"] in board.offer_rects          # lit where it is clicked
    line = board.hinter.line()
    assert line.startswith(i18n.t("raxxon.ui.hint.lit")) and ready["why"] in line
    assert s.game.log == log_before                       # thinking changed nothing
    assert hint.asked(s.game) == 1
    s.apply(s.game.legal_actions()[0])                    # answered: the hint is dropped
    app.frame(0.02)
    assert board.hinter.ready is None


def test_no_hint_beside_the_first_game_guide_until_it_is_hidden():
    """One teacher at a time: in the first game (solo, Intro, day 1) the guide lights the next
    step; a Hint beside it could light another move (the search's), so the panel offers none
    while the guide speaks — and offers it once the guide is hidden."""
    app, board, s = _board(difficulty="intro", guide=True)
    assert board.guide_now is not None   # the guide lights a step of the first action
    assert _hot(board, "hint") is None
    board.hide_guide()
    app.frame(0.05)
    assert board.guide_now is None
    assert _hot(board, "hint") is not None


def test_no_hint_with_more_than_one_seat():
    app, board, s = _board(players=2)
    assert _hot(board, "hint") is None
    board.ask_hint()
    assert not board.hinter.thinking and hint.asked(s.game) == 0


def test_why_names_what_the_move_gains_or_says_the_moves_are_close():
    from game.tables.raxxon.hint import why
    i18n.set_language("ru")
    assert why({"reason": ("evacuated", 2.4)}) == i18n.t("raxxon.ui.hint.why.evacuated", n="2")
    assert why({"reason": ("influence", -0.6)}) == i18n.t("raxxon.ui.hint.why.influence", n="0,6")
    assert why({"reason": None}) == i18n.t("raxxon.ui.hint.why.close")
    assert why({"reason": ("evacuated", 0.01)}) == i18n.t("raxxon.ui.hint.why.close")


def test_the_window_draws_the_hint_when_the_thinking_ends_at_rest():
    """In the window's own loop (``App.lazy``: a frame nothing changed is not drawn) the hint
    that arrives from the thinking while no input comes must still be drawn (seen in a real
    window: "Thinking…" stayed on screen)."""
    from game.render import record
    app, board, s = _board()
    app.lazy = True
    board.ask_hint()
    rec = record.start()
    try:
        seen = []
        end = time.monotonic() + 20
        while time.monotonic() < end:
            app.frame()
            seen.extend(rec.strings)
            if not board.hinter.thinking and board.hinter.ready is not None:
                for _ in range(3):
                    app.frame()
                    seen.extend(rec.strings)
                break
    finally:
        record.stop()
    assert board.hinter.ready is not None
    assert any(i18n.t("raxxon.ui.hint.lit") in x for x in seen), "the hint was never drawn"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_button_reads_at_its_own_size(lang, monkeypatch):
    """Russian «Подсказка  [H]» was squeezed into smaller type on a button sized for "Hint  [H]":
    the button is as wide as its label at the panel's button size, beside a prompt that fits."""
    from ui_helpers import type_sizes
    app, board, s = _board(lang=lang)
    drawn = type_sizes(monkeypatch)
    board._picture_for = None   # drawn afresh, not from the board's cached picture
    app.draw()
    h = _hot(board, "hint")
    sizes = set().union(*(px for t, px in drawn.items() if t.endswith("[H]")))
    assert h is not None and sizes == {app.u(18)}, sizes
    assert board.app.screen.get_rect().contains(h.rect)


def test_the_hints_asked_are_kept_in_the_save_and_counted_at_game_over(tmp_path):
    """Issue 18: the hints asked are counted in the end-of-game summary. The count lived on the
    board: a game saved and loaded (Continue) said it had asked none. It is the game's, in the
    save's [table]; an old save (no count) or a damaged one reads as none."""
    from game.session import Session
    app, board, s = _board()
    board.ask_hint()
    _wait(app, board)
    board.ask_hint()   # the same decision: the thinking is done, a second ask counts again
    _wait(app, board)
    assert hint.asked(s.game) == 2
    path = str(tmp_path / "solo.toml")
    assert s.save(path)
    loaded = Session.load(path)
    assert loaded.game is not s.game and hint.asked(loaded.game) == 2
    text = open(path, encoding="utf-8").read()
    for damaged in ("hints = -3", 'hints = "many"'):
        bad = tmp_path / "bad.toml"
        bad.write_text(text.replace("hints = 2", damaged), encoding="utf-8")
        assert hint.asked(Session.load(str(bad)).game) == 0
    old = tmp_path / "old.toml"
    old.write_text(text.replace("hints = 2\n", ""), encoding="utf-8")
    assert "hints" not in old.read_text(encoding="utf-8")
    assert hint.asked(Session.load(str(old)).game) == 0
