"""Small drawn widgets: panels, buttons, badges, the passing notice and the hover tip.

Buttons register a hotspot on the scene (``game.app.Hotspot``), so a click, a shortcut and
the robot all go through one path.
"""
from __future__ import annotations

import pygame

from game import theme
from game.render import text

_tables: dict = {}


def table_top(surface, tile: int = 256) -> None:
    """The table under every game's board: the frozen-plank tile (assets/pictures/surface)
    repeated over the whole surface, made once per size; the plain table colour without it."""
    size = surface.get_size()
    key = (size, tile)
    top = _tables.get(key)
    if top is None:
        top = pygame.Surface(size)
        top.fill(theme.TABLE)
        try:
            from game.render import pictures
            pic = pictures.picture("surface", "table", tile)
            for x in range(0, size[0], pic.get_width()):
                for y in range(0, size[1], pic.get_height()):
                    top.blit(pic, (x, y))
        except (KeyError, pygame.error):
            pass
        if len(_tables) > 8:
            _tables.clear()
        _tables[key] = top
    surface.blit(top, (0, 0))


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


def below(surface, bar) -> pygame.Rect:
    """The part of the window under a board's top bar: where its hover tips and zoomed cards
    stay, so they never cover the bar's Menu, Rules and Undo buttons (issue 15)."""
    r = surface.get_rect()
    return pygame.Rect(r.x, bar.bottom, r.w, max(0, r.bottom - bar.bottom))


def tip(app, surface, pos, lines: list[str], width: int | None = None, area=None):
    """A hover tip near ``pos``, kept on screen, inside ``area`` when given (a board keeps its
    tips off its top bar's buttons: ``below``)."""
    u = app.u
    width = width or u(420)
    size = u(20)
    wrapped = []
    for ln in lines:
        wrapped += text.wrap(ln, size, width - u(24))
    h = len(wrapped) * text.line_height(size) + u(20)
    r = pygame.Rect(pos[0] + u(16), pos[1] + u(16), width, h)
    r.clamp_ip(surface.get_rect() if area is None else area)
    panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=8)
    y = r.y + u(10)
    for ln in wrapped:
        text.draw(surface, ln, (r.x + u(12), y), size, theme.TEXT)
        y += text.line_height(size)


class Scrollbar:
    """A thin scrollbar beside a list that does not fit (the rulebook's sections and text, the
    colony log; issue 15): drawn only when it overflows, a click above or below the thumb
    moves a page, the thumb can be dragged. Counts are in the list's own units (rows, lines,
    pixels); ``first`` is the first one shown from the top, 0 … ``total - shown``.

    The scene draws it with ``draw`` (which registers ``<key>:up`` and ``<key>:down``) and
    passes its mouse events to ``handle`` first, for the drag."""

    def __init__(self, key: str):
        self.key = key
        self.track: pygame.Rect | None = None   # where it was drawn last; None: not shown
        self.thumb: pygame.Rect | None = None
        self.total = self.shown = self.first = 0
        self.on_scroll = None
        self.grab: int | None = None             # the thumb is being dragged, held this far down

    @property
    def most(self) -> int:
        return max(0, self.total - self.shown)

    def scroll_to(self, first: int) -> None:
        if self.on_scroll is not None:
            self.on_scroll(max(0, min(self.most, int(first))))

    def draw(self, scene, surface, rect, total: int, shown: int, first: int, on_scroll) -> bool:
        """The bar in ``rect`` (a thin column) when ``total`` is more than ``shown``; True
        when drawn."""
        self.total, self.shown, self.on_scroll = total, max(1, shown), on_scroll
        if total <= shown or rect.h <= 0:
            self.track = self.thumb = None
            self.grab = None
            return False
        self.first = max(0, min(self.most, first))
        track = pygame.Rect(rect)
        h = max(min(track.h, max(8, track.w * 3)), track.h * self.shown // total)
        y = track.y + (track.h - h) * self.first // self.most
        thumb = pygame.Rect(track.x, y, track.w, h)
        self.track, self.thumb = track, thumb
        radius = track.w // 2
        pygame.draw.rect(surface, theme.TABLE, track, border_radius=radius)
        lit = self.grab is not None or (scene.hovered is not None
                                        and scene.hovered.key.startswith(self.key + ":"))
        pygame.draw.rect(surface, theme.FROST if lit else theme.PANEL_EDGE, thumb,
                         border_radius=radius)
        page = max(1, self.shown - 1)
        if thumb.y > track.y:
            scene.hot((track.x, track.y, track.w, thumb.y - track.y), f"{self.key}:up",
                      lambda: self.scroll_to(self.first - page), role="meta")
        if thumb.bottom < track.bottom:
            scene.hot((track.x, thumb.bottom, track.w, track.bottom - thumb.bottom),
                      f"{self.key}:down", lambda: self.scroll_to(self.first + page), role="meta")
        scene.hot(thumb, f"{self.key}:thumb", None, role="meta")
        return True

    def handle(self, event) -> bool:
        """The thumb's drag: True when the event was the bar's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.thumb is not None \
                and self.thumb.inflate(6, 0).collidepoint(event.pos):
            self.grab = event.pos[1] - self.thumb.y
            return True
        if event.type == pygame.MOUSEMOTION and self.grab is not None and self.track is not None:
            room = max(1, self.track.h - self.thumb.h)
            y = event.pos[1] - self.grab - self.track.y
            self.scroll_to(round(y * self.most / room))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.grab is not None:
            self.grab = None
            return True
        return False


def guide_box(scene, surface, target: pygame.Rect, line: str, hide_label: str, on_hide, place,
              max_w: int, max_lines: int, min_size: int) -> pygame.Rect:
    """A first-game guide's step (every table's): ``target`` lit, and beside it a box with
    ``line`` and a "Hide the guide" button (a meta hotspot ``guide:hide``: the robot never
    clicks it), tied to the target by a short line. ``place(lit, w, h)`` says where the box
    goes (the table's ``place_box`` with what it must not cover); sizes are given in window
    pixels. Returns the box."""
    u = scene.app.u
    lit = target.inflate(u(10), u(10))
    pygame.draw.rect(surface, theme.GUIDE, lit, u(5), border_radius=u(12))
    size = u(20)
    bw = max(u(150), text.width(hide_label, u(17)) + u(28))
    w = min(max_w, text.width(line, size) + bw + u(48))
    tw = w - bw - u(40)
    lh = text.line_height(size)
    lines = max(1, min(max_lines, len(text.wrap(line, size, tw))))
    h = max(u(60), lines * lh + u(22))
    box = place(lit, w, h)
    panel(surface, box, theme.TABLE_DARK, theme.GUIDE, radius=12, width=3)
    text.draw_block(surface, line, pygame.Rect(box.x + u(16), box.y + u(11), tw, h - u(16)), size,
                    theme.FROST, min_size=min_size)
    button(scene, surface, (box.right - bw - u(12), box.centery - u(20), bw, u(40)),
           hide_label, on_hide, "guide:hide", u(17), role="meta")
    a = (box.centerx, box.bottom) if box.bottom <= lit.top else (box.centerx, box.top) \
        if box.top >= lit.bottom else (box.right, box.centery) if box.right <= lit.left \
        else (box.left, box.centery)
    b = (min(max(a[0], lit.left), lit.right), min(max(a[1], lit.top), lit.bottom))
    pygame.draw.line(surface, theme.GUIDE, a, b, u(3))
    return box


def lit_choice(scene, keys):
    """The topmost enabled choice hotspot among ``keys``, tried in their order (a key ending in
    ":" stands for every key it begins): what a first-game guide lights for its advice."""
    hot = [h for h in reversed(scene.hotspots) if h.role == "choice" and h.enabled
           and h.action is not None]
    for k in keys:
        for h in hot:
            if h.key == k or (k.endswith(":") and h.key.startswith(k)):
                return h
    return None


def guide_obstacles(scene, lit: pygame.Rect) -> tuple[list, list]:
    """(hard, soft) for ``place_box`` from the scene's hotspots: a guide's box never covers
    anything that can be clicked (but its own Hide) nor the lit target, so a click meant for a
    choice never lands on it; it had better not cover what shows more on hover."""
    hard = [pygame.Rect(x.rect) for x in scene.hotspots
            if x.role != "look" and not x.key.startswith("guide:")] + [pygame.Rect(lit)]
    soft = [pygame.Rect(x.rect) for x in scene.hotspots if x.role == "look"]
    return hard, soft


def place_box(lit: pygame.Rect, w: int, h: int, area: pygame.Rect, hard: list, soft: list,
              gap: int, stride: int, penalty: int) -> pygame.Rect:
    """Where a box of w×h that speaks of ``lit`` goes (a guide's line): inside ``area``, over none
    of ``hard`` (what can be clicked, the lit target itself), and among such places the nearest
    to ``lit`` that hides the least of ``soft`` (what shows on hover, words that say what is
    asked) — every ``penalty`` pixels² hidden cost one pixel of distance. Tried first beside the
    target; when every place there hides something (or none is free), on a grid of ``stride``
    as well, the cheapest of both kept; nowhere free (never met): the top middle of ``area``."""
    near = []
    for y in (lit.top - gap - h, lit.bottom + gap):
        for x in (lit.centerx - w // 2, lit.left, lit.right - w, lit.left - w // 2, lit.right - w // 2):
            near.append((x, y))
    for x in (lit.right + gap, lit.left - gap - w):
        for y in (lit.centery - h // 2, lit.top, lit.bottom - h, lit.top - h - gap, lit.bottom + gap):
            near.append((x, y))
    grid = [(x, y) for y in range(area.top, area.bottom - h + 1, stride)
            for x in range(area.left, area.right - w + 1, stride)]
    best = None   # (cost, hidden, rect)
    for tries in (near, grid):
        for x, y in tries:
            r = pygame.Rect(x, y, w, h)
            r.clamp_ip(area)
            if r.collidelist(hard) != -1:
                continue
            hidden = sum(_overlap(r, soft[i]) for i in r.collidelistall(soft))
            cost = _distance(r, lit) + hidden // max(1, penalty)
            if best is None or cost < best[0]:
                best = (cost, hidden, r)
        if best is not None and best[1] == 0:   # beside the target, hiding nothing
            return best[2]
    if best is not None:
        return best[2]
    r = pygame.Rect(0, 0, w, h)
    r.midtop = (area.centerx, area.top + 4)
    return r


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def _distance(a: pygame.Rect, b: pygame.Rect) -> int:
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return dx + dy
