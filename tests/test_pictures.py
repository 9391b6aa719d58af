"""Pictures (assets/pictures via game.render.pictures, drawn by tools/pictures/draw.py): every person
(and each of the mall siege's kinds of character) has a portrait, every place a header, every
deck a back; every file is plain SVG that loads at
small and large sizes; portraits tell apart; the files are what the generator draws."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import os
import re
import tomllib
import xml.etree.ElementTree as ET

import pygame
import pytest

from game import theme
from game.render import pictures

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTENT = os.path.join(ROOT, "rules", "content")
SVG_NS = "{http://www.w3.org/2000/svg}"
# what SDL_image's nanosvg draws well; no text, filters, images, clip paths, masks or styles
ALLOWED_TAGS = {
    "svg",
    "defs",
    "g",
    "path",
    "circle",
    "ellipse",
    "rect",
    "polygon",
    "polyline",
    "line",
    "linearGradient",
    "stop",
}
BANNED_ATTRS = {"class", "style", "filter", "clip-path", "mask"}


def _toml(*parts):
    with open(os.path.join(CONTENT, *parts), "rb") as f:
        return tomllib.load(f)


def _survivor_ids():
    return [s["id"] for s in _toml("colony", "survivors.toml")["survivor"]]


def _place_ids():
    return [loc["id"] for loc in _toml("colony", "board.toml")["location"]]


def _character_ids():
    """The evacuation game's characters and the mall siege's kinds of character."""
    return [c["id"] for c in _toml("raxxon", "characters.toml")["character"]] + _mall_kinds()


def _mall_kinds():
    return [c["id"] for c in _toml("mall", "characters.toml")["character"]]


def _mall_place_ids():
    return [p["id"] for p in _toml("mall", "mall.toml")["place"]]


def _all_svgs():
    out = []
    for folder, _dirs, files in os.walk(pictures.PICTURE_DIR):
        out += [os.path.join(folder, f) for f in files if f.endswith(".svg")]
    return sorted(out)


@pytest.fixture(autouse=True)
def _fresh_cache():
    pictures.clear_cache()
    yield
    pictures.clear_cache()


def test_every_person_place_and_deck_has_a_picture():
    assert len(_survivor_ids()) == 30
    assert pictures.missing("survivors", _survivor_ids()) == []
    assert len(_character_ids()) >= 6
    assert pictures.missing("characters", _character_ids()) == []
    assert "colony" in _place_ids()
    assert pictures.missing("places", _place_ids()) == []
    for game, decks in pictures.DECKS.items():
        assert pictures.missing("backs", decks) == [], game
        assert pictures.missing("places", pictures.PLACES[game]) == [], game
    assert pictures.has("tokens", "zombie") and pictures.has("surface", "table")
    for game in ("colony", "raxxon", "mall"):
        assert pictures.content_missing(game, {}) == 0


def test_the_mall_siege_has_a_header_per_place_portrait_per_kind_a_back_and_a_cover():
    """Issue 17: the mall's six places (CN-M-1) each have a header, its four kinds of character
    (M-3.1) a portrait, its action cards (CN-M-2) a back, and the game chooser a cover; a place
    or kind without its file is counted as missing by ``content_missing``."""
    from rules.mall.content import CONTENT_DIR, load_content
    c = load_content(CONTENT_DIR)
    ids = pictures.content_ids("mall", c)
    assert sorted(ids["places"]) == sorted(_mall_place_ids()) and len(ids["places"]) == 6
    assert sorted(ids["characters"]) == sorted(_mall_kinds()) and len(ids["characters"]) == 4
    assert pictures.content_missing("mall", ids) == 0
    assert pictures.has("backs", "mall_actions") and pictures.has("places", "mall")
    assert pictures.content_missing("mall", {"places": ["nowhere"], "characters": ["nobody"]}) == 2
    # a game whose table draws no place headers is not asked for them
    assert "places" not in pictures.content_ids("raxxon", c)


def test_colony_decks_cover_every_location_deck():
    for loc in _place_ids():
        if loc != "colony":
            assert "items_" + loc in pictures.DECKS["colony"], loc


def test_missing_is_a_key_error_and_has_is_false():
    assert not pictures.has("survivors", "sv.nobody")
    assert pictures.missing("survivors", ["sv.nobody", _survivor_ids()[0]]) == ["sv.nobody"]
    with pytest.raises(KeyError):
        pictures.picture("survivors", "sv.nobody", 40)
    with pytest.raises(KeyError):
        pictures.picture("portraits", "sv.hollis_varga", 40)  # no such kind
    assert not pictures.has("portraits", "x")
    assert pictures.content_missing("colony", {"survivors": ["sv.nobody"]}) == 1


@pytest.mark.parametrize("file", _all_svgs(), ids=lambda f: os.path.relpath(f, pictures.PICTURE_DIR))
def test_svg_is_plain_and_rasterises_at_32_and_256(file):
    root = ET.parse(file).getroot()
    assert root.tag == SVG_NS + "svg"
    assert root.get("viewBox")
    for el in root.iter():
        tag = el.tag.replace(SVG_NS, "")
        assert tag in ALLOWED_TAGS, tag
        assert not BANNED_ATTRS & set(el.attrib), (tag, el.attrib)
    for size in (32, 256):
        surf = pygame.image.load_sized_svg(file, (size, size))
        w, h = surf.get_size()
        assert max(w, h) == size and min(w, h) > 0
        assert pygame.mask.from_surface(surf, 40).count() > w * h * 0.1, (file, size)


def test_portraits_fit_the_box_and_sit_on_the_seat_colour():
    sid = _survivor_ids()[0]
    for size in (24, 40, 96):
        plain = pictures.picture("survivors", sid, size)
        assert plain.get_size() == (size, size)
        assert plain.get_at((0, 0)).a == 0  # transparent: no baked-in base
        on_seat = pictures.picture("survivors", sid, size, theme.SEAT_COLOURS[1])
        assert on_seat.get_size() == (size, size)
        assert on_seat.get_at((0, 0)).a == 0  # a disc, not a square
    big = pictures.picture("survivors", sid, 200, theme.SEAT_COLOURS[1])
    assert tuple(big.get_at((164, 50)))[:3] == theme.SEAT_COLOURS[1]  # the base shows the seat colour
    assert pictures.picture("survivors", sid, 40, (1, 2, 3)) is pictures.picture(
        "survivors", sid, 40, (1, 2, 3)
    )


def test_wide_and_tall_pictures_keep_their_shape():
    head = pictures.picture("places", "colony", (320, 320))
    assert head.get_size() == (320, 120)
    back = pictures.picture("backs", "items", (100, 200))
    assert back.get_width() == 100 and 130 <= back.get_height() <= 150
    assert abs(pictures.aspect("places", "colony") - 320 / 120) < 1e-6


def test_no_two_portraits_are_the_same_at_64():
    seen = {}
    for kind, ids in (("survivors", _survivor_ids()), ("characters", _character_ids())):
        for pid in ids:
            data = pygame.image.tobytes(pictures.picture(kind, pid, 64, theme.SEAT_COLOURS[0]), "RGBA")
            seen[(kind, pid)] = data
    keys = list(seen)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            x, y = seen[a], seen[b]
            assert x != y, (a, b)
            # and not near copies: a good share of the 4096 pixels differ
            differ = sum(1 for k in range(0, len(x), 4) if x[k : k + 3] != y[k : k + 3])
            assert differ > 300, (a, b, differ)


def test_generator_output_is_up_to_date(tmp_path):
    spec = importlib.util.spec_from_file_location(
        "draw_pictures", os.path.join(ROOT, "tools", "pictures", "draw.py")
    )
    draw = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(draw)
    draw.write(str(tmp_path))
    fresh = {os.path.relpath(os.path.join(d, f), tmp_path) for d, _s, fs in os.walk(tmp_path) for f in fs}
    kept = {os.path.relpath(f, pictures.PICTURE_DIR) for f in _all_svgs()}
    assert fresh == kept, "run tools/pictures/draw.py: " + repr(sorted(fresh ^ kept))
    for rel in sorted(fresh):
        with (
            open(os.path.join(tmp_path, rel), encoding="utf-8") as a,
            open(os.path.join(pictures.PICTURE_DIR, rel), encoding="utf-8") as b,
        ):
            assert a.read() == b.read(), f"{rel} is stale: run tools/pictures/draw.py"
    # every person in the content has a line in people.toml
    people = draw.load_people()
    assert set(people["survivors"]) == set(_survivor_ids())
    assert set(people["characters"]) == set(_character_ids())


@pytest.mark.parametrize("game", ["colony", "raxxon", "mall"])
def test_content_command_reports_no_missing_pictures(game):
    import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main.main(["content", game, "--json"]) == 0
    assert json.loads(out.getvalue())["pictures_missing"] == 0


def test_rules_do_not_import_the_front_end():
    for pkg in ("rules",):
        for folder, _d, files in os.walk(os.path.join(ROOT, pkg)):
            for f in files:
                if f.endswith(".py"):
                    with open(os.path.join(folder, f), encoding="utf-8") as fh:
                        text = fh.read()
                    assert not re.search(r"^\s*(from\s+game[.\s]|import\s+game\b)", text, re.M), os.path.join(
                        folder, f
                    )
