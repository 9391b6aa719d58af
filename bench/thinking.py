"""The table's searching bots (issue 18): how long a bot decision takes at each strength in a real
4-player colony game (three bots and a seat the bench plays), and the window's frame times
while a bot thinks in its worker thread (game/session.py) — the frame loop must keep drawing
within a frame's budget (16.7 ms at 60 frames a second) while the search runs beside it.

    python bench/thinking.py [--decisions 12] [--strengths quick,normal,strong] [--switch S] [--json]

The board runs as in the window's own loop (``App.lazy``, its settings read), one frame every
1/60 s; a frame's time is the time ``App.frame`` took (input, update, draw, flip), with the
dice tray thrown again whenever it is still (a busy frame: the heaviest the colony board draws).
``--switch S``: the interpreter's switch interval while a bot thinks (default: the session's,
``Thought.SWITCH_S``; 0.005 is Python's own). Medians, p95 and max; say the machine's load.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("WHITEOUT_DATA", tempfile.mkdtemp(prefix="whiteout-bench-"))

FRAME_S = 1 / 60


def _q(xs: list, p: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(len(xs) * p))], 2) if xs else 0.0


def run(strength: str, decisions: int, seed: int, busy: bool) -> dict:
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    from rules.colony import Options
    app = App(size=(1920, 1080), settings=Settings(bot_pace=0.0, anim_speed=4.0, guide=False,
                                                   bot_strength=strength), audio=False)
    app.lazy = True   # the window's loop: the bots follow the settings
    s = Session.new("colony", Options(players=4, seed=seed),
                    [SeatConfig("A")] + [SeatConfig(f"Bot {k}", False) for k in range(1, 4)])
    board = Board(app, s)
    app.push(board)
    searched, thinking_ms, base_ms = [], [], []
    k = 0

    def frame(into):
        nonlocal k
        if busy and (board.tray is None or board.tray.done):
            board.roll([("d6", 1 + (k + j) % 6) for j in range(5)] + [("exposure", "bite")], seed=k)
        k += 1
        was = s.bot_thinking()
        t0 = time.perf_counter()
        app.frame(FRAME_S)
        dt = time.perf_counter() - t0
        if into is not None and was and s.bot_thinking():
            into.append(dt * 1000)
        time.sleep(max(0.0, FRAME_S - dt))
        return dt

    for _ in range(30):   # warm: the first frames load pictures and fonts
        frame(None)
    t_end = time.monotonic() + 600
    while len(searched) < decisions and s.game.pending is not None and time.monotonic() < t_end:
        while app.top is not board:
            app.pop()                       # a reveal, the curtain: closed at once
        if s.my_turn():                     # the bench's own seat: its first legal action
            s.apply(s.game.legal_actions()[0])
        before = s.last_thought
        frame(thinking_ms)
        t = s.last_thought
        if t is not before and t is not None and t.think_ms:
            searched.append(t)
    # the same board and frames with nothing thinking: at the bench's own decision
    while not s.my_turn() and s.game.pending is not None and time.monotonic() < t_end:
        frame(None)
        while app.top is not board:
            app.pop()
    for _ in range(len(thinking_ms) if s.my_turn() else 0):
        base_ms.append(frame(None) * 1000)
    secs = [t.seconds for t in searched]
    return {"strength": strength, "think_ms": searched[0].think_ms if searched else None,
            "decisions": len(searched),
            "decision_s_median": round(statistics.median(secs), 3) if secs else None,
            "decision_s_max": round(max(secs), 3) if secs else None,
            "rounds_median": statistics.median([t.rounds or 0 for t in searched]) if searched else None,
            "errors": sum(1 for t in searched if t.error),
            "frames_thinking": len(thinking_ms),
            "frame_ms_thinking": [_q(thinking_ms, 0.5), _q(thinking_ms, 0.95), _q(thinking_ms, 1.0)],
            "frame_ms_nothing_thinking": [_q(base_ms, 0.5), _q(base_ms, 0.95), _q(base_ms, 1.0)]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", type=int, default=12)
    ap.add_argument("--strengths", default="quick,normal,strong")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--switch", type=float, default=None)
    ap.add_argument("--calm", action="store_true", help="no dice thrown: the board as it rests")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    import pygame
    pygame.init()
    if args.switch is not None:
        from game.session import Thought
        Thought.SWITCH_S = args.switch
        sys.setswitchinterval(args.switch)
    out = {"load": os.getloadavg()[0]}
    for strength in args.strengths.split(","):
        r = run(strength, args.decisions, args.seed, not args.calm)
        out[strength] = r
        if not args.json:
            print(json.dumps(r), flush=True)
    out["load_after"] = os.getloadavg()[0]
    out["switch_s"] = sys.getswitchinterval()
    if args.json:
        print(json.dumps(out))
    else:
        print(f"load {out['load']:.1f} → {out['load_after']:.1f}, switch interval {out['switch_s']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
