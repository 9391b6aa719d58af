"""Raxxon content (R-19, CN-R-1 … CN-R-6): counts, the deduced type split locked (OPEN-R-2),
original names, and load errors that name the file, the card and the field."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from rules import ContentError
from rules.raxxon.content import CONTENT_DIR, SYMBOLS, load_content

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
C = load_content()
BY_SPEC = {t.spec_name: t for t in C.types.values() if t.spec_name}


def test_cn_r_1_sixty_citizens_thirty_healthy_thirty_infected():
    """R-2.1, R-2.2, R-3.10: 60 citizen cards (health, type, triggers and effects), 30 healthy and
    30 infected; R-1.4: no colony survivor packs are part of this content."""
    assert len(C.citizens) == 60
    assert all(c.health and c.type and c.name for c in C.citizens.values())
    assert not os.path.exists(os.path.join(CONTENT_DIR, "survivors.toml"))
    assert sum(c.healthy for c in C.citizens.values()) == 30


def test_open_r_2_the_deduced_type_split_is_locked():
    """OPEN-R-2, R-3.1: the spec's Bully, Family, Celebrity, Burden are healthy; Chaos, Carrier,
    Metabola infected; Intro removes 5, 3, 2 of the first three and 4 of each infected one."""
    health = {"Bully": "healthy", "Family": "healthy", "Celebrity": "healthy", "Burden": "healthy",
              "Chaos": "infected", "Carrier": "infected", "Metabola": "infected"}
    removed = {"Bully": 5, "Family": 3, "Celebrity": 2, "Chaos": 4, "Carrier": 4, "Metabola": 4}
    assert set(BY_SPEC) == set(health)
    for spec, t in BY_SPEC.items():
        assert t.health == health[spec], spec
        n = sum(1 for c in C.citizens.values() if c.type == t.id)
        if spec in removed:
            assert t.intro_removed and n == removed[spec], spec
        else:
            assert not t.intro_removed
    others = [t for t in C.types.values() if t.intro_removed and not t.spec_name]
    assert others == [], "only the six Intro types are removed (R-3.1)"
    assert BY_SPEC["Bully"].walkout, "S10 moves the Bully type"


def test_ex_r_2_the_carrier_type_counts_two_and_three():
    """EX-R-2, CN-R-1: every Carrier draws a Raxxon card at count 2 and ends the day at count 3."""
    carrier = BY_SPEC["Carrier"].id
    for c in C.citizens.values():
        if c.type == carrier:
            assert (2, ("raxxon",)) in c.on_reveal and (3, ("end_day",)) in c.on_reveal


def test_cn_r_2_forty_raxxon_cards_with_checkable_triggers_and_options():
    """CN-R-2, R-2.4: 40 cards (title, trigger, options, symbols); 1–3 options each; some return
    unactivated cards (R-12.4); some go
    elsewhere than the activated pile."""
    assert len(C.raxxon) == 40
    assert all(1 <= len(r.options) <= 3 and r.when for r in C.raxxon.values())
    assert any(op.name == "return_unactivated" for r in C.raxxon.values()
               for o in r.options for op in o.ops)
    assert any(r.after != "activated" for r in C.raxxon.values())


def test_cn_r_3_six_characters_with_both_sides():
    """CN-R-3, OPEN-R-1: six boards, each with a 1–2 and a 3–4 player side; name, rank, service."""
    assert len(C.characters) == 6
    for ch in C.characters.values():
        assert set(ch.sides) == {"1-2", "3-4"} and ch.rank["en"] and ch.service["ru"]
        for side in ch.sides.values():
            for a in side.actions[1:]:
                assert 1 <= len(a.slots) <= 4 and all(a.slots)
    assert any(a.optional_extra or a.turn_down == "optional"
               for ch in C.characters.values() for a in ch.sides["1-2"].actions), "S7 is used"


def test_cn_r_4_every_symbol_has_a_name_in_both_languages():
    assert set(C.symbols) == set(SYMBOLS)
    assert all(s["name"]["en"] and s["name"]["ru"] for s in C.symbols.values())


def test_r_19_names_are_our_own():
    """R-19: the published game's type and character names never appear in player-facing text."""
    banned = ("Bully", "Family", "Celebrity", "Burden", "Chaos", "Carrier", "Metabola",
              "Thomas Hart", "K.D. James", "Hart", "James")
    texts = []
    for t in C.types.values():
        texts += t.name.values()
    for c in C.citizens.values():
        texts += c.name.values()
    for r in C.raxxon.values():
        texts += list(r.title.values()) + list(r.trigger.values())
        for o in r.options:
            texts += o.text.values()
    for ch in C.characters.values():
        texts += list(ch.name.values()) + list(ch.rank.values()) + list(ch.service.values())
        for side in ch.sides.values():
            for a in side.actions:
                texts += list(a.name.values()) + list(a.text.values())
    for word in banned:
        assert not any(word in t for t in texts), word
    names = [c.name["en"] for c in C.citizens.values()]
    assert len(set(names)) == len(names)


def _broken(tmp_path, file: str, old: str, new: str) -> str:
    folder = tmp_path / "rx"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize("file,old,new,message", [
    ("citizens.toml", 'type = "loudmouth"', 'type = "pirate"',
     "citizens.toml: card 'c01', field 'type'"),
    ("citizens.toml", 'effect = ["influence"]', 'effect = ["teleport"]', "field 'effect[0]'"),
    ("citizens.toml", 'id = "c02"', 'id = "c01"', "card 'c01', field 'id': duplicate"),
    ("raxxon.toml", 'cond = "influence", at_most = 3', 'cond = "mood", at_most = 3',
     "raxxon.toml: card 'x01', field 'cond'"),
    ("raxxon.toml", 'title = { en = "Quarterly Review", ru = "Квартальный отчёт" }',
     'title = { en = "Quarterly Review" }', "card 'x01', field 'title': needs a non-empty ru text"),
    ("characters.toml", 'kind = "airstrike"', 'kind = "quarantine"',
     "characters.toml: card 'varga/1-2/strike', field 'kind'"),
    ("characters.toml", 'slots = [["add"], ["add"], ["infect"]]', 'slots = []',
     "field 'slots'"),
    ("characters.toml", 'count = 1\n', 'count = 1\nwingspan = 3\n', "field 'wingspan': unknown field"),
    ("symbols.toml", 'spec = "S5"', 'spec = "S6"', "symbols.toml: card 'infect', field 'spec'"),
])
def test_content_errors_name_file_card_and_field(tmp_path, file, old, new, message):
    folder = _broken(tmp_path, file, old, new)
    with pytest.raises(ContentError) as e:
        load_content(folder)
    assert message in str(e.value)


def test_a_missing_or_unreadable_file_is_a_content_error(tmp_path):
    folder = tmp_path / "rx"
    shutil.copytree(CONTENT_DIR, folder)
    (folder / "raxxon.toml").write_text("[[card]\n", encoding="utf-8")
    with pytest.raises(ContentError, match="raxxon.toml.*not valid TOML"):
        load_content(str(folder))
    os.remove(folder / "raxxon.toml")
    with pytest.raises(ContentError, match="raxxon.toml.*missing"):
        load_content(str(folder))


def test_main_content_raxxon_counts_and_fails_clearly(tmp_path):
    out = subprocess.run([sys.executable, "main.py", "content", "raxxon", "--json"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    counts = json.loads(out.stdout)["counts"]
    assert counts["citizens_healthy"] == 30 and counts["citizens_infected"] == 30
    assert counts["raxxon_cards"] == 40 and counts["characters"] == 6
    folder = _broken(tmp_path, "citizens.toml", 'health = "healthy"', 'health = "sniffly"')
    out = subprocess.run([sys.executable, "main.py", "content", "raxxon", "--content", folder],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 1 and "citizens.toml: card 'loudmouth', field 'health'" in out.stderr
