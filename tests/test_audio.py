"""The synthesised sounds (game/audio.py): made in pure Python, clean at both ends, never
clipping, and an Audio that never raises, with or without a sound card.

Run with SDL_AUDIODRIVER=dummy (tests/conftest.py sets it) so the mixer opens without one.
"""
from __future__ import annotations

import sys
import threading
import time
import warnings
import wave

import pygame
import pytest

from game import audio
from game.audio import FULL, NAMES, SAMPLE_RATE, Audio

# name: (shortest, longest) in seconds; every sound is under 1.5 s
DURATIONS = {
    "dice": (0.3, 0.7),
    "exposure": (0.6, 1.2),
    "zombie": (0.5, 0.8),
    "overrun": (0.9, 1.5),
    "death": (0.8, 1.5),
    "crisis": (0.9, 1.5),
    "prevented": (0.5, 1.0),
    "click": (0.02, 0.1),
    "turn": (0.5, 1.0),
    "win": (0.8, 1.5),
    "lose": (0.9, 1.5),
}
QUIETEST = 0.2 * FULL      # the softest sound (the click) peaks at 0.45 of full scale


def _clear_caches() -> None:
    audio._CACHE.clear()
    audio._TABLES.clear()
    audio._WHITE.clear()


@pytest.fixture(scope="module")
def timings(request):
    """Makes every sound from nothing once and reports how long it took."""
    _clear_caches()
    each = {}
    start = time.perf_counter()
    for name in NAMES:
        t = time.perf_counter()
        audio.samples(name)
        each[name] = time.perf_counter() - t
    total = time.perf_counter() - start
    capman = request.config.pluginmanager.getplugin("capturemanager")
    with capman.global_and_fixture_disabled():
        print(f"\naudio: made {len(NAMES)} sounds ({sum(map(audio.duration, NAMES)):.2f} s of "
              f"sound) in {total * 1000:.0f} ms: "
              + ", ".join(f"{n} {t * 1000:.1f}" for n, t in each.items()) + " (ms)")
    return total


@pytest.fixture
def mixer():
    """A closed mixer before and after the test, whatever the test opened."""
    pygame.mixer.quit()
    yield pygame.mixer
    pygame.mixer.quit()


def test_names():
    assert set(NAMES) == set(DURATIONS)
    assert len(set(NAMES)) == len(NAMES)


def test_generation_time(timings):
    assert timings < 2.0      # about 0.2 s on a 2-core machine; the budget is 0.3 s


@pytest.mark.parametrize("name", NAMES)
def test_sound_is_clean(timings, name):
    pcm = audio.samples(name)
    assert pcm.typecode == "h" and pcm.itemsize == 2
    assert len(pcm) > 0
    peak = max(max(pcm), -min(pcm))
    assert QUIETEST < peak < FULL                  # not silent, and never at the rails
    assert sum(1 for v in pcm if abs(v) >= FULL - 1) == 0
    lo, hi = DURATIONS[name]
    assert lo <= audio.duration(name) <= hi <= 1.5
    # starts and ends at silence: no click at either end
    assert abs(pcm[0]) < 0.01 * FULL and pcm[-1] == 0
    head = pcm[:SAMPLE_RATE // 2000]               # the first 0.5 ms
    tail = pcm[-(SAMPLE_RATE // 1000):]            # the last 1 ms
    assert max(map(abs, head)) < 0.3 * FULL
    assert max(map(abs, tail)) < 0.1 * FULL
    assert abs(sum(pcm) / len(pcm)) < 0.02 * FULL  # no DC offset worth a mention
    assert audio.samples(name) is pcm              # cached


def test_sounds_are_the_same_every_time(timings):
    for name in NAMES:
        maker, level, fade_out = audio._RECIPES[name]
        assert audio._finish(maker(), level, fade_out) == audio.samples(name)


def test_unknown_name_is_a_key_error():
    with pytest.raises(KeyError):
        audio.samples("kazoo")


def test_render_wav(tmp_path, timings):
    for name in NAMES:
        path = audio.render_wav(name, str(tmp_path / f"{name}.wav"))
        with wave.open(path, "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, SAMPLE_RATE)
            assert w.getnframes() == len(audio.samples(name))
            frames = w.readframes(w.getnframes())
        assert len(frames) == 2 * len(audio.samples(name))


def test_audio_opens_the_mixer_in_its_format(mixer, timings):
    a = Audio()
    assert a.enabled
    assert mixer.get_init() == (SAMPLE_RATE, -16, 1)
    assert a.volume == 0.8
    for name in NAMES:
        a.play(name)
        assert a._sounds[name].get_length() == pytest.approx(audio.duration(name), abs=1e-3)
        assert a._sounds[name].get_raw() == audio.samples(name).tobytes()
    a.set_volume(0.25)
    assert all(s.get_volume() == pytest.approx(0.25, abs=0.01) for s in a._sounds.values())


def test_audio_on_a_mixer_opened_otherwise(mixer, timings):
    # pygame.init() opens the mixer at 44100 Hz stereo: the sounds must keep their length
    mixer.init(44100, -16, 2)
    a = Audio(0.5)
    assert a.enabled and mixer.get_init() == (44100, -16, 2)
    a.preload()
    for name in NAMES:
        assert a._sounds[name].get_length() == pytest.approx(audio.duration(name), abs=2e-3)
        assert a._sounds[name].get_volume() == pytest.approx(0.5, abs=0.01)
        a.play(name)


@pytest.mark.parametrize("volume", [0.0, 0.3, 1.0, -1.0, 7.0, float("nan"), float("inf"), "x", None])
def test_play_and_set_volume_never_raise(mixer, timings, volume):
    a = Audio(volume)
    assert 0.0 <= a.volume <= 1.0
    for name in NAMES:
        a.play(name)
    a.set_volume(volume)
    assert 0.0 <= a.volume <= 1.0
    a.set_volume(0.6)
    a.play("dice")
    assert a.volume == 0.6


def test_unknown_sound_warns_once_and_plays_nothing(mixer):
    a = Audio()
    with pytest.warns(RuntimeWarning, match="kazoo"):
        a.play("kazoo")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        a.play("kazoo")
    assert "kazoo" not in a._sounds


def test_mixer_closed_or_failing_mid_game(mixer, timings):
    a = Audio()
    a.play("click")
    mixer.quit()
    a.play("dice")              # nothing to play on: quiet
    a.set_volume(0.1)

    class Broken:
        def play(self):
            raise pygame.error("device lost")

        def set_volume(self, v):
            raise pygame.error("device lost")

    b = Audio()
    b._sounds["click"] = Broken()
    b.play("click")
    b.set_volume(0.2)


def test_no_sound_card_is_a_silent_no_op(mixer, monkeypatch, timings):
    made = []

    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a, **k: made.append(a) or None)
    a = Audio(0.7)
    assert a.enabled is False
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name in NAMES + ("kazoo",):
            a.play(name)
        a.set_volume(0.3)
        a.set_volume("loud")
        a.preload()
        a.preload(background=True)
    assert a.volume == 0.3
    assert made == [] and a._sounds == {}


def test_no_pygame_is_a_silent_no_op(monkeypatch):
    monkeypatch.setitem(sys.modules, "pygame", None)      # `import pygame` raises ImportError
    a = Audio()
    assert a.enabled is False
    a.play("dice")
    a.set_volume(0.5)


def test_background_preload(mixer):
    _clear_caches()
    a = Audio()
    a.preload(background=True)
    for t in threading.enumerate():
        if t.name == "audio-preload":
            t.join(timeout=10)
    assert set(audio._CACHE) == set(NAMES)
    a.play("win")

