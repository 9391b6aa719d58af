"""The one play loop: bots at seats drive any registered game to its end (DESIGN.md: bots use
the same engine API as everyone — ``view(seat)`` and ``legal_actions()`` only).

A bot is any object with

    uses_view: bool                      whether ``choose`` reads its view (else it gets None)
    choose(view, legal) -> action        one of ``legal``
    observe(events)        (optional)    what its seat saw happen: the events of each Record
                                         that this seat may see, in order, the setup's first

The simulators, the terminal game and the table all play through ``play_out`` or ``step``, so a
bot sees the same things wherever it sits.
"""
from __future__ import annotations

import traceback
from typing import Callable, Protocol

MAX_ACTIONS = 20000   # far above any real game; reaching it is a failure


class Bot(Protocol):
    uses_view: bool

    def choose(self, view, legal: list): ...


class PlayFailure(Exception):
    """A game that could not be played on: an engine error, a broken invariant or a game
    without end. ``game`` is the game as it stood."""

    def __init__(self, message: str, game):
        super().__init__(message)
        self.game = game


def tell(bots, seat: int, events) -> None:
    """Hand the bot at ``seat`` the events its seat may see, if it listens."""
    observe = getattr(bots[seat], "observe", None) if bots[seat] is not None else None
    if observe is not None:
        _hear(observe, seat, events)


def _hear(observe, seat: int, events) -> None:
    seen = [e for e in events if e.seats is None or seat in e.seats]   # Event.visible_to(seat)
    if seen:
        observe(seen)


def listeners(bots) -> list:
    """(seat, observe) for each bot that listens: looked up once for a whole game, not after
    every action (most bots, the random ones all, have no ``observe``)."""
    return [(seat, observe) for seat, bot in enumerate(bots)
            if (observe := getattr(bot, "observe", None) if bot is not None else None) is not None]


def tell_all(bots, events, ears: list | None = None) -> None:
    """``tell`` every seat; ``ears``: ``listeners(bots)`` when the caller has it already."""
    for seat, observe in listeners(bots) if ears is None else ears:
        _hear(observe, seat, events)


def choose(game, bot):
    """The bot's answer to the pending decision."""
    seat = game.pending.seat
    return bot.choose(game.view(seat) if getattr(bot, "uses_view", True) else None,
                      game.legal_actions())


def step(game, bots):
    """One decision of the pending seat's bot: applied, every listening bot told; the Record."""
    action = choose(game, bots[game.pending.seat])
    record = game.apply(action)
    tell_all(bots, record.events)
    return record


def play_out(game, bots, *, on_record: Callable | None = None,
             check: Callable | None = None, max_actions: int = MAX_ACTIONS):
    """Play ``game`` to its end with one bot per seat (``bots[seat]``); returns the game.
    The bots first hear what has happened so far (the setup, or a loaded game's history).
    ``on_record(record)`` is called after each action; ``check(game)`` returns a list of problems
    (invariants) after each action. PlayFailure on any error, broken check or endless game."""
    ears = listeners(bots)   # a game's bots stay at their seats while it is played out
    for record in getattr(game, "history", ()):
        tell_all(bots, record.events, ears)
    steps = 0
    while game.pending is not None:
        action = None
        try:
            action = choose(game, bots[game.pending.seat])
            record = game.apply(action)
        except Exception as e:
            what = f"on '{action.text}'" if action is not None else "in the bot's choice"
            raise PlayFailure(f"{type(e).__name__} {what}: {e}\n{traceback.format_exc()}",
                              game) from e
        if ears:
            tell_all(bots, record.events, ears)
        if on_record is not None:
            on_record(record)
        steps += 1
        if check is not None:
            found = check(game)
            if found:
                raise PlayFailure(f"invariant broken after '{record.action.text}': "
                                  + "; ".join(found), game)
        if steps > max_actions:
            raise PlayFailure(f"game did not end after {max_actions} actions", game)
    return game


__all__ = ["Bot", "MAX_ACTIONS", "PlayFailure", "choose", "listeners", "play_out", "step",
           "tell", "tell_all"]
