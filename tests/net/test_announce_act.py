"""A director's announcement to every screen (issue 37: an act added as its class alone,
app/core/director_acts.py `Announce`): every player, display, spectator and director is told
in their own language, the clock page shows it for a minute, and words that are not an
announcement are refused and reach nobody."""

from __future__ import annotations

import asyncio

import msgspec

from app import i18n
from app.core.game import Game
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.net.views import ANNOUNCED_SECONDS
from app.timebase import LoopTime
from tests.support.virtual_time import run_in_virtual_time

DINNER = "Dinner is served at the bar"


async def next_of(client: Client, kind: type[p.Message]) -> p.Message:
    while not isinstance(message := await client.receive(), kind):
        assert message is not None, "the connection closed"
    return message


async def answered(client: Client) -> list[p.Message]:
    """What `client` was sent up to the host's answer to a ping (the host answers a
    connection's messages in order, and tells every screen before it answers the next)."""
    await client.send(p.Ping(sent=0.0))
    said: list[p.Message] = []
    while not isinstance(message := await client.receive(), p.Pong):
        assert message is not None, "the connection closed"
        said.append(message)
    return said


def notices(messages: list[p.Message]) -> list[str]:
    return [message.text for message in messages if isinstance(message, p.Notice)]


def test_an_announcement_reaches_every_screen_and_the_clock_page_for_a_minute() -> None:
    async def test(timebase: LoopTime) -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                    timebase=timebase)
        screens: dict[str, Client] = {}
        for name, role, code in (("Ann", "player", "4321"), ("Bob", "player", "4321"),
                                 ("", "display", "4321"), ("", "spectator", "4321"),
                                 ("", "director", "9999"), ("", "director", "9999")):
            client = Client(host.connect_local())
            await client.hello(role, name=name, code=code)
            screens[name or f"{role} {len(screens)}"] = client
        console, phone = screens["director 4"], screens["director 5"]
        # Offered to a console as what it draws: a line of text and a button.
        snapshot = await next_of(console, p.Snapshot)
        assert isinstance(snapshot, p.Snapshot)
        (offer,) = [offer for offer in snapshot.offered if offer.act == "announce"]
        assert offer.takes == ["text"] and offer.label.code == "announce_label"
        assert "announce" not in snapshot.acts  # before the start too

        # Words that are not an announcement: refused, in words, and told to nobody.
        for text, fault in (("   ", "matching regex"), ("x" * 201, "length <= 200"),
                            (None, "missing required field `text`")):
            arguments = {} if text is None else {"text": text}
            await console.send(p.Direct(act="announce", arguments=arguments))
            (error,) = [m for m in await answered(console) if isinstance(m, p.Error)]
            assert isinstance(error, p.Error) and error.words is not None
            assert error.words.code == "act_not_taken" and fault in error.message
        player = screens["Ann"]
        await player.send(p.Direct(act="announce", arguments={"text": DINNER}))
        assert notices(await answered(player)) == []  # only a director may
        for name, client in screens.items():
            assert notices(await answered(client)) == [], name

        applied = host.game.commands_applied
        await console.send(p.Direct(act="announce", arguments={"text": f"  {DINNER} "}))
        told = f"From the director: {DINNER}"
        assert notices(await answered(console)) == [told, f"You: tell every screen: {DINNER}"]
        for name, client in screens.items():
            if client is not console:
                said = await answered(client)
                assert notices(said) == [told], name  # once, and no "Another director: ..."
        # Each words it in its own language, from the phrase beside the English.
        await console.send(p.Direct(act="announce", arguments={"text": DINNER}))
        notice = await next_of(phone, p.Notice)
        assert isinstance(notice, p.Notice) and notice.words is not None
        german = {"From the director: %1": "Von der Turnierleitung: %1"}
        i18n.install(lambda context, text, *_: german.get(text, "") if context == "phrases"
                     else "", lambda value, decimals: str(value))
        try:
            assert notice.said() == f"Von der Turnierleitung: {DINNER}"
        finally:
            i18n.uninstall()

        # The clock page, which no connection holds, shows it for a minute of host time.
        shown = host.views.clock_page_state()["announcement"]
        assert shown["text"] == told and shown["words"] == ["announced", [DINNER]]
        assert msgspec.json.decode(msgspec.json.encode(shown))  # plain data for clock.json
        await asyncio.sleep(ANNOUNCED_SECONDS + 1)
        assert host.views.clock_page_state()["announcement"] is None
        # Not a move of the game: nothing of it is stored, a resume does not repeat it.
        assert host.game.commands_applied == applied
        await host.stop()

    run_in_virtual_time(test, end=600.0)
