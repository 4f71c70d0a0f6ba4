"""`pitboss host`: a host without a window, for a game night on a spare machine or a test."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import signal
import sys
from collections.abc import Iterable
from pathlib import Path

from app.cli.options import (
    UsageError,
    check_field,
    database_file,
    given_text,
    join_code,
    players,
    port,
    positive_number,
)
from app.core.game import ReplayMismatch
from app.core.told import Told
from app.engine.errors import EngineError
from app.engine.tournament.events import PlayerEliminated, PlayerMoved, TournamentEnded
from app.engine.variants import (
    default_variant,
    parse_variant,
    rules_from_options,
    variant_of,
    variants,
)
from app.engine.variants.rule_sets import Rules
from app.engine.variants.series7.rules import Series7Rules
from app.league.championship import SeedingError, series7_championship_rules
from app.net.codes import new_join_code
from app.net.host import Host
from app.net.log_limit import configure_host_log
from app.net.night import ClockPageError, HostedNight, NightPlan
from app.store import EventStore, League, StoreError, default_database_path
from app.store.season_table import championship_of

EXIT_ERROR = 2
LINGER_SECONDS = 3.0
log = logging.getLogger("pitboss.host")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=[variant.name for variant in variants()],
                        default=default_variant())
    parser.add_argument("--name", type=given_text, default="Game night",
                        help="the game night's name")
    parser.add_argument("--address", default="0.0.0.0", help="listen on (default: all)")
    parser.add_argument("--port", type=port(zero_means="a free port, logged"), default=7777)
    parser.add_argument("--code", type=join_code, default=None,
                        help="the join code players type, 4 to 12 characters (default: a new "
                             "one of 8, printed)")
    parser.add_argument("--director-code", type=join_code, default=None,
                        help="the director's code, 4 to 12 characters (default: a new one, "
                             "printed)")
    parser.add_argument("--db", type=database_file, default=None,
                        help="the database file, in a folder that exists "
                             f"(default: {default_database_path()})")
    parser.add_argument("--resume", action="store_true",
                        help="carry on the last unfinished tournament of the database")
    parser.add_argument("--start-when", type=players, default=None, metavar="N",
                        help="start the tournament once N players have joined (2 to the "
                             "variant's field)")
    parser.add_argument("--speedup", type=positive_number, default=1.0, metavar="K",
                        help="run the tournament clock K times faster")
    parser.add_argument("--bet-seconds", type=positive_number, default=15.0)
    parser.add_argument("--decision-seconds", type=positive_number, default=30.0)
    parser.add_argument("--exit-when-done", action="store_true",
                        help="exit when the tournament ends")
    parser.add_argument("--json", action="store_true",
                        help="with --exit-when-done: print the final standings as JSON")
    parser.add_argument("--no-discovery", action="store_true",
                        help="do not announce the host on the LAN (it never is on loopback)")
    parser.add_argument("--http-port", type=port(zero_means="a free port, logged"),
                        default=None, metavar="PORT",
                        help="also serve a read-only web page of the clock at "
                             "http://ADDRESS:PORT/clock (default: none)")
    parser.add_argument("--season", type=given_text, default=None, metavar="NAME",
                        help="a league night: each of its tournaments counts in this season "
                             "of the database (pitboss league seasons); a Series 7 league "
                             "night is for members only unless --guests")
    parser.add_argument("--championship", type=given_text, default=None, metavar="SEASON",
                        help="the season's championship: only its top --seats members register "
                             "(S7-1: a Series 7 championship may seat more than 64)")
    parser.add_argument("--seats", type=players, default=None, metavar="N",
                        help="with --championship: its field (default 64)")
    parser.add_argument("--members-only", action="store_true",
                        help="only active members of the league register")
    parser.add_argument("--guests", action="store_true",
                        help="a league night open to guests as well as members")
    # Frames in clear, for bench/host_load.py to measure what the secure channel costs: no
    # client of ours connects to such a host, and it is not offered in the help.
    parser.add_argument("--plain-tcp", action="store_true", help=argparse.SUPPRESS)


def run_host(args: argparse.Namespace) -> int:
    rules = rules_from_options(parse_variant(args.variant))
    if args.code is None:
        args.code = new_join_code()  # long: a short code is guessed sooner (code_guard.py)
    if args.start_when is not None and not args.resume:
        check_field(rules, args.start_when, "--start-when")  # S7-1: never more than the field
    if args.resume and args.db is not None and not args.db.exists():
        raise UsageError(f"argument --db: there is no database {args.db} to resume")
    configure_host_log()
    try:
        return asyncio.run(_serve(args))
    except (StoreError, ReplayMismatch, EngineError, OSError) as error:
        print(f"pitboss host: {error}", file=sys.stderr)
        return EXIT_ERROR


async def _serve(args: argparse.Namespace) -> int:
    night = HostedNight(_plan(args))
    try:
        host = await night.start()
    except ClockPageError as error:
        raise ClockPageError(f"{error}; choose another --http-port") from None
    log.info("hosting %s on %s:%d (join code %s, director code %s)", host.game.name,
             args.address, args.port, args.code, host.admission.director_code)
    try:
        await _until_stopped(host, args.exit_when_done)
    finally:
        failure = await night.stop()
    if failure is not None:  # said in the log, with how to carry on
        return EXIT_ERROR
    tournament = host.game.tournament
    if tournament.over and args.json:
        print(json.dumps({"standings": tournament.results(), "hands": tournament.hands_played,
                          "command_ms": _percentiles(host.runner.seconds)}))
    return 0


async def _until_stopped(host: Host, exit_when_done: bool) -> None:
    """Until SIGINT or SIGTERM, or the host fails; at the end of the tournament too with
    `--exit-when-done` (after a short while)."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    stopping = asyncio.create_task(stop.wait())
    finished = asyncio.create_task(host.done.wait())  # the end, or a failure
    try:
        await asyncio.wait([stopping, finished], return_when=asyncio.FIRST_COMPLETED)
        if host.failure is None and host.done.is_set():
            if not exit_when_done:
                await stopping  # the event is over: serve its results until told to stop
            else:
                # Serve a little longer, so a client that was reconnecting still learns the end.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(stopping), LINGER_SECONDS)
    finally:
        for task in (stopping, finished):
            task.cancel()


def _plan(args: argparse.Namespace) -> NightPlan:
    if args.guests and (args.members_only or args.championship):
        raise UsageError("--guests goes with neither --members-only nor --championship")
    if args.seats is not None and args.championship is None:
        raise UsageError("--seats is a championship's field: give --championship SEASON")
    database = args.db or default_database_path()
    rules = rules_from_options(parse_variant(args.variant))
    settings: dict[str, object] = {"code": args.code}
    invited: tuple[str, ...] = ()
    if args.championship is not None:
        rules, invited = _championship(args, database, rules)
        settings["championship"] = {"season": args.championship, "seats": len(invited)}
    league_night = args.season is not None and variant_of(args.variant).league_nights
    return NightPlan(
        season=args.season, invited=invited,
        members_only=args.members_only or bool(invited) or (league_night and not args.guests),
        name=args.name, rules=rules,
        join_code=args.code, director_code=args.director_code or "",
        database=database, resume=args.resume,
        settings=settings, address=args.address, port=args.port,
        announce=not args.no_discovery, clock_port=args.http_port,
        bet_seconds=args.bet_seconds, decision_seconds=args.decision_seconds,
        start_when=args.start_when, speedup=args.speedup, sealed=not args.plain_tcp,
        # An unattended host (it starts or ends by itself) does not wait for a director.
        pause_on_resume=not (args.start_when or args.exit_when_done), observer=_log_told)


def _championship(args: argparse.Namespace, database: Path, rules: Rules
                  ) -> tuple[Rules, tuple[str, ...]]:
    """The season's championship (issue 21): the rules with its field (S7-1 lifts Series 7's
    64), and the members it seats, logged with any left out at the cut only by name."""
    seats = args.seats or 64
    if isinstance(rules, Series7Rules):
        try:
            rules = series7_championship_rules(seats, rules)
        except SeedingError as error:
            raise UsageError(f"argument --seats: {error}") from None
    with EventStore.open(database) as store:
        seeding = championship_of(League(store), args.championship, seats)
    log.info("the championship of %s seats %d: %s", args.championship, len(seeding.seeded),
             ", ".join(seeding.seeded))
    if seeding.left_at_cut:
        log.info("level with the last seat, left out only by name: %s",
                 ", ".join(seeding.left_at_cut))
    return rules, seeding.seeded


def _percentiles(seconds: Iterable[float]) -> dict[str, float]:
    """p50 and p99 in milliseconds of a command from running it to every client told."""
    ordered = sorted(seconds)
    if not ordered:
        return {}
    return {"p50": round(ordered[len(ordered) // 2] * 1000, 3),
            "p99": round(ordered[int(len(ordered) * 0.99)] * 1000, 3), "count": len(ordered)}


def _log_told(told: list[Told]) -> None:
    for item in told:
        event = item.event
        if isinstance(event, PlayerEliminated):
            log.info("%s is out in place %d", event.seat, event.place)
        elif isinstance(event, PlayerMoved):
            log.info("%s", event.announcement())
        elif isinstance(event, TournamentEnded):
            log.info("the tournament is over: %s", event.winner or event.reason)
