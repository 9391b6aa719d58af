"""The search bot and the hint (issue 18, rules/core/search.py): it plays every registered game
through the common bot protocol, it reads only what its seat may see, and the hint says why."""
from __future__ import annotations

import random

import pytest

from rules import games
from rules.core import search as search_module
from rules.core.play import step
from rules.core.search import hint, paired, paired_choice, ranked, search


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Short random rollouts: the tests check the mechanism, bench/search.py the strength."""
    monkeypatch.setattr(search_module, "POLICY", {g: "random" for g in games.ids()})
    monkeypatch.setattr(search_module, "DEPTH", {g: 12 for g in games.ids()})


def _at_decision(game_id, players, seed, steps, resume=False):
    """A game after ``steps`` heuristic decisions, at a decision with more than one legal action
    (``resume``: at a resume point, where a copy rebuilds from the state alone)."""
    e = games.get(game_id)
    g = e.new_game(e.options(players=players, seed=seed))
    bots = [e.bot("heuristic", g, s, seed + s) for s in range(e.seats(g))]
    k = 0
    while g.pending is not None:
        if k >= steps and len(g.legal_actions()) > 1 and (not resume or g._resume_at):
            return g
        step(g, bots)
        k += 1
    raise AssertionError("the game ended first")


@pytest.mark.parametrize("game_id", games.ids())
def test_the_search_bot_plays_any_registered_game_through_the_registry(game_id):
    """A few decisions of every game by ``bot("search")`` at a fixed iteration count: legal
    answers, the original game untouched by the search."""
    e = games.get(game_id)
    g = _at_decision(game_id, e.players[0], 5, 6)
    seat = g.pending.seat
    bot = e.bot("search", g, seat, seed=1, iterations=12)
    for _ in range(3):
        if g.pending is None:
            break
        if g.pending.seat != seat:
            e.bot("random", g, g.pending.seat, 0)
            g.apply(g.legal_actions()[0])
            continue
        before = g.to_dict()
        legal = g.legal_actions()
        a = bot.choose(g.view(seat), legal)
        assert a in legal
        assert g.to_dict() == before
        g.apply(a)
    assert "search" in e.bot_kinds()


@pytest.mark.parametrize("game_id,players", [("raxxon", 2), ("colony", 3)])
def test_the_search_reads_only_what_its_seat_may_see(game_id, players):
    """Two games its seat cannot tell apart (the same view; other hands, decks, face-down cards
    and future chance different) give the same search, move for move, for the same seed: the
    search works only on determinizations for its seat, never on the real hidden state. (At a
    resume point: a determinized twin can be copied only there. Mall and factions have no
    decision-level resume point; their search goes through the same ``determinize``.)"""
    g = _at_decision(game_id, players, 3, 25, resume=True)
    seat = g.pending.seat
    twin = g.determinize(seat, random.Random(99))
    assert twin.view(seat) == g.view(seat)
    assert twin.to_dict() != g.to_dict() or twin.rng._r.getstate() != g.rng._r.getstate()
    e = games.get(game_id)
    hidden = set(e.hidden_from(g, seat))
    assert hidden, "a position with something hidden"
    a = search(g, seat, iterations=30, seed=4, think_ms=None)
    b = search(twin, seat, iterations=30, seed=4, think_ms=None)
    assert ranked(a) == ranked(b)


@pytest.mark.parametrize("game_id,players", [("raxxon", 1), ("raxxon", 2), ("colony", 3)])
def test_the_paired_search_reads_only_what_its_seat_may_see(game_id, players):
    """The same for the paired root search (``paired``, the search bot's mode in the evacuation
    game): every candidate is played on determinizations for the seat, so twins the seat cannot
    tell apart get the same values, round by round, and the same choice."""
    g = _at_decision(game_id, players, 3, 25, resume=True)
    seat = g.pending.seat
    twin = g.determinize(seat, random.Random(7))
    assert twin.view(seat) == g.view(seat)
    prefer = g.legal_actions()[0].text
    a = paired(g, seat, iterations=4, seed=5, think_ms=None, prefer=prefer)
    b = paired(twin, seat, iterations=4, seed=5, think_ms=None, prefer=prefer)
    assert a.values == b.values and a.iterations == b.iterations == 4
    assert prefer in a.values
    assert paired_choice(a, prefer) == paired_choice(b, prefer)


def test_paired_choice_keeps_the_heuristic_without_evidence():
    st = search_module.Stats()
    st.iterations = 4
    st.values = {"a": [0.5, 0.5, 0.5, 0.5], "b": [0.9, 0.1, 0.9, 0.1]}
    assert paired_choice(st, "a") == "a"          # better on average, but noise
    st.values["b"] = [0.6, 0.62, 0.61, 0.6]
    assert paired_choice(st, "a") == "b"          # better on every shared world
    st.iterations = 2
    st.values = {"a": [0.5, 0.5], "b": [0.6, 0.6]}
    assert paired_choice(st, "a") == "a"          # too few rounds


def test_a_bot_that_read_the_hidden_state_would_be_caught():
    """The check above has teeth: a search on the real game (clone, not determinize) differs
    between the twins."""
    g = _at_decision("raxxon", 2, 3, 25, resume=True)
    seat = g.pending.seat
    twin = g.determinize(seat, random.Random(99))
    r1, r2 = random.Random(0), random.Random(0)
    ends = []
    for game, r in ((g, r1), (twin, r2)):
        c = game.clone()
        while c.pending is not None:
            legal = c.legal_actions()
            c.apply(legal[r.randrange(len(legal))])
        ends.append((len(c.evacuated), c.outcome.reason, len(c.log)))
    assert ends[0] != ends[1]


def test_the_search_is_deterministic_by_iterations_and_keeps_to_its_time():
    import time
    g = _at_decision("raxxon", 1, 2, 10)
    seat = g.pending.seat
    assert ranked(search(g, seat, iterations=20, seed=1)) == ranked(search(g, seat, iterations=20,
                                                                           seed=1))
    t = time.perf_counter()
    st = search(g, seat, think_ms=60, seed=1)
    assert time.perf_counter() - t < 0.060 + 0.5   # one rollout may finish after the deadline
    assert st.iterations >= 1


def test_hint_names_an_action_and_what_it_protects_or_gains():
    g = _at_decision("raxxon", 1, 2, 10)
    legal = {a.text for a in g.legal_actions()}
    h = hint(g, g.pending.seat, iterations=40, seed=3)
    assert h["action"] in legal
    assert h["next"] in legal and h["next"] != h["action"]
    assert set(h["deltas"]) == {"evacuated", "infected", "influence"}
    assert h["margin"] == pytest.approx(h["value"] - h["next_value"], abs=1e-3)
    assert h["reason"] is None or h["reason"][0] in h["deltas"]
    assert hint(g, (g.pending.seat + 1) % 2 if g.n > 1 else 5) is None


def test_sim_plays_the_search_bot_with_a_think_time(capsys):
    from rules.raxxon.sim import run
    assert run(["--games", "1", "--bots", "search", "--think-ms", "2", "--json"]) == 0
    assert '"bots": "search:2"' in capsys.readouterr().out


def test_the_colony_search_never_tries_a_wrong_crisis_card_the_heuristic_did_not_choose():
    """C-7.4, C-10.3: a card of another symbol in the crisis counts -1. The colony rollouts stop
    before the Colony phase counts it, so a wrong card could win on noise; in a co-operative
    game a search bot added one and the people took it for betrayal. The paired search tries
    it only when it is the heuristic's own choice (rules/colony/search_eval.candidate)."""
    from rules.colony import actions as A
    e = games.get("colony")
    found = 0
    for seed in range(40):
        g = e.new_game(e.options(players=4, seed=seed, variant="cooperative"))
        rng = random.Random(seed)
        while g.pending is not None and found < 3:
            legal = g.legal_actions()
            wrong = [a for a in legal if isinstance(a, A.Contribute) and not g.matches_crisis(a.card)]
            right = [a for a in legal if isinstance(a, A.Contribute) and a not in wrong]
            if wrong and right:
                st = paired(g, g.pending.seat, iterations=1, seed=1, think_ms=None,
                            prefer=right[0].text, width=len(legal))
                assert right[0].text in st.values
                assert not any(a.text in st.values for a in wrong)
                st = paired(g, g.pending.seat, iterations=1, seed=1, think_ms=None,
                            prefer=wrong[0].text, width=len(legal))
                assert wrong[0].text in st.values          # the heuristic's own choice stays
                found += 1
            g.apply(rng.choice(legal))
        if found >= 3:
            break
    assert found >= 3
