"""The app in a process of its own, offscreen: main() builds its own QApplication (pytest-qt
already holds one in the test process), and a process's age is its own."""

import os
import subprocess
import sys


def run_app(*arguments: str) -> subprocess.CompletedProcess[str]:
    """`pitboss ARGUMENTS` (`python -m app`) in such a process."""
    return _run_python("-m", "app", *arguments)


def run_script(script: str) -> subprocess.CompletedProcess[str]:
    """`script` (which may patch app.ui.main or app.ui.first_frame before calling its main())
    in such a process."""
    return _run_python("-c", script)


def _run_python(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *arguments],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
