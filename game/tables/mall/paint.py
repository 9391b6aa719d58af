"""Drawing the mall's pieces: seat colours and shape marks (rules/content/mall/colours.toml),
character standees, zombie tokens, the hidden dice, action cards and their backs, the places'
scenery. Colour is never the only cue: every seat has its shape, every standee its kind's
portrait and letter and its owner's mark. Pictures come from assets/pictures (tools/pictures);
without one a piece keeps its plain drawn look."""
from __future__ import annotations

import math

import pygame

from game import i18n, theme
from game.render import record, text
from game.render.pieces import die_face, zombie

SHAPE_NAMES = ("circle", "triangle", "square", "diamond", "star", "hexagon")
SCENERY_ALPHA = 64     # a place's picture behind its standees: seen, never read over the words
BACK = "mall_actions"  # the action cards' back (game/render/pictures.py DECKS)


def rgb(hexcode: str) -> tuple:
    h = hexcode.lstrip("#")
    return tuple(int(h[k:k + 2], 16) for k in (0, 2, 4))


class Seats:
    """The seats' colours and shapes, from the game's content (seats take them in order)."""

    def __init__(self, content, n: int):
        cols = content.colours[:n]
        self.ids = [c.id for c in cols]
        self.colours = [rgb(c.hex) for c in cols]
        # a name in its seat's colour, lightened where the colour is too dark to read on the
        # panels (the Okabe–Ito blue: 2.6:1 on a panel, 4.5:1 as text)
        self.inks = [theme.readable(c) for c in self.colours]
        self.shapes = [c.shape for c in cols]
        self.defs = list(cols)

    def of_colour(self, colour: str) -> int:
        return self.ids.index(colour)

    def colour(self, seat: int) -> tuple:
        """The seat's colour: its pieces, marks and ballots."""
        return self.colours[seat % len(self.colours)]

    def ink(self, seat: int) -> tuple:
        """The seat's colour for its name in words (``theme.readable``)."""
        return self.inks[seat % len(self.inks)]

    def mark(self, surface, seat: int, center, r: int, edge=True) -> None:
        shape_mark(surface, self.shapes[seat % len(self.shapes)], self.colour(seat), center, r, edge)


def shape_mark(surface, shape: str, colour, center, r: int, edge=True) -> None:
    x, y = center
    pts = None
    if shape == "circle":
        pygame.draw.circle(surface, colour, center, r)
        if edge:
            pygame.draw.circle(surface, theme.TABLE_DARK, center, r, max(1, r // 6))
        return
    if shape == "triangle":
        pts = [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    elif shape == "square":
        k = r * 0.85
        pts = [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    elif shape == "diamond":
        pts = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif shape == "star":
        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    else:   # hexagon
        pts = [(x + r * math.cos(math.pi / 6 + k * math.pi / 3),
                y + r * math.sin(math.pi / 6 + k * math.pi / 3)) for k in range(6)]
    pygame.draw.polygon(surface, colour, pts)
    if edge:
        pygame.draw.polygon(surface, theme.TABLE_DARK, pts, max(1, r // 6))


def kind_letter(content, kind: str) -> str:
    key = f"mall.ui.kind_letter.{kind}"
    if i18n.has(key):
        return i18n.t(key)
    d = content.characters.get(kind)
    return (i18n.name(d) if d else kind)[:1].upper()


def portrait(kind: str, size: int, colour):
    """A kind's portrait on a disc of ``colour`` (assets/pictures/characters), or None."""
    try:
        from game.render import pictures
        return pictures.picture("characters", kind, size, base_color=colour)
    except (KeyError, pygame.error):
        return None


def standee(surface, content, seats: Seats, piece: str, center, size: int, lit=False,
            hidden=False, leader=False) -> pygame.Rect:
    """A character: its kind's portrait on a disc of its seat's colour, its owner's shape mark
    at the top right and its kind's letter at the bottom left (the legend's letter: the two
    cues that stay when colours do not tell apart); a lying-low one is drawn dimmed."""
    colour, _, kind = piece.partition(".")
    seat = seats.of_colour(colour)
    col = seats.colour(seat)
    x, y = center
    r = size // 2
    rect = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
    if lit:
        pygame.draw.circle(surface, theme.WARM, center, r + max(3, r // 5), max(2, r // 7))
    face = portrait(kind, 2 * r, col)
    if face is not None:
        surface.blit(face, face.get_rect(center=center))
        k = max(7, r // 3)
        tag = pygame.Rect(0, 0, k * 2, k * 2)
        tag.center = (x - r * 3 // 4, y + r * 3 // 4)
        pygame.draw.rect(surface, theme.FROST, tag, border_radius=k // 2)
        pygame.draw.rect(surface, theme.TABLE_DARK, tag, max(1, k // 6), border_radius=k // 2)
        text.draw(surface, kind_letter(content, kind), tag.center, max(9, k * 3 // 2), theme.INK,
                  bold=True, anchor="center")
    else:
        _silhouette(surface, content, kind, col, center, r)
    seats.mark(surface, seat, (x + r * 3 // 4, y - r * 3 // 4), max(5, r // 3))
    if leader:
        crown(surface, (x - r * 3 // 4, y - r * 3 // 4), max(5, r // 3))
    if hidden:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.circle(s, (10, 14, 22, 150), (r, r), r)
        surface.blit(s, rect)
    return rect


def _silhouette(surface, content, kind, col, center, r) -> None:
    """The standee without a portrait: a round base in the seat's colour, a pale figure with
    the kind's letter."""
    x, y = center
    pygame.draw.ellipse(surface, col, (x - r, y + r // 3, 2 * r, r * 2 // 3 + 2))
    pygame.draw.ellipse(surface, theme.TABLE_DARK, (x - r, y + r // 3, 2 * r, r * 2 // 3 + 2), 2)
    body = pygame.Rect(x - r * 2 // 3, y - r // 4, r * 4 // 3, r)
    pygame.draw.rect(surface, theme.FROST, body, border_radius=r // 2)
    pygame.draw.circle(surface, theme.FROST, (x, y - r // 2), r * 2 // 5)
    pygame.draw.rect(surface, col, body, max(2, r // 8), border_radius=r // 2)
    text.draw(surface, kind_letter(content, kind), (x, body.centery - r // 10), max(10, r * 3 // 4),
              theme.INK, bold=True, anchor="center")


def scenery(surface, place_id: str, r: pygame.Rect, alpha: int = SCENERY_ALPHA) -> None:
    """A place's picture (assets/pictures/places), faint across the bottom of its panel ``r``
    (above nothing it would hide: the caller draws words, standees and zombies over it), as
    colony's Locations show theirs; nothing without a picture."""
    try:
        from game.render import pictures
        pic = pictures.faint("places", place_id, (r.w, r.h), alpha)
    except (KeyError, pygame.error):
        return
    surface.blit(pic, pic.get_rect(midbottom=r.midbottom))


def card_back(surface, rect: pygame.Rect) -> None:
    """A face-down action card: its back (assets/pictures/backs/mall_actions), or a plain dark
    card with an edge where there is no picture."""
    rect = pygame.Rect(rect)
    try:
        from game.render import pictures
        pic = pictures.picture("backs", BACK, rect.size)
        surface.blit(pic, pic.get_rect(center=rect.center))
        return
    except (KeyError, pygame.error):
        pass
    pygame.draw.rect(surface, theme.TABLE_DARK, rect, border_radius=max(3, rect.w // 10))
    pygame.draw.rect(surface, theme.CARD_EDGE, rect, 2, border_radius=max(3, rect.w // 10))


def face_down(surface, r: pygame.Rect, seats: Seats, sizes: list, deck: int, u) -> list:
    """Every hand as it lies face down on the table, and the deck: a fan of backs per seat
    with its shape mark and its count under it, the deck last. [(rect, seat or None)] of each
    stack, for hover tips. Nothing is told that the view does not: hand sizes are public."""
    cols = len(sizes) + 1
    words = i18n.t("mall.ui.hand.deck", n=deck)
    # the deck's column is as wide as its words need; the hands share the rest
    deckw = max(r.w // cols, text.width(words, u(17), True) + u(10))
    colw = (r.w - deckw) // len(sizes)
    label = u(30)
    most = 4                                  # a fan shows up to 4 backs; the count says the rest
    ch = max(u(20), min(r.h - label - u(4), colw * 94 // 100))
    cw = ch * 5 // 7
    off = max(2, cw // 8)                     # 4 backs fanned: 1.375 card widths < the column
    top = r.y + max(0, (r.h - ch - label) // 2)
    out = []
    for k in range(cols):
        n = sizes[k] if k < len(sizes) else deck
        shown = min(n, most)
        cx = r.x + k * colw + colw // 2 if k < len(sizes) else r.right - deckw // 2
        w = cw + max(0, shown - 1) * off
        x0 = cx - w // 2
        stack = pygame.Rect(x0, top, w, ch)
        if shown == 0:   # an empty hand: the place where its cards would lie
            pygame.draw.rect(surface, theme.PANEL_EDGE, (cx - cw // 2, top, cw, ch), 1,
                             border_radius=max(3, cw // 10))
        for j in range(shown):
            card_back(surface, pygame.Rect(x0 + j * off, top + (j % 2) * u(2), cw, ch))
        ly = top + ch + label // 2
        if k < len(sizes):
            seats.mark(surface, k, (cx - u(12), ly), u(9))
            text.draw(surface, str(n), (cx + u(2), ly), u(19), theme.TEXT, bold=True, anchor="midleft")
        else:
            text.draw(surface, words, (cx, ly), u(17), theme.TEXT_DIM, bold=True, anchor="center",
                      max_width=deckw - u(4))
        out.append((stack.union(pygame.Rect(cx - u(20), ly - label // 2, u(40), label)),
                    k if k < len(sizes) else None))
    return out


def crown(surface, center, k: int) -> None:
    cx, cy = center
    pts = [(cx - k, cy + k * 0.7), (cx - k, cy - k * 0.5), (cx - k // 2, cy), (cx, cy - k),
           (cx + k // 2, cy), (cx + k, cy - k * 0.5), (cx + k, cy + k * 0.7)]
    pygame.draw.polygon(surface, theme.WARM, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 1)


def zombies(surface, rect: pygame.Rect, n: int, r: int) -> None:
    """``n`` zombie tokens along ``rect``, with the number beside them when they crowd."""
    if n <= 0:
        return
    fit = max(1, (rect.w - r * 3) // (r * 2 - r // 3))
    show = min(n, fit)
    x = rect.x + r
    for _ in range(show):
        zombie(surface, (x, rect.centery), r)
        x += r * 2 - r // 3


def dice_row(surface, x: int, y: int, size: int, dice, gap: int) -> int:
    """Four dice: faces when ``dice`` is a list, else face-down boxes with a "?"; the right end."""
    for k in range(4):
        r = pygame.Rect(x + k * (size + gap), y, size, size)
        if dice is not None and k < len(dice):
            die_face(surface, r, dice[k])
        else:
            pygame.draw.rect(surface, theme.TABLE_DARK, r, border_radius=size // 6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=size // 6)
            text.draw(surface, "?", r.center, size * 2 // 3, theme.TEXT_DIM, bold=True, anchor="center")
    return x + 4 * (size + gap) - gap


def card(surface, rect: pygame.Rect, content, cid: str, u, lit=False, dim=False) -> None:
    """An action card's face: its name and its rules, fitted; the copy id is recorded as drawn
    (the leak check knows whose hand it is in)."""
    record.card(cid)
    kind = cid.rpartition(".")[0]
    d = content.cards[kind]
    fill = theme.CARD if not dim else (170, 178, 190)
    pygame.draw.rect(surface, fill, rect, border_radius=u(10))
    pygame.draw.rect(surface, theme.WARM if lit else theme.CARD_EDGE, rect, u(4) if lit else u(2),
                     border_radius=u(10))
    band = pygame.Rect(rect.x, rect.y, rect.w, u(40))
    pygame.draw.rect(surface, EFFECT_COLOURS.get(d.effect, theme.PANEL), band,
                     border_top_left_radius=u(10), border_top_right_radius=u(10))
    text.draw(surface, i18n.name(d), (band.x + u(10), band.centery), u(19), theme.FROST, bold=True,
              anchor="midleft", max_width=band.w - u(20))
    text.draw_block(surface, i18n.localized(d.text),
                    pygame.Rect(rect.x + u(10), band.bottom + u(6), rect.w - u(20), rect.h - u(52)),
                    u(16), theme.INK, min_size=u(12))


EFFECT_COLOURS = {"weapon": (150, 60, 52), "barricade": (120, 90, 56), "hidden": (70, 70, 110),
                  "escape": (52, 100, 90), "camera": (60, 86, 130), "threat": (130, 60, 110)}
