"""The decision panel: who decides what, in words, and a button for every answer that is not a
place on the map (a card to play, a ballot, a card to keep or to give, a character to move or
to lose, done). Places that answer are lit on the map; the panel says so and offers them as
buttons too."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.tables.mall import paint
from game.widgets import button, panel
from rules.mall import actions as A
from rules.mall.game import PARKING, ROOF


def draw_panel(board, surface, v, r, legal):
    u = board.app.u
    s = board.session
    held = getattr(board, "held", False)   # a reveal holds the table back: nothing to do yet
    mine = s.my_turn() and not held
    panel(surface, r, theme.PANEL, theme.WARM if mine else theme.PANEL_EDGE, radius=12,
          width=3 if mine else 2)
    p = v["pending"]
    if p is None:
        text.draw_block(surface, i18n.t("mall.ui.panel.over"), r.inflate(-u(40), -u(40)), u(24),
                        theme.TEXT, align="center")
        return
    if s.looking is not None:
        _draw_look(board, surface, r, p["seat"])
        return
    seat, kind, info = p["seat"], p["kind"], p["info"] or {}
    board.seats.mark(surface, seat, (r.x + u(24), r.y + u(24)), u(12))
    head = i18n.t("mall.ui.panel.head", name=board.name(seat), what=s.table.decision_text(kind))
    text.draw(surface, head, (r.x + u(46), r.y + u(24)), u(22), board.seats.ink(seat), bold=True,
              anchor="midleft", max_width=r.w - u(60))
    inner = pygame.Rect(r.x + u(16), r.y + u(50), r.w - u(32), r.h - u(64))
    if not mine:
        key = "mall.ui.panel.revealing" if held else \
            "mall.ui.panel.passing" if s.passed_for_you() is not None else \
            "mall.ui.panel.waiting" if not s.bot_to_move() else \
            "mall.ui.panel.thinking" if s.bot_thinking() else "mall.ui.panel.bot"
        text.draw_block(surface, i18n.t(key, name=board.name(seat)), inner, u(20), theme.TEXT_DIM)
        return
    used = text.draw_block(surface, prompt(board, kind, info, v, legal),
                           pygame.Rect(inner.x, inner.y, inner.w, u(76)),
                           u(19), theme.TEXT, min_size=u(15))
    area = pygame.Rect(inner.x, inner.y + used + u(8), inner.w, inner.bottom - inner.y - used - u(8))
    globals()["_" + kind](board, surface, v, area, legal, info)


def _draw_look(board, surface, r, next_seat: int) -> None:
    """M-7.7 with several people: the dice a Security Monitor showed the person who played it,
    said in words (they lie on the map too, for this seat alone), and the one button that hides
    their table (``Session.done_looking``); the curtain had come down at once, the dice unseen
    until that person's next decision (played in a real window)."""
    u = board.app.u
    s = board.session
    seat = s.looking
    board.seats.mark(surface, seat, (r.x + u(24), r.y + u(24)), u(12))
    text.draw(surface, i18n.t("mall.ui.panel.look_head", name=board.name(seat)), (r.x + u(46), r.y + u(24)),
              u(22), board.seats.ink(seat), bold=True, anchor="midleft", max_width=r.w - u(60))
    inner = pygame.Rect(r.x + u(16), r.y + u(50), r.w - u(32), r.h - u(64))
    dice = [d for e in s.looked for d in e.data.get("dice", ())]
    places = board.session.content.places
    said = ", ".join(i18n.t("mall.ui.panel.look_die", n=d, place=board.place_name(d)) if d in places
                     else str(d) for d in dice)
    nxt = board.name(next_seat)
    if next_seat in s.bots:   # the mouse is not passed to a bot: say who moves next
        nxt = i18n.t("mall.ui.panel.look_bot", name=nxt)
    text.draw_block(surface, i18n.t("mall.ui.panel.look", dice=said, next=nxt),
                    pygame.Rect(inner.x, inner.y, inner.w, inner.h - u(56)), u(19), theme.TEXT,
                    min_size=u(15))
    button(board, surface, (inner.x, inner.bottom - u(46), inner.w, u(46)), i18n.t("mall.ui.panel.look_done"),
           s.done_looking, "look_done", u(19), role="advance", primary=True, shortcut=pygame.K_RETURN)


def prompt(board, kind, info, v, legal) -> str:
    if kind == "place":
        dice = info.get("dice") or []
        # M-4.6 / OPEN-M-1: a die showing a closed or full place lets the player choose any
        # place with room — more places are lit than the dice show, and the line says why
        free = any(a.at not in dice for a in legal if isinstance(a, A.Place))
        a, b = (dice[0] if dice else "?"), (dice[1] if len(dice) > 1 else "?")
        if not free:
            return i18n.t("mall.ui.prompt.place", a=a, b=b)
        # which die's place cannot take one, and why (a newcomer read "closed or full" and
        # looked for which): a place not in this game or blocked is closed, else it is full
        entry = {p["number"]: p for p in v["places"]}
        why = []
        for n in dict.fromkeys(dice):
            p = entry.get(n)
            if p is None or p["blocked"]:
                why.append(i18n.t("mall.ui.prompt.place_closed", n=n, place=board.place_name(n)))
            elif not p["room"]:
                why.append(i18n.t("mall.ui.prompt.place_full", n=n, place=board.place_name(n)))
        return i18n.t("mall.ui.prompt.place_free", a=a, b=b, why=", ".join(why))
    if kind == "cards":
        why, at = info.get("why", "sacrifice"), info.get("place", PARKING)
        # (once the cards played hold the place off, the engine closes the window: M-8.3)
        if why == "sacrifice" and info.get("round", 1) == 1 and not _mine_at(board, v, at):
            # M-7.21: in an attack's first window every player is asked; no Shutter at the Car
            # Park or the Helipad (M-9.1); a repeat vote's window (round 2) keeps the old line
            why = "sacrifice_away" if at not in (PARKING, ROOF) else "sacrifice_away_axe"
            if not any(a is not A.DONE for a in legal):   # nothing of the hand serves here
                why = "sacrifice_away_none"
        return i18n.t(f"mall.ui.prompt.cards.{why}", place=board.place_name(at))
    if kind == "vote":
        key = f"mall.ui.prompt.vote.{info.get('why', 'sacrifice')}"
        line = i18n.t(key, place=board.place_name(info.get("place", 1)))
        if info.get("round", 1) > 1:
            line += " " + i18n.t("mall.ui.prompt.vote_repeat")
        return line
    if kind == "move":
        dest = info.get("destination", 1)
        place = board.place_name(dest)
        if board.door and any(isinstance(a, A.Escape) for a in legal):   # the Service Door's choices
            return i18n.t("mall.ui.prompt.move_door", place=place)
        if no_room(v, dest):   # M-7.16: said before the move, not found in the log after it
            return i18n.t("mall.ui.prompt.move_full", place=place, parking=board.place_name(PARKING))
        return i18n.t("mall.ui.prompt.move", place=place)
    if kind == "victim":
        return i18n.t("mall.ui.prompt.victim", place=board.place_name(info.get("place", 1)))
    if kind in ("announce", "destination"):
        # M-7.16, OPEN-M-12: a place with no room (full, or blocked) sends whoever goes there to
        # the Car Park; said when the destination is chosen (a newcomer chose the full Food Court
        # and learnt it at the move)
        line = i18n.t(f"mall.ui.prompt.{kind}")
        full = [board.place_name(p["number"]) for p in v["places"]
                if not p["room"] and p["number"] != PARKING]
        if full:
            line += " " + i18n.t("mall.ui.prompt.destination_full", places=", ".join(full),
                                 parking=board.place_name(PARKING))
        return line
    if kind == "camera" and v.get("leader") == v.get("seat") and not v.get("elected"):
        # M-7.7: they rolled the dice, yet only a Leader elected this turn looks; said to them
        # (a newcomer read "The Leader has rolled the dice" about their own roll, and wondered)
        return i18n.t("mall.ui.prompt.camera_own")
    return i18n.t(f"mall.ui.prompt.{kind}")


def place_in(v, number: int) -> dict | None:
    """The view's entry for place ``number`` (None: the view lacks it, a closed place)."""
    return next((p for p in v["places"] if p["number"] == number), None)


def no_room(v, number: int) -> bool:
    """Whether a character sent to place ``number`` finds no room there and goes to the Car
    Park instead (M-7.11, M-7.16), as the view says it."""
    pl = place_in(v, number)
    return pl is None or not pl.get("room", True)


def _mine_at(board, v, number: int) -> bool:
    """Whether the deciding seat has a character at place ``number`` (the view's pieces)."""
    return any(at == number and board.seats.of_colour(pc.partition(".")[0]) == v["seat"]
               for pc, at in v["pieces"].items())


def attack_state(v, number: int) -> tuple[int, int, bool]:
    """(zombies, defence, whether they break in now) at place ``number``, as the view says them
    (the rules work them out: M-8.1, M-8.2, M-8.4, M-8.6); a place the view lacks: (0, 0,
    False)."""
    pl = place_in(v, number)
    if pl is None:
        return 0, 0, False
    return pl["zombies"], pl.get("defence", 0), bool(pl.get("breaks_in"))


def _grid(board, surface, area, items, cols=2, bh=None, size=None):
    """Buttons (label, action or callable, key, extra) in ``cols`` columns from the top of
    ``area``; the plain answers (done) are passed separately by the callers."""
    u = board.app.u
    bh = bh or u(46)
    size = size or u(18)
    gap = u(8)
    bw = (area.w - gap * (cols - 1)) // cols
    rows = max(1, (len(items) + cols - 1) // cols)
    if rows * (bh + gap) > area.h:
        bh = max(u(30), area.h // rows - gap)
    for k, (label, act, key, kw) in enumerate(items):
        x = area.x + (k % cols) * (bw + gap)
        y = area.y + (k // cols) * (bh + gap)
        rect = (x, y, bw, bh)
        piece = kw.get("piece")          # a character's button: its portrait at the left
        kw = {a: b for a, b in kw.items() if a != "piece"}
        if isinstance(act, A.MallAction):
            board.offered.add(act.text)
            button(board, surface, rect, label, lambda a=act: board.choose(a), key, size, **kw)
        else:
            button(board, surface, rect, label, act, key, size, **kw)
        if piece:
            colour, _, kind = piece.partition(".")
            face = paint.portrait(kind, bh - u(10), board.seats.colour(board.seats.of_colour(colour)))
            if face is not None:
                surface.blit(face, face.get_rect(midleft=(x + u(6), y + bh // 2)))


def _bottom(board, surface, area, action, label, key, primary=False):
    u = board.app.u
    rect = pygame.Rect(area.x, area.bottom - u(48), area.w, u(48))
    board.offered.add(action.text)
    button(board, surface, rect, label, lambda a=action: board.choose(a), key, u(20), primary=primary,
           shortcut=pygame.K_RETURN if primary else None)
    return pygame.Rect(area.x, area.y, area.w, area.h - u(56))


def _places(board, surface, v, area, legal, info):
    """announce / destination: the lit places on the map, and the same as buttons."""
    items = [(f"{a.to}. " + board.place_name(a.to), a, f"go:{a.to}", {}) for a in legal]
    _grid(board, surface, area, items, cols=2)


_announce = _places
_destination = _places


def _place(board, surface, v, area, legal, info):
    u = board.app.u
    chars = board.session.content.characters
    pieces = sorted({a.piece for a in legal}, key=lambda p: -chars[p.partition(".")[2]].points)
    # the character chosen (one is, from the start: the map lights its places) said by name, so
    # the lit button and the lit places read as a choice made, not a fault (the newcomer's game)
    chosen = board.sel_piece if board.sel_piece in pieces else None
    said = i18n.t("mall.ui.panel.which_chosen", piece=board.kind_name(chosen)) if chosen \
        else i18n.t("mall.ui.panel.which")
    used = text.draw_block(surface, said, pygame.Rect(area.x, area.y, area.w, u(50)), u(18), theme.WARM,
                           bold=True, min_size=u(15))
    sub = pygame.Rect(area.x, area.y + used + u(8), area.w, area.h - used - u(8))
    items = [(board.kind_name(p), (lambda p=p: board.select(p)), f"piece:{p}",
              {"selected": p == board.sel_piece, "role": "choice", "piece": p}) for p in pieces]
    _grid(board, surface, sub, items, cols=2)


def _label_play(board, a) -> str:
    d = board.session.content.card(a.card)
    name = i18n.name(d)
    if d.effect == "weapon":
        return i18n.t("mall.ui.play.weapon", card=name, n=a.kill)
    if d.effect == "hidden":
        return i18n.t("mall.ui.play.hidden", card=name, piece=board.kind_name(a.piece))
    return i18n.t(f"mall.ui.play.{d.effect}", card=name)


def _cards(board, surface, v, area, legal, info):
    done = next((a for a in legal if a is A.DONE), None)
    plays = [a for a in legal if isinstance(a, A.Play)]
    if done is not None:
        label = i18n.t("mall.ui.btn.done_cards" if plays else "mall.ui.btn.no_cards")
        area = _bottom(board, surface, area, done, label, "btn:done", primary=not plays)
    if not plays:
        text.draw_block(surface, i18n.t("mall.ui.panel.nothing_to_play"), area, board.app.u(18),
                        theme.TEXT_DIM)
        return
    items = [(_label_play(board, a), a, f"play:{k}", {}) for k, a in enumerate(plays)]
    _grid(board, surface, area, items, cols=2)


def _camera(board, surface, v, area, legal, info):
    done = next((a for a in legal if a is A.DONE), None)
    plays = [a for a in legal if isinstance(a, A.Play)]
    if done is not None:
        area = _bottom(board, surface, area, done, i18n.t("mall.ui.btn.no_look"), "btn:done",
                       primary=not plays)
    items = [(i18n.t("mall.ui.btn.look", card=board.session.narrator.card(a.card)), a, "play:camera", {})
             for a in plays]
    if items:
        _grid(board, surface, area, items, cols=1)
    else:
        text.draw_block(surface, i18n.t("mall.ui.panel.no_monitor"), area, board.app.u(18), theme.TEXT_DIM)


def _vote(board, surface, v, area, legal, info):
    u = board.app.u
    poll = v["poll"] or {}
    w = dict((s_, x) for s_, x in poll.get("weights", ()))
    me = v["seat"]
    if me in w:
        text.draw(surface, i18n.t("mall.ui.panel.your_votes", votes=i18n.plural("mall.ui.n.votes", w[me])),
                  (area.x, area.y), u(18), theme.WARM, bold=True, max_width=area.w)
        area = pygame.Rect(area.x, area.y + u(30), area.w, area.h - u(30))
    gap = u(8)
    cols = 2 if len(legal) > 3 else 1
    bw = (area.w - gap * (cols - 1)) // cols
    bh = min(u(52), (area.h - gap * 2) // max(1, (len(legal) + cols - 1) // cols) - gap)
    for k, a in enumerate(legal):
        s_ = board.seats.of_colour(a.colour)
        rect = pygame.Rect(area.x + (k % cols) * (bw + gap), area.y + (k // cols) * (bh + gap), bw, bh)
        board.offered.add(a.text)
        label = board.name(s_) + (" " + i18n.t("mall.ui.vote.yourself") if s_ == me else "")
        button(board, surface, rect, "", lambda a=a: board.choose(a), f"vote:{a.colour}", u(20))
        board.seats.mark(surface, s_, (rect.x + u(26), rect.centery), u(12))
        text.draw(surface, label, (rect.x + u(48), rect.centery), u(20), board.seats.ink(s_), bold=True,
                  anchor="midleft", max_width=rect.w - u(60))


def _drawn_cards(board, surface, area, legal, kind):
    u = board.app.u
    s = board.session
    drawn = board.v.get("drawn") or []
    # the engine offers one copy of a kind (copies are alike: rules/mall/handlers.py); every
    # copy drawn is lit and answers with it, so no card shown alike is the one that cannot be
    # clicked
    by_kind = {}
    for a in legal:
        by_kind.setdefault(_kind(a.card), []).append(a)
    n = max(1, len(drawn))
    gap = u(10)
    # a card to give has its recipients' buttons under it: it takes the width it can, so its
    # words keep to fewer lines above them (at 1280×720 a narrow one cut its rules short)
    cw = min(u(200) if kind == "keep" else u(320), (area.w - gap * (n - 1)) // n)
    for k, cid in enumerate(drawn):
        cr = pygame.Rect(area.x + k * (cw + gap), area.y, cw, area.h)
        acts = by_kind.get(_kind(cid), [])
        if kind == "keep":
            paint.card(surface, cr, s.content, cid, u, lit=bool(acts))
            for a in acts:
                board.offer(cr, a, f"keep:{cid}")
        else:
            ch = cr.h - u(6) - len(acts) * u(40) if acts else cr.h
            ch = max(u(90), ch)
            paint.card(surface, pygame.Rect(cr.x, cr.y, cr.w, ch), s.content, cid, u, lit=bool(acts),
                       dim=not acts)
            y = cr.y + ch + u(6)
            bh = max(u(26), min(u(36), (cr.bottom - y) // max(1, len(acts)) - u(4)))
            me = board.v["pending"]["seat"]   # the other players in seat order, from the giver on
            for a in sorted(acts, key=lambda a: (board.seats.of_colour(a.to) < me,
                                                 board.seats.of_colour(a.to))):
                to = board.seats.of_colour(a.to)
                rect = pygame.Rect(cr.x, y, cr.w, bh)
                board.offered.add(a.text)
                button(board, surface, rect, "", lambda a=a: board.choose(a), f"give:{cid}:{a.to}", u(16))
                board.seats.mark(surface, to, (rect.x + u(16), rect.centery), u(8))
                text.draw(surface, i18n.t("mall.ui.btn.give_to", name=board.name(to)),
                          (rect.x + u(30), rect.centery), u(16), theme.TEXT, bold=True, anchor="midleft",
                          max_width=rect.w - u(36))
                y += bh + u(4)


def _kind(card: str) -> str:
    """A card copy's kind ("axe.2" -> "axe")."""
    return card.rpartition(".")[0]


def _keep(board, surface, v, area, legal, info):
    _drawn_cards(board, surface, area, legal, "keep")


def _give(board, surface, v, area, legal, info):
    _drawn_cards(board, surface, area, legal, "give")


def _move(board, surface, v, area, legal, info):
    u = board.app.u
    moves = [a for a in legal if isinstance(a, A.Move)]
    doors = [a for a in legal if isinstance(a, A.Escape)]
    done = next((a for a in legal if a is A.DONE), None)
    if board.door and doors:
        stay = next((a for a in doors if a.to == v["pieces"][a.piece]), None)
        cols = 3
        bh = u(40)
        back = pygame.Rect(area.x, area.bottom - bh, area.w // 2 - u(4), bh)
        button(board, surface, back, i18n.t("mall.ui.btn.back"), lambda: board.set_door(False), "door:back",
               u(18), role="nav")
        if stay is not None:
            board.offered.add(stay.text)
            button(board, surface, (back.right + u(8), back.y, area.w - back.w - u(8), bh),
                   i18n.t("mall.ui.btn.stay"), lambda a=stay: board.choose(a), "door:stay", u(18))
        text.draw(surface, i18n.t("mall.ui.panel.which"), (area.x, area.y), u(18), theme.WARM, bold=True,
                  max_width=area.w)
        pieces = sorted({a.piece for a in doors})
        board.offered |= {a.text for a in doors}   # each: a character here, then a lit place
        board.offered |= {a.text for a in moves} | ({done.text} if done else set())   # after Back
        sub = pygame.Rect(area.x, area.y + u(30), area.w, area.h - u(30) - bh - u(8))
        items = [(f"{board.kind_name(p)} · {board.place_name(v['pieces'][p])}", (lambda p=p: board.select(p)),
                  f"piece:{p}", {"selected": p == board.sel_piece}) for p in pieces]
        _grid(board, surface, sub, items, cols=1 if len(items) == 1 else cols if len(items) > 4 else 2,
              bh=u(40), size=u(16))   # (one character: the whole width, its place in full)
        return
    if done is not None:
        area = _bottom(board, surface, area, done, i18n.t("mall.ui.btn.no_move"), "btn:done",
                       primary=not moves)
    if doors:
        h = u(42)
        rect = pygame.Rect(area.x, area.bottom - h, area.w, h)
        door = i18n.t("mall.ui.btn.door", card=board.session.narrator.card(doors[0].card))
        button(board, surface, rect, door,
               lambda: board.set_door(True), "door:open", u(18), role="choice")
        board.offered |= {a.text for a in doors}
        area = pygame.Rect(area.x, area.y, area.w, area.h - h - u(8))
    items = [(i18n.t("mall.ui.btn.move", piece=board.kind_name(a.piece),
                     frm=board.place_name(v["pieces"][a.piece])),
              a, f"move:{a.piece}", {}) for a in moves]
    _grid(board, surface, area, items, cols=2 if len(items) > 2 else 1, size=u(17))


def _victim(board, surface, v, area, legal, info):
    items = [(board.kind_name(a.piece), a, f"eaten:{a.piece}", {"piece": a.piece}) for a in legal]
    _grid(board, surface, area, items, cols=2)
