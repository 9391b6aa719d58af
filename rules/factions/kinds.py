"""Every kind of decision the faction-war engine asks and event it emits (DESIGN.md: kinds are
declared); a test checks the engine uses nothing undeclared."""
from __future__ import annotations

DECISION_KINDS = frozenset({
    "fate", "ransom", "ration", "feed", "morning", "move", "zombie_fight", "zombie_cards",
    "loot", "battle", "hold", "secret_cards", "vest", "hit", "retreat", "shakedown",
    "dressing", "discard", "medic", "capture",
})

EVENT_KINDS = frozenset({
    "setup", "position", "round", "phase", "captive_fate", "ransom", "leader_returns",
    "refugees", "fed", "starved", "exhausted", "resources", "mustered", "fortified",
    "workshop", "card_played", "moved", "engaged", "movement_over", "zombies_revealed",
    "zombie_fight", "loot_roll", "cards_gained", "cards_gained_are", "scrap_instead",
    "retreated", "died", "captured", "capture_roll", "itemless_fight", "people_fight",
    "selection_made", "selection_revealed", "hits", "tie_return", "shakedown",
    "fort_ruined", "day_vp", "claimed", "gathered", "tower_vp", "discarded", "title",
    "game_over", "rested", "reshuffled",
})

PRIVATE_EVENTS = frozenset({"cards_gained_are"})
