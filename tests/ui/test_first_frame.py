"""`--first-frame` (for bench/ui.py): the app paints the lobby, prints its age and exits 0."""

from tests.ui.app_process import run_app


def test_first_frame_prints_the_seconds_to_the_first_frame() -> None:
    result = run_app("--first-frame")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split()
    assert len(lines) == 1, result.stdout
    seconds = float(lines[0])
    assert 0 < seconds < 60
