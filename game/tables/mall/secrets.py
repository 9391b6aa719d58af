"""What the mall table must not draw while a seat looks (game/robot.py's leak check).

Ids: every action card a face of which the table would draw (``paint.card`` records the copy id)
that the viewer may not see: the other seats' hands, the deck, and the police caller's drawn
cards unless the viewer is the caller. Strings: the log lines of every private event the viewer
may not see (what the dice showed a seat, the cards a caller drew, kept or gave), in both
languages, and while a sealed vote or destination is being collected, the words the vote track
uses for another seat's own ballot ("your ballot: …"); and while the zombie dice are hidden
from the viewer, the words that say they are shown to the viewer (drawn only beside them) and
the head of another seat's look at them."""
from __future__ import annotations

from rules.mall.kinds import PRIVATE_EVENTS

_cache: dict = {}


def _private_lines(game, viewer) -> set:
    key = (id(game), len(game.history), viewer)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    from game import i18n
    from game.tables.mall.narrator import Narrator
    narr = Narrator(game.content, game.colours, [f"P{i + 1}" for i in range(game.n)])
    seen_by_viewer = []
    hidden = []
    for rec in game.history:
        for e in rec.events:
            if e.kind not in PRIVATE_EVENTS:
                continue
            if e.visible_to(viewer):
                seen_by_viewer.append(e)
            else:
                hidden.append(e)
    out = set()
    was = i18n.language()
    try:
        for lang in i18n.LANGS:
            i18n.set_language(lang)
            shown = {narr.text(e, None if e.seats is None else next(iter(e.seats))) for e in seen_by_viewer}
            for e in hidden:
                line = narr.text(e, next(iter(e.seats)))
                if line and line not in shown:
                    out.add(line)
    finally:
        i18n.set_language(was)
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = out
    return out


def secrets_of_others(game, viewer) -> tuple[set, set]:
    ids = set(game.deck)
    for s, hand in enumerate(game.hands):
        if s != viewer:
            ids |= set(hand)
    if viewer is None or viewer != game.caller:
        ids |= set(game.drawn)
    strings = set(_private_lines(game, viewer))
    if game.dice is not None and not (game.dice_open or viewer in game.saw_dice):
        # the dice panel's words for a seat that has seen the hidden dice: drawn only with them
        from game import i18n
        strings |= {i18n.t("mall.ui.dice.seen", lang) for lang in i18n.LANGS}
        # the look panel of a seat that saw them (``decisions._draw_look``), headed by its name
        strings |= {i18n.t("mall.ui.panel.look_head", lang, name=f"P{s + 1}")
                    for s in game.saw_dice if s != viewer for lang in i18n.LANGS}
    poll = game.poll
    if poll is not None:
        from game import i18n
        def words(choice, lang):
            if poll.why == "destination":
                place = game.content.places.get(choice)
                return i18n.t("mall.ui.vote.mine_place", lang,
                              place=i18n.name(place, lang) if place else "?")
            k = game.colours.index(choice) if choice in game.colours else -1
            return i18n.t("mall.ui.vote.mine", lang, name=f"P{k + 1}")
        own = poll.chosen.get(viewer) if viewer is not None else None
        for s, choice in poll.chosen.items():
            if s == viewer or choice == own:
                continue
            for lang in i18n.LANGS:
                strings.add(words(choice, lang))
    return ids, strings
