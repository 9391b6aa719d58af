"""Crossroads options no bot ever took (issue 15, ``sim --coverage``): each is either rewritten
into a real choice (crossroads.toml) or a blind spot the heuristic bot was taught
(docs/decisions.md, "A table that teaches"). Staged positions through the public builder: the
trigger happens, the card is revealed, and the bot must take the option a player would take.
"""
from __future__ import annotations

from colony_helpers import content, person, stage

from rules.colony import actions as A
from rules.colony.bots import HeuristicBot

PLAIN = "secret.extended_family"   # an objective that wants no wound, food or card


def _waste(c, n: int) -> list:
    """``n`` item cards of the real content for the Waste pile (not in the starting hands)."""
    ids = [i for i, d in sorted(c.items.items()) if d.origin != "start"]
    return [f"{i}#1" for i in ids[:n]]


def _choice(g, trigger) -> int:
    """Apply ``trigger`` at seat 0; the held crossroads card must be revealed: the option the
    heuristic bot picks for the active seat."""
    g.apply(trigger)
    assert g.pending is not None and g.pending.kind == "crossroads", g.pending
    pick = HeuristicBot(g.content).choose(g.view(g.pending.seat), g.legal_actions())
    return pick.n


def test_treasure_in_trash_digs_on_when_it_saves_a_morale():
    """Cleaning 15 → 12 cards: three more (the rewritten option 1, no die) bring the Waste
    under 10, a Morale saved at the Colony phase (C-10.2); the ration is worth less."""
    c = content(crossroads=True)
    g = stage(c, person(c, 0, "colony", "fx.a"), seats={0: {"dice": [2, 4], "objective": PLAIN}},
              waste=_waste(c, 15), food=10, crossroads_held=["xr.treasure_in_trash", 2])
    assert _choice(g, A.CleanWaste(2)) == 1


def test_treasure_in_trash_takes_the_ration_when_the_colony_is_hungry():
    c = content(crossroads=True)
    g = stage(c, person(c, 0, "colony", "fx.a"), person(c, 0, "colony", "fx.b"),
              person(c, 0, "colony", "fx.c"), seats={0: {"dice": [2, 4], "objective": PLAIN}},
              waste=_waste(c, 5), food=0, crossroads_held=["xr.treasure_in_trash", 2])
    assert _choice(g, A.CleanWaste(2)) == 2


def test_mould_in_the_sacks_throws_out_an_empty_store():
    """"Lose 2 food, or all there is" with the store just emptied costs nothing: better than a
    wound on the leader (the bot used to count 2 food lost)."""
    c = content(crossroads=True)
    g = stage(c, person(c, 0, "colony", "fx.a"), seats={0: {"dice": [2, 4], "objective": PLAIN}}, food=1,
              crossroads_held=["xr.mould_in_the_sacks", 2])
    assert _choice(g, A.SpendFood(2)) == 1


def test_mould_in_the_sacks_throws_out_surplus_food_rather_than_wound_the_leader():
    c = content(crossroads=True)
    g = stage(c, person(c, 0, "colony", "fx.a"), seats={0: {"dice": [2], "objective": PLAIN}}, food=11,
              crossroads_held=["xr.mould_in_the_sacks", 2])
    assert _choice(g, A.SpendFood(2)) == 1


def test_old_fence_posts_builds_when_morale_is_at_the_top():
    """At Morale 10 (C-23.3) burning the posts for warmth gains nothing: build."""
    c = content(crossroads=True)
    g = stage(c, person(c, 0, "colony", "fx.a"), seats={0: {"dice": [2, 4], "objective": PLAIN}}, morale=10,
              crossroads_held=["xr.old_fence_posts", 2])
    barricade = next(a for a in g.legal_actions() if isinstance(a, A.Barricade))
    assert _choice(g, barricade) == 1


def test_old_fence_posts_still_burns_them_when_morale_is_low():
    c = content(crossroads=True)
    g = stage(c, person(c, 0, "colony", "fx.a"), seats={0: {"dice": [2, 4], "objective": PLAIN}}, morale=3,
              crossroads_held=["xr.old_fence_posts", 2])
    barricade = next(a for a in g.legal_actions() if isinstance(a, A.Barricade))
    assert _choice(g, barricade) == 2


def test_rewritten_options_read_as_they_do():
    """The rewritten options: text and ops in step, in both languages."""
    c = content(crossroads=True)
    night = c.crossroads["xr.night_shift"].options[1]
    assert [(o.name, o.args.get("count")) for o in night.ops] == [("lose_dice", 1), ("barricade", 2)]
    assert "1 unused die" in night.text["en"] and "2 barricades" in night.text["en"]
    assert "1 неиспользованный кубик" in night.text["ru"] and "2 баррикады" in night.text["ru"]
    treasure = c.crossroads["xr.treasure_in_trash"].options[0]
    assert [o.name for o in treasure.ops] == ["clean_waste"]
    assert "die" not in treasure.text["en"] and "кубик" not in treasure.text["ru"]
    drift = c.crossroads["xr.stuck_in_the_drift"].options[1]
    assert [(o.name, o.args.get("count")) for o in drift.ops] == [("remove_zombies", 2)]
    assert "up to 2 zombies" in drift.text["en"] and "до 2 зомби" in drift.text["ru"]
