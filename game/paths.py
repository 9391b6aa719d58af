"""Where saves and settings live: ``saves/`` beside the source, the user's data folder when
frozen (PyInstaller), or ``WHITEOUT_DATA`` when set (tests, the robot)."""
from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def data_dir() -> str:
    env = os.environ.get("WHITEOUT_DATA")
    if env:
        return env
    if getattr(sys, "frozen", False):
        import platformdirs
        return platformdirs.user_data_dir("whiteout", appauthor=False)
    return os.path.join(ROOT, "saves")
