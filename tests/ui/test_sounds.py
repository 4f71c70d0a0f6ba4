"""The one facade that plays the theme's sounds by name or by game event (the generated files
themselves are tested with their generator, tests/tools/test_make_sounds.py)."""

from __future__ import annotations

import logging
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.actions import Action
from app.engine.cards import Card
from app.engine.events import (
    ActionTaken,
    BetKind,
    BetPlaced,
    BetSettled,
    CardDealt,
    CardTurned,
    HandEnded,
    Outcome,
)
from app.engine.tournament.events import (
    ChampionDeclared,
    HighCardDrawn,
    LevelStarted,
    MatchEnded,
    TableWon,
    TournamentEnded,
)
from app.net import protocol
from app.ui import sounds
from app.ui.sounds import QtSoundBackend, SilentBackend, Sounds, sound_for

NAMES = ["deal", "chips", "win", "level", "turn", "error"]
ME = "Ann"


# ---- the facade -----------------------------------------------------------------------------


class Recorder:
    """A back end that records what it is asked to do."""

    def __init__(self) -> None:
        self.prepared: list[Path] = []
        self.played: list[tuple[str, float]] = []
        self.stops = 0

    def prepare(self, path: Path) -> None:
        self.prepared.append(path)

    def play(self, path: Path, volume: float) -> None:
        self.played.append((path.stem, volume))

    def stop_all(self) -> None:
        self.stops += 1


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A sounds folder with every name; the facade reads file names only, not their content."""
    for name in NAMES:
        (tmp_path / f"{name}.wav").write_bytes(b"RIFF")
    return tmp_path


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


@pytest.fixture
def table(folder: Path, recorder: Recorder) -> Sounds:
    return Sounds(folder, recorder, player=ME)


def test_files_are_prepared_ahead_and_played_by_name(table: Sounds, recorder: Recorder,
                                                     folder: Path) -> None:
    assert sorted(recorder.prepared) == sorted(folder / f"{name}.wav" for name in NAMES)
    assert table.names == frozenset(NAMES)
    table.play("chips")
    table.play("level")
    assert recorder.played == [("chips", 1.0), ("level", 1.0)]


@pytest.mark.parametrize("name", ["", "nope", "../deal", "deal.wav", "DEAL"])
def test_unknown_names_are_ignored(table: Sounds, recorder: Recorder, name: str) -> None:
    table.play(name)
    assert recorder.played == []


def test_a_missing_folder_plays_nothing_and_raises_nothing(tmp_path: Path,
                                                          recorder: Recorder) -> None:
    quiet = Sounds(tmp_path / "missing", recorder)
    quiet.play("deal")
    quiet.on_event(BetPlaced(seat=ME, hand=0, amount=5, kind=BetKind.BET))
    assert recorder.prepared == [] and recorder.played == []


def test_muting_stops_playback_and_silences_until_unmuted(table: Sounds,
                                                         recorder: Recorder) -> None:
    assert table.muted is False
    table.muted = True
    assert table.muted is True
    assert recorder.stops == 1  # a chime already ringing stops too
    table.play("win")
    table.on_event(BetPlaced(seat=ME, hand=0, amount=5, kind=BetKind.BET))
    assert recorder.played == []
    table.muted = False
    table.play("win")
    assert recorder.played == [("win", 1.0)]


def test_volume_reaches_the_backend_and_is_clamped(table: Sounds, recorder: Recorder) -> None:
    table.volume = 0.25
    table.play("deal")
    table.volume = 7
    assert table.volume == 1.0
    table.play("deal")
    table.volume = -0.5
    assert table.volume == 0.0
    table.play("deal")  # volume 0: nothing to play
    assert recorder.played == [("deal", 0.25), ("deal", 1.0)]


@pytest.mark.parametrize("bad", [float("nan"), float("inf")])
def test_a_volume_that_is_no_number_is_refused(table: Sounds, bad: float) -> None:
    with pytest.raises(ValueError):
        table.volume = bad
    assert table.volume == 1.0


def settled(seat: str, outcome: Outcome, returned: int, collected: int, won: int) -> BetSettled:
    return BetSettled(seat=seat, hand=0, outcome=outcome, returned=returned,
                      collected=collected, won=won, dealer="Dee")


def decision(seat: str) -> protocol.DecisionRequest:
    return protocol.DecisionRequest(decision=1, table=1, seat=seat, kind="play",
                                    actions=["hit", "stand"], ranges={}, deadline=3.0)


def bet_request(seat: str) -> protocol.BetRequest:
    return protocol.BetRequest(table=1, hand=1, seat=seat, low=5, high=50, step=5, deadline=3.0)


EVENTS: list[tuple[str, object, str | None]] = [
    ("card", CardDealt(seat="Bob", hand=0, card=Card.parse("AS"), face_up=True), "deal"),
    ("hidden card", CardDealt(seat="Bob", hand=0, card=None, face_up=False), "deal"),
    ("card turned", CardTurned(seat="Dee", hand=0, index=1, card=Card.parse("KH")), "deal"),
    ("high card", HighCardDrawn(seat="Bob", card=Card.parse("2C")), "deal"),
    ("bet", BetPlaced(seat="Bob", hand=0, amount=10, kind=BetKind.BET), "chips"),
    ("my double", BetPlaced(seat=ME, hand=0, amount=10, kind=BetKind.DOUBLE), "chips"),
    ("my win", settled(ME, Outcome.WIN, 10, 0, 10), "win"),
    ("my natural", settled(ME, Outcome.NATURAL, 10, 0, 15), "win"),
    ("my loss", settled(ME, Outcome.LOSE, 0, 10, 0), "chips"),
    ("my push", settled(ME, Outcome.PUSH, 10, 0, 0), "chips"),
    ("someone's win", settled("Bob", Outcome.WIN, 10, 0, 10), "chips"),
    ("nothing moved", settled(ME, Outcome.SAT_OUT, 0, 0, 0), None),
    ("level", LevelStarted(level=2, players=(ME, "Bob"), table_sizes=(2,), stacks={}), "level"),
    ("my table", TableWon(level=1, table=1, seat=ME, hands=30, chips={}), "win"),
    ("their table", TableWon(level=1, table=1, seat="Bob", hands=30, chips={}), None),
    ("champion", ChampionDeclared(seat=ME, level=3), "win"),
    ("my match", MatchEnded(room=1, winner=ME, chips={}), "win"),
    ("drawn match", MatchEnded(room=1, winner=None, chips={}), None),
    ("my tournament", TournamentEnded(winner=ME, reason="all chips"), "win"),
    ("cancelled", TournamentEnded(winner=None, reason="cancelled"), None),
    ("my decision", decision(ME), "turn"),
    ("my bet", bet_request(ME), "turn"),
    ("their decision", decision("Bob"), None),
    ("refused", protocol.Error(message="not your turn"), "error"),
    ("action", ActionTaken(seat=ME, hand=0, action=Action.HIT), None),
    ("hand ended", HandEnded(net={ME: 10}, stacks={ME: 110}), None),
    ("not an event", "deal", None),
]


@pytest.mark.parametrize(("event", "expected"), [(e, s) for _, e, s in EVENTS],
                         ids=[label for label, _, _ in EVENTS])
def test_events_map_to_sounds(table: Sounds, recorder: Recorder, event: object,
                              expected: str | None) -> None:
    assert sound_for(event, ME) == expected
    table.on_event(event)
    assert recorder.played == ([] if expected is None else [(expected, 1.0)])


def test_without_a_local_player_nothing_is_mine() -> None:
    # A spectator (no player name) must not hear "win" for a match nobody won.
    assert sound_for(MatchEnded(room=1, winner=None, chips={}), None) is None
    assert sound_for(TournamentEnded(winner=None, reason="cancelled"), None) is None
    assert sound_for(settled(ME, Outcome.WIN, 10, 0, 10), None) == "chips"
    assert sound_for(decision(ME), None) is None


def test_the_player_can_be_named_after_joining(table: Sounds, recorder: Recorder) -> None:
    table.player = "Bob"
    table.on_event(settled(ME, Outcome.WIN, 10, 0, 10))
    table.on_event(settled("Bob", Outcome.WIN, 10, 0, 10))
    assert recorder.played == [("chips", 1.0), ("win", 1.0)]


# ---- the real back end and its fall-back ------------------------------------------------------


@pytest.fixture
def reported(monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """A fresh memory of what was logged, so each test sees its own 'once'."""
    fresh: set[str] = set()
    monkeypatch.setattr(sounds, "_reported", fresh)
    return fresh


class FakeEffect:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def setSource(self, url: Any) -> None:  # Qt's name
        self.calls.append(("source", url.toLocalFile()))

    def setVolume(self, volume: float) -> None:  # Qt's name
        self.calls.append(("volume", volume))

    def play(self) -> None:
        self.calls.append(("play", None))

    def stop(self) -> None:
        self.calls.append(("stop", None))


def fake_multimedia(outputs: list[str]) -> types.ModuleType:
    """Qt Multimedia's surface that the back end uses, for machines without the module."""
    module = types.ModuleType("PySide6.QtMultimedia")
    effects: list[FakeEffect] = []

    def new_effect() -> FakeEffect:
        effects.append(FakeEffect())
        return effects[-1]

    scale = types.SimpleNamespace(LogarithmicVolumeScale="log", LinearVolumeScale="linear")
    module.QSoundEffect = new_effect  # type: ignore[attr-defined]
    module.effects = effects  # type: ignore[attr-defined]
    module.QMediaDevices = types.SimpleNamespace(audioOutputs=lambda: outputs)  # type: ignore[attr-defined]
    module.QtAudio = types.SimpleNamespace(  # type: ignore[attr-defined]
        VolumeScale=scale,
        # Squares, as a stand-in for the real log-to-linear curve: the test sees it was used.
        convertVolume=lambda v, src, dst: v * v if (src, dst) == ("log", "linear") else v,
    )
    return module


def test_a_missing_qt_multimedia_falls_back_to_silence_logged_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, reported: set[str],
    folder: Path,
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # import raises ImportError
    caplog.set_level(logging.WARNING, logger="pitboss.sounds")
    assert isinstance(sounds.default_backend(), SilentBackend)
    quiet = Sounds(folder)
    quiet.play("deal")  # plays nothing, raises nothing
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "Qt Multimedia cannot be loaded" in lines[0], lines


def test_no_audio_output_falls_back_to_silence(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
    reported: set[str],
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", fake_multimedia([]))
    caplog.set_level(logging.WARNING, logger="pitboss.sounds")
    assert isinstance(sounds.default_backend(), SilentBackend)
    assert isinstance(sounds.default_backend(), SilentBackend)
    lines = [r.getMessage() for r in caplog.records]
    assert lines == ["Sound is off: no audio output device was found"]


def test_qt_backend_loads_each_file_once_and_plays_at_the_heard_volume(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, reported: set[str], folder: Path,
) -> None:
    multimedia = fake_multimedia(["Speakers"])
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", multimedia)
    backend = sounds.default_backend()
    assert isinstance(backend, QtSoundBackend)

    table = Sounds(folder, backend)
    effects: list[FakeEffect] = multimedia.effects  # type: ignore[attr-defined]
    assert len(effects) == len(NAMES)  # one QSoundEffect per file, made up front
    table.volume = 0.5
    table.play("win")
    table.play("win")
    assert len(effects) == len(NAMES)
    (win,) = [e for e in effects if e.calls[0] == ("source", str(folder / "win.wav"))]
    assert win.calls[1:] == [("volume", 0.25), ("play", None)] * 2
    table.muted = True
    assert all(e.calls[-1] == ("stop", None) for e in effects)
