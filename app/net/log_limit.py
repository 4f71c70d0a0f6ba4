"""The host's log, rate-limited: a line repeated by a flood is counted, not repeated.

Whatever a client sends, the host writes at most `LINES_PER_MINUTE` lines of one kind (one
message template, whatever it is filled with) a minute; the first line of the next minute says
how many were left out: "… (and 2,457 more like it in the minute before)". Before this, a
hostile frame's traceback filled 4.1 GiB of log an hour (issue 20).
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable

LINES_PER_MINUTE = 5
WINDOW_SECONDS = 60.0


class RepeatedLines(logging.Filter):
    """A handler's filter letting through `lines` records of a kind per `seconds`."""

    def __init__(self, lines: int = LINES_PER_MINUTE, seconds: float = WINDOW_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.lines = lines
        self.seconds = seconds
        self.clock = clock
        # Per kind: when its window began, the lines let through in it, those left out.
        self._windows: dict[tuple[str, int, str], list[float]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        kind = (record.name, record.levelno, str(record.msg))
        now = self.clock()
        window = self._windows.get(kind)
        if window is None or now - window[0] >= self.seconds:
            left_out = 0 if window is None else int(window[2])
            self._windows[kind] = [now, 1, 0]
            if left_out:
                record.msg = (f"{record.getMessage()} (and {left_out:,} more like it in the "
                              "minute before)")
                record.args = None
            return True
        if window[1] < self.lines:
            window[1] += 1
            return True
        window[2] += 1
        return False


def configure_host_log() -> None:
    """The log of `pitboss host`: to stderr, with the time, INFO and up, rate-limited."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s"))
    handler.addFilter(RepeatedLines())
    logging.basicConfig(level=logging.INFO, handlers=[handler])
