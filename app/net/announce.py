"""Announcing a host on the LAN, shared by `pitboss host` and a game night hosted from the
window: which address others reach, and the advertiser that tells them (zeroconf and a UDP
beacon where mDNS is blocked)."""

from __future__ import annotations

import asyncio
import dataclasses
import ipaddress
import logging
import socket

import ifaddr  # zeroconf's own dependency: the machine's interfaces and their addresses

from app.net.discovery import Advertiser, HostAnnouncement
from app.net.host import Host
from app.net.protocol import PROTOCOL_VERSION

log = logging.getLogger("pitboss.host")
COUNT_SECONDS = 2.0  # how often the announced count of players is looked at


def is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:  # a name: only "localhost" is surely this machine alone
        return address == "localhost"


def lan_address() -> str | None:
    """The address other machines reach this one at: the source address the system would use
    for an outside destination (connecting a UDP socket sends nothing)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only consulted
            address: str = probe.getsockname()[0]
        except OSError:
            return None
    return None if ipaddress.ip_address(address).is_loopback else address


def lan_addresses() -> list[str]:
    """Every IPv4 address other machines may reach this one at, the one `lan_address` finds
    first (the route out), then those of the other interfaces; never loopback, link-local
    (169.254.x.x: no DHCP answered) or 0.0.0.0. Empty when the machine has no network."""
    found: list[str] = []
    preferred = lan_address()
    if preferred is not None:
        found.append(preferred)
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if not isinstance(ip.ip, str) or ip.ip in found:  # a tuple: IPv6
                continue
            address = ipaddress.ip_address(ip.ip)
            if not (address.is_loopback or address.is_link_local or address.is_unspecified):
                found.append(ip.ip)
    return found


def listens_on_all(listening: str) -> bool:
    return listening in ("0.0.0.0", "::", "")


def reachable_addresses(listening: str) -> list[str]:
    """What others type to reach a host listening on `listening` (the LAN addresses when it
    listens on every interface); empty on loopback, or on all with no LAN address."""
    if is_loopback(listening):
        return []
    return lan_addresses() if listens_on_all(listening) else [listening]


def reachable_address(listening: str) -> str | None:
    """The first of `reachable_addresses`; None on loopback only."""
    return next(iter(reachable_addresses(listening)), None)


def web_page_url(listening: str, port: int, path: str = "/") -> str:
    """The address of the host's web page at `path` (app/net/web_clock.py: `/` the night's
    page, `/clock`, `/season`...) as others type it, for a server listening on `listening`:
    the LAN address when listening on all."""
    address = listening
    if listens_on_all(listening):
        address = reachable_address("0.0.0.0") or "localhost"
    if ":" in address:
        address = f"[{address}]"  # an IPv6 address in a URL
    return f"http://{address}:{port}{path}"


async def advertise(host: Host, listening: str, port: int) -> Advertiser | None:
    """Announce the host on the LAN unless it listens on loopback only, where nobody else could
    join anyway; None when it is not announced (said in the log)."""
    address = reachable_address(listening)
    if address is None:
        if not is_loopback(listening):
            log.info("no LAN address found: join by address and code")
        return None
    advertiser = Advertiser(HostAnnouncement(
        name=host.game.name, address=address, port=port, variant=host.game.variant,
        protocol=PROTOCOL_VERSION, players=len(host.game.tournament.field)))
    try:
        await advertiser.start()
    except (OSError, ValueError) as error:
        log.info("not announced on the LAN (%s): join by address and code", error)
        return None
    log.info("announced on the LAN as %s at %s:%d", host.game.name, address, port)
    return advertiser


async def keep_count(advertiser: Advertiser, host: Host, every: float = COUNT_SECONDS) -> None:
    """The announcement's player count kept to the field's, until cancelled: looked at every
    `every` seconds, announced again when it changed (issue 38: the lobby's list said "0
    players" for a night with five registered, the count of when it was first announced)."""
    while True:
        players = len(host.game.tournament.field)
        if players != advertiser.announcement.players:
            try:
                await advertiser.update(dataclasses.replace(advertiser.announcement,
                                                            players=players))
            except (OSError, ValueError) as error:  # the next look tries again
                log.info("the LAN did not hear the new count of players (%s)", error)
        await asyncio.sleep(every)
