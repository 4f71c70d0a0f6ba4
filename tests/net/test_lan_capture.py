"""The Wi-Fi must learn nothing, on a simulated LAN (issue 20): a host and a BJX player each in a
network namespace of its own, on one bridge (veth pairs, addresses from 192.0.2.0/24, the
documentation range), a capture of every frame at the host's port of the bridge (a raw packet
socket: tcpdump is not installed here), reassembled per TCP stream.

Needs root or the right to make network namespaces (`ip netns`); skipped with the reason where
not. tests/net/test_secure_channel.py is the fast version (a proxy on loopback)."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.engine.cards import Card

pytestmark = pytest.mark.slow

CODE = "LANC0DE7"
DIRECTOR = "D1R3CT0R"
PREFIX = f"pb{os.getpid() % 100000}"  # namespaces and links of this run
HOST_ADDRESS, PLAYER_ADDRESS = "192.0.2.1", "192.0.2.2"

# A capture on the bridge: every frame, as a 4-byte length and the frame, until stopped.
SNIFFER = """
import socket, struct, sys
out = open(sys.argv[1], "wb", buffering=0)
sniff = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(0x0003))
sniff.bind((sys.argv[2], 0))
out.write(b"")
while True:
    frame = sniff.recv(65536)
    out.write(struct.pack(">I", len(frame)) + frame)
"""


def ip(*arguments: str) -> None:
    subprocess.run(["ip", *arguments], check=True, capture_output=True, text=True)


def may_make_namespaces() -> str:
    """'' when `ip netns` is permitted here; else why not."""
    if shutil.which("ip") is None:
        return "no `ip` command"
    probe = f"{PREFIX}probe"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True)
    if made.returncode != 0:
        return f"`ip netns add` is not permitted here: {made.stderr.strip()}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True)
    return ""


@pytest.fixture
def lan() -> Iterator[dict[str, str]]:
    """Three namespaces: the host's, the player's and the LAN's (a bridge joining both)."""
    reason = may_make_namespaces()
    if reason:
        pytest.skip(reason)
    names = {"host": f"{PREFIX}h", "player": f"{PREFIX}p", "lan": f"{PREFIX}l"}
    try:
        for name in names.values():
            ip("netns", "add", name)
        ip("-n", names["lan"], "link", "add", "br0", "type", "bridge")
        ip("-n", names["lan"], "link", "set", "br0", "up")
        for role, address in (("host", HOST_ADDRESS), ("player", PLAYER_ADDRESS)):
            ip("-n", names[role], "link", "add", "eth0", "type", "veth", "peer", "name",
               role, "netns", names["lan"])
            ip("-n", names["lan"], "link", "set", role, "master", "br0")
            ip("-n", names["lan"], "link", "set", role, "up")
            ip("-n", names[role], "addr", "add", f"{address}/24", "dev", "eth0")
            ip("-n", names[role], "link", "set", "eth0", "up")
            ip("-n", names[role], "link", "set", "lo", "up")
        yield names
    finally:
        for name in names.values():
            subprocess.run(["ip", "netns", "del", name], capture_output=True)


def in_namespace(namespace: str, *command: str, **options: object) -> subprocess.Popen[str]:
    return subprocess.Popen(["ip", "netns", "exec", namespace, *command],  # type: ignore[call-overload]
                            text=True, **options)


def tcp_streams(capture: bytes) -> dict[tuple[bytes, int, bytes, int], bytes]:
    """Each direction of each TCP connection in an Ethernet capture, its payload in order
    (retransmissions once)."""
    segments: dict[tuple[bytes, int, bytes, int], dict[int, bytes]] = {}
    at = 0
    while at + 4 <= len(capture):
        (length,) = struct.unpack_from(">I", capture, at)
        frame = capture[at + 4:at + 4 + length]
        at += 4 + length
        if len(frame) < 34 or frame[12:14] != b"\x08\x00" or frame[23] != 6:  # IPv4, TCP
            continue
        header = (frame[14] & 0x0F) * 4
        total = struct.unpack_from(">H", frame, 16)[0]
        tcp = frame[14 + header:14 + total]
        source, destination = frame[26:30], frame[30:34]
        sport, dport, seq = struct.unpack_from(">HHI", tcp)
        payload = tcp[(tcp[12] >> 4) * 4:]
        if payload:
            segments.setdefault((source, sport, destination, dport), {})[seq] = payload
    return {flow: b"".join(parts[seq] for seq in sorted(parts))
            for flow, parts in segments.items()}


def test_a_capture_on_the_lan_holds_no_card_no_json_and_no_code(
        lan: dict[str, str], tmp_path: Path) -> None:
    """Every byte between a host and two BJX players (bots) on the bridge, reassembled: no
    `{"type"`, no card as the wire writes one, no join or director code, no seat token."""
    capture = tmp_path / "lan.capture"
    processes: list[subprocess.Popen[str]] = []
    try:
        # On the host's port of the bridge: every frame to or from the host (frames the bridge
        # forwards never pass through the bridge device itself).
        sniffer = in_namespace(lan["lan"], sys.executable, "-c", SNIFFER, str(capture), "host")
        processes.append(sniffer)
        while not capture.exists():
            time.sleep(0.05)
        host = in_namespace(
            lan["host"], sys.executable, "-m", "app", "host", "--variant", "bjx",
            "--address", HOST_ADDRESS, "--port", "7777", "--code", CODE,
            "--director-code", DIRECTOR, "--db", str(tmp_path / "night.sqlite3"),
            "--start-when", "2", "--speedup", "400", "--bet-seconds", "2",
            "--decision-seconds", "2", "--exit-when-done", "--json", "--no-discovery",
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        processes.append(host)
        for index in range(2):
            processes.append(in_namespace(
                lan["player"], sys.executable, "-m", "app", "bot", "--connect",
                f"{HOST_ADDRESS}:7777", "--code", CODE, "--name", f"Bot {index}",
                "--seed", str(index), "--give-up-after", "30",
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        _, err = host.communicate(timeout=180)
        assert host.returncode == 0, err[-2000:]
        time.sleep(0.5)  # the last segments reach the bridge
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    streams = tcp_streams(capture.read_bytes())
    wire = b"\n".join(streams.values())
    assert len(streams) >= 4 and len(wire) > 20_000, (len(streams), len(wire))
    assert b'{"type"' not in wire and b'"card"' not in wire
    cards = [str(Card.parse(f"{rank}{suit}")) for rank in "A23456789TJQK" for suit in "SHDC"]
    assert [card for card in cards if b'"card":"' + card.encode() in wire] == []
    assert CODE.encode() not in wire and DIRECTOR.encode() not in wire
    # A seat token is 22 URL-safe characters (secrets.token_urlsafe(16)): no such run at all.
    assert not re.search(rb"[A-Za-z0-9_-]{22}", wire), "a seat token in clear?"
