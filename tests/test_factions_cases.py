"""The derived test cases of shared/spec/factions-design.md (T-F-1 … T-F-47; T-F-48 is in
test_factions_round.py), on positions built through the public builder
(rules/factions/position.py). Each test names the F- and DN-F- rules it checks."""
from __future__ import annotations

import pytest
from test_factions_helpers import events, game, play, until

from rules.core.errors import IllegalAction
from rules.factions import actions as A
from rules.factions.invariants import problems

BB = ("bikers", "bees")
RB = ("raiders", "bees")
RK = ("raiders", "bikers")


def dests(g, chars, card=""):
    """Where the squad ``chars`` may move (with ``card`` or none)."""
    sq = tuple(sorted(chars))
    return sorted(a.to for a in g.legal_actions()
                  if isinstance(a, A.Move) and a.chars == sq and a.card == card)


def texts(g):
    return {a.text for a in g.legal_actions()}


# ---------------------------------------------------------------------- movement (F-2, DN-F-10)
def test_t_f_1_one_step_without_transport_scout_two():
    """T-F-1 (F-2.4, OPEN-F-2, DN-F-10.4, DN-F-4.4 Scout, DN-F-10.3): a move without Transport
    goes to an adjacent place only; a Scout alone and rested may go 2 (F-2.8 still stops it);
    an exhausted Scout, or a Scout in a squad, moves 1."""
    g = game(BB, board={"jo": "roadhouse", "gravel": "fuel_stop", "lou": "fuel_stop",
                        "sorrel": "honeycomb_farm"})
    assert dests(g, ["jo"]) == ["fuel_stop", "roadside_diner"]
    assert dests(g, ["gravel"]) == ["car_lot", "clover_fields", "honeycomb_farm", "pharmacy",
                                    "reservoir", "roadhouse", "roadside_diner"]
    assert dests(g, ["gravel", "lou"]) == ["car_lot", "clover_fields", "reservoir", "roadhouse"]
    g = game(BB, board={"gravel": "fuel_stop", "sorrel": "honeycomb_farm"}, exhausted=["gravel"])
    assert dests(g, ["gravel"]) == ["car_lot", "clover_fields", "reservoir", "roadhouse"]


def test_t_f_2_transport_range_f_2_6_long_haul():
    """T-F-2 (F-2.1, F-2.6, F-7.1, DN-F-3.2 Long Haul, DN-F-3.3, DN-F-5.9, DN-F-5.10): Bikers
    with a Chopper reach 3, with a Car 2; the Bees with a Chopper 2. The card is discarded."""
    g = game(BB, board={"jo": "roadhouse", "sorrel": "tool_barn"},
             hands={0: ["flat_black.1", "sedan.1"], 1: ["rust_red.1"]})
    three = dests(g, ["jo"], "flat_black.1")
    assert "honeycomb_farm" in three and "pharmacy" in three           # 3 steps
    two = dests(g, ["jo"], "sedan.1")
    assert "clover_fields" in two and "honeycomb_farm" not in two and "pharmacy" not in two
    play(g, "move chars=jo to=clover_fields card=sedan.1")
    assert "sedan.1" in g.discards["transport"] and "sedan.1" not in g.hands[0]
    assert g.origin["jo"] == "roadhouse"
    bees = dests(g, ["sorrel"], "rust_red.1")
    assert "clover_fields" in bees and "gravel_pit" in bees and "fuel_stop" not in bees


def test_t_f_3_capacity_and_driver():
    """T-F-3 (F-2.6, DN-F-4.4 Driver, DN-F-5.9, DN-F-5.10): three characters on a Chopper
    (capacity 2) is illegal; legal with a Driver among them (2 + 1)."""
    g = game(BB, board={"marrow": "roadhouse", "jo": "roadhouse", "lou": "roadhouse",
                        "sparks": "roadhouse", "sorrel": "honeycomb_farm"},
             hands={0: ["flat_black.1"]})
    assert dests(g, ["marrow", "jo", "lou"], "flat_black.1") == []
    assert dests(g, ["marrow", "jo"], "flat_black.1")
    assert "honeycomb_farm" in dests(g, ["marrow", "jo", "sparks"], "flat_black.1")


def test_t_f_4_exhausted_squad_no_transport_one_step():
    """T-F-4 (F-2.5, F-1.5, DN-F-10.4): a squad with an exhausted character cannot use
    Transport and moves at most 1."""
    g = game(BB, board={"marrow": "roadhouse", "lou": "roadhouse", "sorrel": "honeycomb_farm"},
             exhausted=["lou"], hands={0: ["flat_black.1"]})
    assert dests(g, ["lou", "marrow"], "flat_black.1") == [] and dests(g, ["lou"], "flat_black.1") == []
    assert dests(g, ["lou", "marrow"]) == ["fuel_stop", "roadside_diner"]
    assert dests(g, ["marrow"], "flat_black.1")


def test_t_f_5_hostile_places_stop_a_path_ruins_do_not():
    """T-F-5 (F-2.8, F-1.3, F-1.4, DN-F-0.4, DN-F-8.2, DN-F-8.3, DN-F-10.5): no path continues
    past a neutral or foreign intact fortification or foreign characters; a ruin does not stop
    movement; the last place may be hostile."""
    board = {"jo": "fuel_stop", "sorrel": "honeycomb_farm"}
    g = game(BB, board=board, hands={0: ["sedan.1"]})
    d = dests(g, ["jo"], "sedan.1")
    assert "car_lot" in d and "radio_tower" not in d and "hardware_store" not in d
    assert "pharmacy" in d                       # via the empty, unfortified Clover Fields
    g = game(BB, board=dict(board, wren="clover_fields"), hands={0: ["sedan.1"]})
    d = dests(g, ["jo"], "sedan.1")
    assert "clover_fields" in d and "pharmacy" not in d           # Wren stops the path
    g = game(BB, board=board, hands={0: ["sedan.1"]}, forts={"car_lot": [-1, 1, False]})
    assert "radio_tower" in dests(g, ["jo"], "sedan.1")           # a ruin does not stop it


def test_t_f_6_t_f_7_engaged_and_ended():
    """T-F-6, T-F-7 (F-2.9, F-2.2, F-2.11, F-2.13, OPEN-F-3, DN-F-10.1, DN-F-10.2, DN-F-10.6,
    DN-F-14.6): after an enemy enters, the unmoved characters there cannot move; a moved
    character moves no more; a player who ended is not asked again; a player with nothing
    eligible ends automatically."""
    g = game(BB, board={"jo": "fuel_stop", "lou": "roadhouse", "wren": "clover_fields",
                        "dill": "honeycomb_farm"})
    play(g, "move chars=jo to=clover_fields")
    assert "wren" in g.engaged and g.pending.seat == 1
    assert all("wren" not in a.chars for a in g.legal_actions() if isinstance(a, A.Move))
    play(g, "end")
    assert 1 in g.ended and g.pending.seat == 0
    assert all("jo" not in a.chars for a in g.legal_actions() if isinstance(a, A.Move))
    play(g, "move chars=lou to=fuel_stop")
    # the Bees ended; the Bikers have nothing eligible left: movement is over
    assert g.pending.kind == "zombie_fight" and events(g, "movement_over")


def test_t_f_8_arrival_order_and_converging_squads():
    """T-F-8 (F-2.3, F-2.10, DN-F-0.2, DN-F-0.7, DN-F-10.6): arrival list order; a later own
    squad from another place joins the force without changing the order; squads from one place
    may split."""
    g = game(("bikers", "bees", "raiders"),
             board={"marrow": "fuel_stop", "jo": "fuel_stop", "lou": "roadside_diner",
                    "sorrel": "pharmacy", "skarra": "stockyard"})
    play(g, "move chars=marrow to=car_lot", "move chars=sorrel to=car_lot", "end",
         "move chars=jo to=roadhouse", "move chars=lou to=car_lot")
    assert g.arrival["car_lot"] == [0, 1]
    assert g.force(0, "car_lot") == ["lou", "marrow"]            # one force (DN-F-0.2)
    assert g.loc["jo"] == "roadhouse"                            # split from marrow (F-2.3)


def test_t_f_9_zombie_fights_where_f_3_1_open_f_20_f_2_12():
    """T-F-9 (F-3.1, F-2.12, OPEN-F-20, DN-F-13.1, DN-F-10.7, DN-F-12.4): no zombie fight on own
    controlled ground; a force that stayed on an enemy base fights its zombies; a fortified
    foreign place without characters gives a zombie fight only; winning it ruins the
    fortification (OPEN-F-10) and scores +1 (F-6.1)."""
    g = game(BB, board={"marrow": "honeycomb_farm", "jo": "fuel_stop", "sorrel": "tool_barn"},
             zombies=["shambler.1"])
    play(g, "end", "end")
    assert g.pending.kind == "zombie_fight" and g.pending.seat == 0
    assert texts(g) == {"fight at=honeycomb_farm", "flee at=honeycomb_farm"}
    g.rng.script("d6", 1)
    play(g, "fight at=honeycomb_farm")
    until(g, "morning")
    assert not events(g, "people_fight")
    assert g.forts["honeycomb_farm"][2] is False and g.vp[0] == 1
    assert g.control["honeycomb_farm"] == 1                      # bases never change hands


# ---------------------------------------------------------------------- zombie fights (F-3)
def test_t_f_10_t_f_11_zombie_strength_and_ties():
    """T-F-10, T-F-11 (F-3.7, F-3.3, DN-F-6.2, DN-F-8.3, DN-F-13.4, DN-F-13.6, DN-F-13.7):
    zombies +1 at neutral or other factions' intact fortifications only (not at one's own, not
    at a ruin); equal strength beats zombies."""
    g = game(BB, board={"jo": "roadhouse", "sorrel": "honeycomb_farm"},
             forts={"fuel_stop": [0, 1, False], "clover_fields": [1, 2, True]})
    z = "stragglers.1"
    assert g.zombie_strength(z, "car_lot", 0) == 4                # neutral Barricade
    assert g.zombie_strength(z, "radio_tower", 0) == 4            # neutral Checkpoint: still +1
    assert g.zombie_strength(z, "honeycomb_farm", 0) == 4         # the Bees' Barricade
    assert g.zombie_strength(z, "honeycomb_farm", 1) == 3         # own
    assert g.zombie_strength(z, "fuel_stop", 1) == 3              # ruin
    assert g.zombie_strength(z, "reservoir", 0) == 3
    g = game(BB, board={"jo": "reservoir", "sorrel": "honeycomb_farm"}, zombies=["stragglers.1"])
    g.rng.script("d6", 1)
    play(g, "end", "end", "fight at=reservoir")
    f = events(g, "zombie_fight")[0]
    assert (f["strength"], f["zombies"], f["result"]) == (3, 3, "win")


def test_t_f_12_t_f_13_weapon_limit_one_special_ram_raid():
    """T-F-12, T-F-13 (F-3.4, F-3.5, F-4.5, OPEN-F-5, OPEN-F-23, DN-F-5.3, F-7.1 Ram Raid): weapons
    up to the own characters in the force; one fight-Special; only the Bikers add one Transport;
    Noisemaker only first; Tripwire only for a holder against people; an illegal card is
    refused."""
    hand = ["crowbar.1", "machete.1", "grenade.1", "grenade.2", "tripwire.1", "box_van.1",
            "flat_black.1", "noisemaker.1", "vest.1"]
    g = game(BB, board={"jo": "reservoir", "sorrel": "honeycomb_farm"},
             hands={0: list(hand), 1: ["machete.2", "sedan.1"]}, zombies=["long_column.1"])
    names = lambda opts: sorted(a.card for a in opts)                       # noqa: E731
    assert names(g.card_options(0, ["jo"], [], True)) == [
        "box_van.1", "crowbar.1", "flat_black.1", "grenade.1", "machete.1", "noisemaker.1"]
    assert names(g.card_options(0, ["jo"], ["crowbar.2"], True)) == [
        "box_van.1", "flat_black.1", "grenade.1"]
    assert names(g.card_options(0, ["jo", "x"], ["crowbar.2", "grenade.3", "taxi.1"], True)) == [
        "crowbar.1", "machete.1"]
    assert "tripwire.1" in names(g.card_options(0, ["jo"], [], False, holder=True))
    assert "tripwire.1" not in names(g.card_options(0, ["jo"], [], False, holder=False))
    assert names(g.card_options(1, ["sorrel"], [], True)) == ["machete.2"]     # no Ram Raid
    play(g, "end", "end", "fight at=reservoir", "use card=crowbar.1")
    with pytest.raises(IllegalAction):
        play(g, "use card=machete.1")


def test_t_f_14_groundskeepers_only_against_zombies():
    """T-F-14 (F-3.6, F-7.2, DN-F-3.2 Groundskeepers, DN-F-3.3, DN-F-13.6): the Bees' Melee
    counts double against zombies, not against people, not in item-less fights (no cards); a
    Firearm is not doubled; other factions' Melee is not doubled."""
    g = game(BB, board={"jo": "roadhouse", "wren": "honeycomb_farm"})
    assert g.force_strength(1, ["wren"], ["machete.1"], zombies=True) == 6
    assert g.force_strength(1, ["wren"], ["machete.1"], zombies=False) == 4
    assert g.force_strength(1, ["wren"], ["revolver.1"], zombies=True) == 3
    assert g.force_strength(1, ["wren"], ["machete.1"], zombies=True, itemless=True) == 2
    assert g.force_strength(0, ["jo"], ["machete.1"], zombies=True) == 5


def test_t_f_25_t_f_28_zombie_loss_retreat():
    """T-F-25, T-F-28 (F-3.9, F-5.1, F-5.2, F-1.5, DN-F-13.8, DN-F-13.18, DN-F-13.19, DN-F-14.1
    D13): a force that loses to zombies: its exhausted characters die, the rest retreat
    exhausted to a friendly neighbour of their choice; no Transport is offered in a retreat; the
    played cards and the zombie card are discarded."""
    g = game(BB, board={"jo": "car_lot", "lou": "car_lot", "sorrel": "honeycomb_farm"},
             exhausted=["lou"], zombies=["long_column.1"], hands={0: ["tire_iron.1", "sedan.1"]})
    play(g, "end", "end", "fight at=car_lot", "use card=tire_iron.1", "done")
    assert g.pending.kind == "retreat"
    assert all(isinstance(a, A.Retreat) for a in g.legal_actions())
    assert texts(g) == {"retreat char=jo to=fuel_stop", "retreat char=jo to=roadside_diner"}
    play(g, "retreat char=jo to=roadside_diner")      # the round runs on to the next Morning
    assert "lou" in g.removed and g.loc["jo"] == "roadside_diner"
    assert [(e["char"], e["why"]) for e in events(g, "died")] == [("lou", "retreat_from_zombies")]
    assert [e["fed"] for e in events(g, "fed") if e["seat"] == 0] == [["jo"]]
    assert "tire_iron.1" in g.discards["melee"] and "long_column.1" in g.zdiscard
    assert "sedan.1" in g.hands[0]


def test_dn_f_13_3_retreat_before_a_zombie_fight():
    """DN-F-13.3 (F-3.3, DN-F-14.1 D8): the owner may retreat before the zombie fight: no card
    is revealed and it is a loss to zombies (F-5.2)."""
    g = game(BB, board={"jo": "car_lot", "sorrel": "honeycomb_farm"}, zombies=["long_column.1"])
    play(g, "end", "end", "flee at=car_lot", "retreat char=jo to=fuel_stop")
    assert not events(g, "zombies_revealed") and g.zdeck[-1] == "long_column.1"
    assert g.loc["jo"] == "fuel_stop"
    assert [(e["char"], e["to"]) for e in events(g, "retreated")] == [("jo", "fuel_stop")]


def test_t_f_26_t_f_44_itemless_fight_no_cards_no_loot_no_shakedown():
    """T-F-26, T-F-44 (F-5.3, DN-F-13.20, DN-F-3.2 Shakedown, DN-F-2.7): with no friendly
    neighbour the loser retreats to neutral-class ground and fights its zombies item-less —
    characters only, no cards, no loot, no cache, no Shakedown; a zombie win on uncontrolled
    ground gives no Shakedown either."""
    g = game(RB, board={"rattle": "pharmacy", "sorrel": "honeycomb_farm"},
             hands={0: ["chainsaw.1"]}, zombies=["long_column.1", "shambler.1"])
    play(g, "end", "end", "fight at=pharmacy", "done")
    assert texts(g) == {"retreat char=rattle to=clover_fields", "retreat char=rattle to=tool_barn"}
    play(g, "retreat char=rattle to=tool_barn")
    f = events(g, "itemless_fight")[0]
    assert (f["strength"], f["zombies"], f["result"]) == (2, 2, "win")
    assert g.loc["rattle"] == "tool_barn" and "chainsaw.1" in g.hands[0]
    assert not events(g, "loot_roll") and not events(g, "shakedown")
    g = game(RB, board={"rattle": "drive_in", "sorrel": "honeycomb_farm"}, zombies=["shambler.1"])
    g.rng.script("d6", 1)
    play(g, "end", "end", "fight at=drive_in")
    assert events(g, "zombie_fight")[0]["result"] == "win" and not events(g, "shakedown")


def test_t_f_26_itemless_loss_kills():
    """T-F-26 (F-5.3, DN-F-13.20): losing the item-less fight kills the retreaters."""
    g = game(RB, board={"rattle": "pharmacy", "sorrel": "honeycomb_farm"},
             zombies=["long_column.1", "traffic_jam.1"])
    play(g, "end", "end", "fight at=pharmacy", "retreat char=rattle to=clover_fields")
    assert "rattle" in g.removed and events(g, "itemless_fight")[0]["result"] == "loss"


def test_dn_f_13_21_retreaters_join_their_own_force():
    """DN-F-13.21: retreaters entering neutral-class ground where their own force stands join it:
    no item-less fight; they share that force's pending zombie fight."""
    g = game(BB, board={"marrow": "pharmacy", "jo": "clover_fields", "sorrel": "honeycomb_farm"},
             zombies=["long_column.1", "shambler.1"])
    g.rng.script("d6", 1)
    play(g, "end", "end", "fight at=pharmacy", "retreat char=marrow to=clover_fields")
    assert not events(g, "itemless_fight")
    play(g, "fight at=clover_fields")
    f = events(g, "zombie_fight")[1]
    assert f["strength"] == 7 and f["result"] == "win"           # Jo 3 + Marrow 4


# ---------------------------------------------------------------------- people fights (F-4, F-5)
def _raid(captives=(), **kw):
    """Raiders (seat 0) and Bikers (seat 1) on the Bikers' Tool Barn; every neighbour hostile."""
    board = {"skarra": "tool_barn", "knuckles": "tool_barn", "marrow": "tool_barn",
             "jo": "tool_barn"}
    board.update(kw.pop("board", {}))
    return game(RK, board=board, control={"tool_barn": 1},
                forts={"drive_in": [-1, 1, True], "stockyard": [0, 1, True]},
                hands={0: ["rifle.1"]}, zombies=["shambler.1"], captives=captives, **kw)


def test_t_f_24_t_f_27_t_f_30_leader_never_taken_route_deaths_credit():
    """T-F-24, T-F-27, T-F-30 (F-5.4, F-5.9, F-6.1, F-6.4, OPEN-F-12, DN-F-9.1, DN-F-13.22,
    DN-F-13.25, DN-F-13.26, DN-F-4.6, DN-F-7.14): the Raiders shoot Big Marrow: a Leader is never
    rolled for; Jo finds every neighbour hostile and dies without a roll; the winner is credited
    +3 for the Leader in 5.3.5; Marrow goes to the fallen slot."""
    g = _raid()
    g.rng.script("d6", 1)
    until(g, "hold")
    play(g, "stand", "commit card=rifle.1", "hit char=marrow")
    assert not events(g, "capture_roll")
    died = {e["char"]: (e["why"], e["credit"]) for e in events(g, "died")}
    assert died == {"marrow": ("fight", 0), "jo": ("no_route", 0)}
    until(g, "morning")
    assert g.vp[0] == 3 and events(g, "day_vp")[0]["gained"] == [3, 0]
    assert "jo" in g.removed


def test_t_f_24_row_full_no_roll():
    """T-F-24 (DN-F-9.3): when the captive row holds 3, no further rolls are made: they die."""
    g = _raid(captives=[["pim", 1, 1], ["brann", 1, 1], ["hollis", 1, 1]])
    g.rng.script("d6", 1)
    until(g, "hold")
    play(g, "stand", "commit card=rifle.1", "hit char=jo")
    assert not events(g, "capture_roll") and "jo" in g.removed


def test_t_f_17_holder_retreat_before_the_fight():
    """T-F-17 (F-4.4, OPEN-F-8, OPEN-F-22, DN-F-13.11, DN-F-14.1 D8, DN-F-14.6): the holder may
    retreat before the fight: its exhausted characters die (the Raiders may capture them), the
    rest retreat exhausted; no cards are played; the attacker has no such option."""
    g = game(RK, board={"skarra": "fuel_stop", "marrow": "fuel_stop", "lou": "fuel_stop"},
             exhausted=["lou"], zombies=["shambler.1"])
    g.rng.script("d6", 1, 5)
    until(g, "hold")
    assert g.pending.seat == 1 and texts(g) == {"stand", "withdraw"}
    play(g, "withdraw")
    assert [c[0] for c in g.captives] == ["lou"]
    assert g.loc["marrow"] == "roadhouse" and "marrow" in g.exhausted   # the only way: no question
    assert not events(g, "selection_revealed")


def test_t_f_22_shots_vests_assignment():
    """T-F-22 (F-5.5, F-5.6, F-5.8, DN-F-13.15, DN-F-13.16, DN-F-9.2, DN-F-14.1 D12): shots =
    the winner's Firearms; each Riot Vest cancels one; the loser assigns the rest; against a
    winner that is not the Raiders the hit characters simply die; survivors retreat; all played
    cards are discarded."""
    g = game(BB, board={"marrow": "clover_fields", "jo": "clover_fields", "gravel": "clover_fields",
                        "sorrel": "clover_fields", "bramble": "clover_fields",
                        "dill": "clover_fields"},
             hands={0: ["revolver.1", "sidearm.1"], 1: ["vest.1"]}, zombies=["shambler.1"])
    g.rng.script("d6", 2)
    until(g, "hold")
    play(g, "stand", "commit card=revolver.1", "commit card=sidearm.1", "seal")
    assert g.pending.kind == "vest" and "2 hit" in g.pending.prompt
    play(g, "vest card=vest.1")
    assert texts(g) == {"hit char=bramble", "hit char=dill", "hit char=sorrel"}
    play(g, "hit char=dill")
    assert "dill" in g.removed and not events(g, "capture_roll")
    assert g.loc["sorrel"] == g.loc["bramble"] == "honeycomb_farm"
    assert {"revolver.1", "sidearm.1"} <= set(g.discards["firearm"])
    assert "vest.1" in g.discards["special"]


def test_t_f_19_fortification_bonus_holder_or_attacking_owner():
    """T-F-19 (F-4.3, OPEN-F-7, DN-F-8.2, DN-F-13.13): the intact fortification's level goes to
    the holder, to its owner when the owner attacks; a ruin gives nothing."""
    g = game(BB, board={"jo": "roadhouse", "sorrel": "honeycomb_farm"},
             forts={"clover_fields": [1, 2, True], "fuel_stop": [0, 1, False]})
    assert g.fort_bonus("clover_fields", 0, 1) == (0, 2)        # the owner attacks
    assert g.fort_bonus("clover_fields", 1, 0) == (2, 0)
    assert g.fort_bonus("car_lot", 0, 1) == (1, 0)               # neutral: the holder
    assert g.fort_bonus("fuel_stop", 0, 1) == (0, 0)


def test_dn_f_13_9_people_fight_order_and_choice():
    """DN-F-13.9, DN-F-13.10, DN-F-13.17 (F-4.1, F-4.2, DN-F-14.1 D7): after all zombie fights,
    the player on turn picks which of its contested places is fought next; every place's
    sequence is resolved."""
    g = game(BB, board={"marrow": "clover_fields", "sorrel": "clover_fields",
                        "jo": "tool_barn", "bramble": "tool_barn"},
             zombies=["shambler.1", "shambler.2"])
    g.rng.script("d6", 1, 1)
    until(g, "battle")
    assert g.pending.seat == 0 and not g.zdeck[-2:] == ["shambler.2", "shambler.1"]
    assert texts(g) == {"battle at=clover_fields", "battle at=tool_barn"}
    play(g, "battle at=tool_barn")
    assert events(g, "people_fight")[0]["at"] == "tool_barn"
    until(g, "morning")
    assert [e["at"] for e in events(g, "people_fight") if "result" in e] == ["tool_barn",
                                                                             "clover_fields"]


def test_t_f_20_ex_f_11_tie_returns():
    """T-F-20, EX-F-11 (F-4.6, OPEN-F-9, DN-F-13.14, DN-F-13.23, F-5.1): Skarra and Knuckles
    move Stockyard → Tool Barn, beat its zombies, and tie the Bees (5 + Machete 2 = 7 vs 7):
    they return to the friendly Stockyard rested; from the uncontrolled Drive-In they return
    exhausted without a zombie fight; from an origin now hostile they retreat as losers without
    casualties."""
    def run(src, extra=None, zombies=("shambler.1",), then=()):
        board = {"skarra": src, "knuckles": src, "bramble": "tool_barn", "wren": "tool_barn"}
        board.update(extra or {})
        g = game(RB, board=board, hands={1: ["machete.1"]}, zombies=list(zombies))
        g.rng.script("d6", 1, 1, 1)
        play(g, "move chars=knuckles,skarra to=tool_barn", *then)
        until(g, "hold")
        play(g, "stand", "commit card=machete.1")
        return g
    g = run("stockyard")
    rev = events(g, "selection_revealed")[0]
    assert rev["strengths"] == [[1, 7], [0, 7]]
    assert g.loc["skarra"] == g.loc["knuckles"] == "stockyard" and not g.exhausted
    assert all(e["exhausted"] is False for e in events(g, "tie_return"))
    g = run("drive_in")
    assert g.loc["skarra"] == "drive_in"
    assert [e["exhausted"] for e in events(g, "tie_return")] == [True, True]
    assert len(events(g, "zombie_fight")) == 1
    g = run("stockyard", {"dill": "drive_in"}, ("shambler.1", "shambler.2", "shambler.3"),
            ["move chars=dill to=stockyard"])
    assert g.loc["skarra"] == g.loc["knuckles"] == "drive_in"
    assert [e["to"] for e in events(g, "retreated")] == ["drive_in", "drive_in"]
    assert not events(g, "died") and not events(g, "tie_return")


def test_t_f_31_t_f_32_neutral_ruin_scores_and_ends_the_game():
    """T-F-31, T-F-32 (F-6.1, F-6.2, F-6.3, OPEN-F-15, DN-F-1.4, DN-F-8.8, DN-F-7.14, DN-F-12.9):
    ruining a neutral fortification scores +1 in 5.3.5; reaching the target there ends the game
    before the Night."""
    g = game(RB, board={"skarra": "police_station", "sorrel": "honeycomb_farm"},
             zombies=["shambler.1"], vp={0: 14})
    g.rng.script("d6", 1)
    play(g, "end", "end", "fight at=police_station")
    assert g.outcome is not None and g.outcome.reason == "target"
    assert g.forts["police_station"][2] is False and g.vp[0] == 15
    assert not events(g, "gathered") and g.outcome.winners == (0,)


def test_t_f_44_shakedown_people_and_zombie_wins():
    """T-F-44 (DN-F-3.2 Shakedown, DN-F-14.1 D14, DN-F-15.2 (b)): after winning a zombie fight on
    another faction's ground the Raiders take 1 Food or 1 Scrap from that faction (their
    choice); nothing if the payer has neither."""
    g = game(RB, board={"skarra": "clover_fields", "sorrel": "honeycomb_farm"},
             zombies=["shambler.1", "shambler.2"], food={1: 4}, scrap={1: 2})
    g.rng.script("d6", 1)
    play(g, "end", "end", "fight at=clover_fields")
    assert texts(g) == {"take res=food", "take res=scrap"}
    play(g, "take res=scrap")
    assert events(g, "shakedown") == [{"seat": 0, "frm": 1, "res": "scrap"}]
    g = game(RB, board={"skarra": "clover_fields", "sorrel": "honeycomb_farm"},
             zombies=["shambler.1"], food={1: 0}, scrap={1: 0})
    g.rng.script("d6", 1)
    play(g, "end", "end", "fight at=clover_fields")
    assert not events(g, "shakedown")


# ---------------------------------------------------------------------- perks, keywords
def test_t_f_45_rally():
    """T-F-45 (DN-F-3.2 Rally, DN-F-3.3, DN-F-13.6, DN-F-13.13): a Party force with its Leader
    gets +1 per other Party character, at most the cap (DN-F-15.3 knob; +3 since the issue-19
    balance), item-less fights too; without the Leader nothing."""
    g = game(("party", "bees"), board={"pike": "union_hall", "sorrel": "honeycomb_farm"})
    from rules.factions.game import KNOBS
    fs = g.force_strength
    assert fs(0, ["pike"]) == 3 and fs(0, ["bo", "pike"]) == 6
    assert fs(0, ["bo", "ferris", "marta", "pike"]) == 11 + min(3, KNOBS["rally_cap"])
    assert fs(0, ["bo", "ferris", "lune", "marta", "pike"]) == 13 + KNOBS["rally_cap"]
    assert fs(0, ["bo", "ferris"]) == 5 and fs(0, ["bo", "pike"], itemless=True) == 6
    assert fs(0, ["pike", "pim"]) == 5                           # recruited neutrals count


def test_t_f_46_keywords():
    """T-F-46 (DN-F-4.4): Marksman +1 when its force plays a Firearm; Medic saves one dying
    character (not itself) once per fight; Forager +1 Food on a zombie win (Scout: T-F-1,
    Driver: T-F-3)."""
    g = game(("party", "bees"), board={"marta": "union_hall", "sorrel": "honeycomb_farm"})
    assert g.force_strength(0, ["marta"], ["revolver.1"]) == 5
    assert g.force_strength(0, ["marta"], ["machete.1"]) == 5
    assert g.force_strength(0, ["marta"], ["grenade.1"]) == 5 - 0
    g = game(("bees", "bikers"), board={"wren": "pharmacy", "dill": "pharmacy",
                                        "jo": "roadhouse"},
             exhausted=["dill"], zombies=["long_column.1"])
    play(g, "end", "end", "fight at=pharmacy")
    assert [e["char"] for e in events(g, "rested") if e.get("why") == "medic"] == ["dill"]
    play(g, "retreat char=dill to=tool_barn", "retreat char=wren to=tool_barn")
    assert g.loc["dill"] == "tool_barn" and "dill" not in g.removed
    g = game(("bees", "bikers"), board={"sunny": "drive_in", "jo": "roadhouse"},
             zombies=["shambler.1"], food={0: 3})
    g.rng.script("d6", 2)
    play(g, "end", "end", "fight at=drive_in")
    assert [e["food"] for e in events(g, "resources") if e["why"] == "forager"] == [4]


# ---------------------------------------------------------------------- VP, Night, Dawn, Morning
def test_t_f_34_leader_back_next_dawn():
    """T-F-34 (DN-F-7.3, DN-F-4.6, DN-F-7.1, DN-F-7.21): a Leader killed in round r is in its
    owner's hand at Dawn of round r + 1; the Day's marks are cleared, exhaustion stays."""
    g = _raid()
    g.rng.script("d6", 1)
    until(g, "hold")
    play(g, "stand", "commit card=rifle.1", "hit char=marrow")
    assert g.fallen[1] == [["marrow", 1]]
    until(g, "morning")
    assert g.round == 2 and "marrow" in g.hands[1] and g.fallen[1] == []
    kinds = [e.kind for r in g.history for e in r.events]
    assert kinds.index("leader_returns") > kinds.index("round")
    assert not g.moved and not g.engaged and not g.arrival and not g.origin


def test_t_f_39_tower_vp_and_end_after_night():
    """T-F-39 (DN-F-7.17, DN-F-1.2, DN-F-12.8, DN-F-12.9, DN-F-15.2 (a)): the Radio Tower's
    controller gains 2 VP each Night (no other place scores), then the end is checked; VP have
    no upper limit."""
    g = game(BB, board={"jo": "radio_tower", "sorrel": "honeycomb_farm"}, phase="night",
             control={"radio_tower": 0, "pharmacy": 1}, forts={"radio_tower": [0, 2, True],
                                                               "pharmacy": [1, 1, True]},
             vp={0: 14})
    assert g.outcome.reason == "target" and g.vp == [16, 0]
    assert events(g, "tower_vp") == [{"seat": 0, "vp": 16}]


def test_t_f_38_claims_and_yields():
    """T-F-38 (DN-F-7.15, DN-F-7.16, DN-F-12.2, DN-F-12.3, DN-F-12.4, DN-F-12.5, DN-F-2.6):
    claims of places with one faction's characters; bases never claimed; a Compound is claimed
    and yields 2 Food + 1 Scrap; an enemy character blocks a yield; an empty place keeps its
    controller."""
    g = game(("bikers", "bees", "raiders"),
             board={"marrow": "honeycomb_farm", "jo": "clover_fields", "gravel": "union_hall",
                    "sorrel": "tool_barn", "lou": "tool_barn", "skarra": "gravel_pit"},
             phase="night", food={0: 0, 1: 0, 2: 0}, scrap={0: 0, 1: 0, 2: 0})
    assert g.control["honeycomb_farm"] == 1 and g.control["clover_fields"] == 0
    assert g.control["union_hall"] == 0 and g.control["tool_barn"] == 1
    assert g.control["stockyard"] == 2                          # empty: keeps its controller
    got = {e["seat"]: (e["food"], e["scrap"]) for e in events(g, "gathered")}
    # Bikers: Roadhouse 2+1, Fuel Stop 1S, Diner 1F, Clover Fields 1F, Union Hall (Compound) 2+1
    assert got[0] == (6, 3)                              # the Compound: 2 + 1, not more
    # Bees: their base and the Tool Barn are blocked; Reservoir is nobody's
    assert got[1] == (0, 0)
    assert got[2] == (3, 2)


def test_t_f_40_hand_limit_at_night():
    """T-F-40 (DN-F-7.18, DN-F-5.2, DN-F-14.1 D16): at Night each player discards down to 8, its
    choice; captives do not count."""
    hand = ["revolver.1", "revolver.2", "sidearm.1", "sawnoff.1", "shotgun.1", "rifle.1",
            "crowbar.1", "machete.1", "grenade.1", "dill"]
    g = game(RB, board={"skarra": "gravel_pit", "sorrel": "honeycomb_farm"}, phase="night",
             hands={0: hand[:8], 1: hand[8:] + ["tire_iron.1", "vest.1", "vest.2", "tripwire.1", "salvage.1",
                                                "ration.1", "dressing.1", "wagon.1"]},
             captives=[["pim", 1, 1]])
    assert g.pending.kind == "discard" and g.pending.seat == 1
    play(g, "discard card=dill")
    assert g.pending.kind == "discard"
    play(g, "discard card=wagon.1")
    assert "dill" in g.removed and "wagon.1" in g.discards["transport"] and len(g.hands[1]) == 8


def test_t_f_33_ex_f_9_feeding():
    """T-F-33, EX-F-9 (DN-F-7.5, DN-F-7.6, F-1.5, DN-F-3.2 Honey Stores, DN-F-14.1 D3 D4): five
    Bikers, Food 3, Gravel exhausted. With a Ration Crate (Food 5) all are fed and rested.
    Without, they must spend all 3: they feed Gravel, Marrow and Jo; Sparks and Lou become
    exhausted; the Bees feed Sorrel free."""
    board = {x: "roadhouse" for x in ("marrow", "jo", "gravel", "sparks", "lou")}
    board["sorrel"] = "honeycomb_farm"
    g = game(BB, board=board, exhausted=["gravel"], food={0: 3}, hands={0: ["ration.1"]},
             phase="dawn", round=2)
    play(g, "ration card=ration.1")
    assert g.food[0] == 0 and not g.exhausted and g.food[1] == 5
    g = game(BB, board=board, exhausted=["gravel"], food={0: 3}, phase="dawn", round=2)
    assert g.pending.kind == "feed" and "done" not in texts(g)   # must pay while Food lasts
    play(g, "feed char=gravel", "feed char=marrow", "feed char=jo")
    assert g.exhausted == {"sparks", "lou"} and g.food[0] == 0 and g.food[1] == 5
    g = game(BB, board={"marrow": "roadhouse", "lou": "roadhouse", "sorrel": "honeycomb_farm"},
             exhausted=["lou"], food={0: 0}, phase="dawn", round=2)
    assert "lou" in g.removed and "marrow" in g.exhausted
    assert [e["why"] for e in events(g, "died")] == ["starved"]
    assert g.vp == [0, 0]


def test_dn_f_7_4_refugees():
    """DN-F-7.4, DN-F-4.5: a player with no character on the board nor in hand takes the top 2
    Character cards at Dawn; they are its own."""
    g = game(BB, board={"sorrel": "honeycomb_farm"}, phase="dawn", round=2,
             decks={"character": ["pim", "brann"]})
    assert {"pim", "brann"} <= set(g.hands[0]) and g.owner["pim"] == 0
    assert events(g, "refugees")[0]["count"] == 2


def test_t_f_35_muster():
    """T-F-35 (DN-F-7.7, DN-F-7.8, DN-F-3.2 Open Doors): muster costs 1 Food (the Party 0) on the
    base; on a hostile base, at a friendly place holding one of yours, or not at all."""
    g = game(("party", "bikers"), board={"pike": "union_hall", "marrow": "roadhouse"},
             hands={0: ["bo"], 1: ["jo"]}, phase="morning", food={0: 3, 1: 3})
    assert "muster char=bo at=union_hall" in texts(g)
    play(g, "muster char=bo at=union_hall")
    assert g.food[0] == 3 and g.loc["bo"] == "union_hall"
    play(g, "done", "muster char=jo at=roadhouse")
    assert g.food[1] == 2
    g = game(("party", "bikers"), board={"marrow": "union_hall", "pike": "bakery",
                                         "bo": "hardware_store"},
             hands={0: ["lune"]}, phase="morning", control={"hardware_store": 0},
             forts={"hardware_store": None})
    assert {a.text for a in g.legal_actions() if isinstance(a, A.Muster)} == {
        "muster char=lune at=bakery", "muster char=lune at=hardware_store"}
    g = game(("party", "bikers"), board={"marrow": "union_hall"}, hands={0: ["lune"]},
             phase="morning")
    assert not [a for a in g.legal_actions() if isinstance(a, A.Muster)]


def test_t_f_36_build_upgrade_repair():
    """T-F-36 (DN-F-8.1, DN-F-8.4, DN-F-8.5, DN-F-8.6, DN-F-8.7, F-1.4): build 2, upgrade 3,
    repair 1 (Barricade) or 2 (Checkpoint, only from a Checkpoint ruin); a character must be
    there (or it is the base); at most 4 intact fortifications."""
    g = game(BB, board={"dill": "clover_fields", "sorrel": "honeycomb_farm", "jo": "roadhouse"},
             phase="morning", first=1, scrap={1: 15},
             forts={"radio_tower": [-1, 2, False]}, control={"radio_tower": 1})
    t = texts(g)
    assert "build at=clover_fields" in t and "build at=tool_barn" not in t
    assert "upgrade at=honeycomb_farm" in t
    play(g, "build at=clover_fields")
    assert g.scrap[1] == 13 and g.forts["clover_fields"] == [1, 1, True]
    play(g, "upgrade at=clover_fields")
    assert g.scrap[1] == 10 and g.forts["clover_fields"] == [1, 2, True]
    g = game(BB, board={"dill": "radio_tower", "sorrel": "honeycomb_farm", "jo": "roadhouse",
                        "wren": "pharmacy"},
             phase="morning", first=1, scrap={1: 15},
             forts={"radio_tower": [-1, 2, False], "pharmacy": [-1, 1, False]},
             control={"radio_tower": 1, "pharmacy": 1})
    t = texts(g)
    assert {"repair at=radio_tower level=1", "repair at=radio_tower level=2",
            "repair at=pharmacy level=1"} <= t and "repair at=pharmacy level=2" not in t
    play(g, "repair at=radio_tower level=2", "repair at=pharmacy level=1")
    assert g.scrap[1] == 12 and g.forts["radio_tower"] == [1, 2, True]
    g = game(BB, board={"dill": "clover_fields", "sorrel": "honeycomb_farm", "jo": "roadhouse"},
             phase="morning", first=1, scrap={1: 15},
             forts={p: [1, 1, True] for p in ("tool_barn", "reservoir", "drive_in")},
             control={"reservoir": 1, "drive_in": 1})
    assert "build at=clover_fields" not in texts(g)               # 4 intact already


def test_dn_f_12_6_dn_f_12_7_barter_and_workshop():
    """DN-F-12.6, DN-F-12.7, DN-F-14.1 D5: barter 2 → 1 either way; Workshop once per round, 3
    Scrap for the top card of an Action deck of one's choice."""
    g = game(BB, board={"jo": "roadhouse", "sorrel": "honeycomb_farm"}, phase="morning",
             food={0: 4}, scrap={0: 8}, decks={"melee": ["chainsaw.1"]})
    play(g, "barter give=food")
    assert (g.food[0], g.scrap[0]) == (2, 9)
    play(g, "barter give=scrap")
    assert (g.food[0], g.scrap[0]) == (3, 7)
    play(g, "workshop deck=melee")
    assert "chainsaw.1" in g.hands[0] and g.scrap[0] == 4
    assert not any(isinstance(a, A.Workshop) for a in g.legal_actions())


def test_t_f_47_decks_reshuffle_and_scrap_instead():
    """T-F-47 (DN-F-5.5, DN-F-6.3): an empty deck is rebuilt from its discard pile; a draw from an
    empty deck and discard gives 1 Scrap; the Zombie deck is rebuilt likewise."""
    g = game(BB, board={"jo": "roadhouse", "sorrel": "honeycomb_farm"})
    g.decks["firearm"], g.discards["firearm"] = [], ["rifle.1"]
    g._gain_card(0, "firearm")
    assert "rifle.1" in g.hands[0] and g.discards["firearm"] == []
    s = g.scrap[0]
    g._gain_card(0, "firearm")
    assert g.scrap[0] == s + 1
    g.zdeck, g.zdiscard = [], ["shambler.1", "shambler.2"]
    assert g._zdraw() in ("shambler.1", "shambler.2") and len(g.zdeck) == 1


def test_t_f_37_ex_f_13_captive_fates():
    """T-F-37, EX-F-13 (F-5.9, DN-F-9.4, DN-F-9.5, DN-F-9.6, DN-F-9.7, DN-F-7.2, DN-F-14.1 D1 D2,
    DN-F-14.5): at Dawn Jo (Bikers) and Brann (taken from the Bees) wake. Jo → Trade: the Bikers
    could pay any mix of 3; they refuse → the Raiders +1 VP, +1 Scrap, Jo leaves the game. Brann
    → Put to work: +3 Food, Brann to the Character discard. Recruit puts a captive in the Raiders'
    hand; a player who cannot pay 3 refuses without being asked."""
    tri = ("raiders", "bikers", "bees")
    board = {"skarra": "gravel_pit", "marrow": "roadhouse", "sorrel": "honeycomb_farm"}
    g = game(tri, board=board, captives=[["jo", 1, 1], ["brann", 2, 1]], phase="dawn", round=2,
             food={0: 5, 1: 5}, scrap={0: 2, 1: 2})
    assert texts(g) == {"fate char=jo choice=recruit", "fate char=jo choice=work",
                        "fate char=jo choice=trade"}
    play(g, "fate char=jo choice=trade")
    assert g.pending.seat == 1 and texts(g) == {"pay food=1", "pay food=2", "pay food=3",
                                                "refuse"}
    # while the ransom is asked Jo is still in the row (DN-F-9.3: public), in one zone only
    assert [c[0] for c in g.captives] == ["jo", "brann"] and problems(g) == []
    play(g, "refuse")
    assert [c[0] for c in g.captives] == ["brann"]
    assert g.vp[0] == 1 and g.scrap[0] == 3 and "jo" in g.removed
    play(g, "fate char=brann choice=work")
    assert "brann" in g.discards["character"]
    assert g.food[0] == 5 + 3 - 1                                   # then fed Skarra
    g = game(tri, board=board, captives=[["jo", 1, 1], ["brann", 2, 1]], phase="dawn", round=2,
             food={1: 0}, scrap={1: 2})
    play(g, "fate char=jo choice=trade")
    assert g.pending.kind == "fate" and "jo" in g.removed          # could not pay: no question
    play(g, "fate char=brann choice=recruit")
    assert "brann" in g.hands[0] and g.owner["brann"] == 0
    g = game(tri, board=board, captives=[["jo", 1, 1]], phase="dawn", round=2)
    play(g, "fate char=jo choice=trade", "pay food=2")
    assert "jo" in g.hands[1] and (g.food[1], g.scrap[1]) == (5 - 2 - 1, 2 - 1)


def test_dn_f_7_19_round_cap_final_scoring():
    """DN-F-7.19, DN-F-1.5, DN-F-1.6: after the Night of the last round the game ends at the
    round cap with final scoring."""
    g = game(BB, board={"jo": "roadhouse", "sorrel": "honeycomb_farm"}, phase="night", round=10,
             control={"reservoir": 1, "drive_in": 1})
    assert g.outcome.reason == "round_cap" and g.scores == {0: 1, 1: 2}


def test_dn_f_13_26_the_dead_leave_the_days_marks():
    """DN-F-13.26, DN-F-14.2: a character that dies leaves the board at once, with its Day marks
    (moved, engaged, origin): a neutral card reshuffled into the Character deck the same Day is
    not named by the public Day state (a view leak found by the 4-player balance run, seed 122)."""
    g = game(BB, board={"kestrel": "fuel_stop", "sorrel": "honeycomb_farm"}, owner={"kestrel": 0},
             exhausted=["kestrel"], zombies=["long_column.1"])
    play(g, "move chars=kestrel to=car_lot", "end", "fight at=car_lot")
    assert "kestrel" in g.discards["character"] and "kestrel" not in g.loc
    assert "kestrel" not in g.moved and "kestrel" not in g.origin


def test_d12_medic_save_is_the_owners_choice():
    """DN-F-14.1 D12, DN-F-4.4 Medic (docs/decisions.md, issue 19): with two or more dying
    characters the owner chooses which one the Medic saves; the heuristic bot saves a Leader
    first."""
    from rules.factions.bots import HeuristicBot
    from rules.factions.kinds import DECISION_KINDS
    assert {"medic", "capture"} <= DECISION_KINDS
    g = game(("bees", "bikers"), board={"wren": "pharmacy", "dill": "pharmacy",
                                        "sorrel": "pharmacy", "jo": "roadhouse"},
             exhausted=["dill", "sorrel"], zombies=["long_column.1"])
    play(g, "end", "end", "fight at=pharmacy")
    until(g, "medic")
    assert g.pending.seat == 0 and texts(g) == {"save char=dill", "save char=sorrel"}
    bot = HeuristicBot(g.content)
    assert bot.choose(g.view(0), g.legal_actions()).text == "save char=sorrel"
    play(g, "save char=dill")
    assert [e["char"] for e in events(g, "rested") if e.get("why") == "medic"] == ["dill"]
    assert [e["char"] for e in events(g, "died")] == ["sorrel"]


def test_d12_capture_order_is_the_raiders_choice():
    """DN-F-14.1 D12, DN-F-9.1, DN-F-9.3 (docs/decisions.md, issue 19): when the captive row
    cannot take every dying character, the Raiders choose the order of the rolls; with room for
    all, no question is asked (strongest first)."""
    from rules.factions.bots import HeuristicBot
    g = _raid(captives=[["pim", 1, 1], ["brann", 1, 1]], board={"lou": "tool_barn"},
              exhausted=["jo", "lou"])
    g.rng.script("d6", 5, 5)
    until(g, "hold")
    play(g, "stand", "commit card=rifle.1", "hit char=marrow")
    assert g.pending.kind == "capture" and g.pending.seat == 0
    assert texts(g) == {"capture char=jo", "capture char=lou"}
    assert HeuristicBot(g.content).choose(g.view(0), g.legal_actions()).text == "capture char=jo"
    play(g, "capture char=lou")
    assert [e["char"] for e in events(g, "capture_roll")] == ["lou"]       # the row is full
    assert [c[0] for c in g.captives][-1] == "lou" and "jo" in g.removed
    g = _raid(exhausted=["jo"])
    g.rng.script("d6", 5)
    until(g, "hold")
    play(g, "stand", "commit card=rifle.1", "hit char=marrow")
    assert [e["char"] for e in events(g, "capture_roll")] == ["jo"]         # not asked
    assert "capture" not in [r.kind for r in g.history]
