"""The theme's sound effects as WAV files, written by `python -m tools.make_art DIR`.

The sounds are synthesised here from a few sine partials and a seeded noise source, with the
standard library alone, so the project owns them outright (no sample packs, no licences to
track) and they are generated like the art: into DIR/sounds/<name>.wav, never committed, and a
file is only rewritten when its bytes change. The same input gives the same bytes on a machine.

Every sound is 44.1 kHz mono 16-bit PCM, the format every audio back end plays without
resampling surprises, and `QSoundEffect` loads directly.
"""

from __future__ import annotations

import array
import io
import math
import random
import sys
import wave
from collections.abc import Callable

RATE = 44_100
FULL_SCALE = 32_767
# -6 dBFS: the table can play a deal, chips and a win at once, and the mix must not clip.
PEAK = 0.5
# Fades at the very ends of every sound, so playback starts and stops at zero (no click).
EDGE = 0.002
SEED = 1_958  # noise is seeded so the files, and so their bytes, never change by themselves
FOLDER = "sounds"

# A partial of a note: (frequency as a multiple of the note's, amplitude, decay time constant
# in seconds). A sum of decaying partials is how struck things (cards, chips, bells) sound.
Partial = tuple[float, float, float]


def _count(seconds: float) -> int:
    return round(seconds * RATE)


def _smoothstep(x: float) -> float:
    """0 to 1 along half a cosine: a fade with no corner at either end, so nothing clicks."""
    return 0.5 - 0.5 * math.cos(math.pi * min(max(x, 0.0), 1.0))


def _envelope(i: int, n: int, attack: int, release: int) -> float:
    """Gain at sample `i` of `n`: rises over `attack` samples, falls to zero over `release`."""
    rise = _smoothstep(i / attack) if attack else 1.0
    fall = _smoothstep((n - 1 - i) / release) if release else 1.0
    return rise * fall


def _one_pole(cutoff: float) -> float:
    """The coefficient of a one-pole low-pass filter with this cut-off frequency (Hz)."""
    return 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)


def _note(
    out: list[float],
    start: float,
    length: float,
    frequency: float,
    partials: tuple[Partial, ...],
    attack: float = 0.005,
    release: float = 0.02,
) -> None:
    """Mix a note of decaying partials into `out`, from `start` seconds for `length` seconds."""
    first, n = _count(start), _count(length)
    attack_n, release_n = _count(attack), _count(release)
    for i in range(min(n, len(out) - first)):
        t = i / RATE
        value = sum(
            amplitude * math.exp(-t / decay) * math.sin(2.0 * math.pi * frequency * ratio * t)
            for ratio, amplitude, decay in partials
        )
        out[first + i] += value * _envelope(i, n, attack_n, release_n)


def _finish(samples: list[float]) -> list[float]:
    """Fade the ends to exactly zero and scale the loudest sample to `PEAK`."""
    n = len(samples)
    edge = _count(EDGE)
    faded = [value * _envelope(i, n, edge, edge) for i, value in enumerate(samples)]
    loudest = max(abs(value) for value in faded)
    return [value * PEAK / loudest for value in faded]


def deal() -> list[float]:
    """A soft card snap: 60 ms of noise, band-limited so it is neither hiss nor thump."""
    rng = random.Random(SEED)
    n = _count(0.060)
    smooth, slow = _one_pole(3_000.0), _one_pole(500.0)
    low = lower = lowest = 0.0
    out: list[float] = []
    for i in range(n):
        # Two low-passes in a row take the hiss off above ~3 kHz (12 dB an octave: one left
        # it sounding like static), and what is below ~500 Hz is subtracted: no thump.
        low += smooth * (rng.uniform(-1.0, 1.0) - low)
        lower += smooth * (low - lower)
        lowest += slow * (lower - lowest)
        out.append((lower - lowest) * math.exp(-i / RATE / 0.014))
    return _finish([value * _envelope(i, n, _count(0.002), _count(0.015))
                    for i, value in enumerate(out)])


def chips() -> list[float]:
    """Two chips clicking together: short, high, slightly inharmonic partials, twice."""
    out = [0.0] * _count(0.120)
    click = ((1.0, 1.0, 0.010), (1.51, 0.6, 0.008), (2.04, 0.35, 0.006))
    _note(out, 0.000, 0.060, 3_150.0, click, attack=0.0008, release=0.015)
    # The second chip is a touch higher and softer, as the stack settles.
    softer = tuple((ratio, amplitude * 0.7, decay) for ratio, amplitude, decay in click)
    _note(out, 0.048, 0.070, 3_400.0, softer, attack=0.0008, release=0.02)
    return _finish(out)


def win() -> list[float]:
    """A bright rising fifth, G5 then D6, the second ringing on after the first."""
    out = [0.0] * _count(0.400)
    bright = ((1.0, 1.0, 0.18), (2.0, 0.35, 0.10), (3.0, 0.15, 0.06))
    _note(out, 0.000, 0.200, 783.99, bright, release=0.05)
    _note(out, 0.110, 0.290, 1_174.66, bright, release=0.12)
    return _finish(out)


def level() -> list[float]:
    """A clear chime on C6: a strong fundamental with a few bell partials that die first."""
    out = [0.0] * _count(0.700)
    bell = ((1.0, 1.0, 0.30), (2.0, 0.30, 0.16), (2.76, 0.12, 0.10), (5.40, 0.05, 0.05))
    _note(out, 0.0, 0.700, 1_046.50, bell, attack=0.003, release=0.25)
    return _finish(out)


def turn() -> list[float]:
    """A gentle two-tone prompt, E5 then A5: near-pure sines, soft attacks."""
    out = [0.0] * _count(0.250)
    soft = ((1.0, 1.0, 0.15), (2.0, 0.08, 0.08))
    _note(out, 0.000, 0.120, 659.26, soft, attack=0.010, release=0.030)
    _note(out, 0.125, 0.125, 880.00, soft, attack=0.010, release=0.050)
    return _finish(out)


def error() -> list[float]:
    """A low, short buzz: two slightly detuned band-limited saws around 110 Hz."""
    out = [0.0] * _count(0.150)
    # Harmonics 1/k up to about 1.2 kHz: a saw's buzz without the harshness above it.
    saw = tuple((float(k), 1.0 / k, 1.0) for k in range(1, 11))
    _note(out, 0.0, 0.150, 110.0, saw, attack=0.008, release=0.040)
    _note(out, 0.0, 0.150, 116.5, saw, attack=0.008, release=0.040)
    return _finish(out)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "deal": deal,
    "chips": chips,
    "win": win,
    "level": level,
    "turn": turn,
    "error": error,
}


def wav_bytes(samples: list[float]) -> bytes:
    """`samples` (within -1..1) as a 44.1 kHz mono 16-bit WAV file."""
    pcm = array.array("h", (round(value * FULL_SCALE) for value in samples))
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV samples are little-endian whatever the machine
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm.tobytes())
    return buffer.getvalue()


def sound_paths() -> dict[str, str]:
    """Each sound's file by its name, relative to the theme folder: the theme manifest's list."""
    return {name: f"{FOLDER}/{name}.wav" for name in SOUNDS}


def sound_files() -> dict[str, bytes]:
    """Every sound file, by its path relative to the theme folder (POSIX separators)."""
    paths = sound_paths()
    return {paths[name]: wav_bytes(make()) for name, make in SOUNDS.items()}
