"""The sounds of the table, made by the program: no sound files.

    from game.audio import Audio
    audio = Audio(volume=0.8)   # never raises; audio.enabled is False without a sound card
    audio.play("dice")
    audio.set_volume(0.5)       # every sound at once, 0..1

Every sound in ``NAMES`` is synthesised in pure Python (``array``, ``math``, ``itertools``;
no numpy) as 16-bit signed mono PCM at ``SAMPLE_RATE`` (22050 Hz), peak-normalised to its own
level below full scale, with short fades so it starts and ends at silence. The loops are
mostly C-level ``map``/``accumulate`` passes over lists of floats (wavetables for tones with
several harmonics; a whole chord is one wavetable when its notes are whole multiples of a low
root), so all eleven sounds together take about 0.2 s to make on a 2-core machine.

Generation is lazy: ``samples(name)`` makes a sound the first time it is asked for and keeps
it in a module-level cache (shared by every ``Audio``). ``Audio()`` makes nothing: it only
opens the mixer if nobody has (SDL takes some 35 ms for that; nothing if it is open already);
the first ``play`` of a sound pays for making it (under 1 ms for "click", 10-45 ms for the
others). ``Audio.preload()`` makes them all at once (behind a
loading screen), ``Audio.preload(background=True)`` in a daemon thread while the table runs.

``Audio`` opens the mixer with ``pygame.mixer.init(SAMPLE_RATE, -16, 1)`` unless it is open
already. When the mixer runs in our format the PCM goes straight in with
``pygame.mixer.Sound(buffer=...)``; when it runs in another one (``pygame.init()`` opens it at
44100 Hz stereo) a raw buffer would play at the wrong speed, so the sound goes in as an
in-memory WAV file and SDL converts it. ``render_wav(name, path)`` writes a sound to a .wav
file to listen to.
"""
from __future__ import annotations

import contextlib
import io
import math
import os
import random
import sys
import threading
import warnings
import wave
from array import array
from itertools import accumulate, repeat
from operator import add, and_, itemgetter, mul, rshift, sub
from typing import Callable

SAMPLE_RATE = 22050
NAMES = ("dice", "exposure", "zombie", "overrun", "death", "crisis", "prevented", "click",
         "turn", "win", "lose")

FULL = 32767
TAU = 2.0 * math.pi


# ------------------------------------------------------------------ signal helpers (lists)
# Speed without numpy: every step is one C-level pass (map / accumulate / slice) over a list
# of floats, about 30-100 ns a sample; only the filters loop in Python.

_N = 4096               # wavetable length (a power of two: the phase wraps with & _MASK)
_MASK = _N - 1
_TICK = _N / SAMPLE_RATE
_SINE = [math.sin(TAU * i / _N) for i in range(_N)]
_TABLES: dict[tuple[float, ...], list[float]] = {}
_WHITE: list[float] = []


def _n(seconds: float) -> int:
    return max(1, int(seconds * SAMPLE_RATE + 0.5))


def _zeros(n: int) -> list[float]:
    return [0.0] * n


def _add_cycles(tab: list[float], cycle: list[float], k: int, amp: float,
                start: int = 0) -> list[float]:
    """tab plus amp times k whole cycles of the wavetable ``cycle``, read from step ``start``."""
    idx = map(and_, range(start, start + k * _N, k), repeat(_MASK))
    return list(map(add, tab, map(mul, map(cycle.__getitem__, idx), repeat(amp))))


def _table(partials: tuple[float, ...]) -> list[float]:
    """One cycle of a tone with harmonics 1, 2, 3... at the given amplitudes."""
    tab = _TABLES.get(partials)
    if tab is None:
        tab = _zeros(_N)
        for k, amp in enumerate(partials, 1):
            if amp:
                tab = _add_cycles(tab, _SINE, k, amp)
        _TABLES[partials] = tab
    return tab


def _ticks(freqs: list[float], ratio: float = 1.0) -> list[float]:
    """The phase, in wavetable steps, of an oscillator at ratio * freqs (Hz, per sample)."""
    t = list(accumulate(map(mul, freqs, repeat(_TICK * ratio)), initial=0.0))
    t.pop()
    return t


def _steady(n: int, freq: float):
    """The whole-step phase of an oscillator at a constant frequency (16-bit fixed point)."""
    step = round(freq * _TICK * 65536.0)
    return map(rshift, range(0, n * step, step), repeat(16)) if step else repeat(0, n)


def _whole(ticks):
    """The whole wavetable steps of a phase (see _ticks)."""
    return map(float.__trunc__, ticks)


def _osc(table: list[float], steps) -> tuple[float, ...] | list[float]:
    """The wavetable read at the given whole steps (wrapped round its length)."""
    idx = list(map(and_, steps, repeat(_MASK)))
    return itemgetter(*idx)(table) if len(idx) > 1 else [table[i] for i in idx]


def _sine(n: int, freq: float) -> list[float]:
    return list(map(math.sin, map(mul, range(n), repeat(TAU * freq / SAMPLE_RATE))))


def _glide(n: int, f0: float, f1: float) -> list[float]:
    """Frequencies gliding exponentially from f0 to f1."""
    return list(accumulate(repeat((f1 / f0) ** (1.0 / max(n - 1, 1)), n - 1), mul, initial=f0))


def _decay(n: int, tau: float, gain: float = 1.0) -> list[float]:
    """gain * exp(-t / tau), tau in seconds."""
    return list(accumulate(repeat(math.exp(-1.0 / (tau * SAMPLE_RATE)), n - 1), mul,
                           initial=gain))


def _env(n: int, points: list[tuple[float, float]]) -> list[float]:
    """A piecewise-linear curve through (seconds, level) points; flat after the last one."""
    out: list[float] = []
    for (t0, a), (t1, b) in zip(points, points[1:], strict=False):
        m = max(_n(t1) - _n(t0), 0)
        if m:
            out.extend(accumulate(repeat((b - a) / m, m - 1), initial=a))
    del out[n:]
    out.extend(repeat(points[-1][1], n - len(out)))
    return out


def _attack(x: list[float], seconds: float) -> list[float]:
    """Ramps the first ``seconds`` of x up from 0 (in place)."""
    m = min(_n(seconds), len(x))
    x[:m] = map(mul, x[:m], map(mul, range(m), repeat(1.0 / m)))
    return x


def _mul(a: list[float], b: list[float]) -> list[float]:
    return list(map(mul, a, b))


def _mix(out: list[float], x: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Adds x * gain into out from the time ``at`` (seconds); whatever runs past the end is cut."""
    i = _n(at) if at > 0 else 0
    end = min(len(out), i + len(x))
    if end > i:
        src = map(mul, x, repeat(gain)) if gain != 1.0 else x
        out[i:end] = map(add, out[i:end], src)


def _noise(n: int, rng: random.Random) -> list[float]:
    """White noise, -1..1: a slice of one shared second of it, from a random place."""
    if not _WHITE:
        r = random.Random(1).random
        _WHITE.extend([2.0 * r() - 1.0 for _ in range(SAMPLE_RATE)])
    out: list[float] = []
    while len(out) < n:
        i = rng.randrange(SAMPLE_RATE)
        out.extend(_WHITE[i:i + n - len(out)])
    return out


def _coef(fc: float) -> float:
    """The coefficient of a one-pole lowpass at fc Hz."""
    return 1.0 - math.exp(-TAU * fc / SAMPLE_RATE)


def _lowpass(x: list[float], fc: float) -> list[float]:
    """One-pole lowpass (6 dB/octave)."""
    c = _coef(fc)
    y = 0.0
    out = []
    put = out.append
    for v in x:
        y += c * (v - y)
        put(y)
    return out


def _lowpass2(x: list[float], coefs: list[float]) -> list[float]:
    """Two one-pole lowpasses in a row (12 dB/octave), with a coefficient (see _coef) per
    sample: a filter that opens and closes."""
    y1 = y2 = 0.0
    out = []
    put = out.append
    for v, c in zip(x, coefs, strict=True):
        y1 += c * (v - y1)
        y2 += c * (y1 - y2)
        put(y2)
    return out


def _highpass(x: list[float], fc: float) -> list[float]:
    return list(map(sub, x, _lowpass(x, fc)))


# ------------------------------------------------------------------ building blocks

def _knock(rng: random.Random, modes: tuple[tuple[float, float, float], ...], length: float,
           jitter: float = 0.06, noise: float = 0.25, noise_tau: float = 0.0015,
           noise_fc: float = 4000.0) -> list[float]:
    """One hit on a small hard body: damped sines (freq Hz, amplitude, decay tau s) plus a tick
    of filtered noise."""
    n = _n(length)
    out = _zeros(n)
    for freq, amp, tau in modes:
        m = min(n, _n(tau * 7.0))
        f = freq * (1.0 + rng.uniform(-jitter, jitter))
        _mix(out, _mul(_sine(m, f), _decay(m, tau, amp)))
    if noise:
        m = min(n, _n(noise_tau * 7.0))
        _mix(out, _mul(_lowpass(_noise(m, rng), noise_fc), _decay(m, noise_tau, noise)))
    return out


def _thump(length: float, f0: float, f1: float, tau: float) -> list[float]:
    """A low drum-like thud: a sine falling in pitch, dying fast."""
    n = _n(length)
    return _mul(_osc(_SINE, _whole(_ticks(_glide(n, f0, f1)))), _decay(n, tau))


def _note(freq: float, length: float, partials: tuple[float, ...], attack: float, tau: float,
          gain: float = 1.0) -> list[float]:
    """A steady tone with a quick attack and an exponential decay."""
    n = _n(length)
    return _attack(_mul(_osc(_table(partials), _steady(n, freq)), _decay(n, tau, gain)), attack)


def _wander(rng: random.Random, length: float, lo: float, hi: float, step: tuple[float, float],
            trend=lambda t: 1.0) -> list[float]:
    """A slow random curve between lo and hi (times trend(t)), a new point every step s."""
    pts = []
    t = 0.0
    while True:
        pts.append((t, rng.uniform(lo, hi) * trend(t)))
        if t > length:
            break
        t += rng.uniform(*step)
    return _env(_n(length), pts)


def _growl(rng: random.Random, length: float, f0: float, f1: float,
           voices: tuple[tuple[float, float], ...], rough: float,
           vowel: tuple[float, float, float]) -> list[float]:
    """A zombie voice: sawtooths sliding from f0 to f1 with a ragged slow vibrato, a fast
    flutter in its loudness, breath, and a lowpass 'vowel' opening then closing."""
    n = _n(length)
    freqs = _wander(rng, length, 0.95, 1.05, (0.03, 0.07),
                    lambda t: f0 * (f1 / f0) ** (t / length))
    base = _ticks(freqs)
    voice = _zeros(n)
    for ratio, amp in voices:
        _mix(voice, [p * ratio % _N for p in base], gain=amp / _N)
    voice = list(map(add, voice, repeat(-0.5 * sum(amp for _, amp in voices))))  # the DC
    flutter = _sine(n, rng.uniform(24.0, 31.0))
    depth = _wander(rng, length, 0.3 * rough, rough, (0.02, 0.05))
    voice = [v + v * f * d for v, f, d in zip(voice, flutter, depth, strict=True)]
    _mix(voice, _lowpass(_noise(n, rng), 900.0), gain=0.35)
    lo, hi, end = vowel
    return _lowpass2(voice, _env(n, [(0.0, _coef(lo)), (length * 0.35, _coef(hi)),
                                     (length, _coef(end))]))


def _chord(ratios: tuple[tuple[int, float], ...], partials: tuple[float, ...]) -> list[float]:
    """One cycle of a chord whose notes are whole multiples (ratio, amplitude) of a low root:
    the whole chord then plays as a single oscillator."""
    tone = _table(partials)
    tab = _zeros(_N)
    for j, (r, amp) in enumerate(ratios):
        # each note from its own phase: a lower, rounder peak
        tab = _add_cycles(tab, tone, r, amp, start=j * 1237 % _N)
    return tab


def _ensemble(table: list[float], n: int, freq: float, spread: float = 0.003) -> list[float]:
    """Two slightly detuned copies of a wavetable: the slow beating of several players."""
    return list(map(add, _osc(table, _steady(n, freq * (1.0 + spread))),
                    _osc(table, _steady(n, freq * (1.0 - spread)))))


# ------------------------------------------------------------------ the sounds

def _dice() -> list[float]:
    """Three wooden dice rolled onto a felt-covered table: a few quick bounces each."""
    rng = random.Random(7)
    out = _zeros(_n(0.5))
    modes = ((820.0, 1.0, 0.010), (1900.0, 0.7, 0.006), (3300.0, 0.35, 0.004),
             (210.0, 0.35, 0.012))
    for die in range(3):
        hits = [_knock(rng, modes, 0.07, jitter=0.1) for _ in range(2)]
        t = 0.01 + die * 0.035 + rng.uniform(0.0, 0.02)
        gap = rng.uniform(0.08, 0.11)
        amp = rng.uniform(0.8, 1.0)
        for k in range(rng.randint(3, 5)):
            _mix(out, hits[k % 2], t, amp)
            t += gap
            gap *= rng.uniform(0.55, 0.7)
            amp *= rng.uniform(0.45, 0.6)
    return _lowpass(out, 5000.0)     # the felt takes the edge off


def _exposure() -> list[float]:
    """One heavy die slammed down, then a low ominous tone beating against itself."""
    rng = random.Random(11)
    out = _zeros(_n(0.95))
    _mix(out, _knock(rng, ((380.0, 1.0, 0.02), (950.0, 0.6, 0.012), (2100.0, 0.3, 0.006)),
                     0.15, jitter=0.0, noise=0.4), gain=0.8)
    _mix(out, _thump(0.3, 140.0, 50.0, 0.07))
    m = _n(0.9)
    low = list(map(add, _osc(_table((1.0, 0.55, 0.3, 0.12)), _steady(m, 55.0)),
                   _osc(_table((0.6, 0.3)), _steady(m, 58.3))))
    _mix(out, _mul(low, _env(m, [(0.0, 0.0), (0.08, 0.55), (0.35, 0.45), (0.9, 0.0)])), 0.03)
    return out


def _zombie() -> list[float]:
    """A low groaning growl."""
    return _growl(random.Random(23), 0.65, 96.0, 76.0, ((1.0, 1.0), (0.5, 0.3)), 0.4,
                  (350.0, 1200.0, 450.0))


def _overrun() -> list[float]:
    """A horde breaking through: a barricade crashes apart under a snarl of voices."""
    rng = random.Random(31)
    out = _zeros(_n(1.2))
    voice = _growl(rng, 1.15, 84.0, 70.0, ((1.0, 1.0), (1.41, 0.6), (0.5, 0.4)), 0.5,
                   (500.0, 1800.0, 500.0))
    drive = 2.5 / (max(map(abs, voice)) or 1.0)
    _mix(out, list(map(math.tanh, map(mul, voice, repeat(drive)))), 0.0, 0.5)  # driven hard
    m = _n(0.6)
    _mix(out, _mul(_highpass(_noise(m, rng), 1200.0), _decay(m, 0.13)), 0.06, 0.8)
    splinter = ((700.0, 1.0, 0.015), (1600.0, 0.7, 0.009), (2800.0, 0.4, 0.005))
    pieces = [_knock(rng, splinter, 0.08, jitter=0.25, noise=0.6) for _ in range(3)]
    t = 0.06
    for k in range(7):
        _mix(out, pieces[k % 3], t, 0.7 * 0.8 ** k)
        t += rng.uniform(0.025, 0.06)
    _mix(out, _thump(0.5, 110.0, 38.0, 0.12), 0.06, 1.1)
    drive = 2.0 / max(max(out), -min(out))
    return list(map(math.tanh, map(mul, out, repeat(drive))))   # squashed: loud and dense


def _death() -> list[float]:
    """A felt loss: a low thud, then a dark tone (and a minor third under it) sinking an
    octave."""
    out = _zeros(_n(1.25))
    _mix(out, _thump(0.45, 95.0, 40.0, 0.11))
    m = _n(1.2)
    f = _glide(m, 196.0, 98.0)
    voice = list(map(add, _osc(_table((1.0, 0.45, 0.2, 0.08)), _whole(_ticks(f))),
                     _osc(_table((0.7, 0.25)), _whole(_ticks(f, 0.8409)))))
    env = _env(m, [(0.0, 0.0), (0.06, 0.8), (0.5, 0.6), (1.2, 0.0)])
    _mix(out, _mul(voice, env), 0.04, 0.6)
    return out


def _crisis() -> list[float]:
    """An ominous low brass chord swelling up: D minor low down (D2 A2 D3 F3) with a
    tritone (G#2) grating inside it."""
    rng = random.Random(41)
    length = 1.3
    n = _n(length)
    brass = tuple(1.0 / k for k in range(1, 13))       # a band-limited sawtooth
    chord = _chord(((10, 1.0), (14, 0.3), (15, 0.7), (20, 0.55), (24, 0.4)), brass)  # on D2/10
    freqs = _wander(rng, length, 0.997, 1.003, (0.12, 0.25), lambda t: 7.342)
    ticks = _ticks(freqs)
    out = list(map(add, _osc(chord, _whole(map(mul, ticks, repeat(1.003)))),   # two players a
                   _osc(chord, _whole(map(mul, ticks, repeat(0.997))))))       # little apart
    swell = _env(n, [(0.0, 0.0), (0.9, 1.0), (length, 0.0)])
    swell = [s * s * (3.0 - 2.0 * s) for s in swell]
    closed, opened = _coef(250.0), _coef(1500.0)
    bright = [closed + (opened - closed) * s for s in swell]   # brass opens as it swells
    return _mul(_lowpass2(out, bright), swell)


def _prevented() -> list[float]:
    """A short warm rising chord: C4, E4, G4, C5 rolled upwards."""
    length = 0.75
    out = _zeros(_n(length))
    for i, freq in enumerate((261.63, 329.63, 392.0, 523.25)):
        at = 0.065 * i
        _mix(out, _note(freq, length - at, (1.0, 0.3, 0.12, 0.05), 0.012, 0.3), at)
    return out


def _click() -> list[float]:
    """A soft UI tick."""
    rng = random.Random(3)
    return _lowpass(_knock(rng, ((2300.0, 1.0, 0.0035), (1150.0, 0.5, 0.005)), 0.045,
                           jitter=0.0, noise=0.2, noise_tau=0.0008), 6000.0)


def _bell(freq: float, length: float) -> list[float]:
    """A small bell: a harmonic body (one wavetable) and two brief inharmonic partials."""
    n = _n(length)
    out = _mul(_osc(_table((1.0, 0.3)), _steady(n, freq)), _decay(n, 0.3))
    for ratio, amp, tau in ((2.76, 0.25, 0.08), (5.4, 0.08, 0.035)):
        m = min(n, _n(tau * 7.0))
        _mix(out, _mul(_sine(m, freq * ratio), _decay(m, tau, amp)))
    return _attack(out, 0.004)


def _turn() -> list[float]:
    """A gentle two-note chime: your turn."""
    out = _zeros(_n(0.8))
    _mix(out, _bell(783.99, 0.8))              # G5
    _mix(out, _bell(1046.5, 0.66), 0.14, 0.85)  # C6
    return out


def _win() -> list[float]:
    """A short bright fanfare: C5 E5 G5 up, then a C major chord held."""
    length = 1.2
    out = _zeros(_n(length))
    bright = (1.0, 0.5, 0.33, 0.2, 0.12, 0.07)
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        _mix(out, _note(freq, 0.16, bright, 0.008, 0.08, 0.7), 0.09 * i)
    at = 0.27
    m = _n(length - at)
    chord = _chord(((4, 0.5), (5, 0.45), (6, 0.45), (8, 0.6)), bright)  # C5 E5 G5 C6 on C3
    _mix(out, _attack(_mul(_ensemble(chord, m, 130.81), _decay(m, 0.5)), 0.015), at, 0.7)
    return out


def _lose() -> list[float]:
    """A dark stinger: E4 C4 A3 falling, then a low A minor chord fading out."""
    length = 1.35
    out = _zeros(_n(length))
    dark = (1.0, 0.45, 0.25, 0.12)
    for i, freq in enumerate((329.63, 261.63, 220.0)):
        _mix(out, _note(freq, 0.26, dark, 0.015, 0.12, 0.7), 0.17 * i)
    at = 0.5
    m = _n(length - at)
    chord = _chord(((10, 0.7), (15, 0.5), (20, 0.45), (24, 0.35)), dark)  # A2 E3 A3 C4 on 11 Hz
    _mix(out, _attack(_mul(_ensemble(chord, m, 11.0, 0.004), _decay(m, 0.4)), 0.05), at, 0.5)
    return out


# name: (maker, peak level as a fraction of full scale, fade out in seconds)
_RECIPES: dict[str, tuple[Callable[[], list[float]], float, float]] = {
    "dice": (_dice, 0.8, 0.02),
    "exposure": (_exposure, 0.9, 0.03),
    "zombie": (_zombie, 0.85, 0.03),
    "overrun": (_overrun, 0.9, 0.03),
    "death": (_death, 0.9, 0.03),
    "crisis": (_crisis, 0.85, 0.03),
    "prevented": (_prevented, 0.75, 0.03),
    "click": (_click, 0.45, 0.006),
    "turn": (_turn, 0.6, 0.03),
    "win": (_win, 0.8, 0.03),
    "lose": (_lose, 0.85, 0.03),
}
assert tuple(_RECIPES) == NAMES

FADE_IN = 0.002

_CACHE: dict[str, array] = {}


def _finish(x: list[float], level: float, fade_out: float) -> array:
    """Fade both ends to silence, peak-normalise to ``level`` of full scale, make int16.
    (The fades are made in x itself.)"""
    n = len(x)
    a = min(_n(FADE_IN), n // 2)
    b = min(_n(fade_out), n // 2)
    x[:a] = map(mul, x[:a], map(mul, range(a), repeat(1.0 / a)))
    x[n - b:] = map(mul, x[n - b:], map(mul, range(b - 1, -1, -1), repeat(1.0 / b)))  # ends at 0
    peak = max(max(x), -min(x)) or 1.0
    pcm = array("h")
    pcm.fromlist(list(map(float.__trunc__, map(mul, x, repeat(level * FULL / peak)))))
    return pcm


def samples(name: str) -> array:
    """The sound ``name`` as 16-bit signed mono samples at SAMPLE_RATE (made once, cached).
    Raises KeyError for an unknown name."""
    pcm = _CACHE.get(name)
    if pcm is None:
        maker, level, fade_out = _RECIPES[name]
        pcm = _CACHE[name] = _finish(maker(), level, fade_out)
    return pcm


def preload(names: tuple[str, ...] = NAMES) -> None:
    """Makes every sound now (about 0.2 s for all of them), so no first play waits."""
    for name in names:
        samples(name)


def duration(name: str) -> float:
    """The length of the sound in seconds."""
    return len(samples(name)) / SAMPLE_RATE


def _le_bytes(pcm: array) -> bytes:
    if sys.byteorder == "big":
        pcm = array("h", pcm)
        pcm.byteswap()
    return pcm.tobytes()


def _wav_bytes(name: str) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(_le_bytes(samples(name)))
    return buf.getvalue()


def render_wav(name: str, path: str) -> str:
    """Writes the sound ``name`` to a 16-bit mono .wav file at ``path``; returns the path."""
    with open(path, "wb") as f:
        f.write(_wav_bytes(name))
    return path


# ------------------------------------------------------------------ playing

@contextlib.contextmanager
def quiet_native_stderr():
    """Silences file descriptor 2 for the block: what C libraries print there (ALSA's dozen
    "cannot find card '0'" lines when there is no sound device, each time the mixer is tried)
    never reaches the terminal. The game says once, on screen, that sound is off instead (the
    app's notice). Where descriptor 2 cannot be redirected (no console), the block just runs."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        saved = None
    if saved is None:
        yield
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, 2)
        finally:
            os.close(devnull)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Audio:
    """Plays the sounds through pygame's mixer. Never raises: without a sound card (or when
    the mixer cannot be opened) ``enabled`` is False and every call does nothing. An unknown
    name warns once (RuntimeWarning) and plays nothing."""

    def __init__(self, volume: float = 0.8) -> None:
        self.volume = _clamp(volume, 0.8)
        self.enabled = False
        self._sounds: dict = {}
        self._format = None
        self._unknown: set[str] = set()
        try:
            import pygame
            self._pg = pygame
            if not pygame.mixer.get_init():
                with quiet_native_stderr():   # no device: ALSA's complaints stay unprinted
                    pygame.mixer.init(SAMPLE_RATE, -16, 1)
            self._format = pygame.mixer.get_init()
            self.enabled = bool(self._format)
        except Exception:       # pygame.error, no audio device, no pygame at all: stay silent
            self.enabled = False

    def play(self, name: str) -> None:
        """Plays the sound ``name`` (one of NAMES) on a free channel."""
        if not self.enabled:
            return
        if name not in _RECIPES:
            if name not in self._unknown:
                self._unknown.add(name)
                warnings.warn(f"unknown sound {name!r}", RuntimeWarning, stacklevel=2)
            return
        if self.volume <= 0.0:
            return
        try:
            sound = self._sound(name)
            if sound is not None:
                sound.play()
        except Exception:       # a mixer gone away mid-game: stay quiet, never crash the table
            pass

    def set_volume(self, volume: float) -> None:
        """Sets the volume (0..1, clamped) of every sound at once."""
        self.volume = _clamp(volume, self.volume)
        if not self.enabled:
            return
        for sound in self._sounds.values():
            try:
                sound.set_volume(self.volume)
            except Exception:
                pass

    def preload(self, background: bool = False) -> None:
        """Makes every sound and its mixer object now rather than at its first play (about
        0.2 s). With ``background`` a daemon thread makes the samples instead and returns at
        once; the mixer objects (well under a millisecond each) still come at first play."""
        if not self.enabled:
            return
        if background:
            threading.Thread(target=preload, name="audio-preload", daemon=True).start()
            return
        for name in NAMES:
            try:
                self._sound(name)
            except Exception:
                pass

    def _sound(self, name: str):
        mixer = self._pg.mixer
        fmt = mixer.get_init()
        if not fmt:                 # someone closed the mixer: nothing to play on
            return None
        if fmt != self._format:     # reopened in another format: the old sounds are wrong
            self._format = fmt
            self._sounds.clear()
        sound = self._sounds.get(name)
        if sound is None:
            if fmt == (SAMPLE_RATE, -16, 1):
                sound = mixer.Sound(buffer=samples(name).tobytes())     # native-endian s16
            else:
                sound = mixer.Sound(file=io.BytesIO(_wav_bytes(name)))  # SDL converts it
            sound.set_volume(self.volume)
            self._sounds[name] = sound
        return sound


def _clamp(volume, fallback: float) -> float:
    try:
        v = float(volume)
    except (TypeError, ValueError):
        return fallback
    if math.isnan(v):
        return fallback
    return min(1.0, max(0.0, v))
