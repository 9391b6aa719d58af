"""Game over: won or lost and why (R-15), a day-by-day summary gathered from the events
(evacuated, killed, infection cards, Nordvale's influence at the end of each day), then a look at
the final board (game/tables/final.py), Play again (same seats and level, a new seed) or Title."""
from __future__ import annotations

import random

import pygame

from game import i18n, scenes, theme
from game.app import Scene
from game.render import text
from game.tables.final import LooksAtTheBoard
from game.widgets import button, panel, shade

# each event that moves a card into (+1) or out of (-1) a pile the summary counts, so that each
# column adds up to what the table shows at the end (rules/raxxon/kinds.py, effects.py):
# the evacuation pile gains an evacuated card and loses a recalled one (a Nordvale card) or a
# walkout (S10: the last evacuated of that type leaves; ``card`` None when there was none);
# the infection deck loses a card to each infection and gains one back on a restock
MOVES = {
    "evacuated": {"evacuated": 1, "recalled": -1, "walkout": -1},
    "killed": {"killed": 1},
    "infected": {"infected": 1, "restocked": -1},
}
COLUMNS = tuple(MOVES)


def _moves(kind: str, data: dict) -> dict:
    """column -> change for one event."""
    out = {}
    for col, kinds in MOVES.items():
        if kind in kinds and not (kind == "walkout" and not data.get("card")):
            out[col] = kinds[kind]
    return out


def days(events, last_day: int | None = None, influence: int = 0) -> list:
    """[{day, evacuated, killed, infected, influence}] for each day played, from day 1 (whose
    "day" event the engine emits while setting up, before the table hears anything) to the
    last (``last_day``: the game's day, so a day with nothing counted still has its row).
    ``evacuated``: the evacuation pile's change that day (recalls and walkouts taken off);
    ``killed``: citizens killed; ``infected``: infection cards drawn, less those put back. Each
    column adds up to the end of the game: the pile, the killed, the infection deck's loss."""
    cur = {"day": 1, "evacuated": 0, "killed": 0, "infected": 0, "influence": influence}
    out = [cur]
    for e, _ in events:
        d = e.data if isinstance(e.data, dict) else {}
        if e.kind == "day":
            n = d.get("day", cur["day"] + 1)
            if n == cur["day"]:
                continue
            cur = {"day": n, "evacuated": 0, "killed": 0, "infected": 0, "influence": influence}
            out.append(cur)
        elif e.kind == "influence":
            influence = d.get("value", influence)
        for col, k in _moves(e.kind, d).items():
            cur[col] += k
        cur["influence"] = influence
    while last_day is not None and cur["day"] < last_day:
        cur = dict(cur, day=cur["day"] + 1, evacuated=0, killed=0, infected=0)
        out.append(cur)
    return out


def totals(rows) -> dict:
    """The whole game: each column's sum, the influence at the end."""
    out = {c: sum(r[c] for r in rows) for c in COLUMNS}
    out["influence"] = rows[-1]["influence"] if rows else 0
    return out


def _number(x) -> str:
    """A count as shown: a day that lost more than it gained reads "−1" (a true minus)."""
    if isinstance(x, int) and x < 0:
        return "\u2212" + str(-x)
    return str(x)


class GameOverScene(LooksAtTheBoard, Scene):
    overlay = True
    still = True    # the same picture until a person acts

    def __init__(self, app, session, hints: int = 0):
        super().__init__(app)
        self.session = session
        self.drop_secrets(session)
        self.hints = hints      # how many Hints were asked (the solo table's, hint.py)
        out = session.game.outcome
        self.won = bool(out and out.winners)
        app.sound("win" if self.won else "lose")

    def again(self):
        from game.session import SeatConfig, Session
        from rules.raxxon import Options
        o = self.session.game.options
        opts = Options(players=o.players, seed=random.randrange(1, 10 ** 9), difficulty=o.difficulty,
                       characters=o.characters)
        seats = [SeatConfig(s.name, s.human, s.default) for s in self.session.seats]
        scenes.start_session(self.app, Session.new("raxxon", opts, seats))

    def to_title(self):
        scenes.to_title(self.app)

    def draw(self, surface):
        u = self.app.u
        if self.hidden:
            self.draw_way_back(surface)
            return
        shade(surface, 200)
        w, h = surface.get_size()
        g = self.session.game
        out = g.outcome
        rows = days(self.session.events, g.day)
        r = pygame.Rect(0, 0, u(1100), min(h - u(80), u(330) + (len(rows) + 1) * u(40) + u(100)))
        r.center = (w // 2, h // 2)
        panel(surface, r, theme.TABLE_DARK, theme.GOOD if self.won else theme.DANGER, radius=16, width=3)
        text.draw(surface, i18n.t("raxxon.ui.over.won" if self.won else "raxxon.ui.over.lost"),
                  (r.centerx, r.y + u(20)), u(46), theme.GOOD if self.won else theme.DANGER, bold=True,
                  anchor="midtop", max_width=r.w - u(40))
        reason = i18n.t(f"raxxon.ui.over.why.{out.reason}", evacuated=len(g.evacuated), target=g.target,
                        day=g.day)
        text.draw_block(surface, reason, pygame.Rect(r.x + u(40), r.y + u(86), r.w - u(80), u(64)), u(22),
                        theme.TEXT, align="center")
        diff = i18n.t(f"raxxon.ui.difficulty.{g.options.difficulty}")
        setup = i18n.t("raxxon.ui.over.setup", difficulty=diff,
                       players=i18n.plural("raxxon.ui.n.players", g.n),
                       evacuated=len(g.evacuated), target=g.target, influence=g.influence)
        if self.hints:
            setup += " · " + i18n.t("raxxon.ui.hint.used", n=self.hints)
        text.draw(surface, setup, (r.centerx, r.y + u(156)), u(19), theme.TEXT_DIM, anchor="midtop",
                  max_width=r.w - u(60))
        # the day-by-day table, then the whole game (each column adds up to its total)
        cols = ["day", "evacuated", "killed", "infected", "influence"]
        tx = r.x + u(60)
        cw = (r.w - u(120)) // len(cols)
        y = r.y + u(200)
        for k, c in enumerate(cols):
            text.draw(surface, i18n.t(f"raxxon.ui.over.col.{c}"), (tx + k * cw + cw // 2, y), u(19),
                      theme.FROST, bold=True, anchor="midtop", max_width=cw - u(8))
        y += u(36)
        # every day from the first to the last: rows get thinner rather than a day left out
        rh = max(u(14), min(u(40), (r.bottom - u(100) - y) // max(1, len(rows) + 1)))
        size = min(u(20), rh * 6 // 10)
        total = dict(totals(rows), day=i18n.t("raxxon.ui.over.total"))
        for row in rows + [total]:
            last = row is total
            pygame.draw.line(surface, theme.FROST if last else theme.PANEL_EDGE, (tx, y - u(3)),
                             (r.right - u(60), y - u(3)), 2 if last else 1)
            for k, c in enumerate(cols):
                text.draw(surface, _number(row[c]), (tx + k * cw + cw // 2, y + rh // 10), size,
                          theme.FROST if last else theme.TEXT, bold=last, anchor="midtop",
                          max_width=cw - u(8))
            y += rh
        bw, gap = u(300), u(24)
        x0 = r.centerx - (3 * bw + 2 * gap) // 2
        self.look_button(surface, (x0, r.bottom - u(76), bw, u(56)), u(22))
        button(self, surface, (x0 + bw + gap, r.bottom - u(76), bw, u(56)),
               i18n.t("raxxon.ui.over.again"), self.again, "again", u(22), role="advance", primary=True)
        button(self, surface, (x0 + 2 * (bw + gap), r.bottom - u(76), bw, u(56)),
               i18n.t("raxxon.ui.over.title"), self.to_title, "to_title", u(22), role="nav")
