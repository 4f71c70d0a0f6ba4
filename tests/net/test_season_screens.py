"""The season's standings on the screens of a league night (issue 21): /season.json and the
/season page of the host's web server, and the `season` message a display or a director
follows (`follow`), sent on connecting and when each tournament of the night ends, never to a
player; a season of 500 members fits a frame, cut to its leaders with the count of all."""

from __future__ import annotations

import asyncio
import html
import json
import random
import re
from datetime import date
from pathlib import Path
from typing import TypeVar

import msgspec
import pytest

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.core.game import Game
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.league.points import SQUARE_ROOT, Hundredths, format_points
from app.league.standings import SeasonStandings, Standing
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from app.net.season_board import SeasonBoard, season_message, season_page
from app.net.web_clock import WebClock
from app.store import EventStore, League
from app.store.season_table import season_table
from tests.support.chromium import chromium, needs_chromium
from tests.support.loop import run
from tests.support.waiting import until

ADULT = date(2026, 1, 1)
Wanted = TypeVar("Wanted")
FIELD = ["Ann", "Bob", "Cid"]


def league_file(database: Path) -> None:
    with EventStore.open(database) as store:
        league = League(store)
        for name in [*FIELD, "Dee"]:
            league.add_member(name, adult_confirmed_on=ADULT)
        league.create_season("Winter", starts_on=date(2026, 12, 1), ends_on=date(2027, 2, 28),
                             formula=SQUARE_ROOT.to_dict())


async def fetch(port: int, path: str) -> tuple[int, bytes]:
    """GET `path`: the status and the body."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
        await writer.drain()
        async with asyncio.timeout(10):
            answer = await reader.read()
    finally:
        writer.close()
        await writer.wait_closed()
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


async def receive_until(client: Client, kind: type[Wanted]) -> Wanted:
    """The next message of `kind` the client is sent, past any other."""
    while True:
        message = await client.receive()
        assert message is not None, "the host closed the connection"
        if isinstance(message, kind):
            return message


def test_a_night_shows_its_season_once_each_tournament_ends(tmp_path: Path) -> None:
    """A night in a season of no tournament yet: /season.json has the season and no row, a
    display is sent the same at once; once the first tournament is stored finished, both have
    the standings the store gives (app/store/season_table.py), and a player never had any;
    the night's second tournament ends and both have the standings of the two."""
    database = tmp_path / "league.sqlite3"
    league_file(database)

    async def test() -> None:
        night = HostedNight(NightPlan(
            name="Friday", rules=Series7Rules(field_max=3), join_code="4321",
            database=database, bet_seconds=0.2, decision_seconds=0.2, speedup=3000.0,
            start_when=3, season="Winter", members_only=True, address="127.0.0.1",
            announce=False, clock_port=0))
        host = await night.start()
        try:
            port = int(night.clock_url().rsplit(":", 1)[1].split("/")[0])
            assert night.season_url() == f"http://127.0.0.1:{port}/season"
            status, body = await fetch(port, "/season.json")
            before = json.loads(body)
            assert status == 200 and before == {"season": "Winter", "tournaments": 0,
                                                "members": 0, "rows": []}
            status, body = await fetch(port, "/season")
            assert status == 200 and b'<tbody id="rows">' in body

            display = SeatSession(night.connect, name="", code="4321", role="display")
            display.follow("season")
            director = Client(await night.connect())
            await director.hello("director", code=host.admission.director_code)
            await director.send(p.Follow(topic="season"))
            night.run_beside(display.run())
            await until(lambda: display.state.season is not None, "the display's season", 120.0)
            assert display.state.season == p.SeasonTable(season="Winter", tournaments=0,
                                                         members=0, rows=[])
            assert await receive_until(director, p.SeasonTable) == display.state.season
            # A player asks too: refused in words, and never sent the table.
            player = Client(await night.connect())
            await player.hello("player", name="Ann", code="4321")
            await player.send(p.Follow(topic="season"))
            error = await receive_until(player, p.Error)
            assert error.message == "Only a display or the director follows the season's " \
                                    "standings"
            player.close()

            def play(names: list[str]) -> None:
                for index, name in enumerate(names):
                    night.run_beside(play_as_bot(
                        night.connect, name=name, code="4321", retry_seconds=0.05,
                        policy=make_bot("basic", random.Random(index))))

            play(FIELD)
            await host.done.wait()
            await until(lambda: night.stored_finished, "the first stored finished", 120.0)
            await until(lambda: display.state.season is not None
                        and bool(display.state.season.rows), "the season's rows shown", 120.0)
            shown = display.state.season
            assert await receive_until(director, p.SeasonTable) == shown
            director.close()

            status, body = await fetch(port, "/season.json")
            after = json.loads(body)
            with EventStore.open(database, readonly=True) as store:
                expected = season_table(League(store), "Winter")
            assert status == 200 and after["season"] == "Winter"
            assert after["tournaments"] == shown.tournaments == 1
            assert after["members"] == shown.members == len(expected.rows) == 3
            assert after["rows"] == msgspec.to_builtins(shown.rows)
            assert [(row.member, row.points, row.events, row.wins, row.best_finish)
                    for row in shown.rows] == [
                (row.member, format_points(row.points), row.events, row.wins, row.best_finish)
                for row in expected.rows]
            assert [row.position for row in shown.rows] == [1, 2, 3]
            assert shown.rows[0].wins == 1 and shown.rows[0].best_finish == 1

            # The night's next tournament: when it ends, the display (still connected, still
            # following) and the page have the standings of both.
            assert await night.next_tournament() == ""
            play(["Dee", "Ann", "Bob"])
            await until(lambda: display.state.season is not shown,
                        "the season after the second shown", 120.0)
            again = display.state.season
            assert night.stored_finished and host.game.tournament.over
            status, body = await fetch(port, "/season.json")
            assert (again.tournaments, again.members) == (2, 4)
            assert json.loads(body)["rows"] == msgspec.to_builtins(again.rows)
            assert sorted(row.events for row in again.rows) == [1, 1, 2, 2]
        finally:
            await night.stop()

    run(test, 120.0)


def test_the_board_reads_the_store_once_per_tournament_not_per_request(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A flood of requests for /season.json reads no database: the body is the one encoded
    when the standings last changed (fails if the server worked the table out per request)."""
    database = tmp_path / "league.sqlite3"
    league_file(database)
    reads = []

    def counted(league: League, season: str) -> SeasonStandings:
        reads.append(season)
        return season_table(league, season)

    monkeypatch.setattr("app.net.season_board.season_table", counted)

    async def test() -> None:
        with EventStore.open(database) as store:
            board = SeasonBoard(League(store), "Winter")
            web = WebClock(dict, season=board.page_json)
            await web.start("127.0.0.1", 0)
            try:
                status, _ = await fetch(web.port, "/season.json")
                assert status == 404  # not worked out yet: nothing to show
                board.refresh()
                answers = await asyncio.gather(*(fetch(web.port, "/season.json")
                                                 for _ in range(40)))
            finally:
                await web.close()
        assert {status for status, _ in answers} == {200}
        assert len({body for _, body in answers}) == 1
        assert reads == ["Winter"]

    run(test)


def test_a_display_following_a_night_in_no_season_is_sent_nothing_more() -> None:
    """No season tonight: a display's `follow` is taken without an answer (no error, no
    table); the next thing it hears is the answer to its ping."""
    async def test() -> None:
        host = Host(Game(Series7Rules(), name="Friday"), join_code="4321")
        display = Client(host.connect_local())
        await display.hello("display", code="4321")
        assert isinstance(await display.receive(), p.Snapshot)
        await display.send(p.Follow(topic="season"))
        await display.send(p.Ping(sent=1.0))
        assert isinstance(await display.receive(), p.Pong)
        display.close()
        await host.stop()

    run(test)


def test_a_night_in_no_season_says_so_in_a_404() -> None:
    async def test() -> None:
        web = WebClock(dict)
        await web.start("127.0.0.1", 0)
        try:
            status, body = await fetch(web.port, "/season.json")
        finally:
            await web.close()
        assert status == 404
        assert json.loads(body) == {"season": None,
                                    "message": "Tonight's tournaments count in no season."}

    run(test)


WIDE = "\U00020000"  # a CJK letter, four bytes in UTF-8


def a_season(members: int) -> SeasonStandings:
    """`members` rows whose names take the most bytes a name may (24 four-byte letters)."""
    rows = tuple(Standing(f"{WIDE * 20}{number:04}", Hundredths(100_000 - number), 200,
                          200, 1, 123.456789, -(10**9)) for number in range(members))
    return SeasonStandings(rows, {})


def test_a_season_of_500_members_fits_a_frame_cut_to_its_leaders() -> None:
    """The message holds the top SEASON_ROWS with the count of all, well within the host's
    frame limit, and a client reads it back; the web page's JSON keeps every row."""
    standings = a_season(500)
    message = season_message("Winter", 200, standings)
    frame = p.encode(message)
    assert len(frame) < p.MAX_HOST_FRAME // 4, len(frame)
    assert message.members == 500 and len(message.rows) == p.SEASON_ROWS
    assert [row.position for row in message.rows] == list(range(1, p.SEASON_ROWS + 1))
    assert p.decode_host(frame[p.HEADER.size:]) == message
    assert [row.points for row in message.rows[:2]] == ["1000", "999.99"]
    assert message.rows[0].average_finish == 123.46
    page = json.loads(season_page("Winter", 200, standings))
    assert page["members"] == 500 and len(page["rows"]) == 500
    # A host may not send more rows than the protocol says: a client refuses them.
    too_long = msgspec.json.encode({**msgspec.to_builtins(message),
                                    "rows": page["rows"][:p.SEASON_ROWS + 1]})
    with pytest.raises(p.ProtocolError, match="length"):
        p.decode_host(too_long)


# ---- the page in Chromium ---------------------------------------------------------------------

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit",
         "Maximilian-Ernst"]


def a_league_season() -> SeasonStandings:
    rows = tuple(Standing(name, Hundredths(9_000 - 650 * index + (index % 3) * 25),
                          3 - index % 2, 2 if index == 0 else int(index < 3), 1 + index // 2,
                          1.5 + index * 0.75, 1_250 - 400 * index)
                 for index, name in enumerate(NAMES))
    return SeasonStandings(rows, {})


@needs_chromium
def test_the_season_page_in_chromium_shows_every_row(tmp_path: Path) -> None:
    """The /season page as a browser shows it: the season, how many tournaments and members,
    each member's row in the table's order with its figures; a night with no season says so.
    A screenshot at TV size is saved to /tmp/season_web.png to be looked at."""
    standings = a_league_season()
    body = season_page("Winter", 3, standings)

    async def test() -> None:
        web = WebClock(dict, season=lambda: body)
        none = WebClock(dict)
        await web.start("127.0.0.1", 0)
        await none.start("127.0.0.1", 0)
        try:
            dom = await chromium(tmp_path, f"http://127.0.0.1:{web.port}/season", "--dump-dom")
            await chromium(tmp_path, f"http://127.0.0.1:{web.port}/season",
                           "--screenshot=/tmp/season_web.png", "--window-size=1920,1080")
            empty = await chromium(tmp_path, f"http://127.0.0.1:{none.port}/season",
                                   "--dump-dom")
        finally:
            await web.close()
            await none.close()
        assert '<body class="mode-table">' in dom, dom[-2000:]
        assert '<div id="season">Winter · season standings</div>' in dom
        assert '<div id="summary">after 3 tournaments · 12 members</div>' in dom
        rows = re.findall(r"<tr[^>]*>(.*?)</tr>", dom.split('<tbody id="rows">')[1])
        cells = [re.findall(r"<td[^>]*>([^<]*)</td>", row) for row in rows]
        assert [row[1] for row in cells] == NAMES
        first = standings.rows[0]
        assert cells[0] == ["1.", "Ann", format_points(first.points), "3", "2", "1", "1.5",
                            "1,250"]
        assert cells[-1][-1] == "-3,150"  # a loss dealing keeps its sign
        assert '<body class="mode-none">' in empty
        assert "Tonight's tournaments count in no season." in html.unescape(empty)
        shot = Path("/tmp/season_web.png").read_bytes()
        assert shot.startswith(b"\x89PNG\r\n\x1a\n") and len(shot) > 20_000

    run(test)
