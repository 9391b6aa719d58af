"""Issue 15, "Bad input at start": a settings file the game did not write never stops it from
starting (game/settings.py reads it like a save), the crash window speaks of a saved game only
when there is one, Settings shows and saves the window's real size, Continue after a finished
game offers a new game, and with no sound device the start is silent and says so once."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pygame
import pytest

from game import i18n
from game import main as window
from game import settings as settings_mod
from game.settings import Settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = Settings()


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    i18n.set_language("en")
    yield tmp_path
    i18n.set_language("en")


# ------------------------------------------------------------------ the file, read like a save
# each case: the file's bytes, the field that must fall back to its default. Every file also
# sets the language to Russian, which must be kept when it is not the fault.
BAD = {
    "not_utf8": (b'language = "ru"\nwindow = [1600, 900]\n\xff\xfe\x80 bad\n', "unreadable"),
    "not_toml": (b'language = "ru"\nwindow = [1600, 900\n', "unreadable"),
    "window_text": (b'language = "ru"\nwindow = ["a", 2]\n', "window"),
    "window_huge": (b'language = "ru"\nwindow = [99999, 99999]\n', "window"),
    "window_three": (b'language = "ru"\nwindow = [1280, 720, 5]\n', "window"),
    "window_bools": (b'language = "ru"\nwindow = [true, false]\n', "window"),
    "text_negative": (b'language = "ru"\ntext_scale = -3.0\n', "text_scale"),
    "anim_zero": (b'language = "ru"\nanim_speed = 0.0\n', "anim_speed"),
    "bot_pace_negative": (b'language = "ru"\nbot_pace = -1.0\n', "bot_pace"),
    "volume_nan": (b'language = "ru"\nvolume = nan\n', "volume"),
    "volume_bool": (b'language = "ru"\nvolume = true\n', "volume"),
    "text_inf": (b'language = "ru"\ntext_scale = inf\n', "text_scale"),
    "language_unknown": (b'language = "xx"\n', "language"),
    "fullscreen_text": (b'language = "ru"\nfullscreen = "yes"\n', "fullscreen"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_faulty_value_falls_back_to_its_default_and_the_file_is_kept_aside(data_dir, case):
    raw, field = BAD[case]
    path = data_dir / "settings.toml"
    path.write_bytes(raw)
    s = settings_mod.load()
    assert s.problems == (field,)
    if field == "unreadable":
        assert s == DEFAULT
    else:
        assert getattr(s, field) == getattr(DEFAULT, field)
        if field != "language":
            assert s.language == "ru"   # the sound values are kept
    # kept aside once: the faulty file as settings.toml.bad, nothing left to fault next time
    assert not path.exists() and (data_dir / "settings.toml.bad").read_bytes() == raw
    again = settings_mod.load()
    assert again == DEFAULT and again.problems == ()
    # the title is told once
    assert settings_mod.take_problems(s) == (field,) and settings_mod.take_problems(s) == ()


def test_a_sound_file_is_read_as_written_and_left_in_place(data_dir):
    s = Settings(language="ru", window=(1600, 900), fullscreen=True, volume=0.3, text_scale=1.15,
                 anim_speed=4.0, bot_pace=1.2, guide=False)
    assert settings_mod.save(s)
    back = settings_mod.load()
    assert back == s and back.problems == ()
    assert (data_dir / "settings.toml").exists() and not (data_dir / "settings.toml.bad").exists()
    # an int where a float goes is a number all the same; a key of a newer version is ignored
    (data_dir / "settings.toml").write_text('volume = 1\nshadows = "soft"\n', encoding="utf-8")
    back = settings_mod.load()
    assert back.volume == 1.0 and back.problems == ()


def test_a_second_fault_replaces_the_kept_file(data_dir):
    (data_dir / "settings.toml").write_bytes(b"\xff")
    settings_mod.load()
    (data_dir / "settings.toml").write_bytes(b"bot_pace = -1.0\n")
    settings_mod.load()
    assert (data_dir / "settings.toml.bad").read_bytes() == b"bot_pace = -1.0\n"


@pytest.mark.parametrize("size,desktop,expected", [
    ((1920, 1080), (1366, 768), (1280, 720)), ((1920, 1080), (2560, 1440), (1920, 1080)),
    ((1600, 900), (1600, 900), (1600, 900)), ((1600, 900), (1024, 600), (1280, 720)),
    ((1600, 900), None, (1600, 900))])
def test_the_saved_window_is_clamped_to_the_display(size, desktop, expected):
    assert settings_mod.fit_window(size, desktop) == expected


# ------------------------------------------------------------------ the game starts
STARTUP = r"""
import json, os, sys
import pygame
import game.app as A
apps = []
push = A.App.push
A.App.push = lambda self, scene: (apps.append(self), push(self, scene))[1]
desktop = json.loads(sys.argv[1])
if desktop:
    pygame.display.get_desktop_sizes = lambda: [tuple(desktop)]
from game import main
code = main.run(["--frames", "3"])
app = apps[0]
print(json.dumps({"code": code, "size": list(app.size), "window": list(app.settings.window),
                  "message": app.message[0] if app.message else None,
                  "notices": getattr(app.stack[0], "notices", []) if app.stack else [],
                  "crashes": os.path.exists(os.path.join(os.environ["WHITEOUT_DATA"], "crashes"))}))
"""


def _start(data_dir, desktop=None, audio="dummy"):
    """The game started for a few frames in a process of its own (it opens and closes pygame),
    as `main.py play` does; what it showed."""
    env = dict(os.environ, WHITEOUT_DATA=str(data_dir), SDL_VIDEODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_AUDIODRIVER", None)
    if audio:
        env["SDL_AUDIODRIVER"] = audio
    r = subprocess.run([sys.executable, "-c", STARTUP, json.dumps(desktop)], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1]), r.stderr


@pytest.mark.parametrize("case", ["not_utf8", "window_text", "window_huge", "text_negative"])
def test_the_game_starts_whatever_the_settings_file_holds(data_dir, case):
    """Before: a UnicodeDecodeError or a ValueError at every start, or a 16384×16384 window."""
    (data_dir / "settings.toml").write_bytes(BAD[case][0])
    out, _ = _start(data_dir, desktop=[1920, 1080])
    assert out["code"] == 0 and not out["crashes"]
    assert tuple(out["size"]) in settings_mod.WINDOW_SIZES
    assert out["size"] == out["window"]
    told = [out["message"]] + out["notices"]
    assert any("settings.toml.bad" in (m or "") for m in told), told
    assert (data_dir / "settings.toml.bad").exists()


def test_a_first_run_saves_the_size_it_opened_at_and_settings_shows_it(data_dir):
    """Issue 15: the first run opened at 1600×900 but quitting saved 1280×720."""
    out, _ = _start(data_dir, desktop=[1920, 1080])
    assert out["size"] == [1600, 900] and out["window"] == [1600, 900]


def test_settings_shows_and_saves_the_windows_real_size(data_dir):
    from game import scenes
    from game.app import App
    from game.render import record
    pygame.init()
    app = App(size=(1600, 900), settings=Settings(language="en"), audio=False)
    scenes.push(app, "title")
    scene = scenes.push(app, "settings")
    rec = record.start()
    try:
        app.draw()
        drawn = " ".join(rec.strings)
    finally:
        record.stop()
    assert "1600 × 900" in drawn
    scene.close()
    assert settings_mod.load().window == (1600, 900)


def test_without_a_sound_device_the_start_is_silent_and_says_so_once(data_dir):
    """The machine's own sound driver (this kind of machine has no sound card: ALSA printed a
    dozen lines at every start), then one that cannot open (the notice, wherever it runs)."""
    out, err = _start(data_dir, desktop=[1920, 1080], audio=None)
    assert "ALSA" not in err and "cannot find card" not in err, err
    out, _ = _start(data_dir, desktop=[1920, 1080], audio="nosuchdriver")
    assert out["message"] == i18n.t("ui.notice.sound_off")
    out, _ = _start(data_dir, desktop=[1920, 1080], audio="dummy")
    assert out["message"] is None


# ------------------------------------------------------------------ the crash window
def test_the_crash_window_speaks_of_a_saved_game_only_when_there_is_one(data_dir):
    saved = i18n.t("ui.crash.saved")
    assert saved not in window.crash_lines("/x.log")
    (data_dir / "autosave.toml").write_text("format = 1\n", encoding="utf-8")
    assert saved in window.crash_lines("/x.log")
    assert saved not in window.crash_lines("/x.log", saved=False)


# ------------------------------------------------------------------ Continue after a finished game
def _finished_autosave(data_dir):
    from game.session import SeatConfig, Session
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=9, difficulty="intro"),
                    [SeatConfig("Solo", False)])
    while s.game.pending is not None:
        s.bot_step()
    path = data_dir / "autosave.toml"   # the game-over autosave
    assert path.exists() and "over = true" in path.read_text(encoding="utf-8")
    return path


@pytest.fixture
def title(data_dir):
    from game import scenes
    from game.app import App
    pygame.init()
    app = App(size=(1280, 720), settings=Settings(language="en"), audio=False)
    scenes.push(app, "title")
    return app


def _continue(app):
    scene = app.top
    scene.enter()
    app.draw()
    h = next(h for h in scene.hotspots if h.key == "menu:ui.title.continue")
    assert h.enabled
    scene.click(h)


@pytest.mark.parametrize("old_save", [False, True])
def test_continue_after_a_finished_game_offers_a_new_game(data_dir, title, old_save):
    """Before: the game-over screen again. A save written before `over` is told by its replay."""
    path = _finished_autosave(data_dir)
    if old_save:
        path.write_text(path.read_text(encoding="utf-8").replace("over = true\n", ""),
                        encoding="utf-8")
    _continue(title)
    assert type(title.top).__name__ == "GameChooser"
    assert title.message[0] == i18n.t("ui.notice.last_over")


def test_continue_reopens_a_game_that_goes_on(data_dir, title):
    from game.session import SeatConfig, Session, list_saves, save_is_over
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=9, difficulty="intro"), [SeatConfig("Solo")])
    s.apply(s.game.legal_actions()[0])
    assert s.autosave() and not save_is_over(str(data_dir / "autosave.toml"))
    assert [e["over"] for e in list_saves(str(data_dir))] == [False]
    _continue(title)
    assert type(title.top).__name__ not in ("GameChooser", "TitleScene")
    assert title.top.session.game.log == s.game.log
