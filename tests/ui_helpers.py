"""What the front-end tests share: a click on a hotspot as the mouse makes it."""
from __future__ import annotations

import pygame


def click(h):
    """Move onto the hotspot ``h``, press and let go, as events the next frame reads."""
    for e in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(e, pos=h.rect.center, button=1, rel=(0, 0),
                                             buttons=(0, 0, 0)))
