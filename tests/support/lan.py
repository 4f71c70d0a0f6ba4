"""A simulated LAN for the captures of issues 20 and 22: a host and a player each in a network
namespace of its own, on one bridge in a third (veth pairs, addresses from 192.0.2.0/24, the
documentation range); a capture of every frame at one port of the bridge (a raw packet socket:
tcpdump is not installed here), reassembled per TCP stream.

Needs root or the right to make network namespaces (`ip netns`); a test is skipped with the
reason where not."""

from __future__ import annotations

import contextlib
import os
import shutil
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.waiting import until_done

PREFIX = f"pb{os.getpid() % 100000}"  # namespaces and links of this run
HOST_ADDRESS, PLAYER_ADDRESS = "192.0.2.1", "192.0.2.2"
HOST_PORT = 7777  # the host's TCP port for desktop seats and bots
CODE = "LANC0DE7"
DIRECTOR = "D1R3CT0R"
SETTLE_SECONDS = 10.0  # at most, for the capture to catch up with the bridge before it stops
Flow = tuple[bytes, int, bytes, int]  # source address, port, destination address, port

# A capture on the bridge: every frame, as a 4-byte length and the frame, until stopped. The
# file is made once the capture is on. Each line it reads is sent out of the port as a frame of
# its own (not IPv4: no TCP stream's), the marker: once the file holds it, it holds every frame
# that crossed the port before it.
SNIFFER = """
import socket, struct, sys, threading
sniff = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(0x0003))
sniff.bind((sys.argv[2], 0))
out = open(sys.argv[1], "wb", buffering=0)

def mark():
    send = socket.socket(socket.AF_PACKET, socket.SOCK_RAW)
    send.bind((sys.argv[2], 0))
    for line in sys.stdin:
        send.send(b"\\xff" * 6 + b"\\x02" + b"\\x00" * 5 + b"\\x88\\xb5" + line.strip().encode())

threading.Thread(target=mark, daemon=True).start()
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


@contextlib.contextmanager
def simulated_lan() -> Iterator[dict[str, str]]:
    """Three namespaces: the host's, the player's and the LAN's (a bridge joining both, whose
    ports are named "host" and "player"); the test is skipped where they cannot be made."""
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


@contextlib.contextmanager
def sniffing(lan: dict[str, str], port: str, capture: Path) -> Iterator[None]:
    """Every frame through the bridge's port `port` ("host" or "player") written to `capture`
    while inside (frames the bridge forwards never pass through the bridge device itself, so
    the capture is at a port)."""
    sniffer = in_namespace(lan["lan"], sys.executable, "-c", SNIFFER, str(capture), port,
                           stdin=subprocess.PIPE)
    try:
        until_done(lambda: capture.exists() or sniffer.poll() is not None,
                   "the capture on", 10.0)
        assert sniffer.poll() is None, f"the capture did not start: exit {sniffer.returncode}"
        yield
        # The capture caught up with the bridge: its marker, sent last, is in it.
        marker = f"end of capture {os.getpid()} {time.monotonic_ns()}".encode()
        assert sniffer.stdin is not None
        sniffer.stdin.write(marker.decode() + "\n")
        sniffer.stdin.flush()
        until_done(lambda: marker in capture.read_bytes(), "the capture caught up",
                   SETTLE_SECONDS)
    finally:
        sniffer.kill()
        sniffer.wait()
        if sniffer.stdin is not None:
            with contextlib.suppress(OSError):
                sniffer.stdin.close()


def host_in(namespace: str, db: Path, *options: str, **popen: object) -> subprocess.Popen[str]:
    """`pitboss host` for a BJX night at HOST_ADDRESS:HOST_PORT in `namespace`, with CODE and
    DIRECTOR, not announced; `options` say when it starts and how fast it plays."""
    return in_namespace(
        namespace, sys.executable, "-m", "app", "host", "--variant", "bjx",
        "--address", HOST_ADDRESS, "--port", str(HOST_PORT), "--code", CODE,
        "--director-code", DIRECTOR, "--db", str(db), "--no-discovery", *options, **popen)


def bots_in(namespace: str, count: int) -> list[subprocess.Popen[str]]:
    """`count` bots in `namespace` playing at the host's TCP port."""
    return [in_namespace(
        namespace, sys.executable, "-m", "app", "bot", "--connect",
        f"{HOST_ADDRESS}:{HOST_PORT}", "--code", CODE, "--name", f"Bot {index}",
        "--seed", str(index), "--give-up-after", "30",
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for index in range(count)]


def frames(capture: bytes) -> Iterator[bytes]:
    """The Ethernet frames of a capture of SNIFFER's."""
    at = 0
    while at + 4 <= len(capture):
        (length,) = struct.unpack_from(">I", capture, at)
        yield capture[at + 4:at + 4 + length]
        at += 4 + length


def tcp_streams(capture: bytes) -> dict[Flow, bytes]:
    """Each direction of each TCP connection in an Ethernet capture, its payload in order
    (retransmissions once; in the order of sequence numbers counted from the first segment
    captured, which may wrap past 2**32)."""
    segments: dict[Flow, dict[int, bytes]] = {}
    first: dict[Flow, int] = {}
    for frame in frames(capture):
        if len(frame) < 34 or frame[12:14] != b"\x08\x00" or frame[23] != 6:  # IPv4, TCP
            continue
        header = (frame[14] & 0x0F) * 4
        total = struct.unpack_from(">H", frame, 16)[0]
        tcp = frame[14 + header:14 + total]
        source, destination = frame[26:30], frame[30:34]
        sport, dport, seq = struct.unpack_from(">HHI", tcp)
        payload = tcp[(tcp[12] >> 4) * 4:]
        if payload:
            flow = (source, sport, destination, dport)
            at = (seq - first.setdefault(flow, seq)) % 2**32
            segments.setdefault(flow, {})[at] = payload
    return {flow: b"".join(parts[at] for at in sorted(parts))
            for flow, parts in segments.items()}
