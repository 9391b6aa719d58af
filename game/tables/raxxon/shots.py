"""The evacuation table's screenshots (``main.py shot --game raxxon``, game/shots.py): the
shell's scenes, New game, the board at several moments, each decision panel (met in a robot
game, else staged at a position found by random engine play), the curtain (two people), end
of day, the pause menu and game over — in English and Russian; the board at 1280×720 too."""
from __future__ import annotations

import random

NAMES = ["Anna", "Boris", "Clara", "Dmitri"]


def _session(players, seed, people=1, difficulty="intro"):
    from game.session import SeatConfig, Session
    from rules.raxxon import Options
    return Session.new("raxxon", Options(players=players, seed=seed, difficulty=difficulty),
                       [SeatConfig(NAMES[i], human=i < people) for i in range(players)])


def shoot(out: str, players: int, seed: int, lang: str, size=(1920, 1080), only_board=False) -> list:
    from game.robot import Robot
    from game.scenes.curtain import CurtainScene
    from game.scenes.menu import PauseMenu
    from game.shots import camera, shell_scenes
    from game.tables.raxxon.board import Board
    from game.tables.raxxon.endofday import EndOfDayScene

    app, snap, saved = camera(out, lang, size)
    session = _session(players, seed, people=players)
    if not only_board:
        shell_scenes(app, snap, session)
    board = Board(app, session)
    app.clear_to(board)
    robot = Robot(app, random.Random(seed))
    seen: set = set()
    for _ in range(4000):
        g = session.game
        app.frame(0.05)
        top = app.top
        kind = g.pending.kind if g.pending else None
        if isinstance(top, EndOfDayScene) and "eod" not in seen:
            seen.add("eod")
            top.shown = max(1, len(top.beats) // 2)
            snap("endofday-mid")
            top.go_on()
            snap("endofday")
        elif isinstance(top, CurtainScene) and "curtain" not in seen:
            seen.add("curtain")
            snap("curtain")
        elif top is board and session.my_turn() and kind and kind not in seen:
            seen.add(kind)
            snap(f"decision-{kind}")
            if kind == "action" and "pause" not in seen and not only_board:
                seen.add("pause")
                app.push(PauseMenu(app, session))
                snap("pause")
                app.pop()
        if only_board and len(seen) >= 4:
            break
        if g.pending is None and type(app.top).__name__ == "GameOverScene":
            break
        cands = robot.candidates()
        if cands:
            robot.click(robot.rng.choice(cands))
    if only_board:
        _look(app, snap, seed)
        _curtain(app, snap, seed)
        _staged(app, snap, set(_kinds()) - {"confirm"})   # the examined card: staged
        return saved
    for _ in range(3):
        app.frame(0.05)
    snap("gameover")
    _look(app, snap, seed)
    if not only_board:
        _curtain(app, snap, seed)
        _staged(app, snap, seen)
    return saved


def _curtain(app, snap, seed) -> None:
    """Two people at one screen: the curtain that hides the first seat's table from the second."""
    from game.scenes.curtain import CurtainScene
    from game.tables.raxxon.board import Board
    session = _session(2, seed, people=2, difficulty="medium")
    app.clear_to(Board(app, session))
    for _ in range(10):
        app.frame(0.05)
        if isinstance(app.top, CurtainScene):
            snap("curtain-2people")
            return


def _kinds():
    from rules.raxxon.kinds import DECISION_KINDS
    return DECISION_KINDS


def _look(app, snap, seed) -> None:
    """Two people and a bot: the table kept up for a person after their own action, with what
    it did (look.py) — a result everyone may see, and a look at cards only they saw."""
    from game.scenes.curtain import CurtainScene
    from game.tables.raxxon.board import Board
    from game.tables.raxxon.look import only_looks
    from rules.raxxon import actions as A
    wanted = {"look-result": lambda ev: not only_looks(ev), "look-peek": only_looks}
    for k in range(40):
        session = _session(3, seed + k, people=2, difficulty="medium")
        board = Board(app, session)
        app.clear_to(board)
        rng = random.Random(seed + k)
        g = session.game
        for _ in range(600):
            if not wanted or g.pending is None:
                break
            app.frame(0.05)
            if session.looking is not None:
                name = next((n for n, ok in wanted.items() if ok(session.looked)), None)
                if name is not None:
                    for _ in range(40):   # the flashes fade: the table as the person sees it
                        app.frame(0.05)
                    snap(name)
                    del wanted[name]
                session.done_looking()
            elif isinstance(app.top, CurtainScene):
                app.top.reveal()
            elif session.my_turn():
                legal = g.legal_actions()
                acts = [a for a in legal if isinstance(a, A.Act)]
                board.choose(rng.choice(acts) if acts else rng.choice(legal))
        if not wanted:
            return


def find_position(kind: str, tries: int = 400):
    """(players, a game whose pending decision is ``kind``) from random legal play."""
    from rules import raxxon
    for k in range(tries):
        players = 1 + k % 4 if kind != "board" else 1
        if kind == "company":
            players = 1
        g = raxxon.new_game(raxxon.Options(players=players, seed=1000 + k, difficulty="medium"))
        rng = random.Random(k)
        while g.pending is not None:
            if g.pending.kind == kind and (kind != "target" or g.pending.info.get("purpose")):
                return players, g
            g.apply(rng.choice(g.legal_actions()))
    return None


def _staged(app, snap, seen: set) -> None:
    """Every decision panel the game above did not meet, with the deciding seat looking."""
    from game.session import SeatConfig, Session
    from game.tables.raxxon.board import Board
    from rules.raxxon.kinds import DECISION_KINDS
    for kind in sorted(set(DECISION_KINDS) - seen):
        found = find_position(kind)
        if found is None:
            continue
        players, g = found
        seat = g.pending.seat
        s = Session.resume(g, [SeatConfig(NAMES[i], human=i == seat) for i in range(players)])
        board = Board(app, s)
        app.clear_to(board)
        for _ in range(2):
            app.frame(0.05)
        board.skip()
        snap(f"decision-{kind}")
