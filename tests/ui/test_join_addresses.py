"""Addresses people can use (issue 19): a night listening on every interface is joined at the
machine's LAN addresses, never 0.0.0.0, and its clock page (and the console's QR code) carries
a LAN address; loopback only when the machine has no LAN address, and then the console says
so. The night listens on 0.0.0.0 here but nothing is sent anywhere (not announced)."""

from __future__ import annotations

import asyncio
import ipaddress
from urllib.parse import urlsplit

import ifaddr
import pytest
from pytestqt.qtbot import QtBot

from app.engine.variants.series7.rules import Series7Rules
from app.net import announce
from app.net.night import HostedNight, NightPlan


def interface_addresses() -> set[str]:
    """The machine's IPv4 addresses other machines can reach, read independently."""
    return {ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
            if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback
            and not ipaddress.ip_address(ip.ip).is_link_local}


def night_on_every_interface() -> HostedNight:
    return HostedNight(NightPlan(name="Friday", rules=Series7Rules(), join_code="4321",
                                 address="0.0.0.0", port=0, clock_port=0, announce=False))


def addresses_of(night: HostedNight) -> tuple[list[str], str]:
    async def serve() -> tuple[list[str], str]:
        await night.start()
        try:
            assert night.joining_address() == night.joining_addresses()[0]  # the first
            return night.joining_addresses(), night.clock_url()
        finally:
            await night.stop()

    return asyncio.run(serve())


def test_every_lan_address_is_listed_and_never_0_0_0_0() -> None:
    lan = announce.lan_addresses()
    assert set(lan) >= interface_addresses() and "0.0.0.0" not in lan
    if not lan:
        pytest.skip("this machine has no LAN address")
    night = night_on_every_interface()
    joining, clock = addresses_of(night)
    hosts = [where.rsplit(":", 1)[0] for where in joining]
    assert hosts == lan and all(not ipaddress.ip_address(h).is_loopback for h in hosts)
    assert urlsplit(clock).hostname in lan  # a phone on the LAN can open it


def test_with_no_lan_address_loopback_is_given_and_the_console_says_why(
        monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    monkeypatch.setattr(announce, "lan_address", lambda: None)
    monkeypatch.setattr(announce.ifaddr, "get_adapters", lambda: [])
    night = night_on_every_interface()
    joining, clock = addresses_of(night)
    assert len(joining) == 1 and joining[0].startswith("127.0.0.1:")
    assert not night.on_lan

    from app.ui.director_view import where_to_join

    words = where_to_join(joining, night.on_lan, "0.0.0.0")
    assert "0.0.0.0" not in words and "no LAN address" in words
    assert urlsplit(clock).hostname == "localhost"
