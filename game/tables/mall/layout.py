"""Where each part of the mall table lies, as lengths given at 1920×1080 (``app.u``), so the
same layout works at 1280×720 and every 16:9 size between.

    top bar ──────────────────────────────────────────────────────────
    the mall: six places (3 × 2)                 │ the players
                                                 │ zombie dice + the vote track
    ── the hand ───────┼── the decision ─────────┤ the log
"""
from __future__ import annotations

import pygame


class Layout:
    def __init__(self, u, size):
        self.u = u
        w, h = size
        self.top = pygame.Rect(0, 0, w, u(56))
        self.map = pygame.Rect(u(10), u(66), u(1240), u(624))
        self.seats = pygame.Rect(u(1262), u(66), u(648), u(262))
        self.status = pygame.Rect(u(1262), u(338), u(648), u(352))
        self.log = pygame.Rect(u(1262), u(700), u(648), u(370))
        self.hand = pygame.Rect(u(10), u(700), u(560), u(370))
        self.panel = pygame.Rect(u(580), u(700), u(670), u(370))

    def place(self, k: int) -> pygame.Rect:
        """The k-th place card (0–5) of the 3 × 2 grid."""
        u, m = self.u, self.map
        gap = u(10)
        cw = (m.w - 2 * gap) // 3
        ch = (m.h - gap) // 2
        return pygame.Rect(m.x + (k % 3) * (cw + gap), m.y + (k // 3) * (ch + gap), cw, ch)
