"""A whole mall-siege game in the real window (issue 17: "Shot, robot and frames like the other
games … a real-window test").

``python main.py play`` runs in a real X window on a private Xvfb display and is driven only by
real X mouse clicks from xdotool (tests/window_driver.py, shared with the other window tests):
the title's New game, the game chooser's Mall Siege (code id ``mall``), its New-game form
(3 players: you and two bots, the table talk before each vote at 30 s, Start), then the board.
From there, like the robot (game/robot.py, ``Robot.candidates``), each step clicks a random
enabled "choice" hotspot of the top scene (a seeded ``random.Random``), else an "advance" one
(a reveal's Continue, the table talk's Vote now), until the game-over overlay
(``GameOverScene``) is on top. "meta" and "nav" hotspots (the menu, the rules) are never
clicked during play.

The table talk must have come up before a vote (``TalkScene`` with its Vote now), and the
game's own record must hold: ``autosave.toml`` in the temporary ``WHITEOUT_DATA`` (the table
autosaves each turn and at ``game_over``) is a 3-seat mall game, a person in the first seat,
bots in the others, its [table] keeping the talk (30 s); replayed with
``rules.games.get("mall").load`` (which checks the checksums) it is a finished game.

The second test seats two people and a bot at the same window: the curtain passes between the
people, and the test checks it against the saved game's history (see its docstring). A whole
two-person game is too long for the test-time budget (~2 × the one-person game's 80-115 s on a
loaded machine), so it stops once turn 2 has begun and the two people have made sealed choices
one after the other (~35-60 s).

The game's seed is random (the New game screen offers no fixed seed by clicking); only the
choice of clicks is seeded. Skipped, saying what is missing, where Xvfb or xdotool is absent.
"""
from __future__ import annotations

import os
import random
import shutil
import time
import tomllib

import pytest
from test_window_raxxon import candidates, settle
from window_driver import game_window, hot, hots, needs_x, on, top

SEED = 20240617            # the clicks' random choices (the game's own seed is the New game's)
GAME_TIMEOUT = 150.0       # seconds from the board's first appearance to the game over
MAX_CLICKS = 900           # a 3-player game with one person is ~100-300 clicks
STRAYS = ("PauseMenu", "RulebookScene", "SaveLoadScene", "SettingsScene", "TitleScene", "GameChooser",
          "NewGameScene", "CurtainScene")

pytestmark = needs_x


@pytest.fixture
def window(tmp_path):
    with game_window(tmp_path) as w:
        yield w


def over(doc: dict) -> bool:
    return top(doc) == "GameOverScene" and "Board" in doc["scenes"]


def test_a_mall_game_with_table_talk_from_the_title_to_its_end_in_a_real_window(window):
    t0 = time.monotonic()
    w = window
    rng = random.Random(SEED)

    # the title → New game → Mall Siege → 3 players, you and two bots, talk 30 s, Start
    w.click(w.wait("the title screen with New game", on("TitleScene", "menu:ui.title.new_game")))
    w.click(w.wait("the game chooser with Mall Siege", on("GameChooser", "game:mall")))
    w.click(w.wait("the mall New game screen", on("NewGameScene", "players:3")))
    w.wait("three seats", lambda d: top(d) == "NewGameScene" and hot(d, "add_seat:3")
           and hot(d, "human:2") and not hot(d, "human:3"))
    w.click(w.wait("the table talk at 30 s", on("NewGameScene", "talk:30")))
    w.wait("the talk chosen", lambda d: top(d) == "NewGameScene" and hot(d, "start"))
    w.click(w.wait("the Start button", on("NewGameScene", "start")))

    doc = w.wait("the board", lambda d: "Board" in d["scenes"] and d)
    started = time.monotonic()
    board_clicks = 0
    seen: dict[str, int] = {}
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
        if not targets:   # a bot thinking, an overlay coming: wait for something to click
            doc = w.changed(f"something to click on {scene}", doc)
            continue
        if scene == "TalkScene" and shot is None:
            if not hot(doc, "vote_now"):
                w.fail("the table talk shows no Vote now")
            shot = w.screenshot("talk.png") or ""
        target = rng.choice(targets)
        w.click(target)
        seen[scene] = seen.get(scene, 0) + 1
        board_clicks += scene == "Board"
        doc = settle(w, doc, f"clicking {target['key']} on {scene}")
    played = time.monotonic() - started
    if not seen.get("TalkScene"):
        w.fail(f"no table talk came before a vote (screens clicked: {seen})")

    from rules import games
    path = os.path.join(w.data, "autosave.toml")
    if not os.path.exists(path):
        w.fail(f"the game over is on screen but there is no {path}")
    with open(path, "rb") as f:
        data = tomllib.load(f)
    table = data.get("table", {})
    checks = [
        (data.get("game") == "mall", f"game 'mall', not {data.get('game')!r}"),
        (data.get("options", {}).get("players") == 3, f"3 players, not {data.get('options')}"),
        (table.get("humans") == [True, False, False], f"a person and two bots, not {table}"),
        (table.get("talk") == 30, f"the table talk of 30 s, not {table.get('talk')!r}"),
    ]
    for ok, what in checks:
        if not ok:
            w.fail(f"the autosave lacks {what}")
    game = games.get("mall").load(path)
    if game.outcome is None:
        w.fail(f"the autosave replays to an unfinished game ({len(game.log)} actions)")
    took = time.monotonic() - t0
    print(f"\nwindow mall: {game.outcome.reason}, winners {game.outcome.winners}, {len(game.log)} "
          f"actions, {len(w.steps)} clicks {seen}, game {played:.1f} s, screenshot {shot or None}, "
          f"{took:.1f} s")
    assert took < GAME_TIMEOUT + 30, f"the window mall test took {took:.0f} s"


# ------------------------------------------------------------ two people at one screen
PEOPLE = (0, 1)            # the two seats the form makes people (the third is a bot)
SEED_TWO = 20241126        # the clicks' random choices of the two-person game
TWO_TURNS = 2              # played until turn 2 has begun (the setup and turn 1) and the people
                           # have made secret choices one after the other, then left (~25-60 s)
TWO_TIMEOUT = 100.0        # seconds from the board to the menu, a guard for a loaded machine
SHOTS = 2                  # curtains of turn 1 on whose picture is checked (import, ~1 s each)
CURTAIN_COLOURS = 2        # the curtain's two folds, with nothing drawn there (the bands below)


def _secret(history) -> list:
    """(seat, kind) of each sealed choice the people made (ballots, destinations), in order."""
    return [(rec.seat, rec.kind) for rec in history
            if rec.seat in PEOPLE and rec.kind in ("vote", "destination")]


def _passes(secret) -> int:
    """How often the next sealed choice of a person was the other person's."""
    return sum(1 for a, b in zip(secret, secret[1:], strict=False) if a[0] != b[0])


def _far_enough(w, seen: dict) -> bool:
    """The game's autosave (written at each turn's start), read again when it changed: turn
    ``TWO_TURNS`` has begun and the two people have made sealed choices one after the other."""
    from rules import games
    path = os.path.join(w.data, "autosave.toml")
    try:
        stamp = os.stat(path).st_mtime_ns
    except OSError:
        return False
    if seen.get("stamp") != stamp:
        try:
            game = games.get("mall").load(path)
        except (OSError, ValueError):   # SaveError is a ValueError: being replaced this instant
            return False
        seen.update(stamp=stamp, turn=game.turn, passes=_passes(_secret(game.history)))
    return seen["turn"] >= TWO_TURNS and seen["passes"] > 0


def _bands(path: str) -> int:
    """How many colours the top and bottom fifths of a picture of the window hold: where the
    map and the players (top), and the hand, the decision panel and the log (bottom) are drawn."""
    import pygame
    im = pygame.image.load(path)
    w, h = im.get_size()
    rows = list(range(0, h // 5, 3)) + list(range(h - h // 5, h, 3))
    return len({tuple(im.get_at((x, y)))[:3] for y in rows for x in range(0, w, 3)})


def _covered(w, name: str) -> None:
    """The curtain covers the whole table: its picture shows only its folds where the table's
    words and cards lie. Asked again until it does (the hotspot file is written a moment before
    the window shows the frame); fails if it never does."""
    deadline = time.monotonic() + 10
    while True:
        shot = w.window_shot(name)
        if shot is None:
            return
        n = _bands(shot)
        if n <= CURTAIN_COLOURS:
            return
        if time.monotonic() > deadline:
            w.fail(f"with the curtain up the window shows {n} colours where the table lies ({shot})")


def _runs(history, people) -> list:
    """[seat, actions] for each run of one person's actions with no other seat's between and no
    public reveal between: each begins after another seat (a bot or the other person) acted, or
    after ballots or destinations were turned over for everyone to see, so a curtain."""
    from game.tables.mall.board import REVEALS
    runs, prev = [], None
    for rec in history:
        if rec.seat in people:
            if rec.seat != prev:
                runs.append([rec.seat, 0])
            runs[-1][1] += 1
        prev = rec.seat
        if any(e.kind in REVEALS for e in rec.events):
            prev = None   # everyone looked at the reveal: the same person lifts the curtain again
    return runs


def test_two_people_share_the_screen_and_the_curtain_passes_between_them_in_a_real_window(window):
    """Issue 17: "each secret choice (ballot, destination) is made behind the curtain by each
    person in turn". Two people and a bot at one window, played by clicks through the setup and
    turn 1: each time the decision passes to a person after another seat acted, the curtain comes
    first, showing only its own button (no hotspot of the table under it) and, in the window's
    picture, nothing of the table; then the game is left by the menu (which saves it), and the
    saved game's history says when the curtain had to come: exactly as many curtains were lifted
    as there were runs of one person's actions, each followed by at least as many clicks on the
    table as that run has actions, and none before the first."""
    t0 = time.monotonic()
    w = window
    rng = random.Random(SEED_TWO)
    w.click(w.wait("the title screen with New game", on("TitleScene", "menu:ui.title.new_game")))
    w.click(w.wait("the game chooser with Mall Siege", on("GameChooser", "game:mall")))
    w.click(w.wait("the mall New game screen", on("NewGameScene", "players:3")))
    doc = w.wait("three seats", lambda d: top(d) == "NewGameScene" and hot(d, "add_seat:3")
                 and hot(d, "human:2") and not hot(d, "human:3") and d)
    w.click(hot(doc, "human:1"))       # the second seat a person too (X events keep their order)
    w.click(hot(doc, "start"))

    doc = w.wait("the board", lambda d: "Board" in d["scenes"] and d)
    started = time.monotonic()
    epochs = [0]                       # clicks on the table after each curtain (0: before any)
    shots, saved, stop, table_seen = 0, {}, False, False
    strays = tuple(s for s in STRAYS if s != "CurtainScene")
    while not over(doc):
        if time.monotonic() - started > TWO_TIMEOUT:
            w.fail(f"turn {TWO_TURNS} with the people's sealed choices one after the other did not "
                   f"come within {TWO_TIMEOUT:.0f} s ({len(w.steps)} clicks, {saved})")
        scene = top(doc)
        if "Board" not in doc["scenes"] or scene in strays:
            w.fail(f"a click left the game: {scene} is on top (scenes {doc['scenes']})")
        stop = stop or _far_enough(w, saved)
        turn = saved.get("turn", 0)
        if scene == "CurtainScene":
            keys = sorted(h["key"] for h in doc["hotspots"])
            if keys != ["reveal"] or doc["scenes"][-2:] != ["Board", "CurtainScene"]:
                w.fail(f"the curtain shows more than its own button: {keys}, scenes {doc['scenes']}")
            if shots < SHOTS and turn >= 1:     # ballots, destinations, cards: under it
                shots += 1
                _covered(w, f"curtain{shots}.png")
            epochs.append(0)
        elif not table_seen and scene == "Board" and hots(doc, role="choice"):
            table_seen = True          # the same look at a person's table sees it: it can fail
            shot = w.window_shot("table.png")
            if shot is not None and _bands(shot) <= CURTAIN_COLOURS:
                w.fail(f"the table's picture looks like a curtain ({shot})")
        elif stop and scene == "Board" and hots(doc, role="choice"):
            break                      # a person's decision on the table: nothing moves now
        targets = candidates(doc)
        if not targets:
            doc = w.changed(f"something to click on {scene}", doc)
            continue
        target = rng.choice(targets)
        w.click(target)
        epochs[-1] += scene == "Board"
        doc = settle(w, doc, f"clicking {target['key']} on {scene}")

    # leave by the menu: the game is saved as it stands, every action in it
    if not over(doc):
        w.click(hot(doc, "menu"))
        w.click(w.wait("the pause menu", on("PauseMenu", "menu:ui.pause.to_title")))
        w.wait("the title again", lambda d: top(d) == "TitleScene" and d)

    from rules import games
    path = os.path.join(w.data, "autosave.toml")
    with open(path, "rb") as f:
        data = tomllib.load(f)
    if data.get("table", {}).get("humans") != [True, True, False]:
        w.fail(f"the saved table is not two people and a bot: {data.get('table')}")
    game = games.get("mall").load(path)
    runs = _runs(game.history, PEOPLE)
    curtains = len(epochs) - 1
    open_run = curtains == len(runs) + 1 and epochs[-1] == 0   # lifted, nothing chosen yet
    if epochs[0] != 0:
        w.fail(f"{epochs[0]} clicks on the table before any curtain")
    if curtains != len(runs) and not open_run:
        w.fail(f"{curtains} curtains for {len(runs)} hand-overs to a person: {epochs} / {runs}")
    short = [(k, c, r) for k, (c, (_, r)) in enumerate(zip(epochs[1:], runs, strict=False)) if c < r]
    if short:
        w.fail(f"after curtain(s) {short} fewer clicks than actions: {epochs} / {runs}")
    secret = _secret(game.history)
    passed = _passes(secret)
    if not passed or {s for s, _ in secret} != set(PEOPLE):
        w.fail(f"the two people made no secret choices one after the other: {secret}")
    if shots == 0 and shutil.which("import"):
        w.fail("no curtain came after a person's decision")
    took = time.monotonic() - t0
    print(f"\nwindow mall, two people: turn {game.turn}, {len(game.log)} actions, {curtains} curtains "
          f"for {len(runs)} runs, {len(secret)} secret choices ({passed} passed between the people), "
          f"{len(w.steps)} clicks, {shots} curtain pictures, {took:.1f} s")
    assert took < TWO_TIMEOUT + 30, f"the two-person window test took {took:.0f} s"
