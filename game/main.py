"""Start the window at the title screen, and never vanish on a crash.

An uncaught error is written to a crash log in the data folder and told in a window of its own
(where the log is; the autosave of the last completed turn is untouched, since a save is only
ever replaced whole, by a rename). Saves, settings and crash logs live in the data folder
(``game.paths``): the user's data folder when frozen, ``saves/`` beside the source.
"""
from __future__ import annotations

import argparse
import datetime
import os
import sys
import traceback

import pygame

from game import paths

ICON = os.path.join(paths.ROOT, "assets", "icon.svg")
AUTOSAVE = "autosave.toml"   # game.session.AUTOSAVE (not imported: a crash may come from there)


def run(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="main.py play")
    ap.add_argument("--size", help="window size, e.g. 1280x720")
    ap.add_argument("--lang", choices=("en", "ru"))
    ap.add_argument("--fullscreen", action="store_true")
    ap.add_argument("--frames", type=int, default=0,
                    help="draw this many frames, then quit (start-up checks and benchmarks)")
    args = ap.parse_args(argv)
    try:
        return _play(args)
    except Exception:   # the game never crashes to the desktop without a word
        log = write_crash_log(traceback.format_exc())
        show_crash(log)
        return 1


def _play(args) -> int:
    from game import settings as settings_mod
    from game.audio import SAMPLE_RATE, quiet_native_stderr
    pygame.mixer.pre_init(SAMPLE_RATE, -16, 1)   # the synthesised format: no conversion
    with quiet_native_stderr():   # no sound device: ALSA's lines stay out of the terminal
        pygame.init()
    _set_icon()
    _clear_stale_temp_files()
    from game.app import App
    from game.scenes.title import TitleScene
    first_run = not os.path.exists(settings_mod.path())
    settings = settings_mod.load()   # never raises; a faulty file is kept aside (issue 15)
    size = tuple(int(x) for x in args.size.split("x")) if args.size else None
    if size is None:
        # a first run, or a file kept aside as faulty: the largest offered size that fits;
        # otherwise the saved size, made smaller when the screen is (another monitor)
        size = (_first_run_size() if first_run or settings.problems
                else settings_mod.fit_window(settings.window, _desktop()))
    app = App(size=size or settings.window, settings=settings,
              fullscreen=args.fullscreen or None)
    if not pygame.display.get_surface().get_flags() & pygame.FULLSCREEN:
        settings.window = tuple(app.size)   # Settings shows, and quitting saves, the real size
    if args.lang:
        app.set_language(args.lang)
    app.push(TitleScene(app))
    if args.frames:
        for _ in range(args.frames):
            app.frame(1 / 60)
    else:
        app.run()
    pygame.quit()
    return 0


def _desktop():
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (pygame.error, IndexError):
        return None


def _set_icon() -> None:
    try:
        pygame.display.set_icon(pygame.image.load(ICON))
    except (pygame.error, FileNotFoundError):
        pass   # a window without its icon is still the game


def _first_run_size():
    """No settings yet (a first run): the largest of the offered window sizes that fits the
    screen with room for the desktop's panels; afterwards the size the player chose."""
    from game import settings as settings_mod
    if os.path.exists(settings_mod.path()):
        return None
    desktop = _desktop()
    if desktop is None:
        return None
    desk_w, desk_h = desktop
    fits = [s for s in settings_mod.WINDOW_SIZES if s[0] <= desk_w * 0.92 and s[1] <= desk_h * 0.88]
    return fits[-1] if fits else settings_mod.WINDOW_SIZES[0]


def _clear_stale_temp_files() -> None:
    """A save interrupted by a kill leaves its temporary file behind (never the save itself)."""
    folder = paths.data_dir()
    try:
        for name in os.listdir(folder):
            if name.startswith(".save-") and name.endswith(".tmp"):
                os.unlink(os.path.join(folder, name))
    except OSError:
        pass


def write_crash_log(text: str) -> str | None:
    """The traceback, with the version and platform, in ``<data>/crashes/``; its path."""
    from game import __version__
    folder = os.path.join(paths.data_dir(), "crashes")
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = os.path.join(folder, f"crash-{stamp}.log")
    try:
        os.makedirs(folder, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(f"Whiteout {__version__} on {sys.platform}, Python {sys.version.split()[0]}\n\n{text}")
        return path
    except OSError:
        return None


def crash_lines(log: str | None, saved: bool | None = None) -> list[str]:
    """The crash window's words. It speaks of a saved game only when there is one (an autosave
    in the data folder; ``saved`` overrides the look-up)."""
    from game import i18n
    if saved is None:
        saved = os.path.exists(os.path.join(paths.data_dir(), AUTOSAVE))
    where = log or i18n.t("ui.crash.no_log")
    return ([i18n.t("ui.crash.title")] + ([i18n.t("ui.crash.saved")] if saved else [])
            + [i18n.t("ui.crash.log", path=where), i18n.t("ui.crash.close")])


def show_crash(log: str | None, frames: int | None = None) -> None:
    """A window that says what happened and where the log is, until closed (or ``frames``)."""
    lines = crash_lines(log)
    print("\n".join(lines), file=sys.stderr)
    try:
        pygame.display.quit()
        pygame.display.init()
        pygame.font.init()
        from game.render import text
        pygame.display.set_caption("Whiteout")
        screen = pygame.display.set_mode((900, 300))
        clock = pygame.time.Clock()
        n = 0
        while frames is None or n < frames:
            n += 1
            for e in pygame.event.get():
                if e.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                    return
            screen.fill((20, 26, 38))
            y = 30
            for k, line in enumerate(lines):
                for part in text.wrap(line, 22 if k else 28, 840, bold=k == 0):
                    text.draw(screen, part, (30, y), 22 if k else 28, (230, 236, 244), bold=k == 0)
                    y += text.line_height(22 if k else 28)
                y += 12
            pygame.display.flip()
            clock.tick(30)
    except Exception:   # no display at all: the message went to stderr
        return
