"""A pytest plugin for `make test-asyncio-debug`: the tests it is given (the network's) with
asyncio's debug mode on in every loop they run, failing on what debug mode finds.

- A coroutine never awaited (its RuntimeWarning is an error here, as is any other).
- A callback or a task's step that holds the loop for SLOW_CALLBACK_SECONDS or more: the host,
  its clients and their timers all wait on one loop. Held is the step's wall time less the time
  its thread stood ready while the machine ran something else (Linux's schedstat): the
  machine's load is not the code's, and the pass can share the cores (docs/decisions/test-suite.md).
- A task destroyed while still pending (it was dropped, not cancelled and awaited).
- An exception that no one retrieved from a task or a future.

PYTHONASYNCIODEBUG=1, which the make target sets too, turns debug mode on in the processes the
tests start (`pitboss host`), where it only logs.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import threading
import time
from collections.abc import Iterator

import pytest

# Debug mode's own bookkeeping (a traceback kept for every handle) and a loaded two-core machine
# make stalls of a tenth of a second common and meaningless; half a second is one that a host's
# clients feel (the tests give a decision half a second), not the noise.
SLOW_CALLBACK_SECONDS = 0.5



class _DebugLoops(asyncio.DefaultEventLoopPolicy):
    """Every new loop (asyncio.run makes one per test) in debug mode; its own measure of a slow
    callback (wall time) is off, `_held_steps` measures instead."""

    def new_event_loop(self) -> asyncio.AbstractEventLoop:
        loop = super().new_event_loop()
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
    # A coroutine never awaited warns from its finaliser, where the error becomes an
    # "unraisable" one; pytest reports those as a warning, made an error too.
    config.addinivalue_line("filterwarnings", "error::RuntimeWarning")
    config.addinivalue_line("filterwarnings", "error::pytest.PytestUnraisableExceptionWarning")


@pytest.fixture(autouse=True)
def _asyncio_debug_findings(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fails the test in whose time asyncio reported a finding (collected at its end, so what
    it dropped is reported with it)."""
    first = len(_reports.lines)
    yield
    gc.collect()
    failing = _reports.lines[first:]
    if failing:
        pytest.fail("asyncio debug mode: " + "; ".join(failing), pytrace=False)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.write_line(
        f"asyncio debug mode: callbacks over {SLOW_CALLBACK_SECONDS} s, coroutines never "
        f"awaited, tasks destroyed pending and exceptions never retrieved fail")
