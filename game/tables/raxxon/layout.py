"""Where each part of the evacuation table lies, as lengths given at 1920×1080 (``app.u``), so
the same layout works at 1280×720 and every 16:9 size between.

    top bar ─────────────────────────────────────────────────────────────
    piles   │            the crowd                 │ Nordvale + influence
    (decks, │                                      │ the log
    quarant.)                                      │
    ── the character board (actions, slots) ────────────┼ the decision panel
"""
from __future__ import annotations

import pygame


class Layout:
    def __init__(self, u, size):
        self.u = u
        w, h = size
        self.top = pygame.Rect(0, 0, w, u(56))
        self.piles = pygame.Rect(u(10), u(66), u(330), u(594))
        self.crowd = pygame.Rect(u(350), u(66), u(902), u(594))
        self.nordvale = pygame.Rect(u(1262), u(66), u(648), u(360))
        self.log = pygame.Rect(u(1262), u(436), u(648), u(224))
        # the character board reaches past the crowd's right edge: its effects are read whole
        self.board = pygame.Rect(u(10), u(670), u(1370), u(400))
        self.panel = pygame.Rect(u(1390), u(670), u(520), u(400))
        # the character chooser covers the crowd and the right column
        self.chooser = pygame.Rect(u(350), u(66), u(1560), u(594))
