"""The title screen: New game, the first game, Continue, Load, How to play, Settings, Quit."""
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

    autosave = ""
    has_auto = False

    def enter(self):
        """Whether there is a game to continue is looked up when the title shows, not per frame."""
        self.autosave = os.path.join(paths.data_dir(), AUTOSAVE)
        self.has_auto = os.path.exists(self.autosave)

    resume = enter

    def entries(self):
        from game.scenes.newgame import NewGameScene
        from game.scenes.rulebook import RulebookScene
        from game.scenes.saveload import SaveLoadScene
        from game.scenes.settings import SettingsScene
        auto, has_auto = self.autosave, self.has_auto
        return [
            ("ui.title.new_game", lambda: self.app.push(NewGameScene(self.app)), True, ""),
            # the recommended first game (C-3.3), one click away: you and three bots
            ("ui.title.first_game", lambda: NewGameScene(self.app).start(), True, ""),
            ("ui.title.continue", lambda: load_and_start(self.app, auto), has_auto,
             "" if has_auto else i18n.t("ui.title.no_autosave")),
            ("ui.title.load", lambda: self.app.push(SaveLoadScene(self.app, None, "load")), True, ""),
            ("ui.title.how_to_play", lambda: self.app.push(RulebookScene(self.app)), True, ""),
            ("ui.title.settings", lambda: self.app.push(SettingsScene(self.app)), True, ""),
            ("ui.title.quit", self.quit, True, ""),
        ]

    def quit(self):
        self.app.running = False

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


def load_and_start(app, path: str) -> bool:
    """Load a save and sit down at its table; a save that cannot be loaded is reported and
    whatever was on screen goes on."""
    try:
        session = Session.load(path)
    except SaveError as e:
        app.notify(i18n.t("ui.saves.load_failed", error=str(e)), 6)
        return False
    start_session(app, session)
    return True
