"""The colony's exile and crossroads votes (C-15, C-16, C-9.7) on the shared sealed vote,
rules/core/vote.py (issue 17: "the sealed vote is one procedure in rules/core"). The move kept
everything a save, a bot or the table sees: the same decisions, legal actions, events and state.
The colony's own vote from before the move is kept here as the oracle (``_legacy_vote``)."""
from __future__ import annotations

from colony_helpers import content, events, person, stage

from rules.colony import actions as A
from rules.colony.bots import RandomBot
from rules.colony.game import Game, Options
from rules.core.vote import Poll


def _legacy_vote(self, voters: list, why: str, **info):
    """rules/colony/social.py's ``_vote`` before the move (the colony's own loop), verbatim but
    for the tie's info (below)."""
    ballots = {}
    for i in voters:
        b = yield from self._ask(i, "vote", f"cast your sealed ballot ({why})",
                                 [A.Ballot(True), A.Ballot(False)], why=why, **info)
        ballots[i] = b.yes
        self._emit("ballot_cast", seat=i)
    yes = sum(ballots.values())
    no = len(ballots) - yes
    self._emit("vote_revealed", why=why, ballots={str(k): v for k, v in ballots.items()},
               yes=yes, no=no)
    if yes != no:
        return yes > no
    # (one change since, on purpose: the tie's decision carries the vote's info, an exile
    # vote's target, so the First player's panel says whom it would exile)
    t = yield from self._ask(self.first, "tiebreak", "the vote is tied: decide it",
                             [A.TieBreak(True), A.TieBreak(False)], why=why, **info)
    self._emit("tie_broken", yes=t.yes)
    return t.yes


class LegacyGame(Game):
    _vote = _legacy_vote


def _board(players: int = 4):
    c = content()
    places = ["school", "police", "hospital", "library", "grocery"]
    return stage(c, *[person(c, i, places[i], f"fx.s{i}", influence=10 + i)
                      for i in range(players)], players=players)


def _events(rec) -> list:
    return [(e.kind, e.data, e.seats) for e in rec.events]


def test_c_16_games_with_votes_play_and_replay_exactly_as_before_the_move():
    """C-15, C-16, C-9.7: random competitive games (which call exile votes, meet crossroads votes
    and tie them) give the same decisions, legal action texts, events and state, step by step,
    as the colony's own vote did; so every save replays to its checksum."""
    c = content(crossroads=True)
    votes, ties = {"exile": 0, "crossroads": 0}, 0
    for k in range(12):
        players = 2 + k % 4
        opts = Options(players=players, seed=300 + k)
        new, old = Game(opts, c), LegacyGame(opts, c)
        bots = [RandomBot(11 * k + s) for s in range(players)]
        assert _events(new.history[0]) == _events(old.history[0])
        while new.pending is not None:
            assert new.pending.public() == old.pending.public()
            legal = new.legal_actions()
            assert [a.text for a in legal] == [a.text for a in old.legal_actions()]
            a = bots[new.pending.seat].choose(None, legal)
            r_new, r_old = new.apply(a), old.apply(a.text)
            assert _events(r_new) == _events(r_old), a.text
            for e in events(r_new, "vote_revealed"):
                votes[e["why"]] += 1
            ties += len(events(r_new, "tie_broken"))
        assert old.pending is None and new.checksum() == old.checksum()
        assert new.to_dict() == old.to_dict()
        again = Game.replay(opts, list(old.log), content=c)
        assert again.checksum() == old.checksum()
    assert votes["exile"] >= 10 and votes["crossroads"] >= 1 and ties >= 1, (votes, ties)


def test_c_16_2_the_ballots_are_collected_by_the_core_poll():
    """C-16.2: while ballots are cast the game holds the core's poll (every voter one vote for
    yes or no; each seat sees only its own ballot); it is gone once the ballots are revealed."""
    g = _board()
    assert g.poll is None
    g.apply(A.CallExile(2))
    voters = [g.pending.seat]
    g.apply(A.Ballot(True))
    poll = g.poll
    assert isinstance(poll, Poll) and poll.why == "exile" and poll.round == 1
    assert poll.candidates == (True, False) and set(poll.weights.values()) == {1}
    voters += [s for s in poll.seats if s not in voters]
    assert list(poll.seats) == voters and len(voters) == 4
    assert poll.seen_by(voters[0])["mine"] is True and poll.seen_by(voters[1])["mine"] is None
    assert "chosen" not in poll.public()
    for yes in (False, True, False):
        g.apply(A.Ballot(yes))
    assert g.poll is None and g.pending.kind == "tiebreak"


def test_c_16_3_a_tie_asks_the_first_player_with_the_colony_events_only():
    """C-16.3: "ties are broken by the First player" — the same decision and events as before:
    ``ballot_cast`` (the seat only), one ``vote_revealed`` (ballots, yes, no), the ``tiebreak``
    decision (which says whom the vote would exile), ``tie_broken``; none of the core's default
    events (``vote_tally``…)."""
    g = _board()
    g.apply(A.CallExile(1))
    recs = [g.apply(A.Ballot(yes)) for yes in (True, False, False, True)]
    told = [e.kind for r in recs for e in r.events]
    assert told == ["ballot_cast"] * 4 + ["vote_revealed"]
    assert [e.data for r in recs[:4] for e in r.events if e.kind == "ballot_cast"] == \
        [{"seat": s} for s in (0, 1, 2, 3)]
    assert events(recs[-1], "vote_revealed") == [
        {"why": "exile", "ballots": {"0": True, "1": False, "2": False, "3": True},
         "yes": 2, "no": 2}]
    d = g.pending
    assert (d.kind, d.seat, d.info) == ("tiebreak", g.first, {"why": "exile", "target": 1})
    assert [a.text for a in g.legal_actions()] == [A.TieBreak(True).text, A.TieBreak(False).text]
    rec = g.apply(A.TieBreak(False))
    assert [(e.kind, e.data) for e in rec.events][:1] == [("tie_broken", {"yes": False})]
    assert not g.seats[1].exiled


def test_c_16_a_copy_in_the_middle_of_a_vote_has_its_own_poll():
    """A copy (rules/core/clone.py) made between two ballots holds its own poll with the
    ballots cast so far, and both games finish the vote alike."""
    g = _board(players=3)
    g.apply(A.CallExile(1))
    g.apply(A.Ballot(True))
    copy = g.clone()
    assert copy.poll is not g.poll and copy.poll.chosen == g.poll.chosen == {0: True}
    assert g.poll.copy().chosen is not g.poll.chosen
    r1 = [g.apply(A.Ballot(True)), g.apply(A.Ballot(False))]
    r2 = [copy.apply(A.Ballot(True)), copy.apply(A.Ballot(False))]
    assert [_events(r) for r in r1] == [_events(r) for r in r2]
    assert g.checksum() == copy.checksum() and g.seats[1].exiled and copy.seats[1].exiled
