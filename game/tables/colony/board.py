"""The colony board: the Colony, the six Locations, the seats, the crisis, the Main objective,
the log and the viewer's player board — drawn only from ``session.view()`` (DESIGN.md).

A person acts by clicking: a survivor or a card, then an action, then each remaining choice;
the board highlights what may be clicked (``game.tables.colony.builder.Builder`` keeps the choice
among the engine's legal actions). Decisions that show cards (the draft, a search, a crossroads
card, a vote…) open a panel in the middle of the table; the others are answered in the action
panel.

This module is the scene: its life cycle, the update loop, the engine's events turned into
motion, flashes, sounds and dice, input and the choice being built, and the cached picture of
the table. Where each zone lies is ``layout``; each zone is painted by its module in ``zones``.
"""
from __future__ import annotations

import pygame

from game import i18n, scenes, theme
from game.app import Scene
from game.render import record, text
from game.tables.board import TableBoard
from game.tables.colony import guide, labels, layout
from game.tables.colony.builder import Builder
from game.tables.colony.motion import Motion, zombie_counts
from game.tables.colony.offer import Offer
from game.tables.colony.reveal import reveal_scene
from game.tables.colony.zones import header, hover, panel, places, player, seats
from game.tables.colony.zones import log as log_zone
from game.widgets import table_top

# decisions answered in a panel in the middle of the table
MODAL_KINDS = frozenset({"draft", "search", "keep", "bottom", "crossroads", "vote", "tiebreak",
                         "bite", "recruit", "give", "gift", "consent", "discard", "option",
                         "leader", "swap", "die"})
# decisions answered on the table itself: the turn's survivor, card and verb, then the lit
# place, entrance or survivor in the action panel and on the board
TABLE_KINDS = frozenset({"turn", "target", "place", "entrance", "lure", "tie", "more"})
_EVENT_FLASH = {"overrun": theme.DANGER, "survivor_died": theme.DANGER, "zombies_added": theme.ZOMBIE,
                "barricaded": theme.BARRICADE, "barricade_broken": theme.DANGER,
                "zombie_killed": theme.GOOD, "noise": theme.WARM, "moved": theme.FROST,
                "search": theme.WARM, "exposure": theme.WARM, "wounded": theme.DANGER,
                "helpless_added": theme.GOOD, "lured": theme.ZOMBIE}
# zombies, overruns and deaths sound when their animation plays (game.tables.colony.motion), a
# crisis's outcome when its reveal turns the last card (game.tables.colony.reveal)
_SOUNDS = {"dice": "dice", "exposure": "exposure", "crisis": "crisis", "turn": "turn"}


class Board(Scene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.builder: Builder | None = None
        self.builder_for = None
        self.flashes: dict = {}          # place id -> (colour, seconds left)
        self.log_scroll = 0
        self.tray = None                 # the dice tray while a throw is shown
        self.tray_hides = True           # its throw changes the table: the header waits for it
        self._dice_tray = None
        self.mouse = (0, 0)
        self.modal_hidden = False        # the player peeks at the board under a panel
        self._picture = None             # the last table picture, its hotspots and text
        self._picture_for = None
        self._picture_hot: list = []
        self._picture_rec = None
        self.motion = Motion(app.sound)
        self._drawn = None               # the state the last frame showed (``animating``)
        self._zombies = zombie_counts(session.view())
        # where the last picture put each zombie space, place and standee: the motion walks from there
        self.slots: dict = {}
        self.place_rects: dict = {}
        self.standee_at: dict = {}
        self.walking_in: dict = {}       # zombies still walking in, per entrance: not drawn in place
        self.log_rows_for = None         # the log wrapped into rows, and what it was wrapped for
        self.log_rows: list = []
        self.log_bar = None              # the log's scrollbar (zones/log.py makes it)
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
                start = self.standee_at.get(e.data["survivor"])
                if start is not None and start[2]["place"] == e.data.get("frm"):
                    self.motion.glide(e.data["survivor"], start, e.data["to"])
            elif e.kind == "overrun":
                self.motion.overrun(e.data["place"], e.data.get("entrance", 1))
            elif e.kind == "survivor_died":
                sid = e.data["survivor"]
                self.motion.death(e.data["place"], i18n.t(
                    "colony.ui.motion.died", name=labels.survivor(self.session.content, sid)), sid)
            elif e.kind == "helpless_died":
                self.motion.death("colony", i18n.t("colony.ui.motion.helpless_died"))
        for e in events:
            if not e.visible_to(self.session.viewer) and e.seats is not None:
                continue
            place = e.data.get("place") if isinstance(e.data, dict) else None
            if e.kind in _EVENT_FLASH and place:
                self.flashes[place] = (_EVENT_FLASH[e.kind], 0.9)
            if e.kind in _SOUNDS:
                self.app.sound(_SOUNDS[e.kind])
        self._throw_dice(events)
        log_zone.hold(self, events)   # the log waits for the dice and the reveal (issue 15)
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
            # only a throw whose outcome changes the table keeps the header back (zones.header)
            self.tray_hides = any(e.kind in log_zone.CHANGING for e in events)
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
            # each step of a bot is seen: the dice roll and the pieces move before the next
            s.bot_tick(self.app, dt, busy=self.tray is not None or self.motion.busy)
            return
        if s.my_turn():
            d = s.game.pending
            ident = (len(s.game.log), s.viewer, d.kind)
            if self.builder is None or self.builder_for != ident:
                self.builder = Builder(s.legal(), d.kind)
                self.builder_for = ident
                self.modal_hidden = False

    def pause(self):
        hover.forget(self)   # an overlay comes up: no tip under it, none left after it

    def robot_check(self) -> None:
        """The robot's check of this table each frame it is on top: on the viewer's turn, with
        nothing chosen yet, End the turn is on screen (a turn can always be ended)."""
        s = self.session
        b = self.builder
        if s.my_turn() and s.game.pending.kind == "turn" and b and b.subject is None \
                and b.verb is None and not any(h.key == "verb:end" for h in self.hotspots):
            raise RuntimeError("the turn cannot be ended: no End the turn button on screen")

    def animating(self) -> bool:
        """The window rests under this board when nothing moves, no bot is about to act and the
        picture drawn last is still the one to show (DESIGN.md, performance): a person thinking
        over their turn costs no CPU. Input (a hover, a click) redraws by itself."""
        if self.tray is not None or self.motion.busy or self.flashes:
            return True
        if self.app.top is self and self.session.bot_moving():
            return True
        return self._drawn != self._state()

    wake_ms = TableBoard.wake_ms   # a thinking bot: a look for its answer soon after it comes

    def _state(self) -> tuple:
        """What the board shows besides input: the game, its log, who looks, the choice built."""
        s, b = self.session, self.builder
        return (id(s.game), len(s.game.log), len(s.events), s.viewer, id(b),
                None if b is None else repr((b.subject, b.shown, b.verb, b.fixed, b.partial,
                                             b.confirm_end)),
                self.modal_hidden, self.log_scroll, header.holding(self), guide.state(self),
                s.bot_thinking())   # a bot's answer arriving wakes the window (issue 18)

    def _curtain(self):
        self.session.drop_viewer()
        self.builder = None
        seat = self.session.pending_seat
        scenes.push(self.app, "curtain", self.session, seat)

    def _game_over(self):
        if getattr(self, "_over_shown", False):
            return
        self._over_shown = True
        self.motion.skip()   # the table stands still under the game over: nothing mid-way
        from game.tables.colony.gameover import GameOverScene
        self.app.push(GameOverScene(self.app, self.session))

    def key(self, event):
        if event.key == pygame.K_ESCAPE:
            if panel.cancel_end(self):   # "end the turn?" asked: Esc keeps playing
                return None
            if self.can_step_back():
                self.step_back()
            else:
                self.open_menu()
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
        if self.log_bar is not None and self.log_bar.handle(event):   # the log's thumb dragged
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.builder:
            if not panel.cancel_end(self):
                self.builder.back()
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            h = self.hotspot_at(event.pos)
            if h is None or h.key != "verb:end":   # a click elsewhere: no longer ending
                panel.cancel_end(self)
            if self.tray is not None:
                self.tray.skip()
            self.motion.skip()
        return super().handle(event)

    # ------------------------------------------------------------ choosing
    def open_menu(self):
        scenes.push(self.app, "pause", self.session)

    def open_rules(self):
        scenes.push(self.app, "rules", "colony")

    def undo(self):
        if self.session.undo():
            self.builder = None

    def can_step_back(self) -> bool:
        b = self.builder
        return b is not None and (bool(b.subject or b.verb or b.fixed or b.partial)
                                  or self.session.inside_action())

    def step_back(self) -> None:
        """Back (the button, Esc): one choice back; with nothing chosen inside an action — a
        played card's target still to pick — the whole action is taken back and the card is in
        the hand again (issue 15), as long as it rolled and revealed nothing."""
        b = self.builder
        if b is None:
            return
        if b.subject or b.verb or b.fixed or b.partial:
            b.back()
        elif self.session.inside_action():
            self.undo()

    def _apply_if_complete(self):
        b = self.builder
        if b is None:
            return
        a = b.complete()
        if a is not None:
            if not self.session.apply(a):
                self.app.notify(self.session.refusal_text())
                b.reset()

    def pick_subject(self, kind, value, shown=None):
        self.builder.choose_subject(kind, value, shown)
        self._apply_if_complete()

    def pick_verb(self, verb):
        self.builder.choose_verb(verb)
        self._apply_if_complete()

    def pick_value(self, name, value):
        self.builder.choose(name, value)
        self._apply_if_complete()

    def pick_verb_value(self, verb, name, value):
        """A card clicked before its verb: the verb, then the card (a gift's card)."""
        self.builder.choose_verb(verb)
        self.pick_value(name, value)

    def pick_member(self, value):
        self.builder.gather(value)
        self._apply_if_complete()

    # ------------------------------------------------------------ drawing
    def draw(self, surface):
        """The table is drawn again only when what it shows changed (the view, the choice being
        built, the hovered thing, the language…); other frames blit the last picture and give
        back its hotspots and recorded text. The log (unless a panel covers it), the dice and
        the hover tip are drawn every frame over it."""
        self._drawn = self._state()
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
            self.draw_table(surface, modal)
            if self._picture is None or self._picture.get_size() != surface.get_size():
                self._picture = surface.copy()
            else:
                self._picture.blit(surface, (0, 0))
            self._picture_hot = list(self.hotspots)
            self._picture_rec = record.since(mark)
            self._picture_for = key
        if not modal:
            log_zone.log(self, surface, self.v, layout.log(self.app.u))
        if self.motion.busy:
            record.new_layer()   # what moves lies over the table (a caption over the standees)
            self.motion.draw(surface, self.app.u, self.slots, self.place_rects, self.standee_at,
                             self.session.content)
        if self.tray is not None:
            self.tray.draw(surface)
        guide.draw(self, surface, self.v)   # the first game's guide (issue 15), over the table
        hover.hover_tip(self, surface, self.v)

    def _picture_key(self, surface, modal: bool) -> tuple:
        """Everything the table picture depends on. The view changes only when an action is
        applied (the log grows), undone (a new game object) or the viewer changes."""
        s = self.session
        b = self.builder
        h = self.hovered
        return (id(s.game), len(s.game.log), len(s.events), s.viewer,
                None if b is None else (id(b), repr((b.subject, b.verb, b.fixed, b.partial,
                                                     b.confirm_end))),
                modal, self.log_scroll if modal else None, header.holding(self),
                header.rolling(self),    # the top bar and the action panel say the dice roll
                tuple(sorted((k, c) for k, (c, _) in self.flashes.items())),
                None if h is None else (h.key, tuple(h.rect)), self.motion.state(),
                i18n.language(), text.scale, surface.get_size(), id(record.active),
                s.bot_thinking())   # the panel and top bar say a bot thinks ahead

    def tray_rect(self) -> pygame.Rect:
        return layout.dice_tray(self.app.u)

    def draw_table(self, surface, modal: bool):
        """Every zone of the table from the view, in order: what is drawn later lies on top,
        and so do its hotspots."""
        v = self.session.view()
        self.v = v
        self.offer = Offer(self.builder, self.session.content, v, self.session.game.explain)
        self.walking_in = self.motion.hidden()
        u = self.app.u
        table_top(surface, self.app.u(256))
        header.top_bar(self, surface, v, layout.top_bar(u, surface.get_width()))
        for s, r in zip(v["seats"], layout.seat_panels(u, len(v["seats"])), strict=True):
            seats.seat_panel(self, surface, v, s, r)
        at = layout.locations(u)
        for pid in layout.TOP_LOCATIONS:
            places.location(self, surface, v, pid, at[pid])
        places.colony(self, surface, v, layout.colony(u))
        for pid in layout.BOTTOM_LOCATIONS:
            places.location(self, surface, v, pid, at[pid])
        header.crisis(self, surface, v, layout.crisis(u))
        header.main_objective(self, surface, v, layout.main_objective(u))
        player.player_board(self, surface, v, layout.player_board(u))
        if modal:
            log_zone.log(self, surface, v, layout.log(u))   # under the panel, so drawn before it
            self._decision_panel(surface, v)

    def _decision_panel(self, surface, v):
        from game.tables.colony.decisions import draw_decision
        record.new_layer()   # the panel lies over the table
        draw_decision(self, surface, v)


__all__ = ["Board", "MODAL_KINDS", "Offer"]
