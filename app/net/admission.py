"""Who may come in, and as whom: the protocol version, the join and director codes, a player's
name and seat token, registration and the late entry that waits for the director's word (S7-3,
S7-24)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import secrets
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from app.core.game import Game
from app.engine.errors import EngineError
from app.net import protocol as p
from app.net.code_guard import CodeGuard, address_of
from app.net.commands import CommandRunner
from app.net.floods import REFUSED_WAITING, ReconnectPacing, Registrations
from app.net.names import name_key, name_refusal, normal_name
from app.net.outbox import Outbox
from app.net.secure_channel import keyed_by
from app.net.sessions import Session, Sessions
from app.net.tournament_time import TournamentTime
from app.net.transport import Connection
from app.phrases import Phrase

ENTRY_SECONDS = 300.0  # for the director to admit or refuse a late entry
LINGER_SECONDS = 2.0  # a refused client has this long to read its refusal and hang up
WAITLISTED = Phrase("waitlisted")


@dataclass
class PendingEntry:
    """A late entry waiting for the director's word (S7-3, S7-24), with its terms as shown."""

    table: int
    penalty: int
    answer: asyncio.Future[bool]


class Admission:
    def __init__(self, game: Game, time_: TournamentTime, sessions: Sessions, outbox: Outbox,
                 runner: CommandRunner, entries_changed: Callable[[], None], *,
                 join_code: str, director_code: str, tokens: dict[str, str],
                 entries: dict[str, PendingEntry], entries_by_director: bool,
                 notices: list[str] | None = None) -> None:
        """`entries_changed`: everyone is told of the late entries waiting (a snapshot);
        `notices`: what every director who connects is told (the host's), kept up here."""
        self.game = game
        self.time = time_
        self.sessions = sessions
        self.outbox = outbox
        self.runner = runner
        self.entries_changed = entries_changed
        self.join_code = join_code
        self.director_code = director_code
        self.tokens = tokens  # player -> token
        # Late entries wait for the director, who sees the penalty first (a night hosted
        # from the window); unattended hosts admit them by the rules alone.
        self.entries_by_director = entries_by_director
        self.entries = entries  # name -> its terms, as every snapshot shows them
        self.notices = notices if notices is not None else []
        self.guard = CodeGuard(self.tell_directors, clock=time_.monotonic)
        # Registration bounded per address and in total; reconnects paced per seat
        # (app/net/floods.py).
        self.registrations = Registrations(self.tell_directors)
        self.pacing = ReconnectPacing(time_.monotonic)
        # A newcomer's name as the league writes it, and why it may not register tonight
        # (or ""): a members-only night asks the league (HostedNight, issue 21); an open one
        # lets everyone in as they wrote it.
        self.membership: Callable[[str], tuple[str, str]] = lambda name: (name, "")

    def begin(self, game: Game, runner: CommandRunner, entries: dict[str, PendingEntry]
              ) -> None:
        """Admit to the night's next tournament (Host.begin): the codes, their lockouts
        and the limits stay; its seats are its own (`hold` those first in line)."""
        self.game, self.runner, self.entries = game, runner, entries
        self.tokens = {}

    async def hold(self, players: list[str]) -> None:
        """S7-2: those turned away from the night's last tournament take the first seats
        of this one, in their order; each seat is held for its name (no token) until the
        player's first hello takes it."""
        for name in players:
            await self.runner.run(functools.partial(self.game.register, name))
            if name in self.game.tournament.field:  # not on this one's waiting list again
                self.tokens[name] = ""

    def code_of(self, kind: str) -> str:
        """The code a secure channel of `kind` ("join", "director") is keyed with."""
        return self.director_code if kind == "director" else self.join_code

    def tell_directors(self, text: str) -> None:
        """A notice for the director: those connected now, and any who connect later."""
        self.notices.append(text)
        self.outbox.send_all(self.sessions.directors(), p.notice(text))

    async def admit(self, session: Session, message: p.ClientMessage) -> p.Welcome | None:
        """Let a client in by its hello (the session joins `sessions` with its role and name)
        and the welcome to send it (with its seat's token); None once refused (and told why)."""
        try:
            return await self._admit(session, message)
        except _Refused as refusal:
            refused = p.refused(refusal.reason)
            if refusal.stored:
                self.outbox.send(session, refused)  # it tells what a stored command did
            else:  # it follows from nothing stored: it goes before the connection closes
                self.outbox.refuse(session, refused)
            await _linger(session.conn)
            return None

    async def _admit(self, session: Session, message: p.ClientMessage) -> p.Welcome:
        if not isinstance(message, p.Hello):
            raise _Refused(Phrase("say_hello_first"))
        hello = message
        if hello.protocol != p.PROTOCOL_VERSION:
            raise _Refused(p.other_version(hello.protocol, hello.pitboss))
        # Each wrong code makes the next from that address wait longer (app/net/code_guard.py).
        if hello.role == "director" and keyed_by(session.conn) == "join":
            raise _Refused(Phrase("director_needs_director_code"))
        if hello.role == "director":
            refusal = await self.guard.check("director", session.conn.peer, hello.code,
                                             self.director_code)
        else:
            refusal = await self.guard.check("join", session.conn.peer, hello.code,
                                             self.join_code)
        if refusal:
            raise _Refused(refusal)
        token = ""
        if hello.role == "player":
            name = normal_name(hello.name)
            refusal = name_refusal(name)
            if refusal:
                raise _Refused(refusal)
            # One name, however it is written ("ALICE", a fullwidth "Alice" are "Alice"): the
            # name as first registered.
            name = self._known_as(name)
            if name not in self.tokens and name not in self.game.tournament.waitlist:
                name, refusal = self.membership(name)  # a newcomer: a member tonight?
                if refusal:
                    # The director sees who was turned away at the door, and why, to register
                    # them on the spot (issue 21); told once, not kept for later directors.
                    self.outbox.send_all(self.sessions.directors(),
                                         p.notice(Phrase("not_registered", refusal)))
                    raise _Refused(refusal)
            if name in self.game.tournament.waitlist:
                # S7-2: already waiting, now as before
                raise _Refused(WAITLISTED, stored=True)
            known = self.tokens.get(name)
            if known == "":  # a seat held for this name (S7-2): its first hello takes it
                token = self.tokens[name] = self.game.new_token()
                await self.runner.run(lambda at: self.game.claim(name, at, token))
            elif known is not None:
                if not _same(hello.token, known):
                    raise _Refused(Phrase("name_taken", name))
                await self._reconnect_turn(name, session)
                token = known
            else:
                reason = await self._join(name, session)
                if reason:
                    raise _Refused(reason, stored=reason == WAITLISTED)
                token = self.tokens[name]
            self.sessions.seat(session, name)
            self.sessions.seated_by(name, person=hello.person)
        session.role = hello.role
        self.sessions.add(session)
        return p.Welcome(protocol=p.PROTOCOL_VERSION, role=hello.role, name=session.name,
                         token=token, host=self.game.name, variant=self.game.variant)

    async def _reconnect_turn(self, name: str, session: Session) -> None:
        """A seat taken back with its token waits its turn if it has been taken back often
        lately (app/net/floods.py); the present connection keeps the seat meanwhile.
        Refused if another reconnect of the seat waits already, or once the client has gone."""
        wait, turn = self.pacing.wait(name)
        if not turn:
            await asyncio.sleep(wait)  # in this connection's own task
            raise _Refused(REFUSED_WAITING)
        self.pacing.begin(name, wait)
        reconnected = False
        try:
            if wait > 0 and not await _stays(session.conn, wait):
                raise _Refused(Phrase("left_before_seat"))
            reconnected = True
        finally:
            self.pacing.end(name, reconnected=reconnected)

    def _known_as(self, name: str) -> str:
        """The name already registered (seated, waiting or entering late) that `name` is the
        same name as (NFKC, case folded: app/net/names.py); else `name` itself."""
        key = name_key(name)
        tournament = self.game.tournament
        for known in (*self.tokens, *tournament.field, *tournament.waitlist, *self.entries):
            if name_key(known) == key:
                return known
        return name

    def answer(self, name: str, admit: bool) -> str:
        """The director admits or refuses a waiting late entry; why not, or ""."""
        entry = self.entries.get(name)
        if entry is None or entry.answer.done():
            return Phrase("no_late_entry", name)
        if admit:
            # S7-3: the penalty taken is the one the director saw. Terms that have changed
            # since (a hand played at that table, a new level) are shown again, to admit again.
            try:
                terms = self.game.late_entry_terms(name, self.time.now())
            except EngineError:
                terms = None  # the entry itself says why it is refused
            if terms is not None and (terms.table, terms.penalty) != (entry.table,
                                                                      entry.penalty):
                entry.table, entry.penalty = terms
                self.entries_changed()
                return Phrase("late_entry_new_terms", name, terms.table, terms.penalty)
        entry.answer.set_result(admit)
        return ""

    async def _join(self, name: str, session: Session) -> str:
        """Register a newcomer (or a late entry, S7-3); the refusal's reason, or "". One turned
        away because the field is full, before the start or after it, is put on the waiting
        list (S7-2), stored like any registration."""
        tournament = self.game.tournament
        # Bounded per address and in total (app/net/floods.py): a flood of names cannot grow
        # the snapshot past the frame limit.
        address = address_of(session.conn.peer)
        waits = tournament.full
        refusal = self.registrations.claim(
            address, waits=waits, field_size=len(tournament.field) + len(self.entries),
            waiting_size=len(tournament.waitlist))
        if refusal:
            return refusal
        reason = await self._register(name, session)
        if reason and reason != WAITLISTED:
            self.registrations.release(address, waits=waits)
        return reason

    async def _register(self, name: str, session: Session) -> str:
        self.tokens[name] = token = self.game.new_token()
        tournament = self.game.tournament
        try:
            if tournament.started_at is None or tournament.full:
                await self.runner.run(lambda at: self.game.register(name, at, token))
            else:
                refusal = await self._director_admits(name, session)
                if refusal:
                    del self.tokens[name]
                    return refusal
                # The field may have filled while the director decided: the engine then
                # puts the player on the waiting list instead.
                await self.runner.run(lambda at: self.game.late_entry(name, at, token))
        except EngineError as error:
            del self.tokens[name]
            return error.said
        if name in tournament.waitlist:
            del self.tokens[name]
            return WAITLISTED
        return ""

    async def _director_admits(self, name: str, session: Session) -> str:
        """'' once the director admits a late entry, having seen its penalty; else why not
        (refused, not answered in time, or the player gone meanwhile: a seat nobody could
        take back is never made). Raises EngineError if the rules refuse the entry."""
        terms = self.game.late_entry_terms(name, self.time.now())
        if not self.entries_by_director or terms is None:
            return ""
        table, penalty = terms
        entry = PendingEntry(table, penalty, asyncio.get_running_loop().create_future())
        self.entries[name] = entry
        self.entries_changed()
        try:
            async with _watching_for_leaving(session.conn) as leaving, \
                    asyncio.timeout(ENTRY_SECONDS):
                waiting: set[asyncio.Future[Any]] = {entry.answer, leaving}
                await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
        except TimeoutError:
            return Phrase("late_entry_unanswered")
        finally:
            self.entries.pop(name, None)
            self.entries_changed()
        if not entry.answer.done():
            return Phrase("left_before_answer")
        return "" if entry.answer.result() else Phrase("late_entry_refused")


class _Refused(Exception):
    """A client is not let in; the message says why, for the person. `stored`: it tells what
    a stored command did (a place on the waiting list), so it waits for the commit like
    everything told; any other refusal follows from nothing stored and goes at once."""

    def __init__(self, reason: str, *, stored: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason  # a Phrase where the host has one for it
        self.stored = stored


def _same(given: str, expected: str) -> bool:
    """A code or token compared in constant time, whatever characters a client sent."""
    return secrets.compare_digest(given.encode(), expected.encode())


async def _stays(conn: Connection, seconds: float) -> bool:
    """Whether a client waiting `seconds` for its turn is still there then (what it sends
    meanwhile, pings, goes unanswered)."""
    async with _watching_for_leaving(conn) as leaving:
        await asyncio.wait({leaving}, timeout=seconds)
        return not leaving.done()


@contextlib.asynccontextmanager
async def _watching_for_leaving(conn: Connection) -> AsyncIterator[asyncio.Task[None]]:
    """A task reading `conn` until the client goes (done once it has), while the host waits
    on something else for it; stopped, and done reading, when the block is left. Done
    reading before anything reads the connection again: a refusal's linger or the session's
    own loop reading beside a reader not yet stopped was the host's "internal error" (issue
    38: `read() called while another coroutine is already waiting`, after a late entry the
    director refused)."""
    leaving = asyncio.create_task(_until_closed(conn))
    try:
        yield leaving
    finally:
        leaving.cancel()
        # `wait` never raises the reader's cancellation, so this task's own (the host
        # stopping) is never swallowed here.
        await asyncio.wait({leaving})


async def _linger(conn: Connection) -> None:
    """Before a refused connection is closed: what the client sent after its hello is read
    (and dropped) until it closes, for at most LINGER_SECONDS. A TCP connection closed with
    bytes unread is reset, and a reset makes the client's system drop the refusal it had not
    read yet (381 of 900 refusals were lost so to clients that sent a ping after their hello).
    An in-memory connection is never reset."""
    if address_of(conn.peer):
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(LINGER_SECONDS):
                await _until_closed(conn)


async def _until_closed(conn: Connection) -> None:
    """Return once a client waiting for an answer has gone (what it sends meanwhile, pings,
    goes unanswered)."""
    with contextlib.suppress(p.ProtocolError, ConnectionError, OSError):
        while await conn.receive() is not None:
            pass
