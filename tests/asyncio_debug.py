"""A pytest plugin (`make test` loads it): the network's tests (tests/net, and any test marked
`asyncio_debug`) run with asyncio's debug mode on in every loop they make, and fail on what it
finds; the rest of the suite runs beside them, in the same workers, without it.

- A coroutine never awaited (its RuntimeWarning is an error in these tests, as is any other).
- A callback or a task's step that holds the loop for SLOW_CALLBACK_SECONDS or more: the host,
  its clients and their timers all wait on one loop. Held is the step's wall time less the time
  its thread stood ready while the machine ran something else (Linux's schedstat): the
  machine's load is not the code's, so these tests share the cores with the rest
  (docs/decisions/test-suite.md).
- A task destroyed while still pending (it was dropped, not cancelled and awaited).
- An exception that no one retrieved from a task or a future.
"""

from __future__ import annotations

import sys
import traceback
from types import FrameType

STACK_DEPTH = 10  # asyncio's own for handles (asyncio.constants.DEBUG_STACK_DEPTH)


def _stack_as_taken(f: FrameType | None = None, limit: int | None = None
                    ) -> traceback.StackSummary:
    """`traceback.extract_stack`, as debug mode takes it: the innermost STACK_DEPTH frames, each
    line read from its file when shown, not when taken.

    Debug mode keeps the stack that made every future, task and handle, to show where a finding
    came from; for futures and tasks the library took the whole stack (some 50 frames under
    pytest), checking each file's date and reading its lines, every time: most of debug mode's
    cost (a test that made 20,000 futures took 7 times as long). Its findings name the frames
    nearest the cause, as before."""
    frame = sys._getframe(1) if f is None else f
    frames: list[traceback.FrameSummary] = []
    while frame is not None and len(frames) < (STACK_DEPTH if limit is None else limit):
        frames.append(traceback.FrameSummary(frame.f_code.co_filename, frame.f_lineno,
                                             frame.f_code.co_name, lookup_line=False))
        frame = frame.f_back
    frames.reverse()
    return traceback.StackSummary.from_list(frames)


# Before asyncio is imported: its C futures and tasks take `traceback.extract_stack` once, when
# their module is first loaded (pytest loads this plugin before anything imports asyncio).
traceback.extract_stack = _stack_as_taken

import asyncio  # noqa: E402
import asyncio.format_helpers  # noqa: E402
import gc  # noqa: E402
import logging  # noqa: E402
import os  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from collections.abc import Generator, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

# Handles, in Python, take asyncio's own helper at each call.
asyncio.format_helpers.extract_stack = _stack_as_taken

NETWORK_TESTS = Path(__file__).parent / "net"
MARK = "asyncio_debug"
# A network test that runs without: its module says why (`pytest.mark.no_asyncio_debug(why)`).
EXEMPT = "no_asyncio_debug"

# Debug mode's own bookkeeping (a traceback kept for every handle) and a loaded two-core machine
# make stalls of a tenth of a second common and meaningless; half a second is one that a host's
# clients feel (the tests give a decision half a second), not the noise.
SLOW_CALLBACK_SECONDS = 0.5



class _Now:
    """Whether the test running now is one of debug mode's."""

    debugging = False


class _DebugLoops(asyncio.DefaultEventLoopPolicy):
    """Every new loop of a debug-mode test (asyncio.run makes one per test) in debug mode; its
    own measure of a slow callback (wall time) is off, `_held_steps` measures instead."""

    def new_event_loop(self) -> asyncio.AbstractEventLoop:
        loop = super().new_event_loop()
        if _Now.debugging:
            loop.set_debug(True)
            loop.slow_callback_duration = float("inf")
        return loop


class _ReadyTime(threading.local):
    """How long this thread has stood ready to run while other work had the cores: the second
    field of /proc/thread-self/schedstat (nanoseconds "waiting on a runqueue"), read through a
    descriptor opened once per thread (2 µs a reading)."""

    def __init__(self) -> None:
        try:
            self.fd: int | None = os.open("/proc/thread-self/schedstat", os.O_RDONLY)
        except OSError:  # no schedstat (not Linux, or a kernel without it): wall time alone
            self.fd = None

    def seconds(self) -> float:
        if self.fd is None:
            return 0.0
        return int(os.pread(self.fd, 64, 0).split()[1]) / 1e9


_ready_time = _ReadyTime()
_run_handle = asyncio.events.Handle._run


def _held_steps(handle: asyncio.Handle) -> None:
    """`Handle._run`, timed: every callback and task step of every loop passes here
    (TimerHandle too), the way debug mode's own check (base_events' `_run_once`) times them."""
    if not _Now.debugging:
        _run_handle(handle)
        return
    ready, start = _ready_time.seconds(), time.perf_counter()
    _run_handle(handle)
    held = time.perf_counter() - start - (_ready_time.seconds() - ready)
    if held >= SLOW_CALLBACK_SECONDS:
        _reports.lines.append(f"Executing {handle!r} held the loop {held:.3f} seconds"[:300])


class _Reports(logging.Handler):
    """What asyncio logs (warnings and errors), as lines, in order."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        # The first line says what; the rest is the tracebacks debug mode keeps.
        self.lines.append(record.getMessage().splitlines()[0][:300])


_reports = _Reports()


def pytest_configure(config: pytest.Config) -> None:
    asyncio.set_event_loop_policy(_DebugLoops())
    asyncio.events.Handle._run = _held_steps  # type: ignore[method-assign]
    logging.getLogger("asyncio").addHandler(_reports)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(NETWORK_TESTS) and not item.get_closest_marker(EXEMPT):
            item.add_marker(MARK)
        if item.get_closest_marker(MARK):
            # A coroutine never awaited warns from its finaliser, where the error becomes an
            # "unraisable" one; pytest reports those as a warning, made an error too.
            item.add_marker(pytest.mark.filterwarnings("error::RuntimeWarning"))
            item.add_marker(pytest.mark.filterwarnings(
                "error::pytest.PytestUnraisableExceptionWarning"))


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection made (the modules, the suite's own objects) is set aside from the
    collector: the full collection after each debug-mode test (below) reads only what the tests
    made since, some milliseconds instead of a tenth of a second."""
    gc.freeze()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    """Debug mode from the test's setup to its teardown, for the tests that want it."""
    _Now.debugging = item.get_closest_marker(MARK) is not None
    try:
        yield
    finally:
        _Now.debugging = False


@pytest.fixture(autouse=True)
def _asyncio_debug_findings(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fails a debug-mode test in whose time asyncio reported a finding (collected at its end,
    so what it dropped is reported with it)."""
    first = len(_reports.lines)
    yield
    if not _Now.debugging:
        return
    gc.collect()
    failing = _reports.lines[first:]
    if failing:
        pytest.fail("asyncio debug mode: " + "; ".join(failing), pytrace=False)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.write_line(
        f"asyncio debug mode (tests/net): callbacks over {SLOW_CALLBACK_SECONDS} s, coroutines "
        f"never awaited, tasks destroyed pending and exceptions never retrieved fail")
