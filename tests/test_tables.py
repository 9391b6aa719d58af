"""Issue 14: one front end for every game. The shell finds each game's table through the rules
registry; each table answers every decision kind its engine declares; no file of the shell
imports a game's rules or table, and no scene imports another (DESIGN.md, the front end)."""
from __future__ import annotations

import ast
import importlib
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import i18n, tables  # noqa: E402
from rules import games  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


GAME_MODULES = {_module(p): p for p in GAME.rglob("*.py")}


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, at its top or inside a function: ``from game.a import b``
    names ``game.a.b`` when that is a module of the front end, else ``game.a``; outside game/
    (``from rules import colony``) both the package and the name."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                sub = f"{node.module}.{a.name}"
                if node.module.split(".")[0] == "game":
                    out.add(sub if sub in GAME_MODULES else node.module)
                else:
                    out.update((node.module, sub))
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_every_registered_game_has_its_table():
    """Each game of the registry that has a package under game/tables is offered, in the
    registry's order; the table's id is the game's."""
    offered = [t.game_id for t in tables.available()]
    assert offered == [g for g in games.ids() if (GAME / "tables" / g / "__init__.py").exists()]
    assert {"colony", "raxxon"} <= set(offered)
    for t in tables.available():
        assert t is tables.get(t.game_id) and t.entry is games.get(t.game_id)
    with pytest.raises(ValueError):
        tables.get("no-such-game")


@pytest.mark.parametrize("table", tables.available(), ids=lambda t: t.game_id)
def test_every_decision_kind_has_a_handler(table):
    """The kinds a table answers are exactly the kinds its engine declares (rules/<id>/kinds.py);
    a kind the robot may not meet is named with a reason."""
    declared = importlib.import_module(f"{table.entry.module}.kinds").DECISION_KINDS
    assert set(table.decision_kinds) == set(declared), \
        sorted(set(declared) ^ set(table.decision_kinds))
    assert set(table.unreached) <= set(declared)
    assert all(isinstance(r, str) and len(r) > 10 for r in table.unreached.values())


@pytest.mark.parametrize("table", tables.available(), ids=lambda t: t.game_id)
def test_each_table_names_itself_and_its_decisions_in_both_languages(table):
    for lang in i18n.LANGS:
        assert table.title(lang) and table.blurb(lang)   # the chooser adds the player count
        for kind in table.decision_kinds:
            assert i18n.has(f"{table.game_id}.ui.decision.{kind}", lang), (lang, kind)


def test_colony_staging_skips_exactly_the_named_unreachable_kinds():
    from game.tables.colony.staging import UNREACHABLE
    assert UNREACHABLE == set(tables.get("colony").unreached)


def _shell_files():
    return [(m, p) for m, p in GAME_MODULES.items() if not m.startswith("game.tables.")
            or m == "game.tables"]


def test_the_shell_imports_no_game():
    """Files of game/ outside a game's table import no game's rules package and no table
    package: they reach both through rules.games and game.tables."""
    bad = []
    for m, p in _shell_files():
        for imp in _imports(p):
            for g in games.ids():
                if imp == f"rules.{g}" or imp.startswith(f"rules.{g}.") \
                        or imp == f"game.tables.{g}" or imp.startswith(f"game.tables.{g}."):
                    bad.append(f"{m} imports {imp}")
    assert not bad, bad


def test_a_table_imports_no_other_game():
    bad = []
    for m, p in GAME_MODULES.items():
        if not m.startswith("game.tables.") or m.count(".") < 2:
            continue
        own = m.split(".")[2]
        for imp in _imports(p):
            for g in games.ids():
                if g != own and (imp.startswith(f"rules.{g}") or imp.startswith(f"game.tables.{g}")):
                    bad.append(f"{m} imports {imp}")
    assert not bad, bad


def test_no_scene_imports_another_in_a_loop():
    """The import graph of game/ (imports inside functions included) has no cycle through a
    scene or a table: scenes reach each other by name through game/scenes/__init__.py."""
    edges = {}
    for m, p in GAME_MODULES.items():
        targets = set()
        for imp in _imports(p):
            if imp in GAME_MODULES and imp != m:
                targets.add(imp)
        edges[m] = targets
    cycles = []

    def visit(node, path, on_path):
        for nxt in edges.get(node, ()):
            if nxt in on_path:
                cycle = path[path.index(nxt):] + [nxt]
                if any(".scenes" in c or ".tables" in c for c in cycle):
                    cycles.append(" -> ".join(cycle))
            elif len(path) < 12:
                visit(nxt, path + [nxt], on_path | {nxt})

    for start in edges:
        visit(start, [start], {start})
    assert not cycles, sorted(set(cycles))[:5]


def test_the_checks_read_the_tree():
    """The readers above find the modules (a moved folder must not make them pass on nothing)."""
    assert "game.scenes.title" in GAME_MODULES and "game.tables.colony.board" in GAME_MODULES
    assert "game.tables.raxxon.board" in GAME_MODULES
    assert "rules.games" in _imports(GAME / "tables" / "__init__.py")


@pytest.mark.parametrize("game_id,players", [("colony", 3), ("raxxon", 1)])
def test_save_check_reads_a_save_of_every_game(tmp_path, monkeypatch, game_id, players):
    """`main.py save-check` loads a save of any game with a table and says what it holds in that
    game's words (it used to read colony's round and Main objective from every save)."""
    import subprocess
    import sys

    from game.session import SeatConfig, Session
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    t = tables.get(game_id)
    s = Session.new(game_id, t.robot_options(players, 3), [SeatConfig(f"P{i + 1}") for i in range(players)])
    path = tmp_path / "a.toml"
    assert s.save(str(path))
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "save-check", str(path)],
                       capture_output=True, text=True, env=dict(os.environ), timeout=120)
    assert r.returncode == 0, r.stderr
    assert game_id in r.stdout and t.title("en") in r.stdout


@pytest.mark.parametrize("table", tables.available(), ids=lambda t: t.game_id)
def test_the_log_begins_with_the_setup_and_a_loaded_game_reads_the_same(table, tmp_path, monkeypatch):
    """The setup's Record is the game's first: its events (the mall's "A new siege: 4 players.
    First Leader: …", the evacuation's "… goes first", "Day 1 begins") are the first lines of a
    new table's log — it was empty at the mall's first decision — and a table resumed at the same
    point (a load) reads the same events, as every play loop tells its bots (rules/core/play.py)."""
    from game.session import SeatConfig, Session
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    i18n.set_language("en")
    players = table.players[0] if table.game_id != "mall" else 4
    opts = table.robot_options(players, 5)
    s = Session.new(table.game_id, opts, [SeatConfig(f"P{i + 1}") for i in range(players)])
    setup = s.game.history[0].events
    assert [e for e, _ in s.events] == setup
    if table.game_id != "colony":   # (colony's setup tells nothing: the draft comes first)
        assert s.log_lines(), "a new table's log is empty"
    if players == 1:   # a solo game: nobody else to go before
        assert not any("first" in "".join(p.text for p in line) for line, _ in s.log_lines())
    for _ in range(6):   # a few actions, then the same game on a new table
        if s.game.pending is None:
            break
        s.apply(s.game.legal_actions()[0])
    again = Session.resume(s.game, s.seats)
    assert [e for e, _ in again.events] == [e for e, _ in s.events]
    assert [p for p, _ in again.log_lines()] == [p for p, _ in s.log_lines()]


def _at_game_over(table, tmp_path, monkeypatch, people=None):
    """A game of ``table`` played to its end at random (seed 3; ``people`` seats are people,
    the rest bots; None: all), then put on a window until its game over shows: (app, session)."""
    import random

    import pygame

    from game import scenes
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    i18n.set_language("en")
    players = max(2, table.players[0])
    people = players if people is None else people
    s = Session.new(table.game_id, table.robot_options(players, 3),
                    [SeatConfig(f"P{i + 1}", human=i < people) for i in range(players)])
    rng = random.Random(3)
    while s.game.pending is not None:
        s.apply(rng.choice(s.game.legal_actions()))
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, language="en"),
              audio=False)
    scenes.start_session(app, s)
    for _ in range(400):
        app.frame(0.05)
        if hasattr(app.top, "look_at_board"):
            break
    assert hasattr(app.top, "look_at_board"), type(app.top).__name__
    return app, s


@pytest.mark.parametrize("table", tables.available(), ids=lambda t: t.game_id)
def test_every_game_over_can_be_lifted_to_look_at_the_final_board(table, tmp_path, monkeypatch):
    """Colony's results could be put aside to look at the final board; the mall's and the
    evacuation game's could not (game/tables/final.py, for every table): "Look at the board"
    (or Tab) shows the board with only the way back on it, Tab or that button brings the
    results back, and with several people at the table nobody's secrets are drawn."""
    import pygame
    app, s = _at_game_over(table, tmp_path, monkeypatch, people=None)
    over = app.top
    assert s.viewer is None

    def keys():
        app.frame(0.05)
        return {h.key for h in over.hotspots}

    assert "look_board" in keys() and "show_results" not in keys()
    next(h for h in over.hotspots if h.key == "look_board").action()
    assert keys() == {"show_results"} and over.hidden
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    assert "look_board" in keys() and not over.hidden


@pytest.mark.parametrize("table", tables.available(), ids=lambda t: t.game_id)
def test_a_person_alone_with_bots_keeps_their_own_board_under_the_results(table, tmp_path,
                                                                           monkeypatch):
    """Seen in a real window (the mall, one person and three bots): the final board under the
    results said "Hands stay hidden… behind their curtain" and drew the person's hand face
    down. Nobody else is at the table to hide it from: the person's view stays, as the
    evacuation game's solo board always did; with several people nobody's secrets are drawn."""
    _, s = _at_game_over(table, tmp_path, monkeypatch, people=1)
    assert s.humans == [0] and s.viewer == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_three_games_name_their_new_game_and_game_over_buttons_alike(lang):
    """The screenshot review: "New Colony game" beside "New game: Mall Siege" and "New game ·
    Evacuation"; "Start the game" beside "Start"; «Сыграть ещё раз» beside «Сыграть ещё»;
    «Победитель» beside «Победа». One pattern for all three games."""
    i18n.set_language(lang)
    titles = {g: i18n.t(f"{g}.ui.{sec}.title") for g, sec in
              (("colony", "setup"), ("mall", "setup"), ("raxxon", "setup"))}
    head = i18n.t("ui.title.new_game") + ": "
    assert all(t.startswith(head) for t in titles.values()), titles
    starts = {i18n.t(f"{g}.ui.{sec}.start") for g, sec in
              (("colony", "setup"), ("mall", "setup"), ("raxxon", "setup"))}
    assert len(starts) == 1, starts
    assert len({i18n.t(f"{g}.ui.over.again") for g in ("colony", "mall", "raxxon")}) == 1
    assert i18n.t("mall.ui.over.winner", names="A") == i18n.t("colony.ui.over.winner", names="A")
