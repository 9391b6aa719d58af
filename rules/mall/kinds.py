"""Every kind of decision the mall engine asks and every kind of event it emits (DESIGN.md:
"kinds are declared"); a test checks that the engine asks and emits nothing undeclared.
"""
from __future__ import annotations

# what a seat may be asked to choose (Decision.kind)
DECISION_KINDS = frozenset({
    "place",         # M-4.5, M-4.6: where an unplaced character goes (setup)
    "cards",         # M-6.5, M-7.21: the card window before a vote
    "camera",        # M-7.7: a Security Monitor to look at the dice, or done
    "vote",          # M-6.6: a sealed ballot
    "keep",          # M-7.2: the police caller keeps a card
    "give",          # M-7.2: … and gives one away
    "announce",      # M-7.8: the elected Leader's open destination
    "destination",   # M-7.9: a secret destination
    "move",          # M-7.14, M-7.15: which character moves (or a Service Door)
    "victim",        # M-6.8, M-8.5: which of your characters is eaten
})

# what the engine tells (Event.kind)
EVENT_KINDS = frozenset({
    "announced", "ballot_cast", "ballots_revealed", "blocked", "breach", "card_given",
    "card_given_is", "card_kept", "card_kept_is", "card_played", "card_to_bottom", "cards_drawn",
    "cards_seen", "destination_chosen", "destinations_revealed", "dice_rolled", "dice_seen",
    "dice_shown", "eaten", "election", "escaped", "extra_zombie", "game_over", "held",
    "held_off", "lot", "moved", "no_extra_zombie", "no_move", "nobody_eaten", "parking_cleared",
    "phase", "placed", "placement_roll", "player_out", "police_call", "position",
    "returned_as_zombie", "setup", "setup_zombies", "turn", "vote_tally", "vote_tied",
    "vote_unopposed", "vote_void", "zombies_arrive", "zombies_leave",
})

# events only some seats see: what a seat saw of the dice, of its drawn cards, of a gift
PRIVATE_EVENTS = frozenset({"dice_shown", "cards_seen", "card_kept_is", "card_given_is"})

__all__ = ["DECISION_KINDS", "EVENT_KINDS", "PRIVATE_EVENTS"]
