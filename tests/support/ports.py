"""Ports and processes on loopback, for the tests that start real hosts."""

from __future__ import annotations

import socket
import time


def free_port() -> int:
    """A port free on 127.0.0.1 now (the kernel's choice)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, seconds: float = 20.0) -> None:
    """Return once something listens on 127.0.0.1:`port`; fail after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError("the host never listened")
