"""The pieces on the table: seat marks, survivor standees, zombies, dice faces. Drawn by the
board and by the animations over it (a table's motion)."""
from __future__ import annotations

import math

import pygame

from game import i18n, theme
from game.render import pictures, text


def mark(surface, seat: int, center, r: int) -> None:
    """The seat's colour and shape mark (colour is never the only cue)."""
    color = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    shape = theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]
    x, y = center
    if shape == "circle":
        pygame.draw.circle(surface, color, center, r)
    elif shape == "triangle":
        pygame.draw.polygon(surface, color, [(x, y - r), (x + r, y + r), (x - r, y + r)])
    elif shape == "square":
        pygame.draw.rect(surface, color, (x - r, y - r, 2 * r, 2 * r))
    elif shape == "diamond":
        pygame.draw.polygon(surface, color, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    else:
        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        pygame.draw.polygon(surface, color, pts)


def standee(surface, content, sid, sv, center, size, highlight=None, leader=False) -> None:
    owner = sv["owner"]
    color = theme.SEAT_COLOURS[owner % len(theme.SEAT_COLOURS)]
    x, y = center
    r = size // 2
    if highlight:
        pygame.draw.circle(surface, highlight, center, r + 4, 3)
    try:   # the survivor's portrait on a disc of the seat's colour (assets/pictures)
        face = pictures.picture("survivors", sid, 2 * r, base_color=color)
        surface.blit(face, face.get_rect(center=center))
    except (KeyError, pygame.error):   # no picture for this survivor: the initials
        pygame.draw.circle(surface, color, center, r)
        pygame.draw.circle(surface, theme.FROST, (x, y - r // 6), int(r * 0.62))
        d = content.survivors.get(sid)
        name = i18n.name(d) if d else sid
        initials = "".join(w[0] for w in name.split()[:2]).upper()
        text.draw(surface, initials, (x, y - r // 6), max(9, r // 2 + 2), theme.INK, bold=True,
                  anchor="center")
    mark(surface, owner, (x + r - r // 4, y + r - r // 4), max(4, r // 4))
    if leader:   # a small crown: the group leader
        cx, cy, k = x - r + r // 4, y + r - r // 3, max(3, r // 5)
        pygame.draw.polygon(surface, theme.WARM, [(cx - k, cy + k), (cx - k, cy - k // 2), (cx - k // 2, cy),
                                                  (cx, cy - k), (cx + k // 2, cy), (cx + k, cy - k // 2),
                                                  (cx + k, cy + k)])
    hurt = sv["wounds"] + sv["frost"]
    for k in range(hurt):
        c = theme.DANGER if k < sv["wounds"] else (150, 200, 240)
        pygame.draw.circle(surface, c, (x - r // 2 + k * (r // 2), y - r), max(3, r // 6))


def zombie(surface, center, r) -> None:
    """A zombie token (assets/pictures/tokens/zombie.svg: a light ring and a hunched figure,
    read on the dark table by shape as well as colour)."""
    try:
        token = pictures.picture("tokens", "zombie", 2 * r)
        surface.blit(token, token.get_rect(center=center))
        return
    except (KeyError, pygame.error):
        pass
    x, y = center
    pygame.draw.circle(surface, theme.ZOMBIE_EDGE, center, r)
    pygame.draw.circle(surface, theme.ZOMBIE, (x, y - r // 5), int(r * 0.6))
    pygame.draw.circle(surface, (200, 40, 30), (x - r // 4, y - r // 4), max(2, r // 8))
    pygame.draw.circle(surface, (200, 40, 30), (x + r // 4, y - r // 4), max(2, r // 8))


def die_face(surface, rect, value: int, glow=None) -> None:
    pygame.draw.rect(surface, (240, 234, 220), rect, border_radius=rect.w // 6)
    pygame.draw.rect(surface, glow or theme.CARD_EDGE, rect, 3 if glow else 2, border_radius=rect.w // 6)
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}.get(value, [])
    q = rect.w // 4
    pip = max(3, rect.w // 11)
    for dx, dy in pips:
        pygame.draw.circle(surface, theme.INK, (rect.centerx + dx * q, rect.centery + dy * q), pip)
