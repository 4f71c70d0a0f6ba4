"""The table: the felt, the controls for what you may do now, the log, chat, clock and standings.

Messages from the host are queued and shown one at a time at the animation pace of the settings
(a dealt card slides in before the next one comes); the host never waits for this, and skipping
shows everything queued at once. The controls follow what has been shown: you are asked to act
once the cards that led to the question are on the felt. Only the legal actions are offered.

The controls are the one request in front of the seat (TableState.bet_request or .decision),
never two sets at once: a bet of two choices (S7-8: the minimum or the maximum) is two buttons;
a bet, blind or raise of a range (BJX-3, BJX-5, T10-3) is a box held to that range, with the
range in words, set afresh for each request so that a refused value never stays in it. A
request the host refused comes back with the host's reason in the prompt.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable

import msgspec
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton, QWidget

from app.client.advice import advise
from app.client.card_words import card_text
from app.client.felt_text import shot_clock_colour, shot_clock_text
from app.client.kiosk_state import seconds_left
from app.client.seat_session import SeatSession
from app.client.status_words import level_words
from app.client.table_state import TableState
from app.client.wording import decision_prompt
from app.core.pace import CARD_EVENTS, CARD_SECONDS
from app.engine.actions import Action, DecisionKind
from app.engine.bets import BetRange
from app.engine.events import CardDealt, CardTurned, Event
from app.engine.variants import variant_of
from app.i18n import Context, arg, translatable
from app.net import protocol as p
from app.timebase import SYSTEM, Timebase
from app.ui.announce import announce, show_text
from app.ui.chart_dialog import ChartDialog
from app.ui.forms.ui_table_view import Ui_table_view
from app.ui.keyboard import KEYS, focus_by_tab_only, hold_focus
from app.ui.sounds import Sounds
from app.ui.view_clock import ViewClock

STEP_MS = round(1000 * CARD_SECONDS)  # the pause after each card, at normal speed
# A table further behind the host than this (the oldest message waiting to be shown) skips its
# animations to the present: what every screen shows is the host's latest state within a
# second (issue 38: a window minutes behind replayed old hands after the host had stopped).
BEHIND_SECONDS = 1.0
CLOCK_MS = 500  # the clocks shown again: twice a second, so no second is skipped
table_words = Context("table_words")
# The bet buttons' keys, the letters underlined on them (Alt and the letter as well): every
# variant's bet row has the two, S7-8's only choices among them. F1 Help lists them.
BET_KEYS = {Qt.Key.Key_N: translatable("table_words", "bet the minimum"),
            Qt.Key.Key_X: translatable("table_words", "bet the maximum")}


class TableView(QWidget):
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None, *, timebase: Timebase = SYSTEM) -> None:
        """`timebase`: the clock the table shows its clocks by (app/ui/view_clock.py), the
        same as its sessions' (their states' times are read against it)."""
        super().__init__(parent)
        self.ui = Ui_table_view()
        self.ui.setupUi(self)
        self.session: SeatSession | None = None
        # What the felt shows: the session's state, caught up.
        self.shown = TableState(me="", timebase=timebase)
        self.queue: deque[p.HostMessage | None] = deque()
        self._arrived: deque[float] = deque()  # when each queued message came (the clock's)
        self.speed = 1.0
        self.sounds: Sounds | None = None  # played as events are shown, not as they arrive
        self._step = QTimer(self)
        self._step.setSingleShot(True)
        self._step.timeout.connect(self._show_next)
        self.clock = ViewClock(self, CLOCK_MS, self._tick_clock, timebase=timebase)
        # The seats' shot clocks on the felt, drawn on any redraw, at the table's time too.
        self.ui.felt_view.wall = self.clock.wall
        self._sending: set[asyncio.Task[None]] = set()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.buttons: dict[Action, QPushButton] = {
            Action.HIT: self.ui.hit_button, Action.STAND: self.ui.stand_button,
            Action.DOUBLE: self.ui.double_button, Action.SPLIT: self.ui.split_button,
            Action.SURRENDER: self.ui.surrender_button,
            Action.INSURANCE: self.ui.insurance_button,
            Action.EVEN_MONEY: self.ui.even_money_button,
            Action.NO_INSURANCE: self.ui.no_insurance_button,
            Action.RAISE: self.ui.raise_button, Action.CHECK: self.ui.check_button,
            Action.FOLD: self.ui.fold_button, Action.SIT_OUT: self.ui.sit_out_button,
            Action.STAY_IN: self.ui.stay_in_button,
            Action.DEALER_PLAY: self.ui.dealer_play_button,
            Action.DEALER_FOLD: self.ui.dealer_fold_button,
            Action.DEALER_HIT: self.ui.dealer_hit_button,
            Action.DEALER_STAND: self.ui.dealer_stand_button,
        }
        for action, button in self.buttons.items():
            button.clicked.connect(lambda _=False, a=action: self.choose(a))
        self.ui.show_first_button.clicked.connect(lambda: self.choose(Action.TURN_UP, 0))
        self.ui.show_second_button.clicked.connect(lambda: self.choose(Action.TURN_UP, 1))
        focus_by_tab_only(self.findChildren(QPushButton))
        self.ui.bet_button.clicked.connect(self._bet)
        self.ui.min_bet_button.clicked.connect(
            lambda: self._bet_at(self.ui.amount_spin.choices.low))
        self.ui.max_bet_button.clicked.connect(
            lambda: self._bet_at(self.ui.amount_spin.choices.high))
        self.ui.amount_spin.entered.connect(self._enter_amount)
        self._ranged_for: object = None  # the request the amount box was last set for
        # Why the amount typed for that request was not sent (AmountBox.fault), in words.
        self._fault = ""
        self._alerted_for: object = None  # the request the window last asked attention for
        self.ui.send_button.clicked.connect(self._say)
        self.ui.chat_edit.returnPressed.connect(self._say)
        self.ui.advice_button.clicked.connect(self._advise)
        self.ui.chart_button.clicked.connect(self.show_chart)
        self.chart_dialog: ChartDialog | None = None
        self._advised_for: tuple[object, object] = (None, None)
        self.ui.leave_button.clicked.connect(self.leave_requested.emit)
        self._update_controls()

    # ---- the session ------------------------------------------------------------------------

    def attach(self, session: SeatSession) -> None:
        """Show `session`'s seat; its timebase should be the table's (the times its state
        keeps are compared with the table's clock)."""
        if self.session is not None:
            self.session.remove_listener(self)
        self.session = session
        self.shown = TableState(me=session.name, timebase=self.clock.timebase)
        self.queue.clear()
        self._arrived.clear()
        self.ui.log_list.clear()
        self.ui.chat_list.clear()
        session.add_listener(self)
        self._refresh()

    def on_event_changed(self, message: p.HostMessage | None) -> None:
        """The session's news (app/client/seat_session.py), queued to be shown in turn."""
        self.queue.append(message)
        self._arrived.append(self.clock.monotonic())
        if not self._step.isActive() or self._behind():
            self._show_next()

    def redraw(self) -> None:
        """Draw again what is shown (a new theme, a new deck)."""
        self._refresh()

    def skip(self) -> None:
        """Show everything queued at once."""
        self._step.stop()
        while self.queue:
            self._take(self.queue.popleft())
        self._arrived.clear()
        self.ui.felt_view.skip_animations()
        self._refresh()

    def _show_next(self) -> None:
        if not self.queue:
            return
        if self.speed <= 0 or self._behind():
            self.skip()
            return
        message = self.queue.popleft()
        self._arrived.popleft()
        if isinstance(message, p.Waiting):  # only the seats' shot clocks change
            self.shown.apply(message)
            self.ui.felt_view.show_waiting(self.shown)
            if self.queue:
                self._step.start(0)
            return
        if isinstance(message, p.Events):
            message = self._one_card_at_a_time(message)
        events = self._take(message)
        if self.sounds is not None:
            for event in (*events, message):
                self.sounds.on_event(event)
        self._refresh()
        cards = sum(1 for event in events if isinstance(event, CardDealt | CardTurned))
        pause = int(STEP_MS * self.speed * cards)
        # The next message waits for this one's cards to land, whether it is here yet or
        # comes a moment later (bots answer at once): the hand plays at the pace people
        # follow, not at the pace the host sends.
        if pause or self.queue:
            self._step.start(pause)

    def _one_card_at_a_time(self, message: p.Events) -> p.Events:
        """The batch up to its first card; the rest, if it shows another card, waits at the
        front of the queue, come now (it is no later than the host meant: a person's table
        is paced by the same measure, app/net/person_pace.py)."""
        cards = [index for index, event in enumerate(message.events)
                 if event.get("type") in CARD_EVENTS]
        if len(cards) < 2:
            return message
        cut = cards[0] + 1
        self.queue.appendleft(msgspec.structs.replace(message, events=message.events[cut:]))
        self._arrived.appendleft(self.clock.monotonic())
        return msgspec.structs.replace(message, events=message.events[:cut], said=[])

    def _behind(self) -> bool:
        """The oldest message still to show came more than BEHIND_SECONDS ago."""
        return bool(self._arrived) and \
            self.clock.monotonic() - self._arrived[0] > BEHIND_SECONDS

    def _take(self, message: p.HostMessage | None) -> list[Event]:
        if message is None:
            return []
        return self.shown.apply(message)

    # ---- drawing -------------------------------------------------------------------------------

    def _refresh(self) -> None:
        session = self.session
        state = self.shown
        if session is not None:
            # Requests already answered must not come back when the queue catches up.
            if session.state.bet_request is None:
                state.bet_request = None
            if session.state.decision is None:
                state.decision = None
            state.error = session.state.error
            state.notice = session.state.notice
            state.host_offset = session.state.host_offset
            state.stopped = session.state.stopped
        self.ui.felt_view.speed = self.speed
        self.ui.felt_view.show_state(state)
        self._update_side(state)
        self._update_controls()
        self._alert_turn(state)
        # Over, a host that has gone is no news: a local game's stops at its end (issue 38).
        banner = state.notice if session is not None and not session.connected \
            and not state.over else ""
        asked = state.bet_request is not None or state.decision is not None
        error = f"\u26a0 {state.error}" if state.error and not asked else ""  # else in the prompt
        show_text(self.ui.banner_label, banner or error, urgent=True)
        self.ui.banner_label.setVisible(bool(self.ui.banner_label.text()))

    def _update_side(self, state: TableState) -> None:
        _show_lines(self.ui.log_list, state.log)
        _show_lines(self.ui.chat_list, state.chat)
        standings = [arg(self.tr("%1. %2: %L3"), row.place, row.name, row.chips) if row.place
                     else arg(self.tr("• %1: %L2"), row.name, row.chips)
                     for row in state.standings[:12]]
        if standings != [self.ui.standings_list.item(i).text()
                         for i in range(self.ui.standings_list.count())]:
            self.ui.standings_list.clear()
            self.ui.standings_list.addItems(standings)
        self._tick_clock()

    def _alert_turn(self, state: TableState) -> None:
        """Your turn, with the window behind another: the window asks for attention (the
        task bar flashes) once per request; the turn sound is the Sounds' (STYLE 8)."""
        request = state.bet_request or state.decision
        if request is None or request is self._alerted_for:
            return
        self._alerted_for = request
        if self.isVisible() and not self.window().isActiveWindow():
            QApplication.alert(self.window(), 0)

    def _tick_shot_clock(self) -> None:
        """Seconds left to answer the request in front of you, coloured as they run out, and
        on the felt the clock of each seat the host waits for."""
        now = self.clock.wall()
        self.ui.felt_view.show_clocks(self.shown, now)
        left = self.shown.seconds_to_answer(now)
        label = self.ui.shot_clock_label
        if left is None:
            label.setText("")
            return
        if self.shown.stopped:
            label.setText(arg(self.tr("%1 (stopped)"), shot_clock_text(left)))
        elif self.shown.held_for(self.shown.me) is not None:
            label.setText(arg(self.tr("%1 (standing still)"), shot_clock_text(left)))
        else:
            label.setText(shot_clock_text(left))
        colour = shot_clock_colour(left)
        style = f"color: {colour}; font-weight: bold;" if colour else ""
        if label.styleSheet() != style:  # set as it changes, not twice a second
            label.setStyleSheet(style)

    def _tick_clock(self) -> None:
        if self._behind():  # nothing new came to set it going: the time alone says so
            self.skip()
        self._tick_shot_clock()
        state = self.shown
        players = state.field_words()  # "Over: Ann wins" once it is over
        clock = state.clock
        if state.over or not clock:  # over: no level left to play, the clock stops
            # 10-hand has no levels (T10-2), but a match's hand count. Two lines always, as
            # with levels, so the felt keeps its size as they change.
            progress = "" if state.over else state.match_progress()
            show_text(self.ui.level_label, f"{progress}\n{players}")
            self.ui.clock_label.setText(self.tr("Finished") if state.over and clock else "")
            return
        left = seconds_left(clock, state.clock_elapsed(self.clock.monotonic()))
        minutes, seconds = divmod(int(left), 60)
        time_left = f"{minutes:02d}:{seconds:02d}"
        if state.stopped:  # a clock that waits for the host to be back (the banner says so:
            # "(stopped: the host has gone)" beside the digits was cut off, issue 38)
            time_left = arg(self.tr("%1 stopped"), time_left)
        elif clock.paused:
            time_left = arg(self.tr("%1 paused"), time_left)
        self.ui.clock_label.setText(time_left)
        show_text(self.ui.level_label, f"{level_words(clock)}\n{players}")

    @property
    def offline(self) -> bool:
        """The host cannot be reached now: nothing may be sent (a click said only "Not
        connected to the host", and the request it answered was dropped here)."""
        return self.session is not None and not self.session.connected

    def _update_controls(self) -> None:
        state = self.shown
        focused = QApplication.focusWidget()  # kept if its control stays (app/ui/keyboard.py)
        request, decision = state.bet_request, state.decision
        if self.offline:  # hidden until the host is back; the request's controls come back
            request = decision = None  # then if it is still open (the banner says why)
        legal = set(state.legal_actions()) if request is None and decision is not None \
            else set()
        for action, button in self.buttons.items():
            button.setVisible(action in legal)
        turn_up = Action.TURN_UP in legal
        self.ui.show_first_button.setVisible(turn_up)
        self.ui.show_second_button.setVisible(turn_up)
        if turn_up:
            self._name_cards_to_show(state)
        amount_action = next((a for a in (Action.RAISE, Action.INSURANCE)
                              if a in legal and decision is not None
                              and a.value in decision.ranges), None)
        if request is not None:
            prompt = self._bet_controls(request, state.variant)
        else:
            self._show_bet_row(box=amount_action is not None, buttons=False)
            if decision is not None and amount_action is not None:
                low, high, step = decision.ranges[amount_action.value]
                # Insurance starts at its most, half the bet (or what the stack allows).
                self._range(low, high, step, decision,
                            start=high if amount_action is Action.INSURANCE else low)
                self.ui.amount_label.setText(self.tr("Raise &to")
                                             if amount_action is Action.RAISE
                                             else self.tr("Insure &for"))
            prompt = self._waiting(state) if decision is None else _prompt(state, decision)
        if self.offline and not state.over:
            prompt = self.tr("Waiting for the host to come back")
        elif (request is not None or decision is not None) and state.clock is not None \
                and state.clock.paused:
            # The pause holds the table: your time stands still, and you may still answer.
            prompt = arg(self.tr("Paused by the director: your time stands still.\n%1"), prompt)
        elif request is None and decision is None and state.clock is not None \
                and state.clock.paused and not state.over:
            prompt = self.tr("Paused by the director")
        refused = self._fault or state.error
        if refused and (request is not None or decision is not None):
            prompt = f"\u26a0 {refused}\n{prompt}"  # refused: asked again, and why
        show_text(self.ui.prompt_label, prompt, urgent=request is not None or decision is not None)
        self.ui.advice_button.setEnabled(decision is not None or request is not None)
        if (decision, request) != self._advised_for:
            self.ui.advice_label.setText("")  # advice is for the question it answered
        self._tick_shot_clock()
        hold_focus(self, focused)

    def _bet_controls(self, request: p.BetRequest, variant: str) -> str:
        """The bet row for `request`; the prompt for it. Two choices (S7-8: the minimum or
        the maximum) are two buttons; a range (BJX-3 blinds, T10-3) a box held to it."""
        low, high, step = request.low, request.high, request.step
        choices = high - low in (0, step)
        self._show_bet_row(box=not choices, buttons=True)
        self._range(low, high, step, request)
        self.ui.max_bet_button.setVisible(high > low)
        # Each with its key (BET_KEYS), underlined: S7-8's two had none.
        self.ui.min_bet_button.setText(arg(self.tr("Bet mi&n %L1"), low))
        self.ui.max_bet_button.setText(arg(self.tr("Bet ma&x %L1"), high))
        self.ui.min_bet_button.setAccessibleName(arg(self.tr("Bet the minimum, %L1"), low))
        self.ui.max_bet_button.setAccessibleName(arg(self.tr("Bet the maximum, %L1"), high))
        described = BetRange((low, high, step)).describe(steps=True).words()
        if variant_of(variant).blinds:  # BJX-3
            self.ui.amount_label.setText(self.tr("&Blind"))
            asked = arg(self.tr("Your blind: %1"), described)
        else:
            self.ui.amount_label.setText(self.tr("&Bet"))
            asked = arg(self.tr("Your bet: %1"), described)
        if request.away:  # S7-9: played as away; this bet is the way back (issue 38)
            return arg(self.tr("You are away: the rules bet and play for you. Bet to come back "
                               "(Space bets the lowest).\n%1"), asked)
        return asked

    def _show_bet_row(self, *, box: bool, buttons: bool) -> None:
        """The bet row's parts: the amount box with its range, and the bet buttons."""
        self.ui.bet_widget.setVisible(box or buttons)
        for widget in (self.ui.amount_label, self.ui.amount_spin, self.ui.amount_range_label):
            widget.setVisible(box)
        self.ui.amount_spin.setEnabled(box)
        self.ui.bet_button.setVisible(box and buttons)
        self.ui.min_bet_button.setVisible(buttons)
        self.ui.max_bet_button.setVisible(buttons)

    def _waiting(self, state: TableState) -> str:
        if state.over:
            return self.tr("The tournament is over")
        others = any(s.name != state.me for s in state.seats)
        return self.tr("Waiting for the other players") if others \
            else self.tr("Waiting for the host")

    def _name_cards_to_show(self, state: TableState) -> None:
        """BJX-4: the dealer's two cards named on the buttons that show them."""
        cards = state.hand.dealer_hands[0].cards if state.hand.dealer_hands else []
        for index, button in enumerate((self.ui.show_first_button,
                                        self.ui.show_second_button)):
            card = cards[index] if index < len(cards) else None
            button.setText(arg(self.tr("Show %1 (&%2)"), card_text(card), index + 1)
                           if card is not None else arg(self.tr("Show card &%1"), index + 1))

    def _range(self, low: int, high: int, step: int, request: object,
               start: int | None = None) -> None:
        """The amount box held to `low`..`high`, set to `start` (else `low`) afresh for each
        request: a value typed for a refused or an earlier request never stays for the next."""
        choices = BetRange((low, high, step))
        if request is not self._ranged_for:
            self._ranged_for = request
            self._fault = ""
            self.ui.amount_spin.offer(choices, low if start is None else start)
        self.ui.amount_range_label.setText(choices.describe(steps=True).words())

    def _typed_amount(self) -> int | None:
        """The amount typed in the box, or None where it is not one of the choices: then
        the prompt says why, and nothing is sent (the box keeps what was typed)."""
        fault = self.ui.amount_spin.fault()
        if fault is None:
            self._fault = ""
            return self.ui.amount_spin.amount()
        self._fault = fault.words()
        self._update_controls()
        return None

    def _enter_amount(self) -> None:
        """Enter in the amount box: the bet, raise or insurance it is for."""
        decision = self.shown.decision
        if self.shown.bet_request is not None:
            self._bet()
        elif decision is not None:
            action = next((a for a in (Action.RAISE, Action.INSURANCE)
                           if a.value in decision.ranges and a.value in decision.actions), None)
            if action is not None:
                self.choose(action)

    # ---- what you do ---------------------------------------------------------------------------

    def choose(self, action: Action, amount: int | None = None) -> None:
        state = self.shown
        if state.decision is None or action.value not in state.decision.actions:
            return
        if amount is None and action in (Action.RAISE, Action.INSURANCE):
            amount = self._typed_amount()
            if amount is None:
                return
        self._send(lambda session: session.act(action, amount))

    def _bet(self) -> None:
        amount = self._typed_amount()
        if amount is not None:
            self._bet_at(amount)

    def _bet_at(self, amount: int) -> None:
        if self.shown.bet_request is not None:
            self._send(lambda session: session.bet(amount))

    def _say(self) -> None:
        text = self.ui.chat_edit.text().strip()
        if text and not self.offline:  # kept in the box until the host is back
            self.ui.chat_edit.clear()
            self._send(lambda session: session.say(text))

    def _advise(self) -> None:
        self._advised_for = (self.shown.decision, self.shown.bet_request)
        show_text(self.ui.advice_label, advise(self.shown))

    def show_chart(self) -> None:
        """The advisor's basic-strategy chart, beside the table (one window, raised again)."""
        if self.chart_dialog is None:
            self.chart_dialog = ChartDialog(self, self.shown.variant)
        self.chart_dialog.show()
        self.chart_dialog.raise_()

    def _send(self, request: Callable[[SeatSession], object]) -> None:
        session = self.session
        if session is None or self.offline:  # kept for when the host is back
            return
        coroutine = request(session)
        if asyncio.iscoroutine(coroutine):
            task = asyncio.ensure_future(coroutine)
            self._sending.add(task)
            task.add_done_callback(self._sending.discard)
        self.shown.answered()
        self._update_controls()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus()  # the keys are the table's, not the chat box's, when it comes up
        self.hold_controls_height()

    def hold_controls_height(self) -> None:
        """The row of controls keeps the height of its tallest content while empty: were it
        to change between decisions, the felt would be resized, and every card and chip drawn
        again for the new size, a few times a hand. Measured once styled: when shown, and
        when the window's text scale changes."""
        controls = self.ui.controls_widget
        margins = controls.layout().contentsMargins()
        tallest = max(child.sizeHint().height() for child in
                      (self.ui.bet_widget, *self.buttons.values(), self.ui.show_first_button))
        controls.setMinimumHeight(tallest + margins.top() + margins.bottom())
        # And room for two lines of prompt whatever it says, so a long one ("Split aces: stand
        # or double down (hand 1 of 2, soft 17)") wraps without resizing the felt.
        prompt = self.ui.prompt_label
        prompt.setMinimumHeight(2 * prompt.fontMetrics().lineSpacing())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.ui.chat_edit.hasFocus():
            super().keyPressEvent(event)
            return
        legal = set(self.shown.legal_actions())
        if event.key() == Qt.Key.Key_Space:
            decision = self.shown.decision
            if self.shown.bet_request is not None:
                self._bet_at(self.shown.bet_request.low)
            elif decision is not None:
                default = decision.default or ("stand" if "stand" in decision.actions else None)
                if default is not None:
                    self.choose(Action.parse(default), 0 if default == "turn_up" else None)
            return
        for action in KEYS.get(Qt.Key(event.key()), ()):
            if action in legal:
                self.choose(action)
                return
        request = self.shown.bet_request
        if event.key() == Qt.Key.Key_B and request is not None:
            self._bet()
            return
        if event.key() in BET_KEYS and request is not None:
            button = self.ui.min_bet_button if event.key() == Qt.Key.Key_N \
                else self.ui.max_bet_button
            if button.isVisibleTo(self):
                button.click()
            return
        super().keyPressEvent(event)


def _show_lines(view: QListWidget, lines: list[str]) -> None:
    """Bring a list up to date with `lines`, which only grow at the end and lose lines at the
    top: the new ones are added and the dropped ones taken, not the whole list rebuilt."""
    shown = [view.item(i).text() for i in range(view.count())]
    if shown == lines:
        return
    # Where the list's end lines up with the start of what is new.
    for dropped in range(len(shown) + 1):
        kept = shown[dropped:]
        if lines[:len(kept)] == kept:
            break
    for _ in range(dropped):
        view.takeItem(0)
    view.addItems(lines[len(kept):])
    announce(view, lines[-1] if len(lines) > len(kept) else "")  # the newest line, said
    view.scrollToBottom()


def _prompt(state: TableState, decision: p.DecisionRequest) -> str:
    """The question in words, from its legal actions and the hand it is about."""
    kind = DecisionKind(decision.kind)
    view = state.hand
    dealer = view.dealer_hands[min(view.dealer_kept, len(view.dealer_hands) - 1)] \
        if view.dealer_hands else None
    return decision_prompt(kind, state.legal_actions(), view.hands.get(state.me, []),
                           decision.hand, dealer)
