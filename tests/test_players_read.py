"""What players read on screen (issues 15 and 16): the rulebook shows no rule ids (the data
keeps them for the coverage tests), and a card's line of story is always in its zoom."""
from __future__ import annotations

import os
import re

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.render import record  # noqa: E402

RULE_ID = re.compile(r"\b(?:OPEN-)?[CRMF]-\d")


@pytest.fixture()
def app(tmp_path, monkeypatch):
    from game.app import App
    from game.settings import Settings
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    yield App(size=(1280, 720), settings=Settings(anim_speed=4.0, bot_pace=0.0), audio=False)
    i18n.set_language("en")


def _drawn(app) -> list[str]:
    rec = record.start()
    try:
        app.frame(0.05)
        return list(rec.strings)
    finally:
        record.stop()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game_id", ["colony", "raxxon"])
def test_the_rulebook_shows_no_rule_ids(app, lang, game_id):
    from game.scenes.rulebook import RulebookScene, sections
    i18n.set_language(lang)
    scene = RulebookScene(app, game_id)
    app.push(scene)
    seen = 0
    for k in range(len(sections(lang, game_id))):
        scene.select(k)
        bad = [s for s in _drawn(app) if RULE_ID.search(s)]
        assert not bad, (k, bad)
        seen += 1
    assert seen > 5


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_survivors_zoom_always_shows_its_line_of_story(app, lang):
    from game.tables.colony.zones.hover import zoom_card
    from rules.colony import load_content
    i18n.set_language(lang)
    content = load_content()
    surface = pygame.Surface((1280, 720))
    for sid, d in content.survivors.items():
        assert d.flavour, sid
        rec = record.start()
        try:
            zoom_card(app, surface, (300, 400), "survivor", sid, content, {})
            words = " ".join(rec.strings)
        finally:
            record.stop()
        for ln in i18n.localized(d.flavour).split():
            assert ln in words, (sid, ln)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_citizens_tip_ends_with_its_types_line_of_story(lang):
    from game.tables.raxxon.paint import citizen_tip
    from rules.raxxon import load_content
    i18n.set_language(lang)
    try:
        content = load_content()
        for cid, c in content.citizens.items():
            story = content.types[c.type].flavour
            assert story, c.type
            assert citizen_tip(content, cid)[-1] == i18n.localized(story), cid
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 1.15)])
def test_the_rulebooks_list_of_sections_reads_at_one_size(tmp_path, monkeypatch, lang, size, scale):
    """A long section title was squeezed into smaller type than its neighbours in the list
    (Russian: «Бесплатные действия: перемещение, еда, просьба, передача»): every title of every
    rulebook is drawn at the list's own size, at the largest text size too."""
    from ui_helpers import type_sizes

    from game.app import App
    from game.scenes.rulebook import RulebookScene, sections
    from game.settings import TEXT_SCALES, Settings
    assert scale in TEXT_SCALES
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame.init()
    app = App(size=size, settings=Settings(anim_speed=4.0, bot_pace=0.0, text_scale=scale), audio=False)
    i18n.set_language(lang)
    sizes = type_sizes(monkeypatch)
    for game_id in ("colony", "raxxon", "mall"):
        scene = RulebookScene(app, game_id)
        app.push(scene)
        secs = sections(lang, game_id)
        sizes.clear()
        for k in range(len(secs)):
            scene.select(k)   # the list follows the selected section: every title is drawn
            app.frame(0.05)
        app.pop()
        # a title is drawn in the list and, larger, as the selected section's heading
        listed = {min(sizes[s["title"]]) for s in secs}
        assert len(listed) == 1, (game_id, sorted((min(sizes[s["title"]]), s["title"]) for s in secs)[:3])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_colonys_game_over_says_winner_for_one_and_winners_for_several(app, lang):
    """The results said "Winners: Clara" / «Победители: Clara» for one winner (the log, rightly,
    «Победитель»)."""
    from game.session import SeatConfig, Session
    from game.tables.colony.gameover import GameOverScene
    from rules.colony import Options, new_game
    from rules.colony.bots import HeuristicBot
    i18n.set_language(lang)
    found = {}
    for seed in range(1, 80):
        g = new_game(Options(players=4, seed=seed))
        bots = {i: HeuristicBot(g.content, i) for i in range(4)}
        while g.pending is not None:
            g.apply(bots[g.pending.seat].choose(g.view(g.pending.seat), g.legal_actions()))
        n = len(g.outcome.winners)
        if n in (1, 2) and n not in found:
            found[n] = g
        if len(found) == 2:
            break
    assert sorted(found) == [1, 2]
    for n, g in found.items():
        s = Session(g, [SeatConfig(f"P{i + 1}") for i in range(4)])
        over = GameOverScene(app, s)
        app.push(over)
        drawn = _drawn(app)
        app.pop()
        names = ", ".join(f"P{i + 1}" for i in g.outcome.winners)
        key = "colony.ui.over.winner" if n == 1 else "colony.ui.over.winners"
        assert i18n.t(key, names=names) in drawn, (n, [x for x in drawn if names in x])
    assert i18n.t("colony.ui.over.winner", names="X") != i18n.t("colony.ui.over.winners", names="X")
