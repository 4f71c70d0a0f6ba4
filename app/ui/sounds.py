"""The table's sounds, behind one facade keyed by game events (STYLE 8).

`Sounds` decides what to play: it maps an engine event (or a host request addressed to the
player) to a sound name and holds muting and volume. A back end decides how: `QtSoundBackend`
plays through Qt Multimedia's `QSoundEffect`; `SilentBackend` stands in, saying once in the log
why, where Qt Multimedia or an audio output is missing (a CI machine, a desktop without sound).
Tests inject a back end that records what it was asked to play.

The view calls `on_event` when it shows an event, not when the event arrives: the engine emits
facts and the view owns timing (STYLE 5), so a card's snap lands with its animation.
"""

from __future__ import annotations

import importlib
import logging
import math
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QUrl

from app.engine.events import BetPlaced, BetSettled, CardDealt, CardTurned
from app.engine.tournament.events import (
    ChampionDeclared,
    HighCardDrawn,
    LevelStarted,
    MatchEnded,
    TableWon,
    TournamentEnded,
)
from app.net import protocol

log = logging.getLogger("pitboss.sounds")

DEAL = "deal"
CHIPS = "chips"
WIN = "win"
LEVEL = "level"
TURN = "turn"
ERROR = "error"

# Why sound is off, each said once per run: the log is read after the fact, and one line per
# event would bury everything else in it.
_reported: set[str] = set()


def _report_once(reason: str) -> None:
    if reason not in _reported:
        _reported.add(reason)
        log.warning("Sound is off: %s", reason)


class SoundBackend(Protocol):
    """What plays the files. Paths are WAV files; `volume` is 0.0 to 1.0 as the player sees it."""

    def prepare(self, path: Path) -> None:
        """Load `path` ahead of time, so its first play is not late."""

    def play(self, path: Path, volume: float) -> None: ...

    def stop_all(self) -> None:
        """Stop whatever is playing (muting should not let a long chime ring on)."""


class SilentBackend:
    """Plays nothing: where there is no way to play sound."""

    def prepare(self, path: Path) -> None:
        pass

    def play(self, path: Path, volume: float) -> None:
        pass

    def stop_all(self) -> None:
        pass


class QtSoundBackend:
    """One `QSoundEffect` per file: it decodes the WAV once and plays it with low latency,
    which is what short table sounds need (a media player would decode each time)."""

    def __init__(self, multimedia: Any) -> None:
        # The module is handed in, imported lazily by `default_backend`: Qt Multimedia comes
        # with PySide6-Addons, which the app must also run without. So it is typed Any: where
        # the module is missing, so are its stubs.
        self._multimedia = multimedia
        self._effects: dict[Path, Any] = {}

    def prepare(self, path: Path) -> None:
        self._effect(path)

    def play(self, path: Path, volume: float) -> None:
        effect = self._effect(path)
        scale = self._multimedia.QtAudio.VolumeScale
        # A volume slider is heard logarithmically; QSoundEffect takes a linear gain. Without
        # the conversion the bottom half of the slider would be nearly as loud as the top.
        effect.setVolume(
            self._multimedia.QtAudio.convertVolume(
                volume, scale.LogarithmicVolumeScale, scale.LinearVolumeScale
            )
        )
        effect.play()

    def stop_all(self) -> None:
        for effect in self._effects.values():
            effect.stop()

    def _effect(self, path: Path) -> Any:
        effect = self._effects.get(path)
        if effect is None:
            effect = self._multimedia.QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[path] = effect
        return effect


def default_backend() -> SoundBackend:
    """Qt Multimedia where it can play, else silence with the reason logged once."""
    try:
        # Lazily: a missing module (PySide6-Essentials alone) or a missing system audio
        # library (Qt Multimedia links libpulse on Linux) must not stop the app from starting.
        multimedia = importlib.import_module("PySide6.QtMultimedia")
    except ImportError as error:
        _report_once(f"Qt Multimedia cannot be loaded ({error})")
        return SilentBackend()
    if QCoreApplication.instance() is None:
        # Qt Multimedia looks for devices through the application; without one it finds none.
        _report_once("there is no Qt application to play it")
        return SilentBackend()
    if not multimedia.QMediaDevices.audioOutputs():
        _report_once("no audio output device was found")
        return SilentBackend()
    return QtSoundBackend(multimedia)


def sound_for(event: object, player: str | None) -> str | None:
    """The sound an event makes for `player` (the local player's name), or None.

    Events are engine facts and the host's requests; anything else makes no sound, so a caller
    can pass every event it shows.
    """
    mine = player is not None
    match event:
        case CardDealt() | CardTurned() | HighCardDrawn():
            return DEAL
        case BetPlaced():
            return CHIPS
        case BetSettled(seat=seat, won=won) if mine and seat == player and won > 0:
            return WIN
        case BetSettled(returned=returned, collected=collected, won=won) if (
            returned or collected or won
        ):
            return CHIPS
        case LevelStarted():
            return LEVEL
        case TableWon(seat=seat) | ChampionDeclared(seat=seat) if mine and seat == player:
            return WIN
        case MatchEnded(winner=winner) | TournamentEnded(winner=winner) if (
            mine and winner == player
        ):
            return WIN
        case protocol.BetRequest(seat=seat) | protocol.DecisionRequest(seat=seat) if (
            mine and seat == player
        ):
            return TURN
        case protocol.Error():
            return ERROR
    return None


class Sounds:
    """Plays the sounds in `folder` (<name>.wav, as `make_sounds` writes them) by name or by
    game event. A name with no file is ignored: a theme may leave sounds out."""

    def __init__(
        self, folder: Path, backend: SoundBackend | None = None, *, player: str | None = None
    ) -> None:
        self._backend = default_backend() if backend is None else backend
        self._paths: dict[str, Path] = (
            {path.stem: path for path in sorted(folder.glob("*.wav"))} if folder.is_dir() else {}
        )
        if not self._paths:
            _report_once(f"there are no sound files in {folder}")
        for path in self._paths.values():
            self._backend.prepare(path)
        self.player = player
        self._muted = False
        self._volume = 1.0

    @property
    def names(self) -> frozenset[str]:
        """The sounds this facade can play."""
        return frozenset(self._paths)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, muted: bool) -> None:
        self._muted = muted
        if muted:
            self._backend.stop_all()

    @property
    def volume(self) -> float:
        """0.0 (silent) to 1.0 (full), as a slider shows it; values outside are clamped."""
        return self._volume

    @volume.setter
    def volume(self, volume: float) -> None:
        if not math.isfinite(volume):
            raise ValueError(f"The volume must be a number from 0.0 to 1.0, not {volume!r}")
        self._volume = min(max(float(volume), 0.0), 1.0)

    def play(self, name: str) -> None:
        """Play the sound `name`; nothing happens when muted, at volume 0, or with no such file."""
        path = self._paths.get(name)
        if path is None or self._muted or self._volume == 0.0:
            return
        self._backend.play(path, self._volume)

    def on_event(self, event: object) -> None:
        """Play the sound `event` makes for the local player, if any (see `sound_for`)."""
        name = sound_for(event, self.player)
        if name is not None:
            self.play(name)
