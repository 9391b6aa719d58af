"""The games' tables: one package per game, ``game/tables/<game id>/`` (DESIGN.md, the front end).

The shell (title, save/load, curtain, robot, shots, the terminal) never imports a game's rules or
table by name: it asks this module for the table of a game id, and a game's id comes from the
rules registry (``rules/games.py``). A table package exposes ``TABLE``, a ``Table`` (below) that
knows its game's New-game form, board scene, narrator, undo barriers, save summary and the
headless tools' hooks. Adding a game's table is a new package here; the rules registry already
has the game's line.

    from game import tables
    for t in tables.available(): t.title(), t.blurb(), t.players
    table = tables.get("colony")
    app.push(table.new_game_scene(app))
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
from collections.abc import Sequence

from game import i18n, theme
from rules import games


class Table:
    """What the shell needs of a game's table. A table package subclasses it and sets ``TABLE``.

    Session hooks: ``narrator``, ``undo_barriers``, ``undo_anchor``, ``autosave_events``,
    ``save_header``/``save_summary``/``save_name``. Scenes: ``new_game_scene``, ``board``, ``first_game``.
    Headless tools: ``robot_options``, ``secrets_of_others``, ``shots``, ``terminal``.
    """
    game_id = ""
    # event kinds after which undo may not go back (a roll, a revealed card…)
    undo_barriers: frozenset = frozenset()
    # the decision kind whose answer starts a whole action that undo takes back; None: no undo
    undo_anchor: str | None = None
    # event kinds that show the acting person something only they may see (a face-down card
    # looked at): when such an action ends that person's decision with several people at the
    # table, their table stays up until they say they have looked (``Session.looking``)
    look_events: frozenset = frozenset()
    # event kinds after which the table autosaves
    autosave_events: frozenset = frozenset({"game_over"})
    # the game's picture in the game chooser (assets/pictures: kind, id), or None
    cover: tuple | None = None
    # verbs of an undo_anchor action that end a turn: never taken back from a later decision
    turn_end_verbs: frozenset = frozenset()
    # decision kinds the table answers (a test checks every kind the game declares has one)
    decision_kinds: frozenset = frozenset()
    # decision kinds whole games by mouse may not meet, each with why (the robot names them)
    unreached: dict = {}

    def last_look(self, game, seat: int) -> list:
        """The events ``seat``'s person keeps their table up to look at (``Session.looking``),
        asked when their last action ended their decisions with another seat to act next and
        several people at the table; [] for none. By default the ``look_events`` shown to that
        seat alone in its last run of decisions that each showed one (a look at two cards names
        both, not only the second). A table may keep up more (the evacuation game: the public
        result of the person's own action)."""
        kinds = self.look_events
        run = []
        for r in reversed(game.history):
            mine = [e for e in r.events if e.kind in kinds and e.seats is not None and seat in e.seats]
            if r.seat != seat or not mine:
                break
            run[:0] = mine
        return run

    def nothing_to_choose(self, action) -> bool:
        """Whether a decision whose only legal answer is ``action`` offers its person nothing
        to choose (the mall's "done" when no card of the hand may be played now). The session
        answers such a decision itself for a person alone with bots; with several people at
        the table it is still asked, behind the curtain, so nobody learns from a skipped
        question what a hand holds."""
        return False

    # ------------------------------------------------------------------ the game
    @property
    def entry(self) -> games.GameEntry:
        return games.get(self.game_id)

    @property
    def players(self) -> tuple:
        return self.entry.players

    def title(self, lang: str | None = None) -> str:
        return i18n.t(f"{self.game_id}.ui.game.title", lang)

    def blurb(self, lang: str | None = None) -> str:
        return i18n.t(f"{self.game_id}.ui.game.blurb", lang)

    def restore(self, session, table: dict) -> None:
        """A loaded game's own table data from its save's ``[table]`` (what ``save_header``
        wrote beside the seats); it must take any damaged value as its default, never fail."""

    def seat_colour(self, session, seat: int) -> tuple:
        """A seat's colour wherever the shell draws it (the curtain); a game with colours of its
        own (more seats than the theme's list) says so here."""
        return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]

    def seat_mark(self, surface, session, seat: int, center, r: int) -> None:
        """A seat's shape mark in its colour (colour is never the only cue)."""
        from game.render.pieces import mark
        mark(surface, seat, center, r)

    def rule_glyph(self, paragraph: str):
        """The picture the rulebook draws beside a paragraph of this game's rules: a function
        ``(surface, center, radius)`` when the paragraph begins with the name of something the
        table draws as a symbol (a reader learns the name with its look), else None."""
        return None

    def curtain_note(self, kind: str) -> str:
        """The curtain's line under the decision: what stays hidden from the others."""
        return i18n.t("ui.curtain.others")

    def refusal_text(self, session, reason) -> str:
        """An engine refusal (a ``rules.core.errors.Reason`` or None) in the player's language:
        the engine's own text is English and names rule ids, so it never reaches the screen.
        A table that knows its engine's reason codes says more (issue 15)."""
        return i18n.t("ui.notice.refused")

    def default_seat_name(self, i: int, lang: str | None = None) -> str:
        """Seat i's name when nobody typed one ("Player 3"), in ``lang`` (the current one)."""
        return i18n.t(f"{self.game_id}.ui.setup.default_name", lang, n=i + 1)

    def seat_name(self, seats, i: int) -> str:
        """Seat i's name as the boards draw it: a default name (``SeatConfig.default``, or a
        loaded name that is the default in any language) follows the current language, so a
        seat made in English reads "Игрок 3" in Russian; a typed name is drawn as typed."""
        seat = seats[i]
        if seat.default or seat.name in {self.default_seat_name(i, lang) for lang in i18n.LANGS}:
            return self.default_seat_name(i)
        return seat.name

    def shown_names(self, names: list) -> "ShownNames":
        """The seats' names for a narrator: read when a line is written, each a default one
        in the language of that moment (``seat_name``)."""
        return ShownNames(self, names)

    def decision_text(self, kind: str) -> str:
        """What a seat is asked, in a few words (the curtain: "choose an action")."""
        return i18n.t(f"{self.game_id}.ui.decision.{kind}")

    def curtain_text(self, session) -> str:
        """The curtain's words for the pending decision: by default ``decision_text`` of its
        kind; a table may name more from the decision's public info (who asks)."""
        p = session.game.pending
        return self.decision_text(p.kind) if p is not None else ""

    # ------------------------------------------------------------------ the session
    def narrator(self, game, seat_names: list):
        """An object with ``observe(event)`` and ``pieces(event, viewer)`` (the log lines)."""
        raise NotImplementedError

    def bot(self, game, seat: int):
        """The bot that plays an empty seat at the table."""
        return self.entry.bot("heuristic", game, seat, game.options.seed * 101 + seat)

    def save_header(self, game) -> dict:
        """Fields the saves list shows (a [table] entry of the save), plain TOML values."""
        return {}

    def save_summary(self, header: dict) -> str:
        """The saves list's words for a save of this game, from its [table] fields."""
        return self.title()

    def save_name(self, game) -> str:
        """The name the Save screen offers for a new save of ``game`` (the player may type
        another): what anyone may see of it, from its public view. By default the game's name
        and its number of players ("Colony · 4 players"); a table says more (its round…)."""
        return i18n.t("ui.saves.default_name", game=self.title(),
                      players=i18n.plural("ui.saves.players", game.n))

    # ------------------------------------------------------------------ scenes
    def new_game_scene(self, app):
        raise NotImplementedError

    def first_game(self, app) -> None:
        """Start the recommended first game at once."""
        raise NotImplementedError

    def board(self, app, session):
        raise NotImplementedError

    # ------------------------------------------------------------------ headless tools
    def robot_options(self, players: int, seed: int):
        return self.entry.options(players=players, seed=seed)

    def secrets_of_others(self, game, viewer) -> tuple[set, set]:
        """(ids, strings) the screen must not draw while ``viewer`` looks (None: nobody)."""
        raise NotImplementedError


class ShownNames(Sequence):
    """The seats' names as a narrator reads them (``Table.shown_names``)."""

    def __init__(self, table: Table, names):
        self.table = table
        self.names = [n if hasattr(n, "name") else _Named(str(n)) for n in names]

    def __len__(self) -> int:
        return len(self.names)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        return self.table.seat_name(self.names, i)


class _Named:
    def __init__(self, name: str):
        self.name, self.default = name, False


@functools.cache
def get(game_id: str) -> Table:
    """The table of a registered game; ValueError for an unknown game or one with no table."""
    games.get(game_id)   # the rules registry names every game
    name = f"{__name__}.{game_id}"
    if importlib.util.find_spec(name) is None:
        raise ValueError(f"the game {game_id!r} has no table yet")
    return importlib.import_module(name).TABLE


def has(game_id: str) -> bool:
    return game_id in games.GAMES and importlib.util.find_spec(f"{__name__}.{game_id}") is not None


def available() -> list[Table]:
    """Every registered game that has a table, in the registry's order."""
    return [get(g) for g in games.ids() if has(g)]


__all__ = ["ShownNames", "Table", "available", "get", "has"]
