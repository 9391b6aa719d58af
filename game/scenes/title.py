"""The title screen: New game (a game chooser: every game with a table, one line on each), the
first game, Continue, Load, How to play, Settings, Quit.

Continue reopens the autosave's game; when that game is over (its save says ``over = true``,
or, for a save written before that, the loaded game has no decision pending) it offers a new
game instead of the game-over screen again. The title also tells, once, what went wrong at the
start: a settings file that could not be used (game/settings.py), after any notice already
showing (no sound device)."""
from __future__ import annotations

import os

import pygame

from game import i18n, paths, scenes, tables, theme
from game import settings as settings_mod
from game.app import Scene
from game.render import text
from game.scenes.menu import MenuScene
from game.session import AUTOSAVE, Session, save_is_over
from game.widgets import button, panel, shade


class TitleScene(MenuScene):
    title_key = "ui.title.subtitle"
    # the snow drifts at a few frames a second while someone is there, and settles when the
    # title is left alone (DESIGN.md: nothing moves without a reason; a game left open must
    # not spin the fan)
    still = False
    wake_ms = 100
    SNOW_AFTER_INPUT_MS = 12000
    _drawn_at = -10 ** 9

    def animating(self) -> bool:
        now = pygame.time.get_ticks()
        return (now - self.app.last_input_ms < self.SNOW_AFTER_INPUT_MS
                and now - self._drawn_at >= self.wake_ms)

    autosave = ""
    has_auto = False
    auto_over = False

    # the Settings label of each setting, to name what a faulty settings file got wrong
    SETTING_LABELS = {"language": "ui.settings.language", "window": "ui.settings.window",
                      "fullscreen": "ui.settings.fullscreen", "volume": "ui.settings.volume",
                      "text_scale": "ui.settings.text", "anim_speed": "ui.settings.anim",
                      "bot_pace": "ui.settings.bots", "bot_strength": "ui.settings.strength",
                      "guide": "ui.settings.guide"}

    def __init__(self, app):
        super().__init__(app)
        self.notices: list[str] = []   # shown one after another, after any notice already up

    def enter(self):
        self.resume()
        problems = settings_mod.take_problems(self.app.settings)
        if problems:
            self.notices.append(self.settings_notice(problems))

    def resume(self):
        """Whether there is a game to continue is looked up when the title shows, not per frame
        (whether it is over: its [table], a few kilobytes, not a replay)."""
        self.autosave = os.path.join(paths.data_dir(), AUTOSAVE)
        self.has_auto = os.path.exists(self.autosave)
        self.auto_over = self.has_auto and save_is_over(self.autosave)

    def settings_notice(self, problems) -> str:
        what = ", ".join(i18n.t(self.SETTING_LABELS[p]) if p in self.SETTING_LABELS
                         else i18n.t("ui.notice.unreadable") for p in problems)
        return i18n.t("ui.notice.settings_bad", what=what,
                      file=os.path.basename(settings_mod.path()) + settings_mod.BAD_SUFFIX)

    def update(self, dt):
        super().update(dt)
        if self.notices and self.app.message is None:
            self.app.notify(self.notices.pop(0), 8)

    def continue_game(self) -> None:
        """The autosave's game, or a new one when that game is over."""
        if self.auto_over:
            self.offer_new_game()
            return
        from rules.core.errors import SaveError
        try:
            session = Session.load(self.autosave)
        except SaveError as e:
            self.app.notify(scenes.load_failed(e, self.autosave), 6)
            return
        if session.game.pending is None:   # a save written before [table] said `over`
            self.offer_new_game()
            return
        scenes.start_session(self.app, session)

    def offer_new_game(self) -> None:
        self.app.notify(i18n.t("ui.notice.last_over"), 6)
        scenes.push(self.app, "chooser")

    def entries(self):
        app, has_auto = self.app, self.has_auto
        return [
            ("ui.title.new_game", lambda: scenes.push(app, "chooser"), True, ""),
            # the flagship's recommended first game (C-3.3), one click away: you and three bots
            ("ui.title.first_game", lambda: tables.available()[0].first_game(self.app), True, ""),
            ("ui.title.continue", self.continue_game, has_auto,
             "" if has_auto else i18n.t("ui.title.no_autosave")),
            ("ui.title.load", lambda: scenes.push(app, "saves", None, "load"), True, ""),
            ("ui.title.how_to_play", lambda: scenes.push(app, "rules"), True, ""),
            ("ui.title.settings", lambda: scenes.push(app, "settings"), True, ""),
            ("ui.title.quit", self.quit, True, ""),
        ]

    def quit(self):
        self.app.running = False

    def draw_background(self, surface):
        self._drawn_at = pygame.time.get_ticks()
        u = self.app.u
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        street = _street(w, u(190))
        if street is not None:   # Kaldmere's street along the foot of the screen, faint
            surface.blit(street, (0, h - street.get_height()))
        behind = self.snow_behind(surface)
        # falling snow, fixed pattern (no randomness at draw time); a flake passes behind the
        # title, the subtitle and the buttons, never over them (issue 15)
        for k in range(140):
            x = (k * 137) % w
            y = (k * 211 + pygame.time.get_ticks() // 60 * (1 + k % 3)) % h
            if any(r.collidepoint(x, y) for r in behind):
                continue
            pygame.draw.circle(surface, (200, 214, 230), (x, y), 1 + k % 3)
        text.draw(surface, "WHITEOUT", (w // 2, u(90)), u(120), theme.FROST, bold=True,
                  anchor="midtop")

    def snow_behind(self, surface) -> list[pygame.Rect]:
        """What the snow falls behind, with a margin: the WHITEOUT title, the subtitle and the
        column of buttons (``MenuScene.column``)."""
        u = self.app.u
        w = surface.get_width()
        pad = u(14)
        title = pygame.Rect(0, 0, text.width("WHITEOUT", u(120), True),
                            text.line_height(u(120), True))
        title.midtop = (w // 2, u(90))
        col = self.column(surface, len(self.entries()))
        sub_w = text.width(i18n.t(self.title_key), u(36), True)
        sub = pygame.Rect(0, 0, min(sub_w, col.w - u(40)), text.line_height(u(36), True))
        sub.midtop = (col.centerx, col.y + u(24))
        return [r.inflate(2 * pad, 2 * pad) for r in (title, sub, col)]


class GameChooser(Scene):
    """New game: one card per game with a table — its name, what it is and its player count;
    a click opens that game's New-game form."""
    overlay = True
    still = True

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        return event

    def choose(self, table) -> None:
        self.app.replace(table.new_game_scene(self.app))

    def draw(self, surface):
        u = self.app.u
        shade(surface, 190)
        w, h = surface.get_size()
        games = tables.available()
        ch = u(170)
        r = pygame.Rect(0, 0, u(1000), u(150) + len(games) * (ch + u(20)) + u(80))
        r.center = (w // 2, h // 2)
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16, width=2)
        text.draw(surface, i18n.t("ui.title.choose_game"), (r.centerx, r.y + u(26)), u(40),
                  theme.FROST, bold=True, anchor="midtop", max_width=r.w - u(60))
        y = r.y + u(110)
        # every game's words in one size: the largest at which the longest still fits (the
        # mall's Russian was squeezed smaller than the others' on its own)
        blurb_px = min((text.block_size(t.blurb(), pygame.Rect(0, 0, _blurb_width(t, r, ch, u),
                                                               ch - u(84)), u(22))
                        for t in games), default=u(22))
        for t in games:
            card = pygame.Rect(r.x + u(40), y, r.w - u(80), ch)
            lo, hi = t.players
            count = i18n.t("ui.title.players", lo=lo, hi=hi)
            button(self, surface, card, "", lambda t=t: self.choose(t), f"game:{t.game_id}",
                   u(24), role="nav")
            x = card.x + u(28)
            cover = _cover(t, card.h - u(24))
            if cover is not None:   # the game's own picture at the left of its line
                surface.blit(cover, (card.x + u(12), card.y + u(12)))
                x = card.x + u(24) + cover.get_width()
            cr = text.draw(surface, count, (card.right - u(28), card.y + u(26)), u(24), theme.WARM,
                           bold=True, anchor="topright")
            text.draw(surface, t.title(), (x, card.y + u(20)), u(34), theme.FROST,
                      bold=True, max_width=cr.x - u(16) - x)
            text.draw_block(surface, t.blurb(), pygame.Rect(x, card.y + u(72),
                            card.right - u(28) - x, card.h - u(84)), blurb_px, theme.TEXT)
            y += ch + u(20)
        button(self, surface, (r.centerx - u(150), r.bottom - u(80), u(300), u(56)),
               i18n.t("ui.setup.back"), self.app.pop, "back", u(24), role="meta")


STREET = ("gas", "police", "grocery", "colony", "school", "library", "hospital")
STREET_ALPHA = 110
_streets: dict = {}


def _street(width: int, height: int):
    """The town's places side by side (assets/pictures/places), one picture ``width`` wide and
    ``height`` tall, made once per size; None without the pictures."""
    key = (width, height)
    if key not in _streets:
        try:
            from game.render import pictures
            strip = pygame.Surface((width, height), pygame.SRCALPHA)
            pics = [pictures.picture("places", p, (height * 8 // 3, height)) for p in STREET]
            total = sum(p.get_width() for p in pics)
            x = (width - total) // 2
            while x > 0:   # a wide screen: the street goes on past both ends
                x -= pics[-1].get_width()
                pics = [pics[-1]] + pics[:-1]
            for p in pics * 2:
                if x >= width:
                    break
                strip.blit(p, (x, height - p.get_height()))
                x += p.get_width()
            # the pictures' sky fades into the night above (no hard edge along the top)
            fade = pygame.Surface((width, height), pygame.SRCALPHA)
            ramp = max(1, height * 2 // 5)
            for y in range(height):
                fade.fill((255, 255, 255, min(255, 255 * y // ramp)), (0, y, width, 1))
            strip.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            strip.set_alpha(STREET_ALPHA)
            _streets[key] = strip
        except (KeyError, pygame.error):
            _streets[key] = None
    return _streets[key]


def _blurb_width(table, r: pygame.Rect, ch: int, u) -> int:
    """The width of a game's words in the chooser's card (inside ``r``, ``ch`` tall): the card
    less its cover picture, as ``GameChooser.draw`` lays it out."""
    cover = _cover(table, ch - u(24))
    x = u(24) + cover.get_width() if cover is not None else u(28)
    return (r.w - u(80)) - x - u(28)


def _cover(table, height: int):
    """A table's cover picture (``Table.cover``) at ``height``, or None: a game without one is
    listed by its words alone."""
    if table.cover is None:
        return None
    try:
        from game.render import pictures
        kind, pid = table.cover
        pic = pictures.picture(kind, pid, (height * 8 // 3, height))
        # the middle of the scene, 2:1: the words beside it keep room for a long name
        w = min(pic.get_width(), height * 2)
        return pic.subsurface(((pic.get_width() - w) // 2, 0, w, pic.get_height()))
    except (KeyError, pygame.error):
        return None
