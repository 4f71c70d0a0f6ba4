"""Past tournaments: their standings and hands from the store, each hand replayed step by step.

The view only reads the store (a host may be writing to the same file meanwhile). A replay
rebuilds the table after each step the way a seat's client would have seen it, by feeding the
stored events so far into a fresh TableState: the felt, TableState and the wire format are the
same ones live play uses, so a replay looks like the game did. History is after the fact, so it
shows every card, hole cards included. The player whose night it is (`set_player`: the name the
app remembers) is "you": at the bottom of the felt, as at the live table (FeltView turns the
seats; app/ui/felt_layout.py lays them out for both).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidgetItem,
    QWidget,
)

from app.client.review import Reviewed
from app.client.table_state import TableState
from app.client.wording import describe, net_summary
from app.core.hands_csv import export_csv
from app.core.record import export_json
from app.core.wire import event_from_dict
from app.engine.events import Event, HandEnded, HandStarted
from app.engine.variants import default_variant, variant_of, variants
from app.i18n import Context, arg, translatable
from app.net import protocol as p
from app.store import EventStore, HandRecord, StoreError, TournamentRecord
from app.ui.announce import show_text
from app.ui.file_places import suggested_path
from app.ui.forms.ui_history_view import Ui_history_view
from app.ui.item_lines import LinesDelegate
from app.ui.review_panel import advice_at, decision_step

# A "running" record whose host is not serving it here was stopped before its end (a window
# closed, a host killed): it is resumable, never "in play" for ever.
history_words = Context("history_words")
STATUS_WORDS = {"running": translatable("history_words", "stopped before its end"),
                "finished": translatable("history_words", "finished"),
                "cancelled": translatable("history_words", "cancelled")}
IN_PLAY = translatable("history_words", "in play")
ID_ROLE = Qt.ItemDataRole.UserRole

# Asks where to export to: (parent, caption) -> a folder, or None if the person cancelled.
ChooseFolder = Callable[[QWidget, str], Path | None]


# Dates under the C (POSIX) locale, which has no way of its own worth reading ("4 12 2026").
ISO_DATE_TIME = "yyyy-MM-dd HH:mm"


def date_text(seconds: float, locale: QLocale | None = None) -> str:
    """When a tournament was played, the way the system's locale writes a short date and time
    ("12/4/26 4:51 PM" in the United States), but ISO-like "2026-12-04 16:51" where the locale
    is C or POSIX, whose own "d MM yyyy" reads as three numbers in a row."""
    locale = QLocale.system() if locale is None else locale
    when = QDateTime.fromSecsSinceEpoch(int(seconds))
    if locale.language() == QLocale.Language.C:
        return when.toString(ISO_DATE_TIME)
    return locale.toString(when, QLocale.FormatType.ShortFormat)


def ask_for_folder(parent: QWidget, caption: str) -> Path | None:
    folder = QFileDialog.getExistingDirectory(parent, caption, suggested_path(""))
    return Path(folder) if folder else None


class HistoryView(QWidget):
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None,
                 choose_folder: ChooseFolder | None = None) -> None:
        """`choose_folder` replaces the folder dialog of the exports (tests give a path)."""
        super().__init__(parent)
        self.ui = Ui_history_view()
        self.ui.setupUi(self)
        self.choose_folder: ChooseFolder = choose_folder or ask_for_folder
        self.store: EventStore | None = None
        self.tournaments: list[TournamentRecord] = []  # newest first, as listed
        self.tournament: TournamentRecord | None = None
        self.hands: list[HandRecord] = []  # the tournament's, as listed
        self.hand: HandRecord | None = None
        self.step = 0  # 1..len(hand.events) once a hand is picked: the events shown so far
        self.me = ""  # the player whose night it is: "you", at the bottom of the felt
        self.state = TableState(me=self.me)  # what the felt shows
        self._player_names: list[str] = []  # the tournament's, for telling a house dealer
        self.in_play: frozenset[int] = frozenset()  # ids a host in this app is serving now

        self.ui.message_label.hide()
        self.ui.tournaments_list.currentRowChanged.connect(self._pick_tournament)
        self.ui.hands_list.currentRowChanged.connect(self._pick_hand)
        self.ui.hands_list.setItemDelegate(LinesDelegate(self.ui.hands_list))
        self.standing_names: list[str] = []  # the standings' rows' players, in their order
        self.ui.results_list.currentRowChanged.connect(self._pick_standing)
        self.ui.review_panel.decision_opened.connect(self.open_decision)
        self.ui.review_panel.report_changed.connect(self._show_advice)
        self.ui.first_button.clicked.connect(lambda: self.go_to(1))
        self.ui.back_button.clicked.connect(lambda: self.go_to(self.step - 1))
        self.ui.next_button.clicked.connect(lambda: self.go_to(self.step + 1))
        self.ui.last_button.clicked.connect(lambda: self.go_to(self.steps))
        self.ui.export_json_button.clicked.connect(self.export_json)
        self.ui.export_csv_button.clicked.connect(self.export_csv)
        self.ui.back_to_lobby_button.clicked.connect(self.back_requested.emit)
        # Shortcuts rather than keyPressEvent: the lists and buttons would eat the arrow keys
        # (a button moves the focus with them), and a shortcut is tried before the focused
        # widget sees the key, wherever the focus is inside this view.
        for key, button in ((Qt.Key.Key_Left, self.ui.back_button),
                            (Qt.Key.Key_Right, self.ui.next_button),
                            (Qt.Key.Key_Home, self.ui.first_button),
                            (Qt.Key.Key_End, self.ui.last_button)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(button.click)  # a disabled button ignores the click
        self.go_to(0)  # the empty table, and the controls as they are with nothing chosen

    # ---- the store ----------------------------------------------------------------------------

    def open_store(self, path: Path | str) -> bool:
        """Show the tournaments of the Pitboss database at `path`. A file that is missing,
        damaged or not a Pitboss database is said in the view and changes nothing."""
        path = Path(path)
        if self.store is not None and path.resolve() == self.store.path.resolve():
            return self.refresh()  # coming back to the same file keeps the person's place
        try:
            path.stat()
        except FileNotFoundError:  # said plainly: the store's own words are about a file
            self.say(arg(self.tr("No tournaments have been recorded yet: there is no database "
                                 "at %1"), path))
            return False
        except OSError:
            pass  # one that cannot be looked at: EventStore.open says why below
        try:
            store = EventStore.open(path, readonly=True)
        except StoreError as error:
            self.say(str(error))
            return False
        try:
            records, winners = _read_tournaments(store)
        except (StoreError, ValueError) as error:
            store.close()
            self.say(arg(self.tr("Cannot read %1: %2"), path, error))
            return False
        self.close_store()
        self.store = store
        self.ui.store_label.setText(str(path))
        self.ui.store_label.setToolTip(str(path))
        self.say("" if records
                 else self.tr("No tournaments have been recorded in this database yet"))
        self._fill_tournaments(records, winners)  # after: reading one may have its own to say
        return True

    def refresh(self) -> bool:
        """Read the open database again (a host may have added to it), keeping the choice."""
        if self.store is None:
            return False
        chosen = self.tournament.id if self.tournament is not None else None
        hand_row, step = self.ui.hands_list.currentRow(), self.step
        try:
            records, winners = _read_tournaments(self.store)
        except (StoreError, ValueError) as error:
            self.say(arg(self.tr("Cannot read %1: %2"), self.store.path, error))
            return False
        self.say("")  # first: reading the chosen tournament below may have its own to say
        self._fill_tournaments(records, winners, chosen)
        # Hands are only ever added after the ones there were, so the row still holds the
        # same hand; put the replay back where it was.
        if self.tournament is not None and self.tournament.id == chosen and \
                0 <= hand_row < len(self.hands):
            self.ui.hands_list.setCurrentRow(hand_row)
            self.go_to(step)
        return True

    def close_store(self) -> None:
        """Let go of the database file and empty the view, the report's work too."""
        self.ui.review_panel.stop()
        if self.store is not None:
            self.store.close()
            self.store = None
        self.ui.store_label.clear()
        self._fill_tournaments([], {})

    def show_tournament(self, tournament_id: int) -> bool:
        """Choose the tournament `tournament_id` in the list (the League page links a
        member's tournament here); False if the database shown has none of that id."""
        ids = [record.id for record in self.tournaments]
        if tournament_id not in ids:
            return False
        self.ui.tournaments_list.setCurrentRow(ids.index(tournament_id))
        return True

    def set_in_play(self, tournament_ids: set[int] | frozenset[int]) -> None:
        """The tournaments a host in this app is serving now: "in play" rather than stopped."""
        self.in_play = frozenset(tournament_ids)
        if self.store is not None:
            self.refresh()

    def set_player(self, name: str) -> None:
        """Replay as `name` sat (the name the app remembers): their seat is "you", at the bottom
        of the felt; "" for nobody (the seats from the dealer's left)."""
        if name != self.me:
            self.me = name
            self.ui.review_panel.prefer(name)
            self.go_to(self.step)

    def say(self, text: str) -> None:
        self.ui.message_label.setText(text)
        self.ui.message_label.setVisible(bool(text))

    # ---- choosing -----------------------------------------------------------------------------

    def _fill_tournaments(self, records: list[TournamentRecord], winners: Mapping[int, str],
                          chosen: int | None = None) -> None:
        self.tournaments = records
        listing = self.ui.tournaments_list
        listing.blockSignals(True)  # one _pick_tournament below, not one per row
        listing.clear()
        for record in records:
            when = date_text(record.created_at)
            status = history_words.tr(IN_PLAY) \
                if record.status == "running" and record.id in self.in_play \
                else history_words.tr(STATUS_WORDS[record.status]) \
                if record.status in STATUS_WORDS else record.status
            # Only a tournament played to its end has a winner: a cancelled one's standings
            # place those left by their chips (S7-24), which wins nothing.
            winner = winners.get(record.id) if record.status == "finished" else None
            known = _variant_of(record)
            game = variant_of(known).label if known is not None else record.variant
            outcome = arg(self.tr("%1 \u00b7 won by %2"), status, winner) if winner else status
            # Three short lines rather than one that the list would wrap anywhere.
            item = QListWidgetItem(f"{record.name}\n{game} \u00b7 {when}\n{outcome}")
            item.setData(ID_ROLE, record.id)
            listing.addItem(item)
        ids = [record.id for record in records]
        row = ids.index(chosen) if chosen in ids else (0 if records else -1)
        listing.setCurrentRow(row)
        listing.blockSignals(False)
        self._pick_tournament(row)

    def _pick_tournament(self, row: int) -> None:
        self.tournament = self.tournaments[row] if 0 <= row < len(self.tournaments) else None
        self.hands = []
        self.ui.results_list.clear()
        self._player_names = []
        results: list[dict[str, Any]] = []
        if self.tournament is not None and self.store is not None:
            try:
                results = self.store.results(self.tournament.id)
                self.hands = self.store.hands(self.tournament.id)
            except (StoreError, ValueError) as error:
                self.say(arg(self.tr("Cannot read this tournament: %1"), error))
                self.hands = []
        self.standing_names = [str(row_data.get("name")) for row_data in results]
        for row_data in results:
            self.ui.results_list.addItem(_result_line(row_data))
        if self.tournament is not None and not results:  # not over: the chips as they stand
            for name, chips in _chips_so_far(self.hands):
                self.standing_names.append(name)
                self.ui.results_list.addItem(
                    arg(history_words.tr("\u2013 %1 \u2014 %Ln chip(s)", None, chips), name)
                    if chips else arg(self.tr("\u2013 %1 \u2014 out"), name))
        over = self.tournament is None or bool(results)
        self.ui.results_group.setTitle(self.tr("&Standings") if over
                                       else self.tr("&Standings after the last hand played"))
        self._player_names = _players(results, self.hands)
        listing = self.ui.hands_list
        listing.blockSignals(True)
        listing.clear()
        for hand in self.hands:
            line = _hand_line(hand, self._player_names)
            item = QListWidgetItem(line)  # each line cut to the width: the whole one here
            item.setToolTip(line)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, line.replace("\n", ": "))
            listing.addItem(item)
        listing.setCurrentRow(-1)
        listing.blockSignals(False)
        self.ui.hands_group.setTitle(arg(self.tr("&Hands (%1)"), len(self.hands))
                                     if self.tournament is not None else self.tr("&Hands"))
        self._pick_hand(-1)
        self.ui.review_panel.show_tournament(self.store.path if self.store else None,
                                             self.tournament, self._player_names)

    def _pick_standing(self, row: int) -> None:
        """A name picked in the standings: its report."""
        if 0 <= row < len(self.standing_names):
            self.ui.review_panel.pick_player(self.standing_names[row])

    def open_decision(self, decision: Reviewed, player: str, nth: int) -> bool:
        """Replay the hand of a decision in a report, at the step `player` made it (see
        decision_step), seen from `player`'s seat (at the bottom, as "you": the report says
        "You: …"); False if the hands shown have no such hand."""
        rows = [row for row, hand in enumerate(self.hands) if hand.hand == decision.hand
                and hand.table in (decision.table, None)]
        if not rows:
            return False
        self.me = player  # the remembered name stays the report's choice (ReviewPanel.prefer)
        self.ui.hands_list.setCurrentRow(rows[0])
        self.go_to(decision_step(self.hands[rows[0]], decision, player, nth))
        return True

    def _pick_hand(self, row: int) -> None:
        self.hand = self.hands[row] if 0 <= row < len(self.hands) else None
        self.step = 0
        self.go_to(1)

    # ---- the replay ---------------------------------------------------------------------------

    @property
    def steps(self) -> int:
        return len(self.hand.events) if self.hand is not None else 0

    def go_to(self, step: int) -> None:
        """Show the table as it stood after the hand's first `step` events."""
        if self.hand is None:
            self.step = 0
            self.state = TableState(me=self.me, variant=self._variant())
            self.ui.replay_felt.show_state(self.state)
            show_text(self.ui.step_label,
                      self.tr("Pick a hand to replay it") if self.hands
                      else self.tr("No hands to replay") if self.tournament is not None
                      else self.tr("Pick a tournament, then a hand to replay"))
            self._update_controls()
            self._show_advice()
            return
        step = max(1, min(step, self.steps))
        one_on = step == self.step + 1
        self.step = step
        self.state = self.state_at(step)
        felt = self.ui.replay_felt
        felt.show_state(self.state)
        if not one_on:
            felt.skip_animations()  # a jump shows its cards in place; one step deals one
        show_text(self.ui.step_label, arg(self.tr("Step %1 of %2: %3"), step, self.steps,
                                          self.describe(self.hand.events[step - 1].payload)))
        self._update_controls()
        self._show_advice()

    def _show_advice(self) -> None:
        """Where the report's player decides at the step shown, what the advisor would do
        there and its values (issue 23); else nothing."""
        report = self.ui.review_panel.report
        advice = "" if report is None or self.hand is None \
            else advice_at(report, self.hand, self.step)
        show_text(self.ui.advice_label, advice)
        self.ui.advice_label.setVisible(bool(advice))

    def _variant(self) -> str:
        """The rules the tournament shown was played by (Series 7 before one is picked, or for
        a record a newer Pitboss wrote with rules this one does not know)."""
        known = _variant_of(self.tournament) if self.tournament is not None else None
        return known or default_variant()

    def state_at(self, step: int) -> TableState:
        """A fresh TableState fed the table's seats, then the hand's first `step` events."""
        assert self.hand is not None
        payloads = [event.payload for event in self.hand.events[:step]]
        variant = self._variant()
        state = TableState(me=self.me, variant=variant)
        state.apply(_snapshot(self.hand, variant, self._player_names))
        if self.hand.table is None:
            state.table = None  # the snapshot's stand-in number is not a real table
        readable = [payload for payload in payloads if _event(payload) is not None]
        state.apply(p.Events(table=self.hand.table, events=readable))
        return state

    def describe(self, payload: Mapping[str, Any]) -> str:
        """One step of a hand in words: "Ann hits", "Cid is dealt 10♣ face down"."""
        event = _event(payload)
        if event is None:
            return arg(self.tr("an event this version cannot show (%1)"),
                       payload.get("type", self.tr("unknown")))
        return describe(event, self._player_names, self.hand.hand if self.hand else 0)

    def _update_controls(self) -> None:
        has_hand = self.hand is not None
        self.ui.first_button.setEnabled(has_hand and self.step > 1)
        self.ui.back_button.setEnabled(has_hand and self.step > 1)
        self.ui.next_button.setEnabled(has_hand and self.step < self.steps)
        self.ui.last_button.setEnabled(has_hand and self.step < self.steps)
        self.ui.export_json_button.setEnabled(self.tournament is not None)
        self.ui.export_csv_button.setEnabled(self.tournament is not None)

    # ---- exports ------------------------------------------------------------------------------

    def export_json(self) -> Path | None:
        """The tournament as one JSON file in a folder the person picks; its path."""
        return self._export(self.tr("Export the tournament as JSON into"), json=True)

    def export_csv(self) -> Path | None:
        """results.csv and hands.csv in a new folder inside the one the person picks."""
        return self._export(self.tr("Export the tournament as CSV into"), json=False)

    def _export(self, caption: str, *, json: bool) -> Path | None:
        if self.store is None or self.tournament is None:
            return None
        folder = self.choose_folder(self, caption)
        if folder is None:
            return None
        # Named after the tournament, so exports of several tournaments sit side by side.
        target = folder / _file_stem(self.tournament)
        try:
            if json:
                target = target.with_name(target.name + ".json")
                export_json(self.store, self.tournament.id, target)
            else:
                export_csv(self.store, self.tournament.id, target)
        except (StoreError, OSError, ValueError) as error:
            self.say(arg(self.tr("Could not export: %1"), error))
            return None
        self.say(arg(self.tr("Exported to %1"), target))
        return target


# ---- reading the store ---------------------------------------------------------------------------


def _read_tournaments(store: EventStore) -> tuple[list[TournamentRecord], dict[int, str]]:
    """The tournaments, newest first, and the winner of each that has one."""
    records = list(reversed(store.tournaments()))
    winners: dict[int, str] = {}
    for record in records:
        for row in store.results(record.id):
            if row.get("place") == 1:
                winners[record.id] = str(row.get("name"))
    return records, winners


def _players(results: Sequence[Mapping[str, Any]], hands: Sequence[HandRecord]) -> list[str]:
    """Everyone who played: from the standings, or (a tournament still running) the hands.
    A house dealer never has chips of its own, so it is never among them."""
    names = [str(row.get("name")) for row in results]
    for hand in hands:
        started = hand.events[0].payload if hand.events else {}
        stacks = started.get("stacks")
        for name in stacks if isinstance(stacks, dict) else ():
            if name not in names:
                names.append(str(name))
    return names


def _chips_so_far(hands: Sequence[HandRecord]) -> list[tuple[str, int]]:
    """Each player's chips after the last hand they played (a tournament not over has no
    standings stored): most chips first, those with none (out) last."""
    ends = sorted((event for hand in hands for event in hand.events
                   if event.payload.get("type") in ("HandEnded", "HandVoided")),
                  key=lambda event: event.seq)  # the order they were played in, across tables
    chips: dict[str, int] = {}
    for event in ends:
        stacks = event.payload.get("stacks")
        for name, count in (stacks.items() if isinstance(stacks, dict) else ()):
            if isinstance(count, int):
                chips[str(name)] = count
    return sorted(chips.items(), key=lambda item: (-item[1], item[0]))


def _event(payload: Mapping[str, Any]) -> Event | None:
    """The engine event a stored payload describes; None for one this version cannot read
    (a newer Pitboss's event), which the replay then steps over."""
    try:
        return event_from_dict(payload)
    except ValueError:
        return None


def _variant_of(record: TournamentRecord) -> str | None:
    return record.variant if record.variant in {v.name for v in variants()} else None


def _snapshot(hand: HandRecord, variant: str, players: list[str]) -> p.Snapshot:
    """The table as the hand found it, from its HandStarted: the players (the dealer's left
    first) and a player-dealer after them, with their stacks. A house dealer is left out:
    TableState seats it itself."""
    started = _event(hand.events[0].payload) if hand.events else None
    seats: list[p.SeatRow] = []
    stacks: dict[str, int] = {}
    dealer = ""
    if isinstance(started, HandStarted):
        dealer = started.dealer
        stacks = dict(started.stacks)
        names = list(started.players)
        if dealer in stacks:
            names.append(dealer)
        seats = [p.SeatRow(name=name, chips=stacks.get(name, 0), seat=index + 1)
                 for index, name in enumerate(names)]
    table = hand.table if hand.table is not None else 0
    return p.Snapshot(variant=variant, started=True, over=False, tables={table: seats},
                      dealers={table: dealer} if dealer else {},
                      # Everyone, for their names (a house dealer is not one of them).
                      standings=[p.StandingRow(name=name, chips=stacks.get(name, 0), place=None,
                                               table=table if name in stacks else None)
                                 for name in players],
                      clock=None, players=players, now=0.0)


def _hand_line(hand: HandRecord, players: Sequence[str]) -> str:
    """A hand in the list: number, table and dealer, then what it came to on a second line."""
    first = hand.events[0].payload if hand.events else {}
    dealer = str(first.get("dealer", "?"))
    deals = history_words.tr("house deals") if players and dealer not in players \
        else arg(history_words.tr("%1 deals"), dealer)
    table = arg(history_words.tr("Table %1, hand %2"), hand.table, hand.hand) \
        if hand.table is not None else arg(history_words.tr("Hand %1"), hand.hand)
    last = _event(hand.events[-1].payload) if hand.events else None
    if isinstance(last, HandEnded):
        outcome = net_summary(last.net)
    elif any(event.payload.get("type") == "HandVoided" for event in hand.events):
        outcome = history_words.tr("voided")
    else:
        outcome = history_words.tr("not finished")
    return f"{table} \u00b7 {deals}\n{outcome}"


def _result_line(row: Mapping[str, Any]) -> str:
    place = row.get("place")
    head = arg(history_words.tr("%1. %2"), place, row.get("name")) if place is not None \
        else arg(history_words.tr("\u2013 %1"), row.get("name"))
    chips = row.get("chips")
    out = row.get("eliminated_at_hand")
    if out is not None:
        # The tournament's count of hands, not the player's (issue 38: a 10-hand match lost
        # on its third hand read "out at hand 13").
        return arg(history_words.tr("%1 \u2014 out at the tournament's hand %L2"), head, out)
    return arg(history_words.tr("%1 \u2014 %Ln chip(s)", None, chips), head) \
        if isinstance(chips, int) else head


def _file_stem(record: TournamentRecord) -> str:
    slug = re.sub(r"[^A-Za-z0-9]+", "-", record.name).strip("-").lower() or "tournament"
    return f"pitboss-{record.id}-{slug}"
