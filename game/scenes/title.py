"""The title screen: New game, Continue, Load, How to play, Settings, Quit."""
from __future__ import annotations

import os

import pygame

from game import i18n, paths, theme
from game.render import text
from game.scenes.menu import MenuScene
from game.session import AUTOSAVE, Session
from rules.core.errors import SaveError


class TitleScene(MenuScene):
    title_key = "ui.title.subtitle"

    def entries(self):
        from game.scenes.newgame import NewGameScene
        from game.scenes.rulebook import RulebookScene
        from game.scenes.saveload import SaveLoadScene
        from game.scenes.settings import SettingsScene
        auto = os.path.join(paths.data_dir(), AUTOSAVE)
        has_auto = os.path.exists(auto)
        return [
            ("ui.title.new_game", lambda: self.app.push(NewGameScene(self.app)), True, ""),
            ("ui.title.continue", lambda: self.continue_game(auto), has_auto,
             "" if has_auto else i18n.t("ui.title.no_autosave")),
            ("ui.title.load", lambda: self.app.push(SaveLoadScene(self.app, None, "load")), True, ""),
            ("ui.title.how_to_play", lambda: self.app.push(RulebookScene(self.app)), True, ""),
            ("ui.title.settings", lambda: self.app.push(SettingsScene(self.app)), True, ""),
            ("ui.title.quit", self.quit, True, ""),
        ]

    def quit(self):
        self.app.running = False

    def continue_game(self, path):
        try:
            session = Session.load(path)
        except SaveError as e:
            self.app.notify(i18n.t("ui.saves.load_failed", error=str(e)), 6)
            return
        start_session(self.app, session)

    def draw_background(self, surface):
        u = self.app.u
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        # falling snow, fixed pattern (no randomness at draw time)
        for k in range(140):
            x = (k * 137) % w
            y = (k * 211 + pygame.time.get_ticks() // 40 * (1 + k % 3)) % h
            pygame.draw.circle(surface, (200, 214, 230), (x, y), 1 + k % 3)
        text.draw(surface, "WHITEOUT", (w // 2, u(90)), u(120), theme.FROST, bold=True,
                  anchor="midtop")


def start_session(app, session):
    from game.scenes.board import Board
    app.clear_to(Board(app, session))
