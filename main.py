"""Whiteout: `python main.py` opens the table; `python main.py sim …` plays headless games.

Until the table on screen exists, `python main.py` (and `make play`) plays one full colony
game with bots in the terminal and prints its log.
"""
from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "play"
    if cmd == "sim":
        from rules.sim import run
        return run(argv[1:])
    if cmd == "play":
        from game.terminal import run as play
        return play(argv[1:])
    print(f"unknown command {cmd!r}; use 'play' or 'sim'", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
