"""The table's state at a glance: the top bar (round, Morale, food, whose decision, and the
Menu / Rules / Undo buttons), the Morale and Round tracks, the current crisis and the Main
objective."""
from __future__ import annotations

import pygame

from game import i18n, theme
from game.render import text
from game.tables.colony import labels, layout
from game.widgets import button, panel

MORALE_MAX = 10   # C-23.3
# the numbers of the top bar and the tracks, and who is deciding what, held back while a throw
# rolls or a reveal is up (a tied vote's "decide the tie" must not show before the ballots do)
HELD_FIELDS = ("round", "rounds_left", "morale", "food", "waste", "starvation", "pending")


def _under_reveal(board) -> bool:
    top = board.app.top
    return top is not board and getattr(top, "holds_back", False)


def rolling(board) -> bool:
    """A throw is in the dice tray (the board's ``tray``: set while the dice roll and rest)."""
    return getattr(board, "tray", None) is not None


def shows_later(board) -> bool:
    """A throw is rolling or a reveal (``holds_back``) lies over the board: what they show is
    not told yet (the log stops before it, issue 15)."""
    return rolling(board) or _under_reveal(board)


def holding(board) -> bool:
    """Whether the header keeps its numbers and decision as last drawn: under a reveal, and
    under a throw whose outcome changes the table (an exposure roll, an attack on a survivor:
    a wound, a death, Morale). The round's action dice change nothing the header shows: under
    them it reads the round that began (its food, its Morale), as the log does."""
    thrown = rolling(board) and getattr(board, "tray_hides", True)
    return thrown or _under_reveal(board)


def shown(board, v) -> dict:
    """The view with the header's numbers as last drawn while ``holding``, else as they are
    now (and remembered for the next throw). Public numbers only: no secret is kept here."""
    kept = getattr(board, "_header_kept", None)
    if kept and holding(board):
        return {**v, **kept}
    board._header_kept = {k: v[k] for k in HELD_FIELDS if k in v}
    return v


def top_bar(board, surface, v, r):
    u = board.app.u
    session = board.session
    v = shown(board, v)
    r = panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=0, width=0)
    status = i18n.t("colony.ui.board.status" if v["round"] else "colony.ui.board.setup",
                    round=v["round"], rounds_left=v["rounds_left"], morale=v["morale"],
                    food=v["food"], waste=v["waste"])
    if v["starvation"]:
        status += "  ·  " + i18n.t("colony.ui.board.starvation", n=v["starvation"])
    x = u(16)
    text.draw(surface, status, (x, u(14)), u(24), theme.TEXT, bold=True)
    x += text.width(status, u(24), True) + u(30)
    p = v["pending"]
    # the line ends before the buttons on the right (Undo's, when it is there)
    at = layout.meta_buttons(u, r.w)
    right = at["undo" if _undo_shown(board) else "rules"].x - u(16)
    if rolling(board):
        # a throw in the tray: neither what it leads to (not before the dice land) nor the
        # decision last drawn before it (a bot's draft, under the first round's dice)
        text.draw(surface, i18n.t("colony.ui.board.rolling"), (x, u(14)), u(24), theme.TEXT_DIM,
                  bold=True, max_width=right - x)
    elif p is not None:
        seat = p["seat"]
        who = session.table.seat_name(session.seats, seat)
        what = deciding(p["kind"], p.get("info"), session)
        line = i18n.t("colony.ui.board.thinking" if session.bot_thinking()   # a search bot
                      else "colony.ui.board.deciding", name=who, what=what)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[seat], (x + u(10), u(28)), u(9))
        text.draw(surface, line, (x + u(28), u(14)), u(24),
                  theme.WARM if session.my_turn() else theme.TEXT_DIM, bold=True,
                  max_width=right - x - u(28))
    meta_buttons(board, surface, r)


def deciding(kind: str, info: dict | None = None, session=None) -> str:
    """The decision as the top bar says it after "Anna: ": in lower case ("Anna: choose the die
    to raise", not "Anna: Choose…", beside "Anna: take an action…"); a Thin Ice card keeps the
    capital of its name. An "up to N" question names what one more would be ("kill another
    zombie, or stop here?": «ещё одно» matched nothing on the screen)."""
    more = (info or {}).get("what") if kind == "more" else None
    if more and i18n.has(f"colony.ui.decision.more_{more}_head"):
        return i18n.t(f"colony.ui.decision.more_{more}_head")
    what = labels.decision(kind, info, session)
    if kind == "crossroads" or labels.asker(kind, info, session) is not None:   # a name first
        return what
    return what[:1].lower() + what[1:]


def _undo_shown(board) -> bool:
    s = board.session
    return s.can_undo() and not s.inside_action()   # inside an action: Back does it


def meta_buttons(board, surface, bar):
    u = board.app.u
    at = layout.meta_buttons(u, bar.w)
    button(board, surface, at["menu"], i18n.t("colony.ui.board.menu"), board.open_menu, "menu",
           u(20), role="meta")
    button(board, surface, at["rules"], i18n.t("colony.ui.board.rules"), board.open_rules,
           "rules", u(20), role="meta", shortcut=pygame.K_F1)
    if _undo_shown(board):
        button(board, surface, at["undo"], i18n.t("colony.ui.board.undo"), board.undo, "undo",
               u(20), role="meta", shortcut=pygame.K_z)


def tracks(board, surface, v, r):
    """The Morale and Round tracks (C-23.3): a pip per step, Morale turning red when low."""
    u = board.app.u
    v = shown(board, v)
    played = max(0, v["round"] - 1)   # rounds_left counts the round being played
    rows = (("colony.ui.colony.morale", v["morale"], MORALE_MAX,
             theme.DANGER if v["morale"] <= 3 else theme.GOOD),
            ("colony.ui.colony.rounds", v["rounds_left"], played + v["rounds_left"], theme.FROST))
    h = r.h // 2
    label_w = max(text.width(i18n.t(k), u(15), True) for k, *_ in rows) + u(10)
    for n, (key, value, top, colour) in enumerate(rows):
        y = r.y + n * h + h // 2
        text.draw(surface, i18n.t(key), (r.x, y), u(15), theme.TEXT_DIM, bold=True,
                  anchor="midleft", max_width=label_w)
        step = min(u(22), (r.w - label_w) // max(1, top))
        rad = max(3, min(u(8), step // 2 - 1))
        for k in range(top):
            c = (r.x + label_w + k * step + step // 2, y)
            if k < value:
                pygame.draw.circle(surface, colour, c, rad)
            else:
                pygame.draw.circle(surface, theme.PANEL_EDGE, c, rad, 1)


def crisis(board, surface, v, r):
    u = board.app.u
    panel(surface, r, (58, 36, 40), theme.CRISIS, radius=10)
    cid = v["crisis"]
    if cid:
        d = board.session.content.crises[cid]
        text.draw(surface, i18n.t("colony.ui.crisis.title", name=i18n.name(d)),
                  (r.x + u(12), r.y + u(8)), u(22), theme.TEXT, bold=True, max_width=r.w - u(24))
        need = i18n.t("colony.ui.crisis.need", symbol=i18n.t(f"colony.ui.symbol.{d.symbol}"),
                      p=v["p"], n=v["crisis_contributions"])
        text.draw(surface, need, (r.x + u(12), r.y + u(40)), u(18), theme.WARM, bold=True,
                  max_width=r.w - u(24))
        text.draw_block(surface, labels.crisis_penalty(d),
                        pygame.Rect(r.x + u(12), r.y + u(68), r.w - u(24), r.h - u(76)), u(17), theme.TEXT)
        board.hot(r, "look:crisis", None, role="look", hover=("crisis", cid))
    else:
        text.draw(surface, i18n.t("colony.ui.crisis.none"), (r.x + u(12), r.y + u(8)), u(22),
                  theme.TEXT_DIM, bold=True)


def main_objective(board, surface, v, r):
    u = board.app.u
    panel(surface, r, (34, 52, 42), theme.MAIN, radius=10)
    d = board.session.content.mains[v["main"]]
    side = d.hardcore if v["main_side"] == "hardcore" else d.standard
    title = i18n.t("colony.ui.main.title", name=i18n.name(d))
    if v["main_side"] == "hardcore":
        title += " · " + i18n.t("colony.ui.main.hardcore")
    text.draw(surface, title, (r.x + u(12), r.y + u(8)), u(22), theme.TEXT, bold=True,
              max_width=r.w - u(24))
    pile = len(v["main_pile"])
    text.draw(surface, i18n.t("colony.ui.main.pile", n=pile), (r.right - u(12), r.y + u(40)),
              u(17), theme.WARM, bold=True, anchor="topright")
    text.draw_block(surface, i18n.localized(side.text), pygame.Rect(r.x + u(12), r.y + u(40),
                    r.w - u(190), r.h - u(46)), u(17), theme.TEXT)
    board.hot(r, "look:main", None, role="look", hover=("main", v["main"]))
