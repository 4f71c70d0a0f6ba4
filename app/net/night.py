"""A hosted night from its start to its finish, the one sequence behind `pitboss host`, a night
hosted from the window, local play, the kiosk's clock and the smoke test:

    open     the store -> a new tournament, or the last unfinished one resumed -> the game ->
             the committer of group commits -> the host
    serve    TCP (or in memory only), the clock page, the announcement on the LAN
    run      the tables' schedule (and tasks that live beside it: bots, a kiosk's sessions)
    stop     the host, its schedule, the server, the page, the announcement, the committer ->
             finish: a night at its end is stored "finished" (at the commit of the command
             that ended it, while the host still serves its results); one stopped before its
             end stays "running", to be carried on with `pitboss host --resume`
             (docs/decisions/hosted-night.md)
"""

from __future__ import annotations

import asyncio
import errno
import logging
import random
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.game import Game, ReplayMismatch
from app.core.told import Told
from app.engine.schedule import Schedule
from app.engine.variants import parse_variant, rules_from_options
from app.engine.variants.rule_sets import Rules
from app.net import protocol as p
from app.net.announce import advertise, keep_count, reachable_addresses, web_page_url
from app.net.committer import CHAT_RESERVE, LOW_SPACE, Committer
from app.net.discovery import Advertiser
from app.net.host import Host
from app.net.season_board import SeasonBoard
from app.net.transport import Connection
from app.net.web_clock import WebClock
from app.phrases import Phrase
from app.store import CommandRecord, EventStore, League, StoreError, TournamentRecord
from app.timebase import SYSTEM, Timebase

log = logging.getLogger("pitboss.host")

# A night's later tournaments are stored with their place in it, in their settings:
# {"night": {"name": ..., "number": 2, "after": <the last one's id>}}.
NIGHT_KEY = "night"


class ClockPageError(OSError):
    """The clock page cannot be served where asked (its port is in use...)."""


@dataclass(frozen=True)
class NightPlan:
    """What a night is and where it is played. What is not given is not done: no database,
    nothing is kept; no address, in memory only; no clock port, no clock page."""

    name: str
    rules: Rules  # a new night's; a resumed one keeps its own variant
    join_code: str
    director_code: str = ""  # a new one if empty (Host)
    database: Path | None = None
    resume: bool = False  # carry on the last unfinished tournament of `database`
    settings: Mapping[str, Any] = field(default_factory=dict)  # stored with a new night
    address: str | None = None  # listen here on TCP (0.0.0.0: every interface)
    port: int = 0  # 0: a free one (see `HostedNight.port`)
    announce: bool = True  # on the LAN; never on loopback, where nobody else could join
    clock_port: int | None = None  # the clock page (app/net/web_clock.py); 0: a free port
    bet_seconds: float = 15.0
    decision_seconds: float = 30.0
    start_when: int | None = None  # start once this many players have joined
    speedup: float = 1.0
    entries_by_director: bool = False  # late entries wait for the director's word (S7-3)
    pause_on_resume: bool = True  # DESIGN.md: a restarted host waits for the director
    schedule: Schedule | None = None  # the levels, if not the rules' own
    live: bool = False  # a clock alone, for real cards (`pitboss kiosk --standalone`)
    observer: Callable[[list[Told]], None] | None = None  # sees what was told, once stored
    chat_reserve: int = CHAT_RESERVE  # bytes free on the database's disk kept for the game
    low_space: int = LOW_SPACE  # bytes free below which the director is warned
    # Only active members of the league in `database` register (issue 21; the default for a
    # Series 7 league night is the caller's: `pitboss host --members-only`).
    members_only: bool = False
    season: str | None = None  # each tournament of the night counts in this season (issue 21)
    # A championship's seeded members (app/league/championship.py): only they register.
    invited: tuple[str, ...] = ()
    # TCP frames sealed by the secure channel (app/net/secure_channel.py); False only for
    # bench/host_load.py's comparison (`pitboss host --plain-tcp`), never a real night.
    sealed: bool = True
    # A rehearsal's shuffle, seeded (tests): the same seed deals the same cards; a night draws
    # from the system's CSPRNG (C-8), and only then proves its shuffles (Game).
    shuffle_seed: int | None = None


def _watch_the_disk(committer: Committer, host: Host) -> None:
    """Issue 20: chat only while the disk has room to spare; the directors told how the disk
    fills at once (a full disk holds back every frame that follows from the game, not this),
    and those who connect later when they do."""
    host.chat.room = committer.chat_refusal

    def tell(text: str) -> None:
        host.notices.append(text)
        frame = p.encode(p.Notice(text=text))
        for session in host.sessions:
            if session.role == "director":
                session.write(frame)

    committer.space_listeners.append(tell)


def _members_of(league: League, invited: tuple[str, ...] = ()
                ) -> Callable[[str], tuple[str, str]]:
    """A members-only night's door: a newcomer's name as the league writes it, and why they
    may not register, in words, or "". With `invited` (a championship's seeds), only they."""
    def member(name: str) -> tuple[str, str]:
        found = league.find(name)
        if found is None:
            return name, (f"Tonight is for members of the league only, and {name} is not "
                          "one: ask the director to register you")
        if invited and found.name not in invited:
            return found.name, (f"Tonight's championship seats the season's top "
                                f"{len(invited)}, and {found.name} is not among them")
        return found.name, found.refusal()
    return member


def resumable(store: EventStore) -> TournamentRecord | None:
    """The game night `NightPlan.resume` carries on: the last one stored "running". A game
    played at home was in memory only: nobody could join it again from the LAN."""
    running = [t for t in store.tournaments()
               if t.status == "running" and not t.settings.get("local")]
    return running[-1] if running else None


def resumable_in(database: Path) -> TournamentRecord | None:
    """`resumable` in the database at `database` (None if there is no such file: hosting there
    starts a new night). Raises StoreError for a file that is not a Pitboss database."""
    if not database.is_file():
        return None
    store = EventStore.open(database, readonly=True)
    try:
        return resumable(store)
    finally:
        store.close()


@dataclass(frozen=True)
class _Resumed:
    """A stopped night read back: its record, its game replayed, its commands and seats' tokens."""

    record: TournamentRecord
    game: Game
    commands: list[CommandRecord]
    tokens: dict[str, str]


@dataclass(frozen=True)
class _Replayed:
    """A stored command with the events stored with it, as `Game.replay` compares them."""

    seq: int
    kind: str
    payload: dict[str, Any]
    draws: list[int] | None
    at: float
    events: list[dict[str, Any]]


def replay_for_resume(database: Path) -> _Resumed:
    """The last unfinished night of `database` replayed, read-only: nothing is written before
    it is known to be whole. Refused with a StoreError in words, naming the tournament and the
    command, if any record is damaged (a byte flipped, a field missing or of the wrong type:
    never a traceback), or if the database holds less than, or other than, what its host had
    told its players (app/store/mark.py: a damaged or cut -wal file). The files are left as
    they are."""
    nothing = StoreError("There is no unfinished game night in this database to resume")
    if not database.is_file():
        raise nothing
    store = EventStore.open(database, readonly=True)
    try:
        record = resumable(store)
        if record is None:
            raise nothing
        who = f"{record.name} (tournament {record.id})"
        try:
            rules = rules_from_options(parse_variant(record.variant))
        except ValueError as error:
            raise StoreError(f"{who} cannot be resumed: its variant is damaged ({error})"
                             ) from None
        game = Game(rules, name=record.name, tournament_id=record.id)
        produced: dict[int, list[dict[str, Any]]] = {}
        for event in store.events(record.id):
            produced.setdefault(event.command, []).append(dict(event.payload))
        commands = list(store.commands(record.id))
        tokens: dict[str, str] = {}
        current: list[CommandRecord] = []

        def replayed() -> Any:
            for command in commands:
                current[:] = [command]
                tokens.update(_tokens(command))
                if command.kind != "chat":  # chat changes nothing: it is not run again
                    yield _Replayed(command.seq, command.kind, command.payload, command.draws,
                                    command.at, produced.get(command.seq, []))
        try:
            game.replay(replayed())
        except ReplayMismatch as error:  # well formed, but not what this engine produces
            raise StoreError(f"{who} cannot be carried on by this version of Pitboss: {error} "
                             "(stored by another version, or altered). Nothing has been "
                             "changed; History and pitboss export still read it") from None
        except Exception as error:  # whatever a damaged record makes the engine meet
            command = current[0] if current else None
            where = f"command {command.seq} ({command.kind})" if command else "its start"
            raise StoreError(f"{who} cannot be resumed: {where} is damaged ({_why(error)}). "
                             "Nothing has been changed") from None
        store.check_told(record.id)
        return _Resumed(record, game, commands, tokens)
    finally:
        store.close()


def _tokens(command: CommandRecord) -> dict[str, str]:
    tokens = Game.tokens(iter([command]))
    if not all(isinstance(token, str) for token in tokens.values()):
        raise ValueError("its seat token is not text")
    return tokens


def _why(error: Exception) -> str:
    if isinstance(error, KeyError):
        return f"it lacks {error.args[0]!r}" if error.args else "a field is missing"
    return str(error) or type(error).__name__


class HostedNight:
    def __init__(self, plan: NightPlan, timebase: Timebase = SYSTEM) -> None:
        """`timebase`: the clock of the host and everything under it, moving with the event
        loop it runs on (app/timebase.py: a test's virtual time)."""
        self.plan = plan
        self.timebase = timebase
        self.host: Host | None = None
        self._store: EventStore | None = None
        self._committer: Committer | None = None
        self._server: asyncio.Server | None = None
        self._clock_page: WebClock | None = None
        self._advertiser: Advertiser | None = None
        self._tasks: list[asyncio.Task[Any]] = []  # the schedule, and what runs beside it
        self._finished = False  # the tournament in play stored "finished"
        self.number = 1  # of the tournament in play in the night (issue 21)
        # The season's standings for the kiosks and the web page: worked out when the night
        # opens and when each of its tournaments is stored finished (app/net/season_board.py).
        self.season_board: SeasonBoard | None = None
        self._night_name = plan.name

    async def start(self) -> Host:
        """Open, serve and run; raises StoreError, ReplayMismatch, EngineError or OSError
        (ClockPageError for the clock page) with a message for a person, leaving nothing
        open."""
        host = self.open()
        try:
            await self.serve()
        except BaseException:
            await self.stop()
            raise
        self.run()
        return host

    def open(self) -> Host:
        """The store, the tournament (new or resumed), the game and the host; raises as
        `start` does, leaving nothing open."""
        plan = self.plan
        # A resume reads the night back before the file is opened for writing, so that a
        # refusal leaves it byte for byte as it was (a writer checkpoints its -wal on closing).
        resumed = replay_for_resume(plan.database) if plan.resume and plan.database else None
        store = EventStore.open(plan.database) if plan.database is not None else None
        try:
            game, tokens, notices, last = self._game(store, resumed)
            if store is not None:
                # From here on, commands run in one turn of the loop share one commit (group
                # commit), and the host tells nothing before it is committed (its gate).
                self._committer = Committer(store, chat_reserve=plan.chat_reserve,
                                            low_space=plan.low_space,
                                            clock=self.timebase.monotonic)
                game.store = self._committer
            host = Host(game, join_code=plan.join_code, director_code=plan.director_code,
                        bet_seconds=plan.bet_seconds, decision_seconds=plan.decision_seconds,
                        start_when=plan.start_when, speedup=plan.speedup, tokens=tokens,
                        observer=plan.observer, entries_by_director=plan.entries_by_director,
                        gate=self._committer, timebase=self.timebase)
        except BaseException:
            if self._committer is not None:
                self._committer.close()
                self._committer = None
            if store is not None:
                store.close()
            raise
        if last is not None:
            host.time.continue_from(last)
        if resumed is not None:  # whichever of the night's tournaments it stopped in
            place = resumed.record.settings.get(NIGHT_KEY)
            if isinstance(place, dict):
                self._night_name = str(place.get("name", resumed.record.name))
                self.number = int(place.get("number", 1))
            else:
                self._night_name = resumed.record.name
        host.next_tournament = self.next_tournament
        if plan.members_only and store is not None:
            host.admission.membership = _members_of(League(store), plan.invited)
        host.notices.extend(notices)
        self._store, self.host = store, host
        if plan.season is not None and store is not None:
            self.season_board = SeasonBoard(League(store), plan.season)
            self.season_board.listeners.append(host.following.publish_season)
            self.season_board.refresh()
        if self._committer is not None:
            _watch_the_disk(self._committer, host)
            # The end is stored with the commit of the command that made it, once the log has
            # told that command's events (and a night resumed after its end, killed before
            # that commit, is finished at once).
            self._committer.listeners.append(self._store_the_end)
            host.runner.after.append(self._store_the_end)
            self._store_the_end()
        return host

    def _game(self, store: EventStore | None, resumed: _Resumed | None
              ) -> tuple[Game, dict[str, str], list[str], float | None]:
        """A new game, or the last unfinished one of the store replayed (`resumed`): the game,
        its seats' tokens, what the director is told, and when its last stored command ran
        (resumed)."""
        plan = self.plan
        if store is None or resumed is None:
            tournament = 0 if store is None else self._stored_tournament(
                store, plan.name, str(plan.rules.variant), plan.settings)
            seeded = None if plan.shuffle_seed is None else random.Random(plan.shuffle_seed)
            return Game(plan.rules, name=plan.name, store=store, tournament_id=tournament,
                        schedule=plan.schedule, live=plan.live, randomness=seeded), {}, [], None
        record, game, commands = resumed.record, resumed.game, resumed.commands
        game.store = store
        last = commands[-1].at if commands else 0.0
        notices = [f"The hand in play at table {number} was resumed where it stopped"
                   for number in sorted(game.tournament.rounds)]
        clock = game.clock
        if plan.pause_on_resume and clock is not None and clock.started and not clock.paused:
            game.direct("pause", last)  # DESIGN.md: a restarted host waits for the director
            notices.append("The clock is paused after the restart: resume it when ready")
        log.info("resumed %s: %d commands, %d hands", record.name, len(commands),
                 game.tournament.hands_played)
        for text in notices:
            log.info("%s", text)
        return game, resumed.tokens, notices, last

    def _stored_tournament(self, store: EventStore, name: str, variant: str,
                           settings: Mapping[str, Any]) -> int:
        """A new tournament of the night in the store, counted in the night's season if it
        has one (raises StoreError, in words, for a season the league does not have)."""
        season = self.plan.season
        if season is not None:
            League(store).season(season)  # known before anything is stored
        tournament = store.create_tournament(name=name, variant=variant, settings=settings,
                                             at=self.timebase.wall())
        if season is not None:
            League(store).assign(season, tournament)
        return tournament

    async def serve(self) -> None:
        """Listen on TCP, serve the clock page and announce the night on the LAN, as planned;
        raises OSError (ClockPageError for the page); `stop` closes what was opened."""
        host, plan = self._opened(), self.plan
        if plan.address is None:
            return
        self._server = await host.serve(plan.address, plan.port, sealed=plan.sealed)
        if plan.clock_port is not None:
            board = self.season_board
            page = WebClock(lambda: host.views.clock_page_state(),  # the tournament in play
                            season=board.page_json if board is not None else None,
                            attend=host.attend_sealed)  # a browser's WebSocket, at /ws
            try:
                await page.start(plan.address, plan.clock_port)
            except OSError as error:
                where = f"{plan.address}:{plan.clock_port}"
                if error.errno == errno.EADDRINUSE:
                    raise ClockPageError(f"port {plan.clock_port} is in use on {plan.address}: "
                                         "the clock page cannot be served there") from None
                raise ClockPageError(f"the clock page cannot be served on {where}: "
                                     f"{error.strerror or error}") from None
            self._clock_page = page
            log.info("the night's web page (phones: each player's screen and seat; the "
                     "director's remote at /director) is at %s; the clock at %s",
                     self.web_url(), self.clock_url())
            if board is not None:
                log.info("the season's standings are at %s", self.season_url())
        if plan.announce:
            self._advertiser = await advertise(host, plan.address, self.port)
            if self._advertiser is not None:
                self.run_beside(keep_count(self._advertiser, host))

    def run(self) -> None:
        """The tables' schedule, on the running loop, until the night stops."""
        self.run_beside(self._opened().run())

    async def next_tournament(self) -> str:
        """The night's next tournament (issue 21), opened once the one in play is over and
        stored finished: the same rules, schedule, codes and connections; those turned away
        from the last take its first seats (S7-2); everyone else joins again. "" once it
        is open, else why not, in words (the director's `next_tournament`)."""
        host = self._opened()
        previous = host.game
        if not previous.tournament.over:
            return Phrase("not_over")
        if self._store is not None and not self._finished:
            return Phrase("end_being_stored")
        number = self.number + 1
        name = f"{self._night_name}, tournament {number}"
        tournament = 0
        if self._store is not None:
            settings = {**self.plan.settings, NIGHT_KEY: {
                "name": self._night_name, "number": number, "after": previous.tournament_id}}
            try:
                tournament = self._stored_tournament(
                    self._store, name, str(previous.rules.variant), settings)
            except StoreError as error:
                return f"The next tournament cannot be stored: {error}"
        game = Game(previous.rules, name=name, store=self._committer or self._store,
                    tournament_id=tournament, schedule=self.plan.schedule, live=self.plan.live)
        host.begin(game)
        self._finished, self.number = False, number
        await host.admission.hold(list(previous.tournament.waitlist))
        host.views.broadcast_snapshot()
        host.admission.tell_directors(f"{name} is open: players join again"
                                      + (" (those turned away from the last first)"
                                         if previous.tournament.waitlist else ""))
        log.info("%s is open, %d seats held from the waiting list", name,
                 len(previous.tournament.waitlist))
        self.run()
        return ""

    @property
    def stored_finished(self) -> bool:
        """The tournament in play is over and stored "finished" (the next may open)."""
        return self._finished

    def run_beside(self, coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """A task that lives as long as the night (a bot at its tables, a kiosk's own
        sessions): cancelled once the host has stopped, before the store is closed."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.append(task)
        return task

    async def connect(self) -> Connection:
        """A client's in-memory connection to the night (the window's own seat, bots)."""
        return self._opened().connect_local()

    @property
    def port(self) -> int:
        """The TCP port the night listens on (0: in memory only)."""
        if self._server is None or not self._server.sockets:
            return 0
        return int(self._server.sockets[0].getsockname()[1])

    def joining_addresses(self) -> list[str]:
        """Where others join, as they type it (address:port): every LAN address of this
        machine when listening on all interfaces, never 0.0.0.0; loopback only if there is
        nothing else (then only this machine can join: `on_lan` is False)."""
        listening = self.plan.address or ""
        hosts = reachable_addresses(listening) or ["127.0.0.1"]
        return [f"{host}:{self.port}" for host in hosts]

    def joining_address(self) -> str:
        """The first of `joining_addresses`."""
        return self.joining_addresses()[0]

    @property
    def on_lan(self) -> bool:
        """Whether other machines can reach the night (it has a LAN address)."""
        return bool(reachable_addresses(self.plan.address or ""))

    def web_url(self, path: str = "/") -> str:
        """The address of the night's web page at `path` (`/`: the night's own page, for
        phones), as others type it; "" when no web page is served (no --http-port)."""
        if self._clock_page is None:
            return ""
        return web_page_url(self.plan.address or "", self._clock_page.port, path)

    def clock_url(self) -> str:
        """The clock's web page, for a TV or a phone; "" when none is served."""
        return self.web_url("/clock")

    def season_url(self) -> str:
        """The season's standings page (issue 21); "" with no clock page or no season."""
        return self.web_url("/season") if self.season_board else ""

    async def stop(self) -> Exception | None:
        """Stop everything and finish the night in the store (module docstring); what made
        the host fail, if anything did (then the night stays resumable)."""
        if self._clock_page is not None:
            page, self._clock_page = self._clock_page, None
            await page.close()
        host = self.host
        if host is not None:
            await host.stop()
        tasks, self._tasks = self._tasks, []
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self._server is not None:
            server, self._server = self._server, None
            server.close()
        if self._advertiser is not None:
            advertiser, self._advertiser = self._advertiser, None
            await advertiser.stop()
        failure = host.failure if host is not None else None
        if self._committer is not None:
            committer, self._committer = self._committer, None
            committer.close()  # what was run is stored before the night is finished or closed
            failure = failure or committer.failure
        if self._store is not None:
            store, self._store = self._store, None
            if host is not None:
                self._finish(store, host, failure)
            store.close()
        return failure

    def _finish(self, store: EventStore, host: Host, failure: Exception | None) -> None:
        """The one status policy: finished at its end; otherwise left running (resumable)."""
        game = host.game
        if failure is not None:
            log.error("the host stopped: %s; start it again with --resume", failure)
        elif game.tournament.over:
            self._store_the_end(store, closing=True)
        else:
            log.info("%s stopped before its end: carry it on with `pitboss host --resume`",
                     game.name)

    def _store_the_end(self, store: EventStore | None = None, closing: bool = False) -> None:
        """Once the tournament is over and every command so far is committed: "finished",
        with its standings, in the store (once). The game takes no command after its end
        (`Game`), so nothing is refused by the finished record. If the store cannot finish it
        now, it stays "running" and is finished at `stop` (`closing`: nobody is left to be
        shown the season's new standings)."""
        store = store or self._store
        host, committer = self.host, self._committer
        if self._finished or store is None or host is None or not host.game.tournament.over:
            return
        if committer is not None and (committer.failure is not None or committer.pending):
            return
        if host.runner.unobserved and not closing:
            return  # the log tells the last events first: after the command (runner.after)
        game = host.game
        try:
            store.finish(game.tournament_id, status="finished",
                         standings=game.tournament.results(), at=host.now())
        except StoreError as error:
            log.warning("the end of %s is not stored yet: %s", game.name, error)
            return
        self._finished = True
        log.info("%s is over and stored as finished", game.name)
        if self.season_board is not None and not closing:
            self.season_board.refresh()  # the only time the season's standings change

    def _opened(self) -> Host:
        if self.host is None:
            raise RuntimeError("Open the night first")
        return self.host
