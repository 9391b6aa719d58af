"""The game log at the right: the narrator's styled pieces wrapped into rows, newest at the
bottom, scrolled back with the mouse wheel or its thin scrollbar (``board.log_scroll`` rows up
from the newest; ``board.log_bar``, game.widgets.Scrollbar; issue 15). Seats are in their
colours, cards and places in frost; a card's name shows the card on hover."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.widgets import Scrollbar, panel

LOG_KEPT = 200   # log lines the board can scroll back through


def log(board, surface, v, r):
    u = board.app.u
    panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=10)
    text.draw(surface, i18n.t("colony.ui.log.title"), (r.x + u(12), r.y + u(6)), u(20),
              theme.TEXT_DIM, bold=True)
    size = u(17)
    lh = text.line_height(size)
    area = pygame.Rect(r.x + u(12), r.y + u(34), r.w - u(24), r.h - u(40))
    bar_w = max(4, u(8))
    bar = pygame.Rect(area.right - bar_w, area.y, bar_w, area.h - u(4))
    area.w -= bar_w + u(8)   # the scrollbar's column, kept whether it shows or not (rows stay put)
    lines = rows(board, size, area.w)
    shown_rows = max(1, area.h // lh)
    total = len(lines)
    board.log_scroll = min(board.log_scroll, max(0, total - shown_rows))   # not past the top
    if getattr(board, "log_bar", None) is None:
        board.log_bar = Scrollbar("log")

    def scroll(first):   # the bar counts from the top, the board from the newest row
        board.log_scroll = max(0, total - shown_rows - first)
    board.log_bar.draw(board, surface, bar, total, shown_rows,
                       total - shown_rows - board.log_scroll, scroll)
    end = max(0, total - board.log_scroll)
    shown = lines[max(0, end - shown_rows):end]
    y = area.y
    for row in shown:
        x = area.x
        if row and row[0][1] == DIVIDER:
            _divider(board, surface, row[0][0], pygame.Rect(area.x, y, area.w, lh), size)
            y += lh
            continue
        for pc_text, kind, ref in row:
            color = theme.TEXT
            if kind == "seat" and isinstance(ref, int) and 0 <= ref < len(theme.SEAT_COLOURS):
                color = theme.SEAT_COLOURS[ref]
            elif kind in ("card", "survivor", "place"):
                color = theme.FROST
            rr = text.draw(surface, pc_text, (x, y), size, color,
                           bold=kind in ("seat", "card"))
            if kind == "card" and ref:
                board.hot(rr, f"look:log:{ref}", None, role="look", hover=("item", ref))
            x = rr.right
        y += lh


def _bold(kind: str) -> bool:
    return kind in ("seat", "card")


# a round's first line is drawn as a divider across the log (issue 15: the log marks rounds)
DIVIDER = "divider"
DIVIDERS = frozenset({"round"})


def _divider(board, surface, line: str, r: pygame.Rect, size: int) -> None:
    """The line centred in bold frost, a rule on either side of it."""
    u = board.app.u
    line, s = text.fit_line(line, size, r.w - u(36), True)
    tw = text.width(line, s, True)
    text.draw(surface, line, (r.centerx, r.y), s, theme.FROST, bold=True, anchor="midtop")
    mid = r.y + text.line_height(s) // 2
    gap = u(8)
    left, right = r.centerx - tw // 2 - gap, r.centerx + tw // 2 + gap
    if left - r.x > u(6):
        pygame.draw.line(surface, theme.PANEL_EDGE, (r.x, mid), (left, mid), max(1, u(2)))
    if r.right - right > u(6):
        pygame.draw.line(surface, theme.PANEL_EDGE, (right, mid), (r.right, mid), max(1, u(2)))


def hold(board, events) -> None:
    """Events just applied (the last ``events`` of the session's): the log will stop before
    the first one a throw rolls or a reveal turns over, until it has landed (issue 15)."""
    from game.tables.colony.reveal import REVEAL_KINDS
    s = board.session
    start = len(s.events) - len(events)
    for k, e in enumerate(events):
        if e.kind in THROWN or e.kind in REVEAL_KINDS:
            board.log_held_from = start + k
            return
    board.log_held_from = None


# the events whose result the dice tray shows (``Board._throw_dice``); of them, those whose
# outcome changes the table (a wound, a death), which the header keeps back too (zones.header)
CHANGING = frozenset({"exposure", "attack_survivor"})
THROWN = CHANGING | {"dice"}


def held_from(board) -> int | None:
    """The first event of the session the log keeps back now, or None."""
    from game.tables.colony.zones.header import shows_later
    cut = getattr(board, "log_held_from", None)
    if cut is None or not shows_later(board) or cut > len(board.session.events):
        return None
    return cut


def lines(board, limit: int) -> list:
    """(pieces, event kind) of the log lines the viewer may read, up to what is held back: the
    kind tells a round's start, which the log draws as a divider (issue 15)."""
    return [(p, e.kind) for p, e in board.session.log_lines(limit, held_from(board))]


def rows(board, size: int, width: int) -> list:
    """The log wrapped into rows; worked out again only when something changed (kept on the
    board, which lives as long as the table)."""
    s = board.session
    key = (id(s.game), len(s.events), s.viewer, i18n.language(), text.scale, size, width,
           held_from(board))
    if board.log_rows_for != key:
        wrapped = []
        for pieces_, kind in lines(board, LOG_KEPT):
            if kind in DIVIDERS:   # one row of its own: "── Round 2 — 5 rounds left ──"
                wrapped.append([("".join(p.text for p in pieces_), DIVIDER, kind)])
                continue
            wrapped.extend(text.wrap_pieces(pieces_, size, width, _bold))
        board.log_rows_for, board.log_rows = key, wrapped
    return board.log_rows
