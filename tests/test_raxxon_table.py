"""The evacuation game's table (game/tables/raxxon/): found through game.tables, every decision
kind answered by the board, its catalogues complete in both languages, robot games with no leak,
the curtain hiding what Explore showed another seat, saves made at the table loading back, every
action name on the player boards drawn whole."""
from __future__ import annotations

import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, tables  # noqa: E402

pytestmark = pytest.mark.usefixtures("table_data")   # tests/conftest.py


def test_table_is_found_through_the_registry():
    t = tables.get("raxxon")
    assert t.game_id == "raxxon" and tables.has("raxxon")
    assert "raxxon" in [x.game_id for x in tables.available()]
    assert t.title("en") == "Evacuation" and t.title("ru") == "Эвакуация"
    assert t.players == (1, 4) and t.blurb("en") and t.blurb("ru")   # the chooser shows 1–4


def test_every_decision_kind_has_a_handler():
    from rules.raxxon.kinds import DECISION_KINDS
    t = tables.get("raxxon")
    assert t.decision_kinds == DECISION_KINDS
    for kind in DECISION_KINDS:
        for lang in i18n.LANGS:
            assert i18n.has(f"raxxon.ui.decision.{kind}", lang)
            assert i18n.has(f"raxxon.ui.prompt.{kind}", lang)


def _fields(s):
    return sorted(set(re.findall(r"{(\w+)}", s)))


def test_catalogue_keys_in_both_languages_with_the_same_fields():
    en = {k: v for k, v in i18n.catalogue("en").items() if k.startswith("raxxon.ui.")}
    ru = {k: v for k, v in i18n.catalogue("ru").items() if k.startswith("raxxon.ui.")}
    assert set(en) == set(ru)
    for k in en:
        assert _fields(en[k]) == _fields(ru[k]), k
        for text in (en[k], ru[k]):
            assert "raxxon" not in text.lower() and "рэксон" not in text.lower(), k


def _robot(players, seed):
    from game.robot import play_one
    return play_one(players, seed, game_id="raxxon")


def test_r_16_solo_intro_game_played_to_its_end_by_the_robot_with_no_leak():
    r = _robot(1, 11)
    assert r["error"] is None, r["error"]
    assert r["completed"] and r["leaks"] == []


def test_r_14_3_two_people_curtain_hides_what_explore_showed_the_other_seat():
    """Every frame of a two-person game: no face-down card another seat explored is drawn
    (face or name) while a seat looks, and none at all while the curtain is up."""
    r = _robot(2, 21)
    assert r["error"] is None, r["error"]
    assert r["completed"] and r["leaks"] == []


def test_explored_card_drawn_only_for_its_seat():
    from game.app import App
    from game.render import record
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    from rules.raxxon import actions as A
    s = Session.new("raxxon", Options(players=2, seed=4, difficulty="medium", characters=("varga", "lisk")),
                    [SeatConfig("A"), SeatConfig("B")])
    g = s.game
    # play until someone explores a card
    while g.pending is not None and not any(g.known):
        legal = g.legal_actions()
        pick = next((a for a in legal if isinstance(a, A.Act) and a.action == "recon"), None)
        pick = pick or next((a for a in legal if a is A.GO), None) or _last_useful(g, legal)
        s.apply(pick)
    seat = next(i for i, k in enumerate(g.known) if k)
    cid = next(iter(g.known[seat]))
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0), audio=False)
    board = Board(app, s)
    app.clear_to(board)
    rec = record.start()
    try:
        for viewer, should in ((seat, True), (1 - seat, False), (None, False)):
            s.viewer = viewer
            app.draw()
            assert (cid in rec.cards) == should, viewer
            name = i18n.name(g.content.citizens[cid])
            if not should:
                assert name not in rec.strings
    finally:
        record.stop()


def test_save_made_at_the_table_loads_and_lists_with_its_summary(tmp_path):
    from game.session import SeatConfig, Session, list_saves
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=9, difficulty="intro"), [SeatConfig("Solo")])
    for _ in range(6):
        s.apply(s.game.legal_actions()[0])
    path = str(tmp_path / "mine.toml")
    assert s.save(path)
    back = Session.load(path)
    assert back.game.to_dict() == s.game.to_dict()
    entry = next(e for e in list_saves(str(tmp_path)) if e["name"] == "mine")
    assert entry["ok"] and entry["game"] == "raxxon"
    summary = tables.get("raxxon").save_summary(entry["table"])
    assert "Evacuation" in summary and "Intro" in summary and "/20" in summary


def _guided_app(guide=True):
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=7, difficulty="intro"), [SeatConfig("Solo")])
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=guide), audio=False)
    board = Board(app, s)
    app.clear_to(board)
    return app, s, board


def test_first_game_guide_speaks_at_each_first_day_decision_and_lights_a_legal_action():
    """Issue 14: solo at Intro, day 1: a line on every decision, naming a lit target that is a
    legal action (drawn as a hotspot of its own); following it plays the day; gone on day 2."""
    from game.tables.raxxon import guide
    app, s, board = _guided_app()
    g = s.game
    kinds = set()
    for _ in range(300):
        if g.pending is None or g.day != 1:
            break
        app.draw()
        assert board.guide_now is not None, g.pending.kind
        what, action = board.guide_now
        for lang in i18n.LANGS:
            assert i18n.has(f"raxxon.ui.guide.{what}", lang)
        assert action.text in {a.text for a in s.legal()}
        keys = {h.key for h in board.hotspots}
        assert guide.hotspot_key(action) in keys and "guide:hide" in keys
        hide = next(h for h in board.hotspots if h.key == "guide:hide")
        assert hide.role == "meta"
        kinds.add(g.pending.kind)
        assert s.apply(action)
    assert g.day == 2 or g.pending is None
    assert {"board", "action"} <= kinds
    if g.pending is not None:
        while app.top is not board:
            app.pop()
        app.draw()
        assert board.guide_now is None
        assert "guide:hide" not in {h.key for h in board.hotspots}


def test_first_game_guide_is_absent_when_turned_off_and_can_be_hidden():
    app, s, board = _guided_app(guide=False)
    app.draw()
    assert board.guide_now is None and "guide:hide" not in {h.key for h in board.hotspots}
    app, s, board = _guided_app(guide=True)
    app.draw()
    assert board.guide_now is not None
    hide = next(h for h in board.hotspots if h.key == "guide:hide")
    board.click(hide)
    app.draw()
    assert board.guide_now is None and "guide:hide" not in {h.key for h in board.hotspots}


def test_settings_keep_the_guide_and_old_files_still_load(tmp_path):
    from game import settings as settings_mod
    old = tmp_path / "old.toml"
    old.write_text('language = "ru"\nvolume = 0.5\n', encoding="utf-8")
    s = settings_mod.load(str(old))
    assert s.language == "ru" and s.guide is True
    s.guide = False
    assert settings_mod.save(s, str(tmp_path / "new.toml"))
    assert settings_mod.load(str(tmp_path / "new.toml")).guide is False


def test_game_over_words_have_no_rule_ids_and_count_players():
    for lang in i18n.LANGS:
        for k, v in i18n.catalogue(lang).items():
            if k.startswith("raxxon.ui."):
                assert not re.search(r"\bR-\d", v), k
    assert i18n.plural("raxxon.ui.n.players", 1) == "1 player"
    assert [i18n.plural("raxxon.ui.n.players", n, "ru") for n in (1, 3, 5)] == \
        ["1 игрок", "3 игрока", "5 игроков"]


def test_day_by_day_summary_runs_from_day_1_to_the_last_day():
    import random as _r

    from game.session import SeatConfig, Session
    from game.tables.raxxon.gameover import days
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=3, difficulty="intro"), [SeatConfig("A")])
    rng = _r.Random(1)
    while s.game.pending is not None:
        s.apply(rng.choice(s.game.legal_actions()))
    rows = days(s.events, s.game.day)
    assert [r["day"] for r in rows] == list(range(1, s.game.day + 1))
    assert sum(r["killed"] for r in rows) == sum(1 for e, _ in s.events if e.kind == "killed")


def _last_useful(g, legal):
    """The last legal answer that is not an action offered with nothing to act on (R-7.6: those
    only place a token; a test playing towards a look skips them)."""
    idle = g.pending.info.get("idle", ())
    return next(a for a in reversed(legal) if getattr(a, "action", None) not in idle)


def _played(players, seed, difficulty="intro"):
    import random as _r

    from game.session import SeatConfig, Session
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=players, seed=seed, difficulty=difficulty),
                    [SeatConfig(f"P{i + 1}") for i in range(players)])
    rng = _r.Random(seed)
    while s.game.pending is not None:
        s.apply(rng.choice(s.game.legal_actions()))
    return s


@pytest.mark.parametrize("seed", [602, 17, 40, 3])
def test_r_15_day_by_day_columns_add_up_to_the_final_piles(seed):
    """The game-over table: the Evacuated column sums to the evacuation pile (recalls by a
    Nordvale card and S10 walkouts taken off), Infection cards to what the infection deck lost
    (restocks put back), Killed to the citizens killed; the total row says the same."""
    from game.tables.raxxon.gameover import days, totals
    s = _played(1, seed)
    v = s.game.public_view()
    rows = days(s.events, s.game.day)
    setup = next(e for e in s.game.history[0].events if e.kind == "setup")
    assert sum(r["evacuated"] for r in rows) == len(v["piles"]["evacuated"])
    assert sum(r["infected"] for r in rows) == setup.data["infection_deck"] - v["decks"]["infection"]
    assert sum(r["killed"] for r in rows) == sum(1 for e, _ in s.events if e.kind == "killed")
    t = totals(rows)
    assert t["evacuated"] == len(v["piles"]["evacuated"]) and t["influence"] == v["influence"]
    kinds = {e.kind for e, _ in s.events}
    if seed == 17:
        assert "recalled" in kinds   # (a Recall Notice: the case that found the bug)
    if seed == 602:
        assert "restocked" in kinds


def test_day_by_day_counts_every_move_in_and_out_of_the_evacuation_pile():
    from game.tables.raxxon.gameover import days
    from rules.core.records import Event

    def ev(kind, **d):
        return (Event(kind, d), 0)
    events = [ev("evacuated", card="a"), ev("evacuated", card="b"), ev("day", day=2),
              ev("recalled", card="a"), ev("walkout", card=None), ev("walkout", card="b"),
              ev("infected", card="x"), ev("restocked", card="x"), ev("infected", card="y")]
    rows = days(events, 2)
    assert [(r["evacuated"], r["infected"]) for r in rows] == [(2, 0), (-2, 1)]


def test_log_says_nothing_of_steps_that_moved_nothing():
    from game.session import SeatConfig, Session
    from rules.core.records import Event
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=3, difficulty="intro"), [SeatConfig("A")])
    n = s.narrator
    assert n.text(Event("quarantine_renewed", {"count": 0})) is None
    assert n.text(Event("spread", {"infected": 0, "count": 0})) is None
    assert n.text(Event("flipped", {"cards": []})) is None
    assert n.text(Event("quarantine_renewed", {"count": 2})) == "To the uncontrolled quarantine: 2 cards."


@pytest.mark.parametrize("players", [1, 3])
def test_end_of_day_overlay_has_the_table_as_the_day_ended_behind_it(players):
    """While the end of the day is told step by step, the board behind shows the day that ended
    (its infection deck before the spread, no next-day chooser, the log up to "End of day"),
    nothing to click; the next day shows when the overlay closes."""
    import random as _r

    from game.app import App
    from game.render import record
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from game.tables.raxxon.endofday import EndOfDayScene
    from rules.raxxon import Options
    level = "intro" if players == 1 else "medium"
    s = Session.new("raxxon", Options(players=players, seed=5, difficulty=level),
                    [SeatConfig(f"P{i + 1}") for i in range(players)])
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False), audio=False)
    board = Board(app, s)
    app.clear_to(board)
    rng = _r.Random(2)
    while not isinstance(app.top, EndOfDayScene):
        s.viewer = s.pending_seat
        s.apply(rng.choice(s.game.legal_actions()))
    assert s.game.pending is not None
    eod = app.top
    after = [e for e, _ in s.events[board.held["events"]:]]
    drawn_infected = sum(1 for e in after if e.kind == "infected")
    held = board.held["view"]
    assert held["day"] == eod.day and held["phase"] == "end" and held["pending"] is None
    assert held["decks"]["infection"] == s.view()["decks"]["infection"] + drawn_infected
    rec = record.start()
    try:
        app.draw()
        later = {s.narrator.text(e, s.viewer) for e in after} - {None}
        assert not later & set(rec.strings), sorted(later & set(rec.strings))[:3]
        assert i18n.t("raxxon.ui.chooser.board", day=eod.day + 1) not in rec.strings
        assert not [h for h in board.hotspots if h.role == "choice" and h.enabled]
        eod.go_on()
        eod.go_on()
        assert board.held is None
        rec.new_frame()
        app.draw()
        if players == 1:
            assert i18n.t("raxxon.ui.chooser.board", day=eod.day + 1) in rec.strings
        assert board.v["day"] == eod.day + 1
    finally:
        record.stop()


def test_the_end_of_day_waits_for_a_person_and_goes_by_itself_with_bots_alone(tmp_path, monkeypatch):
    """R-13: the end of the day closed by itself a moment after its last beat; a newcomer's
    "Next day" click found it gone twice (a real window, two people). With a person at the
    table it waits for the click; with bots alone it still goes by itself."""
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from game.tables.raxxon.endofday import HOLD, EndOfDayScene
    from rules.raxxon import Options
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    for people in (True, False):
        s = Session.new("raxxon", Options(players=2, seed=5, difficulty="medium"),
                        [SeatConfig(f"P{i + 1}", people) for i in range(2)])
        app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False),
                  audio=False)
        app.clear_to(Board(app, s))
        rng = random.Random(2)
        while not isinstance(app.top, EndOfDayScene):
            s.viewer = s.pending_seat
            s.apply(rng.choice(s.game.legal_actions()))
        eod = app.top
        for _ in range(int((len(eod.beats) * 0.9 + HOLD) / 4.0 / 0.05) + 40):
            eod.update(0.05)
        assert (app.top is eod) == people
        if people:
            eod.go_on()
            assert app.top is not eod


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_first_game_guide_covers_no_choice(size):
    """Every day-1 decision of a solo Intro game played by the guide: its box lies over no enabled
    "choice" hotspot (a click meant for a choice never hides the guide instead)."""
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    for seed in (7, 3):
        s = Session.new("raxxon", Options(players=1, seed=seed, difficulty="intro"), [SeatConfig("Solo")])
        app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=True), audio=False)
        board = Board(app, s)
        app.clear_to(board)
        steps = 0
        while s.game.pending is not None and s.game.day == 1:
            while app.top is not board:
                app.pop()
            app.draw()
            assert board.guide_now is not None and board.guide_rects
            for h in board.hotspots:
                if h.role == "choice" and h.enabled:
                    for g in board.guide_rects:
                        assert not pygame.Rect(h.rect).colliderect(g), (s.game.pending.kind, h.key)
            assert s.apply(board.guide_now[1])
            steps += 1
        assert steps >= 5


# The player board (boards.py): every action's name is drawn whole — a row is at least as tall
# as its name needs at the name's smallest type, in both languages and both window sizes, for
# every character («Миномётный обстрел» was drawn «Миномётный…» on a row whose effect fits one
# line).
def _board_strings(lang, size, pick):
    """What a frame draws once the solo player has taken the ``pick``-th character, at the
    first action of the day; and that character's actions."""
    from game.render import record
    app, s = _solo_board_at_first_action(lang, size, pick)
    v = s.game.view(0)
    b = v["boards"][0]
    actions = s.content.characters[b["character"]].sides[b["side"]].actions
    rec = record.start()
    try:
        app.frame(0.05)
        return list(rec.strings), actions, b["character"]
    finally:
        record.stop()


def _solo_board_at_first_action(lang, size, pick):
    """(app, session): a solo game at medium once the player has taken the ``pick``-th
    character, at the first action of the day."""
    from game.app import App
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
    return app, s


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


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_effect_lies_inside_its_row_and_no_rows_slots_are_thin_beside_the_others(lang, size):
    """The player board's rows share its height: a row whose effect takes one line was as thin
    as that line (its slots' symbols half the size of the next row's), and a three-line effect
    touched its row's edge (Avery Lisk's last action, 1280×720, Russian). Every line of an
    effect lies inside its row with room to spare, and the smallest slot on a board is at least
    four fifths of the tallest, for every character."""
    from ui_helpers import recorded_frame
    seen = set()
    for pick in range(6):
        app, s = _solo_board_at_first_action(lang, size, pick)
        board = app.top
        rec = recorded_frame(app, board)
        b = s.game.view(0)["boards"][0]
        seen.add(b["character"])
        actions = s.content.characters[b["character"]].sides[b["side"]].actions
        rows = {h.key[4:]: h.rect for h in board.hotspots if h.key.startswith("act:")}
        assert set(rows) == {a.id for a in actions}
        pad = app.u(3)
        for a in actions:
            row = rows[a.id]
            words = i18n.localized(a.text).split()
            lines = [r for r, t, _ in rec.rects
                     if row.left + row.w // 3 < r.left < row.right and row.top <= r.centery <= row.bottom
                     and t.split() and t.split()[0] in words]
            assert lines, (b["character"], a.id)
            for r in lines:
                assert row.top + pad <= r.top and r.bottom <= row.bottom - pad, \
                    (b["character"], a.id, lang, size, r, row)
        slots = [r.h for r, tip in board.tips if tip and tip[0].startswith(
            i18n.t("raxxon.ui.board.slot_line", slot=1, symbols="", state="")[:4])]
        assert slots and min(slots) * 5 >= max(slots) * 4, (b["character"], lang, size, slots)
    assert len(seen) == 6


def test_every_evacuee_a_recall_notice_may_send_back_can_be_clicked_page_by_page():
    """A Nordvale card's recall (op ``recall``: an evacuated card of the player's choice goes back,
    R-1.2's evacuation pile) asks among every card in the pile — 25 here. The panel held eight
    buttons and drew no more: the robot found three evacuees with nothing to click. Now a page of
    them and a button to the next page, which offers the rest; turning pages shows each card."""
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules import games
    from rules.core.play import choose, tell_all
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=34, difficulty="medium"),
                    [SeatConfig("P1", human=True)])
    g = s.game
    bot = games.get("raxxon").bot("heuristic", g, 0, 34)
    for r in g.history:
        tell_all([bot], r.events)
    while not (g.pending.kind == "target" and g.pending.info.get("purpose") == "op_recall"):
        rec = g.apply(choose(g, bot))
        tell_all([bot], rec.events)
    legal = {a.text for a in g.legal_actions()}
    assert len(legal) == 25
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False),
              audio=False)
    board = Board(app, s)
    app.clear_to(board)
    shown: set = set()
    for _ in range(6):
        app.draw()
        board.robot_check()   # every evacuee offered: on this page, or behind the page button
        keys = {h.key for h in board.hotspots}
        shown |= {k.split(":", 1)[1] for k in keys if k.startswith("pick:")} - {"more"}
        more = next(h for h in board.hotspots if h.key == "pick:more")
        more.action()
    assert {"pick card=" + c for c in shown} == legal
    pick = next(h for h in board.hotspots if h.key.startswith("pick:c"))
    pick.action()
    assert g.log[-1] == "pick card=" + pick.key.split(":", 1)[1]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_r_7_6_an_action_with_nothing_to_act_on_is_clickable_dimmed_and_says_so(lang):
    """R-7.6: an action with an empty slot and nothing to act on (a quarantine before any
    infected card lies face up) is offered; its row is a live choice, its hover says that
    choosing it only places the token (and on which slot), the guide never advises it, and a
    click places the token and nothing else, which the log says."""
    from game.tables.raxxon import guide
    app, s = _solo_board_at_first_action(lang, (1280, 720), 0)
    board = app.top
    d = s.game.pending
    idle = d.info["idle"]
    assert idle, "a day's first action: nothing face up, so something has nothing to act on"
    side = s.content.characters[s.game.boards[0]].sides[s.game.band]
    for a in side.actions:
        h = next(h for h in board.hotspots if h.key == f"act:{a.id}")
        assert h.enabled and h.role == "choice", a.id
        said = " ".join(h.hover) if isinstance(h.hover, list) else str(h.hover)
        warn = i18n.t("raxxon.ui.board.idle", slot=1)
        assert (warn in said) == (a.id in idle), (a.id, said)
    _what, advised = guide.step(board, s.game.view(0))
    assert getattr(advised, "action", None) not in idle
    x = idle[0]
    next(h for h in board.hotspots if h.key == f"act:{x}").action()
    app.frame(0.05)
    assert s.game.tokens[0].get(x) == 1
    assert [e.kind for e in s.game.history[-1].events][:3] == ["token", "action", "idle"]
    line = s.narrator.text(next(e for e in s.game.history[-1].events if e.kind == "idle"), 0)
    assert line and i18n.localized(next(a for a in side.actions if a.id == x).name) in line


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_action_tip_names_its_kind_only_when_the_kind_is_another_word(lang):
    """The hover tip of an action on a character board said "Разведка (Разведка)" for the
    Colonel's Recon in Russian (its kind is its name); other actions keep their kind in brackets."""
    from game.tables.raxxon.boards import action_heading
    from rules.raxxon.content import load_content
    i18n.set_language(lang)
    bracketed = plain = 0
    for ch in load_content().characters.values():
        for side in ch.sides.values() if isinstance(ch.sides, dict) else ch.sides:
            for a in side.actions:
                name, family = i18n.localized(a.name), i18n.t(f"raxxon.ui.family.{a.family}")
                heading = action_heading(a)
                assert heading != f"{name} ({name})"
                if family.casefold() == name.casefold():
                    assert heading == name
                    plain += 1
                else:
                    assert heading == f"{name} ({family})"
                    bracketed += 1
    assert bracketed
    assert plain or lang == "en"   # in Russian the Colonel's Recon and its kind are one word


def test_the_mark_on_a_card_you_looked_at_covers_none_of_its_triggers():
    """A face-down card the player has looked at is drawn face up with "You saw it" across its
    foot; the strip hid the card's triggers (on kill / N face up → symbols) at 1280×720. With a
    ``footer`` the face keeps that strip's height free: nothing of the face is drawn there."""
    from game import theme
    from game.tables.raxxon import paint
    from rules.raxxon import load_content
    content = load_content()
    with_triggers = [cid for cid, c in content.citizens.items() if c.on_kill or c.on_reveal]
    assert with_triggers
    for size, footer in (((87, 123), 17), ((130, 185), 26)):
        for cid in with_triggers:
            card = pygame.Surface(size)
            card.fill((0, 0, 0))
            paint.citizen_face(card, card.get_rect(), cid, content, footer=footer)
            edge = size[0] // 12 + 2   # the card's border and rounded corners
            for y in range(size[1] - footer, size[1] - edge):
                for x in range(edge, size[0] - edge):
                    assert tuple(card.get_at((x, y)))[:3] == theme.CARD[:3], (cid, size, x, y)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_board_chooser_draws_every_action_name_at_one_size_and_its_note_whole(
        lang, size, monkeypatch):
    """Seen at 1280×720 in Russian: the chooser squeezed «Экстренное предупреждение» and
    «Корпоративный транспорт» into smaller type than their neighbours — every name shared the
    column the free action's "always available, no token" note needed. Every name of the six
    boards is drawn at the chooser's name size, and the note whole, at its row's end."""
    from ui_helpers import type_sizes

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    i18n.set_language(lang)
    s = Session.new("raxxon", Options(players=1, seed=5, difficulty="medium"),
                    [SeatConfig("P1", human=True)])
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False,
                                           language=lang), audio=False)
    board = Board(app, s)
    app.push(board)
    for _ in range(50):
        app.frame(0.05)
        if s.game.pending.kind == "board" and s.my_turn():
            break
    assert s.game.pending.kind == "board"
    sizes = type_sizes(monkeypatch)
    board._picture_for = None   # drawn afresh, not from the board's cached picture
    app.draw()
    names = {i18n.localized(a.name) for ch in s.content.characters.values()
             for a in ch.sides[s.game.band].actions}
    assert names <= set(sizes), sorted(names - set(sizes))
    assert len({px for n in names for px in sizes[n]}) == 1, \
        sorted((min(sizes[n]), n) for n in names)[:3]
    assert i18n.t("raxxon.ui.board.always") in sizes   # the note whole, not cut with "…"


def test_a_seats_name_on_its_board_reads_at_ease(monkeypatch):
    """The board's name line is drawn in the seat's colour; the Okabe–Ito green reaches 4.0:1 on
    a panel. It is drawn in that colour lightened to 4.5:1 (theme.readable)."""
    from game import theme
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=3, seed=5, difficulty="medium"),
                    [SeatConfig(f"P{k + 1}", human=False) for k in range(3)])
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False),
              audio=False)
    board = Board(app, s)
    app.push(board)
    for _ in range(300):   # bots choose their boards
        app.frame(0.05)
        if all(b["character"] for b in s.game.public_view()["boards"]):
            break
    from ui_helpers import text_colours
    drawn = text_colours(monkeypatch)
    board.tab = 2          # the green seat's board
    board._picture_for = None
    app.draw()
    name = s.table.seat_name(s.seats, 2)
    colours = {c for t, c in drawn if t.startswith(name + " · ")}
    assert colours and min(theme.contrast(c, theme.PANEL) for c in colours) >= 4.5, colours


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_nordvale_panel_tells_the_deck_apart_from_what_was_drawn(lang):
    """R-12.1–R-12.3: a drawn Nordvale card goes to the activated or the unactivated pile. The
    panel's one line "Deck 40 · activated 0 · unactivated 0" read as a sum that did not add up
    (the screenshot review): the deck's count stands by the title alone, the two piles on their
    own line in the box below, whole, at 1280×720."""
    from raxxon_helpers import C, solo
    from ui_helpers import recorded_frame

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    i18n.set_language(lang)
    ids = sorted(C.raxxon)
    g = solo(C, board=sorted(C.characters)[0], raxxon_deck=ids[3:],
             raxxon_activated=ids[:2], raxxon_unactivated=ids[2:3])
    s = Session(g, [SeatConfig("P1", human=True)])
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False,
                                                  language=lang), audio=False)
    board = Board(app, s)
    app.push(board)
    app.frame(0.05)
    strings = list(recorded_frame(app, board).strings)
    deck = i18n.t("raxxon.ui.nordvale.counts", deck=len(ids) - 3)
    drawn = i18n.t("raxxon.ui.nordvale.drawn", activated=2, unactivated=1)
    assert deck in strings and drawn in strings, strings   # whole: not cut with "…"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_influence_marker_lies_under_the_character_chooser(size):
    """The marker of Nordvale's influence (R-12) was drawn over every frame, over the character
    chooser too: a yellow dot on the chooser's subtitle (played in a real window). At rest it is
    part of the table's picture, under what lies over it; it is drawn over the picture only
    while it moves."""
    from game import theme
    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    s = Session.new("raxxon", Options(players=1, seed=5, difficulty="medium"),
                    [SeatConfig("P1", human=True)])
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False),
              audio=False)
    board = Board(app, s)
    app.push(board)
    for _ in range(3):
        app.frame(0.05)
    assert s.game.pending.kind == "board" and not board.busy
    u, r = app.u, board.lay.nordvale
    track = pygame.Rect(r.x + u(20), r.y + u(82), r.w - u(40), u(40))
    w = (track.w - u(4) * 8) // 9
    centre = (track.x + w // 2, track.y - u(2))
    assert board.lay.chooser.collidepoint(centre)   # the chooser covers the marker's place
    assert tuple(app.screen.get_at(centre))[:3] != theme.WARM
    while s.game.pending.kind != "action":   # with nothing over it, the marker is seen at rest
        s.apply(s.game.legal_actions()[0])
        app.frame(0.05)
    for _ in range(3):
        app.frame(0.05)
    assert not board.busy and tuple(app.screen.get_at(centre))[:3] == theme.WARM


def test_r_14_3_a_person_sees_the_cards_their_last_look_showed_before_the_curtain():
    """R-14.3 with two people: the second card of a look ended the action and the turn, and the
    curtain fell at once — that card was never seen (played in a real window). The table now
    stays up for the person who looked (``Session.looking``): the panel names the cards, the
    crowd shows their faces, nothing is offered, the other person's curtain waits; Done hides
    the table. The robot's leak check lets that seat alone look meanwhile."""
    from ui_helpers import recorded_frames

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    from rules.raxxon import actions as A
    s = Session.new("raxxon", Options(players=2, seed=4, difficulty="medium",
                                      characters=("varga", "lisk")),
                    [SeatConfig("A"), SeatConfig("B")])
    g = s.game
    while g.pending is not None and (s.looking is None or s.viewer is None):
        if s.looking is not None:   # a public result (cards turned up): not the look wanted
            s.done_looking()
        s.confirm(g.pending.seat)   # each person lifts their curtain
        legal = g.legal_actions()
        pick = next((a for a in legal if isinstance(a, A.Act) and a.action == "recon"), None)
        pick = pick or next((a for a in legal if isinstance(a, A.Cell)), None)
        pick = pick or next((a for a in legal if a is A.GO), None) or _last_useful(g, legal)
        assert s.apply(pick)
    seat = s.looking
    assert seat is not None and g.pending.seat != seat and s.viewer == seat
    assert not s.needs_curtain() and not s.my_turn() and s.legal() == []
    cards = [e.data["card"] for e in s.looked]
    assert cards and all(e.kind == "peeked" for e in s.looked)
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False),
              audio=False)
    board = Board(app, s)
    app.clear_to(board)
    rec = recorded_frames(app)
    assert type(app.top).__name__ == "Board"   # no curtain yet
    assert all(c in rec.cards for c in cards)
    drawn = " ".join(rec.strings)
    assert all(i18n.name(g.content.citizens[c]) in drawn for c in cards)
    assert [h.key for h in board.hotspots if h.role in ("choice", "advance")] == ["look_done"]
    next(h for h in board.hotspots if h.key == "look_done").action()
    assert s.looking is None and s.viewer is None and s.needs_curtain()
    app.frame(0.05)
    assert type(app.top).__name__ == "CurtainScene"


def _solo_at(kind: str, lang: str = "en", seeds=range(1, 60)):
    """(app, board, session): a person alone at a medium game, brought by seeded random play to
    a decision of ``kind`` (ui_helpers.played_until), its board pushed at 1280×720 in ``lang``."""
    from ui_helpers import played_until

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    i18n.set_language(lang)
    s = played_until(lambda seed: Session.new("raxxon", Options(players=1, seed=seed),
                                              [SeatConfig("P1", human=True)]), kind, seeds)
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False,
                                                  language=lang), audio=False)
    board = Board(app, s)
    app.push(board)
    return app, board, s


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_r_11_1_the_panel_sends_a_new_citizen_to_the_free_places_not_to_lit_cards(lang):
    """R-11.1: the person adding a citizen chooses an empty cell; the panel said "Lit cards in
    the crowd are yours to click" while the lit things were the empty places marked "Here?"
    (played in a real window)."""
    from ui_helpers import recorded_frame
    app, board, _ = _solo_at("place", lang, range(1, 40))
    app.frame(0.05)
    drawn = " ".join(recorded_frame(app, board).strings)   # (a block is drawn line by line)
    assert i18n.t("raxxon.ui.where.places") in drawn
    assert i18n.t("raxxon.ui.where.cells") not in drawn


def test_the_guide_sends_a_line_evacuation_through_the_healthy_card_found_and_says_how_it_works():
    """R-7.8 (evacuate a row or column: all its cards turn up; one infected and none leave).
    With a healthy card found the guide lit Convoy saying "evacuate the healthy card you found",
    then lit the first handle, whatever its line held (played in a real window). It says how a
    line evacuates, then lights the line with the card found and no infected card known."""
    from raxxon_helpers import C, grid, plain, solo

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import actions as A
    h, x = plain(5, "healthy"), plain(4, "infected")
    # (0,0) healthy and (0,1) infected, both looked at; the rest face down and unknown
    g = solo(C, board="varga", difficulty="intro",
             crowd=grid([h[0], x[0], h[1], h[2], x[1], h[3], x[2], h[4], x[3]]),
             known={0: [h[0], x[0]]})
    s = Session(g, [SeatConfig("Solo")])
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=True),
              audio=False)
    board = Board(app, s)
    app.clear_to(board)
    app.draw()
    what, action = board.guide_now
    assert what == "evacuate_line" and action == A.act("convoy")
    assert s.apply(action)
    while g.pending.kind != "line":   # (a consequence to apply first, if any)
        s.apply(g.legal_actions()[0])
    app.draw()
    what, action = board.guide_now
    assert what == "line_evacuate" and (action.axis, action.at) == ("col", 0)


def test_every_event_the_log_may_tell_is_written_in_it():
    """A failed line evacuation (R-7.8) left no line in the log (played in a real window): the
    four kinds whose lines are one per case (a failed evacuation, a quarantine, Nordvale's
    influence, the game's end) were looked up by the table's own key and never written. Over
    random games every event kind gets its line, but those the log keeps quiet on purpose."""
    from game.session import SeatConfig, Session
    from game.tables.raxxon.narrator import QUIET, reports_nothing
    from rules.raxxon import Options
    said, silent = set(), set()
    for seed in range(1, 9):
        n = 1 + seed % 4
        s = Session.new("raxxon", Options(players=n, seed=seed, difficulty="medium"),
                        [SeatConfig(f"P{i}") for i in range(n)])
        g = s.game
        rng = random.Random(seed)
        while g.pending is not None:
            s.apply(rng.choice(g.legal_actions()))
        for e, _ in s.events:
            if e.kind in QUIET or reports_nothing(e) or (e.kind == "first_player" and n == 1):
                continue
            viewer = None if e.seats is None else min(e.seats)
            (said if s.narrator.pieces(e, viewer) else silent).add(e.kind)
    assert not silent, silent
    assert {"evacuation_failed", "quarantined", "influence", "game_over"} <= said


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_optional_extra_asks_its_own_question_with_whole_answers(monkeypatch, lang):
    """S7 (an action's optional extra draws a Nordvale card): the panel asked "Choose a card to
    evacuate" — the action's purpose — over two buttons, Yes and No, and "Use it (draw a
    Nordvale card)" was squeezed into half the size of "No, thanks" (the screenshot review). It
    asks the extra's own question (what it does, how many more); the answers stand one above the
    other at one size."""
    from ui_helpers import recorded_frame, type_sizes
    app, board, _ = _solo_at("optional", lang)
    sizes = type_sizes(monkeypatch)
    drawn = " ".join(recorded_frame(app, board).strings)
    info = board.session.game.pending.info
    assert i18n.t(f"raxxon.ui.optional_for.{info['purpose']}", more=info["more"]) in drawn
    labels = [i18n.t(f"raxxon.ui.btn.optional.{w}") for w in ("yes", "no")]
    assert all(t in sizes for t in labels), labels
    assert len({px for t in labels for px in sizes[t]}) == 1, {t: sizes[t] for t in labels}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_prompt_fits_beside_the_hint_at_its_size(size):
    """Beside the solo game's Hint the prompt had room for three lines: the company's offer in
    Russian ended "…или позвольте его…" at 1920×1080 (the screenshot review), the half that
    names the second answer. Every prompt and purpose, in both languages, is whole there."""
    from game.app import App
    from game.render import text
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    app = App(size=size, settings=Settings(guide=False), audio=False)
    board = Board(app, Session.new("raxxon", Options(players=1, seed=5), [SeatConfig("P1")]))
    u = app.u
    inner_w = board.lay.panel.w - u(32)
    for lang in i18n.LANGS:
        i18n.set_language(lang)
        hint = i18n.t("raxxon.ui.hint.button") + "  [H]"
        words_w = inner_w - max(u(140), text.width(hint, u(18), True) + u(28)) - u(10)
        cat = i18n.catalogue(lang)
        for key, t in cat.items():
            if key.startswith(("raxxon.ui.prompt.", "raxxon.ui.purpose.")) and "{" not in t:
                # (the panel draws it at 20 and shrinks it down to 17 to fit, no further)
                height = len(text.wrap(t, u(17), words_w)) * text.line_height(u(17))
                assert height <= u(130), (lang, key, height)


def test_a_nordvale_options_symbols_are_said_on_hover():
    """R-12 (a Nordvale card's option and its symbols): the buttons ended "— Leverage",
    "— Newcomer", words of the rulebook nothing on screen explained (the second screenshot
    review). The hover says what each symbol of the option does."""
    app, board, s = _solo_at("raxxon")
    app.frame(0.05)
    card = s.content.raxxon[s.game.view(0)["piles"]["raxxon_current"][-1]]
    with_symbols = [k for k, o in enumerate(card.options, 1) if o.symbols]
    assert with_symbols
    for k in with_symbols:
        h = next(h for h in board.hotspots if h.key == f"opt:{k}")
        for sym in card.options[k - 1].symbols:
            d = s.content.symbols[sym]
            assert f"{i18n.localized(d['name'])}: {i18n.localized(d['text'])}" in h.hover


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_chooser_draws_each_characters_rank_line_at_its_size(monkeypatch, lang, size):
    """R-3.6 (a character board for the game): «Региональный директор · «Нордвейл
    Фармасьютикалс»» was squeezed to 7 px on its board at 1280×720 (the second screenshot
    review). A rank line is drawn at its size: with the service when both fit, else the rank
    alone, both in the hover."""
    from ui_helpers import type_sizes

    from game.app import App
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.raxxon.board import Board
    from rules.raxxon import Options
    i18n.set_language(lang)
    s = Session.new("raxxon", Options(players=1, seed=5), [SeatConfig("P1", human=True)])
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False,
                                           language=lang), audio=False)
    board = Board(app, s)
    app.push(board)
    sizes = type_sizes(monkeypatch)
    app.frame(0.05)
    for ch in s.content.characters.values():
        whole = f"{i18n.localized(ch.rank)} · {i18n.localized(ch.service)}"
        drawn = [t for t in (whole, i18n.localized(ch.rank)) if t in sizes]
        assert drawn and sizes[drawn[0]] == {app.u(16)}, (ch.id, drawn, sizes.get(drawn[0]))
        tip = next(h.hover for h in board.hotspots if h.key == f"char:{ch.id}")
        assert whole in tip


def test_r_14_3_the_last_look_names_every_card_of_the_look():
    """R-14.3: Due diligence looks at up to 2 face-down cards; its second pick ends the turn.
    The last look named the second card only, though both were marked on the table (played in
    a real window); it names both."""
    from game.session import SeatConfig, Session
    from rules.raxxon import Options
    from rules.raxxon import actions as A
    s = Session.new("raxxon", Options(players=2, seed=4, difficulty="medium",
                                      characters=("lisk", "varga")),
                    [SeatConfig("A"), SeatConfig("B")])
    g = s.game
    lisk = next(i for i, b in enumerate(g.public_view()["boards"]) if b["character"] == "lisk")
    while g.pending is not None and s.looking != lisk:
        if s.looking is not None:   # the other seat's one-card look
            s.done_looking()
        s.confirm(g.pending.seat)
        legal = g.legal_actions()
        mine = g.pending.seat == lisk
        want = "diligence" if mine else "recon"   # the other seat looks too: it never passes
        pick = next((a for a in legal if isinstance(a, A.Act) and a.action == want), None)
        pick = pick or next((a for a in legal if isinstance(a, A.Cell)), None)
        pick = pick or next((a for a in legal if a is A.GO), None) or _last_useful(g, legal)
        assert s.apply(pick)
    assert s.looking == lisk
    cards = [e.data["card"] for e in s.looked]
    assert len(cards) == 2 and len(set(cards)) == 2, cards


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_r_16_3_a_solo_players_first_pass_says_it_clears_the_board_and_the_second_ends_the_day(lang):
    """R-16.3: playing solo, the first pass of the day clears the board and the day goes on; the
    second ends it. The button said "Pass for today" and the prompt "pass and end your turn for
    today" at the first pass too (the rules review)."""
    from ui_helpers import recorded_frame
    app, s = _solo_board_at_first_action(lang, (1280, 720), 0)
    board = app.top
    drawn = recorded_frame(app, board).strings
    assert i18n.t("raxxon.ui.btn.solo.first_pass") in drawn
    assert i18n.t("raxxon.ui.btn.action.pass") not in drawn
    assert any(t in i18n.t("raxxon.ui.prompt.action_solo") for t in drawn if len(t) > 12)
    s.apply(next(a for a in s.game.legal_actions() if a.text == "pass"))
    for _ in range(100):   # the day goes on (the board cleared): the next action
        app.frame(0.05)
        p = s.game.pending
        if p is not None and p.kind in ("action", "consequence") and s.my_turn():
            break
        if s.my_turn():
            s.apply(s.game.legal_actions()[0])
    assert s.game.view(0)["solo_passes"] == 1 and s.game.view(0)["day"] == 1
    drawn = recorded_frame(app, board).strings
    assert i18n.t(f"raxxon.ui.btn.{s.game.pending.kind}.pass") in drawn
    assert i18n.t("raxxon.ui.btn.solo.first_pass") not in drawn
