"""The mall table: the six places with their characters and zombies, the players, the zombie
dice, the vote track of the current vote, the log, the hand of the seat looking and the
decision panel — drawn only from ``session.view()`` (DESIGN.md).

Every legal action of the pending decision (``session.legal()``, nothing else) becomes one
clickable thing: a lit place (placing a character, a destination, a Service Door's place), a
button of the decision panel (a card to play, a ballot, a card to keep or give, a character to
move or to lose, done). ``robot_check`` proves each legal action is on screen.
"""
from __future__ import annotations

import pygame

from game import i18n, scenes, theme
from game.render import text
from game.tables.board import TableBoard
from game.tables.mall import decisions, guide, paint
from game.tables.mall.layout import Layout
from game.widgets import below, button, panel, tip
from rules.mall import actions as A
from rules.mall.game import PARKING
from rules.mall.game import ROOF as HELIPAD  # M-8.4: four zombies always break in

# every decision kind this board answers (tests: equal to rules.mall.kinds.DECISION_KINDS):
# on the map (place, announce, destination; a Service Door's place) and in the decision panel
# (cards, camera, vote, keep, give, move, victim; and the places again as buttons)
HANDLED_KINDS = frozenset({"place", "cards", "camera", "vote", "keep", "give", "announce",
                           "destination", "move", "victim"})
MAP_KINDS = frozenset({"place", "announce", "destination"})
REVEALS = ("ballots_revealed", "destinations_revealed")


class Board(TableBoard):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.seats = paint.Seats(session.content, session.game.n)
        self.lay = Layout(app.u, app.screen.get_size())
        self.mouse = (0, 0)
        self.log_scroll = 0
        self._over_shown = False
        self.offered: set = set()
        self.sel_piece: str | None = None    # the character chosen first (place, Service Door)
        self.door = False                    # the Service Door's choices are shown (move)
        self._sel_for = None
        self.reveals: list = []              # reveal overlays waiting to be shown
        self.last_vote: dict | None = None   # the last vote's count (public), for the track
        self._shown = None
        self.v: dict = {}
        # the table as last drawn before a reveal's events: (view, last vote's count); drawn
        # again while a reveal is queued or open, so nothing shows before the reveal does
        self._kept: tuple | None = None
        self.held = False                    # this frame draws the kept table (``held_from``)
        self.shown_vote: dict | None = None  # the last vote's count as this frame draws it
        self.legal_drawn: list = []          # the legal actions this frame offers
        self.talked = None                   # the vote round whose talk is done (talk.py)
        self.guide_hidden = False            # the first-game guide hidden for this game (guide.py)
        self.guide_now = None                # (line, lit hotspot key, advised action) as drawn
        self.guide_box = None                # the guide's box as last drawn (the robot checks it)
        for e, _ in session.events:          # a loaded game: its last count
            self._note(e)
        session.listeners.append(self.on_events)

    def relayout(self):
        self.lay = Layout(self.app.u, self.app.screen.get_size())

    # ------------------------------------------------------------ events from the engine
    def _note(self, e) -> None:
        if e.kind == "vote_tally":
            self.last_vote = dict(e.data)
        elif e.kind == "phase" and e.data.get("phase") in ("A", "C"):
            self.last_vote = None

    def on_events(self, events):
        from game.tables.mall.reveal import RevealScene
        start = len(self.session.events) - len(events)
        for k, e in enumerate(events):
            self._note(e)
            if e.kind in REVEALS:
                tally = next((x for x in events[k + 1:] if x.kind == "vote_tally"), None)
                self.reveals.append(RevealScene(self.app, self.session, self.seats, e, tally,
                                                cut=start + k, after=events[k + 1:]))
        sounds = {"eaten": "lose", "turn": "turn", "ballots_revealed": "click"}
        for e in events:
            if e.kind in sounds:
                self.app.sound(sounds[e.kind])
                break
        self.log_scroll = 0

    def pause(self):
        self.hovered = None
        self.mouse = (-1, -1)

    # ------------------------------------------------------------ what a reveal holds back
    def held_from(self) -> int | None:
        """The first event of the session that a reveal waiting to be shown, or open over the
        board, has not shown yet; None when nothing is held back. The log stops before it,
        and the rest of the table (the top bar's turn and whose decision it is, the places, the
        vote track, the panel) stays as it was last drawn before it (as colony's table does:
        game/tables/colony/zones/header.py): the ballots' count, the new Leader, the next
        decision show when the reveal closes."""
        cuts = [r.cut for r in self.reveals]
        cuts += [getattr(sc, "cut", None) for sc in self.app.stack
                 if getattr(sc, "holds_back", False) and getattr(sc, "session", None) is self.session]
        cuts = [c for c in cuts if c is not None and c <= len(self.session.events)]
        return min(cuts) if cuts else None

    def _table_view(self) -> tuple:
        """(view, last vote, holding): the live table, or the kept one while a reveal holds
        back. The kept view is the same viewer's; if the viewer changed meanwhile (the shared
        screen drops the last voter's view), its secrets are replaced by the live view's."""
        live = self.session.view()
        if self.held_from() is None or self._kept is None:
            self._kept = (live, self.last_vote)
            return live, self.last_vote, False
        v, last = self._kept
        if v.get("seat") != live.get("seat"):
            v = {**v, **{k: live[k] for k in ("seat", "hand", "drawn")}}
            # the dice as everyone saw them then: placed on the board from phase E on
            # (M-7.12), else hidden — not the live ones, placed since (under the destinations'
            # reveal they showed with "You have seen the dice", to a table whose viewer had gone)
            v["dice"] = v["dice"] if v.get("phase") in ("E", "F") else None
            if v.get("poll") is not None:
                v["poll"] = {**v["poll"], "mine": None}
        return v, last, True

    # ------------------------------------------------------------ the loop
    def _state(self) -> tuple:
        s = self.session
        p = s.game.pending
        return (id(s.game), len(s.game.log), len(s.events), s.viewer,
                None if p is None else (p.kind, p.seat), self.log_scroll, self.sel_piece, self.door,
                self.held_from(), i18n.language(), text.scale, self.app.screen.get_size(),
                guide.state(self), s.bot_thinking())   # a bot's answer wakes the window (issue 18)

    def animating(self) -> bool:
        if self._shown != self._state():
            return True
        if self.app.top is not self:
            return False
        s = self.session
        if self.reveals:
            return True
        if s.game.pending is None:
            return not self._over_shown
        from game.tables.mall import talk
        return s.bot_moving() or s.needs_curtain() or talk.round_key(s) not in (None, self.talked)

    def update(self, dt):
        if self.app.top is not self:
            return
        if self.reveals:
            self.app.push(self.reveals.pop(0))   # it holds the table back until it closes
            return
        s = self.session
        if s.game.pending is None:
            if not self._over_shown:
                self._over_shown = True
                from game.tables.mall.gameover import GameOverScene
                self.app.push(GameOverScene(self.app, s, self.seats))
            return
        if self._talk():
            return
        if s.needs_curtain():
            s.drop_viewer()
            scenes.push(self.app, "curtain", s, s.pending_seat)
            return
        if s.bot_to_move():
            s.bot_tick(self.app, dt)

    def _talk(self) -> bool:
        """Before the first ballot of each vote round: the bots' words in the log, then the
        table-talk pause when it is on and a person is at the table (talk.py). True when the
        pause has begun (the board waits under it)."""
        from game.tables.mall import talk
        s = self.session
        key = talk.round_key(s)
        if key is None or key == self.talked:
            return False
        self.talked = key
        if talk.bot_talk(s):
            self.log_scroll = 0
        if not talk.wanted(s):
            return False
        self.app.push(talk.TalkScene(self.app, self, talk.seconds(s.game)))
        return True

    def holding(self) -> bool:
        return self.held   # while a reveal holds the table back, nothing is offered yet

    # ------------------------------------------------------------ choosing
    def choose(self, action):
        self.sel_piece, self.door = None, False
        if not self.session.apply(action):
            self.app.notify(self.session.refusal_text())

    def offer(self, rect, action, key, hover=None):
        self.offered.add(action.text)
        return self.hot(rect, key, lambda a=action: self.choose(a), role="choice", hover=hover)

    def select(self, piece):
        self.sel_piece = piece

    def set_door(self, on: bool):
        self.door = on
        self.sel_piece = None

    # ------------------------------------------------------------ words
    def name(self, seat: int) -> str:
        return self.session.table.seat_name(self.session.seats, seat)

    def place_name(self, p: int) -> str:
        return i18n.name(self.session.content.places[p])

    def kind_name(self, piece: str) -> str:
        return i18n.name(self.session.content.characters[piece.partition(".")[2]])

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        s = self.session
        k = (id(s.game), len(s.game.log), s.viewer)
        if self._sel_for != k:       # a new decision: nothing chosen half-way
            self._sel_for = k
            self.sel_piece, self.door = None, False
        self.offered = set()
        v, self.shown_vote, self.held = self._table_view()
        self.v = v
        legal = [] if self.held else self.legal()
        self.legal_drawn = legal
        self.targets = self._map_targets(legal, v)
        surface.fill(theme.TABLE)
        self._top_bar(surface, v)
        self._map(surface, v)
        self._seats(surface, v)
        self._status(surface, v)
        self._log(surface, self.lay.log)
        self._hand(surface, v)
        decisions.draw_panel(self, surface, v, self.lay.panel, legal)
        guide.draw(self, surface, v)   # the first game's guide (issue 17), over the table
        self._shown = self._state()
        self._hover_tip(surface)

    def _map_targets(self, legal, v) -> dict:
        """place number -> the legal action a click on that place takes."""
        out = {}
        p = v["pending"]
        if not legal or p is None:
            return out
        kind = p["kind"]
        if kind in ("announce", "destination"):
            out = {a.to: a for a in legal if isinstance(a, A.Go)}
        elif kind == "place":
            pieces = sorted({a.piece for a in legal})
            if self.sel_piece not in pieces:
                self.sel_piece = pieces[0]
            out = {a.at: a for a in legal if a.piece == self.sel_piece}
            self.offered |= {a.text for a in legal}     # every piece is chosen in the panel
        elif kind == "move" and self.door:
            doors = [a for a in legal if isinstance(a, A.Escape)]
            pieces = sorted({a.piece for a in doors})
            if self.sel_piece not in pieces:
                self.sel_piece = pieces[0] if pieces else None
            out = {a.to: a for a in doors if a.piece == self.sel_piece and a.to != v["pieces"][a.piece]}
        return out

    # top bar ----------------------------------------------------------
    def _top_bar(self, surface, v):
        u = self.app.u
        r = self.lay.top
        pygame.draw.rect(surface, theme.TABLE_DARK, r)
        ph = v["phase"]
        phase = i18n.t(f"mall.ui.phase.{ph}") if i18n.has(f"mall.ui.phase.{ph}") else ""
        status = i18n.t("mall.ui.bar.status", turn=v["turn"], phase=phase) if v["turn"] else \
            i18n.t("mall.ui.bar.setup")
        rr = text.draw(surface, status, (u(16), r.centery), u(23), theme.TEXT, bold=True,
                       anchor="midleft", max_width=u(560))
        x = rr.right + u(30)
        p = v["pending"]
        w = surface.get_width()
        from game.tables.mall import talk
        if any(isinstance(sc, talk.TalkScene) for sc in self.app.stack):
            # the table talks before the ballots: the bar says so, not the ballot to come ("Clara:
            # cast a secret ballot" over a countdown: the screenshot review)
            text.draw(surface, i18n.t("mall.ui.talk.title"), (x, r.centery), u(22), theme.WARM,
                      bold=True, anchor="midleft", max_width=w - x - u(340))
        elif p is not None:
            seat = p["seat"]
            self.seats.mark(surface, seat, (x + u(10), r.centery), u(10))
            line = i18n.t("mall.ui.bar.deciding", name=self.name(seat),
                          what=self.session.table.decision_text(p["kind"]))
            text.draw(surface, line, (x + u(28), r.centery), u(22),
                      theme.WARM if self.session.my_turn() else theme.TEXT_DIM, bold=True,
                      anchor="midleft", max_width=w - x - u(340))
        button(self, surface, (w - u(150), u(8), u(138), u(40)), i18n.t("mall.ui.bar.menu"),
               lambda: scenes.push(self.app, "pause", self.session), "menu", u(20), role="meta")
        button(self, surface, (w - u(300), u(8), u(138), u(40)), i18n.t("mall.ui.bar.rules"),
               lambda: scenes.push(self.app, "rules", "mall"), "rules", u(20), role="meta")

    # the mall ---------------------------------------------------------
    def _map(self, surface, v):
        content = self.session.content
        places = {pl["number"]: pl for pl in v["places"]}
        dest = {}
        for s_, p_ in self._coming(v):
            dest.setdefault(p_, []).append(s_)
        for k, num in enumerate(sorted(content.places)):
            r = self.lay.place(k)
            pl = places.get(num)
            if pl is None:
                self._closed_place(surface, r, num)
            else:
                self._place(surface, v, r, pl, dest.get(num, []))

    def _coming(self, v) -> list:
        """[seat, place] of each seat still to move to its destination: the view keeps the
        destinations until the end of the turn (rules/mall/game.py), but a seat's mark
        means "coming here" only from the reveal or announcement until its own move is done
        (the ``moved``/``escaped``/``no_move`` events of this phase E, up to what a reveal
        still holds back)."""
        if v["phase"] not in ("D", "E") or not v["destinations"]:
            return []
        done = set()
        events = self.session.events
        upto = self.held_from()
        for e, _ in reversed(events if upto is None else events[:upto]):
            if e.kind == "phase":
                break          # moves happen in phase E only: nothing before it counts
            if e.kind in ("moved", "escaped", "no_move"):
                done.add(e.data.get("seat"))
        return [[s_, p_] for s_, p_ in v["destinations"] if s_ not in done]

    def _scenery(self, surface, r, num, alpha=paint.SCENERY_ALPHA):
        """The place's picture, faint behind its standees, between its header and its zombies."""
        u = self.app.u
        area = pygame.Rect(r.x + u(6), r.y + u(60), r.w - u(12), r.h - u(60 + 50))
        paint.scenery(surface, self.session.content.places[num].id, area, alpha)

    def _closed_place(self, surface, r, num):
        u = self.app.u
        panel(surface, r, theme.TABLE_DARK, theme.DISABLED, radius=12)
        self._scenery(surface, r, num, paint.SCENERY_ALPHA // 2)
        text.draw(surface, f"{num}  " + self.place_name(num), (r.x + u(14), r.y + u(10)), u(22),
                  theme.DISABLED, bold=True, max_width=r.w - u(28))
        text.draw_block(surface, i18n.t("mall.ui.place.closed"),
                        pygame.Rect(r.x + u(14), r.y + u(50), r.w - u(28), r.h - u(60)), u(19),
                        theme.DISABLED)

    def _place(self, surface, v, r, pl, dest_seats):
        u = self.app.u
        content = self.session.content
        num = pl["number"]
        act = self.targets.get(num)
        attack = v["attack_at"] == num and v["phase"] != "over"   # (a siege ended mid-attack)
        edge = theme.WARM if act else theme.DANGER if attack else theme.PANEL_EDGE
        lit_hover = act is not None and self.hovered is not None and self.hovered.key == f"place:{num}"
        panel(surface, r, theme.PANEL_HI if lit_hover else theme.PANEL, edge, radius=12,
              width=u(4) if act or attack else 2)
        self._scenery(surface, r, num)
        # the header: the die face that names it, its name, how full it is
        die = pygame.Rect(r.x + u(10), r.y + u(10), u(34), u(34))
        from game.render.pieces import die_face
        die_face(surface, die, num)
        cap = pl["capacity"]
        n = len(pl["pieces"])
        fill = i18n.t("mall.ui.place.count", n=n, cap=cap) if cap is not None else \
            i18n.t("mall.ui.place.count_open", n=n)
        cr = text.draw(surface, fill, (r.right - u(12), die.centery), u(19),
                       theme.DANGER if cap is not None and n >= cap else theme.TEXT_DIM, bold=True,
                       anchor="midright")
        text.draw(surface, self.place_name(num), (die.right + u(10), die.centery), u(23), theme.FROST,
                  bold=True, anchor="midleft", max_width=cr.x - die.right - u(20))
        role = content.places[num].role or "plain"
        note = i18n.t("mall.ui.place.attack") if attack else i18n.t(f"mall.ui.place.role.{role}")
        text.draw(surface, note, (r.x + u(12), die.bottom + u(6)), u(17),
                  theme.DANGER if attack else theme.TEXT_DIM, bold=attack, max_width=r.w - u(24))
        # the characters
        # between the header and the zombies, above the "coming here" line
        area = pygame.Rect(r.x + u(10), die.bottom + u(30), r.w - u(20), r.h - u(10 + 34 + 30) - u(50 + 28))
        pieces = pl["pieces"]
        size = u(86)
        while True:
            per_row = max(1, area.w // (size + u(8)))
            rows = -(-len(pieces) // per_row)
            if rows * (size + u(4)) <= area.h or size <= u(30):
                break
            size -= u(4)
        step = size + u(8)
        hidden = set(v["hidden"])
        for i, piece in enumerate(pieces):
            cx = area.x + step // 2 + (i % per_row) * step
            cy = area.y + size // 2 + u(4) + (i // per_row) * (size + u(4))
            seat = self.seats.of_colour(piece.partition(".")[0])
            lit = self.sel_piece == piece and (v["pending"] or {}).get("kind") == "move"
            sr = paint.standee(surface, content, self.seats, piece, (cx, cy), size, lit=lit,
                               hidden=piece in hidden, leader=False)
            d = content.characters[piece.partition(".")[2]]
            lines = [f"{self.kind_name(piece)} — {self.name(seat)}", i18n.localized(d.text)]
            if piece in hidden:
                lines.append(i18n.t("mall.ui.tip.lying_low"))
            self.hot(sr, f"look:{piece}", None, role="look", hover=lines)
        if not pieces:
            text.draw(surface, i18n.t("mall.ui.place.empty"), area.center, u(19), theme.TEXT_DIM,
                      anchor="center", max_width=area.w)
        # destinations revealed or announced: who is coming
        if dest_seats:
            x = r.right - u(16)
            y = r.bottom - u(52)
            tr = text.draw(surface, i18n.t("mall.ui.place.coming"), (r.x + u(12), y), u(16),
                           theme.TEXT_DIM, anchor="bottomleft", max_width=r.w // 2)
            x = tr.right + u(16)
            for s_ in dest_seats:
                self.seats.mark(surface, s_, (x, tr.centery), u(9))
                x += u(24)
        # the zombies in front of it
        zr = pygame.Rect(r.x + u(6), r.bottom - u(50), r.w - u(12), u(44))
        pygame.draw.rect(surface, theme.TABLE_DARK, zr, border_radius=u(8))
        z, defence, breaks = decisions.attack_state(v, num)
        words = i18n.t("mall.ui.place.zombies_parking", z=z) if num == PARKING else \
            i18n.t("mall.ui.place.zombies", z=z, d=defence)
        wr = text.draw(surface, words, (zr.right - u(10), zr.centery), u(18),
                       theme.DANGER if breaks and pieces else theme.TEXT,   # (the Helipad's four too)
                       bold=True,
                       anchor="midright", max_width=zr.w - u(20) - min(z, 3) * u(30))
        paint.zombies(surface, pygame.Rect(zr.x + u(4), zr.y, wr.x - zr.x - u(12), zr.h), z, u(17))
        self.hot(zr, f"look:zombies:{num}", None, role="look",
                 hover=[i18n.t("mall.ui.tip.defence_parking" if num == PARKING else  # M-8.6
                               "mall.ui.tip.defence_helipad" if num == HELIPAD else       # M-8.4
                               "mall.ui.tip.defence", z=z, d=defence)])
        if pl["blocked"]:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            s.fill((10, 10, 14, 150))
            surface.blit(s, r)
            text.draw(surface, i18n.t("mall.ui.place.blocked"), r.center, u(30), theme.DANGER, bold=True,
                      anchor="center", max_width=r.w - u(20))
        if act is not None:
            self.offer(r, act, f"place:{num}",
                       hover=[i18n.localized(self.session.content.places[num].text)])
        else:
            self.hot(r, f"look:place:{num}", None, role="look",
                     hover=[i18n.localized(self.session.content.places[num].text)])

    # the players ------------------------------------------------------
    def _seats(self, surface, v):
        u = self.app.u
        r = self.lay.seats
        panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=12)
        content = self.session.content
        n = v["players"]
        rows = self._legend_rows(self._legend_items(v), r.w - u(24))
        legend = u(8) + u(30) * len(rows)   # the standees' letters, under the players
        rh = min(u(40), (r.h - u(16) - legend) // n)
        p = v["pending"]
        y = r.y + u(8)
        for s_ in range(n):
            row = pygame.Rect(r.x + u(8), y, r.w - u(16), rh)
            if p is not None and p["seat"] == s_:
                pygame.draw.rect(surface, theme.PANEL_HI, row, border_radius=u(6))
            self.seats.mark(surface, s_, (row.x + u(16), row.centery), u(11))
            # alive: on the map or still to be placed (0); -1 is eaten (during the setup every
            # seat read "0 alive", as if all were dead)
            alive = [pc for pc, at in v["pieces"].items()
                     if at >= 0 and self.seats.of_colour(pc.partition(".")[0]) == s_]
            pts = sum(content.characters[pc.partition(".")[2]].points for pc in alive)
            right = i18n.t("mall.ui.seats.row", cards=i18n.plural("mall.ui.n.cards", v["hand_sizes"][s_]),
                           alive=len(alive), points=pts)
            rr = text.draw(surface, right, (row.right - u(8), row.centery), u(17), theme.TEXT_DIM,
                           anchor="midright", max_width=u(300))
            x = row.x + u(36)
            if v["leader"] == s_:
                paint.crown(surface, (x + u(10), row.centery), u(10))
                x += u(28)
            text.draw(surface, self.name(s_), (x, row.centery), u(20), self.seats.ink(s_), bold=True,
                      anchor="midleft", max_width=rr.x - x - u(10))
            self.hot(row, f"look:seat:{s_}", None, role="look",
                     hover=[self.name(s_) + " — " + i18n.name(self.seats.defs[s_]),
                            i18n.t("mall.ui.tip.seat")])
            y += rh
        self._legend(surface, rows, pygame.Rect(r.x + u(12), r.bottom - legend, r.w - u(24), legend - u(6)))

    def _legend_items(self, v) -> list:
        """(letter, "Pop Star · 7 pts", kind) of each kind in play, the most points first."""
        content = self.session.content
        kinds = sorted({pc.partition(".")[2] for pc in v["pieces"]},
                       key=lambda k: -content.characters[k].points)
        return [(paint.kind_letter(content, k),
                 i18n.t("mall.ui.legend.item", name=i18n.name(content.characters[k]),
                        points=i18n.plural("mall.ui.n.points", content.characters[k].points)), k)
                for k in kinds]

    def _legend_rows(self, items, width) -> list:
        """The legend's items in one row when they fit at a readable size, else two."""
        u = self.app.u
        need = sum(u(24 + 6) + text.width(t, u(16)) for _, t, _ in items) + u(14) * (len(items) - 1)
        if need <= width or len(items) < 2:
            return [items]
        half = (len(items) + 1) // 2
        return [items[:half], items[half:]]

    def _legend(self, surface, rows, r):
        """What the standees' letters mean: each kind in play, its letter on a standee's pale
        body, its name and its points (the letter alone tells a newcomer nothing); its hover
        tip says what the kind does, as the standee's does."""
        u = self.app.u
        content = self.session.content
        pygame.draw.line(surface, theme.PANEL_EDGE, (r.x, r.y), (r.right, r.y), 1)
        chip = u(24)
        rh = (r.h - u(6)) // max(1, len(rows))
        col = r.w // max(len(row) for row in rows)
        for j, row in enumerate(rows):
            cy = r.y + u(6) + j * rh + rh // 2
            for k, (letter, words, kind) in enumerate(row):
                x = r.x + k * col if len(rows) > 1 else None
                if x is None:   # one row: spread evenly by the words' own widths
                    x = self._legend_x(row, k, r, chip)
                body = pygame.Rect(x, cy - chip // 2, chip, chip)
                pygame.draw.rect(surface, theme.FROST, body, border_radius=chip // 3)
                text.draw(surface, letter, body.center, u(16), theme.INK, bold=True, anchor="center")
                wr = text.draw(surface, words, (body.right + u(6), cy), u(16), theme.TEXT_DIM,
                               anchor="midleft", max_width=r.right - body.right - u(6))
                d = content.characters[kind]
                self.hot(pygame.Rect(x, cy - rh // 2, wr.right - x, rh), f"look:kind:{kind}", None,
                         role="look", hover=[f"{letter} — {i18n.name(d)}", i18n.localized(d.text)])

    def _legend_x(self, row, k, r, chip) -> int:
        u = self.app.u
        widths = [chip + u(6) + text.width(t, u(16)) for _, t, _ in row]
        gap = u(14)
        if len(row) > 1:
            gap = max(gap, min(u(48), (r.w - sum(widths)) // (len(row) - 1)))
        return r.x + sum(widths[:k]) + gap * k

    # the dice and the vote track ----------------------------------------
    def _status(self, surface, v):
        u = self.app.u
        r = self.lay.status
        panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=12)
        x, y = r.x + u(14), r.y + u(10)
        text.draw(surface, i18n.t("mall.ui.dice.title"), (x, y + u(6)), u(20), theme.FROST, bold=True,
                  max_width=r.w - u(28) - 4 * u(44))
        paint.dice_row(surface, r.right - u(14) - 4 * u(44) + u(6), y - u(2), u(38), v["dice"], u(6))
        if not v["dice_rolled"]:
            note = "mall.ui.dice.not_rolled"
        elif v["dice"] is None:
            note = "mall.ui.dice.hidden"
        elif v["dice_open"]:   # (placed, M-7.12: to the end of the turn, a game's end included)
            note = "mall.ui.dice.placed"
        else:
            note = "mall.ui.dice.seen"
        # on two lines rather than shrunk to one: «Спрятаны: их видит только новый старший или
        # тот, кто сыграл «Камеры наблюдения».» was drawn about 7 px high at 1280×720
        used = text.draw_block(surface, i18n.t(note), pygame.Rect(x, y + u(42), r.w - u(28), u(48)), u(16),
                               theme.WARM if note.endswith("seen") else theme.TEXT_DIM, min_size=u(14))
        y += max(u(70), u(46) + used)
        if v["announced"] is not None:
            text.draw(surface, i18n.t("mall.ui.dice.announced", place=self.place_name(v["announced"])),
                      (x, y), u(18), theme.WARM, bold=True, max_width=r.w - u(28))
        y += u(30)
        pygame.draw.line(surface, theme.PANEL_EDGE, (r.x + u(10), y), (r.right - u(10), y), 1)
        y += u(8)
        self._vote_track(surface, v, pygame.Rect(r.x + u(14), y, r.w - u(28), r.bottom - y - u(8)))

    def _vote_track(self, surface, v, r):
        u = self.app.u
        poll = v["poll"]
        if poll is None:
            last = self.shown_vote
            if last is None:
                text.draw(surface, i18n.t("mall.ui.vote.none"), (r.x, r.y), u(18), theme.TEXT_DIM,
                          max_width=r.w)
                return
            text.draw(surface, i18n.t(f"mall.ui.vote.last.{last.get('why')}"), (r.x, r.y), u(19),
                      theme.FROST, bold=True, max_width=r.w)
            y = r.y + u(32)
            for c, votes in last.get("tally", ()):
                s_ = self.seats.of_colour(c)
                self.seats.mark(surface, s_, (r.x + u(10), y + u(12)), u(9))
                text.draw(surface, self.name(s_), (r.x + u(28), y + u(12)), u(18), self.seats.ink(s_),
                          bold=True, anchor="midleft", max_width=r.w - u(140))
                text.draw(surface, i18n.plural("mall.ui.n.votes", votes), (r.right, y + u(12)), u(18),
                          theme.TEXT, anchor="midright")
                y += u(28)
                if y > r.bottom - u(28):
                    break
            return
        why = poll["why"]
        title = i18n.t(f"mall.ui.vote.title.{why}")
        if poll.get("round", 1) > 1:
            title += " " + i18n.t("mall.ui.vote.repeat")
        # a repeat vote's long title on two lines, not shrunk (the newcomer's game, 1280×720)
        used = text.draw_block(surface, title, pygame.Rect(r.x, r.y, r.w, u(50)), u(19), theme.FROST,
                               bold=True, min_size=u(16))
        y = r.y + max(u(28), used + u(4))
        cands = poll.get("candidates")
        if cands:
            tr = text.draw(surface, i18n.t("mall.ui.vote.candidates"), (r.x, y + u(11)), u(16),
                           theme.TEXT_DIM, anchor="midleft", max_width=r.w // 3)
            x = tr.right + u(14)
            for c in cands:
                s_ = self.seats.of_colour(c)
                self.seats.mark(surface, s_, (x, y + u(11)), u(9))
                x += u(24)
            y += u(28)
        weights = dict((s_, w) for s_, w in poll.get("weights", ()))
        done = set(poll["done"])
        rows = poll["seats"]
        rh = max(u(22), min(u(28), (r.bottom - y) // max(1, len(rows))))
        mine = poll.get("mine")
        for s_ in rows:
            self.seats.mark(surface, s_, (r.x + u(10), y + rh // 2), u(9))
            if s_ == v["seat"] and mine is not None:
                if why == "destination":
                    state = i18n.t("mall.ui.vote.mine_place", place=self.place_name(mine))
                else:
                    state = i18n.t("mall.ui.vote.mine", name=self.name(self.seats.of_colour(mine)))
                col = theme.WARM
            else:
                state = i18n.t("mall.ui.vote.done" if s_ in done else "mall.ui.vote.waiting")
                col = theme.GOOD if s_ in done else theme.TEXT_DIM
            sr = text.draw(surface, state, (r.right, y + rh // 2), u(17), col, bold=s_ in done,
                           anchor="midright", max_width=r.w // 2)
            label = self.name(s_)
            if s_ in weights:
                # a voter's weight, said as what they cast ("2 votes" alone read as a tally)
                label += " · " + i18n.t("mall.ui.vote.weight",
                                        votes=i18n.plural("mall.ui.n.votes", weights[s_]))
            text.draw(surface, label, (r.x + u(28), y + rh // 2), u(17), self.seats.ink(s_), bold=True,
                      anchor="midleft", max_width=sr.x - r.x - u(40))
            y += rh

    # the log ------------------------------------------------------------
    def log_upto(self):
        return self.held_from()   # a reveal's events show in the log when it is shown

    def log_colour(self, kind, ref):
        if kind == "seat" and isinstance(ref, int) and ref >= 0:
            return self.seats.ink(ref)
        return theme.FROST if kind == "head" else None

    # the hand -------------------------------------------------------------
    def _hand(self, surface, v):
        u = self.app.u
        r = self.lay.hand
        s = self.session
        panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=12)
        hand = v["hand"]
        if hand is None:
            text.draw(surface, i18n.t("mall.ui.hand.title_hidden"), (r.x + u(14), r.y + u(10)), u(20),
                      theme.FROST, bold=True, max_width=r.w - u(28))
            used = text.draw_block(surface, i18n.t("mall.ui.hand.hidden"),
                                   pygame.Rect(r.x + u(14), r.y + u(50), r.w - u(28), u(90)), u(19),
                                   theme.TEXT_DIM, min_size=u(15))
            top = r.y + u(62) + used
            table = pygame.Rect(r.x + u(14), top, r.w - u(28), r.bottom - u(12) - top)
            for sr, seat_ in paint.face_down(surface, table, self.seats, v["hand_sizes"], v["deck"], u):
                words = i18n.t("mall.ui.hand.deck", n=v["deck"]) if seat_ is None else \
                    f"{self.name(seat_)} — " + i18n.plural("mall.ui.n.cards", v["hand_sizes"][seat_])
                self.hot(sr, f"look:hand:{seat_}", None, role="look", hover=[words])
            return
        seat = v["seat"]
        self.seats.mark(surface, seat, (r.x + u(24), r.y + u(22)), u(11))
        text.draw(surface, i18n.t("mall.ui.hand.title", name=self.name(seat), n=len(hand)),
                  (r.x + u(44), r.y + u(22)), u(20), theme.FROST, bold=True, anchor="midleft",
                  max_width=r.w - u(60))
        if not hand:
            text.draw_block(surface, i18n.t("mall.ui.hand.empty"),
                            pygame.Rect(r.x + u(14), r.y + u(56), r.w - u(28), r.h - u(66)), u(19),
                            theme.TEXT_DIM)
            return
        area = pygame.Rect(r.x + u(12), r.y + u(48), r.w - u(24), r.h - u(58))
        n = len(hand)
        gap = u(8)
        cw = min(u(176), (area.w - gap * (n - 1)) // n)
        # copies of a kind are alike: the kinds with a card of the hand to play light every
        # copy in it (a card drawn to keep or give is not one of the hand: an axe kept in hand
        # was lit while an axe was drawn to keep — the third screenshot review)
        playable = {s.content.card(a.card).id for a in self.legal_drawn
                    if getattr(a, "card", None) in hand}
        for k, cid in enumerate(sorted(hand)):
            cr = pygame.Rect(area.x + k * (cw + gap), area.y, cw, area.h)
            d = s.content.card(cid)
            paint.card(surface, cr, s.content, cid, u, lit=d.id in playable)
            self.hot(cr, f"look:card:{k}", None, role="look",
                     hover=[i18n.name(d), i18n.localized(d.text)])

    # hover ----------------------------------------------------------------
    def _hover_tip(self, surface):
        if self.app.top is not self:
            return
        h = self.hotspot_at(self.mouse)
        if h is None:
            return
        area = below(surface, self.lay.top)
        from game.render import record
        record.new_layer()
        if not h.enabled and h.reason:
            tip(self.app, surface, self.mouse, [h.reason], area=area)
        elif isinstance(h.hover, list) and h.hover and not self.tips_quiet(self.mouse):
            tip(self.app, surface, self.mouse, h.hover, area=area)


__all__ = ["Board", "HANDLED_KINDS"]
