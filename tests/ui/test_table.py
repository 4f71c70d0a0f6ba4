"""Playing at the table through the real buttons and keys: local games against bots, headless."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from app.client.table_state import TableState
from app.engine.actions import Action
from app.engine.rules import Variant
from app.net import protocol as p
from app.ui.main_window import MainWindow
from app.ui.table_view import TableView
from tests.support.table_play import fast, visible_actions
from tests.support.waiting import until


def clickable(window: MainWindow) -> bool:
    """The table offers something to click: the minimum bet, a play, or showing a card."""
    table = window.table
    if table.shown.bet_request is not None and table.ui.min_bet_button.isVisible():
        return True
    return bool(visible_actions(window)) or (table.shown.decision is not None and
                                             table.ui.show_first_button.isVisible())


async def clicked(window: MainWindow, button: QPushButton) -> None:
    """Click `button`: the table hides what it asked at once (until the host asks again)."""
    button.click()
    await until(lambda: not clickable(window), "the click taken", 10.0)


async def play_until(window: MainWindow, done: Callable[[], object], seconds: float,
                     prefer: tuple[Action, ...] = (Action.STAND,)) -> dict[str, int]:
    """Answer every bet and decision by clicking what the table offers, until `done()` (or
    `seconds` have gone by: the caller says what is missing); how often each was clicked."""
    clicks: dict[str, int] = {}
    table = window.table
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not done():
        try:
            await until(lambda: done() or clickable(window), "asked", deadline - loop.time())
        except AssertionError:
            break  # out of time
        if done():
            break
        state = table.shown
        offered = visible_actions(window)
        assert not (offered and table.ui.min_bet_button.isVisible()), "a bet beside a play"
        if state.bet_request is not None and table.ui.min_bet_button.isVisible():
            clicks["bet"] = clicks.get("bet", 0) + 1
            await clicked(window, table.ui.min_bet_button)
            continue
        assert state.decision is not None or not offered, "buttons offered with no decision asked"
        assert state.decision is not None  # else nothing is clickable
        legal = set(state.legal_actions())
        assert {action for action, _ in offered} <= legal  # only the legal actions
        choice = next((b for a, b in offered if a in prefer), None)
        if choice is None and offered:
            choice = offered[0][1]
        if choice is None and table.ui.show_first_button.isVisible():
            choice = table.ui.show_first_button
        assert choice is not None  # something was clickable
        clicks[choice.objectName()] = clicks.get(choice.objectName(), 0) + 1
        await clicked(window, choice)
    return clicks


def test_a_whole_local_series7_table_played_to_the_end_by_clicking(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """You and 7 bots, one Series 7 table, to the last chip: every bet and every decision of
    yours made by clicking the button the table offers (S7-8 bets, S7-9 to S7-22 play)."""

    async def test() -> None:
        window.play_locally(fast("series7", 7))
        session = window.session
        assert session is not None
        clicks = await play_until(window, lambda: session.state.over, 150.0)
        assert session.state.over, f"not over after {clicks}"
        assert clicks.get("bet", 0) >= 1 and sum(clicks.values()) > clicks.get("bet", 0)
        standings = session.state.standings
        assert len(standings) == 8
        assert sum(row.chips for row in standings) == 8 * 4000  # C-6: no chip made or lost
        window.leave_table()
        await window.close_games()
        assert window.ui.page_stack.currentWidget() is window.lobby

    qt_loop.run_until_complete(asyncio.wait_for(test(), 180.0))


def test_a_bjx_hand_with_a_raise_and_a_fold(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """BJX-5: the second betting round offers raise, check and fold as buttons; you raise in
    one hand and fold in another, and the log says so."""

    async def test() -> None:
        # A slower clock than the other tests': at 2000x BJX levels pass in half a second and
        # the minimum soon outgrows every stack, and every position sits out (BJX-13).
        window.play_locally(replace(fast("bjx", 3), speedup=100.0))
        session = window.session
        assert session is not None
        done: dict[str, bool] = {}

        def finished() -> bool:
            return len(done) == 2 or session.state.over

        async def answer() -> None:
            while not finished():
                # Longer than answer()'s own bound: that one says where it is stuck.
                await until(lambda: finished() or clickable(window), "asked", 60.0)
                if finished():
                    break
                table = window.table
                state = table.shown
                if state.bet_request is not None and table.ui.min_bet_button.isVisible():
                    await clicked(window, table.ui.min_bet_button)
                elif state.decision is not None:
                    legal = set(state.legal_actions())
                    if Action.RAISE in legal and "raise" not in done:
                        assert table.ui.amount_spin.isEnabled()
                        done["raise"] = True
                        await clicked(window, table.ui.raise_button)
                    elif Action.FOLD in legal and "raise" in done:
                        done["fold"] = True
                        await clicked(window, table.ui.fold_button)
                    else:  # play on: stand, stay in (BJX-13), check, else what is offered
                        offered = visible_actions(window)
                        preferred = [b for a, b in offered
                                     if a in (Action.STAND, Action.STAY_IN, Action.CHECK)]
                        await clicked(window, (preferred or [b for _, b in offered] or
                                               [table.ui.show_first_button])[0])

        try:
            await asyncio.wait_for(answer(), 40.0)
        except TimeoutError:
            state = window.table.shown
            raise AssertionError(f"stuck: done={done} decision={state.decision} "
                                 f"bet={state.bet_request} error={state.error!r} "
                                 f"log={state.log[-8:]} over={state.over}") from None
        assert done == {"raise": True, "fold": True}

        def logged() -> str:
            return "\n".join(window.table.shown.log)

        # The host's answer to the fold is on its way.
        await until(lambda: "You fold" in logged(), "the fold logged", 10.0)
        assert "You raise to " in logged() and "You fold" in logged()  # your own log
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 120.0))


def test_a_ten_hand_match_to_the_end(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """T10-2 to T10-5: a head-to-head match of 10 hands against one bot, bets in an amount."""

    async def test() -> None:
        window.play_locally(fast("tenhand", 1))
        session = window.session
        assert session is not None
        clicks = await play_until(window, lambda: session.state.over, 90.0)
        assert session.state.over, clicks
        assert clicks.get("bet", 0) >= 1
        # T10-5: the higher count after the match wins (a draw is played again, T10-14); the
        # standings carry the match's chips, as the table's seat does (one seat's view).
        winner, loser = session.state.standings
        assert (winner.place, loser.place) == (1, 2)
        assert winner.chips > loser.chips >= 0
        mine = next(row for row in session.state.standings if row.name == "Tess")
        seat = session.state.seat("Tess")
        assert seat is not None and seat.chips == mine.chips
        await window.close_games()
        window.lobby.ui.history_button.click()  # the match was kept: History lists it
        listed = window.history.ui.tournaments_list
        assert window.ui.page_stack.currentWidget() is window.history
        assert listed.count() == 1 and "10-hand" in listed.item(0).text()
        assert "finished" in listed.item(0).text()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 120.0))


def test_keys_play_a_hand(window: MainWindow, qtbot: QtBot,
                         qt_loop: asyncio.AbstractEventLoop) -> None:
    """Keyboard-only play: space bets the minimum, S stands, H hits when offered."""

    async def test() -> None:
        window.play_locally(fast("series7", 3))
        table = window.table
        pressed: list[str] = []
        while len(pressed) < 4:
            await until(lambda: table.shown.bet_request is not None
                        or table.shown.decision is not None, "asked a bet or a play", 60.0)
            state = table.shown
            bet, decision = state.bet_request, state.decision
            if bet is not None:
                qtbot.keyClick(table, Qt.Key.Key_Space)
                pressed.append("space")
                await until(lambda asked=bet: table.shown.bet_request is not asked,
                            "the key bet", 10.0)
            elif decision is not None:
                legal = set(state.legal_actions())
                if Action.STAND in legal:
                    qtbot.keyClick(table, Qt.Key.Key_S)
                    pressed.append("S")
                else:
                    qtbot.keyClick(table, Qt.Key.Key_Space)
                    pressed.append("space")
                number = decision.decision
                await until(lambda number=number: table.shown.decision is None or
                            table.shown.decision.decision != number, "the key answered it", 10.0)
        assert "S" in pressed and "space" in pressed
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))


def test_the_felt_keeps_its_size_as_controls_come_and_go(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """The row of controls holds its height with no button in it: the felt is not resized
    (and every card drawn again) each time a bet or a decision is asked and answered. (A
    message from the host, in the banner or a refusal's reason over the prompt, may push it;
    that is rare and not counted here.)"""

    async def test() -> None:
        window.play_locally(fast("series7", 3))
        table = window.table
        sizes: dict[bool, set[tuple[int, int]]] = {True: set(), False: set()}
        # The table just shown, or a click just made, is laid out at the loop's next turn.
        unsettled = True

        def look() -> bool:
            """The felt's size noted, asked or not; whether to answer (or it is over)."""
            nonlocal unsettled
            if unsettled:  # not laid out yet: the next look notes it
                unsettled = False
                return False
            asked = table.ui.bet_widget.isVisible() or any(
                button.isVisible() for _, button in visible_actions(window))
            felt = table.ui.felt_view.size()
            # A message from the host may push it: in the banner, or a refusal's reason above
            # the prompt (issue 19: the controls come back with the reason).
            refused = table.ui.prompt_label.text().startswith("⚠")
            if not table.ui.banner_label.isVisible() and not refused:
                sizes[asked].add((felt.width(), felt.height()))
            return table.shown.over or bool(visible_actions(window)) or (
                table.shown.bet_request is not None and table.ui.min_bet_button.isVisible())

        # The whole game (at its 2000x clock it is over in seconds), every bet and play
        # answered, looking at the felt as the controls come and go.
        while not table.shown.over:
            await until(look, "asked, or the end", 60.0)
            if table.shown.bet_request is not None and table.ui.min_bet_button.isVisible():
                unsettled = True
                await clicked(window, table.ui.min_bet_button)
            elif visible_actions(window):
                unsettled = True
                await clicked(window, visible_actions(window)[0][1])
        assert sizes[True] and sizes[False], f"seen only {sizes}"
        assert len(sizes[True] | sizes[False]) == 1, sizes
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))


def test_settings_reach_the_table_and_are_kept(qtbot: QtBot, tmp_path: Path) -> None:
    """Animation speed and the four-colour deck from the Settings page apply to the table
    at once and are there again in a new window."""
    stored = QSettings(str(tmp_path / "pitboss.ini"), QSettings.Format.IniFormat)
    window = MainWindow(stored=stored)
    qtbot.addWidget(window)
    window.lobby.ui.settings_button.click()
    assert window.settings_dialog.isVisible()  # over the lobby, not instead of it (issue 19)
    assert window.ui.page_stack.currentWidget() is window.lobby
    view = window.settings_dialog.view
    view.ui.four_colour_check.setChecked(True)
    view.ui.animation_combo.setCurrentIndex(view.ui.animation_combo.findData("off"))
    view.ui.apply_button.click()
    window.settings_dialog.ui.close_button.click()
    assert window.ui.page_stack.currentWidget() is window.lobby
    assert window.table.speed == 0.0
    assert window.table.ui.felt_view.theme.four_colour
    again = MainWindow(stored=QSettings(str(tmp_path / "pitboss.ini"),
                                        QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    assert again.settings.four_colour_deck and again.table.speed == 0.0


class RecordingBackend:
    def __init__(self) -> None:
        self.played: list[str] = []

    def prepare(self, path: Path) -> None:
        pass

    def play(self, path: Path, volume: float) -> None:
        self.played.append(path.stem)

    def stop_all(self) -> None:
        pass


def test_sounds_come_as_events_are_shown_and_your_turn_is_heard(qtbot: QtBot) -> None:
    """STYLE 8 through the table: a dealt card snaps when the felt shows it, a request for
    your decision plays the turn sound; another seat's request is silent."""
    from app.core.wire import event_to_dict
    from app.engine.cards import Card
    from app.engine.events import CardDealt
    from app.net import protocol as p
    from app.resources import theme_dir
    from app.ui.sounds import Sounds
    from app.ui.table_view import TableView

    view = TableView()
    qtbot.addWidget(view)
    view.show()
    backend = RecordingBackend()
    view.sounds = Sounds(theme_dir() / "sounds", backend, player="Tess")
    view.shown.me = "Tess"
    card = event_to_dict(CardDealt(seat="Tess", hand=0, card=Card.parse("AS"), face_up=True))
    view.on_event_changed(p.Events(table=None, events=[card]))
    ask = {"decision": 1, "table": 1, "kind": "play", "actions": ["hit", "stand"],
           "ranges": {}, "deadline": 0.0}
    view.on_event_changed(p.DecisionRequest(seat="Bob", **ask))  # type: ignore[arg-type]
    view.on_event_changed(p.DecisionRequest(seat="Tess", **ask))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: not view.queue, timeout=3000)
    assert backend.played == ["deal", "turn"]
    assert view.ui.stand_button.isVisible() and not view.ui.double_button.isVisible()


def test_a_lost_connection_shows_a_banner_and_comes_back_by_itself(
        window: MainWindow, qt_loop: asyncio.AbstractEventLoop) -> None:
    """The host drops your connection: the table says so in a banner, the session rejoins
    with its token, the banner goes and the seat is still yours."""

    async def test() -> None:
        window.play_locally(fast("series7", 3))
        session, local = window.session, window.local
        assert session is not None and local is not None
        await until(lambda: session.connected and session.state.started, "started", 10.0)
        banner = window.table.ui.banner_label
        assert not banner.isVisible()
        for held in [s for s in local.host.sessions if s.name == "Tess"]:
            held.conn.close()  # the host's end goes away
        await until(banner.isVisible, "the banner", 10.0)
        assert banner.isVisible() and "The host has gone; trying again" in banner.text()
        await until(lambda: session.connected and not banner.isVisible(), "back", 10.0)
        assert session.connected and not banner.isVisible()
        assert session.state.table is not None and session.state.seat("Tess") is not None
        await window.close_games()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 60.0))


def test_the_table_clears_advice_once_its_question_is_answered(
        qtbot: QtBot, tenhand_state: Callable[[int, int, int], TableState]) -> None:
    """S7-25: the table's Advice answers the question in front of the seat, and only it."""
    view = TableView()
    qtbot.addWidget(view)
    view.shown = tenhand_state(985, 985, 5)
    view._update_controls()
    view.ui.advice_button.click()
    assert view.ui.advice_label.text().startswith("Best play: hit")
    view.shown.answered()
    view._update_controls()
    assert view.ui.advice_label.text() == ""


def test_a_tenhand_table_says_the_hand_of_the_match_and_the_winner_at_the_end(
        qtbot: QtBot, tenhand_state: Callable[[int, int, int], TableState]) -> None:
    """T10-4: "Hand 6 of 10" and the rival's chips beside the players left; once over, who
    won (not "0 of 2 players left")."""
    view = TableView()
    qtbot.addWidget(view)
    view.shown = tenhand_state(985, 1040, 5)
    view._tick_clock()
    assert view.ui.level_label.text().startswith("Hand 6 of 10 · Rob 1,040\n")
    view.shown.apply(p.Snapshot(
        variant=Variant.TENHAND, started=True, over=True, tables={}, dealers={},
        standings=[p.StandingRow(name="Rob", chips=2025, place=1, table=None),
                   p.StandingRow(name="Tess", chips=0, place=2, table=None)],
        clock=None, players=["Tess", "Rob"], now=0.0))
    view._tick_clock()
    assert view.ui.level_label.text() == "\nOver: Rob wins"
