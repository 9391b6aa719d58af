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
