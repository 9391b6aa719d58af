"""How to play: the player-facing rules (game/locale/<lang>/rules.toml), searchable, with the
rule ids of shared/spec/colony.md under each section."""
from __future__ import annotations

import functools
import os
import tomllib

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.widgets import button, panel, shade


@functools.lru_cache(maxsize=None)
def sections(lang: str) -> tuple:
    path = os.path.join(i18n.LOCALE_DIR, lang, "rules.toml")
    with open(path, "rb") as f:
        return tuple(tomllib.load(f)["section"])


class RulebookScene(Scene):
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        self.index = 0
        self.query = ""
        pygame.key.start_text_input()

    def matches(self) -> list[int]:
        secs = sections(i18n.language())
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
        # search box
        sr = pygame.Rect(r.x + u(30), r.y + u(80), u(560), u(50))   # wide enough for ru titles
        pygame.draw.rect(surface, theme.PANEL, sr, border_radius=8)
        pygame.draw.rect(surface, theme.WARM, sr, 2, border_radius=8)
        shown = self.query + "|" if self.query else i18n.t("ui.rulebook.search") + "…"
        text.draw(surface, shown, (sr.x + u(12), sr.centery), u(22),
                  theme.TEXT if self.query else theme.TEXT_DIM, anchor="midleft", max_width=sr.w - u(20))
        secs = sections(i18n.language())
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
