"""The colony test-position builder (issue 8, rules/colony/position.py): a validated, public way
to start a game at one seat's turn with every zone given; every error names its field."""
from __future__ import annotations

import json
import random

import pytest
from colony_helpers import calm, content, fx_equip, fx_item, fx_survivor

from rules.colony import actions as A
from rules.colony.game import Game, Options
from rules.colony.invariants import problems
from rules.colony.position import build
from rules.core import flow
from rules.core.errors import SaveError

SV = ("fx.a", "fx.b", "fx.c", "fx.d")


def fixture():
    c = content()
    for k, sid in enumerate(SV):
        fx_survivor(c, sid, influence=10 + k)
    fx_item(c, "fx.tins", "food")
    fx_item(c, "fx.beans", "food", origin="gas")
    fx_equip(c, "fx.pipe")
    return c


def three(**kw):
    """Three seats, one fixture survivor each (fx.d spare)."""
    kw.setdefault("survivors", {"fx.a": (0, "colony"), "fx.b": (1, "school"), "fx.c": (2, "gas")})
    return build(Options(players=3, seed=2), content=kw.pop("content", fixture()), **kw)


def test_a_built_game_starts_at_the_given_turn_with_every_zone_given():
    c = fixture()
    quiet = calm(c, 2)
    real = sorted(x for x in c.survivors if not x.startswith("fx."))
    g = build(Options(players=3, seed=2), content=c, seat=1, round=3, first=2, food=5,
              starvation=1, helpless=2, morale=6, rounds=2,
              seats=[{"hand": ["fx.tins"], "kills": 2}, {"dice": [6, 1], "used": 1}, {}],
              survivors={"fx.a": {"owner": 0, "place": "colony", "wounds": 1, "frost": 1,
                                  "equipped": ["fx.pipe"]},
                         "fx.b": (1, "school"), "fx.c": (2, "gas"), "fx.d": (1, "colony")},
              places={"school": {"zombies": 3, "barricades": 1, "noise": 2},
                      "colony": {"zombies": [0, 1, 0, 0, 0, 2]},
                      "gas": {"deck": ["fx.beans"]}},
              crisis=quiet[0], crisis_deck=[quiet[1]],
              survivor_deck=[real[0]], dead=[real[1]])
    assert g.pending.kind == "turn" and g.pending.seat == 1
    assert (g.round_no, g.first, g.food, g.starvation, g.helpless, g.morale, g.rounds) == \
        (3, 2, 5, 1, 2, 6, 2)
    assert g.seats[0].hand == ["fx.tins"] and g.seats[0].kills == 2
    assert g.seats[1].dice == [1, 6] and g.seats[1].used == 1 and g.seats[1].leader == "fx.b"
    a = g.survivors["fx.a"]
    assert (a.owner, a.place, a.wounds, a.frost, a.equipped) == (0, "colony", 1, 1, ["fx.pipe"])
    school = g.places["school"].entrances[0]
    assert (school.z, school.b, g.places["school"].noise) == (3, 1, 2)
    assert [e.z for e in g.places["colony"].entrances] == [0, 1, 0, 0, 0, 2]
    assert g.places["gas"].deck == ["fx.beans"]
    assert g.crisis == quiet[0] and g.crisis_deck == [quiet[1]]
    assert g.survivor_deck == [real[0]] and g.dead == [real[1]]
    assert problems(g) == []


def test_defaults_are_the_fresh_setups_and_unplaced_cards_are_documented():
    """Not given: the fresh setup's hands, decks and objectives; cards taken from them go where
    the position puts them; starting items nobody holds are in the box."""
    g = three(seats=[{"hand": []}, {}, {}])
    fresh = Game(Options(players=3, seed=2), fixture())
    assert g.seats[1].hand == fresh.seats[1].hand and g.seats[0].hand == []
    assert set(fresh.seats[0].hand) <= set(g.box)
    assert [s.objective for s in g.seats] == [s.objective for s in fresh.seats]
    assert g.morale == g.side.morale and g.rounds == g.side.rounds and g.round_no == 1
    assert all(s.dice == [] for s in g.seats)
    assert g.crisis is not None and g.crisis not in g.crisis_deck
    assert all(sorted(g.places[p].deck) == sorted(fresh.places[p].deck) for p in ("police", "gas"))
    assert "fx.d" in g.survivor_deck and not g.dealt[0]
    later = three(round=3)
    assert later.rounds == later.side.rounds - 2


def test_decks_and_piles_are_listed_from_the_top():
    c = fixture()
    fx_item(c, "fx.w1", "tools")
    fx_item(c, "fx.w2", "tools")
    g = three(content=c, waste=["fx.w1", "fx.w2"], places={"gas": {"deck": ["fx.beans", "fx.tins"]}})
    assert g.waste[-1] == "fx.w1" and g.places["gas"].deck[-1] == "fx.beans"


@pytest.mark.parametrize("kw, message", [
    ({"colour": 1}, "unknown position field 'colour'"),
    ({"seat": 3}, "seat must be a whole number 0..2"),
    ({"first": -1}, "first must be a whole number 0..2"),
    ({"round": 0}, "round must be a whole number"),
    ({"morale": 0}, "morale must be a whole number 1..10"),
    ({"morale": 11}, "morale must be a whole number 1..10"),
    ({"food": "ten"}, "food must be a whole number"),
    ({"helpless": True}, "helpless must be a whole number"),
    ({"main": "main.nowhere"}, "main: unknown Main objective"),
    ({"seats": [{}, {}]}, "seats must be a list of 3 tables"),
    ({"seats": [{"shoes": 1}, {}, {}]}, "seats[0]: unknown field 'shoes'"),
    ({"seats": [{"dice": [7]}, {}, {}]}, "seats[0].dice must be a whole number 1..6"),
    ({"seats": [{"dice": 4}, {}, {}]}, "seats[0].dice must be a list"),
    ({"seats": [{"hand": ["fx.nothing"]}, {}, {}]}, "seats[0].hand: unknown item card 'fx.nothing'"),
    ({"seats": [{"hand": ["fx.tins"]}, {"hand": ["fx.tins"]}, {}]},
     "item card fx.tins is in two places: seats[0].hand and seats[1].hand"),
    ({"seats": [{"hand": ["fx.tins", "fx.tins"]}, {}, {}]}, "seats[0].hand: fx.tins is listed twice"),
    ({"seats": [{"exiled": "yes"}, {}, {}]}, "seats[0].exiled must be true or false"),
    ({"seats": [{"objective": None}, {}, {}]}, "seats[0].objective: every player holds"),
    ({"seats": [{"objective": "fx.none"}, {}, {}]}, "seats[0].objective: 'fx.none' is not"),
    ({"seats": [{"betrayal2": "fx.none"}, {}, {}]}, "seats[0].betrayal2"),
    ({"seats": [{"exiled_objective": "exiled.x"}, {}, {}]}, "seats[0].exiled_objective: only an exiled"),
    ({"seats": [{"leader": "fx.b"}, {}, {}]}, "seats[0].leader: 'fx.b' is not a survivor of seat 0"),
    ({"seats": {5: {}}}, "seats: no seat 5"),
    ({"seats": [{"eliminated": True}, {}, {}]}, "seat: seat 0 is eliminated"),
    ({"survivors": {"fx.zz": (0, "colony")}}, "survivors: unknown survivor 'fx.zz'"),
    ({"survivors": {"fx.a": (3, "colony")}}, "survivors['fx.a'].owner must be a whole number 0..2"),
    ({"survivors": {"fx.a": (0, "moon")}}, "survivors['fx.a'].place: unknown place 'moon'"),
    ({"survivors": {"fx.a": {"owner": 0}}}, "survivors['fx.a'] needs an owner and a place"),
    ({"survivors": {"fx.a": {"owner": 0, "place": "gas", "hair": 1}}}, "survivors['fx.a']: unknown field"),
    ({"survivors": {"fx.a": {"owner": 0, "place": "gas", "wounds": 2, "frost": 1}}},
     "frostbite kill a survivor (C-8.3)"),
    ({"survivors": {"fx.a": {"owner": 0, "place": "gas", "wounds": -1}}},
     "survivors['fx.a'].wounds must be a whole number 0..2"),
    ({"survivors": {"fx.a": {"owner": 0, "place": "gas", "equipped": ["fx.tins"]}}},
     "fx.tins is not an Equip card (C-7.2)"),
    ({"survivors": {"fx.a": (0, "colony"), "fx.b": (1, "colony")}},
     "survivors: seat 2 controls no survivor"),
    ({"survivors": {"fx.a": (0, "gas"), "fx.b": (1, "gas"), "fx.c": (2, "gas")}},
     "survivors: gas holds 3 survivors in 2 spaces"),
    ({"helpless": 19, "survivors": {"fx.a": (0, "colony"), "fx.b": (1, "colony"), "fx.c": (2, "gas")}},
     "survivors: colony holds 21 survivors and helpless in 20 spaces"),
    ({"dead": ["fx.a"]}, "survivor card fx.a is in two places: survivors and dead"),
    ({"survivor_deck": ["fx.zz"]}, "survivor_deck: unknown survivor card 'fx.zz'"),
    ({"places": {"moon": {}}}, "places: unknown place 'moon'"),
    ({"places": {"gas": {"zombies": 3}}}, "places['gas']: entrance 1 holds 3 zombies"),
    ({"places": {"gas": {"zombies": 1, "barricades": 2}}}, "entrance 1 holds 1 zombies and 2 barricades"),
    ({"places": {"colony": {"zombies": 2}}}, "places['colony'].zombies: give a list of 6 numbers"),
    ({"places": {"colony": {"zombies": [1, 1]}}}, "places['colony'].zombies: 6 entrance(s), not 2"),
    ({"places": {"school": {"noise": 5}}}, "places['school'].noise must be a whole number 0..4"),
    ({"places": {"colony": {"noise": 1}}}, "noise is made at Locations only"),
    ({"places": {"colony": {"deck": []}}}, "the Colony has no item deck"),
    ({"places": {"gas": {"deck": ["fx.tins"]}}, "waste": ["fx.tins"]},
     "item card fx.tins is in two places: places['gas'].deck and waste"),
    ({"crisis": "fx.nope"}, "crisis: unknown crisis card 'fx.nope'"),
    ({"crisis_pile": [["fx.tins", 9]]}, "crisis_pile[0] seat must be a whole number 0..2"),
    ({"crisis_pile": ["fx.tins"]}, "crisis_pile[0] must be a pair"),
    ({"crossroads_held": ["fx.xr", 2]}, "crossroads_held: unknown crossroads card"),
    ({"crossroads_held": "fx.xr"}, "crossroads_held must be a pair"),
    ({"exile_deck": ["secret.shepherd"]}, "exile_deck: 'secret.shepherd' is not an Exiled objective"),
    ({"round_used": ["fx.zz"]}, "round_used: 'fx.zz' is neither"),
])
def test_every_wrong_field_is_a_value_error_that_names_it(kw, message):
    with pytest.raises(ValueError) as err:
        three(**kw)
    assert message in str(err.value)


def test_rule_checks_of_seats():
    """Exile and elimination as the rules leave them: an exiled player's survivors are out of
    the Colony (C-15.2), two exiled non-betrayers ended the game (C-15.6), the cooperative game
    deals no objectives and has no exile (C-19.1), a crossroads card is held on the active
    player's right (C-9.1) and an exiled player adds nothing to a crisis (C-15.4)."""
    with pytest.raises(ValueError, match=r"C-15\.2"):
        three(seats=[{"exiled": True}, {}, {}])
    c = fixture()
    secrets = sorted(c.secrets)
    with pytest.raises(ValueError, match=r"C-15\.6"):
        three(seats=[{}, {"exiled": True, "objective": secrets[0]},
                     {"exiled": True, "objective": secrets[1]}])
    with pytest.raises(ValueError, match=r"C-19\.1"):
        build(Options(players=2, seed=1), content=c, seats=[{"objective": secrets[0]}, {}],
              survivors={"fx.a": (0, "colony"), "fx.b": (1, "colony")})
    with pytest.raises(ValueError, match=r"C-15\.4"):
        three(seats=[{}, {"exiled": True}, {}], crisis_pile=[["fx.tins", 1]])
    cx = content(crossroads=True)
    for k, sid in enumerate(SV):
        fx_survivor(cx, sid, influence=10 + k)
    card = sorted(x for x in cx.crossroads if not cx.crossroads[x].mature)[0]
    with pytest.raises(ValueError, match=r"seat 2, not 1 \(C-9\.1\)"):
        three(content=cx, crossroads_held=[card, 1])
    g = three(content=cx, crossroads_held=[card, 2], crossroads_deck=[])
    assert g.xr_held == (card, 2) and g.xr_deck == [] and card not in g.xr_box
    ok = three(seats=[{}, {"exiled": True}, {}],
               survivors={"fx.a": (0, "colony"), "fx.b": (1, "school"), "fx.c": (2, "gas")})
    assert ok.seats[1].exiled and ok.exiles == 1 and problems(ok) == []


def test_eliminated_seats_are_skipped():
    g = build(Options(players=3, seed=2, elimination=True), content=fixture(), seat=2,
              seats=[{}, {"eliminated": True}, {}],
              survivors={"fx.a": (0, "colony"), "fx.c": (2, "gas")})
    assert g.seats[1].hand == [] and g.seats[1].leader is None
    g.apply(A.EndTurn())   # seat 2 was the last: the Colony phase, then round 2 from seat 2
    assert g.round_no == 2 and g.pending.seat in (0, 2) and g.seats[1].dice == []
    with pytest.raises(ValueError, match="survivors\\['fx.b'\\].owner: seat 1 is eliminated"):
        build(Options(players=3, seed=2, elimination=True), content=fixture(),
              seats=[{}, {"eliminated": True}, {}],
              survivors={"fx.a": (0, "colony"), "fx.b": (1, "gas"), "fx.c": (2, "gas")})


def test_the_round_goes_on_from_the_given_seat():
    """C-5.5: from the given seat the later seats of the round take their turns (first 1: seat 0
    is the last), then the Colony phase runs and the First player token passes right (C-10.7)."""
    c = fixture()
    quiet = calm(c)
    g = three(content=c, first=1, seat=2, crisis=quiet[0], crisis_deck=quiet[1:])
    seen = [g.pending.seat]
    while g.round_no == 1:
        g.apply(A.EndTurn())
        seen.append(g.pending.seat)
    assert seen == [2, 0, 0]   # seat 0 ends round 1 and, First player now, starts round 2
    assert g.first == 0 and g.round_no == 2 and g.crisis == quiet[1]


def test_round_trip_through_to_dict_and_from_dict():
    g = three(seats=[{"dice": [2, 5]}, {}, {}], food=4)
    d = g.to_dict()
    assert d["position"]["food"] == 4
    json.dumps(d)   # plain data
    g.apply(A.SpendFood(2))
    g.apply(A.EndTurn())
    d = json.loads(json.dumps(g.to_dict()))
    again = Game.from_dict(d, g.content)
    assert again.state_dict() == g.state_dict() and again.log == g.log
    d["position"]["food"] = 5
    with pytest.raises(SaveError):
        Game.from_dict(d, g.content)
    d["position"]["food"] = "lots"
    with pytest.raises(SaveError, match="food must be a whole number"):
        Game.from_dict(d, g.content)


def test_a_built_game_has_no_save_file(tmp_path):
    g = three()
    with pytest.raises(SaveError, match="test position"):
        flow.save(g, str(tmp_path / "x.save"))
    assert not (tmp_path / "x.save").exists()


@pytest.mark.parametrize("seed", range(6))
def test_a_built_game_plays_on_to_the_end_with_invariants_holding(seed):
    c = fixture()
    rng = random.Random(seed)
    players = 3 + seed % 3
    real = sorted(x for x in c.survivors if not x.startswith("fx."))
    survivors = {real[i]: (i % players, ("colony", "school", "police")[i % 3])
                 for i in range(players + 3)}
    g = build(Options(players=players, seed=seed), content=c, seat=seed % players, round=2,
              first=0, food=3, helpless=1, survivors=survivors,
              seats={seed % players: {"dice": [1, 4, 6]}},
              places={"school": {"zombies": 2, "noise": 1}})
    assert problems(g) == []
    steps = 0
    while g.pending is not None and steps < 4000:
        g.apply(rng.choice(g.legal_actions()))
        steps += 1
        assert problems(g) == [], (steps, problems(g))
    assert g.pending is None and g.outcome is not None
    assert Game.from_dict(g.to_dict(), c).state_dict() == g.state_dict()


def test_view_of_a_built_game_hides_the_others_hands():
    g = three(seats=[{"hand": ["fx.tins"]}, {"hand": ["fx.pipe"]}, {}])
    mine, theirs = json.dumps(g.view(0)), json.dumps(g.view(1))
    assert '"fx.tins"' in mine and '"fx.pipe"' not in mine
    assert '"fx.pipe"' in theirs and '"fx.tins"' not in theirs
    assert '"fx.tins"' not in json.dumps(g.public_view())
    assert g.view(1)["seats"][0]["hand_size"] == 1
