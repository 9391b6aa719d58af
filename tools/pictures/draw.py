"""Draw every picture of Whiteout as plain SVG text: portraits, places, card backs, tokens, surface.

    python tools/pictures/draw.py [OUT]      (OUT defaults to assets/pictures)

Pure Python, no dependencies, deterministic: the same script writes the same bytes, and
tests/test_pictures.py checks that assets/pictures is what it writes. Who looks how is one line
per person in people.toml beside this file.

The SVGs are kept simple for SDL_image's nanosvg: paths, circles, ellipses, rects, polygons,
lines, at most a linear gradient; no text, filters, CSS classes, clip paths or masks.

Style: flat shapes in the winter-night palette of game/theme.py (ink, coat slate, frost), strong
silhouettes, props light with a dark outline so they read on any seat colour and on the dark
table. Portraits have a transparent background: the game fills the base disc
(assets/pictures/bases/disc.svg, white, tinted) with the seat colour.
"""

from __future__ import annotations

import math
import os
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "assets", "pictures")

# ---------------------------------------------------------------- palette (from game/theme.py)
INK = "#131a25"  # ~ theme.INK / TABLE_DARK: outlines, hair, hats
COAT = "#2b3b54"  # ~ theme.PANEL: clothes
COAT_HI = "#455d80"  # ~ theme.PANEL_HI: collars, scarves, folds
SKIN = "#8a9fba"  # a cold lit face, between PANEL_EDGE and CARD_EDGE
SKIN_SH = "#6f85a2"  # its shade (ears, neck)
FROST = "#e8eff6"  # ~ theme.CARD / FROST: props, snow, light
SHADE = "#a6bcd3"  # ~ theme.CARD_EDGE: the prop's second tone
STEEL = "#5c7494"  # ~ theme.PANEL_EDGE
GREY_HAIR = "#cdd8e4"
TABLE = "#161e2c"  # theme.TABLE
TABLE_DARK = "#0e131d"  # theme.TABLE_DARK
PANEL = "#222e40"  # theme.PANEL
PANEL_HI = "#2e3e56"  # theme.PANEL_HI
ICE = "#7fa6c8"
CRISIS = "#783838"  # theme.CRISIS
MAIN = "#346042"  # theme.MAIN
SECRET = "#52426e"  # theme.SECRET
ZOMBIE = "#4a6046"  # theme.ZOMBIE
ZOMBIE_EDGE = "#1e281c"  # theme.ZOMBIE_EDGE
WINDOW = "#c9a45e"  # a dim lamp in a window (theme.WARM_DIM, lighter): the only warm tone

R_FIG = 46.0  # the figure stays inside this circle (the base disc has r 50)


def n(v: float) -> str:
    """A number for SVG: one decimal, no trailing zeros."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def attrs(**kw) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        out.append(f'{k}="{n(v) if isinstance(v, float) else v}"')
    return " ".join(out)


def svg(w: int, h: int, body: list[str], defs: list[str] | None = None) -> str:
    head = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}">'
    ]
    if defs:
        head.append("<defs>")
        head.extend("  " + d for d in defs)
        head.append("</defs>")
    return "\n".join(head + ["  " + b for b in body] + ["</svg>"]) + "\n"


def path(d: str, fill: str = "none", **kw) -> str:
    return f"<path {attrs(d=d, fill=fill, **kw)}/>"


def circle(cx, cy, r, fill, **kw) -> str:
    return f"<circle {attrs(cx=float(cx), cy=float(cy), r=float(r), fill=fill, **kw)}/>"


def ellipse(cx, cy, rx, ry, fill, **kw) -> str:
    return f"<ellipse {attrs(cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), fill=fill, **kw)}/>"


def rect(x, y, w, h, fill, rx=None, **kw) -> str:
    corner = None if rx is None else float(rx)
    a = attrs(x=float(x), y=float(y), width=float(w), height=float(h), rx=corner, fill=fill, **kw)
    return f"<rect {a}/>"


def poly(points, fill, **kw) -> str:
    pts = " ".join(f"{n(x)},{n(y)}" for x, y in points)
    return f"<polygon {attrs(points=pts, fill=fill, **kw)}/>"


def line(x1, y1, x2, y2, stroke, w, **kw) -> str:
    a = attrs(x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), stroke=stroke, stroke_width=float(w),
              stroke_linecap="round", **kw)
    return f"<line {a}/>"


def group(items: list[str], transform: str | None = None) -> list[str]:
    if not transform:
        return items
    return [f'<g transform="{transform}">'] + ["  " + i for i in items] + ["</g>"]


# ====================================================================== props
# A prop is drawn in a local box of about -20..20 around (0, 0): a list of shapes, each
# ("fill", svg-maker) or ("stroke", width, d). The outline pass draws every shape in ink, a
# little larger; the fill pass draws them over it, so touching shapes merge into one outlined
# silhouette. Details (ink lines, second tones) are drawn last.
OUTLINE = 2.2


class Prop:
    def __init__(self):
        self.shapes: list[tuple] = []
        self.details: list[str] = []
        self.under: list[str] = []

    def beneath(self, *items: str):
        """Drawn first, with no outline (a light beam, a glow)."""
        self.under.extend(items)
        return self

    def fill(self, kind: str, *args, color: str = FROST, **kw):
        self.shapes.append(("fill", kind, args, color, kw))
        return self

    def stroke(self, d: str, width: float, color: str = FROST):
        self.shapes.append(("stroke", d, width, color))
        return self

    def detail(self, *items: str):
        self.details.extend(items)
        return self

    def render(self, outline: float = OUTLINE) -> list[str]:
        back, front = [], []
        makers = {
            "path": lambda a, c, kw: path(a[0], c, **kw),
            "circle": lambda a, c, kw: circle(*a, c, **kw),
            "ellipse": lambda a, c, kw: ellipse(*a, c, **kw),
            "rect": lambda a, c, kw: rect(*a, c, **kw),
            "poly": lambda a, c, kw: poly(a[0], c, **kw),
        }
        for s in self.shapes:
            if s[0] == "fill":
                _, kind, args, color, kw = s
                back.append(
                    makers[kind](
                        args,
                        INK,
                        dict(kw, stroke=INK, stroke_width=float(2 * outline), stroke_linejoin="round"),
                    )
                )
                front.append(makers[kind](args, color, kw))
            else:
                _, d, width, color = s
                back.append(
                    path(
                        d,
                        "none",
                        stroke=INK,
                        stroke_width=float(width + 2 * outline),
                        stroke_linecap="round",
                        stroke_linejoin="round",
                    )
                )
                front.append(
                    path(
                        d,
                        "none",
                        stroke=color,
                        stroke_width=float(width),
                        stroke_linecap="round",
                        stroke_linejoin="round",
                    )
                )
        return self.under + back + front + self.details


def prop_plow():
    p = Prop()
    # a plough truck seen from the side: the curved blade in front, cab, wheels
    p.fill("rect", -8, -4, 26, 11, color=SHADE, rx=2.0)
    p.fill("path", "M2 -4 L4 -15 L16 -15 L18 -4 Z", color=SHADE)
    p.fill("path", "M-21 -12 Q-11 -3 -19 11 L-9 11 L-9 -9 Z")
    p.fill("circle", -2, 9, 5.5, color=INK)
    p.fill("circle", 12, 9, 5.5, color=INK)
    p.detail(
        path("M6 -12.5 L14.5 -12.5 L15.5 -6 L6 -6 Z", INK),
        circle(-2, 9, 2, FROST),
        circle(12, 9, 2, FROST),
        line(-9, 0, -4, 0, INK, 2),
    )
    return p


def prop_syringe():
    p = Prop()
    p.stroke("M-22 0 L-13 0", 1.6)
    p.fill("rect", -14, -5.5, 22, 11, rx=1.5)
    p.fill("rect", 8, -2, 8, 4, color=SHADE)
    p.fill("rect", 16, -7, 3.5, 14, color=SHADE, rx=1.0)
    p.detail(
        rect(-11, -5.5, 10, 11, SHADE),
        line(-6, -5.5, -6, -1, INK, 1.3),
        line(-1, -5.5, -1, -1, INK, 1.3),
        line(4, -5.5, 4, -1, INK, 1.3),
    )
    return p


def prop_cleaver():
    p = Prop()
    # a butcher's cleaver: a wide square blade, the handle out of its back top corner
    t = "rotate(-28)"
    p.fill("rect", 6, -13, 17, 7, color=INK, rx=3.0, transform=t)
    p.fill("path", "M-22 -15 L8 -15 L8 8 L-18 8 Q-22 8 -22 4 Z", transform=t)
    p.detail(
        circle(-16, -9, 2.6, INK, transform=t),
        path("M-22 3 Q-22 8 -17 8 L8 8", "none", stroke=SHADE, stroke_width=3.5, transform=t),
        circle(13, -9.5, 1.2, FROST, transform=t),
        circle(18, -9.5, 1.2, FROST, transform=t),
    )
    return p


def prop_rifle():
    p = Prop()
    p.fill("path", "M-24 -2 L6 -2 L6 2 L-24 2 Z")
    p.fill("path", "M4 -3 L24 -4 L26 6 L20 6 L16 3 L8 4 L4 4 Z", color=SHADE)
    p.fill("rect", -6, -7, 12, 3.5, color=FROST, rx=1.5)
    p.detail(path("M9 4 L10 9 L13 9 L12 4", INK), line(0, -4, 0, -2, INK, 1.4))
    return p


def prop_radio():
    p = Prop()
    p.stroke("M-5 -10 L-5 -22", 3)
    p.fill("rect", -9, -11, 17, 28, rx=3.0)
    p.detail(
        rect(-6, -7, 11, 7, INK, rx=1.0),
        line(-5, 4, 4, 4, INK, 1.6),
        line(-5, 8, 4, 8, INK, 1.6),
        line(-5, 12, 4, 12, INK, 1.6),
        path("M12 -8 Q16 -3 12 2", "none", stroke=FROST, stroke_width=2.2, stroke_linecap="round"),
        path("M16 -12 Q22 -3 16 6", "none", stroke=FROST, stroke_width=2.2, stroke_linecap="round"),
    )
    return p


def prop_paw():
    p = Prop()
    p.fill("path", "M-11 8 Q-12 -3 0 -3 Q12 -3 11 8 Q10 15 0 13 Q-10 15 -11 8 Z")
    p.fill("ellipse", -14, -7, 4, 5.5)
    p.fill("ellipse", -5.5, -14, 4, 5.5)
    p.fill("ellipse", 5.5, -14, 4, 5.5)
    p.fill("ellipse", 14, -7, 4, 5.5)
    return p


def prop_handcuffs():
    p = Prop()
    p.stroke("M-10 -1 m-8 0 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0", 4)
    p.stroke("M10 3 m-8 0 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0", 4)
    p.stroke("M-3 -8 Q0 -12 3 -4", 2.4, color=SHADE)
    return p


def prop_key():
    p = Prop()
    p.stroke("M-15 -8 m-7 0 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0", 4.5)
    p.stroke("M-9 -3 L18 14", 4.5)
    p.stroke("M11 10 L8 15 M15 12 L12 17", 3.5)
    return p


def prop_wand():
    p = Prop()
    p.stroke("M-16 16 L9 -9", 4.5, color=INK)
    p.stroke("M-16 16 L-12 12", 4.5)
    p.stroke("M5 -5 L9 -9", 4.5)
    star = []
    for i in range(8):
        a = math.pi / 4 * i - math.pi / 2
        r = 11 if i % 2 == 0 else 4
        star.append((15 + r * math.cos(a), -15 + r * math.sin(a)))
    p.fill("poly", star)
    return p


def prop_mop():
    p = Prop()
    # a janitor's mop, head down, its thick strands splayed on the floor; a pail behind it
    p.fill("path", "M4 0 L20 0 L18 16 L6 16 Z", color=SHADE)
    p.stroke("M-6 -24 L-2 2", 3.5, color=SHADE)
    p.fill("path", "M-8 0 L4 0 Q8 6 14 18 L10 17 L8 21 L4 17 L1 21 L-2 17 L-5 21 L-8 17 L-12 21 L-14 18 "
                   "Q-12 6 -8 0 Z")
    p.detail(
        path("M-2 4 L-2 17 M-6 5 L-9 17 M2 5 L5 17", "none", stroke=SHADE, stroke_width=1.6),
        line(6, 5, 19, 5, STEEL, 1.4),
    )
    return p


def prop_gavel():
    p = Prop()
    p.stroke("M-2 -2 L16 14", 4.5, color=SHADE)
    p.fill("path", "M-20 -6 L-8 -18 L2 -8 L-10 4 Z")
    p.fill("rect", -20, 13, 24, 6, color=SHADE, rx=2.0)
    p.detail(line(-16, -10, -6, 0, INK, 1.6), line(-12, -14, -2, -4, INK, 1.6))
    return p


def prop_fish():
    p = Prop()
    p.fill("path", "M-18 0 Q-6 -12 8 -3 L18 -11 L16 0 L18 11 L8 3 Q-6 12 -18 0 Z")
    p.detail(
        circle(-10, -2, 2, INK),
        path("M-4 -6 Q-1 0 -4 6", "none", stroke=INK, stroke_width=1.5),
        path("M-4 -9 Q4 -5 8 -3 L8 3 Q4 5 -4 9", "none", stroke=SHADE, stroke_width=2.0),
    )
    return p


def prop_whisk():
    p = Prop()
    p.stroke("M12 18 L4 6", 5, color=SHADE)
    p.stroke("M3 5 Q-18 -4 -10 -16 Q-2 -24 3 5", 2.2)
    p.stroke("M3 5 Q-10 -8 -3 -18 Q4 -22 3 5", 2.2)
    p.stroke("M3 5 Q-4 -12 4 -19 Q10 -18 3 5", 2.2)
    return p


def prop_bat():
    p = Prop()
    p.fill("path", "M-20 -18 Q-24 -14 -20 -10 L10 14 L14 11 L-14 -20 Q-17 -21 -20 -18 Z")
    p.fill("circle", 13.5, 14.5, 3.2, color=SHADE)
    p.detail(line(6, 8, 10, 12, INK, 1.5))
    return p


def prop_book():
    p = Prop()
    p.fill("path", "M0 -8 Q-10 -14 -21 -10 L-21 12 Q-10 8 0 14 Q10 8 21 12 L21 -10 Q10 -14 0 -8 Z")
    p.detail(
        line(0, -8, 0, 14, INK, 1.6),
        path(
            "M-17 -5 Q-10 -8 -4 -5 M-17 0 Q-10 -3 -4 0 M-17 5 Q-10 2 -4 5",
            "none",
            stroke=STEEL,
            stroke_width=1.4,
        ),
        path("M4 -5 Q10 -8 17 -5 M4 0 Q10 -3 17 0 M4 5 Q10 2 17 5", "none", stroke=STEEL, stroke_width=1.4),
    )
    return p


def prop_capsule():
    p = Prop()
    p.fill("rect", -22, -9, 40, 18, rx=9.0, transform="rotate(-35)")
    p.detail(
        path("M-2 -9 L9 -9 A9 9 0 0 1 9 9 L-2 9 Z", SHADE, transform="rotate(-35)"),
        line(-2, -9, -2, 9, INK, 1.8, transform="rotate(-35)"),
        path(
            "M-17 -3 Q-16 -6 -12 -6",
            "none",
            stroke=SHADE,
            stroke_width=2,
            stroke_linecap="round",
            transform="rotate(-35)",
        ),
    )
    return p


def prop_medkit():
    p = Prop()
    p.stroke("M-6 -10 L-6 -14 L6 -14 L6 -10", 3, color=SHADE)
    p.fill("rect", -17, -10, 34, 24, rx=3.0)
    p.detail(rect(-3.5, -6, 7, 16, INK), rect(-10, -1.5, 20, 7, INK))
    return p


def prop_flask():
    p = Prop()
    p.fill("path", "M-4 -20 L4 -20 L4 -7 L15 14 Q16 17 12 17 L-12 17 Q-16 17 -15 14 L-4 -7 Z")
    p.detail(
        path("M-9 4 L9 4 L14 14 Q15 15 12 15 L-12 15 Q-15 15 -14 14 Z", SHADE),
        circle(-2, 9, 1.8, FROST),
        circle(4, 11, 1.3, FROST),
        line(-6, -20, 6, -20, INK, 2),
    )
    p.fill("circle", 9, -16, 3, color=SHADE)
    p.fill("circle", 15, -11, 2, color=SHADE)
    return p


def prop_bus():
    p = Prop()
    p.fill("path", "M-22 -11 Q-22 -13 -20 -13 L18 -13 Q22 -13 22 -9 L22 9 L-22 9 Z")
    p.fill("circle", -12, 10, 5, color=INK)
    p.fill("circle", 12, 10, 5, color=INK)
    p.detail(
        rect(-19, -10, 34, 8, INK, rx=1.0),
        line(-11, -10, -11, -2, FROST, 1.4),
        line(-2, -10, -2, -2, FROST, 1.4),
        line(7, -10, 7, -2, FROST, 1.4),
        rect(16, -10, 4, 15, INK, rx=1.0),
        line(-22, 3, 16, 3, SHADE, 2.4),
        circle(-12, 10, 2, FROST),
        circle(12, 10, 2, FROST),
    )
    return p


def prop_flashlight():
    p = Prop()
    # a torch held low, its beam thrown up and out to the right
    t = "rotate(32)"
    p.beneath(path("M-6 -10 L-15 -40 L15 -40 L6 -10 Z", FROST, fill_opacity="0.45", transform=t))
    p.fill("rect", -4.5, -2, 9, 22, color=SHADE, rx=2.5, transform=t)
    p.fill("path", "M-8 -11 L8 -11 L5 0 L-5 0 Z", transform=t)
    p.detail(line(-3, 8, 3, 8, INK, 1.5, transform=t), line(-6, -11, 6, -11, FROST, 2, transform=t))
    return p


def prop_knight():
    p = Prop()
    p.fill(
        "path",
        "M-12 17 L-10 9 Q-4 2 -8 -2 Q-13 -2 -15 -5 Q-17 -9 -12 -11 L-6 -15 L-7 -20 Q-1 -18 2 -16 "
        "Q14 -12 12 4 L12 9 L14 17 Z",
    )
    p.fill("rect", -16, 14, 32, 5, color=SHADE, rx=1.5)
    p.detail(circle(-4, -10, 1.6, INK), path("M2 -13 Q10 -8 8 6", "none", stroke=SHADE, stroke_width=2.2))
    return p


def prop_watch():
    p = Prop()
    p.stroke("M-2 -19 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0", 2.2, color=SHADE)
    p.stroke("M10 4 Q20 14 8 20", 2, color=SHADE)
    p.fill("rect", -4, -16, 4, 5, color=SHADE)
    p.fill("circle", -2, 1, 13)
    p.detail(
        circle(-2, 1, 10, "none", stroke=SHADE, stroke_width=1.5),
        line(-2, 1, -2, -6, INK, 2),
        line(-2, 1, 4, 4, INK, 2),
        circle(-2, 1, 1.5, INK),
    )
    return p


def prop_hammer():
    p = Prop()
    p.stroke("M10 18 L-3 -4", 5, color=SHADE)
    p.fill("path", "M-20 -8 L-2 -17 L2 -10 L6 -15 Q10 -10 6 -6 L-15 3 Z")
    p.detail(line(-14, -10, -10, -2, INK, 1.5))
    return p


def prop_candle():
    p = Prop()
    p.fill("ellipse", 0, 17, 14, 4, color=SHADE)
    p.fill("rect", -6, -6, 12, 23)
    p.fill("path", "M0 -22 Q7 -14 4 -10 Q2 -7 0 -7 Q-2 -7 -4 -10 Q-7 -14 0 -22 Z")
    p.detail(
        path("M0 -16 Q3 -12 1 -10 Q0 -9 -1 -10 Q-3 -12 0 -16 Z", SHADE),
        line(0, -8, 0, -6, INK, 1.4),
        path("M-6 -4 Q-3 -1 -3 4", "none", stroke=SHADE, stroke_width=2),
    )
    return p


def prop_teddy():
    p = Prop()
    p.fill("circle", -10, -11, 5.5)
    p.fill("circle", 10, -11, 5.5)
    p.fill("circle", 0, 1, 15)
    p.detail(
        circle(-10, -11, 2.6, SHADE),
        circle(10, -11, 2.6, SHADE),
        ellipse(0, 6, 7, 5.5, SHADE),
        circle(-5, -3, 1.8, INK),
        circle(5, -3, 1.8, INK),
        ellipse(0, 3.5, 2.6, 1.8, INK),
        path("M0 5 L0 8 M-3 9 Q0 11 3 9", "none", stroke=INK, stroke_width=1.3, stroke_linecap="round"),
    )
    return p


def prop_axe():
    p = Prop()
    # a woodsman's hatchet: a long haft, a broad bearded head
    p.stroke("M-12 20 L8 -16", 5, color=SHADE)
    p.fill("path", "M2 -20 L10 -15 Q20 -20 22 -10 Q22 2 16 6 Q14 -2 6 -5 L-1 -10 Z")
    p.detail(
        path("M16 6 Q22 0 22 -10", "none", stroke=SHADE, stroke_width=2.5, stroke_linecap="round"),
        line(-9, 14, -6, 9, INK, 1.4),
    )
    return p


def prop_wrench():
    p = Prop()
    p.fill("rect", -3.5, -6, 7, 26, rx=3.5)
    p.fill("path", "M-3.5 -20.3 L-3.5 -13 L3.5 -13 L3.5 -20.3 A9 9 0 1 1 -3.5 -20.3 Z")
    p.detail(line(0, 0, 0, 14, SHADE, 2))
    return p


def prop_bug():
    p = Prop()
    legs = ("M-7 -4 L-15 -9 M-8 2 L-17 2 M-7 8 L-14 14 M7 -4 L15 -9 M8 2 L17 2 M7 8 L14 14 "
            "M-3 -13 L-7 -19 M3 -13 L7 -19")
    p.stroke(legs, 2.2)
    p.fill("circle", 0, -10, 5, color=SHADE)
    p.fill("ellipse", 0, 4, 10, 13)
    p.detail(
        line(0, -7, 0, 16, INK, 1.6),
        circle(-4, 1, 1.8, INK),
        circle(4, 7, 1.8, INK),
        circle(-4, 10, 1.4, INK),
    )
    return p


def prop_helmet():
    p = Prop()
    p.fill("path", "M-16 8 Q-20 -16 2 -18 Q19 -18 18 2 L18 12 Q10 16 -2 15 L-14 14 Z")
    p.detail(
        path("M-2 -6 L17 -6 L17 5 L0 5 Q-5 0 -2 -6 Z", INK),
        line(3, -3, 12, -3, STEEL, 1.6),
        path("M-14 -8 Q-10 -15 -2 -15", "none", stroke=SHADE, stroke_width=3, stroke_linecap="round"),
    )
    return p


def prop_glove():
    p = Prop()
    # a boxing glove, fist up: the big rounded mitt, the thumb across it, a laced cuff below
    p.fill("rect", -10, 8, 20, 13, color=SHADE, rx=2.5)
    p.fill("path", "M-13 10 Q-19 -2 -15 -12 Q-10 -22 2 -21 Q15 -20 16 -8 Q17 4 11 10 Z")
    p.detail(
        path("M-15 -2 Q-16 6 -6 6 Q4 6 6 -2", "none", stroke=INK, stroke_width=1.8, stroke_linecap="round"),
        path("M-8 -15 Q2 -19 10 -12", "none", stroke=SHADE, stroke_width=2.5, stroke_linecap="round"),
        line(-10, 14, 10, 14, INK, 1.4),
        line(-3, 10, 3, 18, INK, 1.2),
        line(3, 10, -3, 18, INK, 1.2),
    )
    return p


def prop_binoculars():
    p = Prop()
    p.fill("rect", -17, -10, 13, 24, rx=4.0)
    p.fill("rect", 4, -10, 13, 24, rx=4.0)
    p.fill("rect", -5, -6, 10, 8, color=SHADE)
    p.detail(
        circle(-10.5, 9, 4.5, INK),
        circle(10.5, 9, 4.5, INK),
        circle(-12, 7.5, 1.4, FROST),
        circle(9, 7.5, 1.4, FROST),
        line(-16, -3, -5, -3, SHADE, 2),
        line(5, -3, 16, -3, SHADE, 2),
    )
    return p


def prop_briefcase():
    p = Prop()
    p.stroke("M-6 -9 L-6 -14 L6 -14 L6 -9", 3, color=SHADE)
    p.fill("rect", -19, -9, 38, 25, rx=3.0)
    p.detail(
        line(-19, 1, 19, 1, SHADE, 2),
        rect(-3, -2, 6, 6, INK, rx=1.0),
        # the company's mark: a six-armed snowflake star
        *[
            line(
                11 + 4 * math.cos(a),
                9 + 4 * math.sin(a),
                11 - 4 * math.cos(a),
                9 - 4 * math.sin(a),
                STEEL,
                1.4,
            )
            for a in (math.pi / 2, math.pi / 2 + math.pi / 3, math.pi / 2 + 2 * math.pi / 3)
        ],
    )
    return p


def prop_stethoscope():
    p = Prop()
    p.stroke("M-12 -20 L-12 -8 Q-12 2 -3 2 Q6 2 6 -8 L6 -20", 2.6)
    p.stroke("M-3 2 L-3 8 Q-3 16 6 14", 2.6)
    p.fill("circle", 10, 12, 6)
    p.detail(circle(10, 12, 2.8, SHADE), circle(-12, -20, 1.8, INK), circle(6, -20, 1.8, INK))
    return p


def prop_megaphone():
    p = Prop()
    p.fill("path", "M-10 -4 L10 -14 L10 14 L-10 4 Z")
    p.fill("rect", -16, -5, 7, 10, color=SHADE, rx=1.5)
    p.fill("rect", -7, 3, 5, 11, color=SHADE, rx=1.5)
    p.detail(
        ellipse(10, 0, 2.5, 14, SHADE),
        path("M15 -8 Q19 0 15 8", "none", stroke=FROST, stroke_width=2.2, stroke_linecap="round"),
        path("M19 -13 Q25 0 19 13", "none", stroke=FROST, stroke_width=2.2, stroke_linecap="round"),
    )
    return p


def prop_microphone():
    p = Prop()
    p.fill("path", "M-3 -3 L3 -3 L1.5 22 L-1.5 22 Z", color=SHADE)
    p.fill("rect", -7, -6, 14, 10, color=FROST, rx=1.5)
    p.fill("circle", 0, -13, 8)
    p.detail(
        line(-7, -13, 7, -13, SHADE, 1.3),
        line(0, -20, 0, -6, SHADE, 1.3),
        path("M-5 -18 L5 -8 M5 -18 L-5 -8", "none", stroke=SHADE, stroke_width=1.0),
        rect(-7, -3, 14, 3, INK),
    )
    return p


def prop_traffic_light():
    p = Prop()
    p.fill("rect", -8, -20, 16, 38, color=SHADE, rx=4.0)
    p.detail(circle(0, -11, 4.5, INK), circle(0, -1, 4.5, FROST), circle(0, 9, 4.5, INK))
    return p


# the mall siege's characters (rules/content/mall/characters.toml)
def prop_guitar():
    p = Prop()
    # an electric guitar held across the chest: a double-cut body, the neck up to the left
    t = "rotate(-40)"
    p.fill("rect", -2, -27, 4, 24, color=SHADE, transform=t)
    p.fill("rect", -3.5, -32, 7, 8, color=SHADE, rx=1.5, transform=t)
    p.fill("path", "M-9 -4 Q-12 -9 -7 -10 Q-3 -10 -2 -6 Q2 -10 6 -10 Q11 -9 9 -3 Q14 6 8 14 "
           "Q0 19 -8 14 Q-14 6 -9 -4 Z", transform=t)
    p.detail(
        line(0, -26, 0, -4, INK, 1.0, transform=t),
        rect(-5, 1, 10, 2.6, INK, transform=t),
        rect(-5, 6, 10, 2.6, INK, transform=t),
        circle(5, 11, 1.6, INK, transform=t),
    )
    return p


def prop_stanchion():
    p = Prop()
    # a rope post at a door: the velvet rope sags off to the left
    p.stroke("M2 -14 Q-8 -2 -20 -10", 3.4, color=SHADE)
    p.fill("ellipse", 4, 19, 9, 3.5)
    p.fill("rect", 2, -14, 4.5, 33)
    p.fill("circle", 4.2, -16, 4.2)
    p.detail(circle(2.8, -17.2, 1.2, SHADE), line(2, 12, 6.5, 12, SHADE, 1.2))
    return p


def prop_handset():
    p = Prop()
    # a telephone receiver on its coiled cord: the negotiator's line to the other side
    p.stroke("M-6 -13 Q4 0 -6 13", 6.0)
    p.fill("ellipse", -7, -15, 7.5, 4.6, transform="rotate(-25 -7 -15)")
    p.fill("ellipse", -7, 15, 7.5, 4.6, transform="rotate(25 -7 15)")
    p.detail(
        path("M-4 19 q2 5 5 1 t5 1 t5 1 t5 1", "none", stroke=FROST, stroke_width=1.6,
             stroke_linecap="round"),
        path("M6 -10 Q10 -6 9 -1", "none", stroke=FROST, stroke_width=1.8, stroke_linecap="round"),
        path("M10 -14 Q16 -7 14 1", "none", stroke=FROST, stroke_width=1.8, stroke_linecap="round"),
    )
    return p


def prop_coffee():
    p = Prop()
    # a carrier of paper cups: the coffee run that is always the intern's
    p.fill("path", "M-16 -6 L-4 -6 L-5.5 14 L-14.5 14 Z")
    p.fill("path", "M2 -10 L14 -10 L12.5 14 L3.5 14 Z")
    p.fill("rect", -17.5, -9, 15, 4, color=SHADE, rx=1.5)
    p.fill("rect", 0.5, -13, 15, 4, color=SHADE, rx=1.5)
    p.fill("rect", -20, 10, 38, 7, color=SHADE, rx=2.0)
    p.detail(
        rect(-15.5, 0, 11, 5, SHADE),
        rect(2.8, -3, 10.5, 5, SHADE),
        path("M7 -17 q-2 -3 0 -6 M11 -16 q-2 -3 0 -6", "none", stroke=FROST, stroke_width=1.4,
             stroke_linecap="round"),
    )
    return p


PROPS = {name[5:]: fn for name, fn in sorted(globals().items()) if name.startswith("prop_")}
# where each prop sits: centre and scale (the lower right of the bust unless said otherwise)
PROP_SPOT = (70.0, 70.0, 1.12, 0.0)
PROP_PLACE = {
    "rifle": (66, 72, 1.0, -35),
    "bat": (70, 69, 1.05, 0),
    "mop": (70, 69, 1.05, 0),
    "wand": (70, 70, 1.05, 0),
    "stethoscope": (70, 70, 1.1, 0),
    "traffic_light": (73, 70, 1.0, 0),
    "candle": (72, 69, 1.05, 0),
    "axe": (71, 70, 1.05, 0),
    "flashlight": (70, 76, 1.05, 0),
    "guitar": (68, 72, 1.05, 0),
    "stanchion": (74, 70, 1.05, 0),
}


# ====================================================================== portraits
BUILD = {"slim": (25.0, 5.5), "medium": (30.0, 6.5), "broad": (34.5, 7.5)}  # shoulder half-width, neck
HEAD = {"oval": (12.0, 14.5), "round": (13.0, 13.5), "long": (11.5, 15.5)}
HX, HY = 44.0, 37.0  # head centre


def _circle_y(x: float) -> float:
    return 50 + math.sqrt(max(0.0, R_FIG**2 - (x - 50) ** 2))


def body_shapes(look) -> list[str]:
    w, nw = BUILD[look["build"]]
    rx, ry = HEAD[look["head"]]
    top = HY + ry + 6
    cx = HX
    sl, sr = cx - w, cx + w
    yl, yr = _circle_y(sl), _circle_y(sr)
    sy = top + 11
    d = (
        f"M{n(cx - nw - 3)} {n(top - 1)} C{n(sl + 5)} {n(top)} {n(sl)} {n(top + 3)} {n(sl)} {n(sy)} "
        f"L{n(sl)} {n(yl)} A{n(R_FIG)} {n(R_FIG)} 0 0 0 {n(sr)} {n(yr)} L{n(sr)} {n(sy)} "
        f"C{n(sr)} {n(top + 3)} {n(sr - 5)} {n(top)} {n(cx + nw + 3)} {n(top - 1)} Z"
    )
    kind = look["body"]
    coat = {"chef": FROST, "scrubs": STEEL, "robe": INK}.get(kind, COAT)
    out = [path(d, coat)]
    bottom = 50 + R_FIG
    neck_top = HY + ry - 6
    # the neck, and what each kind of clothes shows on the chest
    out.append(rect(cx - nw, neck_top, 2 * nw, top - neck_top + 2, SKIN_SH))
    if kind == "coat":
        out.append(
            path(
                f"M{n(cx - nw - 3)} {n(top - 1)} L{n(cx)} {n(top + 14)} L{n(cx + nw + 3)} {n(top - 1)} "
                f"L{n(cx + nw + 7)} {n(top + 3)} L{n(cx)} {n(top + 22)} L{n(cx - nw - 7)} {n(top + 3)} Z",
                COAT_HI,
            )
        )
        out.append(line(cx, top + 22, cx, bottom, INK, 1.5))
    elif kind == "parka":
        out.append(
            path(
                f"M{n(cx - nw - 8)} {n(top + 2)} Q{n(cx)} {n(top - 8)} {n(cx + nw + 8)} {n(top + 2)} "
                f"Q{n(cx)} {n(top + 10)} {n(cx - nw - 8)} {n(top + 2)} Z",
                COAT_HI,
            )
        )
        out.append(line(cx, top + 6, cx, bottom, COAT_HI, 2))
        out.append(
            path(
                f"M{n(sl + 2)} {n(sy + 10)} Q{n(cx - 10)} {n(sy + 6)} {n(cx - 2)} {n(sy + 10)}",
                "none",
                stroke=INK,
                stroke_width=1.4,
            )
        )
    elif kind == "suit":
        out.append(poly([(cx - nw - 1, top - 1), (cx + nw + 1, top - 1), (cx, top + 18)], FROST))
        out.append(
            path(
                f"M{n(cx - nw - 3)} {n(top - 1)} L{n(cx - 2)} {n(top + 20)} L{n(cx - nw - 9)} {n(top + 8)} Z",
                COAT_HI,
            )
        )
        out.append(
            path(
                f"M{n(cx + nw + 3)} {n(top - 1)} L{n(cx + 2)} {n(top + 20)} L{n(cx + nw + 9)} {n(top + 8)} Z",
                COAT_HI,
            )
        )
    elif kind == "apron":
        out.append(
            path(
                f"M{n(cx - 10)} {n(top + 6)} L{n(cx + 10)} {n(top + 6)} L{n(cx + 14)} {n(bottom)} "
                f"L{n(cx - 14)} {n(bottom)} Z",
                FROST,
            )
        )
        out.append(line(cx - 10, top + 6, cx - nw - 2, top, FROST, 2))
        out.append(line(cx + 10, top + 6, cx + nw + 2, top, FROST, 2))
    elif kind == "chef":
        out.append(
            poly(
                [
                    (cx - nw - 2, top - 1),
                    (cx + nw + 2, top - 1),
                    (cx + nw + 4, top + 4),
                    (cx - nw - 4, top + 4),
                ],
                SHADE,
            )
        )
        for yy in (top + 10, top + 18, top + 26):
            out.append(circle(cx - 5, yy, 1.6, STEEL))
            out.append(circle(cx + 5, yy, 1.6, STEEL))
    elif kind == "uniform":
        out.append(poly([(cx - nw - 1, top - 1), (cx + nw + 1, top - 1), (cx, top + 10)], COAT_HI))
        out.append(rect(sl + 3, sy - 9, 12, 4, SHADE, rx=1.5))
        out.append(rect(sr - 15, sy - 9, 12, 4, SHADE, rx=1.5))
        for yy in (top + 14, top + 22):
            out.append(circle(cx, yy, 1.6, SHADE))
        out.append(
            poly(
                [
                    (cx - 16, top + 12),
                    (cx - 10, top + 12),
                    (cx - 10, top + 17),
                    (cx - 13, top + 19),
                    (cx - 16, top + 17),
                ],
                SHADE,
            )
        )
    elif kind == "robe":
        out.append(
            path(
                f"M{n(cx - nw - 3)} {n(top - 1)} L{n(cx - 4)} {n(bottom)} L{n(cx - 10)} {n(bottom)} "
                f"L{n(cx - nw - 10)} {n(top + 4)} Z",
                COAT,
            )
        )
        out.append(
            path(
                f"M{n(cx + nw + 3)} {n(top - 1)} L{n(cx + 4)} {n(bottom)} L{n(cx + 10)} {n(bottom)} "
                f"L{n(cx + nw + 10)} {n(top + 4)} Z",
                COAT,
            )
        )
    elif kind == "hivis":
        for yy in (sy + 4, sy + 12):
            yy_l = yy
            out.append(
                path(
                    f"M{n(sl)} {n(yy_l)} L{n(sr)} {n(yy_l)} L{n(sr)} {n(yy_l + 4)} L{n(sl)} {n(yy_l + 4)} Z",
                    SHADE,
                )
            )
        out.append(line(cx - 9, top + 2, cx - 9, bottom, SHADE, 4))
        out.append(line(cx + 9, top + 2, cx + 9, bottom, SHADE, 4))
        out.append(poly([(cx - nw - 1, top - 1), (cx + nw + 1, top - 1), (cx, top + 8)], COAT_HI))
    elif kind == "sweater":
        out.append(rect(cx - nw - 2, top - 6, 2 * nw + 4, 8, COAT_HI, rx=3.0))
        out.append(
            path(
                f"M{n(sl + 3)} {n(sy + 16)} L{n(sr - 3)} {n(sy + 16)}", "none", stroke=COAT_HI, stroke_width=3
            )
        )
    elif kind == "scrubs":
        out.append(poly([(cx - nw - 2, top - 1), (cx + nw + 2, top - 1), (cx, top + 12)], SKIN_SH))
        out.append(
            path(
                f"M{n(cx - nw - 2)} {n(top - 1)} L{n(cx)} {n(top + 12)} L{n(cx + nw + 2)} {n(top - 1)}",
                "none",
                stroke=SHADE,
                stroke_width=2,
            )
        )
        out.append(rect(cx + 8, top + 12, 9, 7, SHADE, rx=1.0))
    elif kind == "jacket":
        out.append(
            path(
                f"M{n(cx - nw - 3)} {n(top - 3)} L{n(cx - nw - 6)} {n(top + 5)} L{n(cx)} {n(top + 4)} "
                f"L{n(cx + nw + 6)} {n(top + 5)} L{n(cx + nw + 3)} {n(top - 3)} Z",
                COAT_HI,
            )
        )
        out.append(line(cx, top + 4, cx, bottom, SHADE, 1.6))
    return out


def head_shapes(look) -> tuple[list[str], list[str], list[str]]:
    """(behind the body, the head itself, in front of the head)."""
    rx, ry = HEAD[look["head"]]
    hx, hy = HX, HY
    hair = GREY_HAIR if look.get("grey") else INK
    behind, face, front = [], [], []
    face.append(ellipse(hx - rx + 0.5, hy + 2, 2.6, 4, SKIN_SH))
    face.append(ellipse(hx + rx - 0.5, hy + 2, 2.6, 4, SKIN_SH))
    face.append(ellipse(hx, hy, rx, ry, SKIN))
    # the shaded side of the face: light comes from the upper left
    face.append(
        path(
            f"M{n(hx + 2)} {n(hy + ry)} A{n(rx)} {n(ry)} 0 0 0 {n(hx + rx * 0.55)} {n(hy - ry * 0.83)} "
            f"Q{n(hx + rx * 0.95)} {n(hy)} {n(hx + 2)} {n(hy + ry)} Z",
            SKIN_SH,
        )
    )
    top = hy - ry
    style = look["hair"]
    cap = (
        f"M{n(hx - rx - 1)} {n(hy + 1)} Q{n(hx - rx - 2)} {n(top - 3)} {n(hx)} {n(top - 3)} "
        f"Q{n(hx + rx + 2)} {n(top - 3)} {n(hx + rx + 1)} {n(hy + 1)} "
        f"Q{n(hx + rx - 2)} {n(hy - 7)} {n(hx)} {n(hy - 8)} Q{n(hx - rx + 2)} {n(hy - 7)} "
        f"{n(hx - rx - 1)} {n(hy + 1)} Z"
    )
    if style == "buzz":
        front.append(
            path(
                f"M{n(hx - rx)} {n(hy - 3)} Q{n(hx - rx)} {n(top - 1)} {n(hx)} {n(top - 1)} "
                f"Q{n(hx + rx)} {n(top - 1)} {n(hx + rx)} {n(hy - 3)} Q{n(hx)} {n(hy - 10)} "
                f"{n(hx - rx)} {n(hy - 3)} Z",
                hair,
            )
        )
    elif style in ("short", "side", "quiff", "ponytail", "bun", "braid", "pigtails"):
        front.append(path(cap, hair))
        if style == "side":
            front.append(
                path(
                    f"M{n(hx - rx - 1)} {n(hy - 2)} Q{n(hx - 4)} {n(top - 6)} {n(hx + rx + 2)} {n(hy - 5)} "
                    f"Q{n(hx + 2)} {n(hy - 8)} {n(hx - rx - 1)} {n(hy - 2)} Z",
                    hair,
                )
            )
        if style == "quiff":
            front.append(
                path(
                    f"M{n(hx - 8)} {n(top + 2)} Q{n(hx - 6)} {n(top - 12)} {n(hx + 10)} {n(top - 8)} "
                    f"Q{n(hx + 4)} {n(top - 2)} {n(hx + 6)} {n(top + 3)} Z",
                    hair,
                )
            )
        if style == "bun":
            front.append(circle(hx, top - 4, 6.5, hair))
        if style == "ponytail":
            behind.append(
                path(
                    f"M{n(hx + rx - 4)} {n(top + 2)} Q{n(hx + rx + 16)} {n(top - 4)} {n(hx + rx + 12)} "
                    f"{n(hy + 22)} "
                    f"Q{n(hx + rx + 6)} {n(hy + 6)} {n(hx + rx - 2)} {n(top + 10)} Z",
                    hair,
                )
            )
        if style == "braid":
            for i in range(5):
                behind.append(ellipse(hx + rx + 1 + i * 0.6, hy + 2 + i * 5.5, 3.8, 3.6, hair))
        if style == "pigtails":
            for s in (-1, 1):
                behind.append(
                    path(
                        f"M{n(hx + s * (rx - 2))} {n(hy - 6)} Q{n(hx + s * (rx + 14))} {n(hy - 10)} "
                        f"{n(hx + s * (rx + 10))} {n(hy + 10)} Q{n(hx + s * (rx + 4))} {n(hy + 2)} "
                        f"{n(hx + s * (rx - 1))} {n(hy + 2)} Z",
                        hair,
                    )
                )
                front.append(circle(hx + s * (rx + 1), hy - 6, 2.6, SHADE))
    elif style in ("bob", "long", "wavy"):
        low = {"bob": hy + 9, "long": hy + 30, "wavy": hy + 24}[style]
        wide = {"bob": 5, "long": 4, "wavy": 7}[style]
        if style == "wavy":
            d = (
                f"M{n(hx - rx - wide)} {n(low)} Q{n(hx - rx - wide - 5)} {n(hy)} {n(hx - rx - 2)} {n(top)} "
                f"Q{n(hx)} {n(top - 10)} {n(hx + rx + 2)} {n(top)} Q{n(hx + rx + wide + 5)} {n(hy)} "
                f"{n(hx + rx + wide)} {n(low)} "
                f"Q{n(hx + rx + 2)} {n(low + 4)} {n(hx + rx - 2)} {n(low - 4)} L{n(hx - rx + 2)} "
                f"{n(low - 4)} "
                f"Q{n(hx - rx - 2)} {n(low + 4)} {n(hx - rx - wide)} {n(low)} Z"
            )
        else:
            d = (
                f"M{n(hx - rx - wide)} {n(low)} L{n(hx - rx - wide)} {n(hy - 2)} Q{n(hx - rx - wide)} "
                f"{n(top - 4)} {n(hx)} {n(top - 4)} "
                f"Q{n(hx + rx + wide)} {n(top - 4)} {n(hx + rx + wide)} {n(hy - 2)} "
                f"L{n(hx + rx + wide)} {n(low)} Z"
            )
        behind.append(path(d, hair))
        if style == "bob":
            front.append(
                path(
                    f"M{n(hx - rx - 1)} {n(hy + 2)} Q{n(hx - rx - 2)} {n(top - 3)} {n(hx)} {n(top - 3)} "
                    f"Q{n(hx + rx + 2)} {n(top - 3)} {n(hx + rx + 1)} {n(hy + 2)} L{n(hx + rx - 1)} "
                    f"{n(hy - 4)} "
                    f"L{n(hx - rx + 1)} {n(hy - 4)} Z",
                    hair,
                )
            )
        else:
            front.append(
                path(
                    f"M{n(hx - rx - 1)} {n(hy + 6)} Q{n(hx - rx - 2)} {n(top - 3)} {n(hx)} {n(top - 3)} "
                    f"Q{n(hx + rx + 2)} {n(top - 3)} {n(hx + rx + 1)} {n(hy + 6)} Q{n(hx + rx - 2)} "
                    f"{n(hy - 6)} "
                    f"{n(hx + 1)} {n(top + 3)} Q{n(hx - rx + 1)} {n(hy - 5)} {n(hx - rx - 1)} {n(hy + 6)} Z",
                    hair,
                )
            )
    elif style in ("curly", "afro"):
        big = style == "afro"
        rr = 6.5 if big else 4.5
        cnt = 9 if big else 7
        spread = rx + (6 if big else 2)
        for i in range(cnt):
            a = math.pi * (1.05 + 0.9 * i / (cnt - 1))
            behind.append(
                circle(hx + spread * math.cos(a), hy - 2 + (ry + (4 if big else 1)) * math.sin(a), rr, hair)
            )
        if big:
            behind.append(ellipse(hx, hy - 3, rx + 8, ry + 4, hair))
        front.append(
            path(
                f"M{n(hx - rx)} {n(hy - 2)} Q{n(hx)} {n(top - 6)} {n(hx + rx)} {n(hy - 2)} Q{n(hx)} "
                f"{n(hy - 9)} {n(hx - rx)} {n(hy - 2)} Z",
                hair,
            )
        )
    elif style == "wild":
        pts = []
        for i in range(13):
            a = math.pi * (0.95 + 1.1 * i / 12)
            r = (rx + 9) if i % 2 == 0 else (rx + 2)
            pts.append((hx + r * math.cos(a), hy - 3 + (ry + 5 if i % 2 == 0 else ry) * math.sin(a)))
        behind.append(poly(pts, hair))
        front.append(
            path(
                f"M{n(hx - rx)} {n(hy - 3)} Q{n(hx)} {n(top - 5)} {n(hx + rx)} {n(hy - 3)} Q{n(hx)} "
                f"{n(hy - 8)} {n(hx - rx)} {n(hy - 3)} Z",
                hair,
            )
        )
    elif style == "balding":
        for s in (-1, 1):
            front.append(
                path(
                    f"M{n(hx + s * (rx + 1))} {n(hy + 3)} Q{n(hx + s * (rx + 2))} {n(hy - 8)} "
                    f"{n(hx + s * (rx - 4))} {n(hy - 11)} "
                    f"Q{n(hx + s * (rx - 2))} {n(hy - 4)} {n(hx + s * (rx - 2))} {n(hy + 3)} Z",
                    hair,
                )
            )
    elif style == "mohawk":
        front.append(
            path(
                f"M{n(hx - 3.5)} {n(hy - 6)} L{n(hx - 5)} {n(top - 12)} L{n(hx + 1)} {n(top - 8)} "
                f"L{n(hx + 3)} {n(top - 14)} "
                f"L{n(hx + 5)} {n(top - 6)} L{n(hx + 3.5)} {n(hy - 6)} Z",
                hair,
            )
        )
    # bald / none: nothing

    ex = look.get("extra", [])
    if "beard" in ex:
        front.append(
            path(
                f"M{n(hx - rx)} {n(hy + 1)} Q{n(hx - rx)} {n(hy + ry + 8)} {n(hx)} {n(hy + ry + 7)} "
                f"Q{n(hx + rx)} {n(hy + ry + 8)} {n(hx + rx)} {n(hy + 1)} Q{n(hx + rx - 2)} {n(hy + 9)} "
                f"{n(hx)} {n(hy + 7)} "
                f"Q{n(hx - rx + 2)} {n(hy + 9)} {n(hx - rx)} {n(hy + 1)} Z",
                hair,
            )
        )
    if "moustache" in ex:
        front.append(
            path(
                f"M{n(hx - 7)} {n(hy + 8)} Q{n(hx - 3)} {n(hy + 4)} {n(hx)} {n(hy + 5.5)} Q{n(hx + 3)} "
                f"{n(hy + 4)} {n(hx + 7)} {n(hy + 8)} "
                f"Q{n(hx)} {n(hy + 7)} {n(hx - 7)} {n(hy + 8)} Z",
                hair,
            )
        )
    if "glasses" in ex:
        front.append(circle(hx - 5, hy + 0.5, 3.8, "none", stroke=FROST, stroke_width=1.6))
        front.append(circle(hx + 5, hy + 0.5, 3.8, "none", stroke=FROST, stroke_width=1.6))
        front.append(line(hx - 1.5, hy, hx + 1.5, hy, FROST, 1.4))
    if "earrings" in ex:
        front.append(circle(hx - rx - 0.5, hy + 7, 1.6, FROST))
        front.append(circle(hx + rx + 0.5, hy + 7, 1.6, FROST))
    if "shades" in ex:  # dark glasses with a light rim: they read at 24 px
        for dx in (-5.5, 5.5):
            front.append(rect(hx + dx - 4.6, hy - 2.8, 9.2, 6, INK, rx=2.5, stroke=FROST, stroke_width=1.2))
        front.append(line(hx - 1, hy - 1.5, hx + 1, hy - 1.5, FROST, 1.4))

    hat = look.get("hat", "none")
    if hat == "ushanka":
        # a fur hat: a dark puffy crown, and one light band of fur framing the face (flaps down)
        front.append(
            path(
                f"M{n(hx - rx - 4)} {n(hy - 6)} Q{n(hx - rx - 6)} {n(top - 10)} {n(hx)} {n(top - 11)} "
                f"Q{n(hx + rx + 6)} {n(top - 10)} {n(hx + rx + 4)} {n(hy - 6)} Z",
                INK,
            )
        )
        front.append(
            path(
                f"M{n(hx - rx - 6)} {n(hy + 11)} L{n(hx - rx - 6)} {n(hy - 8)} "
                f"Q{n(hx - rx - 6)} {n(hy - 15)} {n(hx)} {n(hy - 15)} "
                f"Q{n(hx + rx + 6)} {n(hy - 15)} {n(hx + rx + 6)} {n(hy - 8)} L{n(hx + rx + 6)} {n(hy + 11)} "
                f"Q{n(hx + rx + 2)} {n(hy + 14)} {n(hx + rx - 1)} {n(hy + 10)} L{n(hx + rx - 1)} {n(hy - 6)} "
                f"Q{n(hx)} {n(hy - 11)} {n(hx - rx + 1)} {n(hy - 6)} L{n(hx - rx + 1)} {n(hy + 10)} "
                f"Q{n(hx - rx - 2)} {n(hy + 14)} {n(hx - rx - 6)} {n(hy + 11)} Z",
                SHADE,
            )
        )
    elif hat == "beanie":
        front.append(
            path(
                f"M{n(hx - rx - 1.5)} {n(hy - 3)} Q{n(hx - rx - 1)} {n(top - 7)} {n(hx)} {n(top - 7)} "
                f"Q{n(hx + rx + 1)} {n(top - 7)} {n(hx + rx + 1.5)} {n(hy - 3)} Z",
                INK,
            )
        )
        front.append(rect(hx - rx - 2, hy - 7, 2 * rx + 4, 5.5, COAT_HI, rx=2.0))
        front.append(circle(hx, top - 8, 4, COAT_HI))
    elif hat == "cap":
        front.append(
            path(
                f"M{n(hx - rx - 1)} {n(hy - 4)} Q{n(hx - rx)} {n(top - 5)} {n(hx + 1)} {n(top - 5)} "
                f"Q{n(hx + rx + 1)} {n(top - 5)} {n(hx + rx + 1)} {n(hy - 4)} Z",
                COAT_HI,
            )
        )
        front.append(
            path(
                f"M{n(hx - rx - 12)} {n(hy - 3)} Q{n(hx - rx - 6)} {n(hy - 8)} {n(hx + rx + 1)} {n(hy - 5)} "
                f"L{n(hx + rx + 1)} {n(hy - 2)} Q{n(hx)} {n(hy - 4)} {n(hx - rx - 12)} {n(hy - 3)} Z",
                INK,
            )
        )
        front.append(circle(hx + 1, top - 5, 1.8, INK))
    elif hat == "peaked":
        front.append(
            path(
                f"M{n(hx - rx - 1)} {n(hy - 6)} L{n(hx - rx - 5)} {n(top - 5)} Q{n(hx)} {n(top - 11)} "
                f"{n(hx + rx + 5)} {n(top - 5)} "
                f"L{n(hx + rx + 1)} {n(hy - 6)} Z",
                INK,
            )
        )
        front.append(rect(hx - rx - 1, hy - 9, 2 * rx + 2, 4, COAT_HI))
        front.append(
            path(f"M{n(hx - rx - 1)} {n(hy - 5)} Q{n(hx)} {n(hy + 1)} {n(hx + rx + 1)} {n(hy - 5)} Z", INK)
        )
        front.append(
            poly(
                [
                    (hx, top - 7),
                    (hx + 3, top - 5),
                    (hx + 2.5, top - 1),
                    (hx, top + 0.5),
                    (hx - 2.5, top - 1),
                    (hx - 3, top - 5),
                ],
                SHADE,
            )
        )
    elif hat == "toque":
        front.append(
            path(
                f"M{n(hx - rx + 1)} {n(hy - 6)} L{n(hx - rx - 1)} {n(top - 8)} Q{n(hx - rx - 8)} "
                f"{n(top - 16)} {n(hx - 5)} {n(top - 19)} "
                f"Q{n(hx)} {n(top - 26)} {n(hx + 5)} {n(top - 19)} Q{n(hx + rx + 8)} {n(top - 16)} "
                f"{n(hx + rx + 1)} {n(top - 8)} "
                f"L{n(hx + rx - 1)} {n(hy - 6)} Z",
                FROST,
                stroke=INK,
                stroke_width=1.5,
            )
        )
        front.append(line(hx - rx, hy - 10, hx + rx, hy - 10, SHADE, 2))
    elif hat == "top_hat":
        front.append(rect(hx - rx + 1, top - 20, 2 * rx - 2, 22, INK, rx=1.0))
        front.append(rect(hx - rx + 1, top - 4, 2 * rx - 2, 4, COAT_HI))
        front.append(ellipse(hx, top + 1.5, rx + 8, 3, INK))
    elif hat == "beret":
        front.append(
            path(
                f"M{n(hx - rx - 2)} {n(hy - 5)} Q{n(hx - rx - 5)} {n(top - 8)} {n(hx + 2)} {n(top - 8)} "
                f"Q{n(hx + rx + 11)} {n(top - 6)} {n(hx + rx + 9)} {n(hy - 9)} Q{n(hx + rx + 3)} "
                f"{n(hy - 4)} {n(hx - rx - 2)} {n(hy - 5)} Z",
                INK,
            )
        )
        front.append(circle(hx - 5, hy - 9, 2.4, SHADE))
    elif hat == "fedora":
        front.append(
            path(
                f"M{n(hx - rx + 1)} {n(hy - 8)} L{n(hx - rx + 2)} {n(top - 8)} Q{n(hx)} {n(top - 4)} "
                f"{n(hx + rx - 2)} {n(top - 8)} "
                f"L{n(hx + rx - 1)} {n(hy - 8)} Z",
                INK,
            )
        )
        front.append(rect(hx - rx + 1, hy - 12, 2 * rx - 2, 4, COAT_HI))
        front.append(
            path(
                f"M{n(hx - rx - 9)} {n(hy - 6)} Q{n(hx)} {n(hy - 13)} {n(hx + rx + 9)} {n(hy - 6)} "
                f"Q{n(hx)} {n(hy - 9)} {n(hx - rx - 9)} {n(hy - 6)} Z",
                INK,
            )
        )
    elif hat == "hard_hat":
        front.append(
            path(
                f"M{n(hx - rx - 1)} {n(hy - 6)} Q{n(hx - rx - 1)} {n(top - 9)} {n(hx)} {n(top - 9)} "
                f"Q{n(hx + rx + 1)} {n(top - 9)} {n(hx + rx + 1)} {n(hy - 6)} Z",
                SHADE,
                stroke=INK,
                stroke_width=1.5,
            )
        )
        front.append(rect(hx - rx - 6, hy - 8, 2 * rx + 12, 4, SHADE, rx=2.0, stroke=INK, stroke_width=1.5))
        front.append(rect(hx - 2, top - 9, 4, 9, FROST))
    elif hat == "hood":
        pass
    elif hat == "headband":
        front.append(
            path(
                f"M{n(hx - rx - 0.5)} {n(hy - 6)} Q{n(hx)} {n(hy - 12)} {n(hx + rx + 0.5)} {n(hy - 6)} "
                f"L{n(hx + rx + 0.5)} {n(hy - 1)} "
                f"Q{n(hx)} {n(hy - 7)} {n(hx - rx - 0.5)} {n(hy - 1)} Z",
                SHADE,
            )
        )
    elif hat in ("headphones", "headset"):
        front.append(
            path(
                f"M{n(hx - rx - 2)} {n(hy)} Q{n(hx - rx - 2)} {n(top - 6)} {n(hx)} {n(top - 6)} "
                f"Q{n(hx + rx + 2)} {n(top - 6)} {n(hx + rx + 2)} {n(hy)}",
                "none",
                stroke=SHADE,
                stroke_width=3,
            )
        )
        front.append(rect(hx - rx - 5, hy - 4, 6, 11, SHADE, rx=2.5, stroke=INK, stroke_width=1.2))
        front.append(rect(hx + rx - 1, hy - 4, 6, 11, SHADE, rx=2.5, stroke=INK, stroke_width=1.2))
        if hat == "headset":
            front.append(
                path(
                    f"M{n(hx - rx - 2)} {n(hy + 5)} Q{n(hx - rx)} {n(hy + 12)} {n(hx - 4)} {n(hy + 10)}",
                    "none",
                    stroke=SHADE,
                    stroke_width=2,
                )
            )
            front.append(circle(hx - 4, hy + 10, 2, SHADE))
    elif hat == "nurse_cap":
        front.append(
            path(
                f"M{n(hx - 8)} {n(top + 1)} L{n(hx - 6)} {n(top - 7)} L{n(hx + 6)} {n(top - 7)} "
                f"L{n(hx + 8)} {n(top + 1)} Z",
                FROST,
                stroke=INK,
                stroke_width=1.2,
            )
        )
        front.append(rect(hx - 1.2, top - 6, 2.4, 5, STEEL))
        front.append(rect(hx - 2.6, top - 4.6, 5.2, 2.4, STEEL))
    elif hat == "coonskin":
        behind.append(
            path(
                f"M{n(hx + rx - 2)} {n(top)} Q{n(hx + rx + 12)} {n(hy)} {n(hx + rx + 8)} {n(hy + 22)} "
                f"L{n(hx + rx + 3)} {n(hy + 21)} Q{n(hx + rx + 4)} {n(hy + 2)} {n(hx + rx - 4)} "
                f"{n(top + 6)} Z",
                COAT_HI,
            )
        )
        for i in range(3):
            behind.append(
                line(hx + rx + 4 + i * 0.6, hy + 4 + i * 6, hx + rx + 9 + i * 0.4, hy + 5 + i * 6, INK, 2.2)
            )
        front.append(
            path(
                f"M{n(hx - rx - 2)} {n(hy - 4)} Q{n(hx - rx - 2)} {n(top - 8)} {n(hx)} {n(top - 8)} "
                f"Q{n(hx + rx + 2)} {n(top - 8)} {n(hx + rx + 2)} {n(hy - 4)} Z",
                COAT_HI,
            )
        )
        front.append(
            path(
                f"M{n(hx - rx - 2)} {n(hy - 4)} L{n(hx + rx + 2)} {n(hy - 4)}",
                "none",
                stroke=INK,
                stroke_width=1.5,
            )
        )
    elif hat == "helmet":
        pass
    elif hat == "bandana":
        front.append(
            path(
                f"M{n(hx - rx - 1.5)} {n(hy - 3)} Q{n(hx - rx - 1)} {n(top - 5)} {n(hx)} {n(top - 5)} "
                f"Q{n(hx + rx + 1)} {n(top - 5)} {n(hx + rx + 1.5)} {n(hy - 3)} Q{n(hx)} {n(hy - 8)} "
                f"{n(hx - rx - 1.5)} {n(hy - 3)} Z",
                COAT_HI,
            )
        )
        front.append(
            path(
                f"M{n(hx + rx)} {n(hy - 5)} L{n(hx + rx + 9)} {n(hy - 1)} L{n(hx + rx + 6)} {n(hy + 4)} Z",
                COAT_HI,
            )
        )
        front.append(circle(hx - 4, top, 1.2, SHADE))
        front.append(circle(hx + 4, top + 1, 1.2, SHADE))
        front.append(circle(hx, top + 4, 1.2, SHADE))
    elif hat == "hijab":
        w, _ = BUILD[look["build"]]
        behind.append(
            path(
                f"M{n(hx - rx - 5)} {n(hy)} Q{n(hx - rx - 6)} {n(top - 6)} {n(hx)} {n(top - 6)} "
                f"Q{n(hx + rx + 6)} {n(top - 6)} {n(hx + rx + 5)} {n(hy)} L{n(hx + rx + 9)} "
                f"{n(hy + ry + 16)} "
                f"L{n(hx - rx - 9)} {n(hy + ry + 16)} Z",
                COAT_HI,
            )
        )
        front.append(
            path(
                f"M{n(hx - rx - 5)} {n(hy)} Q{n(hx - rx - 6)} {n(top - 6)} {n(hx)} {n(top - 6)} "
                f"Q{n(hx + rx + 6)} {n(top - 6)} {n(hx + rx + 5)} {n(hy)} L{n(hx + rx + 4)} {n(hy + 10)} "
                f"Q{n(hx + rx)} {n(hy + ry + 2)} {n(hx)} {n(hy + ry + 2)} Q{n(hx - rx)} "
                f"{n(hy + ry + 2)} {n(hx - rx - 4)} {n(hy + 10)} Z "
                f"M{n(hx - rx + 1)} {n(hy + 2)} Q{n(hx - rx + 1)} {n(top + 1)} {n(hx)} {n(top + 1)} "
                f"Q{n(hx + rx - 1)} {n(top + 1)} "
                f"{n(hx + rx - 1)} {n(hy + 2)} Q{n(hx + rx - 2)} {n(hy + ry - 2)} {n(hx)} {n(hy + ry - 2)} "
                f"Q{n(hx - rx + 2)} {n(hy + ry - 2)} {n(hx - rx + 1)} {n(hy + 2)} Z",
                COAT_HI,
                fill_rule="evenodd",
            )
        )
    return behind, face, front


def neck_extras(look) -> list[str]:
    rx, ry = HEAD[look["head"]]
    w, nw = BUILD[look["build"]]
    top = HY + ry + 6
    cx = HX
    out = []
    ex = look.get("extra", [])
    if "tie" in ex:
        out.append(
            poly(
                [
                    (cx - 2.5, top - 1),
                    (cx + 2.5, top - 1),
                    (cx + 3.5, top + 14),
                    (cx, top + 18),
                    (cx - 3.5, top + 14),
                ],
                INK,
            )
        )
    if "clerical" in ex:
        out.append(rect(cx - nw - 1, top - 5, 2 * nw + 2, 5, INK, rx=2.0))
        out.append(rect(cx - 2.5, top - 5, 5, 5, FROST))
    if "jabot" in ex:
        out.append(poly([(cx - 5, top - 2), (cx, top - 2), (cx - 2, top + 12), (cx - 6, top + 10)], FROST))
        out.append(poly([(cx + 5, top - 2), (cx, top - 2), (cx + 2, top + 12), (cx + 6, top + 10)], FROST))
    if "scarf" in ex:
        out.append(rect(cx - nw - 4, top - 6, 2 * nw + 8, 8, COAT_HI, rx=4.0))
        out.append(
            path(
                f"M{n(cx + 2)} {n(top)} L{n(cx + 9)} {n(top)} L{n(cx + 11)} {n(top + 22)} L{n(cx + 4)} "
                f"{n(top + 22)} Z",
                COAT_HI,
            )
        )
        out.append(line(cx + 4, top + 19, cx + 11, top + 19, INK, 1.2))
    if "lanyard" in ex:  # a visitor's badge on a strap: new here
        out.append(path(f"M{n(cx - nw - 1)} {n(top - 2)} L{n(cx - 2)} {n(top + 17)} "
                        f"L{n(cx + 2)} {n(top + 17)} L{n(cx + nw + 1)} {n(top - 2)}",
                        "none", stroke=SHADE, stroke_width=1.8))
        out.append(rect(cx - 6, top + 17, 12, 9, FROST, rx=1.5, stroke=INK, stroke_width=1))
        out.append(rect(cx - 3.5, top + 19.5, 4, 4, STEEL))
        out.append(line(cx + 1.5, top + 21, cx + 4, top + 21, INK, 0.9))
    return out


def portrait(look) -> str:
    behind, face, front = head_shapes(look)
    body = body_shapes(look)
    prop = PROPS[look["prop"]]()
    px, py, scale, rot = PROP_PLACE.get(look["prop"], PROP_SPOT)
    t = (
        f"translate({n(px)} {n(py)})"
        + (f" rotate({n(rot)})" if rot else "")
        + (f" scale({n(scale)})" if scale != 1 else "")
    )
    items = behind + body + face + front + neck_extras(look) + group(prop.render(), t)
    return svg(100, 100, items)


def disc() -> str:
    """The base of every portrait: white (the game tints it with the seat colour), a darker rim."""
    return svg(100, 100, [circle(50, 50, 50, "#8c8c8c"), circle(50, 50, 46.5, "#ffffff")])


# ====================================================================== places (320 x 120)
PW, PH = 320, 120


def sky(gid: str) -> tuple[list[str], list[str]]:
    defs = [
        f'<linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{TABLE_DARK}"/>'
        f'<stop offset="1" stop-color="{PANEL_HI}"/></linearGradient>'
    ]
    return defs, [rect(0, 0, PW, PH, f"url(#{gid})")]


def snowfall(seed: int, count: int = 26) -> list[str]:
    out = []
    x = seed * 37 % 97
    for i in range(count):
        x = (x * 73 + 41) % 317
        y = (x * 29 + i * 53) % 84
        out.append(circle(x + 1.5, y + 3, 1.1 if i % 3 else 1.6, FROST, fill_opacity="0.7"))
    return out


def ground(y: float = 96) -> list[str]:
    return [
        path(
            f"M0 {n(y)} Q60 {n(y - 6)} 120 {n(y - 1)} T240 {n(y - 2)} T320 {n(y - 4)} L320 120 L0 120 Z",
            SHADE,
        ),
        path(f"M0 {n(y + 6)} Q80 {n(y)} 160 {n(y + 5)} T320 {n(y + 3)} L320 120 L0 120 Z", FROST),
    ]


def windows(x0, y0, cols, rows, w, h, gx, gy, lit=()) -> list[str]:
    out = []
    for r in range(rows):
        for c in range(cols):
            k = r * cols + c
            out.append(rect(x0 + c * (w + gx), y0 + r * (h + gy), w, h, WINDOW if k in lit else INK))
    return out


def far_town() -> list[str]:
    """Low blocks on the horizon, the same behind every place."""
    pts = [
        (0, 90),
        (0, 70),
        (18, 70),
        (18, 62),
        (34, 62),
        (34, 74),
        (52, 74),
        (52, 58),
        (64, 58),
        (64, 72),
        (250, 72),
        (250, 60),
        (266, 60),
        (266, 68),
        (284, 68),
        (284, 54),
        (296, 54),
        (296, 70),
        (320, 70),
        (320, 90),
    ]
    return [poly(pts, PANEL)]


def pine(x, y, s=1.0) -> list[str]:
    return [
        poly(
            [
                (x, y - 26 * s),
                (x + 9 * s, y - 8 * s),
                (x + 5 * s, y - 8 * s),
                (x + 11 * s, y + 2 * s),
                (x - 11 * s, y + 2 * s),
                (x - 5 * s, y - 8 * s),
                (x - 9 * s, y - 8 * s),
            ],
            INK,
        ),
        poly([(x, y - 26 * s), (x + 4 * s, y - 18 * s), (x - 4 * s, y - 18 * s)], FROST),
        rect(x - 1.5 * s, y + 2 * s, 3 * s, 5 * s, INK),
    ]


def roof_snow(x, y, w) -> str:
    return path(
        f"M{n(x - 2)} {n(y)} L{n(x + w + 2)} {n(y)} L{n(x + w + 2)} {n(y + 3)} Q{n(x + w * 0.7)} "
        f"{n(y + 6)} {n(x + w * 0.5)} {n(y + 3.5)} "
        f"Q{n(x + w * 0.25)} {n(y + 6)} {n(x - 2)} {n(y + 3)} Z",
        FROST,
    )


def car(x, y, s=1.0, light=None) -> list[str]:
    out = [
        path(
            f"M{n(x)} {n(y)} L{n(x)} {n(y - 7 * s)} L{n(x + 8 * s)} {n(y - 8 * s)} L{n(x + 13 * s)} "
            f"{n(y - 14 * s)} L{n(x + 27 * s)} {n(y - 14 * s)} "
            f"L{n(x + 32 * s)} {n(y - 8 * s)} L{n(x + 40 * s)} {n(y - 7 * s)} L{n(x + 40 * s)} {n(y)} Z",
            COAT,
        ),
        path(
            f"M{n(x + 14 * s)} {n(y - 12.5 * s)} L{n(x + 19 * s)} {n(y - 12.5 * s)} L{n(x + 19 * s)} "
            f"{n(y - 8.5 * s)} L{n(x + 10 * s)} {n(y - 8.5 * s)} Z",
            SHADE,
        ),
        path(
            f"M{n(x + 21 * s)} {n(y - 12.5 * s)} L{n(x + 26 * s)} {n(y - 12.5 * s)} L{n(x + 30 * s)} "
            f"{n(y - 8.5 * s)} L{n(x + 21 * s)} {n(y - 8.5 * s)} Z",
            SHADE,
        ),
        circle(x + 9 * s, y, 4.5 * s, INK),
        circle(x + 31 * s, y, 4.5 * s, INK),
        roof_snow(x + 13 * s, y - 15 * s, 14 * s),
    ]
    if light:
        out.append(rect(x + 17 * s, y - 18 * s, 6 * s, 3 * s, light, rx=1.0))
    return out


def place_colony() -> list[str]:
    out = far_town()
    # the lodge the survivors hold: two storeys, lamps lit, smoke from the stove
    out += [
        rect(128, 40, 72, 40, COAT_HI),
        poly([(120, 42), (164, 16), (208, 42)], INK),
        roof_snow(120, 40, 88),
        path("M122 41 L164 16 L206 41 L202 41 L164 19 L126 41 Z", FROST),
        rect(184, 20, 7, 16, INK),
    ]
    out += windows(136, 48, 4, 2, 9, 8, 8, 6, lit=(0, 2, 5, 7))
    for x, y, r in ((189, 14, 3.5), (193, 7, 4.5), (199, 1, 5.5)):
        out.append(circle(x, y, r, SHADE, fill_opacity="0.5"))
    # the watchtower on the left
    out += [
        line(66, 92, 72, 36, INK, 3),
        line(90, 92, 84, 36, INK, 3),
        line(70, 62, 86, 80, INK, 2),
        line(86, 62, 70, 80, INK, 2),
        rect(64, 30, 28, 9, COAT_HI),
        poly([(60, 30), (78, 18), (96, 30)], INK),
        roof_snow(60, 28, 36),
        rect(72, 32, 12, 5, WINDOW),
    ]
    # the palisade: sharpened planks with frost on the tips, a gate of crossed beams
    for i, x in enumerate(range(24, 300, 8)):
        if 146 <= x <= 174:
            continue
        h = 30 + (i * 5) % 7
        top = 94 - h
        out.append(
            poly(
                [(x, 94), (x, top + 5), (x + 3.5, top), (x + 7, top + 5), (x + 7, 94)],
                STEEL if i % 2 else COAT_HI,
            )
        )
        out.append(poly([(x + 1.2, top + 3.5), (x + 3.5, top), (x + 5.8, top + 3.5)], FROST))
    out += [
        rect(24, 74, 276, 3, INK),
        rect(24, 84, 276, 3, INK),
        rect(146, 58, 30, 36, INK),
        rect(148, 60, 12, 34, COAT),
        rect(162, 60, 12, 34, COAT),
        line(149, 62, 159, 92, STEEL, 2),
        line(159, 62, 149, 92, STEEL, 2),
        line(163, 62, 173, 92, STEEL, 2),
        line(173, 62, 163, 92, STEEL, 2),
        roof_snow(146, 56, 30),
    ]
    # a barrel fire at the gate
    out += [rect(186, 84, 9, 10, INK), path("M186 84 Q188 74 190.5 78 Q192 70 195 84 Z", WINDOW)]
    return out + pine(10, 94, 1.0) + pine(310, 94, 1.1)


def place_police() -> list[str]:
    out = far_town()
    out += [
        rect(84, 38, 152, 56, COAT),
        rect(80, 34, 160, 6, INK),
        roof_snow(80, 32, 160),
        rect(140, 18, 40, 18, COAT_HI),
        roof_snow(140, 16, 40),
    ]
    # the badge over the door: a six-point star in a shield
    out += [
        path("M160 20 L170 23 L169 31 Q165 35 160 36 Q155 35 151 31 L150 23 Z", SHADE),
        poly(
            [
                (160, 22.5),
                (162, 27),
                (166, 27.5),
                (163, 30.5),
                (164, 34),
                (160, 32),
                (156, 34),
                (157, 30.5),
                (154, 27.5),
                (158, 27),
            ],
            INK,
        ),
    ]
    out += windows(94, 46, 4, 2, 10, 12, 6, 6, lit=(1, 6)) + windows(182, 46, 4, 2, 10, 12, 6, 6, lit=(4,))
    out += [
        rect(148, 62, 24, 32, INK),
        rect(150, 64, 9, 28, PANEL_HI),
        rect(161, 64, 9, 28, PANEL_HI),
        rect(140, 90, 40, 4, SHADE),
        line(72, 94, 72, 26, STEEL, 2),
        path("M72 26 L88 29 L72 33 Z", SHADE),
    ]
    out += car(204, 100, 1.15, light=ICE)
    return out + pine(28, 92, 1.0) + pine(300, 94, 1.2)


def place_grocery() -> list[str]:
    out = far_town()
    out += [rect(70, 40, 180, 54, COAT), rect(66, 34, 188, 8, INK), roof_snow(66, 32, 188)]
    # the striped awning over wide shop windows
    for i in range(12):
        x = 74 + i * 14.5
        out.append(
            path(
                f"M{n(x)} 44 L{n(x + 14.5)} 44 L{n(x + 14.5)} 54 Q{n(x + 7.25)} 59 {n(x)} 54 Z",
                SHADE if i % 2 == 0 else FROST,
            )
        )
    out += [
        rect(80, 62, 50, 26, WINDOW, fill_opacity="0.85"),
        rect(190, 62, 50, 26, WINDOW, fill_opacity="0.85"),
        line(105, 62, 105, 88, INK, 2),
        line(215, 62, 215, 88, INK, 2),
        rect(140, 60, 40, 34, INK),
        line(160, 60, 160, 94, COAT_HI, 2),
    ]
    # a shelf of cans and bottles behind the glass
    for x in range(84, 128, 6):
        out.append(rect(x, 78, 4, 8, INK))
    for x in range(194, 238, 7):
        out.append(rect(x, 74, 4, 12, INK, rx=1.5))
    # a shopping cart in the snow
    out += [
        path(
            "M262 78 L268 78 L272 92 L296 92 L300 80 L270 80",
            "none",
            stroke=INK,
            stroke_width=2.5,
            stroke_linejoin="round",
        ),
        path("M271 82 L299 82 L296 90 L273 90 Z", SHADE),
        circle(276, 97, 2.6, INK),
        circle(294, 97, 2.6, INK),
    ]
    return out + pine(30, 92, 1.0)


def place_school() -> list[str]:
    out = far_town()
    out += [
        rect(60, 46, 200, 48, COAT),
        rect(56, 42, 208, 6, INK),
        roof_snow(56, 40, 208),
        rect(136, 22, 48, 26, COAT_HI),
        poly([(130, 24), (160, 6), (190, 24)], INK),
        roof_snow(136, 20, 48),
        circle(160, 33, 8, FROST),
        line(160, 33, 160, 28, INK, 1.6),
        line(160, 33, 164, 35, INK, 1.6),
    ]
    out += windows(70, 54, 5, 2, 9, 11, 5, 6, lit=(2, 8)) + windows(183, 54, 5, 2, 9, 11, 5, 6, lit=(0, 6))
    out += [
        rect(148, 62, 24, 32, INK),
        path("M148 62 Q160 52 172 62 Z", INK),
        line(160, 62, 160, 94, COAT_HI, 2),
    ]
    # swings in the yard
    out += [
        path("M272 94 L280 62 L296 62 L304 94", "none", stroke=INK, stroke_width=2.5),
        line(284, 62, 284, 82, STEEL, 1.2),
        line(292, 62, 292, 82, STEEL, 1.2),
        rect(282, 82, 12, 2.5, INK),
    ]
    return out + pine(30, 94, 1.1)


def place_gas() -> list[str]:
    out = far_town()
    out += [
        rect(60, 30, 150, 10, FROST),
        rect(60, 40, 150, 4, STEEL),
        roof_snow(60, 28, 150),
        rect(80, 44, 6, 50, INK),
        rect(184, 44, 6, 50, INK),
    ]
    for x in (108, 150):
        out += [
            rect(x, 62, 14, 32, SHADE, rx=2.0),
            rect(x + 3, 66, 8, 7, INK),
            path(f"M{x + 14} 72 Q{x + 22} 72 {x + 20} 86", "none", stroke=INK, stroke_width=2),
        ]
    # the tall sign with blank price panels, and the kiosk
    out += [
        rect(236, 20, 32, 40, COAT_HI),
        rect(240, 24, 24, 6, ICE),
        rect(240, 34, 24, 6, INK),
        rect(240, 44, 24, 6, INK),
        rect(250, 60, 4, 34, INK),
        roof_snow(236, 18, 32),
        rect(14, 56, 44, 38, COAT),
        rect(10, 52, 52, 5, INK),
        roof_snow(10, 50, 52),
        rect(20, 64, 16, 12, WINDOW),
        rect(42, 66, 10, 28, INK),
    ]
    out += car(270, 100, 1.0)
    return out


def place_library() -> list[str]:
    out = far_town()
    out += [
        poly([(70, 40), (160, 12), (250, 40)], COAT_HI),
        poly([(84, 37), (160, 17), (236, 37)], COAT),
        path("M70 40 L160 12 L250 40 L246 40 L160 15 L74 40 Z", FROST),
        rect(74, 40, 172, 6, INK),
        rect(78, 84, 164, 5, SHADE),
        rect(72, 89, 176, 5, FROST),
    ]
    for i in range(7):
        x = 84 + i * 25
        out += [rect(x, 46, 9, 38, SHADE), rect(x - 2, 46, 13, 3, FROST), rect(x - 2, 81, 13, 3, FROST)]
        if i < 6:
            out.append(rect(x + 12, 52, 10, 30, WINDOW if i in (1, 4) else INK))
    # an open book in the pediment
    out += [
        path("M160 26 Q153 22 146 25 L146 33 Q153 30 160 33 Q167 30 174 33 L174 25 Q167 22 160 26 Z", FROST),
        line(160, 26, 160, 33, INK, 1),
    ]
    return out + pine(30, 94, 1.1) + pine(292, 94, 1.0)


def place_hospital() -> list[str]:
    out = far_town()
    out += [
        rect(110, 14, 100, 80, COAT),
        rect(106, 10, 108, 6, INK),
        roof_snow(106, 8, 108),
        rect(60, 50, 50, 44, COAT_HI),
        rect(210, 50, 54, 44, COAT_HI),
        roof_snow(60, 48, 50),
        roof_snow(210, 48, 54),
    ]
    out += (
        windows(118, 36, 6, 3, 9, 8, 6, 6, lit=(3, 8, 13))
        + windows(66, 58, 3, 2, 10, 8, 6, 6, lit=(4,))
        + windows(216, 58, 3, 2, 10, 8, 6, 6, lit=(1,))
    )
    # the hospital sign: a letter H built from three bars, in a square
    out += [
        rect(148, 17, 24, 17, FROST),
        rect(153, 20, 4, 11, INK),
        rect(163, 20, 4, 11, INK),
        rect(153, 24, 14, 3, INK),
        rect(146, 72, 28, 22, INK),
        rect(140, 68, 40, 5, SHADE),
    ]
    # the ambulance
    out += [
        path("M240 100 L240 78 L270 78 L270 84 L280 86 L284 92 L284 100 Z", FROST),
        rect(270, 86, 8, 6, INK),
        rect(252, 82, 4, 12, INK),
        rect(248, 86, 12, 4, INK),
        rect(252, 75, 8, 3, ICE),
        circle(250, 100, 4.5, INK),
        circle(276, 100, 4.5, INK),
    ]
    return out + pine(24, 94, 1.1)


def place_crowd() -> list[str]:
    out = far_town()
    # people pressed together behind a barrier: three rows, the nearest darkest; hats and hoods
    rows = [(76, 0.85, STEEL, 13, 6), (86, 1.0, COAT_HI, 11, 17), (98, 1.15, COAT, 10, 4)]
    k = 0
    for y, s, col, cnt, off in rows:
        step = 320 / cnt
        for i in range(cnt):
            k += 1
            x = off + i * step + (k * 7) % 9
            hat = k % 4
            if hat == 2:  # a hood, behind the face
                out.append(circle(x, y - 12.5 * s, 8.8 * s, INK, stroke=TABLE_DARK, stroke_width=1.2))
            if k % 7 == 3:  # a raised hand
                out.append(line(x + 9 * s, y - 2 * s, x + 13 * s, y - 20 * s, col, 3.5 * s))
            out += [
                path(
                    f"M{n(x - 12 * s)} {n(y + 14 * s)} Q{n(x - 12 * s)} {n(y - 4 * s)} {n(x)} {n(y - 5 * s)} "
                    f"Q{n(x + 12 * s)} {n(y - 4 * s)} {n(x + 12 * s)} {n(y + 14 * s)} Z",
                    col,
                    stroke=TABLE_DARK,
                    stroke_width=1.2,
                ),
                circle(
                    x,
                    y - 12 * s,
                    6.2 * s if hat == 2 else 6.5 * s,
                    col,
                    stroke=TABLE_DARK,
                    stroke_width=0.1 if hat == 2 else 1.2,
                ),
            ]
            if hat == 0:  # a beanie
                out.append(
                    path(
                        f"M{n(x - 6.8 * s)} {n(y - 13 * s)} Q{n(x)} {n(y - 24 * s)} {n(x + 6.8 * s)} "
                        f"{n(y - 13 * s)} Z",
                        INK,
                    )
                )
    out += [rect(0, 103, 320, 17, FROST), rect(0, 99, 320, 5, SHADE)]
    for x in range(6, 320, 52):
        out += [
            rect(x, 88, 40, 6, FROST),
            line(x + 10, 88, x + 4, 94, INK, 3),
            line(x + 22, 88, x + 16, 94, INK, 3),
            line(x + 34, 88, x + 28, 94, INK, 3),
            rect(x + 3, 94, 3, 10, STEEL),
            rect(x + 34, 94, 3, 10, STEEL),
        ]
    return out


def place_quarantine() -> list[str]:
    out = far_town()
    for x in (70, 150, 230):
        out += [
            path(f"M{x - 30} 94 L{x} 58 L{x + 30} 94 Z", SHADE),
            path(f"M{x - 6} 94 L{x} 74 L{x + 6} 94 Z", INK),
            line(x, 58, x, 52, STEEL, 2),
            roof_snow(x - 6, 58, 12),
        ]
    # a wire fence in front: posts, wires, a floodlight
    out += [line(0, 84, 320, 84, STEEL, 1), line(0, 92, 320, 92, STEEL, 1), line(0, 100, 320, 100, STEEL, 1)]
    for x in range(10, 320, 30):
        out.append(rect(x, 76, 3, 30, INK))
    for x in range(10, 310, 10):
        out.append(
            path(f"M{x} 84 L{x + 10} 100 M{x + 10} 84 L{x} 100", "none", stroke=STEEL, stroke_width=0.8)
        )
    out += [
        line(290, 94, 290, 30, INK, 3),
        rect(282, 24, 16, 8, SHADE),
        path("M282 30 L250 94 L300 94 L298 30 Z", FROST, fill_opacity="0.18"),
    ]
    return out


def place_company() -> list[str]:
    out = far_town()
    # a glass tower with the company's mark, a snowflake star
    out += [
        poly([(124, 94), (124, 20), (160, 6), (196, 20), (196, 94)], COAT_HI),
        poly([(160, 6), (196, 20), (196, 94), (160, 94)], COAT),
    ]
    for y in range(26, 90, 8):
        out.append(line(128, y, 156, y - 2, STEEL, 1.2))
        out.append(line(164, y - 2, 192, y, PANEL, 1.2))
    out += [circle(160, 30, 11, FROST)]
    for a in (90, 30, 150):
        r = math.radians(a)
        out.append(
            line(
                160 + 8 * math.cos(r),
                30 + 8 * math.sin(r),
                160 - 8 * math.cos(r),
                30 - 8 * math.sin(r),
                INK,
                2.2,
            )
        )
    out += (
        [rect(80, 60, 44, 34, PANEL_HI), rect(196, 52, 50, 42, PANEL_HI)]
        + windows(86, 66, 3, 2, 9, 8, 5, 6, lit=(2,))
        + windows(202, 58, 3, 3, 10, 7, 6, 5, lit=(4,))
    )
    # a tanker truck at the gate
    out += [
        rect(236, 80, 48, 16, SHADE, rx=7.0),
        rect(284, 82, 16, 14, COAT_HI),
        rect(289, 85, 8, 5, INK),
        circle(246, 100, 4.5, INK),
        circle(274, 100, 4.5, INK),
        circle(294, 100, 4.5, INK),
    ]
    return out + pine(30, 94, 1.1)


def place_evacuation() -> list[str]:
    out = far_town()
    # buses leaving over a bridge, a helicopter overhead
    out += [rect(0, 80, 320, 4, INK), rect(0, 84, 320, 3, STEEL)]
    for x in range(0, 320, 24):
        out.append(line(x, 60, x + 24, 80, STEEL, 1))
        out.append(line(x + 24, 60, x, 80, STEEL, 1))
    out.append(rect(0, 58, 320, 3, INK))
    for x in (60, 150):
        out += [
            rect(x, 62, 70, 18, FROST, rx=3.0),
            rect(x + 4, 65, 56, 7, INK),
            rect(x + 63, 65, 5, 12, INK),
            circle(x + 14, 80, 4, INK),
            circle(x + 54, 80, 4, INK),
        ]
        for k in range(1, 4):
            out.append(line(x + 4 + 14 * k, 65, x + 4 + 14 * k, 72, FROST, 1.2))
    out += [
        ellipse(250, 26, 16, 7, COAT_HI),
        line(226, 17, 274, 17, INK, 2),
        line(250, 17, 250, 21, INK, 2),
        line(234, 26, 214, 24, COAT_HI, 3),
        rect(212, 20, 3, 8, INK),
        path("M252 22 L262 22 Q266 26 262 28 L252 28 Z", ICE),
        line(244, 33, 258, 33, INK, 1.6),
    ]
    return out + pine(300, 96, 1.0)


# ---------------------------------------------------------------- the mall siege (Polar Plaza)
# Four of its places are indoors: a dim wall and a tiled floor instead of the night sky, and a
# window where the snow still shows; the Helipad is on the roof (no ground, the roof instead).
def interior(gid: str) -> tuple[list[str], list[str]]:
    defs = [
        f'<linearGradient id="{gid}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{TABLE_DARK}"/>'
        f'<stop offset="1" stop-color="{PANEL}"/></linearGradient>'
    ]
    out = [rect(0, 0, PW, PH, f"url(#{gid})"), rect(0, 96, PW, 24, PANEL_HI), rect(0, 96, PW, 1.5, STEEL)]
    # floor tiles running towards the viewer
    for k in range(-4, 13):
        x = 160 + (k - 4) * 40
        out.append(line(160 + (x - 160) * 0.55, 97, x, 120, PANEL, 1.2))
    out.append(line(0, 106, PW, 106, PANEL, 1.0))
    return defs, out


def shambler(x, y, s=1.0, col=ZOMBIE) -> list[str]:
    """A walking dead seen from the side, arms out to the right, head hanging: the zombie token's
    figure as a silhouette."""
    def pt(px, py):
        return f"{n(x + px * s)} {n(y + py * s)}"

    return [
        path(f"M{pt(-2, -17)} L{pt(8, -18)} M{pt(-2, -13)} L{pt(7, -12)}", "none", stroke=col,
             stroke_width=float(2.2 * s), stroke_linecap="round"),
        path(f"M{pt(-3, -8)} L{pt(-6, 0)} M{pt(0, -8)} L{pt(3, 0)}", "none", stroke=col,
             stroke_width=float(2.6 * s), stroke_linecap="round"),
        path(f"M{pt(-6, -16)} Q{pt(-4, -21)} {pt(0, -20)} L{pt(1, -8)} L{pt(-5, -8)} Z", col),
        circle(x + 0.5 * s, y - 23 * s, 3.2 * s, col),
    ]


def lamp_post(x, y, h) -> list[str]:
    return [
        path(f"M{n(x - 3)} {n(y - h + 2)} L{n(x - 22)} {n(y)} L{n(x + 18)} {n(y)} "
             f"L{n(x + 3)} {n(y - h + 2)} Z", FROST, fill_opacity="0.12"),
        rect(x - 1.2, y - h, 2.4, h, INK),
        rect(x - 5, y - h - 2, 10, 3, INK),
        rect(x - 3, y - h + 1, 6, 2, WINDOW),
    ]


def place_car_park() -> list[str]:
    out = far_town()
    # the mall's dark flank behind, the lot under lamps, snowed-in cars, the dead between them
    out += [rect(196, 44, 124, 50, COAT), rect(192, 40, 128, 6, INK), roof_snow(192, 38, 128)]
    out += windows(208, 56, 5, 1, 14, 8, 9, 0, lit=(3,))
    out += [rect(262, 74, 30, 20, INK), line(262, 79, 292, 79, STEEL, 1), line(262, 84, 292, 84, STEEL, 1),
            line(262, 89, 292, 89, STEEL, 1)]
    out += lamp_post(60, 96, 52) + lamp_post(178, 96, 52)
    # the parking sign: a P on a post
    out += [rect(118, 60, 2.4, 36, INK), rect(110, 46, 18, 18, ICE, rx=2.0, stroke=INK, stroke_width=1.5),
            path("M115 60 L115 50 L120 50 Q124 50 124 53.5 Q124 57 120 57 L115 57", "none", stroke=FROST,
                 stroke_width=2.4, stroke_linejoin="round")]
    out += car(12, 95, 1.05) + car(130, 96, 1.1) + car(226, 95, 1.05)
    out += shambler(94, 97, 1.0) + shambler(206, 98, 0.9) + shambler(300, 97, 1.0)
    return out


def place_control_room() -> list[str]:
    out = []
    # a wall of monitors: most show grey corridors, one the dead at a door
    for r in range(2):
        for c in range(5):
            x, y = 40 + c * 44, 10 + r * 34
            out += [rect(x, y, 40, 30, INK, rx=2.0), rect(x + 3, y + 3, 34, 24, ICE, fill_opacity="0.35")]
            k = r * 5 + c
            if k == 6:
                out += shambler(x + 16, y + 27, 0.8, col=INK) + shambler(x + 26, y + 27, 0.7, col=INK)
            elif k % 3 == 0:  # a corridor in perspective
                out += [line(x + 3, y + 3, x + 15, y + 14, INK, 1),
                        line(x + 37, y + 3, x + 25, y + 14, INK, 1),
                        line(x + 3, y + 27, x + 15, y + 18, INK, 1),
                        line(x + 37, y + 27, x + 25, y + 18, INK, 1),
                        rect(x + 15, y + 14, 10, 4, INK, fill_opacity="0.6")]
            elif k % 3 == 1:  # shop fronts
                out += [rect(x + 6, y + 14, 10, 13, INK, fill_opacity="0.5"),
                        rect(x + 22, y + 14, 10, 13, INK, fill_opacity="0.5")]
            else:  # the snowy car park outside
                out += [rect(x + 3, y + 20, 34, 7, FROST, fill_opacity="0.55"),
                        rect(x + 10, y + 15, 12, 5, INK, fill_opacity="0.6", rx=1.5)]
    # the key cabinet on the right, its door open
    out += [rect(266, 14, 36, 52, COAT_HI, rx=2.0), rect(270, 18, 28, 44, INK)]
    for r in range(3):
        for c in range(4):
            x, y = 274 + c * 7, 24 + r * 13
            out += [circle(x, y, 1.2, SHADE)]
            if (r + c) % 3:
                out += [line(x, y, x, y + 6, SHADE, 1.2), circle(x, y + 7, 1.8, SHADE)]
    # the desk, a keyboard, a lamp and the empty swivel chair
    out += [
        rect(20, 80, 240, 8, COAT_HI),
        rect(20, 86, 240, 10, COAT),
        rect(84, 76, 40, 4, SHADE, rx=1.0),
        rect(150, 74, 30, 6, INK, rx=1.0),
        line(214, 80, 220, 64, INK, 2),
        path("M214 66 L228 60 L232 68 Z", SHADE),
        path("M226 66 L238 96 L208 96 Z", WINDOW, fill_opacity="0.18"),
        rect(130, 62, 26, 26, INK, rx=5.0),
        rect(128, 88, 30, 5, INK, rx=2.0),
        rect(141, 93, 4, 12, INK),
        line(128, 108, 158, 108, INK, 3),
    ]
    return out


def place_food_court() -> list[str]:
    out = []
    # the glass front: tall panes, the snow falling outside
    out += [rect(0, 8, 320, 62, INK)]
    for c in range(8):
        x = 4 + c * 40
        out += [rect(x, 12, 36, 54, ICE, fill_opacity="0.18")]
    out += snowfall(11, 30)[::2]
    out += [rect(0, 66, 320, 4, STEEL)]
    for c in range(9):
        out.append(rect(c * 40, 8, 4, 62, STEEL))
    # two counters with their awnings
    for x in (8, 236):
        out += [rect(x, 70, 76, 26, COAT_HI), rect(x, 70, 76, 4, SHADE)]
        for i in range(6):
            out.append(path(f"M{n(x + i * 12.7)} 70 L{n(x + (i + 1) * 12.7)} 70 L{n(x + (i + 1) * 12.7)} 76 "
                            f"Q{n(x + (i + 0.5) * 12.7)} 80 {n(x + i * 12.7)} 76 Z",
                            FROST if i % 2 else SHADE))
        out += [rect(x + 8, 84, 18, 8, WINDOW, fill_opacity="0.7"), rect(x + 50, 84, 18, 8, INK)]
    # round tables and chairs, one chair knocked over, a tray left behind
    for x, y in ((112, 100), (166, 96), (214, 104)):
        out += [
            rect(x - 1.5, y - 12, 3, 13, INK),
            ellipse(x, y - 13, 15, 3.8, FROST),
            rect(x - 7, y, 14, 2, INK),
            path(f"M{x - 22} {y + 1} L{x - 22} {y - 12} M{x - 22} {y - 5} L{x - 13} {y - 5} "
                 f"L{x - 13} {y + 1}", "none", stroke=STEEL, stroke_width=2),
            path(f"M{x + 22} {y + 1} L{x + 22} {y - 12} M{x + 22} {y - 5} L{x + 13} {y - 5} "
                 f"L{x + 13} {y + 1}", "none", stroke=STEEL, stroke_width=2),
        ]
    out += [
        path("M140 114 L150 104 L156 110 M146 108 L152 114", "none", stroke=STEEL, stroke_width=2),
        rect(160, 80, 12, 3, SHADE, rx=1.0),
        rect(162, 76, 3, 4, WINDOW),
    ]
    return out


def place_helipad() -> list[str]:
    out = far_town()
    # the flat roof seen from its edge: a railing, a vent, a wind sock, the painted pad
    out += [
        path("M0 84 L320 80 L320 120 L0 120 Z", COAT),
        path("M0 84 L320 80 L320 83 L0 87 Z", SHADE),
        ellipse(168, 102, 96, 15, STEEL),
        ellipse(168, 102, 90, 13, COAT),
        ellipse(168, 102, 84, 11.5, "none", stroke=FROST, stroke_width=2.4),
        path("M150 95 L148 109 M188 95 L186 109 M149 102 L187 102", "none", stroke=FROST,
             stroke_width=3.6),
        path("M0 108 Q50 102 96 110 L96 120 L0 120 Z", FROST),
        path("M250 114 Q290 106 320 108 L320 120 L244 120 Z", FROST),
    ]
    for x in range(6, 320, 26):
        out.append(rect(x, 66, 2.4, 18, INK))
    out += [line(0, 67, 320, 63, INK, 2), line(0, 75, 320, 71.5, INK, 1.2)]
    out += [
        rect(28, 60, 26, 24, COAT_HI), rect(26, 56, 30, 5, INK), roof_snow(26, 54, 30),
        line(34, 66, 48, 66, INK, 1.2), line(34, 71, 48, 71, INK, 1.2), line(34, 76, 48, 76, INK, 1.2),
        line(288, 84, 288, 30, INK, 2.2),
        path("M288 31 L312 35 L310 42 L288 40 Z", SHADE),
        path("M296 32.5 L296 41.3 M304 33.8 L303.5 41.8", "none", stroke=INK, stroke_width=3),
        circle(288, 28, 2.4, WINDOW),
    ]
    # the helicopter that never lands, far off
    out += [
        ellipse(92, 30, 11, 5, COAT_HI),
        line(76, 24, 108, 24, INK, 1.6),
        line(92, 24, 92, 26, INK, 1.6),
        line(82, 30, 66, 28, COAT_HI, 2.2),
        path("M94 27 L100 27 Q103 30 100 32 L94 32 Z", ICE),
        path("M66 28 L40 84", "none", stroke=FROST, stroke_width=10, stroke_opacity="0.08"),
    ]
    return out


def place_cinema() -> list[str]:
    out = []
    # the screen, lit by the projector from the back; curtains; rows of empty seats
    out += [
        path("M300 4 L64 14 L64 66 L300 10 Z", FROST, fill_opacity="0.08"),
        rect(62, 10, 196, 58, ICE, fill_opacity="0.55"),
        rect(62, 10, 196, 58, "none", stroke=INK, stroke_width=3),
        rect(300, 2, 14, 10, INK), rect(303, 5, 6, 4, WINDOW),
    ]
    for side in (0, 1):
        x0 = 30 if side == 0 else 258
        out.append(rect(x0, 4, 32, 78, SECRET))
        for i in range(4):
            out.append(line(x0 + 4 + i * 8, 6, x0 + 4 + i * 8, 80, INK, 1.2, stroke_opacity="0.6"))
    out.append(rect(24, 2, 272, 6, INK))
    for r, (y, h, col) in enumerate(((78, 10, PANEL_HI), (90, 12, COAT), (104, 14, INK))):
        w = 22 + r * 4
        off = (r % 2) * (w / 2)
        x = -w + off
        while x < 320:
            out.append(rect(x + 1, y, w - 2, h, col, rx=4.0))
            x += w
    # one seat taken: a head against the light
    out += [circle(150, 74, 5, INK), rect(143, 78, 14, 8, INK, rx=3.0)]
    return out


def place_fitness_club() -> list[str]:
    out = []
    # the mirror wall, a dumbbell rack, a treadmill and a bench with its bar
    for c in range(6):
        x = 8 + c * 52
        out += [rect(x, 10, 48, 64, ICE, fill_opacity="0.16"),
                line(x + 10, 14, x + 26, 30, FROST, 1.2, stroke_opacity="0.35")]
    out += [rect(0, 74, 320, 4, STEEL)]
    # a window high on the right, snow outside
    out += [rect(262, 14, 44, 24, INK), rect(265, 17, 38, 18, PANEL_HI)]
    out += [circle(270 + (k * 7) % 32, 20 + (k * 5) % 13, 1.1, FROST) for k in range(8)]
    # the rack
    out += [rect(16, 78, 84, 4, INK), rect(16, 92, 84, 4, INK),
            rect(18, 78, 3, 18, INK), rect(95, 78, 3, 18, INK)]
    for k in range(5):
        x = 26 + k * 16
        for y, s in ((76, 1.0), (90, 1.2)):
            out += [rect(x - 5 * s, y - 1, 10 * s, 2, SHADE),
                    rect(x - 6 * s, y - 4 * s, 3 * s, 7 * s, FROST, rx=1.0),
                    rect(x + 3 * s, y - 4 * s, 3 * s, 7 * s, FROST, rx=1.0)]
    # the treadmill
    out += [
        path("M118 104 L196 104 L200 98 L124 96 Z", INK),
        rect(124, 94, 74, 4, STEEL, rx=2.0),
        line(188, 96, 196, 56, INK, 3),
        rect(186, 50, 22, 10, COAT_HI, rx=2.0),
        rect(190, 52, 12, 5, ICE, fill_opacity="0.8"),
        line(184, 70, 196, 66, INK, 2.5),
    ]
    # the bench and the bar on its stand, a plate fallen on the floor
    out += [
        rect(226, 90, 52, 7, COAT_HI, rx=3.0),
        rect(234, 97, 4, 12, INK), rect(266, 97, 4, 12, INK),
        line(278, 108, 278, 68, INK, 3), line(226, 108, 226, 68, INK, 3),
        line(210, 70, 296, 70, SHADE, 3),
        rect(212, 58, 6, 24, FROST, rx=1.5), rect(288, 58, 6, 24, FROST, rx=1.5),
        ellipse(304, 112, 10, 4, FROST), ellipse(304, 112, 3, 1.2, INK),
    ]
    return out


def place_mall() -> list[str]:
    """The cover of the mall siege: Polar Plaza at night from its car park, the dead closing in."""
    out = far_town()
    out += [
        rect(20, 44, 280, 50, COAT),
        rect(16, 40, 288, 6, INK),
        roof_snow(16, 38, 288),
        # the entrance block: a glass arch, lit inside
        rect(124, 22, 72, 72, COAT_HI),
        rect(120, 18, 80, 6, INK),
        roof_snow(120, 16, 80),
        path("M134 94 L134 56 Q160 34 186 56 L186 94 Z", INK),
        path("M138 94 L138 58 Q160 40 182 58 L182 94 Z", WINDOW, fill_opacity="0.8"),
        line(160, 44, 160, 94, INK, 2),
        line(138, 70, 182, 70, INK, 1.5),
        # the sign over it: a north star, no words
        rect(136, 26, 48, 14, INK, rx=2.0),
    ]
    for a in range(8):
        r = math.radians(a * 45)
        k = 6 if a % 2 == 0 else 3
        out.append(line(160, 33, 160 + k * math.cos(r), 33 + k * math.sin(r), FROST, 1.6))
    # shop fronts along the wings: shutters down, one window still lit
    for x in (30, 62, 94, 206, 238, 270):
        out += [rect(x, 60, 24, 30, INK)]
        lit = x == 238
        out.append(rect(x + 2, 62, 20, 14 if not lit else 26, WINDOW if lit else STEEL,
                        fill_opacity="0.8" if lit else None))
        if not lit:
            for y in range(64, 76, 3):
                out.append(line(x + 2, y, x + 22, y, INK, 0.8))
    # the car park in front: cars left behind, the dead walking in from the left
    out += ground()
    # (inside the middle 2:1, which the game chooser shows)
    out += car(44, 106, 1.0) + car(234, 108, 1.05)
    out += shambler(96, 104, 1.05) + shambler(116, 109, 1.15) + shambler(214, 106, 1.0)
    return out


PLACES = {
    "colony": place_colony,
    "police": place_police,
    "grocery": place_grocery,
    "school": place_school,
    "gas": place_gas,
    "library": place_library,
    "hospital": place_hospital,
    # the evacuation game
    "crowd": place_crowd,
    "quarantine": place_quarantine,
    "company": place_company,
    "evacuation": place_evacuation,
    # the mall siege: its six places (rules/content/mall/mall.toml) and its cover
    "car_park": place_car_park,
    "control_room": place_control_room,
    "food_court": place_food_court,
    "helipad": place_helipad,
    "cinema": place_cinema,
    "fitness_club": place_fitness_club,
    "mall": place_mall,
}
INDOORS = {"control_room", "food_court", "cinema", "fitness_club"}
# places that draw their own ground (the mall's roof, its car park in front of the building)
OWN_GROUND = {"helipad", "mall"}


def place(pid: str) -> str:
    if pid in INDOORS:
        defs, bg = interior("wall")
        return svg(PW, PH, bg + PLACES[pid](), defs)
    defs, bg = sky("sky")
    items = bg + snowfall(len(pid) + ord(pid[0])) + PLACES[pid]() + ([] if pid in OWN_GROUND else ground())
    return svg(PW, PH, items, defs)


# ====================================================================== card backs (200 x 280)
BW, BH = 200, 280


def emblem_crate():
    return [
        rect(-30, -22, 60, 46, SHADE, rx=3.0),
        rect(-30, -22, 60, 10, FROST, rx=3.0),
        rect(-6, -22, 12, 46, FROST),
        line(-30, -12, 30, -12, INK, 2),
        rect(-4, -16, 8, 8, INK, rx=1.0),
    ]


def emblem_storm():
    # a warning triangle with a snowflake inside
    out = [path("M0 -36 L36 28 L-36 28 Z", FROST, stroke=INK, stroke_width=3, stroke_linejoin="round")]
    for a in (90, 30, 150):
        r = math.radians(a)
        out.append(
            line(14 * math.cos(r), 8 + 14 * math.sin(r), -14 * math.cos(r), 8 - 14 * math.sin(r), INK, 3.5)
        )
    return out


def emblem_signpost():
    return [
        rect(-3, -34, 6, 70, INK),
        path("M-4 -30 L28 -30 L36 -22 L28 -14 L-4 -14 Z", FROST),
        path("M4 -8 L-28 -8 L-36 0 L-28 8 L4 8 Z", SHADE),
        path("M-4 14 L24 14 L30 20 L24 26 L-4 26 Z", FROST),
    ]


def emblem_flag():
    return [
        path("M-36 34 Q0 8 36 34 Z", FROST),
        rect(-2, -34, 4, 56, INK),
        path("M2 -34 L34 -26 L2 -16 Z", FROST, stroke=INK, stroke_width=2),
    ]


def emblem_eye():
    return [path("M-38 0 Q0 -34 38 0 Q0 34 -38 0 Z", FROST), circle(0, 0, 13, INK), circle(-4, -4, 4, FROST)]


def emblem_exile():
    # a figure walking out of an open gate into the snow
    return [
        rect(-34, -30, 8, 60, SHADE),
        rect(26, -30, 8, 60, SHADE),
        path("M-26 -24 L-10 -30 L-10 30 L-26 24 Z", FROST),
        circle(12, -14, 6, FROST),
        path("M6 -6 L18 -6 L20 12 L24 28 L18 28 L13 14 L9 28 L3 28 L6 10 Z", FROST),
    ]


def emblem_crowd():
    out = []
    for x, y, s in ((-22, 6, 0.9), (22, 6, 0.9), (0, 0, 1.1)):
        out += [
            circle(x, y - 16 * s, 8 * s, FROST),
            path(
                f"M{n(x - 14 * s)} {n(y + 22 * s)} Q{n(x - 14 * s)} {n(y - 6 * s)} {n(x)} {n(y - 6 * s)} "
                f"Q{n(x + 14 * s)} {n(y - 6 * s)} {n(x + 14 * s)} {n(y + 22 * s)} Z",
                FROST,
                stroke=INK,
                stroke_width=2.5,
            ),
        ]
    return out


def emblem_virus():
    out = []
    for i in range(8):
        a = math.pi / 4 * i
        out += [
            line(20 * math.cos(a), 20 * math.sin(a), 32 * math.cos(a), 32 * math.sin(a), FROST, 4),
            circle(33 * math.cos(a), 33 * math.sin(a), 5, FROST),
        ]
    out += [circle(0, 0, 22, FROST), circle(-7, -6, 5, INK), circle(8, -2, 4, INK), circle(-1, 9, 4, INK)]
    return out


def emblem_company():
    out = [path("M0 -38 L33 -19 L33 19 L0 38 L-33 19 L-33 -19 Z", FROST)]
    for a in (90, 30, 150):
        r = math.radians(a)
        out.append(line(22 * math.cos(r), 22 * math.sin(r), -22 * math.cos(r), -22 * math.sin(r), INK, 4.5))
    out.append(circle(0, 0, 6, FROST, stroke=INK, stroke_width=3))
    return out


def emblem_place(pid):
    """An item deck of a Location: a small sign of the building."""
    signs = {
        "police": [
            path("M0 -30 L26 -22 L24 6 Q14 26 0 32 Q-14 26 -24 6 L-26 -22 Z", FROST),
            poly(
                [
                    (0, -18),
                    (4, -7),
                    (16, -6),
                    (7, 2),
                    (10, 14),
                    (0, 7),
                    (-10, 14),
                    (-7, 2),
                    (-16, -6),
                    (-4, -7),
                ],
                INK,
            ),
        ],
        "grocery": [
            path(
                "M-34 -22 L-24 -22 L-16 14 L24 14 L32 -12 L-20 -12",
                "none",
                stroke=FROST,
                stroke_width=5,
                stroke_linejoin="round",
            ),
            path("M-18 -6 L28 -6 L23 9 L-14 9 Z", SHADE),
            circle(-10, 24, 5, FROST),
            circle(20, 24, 5, FROST),
        ],
        "school": [
            path("M-36 -8 L0 -26 L36 -8 L0 10 Z", FROST),
            path("M-20 0 L-20 16 Q0 28 20 16 L20 0 L0 10 Z", SHADE),
            line(30, -6, 30, 16, FROST, 3),
            circle(30, 18, 3.5, FROST),
        ],
        "gas": [
            rect(-22, -30, 30, 60, FROST, rx=4.0),
            rect(-16, -24, 18, 14, INK),
            path("M8 -14 L20 -14 L22 14 Q22 20 16 20", "none", stroke=FROST, stroke_width=4),
            rect(-26, 28, 38, 6, SHADE),
        ],
        "library": [
            path("M0 -14 Q-18 -24 -36 -16 L-36 22 Q-18 14 0 24 Q18 14 36 22 L36 -16 Q18 -24 0 -14 Z", FROST),
            line(0, -14, 0, 24, INK, 2.5),
        ],
        "hospital": [
            rect(-30, -30, 60, 60, FROST, rx=8.0),
            rect(-18, -18, 9, 36, INK),
            rect(9, -18, 9, 36, INK),
            rect(-18, -4, 36, 8, INK),
        ],
    }
    return signs[pid]


def emblem_bag():
    """The mall siege's action cards: a shopping bag with the mall's north star on it."""
    out = [
        path("M-16 -20 Q-16 -36 0 -36 Q16 -36 16 -20", "none", stroke=FROST, stroke_width=4.5),
        path("M-28 -20 L28 -20 L32 34 L-32 34 Z", FROST),
        rect(-28, -20, 56, 7, SHADE),
    ]
    for a in range(8):
        r = math.radians(a * 45)
        k = 15 if a % 2 == 0 else 8
        out.append(line(0, 10, k * math.cos(r), 10 + k * math.sin(r), INK, 3.5 if a % 2 == 0 else 2.5))
    return out


BACK_COLOURS = {  # background, pattern: the deck's family colour of game/theme.py
    "items": PANEL_HI,
    "crises": CRISIS,
    "crossroads": "#3d4f6e",
    "main_objectives": MAIN,
    "secret_objectives": SECRET,
    "exiled_objectives": "#4e4a5c",
    "citizens": "#3a4c60",
    "infection": "#45583f",
    "raxxon": "#2c3a4e",
    "mall_actions": "#5a4a3a",  # the warm brown of a shop's shutter: the mall's cards
}
BACKS = {
    "items": emblem_crate,
    "crises": emblem_storm,
    "crossroads": emblem_signpost,
    "main_objectives": emblem_flag,
    "secret_objectives": emblem_eye,
    "exiled_objectives": emblem_exile,
    "citizens": emblem_crowd,
    "infection": emblem_virus,
    "raxxon": emblem_company,
    "mall_actions": emblem_bag,
}
for _loc in ("police", "grocery", "school", "gas", "library", "hospital"):
    BACKS["items_" + _loc] = (lambda p: lambda: emblem_place(p))(_loc)
    BACK_COLOURS["items_" + _loc] = PANEL_HI


def back(deck: str) -> str:
    bgc = BACK_COLOURS[deck]
    items = [rect(0, 0, BW, BH, INK, rx=12.0), rect(6, 6, BW - 12, BH - 12, bgc, rx=9.0)]
    # a quiet pattern of small snowflakes, the same on every back
    for row in range(9):
        for col in range(6):
            x = 22 + col * 31 + (15 if row % 2 else 0)
            y = 24 + row * 30
            if x > BW - 14:
                continue
            for a in (90, 30, 150):
                r = math.radians(a)
                items.append(
                    line(
                        x + 4 * math.cos(r),
                        y + 4 * math.sin(r),
                        x - 4 * math.cos(r),
                        y - 4 * math.sin(r),
                        FROST,
                        1.1,
                        stroke_opacity="0.16",
                    )
                )
    items += [
        rect(14, 14, BW - 28, BH - 28, "none", rx=6.0, stroke=FROST, stroke_width=2, stroke_opacity="0.55"),
        circle(BW / 2, BH / 2, 56, INK),
        circle(BW / 2, BH / 2, 50, bgc, stroke=FROST, stroke_width=2),
    ]
    items += group(BACKS[deck](), f"translate({n(BW / 2)} {n(BH / 2)})")
    # a location's item deck also says which one with a small mark in the corners
    return svg(BW, BH, items)


# ====================================================================== token and surface
def zombie_token() -> str:
    """A zombie token: a light ring (reads on the dark table), a dark disc, a pale shambling
    figure, head lolling, arms reaching. Shape, not colour, says "zombie"."""
    items = [
        circle(50, 50, 49, FROST),
        circle(50, 50, 44, ZOMBIE_EDGE),
        circle(50, 50, 40.5, ZOMBIE),
        # arms first (behind the body): both reach out to the right, one lower
        path(
            "M44 41 L74 38 L80 42 M42 51 L70 52 L75 57",
            "none",
            stroke=FROST,
            stroke_width=7,
            stroke_linecap="round",
            stroke_linejoin="round",
        ),
        # legs: one dragging
        path(
            "M38 64 L33 77 L26 86 M46 64 L52 75 L53 87",
            "none",
            stroke=FROST,
            stroke_width=8,
            stroke_linecap="round",
            stroke_linejoin="round",
        ),
        # hunched torn body
        path("M28 43 Q34 33 47 34 L52 42 L51 66 L47 62 L43 68 L39 62 L35 67 L31 61 Z", FROST),
        # the head, tilted forward and to the side
        ellipse(44, 25, 8.5, 9.5, FROST, transform="rotate(-18 44 25)"),
        circle(42, 24, 2, ZOMBIE_EDGE),
        circle(49, 22.5, 2, ZOMBIE_EDGE),
        path("M42 30 L49 28.5", "none", stroke=ZOMBIE_EDGE, stroke_width=1.6, stroke_linecap="round"),
        path("M38 47 L44 50 M36 56 L42 55", "none", stroke=ZOMBIE, stroke_width=1.8, stroke_linecap="round"),
    ]
    return svg(100, 100, items)


def surface() -> str:
    """A seamless 256 px tile of the table: dark frozen planks with a frost dusting."""
    items = [rect(0, 0, 256, 256, TABLE)]
    tones = [TABLE, "#1a2333", "#141b28", "#1c2637"]
    for i in range(8):
        y = i * 32
        items.append(rect(0, y, 256, 32, tones[i % 4]))
        items.append(rect(0, y, 256, 1.5, TABLE_DARK))
        # plank joints, at a different place on each row
        x = (i * 97) % 256
        items.append(rect(x, y, 1.5, 32, TABLE_DARK))
        # wood grain: gentle waves that repeat with the tile
        for k in range(3):
            yy = y + 8 + k * 8
            ph = (i * 3 + k * 5) % 7
            items.append(
                path(
                    f"M0 {n(yy)} q32 {n(-2 - ph / 3)} 64 0 t64 0 t64 0 t64 0",
                    "none",
                    stroke="#24304a",
                    stroke_width=1,
                    stroke_opacity="0.7",
                )
            )
    # frost specks: placed so that the ones near an edge repeat on the other side
    x = 17
    for i in range(40):
        x = (x * 61 + 29) % 256
        y = (x * 13 + i * 71) % 256
        r = 0.8 + (i % 3) * 0.5
        for dx in (-256, 0, 256):
            for dy in (-256, 0, 256):
                if -4 < x + dx < 260 and -4 < y + dy < 260:
                    items.append(circle(x + dx, y + dy, r, FROST, fill_opacity="0.10"))
    return svg(256, 256, items)


# ====================================================================== all of it
def load_people() -> dict:
    with open(os.path.join(HERE, "people.toml"), "rb") as f:
        return tomllib.load(f)


def file_id(pid: str) -> str:
    return pid.replace(".", "_")


def all_files() -> dict[str, str]:
    """Relative path -> SVG text, for every picture."""
    people = load_people()
    files: dict[str, str] = {}
    for kind in ("survivors", "characters"):
        for pid, look in sorted(people[kind].items()):
            files[f"{kind}/{file_id(pid)}.svg"] = portrait(look)
    files["bases/disc.svg"] = disc()
    for pid in sorted(PLACES):
        files[f"places/{pid}.svg"] = place(pid)
    for deck in sorted(BACKS):
        files[f"backs/{deck}.svg"] = back(deck)
    files["tokens/zombie.svg"] = zombie_token()
    files["surface/table.svg"] = surface()
    return files


def write(out: str = OUT) -> int:
    """Write every picture under ``out``, and remove SVGs there that are no longer drawn."""
    files = all_files()
    for kind in sorted({rel.split("/")[0] for rel in files}):
        folder = os.path.join(out, kind)
        if os.path.isdir(folder):
            for name in sorted(os.listdir(folder)):
                if name.endswith(".svg") and f"{kind}/{name}" not in files:
                    os.remove(os.path.join(folder, name))
    for rel, text in files.items():
        p = os.path.join(out, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    return len(files)


if __name__ == "__main__":
    dest = sys.argv[1] if len(sys.argv) > 1 else OUT
    print(f"{write(dest)} pictures written to {dest}")
