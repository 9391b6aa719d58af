"""Whiteout: `python main.py` opens the table at the title screen.

    python main.py [play]            the window (title screen)
    python main.py play --terminal   a bot game printed in the terminal
    python main.py sim …             headless simulator (rules/sim.py)
    python main.py shot …            screenshots of every scene (game/shots.py)
    python main.py robot …           whole games through the screen by mouse events (game/robot.py)
"""
from __future__ import annotations

import os
import sys


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv and not argv[0].startswith("-") else "play"
    rest = argv[1:] if argv and not argv[0].startswith("-") else argv
    if cmd == "sim":
        from rules.sim import run
        return run(rest)
    if cmd == "play":
        if "--terminal" in rest:
            from game.terminal import run as terminal
            return terminal([a for a in rest if a != "--terminal"])
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        from game.main import run as window
        return window(rest)
    if cmd == "shot":
        from game.shots import run as shots
        return shots(rest)
    if cmd == "robot":
        from game.robot import run as robot
        return robot(rest)
    print(f"unknown command {cmd!r}; use play, sim, shot or robot", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
