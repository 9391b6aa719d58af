"""The viewer's player board along the bottom: their survivors (a column each: card, where it
stands, hurts, equipment; a list beyond the fourth), their hand, their action dice, their
Secret objective and the action panel. Nobody looking (the curtain is up, or only bots play):
a line that says so."""
from __future__ import annotations

import functools

import pygame

from game import i18n, theme
from game.render import record, text
from game.render.pieces import die_face, mark
from game.tables.colony import labels, layout
from game.tables.colony.cards import card_back, card_face, row_type, stacked_objectives
from game.tables.colony.zones import panel as action_panel
from game.widgets import panel


def player_board(board, surface, v, r):
    u = board.app.u
    session = board.session
    seat = session.viewer
    if seat is None or "me" not in v:
        panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=12)
        msg = i18n.t("colony.ui.board.spectating") if not session.humans else \
            i18n.t("colony.ui.board.hidden")
        if session.game.pending is None:   # the final board: no next player to hide it from
            msg = i18n.t("colony.ui.over.final_board")
        text.draw(surface, msg, r.center, u(26), theme.TEXT_DIM, anchor="center")
        return
    panel(surface, r, theme.TABLE_DARK, theme.SEAT_COLOURS[seat], radius=12, width=3)
    mark(surface, seat, (r.x + u(22), r.y + u(20)), u(10))
    text.draw(surface, i18n.t("colony.ui.board.yours", name=session.table.seat_name(session.seats, seat)),
              (r.x + u(40), r.y + u(6)), u(22), theme.SEAT_COLOURS[seat], bold=True)
    parts = layout.player_board_parts(u, r, text.scale, group_columns(v, seat))
    survivors(board, surface, v, parts.survivors)
    hand(board, surface, v, parts.hand)
    dice(board, surface, v, parts.dice)
    secret_objective(board, surface, v, parts.objective)
    action_panel.action_panel(board, surface, v, parts.actions)


def group_columns(v, seat: int) -> int:
    """The card columns the seat's group takes (``survivors``): one a survivor up to four,
    three and a list beyond."""
    n = sum(1 for sv in v["survivors"].values() if sv["owner"] == seat)
    return n if n <= 4 else 4


def survivors(board, surface, v, area):
    """The leader first; up to four as card columns, more than four: three columns and a list."""
    u = board.app.u
    seat = board.session.viewer
    mine = [(sid, sv) for sid, sv in v["survivors"].items() if sv["owner"] == seat]
    leader = v["seats"][seat]["leader"]
    mine.sort(key=lambda x: (x[0] != leader, x[0]))
    cols = max(1, group_columns(v, seat))   # (a list beyond the fourth takes a column)
    cards_n = len(mine) if len(mine) <= 4 else 3
    gap = u(10)
    cw = min(u(layout.SURVIVOR_CARD_W), (area.w - (cols - 1) * gap) // cols)
    ch = min(u(236), cw * 236 // 168)
    x = area.x
    cap = row_type([("survivor", sid) for sid, _ in mine[:cards_n]], board.session.content,
                    (cw, ch))   # the group's cards in one type size
    for sid, sv in mine[:cards_n]:
        survivor_column(board, surface, sid, sv, leader, pygame.Rect(x, area.y, cw, area.h), ch,
                        cap)
        x += cw + gap
    if len(mine) > 4:
        survivor_list(board, surface, mine[cards_n:], leader,
                      pygame.Rect(x, area.y, area.right - x, area.h))


def hand(board, surface, v, r):
    """The hand fanned out to fit ``r``'s width; the hovered card rises."""
    u = board.app.u
    b = board.builder
    cards_in_hand = v["me"]["hand"]
    text.draw(surface, i18n.t("colony.ui.board.hand", n=len(cards_in_hand)), (r.x, r.y + u(12)),
              u(18), theme.TEXT_DIM, bold=True)
    hw, hh = layout.hand_card(u, text.scale)
    n = len(cards_in_hand)
    if n > 1 and n * hw + (n - 1) * u(6) > r.w:
        # a long hand: narrower cards side by side before they overlap
        hw = max(layout.hand_card_least(u, text.scale), (r.w - (n - 1) * u(6)) // n)
    step = hw + u(6) if n <= 1 else min(hw + u(6), (r.w - hw) // (n - 1))
    # the hand in one type size (a long name squeezed small beside large ones read unevenly)
    cap = row_type([("item", cid) for cid in cards_in_hand], board.session.content, (hw, hh))
    csub = board.offer.subject_cards
    cpick = board.offer.cards if b is not None and b.kind == "turn" else set()
    alike = stand_ins(cards_in_hand, csub | cpick)
    placed = [(cid, pygame.Rect(r.x + k * step, r.y + u(40), hw, hh))
              for k, cid in enumerate(cards_in_hand)]
    up = next((i for i, (_, cr) in enumerate(placed)
               if board.hovered is not None and board.hovered.rect in (cr, cr.move(0, -u(10)))), None)
    if up is not None:   # the card pointed at rises, whole, over its neighbours
        placed.append(placed.pop(up))
    for cid, cr in placed:
        acts = alike.get(cid, cid)   # the offered copy this card answers for
        sel = b is not None and b.subject == ("card", acts) and b.shown == cid
        hl = theme.WARM if (sel or acts in cpick) else (theme.WARM_DIM if acts in csub else None)
        if up is not None and cid == placed[-1][0] and cr is placed[-1][1]:
            cr = cr.move(0, -u(10))
        card_face(surface, cr, "item", cid, board.session.content, glow=hl, cap=cap)
        if acts in cpick:
            board.hot(cr, f"card:{cid}", functools.partial(board.pick_value, board.offer.field, acts),
                      hover=("item", cid))
        elif acts in csub:
            board.hot(cr, f"card:{cid}",
                      functools.partial(board.pick_subject, "card", acts, cid), hover=("item", cid))
        else:
            board.hot(cr, f"look:{cid}", None, role="look", hover=("item", cid))


def stand_ins(hand: list, offered) -> dict:
    """Each card of ``hand`` that is not ``offered`` but alike to one that is (copies of one
    item: "start.bandage_roll#2" and "#1") -> that one. The engine offers one copy of a kind in
    a hand (the same actions twice would only repeat a choice); on the table every copy
    is lit and answers for it, so no card shown alike is a card that cannot be clicked."""
    by_kind = {}
    for cid in hand:
        if cid in offered:
            by_kind.setdefault(cid.split("#")[0], cid)
    return {cid: by_kind[k] for cid in hand
            if cid not in offered and (k := cid.split("#")[0]) in by_kind}


def dice(board, surface, v, r):
    """The action dice left, the one this action will spend raised, then the used ones."""
    u = board.app.u
    b = board.builder
    seat = board.session.viewer
    dy = r.y
    text.draw(surface, i18n.t("colony.ui.board.dice"), (r.x, dy), u(18), theme.TEXT_DIM, bold=True)
    dpick = board.offer.dice
    chosen = b.fixed.get("die") if b is not None else None   # the die this action will spend
    dx = r.x
    ds = u(58)
    for k, val in enumerate(v["seats"][seat]["dice"]):
        dr = pygame.Rect(dx, dy + u(30), ds, ds)
        if val == chosen:
            chosen = None
            dr = dr.move(0, -u(8))
            die_face(surface, dr, val, theme.WARM)
            pygame.draw.rect(surface, theme.WARM, dr.inflate(u(8), u(8)), 2, border_radius=dr.w // 5)
            dx += ds + u(10)
            continue
        die_face(surface, dr, val, theme.WARM if val in dpick else None)
        if val in dpick:
            board.hot(dr, f"die:{val}:{k}", lambda val=val: board.pick_value("die", val))
        dx += ds + u(10)
    for _ in range(v["seats"][seat]["used"]):
        dr = pygame.Rect(dx, dy + u(30), ds, ds)
        pygame.draw.rect(surface, theme.PANEL, dr, border_radius=10)
        pygame.draw.rect(surface, theme.DISABLED, dr, 2, border_radius=10)
        text.draw(surface, i18n.t("colony.ui.board.used"), dr.center, u(14), theme.DISABLED,
                  anchor="center")
        dx += ds + u(10)


def secret_objective(board, surface, v, r):
    """The viewer's objective card(s) (a second one overlaps the first), or a back that says
    there is none (co-operative play)."""
    u = board.app.u
    me = v["me"]
    ocw, och = r.w, u(266)
    objs = [o for o in (me["objective"], me["betrayal2"], me["exiled_objective"]) if o]
    text.draw(surface, i18n.t("colony.ui.board.secret" if objs else "colony.ui.board.no_secret_head"),
              (r.x, r.y + u(12)), u(18), theme.TEXT_DIM, bold=True, max_width=ocw)
    oy = r.y + u(40)
    if not objs:   # C-19.1: no Secret objectives; what that means, on the back in their place
        back = pygame.Rect(r.x, oy, ocw, och)
        card_back(surface, back, i18n.t("colony.ui.board.no_secret"), at=back.y + back.h // 3)
        text.draw_block(surface, i18n.t("colony.ui.board.coop_note"),
                        pygame.Rect(back.x + u(16), back.y + back.h // 2, back.w - u(32),
                                    back.h // 2 - u(16)),
                        u(16), theme.FROST, min_size=u(12))
    # a second card lies over the first lower down, the first's title band showing above it
    stacked_objectives(board, surface, (r.x, oy, ocw, och), objs[:2], board.session.content, u(46))


def survivor_column(board, surface, sid, sv, leader, col, ch, cap: int | None = None):
    """A survivor card with where it stands, its hurts and its equipment below, all inside
    ``col`` (equipment that does not fit is counted: "+2 more items")."""
    u = board.app.u
    b = board.builder
    subj = board.offer.subject_survivors
    content = board.session.content
    cr = pygame.Rect(col.x, col.y, col.w, ch)
    glow = theme.WARM if (b is not None and b.subject == ("survivor", sid)) else (
        theme.WARM_DIM if sid in subj else None)
    card_face(surface, cr, "survivor", sid, content, glow=glow, cap=cap)
    if sid in subj:
        board.hot(cr, f"survivor:{sid}", lambda sid=sid: board.pick_subject("survivor", sid),
                  hover=("survivor", sid))
    else:
        board.hot(cr, f"look:{sid}", None, role="look", hover=("survivor", sid))
    size = u(16)
    lh = text.line_height(size)
    y = cr.bottom + u(6)
    status = i18n.t("colony.ui.survivor.status", place=labels.place(content, sv["place"]))
    if sid == leader:
        status = i18n.t("colony.ui.seat.leader_mark", name=status)
    # where the survivor stands, on two or three lines rather than in smaller type when it is
    # long («Полицейский участок (лидер)» was squeezed under a card at 1280×720, «Продуктовый
    # магазин (ли…» under a narrow one at 1920×1080)
    lines = text.wrap(status, size, col.w)
    if len(lines) > 3 or col.bottom - y < (len(lines) + 1) * lh:
        lines = [status]
    for line in lines:
        text.draw(surface, line, (col.x, y), size, theme.TEXT, max_width=col.w)
        y += lh
    hurts = [i18n.t(f"colony.ui.survivor.{k}", n=sv[k]) for k in ("wounds", "frost") if sv[k]]
    if hurts:   # only when there are some (the standee shows them too)
        text.draw(surface, " · ".join(hurts), (col.x, y), size, theme.DANGER, bold=True,
                  max_width=col.w)
        y += lh
    row_h = lh + u(4)
    equipped = list(sv["equipped"])
    for k, cid in enumerate(equipped):
        left = len(equipped) - k
        if y + row_h * (2 if left > 1 else 1) > col.bottom and left > 1:
            text.draw(surface, i18n.plural("colony.ui.survivor.more_items", left), (col.x + u(4), y + u(2)),
                      size, theme.TEXT_DIM, max_width=col.w)
            for rest in equipped[k:]:
                record.card(rest)
            break
        er = pygame.Rect(col.x, y, col.w, row_h)
        can = cid in board.offer.subject_cards
        pygame.draw.rect(surface, theme.PANEL_HI if not can else theme.WARM_DIM, er, border_radius=4)
        text.draw(surface, "+ " + labels.card(content, cid), (col.x + u(4), y + u(2)), u(15),
                  theme.TEXT if not can else theme.INK, max_width=col.w - u(8))
        record.card(cid)
        if can:
            board.hot(er, f"card:{cid}", lambda cid=cid: board.pick_subject("card", cid),
                      hover=("item", cid))
        else:
            board.hot(er, f"look:{cid}", None, role="look", hover=("item", cid))
        y += row_h + u(2)


def survivor_list(board, surface, group, leader, r):
    """Survivors beyond the fourth: one row each (name, place, hurts), clickable like a card."""
    u = board.app.u
    content = board.session.content
    subj = board.offer.subject_survivors
    b = board.builder
    panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=8)
    size = u(16)
    row_h = 2 * text.line_height(size) + u(8)
    y = r.y + u(6)
    for k, (sid, sv) in enumerate(group):
        if y + row_h > r.bottom:
            text.draw(surface, i18n.plural("colony.ui.survivor.more_survivors", len(group) - k),
                      (r.x + u(8), y),
                      size, theme.TEXT_DIM, max_width=r.w - u(16))
            break
        rr = pygame.Rect(r.x + u(4), y, r.w - u(8), row_h - u(4))
        chosen = b is not None and b.subject == ("survivor", sid)
        if chosen or sid in subj:
            pygame.draw.rect(surface, theme.WARM if chosen else theme.WARM_DIM, rr, 2, border_radius=6)
        name = labels.survivor(content, sid)
        if sid == leader:
            name = i18n.t("colony.ui.seat.leader_mark", name=name)
        text.draw(surface, name, (rr.x + u(6), rr.y + u(2)), size, theme.TEXT, bold=True,
                  max_width=rr.w - u(12))
        where = labels.place(content, sv["place"])
        hurts = [i18n.t(f"colony.ui.survivor.{x}", n=sv[x]) for x in ("wounds", "frost") if sv[x]]
        text.draw(surface, " · ".join([where] + hurts),
                  (rr.x + u(6), rr.y + u(2) + text.line_height(size)), size,
                  theme.DANGER if hurts else theme.TEXT_DIM, max_width=rr.w - u(12))
        if sid in subj:
            board.hot(rr, f"survivor:{sid}", lambda sid=sid: board.pick_subject("survivor", sid),
                      hover=("survivor", sid))
        else:
            board.hot(rr, f"look:{sid}", None, role="look", hover=("survivor", sid))
        y += row_h
