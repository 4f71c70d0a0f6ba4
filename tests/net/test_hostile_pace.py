"""One silent registrant must not stall a table (issue 20), against a real host on 127.0.0.1.

A ghost registers, reads everything, pings, and answers nothing. Its seat is marked away after
its first timeout and played without waiting until its player bets or acts again: in Series 7
by S7-9 (dealt in, the minimum forfeited), in BJX and the 10-hand knockout by their rules'
defaults (C-14: the lowest bet or blind; the decision's default, S7-8's stand).

Measured on this machine (2 shared cores, bet and decision seconds 1), nights played at once on
one loop, one with the ghost and one with a player in its seat who answers at once (the night
without a ghost: the ghost's seat is dealt every hand all the same), hands a second after 2 s:
- before: Series 7 15.8 -> 0.6 (3 hands in 5 s, every bet window and every decision of the
  ghost waited out); BJX 21.0 -> 0.2 (1 hand in 5 s);
- after: the ratio ghost / player present 1.08 to 1.14 over 10 s (Series 7 and BJX, seeds 1
  and 2: an away seat's hand costs less than a played one); against the table with that seat
  empty, 0.87 to 1.02 (one hand fewer a round); see bench/pace.py for both over three seeds.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from app.net import protocol as p
from tests.support.ghosts import GHOST, Ghost, hands_dealt, measure, new_host, night
from tests.support.loop import run
from tests.support.waiting import until

FAST_FLOOR = 0.8  # a stalled table runs at a few percent of its pace; noise is within this
GOAL = 0.95  # issue 20: within 5 %, measured over longer nights (slow test, bench/pace.py)


@pytest.mark.parametrize(("variant", "bots"), [("series7", 7), ("bjx", 5)])
def test_a_ghost_keeps_the_tables_pace(variant: str, bots: int) -> None:
    """S7-9 (Series 7), C-14 and the decisions' defaults (BJX). Failed before: Series 7 at
    0.04 of its pace, BJX at 0.01."""
    async def test() -> None:
        paces = await measure(variant, bots, warmup=2.0, seconds=4.0)
        assert paces.haunted.away, "the ghost was never marked away"
        ratio = paces.haunted.per_second / paces.present.per_second
        assert ratio >= FAST_FLOOR, (paces, ratio)

    run(test, timeout=60)


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "bots"), [("series7", 7), ("bjx", 5)])
def test_a_ghost_keeps_the_tables_pace_within_five_percent(variant: str, bots: int) -> None:
    """The issue's goal, over three seeds of 10 s each (S7-9, C-14)."""
    async def test() -> None:
        present = haunted = 0
        for seed in (1, 2, 3):
            paces = await measure(variant, bots, warmup=2.0, seconds=10.0, seed=seed)
            present, haunted = present + paces.present.hands, haunted + paces.haunted.hands
        assert haunted / present >= GOAL, (present, haunted)

    run(test, timeout=120)


def next_bet_request(ghost: Ghost, after: int) -> p.BetRequest | None:
    return next((m for m in ghost.messages[after:] if isinstance(m, p.BetRequest)
                 and m.seat == GHOST), None)


def times_ran_out(ghost: Ghost) -> int:
    return sum("time ran out" in text for text in ghost.notices())


@pytest.mark.parametrize(("variant", "bots"), [("series7", 3), ("bjx", 3)])
def test_the_ghost_comes_back_by_betting_and_is_waited_for_again(variant: str,
                                                                 bots: int) -> None:
    """Away after its first timeout (told so), still asked its bets; a bet brings it back
    (told so), the table waits for it again, and one more timeout makes it away again
    (S7-9, C-14). Failed before: never away, every request waited out."""
    async def test() -> None:
        ghost = Ghost()
        async with night(variant, bots, ghost) as host:
            away = host.game.tournament.away
            await until(lambda: GHOST in away, "away", 5.0)
            await until(lambda: times_ran_out(ghost) == 1, "told it is away", 5.0)
            seen = len(ghost.messages)
            await until(lambda: next_bet_request(ghost, seen) is not None,
                        "asked a bet while away", 5.0)
            request = next_bet_request(ghost, seen)
            assert request is not None
            seen = len(ghost.messages)
            ghost.bet(request)  # its player is back
            await until(lambda: GHOST not in away, "back", 5.0)
            await until(lambda: any(text.startswith("Welcome back")
                                    for text in ghost.notices()), "welcomed back", 5.0)

            def waited_for() -> bool:
                return any(isinstance(m, p.Waiting) and m.seats == [GHOST]
                           for m in ghost.messages[seen:])
            await until(waited_for, "waited for again", 5.0)
            # Silent again: one timeout, and away again.
            await until(lambda: GHOST in away, "away again", 5.0)
            await until(lambda: times_ran_out(ghost) == 2, "told it is away again", 5.0)

    run(test, timeout=60)


def test_a_ghost_does_not_hold_up_its_ten_hand_match() -> None:
    """T10-4 (a round is 10 hands): the ghost's ten hands are played by the defaults (C-14:
    the table minimum; stand) without waiting, after its first timeout. Failed before: its
    round took every bet and decision window (at least 10 s of bets alone here)."""
    async def test() -> None:
        ghost = Ghost()
        async with night("tenhand", 3, ghost) as host:
            started = time.monotonic()
            table = host.game.tournament.table_of.get(GHOST)
            assert table is not None

            def ghost_round_over() -> bool:
                return host.game.tournament.over or GHOST not in host.game.tournament.table_of \
                    or host.game.hand_numbers.get(table, 0) >= 10
            await until(ghost_round_over, "the ghost's ten hands", 8.0)
            assert time.monotonic() - started < 8.0
            assert hands_dealt(host) >= 10

    run(test, timeout=60)


def test_a_table_of_ghosts_never_starves_the_host() -> None:
    """Every seat away, so every hand is played without waiting: the host's loop still gives
    everyone else a turn (its clients, the clock, the store). Failed before: a tick that ran
    commands woke the schedule at once, and Event.wait() on a set event does not yield, so
    the schedule played hands without end and nothing else ran (a chat test hung 15 minutes);
    the heartbeat below saw no beat for the whole 2 s."""

    async def test() -> None:
        host = new_host("series7", 2, seed=3, bet_seconds=0.2, decision_seconds=0.2)
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        ghosts = [Ghost(name=f"Ghost {index}") for index in range(2)]
        tasks = [asyncio.create_task(host.run()),
                 *(asyncio.create_task(ghost.haunt(port)) for ghost in ghosts)]
        try:
            await until(lambda: host.game.started, "started", 10.0)
            await until(lambda: all(times_ran_out(ghost) for ghost in ghosts),
                        "both ghosts away", 10.0)
            # The heartbeat: each of `until`'s looks (every LOOK_SECONDS) is a turn the loop
            # gave a waiting coroutine, timed in real time (how this machine's loop turns is
            # what is measured).
            gaps: list[float] = []
            last = time.monotonic()
            end = last + 2.0

            def beat() -> bool:
                nonlocal last
                now = time.monotonic()
                gaps.append(now - last)
                last = now
                return now >= end
            await until(beat, "2 s of heartbeats", 20.0)
            assert len(gaps) > 20 and max(gaps) < 0.5, (len(gaps), max(gaps))
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await host.stop()
            server.close()

    asyncio.run(asyncio.wait_for(test(), 30.0))
