"""The mall table's screenshots (``main.py shot --game mall``, game/shots.py): the shell's
scenes, New game, the board at each decision (the deciding seat looking), the curtain, a
ballot reveal, a destination reveal, the table talk before a vote (30 s; the first people
and the last seat a bot, so a bot's words are in the log) and game over — in English and
Russian; the board at 1280×720 too."""
from __future__ import annotations

import random

NAMES = ["Anna", "Boris", "Clara", "Dmitri", "Eva", "Fyodor"]


def _session(players, seed, people, talk_seconds=30):
    from game.session import SeatConfig, Session
    from game.tables.mall import talk
    from rules.mall import Options
    session = Session.new("mall", Options(players=players, seed=seed),
                          [SeatConfig(NAMES[i], human=i < people) for i in range(players)])
    talk.set_seconds(session.game, talk_seconds)
    return session


def shoot(out: str, players: int, seed: int, lang: str, size=(1920, 1080), only_board=False) -> list:
    from game.robot import Robot
    from game.shots import camera, shell_scenes
    from game.tables.mall.board import Board

    app, snap, saved = camera(out, lang, size)
    session = _session(players, seed, people=players - 1)
    if not only_board:
        shell_scenes(app, snap, session)
    board = Board(app, session)
    app.clear_to(board)
    robot = Robot(app, random.Random(seed))
    seen: set = set()
    for _ in range(6000):
        g = session.game
        app.frame(0.05)
        top = app.top
        name = type(top).__name__
        kind = g.pending.kind if g.pending else None
        if name == "CurtainScene" and "curtain" not in seen:
            seen.add("curtain")
            snap("curtain")
        elif name == "TalkScene" and "talk" not in seen:
            seen.add("talk")
            for _ in range(10):
                app.frame(0.05)
            snap("talk")
        elif name == "RevealScene":
            what = "reveal-destinations" if top.why == "destination" else "reveal-ballots"
            if what not in seen:
                seen.add(what)
                for _ in range(30):
                    app.frame(0.05)
                snap(what)
        elif top is board and session.my_turn() and kind and kind not in seen:
            seen.add(kind)
            snap(f"decision-{kind}")
        if only_board and len(seen) >= 6:
            return saved
        if g.pending is None and name == "GameOverScene":
            break
        cands = robot.candidates()
        if cands:
            robot.click(robot.rng.choice(cands))
    for _ in range(3):
        app.frame(0.05)
    snap("gameover")
    return saved
