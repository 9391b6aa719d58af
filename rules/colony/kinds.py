"""Every kind of decision the colony engine asks and every kind of event it emits (DESIGN.md:
"kinds are declared"). The front end, the log and the tests prove that each kind has a handler
against these two lists; a test checks that the engine asks and emits nothing undeclared.
"""
from __future__ import annotations

# what a seat may be asked to choose (Decision.kind)
DECISION_KINDS = frozenset({
    "draft",      # C-3.9: keep survivors from the four dealt and name the leader
    "turn",       # C-5.7: an action of the turn, or end it
    "die",        # an effect raises one unused die: which one
    "search",     # C-6.9: make noise for another card, or stop
    "keep",       # C-6.10: the searched card that goes to hand
    "bottom",     # C-6.10/C-23.9: the next unkept card put on the bottom of the deck
    "bite",       # C-8.6: the bite spreads: kill the survivor or roll exposure
    "leader",     # C-14.4: appoint a new group leader
    "tie",        # C-17.2: the First player settles a tie (overrun victim, bite spread…)
    "tiebreak",   # C-16.3: the First player decides a tied vote
    "vote",       # C-16.2: a sealed ballot
    "crossroads", # C-9.2: an option of the crossroads card
    "option",     # an effect offers a choice of its parts
    "target",     # an effect's survivor
    "entrance",   # a Colony entrance for a zombie, a barricade or an effect
    "lure",       # C-23.4: the next lured zombie, or stop
    "more",       # an "up to N" effect: one more kill or barricade, or stop (issue 15)
    "place",      # a place for an effect or a forced move (C-15.2)
    "recruit",    # the survivor who joins, from drawn survivor cards
    "swap",       # C-23.12: swap with a survivor at a Location on exile
    "give",       # C-7.8: give a card to the requester, or not
    "gift",       # C-23.10: how the requester uses a given card
    "consent",    # C-23.11: accept an item handed off to your survivor
    "discard",    # an effect makes a player discard
})

# what the engine tells (Event.kind); the log shows or hides each one
EVENT_KINDS = frozenset({
    "ability", "attack", "attack_survivor", "ballot_cast", "barricade_broken", "barricaded",
    "barricades_removed", "bite_spreads", "card_taken", "card_taken_id", "contributed",
    "contributed_card", "crisis", "crisis_failed", "crisis_prevented", "crisis_reveal",
    "crossroads_card", "crossroads_chosen", "crossroads_drawn", "crossroads_returned",
    "crossroads_revealed", "dice", "dice_gained", "dice_lost", "die_raised", "discarded",
    "draft_pick", "drafted", "drew", "drew_cards", "eliminated", "equipped", "exile_called",
    "exiled", "exiled_objective", "exiles_broke_colony", "exposure", "fed", "first_player",
    "food", "food_spent", "game_over", "gave_nothing", "given", "hand_lost", "handed_off",
    "handoff_refused", "healed", "helpless_added", "helpless_died", "item_used", "kept", "leader",
    "lure", "lured",
    "main_complete", "morale", "moved", "noise", "noise_roll", "objective_card", "overrun",
    "played", "played_as_die", "request", "round", "round_track", "search", "searched",
    "starvation", "starving", "survivor_died", "survivor_joined", "survivor_removed", "swapped",
    "tie_broken", "turn", "turn_end", "vote_revealed", "waste_check", "waste_cleaned", "wounded",
    "zombie_killed", "zombies_added", "zombies_removed",
})

# events after which an action can never be taken back (DESIGN.md, Undo) because something
# hidden was shown to someone, or the game moved on (a round, the end). Chance is not listed
# here: an action whose Record drew on chance at all (a die, an exposure roll, a random pick,
# a shuffle: ``Record.chance``) is a barrier in every game (game/session.py, issue 15).
UNDO_BARRIERS = frozenset({
    "searched", "drew", "drew_cards", "crisis", "crossroads_drawn",
    "crossroads_card", "crisis_reveal", "attack_survivor", "card_taken",
    "card_taken_id", "vote_revealed", "exiled_objective", "objective_card", "round", "game_over",
    "draft_pick", "drafted", "given", "request",
})

__all__ = ["DECISION_KINDS", "EVENT_KINDS", "UNDO_BARRIERS"]
