"""The table's two big moments, as overlays over the dimmed board (issue 6):

- ``CrisisReveal``: the cards added to the crisis, already shuffled by the engine, turned face up
  one at a time with a running tally, then the result (C-10.3).
- ``RoundSummary``: the end of the Colony phase in a few lines (summary.py), which closes by
  itself (issue 15).
- ``VoteReveal``: every sealed ballot turned over at the same moment, the count and the outcome
  (C-16.2; a tie goes to the First player, C-16.3).

Both draw only the event's data, public content and public history: the reveal is public
information, whoever sits at the mouse. A click or Space shows the end at once (Space again
closes); "Continue" (Return, Escape) closes the overlay at any moment, so the robot, which
clicks the "advance" button when nothing else is offered, never waits on an animation. The
board under a reveal takes no input and stands still (``Board.update`` waits while another
scene is on top).

``reveal_scene(app, session, events)`` picks the overlay for a list of engine events. When one
list holds several reveals (a crossroads vote that ends the last turn of a round, then the
crisis), the first is returned and the others follow it: each scene's ``then`` is the next one,
which replaces it on Continue.
"""
from __future__ import annotations

import math

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.render.pieces import mark
from game.tables.colony import summary
from game.tables.colony.cards import card_back, card_face, item_def, row_type
from game.widgets import button, panel, shade

REVEAL_KINDS = ("crisis_reveal", "vote_revealed")

# seconds at animation speed 1
FLIP = 0.35       # one card: shrink to an edge, grow back face up
HOLD = 0.2        # a beat after each card, so the tally can be read
BEAT = 0.5        # before the first card turns: the face-down row is seen first
SETTLE = 0.15     # after the last card, before the result


def _icon(name: str, size: int, color):
    try:
        from game.render.icons import icon
        return icon(name, size, color)
    except Exception:   # a missing icon never stops the reveal
        return None


def _flipped(surface, rect, draw_face, scale: float, lift: int) -> None:
    """Draw a card squeezed to ``scale`` of its width about its centre (a card turning over)."""
    rect = pygame.Rect(rect)
    tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_face(tmp, tmp.get_rect())
    w = max(1, int(rect.w * scale))
    squeezed = pygame.transform.smoothscale(tmp, (w, rect.h))
    surface.blit(squeezed, squeezed.get_rect(center=(rect.centerx, rect.centery - lift)))


class _Reveal(Scene):
    """What both reveals share: the clock, skipping, the Continue button, taking all input."""
    overlay = True
    holds_back = True   # the board's header and log wait for what this reveal shows
    everyone_looks = True

    def __init__(self, app, session, data: dict):
        super().__init__(app)
        self.session = session
        self.data = dict(data)
        self.t = 0.0                 # seconds into the reveal, at animation speed 1
        self.then: Scene | None = None
        self._ended = False
        self._frames_done = 0        # frames since the last card turned (``animating``)

    @property
    def length(self) -> float:
        return 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.length

    def update(self, dt: float) -> None:
        if self.done:
            self._frames_done += 1
            return
        self.t = min(self.length, self.t + dt * max(0.05, self.app.settings.anim_speed))
        self._tick()

    def animating(self) -> bool:
        """Cards turn until the end; then the reveal waits for Continue and the window rests
        (a frame or two more, so the end is surely on screen)."""
        return not self.done or self._frames_done < 2

    def skip(self) -> None:
        """Straight to the end (a click, Space)."""
        self.t = self.length
        self._tick(skipped=True)

    def _tick(self, skipped: bool = False) -> None:
        if self.done and not self._ended:
            self._ended = True
            self._end()

    def _end(self) -> None: ...

    def close(self) -> None:
        """Continue: the next reveal of the same moment, or back to the table."""
        if self.then is not None:
            self.app.replace(self.then)
        else:
            self.app.pop()

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            h = self.hotspot_at(event.pos)
            if h is not None:
                self.click(h)
            elif not self.done:
                self.skip()
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL,
                          pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            super().handle(event)
            return None   # the table under a reveal takes no input
        return event

    def key(self, event):
        if event.key == pygame.K_SPACE:
            self.skip() if not self.done else self.close()
        elif event.key in (pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.close()
        return None

    def _panel(self, surface, w_base: int, h_base: int) -> pygame.Rect:
        u = self.app.u
        shade(surface, 200)
        sw, sh = surface.get_size()
        r = pygame.Rect(0, 0, min(sw - u(80), u(w_base)), min(sh - u(60), u(h_base)))
        r.center = (sw // 2, sh // 2)
        panel(surface, r.move(u(8), u(10)), (0, 0, 0), (0, 0, 0), radius=18, width=0, alpha=120)
        return r

    def _continue(self, surface, r: pygame.Rect) -> None:
        u = self.app.u
        label = i18n.t("colony.ui.reveal.continue")
        bw = max(u(320), text.width(label, u(26), True) + u(60))
        button(self, surface, (r.centerx - bw // 2, r.bottom - u(78), bw, u(58)), label, self.close,
               "continue", u(26), role="advance", primary=self.done, shortcut=pygame.K_RETURN)

    def _heading(self, surface, r: pygame.Rect, y: int, icon_name: str, title: str, colour) -> int:
        """The overlay's title with its icon in front; the height used."""
        u = self.app.u
        title, size = text.fit_line(title, u(44), r.w - u(200), True)
        tw = text.width(title, size, True)
        ic = _icon(icon_name, u(48), colour)
        if ic is not None:
            surface.blit(ic, (r.centerx - tw // 2 - u(60), y + u(4)))
        return text.draw(surface, title, (r.centerx, y), size, theme.FROST, bold=True,
                         anchor="midtop").h

    def _banner_h(self) -> int:
        return text.line_height(self.app.u(34), True) + self.app.u(8)

    def _banner(self, surface, r: pygame.Rect, y: int, line: str, colour) -> int:
        """The outcome, on a band of its own colour: the one thing to read from across the table."""
        u = self.app.u
        line, size = text.fit_line(line, u(34), r.w - u(120), True)
        band = pygame.Rect(0, y, text.width(line, size, True) + u(60), self._banner_h())
        band.centerx = r.centerx
        tint = tuple((c + 2 * d) // 3 for c, d in zip(colour[:3], theme.TABLE_DARK, strict=True))
        pygame.draw.rect(surface, tint, band, border_radius=band.h // 2)
        pygame.draw.rect(surface, colour, band, 3, border_radius=band.h // 2)
        text.draw(surface, line, band.center, size, theme.FROST, bold=True, anchor="center")
        return band.h

    def _hint(self, surface, r: pygame.Rect, key: str) -> None:
        if self.done:
            return
        u = self.app.u
        text.draw(surface, i18n.t(key), (r.centerx, r.bottom - u(92)), u(20), theme.TEXT_DIM,
                  anchor="midbottom", max_width=r.w - u(60))


# ---------------------------------------------------------------------------------- the crisis
class CrisisReveal(_Reveal):
    """C-10.3: the contributed cards, shuffled, turned one at a time. Each card with the crisis's
    prevention symbol counts +1, any other card −1; the crisis is prevented when the score
    reaches P (``needed``), and the Colony gains 1 Morale when it reaches P + 2.

    ``data`` is the ``crisis_reveal`` event's data: {card, cards, score, needed}. The order of
    ``cards`` is the engine's shuffle and is kept. ``turned`` and ``tally`` follow the animation.
    """

    def __init__(self, app, session, data: dict):
        super().__init__(app, session, data)
        content = session.content
        self.crisis = content.crises.get(self.data.get("card"))
        self.symbol = self.crisis.symbol if self.crisis is not None else None
        self.cards = list(self.data.get("cards") or [])
        self.needed = int(self.data.get("needed", 0))
        # +1 / −1 per card, in the order they turn; the same test as the engine's C-10.3 score
        self.points = []
        for cid in self.cards:
            d = item_def(content, cid)
            self.points.append(1 if d is not None and d.symbol == self.symbol else -1)
        self.score = int(self.data.get("score", sum(self.points)))
        self.match = self.points.count(1)
        self._faced = 0              # cards whose face has come up (a click sound each)

    def enter(self) -> None:
        self.app.sound("crisis")   # on showing, not on making: a chained reveal waits its turn

    @property
    def step(self) -> float:
        return FLIP + HOLD

    @property
    def length(self) -> float:
        return BEAT + len(self.cards) * self.step + SETTLE

    def phase(self, k: int) -> float:
        """How far card ``k`` has turned: 0 face down, 0.5 on its edge, 1 face up."""
        return max(0.0, min(1.0, (self.t - BEAT - k * self.step) / FLIP))

    @property
    def turned(self) -> int:
        return sum(1 for k in range(len(self.cards)) if self.phase(k) >= 1.0)

    @property
    def tally(self) -> int:
        return sum(self.points[:self.turned])

    @property
    def prevented(self) -> bool:
        return self.score >= self.needed

    def seek(self, turned: int, then: float = 0.0) -> None:
        """Stand where ``turned`` cards are face up and the next one is ``then`` of the way
        over (screenshots, tests)."""
        turned = max(0, min(len(self.cards), turned))
        self.t = min(self.length, BEAT + turned * self.step + then * FLIP)
        self._faced = sum(1 for k in range(len(self.cards)) if self.phase(k) >= 0.5)
        self._tick(skipped=True)

    def _tick(self, skipped: bool = False) -> None:
        faced = sum(1 for k in range(len(self.cards)) if self.phase(k) >= 0.5)
        if faced > self._faced and not skipped:
            self.app.sound("click")
        self._faced = faced
        super()._tick(skipped)

    def _end(self) -> None:
        self.app.sound("prevented" if self.prevented else "crisis")

    # drawing -----------------------------------------------------------
    def draw(self, surface):
        u = self.app.u
        r = self._panel(surface, 1720, 960)
        panel(surface, r, theme.TABLE_DARK, theme.CRISIS, radius=18, width=4)
        name = i18n.name(self.crisis) if self.crisis is not None else str(self.data.get("card", ""))
        y = r.y + u(22)
        y += self._heading(surface, r, y, "crisis", i18n.t("colony.ui.crisis.title", name=name), theme.DANGER)
        y += u(6)
        y += text.draw(surface, i18n.t("colony.ui.reveal.crisis_intro"), (r.centerx, y), u(22),
                       theme.TEXT_DIM, anchor="midtop", max_width=r.w - u(60)).h + u(16)
        # what lies below the cards: rule, tally, result, two bonus lines, the button
        foot = (text.line_height(u(22)) + text.line_height(u(40), True) + self._banner_h()
                + 2 * text.line_height(u(22), True) + u(14) + u(96))
        body_bottom = r.bottom - foot - u(12)
        # the crisis card, on the left
        ch = min(u(462), body_bottom - y)
        cw = ch * 5 // 7
        crisis_rect = pygame.Rect(r.x + u(40), y + (body_bottom - y - ch) // 2, cw, ch)
        if self.crisis is not None:
            card_face(surface, crisis_rect, "crisis", self.crisis.id, self.session.content)
        area = pygame.Rect(crisis_rect.right + u(50), y, r.right - u(40) - crisis_rect.right - u(50),
                           body_bottom - y)
        if self.cards:
            self._row(surface, area)
        else:
            text.draw_block(surface, i18n.t("colony.ui.reveal.none"),
                            pygame.Rect(area.x, area.centery - u(40), area.w, u(80)), u(30),
                            theme.TEXT, align="center")
        self._tally(surface, r, body_bottom + u(14))
        self._continue(surface, r)
        self._hint(surface, r, "colony.ui.reveal.skip")

    def _layout(self, area: pygame.Rect) -> list:
        """Card rects for the row (or rows): as large as the area allows."""
        u = self.app.u
        n = len(self.cards)
        gap, badge = u(22), u(30)   # a badge hangs half below its card
        best = (0, 1)
        for rows in range(1, 4):
            per = -(-n // rows)
            w_fit = (area.w - (per - 1) * gap) // per
            h_fit = (area.h - rows * badge - (rows - 1) * gap) // rows
            w = min(w_fit, h_fit * 5 // 7, u(250))
            if w > best[0]:
                best = (w, rows)
        w, rows = best
        h = w * 7 // 5
        per = -(-n // rows)
        total_h = rows * (h + badge) + (rows - 1) * gap
        out = []
        for k in range(n):
            row, col = divmod(k, per)
            in_row = min(per, n - row * per)
            x0 = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
            y0 = area.centery - total_h // 2 + row * (h + badge + gap)
            out.append(pygame.Rect(x0 + col * (w + gap), y0, w, h))
        return out

    def _row(self, surface, area: pygame.Rect) -> None:
        u = self.app.u
        content = self.session.content
        rects = self._layout(area)
        cap = row_type([("item", cid) for cid in self.cards], content, rects[0].size) if rects else None
        for k, (cid, rect) in enumerate(zip(self.cards, rects, strict=True)):
            p = self.phase(k)
            lift = int(u(16) * math.sin(math.pi * p))
            if p <= 0.0:
                card_back(surface, rect, i18n.t("colony.ui.reveal.face_down"))
            elif p < 0.5:
                _flipped(surface, rect, lambda s, rr: card_back(s, rr, i18n.t("colony.ui.reveal.face_down")),
                         1.0 - 2.0 * p, lift)
            elif p < 1.0:
                _flipped(surface, rect, lambda s, rr, cid=cid: card_face(s, rr, "item", cid, content,
                                                                         cap=cap),
                         2.0 * p - 1.0, lift)
            else:
                good = self.points[k] > 0
                card_face(surface, rect, "item", cid, content, glow=theme.GOOD if good else theme.DANGER,
                          cap=cap)
                self._badge(surface, rect, good)

    def _badge(self, surface, rect: pygame.Rect, good: bool) -> None:
        u = self.app.u
        size = max(u(22), min(u(34), rect.w // 6))
        label = i18n.t("colony.ui.reveal.match" if good else "colony.ui.reveal.miss")
        b = pygame.Rect(0, 0, text.width(label, size, True) + size, size * 3 // 2)
        b.center = rect.midbottom
        pygame.draw.rect(surface, theme.GOOD if good else theme.DANGER, b, border_radius=b.h // 2)
        pygame.draw.rect(surface, theme.FROST, b, 2, border_radius=b.h // 2)
        text.draw(surface, label, b.center, size, theme.INK, bold=True, anchor="center")

    def _tally(self, surface, r: pygame.Rect, y: int) -> None:
        u = self.app.u
        sym = i18n.t(f"colony.ui.symbol.{self.symbol}") if self.symbol else ""
        y += text.draw(surface, i18n.t("colony.ui.reveal.rule", symbol=sym), (r.centerx, y), u(22),
                       theme.TEXT, anchor="midtop", max_width=r.w - u(80)).h + u(4)
        colour = theme.WARM
        if self.done:
            colour = theme.GOOD if self.prevented else theme.DANGER
        shown = self.score if self.done else self.tally
        y += text.draw(surface, i18n.t("colony.ui.reveal.tally", score=i18n.number(shown),
                                       needed=self.needed),
                       (r.centerx, y), u(40), colour, bold=True, anchor="midtop",
                       max_width=r.w - u(80)).h + u(4)
        if not self.done:
            return
        head = i18n.t("colony.ui.reveal.prevented" if self.prevented else "colony.ui.reveal.failed")
        y += self._banner(surface, r, y, head, colour) + u(6)
        extra = []
        if self.prevented and self.score >= self.needed + 2:
            extra.append(("morale", i18n.t("colony.ui.reveal.morale")))
        if self.prevented and self.crisis is not None and self.crisis.additional \
                and self.match > self.needed:   # OPEN-C-2, as the engine decides it
            extra.append((None, i18n.t("colony.ui.reveal.additional", symbol=sym)))
        for icon_name, line in extra:
            lw = min(text.width(line, u(22), True), r.w - u(160))
            ic = _icon(icon_name, u(26), theme.GOOD) if icon_name else None
            if ic is not None:
                surface.blit(ic, (r.centerx - lw // 2 - u(36), y + u(2)))
            y += text.draw(surface, line, (r.centerx, y), u(22), theme.GOOD, bold=True, anchor="midtop",
                           max_width=r.w - u(160)).h


# ---------------------------------------------------------------------------------- the vote
class VoteReveal(_Reveal):
    """C-16.2: the sealed ballots are revealed together, one tile per voter; Yes passes only when
    it outnumbers No, and a tie is decided by the First player (C-16.3).

    ``data`` is the ``vote_revealed`` event's data: {why, ballots: {"seat": bool}, yes, no}.
    What the vote is about (whom an exile vote names, which crossroads card called it) comes from
    the session's public history, or from ``data["target"]`` when a caller provides it.
    """

    def __init__(self, app, session, data: dict):
        super().__init__(app, session, data)
        self.ballots = sorted(((int(k), bool(v)) for k, v in (self.data.get("ballots") or {}).items()))
        self.yes = int(self.data.get("yes", sum(1 for _, v in self.ballots if v)))
        self.no = int(self.data.get("no", len(self.ballots) - self.yes))
        self.why = self.data.get("why") or "exile"
        self.target, self.crossroads = self._subject()
        self._flipped = False

    def _subject(self):
        """(the seat an exile vote names, the crossroads card behind a crossroads vote), from
        the latest public event that called this vote."""
        target = self.data.get("target")
        card = None
        for e, *_ in reversed(getattr(self.session, "events", [])):
            if e.seats is not None:
                continue
            if self.why == "exile" and target is None and e.kind == "exile_called":
                target = e.data.get("target")
                break
            if self.why == "crossroads" and e.kind in ("crossroads_chosen", "crossroads_revealed"):
                card = e.data.get("card")
                break
        return target, card

    @property
    def length(self) -> float:
        return BEAT + FLIP

    @property
    def shown(self) -> bool:
        """The ballots are face up (half-way through the turn)."""
        return self.t >= BEAT + FLIP / 2

    @property
    def outcome(self) -> str:
        return "passed" if self.yes > self.no else "rejected" if self.no > self.yes else "tied"

    def _tick(self, skipped: bool = False) -> None:
        if self.shown and not self._flipped:
            self._flipped = True
            if not skipped:
                self.app.sound("click")
        super()._tick(skipped)

    def _name(self, seat) -> str:
        try:
            return self.session.table.seat_name(self.session.seats, int(seat))
        except (IndexError, TypeError, ValueError):
            return str(seat)

    # drawing -----------------------------------------------------------
    def draw(self, surface):
        u = self.app.u
        r = self._panel(surface, 1560, 900)
        panel(surface, r, theme.TABLE_DARK, theme.WARM, radius=18, width=4)
        y = r.y + u(22)
        why = i18n.t(f"colony.ui.why.{self.why}") if i18n.has(f"colony.ui.why.{self.why}") else str(self.why)
        y += self._heading(surface, r, y, "vote", why, theme.WARM)
        question = ""
        if self.why == "exile" and self.target is not None:
            question = i18n.t("colony.ui.reveal.exile_question", name=self._name(self.target))
        elif self.crossroads and self.crossroads in self.session.content.crossroads:
            question = i18n.t("colony.ui.reveal.crossroads_question",
                              name=i18n.name(self.session.content.crossroads[self.crossroads]))
        if question:
            y += text.draw(surface, question, (r.centerx, y), u(30), theme.WARM, bold=True,
                           anchor="midtop", max_width=r.w - u(80)).h
        y += u(4)
        y += text.draw(surface, i18n.t("colony.ui.reveal.vote_intro"), (r.centerx, y), u(22), theme.TEXT_DIM,
                       anchor="midtop", max_width=r.w - u(60)).h + u(24)
        # what lies below the ballots: the count, the result, the exile line, the button
        foot = (text.line_height(u(36), True) + self._banner_h() + text.line_height(u(24))
                + u(24) + u(96) + 2 * text.line_height(u(22)))   # room for what happens
        tiles_bottom = r.bottom - foot - u(16)
        self._tiles(surface, pygame.Rect(r.x + u(40), y, r.w - u(80), tiles_bottom - y))
        self._result(surface, r, tiles_bottom + u(12))
        self._continue(surface, r)
        self._hint(surface, r, "colony.ui.reveal.skip_vote")

    def _tiles(self, surface, area: pygame.Rect) -> None:
        u = self.app.u
        if not self.ballots:   # a crossroads vote among players of whom none is left
            text.draw_block(surface, i18n.t("colony.ui.reveal.no_voters"),
                            pygame.Rect(area.x, area.centery - u(40), area.w, u(80)), u(30),
                            theme.TEXT, align="center")
            return
        n = max(1, len(self.ballots))
        gap = u(28)
        w = min(u(250), (area.w - (n - 1) * gap) // n, area.h * 10 // 13)
        h = min(area.h, w * 13 // 10)
        x = area.centerx - (n * w + (n - 1) * gap) // 2
        y = area.centery - h // 2
        p = max(0.0, min(1.0, (self.t - BEAT) / FLIP))
        for seat, yes in self.ballots:
            tile = pygame.Rect(x, y, w, h)
            colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
            pygame.draw.rect(surface, theme.PANEL, tile, border_radius=12)
            pygame.draw.rect(surface, colour, tile, 4, border_radius=12)
            mr = max(u(14), w // 9)
            cy = tile.y + u(14) + mr + u(8)
            pygame.draw.circle(surface, theme.TABLE_DARK, (tile.centerx, cy), mr + u(8))
            mark(surface, seat, (tile.centerx, cy), mr)
            ny = cy + mr + u(16)
            text.draw(surface, self._name(seat), (tile.centerx, ny), u(26), colour, bold=True,
                      anchor="midtop", max_width=w - u(20))
            top = ny + text.line_height(u(26), True) + u(10)
            plate = pygame.Rect(tile.x + u(16), top, w - u(32), tile.bottom - u(16) - top)
            lift = int(u(10) * math.sin(math.pi * p))
            if p < 0.5:
                self._plate(surface, plate, None, 1.0 - 2.0 * p, lift)
            else:
                self._plate(surface, plate, yes, 2.0 * p - 1.0, lift)
            x += w + gap

    def _plate(self, surface, rect: pygame.Rect, yes, scale: float, lift: int) -> None:
        """A ballot: sealed (``yes`` None) or open, squeezed to ``scale`` while it turns."""
        u = self.app.u
        rect = pygame.Rect(rect)
        if scale < 1.0:
            _flipped(surface, rect, lambda s, rr: self._plate(s, rr, yes, 1.0, 0), scale, lift)
            return
        if yes is None:
            card_back(surface, rect, i18n.t("colony.ui.reveal.face_down"))
            return
        fill = theme.GOOD if yes else theme.DANGER
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.FROST, rect, 2, border_radius=10)
        word = i18n.t("colony.ui.reveal.ballot_yes" if yes else "colony.ui.reveal.ballot_no")
        text.draw(surface, word, rect.center, min(u(44), rect.h // 2), theme.INK, bold=True,
                  anchor="center", max_width=rect.w - u(16))

    def _result(self, surface, r: pygame.Rect, y: int) -> None:
        u = self.app.u
        if not self.shown:
            return
        y += text.draw(surface, i18n.t("colony.ui.reveal.count", yes=self.yes, no=self.no), (r.centerx, y),
                       u(36), theme.FROST, bold=True, anchor="midtop", max_width=r.w - u(80)).h + u(6)
        if not self.done:
            return
        out = self.outcome
        colour = {"passed": theme.GOOD, "rejected": theme.DANGER, "tied": theme.WARM}[out]
        if out == "tied":
            first = self.session.game.public_view().get("first")
            head = i18n.t("colony.ui.reveal.tied", name=self._name(first))
        else:
            head = i18n.t(f"colony.ui.reveal.{out}")
        y += self._banner(surface, r, y, head, colour) + u(10)
        if self.why == "exile" and self.target is not None and out != "tied":
            line = i18n.t("colony.ui.reveal.exiled" if out == "passed" else "colony.ui.reveal.stays",
                          name=self._name(self.target))
            y += text.draw(surface, line, (r.centerx, y), u(24), theme.TEXT, anchor="midtop",
                           max_width=r.w - u(80)).h + u(4)
        what = self._happens()
        if what:
            text.draw_block(surface, what, pygame.Rect(r.x + u(60), y, r.w - u(120),
                            2 * text.line_height(u(22))), u(22), theme.WARM, align="center")

    def _happens(self) -> str:
        """What the result does, in words (issue 15): a crossroads vote's Yes or No as its card
        words it, an exile what it means; "" while the result is not known or on a tie (the
        First player's decision comes next)."""
        if not self.done or self.outcome == "tied":
            return ""
        passed = self.outcome == "passed"
        if self.why == "exile":
            if passed and self.target is not None:
                return i18n.t("colony.ui.vote.exiled_means", name=self._name(self.target))
            return ""
        from game.tables.colony.labels import vote_effects
        option = None
        for e, *_ in reversed(getattr(self.session, "events", [])):
            if e.seats is None and e.kind == "crossroads_chosen" and e.data.get("card") == self.crossroads:
                option = e.data.get("option")
                break
        effects = vote_effects(self.session.content, self.crossroads, option)
        if not effects:
            return ""
        return i18n.t("colony.ui.vote.happens", what=effects[0] if passed else effects[1])


# ---------------------------------------------------------------------------------- the round
class RoundSummary(_Reveal):
    """The Colony phase of ``round_no`` in a few lines over the table (issue 15; summary.py counts
    and words it from public events). With a person at the table it waits for Continue (a key,
    a click): it closed by itself after a moment, and a newcomer lost the round that took
    Morale from 5 to 2 before reading it; with bots alone it goes by itself. The table waits
    under it (nothing moves while an overlay is on top)."""
    holds_back = False   # it shows what the log already says: nothing to keep back

    def __init__(self, app, session, round_no: int, phase: list):
        super().__init__(app, session, {})
        self.round_no = round_no
        self.tally = summary.tally(phase)

    @property
    def length(self) -> float:
        return summary.LENGTH

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.done and self.app.top is self and not self.session.humans:
            self.close()   # nobody to read it: a moment, then the next round

    def skip(self) -> None:
        self.close()   # a click or Space closes the summary at once

    def key(self, event):
        if event.key in (pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_RETURN, pygame.K_ESCAPE):
            self.close()
        return None

    def close(self) -> None:
        if self.app.top is self:
            super().close()

    def draw(self, surface):
        self.hotspots = []
        u = self.app.u
        rows = summary.lines(self.session.content, self.tally)
        size = u(26)
        lh = text.line_height(size) + u(8)
        # the panel's height is given at 1920×1080 (``_panel`` scales it): the rows in base units
        row_base = (lh + self.app.scale - 1) / self.app.scale
        r = self._panel(surface, 760, int(250 + row_base * len(rows)))
        panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=18)
        y = r.y + u(28)
        y += self._heading(surface, r, y, "round",
                           i18n.t("colony.ui.summary.title", n=self.round_no), theme.FROST)
        y += u(22)
        for line, colour in rows:
            line, s = text.fit_line(line, size, r.w - u(100))
            text.draw(surface, line, (r.centerx, y), s, colour, anchor="midtop")
            y += lh
        self._continue(surface, r)


# ---------------------------------------------------------------------------------- choosing
def reveal_scene(app, session, events) -> Scene | None:
    """The overlay for the first ``crisis_reveal`` or ``vote_revealed`` among ``events`` (None
    when there is neither). Further reveals in the same list are chained behind it through
    ``then``: Continue on one shows the next, in the engine's order. When ``events`` start a new
    round, the summary of the Colony phase that ended (summary.py) comes last."""
    scenes: list[_Reveal] = []
    for e in events:
        if e.kind not in REVEAL_KINDS or not isinstance(e.data, dict):
            continue
        if getattr(e, "seats", None) is not None:
            continue   # reveals are public; anything seat-limited is not one to show the table
        cls = CrisisReveal if e.kind == "crisis_reveal" else VoteReveal
        scenes.append(cls(app, session, e.data))
    ended = summary.phase_events(session, events)   # the Colony phase ended: its summary last
    if ended is not None:
        scenes.append(RoundSummary(app, session, *ended))
    for a, b in zip(scenes, scenes[1:], strict=False):
        a.then = b
    return scenes[0] if scenes else None


__all__ = ["CrisisReveal", "RoundSummary", "VoteReveal", "reveal_scene", "REVEAL_KINDS"]
