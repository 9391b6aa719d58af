"""Issue 9: "A crash never vanishes" and "a first run that needs nothing explained".

An uncaught error in the window writes a crash log into the data folder and shows a window
saying where it is, and the autosave of the last completed turn is what Continue loads. A first
run (no settings yet) opens a window that fits the screen."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game import main as window  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    i18n.set_language("en")
    yield tmp_path


def test_an_uncaught_error_writes_a_crash_log_and_says_where_it_is(data_dir, monkeypatch, capsys):
    shown = []

    def broken(args):
        raise RuntimeError("a bug in a scene")

    monkeypatch.setattr(window, "_play", broken)
    monkeypatch.setattr(window, "show_crash", lambda log, frames=None: shown.append(log))
    assert window.run(["--frames", "1"]) == 1
    logs = os.listdir(data_dir / "crashes")
    assert len(logs) == 1 and shown == [str(data_dir / "crashes" / logs[0])]
    text = (data_dir / "crashes" / logs[0]).read_text(encoding="utf-8")
    assert "RuntimeError: a bug in a scene" in text and "Whiteout" in text


def test_the_crash_window_draws_the_message_in_both_languages(data_dir):
    from game.render import record
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        rec = record.start()
        try:
            window.show_crash("/data/crashes/crash-1.log", frames=2)
            drawn = " ".join(rec.strings)
        finally:
            record.stop()
        assert "/data/crashes/crash-1.log" in drawn
        assert i18n.t("ui.crash.title") in drawn


def test_a_crash_mid_turn_leaves_the_autosave_of_the_last_completed_turn(data_dir):
    from game.session import AUTOSAVE, SeatConfig, Session
    from rules.colony import Options
    s = Session.new("colony", Options(players=3, seed=4), [SeatConfig("A"), SeatConfig("B", False),
                                                 SeatConfig("C", False)])
    path = data_dir / AUTOSAVE
    while not path.exists():   # to the end of the first turn: the autosave is written
        s.apply(s.game.legal_actions()[0]) if s.my_turn() else s.bot_step()
    at_turn_end = Session.load(str(path)).game.state_dict()
    s.bot_step() if not s.my_turn() else s.apply(s.game.legal_actions()[0])   # mid-turn, then…
    # …the process dies here: nothing more is written
    assert Session.load(str(path)).game.state_dict() == at_turn_end


def test_closing_the_window_mid_turn_keeps_the_game_where_it_stood(data_dir):
    """Played in a real window: the window closed during the first turn (the draft done, a
    survivor moved) and Continue was not offered — the autosave is written at a turn's end only.
    Closing the window saves every game on the stack, as leaving it for the title does; a crash
    does not (the test above): the last turn's end is what a crash leaves."""
    from game.app import App
    from game.session import AUTOSAVE, SeatConfig, Session
    from game.settings import Settings
    from rules.colony import Options
    s = Session.new("colony", Options(players=3, seed=4), [SeatConfig("A"), SeatConfig("B", False),
                                                 SeatConfig("C", False)])
    while not (s.my_turn() and s.game.pending.kind == "turn"):   # the draft, to A's first turn
        s.apply(s.game.legal_actions()[0]) if s.my_turn() else s.bot_step()
    s.apply(next(a for a in s.game.legal_actions() if a.verb != "end"))   # one action of it
    assert not (data_dir / AUTOSAVE).exists()
    pygame.init()
    app = App(size=(1280, 720), settings=Settings(language="en"), audio=False)
    app.push(s.table.board(app, s))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    kept = Session.load(str(data_dir / AUTOSAVE)).game
    assert kept.log == s.game.log and kept.state_dict() == s.game.state_dict()


@pytest.mark.parametrize("desktop,expected", [((1920, 1080), (1600, 900)), ((2560, 1440), (1920, 1080)),
                                              ((1366, 768), (1280, 720)), ((1024, 600), (1280, 720))])
def test_a_first_run_opens_a_window_that_fits_the_screen(data_dir, monkeypatch, desktop, expected):
    """No settings file yet: the largest offered size with room for the desktop's panels (the
    smallest when none fits); once settings exist, their size is kept (None: use them)."""
    pygame.display.init()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    assert window._first_run_size() == expected
    (data_dir / "settings.toml").write_text('window = [1280, 720]\n', encoding="utf-8")
    assert window._first_run_size() is None
