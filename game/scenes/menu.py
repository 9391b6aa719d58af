"""Menus: a column of buttons (title screen, pause menu) and a confirmation."""
from __future__ import annotations

import pygame

from game import i18n, scenes, theme
from game.app import Scene
from game.render import text
from game.widgets import button, panel, shade


class MenuScene(Scene):
    """A titled column of (label key, action, enabled, reason) entries."""
    title_key = ""
    overlay = False
    still = True

    def entries(self) -> list:
        return []

    def key(self, event):
        if event.key == pygame.K_ESCAPE and self.overlay:
            self.app.pop()
            return None
        return event

    def draw_background(self, surface):
        if self.overlay:
            shade(surface, 170)
        else:
            surface.fill(theme.TABLE)

    def column(self, surface, items: int) -> pygame.Rect:
        """Where the menu's title and its column of ``items`` buttons lie."""
        u = self.app.u
        w, h = surface.get_size()
        bh, gap = u(64), u(14)
        # as wide as the longest label needs at the buttons' size («Первая игра: Колония, вы и три
        # бота» was squeezed into smaller type than the buttons around it)
        widest = max((text.width(i18n.t(e[0]), u(26), True) for e in self.entries()), default=0)
        width = min(max(u(560), widest + u(80) + u(72)), w - u(80))
        r = pygame.Rect(0, 0, width, items * (bh + gap) + u(130))
        r.center = (w // 2, h // 2 + u(40) if not self.overlay else h // 2)
        return r

    def draw(self, surface):
        u = self.app.u
        self.draw_background(surface)
        items = self.entries()
        bh, gap = u(64), u(14)
        r = self.column(surface, len(items))
        if self.overlay:
            panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16, width=2)
        text.draw(surface, i18n.t(self.title_key), (r.centerx, r.y + u(24)), u(36), theme.FROST,
                  bold=True, anchor="midtop", max_width=r.w - u(40))
        y = r.y + u(100)
        for k, (label, fn, enabled, reason) in enumerate(items):
            button(self, surface, (r.x + u(40), y, r.w - u(80), bh), i18n.t(label), fn,
                   f"menu:{label}", u(26), role="nav", enabled=enabled, reason=reason,
                   primary=(k == 0 and not self.overlay))
            y += bh + gap


class PauseMenu(MenuScene):
    overlay = True
    title_key = "ui.pause.title"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session

    def entries(self):
        app, session = self.app, self.session
        return [
            ("ui.pause.resume", app.pop, True, ""),
            ("ui.pause.save", lambda: scenes.push(app, "saves", session, "save"), True, ""),
            ("ui.pause.load", lambda: scenes.push(app, "saves", session, "load"), True, ""),
            # this game's rules first (a tab per game)
            ("ui.title.how_to_play", lambda: scenes.push(app, "rules", session.table.game_id),
             True, ""),
            ("ui.title.settings", lambda: scenes.push(app, "settings"), True, ""),
            ("ui.pause.to_title", self.to_title, True, ""),
        ]

    def to_title(self):
        self.session.autosave()
        scenes.to_title(self.app)
