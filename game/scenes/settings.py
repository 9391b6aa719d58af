"""Settings: window size, fullscreen, language, volume, text size, animation speed, bot pace
and bot strength.
Every change applies at once (the language switches without a restart) and is saved."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game import settings as settings_mod
from game.app import Scene
from game.render import text
from game.widgets import button, panel, shade


def _seconds(ms: float) -> str:
    """A think time in seconds as the player's language writes it (0.25 / 0,25)."""
    n = f"{ms / 1000:g}"
    return n.replace(".", ",") if i18n.language() == "ru" else n


def _next(values, current):
    values = list(values)
    try:
        k = values.index(current)
    except ValueError:
        k = -1
    return values[(k + 1) % len(values)]


class SettingsScene(Scene):
    overlay = True
    still = True

    def enter(self):
        """The window's real size is what the Window row shows and what is saved (a first run
        opens at a size that fits the screen, which the settings did not hold yet)."""
        s = self.app.settings
        if not s.fullscreen:
            s.window = tuple(self.app.size)

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            self.close()
            return None
        return event

    def close(self):
        settings_mod.save(self.app.settings)
        self.app.pop()

    def set_language(self):
        self.app.set_language(_next(i18n.LANGS, self.app.settings.language))

    def set_window(self):
        s = self.app.settings
        s.window = _next(settings_mod.WINDOW_SIZES, tuple(s.window))
        if not s.fullscreen:
            self.app.resize(s.window)

    def set_fullscreen(self):
        s = self.app.settings
        s.fullscreen = not s.fullscreen
        self.app.resize(s.window, s.fullscreen)

    def set_volume(self):
        s = self.app.settings
        self.app.set_volume(_next((0.0, 0.3, 0.5, 0.7, 1.0), round(s.volume, 1)))
        self.app.sound("click")

    def set_text(self):
        from game.render import text as text_mod
        s = self.app.settings
        s.text_scale = _next(settings_mod.TEXT_SCALES, s.text_scale)
        text_mod.scale = s.text_scale

    def draw(self, surface):
        u = self.app.u
        s = self.app.settings
        shade(surface, 180)
        w, h = surface.get_size()
        r = pygame.Rect(0, 0, u(900), u(790))
        r.center = (w // 2, h // 2)
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16)
        text.draw(surface, i18n.t("ui.title.settings"), (r.centerx, r.y + u(20)), u(38), theme.FROST,
                  bold=True, anchor="midtop")
        rows = [
            ("ui.settings.language", i18n.t(f"ui.lang.{s.language}"), self.set_language, "language"),
            ("ui.settings.window", f"{s.window[0]} × {s.window[1]}", self.set_window, "window"),
            ("ui.settings.fullscreen", i18n.t("ui.value.yes" if s.fullscreen else "ui.value.no"),
             self.set_fullscreen, "fullscreen"),
            ("ui.settings.volume", f"{int(round(s.volume * 100))} %", self.set_volume, "volume"),
            ("ui.settings.text", f"{int(round(s.text_scale * 100))} %", self.set_text, "text"),
            ("ui.settings.anim", f"× {s.anim_speed:g}",
             lambda: setattr(s, "anim_speed", _next(settings_mod.ANIM_SPEEDS, s.anim_speed)), "anim"),
            ("ui.settings.bots", i18n.t(f"ui.pace.{settings_mod.BOT_PACES.index(s.bot_pace)}")
             if s.bot_pace in settings_mod.BOT_PACES else i18n.t("ui.pace.seconds", n=f"{s.bot_pace:g}"),
             lambda: setattr(s, "bot_pace", _next(settings_mod.BOT_PACES, s.bot_pace)), "bots"),
            # how long a bot thinks about a move (game/session.py reads it at each bot decision)
            ("ui.settings.strength", i18n.t(f"ui.strength.{s.bot_strength}",
                                            n=_seconds(settings_mod.THINK_MS[s.bot_strength])),
             lambda: setattr(s, "bot_strength", _next(settings_mod.BOT_STRENGTHS, s.bot_strength)),
             "strength"),
            ("ui.settings.guide", i18n.t("ui.value.yes" if s.guide else "ui.value.no"),
             lambda: setattr(s, "guide", not s.guide), "guide"),
        ]
        y = r.y + u(96)
        for label, value, fn, key in rows:
            text.draw(surface, i18n.t(label), (r.x + u(40), y + u(12)), u(24), theme.TEXT, bold=True,
                      max_width=u(400))
            button(self, surface, (r.x + u(470), y, u(390), u(52)), value, fn, f"settings:{key}", u(22),
                   role="nav")
            y += u(64)
        button(self, surface, (r.centerx - u(150), r.bottom - u(80), u(300), u(56)),
               i18n.t("ui.settings.done"), self.close, "done", u(24), role="advance", primary=True)
