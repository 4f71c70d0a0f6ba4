"""A league night (issue 21): members only, tournaments counted in the season, the waiting list
of one first in the next (S7-2), and the season's standings as the formula gives them by hand.
The issue's night of 64 and a waiting 65th (some 10 s), and the same at a field of three."""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest

from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.league.points import SQUARE_ROOT
from app.net import protocol as p
from app.net.client import Client, Refused
from app.net.night import HostedNight, NightPlan
from app.store import EventStore, League
from app.store.season_table import season_table
from tests.support.waiting import until

ADULT = date(2026, 1, 1)


def league_file(database: Path, members: list[str]) -> None:
    with EventStore.open(database) as store:
        league = League(store)
        for name in [*members, "Eve"]:
            league.add_member(name, adult_confirmed_on=ADULT)
        league.revoke("Eve", reason="chips taken from another table", by="Hal")
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28),
                             formula=SQUARE_ROOT.to_dict())


def by_hand(field: int, place: int, tied: int) -> Decimal:
    """10 * sqrt(n) / sqrt(p), shared by the `tied` players at `place` (C-12: the mean of the
    places they share), then to the hundredth, half up once: the square-root formula."""
    exact = sum(10 * Decimal(field).sqrt() / Decimal(shared).sqrt()
                for shared in range(place, place + tied)) / tied
    return exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


async def refused(night: HostedNight, name: str) -> str:
    client = Client(await night.connect())
    with pytest.raises(Refused) as refusal:
        await client.hello("player", name=name, code="4321")
    return refusal.value.reason


def test_a_league_night_of_two_tournaments_counts_in_the_season(tmp_path: Path) -> None:
    """Three seats: Ann, Bob, Cid play the first, Dee waits; Dee, Ann, Bob the second."""
    league_night(tmp_path, ["Ann", "Bob", "Cid"], "Dee", ["Ann", "Bob"], 120.0)


def test_the_issues_league_night_of_64_and_a_waiting_65th(tmp_path: Path) -> None:
    """The issue's night: 64 members fill the first tournament (S7-1), the 65th waits and
    has the first seat of the second (S7-2), which 20 of the first field play with her."""
    field = [f"Member {number:02}" for number in range(1, 65)]
    league_night(tmp_path, field, "Member 65", field[:20], 1800.0)


def league_night(tmp_path: Path, field: list[str], waiting: str, again: list[str],
                 seconds: float) -> None:
    database = tmp_path / "league.sqlite3"
    league_file(database, [*field, waiting])
    size = len(field)

    async def test() -> None:
        night = HostedNight(NightPlan(
            name="Friday", rules=Series7Rules(field_max=size), join_code="4321",
            database=database, bet_seconds=0.2, decision_seconds=0.2, speedup=3000.0,
            start_when=size, season="Winter", members_only=True))
        host = await night.start()

        def bots(names: list[str], seed: int) -> None:
            for index, name in enumerate(names):
                night.run_beside(play_as_bot(
                    night.connect, name=name, code="4321",
                    policy=make_bot("basic", random.Random(seed + index)), retry_seconds=0.05))

        director = Client(await night.connect())
        await director.hello("director", code=host.admission.director_code)
        assert "not one: ask the director to register you" in await refused(night, "Zed")
        while not isinstance(notice := await director.receive(), p.Notice):
            pass
        assert notice.text.startswith("Not registered: Tonight is for members of the league "
                                      "only, and Zed is not one")
        director.close()
        assert await refused(night, "eve") == (
            f"The membership of Eve (member {size + 2}) was revoked on "
            f"{date.today()} by Hal: chips taken from another table")
        # The league's way of writing a name is the one used ("ann" plays as "Ann").
        bots([field[0].lower(), *field[1:]], 0)
        await until(lambda: len(host.game.tournament.field) >= size, "the field full", seconds)
        assert sorted(host.game.tournament.field) == sorted(field)
        assert "waiting list" in await refused(night, waiting)
        await host.done.wait()
        await until(lambda: night.stored_finished, "the first stored finished", seconds)
        assert await night.next_tournament() == ""
        assert host.game.tournament.field == [waiting]  # first in line (S7-2)
        bots([waiting, *again], 10)
        await until(lambda: len(host.game.tournament.field) >= 1 + len(again),
                    "the second field registered", seconds)
        director = Client(await night.connect())  # fewer than start_when: the director starts
        await director.hello("director", code=host.admission.director_code)
        await director.send(p.Direct(act="start"))
        await host.done.wait()
        await until(lambda: night.stored_finished, "the second stored finished", seconds)
        director.close()
        assert await night.stop() is None

    asyncio.run(asyncio.wait_for(test(), seconds))
    with EventStore.open(database, readonly=True) as store:
        league = League(store)
        first, second = store.tournaments()
        assert league.season_tournaments("Winter") == [first.id, second.id]
        assert store.commands(second.id).__next__().payload["name"] == waiting
        expected: dict[str, Decimal] = {}
        for tournament in (first, second):
            results = store.results(tournament.id)
            places = Counter(row["place"] for row in results)  # players tied at each place
            for row in results:
                expected[row["name"]] = expected.get(row["name"], Decimal(0)) + by_hand(
                    len(results), row["place"], places[row["place"]])
        table = season_table(league, "Winter")
    assert {row.member: Decimal(row.points) / 100 for row in table.rows} == expected
    points = [row.points for row in table.rows]
    assert points == sorted(points, reverse=True)
    twice = set(again)
    assert {row.member: row.events for row in table.rows} == {
        name: 2 if name in twice else 1 for name in [*field, waiting]}
    assert any(row.chips_won_dealing for row in table.rows)  # Series 7 deals (S7-13)


def test_a_championship_seats_only_its_seeded_members(tmp_path: Path) -> None:
    """The season's championship (S7-1, `pitboss host --championship`): only the members it
    seeded register; another member is told why, in words."""
    database = tmp_path / "league.sqlite3"
    league_file(database, ["Ann", "Bob", "Cid"])

    async def test() -> None:
        night = HostedNight(NightPlan(
            name="Final", rules=Series7Rules(), join_code="4321", database=database,
            members_only=True, invited=("Ann", "Bob")))
        night.open()
        assert await refused(night, "Cid") == (
            "Tonight's championship seats the season's top 2, and Cid is not among them")
        client = Client(await night.connect())
        welcome = await client.hello("player", name="bob", code="4321")
        assert welcome.name == "Bob"
        client.close()
        assert await night.stop() is None

    asyncio.run(asyncio.wait_for(test(), 30.0))
