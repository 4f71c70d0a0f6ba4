"""The felt read as a screen reader reads it: a felt mid-hand in a real window (Xvfb, Qt's xcb
platform with QT_ACCESSIBILITY=1), in a session bus of its own (dbus-run-session, which starts
the accessibility bus of Debian's at-spi2-core on demand), its tree read through AT-SPI by
Debian's python3-pyatspi in the system's Python: each seat an object with its name and, in
words, its chips, bet, cards, total and what it is doing; the dealer's up card likewise."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SYSTEM_PYTHON = "/usr/bin/python3"  # where Debian's python3-pyatspi is


def pyatspi_installed() -> bool:
    if not Path(SYSTEM_PYTHON).exists():
        return False
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False)
    return probe.returncode == 0


DRIVE = f'''
import os, subprocess, sys
here = {str(HERE)!r}
xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24",
                         "-nolisten", "tcp"], stdout=subprocess.PIPE, text=True)
try:
    display = ":" + xvfb.stdout.readline().strip()
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    app = subprocess.Popen([sys.executable, here + "/felt_atspi_app.py"], env=env,
                           stdout=subprocess.PIPE, text=True)
    try:
        assert app.stdout.readline().strip() == "ready", "the felt did not start"
        read = subprocess.run([{SYSTEM_PYTHON!r}, here + "/felt_atspi_reader.py",
                               "pitboss-felt-check"], env=env, capture_output=True, text=True,
                              timeout=60)
        sys.stdout.write(read.stdout)
        sys.stderr.write(read.stderr)
        sys.exit(read.returncode)
    finally:
        app.terminate()
        app.wait(10)
finally:
    xvfb.terminate()
    xvfb.wait(10)
'''


@pytest.mark.skipif(not sys.platform.startswith("linux")
                    or not (shutil.which("dbus-run-session") and shutil.which("Xvfb"))
                    or not pyatspi_installed(),
                    reason="needs Linux, dbus-run-session, Xvfb and Debian's at-spi2-core and "
                           "python3-pyatspi (make system-deps installs them)")
def test_a_screen_reader_reads_each_seat_and_the_dealers_card() -> None:
    run = subprocess.run(["dbus-run-session", "--", sys.executable, "-c", DRIVE],
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    objects = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    described = {node["name"]: node["description"] for node in objects}
    assert "Table" in described
    assert described["Ann (you)"] == (
        "3,975 chips; bet 25, cards ace of spades, six of hearts, total soft 17; in the hand")
    assert described["Bob"].startswith("4,100 chips; bet 50, cards ten of spades")
    assert "total bust 24" in described["Bob"]
    assert "cards ace of diamonds, king of clubs, total blackjack, won 75" in described["Cleo"]
    assert "total 16, push" in described["Eve"]
    assert described["Dan"].startswith("12,500 chips; dealer; cards nine of spades, a card "
                                       "face down, total showing 9")
    assert described["Dealer's cards"] == "dealer shows nine of spades, total 9"
