"""Every visible string of the front end, in English and Russian (DESIGN.md: i18n).

The catalogues are data: ``game/locale/<lang>/*.toml``. Each file is a namespace: the key
``ui.title.new_game`` is the table path ``title.new_game`` in ``ui.toml``. A game's own strings
sit in a folder named by its id: ``raxxon.ui.board.crowd`` is ``board.crowd`` in
``raxxon/ui.toml`` (the shell's strings are ``ui.*``; each game's are ``<game id>.*``). Counted words hold
their forms separated by "|" (English: one|many; Russian: 1|2–4|5+) and are read with
``plural``. The language is a module setting so it can switch without a restart: scenes look
their strings up every frame (the text renderer caches the pixels, not the words).

    from game import i18n
    i18n.set_language("ru")
    i18n.t("ui.title.new_game")            # "Новая игра"
    i18n.plural("ui.n.cards", 3)           # "3 карты"
"""
from __future__ import annotations

import functools
import os
import tomllib

LANGS = ("en", "ru")
LOCALE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")
MINUS = "\u2212"

_lang = "en"


class MissingKey(KeyError):
    """A key that is in no catalogue: a programming error the tests catch."""


@functools.lru_cache(maxsize=None)
def catalogue(lang: str) -> dict[str, str]:
    """Every string of one language, by dotted key (``file.table.key``)."""
    flat: dict[str, str] = {}
    _read_folder(os.path.join(LOCALE_DIR, lang), "", flat)
    return flat


def _read_folder(folder: str, prefix: str, out: dict) -> None:
    """Every ``*.toml`` of ``folder`` and, as a namespace of its own, every sub-folder."""
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isdir(path):
            _read_folder(path, f"{prefix}{name}.", out)
        elif name.endswith(".toml"):
            with open(path, "rb") as f:
                data = tomllib.load(f)
            _flatten(prefix + name[:-5], data, out)


def _flatten(prefix: str, data: dict, out: dict) -> None:
    for k, v in data.items():
        key = f"{prefix}.{k}"
        if isinstance(v, dict):
            _flatten(key, v, out)
        else:
            out[key] = v


def language() -> str:
    return _lang


def set_language(lang: str) -> None:
    global _lang
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; one of {', '.join(LANGS)}")
    _lang = lang


def has(key: str, lang: str | None = None) -> bool:
    return key in catalogue(lang or _lang)


def t(key: str, lang: str | None = None, **fields) -> str:
    """The string for ``key`` with ``fields`` filled in; English when the language lacks it."""
    lang = lang or _lang
    text = catalogue(lang).get(key)
    if text is None:
        text = catalogue("en").get(key)
        if text is None:
            raise MissingKey(key)
    return text.format(**fields) if fields else text


def number(n) -> str:
    """An integer with a real minus sign when negative."""
    return f"{MINUS}{-n}" if isinstance(n, int) and n < 0 else str(n)


def plural(key: str, n: int, lang: str | None = None, **fields) -> str:
    """The counted form of ``key`` for ``n``: "1 card" / "2 cards"; "1 карта" / "2 карты" / "5 карт"."""
    lang = lang or _lang
    forms = t(key, lang).split("|")
    return forms[form_index(lang, n, len(forms))].format(n=number(n), **fields)


def form_index(lang: str, n: int, count: int) -> int:
    if count >= 3 and lang == "ru":
        n = abs(n)
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else min(1, count - 1)


def name(d, lang: str | None = None) -> str:
    """The name of a content definition (its ``name`` is a dict by language)."""
    return localized(getattr(d, "name", None), lang) or str(getattr(d, "id", "?"))


def localized(value, lang: str | None = None) -> str:
    """A content text given as {en: …, ru: …} in the current language (English as fallback)."""
    lang = lang or _lang
    if isinstance(value, dict):
        return value.get(lang) or value.get("en") or ""
    return "" if value is None else str(value)


__all__ = ["LANGS", "MissingKey", "catalogue", "form_index", "has", "language", "localized",
           "name", "number", "plural", "set_language", "t"]
