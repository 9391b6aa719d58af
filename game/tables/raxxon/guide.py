"""The first-game guide (issue 14): in a solo game at the Intro level, on the first day, the
table says at each step what to do next and why — one short line beside the thing to click —
and lights that thing. Each step is read from the pending decision and the view (never a fixed
click script), so it is right whatever cards were dealt. "Hide the guide" ends it for this game;
Settings → First-game guide turns it off for good. Its button is a "meta" hotspot: the robot
never takes it for a choice.
"""
from __future__ import annotations

import pygame

from game import i18n
from game.render import record
from game.widgets import guide_box, guide_obstacles, place_box
from rules.raxxon import actions as A


def wanted(board, v) -> bool:
    """Whether the guide speaks now: solo, Intro, day 1, the person deciding, not hidden."""
    s = board.session
    p = v["pending"]
    return (getattr(board.app.settings, "guide", True) and not board.guide_hidden
            and v["players"] == 1 and v["difficulty"] == "intro" and v["day"] == 1
            and p is not None and s.my_turn())


def speaks(board, v) -> bool:
    """Whether the guide has a step to light for the pending decision (``wanted`` and ``step``):
    the decision panel then offers no Hint beside it."""
    return wanted(board, v) and step(board, v) is not None


def hotspot_key(a) -> str:
    """The key of the hotspot the board draws for a legal action (board.py, boards.py,
    decisions.py, chooser.py)."""
    if isinstance(a, A.Act):
        return f"act:{a.action}"
    if isinstance(a, A.Cell):
        return f"cell:{a.r}:{a.c}"
    if isinstance(a, A.Line):
        return f"line:{a.axis}:{a.at}"
    if isinstance(a, A.Character):
        return f"char:{a.id}"
    if isinstance(a, A.Choose):
        return f"opt:{a.option}"
    if isinstance(a, A.First):
        return f"first:{a.card}"
    if isinstance(a, A.Pick):
        return f"pick:{a.card}"
    if isinstance(a, A.Company):
        return f"company:{a.choice}"
    return f"btn:{a.text.split()[0]}"


def _board_actions(content, v, seat) -> dict:
    """action id -> the action of the seat's board today (its family, kind, name)."""
    b = v["boards"][seat]
    ch = content.characters.get(b["character"]) if b["character"] else None
    if ch is None:
        return {}
    return {a.id: a for a in ch.sides[b["side"]].actions}


def _families(content, v, seat) -> dict:
    """action id -> family for the seat's board today."""
    return {k: a.family for k, a in _board_actions(content, v, seat).items()}


# evacuating the cards one has found: an action that takes chosen cards first (a whole row or
# column fails on one infected card among them)
_EVACUATE_FIRST = ("evacuate", "evacuate_line")


def step(board, v) -> tuple[str, object] | None:
    """(the line to show, the legal action it lights) for the pending decision, or None."""
    s = board.session
    content = s.content
    by = board.by
    p = v["pending"]
    kind, info, seat = p["kind"], p["info"] or {}, p["seat"]
    legal = [a for group in by.values() for a in group]
    if not legal:
        return None
    cit = content.citizens
    crowd = v["crowd"]
    found = {(c["r"], c["c"]) for c in crowd if not c["up"] and c["card"] is not None
             and cit[c["card"]].healthy}
    healthy_up = {(c["r"], c["c"]) for c in crowd if c["up"] and cit[c["card"]].healthy}
    unknown = {(c["r"], c["c"]) for c in crowd if not c["up"] and c["card"] is None}

    def plain(word):
        return next((a for a in by["plain"] if a.text.split()[0] == word), None)

    if kind in ("board", "character"):
        band = s.game.band
        best = None
        for a in by["char"]:
            fams = {x.family for x in content.characters[a.id].sides[band].actions}
            if {"explore", "evacuate"} <= fams:
                best = a
                break
        return "board", best or by["char"][0]
    if kind == "consequence":
        a = plain("go") or legal[0]
        return "consequence", a
    if kind == "action":
        fams = _families(content, v, seat)
        idle = set(info.get("idle", ()))   # offered with nothing to act on: never advised
        acts = {a.action: a for a in by["act"] if a.action not in idle}
        kinds = {k: a.kind for k, a in _board_actions(content, v, seat).items()}
        evacs = [a for k, a in acts.items() if fams.get(k) == "evacuate"]
        evacs.sort(key=lambda a: _EVACUATE_FIRST.index(kinds.get(a.action))
                   if kinds.get(a.action) in _EVACUATE_FIRST else len(_EVACUATE_FIRST))
        evac = evacs[0] if evacs else None
        explore = next((a for k, a in acts.items() if fams.get(k) == "explore"), None)
        tokens = sum(v["boards"][seat]["tokens"].values())
        if (found or healthy_up) and evac is not None:
            # a row or column evacuates only when every card of it is healthy: said so
            line = kinds.get(evac.action) == "evacuate_line"
            return ("evacuate_line" if line else "evacuate"), evac
        if unknown and explore is not None and tokens < 3:
            return "explore", explore
        if plain("pass") is not None and (tokens >= 3 or not acts):
            return "pass", plain("pass")
        if acts:
            return "action", (evac or explore or next(iter(acts.values())))
        return "pass", plain("pass") or legal[0]
    if kind == "target":
        purpose = info.get("purpose", "")
        cells = {(a.r, a.c): a for a in by["cell"]}
        if purpose in ("peek", "op_peek", "triage", "pickup") and cells:
            a = next((cells[rc] for rc in sorted(cells) if rc in unknown), None)
            return "peek", a or next(iter(cells.values()))
        if purpose in ("evacuate", "op_evacuate") and cells:
            a = next((cells[rc] for rc in sorted(cells) if rc in found | healthy_up), None)
            if a is not None:
                return "evacuate_target", a
        if cells:
            return "target", cells[sorted(cells)[0]]
        return "target", legal[0]
    if kind == "confirm":
        c = next((c for c in crowd if (c["r"], c["c"]) == (info.get("r"), info.get("c"))), None)
        yes = plain("yes") or legal[0]
        if c is not None and c["card"] is not None:
            return ("confirm_healthy" if cit[c["card"]].healthy else "confirm_infected"), yes
        return "confirm", yes
    if kind == "optional":
        return "optional", plain("no") or legal[0]
    if kind == "turn_down":
        return "turn_down", plain("done") or legal[0]
    if kind == "raxxon":
        return "raxxon", (by["choose"] or legal)[0]
    if kind == "order":
        return "order", (by["first"] or legal)[0]
    if kind == "company":
        return "company", (by["company"] or legal)[0]
    if kind == "remove_token":
        return "remove_token", (by["act"] or legal)[0]
    if kind == "line" and info.get("purpose") == "evacuate_line" and by["line"]:
        # the row or column with the most healthy cards the seat knows of and no infected one
        # it knows of, the fewest unknown: not the first handle
        known = {(c["r"], c["c"]): cit[c["card"]].healthy for c in crowd if c["card"] is not None}

        def worth(a):
            cells = [(c["r"], c["c"]) for c in crowd
                     if (c["r"] if a.axis == "row" else c["c"]) == a.at]
            if any(known.get(rc) is False for rc in cells):
                return (0, 0, 0)
            return (1, sum(1 for rc in cells if known.get(rc)), -sum(1 for rc in cells if rc not in known))
        best = max(by["line"], key=worth)
        return ("line_evacuate" if worth(best)[1] else "line"), best
    if kind in ("line", "place", "reveal"):
        return kind, legal[0]
    return None


def draw(board, surface, v) -> None:
    """The lit target and the line beside it, over the table (a layer of its own)."""
    board.guide_now = None
    board.guide_rects = []
    if not wanted(board, v):
        return
    st = step(board, v)
    if st is None:
        return
    what, action = st
    target = next((h for h in reversed(board.hotspots) if h.key == hotspot_key(action)), None)
    if target is None:
        return
    board.guide_now = (what, action)
    u = board.app.u
    record.new_layer()   # the guide lies over the table
    line = i18n.t(f"raxxon.ui.guide.{what}")
    if isinstance(action, A.Act):   # name the board's own action: "Recon", not "Explore"
        named = _board_actions(board.session.content, v, v["pending"]["seat"]).get(action.action)
        if named is not None:
            line = f"{i18n.localized(named.name)}: {line[:1].lower()}{line[1:]}"
    box = guide_box(board, surface, target.rect, line, i18n.t("raxxon.ui.guide.hide"),
                    board.hide_guide, lambda lit, w, h: _place(board, surface, lit, w, h),
                    u(760), 3, u(16))
    board.guide_rects = [box.copy()]


def _place(board, surface, lit, w, h) -> pygame.Rect:
    """Where the guide's box goes: inside the window (below the top bar), over nothing that can
    be clicked — no choice, lit or not, no button — and off the lit target, so a click meant for
    a choice never lands on the guide; among such places, the nearest to the target that hides
    the least of what shows on hover (crowd cards, piles). Tried first beside the target, then
    anywhere on a grid."""
    u = board.app.u
    sw, sh = surface.get_size()
    gap = u(14)
    area = pygame.Rect(u(8), u(60), sw - u(16), sh - u(68))
    hard, soft = guide_obstacles(board, lit)
    if board._log_live:   # the log is drawn over the table's picture, the guide with it
        hard.append(board.lay.log)
    # what the guide had better not hide: what shows more on hover, the decision panel's words
    if board.by.get("char"):   # nor the chooser's title and hint
        c = board.lay.chooser
        hard.append(pygame.Rect(c.x, c.y, c.w, u(80)))
    # nor whose board it is (its header) when the board shows a character
    if board.v.get("boards") and board.v["boards"][0].get("character"):
        hard.append(pygame.Rect(board.lay.board.x, board.lay.board.y, board.lay.board.w, u(40)))
    soft.append(board.lay.panel)
    return place_box(lit, w, h, area, hard, soft, gap, u(24), u(50))
