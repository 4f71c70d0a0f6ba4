"""The host: the one authority over a game night, for a window's local game and on the LAN.

It accepts connections (in memory or TCP), checks who they are, runs the tables on a schedule
(bets, decisions, timers), validates every request through the game and the engine, and sends
each client its own view: a face-down card only to its holder (C-11).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app.engine.actions import Action, Decision
from app.engine.errors import EngineError
from app.engine.events import Event
from app.engine.tournament.base import StandingRow
from app.net import protocol as p
from app.net.committer import Committer
from app.net.game import Game, Told, default_action
from app.net.names import NAME
from app.net.transport import Connection, StreamConnection, memory_pair
from app.net.wire import event_to_dict

log = logging.getLogger("pitboss.host")


class HostFailed(Exception):
    """The store could not keep what the host ran; the host stops (see `Host.failure`)."""


IDLE_SECONDS = 30.0  # a client that sends nothing (not even a ping) for this long is dropped
RATE = 20.0  # messages a second a client may send on average...
BURST = 60.0  # ...and at once; more and it is cut off
CHAT_LENGTH = 200
CHAT_EVERY = 1.0  # seconds between two chat messages of one client
CLOSING_SECONDS = 2.0  # to send a closing client what is still queued for it
ENTRY_SECONDS = 300.0  # for the director to admit or refuse a late entry
BACKLOG_MAX = 1 << 20  # bytes sent to a client and not yet read; one that falls further
# behind is cut off


@dataclass(eq=False)  # sessions are kept in a set, by identity
class Session:
    conn: Connection
    role: str = ""
    name: str = ""
    allowance: float = BURST
    last_seen: float = field(default_factory=time.monotonic)
    last_chat: float = 0.0
    # What is to be sent to this client, in order, each frame once the commands it follows
    # from are stored: (that many commands, frame). Frames are written without waiting for
    # the client to read them, so a slow client holds up nobody else.
    outbox: deque[tuple[int, bytes]] = field(default_factory=deque)
    emptied: asyncio.Event = field(default_factory=asyncio.Event)
    cut_off: bool = False  # it read too slowly, or is gone: what was queued for it is dropped
    leaving: bool = False  # its reader has stopped and says goodbye
    attending: asyncio.Task[Any] | None = None  # the task reading from it

    @property
    def viewer(self) -> str | None:
        """Whose face-down cards this client may see: its own seat's, nobody else's."""
        return self.name if self.role == "player" else None


@dataclass
class BetWindow:
    hand: int
    deadline: float  # loop time
    expected: set[str]
    bets: dict[str, int] = field(default_factory=dict)


@dataclass
class OpenDecision:
    id: int
    decision: Decision
    deadline: float  # loop time


@dataclass
class PendingEntry:
    """A late entry waiting for the director's word (S7-3, S7-24), with its terms as shown."""

    table: int
    penalty: int
    answer: asyncio.Future[bool]


class Host:
    def __init__(
        self,
        game: Game,
        *,
        join_code: str,
        director_code: str = "",
        bet_seconds: float = 15.0,
        decision_seconds: float = 30.0,
        start_when: int | None = None,
        speedup: float = 1.0,
        tokens: dict[str, str] | None = None,
        observer: Callable[[list[Told]], None] | None = None,
        entries_by_director: bool = False,
    ) -> None:
        """`observer` sees every command's events once they are stored (a log, a window)."""
        self.game = game
        self.join_code = join_code
        self.director_code = director_code or secrets.token_hex(4)
        self.bet_seconds = bet_seconds
        self.decision_seconds = decision_seconds
        self.start_when = start_when
        self.speedup = speedup
        self.tokens: dict[str, str] = dict(tokens or {})  # player -> token
        self.sessions: set[Session] = set()
        self.windows: dict[int, BetWindow] = {}
        self.decisions: dict[int, OpenDecision] = {}
        self._next_decision = secrets.randbelow(2**30)  # a fresh range each run: old ids fail
        self._wake = asyncio.Event()
        self._segment: tuple[int, bool] | None = None  # the clock's level and break, last told
        self.done = asyncio.Event()
        self._epoch = time.time()
        self._clock_offset = 0.0
        self.observer = observer
        # How long the last commands took from running to every client's frames queued (for
        # `--json`); they go out once they are stored.
        self.command_seconds: deque[float] = deque(maxlen=100_000)
        self.stopping = False
        self.failure: Exception | None = None  # what stopped the host, if not the end
        self.notices: list[str] = []  # told to every director who connects (a resumed hand...)
        # Late entries wait for the director, who sees the penalty first (a night hosted
        # from the window); unattended hosts admit them by the rules alone.
        self.entries_by_director = entries_by_director
        self.entries: dict[str, PendingEntry] = {}
        self.commit_in_groups(game.store)

    def commit_in_groups(self, store: object) -> None:
        """Hold each message back until the commands it follows from are stored, if the
        game's store commits in groups (a Committer); other stores commit as they append."""
        if isinstance(store, Committer):
            self.game.store = store
            store.listeners.append(self._release_all)

    # ---- time ------------------------------------------------------------------------------

    def now(self) -> float:
        """Tournament time: the wall clock, run `speedup` times faster from the host's start."""
        return self._clock_offset + self._epoch + (time.time() - self._epoch) * self.speedup

    def continue_from(self, at: float) -> None:
        """After a resume: tournament time goes on from the last stored command's time."""
        self._clock_offset = max(0.0, at - self.now())

    # ---- connections -----------------------------------------------------------------------

    async def serve(self, address: str, port: int) -> asyncio.Server:
        async def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            # The top of a connection's own task: cancelled only when the host shuts down.
            with contextlib.suppress(asyncio.CancelledError):
                await self.attend(StreamConnection(reader, writer, p.MAX_CLIENT_FRAME))

        return await asyncio.start_server(accepted, address, port)

    def connect_local(self) -> Connection:
        """A client's end of an in-memory connection to this host (local play, tests)."""
        host_end, client_end = memory_pair(p.MAX_CLIENT_FRAME, p.MAX_HOST_FRAME)
        asyncio.get_running_loop().create_task(self.attend(host_end))
        return client_end

    async def attend(self, conn: Connection) -> None:
        """One client from hello to goodbye."""
        session = Session(conn)
        session.attending = asyncio.current_task()
        try:
            while True:
                try:
                    # asyncio.timeout, not wait_for: no extra task for every message read.
                    async with asyncio.timeout(IDLE_SECONDS):
                        body = await conn.receive()
                except TimeoutError:
                    break
                except p.ProtocolError as error:  # oversized: the stream cannot be trusted
                    await self._send(session, p.Error(str(error)))
                    break
                if body is None:
                    break
                if not self._within_rate(session):
                    await self._send(session, p.Error("Too many messages: disconnected"))
                    break
                try:
                    message = p.decode_client(body)
                except p.ProtocolError as error:
                    await self._send(session, p.Error(str(error)))
                    continue
                if not await self._handle(session, message):
                    break
        except (ConnectionError, OSError, HostFailed):
            pass  # a failed host is stopping; it says why once, where it was started
        except Exception:  # a bug must cost one connection, never the host
            log.exception("closing %s after an internal error", conn.peer)
        finally:
            session.leaving = True
            if session.outbox and not session.cut_off:  # what was said last still goes out
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(session.emptied.wait(), CLOSING_SECONDS)
            conn.close()  # a TCP connection sends what it holds first
            await self._gone(session)

    def _within_rate(self, session: Session) -> bool:
        now = time.monotonic()
        session.allowance = min(BURST, session.allowance + (now - session.last_seen) * RATE)
        session.last_seen = now
        session.allowance -= 1
        return session.allowance >= 0

    def stop(self) -> None:
        """Close every connection; from now on a dropped client changes nothing."""
        self.stopping = True
        self._release_all()  # what is stored still goes out
        for session in list(self.sessions):
            # Dropped, not just closed: a frame still waiting for a commit that will never
            # come must not hold its connection's task open after the loop has gone.
            self._drop(session)
        self.sessions.clear()

    async def _gone(self, session: Session) -> None:
        self.sessions.discard(session)
        if self.stopping:
            return
        name = session.name
        if session.role == "player" and name and not self._connected(name):
            tournament = self.game.tournament
            if tournament.started_at is not None and name in tournament.table_of and \
                    name not in tournament.away:
                await self._run(lambda at: self.game.set_away(name, True, at))  # S7-9

    def _connected(self, name: str) -> bool:
        return any(s.name == name and s.role == "player" for s in self.sessions)

    # ---- requests --------------------------------------------------------------------------

    async def _handle(self, session: Session, message: p.ClientMessage) -> bool:
        """False when the connection is to be closed."""
        if isinstance(message, p.Ping):
            await self._send(session, p.Pong(sent=message.sent, now=time.time()))
            return True
        if not session.role:
            if not isinstance(message, p.Hello):
                await self._send(session, p.Refused(reason="Say hello first"))
                return False
            return await self._hello(session, message)
        if isinstance(message, p.Hello):
            await self._send(session, p.Error("You have already said hello"))
        elif isinstance(message, p.Bet):
            await self._bet(session, message)
        elif isinstance(message, p.Act):
            await self._act(session, message)
        elif isinstance(message, p.Say):
            await self._say(session, message)
        elif isinstance(message, p.Direct):
            await self._direct(session, message)
        return True

    async def _hello(self, session: Session, hello: p.Hello) -> bool:
        if hello.protocol != p.PROTOCOL_VERSION:
            return await self._refuse(session, f"This host speaks protocol {p.PROTOCOL_VERSION}, "
                                               f"not {hello.protocol}: update Pitboss")
        if hello.role == "director":
            if not _same(hello.code, self.director_code):
                return await self._refuse(session, "Wrong director code")
        elif not _same(hello.code, self.join_code):
            return await self._refuse(session, "Wrong join code")
        token = ""
        if hello.role == "player":
            name = hello.name.strip()
            if not NAME.match(name) or name.lower() == "house":
                return await self._refuse(session, "Choose a name of 1 to 24 letters, digits, "
                                                   "spaces or .'-")
            known = self.tokens.get(name)
            if known is not None:
                if not _same(hello.token, known):
                    return await self._refuse(session, f"{name} is already playing here; "
                                                       "rejoin with your token")
                token = known
            else:
                reason = await self._join(name, session)
                if reason:
                    return await self._refuse(session, reason)
                token = self.tokens[name]
            for other in [s for s in self.sessions if s.name == name and s.role == "player"]:
                other.conn.close()  # the same seat from a new connection: the old one goes
                self.sessions.discard(other)
            session.name = name
        session.role = hello.role
        self.sessions.add(session)
        await self._send(session, p.Welcome(protocol=p.PROTOCOL_VERSION, role=hello.role,
                                            name=session.name, token=token,
                                            host=self.game.name, variant=self.game.variant))
        await self._send(session, self.snapshot())
        if session.role == "director":
            for text in self.notices:
                await self._send(session, p.Notice(text=text))
        if session.role == "player":
            tournament = self.game.tournament
            if session.name in tournament.away:
                await self._run(lambda at: self.game.set_away(session.name, False, at))
            await self._catch_up(session)
        self._wake.set()
        return True

    async def _join(self, name: str, session: Session) -> str:
        """Register a newcomer (or a late entry, S7-3); the refusal's reason, or ""."""
        self.tokens[name] = token = secrets.token_urlsafe(16)
        tournament = self.game.tournament
        try:
            if tournament.started_at is None:
                await self._run(lambda at: self.game.register(name, at, token))
                if name in tournament.waitlist:
                    del self.tokens[name]
                    return "The tournament is full: you are on the waiting list (S7-2)"
            else:
                refusal = await self._director_admits(name, session)
                if refusal:
                    del self.tokens[name]
                    return refusal
                await self._run(lambda at: self.game.late_entry(name, at, token))
        except EngineError as error:
            del self.tokens[name]
            return str(error)
        return ""

    async def _director_admits(self, name: str, session: Session) -> str:
        """'' once the director admits a late entry, having seen its penalty; else why not
        (refused, not answered in time, or the player gone meanwhile: a seat nobody could
        take back is never made). Raises EngineError if the rules refuse the entry."""
        terms = self.game.late_entry_terms(name, self.now())
        if not self.entries_by_director or terms is None:
            return ""
        table, penalty = terms
        entry = PendingEntry(table, penalty, asyncio.get_running_loop().create_future())
        self.entries[name] = entry
        await self._broadcast_snapshot()
        leaving = asyncio.create_task(_until_closed(session.conn))
        try:
            async with asyncio.timeout(ENTRY_SECONDS):
                waiting: set[asyncio.Future[Any]] = {entry.answer, leaving}
                await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
        except TimeoutError:
            return "The director did not answer your late entry in time"
        finally:
            leaving.cancel()
            self.entries.pop(name, None)
            await self._broadcast_snapshot()
        if not entry.answer.done():
            return "You left before the director answered"
        return "" if entry.answer.result() else "The director refused your late entry"

    async def _refuse(self, session: Session, reason: str) -> bool:
        await self._send(session, p.Refused(reason=reason))
        return False

    async def _bet(self, session: Session, bet: p.Bet) -> None:
        window = self.windows.get(bet.table)
        if session.role != "player" or window is None or bet.hand != window.hand or \
                session.name not in window.expected:
            await self._send(session, p.Error("No bet of yours is awaited there"))
            return
        level = self.game.level(self.now())
        if not self.game.bet_allowed(bet.table, session.name, level, bet.amount):
            low, high, step = self.game.bet_options(bet.table, session.name, level)
            choices = f"{low} or {high}" if high - low == step else f"{low} to {high}"
            await self._send(session, p.Error(f"Bet {choices}, not {bet.amount}"))
            return
        window.bets[session.name] = bet.amount
        self._wake.set()

    async def _act(self, session: Session, act: p.Act) -> None:
        found = next(((table, open_) for table, open_ in self.decisions.items()
                      if open_.id == act.decision), None)
        if session.role != "player" or found is None or found[1].decision.seat != session.name:
            await self._send(session, p.Error("That decision is not yours to make now"))
            return
        table = found[0]
        try:
            action = Action.parse(act.action)
        except ValueError as error:
            await self._send(session, p.Error(str(error)))
            return
        if await self._run(lambda at: self.game.act(table, session.name, action.value,
                                                    act.amount, at), session=session):
            self.decisions.pop(table, None)  # answered: the same request again is refused

    async def _say(self, session: Session, say: p.Say) -> None:
        text = " ".join(say.text.split())
        now = time.monotonic()
        if not text or len(text) > CHAT_LENGTH:
            await self._send(session, p.Error(f"Chat messages are 1 to {CHAT_LENGTH} characters"))
            return
        if now - session.last_chat < CHAT_EVERY:
            await self._send(session, p.Error("One chat message a second, please"))
            return
        session.last_chat = now
        table = self.game.tournament.table_of.get(session.name)
        at = self.now()
        speaker = session.name or session.role
        chat = p.Chat(table=table, name=speaker, text=text, at=at)
        store = self.game.store
        if store is not None:  # S7-25: kept with the hand history
            store.append(self.game.tournament_id, kind="chat", payload={}, at=at, table=table,
                         events=[{"type": "Chat", "table": table, "name": speaker,
                                  "text": text}])
        for other in list(self.sessions):
            other_table = self.game.tournament.table_of.get(other.name)
            if other.role != "display" and (table is None or other.role != "player" or
                                            other_table == table):
                await self._send(other, chat)

    async def _direct(self, session: Session, direct: p.Direct) -> None:
        if session.role != "director":
            await self._send(session, p.Error("Only the director may do that"))
            return
        if direct.act in ("admit", "refuse"):  # a late entry waiting for the director's word
            entry = self.entries.get(direct.player or "")
            if entry is None or entry.answer.done():
                await self._send(session, p.Error(f"No late entry of {direct.player!r} waits"))
            else:
                entry.answer.set_result(direct.act == "admit")
            return
        arguments: dict[str, Any] = {}
        if direct.table is not None:
            arguments["table"] = direct.table
        if direct.seconds is not None:
            arguments["seconds"] = direct.seconds
        if direct.level is not None:
            arguments["level"] = direct.level
        if direct.player is not None:
            arguments["player"] = direct.player
        if direct.schedule is not None:
            arguments["schedule"] = direct.schedule
        if direct.act == "void" and direct.table is not None:
            self.decisions.pop(direct.table, None)
        await self._run(lambda at: self.game.direct(direct.act, at, **arguments),
                        session=session)
        await self._broadcast_snapshot()

    # ---- running commands ------------------------------------------------------------------

    async def _run(self, command: Callable[[float], list[Told]], *,
                   session: Session | None = None) -> bool:
        """Run a command on the game (stored before anything is told), then tell everyone."""
        started = time.perf_counter()
        try:
            told = command(self.now())
        except EngineError as error:
            if session is not None:
                await self._send(session, p.Error(str(error)))
                return False
            raise
        except Exception as error:
            # The store could not keep the command (a full disk...): the game in memory is
            # ahead of the file, so stop here; `--resume` restarts from what was stored.
            self.failure = error
            self.done.set()
            raise
        await self.tell(told)
        self.command_seconds.append(time.perf_counter() - started)
        self._prune()
        self._wake.set()
        return True

    def _prune(self) -> None:
        """Forget what a command made stale: requests at tables broken up, bets awaited from
        players moved elsewhere (S7-23)."""
        live = set(self.game.table_numbers())
        for number in set(self.windows) - live:
            del self.windows[number]
        for number in set(self.decisions) - live:
            del self.decisions[number]
        for number, window in self.windows.items():
            window.expected &= set(self.game.bettors(number))

    async def tell(self, told: list[Told]) -> None:
        """Each client gets the events it may see, each as it may see it (C-11), once they
        are stored and after everything told before them."""
        if not told:
            return
        # Who gets what is worked out now, from the state this command left; each client's
        # sender sends it after what was queued before, once the store has it.
        mark = self._mark()
        for session, frame in self._deliveries(told):
            self._queue(session, frame, mark)
        if self.observer is not None:
            await self._stored(mark)
            self.observer(told)

    def _deliveries(self, told: list[Told]) -> list[tuple[Session, bytes]]:
        by_table: dict[int | None, list[Event]] = {}
        for item in told:
            by_table.setdefault(item.table, []).append(item.event)
        # Worked out once per batch, not once per client: who holds a face-down card in it,
        # whom it names, and where everyone sits.
        holders = {table: {name for e in events if e.visible_to for name in e.visible_to}
                   for table, events in by_table.items()}
        named = {table: {getattr(e, "seat", None) for e in events}
                 for table, events in by_table.items()}
        table_of = self.game.tournament.table_of
        frames: dict[tuple[int | None, str | None], bytes] = {}
        deliveries: list[tuple[Session, bytes]] = []
        for session in list(self.sessions):
            for table, events in by_table.items():
                if session.role == "display" and table is not None:
                    continue  # a kiosk hears the tournament's news (moves...), not the hands
                if table is not None and session.role == "player" and \
                        table_of.get(session.name) != table and session.name not in named[table]:
                    continue
                # One encoding per distinct view: everyone shares it unless a card in the
                # batch is face down, and then only its holder's differs.
                viewer = session.viewer
                key = (table, viewer if viewer in holders[table] else None)
                frame = frames.get(key)
                if frame is None:
                    shown = [event_to_dict(e if e.visible_for(key[1]) else e.redacted())
                             for e in events]
                    frame = frames[key] = p.encode(p.Events(table=table, events=shown))
                deliveries.append((session, frame))
        if None in by_table:
            snapshot = p.encode(self.snapshot())
            deliveries += [(session, snapshot) for session in list(self.sessions)]
        return deliveries

    async def _catch_up(self, session: Session) -> None:
        """A player who (re)joins mid-hand gets that hand's events as they may see them."""
        table = self.game.tournament.table_of.get(session.name)
        round_ = self.game.round_at(table) if table is not None else None
        if round_ is not None:
            shown = [event_to_dict(e if e.visible_for(session.name) else e.redacted())
                     for e in round_.log]
            await self._send(session, p.Events(table=table, events=shown))
        for number, window in self.windows.items():
            if session.name in window.expected and session.name not in window.bets:
                await self._ask_bet(number, window, session.name)
        for number, open_ in self.decisions.items():
            if open_.decision.seat == session.name:
                await self._ask(number, open_)

    def snapshot(self) -> p.Snapshot:
        tournament = self.game.tournament
        now = self.now()
        clock = self.game.clock
        # Before the start too (`started` false): a kiosk shows the first level waiting.
        state = clock.state(now) if clock is not None else None
        return p.Snapshot(
            variant=self.game.variant, started=self.game.started,
            over=tournament.over,
            tables={str(n): self.game.seats(n) for n in self.game.table_numbers()},
            dealers={str(n): self.game.dealer_of(n) for n in self.game.table_numbers()},
            standings=[_standing(row) for row in tournament.standings()],
            # `rate`: host seconds per real second (`--speedup`), for a display's countdown.
            clock={**state.to_dict(), "rate": self.speedup} if state is not None else None,
            players=list(tournament.field), now=now,
            entries=[{"name": name, "table": entry.table, "penalty": entry.penalty}
                     for name, entry in self.entries.items()],
            waitlist=list(tournament.waitlist),
            schedule=clock.schedule.to_dict() if clock is not None else None)

    def clock_page_state(self) -> dict[str, Any]:
        """What the clock page shows (app/net/web_clock.py), as plain data: the clock at this
        moment in the host's time base (null before the start and for 10-hand) and the field."""
        tournament = self.game.tournament
        now = self.now()
        state = self.game.clock_state(now)
        seated = tournament.started_at is not None
        left = sum(1 for row in tournament.standings() if row.place is None) if seated \
            else len(tournament.field)
        return {"name": self.game.name, "clock": state.to_dict() if state is not None else None,
                "players_left": left, "field_size": len(tournament.field), "now": now,
                "started": self.game.started, "over": tournament.over,
                "winner": tournament.winner}

    async def _broadcast_snapshot(self) -> None:
        frame, mark = p.encode(self.snapshot()), self._mark()
        for session in list(self.sessions):
            self._queue(session, frame, mark)

    async def _send(self, session: Session, message: p.Message) -> None:
        await self._send_frame(session, p.encode(message))

    def _mark(self) -> int:
        """How many commands a message built now follows from (see `_stored`)."""
        store = self.game.store
        return store.mark() if isinstance(store, Committer) else 0

    async def _stored(self, mark: int) -> None:
        """Wait until the first `mark` commands are stored: nothing is told before it is
        (DESIGN.md), not a command's events, nor a request that follows from them."""
        store = self.game.store
        if not isinstance(store, Committer):
            return  # a store that commits as it appends (tests, scripts)
        try:
            await store.stored(mark)
        except Exception as error:
            # The game in memory is ahead of the file: stop; `--resume` restarts from the file.
            self.failure = error
            self.done.set()
            raise HostFailed(str(error)) from error

    async def _send_frame(self, session: Session, frame: bytes) -> None:
        self._queue(session, frame, self._mark())

    def _committed(self) -> int | None:
        """How many commands are stored; None if the store commits as it appends."""
        store = self.game.store
        return store.committed if isinstance(store, Committer) else None

    def _queue(self, session: Session, frame: bytes, mark: int) -> None:
        """Send a frame to a client once the first `mark` commands are stored; frames built
        later, from later states, go later: each client hears them in order."""
        if session.cut_off:
            return
        session.outbox.append((mark, frame))
        session.emptied.clear()
        if len(session.outbox) == 1:  # else it waits behind an earlier frame
            self._release(session, self._committed())

    def _release_all(self) -> None:
        """After a commit: what it lets go out, to every client."""
        store = self.game.store
        if isinstance(store, Committer) and store.failure is not None:
            # The game in memory is ahead of the file: tell nothing more; stop. `--resume`
            # restarts from the file.
            self.failure = self.failure or store.failure
            self.done.set()
            return
        committed = self._committed()
        for session in list(self.sessions):
            if session.outbox:
                self._release(session, committed)

    def _release(self, session: Session, committed: int | None) -> None:
        outbox = session.outbox
        while outbox and (committed is None or outbox[0][0] <= committed):
            self._deliver(session, outbox.popleft()[1])
        if not outbox:
            session.emptied.set()
        if not session.cut_off and session.conn.backlog() > BACKLOG_MAX:
            log.info("cutting off %s: it does not read what it is sent", session.conn.peer)
            self._drop(session)
            if session.attending is not None and not session.leaving:
                session.attending.cancel()  # its seat is played as absent (S7-9) meanwhile

    def _drop(self, session: Session) -> None:
        session.cut_off = True
        session.outbox.clear()
        session.emptied.set()
        session.conn.close()

    def _deliver(self, session: Session, frame: bytes) -> None:
        try:
            session.conn.write(frame)
        except (ConnectionError, OSError, RuntimeError):
            self._drop(session)  # gone: its reader finds out and says goodbye

    # ---- the tables' schedule --------------------------------------------------------------

    async def run(self) -> None:
        """Deal, ask, time out and finish, table by table, until the tournament is over."""
        loop = asyncio.get_running_loop()
        while not self.done.is_set():
            try:
                wait = await self._tick(loop.time())
            except HostFailed:
                return  # `failure` says why; whoever started the host reports it
            except EngineError as error:
                # A command of the schedule's own overtaken by events (a break that began
                # while other tables were served): the next tick looks again.
                log.warning("a scheduled command was refused: %s", error)
                wait = 0.05
            except Exception as error:
                if self.failure is None:  # not the store's failure, already recorded: a bug
                    log.exception("the tables' schedule stopped on an internal error")
                    self.failure = error
                # Stop (resumable from the file) rather than sit idle for ever.
                self.done.set()
                return
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(wait):
                    await self._wake.wait()

    async def _tick(self, now: float) -> float:
        """Do what is due; the seconds until something may next be due."""
        tournament = self.game.tournament
        until_clock = await self._tell_clock_changes()
        if tournament.started_at is None:
            if self.start_when and len(tournament.field) >= self.start_when:
                await self._run(self.game.start)
            return min(1.0, until_clock)
        if tournament.over:
            self.done.set()
            return 0.0
        # Paused, or a break: hands in play are finished, no new one is dealt.
        stopped = self.game.dealing_waits(self.now())
        waits = [5.0 if stopped is None else max(0.05, min(1.0, stopped / self.speedup)),
                 until_clock]
        for number in self.game.table_numbers():
            if tournament.over:
                break
            waits.append(await self._tick_table(number, now, dealing=stopped is None))
        return max(0.01, min(waits))

    async def _tell_clock_changes(self) -> float:
        """Everyone gets the clock's state again when a level or a break begins (displays
        count down from the last state, and stop at 0:00 until the next); the real seconds
        until the next such change."""
        clock = self.game.clock
        if clock is None or not clock.started:
            return 1.0
        state = clock.state(self.now())
        segment = (state.level.number, state.on_break)
        if self._segment is not None and segment != self._segment:
            await self._broadcast_snapshot()
        self._segment = segment
        if state.changes_at is None:
            return 1.0
        return max(0.005, (state.changes_at - state.now) / self.speedup + 0.005)

    async def _tick_table(self, number: int, now: float, dealing: bool = True) -> float:
        tournament = self.game.tournament
        round_ = self.game.round_at(number)
        if round_ is None and not dealing:
            return 5.0
        if round_ is not None:
            decision = round_.decision()
            open_ = self.decisions.get(number)
            if decision is None:
                self.decisions.pop(number, None)
                return 5.0
            if open_ is None or open_.decision is not decision:
                self._next_decision += 1
                open_ = OpenDecision(self._next_decision, decision, now + self.decision_seconds)
                self.decisions[number] = open_
                await self._ask(number, open_)
            if now >= open_.deadline or (decision.seat in tournament.away and
                                         not self._connected(decision.seat)):
                self.decisions.pop(number, None)
                await self._run(lambda at: self.game.timeout(number, at))
                return 0.0
            return open_.deadline - now
        self.decisions.pop(number, None)
        if number not in tournament.playable_tables():
            self.windows.pop(number, None)
            return 5.0
        window = self.windows.get(number)
        if window is None:
            expected = {name for name in self.game.bettors(number)
                        if name not in tournament.away and self._connected(name)}
            if tournament.sudden_death:
                expected = set()  # S7-22: the bet is forced
            window = BetWindow(self.game.hand_numbers.get(number, 0) + 1,
                               now + self.bet_seconds, expected)
            self.windows[number] = window
            for name in sorted(expected):
                await self._ask_bet(number, window, name)
        if now >= window.deadline or window.expected <= set(window.bets):
            if self.game.dealing_waits(self.now()) is not None:
                return 0.05  # a break or a pause began while other tables were served
            del self.windows[number]
            bets = dict(window.bets)  # S7-8: a missing bet is the minimum
            await self._run(lambda at: self.game.deal(number, bets, at))
            return 0.0
        return window.deadline - now

    async def _ask_bet(self, number: int, window: BetWindow, name: str) -> None:
        level = self.game.level(self.now())
        low, high, step = self.game.bet_options(number, name, level)
        rivals, hands_left = self.game.rivals(number, name)
        request = p.BetRequest(table=number, hand=window.hand, seat=name, low=low, high=high,
                               step=step, deadline=self._wall(window.deadline),
                               rivals=rivals, hands_left=hands_left)
        for session in self._player_sessions(name):
            _expect_answer(session)
            await self._send(session, request)

    async def _ask(self, number: int, open_: OpenDecision) -> None:
        decision = open_.decision
        round_ = self.game.round_at(number)
        ranges: dict[str, list[int]] = {}
        if round_ is not None:
            for action in decision.actions:
                span = round_.amount_range(decision.seat, action)
                if span is not None:
                    ranges[action.value] = list(span)
        request = p.DecisionRequest(
            decision=open_.id, table=number, seat=decision.seat, kind=decision.kind.value,
            actions=sorted(a.value for a in decision.actions), ranges=ranges,
            deadline=self._wall(open_.deadline), hand=decision.hand,
            default=default_action(decision).value)
        for session in self._player_sessions(decision.seat):
            _expect_answer(session)
            await self._send(session, request)

    def _player_sessions(self, name: str) -> list[Session]:
        return [s for s in self.sessions if s.role == "player" and s.name == name]

    def _wall(self, loop_time: float) -> float:
        return time.time() + (loop_time - asyncio.get_running_loop().time())


def _expect_answer(session: Session) -> None:
    """The host asks this client something: its answer is no flood. A bot answers as fast as
    the host asks, and a table of bots asks faster than RATE; each question credits the
    client's allowance with the answer it calls for."""
    session.allowance = min(BURST, session.allowance + 1)


def _same(given: str, expected: str) -> bool:
    """A code or token compared in constant time, whatever characters a client sent."""
    return secrets.compare_digest(given.encode(), expected.encode())


async def _until_closed(conn: Connection) -> None:
    """Return once a client waiting for an answer has gone (what it sends meanwhile, pings,
    goes unanswered)."""
    with contextlib.suppress(p.ProtocolError, ConnectionError, OSError):
        while await conn.receive() is not None:
            pass


def _standing(row: StandingRow) -> dict[str, Any]:
    return {"name": row.name, "chips": row.chips, "place": row.place, "table": row.table}


__all__ = ["Host", "default_action"]
