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
never passes silently. For an absent field ``str``, ``int``, ``bool``, ``choice``, ``text`` and
``list`` give their ``default`` as it is (unchecked: ``default=None`` means "optional").

Cards made of nested tables name the place of a fault inside the card: ``sub(key, nested=True)``
and ``child(value, where)`` give a Table whose fields are named ``key.field`` /
``where.field`` in errors (``ability.cost``, ``options[1].text``). ``File(..., ids=seen)``
makes every ``id()`` of the file's cards unique across all files that share the set ``seen``.
"""
from __future__ import annotations

import functools
import os
import re
import tomllib
from typing import Callable, NoReturn

from rules.core.errors import ContentError

ID = re.compile(r"^[a-z0-9_.]+$")
LANGUAGES = ("en", "ru")
_MISSING = object()
_ABSENT = object()


def load_toml(folder: str, name: str) -> dict:
    """The TOML file ``name`` in ``folder`` as a dict; ContentError if missing or unreadable."""
    path = os.path.join(folder, name)
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(name, "-", "-", f"file is missing from {folder}") from None
    except OSError as e:
        raise ContentError(name, "-", "-", f"cannot be read ({e.strerror})") from None
    except UnicodeDecodeError as e:
        raise ContentError(name, "-", "-", f"not UTF-8 text ({e.reason} at byte {e.start})") from None
    except tomllib.TOMLDecodeError as e:
        raise ContentError(name, "-", "-", f"not valid TOML ({e})") from None
    except RecursionError:
        raise ContentError(name, "-", "-", "not valid TOML: nested too deeply to read") from None


class File:
    """One content file: its top-level tables and arrays of tables. With ``ids`` (a set shared
    by several files) each card's ``id()`` must be new to that set, and is added to it."""

    def __init__(self, folder: str, name: str, ids: set | None = None):
        self.name = name
        self.data = load_toml(folder, name)
        self.ids = ids
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
        return [Table(self.name, x, f"{key} #{i + 1}", ids=self.ids) for i, x in enumerate(raw)]

    def table(self, key: str) -> "Table":
        """The single table ``[key]``."""
        self._read.add(key)
        raw = self.data.get(key)
        if not isinstance(raw, dict):
            raise self.error("-", key, f"must be a table [{key}]")
        return Table(self.name, raw, key)

    def done(self, known: bool = False) -> None:
        """Refuse any top-level key not read; ``known``: the error lists the keys that were."""
        extra = sorted(set(self.data) - self._read)
        if extra:
            hint = f"; expected {', '.join(f'[[{k}]]' for k in sorted(self._read))}" if known else ""
            raise self.error("-", extra[0], "unknown top-level key" + hint)


def open_file(folder: str, name: str) -> File:
    return File(folder, name)


class Table:
    """One card (or other table) of a content file; ``card`` names it in errors (its id once read),
    ``path`` where it sits in the card (``""`` for the card itself, ``"ability"``, ``"ops[0]"``…)."""

    def __init__(self, file: str, data: dict, card: str, path: str = "", ids: set | None = None):
        self.file, self.data, self.card, self.path, self.ids = file, data, card, path, ids
        self._read: set[str] = set()

    def where(self, field: str) -> str:
        """``field`` as errors name it: after this table's path."""
        return f"{self.path}.{field}" if self.path and field else self.path or field

    def error(self, field: str, problem: str) -> ContentError:
        return ContentError(self.file, self.card, self.where(field), problem)

    def fail(self, field: str, problem: str) -> NoReturn:
        raise self.error(field, problem)

    def has(self, key: str) -> bool:
        return key in self.data

    def _get(self, key: str, default):
        """The value of ``key`` (counted as read); ``_ABSENT`` when it is absent with a default."""
        self._read.add(key)
        v = self.data.get(key, _MISSING)
        if v is _MISSING:
            if default is _MISSING:
                raise self.error(key, "missing")
            return _ABSENT
        return v

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
            if self.ids is not None:
                if v in self.ids:
                    self.fail(key, "used twice")
                self.ids.add(v)
        return v

    def str(self, key: str, default=_MISSING) -> str:
        v = self._get(key, default)
        if v is _ABSENT:
            return default
        if not isinstance(v, str) or (not v and default is _MISSING):
            raise self.error(key, f"must be text, not {v!r}")
        return v

    def int(self, key: str, lo: int | None = None, hi: int | None = None, default=_MISSING) -> int:
        v = self._get(key, default)
        if v is _ABSENT:
            return default
        if type(v) is not int:
            raise self.error(key, f"must be a whole number, not {v!r}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise self.error(key, f"{v} is out of range {lo}..{hi}")
        return v

    def bool(self, key: str, default=_MISSING) -> bool:
        v = self._get(key, default)
        if v is _ABSENT:
            return default
        if type(v) is not bool:
            raise self.error(key, f"must be true or false, not {v!r}")
        return v

    def choice(self, key: str, allowed, default=_MISSING) -> str:
        v = self._get(key, default)
        return default if v is _ABSENT else self._one_of(v, key, allowed)

    def one_of(self, allowed) -> Callable:
        """A check of one value (``item`` of ``list``): it must be one of ``allowed``."""
        return lambda v, where: self._one_of(v, where, allowed)

    def _one_of(self, v, where: str, allowed):
        try:
            ok = v in allowed
        except TypeError:           # a table where a name belongs
            ok = False
        if not ok:
            self.fail(where, f"{v!r} is not one of {', '.join(map(str, allowed))}")
        return v

    def text(self, key: str, default=_MISSING) -> dict:
        """Player-facing text in every language: ``{ en = "…", ru = "…" }``."""
        v = self._get(key, default)
        if v is _ABSENT:
            return default
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
        v = self._get(key, default)
        if v is _ABSENT:
            return default
        return self.items(v, key, item)

    def items(self, value, where: str, item=None) -> list:
        """``value`` (found at ``where``) as a list, each element checked by ``item`` as ``list``."""
        if not isinstance(value, list):
            self.fail(where, f"must be a list, not {value!r}")
        if item is not None:
            return [item(x, f"{where}[{i}]") for i, x in enumerate(value)]
        return list(value)

    def tables(self, key: str, default=_MISSING) -> list["Table"]:
        """A list of inline tables, each a Table named after this card and its place."""
        v = self.raw(key, default)
        if not isinstance(v, list) or not all(isinstance(x, dict) for x in v):
            raise self.error(key, "must be a list of tables")
        return [Table(self.file, x, self.card, self.path) for x in v]

    def sub(self, key: str, default=_MISSING, nested: bool = False) -> "Table":
        """The table at ``key``; ``nested``: its fields are named ``key.field`` in errors."""
        v = self.raw(key, default)
        if not isinstance(v, dict):
            raise self.error(key, "must be a table")
        return Table(self.file, v, self.card, self.where(key) if nested else self.path)

    def child(self, value, where: str, problem: str = "must be a table") -> "Table":
        """``value`` (found at ``where``, e.g. an element of a list) as a nested Table."""
        if not isinstance(value, dict):
            self.fail(where, problem)
        return Table(self.file, value, self.card, self.where(where))

    def done(self, known: bool = False) -> None:
        """Refuse any field not read; ``known``: the error lists the fields that were."""
        extra = sorted(set(self.data) - self._read)
        if extra:
            hint = f"; allowed: {', '.join(sorted(self._read)) or 'none'}" if known else ""
            raise self.error(extra[0], "unknown field" + hint)


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


def load_for_command(load: Callable, folder: str):
    """``load(folder)`` for ``main.py content``: the content, or None once the fault is printed
    to standard error as ``file: card 'id', field 'name': what is wrong`` (an unreadable file,
    bad TOML or a bad card alike: load_toml turns every read failure into a ContentError)."""
    import sys
    try:
        return load(folder)
    except ContentError as e:
        print(e, file=sys.stderr)
        return None

