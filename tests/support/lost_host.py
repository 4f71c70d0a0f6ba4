"""A host that goes away and comes back, seen from the table (tests/ui/test_host_gone.py,
tests/ui/test_table_offline.py): the join code the seats give, and the words the table's
banner says meanwhile, spelt here rather than taken from app/client/wording.py; and a seat's
connector that keeps each refusal, for a test to wait for the first."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from app.net.transport import Connection

CODE = "4321"
GONE = "The host has gone; trying again every second"


def keeping_refusals(connect: Callable[[], Awaitable[Connection]]
                     ) -> tuple[Callable[[], Awaitable[Connection]], list[OSError]]:
    """`connect`, and the list each refused connection's error is added to as it fails."""
    refused: list[OSError] = []

    async def connecting() -> Connection:
        try:
            return await connect()
        except OSError as error:
            refused.append(error)
            raise

    return connecting, refused
