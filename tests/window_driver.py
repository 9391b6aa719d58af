"""Driving the real game window from outside, as a person would (shared by the window tests:
tests/test_window_e2e.py, tests/test_window_raxxon.py).

``python main.py play`` runs in a real X window on a private Xvfb display (SDL's x11 driver,
not the dummy one ``make test`` sets) and gets real X mouse and key events from xdotool.

Where to click comes from the app's test hook (``WHITEOUT_HOTSPOTS``, ``App._write_hotspots``):
a JSON file with the visible scenes (top last) and the top scene's enabled hotspots (key, role,
rect), rewritten whenever they change. A test only clicks the centre of a hotspot that file says
is on screen now; ``Window.read`` appends every new version of it to ``trace.txt`` and a failure
(``Window.fail``) says the steps done, the last JSON and the game's stderr.

Xvfb and xdotool come from Debian (``.ci/run`` installs xvfb, xauth, xdotool, imagemagick);
without them a window test skips (``needs_x``) and says what is missing. ImageMagick's
``import`` is optional (``Window.screenshot``).

The window is found by the game's process id (``xdotool search --sync --pid``) and its title
checked with ``getwindowname``: ``xdotool search --name Whiteout`` never matches SDL's window
with Debian 12's xdotool 3.20160805 (see ``Window.find_window``). The data folder starts with a
settings.toml at the fastest animation, bot pace and bot strength Settings offers.
"""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE = (1280, 720)
STEP_TIMEOUT = 15.0        # seconds for one screen to appear after the click that leads to it


def missing_tools() -> list[str]:
    return [t for t in ("Xvfb", "xdotool") if shutil.which(t) is None]


# a window test's ``pytestmark``
needs_x = pytest.mark.skipif(
    bool(missing_tools()),
    reason=f"{' and '.join(missing_tools()) or 'nothing'} not found on PATH: the window end-to-end "
           "test needs Xvfb and xdotool (Debian: apt-get install xvfb xauth xdotool; .ci/run installs "
           "them when it can)")

def _tail(path: str, n: int = 3000) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()[-n:]
    except OSError:
        return "(none)"


# ------------------------------------------------------------------------ the X server
def _stop(proc) -> None:
    if proc is not None and proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _lock_pid(n: int) -> int | None:
    try:
        with open(f"/tmp/.X{n}-lock") as f:
            return int(f.read().strip())
    except (OSError, ValueError):
        return None


def _free_displays():
    """Display numbers whose socket and lock file are free. They start at an offset of this
    process's id, away from :99 (xvfb-run's default), so two test runs at once rarely meet;
    another X server may still take one between the look and our start: we then try the next."""
    first = 100 + os.getpid() % 400
    for n in list(range(first, 500)) + list(range(100, first)):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            yield n


class XServer:
    def __init__(self, tmp_path):
        self.log = str(tmp_path / "xvfb.log")
        self.proc = None
        self.display = ""

    def start(self) -> None:
        for n in list(_free_displays())[:5]:
            with open(self.log, "ab") as err:
                self.proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                                              "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=err)
            self.display = f":{n}"
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and self.proc.poll() is None:
                # ready when a client can talk to it, and it is ours: its lock names our Xvfb
                # (not one that another run started on the same number a moment before)
                ok = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True, timeout=5,
                                    env={**os.environ, "DISPLAY": self.display}).returncode == 0
                if ok and _lock_pid(n) == self.proc.pid:
                    return
                time.sleep(0.1)
            _stop(self.proc)
        pytest.fail(f"Xvfb did not start on any free display; its log:\n{_tail(self.log)}")

    def status(self) -> str:
        rc = self.proc.poll() if self.proc else "not started"
        return f"Xvfb {self.display}: {'running' if rc is None else f'exited with {rc}'}; " \
               f"log: {_tail(self.log, 600).strip() or '(empty)'}"



# ------------------------------------------------------------------------ the game
class Window:
    """The game process, its window, and the clicks and keys sent to it."""

    def __init__(self, x: XServer, tmp_path):
        self.x = x
        display = x.display
        self.data = str(tmp_path / "data")
        os.makedirs(self.data)
        # the fastest bot pace (no pause), animations (8×) and bots (quick: 0.25 s of search a
        # decision, in the window's worker thread) a person can pick in Settings: the test waits
        # less
        with open(os.path.join(self.data, "settings.toml"), "w", encoding="utf-8") as f:
            f.write(f"window = [{SIZE[0]}, {SIZE[1]}]\nanim_speed = 8.0\nbot_pace = 0.0\n"
                    'bot_strength = "quick"\n')
        self.hotspots = str(tmp_path / "hotspots.json")
        self.trace = str(tmp_path / "trace.txt")
        self.stderr_path = str(tmp_path / "game.stderr")
        self.tmp_path = tmp_path
        self.steps: list[str] = []     # what was done, for the failure message
        self.last: dict | None = None
        # a real X window: not the dummy driver `make test` sets, nor another one SDL would fall
        # back to (Wayland, offscreen) if the X server were not there
        env = dict(os.environ, SDL_VIDEODRIVER="x11")
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", WHITEOUT_DATA=self.data,
                   WHITEOUT_HOTSPOTS=self.hotspots, PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.env = env
        cmd = [sys.executable, "main.py", "play", "--size", f"{SIZE[0]}x{SIZE[1]}"]   # `make play`
        with open(self.stderr_path, "wb") as err:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err)
        self.wid = ""

    def close(self) -> None:
        _stop(self.proc)

    # -------------------------------------------------------------- failing clearly
    def fail(self, what: str) -> None:
        rc = self.proc.poll()
        pytest.fail(f"{what}\n"
                    f"game process: {'running' if rc is None else f'exited with {rc}'}\n"
                    f"{self.x.status()}\n"
                    f"steps done: {self.steps} (every screen seen: {self.trace})\n"
                    f"last hotspot JSON: {json.dumps(self.last)}\n"
                    f"game stderr (tail):\n{_tail(self.stderr_path)}", pytrace=False)

    # -------------------------------------------------------------- xdotool
    def xdo(self, *args: str) -> str:
        try:
            r = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=10)
        except subprocess.TimeoutExpired:
            self.fail(f"xdotool {' '.join(args)} hung for 10 s")
        if r.returncode != 0:
            self.fail(f"xdotool {' '.join(args)} failed ({r.returncode}): {r.stderr.strip()}")
        return r.stdout

    def find_window(self) -> str:
        # By process id, not `search --name Whiteout`: SDL writes WM_NAME in the locale's
        # encoding (type "UTF-8" under C.UTF-8), which xdotool 3.20160805 (Debian 12) cannot
        # read, so a search by name never matches. The title is checked below instead.
        try:
            r = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(self.proc.pid)],
                               env=self.env, capture_output=True, text=True, timeout=STEP_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.fail(f"step 'the window appears': no window of process {self.proc.pid} "
                      f"within {STEP_TIMEOUT} s")
        ids = r.stdout.split()
        if not ids:
            self.fail(f"step 'the window appears': xdotool found none ({r.stderr.strip()})")
        wid = ids[0]
        # the title is set before the window is made (game/app.py); a loaded X server may still
        # report the window a moment before its name: ask again for a few seconds
        end = time.monotonic() + 5
        name = self.xdo("getwindowname", wid).strip()
        while name != "Whiteout" and time.monotonic() < end:
            time.sleep(0.1)
            name = self.xdo("getwindowname", wid).strip()
        if name != "Whiteout":
            self.fail(f"the game's window is titled {name!r}, not 'Whiteout'")
        return wid

    def click(self, h: dict) -> None:
        x, y, w, hh = h["rect"]
        self.steps.append(h["key"])
        with open(self.trace, "a", encoding="utf-8") as f:
            f.write(f"{time.monotonic():.3f} CLICK {h['key']} at {x + w // 2},{y + hh // 2}\n")
        # a pointer move then a press and release: the same X events a mouse makes
        self.xdo("mousemove", "--window", self.wid, str(x + w // 2), str(y + hh // 2),
                 "sleep", "0.05", "click", "1")

    def key(self, name: str) -> None:
        self.steps.append(f"key {name}")
        self.xdo("windowfocus", self.wid, "sleep", "0.05", "key", name)

    def screenshot(self, name: str) -> str | None:
        if shutil.which("import") is None:
            return None
        out = str(self.tmp_path / name)
        subprocess.run(["import", "-window", "root", out], env=self.env, capture_output=True, timeout=15)
        return out if os.path.exists(out) else None

    def window_shot(self, name: str) -> str | None:
        """The game window alone (not the root: nothing around it), as a PNG in tmp_path; None
        without ImageMagick's ``import``."""
        if shutil.which("import") is None:
            return None
        out = str(self.tmp_path / name)
        subprocess.run(["import", "-window", self.wid, out], env=self.env, capture_output=True,
                       timeout=15)
        return out if os.path.exists(out) else None

    # -------------------------------------------------------------- what is on screen
    def read(self) -> dict | None:
        try:
            with open(self.hotspots, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError):
            return self.last   # not written yet (the first frame); the write itself is atomic
        if doc != self.last:   # every screen seen, in order: the trace a failure points to
            with open(self.trace, "a", encoding="utf-8") as f:
                f.write(f"{time.monotonic():.3f} {json.dumps(doc)}\n")
            self.last = doc
        return doc

    def wait(self, step: str, pred, timeout: float = STEP_TIMEOUT):
        """Poll the hotspot file until ``pred(doc)`` is true; its value is returned."""
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                self.fail(f"the game exited while waiting for step {step!r}")
            doc = self.read()
            if doc is not None:
                got = pred(doc)
                if got:
                    return got
            if time.monotonic() > deadline:
                self.fail(f"step {step!r} did not appear within {timeout:.0f} s")
            time.sleep(0.03)

    def changed(self, step: str, before: dict, timeout: float = STEP_TIMEOUT) -> dict:
        return self.wait(step, lambda d: d if d != before else None, timeout)


@contextlib.contextmanager
def game_window(tmp_path):
    """A private Xvfb, the game in a window on it (found and its title checked), then both
    stopped: what a window test's ``window`` fixture yields."""
    x = XServer(tmp_path)
    try:
        x.start()
        w = Window(x, tmp_path)   # the game process starts here…
        try:
            w.wid = w.find_window()   # …so it is stopped below even if its window never shows
            yield w
        finally:
            w.close()
    finally:
        _stop(x.proc)


# ------------------------------------------------------------------------ reading the hotspot JSON
def top(doc: dict) -> str:
    return doc["scenes"][-1] if doc["scenes"] else ""


def hot(doc: dict, key: str) -> dict | None:
    return next((h for h in doc["hotspots"] if h["key"] == key), None)


def hots(doc: dict, prefix: str = "", role: str | None = None) -> list[dict]:
    return [h for h in doc["hotspots"] if h["key"].startswith(prefix) and (role is None or h["role"] == role)]


def on(scene: str, key: str):
    """A predicate: ``scene`` is on top and shows the hotspot ``key`` (which it returns)."""
    return lambda d: top(d) == scene and hot(d, key)


