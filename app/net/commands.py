"""Running a command on the host's game: stored before anything is told, then told to everyone
as each may see it; and how the host's night ends (the tournament over, or a failure)."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable

from app.core.game import Game
from app.core.told import Told
from app.engine.errors import EngineError
from app.net import protocol as p
from app.net.outbox import Outbox
from app.net.sessions import HostFailed, Session
from app.net.tournament_time import TournamentTime
from app.net.views import Views

# A command on the game at a moment of tournament time: the events it produced.
Command = Callable[[float], list[Told]]


class Ending:
    """`done` once the tournament is over, or the host cannot go on (`failure` says why)."""

    def __init__(self) -> None:
        self.done = asyncio.Event()
        self.failure: Exception | None = None  # what stopped the host, if not the end

    def fail(self, error: Exception) -> None:
        """The game in memory may be ahead of the file: stop here (resumable from the file)."""
        if self.failure is None:
            self.failure = error
        self.done.set()


class CommandRunner:
    def __init__(self, game: Game, time_: TournamentTime, views: Views, outbox: Outbox,
                 ending: Ending, observer: Callable[[list[Told]], None] | None = None) -> None:
        """`observer` sees every command's events once they are stored (a log, a window)."""
        self.game = game
        self.time = time_
        self.views = views
        self.outbox = outbox
        self.ending = ending
        self.observer = observer
        # Commands told whose events the observer has not seen yet (it waits for their
        # commit): what is done at a commit of the host's own waits for none to be left, so
        # the host's log says a night's last events before it says its end is stored.
        self.unobserved = 0
        # Called after every command (the schedule forgets what it made stale, and looks again).
        self.after: list[Callable[[], None]] = []
        # How long the last commands took from running to every client's frames queued (for
        # `--json`); they go out once they are stored.
        self.seconds: deque[float] = deque(maxlen=100_000)

    async def run(self, command: Command, *, session: Session | None = None) -> bool:
        """Run a command on the game (stored before anything is told), then tell everyone.
        A refusal goes to `session` if given (False), else is raised. While the store waits
        for room on a full disk no command runs: a client's is refused, and the host's own
        (the schedule's, a registration) waits until the night goes on."""
        started = time.perf_counter()
        # ---- issue 20: a full disk pauses the night (app/net/committer.py) ----
        gate = self.outbox.gate
        if gate.held and session is not None:
            # Written at once, not behind the frames the full disk holds back: it says
            # nothing of the game, and the client is to hear it now.
            session.write(p.encode(p.Error(gate.held)))
            return False
        while gate.held:
            await self.outbox.stored(self.outbox.mark())  # the night waits for room
        # ----
        try:
            told = command(self.time.now())
        except EngineError as error:
            if session is not None:
                # The refusal as it was raised: a phrase stays one, so each client words it
                # in its own language (docs/protocol.md, "Phrases").
                self.outbox.send(session, p.error(error.said))
                return False
            raise
        except Exception as error:
            # The store could not keep the command (a full disk...): the game in memory is
            # ahead of the file, so stop here; `--resume` restarts from what was stored.
            self.ending.fail(error)
            raise HostFailed(str(error)) from error
        await self.tell(told)
        self.seconds.append(time.perf_counter() - started)
        for after in self.after:
            after()
        return True

    async def tell(self, told: list[Told]) -> None:
        if not told:
            return
        mark = self.views.tell(told)
        if self.observer is not None:
            self.unobserved += 1
            try:
                await self.outbox.stored(mark)
                self.observer(told)
            finally:
                self.unobserved -= 1
