"""The decision panel: who decides what, in words, and the buttons for the answers that are
not a place on the table (go / pass, done, yes / no, a Nordvale option, the order of effects,
a card of a public pile, the company's offer). Answers on the table (cells, rows and columns,
action rows, boards) are lit where they lie; the panel says where to look."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.render.pieces import mark
from game.tables.raxxon import guide, look, paint
from game.tables.raxxon.paint import symbols_said, symbols_text
from game.widgets import button, panel, wrapped_height
from rules.raxxon import actions as A

PLAIN_KEYS = {"pass": "raxxon.ui.btn.pass", "go": "raxxon.ui.btn.go", "done": "raxxon.ui.btn.done",
              "yes": "raxxon.ui.btn.yes", "no": "raxxon.ui.btn.no"}


def prompt(kind: str, info: dict, solo_first: bool = False) -> str:
    """What the deciding seat is asked, in full; ``solo_first``: a solo player who has not
    passed today (the first pass clears the board and the day goes on, R-16.3)."""
    if solo_first and kind in ("action", "consequence"):
        return i18n.t(f"raxxon.ui.prompt.{kind}_solo")
    purpose = info.get("purpose")
    # the examined card's question is its own: the action's purpose ("Choose a face-down card to
    # examine") stood under "move the examined card?" (played in a real window)
    if kind == "confirm":
        return i18n.t("raxxon.ui.prompt.confirm")
    # an optional extra's question is its own: its action's purpose ("Choose a card to
    # evacuate") stood under "use the optional extra?" with only Yes and No to click
    if kind == "optional":
        if purpose and isinstance(info.get("more"), int) \
                and i18n.has(f"raxxon.ui.optional_for.{purpose}", "en"):
            return i18n.t(f"raxxon.ui.optional_for.{purpose}", more=info["more"])
        return i18n.t("raxxon.ui.prompt.optional")
    if purpose and i18n.has(f"raxxon.ui.purpose.{purpose}", "en"):
        line = i18n.t(f"raxxon.ui.purpose.{purpose}")
    else:
        line = i18n.t(f"raxxon.ui.prompt.{kind}")
    if kind == "target" and info.get("chosen"):
        line += " " + i18n.t("raxxon.ui.prompt.chosen", n=info["chosen"])
    return line


def examined(v, info: dict, content):
    """The card Triage examined (the ``confirm`` decision), as its examiner's view shows it:
    (its id, healthy) — or None when the view does not show it."""
    c = next((c for c in v["crowd"] if (c["r"], c["c"]) == (info.get("r"), info.get("c"))), None)
    cid = c["card"] if c is not None else None
    if cid is None or cid not in content.citizens:
        return None
    return cid, content.citizens[cid].healthy


def confirm_prompt(v, info: dict, content) -> str:
    """The examined card named, with where it goes if moved out: a healthy card is evacuated,
    an infected one goes to the controlled quarantine; else it stays in the crowd face down."""
    seen = examined(v, info, content)
    if seen is None:
        return i18n.t("raxxon.ui.prompt.confirm")
    cid, healthy = seen
    return i18n.t("raxxon.ui.prompt.confirm_healthy" if healthy else "raxxon.ui.prompt.confirm_infected",
                  card=i18n.name(content.citizens[cid]), r=info["r"] + 1, c=info["c"] + 1)


def _head(scene, surface, r, seat: int, words: str) -> pygame.Rect:
    """The panel's head — the seat's mark and who decides what, in the seat's colour, on two
    lines rather than in small type — and the room left under it."""
    u = scene.app.u
    mark(surface, seat, (r.x + u(24), r.y + u(26)), u(12))
    used = paint.words_block(surface, words, pygame.Rect(r.x + u(46), r.y + u(10), r.w - u(60), u(62)),
                             u(22), theme.readable(theme.SEAT_COLOURS[seat]), min_size=u(19), bold=True,
                             align="left")
    top = max(u(50), used + u(18))
    return pygame.Rect(r.x + u(16), r.y + top, r.w - u(32), r.h - top - u(16))


def look_words(s, next_seat: int) -> tuple[str, str]:
    """(head, body) of the panel while the person looks at what their last action showed
    (``Session.looking``, look.py): the cards they looked at alone (R-14.3), or the public result
    of the action — a short line per kind of result, with the cards named — and who is next."""
    seat = s.looking
    name = s.table.seat_name(s.seats, seat)
    nxt = s.table.seat_name(s.seats, next_seat)
    if next_seat in s.bots:   # the mouse is not passed to a bot: say who moves next
        nxt += f" ({i18n.t('raxxon.ui.seat.bot')})"
    if look.only_looks(s.looked):
        cards = look.looked_cards(s.content, s.looked)
        words = i18n.t("raxxon.ui.panel.look_one" if len(s.looked) == 1 else "raxxon.ui.panel.look",
                       cards=cards, next=nxt)
        return i18n.t("raxxon.ui.panel.look_head", name=name), words
    action = look.action_name(s, seat)
    head = i18n.t("raxxon.ui.panel.result.head", name=name, action=action) if action else \
        i18n.t("raxxon.ui.panel.result.head_turn", name=name)
    body = "\n".join(look.lines(s, s.looked) + [i18n.t("raxxon.ui.panel.result.end", next=nxt)])
    return head, body


def _draw_look(scene, surface, r, next_seat: int) -> None:
    """With several people, what the person's last action showed them (look.py): the cards
    they looked at (R-14.3) or its public result, named, and the one button that hides their
    table (``Session.done_looking``); the cards themselves are on the table, drawn for this
    seat (a card looked at, face up and marked "You saw it")."""
    u = scene.app.u
    s = scene.session
    head, words = look_words(s, next_seat)
    inner = _head(scene, surface, r, s.looking, head)
    text.draw_block(surface, words, pygame.Rect(inner.x, inner.y, inner.w, inner.h - u(52)), u(20),
                    theme.TEXT, min_size=u(15))
    button(scene, surface, (inner.x, inner.bottom - u(40), inner.w, u(40)),
           i18n.t("raxxon.ui.panel.look_done"), s.done_looking, "look_done", u(20), role="advance",
           primary=True, shortcut=pygame.K_RETURN)


def draw_panel(scene, surface, v, r):
    u = scene.app.u
    s = scene.session
    content = s.content
    panel(surface, r, theme.PANEL, theme.WARM if s.my_turn() else theme.PANEL_EDGE, radius=14,
          width=3 if s.my_turn() else 2)
    p = v["pending"]
    if p is None:
        # the day that just ended, while its end is told (board.py, ``hold``), or the game over
        held = getattr(scene, "held", None) is not None
        over = "raxxon.ui.panel.day_over" if held else "raxxon.ui.panel.over"
        text.draw_block(surface, i18n.t(over, day=v["day"]), r.inflate(-u(40), -u(40)), u(24), theme.TEXT,
                        align="center")
        return
    if s.looking is not None:
        _draw_look(scene, surface, r, p["seat"])
        return
    seat = p["seat"]
    kind = p["kind"]
    info = p["info"]
    inner = _head(scene, surface, r, seat, i18n.t("raxxon.ui.panel.head",
                                                  name=s.table.seat_name(s.seats, seat),
                                                  what=s.table.decision_text(kind)))
    if not s.my_turn():
        key = "raxxon.ui.panel.waiting" if not s.bot_to_move() else \
            "raxxon.ui.panel.thinking" if s.bot_thinking() else "raxxon.ui.panel.bot"
        text.draw_block(surface, i18n.t(key, name=s.table.seat_name(s.seats, seat)), inner, u(20),
                        theme.TEXT_DIM)
        return
    by = scene.by
    y = inner.y
    hinter = getattr(scene, "hinter", None)
    # one teacher at a time: while the first-game guide lights the next step, the Hint (the
    # search's choice, which may differ) waits until the guide is hidden or has nothing to say
    hinting = hinter is not None and hinter.offered(s) and not guide.speaks(scene, v)
    hint_label = i18n.t("raxxon.ui.hint.button") + "  [H]"
    # as wide as its words at their size («Подсказка  [H]» was squeezed into smaller type)
    hint_w = max(u(140), text.width(hint_label, u(18), True) + u(28)) if hinting else 0
    words_w = inner.w - (hint_w + u(10) if hinting else 0)
    # up to five lines: beside the Hint a long Russian prompt was cut at three
    solo_first = v["players"] == 1 and v["solo_passes"] == 0
    words = confirm_prompt(v, info, content) if kind == "confirm" else prompt(kind, info, solo_first)
    used = text.draw_block(surface, words,
                           pygame.Rect(inner.x, y, words_w, u(130)), u(20), theme.TEXT, min_size=u(17))
    if hinting:   # the solo game's Hint (hint.py): beside the prompt, H for the keyboard
        button(scene, surface, (inner.right - hint_w, y, hint_w, u(40)), hint_label, scene.ask_hint,
               "hint", u(18), role="meta", shortcut=pygame.K_h)
        used = max(used, u(40))
    y += used + u(6)
    if hinting and hinter.line():
        used = text.draw_block(surface, hinter.line(), pygame.Rect(inner.x, y, inner.w, u(64)), u(18),
                               theme.GOOD, min_size=u(15))
        y += used + u(6)
    where = []
    if by["cell"]:   # a new citizen's place is an empty cell, not a card
        where.append(i18n.t("raxxon.ui.where.places" if kind == "place" else "raxxon.ui.where.cells"))
    if by["line"]:
        where.append(i18n.t("raxxon.ui.where.lines"))
    if by["act"]:   # another player's board shown (its tab clicked): the way back is named
        mine = getattr(scene, "shown_seat", lambda v: seat)(v) == seat
        where.append(i18n.t("raxxon.ui.where.actions") if mine else
                     i18n.t("raxxon.ui.where.actions_tab", name=s.table.seat_name(s.seats, seat)))
    if by["char"]:
        where.append(i18n.t("raxxon.ui.where.boards"))
    if where:
        used = text.draw_block(surface, " ".join(where), pygame.Rect(inner.x, y, inner.w, u(48)), u(18),
                               theme.WARM)
        y += used + u(6)
    if kind == "consequence":
        a = info.get("action")
        b = v["boards"][seat]
        ch = content.characters.get(b["character"])
        ad = ch.sides[b["side"]].action(a) if ch else None
        if ad is not None:
            slot = info.get("slot", 1)
            syms = ad.slots[slot - 1]
            line = i18n.t("raxxon.ui.panel.consequence", action=i18n.localized(ad.name), slot=slot)
            lr = text.draw(surface, line, (inner.x, y + u(14)), u(19), theme.FROST, bold=True,
                           anchor="midleft", max_width=inner.w - paint.chips_width(len(syms), u(13)) - u(16))
            paint.chips(surface, syms, lr.right + u(10), y + u(14), u(13))
            y += u(30)
            words = pygame.Rect(inner.x, y, inner.w, u(44))
            text.draw_block(surface, symbols_text(content, syms), words, u(17), theme.TEXT_DIM)
            scene.tips.append((words, symbols_said(content, syms)))   # what each symbol does
            y += u(46)
    if kind == "optional":
        text.draw_block(surface, i18n.t("raxxon.ui.panel.optional"), pygame.Rect(inner.x, y, inner.w, u(48)),
                        u(17), theme.TEXT_DIM)
        y += u(50)
    # the plain answers along the bottom: go / yes first (the way on), pass / no / done after;
    # side by side when every label fits its share at the buttons' size, else one above the
    # other, the whole width ("Use it (draw a Nordvale card)" was squeezed beside "No, thanks")
    order = [A.GO, A.YES, A.DONE, A.NO, A.PASS]
    plain = sorted(by["plain"], key=lambda a: order.index(a) if a in order else 9)
    n = len(plain)
    bw = (inner.w - (n - 1) * u(10)) // n if n else 0
    seen = examined(v, info, content) if kind == "confirm" else None
    labels = [_plain_label(kind, info, a.text.split()[0], solo_first, seen) for a in plain]
    stacked = n > 1 and any(text.width(t, u(19), True) > bw - u(24) for t in labels)
    bottom = inner.bottom - ((n * u(58) if stacked else u(56)) if n else 0)
    # buttons: Nordvale options, effects to order, pile cards, the company's offer; above the
    # plain answers
    for a in by["choose"]:
        rid = info.get("card") or (v["piles"]["raxxon_current"] or [None])[-1]
        card = content.raxxon.get(rid) if rid else None
        opt = card.options[a.option - 1] if card else None
        label = f"{a.option}. " + (i18n.localized(opt.text) if opt else "")
        if opt is not None and opt.symbols:
            label += " — " + symbols_text(content, opt.symbols)
        h = wrapped_height(label, u(18), inner.w, u(44))
        h = min(h, max(u(44), (bottom - y) // max(1, len(by["choose"])) - u(6)))
        # the symbols' names are words of the rulebook: the hover says what each does
        hot = button(scene, surface, (inner.x, y, inner.w, h), label, lambda a=a: scene.choose(a),
                     f"opt:{a.option}", u(18), wrap=True,
                     hover=symbols_said(content, opt.symbols) if opt is not None and opt.symbols
                     else None)
        scene.mark_offered(a, hot.rect)
        y += h + u(6)
    effects = info.get("effects") or {}
    for a in by["first"]:
        name = i18n.name(content.citizens[a.card]) if a.card in content.citizens else a.card
        label = i18n.t("raxxon.ui.panel.effect", card=name, symbols=symbols_text(content,
                                                                                 effects.get(a.card, ())))
        hot = button(scene, surface, (inner.x, y, inner.w, u(44)), label, lambda a=a: scene.choose(a),
                     f"first:{a.card}", u(18))
        scene.mark_offered(a, hot.rect)
        y += u(50)
    if by["pick"]:
        y = _picks(scene, surface, inner, y, bottom, by["pick"], content)
    for a in by["company"]:
        label = i18n.t(f"raxxon.ui.company.{a.choice}")
        hot = button(scene, surface, (inner.x, y, inner.w, u(48)), label, lambda a=a: scene.choose(a),
                     f"company:{a.choice}", u(19))
        scene.mark_offered(a, hot.rect)
        y += u(54)
    for k, a in enumerate(plain):
        word = a.text.split()[0]
        primary = a in (A.GO, A.YES) or (a is A.DONE and n == 1)
        shortcut = pygame.K_RETURN if a in (A.GO, A.YES) else None
        if stacked:
            at = (inner.x, inner.bottom - (n - k) * u(50) - (n - 1 - k) * u(8), inner.w, u(50))
        else:
            at = (inner.x + k * (bw + u(10)), inner.bottom - u(50), bw, u(50))
        hot = button(scene, surface, at, labels[k], lambda a=a: scene.choose(a), f"btn:{word}", u(19),
                     primary=primary, shortcut=shortcut)
        scene.mark_offered(a, hot.rect)


def _picks(scene, surface, inner, y: int, bottom: int, picks: list, content) -> int:
    """The pile cards to pick (an evacuee a Recall Notice sends back, a card of a quarantine),
    two to a row down to ``bottom``. When they do not all fit — the evacuated pile holds up to 29
    — a page of them and, in the last place, a button that turns to the next page: the cards on
    the other pages are offered there, one click away (and the Hint lights it for them).
    Returns the y below them."""
    u = scene.app.u
    cols, gap, bh = 2, u(6), u(40)
    bw = (inner.w - u(8)) // cols
    fit = max(cols, (bottom - y + gap) // (bh + gap) * cols)
    per_page = len(picks) if len(picks) <= fit else fit - 1
    pages = -(-len(picks) // per_page)
    first = scene.pick_page() % pages * per_page
    shown = picks[first:first + per_page]

    def cell(k):
        return (inner.x + (k % cols) * (bw + u(8)), y + (k // cols) * (bh + gap), bw, bh)

    for k, a in enumerate(shown):
        c = content.citizens.get(a.card)
        label = f"{i18n.name(content.types[c.type])}: {i18n.name(c)}" if c else a.card
        hot = button(scene, surface, cell(k), label, lambda a=a: scene.choose(a),
                     f"pick:{a.card}", u(16), hover=("card", a.card))
        scene.mark_offered(a, hot.rect)
    used = len(shown)
    if pages > 1:
        page = first // per_page + 1
        hot = button(scene, surface, cell(fit - 1), i18n.t("raxxon.ui.panel.more_picks", page=page,
                                                           pages=pages),
                     scene.next_pick_page, "pick:more", u(16), role="nav")
        for a in picks:
            if a not in shown:
                scene.mark_offered(a, hot.rect)
        used = fit
    return y + -(-used // cols) * (bh + gap)


def _plain_label(kind: str, info: dict, word: str, solo_first: bool = False, seen=None) -> str:
    """The button's words; a solo player's first pass of the day says that it clears the board
    and the day goes on (R-16.3), not "Pass for today"; the examined card's Yes says where it
    goes (``seen``: ``examined``), and No that it stays in the crowd."""
    if solo_first and word == "pass" and kind in ("action", "consequence"):
        return i18n.t("raxxon.ui.btn.solo.first_pass")
    if kind == "confirm" and word == "yes" and seen is not None:
        yes = "raxxon.ui.btn.confirm.yes_healthy" if seen[1] else "raxxon.ui.btn.confirm.yes_infected"
        return i18n.t(yes)
    key = f"raxxon.ui.btn.{kind}.{word}"
    if i18n.has(key, "en"):
        return i18n.t(key)
    return i18n.t(PLAIN_KEYS.get(word, "raxxon.ui.btn.go"))
