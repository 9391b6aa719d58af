"""Frame times of the colony and the evacuation (raxxon) boards under the dummy driver (issue 6
targets: idle median ≤ 2 ms, busy p99 ≤ 10 ms while dice roll (colony) or cards flash and the
marker moves (raxxon) and the log scrolls, start-up ≤ 0.6 s to the first title frame).

    python bench/frames.py [--json] [--frames 300]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("WHITEOUT_DATA", tempfile.mkdtemp(prefix="whiteout-bench-"))

STARTUP = """
import time, sys
t0 = time.perf_counter()
sys.path.insert(0, {root!r})
import pygame
pygame.init()
from game.app import App
from game.settings import Settings
from game.scenes.title import TitleScene
app = App(settings=Settings(), audio=False)
app.push(TitleScene(app))
app.frame(0.016)
print(time.perf_counter() - t0)
"""


def board_times(size, frames: int) -> dict:

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    from rules.colony import Options
    app = App(size=size, settings=Settings(bot_pace=10.0), audio=False)
    s = Session.new("colony", Options(players=4, seed=3), [SeatConfig("A"), SeatConfig("B", False),
                                                  SeatConfig("C", False), SeatConfig("D", False)])
    board = Board(app, s)
    app.push(board)
    while s.game.pending is not None and s.game.pending.kind == "draft" or s.bot_to_move():
        if s.my_turn():
            s.apply(s.game.legal_actions()[0])
        elif s.bot_to_move():
            s.bot_step()
    for _ in range(10):
        app.frame(0.016)

    def stir(k):   # dice rolling and the log scrolling
        if board.tray is None or board.tray.done:
            board.roll([("d6", 1 + (k + j) % 6) for j in range(5)] + [("exposure", "bite")], seed=k)
        board.log_scroll = k % 20

    return _times(app, frames, stir)


def raxxon_times(size, frames: int) -> dict:
    """The evacuation board, solo at Intro, at the person's decision. Busy: the crowd's cards
    flash (a new engine event every half second, as a bot's or a person's actions bring them),
    the influence marker travels and the log scrolls."""
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import FLASH, FLASH_TIME, Board
    from rules.raxxon import Options
    app = App(size=size, settings=Settings(bot_pace=10.0), audio=False)
    s = Session.new("raxxon", Options(players=1, seed=3, difficulty="intro"), [SeatConfig("A")])
    board = Board(app, s)
    app.push(board)
    for _ in range(4):   # into the first day's actions, a few events in the log
        s.apply(s.game.legal_actions()[0])
    for _ in range(200):
        app.frame(0.05)
    while app.top is not board:
        app.pop()
    kinds = sorted(FLASH)

    cells = [(c["r"], c["c"]) for c in s.view()["crowd"]]

    def stir(k):
        if k % 30 == 0:
            kind = kinds[(k // 30) % len(kinds)]
            for rc in cells[(k // 30) % 3::3]:
                board.flashes[rc] = [FLASH[kind], FLASH_TIME, kind]
        board.influence = (k % 40) / 5.0
        board.log_scroll = k % 20

    return _times(app, frames, stir)


def _times(app, frames: int, stir) -> dict:
    """Frame times at rest, then with ``stir(k)`` making something move before each frame."""
    def timed(busy: bool) -> list:
        out = []
        for k in range(frames):
            if busy:
                stir(k)
            t = time.perf_counter()
            app.frame(0.016)
            out.append((time.perf_counter() - t) * 1000)
        return out

    idle = timed(False)
    busy = sorted(timed(True))
    return {"idle_ms_median": round(statistics.median(idle), 2),
            "busy_ms_median": round(statistics.median(busy), 2),
            "busy_ms_p99": round(busy[int(len(busy) * 0.99) - 1], 2)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--frames", type=int, default=300)
    args = ap.parse_args()
    import pygame
    pygame.init()
    out = {}
    for size in ((1920, 1080), (1280, 720)):
        out[f"{size[0]}x{size[1]}"] = board_times(size, args.frames)
    for size in ((1920, 1080), (1280, 720)):
        out[f"raxxon {size[0]}x{size[1]}"] = raxxon_times(size, args.frames)
    starts = []
    for _ in range(5):
        r = subprocess.run([sys.executable, "-c", STARTUP.format(root=ROOT)], capture_output=True,
                           text=True, env=dict(os.environ), check=True)
        starts.append(float(r.stdout.strip().splitlines()[-1]))
    out["startup_s"] = round(statistics.median(starts), 3)
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
