"""The sealed vote and other secret simultaneous choices, as generator sub-flows of a FlowGame
(rules/core/flow.py; DESIGN.md: "a sealed vote … is one procedure used by every game that votes").

Two procedures, each used with ``yield from`` inside a game's ``_flow``:

``sealed(game, seats, options, read, why=…)`` → ``{seat: choice}``
    Every seat of ``seats`` chooses secretly, one decision each, in the order given. While they
    choose, ``game.poll`` is a ``Poll``: its public part says who must choose and who has
    chosen, never what; ``poll.seen_by(seat)`` adds that seat's own choice. Nothing is revealed
    until every seat has chosen; then one event (``reveal_event``) shows every choice at once and
    ``game.poll`` is None again. A secret destination, a hidden order… anything chosen "in a
    closed fist".

``vote(game, setup, ballot, read, why=…)`` → ``VoteResult``
    A sealed vote of one or more rounds. Before each round the game's card window runs
    (``window(round_no)``, a generator: Threat, Hidden…), then ``setup(round_no, tied)`` says who
    votes with how many votes and for which candidates (a ``Round``; called after the window, so
    cards played there count; None: no vote can be held). Every voter casts one sealed ballot
    (``sealed``), all of a voter's votes go to that candidate, the ballots are revealed in one
    event with the tally, and a single top candidate wins. On a tie the next round is held
    (``rounds`` in all: the mall's repeat vote, M-6.9, where ``setup`` adds the absent players);
    after the last tie ``on_tie(tied)`` (a generator) decides, or nobody wins.

How a game keeps its rules outside: the ballots are the game's own actions (``ballot(candidate)``
builds one, ``read(action)`` reads the candidate back), the decision kind, prompt and info are
parameters, and so are the event names. A game that asks and tells in its own words passes
functions instead: ``ask(seat, actions, info)`` asks a ballot (its own decision kind, prompt and
info), ``on_cast(seat)`` tells that a seat has chosen, ``reveal(round_result)`` reveals a round
(ballots and count, in place of the default reveal and ``vote_tally`` events), and
``tie_event=None`` tells nothing of a tie; its own source then names every decision and event it
makes (a game's kinds are declared and checked against its source). The colony's exile vote
(rules/colony/social.py) is that: one round, the candidates True/False (yes/no), every live seat
weighing 1, no window, ``unopposed=False``, its ``vote``/``ballot_cast``/``vote_revealed`` and
``on_tie`` asking the First player; its crossroads vote the same with the voters its card names.

The poll lives on the game (``game.poll``) only while it collects, so a view can show it and an
invariant can check that no other seat's view holds its secrets; the ballots of a revealed vote
are public in its reveal event. Snapshots need nothing more: replaying the actions rebuilds it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable


@dataclass
class Poll:
    """Secret choices being collected. ``weights`` (voter → votes) and ``candidates`` are public
    for a vote and None for other sealed choices; ``chosen`` is secret until the reveal."""
    why: str
    seats: tuple
    round: int = 1
    weights: dict | None = None
    candidates: tuple | None = None
    chosen: dict = field(default_factory=dict)

    def public(self) -> dict:
        """What everyone may see: who must choose and who has, never what (plain JSON data)."""
        out = {"why": self.why, "round": self.round, "seats": list(self.seats),
               "done": [s for s in self.seats if s in self.chosen]}
        if self.weights is not None:
            out["weights"] = [[s, w] for s, w in self.weights.items()]
        if self.candidates is not None:
            out["candidates"] = list(self.candidates)
        return out

    def copy(self) -> "Poll":
        """An independent copy (a game's copy rule, rules/core/clone.py)."""
        return Poll(self.why, self.seats, self.round,
                    None if self.weights is None else dict(self.weights), self.candidates,
                    dict(self.chosen))

    def seen_by(self, seat: int | None) -> dict:
        """The public part, and the seat's own choice once made (None for a spectator)."""
        out = self.public()
        out["mine"] = self.chosen.get(seat) if seat is not None else None
        return out


@dataclass(frozen=True)
class Round:
    """Who votes in one round, with how many votes (in asking order), and for which candidates."""
    weights: dict
    candidates: tuple


@dataclass(frozen=True)
class RoundResult:
    round: int
    weights: dict
    ballots: dict             # voter -> candidate
    tally: dict               # candidate -> votes (every candidate, 0 included)


@dataclass(frozen=True)
class VoteResult:
    winner: object            # the winning candidate, or None (no vote, or undecided tie)
    tied: tuple               # the candidates tied at the top of the last round held
    rounds: tuple             # RoundResult per round held
    unopposed: bool = False   # a single candidate: won without ballots
    decided_by_tie: bool = False   # ``on_tie`` chose the winner


def sealed(game, seats, options: Callable, read: Callable, *, why: str, kind: str,
           prompt: str, info: dict | None = None, cast_event: str = "choice_made",
           reveal_event: str | None = "choices_revealed", poll: Poll | None = None,
           reveal_data: dict | None = None, ask: Callable | None = None,
           on_cast: Callable | None = None):
    """Each seat of ``seats`` chooses secretly among ``options(seat)`` (its legal actions);
    ``read(action)`` is the choice kept. Returns {seat: choice} after one reveal event
    (``reveal_event=None``: none, the caller reveals). ``ask(seat, actions, info)``: a generator
    asking the seat in the game's own words (default: ``game._ask(seat, kind, prompt, actions,
    **info)``, info being ``why`` and ``info``); ``on_cast(seat)``: tells that the seat has
    chosen (default: ``cast_event`` with the seat and ``why``)."""
    box = poll or Poll(why, tuple(seats))
    game.poll = box
    extra = {"why": why, **(info or {})}
    for seat in box.seats:
        if ask is None:
            action = yield from game._ask(seat, kind, prompt, options(seat), **extra)
        else:
            action = yield from ask(seat, options(seat), dict(extra))
        box.chosen[seat] = read(action)
        if on_cast is None:                            # that a seat has chosen is public
            game._emit(cast_event, seat=seat, why=why)
        else:
            on_cast(seat)
    game.poll = None
    chosen = {s: box.chosen[s] for s in box.seats}
    if reveal_event is not None:
        game._emit(reveal_event, why=why, choices=[[s, c] for s, c in chosen.items()],
                   **(reveal_data or {}))
    return chosen


def tally(weights: dict, ballots: dict, candidates) -> dict:
    """Candidate -> votes: each voter's whole weight to the candidate of its ballot."""
    out = {c: 0 for c in candidates}
    for seat, choice in ballots.items():
        out[choice] = out.get(choice, 0) + weights.get(seat, 0)
    return out


def top(counts: dict) -> tuple:
    """The candidates with the most votes, in candidate order."""
    if not counts:
        return ()
    best = max(counts.values())
    return tuple(c for c, v in counts.items() if v == best)


def vote(game, setup: Callable, ballot: Callable, read: Callable, *, why: str, rounds: int = 2,
         window: Callable | None = None, on_tie: Callable | None = None, kind: str = "vote",
         prompt: str = "cast your sealed ballot", info: dict | None = None,
         unopposed: bool = True, cast_event: str = "ballot_cast",
         reveal_event: str = "ballots_revealed", tie_event: str | None = "vote_tied",
         ask: Callable | None = None, on_cast: Callable | None = None,
         reveal: Callable | None = None):
    """A sealed vote of up to ``rounds`` rounds (see the module's text); returns a VoteResult.
    ``unopposed``: a lone candidate wins without ballots (after the first window).
    ``ask``, ``on_cast``: as for ``sealed`` (the info handed to ``ask`` holds the round).
    ``reveal(round_result)``: the game reveals each round itself (its ballots and count), in
    place of ``reveal_event`` and ``vote_tally``. ``tie_event``: None tells nothing of a tie."""
    held: list = []
    tied: tuple = ()
    for r in range(1, rounds + 1):
        if window is not None:
            yield from window(r)
        rd = setup(r, tied)
        if rd is None or not rd.candidates:
            game._emit("vote_void", why=why, round=r)
            return VoteResult(None, (), tuple(held))
        if unopposed and len(rd.candidates) == 1 and r == 1:
            game._emit("vote_unopposed", why=why, winner=rd.candidates[0])
            return VoteResult(rd.candidates[0], (), (), unopposed=True)
        cands = tuple(rd.candidates)
        poll = Poll(why, tuple(rd.weights), r, dict(rd.weights), cands)
        ballots: dict = {}
        if poll.seats:
            choices = [ballot(c) for c in cands]      # every voter has the same choices
            ballots = yield from sealed(
                game, poll.seats, lambda _s, choices=choices: choices, read, why=why,
                kind=kind, prompt=prompt, info={"round": r, **(info or {})},
                cast_event=cast_event, reveal_event=None if reveal else reveal_event,
                poll=poll, ask=ask, on_cast=on_cast)
        elif reveal is None:      # nobody may vote: every candidate ties at 0
            game._emit(reveal_event, why=why, choices=[])
        counts = tally(rd.weights, ballots, cands)
        held.append(RoundResult(r, dict(rd.weights), dict(ballots), counts))
        leaders = top(counts)
        if reveal is not None:    # the game's own reveal: ballots and count
            reveal(held[-1])
        else:
            game._emit("vote_tally", why=why, round=r,
                       tally=[[c, v] for c, v in counts.items()],
                       weights=[[s, w] for s, w in rd.weights.items()],
                       winner=leaders[0] if len(leaders) == 1 else None)
        if len(leaders) == 1:
            return VoteResult(leaders[0], (), tuple(held))
        tied = leaders
        if tie_event is not None:
            game._emit(tie_event, why=why, round=r, tied=list(tied))
    winner = None
    if on_tie is not None:
        winner = yield from on_tie(tied)
    return VoteResult(winner, tied, tuple(held), decided_by_tie=winner is not None)


__all__ = ["Poll", "Round", "RoundResult", "VoteResult", "sealed", "tally", "top", "vote"]
