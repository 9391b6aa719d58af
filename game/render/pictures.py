"""Pictures: portraits, place headers, card backs, tokens and the table surface (``assets/pictures``).

Every picture is an SVG drawn by ``tools/pictures/draw.py`` (run it again after changing it or
``tools/pictures/people.toml``). ``picture(kind, id, size, base_color)`` rasterises one at the
asked size with SDL_image's SVG loader and caches the surface:

- ``survivors`` (ids like ``sv.hollis_varga``) and ``characters`` (``varga``): a bust on a
  transparent ground; with ``base_color`` it is laid on the base disc (``bases/disc.svg``,
  white with a darker rim) tinted with that colour, the seat colour on the table;
- ``places`` (the colony's Locations and the Colony; the evacuation game's ``crowd``,
  ``quarantine``, ``company``, ``evacuation``; the mall siege's six places and its cover
  ``mall``): wide headers, 8:3;
- ``backs`` (one per deck, ``DECKS``): 5:7 card backs;
- ``tokens`` (``zombie``) and ``surface`` (``table``, a seamless tile).

``size`` is an int (the picture fits a size×size box) or a (width, height) box; the picture
keeps its own proportions inside it, so a portrait asked at 40 is 40×40 and a place header
asked at (320, 320) is 320×120.

A picture that has no file raises ``KeyError`` naming it: callers catch it and draw their old
look. Loading needs no display mode; surfaces are converted once a display exists (call
``clear_cache`` after ``set_mode`` for converted copies). pygame is imported only when a
picture is drawn, so ``has``/``missing``/``content_missing`` work for command-line checks.
"""

from __future__ import annotations

import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PICTURE_DIR = os.path.join(ROOT, "assets", "pictures")

KINDS = ("survivors", "characters", "places", "backs", "tokens", "surface")
PORTRAITS = ("survivors", "characters")

# the decks that have a back, per game (tools/pictures/draw.py draws one file for each): the
# starting items and each Location's item deck; betrayal objectives are dealt from the secret
# objective deck, so they share its back; raxxon = the company's (Nordvale) deck
DECKS = {
    "colony": (
        "items",
        "items_police",
        "items_grocery",
        "items_school",
        "items_gas",
        "items_library",
        "items_hospital",
        "crises",
        "crossroads",
        "main_objectives",
        "secret_objectives",
        "exiled_objectives",
    ),
    "raxxon": ("citizens", "infection", "raxxon"),
    "mall": ("mall_actions",),
}
# headers that are not a content id: the evacuation game's areas, the mall siege's cover
PLACES = {"colony": (), "raxxon": ("crowd", "quarantine", "company", "evacuation"), "mall": ("mall",)}
# games whose content's places each have a header (their ids are the content's place ids)
PLACE_HEADERS = ("mall",)
COMMON = (("tokens", "zombie"), ("surface", "table"))

_cache: dict = {}
_CACHE_MAX = 400


def file_name(pid: str) -> str:
    """The file name of an id: dots become underscores (``sv.hollis_varga`` -> ``sv_hollis_varga.svg``)."""
    return str(pid).replace(".", "_") + ".svg"


def path(kind: str, pid: str) -> str:
    """The SVG file of a picture (it may not exist); KeyError for an unknown kind."""
    if kind not in KINDS:
        raise KeyError(f"no picture kind {kind!r} (kinds: {', '.join(KINDS)})")
    return os.path.join(PICTURE_DIR, kind, file_name(pid))


def has(kind: str, pid: str) -> bool:
    try:
        return os.path.isfile(path(kind, pid))
    except KeyError:
        return False


def missing(kind: str, ids) -> list:
    """The ids (in their order) that have no picture of this kind."""
    return [i for i in ids if not has(kind, i)]


def content_missing(game: str, ids: dict) -> int:
    """How many pictures a game's content needs and lacks: ``ids`` maps a kind to the content's
    ids (colony: survivors and places; the other games: ``content_ids``); the game's deck backs,
    its own headers, the zombie token and the table surface are added here."""
    want = {k: list(v) for k, v in ids.items()}
    want.setdefault("backs", []).extend(DECKS.get(game, ()))
    want.setdefault("places", []).extend(PLACES.get(game, ()))
    for kind, pid in COMMON:
        want.setdefault(kind, []).append(pid)
    return sum(len(missing(kind, sorted(set(v)))) for kind, v in want.items())


def content_ids(game: str, content) -> dict:
    """The ids of a game's loaded content that need a picture (for ``content_missing``): its
    characters' portraits, and its places' headers where the game's table draws them."""
    ids = {"characters": list(getattr(content, "characters", {}))}
    if game in PLACE_HEADERS:
        ids["places"] = [p.id for p in content.places.values()]
    return ids


def clear_cache() -> None:
    _cache.clear()


def _box(size) -> tuple[int, int]:
    if isinstance(size, (tuple, list)):
        w, h = int(size[0]), int(size[1])
    else:
        w = h = int(size)
    if w < 1 or h < 1:
        raise ValueError(f"picture size must be positive, not {size!r}")
    return w, h


def _display_ready(pygame) -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _rasterise(pygame, file: str, box: tuple[int, int]):
    """The SVG fitted into ``box`` (its proportions kept), as a 32-bit surface with alpha."""
    loader = getattr(pygame.image, "load_sized_svg", None)
    if loader is not None:
        surf = loader(file, box)
    else:  # older pygame: the SVG at its own size, scaled
        surf = pygame.image.load(file)
        w, h = surf.get_size()
        k = min(box[0] / w, box[1] / h)
        surf = pygame.transform.smoothscale(
            surf.convert_alpha() if _display_ready(pygame) else surf,
            (max(1, round(w * k)), max(1, round(h * k))),
        )
    if surf.get_bitsize() != 32 or not surf.get_flags() & pygame.SRCALPHA:
        full = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
        full.blit(surf, (0, 0))
        surf = full
    return surf


def _load(kind: str, pid: str, box: tuple[int, int]):
    import pygame

    file = path(kind, pid)
    if not os.path.isfile(file):
        raise KeyError(f"no picture {kind}/{pid} (no file {file})")
    try:
        return _rasterise(pygame, file, box)
    except (pygame.error, OSError, ValueError) as e:  # a broken file: as good as a missing one
        raise KeyError(f"picture {kind}/{pid} does not load ({e})") from e


def _base(size: int, rgba: tuple):
    """The base disc tinted with ``rgba``."""
    import pygame

    key = ("bases", "disc", (size, size), None)
    white = _cache.get(key)
    if white is None:
        file = os.path.join(PICTURE_DIR, "bases", "disc.svg")
        if os.path.isfile(file):
            white = _rasterise(pygame, file, (size, size))
        else:  # no base file: a plain disc
            white = pygame.Surface((size, size), pygame.SRCALPHA, 32)
            pygame.draw.circle(white, (255, 255, 255), (size / 2, size / 2), size / 2)
        _cache[key] = white
    disc = white.copy()
    disc.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
    return disc


def picture(kind: str, pid: str, size, base_color=None):
    """The picture ``kind``/``pid`` as a surface fitted into ``size`` (an int: a square box; or
    (width, height)). Portraits are laid on the base disc in ``base_color`` when given.

    KeyError when there is no such picture (or its file does not load): fall back to the old
    look. The surface is shared through the cache: blit it, do not draw on it.
    """
    import pygame

    box = _box(size)
    tint = None
    if base_color is not None and kind in PORTRAITS:
        c = tuple(int(v) for v in base_color)
        tint = c if len(c) == 4 else c[:3] + (255,)
    key = (kind, str(pid), box, tint)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    surf = _load(kind, str(pid), box)
    if tint is not None:
        w, h = surf.get_size()
        out = _base(min(w, h), tint)
        if out.get_size() != (w, h):
            full = pygame.Surface((w, h), pygame.SRCALPHA, 32)
            full.blit(out, ((w - out.get_width()) // 2, (h - out.get_height()) // 2))
            out = full
        out.blit(surf, (0, 0))
        surf = out
    if _display_ready(pygame):
        surf = surf.convert_alpha()
    if len(_cache) >= _CACHE_MAX:
        _cache.clear()
    _cache[key] = surf
    return surf


def faint(kind: str, pid: str, size, alpha: int):
    """``picture`` made see-through (``alpha`` 0–255) for a scene behind a panel's words, cached
    like the picture itself: a place header under its standees costs one blit a frame."""
    key = ("faint", kind, str(pid), _box(size), int(alpha))
    surf = _cache.get(key)
    if surf is None:
        surf = picture(kind, pid, size).copy()
        surf.set_alpha(int(alpha))
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[key] = surf
    return surf


def aspect(kind: str, pid: str) -> float:
    """Width / height of a picture, from its SVG's viewBox (1.0 when it cannot be read)."""
    import re

    try:
        with open(path(kind, pid), encoding="utf-8") as f:
            head = f.read(400)
    except OSError as e:
        raise KeyError(f"no picture {kind}/{pid}") from e
    m = re.search(r'viewBox="\s*[-\d.]+\s+[-\d.]+\s+([\d.]+)\s+([\d.]+)', head)
    return float(m.group(1)) / float(m.group(2)) if m else 1.0
