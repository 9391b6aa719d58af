"""A save that cannot be loaded or written is reported in the player's language (issue 15):
``SaveError.why`` says what kind of fault it is (unreadable, foreign, newer, damaged) and the
notice says that, never the engine's English message naming the file (kept for the logs)."""
from __future__ import annotations

import errno
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n, scenes  # noqa: E402
from game.scenes.saveload import save_failed  # noqa: E402
from game.session import SeatConfig, Session  # noqa: E402
from rules import games  # noqa: E402
from rules.core.errors import SaveError  # noqa: E402

LATIN = set("abcdefghijklmnopqrstuvwxyz")


@pytest.fixture()
def app(tmp_path, monkeypatch):
    from game.app import App
    from game.settings import Settings
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    i18n.set_language("ru")
    yield App(size=(1280, 720), settings=Settings(language="ru"), audio=False)
    i18n.set_language("en")


def _good_save(tmp_path) -> str:
    entry = games.get("colony")
    s = Session(entry.new_game(entry.options(players=2, seed=3)),
                [SeatConfig("Аня"), SeatConfig("Бот", human=False)])
    path = str(tmp_path / "good.toml")
    assert s.save(path)
    return path


def _said(app, path) -> str:
    assert not scenes.load_and_start(app, path)
    return app.message[0]


def test_each_fault_is_said_in_russian(app, tmp_path):
    good = open(_good_save(tmp_path), encoding="utf-8").read()
    cases = {
        "damaged": good.replace("checksum", "checksun", 1),
        "foreign": 'format = 1\ngame = "chess"\n',
        "newer": good.replace("format = 1", "format = 99", 1),
    }
    for why, text in cases.items():
        path = tmp_path / f"{why}.toml"
        path.write_text(text, encoding="utf-8")
        said = _said(app, str(path))
        assert said == i18n.t("ui.saves.load_failed", file=path.name,
                              error=i18n.t(f"ui.saves.why.{why}")), said
        words = said.replace(path.name, "").lower().replace("whiteout", "")
        assert not LATIN & set(words), said
    assert _said(app, str(tmp_path / "missing.toml")).endswith(i18n.t("ui.saves.why.unreadable") + ".")


def test_the_engine_keeps_its_words_for_the_log():
    e = SaveError("x.toml is damaged: 'seed' is missing or wrong")
    assert e.why == "damaged" and "seed" in str(e)
    assert SaveError("?", why="no such kind").why == "damaged"


def test_a_full_disk_is_said_in_russian(app):
    assert save_failed(errno.ENOSPC) == i18n.t("ui.saves.save_failed",
                                               error=i18n.t("ui.saves.why_save.full"))
    assert "диск" in save_failed(errno.ENOSPC)
    assert save_failed(None).startswith("Не удалось сохранить")
