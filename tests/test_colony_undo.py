"""Undo at the colony table never takes back chance (DESIGN.md, Undo; issue 15: "Undo after a
dice-rolling ability shows the roll before committing: undo stops at any roll").

The rule is the session's, for every game: an action whose Record drew on chance (``rec.chance``,
rules/core/flow.py) is a barrier, whatever event shows the draw. C-6.15 abilities, C-7.6 moves.
"""
from __future__ import annotations

from game.session import SeatConfig, Session
from rules.colony.actions import Move, UseAbility
from rules.colony.game import Options
from rules.colony.position import build


def _table(dice):
    """Seat 0 (a person) with Ludmila Sorokina (spend a 5+: roll 2 extra action dice) and Rufus
    Tamm (no exposure roll after he moves) in the Colony; two bots."""
    g = build(Options(players=3, seed=4), seat=0, seats=[{"dice": dice}, {}, {}],
              survivors={"sv.ludmila_sorokina": (0, "colony"), "sv.rufus_tamm": (0, "colony"),
                         "sv.hollis_varga": (1, "colony"), "sv.odette_marsh": (2, "colony")})
    s = Session(g, [SeatConfig("A"), SeatConfig("B", False), SeatConfig("C", False)])
    assert s.my_turn() and s.game.pending.kind == "turn"
    return s


def test_c_6_15_undo_refuses_an_ability_that_rolled_extra_dice():
    """The ability's ``gain_die`` rolls d6s and shows them as ``dice_gained``, an event no list of
    barriers named: undo let the player look at the roll and take it back."""
    s = _table([5, 2])
    rec_ok = s.apply(UseAbility("sv.ludmila_sorokina", 5))
    assert rec_ok and s.game.history[-1].chance, "the ability rolled"
    assert len(s.view()["seats"][0]["dice"]) == 3          # the 2 kept, 2 new ones
    assert not s.can_undo() and not s.undo()


def test_c_7_6_a_move_without_an_exposure_roll_can_still_be_undone():
    s = _table([5, 2])
    before = s.game.state_dict()
    assert s.apply(Move("sv.rufus_tamm", "school"))
    assert not s.game.history[-1].chance                   # no exposure roll: nothing drawn
    assert s.can_undo() and s.undo()
    assert s.game.state_dict() == before                   # a built position replays as built
    assert s.apply(Move("sv.ludmila_sorokina", "school"))  # she rolls exposure
    assert s.game.history[-1].chance and not s.can_undo()
