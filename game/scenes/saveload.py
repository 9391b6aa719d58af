"""Save and Load: the saves in the data folder with their game, date and what that game's table
says of them (colony: Main objective and round). A failed save or load shows a message and the
game goes on."""
from __future__ import annotations

import datetime
import os

import pygame

from game import i18n, paths, scenes, tables, theme
from game.app import Scene
from game.render import text
from game.session import list_saves
from game.widgets import button, panel, shade


class SaveLoadScene(Scene):
    overlay = True
    still = True

    def __init__(self, app, session, mode: str):
        super().__init__(app)
        self.session = session
        self.mode = mode
        self.saves = list_saves()

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        return event

    def save_new(self):
        name = datetime.datetime.now().strftime("save-%Y%m%d-%H%M%S")
        self.overwrite(os.path.join(paths.data_dir(), name + ".toml"))

    def overwrite(self, path):
        if self.session.save(path):
            self.app.notify(i18n.t("ui.saves.saved", name=os.path.basename(path)[:-5]))
            self.saves = list_saves()
        else:
            self.app.notify(i18n.t("ui.saves.save_failed", error=self.session.save_error or ""), 6)

    def load(self, path):
        scenes.load_and_start(self.app, path)

    def draw(self, surface):
        u = self.app.u
        shade(surface, 180)
        w, h = surface.get_size()
        r = pygame.Rect(0, 0, u(1100), u(820))
        r.center = (w // 2, h // 2)
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16)
        title = i18n.t("ui.saves.save_title" if self.mode == "save" else "ui.saves.load_title")
        text.draw(surface, title, (r.centerx, r.y + u(20)), u(38), theme.FROST, bold=True, anchor="midtop")
        y = r.y + u(90)
        if self.mode == "save":
            button(self, surface, (r.x + u(40), y, r.w - u(80), u(56)), i18n.t("ui.saves.new"),
                   self.save_new, "save:new", u(24), role="nav", primary=True)
            y += u(76)
        if not self.saves:
            text.draw(surface, i18n.t("ui.saves.none"), (r.centerx, y + u(20)), u(24), theme.TEXT_DIM,
                      anchor="midtop")
        for s in self.saves[:9]:
            when = s["saved"].replace("T", " ") if s["saved"] else "—"
            what = tables.get(s["game"]).save_summary(s["table"]) if s["ok"] else "?"
            label = i18n.t("ui.saves.row", name=s["name"], when=when, what=what)
            fn = (lambda p=s["path"]: self.overwrite(p)) if self.mode == "save" else \
                (lambda p=s["path"]: self.load(p))
            button(self, surface, (r.x + u(40), y, r.w - u(80), u(56)), label, fn,
                   f"save:{s['name']}", u(20), role="nav", enabled=s["ok"],
                   reason=i18n.t("ui.saves.damaged"))
            y += u(66)
        button(self, surface, (r.centerx - u(150), r.bottom - u(76), u(300), u(56)),
               i18n.t("ui.settings.done"), self.app.pop, "done", u(24), role="meta")
