"""The colony table's screenshots (``main.py shot --game colony``, game/shots.py), played by bots
headless (issue 6's check).

Saves a PNG of the title, new game, settings, How to play, save/load, pause menu, the board at
several moments, the curtain, each decision panel met on the way (draft, search, crossroads,
vote…), the first crisis reveal (mid-way and at the end), the first vote reveal met in play, a
staged exile vote reveal (a tie with an even number of players), game over, and every other
decision panel at a staged position (game.tables.colony.staging) — in English and Russian at 1920×1080, and
the board at 1280×720.
"""
from __future__ import annotations


def _session(players, seed):
    from game.session import SeatConfig, Session
    from rules.colony import Options

    names = ["Anna", "Boris", "Clara", "Dmitri", "Eva"]
    return Session.new("colony", Options(players=players, seed=seed),
                       [SeatConfig(names[i], human=i < 2) for i in range(players)])


def shoot(out: str, players: int, seed: int, lang: str, size=(1920, 1080), only_board=False) -> list:
    import random

    from game.robot import Robot
    from game.scenes.curtain import CurtainScene
    from game.scenes.menu import PauseMenu
    from game.shots import camera, shell_scenes
    from game.tables.colony.board import Board
    from game.tables.colony.reveal import CrisisReveal, VoteReveal

    app, snap, saved = camera(out, lang, size)
    session = _session(players, seed)
    if not only_board:
        shell_scenes(app, snap, session)
    board = Board(app, session)
    app.clear_to(board)
    robot = Robot(app, random.Random(seed))
    seen: set = set()
    read = len(session.events)

    def reveals(events):
        """The first crisis reveal with cards and the first vote of the game, as the table shows
        them: the board's own overlay when it pushed one, else one pushed here."""
        for e in events:
            if e.kind == "crisis_reveal" and e.data.get("cards") and "crisis" not in seen:
                seen.add("crisis")
                scene = app.top if isinstance(app.top, CrisisReveal) else None
                if scene is None:
                    scene = CrisisReveal(app, session, e.data)
                    app.push(scene)
                scene.seek(max(1, len(scene.cards) // 2), 0.5)
                snap("reveal-crisis-mid")
                scene.skip()
                snap("reveal-crisis-end")
                scene.close()
            elif e.kind == "vote_revealed" and "vote" not in seen:
                seen.add("vote")
                scene = app.top if isinstance(app.top, VoteReveal) else None
                if scene is None:
                    scene = VoteReveal(app, session, e.data)
                    app.push(scene)
                scene.skip()
                snap("reveal-vote")
                scene.close()

    for _ in range(6000):
        g = session.game
        if g.pending is None:
            break
        app.frame(0.05)
        if not only_board:
            reveals([e for e, _ in session.events[read:]])
        read = len(session.events)
        top = app.top
        kind = g.pending.kind if g.pending else None
        if isinstance(top, CurtainScene) and "curtain" not in seen:
            seen.add("curtain")
            snap("curtain")
        elif top is board and session.my_turn() and kind and kind not in seen:
            seen.add(kind)
            snap(f"decision-{kind}")
            if kind == "turn" and "pause" not in seen and not only_board:
                seen.add("pause")
                app.push(PauseMenu(app, session))
                snap("pause")
                app.pop()
        if only_board and "turn" in seen:
            return saved
        if session.game.pending is None:
            break   # the game-over overlay is up: keep it for the picture
        cands = robot.candidates()
        if cands:
            robot.click(robot.rng.choice(cands))
    for _ in range(5):
        app.frame(0.05)
    snap("gameover")
    if not only_board:
        _staged_vote(app, players, seed, snap)
        _staged_decisions(app, seen, snap)
    return saved


def _staged_decisions(app, seen: set, snap) -> None:
    """Every decision panel the game above did not meet, at a position found in bot games
    (game.tables.colony.staging), with the deciding seat's player looking."""
    from game.tables.colony.board import Board
    from game.tables.colony.staging import find_positions, session_at
    from rules.colony.kinds import DECISION_KINDS
    missing = sorted(set(DECISION_KINDS) - seen)
    for kind, (options, actions) in sorted(find_positions(missing).items()):
        session = session_at(options, actions, ["Anna", "Boris", "Clara", "Dmitri", "Eva"])
        board = Board(app, session)
        app.clear_to(board)
        for _ in range(3):
            app.frame(0.05)
        board.motion.skip()
        board.tray = None
        snap(f"decision-{kind}")


def _staged_vote(app, players, seed, snap) -> None:
    """An exile vote (bots never call one): a real public ``exile_called`` and
    the plain ``vote_revealed`` data the engine would emit, on a fresh table."""
    from game.tables.colony.board import Board
    from game.tables.colony.reveal import VoteReveal
    from rules.core.records import Event
    session = _session(players, seed)
    session.events.append((Event("exile_called", {"caller": 0, "target": 1}), 0))
    app.clear_to(Board(app, session))
    ballots = {str(i): i % 2 == 0 for i in range(players)}   # even players: a tie (C-16.3)
    yes = sum(ballots.values())
    scene = VoteReveal(app, session, {"why": "exile", "ballots": ballots, "yes": yes,
                                      "no": len(ballots) - yes})
    app.push(scene)
    scene.skip()
    snap("reveal-vote-exile")
