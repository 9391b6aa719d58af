"""The shared pieces in rules/core (flow driver, decks, content reader) and the game registry,
tested on their own with a toy game, so every engine can rely on them."""
from __future__ import annotations

import os
from dataclasses import dataclass

import pytest

from rules import ContentError, IllegalAction, SaveError, games
from rules.core import deck as D
from rules.core import flow
from rules.core.actions import Action
from rules.core.content import File, Table
from rules.core.rng import ChanceError, Rng, fits


# ---------------------------------------------------------------------- a toy game on the flow driver
class ToyAction(Action, family=True):
    pass


@dataclass(frozen=True)
class Take(ToyAction):
    n: int


Take.verb = "take"
ToyAction._registry["take"] = Take


@dataclass(frozen=True)
class ToyOptions:
    players: int = 2
    seed: int = 0

    def check(self):
        if not 1 <= self.players <= 3:
            raise ValueError("1 to 3 players")


class Toy(flow.FlowGame):
    """Players take 1 or 2 from a shuffled pile of 7 counters in turn; who takes the last wins.
    Each seat secretly sees the next counter's colour."""
    GAME_ID = "toy"
    ACTIONS = ToyAction
    OPTIONS = ToyOptions

    def __init__(self, options, content=None, forced=None):
        options.check()
        self.options, self.n = options, options.players
        self.rng = flow.new_rng(options.seed, forced)
        self.pile = [f"k{i}" for i in range(7)]
        D.shuffle(self.rng, self.pile)
        self._start_flow()

    def _flow(self):
        seat = 0
        while True:
            self._emit("peek", seats=(seat,), card=D.top(self.pile)[0])
            a = yield from self._ask(seat, "take", "take 1 or 2",
                                     [Take(k) for k in (1, 2) if k <= len(self.pile)])
            for _ in range(a.n):
                self._emit("took", seat=seat, card=D.draw(self.pile))
            if not self.pile:
                raise flow.GameOver(f"seat{seat}")
            seat = (seat + 1) % self.n

    def _finish(self, reason):
        self.outcome = reason

    def state_dict(self):
        return {"pile": list(self.pile), "rng": self.rng.state()}


def test_flow_apply_validates_records_and_keeps_history():
    g = Toy(ToyOptions(seed=3))
    assert g.pending.kind == "take" and g.legal_actions() == [Take(1), Take(2)]
    before = g.to_dict()
    for bad in ("take n=3", "fly", 7, None, Take(5)):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.to_dict() == before
    rec = g.apply("take n=2")
    assert rec.seat == 0 and rec.action == Take(2)
    assert [e.kind for e in rec.events] == ["took", "took", "peek"]
    assert g.history[0].seat is None and g.history[0].chance[0][0] == "shuffle"
    assert [e.kind for _, e in g.log_for(1)] == ["took", "took", "peek"]
    assert [e.kind for _, e in g.log_for(None)] == ["took", "took"]
    while g.pending:
        g.apply(g.legal_actions()[-1])
    assert g.outcome in ("seat0", "seat1") and g.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply("take n=1")


def test_flow_snapshots_replays_and_saves(tmp_path):
    g = Toy(ToyOptions(players=3, seed=9))
    g.apply("take n=1")
    d = g.to_dict()
    h = Toy.from_dict(d)
    assert h.to_dict() == d and len(h.history) == len(g.history)
    assert Toy.replay(g.options, g.log).checksum() == g.checksum()
    path = str(tmp_path / "toy.toml")
    flow.save(g, path)
    assert flow.load(path, Toy).to_dict() == d
    with pytest.raises(SaveError):
        Toy.from_dict({**d, "actions": ["take n=9"]})
    with pytest.raises(SaveError):
        Toy.from_dict({**d, "options": {"players": 9, "seed": 9}})


# ---------------------------------------------------------------------- decks and scripted shuffles
def test_scripted_and_forced_shuffles():
    rng = Rng(1)
    cards = ["a", "b", "c", "d", "e"]
    rng.script("shuffle", D.stack(cards, top=["e", "b"]))
    D.shuffle(rng, cards)
    assert D.top(cards, 2) == ["e", "b"]
    D.put_on_top(cards, ["x", "y"])
    assert D.draw(cards) == "x" and D.draw(cards) == "y"
    assert fits("shuffle", [2, 0, 1]) and not fits("shuffle", [0, 0]) and not fits("shuffle", 3)
    with pytest.raises(ChanceError):
        rng.script("shuffle", [1, 1])
    with pytest.raises(ChanceError, match="of 3 cards"):
        Rng(1, {0: [0, 1]}).order(3)
    with pytest.raises(ChanceError):
        D.stack(["a"], top=["z"])
    r = Rng(5)
    r.trace = []
    D.shuffle(r, ["p", "q", "r"])
    D.shuffle(r, ["only"])                 # one card: no draw
    assert r.draws == 1 and r.trace[0][0] == "shuffle"


# ---------------------------------------------------------------------- the content reader
def test_content_reader_names_file_card_and_field(tmp_path):
    (tmp_path / "cards.toml").write_text(
        '[[card]]\nid = "a1"\nname = { en = "A" }\ncount = 12\ncolour = "red"\n', encoding="utf-8")
    f = File(str(tmp_path), "cards.toml")
    t = f.tables("card")[0]
    assert t.id() == "a1"
    with pytest.raises(ContentError, match="cards.toml: card 'a1', field 'name': needs a non-empty ru"):
        t.text("name")
    with pytest.raises(ContentError, match="field 'count': 12 is out of range 1..9"):
        t.int("count", lo=1, hi=9)
    with pytest.raises(ContentError, match="field 'colour': unknown field"):
        t.done()
    with pytest.raises(ContentError, match="cards.toml: card '-', field 'deck': no"):
        f.tables("deck")
    bad = Table("x.toml", {"id": "Bad Id"}, "?")
    with pytest.raises(ContentError, match="x.toml: card '\\?', field 'id'"):
        bad.id()
    with pytest.raises(ContentError, match="missing"):
        File(str(tmp_path), "nope.toml")


# ---------------------------------------------------------------------- the registry
def test_registry_lists_every_game_with_the_common_api():
    assert games.ids() == ["colony", "raxxon", "mall", "factions"]
    for gid in games.ids():
        e = games.get(gid)
        g = e.new_game(e.options(players=max(e.players[0], 3) if gid != "raxxon" else 1, seed=1))
        assert isinstance(g, e.Game) and g.pending is not None
        assert e.Action.parse(g.legal_actions()[0].text) == g.legal_actions()[0]
        assert e.load_content() is not None
        bot = e.bot("random", g, g.pending.seat, 1)
        assert bot.choose(None, g.legal_actions()) in g.legal_actions()
    with pytest.raises(ValueError, match="unknown game"):
        games.get("chess")


def test_sim_dispatches_by_game_id():
    from rules.sim import _other_game
    assert _other_game(["--game", "raxxon", "--games", "2"]) == "raxxon"
    assert _other_game(["--game=raxxon"]) == "raxxon"
    assert _other_game(["--game", "colony"]) is None and _other_game([]) is None
    assert os.path.exists(os.path.join(os.path.dirname(games.__file__), "raxxon", "sim.py"))


def test_invariant_helpers_find_a_card_twice_missing_or_unknown_and_a_leaking_view():
    """rules/core/invariants.py, shared by every game's invariants: each card in one zone; no
    view shows what its seat may not see."""
    from rules.core.invariants import once, view_leaks
    out: list = []
    once("items", {"hand": ["a", "b"], "deck": ["b", "x"]}, {"a", "b", "c"}, out)
    assert any("more than one zone" in p and "'b'" in p for p in out)
    assert any("missing" in p and "'c'" in p for p in out)
    assert any("unknown items" in p and "'x'" in p for p in out)
    clean: list = []
    once("items", {"hand": ["a"], "deck": ["b"]}, {"a", "b"}, clean)
    assert clean == []

    class Table:
        def view(self, seat):
            return {"hand": ["card.1"] if seat == 0 else ["card.2"], "note": "card.2x"}

        def public_view(self):
            return {"count": 2}

    leaks: list = []
    view_leaks(Table(), 2, lambda g, seat: {"card.1", "card.2"} - ({f"card.{seat + 1}"}
                                                                  if seat is not None else set()),
               leaks)
    assert leaks == []
    view_leaks(Table(), 2, lambda g, seat: {"card.1", "card.2"}, leaks)
    assert leaks == ["the view of seat 0 shows the hidden card card.1",
                     "the view of seat 1 shows the hidden card card.2"]


def test_simulator_player_counts_read_a_count_a_range_or_a_list():
    """rules/core/sim.py: `--players 4`, `2..5`, `2-5`, `1,3`; anything else is a ValueError."""
    import pytest

    from rules.core.sim import counts
    assert counts("4") == [4]
    assert counts("2..5") == counts("2-5") == [2, 3, 4, 5]
    assert counts("1,3") == [1, 3]
    for bad in ("", "x", "2..", "1..2..3"):
        with pytest.raises(ValueError):
            counts(bad)


def test_content_reader_nested_tables_ids_and_defaults(tmp_path):
    """Issue 8: what colony needs of the core reader — ids unique across files, nested tables
    named by their place in the card, defaults given as they are, ``fail`` and ``done(known)``."""
    (tmp_path / "a.toml").write_text('[[card]]\nid = "x1"\n', encoding="utf-8")
    (tmp_path / "b.toml").write_text(
        '[[card]]\nid = "x1"\n[[card]]\nid = "x2"\nab = { cost = 9, ops = [{ op = "a" }, 3] }\n',
        encoding="utf-8")
    ids: set = set()
    with File(str(tmp_path), "a.toml", ids=ids) as f:
        assert [t.id() for t in f.tables("card")] == ["x1"]
    b = File(str(tmp_path), "b.toml", ids=ids)
    first, second = b.tables("card")
    with pytest.raises(ContentError, match="b.toml: card 'x1', field 'id': used twice"):
        first.id()
    assert second.id() == "x2" and ids == {"x1", "x2"}
    assert second.int("size", default=None) is None           # absent: the default, unchecked
    assert second.choice("colour", ("red",), default=None) is None
    assert second.list("tags", default=()) == ()
    ab = second.sub("ab", nested=True)
    with pytest.raises(ContentError, match="field 'ab.cost': 9 is out of range 0..6"):
        ab.int("cost", lo=0, hi=6)
    ops = ab.raw("ops")
    op = ab.child(ops[0], "ops[0]")
    assert op.choice("op", ("a", "b")) == "a"
    with pytest.raises(ContentError, match="field 'ab.ops\\[1\\]': each op is a table"):
        ab.child(ops[1], "ops[1]", "each op is a table")
    with pytest.raises(ContentError, match="field 'ab.ops\\[0\\].x': no"):
        op.fail("x", "no")
    with pytest.raises(ContentError, match="field 'ab.ops\\[1\\]': 'c' is not one of a, b"):
        ab.one_of(("a", "b"))("c", "ops[1]")
    t = Table("c.toml", {"a": 1, "b": 2}, "k", "side")
    assert t.int("a") == 1
    with pytest.raises(ContentError, match="c.toml: card 'k', field 'side.b': unknown field; allowed: a"):
        t.done(known=True)
    (tmp_path / "c.toml").write_text('extra = 1\n[[card]]\nid = "y"\n', encoding="utf-8")
    c = File(str(tmp_path), "c.toml")
    c.tables("card")
    with pytest.raises(ContentError, match="field 'extra': unknown top-level key; expected \\[\\[card"):
        c.done(known=True)


def test_stopped_at_shows_the_table_at_an_event_and_leaves_the_game_alone():
    """FlowGame.stopped_at: a copy rebuilt from the options and actions, stopped just after the
    first matching event (mid-action); the game itself is untouched (issue 14: the evacuation
    table shows the table as the day ended behind its step-by-step End of day)."""
    from rules import games
    from rules.core.play import play_out
    entry = games.get("raxxon")
    for seed in range(1, 30):   # the first heuristic medium game that sees a day end
        g = entry.new_game(entry.options(players=2, seed=seed, difficulty="medium"))
        play_out(g, {i: entry.bot("heuristic", g, i, seed) for i in range(2)})
        ends = [e for r in g.history for e in r.events if e.kind == "end_of_day"]
        if ends:
            break
    assert ends, "no game saw a day end"
    before = g.to_dict()
    day = ends[0].data["day"]
    at = g.stopped_at(lambda e: e.kind == "end_of_day" and e.data.get("day") == day)
    assert at is not None and at.pending is None
    assert at.public_view()["day"] == day
    # nothing of the end of the day has happened yet: the crowd is still on the table
    assert at.public_view()["crowd"] and at.public_view()["phase"] != "gather"
    assert g.to_dict() == before
    assert g.stopped_at(lambda e: e.kind == "no such event") is None


def test_the_engines_dice_draw_the_standard_librarys_stream():
    """DESIGN.md determinism: ``Rng`` draws its d6, exposure, picks and shuffles with
    ``getrandbits`` the way ``random.Random`` does (issue 18, engine speed), so seeded games,
    saves and replays written before keep playing the same; if a Python release ever draws
    differently, this fails before any save does."""
    import random

    from rules.core.rng import EXPOSURE_FACES, Rng
    for seed in range(40):
        ours, lib = Rng(seed), random.Random(seed)
        for n in (1, 2, 5, 6, 12, 13, 64, 100, 1000):
            assert ours.d6() == lib.randint(1, 6)
            assert ours.exposure() == EXPOSURE_FACES[lib.randrange(12)]
            assert ours.pick(n) == lib.randrange(n)
            deck, twin = list(range(n)), list(range(n))
            ours.shuffle(deck)
            lib.shuffle(twin)
            assert deck == twin
        assert ours.pick(1 << 40) == lib.randrange(1 << 40)   # and go on in step
