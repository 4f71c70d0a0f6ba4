"""Running asyncio code in virtual time (issue 36, docs/decisions/virtual-time.md): a loop
whose clock (looptime's) jumps to the next timer whenever nothing is ready, and the timebase
that reads it, so a host, its sessions, its schedule and its clients' sessions all see the
same virtual time and a whole night of 15-second bet windows runs in seconds."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

import looptime

from app.client.remote_bot import Thinker
from app.net.host import Host
from app.net.night import HostedNight, NightPlan
from app.timebase import LoopTime

T = TypeVar("T")


def run_in_virtual_time(main: Callable[[LoopTime], Coroutine[Any, Any, T]], *,
                        end: float | None = None) -> T:
    """Run `main(timebase)` to its end on a new loop in virtual time from 0; `end`: the loop's
    virtual time at which every task is failed (a night that would never end)."""
    loop = looptime.new_event_loop(start=0.0, end=end)
    try:
        asyncio.set_event_loop(loop)
        return loop.run_until_complete(main(LoopTime(loop)))
    finally:
        _cancel_what_is_left(loop)
        asyncio.set_event_loop(None)
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()


def _cancel_what_is_left(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel the tasks `main` left running and let them end, as asyncio.run does: a host's
    connections to bots that have gone, say, not destroyed while pending."""
    left = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in left:
        task.cancel()
    if left:
        loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))


def thinking(seconds: float) -> Thinker:
    """A bot that takes `seconds` of the loop's time over each choice, in the loop: in virtual
    time a bot that chose at once would play hands without end at one instant and the clock
    would never move, and one thinking in a thread would move it by a thread's real time."""
    async def think(choose: Callable[..., Any], *arguments: Any) -> Any:
        await asyncio.sleep(seconds)  # not a wait for anything: the bot's pace, virtual
        return choose(*arguments)
    return think


def hosted_beside_bots(plan: NightPlan, bots: list[str],
                       person: Callable[[Host, LoopTime], Coroutine[Any, Any, T]], *,
                       think_seconds: float) -> T:
    """A night of `plan` in virtual time, `bots` playing at `think_seconds` a choice, while
    `person(host, timebase)` does what a person does; what it returns, once it has."""
    from tests.support.hosts import play_to_the_end

    async def night(timebase: LoopTime) -> T:
        hosted = HostedNight(plan, timebase)
        host = hosted.open()
        playing = asyncio.create_task(play_to_the_end(host, bots, timebase=timebase,
                                                      think=thinking(think_seconds)))
        try:
            return await person(host, timebase)
        finally:
            playing.cancel()
            await asyncio.gather(playing, return_exceptions=True)
            await hosted.stop()

    return run_in_virtual_time(night, end=24 * 3600.0)
