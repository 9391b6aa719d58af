"""The worked examples of shared/spec/factions-design.md (EX-F-1 … EX-F-17), on positions built
through the public builder (rules/factions/position.py)."""
from __future__ import annotations

from test_factions_helpers import FOUR, events, game, play, until

EX1_BOARD = {"marrow": "roadhouse", "jo": "roadhouse", "pike": "tool_barn", "ferris": "tool_barn",
             "sorrel": "honeycomb_farm", "bramble": "honeycomb_farm", "skarra": "stockyard",
             "knuckles": "stockyard"}


def ex1(**kw):
    return game(FOUR, board=EX1_BOARD, control={"tool_barn": 1},
                hands={0: ["flat_black.1", "shotgun.1", "crowbar.1", "box_van.1"],
                       1: ["grenade.1", "revolver.1"], 2: ["fire_axe.1"], 3: ["sedan.1"]}, **kw)


def test_ex_f_1_movement_f_2_6_to_f_2_13():
    """EX-F-1 (F-2.6, F-2.8, F-2.9, F-2.10, F-2.11, F-2.13, DN-F-10.2, DN-F-10.5, DN-F-10.6,
    DN-F-5.10, F-7.1 Long Haul): the Bikers' Chopper takes both 3 steps to the Bees' base; the
    Bees are engaged and end at once; the Raiders' Car stops at the hostile Police Station; in
    pass 2 Ferris joins at L04; the arrival list is Bees, Bikers, Party."""
    g = ex1()
    assert g.pending.kind == "move" and g.pending.seat == 0
    play(g, "move chars=jo,marrow to=honeycomb_farm card=flat_black.1")
    assert {"sorrel", "bramble"} <= g.engaged
    play(g, "move chars=pike to=pharmacy")
    # the Bees have no eligible character: ended automatically; the Raiders are asked
    assert g.pending.seat == 3 and 2 in g.ended
    legal = {a.text for a in g.legal_actions()}
    assert "move chars=knuckles,skarra to=radio_tower card=sedan.1" not in legal   # F-2.8
    play(g, "move chars=knuckles,skarra to=police_station card=sedan.1")
    assert g.pending.seat == 1
    play(g, "move chars=ferris to=honeycomb_farm")
    assert g.arrival["honeycomb_farm"] == [2, 0, 1]
    assert g.pending.kind == "zombie_fight"                      # F-2.11: fights after movement
    assert events(g, "movement_over")


def test_ex_f_2_zombie_fights_in_passes_and_final_strengths():
    """EX-F-2 (F-3.1, F-3.2, F-3.3, F-3.7, F-3.8, OPEN-F-4, OPEN-F-13, OPEN-F-17, OPEN-F-18,
    DN-F-13.2, DN-F-13.4, DN-F-13.5, DN-F-13.7, DN-F-13.8, T-F-16): pass 1 Bikers at L04
    (Stragglers 3 + 1), the Party chooses the Pharmacy (Roaming Pack 5 + 1 = 6 vs Pike 3: even
    with the Grenade 5, he keeps it and loses, retreating exhausted to the Tool Barn), Raiders at
    the Police Station; pass 2 Ferris at L04 throws the Grenade (3 + 2 vs Dead Delivery Crew
    4 + 1) and wins 2 loot."""
    g = ex1(zombies=["stragglers.1", "roaming_pack.1", "stragglers.2", "delivery_crew.1"],
            forced=None)
    play(g, "move chars=jo,marrow to=honeycomb_farm card=flat_black.1", "move chars=pike to=pharmacy",
         "move chars=knuckles,skarra to=police_station card=sedan.1",
         "move chars=ferris to=honeycomb_farm")
    g.rng.script("d6", 3, 2, 2, 4)
    assert g.pending.seat == 0
    play(g, "fight at=honeycomb_farm", "done")
    assert g.pending.seat == 1
    play(g, "fight at=pharmacy", "done")
    assert g.loc["pike"] == "tool_barn" and "pike" in g.exhausted and "grenade.1" in g.hands[1]
    play(g, "fight at=police_station")
    play(g, "fight at=honeycomb_farm", "use card=grenade.1", "done")
    fights = events(g, "zombie_fight")
    assert [(f["seat"], f["strength"], f["zombies"], f["result"]) for f in fights] == [
        (0, 7, 4, "win"), (1, 3, 6, "loss"), (3, 7, 4, "win"), (1, 5, 5, "win")]
    assert [r["deck"] for r in events(g, "loot_roll")] == ["melee", "firearm", "firearm",
                                                          "special"]
    play(g, "done")                   # no Field Dressing on Pike (DN-F-7.13)
    assert g.pending.kind == "hold"                              # people fights follow (F-4.1)


def _ex4(g):
    play(g, "move chars=jo,marrow to=honeycomb_farm card=flat_black.1", "move chars=pike to=pharmacy",
         "move chars=knuckles,skarra to=police_station card=sedan.1",
         "move chars=ferris to=honeycomb_farm")
    g.rng.script("d6", 3, 2, 2, 4)
    play(g, "fight at=honeycomb_farm", "done", "fight at=pharmacy", "done",
         "fight at=police_station", "fight at=honeycomb_farm", "use card=grenade.1", "done", "done")
    return g


def test_ex_f_3_ex_f_4_sequence_bonus_and_destruction():
    """EX-F-3, EX-F-4 (F-4.3, F-4.5, F-4.7, F-5.4, F-5.5, F-5.10, OPEN-F-7, OPEN-F-16,
    DN-F-8.2, DN-F-8.8, DN-F-13.10, DN-F-13.12, DN-F-13.15, DN-F-13.24, T-F-19, T-F-21, T-F-29):
    the Bees hold with their Barricade (+1) and lose to the Bikers' Shotgun, Crowbar and Box Van;
    the shot kills Bramble, Sorrel retreats; the Bikers then hold with the Bees' Barricade (+1)
    against Ferris; after all fights the Barricade is ruined and the Bikers score +1."""
    g = _ex4(ex1(zombies=["stragglers.1", "roaming_pack.1", "stragglers.2", "delivery_crew.1"]))
    play(g, "stand", "commit card=fire_axe.1",          # nothing left: sealed at once
         "commit card=shotgun.1", "commit card=crowbar.1", "commit card=box_van.1")
    rev = events(g, "selection_revealed")[0]
    assert rev["strengths"] == [[2, 10], [0, 14]]
    play(g, "hit char=bramble")
    assert "bramble" not in g.loc and g.loc["sorrel"] == "clover_fields"
    # fight 2: the Bikers now hold; the Bees' Barricade still stands and helps them (OPEN-F-7)
    assert g.pending.kind == "hold" and g.pending.seat == 0
    play(g, "stand", "seal")
    assert g.pending.seat == 1
    legal = {a.text for a in g.legal_actions()}
    play(g, next(t for t in sorted(legal) if t.startswith("commit")))
    rev = events(g, "selection_revealed")[1]
    while g.pending is not None and g.pending.kind == "dressing":
        play(g, "done")
    rev = events(g, "selection_revealed")[1]
    assert rev["strengths"][0] == [0, 8]
    assert g.forts["honeycomb_farm"][2] is False
    assert g.ruins == [] and g.vp[0] == 1                        # F-6.1: +1 in 5.3.5


def test_ex_f_6_captives_on_three_or_more():
    """EX-F-6 (F-5.5, F-5.6, F-5.7, F-5.9, F-7.3, DN-F-9.1, DN-F-13.15, T-F-23, T-F-24): the
    Raiders beat Marrow, Lou (exhausted) and Jo with one Deer Rifle; the hit goes on Jo; Lou rolls
    2 and dies, Jo rolls 5 and is taken; Marrow retreats exhausted; Shakedown takes 1 Food."""
    g = game(("raiders", "bikers"), board={"skarra": "car_lot", "knuckles": "car_lot",
                                             "hook": "car_lot", "marrow": "car_lot",
                                             "lou": "car_lot", "jo": "car_lot"},
             exhausted=["lou"], hands={0: ["rifle.1"]}, control={"car_lot": 1},
             forts={"car_lot": None}, zombies=["shambler.1"])
    g.rng.script("d6", 2, 5, 2)       # loot, then Jo and Lou; everyone is engaged: movement ends at once
    play(g, "fight at=car_lot")        # the Raiders fight the zombies of the Bikers' Car Lot
    until(g, "hold")                  # the Bikers control the Car Lot: they hold it
    play(g, "stand", "commit card=rifle.1", "seal")
    play(g, "hit char=jo", "retreat char=marrow to=fuel_stop")
    rolls = events(g, "capture_roll")
    assert [(r["char"], r["roll"]) for r in rolls] == [("jo", 5), ("lou", 2)]
    assert [c[0] for c in g.captives] == ["jo"] and "lou" in g.removed
    assert [(r["char"], r["frm"]) for r in events(g, "retreated")] == [("marrow", "car_lot")]
    assert events(g, "shakedown")[0]["frm"] == 1


def test_ex_f_15_title_passing():
    """EX-F-15 (DN-F-7.20, T-F-41): A 6, B 3, C 3, D 5 → B; then C; C alone lowest keeps it."""
    g = game(FOUR, board={"marrow": "roadhouse"}, phase="night")
    for vp, holder, want in (([6, 3, 3, 5], 0, 1), ([6, 5, 3, 5], 1, 2), ([6, 5, 3, 5], 2, 2)):
        g.vp, g.first = list(vp), holder
        list(g._dusk())
        assert g.first == want


def test_ex_f_16_final_scoring_and_tie_break():
    """EX-F-16 (DN-F-1.6, DN-F-1.7, T-F-42): +1 per two non-base places, +1 per Checkpoint;
    a tie goes to the Radio Tower's controller."""
    g = game(("bikers", "bees", "raiders"), board={"marrow": "roadhouse"})
    g.vp = [10, 11, 11]
    mine = ["fuel_stop", "roadside_diner", "car_lot", "radio_tower", "campground", "reservoir"]
    bees = ["clover_fields", "tool_barn", "pharmacy", "drive_in", "union_hall"]
    raid = ["stockyard", "tire_dump", "police_station"]
    for p in g.places:
        if p not in g.base.values():
            g.control[p] = 0 if p in mine else 1 if p in bees else 2 if p in raid else None
    g.forts = {"car_lot": [0, 2, True], "pharmacy": [1, 2, True]}
    assert g.final_scores() == {0: 14, 1: 14, 2: 12}
    g._finish("round_cap")
    assert g.outcome.winners == (0,)


def test_ex_f_5_loot_dice_choice_and_cache():
    """EX-F-5, T-F-15 (F-3.8, OPEN-F-6, DN-F-2.7, DN-F-13.7, DN-F-14.1 D10): loot 2 at the
    Pharmacy; rolls 2 and 6 → the top Firearm, then the winner picks Transport and takes its top
    card; the cache adds the top Special: 3 cards."""
    g = game(("bikers", "bees"), board={"marrow": "pharmacy", "jo": "pharmacy",
                                        "sorrel": "honeycomb_farm"},
             zombies=["delivery_crew.1"],
             decks={"firearm": ["rifle.1"], "transport": ["box_van.1"], "special": ["vest.1"]})
    g.rng.script("d6", 2, 6)
    play(g, "end", "end", "fight at=pharmacy")
    assert g.pending.kind == "loot" and len(g.legal_actions()) == 5
    play(g, "loot deck=transport")
    assert [r["deck"] for r in events(g, "loot_roll")] == ["firearm", "transport"]
    assert {"rifle.1", "box_van.1", "vest.1"} <= set(g.hands[0])


def test_ex_f_7_day_vp():
    """EX-F-7 (F-6.1, F-6.2, F-6.4, OPEN-F-12, DN-F-7.14, DN-F-12.9, DN-F-13.25): in one Day the
    Raiders shoot Big Marrow at the Car Lot (no Riot Vest, last character) and win at Honeycomb
    Farm, ruining the Bees' Barricade: +3 + 1 = +4 VP in 5.3.5."""
    g = game(("raiders", "bikers", "bees"),
             board={"skarra": "car_lot", "knuckles": "car_lot", "marrow": "car_lot",
                    "hook": "honeycomb_farm", "sorrel": "clover_fields"},
             control={"car_lot": 1}, forts={"car_lot": None}, hands={0: ["rifle.1"]},
             zombies=["shambler.1", "shambler.2"])
    g.rng.script("d6", 1, 1)
    play(g, "end")                                 # Marrow is engaged; the Bees end
    play(g, "end")
    until(g, "hold")
    play(g, "stand", "commit card=rifle.1")
    until(g, "morning")
    assert [(e["char"], e["credit"]) for e in events(g, "died")] == [("marrow", 0)]
    assert g.vp[0] == 4 and events(g, "day_vp")[0]["gained"] == [4, 0, 0]
    assert g.forts["honeycomb_farm"][2] is False


def test_ex_f_10_transport_and_keywords():
    """EX-F-10 (F-2.5, F-2.6, DN-F-4.4, DN-F-5.9, DN-F-10.4): Sparks (Driver), Marrow and Jo on
    the Roadhouse play the Sidecar Chopper: capacity 2 + 1 = 3, up to 3 places. Gravel
    (exhausted) cannot ride and moves at most 1; rested and alone he could move 2."""
    board = {"sparks": "roadhouse", "marrow": "roadhouse", "jo": "roadhouse",
             "gravel": "roadhouse", "sorrel": "honeycomb_farm"}
    g = game(("bikers", "bees"), board=board, exhausted=["gravel"], hands={0: ["sidecar.1"]})
    legal = [a for a in g.legal_actions() if a.text != "end"]
    ride = {a.to for a in legal if a.chars == ("jo", "marrow", "sparks") and a.card}
    assert "honeycomb_farm" in ride
    assert not [a for a in legal if "gravel" in a.chars and a.card]
    assert {a.to for a in legal if a.chars == ("gravel",)} == {"fuel_stop", "roadside_diner"}
    g = game(("bikers", "bees"), board=board, hands={0: ["sidecar.1"]})
    assert "car_lot" in {a.to for a in g.legal_actions()
                         if a.text != "end" and a.chars == ("gravel",) and not a.card}


def test_ex_f_12_retreat_into_neutral_ground():
    """EX-F-12, T-F-26 (F-5.3, F-5.4, F-5.8, F-6.4, OPEN-F-12, OPEN-F-21, DN-F-13.20, DN-F-13.22,
    DN-F-0.5): Pike and Bo lose to the Bikers at the Hardware Store, no shots; every neighbour is
    hostile but the Bikers' empty, unfortified Car Lot (neutral-class): they retreat there
    exhausted and fight item-less: 3 + 2 + Rally 1 = 6 vs Roaming Pack 5 → they stay, no loot.
    Against Traffic-Jam Dead (7) both would die and the Bikers would score +3 for Pike."""
    def run(last):
        g = game(("bikers", "party", "raiders"),
                 board={"marrow": "hardware_store", "jo": "hardware_store",
                        "pike": "hardware_store", "bo": "hardware_store",
                        "skarra": "bakery", "knuckles": "print_shop", "hook": "police_station"},
                 control={"hardware_store": 1, "police_station": 2, "car_lot": 0},
                 forts={"hardware_store": None, "police_station": [2, 1, True], "car_lot": None},
                 zombies=["shambler.1", "shambler.2", "shambler.3", last])
        g.rng.script("d6", 1, 1, 1)
        play(g, "end")                   # the Bikers and the Party are engaged: ended
        until(g, "hold")
        assert g.pending.seat == 1
        play(g, "stand", "seal")         # the Bikers keep the Hardware Store's cache card
        return g
    g = run("roaming_pack.1")
    assert [e["to"] for e in events(g, "retreated")] == ["car_lot", "car_lot"]
    f = events(g, "itemless_fight")[0]
    assert (f["strength"], f["zombies"], f["result"]) == (6, 5, "win")
    assert g.loc["pike"] == g.loc["bo"] == "car_lot" and g.vp[0] == 0
    assert len(events(g, "loot_roll")) == 3                       # the zombie fights' only
    g = run("traffic_jam.1")
    assert {e["char"]: e["credit"] for e in events(g, "died")} == {"pike": 0, "bo": 0}
    assert g.vp[0] == 3


def test_ex_f_14_fortifications():
    """EX-F-14, T-F-29 (DN-F-8.2, DN-F-8.5, DN-F-8.6, DN-F-8.8, DN-F-1.6, F-3.7, F-4.3, F-5.10,
    OPEN-F-16): the Bees repair the Pharmacy ruin for 1 Scrap (their Barricade), then upgrade for
    3 (Checkpoint). Raiders entering face zombies +1 and the Bees' +2 in the people fight. If only
    Raiders stand there after the Day's fights it is ruined (+1 Raiders); if it survives with its
    owner holding, it scores +1 final VP for the Bees."""
    g = game(("bees", "raiders"), board={"bramble": "pharmacy", "sorrel": "honeycomb_farm",
                                         "skarra": "gravel_pit"},
             phase="morning", control={"pharmacy": 0}, forts={"pharmacy": [-1, 1, False]},
             scrap={0: 5})
    play(g, "repair at=pharmacy level=1")
    assert g.forts["pharmacy"] == [0, 1, True] and g.scrap[0] == 4
    play(g, "upgrade at=pharmacy")
    assert g.forts["pharmacy"] == [0, 2, True] and g.scrap[0] == 1
    assert g.zombie_strength("stragglers.1", "pharmacy", 1) == 4
    assert g.fort_bonus("pharmacy", 0, 1) == (2, 0)
    assert g.final_scores()[0] == 3 // 2 + 1      # Pharmacy + two territories, a Checkpoint
    g.loc["skarra"] = "pharmacy"
    g._destruction()                                              # owner and Raiders both there
    assert g.forts["pharmacy"][2] is False and g.ruins == [[1, "pharmacy"]]
    g.forts["pharmacy"] = [0, 2, True]
    g.ruins = []
    del g.loc["skarra"]
    g._destruction()                                              # its owner holds: intact
    assert g.forts["pharmacy"][2] is True and g.ruins == []


def test_ex_f_17_perks_in_zombie_fights():
    """EX-F-17 (F-3.5, F-3.6, F-7.1, F-7.2, DN-F-3.2, DN-F-5.3): Wren (Bees, 2) alone vs Bus-Stop
    Crowd 6 plays a Machete: 2 + 2 × 2 = 6 → win. Gravel (Bikers, 2) alone vs 6: Crowbar +2
    (weapon limit 1) and Box Van +3 (Ram Raid) → 7 → win. Pike + Ferris + Bo (8, Rally +2 = 10)
    vs Mall Horde 8 + 1 = 9 → win without cards."""
    g = game(("bees", "bikers", "party"),
             board={"wren": "reservoir", "gravel": "campground", "pike": "hardware_store",
                    "ferris": "hardware_store", "bo": "hardware_store"},
             hands={0: ["machete.1"], 1: ["crowbar.1", "box_van.1", "spiked_bat.1"]},
             zombies=["bus_stop.1", "bus_stop.2", "mall_horde.1"])
    g.rng.script("d6", *([1] * 7))
    play(g, "end", "end", "end", "fight at=reservoir", "use card=machete.1")
    play(g, "fight at=campground", "use card=crowbar.1")
    assert {a.text for a in g.legal_actions()} == {"use card=box_van.1", "done"}
    play(g, "use card=box_van.1")                 # nothing more is playable: done at once
    until(g, "morning")
    res = [(e["seat"], e["strength"], e["zombies"], e["result"]) for e in events(g, "zombie_fight")]
    assert res == [(0, 6, 6, "win"), (1, 7, 6, "win"), (2, 10, 9, "win")]
