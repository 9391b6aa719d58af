"""The objective cards (issue 7, CN-C-7, CN-C-8) and the goal conditions they need.

The counts are those of C-2.1; each new condition gets a staged position that shows it reads
the game state the way the card text says (README of rules/content/colony, Conditions table).
"""
from __future__ import annotations

import dataclasses
import re

import pytest
from colony_helpers import content, fx_item, person, stage

from rules.colony import actions as A
from rules.colony.content import ContentError, ObjectiveDef, Op, _Reader, load_content
from rules.colony.game import Game


def cond(raw: dict):
    """A condition as the loader reads it from a card's ``goal``."""
    return _Reader("objectives.toml", {"id": "fx.obj"}, "secret", set()).cond(raw, "goal[0]")


DOOM = "fx.doom"


def judged(c, raw: dict, seat: int = 0, **position) -> Game:
    """A built position (seat 0's turn) where ``seat`` holds a secret objective whose one goal is
    the condition ``raw`` (no Main objective needed) and seat 0 holds a card that drops Morale
    to 0: ``verdict`` plays it, so the game ends and each objective is checked (C-18.2)."""
    oid = "fx.obj.judged"
    c.secrets[oid] = ObjectiveDef(oid, "secret", {"en": oid, "ru": oid}, {"en": "-", "ru": "-"},
                                  (cond(raw),), False, False, False)
    fx_item(c, DOOM, "tools", play=(Op("morale", {"amount": -10, "if_able": False}),))
    seats = {i: dict(e) for i, e in position.pop("seats", {}).items()}
    seats.setdefault(seat, {})["objective"] = oid
    seats.setdefault(0, {})
    seats[0]["hand"] = list(seats[0].get("hand", [])) + [DOOM]
    return stage(c, seats=seats, **position)


def verdict(g: Game, seat: int = 0) -> bool:
    g.apply(A.Play(DOOM))
    assert g.outcome is not None and g.outcome.reason == "morale"
    return g.outcome.objectives[seat]


def holds(raw: dict, seat: int = 0, c=None, **position) -> bool:
    """Whether the condition is met for ``seat`` at the end of a game in this position."""
    return verdict(judged(c if c is not None else content(), raw, seat, **position), seat)


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
    kills = {"seats": {0: {"kills": 4}, 1: {"kills": 3}}}
    assert holds({"is": "colony_kills", "min": 7}, **kills)
    assert not holds({"is": "colony_kills", "min": 8}, **kills)

    def at_the_school(raw):
        c = content()
        flare = fx_item(c, "fx.flare", "tools",
                        play=(Op("remove_zombies", {"count": 1, "where": "school", "if_able": False}),))
        g = judged(c, raw, 0, survivors=person(c, 0, "school", "fx.s"),
                   places={"school": {"zombies": 2}},
                   seats={0: {"kills": 4, "dice": [6], "hand": [flare]}, 1: {"kills": 3}})
        g.apply(A.Play(flare))           # removed: no kill
        assert g.places["school"].zombies == 1
        return g

    g = at_the_school({"is": "colony_kills", "min": 8})
    assert not verdict(g)
    g = at_the_school({"is": "colony_kills", "min": 8, "max": 8})
    g.rng.script("exposure", "blank")
    g.apply(A.Attack("fx.s", 6, 1))      # a kill at a one-entrance Location asks nothing
    assert g.pending.kind == "turn" and g.places["school"].zombies == 0
    assert verdict(g)


def test_occupied_counts_locations_with_a_survivor_never_the_colony():
    """C-2.11 / CN-C-7: ``occupied`` is the number of Locations (not the Colony) where at least
    one survivor of any player stands; helpless survivors stay in the Colony (C-13.3)."""
    def board(c, more: bool) -> dict:
        people = person(c, 0, "colony", "fx.home")
        people.update(person(c, 1, "colony", "fx.b0"))
        people.update(person(c, 2, "colony", "fx.c0"))
        if more:
            people.update(person(c, 0, "school", "fx.a"))
            people.update(person(c, 1, "school", "fx.b"))
            people.update(person(c, 1, "gas", "fx.c"))
        return people

    c = content()
    assert holds({"is": "occupied", "max": 0}, c=c, survivors=board(c, False), helpless=4)
    c = content()
    assert holds({"is": "occupied", "min": 2, "max": 2}, c=c, survivors=board(c, True), helpless=4)
    c = content()
    assert not holds({"is": "occupied", "min": 3}, c=c, survivors=board(c, True), helpless=4)


def test_c_14_lost_counts_killed_and_removed_survivors_not_helpless():
    """C-14.2 / C-14.7: a survivor killed and one removed from the game are both lost to the
    Colony (``lost``); a killed helpless survivor (C-14.6) is a token, not a survivor card."""
    grim_ops = (Op("kill_survivor", {"target": "choose_own", "where": "colony", "if_able": False}),
                Op("remove_survivor", {"target": "choose_own", "where": "school", "if_able": False}),
                Op("kill_helpless", {"count": 1, "if_able": False}))

    def board(c) -> dict:
        return {**person(c, 0, "colony", "fx.lead", influence=30),
                **person(c, 0, "colony", "fx.a", influence=10),
                **person(c, 0, "school", "fx.b", influence=20)}

    c = content()
    assert holds({"is": "lost", "max": 0}, c=c, survivors=board(c), helpless=2, morale=9)
    c = content()
    grim = fx_item(c, "fx.grim", "tools", play=grim_ops)
    g = judged(c, {"is": "lost", "min": 2, "max": 2}, 0, survivors=board(c), helpless=2,
               morale=9, seats={0: {"hand": [grim]}})
    g.apply(A.Play(grim))
    while g.pending.kind == "target":   # the follower at each place, never the leader
        pick = next(a for a in g.legal_actions() if a.survivor in ("fx.a", "fx.b"))
        g.apply(pick)
    assert {"fx.a", "fx.b"} <= set(g.dead) and g.helpless == 1 and "fx.lead" in g.survivors
    assert g.morale == 7   # the kill and the helpless death, not the removal
    assert verdict(g)


def test_hand_kinds_counts_different_symbols_in_the_holders_hand():
    """C-2.5: each item card has exactly one of the 7 symbols; ``hand_kinds`` is how many
    different ones the player's hand shows (equipped cards are not in the hand)."""
    def hand(c, *symbols):
        return [fx_item(c, f"fx.h{k}", sym) for k, sym in enumerate(symbols)]

    c = content()
    assert holds({"is": "hand_kinds", "min": 2, "max": 2}, 1, c=c,
                 seats={1: {"hand": hand(c, "weapon", "weapon", "food")}})
    c = content()
    three = {1: {"hand": hand(c, "weapon", "weapon", "food", "medicine")}}
    assert holds({"is": "hand_kinds", "min": 3}, 1, c=c, seats=three)
    c = content()
    three = {1: {"hand": hand(c, "weapon", "weapon", "food", "medicine")}}
    assert not holds({"is": "hand_kinds", "min": 4}, 1, c=c, seats=three)
    # no player: never met — a Main objective (checked for no player, C-10.5) of one hand kind
    c = content()
    main = load_content().mains["main.cold_cellar"]
    side = dataclasses.replace(main.standard, goal=(cond({"is": "hand_kinds", "min": 1}),))
    c.mains["fx.main"] = dataclasses.replace(main, id="fx.main", standard=side)
    g = stage(c, seat=2, main="fx.main", seats={0: {"hand": hand(c, "weapon", "food")}})
    g.apply(A.EndTurn())
    assert g.outcome is None and g.round_no == 2


def test_c_10_5_a_kill_count_main_objective_ends_the_game_at_colony_step_5():
    """C-10.5 / C-18.1(c): the Main objective is checked at Colony step 5; "The Cull" is met
    once all players together killed its number of zombies."""
    need = next(x.args["min"] for x in load_content().mains["main.the_cull"].standard.goal
                if x.name == "colony_kills")
    g = stage(players=4, by=("grocery", "library"), seat=3, main="main.the_cull",
              seats={0: {"kills": need - 1}, 2: {"kills": 0}})
    g.apply(A.EndTurn())   # the Colony phase: one kill short
    assert g.outcome is None and g.round_no == 2
    g = stage(players=4, by=("grocery", "library"), seat=3, main="main.the_cull",
              seats={0: {"kills": need - 1}, 2: {"kills": 1}})
    g.apply(A.EndTurn())
    assert g.outcome.reason == "main" and g.outcome.main_complete


def test_c_18_2_secret_with_lost_and_betrayal_with_starvation_are_checked_at_the_end():
    """C-18.2: at the end each player checks their own card: "Shepherd" (the Main objective and
    at most 3 survivors lost) and "Rat in the Larder" (3 starvation tokens, no Main objective)."""
    me, other = 0, 1
    real = sorted(x for x in load_content().survivors)

    def end(lost: int, starvation: int, main: bool) -> dict:
        c = content()
        fx_item(c, DOOM, "tools", play=(Op("morale", {"amount": -10, "if_able": False}),))
        base = load_content().mains["main.cold_cellar"]
        done = dataclasses.replace(base.standard, goal=(cond({"is": "morale", "min": 1}),))
        c.mains["fx.main"] = dataclasses.replace(base, id="fx.main", standard=done)
        g = stage(c, person(c, me, "colony", "fx.a"), person(c, other, "colony", "fx.b"),
                  seat=2 if main else me, main="fx.main" if main else None, dead=real[:lost],
                  starvation=starvation,
                  seats={me: {"objective": "secret.shepherd", "hand": [DOOM]},
                         other: {"objective": "betrayal.larder_rat"}})
        if main:
            g.apply(A.EndTurn())   # the Colony phase finds the Main objective complete
            assert g.outcome.reason == "main" and g.outcome.main_complete
        else:
            g.apply(A.Play(DOOM))   # Morale to 0 at once: no Main objective
            assert g.outcome.reason == "morale"
        return g.outcome.objectives

    assert end(3, 3, True)[me] is True
    at_once = end(3, 3, False)
    assert at_once[me] is False and at_once[other] is True
    assert end(4, 2, True)[me] is False
    assert end(4, 2, False)[other] is False
