"""Settings' update check (issue 24): off unless turned on, stored as the other settings are,
and "Check now" shows the answer of a real feed served on 127.0.0.1."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from app.client.updates import UpdateAnswer, check
from app.ui.settings import Settings, load_settings, save_settings
from app.ui.settings_view import SettingsView
from tests.support.update_feed import NAME, local_feed


def test_the_check_is_off_by_default_and_kept_when_turned_on(tmp_path: Path) -> None:
    assert Settings().check_updates is False
    stored = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert load_settings(stored).check_updates is False
    save_settings(stored, Settings(check_updates=True))
    again = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert load_settings(again).check_updates is True


def test_a_bad_stored_value_is_the_default(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[settings]\ncheck_updates=maybe\nvolume=40\n", encoding="utf-8")
    loaded = load_settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert loaded == Settings(volume=40)


def test_check_now_shows_the_answer_of_a_real_feed(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:

        async def against_the_local_feed() -> UpdateAnswer:
            return await check(feed.feed, tmp_path / "client", current_version="1.0.0",
                               root=feed.root, name=NAME)

        view = SettingsView(audio_outputs=lambda: [object()],
                            update_check=against_the_local_feed)
        qtbot.addWidget(view)
        view.show()
        assert not view.ui.updates_check.isChecked()
        assert view.settings().check_updates is False
        assert not view.ui.update_answer_label.isVisible()

        qtbot.mouseClick(view.ui.check_now_button, Qt.MouseButton.LeftButton)
        assert view.update_task is not None
        assert not view.ui.check_now_button.isEnabled()  # one check at a time
        answer = qt_loop.run_until_complete(view.update_task)

    assert view.ui.check_now_button.isEnabled()
    assert view.ui.update_answer_label.isVisible()
    assert view.ui.update_answer_label.text() == answer.message
    assert answer.message.startswith("Pitboss 1.1.0 is available (you have 1.0.0)")


def test_turning_the_check_on_is_an_edit_to_apply(qtbot: QtBot) -> None:
    view = SettingsView(audio_outputs=lambda: [object()])
    qtbot.addWidget(view)
    applied: list[Settings] = []
    view.applied.connect(applied.append)
    assert not view.ui.apply_button.isEnabled()
    view.ui.updates_check.click()
    assert view.ui.apply_button.isEnabled()
    view.ui.apply_button.click()
    assert applied == [Settings(check_updates=True)]


def test_the_check_on_start_runs_once_a_day_and_speaks_of_a_new_version(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Against a real feed with 1.1.0: a box over the window names the new version; the
    day is recorded, so the next start asks nothing; an up-to-date answer shows no box."""
    from datetime import UTC, datetime, timedelta

    from PySide6.QtWidgets import QWidget

    from app.ui.update_check import UpdateCheckOnStart

    stored = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = QWidget()
    qtbot.addWidget(window)
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        def against(version: str) -> UpdateCheckOnStart:
            async def ask() -> UpdateAnswer:
                return await check(feed.feed, tmp_path / f"client-{version}",
                                   current_version=version, root=feed.root, name=NAME)
            return UpdateCheckOnStart(window, stored, qt_loop.create_task, ask)

        older = against("1.0.0")
        assert older.arm()  # never checked: due
        qt_loop.run_until_complete(older.run())
        assert older.answer_box is not None
        assert older.answer_box.text().startswith("Pitboss 1.1.0 is available")
        assert not against("1.0.0").arm()  # checked today: not again
        assert against("1.0.0").arm(datetime.now(UTC) + timedelta(days=1, minutes=1))
        newest = against("1.1.0")
        qt_loop.run_until_complete(newest.run())
        assert newest.answer_box is None  # up to date: nothing to say
