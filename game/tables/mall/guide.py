"""The mall siege's first-game guide (issue 17): in the recommended first game
(``MallTable.first_game``: you and three bots), through the placing of the characters and the
first turn, each decision of the person gets one short line beside the thing to click — what to
do next and why, in the rules' terms — and a lit frame around that thing.

The first turn is the span: it holds every phase once (the police call, the Leader's election,
the zombie dice, the destinations, the moves, the attack), so every kind of decision the person
will meet has come up or been explained by then; from turn 2 on they repeat.

Each step is read from the pending decision and the person's own view (``board.v``: what the
seat may see, never another seat's hand or ballot, nor dice it has not looked at), never from a
fixed click script. What to advise is the heuristic bot's choice from that same view and the legal actions
(rules/mall/bots.py: bots never cheat), so there is one judgement of a good move in the project;
the guide then says which rule makes it good. "Hide the guide" ends it for this game;
Settings → First-game guide turns it off for good. Its button is a "meta" hotspot (the robot
never takes it for a choice) and its box lies over nothing that can be clicked.

The mall's first game has no fixed deal to know it by (its seed is drawn like any new game's),
so the guide speaks in a game of that shape — four seats, one person — as the evacuation game's
guide does for its own first game (solo, Intro, day 1).
"""
from __future__ import annotations

import pygame

from game import i18n
from game.render import record
from game.tables.mall.decisions import no_room, place_in
from game.widgets import guide_box, guide_obstacles, lit_choice, place_box
from rules.mall import actions as A
from rules.mall.bots import HeuristicBot

PLAYERS = 4          # the first game's table: you and three bots (MallTable.first_game)
LAST_TURN = 1        # the guide speaks through the setup (turn 0) and turn 1
PARKING, TOWER, HELIPAD = 1, 2, 4


def is_first_game(session) -> bool:
    """The game at the table has the first game's shape: four seats, one of them a person."""
    return session.game.n == PLAYERS and len(session.humans) == 1


def wanted(board, v) -> bool:
    """Whether the guide speaks now: the first game, up to turn 1, the person deciding with
    nothing held back by a reveal, the setting on, not hidden."""
    s = board.session
    return (bool(getattr(board.app.settings, "guide", True)) and not board.guide_hidden
            and not board.held and v.get("pending") is not None and v.get("turn", 99) <= LAST_TURN
            and s.my_turn() and is_first_game(s))


def state(board) -> tuple:
    """What the guide's showing depends on besides the game (the board's ``_state``)."""
    return (board.guide_hidden, bool(getattr(board.app.settings, "guide", True)))


def hide(board) -> None:
    """"Hide the guide": gone for the rest of this game."""
    board.guide_hidden = True
    board.guide_now = None


# ------------------------------------------------------------------ what to advise
def advice(board, v):
    """The action the guide advises: the heuristic bot's choice from the person's own view and
    legal actions (a fresh bot with a fixed seed: the same advice each time it is asked), kept
    on the board for the decision it answers."""
    s = board.session
    key = (id(s.game), len(s.game.log), s.viewer)
    kept = getattr(board, "_guide_advice", None)
    if kept is not None and kept[0] == key:
        return kept[1]
    legal = board.legal()
    if not legal:
        return None
    hit = HeuristicBot(s.content, 0).choose(v, legal)
    board._guide_advice = (key, hit)
    return hit


def _points(board, piece: str) -> str:
    d = board.session.content.characters[piece.partition(".")[2]]
    return i18n.plural("mall.ui.guide.n_points", d.points)


def _score(board, v, seat: int) -> int:
    """The points of the seat's living characters (public: M-11.3)."""
    content = board.session.content
    return sum(content.characters[p.partition(".")[2]].points for p, at in v["pieces"].items()
               if at > 0 and board.seats.of_colour(p.partition(".")[0]) == seat)


def _seat_points(board, v, seat: int) -> str:
    return i18n.plural("mall.ui.guide.n_points", _score(board, v, seat))


def _effect(board, card: str) -> str:
    return board.session.content.cards[card.rpartition(".")[0]].effect


def _defence(v, place: int, extra: int = 0) -> int:
    """The place's defence as the view says it (the rules work it out, M-8.1), ``extra`` more."""
    return place_in(v, place)["defence"] + extra


def _need(v, place: int, piece: str) -> int:
    """How many zombies break in at ``place`` with ``piece`` added there (M-8.1, M-8.2; the
    Helipad's 4, M-8.4)."""
    d = _defence(v, place, 2 if piece.endswith(".bouncer") else 1)
    return min(d, 4) if place == HELIPAD else d


def _zombies(v, place: int) -> int:
    return place_in(v, place)["zombies"]


def _hit(board, v) -> str:
    """The places the dice this seat saw send zombies to ("nowhere" when none)."""
    open_ = {p["number"] for p in v["places"] if not p["blocked"]}
    hit = sorted({d for d in v["dice"] or () if d in open_})
    names = [board.place_name(p) for p in hit]
    return ", ".join(names) if names else i18n.t("mall.ui.log.nowhere")


def step(board, v):
    """(line key, its fields, the hotspot keys to light best first, the advised action) for
    the pending decision, or None."""
    a = advice(board, v)
    if a is None:
        return None
    p = v["pending"]
    kind, info = p["kind"], p["info"] or {}
    f = {}
    if getattr(a, "piece", ""):
        f["piece"], f["points"] = board.kind_name(a.piece), _points(board, a.piece)
    if getattr(a, "card", ""):
        f["card"] = board.session.narrator.card(a.card)
    if kind == "place":
        f["place"] = board.place_name(a.at)
        if board.sel_piece != a.piece:
            return "place_piece", f, [f"piece:{a.piece}"], a
        if a.at == TOWER:
            key = "place_tower"
        elif a.at == PARKING:
            key = "place_parking"
        elif _zombies(v, a.at) < _need(v, a.at, a.piece):
            key = "place_safe_helipad" if a.at == HELIPAD else "place_safe"   # M-8.4: four always
        else:
            key = "place_other"
        return key, f, [f"place:{a.at}"], a
    if kind in ("cards", "camera"):
        return _cards(board, v, kind, info, a, f)
    if kind == "vote":
        me = v["seat"]
        to = board.seats.of_colour(a.colour)
        why = info.get("why", "sacrifice")
        f["name"], f["points"] = board.name(to), _seat_points(board, v, to)
        key = f"vote_{why}_self" if to == me else f"vote_{why}"
        cands = [board.seats.of_colour(x.colour) for x in board.legal()]
        level = [c for c in cands if c != me and _score(board, v, c) == _score(board, v, to)]
        if to != me and why == "sacrifice" and len(level) > 1:
            # the rivals here are level on points: the bot took the one whose character
            # here is worth the most
            place = info.get("place", PARKING)
            here = place_in(v, place)["pieces"]
            mine = [p for p in here if board.seats.of_colour(p.partition(".")[0]) == to]
            best = max(mine, key=lambda p: board.session.content.characters[
                p.partition(".")[2]].points)
            f["piece"] = board.kind_name(best)
            key = "vote_sacrifice_even"
        elif to != me and why != "sacrifice" and len({_score(board, v, c) for c in cands}) == 1:
            key += "_even"     # nobody is behind: any rival will do
        return key, f, [f"vote:{a.colour}"], a
    if kind == "keep":
        return "keep", f, [f"keep:{a.card}"], a
    if kind == "give":
        to = board.seats.of_colour(a.to)
        f["name"], f["points"] = board.name(to), _seat_points(board, v, to)
        others = {_score(board, v, x) for x in range(v["players"]) if x != v["seat"]}
        return ("give_even" if len(others) == 1 else "give"), f, [f"give:{a.card}:{a.to}"], a
    if kind in ("announce", "destination"):
        f["place"] = board.place_name(a.to)
        keys = [f"go:{a.to}", f"place:{a.to}"]   # the panel button: the line stays short
        if kind == "announce":
            f["hit"] = _hit(board, v)
            return "announce", f, keys, a
        said = v.get("announced")
        if v.get("dice") is not None:
            f["hit"] = _hit(board, v)
            return "destination_seen", f, keys, a
        if said is not None:
            f["announced"] = board.place_name(said)
            return ("destination_follow" if said == a.to else "destination_announced"), f, keys, a
        return ("destination_tower" if a.to == TOWER else "destination"), f, keys, a
    if kind == "move":
        return _move(board, v, info, a, f)
    if kind == "victim":
        return "victim", f, [f"eaten:{a.piece}"], a
    return None


def _cards(board, v, kind, info, a, f):
    """A card window before a vote (``cards``) or the look at the dice (``camera``)."""
    legal = board.legal()
    plays = [x for x in legal if isinstance(x, A.Play)]
    if kind == "camera":
        if a is A.DONE:
            return ("camera_keep" if plays else "camera_none"), f, ["btn:done"], a
        return "camera_look", f, ["play:camera"], a
    f["place"] = board.place_name(info.get("place", PARKING))
    if a is A.DONE:
        return ("cards_done" if plays else "cards_none"), f, ["btn:done"], a
    eff = _effect(board, a.card)
    key = f"cards_{eff}"
    if eff == "weapon":
        f["n"] = a.kill
        if info.get("place") == PARKING:
            key = "cards_weapon_parking"
        elif info.get("place") == HELIPAD:
            key = "cards_weapon_helipad"   # M-8.4: four zombies break in whatever the defence
    return key, f, [f"play:{plays.index(a)}"], a


def _move(board, v, info, a, f):
    dest = info.get("destination", PARKING)
    f["place"] = board.place_name(dest)
    if a is A.DONE:
        return "move_none", f, ["btn:done"], a
    if isinstance(a, A.Move):
        f["frm"] = board.place_name(v["pieces"][a.piece])
        return ("move_full" if no_room(v, dest) else "move"), f, [f"move:{a.piece}"], a
    # a Service Door: open its choices, pick the character, then its place (or stay)
    if not board.door:
        return "move_door", f, ["door:open"], a
    if board.sel_piece != a.piece:
        return "move_door_piece", f, [f"piece:{a.piece}"], a
    if a.to == v["pieces"][a.piece]:
        return "move_stay", f, ["door:stay"], a
    f["place"] = board.place_name(a.to)
    return "move_door_place", f, [f"place:{a.to}"], a


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
    key, fields, keys, action = st
    target = lit_choice(board, keys)
    if target is None:
        return
    board.guide_now = (key, target.key, action)
    u = board.app.u
    record.new_layer()   # the guide lies over the table
    box = guide_box(board, surface, target.rect, i18n.t(f"mall.ui.guide.{key}", **fields),
                    i18n.t("mall.ui.guide.hide"), lambda: hide(board),
                    lambda lit, w, h: _place(board, surface, lit, w, h), u(760), 4, u(15))
    board.guide_box = box.copy()


def _place(board, surface, lit, w, h) -> pygame.Rect:
    """Where the guide's box goes: inside the window below the top bar, over nothing that can
    be clicked (no choice, no button), off the lit target (so a click meant for a choice never
    lands on the guide) and off the decision panel's prompt; among such places the nearest to
    the target that hides the least of the vote track, the hand and the log."""
    u = board.app.u
    sw, sh = surface.get_size()
    lay = board.lay
    area = pygame.Rect(u(8), lay.top.bottom + u(4), sw - u(16), sh - lay.top.bottom - u(12))
    panel = lay.panel
    # nor the decision panel's words that say what is asked (as the evacuation game's guide
    # keeps off its chooser's title)
    hard, soft = guide_obstacles(board, lit)
    hard.append(pygame.Rect(panel.x, panel.y, panel.w, u(130)))
    soft += [lay.status, lay.hand, lay.log]
    return place_box(lit, w, h, area, hard, soft, u(14), u(24), u(50))


__all__ = ["advice", "draw", "hide", "is_first_game", "state", "step", "wanted"]
