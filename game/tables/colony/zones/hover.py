"""What the mouse points at, over everything: a disabled button's reason, a seat's whole line,
or the card under the mouse enlarged."""
from __future__ import annotations

import pygame

from game.render import record
from game.tables.colony.cards import card_face
from game.widgets import tip


def hover_tip(board, surface, v):
    h = board.hovered
    if h is None or h not in board.hotspots:
        h = board.hotspot_at(board.mouse)
    if h is None:
        return
    record.new_layer()   # the tip lies over everything
    if not h.enabled and h.reason:
        tip(board.app, surface, board.mouse, [h.reason])
        return
    if isinstance(h.hover, tuple):
        kind, ref = h.hover
        zoom_card(board.app, surface, board.mouse, kind, ref, board.session.content, v)
    elif isinstance(h.hover, str):
        tip(board.app, surface, board.mouse, [h.hover])


def zoom_card(app, surface, pos, kind, ref, content, view) -> None:
    """The card under the mouse, large, kept on screen."""
    u = app.u
    w, h = u(300), u(420)
    r = pygame.Rect(pos[0] + u(20), pos[1] - h // 2, w, h)
    r.clamp_ip(surface.get_rect())
    side = view.get("main_side") if kind == "main" else None
    card_face(surface, r, kind, ref, content, main_side=side)
