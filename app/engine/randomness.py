"""Randomness a host can store and replay (C-8 with recovery).

Live, every draw comes from the operating system's CSPRNG and is remembered; the host stores a
command's draws with the command. On resume the same draws are fed back in the same order, so
the engine deals exactly the cards it dealt before the crash.
"""

from __future__ import annotations

import random
import secrets
from collections import deque
from collections.abc import Iterable

from app.engine.errors import EngineError


class LoggedRandom(random.Random):
    """A `random.Random` whose draws are either fresh from `secrets` (and recorded) or replayed."""

    def __init__(self, source: random.Random | None = None) -> None:
        """`source`: where fresh draws come from; the operating system's CSPRNG (C-8) unless
        a test or a rehearsal gives a seeded generator to repeat a night."""
        super().__init__()
        self._source = source or secrets.SystemRandom()
        self._recorded: list[int] = []
        self._replay: deque[int] = deque()

    def getrandbits(self, k: int) -> int:
        if self._replay:
            value = self._replay.popleft()
            if value.bit_length() > k:
                raise EngineError("The stored random draws do not match this command")
            return value
        value = self._source.getrandbits(k)
        self._recorded.append(value)
        return value

    def random(self) -> float:
        return self.getrandbits(53) * 2.0**-53

    def seed(self, *args: object, **kwargs: object) -> None:
        """Seeding would make the shuffle predictable: ignored (C-8)."""

    def take(self) -> list[int]:
        """The draws recorded since the last call: what the command just executed consumed."""
        taken, self._recorded = self._recorded, []
        return taken

    def feed(self, draws: Iterable[int]) -> None:
        """Replay these draws, in order, before drawing fresh ones."""
        self._replay.extend(draws)

    @property
    def replaying(self) -> bool:
        return bool(self._replay)
