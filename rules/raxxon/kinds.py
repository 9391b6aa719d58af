"""Every kind of decision the raxxon engine asks and every kind of event it emits (DESIGN.md:
"kinds are declared"); a test checks that the engine asks and emits nothing undeclared.
"""
from __future__ import annotations

# what a seat may be asked to choose (Decision.kind)
DECISION_KINDS = frozenset({
    "character",     # take a character board (multi-player setup)
    "board",         # solo, today's board
    "consequence",   # OPEN-R-6: apply the next consequence, or pass
    "action",        # an action of the board, or pass
    "target",        # a crowd cell (or a public pile card) for an action or an op
    "line",          # a row or a column
    "optional",      # S7: use the optional extra
    "turn_down",     # crowd control: a face-up card to turn face down, or done
    "place",         # where an added citizen goes (ties)
    "reveal",        # S4: the face-down card to turn face up
    "raxxon",        # an option of the Raxxon card
    "order",         # which effect activated together resolves next
    "company",       # OPEN-R-15: solo resources, draw or influence
    "confirm",       # a "you may" of an action (triage)
    "remove_token",  # a Raxxon op: which of your action tokens goes
})

# what the engine tells (Event.kind); ``peeked`` is the only event for one seat's eyes
EVENT_KINDS = frozenset({
    "action", "added", "board", "character", "company", "consequence", "count_trigger",
    "crowd_dealt", "crowd_full", "curfew", "day", "end_day_symbol", "end_of_day", "evacuated",
    "evacuation_failed", "explored", "first_player", "flipped", "game_over", "idle", "infected",
    "influence", "kill_trigger", "killed", "next_first", "no_citizen", "nothing_to_reveal",
    "optional_used", "outbreak", "passed", "peeked", "population", "quarantine_renewed",
    "quarantined", "raxxon_drawn", "raxxon_empty", "raxxon_option", "raxxon_placed",
    "raxxon_returned", "raxxon_unactivated", "recalled", "released", "reshuffled", "restocked",
    "revealed", "setup", "spread", "swapped", "token", "token_removed", "tokens_cleared", "turn",
    "turned_down", "walkout",
})

PRIVATE_EVENTS = frozenset({"peeked"})

__all__ = ["DECISION_KINDS", "EVENT_KINDS", "PRIVATE_EVENTS"]
