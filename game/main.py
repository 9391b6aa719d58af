"""Start the window at the title screen."""
from __future__ import annotations

import argparse

import pygame


def run(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="main.py play")
    ap.add_argument("--size", help="window size, e.g. 1280x720")
    ap.add_argument("--lang", choices=("en", "ru"))
    ap.add_argument("--fullscreen", action="store_true")
    args = ap.parse_args(argv)
    from game.audio import SAMPLE_RATE
    pygame.mixer.pre_init(SAMPLE_RATE, -16, 1)   # the synthesised format: no conversion
    pygame.init()
    from game.app import App
    from game.scenes.title import TitleScene
    size = tuple(int(x) for x in args.size.split("x")) if args.size else None
    app = App(size=size, fullscreen=args.fullscreen or None)
    if args.lang:
        from game import i18n
        app.settings.language = args.lang
        i18n.set_language(args.lang)
    app.push(TitleScene(app))
    app.run()
    pygame.quit()
    return 0
