"""Words for the things the board asks a person to choose: verbs, field values, decisions."""
from __future__ import annotations

import re

from game import i18n

# "Choose one: A, or B." / «Выберите: A или B.» — how our card texts word a choice (the test
# test_every_choose_one_card_names_its_options keeps every card in this form)
_CHOICE = {"en": (re.compile(r"choose one\s*[:—–-]\s*", re.I), re.compile(r",?\s+or\s+")),
           "ru": (re.compile(r"выберите(?: одно)?\s*[:—–-]\s*", re.I), re.compile(r",?\s+или\s+"))}


def survivor(content, sid) -> str:
    d = content.survivors.get(sid)
    return i18n.name(d) if d else str(sid)


def card(content, cid) -> str:
    d = content.items.get(str(cid).split("#")[0])
    return i18n.name(d) if d else str(cid)


def place(content, pid) -> str:
    d = content.locations.get(pid)
    return i18n.name(d) if d else str(pid)


def source_name(c, src) -> str:
    """The name of what an effect comes from (a card, a crisis, a survivor's ability, the Main
    objective), or "" when there is none."""
    if not src:
        return ""
    for table in (c.crossroads, c.crises, c.survivors):
        if src in table:
            return i18n.name(table[src])
    d = c.items.get(str(src).split("#")[0])
    if d is not None:
        return i18n.name(d)
    if src in c.mains:
        return i18n.name(c.mains[src])
    return ""


def crisis_penalty(d) -> str:
    """A crisis card's text, said to be what happens if the crisis is not prevented (C-10.3):
    bare, "Remove 2 food tokens…" read as an order to carry out now."""
    said = i18n.localized(d.text)
    return i18n.t("colony.ui.crisis.unless", text=said[:1].lower() + said[1:])


def verb(v: str) -> str:
    return i18n.t(f"colony.ui.verb.{v}")


def asker(kind: str, info: dict | None = None, session=None) -> int | None:
    """The seat a decision's title names first (a request's "Boris asks for cards"), or None."""
    req = (info or {}).get("requester") if kind == "give" else None
    return req if isinstance(req, int) and session is not None else None


def decision(kind: str, info: dict | None = None, session=None) -> str:
    """The decision's title; a request names who asks ("Boris asks for cards") when ``session``
    gives the seats' names (a newcomer's curtain and panel said "A player asks for cards")."""
    req = asker(kind, info, session)
    if req is not None:
        return i18n.t("colony.ui.decision.give_from", name=session.table.seat_name(session.seats, req))
    return i18n.t(f"colony.ui.decision.{kind}")


def value(session, name: str, v, kind: str | None = None) -> str:
    """A button label for one value of an action field. A text value is an id that names a
    survivor, a place or an item card (ids never collide); numbers and flags go by the field.
    ``kind``: the decision kind (in a "die" decision the option number is the die's value)."""
    c = session.content
    if isinstance(v, str):
        if not v:
            return i18n.t("colony.ui.value.no_card")
        if v in c.survivors:
            return survivor(c, v)
        if v in c.locations:
            return place(c, v)
        return card(c, v)
    if isinstance(v, tuple):
        return " + ".join(value(session, name, x) for x in v)
    if isinstance(v, bool):
        if name == "roll":
            return i18n.t("colony.ui.value.roll" if v else "colony.ui.value.kill")
        return i18n.t("ui.value.yes" if v else "ui.value.no")
    if name == "die" or (name == "n" and kind == "die"):
        return i18n.t("colony.ui.value.no_die") if v == 0 else i18n.t("colony.ui.value.die", n=v)
    if name in ("entrance", "take", "put"):
        return i18n.t("colony.ui.value.entrance", n=v)
    if name == "target":
        return session.table.seat_name(session.seats, v)
    return i18n.t("colony.ui.value.option", n=v)


def choice_labels(content, source, lang: str | None = None) -> list[str] | None:
    """The words of each branch of a "choose one" on the card or ability ``source``, read from
    its own text ("Choose one: A, or B."), or None when the text does not name them."""
    lang = lang or i18n.language()
    marker, split = _CHOICE.get(lang, _CHOICE["en"])
    for text, ops in _choice_texts(content, source):
        counts = _choose_counts(ops)
        words = i18n.localized(text, lang) if isinstance(text, dict) else str(text)
        m = marker.search(words)
        if not m or not counts:
            continue
        parts = [p.strip(" .;,") for p in split.split(words[m.end():])]
        if len(parts) in counts and all(parts):
            return [p[:1].upper() + p[1:] for p in parts]
    return None


def _choice_texts(content, source) -> list:
    """(text, ops) pairs of ``source``: an item card, a survivor's ability, a crossroads card's
    options, a crisis."""
    sid = str(source or "")
    item = content.items.get(sid.split("#")[0])
    if item is not None:
        ops = tuple(item.play or ()) + tuple(item.equip_ability.ops if item.equip_ability else ())
        return [(item.text, ops)]
    sv = content.survivors.get(sid)
    if sv is not None and sv.ability is not None:
        return [(sv.ability.text, sv.ability.ops)]
    xr = content.crossroads.get(sid)
    if xr is not None:
        return [(o.text, o.ops) for o in xr.options]
    crisis = content.crises.get(sid)
    if crisis is not None:
        return [(crisis.text, crisis.effect)]
    return []


def _choose_counts(ops) -> set:
    """How many branches each "choose" op among ``ops`` (content ``Op``s, and inside them)
    offers."""
    out = set()
    for op in ops or ():
        name, args = getattr(op, "name", None), getattr(op, "args", None)
        if not isinstance(args, dict):
            continue
        if name == "choose":
            out.add(len(args.get("options", ())))
        for v in args.values():
            if isinstance(v, (list, tuple)):
                for x in v:
                    out |= _choose_counts(x if isinstance(x, (list, tuple)) else [x])
    return out


# "… vote. Yes: A. No: B." / «… За: A. Против: B.» — how a crossroads option words its vote
_VOTE = {"en": (re.compile(r"\bYes\s*:\s*"), re.compile(r"\bNo\s*:\s*")),
         "ru": (re.compile(r"\bЗа\s*:\s*"), re.compile(r"\bПротив\s*:\s*"))}


def vote_card(session) -> tuple[str | None, int | None]:
    """(the crossroads card, its option) behind the crossroads vote now being held: the latest
    public choice of a crossroads option (the engine's vote carries no card, C-16.1)."""
    for e, *_ in reversed(getattr(session, "events", [])):
        if getattr(e, "seats", None) is not None:
            continue
        if e.kind == "crossroads_chosen":
            return e.data.get("card"), e.data.get("option")
        if e.kind == "crossroads_revealed":
            return e.data.get("card"), None
    return None, None


def vote_effects(content, card_id, option=None, lang: str | None = None) -> tuple[str, str] | None:
    """What Yes and what No do in the crossroads vote of ``card_id`` (its option ``option``, or
    the first option that holds a vote), read from the option's own words; None when unknown."""
    lang = lang or i18n.language()
    card = content.crossroads.get(card_id) if card_id else None
    if card is None:
        return None
    opts = list(card.options)
    if option and 0 < option <= len(opts):
        opts = [opts[option - 1]]
    yes_at, no_at = _VOTE.get(lang, _VOTE["en"])
    for o in opts:
        words = i18n.localized(o.text, lang)
        y = yes_at.search(words)
        n = no_at.search(words, y.end()) if y else None
        if y and n:
            yes, no = words[y.end():n.start()].strip(" ;,"), words[n.end():].strip(" ;,")
            if yes and no:
                return yes, no
    return None
