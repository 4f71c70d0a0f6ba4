"""The lobby (issue 19): Join has its own name field; "On this network" says "Searching…" while
no host is heard and drops a host that stops announcing (a real browser hearing beacons on
loopback); the lobby remembers the last game, bots, their level and the player's name."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from app.client.options import JoinOptions
from app.net.discovery import Browser, HostAnnouncement, make_beacon
from app.timebase import ManualTime
from app.ui.lobby_view import NONE_FOUND, SEARCH_SECONDS, SEARCHING, LobbyView
from app.ui.main_window import MainWindow
from tests.support.waiting import until


def listed(lobby: LobbyView) -> list[str]:
    hosts = lobby.ui.hosts_list
    return [hosts.item(row).text() for row in range(hosts.count())]


def test_join_has_its_own_name(qtbot: QtBot) -> None:
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    joined: list[JoinOptions] = []
    lobby.join_requested.connect(joined.append)
    ui = lobby.ui
    ui.name_edit.setText("Ann")  # the name for a game at home
    ui.join_name_edit.setText("Tess")
    ui.address_edit.setText("127.0.0.1")
    ui.code_edit.setText("4321")
    ui.join_button.click()
    assert [options.name for options in joined] == ["Tess"]
    ui.join_name_edit.setText("")
    ui.join_button.click()  # a player needs a name: said, and nothing is joined
    assert len(joined) == 1 and "name" in ui.message_label.text()


def test_hosts_are_listed_while_they_announce_and_searching_is_said_otherwise(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop) -> None:
    clock = ManualTime()  # the browser's and the lobby's: a beacon's age, moved by the test
    lobby = LobbyView(timebase=clock)
    qtbot.addWidget(lobby)
    assert listed(lobby) == [SEARCHING]
    assert lobby.ui.hosts_list.item(0).flags() == Qt.ItemFlag.NoItemFlags  # not a host

    shown: list[list[HostAnnouncement]] = []

    def show(hosts: list[HostAnnouncement]) -> None:
        shown.append(hosts)
        lobby.show_found(hosts)

    async def test() -> None:
        browser = Browser(beacon_port=0, beacon_address="127.0.0.1", use_zeroconf=False,
                          expiry=0.5, on_change=show, timebase=clock)
        await browser.start()
        port = browser.beacon_port
        assert port is not None
        friday = HostAnnouncement(name="Friday", address="127.0.0.1", port=7777,
                                  variant="series7", protocol=1, players=2)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as beacon:
            # Announcing for over a second, twice the browser's expiry, a beacon every tenth of a
            # second, each with one more player (so the lobby shows each as it is heard): it
            # stays listed throughout.
            for players in range(2, 13):
                beacon.sendto(make_beacon(replace(friday, players=players)),
                              ("127.0.0.1", port))
                await until(lambda players=players: bool(shown) and bool(shown[-1])
                            and shown[-1][0].players == players, "the beacon heard", 5.0)
                clock.advance(0.1)
            assert all(shown) and clock.monotonic() > 2 * 0.5
            assert listed(lobby) == ["Friday\nSeries 7 · 127.0.0.1:7777 · 12 players"]
            # The game by its name, wrapped to the list: no sideways scroll (seen under Xvfb).
            hosts = lobby.ui.hosts_list
            assert hosts.horizontalScrollBar().maximum() == 0
            assert hosts.visualItemRect(hosts.item(0)).width() <= hosts.viewport().width()
            more = HostAnnouncement(name="Friday", address="127.0.0.1", port=7777,
                                    variant="series7", protocol=1, players=13,
                                    host_id=friday.host_id)
            beacon.sendto(make_beacon(more), ("127.0.0.1", port))
            await until(lambda: listed(lobby) == [
                "Friday\nSeries 7 · 127.0.0.1:7777 · 13 players"], "the news heard", 5.0)
        # It stopped announcing: listed until the browser's expiry, gone after it.
        clock.advance(0.45)
        assert listed(lobby) != [SEARCHING] and browser.hosts()
        clock.advance(0.1)
        await until(lambda: listed(lobby) == [SEARCHING], "the host dropped", 10.0)
        assert listed(lobby) == [SEARCHING]
        await browser.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 30.0))


def test_the_lobby_remembers_the_last_game_bots_and_name(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    def settings_file() -> QSettings:
        return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)

    window = MainWindow(stored=settings_file())
    qtbot.addWidget(window)
    window.database = tmp_path / "games.sqlite3"
    ui = window.lobby.ui
    ui.variant_combo.setCurrentIndex(1)  # BlackJack eXtreme
    ui.bots_spin.setValue(3)
    ui.bot_level_combo.setCurrentIndex(2)  # random
    ui.name_edit.setText("Ann")

    async def play() -> None:
        ui.play_button.click()
        assert window.local is not None, ui.message_label.text()
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(play(), 30.0))
    window.close()

    again = MainWindow(stored=settings_file())
    qtbot.addWidget(again)
    ui = again.lobby.ui
    assert ui.variant_combo.currentIndex() == 1
    assert ui.bots_spin.value() == 3
    assert ui.bot_level_combo.currentIndex() == 2
    assert ui.name_edit.text() == "Ann" and ui.join_name_edit.text() == "Ann"


def test_the_games_offered_are_the_registered_variants(qtbot: QtBot,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 37: both Game boxes list what the registry holds, in its order and words, a
    variant registered from outside the app among them (S7, BJX, T10)."""
    from app.engine.variants import register, registry, variant_of

    monkeypatch.setattr(registry, "_REGISTERED", dict(registry._REGISTERED))
    register(replace(variant_of("series7"), name="series7-six", title="Series 7 on six seats"))
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    for combo in (lobby.ui.variant_combo, lobby.ui.host_variant_combo):
        assert [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())] == [
            ("Series 7", "series7"), ("BlackJack eXtreme", "bjx"), ("10-hand", "tenhand"),
            ("Series 7 on six seats", "series7-six")]
    lobby.ui.variant_combo.setCurrentIndex(1)
    assert lobby.ui.rules_value_label.text() == variant_of("bjx").summary
    assert lobby.ui.bots_spin.maximum() == variant_of("bjx").local_bots


def test_searching_turns_into_none_found_and_back(qtbot: QtBot) -> None:
    """Issue 38: "Searching…" never became "no game nights found". Past SEARCH_SECONDS with
    none, the list says so, and that it still looks; a host heard is listed; once it has gone,
    the search starts again. Failed before."""
    clock = ManualTime()
    lobby = LobbyView(timebase=clock)
    qtbot.addWidget(lobby)
    assert listed(lobby) == [SEARCHING]
    clock.advance(SEARCH_SECONDS - 0.5)
    lobby.clock.tick()
    assert listed(lobby) == [SEARCHING]
    clock.advance(1.0)
    lobby.clock.tick()
    assert listed(lobby) == [NONE_FOUND]
    friday = HostAnnouncement(name="Friday", address="127.0.0.1", port=7777, variant="series7",
                              protocol=1, players=5)
    lobby.show_found([friday])
    assert listed(lobby) == ["Friday\nSeries 7 · 127.0.0.1:7777 · 5 players"]
    lobby.show_found([])
    assert listed(lobby) == [SEARCHING]
    clock.advance(SEARCH_SECONDS)
    lobby.clock.tick()
    assert listed(lobby) == [NONE_FOUND]
