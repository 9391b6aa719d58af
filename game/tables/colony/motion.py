"""The table's short animations, played one after another: zombies walking to their entrance,
an overrun, a death.

The engine has already decided everything; these only show it. The board tells ``Motion`` what
changed (zombie counts before and after an action, the public events) and asks it, each frame,
how many zombies at an entrance have not arrived yet (the board draws those entrances without
them) and to draw what is moving. Bots wait while something moves, so each step of theirs is
seen; Space or a click skips to the end.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game import i18n, theme
from game.render import text
from game.render.pieces import standee, zombie
from game.widgets import panel

WALK_S = 0.32      # one zombie from the edge of its place to its slot
GLIDE_S = 0.45     # a standee from one place to another
OVERRUN_S = 0.9
DEATH_S = 1.1


@dataclass
class Beat:
    kind: str              # "walk", "glide", "overrun", "death"
    place: str
    entrance: int = 0      # walk: the entrance (1-based); overrun: the entrance broken through
    slot: int = 0          # walk: the slot the zombie stops in
    label: str = ""        # death: who died
    survivor: str = ""     # glide: who moves; death: whose standee falls
    start: tuple = ()      # glide: where the standee stood (centre, size, its view data)
    first: bool = False    # walk: the first of a batch (one growl per batch, not per zombie)
    seconds: float = WALK_S


def zombie_counts(view: dict) -> dict:
    """(place, entrance) -> zombies there, from any view (zombies are public)."""
    return {(pid, k + 1): z for pid, p in view["places"].items() for k, z in enumerate(p["zombies"])}


class Motion:
    def __init__(self, sound=None):
        self.beats: list[Beat] = []
        self.t = 0.0                       # seconds into the first beat
        self.sound = sound or (lambda name: None)
        self._sounded = False

    @property
    def busy(self) -> bool:
        return bool(self.beats)

    # ------------------------------------------------------------------ what happened
    def arrivals(self, before: dict, after: dict, barricades: dict) -> None:
        """Every zombie more than before walks in, entrance by entrance, in the order of the
        board (Colony entrances 1–6 first: the engine fills them in that order, C-11.2)."""
        first = True
        for key in sorted(after, key=lambda k: (k[0] != "colony", k)):
            had = before.get(key, after[key])
            for j in range(max(0, after[key] - had)):
                slot = barricades.get(key, 0) + had + j
                self.beats.append(Beat("walk", key[0], key[1], slot, first=first))
                first = False

    def glide(self, survivor: str, start: tuple, place: str) -> None:
        """A survivor moves: the standee slides from where it stood to its new place."""
        self.beats.append(Beat("glide", place, survivor=survivor, start=start, seconds=GLIDE_S))

    def overrun(self, place: str, entrance: int) -> None:
        self.beats.append(Beat("overrun", place, entrance, seconds=OVERRUN_S))

    def death(self, place: str, label: str, survivor: str = "") -> None:
        self.beats.append(Beat("death", place, label=label, survivor=survivor, seconds=DEATH_S))

    # ------------------------------------------------------------------ time
    def update(self, dt: float, speed: float = 1.0) -> None:
        self.t += dt * max(0.25, speed)
        while self.beats:
            b = self.beats[0]
            if not self._sounded:
                self._sounded = True
                if b.kind == "walk" and b.first:
                    self.sound("zombie")
                elif b.kind in ("overrun", "death"):
                    self.sound(b.kind)
            if self.t < b.seconds:
                break
            self.t -= b.seconds
            self.beats.pop(0)
            self._sounded = False
        if not self.beats:
            self.t = 0.0

    def skip(self) -> None:
        self.beats = []
        self.t = 0.0
        self._sounded = False

    def hidden(self) -> dict:
        """(place, entrance) -> zombies still to arrive there: not drawn in their slot yet."""
        out: dict = {}
        for b in self.beats:
            if b.kind == "walk":
                out[(b.place, b.entrance)] = out.get((b.place, b.entrance), 0) + 1
        return out

    def gliding(self) -> set:
        """Survivors on their way: the board leaves them out of their new place until they arrive."""
        return {b.survivor for b in self.beats if b.kind == "glide"}

    def state(self) -> tuple:
        """What the table picture depends on (the board redraws when it changes)."""
        return (tuple(sorted(self.hidden().items())), tuple(sorted(self.gliding())),
                tuple(b.survivor for b in self.beats if b.kind == "death"))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface, u, slots: dict, places: dict, standees: dict, content) -> None:
        """``slots``: (place, entrance, slot) -> centre and radius; ``places``: place -> rect;
        ``standees``: survivor -> (centre, size, view data), where the board last drew them."""
        if not self.beats:
            return
        b = self.beats[0]
        f = min(1.0, self.t / b.seconds)
        if b.kind == "walk":
            at = slots.get((b.place, b.entrance, b.slot))
            if at is None:
                return
            (cx, cy), r = at
            from_right = b.place == "colony" and b.entrance > 3   # the Colony's right-hand column
            start = cx + (u(150) if from_right else -u(150))
            x = start + (cx - start) * _ease(f)
            y = cy - abs(math.sin(f * math.pi * 3)) * u(6)   # a shambling step
            zombie(surface, (int(x), int(y)), r)
        elif b.kind == "glide":
            end = standees.get(b.survivor)
            if end is None or end[2]["place"] != b.place:
                return   # not drawn at its new place yet
            (x0, y0), size, sv = b.start
            (x1, y1), size1, sv1 = end
            e = _ease(f)
            x, y = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - math.sin(f * math.pi) * u(30)
            standee(surface, content, b.survivor, sv1, (int(x), int(y)),
                    int(size + (size1 - size) * e))
        elif b.kind == "overrun":
            rect = places.get(b.place)
            if rect is None:
                return
            pulse = math.sin(f * math.pi)
            _tint(surface, rect, theme.DANGER, int(150 * pulse))
            _label(surface, i18n.t("colony.ui.motion.overrun"), rect.center, u(40), rect.w - u(20), u)
        elif b.kind == "death":
            rect = places.get(b.place)
            pulse = math.sin(f * math.pi)
            _vignette(surface, theme.DANGER, int(120 * pulse), u(60))
            st = standees.get(b.survivor)
            if st is not None and st[2]["place"] == b.place:   # it sinks and fades where it stood
                (cx, cy), size, sv = st
                ghost = pygame.Surface((size + 12, size + 12), pygame.SRCALPHA)
                standee(ghost, content, b.survivor, sv, (size // 2 + 6, size // 2 + 6), size)
                ghost.set_alpha(int(255 * (1 - f)))
                surface.blit(ghost, (cx - size // 2 - 6, cy - size // 2 - 6 + int(f * u(24))))
            if rect is not None:
                _label(surface, b.label, (rect.centerx, rect.centery - int(f * u(16))), u(26),
                       rect.w - u(20), u)


def _label(surface, words: str, center, size: int, max_width: int, u) -> None:
    """Words on a dark plate, readable over standees and titles."""
    words, size = text.fit_line(words, size, max_width - u(24), bold=True)
    r = pygame.Rect(0, 0, text.width(words, size, True) + u(24), text.line_height(size, True) + u(8))
    r.center = center
    panel(surface, r, theme.TABLE_DARK, theme.DANGER, radius=8, width=2, alpha=225)
    text.draw(surface, words, r.center, size, theme.TEXT, bold=True, anchor="center")


def _ease(f: float) -> float:
    return 1 - (1 - f) ** 2


def _tint(surface, rect, colour, alpha: int) -> None:
    if alpha <= 0:
        return
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    s.fill((*colour[:3], alpha))
    surface.blit(s, rect)


def _vignette(surface, colour, alpha: int, width: int) -> None:
    """A red edge round the whole screen: a death is felt, wherever one looks."""
    if alpha <= 0:
        return
    w, h = surface.get_size()
    for k in range(4):
        a = alpha * (4 - k) // 4
        band = pygame.Surface((w, width // 4), pygame.SRCALPHA)
        band.fill((*colour[:3], a))
        surface.blit(band, (0, k * width // 4))
        surface.blit(band, (0, h - (k + 1) * width // 4))
        side = pygame.Surface((width // 4, h), pygame.SRCALPHA)
        side.fill((*colour[:3], a))
        surface.blit(side, (k * width // 4, 0))
        surface.blit(side, (w - (k + 1) * width // 4, 0))
