"""A contact sheet of every picture, to look at: portraits at 96 px and 40 px on the seat colours,
place headers, card backs, the zombie token on the table surface.

    SDL_VIDEODRIVER=dummy python tools/pictures/sheet.py [OUT.png]   (default /tmp/pictures/sheet.png)

Optional: --zoom ID writes OUT with one portrait at 24, 32, 40, 64, 96 and 200 px instead.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import pygame  # noqa: E402

from game import theme  # noqa: E402
from game.render import pictures  # noqa: E402

W = 1640


def _ids(kind):
    folder = os.path.join(pictures.PICTURE_DIR, kind)
    return sorted(f[:-4] for f in os.listdir(folder) if f.endswith(".svg"))


def _portraits():
    return [("survivors", i) for i in _ids("survivors")] + [("characters", i) for i in _ids("characters")]


def sheet(out: str) -> None:
    pygame.display.init()
    pygame.font.init()
    font = pygame.font.Font(None, 18)
    big = pygame.font.Font(None, 26)
    canvas = pygame.Surface((W, 2160))
    canvas.fill(theme.TABLE)
    y = 10

    def title(text):
        nonlocal y
        canvas.blit(big.render(text, True, theme.TEXT), (12, y))
        y += 28

    people = _portraits()
    title(f"portraits at 96 px ({len(people)}), seat colours in turn")
    x = 12
    for k, (kind, pid) in enumerate(people):
        col = theme.SEAT_COLOURS[k % len(theme.SEAT_COLOURS)]
        canvas.blit(pictures.picture(kind, pid, 96, col), (x, y))
        label = pid.replace("sv_", "").split("_")[0]
        canvas.blit(font.render(label, True, theme.TEXT_DIM), (x + 2, y + 98))
        x += 108
        if x + 100 > W:
            x = 12
            y += 118
    y += 124
    title("at 40 px on four seat colours")
    for col in theme.SEAT_COLOURS[:4]:
        x = 12
        for kind, pid in people:
            canvas.blit(pictures.picture(kind, pid, 40, col), (x, y))
            x += 44
        y += 46
    y += 4
    title("at 40 px, no base, on a card and on the table")
    x = 12
    pygame.draw.rect(canvas, theme.CARD, (8, y - 4, 44 * len(people) + 8, 48))
    for kind, pid in people:
        canvas.blit(pictures.picture(kind, pid, 40), (x, y))
        x += 44
    y += 50
    x = 12
    for kind, pid in people:
        canvas.blit(pictures.picture(kind, pid, 40), (x, y))
        x += 44
    y += 56
    title("places (320 px wide)")
    x = 12
    for pid in _ids("places"):
        surf = pictures.picture("places", pid, (320, 320))
        canvas.blit(surf, (x, y))
        canvas.blit(font.render(pid, True, theme.TEXT_DIM), (x + 2, y + surf.get_height() + 2))
        x += 330
        if x + 320 > W:
            x = 12
            y += 142
    y += 146
    title("card backs (100 px wide)")
    x = 12
    for pid in _ids("backs"):
        surf = pictures.picture("backs", pid, (100, 140))
        canvas.blit(surf, (x, y))
        canvas.blit(
            font.render(pid.replace("_objectives", "").replace("items_", "i."), True, theme.TEXT_DIM),
            (x, y + 144),
        )
        x += 108
    y += 168
    title("the table surface with zombie tokens (64, 40, 28 px) and portraits at standee size")
    tile = pictures.picture("surface", "table", 256)
    for tx in range(0, W - 24, 256):
        canvas.blit(tile, (12 + tx, y), pygame.Rect(0, 0, min(256, W - 24 - tx), 256))
    x = 40
    for s in (64, 40, 28):
        for k in range(3):
            canvas.blit(pictures.picture("tokens", "zombie", s), (x, y + 20 + k * (s + 10)))
        x += s + 24
    x += 20
    for k, (kind, pid) in enumerate(people[:12]):
        canvas.blit(pictures.picture(kind, pid, 40, theme.SEAT_COLOURS[k % 5]), (x + k * 48, y + 30))
        canvas.blit(pictures.picture("tokens", "zombie", 40), (x + k * 48, y + 80))
    y += 266
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    pygame.image.save(canvas.subsurface((0, 0, W, min(y, canvas.get_height()))), out)
    print(f"{out}: {W}x{y}")


def zoom(pid: str, out: str) -> None:
    pygame.display.init()
    pygame.font.init()
    kind = (
        "characters"
        if os.path.isfile(os.path.join(pictures.PICTURE_DIR, "characters", pid + ".svg"))
        else "survivors"
    )
    canvas = pygame.Surface((760, 220))
    canvas.fill(theme.TABLE)
    x = 10
    for s in (24, 32, 40, 64, 96, 200):
        canvas.blit(pictures.picture(kind, pid, s, theme.SEAT_COLOURS[1]), (x, 10))
        x += s + 12
    pygame.image.save(canvas, out)
    print(out)


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--zoom"]:
        zoom(args[1], args[2] if len(args) > 2 else "/tmp/pictures/zoom.png")
    else:
        sheet(args[0] if args else "/tmp/pictures/sheet.png")
