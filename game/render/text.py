"""Text in the project's fonts (Noto Sans, Latin + Cyrillic), cached, measured and recorded.

Every string on screen is drawn by ``draw`` / ``render`` here, so the leak recorder
(``game.render.record``) sees all of it and the overlap test can measure it. Rendered lines are
cached by (text, size, bold, colour): the words change rarely, the frame rate must not.
"""
from __future__ import annotations

import os

import pygame

from game.render import record

FONT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "assets", "fonts")
_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
_fonts: dict = {}
_cache: dict = {}
_CACHE_MAX = 4000
scale = 1.0   # text-size setting (Settings: text size), multiplies every size


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(6, int(round(size * scale)))
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        f = pygame.font.Font(os.path.join(FONT_DIR, _FILES[bold]), size)
        _fonts[key] = f
    return f


def render(text: str, size: int, color, bold: bool = False) -> pygame.Surface:
    """One line as a surface (cached); the string is recorded as drawn."""
    record.string(text)
    key = (text, size, bold, tuple(color), scale)
    s = _cache.get(key)
    if s is None:
        if len(_cache) > _CACHE_MAX:
            _cache.clear()
        s = font(size, bold).render(text, True, color)
        _cache[key] = s
    return s


def width(text: str, size: int, bold: bool = False) -> int:
    return font(size, bold).size(text)[0]


def line_height(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize()


def draw(surface, text: str, pos, size: int, color, bold: bool = False, anchor: str = "topleft",
         max_width: int | None = None) -> pygame.Rect:
    """Draw one line; ``max_width`` shrinks the size (never below 60 %) then ends it with "…"."""
    if max_width is not None:
        text, size = fit_line(text, size, max_width, bold)
    s = render(text, size, color, bold)
    r = s.get_rect(**{anchor: pos})
    surface.blit(s, r)
    record.drawn(surface, r, text)
    return r


def fit_line(text: str, size: int, max_width: int, bold: bool = False) -> tuple[str, int]:
    """The text and size that fit ``max_width``: smaller type first, then an ellipsis."""
    s = size
    floor = max(8, int(size * 0.6))
    while s > floor and width(text, s, bold) > max_width:
        s -= 1
    if width(text, s, bold) <= max_width:
        return text, s
    while text and width(text + "…", s, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + "…", s


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Words wrapped into lines no wider than ``max_width`` (a too-long word is cut)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if width(trial, size, bold) <= max_width:
                line = trial
                continue
            if line:
                lines.append(line)
            while width(word, size, bold) > max_width and len(word) > 1:
                cut = len(word)
                while cut > 1 and width(word[:cut], size, bold) > max_width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def block_size(text: str, rect: pygame.Rect, size: int, bold: bool = False,
               min_size: int | None = None) -> int:
    """The size ``draw_block`` draws ``text`` at in ``rect``: ``size`` or smaller until the
    wrapped lines fit (down to ``min_size``). Blocks meant to read alike (the game chooser's
    blurbs) are drawn at the smallest of their sizes."""
    min_size = min_size or max(8, int(size * 0.6))
    s = size
    while s > min_size and len(wrap(text, s, rect.w, bold)) * line_height(s, bold) > rect.h:
        s -= 1
    return s


def draw_block(surface, text: str, rect: pygame.Rect, size: int, color, bold: bool = False,
               min_size: int | None = None, align: str = "left") -> int:
    """Wrapped text inside ``rect``, shrunk until it fits (down to ``min_size``); the height used."""
    s = block_size(text, rect, size, bold, min_size)
    lines = wrap(text, s, rect.w, bold)
    lh = line_height(s, bold)
    max_lines = max(1, rect.h // lh)
    if len(lines) > max_lines:   # the last line kept ends with "…", cut at the size it is drawn at
        lines = lines[:max_lines]
        last = lines[-1].rstrip(" …")
        while last and width(last + "…", s, bold) > rect.w:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    y = rect.y
    for ln in lines:
        if align == "center":
            draw(surface, ln, (rect.centerx, y), s, color, bold, anchor="midtop")
        else:
            draw(surface, ln, (rect.x, y), s, color, bold)
        y += lh
    return y - rect.y


def wrap_pieces(pieces, size: int, max_width: int, bold) -> list:
    """Styled pieces (``.text``, ``.kind``, ``.ref``: a log line) wrapped into rows of
    (text, kind, ref) no wider than ``max_width``; plain text breaks between words, any other
    piece (a name) stays whole. ``bold(kind)``: whether that kind of piece is drawn bold."""
    out, row, x = [], [], 0
    for p in pieces:
        heavy = bold(p.kind)
        words = p.text.split(" ") if p.kind == "text" else [p.text]
        for k, w in enumerate(words):
            if p.kind == "text" and k > 0:
                w = " " + w
            ww = width(w, size, heavy)
            if x + ww > max_width and row:
                # punctuation glued to the piece before it («Name», "Name,") goes down with it,
                # and an opening mark glued to this name ("«" of «Name») goes down before it
                glued = p.kind == "text" and k == 0 and not w[:1].isspace() and len(row) > 1
                opening = p.kind != "text" and len(row) > 1 and row[-1][1] == "text" \
                    and not row[-1][0][-1:].isspace()
                carry = [row.pop()] if glued or opening else []
                # a name going down for its closing mark takes its opening mark too («Name».)
                if glued and carry[0][1] != "text" and len(row) > 1 and row[-1][1] == "text" \
                        and not row[-1][0][-1:].isspace():
                    carry.insert(0, row.pop())
                if carry and carry[0][1] == "text":   # a row begins with no space
                    carry[0] = (carry[0][0].lstrip(), carry[0][1], carry[0][2])
                out.append(row)
                row = carry
                x = sum(width(t, size, bold(kind)) for t, kind, _ in carry)
                if not carry:
                    w = w.lstrip()
                    ww = width(w, size, heavy)
            if w:
                row.append((w, p.kind, p.ref))
                x += ww
    if row:
        out.append(row)
    return out
