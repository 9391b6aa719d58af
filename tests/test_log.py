"""The game log (game/log.py) and the terminal player (game/terminal.py)."""
from __future__ import annotations

import glob
import os
import re
import string

import pytest

from game import i18n
from game.tables.colony import terminal
from game.tables.colony.log import HIDDEN, KINDS, LANGS, MINUS, NAMESPACE, Narrator, describe
from rules.colony import Options, load_content
from rules.colony.bots import RandomBot
from rules.colony.game import VARIANTS, Game
from rules.core.play import play_out
from rules.core.records import Event

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_ACTIONS = 20000
GENERIC = ("Event ", "Событие ")   # the line for an event describe could not read


@pytest.fixture(scope="module")
def content():
    return load_content()


def _play(options: Options, content):
    """Every record of one game with random bots."""
    game = Game(options, content)
    bots = [RandomBot(options.seed * 31 + i) for i in range(game.n)]
    records = []
    play_out(game, bots, on_record=records.append, max_actions=MAX_ACTIONS)
    return game, records


def _check_event(e, content, seen: set) -> None:
    seen.add(e.kind)
    for lang in LANGS:
        public = describe(e, content, lang)
        if e.seats is not None:
            assert public is None, (e, public)
            for seat in e.seats:
                line = describe(e, content, lang, viewer=seat)
                assert isinstance(line, str) and line.strip(), (lang, e)
                assert not line.startswith(GENERIC), (lang, e, line)
        elif e.kind in HIDDEN:
            assert public is None
        else:
            assert isinstance(public, str) and public.strip(), (lang, e)
            assert not public.startswith(GENERIC), (lang, e, public)
            assert "{" not in public and "}" not in public, public
            assert "None" not in public, (lang, e, public)
            assert public[0] == public[0].upper(), public


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_event_reads_in_both_languages(players, content):
    seen: set = set()
    for seed in range(30):
        _, records = _play(Options(players=players, seed=seed), content)
        for record in records:
            for e in record.events:
                _check_event(e, content, seen)
    assert {"round", "turn", "dice", "morale", "crisis", "crisis_reveal", "game_over"} <= seen


def test_every_variant_reads(content):
    seen: set = set()
    for variant in VARIANTS:
        for players in ([2] if variant == "dilemma" else [3, 5]):
            for seed in range(8):
                _, records = _play(Options(players=players, seed=seed, variant=variant), content)
                for record in records:
                    for e in record.events:
                        _check_event(e, content, seen)
    assert seen <= KINDS, seen - KINDS


def test_every_kind_the_engine_emits_is_known():
    emitted = set()
    for path in glob.glob(os.path.join(ROOT, "rules", "colony", "*.py")):
        with open(path, encoding="utf-8") as f:
            source = f.read()
        emitted |= set(re.findall(r'_emit\(\s*"([a-z_]+)"', source))
        for a, b in re.findall(r'_emit\(\s*"([a-z_]+)" if \w+ else "([a-z_]+)"', source):
            emitted |= {a, b}
    assert emitted, "no _emit calls found"
    assert emitted <= KINDS, sorted(emitted - KINDS)


def _log_templates(lang: str) -> dict:
    """The log's sentences of one language, by key without the "log." prefix."""
    prefix = NAMESPACE + "."
    return {k[len(prefix):]: v for k, v in i18n.catalogue(lang).items() if k.startswith(prefix)}


def test_templates_have_the_same_keys_in_every_language():
    templates = {lang: _log_templates(lang) for lang in LANGS}
    keys = {lang: set(t) for lang, t in templates.items()}
    # every language has its own file (i18n.t would quietly fall back to English without one)
    assert all(os.path.isfile(os.path.join(i18n.LOCALE_DIR, lang, *NAMESPACE.split(".")) + ".toml")
               for lang in LANGS)
    assert keys["en"], "no log sentences in the catalogue"
    assert keys["en"] == keys["ru"]
    for t in templates.values():
        for text in t.values():
            list(string.Formatter().parse(text))   # every template is a valid format string


def test_secret_events_are_for_their_seats_only(content):
    card = next(iter(content.items))
    e = Event("drew_cards", {"seat": 0, "cards": [card + "#1"]}, frozenset({0}))
    assert describe(e, content, "en", viewer=1) is None
    assert describe(e, content, "en") is None
    for lang in LANGS:
        line = describe(e, content, lang, viewer=0)
        assert line and content.items[card].name[lang] in line


def test_lines_read_as_a_player_expects(content):
    sid = next(iter(content.survivors))
    name = content.survivors[sid].name["en"]
    attack = Event("attack", {"survivor": sid, "die": 4, "place": "school"})
    assert describe(attack, content, owners={sid: 1}) == \
        f"Player 2: {name} attacks a zombie at the School with a 4"
    assert describe(attack, content) == f"{name} attacks a zombie at the School with a 4"
    assert describe(Event("exposure", {"survivor": sid, "face": "wound"}), content) \
        == f"Exposure for {name}: wound"
    assert describe(Event("morale", {"delta": -1, "value": 5}), content) == f"Morale {MINUS}1, now 5"
    assert describe(Event("morale", {"delta": 2, "value": 7}), content, "ru") == "Мораль +2, теперь 7"
    assert describe(Event("round", {"number": 3, "rounds_left": 5}), content) == "Round 3 — 5 rounds left"
    assert describe(Event("round", {"number": 3, "rounds_left": 5}), content, "ru") \
        == "Раунд 3 — осталось 5 раундов"
    assert describe(Event("round", {"number": 4, "rounds_left": 2}), content, "ru") \
        == "Раунд 4 — осталось 2 раунда"
    crisis = next(c for c in content.crises.values() if c.id == "crisis.frozen_pipes")
    assert describe(Event("crisis", {"card": crisis.id}), content) \
        == "Crisis revealed: Frozen Pipes (prevent with fuel)"
    fuel = sorted(i.id for i in content.items.values() if i.symbol == "fuel")
    other = sorted(i.id for i in content.items.values() if i.symbol != "fuel")
    reveal = Event("crisis_reveal", {"card": crisis.id, "cards": fuel[:3] + other[:1], "score": 2,
                                     "needed": 3})
    line = describe(reveal, content)
    assert line.startswith(f"Crisis Frozen Pipes: 3 matching {MINUS} 1 other = 2 of 3 needed: not prevented")
    low = Event("crisis_reveal", {"card": crisis.id, "cards": other[:2], "score": -2, "needed": 3})
    assert f"= {MINUS}2 of 3" in describe(low, content)
    assert describe(Event("ballot_cast", {"seat": 1}), content) == "Player 2 has voted"
    # a re-roll with no unused die (a game-over screen's log: «Dan бросает кубики:» and nothing)
    assert describe(Event("dice", {"seat": 1, "values": []}), content) \
        == "Player 2 has no unused dice to re-roll"
    assert describe(Event("dice", {"seat": 1, "values": []}), content, "ru") \
        == "Игрок 2: неиспользованных кубиков для переброса нет"
    assert describe(Event("turn_end", {"seat": 1}), content) is None
    assert describe(Event("turn", {"seat": 0}), content, "ru") == "Ходит Игрок 1"
    assert describe(Event("card_taken", {"frm": 1, "to": 0}), content, "ru") \
        == "Игрок 2: случайную карту из руки забирает Игрок 1"


def test_seat_names(content):
    e = Event("given", {"frm": 0, "to": 1, "card": next(iter(content.items))})
    assert describe(e, content, seat_names=["Ann", "Boris"]).startswith("Ann gives Boris")
    assert describe(Event("turn", {"seat": 1}), content, seat_names={1: "Boris"}) == "Boris's turn"
    assert describe(Event("turn", {"seat": 0}), content, seat_names={1: "Boris"}) == "Player 1's turn"


def test_unknown_and_broken_events_never_raise(content):
    for lang in LANGS:
        line = describe(Event("comet_strike", {"place": "school", "size": 3}), content, lang)
        assert "comet_strike" in line
        assert describe(Event("attack", {}), content, lang)   # missing fields: a generic line
        assert describe(Event("crisis", {"card": "crisis.nope"}), content, lang)
        assert describe(Event("attack", None), content, lang)


def test_narrator_knows_the_owners(content):
    a, b = list(content.survivors)[:2]
    n = Narrator(content)
    n.describe(Event("drafted", {"seat": 2, "leader": a, "followers": [b]}))
    line = n.describe(Event("moved", {"survivor": b, "frm": "colony", "to": "gas"}))
    assert line.startswith("Player 3: ") and line.endswith("from the Colony to the Gas Station")


def test_terminal_status_follows_the_game(content):
    for players in (2, 4, 5):
        for seed in range(5):
            game = Game(Options(players=players, seed=seed), content)
            status = terminal.Status(game)
            bots = [RandomBot(seed + i) for i in range(players)]
            while game.pending is not None:
                seat = game.pending.seat
                for e in game.apply(bots[seat].choose(game.view(seat), game.legal_actions())).events:
                    status.see(e)
                v = game.public_view()
                want = {"morale": v["morale"], "food": v["food"], "starvation": v["starvation"],
                        "rounds": v["rounds_left"],
                        "zombies": {p: sum(x["zombies"]) for p, x in v["places"].items()}}
                got = status.snapshot()
                if game.pending is not None and game.pending.kind != "turn":
                    # a batch of zombies may be half placed (its event comes when it is done)
                    del want["zombies"], got["zombies"]
                assert got == want


def test_terminal_plays_a_game(capsys):
    assert terminal.run(["--players", "3", "--seed", "5", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "Round" in out
    assert "Game over" in out
    assert "{" not in out


def test_terminal_in_russian_with_every_variant(capsys):
    for variant in VARIANTS:
        players = "2" if variant == "dilemma" else "4"
        assert terminal.run(["--players", players, "--seed", "11", "--lang", "ru",
                             "--variant", variant]) == 0
        out = capsys.readouterr().out
        assert "Раунд" in out and "Игра окончена" in out


def test_terminal_refuses_a_bad_setup(capsys):
    assert terminal.run(["--players", "3", "--variant", "dilemma", "--seed", "1"]) == 2
    assert "dilemma" in capsys.readouterr().err


@pytest.mark.parametrize("lang", LANGS)
def test_a_barricade_and_a_lure_name_who_and_with_what_die(content, lang):
    """C-6.12, C-6.14/C-23.4. The third screenshot review read a lure as a survivor's ability
    gone wrong: the log said "A barricade goes up in the Colony (entrance 5)" for a player's
    barricade, and nothing at all for a Lure action, only each zombie it moved. Both actions
    now say who did them and with what die; a barricade an effect places says neither."""
    from rules.colony import actions as A
    from rules.colony.position import build
    i18n.set_language(lang)
    g = build(Options(players=2, seed=1), content=content, seat=0, seats=[{"dice": [3, 5]}, {}],
              survivors={"sv.emil_horvath": {"owner": 0, "place": "colony"},
                         "sv.hollis_varga": (1, "school")},
              places={"grocery": {"zombies": 2}})
    n = Narrator(content)
    n.describe(Event("drafted", {"seat": 0, "leader": "sv.emil_horvath", "followers": []}))
    n.describe(Event("drafted", {"seat": 1, "leader": "sv.hollis_varga", "followers": []}))
    emil = content.survivors["sv.emil_horvath"].name[lang]
    bar = g.apply(A.Barricade("sv.emil_horvath", 5, 5))
    lines = [n.describe(e, lang=lang) for e in bar.events]
    assert any(emil in x and "5" in x and x.startswith(("Player 1: ", "Игрок 1: ")) for x in lines), \
        lines
    lure = g.apply(A.Lure("sv.emil_horvath", 3, "grocery"))
    lines = [n.describe(e, lang=lang) for e in lure.events]
    assert g.pending.kind == "lure" and len(lines) == 1, lines
    grocery = {"en": "Grocery Store", "ru": "Продуктов"}[lang]
    assert lines[0].startswith(("Player 1: ", "Игрок 1: ")) and emil in lines[0] \
        and grocery in lines[0] and "3" in lines[0], lines
    effect = describe(Event("barricaded", {"place": "colony", "entrance": 2}), content, lang,
                      owners={"sv.emil_horvath": 0})
    assert effect.endswith("2)") and not effect.startswith(("Player", "Игрок")), effect


@pytest.mark.parametrize("lang", LANGS)
def test_a_request_answered_with_nothing_says_so(content, lang):
    """C-7.8. Played in a real window: "Player 1 asks Player 4 for cards", then the curtain, and
    no word of the answer — a request answered with no card wrote nothing. It says so."""
    from rules.colony import actions as A
    from rules.colony.position import build
    i18n.set_language(lang)
    g = build(Options(players=2, seed=1), content=content, seat=0,
              seats=[{"dice": [2, 3]}, {"hand": ["start.duct_tape#1", "start.bandage_roll#2"]}],
              survivors={"sv.odette_marsh": (0, "colony"), "sv.hollis_varga": (1, "school")})
    g.apply(A.Request(1))
    assert g.pending.kind == "give"
    rec = g.apply(A.GiveDone())
    said = [e for e in rec.events if e.kind == "gave_nothing"]
    assert len(said) == 1 and said[0].seats is None, rec.events   # everyone reads it
    line = describe(said[0], content, lang)
    assert line == {"en": "Player 2 gives nothing", "ru": "Игрок 2 ничего не отдаёт"}[lang], line
