"""History's "Your report" (issue 23): a past tournament's decisions of one player, valued by the
advisor (app/client/review.py), in the words `pitboss review` prints (app/client/review_words.py):
the totals, the totals per kind of decision, and the costliest five, each one activation (a
click, Enter) from its hand's replay in the same view.

A report replays the whole night (near 2 s for a 64-player one), so it is computed on a thread of
the panel's own pool, never on the GUI thread: the window stays live and says it is working.
A thread opens the database itself (an SQLite connection belongs to the thread that opened it)
and only reads it. History has no asyncio work of its own and runs without an asyncio loop (its
tests, a bare HistoryView): a Qt pool, whose result comes back as a queued signal, needs none.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QGroupBox, QListWidgetItem, QWidget

from app import i18n
from app.client.review import Review, Reviewed, ReviewStopped, Total, review
from app.client.review_words import (
    advisor_words,
    chips_words,
    decision_words,
    decisions_words,
    play_words,
    seen_words,
    unread_words,
)
from app.i18n import Context, arg
from app.store import EventStore, HandRecord, StoreError, TournamentRecord
from app.ui.forms.ui_review_panel import Ui_review_panel
from app.ui.item_lines import LinesDelegate

DECISION_ROLE = Qt.ItemDataRole.UserRole
# Stored records that change no more: their reports are kept once computed.
SETTLED = ("finished", "cancelled")
# A bet is made by placing it; every other decision by an action (a double's or a raise's
# chips are placed too, after the action that decided them).
BETS = ("bet", "blind")

Key = tuple[str, int, str]  # (database, tournament, player): what a report is of
review_panel_words = Context("review_panel_words")


class ReviewPanel(QGroupBox):
    """The report of the tournament and player chosen; `decision_opened` (a decision, its
    player, and which of their moves in its hand it is: see decision_step) asks History to
    replay its hand."""

    decision_opened = Signal(object, str, int)
    report_changed = Signal()  # the report shown is another, or none: the replay's advice too

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_review_panel()
        self.ui.setupUi(self)
        # Its own pool, one report at a time; deleting the panel waits for the one under way,
        # so no thread outlives the window.
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.jobs: set[_Job] = set()
        self.path: Path | None = None
        self.tournament: TournamentRecord | None = None
        self.preferred = ""  # the name the app remembers: its report first, where it played
        self.wanted: Key | None = None  # the report the panel is to show
        self.report: Review | None = None  # the one shown
        self.kept: dict[Key, Review | str] = {}
        self.settled: set[Key] = set()  # reports of records that change no more: kept
        self.busy = False  # a report asked for is being worked out
        self.ui.costliest_list.setItemDelegate(LinesDelegate(self.ui.costliest_list))
        self.ui.player_combo.currentTextChanged.connect(self._ask)
        self.ui.costliest_list.itemActivated.connect(self._open)
        self.ui.costliest_list.itemClicked.connect(self._open)
        self.show_tournament(None, None, [])

    def show_tournament(self, path: Path | None, tournament: TournamentRecord | None,
                        players: Sequence[str]) -> None:
        """The report of `tournament` in the database at `path`, of the name the app remembers
        if it played there, else of the first in the standings."""
        self.path, self.tournament = path, tournament
        combo = self.ui.player_combo
        combo.blockSignals(True)  # one report asked for below, not one per name
        combo.clear()
        combo.addItems(list(players))
        if self.preferred in players:
            combo.setCurrentText(self.preferred)
        combo.blockSignals(False)
        combo.setEnabled(bool(players))
        self._ask(combo.currentText())

    def prefer(self, name: str) -> None:
        """The name the app remembers: its report is shown where it played."""
        self.preferred = name
        if self.ui.player_combo.findText(name) >= 0:
            self.ui.player_combo.setCurrentText(name)

    def pick_player(self, name: str) -> None:
        """Show `name`'s report (a name picked in the standings)."""
        if self.ui.player_combo.findText(name) >= 0:
            self.ui.player_combo.setCurrentText(name)

    def stop(self) -> None:
        """End the work under way and wait for it (a fraction of a second: the report stops
        between two commands): History closing, or the app, leaves no thread behind."""
        for job in self.jobs:
            job.stopped = True
        self.pool.waitForDone()
        self.busy = False

    # ---- computing ------------------------------------------------------------------------------

    def _ask(self, player: str) -> None:
        self.report = None
        self.report_changed.emit()
        self.busy = False
        self.ui.costliest_list.clear()
        self.ui.kinds_label.clear()
        if self.path is None or self.tournament is None or not player:
            self.wanted = None
            self._say(self.tr("Pick a tournament to see your report") if self.tournament is None
                      else self.tr("No players in this tournament to report on"))
            return
        key = (str(self.path), self.tournament.id, player)
        self.wanted = key
        if self.tournament.status in SETTLED:
            self.settled.add(key)
        if key in self.kept:
            self._show(key, self.kept[key])
            return
        self.busy = True
        self._say(arg(self.tr("Reviewing %1's decisions\u2026 (the night is played again)"),
                      player))
        for waiting in self.jobs:
            waiting.stopped = True  # asked for, then another picked: not to be finished
        job = _Job(key)
        job.done.connect(self._done)
        self.jobs.add(job)  # kept here, so it is let go of on this thread, once it is done
        self.pool.start(job.run)

    def _done(self, key: Key, outcome: Review | str | None) -> None:
        """A job's outcome, back on the GUI thread (None: stopped, another asked for)."""
        self.jobs.discard(self.sender())
        if outcome is not None:
            self._show(key, outcome)

    def _show(self, key: Key, outcome: Review | str) -> None:
        if key in self.settled:
            self.kept[key] = outcome
        if key != self.wanted:
            return  # a report asked for before the person picked another
        self.busy = False
        if isinstance(outcome, str):
            self._say(arg(self.tr("No report: %1"), outcome))
            return
        self.report = outcome
        self.report_changed.emit()
        total = outcome.total()
        self._say(" ".join(filter(None, (
            arg(self.tr("%1: %2."), outcome.player, decisions_words(total)),
            unread_words(outcome)))))
        self.ui.kinds_label.setText("\n".join(
            kind_line(kind, each) for kind, each in outcome.by_kind().items()))
        self.ui.kinds_label.setVisible(bool(total.decisions))
        costly = outcome.costliest()
        self.ui.costliest_label.setText(arg(self.tr("The costliest %1"), len(costly)) if costly
                                        else self.tr("No costly decisions"))
        self.ui.costliest_list.setVisible(bool(costly))
        for decision in costly:
            item = QListWidgetItem(decision_lines(decision))
            sentence = decision_words(decision)  # as `pitboss review` says it, whole
            item.setToolTip(sentence)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, sentence)
            item.setData(DECISION_ROLE, (decision, _nth(outcome, decision)))
            self.ui.costliest_list.addItem(item)

    def _say(self, text: str) -> None:
        self.ui.summary_label.setText(text)
        if self.report is None:
            self.ui.kinds_label.hide()
            self.ui.costliest_label.setText(self.tr("The costliest decisions"))
            self.ui.costliest_list.hide()

    def _open(self, item: QListWidgetItem) -> None:
        decision, nth = item.data(DECISION_ROLE)
        if self.report is not None:
            self.decision_opened.emit(decision, self.report.player, nth)


class _Job(QObject):
    """One report to compute on the pool's thread. Its outcome comes back through its own
    signal, queued to the GUI thread: a job outlives a panel deleted meanwhile (the window
    closed), whose connection Qt then drops, where a signal of the panel itself would be
    emitted on an object half destroyed."""

    done = Signal(object, object)  # (key, a Review, the words of what went wrong, None: stopped)

    def __init__(self, key: Key) -> None:
        super().__init__()
        self.key = key
        self.stopped = False  # set on the GUI thread, read between commands on the pool's

    def run(self) -> None:
        """On the pool's thread: the report, or what went wrong in words."""
        path, tournament, player = self.key
        outcome: Review | str
        try:
            store = EventStore.open(Path(path), readonly=True)
            try:
                outcome = review(store, tournament, player, lambda: self.stopped)
            finally:
                store.close()
        except ReviewStopped:
            self.done.emit(self.key, None)
            return
        except (StoreError, ValueError, OSError) as error:
            outcome = str(error)
        self.done.emit(self.key, outcome)


def decision_lines(decision: Reviewed) -> str:
    """A costly decision in three short lines (a narrow column): where and what kind, what the
    seat saw and what it cost, what was played and what the advisor plays."""
    seen = seen_words(decision)
    chosen = decision.best_to_win if decision.chance_lost else decision.best
    best = play_words(chosen) if chosen is not None \
        else review_panel_words.tr("None", "the advisor has no play")
    played = arg(review_panel_words.tr("You: %1 (timed out) \u00b7 the advisor: %2"),
                 play_words(decision.played), best) if decision.timed_out \
        else arg(review_panel_words.tr("You: %1 \u00b7 the advisor: %2"),
                 play_words(decision.played), best)
    return "\n".join((
        arg(review_panel_words.tr("Table %1, hand %L2 \u00b7 %3"), decision.table,
            decision.hand, play_words(decision.kind)),
        arg(review_panel_words.tr("%1 \u00b7 %2 lost"), seen,
            cost_words(decision.chips_lost, decision.chance_lost)),
        played))


def kind_line(kind: str, total: Total) -> str:
    """One kind of decision in a line: "hit/stand: 107, 5 cost 8 chips"."""
    costly = arg(review_panel_words.tr("%L1 cost %2"), total.mistakes,
                 cost_words(total.chips_lost, total.chance_lost)) \
        if total.mistakes else review_panel_words.tr("none costly")
    return arg(review_panel_words.tr("%1: %L2, %3"), play_words(kind), total.decisions, costly)


def cost_words(chips: float | None, chance: float | None) -> str:
    """What was lost, short: "8 chips and 2.1 points" (the totals above say of what)."""
    chips_lost = chips_words(chips or 0.0) if chips or not chance else ""
    if not chance:
        return chips_lost
    points = arg(review_panel_words.tr("%1 points"), i18n.number(100 * chance, 1))
    return arg(review_panel_words.tr("%1 and %2"), chips_lost, points) if chips_lost \
        else points


def _nth(report: Review, decision: Reviewed) -> int:
    """Which of the player's bets, or of their other decisions, in its hand `decision` is,
    from 0: the moves the replay counts (see decision_step)."""
    same = [d for d in report.decisions if (d.table, d.hand) == (decision.table, decision.hand)
            and (d.kind == "bet") == (decision.kind == "bet")]
    return next(index for index, each in enumerate(same) if each is decision)


def decision_step(hand: HandRecord, decision: Reviewed, player: str, nth: int) -> int:
    """The replay's step at which `player` made `decision`, their `nth` bet or other decision
    of `hand` (from 0): the table as it stood just before their move; the hand's first step
    where that move is not among the hand's events."""
    moves = _moves(hand, decision, player)
    return max(1, moves[nth]) if nth < len(moves) else 1


def _moves(hand: HandRecord, decision: Reviewed, player: str) -> list[int]:
    """The indexes of `player`'s bets in `hand`'s events, or of their other moves, as
    `decision` is a bet or not."""
    def is_move(payload: dict[str, Any]) -> bool:
        if payload.get("seat") != player:
            return False
        if decision.kind == "bet":
            return payload.get("type") == "BetPlaced" and payload.get("kind") in BETS
        return payload.get("type") == "ActionTaken"

    return [index for index, event in enumerate(hand.events) if is_move(event.payload)]


def advice_at(report: Review, hand: HandRecord, step: int) -> str:
    """At a replay's `step` of `hand`, the advisor on the report's player's decision there
    ("Ann: the advisor would stand (…); you hit"), or "" where they made none."""
    lines = []
    for decision in report.decisions:
        if (decision.hand != hand.hand or hand.table not in (decision.table, None)):
            continue
        moves, nth = _moves(hand, decision, report.player), _nth(report, decision)
        if nth < len(moves) and max(1, moves[nth]) == step:  # as decision_step finds it
            lines.append(arg(review_panel_words.tr("%1: %2", "a player: the advisor's words"),
                             report.player, advisor_words(decision)))
    return "\n".join(lines)
