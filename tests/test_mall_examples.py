"""The worked examples of shared/spec/mall.md (M-12), one test each (EX-M-1 … EX-M-6). The
spec's colours are mapped onto seats (its blue and red are two seats, its green a third); the
positions come from the public builder."""
from __future__ import annotations

from test_mall_helpers import BLUE, GREEN, ORANGE, SKY, cards, events, pc, pos, vote_all

from rules.mall import actions as A

# two equal crowds elsewhere keep the extra zombies of M-7.18 / M-7.19 out of the examples
ELSEWHERE = {pc(2, "star"): 5, pc(2, "bouncer"): 5, pc(3, "negotiator"): 5}


def test_ex_m_1_defence_with_the_strong_character():
    """EX-M-1 (M-8.1, M-8.2, M-9.1): Pop Star + Bouncer (one seat) and a Negotiator (another):
    defence 3 + 1 = 4. 3 zombies stay; 4 break in, and a Fire Axe killing 2 leaves 2 (< 4):
    nobody is eaten."""
    where = {pc(0, "star"): 3, pc(0, "bouncer"): 3, pc(1, "negotiator"): 3, **ELSEWHERE}
    g = pos(phase="F", where=where, zombies={3: 3})
    assert g.defence(3) == 4
    assert [e.data["at"] for e in events(g, "held")] == [3]
    assert g.zombies[3] == 3 and not events(g, "eaten")

    g = pos(phase="F", where=where, zombies={3: 4}, hands={0: cards("weapon")})
    assert [e.data["at"] for e in events(g, "breach")] == [3]
    assert (g.pending.seat, g.pending.kind) == (0, "cards")
    g.apply(A.play("axe.1", kill=2))
    assert g.zombies[3] == 2
    assert [e.data["at"] for e in events(g, "held_off")] == [3]
    assert not events(g, "eaten") and g.where[pc(0, "star")] == 3


def test_ex_m_2_vote_and_repeat_vote():
    """EX-M-2 (M-6): at the Control Room sky has Pop Star + Negotiator (2 + 1 = 3 votes), green
    a Bouncer and 2 Intimidate cards (1 + 2 = 3). Each votes for itself: a tie. In the repeat
    vote orange (nobody there) has 1 vote and gives it to green: green 4, sky 3, green leads."""
    where = {pc(1, "star"): 2, pc(1, "negotiator"): 2, pc(2, "bouncer"): 2,
             pc(0, "star"): 3, pc(0, "bouncer"): 3, pc(0, "negotiator"): 3, pc(0, "intern"): 3,
             pc(1, "bouncer"): 5, pc(1, "intern"): 5,
             pc(2, "star"): 4, pc(2, "negotiator"): 4, pc(2, "intern"): 4}
    g = pos(3, phase="B", where=where, hands={2: cards("threat", 2)}, leader=0)
    assert (g.pending.seat, g.pending.kind) == (2, "cards")
    g.apply(A.play(cards("threat")[0]))
    g.apply(A.play(cards("threat", 1, skip=1)[0]))
    assert g.pending.kind == "vote"
    vote_all(g, {1: SKY, 2: GREEN})
    first, = [e for e in events(g, "vote_tally") if e.data["round"] == 1]
    assert dict(map(tuple, first.data["tally"])) == {SKY: 3, GREEN: 3}
    assert events(g, "vote_tied")
    assert g.pending.kind == "vote" and g.pending.seat == 0      # orange votes in the repeat
    vote_all(g, {0: GREEN, 1: SKY, 2: GREEN})
    second, = [e for e in events(g, "vote_tally") if e.data["round"] == 2]
    assert dict(map(tuple, second.data["tally"])) == {SKY: 3, GREEN: 4}
    assert g.leader == 2 and g.elected


def test_ex_m_3_car_park():
    """EX-M-3 (M-8.6): 3 zombies at the Car Park, 2 characters there: 2 votes, 2 characters
    eaten; the zombies leave at the end of the turn."""
    where = {pc(0, "bouncer"): 1, pc(1, "bouncer"): 1,
             pc(0, "star"): 3, pc(0, "negotiator"): 3, pc(1, "star"): 5, pc(1, "negotiator"): 5,
             pc(2, "star"): 4, pc(2, "bouncer"): 4}
    g = pos(phase="F", where=where, zombies={1: 3})
    vote_all(g, {0: SKY, 1: SKY})       # the second vote has one candidate left
    assert [e.data["piece"] for e in events(g, "eaten")] == [pc(1, "bouncer"), pc(0, "bouncer")]
    assert len(events(g, "ballots_revealed")) == 1 and len(events(g, "vote_unopposed")) == 1
    assert g.zombies[1] == 0 and events(g, "parking_cleared")[0].data["zombies"] == 3


def test_ex_m_4_helipad():
    """EX-M-4 (M-8.4, OPEN-M-15): defence 6 on the Helipad (4 characters, 2 Bouncers) and 4
    zombies: they break in; 3 zombies against 2 characters (defence 2) break in too."""
    crowd = {pc(2, "star"): 3, pc(2, "bouncer"): 3, pc(3, "star"): 3, pc(3, "bouncer"): 3}
    g = pos(phase="F", zombies={4: 4}, where={
        pc(0, "star"): 4, pc(0, "bouncer"): 4, pc(1, "star"): 4, pc(1, "bouncer"): 4, **crowd})
    assert g.defence(4) == 6
    assert [(e.data["at"], e.data["zombies"], e.data["defence"]) for e in events(g, "breach")] \
        == [(4, 4, 6)]
    g = pos(phase="F", zombies={4: 3}, where={
        pc(0, "star"): 4, pc(1, "negotiator"): 4, pc(2, "star"): 3, pc(2, "negotiator"): 3,
        pc(3, "negotiator"): 5})
    assert [(e.data["at"], e.data["defence"]) for e in events(g, "breach")] == [(4, 2)]


def test_ex_m_5_extra_zombies():
    """EX-M-5 (M-7.18, M-7.19): 4 characters at the Control Room and 4 at the Cinema: a tie, no
    extra zombie for the crowd; 2 Pop Stars at the Food Court, 1 elsewhere: 1 extra zombie
    there."""
    where = {pc(0, "bouncer"): 2, pc(0, "negotiator"): 2, pc(1, "bouncer"): 2,
             pc(1, "negotiator"): 2,
             pc(2, "bouncer"): 5, pc(2, "negotiator"): 5, pc(3, "bouncer"): 5,
             pc(3, "negotiator"): 5,
             pc(0, "star"): 3, pc(1, "star"): 3, pc(2, "star"): 4}
    g = pos(phase="F", where=where)
    assert [e.data["why"] for e in events(g, "no_extra_zombie")] == ["crowd"]
    assert [(e.data["why"], e.data["at"]) for e in events(g, "extra_zombie")] == [("star", 3)]
    assert g.zombies == {1: 0, 2: 0, 3: 1, 4: 0, 5: 0}


def test_ex_m_6_scoring():
    """EX-M-6 (M-11.3): orange keeps Pop Star + Negotiator = 10, sky Bouncer + Negotiator = 8:
    orange wins (here the fifth survivor is eaten at the Car Park, M-11.2)."""
    where = {pc(0, "star"): 3, pc(0, "negotiator"): 3, pc(1, "bouncer"): 5,
             pc(1, "negotiator"): 5, pc(2, "negotiator"): 1}
    g = pos(phase="F", where=where, zombies={1: 1})
    assert g.outcome is not None and g.outcome.reason == "few_left"
    assert g.scores == {0: 10, 1: 8, 2: 0, 3: 0}
    assert g.outcome.winners == (0,)
    assert events(g, "game_over")[0].data["winners"] == [0]
    assert ORANGE and BLUE      # the colours the spec's example calls blue and red
