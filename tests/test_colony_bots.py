"""The colony bots: the threat arithmetic the HeuristicBot plans with, its choices in staged
positions (built with the public builder, ``stage``: rules/colony/position.py), and its
strength over whole games (it must beat chance by a wide margin)."""
from __future__ import annotations

from colony_helpers import content, fx_item, op, person, stage

from rules.colony import actions as A
from rules.colony.bots import HeuristicBot, RandomBot, colony_overruns
from rules.colony.game import Game, Options
from rules.core.play import play_out


def colony(zombies, barricades=(0,) * 6, spaces=(3,) * 6) -> dict:
    return {"spaces": list(spaces), "zombies": list(zombies), "barricades": list(barricades)}


def test_c_11_2_overrun_forecast_follows_the_entrance_cycle():
    """C-11.2/C-11.4 (EX-C-5): entrance 3 full, 7 zombies → exactly one overrun."""
    assert colony_overruns(colony([0, 0, 3, 0, 0, 0]), 7) == 1
    assert colony_overruns(colony([0, 0, 3, 0, 0, 0]), 2) == 0


def test_c_11_3_a_destroyed_barricade_frees_its_space_in_the_forecast():
    """C-11.3: at a full entrance a barricade absorbs one zombie and its space takes the next,
    so a barricade on an empty space is worth one more zombie before an overrun."""
    full_with_barricade = colony([2, 3, 3, 3, 3, 3], barricades=[1, 0, 0, 0, 0, 0])
    assert colony_overruns(full_with_barricade, 1) == 0    # destroys the barricade
    assert colony_overruns(full_with_barricade, 7) == 5    # entrance 1 takes the 7th, 2–6 overrun
    assert colony_overruns(colony([2, 3, 3, 3, 3, 3]), 7) == 5 + 1


def _bot_turn_position(zombies: int = 2, helpless: int = 11) -> tuple[Game, int]:
    """The active seat has one survivor in the Colony, dice 1 and 5 and an empty hand; every
    entrance holds 2 of 3 zombies and 11 helpless survivors make the Colony eat 6 a round."""
    c = content()
    seat = 0
    people = [person(c, seat, "colony", "fx.guard", attack=4, search=4)]
    people += [person(c, other, "police" if other % 2 else "school", f"fx.out{other}")
               for other in range(3) if other != seat]
    g = stage(c, *people, seats={seat: {"hand": [], "dice": [1, 5]}}, helpless=helpless,
              food=10, morale=8, places={"colony": {"zombies": [zombies] * 6}})
    assert g.pending.seat == seat
    return g, seat


def test_heuristic_bot_barricades_the_colony_against_the_overruns_it_foresees():
    """Next round's zombies would overrun five entrances: the bot barricades with its lowest die
    (no exposure roll) instead of ending its turn."""
    g, seat = _bot_turn_position()
    bot = HeuristicBot(g.content)
    a = bot.choose(g.view(seat), g.legal_actions())
    assert isinstance(a, A.Barricade) and a.die == 1
    assert g.survivors[a.survivor].place == "colony"


def test_heuristic_bot_does_not_spend_dice_on_a_safe_colony():
    """With room for two more rounds of zombies the bot neither barricades nor attacks there."""
    g, seat = _bot_turn_position(zombies=0, helpless=1)
    bot = HeuristicBot(g.content)
    a = bot.choose(g.view(seat), g.legal_actions())
    assert not isinstance(a, (A.Barricade, A.Attack)), a.text


def test_choose_one_decision_names_the_card_it_comes_from():
    """A "choose one" effect tells the chooser (a person via the screen, or a bot) whose text it
    is, so the options can be shown and weighed; the bot heals a wounded survivor with it."""
    c = content()
    seat = 0
    card = "start.thermos_of_soup"
    g = stage(c, person(c, seat, "colony", "fx.hurt", wounds=2), seats={seat: {"hand": [card]}},
              morale=8)
    g.apply(A.Play(card))
    assert g.pending.kind == "option"
    assert g.pending.info["source"] == card
    pick = HeuristicBot(g.content).choose(g.view(seat), g.legal_actions())
    g.apply(pick)
    assert g.survivors["fx.hurt"].wounds == 1


def test_heuristic_bot_puts_harm_on_a_survivor_it_does_not_kill():
    """A "wound any survivor" effect: the target decision names its effect, and the bot picks a
    survivor the wound does not kill, another player's before its own."""
    c = content()
    seat = 0
    other = (seat + 1) % 3
    card = fx_item(c, "fx.taser", "weapon", play=(op("wound", amount=1, target="choose_any"),))
    g = stage(c, person(c, seat, "colony", "fx.mine", leader=True),
              person(c, seat, "colony", "fx.mine_hurt", wounds=2),
              person(c, other, "colony", "fx.theirs_hurt", wounds=2),
              person(c, other, "school", "fx.theirs", leader=True),
              seats={seat: {"hand": [card]}}, morale=8)
    g.apply(A.Play(card))
    assert g.pending.kind == "target" and g.pending.info["effect"] == "wound"
    pick = HeuristicBot(g.content).choose(g.view(seat), g.legal_actions())
    assert pick == A.PickSurvivor("fx.theirs")


def _main_rate(bot_kind: str, games: int) -> float:
    done = 0
    for seed in range(games):
        g = Game(Options(players=4, seed=seed))
        bots = [HeuristicBot(g.content) if bot_kind == "heuristic" else RandomBot(seed * 7 + i)
                for i in range(4)]
        play_out(g, bots)
        done += g.outcome.main_complete
    return done / games


def test_heuristic_bots_complete_the_first_game_objective_far_more_often_than_chance():
    """Strength floor: four heuristic bots complete the first-game Main objective in at least
    a quarter of 40 games (measured 61 % over 100), random bots in (almost) none."""
    assert _main_rate("heuristic", 40) >= 0.25
    assert _main_rate("random", 40) <= 0.05
