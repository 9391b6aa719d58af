"""The seats' names on every game's New-game form (game/seatnames.py): one editor for all tables,
and typed text keeps no control character (issue 15: a name with a line break or ESC made a save
that no longer loaded)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import tables  # noqa: E402
from game.seatnames import MAX_NAME, SeatNames, clean  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    from game.app import App
    from game.settings import Settings
    return App(size=(1280, 720), settings=Settings(), audio=False)


def test_control_characters_never_reach_a_name():
    assert clean("Line\nbreak") == "Linebreak"
    assert clean("Esc\x1b[31m") == "Esc[31m"
    assert clean("Del\x7f\r\t") == "Del"
    assert clean("Аня ✓") == "Аня ✓"


@pytest.mark.parametrize("table", tables.available(), ids=lambda t: t.game_id)
def test_every_new_game_form_types_names_through_the_one_editor(app, table):
    scene = table.new_game_scene(app)
    app.clear_to(scene)
    app.frame(0.016)
    assert isinstance(scene.seat_names, SeatNames)
    h = next(h for h in scene.hotspots if h.key == "name:0")
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(t, pos=h.rect.center, button=1))
    app.frame(0.016)
    for text in ("Ann\n", "a\x1b", "x" * 30):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(0.016)
    name = scene.seat_names.names[0]
    assert name.startswith("Anna") and name.isprintable() and len(name) == MAX_NAME
