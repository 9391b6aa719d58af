"""The game log at the right: the narrator's styled pieces wrapped into rows, newest at the
bottom, scrolled back with the mouse wheel (``board.log_scroll`` rows). Seats are in their
colours, cards and places in frost; a card's name shows the card on hover."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.widgets import panel

LOG_KEPT = 200   # log lines the board can scroll back through


def log(board, surface, v, r):
    u = board.app.u
    panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=10)
    text.draw(surface, i18n.t("colony.ui.log.title"), (r.x + u(12), r.y + u(6)), u(20),
              theme.TEXT_DIM, bold=True)
    size = u(17)
    lh = text.line_height(size)
    area = pygame.Rect(r.x + u(12), r.y + u(34), r.w - u(24), r.h - u(40))
    lines = rows(board, size, area.w)
    shown_rows = area.h // lh
    board.log_scroll = min(board.log_scroll, max(0, len(lines) - shown_rows))   # not past the top
    end = max(0, len(lines) - board.log_scroll)
    shown = lines[max(0, end - shown_rows):end]
    y = area.y
    for row in shown:
        x = area.x
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


# the events whose result the dice tray shows (``Board._throw_dice``)
THROWN = frozenset({"dice", "exposure", "attack_survivor"})


def held_from(board) -> int | None:
    """The first event of the session the log keeps back now, or None."""
    from game.tables.colony.zones.header import holding
    cut = getattr(board, "log_held_from", None)
    if cut is None or not holding(board) or cut > len(board.session.events):
        return None
    return cut


def pieces(board, limit: int) -> list:
    """The log lines the viewer may read, up to what is held back (``held_from``)."""
    s = board.session
    cut = held_from(board)
    if cut is None:
        return s.log_pieces(limit=limit)
    out = []
    for e, _ in reversed(s.events[:cut]):
        if len(out) >= limit:
            break
        p = s.narrator.pieces(e, viewer=s.viewer)
        if p:
            out.append(p)
    out.reverse()
    return out


def rows(board, size: int, width: int) -> list:
    """The log wrapped into rows; worked out again only when something changed (kept on the
    board, which lives as long as the table)."""
    s = board.session
    key = (id(s.game), len(s.events), s.viewer, i18n.language(), text.scale, size, width,
           held_from(board))
    if board.log_rows_for != key:
        wrapped = []
        for pieces_ in pieces(board, LOG_KEPT):
            wrapped.extend(wrap_pieces(pieces_, size, width))
        board.log_rows_for, board.log_rows = key, wrapped
    return board.log_rows


def wrap_pieces(pieces, size, width) -> list:
    """Styled pieces wrapped into rows of (text, kind, ref)."""
    out, row, x = [], [], 0
    for p in pieces:
        words = p.text.split(" ") if p.kind == "text" else [p.text]
        for k, w in enumerate(words):
            if p.kind == "text" and k > 0:
                w = " " + w
            ww = text.width(w, size, p.kind in ("seat", "card"))
            if x + ww > width and row:
                out.append(row)
                row, x = [], 0
                w = w.lstrip()
                ww = text.width(w, size, p.kind in ("seat", "card"))
            if w:
                row.append((w, p.kind, p.ref))
                x += ww
    if row:
        out.append(row)
    return out
