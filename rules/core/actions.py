"""Actions: frozen dataclasses with a readable text form that round-trips.

Text form: ``verb key=value key=value``. Field types are int, str, bool or tuple[str, ...]
(written comma-separated). A field with a default is left out of the text while it holds
that default, so adding an optional field keeps every older text (and save) valid. Each game
declares one family base class; verbs are unique within a family and ``Family.parse(text)``
rebuilds the action.
"""
from __future__ import annotations

import dataclasses
import typing
from typing import ClassVar

from rules.core.errors import IllegalAction


class Action:
    verb: ClassVar[str] = ""
    _registry: ClassVar[dict[str, type]]
    _fields: ClassVar[tuple]

    def __init_subclass__(cls, family: bool = False, **kw):
        super().__init_subclass__(**kw)
        if family:
            cls._registry = {}
            return
        if cls.verb:
            if cls.verb in cls._registry:
                raise TypeError(f"verb {cls.verb!r} registered twice")
            cls._registry[cls.verb] = cls

    @classmethod
    def register(cls, verb: str):
        """A class decorator for a family's action: a frozen dataclass answering to ``verb``."""
        def wrap(kind):
            kind.verb = verb
            kind = dataclasses.dataclass(frozen=True)(kind)
            cls._registry[verb] = kind
            return kind
        return wrap

    @property
    def text(self) -> str:
        """The text form, made once per action (actions are frozen)."""
        t = self.__dict__.get("_text")
        if t is None:
            t = self._make_text()
            object.__setattr__(self, "_text", t)
        return t

    def _make_text(self) -> str:
        parts = [self.verb]
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if f.default is not dataclasses.MISSING and v == f.default:
                continue
            if isinstance(v, tuple):
                v = ",".join(v)
            elif isinstance(v, bool):
                v = "yes" if v else "no"
            parts.append(f"{f.name}={v}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> "Action":
        words = text.split()
        if not words:
            raise IllegalAction("empty action text")
        kind = cls._registry.get(words[0])
        if kind is None:
            raise IllegalAction(f"unknown action {words[0]!r}")
        hints = _hints(kind)
        values = {}
        for w in words[1:]:
            key, sep, raw = w.partition("=")
            if not sep or key not in hints:
                raise IllegalAction(f"{words[0]}: unexpected part {w!r}")
            values[key] = _convert(hints[key], raw, text)
        missing = [f.name for f in dataclasses.fields(kind)
                   if f.name not in values and f.default is dataclasses.MISSING]
        if missing:
            raise IllegalAction(f"{words[0]}: missing {', '.join(missing)}")
        return kind(**values)


_HINT_CACHE: dict[type, dict] = {}


def _hints(kind: type) -> dict:
    h = _HINT_CACHE.get(kind)
    if h is None:
        all_hints = typing.get_type_hints(kind)
        h = {f.name: all_hints[f.name] for f in dataclasses.fields(kind)}
        _HINT_CACHE[kind] = h
    return h


def _convert(hint, raw: str, text: str):
    try:
        if hint is int:
            return int(raw)
        if hint is bool:
            if raw not in ("yes", "no"):
                raise ValueError(raw)
            return raw == "yes"
        if hint is str:
            return raw
        return tuple(x for x in raw.split(",") if x)
    except ValueError:
        raise IllegalAction(f"cannot read {raw!r} in {text!r}") from None
