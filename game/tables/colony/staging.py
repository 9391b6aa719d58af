"""Positions where a given decision is pending, found by playing bot games headless and rebuilt
through the public replay: the screenshot tool shows every decision panel with them, and the
tests answer every decision kind by mouse on them (issue 6: "stage the rare decision kinds")."""
from __future__ import annotations

from rules.colony import Options, new_game
from rules.colony.bots import HeuristicBot, RandomBot
from rules.colony.game import Game
from rules.colony.kinds import DECISION_KINDS

# Not reachable with today's content (the reasons: ColonyTable.unreached). Both go through the
# same click builder as "leader" and "target".
UNREACHABLE = frozenset({"tie", "swap"})


def _variants(n: int) -> list[str]:
    return ["standard", "cooperative"] if n == 2 else ["standard", "traitor", "hardcore",
                                                         "cooperative", "elimination"]


def find_positions(kinds=None, games: int = 300) -> dict:
    """Decision kind -> (options, the actions before it), from the first bot game that asks it.
    Odd seeds play random bots (they reach choices the heuristic bots avoid), even seeds
    heuristic bots (they reach the late game)."""
    want = set(kinds or DECISION_KINDS) - UNREACHABLE
    found: dict = {}
    for seed in range(games):
        n = 2 + seed % 4
        vs = _variants(n)
        o = Options(players=n, seed=seed, variant=vs[seed // 4 % len(vs)])
        g = new_game(o)
        rnd = RandomBot(seed) if seed % 2 else None
        bots = {i: HeuristicBot(g.content, seed * 7 + i) for i in range(n)}
        while g.pending is not None and len(g.log) < 2500:
            k = g.pending.kind
            if k in want and k not in found:
                found[k] = (o, list(g.log))
            legal = g.legal_actions()
            g.apply(rnd.choose(None, legal) if rnd
                    else bots[g.pending.seat].choose(g.view(g.pending.seat), legal))
        if want <= set(found):
            break
    return found


def session_at(options, actions, names=None):
    """A table at that position, every seat a person, the deciding seat's player looking."""
    from game.session import SeatConfig, Session
    game = Game.replay(options, actions)
    names = names or [f"P{i + 1}" for i in range(game.n)]
    session = Session.resume(game, [SeatConfig(names[i]) for i in range(game.n)])
    session.confirm(game.pending.seat)
    return session
