"""The panel in the middle of the table for decisions that show cards: the draft, a search,
a crossroads card, a vote, a bite, a gift… The choices themselves come from the board's
builder (only legal actions); this module adds the pictures and the words around them.
"""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.tables.colony import labels, layout
from game.tables.colony.cards import card_face, fitting_size, row_type
from game.tables.colony.shown import shown_cards
from game.tables.colony.zones.panel import choices
from game.widgets import button, panel, wrapped_height

# which field of a decision is chosen by clicking a card drawn in the panel, and its face kind
_CARD_FIELDS = {"draft": ("leader", "survivor"), "keep": ("card", "item"), "bottom": ("card", "item"),
                "recruit": ("card", "survivor"), "discard": ("card", "item"), "give": ("card", "item"),
                "leader": ("survivor", "survivor")}


def draw_decision(board, surface, v) -> None:
    """The panel is as tall as what it holds (a vote is two big buttons, not an empty box) and
    never taller than the table above the player board."""
    u = board.app.u
    s = board.session
    b = board.builder
    d = s.game.pending
    kind = d.kind
    full = layout.decision_panel(u)
    inner_w = full.w - u(48)
    sub = _subtitle(board, kind, d, v)
    sub_lines = text.wrap(sub, u(20), inner_w) if sub else []
    # a vote (and its tie) says what it is about in full
    sub_cap = u(120) if kind in ("vote", "tiebreak") else u(60)
    sub_h = min(sub_cap, len(sub_lines) * text.line_height(u(20))) + u(8) if sub else 0
    cards = shown_cards(board, kind, d, v)
    field = b.next_field()
    card_field, face = _CARD_FIELDS.get(kind, (None, None))
    clickable = set(b.options()) if field == card_field and card_field else set()
    members = b.members()   # the draft's followers: clicked card by card
    if members:
        clickable = members
    # before a verb is chosen (a gift: "give a card" or "give nothing"), a card that only one
    # verb takes is clicked for that verb and itself at once
    via = _verb_of_cards(b, card_field) if card_field and b.verb is None and not clickable else {}
    if via:
        clickable = set(via)
    ch = cw = gap = 0
    if cards:
        n = len(cards)
        ch = u(300) if n <= 5 else u(240)
        cw = ch * 5 // 7
        gap = u(16)
        if n * cw + (n - 1) * gap > inner_w:
            cw = (inner_w - (n - 1) * gap) // n
            ch = cw * 7 // 5
    # the buttons: every choice not already a clickable card
    items = [it for it in choices(board, b) if not (clickable and it[2].startswith(f"value:{field}:"))]
    if kind == "crossroads":
        items = _crossroads_buttons(board, d, items)
    few = len(items) <= 3 and not cards
    bh = u(60) if few else u(44)
    long = kind in ("crossroads", "option") or (kind in ("vote", "tiebreak")
                                                and d.info.get("why") == "crossroads")
    cols = 1 if long else min(3, max(1, len(items)))
    bw = (inner_w - (cols - 1) * u(12)) // cols
    bsize = u(24) if few else u(19)
    if cols == 1:   # options are sentences: each button as tall as its words need
        heights = [wrapped_height(it[0], u(19), bw, u(44)) for it in items]
        bsize = u(19)
    else:
        heights = [bh] * ((len(items) + cols - 1) // cols)
    buttons_h = sum(h + u(8) for h in heights)
    back = bool(b.fixed or (b.verb and kind == "turn")) or s.inside_action()
    room = full.h - (u(58) + sub_h + u(30) + buttons_h + u(16) + (u(64) if back else 0))
    if cards and ch > room:   # long options: smaller cards rather than buttons over them
        ch = max(u(150), room)
        cw = ch * 5 // 7
    if cards:   # bigger cards when their words need it (large text, Russian): up to the room left
        n = len(cards)
        cw, ch = fitting_size([(k, c) for c, k in cards], s.content, (cw, ch),
                              ((inner_w - (n - 1) * gap) // n, max(ch, room)))
    need = (u(58) + sub_h + (ch + u(30) if cards else 0) + buttons_h + u(16)
            + (u(64) if back else 0))
    r = pygame.Rect(full.x, full.y, full.w, max(u(200), min(full.h, need)))
    panel(surface, r.move(u(6), u(8)), (0, 0, 0), (0, 0, 0), radius=14, width=0, alpha=110)
    panel(surface, r, theme.TABLE_DARK, theme.WARM, radius=14, width=3)
    title = labels.decision(kind, d.info, s)
    peek = i18n.t("colony.ui.decision.peek")
    pw = max(u(170), text.width(peek, u(18), True) + u(30))
    # the title up to the peek button (wider with larger text), never under it
    text.draw(surface, title, (r.x + u(24), r.y + u(14)), u(30), theme.WARM, bold=True,
              max_width=min(r.w - u(220), r.w - u(24) - u(20) - pw - u(12)))
    button(board, surface, (r.right - u(20) - pw, r.y + u(14), pw, u(40)), peek,
           lambda: setattr(board, "modal_hidden", True), "peek", u(18), role="meta",
           shortcut=pygame.K_TAB)
    y = r.y + u(58)
    if sub:
        y += text.draw_block(surface, sub, pygame.Rect(r.x + u(24), y, inner_w, sub_cap), u(20),
                             theme.TEXT) + u(8)
    # a card chosen or read here shows all of its words (issue 15); a crossroads card above
    # its options' buttons (which spell each option out) may be cut: the zoom shows it whole
    whole = not long
    if cards:
        n = len(cards)
        x = r.centerx - (n * cw + (n - 1) * gap) // 2
        cap = row_type([(k, c) for c, k in cards], s.content, (cw, ch))   # one type size
        for cid, kind_face in cards:
            cr = pygame.Rect(x, y, cw, ch)
            chosen = (kind == "draft" and b.fixed.get("leader") == cid) or cid in b.partial
            glow = theme.WARM if cid in clickable or chosen else None
            card_face(surface, cr, kind_face, cid, s.content, glow=glow, whole=whole, cap=cap)
            if chosen:
                text.draw(surface, i18n.t("colony.ui.decision.leader_mark"), (cr.centerx, cr.bottom + u(4)),
                          u(18), theme.WARM, bold=True, anchor="midtop")
            if cid in clickable and members:
                board.hot(cr, f"card:{cid}", lambda cid=cid: board.pick_member(cid),
                          hover=(kind_face, cid))
            elif cid in via:
                board.hot(cr, f"card:{cid}",
                          lambda cid=cid: board.pick_verb_value(via[cid], card_field, cid),
                          hover=(kind_face, cid))
            elif cid in clickable:
                board.hot(cr, f"card:{cid}", lambda cid=cid, f=field: board.pick_value(f, cid),
                          hover=(kind_face, cid))
            else:
                board.hot(cr, f"look:{cid}", None, role="look", hover=(kind_face, cid))
            x += cw + gap
        y += ch + u(30)
    y = min(y, r.bottom - u(16) - (u(64) if back else 0) - buttons_h)
    for k, (label, fn, key, enabled, reason) in enumerate(items):
        row, col = divmod(k, cols)
        by = y + sum(h + u(8) for h in heights[:row])
        br = pygame.Rect(r.x + u(24) + col * (bw + u(12)), by, bw, heights[row])
        button(board, surface, br, label, fn, key, bsize, enabled=enabled, reason=reason,
               wrap=cols == 1)
    if back:
        button(board, surface, (r.x + u(24), r.bottom - u(56), u(150), u(40)),
               i18n.t("colony.ui.action.back"), board.step_back, "back", u(18), role="meta")


def _verb_of_cards(b, card_field: str) -> dict:
    """Card -> the one verb whose actions take it as ``card_field``, when every card the
    actions name is taken by one verb only; else empty (the verb is chosen first)."""
    out: dict = {}
    for a in b.matching():
        cid = getattr(a, card_field, None)
        if cid is None:
            continue
        if out.setdefault(cid, a.verb) != a.verb:
            return {}
    return out


def _subtitle(board, kind, d, v) -> str:
    s = board.session
    info = d.info
    c = s.content
    if kind == "draft":
        keep = info.get("keep", 2)
        leader = board.builder.fixed.get("leader") if board.builder else None
        if leader:   # the second step says so: the line read the same after the leader was picked
            return i18n.plural("colony.ui.decision.draft_followers", keep - 1,
                               name=labels.survivor(c, leader))
        return i18n.t("colony.ui.decision.draft_help", n=keep)
    if kind == "search":
        return i18n.t("colony.ui.decision.search_help", place=labels.place(c, info.get("place")))
    if kind == "bottom":   # C-23.9: the card shown but not offered is the one kept
        offered = {getattr(a, "card", None) for a in board.builder.legal}
        kept = [x for x in v.get("me", {}).get("searching", []) if x not in offered]
        if kept:
            return i18n.t("colony.ui.decision.bottom_help", card=labels.card(c, kept[0]))
    if kind == "tiebreak" and v["seats"][d.seat]["exiled"]:
        # C-16.3/C-16.4: exiled players do not vote, yet the First player settles a tie "as
        # always" (the rulebook's words) — said first, since the vote's own help says exiles
        # may not vote (the third screenshot review asked whether it was a fault)
        return (i18n.t("colony.ui.vote.tiebreak_exiled") + " " + _subtitle(board, "vote", d, v)).strip()
    if kind in ("vote", "tiebreak"):   # a tie is decided knowing what the vote was about
        if info.get("why") == "crossroads":
            card, _ = labels.vote_card(s)
            if card in c.crossroads:
                return i18n.t("colony.ui.vote.crossroads_help", card=i18n.name(c.crossroads[card]))
        if isinstance(info.get("target"), int):   # C-15, C-16.4
            return i18n.t("colony.ui.vote.exile_help", name=s.table.seat_name(s.seats, info["target"]))
        return i18n.t(f"colony.ui.why.{info.get('why', 'exile')}")
    if kind == "bite":
        return i18n.t("colony.ui.decision.bite_help", name=labels.survivor(c, info.get("survivor")))
    if kind == "give":
        req = info.get("requester")
        name = s.table.seat_name(s.seats, req) if isinstance(req, int) else ""
        return i18n.t("colony.ui.decision.give_help", name=name)
    if kind == "consent":
        return i18n.t("colony.ui.decision.consent_help", card=labels.card(c, info.get("card")),
                      name=labels.survivor(c, info.get("survivor")))
    if kind == "option":
        src = info.get("source")
        return labels.source_name(c, src)
    if kind == "discard":   # why a card goes (C-17.1)
        source = labels.source_name(c, info.get("source"))
        if source:
            return i18n.t("colony.ui.decision.discard_help", source=source)
    if kind == "crossroads":
        return _crossroads_help(s, info.get("card"))
    return ""


def _crossroads_help(s, card_id) -> str:
    """Who held the card and which of the active player's deeds brought it into play (C-9.2)."""
    card = s.content.crossroads.get(card_id)
    if card is None:
        return ""
    holder = next((e.data.get("holder") for e, _ in reversed(s.events)
                   if e.kind == "crossroads_revealed" and e.data.get("card") == card_id), None)
    trigger = i18n.t(f"colony.ui.trigger.{card.trigger.on}")
    if holder is None or holder == s.viewer:
        return i18n.t("colony.ui.decision.crossroads_help_self", trigger=trigger)
    return i18n.t("colony.ui.decision.crossroads_help", holder=s.table.seat_name(s.seats, holder),
                  trigger=trigger)


def _crossroads_buttons(board, d, items) -> list:
    """Every option of the card: the legal ones as buttons, the others disabled with the reason
    (C-9.3: an option that cannot be carried out cannot be chosen)."""
    c = board.session.content
    card = c.crossroads.get(d.info.get("card"))
    if card is None:
        return items
    legal = {key: (label, fn, key, en, reason) for label, fn, key, en, reason in items}
    out = []
    for k, opt in enumerate(card.options):
        key = f"value:n:{k + 1}"
        label = f"{k + 1}. {i18n.localized(opt.text)}"
        if key in legal:
            out.append((label, legal[key][1], key, True, ""))
        else:
            out.append((label, None, key, False, i18n.t("colony.ui.decision.option_unable")))
    return out
