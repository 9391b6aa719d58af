"""Where each part of the colony table lies. Lengths are given at 1920×1080 and scaled by ``u``
(``app.u``), so the same layout serves 1280×720 and every 16:9 size between; nothing here
depends on the game's state, only on the window and the number of seats.

    top bar (status, whose decision, Rules / Menu / Undo) ─────────────────────────
    seats │ police   │ grocery  │ school   │ crisis
          │         the Colony             │ Main objective
          │ gas      │ library  │ hospital │ log
    ── the viewer's player board: survivors │ hand, dice │ Secret objective │ action panel ──

Each function keeps the arithmetic the board always used (``u(a) + u(b)`` is not always
``u(a + b)``), so a window of any size shows the same pixels as before the layout had a module
of its own.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

TOP_LOCATIONS = ("police", "grocery", "school")
BOTTOM_LOCATIONS = ("gas", "library", "hospital")
# the places as a person reads the board: the Colony, then the Locations row by row (buttons
# that name places are listed so)
PLACE_ORDER = ("colony",) + TOP_LOCATIONS + BOTTOM_LOCATIONS


# ------------------------------------------------------------------ the table
def top_bar(u, width: int) -> pygame.Rect:
    return pygame.Rect(0, 0, width, u(56))


def meta_buttons(u, width: int) -> dict[str, pygame.Rect]:
    """The top bar's buttons from the right: Menu, Rules, then Undo when there is one."""
    # Rules as wide as its key ("Rules (F1)", as the other games' tables say it)
    return {"menu": pygame.Rect(width - u(140), u(8), u(128), u(40)),
            "rules": pygame.Rect(width - u(322), u(8), u(170), u(40)),
            "undo": pygame.Rect(width - u(462), u(8), u(128), u(40))}


def seat_panels(u, seats: int) -> list[pygame.Rect]:
    """The other seats' slim panels down the left, as tall as the column lets them be."""
    h = min(u(150), (u(690) - u(66) - (seats - 1) * u(8)) // seats)
    return [pygame.Rect(u(10), u(66) + i * (h + u(8)), u(300), h) for i in range(seats)]


def locations(u) -> dict[str, pygame.Rect]:
    """The six Location cards: three above the Colony, three below (the lower row is shorter)."""
    out = {pid: pygame.Rect(u(322 + i * 326), u(66), u(316), u(172))
           for i, pid in enumerate(TOP_LOCATIONS)}
    out.update({pid: pygame.Rect(u(322 + i * 326), u(530), u(316), u(160))
                for i, pid in enumerate(BOTTOM_LOCATIONS)})
    return out


def colony(u) -> pygame.Rect:
    return pygame.Rect(u(322), u(246), u(968), u(276))


def crisis(u) -> pygame.Rect:
    return pygame.Rect(u(1302), u(66), u(608), u(150))


def main_objective(u) -> pygame.Rect:
    return pygame.Rect(u(1302), u(224), u(608), u(150))


def log(u) -> pygame.Rect:
    return pygame.Rect(u(1302), u(382), u(608), u(308))


def player_board(u) -> pygame.Rect:
    return pygame.Rect(u(10), u(700), u(1900), u(372))


def dice_tray(u) -> pygame.Rect:
    """Over the player board, never over the Colony and Locations where the zombies and
    standees the dice decide about are."""
    return pygame.Rect(u(700), u(728), u(560), u(320))


def decision_panel(u) -> pygame.Rect:
    """The most a decision panel may cover: the table above the player board (it is drawn as
    tall as what it holds)."""
    return pygame.Rect(u(330), u(120), u(1260), u(560))


# ------------------------------------------------------------------ inside a place
class LocationParts(NamedTuple):
    entrance: pygame.Rect    # the one entrance along the bottom
    standees: pygame.Rect    # the survivors standing there


def location_parts(u, r: pygame.Rect) -> LocationParts:
    entrance = pygame.Rect(r.x + u(12), r.bottom - u(48), r.w - u(24), u(38))
    standees = pygame.Rect(r.x + u(12), r.y + u(68), r.w - u(24), entrance.y - r.y - u(74))
    return LocationParts(entrance, standees)


class ColonyParts(NamedTuple):
    entrances: list          # (where its label is, its rect) for entrances 1–6
    standees: pygame.Rect    # the survivors and helpless survivors, in the middle
    tracks: pygame.Rect      # Morale and Round tracks under them


def colony_parts(u, r: pygame.Rect) -> ColonyParts:
    """Six entrances around the middle: 1–3 down the left column, 4–6 down the right."""
    ew, eh = u(300), u(40)
    entrances = []
    for k in range(6):
        col, row = divmod(k, 3)
        ex = r.x + u(14) if col == 0 else r.right - u(14) - ew
        ey = r.y + u(50) + row * (eh + u(32))
        entrances.append(((ex, ey - u(2)), pygame.Rect(ex, ey + u(18), ew, eh)))
    standees = pygame.Rect(r.x + u(330), r.y + u(50), r.w - u(660), r.h - u(124))
    tracks = pygame.Rect(standees.x, standees.bottom + u(8), standees.w,
                         r.bottom - u(8) - standees.bottom)
    return ColonyParts(entrances, standees, tracks)


# ------------------------------------------------------------------ the player board
class PlayerBoardParts(NamedTuple):
    survivors: pygame.Rect   # survivor cards in columns (a list beyond the fourth)
    hand: pygame.Rect        # heading and the hand's cards; its top is the board's
    dice: pygame.Rect        # heading and the action dice, under the hand
    objective: pygame.Rect   # heading and the Secret objective card(s); its top is the board's
    actions: pygame.Rect     # the action panel, the rest of the board to the right


SURVIVOR_CARD_W = 168   # a survivor card's width at most (at 1920×1080)
GROUP_W = 540           # the group's cards when it takes three columns or more…
HAND_AREA_W = 640       # …and the hand's room beside it (more when the group is smaller)
HAND_W, HAND_H = 140, 200   # a hand card at 1920×1080
HAND_W_LEAST = 100          # a long hand's cards at their narrowest (``hand_card_least``)…
HAND_LEAST_PX = 78          # …and never narrower on the screen: at the type's floor (10 px) a
                            # narrower card cuts most names
HAND_H_MAX = 372 - 40 - 14 - 96   # the board's height less the hand's heading and the dice's room


def _hand_scale(u, text_scale: float) -> float:
    """How much larger than at 1920×1080 a hand card is drawn with the text-size setting: no
    taller than leaves the action dice their room under it (its shape kept)."""
    return min(u(HAND_H) * max(1.0, text_scale), u(HAND_H_MAX)) / u(HAND_H)


def hand_card(u, text_scale: float = 1.0) -> tuple[int, int]:
    """A card in the hand: larger with the text-size setting, so its words keep their room;
    wider in a small window (up to 1.3×): its type stops shrinking at a floor the window does
    not scale (cards.MIN_PX), so at 1280×720 a card as narrow as the window's scale made it cut
    a long name or rule with "…" where a wider one keeps its words."""
    k = _hand_scale(u, text_scale)
    scale = u(1000) / 1000
    widen = 1.0 if scale >= 1.0 else min(1.3, 1.0 / scale)
    return int(u(HAND_W) * k * widen), int(u(HAND_H) * k)


def hand_card_least(u, text_scale: float = 1.0) -> int:
    """The narrowest a hand card is drawn: a long hand's cards narrow down to this side by side
    before they overlap (an overlapped card's name is hidden by its neighbour)."""
    return max(HAND_LEAST_PX, int(u(HAND_W_LEAST) * _hand_scale(u, text_scale)))


def player_board_parts(u, r: pygame.Rect, text_scale: float = 1.0,
                       columns: int = 3) -> PlayerBoardParts:
    """``text_scale``: larger text, larger hand cards (``hand_card``); the dice go down.
    ``columns``: the survivor card columns the group needs (three or more: the whole width kept
    for the group; fewer: the hand starts where the group's cards end, the Secret objective and
    the action panel where they always are)."""
    group_w = u(GROUP_W) if columns >= 3 else u(2 * SURVIVOR_CARD_W + 10)
    survivors = pygame.Rect(r.x + u(14), r.y + u(40), group_w, r.bottom - u(8) - (r.y + u(40)))
    hand_h = max(u(220), u(40) + hand_card(u, text_scale)[1] + u(14))
    hand_x = survivors.right + u(14)
    objective_x = r.x + u(14 + GROUP_W + 14 + HAND_AREA_W + 16)   # where it always is
    hand = pygame.Rect(hand_x, r.y, objective_x - u(16) - hand_x, hand_h)
    dice = pygame.Rect(hand.x, r.y + hand_h, hand.w, r.bottom - (r.y + hand_h))
    objective = pygame.Rect(objective_x, r.y, u(190), r.h)
    actions = pygame.Rect(objective.right + u(30), r.y + u(10),
                          r.right - (objective.right + u(30)) - u(10), r.h - u(20))
    return PlayerBoardParts(survivors, hand, dice, objective, actions)


__all__ = ["BOTTOM_LOCATIONS", "ColonyParts", "GROUP_W", "HAND_AREA_W", "HAND_H", "HAND_H_MAX",
           "HAND_LEAST_PX", "HAND_W", "HAND_W_LEAST", "LocationParts", "PLACE_ORDER",
           "PlayerBoardParts", "SURVIVOR_CARD_W", "TOP_LOCATIONS", "colony", "colony_parts",
           "crisis", "decision_panel", "dice_tray", "hand_card", "hand_card_least", "locations",
           "log", "main_objective", "meta_buttons", "player_board", "player_board_parts",
           "seat_panels", "top_bar"]
