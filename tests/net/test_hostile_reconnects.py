"""Seated players reconnecting as fast as the host answers, and refusals the client never got,
against a real host on loopback (issue 20, "Reconnect storms and lost refusals": ten seated
players reconnecting 2,100-2,500 times a second stored two commands per reconnect, 1.3-1.5 GiB
an hour, and slowed the game from about 6 to about 1 hand a second; 288-353 of 900 refusals
were never received).

What a reconnect stored: "away" when its connection closed (S7-9) and "away" undone when it
came back, two commands each time. Holding (app/net/floods.py): a player is away only once gone
AWAY_GRACE seconds, so a reconnect in between stores nothing; a seat's reconnects past
RECONNECTS_FREE in ten minutes wait a growing delay (0.5 s doubling to 30 s) in their own task,
another one of the same seat meanwhile refused when the waiting one has its turn. A refusal
waits for no commit, and the host reads what the client sends after it until the client
hangs up, so no reset drops it.

Measured on this machine (2 shared cores; the tests print their figures):
- before, the clock paused (only reconnects could store anything): 2,320 reconnects taken in
  3 s from two connections a seat at a time, 2,320 commands stored, 3.25 MB in 3 s (3.7 GiB an
  hour); in a 10 s run, 4,104 reconnects and 8,208 "away" commands (two a reconnect); the
  clock running, ten bots beside: 83.7 hands a second quiet, 5.2 during the storm;
- after: 80 reconnects taken in 3.6 s (`reconnects_within`: 6 at once, then 0.5 s, 1 s, 2 s...
  apart, one each 30 s in the end: 130 a seat in an hour), 60 commands stored (57 KB), none
  for a player back within the grace; at most 2 x 124 commands a seat in an hour, about 16 KB
  a seat at the 66 bytes a command measured; the clock running: 51.9 hands a second quiet,
  28.9 during the storm (the storm's connections sharing the loop and the two cores);
- since the keyed channel (each reconnect a SPAKE2 handshake, about 9 ms of CPU a side, both
  sides in this one process): 80 taken in 4.5 s, 80 commands stored: the handshakes put even
  the 0.5 s wait past the grace, so each waited reconnect is away and back;
- refusals: a client that sends a ping a millisecond after its refused hello lost its refusal
  390 times of 900 before (the host closed with the ping unread, and the reset made the
  client's system drop the refusal it had not read); none of 900 after.

The storms and the refusals are real time: how fast this machine's clients reconnect, and a
ping's bytes racing the host's close. The grace and the pacing a single player meets run in
virtual time (tests/support/virtual_time.py), where a reconnect "at once" takes no time.
"""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from app.client.remote_bot import play_as_bot
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, tcp_connector
from app.net.floods import AWAY_GRACE, RECONNECTS_FREE, reconnects_within
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from app.net.secure_channel import ChannelRefused
from app.timebase import SYSTEM, LoopTime, Timebase
from tests.support.channels import answer, keyed
from tests.support.loop import run
from tests.support.virtual_time import run_in_virtual_time
from tests.support.waiting import throughout, until

JOIN = "4321"
STORMER = "127.0.0.2"
SEATS = 10
VIRTUAL_END = 600.0  # a virtual test that has not ended by then fails (a hang)


async def first_answer(port: int, hello: p.Hello, *, source: str = STORMER,
                       then: p.Message | None = None, after: float = 0.0) -> str:
    """One connection through the keyed channel (issue 20): `hello` (and `then`, `after`
    seconds later), the host's first answer's type ("Welcome", "Refused"...) or the error met
    reading it; then it closes."""
    try:
        conn = await keyed(port, JOIN, source=source)
    except ChannelRefused:
        return "Refused"
    except (ConnectionError, TimeoutError) as error:
        return type(error).__name__
    try:
        await conn.send(p.encode(hello))
        if then is not None:
            await asyncio.sleep(after)  # real time: bytes racing the host's close of its end
            await conn.send(p.encode(then))
        message = await asyncio.wait_for(answer(conn), 40.0)
        return "IncompleteReadError" if message is None else type(message).__name__
    except (ConnectionError, TimeoutError) as error:
        return type(error).__name__
    finally:
        conn.close()


async def storm(port: int, seats: list[tuple[str, str]], seconds: float,
                at_once: int = 2) -> dict[str, int]:
    """Each seat taken back with its token over and over for `seconds`, `at_once` connections
    of each seat at a time, each closed once answered: the answers, counted."""
    answers: dict[str, int] = {}
    until = time.monotonic() + seconds

    async def again(name: str, token: str) -> None:
        while time.monotonic() < until:
            answer = await first_answer(port, p.Hello(protocol=p.PROTOCOL_VERSION,
                                                      role="player", name=name, code=JOIN,
                                                      token=token))
            answers[answer] = answers.get(answer, 0) + 1

    await asyncio.gather(*(again(name, token) for name, token in seats
                           for _ in range(at_once)))
    return answers


async def storm_night(database: Path, *, bots: int, timebase: Timebase = SYSTEM
                      ) -> tuple[HostedNight, Host, list[tuple[str, str]]]:
    """A Series 7 night stored in `database`, on TCP: SEATS storm seats (registered from
    STORMER, each then gone, so away: S7-9) beside `bots` bots; once it has started.
    `timebase`: the night's clock (the loop's, in virtual time)."""
    night = HostedNight(NightPlan(
        name="Storm", rules=Series7Rules(), join_code=JOIN, database=database,
        address="127.0.0.1", announce=False, bet_seconds=0.3, decision_seconds=0.3,
        speedup=60.0, start_when=SEATS + bots), timebase)
    host = await night.start()
    connect = tcp_connector("127.0.0.1", night.port)
    for index in range(bots):
        night.run_beside(play_as_bot(connect, name=f"Bot{index}", code=JOIN,
                                     policy=make_bot("basic", random.Random(index)),
                                     retry_seconds=0.05))
    seats = []
    for index in range(SEATS):
        client = Client(await connect())
        welcome = await client.hello("player", name=f"Storm{index}", code=JOIN)
        seats.append((welcome.name, welcome.token))
        client.conn.close()
    await until(lambda: host.game.started, "the night started", 30.0)
    for name, token in seats:  # gone after the start: away, as a storm leaves them
        client = Client(await connect())
        await client.hello("player", name=name, code=JOIN, token=token)
        client.conn.close()
    await until(lambda: len(host.game.tournament.away) >= SEATS, "every storm seat away",
                30.0)
    return night, host, seats


def stored_bytes(database: Path) -> int:
    return sum(path.stat().st_size for path in database.parent.glob(database.name + "*"))


def test_a_reconnect_storm_is_paced_and_stores_next_to_nothing(tmp_path: Path) -> None:
    """The clock paused, so only reconnects could store anything: ten seats reconnecting two
    connections at a time for 3 s. Failed before: every reconnect was taken at once (about
    1,200 in 3 s) and stored two commands."""
    seconds = 3.0

    async def test() -> None:
        database = tmp_path / "night.db"
        night, host, seats = await storm_night(database, bots=0)
        try:
            await host.runner.run(lambda at: host.game.direct("pause", at))
            commands, size = host.game.commands_applied, stored_bytes(database)
            started = time.monotonic()
            answers = await storm(night.port, seats, seconds)
            lasted = time.monotonic() - started  # the last reconnects waited their turn
            # Every seat's connections closed: once the grace is over, all are away again.
            await until(lambda: len(host.game.tournament.away) == SEATS,
                        "every seat away again", AWAY_GRACE + 5.0)
            stored = host.game.commands_applied - commands
            grown = stored_bytes(database) - size
            # Taken: welcomed, or replaced by the seat's next connection before its welcome
            # went out (the newest connection of a seat holds it).
            taken = answers.get("Welcome", 0) + answers.get("IncompleteReadError", 0)
            print(f"{taken} reconnects taken in {lasted:.1f} s, answers {answers}; {stored} "
                  f"commands stored, the file grew {grown:,} bytes")
            most = reconnects_within(lasted)  # a seat's: the free ones, then 0.5 s, 1 s...
            assert taken <= SEATS * most
            # The seats are away when the storm begins, so the first reconnect brings each
            # back; then at most away and back for each later one (a reconnect that waited,
            # the seat gone meanwhile; on a loaded machine a free one whose handshake outlasts
            # the grace too: CI stored 74 for 70 taken); and the last away. Free reconnects
            # within the grace storing nothing is the next test's.
            assert stored <= 2 * taken
            assert set(answers) <= {"Welcome", "Refused", "IncompleteReadError"}
        finally:
            await night.stop()

    run(test, timeout=90)


def test_a_player_back_within_the_grace_stores_nothing_and_never_waits(tmp_path: Path) -> None:
    """A person whose Wi-Fi drops: RECONNECTS_FREE reconnects in a row, each taken at once, the
    seat never marked away, nothing stored. Failed before: two commands a reconnect. In
    virtual time: the grace is the loop's, and "at once" is no time at all on its clock."""
    async def test(timebase: LoopTime) -> None:
        database = tmp_path / "night.db"
        night, host, seats = await storm_night(database, bots=0, timebase=timebase)
        name, token = seats[0]
        connect = tcp_connector("127.0.0.1", night.port)
        tournament = host.game.tournament
        try:
            await host.runner.run(lambda at: host.game.direct("pause", at))
            client = Client(await connect())
            await client.hello("player", name=name, code=JOIN, token=token)
            await until(lambda: name not in tournament.away, f"{name} back", 1.0)
            commands = host.game.commands_applied

            def unchanged() -> bool:
                return name not in tournament.away and host.game.commands_applied == commands
            for _ in range(RECONNECTS_FREE - 1):
                client.conn.close()
                await throughout(unchanged, "gone a moment, not away", AWAY_GRACE / 4)
                started = timebase.monotonic()
                client = Client(await connect())
                await client.hello("player", name=name, code=JOIN, token=token)
                assert timebase.monotonic() - started < AWAY_GRACE / 2
                await throughout(unchanged, "back, playing, nothing stored", AWAY_GRACE)
            assert name not in tournament.away
            assert host.game.commands_applied == commands
            client.conn.close()
        finally:
            await night.stop()

    run_in_virtual_time(test, end=VIRTUAL_END)


def test_every_refusal_reaches_its_client() -> None:
    """900 hellos refused (a role word for a name), each client sending a ping a millisecond
    after its hello, as a client's heartbeat may: every one reads its refusal. Failed before:
    381 of 900 were reset before they read it. In real time: the ping's bytes must reach the
    host while it is still busy with the refusal (in virtual time none does: the old host,
    its linger taken out, passed 200 of 200)."""
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code=JOIN)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        hello = p.Hello(protocol=p.PROTOCOL_VERSION, role="player", name="Director", code=JOIN)
        answers: dict[str, int] = {}
        try:
            for _ in range(9):
                for answer in await asyncio.gather(*(
                        first_answer(port, hello, then=p.Ping(sent=1.0), after=0.001)
                        for _ in range(100))):
                    answers[answer] = answers.get(answer, 0) + 1
            print(f"900 refused connections: {answers}")
            assert answers == {"Refused": 900}
        finally:
            await host.stop()
            server.close()
            await server.wait_closed()

    run(test, timeout=120)


@pytest.mark.slow
def test_the_tables_keep_their_pace_through_a_storm(tmp_path: Path) -> None:
    """Ten bots play beside the ten storm seats: hands a second without and with a storm of
    two connections a seat at a time, and what the storm stored. Failed before: 77.6 hands a
    second fell to 5.0 during the storm, with two commands stored a reconnect. The quiet pace
    is timed over `quiet_hands` (about 10 s at the 51.9 hands a second measured), the storm's
    over its `seconds`: real time, this machine's pace with and without the storm's load."""
    seconds = 10.0
    quiet_hands = 500

    async def test() -> None:
        database = tmp_path / "night.db"
        night, host, seats = await storm_night(database, bots=10)
        tournament = host.game.tournament
        try:
            await until(lambda: tournament.hands_played >= 10, "the bots playing", 30.0)
            hands, started = tournament.hands_played, time.monotonic()
            await until(lambda: tournament.hands_played >= hands + quiet_hands,
                        f"{quiet_hands} hands played quietly", 90.0)
            quiet = (tournament.hands_played - hands) / (time.monotonic() - started)
            hands, started = tournament.hands_played, time.monotonic()
            answers = await storm(night.port, seats, seconds)
            stormy = (tournament.hands_played - hands) / (time.monotonic() - started)
            print(f"{quiet:.1f} hands a second quiet, {stormy:.1f} in the storm "
                  f"(answers {answers})")
            assert not tournament.over and stormy >= quiet / 3
        finally:
            await night.stop()

    run(test, timeout=120)
