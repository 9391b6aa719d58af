"""The window, the frame loop and the scene stack (DESIGN.md, the front end).

Scenes are pushed as instances. Each frame the top scene gets the input first; an overlay
(``overlay = True``) is drawn over the scenes below it and passes on the events it returns.
Every clickable thing a scene draws is a ``Hotspot`` it registers while drawing: the mouse,
the keyboard shortcuts and the robot (``game/robot.py``) all act through the same hotspots,
so what the robot clicks is exactly what a person can see and click.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass

import pygame

from game import settings as settings_mod
from game.render import record

BASE_W, BASE_H = 1920, 1080
# at rest the loop sleeps in the event queue for at most this long, then looks again (a bot's
# pacing, a notice running out): a few wake-ups a second cost next to nothing
IDLE_WAIT_MS = 200
REST_STEP_S = 0.025


@dataclass
class Hotspot:
    """A clickable region drawn this frame.

    ``role``: "choice" (part of choosing a game action), "advance" (go on: lift the curtain,
    next), "nav" (menus) or "meta" (save, settings, quit…). A disabled hotspot shows ``reason``
    on hover and does nothing when clicked. ``key``: a stable name (tests, the robot's log).
    """
    rect: pygame.Rect
    key: str
    action: object = None        # called with no argument on click
    role: str = "choice"
    enabled: bool = True
    reason: str = ""
    hover: object = None         # what to show on hover: a card id, a text
    shortcut: int | None = None  # a pygame key constant


class Scene:
    overlay = False   # drawn over the scene below (which keeps drawing, paused)
    # a public overlay the whole table is asked to look at (a reveal, the end of a day, table
    # talk): the board beneath keeps drawing, so it must draw nobody's secrets meanwhile — such
    # a scene has ``session``, whose viewer the app drops when it shows the scene (``_enter``),
    # and the person whose decision comes next lifts the curtain again (game/robot.py checks it)
    everyone_looks = False
    # a scene that draws the same picture until an event comes says so (DESIGN.md: at rest the
    # window neither redraws nor flips); the default redraws every frame, so a scene that
    # animates by itself is never left stale
    still = False
    wake_ms = IDLE_WAIT_MS   # at rest, look again after at most this long (a slow animation: less)

    def __init__(self, app: "App"):
        self.app = app
        self.hotspots: list[Hotspot] = []
        self.hovered: Hotspot | None = None
        self.clicked_at = None   # where the mouse last clicked, until it moves (``tips_quiet``)

    # life cycle
    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...

    def hot(self, rect, key: str, action=None, role: str = "choice", enabled: bool = True,
            reason: str = "", hover=None, shortcut: int | None = None) -> Hotspot:
        h = Hotspot(pygame.Rect(rect), key, action, role, enabled, reason, hover, shortcut)
        self.hotspots.append(h)
        return h

    def hotspot_at(self, pos) -> Hotspot | None:
        for h in reversed(self.hotspots):   # the last drawn is on top
            if h.rect.collidepoint(pos):
                return h
        return None

    def tips_quiet(self, mouse) -> bool:
        """Whether the mouse is still where it clicked: a card's zoom or a tip shown on hover
        waits until it moves, so what the click brought (the guide's next words, the places
        lit for a move) is not hidden under the thing just clicked. A disabled thing's reason
        is shown all the same (a click on it asks why)."""
        return self.clicked_at is not None and tuple(mouse) == self.clicked_at

    def handle(self, event):
        """Return the event to pass it down (overlays), None when consumed."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hotspot_at(event.pos)
            if self.clicked_at is not None and tuple(event.pos) != self.clicked_at:
                self.clicked_at = None
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.clicked_at = tuple(event.pos)
            h = self.hotspot_at(event.pos)
            if h is not None:
                self.click(h)
            return None
        if event.type == pygame.KEYDOWN:
            for h in self.hotspots:
                if h.shortcut is not None and h.shortcut == event.key and h.enabled:
                    self.click(h)
                    return None
            return self.key(event)
        return None if self.overlay and event.type in (pygame.MOUSEBUTTONDOWN,) else event

    def click(self, h: Hotspot) -> None:
        if h.enabled and h.action is not None:
            self.app.sound("click")
            h.action()

    def key(self, event):
        return event

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        """Whether the next frame may look different with no input (something moves, a bot is
        about to act…). Scenes that are ``still`` never are; others may say when they rest."""
        return not self.still

    def draw(self, surface: pygame.Surface) -> None: ...


class App:
    """Owns the window and the stack; ``frame()`` runs one frame (the loop, the robot and the
    screenshot tool all call it)."""

    def __init__(self, size=None, settings=None, fullscreen=None, audio=True):
        self.settings = settings or settings_mod.load()
        self.set_language(self.settings.language)
        from game.render import text
        text.scale = self.settings.text_scale
        pygame.display.init()
        pygame.font.init()
        self.size = tuple(size or self.settings.window)
        flags = pygame.FULLSCREEN if (fullscreen if fullscreen is not None
                                      else self.settings.fullscreen) else 0
        pygame.display.set_caption("Whiteout")   # before the window exists: never "pygame window"
        self.screen = pygame.display.set_mode(self.size, flags)
        pygame.key.set_repeat(350, 40)
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.running = True
        self.message: tuple[str, float] | None = None   # a passing notice (save failed…)
        self._audio = None
        self._want_audio = audio
        if audio:
            self._open_audio()
        self.frame_ms: list[float] = []
        self.lazy = False          # run(): skip the redraw and the flip while nothing changes
        self._resting = False      # the last frame changed nothing: wait for input
        self._drawn_stack: tuple = ()
        self._moved = False        # a scene animated in the last frame (``frame``)
        self.draws = 0             # frames drawn and flipped (the idle test counts them)
        self.last_input_ms = 0     # when the last event came (a scene may rest a while after)
        self._hotspots_path = os.environ.get("WHITEOUT_HOTSPOTS")   # the test hook, below
        self._hotspots_doc = ""

    def set_language(self, lang: str) -> None:
        """The one way the window's language changes: the settings (saved on quit) and the
        catalogues' current language together."""
        from game import i18n
        i18n.set_language(lang)
        self.settings.language = lang

    # ------------------------------------------------------------------ geometry
    @property
    def scale(self) -> float:
        return min(self.size[0] / BASE_W, self.size[1] / BASE_H)

    def u(self, x: float) -> int:
        """A length given at 1920×1080, in this window's pixels."""
        return int(round(x * self.scale))

    def resize(self, size, fullscreen: bool = False) -> None:
        self.size = tuple(size)
        self.screen = pygame.display.set_mode(self.size, pygame.FULLSCREEN if fullscreen else 0)
        for s in self.stack:
            if hasattr(s, "relayout"):
                s.relayout()

    # ------------------------------------------------------------------ sound
    def _open_audio(self) -> None:
        """Sounds are synthesised on a background thread, so no frame waits for the first one."""
        try:
            from game.audio import Audio
            self._audio = Audio(self.settings.volume)
            self._audio.preload(background=True)
        except Exception:   # no sound is never a crash
            self._audio = None
            self._want_audio = False
        if self._audio is None or not self._audio.enabled:   # said once, on screen (issue 15)
            from game import i18n
            self.notify(i18n.t("ui.notice.sound_off"), 6)

    def sound(self, name: str) -> None:
        if self._audio is not None:
            self._audio.play(name)   # Audio.play never raises

    def set_volume(self, v: float) -> None:
        self.settings.volume = v
        if self._audio is not None:
            self._audio.set_volume(v)

    # ------------------------------------------------------------------ the stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        self._enter(scene)

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        s = self.stack.pop()
        s.exit()
        if self.stack:
            self.stack[-1].resume()
        return s

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        self._enter(scene)

    @staticmethod
    def _enter(scene: Scene) -> None:
        if scene.everyone_looks:   # the whole table looks: nobody's secrets drawn beneath
            scene.session.drop_viewer()
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def notify(self, text: str, seconds: float = 4.0) -> None:
        self.message = (text, seconds)

    # ------------------------------------------------------------------ the loop
    def visible(self) -> list[Scene]:
        """The scenes drawn this frame: the top one and, under overlays, those beneath."""
        out = []
        for s in reversed(self.stack):
            out.append(s)
            if not s.overlay:
                break
        return list(reversed(out))

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        for s in reversed(self.visible()):
            event = s.handle(event)
            if event is None:
                return

    def frame(self, dt: float | None = None) -> None:
        """Input, update, draw, flip: one frame. With ``lazy`` (the window's own loop), a frame
        where nothing came in and nothing moves is neither drawn nor flipped, and the next one
        first sleeps in the event queue (DESIGN.md, performance: a board game left open must
        not spin the fan). The tools (robot, shots, benchmarks) pass ``dt`` and draw every frame."""
        if dt is None:
            if self.lazy and self._resting:
                self._rest(min(s.wake_ms for s in self.visible()))
                dt = min(0.1, self.clock.tick() / 1000.0)
            else:
                dt = min(0.1, self.clock.tick(60) / 1000.0)
        start = pygame.time.get_ticks()
        events = pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        if not self.stack:
            self.running = False
            return
        for s in self.visible():
            s.update(dt)
        stack = tuple(id(s) for s in self.stack)
        moving = any(s.animating() for s in self.visible())
        # the frame after the last one that moved is drawn too: what was shown only while it
        # moved (colony's dice tray, put away in ``update``) is seen gone before the rest
        changed = (not self.lazy or bool(events) or stack != self._drawn_stack
                   or self.message is not None or moving or self._moved)
        self._moved = moving
        if events:
            self.last_input_ms = pygame.time.get_ticks()
        if changed:
            self._drawn_stack = stack
            self.draws += 1
            self.draw()
            self._write_hotspots()
            pygame.display.flip()
        # rest (sleep in the event queue) unless something asks for the very next frame; asked
        # after the draw, so a scene that animates slowly has just been drawn and can wait
        self._resting = not (events or self.message is not None
                             or any(s.animating() for s in self.visible()))
        if not changed:
            return
        if self.message:
            text, left = self.message
            self.message = (text, left - dt) if left > dt else None
        self.frame_ms.append(pygame.time.get_ticks() - start)
        del self.frame_ms[:-600]

    @staticmethod
    def _rest(limit_ms: int) -> None:
        """Sleep until an event is queued or ``limit_ms`` passed. Short sleeps and a look at the
        queue: SDL's own timed wait polls and costs ~3 % of a core under X11 (measured with
        bench/idle_cpu.py), these ~0.3 %; a click waits at most one step, 25 ms."""
        end = time.perf_counter() + limit_ms / 1000.0
        while True:
            pygame.event.pump()
            if pygame.event.peek() or time.perf_counter() >= end:
                return
            time.sleep(REST_STEP_S)

    def draw(self) -> None:
        if record.active is not None:
            record.active.new_frame()
        for s in self.visible():
            s.hotspots = []
            record.new_layer()
            s.draw(self.screen)
        if self.message:
            from game.widgets import notice
            notice(self, self.screen, self.message[0])

    def _write_hotspots(self) -> None:
        """Test hook: with ``WHITEOUT_HOTSPOTS`` naming a file, the visible scenes' class names
        (top last) and the top scene's enabled, clickable hotspots (key, role, rect [x, y, w, h]
        in window pixels) as JSON, so a driver outside the process (tests/test_window_e2e.py,
        xdotool) clicks what a person sees. Rewritten atomically and only when it changed."""
        if not self._hotspots_path:
            return
        scenes = self.visible()
        hots = scenes[-1].hotspots if scenes else []
        doc = json.dumps({"scenes": [type(s).__name__ for s in scenes],
                          "hotspots": [{"key": h.key, "role": h.role, "rect": list(h.rect)}
                                       for h in hots if h.enabled and h.action is not None]})
        if doc == self._hotspots_doc:
            return
        try:
            with open(self._hotspots_path + ".tmp", "w", encoding="utf-8") as f:
                f.write(doc)
            os.replace(self._hotspots_path + ".tmp", self._hotspots_path)
            self._hotspots_doc = doc
        except OSError:
            pass   # a test aid never stops the game; the next change tries again

    def run(self) -> None:
        self.lazy = True
        while self.running:
            self.frame()
        try:
            self.keep_game()
        finally:
            settings_mod.save(self.settings)

    def keep_game(self) -> None:
        """The window is closing: the game on the stack is autosaved (as leaving it for the
        title does), so Continue picks it up where it stood, not at its last turn's end — a
        first turn, its draft included, was lost when the window was closed during it. (One
        game at a time sits at the window: a table replaces the whole stack.)"""
        session = next((x.session for x in reversed(self.stack)
                        if getattr(x, "session", None) is not None), None)
        if session is not None:
            session.autosave()   # (a write that fails is told by the session, not raised)


def init_headless(tag: str) -> None:
    """The dummy video and audio drivers and a throw-away data folder (robot, screenshots,
    benchmarks), then pygame. Settings already in the environment win."""
    import tempfile
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("WHITEOUT_DATA", tempfile.mkdtemp(prefix=f"whiteout-{tag}-"))
    pygame.init()
