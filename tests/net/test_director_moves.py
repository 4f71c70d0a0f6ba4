"""The director's move of the player who deals next, over a real host on loopback (S7-24,
issue 18: "P05 deals the next hand at table N" was a refusal). The move is accepted at once
and the director hears that it is queued; the player deals that hand, then moves, and the
director hears that too; the host keeps dealing; and the stored record keeps the rotation
rules (S7-6, S7-10, S7-23), as the independent checker reads it from the store."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from app.client.remote_bot import play_as_bot
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, tcp_connector
from app.net.host import Host
from app.store import EventStore
from tests.support.loop import run
from tests.support.ports import free_port
from tests.support.rotation_check import rotation_violations
from tests.support.waiting import until


async def director_act(director: Client, player: str, *acts: str) -> dict[str, Any]:
    """The first DirectorActed of `acts` naming `player` that the director hears; an error
    the host sends back fails the test with its words."""
    while True:
        message = await asyncio.wait_for(director.receive(), 20.0)
        if isinstance(message, p.Error):
            raise AssertionError(message.message)
        if isinstance(message, p.Events):
            for event in message.events:
                if event["type"] == "DirectorActed" and event["act"] in acts \
                        and event["detail"].startswith(player):
                    return event


def test_the_player_who_deals_next_moves_after_that_hand(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    store = EventStore.open(tmp_path / "night.sqlite3")
    tournament_id = store.create_tournament(name="Night", variant="series7", settings={},
                                            at=0.0)

    async def test() -> None:
        host = Host(Game(Series7Rules(), store=store, tournament_id=tournament_id),
                    join_code="4321", director_code="9999", bet_seconds=0.5,
                    decision_seconds=0.5, speedup=30.0, start_when=10)
        port = free_port()
        server = await host.serve("127.0.0.1", port)
        runner = asyncio.create_task(host.run())
        connect = tcp_connector("127.0.0.1", port)
        bots = [asyncio.create_task(play_as_bot(
            connect, name=f"P{index:02d}", code="4321",
            policy=make_bot("basic", random.Random(index)), retry_seconds=0.1))
            for index in range(10)]
        director = Client(await connect())
        await director.hello("director", name="", code="9999")
        tournament = host.game.tournament
        await until(lambda: tournament.hands_played >= 4, "four hands played", 20.0)
        # Paused, the hands in play are played out and no other is dealt: who deals next at
        # table 1 stays so until the clock runs again.
        await director.send(p.Direct(act="pause"))
        await until(lambda: host.game.clock is not None and host.game.clock.paused
                    and not tournament.rounds, "the hands in play over", 20.0)
        assert len(tournament.tables) == 2
        source, target = tournament.table_numbers()
        dealer = tournament.tables[source].dealer
        await director.send(p.Direct(act="move", arguments={"player": dealer, "table": target}))
        queued = await director_act(director, dealer, "move_queued")
        assert queued["detail"] == (f"{dealer} to table {target} once the next hand at table "
                                    f"{source}, which {dealer} deals, is over")
        assert tournament.table_of[dealer] == source
        dealt = len(tournament.deal_history[source])
        await director.send(p.Direct(act="resume"))
        moved = await director_act(director, dealer, "move", "move_dropped")
        assert tournament.deal_history[source][dealt] == dealer  # they dealt it, then moved
        if moved["act"] == "move_dropped":  # rare: the dealer lost every chip in that hand
            assert moved["detail"].endswith("is out of the tournament")
        else:
            assert moved["detail"].startswith(f"{dealer}: table {source} seat ")
            assert tournament.table_of.get(dealer) == target
        played = tournament.hands_played
        await until(lambda: tournament.hands_played >= played + 4 or tournament.over,
                    "the host dealing on", 20.0)
        assert host.failure is None
        for task in [runner, *bots]:
            task.cancel()
        await asyncio.gather(runner, *bots, return_exceptions=True)
        director.close()
        server.close()
        await server.wait_closed()

    with caplog.at_level("ERROR", logger="pitboss.host"):
        run(test, timeout=90)
    assert not [record for record in caplog.records if "internal error" in record.message]
    record = [(event.table, event.payload) for event in store.events(tournament_id)]
    assert sum(1 for _, event in record if event["type"] == "HandStarted") >= 8
    assert rotation_violations(record) == []
    store.close()
