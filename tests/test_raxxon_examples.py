"""The worked examples of shared/spec/raxxon.md (R-17), one test each (EX-R-1 … EX-R-6)."""
from __future__ import annotations

from raxxon_helpers import C, action, apply, build, cards, cell, events, grid, make_content, plain, solo

from rules.raxxon import crowd as K
from rules.raxxon.game import Options


def dud_raxxon() -> str:
    """A Raxxon card whose trigger does not hold at influence 0 (it goes unactivated)."""
    return next(r.id for r in C.raxxon.values()
                if any(c.name == "influence" and (c.at_least or 0) >= 4 for c in r.when))


def answer_until(g, kind: str, limit: int = 30):
    """Answer every other decision with its first legal action until ``kind`` is asked."""
    for _ in range(limit):
        if g.pending is None or g.pending.kind == kind:
            return
        g.apply(g.legal_actions()[0])
    raise AssertionError(f"{kind} was never asked")


def test_ex_r_1_adjacency_rows_and_gaps():
    """EX-R-1 (R-5.4–R-5.6): centre 4 neighbours, edge 3, corner 2, diagonals not adjacent; with
    the top-middle card gone the top corners are not adjacent yet still one row of 2, and the
    centre touches 3."""
    crowd = {(r, c): f"x{r}{c}" for r in range(3) for c in range(3)}
    assert len(K.adjacent(crowd, (1, 1))) == 4
    assert len(K.adjacent(crowd, (0, 1))) == 3
    assert len(K.adjacent(crowd, (0, 0))) == 2
    assert (0, 0) not in K.adjacent(crowd, (1, 1))
    del crowd[(0, 1)]
    assert (0, 2) not in K.adjacent(crowd, (0, 0))
    assert K.rows(crowd)[0] == [(0, 0), (0, 2)]
    assert len(K.adjacent(crowd, (1, 1))) == 3
    assert K.cols(crowd)[1] == [(1, 1), (2, 1)]


def _carriers():
    """Three cards of the type with a count-2 Raxxon and a count-3 End-of-day symbol (EX-R-2:
    the spec's Carrier)."""
    for t in C.types:
        ids = [c.id for c in C.citizens.values() if c.type == t
               and (2, ("raxxon",)) in c.on_reveal and (3, ("end_day",)) in c.on_reveal]
        if len(ids) >= 3:
            return ids[:3]
    raise LookupError("no Carrier-like type")


def test_ex_r_2_reveal_with_a_count_symbol():
    """EX-R-2 (R-10.2, S2, S6, S9): a second Carrier revealed counts 2 and draws a Raxxon card; a
    third counts 3 and its End of day ends the player actions phase at once."""
    a, b, c = _carriers()
    content = make_content(action("spot", "special", "reveal", [["influence"], ["influence"]], count=1))
    rest = plain(6, "healthy")
    g = solo(content, crowd={(0, 0): (a, "up"), (0, 1): b, (0, 2): c,
                             **{(1 + i // 3, i % 3): x for i, x in enumerate(rest)}},
             raxxon_deck=[dud_raxxon()], citizen_deck=plain(3, "healthy", exclude=rest),
             infection_deck=cards(5, health="infected", exclude=[a, b, c]))
    rec = apply(g, "act action=spot", cell(0, 1))
    trig = events(rec, "count_trigger")
    assert [(e.data["card"], e.data["count"]) for e in trig] == [(b, 2)]
    assert events(rec, "raxxon_drawn"), "the count-2 effect draws a Raxxon card"
    assert g.pending.kind == "consequence" and g.day == 1
    rec = apply(g, "go", "act action=spot", cell(0, 2))
    assert [(e.data["card"], e.data["count"]) for e in events(rec, "count_trigger")] == [(c, 3)]
    assert events(rec, "end_day_symbol") and events(rec, "end_of_day")
    assert g.outcome is None and g.day == 2, "the phase ended at once and the next day began"


def test_ex_r_3_a_turn_with_three_tokens():
    """EX-R-3 (R-7.1–R-7.7): with two Targeted-strike tokens and one Quarantine token the turn
    applies: add, add, reveal, Raxxon card; the tokens stay; the chosen crowd control swaps a
    healthy Dependent with an infected Glutton; its new token's consequence waits for next turn,
    when all four apply."""
    side = C.characters["varga"].sides["1-2"]
    strike = next(a for a in side.actions if a.family == "attack")
    ward = next(a for a in side.actions if a.family == "quarantine")
    control = next(a for a in side.actions if a.family == "crowd_control")
    assert strike.slots[:2] == (("add",), ("add",)) and ward.slots[0] == ("reveal", "raxxon")
    burden = cards(type="dependent", kill=False, reveal=False)[0]
    metabola = cards(type="glutton")[0]
    rest = cards(7, health="healthy", reveal=False, exclude=[burden])
    crowd = {(0, 0): (burden, "up"), (2, 2): (metabola, "up")}
    free = [(r, c) for r in range(3) for c in range(3) if (r, c) not in crowd]
    crowd.update(dict(zip(free, rest, strict=True)))
    g = build(Options(players=1, seed=3), board="varga", crowd=crowd,
              tokens={strike.id: 2, ward.id: 1}, raxxon_deck=[dud_raxxon()],
              citizen_deck=cards(4, health="healthy", exclude=rest + [burden]))
    applied = []
    while g.pending.kind != "action":
        if g.pending.kind == "consequence":
            rec = g.apply("go")
            applied += [e.data["symbols"] for e in events(rec, "consequence")]
        else:
            g.apply(g.legal_actions()[0])
    assert applied == [["add"], ["add"], ["reveal", "raxxon"]]
    assert [e.kind for e in events(g) if e.kind in ("added", "revealed", "raxxon_drawn")] == \
        ["added", "added", "revealed", "raxxon_drawn"]
    assert g.tokens[0] == {strike.id: 2, ward.id: 1}, "R-7.2: the tokens stay"
    rec = apply(g, f"act action={control.id}", cell(0, 0), cell(2, 2))
    assert g.crowd[(0, 0)] == metabola and g.crowd[(2, 2)] == burden
    if g.pending.kind == "turn_down":
        rec = g.apply("done")
    assert g.tokens[0][control.id] == 1, "R-7.6: a token in the leftmost empty slot"
    assert not events(rec, "consequence"), "R-7.7: the new token is not applied this turn"
    asked = 0
    while g.pending.kind != "action":
        if g.pending.kind == "consequence":
            asked += 1
            g.apply("go")
        else:
            g.apply(g.legal_actions()[0])
    assert asked == 4, "next turn all four tokens apply"


def test_ex_r_4_spread_of_infection_capped_at_four():
    """EX-R-4 (R-13.2, R-15.2): 4 infected cards in the crowd and the uncontrolled quarantine move
    4 infection cards; 6 move only 4; needing 4 with 3 left loses on the fourth."""
    content = make_content(action("hit", "attack", "attack", [["add"]], count=1))
    sick = cards(10, health="infected")
    well = plain(5, "healthy")
    g = solo(content, crowd=grid(sick[:3] + well[:2]),
             uncontrolled=sick[3:4], infection_deck=sick[4:10])
    apply(g, "pass", "pass")
    assert [e.data["count"] for e in events(g, "spread")] == [4]
    assert len(events(g, "infected")) == 4 and len(g.infection_deck) == 2
    g = solo(content, crowd=grid(sick[:5] + well[:1]),
             uncontrolled=sick[5:6], infection_deck=sick[6:10])
    apply(g, "pass", "pass")
    spread = events(g, "spread")[0].data
    assert spread["infected"] == 6 and spread["count"] == 4 and not g.infection_deck
    g = solo(content, crowd=dict(zip([(0, 0), (0, 1), (0, 2), (1, 0)], sick[:4], strict=True)),
             infection_deck=sick[4:7])
    apply(g, "pass", "pass")
    assert len(events(g, "infected")) == 3
    assert g.outcome is not None and g.outcome.reason == "outbreak"


def test_ex_r_5_board_refresh_removes_every_token():
    """EX-R-5 (R-13.5): a board with 4 tokens at End of day is cleared."""
    side = C.characters["varga"].sides["1-2"]
    strike = next(a for a in side.actions if a.family == "attack")
    ward = next(a for a in side.actions if a.family == "quarantine")
    g = build(Options(players=2, seed=2), boards=["varga", "lisk"],
              tokens=[{strike.id: 2, ward.id: 2}, {}],
              crowd={(0, 0): plain(1, "healthy")[0]})
    assert sum(g.tokens[0].values()) == 4
    apply(g, "pass", "pass")
    cleared = [e.data for e in events(g, "tokens_cleared")]
    assert {"seat": 0, "count": 4, "why": "end_of_day"} in cleared
    assert g.tokens == [{}, {}]


def test_ex_r_6_next_first_player():
    """EX-R-6 (R-13.6): A, B, C clockwise; B took the last turn, then everyone passed: C is the
    first player of the next day."""
    content = make_content(action("hit", "attack", "attack", [["influence"]], count=1),
                           extra={}, cid="tester")
    content = make_content(action("hit", "attack", "attack", [["influence"]], count=1),
                           extra={"tester2": content.characters["tester"],
                                  "tester3": content.characters["tester"]})
    well = plain(3, "healthy")
    g = build(Options(players=3, seed=4), boards=["tester", "tester2", "tester3"], first=0,
              crowd={(0, 0): well[0], (0, 1): well[1], (0, 2): well[2]}, content=content)
    assert g.pending.seat == 0
    g.apply("pass")                                   # A passes
    assert g.pending.seat == 1
    apply(g, "act action=look", cell(0, 0))          # B explores
    assert g.pending.seat == 2
    g.apply("pass")                                   # C passes
    assert g.pending.seat == 1
    g.apply("pass")                                   # B passes: the day ends
    assert g.day == 2 and g.first == 2
    assert g.pending.seat == 2
