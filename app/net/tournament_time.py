"""The host's time base: tournament time (the wall clock, run faster with `--speedup`, carried
on after a resume) and the wall time of a deadline kept in the event loop's time."""

from __future__ import annotations

import asyncio
import time


class TournamentTime:
    def __init__(self, speedup: float = 1.0) -> None:
        self.speedup = speedup  # host seconds per real second
        self._epoch = time.time()
        self._offset = 0.0

    def now(self) -> float:
        """Tournament time: the wall clock, run `speedup` times faster from the host's start."""
        return self._offset + self._epoch + (time.time() - self._epoch) * self.speedup

    def continue_from(self, at: float) -> None:
        """After a resume: tournament time goes on from the last stored command's time."""
        self._offset = max(0.0, at - self.now())

    @staticmethod
    def wall(loop_time: float) -> float:
        """The wall time of a moment in the running loop's time (a request's deadline)."""
        return time.time() + (loop_time - asyncio.get_running_loop().time())
