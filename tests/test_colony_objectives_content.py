"""The objective cards (issue 7, CN-C-7, CN-C-8) and the goal conditions they need.

The counts are those of C-2.1; each new condition gets a staged position that shows it reads
the game state the way the card text says (README of rules/content/colony, Conditions table).
"""
from __future__ import annotations

import re

import pytest
from colony_helpers import clear_board, item, new, survivor

from rules.colony.content import ContentError, _Reader, load_content
from rules.colony.effects import Ctx
from rules.colony.game import Game, GameOver, Options


def cond(raw: dict):
    """A condition as the loader reads it from a card's ``goal``."""
    return _Reader("objectives.toml", {"id": "fx.obj"}, "secret", set()).cond(raw, "goal[0]")


def holds(g: Game, raw: dict, seat: int | None = None) -> bool:
    return g._cond(cond(raw), Ctx(seat))


def staged(players: int = 3, **opts) -> tuple[Game, int]:
    """An empty board at the first player's turn, with nobody lost yet."""
    g = new(players=players, **opts)
    clear_board(g)
    g.dead.clear()
    return g, g.pending.seat


# ---------------------------------------------------------------------------------- the cards
def test_c_2_1_objective_component_counts():
    """C-2.1: 10 double-sided Main objectives, 24 Secret, 10 Betrayal and 10 Exiled objectives."""
    c = load_content()
    assert (len(c.mains), len(c.secrets), len(c.betrayals), len(c.exiled)) == (10, 24, 10, 10)


def test_c_3_3_one_short_first_game_objective():
    """C-3.3: "The content marks one short objective as the recommended first game" (CN-C-7)."""
    firsts = [m for m in load_content().mains.values() if m.first_game]
    assert [m.id for m in firsts] == ["main.cold_cellar"]
    assert firsts[0].length == "short"


def test_cn_c_7_main_objectives_differ_in_kind_and_hardcore_is_not_easier():
    """CN-C-7: every Main objective asks for something of its own (no two have the same set of
    goal conditions), with all three length classes; the hardcore side (C-19.4) never starts
    with more Morale (nor more rounds to work in), nor asks for less of the same thing."""
    mains = load_content().mains.values()
    kinds = set()
    for m in mains:
        kind = frozenset((c.name, c.args.get("symbol"), c.args.get("where")) for c in m.standard.goal)
        assert kind not in kinds, m.id
        kinds.add(kind)
        std, hc = m.standard, m.hardcore
        assert hc.morale <= std.morale, m.id
        if not any(c.name == "rounds" for c in std.goal):   # else more rounds is harder
            assert hc.rounds <= std.rounds, m.id
        assert [c.name for c in std.goal] == [c.name for c in hc.goal][:len(std.goal)], m.id
        for a, b in zip(std.goal, hc.goal, strict=False):
            if a.args.get("min") is not None and b.args.get("min") is not None:
                assert b.args["min"] >= a.args["min"], m.id
            if a.args.get("max") is not None and b.args.get("max") is not None \
                    and a.name != "rounds":
                assert b.args["max"] <= a.args["max"], m.id
    assert {m.length for m in mains} == {"short", "medium", "long"}
    assert len({c.name for m in mains for c in m.standard.goal}) >= 8


def test_cn_c_8_betrayal_objectives_can_be_won_while_hiding():
    """CN-C-8: Betrayal cards describe goals against the Colony; most of them must be reachable
    without ending the game at Morale 0 (a traitor who stays hidden can still win)."""
    c = load_content()
    hidden = [b for b in c.betrayals.values()
              if not any(x.name == "morale" and x.args.get("max") == 0 for x in b.goal)]
    assert len(hidden) >= 7
    for b in c.betrayals.values():
        assert not b.needs_main, b.id
        assert b.text["en"].startswith("Betrayal: ") and b.text["ru"].startswith("Предательство: ")


def test_c_18_3_secret_cards_say_whether_the_main_objective_is_needed():
    """C-18.3: whether the Main objective is needed is decided by the card; the text says so."""
    c = load_content()
    for s in c.secrets.values():
        assert s.needs_main
        assert s.text["en"].startswith("The Main objective is complete")
        assert s.text["ru"].startswith("Главная цель выполнена")


def test_open_c_22_exiled_cards_state_what_happens_to_the_old_objective():
    """OPEN-C-22 / C-15.1: the Exiled card adjusts the old objective and its text says how."""
    for e in load_content().exiled.values():
        if e.keep_original:
            assert e.text["en"].startswith("Your old objective still counts"), e.id
            assert e.text["ru"].startswith("Прежняя цель по-прежнему действует"), e.id
        else:
            assert e.text["en"].startswith("Your old objective no longer counts. Instead: "), e.id
            assert e.text["ru"].startswith("Прежняя цель больше не действует. Вместо неё: "), e.id


def test_objective_texts_use_the_glossary_terms():
    """docs/glossary-ru.md: «тайная цель» (not «секретная»), «Медикаменты» (not «Медицина»,
    «Лекарства»), «лидер группы» in lower case; and each name is used once per language."""
    c = load_content()
    cards = list(c.mains.values()) + list(c.secrets.values()) + list(c.betrayals.values()) \
        + list(c.exiled.values())
    texts = [m.standard.text["ru"] for m in c.mains.values()] \
        + [m.hardcore.text["ru"] for m in c.mains.values()] \
        + [o.text["ru"] for o in cards if hasattr(o, "text")]
    for t in texts:
        assert not re.search(r"[Сс]екретн|Медицин|Лекарств|Лидер группы|Лидера группы", t), t
        assert "Главная цель" in t or "главн" not in t.lower(), t
    for lang in ("en", "ru"):
        names = [o.name[lang] for o in cards]
        assert len(names) == len(set(names)), lang


# ---------------------------------------------------------------------------------- conditions
def test_new_conditions_are_validated_by_the_loader():
    """Content errors name the field (rules/content/colony/README.md): a new condition takes
    only its own arguments."""
    assert cond({"is": "colony_kills", "min": 3}).args == {"min": 3, "max": None}
    for raw in ({"is": "occupied", "where": "colony"}, {"is": "hand_kinds", "of": "hand"},
                {"is": "lost", "min": "two"}):
        with pytest.raises(ContentError):
            cond(raw)


def test_c_23_7_colony_kills_counts_every_players_kills_not_removals():
    """C-23.7: "an effect that "kills" a zombie counts as a kill (… kill-based objectives count
    it); an effect that "removes" a zombie is not a kill" — ``colony_kills`` sums the kills of
    all players."""
    g, me = staged()
    other = (me + 1) % 3
    g.seats[me].kills, g.seats[other].kills = 4, 3
    assert holds(g, {"is": "colony_kills", "min": 7})
    assert not holds(g, {"is": "colony_kills", "min": 8})
    sv = survivor(g, me, "school", "fx.s")
    g.places["school"].entrances[0].z = 2
    g._remove_zombies("school", 1)           # removed: no kill
    assert not holds(g, {"is": "colony_kills", "min": 8})
    g.rng.script("exposure", "blank")
    gen = g._kill_zombie("school", None, sv)
    for _ in gen:
        raise AssertionError("a kill at a one-entrance Location asks nothing")
    assert holds(g, {"is": "colony_kills", "min": 8, "max": 8})


def test_occupied_counts_locations_with_a_survivor_never_the_colony():
    """C-2.11 / CN-C-7: ``occupied`` is the number of Locations (not the Colony) where at least
    one survivor of any player stands; helpless survivors stay in the Colony (C-13.3)."""
    g, me = staged()
    other = (me + 1) % 3
    survivor(g, me, "colony", "fx.home")
    g.helpless = 4
    assert holds(g, {"is": "occupied", "max": 0})
    survivor(g, me, "school", "fx.a", leader=False)
    survivor(g, other, "school", "fx.b")
    survivor(g, other, "gas", "fx.c", leader=False)
    assert holds(g, {"is": "occupied", "min": 2, "max": 2})
    assert not holds(g, {"is": "occupied", "min": 3})


def test_c_14_lost_counts_killed_and_removed_survivors_not_helpless():
    """C-14.2 / C-14.7: a survivor killed and one removed from the game are both lost to the
    Colony (``lost``); a killed helpless survivor (C-14.6) is a token, not a survivor card."""
    g, me = staged()
    g.morale = 9
    a = survivor(g, me, "colony", "fx.a", influence=10, leader=False)
    b = survivor(g, me, "school", "fx.b", influence=20, leader=False)
    survivor(g, me, "colony", "fx.lead", influence=30)
    g.helpless = 2
    assert holds(g, {"is": "lost", "max": 0})
    g._kill(a, "wounds")
    g._lose_survivor(b, "card", killed=False)
    g._kill_helpless(1)
    assert holds(g, {"is": "lost", "min": 2, "max": 2})
    assert g.morale == 7   # the kill and the helpless death, not the removal


def test_hand_kinds_counts_different_symbols_in_the_holders_hand():
    """C-2.5: each item card has exactly one of the 7 symbols; ``hand_kinds`` is how many
    different ones the player's hand shows (equipped cards are not in the hand)."""
    g, me = staged()
    hand = g.seats[me].hand
    hand.clear()
    hand += [item(g, "fx.w1", "weapon"), item(g, "fx.w2", "weapon"), item(g, "fx.f", "food")]
    assert holds(g, {"is": "hand_kinds", "min": 2, "max": 2}, me)
    hand.append(item(g, "fx.m", "medicine"))
    assert holds(g, {"is": "hand_kinds", "min": 3}, me)
    assert not holds(g, {"is": "hand_kinds", "min": 4}, me)
    assert not holds(g, {"is": "hand_kinds", "min": 1})   # no player: never met


def test_c_10_5_a_kill_count_main_objective_ends_the_game_at_colony_step_5():
    """C-10.5 / C-18.1(c): the Main objective is checked at Colony step 5; "The Cull" is met
    once all players together killed its number of zombies."""
    g = Game(Options(players=4, seed=3, objective="main.the_cull"))
    need = next(c.args["min"] for c in g.side.goal if c.name == "colony_kills")
    g.seats[0].kills, g.seats[2].kills = need - 1, 0
    assert not g._conds_hold(g.side.goal, Ctx(None))
    g._check_main()
    g.seats[2].kills = 1
    with pytest.raises(GameOver) as over:
        g._check_main()
    assert over.value.reason == "main"


def test_c_18_2_secret_with_lost_and_betrayal_with_starvation_are_checked_at_the_end():
    """C-18.2: at the end each player checks their own card: "Shepherd" (the Main objective and
    at most 3 survivors lost) and "Rat in the Larder" (3 starvation tokens, no Main objective)."""
    g, me = staged()
    other = (me + 1) % 3
    survivor(g, me, "colony", "fx.a")
    survivor(g, other, "colony", "fx.b")
    g.seats[me].objective, g.seats[other].objective = "secret.shepherd", "betrayal.larder_rat"
    g.dead[:] = ["x1", "x2", "x3"]
    g.starvation = 3
    assert g._objective_met(me, "secret.shepherd", True)
    assert not g._objective_met(me, "secret.shepherd", False)
    assert g._objective_met(other, "betrayal.larder_rat", False)
    g.dead.append("x4")
    g.starvation = 2
    assert not g._objective_met(me, "secret.shepherd", True)
    assert not g._objective_met(other, "betrayal.larder_rat", False)
