"""The player's settings: window, language, sound, text size, animation and bot pace.

Kept as TOML in the data folder (``game.paths``); a damaged file gives the defaults and is
left untouched, never a crash.
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import asdict, dataclass, fields

from game import paths

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
ANIM_SPEEDS = (0.5, 1.0, 2.0, 4.0)
BOT_PACES = (0.25, 0.6, 1.2)     # seconds between two bot actions: fast, normal, slow
TEXT_SCALES = (0.9, 1.0, 1.15)


@dataclass
class Settings:
    language: str = "en"
    window: tuple = (1280, 720)
    fullscreen: bool = False
    volume: float = 0.7
    text_scale: float = 1.0
    anim_speed: float = 1.0
    bot_pace: float = 0.6
    guide: bool = True       # the first-game guide of a table (e.g. the evacuation game's)


def path() -> str:
    return os.path.join(paths.data_dir(), "settings.toml")


def load(file: str | None = None) -> Settings:
    file = file or path()
    s = Settings()
    try:
        with open(file, "rb") as f:
            data = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError):
        return s
    for f_ in fields(Settings):
        if f_.name in data:
            v = data[f_.name]
            if f_.name == "window" and isinstance(v, list) and len(v) == 2:
                v = (int(v[0]), int(v[1]))
            elif type(v) is not type(getattr(s, f_.name)) and not (
                    isinstance(v, (int, float)) and isinstance(getattr(s, f_.name), float)):
                continue
            setattr(s, f_.name, v)
    if s.language not in ("en", "ru"):
        s.language = "en"
    return s


def save(s: Settings, file: str | None = None) -> bool:
    file = file or path()
    lines = []
    for k, v in asdict(s).items():
        if isinstance(v, bool):
            lines.append(f"{k} = {'true' if v else 'false'}")
        elif isinstance(v, (tuple, list)):
            lines.append(f"{k} = [{', '.join(str(int(x)) for x in v)}]")
        elif isinstance(v, str):
            lines.append(f'{k} = "{v}"')
        else:
            lines.append(f"{k} = {v}")
    try:
        os.makedirs(os.path.dirname(file), exist_ok=True)
        tmp = file + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(tmp, file)
        return True
    except OSError:
        return False
