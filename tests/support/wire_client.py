"""A client of a real host on 127.0.0.1 at the protocol's level, over TCP (the hostile chat
and disk tests): it reads everything it is sent, so the host never cuts it off, and keeps the
errors and notices."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from app.net import protocol as p
from app.net.secure_channel import SecureConnection
from tests.support.channels import keyed
from tests.support.waiting import until


class WireClient:
    """A client on TCP that reads everything it is sent (so the host never cuts it off),
    keeping the errors and notices."""

    def __init__(self, name: str, conn: SecureConnection) -> None:
        self.name = name
        self.conn = conn
        self.errors: list[str] = []
        self.notices: list[str] = []
        self.chats = 0
        self.messages = 0
        self.reading = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def join(cls, port: int, role: p.Role, *, name: str = "",
                   code: str = "4321") -> WireClient:
        # Through the secure channel, keyed by the code its role needs (issue 20).
        conn = await keyed(port, code, "director" if role == "director" else "join")
        client = cls(name or role, conn)
        await client.send(p.Hello(protocol=p.PROTOCOL_VERSION, role=role, name=name,
                                  code=code))
        await client.until(lambda: client.messages > 0, "an answer to hello")
        return client

    async def send(self, message: p.Message) -> None:
        await self.conn.send(p.encode(message))

    async def _read(self) -> None:
        try:
            while (body := await self.conn.receive()) is not None:
                message = p.decode_host(body)
                self.messages += 1
                if isinstance(message, p.Error):
                    self.errors.append(message.message)
                elif isinstance(message, p.Notice):
                    self.notices.append(message.text)
                elif isinstance(message, p.Chat):
                    self.chats += 1
                elif isinstance(message, p.Refused):
                    raise AssertionError(f"{self.name} refused: {message.reason}")
        except ConnectionError:
            pass

    async def until(self, condition: Callable[[], object], what: str,
                    seconds: float = 10.0) -> None:
        try:
            await until(lambda: condition() or self.reading.done(), what, seconds)
        except AssertionError:
            raise AssertionError(f"{self.name}: not {what} after {seconds} s") from None
        if not condition():  # its reading ended first
            self.reading.result()
            raise AssertionError(f"{self.name}: the host hung up before {what}")

    async def close(self) -> None:
        self.conn.close()
        self.reading.cancel()
        await asyncio.gather(self.reading, return_exceptions=True)
