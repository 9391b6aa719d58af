"""The evacuation game's player board (game/tables/raxxon/boards.py): every action's name is drawn
whole — a row is at least as tall as its name needs at the name's smallest type, in both
languages and both window sizes, for every character («Миномётный обстрел» was drawn
«Миномётный…» on a row whose effect fits one line)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402


@pytest.fixture(autouse=True)
def _data(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    yield
    i18n.set_language("en")


def _board_strings(lang, size, pick):
    """What a frame draws once the solo player has taken the ``pick``-th character, at the
    first action of the day; and that character's actions."""
    from game.app import App
    from game.render import record
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    i18n.set_language(lang)
    s = Session.new("raxxon", Options(players=1, seed=5, difficulty="medium"),
                    [SeatConfig("P1", human=True)])
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False,
                                           language=lang), audio=False)
    app.push(Board(app, s))
    for _ in range(100):
        app.frame(0.05)
        p = s.game.pending
        if p is not None and p.kind == "action" and s.my_turn():
            break
        if s.my_turn():
            legal = s.game.legal_actions()
            s.apply(legal[pick % len(legal)] if p.kind == "board" else legal[0])
    v = s.game.view(0)
    b = v["boards"][0]
    actions = s.content.characters[b["character"]].sides[b["side"]].actions
    rec = record.start()
    try:
        app.frame(0.05)
        return list(rec.strings), actions, b["character"]
    finally:
        record.stop()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_action_name_on_the_board_is_drawn_whole(lang, size):
    seen = set()
    for pick in range(6):
        strings, actions, who = _board_strings(lang, size, pick)
        seen.add(who)
        drawn = " ".join(strings)
        for a in actions:
            name = i18n.localized(a.name)
            for word in name.split():
                assert word in drawn, (who, name, lang, size)
            assert not any(x.endswith("…") and name.startswith(x[:-1].rstrip()) for x in strings), \
                (who, name, lang, size)
    assert len(seen) == 6   # every character's board was drawn
