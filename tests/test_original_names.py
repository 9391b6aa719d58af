"""Players' text is our own: no published game's brand and no real famous person's name.

The evacuation game (code id ``raxxon``) calls its company "Nordvale Pharmaceuticals" /
«Нордвейл Фармасьютикалс»; the published game's company name must never reach a player, in
English or Russian. Every ``{en, ru}`` text of the content loaded through the public loaders
(names, titles, triggers, option texts, ranks, services, action names and texts, symbol names
and texts…) is walked, so a field added later is checked too. A failure names the card id, the
field and the language. Code ids (``raxxon``, ``x01``, the ``raxxon`` symbol) are not players'
text and are not checked.

The mall siege (code id ``mall``, issue 17) is checked the same way, and more: its content and its
catalogues (game/locale/<lang>/mall/, the screen, the log and How to play) must not name the
published mall-siege game or the comic whose characters its seed uses (the seed's placeholders
sit only in ``spec_name``, which is never shown).
"""
from __future__ import annotations

import re
import shutil
import tomllib
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from rules import colony, mall, raxxon
from rules.mall.content import CONTENT_DIR as MALL_DIR
from rules.raxxon.content import CONTENT_DIR

ROOT = Path(__file__).resolve().parents[1]

# the published game's company, in any letter case (Russian: every spelling that starts so)
BRAND = re.compile(r"raxxon|рэксон|ракс", re.IGNORECASE)

# real (famous) people's names found in our content and renamed; they must not come back.
REAL_NAMES = (
    "Dev Anand", "Дев Ананд",            # Indian film star (was raxxon citizen c24)
    "Priya Raman", "Прия Раман",         # Indian film actress (was colony sv.priya_raman)
    "Emil Horvath", "Emil Horváth",      # Slovak actors, father and son
    "Эмиль Хорват",                      # (was colony sv.emil_horvath)
    "Rosamund Pike", "Розамунд Пайк",    # English film actress, and the near copy we had
    "Rosalind Pike", "Розалинд Пайк",    # (was colony sv.rosalind_pike)
)
NAMES = re.compile("|".join(re.escape(n) for n in REAL_NAMES), re.IGNORECASE)

# the published mall-siege game, the comic its seed's characters come from, and those characters
# (the seed's placeholders Rei, Kohta, Takashi, Alice; the comic's Saeko and Saya), en and ru
MALL_PUBLISHED = re.compile(
    r"mall\s+of\s+horror|high\s*school\s+of\s+the\s+dead|\brei\b|\bkohta|\btakashi|\balice\b|"
    r"\bsaeko|\bsaya\b|молл\w*\s+ужас|школ\w*\s+мертвец|(?<!\w)рей(?!\w)|(?<!\w)кохт|"
    r"(?<!\w)такас?ш?и(?!\w)|(?<!\w)алис[аеуы]?(?!\w)|(?<!\w)саэко|(?<!\w)сая(?!\w)",
    re.IGNORECASE)
MALL_CATALOGUES = [ROOT / "game" / "locale" / lang / "mall" for lang in ("en", "ru")]


# ---------------------------------------------------------------------------------- the texts
def _is_text(node) -> bool:
    return (isinstance(node, dict) and node and set(node) <= {"en", "ru"}
            and all(isinstance(v, str) for v in node.values()))


def _walk(node, field: str):
    """(field, lang, text) for every ``{en, ru}`` text inside ``node``."""
    if _is_text(node):
        for lang, text in node.items():
            yield field, lang, text
    elif is_dataclass(node):
        for f in fields(node):
            yield from _walk(getattr(node, f.name), f"{field}.{f.name}" if field else f.name)
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from _walk(v, f"{field}.{k}" if field else str(k))
    elif isinstance(node, (list, tuple)):
        for i, v in enumerate(node):
            ident = getattr(v, "id", None) or getattr(v, "band", None) or i
            yield from _walk(v, f"{field}[{ident}]")


def players_text(content):
    """(card id, field, lang, text) for every players' text of a loaded content: each table of
    the content (symbols, types, citizens, cards, characters…) is a dict id -> definition."""
    for f in fields(content):
        table = getattr(content, f.name)
        if isinstance(table, (list, tuple)):          # the mall's colours: a list in seat order
            table = {getattr(c, "id", i): c for i, c in enumerate(table)}
        if not isinstance(table, dict):
            continue
        for cid, card in table.items():
            for field, lang, text in _walk(card, ""):
                yield f"{f.name} '{cid}'", field, lang, text


CHECKS = ((BRAND, "the published game's brand"), (NAMES, "a real person's name"))
MALL_CHECKS = CHECKS + ((MALL_PUBLISHED, "the published mall game's or comic's name"),)


def faults(content, checks=CHECKS) -> list[str]:
    out = []
    for card, field, lang, text in players_text(content):
        for pattern, what in checks:
            m = pattern.search(text)
            if m:
                out.append(f"{card}, field '{field}.{lang}': {what} {m.group(0)!r} in {text!r}")
    return out


# ---------------------------------------------------------------------------------- the tests
def test_the_walk_reaches_every_kind_of_players_text():
    seen = {(card.split()[0], field.split(".")[0].split("[")[0])
            for card, field, _, _ in players_text(raxxon.load_content())}
    for want in [("symbols", "name"), ("symbols", "text"), ("types", "name"), ("citizens", "name"),
                 ("raxxon", "title"), ("raxxon", "trigger"), ("raxxon", "options"),
                 ("characters", "name"), ("characters", "rank"), ("characters", "service"),
                 ("characters", "sides")]:
        assert want in seen, want


def test_raxxon_players_text_has_no_brand_and_no_real_names():
    bad = faults(raxxon.load_content())
    assert not bad, "\n".join(bad)


def test_colony_players_text_has_no_brand_and_no_real_names():
    bad = faults(colony.load_content())
    assert not bad, "\n".join(bad)


def test_mall_players_text_has_no_published_name():
    """The mall's content: no brand, no real person, nothing of the published game or comic."""
    bad = faults(mall.load_content(), MALL_CHECKS)
    assert not bad, "\n".join(bad)


def catalogue_strings(folders=MALL_CATALOGUES):
    """(file, key, text) for every string of the given catalogue folders; a rulebook's section
    is named by its id."""
    def walk(node, where):
        if isinstance(node, dict):
            for k, v in node.items():
                yield from walk(v, f"{where}.{k}" if where else str(k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                ident = v.get("id") if isinstance(v, dict) else None
                yield from walk(v, f"{where} '{ident}'" if ident else f"{where}[{i}]")
        elif isinstance(node, str):
            yield where, node
    for folder in folders:
        for path in sorted(folder.rglob("*.toml")):
            with open(path, "rb") as f:
                data = tomllib.load(f)
            for where, text in walk(data, ""):
                if where.endswith(".rules") or ".rules[" in where:      # rule ids, never shown
                    continue
                name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                yield name.as_posix(), where, text


def catalogue_faults(folders=MALL_CATALOGUES) -> list[str]:
    return [f"{file}: {where}: {what} {m.group(0)!r} in {text!r}"
            for file, where, text in catalogue_strings(folders)
            for pattern, what in MALL_CHECKS for m in [pattern.search(text)] if m]


def test_mall_catalogues_have_no_published_name():
    """What the mall's table draws and logs, and its How to play, in both languages."""
    found = list(catalogue_strings())
    files = {f for f, _, _ in found}
    assert {f"game/locale/{lang}/mall/{name}.toml" for lang in ("en", "ru")
            for name in ("ui", "rules")} <= files
    assert len(found) > 400
    bad = catalogue_faults()
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("file,old,new,card,field", [
    ("characters.toml", 'en = "Pop Star"', 'en = "Rei the Pop Star"', "characters 'star'", "name.en"),
    ("characters.toml", 'ru = "Стажёр"', 'ru = "Алиса-стажёр"', "characters 'intern'", "name.ru"),
    ("mall.toml", 'en = "Polar Plaza"', 'en = "Mall of Horror"', "mall 'name'", ".en"),
    ("colours.toml", 'ru = "Голубой"', 'ru = "Голубой, как у Такаси"', "colours 'sky'", "name.ru"),
])
def test_the_mall_check_names_the_card_and_the_field(tmp_path, file, old, new, card, field):
    folder = tmp_path / "mall"
    shutil.copytree(MALL_DIR, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    bad = faults(mall.load_content(str(folder)), MALL_CHECKS)
    assert bad and all(card in b and f"field '{field}" in b for b in bad), bad


def test_the_mall_catalogue_check_catches_a_planted_name(tmp_path):
    for lang, line in (("en", 'title = "Highschool of the Dead"'), ("ru", 'title = "Кохта"')):
        folder = tmp_path / lang
        folder.mkdir()
        (folder / "ui.toml").write_text(f"[game]\n{line}\n", encoding="utf-8")
    bad = catalogue_faults([tmp_path / "en", tmp_path / "ru"])
    assert len(bad) == 2 and all("game.title" in b for b in bad), bad
    assert not catalogue_faults([]) and "Polar Plaza" not in " ".join(bad)


def test_the_company_is_nordvale_in_both_languages():
    lisk = raxxon.load_content().characters["lisk"]
    assert lisk.service["en"] == "Nordvale Pharmaceuticals"
    assert "Нордвейл Фармасьютикалс" in lisk.service["ru"]


@pytest.mark.parametrize("file,old,new,card,field", [
    ("raxxon.toml", 'en = "Quarterly Review"', 'en = "Raxxon Quarterly Review"',
     "raxxon 'x01'", "title.en"),
    ("raxxon.toml", 'ru = "Квартальный отчёт"', 'ru = "Отчёт «Рэксона»"',
     "raxxon 'x01'", "title.ru"),
    ("characters.toml", 'ru = "Разведка"', 'ru = "Разведка «Ракса»"',
     "characters 'varga'", "sides.1-2.actions[recon].name.ru"),
    ("citizens.toml", 'en = "Rocco Vance, tow-truck driver"', 'en = "Dev Anand, tow-truck driver"',
     "citizens 'c01'", "name.en"),
    ("symbols.toml", 'ru = "Последний вздох"', 'ru = "Вздох рэксона"',
     "symbols 'on_kill'", "name.ru"),
])
def test_the_check_names_the_card_and_the_field(tmp_path, file, old, new, card, field):
    folder = tmp_path / "rx"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    bad = faults(raxxon.load_content(str(folder)))
    assert bad and all(card in b and f"field '{field}'" in b for b in bad), bad


# ------------------------------------------------- the two games share no surname (issue 16)
def _colony_surnames(lang: str) -> set[str]:
    """The last word of every colony survivor's name ("Hollis Varga" -> "Varga")."""
    return {sv.name[lang].split()[-1] for sv in colony.load_content().survivors.values()}


def _raxxon_people(content):
    """(what, lang, name) for every character and citizen of the evacuation game."""
    for table in ("characters", "citizens"):
        for cid, person in getattr(content, table).items():
            for lang in ("en", "ru"):
                yield f"{table} '{cid}'", lang, person.name[lang]


def _surnames(name: str) -> set[str]:
    """The capitalised words of a person's name after its first word, before any comma:
    "Sam Abara, scout leader" -> {"Abara"}; "The Alvarez twins" -> {"Alvarez"};
    "Бабушка Сато с малышом" -> {"Сато"}; "A quiet man in a raincoat" -> set()."""
    words = [w.strip(".,;:!?«»\"'") for w in name.split(",")[0].split()[1:]]
    return {w for w in words if w[:1].isupper()}


def shared_surnames(content) -> list[str]:
    colony_names = {lang: _colony_surnames(lang) for lang in ("en", "ru")}
    return [f"{what}, name.{lang}: {name!r} shares {s!r} with a colony survivor"
            for what, lang, name in _raxxon_people(content)
            for s in sorted(_surnames(name) & colony_names[lang])]


def test_the_surname_reader_finds_each_kind_of_name():
    assert _surnames("Ines Dravec") == {"Dravec"}
    assert _surnames("Sam Abara, scout leader") == {"Abara"}
    assert _surnames("The Alvarez twins") == {"Alvarez"}
    assert _surnames("Бабушка Сато с малышом") == {"Сато"}
    assert _surnames("Mr. Pell, won't stop coughing") == {"Pell"}
    assert _surnames("A quiet man in a raincoat") == set()
    assert "Varga" in _colony_surnames("en") and "Варга" in _colony_surnames("ru")


def test_no_evacuation_person_shares_a_surname_with_a_colony_survivor():
    bad = shared_surnames(raxxon.load_content())
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("file,old,new,who,lang", [
    ("characters.toml", 'en = "Ines Dravec"', 'en = "Ines Varga"', "characters 'varga'", "en"),
    ("characters.toml", 'ru = "Лена Торсби"', 'ru = "Лена Марш"', "characters 'marsh'", "ru"),
    ("citizens.toml", 'en = "Sam Abara, scout leader"', 'en = "Sam Okafor, scout leader"',
     "citizens 'c17'", "en"),
    ("citizens.toml", 'ru = "Сайрус Уэксли, ветеран"', 'ru = "Сайрус Хейл, ветеран"',
     "citizens 'c29'", "ru"),
])
def test_the_surname_check_catches_the_old_names(tmp_path, file, old, new, who, lang):
    folder = tmp_path / "rx"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    bad = shared_surnames(raxxon.load_content(str(folder)))
    assert len(bad) == 1 and who in bad[0] and f"name.{lang}" in bad[0], bad
