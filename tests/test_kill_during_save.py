"""Issue 9: "Killing the process during an autosave (at any point of the write) never loses the
previous save." A child process saves over and over, exactly as the table's autosave does
(``Session.save``: a temporary file, fsync, then a rename); it is killed at random moments 200
times, and after every kill the save on disk loads and is one of the complete saves written."""
from __future__ import annotations

import os
import random
import signal
import time

import pytest

from game.session import SeatConfig, Session
from rules.colony import Options

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork (POSIX)")
KILLS = 200


def _sessions() -> list:
    """Three moments of one game, so a torn write would show as a state that never existed."""
    s = Session.new("colony", Options(players=4, seed=12), [SeatConfig(n, False) for n in "ABCD"])
    out = []
    for stop in (10, 40, 90):
        while len(s.game.log) < stop and s.game.pending is not None:
            s.bot_step()
        out.append((s.save_text(), s.game.state_dict()))
    return out


def test_a_save_killed_at_any_moment_never_loses_the_last_complete_one(tmp_path):
    moments = _sessions()
    states = [st for _, st in moments]
    path = str(tmp_path / "autosave.toml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(moments[0][0])
    rng = random.Random(9)
    torn = 0
    for k in range(KILLS):
        pid = os.fork()
        if pid == 0:   # the child: autosave forever, the way the table does
            try:
                from rules.core import saves as core_saves
                i = k
                while True:
                    core_saves.write(path, moments[i % len(moments)][0])
                    i += 1
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0.0, 0.006))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        loaded = Session.load(path)   # raises if the save on disk is damaged
        assert loaded.game.state_dict() in states, f"kill {k}: a state that was never saved"
        torn += sum(1 for n in os.listdir(tmp_path) if n.endswith(".tmp"))
    # the kills did land inside writes: their temporary files were left behind, never the save
    assert torn > 0
