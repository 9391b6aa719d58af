"""Details of the colony table a newcomer met. Two copies of one item in a hand: the turn
listing offers the actions of one copy (the same actions twice would only repeat a choice,
rules/colony/turn.py); on the table both copies are lit and either answers for it
(game/tables/colony/zones/player.py, ``stand_ins``). A gift (C-7.8): the cards are clicked
before any verb (game/tables/colony/decisions.py, ``_verb_of_cards``). The top bar while the
dice roll (zones/header.py)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame  # noqa: E402
from ui_helpers import colony_board, frames, hot, recorded_frame  # noqa: E402

from game import i18n  # noqa: E402
from game.tables.colony.zones.player import stand_ins  # noqa: E402
from rules.colony import Options, load_content  # noqa: E402
from rules.colony.position import build  # noqa: E402

FIRST, SECOND = "start.bandage_roll#1", "start.bandage_roll#2"


@pytest.fixture(scope="module")
def content():
    return load_content()


def _board(tmp_path, monkeypatch, game, people=(True, False)):
    return colony_board(game, tmp_path, monkeypatch, people)


_frames, _hot = frames, hot


def test_either_copy_in_the_hand_is_lit_and_plays_the_item(content, tmp_path, monkeypatch):
    """C-7.1 (play a card from the hand): the second Bandage Roll is not a dead card — it is
    lit, clicking it chooses it (drawn chosen, not its twin) and the play heals a survivor,
    leaving one Bandage Roll in the hand. Fails when only the offered copy is clickable."""
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3], "hand": [FIRST, SECOND]}, {}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "police", "wounds": 1},
                            "sv.hollis_varga": (1, "school")})
    offered = {a.card for a in game.legal_actions() if hasattr(a, "card")}
    assert FIRST in offered and SECOND not in offered   # the engine offers one copy
    app, board = _board(tmp_path, monkeypatch, game)
    second = _hot(board, f"card:{SECOND}")
    assert second is not None and second.enabled, sorted(h.key for h in board.hotspots)
    second.action()
    _frames(app)
    assert board.builder.subject == ("card", FIRST) and board.builder.shown == SECOND
    play = _hot(board, "verb:play")
    assert play is not None
    play.action()
    _frames(app)
    v = board.session.view()
    assert [c.split("#")[0] for c in v["me"]["hand"]] == ["start.bandage_roll"]
    assert v["survivors"]["sv.odette_marsh"]["wounds"] == 0


def test_stand_ins_map_only_hand_copies_alike_to_an_offered_one():
    hand = ["a.axe#2", "a.axe#1", "b.rope#1", "c.can#1", "c.can#2"]
    assert stand_ins(hand, {"a.axe#1", "c.can#2", "x.equipped#1"}) == \
        {"a.axe#2": "a.axe#1", "c.can#1": "c.can#2"}
    assert stand_ins(hand, set()) == {}


def test_a_gift_is_given_by_clicking_the_card(content, tmp_path, monkeypatch):
    """C-7.8 (a Request: give a card or nothing): the cards the asked player may give are lit
    from the start — clicking one gives it, without first clicking a "give" button whose label
    named no card — and the button says "Give a card"."""
    from rules.colony import actions as A
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3]}, {"hand": ["start.duct_tape#1", SECOND]}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "colony"},
                            "sv.hollis_varga": (1, "school")})
    game.apply(A.Request(1))
    assert game.pending.kind == "give" and game.pending.seat == 1
    app, board = _board(tmp_path, monkeypatch, game, people=(False, True))
    assert board.session.viewer == 1
    assert _hot(board, "verb:give") is not None and i18n.t("colony.ui.verb.give") == "Give a card"
    card = _hot(board, f"card:{SECOND}")
    assert card is not None and card.enabled, sorted(h.key for h in board.hotspots)
    card.action()
    _frames(app)
    assert A.Give(SECOND).text in game.log


def _before_a_throw(content, tmp_path, monkeypatch):
    """Ann's turn, two dice left, Odette Marsh in the Colony: the board a throw is shown over."""
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3]}, {}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "colony"},
                            "sv.hollis_varga": (1, "school")})
    return _board(tmp_path, monkeypatch, game)


def test_while_the_dice_roll_the_top_bar_says_so(content, tmp_path, monkeypatch):
    """Issue 15 keeps a throw's outcome back until the dice land; the top bar then said the
    decision last drawn before the throw (under the first round's dice: the last bot's draft).
    While the tray rolls it says the dice are rolling; once they land, who decides now."""
    app, board = _before_a_throw(content, tmp_path, monkeypatch)

    def bar():
        rec = recorded_frame(app, board)
        return " ".join(t for r, t, _ in rec.rects if r[1] < app.u(40))

    rolling = i18n.t("colony.ui.board.rolling")
    assert rolling not in bar() and "Ann" in bar()
    board.roll([("d6", 3), ("d6", 5)], seed=1)
    assert board.tray is not None
    assert rolling in bar() and "Ann:" not in bar()
    board.tray.skip()
    _frames(app, 40)
    assert board.tray is None and rolling not in bar()


def test_a_card_clicked_is_not_zoomed_until_the_mouse_moves(content, tmp_path, monkeypatch):
    """Seen in a real window (the first game): the mouse stays where it clicked, and the zoom of
    the card just clicked covered what the click brought — the guide's next words. A card's
    zoom waits until the mouse moves (a disabled thing's reason still shows at once)."""
    from game.tables.colony.zones import hover
    zoomed = []
    real = hover.zoom_card
    monkeypatch.setattr(hover, "zoom_card", lambda app, surface, pos, kind, ref, *a, **k:
                        (zoomed.append(ref), real(app, surface, pos, kind, ref, *a, **k)))
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3], "hand": [FIRST]}, {}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "police", "wounds": 1},
                            "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    at = _hot(board, f"card:{FIRST}").rect.center

    def post(kind, pos, n=2):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0)))
        zoomed.clear()
        _frames(app, n)
        return list(zoomed)

    assert FIRST in post(pygame.MOUSEMOTION, at)               # pointed at: zoomed
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    assert post(pygame.MOUSEBUTTONUP, at) == []                 # clicked: no zoom
    assert board.builder.subject == ("card", FIRST)
    assert post(pygame.MOUSEMOTION, at) == []                   # still there: still none
    assert FIRST in post(pygame.MOUSEMOTION, (at[0] + 3, at[1]))   # moved: zoomed again


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_survivors_verbs_read_whole_in_one_type_size(content, tmp_path, monkeypatch, lang):
    """A survivor in the Colony with dice to spend offers five or six actions; at 1280×720 two
    columns of buttons cut "Напасть на выжившего" and "Поставить баррикаду" down to small
    type beside "Способность" in large. The panel takes one column of lower buttons when
    they fit, and one type size for the grid: every label whole, all of one height."""
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [5, 6, 6], "hand": ["start.duct_tape#1"]}, {}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "colony"},
                            "sv.gideon_ashby": {"owner": 0, "place": "colony"},
                            "sv.hollis_varga": (1, "colony")},
                 places={"colony": {"zombies": [1, 0, 0, 0, 0, 0]}})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language(lang)
    board.pick_subject("survivor", "sv.odette_marsh")
    rec = recorded_frame(app, board)
    verbs = [h for h in board.hotspots if h.key.startswith("verb:")]
    assert len(verbs) >= 5
    labels = {i18n.t(f"colony.ui.verb.{h.key[5:]}") for h in verbs}
    drawn = {t: r for r, t, _ in rec.rects if t in labels}
    assert set(drawn) == labels, labels - set(drawn)   # each whole (a cut one ends in "…")
    assert len({r.h for r in drawn.values()}) == 1, {t: r.h for t, r in drawn.items()}


def test_a_thin_ice_cards_options_read_whole_beside_the_table(tmp_path, monkeypatch):
    """C-9.3 (choose an option of a Thin Ice card): the action panel repeats the options as
    buttons; in one line each they were squeezed into small type, the longest cut with "…" (at
    1920×1080 in Russian). When they fit the panel, each button is as tall as its words: every
    line in the buttons' type, none cut."""
    import random

    from game.app import App
    from game.render import text
    from game.session import SeatConfig, Session
    from game.settings import Settings
    from game.tables.colony import layout
    from game.tables.colony.board import Board
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    rng = random.Random(3)
    for seed in range(60):
        s = Session.new("colony", Options(players=3, seed=seed), [SeatConfig(f"P{i}") for i in range(3)])
        g = s.game
        while g.pending is not None and g.pending.kind != "crossroads":
            s.apply(rng.choice(g.legal_actions()))
        if g.pending is None or len(g.legal_actions()) < 2:
            continue
        i18n.set_language("ru")
        app = App(size=(1920, 1080), settings=Settings(anim_speed=4.0, bot_pace=0.0, language="ru"),
                  audio=False)
        board = Board(app, s)
        app.push(board)
        s.confirm(g.pending.seat)
        _frames(app)
        rec = recorded_frame(app, board)
        panel_rect = layout.player_board_parts(app.u, layout.player_board(app.u)).actions
        options = [h for h in board.hotspots if h.key.startswith("value:n:")
                   and panel_rect.contains(h.rect)]
        assert len(options) >= 2, sorted(h.key for h in board.hotspots)
        lines = [(r, t) for r, t, _ in rec.rects if any(h.rect.contains(r) for h in options)]
        assert lines and not [t for _, t in lines if t.endswith("…")], lines
        # every line in the panel's button type, none squeezed smaller to fit one line
        assert min(r.h for r, _ in lines) >= text.line_height(app.u(16), True) - 1, lines
        return
    pytest.fail("no Thin Ice card with two options in 60 games")


def test_the_top_bar_stops_saying_the_dice_roll_once_they_land_in_frames_drawn_as_usual(
        content, tmp_path, monkeypatch):
    """Seen in a real window after the first round's dice landed: the tray was gone and the top
    bar still said "The dice are rolling…" — the table's picture is kept between frames by what
    it depends on, and whether a throw was in the tray was not part of it. Frames drawn as the
    window draws them (one recorder throughout, the kept picture reused when its key holds)."""
    from game.render import record
    app, board = _before_a_throw(content, tmp_path, monkeypatch)
    rolling = i18n.t("colony.ui.board.rolling")
    rec = record.start()
    try:
        board.roll([("d6", 3), ("d6", 5)], seed=1)
        board.tray_hides = False   # the round's action dice: they change nothing the header shows
        _frames(app, 3)
        assert rolling in " ".join(rec.strings)
        board.tray.skip()
        _frames(app, 5)
        assert board.tray is None
        assert rolling not in " ".join(rec.strings) and "Ann" in " ".join(rec.strings)
    finally:
        record.stop()


def test_every_seats_name_on_its_panel_reads_at_ease(content, tmp_path, monkeypatch):
    """The seat panels draw each name in its seat's colour; the Okabe–Ito vermilion and green
    reach 3.5:1 and 4.0:1 on a panel. A name is drawn in its colour lightened to 4.5:1 (the
    mall's blue was the one a screenshot review found hard to read)."""
    from game import theme
    from rules.colony import new_game
    from rules.colony.bots import HeuristicBot
    game = new_game(Options(players=5, seed=1))
    bots = {i: HeuristicBot(game.content, i) for i in range(5)}
    while game.pending.kind != "turn":   # past the draft: every seat has its survivors
        game.apply(bots[game.pending.seat].choose(game.view(game.pending.seat), game.legal_actions()))
    app, board = colony_board(game, tmp_path, monkeypatch, (True, False, False, False, False),
                              ("Ann", "Bo", "Cy", "Di", "Ed"))
    from ui_helpers import text_colours
    drawn = text_colours(monkeypatch)
    recorded_frame(app, board)
    s = board.session
    for i in range(1, 5):   # the bots' panels: "Cy · bot" (green), "Ed · bot" (vermilion)…
        name = s.table.seat_name(s.seats, i) + " · " + i18n.t("colony.ui.seat.bot")
        colours = {c for t, c in drawn if t == name}
        assert colours, name
        assert min(theme.contrast(c, theme.PANEL) for c in colours) >= 4.5, (name, colours)


def test_while_the_dice_roll_the_action_panel_does_not_ask_for_a_click_under_them(
        content, tmp_path, monkeypatch):
    """A screenshot review: under the round's dice the panel said "Click one of your survivors or
    cards" while the tray lay over the hand and the dice. While a throw is in the tray the panel
    says the dice are rolling (a click lands them); once they land, the prompt is back."""
    app, board = _before_a_throw(content, tmp_path, monkeypatch)
    ask = i18n.t("colony.ui.action.pick_subject")
    rolling = i18n.t("colony.ui.action.rolling")
    words = " ".join(recorded_frame(app, board).strings)
    assert ask in words and rolling not in words
    board.roll([("d6", 3), ("d6", 5)], seed=1)
    words = " ".join(recorded_frame(app, board).strings)
    assert rolling in words and ask not in words
    board.tray.skip()
    _frames(app, 40)
    words = " ".join(recorded_frame(app, board).strings)
    assert board.tray is None and ask in words and rolling not in words


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_helpless_tokens_wear_their_words_first_letter_and_say_what_they_are(
        content, tmp_path, monkeypatch, lang):
    """C-13.2 (helpless survivors in the Colony's population): a token read "H" in Russian too
    (the screenshot review); it wears the first letter of the word in the player's language
    and its hover says what a helpless survivor is."""
    from ui_helpers import recorded_frame
    game = build(Options(players=2, seed=1), content=content, seat=0, helpless=2,
                 seats=[{"dice": [2, 3]}, {}],
                 survivors={"sv.odette_marsh": (0, "police"), "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language(lang)
    strings = recorded_frame(app, board).strings
    mark = i18n.t("colony.ui.colony.helpless_mark")
    word = i18n.t("colony.ui.colony.info", pop=0, spaces=0, helpless=0).split("·")[1].split()[0]
    assert strings.count(mark) == 2 and word.upper().startswith(mark)
    tips = [h.hover for h in board.hotspots if h.key.startswith("look:helpless:")]
    assert tips == [i18n.t("colony.ui.colony.helpless_tip")] * 2


def test_the_draft_buttons_list_the_survivors_in_the_order_their_cards_are_dealt(
        content, tmp_path, monkeypatch):
    """C-3 (the draft): the action panel listed the dealt survivors by id (Emil, Sully, Teodor,
    Zinaida) under cards dealt in another order (the screenshot review); the buttons follow the
    cards."""
    import ast

    from rules.colony.game import Game
    game = Game(Options(players=4, seed=1), content)
    assert game.pending.kind == "draft" and game.pending.seat == 0
    app, board = colony_board(game, tmp_path, monkeypatch, (True, False, False, False),
                              ("Ann", "Bo", "Cy", "Di"))
    dealt = board.session.view()["me"]["dealt"]
    keys = [h.key.split(":")[-1] for h in board.hotspots if h.key.startswith("value:leader:")]
    assert sorted(dealt) != dealt   # this deal is not in the ids' order: an order by id shows
    assert keys == dealt
    _hot(board, f"card:{dealt[0]}").action()   # the leader; then the followers, one a button
    _frames(app)
    groups = [ast.literal_eval(h.key.split(":", 2)[2]) for h in board.hotspots
              if h.key.startswith("value:followers:")]
    dealt_at = [sorted(dealt.index(x) for x in g) for g in groups]
    assert len(groups) > 1 and dealt_at == sorted(dealt_at), groups


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_draft_says_its_second_step_once_the_leader_is_picked(content, tmp_path, monkeypatch,
                                                                     lang):
    """C-3.7 (the draft): after the leader was clicked the line still read "click your leader,
    then choose who follows" (the newcomer's game): now it names the leader and asks for the
    follower, and says Back picks another leader."""
    from ui_helpers import recorded_frame

    from rules.colony.game import Game
    game = Game(Options(players=4, seed=1), content)
    app, board = colony_board(game, tmp_path, monkeypatch, (True, False, False, False),
                              ("Ann", "Bo", "Cy", "Di"))
    i18n.set_language(lang)
    keep = game.pending.info.get("keep", 2)
    first = i18n.t("colony.ui.decision.draft_help", n=keep)
    assert first in recorded_frame(app, board).strings
    dealt = board.session.view()["me"]["dealt"]
    _hot(board, f"card:{dealt[0]}").action()
    name = board.session.content.survivors[dealt[0]]
    said = i18n.plural("colony.ui.decision.draft_followers", keep - 1, name=i18n.name(name))
    drawn = "".join("".join(recorded_frame(app, board).strings).split())
    assert "".join(first.split()) not in drawn and "".join(said.split()) in drawn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_discard_says_which_card_makes_the_player_discard(content, tmp_path, monkeypatch, lang):
    """C-17.1: "Discard a card" stood alone over the hand (a crisis not prevented, played in a
    real window); the reason was only in the log. The decision carries its source and the panel
    names it."""
    from ui_helpers import played_until, recorded_frame

    from rules.colony.game import Game
    game = played_until(lambda seed: Game(Options(players=2, seed=seed), content), "discard",
                        range(1, 80))
    d = game.pending
    assert d.kind == "discard" and d.info.get("source")
    people = (True, False) if d.seat == 0 else (False, True)
    app, board = _board(tmp_path, monkeypatch, game, people)
    i18n.set_language(lang)
    drawn = " ".join(recorded_frame(app, board).strings)
    c = board.session.content
    src = d.info["source"]
    tables = [t for t in (c.crossroads, c.crises, c.survivors, c.mains) if src in t]
    name = i18n.name(tables[0][src] if tables else c.items[src.split("#")[0]])
    assert i18n.t("colony.ui.decision.discard_help", source=name) in drawn


def test_a_moves_destinations_are_listed_in_the_boards_order(content, tmp_path, monkeypatch):
    """C-6.1 (move): the destinations' buttons were listed by id (Gas Station, Grocery,
    Hospital, Library, Police…) beside a board read Police, Grocery, School, then Gas Station,
    Library, Hospital (played in a real window); they follow the board."""
    board_order = ["colony", "police", "grocery", "school", "gas", "library", "hospital"]
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3]}, {}],
                 survivors={"sv.odette_marsh": (0, "colony"), "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    _hot(board, "survivor:sv.odette_marsh").action()
    _frames(app)
    _hot(board, "verb:move").action()
    _frames(app)
    to = [h.key.split(":")[-1] for h in board.hotspots if h.key.startswith("value:to:")]
    assert len(to) >= 5 and to == sorted(to, key=board_order.index), to


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_move_says_it_rolls_the_exposure_die_before_the_place_is_clicked(
        content, tmp_path, monkeypatch, lang):
    """C-7.6: a newcomer's survivor died of a bite on its first move, with nothing said before
    (the move's panel read "Choose where to go."); it says the exposure roll and its odds."""
    from ui_helpers import recorded_frame
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3]}, {}],
                 survivors={"sv.odette_marsh": (0, "colony"), "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language(lang)
    _hot(board, "survivor:sv.odette_marsh").action()
    _frames(app)
    _hot(board, "verb:move").action()
    _frames(app)
    drawn = "".join("".join(recorded_frame(app, board).strings).split())
    assert "".join(i18n.t("colony.ui.field.to_move").split()) in drawn


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_request_names_who_asks_for_cards(content, tmp_path, monkeypatch, lang):
    """C-7.8 (a request): the curtain, the panel and the top bar said "A player asks for cards"
    («Игрок просит карты», the newcomer's game): they name who asks; the line under the title
    says to click the card to give."""
    from ui_helpers import played_until, recorded_frame

    from game.scenes.curtain import CurtainScene
    from rules.colony.game import Game
    game = played_until(lambda seed: Game(Options(players=2, seed=seed), content), "give",
                        range(1, 120))
    d = game.pending
    req = d.info["requester"]
    people = (True, True)
    app, board = _board(tmp_path, monkeypatch, game, people)
    i18n.set_language(lang)
    s = board.session
    name = s.table.seat_name(s.seats, req)
    said = i18n.t("colony.ui.decision.give_from", name=name)
    curtain = CurtainScene(app, s, d.seat)
    app.push(curtain)
    assert said in recorded_frame(app, curtain).strings
    curtain.reveal()
    drawn = recorded_frame(app, board).strings
    assert said in drawn                                   # the panel's title
    assert i18n.t("colony.ui.board.deciding", name=s.table.seat_name(s.seats, d.seat),
                  what=said) in drawn                      # the top bar
    assert i18n.t("colony.ui.decision.give", name=name) not in drawn


def test_a_tied_exile_vote_is_decided_knowing_whom_it_would_exile(content, tmp_path, monkeypatch):
    """C-16.3 (the First player decides a tie): the dialog said "The vote is tied: decide it ·
    Exile vote · Yes / No" and not whom the vote would exile; the First player could be the
    target himself (the screenshot review). The decision carries the vote's target; the panel
    names it as the ballots did."""
    from ui_helpers import played_until, recorded_frame

    from rules.colony.game import Game
    game = played_until(lambda seed: Game(Options(players=4, seed=seed), content), "tiebreak",
                        range(1, 60))
    d = game.pending
    assert d.info.get("why") == "exile" and isinstance(d.info.get("target"), int)
    people = tuple(i == d.seat for i in range(4))
    app, board = colony_board(game, tmp_path, monkeypatch, people, ("Ann", "Bo", "Cy", "Di"))
    drawn = " ".join(recorded_frame(app, board).strings)
    name = ("Ann", "Bo", "Cy", "Di")[d.info["target"]]
    assert i18n.t("colony.ui.vote.exile_help", name=name) in drawn


def test_an_exiled_objective_covers_all_but_the_title_of_the_first(content, tmp_path, monkeypatch):
    """C-15.1 (an exiled player draws an Exiled objective; the first no longer counts, OPEN-C-22):
    the second card lay over the first shifted down and sideways, and a column of the first's
    rules showed at its left edge as stray first letters (the screenshot review). Of the first
    card only its title shows now."""
    ex, ob = sorted(content.exiled)[0], sorted(content.secrets)[0]
    game = build(Options(players=3, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3], "exiled": True, "objective": ob, "exiled_objective": ex},
                        {}, {}],
                 survivors={"sv.odette_marsh": (0, "police"), "sv.hollis_varga": (1, "school"),
                            "sv.teodor_brill": (2, "gas")})
    app, board = colony_board(game, tmp_path, monkeypatch, (True, False, False), ("Ann", "Bo", "Cy"))
    first, second = (_hot(board, f"look:{x}").rect for x in (ob, ex))
    u = app.u
    # what shows of the first is a strip along its top, no taller than a card's title band
    assert second.left <= first.left and second.right >= first.right
    assert second.bottom >= first.bottom and 0 < second.top - first.top <= u(50)


@pytest.mark.parametrize("place,group", [("police", 1), ("grocery", 4)])
def test_where_a_survivor_stands_is_drawn_at_its_size_on_two_lines_if_long(
        content, tmp_path, monkeypatch, place, group):
    """The line under a group's card (where the survivor stands, and "(leader)") was squeezed
    into smaller type at 1280×720: «Полицейский участок (лидер)» (the second screenshot
    review), and «Продуктовый магазин (ли…» under the narrow cards of a group of four (the
    fourth). A long one goes on two or three lines at its size."""
    from ui_helpers import type_sizes

    from game.tables.colony import labels
    more = ["sv.jasper_colquhoun", "sv.teodor_brill", "sv.lev_abramenko"][:group - 1]
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3], "leader": "sv.odette_marsh"}, {}],
                 survivors={"sv.odette_marsh": (0, place), "sv.hollis_varga": (1, "school"),
                            **{sid: (0, "colony") for sid in more}})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language("ru")
    sizes = type_sizes(monkeypatch)
    rec = recorded_frame(app, board)
    status = i18n.t("colony.ui.seat.leader_mark", name=i18n.t(
        "colony.ui.survivor.status", place=labels.place(board.session.content, place)))
    card = max((h.rect for h in board.hotspots if h.key == "survivor:sv.odette_marsh"),
               key=lambda r: r.y)   # the group's card (the standee on the map lies higher)
    under = [t for r, t, _layer in rec.rects
             if r.top >= card.bottom and card.left <= r.left < card.right and t.strip()]
    parts = [t for t in under if t in status]   # its line or lines
    assert " ".join(parts) == status, (under, status)
    assert all(sizes[t] == {app.u(16)} for t in parts), {t: sizes[t] for t in parts}


@pytest.mark.parametrize("n", [5, 6])
def test_the_hand_takes_the_room_a_small_group_leaves(content, tmp_path, monkeypatch, n):
    """The first screenshot review: at 1280×720 the hand's cards were as narrow as the window's
    scale made them, and ended long names with "…", while the board kept an empty column for a
    third survivor left of them. A group of two: the hand starts by its cards and five hand
    cards lie side by side, none over another, all left of the Secret objective; six too, a
    little narrower (overlapped, a card's name was hidden by the next: a real window)."""
    from game.tables.colony import layout
    hand = ["start.duct_tape#1", "start.lost_hiker#1", "start.bandage_roll#1",
            "start.baseball_bat#2", "grocery.energy_bars#1", "start.hand_warmers#1"][:n]
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3], "hand": hand, "leader": "sv.odette_marsh"}, {}],
                 survivors={"sv.odette_marsh": (0, "colony"), "sv.jasper_colquhoun": (0, "colony"),
                            "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    u = app.u
    cards = sorted((h.rect for h in board.hotspots
                    if h.key.partition(":")[::2] in {(w, c) for w in ("look", "card") for c in hand}),
                   key=lambda r: r.x)
    assert len(cards) == n, sorted(h.key for h in board.hotspots)
    group = [h.rect for h in board.hotspots if h.key in ("survivor:sv.odette_marsh",
                                                          "look:sv.odette_marsh",
                                                          "survivor:sv.jasper_colquhoun",
                                                          "look:sv.jasper_colquhoun")
             and h.rect.y > layout.player_board(u).y]
    objective = layout.player_board_parts(u, layout.player_board(u)).objective
    assert all(a.right <= b.left for a, b in zip(cards, cards[1:], strict=False)), cards
    assert cards[-1].right <= objective.left
    assert cards[0].left - max(r.right for r in group) <= u(40), (group, cards)
    assert cards[0].w > u(118), cards[0]   # wider than the window's scale alone makes it
    assert len({r.w for r in cards}) == 1


def test_the_curtain_says_back_to_the_person_a_bot_answered_mid_turn(content, tmp_path,
                                                                    monkeypatch):
    """Played in a real window (two people, two bots): Player 1 asked a bot for cards (C-7.8),
    the bot gave, and the curtain said "Pass the mouse to Player 1" to the person holding it.
    The curtain still comes down (a bot's move is watched by everyone) but says "Back to
    Player 1"; the next person's says "Pass the mouse to"."""
    from ui_helpers import recorded_frame as frame

    from rules.colony import actions as A
    game = build(Options(players=3, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3]}, {}, {"hand": ["start.duct_tape#1", SECOND]}],
                 survivors={"sv.odette_marsh": {"owner": 0, "place": "colony"},
                            "sv.hollis_varga": (1, "school"), "sv.jasper_colquhoun": (2, "school")})
    app, board = colony_board(game, tmp_path, monkeypatch, people=(True, True, False),
                              names=("Ann", "Bo", "Cy"))

    def curtain_title():
        for _ in range(40):   # the bot's pace, its move shown, then the curtain
            if type(app.top).__name__ == "CurtainScene":
                break
            _frames(app, 1)
        assert type(app.top).__name__ == "CurtainScene", [type(x).__name__ for x in app.stack]
        return " ".join(frame(app).strings)

    first = curtain_title()
    assert i18n.t("ui.curtain.pass", name="Ann") in first
    _hot(app.top, "reveal").action()
    _frames(app)
    assert board.session.apply(A.Request(2))
    again = curtain_title()
    assert i18n.t("ui.curtain.again", name="Ann") in again, again
    assert i18n.t("ui.curtain.pass", name="Ann") not in again
    assert game.pending.seat == 0 and game.pending.kind == "turn"
    _hot(app.top, "reveal").action()
    _frames(app)
    monkeypatch.setattr(board.session, "autosave", lambda: True)   # (a position has no save file)
    assert board.session.apply(A.EndTurn())
    assert i18n.t("ui.curtain.pass", name="Bo") in curtain_title()


def _random_play_until(pred, games: int):
    """A four-person colony table (Ann, Bob, Cleo, Dan) whose random play (seeded by the game's
    seed) reaches a decision ``pred(game)`` accepts, left pending there: the first of ``games``
    seeded games that does."""
    import random

    from game.session import SeatConfig, Session
    from rules.colony import Options
    for seed in range(games):
        s = Session.new("colony", Options(players=4, seed=seed),
                        [SeatConfig(n) for n in ("Ann", "Bob", "Cleo", "Dan")])
        g, rng = s.game, random.Random(seed)
        while g.pending is not None and not pred(g):
            s.apply(rng.choice(g.legal_actions()))
        if g.pending is not None:
            return s
    raise AssertionError(f"no such decision in {games} random games")


def _looking(tmp_path, monkeypatch, s, text_scale: float = 1.0):
    """The board at 1280×720 (English) over session ``s``, its deciding person looking."""
    from game.app import App
    from game.settings import Settings
    from game.tables.colony.board import Board
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    app = App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0, language="en",
                                                  text_scale=text_scale), audio=False)
    board = Board(app, s)
    app.push(board)
    s.confirm(s.game.pending.seat)
    _frames(app)
    return app, board


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_an_exiled_first_player_is_told_why_they_settle_a_tie(tmp_path, monkeypatch, text_scale):
    """C-16.3/C-16.4. The third screenshot review: an exiled First player was asked to settle a
    tied vote under a help line saying exiles may not vote, and took it for a fault. The panel
    says the First player settles a tie, exiled or not; a First player not in exile is not
    told so."""
    from ui_helpers import recorded_frame as frame
    note = i18n.t("colony.ui.vote.tiebreak_exiled")
    for exiled in (True, False):
        s = _random_play_until(lambda g, exiled=exiled: g.pending.kind == "tiebreak"
                               and g.seats[g.pending.seat].exiled == exiled, 400)
        app, board = _looking(tmp_path, monkeypatch, s, text_scale)
        shown = " ".join(frame(app, board).strings)
        # whole, at the larger text size too (the help's height was a tie's, not a vote's)
        assert (note in shown) == exiled, (exiled, shown[:400])


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_action_dice_keep_their_room_under_taller_hand_cards(size, text_scale):
    """The hand cards grew (140×200 at 1920×1080) and grow with the text-size setting: never
    so tall that the action dice under them leave the player board (``layout.HAND_H_MAX``)."""
    from game.tables.colony import layout
    scale = size[0] / 1920

    def u(x):
        return int(round(x * scale))

    board = layout.player_board(u)
    parts = layout.player_board_parts(u, board, text_scale)
    _, h = layout.hand_card(u, text_scale)
    assert parts.hand.y + u(40) + h <= parts.dice.y   # the cards end above the dice's heading
    assert parts.dice.y + u(30) + u(58) <= board.bottom   # the dice (zones/player.py) fit


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_top_bar_says_a_decision_after_the_name_in_one_way(lang):
    """The third screenshot review: "Anna: take an action…" beside "Boris: Choose the die to
    raise" and "Boris: The bite spreads"; in Russian «Anna: Приманивание: выберите…» with two
    colons. After the name every decision reads in lower case (a Thin Ice card's name keeps
    its capital), none with a colon of its own."""
    from game.tables.colony.zones.header import deciding
    from rules.colony.kinds import DECISION_KINDS
    i18n.set_language(lang)
    for kind in sorted(DECISION_KINDS):
        what = deciding(kind)
        assert ":" not in what, (kind, what)
        if kind != "crossroads":
            assert what[:1] == what[:1].lower(), (kind, what)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_up_to_n_question_in_the_top_bar_names_what_one_more_is(lang):
    """Issue 15's "up to N" effects: the top bar said "Anna: one more, or stop here?" («ещё
    одно — или на этом хватит?»: a neuter matching nothing on the screen, the fourth screenshot
    review). It names a zombie to kill or a barricade to place, in lower case, no colon."""
    from game.tables.colony.zones.header import deciding
    i18n.set_language(lang)
    said = {what: deciding("more", {"what": what}) for what in ("kill", "barricade")}
    assert said["kill"] != said["barricade"]
    assert said["kill"] == i18n.t("colony.ui.decision.more_kill_head")
    assert said["barricade"] == i18n.t("colony.ui.decision.more_barricade_head")
    for what in said.values():
        assert ":" not in what and what[:1] == what[:1].lower()
    assert deciding("more") == deciding("more", {})   # no word of what: the general question


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rules_button_names_its_key_and_fits(lang, tmp_path, monkeypatch, content):
    """The third screenshot review: colony said "Rules" where the other tables say "Rules (F1)"
    (F1 opens them everywhere). Its label names the key and fits its button at 1280×720."""
    from ui_helpers import recorded_frame as frame
    game = build(Options(players=2, seed=1), content=content, seat=0, seats=[{"dice": [2]}, {}],
                 survivors={"sv.odette_marsh": (0, "colony"), "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language(lang)
    label = i18n.t("colony.ui.board.rules")
    assert "F1" in label
    rec = frame(app, board)
    button = _hot(board, "rules").rect
    drawn = [r for r, t, _ in rec.rects if t == label]
    assert drawn and button.contains(drawn[0]), (button, drawn)


def test_an_exile_ballot_says_whom_it_exiles_in_both_panels(tmp_path, monkeypatch):
    """C-16.2. The third screenshot review: the panel above the table said "Yes: exile Dmitri /
    No: Dmitri stays", the action panel beside it only "Yes / No". Both say it."""
    from ui_helpers import recorded_frame as frame
    s = _random_play_until(lambda g: g.pending.kind == "vote"
                           and isinstance(g.pending.info.get("target"), int), 200)
    app, board = _looking(tmp_path, monkeypatch, s)
    rec = frame(app, board)
    name = s.table.seat_name(s.seats, s.game.pending.info["target"])
    yes = i18n.t("colony.ui.vote.exile_yes", name=name)
    on = [h.rect for h in board.hotspots if h.key == "value:yes:True"]
    assert len(on) == 2, [h.key for h in board.hotspots]   # the panel above, the action panel
    for r in on:
        assert [t for rr, t, _ in rec.rects if r.contains(rr) and t == yes], (r, yes)


def test_a_tied_thin_ice_vote_says_each_answer_whole(tmp_path, monkeypatch):
    """C-16.3. The code review: a tie's Yes and No now say what each does, as the vote's, but
    the tie laid them out as two short buttons in one row: "Yes: cut the chain; add 2 helpless
    survivors to the Colony if there is room; add 2 z…". Like the vote's, they are sentences,
    one a row, whole."""
    from ui_helpers import recorded_frame as frame

    from game.tables.colony import layout
    s = _random_play_until(lambda g: g.pending.kind == "tiebreak"
                           and g.pending.info.get("why") == "crossroads", 400)
    app, board = _looking(tmp_path, monkeypatch, s)
    rec = frame(app, board)
    above = layout.decision_panel(app.u)   # the panel above the table (the action panel too)
    yes, no = [next(h.rect for h in board.hotspots if h.key == k and above.contains(h.rect))
               for k in ("value:yes:True", "value:yes:False")]
    assert yes.x == no.x and yes.bottom <= no.top, (yes, no)   # one a row
    words = [t for r, t, _ in rec.rects if yes.contains(r) or no.contains(r)]
    assert words and not any(t.endswith("…") for t in words), words


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_c_10_3_the_crisis_says_its_effect_happens_only_if_it_is_not_prevented(
        content, tmp_path, monkeypatch, lang):
    """C-10.3: a crisis's text is what happens when it is not prevented. The crisis panel and
    the card drew "Remove 2 food tokens from the supply and lose 1 Morale." bare, which read as
    an order to carry out now (the fourth screenshot review)."""
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 crisis="crisis.spoiled_stores",
                 seats=[{"dice": [2, 3]}, {}],
                 survivors={"sv.odette_marsh": (0, "colony"), "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language(lang)
    penalty = i18n.localized(content.crises["crisis.spoiled_stores"].text)
    said = i18n.t("colony.ui.crisis.unless", text=penalty[0].lower() + penalty[1:])
    drawn = " ".join(recorded_frame(app, board).strings)
    assert " ".join(said.split()) in " ".join(drawn.split())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_c_19_1_without_secret_objectives_the_board_says_so_and_what_wins(
        content, tmp_path, monkeypatch, lang):
    """C-19.1 (two players play it, C-19.2): no Secret objectives; everyone wins with the Main
    objective. The board headed a card back "Secret objective" and wrote only "Co-op" on it
    (the fourth screenshot review)."""
    game = build(Options(players=2, seed=1), content=content, seat=0,
                 seats=[{"dice": [2, 3]}, {}],
                 survivors={"sv.odette_marsh": (0, "colony"), "sv.hollis_varga": (1, "school")})
    app, board = _board(tmp_path, monkeypatch, game)
    i18n.set_language(lang)
    assert board.session.view()["me"]["objective"] is None
    drawn = recorded_frame(app, board).strings
    assert i18n.t("colony.ui.board.no_secret_head") in drawn
    assert i18n.t("colony.ui.board.secret") not in drawn
    note = i18n.t("colony.ui.board.coop_note")
    assert " ".join(t for t in drawn if t in note) == note


def test_c_23_9_putting_cards_under_the_deck_says_which_card_is_kept(tmp_path, monkeypatch):
    """C-6.10/C-23.9: after a search the kept card stays on show beside the others, which the
    searcher puts under the deck one by one. The panel showed three cards and two buttons with
    no word of why the third was not offered (the fourth screenshot review); it names the card
    kept."""
    s = _random_play_until(lambda g: g.pending.kind == "bottom", 60)
    app, board = _looking(tmp_path, monkeypatch, s)
    offered = {a.card for a in s.game.legal_actions()}
    kept = [x for x in s.view()["me"]["searching"] if x not in offered]
    assert len(kept) == 1
    from game.tables.colony import labels
    said = i18n.t("colony.ui.decision.bottom_help", card=labels.card(s.content, kept[0]))
    drawn = " ".join(recorded_frame(app, board).strings)
    assert " ".join(said.split()) in " ".join(drawn.split())


def test_c_17_1_choosing_a_survivor_for_an_effect_names_the_effects_card(tmp_path, monkeypatch):
    """C-17.1: a card's "choose a survivor" asks its player to pick one. The panel said only
    "Choose a survivor" (the fourth screenshot review, after a Kitchen Knife); it names the
    card the survivor is chosen for."""
    from game.tables.colony import labels
    s = _random_play_until(lambda g: g.pending.kind == "target"
                           and labels.source_name(g.content, g.pending.info.get("source")), 200)
    app, board = _looking(tmp_path, monkeypatch, s)
    source = labels.source_name(s.content, s.game.pending.info["source"])
    drawn = " ".join(recorded_frame(app, board).strings)
    said = i18n.t("colony.ui.decision.target_for", source=source)
    assert " ".join(said.split()) in " ".join(drawn.split())


def test_c_23_10_a_given_card_to_use_says_what_is_done_with_it(tmp_path, monkeypatch):
    """C-23.10: a card given by a Request that can only be equipped is used at once. The panel
    offered one button, "Baseball Bat", saying nothing of equipping it (the fourth screenshot
    review); it reads "Equip: Baseball Bat"."""
    from game.tables.colony import labels
    s = _random_play_until(lambda g: g.pending.kind == "gift"
                           and len({a.verb for a in g.legal_actions()}) == 1, 200)
    app, board = _looking(tmp_path, monkeypatch, s)
    a = s.game.legal_actions()[0]
    said = i18n.t("colony.ui.value.doing", verb=labels.verb(a.verb), value=labels.card(s.content, a.card))
    assert said in recorded_frame(app, board).strings


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_backs_word_stays_inside_its_frame_and_the_co_op_card_draws_none(lang):
    """The co-operative game's card in place of a Secret objective (C-19.1): its word
    («Кооператив» at 1920×1080) ran across the back's inner frame and the words under it over
    the frame's foot. A back's word is drawn inside its inner frame; the co-op card, which
    carries words below its title, draws no inner frame and its title above them."""
    from game import theme
    from game.render import record
    from game.tables.colony.cards import card_back
    pygame.init()
    i18n.set_language(lang)
    word = i18n.t("colony.ui.board.no_secret")
    rect = pygame.Rect(0, 0, 190, 266)   # the objective card at 1920×1080
    inner = rect.inflate(-rect.w // 5, -rect.h // 5)
    for at in (None, rect.h // 3):
        surface = pygame.display.set_mode(rect.size)   # (the recorder reads the screen's lines)
        surface.fill((0, 0, 0))
        rec = record.start()
        try:
            card_back(surface, rect, word, at=at)
        finally:
            record.stop()
        drawn = next(r for r, t, _ in rec.rects if t == word)
        frame = any(tuple(surface.get_at((inner.x, y)))[:3] == theme.PANEL_EDGE[:3]
                    for y in range(inner.y + 8, inner.bottom - 8))
        if at is None:
            assert inner.x < drawn.x and drawn.right < inner.right, (drawn, inner)
            assert frame
        else:
            assert rect.x < drawn.x and drawn.right < rect.right and drawn.centery == at
            assert not frame, "a card with words below its title draws no inner frame"
