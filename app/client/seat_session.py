"""One connection to a host, as a window, a kiosk or a bot holds it: a TableState kept up to
date, the bets, actions and chat it sends, and the one reconnect policy. No Qt.

The same class serves local play (an in-memory connection to a host in this process) and a game
night (TCP): the window is always a client of a host (DESIGN.md), and so is a bot.

Listeners (`add_listener`) are told of each message once `state` has taken it in, by named
handlers looked up on them, as Electrum's windows are: `on_event_<kind>(message)` for a host
message of that kind (the protocol's tag: `snapshot`, `events`, `bet_request`, `decision`,
`error`, `notice`, `chat`, `pong`), then `on_event_changed(message)` after every change, with
None for one that is not a message (connected, lost, refused, a request answered). A handler
may be a coroutine function: the session awaits it before taking the next message, so a bot's
answer goes out in order. Several listeners may listen to one session.

The reconnect policy: a dropped connection is tried again every `retry_seconds` and the seat
taken back with its token, until the session is finished: a player's when the tournament is
over (a director, a display and a spectator follow the night into its next tournament, issue
21), the host refuses (`refused` says why), the host cannot be reached for `give_up_after`
seconds (None: never give up), `stop` is called, or the task is cancelled.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import get_args

from app.client.table_state import TableState
from app.client.wording import host_gone
from app.engine.actions import Action
from app.i18n import Context
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.transport import Connection
from app.timebase import SYSTEM, Timebase

session_words = Context("session_words")

RETRY_SECONDS = 1.0
log = logging.getLogger("pitboss.client")


class SeatSession:
    def __init__(self, connect: Callable[[], Awaitable[Connection]], *, name: str, code: str,
                 role: p.Role = "player", retry_seconds: float = RETRY_SECONDS,
                 give_up_after: float | None = None, timebase: Timebase = SYSTEM,
                 person: bool = False) -> None:
        """`timebase`: the clock the state reads, moving with the loop this runs on (the
        system's; a test's virtual time, app/timebase.py); `person`: a person's seat (a
        window), not a bot's: said in the hello."""
        self._connect = connect
        self.timebase = timebase
        self.name, self.code, self.role, self.person = name, code, role, person
        self.retry_seconds, self.give_up_after = retry_seconds, give_up_after
        self.state = TableState(me=name, timebase=timebase)
        self.connected = False
        self.refused = ""  # why the host said no; the session stops
        self.gave_up = False  # the host could not be reached for `give_up_after` seconds
        self.token = ""
        self.host_name = ""  # the game night's name, from the host's welcome
        self.last_snapshot: p.Snapshot | None = None
        self.follows: set[p.Topic] = set()  # asked for again on every connection (`follow`)
        self._asking: set[asyncio.Future[None]] = set()
        self._listeners: list[object] = []
        self._client: Client | None = None
        self._stopped = False

    # ---- listeners ----------------------------------------------------------------------------

    def add_listener(self, listener: object) -> None:
        """Tell `listener` of what happens from now, by its `on_event_<kind>` handlers."""
        if listener not in self._listeners:
            self._listeners.append(listener)

    def remove_listener(self, listener: object) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    async def _tell(self, message: p.HostMessage | None) -> None:
        names = _CHANGED if message is None else _HANDLERS[type(message)]
        for listener in list(self._listeners):
            if listener not in self._listeners:
                continue  # removed by a handler before its turn
            for name in names:
                handler = getattr(listener, name, None)
                if handler is not None:
                    result = handler(message)
                    if inspect.isawaitable(result):
                        await result

    # ---- the connection and its reconnect policy ----------------------------------------------

    async def run(self) -> None:
        """Stay connected until the session is finished (module docstring)."""
        loop = asyncio.get_running_loop()
        unreachable_since: float | None = None
        while not self.finished:
            try:
                client = Client(await self._connect())
            except OSError as error:
                if unreachable_since is None:  # the detail once, for the log, not for people
                    log.warning("cannot reach the host: %s", error)
                unreachable_since = unreachable_since or loop.time()
                if self.give_up_after is not None and \
                        loop.time() - unreachable_since > self.give_up_after:
                    self.gave_up = True
                    await self._lost(host_gone(self.retry_seconds, given_up=True))
                    return
                await self._lost(host_gone(self.retry_seconds))
                await asyncio.sleep(self.retry_seconds)
                continue
            unreachable_since = None
            heartbeat = asyncio.create_task(client.keep_alive(timebase=self.timebase))
            try:
                welcome = await client.hello(self.role, name=self.name, code=self.code,
                                             token=self.token, person=self.person)
                self.token = welcome.token or self.token
                self.host_name = welcome.host
                self.state.variant = welcome.variant
                self._client, self.connected = client, True
                self.state.notice = ""
                for topic in sorted(self.follows):
                    await client.send(p.Follow(topic=topic))
                await self._tell(None)
                async for message in client.messages():
                    await self.receive(message)
                    if self.finished:
                        return
            except Refused as refusal:
                self.refused = str(refusal)
                self.state.error = self.refused
                await self._tell(None)
                return
            except (ConnectionError, OSError, p.ProtocolError, ValueError) as error:
                # ValueError: a message this version cannot read, or a rule a bot's policy
                # broke (EngineError): both are met again from a fresh connection.
                log.info("connection to the host lost: %r", error)
            finally:
                heartbeat.cancel()
                client.close()
                self._client, self.connected = None, False
            await self._lost(host_gone(self.retry_seconds))
            await asyncio.sleep(self.retry_seconds)

    async def receive(self, message: p.HostMessage) -> None:
        """Take one message from the host: into the state, then to every listener."""
        failed = len(self.state.shuffle.failed)
        self.state.apply(message)
        if isinstance(message, p.Snapshot):
            self.last_snapshot = message
        elif isinstance(message, p.ShuffleCommit) and self.role == "player" and \
                message.table == self.state.table:
            # This seat's part of the hand's shuffle, before its bet (app/net/shuffles.py).
            await self._send(p.Entropy(table=message.table, hand=message.hand,
                                       value=self.state.shuffle.entropy_for(message)))
        if len(self.state.shuffle.failed) > failed:
            log.warning("%s: the shuffle proof of hand %d failed", self.name,
                        self.state.shuffle.failed[-1])
        await self._tell(message)

    @property
    def finished(self) -> bool:
        """Nothing more to connect for (module docstring)."""
        return self._stopped or bool(self.refused) or (self.state.over and
                                                       self.role == "player")

    def stop(self) -> None:
        """Leave for good: the connection closes and is not tried again."""
        self._stopped = True
        self.close()

    def close(self) -> None:
        if self._client is not None:
            self._client.close()

    # ---- what the seat sends ------------------------------------------------------------------

    async def bet(self, amount: int) -> None:
        request = self.state.bet_request
        if request is None:
            return
        self.state.answered()
        await self._send(p.Bet(table=request.table, hand=request.hand, amount=amount))

    async def act(self, action: Action, amount: int | None = None) -> None:
        request = self.state.decision
        if request is None:
            return
        self.state.answered()
        await self._send(p.Act(decision=request.decision, action=action.value, amount=amount))

    async def direct(self, act: str, **arguments: object) -> None:
        """A director's act (S7-24) with what it takes (app/core/director_acts.py); the host
        refuses it from anyone else."""
        await self._send(p.Direct(act=act, arguments=arguments))

    def follow(self, topic: p.Topic) -> None:
        """Be sent `topic` (a display's or a director's: the season's standings) from now on:
        asked for at once if connected, and on every later connection. A host older than
        `p.Follow` answers an error, and nothing of it comes."""
        if topic in self.follows:
            return
        self.follows.add(topic)
        if self._client is not None:
            task = asyncio.ensure_future(self._send(p.Follow(topic=topic)))
            self._asking.add(task)  # kept until sent: a loop holds only weak references
            task.add_done_callback(self._asking.discard)

    async def say(self, text: str) -> None:
        await self._send(p.Say(text=text))

    async def _send(self, message: p.Message) -> None:
        client = self._client
        if client is None:
            self.state.error = session_words.tr("Not connected to the host")
            await self._tell(None)
            return
        with contextlib.suppress(ConnectionError, OSError):
            await client.send(message)
        await self._tell(None)

    async def _lost(self, why: str) -> None:
        """The host is out of reach: said in words, and the clocks stop (TableState.stopped)
        until its next snapshot brings its own time again."""
        self.state.notice = why
        self.state.host_lost()
        await self._tell(None)


# The handlers a listener may have for each kind of message, in the order called; worked out
# once: every message a session takes goes through them.
_CHANGED = ("on_event_changed",)
_HANDLERS: dict[type[p.HostMessage], tuple[str, ...]] = {
    kind: (f"on_event_{kind.__struct_config__.tag}", *_CHANGED)
    for kind in get_args(p.HostMessage)}
