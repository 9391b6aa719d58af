"""The effect vocabulary of colony cards: every operation, condition and trigger with its args.

This table is what the loader validates against and what ``effects.py`` interprets; the
authors' description of each entry is ``rules/content/colony/README.md``.
"""
from __future__ import annotations

PLACES = ("colony", "police", "grocery", "school", "gas", "library", "hospital")
LOCATIONS = PLACES[1:]  # the fixed order of C-10.4 / C-23.5
SYMBOLS = ("weapon", "fuel", "education", "food", "medicine", "tools", "survivor")

TARGETS = ("acting", "choose_own", "choose_any", "choose_here", "leader", "all_own", "all_here",
           "all_colony", "lowest_colony")
WHERE = PLACES + ("here", "choose", "each_location")

# arg kinds: int, bool, target, where, place, ops, option_lists, conds, who, voters, symbol
R, O = True, False  # required, optional
OPS: dict[str, dict[str, tuple[str, bool, object]]] = {
    "morale": {"amount": ("int", R, None)},
    "food": {"amount": ("int", R, None)},
    "starvation": {"amount": ("int", R, None)},
    "rounds": {"amount": ("int", R, None)},
    # ``up_to``: the card says "up to N": the player may stop after each one (issue 15)
    "kill_zombies": {"count": ("int", R, None), "target": ("target", O, "acting"),
                     "exposure": ("bool", O, True), "up_to": ("bool", O, False)},
    "remove_zombies": {"count": ("int", R, None), "where": ("where", O, "here")},
    "add_zombies": {"count": ("int", R, None), "where": ("where", R, None)},
    "lure": {"count": ("int", R, None), "target": ("target", O, "acting"),
             "where": ("where", O, "choose")},
    "barricade": {"count": ("int", R, None), "where": ("where", O, "here"),
                  "up_to": ("bool", O, False)},
    "remove_barricades": {"count": ("int", R, None), "where": ("where", R, None)},
    "noise": {"amount": ("int", R, None), "where": ("where", O, "here")},
    "heal": {"amount": ("int", R, None), "target": ("target", O, "choose_own")},
    "wound": {"amount": ("int", R, None), "target": ("target", R, None),
              "frostbite": ("bool", O, False)},
    "exposure": {"target": ("target", O, "acting")},
    "kill_survivor": {"target": ("target", R, None)},
    "remove_survivor": {"target": ("target", R, None)},
    "move": {"target": ("target", O, "acting"), "to": ("where", O, "choose"),
             "exposure": ("bool", O, True)},
    "add_helpless": {"count": ("int", R, None)},
    "kill_helpless": {"count": ("int", R, None)},
    "add_survivor": {"draw": ("int", O, 1)},
    "draw_items": {"count": ("int", R, None), "where": ("where", O, "here")},
    "discard": {"count": ("int", R, None), "who": ("who", O, "self"), "random": ("bool", O, False)},
    "clean_waste": {"count": ("int", R, None)},
    "raise_die": {"amount": ("int", R, None)},
    "gain_die": {"count": ("int", O, 1)},
    "reroll": {},
    "lose_dice": {"count": ("int", R, None)},
    "choose": {"options": ("option_lists", R, None)},
    "if": {"cond": ("conds", R, None), "then": ("ops", R, None), "else": ("ops", O, ())},
    "vote": {"yes": ("ops", R, None), "no": ("ops", R, None), "voters": ("voters", O, "all")},
    "each_player": {"ops": ("ops", R, None)},
}
COMMON_OP_ARGS = {"if_able": ("bool", O, False)}
# ``where`` of targets that choose: narrows the choice to one place
TARGET_WHERE = ("where", O, None)

WHO = ("self", "each", "others")
VOTERS = ("all", "colony", "others")
MOST_OF = ("hand_size", "survivors", "kills", "equipped")

_RANGE = {"min": ("int", O, None), "max": ("int", O, None)}
CONDITIONS: dict[str, dict[str, tuple[str, bool, object]]] = {
    **{k: dict(_RANGE) for k in ("morale", "food", "rounds", "waste", "starvation", "helpless",
                                 "population", "hand_size", "leader_influence")},
    "zombies": {"where": ("cond_place", R, None), **_RANGE},
    "barricades": {"where": ("cond_place", R, None), **_RANGE},
    "noise": {"where": ("cond_place", R, None), **_RANGE},
    "hand_symbol": {"symbol": ("symbol", R, None), **_RANGE},
    "equipped": {"symbol": ("symbol", O, None), **_RANGE},
    "survivors": {"where": ("cond_place", O, None), **_RANGE},
    "wounded": {"min": ("int", R, None)},
    "kills": {"min": ("int", R, None)},
    "main_pile": {"symbol": ("symbol", O, None), "min": ("int", R, None)},
    "main_complete": {"value": ("bool", R, None)},
    "exiled": {"value": ("bool", R, None)},
    "exiles": {"min": ("int", R, None)},
    "most": {"of": ("most_of", R, None)},
    "colony_kills": dict(_RANGE),
    "occupied": dict(_RANGE),
    "lost": dict(_RANGE),
    "hand_kinds": dict(_RANGE),
    "not": {"cond": ("conds", R, None)},
    "any": {"cond": ("conds", R, None)},
}
COND_PLACES = PLACES + ("any", "here")

TRIGGERS = ("turn_start", "move", "search", "attack_zombie", "attack_survivor", "barricade",
            "clean_waste", "lure", "play", "equip", "contribute", "request", "exile_vote",
            "ability", "spend_food", "death", "any")

MODIFIERS = {
    "attack": "int", "search": "int", "no_exposure": "exposure_list",
    "barricade_extra": "int", "search_extra": "int",
}
