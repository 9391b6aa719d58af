"""Every choice a faction-war player makes (factions-design.md DN-F-14.1, D1–D16), as frozen
dataclasses with a text form that round-trips (rules/core/actions.py).

Places and characters are named by their content ids (``roadhouse``, ``marrow``), action cards
by their copy id (``shotgun.2``); a squad is a comma-separated list of characters."""
from __future__ import annotations

import functools

from rules.core.actions import Action


class FactionsAction(Action, family=True):
    """Base of the faction-war action family: ``FactionsAction.parse(text)``."""


_a = FactionsAction.register


@_a("fate")
class Fate(FactionsAction):
    """D1, DN-F-9.4: recruit / work / trade for a waking captive."""
    char: str
    choice: str


@_a("pay")
class Pay(FactionsAction):
    """D2, DN-F-9.7: ransom a captive with ``food`` Food and 3 − food Scrap."""
    food: int


@_a("refuse")
class Refuse(FactionsAction):
    """D2, DN-F-9.7: refuse the ransom."""


@_a("ration")
class Ration(FactionsAction):
    """D3, DN-F-7.5: play a Ration Crate before feeding."""
    card: str


@_a("feed")
class Feed(FactionsAction):
    """D4, DN-F-7.6: pay for this character (when Food is short)."""
    char: str


@_a("barter")
class Barter(FactionsAction):
    """D5, DN-F-12.6: give 2 of ``give`` (food or scrap) for 1 of the other."""
    give: str


@_a("muster")
class Muster(FactionsAction):
    """D5, DN-F-7.8: put a Character card from hand onto the board."""
    char: str
    at: str


@_a("build")
class Build(FactionsAction):
    """D5, DN-F-8.4: your Barricade here for 2 Scrap."""
    at: str


@_a("upgrade")
class Upgrade(FactionsAction):
    """D5, DN-F-8.5: your Barricade to a Checkpoint for 3 Scrap."""
    at: str


@_a("repair")
class Repair(FactionsAction):
    """D5, DN-F-8.6: a ruin here becomes your fortification of ``level`` (1 or 2)."""
    at: str
    level: int


@_a("workshop")
class Workshop(FactionsAction):
    """D5, DN-F-12.7: 3 Scrap for the top card of an Action deck."""
    deck: str


@_a("play")
class Play(FactionsAction):
    """D5, D15: a Morning Special (Ration Crate, Salvage Bundle), or Field Dressing on ``char``."""
    card: str
    char: str = ""


@_a("done")
class Done(FactionsAction):
    """Nothing (more) in this window."""


@_a("move")
class Move(FactionsAction):
    """D6, DN-F-10.3: a squad (characters at one place) moves to ``to``, with a Transport card
    or none."""
    chars: tuple
    to: str
    card: str = ""


@_a("end")
class End(FactionsAction):
    """D6, DN-F-10.2: end your movement for this Day (final)."""


@_a("fight")
class Fight(FactionsAction):
    """D7, D8: resolve your zombie fight here now, fighting."""
    at: str


@_a("flee")
class Flee(FactionsAction):
    """D7, D8, F-3.3: resolve your zombie fight here now by retreating before it."""
    at: str


@_a("use")
class Use(FactionsAction):
    """D9: play this card openly in the zombie fight (after the reveal, OPEN-F-18)."""
    card: str


@_a("loot")
class Loot(FactionsAction):
    """D10, OPEN-F-6: the deck a loot roll of 6 draws from."""
    deck: str


@_a("battle")
class Battle(FactionsAction):
    """D7, DN-F-13.9: resolve the people fights at this place now."""
    at: str


@_a("stand")
class Stand(FactionsAction):
    """D8, F-4.4: the holder fights."""


@_a("withdraw")
class Withdraw(FactionsAction):
    """D8, F-4.4: the holder retreats before the fight."""


@_a("commit")
class Commit(FactionsAction):
    """D11, F-4.5: put this card face down for the people fight (secret until the reveal)."""
    card: str


@_a("seal")
class Seal(FactionsAction):
    """D11: no more cards: your selection is sealed."""


@_a("vest")
class Vest(FactionsAction):
    """D12, F-5.5: discard a Riot Vest to cancel one hit."""
    card: str


@_a("hit")
class Hit(FactionsAction):
    """D12, F-5.5: the loser puts one remaining hit on this character."""
    char: str


@_a("save")
class Save(FactionsAction):
    """D12, DN-F-4.4 Medic: this dying character survives (the owner's choice)."""
    char: str


@_a("capture")
class Capture(FactionsAction):
    """D12, DN-F-9.1 Takers: roll for this dying character next (the Raiders' order)."""
    char: str


@_a("retreat")
class Retreat(FactionsAction):
    """D13, OPEN-F-21: this retreating character goes to ``to``."""
    char: str
    to: str


@_a("take")
class Take(FactionsAction):
    """D14, DN-F-3.2 Shakedown: take 1 Food or 1 Scrap."""
    res: str


@_a("discard")
class Discard(FactionsAction):
    """D16, DN-F-7.18: discard this card down to the hand limit."""
    card: str


DONE, END, STAND, WITHDRAW, SEAL, REFUSE = Done(), End(), Stand(), Withdraw(), Seal(), Refuse()
fate, pay, ration, feed, barter = (functools.cache(k) for k in (Fate, Pay, Ration, Feed, Barter))
muster, build, upgrade, repair = (functools.cache(k) for k in (Muster, Build, Upgrade, Repair))
workshop, play, move, fight, flee = (functools.cache(k) for k in (Workshop, Play, Move, Fight, Flee))
use, loot, battle, commit, vest = (functools.cache(k) for k in (Use, Loot, Battle, Commit, Vest))
hit, retreat, take, discard = (functools.cache(k) for k in (Hit, Retreat, Take, Discard))
save, capture = (functools.cache(k) for k in (Save, Capture))
