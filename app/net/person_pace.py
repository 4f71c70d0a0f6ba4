"""A table where a person sits plays at the pace the person's window shows it (issue 38).

Bots answer at once, and a Series 7 dealer's hand plays itself (S7-13) in the same command as
the last player's decision: unpaced, a hand a person deals or sits at flashed past, and the
window, more than a second behind, skipped to the present (app/ui/table_view.py). So after a
command at such a table the next one there (a bot's decision, the schedule's deal or timeout)
waits until the window has shown the cards it dealt, CARD_SECONDS each (app/core/pace.py),
at the night's speed. A person's own answer is never held: they have seen what they answer.
"""

from __future__ import annotations

import asyncio

from app.core.game import Game
from app.core.pace import CARD_SECONDS
from app.core.told import Told
from app.engine.events import CardDealt, CardTurned
from app.net.sessions import Sessions
from app.net.tournament_time import TournamentTime

SOON = 0.001  # seconds: a wait shorter than this is none


class PersonPace:
    def __init__(self, game: Game, sessions: Sessions, time_: TournamentTime) -> None:
        self.game = game
        self.sessions = sessions
        self.time = time_
        self._shown_at: dict[int, float] = {}  # table -> when (loop time) its cards are shown

    def person_at(self, table: int) -> bool:
        """A person (a window's or a page's seat, connected) sits at `table`."""
        people = self.sessions.people
        return any(seat.name in people and self.sessions.connected(seat.name)
                   for seat in self.game.seats(table))

    def wait(self, table: int, now: float) -> float:
        """Seconds until the next command at `table` may run (0: now, or within a
        millisecond: a loop's clock has a resolution, and a wait shorter than it ends where it
        began, for ever)."""
        left = self._shown_at.get(table, 0.0) - now
        return left if left > SOON else 0.0

    def played(self, table: int, told: list[Told]) -> None:
        """A command at `table` told these events: the next waits for its cards to be shown."""
        if not self.person_at(table):
            self._shown_at.pop(table, None)
            return
        cards = sum(1 for item in told if item.table == table
                    and isinstance(item.event, CardDealt | CardTurned))
        if cards:
            now = asyncio.get_running_loop().time()
            self._shown_at[table] = now + cards * CARD_SECONDS / self.time.speedup

    async def held(self, table: int) -> None:
        """Wait (a bot's decision at a person's table) until `table` may play on."""
        wait = self.wait(table, asyncio.get_running_loop().time())
        if wait > 0:
            await asyncio.sleep(wait)  # not a wait for an event: the pace itself

    def forget(self, live: set[int]) -> None:
        for table in set(self._shown_at) - live:
            del self._shown_at[table]
