"""`pitboss hosts` finds a game night announced on loopback (never beyond it in tests)."""

from __future__ import annotations

import asyncio
import json
import socket
import sys

from app.net.discovery import Advertiser, HostAnnouncement


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def test_the_hosts_command_lists_an_announced_game_night() -> None:
    port = free_udp_port()
    announcement = HostAnnouncement(name="Loopback night", address="127.0.0.1", port=7777,
                                    variant="bjx", protocol=1, players=3)

    async def test() -> list[dict[str, object]]:
        advertiser = Advertiser(announcement, interfaces=["127.0.0.1"],
                                beacon_target=("127.0.0.1", port), beacon_interval=0.2,
                                use_zeroconf=False)
        await advertiser.start()
        try:
            listing = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "app", "hosts", "--interface", "127.0.0.1",
                "--beacon-port", str(port), "--seconds", "2", "--json",
                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
            out, err = await asyncio.wait_for(listing.communicate(), 60)
        finally:
            await advertiser.stop()
        assert listing.returncode == 0, err.decode()
        found: list[dict[str, object]] = json.loads(out)
        return found

    found = asyncio.run(test())
    assert {"name": "Loopback night", "address": "127.0.0.1", "port": 7777, "variant": "bjx",
            "players": 3} in found
