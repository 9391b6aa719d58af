"""A character board on the table: its actions top to bottom, each with its token slots and
the consequence printed on each slot (R-2.3, R-7). Filled slots carry the seat's token; the
next empty slot is lit: it is what a new token of that action will add from the next turn
(R-7.6, R-7.7). The strip at the bottom previews what the start of the seat's next turn will
apply (R-7.1). Boards and tokens are public (R-14.3)."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.render.pieces import mark
from game.tables.raxxon import paint
from game.tables.raxxon.paint import symbols_text
from game.widgets import button, panel


def pending_consequences(side, tokens) -> list:
    """(action, slot index, symbols) of every occupied slot, in the order R-7.1 applies them."""
    return [(a, i, a.slots[i]) for a in side.actions if a.slots for i in range(tokens.get(a.id, 0))]


def draw_board(scene, surface, v, r, seat):
    u = scene.app.u
    s = scene.session
    content = s.content
    b = v["boards"][seat]
    panel(surface, r, theme.PANEL, theme.SEAT_COLOURS[seat], radius=14, width=3)
    mark(surface, seat, (r.x + u(24), r.y + u(26)), u(12))
    name = s.table.seat_name(s.seats, seat)
    name += "" if s.seats[seat].human else " · " + i18n.t("raxxon.ui.seat.bot")
    x = r.x + u(46)
    nr = text.draw(surface, name, (x, r.y + u(6)), u(22), theme.readable(theme.SEAT_COLOURS[seat]),
                   bold=True, max_width=u(260))
    ch = content.characters.get(b["character"]) if b["character"] else None
    tabs_w = _tabs(scene, surface, v, r, seat) if v["players"] > 1 else 0
    if ch is not None:
        face = paint.portrait(b["character"], u(30), theme.SEAT_COLOURS[seat])
        if face is not None:   # the character's portrait between the seat's name and the board's
            surface.blit(face, (nr.right + u(10), r.y + u(3)))
            nr = pygame.Rect(nr.x, nr.y, nr.w + u(40), nr.h)   # what follows starts after it
        room = r.right - nr.right - u(40) - tabs_w
        who = i18n.t("raxxon.ui.board.character", name=i18n.name(ch), rank=i18n.localized(ch.rank),
                     service=i18n.localized(ch.service))
        if text.width(who, u(20)) > room:   # the service first, then the rank, rather than "…"
            who = f"{i18n.name(ch)} · {i18n.localized(ch.rank)}"
            if text.width(who, u(20)) > room:
                who = i18n.name(ch)
        text.draw(surface, who, (nr.right + u(16), r.y + u(8)), u(20), theme.FROST, max_width=room)
    status = []
    if b["passed"]:
        status.append(i18n.t("raxxon.ui.board.passed"))
    if v["current"] == seat:
        status.append(i18n.t("raxxon.ui.board.current"))
    if v["players"] == 1 and v["phase"] == "actions":
        status.append(i18n.t("raxxon.ui.board.solo_passes", n=v["solo_passes"]))
    if status and ch is None:   # with a board, the status goes to the foot (more room for the rows)
        text.draw(surface, " · ".join(status), (r.x + u(46), r.y + u(38)), u(16), theme.WARM,
                  max_width=r.w - u(60) - tabs_w)
    if ch is None:
        text.draw(surface, i18n.t("raxxon.ui.board.none"), r.center, u(22), theme.TEXT_DIM,
                  anchor="center", max_width=r.w - u(40))
        return
    side = ch.sides[b["side"]]
    tokens = b["tokens"]
    acts = {a.action: a for a in scene.by["act"]} if s.pending_seat == seat else {}
    p = v["pending"]
    choosing = s.my_turn() and p is not None and p["kind"] in ("action", "remove_token") \
        and p["seat"] == seat
    # an action with an empty slot is offered even with nothing to act on; its row is
    # drawn dimmed, and its hover says that choosing it only places the token
    idle = set(p["info"].get("idle", ())) if choosing and p["kind"] == "action" else set()
    top = r.y + u(42)
    foot = u(34)
    name_w = u(176)
    slot_x = r.x + u(12) + name_w + u(10)
    slot_w = u(100)
    text_x = slot_x + 3 * (slot_w + u(6)) + u(10)
    text_w = r.right - u(12) - u(8) - text_x
    # every effect whole: the rows share the height by the lines their words need, and each
    # row is at least as tall as its action's name needs at the name's smallest type (a name
    # of two words on a row of one line was cut short: «Миномётный…»)
    name_h = text.line_height(u(15), True)
    names = [paint.wrap_words(i18n.localized(a.name), u(15), name_w - u(4), True) for a in side.actions]
    size, heights, wrapped = _rows(scene, [i18n.localized(a.text) for a in side.actions], text_w,
                                   r.bottom - top - foot - u(4),
                                   [len(n or (1,)) * name_h + 2 * u(4) + 2 for n in names],   # (its box)
                                   [bool(a.slots) for a in side.actions])
    # every slot of the board one size (the lowest row's): a slot's symbols as large on a
    # three-line row as on a one-line one
    sh = min(min([h for h, a in zip(heights, side.actions, strict=True) if a.slots] or heights)
             - u(4) - u(6), u(44))
    y = top
    cons = None
    if p is not None and p["kind"] == "consequence" and p["seat"] == seat:
        cons = (p["info"].get("action"), p["info"].get("slot"))
    for k, a in enumerate(side.actions):
        row = pygame.Rect(r.x + u(12), y, r.w - u(24), heights[k] - u(4))
        y += heights[k]
        have = tokens.get(a.id, 0)
        full = bool(a.slots) and have >= len(a.slots)
        act = acts.get(a.id)
        lit = act is not None and a.id not in idle   # offered, and something to act on
        hovered = scene.hovered is not None and scene.hovered.key == f"act:{a.id}"
        fill = theme.PANEL_HI if (act is not None and hovered) else theme.TABLE_DARK
        pygame.draw.rect(surface, fill, row, border_radius=u(8))
        edge = theme.WARM if lit else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, row, 3 if lit else 2, border_radius=u(8))
        ink = theme.TEXT if not (choosing and not lit) else theme.DISABLED
        paint.words_block(surface, i18n.localized(a.name),
                          pygame.Rect(row.x + u(10), row.y + u(2), name_w - u(4), row.h - u(4)), u(19), ink,
                          min_size=u(15), bold=True, align="middle-left")
        if not a.slots:
            paint.words_block(surface, i18n.t("raxxon.ui.board.always"),
                              pygame.Rect(slot_x, row.y + u(2), 3 * slot_w + u(12), row.h - u(4)), u(17),
                              theme.TEXT_DIM, min_size=u(14), align="middle-left")
        for i, syms in enumerate(a.slots):
            sr = pygame.Rect(slot_x + i * (slot_w + u(6)), row.centery - sh // 2, slot_w, sh)
            filled = i < have
            nxt = i == have
            now = cons == (a.id, i + 1)
            pygame.draw.rect(surface, (44, 58, 80) if filled else theme.PANEL, sr, border_radius=u(6))
            col = theme.FROST if now else (theme.WARM if nxt and lit else theme.PANEL_EDGE)
            pygame.draw.rect(surface, col, sr, 3 if now or (nxt and lit) else 1,
                             border_radius=u(6))
            # the symbols as large as the slot allows (a token, when there, sits at its left)
            tr = max(u(7), sr.h // 4)
            if filled:   # the seat's action token on the slot
                pygame.draw.circle(surface, theme.SEAT_COLOURS[seat], (sr.x + tr + u(4), sr.centery), tr)
                pygame.draw.circle(surface, theme.INK, (sr.x + tr + u(4), sr.centery), tr, 2)
                cx = sr.x + 2 * tr + u(8)
            else:
                cx = sr.x + u(5)
            room = sr.right - u(4) - cx
            rr = max(u(7), min(sr.h // 2 - u(2), (room - u(3) * (len(syms) - 1)) // max(1, 2 * len(syms))))
            paint.chips(surface, syms, cx, sr.centery, rr, gap=u(3))
            scene.tips.append((sr, [i18n.t("raxxon.ui.board.slot_line", slot=i + 1,
                                            symbols=symbols_text(content, syms),
                                            state=i18n.t("raxxon.ui.board.filled" if filled
                                                         else "raxxon.ui.board.empty"))]
                               + [" · ".join(paint.symbol_tip(content, x)) for x in syms]))
        # the effect, whole, in the lines ``_rows`` measured (whole on hover too)
        lh = text.line_height(size)
        ty = row.centery - len(wrapped[k]) * lh // 2
        for ln in wrapped[k]:
            text.draw(surface, ln, (text_x, ty), size, theme.TEXT if ink is theme.TEXT else theme.DISABLED)
            ty += lh
        tip = [action_heading(a) + " — " + i18n.localized(a.text)]
        if a.slots and not full:
            tip.append(i18n.t("raxxon.ui.board.next_token", slot=have + 1,
                              symbols=symbols_text(content, a.slots[have])))
        for i, syms in enumerate(a.slots):
            tip.append(i18n.t("raxxon.ui.board.slot_line", slot=i + 1, symbols=symbols_text(content, syms),
                              state=i18n.t("raxxon.ui.board.filled" if i < have
                                           else "raxxon.ui.board.empty")))
        key = f"act:{a.id}"
        if act is not None:
            if a.id in idle:
                tip.insert(0, i18n.t("raxxon.ui.board.idle", slot=have + 1))
            scene.offer(surface, row, act, key, hover=tip)
        elif choosing:
            why = i18n.t("raxxon.ui.board.why_full")   # only a full action is refused)
            scene.hot(row, key, lambda: None, role="choice", enabled=False, reason=why)
        else:
            scene.hot(row, key, None, role="look", hover=tip)
    # the preview of the next turn
    fr = pygame.Rect(r.x + u(12), r.bottom - foot - u(4), r.w - u(24), foot)
    pygame.draw.rect(surface, theme.TABLE_DARK, fr, border_radius=u(8))
    end = fr.right
    if status:   # passed, taking a turn, the passes of a solo day: at the foot's right end
        sr = text.draw(surface, " · ".join(status), (fr.right - u(12), fr.centery), u(17), theme.WARM,
                       bold=True, anchor="midright", max_width=fr.w // 2)
        end = sr.x - u(12)
    todo = pending_consequences(side, tokens)
    label = i18n.t("raxxon.ui.board.preview_now" if cons else "raxxon.ui.board.preview")
    lr = text.draw(surface, label, (fr.x + u(12), fr.centery), u(18), theme.TEXT, bold=True,
                   anchor="midleft", max_width=u(380))
    x = lr.right + u(14)
    if not todo:
        text.draw(surface, i18n.t("raxxon.ui.board.preview_none"), (x, fr.centery), u(18),
                  theme.TEXT_DIM, anchor="midleft", max_width=end - x - u(10))
    cr = u(12)
    for a, i, syms in todo:
        w = paint.chips_width(len(syms), cr, u(2)) + u(12)
        if x + w > end - u(8):
            text.draw(surface, "…", (x, fr.centery), u(20), theme.TEXT, anchor="midleft")
            break
        box = pygame.Rect(x, fr.y + u(6), w, fr.h - u(12))
        now = cons == (a.id, i + 1)
        pygame.draw.rect(surface, theme.PANEL_HI if now else theme.PANEL, box, border_radius=u(6))
        pygame.draw.rect(surface, theme.FROST if now else theme.PANEL_EDGE, box, 2 if now else 1,
                         border_radius=u(6))
        paint.chips(surface, syms, x + u(6), fr.centery, cr, gap=u(2))
        scene.hot(box, f"look:cons:{a.id}:{i}", None, role="look",
                  hover=[i18n.t("raxxon.ui.board.slot_line", slot=i + 1, symbols=symbols_text(content, syms),
                                state=i18n.localized(a.name))])
        x += w + u(6)


def _rows(scene, texts: list, width: int, avail: int, least_each: list | None = None,
          evened: list | None = None) -> tuple:
    """(size, each row's height, each effect's lines): the largest size from 17 px down to
    14 px (at 1920×1080; 11 px down to 10 at 1280×720) at which every effect, wrapped at spaces, fits
    whole with the rows sharing ``avail``; the space left is shared out evenly. At the smallest
    size, an effect that still does not fit ends in "…" (its whole text is on hover).
    ``least_each``: a least height for each row (its action's name); ``evened``: the rows the
    room left raises to one height first (those with slots; None: all)."""
    u = scene.app.u
    n = max(1, len(texts))
    floor = max(10, u(14))
    floors = least_each if least_each is not None else [0] * len(texts)
    size = u(17)
    found = False
    while not found:   # even rows first (a row tall enough for its slots), then the size
        lh = text.line_height(size)
        wrapped = [paint.wrap_words(t, size, width) or text.wrap(t, size, width) for t in texts]
        for least in (u(42), u(36), u(32)):
            need = [max(least, len(w) * lh + u(12), m) for w, m in zip(wrapped, floors, strict=True)]
            if sum(need) <= avail and (least > u(32) or size <= floor):
                found = True
                break
        if size <= floor:
            break
        if not found:
            size -= 1
    if sum(need) > avail:   # cut the longest effects a line at a time until the rows fit
        while sum(need) > avail:
            k = max(range(len(need)), key=lambda i: len(wrapped[i]))
            if len(wrapped[k]) <= 1:
                break
            keep = wrapped[k][:-1]
            last = keep[-1]
            while last and text.width(last + "…", size) > width:
                last = last[:-1]
            wrapped[k] = keep[:-1] + [last.rstrip() + "…"]
            need[k] = max(least, len(wrapped[k]) * lh + u(12), floors[k])
    # the room left raises the lowest rows first: a one-line effect's row beside two-line ones
    # was as thin as its line, its slots' symbols half the others' (1280×720, Russian); the
    # rows come out even where the room allows, then every row grows alike
    lift = evened if evened is not None else [True] * len(need)
    even = max(need)
    while even > 0 and sum(max(h, even) if up else h for h, up in zip(need, lift, strict=True)) > avail:
        even -= 1
    need = [max(h, even) if up else h for h, up in zip(need, lift, strict=True)]
    spare = max(0, avail - sum(need))
    extra = min(spare // n, u(22))
    return size, [h + extra for h in need], wrapped


def _tabs(scene, surface, v, r, shown) -> int:
    """One small button per seat: look at any board (they are public)."""
    u = scene.app.u
    s = scene.session
    n = v["players"]
    w = u(120)
    x = r.right - u(12) - n * (w + u(6))
    for seat in range(n):
        rect = (x + seat * (w + u(6)), r.y + u(10), w, u(36))
        button(scene, surface, rect, s.table.seat_name(s.seats, seat),
               lambda seat=seat: setattr(scene, "tab", seat),
               f"tab:{seat}", u(17), role="nav", selected=seat == shown)
    return n * (w + u(6)) + u(12)


def action_heading(a) -> str:
    """An action's name and, in brackets, its kind — unless the kind is its own name (in
    Russian the Colonel's Recon is of the kind Recon: «Разведка», not «Разведка (Разведка)»)."""
    name, family = i18n.localized(a.name), i18n.t(f"raxxon.ui.family.{a.family}")
    return name if family.casefold() == name.casefold() else f"{name} ({family})"
