"""A small reader for content TOML: every fault is a ``ContentError`` naming the file, the card
id and the field (rules/core/errors.py), so an author can find and fix it.

    with open_file(folder, "citizens.toml") as f:          # unreadable / bad TOML -> ContentError
        for t in f.tables("citizen"):                      # each [[citizen]] as a Table
            cid = t.id()                                   # required, [a-z0-9_.]+
            name = t.text("name")                          # { en = "…", ru = "…" }, both non-empty
            kind = t.choice("health", ("healthy", "infected"))
            n = t.int("count", lo=1, hi=9, default=1)
            t.done()                                       # any field not read is an error

A ``Table`` remembers which fields were read; ``done()`` refuses the rest, so a misspelt field
never passes silently.
"""
from __future__ import annotations

import functools
import os
import re
import tomllib
from typing import Callable

from rules.core.errors import ContentError

ID = re.compile(r"^[a-z0-9_.]+$")
LANGUAGES = ("en", "ru")
_MISSING = object()


def load_toml(folder: str, name: str) -> dict:
    """The TOML file ``name`` in ``folder`` as a dict; ContentError if missing or unreadable."""
    path = os.path.join(folder, name)
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(name, "-", "-", f"file missing from {folder}") from None
    except OSError as e:
        raise ContentError(name, "-", "-", f"cannot be read ({e.strerror})") from None
    except UnicodeDecodeError as e:
        raise ContentError(name, "-", "-", f"not UTF-8 text ({e.reason} at byte {e.start})") from None
    except tomllib.TOMLDecodeError as e:
        raise ContentError(name, "-", "-", f"not valid TOML ({e})") from None
    except RecursionError:
        raise ContentError(name, "-", "-", "not valid TOML: nested too deeply to read") from None


class File:
    """One content file: its top-level tables and arrays of tables."""

    def __init__(self, folder: str, name: str):
        self.name = name
        self.data = load_toml(folder, name)
        self._read: set[str] = set()

    def __enter__(self) -> "File":
        return self

    def __exit__(self, kind, value, tb) -> None:
        if kind is None:
            self.done()

    def error(self, card: str, field: str, problem: str) -> ContentError:
        return ContentError(self.name, card, field, problem)

    def tables(self, key: str, required: bool = True) -> list["Table"]:
        """Each entry of the array of tables ``[[key]]``."""
        self._read.add(key)
        raw = self.data.get(key, _MISSING)
        if raw is _MISSING:
            if required:
                raise self.error("-", key, f"no [[{key}]] tables in the file")
            return []
        if not isinstance(raw, list) or not all(isinstance(x, dict) for x in raw):
            raise self.error("-", key, f"must be an array of tables [[{key}]]")
        return [Table(self.name, x, f"{key} #{i + 1}") for i, x in enumerate(raw)]

    def table(self, key: str) -> "Table":
        """The single table ``[key]``."""
        self._read.add(key)
        raw = self.data.get(key)
        if not isinstance(raw, dict):
            raise self.error("-", key, f"must be a table [{key}]")
        return Table(self.name, raw, key)

    def done(self) -> None:
        extra = sorted(set(self.data) - self._read)
        if extra:
            raise self.error("-", extra[0], "unknown top-level key")


def open_file(folder: str, name: str) -> File:
    return File(folder, name)


class Table:
    """One card (or other table) of a content file; ``card`` names it in errors (its id once read)."""

    def __init__(self, file: str, data: dict, card: str):
        self.file, self.data, self.card = file, data, card
        self._read: set[str] = set()

    def error(self, field: str, problem: str) -> ContentError:
        return ContentError(self.file, self.card, field, problem)

    def has(self, key: str) -> bool:
        return key in self.data

    def raw(self, key: str, default=_MISSING):
        self._read.add(key)
        if key not in self.data:
            if default is _MISSING:
                raise self.error(key, "missing")
            return default
        return self.data[key]

    def id(self, key: str = "id") -> str:
        v = self.raw(key)
        if not isinstance(v, str) or not ID.match(v):
            raise self.error(key, f"must be an id of [a-z0-9_.] characters, not {v!r}")
        if key == "id":
            self.card = v
        return v

    def str(self, key: str, default=_MISSING) -> str:
        v = self.raw(key, default)
        if not isinstance(v, str) or (not v and default is _MISSING):
            raise self.error(key, f"must be text, not {v!r}")
        return v

    def int(self, key: str, lo: int | None = None, hi: int | None = None, default=_MISSING) -> int:
        v = self.raw(key, default)
        if type(v) is not int:
            raise self.error(key, f"must be a whole number, not {v!r}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise self.error(key, f"{v} is out of range {lo}..{hi}")
        return v

    def bool(self, key: str, default=_MISSING) -> bool:
        v = self.raw(key, default)
        if type(v) is not bool:
            raise self.error(key, f"must be true or false, not {v!r}")
        return v

    def choice(self, key: str, allowed, default=_MISSING) -> str:
        v = self.raw(key, default)
        if v not in allowed:
            raise self.error(key, f"{v!r} is not one of {', '.join(map(str, allowed))}")
        return v

    def text(self, key: str, default=_MISSING) -> dict:
        """Player-facing text in every language: ``{ en = "…", ru = "…" }``."""
        v = self.raw(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, dict):
            raise self.error(key, "must be a table of texts { en = \"…\", ru = \"…\" }")
        for lang in LANGUAGES:
            s = v.get(lang)
            if not isinstance(s, str) or not s.strip():
                raise self.error(key, f"needs a non-empty {lang} text")
        extra = sorted(set(v) - set(LANGUAGES))
        if extra:
            raise self.error(key, f"unknown language {extra[0]!r}")
        return {lang: v[lang] for lang in LANGUAGES}

    def list(self, key: str, default=_MISSING, item=None) -> list:
        """A list; ``item(value, where)`` checks each element (``where`` names it in errors)."""
        v = self.raw(key, default)
        if not isinstance(v, list):
            raise self.error(key, f"must be a list, not {v!r}")
        if item is not None:
            return [item(x, f"{key}[{i}]") for i, x in enumerate(v)]
        return list(v)

    def tables(self, key: str, default=_MISSING) -> list["Table"]:
        """A list of inline tables, each a Table named after this card and its place."""
        v = self.raw(key, default)
        if not isinstance(v, list) or not all(isinstance(x, dict) for x in v):
            raise self.error(key, "must be a list of tables")
        return [Table(self.file, x, self.card) for x in v]

    def sub(self, key: str, default=_MISSING) -> "Table":
        v = self.raw(key, default)
        if not isinstance(v, dict):
            raise self.error(key, "must be a table")
        return Table(self.file, v, self.card)

    def done(self) -> None:
        extra = sorted(set(self.data) - self._read)
        if extra:
            raise self.error(extra[0], "unknown field")


__all__ = ["File", "ID", "LANGUAGES", "Table", "load_toml", "open_file"]


def content_loader(load: Callable, default_folder: str) -> Callable:
    """A game's ``load_content(folder=None)``: ``load(folder)`` for another folder; the game's
    own folder (``None`` or the same path) is read and checked once per process."""
    own = functools.lru_cache(maxsize=1)(lambda: load(default_folder))

    def load_content(folder: str | None = None):
        if folder is None or os.path.abspath(folder) == os.path.abspath(default_folder):
            return own()
        return load(folder)
    load_content.__doc__ = (f"Load and validate the content of ``folder`` (default {default_folder!r}, "
                            "parsed once per process).")
    return load_content

