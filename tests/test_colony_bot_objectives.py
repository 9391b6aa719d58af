"""Issue 7: heuristic bots that play the whole game — they plan for their own objective from
its goal conditions, a betrayer works against the Colony without showing it, and suspicion
follows the public evidence. The bots decide from ``view(seat)`` and ``legal_actions()``
(plus, when a table hands it over, the public log). Positions are built with the public
builder (``stage``, rules/colony/position.py): fixture survivors, cards and objectives."""
from __future__ import annotations

import ast
import json
import os
import time
from collections import Counter

from colony_helpers import content, fx_crisis, fx_item, fx_objective, new, person, stage

from rules.colony import actions as A
from rules.colony.bots import HeuristicBot, Situation
from rules.colony.bots.plan import Plan
from rules.colony.content import Cond
from rules.colony.game import Game, Options
from rules.core.records import Event

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cond(name: str, **args) -> Cond:
    return Cond(name, args)


def objective(c, oid: str, goal, kind: str = "secret") -> str:
    """A fixture objective with this goal in content ``c`` (the test's private copy)."""
    return fx_objective(c, oid, kind, goal, needs_main=kind == "secret")


def staged(c=None, players: int = 3, food: int = 20, hand=(), dice=(1, 2, 5), at: str = "colony",
           goal=None, oid: str = "fx.secret", kind: str = "secret", seats=None, **position):
    """The active seat (0) with one survivor ``fx.me`` at ``at`` (the Colony), a calm board,
    the given hand and dice and, with a ``goal``, the fixture objective ``oid`` (``kind``);
    the other seats each have a survivor out at a Location. ``seats``: more seat fields."""
    c = c if c is not None else content()
    seat = 0
    people = [person(c, seat, at, "fx.me", attack=4, search=4)]
    people += [person(c, other, ("police", "school", "library", "gas")[other % 4], f"fx.out{other}")
               for other in range(players) if other != seat]
    table = {i: dict((seats or {}).get(i, {})) for i in range(players)}
    table[seat] = {"hand": list(hand), "dice": list(dice), **table[seat]}
    if goal is not None:
        table[seat]["objective"] = objective(c, oid, goal, kind)
    g = stage(c, *people, players=players, food=food, morale=8, seats=table, **position)
    assert g.pending.seat == seat
    return g, seat


def own_turn(g: Game, seat: int, bot: HeuristicBot, limit: int = 40) -> list:
    """The bot's actions until it ends its turn (or it is someone else's decision). The
    EndTurn is returned, not applied: the board stays as the bot's turn left it, before the
    later turns and the Colony phase (which resolves the crisis and clears its pile)."""
    done = []
    while g.pending is not None and g.pending.seat == seat and len(done) < limit:
        a = bot.choose(g.view(seat), g.legal_actions())
        done.append(a)
        if isinstance(a, A.EndTurn):
            break
        g.apply(a)
    return done


# ------------------------------------------------------------------ the plan
def test_plan_reads_every_condition_of_the_vocabulary_generically():
    """No objective id in the bot: the plan is built from the README's conditions, new ones
    (``hand_kinds``, ``occupied``, ``lost``, ``colony_kills``) included, and ``not`` / ``any``
    are read as ranges."""
    c = content()
    g, seat = staged(c, hand=[fx_item(c, "fx.w1", "weapon")])
    bot = HeuristicBot(g.content)
    s = Situation(bot, g.view(seat))
    plan = Plan(s, [
        cond("hand_symbol", symbol="weapon", min=2),
        cond("hand_kinds", min=4),
        cond("equipped", symbol="tools", min=1),
        cond("survivors", where="school", min=1),
        cond("survivors", where="colony", max=1),
        cond("not", cond=(cond("wounded", min=1),)),
        cond("any", cond=(cond("kills", min=3), cond("colony_kills", min=10))),
        cond("occupied", min=4),
        cond("lost", max=3),
        cond("most", of="survivors"),
        cond("main_complete", value=False),
    ], True)
    assert plan.keep["weapon"] == 2 and plan.kinds == 4 and plan.equip["tools"] == 1
    assert plan.stand == {"school": 1} and plan.cap == {"colony": 1}
    assert plan.unhurt and plan.main is False
    assert plan.kills == 3   # of the two alternatives, the one nearer to being met
    assert plan.survivors == 2   # strictly more than the others' one survivor each
    table = {(t.name, t.lo, t.hi) for t in plan.table}
    assert ("occupied", 4, None) in table and ("lost", None, 3) in table
    assert plan.seek["weapon"] > 0
    assert not plan.met()


def test_a_hand_condition_reserves_cards_by_symbol():
    g, seat = staged()
    s = Situation(HeuristicBot(g.content), g.view(seat))
    plan = Plan(s, [cond("hand_symbol", symbol="fuel", min=2), cond("hand_kinds", min=3)], True)
    syms = Counter({"fuel": 3, "food": 1, "tools": 1})
    assert plan.spendable(syms, 5, "fuel")        # the third fuel card is spare
    assert not plan.spendable(Counter({"fuel": 2, "food": 1, "tools": 1}), 4, "fuel")
    assert not plan.spendable(syms, 5, "food")     # one of three kinds
    assert plan.spendable(Counter({"fuel": 2, "food": 2, "tools": 1}), 5, "food")


# ------------------------------------------------------------------ keeping cards
ARMOURY = [cond("hand_symbol", symbol="weapon", min=2)]


def _weapon_crisis_with(hand_weapons: int, oid: str = "fx.secret.armoury", goal=ARMOURY):
    c = content()
    cards = [fx_item(c, f"fx.weapon{k}", "weapon") for k in range(hand_weapons)]
    cards.append(fx_item(c, "fx.book", "education"))
    g, seat = staged(c, hand=cards, oid=oid, goal=goal, crisis=fx_crisis(c, "weapon"))
    return g, seat, cards


def test_bot_keeps_the_cards_its_secret_needs_off_the_crisis():
    """The crisis asks for weapons and the bot holds exactly the two its secret counts: it keeps
    them (the crisis is the Colony's loss, the secret is the bot's win)."""
    g, seat, cards = _weapon_crisis_with(2)
    own_turn(g, seat, HeuristicBot(g.content))
    assert sum(1 for c in g.seats[seat].hand if g.card_def[c].symbol == "weapon") == 2
    assert not any(c for c, who in g.crisis_pile if who == seat)


def test_bot_gives_the_crisis_its_spare_card_and_keeps_the_rest():
    """With a third weapon the spare one goes to the crisis; the two the secret needs stay."""
    g, seat, cards = _weapon_crisis_with(3)
    own_turn(g, seat, HeuristicBot(g.content))
    added = [c for c, who in g.crisis_pile if who == seat]
    assert len(added) == 1 and g.card_def[added[0]].symbol == "weapon"
    assert sum(1 for c in g.seats[seat].hand if g.card_def[c].symbol == "weapon") == 2


def test_without_a_secret_need_the_same_cards_go_to_the_crisis():
    """The control: a secret that does not count weapons gives both to the crisis."""
    g, seat, cards = _weapon_crisis_with(2, "fx.secret.other", [cond("kills", min=1)])
    own_turn(g, seat, HeuristicBot(g.content))
    assert sum(1 for c, who in g.crisis_pile if who == seat) == 2


def test_search_keeps_the_card_the_secret_needs():
    """A search draws a card the bot has no use for, makes noise, draws one its secret needs
    and keeps that one (C-6.9, C-6.10)."""
    c = content()
    weapon = fx_item(c, "fx.pistol", "weapon")
    book = fx_item(c, "fx.book", "education")
    rest = fx_item(c, "fx.atlas", "education")
    g, seat = staged(c, at="hospital", dice=[6], oid="fx.secret.armoury", goal=ARMOURY,
                     places={"hospital": {"deck": [book, weapon, rest]}})   # the book first
    bot = HeuristicBot(g.content)
    g.apply(A.Search("fx.me", 6))
    while g.pending.seat == seat and g.pending.kind in ("search", "keep", "bottom"):
        g.apply(bot.choose(g.view(seat), g.legal_actions()))
    assert weapon in g.seats[seat].hand and book not in g.seats[seat].hand


# ------------------------------------------------------------------ the betrayer
def _betrayer_at_crisis(others_added: int, first_is_me: bool):
    c = content()
    seat = 0
    foods = [fx_item(c, f"fx.food{k}", "food") for k in range(others_added + 1)]
    others = [i for i in range(4) if i != seat]
    wrong = fx_item(c, "fx.wrench", "tools")
    # first_is_me: the bot acts last this round: nobody comes after it
    g, seat = staged(c, players=4, hand=[wrong, foods[-1]], oid="fx.betrayal.ashes",
                     goal=[cond("morale", max=0)], kind="betrayal", seat=seat,
                     first=(seat + 1) % 4 if first_is_me else seat,
                     crisis=fx_crisis(c, "food"),
                     crisis_pile=[[foods[k], others[k % len(others)]] for k in range(others_added)])
    return g, seat, wrong


def test_betrayer_adds_a_non_matching_card_when_others_have_added_cards():
    """Two other players already added food to a food crisis: a wrong card now cannot be told
    apart from theirs at the reveal (C-10.3), and it pulls the score below P."""
    g, seat, wrong = _betrayer_at_crisis(others_added=3, first_is_me=True)
    own_turn(g, seat, HeuristicBot(g.content, seed=1))
    added = [c for c, who in g.crisis_pile if who == seat]
    assert added == [wrong]


def test_betrayer_does_not_sabotage_where_it_would_show():
    """Nobody added a card and nobody comes after it: a wrong card would be its own, plainly.
    It keeps its cover instead."""
    g, seat, wrong = _betrayer_at_crisis(others_added=0, first_is_me=True)
    own_turn(g, seat, HeuristicBot(g.content, seed=1))
    assert wrong not in [c for c, who in g.crisis_pile]


# ------------------------------------------------------------------ suspicion and exile
def _reveal(g: Game, crisis_id: str, cards_by_seat: dict) -> list:
    """The public events of one crisis: who added how many cards, then the reveal."""
    out = []
    for seat, cards in cards_by_seat.items():
        for _ in cards:
            out.append(Event("contributed", {"seat": seat, "count": 0}))
            out.append(Event("contributed_card", {"card": "x"}, frozenset({seat})))
    shown = [c for cards in cards_by_seat.values() for c in cards]
    out.append(Event("crisis_reveal", {"card": crisis_id, "cards": shown, "score": 0, "needed": 3}))
    return out


def test_suspicion_follows_the_public_reveals_and_the_bot_calls_the_exile():
    """Two food crises each show one non-food card; seat B added cards to both, the others to
    one each. The bot (innocent, seat A) suspects B, calls the exile vote on B in its turn and
    votes yes; it would vote no on anyone else."""
    g, me = staged(players=4, oid="fx.secret.plain", goal=[cond("kills", min=0)])
    a, b, c = [i for i in range(4) if i != me]
    food_crisis = next(k for k, v in g.content.crises.items() if v.symbol == "food")
    food = [k for k, v in g.card_def.items() if v.symbol == "food"][:6]
    junk = [k for k, v in g.card_def.items() if v.symbol == "tools"][:2]
    bot = HeuristicBot(g.content)
    bot.observe(_reveal(g, food_crisis, {a: [food[0]], b: [junk[0], food[1]]}))
    bot.observe(_reveal(g, food_crisis, {c: [food[2]], b: [junk[1]], me: [food[3]]}))
    m = bot.memory(g.view(me))
    belief = m.beliefs(g.view(me), True)
    assert max(belief, key=belief.get) == b and belief[b] >= 0.6
    assert belief[me] == 0.0
    pick = bot.choose(g.view(me), g.legal_actions())
    assert pick == A.CallExile(b)
    assert bot._exile_ballot(g.view(me), b) is True
    assert bot._exile_ballot(g.view(me), a) is False


def test_private_events_never_reach_the_bot():
    bot = HeuristicBot(new().content)
    bot.observe([Event("contributed_card", {"card": "x"}, frozenset({1})),
                 Event("contributed", {"seat": 1, "count": 1})])
    assert [e.kind for e in bot._log] == ["contributed"]


def test_without_evidence_nobody_is_exiled():
    """Whole games of four bots fed the public log, without a betrayal objective in play:
    no exile vote is ever called (innocent players are not exiled at random)."""
    for seed in range(6):
        g = Game(Options(players=4, seed=seed, betrayal=False))
        bots = [HeuristicBot(g.content, i) for i in range(4)]
        while g.pending is not None:
            seat = g.pending.seat
            rec = g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
            assert not any(e.kind == "exile_called" for e in rec.events)
            for bot in bots:
                bot.observe(rec.events)


def test_an_exile_that_shows_no_objective_names_the_betrayer_to_every_view():
    """C-23.12: an exiled non-betrayer's objective is shown, a betrayer's is not. From its view
    alone the bot then knows, and votes accordingly."""
    c = content()
    other = 1
    # exiled, objective not revealed: the betrayer
    traitor = {"objective": objective(c, "fx.betrayal.any", [cond("kills", min=0)], "betrayal"),
               "exiled": True}
    g, me = staged(c, players=4, oid="fx.secret.plain", goal=[cond("kills", min=0)],
                   seats={other: traitor})
    assert other == (me + 1) % 4 and not g.seats[other].revealed
    bot = HeuristicBot(g.content)
    m = bot.memory(g.view(me))
    assert m.known == {other: True}
    assert m.beliefs(g.view(me), True)[other] == 1.0


# ------------------------------------------------------------------ whole games
def test_heuristic_bots_are_deterministic_for_a_seed():
    def play(seed):
        g = Game(Options(players=4, seed=seed))
        bots = [HeuristicBot(g.content, seed * 31 + i) for i in range(4)]
        while g.pending is not None:
            seat = g.pending.seat
            rec = g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
            for bot in bots:
                bot.observe(rec.events)
        return list(g.log), g.checksum()
    assert play(3) == play(3)


def test_the_bot_decides_from_the_view_data_alone():
    """A plain-data copy of the view (JSON round trip) gives the same choice as the view
    itself at every decision of a game: the bot holds no reference into the game."""
    g = Game(Options(players=4, seed=5))
    a_bots = [HeuristicBot(g.content, i) for i in range(4)]
    b_bots = [HeuristicBot(g.content, i) for i in range(4)]
    while g.pending is not None:
        seat = g.pending.seat
        legal = g.legal_actions()
        view = g.view(seat)
        pick = a_bots[seat].choose(view, legal)
        assert b_bots[seat].choose(json.loads(json.dumps(view)), list(legal)) == pick
        g.apply(pick)


def test_the_bots_package_never_imports_the_engine_state():
    """The bots read content (card definitions are public) and actions, never the game."""
    folder = os.path.join(ROOT, "rules", "colony", "bots")
    allowed = {"rules.colony", "rules.colony.actions", "rules.core.rng",
               "rules.core.memo"}   # a cache helper: it holds no game
    for name in os.listdir(folder):
        if not name.endswith(".py"):
            continue
        tree = ast.parse(open(os.path.join(folder, name), encoding="utf-8").read())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("rules"):
                assert node.module in allowed or node.module.startswith("rules.colony.bots"), \
                    f"{name} imports {node.module}"


def test_decision_time_p95_is_within_20_ms():
    """Target: p95 <= 20 ms per decision (view, legal actions and the choice)."""
    times = []
    for seed in range(3):
        g = Game(Options(players=4, seed=seed))
        bots = [HeuristicBot(g.content, i) for i in range(4)]
        while g.pending is not None:
            seat = g.pending.seat
            t0 = time.perf_counter()
            a = bots[seat].choose(g.view(seat), g.legal_actions())
            times.append(time.perf_counter() - t0)
            rec = g.apply(a)
            for bot in bots:
                bot.observe(rec.events)
    times.sort()
    assert times[int(len(times) * 0.95)] <= 0.020


# ------------------------------------------------------------------ pacing the Main objective
def _one_card_from_the_main(kills_wanted: int, rounds_left: int = 5):
    """The first-game Main objective lacks one Food card, which the active bot holds; its
    secret counts kills."""
    c = content()
    food = [fx_item(c, f"fx.food{k}", "food") for k in range(5)]   # non-starting Food cards
    g, seat = staged(c, hand=[food[4]], main_pile=food[:4], rounds=rounds_left,
                     oid="fx.secret.hunter", goal=[cond("kills", min=kills_wanted)])
    assert g.main.id == "main.cold_cellar"
    return g, seat, food[4]


def test_a_bot_does_not_end_the_game_before_its_secret_is_met():
    """C-18.1: the game ends when the Main objective is found complete. With Morale and rounds
    to spare, a bot whose secret is not met yet keeps the card that would complete it."""
    g, seat, card = _one_card_from_the_main(kills_wanted=3)
    own_turn(g, seat, HeuristicBot(g.content))
    assert card not in g.main_pile


def test_a_bot_whose_secret_is_met_completes_the_main():
    g, seat, card = _one_card_from_the_main(kills_wanted=0)
    own_turn(g, seat, HeuristicBot(g.content))
    assert card in g.main_pile


def test_in_the_last_round_the_main_comes_first():
    """No Main objective, no win: in the last round the card goes in all the same."""
    g, seat, card = _one_card_from_the_main(kills_wanted=3, rounds_left=1)
    own_turn(g, seat, HeuristicBot(g.content))
    assert card in g.main_pile
