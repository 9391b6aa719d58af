"""Choices a card offers are choices it can carry out (C-9.3 and the vocabulary's "every op can be
done in full", rules/content/colony/README.md), and crossroads ``any`` triggers with a place
(C-9.2, C-23.13).

- A ``where = "choose"`` op asks among the places where it can be done in full: items are drawn
  from a Location with enough cards, never from the Colony.
- A ``choose_own`` survivor op offers the survivors it can be done on: a move only survivors
  that have somewhere to go.
- An ``any`` trigger that names a place, symbol or survivor is met only by an action with such
  an event, never by an action without one (a hand-off between survivors).
Positions are built with the public builder (``stage``; fixture survivors and cards ``fx.…``).
"""
from __future__ import annotations

from colony_helpers import content, fx_equip, fx_item, op, person, stage

from rules.colony import actions as A
from rules.colony import schema as S
from rules.colony.content import CrossroadsDef, Option, Trigger


def holding(c, cid: str, trigger: Trigger, *options) -> dict:
    """A fixture crossroads card held (C-9.1) for seat 0's turn: a ``stage`` field."""
    c.crossroads[cid] = CrossroadsDef(
        cid, {"en": cid, "ru": cid}, {"en": "-", "ru": "-"}, trigger,
        tuple(Option({"en": f"option {k + 1}", "ru": "-"}, tuple(o)) for k, o in enumerate(options)),
        False, False)
    return {"crossroads_held": [cid, 2]}


def play_card(c, cid: str, *ops) -> str:
    """A fixture item whose play carries out ``ops`` (for seat 0's hand)."""
    return fx_item(c, cid, "tools", play=ops)


def deck(c, place: str, n: int) -> list:
    """``n`` fixture item cards for ``place``'s deck."""
    return [fx_item(c, f"fx.{place}{k}", "tools", origin=place) for k in range(n)]


def test_draw_items_where_choose_offers_only_locations_that_can_give_the_cards():
    """C-9.3 / "in full": draw 2 items from a place of your choice offers the Locations with at
    least 2 cards in their deck; never the Colony, never a Location with 1 card left."""
    c = content()
    me = 0
    card = play_card(c, "fx.map", op("draw_items", count=2, where="choose"))
    g = stage(c, person(c, me, "colony", "fx.a"), seats={me: {"hand": [card]}},
              places={"school": {"deck": deck(c, "school", 1)}, "library": {"deck": []}})
    g.apply(A.Play(card))
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
    c = content()
    card = play_card(c, "fx.map", op("draw_items", count=3, where="choose", if_able=True))
    places = {loc: {"deck": deck(c, loc, 0 if loc == "school" else 1)} for loc in S.LOCATIONS}
    g = stage(c, person(c, 0, "colony", "fx.a"), seats={0: {"hand": [card]}}, places=places)
    g.apply(A.Play(card))
    assert g.pending.kind == "place"
    assert {a.place for a in g.legal_actions()} == set(S.LOCATIONS) - {"school"}


def test_move_choose_own_offers_only_survivors_that_can_go_there():
    """A card's "move one of your survivors to the Police station" offers only the survivors
    that can move there: one already there is not offered (it would do nothing)."""
    c = content()
    card = play_card(c, "fx.whistle", op("move", target="choose_own", to="police", exposure=False))
    g = stage(c, person(c, 0, "police", "fx.there"), person(c, 0, "colony", "fx.home"),
              person(c, 0, "school", "fx.away"), seats={0: {"hand": [card]}})
    g.apply(A.Play(card))
    assert g.pending.kind == "target"
    assert {a.survivor for a in g.legal_actions()} == {"fx.home", "fx.away"}
    g.apply(A.PickSurvivor("fx.home"))
    assert g.survivors["fx.home"].place == "police"


def test_an_any_trigger_with_a_place_is_not_met_by_an_action_without_events():
    """C-9.2/C-23.13: "after any action at the Hospital" is not met by handing an item from one
    survivor to another (an action with no place); it is met by an action at the Hospital."""
    c = content()
    bat = fx_equip(c, "fx.bat")
    g = stage(c, person(c, 0, "hospital", "fx.giver", equipped=[bat]),
              person(c, 0, "hospital", "fx.taker"), seats={0: {"dice": [3]}},
              **holding(c, "fx.ward", Trigger("any", "hospital", None, None, ()),
                        (op("food", amount=1),)))
    rec = g.apply(A.HandOff("fx.bat", "fx.taker"))
    assert not [e for e in rec.events if e.kind == "crossroads_revealed"]
    assert g.xr_held and g.xr_held[0] == "fx.ward"
    rec = g.apply(next(a for a in g.legal_actions() if isinstance(a, A.Barricade)))
    assert [e for e in rec.events if e.kind == "crossroads_revealed"]


def test_an_any_trigger_without_a_place_is_met_by_an_action_without_events():
    """C-9.2: "after any action, if …" with no place, symbol or survivor is met by any action,
    a hand-off included."""
    c = content()
    bat = fx_equip(c, "fx.bat")
    g = stage(c, person(c, 0, "hospital", "fx.giver", equipped=[bat]),
              person(c, 0, "hospital", "fx.taker"),
              **holding(c, "fx.any", Trigger("any", None, None, None, ()), (op("food", amount=1),)))
    rec = g.apply(A.HandOff("fx.bat", "fx.taker"))
    assert [e for e in rec.events if e.kind == "crossroads_revealed"]
