"""How to play: each game's player-facing rules (game/locale/<lang>/<game id>/rules.toml),
searchable, a tab per game (a section names the spec's rule ids it covers in the data, never on
screen). The list of sections and a section's text each scroll (the wheel, or their thin
scrollbar: a click above or below the thumb moves a page, the thumb drags; issue 15) when they do
not fit."""
from __future__ import annotations

import functools
import os
import tomllib

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.widgets import Scrollbar, button, panel, shade


def _path(lang: str, game_id: str) -> str:
    return os.path.join(i18n.LOCALE_DIR, lang, game_id, "rules.toml")


@functools.lru_cache(maxsize=None)
def sections(lang: str, game_id: str) -> tuple:
    with open(_path(lang, game_id), "rb") as f:
        return tuple(tomllib.load(f)["section"])


def glyph_radius(size: int) -> int:
    """A paragraph's picture (``Table.rule_glyph``): 1.4 lines of text across, as large as the
    symbols on the table beside type of that size."""
    return text.line_height(size) * 7 // 10


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
        self.list_first = 0          # the first section shown in the list
        self.body_first = 0          # the first line of the section's text shown
        self.list_bar = Scrollbar("rules_list")
        self.body_bar = Scrollbar("rules_body")
        self._follow = True          # the list is brought to the selected section when drawn
        self._list_rect = pygame.Rect(0, 0, 0, 0)
        self.mouse = (0, 0)
        pygame.key.start_text_input()

    def show_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.index = 0
        self.list_first = self.body_first = 0

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
                self.body_first = 0
                self._follow = True
            return None
        if self.list_bar.handle(event) or self.body_bar.handle(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:   # over the list it scrolls the list, else the text
            if self.list_bar.track is not None and self._list_rect.collidepoint(self.mouse):
                self.list_bar.scroll_to(self.list_first - event.y)
            else:
                self.body_bar.scroll_to(self.body_first - 3 * event.y)
            return None
        return super().handle(event)

    def scroll_list(self, first: int) -> None:
        self.list_first = first
        self._follow = False

    def scroll_body(self, first: int) -> None:
        self.body_first = first

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key == pygame.K_BACKSPACE:
            self.query = self.query[:-1]
        elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            m = self.matches()
            if self.index in m and m.index(self.index) + 1 < len(m):
                self.select(m[m.index(self.index) + 1])
        elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
            m = self.matches()
            if self.index in m and m.index(self.index) > 0:
                self.select(m[m.index(self.index) - 1])
        return None

    def select(self, k):
        if k != self.index:
            self.body_first = 0
        self.index = k
        self._follow = True

    @staticmethod
    def body_lines(body: str, size: int, width: int, glyph=None) -> list[tuple]:
        """A section's text wrapped into (line, picture, indent) rows, an empty row between
        paragraphs. ``glyph(paragraph)``: the picture a paragraph begins with (the table's
        ``rule_glyph``), drawn at its first row's left; the paragraph's rows are indented past it."""
        out: list[tuple] = []
        pad = glyph_radius(size) * 2 + size // 2   # the picture, then a gap
        for para in body.strip().split("\n\n"):
            para = para.strip()
            if out:
                out.append(("", None, 0))
            pic = glyph(para) if glyph is not None else None
            indent = pad if pic is not None else 0
            for k, ln in enumerate(text.wrap(para, size, width - indent)):
                out.append((ln, pic if k == 0 else None, indent))
        return out

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
        sr = pygame.Rect(r.x + u(30), r.y + u(80), u(640), u(50))   # ru titles at 115 % text
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
        bar_w = max(4, u(8))
        rows = max(1, (r.bottom - u(20) - y) // (bh + u(6)))
        at = m.index(self.index) if self.index in m else 0
        if self._follow:   # the selected section in view
            self.list_first = min(max(self.list_first, at - rows + 1), at)
        self.list_first = max(0, min(self.list_first, len(m) - rows))
        over = len(m) > rows
        lw = sr.w - (bar_w + u(8) if over else 0)
        self._list_rect = pygame.Rect(sr.x, y, sr.w, rows * (bh + u(6)))
        self.list_bar.draw(self, surface, pygame.Rect(sr.right - bar_w, y, bar_w, rows * (bh + u(6)) - u(6)),
                           len(m), rows, self.list_first, self.scroll_list)
        for k in m[self.list_first:self.list_first + rows]:
            button(self, surface, (sr.x, y, lw, bh), secs[k]["title"], lambda k=k: self.select(k),
                   f"section:{secs[k]['id']}", u(19), role="nav", selected=(k == self.index))
            y += bh + u(6)
        if not m:
            text.draw(surface, i18n.t("ui.rulebook.no_match"), (sr.x, y), u(20), theme.TEXT_DIM)
        # the section
        br = pygame.Rect(sr.right + u(40), r.y + u(80), r.right - sr.right - u(70), r.h - u(170))
        if m:
            s = secs[self.index]
            # the section's rule ids stay in the data (tests check every rule is covered); a
            # player reads the rules, not their numbers (issue 15)
            text.draw(surface, s["title"], (br.x, br.y), u(32), theme.WARM, bold=True, max_width=br.w)
            area = pygame.Rect(br.x, br.y + u(56), br.w, br.bottom - br.y - u(56))
            size = u(22)
            lh = text.line_height(size)
            table = next((t for t in self.games if t.game_id == self.game_id), None)
            lines = self.body_lines(s["body"], size, area.w - bar_w - u(12),
                                    table.rule_glyph if table is not None else None)
            shown = max(1, area.h // lh)
            if len(lines) <= shown:
                self.body_first = 0
            self.body_first = max(0, min(self.body_first, len(lines) - shown))
            self.body_bar.draw(self, surface, pygame.Rect(area.right - bar_w, area.y, bar_w, shown * lh),
                               len(lines), shown, self.body_first, self.scroll_body)
            yy = area.y
            for ln, pic, indent in lines[self.body_first:self.body_first + shown]:
                if pic is not None:   # centred on its first line, over the gap above
                    gr = glyph_radius(size)
                    pic(surface, (area.x + gr, yy + lh // 2), gr)
                if ln:
                    text.draw(surface, ln, (area.x + indent, yy), size, theme.TEXT)
                yy += lh
        else:
            self.body_bar.draw(self, surface, br, 0, 1, 0, self.scroll_body)
        button(self, surface, (r.right - u(230), r.bottom - u(76), u(200), u(54)),
               i18n.t("ui.rulebook.close"), self.app.pop, "close", u(22), role="meta")
