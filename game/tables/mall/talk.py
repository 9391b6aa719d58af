"""Table talk before each vote (issue 17): the people at the table talk aloud before the ballots.

A New-game option of the mall (off, 30 s or 60 s; ``CHOICES``), kept with the game's table data:
``seconds(game)`` / ``set_seconds(game, s)`` here, written to the save's [table] as ``talk`` by
``MallTable.save_header`` and read back by ``MallTable.restore``. Before each round of a vote
(the police call, the Leader, a victim; a repeat vote too), once any cards are played and before
the first ballot, the board:

- writes what each bot voting in it says it leans towards, as public lines of the log
  (``bot_talk``): the bot chooses its words from its own view (``HeuristicBot.intention``), and
  may bluff, as the rules allow;
- with the option on and a person at the table, shows ``TalkScene``: the vote, its candidates,
  who votes with how many votes, and a countdown everyone can see, over the hand and the
  decision panel (the mall, the players, the vote track and the log stay in view). "Vote now"
  (Return) ends it early. Nobody's secrets are drawn meanwhile: the board shows the public view.

With nobody but bots at the table there is no pause: bots do not wait for talk.
"""
from __future__ import annotations

import weakref

import pygame

from game import i18n, theme
from game.app import Scene
from game.render import text
from game.widgets import button, panel
from rules.core.records import Event

CHOICES = (0, 30, 60)        # seconds; 0: off
TALK_EVENT = "table_talk"    # the table's own log line (never the engine's: not in a save)

_SECONDS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def seconds(game) -> int:
    """The talk before each vote of ``game``, in seconds (0: off)."""
    return _SECONDS.get(game, 0)


def set_seconds(game, s) -> None:
    """Set the talk of ``game``; anything but one of ``CHOICES`` turns it off (a damaged save)."""
    _SECONDS[game] = s if type(s) is int and s in CHOICES else 0


def label(s: int) -> str:
    return i18n.t("mall.ui.setup.talk_off") if not s else i18n.t("mall.ui.setup.talk_seconds", n=s)


# ------------------------------------------------------------------ when and what
def round_key(session):
    """The round of a vote about to be cast (its first ballot pending), or None: (the game, the
    length of its log), which names each round of each vote once."""
    g = session.game
    p = g.pending
    if p is None or p.kind != "vote":
        return None
    poll = g.public_view().get("poll")
    if not poll or poll.get("done"):
        return None
    return (id(g), len(g.log))


def wanted(session) -> bool:
    """A pause is held: the option is on and a person sits at the table."""
    return seconds(session.game) > 0 and bool(session.humans)


def bot_talk(session) -> list:
    """What each bot voting in the vote about to be cast says it leans towards, added to the
    session's log as public lines; the lines, as events. A bot says it from its own view only
    (``game.view(seat)``), through its ``intention`` (rules/mall/bots.py)."""
    g = session.game
    poll = g.public_view().get("poll") or {}
    said = []
    for seat in poll.get("seats", ()):
        bot = session.bots.get(seat)
        intention = getattr(bot, "intention", None)
        if intention is None:
            continue
        colour = intention(g.view(seat))
        if colour is None or colour not in g.colours:
            continue
        e = Event(TALK_EVENT, {"seat": seat, "for": g.colours.index(colour),
                               "why": poll.get("why")})
        said.append(e)
    idx = len(g.log) - 1
    session.events.extend((e, idx) for e in said)
    return said


# ------------------------------------------------------------------ the pause on screen
class TalkScene(Scene):
    """The countdown before the ballots, over the lower part of the board."""

    overlay = True
    everyone_looks = True

    def __init__(self, app, board, secs: int):
        super().__init__(app)
        self.board = board
        self.session = board.session
        self.total = float(secs)
        self.left = float(secs)
        v = self.session.game.public_view()
        self.poll = dict(v.get("poll") or {})
        self.place = ((v.get("pending") or {}).get("info") or {}).get("place")

    def update(self, dt):
        self.left -= dt
        if self.left <= 0:
            self.close()

    def animating(self) -> bool:
        return True          # the countdown runs

    def close(self):
        if self.app.top is self:
            self.app.pop()

    def key(self, event):
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.close()
            return None
        return event         # Esc (the menu), F1 (the rules) reach the board

    def draw(self, surface):
        u = self.app.u
        b = self.board
        lay = b.lay
        box = lay.hand.union(lay.panel)
        panel(surface, box, theme.PANEL, theme.WARM, radius=14, width=3)
        why = self.poll.get("why", "sacrifice")
        title = i18n.t(f"mall.ui.vote.title.{why}")
        if self.poll.get("round", 1) > 1:
            title += " " + i18n.t("mall.ui.vote.repeat")
        text.draw(surface, i18n.t("mall.ui.talk.title"), (box.x + u(24), box.y + u(18)), u(26),
                  theme.WARM, bold=True, max_width=box.w - u(360))
        text.draw(surface, title, (box.x + u(24), box.y + u(58)), u(21), theme.FROST, bold=True,
                  max_width=box.w - u(360))
        # the countdown, everyone's to see
        clock = pygame.Rect(box.right - u(320), box.y + u(16), u(296), u(150))
        left = max(0, int(self.left + 0.999))
        text.draw(surface, f"{left // 60}:{left % 60:02d}", (clock.centerx, clock.y), u(72),
                  theme.FROST, bold=True, anchor="midtop")
        bar = pygame.Rect(clock.x, clock.y + u(96), clock.w, u(14))
        pygame.draw.rect(surface, theme.TABLE_DARK, bar, border_radius=u(7))
        part = bar.copy()
        part.w = max(0, int(bar.w * max(0.0, self.left) / max(1.0, self.total)))
        if part.w:
            pygame.draw.rect(surface, theme.WARM, part, border_radius=u(7))
        text.draw(surface, i18n.t("mall.ui.talk.left", s=left), (clock.centerx, bar.bottom + u(8)),
                  u(17), theme.TEXT_DIM, anchor="midtop", max_width=clock.w)
        button(self, surface, (clock.x, box.bottom - u(86), clock.w, u(64)), i18n.t("mall.ui.talk.vote_now"),
               self.close, "vote_now", u(26), role="advance", primary=True, shortcut=pygame.K_RETURN)
        # the candidates and the voters
        col = pygame.Rect(box.x + u(24), box.y + u(100), box.w - u(380), box.h - u(116))
        half = (col.w - u(24)) // 2
        self._names(surface, pygame.Rect(col.x, col.y, half, col.h),
                        i18n.t("mall.ui.talk.candidates"),
                        [(b.seats.of_colour(c), "") for c in self.poll.get("candidates") or ()])
        weights = dict((s, w) for s, w in self.poll.get("weights", ()))
        self._names(surface, pygame.Rect(col.x + half + u(24), col.y, half, col.h),
                    i18n.t("mall.ui.talk.voters"),
                    [(s, i18n.plural("mall.ui.n.votes", weights[s]) if s in weights else "")
                     for s in self.poll.get("seats", ())])
        hint = pygame.Rect(col.x, col.bottom - u(66), col.w, u(62))
        text.draw_block(surface, i18n.t("mall.ui.talk.hint"), hint, u(18), theme.TEXT_DIM, min_size=u(14))

    def _names(self, surface, r, head, rows) -> None:
        u = self.app.u
        b = self.board
        text.draw(surface, head, (r.x, r.y), u(18), theme.TEXT_DIM, bold=True, max_width=r.w)
        y = r.y + u(30)
        rh = max(u(24), min(u(34), (r.h - u(30) - u(70)) // max(1, len(rows))))
        for s_, right in rows:
            b.seats.mark(surface, s_, (r.x + u(12), y + rh // 2), u(10))
            rr = text.draw(surface, right, (r.right, y + rh // 2), u(18), theme.TEXT, anchor="midright") \
                if right else pygame.Rect(r.right, y, 0, 0)
            text.draw(surface, b.name(s_), (r.x + u(32), y + rh // 2), u(20), b.seats.ink(s_), bold=True,
                      anchor="midleft", max_width=rr.x - r.x - u(44))
            y += rh


__all__ = ["CHOICES", "TALK_EVENT", "TalkScene", "bot_talk", "round_key", "seconds", "set_seconds",
           "wanted"]
