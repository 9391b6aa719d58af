"""Typing the seats' names on a game's New-game form (every table's): which seat is being typed,
the default name that the first letter replaces (selected on focus), Ctrl+A to select, Backspace
(with Ctrl: the whole name), Return, Esc or Tab to finish, a click elsewhere ends it. Only
printable characters are taken, at most ``MAX_NAME``: a name goes on screen and into saves."""
from __future__ import annotations

import pygame

from game import theme
from game.render import text

MAX_NAME = 16


def clean(typed: str) -> str:
    """What a text input may add to a name: no control characters (a line break, ESC, DEL…)."""
    return "".join(ch for ch in typed if ch.isprintable())


class SeatNames:
    """The names of the seats of a form; ``default(i)`` gives seat i's default name. The same
    editor types other names too (the Save screen's file name): ``limit`` characters at most,
    each field's hotspot ``<key>:i``."""

    def __init__(self, default, seats: int, limit: int = MAX_NAME, key: str = "name"):
        self.default = default
        self.limit = limit
        self.key_name = key
        self.names = [default(i) for i in range(seats)]
        self.editing: int | None = None   # the seat whose name is being typed
        self.fresh = False                # it is still the default: typing replaces it

    def name(self, i: int) -> str:
        """The name seat i plays under (its default when left empty)."""
        return self.names[i].strip() or self.default(i)

    def edit(self, i: int) -> None:
        if self.editing != i:
            self.stop()
            self.editing = i
            self.fresh = self.names[i] == self.default(i)
        pygame.key.start_text_input()

    def stop(self) -> None:
        if self.editing is not None and not self.names[self.editing].strip():
            self.names[self.editing] = self.default(self.editing)
        if self.editing is not None:
            pygame.key.stop_text_input()   # the input method closes with the field
        self.editing = None
        self.fresh = False

    def key(self, event) -> bool:
        """A key while a name is being typed; True when it was the name's."""
        i = self.editing
        if i is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
            self.stop()
        elif event.key == pygame.K_BACKSPACE:
            whole = self.fresh or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            self.names[i] = "" if whole else self.names[i][:-1]
            self.fresh = False
        elif event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.fresh = True   # select all: the next letter replaces the name
        return True

    def handle(self, scene, event) -> bool:
        """Typed text (True: taken); a click outside the field being typed ends the typing."""
        if event.type == pygame.TEXTINPUT and self.editing is not None:
            added = clean(event.text)
            if added:
                name = ("" if self.fresh else self.names[self.editing]) + added
                self.names[self.editing] = name[:self.limit]
                self.fresh = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.editing is not None:
            h = scene.hotspot_at(event.pos)
            if h is None or h.key != f"{self.key_name}:{self.editing}":
                self.stop()
        return False

    def draw(self, scene, surface, i: int, rect, size: int) -> None:
        """Seat i's field in ``rect``, with its hotspot ``name:i`` (``<key>:i``)."""
        u = scene.app.u
        nr = pygame.Rect(rect)
        edit = self.editing == i
        pygame.draw.rect(surface, theme.TABLE_DARK, nr, border_radius=8)
        pygame.draw.rect(surface, theme.WARM if edit else theme.PANEL_EDGE, nr, 2, border_radius=8)
        shown = self.names[i] + ("|" if edit and not self.fresh else "")
        if edit and self.fresh:   # selected: the next letter replaces it
            sel = pygame.Rect(nr.x + u(8), nr.y + u(10),
                              min(nr.w - u(16), text.width(shown, size) + u(8)), nr.h - u(20))
            pygame.draw.rect(surface, theme.WARM_DIM, sel, border_radius=4)
        text.draw(surface, shown, (nr.x + u(12), nr.centery), size, theme.TEXT, anchor="midleft",
                  max_width=nr.w - u(20))
        scene.hot(nr, f"{self.key_name}:{i}", lambda: self.edit(i), role="meta")
