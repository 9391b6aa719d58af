"""The engine contract (DESIGN.md), run against every game in the registry (rules/games.py),
after OpenSpiel's generic random-play test: random legal play ends; every legal action's text
round-trips; the same seed and actions give the same to_dict(); snapshots and save files
round-trip; no view(seat) holds another seat's secret; an illegal action changes nothing.

A game enters the contract by being registered; what a game names differently is adapted in its
registry entry, never here and never in the game."""
from __future__ import annotations

import json

import pytest

from rules import IllegalAction, games
from rules.core.rng import Rng

LIMIT = 20000


def _setups(entry) -> list:
    lo, hi = entry.players
    counts = sorted({lo, hi, min(hi, lo + 1)})
    return [(p, seed) for seed, p in enumerate(counts, start=11)]


def _random_game(entry, players: int, seed: int, each=None):
    g = entry.new_game(entry.options(players=players, seed=seed))
    rng = Rng(seed * 101 + 7)
    steps = 0
    while g.pending is not None:
        legal = g.legal_actions()
        assert legal, "a pending decision always has a legal action"
        if each is not None:
            each(g, legal)
        g.apply(legal[rng.pick(len(legal))])
        steps += 1
        assert steps < LIMIT, f"{entry.id}: random play did not end in {LIMIT} actions"
    return g


@pytest.fixture(scope="module", params=games.ids())
def played(request):
    """Every registered game at its fewest, next and most players, played at random to the end,
    each legal action's text checked on the way."""
    entry = games.get(request.param)
    out = []
    texts = {"n": 0}

    def round_trip(g, legal):
        for a in legal:
            assert entry.Action.parse(a.text) == a, a.text
            texts["n"] += 1
    for p, seed in _setups(entry):
        out.append(_random_game(entry, p, seed, round_trip))
    assert texts["n"] > 0
    return entry, out


def test_random_legal_play_ends_with_an_outcome(played):
    entry, gs = played
    for g in gs:
        assert g.outcome is not None and g.pending is None and g.legal_actions() == []


def test_same_seed_and_actions_give_the_same_snapshot(played):
    entry, gs = played
    for g in gs:
        d = g.to_dict()
        h = entry.Game.replay(g.options, list(g.log), d.get("forced"))
        assert h.to_dict() == d


def test_snapshots_and_saves_round_trip(played, tmp_path):
    entry, gs = played
    for i, g in enumerate(gs):
        d = json.loads(json.dumps(g.to_dict()))
        assert entry.Game.from_dict(d).to_dict() == g.to_dict()
        path = str(tmp_path / f"{entry.id}-{i}.toml")
        entry.save(g, path)
        assert entry.load(path).to_dict() == g.to_dict()


def test_invariants_hold_at_the_end(played):
    entry, gs = played
    for g in gs:
        assert entry.problems(g) == []


@pytest.mark.parametrize("game_id", games.ids())
def test_no_view_holds_another_seats_secret(game_id):
    """After every action of a random game, view(seat) holds nothing hidden from that seat and
    public_view() nothing hidden from a spectator."""
    entry = games.get(game_id)
    players = entry.players[1] if entry.players[1] <= 3 else 3

    def check(g, legal):
        seats = [None] + list(range(entry.seats(g)))
        for seat in seats:
            text = json.dumps(g.public_view() if seat is None else g.view(seat))
            for tok in entry.hidden_from(g, seat):
                assert f'"{tok}"' not in text, f"{game_id}: seat {seat} sees {tok}"
    _random_game(entry, players, 5, check)


@pytest.mark.parametrize("game_id", games.ids())
def test_an_illegal_action_changes_nothing(game_id):
    """Garbage, a non-action, and a real action that is not legal now: IllegalAction, with
    to_dict() unchanged; then the game goes on."""
    entry = games.get(game_id)
    g = entry.new_game(entry.options(players=entry.players[0] if entry.players[0] > 1 else 2,
                                     seed=3))
    rng = Rng(3)
    seen = []
    for _ in range(60):
        if g.pending is None:
            break
        legal = g.legal_actions()
        before = g.to_dict()
        stale = [a for a in seen if a not in legal]
        for bad in ["", "no-such-verb x=1", 12, None, object()] + stale[-3:]:
            with pytest.raises(IllegalAction):
                g.apply(bad)
            assert g.to_dict() == before
        seen.extend(legal)
        g.apply(legal[rng.pick(len(legal))])
    assert len(g.log) > 0


class _Listener:
    """A bot that plays like the game's heuristic bot and keeps every event it is told."""

    def __init__(self, inner):
        self.inner, self.heard = inner, []
        self.uses_view = getattr(inner, "uses_view", True)

    def choose(self, view, legal):
        return self.inner.choose(view, legal)

    def observe(self, events):
        self.heard.extend(events)


@pytest.mark.parametrize("game_id", games.ids())
def test_the_play_loop_tells_each_bot_only_what_its_seat_may_see(game_id):
    """rules/core/play.py: one loop for every game; a bot hears each event its seat may see,
    in order, and nothing shown only to other seats; a game without end is a PlayFailure."""
    from rules.core.play import PlayFailure, play_out
    entry = games.get(game_id)
    players = min(entry.players[1], 3)
    g = entry.new_game(entry.options(players=players, seed=21))
    bots = [_Listener(entry.bot("heuristic", g, s, seed=s)) for s in range(entry.seats(g))]
    play_out(g, bots)
    assert g.outcome is not None
    for seat, bot in enumerate(bots):
        expected = [e for _, e in g.log_for(seat)]
        assert bot.heard == expected
        assert all(e.visible_to(seat) for e in bot.heard)
    assert any(e.seats is not None for r in g.history for e in r.events), \
        "the game shows some events to some seats only (else this test proves nothing)"
    short = entry.new_game(entry.options(players=players, seed=21))
    with pytest.raises(PlayFailure, match="did not end"):
        play_out(short, [entry.bot("random", short, s, seed=s) for s in range(entry.seats(short))],
                 max_actions=5)


# ---------------------------------------------------------------------- copies (issue 18)
def _same_point(entry, g, c) -> None:
    """``c`` stands where ``g`` stands: decision, legal actions, every view, snapshot."""
    assert c.pending.public() == g.pending.public()
    assert c.legal_actions() == g.legal_actions()
    assert c.public_view() == g.public_view()
    for seat in range(entry.seats(g)):
        assert c.view(seat) == g.view(seat)
    assert c.to_dict() == g.to_dict()


@pytest.mark.parametrize("game_id", games.ids())
def test_a_clone_plays_on_to_the_same_end_and_never_changes_the_original(game_id):
    """clone() at any decision: the same point (legal actions, views, snapshot), the same end
    as the original for the same actions (so the same chance), a clone of a clone too; a clone
    played its own way leaves the original as it was."""
    entry = games.get(game_id)
    for players, seed in _setups(entry):
        g = entry.new_game(entry.options(players=players, seed=seed))
        rng, kept, step = Rng(seed * 31 + 1), [], 0
        while g.pending is not None:
            legal = g.legal_actions()
            c = g.clone()
            assert c.pending.kind == g.pending.kind and c.legal_actions() == legal
            if step % 9 == 4:
                _same_point(entry, g, c)
                kept.append((len(g.log), c))
            if step % 23 == 11:   # a clone played its own way, then its own clone
                before = g.to_dict()
                other, r = c.clone(), Rng(step)
                for _ in range(40):
                    if other.pending is None:
                        break
                    mine = other.legal_actions()
                    other.apply(mine[r.pick(len(mine))])
                    if len(other.log) % 5 == 0 and other.pending is not None:
                        other = other.clone()
                assert g.to_dict() == before
            g.apply(legal[rng.pick(len(legal))])
            step += 1
        assert g.clone().to_dict() == g.to_dict()   # a game that is over copies too
        end = g.to_dict()
        for i, (at, c) in enumerate(kept):
            for k, text in enumerate(g.log[at:]):
                c.apply(text)
                if k == 3 and i % 2 == 0:
                    c = c.clone()                    # a clone of a clone, further on
            assert c.to_dict() == end, f"{game_id}: a clone made after {at} actions"
            assert c.outcome == g.outcome


# ---------------------------------------------------------------------- determinize (issue 18)
def _det_points(entry, stride: int):
    """(game, seat) at every ``stride``-th decision of a random game at each setup, for the
    pending seat and the seat after it."""
    for players, seed in _setups(entry)[:2]:
        g = entry.new_game(entry.options(players=players, seed=seed))
        rng, step = Rng(seed * 17 + 3), 0
        while g.pending is not None:
            legal = g.legal_actions()
            if step % stride == stride // 2:
                n = entry.seats(g)
                for seat in sorted({g.pending.seat, (g.pending.seat + 1) % n}):
                    yield g, seat
            g.apply(legal[rng.pick(len(legal))])
            step += 1


@pytest.mark.parametrize("game_id", games.ids())
def test_a_determinized_copy_shows_the_seat_what_it_saw_and_never_changes_the_original(game_id):
    """determinize(seat, rng): the seat's view is the original's, its legal actions too when it
    is the seat to play; the invariants hold (every card once, no leak); playing the copy on
    never changes the original."""
    import random
    entry = games.get(game_id)
    k = 0
    for g, seat in _det_points(entry, 13):
        d = g.determinize(seat, random.Random(k))
        assert d.view(seat) == g.view(seat), f"{game_id}: seat {seat} after {len(g.log)}"
        if g.pending.seat == seat:
            assert d.legal_actions() == g.legal_actions()
        assert entry.problems(d) == []
        if k % 3 == 0:
            before = g.to_dict()
            r = Rng(k)
            for _ in range(30):
                if d.pending is None:
                    break
                mine = d.legal_actions()
                d.apply(mine[r.pick(len(mine))])
            assert g.to_dict() == before
        k += 1
    assert k > 4


def _located(h) -> tuple[dict, dict]:
    """card -> (zone, index) for the free slots of a declaration, and card -> the chance that
    a uniform re-deal puts it back there (1 / the cards of its group its zone accepts)."""
    where, chance, groups = {}, {}, {}
    for z in h.zones:
        groups.setdefault(z.group, []).append(z)
    for zs in groups.values():
        pool = [z.cards[i] for z in zs for i in z.free]
        picky = sum(len(z.free) for z in zs if z.accepts is not None)
        for z in zs:
            n = (sum(1 for c in pool if z.accepts(c)) if z.accepts is not None
                 else len(pool) - picky)
            for i in z.free:
                where[z.cards[i]] = (z.name, i)
                chance[z.cards[i]] = 1 / max(1, n)
    return where, chance


@pytest.mark.parametrize("game_id", games.ids())
def test_nothing_hidden_from_a_seat_is_the_truth_more_often_than_chance(game_id):
    """Over many determinizations, a card hidden from the seat (hidden_from, but for what its
    game declares it cannot re-deal there: ``fixed``) is back at its true place no more often
    than a uniform re-deal would put it there (twice that, plus a margin); and every such card
    is in a zone the game re-deals."""
    import random

    from rules.core.determinize import hidden
    entry = games.get(game_id)
    tries, seen, matched, expected = 40, 0, 0, 0.0
    for g, seat in _det_points(entry, 29):
        h = hidden(g, seat)
        secret = set(entry.hidden_from(g, seat)) - h.fixed
        truth, chance = _located(h)
        missing = secret - set(truth)
        assert not missing, f"{game_id}: hidden from seat {seat} but not re-dealt: {missing}"
        if not truth:
            continue
        rng = random.Random(len(g.log))
        for _ in range(tries):
            d = g.determinize(seat, rng)
            there, _ = _located(hidden(d, seat))
            for c, at in truth.items():
                matched += there.get(c) == at
                expected += chance[c]
        seen += 1
    assert seen > 2
    assert matched <= 2 * expected + 0.02 * tries * seen + 10, (game_id, matched, expected)
