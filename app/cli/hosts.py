"""`pitboss hosts`: the game nights announced on the LAN, to join by address and code."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from app.cli.options import port, positive_number
from app.net.discovery import BEACON_PORT, Browser, HostAnnouncement

EXIT_ERROR = 2
MAX_SECONDS = 600


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seconds", type=listening_seconds, default=3.0,
                        help=f"how long to listen, up to {MAX_SECONDS} (default 3)")
    parser.add_argument("--interface", action="append", default=None, metavar="ADDRESS",
                        help="listen on this interface's address only (repeatable)")
    parser.add_argument("--beacon-port", type=port(), default=BEACON_PORT)
    parser.add_argument("--json", action="store_true")


def listening_seconds(text: str) -> float:
    seconds = positive_number(text)
    if seconds > MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"listen at most {MAX_SECONDS} seconds, not {text}")
    return seconds


def run_hosts(args: argparse.Namespace) -> int:
    try:
        found = asyncio.run(find_hosts(args.seconds, args.interface, args.beacon_port))
    except (OSError, ValueError) as error:
        print(f"pitboss hosts: {error}", file=sys.stderr)
        return EXIT_ERROR
    if args.json:
        print(json.dumps([{"name": h.name, "address": h.address, "port": h.port,
                           "variant": h.variant, "players": h.players} for h in found]))
    elif not found:
        print("no game night found on this network: join by address and code")
    for host in [] if args.json else found:
        print(f"{host.name}: {host.address}:{host.port} ({host.variant}, "
              f"{host.players} players)  pitboss bot --connect {host.address}:{host.port} …")
    return 0


async def find_hosts(seconds: float, interfaces: list[str] | None = None,
                     beacon_port: int = BEACON_PORT) -> list[HostAnnouncement]:
    """The game nights heard on the LAN within `seconds`."""
    address = interfaces[0] if interfaces and len(interfaces) == 1 else "0.0.0.0"
    browser = Browser(interfaces=interfaces, beacon_port=beacon_port, beacon_address=address)
    await browser.start()
    try:
        await asyncio.sleep(seconds)
        return browser.hosts()
    finally:
        await browser.stop()
