"""The game registry (DESIGN.md): game id -> the package that plays it. main.py, the simulator,
the contract test (and later saves and scenes) find a game here, never by importing it by name.

Every entry exposes the common engine API of its package:

    entry = games.get("raxxon")
    game = entry.new_game(entry.options(players=1, seed=7))    # or entry.Options(...) directly
    entry.Game, entry.Action, entry.load_content(), entry.bot("random", game, seat, seed)
    entry.save(game, path); entry.load(path); entry.problems(game); entry.hidden_from(game, seat)

Packages are imported only when an entry is first used, so listing the games is cheap. The
colony entry points at colony's own API unchanged; what the contract needs that colony does not
name the same way is adapted here, not in colony.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameEntry:
    id: str
    module: str                      # the package: new_game, Options, load_content, Game, Action
    players: tuple                   # (fewest, most)
    title: dict                      # {en, ru}
    bots_module: str
    saves_module: str
    invariants_module: str
    sim_module: str | None = None    # run(argv) for `main.py sim --game id`; None: rules/sim.py
    content_module: str | None = None   # summary(folder) for `main.py content id`
    option_defaults: dict = field(default_factory=dict)

    # ------------------------------------------------------------------ the package
    @property
    def package(self):
        return importlib.import_module(self.module)

    @property
    def Game(self):
        return self.package.Game

    @property
    def Options(self):
        return self.package.Options

    @property
    def Action(self):
        return self.package.Action

    def new_game(self, options):
        return self.package.new_game(options)

    def load_content(self, folder: str | None = None):
        return self.package.load_content(folder) if folder else self.package.load_content()

    def options(self, players: int | None = None, seed: int = 0, **kw):
        """Options for a game of this id; ``players`` defaults to the fewest."""
        values = dict(self.option_defaults)
        values.update(kw)
        return self.Options(players=players or self.players[0], seed=seed, **values)

    # ------------------------------------------------------------------ bots
    def bot_kinds(self) -> tuple:
        return ("random", "heuristic", "search")

    def bot(self, kind: str, game, seat: int, seed: int = 0, think_ms: float = 1000,
            iterations: int | None = None):
        """A bot for ``seat`` with the common protocol ``choose(view, legal)``; its ``uses_view``
        says whether it needs the view (False: pass None). ``search`` (rules/core/search.py,
        issue 18) thinks ``think_ms`` per decision (``search:N``: N ms, how the simulators pass
        ``--think-ms`` to worker processes; or ``iterations``, deterministic); it is given
        ``game`` only to ask it for determinizations for ``seat``."""
        if kind == "search" or kind.startswith("search:"):   # "search:N": N ms a decision
            from rules.core.search import SearchBot
            if kind != "search":
                think_ms = float(kind.partition(":")[2])
            return SearchBot(game, seat, seed, think_ms=think_ms, iterations=iterations,
                             prior=self.bot("heuristic", game, seat, seed))
        m = importlib.import_module(self.bots_module)
        if kind == "random":
            return m.RandomBot(seed)
        if kind == "heuristic":
            return m.HeuristicBot(game.content, seed)
        raise ValueError(f"unknown bot {kind!r}; one of {', '.join(self.bot_kinds())}")

    # ------------------------------------------------------------------ saves and checks
    def save(self, game, path: str) -> None:
        importlib.import_module(self.saves_module).save(game, path)

    def load(self, path: str):
        return importlib.import_module(self.saves_module).load(path)

    def problems(self, game, views: bool = True) -> list:
        """Broken invariants of ``game``; with ``views`` also every seat's view checked for
        leaks (the costly part: each view dumped)."""
        return importlib.import_module(self.invariants_module).problems(game, views=views)

    def hidden_from(self, game, seat: int | None) -> set:
        """Ids that must not appear in ``view(seat)`` (``public_view()`` for None)."""
        return importlib.import_module(self.invariants_module).hidden_from(game, seat)

    def seats(self, game) -> int:
        return game.n


GAMES: dict[str, GameEntry] = {
    "colony": GameEntry(
        id="colony", module="rules.colony", players=(2, 5),
        title={"en": "Colony", "ru": "Колония"},
        bots_module="rules.colony.bots", saves_module="rules.colony.saves",
        invariants_module="rules.colony.invariants"),
    "raxxon": GameEntry(
        id="raxxon", module="rules.raxxon", players=(1, 4),
        title={"en": "Evacuation", "ru": "Эвакуация"},
        bots_module="rules.raxxon.bots", saves_module="rules.raxxon.saves",
        invariants_module="rules.raxxon.invariants", sim_module="rules.raxxon.sim",
        content_module="rules.raxxon.content"),
    "mall": GameEntry(
        id="mall", module="rules.mall", players=(3, 6),
        title={"en": "Mall Siege", "ru": "Осада торгового центра"},
        bots_module="rules.mall.bots", saves_module="rules.mall.saves",
        invariants_module="rules.mall.invariants", sim_module="rules.mall.sim",
        content_module="rules.mall.content"),
    "factions": GameEntry(
        id="factions", module="rules.factions", players=(2, 4),
        title={"en": "Faction War", "ru": "Война фракций"},
        bots_module="rules.factions.bots", saves_module="rules.factions.saves",
        invariants_module="rules.factions.invariants", sim_module="rules.factions.sim",
        content_module="rules.factions.content"),
}


def ids() -> list:
    return list(GAMES)


def get(game_id: str) -> GameEntry:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; one of {', '.join(GAMES)}") from None


__all__ = ["GAMES", "GameEntry", "get", "ids"]
