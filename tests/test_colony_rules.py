"""One focused test per numbered rule of shared/spec/colony.md (C-…, OPEN-C-…, C-23 rulings).

Every position is built with the public builder (``stage``, rules/colony/position.py) from
fixture survivors and cards (ids ``fx.…``); each test asserts exact numbers or states, so a
rule the engine gets wrong makes it fail.
"""
from __future__ import annotations

from collections import Counter

import pytest
from colony_helpers import (
    content,
    end_turns,
    events,
    fx_crisis,
    fx_equip,
    fx_item,
    fx_main,
    fx_xr,
    new,
    op,
    person,
    stage,
)

from rules.colony import actions as A
from rules.colony.content import Ability
from rules.colony.game import Game, Options
from rules.core.errors import IllegalAction


# ---------------------------------------------------------------------------------- helpers
def zombie_card(c, place: str, count: int, cid: str = "fx.horde") -> str:
    """A fixture card that adds ``count`` zombies at ``place`` when played (C-11.1)."""
    return fx_item(c, cid, "tools", play=(op("add_zombies", count=count, where=place),))


def vote(g: Game, *ballots: bool) -> list:
    """Cast the given sealed ballots in the order asked; returns the seats that voted."""
    seats = []
    for yes in ballots:
        assert g.pending.kind == "vote", g.pending.kind
        seats.append(g.pending.seat)
        g.apply(A.Ballot(yes))
    return seats


def kinds(g: Game, cls) -> list:
    return [a for a in g.legal_actions() if isinstance(a, cls)]


# ---------------------------------------------------------------------------------- C-3 setup
def test_c_3_4_each_seat_one_secret_objective_rest_in_box():
    """C-3.4: "Shuffle the set-aside pool (2P+1 cards) and deal 1 to each player; return the
    leftovers to the box unseen" — one objective per seat, all different, the rest boxed."""
    for seed in range(20):
        g = Game(Options(players=4, seed=seed), content())
        dealt = [s.objective for s in g.seats]
        allobj = set(g.content.secrets) | set(g.content.betrayals)
        assert all(o in allobj for o in dealt)
        assert len(set(dealt)) == 4
        assert sorted(g.objective_box) == sorted(allobj - set(dealt))
        assert len(g.objective_box) == len(allobj) - 4


def test_c_3_4_at_most_one_betrayal_and_pool_of_2p_plus_1():
    """C-3.4: "add 1 of them [Betrayal] ... Shuffle the set-aside pool (2P+1 cards)": at most one
    betrayal is ever dealt, and with 4 players it is dealt P/(2P+1) = 4/9 of the time."""
    betrayers = []
    for seed in range(400):
        g = Game(Options(players=4, seed=seed), content())
        b = sum(1 for s in g.seats if s.objective in g.content.betrayals)
        assert b <= 1
        betrayers.append(b)
    share = sum(betrayers) / len(betrayers)
    assert 0.36 <= share <= 0.53   # 4/9 = 0.444; a P+1 pool would give 0.8


def test_c_19_3_traitor_pool_p_plus_1():
    """C-19.3: "set aside only 1 non-betrayal Secret objective per player ... before adding the 1
    Betrayal objective" — a betrayer is in play P/(P+1) = 4/5 of the time, never two."""
    betrayers = []
    for seed in range(400):
        g = Game(Options(players=4, seed=seed, traitor=True), content())
        b = sum(1 for s in g.seats if s.objective in g.content.betrayals)
        assert b <= 1
        betrayers.append(b)
    share = sum(betrayers) / len(betrayers)
    assert 0.72 <= share <= 0.88   # 4/5 = 0.8; the standard pool would give 0.444


def test_c_23_19_setup_without_betrayal():
    """C-23.19: "The optional setup without a betrayal objective ... is allowed" — with
    Options(betrayal=False) no seat ever holds a betrayal; every betrayal stays in the box."""
    for seed in range(60):
        g = Game(Options(players=5, seed=seed, betrayal=False), content())
        assert all(s.objective in g.content.secrets for s in g.seats)
        assert set(g.content.betrayals) <= set(g.objective_box)


def test_c_3_7_five_starting_items_each():
    """C-3.7: "Shuffle the 25 starting items and deal 5 to each player; return the rest to the
    box." """
    g = Game(Options(players=3, seed=4), content())
    starting = [c for c, d in g.card_def.items() if d.origin == "start"]
    assert len(starting) == 25
    for s in g.seats:
        assert len(s.hand) == 5
        assert all(g.card_def[c].origin == "start" for c in s.hand)
    dealt = [c for s in g.seats for c in s.hand]
    assert len(set(dealt)) == 15
    assert sorted(g.box) == sorted(set(starting) - set(dealt)) and len(g.box) == 10


def test_c_19_2_seven_starting_items_with_two_players():
    """C-19.2: "each player gets 7 starting items instead of 5"; 25 − 14 = 11 go to the box."""
    g = Game(Options(players=2, seed=4), content())
    assert [len(s.hand) for s in g.seats] == [7, 7]
    assert all(g.card_def[c].origin == "start" for s in g.seats for c in s.hand)
    assert len(g.box) == 11


def test_c_3_9_draft_keep_two_of_four():
    """C-3.9/C-3.10: "Deal 4 survivor cards to each player. Each player keeps 2 and returns 2 to
    the Survivor deck"; one kept survivor is the Leader: Draft(leader, (follower,))."""
    g = Game(Options(players=3, seed=2), content())
    assert g.pending.kind == "draft" and g.pending.seat == 0 and g.pending.info["keep"] == 2
    dealt = list(g.dealt[0])
    assert len(dealt) == 4
    acts = g.legal_actions()
    assert len(acts) == 12   # 4 leaders x 3 followers
    assert all(isinstance(a, A.Draft) and a.leader in dealt and len(a.followers) == 1
               and a.followers[0] in dealt and a.followers[0] != a.leader for a in acts)
    deck_before = len(g.survivor_deck)
    g.apply(A.Draft(dealt[2], (dealt[0],)))
    # C-3.9/C-3.13: a pick stays secret until every seat has chosen; the draft goes on
    assert g.pending.kind == "draft" and g.pending.seat == 1
    assert g.seats[0].leader is None and not g.survivors
    others = [g.public_view(), g.view(1), g.view(2)]
    assert all(dealt[2] not in repr(v) and dealt[0] not in repr(v) for v in others)
    while g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    assert g.seats[0].leader == dealt[2]
    assert {sid for sid, sv in g.survivors.items() if sv.owner == 0} == {dealt[0], dealt[2]}
    assert all(g.survivors[x].place == "colony" for x in (dealt[0], dealt[2]))
    assert dealt[1] in g.survivor_deck and dealt[3] in g.survivor_deck
    assert len(g.survivor_deck) == deck_before + 6


def test_c_3_9_draft_picks_revealed_together():
    """C-3.9/C-3.13: each seat's pick is told only to that seat (a secret event); the picks are
    revealed to everyone together, after the last seat has chosen."""
    g = Game(Options(players=3, seed=2), content())
    secret, public = [], []
    while g.pending.kind == "draft":
        rec = g.apply(g.legal_actions()[-1])
        secret += [e for e in rec.events if e.kind == "draft_pick"]
        public += [e for e in rec.events if e.kind == "drafted"]
        if g.pending.kind == "draft":
            assert not public
    assert [e.seats for e in secret] == [frozenset({0}), frozenset({1}), frozenset({2})]
    assert [e.data["seat"] for e in public] == [0, 1, 2] and all(e.seats is None for e in public)


def test_c_19_2_draft_keep_three_of_four_with_two_players():
    """C-19.2: with 2 players each "keeps 3 of the 4 dealt survivors instead of 2 (so each rolls
    4 dice in round 1)"."""
    g = Game(Options(players=2, seed=2), content())
    assert g.pending.info["keep"] == 3
    acts = g.legal_actions()
    assert len(acts) == 12   # 4 leaders x 3 ways to drop one of the other three
    assert all(len(a.followers) == 2 and a.leader not in a.followers for a in acts)
    g = new(players=2, seed=2)
    assert [len(g.own(i)) for i in range(2)] == [3, 3]
    assert [len(s.dice) for s in g.seats] == [4, 4]


def test_c_3_13_first_player_is_highest_leader_influence():
    """C-3.13: "The player whose Leader has the highest Influence takes the First player token
    and starts the first round." Seat 2 leads with its best survivor, the others with their worst."""
    g = Game(Options(players=3, seed=3), content())
    infl = lambda sid: g.content.survivors[sid].influence   # noqa: E731
    leaders = {}
    while g.pending.kind == "draft":
        i = g.pending.seat
        dealt = sorted(g.dealt[i], key=infl)
        leader = dealt[-1] if i == 2 else dealt[0]
        leaders[i] = leader
        g.apply(next(a for a in g.legal_actions() if a.leader == leader))
    assert infl(leaders[2]) > max(infl(leaders[0]), infl(leaders[1]))   # staging holds
    assert g.first == 2
    assert g.pending.kind == "turn" and g.pending.seat == 2


# ---------------------------------------------------------------------------------- C-5 dice
def test_c_5_2_dice_one_plus_controlled_survivors():
    """C-5.2: "takes 1 die plus 1 per survivor they control (helpless tokens are never controlled
    and give no die)" — 3, 1 and 2 survivors with 4 helpless roll 4, 2 and 3 dice. (A seat with
    no survivor is not a reachable position, C-14.5.)"""
    c = content()
    me = 0
    a, b, cc = me, (me + 1) % 3, (me + 2) % 3
    people = [person(c, a, "school", f"fx.a{k}", influence=10 + k) for k in range(3)]
    people += [person(c, b, "colony", "fx.b0", influence=20),
               person(c, cc, "police", "fx.c0", influence=30),
               person(c, cc, "police", "fx.c1", influence=31)]
    g = stage(c, *people, helpless=4)
    end_turns(g)
    assert g.round_no == 2
    assert len(g.seats[a].dice) == 4
    assert len(g.seats[b].dice) == 2
    assert len(g.seats[cc].dice) == 3
    assert all(s.used == 0 for s in g.seats)


def test_c_5_4_survivor_gained_mid_round_gives_no_die_until_next_roll():
    """C-5.4: "A survivor gained after step 2 can act this round but gives no extra die until the
    next roll." """
    c = content()
    me = 0
    card = fx_item(c, "fx.recruit", "survivor", play=(op("add_survivor", draw=1),))
    g = stage(c, person(c, me, "colony", "fx.first"), seats={me: {"dice": [4, 4], "hand": [card]}})
    newcomer = g.survivor_deck[-1]
    g.apply(A.Play(card))
    assert g.survivors[newcomer].owner == me and g.survivors[newcomer].place == "colony"
    assert g.seats[me].dice == [4, 4]
    assert A.Move(newcomer, "school") in g.legal_actions()   # it can act at once
    end_turns(g)
    assert len(g.seats[me].dice) == 3   # 1 + 2 survivors at the next roll


# ---------------------------------------------------------------------------------- C-6 die actions
def test_c_6_2_attack_needs_die_at_least_attack():
    """C-6.2: "spend a die >= S's Attack" — a 3 cannot pay an Attack 4+ (rejected, state
    unchanged); a 4 can."""
    def position(dice):
        c = content()
        return stage(c, person(c, 0, "school", "fx.brawler", attack=4),
                     places={"school": {"zombies": 2}}, seats={0: {"dice": dice}})

    g = position([3])
    assert not kinds(g, A.Attack)
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.Attack("fx.brawler", 3, 1))
    assert g.state_dict() == before
    g = position([3, 4])
    assert kinds(g, A.Attack) == [A.Attack("fx.brawler", 4, 1)]
    g.rng.script("exposure", "blank")
    g.apply(A.Attack("fx.brawler", 4, 1))
    assert g.places["school"].zombies == 1 and g.seats[0].dice == [3]


def test_c_6_5_cannot_attack_own_or_helpless():
    """C-6.5: "A player may not attack their own survivors, and nobody may attack a helpless
    survivor." Only the other player's survivor is a target."""
    c = content()
    me, other = 0, 1
    g = stage(c, person(c, me, "colony", "fx.me1"), person(c, me, "colony", "fx.me2"),
              person(c, other, "colony", "fx.them"), helpless=3, seats={me: {"dice": [6]}})
    targets = {(a.survivor, a.target) for a in kinds(g, A.AttackSurvivor)}
    assert targets == {("fx.me1", "fx.them"), ("fx.me2", "fx.them")}
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.AttackSurvivor("fx.me1", 6, "fx.me2"))
    assert g.state_dict() == before


def test_c_6_7_no_search_in_the_colony():
    """C-6.7: Search is "Allowed at any Location except the Colony" — refused for that rule."""
    c = content()
    g = stage(c, person(c, 0, "colony", "fx.seeker", search=1), seats={0: {"dice": [6]}})
    assert not kinds(g, A.Search)
    before = g.state_dict()
    with pytest.raises(IllegalAction, match=r"C-6\.7"):
        g.apply(A.Search("fx.seeker", 6))
    assert g.state_dict() == before


def test_open_c_8_no_search_on_an_empty_deck():
    """OPEN-C-8: "a Location whose deck is empty cannot be searched; while searching, noise can
    only be made if the deck still has a card to draw"."""
    c = content()
    me = 0
    last = fx_item(c, "fx.last", "tools", origin="gas")
    g = stage(c, person(c, me, "gas", "fx.seeker", search=2), seats={me: {"dice": [5, 5]}},
              places={"gas": {"deck": [last]}})   # one card left
    deck = g.places["gas"].deck
    assert kinds(g, A.Search) == [A.Search("fx.seeker", 5)]
    hand = len(g.seats[me].hand)
    g.apply(A.Search("fx.seeker", 5))
    assert g.pending.kind == "turn"          # no noise offered: nothing left to draw
    assert g.places["gas"].noise == 0
    assert deck == [] and len(g.seats[me].hand) == hand + 1
    assert not kinds(g, A.Search)            # the empty deck cannot be searched
    with pytest.raises(IllegalAction):
        g.apply(A.Search("fx.seeker", 5))


def test_c_6_12_barricade_needs_an_empty_entrance_space():
    """C-6.12: "place 1 barricade token on an empty entrance space at S's location (at the Colony,
    at any entrance). Not possible if no entrance space there is empty." """
    c = content()
    me = 0
    g = stage(c, person(c, me, "gas", "fx.builder"), person(c, me, "colony", "fx.keeper"),
              seats={me: {"dice": [1]}},
              places={"gas": {"zombies": 1, "barricades": 1},   # its entrance (2 spaces) is full
                      "colony": {"zombies": [3, 3, 3, 2, 3, 3]}})   # one empty space, at entrance 4
    assert kinds(g, A.Barricade) == [A.Barricade("fx.keeper", 1, 4)]
    with pytest.raises(IllegalAction):
        g.apply(A.Barricade("fx.builder", 1, 1))
    g.apply(A.Barricade("fx.keeper", 1, 4))
    assert [e.b for e in g.places["colony"].entrances] == [0, 0, 0, 1, 0, 0]
    assert g.seats[me].dice == [] and g.seats[me].used == 1


def test_c_6_13_clean_waste_needs_a_survivor_in_the_colony():
    """C-6.13/OPEN-C-9: clean waste needs "you control at least 1 survivor in the Colony"
    (Spanish ruling): a survivor elsewhere is not enough."""
    def position(*where):
        c = content()
        waste = [fx_item(c, f"fx.w{k}", "tools") for k in range(1, 6)]
        people = [person(c, 0, p, f"fx.s{k}") for k, p in enumerate(where)]
        return stage(c, *people, waste=waste, seats={0: {"dice": [2]}})

    g = position("school")
    assert not kinds(g, A.CleanWaste)
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.CleanWaste(2))
    assert g.state_dict() == before
    g = position("school", "colony")
    assert kinds(g, A.CleanWaste) == [A.CleanWaste(2)]


def test_c_6_13_clean_waste_removes_the_top_three():
    """C-6.13: "remove the top 3 cards of the Waste pile from the game (all of them if fewer than
    3)"."""
    c = content()
    me = 0
    top = [fx_item(c, f"fx.w{k}", "tools") for k in range(5)]   # fx.w4 is the top
    g = stage(c, person(c, me, "colony", "fx.home"), waste=list(reversed(top)),
              seats={me: {"dice": [1, 6]}})
    g.apply(A.CleanWaste(6))
    assert g.waste == ["fx.w0", "fx.w1"]
    assert sorted(g.removed[-3:]) == ["fx.w2", "fx.w3", "fx.w4"]
    assert g.seats[me].dice == [1]
    g.apply(A.CleanWaste(1))
    assert g.waste == [] and {"fx.w0", "fx.w1"} <= set(g.removed)


def test_c_23_4_lure_at_most_two_and_may_stop_early():
    """C-23.4: "choose ONE source location other than the survivor's; move 0, 1 or 2 zombies from
    it" — two at most; the sources offered never include the survivor's own place."""
    c = content()
    g = stage(c, person(c, 0, "school", "fx.bait"), seats={0: {"dice": [2]}},
              places={"police": {"zombies": 3}, "school": {"zombies": 1},
                      "colony": {"zombies": [2, 0, 0, 0, 0, 0]}})
    assert {a.source for a in kinds(g, A.Lure)} == {"police", "colony"}
    g.apply(A.Lure("fx.bait", 2, "police"))
    assert g.pending.kind == "lure"
    assert {a for a in g.legal_actions()} == {A.LureZombie(1, 1), A.LureStop()}
    g.apply(A.LureZombie(1, 1))
    g.apply(A.LureZombie(1, 1))
    assert g.pending.kind == "turn"          # two moved: the lure is over
    assert g.places["police"].zombies == 1 and g.places["school"].zombies == 3
    assert g.places["colony"].zombies == 2   # one source only


def test_c_23_4_lure_may_move_zero():
    """C-23.4: "move 0, 1 or 2 zombies" — stopping at once moves none but spends the die."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.bait"), seats={me: {"dice": [2]}},
              places={"police": {"zombies": 3}})
    g.apply(A.Lure("fx.bait", 2, "police"))
    g.apply(A.LureStop())
    assert g.pending.kind == "turn"
    assert g.places["police"].zombies == 3 and g.places["school"].zombies == 0
    assert g.seats[me].dice == [] and g.seats[me].used == 1


def test_c_23_4_lure_only_into_empty_spaces():
    """C-23.4: "Lured zombies only fill empty spaces: they never destroy barricades and never
    overrun" — with one empty space only one zombie comes; the barricade stays."""
    c = content()
    g = stage(c, person(c, 0, "gas", "fx.bait"), seats={0: {"dice": [3]}},
              places={"gas": {"barricades": 1},   # 2 spaces: 1 barricade, 1 empty
                      "police": {"zombies": 3}})
    gas = g.places["gas"].entrances[0]
    g.apply(A.Lure("fx.bait", 3, "police"))
    g.apply(A.LureZombie(1, 1))
    assert g.pending.kind == "turn"
    assert (gas.z, gas.b) == (1, 1)
    assert g.places["police"].zombies == 2
    assert "fx.bait" in g.survivors


def test_c_23_4_lure_into_the_colony_at_any_entrance():
    """C-23.4: "zombies arriving at the Colony may be put at any entrances (the 1→6 cycle does not
    apply). A lure can never move zombies between Colony entrances." """
    c = content()
    g = stage(c, person(c, 0, "colony", "fx.bait"), seats={0: {"dice": [3]}},
              places={"hospital": {"zombies": 2},
                      "colony": {"zombies": [3, 0, 0, 0, 0, 0]}})   # entrance 1 full
    assert {a.source for a in kinds(g, A.Lure)} == {"hospital"}
    g.apply(A.Lure("fx.bait", 3, "hospital"))
    assert {a.put for a in kinds(g, A.LureZombie)} == {2, 3, 4, 5, 6}
    g.apply(A.LureZombie(1, 5))
    g.apply(A.LureZombie(1, 5))
    assert [e.z for e in g.places["colony"].entrances] == [3, 0, 0, 0, 2, 0]
    assert g.places["hospital"].zombies == 0


# ---------------------------------------------------------------------------------- C-7 free actions
def test_c_7_6_move_once_per_turn_with_exposure_after():
    """C-7.6/OPEN-C-11: "each survivor you control may move once per turn ... Immediately after
    each move, roll exposure for that survivor"."""
    c = content()
    g = stage(c, person(c, 0, "colony", "fx.walker"), person(c, 0, "colony", "fx.other"))
    g.rng.script("exposure", "wound")
    rec = g.apply(A.Move("fx.walker", "school"))
    walker = g.survivors["fx.walker"]
    assert walker.place == "school" and walker.wounds == 1
    order = [e.kind for e in rec.events if e.kind in ("moved", "exposure")]
    assert order == ["moved", "exposure"]
    assert not [a for a in kinds(g, A.Move) if a.survivor == "fx.walker"]
    with pytest.raises(IllegalAction):
        g.apply(A.Move("fx.walker", "colony"))
    assert [a for a in kinds(g, A.Move) if a.survivor == "fx.other"]


def test_c_7_6_move_only_to_a_place_with_a_free_survivor_space():
    """C-7.6: a survivor may move "to any location ... that has an empty survivor space" — the Gas
    Station (2 spaces) holding 2 survivors is closed."""
    c = content()
    me, other = 0, 1
    g = stage(c, person(c, me, "colony", "fx.walker"), person(c, other, "gas", "fx.g1"),
              person(c, other, "gas", "fx.g2"))
    dest = {a.to for a in kinds(g, A.Move) if a.survivor == "fx.walker"}
    assert dest == {"police", "grocery", "school", "library", "hospital"}
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.Move("fx.walker", "gas"))
    assert g.state_dict() == before


def test_c_7_7_spend_food_raises_a_die_never_above_six():
    """C-7.7/OPEN-C-12: "one unused die of yours rises by 1 per token spent"; "a die cannot be
    raised above 6"."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "colony", "fx.eater"), food=3, seats={me: {"dice": [2, 5]}})
    g.apply(A.SpendFood(5))
    assert g.seats[me].dice == [2, 6] and g.food == 2
    assert {a.die for a in kinds(g, A.SpendFood)} == {2}
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.SpendFood(6))
    assert g.state_dict() == before


def test_c_7_8_requested_card_is_played_at_once():
    """C-7.8/C-23.10: "each given card is revealed and immediately played by you ... A requested
    card can never be added to the crisis" — it never reaches the requester's hand."""
    c = content()
    me, giver, third = 0, 1, 2
    card = fx_item(c, "fx.tins", "food", play=(op("food", amount=2),))
    kept = fx_item(c, "fx.kept", "tools", play=(op("food", amount=1),))
    g = stage(c, person(c, me, "colony", "fx.asker"), food=1,
              seats={me: {"hand": []}, giver: {"hand": [card]}, third: {"hand": [kept]}})
    assert set(kinds(g, A.Request)) == {A.Request(giver), A.Request(third)}
    g.apply(A.Request(giver))
    assert g.pending.kind == "give" and g.pending.seat == giver
    rec = g.apply(A.Give(card))
    assert g.food == 3
    assert g.waste[-1] == card
    assert card not in g.seats[me].hand and g.seats[me].hand == []
    assert card not in [c for c, _ in g.crisis_pile]
    assert events(rec, "played") == [{"seat": me, "card": card}]
    assert g.pending.kind == "turn" and g.pending.seat == me   # only the asked seat gave
    assert kinds(g, A.Request) == [A.Request(third)] and not kinds(g, A.Contribute)
    g.apply(A.Request(third))
    assert g.pending.kind == "give" and g.pending.seat == third
    g.apply(A.GiveDone())
    assert g.seats[third].hand == [kept]
    assert not kinds(g, A.Request)


def test_c_23_10_requested_equip_card_is_equipped_at_once():
    """C-23.10: "a given card ... must be used at once by the requester — played for its effect,
    equipped, or spent" — an Equip card goes straight onto the requester's survivor."""
    c = content()
    me, giver = 0, 1
    card = fx_equip(c, "fx.pipe")
    own = fx_equip(c, "fx.own_pipe")
    g = stage(c, person(c, me, "school", "fx.asker", equipped=[own]),
              seats={i: {"hand": [card] if i == giver else []} for i in range(3)})
    assert A.Contribute(own) in g.legal_actions()
    g.apply(A.Request(giver))
    g.apply(A.Give(card))
    assert g.survivors["fx.asker"].equipped == [own, card]
    assert g.seats[me].hand == [] and g.waste == []
    assert g.pending.kind == "turn" and g.pending.seat == me
    # C-7.8: "a requested card can never be added to the crisis", equipped or not; the
    # survivor's own equipped card still can
    assert A.Contribute(card) not in g.legal_actions()
    assert A.Contribute(own) in g.legal_actions()


def firebomber(c, seat: int, place: str = "school") -> dict:
    """A fixture survivor whose ability takes a Fuel card as its input (C-23.10): die 2+, kill
    up to 2 zombies at its place with no exposure roll."""
    bomb = op("kill_zombies", count=2, target="acting", exposure=False)
    ab = Ability({"en": "-", "ru": "-"}, 2, False, (), (bomb,), "fuel")
    return person(c, seat, place, "fx.bomber", ability=ab)


def test_c_23_10_an_ability_input_card_comes_from_the_hand_and_goes_to_the_waste():
    """C-23.10 (input of an ability): the ability is offered once per distinct card of its input
    symbol in hand and die that pays its cost; using it spends both, and the card goes to the
    Waste. With no such card the ability cannot be used."""
    def position(hand):
        return stage(c, firebomber(c, me), places={"school": {"zombies": 3}},
                     seats={me: {"hand": hand, "dice": [1, 4]}})

    c, me = content(), 0
    g = position([])
    assert not kinds(g, A.UseAbility)
    with pytest.raises(IllegalAction, match="needs a fuel card"):
        g.apply(A.UseAbility("fx.bomber", 4))
    c = content()
    can, wrench = fx_item(c, "fx.can", "fuel"), fx_item(c, "fx.wrench", "tools")
    g = position([can, wrench])
    assert kinds(g, A.UseAbility) == [A.UseAbility("fx.bomber", 4, can)]
    rec = g.apply(A.UseAbility("fx.bomber", 4, can))
    assert g.places["school"].entrances[0].z == 1
    assert g.waste[-1] == can and can not in g.seats[me].hand
    assert g.seats[me].dice == [1]
    assert events(rec, "exposure") == []
    assert events(rec, "ability")[0]["spent"] == can


def test_c_23_10_a_requested_card_may_be_spent_as_an_ability_input():
    """C-23.10: "a given card is shown and must be used at once by the requester — played for
    its effect, equipped, or spent as the input of an ability": the requester chooses."""
    c = content()
    me, giver = 0, 1
    can = fx_item(c, "fx.can", "fuel", play=(op("food", amount=1),))
    g = stage(c, firebomber(c, me), places={"school": {"zombies": 2}}, food=4,
              seats={me: {"hand": [], "dice": [3]}, giver: {"hand": [can]}, 2: {"hand": []}})
    g.apply(A.Request(giver))
    g.apply(A.Give(can))
    assert g.pending.kind == "gift" and g.pending.seat == me
    assert set(g.legal_actions()) == {A.Play(can), A.UseAbility("fx.bomber", 3, can)}
    g.apply(A.UseAbility("fx.bomber", 3, can))
    assert g.places["school"].entrances[0].z == 0
    assert g.food == 4 and g.waste == [can] and g.seats[me].dice == []
    assert g.pending.kind == "give" or (g.pending.kind == "turn" and g.pending.seat == me)


def test_c_23_10_ability_text_form_leaves_out_an_empty_input():
    """The action text stays short without an input card and round-trips either way."""
    plain, spent = A.UseAbility("sv.x", 3), A.UseAbility("sv.x", 3, "gas.jerrycan#2")
    assert plain.text == "ability survivor=sv.x die=3"
    assert A.ColonyAction.parse(plain.text) == plain
    assert A.ColonyAction.parse(spent.text) == spent


def test_c_7_10_hand_off_to_another_players_survivor_needs_consent():
    """C-7.10/C-23.11: "both controllers must agree when the receiver belongs to another player" —
    a refusal keeps the item with the giver."""
    c = content()
    me, other = 0, 1
    card = fx_equip(c, "fx.axe")
    g = stage(c, person(c, me, "school", "fx.giver", equipped=[card]),
              person(c, other, "school", "fx.taker"))
    giver, taker = g.survivors["fx.giver"], g.survivors["fx.taker"]
    g.apply(A.HandOff(card, "fx.taker"))
    assert g.pending.kind == "consent" and g.pending.seat == other
    g.apply(A.Ballot(False))
    assert giver.equipped == [card] and taker.equipped == []
    assert g.pending.kind == "turn" and g.pending.seat == me


def test_c_7_10_hand_off_accepted_moves_the_item():
    """C-7.10/C-23.11: with the receiver's consent "it is unequipped from the giver and
    immediately equipped to the receiver"; to one's own survivor no consent is asked."""
    c = content()
    me, other = 0, 1
    axe, rope = fx_equip(c, "fx.axe"), fx_equip(c, "fx.rope", "tools")
    g = stage(c, person(c, me, "school", "fx.giver", equipped=[axe, rope]),
              person(c, me, "school", "fx.mate"), person(c, other, "school", "fx.taker"))
    giver, mate, taker = (g.survivors[x] for x in ("fx.giver", "fx.mate", "fx.taker"))
    g.apply(A.HandOff(axe, "fx.taker"))
    g.apply(A.Ballot(True))
    assert taker.equipped == [axe] and giver.equipped == [rope]
    g.apply(A.HandOff(rope, "fx.mate"))
    assert g.pending.kind == "turn"   # no consent asked
    assert mate.equipped == [rope] and giver.equipped == []


def test_c_7_12_one_exile_vote_per_turn():
    """C-7.12: "once during each of your turns, you may name another (never yourself) non-exiled
    player and call an exile vote"."""
    c = content()
    me = 0
    g = stage(c, *[person(c, i, "school", f"fx.s{i}") for i in range(3)])
    assert {a.target for a in kinds(g, A.CallExile)} == {(me + 1) % 3, (me + 2) % 3}
    g.apply(A.CallExile((me + 1) % 3))
    vote(g, False, False, False)
    assert g.pending.kind == "turn" and not any(s.exiled for s in g.seats)
    assert not kinds(g, A.CallExile)
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.CallExile((me + 2) % 3))
    assert g.state_dict() == before


# ---------------------------------------------------------------------------------- C-8 wounds
def test_c_8_4_frostbite_one_wound_per_survivor_at_turn_start():
    """C-8.4: "at the start of each of your turns, each survivor you control that has at least 1
    frostbite token gains 1 additional ordinary wound" — only the new active player's."""
    c = content()
    me, nxt = 0, 1
    g = stage(c, person(c, nxt, "colony", "fx.f1", influence=10, frost=1),
              person(c, nxt, "school", "fx.f2", influence=11, frost=1),
              person(c, nxt, "colony", "fx.ok", influence=12),
              person(c, me, "colony", "fx.mine", influence=13, frost=1))
    f1, f2, ok, mine = (g.survivors[x] for x in ("fx.f1", "fx.f2", "fx.ok", "fx.mine"))
    g.apply(A.EndTurn())
    assert g.pending.seat == nxt
    assert (f1.wounds, f1.frost) == (1, 1)
    assert (f2.wounds, f2.frost) == (1, 1)
    assert (ok.wounds, ok.frost) == (0, 0)
    assert (mine.wounds, mine.frost) == (0, 1)


def test_c_8_3_three_wounds_kill():
    """C-8.3: "A survivor with 3 or more wounds (frostbite included) dies at once" — 1 wound +
    1 frostbite + the frostbite wound at turn start: dead, Morale −1."""
    c = content()
    nxt = 1
    g = stage(c, person(c, nxt, "school", "fx.hurt", influence=10, wounds=1, frost=1),
              person(c, nxt, "colony", "fx.lead", influence=20, leader=True))
    g.apply(A.EndTurn())
    assert "fx.hurt" not in g.survivors and "fx.hurt" in g.dead
    assert g.morale == 6
    assert g.seats[nxt].leader == "fx.lead"


# ---------------------------------------------------------------------------------- C-9 crossroads
def _xr_card(c, cid: str) -> str:
    """A fixture crossroads card whose trigger never happens in these tests."""
    return fx_xr(c, cid, "search", (op("morale", amount=-1),), (op("food", amount=1),),
                 location="hospital")


def test_c_9_1_crossroads_held_by_player_on_the_right():
    """C-9.1: "At the start of each player's turn, the player on the active player's right draws
    the top Crossroads card and keeps it secret." """
    c = content()
    me = 0
    g = stage(c, crossroads_deck=[_xr_card(c, "fx.xr.a"), _xr_card(c, "fx.xr.b")])   # a on top
    rec = g.apply(A.EndTurn())
    active = (me + 1) % 3
    assert g.pending.seat == active
    assert g.xr_held == ("fx.xr.a", me)   # me sits on the right of the new active player
    secret = [e for e in rec.events if e.kind == "crossroads_card"]
    assert len(secret) == 1 and secret[0].seats == frozenset({me})
    assert g.view(active)["me"]["crossroads"] is None and g.view(me)["me"]["crossroads"] == "fx.xr.a"


def test_c_9_5_untriggered_crossroads_goes_to_the_bottom():
    """C-9.5: "If the card was not triggered by the end of the turn, put it on the bottom of the
    Crossroads deck." """
    c = content()
    me = 0
    g = stage(c, crossroads_deck=[_xr_card(c, "fx.xr.a"), _xr_card(c, "fx.xr.b")])
    g.apply(A.EndTurn())
    assert g.xr_held == ("fx.xr.a", me) and g.xr_deck == ["fx.xr.b"]
    g.apply(A.EndTurn())   # fx.xr.a goes under; the next turn draws fx.xr.b
    assert g.xr_held == ("fx.xr.b", (me + 1) % 3)
    assert g.xr_deck == ["fx.xr.a"] and g.xr_removed == []


# ---------------------------------------------------------------------------------- C-10 colony phase
def test_c_10_6_round_track_reaching_zero_ends_the_game():
    """C-10.6: "Move the Round track down by 1. If it reaches 0, the game ends now." """
    c = content()
    g = stage(c, person(c, 0, "school", "fx.s"), rounds=2)
    end_turns(g)
    assert g.rounds == 1 and g.outcome is None and g.pending.kind == "turn"
    end_turns(g)
    assert g.rounds == 0
    assert g.outcome is not None and g.outcome.reason == "rounds"
    assert g.pending is None and g.outcome.main_complete is False


def test_c_10_7_first_player_token_passes_right():
    """C-10.7/C-23.2: "The First player token passes to the player on the current First player's
    RIGHT at the end of the round ... while turns proceed to the LEFT." """
    g = stage(players=4, by=("grocery", "library"))
    f = 0
    order = [g.pending.seat]
    while g.round_no == 1:
        g.apply(A.EndTurn())
        order.append(g.pending.seat)
    assert order == [f, (f + 1) % 4, (f + 2) % 4, (f + 3) % 4, (f - 1) % 4]
    assert g.first == (f - 1) % 4
    end_turns(g)
    assert g.first == (f - 2) % 4 and g.pending.seat == (f - 2) % 4


def test_c_10_1_starvation_when_food_is_short():
    """C-10.1: "required = ceil(Population of the Colony / 2). Survivors at other Locations do not
    count ... Otherwise remove none, add 1 starvation token ..., then lose 1 Morale for each
    starvation token now in the Food supply." Each position ends the round's last turn, so the
    Colony phase pays food (step 1)."""
    def pay(food, starvation, morale):
        c = content()
        people = [person(c, 0, "colony", "fx.c1", influence=10),
                  person(c, 0, "colony", "fx.c2", influence=11)]
        people += [person(c, 1, "school", f"fx.out{k}", influence=20 + k) for k in range(3)]
        g = stage(c, *people, seat=2, helpless=1,   # population 3: 2 food needed
                  food=food, starvation=starvation, morale=morale)
        g.apply(A.EndTurn())
        return g.food, g.starvation, g.morale

    assert pay(1, 0, 7) == (1, 1, 6)
    assert pay(1, 1, 6) == (1, 2, 4)
    assert pay(2, 2, 4) == (0, 2, 4)


# ---------------------------------------------------------------------------------- C-11 zombies
def test_c_11_3_barricade_absorbs_a_zombie():
    """C-11.3: "If that entrance has no empty space but holds a barricade, destroy (remove) 1
    barricade; the zombie is not placed." """
    c = content()
    horde = [zombie_card(c, "colony", 1, "fx.z1"), zombie_card(c, "gas", 1, "fx.z2")]
    g = stage(c, person(c, 0, "colony", "fx.c1", influence=10),
              person(c, 0, "gas", "fx.g1", influence=11),
              places={"colony": {"zombies": [2, 0, 0, 0, 0, 0], "barricades": [1, 0, 0, 0, 0, 0]},
                      "gas": {"zombies": 1, "barricades": 1}},
              seats={0: {"hand": horde}})
    e1, gas = g.places["colony"].entrances[0], g.places["gas"].entrances[0]
    for card in horde:
        g.apply(A.Play(card))
    assert (e1.z, e1.b) == (2, 0)
    assert (gas.z, gas.b) == (1, 0)
    assert set(g.survivors) == {"fx.c1", "fx.g1", "fx.by1", "fx.by2"}   # the others' bystanders
    assert g.morale == 7


def test_c_11_5_overrun_at_a_location_kills_the_lowest_influence():
    """C-11.5: at a Location "every zombie goes to [its single entrance]; an overrun kills the
    lowest-Influence survivor at that Location"."""
    c = content()
    card = zombie_card(c, "school", 1)
    g = stage(c, person(c, 0, "school", "fx.high", influence=30),
              person(c, 1, "school", "fx.low", influence=20),
              person(c, 1, "colony", "fx.home", influence=5, leader=True),
              places={"school": {"zombies": 4}}, seats={0: {"hand": [card]}})   # full
    g.apply(A.Play(card))
    assert "fx.low" not in g.survivors
    assert {"fx.high", "fx.home"} <= set(g.survivors)
    assert g.places["school"].zombies == 4
    assert g.morale == 6


def test_c_23_6_overrun_with_only_helpless_kills_one_helpless():
    """C-23.6: "the lowest-Influence normal survivor at that place; only when there is none, one
    helpless survivor" (Morale −1)."""
    c = content()
    card = zombie_card(c, "colony", 1)
    g = stage(c, person(c, 0, "school", "fx.away"), helpless=3,
              places={"colony": {"zombies": [3, 0, 0, 0, 0, 0]}}, seats={0: {"hand": [card]}})
    g.apply(A.Play(card))
    assert g.helpless == 2 and g.morale == 6
    c = content()   # the same, with a survivor of mine in the Colony now
    card = zombie_card(c, "colony", 1)
    g = stage(c, person(c, 0, "school", "fx.away"), person(c, 0, "colony", "fx.home"),
              helpless=2, morale=6, places={"colony": {"zombies": [3, 0, 0, 0, 0, 0]}},
              seats={0: {"hand": [card]}})
    g.apply(A.Play(card))
    assert g.helpless == 2 and "fx.home" not in g.survivors and g.morale == 5


# ---------------------------------------------------------------------------------- C-13 helpless
def test_c_13_2_no_survivor_cards_when_the_colony_is_full():
    """C-13.2: "If the Colony has no empty survivor space, no Item card ... that would add a
    survivor or helpless survivor may be played"."""
    def position(helpless):
        c = content()
        recruit = fx_item(c, "fx.recruit", "survivor", play=(op("add_survivor", draw=1),))
        orphans = fx_item(c, "fx.orphans", "survivor", play=(op("add_helpless", count=1),))
        tins = fx_item(c, "fx.tins", "food", play=(op("food", amount=1),))
        g = stage(c, person(c, 0, "colony", "fx.home"), helpless=helpless,
                  seats={0: {"hand": [recruit, orphans, tins]}})
        return g, recruit, orphans, tins

    g, recruit, orphans, tins = position(19)   # 1 survivor + 19 helpless = 20 spaces: full
    assert {a.card for a in kinds(g, A.Play)} == {tins}
    before = g.state_dict()
    for card in (recruit, orphans):
        with pytest.raises(IllegalAction):
            g.apply(A.Play(card))
        assert g.state_dict() == before
    g, recruit, orphans, tins = position(18)
    assert {a.card for a in kinds(g, A.Play)} == {tins, recruit, orphans}


def test_c_13_2_nested_survivor_effect_not_playable_when_colony_full():
    """C-13.2: "no Item card ... that would add a survivor or helpless survivor may be played"
    when the Colony is full — also when the adding is inside a condition that holds."""
    c = content()
    card = fx_item(c, "fx.maybe", "survivor",
                   play=(op("if", cond=(), then=(op("add_survivor", draw=1),), **{"else": ()}),))
    g = stage(c, person(c, 0, "colony", "fx.home"), helpless=19, seats={0: {"hand": [card]}})
    before = g.state_dict()
    assert A.Play(card) not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(A.Play(card))
    assert g.state_dict() == before
    assert g.occupants("colony") == 20


def test_c_13_2_no_survivor_joins_a_full_colony():
    """C-13.2/C-23.13: "Effects that add survivors ... cannot be chosen or played while the Colony
    has no empty survivor space" — an "if able" recruit adds nobody; its food still comes."""
    c = content()
    me = 0
    card = fx_item(c, "fx.stray", "survivor",
                   play=(op("add_survivor", draw=1, if_able=True), op("food", amount=1)))
    g = stage(c, person(c, me, "colony", "fx.home"), helpless=19, food=0,
              seats={me: {"hand": [card]}})
    deck = list(g.survivor_deck)
    if A.Play(card) in g.legal_actions():
        g.apply(A.Play(card))
        assert g.food == 1
    assert g.occupants("colony") == 20
    assert g.own(me) == [g.survivors["fx.home"]] and g.survivor_deck == deck


def test_c_13_3_helpless_count_for_food_and_zombies():
    """C-13.3: helpless survivors "count for food (C-10.1) and zombies (C-10.4)" — 1 survivor and
    3 helpless: 2 food and 2 Colony zombies in the Colony phase."""
    c = content()
    g = stage(c, person(c, 0, "colony", "fx.home"), seat=2, helpless=3, food=5)
    assert g.population == 4
    g.apply(A.EndTurn())
    assert g.food == 3
    assert [e.z for e in g.places["colony"].entrances] == [1, 1, 0, 0, 0, 0]


# ---------------------------------------------------------------------------------- C-14 death
def overrun_armed_victim(place: str) -> tuple[Game, str, list, int]:
    """A follower carrying an equipped knife is overrun at ``place`` (its entrance is full);
    returns the game, the knife, and the seat's hand and that place's deck size before."""
    c = content()
    knife = fx_equip(c, "fx.knife")
    card = zombie_card(c, place, 1)
    zombies = [3, 0, 0, 0, 0, 0] if place == "colony" else c.locations[place].entrances[0]
    hand = [fx_item(c, "fx.spare", "tools")]
    g = stage(c, person(c, 0, "colony", "fx.keep", influence=90),
              person(c, 0, place, "fx.victim", influence=10, equipped=[knife]),
              places={place: {"zombies": zombies}}, seats={0: {"hand": hand + [card]}})
    deck_size = len(g.places[place].deck)
    g.apply(A.Play(card))
    return g, knife, hand, deck_size


def test_c_14_3_equipment_of_a_colony_death_returns_to_hand():
    """C-14.3: "if it died in the Colony, they return to its controller's hand"."""
    g, knife, hand, _ = overrun_armed_victim("colony")
    me = g.survivors["fx.keep"].owner
    assert "fx.victim" not in g.survivors
    assert g.seats[me].hand == hand + [knife]
    assert knife not in g.places["police"].deck and knife not in g.waste


def test_c_14_3_equipment_of_a_location_death_goes_into_that_deck():
    """C-14.3: "if it died at another Location, shuffle them into that Location's item deck"."""
    g, knife, hand, size = overrun_armed_victim("school")
    me = g.survivors["fx.keep"].owner
    deck = g.places["school"].deck
    assert "fx.victim" not in g.survivors
    assert knife in deck and len(deck) == size + 1
    assert g.seats[me].hand == hand


def test_c_14_4_new_leader_chosen_when_the_leader_dies():
    """C-14.4: "If a player's Group Leader dies ..., that player appoints one of their remaining
    survivors as the new Leader" (a choice when 2 remain)."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.lead", attack=1, influence=50, wounds=2, leader=True),
              person(c, me, "colony", "fx.f1", influence=10),
              person(c, me, "colony", "fx.f2", influence=20),
              places={"school": {"zombies": 1}}, seats={me: {"dice": [3]}})
    g.rng.script("exposure", "wound")
    g.apply(A.Attack("fx.lead", 3, 1))
    assert "fx.lead" not in g.survivors
    assert g.pending.kind == "leader" and g.pending.seat == me
    assert set(g.legal_actions()) == {A.PickSurvivor("fx.f1"), A.PickSurvivor("fx.f2")}
    g.apply(A.PickSurvivor("fx.f1"))
    assert g.seats[me].leader == "fx.f1"
    assert g.pending.kind == "turn" and g.pending.seat == me
def _last_survivor_dies(elimination: bool):
    """My only survivor (2 wounds) attacks a zombie and rolls the third wound."""
    c = content()
    me = 0
    others = [person(c, i, "colony", f"fx.o{i}") for i in (1, 2)] if elimination else []
    g = stage(c, person(c, me, "school", "fx.only", attack=1, wounds=2), *others,
              options={"elimination": elimination}, places={"school": {"zombies": 1}},
              seats={me: {"dice": [3]}})
    hand = list(g.seats[me].hand)
    deck = list(g.survivor_deck)
    g.rng.script("exposure", "wound")
    g.apply(A.Attack("fx.only", 3, 1))
    return g, me, hand, deck


def test_c_14_5_last_survivor_lost_hand_removed_and_replacement_leads():
    """C-14.5: "they remove every card in their hand from the game, draw the top Survivor card,
    put it into play (C-13.1) and make it their Leader"."""
    g, me, hand, deck = _last_survivor_dies(False)
    assert len(hand) == 5
    top = deck[-1]
    assert "fx.only" not in g.survivors and g.morale == 6
    assert g.seats[me].hand == [] and g.removed[-5:] == hand
    assert g.survivors[top].owner == me and g.survivors[top].place == "colony"
    assert g.seats[me].leader == top and len(g.survivor_deck) == len(deck) - 1
    assert not g.seats[me].eliminated


def test_c_19_5_elimination_variant_no_replacement():
    """C-19.5: "when a player's last survivor is killed or lost, remove all cards in their hand
    from the game; that player leaves the game (no replacement survivor)"."""
    g, me, hand, deck = _last_survivor_dies(True)
    s = g.seats[me]
    assert s.eliminated and s.hand == [] and s.leader is None
    assert g.removed[-5:] == hand
    assert g.survivor_deck == deck and g.own(me) == []
    assert g.pending.kind == "turn" and g.pending.seat == (me + 1) % 3


def test_open_c_28_eliminated_player_is_skipped_and_not_counted():
    """OPEN-C-28 (C-19.5): an eliminated player is "not counted in P, skipped in turn order"."""
    g, me, _, _ = _last_survivor_dies(True)
    assert g.seats[me].eliminated and g.p_count == 2
    turns = []
    while g.round_no < 3:
        turns.append((g.round_no, g.pending.seat))
        if g.round_no == 2:
            assert g.seats[me].dice == []   # no roll for the eliminated seat
        g.apply(A.EndTurn())
    assert turns == [(1, (me + 1) % 3), (1, (me + 2) % 3), (2, (me + 2) % 3), (2, (me + 1) % 3)]


# ---------------------------------------------------------------------------------- C-15 exile
def _exile_board(players: int = 3, options=None, people=(), **position):
    """Every seat has one survivor at a Location (no forced moves when exiled); ``people``:
    functions of the content giving more ``person`` entries."""
    c = content()
    places = ["school", "police", "hospital", "library", "grocery"]
    board = [person(c, i, places[i], f"fx.s{i}", influence=10 + i) for i in range(players)]
    board += [more(c) for more in people]
    g = stage(c, *board, players=players, options=options, **position)
    return g, 0


def test_c_15_exile_vote_passes_on_more_yes_target_votes():
    """C-15/OPEN-C-25: "every non-exiled player votes, the target included; the player is exiled
    if yes > no"."""
    g, me = _exile_board()
    target = (me + 1) % 3
    g.apply(A.CallExile(target))
    seats = vote(g, True, False, True)
    assert seats == [me, (me + 1) % 3, (me + 2) % 3]   # the target voted too
    assert g.seats[target].exiled and g.exiles == 1
    assert g.pending.kind == "turn" and g.pending.seat == me


def test_c_15_exile_vote_fails_when_yes_is_not_more():
    """C-15/OPEN-C-25: "exiled if yes > no" — 1 yes against 2 no leaves the target in."""
    g, me = _exile_board()
    target = (me + 2) % 3
    g.apply(A.CallExile(target))
    vote(g, True, False, False)
    assert not g.seats[target].exiled and g.exiles == 0
    assert g.pending.kind == "turn"


def test_c_16_3_tied_exile_vote_goes_to_the_first_player():
    """C-16.3/C-23.12: "ties go to the First player" — 2 yes, 2 no: the First player decides."""
    g, me = _exile_board(players=4)
    target = (me + 2) % 4
    g.apply(A.CallExile(target))
    vote(g, True, False, True, False)
    assert g.pending.kind == "tiebreak" and g.pending.seat == g.first
    g.apply(A.TieBreak(True))
    assert g.seats[target].exiled


def test_c_15_1_exiled_player_draws_an_exiled_objective():
    """C-15.1: "When an exile vote passes, the exiled player immediately draws 1 Exiled
    objective" (kept secret; the original objective stays)."""
    g, me = _exile_board(options={"betrayal": False})
    target = (me + 1) % 3
    original = g.seats[target].objective
    top = g.exile_deck[-1]
    n = len(g.exile_deck)
    g.apply(A.CallExile(target))
    g.apply(A.Ballot(True))
    g.apply(A.Ballot(True))
    rec = g.apply(A.Ballot(True))
    s = g.seats[target]
    assert s.exiled_obj == top and top in g.content.exiled
    assert len(g.exile_deck) == n - 1 and s.objective == original
    secret = [e for e in rec.events if e.kind == "exiled_objective"]
    assert len(secret) == 1 and secret[0].seats == frozenset({target})


def test_c_15_2_exiled_player_moves_colony_survivors_out():
    """C-15.2: "The exiled player moves each of their survivors that is in the Colony to Locations
    of their choice, following normal movement rules (empty survivor space, exposure roll)"."""
    g, me = _exile_board(people=[lambda c: person(c, 1, "colony", "fx.c1", influence=40),
                                 lambda c: person(c, 1, "colony", "fx.c2", influence=41)])
    target = (me + 1) % 3
    g.apply(A.CallExile(target))
    vote(g, True, True, True)
    assert g.pending.kind == "place" and g.pending.seat == target
    assert "colony" not in {a.place for a in g.legal_actions()}
    g.rng.script("exposure", "wound", "blank")
    g.apply(A.PickPlace("grocery"))
    assert g.pending.kind == "place" and g.pending.seat == target
    g.apply(A.PickPlace("grocery"))
    assert g.survivors["fx.c1"].place == "grocery" and g.survivors["fx.c2"].place == "grocery"
    assert [g.survivors[x].wounds for x in ("fx.c1", "fx.c2")] == [1, 0]
    assert g.pending.kind == "turn" and g.pending.seat == me


def _exile_next_player(players: int = 3, people=(), **position):
    """Exile the player after the first, then start that player's turn; returns (g, exiled)."""
    g, me = _exile_board(players=players, people=people, **position)
    target = (me + 1) % players
    g.apply(A.CallExile(target))
    vote(g, *([True] * players))
    assert g.seats[target].exiled
    g.apply(A.EndTurn())
    assert g.pending.kind == "turn" and g.pending.seat == target
    return g, target


def test_c_15_4_exiled_player_cannot_add_cards_to_a_crisis():
    """C-15.4: an exiled player "may not add cards to a crisis" — neither from hand nor equipped."""
    c = content()
    gun = fx_equip(c, "fx.gun")
    g = stage(c, person(c, 0, "school", "fx.s0"), person(c, 1, "police", "fx.s1", equipped=[gun]),
              person(c, 2, "hospital", "fx.s2"))
    ex = 1
    g.apply(A.CallExile(ex))
    vote(g, True, True, True)
    g.apply(A.EndTurn())
    assert g.pending.seat == ex and g.seats[ex].exiled
    assert g.seats[ex].hand and g.survivors["fx.s1"].equipped == [gun]
    assert not kinds(g, A.Contribute)
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.Contribute(g.seats[ex].hand[0]))
    with pytest.raises(IllegalAction):
        g.apply(A.Contribute(gun))
    assert g.state_dict() == before


def test_c_15_4_exiled_player_cannot_spend_food():
    """C-15.4: an exiled player "may not spend food tokens"."""
    g, ex = _exile_next_player(food=4, seats={1: {"dice": [2, 3]}})
    assert g.food == 4 and g.seats[ex].dice == [2, 3]
    assert not kinds(g, A.SpendFood)
    with pytest.raises(IllegalAction):
        g.apply(A.SpendFood(2))
    assert g.food == 4 and g.seats[ex].dice == [2, 3]


def test_c_15_4_exiled_players_played_cards_leave_the_game():
    """C-15.4: "cards they play are removed from the game instead of going to the Waste pile"."""
    c = content()
    card = fx_item(c, "fx.tins", "food", play=(op("food", amount=2),))
    g = stage(c, *[person(c, i, p, f"fx.s{i}") for i, p in enumerate(("school", "police",
                                                                     "hospital"))],
              seats={1: {"hand": [card]}})
    ex = 1
    g.apply(A.CallExile(ex))
    vote(g, True, True, True)
    g.apply(A.EndTurn())
    assert g.pending.seat == ex and g.seats[ex].exiled
    waste = list(g.waste)
    food = g.food
    g.apply(A.Play(card))
    assert g.food == food + 2
    assert g.waste == waste and g.removed[-1] == card


def test_c_15_4_exiled_player_adds_no_helpless():
    """C-15.4: for an exiled player "helpless survivors they are told to add are not added" — the
    card is played (its food comes, the card leaves the game) and the Colony gains no helpless."""
    c = content()
    card = fx_item(c, "fx.orphans", "survivor", play=(op("add_helpless", count=1),
                                                     op("food", amount=1)))
    g = stage(c, *[person(c, i, p, f"fx.s{i}") for i, p in enumerate(("school", "police",
                                                                     "hospital"))],
              seats={1: {"hand": [card]}}, helpless=2, food=3)
    ex = 1
    g.apply(A.CallExile(ex))
    vote(g, True, True, True)
    g.apply(A.EndTurn())
    assert g.pending.seat == ex and g.seats[ex].exiled
    assert A.Play(card) in g.legal_actions()
    g.apply(A.Play(card))
    assert g.helpless == 2 and g.food == 4
    assert g.removed[-1] == card and card not in g.seats[ex].hand


def test_c_15_4_exiled_players_survivor_deaths_cost_no_morale():
    """C-15.4: for an exiled player "the Colony loses no Morale when their survivors die"."""
    c = content()
    card = zombie_card(c, "school", 1)
    g = stage(c, person(c, 0, "police", "fx.s0"), person(c, 1, "school", "fx.s1", influence=11),
              person(c, 1, "school", "fx.extra", influence=1), person(c, 2, "hospital", "fx.s2"),
              places={"school": {"zombies": 4}},
              seats={0: {"hand": [card]}, 1: {"exiled": True}})
    morale = g.morale
    g.apply(A.Play(card))
    assert "fx.extra" not in g.survivors and "fx.extra" in g.dead
    assert g.morale == morale


def test_c_15_6_two_exiled_non_betrayers_drop_morale_to_zero():
    """C-15.6/OPEN-C-24: "If two players have been exiled during the game and neither held a
    Betrayal objective, Morale drops to 0 at once (the game ends)"."""
    g, me = _exile_board(players=4, options={"betrayal": False})
    g.apply(A.CallExile((me + 2) % 4))
    vote(g, True, True, True, True)
    assert g.morale == 7 and g.outcome is None
    g.apply(A.EndTurn())
    assert g.pending.seat == (me + 1) % 4
    g.apply(A.CallExile((me + 3) % 4))
    seats = vote(g, True, True, True)   # the exiled player does not vote
    assert (me + 2) % 4 not in seats
    assert g.morale == 0
    assert g.outcome is not None and g.outcome.reason == "morale" and g.pending is None


def test_c_15_6_an_exiled_betrayer_does_not_count():
    """C-15.6: only exiles of players "neither [of whom] held a Betrayal objective" break the
    Colony: a betrayer plus a non-betrayer exiled leaves Morale alone."""
    betrayer = sorted(content().betrayals)[0]
    g, me = _exile_board(players=4, options={"betrayal": False},
                         seats={2: {"objective": betrayer}})
    g.apply(A.CallExile((me + 2) % 4))
    vote(g, True, True, True, True)
    g.apply(A.EndTurn())
    g.apply(A.CallExile((me + 3) % 4))
    vote(g, True, True, True)
    assert g.seats[(me + 3) % 4].exiled and g.exiles == 2
    assert g.morale == 7 and g.outcome is None


# ---------------------------------------------------------------------------------- C-16 votes
def test_c_16_2_votes_are_sealed_until_revealed():
    """C-16.2: "collect sealed votes, reveal together" — each ballot shows only as "ballot_cast"
    (no choice) until the single "vote_revealed"."""
    g, me = _exile_board()
    target = (me + 2) % 3
    g.apply(A.CallExile(target))
    recs = []
    for yes in (True, False, True):
        assert "ballots" not in g.pending.public()["info"]
        recs.append(g.apply(A.Ballot(yes)))
    for k, rec in enumerate(recs):
        cast = [e for e in rec.events if e.kind == "ballot_cast"]
        assert [e.data for e in cast] == [{"seat": (me + k) % 3}]
        assert cast[0].seats is None
        assert not any("yes" in e.data or "ballots" in e.data
                       for e in rec.events if e.kind == "ballot_cast")
    assert not events(recs[0], "vote_revealed") and not events(recs[1], "vote_revealed")
    revealed = events(recs[2], "vote_revealed")
    assert len(revealed) == 1
    assert revealed[0]["yes"] == 2 and revealed[0]["no"] == 1
    assert revealed[0]["ballots"] == {str(me): True, str((me + 1) % 3): False,
                                      str((me + 2) % 3): True}


# ---------------------------------------------------------------------------------- C-18 end
def test_c_18_1_morale_zero_ends_the_game_at_once():
    """C-18.1(a): "The game ends immediately when Morale reaches 0 (at any moment)" — mid-turn, on
    the killing exposure, with no further step."""
    c = content()
    g = stage(c, person(c, 0, "school", "fx.hurt", attack=1, wounds=2),
              person(c, 0, "colony", "fx.other"), morale=1, places={"school": {"zombies": 1}},
              seats={0: {"dice": [2, 5]}})
    g.rng.script("exposure", "wound")
    g.apply(A.Attack("fx.hurt", 2, 1))
    assert g.morale == 0
    assert g.outcome is not None and g.outcome.reason == "morale" and g.pending is None
    assert g.outcome.main_complete is False


def test_c_18_1_morale_zero_from_a_crisis_stops_the_rest_of_the_effect():
    """C-18.1(a): Morale 0 ends the game "at any moment": the crisis effect's later food gain and
    the zombie step never happen."""
    c = content()
    cid = fx_crisis(c, "fuel", effect=(op("morale", amount=-1), op("food", amount=5)))
    g = stage(c, person(c, 0, "school", "fx.out"), crisis=cid, morale=1, food=2)
    end_turns(g)
    assert g.outcome is not None and g.outcome.reason == "morale"
    assert g.food == 2
    assert g.places["school"].zombies == 0


def test_c_23_5_morale_zero_in_the_zombie_step_checked_after_the_batch():
    """C-23.5: "Morale reaching 0 during this step is checked only after each complete batch" —
    the second overrun of the Colony batch still kills; the Location batch never runs."""
    c = content()
    me = 0
    people = [person(c, me, "colony", sid, influence=infl, leader=sid == "fx.c")
              for sid, infl in (("fx.a", 10), ("fx.b", 20), ("fx.c", 90))]
    g = stage(c, *people, person(c, (me + 1) % 3, "school", "fx.out", influence=50), morale=1,
              places={"colony": {"zombies": [3, 3, 0, 0, 0, 0]}})   # 2 overruns for population 3
    end_turns(g)
    assert "fx.a" in g.dead and "fx.b" in g.dead and "fx.c" in g.survivors
    assert g.morale == 0 and g.outcome.reason == "morale"
    assert g.places["school"].zombies == 0   # batch 2 did not run


def test_c_23_5_zombie_step_raises_game_over_only_at_the_checkpoint():
    """C-23.5: within the Colony batch, the death that brings Morale to 0 does not stop placing:
    all 7 zombies for 14 survivors resolve (3 overruns, 4 placed), then the game ends."""
    c = content()
    people = [person(c, k % 3, "colony", f"fx.s{k}", influence=10 + k, leader=k >= 11)
              for k in range(14)]   # leaders: fx.s11, fx.s12, fx.s13 (no leader dies)
    g = stage(c, *people, seat=2, morale=1, places={"colony": {"zombies": [3, 3, 0, 0, 0, 0]}})
    g.apply(A.EndTurn())   # the Colony phase: food 7 of 10, then the zombie step
    colony = g.places["colony"]
    assert g.outcome is not None and g.outcome.reason == "morale"
    assert {"fx.s0", "fx.s1", "fx.s2"} <= set(g.dead) and "fx.s3" in g.survivors
    assert [e.z for e in colony.entrances] == [3, 3, 1, 1, 1, 1]   # zombies 3–6 placed
    assert g.morale == 0


# ---------------------------------------------------------------------------------- C-19 variants
def test_c_19_1_cooperative_all_win_by_the_main_objective():
    """C-19.1: "deal no Secret objectives; every player wins if the Main objective is completed
    ... no exile votes"."""
    coop = {"variant": "cooperative"}
    side = stage(options=coop).side
    need = max(x.args["min"] for x in side.goal if x.name == "main_pile")
    c = content()
    pile = [fx_item(c, f"fx.can{k}", "food", origin="grocery") for k in range(need)]
    g = stage(c, person(c, 0, "school", "fx.s"), options=coop, main_pile=pile)
    assert g.side == side
    assert all(s.objective is None for s in g.seats)
    assert not kinds(g, A.CallExile)
    end_turns(g)
    assert g.outcome.reason == "main" and g.outcome.main_complete
    assert sorted(g.outcome.winners) == [0, 1, 2]


def test_c_19_1_cooperative_all_lose_without_the_main_objective():
    """C-19.1: "every player wins if the Main objective is completed and all lose otherwise"."""
    c = content()
    g = stage(c, person(c, 0, "school", "fx.s"), options={"variant": "cooperative"}, rounds=1)
    end_turns(g)
    assert g.outcome.reason == "rounds"
    assert g.outcome.winners == ()
    assert g.outcome.objectives == {0: False, 1: False, 2: False}


def test_c_19_2_two_players_play_cooperative_without_exile():
    """C-19.2/C-23.1: "With 2 players, always play the two-player cooperative variant" — no secret
    objectives and no exile vote."""
    g = new(players=2)
    assert g.options.mode == "cooperative"
    assert [s.objective for s in g.seats] == [None, None]
    assert not kinds(g, A.CallExile)


# ---------------------------------------------------------------------------------- C-23 rulings
def test_c_23_3_morale_never_exceeds_ten():
    """C-23.3: "The Morale track runs from 0 to 10; Morale never exceeds 10." """
    c = content()
    song = fx_item(c, "fx.song", "education", play=(op("morale", amount=3),))
    cid = fx_crisis(c, "food")
    pile = [[fx_item(c, f"fx.f{k}", "food"), 2] for k in range(5)]   # 5 >= P + 2
    g = stage(c, person(c, 2, "colony", "fx.s"), seat=2, morale=9, crisis=cid, crisis_pile=pile,
              seats={2: {"hand": [song]}})
    g.apply(A.Play(song))
    assert g.morale == 10
    rec = g.apply(A.EndTurn())   # the Colony phase resolves the crisis: prevented, bonus +1
    assert events(rec, "crisis_prevented")
    assert g.morale == 10


def test_c_23_7_remove_zombies_is_not_a_kill():
    """C-23.7: "an effect that "removes" a zombie is not a kill" — no exposure roll, no kill
    counted."""
    c = content()
    me = 0
    card = fx_item(c, "fx.flare", "tools", play=(op("remove_zombies", count=2, where="school"),))
    g = stage(c, person(c, me, "school", "fx.s"), places={"school": {"zombies": 3}},
              seats={me: {"hand": [card]}})
    sv = g.survivors["fx.s"]
    g.rng.script("exposure", "bite")   # would kill if it were rolled
    rec = g.apply(A.Play(card))
    assert g.places["school"].zombies == 1
    assert g.seats[me].kills == 0
    assert not events(rec, "exposure") and not events(rec, "zombie_killed")
    assert "fx.s" in g.survivors and sv.wounds == 0


def test_c_23_7_kill_zombies_counts_and_rolls_exposure():
    """C-23.7: "an effect that "kills" a zombie counts as a kill (the survivor responsible rolls
    exposure once per zombie killed)"."""
    c = content()
    me = 0
    card = fx_item(c, "fx.grenade", "weapon",
                   play=(op("kill_zombies", count=2, target="choose_own", exposure=True, where=None),))
    g = stage(c, person(c, me, "school", "fx.s"), places={"school": {"zombies": 3}},
              seats={me: {"hand": [card]}})
    sv = g.survivors["fx.s"]
    g.rng.script("exposure", "wound", "blank")
    rec = g.apply(A.Play(card))
    assert g.places["school"].zombies == 1
    assert g.seats[me].kills == 2
    assert [e["face"] for e in events(rec, "exposure")] == ["wound", "blank"]
    assert sv.wounds == 1


def test_c_11_1_overrun_deaths_do_not_shrink_the_batch():
    """C-11.1: "The number to add is fixed before placing starts; deaths during placement do not
    change it" — 3 zombies at a full Location kill 2 survivors (the third finds nobody)."""
    c = content()
    card = zombie_card(c, "library", 3)
    g = stage(c, person(c, 0, "colony", "fx.home", influence=90),
              person(c, 0, "library", "fx.l1", influence=10),
              person(c, 0, "library", "fx.l2", influence=20),
              places={"library": {"zombies": 3}}, seats={0: {"hand": [card]}})
    me = 0
    g.apply(A.Play(card))
    assert g.own(me) == [g.survivors["fx.home"]]
    assert g.morale == 5 and g.places["library"].zombies == 3


def test_c_13_3_helpless_give_no_dice():
    """C-13.3: helpless survivors have "no controller ... and no dice" — a Colony of 6 helpless
    leaves each player's roll at 1 + their own survivors (my 2, the others' 1 bystander)."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.s"), person(c, me, "police", "fx.t"), helpless=6)
    end_turns(g)
    assert Counter(len(s.dice) for s in g.seats) == Counter({3: 1, 2: 2})
    assert len(g.seats[me].dice) == 3


def test_c_23_8_main_objective_takes_accepted_cards_up_to_its_per_turn_limit():
    """C-23.8: cards the Main objective asks for go onto it face up, any number per turn unless
    the objective limits it; starting items do not count where it asks for non-starting cards."""
    c = content()
    me = 0
    main = fx_main(c, accepts=("medicine",), non_starting=True, per_turn=2)
    cards = [fx_item(c, f"fx.med{i}", "medicine") for i in range(3)]
    start = fx_item(c, "fx.start_med", "medicine", origin="start")
    g = stage(c, main=main, seats={me: {"hand": cards + [start]}})
    offered = {a.card for a in g.legal_actions() if isinstance(a, A.ContributeMain)}
    assert set(cards) <= offered and start not in offered
    g.apply(A.ContributeMain(cards[0]))
    g.apply(A.ContributeMain(cards[1]))
    assert g.main_pile == cards[:2]
    assert not [a for a in g.legal_actions() if isinstance(a, A.ContributeMain)]
    with pytest.raises(IllegalAction):
        g.apply(A.ContributeMain(cards[2]))
