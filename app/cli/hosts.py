"""`pitboss hosts`: the game nights announced on the LAN, to join by address and code."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys

from app.net.discovery import BEACON_PORT, Browser, HostAnnouncement

EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seconds", type=float, default=3.0, help="how long to listen")
    parser.add_argument("--interface", action="append", default=None, metavar="ADDRESS",
                        help="listen on this interface's address only (repeatable)")
    parser.add_argument("--beacon-port", type=int, default=BEACON_PORT)
    parser.add_argument("--json", action="store_true")


def run_hosts(args: argparse.Namespace) -> int:
    if not 0 < args.seconds <= 600:
        print("pitboss hosts: --seconds is from 0 to 600", file=sys.stderr)
        return EXIT_ERROR
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
