"""What the mouse points at, over everything: a disabled button's reason, a seat's whole line,
or the card under the mouse enlarged. A tip stays under the top bar (it never covers Menu,
Rules or Undo) and is drawn only while the board has the screen: an overlay over it (the
curtain, the menu, a reveal) hides it, and the board forgets where the mouse was until it
moves again (``forget``; issue 15)."""
from __future__ import annotations

import pygame

from game import theme
from game.render import record, text
from game.tables.colony import layout
from game.tables.colony.cards import card_face, definition, face_fits, fitting_size, flavour_text
from game.widgets import below, panel, tip

AWAY = (-1, -1)   # the mouse as the board knows it after an overlay: nowhere


def forget(board) -> None:
    """An overlay came up: the hovered thing and the mouse's last place are forgotten, so no
    tip lingers under it or after it."""
    board.hovered = None
    board.mouse = AWAY


def hover_tip(board, surface, v):
    if board.app.top is not board:
        return   # an overlay has the screen: the tip belongs to no one
    h = board.hovered
    if h is None or h not in board.hotspots:
        h = board.hotspot_at(board.mouse)
    if h is None:
        return
    area = below(surface, layout.top_bar(board.app.u, surface.get_width()))
    record.new_layer()   # the tip lies over everything
    if not h.enabled and h.reason:
        tip(board.app, surface, board.mouse, [h.reason], area=area)
        return
    if board.tips_quiet(board.mouse):
        return
    if isinstance(h.hover, tuple):
        kind, ref = h.hover
        zoom_card(board.app, surface, board.mouse, kind, ref, board.session.content, v, area)
    elif isinstance(h.hover, str):
        tip(board.app, surface, board.mouse, [h.hover], area=area)


def zoom_card(app, surface, pos, kind, ref, content, view, area=None) -> None:
    """The card under the mouse, large, kept on screen (inside ``area`` when given)."""
    u = app.u
    side = view.get("main_side") if kind == "main" else None
    bounds = surface.get_rect() if area is None else pygame.Rect(area)
    w, h = u(300), u(420)
    if not face_fits(kind, ref, content, (w, h), side):   # large text: a larger card, on screen
        w, h = fitting_size([(kind, ref)], content, (w, h),
                            (bounds.w - u(20), bounds.h - u(8)), main_side=side)
    words = flavour_text(definition(kind, ref, content))
    lines = text.wrap(words, u(17), w - u(20)) if words else []
    cap = len(lines) * text.line_height(u(17)) + u(14) if lines else 0
    r = pygame.Rect(pos[0] + u(20), pos[1] - (h + cap) // 2, w, h + cap)
    r.clamp_ip(bounds)
    card_face(surface, (r.x, r.y, w, h), kind, ref, content, main_side=side, whole=True)
    if lines:   # the card's line of story, always whole, on a plaque under the card
        plaque = pygame.Rect(r.x, r.y + h + u(4), w, cap - u(4))
        panel(surface, plaque, theme.PANEL, theme.PANEL_EDGE, radius=8)
        y = plaque.y + u(5)
        for ln in lines:
            text.draw(surface, ln, (plaque.x + u(10), y), u(17), theme.TEXT_DIM)
            y += text.line_height(u(17))
