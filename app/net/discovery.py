"""LAN discovery: a host advertises itself, clients list the hosts they find.

Two mechanisms carry the same `HostAnnouncement`:

* mDNS/DNS-SD with python-zeroconf: service type ``_pitboss._tcp.local.``, the fields in TXT
  records, address and port in the A and SRV records.
* A UDP beacon, for networks where multicast is blocked: a small JSON datagram (at most
  `MAX_BEACON_BYTES`) sent every ``beacon_interval`` seconds, to the broadcast address by default.

A `Browser` merges both by ``host_id``: a host found both ways is listed once, the most recent
information wins, and a host seen only by beacon expires when its beacons stop. A host seen by
zeroconf leaves when zeroconf says so (goodbye packet, or its records' TTL of `ZEROCONF_TTL`).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import re
import secrets
import socket
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from typing import Any

# PyInstaller: python-zeroconf's compiled modules import siblings it does not see; a frozen app
# fails with "No module named 'zeroconf._utils.ipaddress'" (python-zeroconf issues 1363, 1385).
# The spec needs hiddenimports for zeroconf._utils.ipaddress and zeroconf._handlers.answers, or
# simply collect_submodules("zeroconf").
from zeroconf import InterfaceChoice, IPVersion, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from app.timebase import SYSTEM, Timebase

log = logging.getLogger(__name__)

SERVICE_TYPE = "_pitboss._tcp.local."
BEACON_PORT = 47474
BEACON_MAGIC = "pitboss-beacon"
BEACON_VERSION = 1
MAX_BEACON_BYTES = 512
ZEROCONF_TTL = 30  # seconds; short, so a host that crashed leaves the lobby within a minute
DEFAULT_EXPIRY = 5.0  # seconds without a beacon before a beacon-only host is dropped
_RESOLVE_TIMEOUT_MS = 3000
_STOP_TIMEOUT = 5.0
_HOST_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
_TEXT_LIMITS = {"name": 64, "variant": 32}  # UTF-8 bytes: keeps any beacon under 512 bytes
_INT_LIMITS = {"port": (1, 65535), "protocol": (0, 65535), "players": (0, 9999)}


def new_host_id() -> str:
    return secrets.token_hex(8)


@dataclass(frozen=True)
class HostAnnouncement:
    """What a host tells the LAN. Validated on creation: ValueError if a field is out of range."""

    name: str
    address: str
    port: int
    variant: str
    protocol: int
    players: int
    host_id: str = field(default_factory=new_host_id)

    def __post_init__(self) -> None:
        for key, limit in _TEXT_LIMITS.items():
            value = getattr(self, key)
            if not isinstance(value, str) or not value.isprintable():
                raise ValueError(f"{key} must be printable text")
            if not 0 < len(value.encode("utf-8")) <= limit:
                raise ValueError(f"{key} must be 1 to {limit} bytes of UTF-8")
        for key, (low, high) in _INT_LIMITS.items():
            value = getattr(self, key)
            if type(value) is not int or not low <= value <= high:
                raise ValueError(f"{key} must be an integer from {low} to {high}")
        if not isinstance(self.address, str) or not _is_ipv4(self.address):
            raise ValueError("address must be a dotted IPv4 address")
        if not isinstance(self.host_id, str) or not _HOST_ID.fullmatch(self.host_id):
            raise ValueError("host_id must be 1 to 32 letters, digits, '-' or '_'")


def _is_ipv4(text: str) -> bool:
    try:
        return str(ipaddress.IPv4Address(text)) == text
    except ValueError:
        return False


# --- the UDP beacon's wire format ---------------------------------------------------------------


def make_beacon(announcement: HostAnnouncement) -> bytes:
    body = {"magic": BEACON_MAGIC, "v": BEACON_VERSION, **asdict(announcement)}
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(data) > MAX_BEACON_BYTES:  # cannot happen with the field limits above
        raise ValueError("beacon too long")
    return data


def parse_beacon(data: bytes) -> HostAnnouncement | None:
    """The announcement in a beacon datagram, or None for anything foreign or malformed."""
    if len(data) > MAX_BEACON_BYTES:
        return None
    try:
        body = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None
    if not isinstance(body, dict) or body.get("magic") != BEACON_MAGIC:
        return None
    if type(body.get("v")) is not int or body["v"] != BEACON_VERSION:
        return None
    try:
        return HostAnnouncement(
            name=body["name"],
            address=body["address"],
            port=body["port"],
            variant=body["variant"],
            protocol=body["protocol"],
            players=body["players"],
            host_id=body["host_id"],
        )
    except (KeyError, TypeError, ValueError):
        return None


# --- the zeroconf records -----------------------------------------------------------------------


def _service_info(announcement: HostAnnouncement) -> ServiceInfo:
    label = f"pitboss-{announcement.host_id}"
    return ServiceInfo(
        SERVICE_TYPE,
        f"{label}.{SERVICE_TYPE}",
        port=announcement.port,
        properties={
            "v": str(BEACON_VERSION),
            "id": announcement.host_id,
            "name": announcement.name,
            "variant": announcement.variant,
            "proto": str(announcement.protocol),
            "players": str(announcement.players),
        },
        server=f"{label}.local.",
        host_ttl=ZEROCONF_TTL,
        other_ttl=ZEROCONF_TTL,
        parsed_addresses=[announcement.address],
    )


def _announcement_from_info(info: ServiceInfo) -> HostAnnouncement | None:
    addresses = info.parsed_addresses(IPVersion.V4Only)
    txt: dict[str, str] = {}
    for key, value in info.properties.items():
        with contextlib.suppress(UnicodeDecodeError):
            txt[key.decode("utf-8")] = (value or b"").decode("utf-8")
    numbers = [txt.get("proto", ""), txt.get("players", "")]
    if not addresses or info.port is None or not all(n.isascii() and n.isdigit() for n in numbers):
        return None
    try:
        return HostAnnouncement(
            name=txt.get("name", ""),
            address=addresses[0],
            port=info.port,
            variant=txt.get("variant", ""),
            protocol=int(numbers[0]),
            players=int(numbers[1]),
            host_id=txt.get("id", ""),
        )
    except ValueError:
        return None


def _new_zeroconf(interfaces: list[str] | None) -> AsyncZeroconf:
    chosen = interfaces if interfaces is not None else InterfaceChoice.All
    return AsyncZeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)


# --- advertising --------------------------------------------------------------------------------


class Advertiser:
    """Makes one host visible on the LAN until `stop()`: zeroconf and the UDP beacon."""

    def __init__(
        self,
        announcement: HostAnnouncement,
        *,
        interfaces: list[str] | None = None,
        beacon_target: tuple[str, int] | None = None,
        beacon_interval: float = 1.0,
        use_zeroconf: bool = True,
        use_beacon: bool = True,
    ) -> None:
        if beacon_interval < 0.05:
            raise ValueError("beacon_interval must be at least 0.05 s")
        self._announcement = announcement
        self._interfaces = interfaces
        self._target = beacon_target or ("<broadcast>", BEACON_PORT)
        self._interval = beacon_interval
        self._use_zeroconf = use_zeroconf
        self._use_beacon = use_beacon
        self._zc: AsyncZeroconf | None = None
        self._sock: socket.socket | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def announcement(self) -> HostAnnouncement:
        return self._announcement

    async def start(self) -> None:
        if self._zc is not None or self._sock is not None:
            raise RuntimeError("Advertiser already started")
        self._check_address(self._announcement)
        try:
            if self._use_beacon:
                self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
                self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
                self._sock.setblocking(False)
                self._task = asyncio.create_task(self._beacon_loop())
            if self._use_zeroconf:
                self._zc = _new_zeroconf(self._interfaces)
                await (await self._zc.async_register_service(_service_info(self._announcement)))
        except BaseException:
            await self.stop()
            raise

    async def update(self, announcement: HostAnnouncement) -> None:
        """Announce new information (say, the player count); the host_id must stay the same."""
        if announcement.host_id != self._announcement.host_id:
            raise ValueError("update() cannot change host_id")
        self._check_address(announcement)
        self._announcement = announcement
        self._send_beacon()
        if self._zc is not None:
            await (await self._zc.async_update_service(_service_info(announcement)))

    async def stop(self) -> None:
        """Stop the beacon and withdraw the zeroconf service (goodbye packets). Idempotent."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        sock, self._sock = self._sock, None
        if sock is not None:
            sock.close()
        zc, self._zc = self._zc, None
        await _close_zeroconf(zc)

    def _check_address(self, announcement: HostAnnouncement) -> None:
        # A beacon may leave the address to its receiver (see Browser); an A record cannot.
        if self._use_zeroconf and announcement.address == "0.0.0.0":
            raise ValueError("zeroconf needs the host's reachable address, not 0.0.0.0")

    async def _beacon_loop(self) -> None:
        while True:  # bounded by stop(), which cancels it; one datagram per interval
            self._send_beacon()
            await asyncio.sleep(self._interval)

    def _send_beacon(self) -> None:
        if self._sock is None:
            return
        try:
            self._sock.sendto(make_beacon(self._announcement), self._target)
        except OSError as error:  # no network, buffer full: the next beacon tries again
            log.debug("beacon to %s not sent: %s", self._target, error)


# --- browsing -----------------------------------------------------------------------------------


@dataclass
class _Entry:
    announcement: HostAnnouncement
    zeroconf_names: set[str] = field(default_factory=set)
    beacon_seen: float | None = None  # the browser's monotonic time of the last beacon


class _BeaconProtocol(asyncio.DatagramProtocol):
    def __init__(self, receive: Callable[[bytes, str], None]) -> None:
        self._receive = receive

    def datagram_received(self, data: bytes, addr: tuple[Any, ...]) -> None:
        try:
            self._receive(data, str(addr[0]))
        except Exception:  # a bad datagram must never stop the listener
            log.exception("beacon from %s not handled", addr)

    def error_received(self, exc: Exception) -> None:
        log.debug("beacon socket error: %s", exc)


class Browser:
    """Lists the hosts on the LAN; `on_change(hosts)` runs in the loop when the list changes."""

    def __init__(
        self,
        *,
        interfaces: list[str] | None = None,
        beacon_port: int | None = BEACON_PORT,
        beacon_address: str = "0.0.0.0",
        use_zeroconf: bool = True,
        expiry: float = DEFAULT_EXPIRY,
        on_change: Callable[[list[HostAnnouncement]], None] | None = None,
        timebase: Timebase = SYSTEM,
    ) -> None:
        """`timebase`: the clock a beacon's age is read on, which its sweep waits on too (the
        loop's: `SYSTEM`, or a test's virtual `LoopTime`)."""
        if expiry <= 0:
            raise ValueError("expiry must be positive")
        self._interfaces = interfaces
        self._beacon_port = beacon_port
        self._beacon_address = beacon_address
        self._use_zeroconf = use_zeroconf
        self._expiry = expiry
        self._time = timebase
        self.on_change = on_change
        self._entries: dict[str, _Entry] = {}
        self._names: dict[str, str] = {}  # zeroconf service name -> host_id
        self._resolving: dict[str, asyncio.Task[None]] = {}
        self._listed: list[HostAnnouncement] = []
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._transport: asyncio.DatagramTransport | None = None
        self._sweeper: asyncio.Task[None] | None = None

    @property
    def beacon_port(self) -> int | None:
        """The UDP port actually listened on (useful when constructed with port 0)."""
        if self._transport is None:
            return None
        return int(self._transport.get_extra_info("sockname")[1])

    def hosts(self) -> list[HostAnnouncement]:
        now = self._time.monotonic()
        found = [e.announcement for e in self._entries.values() if self._alive(e, now)]
        return sorted(found, key=lambda a: (a.name.casefold(), a.host_id))

    async def start(self) -> None:
        if self._sweeper is not None:
            raise RuntimeError("Browser already started")
        self._sweeper = asyncio.create_task(self._sweep_loop())
        try:
            if self._beacon_port is not None:
                await self._listen(self._beacon_port)
            if self._use_zeroconf:
                self._zc = _new_zeroconf(self._interfaces)
                self._browser = AsyncServiceBrowser(
                    self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_service_state_change]
                )
        except BaseException:
            await self.stop()
            raise

    async def stop(self) -> None:
        """Stop listening; the host list is kept but no longer changes. Idempotent."""
        browser, self._browser = self._browser, None
        if browser is not None:
            await browser.async_cancel()
        tasks = [t for t in [self._sweeper, *self._resolving.values()] if t is not None]
        self._sweeper = None
        self._resolving.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        transport, self._transport = self._transport, None
        if transport is not None:
            transport.close()
        zc, self._zc = self._zc, None
        await _close_zeroconf(zc)

    async def _listen(self, port: int) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            # Several listeners on one machine all get the broadcasts.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            if hasattr(socket, "SO_REUSEPORT"):
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
            sock.bind((self._beacon_address, port))
            sock.setblocking(False)
            loop = asyncio.get_running_loop()
            self._transport, _ = await loop.create_datagram_endpoint(
                lambda: _BeaconProtocol(self._on_datagram), sock=sock
            )
        except BaseException:
            sock.close()
            raise

    def _on_datagram(self, data: bytes, sender: str) -> None:
        announcement = parse_beacon(data)
        if announcement is None:
            return
        if announcement.address == "0.0.0.0" and _is_ipv4(sender):  # host did not know its address
            announcement = replace(announcement, address=sender)
        entry = self._entry(announcement)
        entry.beacon_seen = self._time.monotonic()
        self._changed()

    def _on_service_state_change(
        self, *, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        pending = self._resolving.pop(name, None)
        if pending is not None:
            pending.cancel()
        if state_change is ServiceStateChange.Removed:
            self._forget_name(name)
            self._changed()
        else:
            self._resolving[name] = asyncio.create_task(self._resolve(zeroconf, name))

    async def _resolve(self, zeroconf: Zeroconf, name: str) -> None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        try:
            found = await info.async_request(zeroconf, _RESOLVE_TIMEOUT_MS)
        except Exception:  # zeroconf closing, a malformed record: this service stays unlisted
            log.debug("zeroconf service %s not resolved", name, exc_info=True)
            found = False
        finally:
            if self._resolving.get(name) is asyncio.current_task():
                del self._resolving[name]
        announcement = _announcement_from_info(info) if found else None
        if announcement is None:
            log.debug("zeroconf service %s is not a valid Pitboss host", name)
            return
        if self._names.get(name) not in (None, announcement.host_id):
            self._forget_name(name)
        self._names[name] = announcement.host_id
        self._entry(announcement).zeroconf_names.add(name)
        self._changed()

    def _entry(self, announcement: HostAnnouncement) -> _Entry:
        entry = self._entries.get(announcement.host_id)
        if entry is None:
            entry = self._entries[announcement.host_id] = _Entry(announcement)
        entry.announcement = announcement  # the most recent information wins
        return entry

    def _forget_name(self, name: str) -> None:
        host_id = self._names.pop(name, None)
        entry = self._entries.get(host_id) if host_id is not None else None
        if entry is not None:
            entry.zeroconf_names.discard(name)

    def _alive(self, entry: _Entry, now: float) -> bool:
        if entry.zeroconf_names:
            return True
        return entry.beacon_seen is not None and now - entry.beacon_seen < self._expiry

    async def _sweep_loop(self) -> None:
        period = min(1.0, self._expiry / 4)
        while True:  # bounded by stop(), which cancels it
            await asyncio.sleep(period)
            now = self._time.monotonic()
            for host_id in [h for h, e in self._entries.items() if not self._alive(e, now)]:
                del self._entries[host_id]
            self._changed()

    def _changed(self) -> None:
        listed = self.hosts()
        if listed == self._listed:
            return
        self._listed = listed
        if self.on_change is not None:
            try:
                self.on_change(listed)
            except Exception:  # a lobby's bug must not stop discovery
                log.exception("on_change callback failed")


async def _close_zeroconf(zc: AsyncZeroconf | None) -> None:
    """Close a zeroconf instance (its goodbye packets), without hanging a shutdown on it."""
    if zc is None:
        return
    try:
        await asyncio.wait_for(zc.async_close(), _STOP_TIMEOUT)
    except TimeoutError:
        log.warning("zeroconf did not close within %s s", _STOP_TIMEOUT)
