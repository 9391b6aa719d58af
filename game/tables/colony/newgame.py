"""New game: seats (human or bot, name, mark), Main objective, variants, mature cards, seed."""
from __future__ import annotations

import random

import pygame

from game import i18n, theme
from game.newgame import NewGameForm
from game.render import text
from game.render.pieces import mark
from game.widgets import button, panel
from rules.colony import Options, load_content
from rules.colony.game import VARIANTS


class NewGameScene(NewGameForm):
    game_id = "colony"

    def __init__(self, app):
        super().__init__(app, 5)
        self.content = load_content()
        self.players = 4
        self.humans = [True, False, False, False, False]
        first = next(m.id for m in self.content.mains.values() if m.first_game)
        self.mains = [None] + sorted(self.content.mains)   # None: random
        self.main = first
        self.variant = "standard"
        self.mature = True
        self.seed: int | None = None

    # ------------------------------------------------------------ changing
    def set_players(self, n):
        self.players = n
        if n == 2 and self.variant not in ("cooperative", "dilemma", "standard"):
            self.variant = "standard"
        if n != 2 and self.variant == "dilemma":
            self.variant = "standard"

    def toggle_human(self, i):
        self.humans[i] = not self.humans[i]

    def cycle_main(self):
        k = self.mains.index(self.main)
        self.main = self.mains[(k + 1) % len(self.mains)]

    def variants(self) -> list[str]:
        if self.players == 2:
            return ["standard", "dilemma"]
        return [v for v in VARIANTS if v != "dilemma"]

    def cycle_variant(self):
        vs = self.variants()
        k = vs.index(self.variant) if self.variant in vs else 0
        self.variant = vs[(k + 1) % len(vs)]

    def cycle_seed(self):
        self.seed = None if self.seed is not None else random.randrange(1, 10 ** 6)

    def options(self):
        seed = self.seed if self.seed is not None else random.randrange(1, 10 ** 9)
        main = self.main or random.Random(seed).choice(self.mains[1:])
        return Options(players=self.players, seed=seed, variant=self.variant, objective=main,
                       mature=self.mature)

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        u = self.app.u
        surface.fill(theme.TABLE)
        w, h = surface.get_size()
        text.draw(surface, i18n.t("colony.ui.setup.title"), (w // 2, u(30)), u(48), theme.FROST, bold=True,
                  anchor="midtop")
        left = pygame.Rect(u(120), u(120), u(820), u(820))
        panel(surface, left, theme.PANEL, theme.PANEL_EDGE, radius=14)
        text.draw(surface, i18n.t("colony.ui.setup.players"), (left.x + u(24), left.y + u(18)), u(26),
                  theme.TEXT, bold=True)
        for k, n in enumerate(range(2, 6)):
            button(self, surface, (left.x + u(260) + k * u(90), left.y + u(12), u(76), u(48)), str(n),
                   lambda n=n: self.set_players(n), f"players:{n}", u(24), role="nav",
                   selected=(n == self.players))
        y = left.y + u(90)
        for i in range(self.players + 1 if self.players < 5 else 5):
            r = pygame.Rect(left.x + u(24), y, left.w - u(48), u(110))
            on = i < self.players
            panel(surface, r, theme.PANEL_HI if on else theme.TABLE_DARK, theme.SEAT_COLOURS[i] if on
                  else theme.DISABLED, radius=10)
            if on:
                mark(surface, i, (r.x + u(34), r.centery), u(18))
                self.seat_names.draw(self, surface, i, (r.x + u(70), r.y + u(28), u(360), u(54)), u(26))
                label = i18n.t("colony.ui.setup.human") if self.humans[i] else i18n.t("colony.ui.setup.bot")
                button(self, surface, (r.right - u(250), r.y + u(28), u(230), u(54)), label,
                       lambda i=i: self.toggle_human(i), f"human:{i}", u(22), role="nav",
                       selected=self.humans[i])
            else:   # the next empty chair: one click seats a player there
                text.draw(surface, i18n.t("colony.ui.setup.add_seat"), r.center, u(24), theme.TEXT_DIM,
                          bold=True, anchor="center", max_width=r.w - u(40))
                self.hot(r, f"add_seat:{i}", lambda i=i: self.set_players(i + 1), role="nav")
            y += u(124)
        right = pygame.Rect(u(980), u(120), u(820), u(820))
        panel(surface, right, theme.PANEL, theme.PANEL_EDGE, radius=14)
        y = right.y + u(24)
        rows = [
            ("colony.ui.setup.main", self._main_label(), self.cycle_main, "main"),
            ("colony.ui.setup.variant", self._variant_label(), self.cycle_variant, "variant"),
            ("colony.ui.setup.mature", i18n.t("ui.value.yes" if self.mature else "ui.value.no"),
             lambda: setattr(self, "mature", not self.mature), "mature"),
            ("colony.ui.setup.seed",
             str(self.seed) if self.seed is not None else i18n.t("colony.ui.setup.random"),
             self.cycle_seed, "seed"),
        ]
        for label_key, value, fn, key in rows:
            text.draw(surface, i18n.t(label_key), (right.x + u(24), y + u(12)), u(24), theme.TEXT,
                      bold=True, max_width=u(300))
            button(self, surface, (right.x + u(330), y, right.w - u(354), u(54)), value, fn,
                   f"setup:{key}", u(21), role="nav")
            y += u(78)
        help_key = (f"colony.ui.variant_help.{self.variant}"
                    if self.players != 2 or self.variant == "dilemma"
                    else "colony.ui.variant_help.two_player")
        text.draw_block(surface, i18n.t(help_key), pygame.Rect(right.x + u(24), y + u(10),
                        right.w - u(48), u(150)), u(20), theme.TEXT_DIM)
        if self.main is not None:
            d = self.content.mains[self.main]
            side = d.hardcore if self.variant in ("hardcore", "cooperative") or self.players == 2 \
                else d.standard
            text.draw_block(surface, i18n.localized(side.text), pygame.Rect(right.x + u(24), y + u(170),
                            right.w - u(48), u(190)), u(20), theme.TEXT)
        button(self, surface, (right.x + u(24), right.bottom - u(90), u(300), u(66)),
               i18n.t("ui.setup.back"), self.back, "back", u(24), role="meta")
        button(self, surface, (right.right - u(420), right.bottom - u(90), u(396), u(66)),
               i18n.t("colony.ui.setup.start"), self.start, "start", u(28), role="advance", primary=True)

    def _variant_label(self) -> str:
        if self.players == 2 and self.variant == "standard":   # two players always co-operate (C-23.1)
            return i18n.t("colony.ui.variant.cooperative")
        return i18n.t(f"colony.ui.variant.{self.variant}")

    def _main_label(self) -> str:
        if self.main is None:
            return i18n.t("colony.ui.setup.random")
        d = self.content.mains[self.main]
        label = i18n.name(d)
        if d.first_game:
            label += " · " + i18n.t("colony.ui.setup.first_game")
        return label
