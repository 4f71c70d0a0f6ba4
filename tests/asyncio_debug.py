"""A pytest plugin for `make test-asyncio-debug`: the tests it is given (the network's) with
asyncio's debug mode on in every loop they run, failing on what debug mode finds.

- A coroutine never awaited (its RuntimeWarning is an error here, as is any other).
- A callback or a task's step that holds the loop for SLOW_CALLBACK_SECONDS or more: the host,
  its clients and their timers all wait on one loop.
- A task destroyed while still pending (it was dropped, not cancelled and awaited).

An exception that no one retrieved from a task or a future is reported in the summary but does
not fail the run yet (see REPORTED_ONLY). PYTHONASYNCIODEBUG=1, which the make target sets too,
turns debug mode on in the processes the tests start (`pitboss host`), where it only logs.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Iterator

import pytest

# Debug mode's own bookkeeping (a traceback kept for every handle) and a loaded two-core machine
# make stalls of a tenth of a second common and meaningless; half a second is one that a host's
# clients feel (the tests give a decision half a second), not the noise.
SLOW_CALLBACK_SECONDS = 0.5

# Logged by asyncio when a task or future is dropped with an exception nobody retrieved: said in
# the summary, not failed, until Host.connect_local keeps the task it starts (a store that fails
# under a local game leaves one today: tests/net/test_host.py's FailingStore shows it).
REPORTED_ONLY = ("exception was never retrieved",)


class _DebugLoops(asyncio.DefaultEventLoopPolicy):
    """Every new loop (asyncio.run makes one per test) in debug mode, with the threshold above."""

    def new_event_loop(self) -> asyncio.AbstractEventLoop:
        loop = super().new_event_loop()
        loop.set_debug(True)
        loop.slow_callback_duration = SLOW_CALLBACK_SECONDS
        return loop


class _Reports(logging.Handler):
    """What asyncio logs (warnings and errors), as lines, in order."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        # The first line says what; the rest is the tracebacks debug mode keeps.
        self.lines.append(record.getMessage().splitlines()[0][:300])


_reports = _Reports()
_reported_only: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    asyncio.set_event_loop_policy(_DebugLoops())
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
    found = _reports.lines[first:]
    reported = [line for line in found if any(text in line for text in REPORTED_ONLY)]
    _reported_only.extend(f"{request.node.nodeid}: {line}" for line in reported)
    failing = [line for line in found if line not in reported]
    if failing:
        pytest.fail("asyncio debug mode: " + "; ".join(failing), pytrace=False)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    terminalreporter.write_line(
        f"asyncio debug mode: callbacks over {SLOW_CALLBACK_SECONDS} s, coroutines never "
        f"awaited and tasks destroyed pending fail; {len(_reported_only)} reported only")
    for line in _reported_only:
        terminalreporter.write_line(f"  reported: {line}")
