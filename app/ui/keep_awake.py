"""Keep the screen on while the kiosk runs: the platform's own way of asking for it.

Linux: the freedesktop ScreenSaver service on the session bus (GNOME, KDE, Xfce...), asked on
a connection of its own: the service drops a request when its caller's connection goes, so
closing that connection releases it (also if the app dies), with no cookie to send back (the
cookie is a UINT32, which PySide6 cannot pass). Windows: SetThreadExecutionState. macOS:
`caffeinate -d -w PID`, which ends with this process. Where none is there (no session bus, a
bare X server) the kiosk runs anyway and says once, in the log, that the screen may sleep.
"""

from __future__ import annotations

import ctypes
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

from app.i18n import Context

log = logging.getLogger("pitboss.kiosk")
keep_awake_words = Context("keep_awake_words")

_ES_CONTINUOUS, _ES_SYSTEM_REQUIRED, _ES_DISPLAY_REQUIRED = 0x80000000, 0x1, 0x2
BUS_CONNECTION = "pitboss-keep-awake"  # the session bus connection that holds the request


class KeepAwake:
    def __init__(self) -> None:
        self.how = ""  # which way worked; "" while none has
        self._cookie: int | None = None
        self._caffeinate: subprocess.Popen[bytes] | None = None

    def start(self, reason: str | None = None) -> str:
        """Ask for the screen to stay on (saying why: `reason`, by default that the clock is
        shown); returns how, or "" (logged) if it could not."""
        if reason is None:
            reason = keep_awake_words.tr("Showing the tournament clock")
        try:
            if sys.platform.startswith("linux"):
                self._inhibit_freedesktop(reason)
            elif sys.platform == "win32":
                flags = _ES_CONTINUOUS | _ES_SYSTEM_REQUIRED | _ES_DISPLAY_REQUIRED
                if ctypes.windll.kernel32.SetThreadExecutionState(flags):  # type: ignore[attr-defined]
                    self.how = "SetThreadExecutionState"
            elif sys.platform == "darwin" and shutil.which("caffeinate"):
                self._caffeinate = subprocess.Popen(["caffeinate", "-d", "-w", str(os.getpid())])
                self.how = "caffeinate"
        except (OSError, RuntimeError, AttributeError) as error:
            log.warning("could not keep the screen on (%s): it may go to sleep", error)
            return ""
        if not self.how:
            log.warning("no way to keep the screen on was found here: it may go to sleep")
        return self.how

    def stop(self) -> None:
        if self._cookie is not None:
            from PySide6.QtDBus import QDBusConnection

            QDBusConnection.disconnectFromBus(BUS_CONNECTION)
            self._cookie = None
        if self._caffeinate is not None:
            self._caffeinate.terminate()
            self._caffeinate = None
        if self.how == "SetThreadExecutionState":
            ctypes.windll.kernel32.SetThreadExecutionState(_ES_CONTINUOUS)  # type: ignore[attr-defined]
        self.how = ""

    def _inhibit_freedesktop(self, reason: str) -> None:
        if not _session_bus_here():
            return  # a bare X server, a container, a CI run: no one to ask
        from PySide6.QtDBus import QDBusConnection, QDBusInterface, QDBusMessage

        bus = QDBusConnection.connectToBus(QDBusConnection.BusType.SessionBus, BUS_CONNECTION)
        if not bus.isConnected():
            QDBusConnection.disconnectFromBus(BUS_CONNECTION)
            return
        screensaver = QDBusInterface("org.freedesktop.ScreenSaver",
                                     "/org/freedesktop/ScreenSaver",
                                     "org.freedesktop.ScreenSaver", bus)
        if not screensaver.isValid():
            QDBusConnection.disconnectFromBus(BUS_CONNECTION)
            return
        reply = screensaver.call("Inhibit", "Pitboss", reason)
        if reply.type() == QDBusMessage.MessageType.ReplyMessage and reply.arguments():
            self._cookie = int(reply.arguments()[0])
            self.how = "org.freedesktop.ScreenSaver"
        else:
            QDBusConnection.disconnectFromBus(BUS_CONNECTION)


def _session_bus_here() -> bool:
    """Whether a session bus can be reached: its address is given, or the user's bus socket
    exists. Without one, Qt's D-Bus module is never loaded (its thread is one more thing to
    end when the app does)."""
    if os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return runtime is not None and Path(runtime, "bus").exists()
