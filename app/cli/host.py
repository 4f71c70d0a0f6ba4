"""`pitboss host`: a host without a window, for a game night on a spare machine or a test."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import json
import logging
import signal
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from app.engine.errors import EngineError
from app.engine.rules import parse_variant, rules_from_options
from app.engine.tournament.events import PlayerEliminated, PlayerMoved, TournamentEnded
from app.net.announce import advertise, clock_page_url
from app.net.committer import Committer
from app.net.discovery import Advertiser
from app.net.game import Game, ReplayMismatch, Told
from app.net.host import Host
from app.net.web_clock import WebClock
from app.store import EventStore, StoreError, default_database_path

EXIT_ERROR = 2
LINGER_SECONDS = 3.0
log = logging.getLogger("pitboss.host")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=("series7", "bjx", "tenhand"), default="series7")
    parser.add_argument("--name", default="Game night", help="the game night's name")
    parser.add_argument("--address", default="0.0.0.0", help="listen on (default: all)")
    parser.add_argument("--port", type=int, default=7777)
    parser.add_argument("--code", required=True, help="the join code players type")
    parser.add_argument("--director-code", default="", help="the director's code "
                                                          "(default: a new one, printed)")
    parser.add_argument("--db", type=Path, default=None, help="the database file "
                        f"(default: {default_database_path()})")
    parser.add_argument("--resume", action="store_true",
                        help="carry on the last unfinished tournament of the database")
    parser.add_argument("--start-when", type=int, default=None, metavar="N",
                        help="start the tournament once N players have joined")
    parser.add_argument("--speedup", type=float, default=1.0, metavar="K",
                        help="run the tournament clock K times faster")
    parser.add_argument("--bet-seconds", type=float, default=15.0)
    parser.add_argument("--decision-seconds", type=float, default=30.0)
    parser.add_argument("--exit-when-done", action="store_true",
                        help="exit when the tournament ends")
    parser.add_argument("--json", action="store_true",
                        help="with --exit-when-done: print the final standings as JSON")
    parser.add_argument("--no-discovery", action="store_true",
                        help="do not announce the host on the LAN (it never is on loopback)")
    parser.add_argument("--http-port", type=int, default=None, metavar="PORT",
                        help="also serve a read-only web page of the clock at "
                             "http://ADDRESS:PORT/clock (default: none)")


def run_host(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s", stream=sys.stderr)
    if args.speedup <= 0 or args.bet_seconds <= 0 or args.decision_seconds <= 0:
        print("pitboss host: --speedup and the --*-seconds must be positive", file=sys.stderr)
        return EXIT_ERROR
    if args.http_port is not None and not 0 <= args.http_port <= 65535:
        print(f"pitboss host: --http-port must be a port from 0 to 65535, not {args.http_port}",
              file=sys.stderr)
        return EXIT_ERROR
    try:
        return asyncio.run(_serve(args))
    except (StoreError, ReplayMismatch, EngineError, OSError) as error:
        print(f"pitboss host: {error}", file=sys.stderr)
        return EXIT_ERROR


async def _serve(args: argparse.Namespace) -> int:
    store = EventStore.open(args.db or default_database_path())
    committer: Committer | None = None
    try:
        host = _resume(store, args) if args.resume else _new(store, args)
        # From here on commands run in one turn of the loop share one commit (group commit).
        committer = Committer(store)
        host.commit_in_groups(committer)
        server = await host.serve(args.address, args.port)
        log.info("hosting %s on %s:%d (join code %s, director code %s)", host.game.name,
                 args.address, args.port, args.code, host.director_code)
        try:
            web = await _web_clock(host, args)
        except OSError:
            server.close()
            raise
        loop = asyncio.get_running_loop()
        stop = asyncio.Event()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(signum, stop.set)
        advertiser = await _advertise(host, args)
        runner = asyncio.create_task(host.run())
        stopping = asyncio.create_task(stop.wait())
        finished = asyncio.create_task(host.done.wait())  # the end, or a failure
        await asyncio.wait([stopping, finished], return_when=asyncio.FIRST_COMPLETED)
        if host.failure is None and host.done.is_set():
            if not args.exit_when_done:
                await stopping  # the event is over: serve its results until told to stop
            else:
                # Serve a little longer, so a client that was reconnecting still learns the end.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(stopping), LINGER_SECONDS)
        for task in (runner, stopping, finished):
            task.cancel()
        host.stop()
        server.close()
        if web is not None:
            await web.close()
        if advertiser is not None:
            await advertiser.stop()
        committer.close()  # what was run is stored before the file is finished or closed
        failure = host.failure or committer.failure
        if failure is not None:
            log.error("the host stopped: %s; start it again with --resume", failure)
            return EXIT_ERROR
        tournament = host.game.tournament
        if tournament.over:
            with contextlib.suppress(StoreError):
                store.finish(host.game.tournament_id, status="finished",
                             standings=tournament.results(), at=host.now())
            if args.json:
                print(json.dumps({"standings": tournament.results(),
                                  "hands": tournament.hands_played,
                                  "command_ms": _percentiles(host.command_seconds)}))
        return 0
    finally:
        if committer is not None:
            committer.close()
        store.close()


async def _web_clock(host: Host, args: argparse.Namespace) -> WebClock | None:
    """The clock page, with `--http-port`, on the host's address (app/net/web_clock.py)."""
    if args.http_port is None:
        return None
    web = WebClock(host.clock_page_state)
    try:
        await web.start(args.address, args.http_port)
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            raise OSError(f"port {args.http_port} is in use on {args.address}: the clock page "
                          "cannot be served there; choose another --http-port") from None
        raise OSError(f"the clock page cannot be served on {args.address}:{args.http_port}: "
                      f"{error.strerror or error}") from None
    log.info("the clock page is at %s", clock_page_url(args.address, web.port))
    return web


async def _advertise(host: Host, args: argparse.Namespace) -> Advertiser | None:
    """Announce the host on the LAN, unless told not to (see `advertise`)."""
    return None if args.no_discovery else await advertise(host, args.address, args.port)


def _percentiles(seconds: Iterable[float]) -> dict[str, float]:
    """p50 and p99 in milliseconds of a command from running it to every client told."""
    ordered = sorted(seconds)
    if not ordered:
        return {}
    return {"p50": round(ordered[len(ordered) // 2] * 1000, 3),
            "p99": round(ordered[int(len(ordered) * 0.99)] * 1000, 3), "count": len(ordered)}


def _new(store: EventStore, args: argparse.Namespace) -> Host:
    tournament_id = store.create_tournament(name=args.name, variant=args.variant,
                                            settings={"code": args.code}, at=time.time())
    game = Game(rules_from_options(parse_variant(args.variant)), name=args.name, store=store,
                tournament_id=tournament_id)
    return _host(game, args, {})


def _resume(store: EventStore, args: argparse.Namespace) -> Host:
    running = [t for t in store.tournaments() if t.status == "running"]
    if not running:
        raise StoreError("There is no unfinished tournament in this database to resume")
    record = running[-1]
    game = Game(rules_from_options(parse_variant(record.variant)), name=record.name, store=store,
                tournament_id=record.id)
    commands = game.replay_stored(store, record.id)
    host = _host(game, args, Game.tokens(iter(commands)))
    last = commands[-1].at if commands else 0.0
    host.continue_from(last)
    for number in sorted(game.tournament.rounds):
        host.notices.append(f"The hand in play at table {number} was resumed where it stopped")
    clock = game.clock
    if clock is not None and clock.started and not clock.paused and not (
            args.start_when or args.exit_when_done):
        game.direct("pause", last)  # DESIGN.md: a restarted host waits for the director
        host.notices.append("The clock is paused after the restart: resume it when ready")
    log.info("resumed %s: %d commands, %d hands", record.name, len(commands),
             game.tournament.hands_played)
    for text in host.notices:
        log.info("%s", text)
    return host


def _host(game: Game, args: argparse.Namespace, tokens: dict[str, str]) -> Host:
    return Host(game, join_code=args.code, director_code=args.director_code,
                bet_seconds=args.bet_seconds, decision_seconds=args.decision_seconds,
                start_when=args.start_when, speedup=args.speedup, tokens=tokens,
                observer=_log_told)


def _log_told(told: list[Told]) -> None:
    for item in told:
        event = item.event
        if isinstance(event, PlayerEliminated):
            log.info("%s is out in place %d", event.seat, event.place)
        elif isinstance(event, PlayerMoved):
            log.info("%s", event.announcement())
        elif isinstance(event, TournamentEnded):
            log.info("the tournament is over: %s", event.winner or event.reason)
