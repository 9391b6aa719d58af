"""The crisis reveal (C-10.3) and the vote reveal (C-16.2, ties C-16.3): the two overlays that
turn the table's secrets over in front of everyone (issue 6). Runs under SDL_VIDEODRIVER=dummy."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.render import record  # noqa: E402
from game.tables.colony.cards import item_def  # noqa: E402
from rules.colony import Options  # noqa: E402
from rules.core.records import Event  # noqa: E402

NAMES = ["Anna", "Boris", "Clara", "Dmitri", "Eva"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    yield
    record.stop()
    i18n.set_language("en")


def _app(size=(1280, 720), lang="en", anim=1.0):
    from game.app import App
    from game.settings import Settings
    i18n.set_language(lang)
    app = App(size=size, settings=Settings(language=lang, anim_speed=anim), audio=False)
    app.sounds = []
    app.sound = app.sounds.append   # what would be heard, in order
    return app


def _table(app, players=4, seed=3):
    """A board with a fresh game under the overlays (its public view only: two humans, nobody
    has lifted the curtain)."""
    from game.session import SeatConfig, Session
    from game.tables.colony.board import Board
    session = Session.new("colony", Options(players=players, seed=seed),
                          [SeatConfig(NAMES[i], human=i < 2) for i in range(players)])
    app.clear_to(Board(app, session))
    return session


def _first_crisis_reveal(players=4, seed=3) -> dict:
    """The data of the first crisis_reveal of a real bot game."""
    from game.session import SeatConfig, Session
    s = Session.new("colony", Options(players=players, seed=seed),
                    [SeatConfig(NAMES[i], human=False) for i in range(players)])
    for _ in range(4000):
        for e, _ in s.events:
            if e.kind == "crisis_reveal" and e.data["cards"]:
                return dict(e.data)
        assert s.game.pending is not None, "the game ended before any crisis"
        s.bot_step()
    raise AssertionError("no crisis_reveal")


def _frame(app):
    rec = record.start()
    try:
        app.frame(0.016)
        return list(rec.strings), list(rec.cards), list(rec.rects)
    finally:
        record.stop()


def _run_out(app, scene, limit=2000):
    for _ in range(limit):
        if scene.done:
            return
        app.frame(0.05)
    raise AssertionError("the reveal never ended")


# ------------------------------------------------------------------------ the crisis (C-10.3)
def test_c_10_3_crisis_reveal_turns_each_card_once_and_ends_on_the_engine_score():
    """C-10.3: the shuffled contributions are turned one at a time (a card sound each), the
    running tally only ever counts turned cards, and the final tally is the event's score."""
    from game.tables.colony.reveal import CrisisReveal
    data = _first_crisis_reveal()
    app = _app(anim=2.0)
    session = _table(app)
    scene = CrisisReveal(app, session, data)
    app.push(scene)
    assert app.sounds == ["crisis"]
    assert scene.turned == 0 and scene.tally == 0
    seen, tallies = [0], []
    _, cards, _ = _frame(app)
    assert not set(cards) & set(data["cards"]), "a card is face up before its turn"
    while not scene.done:
        app.frame(0.02)
        assert scene.turned - seen[-1] in (0, 1), "two cards turned in one frame"
        seen.append(scene.turned)
        tallies.append(scene.tally)
    assert scene.turned == len(data["cards"])
    assert app.sounds.count("click") == len(data["cards"])
    assert scene.tally == data["score"]
    assert app.sounds[-1] == ("prevented" if data["score"] >= data["needed"] else "crisis")
    # the engine's own match rule, card by card (symbol == the crisis's symbol)
    sym = session.content.crises[data["card"]].symbol
    assert scene.points == [1 if item_def(session.content, c).symbol == sym else -1 for c in data["cards"]]
    strings, cards, _ = _frame(app)
    assert set(data["cards"]) <= set(cards)
    tally = i18n.t("colony.ui.reveal.tally", score=i18n.number(data["score"]), needed=data["needed"])
    assert tally in strings


def test_c_10_3_skipping_shows_the_end_at_once():
    from game.tables.colony.reveal import CrisisReveal
    data = _first_crisis_reveal()
    app = _app()
    session = _table(app)
    scene = CrisisReveal(app, session, data)
    app.push(scene)
    app.frame(0.016)
    assert not scene.done
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    strings, cards, _ = _frame(app)
    assert scene.done and scene.turned == len(data["cards"]) and scene.tally == data["score"]
    assert app.top is scene, "Space skips; it does not close an unfinished reveal"
    result = "colony.ui.reveal.prevented" if data["score"] >= data["needed"] else "colony.ui.reveal.failed"
    assert i18n.t(result) in strings
    assert set(data["cards"]) <= set(cards)
    assert app.sounds.count("click") == 0, "skipped cards make no sound one by one"


def test_c_10_3_a_click_anywhere_skips_and_the_morale_bonus_is_announced():
    """C-10.3: score >= P + 2 gives the Colony 1 Morale; the reveal says so."""
    from game.tables.colony.reveal import CrisisReveal
    app = _app()
    session = _table(app)
    data = {"card": "crisis.rat_swarm", "needed": 2, "score": 4,
            "cards": ["start.tinned_beans#1", "start.tinned_beans#2", "start.thermos_of_soup",
                      "start.tinned_beans#3"]}
    scene = CrisisReveal(app, session, data)
    app.push(scene)
    app.frame(0.016)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    strings, _, _ = _frame(app)
    assert scene.done and scene.tally == 4
    assert i18n.t("colony.ui.reveal.morale") in strings
    # one short of the bonus: no Morale line
    app.pop()
    scene = CrisisReveal(app, session, dict(data, needed=3))
    app.push(scene)
    scene.skip()
    strings, _, _ = _frame(app)
    assert i18n.t("colony.ui.reveal.prevented") in strings
    assert i18n.t("colony.ui.reveal.morale") not in strings


def test_c_10_3_no_contributions_at_all():
    from game.tables.colony.reveal import CrisisReveal
    app = _app()
    session = _table(app)
    scene = CrisisReveal(app, session, {"card": "crisis.rusted_gates", "cards": [], "score": 0,
                                        "needed": 3})
    app.push(scene)
    _run_out(app, scene)
    strings, _, _ = _frame(app)
    assert scene.turned == 0 and scene.tally == 0
    assert i18n.t("colony.ui.reveal.none") in strings
    assert i18n.t("colony.ui.reveal.tally", score="0", needed=3) in strings
    assert i18n.t("colony.ui.reveal.failed") in strings


# ------------------------------------------------------------------------ the vote (C-16.2)
def test_c_16_2_every_ballot_is_shown_at_once():
    """C-16.2: the sealed ballots are revealed together: no ballot shows before the others."""
    from game.tables.colony.reveal import VoteReveal
    app = _app()
    session = _table(app, players=4)
    data = {"why": "exile", "ballots": {"2": True, "0": True, "1": False, "3": False}, "yes": 2,
            "no": 2}
    scene = VoteReveal(app, session, data)
    app.push(scene)
    strings, _, _ = _frame(app)
    yes, no = i18n.t("colony.ui.reveal.ballot_yes"), i18n.t("colony.ui.reveal.ballot_no")
    assert yes not in strings and no not in strings, "a ballot shows before the reveal"
    for name in NAMES[:4]:
        assert name in strings
    _run_out(app, scene)
    strings, _, _ = _frame(app)
    assert strings.count(yes) == 2 and strings.count(no) == 2
    assert i18n.t("colony.ui.reveal.count", yes=2, no=2) in strings


def test_c_16_3_a_tie_names_the_first_player_and_exile_names_the_target():
    from game.tables.colony.reveal import VoteReveal
    app = _app(lang="ru")
    session = _table(app, players=4)
    session.events.append((Event("exile_called", {"caller": 0, "target": 3}), 0))
    first = session.game.public_view()["first"]
    scene = VoteReveal(app, session, {"why": "exile", "ballots": {"0": True, "1": False, "2": True,
                                                                  "3": False}, "yes": 2, "no": 2})
    app.push(scene)
    scene.skip()
    strings, _, _ = _frame(app)
    assert scene.outcome == "tied"
    assert i18n.t("colony.ui.reveal.tied", name=NAMES[first]) in strings
    assert i18n.t("colony.ui.reveal.exile_question", name="Dmitri") in strings
    assert i18n.t("colony.ui.why.exile") in strings
    app.pop()
    scene = VoteReveal(app, session, {"why": "exile", "ballots": {"0": True, "1": True, "2": True,
                                                                  "3": False}, "yes": 3, "no": 1})
    app.push(scene)
    scene.skip()
    strings, _, _ = _frame(app)
    assert i18n.t("colony.ui.reveal.passed") in strings
    assert i18n.t("colony.ui.reveal.exiled", name="Dmitri") in strings


# ------------------------------------------------------------------------ closing, the robot
@pytest.mark.parametrize("kind", ["crisis", "vote"])
def test_continue_is_there_from_the_first_frame_and_pops_the_scene(kind):
    """The robot clicks the "advance" button when nothing else is offered: it must be there and
    enabled at once, and it closes the overlay even mid-animation."""
    from game.robot import Robot
    from game.tables.colony.reveal import CrisisReveal, VoteReveal
    app = _app()
    session = _table(app)
    board = app.top
    scene = (CrisisReveal(app, session, _first_crisis_reveal()) if kind == "crisis" else
             VoteReveal(app, session, {"why": "crossroads", "ballots": {"0": True}, "yes": 1, "no": 0}))
    app.push(scene)
    app.frame(0.016)
    assert not scene.done
    robot = Robot(app, __import__("random").Random(1))
    cands = robot.candidates()
    assert [h.key for h in cands] == ["continue"] and cands[0].role == "advance"
    robot.click(cands[0])
    app.frame(0.016)
    assert scene not in app.stack and app.stack[0] is board   # (the curtain may follow)


def test_return_closes_and_a_chained_reveal_follows():
    from game.tables.colony.reveal import CrisisReveal, VoteReveal, reveal_scene
    app = _app()
    session = _table(app)
    board = app.top
    events = [Event("ballot_cast", {"seat": 0}),
              Event("vote_revealed", {"why": "crossroads", "ballots": {"0": True}, "yes": 1, "no": 0}),
              Event("crisis_reveal", {"card": "crisis.rusted_gates", "cards": [], "score": 0,
                                      "needed": 4})]
    first = reveal_scene(app, session, events)
    assert isinstance(first, VoteReveal) and isinstance(first.then, CrisisReveal)
    app.push(first)
    app.frame(0.016)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.frame(0.016)
    assert app.top is first.then and first not in app.stack
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.frame(0.016)
    assert first.then not in app.stack and app.stack[0] is board


def test_reveal_scene_picks_the_right_overlay():
    from game.tables.colony.reveal import CrisisReveal, VoteReveal, reveal_scene
    app = _app()
    session = _table(app)
    crisis = Event("crisis_reveal", {"card": "crisis.rusted_gates", "cards": [], "score": 0, "needed": 4})
    vote = Event("vote_revealed", {"why": "exile", "ballots": {"1": False}, "yes": 0, "no": 1})
    assert reveal_scene(app, session, []) is None
    assert reveal_scene(app, session, [Event("crisis_failed", {"card": "crisis.rusted_gates"})]) is None
    s = reveal_scene(app, session, [Event("morale", {"delta": -1, "value": 5}), crisis])
    assert isinstance(s, CrisisReveal) and s.then is None and s.data == crisis.data
    s = reveal_scene(app, session, [vote])
    assert isinstance(s, VoteReveal) and s.then is None
    s = reveal_scene(app, session, [crisis, vote])
    assert isinstance(s, CrisisReveal) and isinstance(s.then, VoteReveal)


# ------------------------------------------------------------------------ fitting the window
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_both_reveals_fit_the_window_without_overlapping_text(lang, size):
    """No text leaves the window and no two lines of the overlay overlap, mid-way and at the end,
    with the biggest text size, in en and ru."""
    from game.render import text
    from game.tables.colony.reveal import CrisisReveal, VoteReveal
    app = _app(size=size, lang=lang)
    session = _table(app, players=5)
    session.events.append((Event("exile_called", {"caller": 0, "target": 1}), 0))
    bonus = {"card": "crisis.rat_swarm", "needed": 2, "score": 4,
             "cards": ["start.tinned_beans#1", "start.tinned_beans#2", "start.thermos_of_soup",
                       "start.tinned_beans#3"]}
    many = {"card": "crisis.epidemic", "needed": 5, "score": -9,
            "cards": [f"start.tinned_beans#{k % 3 + 1}" for k in range(9)]}
    vote = {"why": "exile", "ballots": {str(i): i % 2 == 0 for i in range(5)}, "yes": 3, "no": 2}
    screen = app.screen.get_rect()
    old = text.scale
    try:
        for scale in (1.0, 1.15):
            text.scale = scale
            for make in (lambda: CrisisReveal(app, session, _first_crisis_reveal()),
                         lambda: CrisisReveal(app, session, bonus),
                         lambda: CrisisReveal(app, session, many),
                         lambda: VoteReveal(app, session, vote)):
                for moment in ("mid", "end"):
                    scene = make()
                    app.push(scene)
                    if moment == "end":
                        scene.skip()
                    elif isinstance(scene, CrisisReveal):
                        scene.seek(2, 0.5)
                    else:
                        scene.t = 0.6
                    _, _, rects = _frame(app)
                    top = max(layer for _, _, layer in rects)
                    mine = [(r, s) for r, s, layer in rects if layer == top]
                    assert mine
                    for r, s in mine:
                        assert screen.contains(r), (type(scene).__name__, moment, s, r)
                    for i, (a, sa) in enumerate(mine):
                        for b, sb in mine[i + 1:]:
                            assert not a.colliderect(b), (type(scene).__name__, moment, sa, sb)
                    app.pop()
    finally:
        text.scale = old


def test_c_16_2_a_vote_with_no_eligible_voter_says_so():
    """A crossroads vote may find nobody eligible: 0 to 0 is a tie (C-16.3), and the reveal
    says why there are no ballots."""
    from game.tables.colony.reveal import VoteReveal
    app = _app()
    session = _table(app)
    scene = VoteReveal(app, session, {"why": "crossroads", "ballots": {}, "yes": 0, "no": 0})
    app.push(scene)
    scene.skip()
    strings, _, _ = _frame(app)
    assert i18n.t("colony.ui.reveal.no_voters") in strings and scene.outcome == "tied"


def test_the_robot_gets_past_the_reveals(monkeypatch):
    """The board pushes a reveal on the engine's events; the robot still plays a whole game by
    mouse: Continue is the "advance" it clicks, from the first frame."""
    from game.robot import play_one
    from game.tables.colony import board as board_mod
    shown = []
    original = board_mod.reveal_scene

    def recording(app, session, events):
        scene = original(app, session, events)
        if scene is not None:
            shown.append(type(scene).__name__)
        return scene

    monkeypatch.setattr(board_mod, "reveal_scene", recording)
    for seed in range(21, 26):   # games until one has had a crisis reveal (most do at once)
        r = play_one(3, seed, check_leaks=True)
        assert r["error"] is None, r["error"]
        assert r["completed"] and not r["leaks"]
        if "CrisisReveal" in shown:
            break
    assert "CrisisReveal" in shown
