"""Screenshots of every scene and overlay of a game's table, played by bots headless.

    python main.py shot --game colony --players 4 --seed 3 --out DIR

The shell's scenes (title, game chooser, settings, How to play, save) are taken here; each table
takes its own (``game/tables/<id>/shots.py``: ``shoot(out, players, seed, lang, size,
only_board)``), in English and Russian at 1920×1080 and the board at 1280×720.
"""
from __future__ import annotations

import argparse
import importlib
import os


def camera(out: str, lang: str, size) -> tuple:
    """A window in ``lang`` and ``snap(name)``, which draws a frame and saves it as
    ``<name>-<lang>-<w>x<h>.png`` in ``out``; the list the paths go to."""
    import pygame

    from game.app import App
    from game.settings import Settings
    os.makedirs(out, exist_ok=True)
    app = App(size=size, settings=Settings(language=lang, anim_speed=4.0, bot_pace=0.0), audio=False)
    tag = f"{lang}-{size[0]}x{size[1]}"
    saved: list = []

    def snap(name):
        app.frame(0.016)
        path = os.path.join(out, f"{name}-{tag}.png")
        pygame.image.save(app.screen, path)
        saved.append(path)
    return app, snap, saved


def shell_scenes(app, snap, session) -> None:
    """The title, the game chooser, the table's New-game form, settings, its How to play and the
    save list, as they look with ``session``'s game."""
    from game.scenes.rulebook import RulebookScene
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.settings import SettingsScene
    from game.scenes.title import GameChooser, TitleScene
    table = session.table
    app.clear_to(TitleScene(app))
    snap("title")
    app.push(GameChooser(app))
    snap("choose-game")
    app.clear_to(table.new_game_scene(app))
    snap("newgame")
    for name, scene in (("settings", SettingsScene(app)),
                        ("rulebook", RulebookScene(app, table.game_id)),
                        ("save", SaveLoadScene(app, session, "save"))):
        app.clear_to(TitleScene(app))
        app.push(scene)
        snap(name)


def run(argv: list[str]) -> int:
    from game import tables
    ap = argparse.ArgumentParser(prog="main.py shot")
    ap.add_argument("--game", default="colony", choices=[t.game_id for t in tables.available()])
    ap.add_argument("--players", type=int, default=None, help="default: the game's most players, up to 4")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--out", default="shots")
    args = ap.parse_args(argv)
    from game.app import init_headless
    init_headless("shots")
    table = tables.get(args.game)
    players = args.players or min(4, table.players[1])
    shoot = importlib.import_module(f"game.tables.{args.game}.shots").shoot
    saved = []
    for lang in ("en", "ru"):
        saved += shoot(args.out, players, args.seed, lang)
    for lang in ("en", "ru"):
        saved += shoot(args.out, players, args.seed, lang, size=(1280, 720), only_board=True)
    for p in saved:
        print(p)
    print(f"{len(saved)} screenshots in {args.out}")
    return 0
