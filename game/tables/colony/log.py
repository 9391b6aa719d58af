"""Readable log lines for the events of a colony game, in English and Russian.

    from game.tables.colony.log import describe
    for event in game.apply(action).events:
        line = describe(event, game.content, lang="ru")
        if line:
            print(line)

``describe`` turns one ``rules.core.records.Event`` into one line, or None when the event
should not appear in a log: a technical event (``HIDDEN``) or a secret event the viewer may
not see. Events carry survivor, card and place ids; the names come from the content and the
sentences from the catalogues, ``game/locale/<lang>/colony/log.toml`` (read through ``game.i18n``:
the key ``log.<key>``; the same keys and the same ``{fields}`` in every language). Seats are
0-based in the events and shown 1-based ("Seat 1") unless ``seat_names`` names them.

``pieces`` gives the same line as styled ``Piece``s, so the table on screen can draw a seat in
its colour and show a card when the pointer rests on its name: the names are wrapped in private
markers while the sentence is formatted, then split out (``describe`` joins the texts, so the
two always agree).

``Narrator`` is ``describe`` with memory: it follows the draft and the arriving survivors, so
a survivor's deliberate action reads "Seat 2: Mara Voss attacks at the School with a 4". Its
viewer and language can change between calls (pass-and-play; the language switch).

Nothing here imports pygame: the terminal player and the table on screen share it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from game import i18n
from game.i18n import MINUS, number

LANGS = i18n.LANGS
NAMESPACE = "colony.log"   # the catalogue of the sentences: game/locale/<lang>/colony/log.toml

# events a log does not show: nothing a player needs to read happened (or the line before
# already said it: crisis_reveal ends with "prevented" / "not prevented")
HIDDEN = frozenset({"turn_end", "crossroads_returned", "crisis_prevented"})

PIECE_KINDS = ("text", "seat", "card", "survivor", "place")


@dataclass(frozen=True)
class Piece:
    """A run of one log line. ``kind`` is one of ``PIECE_KINDS``; ``ref`` says what it names:
    the 0-based seat (int) for "seat", the item card id for "card", the survivor id for
    "survivor", the place id for "place", None for plain "text"."""
    text: str
    kind: str = "text"
    ref: object = None


# ---------------------------------------------------------------------------------- numbers
def signed(n: int) -> str:
    """+2, −1, 0."""
    return f"+{n}" if n > 0 else number(n)


# ---------------------------------------------------------------------------------- markers
# a name inside a line being built: \x01kind\x02ref\x02text\x03 (never nested; never shown)
_MARK = re.compile("\x01([a-z]+)\x02([^\x01\x02\x03]*)\x02([^\x01\x02\x03]*)\x03")
_CONTROL = re.compile("[\x01\x02\x03]")


def _clean(text) -> str:
    return _CONTROL.sub("", str(text))


def _mark(kind: str, ref, text) -> str:
    text = _clean(text)
    return f"\x01{kind}\x02{_clean(ref)}\x02{text}\x03" if text else ""


def _split(line: str) -> list[Piece]:
    """The pieces of a line holding markers; neighbouring plain text is one piece."""
    out: list[Piece] = []
    pos = 0
    for m in _MARK.finditer(line):
        _add(out, "text", None, line[pos:m.start()])
        kind, ref, text = m.groups()
        if kind == "seat":
            try:
                ref = int(ref)
            except ValueError:
                kind, ref = "text", None
        _add(out, kind, ref, text)
        pos = m.end()
    _add(out, "text", None, line[pos:])
    return out


def _add(out: list, kind: str, ref, text: str) -> None:
    text = _clean(text)   # a stray marker character (a broken line) is dropped, never shown
    if not text:
        return
    if kind == "text" and out and out[-1].kind == "text":
        out[-1] = Piece(out[-1].text + text)
    else:
        out.append(Piece(text, kind, ref))   # plain text always comes with ref None


# ---------------------------------------------------------------------------------- describing
class _Strings:
    """The log's sentences in one language, read like a dict (English where a key is missing)."""

    __slots__ = ("lang",)

    def __init__(self, lang: str):
        self.lang = lang

    def __getitem__(self, key: str) -> str:
        return i18n.t(f"{NAMESPACE}.{key}", self.lang)

    def __contains__(self, key: str) -> bool:
        full = f"{NAMESPACE}.{key}"
        return i18n.has(full, self.lang) or i18n.has(full, "en")


class _Speaker:
    """The helpers of one call: names from the content, seats, places and counted words.

    Every name it gives is wrapped in a marker (see ``_mark``), split out by ``pieces``.
    """

    def __init__(self, content, lang: str, seat_names, owners):
        self.c = content
        self.lang = lang if lang in LANGS else "en"
        self.t = _Strings(self.lang)
        self.seat_names = seat_names
        self.owners = owners or {}

    def say(self, key: str, **fields) -> str:
        return self.t[key].format(**fields)

    def count(self, key: str, n: int) -> str:
        return i18n.plural(f"{NAMESPACE}.{key}", n, self.lang)

    def join(self, items: list) -> str:
        items = [str(x) for x in items]
        if len(items) <= 1:
            return "".join(items)
        return f"{self.t['list.sep'].join(items[:-1])} {self.t['and']} {items[-1]}"

    def seat(self, i, form: str = "seat") -> str:
        if not isinstance(i, int):
            return str(i)
        names = self.seat_names
        if names is not None:
            name = None
            if isinstance(names, dict):
                name = names.get(i, names.get(str(i)))
            elif 0 <= i < len(names):
                name = names[i]
            if name:
                return _mark("seat", i, name)
        return _mark("seat", i, self.t[form].format(n=i + 1))

    def survivor(self, sid) -> str:
        d = self.c.survivors.get(sid) if sid is not None else None
        return _mark("survivor", sid, i18n.name(d, self.lang)) if d else str(sid)

    def actor(self, sid, seat=None) -> str:
        """The survivor, led by its seat when the seat is known."""
        if seat is None:
            seat = self.owners.get(sid)
        if seat is None:
            return self.survivor(sid)
        return self.say("actor", seat=self.seat(seat), survivor=self.survivor(sid))

    def card(self, cid) -> str:
        base = str(cid).split("#")[0]   # a copy's id: "item.axe#2"
        d = self.c.items.get(base)
        return _mark("card", base, i18n.name(d, self.lang)) if d else str(cid)

    def place(self, pid) -> str:
        d = self.c.locations.get(pid)
        return _mark("place", pid, i18n.name(d, self.lang)) if d else str(pid)

    def where(self, how: str, pid) -> str:
        """``how`` is at, to or from: "at the School" / "в Школе".

        A generic form names the place ({name}: only the name is the place's piece); a form of
        one place is a whole phrase in its case, and the whole phrase is the piece.
        """
        key = f"{how}.{pid}"
        if key not in self.t:
            return self.say(how, name=self.place(pid))
        return _mark("place", pid, self.t[key])

    def word(self, key: str, value) -> str:
        k = f"{key}.{value}"
        return self.t[k] if k in self.t else str(value)

    def dice(self, values) -> str:
        return ", ".join(number(v) for v in values)


def _text(d, lang: str) -> str:
    """The rules text of a content definition (crisis, crossroads card or option)."""
    return i18n.localized(getattr(d, "text", None), lang)


def pieces(event, content, lang: str = "en", seat_names=None, viewer: int | None = None,
           owners: dict | None = None) -> list[Piece] | None:
    """The line of ``describe`` as styled pieces (their texts joined are the line), or None."""
    if event.seats is not None and viewer not in event.seats:
        return None
    if event.kind in HIDDEN:
        return None
    sp = _Speaker(content, lang, seat_names, owners)
    data = event.data if isinstance(event.data, dict) else {}
    handler = _HANDLERS.get(event.kind)
    line = None
    if handler is not None:
        try:
            line = handler(sp, data)
        except Exception:   # a malformed event still gets a line, never an exception
            line = None
    found = _split(line) if line else []
    if not found:
        details = ", ".join(f"{k}={v}" for k, v in data.items())
        found = _split(_clean(sp.say("unknown", kind=event.kind, details=details).rstrip(": ")))
    first = found[0]
    found[0] = Piece(first.text[:1].upper() + first.text[1:], first.kind, first.ref)
    return found


def describe(event, content, lang: str = "en", seat_names=None, viewer: int | None = None,
             owners: dict | None = None) -> str | None:
    """One readable line for ``event``, or None when a log should not show it.

    ``viewer``: the seat reading the log (None: a spectator). A secret event (``event.seats``
    set) is described only for a viewer among its seats. ``seat_names``: a list or a dict of
    names by 0-based seat. ``owners``: survivor id -> seat, to lead survivors' actions with
    their seat (``Narrator`` keeps it). Never raises: an unknown or malformed event gives a
    generic line naming its kind.
    """
    found = pieces(event, content, lang, seat_names, viewer, owners)
    return None if found is None else "".join(p.text for p in found)


class _Default:
    def __repr__(self) -> str:
        return "<the narrator's viewer>"


NARRATOR_VIEWER = _Default()   # "the viewer the Narrator was made with"
_CACHE_SIZE = 4096


class Narrator:
    """``describe`` that remembers who owns which survivor, from the events it is shown.

    Show it every event of the game in order (secret ones too: it filters them by the viewer).
    The viewer is given per call (pass-and-play changes who is looking); the constructor's
    ``viewer`` is the default when a call names none, and ``viewer=None`` is a spectator.
    ``lang`` may be set at any time; left None it follows ``i18n.language()``. Lines are cached
    per event, viewer and language, so redrawing a long log every frame costs little.
    """

    def __init__(self, content, lang: str | None = None, seat_names=None,
                 viewer: int | None = None):
        self.content = content
        self.lang = lang
        self.seat_names = seat_names
        self.viewer = viewer
        self.owners: dict[str, int] = {}
        self._version = 0   # bumped when the owners change: cached lines may read differently
        self._cache: dict = {}

    @property
    def lang(self) -> str:
        return self._lang or i18n.language()

    @lang.setter
    def lang(self, value: str | None) -> None:
        self._lang = value

    def describe(self, event, viewer=NARRATOR_VIEWER, lang: str | None = None) -> str | None:
        found = self.pieces(event, viewer, lang)
        return None if found is None else "".join(p.text for p in found)

    def pieces(self, event, viewer=NARRATOR_VIEWER, lang: str | None = None) -> list[Piece] | None:
        """The line for ``event`` as styled pieces (see ``Piece``), or None when not shown."""
        self.observe(event)
        if viewer is NARRATOR_VIEWER:
            viewer = self.viewer
        lang = lang or self.lang
        key = (id(event), viewer, lang, self._version, _names_key(self.seat_names))
        hit = self._cache.get(key)
        if hit is not None and hit[0] is event:
            return None if hit[1] is None else list(hit[1])
        found = pieces(event, self.content, lang, self.seat_names, viewer, self.owners)
        if len(self._cache) >= _CACHE_SIZE:
            self._cache.clear()
        self._cache[key] = (event, None if found is None else tuple(found))
        return found

    def observe(self, event) -> None:
        """Learn who owns which survivor from ``event`` (describe and pieces call it; a screen
        that shows only the newest lines should call it for every event, in order)."""
        d = event.data if isinstance(event.data, dict) else {}
        if event.kind == "drafted":
            sids = [d.get("leader"), *d.get("followers", [])]
        elif event.kind == "survivor_joined":
            sids = [d.get("survivor")]
        else:
            return
        for sid in sids:
            if self.owners.get(sid) != d.get("seat"):
                self.owners[sid] = d.get("seat")
                self._version += 1


def _names_key(names):
    if isinstance(names, dict):
        return tuple(sorted((str(k), str(v)) for k, v in names.items()))
    if names is None:
        return None
    return tuple(str(n) for n in names)


# ---------------------------------------------------------------------------------- one per kind
def _with_die(sp, d) -> str:
    """The " with a 4" of a line when the event names a die ("" when it does not)."""
    die = d.get("die") or 0
    return sp.say("with_die", die=die) if die else ""


def _ability(sp, d):
    with_die = _with_die(sp, d)
    if d.get("spent"):
        return sp.say("ability_spent", actor=sp.actor(d["survivor"]), with_die=with_die,
                      card=sp.card(d["spent"]))
    return sp.say("ability", actor=sp.actor(d["survivor"]), with_die=with_die)


def _barricaded(sp, d):
    """A barricade a survivor put up (C-6.12: who, with what die), or one an effect placed."""
    if d.get("survivor"):
        return sp.say("barricade", actor=sp.actor(d["survivor"]), at=sp.where("at", d["place"]),
                      entrance=d["entrance"], die=d["die"])
    return sp.say("barricaded", at=sp.where("at", d["place"]), entrance=d["entrance"])


def _lure(sp, d):
    """C-6.14/C-23.4: a survivor lures zombies from one other place (each one moved: "lured")."""
    return sp.say("lure", actor=sp.actor(d["survivor"]), die=d["die"],
                  **{"from": sp.where("from", d["source"])})


def _gave_nothing(sp, d):
    """C-7.8: the asked player gave no card (or had none the asker could use at once)."""
    return sp.say("gave_nothing" if d.get("could") else "gave_nothing.none", seat=sp.seat(d["seat"]))


def _attack(sp, d):
    return sp.say("attack", actor=sp.actor(d["survivor"]), at=sp.where("at", d["place"]), die=d["die"])


def _attack_survivor(sp, d):
    return sp.say("attack_survivor", actor=sp.actor(d["survivor"]), target=sp.survivor(d["target"]),
                  die=d["die"], roll=d["roll"], result=sp.t["hit" if d["hit"] else "miss"])


def _seat_only(kind):
    def handler(sp, d):
        return sp.say(kind, seat=sp.seat(d["seat"]))
    return handler


def _entrance(kind):
    def handler(sp, d):
        return sp.say(kind, at=sp.where("at", d["place"]), entrance=d["entrance"])
    return handler


def _barricades_removed(sp, d):
    return sp.say("barricades_removed", barricades=sp.count("n.barricades_removed", d["count"]),
                  count=d["count"], **{"from": sp.where("from", d["place"])})


def _bite_spreads(sp, d):
    return sp.say("bite_spreads", survivor=sp.survivor(d["survivor"]))


def _card_taken(sp, d):
    return sp.say("card_taken", to=sp.seat(d["to"]), frm=sp.seat(d["frm"], "seat.gen"))


def _card_only(kind):
    def handler(sp, d):
        return sp.say(kind, card=sp.card(d["card"]))
    return handler


def _contributed(sp, d):
    return sp.say("contributed", seat=sp.seat(d["seat"]), count=d["count"],
                  cards=sp.count("n.card.nom", d["count"]))


def _crisis(sp, d):
    crisis = sp.c.crises[d["card"]]
    return sp.say("crisis", name=i18n.name(crisis, sp.lang), symbol=sp.word("symbol", crisis.symbol))


def _crisis_reveal(sp, d):
    crisis = sp.c.crises[d["card"]]
    cards = list(d.get("cards", []))
    match = sum(1 for c in cards if getattr(sp.c.items.get(c.split("#")[0]), "symbol", None)
                == crisis.symbol)
    score, needed = d["score"], d["needed"]
    key = "crisis_reveal.cards" if cards else "crisis_reveal"
    return sp.say(key, name=i18n.name(crisis, sp.lang), match=match, other=len(cards) - match,
                  minus=MINUS, score=number(score), needed=needed,
                  verdict=sp.t["prevented" if score >= needed else "not_prevented"],
                  cards=", ".join(sp.card(c) for c in cards))


def _crisis_failed(sp, d):
    crisis = sp.c.crises[d["card"]]
    return sp.say("crisis_failed", name=i18n.name(crisis, sp.lang), text=_text(crisis, sp.lang))


def _crossroads_card(sp, d):
    return sp.say("crossroads_card", name=i18n.name(sp.c.crossroads[d["card"]], sp.lang))


def _crossroads_chosen(sp, d):
    xr = sp.c.crossroads[d["card"]]
    n = d["option"]
    text = _text(xr.options[n - 1], sp.lang) if 1 <= n <= len(xr.options) else ""
    return sp.say("crossroads_chosen", name=i18n.name(xr, sp.lang), option=n, text=text).rstrip(" —")


def _crossroads_drawn(sp, d):
    return sp.say("crossroads_drawn", holder=sp.seat(d["holder"]), active=sp.seat(d["active"]))


def _crossroads_revealed(sp, d):
    xr = sp.c.crossroads[d["card"]]
    return sp.say("crossroads_revealed", holder=sp.seat(d["holder"]), name=i18n.name(xr, sp.lang),
                  text=_text(xr, sp.lang))


def _dice(sp, d):
    if not d["values"]:   # a re-roll with no unused die left ("rolls dice:" and nothing)
        return sp.say("dice_none", seat=sp.seat(d["seat"]))
    return sp.say("dice", seat=sp.seat(d["seat"]), values=sp.dice(d["values"]))


def _dice_changed(kind):
    def handler(sp, d):
        values = list(d["values"])
        return sp.say(kind, seat=sp.seat(d["seat"]), dice=sp.count("n.dice", len(values)),
                      values=sp.dice(values))
    return handler


def _die_raised(sp, d):
    return sp.say("die_raised", seat=sp.seat(d["seat"]), frm=d["frm"], to=d["to"])


def _discarded(sp, d):
    return sp.say("discarded", seat=sp.seat(d["seat"]), card=sp.card(d["card"]))


def _drafted(kind):
    def handler(sp, d):
        names = [sp.say("drafted.leader", survivor=sp.survivor(d["leader"]))]
        names += [sp.survivor(s) for s in d.get("followers", [])]
        return sp.say(kind, seat=sp.seat(d["seat"]), survivors=sp.join(names))
    return handler


def _drew(sp, d):
    return sp.say("drew", seat=sp.seat(d["seat"]), cards=sp.count("n.card", d["count"]),
                  count=d["count"], **{"from": sp.where("from", d["place"])})


def _card_list(kind):
    def handler(sp, d):
        return sp.say(kind, cards=", ".join(sp.card(c) for c in d["cards"]))
    return handler


def _equipped(sp, d):
    return sp.say("equipped", seat=sp.seat(d["seat"]), survivor=sp.survivor(d["survivor"]),
                  card=sp.card(d["card"]))


def _exile_called(sp, d):
    return sp.say("exile_called", caller=sp.seat(d["caller"]), target=sp.seat(d["target"], "seat.gen"))


def _exiled(sp, d):
    oid = d.get("objective")
    if oid is None:
        return sp.say("exiled.hidden", seat=sp.seat(d["seat"]))
    return sp.say("exiled", seat=sp.seat(d["seat"]), objective=i18n.name(sp.c.objective(oid), sp.lang))


def _exiled_objective(sp, d):
    return sp.say("exiled_objective", name=i18n.name(sp.c.objective(d["card"]), sp.lang))


def _plain(kind):
    def handler(sp, d):
        return sp.t[kind]
    return handler


def _exposure(sp, d):
    return sp.say("exposure", survivor=sp.survivor(d["survivor"]), face=sp.word("face", d["face"]))


def _fed(sp, d):
    return sp.say("fed", food=sp.count("n.food", d["food"]))


def _food(sp, d):
    return sp.say("food", delta=signed(d["delta"]), value=number(d["value"]))


def _food_spent(sp, d):
    return sp.say("food_spent", seat=sp.seat(d["seat"]), frm=d["frm"], to=d["to"], food=d["food"])


def _game_over(sp, d):
    winners = [sp.seat(int(i)) for i in d.get("winners", [])]
    if not winners:
        won = sp.t["game_over.nobody"]
    else:
        won = sp.say("game_over.winner" if len(winners) == 1 else "game_over.winners",
                     seats=sp.join(winners))
    return sp.say("game_over", reason=sp.word("reason", d["reason"]), winners=won)


def _request(sp, d):
    if "target" not in d:   # older logs: a request to every other player
        return sp.say("request", seat=sp.seat(d["seat"]))
    return sp.say("request.one", seat=sp.seat(d["seat"]), target=sp.seat(d["target"], "seat.gen"))


def _given(sp, d):
    return sp.say("given", frm=sp.seat(d["frm"]), to=sp.seat(d["to"], "seat.dat"), card=sp.card(d["card"]))


def _hand_lost(sp, d):
    n = d.get("count", 0)
    key = "hand_lost" if n else "hand_lost.empty"
    return sp.say(key, seat=sp.seat(d["seat"]), count=n, cards=sp.count("n.card", n))


def _handed_off(sp, d):
    return sp.say("handed_off", card=sp.card(d["card"]), frm=sp.survivor(d["frm"]),
                  to=sp.survivor(d["to"]))


def _handoff_refused(sp, d):
    return sp.say("handoff_refused", card=sp.card(d["card"]), survivor=sp.survivor(d["survivor"]))


def _hurt(sp, d):
    return sp.say("hurt", wounds=d.get("wounds", 0), frost=d.get("frost", 0))


def _healed(sp, d):
    return sp.say("healed", survivor=sp.survivor(d["survivor"]), hurt=_hurt(sp, d))


def _helpless_added(sp, d):
    return sp.say("helpless_added", helpless=sp.count("n.helpless_join", d["count"]))


def _item_used(sp, d):
    return sp.say("item_used", actor=sp.actor(d["survivor"]), card=sp.card(d["card"]),
                  with_die=_with_die(sp, d))


def _kept(sp, d):
    n = d.get("returned", 0)
    return sp.say("kept.returned" if n else "kept", seat=sp.seat(d["seat"]),
                  at=sp.where("at", d["place"]), returned=n, cards=sp.count("n.card", n))


def _leader(sp, d):
    return sp.say("leader", seat=sp.seat(d["seat"]), survivor=sp.survivor(d["survivor"]))


def _lured(sp, d):
    return sp.say("lured", to=sp.where("to", d["to"]), take=d["take"], put=d["put"],
                  **{"from": sp.where("from", d["frm"])})


def _morale(sp, d):
    if not d.get("delta"):
        return sp.say("morale.same", value=number(d["value"]))
    return sp.say("morale", delta=signed(d["delta"]), value=number(d["value"]))


def _moved(sp, d):
    return sp.say("moved", actor=sp.actor(d["survivor"]), to=sp.where("to", d["to"]),
                  **{"from": sp.where("from", d["frm"])})


def _place_value(kind):
    def handler(sp, d):
        return sp.say(kind, at=sp.where("at", d["place"]), value=d["value"])
    return handler


def _seat_card(kind):
    def handler(sp, d):
        return sp.say(kind, seat=sp.seat(d["seat"]), card=sp.card(d["card"]))
    return handler


def _played_as_die(sp, d):
    return sp.say("played_as_die", seat=sp.seat(d["seat"]), card=sp.card(d["card"]),
                  frm=d["frm"], to=d["to"])


def _round(sp, d):
    left = d["rounds_left"]
    if left == 1:
        return sp.say("round.last", number=d["number"])
    return sp.say("round", number=d["number"], left=sp.count("n.rounds_left", left))


def _round_track(sp, d):
    left = d["rounds_left"]
    if left <= 0:
        return sp.t["round_track.end"]
    return sp.say("round_track", left=sp.count("n.rounds_left", left))


def _search(sp, d):
    return sp.say("search", actor=sp.actor(d["survivor"]), place=sp.place(d["place"]),
                  at=sp.where("at", d["place"]))


def _starvation(sp, d):
    return sp.say("starvation", value=d["value"])


def _starving(sp, d):
    return sp.say("starving", tokens=d["tokens"])


def _survivor_lost(kind):
    def handler(sp, d):
        return sp.say(kind, actor=sp.actor(d["survivor"], d.get("seat")),
                      at=sp.where("at", d["place"]), cause=sp.word("cause", d.get("cause")))
    return handler


def _survivor_joined(sp, d):
    key = "survivor_joined.leader" if d.get("leader") else "survivor_joined"
    return sp.say(key, seat=sp.seat(d["seat"]), survivor=sp.survivor(d["survivor"]),
                  at=sp.where("at", d["place"]))


def _swapped(sp, d):
    return sp.say("swapped", survivor=sp.survivor(d["survivor"]), other=sp.survivor(d["other"]),
                  to=sp.where("to", d["place"]), to_colony=sp.where("to", "colony"))


def _tie_broken(sp, d):
    return sp.say("tie_broken", vote=sp.t["vote.yes" if d["yes"] else "vote.no"])


def _turn(sp, d):
    return sp.say("turn", seat=sp.seat(d["seat"]))


def _vote_revealed(sp, d):
    yes, no = d.get("yes", 0), d.get("no", 0)
    verdict = "vote.passed" if yes > no else "vote.rejected" if no > yes else "vote.tied"
    ballots = sorted(d.get("ballots", {}).items(), key=lambda kv: int(kv[0]))
    shown = sp.t["list.sep"].join(sp.say("ballot", seat=sp.seat(int(k)),
                                         vote=sp.t["vote.yes" if v else "vote.no"])
                                  for k, v in ballots)
    why = d.get("why")
    why_text = sp.t[f"why.{why}"] if f"why.{why}" in sp.t else sp.say("why", why=why)
    return sp.say("vote_revealed.ballots" if ballots else "vote_revealed", why=why_text,
                  yes=yes, no=no, verdict=sp.t[verdict], ballots=shown)


def _waste_check(sp, d):
    return sp.say("waste_check", cards=sp.count("n.card.nom", d["cards"]), count=d["cards"])


def _waste_cleaned(sp, d):
    return sp.say("waste_cleaned", cards=sp.count("n.card.nom", d["count"]), count=d["count"])


def _wounded(sp, d):
    key = "wounded.frostbite" if d.get("frostbite") else "wounded"
    return sp.say(key, survivor=sp.survivor(d["survivor"]), hurt=_hurt(sp, d))


def _zombie_killed(sp, d):
    sid = d.get("survivor")
    key = "zombie_killed" if sid else "zombie_killed.nobody"
    return sp.say(key, survivor=sp.survivor(sid) if sid else "", at=sp.where("at", d["place"]),
                  entrance=d["entrance"])


def _zombies_added(sp, d):
    return sp.say("zombies_added", at=sp.where("at", d["place"]),
                  zombies=sp.count("n.zombies_arrive", d["count"]))


def _zombies_removed(sp, d):
    return sp.say("zombies_removed", zombies=sp.count("n.zombies_removed", d["count"]), count=d["count"],
                  **{"from": sp.where("from", d["place"])})


_HANDLERS = {
    "ability": _ability,
    "attack": _attack,
    "attack_survivor": _attack_survivor,
    "ballot_cast": _seat_only("ballot_cast"),
    "barricade_broken": _entrance("barricade_broken"),
    "barricaded": _barricaded,
    "barricades_removed": _barricades_removed,
    "bite_spreads": _bite_spreads,
    "card_taken": _card_taken,
    "card_taken_id": _card_only("card_taken_id"),
    "contributed": _contributed,
    "contributed_card": _card_only("contributed_card"),
    "crisis": _crisis,
    "crisis_failed": _crisis_failed,
    "crisis_reveal": _crisis_reveal,
    "crossroads_card": _crossroads_card,
    "crossroads_chosen": _crossroads_chosen,
    "crossroads_drawn": _crossroads_drawn,
    "crossroads_revealed": _crossroads_revealed,
    "dice": _dice,
    "dice_gained": _dice_changed("dice_gained"),
    "dice_lost": _dice_changed("dice_lost"),
    "die_raised": _die_raised,
    "discarded": _discarded,
    "draft_pick": _drafted("draft_pick"),
    "drafted": _drafted("drafted"),
    "drew": _drew,
    "drew_cards": _card_list("drew_cards"),
    "eliminated": _seat_only("eliminated"),
    "equipped": _equipped,
    "exile_called": _exile_called,
    "exiled": _exiled,
    "exiled_objective": _exiled_objective,
    "exiles_broke_colony": _plain("exiles_broke_colony"),
    "exposure": _exposure,
    "fed": _fed,
    "first_player": _seat_only("first_player"),
    "food": _food,
    "food_spent": _food_spent,
    "game_over": _game_over,
    "given": _given,
    "hand_lost": _hand_lost,
    "handed_off": _handed_off,
    "handoff_refused": _handoff_refused,
    "healed": _healed,
    "helpless_added": _helpless_added,
    "helpless_died": _plain("helpless_died"),
    "gave_nothing": _gave_nothing,
    "item_used": _item_used,
    "kept": _kept,
    "leader": _leader,
    "lure": _lure,
    "lured": _lured,
    "main_complete": _plain("main_complete"),
    "morale": _morale,
    "moved": _moved,
    "noise": _place_value("noise"),
    "noise_roll": _place_value("noise_roll"),
    "objective_card": _seat_card("objective_card"),
    "overrun": _entrance("overrun"),
    "played": _seat_card("played"),
    "played_as_die": _played_as_die,
    "request": _request,
    "round": _round,
    "round_track": _round_track,
    "search": _search,
    "searched": _card_list("searched"),
    "starvation": _starvation,
    "starving": _starving,
    "survivor_died": _survivor_lost("survivor_died"),
    "survivor_removed": _survivor_lost("survivor_removed"),
    "survivor_joined": _survivor_joined,
    "swapped": _swapped,
    "tie_broken": _tie_broken,
    "turn": _turn,
    "vote_revealed": _vote_revealed,
    "waste_check": _waste_check,
    "waste_cleaned": _waste_cleaned,
    "wounded": _wounded,
    "zombie_killed": _zombie_killed,
    "zombies_added": _zombies_added,
    "zombies_removed": _zombies_removed,
}

KINDS = frozenset(_HANDLERS) | HIDDEN   # every event kind this module knows

__all__ = ["HIDDEN", "KINDS", "LANGS", "MINUS", "NAMESPACE", "NARRATOR_VIEWER", "Narrator",
           "PIECE_KINDS", "Piece", "describe", "number", "pieces", "signed"]
