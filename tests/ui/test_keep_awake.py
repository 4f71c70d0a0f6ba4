"""The kiosk keeps the screen on: on Linux it asks the session's ScreenSaver service, and lets
go by closing its own bus connection (issue 6: "never sleeps the screen while it runs").

Run in a session bus of its own (dbus-run-session) with a stand-in ScreenSaver service in a
second process, as a desktop has in its session."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parents[1]

CHECK = f'''
import subprocess, sys
sys.path.insert(0, {str(ROOT)!r})
saver = subprocess.Popen([sys.executable, {str(HERE / "fake_screensaver.py")!r}],
                         stdout=subprocess.PIPE, text=True)
assert saver.stdout.readline().strip() == "ready"
from PySide6.QtCore import QCoreApplication
from PySide6.QtDBus import QDBusConnection
app = QCoreApplication([])
from app.ui.keep_awake import BUS_CONNECTION, KeepAwake
awake = KeepAwake()
print("how", awake.start("Showing the tournament clock"))
print("held", QDBusConnection(BUS_CONNECTION).isConnected())
awake.stop()
print("released", not QDBusConnection(BUS_CONNECTION).isConnected())
saver.terminate()
print(saver.stdout.read().strip())
'''


@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("dbus-run-session"),
                    reason="needs Linux and dbus-run-session (Debian's dbus-daemon)")
def test_the_screen_saver_is_asked_and_let_go() -> None:
    run = subprocess.run(["dbus-run-session", "--", sys.executable, "-c", CHECK],
                         capture_output=True, text=True, timeout=60, check=False)
    lines = run.stdout.splitlines()
    assert run.returncode == 0, run.stderr[-2000:]
    assert lines[:3] == ["how org.freedesktop.ScreenSaver", "held True", "released True"]
    assert "Inhibit Pitboss: Showing the tournament clock" in lines


def test_with_no_session_bus_the_kiosk_runs_and_says_so(caplog: pytest.LogCaptureFixture,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.keep_awake import KeepAwake

    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    awake = KeepAwake()
    with caplog.at_level("WARNING", logger="pitboss.kiosk"):
        assert awake.start() == "" or sys.platform != "linux"
    assert "may go to sleep" in caplog.text
    awake.stop()
