"""LAN discovery, on loopback only: every socket here is bound or sent to 127.0.0.1.

Zeroconf runs with interfaces=["127.0.0.1"]; beacons go to 127.0.0.1 on a port the browser
picked (port 0). Other test runs on this machine may advertise too, so checks filter by host_id.
"""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from zeroconf import ServiceInfo

from app.net.discovery import (
    MAX_BEACON_BYTES,
    SERVICE_TYPE,
    Advertiser,
    Browser,
    HostAnnouncement,
    make_beacon,
    new_host_id,
    parse_beacon,
)
from app.net.discovery import _announcement_from_info as from_info  # the TXT parser
from app.net.discovery import _service_info as service_info
from tests.support.loop import run
from tests.support.waiting import until

LOOPBACK = "127.0.0.1"
TEST_TIMEOUT = 15.0
HOST_ID = new_host_id()  # one per run: concurrent runs on this machine do not mix


def announcement(**changes: Any) -> HostAnnouncement:
    base = HostAnnouncement("Friday night", LOOPBACK, 47001, "series7", 1, 0, HOST_ID)
    return replace(base, **changes)


def advertiser(ann: HostAnnouncement, beacon_port: int | None, *, zc: bool = True) -> Advertiser:
    """Always loopback: zeroconf on 127.0.0.1 only, beacons to 127.0.0.1 (or none)."""
    return Advertiser(
        ann,
        interfaces=[LOOPBACK],
        beacon_target=(LOOPBACK, beacon_port or 9),  # port 9 (discard) is never sent to
        beacon_interval=0.2,
        use_zeroconf=zc,
        use_beacon=beacon_port is not None,
    )


def browser(*, zc: bool, beacon: bool, expiry: float = 5.0, **kwargs: Any) -> Browser:
    return Browser(
        interfaces=[LOOPBACK],
        beacon_port=0 if beacon else None,
        beacon_address=LOOPBACK,
        use_zeroconf=zc,
        expiry=expiry,
        **kwargs,
    )


async def eventually(check: Callable[[], bool], timeout: float,
                     what: str = "the check held") -> float:
    """Seconds until check() held; fails the test after timeout."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    await until(check, what, timeout)
    return loop.time() - start


def datagrams_of(b: Browser) -> list[bytes]:
    """Every datagram `b`'s beacon listener takes from now on, as it takes it (white box: its
    handler wrapped before `start()` hands it to the listener)."""
    taken: list[bytes] = []
    handle = b._on_datagram

    def counted(data: bytes, sender: str) -> None:
        taken.append(data)
        handle(data, sender)

    b._on_datagram = counted  # type: ignore[method-assign]
    return taken


def resolutions_of(b: Browser) -> list[str]:
    """Every zeroconf service `b` finishes resolving from now on (white box, as above)."""
    done: list[str] = []
    resolve = b._resolve

    async def counted(zeroconf: Any, name: str) -> None:
        await resolve(zeroconf, name)
        done.append(name)

    b._resolve = counted  # type: ignore[method-assign]
    return done


def listed(b: Browser, ann: HostAnnouncement) -> list[HostAnnouncement]:
    return [h for h in b.hosts() if h.host_id == ann.host_id]


def send(port: int, *datagrams: bytes) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for data in datagrams:
            sock.sendto(data, (LOOPBACK, port))


# --- wire format --------------------------------------------------------------------------------


def test_beacon_round_trip() -> None:
    ann = announcement(players=7, protocol=3)
    assert parse_beacon(make_beacon(ann)) == ann


def test_longest_beacon_fits() -> None:
    ann = announcement(name='"' * 64, variant="\\" * 32, host_id="x" * 32, port=65535)
    data = make_beacon(ann)
    assert len(data) <= MAX_BEACON_BYTES
    assert parse_beacon(data) == ann


def beacon_with(**changes: Any) -> bytes:
    body = json.loads(make_beacon(announcement()))
    body.update(changes)
    return json.dumps({k: v for k, v in body.items() if v is not ...}).encode()


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"not json",
        b"\xff\xfe\x00",
        b"[1, 2, 3]",
        b'"pitboss-beacon"',
        b"[" * 400 + b"]" * 400,
        beacon_with(magic="other-game"),
        beacon_with(magic=...),
        beacon_with(v=2),
        beacon_with(v=True),
        beacon_with(v="1"),
        beacon_with(players=...),
        beacon_with(players="3"),
        beacon_with(players=True),
        beacon_with(players=1.0),
        beacon_with(players=-1),
        beacon_with(port=0),
        beacon_with(port=70000),
        beacon_with(name=""),
        beacon_with(name=None),
        beacon_with(name="line\nbreak"),
        beacon_with(name="x" * 65),
        beacon_with(address="localhost"),
        beacon_with(address="192.168.001.2"),
        beacon_with(address="::1"),
        beacon_with(host_id="has space"),
        beacon_with(host_id=12),
        beacon_with(padding="x" * MAX_BEACON_BYTES),
    ],
)
def test_parse_beacon_rejects(data: bytes) -> None:
    assert parse_beacon(data) is None


def test_parse_beacon_ignores_unknown_keys() -> None:
    assert parse_beacon(beacon_with(extra={"future": 1})) == announcement()


def test_announcement_validates() -> None:
    with pytest.raises(ValueError):
        announcement(address="not-an-ip")
    with pytest.raises(ValueError):
        announcement(players=-1)
    assert HostAnnouncement("a", LOOPBACK, 1, "v", 1, 0).host_id != new_host_id()  # random id


# Random bytes are almost never JSON, let alone a beacon with its magic: a few hundred try the
# first refusals; plausible beacons with wrong fields are tried below, a thousand of them.
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=MAX_BEACON_BYTES + 100))
def test_parse_beacon_fuzz_bytes(data: bytes) -> None:
    parsed = parse_beacon(data)
    assert parsed is None or isinstance(parsed, HostAnnouncement)


scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=80)
json_values = scalars | st.lists(scalars, max_size=3)
fields = ["name", "address", "port", "variant", "protocol", "players", "host_id", "v"]


# 300 a run (each run draws others: 1,000 took 6.5 s of a suite that must stay under 6 min).
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(fields), json_values))
def test_parse_beacon_fuzz_fields(changes: dict[str, Any]) -> None:
    """Plausible beacons (right magic) with random values: never an exception."""
    body = json.loads(make_beacon(announcement()))
    body.update(changes)
    data = json.dumps(body).encode()
    parsed = parse_beacon(data)
    assert parsed is None or isinstance(parsed, HostAnnouncement)


def test_txt_records_round_trip() -> None:
    ann = announcement(players=3, name="Ünïcode night")
    assert from_info(service_info(ann)) == ann


txt = st.dictionaries(
    st.sampled_from([b"v", b"id", b"name", b"variant", b"proto", b"players"])
    | st.binary(max_size=9),
    st.none() | st.binary(max_size=40) | st.sampled_from([b"1", b"-1", b"\xd9\xa5", b"1" * 200]),
)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(txt)
def test_txt_parser_fuzz(properties: dict[bytes, bytes | None]) -> None:
    """A foreign or broken _pitboss._tcp service: never an exception, at most no host."""
    info = ServiceInfo(
        SERVICE_TYPE,
        f"x.{SERVICE_TYPE}",
        port=47001,
        properties=properties,
        parsed_addresses=[LOOPBACK],
    )
    parsed = from_info(info)
    assert parsed is None or isinstance(parsed, HostAnnouncement)


# --- on loopback --------------------------------------------------------------------------------


def test_zeroconf_finds_host_sees_update_and_goodbye() -> None:
    ann = announcement()

    async def scenario() -> None:
        b = browser(zc=True, beacon=False)
        a = advertiser(ann, beacon_port=None)
        await b.start()
        try:
            await a.start()
            await eventually(lambda: listed(b, ann) == [ann], 5.0)
            await a.update(replace(ann, players=4))
            await eventually(lambda: listed(b, ann) == [replace(ann, players=4)], 5.0)
            await a.stop()
            await eventually(lambda: not listed(b, ann), 3.0)  # goodbye packets: no expiry wait
        finally:
            await a.stop()
            await b.stop()

    run(scenario, TEST_TIMEOUT)


def test_beacon_alone_finds_host_and_expires() -> None:
    ann = announcement()
    seen: list[list[HostAnnouncement]] = []

    async def scenario() -> None:
        b = browser(zc=False, beacon=True, expiry=1.0, on_change=seen.append)
        await b.start()
        assert b.beacon_port
        a = advertiser(ann, beacon_port=b.beacon_port, zc=False)
        try:
            await a.start()
            await eventually(lambda: listed(b, ann) == [ann], 2.0)
            await a.update(replace(ann, players=2))
            await eventually(lambda: listed(b, ann) == [replace(ann, players=2)], 1.0)
            await a.stop()
            assert listed(b, ann)  # still listed until the expiry...
            gone = await eventually(lambda: not listed(b, ann), 3.0)
            assert gone > 0.3  # ...which had not passed yet
            await eventually(lambda: seen[-1] == [], 2.0)  # the sweep told the lobby
        finally:
            await a.stop()
            await b.stop()
        assert [h.players for hosts in seen for h in hosts] == [0, 2]

    run(scenario, TEST_TIMEOUT)


def test_both_mechanisms_list_host_once() -> None:
    ann = announcement()
    seen: list[list[HostAnnouncement]] = []

    async def scenario() -> None:
        b = browser(zc=True, beacon=True, expiry=1.0, on_change=seen.append)
        beacons, resolved = datagrams_of(b), resolutions_of(b)
        await b.start()
        a = advertiser(ann, beacon_port=b.beacon_port)
        try:
            await a.start()
            entry = b._entries  # white box: wait until both mechanisms reported this host
            await eventually(
                lambda: (
                    ann.host_id in entry
                    and bool(entry[ann.host_id].zeroconf_names)
                    and entry[ann.host_id].beacon_seen is not None
                ),
                5.0,
            )
            assert listed(b, ann) == [ann]
            beacons_before, resolved_before = len(beacons), len(resolved)
            await a.update(replace(ann, players=5))
            await eventually(lambda: listed(b, ann) == [replace(ann, players=5)], 3.0)
            # More beacons (three, after the update's own) and zeroconf's answer to the update
            # arrive meanwhile...
            await eventually(lambda: len(beacons) >= beacons_before + 4
                             and len(resolved) > resolved_before, 3.0,
                             "three more beacons and zeroconf's update")
            assert listed(b, ann) == [replace(ann, players=5)]  # ...and change nothing
            await a.stop()  # zeroconf says goodbye; the beacon entry still has to expire
            await eventually(lambda: not listed(b, ann), 3.0)
        finally:
            await a.stop()
            await b.stop()
        assert all(len([h for h in hosts if h.host_id == ann.host_id]) <= 1 for hosts in seen)

    run(scenario, TEST_TIMEOUT)


def test_listener_ignores_malformed_datagrams() -> None:
    ann = announcement()
    seen: list[list[HostAnnouncement]] = []
    junk = [b"", b"\x00" * 600, b"{", b'{"magic": "pitboss-beacon"}', beacon_with(v=9)]
    junk += [bytes([i]) * i for i in range(1, 100)]

    async def scenario() -> None:
        b = browser(zc=False, beacon=True, on_change=seen.append)
        taken = datagrams_of(b)
        await b.start()
        try:
            assert b.beacon_port
            send(b.beacon_port, *junk)
            await eventually(lambda: len(taken) == len(junk), 2.0, "every datagram taken")
            assert seen == []
            send(b.beacon_port, make_beacon(replace(ann, address="0.0.0.0")))
            await eventually(lambda: listed(b, ann) == [ann], 1.0)  # sender's address filled in
        finally:
            await b.stop()

    run(scenario, TEST_TIMEOUT)


def test_on_change_errors_do_not_stop_discovery() -> None:
    ann = announcement()

    def broken(hosts: list[HostAnnouncement]) -> None:
        raise RuntimeError("lobby bug")

    async def scenario() -> None:
        b = browser(zc=False, beacon=True, on_change=broken)
        await b.start()
        try:
            assert b.beacon_port
            send(b.beacon_port, make_beacon(ann))
            await eventually(lambda: listed(b, ann) == [ann], 1.0)
            send(b.beacon_port, make_beacon(replace(ann, players=1)))
            await eventually(lambda: listed(b, ann) == [replace(ann, players=1)], 1.0)
        finally:
            await b.stop()

    run(scenario, TEST_TIMEOUT)


def test_advertiser_refuses_bad_updates() -> None:
    async def scenario() -> None:
        a = advertiser(announcement(), beacon_port=None, zc=False)
        with pytest.raises(ValueError):
            await a.update(announcement(host_id=new_host_id()))
        zc = advertiser(announcement(address="0.0.0.0"), beacon_port=None)
        with pytest.raises(ValueError):  # zeroconf needs a real address; nothing was started
            await zc.start()

    run(scenario, TEST_TIMEOUT)


def test_the_announced_count_of_players_follows_the_field() -> None:
    """Issue 38: the lobby's list said "0 players" for a night with five registered: the
    count was the one when the night was first announced. It follows the field. Failed
    before: it stayed 0."""
    from app.core.game import Game
    from app.engine.variants.series7.rules import Series7Rules
    from app.net.announce import keep_count
    from app.net.host import Host

    host = Host(Game(Series7Rules()), join_code="4321", director_code="9999")
    ann = announcement()

    async def scenario() -> None:
        b = browser(zc=False, beacon=True, expiry=5.0)
        await b.start()
        assert b.beacon_port
        a = advertiser(ann, beacon_port=b.beacon_port, zc=False)
        counting: asyncio.Task[None] | None = None
        try:
            await a.start()
            await eventually(lambda: [h.players for h in listed(b, ann)] == [0], 2.0)
            counting = asyncio.create_task(keep_count(a, host, every=0.05))
            for index, name in enumerate(["Ann", "Bob", "Cid", "Dee", "Eve"]):
                host.game.register(name, float(index))
            await eventually(lambda: [h.players for h in listed(b, ann)] == [5], 3.0,
                             "five players heard")
        finally:
            if counting is not None:
                counting.cancel()
                await asyncio.gather(counting, return_exceptions=True)
            await a.stop()
            await b.stop()

    run(scenario, TEST_TIMEOUT)
