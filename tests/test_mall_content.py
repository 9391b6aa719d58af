"""The mall content (rules/content/mall, CN-M-1 … CN-M-3): complete, original and in both
languages; a faulty file is refused naming the file, the card and the field."""
from __future__ import annotations

import re
import shutil
from dataclasses import fields, is_dataclass

import pytest

from rules.core.errors import ContentError
from rules.mall.content import CONTENT_DIR, load_content

C = load_content()
# the published game's name and the comic its characters come from (en and ru spellings)
FORBIDDEN = re.compile(r"mall of horror|highschool of the dead|high school of the dead|"
                       r"\brei\b|kohta|takashi|\balice\b|saeko|saya|"
                       r"молл ужас|школа мертвец|\bрей\b|кохта|такаси|такаши|\bалиса\b",
                       re.IGNORECASE)


def texts(node, where=""):
    if isinstance(node, dict) and node and set(node) <= {"en", "ru"}:
        for lang, t in node.items():
            yield where, lang, t
    elif is_dataclass(node):
        for f in fields(node):
            if f.name != "spec_name":          # the spec's placeholder, never shown
                yield from texts(getattr(node, f.name), f"{where}.{f.name}")
    elif isinstance(node, dict):
        for k, v in node.items():
            yield from texts(v, f"{where}.{k}")
    elif isinstance(node, (list, tuple)):
        for i, v in enumerate(node):
            yield from texts(v, f"{where}[{getattr(v, 'id', i)}]")


def test_cn_m_every_text_is_ours_in_english_and_russian():
    """CN-M-1, CN-M-2: names and texts original, both languages, Russian in Cyrillic."""
    found = list(texts(C))
    assert len(found) > 40
    for where, lang, t in found:
        assert t.strip(), where
        assert not FORBIDDEN.search(t), (where, lang, t)
        if lang == "ru":
            assert re.search("[а-яё]", t, re.IGNORECASE), (where, t)


def test_cn_m_1_places_and_capacities():
    """CN-M-1, M-2.2, M-7.11, OPEN-M-11: six places, the Car Park unlimited, the others with a
    printed capacity; room for everyone of six players outside the Car Park is not promised."""
    assert [p.number for p in C.places.values()] == [1, 2, 3, 4, 5, 6]
    assert C.places[1].capacity is None
    assert sum(C.places[n].capacity for n in range(2, 6)) >= 12


def test_cn_m_3_six_colours_readable_without_colour():
    """CN-M-3, DESIGN.md: six colours, each with a hex value, a name and its own shape mark."""
    assert len({c.hex.lower() for c in C.colours}) == 6
    assert len({c.shape for c in C.colours}) == 6
    assert all(re.fullmatch(r"#[0-9A-F]{6}", c.hex) for c in C.colours)


def test_a_fault_names_the_file_the_card_and_the_field(tmp_path):
    folder = tmp_path / "mall"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / "cards.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("copies = 6", "copies = 5"),
                    encoding="utf-8")
    with pytest.raises(ContentError) as e:
        load_content(str(folder))
    assert (e.value.file, e.value.card, e.value.field) == ("cards.toml", "axe", "copies")
