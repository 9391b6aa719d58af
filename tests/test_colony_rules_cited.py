"""Issue 7: "Every numbered rule the engine enforces gets a test citing it."

One test (or a few) per rule of shared/spec/colony.md that no test named before: the overview
and end conditions (C-1), the component data the content must carry (C-2), setup (C-3), the
order of a round (C-4, C-5), actions and their limits (C-6, C-7), deaths and Morale (C-8, C-11,
C-12, C-14), exile and votes (C-15, C-16), card timing (C-17), the Morale cap (C-18.4), the
variant combinations (C-19.6) and the C-23 rulings on searches and atomic effects.

Positions are built with the public builder (``stage``, rules/colony/position.py): fixture
survivors and cards (``fx.…``); whole-game facts (setup, turn order) go through the public API
only.
"""
from __future__ import annotations

from collections import Counter

import pytest
from colony_helpers import (
    cond,
    content,
    end_turns,
    events,
    fx_equip,
    fx_item,
    fx_main,
    fx_xr,
    new,
    op,
    person,
    stage,
)

from rules import colony
from rules.colony import actions as A
from rules.colony import schema as S
from rules.colony.content import Ability, Modifiers, load_content, walk_ops
from rules.colony.game import Game, Options
from rules.core.errors import IllegalAction
from rules.core.rng import EXPOSURE_FACES, Rng


# ---------------------------------------------------------------------------------- helpers
def drafted(players: int = 3, seed: int = 1, **opts) -> Game:
    """A real game (real content, crossroads included) past the draft, by the public API."""
    g = colony.new_game(Options(players=players, seed=seed, **opts))
    while g.pending is not None and g.pending.kind == "draft":
        g.apply(g.legal_actions()[0])
    return g


def kinds(g: Game, cls) -> list:
    return [a for a in g.legal_actions() if isinstance(a, cls)]


def kinds_of(record) -> list:
    return [e.kind for e in record.events]


def all_events(g: Game) -> list:
    return [e for r in g.history for e in r.events]


def zombies_on_board(g: Game) -> int:
    return sum(p.zombies for p in g.places.values())


def exile(g: Game, target: int) -> None:
    """The active player calls an exile vote on ``target`` and everyone votes yes."""
    g.apply(A.CallExile(target))
    while g.pending.kind == "vote":
        g.apply(A.Ballot(True))


# ---------------------------------------------------------------------------------- C-1 overview
def test_c_1_1_one_shared_main_objective_and_one_hidden_secret_objective_each():
    """C-1.1: "The Colony has one shared Main objective; each player also holds one hidden
    Secret objective." Everyone sees the same Main objective; each seat sees only its own."""
    g = drafted(players=4, seed=3)
    c = load_content()
    pub = g.public_view()
    assert pub["main"] in c.mains
    assert all(g.view(i)["main"] == pub["main"] for i in range(4))
    mine = [g.view(i)["me"]["objective"] for i in range(4)]
    assert all(o in c.secrets or o in c.betrayals for o in mine)
    assert len(set(mine)) == 4
    assert all("objective" not in s for s in pub["seats"])
    for i in range(4):
        shown = repr(g.view(i)) + repr([e.data for _, e in g.log_for(i)])
        assert all(mine[j] not in shown for j in range(4) if j != i)
    assert all(o not in repr(pub) + repr([e.data for _, e in g.log_for(None)]) for o in mine)


def test_c_1_3_morale_zero_ends_the_game_at_once():
    """C-1.3: "The game ends immediately when Morale reaches 0" — in the middle of a turn."""
    c = content()
    card = fx_item(c, "fx.gloom", "tools", play=(op("morale", amount=-1),))
    g = stage(c, morale=1, seats={0: {"hand": [card]}})
    g.apply(A.Play(card))
    assert g.pending is None and g.outcome.reason == "morale"
    assert g.round_no == 1 and g.public_view()["outcome"]["reason"] == "morale"


def test_c_1_3_round_track_zero_ends_the_game():
    """C-1.3: "...when the Round track reaches 0" — at the end of the round, not before."""
    g = stage(rounds=2)
    end_turns(g)
    assert g.outcome is None and g.rounds == 1 and g.pending.kind == "turn"
    end_turns(g)
    assert g.pending is None and g.outcome.reason == "rounds" and g.rounds == 0


def test_c_1_3_main_objective_complete_in_the_colony_phase_ends_the_game():
    """C-1.3: "...or when the Main objective is found complete in the Colony phase" — it holds
    all through the turns, and the game ends only when the Colony phase finds it."""
    c = content()
    g = stage(c, main=fx_main(c, goal=(cond("morale", min=1),)), rounds=5)
    g.apply(A.EndTurn())
    assert g.outcome is None and g.pending.kind == "turn"
    end_turns(g)
    assert g.pending is None and g.outcome.reason == "main" and g.outcome.main_complete
    assert g.rounds == 5   # ended at step 5, before the Round track moved (step 6)


def test_c_1_4_player_count_and_two_players_always_cooperative():
    """C-1.4: "the standard game with secret objectives is for 3–5 players; 2 players always
    play the two-player cooperative variant (C-19.2)"."""
    for n in (0, 1, 6):
        with pytest.raises(ValueError):
            colony.new_game(Options(players=n))
    for n in (3, 4, 5):
        g = drafted(players=n, seed=2)
        assert g.options.mode == "competitive"
        assert all(g.view(i)["me"]["objective"] for i in range(n))
    for variant in ("standard", "traitor", "hardcore", "elimination", "cooperative"):
        g = drafted(players=2, seed=2, variant=variant)
        assert g.options.mode == "cooperative", variant
        assert all(g.view(i)["me"]["objective"] is None for i in range(2)), variant
        assert g.public_view()["main_side"] == "hardcore", variant
        assert [len(g.seats[i].hand) for i in range(2)] == [7, 7]


# ---------------------------------------------------------------------------------- C-2 components
def test_c_2_2_main_objective_fields_and_their_use():
    """C-2.2: a Main objective has a name, setup (starting Morale, starting Round track,
    initial zombies...), a goal and a length class Short/Medium/Long; the game starts from the
    side's Morale and Round track."""
    c = load_content()
    assert len(c.mains) == 10
    for m in c.mains.values():
        assert m.name["en"].strip() and m.name["ru"].strip()
        assert m.length in ("short", "medium", "long")
        for side in (m.standard, m.hardcore):
            assert 1 <= side.morale <= 10 and side.rounds >= 1
            assert side.goal and side.text["en"].strip()
        for hardcore, side in ((False, m.standard), (True, m.hardcore)):
            g = colony.new_game(Options(players=3, seed=0, objective=m.id, hardcore=hardcore))
            v = g.public_view()
            assert v["main"] == m.id
            assert (v["morale"], v["rounds_left"]) == (side.morale, side.rounds)
    assert {m.length for m in c.mains.values()} == {"short", "medium", "long"}


def test_c_2_3_secret_betrayal_and_exiled_objectives_have_a_name_and_a_goal():
    """C-2.3: "Secret, Betrayal and Exiled objective card fields: name; goal"."""
    c = load_content()
    for group, kind, count in ((c.secrets, "secret", 24), (c.betrayals, "betrayal", 10),
                               (c.exiled, "exiled", 10)):
        assert len(group) == count
        for o in group.values():
            assert o.kind == kind
            assert o.name["en"].strip() and o.name["ru"].strip()
            assert o.goal, o.id


def test_c_2_4_survivor_card_fields():
    """C-2.4: a survivor has a name, an occupation, an Influence, Attack and Search thresholds,
    ability locations (a subset of the places) and an ability text."""
    c = load_content()
    assert len(c.survivors) == 30
    for sv in c.survivors.values():
        assert sv.name["en"].strip() and sv.occupation["en"].strip()
        assert isinstance(sv.influence, int) and sv.influence > 0
        assert 1 <= sv.attack <= 6 and 1 <= sv.search <= 6
        text = sv.ability.text if sv.ability else sv.passive_text
        assert text and text["en"].strip()
        if sv.ability:
            assert set(sv.ability.locations) <= set(S.PLACES)
    # the thresholds are the ones the game uses
    g = drafted(players=3, seed=5)
    for sv in g.survivors.values():
        if not sv.d.passive and not sv.equipped:
            assert g.attack_threshold(sv) == c.survivors[sv.id].attack
            assert g.search_threshold(sv) == c.survivors[sv.id].search


def test_c_2_7_crossroads_fields_and_mature_cards_removable_at_setup():
    """C-2.7: a Crossroads card has a name, a trigger and options (usually 2); cards with mature
    themes carry a mark and may be removed at setup (a game option)."""
    c = load_content()
    assert len(c.crossroads) == 80
    sizes = Counter(len(x.options) for x in c.crossroads.values())
    assert all(1 <= k <= 3 for k in sizes) and sizes[2] > len(c.crossroads) // 2
    for x in c.crossroads.values():
        assert x.name["en"].strip() and x.trigger.on in S.TRIGGERS
    mature = {x.id for x in c.crossroads.values() if x.mature}
    assert mature
    with_all = Game(Options(players=3, seed=4), c)
    without = Game(Options(players=3, seed=4, mature=False), c)
    assert sorted(with_all.xr_deck) == sorted(c.crossroads)
    assert sorted(without.xr_deck) == sorted(set(c.crossroads) - mature)
    assert with_all.public_view()["crossroads_deck"] - without.public_view()["crossroads_deck"] \
        == len(mature)


def test_c_2_8_non_cooperative_cards_leave_a_cooperative_game():
    """C-2.8: "Some cards carry a 'non-cooperative' mark (used by C-19.1)" — present in a
    standard game, absent from every deck of a cooperative one."""
    c = load_content()
    nc_items = {i.id for i in c.items.values() if i.noncoop}
    nc_svs = {s.id for s in c.survivors.values() if s.noncoop}
    nc_xr = {x.id for x in c.crossroads.values() if x.noncoop}
    assert nc_items and nc_svs and nc_xr
    std = Game(Options(players=3, seed=1), c)
    coop = Game(Options(players=3, seed=1, variant="cooperative"), c)
    for g, present in ((std, True), (coop, False)):
        items = {d.id for d in g.card_def.values()}
        svs = set(g.survivor_deck) | {x for d in g.dealt.values() for x in d}
        assert bool(nc_items & items) is present
        assert bool(nc_svs & svs) is present
        assert bool(nc_xr & set(g.xr_deck)) is present


def test_c_2_9_player_board_areas_in_the_views():
    """C-2.9: a player board has the Group Leader face up, the Secret objective face down,
    the Followers, and the unused and used action dice pools."""
    g = new(players=3, seed=6)
    me = g.pending.seat
    assert g.pending.kind == "turn"
    pub = g.public_view()
    seat = pub["seats"][me]
    assert seat["leader"] == g.seats[me].leader                    # face up
    assert "objective" not in seat                                  # face down...
    assert g.view(me)["me"]["objective"] == g.seats[me].objective   # ...to its owner only
    group = {sid for sid, s in pub["survivors"].items() if s["owner"] == me}
    assert seat["leader"] in group and len(group) == 2              # leader + a follower
    assert len(seat["dice"]) == 3 and seat["used"] == 0
    g.apply(next(a for a in g.legal_actions() if getattr(a, "die", 0)))
    seat = g.public_view()["seats"][me]
    assert len(seat["dice"]) == 2 and seat["used"] == 1


def test_c_2_10_colony_board_areas():
    """C-2.10: the Colony board has 6 numbered entrances, survivor spaces, the Morale and Round
    tracks, the Food supply, the Main objective, the Waste, the Crisis deck and the crisis
    contribution area."""
    c = content()
    g = stage(c, person(c, 0, "colony", "fx.s"), seats={0: {"dice": [1]}})
    v = g.public_view()
    col = v["places"]["colony"]
    assert len(col["zombies"]) == len(col["barricades"]) == len(col["spaces"]) == 6
    assert col["survivor_spaces"] > 0
    for key in ("morale", "rounds_left", "food", "main", "waste", "crisis", "crisis_deck",
                "crisis_contributions"):
        assert key in v, key
    assert {a.entrance for a in kinds(g, A.Barricade)} == {1, 2, 3, 4, 5, 6}
    g.apply(A.Barricade("fx.s", 1, 4))
    assert g.public_view()["places"]["colony"]["barricades"] == [0, 0, 0, 1, 0, 0]


def test_c_2_12_first_player_token_holder_takes_the_first_turn():
    """C-2.12: "First player token: its holder takes the first turn of the round"."""
    for seed in range(6):
        g = new(players=4, seed=seed)
        for _ in range(2):
            assert g.pending.kind == "turn"
            assert g.pending.seat == g.public_view()["first"]
            start = g.round_no
            while g.pending is not None and g.round_no == start:
                g.apply(A.EndTurn() if g.pending.kind == "turn" else g.legal_actions()[0])
            if g.pending is None:
                break


def test_c_2_12_tokens_barricade_helpless_and_starvation():
    """C-2.12: a barricade absorbs one incoming zombie; a helpless survivor occupies a Colony
    survivor space and eats; starvation tokens go into the Food supply."""
    c = content()
    card = fx_item(c, "fx.horde", "tools", play=(op("add_zombies", count=1, where="colony"),))
    g = stage(c, person(c, 0, "school", "fx.s"), seats={0: {"hand": [card]}},
              places={"colony": {"zombies": [2, 0, 0, 0, 0, 0], "barricades": [1, 0, 0, 0, 0, 0]}})
    e = g.places["colony"].entrances[0]
    g.apply(A.Play(card))
    assert (e.z, e.b) == (2, 0) and "fx.s" in g.survivors
    # helpless: a Colony full of them, then nobody can move in
    c = content()
    spaces = c.locations["colony"].survivor_spaces
    g = stage(c, person(c, 0, "school", "fx.s"), helpless=spaces, food=3)
    assert g.public_view()["population"] == g.places["colony"].spaces == spaces
    assert not [a for a in kinds(g, A.Move) if a.to == "colony"]
    # they eat: 20 helpless need 10 food; with 3 food a starvation token is added, Morale −1
    end_turns(g)
    v = g.public_view()
    assert v["food"] == 3 and v["starvation"] == 1


def test_c_2_13_exposure_die_faces():
    """C-2.13: "The exposure die is twelve-sided: 6 Blank, 3 Wound, 2 Frostbite, 1 Bite" — a bite
    with probability 1/12, a wound of any kind 5/12."""
    assert Counter(EXPOSURE_FACES) == {"blank": 6, "wound": 3, "frostbite": 2, "bite": 1}
    rng = Rng(11)
    rolls = Counter(rng.exposure() for _ in range(12000))
    assert set(rolls) == {"blank", "wound", "frostbite", "bite"}
    assert abs(rolls["bite"] / 12000 - 1 / 12) < 0.012
    assert abs((rolls["wound"] + rolls["frostbite"]) / 12000 - 5 / 12) < 0.02


# ---------------------------------------------------------------------------------- C-3 setup
def test_c_3_1_colony_board_and_six_location_cards():
    """C-3.1: "Place the Colony board and the 6 Location cards." """
    v = drafted(players=3, seed=1).public_view()
    assert set(v["places"]) == {"colony", "police", "grocery", "school", "gas", "library",
                                "hospital"}
    for pid, p in v["places"].items():
        assert len(p["zombies"]) == (6 if pid == "colony" else 1)
        assert p["survivor_spaces"] > 0


def test_c_3_2_each_player_gets_a_player_board():
    """C-3.2: "Give each player a player board." """
    for n in (3, 4, 5):
        v = drafted(players=n, seed=n).public_view()
        assert [s["seat"] for s in v["seats"]] == list(range(n))
        assert all({"leader", "dice", "used", "hand_size"} <= set(s) for s in v["seats"])


def test_c_3_5_crisis_deck_shuffled():
    """C-3.5: "Shuffle the Crisis deck" — every crisis, in an order that changes with the seed."""
    c = load_content()
    orders = set()
    for seed in range(5):
        g = Game(Options(players=3, seed=seed), c)
        assert sorted(g.crisis_deck) == sorted(c.crises) and g.crisis is None
        orders.add(tuple(g.crisis_deck))
        assert g.public_view()["crisis_deck"] == 20
    assert len(orders) == 5
    g = drafted(players=3, seed=0)
    assert g.public_view()["crisis_deck"] == 19 and g.public_view()["crisis"] in c.crises


def test_c_3_6_survivor_exiled_and_crossroads_decks_shuffled():
    """C-3.6: "Shuffle and place beside the board: the Survivor deck, the Exiled objective deck
    and the Crossroads deck" — complete decks in an order that changes with the seed."""
    c = load_content()
    orders = {"sv": set(), "ex": set(), "xr": set()}
    for seed in range(5):
        g = Game(Options(players=3, seed=seed), c)
        dealt = [x for d in g.dealt.values() for x in d]
        assert sorted(g.survivor_deck + dealt) == sorted(c.survivors)
        assert sorted(g.exile_deck) == sorted(c.exiled)
        assert sorted(g.xr_deck) == sorted(c.crossroads)
        orders["sv"].add(tuple(g.survivor_deck))
        orders["ex"].add(tuple(g.exile_deck))
        orders["xr"].add(tuple(g.xr_deck))
    assert all(len(o) == 5 for o in orders.values())
    g = drafted(players=3, seed=0)
    assert g.public_view()["survivor_deck"] == 30 - 6


def test_c_3_8_location_decks_sorted_by_origin_and_shuffled():
    """C-3.8: "Sort the other item cards by origin into the 6 location decks; shuffle each deck
    and put it on its Location card." """
    c = load_content()
    orders = Counter()
    for seed in range(4):
        g = Game(Options(players=3, seed=seed), c)
        for loc in S.LOCATIONS:
            deck = g.places[loc].deck
            want = Counter({i.id: i.count for i in c.items.values() if i.origin == loc})
            assert Counter(g.card_def[x].id for x in deck) == want
            assert len(deck) == 20
            orders[(loc, tuple(deck))] += 1
        assert g.places["colony"].deck == []
    assert all(n == 1 for n in orders.values())   # no deck order repeats across seeds


def test_c_3_11_chosen_survivors_start_in_the_colony():
    """C-3.11: "Place the standees of all chosen survivors in the Colony." """
    for n in (3, 4, 5):
        for seed in range(3):
            v = drafted(players=n, seed=seed).public_view()
            assert len(v["survivors"]) == 2 * n
            assert all(s["place"] == "colony" for s in v["survivors"].values())


def test_c_3_12_c_11_7_general_supply_is_unlimited():
    """C-3.12/C-11.7: the remaining tokens form the general supply, unlimited in the digital
    version ("only board spaces and slots limit play"): more than the 20 physical food,
    barricade and noise tokens and 25 wound tokens can be in play."""
    c = content()
    me = 0
    # food: 20 in the supply, a card adds 3
    cans = fx_item(c, "fx.cans", "food", play=(op("food", amount=3),))
    g = stage(c, food=20, seats={me: {"hand": [cans]}})
    g.apply(A.Play(cans))
    assert g.food == 23
    # barricades: every Location entrance full of them (19), then 4 more at the Colony
    c = content()
    full = {loc: {"barricades": c.locations[loc].entrances[0]} for loc in S.LOCATIONS}
    g = stage(c, person(c, me, "colony", "fx.builder"), places=full,
              seats={me: {"dice": [1, 1, 1, 1]}})
    assert sum(p.barricades for p in g.places.values()) == 19
    for k in range(4):
        g.apply(A.Barricade("fx.builder", 1, k + 1))
    assert sum(p.barricades for p in g.places.values()) == 23
    # noise: 4 at five Locations (20), then 4 more by searching the sixth
    c = content()
    loud = {loc: {"noise": 4} for loc in S.LOCATIONS[:-1]}
    g = stage(c, person(c, me, S.LOCATIONS[-1], "fx.scout", search=1), places=loud,
              seats={me: {"dice": [6]}})
    g.apply(A.Search("fx.scout", 6))
    while g.pending.kind == "search":
        g.apply(A.MakeNoise())
    assert sum(p.noise for p in g.places.values()) == 24
    # wounds: 13 survivors with 1 wound each, a card wounds every one of them again: 26
    c = content()
    storm = fx_item(c, "fx.storm", "tools", play=(op("wound", amount=1, target="all_colony"),))
    hurt = [person(c, me, "colony", f"fx.w{k}", influence=100 + k, wounds=1) for k in range(13)]
    g = stage(c, person(c, me, "school", "fx.lead", leader=True), *hurt,
              seats={me: {"hand": [storm]}})
    assert sum(g.survivors[f"fx.w{k}"].hurt for k in range(13)) == 13
    g.apply(A.Play(storm))
    assert sum(g.survivors[f"fx.w{k}"].hurt for k in range(13)) == 26


def test_c_3_14_three_dice_each_in_the_first_round():
    """C-3.14: "With 2 survivors each, every player rolls 3 action dice in the first round." """
    for n in (3, 4, 5):
        for seed in range(3):
            g = drafted(players=n, seed=seed)
            v = g.public_view()
            for s in v["seats"]:
                owned = [x for x in v["survivors"].values() if x["owner"] == s["seat"]]
                assert len(owned) == 2 and len(s["dice"]) == 3 and s["used"] == 0
                assert all(1 <= d <= 6 for d in s["dice"])


# ---------------------------------------------------------------------------------- C-4 round
PHASE_MARKS = ("round", "crisis", "dice", "turn", "fed", "starving", "crisis_reveal",
               "round_track", "first_player")


def test_c_4_1_a_round_is_the_player_turn_phase_then_the_colony_phase():
    """C-4.1: "Each round has two phases in this order: I. Player turn phase; II. Colony phase."
    Every turn of the round comes before the Colony phase, which comes before the next round."""
    g = new(players=3, seed=3)
    for _ in range(2):
        start = g.round_no
        while g.pending is not None and g.round_no == start:
            g.apply(A.EndTurn() if g.pending.kind == "turn" else g.legal_actions()[0])
    marks = [e.kind for e in all_events(g) if e.kind in ("round", "turn", "fed", "starving",
                                                          "crisis_reveal", "round_track")]
    marks = marks[:[i for i, k in enumerate(marks) if k == "round"][2] + 1]   # to round 3
    food = [k for k in marks if k in ("fed", "starving")]
    assert len(food) == 2
    expected = []
    for _ in range(2):
        expected += ["round", "turn", "turn", "turn", "food", "crisis_reveal", "round_track"]
    expected.append("round")
    assert ["food" if k in ("fed", "starving") else k for k in marks] == expected


def test_c_4_2_player_turn_phase_reveal_crisis_roll_dice_then_turns():
    """C-4.2: "Player turn phase steps, in order: (1) Reveal crisis; (2) Roll action dice;
    (3) Player turns." """
    g = colony.new_game(Options(players=4, seed=8))
    while g.pending.kind == "draft":
        rec = g.apply(g.legal_actions()[0])
    k = [x for x in kinds_of(rec) if x in PHASE_MARKS]
    i = k.index("round")
    assert k[i:i + 7] == ["round", "crisis", "dice", "dice", "dice", "dice", "turn"]


def test_c_4_3_colony_phase_steps_in_order():
    """C-4.3: "(1) Pay food; (2) Check waste; (3) Resolve crisis; (4) Add zombies; (5) Check Main
    objective; (6) Advance Round track; (7) Pass First player token." """
    c = content()
    waste = [fx_item(c, f"fx.w{k}", "tools") for k in range(10)]
    g = stage(c, person(c, 0, "colony", "fx.s"), waste=waste)
    g.apply(A.EndTurn())
    g.apply(A.EndTurn())
    rec = g.apply(A.EndTurn())
    k = kinds_of(rec)
    steps = ["fed", "waste_check", "crisis_reveal", "zombies_added", "round_track",
             "first_player", "round"]
    assert all(s in k for s in steps), k
    assert [k.index(s) for s in steps] == sorted(k.index(s) for s in steps)
    assert "main_complete" not in k
    # step 5 comes after step 4 and before step 6: a goal that step 4 completes ends the game
    c = content()
    main = fx_main(c, goal=(cond("zombies", where="colony", min=1),))
    g = stage(c, person(c, 0, "colony", "fx.s"), main=main)
    rounds = g.rounds
    end_turns(g)
    rec = g.history[-1]
    k = kinds_of(rec)
    assert k.index("zombies_added") < k.index("main_complete")
    assert "round_track" not in k and g.rounds == rounds and g.outcome.reason == "main"


# ---------------------------------------------------------------------------------- C-5 turns
def test_c_5_3_dice_belong_to_the_group():
    """C-5.3: "Dice belong to the player's group, not to a survivor: any number of dice may be
    spent on actions of one survivor." """
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.fighter", attack=2), person(c, me, "colony", "fx.idle"),
              places={"school": {"zombies": 3}}, seats={me: {"dice": [4, 4, 5]}})
    g.rng.script("exposure", "blank", "blank", "blank")
    for die in (4, 5, 4):
        g.apply(A.Attack("fx.fighter", die, 1))
    assert g.places["school"].zombies == 0
    assert g.seats[me].dice == [] and g.seats[me].used == 3


def test_c_5_5_turns_start_with_the_first_player_and_go_clockwise():
    """C-5.5: "starting with the First player and continuing clockwise, each player takes
    exactly one turn." """
    for seed in range(4):
        g = new(players=4, seed=seed)
        for _ in range(2):
            first, start = g.first, g.round_no
            seats = []
            while g.pending is not None and g.round_no == start:
                if g.pending.kind == "turn":
                    seats.append(g.pending.seat)
                    g.apply(A.EndTurn())
                else:
                    g.apply(g.legal_actions()[0])
            assert seats == [(first + k) % 4 for k in range(4)]
            if g.pending is None:
                break


def test_c_5_6_crossroads_drawn_by_the_right_hand_player_before_frostbite():
    """C-5.6: "At the start of a player's turn, the player on their right draws a Crossroads
    card. Frostbite (C-8.4) is also applied at the start of the turn" — draw first (OPEN-C-6)."""
    c = content()
    me, nxt = 0, 1
    quiet = fx_xr(c, "fx.xr.quiet", "search", [op("food", amount=1)], [op("food", amount=2)])
    g = stage(c, person(c, nxt, "school", "fx.cold", frost=1), crossroads_deck=[quiet])
    rec = g.apply(A.EndTurn())
    k = kinds_of(rec)
    assert k.index("turn") < k.index("crossroads_drawn") < k.index("wounded")
    assert events(rec, "crossroads_drawn") == [{"holder": me, "active": nxt}]
    assert g.survivors["fx.cold"].wounds == 1 and g.public_view()["crossroads_holder"] == me


def test_c_5_7_any_number_of_actions_in_any_order():
    """C-5.7: "During the turn the active player may take any number of actions (C-6, C-7), in
    any order, as far as dice and limits allow." """
    c = content()
    me = 0
    cards = [fx_item(c, f"fx.c{k}", "tools", play=(op("food", amount=1),)) for k in range(2)]
    g = stage(c, person(c, me, "colony", "fx.s"), seats={me: {"dice": [1, 2], "hand": cards}})
    g.apply(A.Barricade("fx.s", 1, 1))
    g.apply(A.Play(cards[0]))
    g.rng.script("exposure", "blank")
    g.apply(A.Move("fx.s", "school"))
    g.apply(A.Barricade("fx.s", 2, 1))
    g.apply(A.Play(cards[1]))
    assert g.pending.kind == "turn" and g.pending.seat == me
    assert g.food == 12 and g.places["colony"].barricades == 1 and g.places["school"].barricades == 1
    assert g.seats[me].dice == [] and not kinds(g, A.Barricade)


def test_c_5_8_end_of_turn_passes_left_and_the_last_turn_starts_the_colony_phase():
    """C-5.8: "The turn ends when the player declares it over (passes) ...; play goes to the
    player on the left. After every player has had a turn, the Colony phase begins." """
    g = stage(players=4, by=("grocery", "library"))
    me = 0
    for k in range(1, 4):
        rec = g.apply(A.EndTurn())
        assert g.pending.seat == (me + k) % 4 and g.round_no == 1
        assert "turn_end" in kinds_of(rec) and "fed" not in kinds_of(rec)
    rec = g.apply(A.EndTurn())
    k = kinds_of(rec)
    assert k.index("turn_end") < k.index("fed") < k.index("round")
    assert g.round_no == 2


# ---------------------------------------------------------------------------------- C-6 die actions
def test_c_6_1_spending_moves_one_die_to_the_used_pool():
    """C-6.1: "To spend a die, move it from the unused to the used pool. Each die pays for
    exactly one action. Some actions require a minimum die value." """
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.s", attack=4), places={"school": {"zombies": 1}},
              seats={me: {"dice": [2, 2, 5]}})
    assert {a.die for a in kinds(g, A.Attack)} == {5}
    before = g.state_dict()
    with pytest.raises(IllegalAction, match=r"C-6\.1"):
        g.apply(A.Barricade("fx.s", 6, 1))   # no such die
    with pytest.raises(IllegalAction, match=r"C-6\.2"):
        g.apply(A.Attack("fx.s", 2, 1))      # below the Attack threshold
    assert g.state_dict() == before
    g.apply(A.Barricade("fx.s", 2, 1))
    v = g.public_view()["seats"][me]
    assert v["dice"] == [2, 5] and v["used"] == 1


def test_c_6_8_search_draws_the_top_card_without_adding_it_to_the_hand():
    """C-6.8: "Draw the top card of that Location's item deck and look at it without adding it
    to your hand." """
    c = content()
    me = 0
    g = stage(c, person(c, me, "library", "fx.reader", search=2), seats={me: {"dice": [3]}})
    top = g.places["library"].deck[-1]
    hand = list(g.seats[me].hand)
    g.apply(A.Search("fx.reader", 3))
    assert g.pending.kind == "search" and g.pending.seat == me
    assert g.seats[me].hand == hand
    assert g.view(me)["me"]["searching"] == [top]
    assert all(g.view(i)["me"]["searching"] == [] for i in range(3) if i != me)
    assert top not in g.places["library"].deck
    g.apply(A.StopSearch())
    assert g.seats[me].hand == hand + [top]


def test_c_6_14_lure_moves_up_to_two_zombies_into_empty_spaces():
    """C-6.14 (with its C-23.4 errata): spend a die of any value; move 2 zombies from another
    place to empty entrance spaces at the survivor's place; no exposure roll."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "colony", "fx.bait"), places={"school": {"zombies": 3}},
              seats={me: {"dice": [1]}})
    assert {a.source for a in kinds(g, A.Lure)} == {"school"}
    recs = [g.apply(A.Lure("fx.bait", 1, "school"))]
    assert g.pending.kind == "lure"
    recs.append(g.apply(A.LureZombie(1, 1)))
    assert g.pending.kind == "lure"
    recs.append(g.apply(A.LureZombie(1, 2)))
    assert g.pending.kind == "turn"   # two moved: the lure is over
    assert g.places["school"].zombies == 1
    assert [e.z for e in g.places["colony"].entrances] == [1, 1, 0, 0, 0, 0]
    assert not any(events(r, "exposure") for r in recs)
    assert g.seats[me].used == 1


def test_c_6_15_numbered_ability_costs_a_die_each_use_and_respects_its_locations():
    """C-6.15: "An ability printed with a number costs a die >= that number each time it is
    used. It may be used several times per turn ... Location-restricted abilities work only
    while the survivor is at one of its ability locations." """
    c = content()
    me = 0
    ab = Ability({"en": "-", "ru": "-"}, 4, False, ("school",), (op("food", amount=1),))
    g = stage(c, person(c, me, "colony", "fx.cook", ability=ab), seats={me: {"dice": [3, 4, 6]}})
    assert not kinds(g, A.UseAbility)   # not at the school
    g.rng.script("exposure", "blank")
    g.apply(A.Move("fx.cook", "school"))
    assert {a.die for a in kinds(g, A.UseAbility)} == {4, 6}
    g.apply(A.UseAbility("fx.cook", 4))
    g.apply(A.UseAbility("fx.cook", 6))
    assert g.food == 12 and g.seats[me].dice == [3] and not kinds(g, A.UseAbility)


# ---------------------------------------------------------------------------------- C-7 free actions
def test_c_7_1_play_a_card_in_your_turn_as_often_as_you_like_onto_the_waste():
    """C-7.1: "only during your own turn, as often as you like, play a card from your hand, apply
    its ability and put it on top of the Waste pile"."""
    c = content()
    me, other = 0, 1
    a = fx_item(c, "fx.a", "food", play=(op("food", amount=2),))
    b = fx_item(c, "fx.b", "food", play=(op("food", amount=1),))
    cc = fx_item(c, "fx.c", "food", play=(op("food", amount=1),))
    g = stage(c, seats={me: {"hand": [a, b]}, other: {"hand": [cc]}})
    g.apply(A.Play(a))
    assert g.food == 12 and g.waste[-1] == a and a not in g.seats[me].hand
    g.apply(A.Play(b))
    assert g.food == 13 and g.waste[-2:] == [a, b]
    assert A.Play(cc) not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(A.Play(cc))


def test_c_7_2_equip_attaches_the_card_instead_of_the_waste():
    """C-7.2: "a card with an Equip ability is not put on the Waste pile; instead attach it to
    any survivor you control (any location). That survivor gains the card's effect." """
    c = content()
    me = 0
    card = fx_equip(c, "fx.pipe", mods=Modifiers(attack=-2))
    g = stage(c, person(c, me, "school", "fx.far", attack=5), person(c, me, "colony", "fx.near"),
              places={"school": {"zombies": 1}}, seats={me: {"dice": [3], "hand": [card]}})
    assert {a.survivor for a in kinds(g, A.Equip)} == {"fx.far", "fx.near"}
    assert not kinds(g, A.Attack) and A.Play(card) not in g.legal_actions()
    g.apply(A.Equip(card, "fx.far"))
    assert g.survivors["fx.far"].equipped == [card] and card not in g.waste
    assert A.Attack("fx.far", 3, 1) in g.legal_actions()   # Attack 5 − 2 = 3


def test_c_7_3_equipped_card_stays_until_added_to_a_crisis():
    """C-7.3: "An equipped card stays attached until it is added to a crisis (C-7.4), handed off
    (C-7.10) or its survivor dies or leaves play" — not at the end of a turn or a round."""
    c = content()
    me = 0
    card = fx_equip(c, "fx.knife")
    g = stage(c, person(c, me, "colony", "fx.s"), seats={me: {"hand": [card]}})
    g.apply(A.Equip(card, "fx.s"))
    end_turns(g)
    while g.pending.seat != me:
        g.apply(A.EndTurn())
    assert g.survivors["fx.s"].equipped == [card]
    g.apply(A.Contribute(card))
    assert g.survivors["fx.s"].equipped == []
    assert g.public_view()["crisis_contributions"] == 1 and g.view(me)["me"]["contributions"] == [card]


def test_c_7_9_a_request_gives_hand_cards_only():
    """C-7.9 (OPEN-C-13): "whether equipped cards may be given through a Request ... hand cards
    only"."""
    c = content()
    me, other = 0, 1
    gear = fx_equip(c, "fx.gear")
    snack = fx_item(c, "fx.snack", "food", play=(op("food", amount=1),))
    g = stage(c, person(c, me, "colony", "fx.me"),
              person(c, other, "colony", "fx.them", equipped=[gear]),
              seats={other: {"hand": [snack]}})
    g.apply(A.Request(other))
    assert g.pending.kind == "give" and g.pending.seat == other
    assert set(g.legal_actions()) == {A.Give(snack), A.GiveDone()}
    with pytest.raises(IllegalAction):
        g.apply(A.Give(gear))
    assert g.survivors["fx.them"].equipped == [gear]


# ---------------------------------------------------------------------------------- deaths and Morale
def test_c_8_8_every_death_costs_morale():
    """C-8.8: "Every death costs Morale as in C-14.2" — a bite from an exposure roll and a third
    wound each cost 1."""
    c = content()
    me = 0
    cut = fx_item(c, "fx.cut", "tools", play=(op("wound", amount=1, target="leader"),))
    g = stage(c, person(c, me, "school", "fx.bitten", attack=1, influence=10),
              person(c, me, "colony", "fx.hurt", influence=20, leader=True, wounds=2),
              places={"school": {"zombies": 1}}, seats={me: {"dice": [1], "hand": [cut]}})
    g.rng.script("exposure", "bite")
    g.apply(A.Attack("fx.bitten", 1, 1))
    assert "fx.bitten" in g.dead and g.morale == 6
    g.apply(A.Play(cut))
    assert "fx.hurt" in g.dead and g.morale == 5


def test_c_11_6_an_overrun_kill_costs_one_morale():
    """C-11.6: "Each kill costs 1 Morale (C-14.2)" — the overrun's victim."""
    c = content()
    me = 0
    horde = fx_item(c, "fx.horde", "tools", play=(op("add_zombies", count=1, where="colony"),))
    cap = c.locations["colony"].entrances[0]
    g = stage(c, person(c, me, "colony", "fx.low", influence=5),
              person(c, me, "school", "fx.lead", influence=50, leader=True),
              places={"colony": {"zombies": [cap, 0, 0, 0, 0, 0]}}, seats={me: {"hand": [horde]}})
    e = g.places["colony"].entrances[0]
    g.apply(A.Play(horde))
    assert "fx.low" in g.dead and g.morale == 6
    assert e.z == e.cap and g.places["colony"].zombies == e.cap


def test_c_12_1_a_zombie_killed_by_a_card_effect_makes_its_killer_roll_exposure():
    """C-12.1: "A zombie attacked by a survivor or by a card effect dies; the controller of the
    survivor that killed it rolls exposure for that survivor." """
    c = content()
    me = 0
    ab = Ability({"en": "-", "ru": "-"}, 0, True, (), (op("kill_zombies", count=1),))
    g = stage(c, person(c, me, "school", "fx.sniper", ability=ab), places={"school": {"zombies": 2}})
    g.rng.script("exposure", "wound")
    rec = g.apply(A.UseAbility("fx.sniper", 0))
    assert g.places["school"].zombies == 1
    assert events(rec, "exposure") == [{"survivor": "fx.sniper", "face": "wound"}]
    assert g.survivors["fx.sniper"].wounds == 1 and g.seats[me].kills == 1


def test_c_12_3_killed_and_removed_zombies_leave_the_board():
    """C-12.3: "Killed or otherwise removed zombies go back to the supply" — off the board, and
    the supply still feeds later additions."""
    c = content()
    me = 0
    flare = fx_item(c, "fx.flare", "tools", play=(op("remove_zombies", count=2, where="police"),))
    horn = fx_item(c, "fx.horn", "tools", play=(op("add_zombies", count=3, where="police"),))
    g = stage(c, person(c, me, "school", "fx.s", attack=1),
              places={"school": {"zombies": 3}, "police": {"zombies": 2}},
              seats={me: {"dice": [1], "hand": [flare, horn]}})
    g.rng.script("exposure", "blank")
    g.apply(A.Attack("fx.s", 1, 1))
    assert g.places["school"].zombies == 2 and zombies_on_board(g) == 4
    g.apply(A.Play(flare))
    assert g.places["police"].zombies == 0 and zombies_on_board(g) == 2
    g.apply(A.Play(horn))
    assert g.places["police"].zombies == 3


@pytest.mark.parametrize("cause", ["overrun", "wounds", "bite", "card"])
def test_c_14_1_the_four_ways_a_survivor_dies(cause):
    """C-14.1: "A survivor dies from: an overrun (C-11.4); 3 or more wounds (C-8.3); a bite
    (C-8.2); a card effect that kills." """
    c = content()
    me = 0
    place = "colony" if cause == "overrun" else "school"
    play = {"overrun": (op("add_zombies", count=1, where="colony"),),
            "wounds": (op("wound", amount=1, target="choose_any", where="school"),),
            "card": (op("kill_survivor", target="choose_any", where="school"),),
            "bite": None}[cause]
    fate = fx_item(c, "fx.fate", "tools", play=play)
    places = {"colony": {"zombies": [3, 0, 0, 0, 0, 0]}} if cause == "overrun" else \
        {"school": {"zombies": 1}} if cause == "bite" else {}
    g = stage(c, person(c, me, "police", "fx.lead", influence=90, leader=True),
              person(c, me, place, "fx.victim", attack=1, influence=10,
                     wounds=2 if cause == "wounds" else 0),
              places=places, seats={me: {"hand": [fate], "dice": [1]}})
    if cause == "bite":
        g.rng.script("exposure", "bite")
        rec = g.apply(A.Attack("fx.victim", 1, 1))
    else:
        rec = g.apply(A.Play(fate))
    died = events(rec, "survivor_died")
    assert [(d["survivor"], d["cause"]) for d in died] == [("fx.victim", cause)]
    assert "fx.victim" in g.dead and g.morale == 6


# ---------------------------------------------------------------------------------- C-15 / C-16 exile
def _exile_board(players: int = 3, c=None, options=None, **position):
    """Every seat has one survivor at a Location (no forced moves on exile)."""
    c = c if c is not None else content()
    people = [person(c, i, S.LOCATIONS[i], f"fx.s{i}", influence=10 + i) for i in range(players)]
    return stage(c, *people, players=players, options=options, **position), 0


def test_c_15_3_an_exiled_players_survivors_never_enter_the_colony():
    """C-15.3 (OPEN-C-23): "an exiled player's survivors may never enter the Colony"."""
    g, me = _exile_board()
    target = (me + 1) % 3
    exile(g, target)
    assert g.seats[target].exiled
    g.apply(A.EndTurn())
    assert g.pending.seat == target
    sid = f"fx.s{target}"
    moves = {a.to for a in kinds(g, A.Move) if a.survivor == sid}
    assert moves and "colony" not in moves
    with pytest.raises(IllegalAction, match=r"C-15\.3"):
        g.apply(A.Move(sid, "colony"))
    g.apply(A.EndTurn())
    assert A.Move(f"fx.s{(me + 2) % 3}", "colony") in g.legal_actions()   # others still may


def test_c_15_7_an_exiled_betrayer_also_draws_an_exiled_objective():
    """C-15.7: "A betrayer who is exiled also draws an Exiled objective" (and, C-23.12, the
    betrayer's original objective stays hidden)."""
    target = 1
    betrayal = sorted(content().betrayals)[0]
    g, me = _exile_board(options={"traitor": True}, seats={target: {"objective": betrayal}})
    top, n = g.exile_deck[-1], len(g.exile_deck)
    exile(g, target)
    s = g.seats[target]
    assert s.exiled and s.exiled_obj == top and len(g.exile_deck) == n - 1
    assert s.objective in g.content.betrayals and not s.revealed
    assert "objective" not in g.public_view()["seats"][target]


def test_c_16_1_votes_come_from_exile_votes_and_crossroads_cards():
    """C-16.1: "Votes arise from an exile vote (C-7.12) or a Crossroads card" — both open a
    vote, and no other card text calls one."""
    c = load_content()

    def votes(ops):
        return bool(ops) and any(o.name == "vote" for o in walk_ops(ops))
    assert any(votes(o.ops) for x in c.crossroads.values() for o in x.options)
    assert not any(votes(i.play) or (i.equip_ability and votes(i.equip_ability.ops))
                   for i in c.items.values())
    assert not any(s.ability and votes(s.ability.ops) for s in c.survivors.values())
    assert not any(votes(x.effect) or votes(x.additional) for x in c.crises.values())
    # an exile vote
    g, me = _exile_board()
    g.apply(A.CallExile((me + 1) % 3))
    assert g.pending.kind == "vote" and g.pending.info["why"] == "exile"
    # a crossroads card
    c = content()
    card = fx_item(c, "fx.flyer", "education", play=(op("food", amount=0),))
    poll = fx_xr(c, "fx.xr.poll", "play",
                 [op("vote", yes=(op("food", amount=3),), no=(op("morale", amount=-1),))])
    g = stage(c, seats={0: {"hand": [card]}}, crossroads_held=[poll, 2])
    g.apply(A.Play(card))
    assert g.pending.kind == "crossroads"
    g.apply(A.ChooseOption(1))
    assert g.pending.kind == "vote" and g.pending.info["why"] == "crossroads"


def test_c_16_5_everyone_not_exiled_votes_target_included_tie_to_the_first_player():
    """C-16.5 (OPEN-C-25): "every non-exiled player votes, the target included; the player is
    exiled if yes > no; on yes = no the First player decides"."""
    g, me = _exile_board(players=4)
    target = (me + 2) % 4
    g.apply(A.CallExile(target))
    voters = []
    for yes in (True, True, False, False):
        voters.append(g.pending.seat)
        g.apply(A.Ballot(yes))
    assert sorted(voters) == [0, 1, 2, 3] and target in voters
    assert g.pending.kind == "tiebreak" and g.pending.seat == g.first
    g.apply(A.TieBreak(False))
    assert not g.seats[target].exiled
    # next turn: 3 yes against 1 no exiles
    g.apply(A.EndTurn())
    g.apply(A.CallExile(target))
    for yes in (True, True, True, False):
        g.apply(A.Ballot(yes))
    assert g.seats[target].exiled and g.pending.kind == "turn"


# ---------------------------------------------------------------------------------- C-17 card text and timing
def test_c_17_1_a_card_that_contradicts_the_rules_wins():
    """C-17.1: "When a card contradicts these rules, the card wins" — an item whose text says
    its bearer rolls no exposure after a move overrides C-7.6/C-8.1."""
    c = content()
    skis = fx_equip(c, "fx.skis", "tools", Modifiers(no_exposure=frozenset({"move"})))
    g = stage(c, person(c, 0, "colony", "fx.skier", equipped=[skis]),
              person(c, 0, "colony", "fx.walker"))
    rec = g.apply(A.Move("fx.skier", "school"))
    assert events(rec, "exposure") == []
    g.rng.script("exposure", "blank")
    rec = g.apply(A.Move("fx.walker", "school"))
    assert events(rec, "exposure") == [{"survivor": "fx.walker", "face": "blank"}]


def test_c_17_2_the_first_player_orders_simultaneous_effects():
    """C-17.2: "When two effects would happen at the same time, the First player chooses their
    order" — two equally low survivors in an overrun during another player's turn."""
    c = content()
    first, active = 0, 1
    horde = fx_item(c, "fx.horde", "tools", play=(op("add_zombies", count=1, where="colony"),))
    g = stage(c, person(c, first, "colony", "fx.a", influence=10),
              person(c, active, "colony", "fx.b", influence=10), seat=active, first=first,
              places={"colony": {"zombies": [3, 0, 0, 0, 0, 0]}}, seats={active: {"hand": [horde]}})
    assert g.pending.seat == active != first == g.first
    g.apply(A.Play(horde))
    assert g.pending.kind == "tie" and g.pending.seat == first
    assert set(g.legal_actions()) == {A.PickSurvivor("fx.a"), A.PickSurvivor("fx.b")}
    g.apply(A.PickSurvivor("fx.b"))
    assert "fx.b" in g.dead and "fx.a" in g.survivors


def test_c_17_4_outside_their_turn_a_player_only_answers_what_a_rule_asks():
    """C-17.4: "Cards are played only during their owner's own turn. Outside their own turn a
    player acts only when a rule calls on them" — a voter may only cast a ballot."""
    c = content()
    voter = 1
    card = fx_item(c, "fx.tin", "food", play=(op("food", amount=1),))
    g, me = _exile_board(c=c, seats={voter: {"hand": [card]}})
    g.apply(A.CallExile((me + 2) % 3))
    while g.pending.seat != voter:
        g.apply(A.Ballot(False))
    assert g.pending.kind == "vote"
    assert set(g.legal_actions()) == {A.Ballot(True), A.Ballot(False)}
    before = g.state_dict()
    with pytest.raises(IllegalAction, match=r"C-17\.4"):
        g.apply(A.Play(card))
    assert g.state_dict() == before


# ---------------------------------------------------------------------------------- C-18 / C-19
def test_c_18_4_morale_never_exceeds_the_top_of_the_track():
    """C-18.4 (with C-23.3): "Morale cannot exceed the top of the Morale track" — 10."""
    c = content()
    song = fx_item(c, "fx.song", "tools", play=(op("morale", amount=3),))
    g = stage(c, morale=9, seats={0: {"hand": [song]}})
    g.apply(A.Play(song))
    assert g.morale == 10 and g.public_view()["morale"] == 10


def test_c_19_6_variant_combinations():
    """C-19.6: "Traitor, Hardcore and Player elimination may be combined; Cooperative and
    Two-player exclude Traitor and exile." """
    g = drafted(players=4, seed=3, traitor=True, hardcore=True, elimination=True)
    o = g.options
    assert o.uses_traitor and o.uses_hardcore and o.uses_elimination
    assert g.public_view()["main_side"] == "hardcore"
    assert all(g.view(i)["me"]["objective"] for i in range(4))
    while g.pending.kind != "turn":
        g.apply(g.legal_actions()[0])
    assert kinds(g, A.CallExile)   # a competitive game: exile votes stay
    for opts in ({"players": 4, "variant": "cooperative", "traitor": True},
                 {"players": 2, "traitor": True}, {"players": 2, "variant": "traitor"}):
        g = drafted(seed=3, **opts)
        assert not g.options.uses_traitor, opts
        assert all(s.objective is None for s in g.seats), opts
        while g.pending is not None and g.pending.kind != "turn":
            g.apply(g.legal_actions()[0])
        assert not kinds(g, A.CallExile), opts
        with pytest.raises(IllegalAction):
            g.apply(A.CallExile((g.pending.seat + 1) % g.n))


# ---------------------------------------------------------------------------------- C-23 rulings
def test_c_23_9_search_seen_only_by_the_searcher_needs_no_noise_and_searcher_orders_bottom():
    """C-23.9: "what a search draws is seen only by the searcher. A new search needs no leftover
    noise. The searcher chooses the order of the unkept cards put on the bottom." """
    c = content()
    me = 0
    g = stage(c, person(c, me, "hospital", "fx.medic", search=1),
              person(c, me, "school", "fx.teacher", search=1),
              places={"hospital": {"noise": 4}}, seats={me: {"dice": [1, 1]}})
    top = g.places["hospital"].deck[-1]
    rec = g.apply(A.Search("fx.medic", 1))   # every noise slot full: still a search of 1 card
    assert g.pending.kind == "turn" and top in g.seats[me].hand
    secret = [e for e in rec.events if e.kind == "searched"]
    assert secret and all(e.seats == frozenset({me}) for e in secret)
    assert all(top not in repr(e.data) for e in rec.events if e.kind != "searched")
    # the searcher orders the bottom
    deck = g.places["school"].deck
    drawn = list(reversed(deck[-3:]))
    g.apply(A.Search("fx.teacher", 1))
    g.apply(A.MakeNoise())
    g.apply(A.MakeNoise())
    g.apply(A.StopSearch())
    g.apply(A.Keep(drawn[1]))
    assert g.pending.kind == "bottom" and g.pending.seat == me
    g.apply(A.Bottom(drawn[2]))
    assert deck[:2] == [drawn[0], drawn[2]] and drawn[1] in g.seats[me].hand


def test_c_23_9_an_empty_location_deck_is_never_replenished():
    """C-23.9: "An empty location deck is never replenished" — no search there, round after
    round."""
    c = content()
    me = 0
    last = fx_item(c, "fx.last", "fuel", origin="gas")
    g = stage(c, person(c, me, "gas", "fx.s", search=1), places={"gas": {"deck": [last]}},
              seats={me: {"dice": [1]}})
    g.apply(A.Search("fx.s", 1))
    assert g.places["gas"].deck == [] and not kinds(g, A.Search)
    end_turns(g)
    end_turns(g)
    assert g.public_view()["places"]["gas"]["deck"] == 0
    while g.pending.seat != me:
        g.apply(A.EndTurn())
    assert not kinds(g, A.Search)


def test_c_23_18_effects_resolve_atomically_and_deck_cards_are_items():
    """C-23.18: "Items that came from an item deck are item cards whatever their text (events,
    outsiders). Effects resolve atomically: no card may be played while another effect is
    resolving." """
    probe = stage()
    outsider = next(x for x in probe.places["grocery"].deck
                    if probe.card_def[x].symbol == "survivor")   # from the Grocery deck
    c = content()
    me = 0
    other = fx_item(c, "fx.other", "tools", play=(op("food", amount=1),))
    choice = fx_item(c, "fx.choice", "tools", play=(op("choose", options=(
        (op("food", amount=1),), (op("morale", amount=1),))),))
    g = stage(c, person(c, me, "colony", "fx.s"), seats={me: {"hand": [outsider, other, choice]}})
    assert outsider not in g.places["grocery"].deck
    assert A.Contribute(outsider) in g.legal_actions()   # an item card for the crisis
    g.apply(A.Play(choice))
    assert g.pending.kind == "option" and g.pending.seat == me
    assert all(isinstance(a, A.ChooseOption) for a in g.legal_actions())
    before = g.state_dict()
    with pytest.raises(IllegalAction):
        g.apply(A.Play(other))
    assert g.state_dict() == before
    g.apply(A.ChooseOption(1))
    assert g.pending.kind == "turn" and A.Play(other) in g.legal_actions()
