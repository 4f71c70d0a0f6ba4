"""The lobby's Drills page (issue 23): spots answered with a click, graded against the advisor
with its values in words, kept in the app's database, and the player's progress by kind.

It is `pitboss drill` (app/cli/drill.py) in a window, on the same two calls of
app/client/drills.py: `next_spot` and `answer`. A spot is the advisor's work: the first of a
tournament model's takes up to a second, so `next_spot` runs on a worker thread and the page
says it is working; the spots from the player's own hands replay their nights (seconds), on a
thread of their own with its own connection (an SQLite connection belongs to the thread that
opened it), and join the drills when they are ready. Answers are recorded on the GUI thread,
through the page's own connection.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMainWindow, QPushButton, QWidget

from app.client.drill_spots import KINDS, AnswerError, Graded, Spot, answer_words, kind_words
from app.client.drills import DrillSession, history_spots, progress_by_kind
from app.client.review_values import play_name
from app.engine.bets import BetRange
from app.i18n import Context, arg, translatable
from app.store import EventStore, StoreError
from app.store.drills import DrillLog
from app.ui.announce import show_text
from app.ui.forms.ui_drill_view import Ui_drill_view
from app.ui.keyboard import KEYS

drill_words = Context("drill_words")
EVERY_KIND = translatable("drill_words", "Every kind: what you get wrong most, first")
POLL_MS = 30  # how often the page looks whether the spot being worked out is ready
RIGHT, WRONG = "\u2713", "\u2717"  # ✓ ✗: the grade at a glance, before its words


class DrillView(QWidget):
    """Drills on the database at `open_store`'s path, as the player named there."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_drill_view()
        self.ui.setupUi(self)
        self.path: Path | None = None
        self.store: EventStore | None = None
        self.player = ""
        self.session: DrillSession | None = None
        self.spot: Spot | None = None
        self.graded: Graded | None = None
        self.number = 0  # spots shown this session
        self.answer_buttons: list[QPushButton] = []
        # The player's own spots, looked for once per database and player: None until found.
        self.own_spots: list[Spot] | None = None
        self._own: Future[list[Spot]] | None = None
        self._next: Future[Spot] | None = None
        self._workers = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drill-page")
        self._own_worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="drill-own")
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._look)
        self.ui.kind_combo.addItems([drill_words.tr(EVERY_KIND), *map(kind_words, KINDS)])
        self.ui.kind_combo.currentIndexChanged.connect(lambda _: self.restart())
        self.ui.next_button.clicked.connect(self.ask_next)
        # What is typed, as typed (Alt+B before Enter too); an amount not offered is refused
        # in words by the session, not changed.
        self.ui.bet_button.clicked.connect(
            lambda: self.answer(str(self.ui.amount_spin.amount())))
        self.ui.amount_spin.entered.connect(self.ui.bet_button.click)
        self.ui.back_to_lobby_button.clicked.connect(self.back_requested.emit)
        self.ui.message_label.hide()
        self._show_answers(None)

    # ---- the store ----------------------------------------------------------------------------

    def open_store(self, path: Path | str, player: str) -> bool:
        """Drill as `player` ("" for a guest: generated spots only) on the database at `path`
        (made if there is none: the drills are kept there); False, said in the page, if it
        cannot be opened."""
        path = Path(path)
        if self.store is not None and (self.path, self.player) == (path, player):
            return True
        self.close_store()
        try:
            self.store = EventStore.open(path)
        except (StoreError, OSError) as error:
            self.say(arg(self.tr("The drills cannot be kept: %1"), error))
            return False
        self.path, self.player = path, player
        self.say("")
        self.ui.player_label.setText(f"\u00b7 {player}" if player
                                     else self.tr("\u00b7 as a guest"))
        if player:
            self._own = self._own_worker.submit(_own_spots, path, player)
        self.restart()
        return True

    def close_store(self, wait: bool = False) -> None:
        """End the session and let go of the database (the spot being worked out is left to
        finish on its thread, its result dropped; `wait`ed for when the app closes)."""
        self._poll.stop()
        if self.session is not None:
            self.session.close(wait)
            self.session = None
        self._next = self._own = None
        self.own_spots = None
        self.spot = self.graded = None
        if self.store is not None:
            self.store.close()
            self.store = None

    def shut_down(self) -> None:
        """The app is closing: no thread of this page is left working."""
        self.close_store(wait=True)
        self._workers.shutdown(wait=True, cancel_futures=True)
        self._own_worker.shutdown(wait=True, cancel_futures=True)

    def say(self, text: str) -> None:
        self.ui.message_label.setText(text)
        self.ui.message_label.setVisible(bool(text))

    # ---- a session ----------------------------------------------------------------------------

    def restart(self) -> None:
        """A new session of the kind chosen (every kind: the player's own spots too)."""
        if self.store is None:
            return
        if self.session is not None:
            self.session.close()
        index = self.ui.kind_combo.currentIndex()  # the first: every kind
        kinds = KINDS if index <= 0 else (KINDS[index - 1],)
        self.session = DrillSession(DrillLog(self.store), self.player, kinds)
        self.number = 0
        self._update_progress()
        self.ask_next()

    def ask_next(self) -> None:
        """Work out the next spot (on the worker thread) and show it when it is ready."""
        session = self.session
        if session is None:
            return
        self._take_own_spots(session)
        self.spot = self.graded = None
        self._show_answers(None)
        self.ui.result_label.clear()
        self.ui.next_button.setEnabled(False)
        show_text(self.ui.question_label, self.tr("Working out the next spot\u2026"))
        self._next = self._workers.submit(session.next_spot)
        self._poll.start()

    def _take_own_spots(self, session: DrillSession) -> None:
        """The player's own spots, once found, join a session of every kind. Only here, with
        no spot being worked out: the session is then not read by the worker thread."""
        if self._own is not None and self._own.done():
            own, self._own = self._own, None
            self.own_spots = own.result() if own.exception() is None else []
        if self.own_spots and session.kinds == KINDS:
            for spot in self.own_spots:
                session.history.setdefault(spot.card, spot)

    def _look(self) -> None:
        pending = self._next
        if pending is None:
            self._poll.stop()
            return
        if not pending.done():
            return
        self._poll.stop()
        self._next = None
        error = pending.exception()
        if error is not None:
            show_text(self.ui.question_label,
                      arg(self.tr("No spot could be worked out: %1"), error))
            return
        self._show_spot(pending.result())

    def _show_spot(self, spot: Spot) -> None:
        self.spot = spot
        self.number += 1
        self.ui.kind_of_spot_label.setText(arg(self.tr("Spot %1 \u00b7 %2"), self.number,
                                               kind_words(spot.kind)))
        show_text(self.ui.question_label, spot.question)
        self._show_answers(spot)
        self.ui.choices_label.setText(arg(self.tr("Answer: %1"), spot.choices))

    def _show_answers(self, spot: Spot | None) -> None:
        """A button per answer, or an amount and Bet where the answer is one of many bets."""
        for button in self.answer_buttons:
            self.ui.answers_layout.removeWidget(button)
            button.deleteLater()
        self.answer_buttons = []
        amounts = spot.amounts if spot is not None else None
        for widget in (self.ui.amount_label, self.ui.amount_spin, self.ui.bet_button):
            widget.setVisible(amounts is not None)
        self.ui.choices_label.setVisible(spot is not None)
        if spot is None:
            return
        if amounts is not None:
            spin = self.ui.amount_spin
            spin.offer(BetRange((amounts[0], amounts[-1], amounts[1] - amounts[0])), amounts[0])
            spin.setEnabled(True)
            self.ui.bet_button.setEnabled(True)
            spin.setFocus()
            return
        taken = self._letters_in_use()
        for place, answer in enumerate(spot.answers):
            words = answer_words(answer)
            button = QPushButton(_with_letter(words, taken), self.ui.spot_group)
            button.setObjectName(f"answer_{place}_button")
            button.setAccessibleName(arg(self.tr("Answer %1"), words))
            button.clicked.connect(lambda _=False, chosen=answer: self.answer(chosen))
            self.ui.answers_layout.insertWidget(place, button)
            button.show()  # a layout shows a new child only on its next turn of the loop
            self.answer_buttons.append(button)
        self.answer_buttons[0].setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The table's keys answer here too (H hits, S stands...): a play's key, unmodified,
        where the spot offers that play."""
        spot = self.spot
        if spot is not None and self.graded is None \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            for action in KEYS.get(Qt.Key(event.key()), ()):
                if play_name(action, None) in spot.values:
                    self.answer(play_name(action, None))
                    return
        super().keyPressEvent(event)

    def _letters_in_use(self) -> set[str]:
        """The underlined letters of the page's own controls and of the window's menu bar (a
        letter two controls share only moves the focus between them)."""
        texts = [widget.text() for widget in (self.ui.kind_label, self.ui.amount_label,
                                              self.ui.bet_button, self.ui.next_button,
                                              self.ui.back_to_lobby_button)]
        window = self.window()
        if isinstance(window, QMainWindow):
            texts += [action.text() for action in window.menuBar().actions()]
        return {text[text.index("&") + 1].lower() for text in texts if "&" in text[:-1]}

    def answer(self, text: str) -> Graded | None:
        """Grade `text` against the advisor and record it; the grade, or None (said in the
        page) for no answer of this spot or no spot shown."""
        if self.session is None or self.spot is None or self.graded is not None:
            return None
        try:
            graded = self.session.answer(self.spot, text)
        except AnswerError as error:
            show_text(self.ui.result_label, str(error), urgent=True)
            return None
        except StoreError as error:
            self.say(arg(self.tr("The answer could not be kept: %1"), error))
            return None
        self.graded = graded
        mark = RIGHT if graded.correct else WRONG
        show_text(self.ui.result_label, arg(self.tr("%1 You: %2. %3"), mark,
                                            answer_words(graded.answer), graded.explanation),
                  urgent=True)
        for widget in (*self.answer_buttons, self.ui.amount_spin, self.ui.bet_button):
            widget.setEnabled(False)
        self.ui.next_button.setEnabled(True)
        self.ui.next_button.setFocus()
        self._update_progress()
        return graded

    def _update_progress(self) -> None:
        if self.session is None or self.store is None:
            return
        summary = self.session.summary()
        self.ui.session_label.setText(
            arg(self.tr("This session: %1 of %2 right"), summary.right, summary.answered)
            if summary.answered else self.tr("This session: no spot answered yet"))
        lines = [arg(self.tr("%1; %2 of %3 on %4"), kind.words(), kind.last.right,
                     kind.last.answers, kind.last.day)
                 for kind in progress_by_kind(DrillLog(self.store).progress(self.player))]
        self.ui.progress_list.clear()
        self.ui.progress_list.addItems(lines or [self.tr("No answers kept yet")])


def _own_spots(path: Path, player: str) -> list[Spot]:
    """On the worker thread, with a connection of its own: `player`'s own spots."""
    with EventStore.open(path, readonly=True) as store:
        return history_spots(store, player)


def _with_letter(answer: str, taken: set[str]) -> str:
    """`answer` as a button's text, with the first letter or digit no other control has
    ("S&plit", "Bet &75")."""
    text = answer[:1].upper() + answer[1:]
    for index, letter in enumerate(text):
        if letter.isalnum() and letter.lower() not in taken:  # a bet's digit: Alt+5
            taken.add(letter.lower())
            return f"{text[:index]}&{text[index:]}"
    return text
