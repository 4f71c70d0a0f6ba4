"""The box a player types an amount of chips in (a bet, a BJX blind or raise, insurance, a
drill's bet), promoted in Qt Designer from a QSpinBox.

What is typed is what is sent, or it is refused in words: a box held to the range by Qt
changed amounts without a word (issue 38: a 10-hand bet of 5 became 10, typing 5000 stopped
at 500, a blind of 27 became 25). So any whole number up to LARGEST can be typed; `fault`
says why it is not one of the choices, and the caller shows that and sends nothing. The
arrows, Page Up and Down and the wheel move within the choices, on their steps. Enter says
`entered`: the caller bets or answers with it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QWidget

from app.engine.bets import BetRange
from app.phrases import Phrase

LARGEST = 99_999_999  # more chips than any tournament holds: what can be typed


class AmountBox(QSpinBox):
    entered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choices = BetRange((0, LARGEST, 1))
        self.setRange(0, LARGEST)
        # The value follows the typing at once: a button's letter (Alt+B) pressed before Enter
        # takes what is typed, not what was there before.
        self.setKeyboardTracking(True)

    def offer(self, choices: BetRange, start: int) -> None:
        """Hold the choices `choices`, showing `start`."""
        self.choices = choices
        self.setRange(0, max(LARGEST, choices.high))
        self.setSingleStep(max(choices.step, 1))
        self.setValue(start)

    def amount(self) -> int:
        """The amount typed, as it stands (even before Enter)."""
        self.interpretText()
        return self.value()

    def fault(self) -> Phrase | None:
        """Why the amount typed is not one of the choices, or None if it is."""
        amount = self.amount()
        if self.choices.allows(amount):
            return None
        return Phrase("bet_not_allowed", self.choices.describe(steps=True), amount)

    def stepBy(self, steps: int) -> None:
        low, high, step = self.choices
        step = max(step, 1)
        amount = self.amount()
        if low <= amount <= high:
            on_a_step = low + (amount - low) // step * step
            if steps < 0 and on_a_step < amount:
                steps += 1  # between two steps: down is the one below
            amount = on_a_step + steps * step
        self.setValue(min(max(amount, low), high))  # from outside the choices: the nearest
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        amount = self.value()
        enabled = QAbstractSpinBox.StepEnabledFlag.StepNone
        if amount < self.choices.high:
            enabled |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if amount > self.choices.low:
            enabled |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return enabled

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # taken here: the dialog's default button is not pressed too
            self.entered.emit()
