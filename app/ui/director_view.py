"""The director's console (S7-24): the clock, the tables and their seats, moves, voids,
sudden death, the registered players and the standings. It is a client of the host like any
other, in the director's role: every act goes to the host, which refuses what the rules do not
allow and says why; the console shows the host's answer, never its own guess.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QListWidgetItem,
    QMessageBox,
    QTreeWidgetItem,
    QWidget,
)

from app import i18n
from app.client.kiosk_state import seconds_left
from app.client.seat_session import SeatSession
from app.client.status_words import bets_words, level_words
from app.client.wording import describe
from app.core.tournament_words import is_tournament_event
from app.core.wire import event_from_dict
from app.engine.variants import variant_of
from app.i18n import Context, arg
from app.net import protocol as p
from app.timebase import SYSTEM, Timebase
from app.ui.announce import announce, show_text
from app.ui.confirm import ask
from app.ui.console_printouts import ConsolePrintouts
from app.ui.forms.ui_director_view import Ui_director_view
from app.ui.level_editor import LevelEditor
from app.ui.offered_acts import OfferedActs
from app.ui.qr import qr_pixmap
from app.ui.view_clock import ViewClock

LOG_LINES = 200
CLOCK_MS = 500  # the level clock shown again: twice a second, so no second is skipped
# A queued move's detail and a dropped one's, as the engine words them (series7.py, _queued).
director_words = Context("director_words")


class DirectorView(QWidget):
    stop_requested = Signal()  # stop the night hosted here, or leave one hosted elsewhere
    lobby_requested = Signal()  # to the lobby, the night going on
    refreshed = Signal()  # the host's news is shown

    def __init__(self, parent: QWidget | None = None, *, timebase: Timebase = SYSTEM) -> None:
        """`timebase`: the clock the console shows the level clock and stamps its log by
        (app/ui/view_clock.py), the same as its session's (the state's times are its)."""
        super().__init__(parent)
        self.ui = Ui_director_view()
        self.ui.setupUi(self)
        self.session: SeatSession | None = None
        self._sending: set[asyncio.Task[None]] = set()
        # Before anything that may log (the log's stamps are read from it).
        self.clock = ViewClock(self, CLOCK_MS, self._tick, timebase=timebase)
        ui = self.ui
        ui.start_button.clicked.connect(lambda: self._act("start"))
        ui.next_tournament_button.clicked.connect(
            lambda: self._act("next_tournament"))
        ui.pause_button.clicked.connect(lambda: self._act("pause"))
        ui.resume_button.clicked.connect(lambda: self._act("resume"))
        ui.add_minute_button.clicked.connect(lambda: self._act("add_time", seconds=60.0))
        ui.remove_minute_button.clicked.connect(
            lambda: self._act("add_time", seconds=-60.0))
        ui.jump_button.clicked.connect(self._go_to_level)
        ui.sudden_death_button.clicked.connect(self._ask_sudden_death)
        ui.void_button.clicked.connect(self._ask_void)
        ui.move_button.clicked.connect(self._move)
        ui.admit_button.clicked.connect(lambda: self._answer_entry("admit"))
        ui.refuse_button.clicked.connect(lambda: self._answer_entry("refuse"))
        ui.stop_button.clicked.connect(self.stop_requested.emit)
        self.printouts = ConsolePrintouts(
            ui.print_button, self, lambda: self.session.state if self.session else None,
            lambda: self.session.host_name if self.session else "", self._said)
        ui.lobby_button.clicked.connect(self.lobby_requested.emit)
        # Issue 20: spectators may not chat until the director lets them (a flood of them
        # once filled the host's disk); players always may.
        self.spectator_chat = QCheckBox(self.tr("Spectators' chat &unmuted"), self)
        self.spectator_chat.setAccessibleName(self.tr("Let spectators chat"))
        self.spectator_chat.setToolTip(self.tr("Spectators may not chat unless this is "
                                               "ticked; players always may"))
        ui.bottom_row.insertWidget(1, self.spectator_chat)
        self.spectator_chat.toggled.connect(lambda on: self._act(
            "open_spectator_chat" if on else "close_spectator_chat"))
        self.levels = LevelEditor(ui, lambda schedule: self._act("schedule",
                                                                 schedule=schedule))
        # Whole lines in the log, wrapped: its words are the point (S7-24), not a scroll bar.
        ui.log_list.setWordWrap(True)
        ui.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Each act's controls, enabled as the host allows it; their own tooltips kept for when
        # the act is allowed.
        self._act_controls: dict[str, tuple[QWidget, ...]] = {
            "start": (ui.start_button,), "pause": (ui.pause_button,),
            "resume": (ui.resume_button,),
            "add_time": (ui.add_minute_button, ui.remove_minute_button),
            "jump": (ui.level_spin, ui.jump_button),
            "schedule": (ui.levels_page,),
            "move": (ui.move_player_combo, ui.move_table_spin, ui.move_button),
            "void": (ui.void_table_spin, ui.void_button),
            "sudden_death": (ui.sudden_death_button,),
            "next_tournament": (ui.next_tournament_button,)}
        self._tips = {control: control.toolTip() for controls in self._act_controls.values()
                      for control in controls}
        self.question: QMessageBox | None = None  # the last question asked (tests answer it)
        self.more = OfferedActs(ui.middle_tabs, ui.more_acts_page, ui.more_acts_layout, self._act)

    def attach(self, session: SeatSession, where: str, web_url: str = "", *,
               hosting: bool = True) -> None:
        """Direct through `session`: a night hosted here (`hosting`: the last button stops
        it) or elsewhere (the button leaves it running)."""
        if self.session is not None:
            self.session.remove_listener(self)
        self.session = session
        session.add_listener(self)
        self.ui.where_label.setText(arg(self.tr("Players join at %1"), where) if hosting
                                    else arg(self.tr("Directing the host at %1"), where))
        self.ui.stop_button.setText(self.tr("Stop &hosting") if hosting else self.tr("&Leave"))
        self.ui.stop_button.setAccessibleName(
            self.tr("Stop hosting the night") if hosting
            else self.tr("Leave the console; the night goes on"))
        self.ui.lobby_button.setVisible(hosting)  # elsewhere, leaving is going to the lobby
        self.show_web_page(web_url)
        self.ui.log_list.clear()
        self.spectator_chat.blockSignals(True)  # a host starts with spectators quiet
        self.spectator_chat.setChecked(False)
        self.spectator_chat.blockSignals(False)
        self._refresh()

    def show_web_page(self, url: str) -> None:
        """The night's web page (`url`, its `/`), as an address and a QR code a phone's camera
        opens, with the addresses of the clock and the director's remote beside it."""
        ui = self.ui
        ui.web_page_label.setText(arg(self.tr("Phones: %1\nClock: %1clock\nRemote: %1director"),
                                      url) if url else "")
        ui.web_qr_label.setVisible(bool(url))
        if url:
            ui.web_qr_label.setPixmap(qr_pixmap(url))

    # ---- what the host says ---------------------------------------------------------------------

    # The session's news, by kind (app/client/seat_session.py).

    def on_event_error(self, message: p.Error) -> None:
        self.ui.message_label.setText(f"⚠ {message.said()}")
        self._log(f"⚠ {message.said()}")

    def on_event_events(self, message: p.Events) -> None:
        for data in message.events:
            try:
                event = event_from_dict(data)
            except ValueError:
                continue  # a newer host's event this version cannot read: nothing to say
            if is_tournament_event(event):  # a hand's own events are the table's to tell
                self._log(describe(event))

    def on_event_notice(self, message: p.Notice) -> None:
        self._log(message.said())

    def on_event_changed(self, message: p.HostMessage | None) -> None:
        self._refresh()

    def _said(self, line: str) -> None:
        self.ui.message_label.setText(line)
        self._log(line)

    def _log(self, line: str) -> None:
        stamp = time.strftime("%H:%M:%S", time.localtime(self.clock.wall()))
        self.ui.log_list.addItem(f"{stamp}  {line}")
        announce(self.ui.log_list, line)
        while self.ui.log_list.count() > LOG_LINES:
            self.ui.log_list.takeItem(0)
        self.ui.log_list.scrollToBottom()

    def _refresh(self) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        ui = self.ui
        pressed = next((button for button in (ui.start_button, ui.pause_button,
                                              ui.resume_button) if button.hasFocus()), None)
        ui.players_list.clear()
        ui.players_list.addItems(state.registered)
        ui.waitlist_list.clear()
        ui.waitlist_list.addItems(state.waitlist)
        level = state.clock.level.number if state.clock and state.clock.started else 0
        self.levels.show_schedule(state.schedule, level)
        ui.standings_list.clear()
        for row in state.standings:
            standing = arg(self.tr("%1. %2: %L3"), row.place, row.name, row.chips) \
                if row.place else arg(self.tr("• %1: %L2"), row.name, row.chips)
            ui.standings_list.addItem(arg(self.tr("%1 (table %2)"), standing, row.table)
                                      if row.table else standing)
        waiting = [entry.name for entry in state.entries]
        # The penalty is shown before the entry is accepted, as the host quotes it now (S7-3:
        # new terms are shown again before they are taken).
        lines = [arg(director_words.tr("%1: table %2, penalty %Ln chip(s)", None, entry.penalty),
                     entry.name, entry.table)
                 for entry in state.entries]
        if [ui.entries_list.item(i).text() for i in range(ui.entries_list.count())] != lines:
            chosen = ui.entries_list.currentRow()
            ui.entries_list.clear()
            for name, text in zip(waiting, lines, strict=True):
                line = QListWidgetItem(text)
                line.setData(Qt.ItemDataRole.UserRole, name)
                ui.entries_list.addItem(line)
            if waiting:
                ui.entries_list.setCurrentRow(min(max(chosen, 0), len(waiting) - 1))
        ui.admit_button.setEnabled(bool(waiting) and not state.over)
        ui.refuse_button.setEnabled(bool(waiting) and not state.over)
        ui.tables_tree.clear()
        movable: list[str] = []
        for number in sorted(state.tables):
            dealer = state.dealers.get(number, "")
            item = QTreeWidgetItem([arg(self.tr("Table %1"), number), ""])
            for seat in state.tables[number]:
                name = arg(self.tr("%1  (deals)"), seat.name) if seat.name == dealer \
                    else seat.name
                if seat.away is not None:  # played by the rules (S7-9), and for how long
                    name = arg(director_words.tr("%1  (away: %Ln hand(s))", None, seat.away),
                               name)
                item.addChild(QTreeWidgetItem([name, i18n.number(seat.chips)]))
                movable.append(seat.name)
            ui.tables_tree.addTopLevelItem(item)
            item.setExpanded(True)
        ui.tables_tree.resizeColumnToContents(0)
        chosen = ui.move_player_combo.currentText()
        ui.move_player_combo.clear()
        ui.move_player_combo.addItems(movable)
        if chosen in movable:
            ui.move_player_combo.setCurrentText(chosen)
        tables = sorted(state.tables) or [1]
        for spin in (ui.move_table_spin, ui.void_table_spin):
            spin.setRange(tables[0], tables[-1])
        # What the host allows now (app/core/director_acts.py): a refused act's controls are
        # disabled, their tooltip saying why; nothing is decided here.
        for act, controls in self._act_controls.items():
            refused = state.acts_refused
            why = None if refused is None else refused.get(act)
            for control in controls:
                control.setEnabled(refused is not None and why is None)
                control.setToolTip(why or self._tips.get(control, ""))
        self.more.show(state)
        # The director's moves waiting for the end of a hand, as the host's snapshot says.
        ui.pending_moves_label.setText(
            arg(self.tr("Pending: %1"), "; ".join(state.pending_moves))
            if state.pending_moves else "")
        # Issue 21: once over, the night goes on. One of the two at a time, in the same place
        # (side by side they squeezed the levels' editor at 1280x800).
        ui.next_tournament_button.setVisible(state.over)
        ui.start_button.setVisible(not state.over)
        if pressed is not None and not pressed.isEnabled():
            # Focus leaves the clock button just pressed for the one that undoes it (Start and
            # Resume for Pause, Pause for Resume), not for the next button in the chain
            # ("+1 minute", which a second Enter would press).
            then = ui.resume_button if pressed is ui.pause_button else ui.pause_button
            (then if then.isEnabled() else ui.log_list).setFocus()
        self._tick()
        self.refreshed.emit()

    def _tick(self) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        clock = state.clock
        field = state.field_words()
        if state.over:  # the clock stops: there is no level left to play
            self.ui.clock_label.setText(self.tr("Finished"))
            self.ui.level_label.setText(field)
            return
        if not clock:
            self.ui.clock_label.setText("")
            self.ui.level_label.setText(" · ".join(filter(None, (
                self.tr("No clock (10-hand)") if variant_of(state.variant).levels is None
                else self.tr("Not started"), field))))
            return
        left = seconds_left(clock, self.clock.monotonic() - state.clock_received)
        minutes, seconds = divmod(int(left), 60)
        paused = clock.started and not clock.running
        time_left = f"{minutes:02d}:{seconds:02d}"
        self.ui.clock_label.setText(arg(self.tr("%1 PAUSED"), time_left) if paused
                                    else time_left)
        show_text(self.ui.level_label, " · ".join(filter(None, (level_words(clock), field))))

    # ---- acts -----------------------------------------------------------------------------------

    def _go_to_level(self) -> None:
        """Go to the level chosen; more than one level ahead of a running tournament asks
        first, as void and sudden death do: a mistyped level raises the bets at once and can
        end a night in seconds."""
        level = self.ui.level_spin.value()
        state = self.session.state if self.session is not None else None
        clock = state.clock if state is not None else None
        if state is None or clock is None or not clock.started or state.over or \
                level <= clock.level.number + 1:
            self._act("jump", level=level)
            return
        skipped = level - clock.level.number - 1
        levels = state.schedule.levels if state.schedule is not None else []
        bets = next((bets_words(row) for row in levels if row.number == level), "")
        details = arg(director_words.tr(
            "The clock is at level %1: this skips %n level(s), and the bets rise at once: %2.",
            None, skipped), clock.level.number, bets) if bets else arg(director_words.tr(
                "The clock is at level %1: this skips %n level(s), and the bets rise at once.",
                None, skipped), clock.level.number)
        self.question = ask(
            self, arg(self.tr("Go to level %1 now?"), level), arg(self.tr("Go to level %1"), level),
            lambda: self._act("jump", level=level), details=details)

    def _ask_void(self) -> None:
        table = self.ui.void_table_spin.value()
        self.question = ask(
            self, arg(self.tr("Void the hand at table %1?"), table), self.tr("Void the hand"),
            lambda: self._act("void", table=table),
            details=self.tr("Every bet of that hand goes back; the same dealer deals it "
                            "again."))

    def _ask_sudden_death(self) -> None:
        self.question = ask(
            self, self.tr("Declare sudden death?"), self.tr("Declare sudden death"),
            lambda: self._act("sudden_death"),
            details=self.tr("S7-22: from the next hand the two players left play on until "
                            "one of them has all the chips; it cannot be taken back."))

    def _answer_entry(self, act: str) -> None:
        item = self.ui.entries_list.currentItem()
        if item is not None:
            self._act(act, player=str(item.data(Qt.ItemDataRole.UserRole)))

    def _move(self) -> None:
        player = self.ui.move_player_combo.currentText()
        if player:
            self._act("move", player=player, table=self.ui.move_table_spin.value())

    def _act(self, act: str, **arguments: object) -> None:
        session = self.session
        if session is None:
            return
        self.ui.message_label.setText("")  # the host tells what was done (You: ...), or why not
        send: Callable[..., Awaitable[None]] = session.direct
        task = asyncio.ensure_future(send(act, **arguments))
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)


def where_to_join(addresses: list[str], on_lan: bool, listening: str) -> str:
    """The addresses players type (app/net/night.py: `joining_addresses`), and, when no other
    machine can reach them, why."""
    listed = addresses[0] if addresses else ""
    for address in addresses[1:]:
        listed = arg(director_words.tr("%1 or %2", "addresses"), listed, address)
    if on_lan:
        return listed
    if listening not in ("0.0.0.0", "::", ""):
        return arg(director_words.tr("%1 (this machine only: the night listens on loopback)"),
                   listed)
    return arg(director_words.tr(
        "%1, from this machine only: it has no LAN address (no network found)"), listed)
