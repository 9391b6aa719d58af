"""Issue 15, "A game that teaches": the colony table explains before it acts.

- Ending the turn with action dice unused asks once; the same button or E again ends it, Esc or
  a click elsewhere keeps playing.
- A crossroads vote shows the card and what Yes and No do; the exile ballot says what exile is.
- A die's result (log, header) shows when the die lands, not while it rolls.
- "Up to N" effects offer a way to stop early.
- Game over: the final board can be looked at, and Play again keeps the seats.
- No rule ids ("C-9.3") in colony's own on-screen strings.

Runs under the dummy video driver.
"""
from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.tables.colony.staging import find_positions, session_at  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def positions() -> dict:
    return find_positions(["turn", "vote", "crossroads"])


def _table(tmp_path, monkeypatch, session, size=(1280, 720)):
    from game.app import App
    from game.settings import Settings
    from game.tables.colony.board import Board
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    i18n.set_language("en")
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, language="en"), audio=False)
    board = Board(app, session)
    app.push(board)
    return app, board


def _click(app, pos, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):
        app.frame(0.05)


def _key(app, key, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    for _ in range(frames):
        app.frame(0.05)


def _settle(app, board, frames=200):
    for _ in range(frames):
        app.frame(0.05)
        if board.tray is None and not board.motion.busy and board.builder is not None:
            break


def _hot(board, key):
    return next((h for h in board.hotspots if h.key == key), None)


def _strings(app):
    from game.render import record
    rec = record.start()
    try:
        app.frame(0.05)
        return list(rec.strings)
    finally:
        record.stop()


# ---------------------------------------------------------------- 1. ending with dice unused
def _turn_with_dice(positions, tmp_path, monkeypatch):
    options, actions = positions["turn"]
    session = session_at(options, actions)
    app, board = _table(tmp_path, monkeypatch, session)
    _settle(app, board)
    seat = session.viewer
    left = session.view()["seats"][seat]["dice"]
    assert left, "the staged turn has action dice left"
    return app, board, session, len(left)


def test_ending_the_turn_with_dice_unused_asks_once_then_ends(positions, tmp_path, monkeypatch):
    """Checked to fail before the change: the first click on End the turn ended it."""
    app, board, session, n = _turn_with_dice(positions, tmp_path, monkeypatch)
    before = len(session.game.log)
    end = _hot(board, "verb:end")
    assert end is not None and end.role == "choice"   # the robot can reach it
    _click(app, end.rect.center)
    assert len(session.game.log) == before, "the turn ended without asking"
    question = i18n.plural("colony.ui.end_confirm.question", n)
    assert question in _strings(app)
    confirm = _hot(board, "verb:end")
    assert confirm is not None and confirm.role == "choice"
    _click(app, confirm.rect.center)
    assert len(session.game.log) == before + 1
    assert session.answered[-1] == "turn" and session.game.log[-1].startswith("end")


def test_e_asks_then_ends_and_esc_or_another_click_keeps_playing(positions, tmp_path, monkeypatch):
    app, board, session, n = _turn_with_dice(positions, tmp_path, monkeypatch)
    before = len(session.game.log)
    question = i18n.plural("colony.ui.end_confirm.question", n)
    _key(app, pygame.K_e)
    assert len(session.game.log) == before
    assert question in _strings(app)
    _key(app, pygame.K_ESCAPE)                      # Esc: no question, no menu
    assert question not in _strings(app)
    assert app.top is board
    _key(app, pygame.K_e)
    assert question in _strings(app)
    _click(app, (3, app.size[1] // 2))              # a click on the table elsewhere
    assert question not in _strings(app)
    assert len(session.game.log) == before
    _key(app, pygame.K_e)
    _key(app, pygame.K_e)
    assert len(session.game.log) == before + 1


def test_the_question_counts_dice_in_russian():
    assert i18n.plural("colony.ui.end_confirm.question", 1, "ru").startswith("Не использован 1 кубик")
    assert i18n.plural("colony.ui.end_confirm.question", 3, "ru").startswith("Не использованы 3 кубика")
    assert i18n.plural("colony.ui.end_confirm.question", 5, "ru").startswith("Не использовано 5 кубиков")
    assert i18n.plural("colony.ui.end_confirm.question", 2, "en").startswith("2 dice unused")
    assert i18n.plural("colony.ui.end_confirm.question", 1, "en").startswith("1 die unused")


# ---------------------------------------------------------------- 3. results when the dice land
def _flat(rows) -> str:
    return "".join(t for row in rows for t, _, _ in row).replace(" ", "")


def test_the_log_and_header_wait_for_the_dice_to_land(positions, tmp_path, monkeypatch):
    """Checked to fail before the change: the exposure's log line was in the log (and the
    header's numbers new) while the tray still rolled."""
    from game.session import SeatConfig, Session
    from game.tables.colony.zones import header
    from rules.colony.game import Game
    options, actions = positions["turn"]
    game = Game.replay(options, actions)
    seat = game.pending.seat   # one person (no curtain), the others bots
    session = Session(game, [SeatConfig(f"P{i + 1}", human=i == seat) for i in range(game.n)])
    session.confirm(seat)
    app, board = _table(tmp_path, monkeypatch, session)
    app.settings.anim_speed = 0.5
    app.settings.bot_pace = 60.0   # the bots wait: nothing new is thrown after the skip
    _settle(app, board)
    status_before = [t for t in _strings(app) if t.startswith("Round ") or t.startswith("Setting")]
    morale_before = session.view()["morale"]
    attack = next(a for a in session.legal() if a.verb == "attack")
    n = len(session.events)
    assert session.apply(attack)
    thrown = [e for e, _ in session.events[n:] if e.kind == "exposure"]
    assert thrown, "an attack rolls the exposure die"
    line = "".join(p.text for p in session.narrator.pieces(thrown[0], viewer=session.viewer))
    assert line
    strings = _strings(app)
    assert board.tray is not None and not board.tray.done, "the tray rolls"
    assert line.replace(" ", "") not in _flat(board.log_rows), "the result is in the log already"
    assert [t for t in strings if t.startswith("Round ")] == status_before
    assert header.shown(board, {**session.view(), "morale": -7})["morale"] == morale_before
    assert app.top is board
    _key(app, pygame.K_SPACE, frames=3)               # skipped: the dice land at once
    assert board.tray is None
    app.frame(0.05)
    assert line.replace(" ", "") in _flat(board.log_rows)
    assert header.shown(board, {**session.view(), "morale": -7})["morale"] == -7


# ---------------------------------------------------------------- 2. votes that say what they do
def _vote_positions() -> dict:
    """why ("crossroads"/"exile") -> (options, actions) of a pending vote, from bot games."""
    from rules.colony import Options, new_game
    from rules.colony.bots import HeuristicBot, RandomBot
    found: dict = {}
    for seed in range(200):
        n = 3 + seed % 3
        o = Options(players=n, seed=seed)
        g = new_game(o)
        rnd = RandomBot(seed) if seed % 2 else None
        bots = {i: HeuristicBot(g.content, seed * 7 + i) for i in range(n)}
        while g.pending is not None and len(g.log) < 2500:
            if g.pending.kind == "vote":
                found.setdefault(g.pending.info.get("why"), (o, list(g.log)))
            legal = g.legal_actions()
            g.apply(rnd.choose(None, legal) if rnd
                    else bots[g.pending.seat].choose(g.view(g.pending.seat), legal))
        if {"crossroads", "exile"} <= set(found):
            return found
    return found


@pytest.fixture(scope="module")
def votes() -> dict:
    return _vote_positions()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_crossroads_vote_shows_the_card_and_what_yes_and_no_do(votes, lang, tmp_path, monkeypatch):
    """Checked to fail before the change: the panel said only "Crossroads vote" with Yes/No."""
    from game.render import record
    from game.tables.colony import labels
    options, actions = votes["crossroads"]
    session = session_at(options, actions)   # with its log, as a loaded game has it
    app, board = _table(tmp_path, monkeypatch, session)
    app.set_language(lang)
    _settle(app, board)
    card, option = labels.vote_card(session)
    yes, no = labels.vote_effects(session.content, card, option)
    rec = record.start()
    try:
        app.frame(0.05)
        strings, cards = " ".join(rec.strings), list(rec.cards)
    finally:
        record.stop()
    assert card in cards, "the card the vote is about is shown"
    ballot = {h.key: h for h in board.hotspots if h.key.startswith("value:yes:")}
    assert set(ballot) == {"value:yes:True", "value:yes:False"}
    assert all(h.role == "choice" for h in ballot.values())
    for what in (yes, no):
        assert what.split()[0] in strings


def test_the_exile_ballot_says_what_exile_means(votes, tmp_path, monkeypatch):
    options, actions = votes["exile"]
    session = session_at(options, actions)   # with its log, as a loaded game has it
    app, board = _table(tmp_path, monkeypatch, session)
    _settle(app, board)
    strings = " ".join(_strings(app))
    assert "Exiled objective" in strings
    name = session.seats[session.game.pending.info["target"]].name
    assert i18n.t("colony.ui.vote.exile_yes", name=name) in strings


def test_the_vote_reveal_says_what_happens():
    from game.tables.colony import labels
    from game.tables.colony.reveal import VoteReveal
    from rules.colony import Options, new_game
    content = new_game(Options(players=4, seed=1)).content
    card = "xr.knock_at_dawn"

    class _E:
        def __init__(self, kind, data):
            self.kind, self.data, self.seats = kind, data, None

    class _S:
        def __init__(self):
            self.content = content
            self.events = [(_E("crossroads_chosen", {"card": card, "option": 1}), 0)]
            self.seats = []

    class _App:
        def sound(self, *_):
            pass

    i18n.set_language("en")
    r = VoteReveal(_App(), _S(), {"why": "crossroads", "ballots": {"0": False, "1": False},
                                  "yes": 0, "no": 2})
    r.t = r.length
    yes, no = labels.vote_effects(content, card, 1)
    assert r._happens() == i18n.t("colony.ui.vote.happens", what=no)
    r.yes, r.no = 2, 0
    assert r._happens() == i18n.t("colony.ui.vote.happens", what=yes)


# ---------------------------------------------------------------- 5. game over
def test_game_over_shows_the_final_board_and_plays_again_with_the_same_seats(tmp_path, monkeypatch):
    """Checked to fail before the change: the game over offered only Back to the title."""
    import dataclasses

    from game.session import SeatConfig, Session
    from game.tables.colony.gameover import GameOverScene
    from rules.colony import Options, new_game
    from rules.colony.bots import HeuristicBot
    o = Options(players=3, seed=11, variant="traitor")
    g = new_game(o)
    bots = {i: HeuristicBot(g.content, i) for i in range(3)}
    while g.pending is not None:
        g.apply(bots[g.pending.seat].choose(g.view(g.pending.seat), g.legal_actions()))
    seats = [SeatConfig("Ann"), SeatConfig("Bob", human=False), SeatConfig("Cleo")]
    session = Session(g, seats)
    app, board = _table(tmp_path, monkeypatch, session)
    for _ in range(3):
        app.frame(0.05)
    over = app.top
    assert isinstance(over, GameOverScene)
    look = _hot(over, "look_board")
    assert look is not None
    _click(app, look.rect.center)
    assert over.hidden
    assert [h.key for h in over.hotspots] == ["show_results"]   # only the way back over the board
    assert i18n.t("colony.ui.over.title") not in _strings(app)
    _click(app, _hot(over, "show_results").rect.center)
    assert not over.hidden and i18n.t("colony.ui.over.title") in _strings(app)
    _click(app, _hot(over, "play_again").rect.center, frames=1)
    new = app.stack[0].session
    assert new is not session and new.game.pending is not None
    assert [(s.name, s.human) for s in new.seats] == [("Ann", True), ("Bob", False), ("Cleo", True)]
    assert new.game.options.seed != o.seed
    assert dataclasses.replace(new.game.options, seed=o.seed) == g.options


# ---------------------------------------------------------------- 6. no rule ids on screen
RULE_ID = re.compile(r"\b(?:OPEN-)?C(?:N-C)?-\d+(?:\.\d+)*\b")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", ["ui", "log"])
def test_colony_strings_show_players_no_rule_ids(lang, name):
    """Checked to fail before the change: variant_help.dilemma said "(C-23.1)" and
    decision.option_unable "(C-9.3)". The rulebook's own "Rules: C-…" lists are the shell's."""
    data = tomllib.loads((ROOT / "game" / "locale" / lang / "colony" / f"{name}.toml").read_text("utf-8"))
    bad = []

    def walk(node, path):
        for k, v in node.items():
            if isinstance(v, dict):
                walk(v, f"{path}{k}.")
            elif isinstance(v, str) and RULE_ID.search(v):
                bad.append(f"{path}{k}: {v}")
    walk(data, "")
    assert not bad, bad


# ---------------------------------------------------------------- 4. "up to N" effects
# tests/test_colony_up_to.py: the engine asks "one more, or stop" and the table answers it


def test_the_top_bar_keeps_who_decides_until_the_reveal_has_shown_it():
    """Issue 15: the header behind an overlay shows nothing the overlay has not revealed: after
    a tied vote the engine already asks for the tiebreak, but the top bar keeps the last drawn
    decision while the ballots are being turned over."""
    from types import SimpleNamespace

    from game.tables.colony.zones import header
    reveal = SimpleNamespace(holds_back=True)
    board = SimpleNamespace(tray=None, app=SimpleNamespace(top=None))
    board.app.top = board
    before = {"round": 2, "morale": 6, "pending": {"seat": 3, "kind": "vote"}}
    after = {"round": 2, "morale": 6, "pending": {"seat": 0, "kind": "tiebreak"}}
    assert header.shown(board, before)["pending"]["kind"] == "vote"
    board.app.top = reveal
    assert header.shown(board, after)["pending"]["kind"] == "vote"
    board.app.top = board
    assert header.shown(board, after)["pending"]["kind"] == "tiebreak"


def test_the_round_dice_do_not_hold_the_header_but_an_exposure_roll_does():
    """Issue 15: under a throw the log stops before it; the header keeps its numbers only when
    the throw's outcome changes them (an exposure roll, an attack on a survivor: a death costs
    Morale). Under the round's action dice it reads the round that began, as the log does
    (it read "Setting up · Food 0" beside the log's "Food +6, now 6")."""
    from types import SimpleNamespace

    from game.tables.colony.zones import header
    board = SimpleNamespace(tray=object(), tray_hides=False, app=SimpleNamespace(top=None))
    board.app.top = board
    assert header.shows_later(board) and not header.holding(board)
    setup = {"round": 0, "food": 0, "pending": {"seat": 3, "kind": "draft"}}
    round_one = {"round": 1, "food": 6, "pending": {"seat": 0, "kind": "turn"}}
    header.shown(board, setup)
    assert header.shown(board, round_one)["food"] == 6
    board.tray_hides = True   # an exposure roll
    assert header.holding(board)
    assert header.shown(board, {**round_one, "food": 2})["food"] == 6
    board.tray = None
    assert not header.shows_later(board) and header.shown(board, {**round_one, "food": 2})["food"] == 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_game_over_shows_the_exiled_objective_an_exile_was_judged_on(tmp_path, monkeypatch, size):
    """OPEN-C-22 (the Exiled card adjusts the original objective, game.py ``_objective_met``).
    The third screenshot review: the game over showed an exiled player's original objective
    alone, marked Lost, as if it were the card judged. The Exiled objective now lies over it,
    lower down, the original's title band showing above, the verdict's glow on the top card."""
    from ui_helpers import recorded_frame

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.gameover import GameOverScene
    from rules.colony import Options, new_game
    from rules.colony.bots import RandomBot
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    g = new_game(Options(players=4, seed=1))
    bot = RandomBot(1)
    while g.pending is not None:
        g.apply(bot.choose(None, g.legal_actions()))
    seat = g.public_view()["seats"][0]
    original, exiled = seat["objective"], seat["exiled_objective"]
    assert exiled, seat   # seed 1: the first seat is exiled (random bots)
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, language="en"), audio=False)
    session = Session(g, [SeatConfig(n) for n in ("Ann", "Bob", "Cleo", "Dan")])
    app.push(GameOverScene(app, session))
    rec = recorded_frame(app)
    assert exiled in rec.cards and original in rec.cards
    over = app.top
    top, under = _hot(over, f"look:{exiled}").rect, _hot(over, f"look:{original}").rect
    assert top.x == under.x and 0 < top.y - under.y <= app.u(60) and top.bottom == under.bottom
