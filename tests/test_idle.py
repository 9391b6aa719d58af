"""DESIGN.md, performance: at rest (nothing moving, nobody touching) the window neither redraws
nor flips; it sleeps in the event queue. Input, a scene change or a running animation draws."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import App, Scene  # noqa: E402
from game.settings import Settings  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    a = App(size=(640, 360), settings=Settings(), audio=False)
    a.lazy = True   # as in run()
    yield a


class Still(Scene):
    still = True
    wake_ms = 5      # the test need not sleep long

    def draw(self, surface):
        surface.fill((0, 0, 0))


class Moving(Still):
    still = False


def test_a_still_scene_is_drawn_once_then_rests(app):
    app.push(Still(app))
    for _ in range(20):
        app.frame()
    assert app.draws == 1


def test_input_and_a_new_scene_draw_again(app):
    app.push(Still(app))
    for _ in range(3):
        app.frame()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    app.frame()
    assert app.draws == 2
    app.push(Still(app))
    app.frame()
    app.frame()
    assert app.draws == 3


def test_an_animating_scene_draws_every_frame(app):
    app.push(Moving(app))
    for _ in range(5):
        app.frame()
    assert app.draws == 5


class ThrowsThenStops(Still):
    """Something shown only while it moves (colony's dice tray): it ends in ``update`` and the
    scene no longer animates, so only the frame after it ended shows it gone."""
    def __init__(self, app, frames):
        super().__init__(app)
        self.left = frames
        self.drawn_with_tray: list = []

    def update(self, dt):
        self.left = max(0, self.left - 1)

    def animating(self):
        return self.left > 0

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.drawn_with_tray.append(self.left > 0)


def test_the_frame_after_an_animation_ends_is_drawn(app):
    """Seen in a real window: the colony's dice tray stayed on screen, "The dice are rolling…"
    above it, until the mouse moved — the frame in which the tray was put away was not drawn
    (nothing animated any more), and the window rested on the last picture with the tray."""
    scene = ThrowsThenStops(app, 4)
    app.push(scene)
    for _ in range(12):
        app.frame()
    assert scene.drawn_with_tray[-1] is False, scene.drawn_with_tray
    assert scene.drawn_with_tray.count(False) == 1   # once, then it rests


def test_the_tools_draw_every_frame_they_ask_for(app):
    """The robot, the shots and the benchmarks pass dt and read every frame's picture."""
    app.lazy = False
    app.push(Still(app))
    for _ in range(4):
        app.frame(0.016)
    assert app.draws == 4
