"""The evacuation table: the crowd, the decks and piles, Nordvale's deck and influence track, the
log, a character board and the decision panel — drawn only from ``session.view()`` (DESIGN.md).

Every legal action of the pending decision (``session.legal()``, nothing else) becomes one
clickable thing where it belongs: a crowd cell (targets, reveals, placements), a row or column
handle, an action row of the character board, a character board in the chooser, or a button of
the decision panel (go, pass, done, yes / no, a Nordvale option, the order of effects, a pile
card, the company's offer). ``robot_check`` proves each legal action is on screen.
"""
from __future__ import annotations

import pygame

from game import i18n, scenes, theme
from game.render import record, text
from game.tables.board import TableBoard
from game.tables.raxxon import paint
from game.tables.raxxon.hint import Hinter
from game.tables.raxxon.layout import Layout
from game.widgets import below, button, panel, table_top, tip
from rules.raxxon import actions as A

# every decision kind this board answers (tests: equal to rules.raxxon.kinds.DECISION_KINDS);
# where each is answered: the crowd (target, place, reveal, turn_down), the line handles
# (line), the board's action rows (action, remove_token), the chooser (character, board),
# the panel's buttons (consequence, optional, raxxon, order, company, confirm; pass and done)
HANDLED_KINDS = frozenset({"character", "board", "consequence", "action", "target", "line",
                           "optional", "turn_down", "place", "reveal", "raxxon", "order",
                           "company", "confirm", "remove_token"})
CHOOSER_KINDS = frozenset({"character", "board"})

FLASH = {"revealed": theme.WARM, "killed": theme.DANGER, "evacuated": theme.GOOD,
         "added": theme.FROST, "quarantined": paint.NORDVALE, "swapped": theme.FROST,
         "turned_down": theme.TEXT_DIM, "explored": theme.WARM, "evacuation_failed": theme.DANGER}
PILE_FLASH = {"infected": ("infection", theme.DANGER), "evacuated": ("evacuated", theme.GOOD),
              "killed": ("discard", theme.DANGER), "walkout": ("evacuated", theme.DANGER),
              "recalled": ("evacuated", theme.DANGER), "restocked": ("infection", theme.GOOD),
              "released": ("uncontrolled", theme.DANGER), "added": ("citizen", theme.FROST),
              "reshuffled": ("citizen", theme.FROST)}
FLASH_TIME = 1.2


class Board(TableBoard):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.flashes: dict = {}        # (r, c) -> [colour, seconds left, label]
        self.pile_flash: dict = {}     # pile -> [colour, seconds left]
        self.influence = self._influence_now()   # the marker as drawn (it moves)
        self.tab: int | None = None    # the seat whose board is shown (None: the one acting)
        self._tab_for = None           # the viewer's decision the shown board was last reset for
        self.mouse = (0, 0)
        self.log_scroll = 0
        self._over_shown = False
        self.offered: set = set()      # texts of the legal actions drawn as something to click
        self.offer_rects: dict = {}    # action text -> where it is clicked (the hint lights it)
        self.hinter = Hinter()         # the solo game's Hint (hint.py)
        # the page of cards to pick shown in the panel when they do not all fit (decisions.py),
        # for the decision it was turned at: a new decision starts at the first page
        self._pick_page = (None, 0)
        # the table picture is drawn again only when what it shows changed; the flashes, the
        # moving marker and the hover tip are drawn over it every frame (DESIGN.md, performance)
        self._picture = None
        self._picture_for = None
        self._picture_hot: list = []
        self._picture_rec = None
        self._picture_offered: set = set()
        self._picture_offer_rects: dict = {}
        self.tips: list = []
        self._picture_tips: list = []
        self._cells: dict = {}         # (r, c) -> its rect in the last picture (the flashes)
        self._ghosts: set = set()      # cells whose card just left (a fading ghost)
        self._log_live = False         # the log is drawn every frame over the picture
        self.held = None               # the table as the day ended, while that is told (hold)
        self._deferred: list = []      # events to flash when the hold ends
        self.guide_hidden = False      # the first-game guide dismissed for this game (guide.py)
        self.guide_now = None          # (step, the legal action it lights) as last drawn
        self.guide_rects: list = []    # the guide box as last drawn (guide.py)
        self._track = None             # the influence track's rect while its marker moves
        self._shown = None             # what the last drawn frame showed (``animating``)
        self.lay = Layout(app.u, app.screen.get_size())
        session.listeners.append(self.on_events)

    def relayout(self):
        self.lay = Layout(self.app.u, self.app.screen.get_size())

    # ------------------------------------------------------------ events from the engine
    def on_events(self, events):
        viewer = self.session.viewer
        eod = []
        for e in events:
            if e.kind == "end_of_day" or eod:
                eod.append(e)
            if e.kind in ("turn", "end_of_day"):
                self.tab = None
        # what happens after the day ended flashes when the board shows it (``release``)
        now, later = list(events), []
        if eod:
            self.hold(eod[0], events)
            cut = events.index(eod[0]) + 1
            now, later = now[:cut], now[cut:]
        elif self.held is not None:
            now, later = [], now
        if self.held is not None:
            self._deferred.extend(later)
        else:
            now = list(events)
        self._flash(now, viewer)
        sounds = {"revealed": "click", "killed": "lose", "end_of_day": "turn"}
        for e in events:
            if e.kind in sounds:
                self.app.sound(sounds[e.kind])
                break
        self.log_scroll = 0
        if eod:
            from game.tables.raxxon.endofday import EndOfDayScene
            self.app.push(EndOfDayScene(self.app, self.session, eod))

    def _flash(self, events, viewer):
        for e in events:
            if not e.visible_to(viewer):
                continue
            d = e.data if isinstance(e.data, dict) else {}
            if e.kind in FLASH and isinstance(d.get("r"), int):
                self.flashes[(d["r"], d["c"])] = [FLASH[e.kind], FLASH_TIME, e.kind]
            if e.kind == "swapped":
                for k in ("a", "b"):
                    self.flashes[tuple(d[k])] = [FLASH["swapped"], FLASH_TIME, "swapped"]
            if e.kind in PILE_FLASH:
                pile, col = PILE_FLASH[e.kind]
                self.pile_flash[pile] = [col, FLASH_TIME]
                if e.kind == "infected":
                    self.pile_flash["discard"] = [col, FLASH_TIME]
            if e.kind == "quarantined":
                self.pile_flash[d.get("to", "controlled")] = [paint.NORDVALE, FLASH_TIME]

    # ------------------------------------------------------------ the day that just ended
    def hold(self, eod_event, events):
        """While the end of the day is told (endofday.py), the table shows itself as it was when
        the day ended: the view of a copy of the game stopped there, the log up to that line,
        nothing to click. The next day shows when the overlay closes (``release``)."""
        from game.tables.raxxon.endofday import day_end_view
        s = self.session
        v = day_end_view(s, eod_event.data.get("day", s.game.day))
        if v is None:
            self.held = None
            return
        n = len(s.events) - len(events) + events.index(eod_event) + 1
        self.held = {"view": v, "events": n}
        self._deferred = []

    def release(self):
        if self.held is None:
            return
        self.held = None
        deferred, self._deferred = self._deferred, []
        self._flash(deferred, self.session.viewer)
        self.log_scroll = 0

    def pause(self):
        """An overlay comes up: the hovered thing and the mouse's place are forgotten, so no
        tip lingers under it or after it (issue 15)."""
        self.hovered = None
        self.mouse = (-1, -1)

    def resume(self):
        from game.tables.raxxon.endofday import EndOfDayScene
        if not any(isinstance(x, EndOfDayScene) for x in self.app.stack):
            self.release()

    @property
    def busy(self) -> bool:
        """The influence marker is still moving: a bot waits so a person sees it."""
        return abs(self.influence - self._influence_now()) > 0.01

    # ------------------------------------------------------------ the loop
    def _state(self) -> tuple:
        """What a drawn frame shows, in short: when it differs from the last drawn frame's (an
        action applied by a bot or by the engine on its own, a new viewer, a new language…), the
        next frame must be drawn even though no event came."""
        s = self.session
        p = s.game.pending
        return (id(s.game), len(s.game.log), len(s.events), s.viewer,
                None if p is None else (p.kind, p.seat), self.tab, self.log_scroll,
                i18n.language(), text.scale, self.app.screen.get_size(), self._guide_state(),
                None if self.held is None else self.held["events"], self.hinter.key(),
                s.bot_thinking())   # a bot's answer arriving wakes the window (issue 18)

    def _guide_state(self):
        return (getattr(self.app.settings, "guide", True), self.guide_hidden)

    def hide_guide(self):
        self.guide_hidden = True
        self.guide_now = None

    def animating(self) -> bool:
        """True while something moves (a flash fades, the influence marker travels), while the
        table will act by itself (a bot to move, the curtain or game over to show) or when the
        last drawn frame is stale; else the window rests."""
        if self.flashes or self.pile_flash or self.busy or self.hinter.thinking:
            return True
        if self._shown != self._state():
            return True
        if self.app.top is not self:
            return False   # an overlay has the table: nothing here moves on by itself
        s = self.session
        if s.game.pending is None:
            return not self._over_shown
        return s.bot_moving() or s.needs_curtain()

    def update(self, dt):
        if self.hinter.poll(self.session):
            self._picture_for = None
        speed = max(0.25, self.app.settings.anim_speed)
        for store in (self.flashes, self.pile_flash):
            for k in list(store):
                store[k][1] -= dt * speed
                if store[k][1] <= 0:
                    del store[k]
        target = self._influence_now()
        step = dt * speed * 2.0
        if abs(self.influence - target) <= step:
            self.influence = target
        else:
            self.influence += step if target > self.influence else -step
        if self.app.top is not self:
            return   # an overlay (curtain, end of day, menu, game over) has the table
        s = self.session
        if s.game.pending is None:
            self._game_over()
            return
        if s.needs_curtain():
            s.drop_viewer()
            scenes.push(self.app, "curtain", s, s.pending_seat)
            return
        if s.bot_to_move():
            s.bot_tick(self.app, dt, busy=self.busy)   # the marker is seen to move first

    def _game_over(self):
        if self._over_shown:
            return
        self._over_shown = True
        self.influence = self._influence_now()
        from game.tables.raxxon import hint
        from game.tables.raxxon.gameover import GameOverScene
        self.app.push(GameOverScene(self.app, self.session, hint.asked(self.session.game)))

    def skip(self):
        self.flashes.clear()
        self.pile_flash.clear()
        self.influence = self._influence_now()

    def holding(self) -> bool:
        return self.held is not None   # the day that ended is being told: nothing offered

    def key(self, event):
        if event.key == pygame.K_SPACE:   # the flashes and the marker jump to their end
            self.skip()
            return None
        return super().key(event)

    # ------------------------------------------------------------ choosing
    def choose(self, action):
        if not self.session.apply(action):
            self.app.notify(self.session.refusal_text())

    def offer(self, surface, rect, action, key, hover=None):
        """A clickable region for a legal action (its drawing is the caller's)."""
        self.mark_offered(action, rect)
        return self.hot(rect, key, lambda a=action: self.choose(a), role="choice", hover=hover)

    def mark_offered(self, action, rect) -> None:
        """``action`` is drawn as something to click at ``rect``."""
        self.offered.add(action.text)
        self.offer_rects[action.text] = pygame.Rect(rect)

    def pick_page(self) -> int:
        """How many times the panel's cards to pick were turned on for this decision."""
        at, page = self._pick_page
        return page if at == len(self.session.game.log) else 0

    def next_pick_page(self) -> None:
        self._pick_page = (len(self.session.game.log), self.pick_page() + 1)

    def ask_hint(self) -> None:
        self.hinter.ask(self.session)
        self._picture_for = None   # the panel says it is thinking

    # ------------------------------------------------------------ drawing
    def _picture_key(self, surface) -> tuple:
        """Everything the table picture depends on (the flashes by place and kind, not by how
        far they faded: they are drawn over it)."""
        h = self.hovered
        st = self._state()   # the log's scroll only while the log is part of the picture
        return (st[:6] + st[7:], self._log_live or self.log_scroll,
                self.session.my_turn(), self.session.bot_to_move(),
                tuple(sorted((k, f[2]) for k, f in self.flashes.items())),
                tuple(sorted((k, f[0]) for k, f in self.pile_flash.items())),
                int(self.influence + 0.5), self.busy, None if h is None else (h.key, tuple(h.rect)),
                surface.get_size(), id(record.active), self.pick_page())

    def own_board_back(self) -> None:
        """When a decision of the viewer's comes up (their curtain lifted, or the next question
        of their turn), the shown board is theirs again: a person who had clicked another
        player's board was left looking at it, told to click an action on their board, with only
        Pass to click (played in a real window). While the decision stays the same, the tabs
        show any board they click."""
        s = self.session
        key = (s.viewer, len(s.game.log)) if s.my_turn() else None
        if key is not None and key != self._tab_for:
            self.tab = None
        self._tab_for = key

    def draw(self, surface):
        self.own_board_back()
        key = self._picture_key(surface)
        if key == self._picture_for and self._picture is not None:
            surface.blit(self._picture, (0, 0))
            self.hotspots.extend(self._picture_hot)
            self.offered = set(self._picture_offered)
            self.offer_rects = dict(self._picture_offer_rects)
            self.tips = list(self._picture_tips)
            record.replay(self._picture_rec)
        else:
            mark = record.mark()
            self.draw_table(surface)
            if self._picture is None or self._picture.get_size() != surface.get_size():
                self._picture = surface.copy()
            else:
                self._picture.blit(surface, (0, 0))
            self._picture_hot = list(self.hotspots)
            self._picture_offered = set(self.offered)
            self._picture_offer_rects = dict(self.offer_rects)
            self._picture_tips = list(self.tips)
            self._picture_rec = record.since(mark)
            self._picture_for = key
        self._shown = self._state()
        if self._log_live:   # the log scrolls without redrawing the table
            self._log(surface, self.lay.log)
        self._transients(surface)
        self._hover_tip(surface, self.session.content)

    def _transients(self, surface):
        """What fades or moves, over the table picture: the crowd's flashes and the marker."""
        u = self.app.u
        for rc, fl in self.flashes.items():
            cr = self._cells.get(rc)
            if cr is None:
                continue
            k = min(1.0, fl[1] / FLASH_TIME)
            s = pygame.Surface(cr.size, pygame.SRCALPHA)
            if rc in self._ghosts:   # a card just left this cell: its ghost fades
                s.fill((*fl[0], int(150 * k)))
                surface.blit(s, cr)
                text.draw(surface, i18n.t(f"raxxon.ui.flash.{fl[2]}"), cr.center, u(18), theme.FROST,
                          bold=True, anchor="center", max_width=cr.w - u(6))
            else:
                s.fill((*fl[0], int(110 * k)))
                surface.blit(s, cr)
                pygame.draw.rect(surface, fl[0], cr.inflate(u(8), u(8)), u(4), border_radius=u(10))
        if self._track is not None:
            paint.track_marker(surface, self._track, self.influence, u)

    def draw_table(self, surface):
        self.offered = set()
        self.offer_rects = {}
        self.tips = []                 # (rect, lines): hover tips that are not hotspots (slots)
        self._cells = {}
        self._ghosts = set()
        self._track = None
        v = self.session.view() if self.held is None else self.held["view"]
        self.v = v
        content = self.session.content
        legal = self.legal() if self.held is None else []
        self.by = _sort(legal)
        lay = self.lay
        table_top(surface, self.app.u(256))
        self._top_bar(surface, v)
        self._piles(surface, v, lay.piles)
        self._crowd(surface, v, lay.crowd)
        self._nordvale(surface, v, lay.nordvale)
        self._board(surface, v, lay.board)
        self._panel(surface, v, lay.panel)
        p = v["pending"]
        chooser = p is not None and p["kind"] in CHOOSER_KINDS and self.session.my_turn()
        self._log_live = not chooser
        if chooser:   # the chooser covers the log: it is part of the picture
            self._log(surface, lay.log)
        if chooser:
            record.new_layer()   # the chooser lies over the table
            self._cells = {}     # and over the crowd: no flash shows through it
            self._track = None   # nor the moving marker
            from game.tables.raxxon.chooser import draw_chooser
            draw_chooser(self, surface, lay.chooser, content, p)
        from game.tables.raxxon import guide
        guide.draw(self, surface, v)
        lit = self.hinter.ready and self.offer_rects.get(self.hinter.ready["action"])
        if lit:   # the hinted move: a ring that is neither a seat's colour nor the offer's
            u = self.app.u
            pygame.draw.rect(surface, theme.GOOD, lit.inflate(u(10), u(10)), u(5), border_radius=u(10))

    # top bar ----------------------------------------------------------
    def _top_bar(self, surface, v):
        u = self.app.u
        r = self.lay.top
        pygame.draw.rect(surface, theme.TABLE_DARK, r)
        diff = i18n.t(f"raxxon.ui.difficulty.{v['difficulty']}")
        # a decision while the engine's phase still says "end": the morning's board (solo)
        ph = "setup" if v["phase"] == "end" and v["pending"] is not None else v["phase"]
        phase = i18n.t(f"raxxon.ui.phase.{ph}")
        status = i18n.t("raxxon.ui.bar.status", day=v["day"], phase=phase, difficulty=diff)
        x = u(16)
        rr = text.draw(surface, status, (x, r.centery), u(24), theme.TEXT, bold=True, anchor="midleft",
                       max_width=u(760))
        x = rr.right + u(30)
        p = v["pending"]
        looking = self.session.looking
        if p is not None:
            # while a person looks at what their action showed (look.py), the bar names them,
            # as the panel does, not the next seat's decision (played in a real window)
            seat = p["seat"] if looking is None else looking
            who = self.session.table.seat_name(self.session.seats, seat)
            line = i18n.t("raxxon.ui.bar.deciding", name=who,
                          what=self.session.table.decision_text(p["kind"])) if looking is None \
                else i18n.t("raxxon.ui.bar.looking", name=who)
            pygame.draw.circle(surface, theme.SEAT_COLOURS[seat], (x + u(10), r.centery), u(9))
            text.draw(surface, line, (x + u(28), r.centery), u(22),
                      theme.WARM if self.session.my_turn() or looking is not None else theme.TEXT_DIM,
                      bold=True, anchor="midleft", max_width=r.right - x - u(330))
        w = surface.get_width()
        button(self, surface, (w - u(150), u(8), u(138), u(40)), i18n.t("raxxon.ui.bar.menu"),
               lambda: scenes.push(self.app, "pause", self.session), "menu", u(20), role="meta")
        button(self, surface, (w - u(300), u(8), u(138), u(40)), i18n.t("raxxon.ui.bar.rules"),
               lambda: scenes.push(self.app, "rules", "raxxon"), "rules", u(20), role="meta")

    # piles ------------------------------------------------------------
    def _piles(self, surface, v, r):
        u = self.app.u
        content = self.session.content
        cit = content.citizens
        piles = v["piles"]
        decks = v["decks"]

        def names(ids):
            return [i18n.name(cit[c]) + " — " + i18n.name(content.types[cit[c].type]) for c in ids[-14:]]

        dis = piles["discard"]
        sick = sum(1 for c in dis if not cit[c].healthy)
        blocks = [
            ("citizen", i18n.t("raxxon.ui.pile.citizen_deck"), str(decks["citizen"]),
             i18n.t("raxxon.ui.pile.face_down"), [i18n.t("raxxon.ui.tip.citizen_deck")], None),
            ("infection", i18n.t("raxxon.ui.pile.infection_deck"), str(decks["infection"]),
             i18n.t("raxxon.ui.pile.infection_left", n=decks["infection"]),
             [i18n.t("raxxon.ui.tip.infection_deck")], theme.DANGER if decks["infection"] <= 3 else None),
            ("discard", i18n.t("raxxon.ui.pile.discard"), str(len(dis)),
             i18n.t("raxxon.ui.pile.mix", healthy=len(dis) - sick, infected=sick),
             [i18n.t("raxxon.ui.tip.discard")] + names(dis), None),
            ("evacuated", i18n.t("raxxon.ui.pile.evacuated"),
             f"{len(piles['evacuated'])} / {v['target']}", None,
             [i18n.t("raxxon.ui.tip.evacuated", target=v["target"])] + names(piles["evacuated"]), None),
            ("controlled", i18n.t("raxxon.ui.pile.controlled"), str(len(piles["controlled"])),
             i18n.t("raxxon.ui.pile.controlled_note"),
             [i18n.t("raxxon.ui.tip.controlled")] + names(piles["controlled"]), None),
            ("uncontrolled", i18n.t("raxxon.ui.pile.uncontrolled"), str(len(piles["uncontrolled"])),
             i18n.t("raxxon.ui.pile.uncontrolled_note"),
             [i18n.t("raxxon.ui.tip.uncontrolled")] + names(piles["uncontrolled"]),
             theme.DANGER if piles["uncontrolled"] else None),
        ]
        picks = {pk.card for pk in self.by["pick"]}
        lit_piles = set()
        for c in picks:
            if c in piles["uncontrolled"]:
                lit_piles.add("uncontrolled")
            if c in piles["evacuated"]:
                lit_piles.add("evacuated")
        gap = u(8)
        bh = (r.h - gap * (len(blocks) - 1)) // len(blocks)
        y = r.y
        for pid, title, count, note, lines, warn in blocks:
            b = pygame.Rect(r.x, y, r.w, bh)
            fl = self.pile_flash.get(pid)
            lit = pid in lit_piles
            panel(surface, b, theme.PANEL_HI if lit else theme.PANEL,
                  fl[0] if fl else (theme.WARM if lit else theme.PANEL_EDGE), radius=10,
                  width=3 if fl or lit else 2)
            icon = pygame.Rect(b.x + u(12), b.y + u(12), u(36), bh - u(24))
            if pid in ("citizen", "infection"):
                paint.card_back(surface, icon, deck="citizens" if pid == "citizen" else "infection")
                if pid == "infection":
                    pygame.draw.rect(surface, paint.INFECTED, icon, 3, border_radius=u(4))
            else:
                pygame.draw.rect(surface, theme.TABLE_DARK, icon, border_radius=u(4))
                pygame.draw.rect(surface, {"evacuated": paint.HEALTHY, "controlled": paint.NORDVALE,
                                           "uncontrolled": paint.INFECTED}.get(pid, theme.CARD_EDGE),
                                 icon, 2, border_radius=u(4))
            tx = icon.right + u(10)
            cr = text.draw(surface, count, (b.right - u(12), b.y + u(8)), u(28), warn or theme.FROST,
                           bold=True, anchor="topright")
            text.draw(surface, title, (tx, b.y + u(10)), u(20), theme.TEXT, bold=True,
                      max_width=cr.x - tx - u(10))
            if pid == "evacuated":
                bar = pygame.Rect(tx, b.y + u(44), b.right - tx - u(14), u(16))
                pygame.draw.rect(surface, theme.TABLE_DARK, bar, border_radius=u(6))
                k = min(1.0, len(piles["evacuated"]) / max(1, v["target"]))
                if k:
                    pygame.draw.rect(surface, paint.HEALTHY, (bar.x, bar.y, max(u(6), int(bar.w * k)), bar.h),
                                     border_radius=u(6))
                pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=u(6))
                note = i18n.t("raxxon.ui.pile.to_go", n=max(0, v["target"] - len(piles["evacuated"])))
                text.draw(surface, note, (tx, bar.bottom + u(4)), u(17), theme.TEXT_DIM,
                          max_width=b.right - tx - u(10))
            elif note:
                text.draw_block(surface, note, pygame.Rect(tx, b.y + u(40), b.right - tx - u(10), bh - u(46)),
                                u(17), warn or theme.TEXT_DIM)
            self.hot(b, f"pile:{pid}", None, role="look", hover=lines)
            y += bh + gap

    # the crowd --------------------------------------------------------
    def _crowd(self, surface, v, r):
        u = self.app.u
        content = self.session.content
        panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=14)
        crowd = {(c["r"], c["c"]): c for c in v["crowd"]}
        cells_legal = {(a.r, a.c): a for a in self.by["cell"]}
        lines_legal = {(a.axis, a.at): a for a in self.by["line"]}
        p = v["pending"]
        kind = p["kind"] if p else None
        info = p["info"] if p else {}
        spots = set(crowd) | set(cells_legal) | set(self.flashes)
        title = i18n.t("raxxon.ui.crowd.title", n=i18n.plural("raxxon.ui.n.cards", len(crowd)),
                       down=sum(1 for c in v["crowd"] if not c["up"]))
        text.draw(surface, title, (r.x + u(16), r.y + u(10)), u(22), theme.TEXT, bold=True,
                  max_width=r.w - u(32))
        if not spots:
            text.draw(surface, i18n.t("raxxon.ui.crowd.empty"), r.center, u(24), theme.TEXT_DIM,
                      anchor="center", max_width=r.w - u(40))
            return
        rows = [rc[0] for rc in spots] + [at for (ax, at) in lines_legal if ax == "row"]
        cols = [rc[1] for rc in spots] + [at for (ax, at) in lines_legal if ax == "col"]
        r0, r1, c0, c1 = min(rows), max(rows), min(cols), max(cols)
        nr, nc = r1 - r0 + 1, c1 - c0 + 1
        handle = u(40)
        hx = handle if any(ax == "row" for ax, _ in lines_legal) else 0   # room for the handles
        hy = handle if any(ax == "col" for ax, _ in lines_legal) else 0   # only when they are drawn
        area = pygame.Rect(r.x + u(16) + hx, r.y + u(44) + hy, r.w - u(32) - hx, r.h - u(56) - hy)
        gap = u(8)
        col_w = (area.w - gap * (nc - 1)) // nc
        ch = min((area.h - gap * (nr - 1)) // nr, col_w * 7 // 5, u(230))
        # a crowd of four or more rows: the cards grow wider rather than smaller (still readable)
        cw = ch * 5 // 7 if ch >= u(170) else min(col_w, ch * 8 // 7)
        gw, gh = nc * cw + (nc - 1) * gap, nr * ch + (nr - 1) * gap
        ox = area.x + (area.w - gw) // 2
        oy = area.y + (area.h - gh) // 2

        def cell_rect(rc):
            return pygame.Rect(ox + (rc[1] - c0) * (cw + gap), oy + (rc[0] - r0) * (ch + gap), cw, ch)

        hovered_line = None
        h = self.hovered
        if h is not None and h.key.startswith("line:"):
            _, ax, at = h.key.split(":")
            hovered_line = (ax, int(at))
        first = tuple(info.get("first", ())) if kind == "target" else ()
        examined = (info.get("r"), info.get("c")) if kind == "confirm" else None
        for rc in sorted(spots):
            cr = cell_rect(rc)
            c = crowd.get(rc)
            fl = self.flashes.get(rc)
            act = cells_legal.get(rc)
            if c is None:
                if act is not None:   # an empty cell where an added citizen may go
                    pygame.draw.rect(surface, theme.PANEL, cr, border_radius=u(8))
                    _dashed(surface, theme.WARM, cr, u(3))
                    text.draw(surface, i18n.t("raxxon.ui.crowd.here"), cr.center, u(18), theme.WARM,
                              bold=True, anchor="center", max_width=cr.w - u(8))
                    self.offer(surface, cr, act, f"cell:{rc[0]}:{rc[1]}",
                               hover=[i18n.t("raxxon.ui.tip.place")])
                elif fl is not None:  # a card just left this cell: its ghost fades (_transients)
                    self._cells[rc] = cr
                    self._ghosts.add(rc)
                continue
            cid = c["card"]
            hover = None
            if c["up"]:
                paint.citizen_face(surface, cr, cid, content)
                hover = ("card", cid)
            elif cid is not None:   # a face-down card this viewer has looked at: for its eyes only
                seen_size = max(u(14), ch // 14)
                kept = paint.citizen_face(surface, cr, cid, content, footer=max(u(22), ch // 7))
                strip = pygame.Rect(cr.x, cr.bottom - kept, cr.w, kept)
                s = pygame.Surface(strip.size, pygame.SRCALPHA)
                s.fill((30, 40, 70, 225))
                surface.blit(s, strip)
                if kept >= text.line_height(seen_size, True):   # a small card: the strip alone
                    text.draw(surface, i18n.t("raxxon.ui.crowd.seen"), strip.center, seen_size,
                              theme.WARM, bold=True, anchor="center", max_width=strip.w - u(6))
                pygame.draw.rect(surface, theme.WARM, cr, 3, border_radius=u(8))
                hover = ("card", cid, "seen")
            else:
                paint.card_back(surface, cr)
                hover = [i18n.t("raxxon.ui.tip.face_down")]
            if fl is not None:   # drawn over the picture (_transients)
                self._cells[rc] = cr
            if hovered_line and ((hovered_line[0] == "row" and rc[0] == hovered_line[1]) or
                                 (hovered_line[0] == "col" and rc[1] == hovered_line[1])):
                pygame.draw.rect(surface, theme.WARM, cr.inflate(u(6), u(6)), u(4), border_radius=u(10))
            if rc == first or rc == examined:
                pygame.draw.rect(surface, theme.FROST, cr.inflate(u(10), u(10)), u(4), border_radius=u(10))
            if act is not None:
                pygame.draw.rect(surface, theme.WARM, cr.inflate(u(4), u(4)), u(3), border_radius=u(9))
                if self.hovered is not None and self.hovered.key == f"cell:{rc[0]}:{rc[1]}":
                    s = pygame.Surface(cr.size, pygame.SRCALPHA)
                    s.fill((255, 196, 92, 70))
                    surface.blit(s, cr)
                self.offer(surface, cr, act, f"cell:{rc[0]}:{rc[1]}", hover=hover)
            else:
                self.hot(cr, f"look:{rc[0]}:{rc[1]}", None, role="look", hover=hover)
        # row and column handles: a row or column is chosen by its handle
        for (ax, at), act in sorted(lines_legal.items()):
            if ax == "row":
                cy = cell_rect((at, c0)).centery
                hr = pygame.Rect(ox - handle - u(6), cy - u(30), handle, u(60))
            else:
                cx = cell_rect((r0, at)).centerx
                hr = pygame.Rect(cx - u(30), oy - handle - u(6), u(60), handle)
            key = f"line:{ax}:{at}"
            lit = self.hovered is not None and self.hovered.key == key
            pygame.draw.rect(surface, theme.WARM if lit else theme.WARM_DIM, hr, border_radius=u(8))
            pygame.draw.rect(surface, theme.WARM, hr, 2, border_radius=u(8))
            _arrow(surface, hr, ax, theme.INK)
            self.offer(surface, hr, act, key,
                       hover=[i18n.t(f"raxxon.ui.tip.line_{ax}", n=at + 1)])

    # Nordvale ---------------------------------------------------------
    def _nordvale(self, surface, v, r):
        u = self.app.u
        content = self.session.content
        panel(surface, r, theme.PANEL, paint.NORDVALE, radius=14)
        piles = v["piles"]
        tr0 = text.draw(surface, i18n.t("raxxon.ui.nordvale.title"), (r.x + u(16), r.y + u(10)), u(24),
                        theme.FROST, bold=True, max_width=u(250))
        # the deck's count beside the title; what was drawn from it is told apart below, in the
        # box (three numbers in one row read as parts of one sum, and they are not: the review)
        activated, unactivated = piles["raxxon_activated"], piles["raxxon_unactivated"]
        text.draw(surface, i18n.t("raxxon.ui.nordvale.counts", deck=v["decks"]["raxxon"]),
                  (r.right - u(16), r.y + u(14)), u(18), theme.TEXT_DIM,
                  anchor="topright", max_width=r.right - tr0.right - u(40))
        text.draw(surface, i18n.t("raxxon.ui.nordvale.influence", n=v["influence"]),
                  (r.x + u(16), r.y + u(46)), u(19), theme.TEXT, bold=True, max_width=r.w - u(32))
        tr = pygame.Rect(r.x + u(20), r.y + u(82), r.w - u(40), u(40))
        paint.track(surface, tr, int(self.influence + 0.5), u, marker=False)
        if self.busy:   # moving: drawn over the picture each frame (``_transients``)
            self._track = tr
        else:   # at rest: part of the picture, under what lies over it (the chooser, the guide)
            paint.track_marker(surface, tr, self.influence, u)
        self.hot(tr, "look:track", None, role="look", hover=[i18n.t("raxxon.ui.tip.track")])
        cur = piles["raxxon_current"]
        cr = pygame.Rect(r.x + u(16), tr.bottom + u(14), r.w - u(32), r.bottom - tr.bottom - u(28))
        if cur:
            lit = {a.option for a in self.by["choose"]}
            paint.nordvale_card(surface, cr, cur[-1], content, lit)
            return
        pygame.draw.rect(surface, theme.TABLE_DARK, cr, border_radius=u(10))
        y = cr.y + u(12)
        if activated or unactivated:
            text.draw(surface, i18n.t("raxxon.ui.nordvale.drawn", activated=len(activated),
                                      unactivated=len(unactivated)),
                      (cr.x + u(14), y), u(19), theme.TEXT, bold=True, max_width=cr.w - u(28))
            y += u(30)
            for key, ids in (("raxxon.ui.nordvale.last_activated", activated[-1:]),
                             ("raxxon.ui.nordvale.last_unactivated", unactivated[-1:])):
                if ids:
                    t = i18n.localized(content.raxxon[ids[0]].title)
                    text.draw(surface, i18n.t(key, title=t), (cr.x + u(14), y), u(19), theme.TEXT,
                              max_width=cr.w - u(28))
                    y += u(30)
            y += u(6)
        text.draw_block(surface, i18n.t("raxxon.ui.nordvale.idle"),
                        pygame.Rect(cr.x + u(14), y, cr.w - u(28), cr.bottom - y - u(12)),
                        u(18), theme.TEXT_DIM)

    # the log ------------------------------------------------------------
    log_top = 32

    def log_upto(self):
        return None if self.held is None else self.held["events"]   # the day as it ended

    def log_colour(self, kind, ref):
        if kind == "seat" and isinstance(ref, int):
            return theme.SEAT_COLOURS[ref % len(theme.SEAT_COLOURS)]
        return theme.FROST if kind == "card" else None

    def _influence_now(self) -> float:
        """Nordvale's influence as the table shows it: the held day-end picture's while the end
        of a day is told, else the viewer's view (drawn only from a view, DESIGN.md)."""
        held = getattr(self, "held", None)
        s = self.session
        # read per frame (``busy``: the loop, the picture's key, the Nordvale panel): the view
        # is built again only when what it shows may have changed
        key = (id(s.game), len(s.game.log), s.viewer, None if held is None else held["events"])
        known = getattr(self, "_influence_at", None)
        if known is None or known[0] != key:
            v = held["view"] if held else s.view()
            known = self._influence_at = (key, float(v["influence"]))
        return known[1]


    # the character board ----------------------------------------------
    def shown_seat(self, v) -> int:
        if self.tab is not None and 0 <= self.tab < v["players"]:
            return self.tab
        if self.session.looking is not None and self.held is None:   # their own action's board
            return self.session.looking
        p = v["pending"]
        if p is not None:
            return p["seat"]
        if v["current"] is not None:
            return v["current"]
        return self.session.viewer if self.session.viewer is not None else 0

    def _board(self, surface, v, r):
        from game.tables.raxxon.boards import draw_board
        draw_board(self, surface, v, r, self.shown_seat(v))

    # the decision panel -------------------------------------------------
    def _panel(self, surface, v, r):
        from game.tables.raxxon.decisions import draw_panel
        draw_panel(self, surface, v, r)

    # hover ----------------------------------------------------------------
    def _hover_tip(self, surface, content):
        """The tip or the zoomed card under the mouse: only while the board has the screen (an
        overlay hides it) and never over the top bar's buttons (issue 15)."""
        if self.app.top is not self:
            return
        area = below(surface, self.lay.top)
        h = self.hotspot_at(self.mouse)
        quiet = self.tips_quiet(self.mouse)
        if (h is None or h.key.startswith(("act:", "look:"))) and not quiet:
            for rect, lines in reversed(self.tips):   # a slot's symbols, in words
                if rect.collidepoint(self.mouse):
                    record.new_layer()
                    tip(self.app, surface, self.mouse, lines, width=self.app.u(460), area=area)
                    return
        if h is None:
            return
        record.new_layer()
        if not h.enabled and h.reason:
            tip(self.app, surface, self.mouse, [h.reason], area=area)
        elif quiet:
            return
        elif isinstance(h.hover, tuple) and h.hover and h.hover[0] == "card":
            self._zoom(surface, h.hover[1], content, seen=len(h.hover) > 2, area=area)
        elif isinstance(h.hover, list) and h.hover:
            tip(self.app, surface, self.mouse, h.hover, area=area)
        elif isinstance(h.hover, str):
            tip(self.app, surface, self.mouse, [h.hover], area=area)

    def _zoom(self, surface, cid, content, seen=False, area=None):
        """The card under the mouse, large, with its words beside it."""
        u = self.app.u
        area = surface.get_rect() if area is None else area
        w, h = u(250), u(350)
        r = pygame.Rect(self.mouse[0] + u(24), self.mouse[1] - h // 2, w, h)
        r.clamp_ip(area)
        if r.collidepoint(self.mouse):
            r.right = self.mouse[0] - u(24)
            r.clamp_ip(area)
        paint.citizen_face(surface, r, cid, content)
        lines = paint.citizen_tip(content, cid)
        if seen:
            lines.append(i18n.t("raxxon.ui.tip.seen"))
        tip(self.app, surface, (r.x - u(16), r.bottom - u(8)), lines, width=u(420), area=area)


def _sort(legal) -> dict:
    """The legal actions by where they are clicked."""
    out = {"cell": [], "line": [], "act": [], "pick": [], "char": [], "choose": [], "first": [],
           "company": [], "plain": []}
    for a in legal:
        if isinstance(a, A.Cell):
            out["cell"].append(a)
        elif isinstance(a, A.Line):
            out["line"].append(a)
        elif isinstance(a, A.Act):
            out["act"].append(a)
        elif isinstance(a, A.Pick):
            out["pick"].append(a)
        elif isinstance(a, A.Character):
            out["char"].append(a)
        elif isinstance(a, A.Choose):
            out["choose"].append(a)
        elif isinstance(a, A.First):
            out["first"].append(a)
        elif isinstance(a, A.Company):
            out["company"].append(a)
        else:
            out["plain"].append(a)
    return out


def _dashed(surface, colour, rect, w):
    step = max(6, w * 3)
    for x in range(rect.x, rect.right, step * 2):
        pygame.draw.line(surface, colour, (x, rect.y), (min(x + step, rect.right), rect.y), w)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + step, rect.right),
                                                                 rect.bottom - 1), w)
    for y in range(rect.y, rect.bottom, step * 2):
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(y + step, rect.bottom)), w)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + step,
                                                                                    rect.bottom)), w)


def _arrow(surface, r, axis, colour):
    cx, cy = r.center
    k = min(r.w, r.h) // 4
    if axis == "row":   # points right, along the row
        pts = [(cx - k, cy - k), (cx + k, cy), (cx - k, cy + k)]
    else:               # points down, along the column
        pts = [(cx - k, cy - k), (cx + k, cy - k), (cx, cy + k)]
    pygame.draw.polygon(surface, colour, pts)


__all__ = ["Board", "HANDLED_KINDS"]
