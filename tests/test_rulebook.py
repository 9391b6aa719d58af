"""How to play, for every game with a rulebook: game/locale/{en,ru}/<game id>/rules.toml.

Both languages have the same sections in the same order, each section fits one screen panel,
cites rule ids that exist in that game's spec (shared/spec/<spec>.md), and the Russian text is
Russian. What one game's rulebook adds (the evacuation game's names) is in its own test file
(tests/test_rulebook_raxxon.py).
"""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from game.i18n import LANGS, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[1]
LOCALE = Path(LOCALE_DIR)
SPECS = ROOT.parent / "shared" / "spec"

# game id -> (its spec file, the prefix of its rule ids, how many sections at least and at most)
BOOKS = {"colony": ("colony.md", "C", 10, 40), "raxxon": ("raxxon.md", "R", 12, 18),
         "mall": ("mall.md", "M", 6, 20)}
BODY_MAX = 900          # characters of one section body: one screen panel
PARAGRAPH_MAX = 500     # short paragraphs
SECTION_ID = re.compile(r"[a-z][a-z0-9_]*")
MARKUP = re.compile(r"[*_`#<>\[\]|]|^\s*[-+] ", re.MULTILINE)
# words docs/glossary-ru.md rejects in favour of the chosen term (colony's terms)
RU_REJECTED = ("Отход", "шторк", "ширм", "выманива", "Медицин", "Лекарств", "секретн")


def load(lang: str, game: str = "colony") -> list[dict]:
    with open(LOCALE / lang / game / "rules.toml", "rb") as f:
        return tomllib.load(f)["section"]


def rule_id(game: str) -> re.Pattern:
    return re.compile(BOOKS[game][1] + r"-\d+\.\d+")


def spec_rule_ids(game: str) -> set[str]:
    spec = SPECS / BOOKS[game][0]
    return set(re.findall(r"\*\*(" + BOOKS[game][1] + r"-\d+\.\d+)\*\*", spec.read_text(encoding="utf-8")))


def paragraphs(body: str) -> list[str]:
    return [p.strip() for p in re.split(r"\n\s*\n", body.strip()) if p.strip()]


def letters(text: str) -> list[str]:
    return [c for c in text if c.isalpha()]


@pytest.fixture(scope="module", params=[(g, lang) for g in BOOKS for lang in LANGS],
                ids=lambda p: f"{p[0]}-{p[1]}")
def book(request) -> tuple[str, list[dict]]:
    game, lang = request.param
    return game, load(lang, game)


def test_every_game_with_a_table_has_a_rulebook_here():
    from game.scenes.rulebook import games_with_rules
    assert {t.game_id for t in games_with_rules()} == set(BOOKS)


def test_both_files_parse_and_have_sections(book):
    game, sections = book
    lo, hi = BOOKS[game][2:]
    assert isinstance(sections, list) and lo <= len(sections) <= hi, len(sections)
    for s in sections:
        assert set(s) == {"id", "title", "rules", "body"}, s.get("id")


@pytest.mark.parametrize("game", BOOKS)
def test_same_section_ids_in_same_order(game):
    ids = {lang: [s["id"] for s in load(lang, game)] for lang in LANGS}
    assert ids["en"] == ids["ru"]
    assert len(set(ids["en"])) == len(ids["en"]), "duplicate section ids"
    for i in ids["en"]:
        assert SECTION_ID.fullmatch(i), i


@pytest.mark.parametrize("game", BOOKS)
def test_same_rule_ids_per_section(game):
    for a, b in zip(load("en", game), load("ru", game), strict=True):
        assert a["rules"] == b["rules"], a["id"]


def test_sections_are_complete(book):
    game, sections = book
    titles = [s["title"].strip() for s in sections]
    assert all(titles), "empty title"
    assert len(set(titles)) == len(titles), "duplicate titles"
    for s in sections:
        assert s["body"].strip(), s["id"]
        assert isinstance(s["rules"], list) and s["rules"], s["id"]
        for r in s["rules"]:
            assert rule_id(game).fullmatch(r), (s["id"], r)
        assert len(set(s["rules"])) == len(s["rules"]), s["id"]


def test_body_fits_one_panel(book):
    for s in book[1]:
        body = s["body"].strip()
        assert len(body) <= BODY_MAX, (s["id"], len(body))
        for p in paragraphs(body):
            assert len(p) <= PARAGRAPH_MAX, (s["id"], len(p), p[:40])


def test_body_is_plain_text(book):
    for s in book[1]:
        for text in (s["title"], s["body"]):
            m = MARKUP.search(text)
            assert m is None, (s["id"], m.group(0) if m else "")
            assert "\t" not in text and "\r" not in text, s["id"]


@pytest.mark.skipif(not SPECS.is_dir(), reason=f"the specs are not reachable at {SPECS} "
                    "(../shared is absent in this checkout)")
def test_cited_rule_ids_exist_in_spec(book):
    game, sections = book
    known = spec_rule_ids(game)
    assert known, "no rule ids found in the spec"
    unknown = sorted({(s["id"], r) for s in sections for r in s["rules"] if r not in known})
    assert not unknown, unknown


@pytest.mark.parametrize("game", BOOKS)
def test_russian_text_is_cyrillic(game):
    for s in load("ru", game):
        for text in (s["title"], s["body"]):
            chars = letters(text)
            cyr = sum(1 for c in chars if "\u0400" <= c <= "\u04ff")
            assert cyr >= 0.9 * len(chars), (s["id"], cyr, len(chars))


@pytest.mark.parametrize("game", BOOKS)
def test_english_text_is_latin(game):
    for s in load("en", game):
        chars = letters(s["title"] + s["body"])
        assert all(c.isascii() for c in chars), s["id"]


def test_russian_uses_glossary_terms():
    text = " ".join(s["title"] + " " + s["body"] for s in load("ru", "colony"))
    used = [w for w in RU_REJECTED if w.lower() in text.lower()]
    assert not used, f"words rejected by docs/glossary-ru.md: {used}"
