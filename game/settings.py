"""The player's settings: window, language, sound, text size, animation, bot pace and strength.

Kept as TOML in the data folder (``game.paths``), written by the project's one TOML writer
(rules/core/saves.py). The file is read like a save (issue 15): the game may not have written
it, so nothing in it may stop the game from starting. A value of the wrong type or out of its
range falls back to its default (the others are kept); a file that cannot be read at all (not
UTF-8, not TOML) gives the defaults. Either way the file is kept aside once, as
``settings.toml.bad`` (replacing an older one), and ``Settings.problems`` says what was wrong,
for the title to tell the player; the next save writes a clean file. A key this version does not know is
ignored (a newer version's setting), not a fault.
"""
from __future__ import annotations

import math
import os
import tomllib
from dataclasses import asdict, dataclass, fields

from game import paths
from game.i18n import LANGS
from rules.core.saves import toml_lines

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080))
ANIM_SPEEDS = (0.5, 1.0, 2.0, 4.0)
BOT_PACES = (0.25, 0.6, 1.2)     # seconds between two bot actions: fast, normal, slow
TEXT_SCALES = (0.9, 1.0, 1.15)
# how long a bot at the table thinks about a decision (issue 18: the search bot, rules/core/search.py,
# in a worker thread: game/session.py), in milliseconds. Quick fits inside the default pace (0.6 s
# between two bot actions), so it adds no wait there and already beats the heuristic bot;
# strong triples normal for players who will wait longer for a tougher table.
BOT_STRENGTHS = ("quick", "normal", "strong")
THINK_MS = {"quick": 250, "normal": 1000, "strong": 3000}

# what a value read from the file may be; anything else is the default
MIN_WINDOW, MAX_WINDOW = (640, 360), (7680, 4320)
RANGES = {"volume": (0.0, 1.0), "text_scale": (0.75, 1.5), "anim_speed": (0.25, 8.0),
          "bot_pace": (0.0, 5.0)}
BAD_SUFFIX = ".bad"
UNREADABLE = "unreadable"    # the whole file: not UTF-8, not TOML


@dataclass
class Settings:
    language: str = "en"
    window: tuple = (1280, 720)
    fullscreen: bool = False
    volume: float = 0.7
    text_scale: float = 1.0
    anim_speed: float = 1.0
    bot_pace: float = 0.6
    bot_strength: str = "normal"   # one of BOT_STRENGTHS
    guide: bool = True       # the first-game guide of a table (e.g. the evacuation game's)

    # not a setting (not a field, never saved): what was wrong with the file they came from —
    # the names of the fields that fell back to their default, or "unreadable" for the whole
    # file; () when nothing was. The title tells the player once (``take_problems``)
    problems = ()


def path() -> str:
    return os.path.join(paths.data_dir(), "settings.toml")


def _number(v) -> float | None:
    """An int or a float (never a bool), finite; None otherwise."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return None
    v = float(v)
    return v if math.isfinite(v) else None


def check(name: str, v):
    """The value of setting ``name`` read from a file, or None when it is not one the game can
    use (wrong type, out of range, not finite, an unknown language)."""
    if name == "window":
        if not isinstance(v, list) or len(v) != 2:
            return None
        if any(isinstance(x, bool) or not isinstance(x, int) for x in v):
            return None
        w, h = v
        if not (MIN_WINDOW[0] <= w <= MAX_WINDOW[0] and MIN_WINDOW[1] <= h <= MAX_WINDOW[1]):
            return None
        return (w, h)
    if name == "language":
        return v if isinstance(v, str) and v in LANGS else None
    if name == "bot_strength":
        return v if isinstance(v, str) and v in BOT_STRENGTHS else None
    if name in ("fullscreen", "guide"):
        return v if isinstance(v, bool) else None
    if name in RANGES:
        x = _number(v)
        lo, hi = RANGES[name]
        return x if x is not None and lo <= x <= hi else None
    return None


def load(file: str | None = None) -> Settings:
    """The settings in ``file`` (the data folder's by default); never raises. Whatever cannot be
    used falls back to its default, and a faulty file is kept aside (module docstring)."""
    file = file or path()
    s = Settings()
    try:
        with open(file, "rb") as f:
            raw = f.read()
    except OSError:   # none yet (a first run), or unreadable: the defaults
        return s
    bad: list[str] = []
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        data, bad = {}, [UNREADABLE]
    except (tomllib.TOMLDecodeError, RecursionError):
        data, bad = {}, [UNREADABLE]
    for f_ in fields(Settings):
        if f_.name in data:
            v = check(f_.name, data[f_.name])
            if v is None:
                bad.append(f_.name)
            else:
                setattr(s, f_.name, v)
    if bad:
        s.problems = tuple(bad)
        _keep_aside(file)
    return s


def _keep_aside(file: str) -> None:
    """The faulty file becomes ``<file>.bad`` (one copy: an older one is replaced), so the
    player can look at it and the next start reads no fault again."""
    try:
        os.replace(file, file + BAD_SUFFIX)
    except OSError:
        pass   # a read-only folder: the defaults still apply, the file stays


def take_problems(s: Settings) -> tuple:
    """What was wrong with the settings file, once: () afterwards (and when nothing was)."""
    problems, s.problems = s.problems, ()
    return problems


def fit_window(size, desktop) -> tuple:
    """``size`` when it fits on a ``desktop`` (w, h; None when unknown), else the largest offered
    size that does (the smallest when none does): a window never larger than the screen."""
    size = tuple(size)
    if not desktop or (size[0] <= desktop[0] and size[1] <= desktop[1]):
        return size
    fits = [w for w in WINDOW_SIZES if w[0] <= desktop[0] and w[1] <= desktop[1]]
    return fits[-1] if fits else WINDOW_SIZES[0]


def dumps(s: Settings) -> str:
    return toml_lines({k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(s).items()})


def save(s: Settings, file: str | None = None) -> bool:
    file = file or path()
    try:
        text = dumps(s)
        os.makedirs(os.path.dirname(file), exist_ok=True)
        tmp = file + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, file)
        return True
    except (OSError, TypeError, ValueError):   # a value no file can hold is not saved, never a crash
        return False
