"""Colours, seat marks and sizes: a winter night table (DESIGN.md, look and feel).

Seat colours come from the Okabe–Ito colour-blind-safe palette, and each seat also has a
shape mark, so colour is never the only cue.
"""
from __future__ import annotations

import functools

TABLE = (22, 30, 44)
TABLE_DARK = (14, 19, 29)
PANEL = (34, 46, 64)
PANEL_HI = (46, 62, 86)
PANEL_EDGE = (92, 116, 148)
FROST = (214, 228, 240)
CARD = (232, 238, 244)
CARD_EDGE = (150, 176, 204)
INK = (24, 30, 40)
TEXT = (226, 234, 244)
TEXT_DIM = (150, 166, 188)
WARM = (255, 196, 92)        # what is yours to act on
WARM_DIM = (170, 126, 60)
DANGER = (222, 84, 72)
GOOD = (104, 196, 128)
ZOMBIE = (74, 96, 70)
ZOMBIE_EDGE = (30, 40, 28)
BARRICADE = (150, 112, 70)
DISABLED = (90, 100, 116)
CRISIS = (120, 56, 56)
MAIN = (52, 96, 66)
SECRET = (82, 66, 110)
SHADE = (8, 12, 20, 200)

# Okabe–Ito: orange, sky blue, bluish green, yellow, vermillion (black and grey left out: the
# table is dark; blue kept out: it vanishes on the blue-grey table)
SEAT_COLOURS = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (213, 94, 0)]
SEAT_SHAPES = ["circle", "triangle", "square", "diamond", "star"]


def _luminance(colour) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b) -> float:
    """The contrast ratio of two colours (WCAG: 4.5 for text read at ease, 1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@functools.lru_cache(maxsize=256)
def readable(colour: tuple, on: tuple = PANEL, ratio: float = 4.5) -> tuple:
    """``colour`` lightened toward white (its hue kept) just enough to be read as text on
    ``on``: a seat's name in its colour. Pieces keep the colour itself. Remembered per colour
    (names are drawn each time a panel is)."""
    c = tuple(colour[:3])
    k = 0.0
    while contrast(c, on) < ratio and k < 1.0:
        k = min(1.0, k + 0.05)
        c = tuple(round(v + (255 - v) * k) for v in colour[:3])
    return c

SYMBOL_COLOURS = {
    "weapon": (196, 84, 72), "fuel": (222, 150, 48), "education": (92, 132, 206),
    "food": (120, 176, 72), "medicine": (224, 224, 230), "tools": (150, 150, 160),
    "survivor": (196, 140, 196),
}
GUIDE = (120, 220, 255)   # a first-game guide's light: a cold bright blue, apart from the warm "yours"
