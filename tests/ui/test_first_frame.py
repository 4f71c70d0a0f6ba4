"""`--first-frame` (for bench/ui.py): the app paints the lobby, prints its age and exits 0."""

import os
import subprocess
import sys


def test_first_frame_prints_the_seconds_to_the_first_frame() -> None:
    # In a subprocess: main() builds its own QApplication, and the age is the process's own.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "app.ui.main", "--first-frame"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split()
    assert len(lines) == 1, result.stdout
    seconds = float(lines[0])
    assert 0 < seconds < 60
