"""The app in a process of its own, offscreen: main() builds its own QApplication (pytest-qt
already holds one in the test process), and a process's age is its own."""

import os
import subprocess
import sys


def run_app(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app.ui.main", *arguments],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
