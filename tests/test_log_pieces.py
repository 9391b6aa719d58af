"""The log as styled pieces (game/log.py: Piece, pieces, Narrator) and its catalogues
(game/locale/<lang>/colony/log.toml, terminal.toml)."""
from __future__ import annotations

import os
import re
import string
import tomllib

import pytest
from test_log import _play

from game import i18n
from game.tables.colony.log import HIDDEN, LANGS, NAMESPACE, PIECE_KINDS, Narrator, Piece, describe, pieces
from rules.colony import Options, load_content
from rules.colony.game import VARIANTS
from rules.core.records import Event

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCALE = os.path.join(ROOT, "game", "locale")
CONTROL = re.compile("[\x00-\x1f]")


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(autouse=True)
def english():
    """Every test starts and ends in English (the language is a module setting)."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def _games(content):
    """Random games: every player count, and every variant once."""
    for players in (2, 3, 4, 5):
        for seed in range(4):
            yield _play(Options(players=players, seed=seed), content)
    for variant in VARIANTS:
        players = 2 if variant == "dilemma" else 4
        yield _play(Options(players=players, seed=3, variant=variant), content)


def _check_pieces(found: list, line: str, content, lang: str, n: int, seat_names=None) -> None:
    assert found, line
    assert "".join(p.text for p in found) == line
    assert not CONTROL.search(line), repr(line)
    assert line[0] == line[0].upper(), line
    for i, p in enumerate(found):
        assert isinstance(p, Piece) and p.kind in PIECE_KINDS, p
        assert p.text, found
        if p.kind == "text":
            assert p.ref is None
            assert i == 0 or found[i - 1].kind != "text", found   # neighbouring text is one piece
        elif p.kind == "seat":
            assert isinstance(p.ref, int) and 0 <= p.ref < n, p
            if seat_names is None:
                assert p.text.split()[-1] == str(p.ref + 1), p   # "Seat 3" / "игрока 3"
            else:
                assert p.text == seat_names[p.ref], p
        elif p.kind == "card":
            assert p.ref in content.items, p
            assert p.text.lower() == content.items[p.ref].name[lang].lower(), p
        elif p.kind == "survivor":
            assert p.ref in content.survivors, p
            assert p.text.lower() == content.survivors[p.ref].name[lang].lower(), p
        elif p.kind == "place":
            assert p.ref in content.locations, p
            if lang == "en":
                assert content.locations[p.ref].name["en"].lower() in p.text.lower(), p


def test_pieces_join_to_the_line_for_every_event_of_random_games(content):
    seen, kinds = set(), set()
    for game, records in _games(content):
        n = game.n
        names = [f"Player {chr(65 + i)}" for i in range(n)]
        narrator = Narrator(content)
        named = Narrator(content, seat_names=names)
        for record in records:
            for e in record.events:
                seen.add(e.kind)
                for lang in LANGS:
                    for viewer in (None, *range(n)):
                        found = narrator.pieces(e, viewer=viewer, lang=lang)
                        line = describe(e, content, lang, viewer=viewer, owners=narrator.owners)
                        assert narrator.describe(e, viewer=viewer, lang=lang) == line
                        assert (pieces(e, content, lang, viewer=viewer, owners=narrator.owners)
                                == found)
                        if line is None:
                            assert found is None
                            assert e.kind in HIDDEN or not e.visible_to(viewer), e
                            continue
                        assert e.visible_to(viewer) and e.kind not in HIDDEN, e
                        _check_pieces(found, line, content, lang, n)
                        kinds |= {p.kind for p in found}
                        found = named.pieces(e, viewer=viewer, lang=lang)
                        line = named.describe(e, viewer=viewer, lang=lang)
                        _check_pieces(found, line, content, lang, n, seat_names=names)
    assert {"round", "turn", "dice", "moved", "searched", "crisis_reveal", "drew_cards",
            "game_over", "vote_revealed"} <= seen
    assert kinds == set(PIECE_KINDS)


def test_seat_pieces_name_the_seat_of_the_event(content):
    """An event about one seat shows that seat as a seat piece, whatever the language."""
    checked = 0
    for _game, records in _games(content):
        narrator = Narrator(content)
        for record in records:
            for e in record.events:
                seat = e.data.get("seat") if isinstance(e.data, dict) else None
                if not isinstance(seat, int):
                    continue
                for lang in LANGS:
                    found = narrator.pieces(e, viewer=seat, lang=lang)
                    if found is None:
                        continue
                    refs = [p.ref for p in found if p.kind == "seat"]
                    if e.kind in ("survivor_died", "survivor_removed", "first_player", "turn",
                                  "dice", "drafted", "eliminated"):
                        assert refs and refs[0] == seat, (e, found)
                    if refs:
                        assert seat in refs, (e, found)
                    checked += 1
    assert checked > 1000


def test_seat_and_card_pieces_by_hand(content):
    card = sorted(content.items)[0]
    e = Event("given", {"frm": 0, "to": 2, "card": card + "#2"})
    found = pieces(e, content, "en")
    assert found[0] == Piece("Player 1", "seat", 0)
    assert Piece("Player 3", "seat", 2) in found
    assert found[-1] == Piece(content.items[card].name["en"], "card", card)   # not the copy id
    ru = pieces(e, content, "ru")
    assert ru[0] == Piece("Игрок 1", "seat", 0)
    assert Piece("Игрок 3", "seat", 2) in ru     # the nominative: a typed name reads right too
    assert Piece(content.items[card].name["ru"], "card", card) in ru
    sid = sorted(content.survivors)[0]
    attack = Event("attack", {"survivor": sid, "die": 4, "place": "school"})
    assert pieces(attack, content, owners={sid: 1}) == [
        Piece("Player 2", "seat", 1), Piece(": "),
        Piece(content.survivors[sid].name["en"], "survivor", sid),
        Piece(" attacks a zombie "), Piece("at the School", "place", "school"), Piece(" with a 4")]
    generic = Event("moved", {"survivor": sid, "frm": "colony", "to": "nowhere"})
    assert "nowhere" in describe(generic, content)   # an unknown place: plain text, no piece
    assert all(p.ref != "nowhere" for p in pieces(generic, content))


def test_names_with_marker_characters_cannot_forge_pieces(content):
    e = Event("turn", {"seat": 0})
    forged = "\x01card\x02x\x02Evil\x03"
    found = pieces(e, content, seat_names=[forged])
    assert [p.kind for p in found] == ["seat", "text"]
    assert found[0].ref == 0 and "\x01" not in found[0].text


def test_the_viewer_is_given_per_call(content):
    card = sorted(content.items)[0]
    secret = Event("drew_cards", {"seat": 0, "cards": [card + "#1"]}, frozenset({0}))
    public = Event("turn", {"seat": 1})
    n = Narrator(content, "en")
    assert n.describe(secret) is None   # a spectator by default
    assert n.pieces(secret) is None
    assert n.describe(secret, viewer=1) is None
    assert content.items[card].name["en"] in n.describe(secret, viewer=0)
    assert any(p.kind == "card" and p.ref == card for p in n.pieces(secret, viewer=0))
    assert n.describe(secret, viewer=1) is None   # the cache never leaks a line to another seat
    assert n.describe(secret) is None
    assert n.describe(public, viewer=1) == n.describe(public, viewer=0) == "Player 2's turn"
    seated = Narrator(content, "en", viewer=0)   # the constructor's viewer is the default
    assert seated.describe(secret) is not None
    assert seated.describe(secret, viewer=None) is None   # None: a spectator
    assert seated.describe(secret, viewer=1) is None


def test_the_viewer_per_call_hides_every_secret_of_random_games(content):
    secrets = 0
    for game, records in _games(content):
        n = Narrator(content, "ru")
        for record in records:
            for e in record.events:
                if e.seats is None or e.kind in HIDDEN:
                    continue
                secrets += 1
                for viewer in range(game.n):
                    shown = n.pieces(e, viewer=viewer)
                    assert (shown is not None) == (viewer in e.seats), (e, viewer)
                assert n.pieces(e, viewer=None) is None
    assert secrets > 50


def test_switching_the_language_changes_the_output(content):
    sid = sorted(content.survivors)[0]
    drafted = Event("drafted", {"seat": 1, "leader": sid, "followers": []})
    moved = Event("moved", {"survivor": sid, "frm": "colony", "to": "gas"})
    n = Narrator(content, "en")
    n.describe(drafted)
    en = n.describe(moved)
    assert en.startswith("Player 2: ") and en.endswith("from the Colony to the Gas Station")
    n.lang = "ru"
    ru = n.describe(moved)
    assert ru != en
    assert ru == describe(moved, content, "ru", owners={sid: 1})
    assert ru.startswith("Игрок 2: ") and ru.endswith("из Колонии на Заправку")
    assert [p.kind for p in n.pieces(moved)] == [p.kind for p in n.pieces(moved, lang="en")]
    assert n.describe(moved, lang="en") == en   # a language for one call only
    assert n.lang == "ru"
    n.lang = "en"
    assert n.describe(moved) == en


def test_a_narrator_without_a_language_follows_the_setting(content):
    n = Narrator(content)
    e = Event("turn", {"seat": 0})
    assert n.lang == "en" and n.describe(e) == "Player 1's turn"
    i18n.set_language("ru")
    assert n.lang == "ru" and n.describe(e) == "Ходит Игрок 1"
    i18n.set_language("en")
    assert n.describe(e) == "Player 1's turn"


def test_cached_lines_follow_the_owners_and_the_names(content):
    sid = sorted(content.survivors)[0]
    moved = Event("moved", {"survivor": sid, "frm": "colony", "to": "gas"})
    n = Narrator(content, "en")
    before = n.describe(moved)
    assert not before.startswith("Player")
    n.describe(Event("survivor_joined", {"seat": 2, "survivor": sid, "place": "colony"}))
    assert n.describe(moved).startswith("Player 3: ")
    n.seat_names = ["Ann", "Boris", "Clara"]
    assert n.describe(moved).startswith("Clara: ")
    assert n.pieces(moved)[0] == Piece("Clara", "seat", 2)
    n.pieces(moved)[0:1] = []   # a caller changing its list does not change the cache
    assert n.pieces(moved)[0] == Piece("Clara", "seat", 2)


# ---------------------------------------------------------------------------------- catalogues
def _toml(lang: str, name: str) -> dict:
    with open(os.path.join(LOCALE, lang, "colony", name), "rb") as f:
        return tomllib.load(f)


def _fields(text: str) -> set:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}


@pytest.mark.parametrize("name", ["log.toml", "terminal.toml"])
def test_every_key_is_in_both_languages_with_the_same_fields(name):
    files = {lang: _toml(lang, name) for lang in LANGS}
    en = files["en"]
    assert en
    for lang, strings in files.items():
        assert set(strings) == set(en), (lang, sorted(set(strings) ^ set(en)))
        for key, text in strings.items():
            assert isinstance(text, str) and text, (lang, key)   # flat: no tables, no empties
    for key, text in en.items():
        for lang in LANGS:
            assert _fields(files[lang][key]) == _fields(text), (lang, key, files[lang][key], text)
            forms = files[lang][key].split("|")
            if lang == "ru" and len(en[key].split("|")) == 2 and "{n}" in en[key]:
                assert len(forms) == 3, (key, forms)   # Russian counts need three forms


def test_the_catalogue_holds_the_log_files():
    for lang in LANGS:
        for key, text in _toml(lang, "log.toml").items():
            assert i18n.catalogue(lang)[f"{NAMESPACE}.{key}"] == text
        for key, text in _toml(lang, "terminal.toml").items():
            assert i18n.t(f"colony.terminal.{key}", lang) == text


def test_every_key_the_code_names_is_in_the_catalogue():
    """Literal keys in game/log.py and game/terminal.py, and the prefixes they build keys from."""
    with open(os.path.join(ROOT, "game", "tables", "colony", "log.py"), encoding="utf-8") as f:
        source = f.read()
    literal = set(re.findall(r'sp\.(?:say\(|count\(|t\[|where\()\s*"([a-z_.]+)"', source))
    words = set(re.findall(r'sp\.word\(\s*"([a-z_]+)"', source))   # prefixes: symbol.fuel …
    literal |= set(re.findall(r' else "([a-z_.]+)"\]', source))   # sp.t["a" if x else "b"]
    literal |= set(re.findall(r'_(?:seat_only|entrance|card_only|plain|card_list|dice_changed|'
                              r'place_value|seat_card|survivor_lost|drafted)\("([a-z_]+)"\)', source))
    literal |= set(re.findall(r'"([a-z_]+\.[a-z_.]+)" if ', source))
    literal |= set(re.findall(r' else "([a-z_]+\.[a-z_.]+)"', source))
    assert {"symbol", "face", "cause", "reason"} <= words, words
    assert len(literal) > 60 and {"miss", "game_over.nobody", "n.card.nom", "draft_pick"} <= literal, literal
    for lang in LANGS:
        strings = _toml(lang, "log.toml")
        missing = {k for k in literal if k not in strings}
        assert not missing, (lang, sorted(missing))
        for prefix in words:
            assert any(k.startswith(prefix + ".") for k in strings), (lang, prefix)
    with open(os.path.join(ROOT, "game", "tables", "colony", "terminal.py"), encoding="utf-8") as f:
        source = f.read()
    used = set()
    for key, other in re.findall(r'\b(?:say|t)\(\s*"([a-z_.]+)"(?: if [^"]* else "([a-z_.]+)")?',
                                 source):
        used |= {key, other} - {""}
    prefixes = set(re.findall(r'\b(?:say|t)\(\s*f"([a-z_]+)\.\{', source))
    assert {"title", "status", "fulfilled", "not_fulfilled", "bad_options"} <= used, used
    assert {"side", "bots", "variant", "mode"} <= prefixes, prefixes
    terminal = _toml("en", "terminal.toml")
    used.discard("colony.log.seat")   # the seat is the log's word
    assert used <= set(terminal), sorted(used - set(terminal))
    for prefix in prefixes:
        assert any(k.startswith(prefix + ".") for k in terminal), prefix


def test_places_have_a_phrase_in_every_case(content):
    for lang in LANGS:
        strings = _toml(lang, "log.toml")
        for how in ("at", "to", "from"):
            assert "{name}" in strings[how]   # the generic form names the place
            for pid, place in content.locations.items():
                phrase = strings[f"{how}.{pid}"]
                assert "{" not in phrase, phrase   # a whole phrase, in the place's case
                if lang == "en":
                    assert phrase.endswith(place.name["en"]), phrase


def test_punctuation_glued_to_a_name_wraps_with_it():
    """Seen in a real window: «Остатки из столовой» broke before its closing quote, which stood
    alone on the next row. A text piece glued to the piece before it goes down with that piece."""
    import pygame as pg

    from game.render import text as text_mod
    pg.font.init()
    line = [Piece("Player 4 puts ", "text", None), Piece("«Leftovers from the canteen", "card", "c"),
            Piece("» in.", "text", None)]
    full = sum(text_mod.width(p.text, 17, p.kind != "text") for p in line)
    cut = full - text_mod.width("» in.", 17) + text_mod.width("»", 17) // 2   # "»" does not fit
    rows = text_mod.wrap_pieces(line, 17, cut, lambda kind: kind != "text")
    assert len(rows) == 2
    assert rows[1][0][0].startswith("«Leftovers") and rows[1][1][0] == "»"


def test_an_opening_mark_glued_to_a_name_wraps_with_it():
    """Seen in a real window: "Player 4: Priya searches the location «" ended a row and the
    place's name began the next. An opening mark glued to the name after it goes down with it;
    a space before the name still breaks there."""
    import pygame as pg

    from game.render import text as text_mod
    pg.font.init()
    line = [Piece("Priya searches the location «", "text", None), Piece("Grocery Store", "place", "p"),
            Piece("»", "text", None)]
    head = text_mod.width("Priya searches the location «", 17)
    rows = text_mod.wrap_pieces(line, 17, head + 10, lambda kind: kind != "text")
    assert [t for t, _, _ in rows[0]][-1] == " location", rows
    assert [t for t, _, _ in rows[1]] == ["«", "Grocery Store", "»"], rows
    spaced = [Piece("Priya searches ", "text", None), Piece("Grocery Store", "place", "p")]
    rows = text_mod.wrap_pieces(spaced, 17, text_mod.width("Priya searches ", 17) + 10,
                                lambda kind: kind != "text")
    assert [t for t, _, _ in rows[1]] == ["Grocery Store"], rows


def test_a_name_in_marks_that_goes_down_for_its_closing_mark_takes_its_opening_mark():
    """Seen in a real window (the evacuation log, Russian): the name fitted the row but its
    closing "»." did not; the name went down with it and left its "«" alone at the row's end."""
    import pygame as pg

    from game.render import text as text_mod
    pg.font.init()
    line = [Piece("Player 1 looks at row 1, column 1: «", "text", None),
            Piece("Dragging gardener", "card", "c"), Piece("».", "text", None)]
    upto_name = sum(text_mod.width(p.text, 17, p.kind != "text") for p in line[:2])
    rows = text_mod.wrap_pieces(line, 17, upto_name + 2, lambda kind: kind != "text")
    assert [t for t, _, _ in rows[0]][-1] == " 1:", rows
    assert [t for t, _, _ in rows[1]] == ["«", "Dragging gardener", "»."], rows
