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


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_item_name_is_whole_on_a_hand_card_at_1280(content, lang):
    """The first screenshot review: at 1280×720 the hand's cards ended long names with "…"
    («Армирова… скотч», sixteen names in Russian). A hand card there is wider than the window's
    scale alone makes it (``layout.hand_card``: its type stops shrinking at a floor), and a
    word still too long breaks between syllables («Энергобатон-чики»): every name whole."""
    from game.tables.colony import cards, layout
    i18n.set_language(lang)
    size = layout.hand_card(lambda x: int(round(x * 1280 / 1920)))
    cut = []
    for iid in sorted(content.items):
        _, cuts, _, _ = cards._face("item", iid, content, size, None)
        cut += [t for part, t in cuts if part == "name"]
    assert not cut, (size, cut)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_item_is_whole_on_a_hand_card_at_1920(content, lang):
    """The third screenshot review: the hand's text was about 10 px at 1920×1080 beside an
    18 px Secret objective, with room to spare on the board. A hand card is 140×200 there
    (``layout.HAND_W``, ``HAND_H``): every item's name and rules whole, a one-word name too long
    for the band broken between syllables («Энергобатон-чики», «Автоаккумуля-тор»)."""
    from game.tables.colony import cards, layout
    i18n.set_language(lang)
    size = layout.hand_card(lambda x: int(round(x)))
    cut = []
    for iid in sorted(content.items):
        _, cuts, _, _ = cards._face("item", iid, content, size, None)
        cut += [(part, t) for part, t in cuts if part in ("name", "rules")]
    assert size == (140, 200) and not cut, (size, cut)


@pytest.mark.parametrize("word", ["Энергобатончики", "Обезболивающее", "Автоаккумулятор",
                                  "Encyclopedia", "Подъездной"])
def test_a_word_too_long_for_a_line_breaks_between_syllables(content, word):
    """A name's word wider than the card (at the smallest type a face draws) goes on in the next
    line after a hyphen: the pieces make the word again, each fits, none leaves a single letter
    or starts with ь, ъ or й, and no consonant is parted from the vowel after it."""
    from game.render import text
    from game.tables.colony import cards
    size = cards._floor()
    width = text.width(word, size, True) * 2 // 3
    pieces = cards._hyphenated(word, size, width, True)
    assert pieces and len(pieces) >= 2, pieces
    assert "".join(p.removesuffix("-") for p in pieces) == word
    assert all(p.endswith("-") for p in pieces[:-1]) and not pieces[-1].endswith("-")
    vowels = set("аеёиоуыэюяaeiouy")
    for k, p in enumerate(pieces):
        assert text.width(p, size, True) <= width, p
        bare = p.removesuffix("-")
        assert len(bare) >= 2 and bare[0].lower() not in "ьъй", pieces
        if k < len(pieces) - 1:
            nxt = pieces[k + 1][0].lower()
            assert not (bare[-1].lower() not in vowels and nxt in vowels), pieces


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_rules_word_too_long_for_a_narrow_card_breaks_between_syllables(content, monkeypatch, lang):
    """A hand of six beside three survivors at 1920×1080 narrows its cards to 100 px: the rules
    text cut a word in the middle, «неиспользованн…» (the fourth screenshot review). Such a word
    goes on after a hyphen; only the last line of a text too long for the card ends cut."""
    from game.render import text
    from game.tables.colony import cards
    i18n.set_language(lang)
    drawn = []
    real = text.draw
    monkeypatch.setattr(text, "draw",
                        lambda surface, t, *a, **k: drawn.append(t) or real(surface, t, *a, **k))
    broken = 0
    for iid in sorted(content.items):
        cards._cache.clear()
        drawn.clear()
        cards.card_face(pygame.Surface((120, 160)), (0, 0, 100, 143), "item", iid, content)
        words = set(i18n.localized(content.items[iid].text).replace("\n", " ").split())
        broken += sum(1 for t in drawn if t.endswith("-") and t.split()[-1][:-1] not in words)
        for t in drawn:   # (the last line drawn may end a text that goes on with "…")
            if t == drawn[-1]:
                continue
            last = t.removesuffix("…").split()[-1:] if t.endswith("…") else []
            assert not last or last[0] in words or not any(w.startswith(last[0]) for w in words), \
                (iid, t)
    assert broken or lang == "en"


def _drawn_by_whole(monkeypatch, t: str, size: int, width: int) -> list:
    """(line, size) of each line ``cards._whole`` draws for ``t`` at ``size`` in ``width``."""
    from game.render import text
    from game.tables.colony import cards
    drawn = []
    monkeypatch.setattr(text, "draw", lambda surface, s, pos, px, *a, **k: drawn.append((s, px)))
    cards._whole(pygame.Surface((400, 200)), t, pygame.Rect(0, 0, width, 200), size, (0, 0, 0),
                 False)
    return drawn


def test_a_type_line_goes_on_two_lines_before_it_shrinks_far(content, monkeypatch):
    """The second screenshot review (crisis reveal, 1920×1080): «Инструменты · экипировка ·
    стартовая» squeezed on one line far smaller than the type lines beside it. A type line
    that fits one line only much smaller goes on two lines in larger type, broken between
    its words; one that fits a little smaller stays on one line."""
    from game.render import text
    t, size = "Инструменты · экипировка · стартовая", 18
    width = text.width(t, size) * 6 // 10
    one = max(k for k in range(6, size + 1) if text.width(t, k) <= width)
    drawn = _drawn_by_whole(monkeypatch, t, size, width)
    # broken between two of its words, the dot left out at the break (a real window's zoom:
    # «Образование ·» / «стартовая»)
    assert len(drawn) == 2 and " · ".join(s for s, _ in drawn) == t, drawn
    assert {px for _, px in drawn} == {max(px for _, px in drawn)} and drawn[0][1] > one, (drawn, one)
    drawn = _drawn_by_whole(monkeypatch, t, size, text.width(t, size) * 95 // 100)
    assert len(drawn) == 1 and drawn[0][0] == t and drawn[0][1] >= size * 85 // 100, drawn
