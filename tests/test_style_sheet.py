"""Issue 16: the two-language style sheet, docs/style.md, holds for every string players read.

The rules live in the sheet, not here. This test parses its tables: **Our world** (the names of
the town, its landmarks, the card type and the company), **Banned names** (published brands,
series, card terms and survivors), the line **Name fields:** (fields that may hold a name a
player typed) and **Checked rules** (one or more regular expressions per rule, for a language
and a scope). Then it reads every players' string of the games on the table (colony, raxxon
and, since issue 17, the mall siege) and fails naming the file, the key or card id, the language,
the rule and the words it found. The strings are each ``{en, ru}`` text of the content
(rules/content/colony, rules/content/raxxon, rules/content/mall) and each string of the
catalogues (game/locale/<lang>/ui.toml, game/locale/<lang>/colony/, game/locale/<lang>/raxxon/,
game/locale/<lang>/mall/; a rulebook's section titles and bodies).
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHEET = ROOT / "docs" / "style.md"
GAMES = ("colony", "raxxon", "mall")
LANGS = ("en", "ru")
SCOPES = ("all", "colony", "raxxon", "mall")
FIELD = re.compile(r"\{[^{}]*\}")


# ---------------------------------------------------------------------------------- the sheet
def section(markdown: str, title: str) -> str:
    start = markdown.index(f"\n## {title}")
    nxt = markdown.find("\n## ", start + 4)
    return markdown[start:] if nxt < 0 else markdown[start:nxt]


def cells(line: str) -> list[str]:
    """The cells of a table row; ``\\|`` is a pipe inside a cell (a regex's alternation)."""
    inner = line.strip()[1:-1] if line.strip().endswith("|") else line.strip()[1:]
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", inner)]


def table(markdown: str, title: str, header: tuple[str, ...]) -> list[list[str]]:
    """The rows of the first table under ``## title`` whose header is ``header``."""
    lines = section(markdown, title).splitlines()
    at = next((i for i, line in enumerate(lines)
               if line.startswith("|") and tuple(cells(line)) == header), None)
    assert at is not None, f"{SHEET.name}: no table {' | '.join(header)} under '## {title}'"
    rows = []
    for line in lines[at + 2:]:
        if not line.startswith("|"):
            break
        row = cells(line)
        assert len(row) == len(header), f"{SHEET.name}: a row of {len(header)} cells: {line}"
        rows.append(row)
    return rows


def code_spans(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


@dataclass(frozen=True)
class Rule:
    name: str
    lang: str           # en, ru or any
    scope: str          # all, colony, raxxon or mall
    patterns: tuple[re.Pattern, ...]
    raw: bool           # the rule names the fields ({NAME}): it sees them as written
    instead: str

    def applies(self, game: str | None, lang: str) -> bool:
        return (self.lang in ("any", lang)
                and (self.scope == "all" or game is None or self.scope == game))

    def found(self, text: str) -> list[str]:
        seen = text if self.raw else FIELD.sub("{_}", text)
        return [m.group(0) for p in self.patterns for m in p.finditer(seen)]


@dataclass(frozen=True)
class Sheet:
    world: dict[str, list[tuple[str, str]]]     # thing -> [(English, Russian)]
    banned: tuple[tuple[str, re.Pattern], ...]
    name_fields: tuple[str, ...]
    rules: tuple[Rule, ...]


def banned_pattern(name: str) -> re.Pattern:
    """A whole word or phrase, any letter case; a trailing ``…`` is a stem."""
    stem = name.endswith("…")
    body = re.escape(name.rstrip("…")).replace(r"\ ", r"\s+")
    return re.compile(r"(?<!\w)" + body + (r"\w*" if stem else r"(?!\w)"), re.IGNORECASE)


def parse(markdown: str) -> Sheet:
    world: dict[str, list[tuple[str, str]]] = {}
    for thing, en, ru, _ in table(markdown, "Our world", ("thing", "English", "Russian", "note")):
        world.setdefault(thing, []).append((en, ru.strip("«»")))
    banned = tuple((name, banned_pattern(name))
                   for cell, _ in table(markdown, "Banned names", ("banned", "what it is"))
                   for name in code_spans(cell))
    line = next((x for x in section(markdown, "Names a player typed").splitlines()
                 if x.startswith("Name fields:")), None)
    assert line, f"{SHEET.name}: no line 'Name fields:' under '## Names a player typed'"
    fields = tuple(code_spans(line))
    name_field = r"\{(?:" + "|".join(re.escape(f) for f in fields) + r")\}"
    rules = []
    for name, lang, scope, forbidden, instead in table(
            markdown, "Checked rules", ("rule", "lang", "scope", "forbidden", "write instead")):
        assert lang in ("en", "ru", "any") and scope in SCOPES, f"{SHEET.name}: {name}: {lang} {scope}"
        spans = code_spans(forbidden)
        assert spans, f"{SHEET.name}: rule {name!r} forbids nothing"
        raw = any("{NAME}" in s for s in spans)
        patterns = tuple(re.compile(s.replace("{NAME}", name_field)) for s in spans)
        rules.append(Rule(name, lang, scope, patterns, raw, instead))
    return Sheet(world, banned, fields, tuple(rules))


@pytest.fixture(scope="module")
def sheet() -> Sheet:
    return parse(SHEET.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------------- the texts
@dataclass(frozen=True)
class Text:
    file: str
    where: str
    lang: str
    text: str
    game: str | None      # colony, raxxon, mall, or None for the shell's catalogue


def _walk(node, where: str, lang: str | None = None):
    """(where, lang, text): each ``{en, ru}`` text of content, or (with ``lang``) every string."""
    if isinstance(node, dict):
        if lang is None and node and set(node) <= set(LANGS) \
                and all(isinstance(v, str) for v in node.values()):
            for k, v in node.items():
                yield where, k, v
            return
        for k, v in node.items():
            yield from _walk(v, f"{where}.{k}" if where else str(k), lang)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            ident = v.get("id") if isinstance(v, dict) else None
            yield from _walk(v, f"{where} '{ident}'" if ident else f"{where}[{i}]", lang)
    elif isinstance(node, str) and lang is not None:
        yield where, lang, node


def _load(path: Path) -> dict:
    with open(path, "rb") as f:
        return tomllib.load(f)


def content_texts():
    for game in GAMES:
        for path in sorted((ROOT / "rules" / "content" / game).glob("*.toml")):
            for where, lang, text in _walk(_load(path), ""):
                yield Text(path.relative_to(ROOT).as_posix(), where, lang, text, game)


def catalogue_texts():
    for lang in LANGS:
        folder = ROOT / "game" / "locale" / lang
        files = [(p, None) for p in sorted(folder.glob("*.toml"))]
        files += [(p, game) for game in GAMES for p in sorted((folder / game).rglob("*.toml"))]
        for path, game in files:
            data, name = _load(path), path.relative_to(ROOT).as_posix()
            if isinstance(data.get("section"), list):        # a rulebook: titles and bodies
                for s in data["section"]:
                    for part in ("title", "body"):
                        yield Text(name, f"section '{s.get('id')}'.{part}", lang, s[part], game)
            else:
                for where, _, text in _walk(data, "", lang):
                    yield Text(name, where, lang, text, game)


def every_text():
    yield from content_texts()
    yield from catalogue_texts()


def findings(sheet: Sheet, texts) -> list[str]:
    out = []
    for t in texts:
        head = f"{t.file}: {t.where} [{t.lang}]"
        for name, pattern in sheet.banned:
            for m in pattern.finditer(t.text):
                out.append(f"{head}: banned name {name!r}: {m.group(0)!r}")
        for rule in sheet.rules:
            if rule.applies(t.game, t.lang):
                for word in rule.found(t.text):
                    out.append(f"{head}: {rule.name}: {word!r} (write instead: {rule.instead})")
    return out


def one(text: str, lang: str = "en", game: str | None = "colony") -> Text:
    return Text("planted", "planted", lang, text, game)


# ---------------------------------------------------------------------------------- tests
def test_the_sheet_parses(sheet):
    assert {"town", "landmark", "card type", "company"} <= set(sheet.world)
    assert 4 <= len(sheet.world["landmark"]) <= 5
    names = {n for n, _ in sheet.banned}
    for must in ("Raxxon…", "Рэксон…", "crossroad…", "перекрёст…", "Dead of Winter"):
        assert must in names, must
    assert {"seat", "name", "holder"} <= set(sheet.name_fields)
    assert len(sheet.rules) >= 15
    assert {r.lang for r in sheet.rules} == {"en", "ru", "any"}


@pytest.mark.parametrize("text,lang,word", [
    ("Crossroads! Seat 2 reveals a card.", "en", "Crossroads"),
    ("The crossroads card", "en", "crossroads"),
    ("Перекрёсток! Карту открывает игрок 2.", "ru", "Перекрёсток"),
    ("Карта перекрестка", "ru", "перекрестка"),
    ("Move the Raxxon marker.", "en", "Raxxon"),
    ("Маркер Рэксона", "ru", "Рэксона"),
    ("A nod to Dead of  Winter.", "en", "Dead of  Winter"),
    ("Company resources", "en", "Company resources"),
    ("Sparky barks.", "en", "Sparky"),
    ("A nod to Mall of Horror.", "en", "Mall of Horror"),
    ("Как в «Школа мертвецов»", "ru", "Школа мертвецов"),
])
def test_a_banned_name_is_caught(sheet, text, lang, word):
    found = findings(sheet, [one(text, lang)])
    assert found and any(repr(word) in f for f in found), found


@pytest.mark.parametrize("text,lang,game,word", [
    ("See C-15.3 for exile.", "en", "colony", "C-15.3"),
    ("Правило R-4.", "ru", "raxxon", "R-4"),
    ("(M-2, F-1)", "en", None, "M-2"),
    ("Heal 1 wound of this survivor.", "en", "colony", "Heal"),
    ("Medicine heals wounds.", "en", "colony", "heals"),
    ("kills 1 zombie at its place", "en", "colony", "its place"),
    ("Seat {n}", "en", "colony", "Seat {"),
    ("the colour and the color", "en", "raxxon", "color"),
    ("She recognizes him.", "en", "colony", "recognizes"),
    ("Snowplow Driver", "en", "colony", "Snowplow"),
    ("a tire iron", "en", "colony", "tire iron"),
    ("toward the gate", "en", "colony", "toward"),
    ("Lose 1 morale.", "en", "colony", "morale"),
    ("Choose your group leader.", "en", "colony", "group leader"),
    ("the main objective is complete", "en", "colony", "main objective"),
    ("вылечите 1 рану", "ru", "colony", "вылечите"),
    ("Медикаменты лечат раны.", "ru", "colony", "лечат"),
    ("Убейте до 1 карту толпы.", "ru", "raxxon", "до 1 к"),
    ("Посмотрите до 1 закрытой карты.", "ru", "raxxon", "до 1 з"),
    ("Поставьте до 2 баррикаду.", "ru", "colony", "до 2 баррикаду"),
    ("Каждая смерть стоит 1 Морали.", "ru", "colony", "1 Морали"),
    ("Привет, {name}а!", "ru", "colony", "}а"),
    ("{to} забирает карту у {frm}; карта у {seat}", "ru", "colony", "у {seat}"),
    ("{caller} предлагает изгнать {seat}", "ru", "colony", "изгнать {seat}"),
    ("Следующим укушен: {name}.", "ru", "colony", "Следующим укушен: {name}"),
    ("{name} укушен", "ru", "colony", "{name} укушен"),
    ("Выбыл {seat}", "ru", "colony", "Выбыл {seat}"),
    ("{seat} взяла карту", "ru", "colony", "{seat} взяла"),
    ("{name} becomes leader.", "en", "mall", "leader"),
    ("Vote at the car park", "en", "mall", "car park"),
    ("a Pop Star and two bouncers", "en", "mall", "bouncers"),
    ("Вчетвером фитнес-клуб закрыт.", "ru", "mall", "фитнес-клуб"),
    ("туда, где больше всего кумиров", "ru", "mall", "кумиров"),
    ("Голосование на парковке", "ru", "mall", "парковке"),
    ("на вертолётной площадке", "ru", "mall", "вертолётной площадк"),
    ("Новый лидер: {seat}.", "ru", "mall", "лидер"),
    ("кто станет Старшим", "ru", "mall", "Старшим"),
    ("Первым ходит {seat}", "ru", "colony", "Первым ходит {seat}"),
    ("«{card}» эвакуирован (всего {total}).", "ru", "raxxon", "{_}» эвакуирован"),
    ("«{card}» заражён: эвакуация прекращается.", "ru", "raxxon", "{_}» заражён"),
])
def test_a_planted_fault_is_caught(sheet, text, lang, game, word):
    found = findings(sheet, [one(text, lang, game)])
    assert found and any(repr(word) in f for f in found), found


@pytest.mark.parametrize("text,lang,game", [
    ("Thin ice! Player 2 reveals Knock at Dawn.", "en", "colony"),
    ("Remove 1 wound (frostbite first) from a survivor at their place.", "en", "colony"),
    ("The healthy citizens leave; the size of the prize; seize it.", "en", "raxxon"),
    ("Round {round} · Morale {morale} · Food {food}", "en", "colony"),
    ("Nordvale's influence reaches 8; the first player changes.", "en", "raxxon"),
    ("Teodor Brill, the colour of the door", "en", "colony"),
    ("Player {n}", "en", "colony"),
    ("Тонкий лёд! Карту «Стук на рассвете» открывает Игрок 2.", "ru", "colony"),
    ("Снимите до 2 ран; уберите до 2 зомби; до 8.", "ru", "colony"),
    ("Можете убить 1 карту толпы.", "ru", "raxxon"),
    ("Каждая смерть стоит 1 Мораль; 23 карты стоят 2 Морали; Мораль падает до 1 Морали.", "ru", "colony"),
    ("Игрок {name}: укус. {name} — выбывает. Первый ход: {seat}.", "ru", "colony"),
    ("Эта карта была у игрока {holder}.", "ru", "colony"),
    ("Я {name}: покажите мой стол", "ru", None),
    ("Победитель — {seats}", "ru", "colony"),
    ("{seat} повышает кубик с {frm} до {to}; на {day}-й день", "ru", "colony"),
    ("Изгнать: {name}?", "ru", "colony"),
    ("Сохранено: {name}; ваша цель в изгнании: {name}; победители — {names}", "ru", None),
    ("Эвакуировано {evacuated} из {target}", "ru", "raxxon"),
    ("{name} becomes Leader. The Car Park holds; a Pop Star and two Bouncers.", "en", "mall"),
    ("Старший бросает кубики. Кто станет старшим? «Вышибала», на Парковке.", "ru", "mall"),
    ("Фитнес-клуб закрыт; больше всего Кумиров; лидер группы", "ru", "colony"),
])
def test_good_text_passes(sheet, text, lang, game):
    assert not findings(sheet, [one(text, lang, game)])


def test_the_texts_are_read():
    """The readers find the texts (a moved file must not make the test pass by reading nothing)."""
    texts = list(every_text())
    files = {t.file for t in texts}
    for game in GAMES:
        for lang in LANGS:
            assert f"game/locale/{lang}/{game}/ui.toml" in files
            assert f"game/locale/{lang}/{game}/rules.toml" in files
        assert any(f.startswith(f"rules/content/{game}/") for f in files), game
    assert "game/locale/ru/ui.toml" in files
    assert {"rules/content/colony/crossroads.toml", "rules/content/raxxon/citizens.toml",
            "rules/content/mall/cards.toml", "rules/content/mall/mall.toml"} <= files
    assert {t.game for t in texts if t.file.startswith(("rules/content/mall/",
                                                         "game/locale/en/mall/"))} == {"mall"}
    assert len(texts) > 3000
    assert {t.lang for t in texts} == set(LANGS)
    assert any(t.where == "crossroads 'xr.candle_vigil'.name" and t.lang == "en" for t in texts)


def test_every_players_string_follows_the_sheet(sheet):
    found = findings(sheet, every_text())
    assert not found, f"docs/style.md ({len(found)} findings):\n" + "\n".join(found)


def test_the_world_is_named_in_every_rulebook(sheet):
    """The town is named in the first section of every game's rulebook, in both languages."""
    (town_en, town_ru), = sheet.world["town"]
    for game in GAMES:
        for lang, town in (("en", town_en), ("ru", town_ru)):
            first = _load(ROOT / "game" / "locale" / lang / game / "rules.toml")["section"][0]
            assert town[:-1] in first["body"], (game, lang, town)


def test_the_card_type_is_what_players_read(sheet):
    """The card type's call-out and its rulebook section say our name."""
    (type_en, type_ru), = sheet.world["card type"]
    shown = {t.lang: t.text for t in catalogue_texts()
             if t.file.endswith("colony/ui.toml") and t.where == "decision.crossroads"}
    assert shown["en"].lower().startswith(type_en.lower()), shown
    assert shown["ru"].lower().startswith(type_ru.lower()), shown
    for lang, name in (("en", type_en), ("ru", type_ru)):
        book = _load(ROOT / "game" / "locale" / lang / "colony" / "rules.toml")["section"]
        title = next(s["title"] for s in book if s["id"] == "crossroads")
        assert name in title, (lang, title)


def test_the_landmarks_are_used(sheet):
    """Each landmark is somewhere in the cards (of either game), in both languages."""
    texts = list(content_texts())
    for en, ru in sheet.world["landmark"]:
        for lang, name in (("en", en), ("ru", ru)):
            words = name.removeprefix("the ").split()
            if lang == "ru":                    # declined: «у Фонарного моста»
                words = [w[:-2] if len(w) > 4 else w for w in words]
            assert any(all(w.lower() in t.text.lower() for w in words)
                       for t in texts if t.lang == lang), (lang, name)


# ------------------------------------------------- flavour lines (issue 16)
FLAVOUR_MAX = 90     # characters of the English line (docs/style.md, "Other habits")

# every kind of card that carries a line of story: (game, table of the loaded content)
FLAVOURED = (("colony", "survivors"), ("colony", "items"), ("colony", "crises"),
             ("colony", "mains"), ("colony", "secrets"), ("colony", "betrayals"),
             ("colony", "exiled"), ("raxxon", "types"), ("raxxon", "characters"))


def _contents(colony_dir: str | None = None, raxxon_dir: str | None = None) -> dict:
    from rules import colony, raxxon
    return {"colony": colony.load_content(colony_dir) if colony_dir else colony.load_content(),
            "raxxon": raxxon.load_content(raxxon_dir) if raxxon_dir else raxxon.load_content()}


def flavour_lines(contents: dict):
    """(game, table, card id, flavour or None) for every card that must have a line of story."""
    for game, table in FLAVOURED:
        for cid, card in getattr(contents[game], table).items():
            yield game, table, cid, card.flavour


def flavour_faults(contents: dict) -> list[str]:
    out = []
    for game, table, cid, line in flavour_lines(contents):
        line = line or {}
        for lang in LANGS:
            if not (line.get(lang) or "").strip():
                out.append(f"{game} {table} '{cid}': no flavour line in {lang}")
        if len(line.get("en", "")) > FLAVOUR_MAX:
            out.append(f"{game} {table} '{cid}': the English flavour line has "
                       f"{len(line['en'])} characters (at most {FLAVOUR_MAX})")
    return out


def test_every_card_has_a_short_flavour_line():
    """Survivors, items, crises, every objective, citizen types and characters (issue 16)."""
    contents = _contents()
    lines = list(flavour_lines(contents))
    assert len(lines) >= 185
    assert {(g, t) for g, t, _, _ in lines} == set(FLAVOURED)     # no kind is empty
    bad = flavour_faults(contents)
    assert not bad, "\n".join(bad)


def test_the_flavour_lines_follow_the_sheet(sheet):
    """The sheet's rules hold for every flavour line, and the walk of every players' string
    (test_every_players_string_follows_the_sheet) reads them too."""
    contents = _contents()
    texts = [Text(f"rules/content/{game}", f"{table} '{cid}'.flavour", lang, line[lang], game)
             for game, table, cid, line in flavour_lines(contents) if line for lang in LANGS]
    found = findings(sheet, texts)
    assert not found, "\n".join(found)
    read = {(t.game, t.lang, t.text) for t in content_texts() if t.where.endswith(".flavour")}
    assert {(t.game, t.lang, t.text) for t in texts} <= read
    english = [t.text for t in texts if t.lang == "en"]
    twice = sorted({x for x in english if english.count(x) > 1})
    assert not twice, f"the same flavour line on two cards: {twice}"


def _drop_first_flavour(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    first = next(line for line in text.splitlines() if line.startswith("flavour = "))
    path.write_text(text.replace(first + "\n", "", 1), encoding="utf-8")


@pytest.mark.parametrize("game,file", [
    ("colony", "survivors.toml"), ("colony", "items.toml"), ("colony", "crises.toml"),
    ("colony", "objectives.toml"), ("raxxon", "citizens.toml"), ("raxxon", "characters.toml"),
])
def test_a_card_without_flavour_loads_and_is_counted(tmp_path, capsys, game, file):
    import json
    import shutil

    import main
    from rules.colony.content import CONTENT_DIR as COLONY_DIR
    from rules.raxxon.content import CONTENT_DIR as RAXXON_DIR
    folder = tmp_path / game
    shutil.copytree(COLONY_DIR if game == "colony" else RAXXON_DIR, folder)
    _drop_first_flavour(folder / file)
    contents = _contents(**{f"{game}_dir": str(folder)})
    bad = flavour_faults(contents)
    assert len(bad) == 2 and all("no flavour line" in b for b in bad), bad   # en and ru
    assert main.content([game, "--json", "--content", str(folder)]) == 0
    assert json.loads(capsys.readouterr().out)["flavour_missing"] == 1


def test_a_long_flavour_line_is_caught(tmp_path):
    import shutil

    from rules.colony.content import CONTENT_DIR
    folder = tmp_path / "colony"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / "crises.toml"
    text = path.read_text(encoding="utf-8")
    first = next(line for line in text.splitlines() if line.startswith("flavour = "))
    long = 'flavour = { en = "' + "snow " * 19 + '", ru = "снег" }'
    path.write_text(text.replace(first, long, 1), encoding="utf-8")
    bad = flavour_faults(_contents(colony_dir=str(folder)))
    assert len(bad) == 1 and "95 characters" in bad[0] and "crises" in bad[0], bad
