"""The worked examples EX-C-1 … EX-C-11 of shared/spec/colony.md, with fixture survivors."""
from __future__ import annotations

from colony_helpers import clear_board, crisis, drive, events, item, new, survivor

from rules.colony import actions as A


def test_ex_c_1_attacking_a_zombie():
    """EX-C-1 (C-6.2, C-6.3, C-8.2): Attack 2+, die 4 at the School; exposure: wound."""
    g = new()
    me = g.pending.seat
    clear_board(g)
    ashley = survivor(g, me, "school", "fx.ashley", attack=2)
    g.places["school"].entrances[0].z = 1
    g.seats[me].dice = [4]
    g.rng.script("exposure", "wound")
    rec = g.apply(A.Attack("fx.ashley", 4, 1))
    assert g.places["school"].zombies == 0
    assert ashley.wounds == 1
    assert events(rec, "exposure") == [{"survivor": "fx.ashley", "face": "wound"}]
    assert g.seats[me].dice == [] and g.seats[me].used == 1


def test_ex_c_2_attacking_a_survivor():
    """EX-C-2 (C-6.4): die 3 meets Attack 2+; the re-roll 1 <= 2 wounds Mike and takes a card."""
    g = new()
    me = g.pending.seat
    other = (me + 1) % g.n
    clear_board(g)
    survivor(g, me, "school", "fx.ashley", attack=2)
    mike = survivor(g, other, "school", "fx.mike", attack=2)
    g.seats[me].dice = [3]
    hand_a, hand_b = len(g.seats[me].hand), len(g.seats[other].hand)
    g.rng.script("d6", 1)
    rec = g.apply(A.AttackSurvivor("fx.ashley", 3, "fx.mike"))
    assert mike.wounds == 1
    assert len(g.seats[me].hand) == hand_a + 1 and len(g.seats[other].hand) == hand_b - 1
    assert not events(rec, "exposure")


def test_ex_c_3_searching_with_noise():
    """EX-C-3 (C-6.7 – C-6.10): Search 5+, die 5; noise for a second card; keep the fuel."""
    g = new()
    me = g.pending.seat
    clear_board(g)
    survivor(g, me, "gas", "fx.plum", search=5)
    lighter = item(g, "fx.lighter", "tools", origin="gas")
    fuel = item(g, "fx.fuel_can", "fuel", origin="gas")
    deck = g.places["gas"].deck
    rest = list(deck)
    deck[:] = rest + [fuel, lighter]   # the top card is the end of the list: lighter, then fuel
    g.total_items += 2
    g.seats[me].dice = [5]
    hand = len(g.seats[me].hand)
    g.apply(A.Search("fx.plum", 5))
    assert g.pending.kind == "search"
    g.apply(A.MakeNoise())
    g.apply(A.StopSearch())
    assert g.pending.kind == "keep"
    g.apply(A.Keep(fuel))
    assert g.places["gas"].noise == 1
    assert fuel in g.seats[me].hand and len(g.seats[me].hand) == hand + 1
    assert deck == [lighter] + rest   # the unkept card went to the bottom
    assert g.seats[me].used == 1


def test_ex_c_4_resolving_a_crisis_three_players():
    """EX-C-4 (C-10.3): P = 3; 3 fuel and 1 weapon score 2 < 3: the crisis happens."""
    g = new(players=3)
    crisis(g, "fuel")
    cards = [item(g, f"fx.fuel{i}", "fuel") for i in range(3)] + [item(g, "fx.gun", "weapon")]
    g.crisis_pile = [(c, 0) for c in cards]
    morale = g.morale
    g._events = []
    drive(g._resolve_crisis())
    reveal = [e.data for e in g._events if e.kind == "crisis_reveal"][0]
    assert reveal["score"] == 2 and reveal["needed"] == 3
    assert any(e.kind == "crisis_failed" for e in g._events)
    assert g.morale == morale - 1
    assert all(c in g.removed for c in cards) and g.crisis_pile == []


def test_ex_c_5_adding_zombies_to_the_colony():
    """EX-C-5 (C-11.1 – C-11.4): 14 in the Colony → 7 zombies; entrance 3 full overruns."""
    g = new()
    clear_board(g)
    for k in reversed(range(14)):
        survivor(g, k % g.n, "colony", f"fx.s{k}", influence=10 + k, leader=False)  # leaders: s13…
    colony = g.places["colony"]
    colony.entrances[2].z = 3
    assert g.population == 14
    morale = g.morale
    drive(g._add_zombies("colony", -(-g.population // 2)))
    assert [e.z for e in colony.entrances] == [2, 1, 3, 1, 1, 1]
    assert "fx.s0" not in g.survivors   # the lowest Influence was killed
    assert len(g.survivors) == 13
    assert g.morale == morale - 1


def test_ex_c_6_third_wound_kills_at_once():
    """EX-C-6 (C-8.3, C-17.3): two wounds plus an exposure wound: dead before any card."""
    g = new()
    me = g.pending.seat
    clear_board(g)
    sv = survivor(g, me, "school", "fx.hurt", attack=2)
    survivor(g, me, "colony", "fx.other", leader=False)
    sv.wounds = 2
    g.places["school"].entrances[0].z = 1
    g.seats[me].dice = [6]
    g.rng.script("exposure", "wound")
    morale = g.morale
    g.apply(A.Attack("fx.hurt", 6, 1))
    assert "fx.hurt" not in g.survivors
    assert g.morale == morale - 1
    assert all(getattr(a, "survivor", None) != "fx.hurt" for a in g.legal_actions())


def test_ex_c_7_food():
    """EX-C-7 (C-10.1): 5 survivors + 2 helpless need 4 food."""
    g = new()
    clear_board(g)
    for k in range(5):
        survivor(g, k % g.n, "colony", f"fx.f{k}", influence=10 + k, leader=False)
    g.helpless = 2
    g.food = 6
    g._pay_food()
    assert g.food == 2
    g.food, g.starvation, g.morale = 3, 1, 7
    g._pay_food()
    assert g.food == 3 and g.starvation == 2 and g.morale == 5


def test_ex_c_8_waste():
    """EX-C-8 (C-10.2): 23 cards → −2 Morale; 9 cards → none."""
    g = new()
    g.morale = 7
    g.waste = list(g.box[:23]) if len(g.box) >= 23 else [f"w{i}" for i in range(23)]
    g._check_waste()
    assert g.morale == 5
    g.waste = g.waste[:9]
    g._check_waste()
    assert g.morale == 5


def test_ex_c_9_crisis_bonus():
    """EX-C-9 (C-10.3): P = 4: score 6 prevents with +1 Morale, 5 prevents, 3 fails."""
    for matching, prevented, bonus in ((6, True, 1), (5, True, 0), (3, False, -1)):
        g = new(players=4)
        crisis(g, "food")
        cards = [item(g, f"fx.food{i}", "food") for i in range(matching)]
        g.crisis_pile = [(c, 0) for c in cards]
        g.morale = 5
        g._events = []
        drive(g._resolve_crisis())
        kinds = {e.kind for e in g._events}
        assert ("crisis_prevented" in kinds) == prevented
        assert g.morale == 5 + bonus


def test_ex_c_10_noise():
    """EX-C-10 (C-10.4): 3 noise tokens at the School roll 2, 5, 3 → 2 zombies; noise gone."""
    g = new()
    clear_board(g)
    g.places["school"].noise = 3
    g.rng.script("d6", 2, 5, 3)
    drive(g._noise_batch())
    assert g.places["school"].zombies == 2
    assert g.places["school"].noise == 0


def test_ex_c_11_bite_spread():
    """EX-C-11 (C-8.5 – C-8.7): X bitten; spread to Y (rolls wound, dies), then Z (killed)."""
    g = new(players=3)
    me = g.pending.seat
    b, c = (me + 1) % 3, (me + 2) % 3
    clear_board(g)
    survivor(g, me, "library", "fx.x", attack=1, influence=40)
    survivor(g, me, "colony", "fx.keep", influence=90, leader=False)
    survivor(g, b, "library", "fx.y", influence=10)
    survivor(g, c, "library", "fx.z", influence=25)
    survivor(g, b, "colony", "fx.b2", influence=91, leader=False)
    survivor(g, c, "colony", "fx.c2", influence=92, leader=False)
    g.places["library"].entrances[0].z = 1
    g.seats[me].dice = [3]
    g.morale = 8
    g.rng.script("exposure", "bite", "wound")
    g.apply(A.Attack("fx.x", 3, 1))
    assert "fx.x" not in g.survivors
    assert g.pending.kind == "bite" and g.pending.seat == b and g.pending.info["survivor"] == "fx.y"
    g.apply(A.BiteChoice(True))
    assert "fx.y" not in g.survivors
    assert g.pending.kind == "bite" and g.pending.seat == c and g.pending.info["survivor"] == "fx.z"
    g.apply(A.BiteChoice(False))
    assert "fx.z" not in g.survivors
    assert g.morale == 5
    assert g.pending.kind == "turn" and g.pending.seat == me
