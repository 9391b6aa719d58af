"""Save and Load: the saves in the data folder with their game, date and what that game's table
says of them (colony: Main objective and round). A failed save or load shows a message and the
game goes on.

A new save gets a name: the game's table offers one ("Round 3 · The Cold Cellar · 4 players",
``Table.save_name``), typed over with the seat-name editor (game/seatnames.py: no control
character is taken). The name becomes a file name that any file system takes (``file_name``:
letters of every language kept, path separators and other unsafe characters replaced) and
never overwrites another save: a taken name gets a number (``free_path``). Overwriting an
existing save stays what clicking its row does."""
from __future__ import annotations

import datetime
import os
import re
import unicodedata

import pygame

from game import i18n, paths, scenes, tables, theme
from game.app import Scene
from game.render import text
from game.seatnames import SeatNames
from game.session import AUTOSAVE, list_saves
from game.widgets import button, panel, shade

NAME_MAX = 60          # characters of a save's name (a file name's bytes stay far under 255)
_UNSAFE = re.compile(r'[<>:"/\\|?*]')   # path separators and what Windows refuses
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10)),
             # the data folder's own files: a save never takes their names
             os.path.splitext(AUTOSAVE)[0], "settings"}


def file_name(name: str) -> str:
    """A save's name made safe as a file name on every system: letters and digits of any
    language, spaces and harmless punctuation are kept; path separators, ``<>:"|?*`` and
    control or other invisible characters become "-" (any kind of space a plain space); no
    leading or trailing dot or space; at most ``NAME_MAX`` characters; a reserved device name
    or one of the data folder's own files gets "_" added; an empty name gives ""."""
    out = []
    for ch in unicodedata.normalize("NFC", name):
        kind = unicodedata.category(ch)[0]
        out.append(" " if kind == "Z" else "-" if kind == "C" or _UNSAFE.match(ch) else ch)
    s = re.sub(r"\s+", " ", "".join(out))
    s = re.sub(r"-{2,}", "-", s).strip(" .")[:NAME_MAX].strip(" .")
    if s.split(".")[0].lower() in _RESERVED:
        s += "_"
    return s


def free_path(folder: str, name: str) -> str:
    """The path of a new save called ``name`` in ``folder`` that no file has yet: "name",
    else "name (2)", "name (3)"…"""
    path = os.path.join(folder, name + ".toml")
    n = 2
    while os.path.exists(path):
        path = os.path.join(folder, f"{name} ({n}).toml")
        n += 1
    return path


class SaveLoadScene(Scene):
    overlay = True
    still = True

    def __init__(self, app, session, mode: str):
        super().__init__(app)
        self.session = session
        self.mode = mode
        self.saves = list_saves()
        self.field = None
        if mode == "save" and session is not None:
            offered = session.table.save_name(session.game)
            self.field = SeatNames(lambda _i: offered, 1, limit=NAME_MAX, key="savename")

    def exit(self):
        if self.field is not None:
            self.field.stop()

    def handle(self, event):
        if self.field is not None and self.field.handle(self, event):
            return None
        return super().handle(event)

    def key(self, event):
        if self.field is not None and self.field.editing is not None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):   # typed: Return saves
                self.field.stop()
                self.save_new()
                return None
            if self.field.key(event):
                return None
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        return event

    def save_new(self):
        """A new save under the typed name (the offered one if nothing was typed), made a safe
        file name that takes no other save's place."""
        name = file_name(self.field.name(0)) if self.field is not None else ""
        name = name or datetime.datetime.now().strftime("save-%Y%m%d-%H%M%S")
        self.overwrite(free_path(paths.data_dir(), name))

    def overwrite(self, path):
        if self.session.save(path):
            self.app.notify(i18n.t("ui.saves.saved", name=os.path.basename(path)[:-5]))
            self.saves = list_saves()
        else:
            self.app.notify(save_failed(self.session.save_errno), 6)

    def load(self, path):
        scenes.load_and_start(self.app, path)

    def draw(self, surface):
        u = self.app.u
        shade(surface, 180)
        w, h = surface.get_size()
        r = pygame.Rect(0, 0, u(1100), u(820))
        r.center = (w // 2, h // 2)
        panel(surface, r, theme.TABLE_DARK, theme.FROST, radius=16)
        title = i18n.t("ui.saves.save_title" if self.mode == "save" else "ui.saves.load_title")
        text.draw(surface, title, (r.centerx, r.y + u(20)), u(38), theme.FROST, bold=True, anchor="midtop")
        y = r.y + u(90)
        if self.mode == "save":
            bw = u(320)
            if self.field is not None:
                self.field.draw(self, surface, 0, (r.x + u(40), y, r.w - u(96) - bw, u(56)), u(22))
            button(self, surface, (r.right - u(40) - bw, y, bw, u(56)), i18n.t("ui.saves.new"),
                   self.save_new, "save:new", u(22), role="nav", primary=True)
            y += u(76)
        if not self.saves:
            text.draw(surface, i18n.t("ui.saves.none"), (r.centerx, y + u(20)), u(24), theme.TEXT_DIM,
                      anchor="midtop")
        rows = max(0, (r.bottom - u(96) - y) // u(66))   # never under the Done button
        for s in self.saves[:rows]:
            when = s["saved"].replace("T", " ") if s["saved"] else "—"
            what = tables.get(s["game"]).save_summary(s["table"]) if s["ok"] else "?"
            # the autosave's file name is a word of the program's, not the player's: translated
            name = i18n.t("ui.saves.autosave") if s["name"] == AUTOSAVE[:-5] else s["name"]
            label = i18n.t("ui.saves.row", name=name, when=when, what=what)
            fn = (lambda p=s["path"]: self.overwrite(p)) if self.mode == "save" else \
                (lambda p=s["path"]: self.load(p))
            button(self, surface, (r.x + u(40), y, r.w - u(80), u(56)), label, fn,
                   f"save:{s['name']}", u(20), role="nav", enabled=s["ok"],
                   reason=i18n.t("ui.saves.damaged"))
            y += u(66)
        button(self, surface, (r.centerx - u(150), r.bottom - u(76), u(300), u(56)),
               i18n.t("ui.settings.done"), self.app.pop, "done", u(24), role="meta")

def save_failed(errno_code) -> str:
    """Why a save could not be written, in the player's language (not the system's English)."""
    import errno
    why = {errno.ENOSPC: "full", errno.EACCES: "denied", errno.EPERM: "denied",
           errno.EROFS: "denied"}.get(errno_code, "write")
    return i18n.t("ui.saves.save_failed", error=i18n.t(f"ui.saves.why_save.{why}"))
