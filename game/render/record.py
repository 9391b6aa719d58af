"""The frame recorder: every string and every card drawn in a frame, for the leak test.

DESIGN.md: "A test records every string drawn in a frame and fails if a secret of a seat other
than the viewer appears." All text goes through ``game.render.text`` and every card face through
a table's card renderer; both report here while a recorder is active. Off by default: recording
costs nothing when nobody listens.

Each line drawn on the screen is kept with its rectangle and its *layer*: the scene (and, inside
the board, the decision panel) that drew it. Text of one layer must not overlap; a layer drawn
over another (a curtain over the table) is meant to cover it.
"""
from __future__ import annotations


class FrameRecorder:
    def __init__(self):
        self.strings: list[str] = []
        self.cards: list[str] = []     # card / objective / survivor ids whose face was drawn
        self.rects: list = []          # (rect, text, layer) of each line drawn on the screen itself
        self.layer = 0
        self.frames = 0
        # (card id, part, text, whole) of each part of a card face drawn cut short or left out:
        # part is "name", "type" (the type label) or "rules"; ``whole`` when the face was drawn
        # where it must show all of its words (a decision panel, the hover zoom)
        self.cuts: list = []

    def new_frame(self) -> None:
        self.strings = []
        self.cards = []
        self.rects = []
        self.cuts = []
        self.layer = 0
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


def cut(cid: str, part: str, text: str, whole: bool = False) -> None:
    """A part of card ``cid``'s face was drawn cut short with "…" or left out (see
    ``FrameRecorder.cuts``): the layout test fails on a cut type label, and on cut rules text
    where the face must be whole."""
    if active is not None:
        active.cuts.append((cid, part, text, whole))


def new_layer() -> None:
    """What is drawn from now on lies over what was drawn before (a scene, a panel)."""
    if active is not None:
        active.layer += 1


def drawn(surface, rect, text: str) -> None:
    """A line blitted on the display surface (card faces are drawn off-screen and cached)."""
    if active is not None:
        import pygame
        if surface is pygame.display.get_surface():
            active.rects.append((rect.copy(), text, active.layer))


def mark():
    """Where the recorder stands now (for ``since``), or None when nobody records."""
    if active is None:
        return None
    return (id(active), len(active.strings), len(active.cards), len(active.rects), active.layer,
            len(active.cuts))


def since(m) -> tuple | None:
    """What was recorded after ``mark()``: a scene that caches its picture replays it on the
    frames it does not redraw, so the recorder still sees every string on the screen."""
    if m is None or active is None or m[0] != id(active):
        return None
    return (active.strings[m[1]:], active.cards[m[2]:],
            [(r, t, layer - m[4]) for r, t, layer in active.rects[m[3]:]], active.layer - m[4],
            active.cuts[m[5]:])


def replay(entries) -> None:
    if active is None or entries is None:
        return
    strings, cards, rects, layers = entries[:4]
    active.cuts.extend(entries[4] if len(entries) > 4 else ())
    base = active.layer
    active.strings.extend(strings)
    active.cards.extend(cards)
    active.rects.extend((r.copy(), t, base + layer) for r, t, layer in rects)
    active.layer = base + layers
