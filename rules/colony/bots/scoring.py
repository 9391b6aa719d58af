"""A rough worth of an effect (a card's ops, a crossroads option) for the Colony."""
from __future__ import annotations

# how much each op of an effect is worth to the Colony, for scoring options
OP_VALUE = {"morale": 3.0, "food": 1.0, "starvation": -3.0, "rounds": 0.5, "kill_zombies": 1.0,
            "remove_zombies": 1.0, "add_zombies": -0.8, "barricade": 0.7, "remove_barricades": -0.7,
            "noise": -0.4, "heal": 0.8, "wound": -1.5, "exposure": -1.0, "kill_survivor": -4.0,
            "remove_survivor": -2.5, "add_helpless": -0.3, "kill_helpless": -3.0,
            "add_survivor": 2.0, "draw_items": 0.8, "discard": -0.8, "clean_waste": 0.3,
            "raise_die": 0.4, "gain_die": 0.8, "reroll": 0.2, "lose_dice": -0.8, "move": -0.3,
            "lure": -0.2}

# effects that hurt the survivor they land on: even a betrayer does not want them on its own
HARMFUL = ("wound", "exposure", "kill_survivor", "remove_survivor")

# effects that help whoever takes them, betrayer or not
SELFISH = ("draw_items", "gain_die", "raise_die")


def score_ops(ops, betrayer: bool = False) -> float:
    """A rough worth of an effect for the Colony (negated for a betrayer)."""
    total = 0.0
    for op in ops:
        a = op.args
        if op.name == "choose":
            total += max(score_ops(o, betrayer) for o in a["options"])
            continue
        if op.name in ("if",):
            total += 0.5 * score_ops(a["then"], betrayer) + 0.5 * score_ops(a["else"], betrayer)
            continue
        if op.name == "vote":
            total += 0.5 * score_ops(a["yes"], betrayer) + 0.5 * score_ops(a["no"], betrayer)
            continue
        if op.name == "each_player":
            total += 3 * score_ops(a["ops"], betrayer)
            continue
        size = a.get("amount", a.get("count", a.get("draw", 1)))
        v = OP_VALUE.get(op.name, 0.0) * (size if isinstance(size, int) else 1)
        flip = betrayer and op.name not in SELFISH + HARMFUL
        total += -v if flip else v
    return total


def choose_ops(ops):
    """The option lists of the first ``choose`` op in ``ops`` (nested ops included)."""
    for op in ops:
        if op.name == "choose":
            return op.args["options"]
        for key in ("then", "else", "ops", "yes", "no"):
            inner = op.args.get(key)
            if inner:
                found = choose_ops(inner)
                if found:
                    return found
    return None


def vote_ops(ops):
    """The first ``vote`` op in ``ops`` (nested ops included), or None."""
    for op in ops:
        if op.name == "vote":
            return op
        for key in ("then", "else", "ops"):
            inner = op.args.get(key)
            if inner:
                found = vote_ops(inner)
                if found:
                    return found
        if op.name == "choose":
            for o in op.args["options"]:
                found = vote_ops(o)
                if found:
                    return found
    return None
