"""Dice tray cost: median update+draw ms per frame at 1920x1080 (dummy video driver), frames to rest.

Each throw of 8 dice (6 d6 + 2 exposure) is played at 60 frames a second until ``done``; the time
of ``update(1/60)`` + ``draw(screen)`` is taken for every frame, and ``throw()`` (which runs the
physics to rest) is timed separately.
    python bench/dice.py [--throws 30] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.dice import DiceTray  # noqa: E402

DICE = [("d6", 1), ("d6", 2), ("d6", 3), ("d6", 4), ("d6", 5), ("d6", 6),
        ("exposure", "bite"), ("exposure", "frostbite")]


def play(tray: DiceTray, screen: pygame.Surface, seed: int, speed: float) -> tuple[list[float], float]:
    """The ms of each frame's update+draw until done (one per frame), and the ms of ``throw``."""
    tray.speed = speed
    t0 = time.perf_counter()
    tray.throw(DICE, seed)
    throw_ms = (time.perf_counter() - t0) * 1000
    times = []
    while not tray.done:
        t0 = time.perf_counter()
        tray.update(1 / 60)
        tray.draw(screen)
        times.append((time.perf_counter() - t0) * 1000)
    return times, throw_ms


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--throws", type=int, default=30)
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args()
    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))
    screen.fill((22, 30, 44))
    tray = DiceTray(pygame.Rect(1180, 660, 660, 340))
    play(tray, screen, 0, 1.0)                      # warm the face caches
    per_frame: list[float] = []
    throws: list[float] = []
    frames1: list[int] = []
    frames2: list[int] = []
    rest: list[float] = []
    forced = 0
    for seed in range(1, args.throws + 1):
        times, throw_ms = play(tray, screen, seed, 1.0)
        per_frame += times
        throws.append(throw_ms)
        frames1.append(len(times))
        rest.append(tray.rest_time)
        forced += tray.forced_rest
        frames2.append(len(play(tray, screen, seed, 2.0)[0]))
    t0 = time.perf_counter()
    n_rest = 200
    for _ in range(n_rest):                          # a settled tray, as it sits while a player reads it
        tray.update(1 / 60)
        tray.draw(screen)
    rest_ms = (time.perf_counter() - t0) * 1000 / n_rest
    per_frame.sort()
    out = {
        "throws": args.throws,
        "dice": len(DICE),
        "frame_ms_median": round(statistics.median(per_frame), 3),
        "frame_ms_p95": round(per_frame[int(len(per_frame) * 0.95)], 3),
        "frame_ms_max": round(per_frame[-1], 3),
        "frame_ms_at_rest": round(rest_ms, 3),
        "throw_ms_median": round(statistics.median(throws), 3),
        "throw_ms_max": round(max(throws), 3),
        "rest_s_median": round(statistics.median(rest), 3),
        "rest_s_max": round(max(rest), 3),
        "forced_rests": forced,
        "frames_to_done_speed1_median": statistics.median(frames1),
        "frames_to_done_speed1_max": max(frames1),
        "frames_to_done_speed2_median": statistics.median(frames2),
        "frames_to_done_speed2_max": max(frames2),
    }
    if args.json:
        print(json.dumps(out))
        return
    print(f"dice tray, {len(DICE)} dice, {args.throws} throws at 1920x1080, 60 fps:")
    print(f"  update+draw per frame: median {out['frame_ms_median']} ms, p95 {out['frame_ms_p95']} ms, "
          f"max {out['frame_ms_max']} ms; at rest {out['frame_ms_at_rest']} ms")
    print(f"  throw() (physics to rest): median {out['throw_ms_median']} ms, max {out['throw_ms_max']} ms")
    print(f"  dice at rest after median {out['rest_s_median']} s, max {out['rest_s_max']} s "
          f"of simulated time ({forced} of {args.throws} stopped by the time limit)")
    print(f"  frames to done: speed 1 median {out['frames_to_done_speed1_median']} "
          f"(max {out['frames_to_done_speed1_max']}), speed 2 median {out['frames_to_done_speed2_median']} "
          f"(max {out['frames_to_done_speed2_max']})")


if __name__ == "__main__":
    main()
