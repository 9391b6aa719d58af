"""Game over: why the siege ended, each player's surviving characters and points, the winner
(a tie goes to the most cards in hand; still tied, a shared victory), then a look at the final
board (game/tables/final.py), a new game with the same seats or the title."""
from __future__ import annotations

import random

import pygame

from game import i18n, scenes, theme
from game.app import Scene
from game.render import text
from game.tables.final import LooksAtTheBoard
from game.tables.mall import paint
from game.widgets import button, panel, shade


class GameOverScene(LooksAtTheBoard, Scene):
    overlay = True
    still = True

    def __init__(self, app, session, seats):
        super().__init__(app)
        self.session = session
        self.seats = seats
        self.drop_secrets(session)

    def again(self):
        from game.session import Session
        from rules.mall import Options
        s = self.session
        opts = Options(players=s.game.n, seed=random.randrange(1, 10 ** 9))
        scenes.start_session(self.app, Session.new("mall", opts, s.seats))

    def draw(self, surface):
        u = self.app.u
        if self.hidden:
            self.draw_way_back(surface)
            return
        s = self.session
        v = s.game.public_view()
        content = s.content
        shade(surface, 200)
        w, h = surface.get_size()
        n = v["players"]
        o = v["outcome"] or {"winners": [], "reason": ""}
        wins = o["winners"]
        scores = dict((a, b) for a, b in v["scores"])
        note = _tie_note(s, o, scores)
        extra = u(40) if note else 0
        box = pygame.Rect(0, 0, u(1100), u(250) + n * u(70) + u(110) + extra)
        box.center = (w // 2, h // 2)
        panel(surface, box, theme.PANEL, theme.FROST, radius=16, width=3)
        text.draw(surface, i18n.t("mall.ui.over.title"), (box.centerx, box.y + u(24)), u(40), theme.FROST,
                  bold=True, anchor="midtop", max_width=box.w - u(60))
        text.draw(surface, i18n.t(f"mall.ui.over.reason.{o['reason']}"), (box.centerx, box.y + u(84)), u(22),
                  theme.TEXT, anchor="midtop", max_width=box.w - u(60))
        names = ", ".join(s.table.seat_name(s.seats, x) for x in wins)
        key = "mall.ui.over.winner" if len(wins) == 1 else "mall.ui.over.shared"
        text.draw(surface, i18n.t(key, names=names), (box.centerx, box.y + u(126)), u(30), theme.WARM,
                  bold=True, anchor="midtop", max_width=box.w - u(60))
        if note:   # M-11.4: why one of several level on points won (or why the win is shared)
            text.draw(surface, note, (box.centerx, box.y + u(172)), u(20), theme.TEXT, anchor="midtop",
                      max_width=box.w - u(60))
        y = box.y + u(190) + extra
        for seat in range(n):
            row = pygame.Rect(box.x + u(40), y, box.w - u(80), u(62))
            pygame.draw.rect(surface, theme.PANEL_HI if seat in wins else theme.TABLE_DARK, row,
                             border_radius=u(10))
            self.seats.mark(surface, seat, (row.x + u(26), row.centery), u(14))
            text.draw(surface, s.table.seat_name(s.seats, seat), (row.x + u(52), row.centery), u(22),
                      self.seats.ink(seat), bold=True, anchor="midleft", max_width=u(260))
            alive = [p for p, at in v["pieces"].items()
                     if at > 0 and p.startswith(self.seats.ids[seat] + ".")]
            x = row.x + u(340)
            for p in alive:
                paint.standee(surface, content, self.seats, p, (x, row.centery), u(56))
                x += u(64)
            if not alive:
                text.draw(surface, i18n.t("mall.ui.over.nobody"), (x - u(24), row.centery), u(18),
                          theme.TEXT_DIM,
                          anchor="midleft", max_width=u(300))
            cards = i18n.plural("mall.ui.n.cards", v["hand_sizes"][seat])
            text.draw(surface, i18n.t("mall.ui.over.points", points=scores.get(seat, 0), cards=cards),
                      (row.right - u(20), row.centery), u(22), theme.TEXT, bold=True, anchor="midright",
                      max_width=u(300))
            y += u(70)
        bw, gap = u(300), u(24)
        x0 = box.centerx - (3 * bw + 2 * gap) // 2
        self.look_button(surface, (x0, box.bottom - u(84), bw, u(60)), u(22))
        button(self, surface, (x0 + bw + gap, box.bottom - u(84), bw, u(60)),
               i18n.t("mall.ui.over.again"), self.again, "again", u(22), role="nav", primary=True)
        button(self, surface, (x0 + 2 * (bw + gap), box.bottom - u(84), bw, u(60)),
               i18n.t("mall.ui.over.title_screen"), lambda: scenes.to_title(self.app), "title", u(22),
               role="nav")


def _tie_note(session, outcome: dict, scores: dict) -> str:
    """M-11.4: with the highest points shared (the view's ``tie_break``), the line that says how
    it was settled — the most cards in hand, or a shared victory when those are level too; ""
    when nobody tied."""
    wins = outcome.get("winners") or []
    if not wins or not outcome.get("tie_break"):
        return ""
    if len(wins) > 1:
        return i18n.t("mall.ui.over.tie_shared")
    return i18n.t("mall.ui.over.tiebreak", points=i18n.plural("mall.ui.n.points", scores.get(wins[0], 0)),
                  name=session.table.seat_name(session.seats, wins[0]))
