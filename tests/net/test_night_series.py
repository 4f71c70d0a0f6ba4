"""A night of several tournaments (issue 21): the director opens the next once one is over;
those turned away from the last take its first seats (S7-2), each held for its name until the
player's hello; the connections of the director stay; a stop in the second resumes the second."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.night import NIGHT_KEY, HostedNight, NightPlan
from app.store import EventStore
from tests.support.waiting import until

FIRST = ["Ann", "Bob", "Cid"]  # field_max 3: Dee is turned away (S7-2)
RULES = Series7Rules(field_max=3)


def plan(database: Path, **more: object) -> NightPlan:
    settings: dict[str, object] = {
        "name": "Friday", "rules": RULES, "join_code": "4321", "director_code": "9999",
        "database": database, "bet_seconds": 0.2, "decision_seconds": 0.2,
        "speedup": 3000.0, "start_when": 3}
    settings.update(more)
    return NightPlan(**settings)  # type: ignore[arg-type]


def bot(night: HostedNight, name: str, seed: int) -> asyncio.Task[p.Snapshot | None]:
    return night.run_beside(play_as_bot(night.connect, name=name, code="4321",
                                        policy=make_bot("basic", random.Random(seed)),
                                        retry_seconds=0.05))


async def director_of(night: HostedNight) -> Client:
    director = Client(await night.connect())
    await director.hello("director", code="9999")
    return director


async def answer(director: Client) -> p.HostMessage:
    """The director's next message that is an error, or the notice of what it did."""
    while True:
        message = await director.receive()
        assert message is not None, "the host closed the director's connection"
        if isinstance(message, (p.Error, p.Notice)):
            return message


async def turned_away(night: HostedNight, name: str) -> None:
    client = Client(await night.connect())
    with pytest.raises(Refused, match="first in line for the night's next tournament"):
        await client.hello("player", name=name, code="4321")


def test_the_waiting_list_takes_the_first_seats_of_the_next_tournament(
        tmp_path: Path) -> None:
    """S7-2 through the host: Dee, turned away from a full first tournament, is the first
    registration of the second, her seat held for her name; the director, connected all
    night, opens it with `next_tournament` (refused, in words, while the first is played)."""
    database = tmp_path / "night.sqlite3"

    async def test() -> None:
        night = HostedNight(plan(database))
        host = await night.start()
        director = await director_of(night)
        for seed, name in enumerate(FIRST):
            bot(night, name, seed)
        await until(lambda: len(host.game.tournament.field) >= 3, "the field full", 120.0)
        await turned_away(night, "Dee")
        await director.send(p.Direct(act="next_tournament"))
        refusal = await answer(director)
        assert isinstance(refusal, p.Error) and "not over yet" in refusal.message
        await host.done.wait()
        first = host.game
        assert first.tournament.over and first.tournament.waitlist == ["Dee"]
        await until(lambda: night.stored_finished, "the tournament stored finished", 120.0)

        await director.send(p.Direct(act="next_tournament"))
        notice = await answer(director)
        assert isinstance(notice, p.Notice) and "Friday, tournament 2 is open" in notice.text
        second = host.game
        assert second is not first and second.name == "Friday, tournament 2"
        assert second.tournament.field == ["Dee"] and not second.tournament.over
        assert host.admission.tokens == {"Dee": ""}  # held for her name
        # Someone else cannot take a held seat's place in line: the name is Dee's.
        for seed, name in enumerate(["Dee", "Ann", "Bob"]):
            bot(night, name, 10 + seed)
        await host.done.wait()
        assert host.game is second and second.tournament.over
        assert host.admission.tokens["Dee"] != ""
        results = second.tournament.results()
        assert sorted(row["name"] for row in results) == ["Ann", "Bob", "Dee"]
        assert sum(row["chips"] for row in results) == 3 * RULES.start_stack  # C-6
        await until(lambda: night.stored_finished, "the tournament stored finished", 120.0)
        director.close()
        assert await night.stop() is None

    asyncio.run(asyncio.wait_for(test(), 120.0))
    with EventStore.open(database, readonly=True) as store:
        one, two = store.tournaments()
        commands = list(store.commands(two.id))
    assert (one.status, two.status) == ("finished", "finished")
    assert two.settings[NIGHT_KEY] == {"name": "Friday", "number": 2, "after": one.id}
    registrations = [c.payload["name"] for c in commands if c.kind == "register"]
    assert registrations[0] == "Dee" and sorted(registrations) == ["Ann", "Bob", "Dee"]
    claims = [c for c in commands if c.kind == "claim"]
    assert [c.payload["name"] for c in claims] == ["Dee"] and claims[0].payload["token"]


def test_a_night_stopped_in_its_second_tournament_resumes_the_second(tmp_path: Path) -> None:
    """Resume after a crash resumes the night whichever tournament it is in: the second, with
    its name and place in the night and the held seat's claimed token; the next it opens is
    the third."""
    database = tmp_path / "night.sqlite3"
    tokens: dict[str, str] = {}

    async def first() -> None:
        night = HostedNight(plan(database))
        host = await night.start()
        for seed, name in enumerate(FIRST):
            bot(night, name, seed)
        await until(lambda: len(host.game.tournament.field) >= 3, "the field full", 120.0)
        await turned_away(night, "Dee")
        await host.done.wait()
        await until(lambda: night.stored_finished, "the tournament stored finished", 120.0)
        assert await night.next_tournament() == ""
        assert await night.next_tournament() == "The tournament in play is not over yet"
        for seed, name in enumerate(["Dee", "Ann", "Bob"]):
            bot(night, name, 10 + seed)
        await until(lambda: host.game.tournament.hands_played >= 3, "three hands played", 120.0)
        tokens.update(host.admission.tokens)
        assert await night.stop() is None

    async def resumed() -> None:
        night = HostedNight(plan(database, resume=True, start_when=None))
        host = night.open()
        assert host.game.name == "Friday, tournament 2" and night.number == 2
        assert host.admission.tokens == tokens and tokens["Dee"]
        assert await night.stop() is None

    asyncio.run(asyncio.wait_for(first(), 120.0))
    asyncio.run(asyncio.wait_for(resumed(), 60.0))
