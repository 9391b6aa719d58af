"""Cards side by side read alike, and a card shown whole keeps its whole name
(game/tables/colony/cards.py: ``row_type``, the name of a narrow item face)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.tables.colony.cards import face_fits, name_type, row_type, rules_type  # noqa: E402
from rules.colony import load_content  # noqa: E402


@pytest.fixture(scope="module")
def content():
    pygame.init()
    yield load_content()
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(112, 157), (142, 200), (214, 300)])
def test_a_row_of_survivors_shares_one_type_size(content, lang, size):
    """The draft's four survivors (C-3.9) and the player's group (small faces, 112 px) drawn
    with the row's type: every rules text at one size, though on its own each face fits its
    text at its own size (a short ability in large type beside a long one in small: what the
    draft showed before)."""
    i18n.set_language(lang)
    ids = sorted(content.survivors)
    alone = {sid: rules_type("survivor", sid, content, size) for sid in ids}
    assert len(set(alone.values())) > 1   # the faces differ on their own
    for k in range(0, len(ids) - 3, 4):
        row = [("survivor", sid) for sid in ids[k:k + 4]]
        cap = row_type(row, content, size)
        assert cap.rules == min(alone[sid] for _, sid in row)
        assert {rules_type(kind, sid, content, size, cap=cap) for kind, sid in row} == {cap.rules}


def test_a_long_one_word_name_on_a_narrow_card_is_whole(content):
    """Six cards searched at 1280×720 in Russian (cards 128 px wide): "Энергобатончики" and
    "Обезболивающее" are drawn whole in smaller type, not "Энергобатончи…"."""
    i18n.set_language("ru")
    for cid in ("grocery.energy_bars#1", "grocery.painkillers#1"):
        assert face_fits("item", cid, content, (128, 179)), cid


@pytest.mark.parametrize("lang,kind,size", [
    (lang, kind, size) for lang in ("en", "ru")
    for kind, size in (("survivor", (112, 157)), ("survivor", (142, 200)), ("item", (142, 200)))]
    + [("ru", "item", (128, 179))])   # (in English every name there already has one size)
def test_the_names_of_a_row_share_one_type_size(content, lang, kind, size):
    """Seen in a real window (Russian, 1280×720): in the draft «Эмиль Дворский» and
    «Клементина Хейл» were drawn smaller than «Мирей Карон» beside them, in the player's group
    one name small on one line beside a large one on two, in a gift's five cards three sizes.
    Drawn with the row's type, every name of the row has one size — that of the longest."""
    i18n.set_language(lang)
    ids = sorted(content.survivors) if kind == "survivor" else \
        sorted({f"{iid}#1" for iid in content.items})
    alone = {cid: name_type(kind, cid, content, size) for cid in ids}
    assert len(set(alone.values())) > 1   # on their own, the names differ
    rows = 0
    for k in range(0, len(ids) - 4, 5):
        row = [(kind, cid) for cid in ids[k:k + 5]]
        cap = row_type(row, content, size)
        assert cap.name == min(alone[cid] for _, cid in row)
        assert {name_type(kind, cid, content, size, cap=cap) for _, cid in row} == {cap.name}, row
        rows += 1
    assert rows >= 4
