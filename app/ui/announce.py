"""Text that changes as the game goes, for a screen reader: shown, exposed and spoken.

A label with no accessibleName of its own is exposed under its text, and Qt tells the platform
when that text changes (AT-SPI's object:property-change:accessible-name). But a screen reader
(Orca) speaks a changed name only for the object it is on, and a label is never focused. What
it speaks wherever the reader is, is an announcement: Qt's QAccessibleAnnouncementEvent (Qt
6.8), which AT-SPI carries as object:announcement (on Windows a UI Automation notification, on
macOS and iOS VoiceOver's announcement). So the table's prompt, the level clock, the advice, the
replay's narration and the last log line are shown through `show_text` or `announce`: set, and
announced when they change. The labels it is used on keep their purpose in their accessible
description ("What to do now"), not in their name, which would hide the text.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QLabel, QWidget


def show_text(label: QLabel, text: str, *, urgent: bool = False) -> None:
    """`text` in `label`; when it changed and is not empty, announced (`urgent`: at once,
    interrupting what the screen reader is saying, for a question you must answer)."""
    if label.text() == text:
        return
    label.setText(text)
    announce(label, text, urgent=urgent)


def announce(source: QWidget, text: str, *, urgent: bool = False) -> None:
    """Have the screen reader say `text` (on one line), from `source`, the widget
    that shows it. Nothing when no assistive technology is listening, or nothing is said."""
    words = " ".join(text.split())
    if not words or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(source, words)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
