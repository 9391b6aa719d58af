"""The frame recorder: every string and every card drawn in a frame, for the leak test.

DESIGN.md: "A test records every string drawn in a frame and fails if a secret of a seat other
than the viewer appears." All text goes through ``game.render.text`` and every card face through
``game.render.cards``; both report here while a recorder is active. Off by default: recording
costs nothing when nobody listens.
"""
from __future__ import annotations


class FrameRecorder:
    def __init__(self):
        self.strings: list[str] = []
        self.cards: list[str] = []     # card / objective / survivor ids whose face was drawn
        self.rects: list = []          # (rect, text) of each line drawn on the screen itself
        self.frames = 0

    def new_frame(self) -> None:
        self.strings = []
        self.cards = []
        self.rects = []
        self.frames += 1


active: FrameRecorder | None = None


def start() -> FrameRecorder:
    global active
    active = FrameRecorder()
    return active


def stop() -> None:
    global active
    active = None


def string(text: str) -> None:
    if active is not None:
        active.strings.append(text)


def card(cid: str) -> None:
    if active is not None:
        active.cards.append(cid)


def drawn(surface, rect, text: str) -> None:
    """A line blitted on the display surface (card faces are drawn off-screen and cached)."""
    if active is not None:
        import pygame
        if surface is pygame.display.get_surface():
            active.rects.append((rect.copy(), text))
