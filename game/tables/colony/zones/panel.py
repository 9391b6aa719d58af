"""The action panel at the right of the player board: what to do next (the prompt) and a button
for each choice the builder offers; End the turn always in its corner, Back when something is
chosen. ``choices`` also gives the decision panel (``game.tables.colony.decisions``) its buttons.
"""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.tables.colony import labels, layout, refusals
from game.tables.colony.shown import shown_cards
from game.tables.colony.zones import header
from game.widgets import button, panel, wrapped_height

# keys for the common choices of the action panel (shown on their buttons)
SHORTCUTS = {"verb:end": pygame.K_e, "verb:request": pygame.K_r, "verb:clean": pygame.K_c,
             "verb:food": pygame.K_f}


def action_panel(board, surface, v, r):
    u = board.app.u
    panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=10)
    s = board.session
    b = board.builder
    if not s.my_turn() or b is None:
        p = v["pending"]
        key = "colony.ui.action.thinking" if s.bot_thinking() else "colony.ui.action.waiting"
        msg = i18n.t(key, name=s.table.seat_name(s.seats, p["seat"])) if p else ""
        text.draw_block(surface, msg, r.inflate(-u(24), -u(24)), u(20), theme.TEXT_DIM)
        return
    asking = bool(getattr(b, "confirm_end", False))
    info = s.game.pending.info if s.game.pending else None
    # the round's dice roll over the hand and the dice for a moment: the words say so rather
    # than ask for a click on what lies under the tray (a click lands them: Board.handle)
    said = end_question(s) if asking else \
        i18n.t("colony.ui.action.rolling") if header.rolling(board) else prompt(b, info, s.content, s)
    text.draw_block(surface, said,
                    pygame.Rect(r.x + u(12), r.y + u(8), r.w - u(24), u(54)),
                    u(19), theme.DANGER if asking else theme.WARM, bold=True)
    y = r.y + u(66)
    items = choices(board, b)
    # ending the turn is always in the same place, never pushed out by a long list
    end = next((it for it in items if it[2] == "verb:end"), None)
    items = [it for it in items if it is not end]
    area = pygame.Rect(r.x + u(12), y, r.w - u(24), r.bottom - u(56) - y)
    if not _sentences(board, surface, area, items):
        _grid(board, surface, area, items)
    if end is not None:
        label, fn, key, enabled, reason = end
        br = pygame.Rect(r.right - u(12) - u(230), r.bottom - u(48), u(230), u(38))
        if asking:
            label = i18n.t("colony.ui.end_confirm.yes") + \
                f"  [{pygame.key.name(SHORTCUTS[key]).upper()}]"
        button(board, surface, br, label, fn, key, u(18), primary=True, shortcut=SHORTCUTS[key])
    if asking:
        br = pygame.Rect(r.x + u(12), r.bottom - u(48), u(190), u(38))
        button(board, surface, br, i18n.t("colony.ui.end_confirm.no"),
               lambda: cancel_end(board), "end:cancel", u(18), role="meta",
               shortcut=pygame.K_BACKSPACE)
    elif board.can_step_back():
        br = pygame.Rect(r.x + u(12), r.bottom - u(48), u(150), u(38))
        button(board, surface, br, i18n.t("colony.ui.action.back"), board.step_back, "back",
               u(18), role="meta", shortcut=pygame.K_BACKSPACE)


def unused_dice(session) -> int:
    """The viewer's action dice still to spend this turn (0 when nothing but ending is left)."""
    seat = session.viewer
    try:
        left = session.view()["seats"][seat]["dice"]
    except (KeyError, IndexError, TypeError):
        return 0
    if not left or not any(getattr(a, "verb", None) != "end" for a in session.legal()):
        return 0
    return len(left)


def end_turn(board) -> None:
    """End the turn; with action dice unused, ask once first: the same button (or E) again
    ends it, Esc, Back or a click elsewhere keeps playing (issue 15)."""
    b = board.builder
    if b is None:
        return
    if not getattr(b, "confirm_end", False) and unused_dice(board.session) > 0:
        b.confirm_end = True
        board._picture_for = None   # the cached table picture shows the question now
        return
    b.confirm_end = False
    board.pick_verb("end")


def cancel_end(board) -> bool:
    """Drop the question "end the turn?"; True when there was one."""
    b = board.builder
    if b is None or not getattr(b, "confirm_end", False):
        return False
    b.confirm_end = False
    board._picture_for = None
    return True


def _sentences(board, surface, area, items) -> bool:
    """Choices that are sentences (a Thin Ice card's options): one column, each button as tall
    as its words, when some label is too long for one line and they all fit ``area``; whether
    they were drawn (else the grid, its labels cut: the panel above the table spells them out)."""
    u = board.app.u
    if not any(text.width(it[0], u(18), True) > area.w - 12 for it in items):
        return False
    heights = [wrapped_height(it[0], u(16), area.w, u(30)) for it in items]
    if sum(h + u(6) for h in heights) > area.h:
        return False
    y = area.y
    for (label, fn, key, enabled, reason), h in zip(items, heights, strict=True):
        button(board, surface, (area.x, y, area.w, h), label, fn, key, u(16), enabled=enabled,
               reason=reason, shortcut=SHORTCUTS.get(key), wrap=True)
        y += h + u(6)
    return True


def _grid(board, surface, area, items) -> None:
    """The choices in columns of buttons; one column of lower buttons when that makes every
    label whole; one type size for the grid (a label too long for its button does not sit in
    small type beside the others in large: "Attack a survivor" beside "Move")."""
    u = board.app.u
    bh = u(40)
    if items and area.h // (bh + u(6)) < len(items) and area.h // len(items) - u(6) >= u(30):
        bh = area.h // len(items) - u(6)
    max_rows = max(1, area.h // (bh + u(6)))
    cols = max(1, -(-len(items) // max_rows))
    bw = (area.w - (cols - 1) * u(8)) // cols
    size = u(18)
    while size > u(14) and any(text.width(it[0], size, True) > bw - 12 for it in items):
        size -= 1
    for k, (label, fn, key, enabled, reason) in enumerate(items):
        col, row = divmod(k, max_rows)
        br = pygame.Rect(area.x + col * (bw + u(8)), area.y + row * (bh + u(6)), bw, bh)
        button(board, surface, br, label, fn, key, size, enabled=enabled, reason=reason,
               shortcut=SHORTCUTS.get(key))


def end_question(session) -> str:
    n = unused_dice(session)
    return i18n.plural("colony.ui.end_confirm.question", n)


def prompt(b, info=None, content=None, session=None) -> str:
    if b.kind == "more" and info:   # "up to N": another kill (with exposure?) or barricade
        what = info.get("what")
        if what == "kill" and not info.get("exposure"):
            what = "kill_safe"
        return i18n.t(f"colony.ui.decision.more_{what}")
    if b.kind == "target" and content and info:
        # what the survivor is chosen for ("Choose a survivor" alone, the fourth review)
        source = labels.source_name(content, info.get("source"))
        if source:
            return i18n.t("colony.ui.decision.target_for", source=source)
    if b.kind != "turn":
        return labels.decision(b.kind, info, session)
    if b.subject is None and b.verb is None:
        return i18n.t("colony.ui.action.pick_subject")
    f = b.next_field()
    if f is None and b.verb is None:
        return i18n.t("colony.ui.action.pick_verb")
    if f == "to" and b.verb == "move":   # C-7.6: the exposure roll, said before the click
        return i18n.t("colony.ui.field.to_move")
    return i18n.t(f"colony.ui.field.{f}") if f else ""


def choices(board, b) -> list:
    """(label, action, key, enabled, reason) for the buttons of the action panel."""
    out = []
    if b.kind == "turn" and b.subject is None and b.verb is None:
        for verb in b.seat_verbs():
            key = f"verb:{verb}"
            label = labels.verb(verb)
            if key in SHORTCUTS:
                label += f"  [{pygame.key.name(SHORTCUTS[key]).upper()}]"
            act = (lambda: end_turn(board)) if verb == "end" else \
                (lambda verb=verb: board.pick_verb(verb))
            out.append((label, act, key, True, ""))
        return out
    verbs = b.verbs()
    if b.kind == "more":   # one more first, then stop; the one more says what it does
        what = (board.session.game.pending.info or {}).get("what")
        verbs = sorted(verbs, key=lambda v: v != "more")
        return [(i18n.t(f"colony.ui.verb.more_{what}") if v == "more" and what else labels.verb(v),
                 lambda v=v: board.pick_verb(v), f"verb:{v}", True, "") for v in verbs]
    if verbs and len(verbs) > 1 or (verbs and b.kind == "turn" and b.verb is None):
        for verb in verbs:
            out.append((labels.verb(verb), lambda verb=verb: board.pick_verb(verb),
                        f"verb:{verb}", True, ""))
        return out + closed_verbs(board, b)
    f = b.next_field()
    if f is None:
        return out
    # a given card to use (C-23.10) names what is done with it: a lone "Baseball Bat" button
    # said nothing of equipping it (the fourth screenshot review)
    doing = labels.verb(next(iter(verbs))) if b.kind == "gift" and len(verbs) == 1 and f == "card" else ""
    for val in _in_shown_order(board, b.options()):
        label = labels.value(board.session, f, val, b.kind)
        if f == "n" and b.kind != "die":
            label = option_label(board.session, val)
        if doing:
            label = i18n.t("colony.ui.value.doing", verb=doing, value=label)
        out.append((label, lambda f=f, val=val: board.pick_value(f, val), f"value:{f}:{val}",
                    True, ""))
    if b.kind in ("vote", "tiebreak"):
        out = _vote_words(board, out)
    return out


def _vote_words(board, items) -> list:
    """A ballot's (or a tie's) Yes and No say what each does, on the panel above the table and
    in the action panel alike (the action panel said only "Yes" / "No" beside "Yes: exile
    Dmitri"): a crossroads vote's read from the card's option, an exile vote's whom it exiles."""
    s = board.session
    info = s.game.pending.info or {}
    words = None
    if info.get("why") == "crossroads":
        card, option = labels.vote_card(s)
        effects = labels.vote_effects(s.content, card, option)
        if effects:
            words = {True: i18n.t("colony.ui.vote.yes_does", what=effects[0]),
                     False: i18n.t("colony.ui.vote.no_does", what=effects[1])}
    elif isinstance(info.get("target"), int):
        name = s.table.seat_name(s.seats, info["target"])
        words = {True: i18n.t("colony.ui.vote.exile_yes", name=name),
                 False: i18n.t("colony.ui.vote.exile_no", name=name)}
    if not words:
        return items
    return [(words[key.endswith("True")] if key in ("value:yes:True", "value:yes:False") else label,
             fn, key, en, reason) for label, fn, key, en, reason in items]


def _in_shown_order(board, opts: list) -> list:
    """Card choices in the order the decision panel shows the cards (the draft's dealt order),
    not by id: the buttons listed Emil, Sully, Teodor, Zinaida under cards dealt Teodor, Zinaida,
    Sully, Emil (the screenshot review). Places in the board's order, the Colony first (a move
    listed Gas Station, Grocery, Hospital… by id). Other values keep their order."""
    d = board.session.game.pending
    if d is None or not opts:
        return opts
    if all(o in layout.PLACE_ORDER for o in opts):
        return sorted(opts, key=layout.PLACE_ORDER.index)
    v = getattr(board, "v", None) or board.session.view()
    order = {cid: k for k, (cid, _face) in enumerate(shown_cards(board, d.kind, d, v))}

    def place(o):   # a card's place; a group's (the draft's followers): its members' places
        return tuple(sorted(order.get(x, -1) for x in (o if isinstance(o, tuple) else (o,))))
    if any(-1 in place(o) for o in opts):   # not all of them shown cards: left as they are
        return opts
    return sorted(opts, key=place)


def closed_verbs(board, b) -> list:
    """A chosen survivor's own actions that are closed now, greyed, each saying why on hover
    ("Hollis needs a die of 4 or more to attack"): the engine says why (``survivor_blocks``),
    the table says it in the player's language (issue 15)."""
    if b.kind != "turn" or b.subject is None or b.subject[0] != "survivor" or b.verb is not None:
        return []
    s = board.session
    blocks = s.game.survivor_blocks(b.subject[1])
    return [(labels.verb(verb), None, f"closed:{verb}", False, refusals.say(s, why))
            for verb, why in sorted(blocks.items())]


def option_label(session, n) -> str:
    """A crossroads card's option by its words; a "choose one" of a card or an ability by
    the branch its text names; else "Option n"."""
    p = session.game.pending
    info = p.info if p else {}
    if p is not None and p.kind == "crossroads":
        opts = _crossroads_options(session.content, info.get("card"))
        if opts and 0 < n <= len(opts):
            return f"{n}. {i18n.localized(opts[n - 1])}"
    words = labels.choice_labels(session.content, info.get("source"))
    if words and 0 < n <= len(words):
        return f"{n}. {words[n - 1]}"
    return labels.value(session, "n", n)


def _crossroads_options(content, card_id):
    if card_id in content.crossroads:
        return [o.text for o in content.crossroads[card_id].options]
    return None
