"""The dice tray: animates a throw whose results the rules engine has already decided.

The rules decide every value (``game.rng``); this module only shows it. ``throw`` builds a fresh
pymunk ``Space`` (top-down: no gravity, four wall segments, one body per die) and runs it with a
fixed time step (``STEP``) until every die is at rest, or until ``FORCE_REST`` seconds of
simulated time, when whatever still creeps is stopped. The whole path is recorded, so it
costs one short burst of physics per throw (a few ms) and nothing per frame. Knowing each
die's whole path up front is what lets the drawn face land on the decided value: a die shows a
new face each time it has rolled one face-width, and the faces are chosen *backwards* from the
rest point (the last one is the decided value, each earlier one a neighbour of the next on a
real die), so the tumble runs into the result instead of snapping to it at the end.

``update(dt)`` advances a playback clock by ``dt * speed`` (fixed physics steps; positions
between two steps are interpolated for drawing); ``skip()`` jumps to rest; ``done`` turns true
once the dice have lain still for ``SETTLE`` seconds. Randomness comes from
``random.Random(seed)`` only: the same dice and seed give the same positions on every frame.

Everything is drawn with ``pygame.draw`` into cached surfaces (no image files, no text). A die's
outline is symmetric (a square under 90 degrees, the twelve-sided exposure die under 30), so each
shown face may sit at whichever of those turns keeps it closest to upright at the end of its
roll: at rest a pip pattern is at most 45 degrees and an exposure icon at most 15 degrees
off upright.
"""
from __future__ import annotations

import math
import random
from collections import OrderedDict

import pygame
import pymunk

STEP = 1.0 / 120.0          # fixed physics step (s)
FORCE_REST = 0.95           # simulated seconds after which any creeping die is stopped
SETTLE = 0.25               # simulated seconds the dice lie still before ``done``
DRAG_FROM = 0.60            # extra damping ramps up from here to FORCE_REST
MAX_DICE = 8
EXPOSURE_SCALE = 1.12       # the twelve-sided die is a little bigger than a d6 (across flats)
LIFT_SCALE = 0.3            # a die lifted to height 1 is drawn this much bigger
BASE_DAMPING = 0.6          # fraction of speed a die keeps after a second of drag (before friction)

D6_FACES = (1, 2, 3, 4, 5, 6)
EXPOSURE_FACES = ("blank", "wound", "frostbite", "bite")
# the twelve faces of the exposure die (C-2.13): weights for the faces seen while tumbling
_EXPOSURE_WEIGHTS = {"blank": 6, "wound": 3, "frostbite": 2, "bite": 1}

# colours
FELT = (30, 50, 58)
FELT_DARK = (18, 31, 38)
FROST = (214, 230, 242)
FROST_DIM = (120, 150, 176)
IVORY = (240, 232, 212)
IVORY_TOP = (250, 246, 234)
IVORY_EDGE = (150, 138, 116)
PIP = (32, 28, 36)
EXPO = (128, 24, 32)
EXPO_TOP = (152, 34, 42)
EXPO_EDGE = (64, 10, 16)
BLOOD = (238, 52, 48)
BLOOD_RIM = (255, 214, 200)
SNOW = (186, 226, 255)
TOOTH = (246, 238, 222)
MOUTH = (40, 6, 12)

_SS = 4                      # supersampling factor for the cached face images
_ROT_CACHE_MAX = 768


def _check(dice) -> list[tuple[str, object]]:
    out = []
    if len(dice) > MAX_DICE:
        raise ValueError(f"at most {MAX_DICE} dice in one throw, got {len(dice)}")
    for d in dice:
        kind, value = d
        if kind == "d6":
            if not isinstance(value, int) or isinstance(value, bool) or value not in D6_FACES:
                raise ValueError(f"d6 value must be 1..6, got {value!r}")
        elif kind == "exposure":
            if value not in EXPOSURE_FACES:
                raise ValueError(f"exposure face must be one of {EXPOSURE_FACES}, got {value!r}")
        else:
            raise ValueError(f"unknown die kind {kind!r} (expected 'd6' or 'exposure')")
        out.append((kind, value))
    return out


def _dodecagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The twelve corners of the exposure die's outline, circumradius ``r``, a flat side up."""
    return [(cx + r * math.cos(math.pi / 12 + k * math.pi / 6),
             cy + r * math.sin(math.pi / 12 + k * math.pi / 6)) for k in range(12)]


def _tumble_faces(kind: str, value, flips: int, rng: random.Random) -> list:
    """faces[k] is shown while k face-widths of rolling remain; faces[0] is the decided value.

    A d6 rolls onto one of the four faces next to the one it shows (never the opposite face);
    the exposure die shows another face, weighted like its twelve faces.
    """
    faces = [value]
    for _ in range(flips):
        prev = faces[-1]
        if kind == "d6":
            faces.append(rng.choice([f for f in D6_FACES if f != prev and f != 7 - prev]))
        else:
            opts = [f for f in EXPOSURE_FACES if f != prev]
            faces.append(rng.choices(opts, weights=[_EXPOSURE_WEIGHTS[f] for f in opts])[0])
    return faces


class _Die:
    __slots__ = ("kind", "value", "size", "radius", "sym", "faces", "offsets", "dist", "total",
                 "width", "speeds")

    def __init__(self, kind: str, value, size: float):
        self.kind = kind
        self.value = value
        self.size = size                                   # d6 side / exposure die across flats
        # circumradius of the outline: what must stay inside the walls
        self.radius = size * (math.sqrt(2) / 2 if kind == "d6" else 0.5 / math.cos(math.pi / 12))
        self.sym = math.pi / 2 if kind == "d6" else math.pi / 6
        self.faces: list = [value]
        self.offsets: list[float] = [0.0]
        self.dist: list[float] = [0.0]                     # path length travelled up to each step
        self.total = 0.0
        self.width = size                                  # one face-width of rolling
        self.speeds: list[float] = [0.0]


class DiceTray:
    """A felt tray with a frost edge in which decided dice tumble and settle."""

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.speed = 1.0                 # animation speed setting: 1.0 normal, 2.0 fast
        edge = max(6, int(min(self.rect.w, self.rect.h) * 0.045))
        self.edge = edge
        self.inner = self.rect.inflate(-2 * edge, -2 * edge)
        self._dice: list[_Die] = []
        self._frames: list[tuple[tuple[float, float, float], ...]] = []
        self._clock = 0.0
        self._rest_step = 0
        self._forced = False
        self._tray: pygame.Surface | None = None
        self._faces: dict = {}
        self._rot: OrderedDict = OrderedDict()
        self.seed = 0
        self._base_size = 0.0

    def prepare(self) -> None:
        """Render the tray and every die face now (about 20 ms), not on the first frame that needs them."""
        if self._tray is None:
            self._tray = self._render_tray()
        for n in range(1, MAX_DICE + 1):
            size = self._die_size(n)
            for kind, faces, scale in (("d6", D6_FACES, 1.0), ("exposure", EXPOSURE_FACES, EXPOSURE_SCALE)):
                px = round(size * scale)
                self._base(("shadow", kind, px))
                for face in faces:
                    self._base((kind, face, px))

    # ------------------------------------------------------------------ throwing
    def throw(self, dice: list[tuple[str, int | str]], seed: int) -> None:
        """Start a throw of ``dice`` (("d6", 1..6) or ("exposure", face)) that lands on those values."""
        dice = _check(dice)
        self.seed = seed
        rng = random.Random(seed)
        self._clock = 0.0
        self._dice = []
        self._frames = []
        self._forced = False
        if not dice:
            self._rest_step = 0
            return
        size = self._die_size(len(dice))
        self._base_size = size
        for kind, value in dice:
            self._dice.append(_Die(kind, value, size * (EXPOSURE_SCALE if kind == "exposure" else 1.0)))
        self._simulate(rng)
        for i, die in enumerate(self._dice):
            self._plan_faces(die, i, random.Random(rng.random()))

    def _die_size(self, n: int) -> float:
        """Die side: a fixed share of the tray, shrunk until the starting grid fits its left part."""
        w, h = self.inner.w, self.inner.h
        s = min(h / 4.4, w / 8.5, 84.0)
        while s > 10:
            gap = s * 1.55
            rows = max(1, int(h // gap))
            cols = math.ceil(n / rows)
            if cols * gap <= w * 0.45:
                break
            s *= 0.92
        return max(10.0, s)

    def _start_positions(self, n: int, size: float, rng: random.Random) -> list[tuple[float, float]]:
        gap = size * 1.55
        rows = max(1, min(n, int(self.inner.h // gap)))
        cols = math.ceil(n / rows)
        rows = math.ceil(n / cols)
        jitter = (gap - size * 1.45) / 2
        y0 = self.inner.centery - (rows - 1) * gap / 2
        x0 = self.inner.left + gap / 2
        out = []
        # stagger every other column (where there is room) so the dice do not start in a neat block
        stagger = min(gap * 0.25, max(0.0, self.inner.h - rows * gap)) if cols > 1 else 0.0
        y0 -= stagger / 2
        for i in range(n):
            c, r = divmod(i, rows)
            y = y0 + r * gap + (stagger if c % 2 else 0.0)
            out.append((x0 + c * gap + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter)))
        return out

    def _simulate(self, rng: random.Random) -> None:
        space = pymunk.Space()           # a fresh space per throw: nothing carries over
        space.gravity = (0.0, 0.0)       # seen from above
        space.damping = BASE_DAMPING
        space.iterations = 12
        r = self.inner
        span = r.w
        wall = max(40.0, span * 0.1)     # thick walls: a die moves far less than this in one step
        corners = [(r.left - wall, r.top - wall), (r.right + wall, r.top - wall),
                   (r.right + wall, r.bottom + wall), (r.left - wall, r.bottom + wall)]
        for k in range(4):
            seg = pymunk.Segment(space.static_body, corners[k], corners[(k + 1) % 4], wall)
            seg.elasticity = 0.55
            seg.friction = 0.6
            space.add(seg)
        bodies = []
        starts = self._start_positions(len(self._dice), self._base_size, rng)
        for die, (x, y) in zip(self._dice, starts, strict=True):
            mass = 1.0
            if die.kind == "d6":
                moment = pymunk.moment_for_box(mass, (die.size, die.size))
                body = pymunk.Body(mass, moment)
                shape = pymunk.Poly.create_box(body, (die.size * 0.96, die.size * 0.96), die.size * 0.02)
            else:
                verts = _dodecagon(0.0, 0.0, die.radius)
                moment = pymunk.moment_for_poly(mass, verts)
                body = pymunk.Body(mass, moment)
                shape = pymunk.Poly(body, verts)
            shape.elasticity = 0.45
            shape.friction = 0.5
            body.position = (x, y)
            body.angle = rng.uniform(0, 2 * math.pi)
            # fanned out: a die thrown from high in the tray heads a little up, from low a little down
            fan = (y - r.centery) / max(1.0, r.h / 2)
            heading = 0.5 * fan + rng.uniform(-0.4, 0.4)
            speed = span * rng.uniform(1.1, 2.0)
            body.velocity = (speed * math.cos(heading), speed * math.sin(heading))
            body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(5.0, 12.0)
            # felt friction, solved by pymunk itself (the top-down trick): a pivot and a gear to the
            # table that may push back with at most a fixed force slow a die steadily to a stop
            slide = pymunk.PivotJoint(space.static_body, body, (0, 0), (0, 0))
            slide.max_bias = 0
            slide.max_force = mass * span * 2.2
            spin = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
            spin.max_bias = 0
            spin.max_force = moment * 18.0
            space.add(body, shape, slide, spin)
            bodies.append(body)

        limit = int(round(FORCE_REST / STEP))
        frames = [tuple((*b.position, b.angle) for b in bodies)]
        lo_x, hi_x, lo_y, hi_y = r.left, r.right, r.top, r.bottom
        still_move = 2.0 * STEP          # below 2 px/s ...
        still_turn = 0.05 * STEP         # ... and 0.05 rad/s a die is still
        rest = False
        for step in range(1, limit + 1):
            t = step * STEP
            if t > DRAG_FROM:            # past DRAG_FROM, bring any straggler smoothly to a stop
                space.damping = BASE_DAMPING * math.exp(-14.0 * (t - DRAG_FROM) / (FORCE_REST - DRAG_FROM))
            space.step(STEP)
            frame = tuple((*b.position, b.angle) for b in bodies)
            prev = frames[-1]
            frames.append(frame)
            still = True
            for n, (x, y, ang) in enumerate(frame):
                px, py, pa = prev[n]
                if abs(x - px) > still_move or abs(y - py) > still_move or abs(ang - pa) > still_turn:
                    still = False
                if not (lo_x < x < hi_x and lo_y < y < hi_y):
                    # a guard against tunnelling through a wall on a tiny tray
                    body = bodies[n]
                    half = min(self._dice[n].size * 0.5, r.w * 0.5, r.h * 0.5)
                    body.position = (min(max(x, lo_x + half), hi_x - half),
                                     min(max(y, lo_y + half), hi_y - half))
                    body.velocity = (0.0, 0.0)
                    frames[-1] = tuple((*b.position, b.angle) for b in bodies)
            if still:
                rest = True
                break
        self._frames = frames
        self._forced = not rest
        self._rest_step = len(frames) - 1

    def _plan_faces(self, die: _Die, index: int, rng: random.Random) -> None:
        dist = [0.0]
        prev = self._frames[0][index]
        for frame in self._frames[1:]:
            x, y, _a = frame[index]
            dist.append(dist[-1] + math.hypot(x - prev[0], y - prev[1]))
            prev = frame[index]
        die.dist = dist
        die.speeds = [(dist[i + 1] - dist[i]) / STEP for i in range(len(dist) - 1)] + [0.0]
        die.total = dist[-1]
        die.width = die.size * 0.75
        flips = int(die.total / die.width)
        die.faces = _tumble_faces(die.kind, die.value, flips, rng)
        # for each face, the turn (a multiple of the outline's symmetry) that leaves it closest to
        # upright at the end of its roll; the last face ends at the rest angle
        offsets = [0.0] * (flips + 1)
        total, width, sym = die.total, die.width, die.sym
        k_prev = -1
        for step in range(len(dist) - 1, -1, -1):     # from rest backwards: each face's last step
            k = min(int((total - dist[step]) / width), flips)
            if k != k_prev:
                offsets[k] = sym * round(self._frames[step][index][2] / sym)
                k_prev = k
        die.offsets = offsets

    @staticmethod
    def _flips_left(die: _Die, d: float) -> int:
        k = int((die.total - d) / die.width) if die.width > 0 else 0
        return min(max(k, 0), len(die.faces) - 1)

    # ------------------------------------------------------------------ playing
    def update(self, dt: float) -> None:
        """Advance the animation by ``dt`` seconds of real time times ``speed``."""
        if not self._dice or self.done:
            return
        end = self._rest_step * STEP + SETTLE
        self._clock = min(end, self._clock + max(0.0, dt) * max(0.0, self.speed))

    def skip(self) -> None:
        """Jump straight to the dice lying at rest (and done)."""
        self._clock = self._rest_step * STEP + SETTLE

    @property
    def resting(self) -> bool:
        """Every die has stopped (the settle moment may still be running)."""
        return self._clock >= self._rest_step * STEP

    @property
    def done(self) -> bool:
        """Every die has stopped and has been shown at rest for the settle moment."""
        if not self._dice:
            return True
        return self._clock >= self._rest_step * STEP + SETTLE - 1e-9

    @property
    def rest_time(self) -> float:
        """Simulated seconds from the throw until every die stops (at most ``FORCE_REST``)."""
        return self._rest_step * STEP

    @property
    def forced_rest(self) -> bool:
        """True when the time limit, not the dice themselves, ended the tumble."""
        return self._forced

    def final_values(self) -> list:
        """The decided values, in throw order: what the dice show at rest."""
        return [d.value for d in self._dice]

    def showing(self) -> list:
        """The faces shown on this frame, in throw order."""
        return [s[3] for s in self.die_states()]

    def die_states(self) -> list[tuple[float, float, float, object, float]]:
        """(x, y, angle in radians, shown face, height 0..1) of each die as drawn on this frame.

        The angle is the drawn face's turn (within 45 degrees of upright for a d6 at rest, 15 for
        the exposure die); height 0 is lying on the felt, 1 is the top of the drop-in.
        """
        if not self._dice:
            return []
        pos = self._clock / STEP
        i = min(int(pos), self._rest_step)
        f = 0.0 if i >= self._rest_step else pos - i
        j = min(i + 1, self._rest_step)
        a_frame, b_frame = self._frames[i], self._frames[j]
        drop = max(0.0, 1.0 - self._clock / 0.25) ** 2   # thrown in from above: it drops onto the felt
        rim = self.edge * 0.5
        lo_x, hi_x = self.rect.left + rim, self.rect.right - rim
        lo_y, hi_y = self.rect.top + rim, self.rect.bottom - rim
        out = []
        for n, die in enumerate(self._dice):
            ax, ay, aa = a_frame[n]
            bx, by, ba = b_frame[n]
            x, y, ang = ax + (bx - ax) * f, ay + (by - ay) * f, aa + (ba - aa) * f
            d = die.dist[i] + (die.dist[j] - die.dist[i]) * f
            k = self._flips_left(die, d)
            # a small hop while it rolls over an edge, growing with its speed
            phase = ((die.total - d) / die.width) % 1.0 if k > 0 else 0.0
            v = die.speeds[i]
            hop = math.sin(math.pi * phase) * min(1.0, v / (die.size * 12.0)) * 0.35
            h = max(drop, hop)
            # a lifted die is drawn bigger: keep all of it within the tray's rim
            reach = self.reach(die.kind, die.size, ang, h)
            x = min(max(x, lo_x + reach), hi_x - reach)
            y = min(max(y, lo_y + reach), hi_y - reach)
            out.append((x, y, ang - die.offsets[k], die.faces[k], h))
        return out

    @staticmethod
    def reach(kind: str, size: float, angle: float, height: float) -> float:
        """How far a drawn die reaches from its centre along x or y (at most), lifted by ``height``."""
        if kind == "d6":
            a = angle % (math.pi / 2)
            r = size / 2 * (math.cos(a) + math.sin(a))
        else:
            r = size / 2 / math.cos(math.pi / 12)
        return r * (1.0 + LIFT_SCALE * height)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the tray at ``self.rect`` and the dice on it as they are on this frame."""
        if self._tray is None:
            self._tray = self._render_tray()
        surface.blit(self._tray, self.rect.topleft)
        clip = surface.get_clip()
        surface.set_clip(clip.clip(self.rect))       # shadows of lifted dice stay on the tray
        states = self.die_states()
        order = sorted(range(len(states)), key=lambda n: states[n][4])
        for n in order:
            die = self._dice[n]
            x, y, ang, face, h = states[n]
            size = round(die.size)
            deg = round(-math.degrees(ang)) % 360
            zoom = round((1.0 + LIFT_SCALE * h) * 50)      # scale in fiftieths
            # the shadow is soft, so a plain rotation does; the round die's needs none
            shadow = self._image(("shadow", die.kind, size), deg if die.kind == "d6" else 0, zoom, False)
            off = die.size * (0.06 + 0.55 * h)
            surface.blit(shadow, shadow.get_rect(center=(round(x + off * 0.6), round(y + off))))
            img = self._image((die.kind, face, size), deg, zoom, True)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        surface.set_clip(clip)

    def _base(self, key: tuple) -> pygame.Surface:
        base = self._faces.get(key)
        if base is None:
            if key[0] == "shadow":
                base = self._render_shadow(key[1], key[2])
            else:
                base = self._render_face(key[0], key[1], key[2])
            self._faces[key] = base
        return base

    def _image(self, key: tuple, deg: int, zoom: int, smooth: bool) -> pygame.Surface:
        """The cached image ``key`` turned ``deg`` degrees and scaled by ``zoom``/50."""
        q = (key, deg, zoom, smooth)
        img = self._rot.get(q)
        if img is not None:
            self._rot.move_to_end(q)
            return img
        if smooth:
            img = pygame.transform.rotozoom(self._base(key), deg, zoom / 50)
        else:
            sk = (key, zoom)
            scaled = self._faces.get(sk)
            if scaled is None:
                base = self._base(key)
                w = max(1, round(base.get_width() * zoom / 50))
                scaled = base if zoom == 50 else pygame.transform.smoothscale(base, (w, w))
                self._faces[sk] = scaled
            img = pygame.transform.rotate(scaled, deg) if deg else scaled
        self._rot[q] = img
        if len(self._rot) > _ROT_CACHE_MAX:
            self._rot.popitem(last=False)
        return img

    # tray -----------------------------------------------------------------
    def _render_tray(self) -> pygame.Surface:
        w, h = self.rect.size
        e = self.edge
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(6, e * 2)
        # frost edge: pale rim fading to a dim blue towards the felt
        pygame.draw.rect(surf, FROST_DIM, (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(surf, FROST, (0, 0, w, h), width=max(2, e // 2), border_radius=radius)
        pygame.draw.rect(surf, (236, 244, 250), (1, 1, w - 2, h - 2), width=1, border_radius=radius)
        # felt: a dark field with a soft vignette and a faint speckle
        felt = pygame.Rect(e, e, w - 2 * e, h - 2 * e)
        inner_r = max(3, radius - e)
        pygame.draw.rect(surf, FELT_DARK, felt, border_radius=inner_r)
        steps = 10
        for k in range(steps):
            c = tuple(FELT_DARK[i] + (FELT[i] - FELT_DARK[i]) * (k + 1) // steps for i in range(3))
            inset = int((k + 1) * min(felt.w, felt.h) * 0.03)
            pygame.draw.rect(surf, c, felt.inflate(-2 * inset, -2 * inset), border_radius=inner_r + inset)
        rng = random.Random(7)         # the speckle is part of the look, not of any throw
        for _ in range(felt.w * felt.h // 90):
            px = rng.randrange(felt.left, felt.right)
            py = rng.randrange(felt.top, felt.bottom)
            c = surf.get_at((px, py))
            d = rng.choice((-7, -4, 5, 8))
            surf.set_at((px, py), (max(0, c.r + d), max(0, c.g + d), max(0, c.b + d)))
        # inner shadow under the rim
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        for k in range(5):
            pygame.draw.rect(shade, (0, 0, 0, 60 - k * 12), felt.inflate(-2 * k, -2 * k), width=1,
                             border_radius=max(2, inner_r - k))
        surf.blit(shade, (0, 0))
        # rime: translucent frost blotches hugging the rim, with a few small crystals on them
        rime = pygame.Surface((w, h), pygame.SRCALPHA)
        perimeter = 2 * (felt.w + felt.h)
        for _ in range(max(24, perimeter // 5)):
            x, y = _on_rim(felt, rng.uniform(0, perimeter), 0.0)
            rad = e * rng.uniform(0.25, 0.9) * (1.0 if rng.random() < 0.85 else 1.7)
            pygame.draw.circle(rime, (200, 222, 240, rng.randrange(14, 34)), (x, y), rad)
        for _ in range(max(6, perimeter // 90)):
            u = rng.uniform(0, perimeter)
            x, y = _on_rim(felt, u, e * rng.uniform(0.2, 0.6))
            arm = e * rng.uniform(0.25, 0.45)
            turn = rng.uniform(0, math.pi / 3)
            for k in range(3):
                a = turn + k * math.pi / 3
                dx, dy = arm * math.cos(a), arm * math.sin(a)
                pygame.draw.aaline(rime, (226, 238, 250, 170), (x - dx, y - dy), (x + dx, y + dy))
        surf.blit(rime, (0, 0))
        return surf.convert_alpha() if pygame.display.get_surface() is not None else surf

    # dice faces ---------------------------------------------------------------
    @staticmethod
    def _canvas(size: int) -> tuple[pygame.Surface, int, float]:
        """A supersampled square canvas just big enough for either outline; it, its side, its centre."""
        side = int(math.ceil(size * 1.04)) + 2
        big = side * _SS
        return pygame.Surface((big, big), pygame.SRCALPHA), side, big / 2

    def _render_face(self, kind: str, face, size: int) -> pygame.Surface:
        surf, side, c = self._canvas(size)
        s = size * _SS
        if kind == "d6":
            body = pygame.Rect(0, 0, s, s)
            body.center = (c, c)
            rad = int(s * 0.2)
            pygame.draw.rect(surf, IVORY_EDGE, body, border_radius=rad)
            pygame.draw.rect(surf, IVORY, body.inflate(-2 * _SS, -2 * _SS), border_radius=rad - _SS)
            top = body.inflate(-int(s * 0.14), -int(s * 0.14))
            pygame.draw.rect(surf, IVORY_TOP, top, border_radius=int(s * 0.16))
            pr = s * 0.095
            g = s * 0.25
            spots = {
                1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
                4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
                6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
            }[face]
            for px, py in spots:
                r1 = pr * (1.25 if face == 1 else 1.0)
                centre = (c + px * g, c + py * g)
                pygame.draw.circle(surf, (200, 190, 168), (centre[0], centre[1] + s * 0.012), r1 + s * 0.012)
                pygame.draw.circle(surf, PIP, centre, r1)
        else:
            outer = _dodecagon(c, c, s * 0.5 / math.cos(math.pi / 12))
            inner = [(c + 0.8 * (x - c), c + 0.8 * (y - c)) for x, y in outer]
            pygame.draw.polygon(surf, EXPO_EDGE, outer)
            shrunk = [(c + 0.96 * (x - c), c + 0.96 * (y - c)) for x, y in outer]
            pygame.draw.polygon(surf, EXPO, shrunk)
            # facets: lit towards the top-left, shaded towards the bottom-right
            for k in range(12):
                a = math.pi / 12 + (k + 0.5) * math.pi / 6
                light = -math.cos(a + math.pi / 4)  # 1 at top-left, -1 at bottom-right
                col = tuple(max(0, min(255, int(v + 26 * light))) for v in EXPO)
                facet = [shrunk[k], shrunk[(k + 1) % 12], inner[(k + 1) % 12], inner[k]]
                pygame.draw.polygon(surf, col, facet)
            for k in range(12):
                pygame.draw.line(surf, EXPO_EDGE, shrunk[k], inner[k], max(1, _SS // 2))
            pygame.draw.polygon(surf, EXPO_TOP, inner)
            pygame.draw.polygon(surf, EXPO_EDGE, inner, max(1, _SS // 2))
            _draw_icon(surf, face, c, c, s * 0.36)
        return pygame.transform.smoothscale(surf, (side, side))

    def _render_shadow(self, kind: str, size: int) -> pygame.Surface:
        surf, side, c = self._canvas(size)
        s = size * _SS
        if kind == "d6":
            body = pygame.Rect(0, 0, s, s)
            body.center = (c, c)
            pygame.draw.rect(surf, (0, 0, 0, 120), body, border_radius=int(s * 0.2))
        else:
            pygame.draw.polygon(surf, (0, 0, 0, 120), _dodecagon(c, c, s * 0.5 / math.cos(math.pi / 12)))
        # soften: down to a quarter and back up
        tiny = pygame.transform.smoothscale(surf, (max(2, side // 3), max(2, side // 3)))
        return pygame.transform.smoothscale(tiny, (side, side))


def _on_rim(felt: pygame.Rect, u: float, inset: float) -> tuple[float, float]:
    """The point ``u`` along the felt's edge (clockwise from its top-left), ``inset`` inwards."""
    w, h = felt.w, felt.h
    if u < w:
        return felt.left + u, felt.top + inset
    if u < w + h:
        return felt.right - inset, felt.top + u - w
    if u < 2 * w + h:
        return felt.right - (u - w - h), felt.bottom - inset
    return felt.left + inset, felt.bottom - (u - 2 * w - h)


def _draw_icon(surf: pygame.Surface, face: str, cx: float, cy: float, r: float) -> None:
    """An exposure face icon of radius ``r`` centred on (cx, cy); ``blank`` draws nothing."""
    if face == "wound":
        # a drop: round below, pointed above
        pts = []
        for k in range(48):
            t = 2 * math.pi * k / 48
            # teardrop curve: x = sin(t) * sin(t/2)^m, y = cos(t)
            x = math.sin(t) * math.sin(t / 2) ** 1.3
            y = -math.cos(t)
            pts.append((cx + x * r * 0.78, cy + y * r * 0.98 + r * 0.06))
        rim = [(cx + (x - cx) * 1.16, cy + (y - cy) * 1.12 + r * 0.01) for x, y in pts]
        pygame.draw.polygon(surf, BLOOD_RIM, rim)
        pygame.draw.polygon(surf, BLOOD, pts)
        pygame.draw.ellipse(surf, (255, 150, 140),
                            pygame.Rect(cx - r * 0.38, cy + r * 0.18, r * 0.2, r * 0.34))
    elif face == "frostbite":
        w = max(2, int(r * 0.16))
        for k in range(6):
            a = -math.pi / 2 + k * math.pi / 3
            ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
            pygame.draw.line(surf, SNOW, (cx, cy), (ex, ey), w)
            pygame.draw.circle(surf, SNOW, (ex, ey), w * 0.5)
            for frac, ln in ((0.5, 0.34), (0.76, 0.24)):
                bx, by = cx + r * frac * math.cos(a), cy + r * frac * math.sin(a)
                for side in (-1, 1):
                    b = a + side * math.pi / 3.2
                    tx, ty = bx + r * ln * math.cos(b), by + r * ln * math.sin(b)
                    pygame.draw.line(surf, SNOW, (bx, by), (tx, ty), max(2, int(w * 0.8)))
                    pygame.draw.circle(surf, SNOW, (tx, ty), w * 0.4)
        pygame.draw.circle(surf, SNOW, (cx, cy), w * 0.9)
    elif face == "bite":
        # a jaw mark: an open mouth with a row of teeth above and below
        mouth = pygame.Rect(0, 0, round(r * 2.0), round(r * 1.5))
        mouth.center = (round(cx), round(cy))
        pygame.draw.ellipse(surf, TOOTH, mouth.inflate(r * 0.16, r * 0.16))
        teeth = pygame.Surface(mouth.size, pygame.SRCALPHA)
        w, h = mouth.size
        pygame.draw.ellipse(teeth, MOUTH, (0, 0, w, h))
        n = 4

        def jaw_line(x: float) -> float:              # how far the mouth's edge is from its middle
            v = (x - w / 2) / (w / 2)
            return h / 2 * math.sqrt(max(0.0, 1.0 - v * v))

        for jaw, shift in ((-1, 0.0), (1, 0.5)):       # the lower row sits half a tooth over
            for k in range(-1, n + 1):
                u = (k + 0.5 + shift) / n              # 0..1 across the mouth
                x0, x1, xm = w * (u - 0.5 / n), w * (u + 0.5 / n), w * u
                edge = h / 2 + jaw * jaw_line(xm)
                back = h / 2 + jaw * (jaw_line(xm) + h * 0.3)   # past the edge: clipped below
                depth = h * (0.3 - 0.12 * abs(2 * u - 1))
                pygame.draw.polygon(teeth, TOOTH, [(x0, back), (x1, back), (xm, edge - jaw * depth)])
        # keep only what lies inside the mouth
        inside = pygame.Surface(mouth.size, pygame.SRCALPHA)
        pygame.draw.ellipse(inside, (255, 255, 255, 255), (0, 0, w, h))
        teeth.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(teeth, mouth.topleft)
