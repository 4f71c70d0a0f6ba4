"""Names that look the same are the same name (issue 20): a real host on loopback refuses
"ALICE", "alice", a fullwidth and a mathematical bold "Alice" and one with a Cyrillic A beside a
seated "Alice", mixed scripts, role words and characters outside the documented set
(docs/protocol.md: 1 to 24 letters, digits, spaces or .'-), each with a reason; Alice still
comes back with her token. Failed before: all five look-alikes, "director" and "spectator" were
let in."""

from __future__ import annotations

import pytest

from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused, tcp_connector
from app.net.host import Host
from app.net.names import name_key, name_refusal
from tests.support.loop import run

CODE = "4321"
SAME_AS_ALICE = ["ALICE", "alice", "\uff21lice", "\U0001d400lice", " Alice "]
REFUSED = {
    "\u0410lice": "scripts",  # a Cyrillic A
    "dir\u0435ctor": "scripts",  # a Cyrillic e
    "director": "role", "Spectator": "role", "The Host": "role", "Dealer": "role",
    "PITBOSS": "role", "Pit Boss": "role", "house": "role",
    "\uff44\uff49\uff52\uff45\uff43\uff54\uff4f\uff52": "role",  # a fullwidth "director"
    "Ann_2": "letters", "Ann\u200b": "letters", "A" * 25: "letters", "": "letters",
}


async def hello(port: int, name: str, token: str = "") -> p.Welcome:
    client = Client(await tcp_connector("127.0.0.1", port)())
    try:
        return await client.hello("player", name=name, code=CODE, token=token)
    finally:
        client.conn.close()


def test_look_alike_and_role_names_are_refused_and_alice_comes_back() -> None:
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code=CODE)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            alice = await hello(port, "Alice")
            for name in SAME_AS_ALICE:
                with pytest.raises(Refused, match="already playing"):
                    await hello(port, name)
            for name, why in REFUSED.items():
                with pytest.raises(Refused, match=why):
                    await hello(port, name)
            assert list(host.game.tournament.field) == ["Alice"]
            # Alice comes back with her token, however she writes her name.
            for name in ("Alice", "ALICE"):
                again = await hello(port, name, alice.token)
                assert again.name == "Alice" and again.token == alice.token
            assert (await hello(port, "Zo\u00eb")).name == "Zo\u00eb"  # one script, accents kept
            assert (await hello(port, "\u674e\u5c0f\u9f8d")).name == "\u674e\u5c0f\u9f8d"
        finally:
            await host.stop()
            server.close()
            await server.wait_closed()

    run(test)


def test_names_compare_after_nfkc_and_case_folding() -> None:
    assert {name_key(name) for name in ["Alice", *SAME_AS_ALICE]} == {"alice"}
    assert name_key("\u0410lice") != "alice"  # and refused as mixed scripts
    for name, why in REFUSED.items():
        assert why in name_refusal(name), name
    assert name_refusal("O'Neil-Smith Jr.") == ""
