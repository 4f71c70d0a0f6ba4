"""The generated sound effects: valid, quiet enough, click-free, deterministic WAV files, made by
tools/make_sounds.py and written into the theme by tools/make_art.py (app/ui/sounds.py plays
them)."""

from __future__ import annotations

import array
import io
import random
import sys
import wave
from pathlib import Path

import pytest

from tools import make_art, make_sounds

FULL_SCALE = 32_767
NAMES = ["deal", "chips", "win", "level", "turn", "error"]
# (shortest, longest) in seconds: what the brief asks for, with a little room either way.
DURATIONS = {
    "deal": (0.04, 0.08),
    "chips": (0.10, 0.14),
    "win": (0.35, 0.45),
    "level": (0.60, 0.80),
    "turn": (0.20, 0.30),
    "error": (0.12, 0.18),
}


@pytest.fixture(scope="module")
def files() -> dict[str, bytes]:
    return make_sounds.sound_files()


def read(data: bytes) -> tuple[wave._wave_params, array.array[int]]:
    """What the standard `wave` reader makes of a file: its parameters and its samples."""
    with wave.open(io.BytesIO(data), "rb") as reader:
        params = reader.getparams()
        samples = array.array("h", reader.readframes(params.nframes))
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


# ---- the generated files ----------------------------------------------------------------------


def test_every_sound_is_generated_under_sounds(files: dict[str, bytes]) -> None:
    assert sorted(files) == sorted(f"sounds/{name}.wav" for name in NAMES)
    assert make_sounds.sound_paths() == {name: f"sounds/{name}.wav" for name in NAMES}


@pytest.mark.parametrize("name", NAMES)
def test_sound_is_a_valid_quiet_click_free_wav(files: dict[str, bytes], name: str) -> None:
    params, samples = read(files[f"sounds/{name}.wav"])
    assert (params.framerate, params.nchannels, params.sampwidth) == (44_100, 1, 2)
    assert params.comptype == "NONE"
    low, high = DURATIONS[name]
    assert low <= params.nframes / params.framerate <= high
    assert len(samples) == params.nframes

    peak = max(abs(value) for value in samples)
    # Well below clipping, so sounds can overlap; and not so quiet that it is lost.
    assert 0.25 * FULL_SCALE <= peak <= 0.6 * FULL_SCALE
    assert FULL_SCALE not in samples and -FULL_SCALE - 1 not in samples

    # Starting or stopping away from zero is heard as a click.
    edge = 9  # 0.2 ms: inside every sound's fade, whose gain there is a few per cent at most
    assert all(abs(value) < 0.01 * FULL_SCALE for value in samples[:edge]), samples[:edge]
    assert all(abs(value) < 0.01 * FULL_SCALE for value in samples[-edge:]), samples[-edge:]
    assert samples[0] == 0 and samples[-1] == 0


def test_generation_is_deterministic_whatever_the_global_random_state(
    files: dict[str, bytes],
) -> None:
    random.seed(1)
    first = make_sounds.sound_files()
    random.seed(2)
    assert make_sounds.sound_files() == first == files


def test_the_sounds_differ_from_one_another(files: dict[str, bytes]) -> None:
    assert len(set(files.values())) == len(NAMES)


def test_the_theme_script_writes_the_sounds_folder(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "classic"
    assert make_art.main([str(out)]) == 0
    assert sorted(p.name for p in (out / "sounds").iterdir()) == sorted(f"{n}.wav" for n in NAMES)
    assert make_art.main([str(out)]) == 0  # the second time nothing changed
    assert "0 file(s) written" in capsys.readouterr().out.splitlines()[-1]
