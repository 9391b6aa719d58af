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
