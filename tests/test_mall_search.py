"""The search bot's hooks for the mall (issue 18, rules/mall/search_eval.py): found by the search,
paired with heuristic rollouts, deterministic by iterations, and reading only what the
searching seat may believe (twin games it cannot tell apart give the same search)."""
from __future__ import annotations

from rules import games
from rules.core import search as search_module
from rules.core.play import play_out, step
from rules.core.search import hooks, paired, paired_choice
from rules.mall import search_eval
from rules.mall.game import Options
from rules.mall.position import build

WHERE = {"orange.star": 3, "orange.bouncer": 2, "orange.negotiator": 1,
         "sky.star": 3, "sky.bouncer": 5, "sky.negotiator": 1,
         "green.star": 4, "green.bouncer": 4, "green.negotiator": 2,
         "blue.star": 5, "blue.bouncer": 3, "blue.negotiator": 1}


def _twins():
    """Two games the same for seat 0 at its destination choice (phase D, M-7.9): the same
    board, its own hand, the same hand sizes; the other hands, the deck, this turn's hidden
    dice (seat 0 has not looked, M-7.7) and the future chance (the seed) differ."""
    common = dict(where=WHERE, zombies={3: 2, 5: 1}, leader=0, turn=3, phase="D")
    a = build(Options(players=4, seed=11), hands={0: ["axe.1"], 1: ["monitor.1"],
                                                  2: ["lie_low.1", "intimidate.1"]},
              dice=[3, 3, 5, 2], **common)
    b = build(Options(players=4, seed=12), hands={0: ["axe.1"], 1: ["shutter.2"],
                                                  2: ["axe.5", "service_door.3"]},
              dice=[4, 1, 1, 2], **common)
    return a, b


def _at_seat(g, seat):
    """Play the twins' common public decisions (none at this position) until ``seat`` is asked."""
    assert g.pending is not None and g.pending.seat == seat, "seat 0 is asked first"
    return g


def test_the_mall_brings_paired_search_hooks_issue_18():
    """Issue 18: ``hooks("mall")`` finds rules/mall/search_eval.py; the search bot runs the
    paired root search with the heuristic bot's rollouts there."""
    h = hooks("mall")
    assert h is search_eval
    assert h.MODE == "paired" and h.POLICY == "heuristic"
    assert search_module._policy("mall", None) == "heuristic"
    for name in ("start", "stop", "value", "PAIRED_MIN"):
        assert hasattr(h, name)


def test_the_mall_value_is_the_win_and_the_margin_over_the_best_rival_m_11_3():
    """M-11.3, M-11.4: at a game's end the winner's value is above every loser's, and a
    winner's is at least the win's share; before the end a seat ahead on points is worth more
    than one behind."""
    e = games.get("mall")
    g = e.new_game(e.options(players=4, seed=21))
    play_out(g, [e.bot("heuristic", g, s, s) for s in range(4)])
    win = set(g.outcome.winners)
    vals = {s: search_eval.value(g, s) for s in range(4)}
    for s in range(4):
        if s in win:
            assert vals[s] >= search_eval.WIN_SHARE
            assert all(vals[s] > vals[t] for t in range(4) if t not in win)
        else:
            assert vals[s] < search_eval.WIN_SHARE
    dead = dict(WHERE)
    del dead["sky.star"]          # sky 8 points, the others 15 each
    g2 = build(Options(players=4, seed=1), where=dead, phase="A")
    assert g2.outcome is None
    assert search_eval.value(g2, 1) < 0.2 < search_eval.value(g2, 0) == 0.5


def test_a_short_mall_search_returns_a_legal_action_and_is_deterministic_by_seed_issue_18():
    """Issue 18: the search bot at the mall with a fixed number of rounds (heuristic rollouts
    to the game's end) answers a legal action, leaves the game untouched, and the same seed
    gives the same statistics and the same answer."""
    e = games.get("mall")
    g = e.new_game(e.options(players=4, seed=5))
    bots = [e.bot("heuristic", g, s, 5 + s) for s in range(4)]
    for _ in range(40):
        step(g, bots)
    while len(g.legal_actions()) < 2:
        step(g, bots)
    seat = g.pending.seat
    legal = g.legal_actions()
    before = g.to_dict()
    answers, values = [], []
    for _ in range(2):
        bot = e.bot("search", g, seat, seed=3, iterations=4)
        a = bot.choose(g.view(seat), legal)
        assert a in legal
        answers.append(a.text)
        values.append(bot.last.values)
        assert bot.last.iterations == 4
    assert g.to_dict() == before
    assert answers[0] == answers[1] and values[0] == values[1]
    assert all(len(v) == 4 for v in values[0].values())


def test_the_mall_paired_search_reads_only_what_its_seat_may_see_issue_18():
    """Issue 18 (the bot never cheats): two mall games seat 0 cannot tell apart (the same view;
    other hands, deck, hidden dice and future chance different) give the same paired search
    with the mall's hooks — heuristic rollouts to the end, the value read off the
    determinized copies — round by round, and the same choice."""
    a, b = _twins()
    a, b = _at_seat(a, 0), _at_seat(b, 0)
    e = games.get("mall")
    assert a.view(0) == b.view(0)
    assert a.to_dict() != b.to_dict()
    assert set(e.hidden_from(a, 0)), "a position with something hidden"
    legal = [x.text for x in a.legal_actions()]
    assert len(legal) > 1
    prefer = legal[0]
    sa = paired(a, 0, iterations=3, seed=5, think_ms=None, prefer=prefer, width=4)
    sb = paired(b, 0, iterations=3, seed=5, think_ms=None, prefer=prefer, width=4)
    assert sa.values == sb.values and sa.iterations == sb.iterations == 3
    assert paired_choice(sa, prefer, search_eval.PAIRED_MIN) == \
        paired_choice(sb, prefer, search_eval.PAIRED_MIN)
    # what the seat cannot see differs, so a search that read it would differ
    assert a.dice != b.dice and a.hands[1] != b.hands[1]

