"""Issue 14, "Rules found from outside": three points where the engine had drifted from seed 004
(the Russian rulebook) — Explore always available (R-7.5), the crowd's 6-card lines and complete
rows (R-5.2/OPEN-R-3, R-5.7/OPEN-R-5), no day-limit ending (R-4.2, R-15) — and a fourth found
later: any action with an empty slot may be chosen, even with nothing to act on (R-7.6). Each
test here fails against the engine before its fix; docs/decisions.md gives the rulings."""
from __future__ import annotations

import pytest
from raxxon_helpers import C as CONTENT
from raxxon_helpers import action, apply, build, cards, cell, events, make_content, solo

from rules.raxxon import crowd as K
from rules.raxxon.bots import RandomBot
from rules.raxxon.game import DAY_LIMIT, REASONS, Options, new_game
from rules.raxxon.invariants import problems

HIT = action("hit", "attack", "attack", [["influence"], ["influence"], ["influence"]], count=1)
ADD = action("hit", "attack", "attack", [["add"]], count=1)
# an action it cannot take with healthy cards only (it needs a face-up infected card)
WARD = action("ward", "quarantine", "quarantine", [["influence"]], count=1)
WELL = cards(12, health="healthy", reveal=False)
SICK_IDS = cards(10, health="infected")


def two(*actions):
    content = make_content(*actions)
    content.characters["t2"] = content.characters["tester"]
    return content


def texts(g) -> list:
    return [a.text for a in g.legal_actions()]


# ---------------------------------------------------------------------- Explore
def test_r_7_5_explore_always_offered_with_nothing_new_to_see():
    """R-7.5 (seed 004: the Explore action "всегда доступно для выбора"), R-6.2: in a 2-player day
    a seat that has seen every face-down card and whose other action has nothing to act on may
    still Explore, so it is not forced to pass and sit out the day (nor to spend a token on
    nothing, R-7.6). The Explore looks at nothing new: nothing is asked, no card is named, the
    seat stays in the day."""
    g = build(Options(players=2, seed=1), boards=["tester", "t2"], content=two(WARD),
              crowd={(0, 0): WELL[0], (0, 1): (WELL[1], "up")}, known={0: [WELL[0]]},
              infection_deck=SICK_IDS[:3])
    assert g.pending.seat == 0 and g.pending.kind == "action"
    assert texts(g) == ["pass", "act action=look", "act action=ward"]
    assert g.pending.info["idle"] == ["ward"], "R-7.6: offered, with nothing to act on"
    rec = g.apply("act action=look")
    assert not events(rec, "peeked") and not events(rec, "explored")
    assert g.known[0] == {WELL[0]} and g.tokens[0] == {}
    assert g.pending.seat == 1 and 0 not in g.passed, "a turn taken, not a pass"
    g.apply("act action=look")                 # seat 1 has not seen it: the one card is shown
    assert g.known[1] == {WELL[0]}
    assert g.pending.seat == 0 and texts(g) == ["pass", "act action=look", "act action=ward"]
    apply(g, "act action=look", "pass")        # seat 0 waits again; seat 1 passes
    assert g.pending.seat == 0 and g.day == 1, "seat 0 is still in the day"


@pytest.mark.parametrize("crowd", [{}, {(0, 0): (WELL[0], "up"), (0, 1): (WELL[1], "up")}],
                         ids=["empty crowd", "all face up"])
def test_r_7_5_explore_with_no_face_down_card_is_a_turn_that_changes_nothing(crowd):
    """R-7.5, R-16.3: with no face-down card at all (solo, after the first pass cleared the board)
    Explore is still offered; it looks at nothing, changes nothing and the next turn begins."""
    g = solo(make_content(HIT), crowd=crowd, infection_deck=SICK_IDS[:3])
    g.apply("pass")                             # the first solo pass
    assert "act action=look" in texts(g)
    def state():
        return {k: v for k, v in g.state_dict().items() if k not in ("pending", "last_turn")}
    before = state()
    rec = g.apply("act action=look")
    assert [e.kind for e in rec.events] == ["action", "turn"]
    assert state() == before and g.last_turn == 0, "only the last turn's seat is new (R-13.6)"
    assert g.pending.kind == "action" and g.day == 1


def test_r_7_5_a_line_explore_with_nothing_new_asks_for_no_line():
    """R-7.5: an Explore of a row or column (the ``peek_line`` kind) is offered too when the seat
    has nothing new to look at; it asks for no line."""
    scan = action("scan", "explore", "peek_line", [["influence"]], max=3)
    g = solo(make_content(scan), crowd={(0, 0): WELL[0], (0, 1): (WELL[1], "up")},
             known={0: [WELL[0]]}, infection_deck=SICK_IDS[:3])
    assert "act action=scan" in texts(g)
    rec = g.apply("act action=scan")
    assert not events(rec, "peeked") and g.pending.kind == "consequence"


# ---------------------------------------------------------------------- R-5.7 / OPEN-R-5
def test_r_5_7_open_r_5_a_row_with_gaps_may_span_more_than_six_cells():
    """R-5.7, OPEN-R-5, R-5.5 (seed 004: "Нельзя выкладывать карту так, чтобы в ряду или колонке
    толпы оказалось больше 6 карт"; a line is not split by empty cells): the limit counts the
    cards of a row or column, not the cells it spans. A row of 6 cards over 7 cells is a legal
    crowd; its gap, though it touches 2 cards, takes no seventh card."""
    row = {(0, c): WELL[i] for i, c in enumerate((0, 1, 2, 4, 5, 6))}
    g = solo(make_content(ADD), crowd=row, citizen_deck=WELL[6:8], tokens={"hit": 1},
             infection_deck=SICK_IDS[:3])
    assert K.placements(g.crowd) and (0, 3) not in K.placements(g.crowd)
    assert all(abs(r) == 1 for r, _ in K.placements(g.crowd))
    g.apply("go")
    assert g.pending.kind == "place" and cell(0, 3) not in texts(g)
    assert cell(1, 6) in texts(g), "beside a card 7 cells from the other end of the row"


def test_r_5_7_open_r_5_an_added_card_may_widen_the_crowd_past_six_cells():
    """R-5.7, OPEN-R-5, R-11.2: with a row of 2 cards 6 cells apart, an added card may go at
    either end (the row then holds 3 cards over 7 cells)."""
    assert {(0, -1), (0, 6)} <= set(K.placements({(0, 0): "a", (0, 5): "b"}))
    g = solo(make_content(ADD), crowd={(0, 0): WELL[0], (0, 5): WELL[1]},
             citizen_deck=WELL[2:3], tokens={"hit": 1}, infection_deck=SICK_IDS[:3])
    g.apply("go")
    assert cell(0, 6) in texts(g) and cell(0, -1) in texts(g)
    g.apply(cell(0, 6))
    assert g.crowd[(0, 6)] == WELL[2] and problems(g) == []


def test_r_11_4_open_r_10_the_newcomer_must_touch_the_crowd():
    """R-11.2, R-11.4, OPEN-R-10: a full 6 × 6 block (every row and column at 6 cards) leaves no
    legal cell touching the crowd; the card is not drawn, rather than laid apart from it."""
    block = {(r, c): "x" for r in range(6) for c in range(6)}
    assert K.placements(block) == []
    assert K.fits(block, (6, 6)), "a lone cell off the corner breaks no line, yet touches nothing"
    with pytest.raises(ValueError, match="7 cards"):
        solo(make_content(ADD), crowd={(r, 0): WELL[r] for r in range(7)})


# ---------------------------------------------------------------------- R-5.2 / OPEN-R-3
def test_r_5_2_open_r_3_a_short_deck_deals_complete_rows_only():
    """R-5.2, OPEN-R-3 (seed 004: "Если в колоде не хватает карт для создания толпы, выкладывайте
    полноценные ряды карт, пока у вас не закончатся карты горожан"): only complete rows are dealt;
    the cards short of a row stay in the citizen deck."""
    assert K.grid(3, 3, 7) == [(r, c) for r in range(2) for c in range(3)]
    assert K.grid(3, 4, 5) == [(0, c) for c in range(4)]
    assert K.grid(3, 3, 2) == [] and K.grid(4, 4, 40) == [(r, c) for r in range(4) for c in range(4)]
    g = solo(make_content(HIT), crowd={}, citizen_deck=WELL[:4], infection_deck=SICK_IDS[:5])
    apply(g, "pass", "pass", "character id=tester")
    assert sorted(g.crowd) == [(0, 0), (0, 1), (0, 2)] and len(g.citizen_deck) == 1
    dealt = events(g, "crowd_dealt")[-1].data
    assert dealt["cells"] == [[0, 0], [0, 1], [0, 2]]
    g = build(Options(players=4, seed=2), boards=["holt", "lisk", "marsh", "reyes"], crowd={},
              citizen_deck=WELL[:6], infection_deck=SICK_IDS[:5])
    apply(g, "pass", "pass", "pass", "pass")
    assert sorted(g.crowd) == [(0, c) for c in range(4)] and len(g.citizen_deck) == 2


def test_r_5_2_open_r_3_a_deck_short_of_one_row_deals_no_crowd():
    """R-5.2, OPEN-R-3, R-11.3: a deck of 2 cards for rows of 3 deals nothing; the day is played
    with an empty crowd (Explore looks at nothing, R-7.5; an added citizen starts a new crowd)."""
    g = solo(make_content(ADD), crowd={}, citizen_deck=WELL[:2], infection_deck=SICK_IDS[:5])
    apply(g, "pass", "pass", "character id=tester")
    assert g.crowd == {} and len(g.citizen_deck) == 2 and g.day == 2
    assert texts(g) == ["pass", "act action=look", "act action=hit"]   # an empty slot
    assert g.pending.info["idle"] == ["hit"]


# ---------------------------------------------------------------------- an empty slot
def test_r_7_6_an_action_with_nothing_to_act_on_may_be_chosen_and_places_only_its_token():
    """R-7.6 (seed 004: «Любое другое действие можно выбрать, если рядом с ним есть хотя бы 1
    пустая клетка»): a quarantine with no face-up infected card is offered, named idle in the
    decision's public info; choosing it puts its token on the leftmost empty slot, asks nothing,
    changes no card, and its consequence is applied from the next turn (R-7.7)."""
    g = solo(two(WARD), crowd={(0, 0): WELL[0], (0, 1): (WELL[1], "up")},
             infection_deck=SICK_IDS[:3])
    assert texts(g) == ["pass", "act action=look", "act action=ward"]
    assert g.pending.public()["info"]["idle"] == ["ward"]
    before = dict(g.crowd), set(g.up)
    rec = g.apply("act action=ward")
    assert [e.kind for e in rec.events][:3] == ["token", "action", "idle"]
    assert g.tokens[0] == {"ward": 1} and (dict(g.crowd), set(g.up)) == before
    assert g.pending.kind == "consequence" and g.pending.info["action"] == "ward"
    g.apply("go")
    assert g.influence == 1, "its slot's cost is paid like any other token's"
    assert "act action=ward" not in texts(g), "a full action is still refused (R-7.6)"


@pytest.mark.parametrize("kind,crowd,params", [
    ("attack", {}, {}),
    ("airstrike", {}, {}),
    ("crackdown", {(0, 0): (WELL[0], "up")}, {}),
    ("quarantine", {(0, 0): WELL[0]}, {"from_uncontrolled": True}),
    ("evacuate", {(0, 0): (SICK_IDS[0], "up")}, {}),
    ("evacuate_line", {(r, c): WELL[3 * r + c] for r in range(3) for c in range(3)}, {"max": 2}),
    ("curfew", {(r, c): WELL[3 * r + c] for r in range(3) for c in range(3)}, {"max": 2}),
    ("reveal", {(0, 0): (WELL[0], "up")}, {}),
    ("triage", {(0, 0): (WELL[0], "up")}, {}),
    ("pickup", {}, {}),
    ("swap", {(0, 0): WELL[0]}, {"turn_down": "free"}),
], ids=lambda x: x if isinstance(x, str) else None)
def test_r_7_6_every_kind_with_nothing_to_act_on_is_offered_and_does_nothing(kind, crowd, params):
    """R-7.6 for every token action kind: with nothing to act on it is offered, idle, and
    choosing it changes no card and asks nothing more (the next question is the next turn's)."""
    g = solo(make_content(action("x", "special", kind, [["influence"]], **params)), crowd=crowd,
             infection_deck=SICK_IDS[5:8])
    assert "act action=x" in texts(g) and g.pending.info["idle"] == ["x"]
    before = dict(g.crowd), set(g.up), list(g.evacuated), list(g.discard)
    g.apply("act action=x")
    assert (dict(g.crowd), set(g.up), list(g.evacuated), list(g.discard)) == before
    assert g.tokens[0] == {"x": 1} and g.pending.kind == "consequence"


def test_r_7_6_a_swap_with_one_card_may_still_turn_it_face_down():
    """R-7.6 with a board that may also turn a card face down: one face-up card cannot be swapped,
    but the action is not idle — the card may be turned face down."""
    g = solo(make_content(action("x", "crowd_control", "swap", [["influence"]], turn_down="free")),
             crowd={(0, 0): (WELL[0], "up")}, infection_deck=SICK_IDS[5:8])
    assert "act action=x" in texts(g) and g.pending.info["idle"] == []
    g.apply("act action=x")
    assert g.pending.kind == "turn_down"
    g.apply(cell(0, 0))
    assert g.up == set() and g.crowd == {(0, 0): WELL[0]}


def test_r_7_6_resources_with_nothing_face_up_still_draws():
    """R-7.6, R-16.5: the resources action moves the face-up cards, then draws a Nordvale card
    (solo: or raises the influence); with nothing face up it is offered and is not idle — the
    draw still happens."""
    g = solo(make_content(action("x", "special", "resources", [["influence"]], count=2,
                                 resources=True)),
             crowd={(0, 0): WELL[0]}, infection_deck=SICK_IDS[5:8])
    assert "act action=x" in texts(g) and g.pending.info["idle"] == []
    g.apply("act action=x")
    assert g.pending.kind == "company"
    g.apply("company choice=influence")
    assert g.influence == 1 and g.crowd == {(0, 0): WELL[0]}


def test_r_7_6_idle_is_read_off_the_public_view_in_random_games():
    """R-7.6: what the decision calls idle is public — every seat's view and the public view
    carry it alike — and it agrees with the crowd each of them shows (no line short enough for a
    line action, no face-down card for a reveal, …) over random games of 1–4 players; a random
    bot choosing idle actions never meets a question with no answer."""
    checked = 0
    for players in (1, 2, 3, 4):
        for seed in (1, 2):
            g = new_game(Options(players=players, seed=seed, difficulty="medium"))
            bots = [RandomBot(seed * 7 + i) for i in range(players)]
            while g.pending is not None:
                d = g.pending
                if d.kind == "action":
                    pub = g.public_view()
                    assert pub["pending"]["info"]["idle"] == d.info["idle"]
                    side = g.side(d.seat)
                    for a in side.actions:
                        if a.slots and g.tokens[d.seat].get(a.id, 0) < len(a.slots):
                            assert (a.id in d.info["idle"]) == _idle_from_view(pub, a), (a.kind, pub["crowd"])
                            checked += 1
                g.apply(bots[d.seat].choose(None, g.legal_actions()))
            assert not g.crashed and not problems(g)
    assert checked > 200


def _idle_from_view(v, a) -> bool:
    """R-7.6 read off a public view: nothing for the action ``a`` to act on."""
    cards = {(x["r"], x["c"]): x for x in v["crowd"]}
    up = [x for x in cards.values() if x["up"]]
    down = len(cards) - len(up)
    lines = [len(cells) for _, _, cells in K.lines(cards)]
    sick_up = any(CONTENT.citizens[x["card"]].health == "infected" for x in up)
    k = a.kind
    if k in ("attack", "airstrike"):
        return not cards
    if k == "crackdown":
        return not sick_up
    if k == "quarantine":
        return not (sick_up or (a.from_uncontrolled and v["piles"]["uncontrolled"]))
    if k == "evacuate":
        return not (down or any(CONTENT.citizens[x["card"]].healthy for x in up))
    if k == "evacuate_line":
        return not any(n <= a.max + a.optional_extra for n in lines)
    if k == "curfew":
        return not any(n <= a.max for n in lines)
    if k in ("reveal", "triage", "pickup"):
        return not down
    if k == "swap":
        return len(cards) < 2 and not (a.turn_down != "no" and up)
    return False


# ---------------------------------------------------------------------- no day limit
def test_r_4_2_days_repeat_past_the_day_guard_which_is_no_ending():
    """R-4.2 ("days repeat until a win or a loss", R-15): the day guard is no ending — a game at
    the guard's day plays on; "exhausted" is no loss reason; only the invariants (the simulator,
    the tests) report a game past the guard, as a bug. Replaces test_day_limit_guard_ends_a_stalled
    _game, which asserted the old "exhausted" loss."""
    assert set(REASONS) == {"evacuated", "outbreak", "takeover"}
    g = solo(make_content(HIT), crowd={}, day=DAY_LIMIT, infection_deck=SICK_IDS[:2])
    assert problems(g) == []
    apply(g, "pass", "pass")
    assert g.outcome is None and g.day == DAY_LIMIT + 1 and g.pending.kind == "board"
    assert any("guard" in p for p in problems(g))


def test_r_4_2_r_15_the_longest_game_is_far_below_the_day_guard():
    """R-4.2, R-15.1–R-15.3: random games at every level and player count (Explore always on
    offer) and heuristic solo games all end by one of the three ends of R-15, the longest far
    below the guard (the simulator's 2,000-game soaks: docs/decisions.md)."""
    from rules.core.play import play_out
    from rules.raxxon import new_game
    from rules.raxxon.sim import play
    longest = 0
    for k in range(160):
        o = Options(players=1 + k % 4, seed=1000 + k,
                    difficulty=("intro", "medium", "hard", "expert")[k // 4 % 4])
        g = play_out(new_game(o), [RandomBot(k * 7 + i) for i in range(o.players)])
        assert g.outcome.reason in REASONS and problems(g, views=False) == []
        longest = max(longest, g.day)
    for s in range(12):
        g = play(Options(players=1, seed=s, difficulty=("intro", "expert")[s % 2]), "heuristic")
        assert g.outcome.reason in REASONS
        longest = max(longest, g.day)
    assert longest * 2 <= DAY_LIMIT
