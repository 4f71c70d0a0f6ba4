"""The table once the tournament is over (issue 19): its clock stops and says so, and the
field line names the winner in the one seat model's words (TableState.field_words), as the
console's does. Before, a spectator's table went on counting the last level down ("02:06",
"Level 6 · bets 800 to 1,600") under the results."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.client.remote_bot import play_as_bot
from app.client.seat_session import SeatSession
from app.engine.bots import make_bot
from app.engine.rules import Variant
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.night import HostedNight
from app.net.transport import Connection
from app.ui.table_view import TableView
from tests.support.nights import night_plan
from tests.support.waiting import until

NAMES = ["Ann", "Bob", "Cid"]


def test_the_tables_clock_stops_when_the_tournament_is_over(
        qtbot: QtBot, qt_loop: asyncio.AbstractEventLoop, tmp_path: Path) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.speed = 0.0
    view.resize(1280, 800)
    view.show()

    async def test() -> None:
        night = HostedNight(night_plan(tmp_path / "night.sqlite3", Series7Rules(), len(NAMES)))
        await night.start()
        watcher = SeatSession(night.connect, name="", code="4321", role="spectator")
        view.attach(watcher)
        watching = asyncio.create_task(watcher.run())
        for index, name in enumerate(NAMES):
            night.run_beside(play_as_bot(night.connect, name=name, code="4321",
                                         policy=make_bot("basic", random.Random(index)),
                                         retry_seconds=0.05))
        try:
            await until(lambda: view.shown.clock is not None, "a clock", 60.0)
            await until(lambda: view.shown.over, "the end", 60.0)
            await until(lambda: view.ui.clock_label.text() == "Finished", "the clock stopped", 60.0)
            winner = view.shown.winner()
            assert winner in NAMES
            assert view.ui.level_label.text().endswith(f"Over: {winner} wins")
            ticks: list[None] = []  # the table's own clock ticks twice: nothing counts down
            view.clock.ticked.connect(lambda: ticks.append(None))
            await until(lambda: len(ticks) >= 2, "two ticks of the table's clock", 5.0)
            assert view.ui.clock_label.text() == "Finished"
        finally:
            watcher.close()
            watching.cancel()
            await asyncio.gather(watching, return_exceptions=True)
            await night.stop()

    qt_loop.run_until_complete(asyncio.wait_for(test(), 90.0))


def test_a_finished_game_whose_host_has_gone_says_it_is_over(qtbot: QtBot) -> None:
    """Issue 38: a 10-hand game at home ended on its results with "Waiting for the host to
    come back" behind them: the game's host stops at its end, and the table took that for a
    host lost. Over, the table says so and shows no banner. Failed before."""
    async def unreachable() -> Connection:
        raise ConnectionRefusedError("the game's host has stopped")

    view = TableView()
    qtbot.addWidget(view)
    view.show()
    session = SeatSession(unreachable, name="Tess", code="4321")
    view.attach(session)
    over = p.Snapshot(variant=Variant.TENHAND, started=True, over=True, tables={},
                      dealers={}, standings=[
                          p.StandingRow(name="Tess", chips=2_000, place=1, table=None),
                          p.StandingRow(name="Ada", chips=0, place=2, table=None)],
                      clock=None, players=["Tess", "Ada"], now=0.0)
    session.state.apply(over)
    session.state.notice = "The host has gone: trying again in 5 s"
    view.on_event_changed(over)
    view.skip()
    assert not session.connected
    assert view.ui.prompt_label.text() == "The tournament is over"
    assert not view.ui.banner_label.isVisible()


def test_a_table_more_than_a_second_behind_skips_to_the_present(qtbot: QtBot) -> None:
    """Issue 38: a window whose felt, standings and clock ran minutes behind the host never
    caught up (it animated every hand in turn, and was still replaying old hands after the host
    had stopped). What waits to be shown longer than BEHIND_SECONDS is shown at once, its
    animations skipped. Failed before: the hands queued stayed queued."""
    from app.engine.cards import Card
    from app.engine.rules import BetLevel
    from app.engine.shoe import StackedShoe
    from app.engine.variants.series7.round import Series7Round
    from app.timebase import ManualTime
    from app.ui.table_view import BEHIND_SECONDS
    from tests.support.table_messages import NAMES, snapshot, told

    clock = ManualTime()
    view = TableView(timebase=clock)
    qtbot.addWidget(view)
    view.show()
    view.speed = 1.0  # cards land at a person's pace
    view.shown.me = "Bob"
    view.on_event_changed(snapshot(dict.fromkeys(NAMES, 4000)))
    hands = []
    for deck in ("9S 5D 7C 9H 6D TC 2C 3D", "TS 4D 8C 9C 6H TD 2H 3H"):
        round_ = Series7Round(Series7Rules(), StackedShoe([Card.parse(c) for c in deck.split()]),
                              level=BetLevel(25, 50), dealer=("Ann", 4000),
                              players=[("Bob", 4000), ("Cid", 4000)])
        hands.append(told(round_.start({"Bob": 25, "Cid": 25})))
    for hand in hands:
        view.on_event_changed(hand)
    assert view.queue  # the first hand's cards landing, the second waiting its turn
    clock.advance(BEHIND_SECONDS / 2)
    view.clock.tick()
    assert view.queue  # within a second: shown in turn
    clock.advance(BEHIND_SECONDS)
    view.clock.tick()
    assert not view.queue  # behind: the present at once
    assert view.shown.hand.hands["Bob"][0].cards[0] == Card.parse("TS")  # the second hand


def test_a_hands_cards_are_shown_one_at_a_time(qtbot: QtBot) -> None:
    """Issue 38: a batch of cards (a deal; a Series 7 dealer's hand, which plays itself in the
    command of the last player's decision) landed at once, too fast to follow: each card is
    shown in turn, STEP_MS apart at the table's speed (the host paces a person's table by the
    same measure, tests/net/test_person_pace.py)."""
    import time

    from app.engine.cards import Card
    from app.engine.rules import BetLevel
    from app.engine.shoe import StackedShoe
    from app.engine.variants.series7.round import Series7Round
    from app.ui.table_view import STEP_MS
    from tests.support.table_messages import NAMES, snapshot, told

    view = TableView()
    qtbot.addWidget(view)
    view.show()
    view.speed = 0.1  # a tenth of a person's pace: the test's seconds
    view.shown.me = "Bob"
    view.on_event_changed(snapshot(dict.fromkeys(NAMES, 4000)))
    deck = ["9S", "5D", "7C", "9H", "6D", "TC", "2C", "3D"]
    round_ = Series7Round(Series7Rules(), StackedShoe([Card.parse(c) for c in deck]),
                          level=BetLevel(25, 50), dealer=("Ann", 4000),
                          players=[("Bob", 4000), ("Cid", 4000)])

    def cards_shown() -> int:
        hand = view.shown.hand
        return sum(len(seat[0].cards) for seat in hand.hands.values() if seat) + \
            sum(len(dealt.cards) for dealt in hand.dealer_hands)

    started = time.monotonic()
    view.on_event_changed(told(round_.start({"Bob": 25, "Cid": 25})))
    assert cards_shown() == 1
    seen = [1]
    qtbot.waitUntil(lambda: seen.append(cards_shown()) or seen[-1] == 6, timeout=5_000)
    assert time.monotonic() - started >= 5 * STEP_MS * view.speed / 1000 * 0.9
    assert sorted(set(seen)) == list(range(1, 7))  # one more at a time, never two at once
