"""Waiting for what a host, a window or another process does in its own time: the suite's
two ways to wait (issue 36). A test waits for the thing it needs, never for a fixed time.

`until`, in a coroutine, waits on the loop's own clock: in virtual time
(tests/support/virtual_time.py) its deadline is virtual too, and the loop jumps to the next
timer while the condition waits on one. `until_done`, in plain code, waits in real time for
what another process or thread does (a host process listening, a file written)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

LOOK_SECONDS = 0.02  # between two looks at the condition


async def until(condition: Callable[[], object], what: str, seconds: float, *,
                every: float = LOOK_SECONDS) -> None:
    """Return once `condition()` is true, looking `every` so often (the loop runs the host
    and the window meanwhile); fail saying what was awaited once `seconds` have gone by on the
    loop's clock: virtual seconds on a virtual loop, real ones else."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"not {what} after {seconds} s")
        await asyncio.sleep(every)


def until_done(condition: Callable[[], object], what: str, seconds: float) -> None:
    """`until` for plain code: wait in real time for another process or thread, looking every
    LOOK_SECONDS; fail saying what was awaited once `seconds` have gone by."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not {what} after {seconds} s")
        time.sleep(LOOK_SECONDS)


async def throughout(condition: Callable[[], object], what: str, seconds: float, *,
                     every: float = LOOK_SECONDS) -> None:
    """`condition()` holds at every look of `until` (`every` so often) for `seconds` of the
    loop's clock, and still at the end: what must not happen does not, all that time. Each
    look is a turn of the loop: minutes of virtual time are watched at a coarser `every`."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    await until(lambda: not condition() or loop.time() >= end, f"{what} for {seconds} s",
                seconds + 1.0 + every, every=every)
    assert condition(), f"{what}: not so throughout {seconds} s"
