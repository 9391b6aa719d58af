"""Issue 7: Russian glossary — one Russian word for each game term, everywhere.

The glossary is the section "Russian glossary" of rules/content/colony/README.md; its table
**Checked terms** lists, for each term, the forbidden variants (another word for the same thing,
a calque, or the wrong letter case). This test reads that table — the one source of truth — and
every Russian string of the game: each ``ru`` text of the colony content
(rules/content/colony/*.toml) and of the mall siege's content (rules/content/mall/*.toml, issue 17:
its players read the same words for the curtain, survivors and zombies), each string of the
Russian catalogues (game/locale/ru/*.toml: the screen, the log sentences that game/log.py
formats, the terminal player and the rulebook) and each ``"ru": "…"`` literal in the code
under game/ and rules/. It fails naming the file, the key or card id and the offending words.

A ``word`` variant is found in any letter case. A ``case`` variant is a capitalisation rule and is
found only in exactly its letter case; a capitalised variant is allowed where it starts a
sentence, a line or a quoted name («Тайная цель» as a label is right, «ваша Тайная цель» is not).
"""
from __future__ import annotations

import ast
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "rules" / "content" / "colony" / "README.md"
CONTENT = ROOT / "rules" / "content" / "colony"
CONTENTS = (CONTENT, ROOT / "rules" / "content" / "mall")      # every game's content but raxxon's
LOCALE_RU = ROOT / "game" / "locale" / "ru"
CODE_DIRS = (ROOT / "game", ROOT / "rules")

SECTION = "## Russian glossary"
TABLE_HEADER = ("English term", "Russian term", "forbidden", "check")
CHECKS = ("word", "case")


# ---------------------------------------------------------------------------------- the table
@dataclass(frozen=True)
class Rule:
    english: str
    russian: str
    variant: str
    check: str
    pattern: re.Pattern
    colony_only: bool = False   # "case colony": not for the evacuation game's strings

    def applies_to(self, file: str) -> bool:
        return not (self.colony_only and "raxxon" in file.split("/"))

    def violations(self, text: str) -> list[str]:
        """The forbidden words in ``text`` (each match as written)."""
        out = []
        for m in self.pattern.finditer(text):
            if self.check == "case" and m.group(0)[0].isupper() and sentence_start(text, m.start()):
                continue
            out.append(m.group(0))
        return out


def variant_pattern(variant: str, check: str) -> re.Pattern:
    """«кубик… риск…» -> words beginning «кубик» then «риск»; other words match whole."""
    parts = []
    for word in variant.split():
        if word.endswith("…"):
            parts.append(re.escape(word[:-1]) + r"\w*")
        else:
            parts.append(re.escape(word))
    body = r"\s+".join(parts)
    flags = re.IGNORECASE if check == "word" else 0
    return re.compile(r"(?<!\w)" + body + r"(?!\w)", flags)


def sentence_start(text: str, pos: int) -> bool:
    """Whether ``pos`` starts a sentence, a line, a list item or a quoted name."""
    before = text[:pos].rstrip(" \t\u00a0")
    return not before or before[-1] in "\n.!?…«\"“"


def glossary_section(markdown: str) -> str:
    start = markdown.index(SECTION)
    nxt = markdown.find("\n## ", start + len(SECTION))
    return markdown[start:] if nxt < 0 else markdown[start:nxt]


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def parse_rules(markdown: str) -> list[Rule]:
    """The rows of the table whose header is ``TABLE_HEADER`` in the glossary section."""
    lines = glossary_section(markdown).splitlines()
    header = next((i for i, line in enumerate(lines)
                   if line.startswith("|") and tuple(cells(line)) == TABLE_HEADER), None)
    assert header is not None, \
        f"{README.name}: no table {' | '.join(TABLE_HEADER)} under {SECTION!r}"
    rules: list[Rule] = []
    for line in lines[header + 2:]:
        if not line.startswith("|"):
            break
        row = cells(line)
        assert len(row) == 4, f"{README.name}: table row needs 4 cells: {line}"
        english, russian, forbidden, check = row
        check, _, scope = check.partition(" ")
        assert check in CHECKS and scope in ("", "colony"), \
            f"{README.name}: check must be one of {CHECKS}, optionally followed by 'colony': {line}"
        variants = re.findall(r"«([^«»]+)»", forbidden)
        assert english and russian and variants, f"{README.name}: incomplete row: {line}"
        for v in variants:
            rules.append(Rule(english, russian, v, check, variant_pattern(v, check), scope == "colony"))
    return rules


def offences(rules: list[Rule], text: str, file: str = "") -> list[str]:
    return [f"«{word}» (use «{r.russian}», {r.english}: forbidden «{r.variant}», {r.check})"
            for r in rules if r.applies_to(file) for word in r.violations(text)]


@pytest.fixture(scope="module")
def rules() -> list[Rule]:
    return parse_rules(README.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------------- the texts
def content_strings(folder: Path = CONTENT):
    """(file, where, text) for every ``ru`` text of a game's content (``{en = …, ru = …}``),
    named by where it sits; the colony's by default."""
    for f, w, text in _folder_strings(folder):
        if w == "ru" or w.endswith(".ru"):
            yield f, w[:-3] or "ru", text


def locale_strings():
    """(file, key, text) for every string of the Russian catalogues."""
    yield from _folder_strings(LOCALE_RU)


def _folder_strings(folder: Path):
    for path in sorted(folder.rglob("*.toml")):   # a game's own catalogues sit in a sub-folder
        with open(path, "rb") as f:
            yield from _all_strings(path.relative_to(folder).as_posix(), tomllib.load(f), "")


def _all_strings(file: str, node, where: str):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _all_strings(file, v, f"{where}.{k}" if where else str(k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            ident = v.get("id") if isinstance(v, dict) else None
            yield from _all_strings(file, v, f"{where} '{ident}'" if ident else f"{where}[{i}]")
    elif isinstance(node, str):
        yield file, where, node


def code_strings():
    """(file, line, text) for every ``"ru": "…"`` in a dict literal of the code."""
    for folder in CODE_DIRS:
        for path in sorted(folder.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Dict):
                    continue
                for k, v in zip(node.keys, node.values, strict=True):
                    if (isinstance(k, ast.Constant) and k.value == "ru"
                            and isinstance(v, ast.Constant) and isinstance(v.value, str)):
                        yield str(path.relative_to(ROOT)), f"line {v.lineno}", v.value


def every_string():
    for folder in CONTENTS:
        yield from ((f"{folder.relative_to(ROOT).as_posix()}/{f}", w, t)
                    for f, w, t in content_strings(folder))
    yield from ((f"game/locale/ru/{f}", w, t) for f, w, t in locale_strings())
    yield from code_strings()


# ---------------------------------------------------------------------------------- tests
def test_the_table_parses_and_holds_the_terms_of_issue_7(rules):
    variants = {r.variant for r in rules}
    for v in ("кубик… риск…", "мораль", "колония", "свалка", "главн… цел…", "секретн…",
              "травма-набор…", "перв… добор…", "обоз"):
        assert v in variants, f"{README.name}: the glossary lost the forbidden variant «{v}»"
    assert len(rules) >= 60


def test_the_chosen_terms_are_not_forbidden(rules):
    """A row's own Russian term never trips the table (the table does not contradict itself)."""
    for r in rules:
        for term in r.russian.split(";"):
            assert not offences(rules, term.strip()), (r.russian, offences(rules, term.strip()))


def test_the_checker_catches_a_planted_term_and_passes_good_text(rules):
    bad = {
        "Потеряйте 1 мораль.": "мораль",
        "Сделайте бросок риска за этого выжившего.": "бросок риска",
        "Киньте кубик риска.": "кубик риска",
        "Добавьте 2 зомби в колонию.": "колонию",
        "4 верхние карты свалки выходят из игры.": "свалки",
        "Если главная цель выполнена, вы победили.": "главная цель",
        "Вскройте СЕКРЕТНУЮ цель.": "СЕКРЕТНУЮ",
        "Это ваша Тайная цель.": "Тайная цель",
        "Ваш Лидер группы погибает.": "Лидер группы",
        "Возьмите карту колоды больницы.": "больницы",
        "добавьте по 1 зомби в каждую Локацию": "Локацию",
        "Сыграйте Травма-набор.": "Травма-набор",
        "При обыске она первым добором тянет 2 карты.": "первым добором",
        "Застрявший обоз": "обоз",
        "Каждый другой игрок сбрасывает 1 карту.": "Каждый другой игрок",
        "Выманите 2 зомби.": "Выманите",
        "Карта перекрестка": "перекрестка",
    }
    for text, word in bad.items():
        found = offences(rules, text)
        assert found and any(f"«{word}»" in f for f in found), (text, found)
    good = [
        "Потеряйте 2 Морали. Мораль падает.",
        "Бросок опасности — обошлось. Кубик опасности.",
        "Рискнуть: игра делает бросок опасности.",
        "Тайная цель",                                  # a label: starts the string
        "Цель выполнена. Тайная цель раскрыта.",        # starts a sentence
        "Выберите:\nЛидер группы погибает.",           # starts a line
        "1. Главная цель: если она выполнена…",
        "Щит спецназа, «Тайная цель» и обозначение.",   # a quoted name; «обоз» is whole words only
        "В школьном медпункте ваш выживший находит шкафчик.",
        "Прошёл слух, что у вас есть лекарства.",
        "Возьмите 2 карты из колоды Больницы и поставьте баррикаду на свободное место у входа.",
        "Тонкий лёд! Первый ход: Игрок 2; ничью решает первый игрок.",
    ]
    for text in good:
        assert not offences(rules, text), (text, offences(rules, text))
    # the survivor's Influence is colony's: the evacuation game's company track is «влияние»
    track = "Влияние Нордвейла растёт: сдвиньте маркер влияния."
    assert offences(rules, track, "game/locale/ru/colony/rules.toml")
    assert not offences(rules, track, "game/locale/ru/raxxon/rules.toml")


def test_the_texts_are_read():
    """The readers find the texts (a moved file must not make the test pass by reading nothing)."""
    files = {f for f, _, _ in every_string()}
    for name in ("board", "crises", "crossroads", "items", "objectives", "survivors"):
        assert f"rules/content/colony/{name}.toml" in files
    for name in ("ui", "colony/log", "colony/rules", "colony/terminal", "mall/ui", "mall/rules"):
        assert f"game/locale/ru/{name}.toml" in files
    for name in ("mall", "characters", "cards", "colours"):
        assert f"rules/content/mall/{name}.toml" in files
    assert ("rules/content/mall/characters.toml", "character 'star'.name", "Кумир") \
        in set(every_string())
    content = list(content_strings())
    assert len(content) > 600
    assert ("crossroads.toml", "crossroads 'xr.candle_vigil'.name", "Свечи за павших") in content


def test_every_russian_string_uses_the_glossary(rules):
    found = []
    for file, where, text in every_string():
        for o in offences(rules, text, file):
            found.append(f"{file}: {where}: {o}")
    assert not found, "Russian glossary (rules/content/colony/README.md), issue 7:\n" \
        + "\n".join(found)
