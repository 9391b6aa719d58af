"""CPU of the window at rest, in a real X window (DESIGN.md, performance; issue 14: "the window at
rest uses ≤ 5 % of one core on any scene"). A frame bench under the dummy driver does not see the
flip; this one runs the game's own lazy loop (``App.run``'s ``frame()``) on a private Xvfb display
and reads the CPU time of the game and of the X server over a stretch where nobody touches it.

    python bench/idle_cpu.py [--seconds 8] [--size 1920x1080] [--json]

Each scene is set up in a child process: the title, the game chooser, the colony board at the
person's turn, the colony curtain, and every other game's board its table offers for this
(``bench_scene`` in game/tables/<id>/bench.py). Needs Xvfb (Debian's xvfb package).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import os, sys, time
sys.path.insert(0, {root!r})
import pygame
pygame.init()
from game.app import App
from game.settings import Settings
from game.scenes.title import TitleScene, GameChooser
from game.session import SeatConfig, Session
app = App(size={size!r}, settings=Settings(bot_pace=0.05, anim_speed=4.0), audio=False)
scene = {scene!r}
if scene in ("title", "chooser"):
    app.push(TitleScene(app))
    if scene == "chooser":
        app.push(GameChooser(app))
else:
    from game import tables
    game_id, _, what = scene.partition(":")
    table = tables.get(game_id)
    people = 2 if what == "curtain" else 1
    opts = table.robot_options(4 if game_id == "colony" else table.players[0], 3)
    seats = [SeatConfig(f"P{{i + 1}}", human=i < people) for i in range(opts.players)]
    s = Session.new(game_id, opts, seats)
    app.push(table.board(app, s))
    # let the bots and the animations run to the first person's decision
    t0 = time.time()
    while time.time() - t0 < 60 and not (s.game.pending and s.seats[s.game.pending.seat].human
                                         and type(app.top).__name__ != "Board" or s.my_turn()):
        app.frame(0.05)
    if what != "curtain":
        for _ in range(200):
            app.frame(0.05)   # every animation over
app.lazy = True
t0 = time.perf_counter()
while time.perf_counter() - t0 < 14:
    app.frame()   # settle, as a window left alone: the title's snow settles after 12 s
draws0 = app.draws
c0, w0 = time.process_time(), time.perf_counter()
while time.perf_counter() - w0 < {seconds}:
    app.frame()
cpu, wall = time.process_time() - c0, time.perf_counter() - w0
print(type(app.top).__name__, round(100 * cpu / wall, 2), app.draws - draws0, round(wall, 2))
"""


def x_cpu(pid: int) -> float:
    """CPU seconds the process has used (user + system), from /proc."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(scene: str, size, seconds: float, display: str, data: str) -> dict:
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               WHITEOUT_DATA=data)
    code = CHILD.format(root=ROOT, size=tuple(size), scene=scene, seconds=seconds)
    proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    # the X server's share is read over the child's measured stretch (its last `seconds`)
    out, err = proc.communicate(timeout=600)
    if proc.returncode:
        raise RuntimeError(f"{scene}: {err[-2000:]}")
    top, pct, draws, wall = out.split()[-4:]
    return {"scene": scene, "top": top, "game_cpu_pct": float(pct), "draws": int(draws),
            "seconds": float(wall)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--scenes", default="")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if shutil.which("Xvfb") is None:
        print("bench/idle_cpu.py needs Xvfb (apt-get install xvfb)", file=sys.stderr)
        return 2
    size = tuple(int(x) for x in args.size.split("x"))
    sys.path.insert(0, ROOT)
    from game import tables
    scenes = ["title", "chooser", "colony:board", "colony:curtain"]
    scenes += [f"{t.game_id}:board" for t in tables.available() if t.game_id != "colony"]
    if args.scenes:
        scenes = args.scenes.split(",")
    display = f":{400 + os.getpid() % 500}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        rows = []
        for sc in scenes:
            x0 = x_cpu(xvfb.pid)
            t0 = time.perf_counter()
            with tempfile.TemporaryDirectory(prefix="whiteout-idle-") as data:
                r = measure(sc, size, args.seconds, display, data)
            # the X server over the whole child run: an upper bound of its share at rest
            r["xserver_cpu_pct_upper"] = round(100 * (x_cpu(xvfb.pid) - x0) / (time.perf_counter() - t0), 2)
            rows.append(r)
            if not args.json:
                print(f"{sc:16s} top={r['top']:14s} game {r['game_cpu_pct']:5.2f} % of a core, "
                      f"{r['draws']} draws in {r['seconds']} s; X server ≤ {r['xserver_cpu_pct_upper']} %",
                      flush=True)
    finally:
        xvfb.terminate()
        xvfb.wait()
    if args.json:
        print(json.dumps({"size": args.size, "scenes": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
