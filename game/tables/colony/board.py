"""The colony board: the Colony, the six Locations, the seats, the crisis, the Main objective,
the log and the viewer's player board — drawn only from ``session.view()`` (DESIGN.md).

A person acts by clicking: a survivor or a card, then an action, then each remaining choice;
the board highlights what may be clicked (``game.tables.colony.builder.Builder`` keeps the choice among the
engine's legal actions). Decisions that show cards (the draft, a search, a crossroads card, a
vote…) open a panel in the middle of the table; the others are answered in the action panel.
"""
from __future__ import annotations

import functools

import pygame

from game import i18n, theme
from game.tables.colony import labels
from game.app import Scene
from game.tables.colony.builder import Builder
from game.tables.colony.motion import Motion, zombie_counts
from game.render import record, text
from game.tables.colony import cards
from game.tables.colony.cards import card_back, card_face
from game.render.pieces import die_face, mark, standee, zombie
from game.tables.colony.reveal import reveal_scene
from game.widgets import button, panel, tip

# decisions answered in a panel in the middle of the table
MODAL_KINDS = frozenset({"draft", "search", "keep", "bottom", "crossroads", "vote", "tiebreak",
                         "bite", "recruit", "give", "gift", "consent", "discard", "option",
                         "leader", "swap", "die"})
# keys for the common choices of the action panel (shown on their buttons)
SHORTCUTS = {"verb:end": pygame.K_e, "verb:request": pygame.K_r, "verb:clean": pygame.K_c,
             "verb:food": pygame.K_f}
MORALE_MAX = 10   # C-23.3
LOG_KEPT = 200   # log lines the board can scroll back through
TOP_LOCATIONS = ("police", "grocery", "school")
BOTTOM_LOCATIONS = ("gas", "library", "hospital")
_EVENT_FLASH = {"overrun": theme.DANGER, "survivor_died": theme.DANGER, "zombies_added": theme.ZOMBIE,
                "barricaded": theme.BARRICADE, "barricade_broken": theme.DANGER,
                "zombie_killed": theme.GOOD, "noise": theme.WARM, "moved": theme.FROST,
                "search": theme.WARM, "exposure": theme.WARM, "wounded": theme.DANGER,
                "helpless_added": theme.GOOD, "lured": theme.ZOMBIE}
# zombies, overruns and deaths sound when their animation plays (game.tables.colony.motion), a crisis's
# outcome when its reveal turns the last card (game.tables.colony.reveal)
_SOUNDS = {"dice": "dice", "exposure": "exposure", "crisis": "crisis", "turn": "turn"}


class Board(Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.builder: Builder | None = None
        self.builder_for = None
        self.flashes: dict = {}          # place id -> (colour, seconds left)
        self.bot_wait = 0.0
        self.log_scroll = 0
        self.tray = None                 # the dice tray while a throw is shown
        self._dice_tray = None
        self.mouse = (0, 0)
        self.modal_hidden = False        # the player peeks at the board under a panel
        self._picture = None             # the last table picture, its hotspots and text
        self._picture_for = None
        self._picture_hot: list = []
        self._picture_rec = None
        self.motion = Motion(app.sound)
        self._zombies = zombie_counts(session.view())
        self._slots: dict = {}           # where the last picture put each zombie slot, place, standee
        self._place_rects: dict = {}
        self._standee_at: dict = {}
        session.listeners.append(self.on_events)

    # ------------------------------------------------------------ events from the engine
    def on_events(self, events):
        self.builder = None
        v = self.session.view()
        after = zombie_counts(v)
        bars = {(pid, k + 1): b for pid, p in v["places"].items() for k, b in enumerate(p["barricades"])}
        self.motion.arrivals(self._zombies, after, bars)
        self._zombies = after
        for e in events:
            if e.kind == "moved":
                start = self._standee_at.get(e.data["survivor"])
                if start is not None and start[2]["place"] == e.data.get("frm"):
                    self.motion.glide(e.data["survivor"], start, e.data["to"])
            elif e.kind == "overrun":
                self.motion.overrun(e.data["place"], e.data.get("entrance", 1))
            elif e.kind == "survivor_died":
                sid = e.data["survivor"]
                self.motion.death(e.data["place"], i18n.t(
                    "ui.motion.died", name=labels.survivor(self.session.content, sid)), sid)
            elif e.kind == "helpless_died":
                self.motion.death("colony", i18n.t("ui.motion.helpless_died"))
        for e in events:
            if not e.visible_to(self.session.viewer) and e.seats is not None:
                continue
            place = e.data.get("place") if isinstance(e.data, dict) else None
            if e.kind in _EVENT_FLASH and place:
                self.flashes[place] = (_EVENT_FLASH[e.kind], 0.9)
            if e.kind in _SOUNDS:
                self.app.sound(_SOUNDS[e.kind])
        self._throw_dice(events)
        self.log_scroll = 0
        reveal = reveal_scene(self.app, self.session, events)
        if reveal is not None:   # the crisis's cards or the ballots, turned over for everyone
            self.app.push(reveal)

    def _throw_dice(self, events):
        dice = []
        rolls = {e.data.get("seat"): e.data.get("values", []) for e in events if e.kind == "dice"}
        if rolls:   # the round's action dice: the viewer's own, else the first seat's
            seat = self.session.viewer if self.session.viewer in rolls else next(iter(rolls))
            dice += [("d6", int(x)) for x in rolls[seat][:8]]
        for e in events:
            if e.kind == "exposure" and e.data.get("face"):
                dice.append(("exposure", e.data["face"]))
            elif e.kind == "attack_survivor" and e.data.get("roll"):
                dice.append(("d6", int(e.data["roll"])))
        dice = dice[:8]
        if dice:
            self.roll(dice, seed=len(self.session.game.log))

    def roll(self, dice: list, seed: int) -> None:
        """Throw ``dice`` (("d6", value) or ("exposure", face)) in the tray. One tray is kept per
        window size, so its felt and die faces are drawn once, not on every throw."""
        try:
            from game.dice import DiceTray
        except Exception:   # no physics: the log still tells the roll
            return
        rect = self.tray_rect()
        if self._dice_tray is None or self._dice_tray.rect != rect:
            self._dice_tray = DiceTray(rect)
        self._dice_tray.speed = self.app.settings.anim_speed
        self._dice_tray.throw(dice, seed=seed)
        self.tray = self._dice_tray

    # ------------------------------------------------------------ the loop
    def update(self, dt):
        for k in list(self.flashes):
            c, left = self.flashes[k]
            left -= dt * self.app.settings.anim_speed
            if left <= 0:
                del self.flashes[k]
            else:
                self.flashes[k] = (c, left)
        if self.tray is not None:
            self.tray.update(dt)
            if self.tray.done:
                self.tray = None
        self.motion.update(dt, self.app.settings.anim_speed)
        if self.app.top is not self:
            return   # an overlay (curtain, menu, game over) has the table: nothing moves on
        s = self.session
        if s.game.pending is None:
            self._game_over()
            return
        if s.needs_curtain():
            self._curtain()
            return
        if s.bot_to_move():
            if self.tray is not None or self.motion.busy:   # each step of a bot is seen
                return
            self.bot_wait += dt
            if self.bot_wait >= self.app.settings.bot_pace / max(0.25, self.app.settings.anim_speed):
                self.bot_wait = 0.0
                s.bot_step()
            return
        if s.my_turn():
            d = s.game.pending
            ident = (len(s.game.log), s.viewer, d.kind)
            if self.builder is None or self.builder_for != ident:
                self.builder = Builder(s.legal(), d.kind)
                self.builder_for = ident
                self.modal_hidden = False

    def robot_check(self) -> None:
        """The robot's check of this table each frame it is on top: on the viewer's turn, with
        nothing chosen yet, End the turn is on screen (a turn can always be ended)."""
        s = self.session
        b = self.builder
        if s.my_turn() and s.game.pending.kind == "turn" and b and b.subject is None \
                and b.verb is None and not any(h.key == "verb:end" for h in self.hotspots):
            raise RuntimeError("the turn cannot be ended: no End the turn button on screen")

    def _curtain(self):
        from game.scenes.curtain import CurtainScene
        self.session.drop_viewer()
        self.builder = None
        seat = self.session.pending_seat
        self.app.push(CurtainScene(self.app, self.session, seat))

    def _game_over(self):
        if getattr(self, "_over_shown", False):
            return
        self._over_shown = True
        self.motion.skip()   # the table stands still under the game over: nothing mid-way
        from game.tables.colony.gameover import GameOverScene
        self.app.push(GameOverScene(self.app, self.session))

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            if self.builder is not None and (self.builder.subject or self.builder.verb
                                             or self.builder.fixed):
                self.builder.back()
            else:
                from game.scenes.menu import PauseMenu
                self.app.push(PauseMenu(self.app, self.session))
            return None
        if event.key == pygame.K_SPACE and (self.tray is not None or self.motion.busy):
            if self.tray is not None:
                self.tray.skip()
            self.motion.skip()
            return None
        if event.key == pygame.K_TAB:
            self.modal_hidden = not self.modal_hidden
            return None
        return event

    def handle(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.builder:
            self.builder.back()
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.tray is not None:
                self.tray.skip()
            self.motion.skip()
        return super().handle(event)

    # ------------------------------------------------------------ choosing
    def _apply_if_complete(self):
        b = self.builder
        if b is None:
            return
        a = b.complete()
        if a is not None:
            if not self.session.apply(a):
                self.app.notify(self.session.last_error or "")
                b.reset()

    def pick_subject(self, kind, value):
        self.builder.choose_subject(kind, value)
        self._apply_if_complete()

    def pick_verb(self, verb):
        self.builder.choose_verb(verb)
        self._apply_if_complete()

    def pick_value(self, name, value):
        self.builder.choose(name, value)
        self._apply_if_complete()

    def pick_member(self, value):
        self.builder.gather(value)
        self._apply_if_complete()

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        """The table is drawn again only when what it shows changed (the view, the choice being
        built, the hovered thing, the language…); other frames blit the last picture and give
        back its hotspots and recorded text. The log (unless a panel covers it), the dice and
        the hover tip are drawn every frame over it."""
        b = self.builder
        # a panel waits until what moves on the table has arrived: it would cover it
        modal = (b is not None and self.session.game.pending is not None and not self.modal_hidden
                 and b.kind in MODAL_KINDS and not self.motion.busy)
        key = self._picture_key(surface, modal)
        if key == self._picture_for and self._picture is not None:
            surface.blit(self._picture, (0, 0))
            self.hotspots.extend(self._picture_hot)
            record.replay(self._picture_rec)
        else:
            mark = record.mark()
            self._draw_table(surface, modal)
            if self._picture is None or self._picture.get_size() != surface.get_size():
                self._picture = surface.copy()
            else:
                self._picture.blit(surface, (0, 0))
            self._picture_hot = list(self.hotspots)
            self._picture_rec = record.since(mark)
            self._picture_for = key
        if not modal:
            self._log(surface, self._log_rect())
        if self.motion.busy:
            record.new_layer()   # what moves lies over the table (a caption over the standees)
            self.motion.draw(surface, self.app.u, self._slots, self._place_rects, self._standee_at,
                             self.session.content)
        if self.tray is not None:
            self.tray.draw(surface)
        self._hover_tip(surface)

    def _picture_key(self, surface, modal: bool) -> tuple:
        """Everything the table picture depends on. The view changes only when an action is
        applied (the log grows), undone (a new game object) or the viewer changes."""
        s = self.session
        b = self.builder
        h = self.hovered
        return (id(s.game), len(s.game.log), len(s.events), s.viewer,
                None if b is None else (id(b), repr((b.subject, b.verb, b.fixed, b.partial))),
                modal, self.log_scroll if modal else None,
                tuple(sorted((k, c) for k, (c, _) in self.flashes.items())),
                None if h is None else (h.key, tuple(h.rect)), self.motion.state(),
                i18n.language(), text.scale, surface.get_size(), id(record.active))

    def tray_rect(self) -> pygame.Rect:
        """Dice roll over the player board, never over the Colony and Locations where the
        zombies and standees they decide about are."""
        u = self.app.u
        return pygame.Rect(u(700), u(728), u(560), u(320))

    def _log_rect(self) -> pygame.Rect:
        u = self.app.u
        return pygame.Rect(u(1302), u(382), u(608), u(308))

    def _draw_table(self, surface, modal: bool):
        v = self.session.view()
        self.v = v
        self.offer = Offer(self.builder, self.session.content, v)
        self._hidden = self.motion.hidden()   # zombies still walking in, per entrance
        u = self.app.u
        surface.fill(theme.TABLE)
        self._top_bar(surface, v)
        self._seats(surface, v)
        for i, pid in enumerate(TOP_LOCATIONS):
            self._location(surface, v, pid, pygame.Rect(u(322 + i * 326), u(66), u(316), u(172)))
        self._colony(surface, v, pygame.Rect(u(322), u(246), u(968), u(276)))
        for i, pid in enumerate(BOTTOM_LOCATIONS):
            self._location(surface, v, pid, pygame.Rect(u(322 + i * 326), u(530), u(316), u(160)))
        self._crisis(surface, v, pygame.Rect(u(1302), u(66), u(608), u(150)))
        self._main(surface, v, pygame.Rect(u(1302), u(224), u(608), u(150)))
        self._player_board(surface, v, pygame.Rect(u(10), u(700), u(1900), u(372)))
        if modal:
            self._log(surface, self._log_rect())   # under the panel, so drawn before it
            self._modal(surface, v)

    def _top_bar(self, surface, v):
        u = self.app.u
        r = panel(surface, (u(0), u(0), surface.get_width(), u(56)), theme.TABLE_DARK,
                  theme.PANEL_EDGE, radius=0, width=0)
        status = i18n.t("ui.board.status" if v["round"] else "ui.board.setup", round=v["round"],
                        rounds_left=v["rounds_left"], morale=v["morale"], food=v["food"],
                        waste=v["waste"])
        if v["starvation"]:
            status += "  ·  " + i18n.t("ui.board.starvation", n=v["starvation"])
        x = u(16)
        text.draw(surface, status, (x, u(14)), u(24), theme.TEXT, bold=True)
        x += text.width(status, u(24), True) + u(30)
        p = v["pending"]
        if p is not None:
            seat = p["seat"]
            who = self.session.seats[seat].name
            what = labels.decision(p["kind"])
            line = i18n.t("ui.board.deciding", name=who, what=what)
            pygame.draw.circle(surface, theme.SEAT_COLOURS[seat], (x + u(10), u(28)), u(9))
            text.draw(surface, line, (x + u(28), u(14)), u(24),
                      theme.WARM if self.session.my_turn() else theme.TEXT_DIM, bold=True,
                      max_width=r.right - x - u(300))
        self._meta_buttons(surface)

    def _meta_buttons(self, surface):
        u = self.app.u
        from game.scenes.menu import PauseMenu
        from game.scenes.rulebook import RulebookScene
        w = surface.get_width()
        button(self, surface, (w - u(140), u(8), u(128), u(40)), i18n.t("ui.board.menu"),
               lambda: self.app.push(PauseMenu(self.app, self.session)), "menu", u(20), role="meta")
        button(self, surface, (w - u(280), u(8), u(128), u(40)), i18n.t("ui.board.rules"),
               lambda: self.app.push(RulebookScene(self.app)), "rules", u(20), role="meta",
               shortcut=pygame.K_F1)
        if self.session.can_undo():
            button(self, surface, (w - u(420), u(8), u(128), u(40)), i18n.t("ui.board.undo"),
                   self._undo, "undo", u(20), role="meta", shortcut=pygame.K_z)

    def _undo(self):
        if self.session.undo():
            self.builder = None

    # seats -----------------------------------------------------------
    def _seats(self, surface, v):
        u = self.app.u
        n = len(v["seats"])
        h = min(u(150), (u(690) - u(66) - (n - 1) * u(8)) // n)
        for i, s in enumerate(v["seats"]):
            r = pygame.Rect(u(10), u(66) + i * (h + u(8)), u(300), h)
            self._seat_panel(surface, v, s, r, i in self.offer.seats)

    def _seat_panel(self, surface, v, s, r, target):
        u = self.app.u
        i = s["seat"]
        active = v["active"] == i
        # whose turn it is in frost; warm is kept for what the viewer may click (a target seat)
        edge = theme.FROST if active else theme.PANEL_EDGE
        panel(surface, r, theme.PANEL_HI if target else theme.PANEL, edge, radius=10,
              width=3 if active else 2)
        mark(surface, i, (r.x + u(20), r.y + u(20)), u(11))
        name = self.session.seats[i].name
        bot = "" if self.session.seats[i].human else " · " + i18n.t("ui.seat.bot")
        text.draw(surface, name + bot, (r.x + u(38), r.y + u(7)), u(22), theme.SEAT_COLOURS[i],
                  bold=True, max_width=r.w - u(90))
        if v["first"] == i and v["round"] > 0:   # the token is taken after the draft (C-3.13)
            text.draw(surface, i18n.t("ui.seat.first"), (r.right - u(10), r.y + u(9)), u(16),
                      theme.WARM, bold=True, anchor="topright")
        y = r.y + u(36)
        lh = text.line_height(u(18))
        line = i18n.t("ui.seat.summary", hand=s["hand_size"], dice=len(s["dice"]), used=s["used"])
        text.draw(surface, line, (r.x + u(12), y), u(18), theme.TEXT, max_width=r.w - u(20))
        y += lh
        mine = [sid for sid, sv in v["survivors"].items() if sv["owner"] == i]
        # the leader by name and the others counted: the whole list is in the hover tip
        names = [labels.survivor(self.session.content, sid) for sid in mine]
        if s["leader"] in mine:
            lead = labels.survivor(self.session.content, s["leader"])
            group = i18n.t("ui.seat.group", leader=lead, n=len(mine) - 1) if len(mine) > 1 else \
                i18n.t("ui.seat.leader_mark", name=lead)
        else:
            group = ", ".join(names) or "—"
        if y + lh <= r.bottom - u(4):
            text.draw(surface, group, (r.x + u(12), y), u(17), theme.TEXT_DIM, max_width=r.w - u(20))
            y += lh
        status = []
        if s["exiled"]:
            status.append(i18n.t("ui.seat.exiled"))
        if s["eliminated"]:
            status.append(i18n.t("ui.seat.eliminated"))
        if s.get("objective"):
            d = self.session.content.objective(s["objective"])
            status.append(i18n.t("ui.seat.objective", name=i18n.name(d)))
        if status and y + lh <= r.bottom - u(2):
            text.draw(surface, " · ".join(status), (r.x + u(12), y), u(17), theme.DANGER,
                      max_width=r.w - u(20))
        if target:
            pygame.draw.rect(surface, theme.WARM, r.inflate(u(6), u(6)), 4, border_radius=12)
            self.hot(r, f"seat:{i}", functools.partial(self.pick_value, self.offer.field, i))
        else:   # everything public about the seat, whole, on hover
            self.hot(r, f"look:seat:{i}", None, role="look",
                     hover="\n".join([name + bot, line, ", ".join(names) or "—"] + status))

    # places ----------------------------------------------------------
    def _location(self, surface, v, pid, r):
        u = self.app.u
        p = v["places"][pid]
        content = self.session.content
        flash = self.flashes.get(pid)
        f = self.offer.field if pid in self.offer.places else None
        edge = theme.WARM if f else (flash[0] if flash else theme.PANEL_EDGE)
        panel(surface, r, theme.PANEL, edge, radius=10, width=3 if (f or flash) else 2)
        self._place_rects[pid] = r
        text.draw(surface, labels.place(content, pid), (r.x + u(12), r.y + u(6)), u(22),
                  theme.TEXT, bold=True, max_width=r.w - u(120))
        info = i18n.t("ui.place.deck", n=p["deck"])
        text.draw(surface, info, (r.right - u(12), r.y + u(10)), u(17), theme.TEXT_DIM,
                  anchor="topright")
        # symbol strip
        x = r.x + u(12)
        for sym in content.locations[pid].strip:
            ic = cards._icon(sym, u(20), theme.SYMBOL_COLOURS.get(sym, theme.FROST))
            if ic is not None:
                surface.blit(ic, (x, r.y + u(36)))
            else:
                pygame.draw.circle(surface, theme.SYMBOL_COLOURS.get(sym, theme.FROST),
                                   (x + u(10), r.y + u(46)), u(8))
            x += u(24)
        # noise slots
        nx = r.right - u(12) - 4 * u(22)
        text.draw(surface, i18n.t("ui.place.noise"), (nx - u(6), r.y + u(38)), u(15),
                  theme.TEXT_DIM, anchor="topright")
        for k in range(4):
            c = (nx + k * u(22) + u(9), r.y + u(48))
            if k < p["noise"]:
                pygame.draw.circle(surface, theme.WARM, c, u(8))
            else:
                pygame.draw.circle(surface, theme.PANEL_EDGE, c, u(8), 2)
        # entrance
        er = pygame.Rect(r.x + u(12), r.bottom - u(48), r.w - u(24), u(38))
        self._entrance(surface, pid, 1, p["zombies"][0], p["barricades"][0], p["spaces"][0], er)
        # survivors
        sr = pygame.Rect(r.x + u(12), r.y + u(68), r.w - u(24), er.y - r.y - u(74))
        self._standees(surface, v, pid, sr, p["survivor_spaces"])
        if f:
            self.hot(r, f"place:{pid}", lambda pid=pid, f=f: self.pick_value(f, pid))

    def _colony(self, surface, v, r):
        u = self.app.u
        p = v["places"]["colony"]
        flash = self.flashes.get("colony")
        f = self.offer.field if "colony" in self.offer.places else None
        edge = theme.WARM if f else (flash[0] if flash else theme.FROST)
        panel(surface, r, theme.PANEL_HI, edge, radius=12, width=3)
        self._place_rects["colony"] = r
        text.draw(surface, labels.place(self.session.content, "colony"), (r.x + u(14), r.y + u(8)),
                  u(26), theme.TEXT, bold=True)
        info = i18n.t("ui.colony.info", pop=v["population"], spaces=p["survivor_spaces"],
                      helpless=v["helpless"])
        text.draw(surface, info, (r.x + u(180), r.y + u(14)), u(19), theme.TEXT_DIM,
                  max_width=r.w - u(200))
        # six entrances around: three on the left column, three on the right
        ew, eh = u(300), u(40)
        for k in range(6):
            col, row = divmod(k, 3)
            ex = r.x + u(14) if col == 0 else r.right - u(14) - ew
            ey = r.y + u(50) + row * (eh + u(32))
            text.draw(surface, i18n.t("ui.value.entrance", n=k + 1), (ex, ey - u(2)), u(15),
                      theme.TEXT_DIM)
            self._entrance(surface, "colony", k + 1, p["zombies"][k], p["barricades"][k],
                           p["spaces"][k], pygame.Rect(ex, ey + u(18), ew, eh))
        sr = pygame.Rect(r.x + u(330), r.y + u(50), r.w - u(660), r.h - u(124))
        self._standees(surface, v, "colony", sr, p["survivor_spaces"], helpless=v["helpless"])
        self._tracks(surface, v, pygame.Rect(sr.x, sr.bottom + u(8), sr.w, r.bottom - u(8) - sr.bottom))
        if f:
            self.hot(r, "place:colony", lambda f=f: self.pick_value(f, "colony"))

    def _tracks(self, surface, v, r):
        """The Morale and Round tracks (C-23.3): a pip per step, Morale turning red when low."""
        u = self.app.u
        played = max(0, v["round"] - 1)   # rounds_left counts the round being played
        rows = (("ui.colony.morale", v["morale"], MORALE_MAX,
                 theme.DANGER if v["morale"] <= 3 else theme.GOOD),
                ("ui.colony.rounds", v["rounds_left"], played + v["rounds_left"], theme.FROST))
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

    def _entrance(self, surface, pid, k, z, bar, cap, r):
        u = self.app.u
        pygame.draw.rect(surface, theme.TABLE_DARK, r, border_radius=8)
        slot = min(u(36), (r.w - u(8)) // max(1, cap))
        z -= self._hidden.get((pid, k), 0)   # still walking in: drawn by the motion
        for i in range(cap):
            c = (r.x + u(6) + i * slot + slot // 2, r.centery)
            self._slots[(pid, k, i)] = (c, r.h // 2 - u(4))
            if i < bar:
                br = pygame.Rect(0, 0, slot - u(6), r.h - u(14))
                br.center = c
                pygame.draw.rect(surface, theme.BARRICADE, br, border_radius=3)
                pygame.draw.line(surface, theme.INK, br.topleft, br.bottomright, 2)
            elif i < bar + z:
                zombie(surface, c, r.h // 2 - u(4))
            else:
                pygame.draw.circle(surface, theme.PANEL_EDGE, c, r.h // 2 - u(6), 1)
        extra = z + bar - cap
        if extra > 0:
            text.draw(surface, f"+{extra}", (r.right - u(6), r.centery), u(16), theme.DANGER,
                      bold=True, anchor="midright")
        if pid == self.offer.entrance_place and k in self.offer.entrances:
            pygame.draw.rect(surface, theme.WARM, r.inflate(u(4), u(4)), 3, border_radius=9)
            self.hot(r, f"entrance:{pid}:{k}", lambda k=k: self.pick_value("entrance", k))

    def _standees(self, surface, v, pid, r, spaces, helpless=0):
        u = self.app.u
        here = [(sid, sv) for sid, sv in v["survivors"].items() if sv["place"] == pid]
        here.sort(key=lambda x: (x[1]["owner"], x[0]))
        size = max(u(28), min(u(46), r.h))   # a short Location row gets smaller standees
        per_row = max(1, r.w // (size + u(8)))
        b = self.builder
        subj = self.offer.subject_survivors
        pick = self.offer.survivors
        selected = b.subject[1] if b is not None and b.subject and b.subject[0] == "survivor" else None
        gliding = self.motion.gliding()
        for n, (sid, sv) in enumerate(here):
            row, col = divmod(n, per_row)
            c = (r.x + col * (size + u(8)) + size // 2, r.y + row * (size + u(10)) + size // 2)
            hl = theme.WARM if sid == selected else None
            hot_fn = None
            if sid in pick:
                hl = theme.WARM
                hot_fn = functools.partial(self.pick_value, self.offer.field, sid)
            elif sid in subj:
                hl = theme.WARM_DIM
                hot_fn = functools.partial(self.pick_subject, "survivor", sid)
            self._standee_at[sid] = (c, size, sv)
            if sid in gliding:
                continue   # on its way here: the motion draws it
            standee(surface, self.session.content, sid, sv, c, size, hl,
                    leader=any(s["leader"] == sid for s in v["seats"]))
            rect = pygame.Rect(0, 0, size, size)
            rect.center = c
            if hot_fn is not None:
                self.hot(rect, f"survivor:{sid}", hot_fn, hover=("survivor", sid))
            else:
                self.hot(rect, f"look:{sid}", None, role="look", hover=("survivor", sid))
        n0 = len(here)
        for k in range(helpless):
            row, col = divmod(n0 + k, per_row)
            c = (r.x + col * (size + u(8)) + size // 2, r.y + row * (size + u(10)) + size // 2)
            pygame.draw.circle(surface, theme.FROST, c, size // 3)
            pygame.draw.circle(surface, theme.INK, c, size // 3, 2)
            text.draw(surface, "H", c, u(16), theme.INK, bold=True, anchor="center")

    # crisis, main, log ---------------------------------------------
    def _crisis(self, surface, v, r):
        u = self.app.u
        panel(surface, r, (58, 36, 40), theme.CRISIS, radius=10)
        cid = v["crisis"]
        if cid:
            d = self.session.content.crises[cid]
            text.draw(surface, i18n.t("ui.crisis.title", name=i18n.name(d)), (r.x + u(12), r.y + u(8)),
                      u(22), theme.TEXT, bold=True, max_width=r.w - u(24))
            need = i18n.t("ui.crisis.need", symbol=i18n.t(f"ui.symbol.{d.symbol}"), p=v["p"],
                          n=v["crisis_contributions"])
            text.draw(surface, need, (r.x + u(12), r.y + u(40)), u(18), theme.WARM, bold=True,
                      max_width=r.w - u(24))
            text.draw_block(surface, i18n.localized(d.text), pygame.Rect(r.x + u(12), r.y + u(68),
                            r.w - u(24), r.h - u(76)), u(17), theme.TEXT)
            self.hot(r, "look:crisis", None, role="look", hover=("crisis", cid))
        else:
            text.draw(surface, i18n.t("ui.crisis.none"), (r.x + u(12), r.y + u(8)), u(22),
                      theme.TEXT_DIM, bold=True)

    def _main(self, surface, v, r):
        u = self.app.u
        panel(surface, r, (34, 52, 42), theme.MAIN, radius=10)
        d = self.session.content.mains[v["main"]]
        side = d.hardcore if v["main_side"] == "hardcore" else d.standard
        title = i18n.t("ui.main.title", name=i18n.name(d))
        if v["main_side"] == "hardcore":
            title += " · " + i18n.t("ui.main.hardcore")
        text.draw(surface, title, (r.x + u(12), r.y + u(8)), u(22), theme.TEXT, bold=True,
                  max_width=r.w - u(24))
        pile = len(v["main_pile"])
        text.draw(surface, i18n.t("ui.main.pile", n=pile), (r.right - u(12), r.y + u(40)), u(17),
                  theme.WARM, bold=True, anchor="topright")
        text.draw_block(surface, i18n.localized(side.text), pygame.Rect(r.x + u(12), r.y + u(40),
                        r.w - u(190), r.h - u(46)), u(17), theme.TEXT)
        self.hot(r, "look:main", None, role="look", hover=("main", v["main"]))

    def _log(self, surface, r):
        u = self.app.u
        panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=10)
        text.draw(surface, i18n.t("ui.log.title"), (r.x + u(12), r.y + u(6)), u(20), theme.TEXT_DIM,
                  bold=True)
        size = u(17)
        lh = text.line_height(size)
        area = pygame.Rect(r.x + u(12), r.y + u(34), r.w - u(24), r.h - u(40))
        lines = self._log_rows(size, area.w)
        rows = area.h // lh
        self.log_scroll = min(self.log_scroll, max(0, len(lines) - rows))   # no scrolling past the top
        end = max(0, len(lines) - self.log_scroll)
        shown = lines[max(0, end - rows):end]
        y = area.y
        for row in shown:
            x = area.x
            for pc_text, kind, ref in row:
                color = theme.TEXT
                if kind == "seat" and isinstance(ref, int) and 0 <= ref < len(theme.SEAT_COLOURS):
                    color = theme.SEAT_COLOURS[ref]
                elif kind in ("card", "survivor", "place"):
                    color = theme.FROST
                rr = text.draw(surface, pc_text, (x, y), size, color,
                               bold=kind in ("seat", "card"))
                if kind == "card" and ref:
                    self.hot(rr, f"look:log:{ref}", None, role="look", hover=("item", ref))
                x = rr.right
            y += lh

    def _log_rows(self, size: int, width: int) -> list:
        """The log wrapped into rows; worked out again only when something changed."""
        key = (id(self.session.game), len(self.session.events), self.session.viewer,
               i18n.language(), text.scale, size, width)
        if getattr(self, "_log_key", None) != key:
            rows = []
            for pieces in self.session.log_pieces(limit=LOG_KEPT):
                rows.extend(_wrap_pieces(pieces, size, width))
            self._log_key, self._log_cache = key, rows
        return self._log_cache

    # the viewer's player board ---------------------------------------
    def _player_board(self, surface, v, r):
        u = self.app.u
        seat = self.session.viewer
        if seat is None or "me" not in v:
            panel(surface, r, theme.TABLE_DARK, theme.PANEL_EDGE, radius=12)
            msg = i18n.t("ui.board.spectating") if not self.session.humans else \
                i18n.t("ui.board.hidden")
            text.draw(surface, msg, r.center, u(26), theme.TEXT_DIM, anchor="center")
            return
        me = v["me"]
        panel(surface, r, theme.TABLE_DARK, theme.SEAT_COLOURS[seat], radius=12, width=3)
        mark(surface, seat, (r.x + u(22), r.y + u(20)), u(10))
        text.draw(surface, i18n.t("ui.board.yours", name=self.session.seats[seat].name),
                  (r.x + u(40), r.y + u(6)), u(22), theme.SEAT_COLOURS[seat], bold=True)
        # survivors
        mine = [(sid, sv) for sid, sv in v["survivors"].items() if sv["owner"] == seat]
        leader = v["seats"][seat]["leader"]
        mine.sort(key=lambda x: (x[0] != leader, x[0]))
        b = self.builder
        area = pygame.Rect(r.x + u(14), r.y + u(40), u(540), r.bottom - u(8) - (r.y + u(40)))
        cards_n = len(mine) if len(mine) <= 4 else 3          # more than four: the rest as a list
        gap = u(10)
        cw = min(u(168), (area.w - (max(1, cards_n + (len(mine) > 4)) - 1) * gap)
                 // max(1, cards_n + (len(mine) > 4)))
        ch = min(u(236), cw * 236 // 168)
        x = area.x
        for sid, sv in mine[:cards_n]:
            self._survivor_column(surface, sid, sv, leader, pygame.Rect(x, area.y, cw, area.h), ch)
            x += cw + gap
        if len(mine) > 4:
            self._survivor_list(surface, mine[cards_n:], leader,
                                pygame.Rect(x, area.y, area.right - x, area.h))
        # hand
        hx0 = area.right + u(14)
        hand_w = u(640)
        hand = me["hand"]
        text.draw(surface, i18n.t("ui.board.hand", n=len(hand)), (hx0, r.y + u(12)), u(18),
                  theme.TEXT_DIM, bold=True)
        hw, hh = u(118), u(166)
        step = hw + u(6) if len(hand) <= 1 else min(hw + u(6), (hand_w - hw) // (len(hand) - 1))
        csub = self.offer.subject_cards
        cpick = self.offer.cards if b is not None and b.kind == "turn" else set()
        for k, cid in enumerate(hand):
            cr = pygame.Rect(hx0 + k * step, r.y + u(40), hw, hh)
            sel = b is not None and b.subject == ("card", cid)
            hl = theme.WARM if (sel or cid in cpick) else (theme.WARM_DIM if cid in csub else None)
            if self.hovered is not None and self.hovered.rect == cr:
                cr = cr.move(0, -u(10))
            card_face(surface, cr, "item", cid, self.session.content, glow=hl)
            if cid in cpick:
                self.hot(cr, f"card:{cid}", functools.partial(self.pick_value, self.offer.field, cid),
                         hover=("item", cid))
            elif cid in csub:
                self.hot(cr, f"card:{cid}", lambda cid=cid: self.pick_subject("card", cid),
                         hover=("item", cid))
            else:
                self.hot(cr, f"look:{cid}", None, role="look", hover=("item", cid))
        # dice
        dy = r.y + u(220)
        text.draw(surface, i18n.t("ui.board.dice"), (hx0, dy), u(18), theme.TEXT_DIM, bold=True)
        dpick = self.offer.dice
        chosen = b.fixed.get("die") if b is not None else None   # the die this action will spend
        dx = hx0
        ds = u(58)
        for k, val in enumerate(v["seats"][seat]["dice"]):
            dr = pygame.Rect(dx, dy + u(30), ds, ds)
            if val == chosen:
                chosen = None
                dr = dr.move(0, -u(8))
                die_face(surface, dr, val, theme.WARM)
                pygame.draw.rect(surface, theme.WARM, dr.inflate(u(8), u(8)), 2, border_radius=dr.w // 5)
                dx += ds + u(10)
                continue
            die_face(surface, dr, val, theme.WARM if val in dpick else None)
            if val in dpick:
                self.hot(dr, f"die:{val}:{k}", lambda val=val: self.pick_value("die", val))
            dx += ds + u(10)
        for _ in range(v["seats"][seat]["used"]):
            dr = pygame.Rect(dx, dy + u(30), ds, ds)
            pygame.draw.rect(surface, theme.PANEL, dr, border_radius=10)
            pygame.draw.rect(surface, theme.DISABLED, dr, 2, border_radius=10)
            text.draw(surface, i18n.t("ui.board.used"), dr.center, u(14), theme.DISABLED,
                      anchor="center")
            dx += ds + u(10)
        # secret objective
        orx = hx0 + hand_w + u(16)
        ocw, och = u(190), u(266)
        text.draw(surface, i18n.t("ui.board.secret"), (orx, r.y + u(12)), u(18), theme.TEXT_DIM,
                  bold=True, max_width=ocw)
        oy = r.y + u(40)
        objs = [o for o in (me["objective"], me["betrayal2"], me["exiled_objective"]) if o]
        if not objs:
            card_back(surface, (orx, oy, ocw, och), i18n.t("ui.board.no_secret"))
        for k, oid in enumerate(objs[:2]):
            cr = pygame.Rect(orx + k * u(20), oy + k * u(30), ocw, och - k * u(30))
            card_face(surface, cr, "objective", oid, self.session.content)
            self.hot(cr, f"look:{oid}", None, role="look", hover=("objective", oid))
        # action panel
        ar = pygame.Rect(orx + ocw + u(30), r.y + u(10), r.right - (orx + ocw + u(30)) - u(10),
                         r.h - u(20))
        self._action_panel(surface, v, ar)

    def _survivor_column(self, surface, sid, sv, leader, col, ch):
        """A survivor card with where it stands, its hurts and its equipment below, all inside
        ``col`` (equipment that does not fit is counted: "+2 more")."""
        u = self.app.u
        b = self.builder
        subj = self.offer.subject_survivors
        content = self.session.content
        cr = pygame.Rect(col.x, col.y, col.w, ch)
        glow = theme.WARM if (b is not None and b.subject == ("survivor", sid)) else (
            theme.WARM_DIM if sid in subj else None)
        card_face(surface, cr, "survivor", sid, content, glow=glow)
        if sid in subj:
            self.hot(cr, f"survivor:{sid}", lambda sid=sid: self.pick_subject("survivor", sid),
                     hover=("survivor", sid))
        else:
            self.hot(cr, f"look:{sid}", None, role="look", hover=("survivor", sid))
        size = u(16)
        lh = text.line_height(size)
        y = cr.bottom + u(6)
        status = i18n.t("ui.survivor.status", place=labels.place(content, sv["place"]))
        if sid == leader:
            status = i18n.t("ui.seat.leader_mark", name=status)
        text.draw(surface, status, (col.x, y), size, theme.TEXT, max_width=col.w)
        y += lh
        hurts = [i18n.t(f"ui.survivor.{k}", n=sv[k]) for k in ("wounds", "frost") if sv[k]]
        if hurts:   # only when there are some (the standee shows them too)
            text.draw(surface, " · ".join(hurts), (col.x, y), size, theme.DANGER, bold=True,
                      max_width=col.w)
            y += lh
        row_h = lh + u(4)
        equipped = list(sv["equipped"])
        for k, cid in enumerate(equipped):
            left = len(equipped) - k
            if y + row_h * (2 if left > 1 else 1) > col.bottom and left > 1:
                text.draw(surface, i18n.t("ui.survivor.more", n=left), (col.x + u(4), y + u(2)), size,
                          theme.TEXT_DIM, max_width=col.w)
                for rest in equipped[k:]:
                    record.card(rest)
                break
            er = pygame.Rect(col.x, y, col.w, row_h)
            can = cid in self.offer.subject_cards
            pygame.draw.rect(surface, theme.PANEL_HI if not can else theme.WARM_DIM, er, border_radius=4)
            text.draw(surface, "+ " + labels.card(content, cid), (col.x + u(4), y + u(2)), u(15),
                      theme.TEXT if not can else theme.INK, max_width=col.w - u(8))
            record.card(cid)
            if can:
                self.hot(er, f"card:{cid}", lambda cid=cid: self.pick_subject("card", cid),
                         hover=("item", cid))
            else:
                self.hot(er, f"look:{cid}", None, role="look", hover=("item", cid))
            y += row_h + u(2)

    def _survivor_list(self, surface, group, leader, r):
        """Survivors beyond the fourth: one row each (name, place, hurts), clickable like a card."""
        u = self.app.u
        content = self.session.content
        subj = self.offer.subject_survivors
        b = self.builder
        panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=8)
        size = u(16)
        row_h = 2 * text.line_height(size) + u(8)
        y = r.y + u(6)
        for k, (sid, sv) in enumerate(group):
            if y + row_h > r.bottom:
                text.draw(surface, i18n.t("ui.survivor.more", n=len(group) - k), (r.x + u(8), y),
                          size, theme.TEXT_DIM, max_width=r.w - u(16))
                break
            rr = pygame.Rect(r.x + u(4), y, r.w - u(8), row_h - u(4))
            chosen = b is not None and b.subject == ("survivor", sid)
            if chosen or sid in subj:
                pygame.draw.rect(surface, theme.WARM if chosen else theme.WARM_DIM, rr, 2, border_radius=6)
            name = labels.survivor(content, sid)
            if sid == leader:
                name = i18n.t("ui.seat.leader_mark", name=name)
            text.draw(surface, name, (rr.x + u(6), rr.y + u(2)), size, theme.TEXT, bold=True,
                      max_width=rr.w - u(12))
            where = labels.place(content, sv["place"])
            hurts = [i18n.t(f"ui.survivor.{x}", n=sv[x]) for x in ("wounds", "frost") if sv[x]]
            text.draw(surface, " · ".join([where] + hurts),
                      (rr.x + u(6), rr.y + u(2) + text.line_height(size)), size,
                      theme.DANGER if hurts else theme.TEXT_DIM, max_width=rr.w - u(12))
            if sid in subj:
                self.hot(rr, f"survivor:{sid}", lambda sid=sid: self.pick_subject("survivor", sid),
                         hover=("survivor", sid))
            else:
                self.hot(rr, f"look:{sid}", None, role="look", hover=("survivor", sid))
            y += row_h

    def _action_panel(self, surface, v, r):
        u = self.app.u
        panel(surface, r, theme.PANEL, theme.PANEL_EDGE, radius=10)
        s = self.session
        b = self.builder
        if not s.my_turn() or b is None:
            p = v["pending"]
            msg = i18n.t("ui.action.waiting", name=s.seats[p["seat"]].name) if p else ""
            text.draw_block(surface, msg, r.inflate(-u(24), -u(24)), u(20), theme.TEXT_DIM)
            return
        prompt = self._prompt(b)
        text.draw_block(surface, prompt, pygame.Rect(r.x + u(12), r.y + u(8), r.w - u(24), u(54)),
                        u(19), theme.WARM, bold=True)
        y = r.y + u(66)
        bh = u(40)
        items = self._choices(b)
        # ending the turn is always in the same place, never pushed out by a long list
        end = next((it for it in items if it[2] == "verb:end"), None)
        items = [it for it in items if it is not end]
        max_rows = max(1, (r.bottom - u(56) - y) // (bh + u(6)))
        cols = max(1, -(-len(items) // max_rows))
        bw = (r.w - u(24) - (cols - 1) * u(8)) // cols
        for k, (label, fn, key, enabled, reason) in enumerate(items):
            col, row = divmod(k, max_rows)
            br = pygame.Rect(r.x + u(12) + col * (bw + u(8)), y + row * (bh + u(6)), bw, bh)
            button(self, surface, br, label, fn, key, u(18), enabled=enabled, reason=reason,
                   shortcut=SHORTCUTS.get(key))
        if end is not None:
            label, fn, key, enabled, reason = end
            br = pygame.Rect(r.right - u(12) - u(230), r.bottom - u(48), u(230), u(38))
            button(self, surface, br, label, fn, key, u(18), primary=True, shortcut=SHORTCUTS[key])
        if b.subject or b.verb or b.fixed:
            br = pygame.Rect(r.x + u(12), r.bottom - u(48), u(150), u(38))
            button(self, surface, br, i18n.t("ui.action.back"), b.back, "back", u(18), role="meta",
                   shortcut=pygame.K_BACKSPACE)

    def _prompt(self, b) -> str:
        if b.kind != "turn":
            return labels.decision(b.kind)
        if b.subject is None and b.verb is None:
            return i18n.t("ui.action.pick_subject")
        f = b.next_field()
        if f is None and b.verb is None:
            return i18n.t("ui.action.pick_verb")
        return i18n.t(f"ui.field.{f}") if f else ""

    def _choices(self, b) -> list:
        """(label, action, key, enabled, reason) for the buttons of the action panel."""
        out = []
        if b.kind == "turn" and b.subject is None and b.verb is None:
            for verb in b.seat_verbs():
                key = f"verb:{verb}"
                label = labels.verb(verb)
                if key in SHORTCUTS:
                    label += f"  [{pygame.key.name(SHORTCUTS[key]).upper()}]"
                out.append((label, lambda verb=verb: self.pick_verb(verb), key, True, ""))
            return out
        verbs = b.verbs()
        if verbs and len(verbs) > 1 or (verbs and b.kind == "turn" and b.verb is None):
            for verb in verbs:
                out.append((labels.verb(verb), lambda verb=verb: self.pick_verb(verb),
                            f"verb:{verb}", True, ""))
            return out
        f = b.next_field()
        if f is None:
            return out
        for val in b.options():
            label = labels.value(self.session, f, val, b.kind)
            if f == "n" and b.kind != "die":
                label = self._option_label(val)
            out.append((label, lambda f=f, val=val: self.pick_value(f, val), f"value:{f}:{val}",
                        True, ""))
        return out

    def _option_label(self, n) -> str:
        """A crossroads card's option by its words; a "choose one" of a card or an ability by
        the branch its text names; else "Option n"."""
        p = self.session.game.pending
        info = p.info if p else {}
        if p is not None and p.kind == "crossroads":
            opts = self._source_options(info.get("card"))
            if opts and 0 < n <= len(opts):
                return f"{n}. {i18n.localized(opts[n - 1])}"
        words = labels.choice_labels(self.session.content, info.get("source"))
        if words and 0 < n <= len(words):
            return f"{n}. {words[n - 1]}"
        return labels.value(self.session, "n", n)

    def _source_options(self, src):
        c = self.session.content
        if src in c.crossroads:
            return [o.text for o in c.crossroads[src].options]
        return None

    # the decision panel ----------------------------------------------
    def _modal(self, surface, v):
        from game.tables.colony.decisions import draw_decision
        record.new_layer()   # the panel lies over the table
        draw_decision(self, surface, v)

    def _hover_tip(self, surface):
        h = self.hovered
        if h is None or h not in self.hotspots:
            h = self.hotspot_at(self.mouse)
        if h is None:
            return
        record.new_layer()   # the tip lies over everything
        if not h.enabled and h.reason:
            tip(self.app, surface, self.mouse, [h.reason])
            return
        if isinstance(h.hover, tuple):
            kind, ref = h.hover
            zoom_card(self.app, surface, self.mouse, kind, ref, self.session.content, self.v)
        elif isinstance(h.hover, str):
            tip(self.app, surface, self.mouse, [h.hover])


class Offer:
    """What the board lights this frame: the subjects that start an action and the values the
    field being chosen may take, sorted by what they are (the ids say: a survivor, a place, an
    item card), so each is lit where it is drawn whatever the field is called."""

    def __init__(self, builder: Builder | None, content, view):
        self.field = None
        self.subject_survivors: set = set()
        self.subject_cards: set = set()
        self.survivors: set = set()
        self.places: set = set()
        self.cards: set = set()
        self.dice: set = set()
        self.seats: set = set()
        self.entrances: set = set()
        self.entrance_place = None
        if builder is None:
            return
        self.subject_survivors = builder.subjects("survivor")
        self.subject_cards = builder.subjects("card")
        self.field = f = builder.next_field()
        if f is None:
            return
        options = builder.options()
        if f == "die":
            self.dice = set(options)
        elif f == "entrance":
            self.entrances = set(options)
            a = builder.matching()[0]
            if a.verb == "pick-entrance":
                self.entrance_place = "colony"
            elif hasattr(a, "survivor"):
                self.entrance_place = view["survivors"].get(a.survivor, {}).get("place")
        elif f == "target" and options and isinstance(options[0], int):
            self.seats = set(options)
        for x in options:
            if not isinstance(x, str) or not x:
                continue
            if x in content.survivors:
                self.survivors.add(x)
            elif x in content.locations:
                self.places.add(x)
            else:
                self.cards.add(x)


def zoom_card(app, surface, pos, kind, ref, content, view) -> None:
    """The card under the mouse, large, kept on screen."""
    u = app.u
    w, h = u(300), u(420)
    r = pygame.Rect(pos[0] + u(20), pos[1] - h // 2, w, h)
    r.clamp_ip(surface.get_rect())
    side = view.get("main_side") if kind == "main" else None
    card_face(surface, r, kind, ref, content, main_side=side)


def _wrap_pieces(pieces, size, width) -> list:
    """Styled pieces wrapped into rows of (text, kind, ref)."""
    rows, row, x = [], [], 0
    for p in pieces:
        words = p.text.split(" ") if p.kind == "text" else [p.text]
        for k, w in enumerate(words):
            if p.kind == "text" and k > 0:
                w = " " + w
            ww = text.width(w, size, p.kind in ("seat", "card"))
            if x + ww > width and row:
                rows.append(row)
                row, x = [], 0
                w = w.lstrip()
                ww = text.width(w, size, p.kind in ("seat", "card"))
            if w:
                row.append((w, p.kind, p.ref))
                x += ww
    if row:
        rows.append(row)
    return rows


__all__ = ["Board", "Offer", "mark", "standee", "zombie", "die_face", "MODAL_KINDS"]
