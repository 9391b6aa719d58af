"""End of day, step by step (R-13): the crowd turns face up, the infection spreads, the crowd
goes back to the deck, the quarantines renew, the boards clear, the next first player. Each
step is a beat that appears on its own; Space or a click shows them all, a second closes. With
a person at the table it waits for that click after the last beat (it closed by itself, and a
newcomer's "Next day" found it gone before the day's losses were read); with bots alone it
closes a moment after the last beat. It shows only public events (the flipped cards are
types, not faces: those cards are back in the deck).

While it is up, the board behind it shows the table as it was when the day ended
(``day_end_view``), not the next day's: what the beats tell is not given away behind them, and
the board shows the new day when the overlay closes (``Board.hold`` / ``Board.release``).
"""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.tables.raxxon import paint
from game.tables.raxxon.narrator import counted, reports_nothing
from game.widgets import button, panel, shade

BEAT = 0.9    # seconds per beat at speed 1
HOLD = 2.5    # seconds the whole list stays after the last beat, with bots alone


def day_end_game(game, day: int):
    """``game`` as it stood when ``day`` ended (its "end_of_day" event, R-13: the actions phase
    is over, nothing of the end of the day has happened yet), rebuilt by the engine
    (``FlowGame.stopped_at``); None when it cannot be (the board then shows the game as it is)."""
    try:
        return game.stopped_at(lambda e: e.kind == "end_of_day" and e.data.get("day") == day)
    except Exception:   # noqa: BLE001 - any failure: no held picture, the live table instead
        return None


def day_end_view(session, day: int) -> dict | None:
    """What ``session``'s viewer saw of the table when ``day`` ended, with nothing pending."""
    probe = day_end_game(session.game, day)
    if probe is None:
        return None
    v = probe.view(session.viewer) if session.viewer is not None else probe.public_view()
    v["pending"] = None
    return v


def day_tally(events, day: int) -> dict:
    """Evacuated, killed and infected during ``day`` (from the session's events), counted as the
    game-over summary counts them (gameover.py, ``days``: recalls and walkouts taken off)."""
    from game.tables.raxxon.gameover import COLUMNS, days
    row = next((r for r in days(events) if r["day"] == day), None)
    return {c: (row[c] if row else 0) for c in COLUMNS}


class EndOfDayScene(Scene):
    overlay = True
    everyone_looks = True
    # between two beats nothing moves: the window rests and looks again this often
    wake_ms = 50

    def __init__(self, app, session, events):
        super().__init__(app)
        self.session = session
        self.beats = self._beats(events)
        self.t = 0.0
        self.shown = 1
        self.done_at = None
        self._drawn = None    # the beats shown in the last drawn frame

    def animating(self) -> bool:
        """Only when a new beat is due to appear: the next frame looks different."""
        return self._drawn != self.shown

    def _seat(self, seat) -> str:
        return self.session.table.seat_name(self.session.seats, seat)

    def _beats(self, events) -> list:
        c = self.session.content
        day = next((e.data.get("day") for e in events if e.kind == "end_of_day"), self.session.game.day)
        self.day = day
        out = []
        infected = 0
        for e in events:
            d = e.data
            if reports_nothing(e) and e.kind in ("flipped", "quarantine_renewed"):
                continue   # no step that shows nothing (a spread of none is news: said)
            if e.kind == "flipped":
                types = [c.citizens[x] for x in d.get("cards", [])]
                out.append((i18n.t("raxxon.ui.eod.flipped", n=counted("hidden_cards", len(types))), types))
            elif e.kind == "spread":
                out.append((i18n.t("raxxon.ui.eod.spread", infected=d["infected"],
                                   count=counted("infection_cards", d["count"])), None))
            elif e.kind == "infected":
                infected += 1
                out.append((i18n.t("raxxon.ui.eod.infected", k=infected, left=d["infection_deck"]), None))
            elif e.kind == "outbreak":
                out.append((i18n.t("raxxon.ui.eod.outbreak"), None))
            elif e.kind == "population":
                out.append((i18n.t("raxxon.ui.eod.population", moved=counted("cards", d["moved"]),
                                   deck=counted("cards", d["citizen_deck"])), None))
            elif e.kind == "quarantine_renewed":
                out.append((i18n.t("raxxon.ui.eod.renewed", n=counted("cards", d["count"])), None))
            elif e.kind == "tokens_cleared":
                out.append((i18n.t("raxxon.ui.eod.cleared", name=self._seat(d["seat"]),
                                   n=counted("tokens", d["count"])), None))
            elif e.kind == "next_first":
                out.append((i18n.t("raxxon.ui.eod.next_first", name=self._seat(d["seat"])),
                            None))
        tally = day_tally(self.session.events, day)
        # the infection cards after a label ("new infection cards: 4"): in Russian a counted
        # phrase («4 карты заражения») asked the verb before it to agree with it
        out.append((i18n.t("raxxon.ui.eod.tally", **tally), None))
        return out

    @property
    def beat(self) -> float:
        return BEAT / max(0.25, self.app.settings.anim_speed)

    def update(self, dt):
        self.t += dt
        if self.shown < len(self.beats) and self.t >= self.beat:
            self.t = 0.0
            self.shown += 1
        if self.shown >= len(self.beats):
            if self.done_at is None:
                self.done_at = 0.0
            self.done_at += dt
            if self.done_at >= HOLD / max(0.25, self.app.settings.anim_speed) \
                    and not self.session.humans:
                self.close()

    def go_on(self):
        if self.shown < len(self.beats):
            self.shown = len(self.beats)
            self.done_at = 0.0
        else:
            self.close()

    def close(self):
        if self.app.top is self:
            self.app.pop()

    def key(self, event):
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE):
            self.go_on()
            return None
        return None

    def _rows(self, width: int) -> list:
        """Each beat's (lines, chips on a line of their own, height) at ``width``."""
        u = self.app.u
        size = u(22)
        lh = text.line_height(size, True)
        chip_w = u(36)
        out = []
        for line, types in self.beats:
            lines = paint.wrap_words(line, size, width, True) or text.wrap(line, size, width, True)
            below = False
            if types:   # the chips beside a one-line text when they fit there, else below it
                n = min(16, len(types))
                beside = width - text.width(line, size, True) - u(16)
                below = len(lines) > 1 or beside < n * chip_w
            h = len(lines) * lh + (u(42) if below else 0) + u(14)
            out.append((lines, below, max(h, u(44) if types else 0)))
        return out

    def draw(self, surface):
        self._drawn = self.shown
        u = self.app.u
        shade(surface, 150)
        w, h = surface.get_size()
        width = u(900)
        rows = self._rows(width)
        body = sum(x[2] for x in rows)
        r = pygame.Rect(0, 0, u(980), min(h - u(20), u(120) + body + u(100)))
        r.center = (w // 2, h // 2)
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16)
        text.draw(surface, i18n.t("raxxon.ui.eod.title", day=self.day), (r.centerx, r.y + u(20)), u(36),
                  theme.FROST, bold=True, anchor="midtop", max_width=r.w - u(40))
        text.draw(surface, i18n.t("raxxon.ui.eod.hint"), (r.centerx, r.y + u(70)), u(18), theme.TEXT_DIM,
                  anchor="midtop", max_width=r.w - u(40))
        size = u(22)
        lh = text.line_height(size, True)
        y = r.y + u(112)
        for k, ((_, types), (lines, below, rh)) in enumerate(zip(self.beats[:self.shown], rows[:self.shown],
                                                                   strict=True)):
            last = k == self.shown - 1
            x = r.x + u(40)
            rr = None
            for j, ln in enumerate(lines):
                rr = text.draw(surface, ln, (x, y + j * lh), size, theme.WARM if last else theme.TEXT,
                               bold=last, max_width=width)
            if types:   # the flipped cards by type and health: public, and not their faces
                cx, cy = (x, y + len(lines) * lh + u(4)) if below else (rr.right + u(16), y)
                for c in types[:16]:
                    chip = pygame.Rect(cx, cy, u(30), u(34))
                    if chip.right > r.right - u(30):
                        break
                    pygame.draw.rect(surface, paint.HEALTHY if c.healthy else paint.INFECTED, chip,
                                     border_radius=u(4))
                    pygame.draw.rect(surface, theme.FROST, chip, 1, border_radius=u(4))
                    cx += u(36)
            y += rh
        label = i18n.t("raxxon.ui.eod.more" if self.shown < len(self.beats) else "raxxon.ui.eod.close")
        button(self, surface, (r.centerx - u(170), r.bottom - u(72), u(340), u(54)), label, self.go_on,
               "eod:go_on", u(22), role="advance", primary=True)
