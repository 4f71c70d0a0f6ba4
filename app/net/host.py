"""The host: the one authority over a game night, for a window's local game and on the LAN.

It accepts connections (in memory or TCP), checks who they are, runs the tables on a schedule
(bets, decisions, timers), validates every request through the game and the engine, and sends
each client its own view: a face-down card only to its holder (C-11).

`Host` starts, stops and dispatches each message by its type to the part whose job it is
(docs/decisions/host-seams.md):

    sessions     the connections, their rate and idle limits, the backlog cut-off
    admission    hello: codes, names, seat tokens, late entries waiting for the director
    outbox       frames held back until what they follow from is stored (a commit gate)
    views        who sees what, encoded once per view; the snapshot; the clock page's state
    commands     a command run on the game, then told; how the night ends (`Ending`)
    scheduler    bet windows, open decisions, timeouts, S7-9's trigger, the clock's changes
    chat         the table's chat (S7-25)
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections.abc import Awaitable, Callable

from app.core.director_acts import Moment, checked_act, told_to_other_directors
from app.core.game import Game, default_action
from app.core.told import Told
from app.engine.errors import IllegalAction
from app.net import protocol as p
from app.net.admission import Admission, PendingEntry
from app.net.chat import TableChat
from app.net.commands import CommandRunner, Ending
from app.net.door import connection_cap, raise_file_limit
from app.net.following import Following
from app.net.outbox import CommitGate, OpenGate, Outbox
from app.net.scheduler import TableScheduler
from app.net.secure_channel import TAG, SecureConnection, open_as_host
from app.net.sessions import HostFailed, Session, Sessions
from app.net.tournament_time import TournamentTime
from app.net.transport import Connection, StreamConnection, memory_pair
from app.net.views import Views
from app.phrases import Phrase
from app.timebase import SYSTEM, Timebase


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
        gate: CommitGate | None = None,
        timebase: Timebase = SYSTEM,
    ) -> None:
        """`observer` sees every command's events once they are stored (a log, a window).
        `gate`: how far the game's store has committed what was run (the Committer of group
        commits); none for a store that commits as it appends, or no store."""
        self.time = TournamentTime(speedup, timebase)
        self.notices: list[str] = []  # told to every director who connects (a resumed hand...)
        # The outbox outlives a tournament; a failure it meets ends the one in play.
        self.outbox = Outbox(gate or OpenGate(), lambda error: self.ending.fail(error))
        self.sessions = Sessions(self.outbox.send, timebase)
        self._observer = observer
        self._timing = (bet_seconds, decision_seconds, start_when)
        # The night's next tournament (HostedNight): its refusal in words, or "" once it is
        # open. None: this host runs one tournament.
        self.next_tournament: Callable[[], Awaitable[str]] | None = None
        self._for_tournament(game)
        self.chat = TableChat(game, self.time, self.sessions, self.outbox)
        self.admission = Admission(
            game, self.time, self.sessions, self.outbox, self.runner,
            lambda: self.views.broadcast_snapshot(), join_code=join_code,
            director_code=director_code or secrets.token_hex(4), tokens=dict(tokens or {}),
            entries=self._entries, entries_by_director=entries_by_director,
            notices=self.notices)
        self.sessions.handshake = lambda channel, deadline: open_as_host(
            channel, self.admission.code_of, self.admission.guard.check, deadline)
        self._attending: set[asyncio.Task[None]] = set()  # in-memory clients' connections
        self.following = Following(self.sessions, self.outbox)  # the season (issue 21)

    def begin(self, game: Game) -> None:
        """Host `game`, the night's next tournament (issue 21), once the one in play is
        over: it is played by the clients already connected, with the same codes and their
        lockouts, the seats' tokens, the time and the chat; its ending, views, commands,
        schedule and late entries are its own."""
        if not self.game.tournament.over:
            raise RuntimeError("The tournament in play is not over")
        self._for_tournament(game)
        self.chat.game = game
        self.admission.begin(game, self.runner, self._entries)

    def _for_tournament(self, game: Game) -> None:
        self.game = game
        self.ending = Ending()
        self._entries: dict[str, PendingEntry] = {}  # late entries waiting for the director
        self.views = Views(game, self.sessions, self.outbox, self.time, self._entries,
                           lambda: self.next_tournament is not None)
        self.runner = CommandRunner(game, self.time, self.views, self.outbox, self.ending,
                                    self._observer)
        bet_seconds, decision_seconds, start_when = self._timing
        self.scheduler = TableScheduler(
            game, self.time, self.sessions, self.outbox, self.views, self.runner, self.ending,
            bet_seconds=bet_seconds, decision_seconds=decision_seconds, start_when=start_when)

    @property
    def done(self) -> asyncio.Event:
        """Set at the end of the tournament in play, or on a failure."""
        return self.ending.done

    @property
    def failure(self) -> Exception | None:
        """What stopped the host, if not the tournament's end (the store could not keep a
        command...): the night can be resumed from what was stored."""
        return self.ending.failure

    def now(self) -> float:
        """Tournament time (see `TournamentTime`)."""
        return self.time.now()

    # ---- start and stop --------------------------------------------------------------------

    async def serve(self, address: str, port: int, *, sealed: bool = True) -> asyncio.Server:
        """Listen on TCP; every connection keyed by a code and sealed (docs/protocol.md), unless
        not `sealed`: frames in clear, only for the benchmark's comparison."""
        # The connections it may hold stay below its file limit, raised as far as allowed.
        self.sessions.door.most = connection_cap(raise_file_limit())

        async def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            # The top of a connection's own task: cancelled only when the host shuts down.
            with contextlib.suppress(asyncio.CancelledError):
                if not sealed:
                    await self.attend(StreamConnection(reader, writer, p.MAX_CLIENT_FRAME))
                    return
                await self.attend_sealed(StreamConnection(reader, writer,
                                                          p.MAX_CLIENT_FRAME + TAG))

        return await asyncio.start_server(accepted, address, port)

    async def attend_sealed(self, stream: Connection) -> None:
        """One client on the network, from its handshake to goodbye: a TCP connection, or a
        browser's WebSocket from the web page (app/net/web_clock.py), each taking frames of up
        to MAX_CLIENT_FRAME + TAG. Keyed by a code at its handshake and sealed
        (app/net/secure_channel.py), then attended as any client is (the door's caps, the hello
        deadline, the rate and idle limits)."""
        await self.attend(SecureConnection(stream))

    def connect_local(self) -> Connection:
        """A client's end of an in-memory connection to this host (local play, tests)."""
        host_end, client_end = memory_pair(p.MAX_CLIENT_FRAME, p.MAX_HOST_FRAME)
        task = asyncio.get_running_loop().create_task(self.attend(host_end))
        self._attending.add(task)  # kept until done: a loop holds only weak references
        task.add_done_callback(self._attending.discard)
        return client_end

    async def attend(self, conn: Connection) -> None:
        """One client from hello to goodbye."""
        # The schedule of the tournament in play when the client leaves, not when it came.
        await self.sessions.attend(conn, self._handle, lambda session: self.scheduler.left(
            session))

    async def run(self) -> None:
        """The tables' schedule, until the tournament is over or the host fails."""
        await self.scheduler.run()

    async def stop(self) -> None:
        """Close every connection, and return once each connection's task has ended; from
        now on a dropped client changes nothing."""
        self.outbox.release_all()  # what is stored still goes out
        self.sessions.stop()
        await self.sessions.closed()

    # ---- dispatch --------------------------------------------------------------------------

    async def _handle(self, session: Session, message: p.ClientMessage) -> bool:
        """False when the connection is to be closed."""
        if isinstance(message, p.Ping):
            self.outbox.send(session, p.Pong(sent=message.sent, now=self.time.timebase.wall()))
        elif not session.role:
            return await self._hello(session, message)
        elif isinstance(message, p.Hello):
            self.outbox.send(session, p.error(Phrase("already_hello")))
        elif isinstance(message, p.Bet):
            self.scheduler.bet(session, message)
        elif isinstance(message, p.Act):
            await self.scheduler.act(session, message)
        elif isinstance(message, p.Entropy):
            self.scheduler.entropy(session, message)
        elif isinstance(message, p.Say):
            self.chat.say(session, message)
        elif isinstance(message, p.Direct):
            await self._direct(session, message)
        elif isinstance(message, p.Follow):
            self.following.follow(session, message)
        return True

    async def _hello(self, session: Session, message: p.ClientMessage) -> bool:
        """Let a client in (or refuse it) and bring it up to date."""
        welcome = await self.admission.admit(session, message)
        if welcome is None:
            return False
        self.outbox.send(session, welcome)
        self.outbox.send(session, self.views.snapshot())
        if session.role == "director":
            for text in self.notices:
                self.outbox.send(session, p.notice(text))
        if session.role == "player":
            await self.scheduler.returned(session)
        self.scheduler.wake()
        return True

    async def _direct(self, session: Session, direct: p.Direct) -> None:
        if session.role != "director":
            self.outbox.send(session, p.error(Phrase("director_only")))
            return
        try:  # each act one class (app/core/director_acts.py), which types what it takes
            act, arguments = checked_act(direct.act, direct.arguments)
        except IllegalAction as refused:
            self.outbox.send(session, p.error(refused.said))
            return
        # Not now, and why: what each director's snapshot says too.
        why = act.refusal(
            Moment.of(self.game, self.time.now(), nights=self.next_tournament is not None))
        if why is not None:
            self.outbox.send(session, p.error(why))
            return
        refusal, done = "", True  # done: False when the runner refused it (and said why)
        if not act.stored:  # the host's own: a late entry, the spectators' chat, the next one
            refusal = await act.at_host(_Desk(self), arguments)
        elif (table := arguments.get("table")) is not None and \
                table not in self.game.table_numbers():
            # Refused before anything is touched: a void drops the table's open decision.
            refusal = Phrase("no_table", table)
        else:
            act.prepare(_Desk(self), arguments)
            done = await self.runner.run(
                lambda at: self.game.direct(act.name, at, **arguments), session=session)
            self.views.broadcast_snapshot()
        if refusal:
            self.outbox.send(session, p.error(refusal))
        elif done:
            # S7-24, issue 22: every other director's log shows the act (the director's phone
            # beside the console), as the one who acted shows its own.
            # The one who acted reads it from the host too: what was done, not what was sent.
            self.outbox.send(session, p.notice(Phrase("you_acted", act.words(arguments))))
            text = told_to_other_directors(act.name, arguments)
            others = [s for s in self.sessions.directors() if s is not session]
            if text and others:
                self.outbox.send_all(others, p.notice(text))


class _Desk:
    """What a director's act does at the host beside the game (app/core/director_acts.py's
    HostSide): a late entry's answer, the spectators' chat, the night's next tournament, a
    voided hand's open decision."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def answer_entry(self, player: str, admit: bool) -> str:
        return self.host.admission.answer(player, admit)

    def spectators_chat(self, open_: bool) -> None:
        self.host.chat.spectators(open_)

    async def next_tournament(self) -> str:
        opened = self.host.next_tournament
        return Phrase("one_tournament") if opened is None else await opened()

    def drop_decision(self, table: int) -> None:
        self.host.scheduler.void(table)

    def announce(self, words: Phrase) -> None:
        self.host.views.announce(words)


__all__ = ["Host", "HostFailed", "default_action"]
