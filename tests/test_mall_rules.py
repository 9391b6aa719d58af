"""One test (at least) per numbered rule of shared/spec/mall.md, M-1 … M-11, with the OPEN-M
rulings as the spec recommends (docs/decisions.md, "Mall (issue 17)"). Positions come from the
public builder (rules/mall/position.py); answers go through ``apply`` only. Seats: 0 orange,
1 sky, 2 green, 3 blue (test_mall_helpers.py)."""
from __future__ import annotations

import json

import pytest
from test_mall_helpers import BLUE, GREEN, ORANGE, SKY, C, ask, cards, done_until, events, pc, pos, vote_all

from rules import IllegalAction
from rules.core.rng import Rng
from rules.mall import actions as A
from rules.mall import new_game
from rules.mall.game import Game, Options
from rules.mall.invariants import problems

# two places of equal crowds and one Pop Star each: keeps M-7.18 / M-7.19 out of a test
CALM = {pc(2, "star"): 5, pc(2, "bouncer"): 5, pc(3, "star"): 3, pc(3, "bouncer"): 3}


def random_game(players: int, seed: int, each=None) -> Game:
    g = new_game(Options(players=players, seed=seed))
    rng = Rng(seed)
    while g.pending is not None:
        legal = g.legal_actions()
        if each is not None:
            each(g)
        g.apply(legal[rng.pick(len(legal))])
    return g


# ---------------------------------------------------------------------- M-1, M-2, M-3
def test_m_1_1_three_to_six_players():
    """M-1.1: 3–6 players; other counts are refused."""
    for p in (2, 7, 0):
        with pytest.raises(ValueError, match="3 to 6"):
            new_game(Options(players=p))
    for p in range(3, 7):
        assert new_game(Options(players=p, seed=p)).n == p


def test_m_1_2_votes_decide_the_call_the_leader_and_the_sacrifice():
    """M-1.2, M-6.1: votes are held for the police call (Car Park), the Leader (Control Room)
    and the sacrifice (a breached place)."""
    seen = set()
    for seed in range(8):
        g = random_game(4, seed)
        seen |= {e.data["why"] for e in events(g, "ballots_revealed")}
    assert seen == {"police", "leader", "sacrifice"}


def test_m_2_1_components():
    """M-2.1, CN-M-2, CN-M-3: 21 action cards (3, 6, 3, 3, 3, 3), six colours, four zombie
    dice."""
    copies = {k.effect: k.copies for k in C.cards.values()}
    assert copies == {"barricade": 3, "weapon": 6, "hidden": 3, "escape": 3, "camera": 3,
                      "threat": 3}
    assert len(C.card_ids()) == 21 and len(C.colours) == 6
    g = new_game(Options(players=4, seed=2))
    done_until(g, "cards")
    assert len(events(g, "setup_zombies")[0].data["dice"]) == 4


def test_m_2_2_six_numbered_places_with_their_roles():
    """M-2.2, CN-M-1: six places numbered 1–6; the Car Park (1) unlimited, the Control Room (2)
    elects, the Helipad (4) is the roof, the Fitness Club (6) is the gym."""
    roles = {p.number: p.role for p in C.places.values()}
    assert roles == {1: "parking", 2: "tower", 3: "", 4: "roof", 5: "", 6: "gym"}
    assert C.places[1].capacity is None
    assert all(C.places[n].capacity >= 1 for n in range(2, 7))


def test_m_3_1_points_and_abilities():
    """M-3.1: Pop Star 7 (draws zombies), Bouncer 5 (counts 2 for defence), Negotiator 3 (one
    more vote), Intern 1 (nothing)."""
    got = {k.spec_name: (k.points, k.ability) for k in C.characters.values()}
    assert got == {"Rei": (7, "lure"), "Kohta": (5, "strong"), "Takashi": (3, "persuasive"),
                   "Alice": (1, "none")}


def test_m_3_2_m_4_1_each_player_takes_the_pieces_of_one_colour():
    """M-3.2, M-4.1: three characters each with 4–6 players; four (with the Intern) with 3."""
    for p in range(3, 7):
        g = new_game(Options(players=p, seed=1))
        for s in range(p):
            kinds = sorted(x.partition(".")[2] for x in g.own(s, alive=False))
            want = ["bouncer", "negotiator", "star"] + (["intern"] if p == 3 else [])
            assert kinds == sorted(want)
            assert all(x.startswith(g.colours[s] + ".") for x in g.own(s, alive=False))


# ---------------------------------------------------------------------- M-4 setup
def test_m_4_2_one_card_each_and_the_rest_is_the_deck():
    """M-4.2: one action card dealt to each player, the rest face down."""
    g = new_game(Options(players=5, seed=3))
    assert [len(h) for h in g.hands] == [1] * 5 and len(g.deck) == 16
    assert g.view(0)["hand"] == g.hands[0] and g.view(1)["hand"] != g.hands[0]
    assert problems(g) == []


def test_m_4_3_first_leader_by_lot():
    """M-4.3: the first Leader is drawn by lot, and starts placing (M-4.5)."""
    leaders = set()
    for seed in range(20):
        g = new_game(Options(players=4, seed=seed))
        first = events(g, "setup")[0].data["leader"]
        leaders.add(first)
        assert g.pending.seat == first and g.pending.kind == "place"
    assert len(leaders) >= 3


def test_m_4_4_fitness_club_only_with_five_or_six():
    """M-4.4: with 3 or 4 players place 6 is out of the game."""
    assert new_game(Options(players=3)).places == (1, 2, 3, 4, 5)
    assert new_game(Options(players=4)).places == (1, 2, 3, 4, 5)
    assert new_game(Options(players=5)).places == (1, 2, 3, 4, 5, 6)


def test_m_4_5_placement_by_two_dice_leader_first_then_clockwise():
    """M-4.5: the placer rolls 2 dice and puts an unplaced character at a place shown on one."""
    g = Game(Options(players=4, seed=1), forced={1: 2, 2: 3, 3: 5})   # leader seat 2; 3 and 5
    assert ask(g) == (2, "place") and g.pending.info["dice"] == [3, 5]
    legal = g.legal_actions()
    assert {a.at for a in legal} == {3, 5} and len(legal) == 6
    g.apply(A.place(pc(2, "star"), 5))
    assert g.where[pc(2, "star")] == 5 and ask(g) == (3, "place")


def test_m_4_6_open_m_1_an_unusable_die_frees_the_choice():
    """M-4.6, OPEN-M-1: a die on the removed Fitness Club lets the player choose any place with
    room, even though the other die is usable."""
    g = Game(Options(players=4, seed=1), forced={1: 0, 2: 6, 3: 3})
    assert g.pending.info["dice"] == [6, 3]
    assert {a.at for a in g.legal_actions()} == {1, 2, 3, 4, 5}


def test_m_4_7_open_m_2_setup_zombies_and_a_six_with_four_players():
    """M-4.7, OPEN-M-2: the Leader's 4 dice put a zombie before each place rolled; a 6 with
    3–4 players is ignored. (4 players: 12 placements of 2 dice each are draws 2–25.)"""
    g = Game(Options(players=4, seed=1), forced={26: 6, 27: 2, 28: 2, 29: 5})
    while g.pending.kind == "place":
        g.apply(g.legal_actions()[0])
    assert events(g, "setup_zombies")[0].data["dice"] == [6, 2, 2, 5]
    assert g.zombies == {1: 0, 2: 2, 3: 0, 4: 0, 5: 1}
    assert all(g.where[p] > 0 for p in g.pieces)


# ---------------------------------------------------------------------- M-5
def test_m_5_1_six_phases_in_order_every_turn():
    """M-5.1: A, B, C, D, E, F each turn, then the end check."""
    g = random_game(4, 5)
    phases = [e.data["phase"] for e in events(g, "phase")]
    full = phases[:6 * (len(phases) // 6)]
    assert full and all(full[i:i + 6] == list("ABCDEF") for i in range(0, len(full), 6))


# ---------------------------------------------------------------------- M-6 voting
def car_park_vote(where=None, **kw):
    """Phase A with orange Pop Star + Bouncer and sky Pop Star at the Car Park (or ``where``)."""
    if where is None:
        where = {pc(0, "star"): 1, pc(0, "bouncer"): 1, pc(1, "star"): 1, **CALM}
    return pos(phase="A", where=where, **kw)


def test_m_6_1_m_6_3_m_7_1_votes_by_the_characters_at_the_car_park():
    """M-6.1, M-6.3, M-7.1: the players at the Car Park vote in phase A, one vote per character
    there."""
    g = car_park_vote()
    assert ask(g) == (0, "vote") and g.pending.info["place"] == 1
    assert g.public_view()["poll"]["weights"] == [[0, 2], [1, 1]]
    vote_all(g, {0: ORANGE, 1: SKY})
    assert events(g, "police_call")[-1].data == {"result": "called", "seat": 0}


def test_m_6_4_open_m_3_the_negotiator_adds_a_vote_only_where_it_stands():
    """M-6.4, OPEN-M-3: the Negotiator counts 2 where it stands; away, it adds nothing."""
    g = car_park_vote(where={pc(0, "negotiator"): 1, pc(1, "star"): 1, pc(1, "negotiator"): 3,
                             **CALM})
    assert g.public_view()["poll"]["weights"] == [[0, 2], [1, 1]]


def test_m_6_5_intimidate_adds_a_vote_leader_first():
    """M-6.5: before the vote, from the Leader clockwise, each may play Intimidate cards: +1
    vote each for this vote."""
    g = car_park_vote(hands={0: cards("threat", 1), 1: cards("threat", 2, skip=1)}, leader=1)
    assert ask(g) == (1, "cards")
    g.apply(A.play("intimidate.2"))
    g.apply(A.play("intimidate.3"))
    assert ask(g) == (0, "cards")
    g.apply(A.DONE)
    assert g.public_view()["poll"]["weights"] == [[1, 3], [0, 2]]
    assert "intimidate.2" in g.out and g.hands[0] == ["intimidate.1"]


def test_m_6_6_ballots_are_sealed_then_revealed_at_once():
    """M-6.6: each voter picks one candidate in secret; nothing shows until all have voted;
    then every ballot in one event, all of a voter's votes to its candidate."""
    g = car_park_vote()
    g.apply(A.vote(SKY))
    assert g.view(0)["poll"]["mine"] == SKY
    assert g.view(1)["poll"]["mine"] is None and g.public_view()["poll"]["mine"] is None
    assert SKY not in json.dumps(g.view(1)["poll"]["done"]) and g.view(1)["poll"]["done"] == [0]
    assert not events(g, "ballots_revealed")
    rec = g.apply(A.vote(SKY))
    shown, = [e for e in rec.events if e.kind == "ballots_revealed"]
    assert shown.data["choices"] == [[0, SKY], [1, SKY]] and shown.seats is None
    tally, = [e for e in rec.events if e.kind == "vote_tally"]
    assert dict(map(tuple, tally.data["tally"])) == {ORANGE: 0, SKY: 3}


def test_m_6_7_only_players_there_can_be_voted_for_oneself_included():
    """M-6.7: candidates are the players with a character there; voting for oneself is legal."""
    g = car_park_vote()
    assert {a.colour for a in g.legal_actions()} == {ORANGE, SKY}
    with pytest.raises(IllegalAction):
        g.apply(A.vote(GREEN))
    g.apply(A.vote(ORANGE))


def breach_at_3(**kw):
    """A breach at the Food Court: orange Pop Star + Negotiator and sky Bouncer there
    (defence 4), 5 zombies."""
    where = {pc(0, "star"): 3, pc(0, "negotiator"): 3, pc(1, "bouncer"): 3,
             pc(2, "star"): 5, pc(2, "bouncer"): 5, pc(3, "negotiator"): 5,
             **kw.pop("where", {})}
    return pos(phase="F", where=where, zombies=kw.pop("zombies", {3: 5}), **kw)


def test_m_6_8_the_chosen_player_picks_which_character_is_eaten():
    """M-6.8, M-8.5: the vote picks a player; that player names its character to be eaten."""
    g = breach_at_3()
    vote_all(g, {0: SKY, 1: ORANGE})          # orange's 3 votes (2 + Negotiator) go to sky
    assert events(g, "eaten")[0].data["piece"] == pc(1, "bouncer")
    g = breach_at_3()
    vote_all(g, {0: ORANGE, 1: ORANGE})
    assert ask(g) == (0, "victim")
    assert {a.piece for a in g.legal_actions()} == {pc(0, "star"), pc(0, "negotiator")}
    g.apply(A.eaten(pc(0, "negotiator")))
    assert g.where[pc(0, "negotiator")] == -1 and pc(0, "negotiator") in g.dead


def test_m_6_9_open_m_4_repeat_vote_with_one_vote_for_each_absent_player():
    """M-6.9, OPEN-M-4: a tie is voted again; players with no character there have 1 vote each,
    those there vote as before."""
    g = car_park_vote(where={pc(0, "star"): 1, pc(1, "star"): 1, **CALM})
    vote_all(g, {0: ORANGE, 1: SKY})
    assert events(g, "vote_tied")[0].data["tied"] == [ORANGE, SKY]
    assert g.public_view()["poll"]["weights"] == [[0, 1], [1, 1], [2, 1], [3, 1]]
    assert g.public_view()["poll"]["round"] == 2
    vote_all(g, {0: ORANGE, 1: SKY, 2: SKY, 3: SKY})
    assert events(g, "police_call")[-1].data["seat"] == 1


def tie_twice(g):
    vote_all(g, {0: ORANGE, 1: SKY})
    vote_all(g, {0: ORANGE, 1: SKY, 2: ORANGE, 3: SKY})


def test_m_6_10_m_7_3_a_second_tie_at_the_car_park_gives_nobody_cards():
    """M-6.10, M-7.3: two ties in phase A: nobody gets cards."""
    g = car_park_vote(where={pc(0, "star"): 1, pc(1, "star"): 1, **CALM})
    deck = list(g.deck)
    tie_twice(g)
    assert events(g, "police_call")[-1].data == {"result": "no_caller"}
    assert g.deck == deck and all(not h for h in g.hands)


def test_m_6_10_m_7_5_a_second_tie_at_the_control_room_keeps_the_leader():
    """M-6.10, M-7.5: two ties in phase B: the Leader keeps the title, not elected."""
    g = pos(phase="B", where={pc(0, "star"): 2, pc(1, "star"): 2, **CALM}, leader=3)
    vote_all(g, {0: ORANGE, 1: SKY})
    vote_all(g, {3: SKY, 0: ORANGE, 1: SKY, 2: ORANGE})
    assert g.leader == 3 and not g.elected
    assert events(g, "election")[-1].data["result"] == "no_leader"


def test_m_6_10_a_second_tie_at_an_attack_is_drawn_by_lot():
    """M-6.10: two ties in phase F: the victim's owner is drawn by lot among the tied."""
    g = breach_at_3(where={pc(0, "negotiator"): 4}, forced={0: 1})   # the lot picks sky
    vote_all(g, {0: SKY, 1: ORANGE})
    vote_all(g, {0: SKY, 1: ORANGE, 2: SKY, 3: ORANGE})
    assert events(g, "lot")[0].data == {"tied": [ORANGE, SKY], "winner": SKY}
    assert events(g, "eaten")[0].data["piece"] == pc(1, "bouncer")


def test_m_6_11_cards_change_hands_only_by_the_police_gift():
    """M-6.11: no one shows or hands over cards, but the police caller's gift (M-7.2): a card
    new in a hand comes from the caller's draw; no view shows another seat's hand."""
    def check(g):
        before = [set(h) for h in g.hands]
        check.prev = getattr(check, "prev", None)
        if check.prev is not None:
            for s, h in enumerate(before):
                for c in h - check.prev[s]:
                    assert not any(c in check.prev[o] for o in range(g.n) if o != s), c
        check.prev = before
        for s in range(g.n):
            text = json.dumps(g.view(s))
            for o in range(g.n):
                if o != s:
                    assert all(f'"{c}"' not in text for c in g.hands[o])
    g = random_game(4, 9, check)
    assert events(g, "card_given")
    verbs = {t.split()[0] for t in g.log}
    assert verbs <= {"place", "play", "done", "vote", "keep", "give", "go", "move", "escape",
                     "eaten"}


# ---------------------------------------------------------------------- M-7 phases A–C
def test_m_7_1_open_m_5_nobody_at_the_car_park_no_vote_no_cards():
    """M-7.1, OPEN-M-5: with no character at the Car Park there is no vote and no card."""
    g = pos(phase="A", where={pc(0, "star"): 3, pc(1, "star"): 5, **CALM})
    assert events(g, "police_call")[0].data == {"result": "nobody_there"}
    assert not events(g, "ballots_revealed")


def test_m_7_2_keep_one_give_one_third_to_the_bottom():
    """M-7.2: the caller takes the top 3, keeps 1, gives 1 to any other player (even one not at
    the Car Park), the third goes to the bottom of the deck."""
    deck = ["axe.1", "intimidate.1", "monitor.1", "shutter.1", "shutter.2"]
    g = pos(phase="A", where={pc(0, "star"): 1, **CALM}, deck=deck)
    assert events(g, "vote_unopposed") and ask(g) == (0, "keep")
    assert g.view(0)["drawn"] == ["axe.1", "intimidate.1", "monitor.1"]
    assert g.view(1)["drawn"] is None and g.public_view()["drawn_count"] == 3
    g.apply(A.keep("axe.1"))
    assert ask(g) == (0, "give")
    assert {a.to for a in g.legal_actions()} == {SKY, GREEN, BLUE}
    g.apply(A.give("monitor.1", BLUE))
    assert g.hands[0] == ["axe.1"] and g.hands[3] == ["monitor.1"]
    assert g.deck[0] == "intimidate.1" and g.deck[-1] == "shutter.1"
    shown = [e for e in events(g, "card_given_is")]
    assert shown[0].seats == frozenset({0, 3})


def test_m_7_3_open_m_6_an_exhausted_or_short_deck():
    """M-7.3, OPEN-M-6: an empty deck gives nobody cards (no vote); with 2 cards the caller
    keeps 1 and gives 1, nothing to the bottom."""
    g = pos(phase="A", where={pc(0, "star"): 1, **CALM}, deck=[])
    assert events(g, "police_call")[0].data == {"result": "deck_empty"}
    g = pos(phase="A", where={pc(0, "star"): 1, **CALM}, deck=["axe.1", "axe.2"])
    assert [a.text for a in g.legal_actions()] == ["keep card=axe.1"]
    g.apply("keep card=axe.1")
    g.apply(A.give("axe.2", SKY))
    assert g.deck == [] and g.hands[1] == ["axe.2"] and not events(g, "card_to_bottom")


def test_m_7_4_the_control_room_elects_the_leader():
    """M-7.4: the players at the Control Room vote; the winner becomes Leader."""
    g = pos(phase="B", where={pc(1, "star"): 2, pc(1, "bouncer"): 2, pc(0, "star"): 2, **CALM})
    vote_all(g, {0: ORANGE, 1: SKY})
    assert g.leader == 1 and g.elected


def test_m_7_4_a_leader_who_wins_again_is_said_to_be_elected_again():
    """M-7.4: the Leader winning the Control Room's vote again is elected this turn (sees the
    dice, M-7.7) but is no new Leader: the event says "reelected", and the log and the reveal
    say so (a newcomer read «Новый старший» about the Leader they already had)."""
    from game import i18n
    from game.tables.mall.narrator import Narrator
    g = pos(phase="B", where={pc(1, "star"): 2, pc(1, "bouncer"): 2, pc(0, "star"): 2, **CALM},
            leader=1)
    vote_all(g, {0: ORANGE, 1: SKY})
    assert g.leader == 1 and g.elected
    e = events(g, "election")[-1]
    assert e.data == {"result": "reelected", "leader": 1}
    i18n.set_language("en")
    line = Narrator(g.content, g.colours, ["Ann", "Bo", "Cy", "Di"]).text(e, None)
    assert line == i18n.t("mall.ui.log.election_reelected", seat="Bo"), line


def test_m_7_5_open_m_7_nobody_at_the_control_room():
    """M-7.5, OPEN-M-7: nobody at the Control Room: no vote, the Leader unchanged, not elected."""
    g = pos(phase="B", where={pc(0, "star"): 3, pc(1, "star"): 5, **CALM}, leader=2)
    assert events(g, "election")[0].data["result"] == "nobody_there"
    assert g.leader == 2 and not g.elected


def test_m_7_6_m_7_7_the_dice_are_hidden_an_elected_leader_sees_them():
    """M-7.6, M-7.7: four hidden dice; a Leader elected this turn sees them at once, nobody else
    does; a Leader not elected this turn does not."""
    g = pos(phase="C", where={pc(0, "star"): 3, pc(1, "star"): 5, **CALM}, elected=True,
            forced={0: 2, 1: 3, 2: 3, 3: 5})
    assert g.view(0)["dice"] == [2, 3, 3, 5]
    assert g.view(1)["dice"] is None and g.public_view()["dice"] is None
    assert g.public_view()["dice_rolled"]
    shown, = events(g, "dice_shown")
    assert shown.seats == frozenset({0})
    g = pos(phase="C", where={pc(0, "star"): 3, pc(1, "star"): 5, **CALM}, elected=False)
    assert g.view(0)["dice"] is None


def test_m_7_7_m_9_1_a_security_monitor_shows_the_dice():
    """M-7.7, M-9.1: any other player may look at the dice by playing a Security Monitor."""
    g = pos(phase="C", where={pc(0, "star"): 3, pc(1, "star"): 5, **CALM},
            hands={1: cards("camera"), 2: cards("threat")}, forced={0: 1, 1: 1, 2: 4, 3: 4})
    assert ask(g) == (1, "camera")
    g.apply(A.play("monitor.1"))
    assert g.view(1)["dice"] == [1, 1, 4, 4] and g.view(2)["dice"] is None
    assert ask(g) == (2, "camera") and g.legal_actions() == [A.DONE]   # asked all the same
    g.apply(A.DONE)
    assert "monitor.1" in g.out


# ---------------------------------------------------------------------- M-7 phases D–E
def phase_d(**kw):
    where = kw.pop("where", {pc(0, "star"): 3, pc(0, "bouncer"): 5, pc(1, "star"): 5,
                             pc(1, "bouncer"): 3, pc(2, "star"): 4, pc(3, "star"): 4})
    return pos(phase="D", where=where, dice=kw.pop("dice", [2, 3, 6, 6]), **kw)


def test_m_7_8_the_elected_leader_announces_openly():
    """M-7.8: a Leader elected this turn announces its destination to all before the others."""
    g = phase_d(elected=True, saw_dice=[0])
    assert ask(g) == (0, "announce")
    g.apply(A.go(4))
    assert g.public_view()["announced"] == 4 and g.view(2)["announced"] == 4
    assert ask(g) == (1, "destination") and g.poll.seats == (1, 2, 3)


def test_m_7_9_open_m_8_the_others_choose_secretly_and_reveal_together():
    """M-7.9, OPEN-M-8: everyone else (a Leader not elected this turn too) chooses secretly; all
    are revealed at once."""
    g = phase_d()
    assert ask(g) == (0, "destination") and g.poll.seats == (0, 1, 2, 3)
    g.apply(A.go(2))
    assert g.view(0)["poll"]["mine"] == 2 and g.view(1)["poll"]["mine"] is None
    assert "destinations" not in json.dumps(g.view(1)["poll"])
    g.apply(A.go(3))
    g.apply(A.go(3))
    rec = g.apply(A.go(1))
    shown, = [e for e in rec.events if e.kind == "destinations_revealed"]
    assert shown.data["choices"] == [[0, 2], [1, 3], [2, 3], [3, 1]]


def test_m_7_10_open_m_9_only_the_place_is_chosen():
    """M-7.10, OPEN-M-9: in phase D only a place is chosen; the character is picked when
    moving."""
    g = phase_d()
    assert all(isinstance(a, A.Go) for a in g.legal_actions())
    assert {a.to for a in g.legal_actions()} == {1, 2, 3, 4, 5}


def choose_all(g, dests: dict):
    """Answer this turn's destinations: ``dests`` seat -> place, each seat once."""
    left = dict(dests)
    while g.pending is not None and g.pending.kind in ("destination", "announce") \
            and g.pending.seat in left:
        g.apply(A.go(left.pop(g.pending.seat)))


def test_m_7_11_m_7_16_a_full_place_sends_the_mover_to_the_car_park():
    """M-7.11, M-7.16: a place's capacity is never exceeded: a character moving into a full
    place goes to the Car Park."""
    where = {pc(2, "star"): 2, pc(2, "bouncer"): 2, pc(3, "star"): 2, pc(3, "bouncer"): 2,
             pc(0, "star"): 3, pc(1, "star"): 5}
    g = phase_d(where=where, dice=[3, 3, 5, 5])
    choose_all(g, {0: 2, 1: 5, 2: 3, 3: 3})
    assert ask(g) == (2, "move") or g.where[pc(0, "star")] == 1
    moved = [e.data for e in events(g, "moved") if e.data["seat"] == 0]
    assert moved == [{"seat": 0, "piece": pc(0, "star"), "frm": 3, "to": 1, "redirected": True}]
    assert len(g.at(2)) <= 4


def test_m_7_12_m_7_13_zombies_by_the_dice_a_six_ignored_with_four_players():
    """M-7.12, M-7.13: after the reveal, a zombie before each place rolled; with 3–4 players a
    6 brings none."""
    g = phase_d(dice=[2, 3, 6, 6])
    choose_all(g, {0: 3, 1: 5, 2: 4, 3: 4})
    arrive = events(g, "zombies_arrive")[0]
    assert arrive.data == {"dice": [2, 3, 6, 6], "placed": [2, 3]} and arrive.seats is None
    assert g.zombies[2] == 1


def test_m_7_14_open_m_10_each_moves_exactly_one_leader_first():
    """M-7.14, OPEN-M-10: from the Leader clockwise each player moves one character not already
    at its destination; with all of them there, nothing moves."""
    g = phase_d(leader=1, where={pc(0, "star"): 3, pc(0, "bouncer"): 5, pc(1, "star"): 5,
                                 pc(1, "bouncer"): 3, pc(2, "star"): 4, pc(3, "star"): 4})
    choose_all(g, {1: 3, 2: 4, 3: 2, 0: 2})
    # sky (only its Pop Star is not at 3) and blue move without being asked; green's only
    # character is at 4 already: nothing moves; orange chooses
    assert ask(g) == (0, "move")
    assert {a.piece for a in g.legal_actions()} == {pc(0, "star"), pc(0, "bouncer")}
    g.apply(A.move(pc(0, "bouncer")))
    assert events(g, "no_move")[0].data["seat"] == 2
    moved = [(e.data["seat"], e.data["piece"], e.data["to"]) for e in events(g, "moved")]
    assert moved[:3] == [(1, pc(1, "star"), 3), (3, pc(3, "star"), 2), (0, pc(0, "bouncer"), 2)]


def test_m_7_15_a_service_door_cancels_or_redirects_the_move():
    """M-7.15, M-9.1: a Service Door replaces the move: the character stays, or goes to any
    place with room."""
    g = phase_d(hands={0: cards("escape")}, dice=[2, 2, 6, 6])
    choose_all(g, {0: 4, 1: 5, 2: 4, 3: 4})
    assert ask(g) == (0, "move")
    doors = [a for a in g.legal_actions() if isinstance(a, A.Escape)]
    assert {(a.piece, a.to) for a in doors} >= {(pc(0, "star"), 3), (pc(0, "star"), 2)}
    g.apply(A.escape("service_door.1", pc(0, "star"), 3))
    assert g.where[pc(0, "star")] == 3 and g.where[pc(0, "bouncer")] == 5
    assert "service_door.1" in g.out and events(g, "escaped")


def test_m_7_17_open_m_12_blocked_places():
    """M-7.17, OPEN-M-12: after the zombies arrive, a place with nobody and 8+ zombies is
    blocked for good: a move into it goes to the Car Park, its dice are ignored. The Car Park is
    never blocked."""
    where = {pc(0, "star"): 3, pc(0, "bouncer"): 3, pc(1, "star"): 4, pc(1, "bouncer"): 4,
             pc(2, "star"): 4, pc(3, "star"): 3, pc(3, "bouncer"): 5}
    g = phase_d(where=where, dice=[2, 2, 1, 1], zombies={2: 6, 1: 9})
    choose_all(g, {0: 2, 1: 4, 2: 4, 3: 3})
    g.apply(A.move(pc(0, "star")))
    assert [e.data["at"] for e in events(g, "blocked")] == [2] and 1 not in g.blocked
    assert [(e.data["piece"], e.data["to"], e.data["redirected"]) for e in events(g, "moved")
            if e.data["seat"] == 0] == [(pc(0, "star"), 1, True)]
    assert 2 not in {a.to for a in done_until(g, "destination").legal_actions()}


# ---------------------------------------------------------------------- M-7 phase F
def test_m_7_18_m_7_19_open_m_13_extra_zombies_need_a_single_most():
    """M-7.18, M-7.19, OPEN-M-13: the place with the most characters gets a zombie (none on a
    tie); with no Pop Star on the board none for the stars."""
    where = {pc(0, "bouncer"): 3, pc(0, "negotiator"): 3, pc(1, "bouncer"): 3,
             pc(2, "bouncer"): 5, pc(3, "bouncer"): 5}
    g = pos(phase="F", where=where)
    assert [(e.data["why"], e.data["at"]) for e in events(g, "extra_zombie")] == [("crowd", 3)]
    assert events(g, "no_extra_zombie")[0].data == {"why": "star", "tied": []}


def test_m_7_20_attacks_are_resolved_from_1_to_6():
    """M-7.20: places are resolved in number order."""
    where = {pc(0, "star"): 1, pc(0, "bouncer"): 2, pc(0, "negotiator"): 2,
             pc(1, "negotiator"): 3, pc(1, "star"): 3, pc(3, "negotiator"): 4,
             pc(3, "bouncer"): 4, pc(2, "negotiator"): 5, pc(2, "star"): 5}
    g = pos(phase="F", where=where, zombies={2: 1, 3: 1, 4: 2, 5: 1})
    assert [e.data["at"] for e in events(g, "held")] == [2, 3, 4, 5]


def test_m_7_21_m_8_3_cards_before_the_sacrifice_leader_first_then_a_second_look():
    """M-7.21, M-8.3: after a breach the card window opens from the Leader clockwise; the place
    is checked again; a Shutter that lifts the defence to the zombies' number holds them."""
    g = breach_at_3(leader=1, zombies={3: 4}, hands={0: cards("barricade"), 1: cards("threat")})
    assert ask(g) == (1, "cards")
    g.apply(A.DONE)
    assert ask(g) == (0, "cards")
    g.apply(A.play("shutter.1"))
    assert events(g, "held_off")[0].data == {"at": 3, "zombies": 4, "defence": 5}
    assert not events(g, "eaten") and g.zombies[3] == 4


def test_m_8_3_the_card_window_closes_once_the_place_holds():
    """M-8.3, M-7.21: the window goes round from the Leader while the dead break in; once a card
    holds the place (here the Leader's Shutter: defence 5 against 4), nobody else is asked — no
    card adds zombies or takes defence away, so the second look cannot change — and no vote is
    held. (Every other player, each holding a Fire Axe or a Scare, was curtained and asked to
    play against an attack that was over: a newcomer's game.)"""
    g = breach_at_3(leader=1, zombies={3: 4},
                    hands={1: cards("barricade"), 0: cards("threat"), 2: cards("weapon"),
                           3: cards("weapon", skip=1)})
    assert ask(g) == (1, "cards")
    g.apply(A.play("shutter.1"))
    assert events(g, "held_off")[0].data == {"at": 3, "zombies": 4, "defence": 5}
    asked = [r.seat for r in g.history if r.kind == "cards" and r.seat != 1]
    assert asked == [] and not (g.pending and g.pending.kind == "cards"
                                and g.pending.info.get("place") == 3)
    assert not events(g, "eaten") and g.hands[2] and g.hands[3] and g.hands[0]


# ---------------------------------------------------------------------- M-8
def test_m_8_1_defence_counts_lying_low_and_bouncers_and_shutters():
    """M-8.1, M-8.7: defence = characters there (one lying low too) + 1 per Bouncer + 1 per
    Shutter."""
    g = breach_at_3(hands={0: cards("hidden") + cards("barricade")})
    assert g.defence(3) == 4
    g.apply(A.play("lie_low.1", piece=pc(0, "star")))
    assert g.defence(3) == 4
    g.apply(A.play("shutter.1"))
    assert g.defence(3) == 5


def test_m_8_2_open_m_14_a_breach_needs_as_many_zombies_as_defence_and_one_at_least():
    """M-8.2, OPEN-M-14: zombies >= defence break in; none never do."""
    g = breach_at_3(zombies={3: 3})
    assert [e.data["at"] for e in events(g, "held")] == [3]
    g = breach_at_3(zombies={3: 4})
    assert [e.data["at"] for e in events(g, "breach")] == [3]
    g = pos(phase="F", where={pc(0, "star"): 4, pc(1, "star"): 3, pc(2, "star"): 5,
                              pc(2, "bouncer"): 5, pc(3, "star"): 2, pc(3, "bouncer"): 2})
    assert not events(g, "breach") and not events(g, "held") and not events(g, "extra_zombie")


def test_m_8_4_the_helipad_falls_to_four_and_takes_no_shutter():
    """M-8.4, OPEN-M-15, M-9.1: 4 zombies always break into the Helipad; no Shutter there."""
    where = {pc(0, "star"): 4, pc(0, "bouncer"): 4, pc(1, "bouncer"): 4, pc(1, "star"): 4,
             pc(2, "star"): 3, pc(2, "bouncer"): 3, pc(3, "star"): 3, pc(3, "bouncer"): 3}
    g = pos(phase="F", where=where, zombies={4: 4}, hands={0: cards("barricade")})
    assert g.defence(4) == 6 and [e.data["at"] for e in events(g, "breach")] == [4]
    assert g.legal_actions() == [A.DONE]


def test_m_8_5_after_a_death_the_zombies_leave_otherwise_they_stay():
    """M-8.5: the players there vote, the victim is removed and every zombie there leaves;
    zombies that do not break in, or face an empty place, stay."""
    g = breach_at_3(zombies={3: 5, 2: 3})
    vote_all(g, {0: SKY, 1: SKY})
    assert events(g, "eaten")[0].data["piece"] == pc(1, "bouncer")
    assert g.zombies[3] == 0 and events(g, "zombies_leave")[0].data == {"at": 3, "count": 5}
    assert g.zombies[2] == 3


def test_m_8_6_the_car_park_eats_one_per_zombie_and_is_cleared_at_the_end():
    """M-8.6: at the Car Park the dead always get in: one vote and one victim per zombie, at
    most everyone there; the zombies leave at the end of the turn."""
    where = {pc(0, "star"): 1, pc(0, "bouncer"): 1, pc(1, "star"): 1, **CALM,
             pc(1, "negotiator"): 4}
    g = pos(phase="F", where=where, zombies={1: 2})
    # the biggest crowd and the most Pop Stars: two more zombies (M-7.18, M-7.19): 4 for 3
    assert events(g, "breach")[0].data["zombies"] == 4
    vote_all(g, {0: SKY, 1: SKY})
    assert events(g, "vote_unopposed")                  # only orange is left to choose from
    assert ask(g) == (0, "victim")
    g.apply(A.eaten(pc(0, "bouncer")))
    assert [e.data["piece"] for e in events(g, "eaten")] == [
        pc(1, "star"), pc(0, "bouncer"), pc(0, "star")]   # at most everyone there
    assert g.zombies[1] == 0 and events(g, "parking_cleared")[0].data["zombies"] == 4


def test_m_8_7_m_9_4_a_character_lying_low_cannot_be_chosen():
    """M-8.7, M-9.4, OPEN-M-19: a character under Lie Low is no candidate; at the Car Park it
    stays hidden for every vote of the attack."""
    where = {pc(0, "star"): 1, pc(1, "star"): 1, pc(1, "bouncer"): 1, **CALM}
    g = pos(phase="F", where=where, zombies={1: 2}, hands={0: cards("hidden")})
    assert ask(g) == (0, "cards")
    g.apply(A.play("lie_low.1", piece=pc(0, "star")))
    # sky is the only candidate left, for the first vote and the second alike
    assert [e.data["winner"] for e in events(g, "vote_unopposed")] == [SKY]
    assert ask(g) == (1, "victim")
    g.apply(A.eaten(pc(1, "bouncer")))
    assert [e.data["piece"] for e in events(g, "eaten")] == [pc(1, "bouncer"), pc(1, "star")]
    assert g.where[pc(0, "star")] == 1 and pc(0, "star") not in g.dead


def test_m_8_8_open_m_16_everyone_lying_low_nobody_eaten_zombies_stay():
    """M-8.8, OPEN-M-16: if every character at a breached place lies low, nobody is eaten and
    the zombies stay."""
    where = {pc(0, "star"): 3, pc(2, "star"): 5, pc(2, "bouncer"): 5, pc(3, "bouncer"): 4,
             pc(1, "bouncer"): 2}
    g = pos(phase="F", where=where, zombies={3: 2}, hands={0: cards("hidden")})
    g.apply(A.play("lie_low.1", piece=pc(0, "star")))
    assert events(g, "nobody_eaten")[0].data["at"] == 3
    assert g.zombies[3] == 2 and g.where[pc(0, "star")] == 3


# ---------------------------------------------------------------------- M-9 cards
def test_m_9_1_each_card_only_in_its_phase():
    """M-9.1: Intimidate and Lie Low before votes (A, B, F), Fire Axe and Shutter only at an
    attack, the Service Door in movement, the Security Monitor at the dice."""
    hand = cards("weapon") + cards("barricade") + cards("threat") + cards("hidden")
    g = car_park_vote(hands={0: hand})
    offered = {a.card.partition(".")[0] for a in g.legal_actions() if a is not A.DONE}
    assert offered == {"intimidate", "lie_low"}
    g = breach_at_3(hands={0: hand})
    offered = {a.card.partition(".")[0] for a in g.legal_actions() if a is not A.DONE}
    assert offered == {"intimidate", "lie_low", "axe", "shutter"}


def test_m_9_2_open_m_17_played_cards_leave_the_game():
    """M-9.2, OPEN-M-17: a played card is out of the game for good: never back in the deck."""
    g = random_game(4, 2)
    played = [e.data["card"] for e in events(g, "card_played")]
    assert played and all(c in g.out and c not in g.deck for c in played)


def test_m_9_3_m_7_21_fire_axe_kills_one_or_two_by_any_player():
    """M-9.3: the player chooses 1 or 2. M-7.21 (seed: «кожен гравець, починаючи з Вожака,
    може використати … карт дії, щоб зменшити кількість зомбі чи встановити барикаду»): any
    player may use a Fire Axe or a Shutter in the attack's first window, with a character there
    or not — the spec's OPEN-M-18 recommendation ("only a player with a character there") is
    wrong against the seed (docs/decisions.md)."""
    g = breach_at_3(zombies={3: 5}, hands={0: cards("weapon"), 2: cards("weapon", skip=1)})
    assert {a.kill for a in g.legal_actions() if a is not A.DONE} == {1, 2}
    g.apply(A.play("axe.1", kill=1))
    assert g.zombies[3] == 4
    assert ask(g) == (2, "cards")                  # green has nobody at the Food Court
    assert {a.kill for a in g.legal_actions() if a is not A.DONE} == {1, 2}
    g.apply(A.play("axe.2", kill=1))
    assert g.zombies[3] == 3                       # 3 < defence 4: the Food Court holds
    g = pos(phase="F", where={pc(0, "star"): 3, pc(1, "star"): 5, pc(1, "bouncer"): 5,
                              pc(2, "star"): 4, pc(2, "bouncer"): 4},
            zombies={3: 1}, hands={0: cards("weapon")})
    assert [a.kill for a in g.legal_actions() if a is not A.DONE] == [1]


def test_m_7_21_a_shutter_from_a_player_with_nobody_there():
    """M-7.21, M-8.1: a player with nobody at the attacked place may play a Shutter there: the
    defence rises to 5 and 4 zombies are held off, nobody eaten."""
    g = breach_at_3(zombies={3: 4}, hands={3: cards("barricade")})
    assert ask(g) == (3, "cards")                  # blue stands at the Cinema, not here
    g.apply(next(a for a in g.legal_actions() if a is not A.DONE))
    held = events(g, "held_off")
    assert held and held[0].data["at"] == 3 and held[0].data["defence"] == 5
    assert not events(g, "eaten")


def test_m_9_4_lying_low_in_phase_a_takes_the_vote_and_the_candidacy():
    """M-9.4, OPEN-M-19: in phases A/B a character lying low casts no vote, and its owner is no
    candidate if all its characters there lie low."""
    g = car_park_vote(where={pc(0, "negotiator"): 1, pc(1, "star"): 1, pc(1, "bouncer"): 1,
                             **CALM}, hands={0: cards("hidden")})
    g.apply(A.play("lie_low.1", piece=pc(0, "negotiator")))
    assert events(g, "vote_unopposed")[0].data["winner"] == SKY


# ---------------------------------------------------------------------- M-10
def dead_green(**kw):
    """Green has lost every character (last one at the Cinema) and still plays."""
    where = {pc(0, "star"): 1, pc(1, "star"): 1, pc(0, "bouncer"): 3, pc(1, "bouncer"): 3,
             pc(3, "star"): 5, pc(3, "bouncer"): 4}
    return pos(where=where, last_death={2: 5}, **kw)


def test_m_10_1_m_10_2_m_10_4_a_player_without_characters_votes_only_in_repeats():
    """M-10.1, M-10.2, M-10.4: a player with no character left stays in the game, keeps its
    cards, has no vote in a first vote, and in a repeat vote has 1 and may play Intimidate."""
    g = dead_green(phase="A", hands={2: cards("threat")})
    assert not g.own(2) and g.public_view()["poll"]["weights"] == [[0, 1], [1, 1]]
    vote_all(g, {0: ORANGE, 1: SKY})
    assert ask(g) == (2, "cards")
    g.apply(A.play("intimidate.1"))
    assert dict(map(tuple, g.public_view()["poll"]["weights"]))[2] == 2
    vote_all(g, {0: ORANGE, 1: SKY, 2: SKY, 3: ORANGE})
    assert events(g, "police_call")[-1].data["seat"] == 1


def test_m_10_1_m_7_21_a_player_without_characters_may_still_use_a_fire_axe_at_a_breach():
    """M-10.1 (such a player "stays in the game"), M-7.21 (seed: «кожен гравець» may use action
    cards before the vote to cut the zombies down): our ruling, docs/decisions.md — a player
    with no character left is one of "each player", asked in an attack's first window and
    offered a Fire Axe there; M-10.4 lists what else they keep (cards, Intimidate in repeats)."""
    g = dead_green(phase="F", zombies={3: 5}, hands={2: cards("weapon")})
    assert not g.own(2) and g.breaks_in(3)
    offered = {}
    for _ in range(60):   # the Car Park's attack first (its zombie), then the Food Court's
        if g.pending is None or 3 in offered:
            break
        if g.pending.kind == "cards" and g.pending.seat == 2:
            offered[g.pending.info["place"]] = {a.kill for a in g.legal_actions() if a is not A.DONE}
        legal = g.legal_actions()
        g.apply(A.DONE if A.DONE in legal else legal[0])
    assert offered.get(3) == {1, 2}, offered


def test_m_10_3_open_m_20_the_dead_return_as_a_zombie_next_turn_only():
    """M-10.3, OPEN-M-20: the player who lost its last character comes back once, as a zombie
    placed in phase E of the next turn where that character died."""
    where = {pc(2, "star"): 3, pc(0, "star"): 3, pc(0, "bouncer"): 5, pc(1, "star"): 5,
             pc(1, "bouncer"): 4, pc(3, "star"): 4}
    g = pos(phase="F", where=where, zombies={3: 2})
    vote_all(g, {0: GREEN, 2: GREEN})
    assert events(g, "player_out")[0].data == {"seat": 2, "at": 3}
    for _ in range(200):
        if events(g, "zombies_arrive") or g.pending is None:
            break
        g.apply(g.legal_actions()[0])
    assert [e.data for e in events(g, "returned_as_zombie")] == [{"seat": 2, "at": 3}]
    for _ in range(400):
        if len(events(g, "zombies_arrive")) >= 2 or g.pending is None:
            break
        g.apply(g.legal_actions()[0])
    assert len(events(g, "returned_as_zombie")) == 1


# ---------------------------------------------------------------------- M-11
def test_m_11_1_all_survivors_in_one_place_ends_the_game():
    """M-11.1: at the end of a turn all survivors in one place (not the Car Park) end it."""
    where = {pc(0, "star"): 3, pc(0, "bouncer"): 3, pc(1, "star"): 3, pc(1, "bouncer"): 3,
             pc(2, "star"): 3}
    g = pos(phase="F", where=where)
    assert g.outcome is not None and g.outcome.reason == "gathered"
    where = {p: 1 for p in where}
    g = pos(phase="F", where=where, zombies={})
    assert g.outcome is None


def test_m_11_2_open_m_21_the_game_ends_at_the_survivor_threshold_at_once():
    """M-11.2, OPEN-M-21: checked after every death; 4 survivors (6 with six players) end the
    game at once, even between two Car Park victims."""
    where = {pc(0, "star"): 1, pc(1, "star"): 1, pc(2, "star"): 3, pc(3, "star"): 5,
             pc(3, "bouncer"): 5}
    g = pos(phase="F", where=where, zombies={1: 2})
    vote_all(g, {0: SKY, 1: SKY})
    assert g.outcome.reason == "few_left" and len(g.alive()) == 4
    assert len(events(g, "eaten")) == 1
    six = pos(6, phase="A", where={pc(s, "star"): 3 if s < 4 else 5 for s in range(6)}
              | {pc(0, "bouncer"): 4})
    assert six.threshold() == 6 and six.outcome is None


def test_m_1_3_m_11_3_the_most_points_wins():
    """M-1.3, M-11.3: survivors' points: Pop Star 7, Bouncer 5, Negotiator 3, Intern 1; the
    highest total wins."""
    where = {pc(0, "intern"): 3, pc(1, "negotiator"): 3, pc(2, "bouncer"): 5, pc(2, "star"): 1,
             pc(0, "star"): 1}
    g = pos(3, phase="F", where=where, zombies={1: 1})
    vote_all(g, {0: GREEN, 2: GREEN})
    assert g.scores == {0: 8, 1: 3, 2: 5} and g.outcome.winners == (0,)


def test_m_11_4_open_m_22_ties_go_to_more_cards_then_shared():
    """M-11.4, OPEN-M-22: a tie goes to the player with more action cards; still tied, all the
    tied players win."""
    where = {pc(0, "star"): 3, pc(1, "star"): 5, pc(2, "negotiator"): 4, pc(3, "negotiator"): 4,
             pc(3, "bouncer"): 1}
    g = pos(phase="F", where=where, zombies={1: 1}, hands={1: cards("camera")})
    assert ask(g) == (1, "cards")      # every player holding a card is asked at a breach (M-7.21)
    done_until(g, "end")
    assert g.outcome.winners == (1,) and events(g, "game_over")[0].data["tie_break"]
    g = pos(phase="F", where=where, zombies={1: 1})
    assert g.outcome.winners == (0, 1)


def test_m_8_1_m_8_2_m_8_4_m_8_6_m_7_11_the_view_says_each_places_defence_break_in_and_room():
    """The table says these from the view (issue 17's mall table): the defence is 1 per
    character there, 1 more per Bouncer and per Shutter played on an attacked place (M-8.1);
    zombies break in at least as many as the defence, never with none (M-8.2, OPEN-M-14), four
    always at the Helipad (M-8.4, OPEN-M-15), always at the Car Park (M-8.6); room: open and
    below its capacity (M-7.11, M-7.16). Checked at every decision of random games."""
    seen = set()

    def check(g):
        v = g.public_view()
        for pl in v["places"]:
            n, here, z = pl["number"], pl["pieces"], pl["zombies"]
            d = len(here) + sum(1 for p in here if p.endswith(".bouncer")) \
                + (v["barricades"] if v["attack_at"] == n else 0)
            assert pl["defence"] == d
            need = min(d, 4) if n == 4 else d
            assert pl["breaks_in"] == (z > 0 and (n == 1 or z >= need)), (n, z, d)
            cap = pl["capacity"]
            assert pl["room"] == (not pl["blocked"] and (cap is None or len(here) < cap))
            seen.add((n, pl["breaks_in"], pl["room"]))

    for seed in range(6):
        random_game(4, seed, check)
    assert (4, True, True) in seen or (4, True, False) in seen
    assert {(1, True, True), (1, False, True)} <= seen
