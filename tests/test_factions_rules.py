"""Faction-war rules (shared/spec/factions.md, factions-design.md): content, setup, random play
under the invariants, views, saves."""
from __future__ import annotations

import json

from rules.core.rng import Rng
from rules.factions import Options, new_game
from rules.factions.content import COUNTS, load_content, summary
from rules.factions.invariants import hidden_from, problems
from test_factions_helpers import game


def test_content_counts_match_the_design_tables():
    """F-1.1, F-1.2, F-1.6, F-7.1, F-7.2, F-7.3, F-7.4, DN-F-2.1, DN-F-2.2, DN-F-2.3, DN-F-3.1,
    DN-F-3.2, DN-F-4.1, DN-F-4.2, DN-F-4.3, DN-F-5.1, DN-F-6.1, DN-F-11.1: 21 places, 36 links,
    four factions with two perks, 34 characters, 60 action cards, 30 zombie cards."""
    c = summary(load_content())["counts"]
    for k, v in COUNTS.items():
        assert c[k] == v
    assert c["perks"] == 8 and c["firearm_cards"] == 16 and c["transport_cards"] == 12


def test_names_on_screen_are_our_own_dn_f_0_8():
    """DN-F-0.8: the fragment's faction and perk names are terms only; the shown names differ."""
    c = load_content()
    shown = json.dumps([f.name for f in c.factions.values()] +
                       [p[1] for f in c.factions.values() for p in f.perks], ensure_ascii=False)
    for term in ("Bikers", "Bees", "Raiders", "New Day", "Iron Horse", "Hell on Wheels",
                 "Nature", "Slavers", "Kif"):
        assert term not in shown


def test_setup_three_players_dn_f_11_2_dn_f_11_3_dn_f_2_6():
    """DN-F-11.2, DN-F-11.3, DN-F-2.6 (T-F-43): the abandoned base is a Compound with a neutral
    Barricade; the faction diagonally opposite holds the title with 1 VP; hands of 6."""
    g = new_game(Options(players=3, seed=4, factions=("bikers", "bees", "raiders")))
    assert g.compounds == {"union_hall"} and g.forts["union_hall"] == [-1, 1, True]
    assert g.fac[g.first] == "bees" and g.vp[g.first] == 1
    assert all(len(h) == 6 for h in g.hands)
    assert any(g.content.card(x).kind == "chopper" for x in g.hands[0] if x not in g.strength)


def test_random_games_keep_every_invariant_dn_f_12_1_dn_f_8_7_dn_f_8_9_dn_f_9_3():
    """DN-F-12.1, DN-F-8.7, DN-F-8.9, DN-F-9.3, DN-F-14.2, DN-F-14.3, F-6.3, DN-F-1.4, DN-F-1.5:
    random legal play at 2, 3 and 4 players ends, and after every action the invariants hold
    (cards conserved, resources 0–15, fortification ownership, the captive row, no view leak)."""
    for p in (2, 3, 4):
        g = new_game(Options(players=p, seed=40 + p))
        r = Rng(p)
        while g.pending:
            legal = g.legal_actions()
            g.apply(legal[r.pick(len(legal))])
            assert problems(g) == []
        assert g.outcome.reason in ("target", "round_cap")


def test_secret_selection_hidden_until_reveal_f_4_5_dn_f_14_4():
    """F-4.5, DN-F-13.12, DN-F-14.4 (T-F-18): a committed card is in its owner's view only."""
    g = game(("bikers", "bees"), board={"marrow": "clover_fields", "sorrel": "clover_fields"},
             hands={0: ["shotgun.1", "crowbar.1"], 1: ["machete.1"]}, control={"clover_fields": 1},
             zombies=["shambler.1"])
    while g.pending.kind != "secret_cards":
        legal = g.legal_actions()
        g.apply(next((a for a in legal if a.text in ("stand", "done")), legal[0]))
    s = g.pending.seat
    g.apply(g.legal_actions()[0])
    card = g.committed[s][0]
    assert card in json.dumps(g.view(s))
    assert card not in json.dumps(g.view(1 - s)) and card not in json.dumps(g.public_view())
    assert card in hidden_from(g, 1 - s)
