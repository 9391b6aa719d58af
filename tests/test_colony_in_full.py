"""Choices a card offers are choices it can carry out (C-9.3 and the vocabulary's "every op can be
done in full", rules/content/colony/README.md), and crossroads ``any`` triggers with a place
(C-9.2, C-23.13).

- A ``where = "choose"`` op asks among the places where it can be done in full: items are drawn
  from a Location with enough cards, never from the Colony.
- A ``choose_own`` survivor op offers the survivors it can be done on: a move only survivors
  that have somewhere to go.
- An ``any`` trigger that names a place, symbol or survivor is met only by an action with such
  an event, never by an action without one (a hand-off between survivors).
Positions are staged as in test_colony_rules.py (fixture survivors and cards ``fx.…``).
"""
from __future__ import annotations

from colony_helpers import clear_board, item, new, survivor

from rules.colony import actions as A
from rules.colony import schema as S
from rules.colony.content import CrossroadsDef, ItemDef, Modifiers, Op, Option, Trigger


def op(name: str, **args) -> Op:
    for key, (_kind, required, default) in S.OPS[name].items():
        if not required:
            args.setdefault(key, default)
    args.setdefault("if_able", False)
    return Op(name, args)


def staged():
    g = new(players=3)
    clear_board(g)
    g.food, g.morale = 10, 7
    return g, g.pending.seat


def hold(g, cid: str, trigger: Trigger, *options) -> None:
    g.content.crossroads[cid] = CrossroadsDef(
        cid, {"en": cid, "ru": cid}, {"en": "-", "ru": "-"}, trigger,
        tuple(Option({"en": f"option {k + 1}", "ru": "-"}, tuple(o)) for k, o in enumerate(options)),
        False, False)
    g.xr_held = (cid, (g.pending.seat - 1) % g.n)
    g.refresh()


def equipped(g, sv, cid: str) -> None:
    g.content.items[cid] = g.card_def[cid] = ItemDef(
        cid, {"en": cid, "ru": cid}, "police", "weapon", 1, False, {"en": "-", "ru": "-"}, None,
        Modifiers(), None)
    g.total_items += 1
    sv.equipped.append(cid)
    g.refresh()


def play_card(g, me, cid: str, *ops):
    """A fixture item in ``me``'s hand whose play carries out ``ops``; played now."""
    item(g, cid, "tools", play=ops)
    g.seats[me].hand.append(cid)
    g.total_items += 1
    g.refresh()
    g.apply(A.Play(cid))


def test_draw_items_where_choose_offers_only_locations_that_can_give_the_cards():
    """C-9.3 / "in full": draw 2 items from a place of your choice offers the Locations with at
    least 2 cards in their deck; never the Colony, never a Location with 1 card left."""
    g, me = staged()
    survivor(g, me, "colony", "fx.a")
    g.places["school"].deck = g.places["school"].deck[:1]
    g.places["library"].deck = []
    play_card(g, me, "fx.map", op("draw_items", count=2, where="choose"))
    assert g.pending.kind == "place"
    offered = {a.place for a in g.legal_actions()}
    assert offered == {p for p in S.LOCATIONS if len(g.places[p].deck) >= 2}
    assert "colony" not in offered and "school" not in offered and "library" not in offered
    before = len(g.seats[me].hand)
    g.apply(A.PickPlace("police"))
    assert len(g.seats[me].hand) == before + 2


def test_a_place_choice_falls_back_to_locations_where_the_op_does_something():
    """When no Location can give the whole count, an op carried out as far as it goes
    (``if_able``) offers the Locations that still have cards: not an empty deck, not the Colony."""
    g, me = staged()
    survivor(g, me, "colony", "fx.a")
    for loc in S.LOCATIONS:
        g.places[loc].deck = g.places[loc].deck[:1]
    g.places["school"].deck = []
    play_card(g, me, "fx.map", op("draw_items", count=3, where="choose", if_able=True))
    assert g.pending.kind == "place"
    assert {a.place for a in g.legal_actions()} == set(S.LOCATIONS) - {"school"}


def test_move_choose_own_offers_only_survivors_that_can_go_there():
    """A card's "move one of your survivors to the Police station" offers only the survivors
    that can move there: one already there is not offered (it would do nothing)."""
    g, me = staged()
    survivor(g, me, "police", "fx.there")
    survivor(g, me, "colony", "fx.home", leader=False)
    survivor(g, me, "school", "fx.away", leader=False)
    play_card(g, me, "fx.whistle", op("move", target="choose_own", to="police", exposure=False))
    assert g.pending.kind == "target"
    assert {a.survivor for a in g.legal_actions()} == {"fx.home", "fx.away"}
    g.apply(A.PickSurvivor("fx.home"))
    assert g.survivors["fx.home"].place == "police"


def test_an_any_trigger_with_a_place_is_not_met_by_an_action_without_events():
    """C-9.2/C-23.13: "after any action at the Hospital" is not met by handing an item from one
    survivor to another (an action with no place); it is met by an action at the Hospital."""
    g, me = staged()
    giver = survivor(g, me, "hospital", "fx.giver")
    survivor(g, me, "hospital", "fx.taker", leader=False)
    equipped(g, giver, "fx.bat")
    hold(g, "fx.ward", Trigger("any", "hospital", None, None, ()), (op("food", amount=1),))
    rec = g.apply(A.HandOff("fx.bat", "fx.taker"))
    assert not [e for e in rec.events if e.kind == "crossroads_revealed"]
    assert g.xr_held and g.xr_held[0] == "fx.ward"
    rec = g.apply(next(a for a in g.legal_actions() if isinstance(a, A.Barricade)))
    assert [e for e in rec.events if e.kind == "crossroads_revealed"]


def test_an_any_trigger_without_a_place_is_met_by_an_action_without_events():
    """C-9.2: "after any action, if …" with no place, symbol or survivor is met by any action,
    a hand-off included."""
    g, me = staged()
    giver = survivor(g, me, "hospital", "fx.giver")
    survivor(g, me, "hospital", "fx.taker", leader=False)
    equipped(g, giver, "fx.bat")
    hold(g, "fx.any", Trigger("any", None, None, None, ()), (op("food", amount=1),))
    rec = g.apply(A.HandOff("fx.bat", "fx.taker"))
    assert [e for e in rec.events if e.kind == "crossroads_revealed"]
