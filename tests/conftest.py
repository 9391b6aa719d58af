import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """Every test starts in English whatever the one before it left (a table test in Russian):
    a test's outcome never depends on the order the suite runs in."""
    from game import i18n
    yield
    i18n.set_language("en")


@pytest.fixture
def table_data(tmp_path, monkeypatch):
    """A table test's ground: saves and settings under the test's own folder (``WHITEOUT_DATA``),
    pygame started, English; the folder is its value. A module of table tests takes it for all
    its tests with ``pytestmark = pytest.mark.usefixtures("table_data")``."""
    from game import i18n
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    import pygame
    pygame.init()
    i18n.set_language("en")
    yield tmp_path
