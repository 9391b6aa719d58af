"""The How to play rulebook of the evacuation game: game/locale/{en,ru}/raxxon/rules.toml.

What every rulebook is checked for (sections, panels, rule ids, languages) is in
tests/test_rulebook.py; here, what this one adds: it explains every player-facing rule, uses our
names (the content's citizen types, symbols and characters, Nordvale) and never the published
game's, and its Russian follows the glossary where the terms overlap.
"""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import test_glossary_ru as glossary

from game.i18n import LANGS, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[1]
LOCALE = Path(LOCALE_DIR)
SPEC = ROOT.parent / "shared" / "spec" / "raxxon.md"
CONTENT = ROOT / "rules" / "content" / "raxxon"


# our names for the game and the company (one of the forms must appear in each language)
OUR_NAMES = {"en": ("Evacuation", "Nordvale Pharmaceuticals", "Nordvale card", "Nordvale deck",
                    "Nordvale's influence", "influence marker"),
             "ru": ("Эвакуация", "Нордвейл Фармасьютикалс", "карты Нордвейла", "колоду Нордвейла",
                    "влияние Нордвейла", "маркер влияния")}
# the published game's company, any letter case (Russian: every spelling that starts so), as in
# tests/test_original_names.py
BRAND = re.compile(r"raxxon|рэксон|ракс", re.IGNORECASE)
# the published game's other names: never shown (any letter case)
PUBLISHED = ("Rahxon", "Zomoxtrin", "Зомокстрин", "Dead of Winter",
             "Мёртвый сезон", "Мертвый сезон", "Plaid Hat", "Crowd Games", "Thomas Hart",
             "Томас Харт", "K.D. James", "Кей-Ди Джеймс", "Colby Dauch", "Arthur Ellis")
# the published Russian type names (stems; capitalised, since «семья», «хаос» are words too)
PUBLISHED_RU_TYPES = ("Задир", "Семь", "Знаменитост", "Обуз", "Хаос", "Переносчик", "Метабол")
# colony glossary rows that do not apply here: the survivor's Influence is colony's; Nordvale's
# influence is lower case by our naming («влияние Нордвейла», «маркер влияния»)
GLOSSARY_NOT_HERE = ("Influence",)


def load(lang: str) -> list[dict]:
    with open(LOCALE / lang / "raxxon" / "rules.toml", "rb") as f:
        return tomllib.load(f)["section"]


def content(name: str) -> dict:
    with open(CONTENT / name, "rb") as f:
        return tomllib.load(f)


def text_of(lang: str) -> str:
    return "\n".join(s["title"] + "\n" + s["body"] for s in load(lang))


def spec_rule_ids() -> set[str]:
    return set(re.findall(r"\*\*(R-\d+\.\d+)\*\*", SPEC.read_text(encoding="utf-8")))


@pytest.mark.skipif(not SPEC.is_file(), reason=f"the spec is not reachable at {SPEC} "
                    "(../shared is absent in this checkout)")
def test_the_rulebook_explains_every_player_facing_rule():
    """Every rule of R-3 … R-16 is cited by some section (R-1, R-2 and the content list are
    background; R-17 … R-19 are examples, the open-point index and content notes)."""
    cited = {r for s in load("en") for r in s["rules"]}
    wanted = {r for r in spec_rule_ids() if 3 <= int(r[2:].split(".")[0]) <= 16}
    assert not sorted(wanted - cited), sorted(wanted - cited)


@pytest.mark.parametrize("lang", LANGS)
def test_our_names_are_used(lang):
    text = text_of(lang)
    missing = [n for n in OUR_NAMES[lang] if n not in text]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_published_names_never_appear(lang):
    text = text_of(lang)
    found = BRAND.findall(text) + [n for n in PUBLISHED if n.lower() in text.lower()]
    # the spec's placeholder type names (Bully, Family…) stand for ours and are never shown
    spec_names = [t["spec_name"] for t in content("citizens.toml")["type"] if t.get("spec_name")]
    assert spec_names, "citizens.toml names no spec placeholder types"
    found += [n for n in spec_names if re.search(rf"(?<!\w){n}(?!\w)", text)]
    if lang == "ru":
        found += [n for n in PUBLISHED_RU_TYPES if re.search(rf"(?<!\w){n}", text)]
    assert not found, found


@pytest.mark.parametrize("lang", LANGS)
def test_citizen_types_have_the_contents_names(lang):
    text = text_of(lang)
    types = content("citizens.toml")["type"]
    assert len(types) >= 7
    missing = [t["name"][lang] for t in types if t["name"][lang] not in text]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_symbols_have_the_contents_names(lang):
    text = text_of(lang)
    symbols = content("symbols.toml")["symbol"]
    assert len(symbols) == 10
    missing = [s["name"][lang] for s in symbols if s["name"][lang] not in text]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGS)
def test_characters_and_the_solo_action_have_the_contents_names(lang):
    """Setting up names the six characters; solo names the resources action (R-16.5)."""
    text = text_of(lang)
    characters = content("characters.toml")["character"]
    assert len(characters) == 6
    missing = [c["name"][lang] for c in characters if c["name"][lang] not in text]
    resources = [(c["name"][lang], a["name"][lang]) for c in characters for side in c["side"]
                 for a in side["action"] if a["kind"] == "resources"]
    assert resources, "characters.toml has no resources action (R-16.5)"
    missing += [f"{who}: {name}" for who, name in set(resources) if name not in text]
    assert not missing, missing


def test_russian_follows_the_colony_glossary_where_terms_overlap():
    rules = [r for r in glossary.parse_rules(glossary.README.read_text(encoding="utf-8"))
             if r.english not in GLOSSARY_NOT_HERE]
    bad = [(s["id"], o) for s in load("ru") for text in (s["title"], s["body"])
           for o in glossary.offences(rules, text)]
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_the_symbols_section_draws_each_symbol_beside_its_paragraph(lang):
    """A reader learns each symbol's look with its name: the rulebook's symbols section draws, at
    the left of each of the ten paragraphs, the chip the boards and cards draw for that symbol
    (``Table.rule_glyph``); the paragraph's lines are indented past it. The other games' tables
    draw no pictures in their rulebooks."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game import i18n, tables
    from game.scenes.rulebook import RulebookScene, glyph_radius, sections
    from game.tables.raxxon import TABLE, paint
    i18n.set_language(lang)
    pygame.init()
    body = next(s["body"] for s in load(lang) if s["id"] == "symbols")
    rows = RulebookScene.body_lines(body, 22, 700, TABLE.rule_glyph)
    pictured = [(ln, pic, indent) for ln, pic, indent in rows if pic is not None]
    assert len(pictured) == 10
    assert all(indent >= 2 * glyph_radius(22) for ln, _pic, indent in rows if ln)
    from rules.raxxon.content import load_content
    names = {i18n.localized(d["name"]): sym for sym, d in load_content().symbols.items()}
    drawn = set()
    for ln, pic, _indent in pictured:
        sym = next(s for name, s in names.items() if ln.lstrip("«").startswith(name))
        ours, theirs = pygame.Surface((40, 40)), pygame.Surface((40, 40))
        pic(ours, (20, 20), 15)
        paint.symbol_chip(theirs, sym, (20, 20), 15)
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB"), sym
        drawn.add(sym)
    assert drawn == set(names.values())
    for t in tables.available():
        if t.game_id != "raxxon":
            assert not any(t.rule_glyph(p) for s in sections(lang, t.game_id)
                           for p in s["body"].split("\n\n"))
