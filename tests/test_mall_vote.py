"""The shared sealed vote (rules/core/vote.py) on its own: a tiny FlowGame uses it the way the
colony's exile vote would (one round, yes/no, every seat one vote, a tie decided by the First
player) and the way the mall does (weighted voters, a repeat vote with more voters, a card
window before each round). M-6.6: ballots sealed until all are cast, then one reveal."""
from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from rules.core.actions import Action
from rules.core.flow import FlowGame, new_rng
from rules.core.vote import Round, sealed, tally, top, vote


class TinyAction(Action, family=True):
    pass


@TinyAction.register("ballot")
class Ballot(TinyAction):
    pick: str


@TinyAction.register("decide")
class Decide(TinyAction):
    yes: bool


@TinyAction.register("done")
class Done(TinyAction):
    pass


@dataclass(frozen=True)
class TinyOptions:
    players: int = 3
    seed: int = 0
    mode: str = "exile"

    def check(self):
        pass


class Tiny(FlowGame):
    GAME_ID = "tiny"
    ACTIONS = TinyAction
    OPTIONS = TinyOptions

    def __init__(self, options, content=None, forced=None):
        self.options, self.content, self.n = options, None, options.players
        self.rng = new_rng(options.seed, forced)
        self.poll = None
        self.result = None
        self.windows = []
        self._start_flow()

    def _flow(self):
        if self.options.mode == "exile":
            # the colony's exile vote, as it would read on the shared procedure
            def first_player_decides(tied):
                a = yield from self._ask(0, "tiebreak", "decide the tie",
                                         [Decide(True), Decide(False)])
                return "yes" if a.yes else "no"
            self.result = yield from vote(
                self, lambda r, t: Round({s: 1 for s in range(self.n)}, ("yes", "no")),
                Ballot, lambda a: a.pick, why="exile", rounds=1, unopposed=False,
                on_tie=first_player_decides, cast_event="ballot_cast",
                reveal_event="vote_revealed")
        else:
            # the mall's shape: seats 0 and 1 vote with weights, seat 2 joins the repeat
            def window(r):
                self.windows.append(r)
                yield from self._ask(0, "cards", "play cards or done", [Done()], round=r)

            def setup(r, tied):
                w = {0: 2, 1: 2} if r == 1 else {0: 2, 1: 2, 2: 1}
                return Round(w, ("a", "b"))
            self.result = yield from vote(self, setup, Ballot, lambda a: a.pick, why="mall",
                                          window=window)

    def _finish(self, reason):
        pass

    def state_dict(self):
        return {"poll": None if self.poll is None else self.poll.public()}


def test_m_6_6_colony_shape_one_round_sealed_and_a_tie_to_the_first_player():
    """M-6.6 (and C-16 as the colony has it): ballots are secret while being cast, revealed in
    one event; a tie after the only round goes to ``on_tie``."""
    g = Tiny(TinyOptions(players=4))
    g.apply(Ballot("yes"))
    assert g.poll.seen_by(0)["mine"] == "yes" and g.poll.seen_by(1)["mine"] is None
    assert g.poll.public()["done"] == [0] and "mine" not in g.poll.public()
    assert '"chosen"' not in json.dumps(g.poll.public())
    g.apply(Ballot("no"))
    g.apply(Ballot("yes"))
    rec = g.apply(Ballot("no"))
    revealed = [e for e in rec.events if e.kind == "vote_revealed"]
    assert len(revealed) == 1 and revealed[0].data["choices"] == [[0, "yes"], [1, "no"],
                                                                  [2, "yes"], [3, "no"]]
    assert g.pending.kind == "tiebreak" and g.poll is None
    g.apply(Decide(False))
    assert g.result.winner == "no" and g.result.decided_by_tie and g.result.tied == ("yes", "no")


def test_m_6_9_mall_shape_window_before_each_round_and_more_voters_in_the_repeat():
    """M-6.5, M-6.9: the card window runs before each round; ``setup`` is asked after it and may
    add voters to the repeat; the second round's tally decides."""
    g = Tiny(TinyOptions(mode="mall"))
    assert g.pending.kind == "cards" and g.windows == [1]
    g.apply(Done())
    g.apply(Ballot("a"))
    g.apply(Ballot("b"))
    assert g.windows == [1, 2] and g.pending.kind == "cards"
    g.apply(Done())
    assert g.poll.seats == (0, 1, 2)
    g.apply(Ballot("a"))
    g.apply(Ballot("b"))
    g.apply(Ballot("b"))
    assert g.result.winner == "b" and len(g.result.rounds) == 2
    assert g.result.rounds[1].tally == {"a": 2, "b": 3}


def test_sealed_choices_and_the_counting_helpers():
    assert tally({0: 2, 1: 1}, {0: "x", 1: "y"}, ("x", "y", "z")) == {"x": 2, "y": 1, "z": 0}
    assert top({"x": 2, "y": 2, "z": 0}) == ("x", "y") and top({}) == ()
    with pytest.raises(TypeError):
        next(sealed(None, [0], None, None))      # the game, options and reader are required
