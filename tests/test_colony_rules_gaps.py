"""Issue 7: the rules that deviated, and numbered rules that had no test (shared/spec/colony.md).

The first part pins each fixed deviation with the rule it broke; the second covers rules no
test named before: crossroads firing and resolving (C-9.2–C-9.4, C-9.7), who wins a standard
game (C-1.2, C-18.2, C-18.3), the crisis "Additional" field (C-2.6), the crisis reshuffle
(C-5.1), the hardcore side (C-19.4), dilemma scoring (C-23.1) and C-23.14–C-23.17.
Positions are built with the public builder (``stage``, rules/colony/position.py): fixture
survivors and cards (``fx.…``).
"""
from __future__ import annotations

import re

import pytest
from colony_helpers import (
    cond,
    content,
    end_turns,
    events,
    fx_crisis,
    fx_equip,
    fx_item,
    fx_main,
    fx_objective,
    fx_xr,
    op,
    person,
    stage,
)

from rules.colony import actions as A
from rules.colony.content import Ability, Modifiers
from rules.colony.game import Game, Options
from rules.colony.turn import UNEXPLAINED
from rules.core.errors import IllegalAction


# ---------------------------------------------------------------------------------- helpers
def kinds(g: Game, cls) -> list:
    return [a for a in g.legal_actions() if isinstance(a, cls)]


def held(cid: str, seat: int = 0, players: int = 3) -> list:
    """``crossroads_held`` for ``seat``'s turn: the right-hand neighbour holds ``cid`` (C-9.1)."""
    return [cid, (seat - 1) % players]


def offered(g: Game) -> list:
    return sorted(a.n for a in g.legal_actions())


def morale_card(c, amount: int) -> str:
    return fx_item(c, f"fx.morale{amount}", "education", play=(op("morale", amount=amount),))


DONE = (cond("hand_size", min=0),)        # always met
UNDONE = (cond("hand_size", min=99),)     # never met


# ============================================================================ the 9 fixes
# ---------------------------------------------------------------------------------- 1
def test_c_23_13_c_9_2_frostbite_death_at_turn_start_triggers_a_held_death_card():
    """C-23.13: "the card is drawn before any start-of-turn effect (so frostbite can trigger
    it)"; C-9.2: the holder reveals it and the active player chooses. A survivor killed by its
    frostbite wound at the start of the turn reveals a drawn ``death`` card."""
    c = content()
    me, nxt = 0, 1
    grief = fx_xr(c, "fx.xr.grief", "death", [op("morale", amount=-1)], [op("food", amount=2)])
    g = stage(c, person(c, nxt, "colony", "fx.lead", influence=20, leader=True),
              person(c, nxt, "school", "fx.doomed", influence=10, wounds=1, frost=1),
              crossroads_deck=[grief])
    rec = g.apply(A.EndTurn())
    assert "fx.doomed" in g.dead and g.morale == 6
    assert g.pending.kind == "crossroads" and g.pending.seat == nxt
    assert offered(g) == [1, 2]
    assert events(rec, "crossroads_revealed") == [{"card": "fx.xr.grief", "holder": me, "active": nxt}]
    assert g.xr_held is None and g.xr_removed == ["fx.xr.grief"]
    g.apply(A.ChooseOption(2))
    assert g.food == 12 and g.morale == 6
    assert g.pending.kind == "turn" and g.pending.seat == nxt


# ---------------------------------------------------------------------------------- 2
def _option_position(setup, ops):
    """My leader at the Police Station plays a weapon card; the held crossroads card offers
    ``ops`` or "food +1". ``setup(c)`` adds to the position: places, helpless, people. Returns
    the options offered."""
    c = content()
    card = fx_item(c, "fx.shot", "weapon", play=(op("food", amount=0),))
    more = setup(c)
    places = {"school": {"zombies": 3}, **more.pop("places", {})}
    card_xr = fx_xr(c, "fx.xr.test", "play", ops, [op("food", amount=1)], symbol="weapon")
    g = stage(c, person(c, 0, "police", "fx.lead", influence=40, leader=True),
              *more.pop("people", ()), places=places, seats={0: {"hand": [card]}},
              crossroads_held=held(card_xr), **more)
    g.apply(A.Play(card))
    assert g.pending.kind == "crossroads"
    return offered(g)


def _colony_zombies(n):
    return lambda c: {"places": {"colony": {"zombies": [1] * n + [0] * (6 - n)}}}


def _police_full_but(free):
    return lambda c: {"places": {"colony": {"zombies": [1, 1, 0, 0, 0, 0]},
                                 "police": {"zombies": 3 - free}}}


def _colony_full(c):
    return {"helpless": 20}   # nobody else is in the Colony


def _hospital_deck(n):
    return lambda c: {"places": {"hospital": {"deck": [
        fx_item(c, f"fx.hosp{k}", "medicine", origin="hospital") for k in range(n)]}}}


def _police_zombies(n):
    return lambda c: {"places": {"police": {"zombies": n}}}


def _colony_free_spaces(n):
    return lambda c: {"places": {"colony": {"zombies": [3 - n, 3, 3, 3, 3, 3]}}}


def _wounded_follower(wounds):
    return lambda c: {"people": [person(c, 0, "police", "fx.hurt", influence=30, wounds=wounds)]}


LURE = (op("lure", count=2, target="leader", where="colony"),)


@pytest.mark.parametrize("setup, ops, able", [
    (_colony_zombies(0), LURE, False),    # the case: nothing to lure from the Colony
    (_colony_zombies(1), LURE, False),    # not in full
    (_colony_zombies(2), LURE, True),
    (_police_full_but(1), LURE, False),   # the target's place has one empty entrance space
    (_colony_full, (op("move", target="leader", to="colony", exposure=False),), False),
    (lambda c: {}, (op("move", target="leader", to="colony", exposure=False),), True),
    (_hospital_deck(1), (op("draw_items", count=2, where="hospital"),), False),
    (_hospital_deck(2), (op("draw_items", count=2, where="hospital"),), True),
    (_police_zombies(1), (op("kill_zombies", count=2, target="leader", exposure=False),), False),
    (_police_zombies(2), (op("kill_zombies", count=2, target="leader", exposure=False),), True),
    (_colony_free_spaces(1), (op("barricade", count=2, where="colony"),), False),
    (_colony_free_spaces(2), (op("barricade", count=2, where="colony"),), True),
    (_wounded_follower(1), (op("heal", amount=2, target="choose_own"),), False),
    (_wounded_follower(2), (op("heal", amount=2, target="choose_own"),), True),
    (lambda c: {}, (op("discard", count=1),), False),   # my hand is empty after the play
    (lambda c: {}, (op("remove_zombies", count=1, where="school"),), True),
    (lambda c: {}, (op("remove_zombies", count=1, where="gas"),), False),
])
def test_c_9_3_an_option_is_offered_only_when_every_argument_of_every_op_can_be_met(setup, ops, able):
    """C-9.3: "If the chosen player cannot carry out one option, they must choose the other";
    the vocabulary: an option is able only when each op "can be done in full". The check reads
    every argument of the op: its count, its target, its place and a lure's source."""
    assert _option_position(setup, ops) == ([1, 2] if able else [2])


def test_c_9_3_an_unable_option_is_refused_with_its_rule():
    """C-9.3: choosing the option that cannot be carried out is refused, and says why."""
    c = content()
    card = fx_item(c, "fx.shot", "weapon", play=(op("food", amount=0),))
    echo = fx_xr(c, "fx.xr.echo", "play", LURE, [op("morale", amount=-1)], symbol="weapon")
    g = stage(c, person(c, 0, "police", "fx.lead"), places={"school": {"zombies": 2}},
              seats={0: {"hand": [card]}}, crossroads_held=held(echo))
    g.apply(A.Play(card))
    with pytest.raises(IllegalAction, match=r"C-9\.3"):
        g.apply(A.ChooseOption(1))
    g.apply(A.ChooseOption(2))
    assert g.morale == 6 and g.places["police"].zombies == 0


# ---------------------------------------------------------------------------------- 3
def test_c_13_2_only_the_adding_branch_of_a_choose_card_is_unavailable():
    """C-13.2: "no Item card and no Crossroads option that would add a survivor ... may be
    played or chosen" with a full Colony — a choose-one card whose other branch adds nobody
    is still played; only the adding branch is unavailable."""
    def position(helpless):
        c = content()
        card = fx_item(c, "fx.either", "survivor",
                       play=(op("choose", options=((op("add_survivor", draw=1),),
                                                   (op("food", amount=2),))),))
        return stage(c, person(c, 0, "colony", "fx.home"), helpless=helpless,
                     seats={0: {"hand": [card]}}), card

    g, card = position(19)
    deck = list(g.survivor_deck)
    assert A.Play(card) in g.legal_actions()
    g.apply(A.Play(card))   # the one branch left is taken without asking
    assert g.food == 12 and g.survivor_deck == deck and g.occupants("colony") == 20
    assert g.pending.kind == "turn"
    # with room, both branches are offered
    g, card = position(10)
    g.apply(A.Play(card))
    assert g.pending.kind == "option" and offered(g) == [1, 2]


def test_c_13_2_an_adding_crossroads_option_is_never_chosen_with_a_full_colony():
    """C-13.2/C-9.3: when neither option can be done in full, the player still may not choose
    the one that would add helpless survivors to a full Colony."""
    c = content()
    card = fx_item(c, "fx.shot", "weapon", play=(op("food", amount=0),))
    bunks = fx_xr(c, "fx.xr.bunks", "play", [op("add_helpless", count=1)], [op("food", amount=-2)],
                  symbol="weapon")
    g = stage(c, person(c, 0, "colony", "fx.home"), helpless=19, food=0,
              seats={0: {"hand": [card]}}, crossroads_held=held(bunks))
    g.apply(A.Play(card))
    assert offered(g) == [2]


# ---------------------------------------------------------------------------------- 4
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_c_23_1_dilemma_uses_the_two_player_coop_setup(seed):
    """C-23.1: the dilemma variant is the "two-player cooperative setup, but each player gets 1
    normal secret objective and 1 betrayal objective": the hardcore side (C-19.1), no card with
    the non-cooperative mark (C-19.1), 7 starting items and 3 survivors kept (C-19.2)."""
    c = content(crossroads=True)
    g = Game(Options(players=2, seed=seed, variant="dilemma"), c)
    coop = Game(Options(players=2, seed=seed, variant="cooperative"), c)
    assert g.side is g.main.hardcore and g.morale == g.main.hardcore.morale
    assert g.rounds == g.main.hardcore.rounds
    assert not any(d.noncoop for d in g.card_def.values())
    assert set(g.card_def) == set(coop.card_def)
    dealt = set(g.survivor_deck) | {x for d in g.dealt.values() for x in d}
    assert dealt == set(coop.survivor_deck) | {x for d in coop.dealt.values() for x in d}
    assert not any(c.survivors[x].noncoop for x in dealt)
    assert not any(c.crossroads[x].noncoop for x in g.xr_deck) and set(g.xr_deck) == set(coop.xr_deck)
    assert [len(s.hand) for s in g.seats] == [7, 7]
    assert all(len(a.followers) == 2 for a in g.legal_actions())
    for s in g.seats:
        assert s.objective in c.secrets and s.betrayal2 in c.betrayals


# ---------------------------------------------------------------------------------- 5
def _exiled_turn(hands=None):
    """Exile the player after the first, then start that player's turn; returns (g, exiled).
    ``hands``: seat -> the fixture play cards (``(id, play)`` pairs) that seat holds."""
    c = content()
    people = [person(c, i, place, f"fx.s{i}", influence=10 + i)
              for i, place in enumerate(("school", "police", "hospital"))]
    seats = {i: {"hand": [fx_item(c, cid, "tools", play=play) for cid, play in cards]}
             for i, cards in (hands or {}).items()}
    g = stage(c, *people, seats=seats)
    me = 0
    target = (me + 1) % 3
    g.apply(A.CallExile(target))
    while g.pending.kind == "vote":
        g.apply(A.Ballot(True))
    assert g.seats[target].exiled
    g.apply(A.EndTurn())
    assert g.pending.seat == target
    return g, target


def test_c_15_4_exiled_players_played_cards_leave_the_game_and_discards_go_to_the_waste():
    """C-15.4: "cards they play are removed from the game instead of going to the Waste pile" —
    only the played ones: a card an exiled player discards goes to the Waste."""
    junk, purge = "fx.junk", "fx.purge"
    g, ex = _exiled_turn({1: [(junk, None), (purge, (op("discard", count=1),))]})
    assert g.seats[ex].hand == [junk, purge]
    waste = list(g.waste)
    g.apply(A.Play(purge))
    assert g.seats[ex].hand == []
    assert g.waste == waste + [junk]
    assert purge in g.removed and purge not in g.waste and junk not in g.removed


# ---------------------------------------------------------------------------------- 6
def test_c_23_13_move_trigger_fires_for_a_move_made_by_a_card():
    """C-23.13 (README trigger events): a ``move`` trigger is met by a move made by a card, not
    only by the move action."""
    c = content()
    card = fx_item(c, "fx.ride", "fuel",
                   play=(op("move", target="choose_own", to="hospital", exposure=False),))
    ward = fx_xr(c, "fx.xr.ward", "move", [op("food", amount=1)], location="hospital")
    g = stage(c, person(c, 0, "school", "fx.walker"), seats={0: {"hand": [card]}},
              crossroads_held=held(ward))
    g.apply(A.Play(card))
    assert g.survivors["fx.walker"].place == "hospital"
    assert g.pending.kind == "crossroads" and g.pending.info["card"] == "fx.xr.ward"


def test_c_23_13_move_trigger_fires_for_a_move_made_by_an_ability():
    """C-23.13: a survivor's ability that moves it meets a ``move`` trigger, after the ability
    has resolved."""
    c = content()
    ab = Ability({"en": "-", "ru": "-"}, 1, False, (),
                 (op("move", target="acting", to="hospital", exposure=False),))
    ward = fx_xr(c, "fx.xr.ward", "move", [op("food", amount=1)], location="hospital")
    g = stage(c, person(c, 0, "school", "fx.runner", ability=ab), seats={0: {"dice": [4]}},
              crossroads_held=held(ward))
    g.apply(A.UseAbility("fx.runner", 4))
    assert g.pending.kind == "crossroads"
    g.apply(A.ChooseOption(1))
    assert g.food == 11 and g.survivors["fx.runner"].place == "hospital"


def test_c_23_13_a_survivor_killed_in_a_card_move_does_not_trigger():
    """C-23.13: "a survivor that died during its move does not trigger 'after a move'"."""
    c = content()
    me = 0
    card = fx_item(c, "fx.ride", "fuel", play=(op("move", target="choose_own", to="hospital"),))
    ward = fx_xr(c, "fx.xr.ward", "move", [op("food", amount=1)], location="hospital")
    g = stage(c, person(c, me, "colony", "fx.home", influence=60, leader=True),
              person(c, me, "school", "fx.walker", influence=20), seats={me: {"hand": [card]}},
              crossroads_held=held(ward))
    g.rng.script("exposure", "bite")
    g.apply(A.Play(card))
    assert g.pending.kind == "target"
    g.apply(A.PickSurvivor("fx.walker"))
    assert "fx.walker" in g.dead
    assert g.pending.kind == "turn" and g.xr_held == ("fx.xr.ward", (me - 1) % 3)


# ---------------------------------------------------------------------------------- 7
def test_c_7_8_one_request_to_each_other_player_per_turn():
    """C-7.8 sets no limit on requests; to end every turn a player asks each other player at
    most once per turn (docs/decisions.md) — not one request per turn."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.asker"), players=4, by=("grocery", "library"))
    others = [(me + k) % 4 for k in (1, 2, 3)]
    assert set(kinds(g, A.Request)) == {A.Request(i) for i in others}
    rec = g.apply(A.Request(others[0]))
    assert events(rec, "request") == [{"seat": me, "target": others[0]}]
    assert g.pending.kind == "give" and g.pending.seat == others[0]
    g.apply(A.GiveDone())
    assert g.pending.kind == "turn" and g.pending.seat == me
    assert set(kinds(g, A.Request)) == {A.Request(others[1]), A.Request(others[2])}
    with pytest.raises(IllegalAction, match=r"already asked seat .* \(C-7\.8\)"):
        g.apply(A.Request(others[0]))
    g.apply(A.Request(others[2]))
    assert g.pending.seat == others[2]
    g.apply(A.GiveDone())
    assert kinds(g, A.Request) == [A.Request(others[1])]
    g.apply(A.EndTurn())   # the next player may ask everyone again
    nxt = g.pending.seat
    assert {a.target for a in kinds(g, A.Request)} == {i for i in range(4) if i != nxt}


def test_c_7_8_request_text_names_the_asked_seat():
    assert A.Request(2).text == "request target=2"
    assert A.ColonyAction.parse("request target=2") == A.Request(2)


# ---------------------------------------------------------------------------------- 8
RULE = re.compile(r"\b(?:OPEN-)?C-\d+(?:\.\d+)?\b")


def _refusal(g: Game, action) -> str:
    before = g.state_dict()
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert g.state_dict() == before
    return str(err.value)


def _turn_position(b_at: str = "colony", main: dict | None = None):
    """My survivors: a leader at the School and one in the Colony (``b_at``); a food card and
    an Equip card in hand; 2 dice; the Waste holds a card; the School deck 3 cards. ``main``:
    the Main objective's fields, when a fixture one is wanted."""
    c = content()
    me = 0
    beans = fx_item(c, "fx.beans", "food", play=(op("food", amount=1),))
    pipe = fx_equip(c, "fx.pipe")
    old = fx_item(c, "fx.old", "tools")
    deck = [fx_item(c, f"fx.book{k}", "education", origin="school") for k in range(3)]
    extra = {"main": fx_main(c, **main)} if main else {}
    g = stage(c, person(c, me, "school", "fx.a", attack=3, search=3, influence=40, leader=True),
              person(c, me, b_at, "fx.b", attack=3, search=3, influence=41),
              person(c, (me + 1) % 3, "police", "fx.other", influence=42),
              seats={me: {"hand": [beans, pipe], "dice": [2, 5]}}, waste=[old], food=0,
              places={"school": {"deck": deck}}, **extra)
    return g, me


# verb -> (a refused action in _turn_position, the rule the refusal must name)
TURN_CASES = {
    "attack": (lambda g, me: A.Attack("fx.a", 5, 1), "C-6.2"),   # no zombie at the School
    "attack-survivor": (lambda g, me: A.AttackSurvivor("fx.a", 5, "fx.b"), "C-6.5"),
    "search": (lambda g, me: A.Search("fx.b", 5), "C-6.7"),        # the Colony
    "barricade": (lambda g, me: A.Barricade("fx.a", 5, 2), "C-6.12"),   # a Location has one entrance
    "clean": (lambda g, me: A.CleanWaste(5), "C-6.13"),   # staged below without a Colony survivor
    "lure": (lambda g, me: A.Lure("fx.a", 5, "gas"), "C-23.4"),
    "ability": (lambda g, me: A.UseAbility("fx.a", 5), "C-6.15"),
    "play": (lambda g, me: A.Play("fx.pipe"), "C-7.2"),
    "play-as-die": (lambda g, me: A.PlayFoodAsDie("fx.beans", 2), "C-15.4"),
    "equip": (lambda g, me: A.Equip("fx.beans", "fx.a"), "C-7.2"),
    "use": (lambda g, me: A.UseItem("fx.pipe", 0), "C-7.2"),
    "crisis": (lambda g, me: A.Contribute("fx.nothing"), "C-7.4"),
    "objective": (lambda g, me: A.ContributeMain("fx.pipe"), "C-23.8"),
    "move": (lambda g, me: A.Move("fx.a", "school"), "C-7.6"),
    "food": (lambda g, me: A.SpendFood(2), "C-7.7"),
    "request": (lambda g, me: A.Request(me), "C-7.8"),
    "handoff": (lambda g, me: A.HandOff("fx.beans", "fx.b"), "C-7.10"),
    "exile": (lambda g, me: A.CallExile(me), "C-7.12"),
}


def test_every_refused_action_names_the_rule_that_refuses_it():
    """Issue 7: every refused action says which rule refuses it. Each action kind (every verb
    of the action family) is tried where it is illegal: a turn action in a staged turn, and
    the end of a turn and every answer while another question is asked; the refusal must
    cite a rule id and never be the bare "not one of the choices" / "not allowed"."""
    verbs = set(A.ColonyAction._registry)
    tried = set()

    def check(msg: str, rule: str | None = None):
        assert RULE.search(msg), msg
        assert UNEXPLAINED not in msg, msg
        if rule:
            assert f"{rule})" in msg or f"{rule}," in msg, (rule, msg)

    for verb, (make, rule) in TURN_CASES.items():
        if verb == "clean":
            g, me = _turn_position(b_at="school")
        elif verb == "objective":   # the Main objective takes medicine only
            g, me = _turn_position(main={"accepts": ("medicine",), "non_starting": False})
        else:
            g, me = _turn_position()
        action = make(g, me)
        assert action.verb == verb
        check(_refusal(g, action), rule)
        tried.add(verb)

    # every answer verb during a turn: not the question being asked
    g, me = _turn_position()
    answers = {
        "draft": A.Draft("fx.a", ()), "noise": A.MakeNoise(), "stop": A.StopSearch(),
        "keep": A.Keep("fx.beans"), "bottom": A.Bottom("fx.beans"), "lure-zombie": A.LureZombie(1, 1),
        "lure-stop": A.LureStop(), "give": A.Give("fx.beans"), "give-done": A.GiveDone(),
        "bite": A.BiteChoice(True), "option": A.ChooseOption(1), "ballot": A.Ballot(True),
        "tiebreak": A.TieBreak(True), "pick": A.PickSurvivor("fx.a"),
        "pick-place": A.PickPlace("school"), "pick-entrance": A.PickEntrance(1),
        "pick-card": A.PickCard("fx.beans"), "more": A.OneMore(), "enough": A.Enough(),
    }
    for verb, action in answers.items():
        assert action.verb == verb
        msg = _refusal(g, action)
        check(msg, "C-5.7")
        assert "not one of the choices" in msg
        tried.add(verb)

    # the end of a turn (and any turn action) while a vote is asked
    g, me = _turn_position()
    g.apply(A.CallExile((me + 1) % 3))
    assert g.pending.kind == "vote"
    check(_refusal(g, A.EndTurn()), "C-17.3")
    check(_refusal(g, A.Attack("fx.a", 5, 1)), "C-17.3")
    tried.add("end")

    # an answer of the right kind but not one offered: keep a card not drawn
    g, me = _turn_position()
    g.apply(A.Search("fx.a", 5))
    g.apply(A.MakeNoise())
    g.apply(A.StopSearch())
    assert g.pending.kind == "keep"
    check(_refusal(g, A.Keep("fx.beans")), "C-6.10")
    assert verbs == tried, verbs ^ tried


def test_c_6_13_clean_waste_without_a_colony_survivor_names_its_rule():
    """C-6.13/OPEN-C-9: "Requirement: you control at least 1 survivor in the Colony" — said,
    not only "not one of the choices"."""
    g, me = _turn_position(b_at="school")
    assert not kinds(g, A.CleanWaste)
    msg = _refusal(g, A.CleanWaste(5))
    assert "survivor in the Colony" in msg and "C-6.13" in msg


# ---------------------------------------------------------------------------------- 9
def test_c_6_4_survivor_attack_hits_at_most_the_targets_attack_as_modified():
    """C-6.4: "If the new result is <= T's Attack value, put 1 wound on T". T's Attack is its
    Attack threshold as its cards modify it — the number it attacks with (docs/decisions.md):
    a target of printed Attack 3 whose gear lowers it to 2 is missed by a re-roll of 3."""
    c = content()
    me = 0
    vest = fx_equip(c, "fx.vest", mods=Modifiers(attack=-1))
    g = stage(c, person(c, me, "school", "fx.a", attack=2),
              person(c, (me + 1) % 3, "school", "fx.t", attack=3, equipped=[vest]),
              seats={me: {"dice": [4, 4]}})
    t = g.survivors["fx.t"]
    assert g.attack_threshold(t) == 2
    g.rng.script("d6", 3, 2)
    rec = g.apply(A.AttackSurvivor("fx.a", 4, "fx.t"))
    assert events(rec, "attack_survivor")[0]["hit"] is False and t.hurt == 0
    rec = g.apply(A.AttackSurvivor("fx.a", 4, "fx.t"))
    assert events(rec, "attack_survivor")[0]["hit"] is True and t.wounds == 1



def test_c_6_4_the_wound_lands_before_the_card_is_taken():
    """C-6.4 in the seeds' order: "put 1 wound on T and take 1 card at random" (RU «разместите
    жетон раны … и вытяните случайную карту из руки»). A wound that kills the controller's last
    survivor takes their hand out of the game at once (C-14.5), so the attacker gets nothing."""
    c = content()
    me, them = 0, 1
    g = stage(c, person(c, me, "school", "fx.a", attack=2),
              person(c, them, "school", "fx.t", attack=3, wounds=2),
              seats={me: {"dice": [3]}})
    mine = len(g.seats[me].hand)
    assert g.seats[them].hand
    g.rng.script("d6", 1)
    rec = g.apply(A.AttackSurvivor("fx.a", 3, "fx.t"))
    kinds_seen = [e.kind for e in rec.events]
    assert "survivor_died" in kinds_seen and "card_taken" not in kinds_seen
    assert len(g.seats[me].hand) == mine
    # a wound that does not kill: the card is taken after it, as before
    g = stage(c, person(c, me, "school", "fx.a", attack=2),
              person(c, them, "school", "fx.t", attack=3),
              seats={me: {"dice": [3]}})
    g.rng.script("d6", 1)
    rec = g.apply(A.AttackSurvivor("fx.a", 3, "fx.t"))
    kinds_seen = [e.kind for e in rec.events]
    assert kinds_seen.index("wounded") < kinds_seen.index("card_taken")
    assert len(g.seats[me].hand) == mine + 1


def test_c_6_4_c_14_3_gear_back_in_the_hand_before_the_card_is_taken():
    """C-6.4 in the seeds' order with C-14.3: a wound that kills a survivor in the Colony sends
    its equipped cards back to its controller's hand first, so the card taken at random is
    taken from that hand — here the only card in it (docs/decisions.md; OPEN-C-7's "no card"
    is a hand empty when the card is taken)."""
    c = content()
    me, them = 0, 1
    bat = fx_equip(c, "fx.bat", mods=Modifiers(attack=-1))
    g = stage(c, person(c, me, "colony", "fx.a", attack=2),
              person(c, them, "colony", "fx.t", attack=4, wounds=2, equipped=[bat]),
              person(c, them, "school", "fx.u"),
              players=2, seats={me: {"dice": [3]}, them: {"hand": []}})
    mine = list(g.seats[me].hand)
    g.rng.script("d6", 1)
    rec = g.apply(A.AttackSurvivor("fx.a", 3, "fx.t"))
    kinds_seen = [e.kind for e in rec.events]
    assert kinds_seen.index("survivor_died") < kinds_seen.index("card_taken")
    assert g.seats[me].hand == mine + [bat] and g.seats[them].hand == []

# ============================================================================ rules without a test
# ---------------------------------------------------------------------------------- C-9
def _searcher_with_card(options, deck=()):
    """My searcher (Search 2+) at the School, 4 cards in its deck, dice 5 and 5; the held
    crossroads card triggers on a search at the School. ``deck``: the crossroads deck."""
    c = content()
    lockers = fx_xr(c, "fx.xr.lockers", "search", *options, location="school")
    more = [fx_xr(c, cid, "search", *ops, location="school") for cid, ops in deck]
    books = [fx_item(c, f"fx.book{k}", "education", origin="school") for k in range(4)]
    g = stage(c, person(c, 0, "school", "fx.s", search=2), seats={0: {"dice": [5, 5]}},
              places={"school": {"deck": books}}, crossroads_held=held(lockers),
              crossroads_deck=more)
    return g, 0


@pytest.mark.parametrize("choice, food, morale", [(1, 12, 7), (2, 10, 8)])
def test_c_9_2_c_9_3_the_chosen_option_resolves_and_the_card_leaves_the_game(choice, food, morale):
    """C-9.2: "the holder reveals the card ...; the active player chooses one option; it takes
    effect immediately; the card is removed from the game" — each option resolves its ops."""
    g, me = _searcher_with_card(([op("food", amount=2)], [op("morale", amount=1)]))
    g.apply(A.Search("fx.s", 5))
    g.apply(A.StopSearch())
    assert g.pending.kind == "crossroads" and g.pending.seat == me and offered(g) == [1, 2]
    rec = g.apply(A.ChooseOption(choice))
    assert events(rec, "crossroads_chosen") == [{"card": "fx.xr.lockers", "option": choice}]
    assert (g.food, g.morale) == (food, morale)
    assert g.xr_removed == ["fx.xr.lockers"] and g.xr_held is None
    assert "fx.xr.lockers" not in g.xr_deck


def test_c_9_4_a_trigger_met_during_an_action_resolves_after_the_action():
    """C-9.4: "If the trigger happens while an action is being performed, the card resolves
    after that action is finished" — the search's noise, keep and bottom choices come first."""
    g, me = _searcher_with_card(([op("food", amount=2)], [op("morale", amount=1)]))
    asked = []
    g.apply(A.Search("fx.s", 5))
    asked.append(g.pending.kind)
    g.apply(A.MakeNoise())
    asked.append(g.pending.kind)
    g.apply(A.MakeNoise())
    asked.append(g.pending.kind)
    g.apply(A.StopSearch())
    asked.append(g.pending.kind)
    g.apply(g.legal_actions()[0])
    asked.append(g.pending.kind)
    g.apply(g.legal_actions()[0])
    asked.append(g.pending.kind)
    assert asked == ["search", "search", "search", "keep", "bottom", "crossroads"]
    assert len(g.seats[me].hand) >= 1


def test_c_9_7_at_most_one_crossroads_card_is_live_per_turn():
    """C-9.7: "At most one Crossroads card is live per turn" — after it resolves, the same
    trigger again reveals nothing; the next turn draws a new card."""
    g, me = _searcher_with_card(([op("food", amount=2)],),
                                deck=[("fx.xr.next", ([op("morale", amount=1)],))])
    g.apply(A.Search("fx.s", 5))
    g.apply(A.StopSearch())
    g.apply(A.ChooseOption(1))
    g.apply(A.Search("fx.s", 5))
    g.apply(A.StopSearch())
    assert g.pending.kind == "turn" and g.food == 12 and g.morale == 7
    assert g.xr_held is None and g.xr_deck == ["fx.xr.next"]
    g.apply(A.EndTurn())
    assert g.xr_held == ("fx.xr.next", me)


# ---------------------------------------------------------------------------------- C-1.2, C-18
def _end_positions(players: int = 4, objectives=None, options=None, **position):
    """Every seat has one survivor at its own Location and an empty hand (unless ``seats``
    gives one). ``objectives(c)``: seat -> the fields of that seat (objective, exiled, ...),
    fixture objectives defined in ``c``."""
    c = content()
    people = [person(c, i, ("school", "police", "hospital", "library", "grocery")[i], f"fx.s{i}",
                     influence=10 + i) for i in range(players)]
    seats = {i: {"hand": []} for i in range(players)}
    for i, entry in (objectives(c) if objectives else {}).items():
        seats[i].update(entry)
    for i, entry in position.pop("seats", {}).items():
        seats[i].update(entry)
    extra = position.pop("extra", None)
    if extra:
        position.update(extra(c))
    return stage(c, *people, players=players, options=options, seats=seats, **position), 0


def test_c_1_2_c_18_2_c_18_3_a_standard_game_with_secret_betrayal_and_exiled_objectives():
    """C-1.2/C-18.2: "each player checks their Secret objective (as modified by an Exiled
    objective): those who fulfilled it win, all others lose"; C-18.3: whether the Main objective
    must be complete is the objective card's. The game ends on the Round track (no Main)."""
    a, b, cc, d = 0, 1, 2, 3

    def objectives(c):
        return {
            a: {"objective": fx_objective(c, "fx.obj.needs_main", "secret", DONE, needs_main=True)},
            b: {"objective": fx_objective(c, "fx.obj.alone", "secret", DONE, needs_main=False)},
            cc: {"objective": fx_objective(c, "fx.obj.traitor", "betrayal", DONE)},
            # exiled: the Exiled card adjusts the original (OPEN-C-22)
            d: {"objective": fx_objective(c, "fx.obj.kept", "secret", UNDONE, needs_main=False),
                "exiled": True,
                "exiled_objective": fx_objective(c, "fx.obj.exile", "exiled", DONE,
                                                 keep_original=False)},
        }

    g, me = _end_positions(objectives=objectives, rounds=1)
    end_turns(g)
    out = g.outcome
    assert out.reason == "rounds" and out.main_complete is False
    assert out.objectives == {a: False, b: True, cc: True, d: True}
    assert sorted(out.winners) == sorted([b, cc, d])


def test_c_18_2_an_exiled_card_that_keeps_the_original_needs_both():
    """C-18.2/OPEN-C-22: an Exiled objective with ``keep_original`` adds to the old goal: the
    player wins only with both met."""
    me = 0
    x = (me + 1) % 3

    def objectives(c):
        seats = {i: {"objective": fx_objective(c, f"fx.obj.none{i}", "secret", UNDONE)}
                 for i in range(3) if i != x}
        seats[x] = {"objective": fx_objective(c, "fx.obj.old", "secret", UNDONE, needs_main=False),
                    "exiled": True,
                    "exiled_objective": fx_objective(c, "fx.obj.exile2", "exiled", DONE,
                                                     keep_original=True)}
        return seats

    g, me = _end_positions(players=3, objectives=objectives, rounds=1)
    end_turns(g)
    assert g.outcome.winners == () and g.outcome.objectives[x] is False


def test_c_1_2_c_18_3_the_main_objective_completes_and_its_secret_holders_win():
    """C-1.2/C-18.1(c)/C-18.3: the Main objective complete at Colony step 5 ends the game; a
    secret objective that needs it is now won, any number of players may win (C-1.2)."""
    def objectives(c):
        return {i: {"objective": fx_objective(c, f"fx.obj.needs_main{i}", "secret", DONE,
                                              needs_main=True)} for i in range(3)}

    g, me = _end_positions(players=3, objectives=objectives,
                           extra=lambda c: {"main": fx_main(c, goal=(cond("morale", min=1),))})
    end_turns(g)
    assert g.outcome.reason == "main" and g.outcome.main_complete
    assert sorted(g.outcome.winners) == [0, 1, 2]


def test_c_1_2_nobody_may_win():
    """C-1.2: "Any number of players (including none) may win"."""
    def objectives(c):
        seats = {i: {"objective": fx_objective(c, f"fx.obj.never{i}", "secret", UNDONE,
                                               needs_main=False)} for i in range(3)}
        seats[0]["hand"] = [morale_card(c, -10)]
        return seats

    g, me = _end_positions(players=3, objectives=objectives)
    g.apply(A.Play("fx.morale-10"))
    assert g.outcome.reason == "morale" and g.outcome.winners == ()


# ---------------------------------------------------------------------------------- C-2.6, C-5.1
@pytest.mark.parametrize("matching, food_gain", [(3, 0), (4, 2)])
def test_c_2_6_crisis_additional_field_needs_matching_cards_beyond_p(matching, food_gain):
    """C-2.6/OPEN-C-2: "if present, matching cards beyond P buy the printed special effect; the
    generic +1 Morale bonus (C-10.3) still applies" — P = 3: 3 matching cards prevent the crisis
    without the extra, 4 buy it (score 4 < P + 2: no Morale bonus)."""
    c = content()
    me = 0
    cid = fx_crisis(c, "food", effect=(op("morale", amount=-3),), additional=(op("food", amount=2),))
    cards = [fx_item(c, f"fx.can{k}", "food") for k in range(matching)]
    g = stage(c, person(c, me, "school", "fx.s"), crisis=cid, seats={me: {"hand": cards}})
    for card in cards:
        g.apply(A.Contribute(card))
    food, morale = g.food, g.morale
    end_turns(g)
    assert g.morale == morale
    assert g.food == food + food_gain   # no Colony population: nothing eaten


def test_c_5_1_an_empty_crisis_deck_is_reshuffled_from_the_used_crises():
    """C-5.1/OPEN-C-5: "if the deck is empty at this step, shuffle all used Crisis cards into a
    new deck (so every round has a crisis)"."""
    c = content()
    real = sorted(c.crises)
    harmless = fx_crisis(c, "fuel", effect=(op("food", amount=0),))
    g = stage(c, person(c, 0, "school", "fx.s"), crisis=harmless, crisis_deck=[],
              crisis_used=real)   # every real crisis has been used
    end_turns(g)
    assert g.crisis is not None
    assert sorted(g.crisis_deck + [g.crisis]) == sorted(g.content.crises)
    assert harmless in g.content.crises and g.crisis_used == []


# ---------------------------------------------------------------------------------- C-19.4
def test_c_19_4_hardcore_is_the_normal_game_on_the_hardcore_side():
    """C-19.4: "Hardcore: normal game, but use the hardcore side of the Main objective" —
    secret objectives are still dealt and exile votes remain."""
    for opts in ({"variant": "hardcore"}, {"hardcore": True}):
        g = Game(Options(players=4, seed=5, **opts), content())
        assert g.side is g.main.hardcore and g.options.mode == "competitive"
        assert (g.morale, g.rounds) == (g.main.hardcore.morale, g.main.hardcore.rounds)
        assert all(s.objective for s in g.seats)
        while g.pending.kind == "draft":
            g.apply(g.legal_actions()[0])
        assert kinds(g, A.CallExile)
    g = Game(Options(players=4, seed=5), content())
    assert g.side is g.main.standard and g.morale == g.main.standard.morale


# ---------------------------------------------------------------------------------- C-23.1 dilemma
def _dilemma(secret_done, betrayal_done, options=None, **position):
    c = content()
    seats = {i: {"hand": [],
                 "objective": fx_objective(c, f"fx.sec{i}", "secret",
                                           DONE if secret_done[i] else UNDONE, needs_main=True),
                 "betrayal2": fx_objective(c, f"fx.bet{i}", "betrayal",
                                           DONE if betrayal_done[i] else UNDONE)}
             for i in range(2)}
    extra = position.pop("extra", None)
    if extra:
        position.update(extra(c, seats))
    g = stage(c, person(c, 0, "school", "fx.a"), person(c, 1, "police", "fx.b"), players=2,
              options={"variant": "dilemma", **(options or {})}, seats=seats, **position)
    return g, 0


@pytest.mark.parametrize("secret_done, winners", [((True, False), (0,)), ((True, True), (0, 1)),
                                                   ((False, False), ())])
def test_c_23_1_dilemma_main_complete_wins_with_the_normal_secret(secret_done, winners):
    """C-23.1: "if the Main objective is completed a player wins only with their normal secret
    objective done" (betrayal objectives do not count then)."""
    g, me = _dilemma(secret_done, (True, True),
                     extra=lambda c, seats: {"main": fx_main(c, goal=(cond("morale", min=1),))})
    end_turns(g)
    assert g.outcome.reason == "main" and g.outcome.winners == winners


@pytest.mark.parametrize("betrayal_done, winners", [((True, False), (0,)), ((False, True), (1,)),
                                                     ((True, True), ()), ((False, False), ())])
def test_c_23_1_dilemma_morale_zero_exactly_one_betrayer_wins(betrayal_done, winners):
    """C-23.1: "if Morale reaches 0 ... exactly one player whose betrayal objective is done wins
    — if both or neither, both lose"."""
    def hand(c, seats):
        seats[0]["hand"] = [morale_card(c, -10)]
        return {}

    g, me = _dilemma((True, True), betrayal_done, extra=hand)
    g.apply(A.Play("fx.morale-10"))
    assert g.outcome.reason == "morale" and g.outcome.winners == winners


@pytest.mark.parametrize("toggle, winners", [(True, (1,)), (False, ())])
def test_c_23_1_dilemma_round_track_end_is_a_betrayal_end_by_default(toggle, winners):
    """C-23.1: "(and, by default, if the Round track reaches 0)" — a toggle: off, the Round track
    ending is a loss for both."""
    g, me = _dilemma((True, True), (False, True), options={"dilemma_rounds": toggle}, rounds=1)
    end_turns(g)
    assert g.outcome.reason == "rounds" and g.outcome.winners == winners


# ---------------------------------------------------------------------------------- C-23.14–23.17
def test_c_23_14_bite_chain_skips_helpless_and_the_replacement_comes_after_the_chain():
    """C-23.14: "helpless survivors never receive a spreading bite. If a bite kills a player's
    last survivor, the replacement survivor arrives only after the whole chain has ended and
    never joins it"."""
    c = content()
    me, other = 0, 1
    g = stage(c, person(c, me, "police", "fx.home", influence=90, leader=True),
              person(c, me, "school", "fx.mover", influence=50),
              person(c, other, "colony", "fx.y", influence=10),   # the other player's only one
              helpless=2)
    g.rng.script("exposure", "bite", "wound")
    rec1 = g.apply(A.Move("fx.mover", "colony"))
    assert g.pending.kind == "bite" and g.pending.seat == other
    assert [e["survivor"] for e in events(rec1, "bite_spreads")] == ["fx.y"]
    rec = g.apply(A.BiteChoice(True))   # roll: a Wound kills and the bite would spread on
    assert {"fx.mover", "fx.y"} <= set(g.dead)
    assert g.helpless == 2
    assert not events(rec, "bite_spreads")   # nobody left but helpless: the chain ends
    kinds_seen = [e.kind for e in rec.events]
    joined = kinds_seen.index("survivor_joined")
    assert joined > max(i for i, k in enumerate(kinds_seen) if k in ("exposure", "survivor_died"))
    new_sv = [sv for sv in g.own(other)]
    assert len(new_sv) == 1 and new_sv[0].place == "colony" and new_sv[0].hurt == 0
    assert g.seats[other].leader == new_sv[0].id
    assert g.morale == 7 - 2


def test_c_23_15_frostbite_comes_after_the_draw_and_a_killed_survivor_still_gave_its_die():
    """C-23.15: "frostbite wounds are applied after the Crossroads draw and before any action; a
    survivor killed by them still gave its action die for the round"."""
    c = content()
    nxt_first = 2   # the next round's first player (C-23.2), last in this one: its turn now
    quiet = fx_xr(c, "fx.xr.quiet", "search", [op("food", amount=0)], location="gas")
    g = stage(c, person(c, nxt_first, "library", "fx.lead", influence=30, leader=True),
              # after this turn's frostbite: it bites next round
              person(c, nxt_first, "school", "fx.doomed", influence=20, wounds=1, frost=1),
              seat=nxt_first, crossroads_deck=[quiet])
    rec = g.apply(A.EndTurn())
    assert g.round_no == 2
    assert g.pending.kind == "turn" and g.pending.seat == nxt_first
    order = [e.kind for e in rec.events]
    dice = [e.data for e in rec.events if e.kind == "dice" and e.data["seat"] == nxt_first]
    assert len(dice[0]["values"]) == 3   # 1 + both survivors, the doomed one included
    assert order.index("crossroads_drawn") < order.index("wounded") < order.index("survivor_died")
    assert "fx.doomed" in g.dead
    assert len(g.seats[nxt_first].dice) == 3 and g.seats[nxt_first].used == 0


def test_c_23_16_elimination_leaving_no_active_player_everyone_loses():
    """C-23.16: "Player elimination leaving no active player: every player loses"."""
    c = content()
    me = 0
    card = fx_item(c, "fx.blizzard", "tools", play=(op("kill_survivor", target="all_colony"),))
    seats = {i: {"objective": fx_objective(c, f"fx.obj.always{i}", "secret", DONE,
                                           needs_main=False)} for i in range(3)}
    seats[me]["hand"] = [card]
    g = stage(c, *[person(c, i, "colony", f"fx.c{i}", influence=10 + i) for i in range(3)],
              options={"elimination": True}, seats=seats)
    g.apply(A.Play(card))
    assert all(s.eliminated for s in g.seats)
    assert g.outcome.reason == "eliminated" and g.outcome.winners == ()
    assert g.outcome.objectives == {0: False, 1: False, 2: False}


def test_c_23_17_the_most_is_strictly_the_most():
    """C-23.17: ""the most" means strictly the most" — a tie for the largest hand is not it."""
    most = (cond("most", of="hand_size"),)

    def position(sizes):
        def objectives(c):
            return {i: {"objective": fx_objective(c, f"fx.obj.most{i}", "secret", most,
                                                  needs_main=False),
                        "hand": [fx_item(c, f"fx.h{i}.{k}", "tools") for k in range(n)]}
                    for i, n in enumerate(sizes)}
        return _end_positions(players=3, objectives=objectives, rounds=1)

    g, me = position((3, 3, 1))
    end_turns(g)
    assert g.outcome.winners == ()
    g2, me2 = position((3, 2, 0))
    end_turns(g2)
    assert g2.outcome.winners == (me2,)


def test_c_23_17_one_set_of_cards_satisfies_two_requirements():
    """C-23.17: "one set of cards may satisfy two separate requirements of an objective unless
    the objective consumes them" — two weapons in hand meet both "2 weapons" and "2 cards"."""
    goal = (cond("hand_symbol", symbol="weapon", min=2), cond("hand_size", min=2))

    def objectives(c):
        seats = {i: {"objective": fx_objective(c, f"fx.obj.two{i}", "secret", goal,
                                               needs_main=False)} for i in range(3)}
        seats[0]["hand"] = [fx_item(c, f"fx.gun{k}", "weapon") for k in range(2)]
        return seats

    g, me = _end_positions(players=3, objectives=objectives, rounds=1)
    end_turns(g)
    assert g.outcome.winners == (me,)


# ---------------------------------------------------------------------------------- more gaps
def test_c_6_6_the_same_survivor_attacks_again_with_a_new_die():
    """C-6.6: "The same survivor may attack any number of times per turn, each time with a new
    die that meets its Attack" — a die below it never pays."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.brawler", attack=3), places={"school": {"zombies": 3}},
              seats={me: {"dice": [1, 3, 6]}})
    g.rng.script("exposure", "blank", "blank")
    g.apply(A.Attack("fx.brawler", 3, 1))
    g.apply(A.Attack("fx.brawler", 6, 1))
    assert g.places["school"].zombies == 1 and g.seats[me].dice == [1]
    assert g.seats[me].kills == 2 and not kinds(g, A.Attack)


def test_c_6_11_the_same_survivor_searches_again_with_a_new_die():
    """C-6.11: "The same survivor may search several times per turn, each time with a new die
    that meets its Search"."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.looker", search=4),
              seats={me: {"hand": [], "dice": [2, 4, 5]}})
    assert {a.die for a in kinds(g, A.Search)} == {4, 5}
    for die in (4, 5):
        g.apply(A.Search("fx.looker", die))
        g.apply(A.StopSearch())
    assert len(g.seats[me].hand) == 2 and g.seats[me].dice == [2] and not kinds(g, A.Search)


def test_c_8_6_the_bitten_to_survivors_controller_may_kill_it_to_stop_the_spread():
    """C-8.6/C-8.7: the controller of the survivor the bite spread to may "kill that survivor —
    the spread stops"; the next lowest Influence there is spared."""
    c = content()
    me, other = 0, 1
    g = stage(c, person(c, me, "police", "fx.home", influence=90, leader=True),
              person(c, me, "school", "fx.mover", influence=50),
              person(c, other, "colony", "fx.low", influence=10, leader=True),
              person(c, other, "colony", "fx.high", influence=30))
    g.rng.script("exposure", "bite")
    g.apply(A.Move("fx.mover", "colony"))
    assert g.pending.kind == "bite" and g.pending.info["survivor"] == "fx.low"
    g.apply(A.BiteChoice(False))
    assert {"fx.mover", "fx.low"} <= set(g.dead) and "fx.high" in g.survivors
    assert g.morale == 5 and g.seats[other].leader == "fx.high"


def test_c_12_2_at_the_colony_the_attacker_chooses_the_entrance():
    """C-12.2: "When killing at the Colony, the killer chooses the zombie (any entrance)"."""
    c = content()
    g = stage(c, person(c, 0, "colony", "fx.guard", attack=2), seats={0: {"dice": [5]}},
              places={"colony": {"zombies": [0, 1, 0, 0, 2, 0]}})
    assert {a.entrance for a in kinds(g, A.Attack)} == {2, 5}
    g.rng.script("exposure", "blank")
    g.apply(A.Attack("fx.guard", 5, 5))
    assert [e.z for e in g.places["colony"].entrances] == [0, 1, 0, 0, 1, 0]


def test_c_14_7_a_removed_survivor_is_not_killed():
    """C-14.7/OPEN-C-21: "A survivor "removed from the game" by a card is not killed: no Morale
    loss"; its equipment goes as for a death at its location (here: into that deck)."""
    c = content()
    me = 0
    lamp = fx_equip(c, "fx.lamp", "tools")
    card = fx_item(c, "fx.farewell", "tools",
                   play=(op("remove_survivor", target="choose_own", where="library"),))
    g = stage(c, person(c, me, "colony", "fx.home", influence=90, leader=True),
              person(c, me, "library", "fx.gone", influence=20, equipped=[lamp]),
              seats={me: {"hand": [card]}})
    deck = len(g.places["library"].deck)
    rec = g.apply(A.Play(card))
    assert "fx.gone" in g.dead and g.morale == 7
    assert events(rec, "survivor_removed") and not events(rec, "survivor_died")
    assert "fx.lamp" in g.places["library"].deck and len(g.places["library"].deck) == deck + 1


def test_c_14_6_a_killed_helpless_survivor_costs_one_morale():
    """C-14.6: "A killed helpless survivor: remove the token and lose 1 Morale"."""
    c = content()
    card = fx_item(c, "fx.fever", "medicine", play=(op("kill_helpless", count=2),))
    g = stage(c, person(c, 0, "school", "fx.s"), helpless=3, seats={0: {"hand": [card]}})
    g.apply(A.Play(card))
    assert g.helpless == 1 and g.morale == 5


def test_c_15_5_an_exiled_player_still_takes_turns_rolls_and_receives_crossroads():
    """C-15.5: "Exiled players still take turns, roll dice and draw/receive Crossroads cards,
    and are not counted in P" — a position at the exiled player's turn."""
    c = content()
    ex = 1
    cards = [fx_xr(c, f"fx.xr.{k}", "search", [op("food", amount=0)], location="gas")
             for k in ("b", "a")]   # fx.xr.b on top
    g = stage(c, *[person(c, i, place, f"fx.s{i}", influence=10 + i)
                   for i, place in enumerate(("school", "police", "hospital"))],
              seat=ex, seats={ex: {"exiled": True}}, crossroads_deck=cards)
    assert g.pending.kind == "turn" and g.pending.seat == ex
    assert g.p_count == 2 and g.view(ex)["p"] == 2
    g.apply(A.EndTurn())   # the next player's card is drawn by the exiled player on its right
    assert g.xr_held == ("fx.xr.b", ex)
    end_turns(g)
    assert len(g.seats[ex].dice) == 2   # 1 + its one survivor
    while g.pending.seat != ex:
        g.apply(A.EndTurn())
    assert g.pending.kind == "turn" and g.xr_held[1] == (ex - 1) % 3


def test_c_16_4_exiled_players_do_not_vote_on_a_crossroads_vote():
    """C-16.4: "Exiled players do not vote" — a crossroads vote asks only the others."""
    c = content()
    ex, active = 1, 2
    card = fx_item(c, "fx.shot", "weapon", play=(op("food", amount=0),))
    poll = fx_xr(c, "fx.xr.poll", "play", [op("vote", yes=(op("food", amount=3),),
                                                 no=(op("morale", amount=-1),))], symbol="weapon")
    g = stage(c, *[person(c, i, place, f"fx.s{i}", influence=10 + i)
                   for i, place in enumerate(("school", "police", "hospital"))],
              seat=active, seats={ex: {"exiled": True}, active: {"hand": [card]}},
              crossroads_held=held(poll, active))
    g.apply(A.Play(card))
    g.apply(A.ChooseOption(1))
    voters = []
    while g.pending.kind == "vote":
        voters.append(g.pending.seat)
        g.apply(A.Ballot(True))
    assert ex not in voters and sorted(voters) == sorted(i for i in range(3) if i != ex)
    assert g.food == 13


def test_c_5_9_unused_dice_are_lost_at_the_next_roll():
    """C-5.9/C-5.2: "Dice left unused are simply lost at the next roll" — every player rolls
    1 + their survivors again, whatever they had left."""
    c = content()
    me = 0
    g = stage(c, person(c, me, "school", "fx.s"), seats={me: {"dice": [6, 6, 6, 6, 6]}})
    end_turns(g)
    assert len(g.seats[me].dice) == 2 and g.seats[me].used == 0


def test_c_7_5_a_card_counts_once_for_a_crisis_whatever_its_ability():
    """C-7.5: "A card always counts as one symbol for a crisis" — a Food card that would add 5
    food counts 1: with P = 3, three of them prevent the crisis, two do not."""
    for n, prevented in ((2, False), (3, True)):
        c = content()
        me = 0
        cid = fx_crisis(c, "food", effect=(op("morale", amount=-2),))
        cards = [fx_item(c, f"fx.feast{k}", "food", play=(op("food", amount=5),)) for k in range(n)]
        g = stage(c, person(c, me, "school", "fx.s"), crisis=cid, seats={me: {"hand": cards}})
        for card in cards:
            g.apply(A.Contribute(card))
        end_turns(g)
        assert g.morale == (7 if prevented else 5)


def test_c_10_5_the_main_objective_is_checked_only_at_colony_step_5():
    """C-10.5/OPEN-C-18: a Main objective met during the turns does not end the game there; it
    is checked in the Colony phase."""
    c = content()
    me = 0
    crates = fx_item(c, "fx.crates", "food", play=(op("food", amount=6),))
    g = stage(c, person(c, me, "school", "fx.s"), main=fx_main(c, goal=(cond("food", min=15),)),
              seats={me: {"hand": [crates]}})
    g.apply(A.Play(crates))
    assert g.food == 16 and g.outcome is None and g.pending.kind == "turn"
    end_turns(g)
    assert g.outcome.reason == "main" and g.outcome.main_complete


def test_c_7_11_a_used_once_per_round_item_stays_used_after_a_hand_off():
    """C-7.11/C-23.11: "An item whose "once per round" ability was already used this round cannot
    be used again after a hand off"."""
    c = content()
    me = 0
    fx_equip(c, "fx.flare", ability=Ability({"en": "-", "ru": "-"}, 0, True, (),
                                            (op("kill_zombies", count=1, target="acting",
                                                exposure=False),)))
    g = stage(c, person(c, me, "school", "fx.a", equipped=["fx.flare"], leader=True),
              person(c, me, "school", "fx.b"), places={"school": {"zombies": 2}})
    g.apply(A.UseItem("fx.flare", 0))
    assert g.places["school"].zombies == 1 and not kinds(g, A.UseItem)
    g.apply(A.HandOff("fx.flare", "fx.b"))
    assert not kinds(g, A.UseItem)
    msg = _refusal(g, A.UseItem("fx.flare", 0))
    assert "once per round" in msg and "C-23.11" in msg
