"""The network tests' asyncio debug mode in `make test` (tests/asyncio_debug.py) fails on what
it is there to catch: a loop held too long, a coroutine never awaited, a task dropped while
pending, an exception nobody retrieved; and only in the tests it is for."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBES = '''
import asyncio
import os
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.asyncio_debug  # as every test in tests/net is


def test_a_loop_held_too_long():
    async def main():
        time.sleep(0.7)  # real time: a step that holds the loop longer than the pass allows

    asyncio.run(main())


def test_a_coroutine_never_awaited():
    async def nothing():
        pass

    nothing()


def test_a_task_dropped_while_pending():
    loop = asyncio.new_event_loop()
    loop.create_task(asyncio.Event().wait())
    loop.close()


def test_an_exception_never_retrieved():
    async def fails():
        raise OSError("No space left on device")

    async def main():
        failing = asyncio.get_running_loop().create_task(fails())
        await asyncio.wait([failing])  # failed, and its exception left where it is

    asyncio.run(main())


def test_a_step_slowed_by_the_machine_not_by_its_code():
    # A step of 0.3 s of its own work, sharing its one core with a process that never rests:
    # it takes over half a second of wall time, but the machine, not the step, held the loop.
    os.sched_setaffinity(0, {0})
    hog = subprocess.Popen([sys.executable, "-c", "import os; os.sched_setaffinity(0, {0}); "
                            "print(flush=True)\\nwhile True: pass"], stdout=subprocess.PIPE)
    try:
        hog.stdout.readline()  # it runs, on this core

        async def main():
            end = time.thread_time() + 0.3
            while time.thread_time() < end:
                pass

        start = time.perf_counter()
        asyncio.run(main())
        assert time.perf_counter() - start > 0.5  # else this probe proves nothing
    finally:
        hog.kill()
        hog.wait()


def test_a_loop_that_keeps_moving():
    async def main():
        there, back = asyncio.Queue(), asyncio.Queue()

        async def echo():
            while (ball := await there.get()) is not None:
                back.put_nowait(ball)

        echoing = asyncio.get_running_loop().create_task(echo())
        for ball in range(5):  # many short steps, each task's in turn
            there.put_nowait(ball)
            assert await back.get() == ball
        there.put_nowait(None)
        await echoing

    asyncio.run(main())
'''


# Not marked: a test outside tests/net runs without debug mode and its checks.
UNMARKED_PROBE = '''
import asyncio
import time


def test_a_loop_held_outside_debug_mode():
    async def main():
        assert not asyncio.get_running_loop().get_debug()
        time.sleep(0.7)  # real time: the same hold, outside debug mode: not a finding here

    asyncio.run(main())
'''


def test_the_debug_pass_fails_on_each_finding_and_passes_the_rest(tmp_path: Path) -> None:
    probes = tmp_path / "test_probes.py"
    probes.write_text(PROBES)
    (tmp_path / "test_unmarked_probe.py").write_text(UNMARKED_PROBE)
    result = subprocess.run(
        # Under the project's configuration (-c), as `make test` runs, though the probes live
        # outside the project.
        [sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"),
         "-p", "tests.asyncio_debug", "-p", "no:cacheprovider", "-q", "-rA", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    out = result.stdout
    assert result.returncode == 1, out + result.stderr
    failed = {line.split("::")[1].split(" ")[0] for line in out.splitlines()
              if line.startswith(("FAILED", "ERROR")) and "::" in line}
    assert failed == {"test_a_loop_held_too_long", "test_a_coroutine_never_awaited",
                      "test_a_task_dropped_while_pending", "test_an_exception_never_retrieved"}, out
    assert "Executing" in out and "held the loop" in out  # the slow step, and what it was
    assert "was never awaited" in out and "Task was destroyed but it is pending" in out
    assert "exception was never retrieved" in out
    assert "PASSED test_unmarked_probe.py::test_a_loop_held_outside_debug_mode" in out
