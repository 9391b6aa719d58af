"""Save files: TOML with the format version, game id, options, seed, the action texts, the
scripted draws and a checksum of the final state (DESIGN.md). Loading replays the actions and
checks the checksum, so a save never holds an impossible state. Writes are atomic; a file that
cannot be loaded is reported and left untouched.

Layout (format 1)::

    format = 1
    game = "colony"
    seed = 7
    checksum = "…"        # sha256 of the final state (the replay must reproduce it)
    save_checksum = "…"   # sha256 of the whole save: options, seed, actions, forced and queued
                          #   draws and the state checksum (issue 7; absent in older saves)
    actions = [ … ]
    [options]             # every option that is not None
    [forced]              # scripted draws by draw number; always written, so a file that has
                          #   it was not cut inside [options]
    [queued]              # scripted values not drawn yet, by kind (only when there are some)

``save_checksum`` and ``[queued]`` were added without a new format number: a reader that does
not know them ignores them, and a save without ``save_checksum`` (written before issue 7) is
still read, its [forced] table proving that its [options] are whole (docs/decisions.md).

TOML is written here by one small writer, ``toml_value`` / ``toml_key`` / ``toml_table``, that
every TOML file of the project goes through (saves, a save's [table] of seats, the settings):
the rules stay stdlib-only, ``tomllib`` reads it back. Strings are escaped as the TOML spec
requires (every control character but tab: U+0000-U+0008, U+000A-U+001F, U+007F; quote and
backslash), exactly as tomli-w does (tests/test_toml_writer.py checks both against each other
and that any value comes back unchanged; docs/decisions.md says why not the ``toml`` package).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import tomllib

from rules.core.errors import SaveError, clip
from rules.core.rng import SCRIPTABLE, fits, fits_any

SAVE_FORMAT = 1
_DRAW = re.compile(r"^[0-9]{1,9}$")


# ---------------------------------------------------------------------- the TOML writer
# What a TOML basic string may not hold as it is (toml.io, v1.0.0, "String"): the quote, the
# backslash and the control characters other than tab. The short escapes where TOML has one,
# \uXXXX for the rest (the same text tomli-w writes).
_MUST_ESCAPE = re.compile(r'[\x00-\x08\x0a-\x1f\x7f"\\]')
_SHORT = {"\b": "\\b", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\"}
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_BARE_KEY = re.compile("[A-Za-z0-9_-]+")


def _escape(m: re.Match) -> str:
    c = m.group()
    return _SHORT.get(c) or f"\\u{ord(c):04x}"


def toml_string(s: str) -> str:
    """A TOML basic string that ``tomllib`` reads back as exactly ``s``. A lone surrogate
    (which no UTF-8 file can hold) is refused with a ValueError, never written."""
    if _SURROGATE.search(s):
        raise ValueError(f"{clip(repr(s))} holds a lone surrogate, which TOML cannot hold")
    return '"' + _MUST_ESCAPE.sub(_escape, s) + '"'


def toml_key(k: str) -> str:
    """A key: bare when it may be (letters, digits, - and _), quoted otherwise."""
    if not isinstance(k, str):
        raise TypeError(f"a TOML key must be text, not {type(k).__name__}")
    return k if _BARE_KEY.fullmatch(k) else toml_string(k)


def toml_value(v) -> str:
    """A value: bool, int, float (inf and nan too), str, or a list or tuple of those."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)   # 0.7, 1e+16, inf, -inf, nan: each is TOML as Python writes it
    if isinstance(v, str):
        return toml_string(v)
    if isinstance(v, (list, tuple)):
        return "[\n" + "".join(f"  {toml_value(x)},\n" for x in v) + "]" if v else "[]"
    raise TypeError(f"cannot write {type(v).__name__} to TOML")


def toml_lines(values: dict) -> str:
    """``key = value`` lines, one per entry that is not None."""
    return "".join(f"{toml_key(k)} = {toml_value(v)}\n" for k, v in values.items() if v is not None)


def toml_table(name: str, values: dict) -> str:
    """A ``[name]`` table of ``values`` (entries that are None are left out)."""
    return f"[{toml_key(name)}]\n" + toml_lines(values)


def digest(data) -> str:
    """sha256 of plain data (sorted keys, no spaces): the checksums of states and saves."""
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8", "surrogatepass")).hexdigest()


def dumps(game_id: str, options: dict, seed: int, actions: list, forced: dict, checksum: str,
          queued: dict | None = None, save_checksum: str | None = None) -> str:
    head = {"format": SAVE_FORMAT, "game": game_id, "seed": seed, "checksum": checksum,
            "save_checksum": save_checksum, "actions": list(actions)}
    text = toml_lines(head) + "\n" + toml_table("options", options)
    # the draw numbers are written quoted, as they always were ("12" = 3)
    text += "\n[forced]\n" + "".join(f"{toml_string(str(k))} = {toml_value(v)}\n"
                                     for k, v in forced.items())
    if queued:
        text += "\n" + toml_table("queued", {k: list(v) for k, v in queued.items() if v})
    return text


def forced_table(raw, where: str = "the save") -> dict[int, object]:
    """The forced draws of a save or snapshot as {draw number: value}; each value must be one
    that some draw could produce (its own draw's kind is checked when the replay reaches it)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SaveError(f"{where} is damaged: its forced draws are not a table")
    out = {}
    for k, v in raw.items():
        key = str(k) if type(k) is int else k
        if not isinstance(key, str) or not _DRAW.match(key):
            raise SaveError(f"{where} is damaged: {clip(repr(k))} is not a draw number")
        if not fits_any(v):
            raise SaveError(f"{where} is damaged: draw {key} is forced to {clip(repr(v))}, "
                            "which no die, exposure roll or random pick can give, nor any shuffle")
        out[int(key)] = v
    return out


def queued_table(raw, where: str = "the save") -> dict[str, list]:
    """The scripted values not drawn yet, by kind; each must be one that kind can give."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SaveError(f"{where} is damaged: its queued draws are not a table")
    out = {}
    for kind, values in raw.items():
        if kind not in SCRIPTABLE:
            raise SaveError(f"{where} is damaged: {clip(repr(kind))} is not a kind of draw "
                            f"({', '.join(SCRIPTABLE)})")
        if not isinstance(values, list):
            raise SaveError(f"{where} is damaged: the queued {kind} draws are not a list")
        bad = [v for v in values if not fits(kind, v)]
        if bad:
            raise SaveError(f"{where} is damaged: a {kind} draw cannot give {clip(repr(bad[0]))}")
        out[kind] = list(values)
    return out


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


def parse(raw: bytes, name: str) -> dict:
    """The TOML of a save file; anything that is not readable TOML is a SaveError naming ``name``
    (bad UTF-8, a syntax error, nesting too deep for the parser)."""
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise SaveError(f"{name} is damaged or truncated ({clip(str(e), 160)})") from None
    except RecursionError:
        raise SaveError(f"{name} is damaged: its data is nested too deeply to read") from None


def read(path: str, game_id: str) -> dict:
    """The parsed save, checked for shape; raises SaveError with a clear reason."""
    name = os.path.basename(path)
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as e:
        raise SaveError(f"cannot read {path}: {e.strerror}", why="unreadable") from None
    data = parse(raw, name)
    fmt = data.get("format")
    if type(fmt) is not int:
        raise SaveError(f"{name} is not a Whiteout save", why="foreign")
    if fmt > SAVE_FORMAT:
        raise SaveError(f"{name} was made by a newer Whiteout "
                        f"(save format {fmt}; this version reads up to {SAVE_FORMAT})", why="newer")
    if fmt < 1:
        raise SaveError(f"{name} has an unknown save format {fmt}")
    if data.get("game") != game_id:
        raise SaveError(f"{name} is a save of {clip(repr(data.get('game')))}, not {game_id!r}",
                        why="foreign")
    for key, kind in (("seed", int), ("checksum", str), ("actions", list), ("options", dict)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(f"{name} is damaged: '{key}' is missing or wrong")
    if "save_checksum" in data and not isinstance(data["save_checksum"], str):
        raise SaveError(f"{name} is damaged: 'save_checksum' is not text")
    for i, a in enumerate(data["actions"]):
        if not isinstance(a, str):
            raise SaveError(f"{name} is damaged: action {i + 1} is not text")
    if "forced" not in data:   # written after [options], so a save without it was cut short
        raise SaveError(f"{name} is cut short or damaged: its [forced] table is missing")
    data["forced"] = forced_table(data["forced"], name)
    data["queued"] = queued_table(data.get("queued"), name)
    return data
