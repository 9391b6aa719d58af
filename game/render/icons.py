"""Icons: small SVG files we draw ourselves (``assets/icons``), loaded by pygame-ce, tinted, cached.

Every icon is a single white silhouette on a transparent 64×64 viewBox, so code can tint it to
any colour. ``icon(name, size, color)`` rasterises the SVG at the asked size (SDL_image's SVG
loader via ``pygame.image.load_sized_svg``; plain ``load`` + ``smoothscale`` where that is
missing), keeps the alpha, sets the colour, and caches the result per (name, size, colour).

Loading needs no display mode: the surfaces are converted with ``convert_alpha`` only once a
display surface exists (call ``clear_cache`` after ``set_mode`` to get converted copies).
"""
from __future__ import annotations

import os

import pygame

ICON_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "assets", "icons")

ITEM_SYMBOLS = ("weapon", "fuel", "education", "food", "medicine", "tools", "survivor")
NAMES = ITEM_SYMBOLS + (
    "wound", "frostbite", "bite", "noise", "barricade", "food_token", "starvation", "morale", "round",
    "zombie", "dice", "exposure", "first_player", "crisis", "main_objective", "secret", "helpless",
    "colony", "exile", "equip", "hand", "waste", "request", "vote", "curtain", "log", "settings",
    "leader",
)
_NAME_SET = frozenset(NAMES)

_base: dict = {}    # (name, size) -> white silhouette
_cache: dict = {}   # (name, size, rgba) -> tinted surface
_CACHE_MAX = 2000


def path(name: str) -> str:
    """The SVG file of an icon; KeyError for a name that is not an icon."""
    if name not in _NAME_SET:
        raise KeyError(name)
    return os.path.join(ICON_DIR, name + ".svg")


def clear_cache() -> None:
    _base.clear()
    _cache.clear()


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _rasterise(file: str, size: int) -> pygame.Surface:
    loader = getattr(pygame.image, "load_sized_svg", None)
    if loader is not None:
        surf = loader(file, (size, size))
    else:   # older pygame: the SVG's own 64 px, scaled
        surf = pygame.image.load(file)
        if surf.get_bitsize() != 32 or not surf.get_flags() & pygame.SRCALPHA:
            full = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
            full.blit(surf, (0, 0))
            surf = full
        if surf.get_size() != (size, size):
            surf = pygame.transform.smoothscale(surf, (size, size))
    if surf.get_size() != (size, size) or not surf.get_flags() & pygame.SRCALPHA:
        out = pygame.Surface((size, size), pygame.SRCALPHA, 32)
        out.blit(surf, ((size - surf.get_width()) // 2, (size - surf.get_height()) // 2))
        surf = out
    return surf


def _silhouette(name: str, size: int) -> pygame.Surface:
    key = (name, size)
    surf = _base.get(key)
    if surf is None:
        file = path(name)
        if not os.path.isfile(file):
            raise KeyError(f"{name} (no file {file})")
        surf = _rasterise(file, size)
        # whatever the drawn colour, the silhouette is white: the tint then sets it exactly
        surf.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        if _display_ready():
            surf = surf.convert_alpha()
        _base[key] = surf
    return surf


def icon(name: str, size: int, color=(255, 255, 255)) -> pygame.Surface:
    """The icon ``name`` as a ``size``×``size`` surface in ``color`` (RGB, or RGBA to fade it).

    The returned surface is shared through the cache: blit it, do not draw on it.
    """
    size = int(size)
    if size < 1:
        raise ValueError(f"icon size must be positive, not {size}")
    c = tuple(int(v) for v in color)
    rgba = c if len(c) == 4 else c[:3] + (255,)
    key = (name, size, rgba)
    surf = _cache.get(key)
    if surf is None:
        surf = _silhouette(name, size).copy()
        if rgba != (255, 255, 255, 255):
            surf.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[key] = surf
    return surf
