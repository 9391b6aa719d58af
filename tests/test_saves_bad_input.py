"""Issue 7, "Saves and bad input (nothing impossible loads, nothing crashes)", and the content
command.

DESIGN.md saves: a save holds the options, the seed, the action texts and the scripted draws;
loading replays the actions and checks the checksums, so a save can never hold an impossible
state, and a file that cannot be loaded is reported (SaveError) and left untouched. DESIGN.md
engine contract: ``apply`` raises IllegalAction, never anything else, for input it cannot use.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import main
from rules import IllegalAction, SaveError
from rules.colony import actions as A
from rules.colony import new_game
from rules.colony import saves as colony_saves
from rules.colony import schema as S
from rules.colony.bots import RandomBot
from rules.colony.content import CONTENT_DIR, load_content
from rules.colony.game import Game, Options
from rules.core import saves as core_saves
from rules.core.errors import clip
from rules.core.rng import EXPOSURE_FACES, ChanceError, Rng

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _played(options: Options, actions: int, seed: int = 1) -> Game:
    g = new_game(options)
    bot = RandomBot(seed)
    for _ in range(actions):
        if g.pending is None:
            break
        g.apply(bot.choose(g.view(g.pending.seat), g.legal_actions()))
    return g


def _drafted(players: int = 3, seed: int = 30, dice=(), exposure=()) -> Game:
    """A game just past the draft (C-3.9); ``dice`` scripted for the round's roll (C-5.2)."""
    g = new_game(Options(players=players, seed=seed))
    while g.pending.kind == "draft":
        if len(g.log) == players - 1 and dice:
            g.rng.script("d6", *dice)
        g.apply(g.legal_actions()[0])
    if exposure:
        g.rng.script("exposure", *exposure)
    return g


def _load_text(tmp_path, text: str, name: str = "bad.toml"):
    """Write ``text``, load it, and check the file is untouched whatever happens."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    raw = path.read_bytes()
    try:
        return colony_saves.load(str(path))
    finally:
        assert path.read_bytes() == raw


def _forced_lines(text: str) -> list[tuple[int, str]]:
    """The [forced] entries of a save text as (draw number, value text)."""
    body = text.split("[forced]\n", 1)[1].split("\n\n", 1)[0]
    return [(int(k), v) for k, v in re.findall(r'^"(\d+)" = (.+)$', body, re.M)]


# ------------------------------------------------------------------ 1. the checksum covers it all
TRAITOR = Options(players=5, seed=41, variant="traitor", elimination=True)


@pytest.fixture(scope="module")
def traitor_game() -> Game:
    return _played(TRAITOR, 30, seed=4)


def test_issue7_a_save_cut_anywhere_inside_options_is_refused(tmp_path, traitor_game):
    """DESIGN.md saves, C-19.3/C-19.5: a save cut inside [options] loaded as a traitor game
    without elimination. Cut at every character from [options] to the end of [forced]."""
    text = colony_saves.save_text(traitor_game)
    assert colony_saves.load(_write(tmp_path, text)).to_dict() == traitor_game.to_dict()
    start = text.index("[options]")
    end = text.index("[forced]") + len("[forced]")
    for cut in range(start, end):
        with pytest.raises(SaveError, match="cut short|damaged|checksum"):
            _load_text(tmp_path, text[:cut])


def _write(tmp_path, text: str) -> str:
    path = tmp_path / "good.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_issue7_the_save_checksum_covers_the_options(tmp_path, traitor_game):
    """C-19.5: dropping `elimination = true` leaves the replayed state (and its checksum) the
    same early in a game; the save's own checksum still refuses it."""
    text = colony_saves.save_text(traitor_game)
    assert "elimination = true\n" in text
    no_elimination = text.replace("elimination = true\n", "")
    g = Game.replay(dataclasses.replace(TRAITOR, elimination=False), traitor_game.log)
    assert g.checksum() == traitor_game.checksum()          # the state alone cannot tell
    with pytest.raises(SaveError, match="options, actions or draws do not match"):
        _load_text(tmp_path, no_elimination)


def test_issue7_the_save_checksum_covers_the_action_texts(tmp_path, traitor_game):
    """A save whose last action is dropped and whose state checksum is made to fit is refused:
    `save_checksum` was taken over the saved action texts."""
    shorter = Game.replay(TRAITOR, traitor_game.log[:-1])
    tampered = core_saves.dumps("colony", dataclasses.asdict(TRAITOR), TRAITOR.seed, shorter.log, {},
                                shorter.checksum(),
                                save_checksum=colony_saves.save_checksum(traitor_game))
    assert _load_text(tmp_path, colony_saves.save_text(shorter)).to_dict() == shorter.to_dict()
    with pytest.raises(SaveError, match="options, actions or draws do not match"):
        _load_text(tmp_path, tampered)


def test_issue7_older_saves_without_a_save_checksum_still_load(tmp_path, traitor_game):
    """docs/decisions.md (issue 7): saves written before `save_checksum` load as before, and
    one of them cut inside [options] is refused because its [forced] table is missing."""
    text = colony_saves.save_text(traitor_game)
    old = re.sub(r'save_checksum = "[0-9a-f]+"\n', "", text)
    assert "save_checksum" not in old
    assert _load_text(tmp_path, old).to_dict() == traitor_game.to_dict()
    cut = old[:old.index("elimination = true")]
    with pytest.raises(SaveError, match=r"cut short.*\[forced\]"):
        _load_text(tmp_path, cut)


@pytest.mark.parametrize("damage, message", [
    (lambda t: t.replace("format = 1", "format = true"), "not a Whiteout save"),
    (lambda t: t.replace("format = 1", "format = 0"), "unknown save format"),
    (lambda t: t.replace("seed = 41\n", "seed = true\n", 1), "'seed' is missing or wrong"),
    (lambda t: t.replace("players = 5", "players = true"), "options are damaged"),
    (lambda t: t.replace("elimination = true", "elimination = 1"), "options are damaged"),
    (lambda t: t.replace("[options]\n", "[options]\nwolves = 3\n"), "unknown option 'wolves'"),
    (lambda t: t.replace('variant = "traitor"', 'variant = "werewolf"'), "unknown variant"),
    (lambda t: t.replace("save_checksum = \"", "save_checksum = 3 #"), "save_checksum"),
])
def test_issue7_damaged_headers_and_options_are_clear_save_errors(tmp_path, traitor_game,
                                                                  damage, message):
    """DESIGN.md saves: refused with a clear message, never silently mis-read."""
    text = damage(colony_saves.save_text(traitor_game))
    with pytest.raises(SaveError, match=message):
        _load_text(tmp_path, text)


# ------------------------------------------------------------------ 2. forced chance values
def test_issue7_scripting_a_value_chance_cannot_give_is_refused():
    """C-5.2 (a d6), C-8.2 (the exposure die's faces): the rng takes only real faces."""
    rng = Rng(1)
    for kind, bad in (("d6", 9), ("d6", 0), ("d6", True), ("d6", 4.0), ("d6", "4"),
                      ("exposure", "frostbitten"), ("exposure", 1), ("pick", -1), ("pick", "0")):
        with pytest.raises(ChanceError):
            rng.script(kind, bad)
    assert rng.queued() == {}
    with pytest.raises(ChanceError, match="draw 0 is a d6 roll, which cannot give 9"):
        Rng(1, {0: 9}).d6()
    with pytest.raises(ChanceError, match="exposure"):
        Rng(1, {0: 3}).exposure()
    with pytest.raises(ChanceError, match="below 2"):
        Rng(1, {0: 2}).pick(2)
    assert Rng(1, {0: 6}).d6() == 6 and Rng(1, {0: "bite"}).exposure() == "bite"


@pytest.mark.parametrize("bad", ["9", "0", "-1", "7", "true", "4.0", '"4"', '"bite"', "[4]"])
def test_issue7_a_forced_d6_chance_cannot_roll_is_refused_on_load(tmp_path, bad):
    """C-5.2: the round's dice are d6 rolls; a save forcing one to 9 loaded before issue 7."""
    g = _drafted(dice=(2, 5, 3))
    text = colony_saves.save_text(g)
    forced = _forced_lines(text)
    assert [v for _, v in forced] == ["2", "5", "3"]
    n = forced[1][0]
    with pytest.raises(SaveError, match="d6|forced|damaged"):
        _load_text(tmp_path, text.replace(f'"{n}" = 5\n', f'"{n}" = {bad}\n'))


@pytest.mark.parametrize("bad", ['"frostbitten"', '"Bite"', "3", "true"])
def test_issue7_a_forced_exposure_face_that_does_not_exist_is_refused(tmp_path, bad):
    """C-8.2: the exposure die has blank, wound, frostbite and bite faces only."""
    g = _drafted(exposure=("bite",))
    move = next(a for a in g.legal_actions() if isinstance(a, A.Move) and a.to != "colony")
    g.apply(move)                                  # C-8.1: a move rolls the exposure die
    text = colony_saves.save_text(g)
    (n, v), = [(k, v) for k, v in _forced_lines(text) if v == '"bite"']
    with pytest.raises(SaveError, match="exposure roll|damaged"):
        _load_text(tmp_path, text.replace(f'"{n}" = "bite"', f'"{n}" = {bad}'))


def test_issue7_forced_draws_must_be_draws_the_actions_make(tmp_path):
    """A forced value for a draw the saved actions never reach, or for a draw number that is
    not a number, is refused (its kind of draw cannot be checked)."""
    g = _drafted(dice=(2, 5, 3))
    text = colony_saves.save_text(g)
    for line, message in (('"999" = 4', "draw 999 is forced, but the actions make only"),
                          ('"x" = 4', "not a draw number"),
                          ('"888" = { a = 1 }', "no die, exposure roll or random pick")):
        with pytest.raises(SaveError, match=message):
            _load_text(tmp_path, text.replace("[forced]\n", f"[forced]\n{line}\n"))


def test_issue7_forced_values_are_checked_in_snapshots_too():
    """Game.from_dict refuses what a save refuses (DESIGN.md: to_dict/from_dict)."""
    g = _drafted(dice=(2, 5, 3))
    d = g.to_dict()
    assert Game.from_dict(d).to_dict() == d
    key = next(k for k, v in d["forced"].items() if v == 5)
    for bad in (9, "bite", None, 2.5):
        with pytest.raises(SaveError, match="d6|forced|damaged"):
            Game.from_dict({**d, "forced": {**d["forced"], key: bad}})


# ------------------------------------------------------------------ 3. bad input never crashes
def test_issue7_deeply_nested_toml_is_a_save_error(tmp_path):
    """tomllib recurses on nested arrays and inline tables: a RecursionError before issue 7."""
    for text in ("format = 1\nx = " + "[" * 5000 + "]" * 5000 + "\n",
                 "format = 1\nx = " + "{ a = " * 3000 + "1" + " }" * 3000 + "\n",
                 "actions = " + "[" * 100000):
        with pytest.raises(SaveError, match="nested too deeply|damaged"):
            _load_text(tmp_path, text)


@pytest.mark.parametrize("bad", [None, 42, b"end", ["end"], {"verb": "end"}, 3.5, object(),
                                 A.ColonyAction(), ("end",)])
def test_issue7_apply_refuses_what_is_not_an_action(bad):
    """DESIGN.md: apply raises IllegalAction with a clear reason; the state is unchanged."""
    g = _drafted()
    before = g.to_dict()
    with pytest.raises(IllegalAction, match="must be an action text or a colony action"):
        g.apply(bad)
    assert g.to_dict() == before


def test_issue7_apply_refuses_malformed_action_objects():
    """Fields that do not read back from the text (a list for a tuple, a bool for a die, a
    space inside an id) would put an unreadable text into the log and every save."""
    g = new_game(Options(players=3, seed=2))
    legal = g.legal_actions()[0]
    before = g.to_dict()
    for bad in (A.Draft(legal.leader, list(legal.followers)),
                A.Draft(legal.leader + " x", legal.followers),
                A.Draft(7, legal.followers),
                A.Draft(legal.leader, legal.followers + ("",)),
                A.Draft(legal.leader, ("a,b",)), A.Request(10 ** 5000), A.Request(2.0)):
        with pytest.raises(IllegalAction, match="not a well-formed colony action"):
            g.apply(bad)
    assert g.to_dict() == before
    g2 = _drafted()
    die_action = next(a for a in g2.legal_actions() if getattr(a, "die", 0) == 1)  \
        if any(getattr(a, "die", 0) == 1 for a in g2.legal_actions()) else None
    if die_action is not None:                      # True == 1, but "die=yes" is no die
        with pytest.raises(IllegalAction, match="not a well-formed"):
            g2.apply(dataclasses.replace(die_action, die=True))


def test_issue7_a_very_long_bad_action_text_is_cut_in_messages(tmp_path):
    g = new_game(Options(players=3, seed=2))
    long_texts = ["x" * 10000, "end " + "z" * 10000, "draft leader=" + "y" * 10000 + " followers=a",
                  "attack survivor=a die=" + "9" * 10000 + " entrance=1"]
    for text in long_texts:
        with pytest.raises(IllegalAction) as err:
            g.apply(text)
        message = str(err.value)
        assert len(message) < 400 and "…" in message, message
        assert not re.search(r"[xyz9]{80}", message)
    assert clip("a" * 100) == "a" * 79 + "…" and clip("short") == "short"
    # and in a save that cannot be replayed
    text = colony_saves.save_text(g).replace("actions = []", f'actions = ["{"q" * 10000}"]')
    with pytest.raises(SaveError) as err:
        _load_text(tmp_path, text)
    assert len(str(err.value)) < 600 and "…" in str(err.value)


@pytest.mark.parametrize("actions, message", [
    ([42], "action 1 is not an action text but int"),
    (["draft", None], "action 2 is not an action text but NoneType"),
    ([b"end"], "not an action text but bytes"),
    ([["end"]], "not an action text but list"),
    ("end", "not a list but str"),
    (None, "not a list but NoneType"),
    (["x" * 500], "cannot be replayed"),
])
def test_issue7_from_dict_refuses_actions_that_are_not_texts(actions, message):
    d = _drafted().to_dict()
    with pytest.raises(SaveError, match=message):
        Game.from_dict({**d, "actions": actions})


@pytest.mark.parametrize("change", [
    {"options": None}, {"options": {"players": "4"}}, {"options": {"hardcore": "yes"}},
    {"options": {"players": 9}}, {"options": {"wolves": 1}}, {"options": {"objective": ["a"]}},
    {"options": {"objective": "no_such_objective"}}, {"seed": 99}, {"queued": {"d6": [9]}},
    {"queued": {"coin": [1]}}, {"queued": ["d6"]}, {"forced": ["4"]}, {"format": 2},
])
def test_issue7_from_dict_refuses_damaged_snapshots_with_a_save_error(change):
    d = _drafted().to_dict()
    d = {**d, **change}
    if "options" in change and isinstance(change["options"], dict) and "players" not in change["options"]:
        d["options"] = {**_drafted().to_dict()["options"], **change["options"]}
    with pytest.raises(SaveError):
        Game.from_dict(d)


def _anything():
    verbs = st.sampled_from(sorted(A.ColonyAction._registry))
    words = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
    action_text = st.builds(lambda v, kv: " ".join([v] + [f"{k}={x}" for k, x in kv]), verbs,
                            st.lists(st.tuples(st.sampled_from(["survivor", "die", "to", "card",
                                                                "leader", "followers", "entrance"]),
                                               words), max_size=4))
    values = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), words,
                       st.lists(words, max_size=3), st.tuples(words, words))
    malformed = st.sampled_from(sorted(A.ColonyAction._registry.values(), key=str)).flatmap(
        lambda kind: st.builds(kind, **{f.name: values for f in dataclasses.fields(kind)}))
    return st.one_of(st.none(), st.integers(), st.floats(), st.binary(max_size=20), words,
                     action_text, st.lists(words, max_size=3), st.dictionaries(words, words, max_size=2),
                     malformed, st.builds(object))


_FUZZ_GAME = None


def _fuzz_game() -> Game:
    global _FUZZ_GAME
    if _FUZZ_GAME is None:
        _FUZZ_GAME = _played(Options(players=4, seed=12), 12)
    return _FUZZ_GAME


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_anything())
def test_issue7_apply_with_arbitrary_objects_raises_only_illegal_action(thing):
    """DESIGN.md engine contract, fuzzed: anything at all is applied or refused with
    IllegalAction; a refusal changes nothing."""
    g = _fuzz_game()
    before = g.checksum()
    try:
        g.apply(thing)
    except IllegalAction as e:
        assert len(str(e)) <= 400
        assert g.checksum() == before
    else:   # a legal action: its text reads back, and the next example starts afresh
        global _FUZZ_GAME
        _FUZZ_GAME = None
        assert A.ColonyAction.parse(g.log[-1]).text == g.log[-1]


_SAVE = None


def _fuzz_save() -> tuple[Game, bytes]:
    global _SAVE
    if _SAVE is None:
        g = _played(Options(players=3, seed=8, variant="traitor", elimination=True), 10)
        g.rng.script("exposure", "wound")
        _SAVE = (g, colony_saves.save_text(g).encode("utf-8"))
    return _SAVE


@st.composite
def _corrupted(draw):
    _, raw = _fuzz_save()
    data = bytearray(raw)
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["cut", "delete", "flip", "insert", "nest"]))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if how == "cut":
            del data[at:]
        elif how == "delete":
            del data[at:at + draw(st.integers(1, 40))]
        elif how == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif how == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        else:
            data[at:at] = b"[" * draw(st.integers(100, 3000))
    return bytes(data)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(_corrupted())
def test_issue7_randomly_damaged_saves_load_exactly_or_give_a_save_error(raw):
    """DESIGN.md saves, fuzzed: a damaged file is refused with SaveError (and left untouched),
    or — when the damage changed nothing that matters — loads as exactly the saved game."""
    g, _ = _fuzz_save()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "fuzz.toml")
        with open(path, "wb") as fh:
            fh.write(raw)
        try:
            loaded = colony_saves.load(path)
        except SaveError:
            pass
        else:
            assert loaded.to_dict() == g.to_dict()
        with open(path, "rb") as fh:
            assert fh.read() == raw


# ------------------------------------------------------------------ 4. queued scripted draws
def test_issue7_a_queued_scripted_draw_round_trips_through_to_dict():
    """C-8.1/C-8.2: "the next exposure roll is a bite" is part of the position: from_dict keeps
    it, and the restored game rolls it exactly as the original does."""
    g = _drafted(exposure=("bite", "wound"))
    d = g.to_dict()
    assert d["queued"] == {"exposure": ["bite", "wound"]}
    h = Game.from_dict(d)
    assert h.to_dict() == d and h.rng.queued() == {"exposure": ["bite", "wound"]}
    move = next(a for a in g.legal_actions() if isinstance(a, A.Move) and a.to != "colony")
    ra, rb = g.apply(move), h.apply(move)
    faces = [e.data["face"] for e in ra.events if e.kind == "exposure"]
    assert faces == ["bite"] and ra.events == rb.events
    assert g.to_dict() == h.to_dict()
    # a snapshot written before "queued" existed has them in its state
    old = {k: v for k, v in d.items() if k != "queued"}
    assert Game.from_dict(old).rng.queued() == {"exposure": ["bite", "wound"]}


def test_issue7_a_queued_scripted_draw_round_trips_through_a_save(tmp_path):
    g = _drafted(dice=(1, 1, 1), exposure=("frostbite",))
    text = colony_saves.save_text(g)
    assert "[queued]\nexposure = [\n" in text
    h = _load_text(tmp_path, text)
    assert h.to_dict() == g.to_dict() and h.rng.queued() == {"exposure": ["frostbite"]}
    with pytest.raises(SaveError, match="exposure draw cannot give"):
        _load_text(tmp_path, text.replace('"frostbite"', '"sunburn"'))


# ------------------------------------------------------------------ 5. the content command
def test_issue7_content_command_prints_counts_as_json(capsys):
    """`python main.py content colony --json`: counts per kind, per location and per symbol."""
    assert main.main(["content", "colony", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    c = load_content(CONTENT_DIR)   # read afresh, as the command does (not the cached default)
    counts = out["counts"]
    assert set(counts) == {"survivors", "starting_items", "location_items", "crises", "crossroads",
                           "main_objectives", "secret_objectives", "betrayal_objectives",
                           "exiled_objectives"}
    assert counts["survivors"] == len(c.survivors)
    assert list(counts["location_items"]) == list(S.LOCATIONS)
    assert counts["starting_items"] + sum(counts["location_items"].values()) == \
        sum(i.count for i in c.items.values())
    assert counts["crises"] == len(c.crises) and counts["crossroads"] == len(c.crossroads)
    assert counts["main_objectives"] == len(c.mains) and counts["exiled_objectives"] == len(c.exiled)
    assert counts["secret_objectives"] == len(c.secrets)
    assert counts["betrayal_objectives"] == len(c.betrayals)
    assert set(out["symbols"]) == set(S.SYMBOLS)
    assert sum(s["items"] for s in out["symbols"].values()) == sum(i.count for i in c.items.values())
    assert sum(s["crises"] for s in out["symbols"].values()) == len(c.crises)


def test_issue7_content_command_prints_counts_as_text(capsys):
    assert main.main(["content", "colony"]) == 0
    out = capsys.readouterr().out
    assert "valid" in out and "survivors" in out and "hospital" in out and "medicine" in out


def _broken_copy(tmp_path, file: str, old: bytes | str, new: bytes | str) -> str:
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    path = folder / file
    raw = path.read_bytes()
    old = old.encode() if isinstance(old, str) else old
    new = new.encode() if isinstance(new, str) else new
    assert old in raw
    path.write_bytes(raw.replace(old, new, 1))
    return str(folder)


def test_issue7_content_command_reports_a_malformed_file_with_card_and_field(tmp_path):
    """rules/content/colony/README.md: `file: card 'id', field 'name': what is wrong`, and a
    non-zero exit status (run as a real process to see the status)."""
    text = open(os.path.join(CONTENT_DIR, "survivors.toml"), encoding="utf-8").read()
    sid, influence = re.search(r'id = "([^"]+)"[\s\S]*?\ninfluence = (\d+)', text).groups()
    folder = _broken_copy(tmp_path, "survivors.toml", f"influence = {influence}\n",
                          'influence = "high"\n')
    run = subprocess.run([sys.executable, "main.py", "content", "colony", "--content", folder],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert f"survivors.toml: card '{sid}', field 'influence':" in run.stderr
    assert run.stdout == ""


def test_issue7_content_command_reports_unreadable_files(tmp_path, capsys):
    """A content file nested too deeply for tomllib, or not UTF-8, names the file too."""
    folder = _broken_copy(tmp_path, "crises.toml", "[[crisis]]", "x = " + "[" * 5000 + "\n[[crisis]]")
    assert main.main(["content", "colony", "--content", folder]) == 1
    assert "crises.toml: card '-', field '-': not valid TOML" in capsys.readouterr().err
    shutil.rmtree(folder)
    folder = _broken_copy(tmp_path, "board.toml", "[[location]]", b"# \xff\n[[location]]")
    assert main.main(["content", "colony", "--content", folder]) == 1
    assert "board.toml" in capsys.readouterr().err
    assert main.main(["content", "colony", "--content", str(tmp_path / "nowhere")]) == 1
    assert "file is missing" in capsys.readouterr().err


# ------------------------------------------------------------------ 6. the front end
@pytest.fixture
def front(tmp_path, monkeypatch):
    monkeypatch.setenv("WHITEOUT_DATA", str(tmp_path))
    pygame = pytest.importorskip("pygame")
    pygame.init()
    from game import i18n
    from game.app import App
    from game.settings import Settings
    i18n.set_language("en")
    return App(size=(1280, 720), settings=Settings(language="en"), audio=False)


def test_issue7_the_front_end_shows_a_message_for_each_damaged_save(tmp_path, front):
    """game/session.py loads through rules.colony.saves; a SaveError becomes a message on
    screen and whatever was on screen goes on (game.scenes.load_and_start)."""
    from game.scenes import load_and_start
    from game.session import SeatConfig, Session
    s = Session.new("colony", TRAITOR, [SeatConfig(f"P{i}") for i in range(5)])
    for _ in range(8):
        s.apply(s.game.legal_actions()[0])
    good = s.save_text()
    damaged = {
        "cut_in_options": good[:good.index("elimination")],
        "nested": "format = 1\nx = " + "[" * 5000,
        "forced_d6_9": good.replace("[forced]\n", '[forced]\n"0" = 9\n'),
        "bad_action": good.replace("actions = [\n", 'actions = [\n  "fly away",\n'),
    }
    stack = list(front.stack)
    for name, text in damaged.items():
        path = tmp_path / f"{name}.toml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(SaveError):
            Session.load(str(path))
        front.message = None
        assert load_and_start(front, str(path)) is False
        assert front.message and name in front.message[0], name
        assert front.stack == stack
    path = tmp_path / "good.toml"
    path.write_text(good, encoding="utf-8")
    assert Session.load(str(path)).game.to_dict() == s.game.to_dict()


def test_issue7_the_load_list_survives_unreadable_files(tmp_path, front):
    """A save nested too deeply or not UTF-8 in the data folder is listed as damaged, and a
    [table] that is not a table gives default seat names: the Load screen never breaks."""
    from game.session import SeatConfig, Session, list_saves
    (tmp_path / "nested.toml").write_text("x = " + "[" * 5000, encoding="utf-8")
    (tmp_path / "latin1.toml").write_bytes(b"format = 1\n# \xff\n")
    rows = {r["name"]: r for r in list_saves(str(tmp_path))}
    assert not rows["nested"]["ok"] and not rows["latin1"]["ok"]
    s = Session.new("colony", Options(players=3, seed=2), [SeatConfig(n) for n in "ABC"])
    path = tmp_path / "odd-table.toml"
    path.write_text("table = 5\n" + s.save_text().split("\n[table]")[0], encoding="utf-8")
    loaded = Session.load(str(path)).seats
    assert [x.name for x in loaded] == ["Player 1", "Player 2", "Player 3"]
    assert all(x.default for x in loaded)   # drawn in the current language


@pytest.mark.parametrize("table", ['names = 5', 'humans = 3', 'names = ["A", 2, "C"]',
                                   'humans = ["no", "no", "no"]', 'names = []'])
def test_issue15_a_damaged_seat_list_loads_with_default_seats_and_never_crashes(tmp_path, front, table):
    """The review found `names = 5` in a save's [table] crashed Load, Continue and the Load
    list (TypeError, not SaveError): damage there gives default names, people in every seat."""
    from game.session import SeatConfig, Session, list_saves
    s = Session.new("colony", Options(players=3, seed=2), [SeatConfig(n) for n in "ABC"])
    path = tmp_path / "odd-seats.toml"
    path.write_text(s.save_text().split("\n[table]")[0] + f"\n[table]\n{table}\n", encoding="utf-8")
    seats = Session.load(str(path)).seats
    assert len(seats) == 3 and all(isinstance(x.name, str) and x.name for x in seats)
    assert all(x.human for x in seats) or table.startswith("names")
    rows = {r["name"]: r for r in list_saves(str(tmp_path))}
    assert rows["odd-seats"]["ok"]


def test_issue7_core_parse_reads_toml_or_raises_save_error():
    """rules.core.saves.parse: the one place a save's TOML is read (for the front end too)."""
    assert core_saves.parse(b"a = 1", "x.toml") == {"a": 1}
    for raw, message in ((b"a = " + b"[" * 3000, "nested too deeply"), (b"\xff", "damaged"),
                         (b"a = ", "damaged")):
        with pytest.raises(SaveError, match=message):
            core_saves.parse(raw, "x.toml")
    assert EXPOSURE_FACES.count("bite") == 1   # C-8.2: one bite face of twelve
