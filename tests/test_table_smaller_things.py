"""Issue 15, "Smaller things found" on the front end: hover tips that covered the Menu button
and stayed after the curtain, snow over the title, saves named only by a timestamp, no
scrollbar on the rulebook and the log, and seat names that kept the language they were made in.
Runs under SDL_VIDEODRIVER=dummy."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402

pytestmark = pytest.mark.usefixtures("table_data")   # tests/conftest.py


def _app(size=(1280, 720), lang="en"):
    from game.app import App
    from game.settings import Settings
    i18n.set_language(lang)
    return App(size=size, settings=Settings(language=lang, anim_speed=4.0, bot_pace=0.0),
               audio=False)


def _colony_session(players=4, seed=3, people=1):
    """A colony session at the first person's turn (the others bots unless ``people``)."""
    from game.session import SeatConfig, Session
    from rules.colony import Options
    seats = [SeatConfig(f"P{k + 1}", k < people) for k in range(players)]
    s = Session.new("colony", Options(players=players, seed=seed), seats)
    while not (s.my_turn() and s.game.pending.kind == "turn"):
        if s.my_turn():
            s.apply(s.game.legal_actions()[0])
        elif s.bot_to_move():
            s.bot_step()
        else:
            s.confirm(s.pending_seat)
    return s


def _raxxon_session():
    from game.session import SeatConfig, Session
    from rules.raxxon import Options
    return Session.new("raxxon", Options(players=1, seed=7, difficulty="intro"), [SeatConfig("Solo")])


def _board(game_id):
    app = _app()
    s = _colony_session() if game_id == "colony" else _raxxon_session()
    board = s.table.board(app, s)
    app.clear_to(board)
    app.frame(0.016)
    return app, s, board


def _point(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(0.016)


# ------------------------------------------------------------------------ 1. hover tips
@pytest.mark.parametrize("game_id", ["colony", "raxxon"])
def test_no_hover_tip_or_zoomed_card_covers_the_top_bar_buttons(game_id):
    """Played: the crisis card's zoom lay over the Menu button. Every tip and zoom is kept
    under the top bar: with the mouse on any thing that shows one, Menu and Rules look as they
    do with the mouse away."""
    app, _s, board = _board(game_id)
    _point(app, (app.screen.get_width() // 2, app.screen.get_height() - 2))
    bar = [h for h in board.hotspots if h.role == "meta" and h.rect.top < app.u(56)]
    assert {h.key for h in bar} >= {"menu", "rules"}
    metas = [h.rect.copy() for h in bar]
    clean = [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in metas]
    shown = [h for h in board.hotspots
             if h.role != "meta" and (h.hover or (not h.enabled and h.reason))]
    assert len(shown) > 5
    seen = set()
    for h in shown:
        if (h.key, tuple(h.rect)) in seen:
            continue
        seen.add((h.key, tuple(h.rect)))
        for pos in (h.rect.center, h.rect.topright, (h.rect.right - 2, h.rect.top + 2)):
            _point(app, pos)
            now = [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in metas]
            assert now == clean, f"the tip of {h.key} at {pos} covers a top bar button"


def _spy(monkeypatch, game_id, board):
    """Count the tips and zoomed cards the board draws."""
    drawn = []
    if game_id == "colony":
        from game.tables.colony.zones import hover
        for name in ("tip", "zoom_card"):
            real = getattr(hover, name)
            monkeypatch.setattr(hover, name,
                                lambda *a, _r=real, _n=name, **k: (drawn.append(_n), _r(*a, **k)))
    else:
        from game.tables.raxxon import board as rboard
        real_tip, real_zoom = rboard.tip, type(board)._zoom
        monkeypatch.setattr(rboard, "tip", lambda *a, **k: (drawn.append("tip"), real_tip(*a, **k)))
        monkeypatch.setattr(type(board), "_zoom",
                            lambda *a, **k: (drawn.append("zoom"), real_zoom(*a, **k)))
    return drawn


def _card_hotspot(board, game_id):
    if game_id == "colony":
        return next(h for h in board.hotspots if isinstance(h.hover, tuple) and h.hover[0] == "item")
    return next(h for h in board.hotspots if h.hover)


@pytest.mark.parametrize("game_id", ["colony", "raxxon"])
@pytest.mark.parametrize("overlay", ["pause", "curtain"])
def test_hover_tip_vanishes_under_an_overlay_and_after_it(monkeypatch, game_id, overlay):
    """Played: a card's zoom stayed on the board after the curtain. The tip is drawn only while
    the board has the screen, and when an overlay (the curtain, the menu) comes up the board
    forgets the mouse until it moves again."""
    from game import scenes
    app, s, board = _board(game_id)
    drawn = _spy(monkeypatch, game_id, board)
    h = _card_hotspot(board, game_id)
    _point(app, h.rect.center)
    assert drawn, "pointing at a card shows it"
    if overlay == "pause":
        scenes.push(app, "pause", s)
    else:
        scenes.push(app, "curtain", s, s.viewer or 0)
    del drawn[:]
    app.frame(0.016)
    assert not drawn, f"a tip drawn under the {overlay}"
    if overlay == "pause":
        app.pop()
    else:
        app.top.reveal()
    app.frame(0.016)
    app.frame(0.016)
    assert not drawn, f"the tip came back after the {overlay} with the mouse not moved"
    _point(app, h.rect.center)
    assert drawn, "pointing again shows it again"


# ------------------------------------------------------------------------ 2. the title's snow
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_title_snow_falls_behind_the_title_the_subtitle_and_the_buttons(monkeypatch, lang):
    """Played: flakes drew over the WHITEOUT letters. At any moment of the fall no flake lies
    on the title, the subtitle or a menu button."""
    from game.render import record
    from game.scenes.title import TitleScene
    app = _app(lang=lang)
    scene = TitleScene(app)
    app.clear_to(scene)
    rec = record.start()
    try:
        app.frame(0.016)
        words = {"WHITEOUT", i18n.t("ui.title.subtitle")}
        kept = [pygame.Rect(r) for r, s, _layer in rec.rects if s in words]
    finally:
        record.stop()
    assert len(kept) == 2
    kept += [h.rect for h in scene.hotspots if h.key.startswith("menu:")]
    flakes = []
    real = pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "circle",
                        lambda surf, colour, c, rad, *a, **k: (flakes.append((c, rad)),
                                                               real(surf, colour, c, rad, *a, **k)))
    for t in range(0, 60_000, 1_700):
        monkeypatch.setattr(pygame.time, "get_ticks", lambda t=t: t)
        scene.draw_background(app.screen)
    assert len(flakes) > 1000
    for (x, y), rad in flakes:
        flake = pygame.Rect(x - rad, y - rad, 2 * rad + 1, 2 * rad + 1)
        assert flake.collidelist(kept) < 0, (x, y)


# ------------------------------------------------------------------------ 3. a save's name
def test_each_table_offers_a_save_name_from_the_public_view():
    """Issue 15: "Round 3 · Cold Cellar · 4 players" instead of a timestamp; the evacuation
    game says its day; a table that says nothing gets its game's name and players."""
    from game import tables
    s = _colony_session()
    colony = tables.get("colony")
    assert colony.save_name(s.game) == "Round 1 · The Cold Cellar · 4 players"
    i18n.set_language("ru")
    ru = colony.save_name(s.game)
    assert ru.startswith("Раунд 1 · ") and ru.endswith(" · 4 игрока"), ru
    i18n.set_language("en")
    r = _raxxon_session()
    assert tables.get("raxxon").save_name(r.game) == "Day 1 · Intro · 1 player"
    assert tables.Table.save_name(colony, s.game) == "Colony · 4 players"


@pytest.mark.parametrize("typed, safe", [
    ("Round 3 · The Cold Cellar · 4 players", "Round 3 · The Cold Cellar · 4 players"),
    ("Раунд 3 · Холодный погреб", "Раунд 3 · Холодный погреб"),
    ("Zoë's 東京 game", "Zoë's 東京 game"),
    ("a/b\\c:d", "a-b-c-d"),
    ("../../etc/passwd", "-..-etc-passwd"),
    ('what? "now" <x>|*', "what- -now- -x-"),
    ("Esc\x1b[31m\nline", "Esc-[31m-line"),
    ("  .hidden.  ", "hidden"),
    ("CON", "CON_"),
    ("autosave", "autosave_"),
    ("Settings", "Settings_"),
    ("x" * 200, "x" * 60),
    ("...", ""),
])
def test_a_save_name_becomes_a_safe_file_name(typed, safe):
    from game.scenes.saveload import file_name
    assert file_name(typed) == safe


def test_the_save_screen_saves_under_the_typed_name_and_never_over_another(tmp_path):
    """The name field is the seat-name editor (control characters never taken); Return saves;
    a name already taken gets a number, the older save is left as it was."""
    from game.scenes.saveload import SaveLoadScene
    from game.session import Session
    app = _app()
    s = _colony_session()
    app.clear_to(s.table.board(app, s))
    scene = SaveLoadScene(app, s, "save")
    app.push(scene)
    app.frame(0.016)

    def click(key):
        h = next(h for h in scene.hotspots if h.key == key)
        for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(t, pos=h.rect.center, button=1))
        app.frame(0.016)

    def saves():
        return sorted(p.name for p in tmp_path.glob("*.toml"))

    offered = "Round 1 · The Cold Cellar · 4 players"
    assert scene.field.name(0) == offered
    click("save:new")
    assert saves() == [offered + ".toml"]
    first = (tmp_path / (offered + ".toml")).read_bytes()
    click("save:new")
    assert saves() == [offered + " (2).toml", offered + ".toml"]
    assert (tmp_path / (offered + ".toml")).read_bytes() == first
    click("savename:0")                      # the offered name is selected: typing replaces it
    for ch in ("Мой/", "\x1b", "сейв\n", "\r"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.frame(0.016)
    assert "Мой-сейв.toml" in saves()
    back = Session.load(str(tmp_path / "Мой-сейв.toml"))
    assert back.game.state_dict() == s.game.state_dict()


# ------------------------------------------------------------------------ 4. scrollbars
def _click(app, scene, key):
    h = next((h for h in scene.hotspots if h.key == key), None)
    assert h is not None, f"no {key} on screen: {sorted(x.key for x in scene.hotspots)[:40]}"
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(t, pos=h.rect.center, button=1))
    app.frame(0.016)


def _drag(app, scene, key, to_y):
    h = next(h for h in scene.hotspots if h.key == key)
    x, y = h.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, to_y), rel=(0, to_y - y),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, to_y), button=1))
    app.frame(0.016)


def test_the_scrollbar_widget_shows_only_on_overflow_pages_on_a_click_and_drags():
    from game.app import Scene
    from game.widgets import Scrollbar
    app = _app()
    at = []
    bar = Scrollbar("bar")

    class Listing(Scene):
        first = 0

        def handle(self, event):
            return None if bar.handle(event) else super().handle(event)

        def draw(self, surface):
            surface.fill((0, 0, 0))
            bar.draw(self, surface, pygame.Rect(600, 100, 8, 400), self.total, 10, self.first,
                     lambda f: (at.append(f), setattr(self, "first", f)))

    scene = Listing(app)
    scene.total = 10
    app.clear_to(scene)
    app.frame(0.016)
    assert not [h for h in scene.hotspots if h.key.startswith("bar:")] and bar.track is None
    scene.total = 100
    app.frame(0.016)
    keys = {h.key for h in scene.hotspots}
    assert {"bar:down", "bar:thumb"} <= keys and "bar:up" not in keys
    _click(app, scene, "bar:down")
    assert at[-1] == 9 and scene.first == 9
    _click(app, scene, "bar:up")
    assert scene.first == 0
    _drag(app, scene, "bar:thumb", 499)
    assert scene.first == 90                       # to the end, never past it
    _drag(app, scene, "bar:thumb", 0)
    assert scene.first == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rulebook_list_and_text_scroll_with_a_scrollbar(monkeypatch, lang):
    """Issue 15: the sections list ran off the panel with no bar (at 1280×720 the colony's does
    not fit) and a long text was cut."""
    from game.scenes import rulebook
    app = _app(lang=lang)
    scene = rulebook.RulebookScene(app, "colony")
    app.clear_to(scene)
    app.frame(0.016)

    def listed():
        return [h.key for h in scene.hotspots if h.key.startswith("section:")]

    before = listed()
    assert len(rulebook.sections(lang, "colony")) > len(before), "the list fits: nothing to test"
    _click(app, scene, "rules_list:down")
    assert listed() != before and listed()[0] in before    # a page on, the last row still seen
    _drag(app, scene, "rules_list:thumb", app.screen.get_height())
    last = rulebook.sections(lang, "colony")[-1]["id"]
    assert listed()[-1] == f"section:{last}"
    # a text longer than the panel: its bar, and its last line reachable
    real = rulebook.sections(lang, "colony")
    long = dict(real[0], body="\n\n".join(f"Paragraph {k} " + "word " * 40 for k in range(12)))
    monkeypatch.setattr(rulebook, "sections", lambda _lang, _g: (long,) + tuple(real[1:]))
    scene.select(0)
    app.frame(0.016)
    from game.render import record
    rec = record.start()
    try:
        _drag(app, scene, "rules_body:thumb", app.screen.get_height())
        assert any(s.startswith("Paragraph 11") for s in rec.strings)
        assert not any(s.startswith("Paragraph 0 ") for s in rec.strings)
    finally:
        record.stop()


def test_the_colony_log_scrolls_with_a_scrollbar():
    """Issue 15: the log scrolled only with the wheel, with nothing to say there was more."""
    app = _app()
    s = _colony_session()
    for _ in range(60):                            # a longer log: bots' and the person's turns
        if s.game.pending is None:
            break
        if s.my_turn():
            s.apply(s.game.legal_actions()[-1])
        elif s.bot_to_move():
            s.bot_step()
        else:
            s.confirm(s.pending_seat)
    board = s.table.board(app, s)
    app.clear_to(board)
    board.update = lambda dt: None                 # the table stands still for the test
    app.frame(0.016)
    keys = {h.key for h in board.hotspots}
    assert "log:up" in keys and "log:down" not in keys and board.log_scroll == 0
    _click(app, board, "log:up")
    assert board.log_scroll > 0
    _drag(app, board, "log:thumb", 0)
    most = board.log_scroll
    assert most > 0 and board.log_bar.first == 0
    _drag(app, board, "log:thumb", app.screen.get_height())
    assert board.log_scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    app.frame(0.016)
    assert board.log_scroll == 2


# ------------------------------------------------------------------------ 5. default names
@pytest.mark.parametrize("game_id", ["colony", "raxxon"])
def test_a_default_seat_name_follows_the_language_and_a_save_keeps_it_as_made(tmp_path, game_id):
    """Played: bot seats read "Player 3 · бот" in Russian, the name made in English. A seat
    never named is drawn in the current language (board and log); a typed one as typed; the save
    keeps the name as it was made, and a loaded one (or an old save's) follows the language too."""
    import tomllib

    from game import tables
    from game.render import record
    from game.session import SeatConfig, Session
    from rules import games
    table = tables.get(game_id)
    seats = [SeatConfig("Anna"), SeatConfig(table.default_seat_name(1, "en"), False, default=True)]
    opts = games.get(game_id).options(players=2, seed=3)
    s = Session.new(game_id, opts, seats)
    for k in range(200):   # some of the bot's turns, then the person's (zones/panel.py's
        if s.game.pending is None or (k >= 12 and s.my_turn()):   # "waiting for" line is the
            break                                                  # colony engine side's file)
        s.apply(s.game.legal_actions()[0]) if s.my_turn() else s.bot_step()

    def drawn(session, lang):
        app = _app(lang=lang)
        board = session.table.board(app, session)
        app.clear_to(board)
        board.update = lambda dt: None
        rec = record.start()
        try:
            app.frame(0.016)
            shown = " ".join(rec.strings)
        finally:
            record.stop()
        log = " ".join(p.text if hasattr(p, "text") else str(p)
                       for line in session.log_pieces() for p in line)
        return shown, log

    shown, log = drawn(s, "ru")
    assert "Игрок 2" in shown and "Player 2" not in shown, shown
    assert "Anna" in shown
    assert "Игрок 2" in log and "Player 2" not in log, log
    shown, _ = drawn(s, "en")
    assert "Player 2" in shown and "Игрок 2" not in shown
    path = tmp_path / "two.toml"
    assert s.save(str(path))
    with open(path, "rb") as f:
        assert tomllib.load(f)["table"]["names"] == ["Anna", "Player 2"]   # as made, English
    back = Session.load(str(path))
    assert [x.name for x in back.seats] == ["Anna", "Player 2"]
    shown, _ = drawn(back, "ru")
    assert "Игрок 2" in shown and "Player 2" not in shown
    typed = SeatConfig("Player 7")                    # typed, not a default of that seat
    assert table.seat_name([SeatConfig("Anna"), typed], 1) == "Player 7"


def test_a_guide_box_hides_nothing_when_a_free_place_exists_away_from_its_target():
    """widgets.place_box (the three first-game guides): beside the target first; but when every
    place beside it hides something that shows (the mall's log was half covered), a place on the
    grid that hides nothing is taken if it is not too far — each ``penalty`` px² hidden costs a
    pixel of distance."""
    from game.widgets import place_box
    area = pygame.Rect(0, 0, 1000, 600)
    lit = pygame.Rect(100, 100, 100, 40)
    shown = pygame.Rect(0, 0, 1000, 300)   # everything beside the target shows something
    box = place_box(lit, 300, 60, area, [lit], [shown], 10, 20, 30)
    assert area.contains(box) and not box.colliderect(lit)
    assert not box.colliderect(shown), box
    # nothing to hide: the place beside the target, as before
    beside = place_box(lit, 300, 60, area, [lit], [], 10, 20, 30)
    assert beside.top == lit.bottom + 10 or beside.bottom == lit.top - 10 or \
        beside.left == lit.right + 10 or beside.right == lit.left - 10, beside


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_titles_buttons_share_one_type_size(monkeypatch, lang, size):
    """«Первая игра: Колония, вы и три бота» was squeezed into smaller type than the buttons
    around it (the screenshot review): the column is as wide as its longest label needs."""
    from ui_helpers import type_sizes

    from game.scenes.title import TitleScene
    app = _app(size=size, lang=lang)
    scene = TitleScene(app)
    app.clear_to(scene)
    sizes = type_sizes(monkeypatch)
    app.frame(0.016)
    labels = [i18n.t(k) for k in ("ui.title.new_game", "ui.title.first_game", "ui.title.quit")]
    assert all(t in sizes for t in labels), sorted(sizes)
    assert len({px for t in labels for px in sizes[t]}) == 1, {t: sizes[t] for t in labels}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_autosave_is_named_in_the_players_language(tmp_path, lang):
    """The saves list showed the autosave by its file name, "autosave", in Russian too (the
    screenshot review): it reads "Autosave" / «Автосохранение»."""
    from game.render import record
    from game.scenes.saveload import SaveLoadScene
    app = _app(lang=lang)
    s = _colony_session()
    assert s.autosave()
    app.clear_to(s.table.board(app, s))
    scene = SaveLoadScene(app, s, "load")
    app.push(scene)
    rec = record.start()
    try:
        app.frame(0.016)
    finally:
        record.stop()
    rows = [t for t in rec.strings if " · " in t and t.split(" · ")[0] in ("autosave",
                                                                           i18n.t("ui.saves.autosave"))]
    assert rows and all(t.startswith(i18n.t("ui.saves.autosave") + " · ") for t in rows), rows
