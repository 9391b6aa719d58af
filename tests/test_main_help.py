"""Issue 15: `main.py --help` lists every command, not only the window's options."""
from __future__ import annotations

import main


def test_help_lists_every_command(capsys):
    for flag in ("--help", "-h", "help"):
        assert main.main([flag]) == 0
        out = capsys.readouterr().out
        for cmd in ("play", "play --terminal", "sim", "content", "save-check", "shot", "robot",
                    "--version", "--help"):
            assert f"main.py {cmd}" in out or f"main.py [{cmd}]" in out, (flag, cmd)


def test_robot_says_which_player_counts_a_game_takes(capsys):
    """Bad input gets a clear error: a player count the game does not take (colony 2–5, the mall
    3–6) ends the robot with the parser's message (exit 2), not a traceback from the engine."""
    import pytest

    from game import robot
    for game, players, said in (("colony", "1", "between 2 and 5"), ("mall", "2..4", "between 3 and 6"),
                                ("raxxon", "two", "cannot read")):
        with pytest.raises(SystemExit) as stop:
            robot.run(["--game", game, "--players", players])
        assert stop.value.code == 2
        assert said in capsys.readouterr().err
