"""The real window, end to end (issue 6: "An end-to-end test starts main.py in a real window
under Xvfb and drives it with xdotool").

``python main.py play`` runs in a real X window on a private Xvfb display (SDL's x11 driver,
not the dummy one ``make test`` sets) and is driven with real X mouse and key events from
xdotool, as a person would drive it: the title's New game, the colony game, two seats (the person
and one bot), Start, the survivor draft (a leader card, then the followers), then ONE complete
action of the person's first turn (a lit survivor, a verb, then each lit value until the action
applies). The X server, the window and the hotspot JSON are driven by tests/window_driver.py,
which tests/test_window_raxxon.py (a whole evacuation game) shares.

Where to click comes from the app's test hook (``WHITEOUT_HOTSPOTS``, ``App._write_hotspots``):
a JSON file with the visible scenes and the top scene's enabled hotspots, rewritten whenever
they change. The test only clicks the centre of a hotspot that file says is on screen now.

How the test knows the game recorded the action: Esc opens the pause menu, Save → New save
writes a save (named by the table: "Round 1 · … · 2 players.toml") into the temporary
``WHITEOUT_DATA``; the test reads it (tomllib) and
checks the two drafts (with the leader it clicked) and the action of the survivor it clicked,
then replays it with ``rules.colony.saves.load`` (which checks the checksum). Saving from the
menu was preferred to ending the turn (E, then ``autosave.toml``): it does not depend on what
the end of the turn sets off (a colony phase, a discard…), only on the action itself.

Xvfb and xdotool come from Debian (``.ci/run`` installs xvfb, xauth, xdotool, imagemagick);
without them the test skips and says what is missing. ImageMagick's ``import`` is optional: it
takes one screenshot of the board into the test's tmp_path.

The window is found by the game's process id (``xdotool search --sync --pid``) and its title
checked with ``getwindowname``: ``xdotool search --name Whiteout`` never matches SDL's window
with Debian 12's xdotool 3.20160805 (see ``window_driver.Window.find_window``). The data
folder starts with a settings.toml at the fastest animation and bot pace Settings offers, so
the bot's moves take a few seconds; a run takes about 5-10 s.

The game's seed is random (the New game screen offers no fixed seed by clicking), so each run
drafts and acts on a different table; the driver only relies on what is lit.
"""
from __future__ import annotations

import glob
import os
import time
import tomllib

import pytest
from window_driver import game_window, hot, hots, needs_x, on, top

TURN_TIMEOUT = 30.0        # the draft and the bot's moves until the person's first turn
# verbs tried first for the one action: a barricade rolls nothing and asks nothing afterwards;
# a move (exposure) or a search (a card to keep) may, and the action loop answers that too
PREFERRED_VERBS = ("barricade", "move", "search")

pytestmark = needs_x


@pytest.fixture
def window(tmp_path):
    with game_window(tmp_path) as w:
        yield w


def overlay_advance(doc: dict, log: list) -> dict | None:
    """Over the board (the curtain, a crisis or vote reveal…): its "go on" button, as the robot
    (game/robot.py) clicks it; a choice first if the overlay offers one."""
    target = (hots(doc, role="choice") or hots(doc, role="advance") or [None])[0]
    if target is not None and target["key"] != "reveal":
        log.append(f"{top(doc)}:{target['key']}")
    return target


def turn_idle(doc: dict) -> bool:
    """The person's turn with nothing chosen yet: End the turn is offered and Back is not."""
    return top(doc) == "Board" and hot(doc, "verb:end") is not None and hot(doc, "back") is None


# ------------------------------------------------------------------------ the test
def test_title_to_the_first_action_of_a_colony_game_in_a_real_window(window):
    t0 = time.monotonic()
    w = window

    # the title screen → New game
    w.click(w.wait("the title screen with New game", on("TitleScene", "menu:ui.title.new_game")))
    w.click(w.wait("the game chooser with the colony game", on("GameChooser", "game:colony")))
    # two seats: seat 1 (the person) and seat 2 (a bot, the default for every seat but the first)
    w.click(w.wait("the New game screen", on("NewGameScene", "players:2")))
    w.wait("two seats on the New game screen",
           lambda d: top(d) == "NewGameScene" and hot(d, "human:1") and not hot(d, "human:2"))
    w.click(w.wait("the Start button", on("NewGameScene", "start")))

    # the draft, the bot's moves and whatever is put to the person, up to the person's turn
    leader = None
    others = []                       # clicks other than the draft's on the way (overlays…)
    deadline = time.monotonic() + TURN_TIMEOUT
    doc = w.wait("the board", lambda d: "Board" in d["scenes"] and d)
    while not turn_idle(doc):
        if time.monotonic() > deadline:
            w.fail(f"step 'the person's first turn' did not appear within {TURN_TIMEOUT:.0f} s")
        target = None
        if top(doc) == "Board":
            # the draft: a leader (its card in the panel, as a person would click it), then
            # the followers (buttons); the action panel lists the leaders as buttons too
            leaders = hots(doc, "value:leader:", "choice") and (
                hots(doc, "card:sv.", "choice") or hots(doc, "value:leader:", "choice"))
            followers = hots(doc, "value:followers:", "choice")
            if leaders:
                target = leaders[0]
                leader = target["key"].rsplit(":", 1)[1]
            elif followers:
                target = followers[0]
            elif hots(doc, role="choice"):          # a decision put to the person between turns
                target = hots(doc, role="choice")[0]
                others.append(target["key"])
        else:
            target = overlay_advance(doc, others)
        if target is None:
            doc = w.changed("the bots' moves or the next decision", doc, TURN_TIMEOUT)
            continue
        w.click(target)
        doc = w.changed(f"the screen after clicking {target['key']}", doc)
    assert leader is not None, f"the person was never offered the draft; steps {w.steps}"

    # ONE action: a lit survivor, a verb, then each lit value until the action applies
    subjects = hots(doc, "survivor:", "choice") or hots(doc, "card:", "choice")
    if not subjects:
        w.fail("the person's turn lights no survivor and no card to act with")
    subject = subjects[0]["key"].split(":", 1)[1]
    w.click(subjects[0])
    doc = w.changed(f"the choices for {subject}", doc)
    verb = None
    for _ in range(12):
        if turn_idle(doc):
            break
        verbs = [h for h in hots(doc, "verb:", "choice") if h["key"] != "verb:end"]
        if top(doc) != "Board":                     # an overlay the action brought (a reveal…)
            target = overlay_advance(doc, others)
            if target is None:
                doc = w.changed("the overlay's Continue", doc)
                continue
        elif verbs and verb is None:
            by_name = {h["key"][5:]: h for h in verbs}
            verb = next((v for v in PREFERRED_VERBS if v in by_name), verbs[0]["key"][5:])
            target = by_name[verb]
        else:
            choices = hots(doc, role="choice")
            if not choices:
                doc = w.changed("the next choice of the action", doc)
                continue
            target = choices[0]
        w.click(target)
        doc = w.changed(f"the screen after clicking {target['key']}", doc)
    if not turn_idle(doc):
        w.fail(f"the action of {subject} ({verb}) did not complete after 12 clicks")
    shot = w.screenshot("board.png")

    # save from the pause menu and read what the game recorded
    w.key("Escape")
    w.click(w.wait("the pause menu with Save", on("PauseMenu", "menu:ui.pause.save")))
    w.click(w.wait("the save screen with New save", on("SaveLoadScene", "save:new")))
    saves = w.wait("a save file in WHITEOUT_DATA",
                   lambda d: [p for p in glob.glob(os.path.join(w.data, "*.toml"))
                              if os.path.basename(p) not in ("autosave.toml", "settings.toml")])
    with open(saves[0], "rb") as f:
        data = tomllib.load(f)
    actions = data["actions"]
    drafts = [a for a in actions if a.startswith("draft ")]
    mine = [a for a in actions[2:] if f"={subject}" in a.split(" ", 1)[-1]]
    checks = [
        (data["game"] == "colony" and data["options"]["players"] == 2, "a 2-seat colony save"),
        (data["table"]["humans"] == [True, False], f"seats person + bot, not {data['table']}"),
        (len(drafts) == 2, "both seats' drafts"),
        (any(f"leader={leader} " in a for a in drafts), f"the leader clicked, {leader}, in the draft"),
        (bool(mine), f"an action of {subject} after the drafts"),
        (verb is None or any(a.split(" ", 1)[0] == verb for a in mine), f"a {verb} of {subject}"),
    ]
    for ok, what in checks:
        if not ok:
            w.fail(f"the save {os.path.basename(saves[0])} lacks {what}; its actions: {actions}")
    from rules.colony.saves import load
    load(saves[0])   # replays every action and checks the checksum; raises SaveError if not
    took = time.monotonic() - t0
    print(f"\nwindow e2e: leader {leader}, action {mine[-1]!r}, other clicks {others}, "
          f"screenshot {shot}, {took:.1f} s")
    assert took < 50, f"the window test took {took:.0f} s"
