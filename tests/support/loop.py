"""Running a test's coroutine to its end, within a bound."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable


def run(test: Callable[[], Awaitable[None]], timeout: float = 60.0) -> None:
    """Run `test()` on a new loop; a test that hangs fails after `timeout` seconds."""
    async def bounded() -> None:
        await asyncio.wait_for(test(), timeout)

    asyncio.run(bounded())
