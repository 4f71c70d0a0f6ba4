"""Ports and processes on loopback, for the tests that start real hosts."""

from __future__ import annotations

import socket

from tests.support.waiting import until_done


def free_port() -> int:
    """A port free on 127.0.0.1 now (the kernel's choice)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, seconds: float = 20.0) -> None:
    """Return once something listens on 127.0.0.1:`port`; fail after `seconds`."""
    def listening() -> bool:
        with socket.socket() as probe:
            return probe.connect_ex(("127.0.0.1", port)) == 0

    until_done(listening, f"listening on port {port}", seconds)
