"""Issue 15: the Colony phase ends with a short summary (food eaten, zombies arrived, barricades
broken, Morale change, crisis result) before the next round, and the log marks rounds (C-4.3,
C-10). The summary is public; with a person at the table it waits for Continue (a click or a
key closes it), with bots alone it closes by itself.

Runs under the dummy video driver.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402


def _board(tmp_path, monkeypatch, seed=3, people=1):
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony.board import Board
    from rules.colony.game import Options
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    i18n.set_language("en")
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, language="en"),
              audio=False)
    s = Session.new("colony", Options(players=3, seed=seed),
                    [SeatConfig(n, i < people) for i, n in enumerate("ABC")])
    board = Board(app, s)
    app.push(board)
    return app, board, s


def _to_round_two(s) -> list:
    """Play (the person ends each turn at once) until an action starts round 2; its events."""
    from rules.colony.actions import EndTurn
    for _ in range(500):
        before = len(s.events)
        if s.my_turn():
            legal = s.game.legal_actions()
            s.apply(next((a for a in legal if isinstance(a, EndTurn)), legal[0]))
        else:
            assert s.bot_step()
        new = [e for e, _ in s.events[before:]]
        if any(e.kind == "round" and e.data["number"] == 2 for e in new):
            return new
    raise AssertionError("round 2 never came")


def _chain(app):
    scene, out = app.top, []
    while scene is not None:
        out.append(scene)
        scene = getattr(scene, "then", None)
    return out


def test_c_10_the_colony_phase_ends_with_a_summary_that_waits_for_a_person(tmp_path, monkeypatch):
    """The summary stays until Continue while a person sits at the table: it closed by itself
    after a moment, and a newcomer lost the round that took Morale from 5 to 2 unread."""
    from game.tables.colony.reveal import RoundSummary
    from game.tables.colony.summary import LENGTH, phase_events, tally
    app, board, s = _board(tmp_path, monkeypatch)
    events = _to_round_two(s)
    app.frame(0.016)
    summary = next((x for x in _chain(app) if isinstance(x, RoundSummary)), None)
    assert summary is not None, "no summary after the Colony phase"
    assert summary.round_no == 1
    rnd, phase = phase_events(s, events)
    assert rnd == 1 and all(e.seats is None for e in phase)       # public events only
    kinds = {e.kind for e in phase}
    assert kinds & {"fed", "starving"} and "crisis_reveal" in kinds
    t = tally(phase)
    assert t["zombies"] == sum(e.data["count"] for e in phase if e.kind == "zombies_added")
    assert t["crisis"] is not None and (t["fed"] is not None or t["starving"] is not None)
    while app.top is not summary:           # a crisis reveal (or a vote) first: Return closes it
        assert app.top is not board
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r"))
        app.frame(0.016)
    from game.render import record
    rec = record.start()
    try:
        app.frame(0.016)
        strings = list(rec.strings)
    finally:
        record.stop()
    assert i18n.t("colony.ui.summary.title", n=1) in strings
    for _ in range(int(LENGTH / 4.0 / 0.05) + 40):   # anim speed 4: long done, still there
        app.frame(0.05)
    assert app.top is summary and summary.done
    assert any(h.key == "continue" for h in summary.hotspots)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.frame(0.016)
    assert summary not in app.stack


def test_with_bots_alone_the_summary_goes_by_itself(tmp_path, monkeypatch):
    from game.tables.colony.reveal import RoundSummary
    from game.tables.colony.summary import LENGTH, phase_events
    app, board, s = _board(tmp_path, monkeypatch, people=0)
    events = _to_round_two(s)
    found = RoundSummary(app, s, *phase_events(s, events))
    app.push(found)
    for _ in range(int(LENGTH / 4.0 / 0.05) + 5):   # anim speed 4
        app.frame(0.05)
    assert found not in app.stack


def test_a_click_closes_the_summary_at_once(tmp_path, monkeypatch):
    from game.tables.colony.reveal import RoundSummary
    from game.tables.colony.summary import phase_events
    app, board, s = _board(tmp_path, monkeypatch, seed=5)
    events = _to_round_two(s)
    found = RoundSummary(app, s, *phase_events(s, events))
    app.push(found)
    app.frame(0.016)
    pos = (5, 5)   # anywhere but its button
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(0.016)
    assert found not in app.stack


def test_the_summary_reads_in_both_languages():
    from game.tables.colony.summary import lines
    from rules.colony import load_content
    t = {"fed": 2, "starving": None, "zombies": 5, "broken": 2, "overruns": 1, "morale": -2,
         "morale_value": 4, "crisis": ("failed", next(iter(load_content().crises))), "deaths": 1}
    for lang in i18n.LANGS:
        i18n.set_language(lang)
        try:
            got = [line for line, _ in lines(load_content(), t)]
        finally:
            i18n.set_language("en")
        assert len(got) == 7 and not any("colony.ui" in x or "{" in x for x in got), (lang, got)


def test_the_log_marks_each_round_with_a_divider(tmp_path, monkeypatch):
    from game.tables.colony.zones import log as log_zone
    app, board, s = _board(tmp_path, monkeypatch)
    _to_round_two(s)
    while app.top is not board:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode=""))
        app.frame(0.016)
    for _ in range(100):
        app.frame(0.05)
        if board.tray is None:
            break
    app.frame(0.05)
    dividers = [row[0][0] for row in board.log_rows if row and row[0][1] == log_zone.DIVIDER]
    assert len(dividers) == 2 and dividers[1].startswith("Round 2"), dividers
