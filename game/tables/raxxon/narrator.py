"""The evacuation game's log: one line per event, in the reader's language, only what the
viewer may read (``event.visible_to``: what Explore showed a seat is that seat's alone).

A line is a list of ``Piece`` runs: plain text, a seat's name (drawn in its colour) or a card
(drawn bold). Rows and columns are counted from 1 at the crowd's first dealt row/column, as the
board labels them.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game import i18n


@dataclass(frozen=True)
class Piece:
    text: str
    kind: str = "text"     # "text", "seat", "card"
    ref: object = None


# events that make no line of their own (the board shows them, or another line says it)
# counted fields of a line: (event kind, field) -> the counted word (raxxon.ui.n.*), so a reader
# sees "1 card", "2 cards"; "1 карта", "3 карты", "5 карт"
COUNTED = {("flipped", "n"): "cards", ("population", "moved"): "cards",
           ("population", "citizen_deck"): "cards", ("reshuffled", "citizen_deck"): "cards",
           ("quarantine_renewed", "count"): "cards", ("raxxon_returned", "n"): "cards",
           ("curfew", "count"): "cards", ("spread", "count"): "infection_cards",
           ("tokens_cleared", "count"): "tokens"}


def counted(word: str, n) -> str:
    return i18n.plural(f"raxxon.ui.n.{word}", n) if isinstance(n, int) else str(n)


QUIET = frozenset({"setup", "crowd_dealt", "raxxon_placed", "consequence", "optional_used",
                   "explored"})
# lines that would report nothing ("To the uncontrolled quarantine: 0 cards."): no line when
# the counted field of the event is 0 or an empty list
EMPTY = {"quarantine_renewed": "count", "flipped": "cards", "spread": "count",
         "population": "moved", "raxxon_returned": "cards", "tokens_cleared": "count"}


def _line_key(kind: str, d: dict) -> str:
    """The catalogue key of an event's line: a few kinds have one line per case (a table of
    lines in the catalogue, [log.<kind>]). The case is chosen before the key is looked up: the
    lookup of the table's own key found no line, and these four kinds were never written in
    the log (a failed line evacuation said nothing: played in a real window)."""
    key = f"raxxon.ui.log.{kind}"
    if kind == "evacuation_failed":
        return key + (".card" if "card" in d else ".line")
    if kind == "quarantined":
        return key + f".{d.get('source', 'crowd')}"
    if kind == "influence":
        return key + (".up" if d.get("delta", 1) > 0 else ".down")
    if kind == "game_over":
        return key + (".won" if d.get("won") else ".lost")
    return key


def reports_nothing(event) -> bool:
    d = event.data if isinstance(event.data, dict) else {}
    field = EMPTY.get(event.kind)
    return field is not None and field in d and not d[field]


class Narrator:
    def __init__(self, content, seat_names):
        self.content = content
        # a default name is read in the language of the moment (game.tables.ShownNames)
        self.seat_names = seat_names if isinstance(seat_names, Sequence) else list(seat_names)

    def observe(self, event) -> None:
        """Nothing to learn: every line reads from its own event."""

    # ------------------------------------------------------------ words
    def seat(self, s) -> str:
        if isinstance(s, int) and 0 <= s < len(self.seat_names):
            return self.seat_names[s]
        return "?"

    def card(self, cid) -> str:
        c = self.content.citizens.get(cid)
        if c is not None:
            return i18n.name(c)
        r = self.content.raxxon.get(cid)
        if r is not None:
            return i18n.localized(r.title)
        return "?"

    def action(self, seat, aid, game_boards=None) -> str:
        for ch in self.content.characters.values():
            for side in ch.sides.values():
                for a in side.actions:
                    if a.id == aid:
                        return i18n.localized(a.name)
        return str(aid)

    def symbols(self, syms) -> str:
        return ", ".join(i18n.localized(self.content.symbols[s]["name"]) for s in syms) or "—"

    # ------------------------------------------------------------ lines
    def pieces(self, event, viewer=None) -> list | None:
        if not event.visible_to(viewer) or event.kind in QUIET or reports_nothing(event):
            return None
        if event.kind == "first_player" and len(self.seat_names) == 1:
            return None   # a solo game: nobody else to go before
        d = event.data if isinstance(event.data, dict) else {}
        key = _line_key(event.kind, d)
        if not i18n.has(key, "en"):
            return None
        fields = {}
        refs = {}
        for k, v in d.items():
            if k == "seat":
                fields["seat"] = self.seat(v)
                refs["seat"] = ("seat", v)
            elif k == "card":
                fields["card"] = self.card(v) if v else i18n.t("raxxon.ui.log.nobody")
                if v:
                    refs["card"] = ("card", v)
            elif k == "character":
                ch = self.content.characters.get(v)
                fields["character"] = i18n.name(ch) if ch else str(v)
            elif k == "action":
                fields["action"] = self.action(d.get("seat"), v)
            elif k == "symbols":
                fields["symbols"] = self.symbols(v)
            elif k in ("r", "c", "at") and isinstance(v, int):
                fields[k] = v + 1
            elif k == "axis":
                fields["axis"] = i18n.t(f"raxxon.ui.axis.{v}")
            elif k == "difficulty":
                fields["difficulty"] = i18n.t(f"raxxon.ui.difficulty.{v}")
            elif k == "reason":
                fields["reason"] = i18n.t(f"raxxon.ui.over.reason.{v}")
            elif k == "choice":
                fields["choice"] = i18n.t(f"raxxon.ui.company.{v}")
            elif k == "to":
                fields["to"] = i18n.t(f"raxxon.ui.log.to.{v}") if i18n.has(f"raxxon.ui.log.to.{v}",
                                                                           "en") else str(v)
            elif k == "cards":
                fields["n"] = len(v)
            elif k == "why":
                fields["why"] = i18n.t(f"raxxon.ui.log.why.{v}")
            else:
                fields[k] = v
        for (kind, name), word in COUNTED.items():
            if kind == event.kind and name in fields:
                fields[name] = counted(word, fields[name])
        try:
            line = i18n.t(key, **fields)
        except (KeyError, IndexError):
            return None
        return self._split(line, fields, refs)

    def _split(self, line: str, fields: dict, refs: dict) -> list:
        """The line cut into pieces where a seat's or a card's name stands."""
        out = [Piece(line)]
        for name in ("seat", "card"):
            if name not in refs:
                continue
            word = fields[name]
            kind, ref = refs[name]
            nxt = []
            for p in out:
                if p.kind != "text" or not word or word not in p.text:
                    nxt.append(p)
                    continue
                before, _, after = p.text.partition(word)
                if before:
                    nxt.append(Piece(before))
                nxt.append(Piece(word, kind, ref))
                if after:
                    nxt.append(Piece(after))
            out = nxt
        return out

    def text(self, event, viewer=None) -> str | None:
        p = self.pieces(event, viewer)
        return None if p is None else "".join(x.text for x in p)
