"""The mall's log: one line per event, in the reader's language, only what the viewer may read
(``event.visible_to``: the dice a seat looked at, the cards a caller drew, a gift are for their
eyes only). A line is a list of ``Piece`` runs: plain text, or a seat's name (drawn in its
colour with its mark)."""
from __future__ import annotations

import string
from dataclasses import dataclass

from game import i18n

QUIET = frozenset({"placement_roll", "no_extra_zombie", "position", "phase", "dice_seen"})
PHASE_NAMES = ("A", "B", "C", "D", "E", "F")


@dataclass(frozen=True)
class Piece:
    text: str
    kind: str = "text"     # "text", "seat", "head"
    ref: object = None


class Seat(int):
    """A field that names a seat: drawn as that seat's name, in its colour."""


class Narrator:
    def __init__(self, content, colours, seat_names):
        self.content = content
        self.colours = list(colours)
        self.seat_names = seat_names

    def observe(self, event) -> None:
        """Nothing to learn: every line reads from its own event."""

    # ------------------------------------------------------------ words
    def seat_name(self, s) -> str:
        return self.seat_names[s] if isinstance(s, int) and 0 <= s < len(self.seat_names) else "?"

    def place(self, p) -> str:
        d = self.content.places.get(p)
        return i18n.name(d) if d else "?"

    def kind(self, piece: str) -> str:
        d = self.content.characters.get(str(piece).partition(".")[2])
        return i18n.name(d) if d else "?"

    def owner(self, piece: str) -> Seat:
        c = str(piece).partition(".")[0]
        return Seat(self.colours.index(c)) if c in self.colours else Seat(-1)

    def of_colour(self, colour) -> Seat:
        return Seat(self.colours.index(colour)) if colour in self.colours else Seat(-1)

    def card(self, cid) -> str:
        d = self.content.cards.get(str(cid).rpartition(".")[0])
        return i18n.name(d) if d else "?"

    def places(self, ps) -> str:
        """The places named once each, in the order they first come, with how many times when
        more than once ("Car Park ×2": a name said twice in a row read as a slip)."""
        counts: dict = {}
        for p in ps:
            counts[p] = counts.get(p, 0) + 1
        names = [self.place(p) + (f" ×{n}" if n > 1 else "") for p, n in counts.items()]
        return ", ".join(names) if names else i18n.t("mall.ui.log.nowhere")

    def fill(self, key: str, **fields) -> list:
        """The catalogue line ``mall.ui.log.<key>`` as pieces; ``Seat`` fields become names."""
        out = []
        for lit, name, _, _ in string.Formatter().parse(i18n.t(f"mall.ui.log.{key}")):
            if lit:
                out.append(Piece(lit))
            if name is None:
                continue
            v = fields.get(name, "?")
            if isinstance(v, Seat):
                out.append(Piece(self.seat_name(int(v)), "seat", int(v)))
            else:
                out.append(Piece(str(v)))
        return out

    # ------------------------------------------------------------ lines
    def text(self, event, viewer=None) -> str | None:
        p = self.pieces(event, viewer)
        return None if p is None else "".join(x.text for x in p)

    def pieces(self, e, viewer=None):
        if not e.visible_to(viewer) or e.kind in QUIET:
            return None
        d = e.data if isinstance(e.data, dict) else {}
        k = e.kind
        f = self.fill
        S = Seat
        if k == "setup":
            return f("setup", n=d.get("players", "?"), seat=S(d.get("leader", 0)))
        if k == "placed":
            return f("placed", seat=S(d["seat"]), piece=self.kind(d["piece"]), place=self.place(d["at"]))
        if k == "setup_zombies":   # the dice too, as each turn's line says them: a 6 rolled in
            # a 3-4 player game brings nobody (M-4.7), and four dice naming three places puzzled
            dice = ", ".join(str(x) for x in d.get("dice", ()))
            ps = [p for p, z in d.get("zombies", ()) for _ in range(z)]
            if not ps:
                return f("setup_zombies_none", dice=dice)
            return f("setup_zombies", dice=dice, places=self.places(ps))
        if k == "turn":
            return [Piece(i18n.t("mall.ui.log.turn", turn=d["turn"]), "head")] + \
                f("leader_is", seat=S(d["leader"]))
        if k in ("ballot_cast", "destination_chosen"):
            return f(k, seat=S(d["seat"]))
        if k in ("ballots_revealed", "destinations_revealed"):
            out = [Piece(i18n.t(f"mall.ui.log.{k}"))]
            for n, (s, c) in enumerate(d.get("choices", ())):
                if n:
                    out.append(Piece(", "))
                out.append(Piece(self.seat_name(s), "seat", s))
                # who for whom, who where ("Anna » Dmitri" was not read as a ballot)
                if k == "ballots_revealed":
                    t = self.of_colour(c)
                    out += [Piece(i18n.t("mall.ui.log.voted_for")),
                            Piece(self.seat_name(int(t)), "seat", int(t))]
                else:
                    out.append(Piece(i18n.t("mall.ui.log.going_to") + self.place(c)))
            out.append(Piece("."))
            return out if d.get("choices") else f("no_ballots")
        if k == "vote_tally":
            out = [Piece(i18n.t("mall.ui.log.tally"))]
            for n, (c, votes) in enumerate(d.get("tally", ())):
                t = self.of_colour(c)
                # "Anna (2 votes)": a count beside a name ran into it ("Player 1 2")
                out += [Piece(", " if n else ""), Piece(self.seat_name(int(t)), "seat", int(t)),
                        Piece(f" ({i18n.plural('mall.ui.n.votes', votes)})")]
            out.append(Piece("."))
            return out
        if k == "vote_tied":
            return f("tied_again" if d.get("round", 1) == 1 else "tied_twice")
        if k == "vote_unopposed":   # what the vote was for: it follows other lines in the log
            why = d.get("why")
            key = f"unopposed_{why}" if i18n.has(f"mall.ui.log.unopposed_{why}") else "unopposed"
            return f(key, seat=self.of_colour(d.get("winner")))
        if k == "vote_void":
            return f("vote_void")
        if k == "lot":
            return f("lot", seat=self.of_colour(d.get("winner")))
        if k == "police_call":
            r = d.get("result")
            return f(f"police_{r}", seat=S(d.get("seat", 0)))
        if k == "cards_drawn":
            return f("cards_drawn", seat=S(d["seat"]), cards=i18n.plural("mall.ui.n.cards", d["count"]))
        if k == "cards_seen":
            return f("cards_seen", cards=", ".join(self.card(c) for c in d.get("cards", ())))
        if k == "card_kept":
            return f("card_kept", seat=S(d["seat"]))
        if k == "card_kept_is":
            return f("card_kept_is", card=self.card(d["card"]))
        if k == "card_given":
            return f("card_given", seat=S(d["seat"]), to=S(d["to"]))
        if k == "card_given_is":
            return f("card_given_is", card=self.card(d["card"]), to=S(d["to"]))
        if k == "card_to_bottom":
            return f("card_to_bottom", seat=S(d["seat"]))
        if k == "card_played":
            eff = d.get("effect", "")
            return f(f"played_{eff}", seat=S(d["seat"]), card=self.card(d["card"]),
                     piece=self.kind(d.get("piece", "")), n=d.get("kill", 0),
                     place=self.place(d.get("at")))
        if k == "election":
            return f(f"election_{d.get('result')}", seat=S(d.get("leader", 0)))
        if k == "dice_rolled":
            return f("dice_rolled", seat=S(d.get("leader", 0)))
        if k == "dice_shown":
            return f("dice_shown", dice=", ".join(str(x) for x in d.get("dice", ())))
        if k == "announced":
            return f("announced", seat=S(d["seat"]), place=self.place(d["to"]))
        if k == "zombies_arrive":
            dice = ", ".join(str(x) for x in d.get("dice", ()))
            if not d.get("placed"):   # «Зомби пришли: никуда» read as a slip
                return f("zombies_arrive_none", dice=dice)
            return f("zombies_arrive", dice=dice, places=self.places(d.get("placed", ())))
        if k == "returned_as_zombie":
            return f("returned_as_zombie", seat=S(d["seat"]), place=self.place(d["at"]))
        if k == "blocked":
            return f("blocked", place=self.place(d["at"]), n=d.get("zombies", 0))
        if k == "moved":
            key = "moved_redirected" if d.get("redirected") else "moved"
            return f(key, seat=S(d["seat"]), piece=self.kind(d["piece"]), frm=self.place(d["frm"]),
                     to=self.place(d["to"]))
        if k == "no_move":
            return f("no_move", seat=S(d["seat"]))
        if k == "escaped":
            key = "escaped_stay" if d.get("frm") == d.get("to") else "escaped"
            return f(key, seat=S(d["seat"]), card=self.card(d["card"]), piece=self.kind(d["piece"]),
                     to=self.place(d["to"]))
        if k == "extra_zombie":
            return f(f"extra_{d.get('why')}", place=self.place(d["at"]))
        if k == "breach":
            key = "breach_parking" if d.get("at") == 1 else "breach"
            return f(key, place=self.place(d["at"]), zombies=d.get("zombies", 0),
                     defence=d.get("defence", 0))
        if k == "held":
            return f("held", place=self.place(d["at"]), zombies=d.get("zombies", 0),
                     defence=d.get("defence", 0))
        if k == "held_off":
            return f("held_off", place=self.place(d["at"]))
        if k == "eaten":
            return f("eaten", seat=S(d["seat"]), piece=self.kind(d["piece"]), place=self.place(d["at"]))
        if k == "zombies_leave":
            return f("zombies_leave", place=self.place(d["at"]))
        if k == "nobody_eaten":
            return f("nobody_eaten", place=self.place(d["at"]))
        if k == "parking_cleared":
            return f("parking_cleared")
        if k == "player_out":
            return f("player_out", seat=S(d["seat"]), place=self.place(d["at"]))
        if k == "table_talk":        # a bot's words before a vote (game/tables/mall/talk.py)
            who, to = d.get("seat", -1), d.get("for", -1)
            if who == to:
                return f("intends_self", seat=S(who))
            return f("intends", seat=S(who), name=S(to))
        if k == "game_over":
            out = f(f"over_{d.get('reason')}")
            for n, s in enumerate(d.get("winners", ())):
                out += [Piece(" " if n == 0 else ", "), Piece(self.seat_name(s), "seat", s)]
            out.append(Piece("."))
            return out
        return None


__all__ = ["Narrator", "Piece", "QUIET"]
