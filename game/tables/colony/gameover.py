"""Game over: who won and why, every Secret objective revealed, the whole log; the final board
can be looked at (the overlay hides, a button brings it back), and Play again starts a new game
with the same seats and options on a new seed (issue 15)."""
from __future__ import annotations

import dataclasses
import random

import pygame

from game import i18n, scenes, theme
from game.app import Scene
from game.render import text
from game.tables.colony.cards import row_type, stacked_objectives
from game.tables.final import LooksAtTheBoard
from game.widgets import button, panel, shade


class GameOverScene(LooksAtTheBoard, Scene):
    overlay = True
    still = True   # drawn anew on input only (a scroll, a hover)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.drop_secrets(session)
        self.scroll = 0
        app.sound("win" if session.game.outcome and session.game.outcome.winners else "lose")

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL and not self.hidden:
            self.scroll = max(0, self.scroll + event.y)
            return None
        return super().handle(event)

    def play_again(self) -> None:
        """A new game at the same table: the same seats (names, people and bots) and options,
        a new seed."""
        from game.session import SeatConfig, Session
        old = self.session
        opts = dataclasses.replace(old.game.options, seed=random.randrange(1, 10 ** 9))
        seats = [SeatConfig(s.name, s.human, s.default) for s in old.seats]
        scenes.start_session(self.app, Session.new(old.table.game_id, opts, seats))

    def draw(self, surface):
        u = self.app.u
        if self.hidden:
            self.draw_way_back(surface)
            return
        shade(surface, 200)
        w, h = surface.get_size()
        r = pygame.Rect(u(80), u(60), w - u(160), h - u(120))
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16)
        g = self.session.game
        v = g.public_view()
        out = g.outcome
        reason = i18n.t(f"colony.ui.over.reason.{out.reason}")
        text.draw(surface, i18n.t("colony.ui.over.title"), (r.centerx, r.y + u(18)), u(44), theme.FROST,
                  bold=True, anchor="midtop")
        text.draw(surface, reason, (r.centerx, r.y + u(78)), u(26), theme.WARM, bold=True,
                  anchor="midtop", max_width=r.w - u(40))
        winners = [self.session.table.seat_name(self.session.seats, i) for i in out.winners]
        key = "colony.ui.over.winner" if len(winners) == 1 else "colony.ui.over.winners"
        line = (i18n.t(key, names=", ".join(winners)) if winners
                else i18n.t("colony.ui.over.nobody"))
        text.draw(surface, line, (r.centerx, r.y + u(118)), u(26), theme.TEXT, bold=True,
                  anchor="midtop", max_width=r.w - u(40))
        # every seat's objective, revealed
        n = len(v["seats"])
        cw = min(u(230), (r.w - u(60) - (n - 1) * u(16)) // n)
        ch = cw * 7 // 5
        x = r.centerx - (n * cw + (n - 1) * u(16)) // 2
        y = r.y + u(170)
        done = bool(out.main_complete)
        step = u(46)
        judged = {s["seat"]: _judged(s, done) for s in v["seats"]}
        # the row in one type size, fitted at the height the cards on top are drawn
        top_h = ch - step if any(len(x) > 1 for x in judged.values()) else ch
        cap = row_type([("objective", ids[-1]) for ids in judged.values() if ids],
                       self.session.content, (cw, top_h))
        for s in v["seats"]:
            i = s["seat"]
            name = self.session.table.seat_name(self.session.seats, i)
            won = i in out.winners
            text.draw(surface, name, (x + cw // 2, y), u(22), theme.SEAT_COLOURS[i], bold=True,
                      anchor="midtop", max_width=cw)
            cr = pygame.Rect(x, y + u(34), cw, ch)
            # the card judged lies on top, lower down, the other's title band showing above it
            # (as on the player board): the original alone read as the card an exiled player
            # was judged on (the third screenshot review)
            stacked_objectives(self, surface, cr, judged[i], self.session.content, step,
                               glow=theme.GOOD if won else theme.DANGER, cap=cap)
            verdict = i18n.t("colony.ui.over.won" if won else "colony.ui.over.lost")
            text.draw(surface, verdict, (x + cw // 2, cr.bottom + u(8)), u(22),
                      theme.GOOD if won else theme.DANGER, bold=True, anchor="midtop")
            x += cw + u(16)
        # the log
        lr = pygame.Rect(r.x + u(30), y + ch + u(80), r.w - u(60), r.bottom - (y + ch + u(80)) - u(80))
        if lr.h > u(60):
            panel(surface, lr, theme.PANEL, theme.PANEL_EDGE, radius=10)
            lines = ["".join(p.text for p in pieces) for pieces in self.session.log_pieces(limit=400)]
            lh = text.line_height(u(17))
            rows = (lr.h - u(16)) // lh
            end = max(0, len(lines) - self.scroll)
            yy = lr.y + u(8)
            for ln in lines[max(0, end - rows):end]:
                text.draw(surface, ln, (lr.x + u(12), yy), u(17), theme.TEXT, max_width=lr.w - u(24))
                yy += lh
        bw, gap = min(u(320), (r.w - u(80)) // 3), u(20)
        x0 = r.centerx - (3 * bw + 2 * gap) // 2
        by = r.bottom - u(66)
        self.look_button(surface, (x0, by, bw, u(50)), u(22))
        button(self, surface, (x0 + bw + gap, by, bw, u(50)), i18n.t("colony.ui.over.again"),
               self.play_again, "play_again", u(22), role="advance", primary=True)
        button(self, surface, (x0 + 2 * (bw + gap), by, bw, u(50)),   # (as the other games' ends)
               i18n.t("colony.ui.over.to_title"), lambda: scenes.to_title(self.app),
               "to_title", u(22), role="nav")


def _judged(seat_view: dict, main_complete: bool) -> list:
    """A seat's objective cards at the end, the one it was judged on laid on top (last): an
    exiled player's Exiled objective over the original (OPEN-C-22), and in the two-player
    dilemma game (C-23.1) the secret objective when the Main objective was complete, else the
    Betrayal card."""
    first, exiled, betrayal = (seat_view.get(k) for k in ("objective", "exiled_objective",
                                                          "betrayal2"))
    if exiled:
        order = (first, exiled)
    elif betrayal:
        order = (betrayal, first) if main_complete else (first, betrayal)
    else:
        order = (first,)
    return [o for o in order if o]
