"""Save files: TOML with the format version, game id, options, seed, the action texts, the
scripted draws and a checksum of the final state (DESIGN.md). Loading replays the actions and
checks the checksum, so a save never holds an impossible state. Writes are atomic; a file that
cannot be loaded is reported and left untouched.

TOML is written by hand here (the rules stay stdlib-only; ``tomllib`` reads it back).
"""
from __future__ import annotations

import os
import tempfile
import tomllib

from rules.core.errors import SaveError

SAVE_FORMAT = 1


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        out = v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'"{out}"'
    if isinstance(v, (list, tuple)):
        return "[\n" + "".join(f"  {_value(x)},\n" for x in v) + "]" if v else "[]"
    raise TypeError(f"cannot write {type(v).__name__} to a save")


def dumps(game_id: str, options: dict, seed: int, actions: list, forced: dict, checksum: str) -> str:
    lines = [f"format = {SAVE_FORMAT}", f"game = {_value(game_id)}", f"seed = {seed}",
             f"checksum = {_value(checksum)}", f"actions = {_value(list(actions))}", "", "[options]"]
    lines += [f"{k} = {_value(v)}" for k, v in options.items() if v is not None]
    lines += ["", "[forced]"]
    lines += [f'"{k}" = {_value(v)}' for k, v in forced.items()]
    return "\n".join(lines) + "\n"


def write(path: str, text: str) -> None:
    """Atomic: a temporary file in the same folder, then a rename over the target."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def read(path: str, game_id: str) -> dict:
    """The parsed save, checked for shape; raises SaveError with a clear reason."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e.strerror}") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise SaveError(f"{os.path.basename(path)} is damaged or truncated ({e})") from None
    fmt = data.get("format")
    if not isinstance(fmt, int):
        raise SaveError(f"{os.path.basename(path)} is not a Whiteout save")
    if fmt > SAVE_FORMAT:
        raise SaveError(f"{os.path.basename(path)} was made by a newer Whiteout "
                        f"(save format {fmt}; this version reads up to {SAVE_FORMAT})")
    if fmt < 1:
        raise SaveError(f"{os.path.basename(path)} has an unknown save format {fmt}")
    if data.get("game") != game_id:
        raise SaveError(f"{os.path.basename(path)} is a save of {data.get('game')!r}, not {game_id!r}")
    for key, kind in (("seed", int), ("checksum", str), ("actions", list), ("options", dict)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{os.path.basename(path)} is damaged: '{key}' is missing or wrong")
    if not all(isinstance(a, str) for a in data["actions"]):
        raise SaveError(f"{os.path.basename(path)} is damaged: an action is not text")
    data.setdefault("forced", {})
    return data
