"""The worked examples EX-C-1 … EX-C-11 of shared/spec/colony.md, with fixture survivors.

Each position is built with the public builder (``stage``, rules/colony/position.py); the
Colony phase examples start at the last seat's turn and end it, so the phase runs by the rules.
"""
from __future__ import annotations

from colony_helpers import content, events, fx_crisis, fx_item, person, stage

from rules.colony import actions as A


def test_ex_c_1_attacking_a_zombie():
    """EX-C-1 (C-6.2, C-6.3, C-8.2): Attack 2+, die 4 at the School; exposure: wound."""
    c = content()
    g = stage(c, person(c, 0, "school", "fx.ashley", attack=2),
              places={"school": {"zombies": 1}}, seats={0: {"dice": [4]}})
    me = g.pending.seat
    ashley = g.survivors["fx.ashley"]
    g.rng.script("exposure", "wound")
    rec = g.apply(A.Attack("fx.ashley", 4, 1))
    assert g.places["school"].zombies == 0
    assert ashley.wounds == 1
    assert events(rec, "exposure") == [{"survivor": "fx.ashley", "face": "wound"}]
    assert g.seats[me].dice == [] and g.seats[me].used == 1


def test_ex_c_2_attacking_a_survivor():
    """EX-C-2 (C-6.4): die 3 meets Attack 2+; the re-roll 1 <= 2 wounds Mike and takes a card."""
    c = content()
    g = stage(c, person(c, 0, "school", "fx.ashley", attack=2),
              person(c, 1, "school", "fx.mike", attack=2), seats={0: {"dice": [3]}})
    me, other = 0, 1
    mike = g.survivors["fx.mike"]
    hand_a, hand_b = len(g.seats[me].hand), len(g.seats[other].hand)
    g.rng.script("d6", 1)
    rec = g.apply(A.AttackSurvivor("fx.ashley", 3, "fx.mike"))
    assert mike.wounds == 1
    assert len(g.seats[me].hand) == hand_a + 1 and len(g.seats[other].hand) == hand_b - 1
    assert not events(rec, "exposure")


def test_ex_c_3_searching_with_noise():
    """EX-C-3 (C-6.7 – C-6.10): Search 5+, die 5; noise for a second card; keep the fuel."""
    c = content()
    lighter = fx_item(c, "fx.lighter", "tools", origin="gas")
    fuel = fx_item(c, "fx.fuel_can", "fuel", origin="gas")
    rest = [fx_item(c, f"fx.gas{k}", "tools", origin="gas") for k in range(2)]
    g = stage(c, person(c, 0, "gas", "fx.plum", search=5), seats={0: {"dice": [5]}},
              places={"gas": {"deck": [lighter, fuel] + rest}})   # top first: lighter, then fuel
    me = g.pending.seat
    deck = g.places["gas"].deck
    hand = len(g.seats[me].hand)
    g.apply(A.Search("fx.plum", 5))
    assert g.pending.kind == "search"
    g.apply(A.MakeNoise())
    g.apply(A.StopSearch())
    assert g.pending.kind == "keep"
    g.apply(A.Keep(fuel))
    assert g.places["gas"].noise == 1
    assert fuel in g.seats[me].hand and len(g.seats[me].hand) == hand + 1
    assert deck == [lighter] + list(reversed(rest))   # the unkept card went to the bottom
    assert g.seats[me].used == 1


def test_ex_c_4_resolving_a_crisis_three_players():
    """EX-C-4 (C-10.3): P = 3; 3 fuel and 1 weapon score 2 < 3: the crisis happens."""
    c = content()
    cid = fx_crisis(c, "fuel")
    cards = [fx_item(c, f"fx.fuel{i}", "fuel") for i in range(3)] + [fx_item(c, "fx.gun", "weapon")]
    g = stage(c, seat=2, crisis=cid, crisis_pile=[[x, 0] for x in cards])
    morale = g.morale
    rec = g.apply(A.EndTurn())   # the last turn of the round: the Colony phase runs
    reveal = events(rec, "crisis_reveal")[0]
    assert reveal["score"] == 2 and reveal["needed"] == 3
    assert events(rec, "crisis_failed")
    assert g.morale == morale - 1
    assert all(x in g.removed for x in cards) and g.crisis_pile == []


def test_ex_c_5_adding_zombies_to_the_colony():
    """EX-C-5 (C-11.1 – C-11.4): 14 in the Colony → 7 zombies; entrance 3 full overruns."""
    c = content()
    people = [person(c, k % 3, "colony", f"fx.s{k}", influence=10 + k)
              for k in reversed(range(14))]   # leaders: s13, s12, s11
    g = stage(c, *people, seat=2, places={"colony": {"zombies": [0, 0, 3, 0, 0, 0]}})
    colony = g.places["colony"]
    assert g.population == 14
    morale = g.morale
    g.apply(A.EndTurn())   # Colony phase: food 7 of 10, then the zombie step (C-10.4)
    assert [e.z for e in colony.entrances] == [2, 1, 3, 1, 1, 1]
    assert "fx.s0" not in g.survivors   # the lowest Influence was killed
    assert len(g.survivors) == 13
    assert g.morale == morale - 1


def test_ex_c_6_third_wound_kills_at_once():
    """EX-C-6 (C-8.3, C-17.3): two wounds plus an exposure wound: dead before any card."""
    c = content()
    g = stage(c, person(c, 0, "school", "fx.hurt", attack=2, wounds=2),
              person(c, 0, "colony", "fx.other"), places={"school": {"zombies": 1}},
              seats={0: {"dice": [6]}})
    g.rng.script("exposure", "wound")
    morale = g.morale
    g.apply(A.Attack("fx.hurt", 6, 1))
    assert "fx.hurt" not in g.survivors
    assert g.morale == morale - 1
    assert all(getattr(a, "survivor", None) != "fx.hurt" for a in g.legal_actions())


def test_ex_c_7_food():
    """EX-C-7 (C-10.1): 5 survivors + 2 helpless need 4 food."""
    def colony_of_five(**kw):
        c = content()
        people = [person(c, k % 3, "colony", f"fx.f{k}", influence=10 + k) for k in range(5)]
        return stage(c, *people, seat=2, helpless=2, **kw)

    g = colony_of_five(food=6)
    g.apply(A.EndTurn())   # Colony phase step 1 (C-10.1)
    assert g.food == 2 and g.starvation == 0
    g = colony_of_five(food=3, starvation=1, morale=7)
    g.apply(A.EndTurn())
    assert g.food == 3 and g.starvation == 2 and g.morale == 5


def test_ex_c_8_waste():
    """EX-C-8 (C-10.2): 23 cards → −2 Morale; 9 cards → none."""
    for size, morale in ((23, 5), (9, 7)):
        c = content()
        waste = [fx_item(c, f"fx.w{i}", "tools") for i in range(size)]
        g = stage(c, seat=2, waste=waste, morale=7)
        rec = g.apply(A.EndTurn())   # Colony phase step 2 (C-10.2)
        assert g.morale == morale
        assert bool(events(rec, "waste_check")) == (size >= 10)


def test_ex_c_9_crisis_bonus():
    """EX-C-9 (C-10.3): P = 4: score 6 prevents with +1 Morale, 5 prevents, 3 fails."""
    for matching, prevented, bonus in ((6, True, 1), (5, True, 0), (3, False, -1)):
        c = content()
        cid = fx_crisis(c, "food")
        cards = [fx_item(c, f"fx.food{i}", "food") for i in range(matching)]
        g = stage(c, players=4, by=("grocery", "library"), seat=3, morale=5, crisis=cid,
                  crisis_pile=[[x, 0] for x in cards])
        rec = g.apply(A.EndTurn())   # Colony phase step 3 (C-10.3)
        assert bool(events(rec, "crisis_prevented")) == prevented
        assert g.morale == 5 + bonus


def test_ex_c_10_noise():
    """EX-C-10 (C-10.4): 3 noise tokens at the School roll 2, 5, 3 → 2 zombies; noise gone."""
    c = content()
    g = stage(c, seat=2, places={"school": {"noise": 3}})
    g.rng.script("d6", 2, 5, 3)
    rec = g.apply(A.EndTurn())   # Colony phase step 4: the noise batch (C-10.4(c))
    assert [e["value"] for e in events(rec, "noise_roll")] == [2, 5, 3]
    assert g.places["school"].zombies == 2
    assert g.places["school"].noise == 0


def test_ex_c_11_bite_spread():
    """EX-C-11 (C-8.5 – C-8.7): X bitten; spread to Y (rolls wound, dies), then Z (killed)."""
    c = content()
    me, b, cc = 0, 1, 2
    g = stage(c, person(c, me, "library", "fx.x", attack=1, influence=40),
              person(c, me, "colony", "fx.keep", influence=90),
              person(c, b, "library", "fx.y", influence=10),
              person(c, cc, "library", "fx.z", influence=25),
              person(c, b, "colony", "fx.b2", influence=91),
              person(c, cc, "colony", "fx.c2", influence=92),
              places={"library": {"zombies": 1}}, seats={me: {"dice": [3]}}, morale=8)
    g.rng.script("exposure", "bite", "wound")
    g.apply(A.Attack("fx.x", 3, 1))
    assert "fx.x" not in g.survivors
    assert g.pending.kind == "bite" and g.pending.seat == b and g.pending.info["survivor"] == "fx.y"
    g.apply(A.BiteChoice(True))
    assert "fx.y" not in g.survivors
    assert g.pending.kind == "bite" and g.pending.seat == cc and g.pending.info["survivor"] == "fx.z"
    g.apply(A.BiteChoice(False))
    assert "fx.z" not in g.survivors
    assert g.morale == 5
    assert g.pending.kind == "turn" and g.pending.seat == me
