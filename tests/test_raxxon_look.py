"""The evacuation table with several people at one screen (pass-and-play), as a newcomer played it
in a real window with two people and a bot: what a person sees of their own action before the
next curtain, whose board is shown when a decision comes up, the words of the panel and the
top bar, the curtain's line and the rulebook's words for the top action of every board."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import i18n  # noqa: E402

pytestmark = pytest.mark.usefixtures("table_data")   # tests/conftest.py


def _session(seed: int, bot: bool = True):
    """Players A and B are people, C (when ``bot``) a bot."""
    from game.session import SeatConfig, Session
    from rules.raxxon import Options
    seats = [SeatConfig("A"), SeatConfig("B")] + ([SeatConfig("C", human=False)] if bot else [])
    return Session.new("raxxon", Options(players=len(seats), seed=seed, difficulty="medium"), seats)


def _app(lang: str = "en", size=(1280, 720)):
    from game.app import App
    from game.settings import Settings
    i18n.set_language(lang)
    return App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, guide=False, language=lang),
               audio=False)


def _play(s, until, seed: int, limit: int = 900) -> bool:
    """Seeded play of ``s``: each person lifts their curtain and picks an action of their board
    at random (never Pass while an action is offered), a bot plays its own; a look is closed at
    once. Stops, True, when ``until(s)`` holds."""
    from rules.raxxon import actions as A
    rng = random.Random(seed)
    g = s.game
    for _ in range(limit):
        if until(s):
            return True
        if g.pending is None:
            return False
        if s.looking is not None:
            s.done_looking()
            continue
        if s.needs_curtain():
            s.drop_viewer()
            s.confirm(s.pending_seat)
        if s.my_turn():
            legal = g.legal_actions()
            acts = [a for a in legal if isinstance(a, A.Act)]
            assert s.apply(rng.choice(acts) if acts and g.pending.kind == "action" else rng.choice(legal))
        else:
            assert s.bot_to_move() and s.bot_step()
    return False


def _result_look(s) -> bool:
    return s.looking is not None and any(e.kind in ("revealed", "evacuated", "killed")
                                         for e in s.looked)


def _recorded(app, board):
    from ui_helpers import recorded_frame
    board._picture_for = None
    return recorded_frame(app)


def test_finding_1_a_person_sees_what_their_own_action_turned_up_before_the_curtain():
    """Finding 1 ("you never see the result of your own last action"), R-6.4 (a turn is one
    action), R-10.1, R-9.1, R-15.1: with two people, an action that turned cards face up,
    evacuated or killed them ended the turn and the next curtain fell at once. The table now
    stays up for that person (``Session.looking``): the top bar and the panel name them and what
    their action did, with the cards named; only Done is offered, the next curtain waits; Done
    hides the table. Nothing of another seat's is among what is shown."""
    from game.tables.raxxon.board import Board
    for seed in range(1, 40):
        s = _session(seed, bot=False)
        if _play(s, _result_look, seed):
            break
    else:
        pytest.fail("no action with a public result in 39 two-person games")
    g = s.game
    seat = s.looking
    # a public result: the person looks at it on the public table (what they alone know, cards
    # looked at on earlier turns, is hidden: another seat decides next; the review's finding)
    assert g.pending.seat != seat and s.viewer is None and not s.needs_curtain() and s.legal() == []
    assert all(e.visible_to(seat) for e in s.looked)
    assert not any(e.seats is not None and e.seats != frozenset({seat}) for e in s.looked)
    app = _app()
    board = Board(app, s)
    app.clear_to(board)
    rec = _recorded(app, board)
    assert type(app.top).__name__ == "Board"   # no curtain yet
    drawn = " ".join(rec.strings)
    assert i18n.t("raxxon.ui.bar.looking", name="A" if seat == 0 else "B") in rec.strings
    for e in s.looked:
        if e.kind in ("revealed", "evacuated", "killed"):
            assert i18n.name(g.content.citizens[e.data["card"]]) in drawn, e
    shown = {"revealed": "Turned face up:", "evacuated": "Evacuated:", "killed": "Killed:"}
    assert any(w in drawn for k, w in shown.items() if any(e.kind == k for e in s.looked))
    assert [h.key for h in board.hotspots if h.role in ("choice", "advance")] == ["look_done"]
    next(h for h in board.hotspots if h.key == "look_done").action()
    assert s.looking is None and s.viewer is None and s.needs_curtain()
    app.frame(0.05)
    assert type(app.top).__name__ == "CurtainScene"


def test_finding_1_a_public_result_is_looked_at_on_the_public_table():
    """A shared screen keeps secrets: while a person looks at the public result of their action,
    another seat decides next, so the cards that person alone looked at on earlier turns (R-14.3)
    are not drawn ("You saw it", face up): the look showed them until the review of the change
    (seeds 1, 4, 5 of three-seat games)."""
    from game.tables.raxxon.board import Board

    def public_look_with_a_private_card(s):
        if s.looking is None or any(e.seats is not None for e in s.looked):
            return False
        pub = {(c["r"], c["c"]): c["card"] for c in s.game.public_view()["crowd"]}
        mine = s.game.view(s.looking)["crowd"]
        return any(c["card"] is not None and pub.get((c["r"], c["c"])) is None for c in mine)

    for seed in range(1, 40):
        s = _session(seed)
        if _play(s, public_look_with_a_private_card, seed, limit=2000):
            break
    else:
        pytest.fail("no public look by a person who knew a face-down card")
    g = s.game
    pub = {(c["r"], c["c"]): c["card"] for c in g.public_view()["crowd"]}
    known = [c["card"] for c in g.view(s.looking)["crowd"]
             if c["card"] is not None and pub.get((c["r"], c["c"])) is None]
    assert s.viewer is None and s.view() == g.public_view()
    app = _app()
    board = Board(app, s)
    app.clear_to(board)
    drawn = " ".join(_recorded(app, board).strings)
    for cid in known:
        assert i18n.name(g.content.citizens[cid]) not in drawn, cid
    assert [h.key for h in board.hotspots if h.role in ("choice", "advance")] == ["look_done"]


def test_finding_1_a_bot_after_the_persons_action_waits_for_their_done():
    """Finding 1, R-6.4: with two people and a bot, after a person's action with a result to see
    and the bot to move next, the bot does not play on while the person looks; Done lets it."""
    for seed in range(1, 60):
        s = _session(seed)
        if _play(s, lambda s: _result_look(s) and s.game.pending.seat in s.bots, seed):
            break
    else:
        pytest.fail("no result look followed by a bot in 59 games")
    from game.tables.raxxon.board import Board
    g = s.game
    n = len(g.log)
    assert not s.bot_to_move() and not s.needs_curtain() and s.legal() == []
    app = _app()
    board = Board(app, s)
    app.clear_to(board)
    for _ in range(20):   # the window goes on: the bot, at no pace, still waits
        app.frame(0.05)
    assert len(g.log) == n and s.looking is not None and app.top is board
    s.done_looking()
    assert s.bot_to_move() and s.bot_step() and len(g.log) > n


def test_finding_1_a_pass_or_an_action_that_shows_nothing_keeps_nothing_up():
    """Finding 1, kept to actions worth seeing: a pass (R-6.4) or an action whose last step
    turned up, moved or drew nothing drops the next curtain at once, as before."""
    from game.tables.raxxon.look import WORTH
    checked = {"pass": 0, "other": 0}
    for seed in range(1, 8):
        s = _session(seed, bot=False)
        g = s.game
        rng = random.Random(seed)
        for _ in range(300):
            if g.pending is None:
                break
            if s.looking is not None:
                s.done_looking()
            if s.needs_curtain():
                s.drop_viewer()
                s.confirm(s.pending_seat)
            seat = g.pending.seat
            assert s.apply(rng.choice(g.legal_actions()))
            rec = g.history[-1]
            if g.pending is None or g.pending.seat == seat:
                continue
            evs = rec.events[:next((k for k, e in enumerate(rec.events) if e.kind == "turn"),
                                   len(rec.events))]
            if any(e.kind == "passed" for e in evs):
                assert s.looking is None
                checked["pass"] += 1
            elif not any(e.kind in WORTH for e in evs):
                assert s.looking is None
                checked["other"] += 1
    assert checked["pass"] and checked["other"], checked


def test_finding_2_the_deciding_persons_own_board_comes_back_when_their_curtain_lifts():
    """Finding 2 ("looking at another board leaves you stuck"), R-7.5: a person who clicked
    another player's board tab (here while looking at what their action showed) found that board
    still shown on the next person's turn — "Click an action on your board below" with only Pass
    to click. When a seat's decision comes up, its own board is shown, every legal action is on
    screen to click; a tab clicked during the decision still shows that board."""
    from ui_helpers import hot

    from game.tables.raxxon.board import Board
    for seed in range(1, 60):
        s = _session(seed)
        if _play(s, lambda s: s.looking is not None and s.game.pending.seat == 1 - s.looking, seed):
            break
    else:
        pytest.fail("no look followed by the other person in 59 games")
    app = _app()
    board = Board(app, s)
    app.clear_to(board)
    app.draw()
    hot(board, "tab:2").action()          # the person looks at the bot's board
    app.draw()
    assert board.shown_seat(board.v) == 2
    s.done_looking()
    for _ in range(3):
        app.frame(0.05)
    assert type(app.top).__name__ == "CurtainScene"
    app.top.reveal()
    nxt = s.pending_seat
    app.draw()
    assert s.my_turn() and board.shown_seat(board.v) == nxt
    board.robot_check()                    # every legal action is on screen to click
    hot(board, "tab:2").action()          # a tab clicked now still shows that board
    app.draw()
    assert board.shown_seat(board.v) == 2
    if s.game.pending.kind == "action":   # and the panel says where the actions are
        drawn = " ".join(_recorded(app, board).strings)
        assert i18n.t("raxxon.ui.where.actions_tab", name="AB"[nxt]) in drawn


def _confirm_board(lang: str):
    from game.session import SeatConfig, Session
    from game.tables.raxxon.board import Board
    from game.tables.raxxon.shots import find_position
    players, g = find_position("confirm")
    seat = g.pending.seat
    s = Session.resume(g, [SeatConfig(f"P{i + 1}", human=i == seat) for i in range(players)])
    app = _app(lang)
    board = Board(app, s)
    app.clear_to(board)
    return app, board, s


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_finding_3_the_examined_cards_panel_names_it_and_where_each_button_sends_it(lang):
    """Finding 3, Triage (rules/content/raxxon/characters.toml: examine a face-down card; move it
    out, healthy to the evacuation pile, infected to the controlled quarantine): the header asked
    "move the examined card?" while the body still said "Choose a face-down card to examine",
    and the buttons said "Move it out / Leave it". The body names the card and its health; Yes
    says where it goes; No that it stays in the crowd."""
    app, board, s = _confirm_board(lang)
    g = s.game
    info = g.pending.info
    rec = _recorded(app, board)
    drawn = " ".join(rec.strings)
    cid = next(c["card"] for c in g.view(g.pending.seat)["crowd"]
               if (c["r"], c["c"]) == (info["r"], info["c"]))
    healthy = g.content.citizens[cid].healthy
    assert i18n.t("raxxon.ui.purpose.triage") not in drawn
    want = i18n.t("raxxon.ui.prompt.confirm_healthy" if healthy else "raxxon.ui.prompt.confirm_infected",
                  card=i18n.name(g.content.citizens[cid]), r=info["r"] + 1, c=info["c"] + 1)
    assert want in drawn
    yes = i18n.t("raxxon.ui.btn.confirm.yes_healthy" if healthy else "raxxon.ui.btn.confirm.yes_infected")
    assert yes in rec.strings and i18n.t("raxxon.ui.btn.confirm.no") in rec.strings
    assert i18n.t("raxxon.ui.btn.confirm.yes") not in rec.strings
    board.robot_check()


def test_finding_3_while_a_person_looks_the_top_bar_names_them_not_the_next_decision():
    """Finding 3, R-14.3: during a look at the cards a person's Explore showed them, the top bar
    had already switched to the next player's decision while the panel named the person who
    looks. Both name the person who looks; the board shown is theirs."""
    from game.tables.raxxon.board import Board
    for seed in range(1, 60):
        s = _session(seed, bot=False)
        if _play(s, lambda s: s.looking is not None, seed):
            break
    else:
        pytest.fail("no look in 59 games")
    seat, nxt = s.looking, s.pending_seat
    app = _app()
    board = Board(app, s)
    app.clear_to(board)
    rec = _recorded(app, board)
    name = "AB"[seat]
    assert i18n.t("raxxon.ui.bar.looking", name=name) in rec.strings
    deciding = i18n.t("raxxon.ui.bar.deciding", name="AB"[nxt],
                      what=s.table.decision_text(s.game.pending.kind))
    assert deciding not in rec.strings
    assert board.shown_seat(board.v) == seat


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_finding_4_the_rulebook_names_the_top_action_of_every_board(lang):
    """Finding 4, R-7.5 (the top action, Explore, has no slots and is always available): "Your
    turn" and "How the table works" said "Explore is always available", but each board names its
    top action its own way (Recon, Due diligence, Examination…); a newcomer did not connect the
    two. "Your turn" names every board's top action, read from the content; both sections say
    it is the top action of the board."""
    from game.scenes.rulebook import sections
    from rules import games
    content = games.get("raxxon").load_content()
    names = {i18n.localized(ch.sides[side].actions[0].name, lang)
             for ch in content.characters.values() for side in ch.sides}
    assert all(ch.sides[side].actions[0].family == "explore" and not ch.sides[side].actions[0].slots
               for ch in content.characters.values() for side in ch.sides)
    secs = {sec["id"]: sec["body"] for sec in sections(lang, "raxxon")}
    missing = sorted(n for n in names if n not in secs["turn"])
    assert not missing, missing
    top = {"en": "top action", "ru": "Верхнее действие"}[lang]
    for sid in ("turn", "table"):
        assert top in secs[sid], sid


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_finding_5_the_curtain_before_a_character_pick_says_nothing_secret_is_shown(lang):
    """Finding 5, R-2.1 (fully co-operative), R-14.3 (only a card looked at is one seat's alone):
    the curtain before the first decision, a character pick, said "secrets are about to be
    shown". The evacuation table says what is about to be shown: nothing secret for a character
    or a board; the cards only that player knows for every other decision."""
    from game.scenes.curtain import CurtainScene
    from game.tables.raxxon.board import Board
    s = _session(3)
    assert s.game.pending.kind == "character"
    app = _app(lang)
    board = Board(app, s)
    app.clear_to(board)
    for _ in range(3):
        app.frame(0.05)
    assert isinstance(app.top, CurtainScene)
    rec = _recorded(app, board)
    assert i18n.t("raxxon.ui.curtain.character") in rec.strings
    assert i18n.t("ui.curtain.others") not in rec.strings
    for kind in ("action", "consequence", "target", "confirm"):
        assert s.table.curtain_note(kind) == i18n.t("raxxon.ui.curtain.other")
