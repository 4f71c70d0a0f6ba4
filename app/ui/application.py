"""The QApplication and its asyncio loop, built the one way every window of the app runs on:
the lobby (app/ui/main.py), `pitboss kiosk` and the smoke test."""

from __future__ import annotations

import contextlib
import signal
import sys
from typing import TYPE_CHECKING

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from app.resources import resources_dir
from app.ui.collector import collect_on_gui_thread
from app.ui.translation import install_language


def stored_language() -> str:
    """The language Settings stored (QSettings: needs the application's names set)."""
    from PySide6.QtCore import QSettings

    from app.ui.settings import load_settings

    return load_settings(QSettings()).language

if TYPE_CHECKING:
    from qasync import QEventLoop


def start_qt() -> tuple[QApplication, QEventLoop]:
    """The application and its asyncio loop on Qt's own (qasync)."""
    app = make_application()
    return app, start_loop(app)


def make_application(language: str | None = None) -> QApplication:
    """The application, reading in `language` (a Settings choice; None: the stored one)."""
    app = QApplication([sys.argv[0]])
    app.setApplicationName("Pitboss")
    app.setOrganizationName("Pitboss")
    # Before any window is built: each reads its words once (app/ui/translation.py).
    install_language(app, language if language is not None else stored_language())
    app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "pitboss.svg")))
    app.setDesktopFileName("pitboss")  # Wayland finds the icon through pitboss.desktop
    collect_on_gui_thread(app)  # Qt objects are never collected off the GUI thread
    return app


def start_loop(app: QApplication) -> QEventLoop:
    """The asyncio loop on `app`'s (qasync). Imported here, not above: asyncio and qasync
    take some 60 ms to load, which the window's first frame need not wait for."""
    import asyncio

    from qasync import QEventLoop  # after PySide6: it binds to the Qt binding imported

    loop = QEventLoop(app)
    asyncio.set_event_loop(loop)
    # Without this a SIGTERM kills the process (exit 143) instead of closing the app.
    with contextlib.suppress(NotImplementedError):  # not supported on Windows
        loop.add_signal_handler(signal.SIGTERM, app.quit)
    return loop
