"""Issue 9: the double-click executable. Builds ``dist/whiteout`` from ``pyinstaller.spec`` into a
temporary folder (about a minute), then runs it the ways a player and the headless tools do:
``--version``, ``sim``, the window to its first title frames under the dummy driver, and a save
carried from the source checkout to the executable and back. Skipped where PyInstaller is absent.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (requirements-dev.txt)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXE_NAME = "whiteout.exe" if sys.platform == "win32" else "whiteout"
MAX_MB = 40


@pytest.fixture(scope="module")
def exe(tmp_path_factory):
    out = tmp_path_factory.mktemp("exe")
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                        "--distpath", str(out / "dist"), "--workpath", str(out / "build"),
                        os.path.join(ROOT, "pyinstaller.spec")],
                       capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    path = out / "dist" / EXE_NAME
    assert path.is_file()
    print(f"\nbuilt {path} in {time.perf_counter() - t0:.0f} s, {path.stat().st_size / 1e6:.1f} MB")
    return path


def _env(home, **extra) -> dict:
    """A user with an empty home: where the executable may write is ``home``'s data folder and
    the temporary folder, nothing else. No WHITEOUT_DATA: the frozen default is what is tested."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("WHITEOUT_DATA", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME")}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra)
    return env


def _files(folder) -> set:
    return {os.path.relpath(os.path.join(d, f), folder) for d, _, fs in os.walk(folder) for f in fs}


def test_the_executable_is_small_enough(exe):
    assert exe.stat().st_size <= MAX_MB * 1024 * 1024, f"{exe.stat().st_size / 1e6:.1f} MB"


def test_version_and_the_headless_simulator_run_from_the_executable(exe, tmp_path):
    env = _env(tmp_path)
    r = subprocess.run([str(exe), "--version"], capture_output=True, text=True, env=env, timeout=60)
    from game import __version__
    assert r.returncode == 0 and r.stdout.strip() == f"Whiteout {__version__}"
    r = subprocess.run([str(exe), "sim", "--game", "colony", "--games", "3"], capture_output=True,
                       text=True, env=env, timeout=120, cwd=tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "games" in r.stdout
    r = subprocess.run([str(exe), "content", "colony", "--json"], capture_output=True, text=True,
                       env=env, timeout=60)
    assert r.returncode == 0 and '"crossroads"' in r.stdout, r.stderr[-2000:]


def test_the_window_opens_at_the_title_and_writes_only_to_the_user_data_folder(exe, tmp_path):
    home, cwd, tmp = tmp_path / "home", tmp_path / "cwd", tmp_path / "tmp"
    for d in (home, cwd, tmp):
        d.mkdir()
    dist_before = _files(exe.parent)
    r = subprocess.run([str(exe), "--frames", "5"], capture_output=True, text=True,
                       env=_env(home, TMPDIR=str(tmp)), cwd=cwd, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert _files(cwd) == set(), "wrote into the working folder"
    assert _files(exe.parent) == dist_before, "wrote beside the executable"
    data = os.path.join(".local", "share", "whiteout")
    outside = {f for f in _files(home) if not f.startswith(data + os.sep)}
    assert outside == set(), f"wrote outside the user data folder: {sorted(outside)}"
    assert _files(tmp) == set(), "left files in the temporary folder"


def test_a_save_moves_from_the_source_to_the_executable_and_back(exe, tmp_path):
    from game.session import SeatConfig, Session
    from rules.colony import Options
    s = Session.new("colony", Options(players=3, seed=9), [SeatConfig("Ada"), SeatConfig("Boris", False),
                                                 SeatConfig("Вера", False)])
    while s.game.round_no < 2:
        s.apply(s.game.legal_actions()[0]) if s.my_turn() else s.bot_step()
    source_save, exe_save = tmp_path / "source.toml", tmp_path / "exe.toml"
    assert s.save(str(source_save))
    r = subprocess.run([str(exe), "save-check", str(source_save), "--write", str(exe_save)],
                       capture_output=True, text=True, env=_env(tmp_path), timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    back = Session.load(str(exe_save))
    assert back.game.state_dict() == s.game.state_dict()
    assert [x.name for x in back.seats] == ["Ada", "Boris", "Вера"]


def test_every_game_and_every_table_is_in_the_executable(exe, tmp_path):
    """Games and tables are imported by name at run time (rules/games.py, game/tables): every
    registered game's simulator runs from the executable, it offers every table the source
    does (``shot``'s choices: each table's package imported), and the first table other than
    colony's (whose window the tests above open) draws all its screens (~15 s each: one is
    enough to show a table's pictures and fonts travel). The executable once held colony alone
    and said nothing: the menu just lacked the evacuation game and the mall."""
    from game import tables
    from rules import games
    env = _env(tmp_path)
    for g in games.ids():
        r = subprocess.run([str(exe), "sim", "--game", g, "--games", "2"], capture_output=True,
                           text=True, env=env, timeout=120, cwd=tmp_path)
        assert r.returncode == 0, (g, r.stderr[-2000:])
    offered = [t.game_id for t in tables.available()]
    assert len(offered) >= 3
    r = subprocess.run([str(exe), "shot", "-h"], capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 0 and "{" + ",".join(offered) + "}" in r.stdout, r.stdout
    for g in [g for g in offered if g != "colony"][:1]:
        out = tmp_path / f"shots-{g}"
        r = subprocess.run([str(exe), "shot", "--game", g, "--seed", "3", "--out", str(out)],
                           capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path)
        assert r.returncode == 0, (g, r.stderr[-2000:])
        assert len(list(out.glob("*.png"))) >= 20, g
