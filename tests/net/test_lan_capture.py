"""The Wi-Fi must learn nothing, on a simulated LAN (issue 20, tests/support/lan.py): a host and
a BJX player each in a network namespace of its own, on one bridge, a capture of every frame at
the host's port of the bridge, reassembled per TCP stream.

Needs root or the right to make network namespaces (`ip netns`); skipped with the reason where
not. tests/net/test_secure_channel.py is the fast version (a proxy on loopback)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from app.engine.cards import Card
from tests.support.lan import (
    CODE,
    DIRECTOR,
    bots_in,
    host_in,
    simulated_lan,
    sniffing,
    tcp_streams,
)
from tests.support.processes import cleanup

pytestmark = pytest.mark.slow


def test_a_capture_on_the_lan_holds_no_card_no_json_and_no_code(tmp_path: Path) -> None:
    """Every byte between a host and two BJX players (bots) on the bridge, reassembled: no
    `{"type"`, no card as the wire writes one, no join or director code, no seat token."""
    capture = tmp_path / "lan.capture"
    processes: list[subprocess.Popen[str]] = []
    with simulated_lan() as lan, sniffing(lan, "host", capture):
        try:
            host = host_in(lan["host"], tmp_path / "night.sqlite3", "--start-when", "2",
                           "--speedup", "400", "--bet-seconds", "2", "--decision-seconds", "2",
                           "--exit-when-done", "--json",
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            processes.append(host)
            processes += bots_in(lan["player"], 2)
            _, err = host.communicate(timeout=180)
            assert host.returncode == 0, err[-2000:]
        finally:
            cleanup(processes)
    streams = tcp_streams(capture.read_bytes())
    wire = b"\n".join(streams.values())
    assert len(streams) >= 4 and len(wire) > 20_000, (len(streams), len(wire))
    assert b'{"type"' not in wire and b'"card"' not in wire
    cards = [str(Card.parse(f"{rank}{suit}")) for rank in "A23456789TJQK" for suit in "SHDC"]
    assert [card for card in cards if b'"card":"' + card.encode() in wire] == []
    assert CODE.encode() not in wire and DIRECTOR.encode() not in wire
    # A seat token is 22 URL-safe characters (secrets.token_urlsafe(16)): no such run at all.
    assert not re.search(rb"[A-Za-z0-9_-]{22}", wire), "a seat token in clear?"
