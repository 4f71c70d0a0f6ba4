"""A table where a person sits plays at the pace the person's window shows it (issue 38: the
player's own dealt hand, the bots answering at once, played itself too fast to follow, and
the window, more than a second behind, skipped to the present). In virtual time: Pat plays
four-handed beside bots that answer in a hundredth of a second; after each of the table's
batches with cards in it, whatever the bots or the schedule play next comes no sooner than
the window takes to show those cards, CARD_SECONDS each (app/core/pace.py). Pat's own answers
are never held.

Failed before: the next batch came a hundredth of a second after the last, whatever it
showed."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path

from app.client.seat_session import SeatSession
from app.core.pace import CARD_EVENTS, CARD_SECONDS
from app.engine.actions import Action
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.host import Host
from app.net.night import NightPlan
from app.timebase import LoopTime
from tests.support.virtual_time import hosted_beside_bots
from tests.support.waiting import until

CODE = "4321"
PERSON = "Pat"
BOTS = ["Ada", "Ben", "Cid"]
HANDS = 6  # Pat deals some of them (S7-4's rotation): her own dealt hand plays itself


async def a_person_at_the_table(host: Host, timebase: LoopTime
                                ) -> list[tuple[float, int, str | None]]:
    """Pat answers every request at once (the lowest bet, then stand); each batch of her
    table's events as it reached her: when (virtual), its cards, and whose act it starts
    with (None: a deal or the dealer's play)."""
    async def in_memory():  # type: ignore[no-untyped-def]
        return host.connect_local()

    pat = SeatSession(in_memory, name=PERSON, code=CODE, timebase=timebase, person=True)
    batches: list[tuple[float, int, str | None]] = []
    answered: set[object] = set()  # each request once: an answer again is an error, news

    class Pat:
        def on_event_changed(self, message: object) -> None:
            if isinstance(message, p.Events) and message.table is not None:
                events = message.events
                cards = sum(1 for event in events if event.get("type") in CARD_EVENTS)
                first = events[0] if events else {}
                batches.append((timebase.monotonic(), cards, first.get("seat")
                                if first.get("type") == "ActionTaken" else None))
            request = pat.state.bet_request
            if request is not None and request.seat == PERSON and \
                    ("bet", request.table, request.hand) not in answered:
                answered.add(("bet", request.table, request.hand))
                asyncio.get_running_loop().create_task(pat.bet(request.low))
            decision = pat.state.decision
            if decision is not None and decision.seat == PERSON and \
                    decision.decision not in answered:
                answered.add(decision.decision)
                choice = "stand" if "stand" in decision.actions else decision.actions[0]
                asyncio.get_running_loop().create_task(pat.act(Action.parse(choice)))

    pat.add_listener(Pat())
    running = asyncio.create_task(pat.run())
    try:
        table = host.game.tournament.table_of
        await until(lambda: PERSON in table and host.game.hand_numbers.get(
            table[PERSON], 0) > HANDS, f"{HANDS} hands at Pat's table", 600.0)
        return batches
    finally:
        running.cancel()
        await asyncio.gather(running, return_exceptions=True)


def test_bots_and_the_schedule_play_at_the_pace_a_person_sees_the_cards(
        tmp_path: Path) -> None:
    plan = NightPlan(name="Paced", rules=Series7Rules(), join_code=CODE,
                     database=tmp_path / "paced.sqlite3", start_when=len(BOTS) + 1,
                     shuffle_seed=5)

    batches = hosted_beside_bots(plan, BOTS, a_person_at_the_table, think_seconds=0.01)
    held = [(later - earlier, cards) for (earlier, cards, _), (later, _, who)
            in itertools.pairwise(batches) if cards and who != PERSON]
    assert len(held) >= 2 * HANDS, len(held)  # deals, the bots' plays, the dealer's
    short = [(gap, cards) for gap, cards in held if gap < cards * CARD_SECONDS - 1e-6]
    assert not short, short
    assert any(cards >= 4 for _, cards in held)  # a deal's cards, paced as many
