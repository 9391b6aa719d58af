"""Small drawn widgets: panels, buttons, badges, the passing notice and the hover tip.

Buttons register a hotspot on the scene (``game.app.Hotspot``), so a click, a shortcut and
the robot all go through one path.
"""
from __future__ import annotations

import pygame

from game import theme
from game.render import text


def panel(surface, rect, fill=theme.PANEL, edge=theme.PANEL_EDGE, radius=10, width=2, alpha=None):
    rect = pygame.Rect(rect)
    if alpha is not None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*fill[:3], alpha), s.get_rect(), border_radius=radius)
        surface.blit(s, rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
    return rect


def shade(surface, alpha=190):
    s = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    s.fill((8, 12, 20, alpha))
    surface.blit(s, (0, 0))


def button(scene, surface, rect, label: str, action, key: str, size: int = 22, role="choice",
           enabled=True, reason="", primary=False, shortcut=None, hover=None, selected=False,
           wrap=False):
    """A button drawn and registered; the hovered one lights up; a disabled one says why.
    ``wrap``: the label on as many lines as it needs (see ``wrapped_height``), not cut."""
    rect = pygame.Rect(rect)
    h = scene.hot(rect, key, action, role, enabled, reason, hover, shortcut)
    hovered = scene.hovered is not None and scene.hovered.key == key and scene.hovered.rect == rect
    if not enabled:
        fill, edge, ink = theme.TABLE_DARK, theme.DISABLED, theme.DISABLED
    elif primary or selected:
        fill, edge, ink = (theme.WARM if hovered else theme.WARM_DIM), theme.WARM, theme.INK
    else:
        fill = theme.PANEL_HI if hovered else theme.PANEL
        edge, ink = (theme.WARM if hovered else theme.PANEL_EDGE), theme.TEXT
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, edge, rect, 2, border_radius=8)
    if wrap:
        lines = text.wrap(label, size, rect.w - 24, True)
        lh = text.line_height(size, True)
        y = rect.centery - len(lines) * lh // 2
        for ln in lines:
            text.draw(surface, ln, (rect.centerx, y), size, ink, bold=True, anchor="midtop",
                      max_width=rect.w - 12)
            y += lh
        return h
    text.draw(surface, label, rect.center, size, ink, bold=True, anchor="center",
              max_width=rect.w - 12)
    return h


def wrapped_height(label: str, size: int, width: int, least: int, pad: int = 12) -> int:
    """The height a ``wrap`` button of ``width`` needs for ``label`` (at least ``least``)."""
    return max(least, len(text.wrap(label, size, width - 24, True)) * text.line_height(size, True) + pad)


def notice(app, surface, message: str):
    u = app.u
    w = min(surface.get_width() - u(80), text.width(message, u(24)) + u(60))
    r = pygame.Rect(0, 0, w, u(56))
    r.midbottom = (surface.get_width() // 2, surface.get_height() - u(24))
    panel(surface, r, theme.TABLE_DARK, theme.WARM, radius=10)
    text.draw(surface, message, r.center, u(24), theme.TEXT, anchor="center", max_width=r.w - u(24))


def tip(app, surface, pos, lines: list[str], width: int | None = None):
    """A hover tip near ``pos``, kept on screen."""
    u = app.u
    width = width or u(420)
    size = u(20)
    wrapped = []
    for ln in lines:
        wrapped += text.wrap(ln, size, width - u(24))
    h = len(wrapped) * text.line_height(size) + u(20)
    r = pygame.Rect(pos[0] + u(16), pos[1] + u(16), width, h)
    r.clamp_ip(surface.get_rect())
    panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=8)
    y = r.y + u(10)
    for ln in wrapped:
        text.draw(surface, ln, (r.x + u(12), y), size, theme.TEXT)
        y += text.line_height(size)
