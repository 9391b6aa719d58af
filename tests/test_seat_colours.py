"""Seat colours read for colour-blind players (DESIGN.md: colour is never the only cue; issue 17,
CN-M-3: "six player colours that read for colour-blind players").

Measured, not judged by eye: each palette's colours are passed through a simulation of the three
full dichromacies (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear sRGB)
and compared in CIELAB (ΔE*76). Every pair must stay at least ``MIN_PAIR`` apart for every kind of
vision, every colour at least ``MIN_GROUND`` from the panel it is drawn on, and each seat keeps a
shape mark of its own, so that even two colours that came close would still be told apart.

Measured on the palettes as they are (the closest pair per vision): mall protan 20.7 (sky/pink),
deutan 17.9 (green/pink), tritan 16.1 (sky/green); colony/evacuation deutan 17.0
(orange/yellow), tritan 16.1 (sky/green). What the check catches: an orange and an olive of the
same lightness (#E69F00 / #B4AC00) are 29.3 apart in normal vision and 6.4 for a deuteranope.
"""
from __future__ import annotations

import itertools
import math

import pytest

from game import theme
from rules.mall.content import load_content as load_mall

MIN_PAIR = 15.0     # ΔE*76 between two seats' colours, under every simulated vision
MIN_GROUND = 25.0   # ΔE*76 between a seat's colour and the panel it stands on

# Machado et al. (2009), severity 1.0: linear-RGB matrices for the three dichromacies
VISIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(c: int) -> float:
    c = c / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb_linear) -> tuple:
    r, g, b = rgb_linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def seen(rgb, vision: str) -> tuple:
    """The CIELAB colour a person with ``vision`` sees for the sRGB colour ``rgb``."""
    lin = [_linear(c) for c in rgb[:3]]
    m = VISIONS[vision]
    out = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return _lab(out)


def rgb(hex_: str) -> tuple:
    return tuple(int(hex_[i:i + 2], 16) for i in (1, 3, 5))


def closest_pair(colours: dict, vision: str) -> tuple:
    lab = {k: seen(c, vision) for k, c in colours.items()}
    return min((math.dist(lab[a], lab[b]), a, b) for a, b in itertools.combinations(lab, 2))


def palettes() -> dict:
    """name -> ({seat id: rgb}, [shape per seat]) for every table's seat colours."""
    mall = load_mall()
    return {
        "mall": ({c.id: rgb(c.hex) for c in mall.colours}, [c.shape for c in mall.colours]),
        "colony and evacuation": ({f"seat {k}": c for k, c in enumerate(theme.SEAT_COLOURS)},
                                  list(theme.SEAT_SHAPES)),
    }


def test_the_simulation_tells_a_red_green_pair_apart_only_in_normal_vision():
    """The check can fail: a pair a deuteranope confuses (an orange and an olive of the same
    lightness) is far apart in normal vision and under MIN_PAIR in simulated deuteranopia."""
    pair = {"orange": rgb("#E69F00"), "olive": rgb("#B4AC00")}
    assert closest_pair(pair, "normal")[0] > MIN_PAIR
    assert closest_pair(pair, "deuteranopia")[0] < MIN_PAIR


@pytest.mark.parametrize("vision", sorted(VISIONS))
@pytest.mark.parametrize("name", ["mall", "colony and evacuation"])
def test_every_two_seat_colours_stay_apart_for_every_kind_of_vision(name, vision):
    """CN-M-3 (mall), DESIGN.md seat colours: every pair of seat colours ≥ MIN_PAIR ΔE*76 in
    normal vision and under simulated protanopia, deuteranopia and tritanopia."""
    colours, _ = palettes()[name]
    d, a, b = closest_pair(colours, vision)
    assert d >= MIN_PAIR, f"{name}: {a} and {b} are only {d:.1f} apart for {vision}"


@pytest.mark.parametrize("vision", sorted(VISIONS))
@pytest.mark.parametrize("name", ["mall", "colony and evacuation"])
def test_every_seat_colour_stands_out_from_the_panel(name, vision):
    colours, _ = palettes()[name]
    ground = seen(theme.PANEL, vision)
    for k, c in colours.items():
        d = math.dist(seen(c, vision), ground)
        assert d >= MIN_GROUND, f"{name}: {k} is only {d:.1f} from the panel for {vision}"


@pytest.mark.parametrize("name", ["mall", "colony and evacuation"])
def test_every_seat_has_a_shape_of_its_own(name):
    """Colour is never the only cue (DESIGN.md): each seat's shape mark differs."""
    colours, shapes = palettes()[name]
    assert len(shapes) >= len(colours) and len(set(shapes[:len(colours)])) == len(colours)
