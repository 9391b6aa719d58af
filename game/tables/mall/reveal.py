"""The reveal: every sealed ballot (or secret destination) turned over at the same moment, then
the count and what it decides. It draws only the reveal event's data and public facts: the
reveal is public, whoever holds the mouse. Continue (Return, Esc, a click) closes it; the
robot clicks Continue, so it never waits on the animation."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.widgets import button, panel, shade

FLIP = 0.45     # seconds: every card turns together
BEAT = 0.35     # before they turn: the face-down row is seen first


class RevealScene(Scene):
    overlay = True
    holds_back = True   # the board's log and top bar wait for what this reveal shows
    everyone_looks = True

    def __init__(self, app, session, seats, event, tally=None, cut=None, after=()):
        super().__init__(app)
        self.session = session
        self.cut = cut      # the session's index of the reveal's event: the log stops before it
        self.seats = seats
        self.why = event.data.get("why", "")
        # ``after``: the events that came with it; a Leader who wins the Control Room's vote again
        # is not a "new Leader" (a newcomer read «Новый старший» for the one they had)
        self.again = any(e.kind == "election" and e.data.get("result") == "reelected" for e in after)
        self.choices = [tuple(x) for x in event.data.get("choices", ())]
        self.tally = dict(tally.data) if tally is not None else None
        self.t = 0.0

    def update(self, dt):
        self.t += dt * max(0.25, self.app.settings.anim_speed)

    def animating(self) -> bool:
        return self.t < BEAT + FLIP + 0.1

    def close(self):
        self.app.pop()

    def key(self, event):
        if event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.close()
        return None

    def name(self, seat: int) -> str:
        return self.session.table.seat_name(self.session.seats, seat)

    def draw(self, surface):
        u = self.app.u
        shade(surface, 200)
        w, h = surface.get_size()
        n = max(1, len(self.choices))
        cw, ch, gap = u(230), u(250), u(20)
        cw = min(cw, (w - u(160) - gap * (n - 1)) // n)
        box = pygame.Rect(0, 0, max(u(900), n * (cw + gap) + u(80)), u(640))
        box.center = (w // 2, h // 2)
        panel(surface, box, theme.PANEL, theme.FROST, radius=16, width=3)
        dest = self.why == "destination"
        title = i18n.t("mall.ui.reveal.destinations" if dest else f"mall.ui.reveal.title.{self.why}")
        if not dest and (self.tally or {}).get("round", 1) > 1:   # the vote after a tie says so
            title += " " + i18n.t("mall.ui.vote.repeat")
        text.draw(surface, title, (box.centerx, box.y + u(24)), u(32), theme.FROST, bold=True,
                  anchor="midtop", max_width=box.w - u(60))
        k = 0.0 if self.t < BEAT else min(1.0, (self.t - BEAT) / FLIP)
        x0 = box.centerx - (n * cw + (n - 1) * gap) // 2
        y = box.y + u(96)
        # each voter's votes under the name: a ballot counts for them all (the count below adds
        # them up; three ballots read "Dmitri 3" where one voter had two votes)
        weights = dict((s_, w) for s_, w in (self.tally or {}).get("weights", ())) if not dest else {}
        for i, (seat, choice) in enumerate(self.choices):
            r = pygame.Rect(x0 + i * (cw + gap), y, cw, ch)
            who = self.name(seat)
            if seat in weights:   # "Anna · 5 votes for:" over the card naming whom (the count
                # below is of votes received: "casts 5" beside "Boris (5 votes)" read alike)
                who += " · " + i18n.t("mall.ui.reveal.cast_for",
                                      votes=i18n.plural("mall.ui.n.votes", weights[seat]))
            text.draw(surface, who, (r.centerx, r.y), u(20), self.seats.ink(seat), bold=True,
                      anchor="midtop", max_width=r.w)
            card = pygame.Rect(r.x, r.y + u(34), r.w, r.h - u(34))
            squeeze = abs(1 - 2 * k)          # 1 → 0 (on its edge) → 1
            face = pygame.Rect(0, 0, max(2, int(card.w * squeeze)), card.h)
            face.center = card.center
            if k < 0.5:                        # still face down
                pygame.draw.rect(surface, theme.TABLE_DARK, face, border_radius=u(12))
                pygame.draw.rect(surface, theme.PANEL_EDGE, face, 2, border_radius=u(12))
                self.seats.mark(surface, seat, face.center, max(2, min(face.w // 3, u(18))))
            else:
                pygame.draw.rect(surface, theme.CARD, face, border_radius=u(12))
                pygame.draw.rect(surface, theme.CARD_EDGE, face, 2, border_radius=u(12))
                if k >= 1.0:
                    self._face(surface, card, choice)
        if k >= 1.0:
            self._result(surface, box, y + ch + u(24))
        label = i18n.t("mall.ui.reveal.continue")
        button(self, surface, (box.centerx - u(160), box.bottom - u(80), u(320), u(60)), label, self.close,
               "continue", u(24), role="advance", primary=True, shortcut=pygame.K_RETURN)

    def _face(self, surface, card, choice):
        u = self.app.u
        if self.why == "destination":
            from game.render.pieces import die_face
            die = pygame.Rect(0, 0, u(60), u(60))
            die.center = (card.centerx, card.y + u(60))
            die_face(surface, die, choice)
            place = self.session.content.places.get(choice)
            text.draw_block(surface, i18n.name(place) if place else "?",
                            pygame.Rect(card.x + u(10), die.bottom + u(16), card.w - u(20), u(80)), u(22),
                            theme.INK, bold=True, align="center")
            return
        s_ = self.seats.of_colour(choice)
        self.seats.mark(surface, s_, (card.centerx, card.y + u(66)), u(40))
        text.draw_block(surface, self.name(s_),
                        pygame.Rect(card.x + u(10), card.y + u(124), card.w - u(20), u(80)),
                        u(22), theme.INK, bold=True, align="center")

    def _result(self, surface, box, y):
        u = self.app.u
        if self.why == "destination":
            self._next_moves(surface, box, y)
            return
        if self.tally is None:
            return
        parts = []
        for c, votes in self.tally.get("tally", ()):
            parts.append(f"{self.name(self.seats.of_colour(c))} ({i18n.plural('mall.ui.n.votes', votes)})")
        text.draw(surface, i18n.t("mall.ui.reveal.count", count=", ".join(parts)), (box.centerx, y), u(22),
                  theme.TEXT, bold=True, anchor="midtop", max_width=box.w - u(60))
        win = self.tally.get("winner")
        if win is None:
            first = self.tally.get("round", 1) == 1
            # a second tie says what follows (M-6.10): no cards, the Leader stays, a lot drawn
            key = f"mall.ui.reveal.tie_twice_{self.why}"
            line = i18n.t("mall.ui.reveal.tie" if first else key if i18n.has(key, "en")
                          else "mall.ui.reveal.tie_twice")
        else:
            key = "leader_again" if self.why == "leader" and self.again else self.why
            line = i18n.t(f"mall.ui.reveal.winner.{key}", name=self.name(self.seats.of_colour(win)))
        text.draw(surface, line, (box.centerx, y + u(40)), u(24), theme.WARM, bold=True, anchor="midtop",
                  max_width=box.w - u(60))

    def _next_moves(self, surface, box, y):
        """Under the destinations: where the Leader said they would go (announced openly, so not
        among the cards) and what the choices do now — public facts only."""
        u = self.app.u
        v = self.session.game.public_view()
        if v.get("announced") is not None and v.get("leader") is not None:
            place = self.session.content.places.get(v["announced"])
            text.draw(surface, i18n.t("mall.ui.reveal.leader_went", name=self.name(v["leader"]),
                                      place=i18n.name(place) if place else "?"),
                      (box.centerx, y), u(22), theme.TEXT, bold=True, anchor="midtop",
                      max_width=box.w - u(60))
        text.draw(surface, i18n.t("mall.ui.reveal.next_moves"), (box.centerx, y + u(40)), u(22),
                  theme.WARM, bold=True, anchor="midtop", max_width=box.w - u(60))
