"""A whole solo evacuation game in the real window (the raxxon issue: "A real-window test under
Xvfb plays a solo intro game from the title to its end by clicks").

``python main.py play`` runs in a real X window on a private Xvfb display and is driven only by
real X mouse clicks from xdotool (tests/window_driver.py, shared with tests/test_window_e2e.py):
the title's New game, the game chooser's Evacuation (code id ``raxxon``), its New-game form
(1 player, the Intro level, Start), then the board. From there, like the robot
(game/robot.py, ``Robot.candidates``), each step clicks a random enabled "choice" hotspot of the
top scene (a seeded ``random.Random``), else an "advance" one (the end of the day's Continue),
until the game-over overlay (``GameOverScene``, with Play again and Title) is on top. "meta"
and "nav" hotspots (the menu, the rules, the seat tabs, the first-game guide's Hide the guide)
are never clicked during play, nor a choice at a point one of them lies over (``reachable``).

Then the game's own record: ``autosave.toml`` in the temporary ``WHITEOUT_DATA`` (the table
autosaves on ``game_over``) is read with tomllib — a 1-seat raxxon game at the Intro level, a
person in the seat — and replayed with ``rules.games.get("raxxon").load`` (which checks the
checksums) to a finished game (``outcome`` set) whose log has no more actions than the clicks
made on the board.

The data folder starts at the fastest animation and bot pace Settings offers (window_driver).
The game's seed is random (the New game screen offers no fixed seed by clicking), so each run
plays a different table; only the choice of clicks is seeded. A game is ~30-150 clicks, about
10-40 s; the whole game has a time limit, and a stuck or wandering run fails with the steps
done, the last hotspot JSON and the trace of every screen seen (trace.txt in tmp_path).
ImageMagick's ``import``, when there, takes one screenshot of the board into tmp_path.
"""
from __future__ import annotations

import os
import random
import time
import tomllib

import pytest
from window_driver import game_window, hot, hots, needs_x, on, top

SEED = 20240611            # the clicks' random choices (the game's own seed is the New game's)
GAME_TIMEOUT = 75.0        # seconds from the board's first appearance to the game over
MAX_CLICKS = 600           # a solo intro game is ~30-150 clicks
# After a click the next screen may show the very same hotspots (a pass begins the next turn's
# list of actions; a "go" may bring another go / pass): the file then does not change, and
# after SETTLE seconds the driver takes that screen as the next one and clicks again.
SETTLE = 1.0
STABLE = 0.08              # the hotspot file unchanged this long: the screen has settled
# screens a click during play should never open (the game puts only the end of the day, the
# game over and maybe a guide over its board): one on top means a click wandered off the game,
# and the test fails at once rather than explore it
STRAYS = ("PauseMenu", "RulebookScene", "SaveLoadScene", "SettingsScene", "TitleScene", "GameChooser",
          "NewGameScene")

pytestmark = needs_x


@pytest.fixture
def window(tmp_path):
    with game_window(tmp_path) as w:
        yield w


def reachable(doc: dict, h: dict) -> dict | None:
    """``h`` narrowed to a point of its rect that no hotspot drawn after it covers — its centre
    when free — or None. The app gives a click to the last drawn hotspot under the pointer
    (``Scene.hotspot_at``), and the first-game guide (game/tables/raxxon/guide.py) lies over the
    table with its "meta" Hide button: a click meant for a choice must not land on that."""
    spots = doc["hotspots"]
    later = [o["rect"] for o in spots[next(i for i, o in enumerate(spots) if o is h) + 1:]]
    x, y, w, hh = h["rect"]
    points = [(x + w // 2, y + hh // 2)] + [(x + w * i // 6, y + hh * j // 6)
                                             for j in range(1, 6) for i in range(1, 6)]
    for px, py in points:
        if not any(rx <= px < rx + rw and ry <= py < ry + rh for rx, ry, rw, rh in later):
            return dict(h, rect=[px, py, 1, 1])   # Window.click clicks the centre of rect
    return None


def candidates(doc: dict) -> list[dict]:
    """What the robot would click (game/robot.py, ``Robot.candidates``) on the top scene: its
    choices, else its "go on" buttons — each at a point nothing drawn later covers; never a
    "meta" or "nav" hotspot."""
    for role in ("choice", "advance"):
        found = [r for r in (reachable(doc, h) for h in hots(doc, role=role)) if r is not None]
        if found:
            return found
    return []


def over(doc: dict) -> bool:
    """The game-over overlay, over the board, with Play again and Title."""
    return top(doc) == "GameOverScene" and "Board" in doc["scenes"] and bool(
        hot(doc, "again") and hot(doc, "to_title"))


def settle(w, before: dict, step: str) -> dict:
    """After a click: the next screen once the hotspot file stops changing, or the same hotspots
    again when nothing changed within SETTLE seconds."""
    deadline = time.monotonic() + SETTLE
    doc = before
    while doc == before and time.monotonic() < deadline:
        if w.proc.poll() is not None:
            w.fail(f"the game exited after {step}")
        time.sleep(0.02)
        doc = w.read()
    if doc == before:
        return doc
    quiet = time.monotonic()
    while time.monotonic() - quiet < STABLE:   # no half-built screen: wait until it holds still
        time.sleep(0.02)
        now = w.read()
        if now != doc:
            doc, quiet = now, time.monotonic()
    return doc


def test_a_solo_intro_evacuation_game_from_the_title_to_its_end_in_a_real_window(window):
    t0 = time.monotonic()
    w = window
    rng = random.Random(SEED)

    # the title → New game → Evacuation → 1 player, Intro, Start
    w.click(w.wait("the title screen with New game", on("TitleScene", "menu:ui.title.new_game")))
    w.click(w.wait("the game chooser with Evacuation", on("GameChooser", "game:raxxon")))
    w.click(w.wait("the evacuation New game screen", on("NewGameScene", "players:1")))
    # one seat: the person (its person/bot toggle is off in solo) and "add a seat" in seat 2
    w.wait("one seat on the New game screen",
           lambda d: top(d) == "NewGameScene" and hot(d, "add_seat:1") and not hot(d, "human:0"))
    w.click(w.wait("the Intro level", on("NewGameScene", "difficulty:intro")))
    w.click(w.wait("the Start button", on("NewGameScene", "start")))

    # the game: a random choice, else the "go on" button, until the game over
    doc = w.wait("the board", lambda d: "Board" in d["scenes"] and d)
    started = time.monotonic()
    board_clicks = 0                   # clicks on the board itself (each may answer a decision)
    seen: dict[str, int] = {}          # top scenes clicked on, for the report
    shot = None
    while not over(doc):
        if time.monotonic() - started > GAME_TIMEOUT:
            w.fail(f"the game did not end within {GAME_TIMEOUT:.0f} s ({len(w.steps)} clicks)")
        if len(w.steps) > MAX_CLICKS:
            w.fail(f"the game did not end after {MAX_CLICKS} clicks")
        scene = top(doc)
        if "Board" not in doc["scenes"] or scene in STRAYS:
            w.fail(f"a click left the game: {scene} is on top (scenes {doc['scenes']})")
        targets = candidates(doc)
        if not targets:   # nothing to click yet (an overlay coming, a guide's text…): wait for it
            doc = w.changed(f"something to click on {scene}", doc)
            continue
        if scene == "Board" and shot is None and board_clicks >= 8:
            shot = w.screenshot("board.png") or ""
        target = rng.choice(targets)
        w.click(target)
        seen[scene] = seen.get(scene, 0) + 1
        board_clicks += scene == "Board"
        doc = settle(w, doc, f"clicking {target['key']} on {scene}")
    played = time.monotonic() - started

    # the game's record: the autosave written at the game over, replayed to the end
    from rules import games
    path = os.path.join(w.data, "autosave.toml")
    if not os.path.exists(path):
        w.fail(f"the game over is on screen but there is no {path}")
    with open(path, "rb") as f:
        data = tomllib.load(f)
    checks = [
        (data.get("game") == "raxxon", f"game 'raxxon', not {data.get('game')!r}"),
        (data.get("options", {}).get("players") == 1, f"1 player, not {data.get('options')}"),
        (data.get("options", {}).get("difficulty") == "intro", f"the Intro level, not {data.get('options')}"),
        (data.get("table", {}).get("humans") == [True], f"one person in the seat, not {data.get('table')}"),
    ]
    for ok, what in checks:
        if not ok:
            w.fail(f"the autosave lacks {what}")
    game = games.get("raxxon").load(path)   # replays every action; SaveError if it does not match
    if game.outcome is None:
        w.fail(f"the autosave replays to an unfinished game ({len(game.log)} actions, "
               f"pending {game.pending and game.pending.kind})")
    if not 0 < len(game.log) <= board_clicks:
        w.fail(f"the autosave has {len(game.log)} actions for {board_clicks} clicks on the board")
    took = time.monotonic() - t0
    print(f"\nwindow raxxon: {'won' if game.outcome.winners else 'lost'} ({game.outcome.reason}) on day "
          f"{game.day}, {len(game.log)} actions, {len(w.steps)} clicks {seen}, game {played:.1f} s, "
          f"screenshot {shot or None}, {took:.1f} s")
    assert took < 90, f"the window raxxon test took {took:.0f} s"
