"""How to play: each game's player-facing rules (game/locale/<lang>/<game id>/rules.toml),
searchable, with the rule ids of that game's spec under each section; a tab per game."""
from __future__ import annotations

import functools
import os
import tomllib

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.widgets import button, panel, shade


def _path(lang: str, game_id: str) -> str:
    return os.path.join(i18n.LOCALE_DIR, lang, game_id, "rules.toml")


@functools.lru_cache(maxsize=None)
def sections(lang: str, game_id: str) -> tuple:
    with open(_path(lang, game_id), "rb") as f:
        return tuple(tomllib.load(f)["section"])


def games_with_rules() -> list:
    """The tables whose game has a rulebook, in the registry's order."""
    from game import tables
    return [t for t in tables.available() if os.path.isfile(_path("en", t.game_id))]


class RulebookScene(Scene):
    overlay = True
    still = True

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.games = games_with_rules()
        ids = [t.game_id for t in self.games]
        self.game_id = game_id if game_id in ids else ids[0]
        self.index = 0
        self.query = ""
        pygame.key.start_text_input()

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.index = 0

    def matches(self) -> list[int]:
        secs = sections(i18n.language(), self.game_id)
        q = self.query.strip().lower()
        if not q:
            return list(range(len(secs)))
        return [k for k, s in enumerate(secs)
                if q in s["title"].lower() or q in s["body"].lower()
                or any(q in r.lower() for r in s.get("rules", []))]

    def handle(self, event):
        if event.type == pygame.TEXTINPUT:
            self.query = (self.query + event.text)[:40]
            m = self.matches()
            if m:
                self.index = m[0]
            return None
        return super().handle(event)

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key == pygame.K_BACKSPACE:
            self.query = self.query[:-1]
        elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            m = self.matches()
            if self.index in m and m.index(self.index) + 1 < len(m):
                self.index = m[m.index(self.index) + 1]
        elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
            m = self.matches()
            if self.index in m and m.index(self.index) > 0:
                self.index = m[m.index(self.index) - 1]
        return None

    def select(self, k):
        self.index = k

    def draw(self, surface):
        u = self.app.u
        shade(surface, 200)
        w, h = surface.get_size()
        r = pygame.Rect(u(100), u(60), w - u(200), h - u(120))
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16)
        text.draw(surface, i18n.t("ui.rulebook.title"), (r.x + u(30), r.y + u(18)), u(38), theme.FROST,
                  bold=True)
        if len(self.games) > 1:   # a tab per game, right of the title
            x = r.right - u(30)
            for t in reversed(self.games):
                label = t.title()
                bw = text.width(label, u(22), True) + u(40)
                x -= bw
                button(self, surface, (x, r.y + u(16), bw, u(48)), label,
                       lambda g=t.game_id: self.show_game(g), f"rules_game:{t.game_id}", u(22),
                       role="nav", selected=t.game_id == self.game_id)
                x -= u(12)
        # search box
        sr = pygame.Rect(r.x + u(30), r.y + u(80), u(560), u(50))   # wide enough for ru titles
        pygame.draw.rect(surface, theme.PANEL, sr, border_radius=8)
        pygame.draw.rect(surface, theme.WARM, sr, 2, border_radius=8)
        shown = self.query + "|" if self.query else i18n.t("ui.rulebook.search") + "…"
        text.draw(surface, shown, (sr.x + u(12), sr.centery), u(22),
                  theme.TEXT if self.query else theme.TEXT_DIM, anchor="midleft", max_width=sr.w - u(20))
        secs = sections(i18n.language(), self.game_id)
        m = self.matches()
        if m and self.index not in m:
            self.index = m[0]
        y = sr.bottom + u(14)
        bh = u(40)
        rows = (r.bottom - u(20) - y) // (bh + u(6))
        start = max(0, min(m.index(self.index) if self.index in m else 0, len(m) - rows)) if m else 0
        for k in m[start:start + rows]:
            button(self, surface, (sr.x, y, sr.w, bh), secs[k]["title"], lambda k=k: self.select(k),
                   f"section:{secs[k]['id']}", u(19), role="nav", selected=(k == self.index))
            y += bh + u(6)
        if not m:
            text.draw(surface, i18n.t("ui.rulebook.no_match"), (sr.x, y), u(20), theme.TEXT_DIM)
        # the section
        br = pygame.Rect(sr.right + u(40), r.y + u(80), r.right - sr.right - u(70), r.h - u(170))
        if m:
            s = secs[self.index]
            text.draw(surface, s["title"], (br.x, br.y), u(32), theme.WARM, bold=True, max_width=br.w)
            ids = i18n.t("ui.rulebook.rules", ids=", ".join(s.get("rules", [])))
            text.draw(surface, ids, (br.x, br.y + u(46)), u(18), theme.TEXT_DIM, max_width=br.w)
            yy = br.y + u(84)
            for para in s["body"].strip().split("\n\n"):
                used = text.draw_block(surface, para.strip(), pygame.Rect(br.x, yy, br.w, br.bottom - yy),
                                       u(22), theme.TEXT, min_size=u(16))
                yy += used + u(12)
                if yy >= br.bottom:
                    break
        button(self, surface, (r.right - u(230), r.bottom - u(76), u(200), u(54)),
               i18n.t("ui.rulebook.close"), self.app.pop, "close", u(22), role="meta")
