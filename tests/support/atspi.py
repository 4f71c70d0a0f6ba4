"""A window met as a screen reader meets it: a Qt script in a real window (Xvfb, Qt's xcb
platform with QT_ACCESSIBILITY=1), in a session bus of its own (dbus-run-session, which starts
the accessibility bus of Debian's at-spi2-core on demand), read or listened to through AT-SPI by
Debian's python3-pyatspi in the system's Python.

The window's script prints "ready" once shown, and makes its changes when it reads "go". The
reader's script either prints what it read (the tree), or first prints "listening" once its
listeners are on the bus. The toolkit hears of a new listener from the registry some time later
(seconds on a loaded machine), and sends no event of a kind nobody listens to; so the window is
told "probe" (it announces PROBE) every half second until the reader prints "heard", and only
then "go"; the reader prints what it heard after, the probes left out."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

SYSTEM_PYTHON = "/usr/bin/python3"  # where Debian's python3-pyatspi is
PROBE = "pitboss-atspi-probe"  # what a window announces when told "probe"


def _pyatspi_installed() -> bool:
    if not Path(SYSTEM_PYTHON).exists():
        return False
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False)
    return probe.returncode == 0


needs_atspi = pytest.mark.skipif(
    not sys.platform.startswith("linux")
    or not (shutil.which("dbus-run-session") and shutil.which("Xvfb"))
    or not _pyatspi_installed(),
    reason="needs Linux, dbus-run-session, Xvfb and Debian's at-spi2-core and python3-pyatspi "
           "(make system-deps installs them)")

DRIVE = '''
import json, os, subprocess, sys, threading, time
window, reader_command, out = json.loads(sys.argv[1])
out = open(out, "w")
xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24",
                         "-nolisten", "tcp"], stdout=subprocess.PIPE, text=True)
try:
    display = ":" + xvfb.stdout.readline().strip()
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    # The accessibility bus and its registry up before the window: a window whose toolkit
    # starts before them may never hear of the reader's listeners (seen on a loaded machine:
    # the window asked for the registry itself, and no announcement ever reached the reader).
    subprocess.run([reader_command[0], "-c", "import pyatspi; pyatspi.Registry.getDesktop(0)"],
                   env=env, timeout=60, check=True)
    app = subprocess.Popen([sys.executable, window], env=env, stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, text=True)
    try:
        assert app.stdout.readline().strip() == "ready", "the window did not start"
        reader = subprocess.Popen(reader_command, env=env, stdout=subprocess.PIPE, text=True)
        first = reader.stdout.readline()
        if first.strip() == "listening":
            heard = threading.Event()
            def wait_for_heard():
                if reader.stdout.readline().strip() == "heard":
                    heard.set()
            threading.Thread(target=wait_for_heard, daemon=True).start()
            deadline = time.monotonic() + 60
            while not heard.wait(0.5):
                if time.monotonic() > deadline:
                    reader.kill()
                    sys.exit("the reader never heard the window's probe announcement")
                app.stdin.write("probe\\n")
                app.stdin.flush()
            app.stdin.write("go\\n")
            app.stdin.flush()
        else:
            out.write(first)
        rest, _ = reader.communicate(timeout=60)
        out.write(rest)
        out.close()
        sys.exit(reader.returncode)
    finally:
        app.terminate()
        app.wait(10)
finally:
    xvfb.terminate()
    xvfb.wait(10)
'''


def as_a_screen_reader(window: Path, reader: Path, *arguments: str) -> list[dict[str, Any]]:
    """Run the Qt script `window` and the pyatspi script `reader` (with `arguments`, and PROBE
    last) as above;
    the JSON objects the reader printed, one a line."""
    command = [SYSTEM_PYTHON, str(reader), *arguments, PROBE]
    # What the reader prints comes back in a file of its own: the accessibility registry the
    # session bus starts writes to the standard output it inherits, and a line of its own once
    # landed inside one of the reader's (the felt's "Table" object went missing).
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "read.jsonl"
        run = subprocess.run(["dbus-run-session", "--", sys.executable, "-c", DRIVE,
                              json.dumps([str(window), command, str(out)])],
                             capture_output=True, text=True, timeout=150, check=False)
        assert run.returncode == 0, run.stderr[-3000:]
        lines = out.read_text().splitlines()
    return [json.loads(line) for line in lines if line.startswith("{")]
