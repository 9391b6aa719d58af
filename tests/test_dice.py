"""The dice tray (game/dice.py): it animates results the rules already decided.

Run headless: SDL_VIDEODRIVER=dummy (tests/conftest.py sets it when unset).
"""
from __future__ import annotations

import math
import os
import random
import subprocess
import sys

import pygame
import pytest

from game import dice as dice_mod
from game.dice import D6_FACES, EXPOSURE_FACES, FORCE_REST, SETTLE, DiceTray

RECT = pygame.Rect(100, 80, 620, 320)
EIGHT = [("d6", 1), ("d6", 2), ("d6", 3), ("d6", 4), ("d6", 5), ("d6", 6),
         ("exposure", "bite"), ("exposure", "frostbite")]
FPS = 60


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((1920, 1080))
    yield
    pygame.display.quit()


def play(tray: DiceTray, limit: int = 1000) -> list[list[tuple]]:
    """Run the tray at 60 frames a second until done; the die states of every frame."""
    frames = [tray.die_states()]
    while not tray.done:
        tray.update(1 / FPS)
        frames.append(tray.die_states())
        assert len(frames) < limit, "the tray never finished"
    return frames


def thrown(dice, seed: int, rect: pygame.Rect = RECT) -> DiceTray:
    tray = DiceTray(rect)
    tray.throw(dice, seed)
    return tray


# ---------------------------------------------------------------- the decided value is what rests
@pytest.mark.parametrize("die", [("d6", v) for v in D6_FACES] + [("exposure", f) for f in EXPOSURE_FACES])
def test_one_die_rests_on_decided_value(die):
    for seed in range(12):
        tray = thrown([die], seed)
        play(tray)
        assert tray.showing() == [die[1]] == tray.final_values()


def test_full_throw_rests_on_decided_values_and_shows_them_through_the_settle():
    for seed in range(30):
        rng = random.Random(seed)
        dice = [("d6", rng.randint(1, 6)) for _ in range(rng.randint(1, 6))]
        dice += [("exposure", rng.choice(EXPOSURE_FACES)) for _ in range(rng.randint(0, 2))]
        tray = thrown(dice, seed)
        frames = play(tray)
        want = [v for _, v in dice]
        assert tray.final_values() == want
        # once every die has stopped, the faces no longer change: what rests is the decided value
        resting = [f for k, f in enumerate(frames) if k * (1 / FPS) >= tray.rest_time]
        assert resting, "no frame shown at rest"
        for f in resting:
            assert [s[3] for s in f] == want


def test_dice_tumble_through_other_faces_first():
    changed = 0
    for seed in range(20):
        tray = thrown(EIGHT, seed)
        frames = play(tray)
        for n in range(len(EIGHT)):
            faces = {f[n][3] for f in frames}
            changed += len(faces) > 1
    assert changed >= 0.9 * 20 * len(EIGHT)


def test_d6_never_rolls_onto_the_opposite_face():
    for seed in range(20):
        tray = thrown(EIGHT[:6], seed)
        seq = [[s[3] for s in f] for f in play(tray)]
        for n in range(6):
            for a, b in zip(seq, seq[1:], strict=False):
                assert a[n] + b[n] != 7


# ---------------------------------------------------------------- determinism
def test_same_throw_and_seed_give_identical_frames():
    a = play(thrown(EIGHT, 42))
    b = play(thrown(EIGHT, 42))
    assert a == b
    assert play(thrown(EIGHT, 43)) != a


FIVE = [("d6", 1), ("d6", 6), ("d6", 3), ("exposure", "bite"), ("exposure", "blank")]
_FRAMES_SCRIPT = f"""
import pygame
from game.dice import DiceTray
t = DiceTray(pygame.Rect{tuple(RECT)})
t.throw({FIVE!r}, 1234)
out = []
while not t.done:
    t.update(1 / {FPS})
    out.append(t.die_states())
print(repr(out))
"""


def test_same_throw_and_seed_give_identical_frames_in_another_process():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    runs = [subprocess.run([sys.executable, "-c", _FRAMES_SCRIPT], cwd=root, env=env, check=True,
                           capture_output=True, text=True).stdout for _ in range(2)]
    assert runs[0] == runs[1] and runs[0].startswith("[[")
    assert repr(play(thrown(FIVE, 1234))[1:]) == runs[0].strip()   # the script's frames: after each update


def test_a_tray_reused_for_another_throw_starts_fresh():
    tray = DiceTray(RECT)
    tray.throw(EIGHT, 7)
    first = play(tray)
    tray.throw(EIGHT[:3], 99)
    play(tray)
    tray.throw(EIGHT, 7)
    assert play(tray) == first


def test_throw_leaves_the_global_random_alone():
    state = random.getstate()
    play(thrown(EIGHT, 5))
    assert random.getstate() == state


# ---------------------------------------------------------------- timing, speed, skip
def test_eight_dice_settle_within_one_and_a_fifth_seconds():
    for seed in range(40):
        tray = thrown(EIGHT, seed)
        assert tray.rest_time <= FORCE_REST + 1e-9
        frames = play(tray)
        assert (len(frames) - 1) / FPS <= 1.2 + 1e-9


def test_skip_jumps_to_done():
    tray = thrown(EIGHT, 3)
    tray.update(1 / FPS)
    assert not tray.done
    tray.skip()
    assert tray.done and tray.resting
    assert tray.showing() == [v for _, v in EIGHT]
    tray.update(1 / FPS)                      # updating a finished tray changes nothing
    assert tray.done and tray.showing() == [v for _, v in EIGHT]


def test_speed_two_finishes_in_fewer_updates():
    for seed in range(10):
        slow = thrown(EIGHT, seed)
        fast = thrown(EIGHT, seed)
        fast.speed = 2.0
        n_slow, n_fast = len(play(slow)), len(play(fast))
        assert n_fast < n_slow
        assert abs(n_fast - n_slow / 2) <= 2
        assert slow.die_states() == fast.die_states()   # same rest, only quicker


def test_done_waits_for_the_settle_moment():
    tray = thrown(EIGHT, 11)
    while not tray.resting:
        tray.update(1 / FPS)
    assert not tray.done
    tray.update(SETTLE)
    assert tray.done


def test_update_follows_real_time_not_frame_count():
    a, b = thrown(EIGHT, 8), thrown(EIGHT, 8)
    for _ in range(24):
        a.update(1 / 120)
    for _ in range(12):
        b.update(1 / 60)
    for sa, sb in zip(a.die_states(), b.die_states(), strict=True):
        assert sa[:3] == pytest.approx(sb[:3])
        assert sa[3] == sb[3]


# ---------------------------------------------------------------- staying in the tray
def size_of(tray: DiceTray, kind: str) -> float:
    return next(d.size for d in tray._dice if d.kind == kind)


@pytest.mark.parametrize("rect", [RECT, pygame.Rect(0, 0, 260, 140), pygame.Rect(300, 500, 900, 260)])
def test_dice_stay_inside_the_tray(rect):
    for seed in range(15):
        tray = thrown(EIGHT, seed, rect)
        slop = 1.5
        frames = play(tray)
        for frame in frames:
            for (kind, _), (x, y, ang, _face, h) in zip(EIGHT, frame, strict=True):
                # what is drawn (corners included; a lifted die is drawn bigger) is inside the tray
                reach = DiceTray.reach(kind, size_of(tray, kind), ang, h)
                assert rect.left <= x - reach - slop and x + reach + slop <= rect.right
                assert rect.top <= y - reach - slop and y + reach + slop <= rect.bottom
        # and at rest every die lies on the felt, inside the walls
        for (kind, _), (x, y, ang, _face, h) in zip(EIGHT, frames[-1], strict=True):
            assert h == 0
            reach = DiceTray.reach(kind, size_of(tray, kind), ang, 0.0)
            assert tray.inner.left - slop <= x - reach and x + reach <= tray.inner.right + slop
            assert tray.inner.top - slop <= y - reach and y + reach <= tray.inner.bottom + slop


# ---------------------------------------------------------------- drawing
def _pixel(surface, x, y):
    return tuple(surface.get_at((round(x), round(y))))[:3]


def test_draw_on_a_dummy_surface_shows_the_decided_faces():
    screen = pygame.display.get_surface()
    off = pygame.Surface((1920, 1080))
    dice = [("d6", 1), ("d6", 2), ("exposure", "blank"), ("exposure", "wound"),
            ("exposure", "frostbite"), ("exposure", "bite")]
    for target in (screen, off):
        tray = thrown(dice, 21)
        tray.prepare()
        target.fill((0, 0, 0))
        tray.draw(target)                      # mid-throw
        tray.skip()
        tray.draw(target)
        centres = [_pixel(target, s[0], s[1]) for s in tray.die_states()]
        one, two, blank, wound, frost, bite = centres
        assert max(one) < 90                   # the single pip is dark
        assert min(two) > 180                  # a 2 has no centre pip: ivory
        assert blank[0] > 110 and blank[1] < 70 and blank[2] < 70       # plain dark red
        assert wound[0] > 200 and wound[1] < 110                         # bright red drop
        assert frost[2] > 200 and frost[1] > 180                         # pale-blue snowflake
        assert max(bite) < 70                                            # the dark open jaw
        felt = _pixel(target, RECT.centerx, RECT.bottom - tray.edge - 12)
        assert felt[2] > felt[0] and max(felt) < 90                     # dark blue-green felt
        edge = _pixel(target, RECT.centerx, RECT.top + 1)
        assert min(edge) > 150                                           # pale frost edge


def test_draw_without_a_throw_and_with_no_dice():
    tray = DiceTray(RECT)
    surf = pygame.Surface((800, 600))
    tray.draw(surf)
    tray.update(0.1)
    assert tray.done and tray.final_values() == [] and tray.showing() == []
    tray.throw([], 1)
    tray.draw(surf)
    assert tray.done


# ---------------------------------------------------------------- bad input
@pytest.mark.parametrize("bad", [[("d6", 0)], [("d6", 7)], [("d6", True)], [("d6", "3")], [("d6", 2.0)],
                                 [("exposure", "fire")], [("exposure", 2)], [("d8", 3)],
                                 [("d6", 1)] * (dice_mod.MAX_DICE + 1)])
def test_bad_dice_are_refused(bad):
    with pytest.raises(ValueError):
        DiceTray(RECT).throw(bad, 1)


def test_exposure_die_rests_within_fifteen_degrees_of_upright():
    for seed in range(20):
        tray = thrown([("exposure", "wound"), ("d6", 3)], seed)
        tray.skip()
        (_, _, ang, _, _), (_, _, ang6, _, _) = tray.die_states()
        assert abs(ang) <= math.pi / 12 + 1e-9
        assert abs(ang6) <= math.pi / 4 + 1e-9
