"""Icons (assets/icons/*.svg via game.render.icons): every file loads, reads at small sizes, tints, caches."""
import os
import xml.etree.ElementTree as ET

import pygame
import pytest

from game import theme
from game.render import icons

SIZES = (16, 32, 64)
SVG_NS = "{http://www.w3.org/2000/svg}"
# what SDL_image's nanosvg draws; anything else (text, filters, gradients, images) is not for icons
ALLOWED_TAGS = {"svg", "g", "path", "circle", "ellipse", "rect", "polygon", "polyline", "line"}


@pytest.fixture(autouse=True)
def _fresh_cache():
    icons.clear_cache()
    yield
    icons.clear_cache()


def _coverage(surf):
    """(opaque pixels, fully transparent pixels)."""
    w, h = surf.get_size()
    opaque = pygame.mask.from_surface(surf, 200).count()
    clear = w * h - pygame.mask.from_surface(surf, 0).count()
    return opaque, clear


def test_names_are_unique_and_cover_the_item_symbols():
    assert len(set(icons.NAMES)) == len(icons.NAMES)
    for sym in ("weapon", "fuel", "education", "food", "medicine", "tools", "survivor"):
        assert sym in icons.NAMES
    for sym in theme.SYMBOL_COLOURS:
        assert sym in icons.NAMES, sym


def test_every_name_has_a_file_and_no_file_is_unlisted():
    for name in icons.NAMES:
        assert os.path.isfile(icons.path(name)), name
    on_disk = {f[:-4] for f in os.listdir(icons.ICON_DIR) if f.endswith(".svg")}
    assert on_disk == set(icons.NAMES)


@pytest.mark.parametrize("name", icons.NAMES)
def test_svg_is_a_plain_white_64_box(name):
    root = ET.parse(icons.path(name)).getroot()
    assert root.tag == SVG_NS + "svg"
    assert root.get("viewBox") == "0 0 64 64"
    for el in root.iter():
        tag = el.tag.replace(SVG_NS, "")
        assert tag in ALLOWED_TAGS, (name, tag)
        for attr in ("fill", "stroke"):
            assert el.get(attr) in (None, "none", "#ffffff"), (name, tag, attr, el.get(attr))


@pytest.mark.parametrize("name", icons.NAMES)
def test_loads_at_each_size_with_a_readable_silhouette(name):
    for size in SIZES:
        surf = icons.icon(name, size)
        assert surf.get_size() == (size, size)
        assert surf.get_flags() & pygame.SRCALPHA
        opaque, clear = _coverage(surf)
        total = size * size
        assert opaque > total * 0.08, (name, size, opaque)   # something solid to see
        assert clear > total * 0.15, (name, size, clear)     # and a shape, not a filled square


def test_tint_sets_the_colour_and_keeps_the_alpha():
    white = icons.icon("morale", 32)
    red = icons.icon("morale", 32, (200, 40, 10))
    assert _coverage(red) == _coverage(white)
    for x in range(32):
        for y in range(32):
            c, w = red.get_at((x, y)), white.get_at((x, y))
            assert c.a == w.a
            if c.a == 255:
                assert (c.r, c.g, c.b) == (200, 40, 10)
    # an RGBA colour fades the icon
    faded = icons.icon("morale", 32, (200, 40, 10, 128))
    assert faded.get_at((16, 18)).a == 128
    assert faded.get_at((0, 0)).a == 0


def test_cache_returns_the_same_surface_per_name_size_and_colour():
    a = icons.icon("zombie", 24, (10, 20, 30))
    assert icons.icon("zombie", 24, (10, 20, 30)) is a
    assert icons.icon("zombie", 24, [10, 20, 30]) is a          # any colour sequence
    assert icons.icon("zombie", 25, (10, 20, 30)) is not a
    assert icons.icon("zombie", 24, (10, 20, 31)) is not a


def test_unknown_name_raises_key_error_with_the_name():
    with pytest.raises(KeyError, match="no_such_icon"):
        icons.icon("no_such_icon", 32)


def test_listed_name_without_a_file_raises_key_error(monkeypatch, tmp_path):
    monkeypatch.setattr(icons, "ICON_DIR", str(tmp_path))
    with pytest.raises(KeyError, match="wound"):
        icons.icon("wound", 32)


def test_bad_size_is_refused():
    with pytest.raises(ValueError):
        icons.icon("dice", 0)


def test_fallback_without_load_sized_svg(monkeypatch):
    monkeypatch.delattr(pygame.image, "load_sized_svg", raising=False)
    surf = icons.icon("crisis", 20, (255, 196, 92))
    assert surf.get_size() == (20, 20)
    opaque, clear = _coverage(surf)
    assert opaque and clear


def test_loads_with_and_without_a_display_mode():
    had_display = pygame.display.get_init() and pygame.display.get_surface() is not None
    before = icons.icon("colony", 32)            # whatever the display state, it loads
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    try:
        icons.clear_cache()
        after = icons.icon("colony", 32)          # now converted for the display
        assert after.get_size() == (32, 32)
        assert _coverage(after) == _coverage(before)
        pygame.display.get_surface().blit(after, (0, 0))
    finally:
        if not had_display:
            pygame.display.quit()
