"""`pitboss kiosk`: the tournament clock, full screen, following a host or standalone."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from app.cli.options import Address, UsageError, address, existing_file, port
from app.client.kiosk_state import PAGES
from app.engine.errors import EngineError
from app.engine.schedule import Schedule

EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--connect", type=address, metavar="HOST:PORT",
                        help="the host to follow")
    parser.add_argument("--find", nargs="?", const="", metavar="NAME",
                        help="follow a game night found on the LAN (the one named NAME, "
                        "else the first heard)")
    parser.add_argument("--code", help="the host's join code")
    parser.add_argument("--standalone", action="store_true",
                        help="run a clock of its own, driven by keys (a live tournament)")
    parser.add_argument("--structure", type=existing_file, metavar="FILE",
                        help='with --standalone: the level structure, a JSON file such as '
                        '{"variant": "series7", "level_minutes": 15} (docs/structure.md: '
                        '"levels", "break_every", "break_minutes")')
    parser.add_argument("--name", default="Tournament", help="with --standalone: the title")
    parser.add_argument("--director-port", type=port(zero_means="none"), default=0,
                        metavar="PORT",
                        help="with --standalone: a director's console on the LAN may drive "
                        "the clock through this port")
    parser.add_argument("--director-code", default="",
                        help="with --director-port: the code directors give (default: a new "
                        "one, shown)")
    parser.add_argument("--address", default="0.0.0.0",
                        help="with --director-port: listen on (default: all)")
    parser.add_argument("--page", choices=PAGES, default="clock",
                        help="what this screen shows (default: the clock)")
    parser.add_argument("--web-page", default="", metavar="URL",
                        help="the night's web page, shown as a QR code for phones (`pitboss "
                        "host --http-port` logs its address)")
    parser.add_argument("--windowed", action="store_true", help="a window, not full screen")
    parser.add_argument("--mute", action="store_true", help="no sounds at level changes")


def load_structure(path: Path) -> Schedule:
    """The schedule in a structure file; EngineError or OSError saying what is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise EngineError(f"{path} is not JSON: {error}") from None
    return Schedule.from_dict(data)


def run_kiosk(args: argparse.Namespace) -> int:
    schedule: Schedule | None = None
    followed = Address("", 0)
    if args.director_port and not args.standalone:
        raise UsageError("argument --director-port: goes with --standalone")
    if args.standalone:
        if args.structure is None:
            return _fail("--standalone needs --structure FILE (a level structure in JSON)")
        try:
            schedule = load_structure(args.structure)
        except (OSError, EngineError) as error:
            return _fail(f"Cannot use the structure {args.structure} (--structure): {error}")
    else:
        if args.find is not None and not args.connect:
            found = _find(args.find)
            if found is None:
                return _fail("No game night " + (f"named {args.find!r} " if args.find else "")
                             + "was heard on this network: give --connect HOST:PORT")
            args.connect = found
        if not args.connect or not args.code:
            return _fail("Say which host to follow: --connect HOST:PORT --code CODE "
                         "(or run a clock of its own: --standalone --structure FILE)")
        followed = args.connect

    from app.ui.application import start_qt
    from app.ui.kiosk import KioskWindow

    app, loop = start_qt()
    window = KioskWindow(page=args.page, full_screen=not args.windowed, muted=args.mute)
    window.view.show_phone_page(args.web_page)
    started: list[asyncio.Task[None]] = []  # kept: a task nobody holds may be collected
    if schedule is not None:
        async def start_clock(clock: Schedule) -> None:
            # Started once the loop runs, as everything of the clock's host runs: started in a
            # loop run until it was started, its sessions ran on between the two runs, outside
            # any (issue 38: "no running event loop", and a kiosk that never started).
            try:
                where = await window.run_clock(clock, args.name, address=args.address,
                                               port=args.director_port,
                                               director_code=args.director_code)
            except OSError as error:
                _fail(f"Directors cannot join on port {args.director_port}: "
                      f"{error.strerror or error}")
                app.exit(EXIT_ERROR)
                return
            if where and window.standalone is not None:
                print(f"Directors join at {where} with the code "
                      f"{window.standalone.director_code}", file=sys.stderr)

        started.append(loop.create_task(start_clock(schedule)))
    else:
        from app.client.seat_session import SeatSession
        from app.net.client import tcp_connector

        session = SeatSession(tcp_connector(*followed), name="", code=args.code,
                              role="display")
        window.follow(session)
        def stopped(_: object) -> None:
            if session.refused:  # a wrong code, another protocol: no use trying again
                print(f"The host refused the kiosk: {session.refused}", file=sys.stderr)
                app.exit(EXIT_ERROR)

        loop.create_task(session.run()).add_done_callback(stopped)
    window.show_kiosk()
    with loop:
        code: int = loop.run_forever()
    return code


def _find(name: str, seconds: float = 3.0) -> Address | None:
    """The first game night heard whose name holds `name`."""
    import asyncio

    from app.cli.hosts import find_hosts

    try:
        heard = asyncio.run(find_hosts(seconds))
    except (OSError, ValueError) as error:
        print(f"Cannot listen on the network: {error}", file=sys.stderr)
        return None
    for host in heard:
        if name.casefold() in host.name.casefold():
            return Address(host.address, host.port)
    return None


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return EXIT_ERROR
