"""Waiting, in a test's coroutine, for what a real host or a window does in its own time."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable


async def until(condition: Callable[[], object], what: str, seconds: float) -> None:
    """Return once `condition()` is true, looking every 20 ms (the loop runs the host and the
    window meanwhile); fail saying what was awaited once `seconds` have gone by."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not {what} after {seconds} s")
        await asyncio.sleep(0.02)
