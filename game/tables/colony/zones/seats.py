"""The seats' panels down the left: name, first player, hand and dice counts, the group, and
what is public about the seat (exiled, out of the game, a revealed objective)."""
from __future__ import annotations

import functools

import pygame

from game import i18n, theme
from game.render import text
from game.render.pieces import mark
from game.tables.colony import labels
from game.widgets import panel


def seat_panel(board, surface, v, s, r):
    """Seat ``s`` (its entry of ``v["seats"]``) in ``r``; lit and clickable when the choice being
    made is a seat."""
    u = board.app.u
    session = board.session
    i = s["seat"]
    target = i in board.offer.seats
    active = v["active"] == i
    # whose turn it is in frost; warm is kept for what the viewer may click (a target seat)
    edge = theme.FROST if active else theme.PANEL_EDGE
    panel(surface, r, theme.PANEL_HI if target else theme.PANEL, edge, radius=10,
          width=3 if active else 2)
    mark(surface, i, (r.x + u(20), r.y + u(20)), u(11))
    name = session.table.seat_name(session.seats, i)
    bot = "" if session.seats[i].human else " · " + i18n.t("colony.ui.seat.bot")
    text.draw(surface, name + bot, (r.x + u(38), r.y + u(7)), u(22),
              theme.readable(theme.SEAT_COLOURS[i], theme.PANEL_HI if target else theme.PANEL),
              bold=True, max_width=r.w - u(90))
    if v["first"] == i and v["round"] > 0:   # the token is taken after the draft (C-3.13)
        text.draw(surface, i18n.t("colony.ui.seat.first"), (r.right - u(10), r.y + u(9)), u(16),
                  theme.WARM, bold=True, anchor="topright")
    y = r.y + u(36)
    lh = text.line_height(u(18))
    line = i18n.t("colony.ui.seat.summary", hand=s["hand_size"], dice=len(s["dice"]),
                  used=s["used"])
    text.draw(surface, line, (r.x + u(12), y), u(18), theme.TEXT, max_width=r.w - u(20))
    y += lh
    mine = [sid for sid, sv in v["survivors"].items() if sv["owner"] == i]
    # the leader by name and the others counted: the whole list is in the hover tip
    names = [labels.survivor(session.content, sid) for sid in mine]
    if s["leader"] in mine:
        lead = labels.survivor(session.content, s["leader"])
        group = i18n.t("colony.ui.seat.group", leader=lead, n=len(mine) - 1) if len(mine) > 1 else \
            i18n.t("colony.ui.seat.leader_mark", name=lead)
    else:
        group = ", ".join(names) or "—"
    if y + lh <= r.bottom - u(4):
        text.draw(surface, group, (r.x + u(12), y), u(17), theme.TEXT_DIM, max_width=r.w - u(20))
        y += lh
    status = []
    if s["exiled"]:
        status.append(i18n.t("colony.ui.seat.exiled"))
    if s["eliminated"]:
        status.append(i18n.t("colony.ui.seat.eliminated"))
    if s.get("objective"):
        d = session.content.objective(s["objective"])
        status.append(i18n.t("colony.ui.seat.objective", name=i18n.name(d)))
    if status and y + lh <= r.bottom - u(2):
        text.draw(surface, " · ".join(status), (r.x + u(12), y), u(17), theme.DANGER,
                  max_width=r.w - u(20))
    if target:
        pygame.draw.rect(surface, theme.WARM, r.inflate(u(6), u(6)), 4, border_radius=12)
        board.hot(r, f"seat:{i}", functools.partial(board.pick_value, board.offer.field, i))
    else:   # everything public about the seat, whole, on hover
        board.hot(r, f"look:seat:{i}", None, role="look",
                  hover="\n".join([name + bot, line, ", ".join(names) or "—"] + status))
