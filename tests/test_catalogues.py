"""The catalogues (game/locale/<lang>/, DESIGN.md: every visible string goes through them).

Two promises:

* Every language has what the other has: the same files, the same keys, the same {fields} in
  each string (a rulebook, ``rules.toml``, the same sections in the same order). A key missing
  in Russian would quietly show English; a missing field would raise while drawing.
* Each string lives where its reader lives. The shell's strings are ``ui.*`` (locale/<lang>/*.toml);
  a game's own strings are ``<game id>.*`` (locale/<lang>/<game id>/). The shell reads a game's
  strings only through that game's table object (``Table.title``, ``decision_text``…), and a
  table reads no ``ui.*`` key that only it uses: such a key belongs in its own folder, so a
  table can be added or changed without touching the shell's catalogue.

The code is read with ``ast``: a key is a string literal (``"ui.title.new_game"``, also a key
passed as data, like a menu entry) or an f-string whose fields each stand for one part
(``f"ui.lang.{code}"``).
"""
from __future__ import annotations

import ast
import re
import string
import tomllib
from functools import cache
from pathlib import Path

import pytest

from game import i18n, tables
from rules import games

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
LOCALE = Path(i18n.LOCALE_DIR)
SHELL = "shell"

# ui.* keys a table may read although no shell file does today: words that mean the same on
# the shell's screens and on a table's, kept in one place so both say them alike.
SHARED = {
    "ui.setup.back": "a New-game form's Back, the same word as the game chooser's Back",
    "ui.value.yes": "yes / no answers: the same words as Settings' on / off",
    "ui.value.no": "yes / no answers: the same words as Settings' on / off",
}


# ------------------------------------------------------------------------------ the files
def scopes() -> list[str]:
    """The shell and every game that has a table."""
    return [SHELL] + [t.game_id for t in tables.available()]


def catalogue_files(lang: str, scope: str) -> dict[str, Path]:
    """The catalogue files of one scope by path relative to the language's folder: the shell's
    are the folder's own *.toml; a game's are everything under its sub-folder."""
    folder = LOCALE / lang
    if scope == SHELL:
        paths = folder.glob("*.toml")
    else:
        paths = (folder / scope).rglob("*.toml")
    return {p.relative_to(folder).as_posix(): p for p in sorted(paths)}


def load(path: Path) -> dict:
    with open(path, "rb") as f:
        return tomllib.load(f)


def flat_strings(data: dict, prefix: str = "") -> dict[str, str]:
    out = {}
    for k, v in data.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flat_strings(v, key + "."))
        else:
            out[key] = v
    return out


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def is_rulebook(data: dict) -> bool:
    return isinstance(data.get("section"), list)


# ------------------------------------------------------------------------------ same in both
def test_every_language_has_a_folder_and_only_game_folders():
    for lang in i18n.LANGS:
        assert (LOCALE / lang).is_dir(), lang
        folders = {p.name for p in (LOCALE / lang).iterdir() if p.is_dir()}
        assert folders <= set(games.ids()), (lang, folders - set(games.ids()))


@pytest.mark.parametrize("scope", scopes())
def test_both_languages_have_the_same_files_keys_and_fields(scope):
    en, ru = catalogue_files("en", scope), catalogue_files("ru", scope)
    assert set(en) == set(ru), (scope, set(en) ^ set(ru))
    if scope == SHELL:
        assert "ui.toml" in en
    for name in en:
        en_data, ru_data = load(en[name]), load(ru[name])
        if is_rulebook(en_data):
            # a rulebook's sections are prose: the same sections in the same order, not the same words
            assert is_rulebook(ru_data), name
            en_ids = [s.get("id") for s in en_data["section"]]
            ru_ids = [s.get("id") for s in ru_data["section"]]
            assert len(en_ids) == len(ru_ids) and en_ids == ru_ids, (name, en_ids, ru_ids)
            continue
        en_flat, ru_flat = flat_strings(en_data), flat_strings(ru_data)
        assert en_flat, f"{name}: no strings"
        assert set(en_flat) == set(ru_flat), (name, set(en_flat) ^ set(ru_flat))
        for key, text in en_flat.items():
            assert isinstance(text, str) and isinstance(ru_flat[key], str), (name, key)
            assert fields(text) == fields(ru_flat[key]), (name, key, fields(text), fields(ru_flat[key]))


def test_the_readers_find_the_catalogues():
    """A moved file must not make the tests above pass by comparing nothing."""
    assert {"ui.toml"} <= set(catalogue_files("en", SHELL))
    assert {"colony/ui.toml", "colony/log.toml", "colony/terminal.toml", "colony/rules.toml"} \
        <= set(catalogue_files("en", "colony"))
    assert "ui.title.new_game" in i18n.catalogue("en")
    assert "colony.ui.decision.turn" in i18n.catalogue("ru")


# ------------------------------------------------------------------------------ who reads what
def table_folder(game_id: str) -> Path:
    return GAME / "tables" / game_id


def is_in_a_table(path: Path) -> str | None:
    """The game id whose table package holds ``path``, or None for a shell file."""
    rel = path.relative_to(GAME).parts
    if len(rel) > 2 and rel[0] == "tables" and (GAME / "tables" / rel[1]).is_dir():
        return rel[1]
    return None


def python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


@cache
def literal_keys(path: Path) -> tuple[tuple[str, re.Pattern | None], ...]:
    """Every string that may be a catalogue key in a file: (text, None) for a plain literal,
    (f-string with its fields as {}, pattern) for an f-string (each field one dotted part)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    in_fstring = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            parts, shown = [], []
            for v in node.values:
                in_fstring.add(id(v))
                if isinstance(v, ast.Constant):
                    parts.append(re.escape(v.value))
                    shown.append(v.value)
                else:
                    parts.append(r"[^.]+")
                    shown.append("{}")
            found.append(("".join(shown), re.compile("".join(parts) + r"\Z")))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in in_fstring:
            found.append((node.value, None))
    return tuple(found)


def keys_read(path: Path, catalogue: dict) -> set[str]:
    """The catalogue keys a file reads (an f-string reads every key it can build)."""
    out = set()
    for text, pattern in literal_keys(path):
        if pattern is None:
            if text in catalogue:
                out.add(text)
        elif "." in text:
            out |= {k for k in catalogue if pattern.match(k)}
    return out


def game_namespace_of(text: str) -> str | None:
    """The game whose namespace a literal names (``"colony.ui.board.menu"`` -> colony)."""
    head = text.split(".", 1)[0]
    return head if "." in text and head in games.ids() else None


def test_only_a_game_s_own_table_names_its_keys():
    """The shell reads a game's strings through the table object (``Table.title`` builds
    ``f"{self.game_id}.ui.game.title"``), never by naming ``colony.*``; a table names no
    other game's keys."""
    offences = []
    for path in python_files(GAME):
        owner = is_in_a_table(path)
        for text, _ in literal_keys(path):
            game_id = game_namespace_of(text)
            if game_id is not None and game_id != owner:
                offences.append(f"{path.relative_to(ROOT)}: {text!r}")
    assert not offences, "\n".join(offences)


def _ui_catalogue() -> dict:
    return {k: v for k, v in i18n.catalogue("en").items() if k.startswith("ui.")}


def _ui_readers() -> tuple[set[str], dict[str, set[str]]]:
    """The ui.* keys the shell reads, and those each table reads."""
    ui = _ui_catalogue()
    shell, by_table = set(), {t.game_id: set() for t in tables.available()}
    for path in python_files(GAME):
        owner = is_in_a_table(path)
        keys = keys_read(path, ui)
        if owner is None:
            shell |= keys
        elif owner in by_table:
            by_table[owner] |= keys
    return shell, by_table


def test_the_shared_words_are_in_the_shell_catalogue():
    ui = _ui_catalogue()
    assert not set(SHARED) - set(ui), set(SHARED) - set(ui)


@pytest.mark.parametrize("game_id", [t.game_id for t in tables.available()])
def test_a_table_reads_no_ui_key_that_only_it_uses(game_id):
    """The split is complete: a table's own words are in <game id>/ui.toml, not in ui.toml."""
    shell, by_table = _ui_readers()
    own = sorted(by_table[game_id] - shell - set(SHARED))
    assert not own, (f"game/tables/{game_id}/ reads ui.* keys no shell file reads; move them to "
                     f"game/locale/<lang>/{game_id}/ui.toml as {game_id}.ui.*: {own}")


def test_every_ui_key_has_a_reader():
    """A ui.* key nobody reads is a leftover (of a move to a game's folder, or of a removed
    screen)."""
    shell, by_table = _ui_readers()
    read = shell.union(*by_table.values())
    dead = sorted(set(_ui_catalogue()) - read)
    assert not dead, dead


def test_the_readers_find_the_keys():
    """The code reader sees plain keys, keys passed as data and keys built by f-strings."""
    shell, by_table = _ui_readers()
    assert {"ui.title.new_game", "ui.pause.title", "ui.lang.ru", "ui.pace.0"} <= shell
    colony = keys_read(table_folder("colony") / "labels.py", i18n.catalogue("en"))
    assert {"colony.ui.verb.end", "colony.ui.decision.turn", "colony.ui.value.die"} <= colony
