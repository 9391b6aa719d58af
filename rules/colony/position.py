"""Test positions (DESIGN.md: "positions for tests are built through a public, validated
builder", in the spirit of a chess FEN): a colony game that starts at one seat's turn — its
"turn" decision, after the start-of-turn steps — in some round, with every zone given as plain
data. Play then goes on by the rules: that turn, the later seats' turns, the Colony phase and
the next rounds.

    g = build(Options(players=3, seed=1), content=c, seat=0, round=2, food=4, morale=6,
              seats=[{"hand": ["fx.tins"], "dice": [3, 5]}, {}, {"exiled": True}],
              survivors={"fx.a": {"owner": 0, "place": "school", "wounds": 1},
                         "fx.b": (1, "colony")},
              places={"school": {"zombies": 2, "deck": ["fx.top", "fx.next"]},
                      "colony": {"zombies": [3, 0, 0, 0, 0, 1], "barricades": [0, 1, 0, 0, 0, 0]}},
              crisis="fx.crisis.fuel", waste=["fx.top_of_waste"])

Fields (every one optional; a field not given keeps the freshly set-up game's value):

- ``seat`` whose turn it is (default: ``first``); ``round`` (1); ``first`` the First player (0);
  ``main`` the Main objective id (default: the options'); ``morale`` (the Main side's);
  ``rounds`` left on the Round track (the side's, less one per round already played, at
  least 1); ``food``, ``starvation``, ``helpless`` (0); ``exiles`` exile votes passed (default:
  the number of exiled seats).
- ``seats``: a list by seat (or ``{seat: …}``) of tables with ``leader`` (default: the seat's
  first survivor as listed), ``hand``, ``objective``, ``betrayal2`` (dilemma, C-23.1),
  ``exiled_objective``, ``exiled``, ``eliminated``, ``revealed`` (default: exiled and not a
  betrayer, C-23.12), ``dice`` (unused dice by value; default none), ``used``, ``kills``.
- ``survivors``: the survivors in play, ``{id: {"owner", "place", "wounds", "frost",
  "equipped"}}`` or ``{id: (owner, place)}``; listed order is kept. Survivors not in play
  (nor in ``dead``) form the Survivor deck unless ``survivor_deck`` is given; then they go to
  the box (out of this game).
- ``places``: ``{place: {"zombies", "barricades", "noise", "deck"}}``; zombies and barricades
  by entrance (a list; a number for a one-entrance Location).
- Cards: ``waste``, ``removed``, ``main_pile``, ``crisis`` (the current crisis; default: the
  top of the crisis deck), ``crisis_deck``, ``crisis_used``, ``crisis_pile`` (contributions,
  ``[card, seat]``), ``crossroads_deck``, ``crossroads_held`` (``[card, holder]``),
  ``crossroads_removed``, ``survivor_deck``, ``dead``, ``exile_deck``, ``round_used`` (survivor
  ids and item cards whose once-per-round ability was used this round).

Every deck and pile is listed from the top: the first card is the one drawn (or cleaned from
the Waste) first. Item cards not placed anywhere stay where the fresh setup put them (a hand or
a location deck not given) or go to the box (out of this game); crossroads, objective and
survivor cards likewise go to their deck when it is not given, else to the box; crisis cards
to the crisis deck when it is not given, else to the used crises. The Main objective's
setup (C-3.3) is not run: the board is as given. Turn-scoped state (moves, requests, hand-offs
made this turn) starts empty. Anything wrong is a ValueError naming the field.

The position is plain data kept in ``to_dict()``, so snapshots of built games replay; a built
game has no save file (rules/core/flow.py). A game built with fixture cards replays with the
same ``content``: ``Game.from_dict(d, content)``.
"""
from __future__ import annotations

from rules.colony import schema as S

FIELDS = ("seat", "round", "first", "main", "morale", "rounds", "food", "starvation", "helpless",
          "exiles", "seats", "survivors", "places", "waste", "removed", "main_pile", "crisis",
          "crisis_deck", "crisis_used", "crisis_pile", "crossroads_deck", "crossroads_held",
          "crossroads_removed", "survivor_deck", "dead", "exile_deck", "round_used")
SEAT_FIELDS = ("leader", "hand", "objective", "betrayal2", "exiled_objective", "exiled",
               "eliminated", "revealed", "dice", "used", "kills")
SURVIVOR_FIELDS = ("owner", "place", "wounds", "frost", "equipped")
PLACE_FIELDS = ("zombies", "barricades", "noise", "deck")
MORALE_MAX = 10


def build(options, *, content=None, seats=None, survivors=None, places=None, **fields):
    """A colony Game waiting for ``seat``'s "turn" decision; see the module text for the
    fields. ``content``: the cards (a copy with fixture cards, as tests make)."""
    from rules.colony.game import Game
    pos: dict = {}
    for k, v in fields.items():
        if k not in FIELDS:
            raise ValueError(f"unknown position field {k!r}")
        pos[k] = _plain(v)
    if seats is not None:
        if isinstance(seats, dict):
            table: list = [{} for _ in range(options.players)]
            for i, entry in seats.items():
                if type(i) is not int or not 0 <= i < options.players:
                    raise ValueError(f"seats: no seat {i!r} with {options.players} players")
                table[i] = entry
            seats = table
        pos["seats"] = _plain(seats)
    if survivors is not None:
        if not isinstance(survivors, dict):
            raise ValueError("survivors must be a table {id: {owner, place, ...}}")
        pos["survivors"] = {k: ({"owner": v[0], "place": v[1]}
                                if isinstance(v, (tuple, list)) and len(v) == 2 else _plain(v))
                            for k, v in survivors.items()}
    if places is not None:
        pos["places"] = _plain(places)
    return Game(options, content, None, position=pos)


def _plain(v):
    """Plain data: tuples become lists (what a snapshot holds after JSON)."""
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, (set, frozenset)):
        return sorted(v)
    return v


# ---------------------------------------------------------------------------------- applying
def apply_position(g, pos) -> None:
    """Replace the freshly set-up state of ``g`` (after ``_build``) with the position, every
    part checked; ValueError naming the field otherwise."""
    if not isinstance(pos, dict):
        raise ValueError("a position is a table of fields")
    for k in pos:
        if k not in FIELDS:
            raise ValueError(f"unknown position field {k!r}")
    c, o, n = g.content, g.options, g.n

    # the Main objective and the counters
    if pos.get("main") is not None:
        mid = pos["main"]
        if not isinstance(mid, str) or mid not in c.mains:
            raise ValueError(f"main: unknown Main objective {mid!r}")
        g.main = c.mains[mid]
        g.side = g.main.hardcore if o.uses_hardcore else g.main.standard
    g.round_no = _int(pos.get("round", 1), "round", 1, 99)
    g.morale = _int(pos.get("morale", g.side.morale), "morale", 1, MORALE_MAX)
    g.rounds = _int(pos.get("rounds", max(1, g.side.rounds - (g.round_no - 1))), "rounds", 1, 99)
    g.food = _int(pos.get("food", 0), "food", 0, 999)
    g.starvation = _int(pos.get("starvation", 0), "starvation", 0, 99)
    g.helpless = _int(pos.get("helpless", 0), "helpless", 0, 99)
    g.first = _int(pos.get("first", 0), "first", 0, n - 1)
    seat = _int(pos.get("seat", g.first), "seat", 0, n - 1)
    g.active = seat

    _seats(g, pos, n)
    if g.seats[seat].eliminated:
        raise ValueError(f"seat: seat {seat} is eliminated and takes no turn (C-19.5)")
    if g.seats[g.first].eliminated:
        raise ValueError(f"first: seat {g.first} is eliminated (C-19.5)")
    exiled = sum(1 for s in g.seats if s.exiled)
    g.exiles = _int(pos.get("exiles", exiled), "exiles", exiled, 99)
    g.exiled_nonbetrayers = sum(1 for s in g.seats
                                if s.exiled and s.objective not in c.betrayals)
    if g.exiled_nonbetrayers >= 2:
        raise ValueError("seats: two exiled non-betrayers drop Morale to 0 (C-15.6): the game "
                         "would be over")

    _survivors(g, pos, n)
    _survivor_cards(g, pos)
    _places(g, pos)
    _items(g, pos)
    _crises(g, pos)
    _crossroads(g, pos, seat)
    _objectives(g, pos)
    used = _ids(pos.get("round_used", []), "round_used")
    for x in used:
        if x not in g.survivors and x not in g.card_def:
            raise ValueError(f"round_used: {x!r} is neither a survivor in play nor an item card")
    g.round_used = set(used)

    g.pending, g.outcome = None, None   # the invariants read them; the flow sets them
    from rules.colony.invariants import problems
    bad = problems(g, views=False)
    if bad:   # pragma: no cover - every field above is checked on its own first
        raise ValueError(f"the position is not a reachable state: {bad[0]}")


def _seats(g, pos, n) -> None:
    c, o = g.content, g.options
    raw = pos.get("seats", [{} for _ in range(n)])
    if not isinstance(raw, list) or len(raw) != n:
        raise ValueError(f"seats must be a list of {n} tables, one by seat")
    fresh = [(s.objective, s.betrayal2) for s in g.seats]
    for i, entry in enumerate(raw):
        _fields(entry, SEAT_FIELDS, f"seats[{i}]", "a table")
        s = g.seats[i]
        where = f"seats[{i}]"
        s.eliminated = _bool(entry.get("eliminated", False), f"{where}.eliminated")
        s.exiled = _bool(entry.get("exiled", False), f"{where}.exiled")
        if s.exiled and o.mode != "competitive":
            raise ValueError(f"{where}.exiled: no exile in the {o.mode} game (C-19.1)")
        s.dice = sorted(_int(v, f"{where}.dice", 1, 6) for v in _list(entry.get("dice", []),
                                                                        f"{where}.dice"))
        s.used = _int(entry.get("used", 0), f"{where}.used", 0, 99)
        s.kills = _int(entry.get("kills", 0), f"{where}.kills", 0, 999)
        if s.eliminated and s.dice:
            raise ValueError(f"{where}.dice: an eliminated seat rolls no dice (C-19.5)")
        if "hand" in entry:
            s.hand = _ids(entry["hand"], f"{where}.hand")
        elif s.eliminated:
            s.hand = []
        for key, attr in (("objective", "objective"), ("betrayal2", "betrayal2"),
                          ("exiled_objective", "exiled_obj")):
            if key in entry:
                v = entry[key]
                if v is not None and not isinstance(v, str):
                    raise ValueError(f"{where}.{key} must be an objective id or nothing")
                setattr(s, attr, v)
        s.exiled_obj = s.exiled_obj if s.exiled else None
        if "exiled_objective" in entry and entry["exiled_objective"] is not None and not s.exiled:
            raise ValueError(f"{where}.exiled_objective: only an exiled seat holds one (C-15.1)")
        _check_objectives(g, s, where, fresh[i], entry)
        default_revealed = s.exiled and s.objective not in c.betrayals
        s.revealed = _bool(entry.get("revealed", default_revealed), f"{where}.revealed")
    g._pos_leaders = [e.get("leader") for e in raw]


def _check_objectives(g, s, where, fresh, entry) -> None:
    c, o = g.content, g.options
    if s.objective is not None:
        ok = s.objective in c.secrets if o.mode == "dilemma" else \
            s.objective in c.secrets or s.objective in c.betrayals
        if not ok:
            raise ValueError(f"{where}.objective: {s.objective!r} is not a "
                             f"{'secret' if o.mode == 'dilemma' else 'secret or betrayal'} objective")
    if o.mode == "cooperative" and s.objective is not None:
        raise ValueError(f"{where}.objective: the cooperative game deals no secret objectives (C-19.1)")
    if o.mode in ("competitive", "dilemma") and s.objective is None:
        raise ValueError(f"{where}.objective: every player holds a secret objective (C-3.4)")
    if s.betrayal2 is not None and (o.mode != "dilemma" or s.betrayal2 not in c.betrayals):
        raise ValueError(f"{where}.betrayal2: {s.betrayal2!r} — only the dilemma variant deals a "
                         "second, betrayal, objective (C-23.1)")
    if o.mode == "dilemma" and s.betrayal2 is None:
        raise ValueError(f"{where}.betrayal2: each dilemma player holds a betrayal objective (C-23.1)")
    if s.exiled_obj is not None and s.exiled_obj not in c.exiled:
        raise ValueError(f"{where}.exiled_objective: {s.exiled_obj!r} is not an Exiled objective")


def _survivors(g, pos, n) -> None:
    c, o = g.content, g.options
    from rules.colony.state import Survivor
    raw = pos.get("survivors", {})
    if not isinstance(raw, dict):
        raise ValueError("survivors must be a table {id: {owner, place, ...}}")
    g.survivors = {}
    for sid, e in raw.items():
        where = f"survivors[{sid!r}]"
        if not isinstance(sid, str) or sid not in c.survivors:
            raise ValueError(f"survivors: unknown survivor {sid!r}")
        if o.coop_setup and c.survivors[sid].noncoop:
            raise ValueError(f"{where}: a non-cooperative survivor is not in this game (C-19.1)")
        _fields(e, SURVIVOR_FIELDS, where, "a table with owner and place")
        if "owner" not in e or "place" not in e:
            raise ValueError(f"{where} needs an owner and a place")
        owner = _int(e["owner"], f"{where}.owner", 0, n - 1)
        if g.seats[owner].eliminated:
            raise ValueError(f"{where}.owner: seat {owner} is eliminated (C-19.5)")
        place = e["place"]
        if place not in S.PLACES:
            raise ValueError(f"{where}.place: unknown place {place!r}")
        if place == "colony" and g.seats[owner].exiled:
            raise ValueError(f"{where}.place: an exiled player's survivors stay out of the "
                             "Colony (C-15.2, OPEN-C-23)")
        sv = Survivor(c.survivors[sid], owner, place)
        sv.wounds = _int(e.get("wounds", 0), f"{where}.wounds", 0, 2)
        sv.frost = _int(e.get("frost", 0), f"{where}.frost", 0, 2)
        if sv.hurt >= 3:
            raise ValueError(f"{where}: {sv.wounds} wounds and {sv.frost} frostbite kill a "
                             "survivor (C-8.3)")
        sv.equipped = _ids(e.get("equipped", []), f"{where}.equipped")
        for card in sv.equipped:
            if card in g.card_def and g.card_def[card].play is not None:
                raise ValueError(f"{where}.equipped: {card} is not an Equip card (C-7.2)")
        g.survivors[sid] = sv
    for s in g.seats:
        mine = [sv.id for sv in g.own(s.i)]
        if not mine and not s.eliminated:
            raise ValueError(f"survivors: seat {s.i} controls no survivor; a player in the game "
                             "always controls one (C-14.5)")
        leader = g._pos_leaders[s.i]
        if leader is not None:
            if leader not in mine:
                raise ValueError(f"seats[{s.i}].leader: {leader!r} is not a survivor of seat {s.i}")
            s.leader = leader
        else:
            s.leader = mine[0] if mine else None
    del g._pos_leaders
    for p in S.PLACES:   # the capacity, helpless survivors included (C-13.2)
        if g.occupants(p) > g.places[p].spaces:
            raise ValueError(f"survivors: {p} holds {g.occupants(p)} survivors"
                             f"{' and helpless' if p == 'colony' else ''} in "
                             f"{g.places[p].spaces} spaces")


def _places(g, pos) -> None:
    raw = pos.get("places", {})
    if not isinstance(raw, dict):
        raise ValueError("places must be a table {place: {zombies, barricades, noise, deck}}")
    for pid, e in raw.items():
        if pid not in S.PLACES:
            raise ValueError(f"places: unknown place {pid!r}")
        _fields(e, PLACE_FIELDS, f"places[{pid!r}]", "a table")
        p = g.places[pid]
        for key in ("zombies", "barricades"):
            counts = _by_entrance(e.get(key, 0), f"places[{pid!r}].{key}", len(p.entrances))
            for ent, k in zip(p.entrances, counts, strict=True):
                if key == "zombies":
                    ent.z = k
                else:
                    ent.b = k
        for i, ent in enumerate(p.entrances):
            if ent.z + ent.b > ent.cap:
                raise ValueError(f"places[{pid!r}]: entrance {i + 1} holds {ent.z} zombies and "
                                 f"{ent.b} barricades in {ent.cap} spaces (C-11.2)")
        if "noise" in e:
            if pid not in S.LOCATIONS and e["noise"]:
                raise ValueError("places['colony'].noise: noise is made at Locations only")
            p.noise = _int(e["noise"], f"places[{pid!r}].noise", 0, 4)
        if "deck" in e and pid not in S.LOCATIONS:
            raise ValueError("places['colony'].deck: the Colony has no item deck")


def _items(g, pos) -> None:
    """Every item card in exactly one zone: the given ones, then the fresh setup's, then the box."""
    raw_places = pos.get("places", {})
    given: dict[str, list] = {}   # zone name -> cards, engine order
    for s, entry in zip(g.seats, pos.get("seats", [{}] * g.n), strict=True):
        if "hand" in entry or s.eliminated:
            given[f"seats[{s.i}].hand"] = s.hand
    for sv in g.survivors.values():
        given[f"survivors[{sv.id!r}].equipped"] = sv.equipped
    for pid, e in raw_places.items():
        if "deck" in e:
            given[f"places[{pid!r}].deck"] = list(reversed(_ids(e["deck"], f"places[{pid!r}].deck")))
    for key in ("waste", "main_pile"):
        given[key] = list(reversed(_ids(pos.get(key, []), key)))
    given["removed"] = _ids(pos.get("removed", []), "removed")
    pile = []
    for k, x in enumerate(_list(pos.get("crisis_pile", []), "crisis_pile")):
        if not isinstance(x, list) or len(x) != 2:
            raise ValueError(f"crisis_pile[{k}] must be a pair [card, seat]")
        card = _id(x[0], f"crisis_pile[{k}]")
        who = _int(x[1], f"crisis_pile[{k}] seat", 0, g.n - 1)
        if g.seats[who].exiled:
            raise ValueError(f"crisis_pile[{k}]: exiled seat {who} adds no cards to a crisis (C-15.4)")
        pile.append((card, who))
    given["crisis_pile"] = [card for card, _ in pile]
    _once(given, set(g.card_def), "item card")
    placed = {x for cards in given.values() for x in cards}
    for s in g.seats:
        if f"seats[{s.i}].hand" not in given:
            s.hand = [x for x in s.hand if x not in placed]
    for pid in S.LOCATIONS:
        p = g.places[pid]
        key = f"places[{pid!r}].deck"
        p.deck = given[key] if key in given else [x for x in p.deck if x not in placed]
    g.waste, g.main_pile, g.removed = given["waste"], given["main_pile"], given["removed"]
    g.crisis_pile = pile
    g.limbo, g.gifted = [], set()
    held = {x for s in g.seats for x in s.hand} | {x for p in g.places.values() for x in p.deck}
    g.box = sorted(set(g.card_def) - placed - held)


def _crises(g, pos) -> None:
    c = g.content
    cur = pos.get("crisis")
    given = {}
    if cur is not None:
        given["crisis"] = [_id(cur, "crisis")]
    for key in ("crisis_deck", "crisis_used"):
        if key in pos:
            given[key] = _ids(pos[key], key)
    _once(given, set(c.crises), "crisis card")
    placed = {x for cards in given.values() for x in cards}
    deck = list(reversed(given["crisis_deck"])) if "crisis_deck" in given else \
        [x for x in g.crisis_deck if x not in placed]
    if cur is None:
        if not deck:
            raise ValueError("crisis: no crisis in play and none left in the crisis deck (C-5.1)")
        cur = deck.pop()
    g.crisis = cur
    g.crisis_deck = deck
    g.crisis_used = given.get("crisis_used", [])
    rest = sorted(set(c.crises) - placed - set(deck) - {cur})
    g.crisis_used += rest   # out of the deck: with the used ones (reshuffled when it runs out)


def _crossroads(g, pos, seat) -> None:
    c = g.content
    given = {}
    held = pos.get("crossroads_held")
    if held is not None:
        if not isinstance(held, list) or len(held) != 2:
            raise ValueError("crossroads_held must be a pair [card, holder]")
        card = _id(held[0], "crossroads_held")
        holder = _int(held[1], "crossroads_held holder", 0, g.n - 1)
        if holder != g._xr_holder(seat):
            raise ValueError(f"crossroads_held: the card is held by the player on the active "
                             f"player's right, seat {g._xr_holder(seat)}, not {holder} (C-9.1)")
        given["crossroads_held"] = [card]
    for key in ("crossroads_deck", "crossroads_removed"):
        if key in pos:
            given[key] = _ids(pos[key], key)
    allowed = set(g.xr_deck)
    for key, cards in given.items():
        for x in cards:
            if x not in allowed:
                raise ValueError(f"{key}: unknown crossroads card {x!r}"
                                 + (" (not in this game's deck: mature or non-cooperative)"
                                    if x in c.crossroads else ""))
    _once(given, allowed, "crossroads card")
    placed = {x for cards in given.values() for x in cards}
    g.xr_deck = list(reversed(given["crossroads_deck"])) if "crossroads_deck" in given else \
        [x for x in g.xr_deck if x not in placed]
    g.xr_held = (held[0], held[1]) if held is not None else None
    g.xr_removed = given.get("crossroads_removed", [])
    g.xr_box = sorted(set(c.crossroads) - set(g.xr_deck) - set(g.xr_removed)
                      - ({held[0]} if held else set()))


def _objectives(g, pos) -> None:
    c = g.content
    given: dict[str, list] = {}
    for s in g.seats:
        given[f"seats[{s.i}]"] = [x for x in (s.objective, s.betrayal2, s.exiled_obj) if x]
    if "exile_deck" in pos:
        given["exile_deck"] = _ids(pos["exile_deck"], "exile_deck")
    every = set(c.secrets) | set(c.betrayals) | set(c.exiled)
    _once(given, every, "objective card")
    placed = {x for cards in given.values() for x in cards}
    if "exile_deck" in given:
        for x in given["exile_deck"]:
            if x not in c.exiled:
                raise ValueError(f"exile_deck: {x!r} is not an Exiled objective")
        g.exile_deck = list(reversed(given["exile_deck"]))
    else:
        g.exile_deck = [x for x in g.exile_deck if x not in placed]
    g.objective_box = sorted(every - placed - set(g.exile_deck))


def _survivor_cards(g, pos) -> None:
    c, o = g.content, g.options
    given = {"survivors": list(g.survivors)}
    for key in ("dead", "survivor_deck"):
        if key in pos:
            given[key] = _ids(pos[key], key)
    _once(given, set(c.survivors), "survivor card")
    placed = {x for cards in given.values() for x in cards}
    if "survivor_deck" in given:
        for x in given["survivor_deck"]:
            if o.coop_setup and c.survivors[x].noncoop:
                raise ValueError(f"survivor_deck: {x} is non-cooperative, not in this game (C-19.1)")
        g.survivor_deck = list(reversed(given["survivor_deck"]))
    else:
        fresh = g.survivor_deck + [x for i in sorted(g.dealt) for x in g.dealt[i]]
        g.survivor_deck = [x for x in fresh if x not in placed]
    g.dead = given.get("dead", [])
    g.dealt = {i: [] for i in range(g.n)}
    g.recruits = []
    g.survivor_box = sorted(set(c.survivors) - placed - set(g.survivor_deck))


def _once(zones: dict, known: set, label: str) -> None:
    seen: dict = {}
    for zone, cards in zones.items():
        for x in cards:
            if x not in known:
                raise ValueError(f"{zone}: unknown {label} {x!r}")
            if x in seen:
                where = seen[x] if seen[x] == zone else f"{seen[x]} and {zone}"
                raise ValueError(f"{label} {x} is in two places: {where}")
            seen[x] = zone


def _by_entrance(v, name: str, count: int) -> list:
    if type(v) is int:
        if count != 1 and v:
            raise ValueError(f"{name}: give a list of {count} numbers, one by entrance")
        return [_int(v, name, 0, 99)] + [0] * (count - 1)
    v = _list(v, name)
    if len(v) != count:
        raise ValueError(f"{name}: {count} entrance(s), not {len(v)} numbers")
    return [_int(x, name, 0, 99) for x in v]


def _int(v, name: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise ValueError(f"{name} must be a whole number {lo}..{hi}, not {v!r}")
    return v


def _bool(v, name: str) -> bool:
    if type(v) is not bool:
        raise ValueError(f"{name} must be true or false, not {v!r}")
    return v


def _list(v, name: str) -> list:
    if not isinstance(v, (list, tuple)):
        raise ValueError(f"{name} must be a list, not {type(v).__name__}")
    return list(v)


def _id(v, name: str) -> str:
    if not isinstance(v, str) or not v:
        raise ValueError(f"{name}: a card id is a text, not {v!r}")
    return v


def _ids(v, name: str) -> list:
    out = [_id(x, name) for x in _list(v, name)]
    dup = sorted({x for x in out if out.count(x) > 1})
    if dup:
        raise ValueError(f"{name}: {dup[0]} is listed twice")
    return out


# ---------------------------------------------------------------------------------- the flow
def _fields(entry, known: tuple, where: str, what: str) -> None:
    """``entry`` is a table whose fields are all among ``known``; ValueError naming ``where``."""
    if not isinstance(entry, dict):
        raise ValueError(f"{where} must be {what}")
    for k in entry:
        if k not in known:
            raise ValueError(f"{where}: unknown field {k!r}")


def resume(g):
    """The rest of the round a position starts in: the given seat's turn from its "turn"
    decision (C-5.7; the start-of-turn steps C-5.6/C-8.4 are behind it), the later seats'
    turns (C-5.5), then the Colony phase (C-4.3)."""
    seat = g.active
    yield from g._take_actions(seat)
    yield from g._turns_from((seat - g.first) % g.n + 1)
    yield from g._colony_phase()


__all__ = ["FIELDS", "apply_position", "build", "resume"]
