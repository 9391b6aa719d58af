"""The table on screen (issue 6): scenes, the click builder, the robot and the leak recorder.
Runs under SDL_VIDEODRIVER=dummy (make test sets it)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.robot import play_one  # noqa: E402
from game.tables.colony.builder import Builder, subject_of  # noqa: E402
from rules.colony import Options, new_game  # noqa: E402
from rules.colony.actions import ColonyAction  # noqa: E402
from rules.colony.bots import RandomBot  # noqa: E402
from rules.colony.kinds import DECISION_KINDS  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    yield
    i18n.set_language("en")


# ------------------------------------------------------------------------ catalogues
# Both languages' key sets and {fields}, for every catalogue file: tests/test_catalogues.py.


def test_every_decision_kind_and_verb_has_words_in_both_languages():
    """Issue 6: every decision kind gets an interaction (the builder) and a title; every verb a label."""
    for lang in i18n.LANGS:
        for kind in DECISION_KINDS:
            assert i18n.has(f"colony.ui.decision.{kind}", lang), (lang, kind)
        for verb in ColonyAction._registry:
            assert i18n.has(f"colony.ui.verb.{verb}", lang), (lang, verb)


# ------------------------------------------------------------------------ the builder
def _reachable(legal, kind) -> set:
    """Every action the clicks of the builder can complete (depth-first over all clicks)."""
    found = set()

    def walk(b: Builder):
        a = b.complete()
        if a is not None:
            found.add(a)
            return
        if kind == "turn" and b.subject is None and b.verb is None:
            for x in sorted(b.subjects("survivor")):
                c = _copy(b)
                c.choose_subject("survivor", x)
                walk(c)
            for x in sorted(b.subjects("card")):
                c = _copy(b)
                c.choose_subject("card", x)
                walk(c)
            for v in b.seat_verbs():
                c = _copy(b)
                c.choose_verb(v)
                walk(c)
            return
        verbs = b.verbs()
        if verbs:
            for v in verbs:
                c = _copy(b)
                c.choose_verb(v)
                walk(c)
            return
        f = b.next_field()
        assert f is not None, (kind, b.subject, b.verb, b.fixed)
        for val in b.options():
            c = _copy(b)
            c.choose(f, val)
            walk(c)

    walk(Builder(legal, kind))
    return found


def _copy(b: Builder) -> Builder:
    c = Builder(b.legal, b.kind)
    c.subject, c.verb, c.fixed = b.subject, b.verb, dict(b.fixed)
    return c


def test_builder_reaches_every_legal_action_and_nothing_else():
    """Every decision of random games: the clicks can complete exactly the legal actions."""
    seen = set()
    for seed in range(6):
        g = new_game(Options(players=3 + seed % 3, seed=seed))
        bot = RandomBot(seed)
        steps = 0
        while g.pending is not None and steps < 400:
            legal = g.legal_actions()
            kind = g.pending.kind
            seen.add(kind)
            if len(legal) < 400:
                assert _reachable(legal, kind) == set(legal), kind
            g.apply(bot.choose(None, legal))
            steps += 1
    assert {"draft", "turn", "vote", "give"} <= seen


def test_turn_subjects_are_the_survivor_or_card_clicked_first():
    g = new_game(Options(players=3, seed=4))
    while g.pending.kind != "turn":
        g.apply(g.legal_actions()[0])
    for a in g.legal_actions():
        s = subject_of(a)
        assert s is None or s[0] in ("survivor", "card")
        if a.verb == "end":
            assert s is None


def test_draft_followers_are_chosen_by_clicking_their_cards_one_by_one():
    """Played in a real window: a newcomer clicks the follower's card, not a button. A group
    field (the draft's followers, C-3.9) is gathered member by member; a second click takes a
    member out again; the group is chosen when the members make a legal one."""
    for players in (2, 4):   # two players keep three survivors (two followers), more keep two
        g = new_game(Options(players=players, seed=7))
        b = Builder(g.legal_actions(), "draft")
        leader = b.options()[0]
        b.choose("leader", leader)
        members = sorted(b.members())
        size = len(b.options()[0])
        assert members and leader not in members
        if size > 1:
            b.gather(members[0])
            b.gather(members[0])              # clicked twice: out again
            assert b.partial == [] and "followers" not in b.fixed
        for m in members[:size]:
            b.gather(m)
        action = b.complete()
        assert action is not None and sorted(action.followers) == members[:size]
        assert action in g.legal_actions()


# ------------------------------------------------------------------------ the robot
@pytest.mark.parametrize("players,seed,lang", [(2, 11, "en"), (3, 12, "ru"), (5, 13, "en")])
def test_robot_plays_a_whole_game_by_mouse_with_no_leak(players, seed, lang):
    """Issue 6 (shared screen): every seat human, only posted mouse events; every frame is
    recorded and nothing secret to another seat than the confirmed viewer is drawn."""
    r = play_one(players, seed, lang=lang)
    assert r["error"] is None, r["error"]
    assert r["completed"]
    assert r["leaks"] == []
    assert r["decisions"]["draft"] == players
    assert r["clicks"] >= r["actions"]


def test_leak_recorder_catches_a_board_that_keeps_secrets_under_the_curtain(monkeypatch):
    """The recorder can fail: if the table kept the last player's view after their decision and
    under the curtain, the board would still draw that player's hand and objective."""
    from game import session as session_mod
    monkeypatch.setattr(session_mod.Session, "drop_viewer", lambda self: None)
    monkeypatch.setattr(session_mod.Session, "_leave_when_done", lambda self: None)
    r = play_one(3, 5)
    assert r["leaks"], "the recorder missed a leaking screen"


# ------------------------------------------------------------------------ scenes
def _app(size=(1280, 720), lang="en"):
    from game.app import App
    from game.settings import Settings
    i18n.set_language(lang)
    return App(size=size, settings=Settings(language=lang), audio=False)


def _text_rects(app):
    """Frame once and return every text rect drawn on the screen."""
    from game.render import record
    rec = record.start()
    try:
        app.frame(0.016)
        return list(rec.rects)
    finally:
        record.stop()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_scene_draws_inside_the_window_in_both_languages(lang):
    """No text leaves the window at 1280×720 (issue 6: no clipped text), in en and ru."""
    from game.scenes.menu import PauseMenu
    from game.scenes.rulebook import RulebookScene
    from game.scenes.saveload import SaveLoadScene
    from game.scenes.settings import SettingsScene
    from game.scenes.title import TitleScene
    from game.session import SeatConfig, Session
    from game.tables.colony.board import Board
    from game.tables.colony.newgame import NewGameScene
    app = _app(lang=lang)
    screen = app.screen.get_rect()
    seats = [SeatConfig("Anna"), SeatConfig("Boris", False), SeatConfig("Clara", False),
             SeatConfig("Dmitri", False)]
    session = Session.new("colony", Options(players=4, seed=3), seats)
    scenes = [TitleScene(app), NewGameScene(app), SettingsScene(app), RulebookScene(app),
              SaveLoadScene(app, session, "save"), Board(app, session), PauseMenu(app, session)]
    for scene in scenes:
        app.clear_to(scene) if not scene.overlay else app.push(scene)
        for rect, s, _layer in _text_rects(app):
            assert screen.contains(rect), (type(scene).__name__, s, rect)


def test_every_catalogue_character_has_a_glyph_in_the_shipped_fonts():
    """Issue 6: fonts that cover Latin and Cyrillic — no string of any catalogue (UI, log,
    rulebook) or of the card content shows a missing-glyph box."""
    import glob

    import pygame.freetype

    from rules.colony import load_content
    pygame.freetype.init()
    chars = set()
    for path in glob.glob(os.path.join(ROOT, "game", "locale", "**", "*.toml"), recursive=True):
        with open(path, encoding="utf-8") as f:
            chars |= set(f.read())
    for path in glob.glob(os.path.join(ROOT, "rules", "content", "colony", "*.toml")):
        with open(path, encoding="utf-8") as f:
            chars |= set(f.read())
    del load_content
    chars -= set("\n\r\t")
    for name in ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"):
        font = pygame.freetype.Font(os.path.join(ROOT, "assets", "fonts", name), 20)
        missing = sorted(c for c in chars if font.get_metrics(c)[0] is None)
        assert not missing, (name, missing)


def _at_turn_of_the_human(seed=3):
    from game.session import SeatConfig, Session
    s = Session.new("colony", Options(players=3, seed=seed), [SeatConfig("A"), SeatConfig("B", False),
                                                    SeatConfig("C", False)])
    while not (s.my_turn() and s.game.pending.kind == "turn"):
        if s.my_turn():
            s.apply(s.game.legal_actions()[0])
        else:
            s.bot_step()
    return s


def test_undo_takes_back_a_free_action_and_never_a_roll():
    """DESIGN.md Undo: replay the log minus the last action, only back to the last point where
    no die was rolled and nothing hidden was revealed."""
    from rules.colony import actions as A
    s = _at_turn_of_the_human()
    assert not s.can_undo()            # the round's dice were just rolled by the engine
    before = s.game.state_dict()
    equip = next(a for a in s.game.legal_actions() if isinstance(a, A.Equip))
    assert s.apply(equip) and s.can_undo()
    assert s.undo()
    assert s.game.state_dict() == before and not s.can_undo()
    rolls = next((a for a in s.game.legal_actions() if isinstance(a, A.Attack)), None) or \
        next(a for a in s.game.legal_actions() if isinstance(a, A.Move))
    s.apply(rolls)                     # an attack or a move rolls the exposure die
    assert not s.can_undo()


def test_a_loaded_game_shows_the_log_it_had_when_saved(tmp_path):
    """Issue 6, saves: Continue resumes exactly, and that includes the log on the board."""
    from game.session import Session
    s = _at_turn_of_the_human(seed=5)
    for _ in range(40):                # a few more actions, bots included
        if s.game.pending is None:
            break
        s.apply(s.game.legal_actions()[-1]) if s.my_turn() else s.bot_step()
    path = str(tmp_path / "mid.toml")
    assert s.save(path)
    loaded = Session.load(path)
    assert loaded.game.state_dict() == s.game.state_dict()
    assert loaded.viewer == s.viewer == 0
    assert loaded.log_pieces() == s.log_pieces() and len(loaded.log_pieces()) > 20
    assert [e.kind for e, _ in loaded.events] == [e.kind for e, _ in s.events]
    assert not loaded.can_undo()       # nothing from before the load is taken back


def test_new_game_names_replace_the_default_and_an_empty_chair_adds_a_seat():
    """Played in a real window: typing into "Player 1" appended to it, and the empty seat rows
    looked like disabled fields. Now the default is selected on focus and an empty row seats one."""
    from game.tables.colony.newgame import NewGameScene
    app = _app()
    scene = NewGameScene(app)
    app.clear_to(scene)
    app.frame(0.016)

    def click(key):
        h = next(h for h in scene.hotspots if h.key == key)
        for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(t, pos=h.rect.center, button=1))
        app.frame(0.016)

    click("name:0")
    for ch in "Anna":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(0.016)
    assert scene.names[0] == "Anna"
    click("add_seat:4")
    assert scene.players == 5 and scene.editing is None
    click("name:1")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.frame(0.016)
    assert scene.names[1] == i18n.t("colony.ui.setup.default_name", n=2)   # emptied: the default comes back


def test_every_crossroads_trigger_has_words_in_both_languages():
    """Issue 6: the crossroads panel says what brought the card into play (C-9.2), for every
    trigger event of the card vocabulary."""
    from rules.colony import schema
    for lang in i18n.LANGS:
        missing = [on for on in schema.TRIGGERS if not i18n.has(f"colony.ui.trigger.{on}", lang)]
        assert not missing, (lang, missing)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_choose_one_card_names_its_options(lang):
    """Issue 6: an option a person picks says what it does, not "Option 2". A card or ability
    with a "choose one" names each branch in its text ("Choose one: A, or B."), in both
    languages, and the board reads the branches from there."""
    from game.tables.colony import labels
    from rules.colony import load_content
    c = load_content()
    sources = [i for i, d in c.items.items() if labels._choose_counts(
        tuple(d.play or ()) + tuple(d.equip_ability.ops if d.equip_ability else ()))]
    sources += [s for s, d in c.survivors.items() if d.ability and labels._choose_counts(d.ability.ops)]
    sources += [x for x, d in c.crossroads.items() if any(labels._choose_counts(o.ops) for o in d.options)]
    sources += [x for x, d in c.crises.items() if labels._choose_counts(d.effect)]
    assert len(sources) >= 8
    unnamed = [s for s in sources if not labels.choice_labels(c, s, lang)]
    assert not unnamed, unnamed
