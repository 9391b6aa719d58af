"""Issue 6: "Zombies walk to their entrance one by one, an overrun flashes, a death is felt.
Bot seats play at a readable pace, each step shown." (game/motion.py, the board)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.tables.colony.motion import DEATH_S, OVERRUN_S, WALK_S, Motion  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()


def test_each_new_zombie_walks_to_the_next_free_slot_one_after_another():
    """C-11.2: zombies fill an entrance after its barricades; each arrives in its own beat."""
    sounds = []
    m = Motion(sounds.append)
    before = {("colony", 1): 1, ("colony", 2): 0, ("police", 1): 0}
    after = {("colony", 1): 2, ("colony", 2): 1, ("police", 1): 2}
    m.arrivals(before, after, {("colony", 1): 1})
    walks = [(b.place, b.entrance, b.slot) for b in m.beats]
    assert walks == [("colony", 1, 2), ("colony", 2, 0), ("police", 1, 0), ("police", 1, 1)]
    assert m.hidden() == {("colony", 1): 1, ("colony", 2): 1, ("police", 1): 2}
    m.update(WALK_S * 1.5)
    assert m.hidden() == {("colony", 2): 1, ("police", 1): 2}   # the first one has arrived
    assert sounds == ["zombie"]                                 # one growl for the batch
    m.update(WALK_S * 10)
    assert not m.busy and m.hidden() == {}


def test_overrun_and_death_play_after_the_walk_and_can_be_skipped():
    m = Motion()
    m.arrivals({("colony", 1): 2}, {("colony", 1): 3}, {})
    m.overrun("colony", 1)
    m.death("colony", "Ada dies", "s1")
    assert [b.kind for b in m.beats] == ["walk", "overrun", "death"]
    m.update(WALK_S + OVERRUN_S + DEATH_S / 2)
    assert [b.kind for b in m.beats] == ["death"]
    m.skip()
    assert not m.busy
    assert not Motion().busy


def test_no_zombie_walks_when_counts_fall_or_stay():
    m = Motion()
    m.arrivals({("colony", 1): 3, ("school", 1): 1}, {("colony", 1): 1, ("school", 1): 1}, {})
    assert not m.busy


def test_the_board_hides_arriving_zombies_and_bots_wait_for_them():
    """The board draws an entrance without the zombies still walking in, and a bot does not
    act until they have arrived (each step of a bot is seen)."""
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    from rules.colony import Options
    app = App(size=(1280, 720), settings=Settings(bot_pace=0.01), audio=False)
    s = Session.new("colony", Options(players=3, seed=1), [SeatConfig(n, False) for n in "ABC"])
    board = Board(app, s)
    app.push(board)
    seen = False
    for _ in range(3000):
        app.frame(0.016)
        while len(app.stack) > 1:
            app.pop()
        if board.motion.hidden():
            seen = True
            log = len(s.game.log)
            for _ in range(3):
                app.frame(0.016)
                assert len(s.game.log) == log, "a bot moved while zombies were walking in"
            board.motion.skip()
            break
    assert seen, "no zombie ever walked in"


def test_a_moving_survivor_is_left_out_of_its_new_place_until_its_glide_ends():
    from game.tables.colony.motion import GLIDE_S
    m = Motion()
    m.glide("s1", ((10, 10), 40, {"place": "colony"}), "school")
    assert m.gliding() == {"s1"} and m.busy
    before = m.state()
    m.update(GLIDE_S * 1.1)
    assert m.gliding() == set() and m.state() != before
