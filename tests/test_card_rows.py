"""Cards side by side read alike, and a card shown whole keeps its whole name
(game/tables/colony/cards.py: ``row_type``, the name of a narrow item face)."""
from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.tables.colony.cards import face_fits, row_type, rules_type  # noqa: E402
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
        assert cap == min(alone[sid] for _, sid in row)
        assert {rules_type(kind, sid, content, size, cap=cap) for kind, sid in row} == {cap}


def test_a_long_one_word_name_on_a_narrow_card_is_whole(content):
    """Six cards searched at 1280×720 in Russian (cards 128 px wide): "Энергобатончики" and
    "Обезболивающее" are drawn whole in smaller type, not "Энергобатончи…"."""
    i18n.set_language("ru")
    for cid in ("grocery.energy_bars#1", "grocery.painkillers#1"):
        assert face_fits("item", cid, content, (128, 179)), cid
