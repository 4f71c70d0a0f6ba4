"""Every other director's log shows a director's act (S7-24, issue 22): the director's phone
beside the desktop console. An act no event records (a clock act, a late entry answered) is
told to the other directors connected as a `notice` in the console's words ("Another
director: pause the clock"); the one who acted is not told twice; a refused act tells nobody;
an act recorded as an event (a move, a void, sudden death) reaches them as that event."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from app.core.director_acts import ACTS, told_to_other_directors
from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.net.secure_channel import SecureConnection
from app.net.web_clock import WebClock
from tests.support.loop import run
from tests.support.web_sockets import closed, open_socket

JOIN, DIRECTOR = "4321", "9999"


async def director(session: aiohttp.ClientSession, port: int) -> Client:
    client = Client(SecureConnection(await open_socket(session, port)))
    await client.hello("director", code=DIRECTOR)
    assert isinstance(await client.receive(), p.Snapshot)
    return client


async def next_of(client: Client, kind: type[p.Message]) -> p.Message:
    """The next message of `kind` the client is sent (past snapshots and the rest)."""
    async with asyncio.timeout(5):
        while True:
            message = await client.receive()
            if isinstance(message, kind):
                return message


async def quiet(client: Client, kind: type[p.Message], seconds: float = 0.3) -> bool:
    """Whether no message of `kind` comes within `seconds`."""
    try:
        await asyncio.wait_for(next_of(client, kind), seconds)
    except TimeoutError:
        return True
    return False


def test_a_clock_act_is_told_to_the_other_directors_in_the_consoles_words() -> None:
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code=JOIN, director_code=DIRECTOR)
        web = WebClock(host.views.clock_page_state, attend=host.attend_sealed)
        await web.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as session:
                players = []
                for name in ("Ann", "Bob"):  # a field to start
                    player = Client(SecureConnection(await open_socket(session, web.port)))
                    await player.hello("player", name=name, code=JOIN)
                    players.append(player)
                phone, console = (await director(session, web.port),
                                  await director(session, web.port))
                await phone.send(p.Direct(act="start"))
                told = await next_of(console, p.Notice)
                assert isinstance(told, p.Notice)
                assert told.text == "Another director: start the tournament"
                # The one who acted reads it from the host too, once: what was done.
                told = await next_of(phone, p.Notice)
                assert isinstance(told, p.Notice) and told.text == "You: start the tournament"
                await console.send(p.Direct(act="add_time", arguments={"seconds": -60.0}))
                told = await next_of(phone, p.Notice)
                assert isinstance(told, p.Notice)
                assert told.text == "Another director: take a minute"
                told = await next_of(console, p.Notice)
                assert isinstance(told, p.Notice) and told.text == "You: take a minute"
                assert await quiet(console, p.Notice)  # and not again
                # Refused (no table 9): an error to the one who asked, nothing to the other.
                await phone.send(p.Direct(act="void", arguments={"table": 9}))
                error = await next_of(phone, p.Error)
                assert isinstance(error, p.Error) and error.message == "There is no table 9"
                await phone.send(p.Direct(act="admit", arguments={"player": "Nobody"}))
                assert "No late entry of 'Nobody' waits" in str(await next_of(phone, p.Error))
                assert await quiet(console, p.Notice)
                for client in (phone, console, *players):
                    await closed(client.conn)
        finally:
            await host.stop()
            await web.close()

    run(test)


@pytest.mark.parametrize("act", sorted(ACTS))
def test_every_act_has_words_and_those_told_otherwise_get_no_notice(act: str) -> None:
    arguments = {"seconds": 60.0, "level": 3, "table": 2, "player": "Ann", "text": "Hello"}
    words = ACTS[act].words(arguments)
    assert words and "_" not in words
    assert told_to_other_directors(act, arguments) == (
        "" if ACTS[act].told_otherwise else f"Another director: {words}")


def test_another_directors_act_reaches_each_director_in_its_own_language() -> None:
    """Issue 24: the notice travels as a phrase beside its English, so a console words it in
    its own language (failed before: an English sentence built with an f-string)."""
    from app import i18n

    german = {"Another director: %1": "Ein anderer Turnierleiter: %1",
              "move %1 to table %2": "%1 an Tisch %2 setzen", "go to level %1": "Stufe %1"}

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return german.get(text, "") if context == "phrases" else ""

    notice = p.notice(told_to_other_directors("jump", {"level": 3}))
    assert notice.text == "Another director: go to level 3"  # the host's English, unchanged
    i18n.install(lookup, lambda value, decimals: str(value))
    try:
        assert notice.said() == "Ein anderer Turnierleiter: Stufe 3"
        assert ACTS["move"].words({"player": "Ann", "table": 2}).words() == \
            "Ann an Tisch 2 setzen"
    finally:
        i18n.uninstall()
