"""What the front-end tests share: a click on a hotspot as the mouse makes it; a colony board
at a built position; the frames drawn and recorded; the type sizes and colours text was drawn in."""
from __future__ import annotations

import random

import pygame


def click(h):
    """Move onto the hotspot ``h``, press and let go, as events the next frame reads."""
    for e in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(e, pos=h.rect.center, button=1, rel=(0, 0),
                                             buttons=(0, 0, 0)))


def colony_board(game, data_dir, monkeypatch, people=(True, False), names=("Ann", "Bo")):
    """The colony board at 1280×720 in English over ``game`` (a position: rules/colony/position.py),
    its seats people or bots as ``people`` says; settings and saves under ``data_dir``."""
    from game import i18n
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    monkeypatch.setenv("WHITEOUT_DATA", str(data_dir))
    pygame.init()
    i18n.set_language("en")
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, language="en"),
              audio=False)
    board = Board(app, Session.resume(game, [SeatConfig(name, human=h)
                                             for name, h in zip(names, people, strict=True)]))
    app.push(board)
    frames(app)
    return app, board


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(0.05)


def hot(board, key):
    """The hotspot ``key`` the last frame drew, or None."""
    return next((h for h in board.hotspots if h.key == key), None)


def recorded_frames(app, n: int = 3):
    """``n`` frames played (``app.frame``: updates and drawing) with the recorder on: what the
    last of them drew."""
    from game.render import record
    rec = record.start()
    try:
        for _ in range(n):
            app.frame(0.05)
    finally:
        record.stop()
    return rec


def recorded_frame(app, board=None):
    """One frame drawn afresh (``board``'s cached picture dropped) with the recorder on: what it
    drew (strings, card faces, rectangles)."""
    from game.render import record
    rec = record.start()
    try:
        rec.new_frame()
        if board is not None:
            board._drawn = None
        app.draw()
    finally:
        record.stop()
    return rec


def type_sizes(monkeypatch) -> dict:
    """From now on, every string rendered (``text.render``) with the sizes it was rendered at:
    {text: {size, ...}}, filled as frames are drawn."""
    from game.render import text
    sizes: dict = {}
    real = text.render

    def render(t, px, color, bold=False):
        sizes.setdefault(t, set()).add(px)
        return real(t, px, color, bold)

    monkeypatch.setattr(text, "render", render)
    return sizes


def text_colours(monkeypatch) -> list:
    """From now on, every line drawn (``text.draw``) with the colour it was drawn in:
    [(text, (r, g, b)), ...], filled as frames are drawn."""
    from game.render import text
    drawn: list = []
    real = text.draw

    def draw(surface, t, pos, size, color, *a, **kw):
        drawn.append((t, tuple(color)))
        return real(surface, t, pos, size, color, *a, **kw)

    monkeypatch.setattr(text, "draw", draw)
    return drawn


def played_until(new, kind: str, seeds):
    """The first ``new(seed)`` (a Session or a Game), for ``seed`` in ``seeds``, whose random play
    (legal actions picked by a generator seeded with ``seed``) reaches a decision of ``kind``:
    left pending there. A rare decision is found this way without staging it."""
    for seed in seeds:
        x = new(seed)
        g = getattr(x, "game", x)
        rng = random.Random(seed)
        while g.pending is not None and g.pending.kind != kind:
            x.apply(rng.choice(g.legal_actions()))
        if g.pending is not None:
            return x
    raise AssertionError(f"no {kind!r} decision in random games of seeds {seeds}")
