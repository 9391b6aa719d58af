"""The shell's scenes, by name: the one place that imports them (DESIGN.md: scenes never import
each other in a loop). A scene or a game's table asks for another scene by its name and never
imports its module:

    from game import scenes
    scenes.push(app, "pause", session)          # the pause menu over the board
    scenes.push(app, "rules", "raxxon")         # How to play, at that game's tab
    curtain = scenes.make(app, "curtain", session, seat)
    scenes.start_session(app, session)          # sit down at a game's table
    scenes.load_and_start(app, path)            # a save, whichever game it holds
    scenes.to_title(app)

A game's own scenes (its board, New game, overlays) come from its table (``game.tables``).
"""
from __future__ import annotations

import importlib

# name -> "module:class"; imported when first asked for, so nothing here imports a scene
SHELL = {
    "title": "game.scenes.title:TitleScene",
    "chooser": "game.scenes.title:GameChooser",
    "pause": "game.scenes.menu:PauseMenu",
    "saves": "game.scenes.saveload:SaveLoadScene",
    "rules": "game.scenes.rulebook:RulebookScene",
    "settings": "game.scenes.settings:SettingsScene",
    "curtain": "game.scenes.curtain:CurtainScene",
}


def scene_class(name: str):
    try:
        module, cls = SHELL[name].split(":")
    except KeyError:
        raise ValueError(f"no scene {name!r}; one of {', '.join(SHELL)}") from None
    return getattr(importlib.import_module(module), cls)


def make(app, name: str, *args, **kw):
    return scene_class(name)(app, *args, **kw)


def push(app, name: str, *args, **kw):
    scene = make(app, name, *args, **kw)
    app.push(scene)
    return scene


def to_title(app) -> None:
    app.clear_to(make(app, "title"))


def start_session(app, session) -> None:
    """Sit down at the session's game: its table's board, alone on the stack."""
    app.clear_to(session.table.board(app, session))


def load_and_start(app, path: str) -> bool:
    """Load a save and sit down at its table; a save that cannot be loaded is reported and
    whatever was on screen goes on."""
    from game.session import Session
    from rules.core.errors import SaveError
    try:
        session = Session.load(path)
    except SaveError as e:
        app.notify(load_failed(e, path), 6)
        return False
    start_session(app, session)
    return True


def load_failed(error, path: str) -> str:
    """Why the save at ``path`` cannot be loaded, in the player's language: its file name and
    the kind of fault (the error's ``why``), never the engine's English message (for the logs)."""
    import os

    from game import i18n
    why = getattr(error, "why", "damaged")
    return i18n.t("ui.saves.load_failed", file=os.path.basename(path),
                  error=i18n.t(f"ui.saves.why.{why}"))


__all__ = ["SHELL", "load_and_start", "load_failed", "make", "push", "scene_class", "start_session",
           "to_title"]
