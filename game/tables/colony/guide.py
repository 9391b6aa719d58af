"""The colony game's first-game guide (issue 15, "a game that teaches"): in the guided first game
(``ColonyTable.first_game_options``: a fixed seed, the first-game Main objective, no betrayer),
through the draft and the first round, each decision of the person gets one short line — what
to click next and why — and a lit frame around that thing.

Each step is read from the pending decision, the choice built so far (``Builder``: the survivor
or card picked, the verb, the fields) and the view; never from a fixed click script. The guide
first picks a sensible whole action among the builder's matching legal actions (so whatever
the person picked, the advice continues from there), then points at the next click of that
action. "Hide the guide" ends it for this game; Settings → First-game guide turns it off for
good. Its button is a "meta" hotspot: the robot never takes it for a choice, and its box is
placed over nothing that can be clicked.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.render import record
from game.tables.colony import labels, layout
from game.tables.colony.builder import subject_of
from game.widgets import guide_box, guide_obstacles, lit_choice, place_box


def is_first_game(session) -> bool:
    """The game at the table is the guided first game (its options are exactly those)."""
    table = session.table
    make = getattr(table, "first_game_options", None)
    return make is not None and session.game.options == make()


def wanted(board, v) -> bool:
    """Whether the guide speaks now: the first game, the draft or round 1, the person
    deciding, the setting on, not hidden."""
    s = board.session
    return (bool(getattr(board.app.settings, "guide", True))
            and not getattr(board, "guide_hidden", False)
            and v.get("pending") is not None and v.get("round", 99) <= 1
            and board.builder is not None and s.my_turn() and is_first_game(s))


def state(board) -> tuple:
    """What the guide's showing depends on besides the game (the board's ``_state``): hidden
    for this game, and the setting."""
    return (bool(getattr(board, "guide_hidden", False)),
            bool(getattr(board.app.settings, "guide", True)))


def hide(board) -> None:
    """"Hide the guide": gone for the rest of this game."""
    board.guide_hidden = True
    board._picture_for = None


# ------------------------------------------------------------------ the step
def _survivor_def(content, sid):
    return content.survivors.get(sid)


def _symbol(content, cid) -> str | None:
    d = content.items.get(str(cid).split("#")[0])
    return d.symbol if d is not None else None


def _min_die(acts) -> list:
    """Among actions of one verb, those that spend the lowest die (a higher one is wasted)."""
    low = min(a.die for a in acts)
    return [a for a in acts if a.die == low]


def plan(board, v):
    """(what, the whole legal action the guide advises) for the pending decision, chosen among
    the actions that still match what the person picked; None when there is nothing to say."""
    s = board.session
    b = board.builder
    c = s.content
    cands = b.matching()
    if not cands:
        return None
    kind = b.kind
    if kind == "draft":
        def influence(sid):
            d = _survivor_def(c, sid)
            return d.influence if d is not None else 0
        best = max(cands, key=lambda a: (influence(a.leader), sum(influence(f) for f in a.followers)))
        return "draft", best
    if kind == "turn":
        return _turn_plan(board, v, cands)
    if kind == "search":
        return "search_more", next((a for a in cands if a.verb == "stop"), cands[0])
    if kind == "vote" and (v["pending"].get("info") or {}).get("why") == "crossroads":
        # a Thin Ice vote (C-16.1): each answer does what its card says; no side is safe
        return "vote_crossroads", cands[0]
    if kind == "vote":   # no betrayer in this game: nobody to exile
        return "vote", next((a for a in cands if getattr(a, "yes", None) is False), cands[0])
    if kind in ("keep", "bottom", "crossroads", "bite"):
        return kind, cands[0]
    return "decision", cands[0]


def _turn_plan(board, v, cands):
    c = board.session.content
    seat = v["pending"]["seat"]
    mine = {sid: sv for sid, sv in v["survivors"].items() if sv["owner"] == seat}
    by: dict = {}
    for a in cands:
        by.setdefault(a.verb, []).append(a)
    used = v["seats"][seat].get("used", 0)
    # the first die on a search, then the Colony's zombies, then more searching
    if "search" in by and (not used or "attack" not in by):
        return "search", _min_die(by["search"])[0]
    out = [sid for sid, sv in mine.items() if sv["place"] != "colony"]
    if "move" in by and not out:
        def score(a):
            d = _survivor_def(c, a.survivor)
            zombies = sum(v["places"].get(a.to, {}).get("zombies", [0]))
            return (a.to != "grocery", zombies, d.search if d else 9, a.survivor)
        moves = [a for a in by["move"] if a.to != "colony"]
        if moves:
            return "move", min(moves, key=score)
    if "attack" in by:
        return "attack", _min_die(by["attack"])[0]
    if "barricade" in by:
        return "barricade", _min_die(by["barricade"])[0]
    crisis = c.crises.get(v["crisis"]) if v.get("crisis") else None
    if "crisis" in by and crisis is not None and not v["me"].get("contributions"):
        match = [a for a in by["crisis"] if _symbol(c, a.card) == crisis.symbol]
        if match:
            return "crisis", match[0]
    if "objective" in by:
        return "objective", by["objective"][0]
    if "end" in by:
        return "end", by["end"][0]
    return "other", cands[0]


def _stage(b, what: str) -> str:
    """Which click of the advised action comes next: its subject, its verb or a field."""
    if b.kind == "draft":
        return "leader" if "leader" not in b.fixed else "follower"
    if b.kind != "turn" or what in ("end", "other"):
        return ""
    if b.subject is None and b.verb is None:
        return "subject"
    if b.verb is None:
        return "verb"
    return b.next_field() or ""


def target_keys(board, action) -> list:
    """The keys of the hotspots that are the next click towards ``action``, best first;
    a key ending in ":" matches every key it starts."""
    b = board.builder
    if b.kind == "turn" and b.subject is None and b.verb is None:
        s = subject_of(action)
        if s is None:
            return [f"verb:{action.verb}"]
        return [f"{s[0]}:{s[1]}"]
    verbs = b.verbs()
    if b.verb is None and (len(verbs) > 1 or (verbs and b.kind == "turn")):
        return [f"verb:{action.verb}"]
    f = b.next_field()
    if f is None:
        return []
    val = getattr(action, f)
    if b.members():   # a group clicked member by member (the draft's followers)
        rest = [m for m in val if m not in b.partial]
        return [f"card:{rest[0]}"] if rest else []
    if f == "die":
        return [f"die:{val}:", f"value:die:{val}"]
    if f == "entrance":
        return [f"entrance:{board.offer.entrance_place}:{val}", f"value:{f}:{val}"]
    return [f"survivor:{val}", f"place:{val}", f"card:{val}", f"seat:{val}", f"value:{f}:{val}"]


def step(board, v):
    """(the line key, its arguments, the hotspot to light) for now, or None."""
    p = plan(board, v)
    if p is None:
        return None
    what, action = p
    b = board.builder
    stage = _stage(b, what)
    key = f"{what}_{stage}" if stage else what
    if not i18n.has(f"colony.ui.guide.{key}"):
        key = what if i18n.has(f"colony.ui.guide.{what}") else "other"
    target = lit_choice(board, target_keys(board, action))
    if target is None:
        return None
    c = board.session.content
    args = {}
    sid = getattr(action, "survivor", None) or (action.leader if b.kind == "draft" else None)
    if b.kind == "draft" and stage == "follower":
        rest = [m for m in action.followers if m not in b.partial]
        sid = rest[0] if rest else sid
    if sid:
        args["name"] = labels.survivor(c, sid)
        d = _survivor_def(c, sid)
        if d is not None:
            args["search"], args["attack"] = d.search, d.attack
    place = getattr(action, "to", None) or (v["survivors"].get(sid, {}).get("place") if sid else None)
    if place:
        args["place"] = labels.place(c, place)
    if getattr(action, "card", None):
        args["card"] = labels.card(c, action.card)
    crisis = c.crises.get(v["crisis"]) if v.get("crisis") else None
    if crisis is not None:
        args["symbol"] = i18n.t(f"colony.ui.symbol.{crisis.symbol}")
    args["verb"] = labels.verb(action.verb)
    if isinstance(getattr(action, "die", None), int):
        args["die"] = action.die
    return key, args, target


# ------------------------------------------------------------------ drawing
def draw(board, surface, v) -> None:
    """The lit target and the line beside it, over the table (a layer of its own)."""
    board.guide_now = None
    board.guide_box = None
    if not wanted(board, v):
        return
    st = step(board, v)
    if st is None:
        return
    key, args, target = st
    board.guide_now = (key, target.key)
    u = board.app.u
    record.new_layer()   # the guide lies over the table
    box = guide_box(board, surface, target.rect, i18n.t(f"colony.ui.guide.{key}", **args),
                    i18n.t("colony.ui.guide.hide"), lambda: hide(board),
                    lambda lit, w, h: _place(board, surface, lit, w, h), u(720), 4, u(15))
    board.guide_box = box.copy()


def _place(board, surface, lit, w, h) -> pygame.Rect:
    """Where the guide's box goes: inside the window below the top bar, over no hotspot that
    can be clicked (no choice, no button) and off the lit target, so a click meant for a choice
    never lands on the guide; among such places the nearest to the target that hides the least
    of what shows on hover (cards, the log). Tried first beside the target, then on a grid."""
    u = board.app.u
    sw, sh = surface.get_size()
    gap = u(14)
    area = pygame.Rect(u(8), u(60), sw - u(16), sh - u(68))
    hard, soft = guide_obstacles(board, lit)
    soft += [layout.log(u), layout.crisis(u)]
    # the words that say what is asked: the action panel's prompt, a decision panel's title
    parts = layout.player_board_parts(u, layout.player_board(u))
    acts = parts.actions
    dec = layout.decision_panel(u)
    soft += [pygame.Rect(acts.x, acts.y, acts.w, u(60)), pygame.Rect(dec.x, dec.y, dec.w, u(90))] * 3
    # the group's cards and the line under each (where the survivor stands, its wounds)
    soft.append(parts.survivors)
    # each Location's entrance row: its zombies and barricades, what a move or a search there
    # risks (the box lay over the Library's just as Odette Marsh was sent there, 1280×720)
    soft += [layout.location_parts(u, r).entrance for r in layout.locations(u).values()]
    return place_box(lit, w, h, area, hard, soft, gap, u(24), u(50))


__all__ = ["draw", "hide", "is_first_game", "plan", "state", "step", "target_keys",
           "wanted"]
