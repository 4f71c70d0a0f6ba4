"""`pitboss --first-frame` (app/ui/first_frame.py, for the benches): the app paints the lobby,
prints its age and exits 0."""

from tests.support.app_process import run_app, run_script


def test_first_frame_prints_the_seconds_to_the_first_frame() -> None:
    result = run_app("--first-frame")  # as the frozen app is timed: `pitboss --first-frame`
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split()
    assert len(lines) == 1, result.stdout
    seconds = float(lines[0])
    assert 0 < seconds < 60


def test_the_lobby_is_painted_before_the_asyncio_loop_is_loaded() -> None:
    """asyncio and qasync (some 60 ms) load after the first frame, not before it."""
    script = (
        "import sys\n"
        "import app.ui.first_frame as probe\n"
        "report = probe.FirstFrame._report\n"
        "def loaded_then_report(self):\n"
        "    print(sorted({'asyncio', 'qasync'} & set(sys.modules)))\n"
        "    report(self)\n"
        "probe.FirstFrame._report = loaded_then_report\n"
        "sys.exit(probe.main())\n"
    )
    result = run_script(script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "[]"


def test_the_garbage_collector_runs_once_the_window_is_painted() -> None:
    """Paused through start-up (app/ui/main.py), it is on again, start-up's objects frozen out
    of its passes, by the time the loop starts."""
    script = (
        "import gc, sys\n"
        "import app.ui.main as start\n"
        "def stop_at_the_loop(app):\n"
        "    print(gc.isenabled(), gc.get_freeze_count() > 0)\n"
        "    sys.exit(0)\n"
        "start.start_loop = stop_at_the_loop\n"
        "start.main([])\n"
    )
    result = run_script(script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True"]
