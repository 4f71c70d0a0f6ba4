"""The host never cuts off its own bots (issue 20, "The host cuts off its own bots"): a night of
`pitboss host --speedup 1000` and `pitboss bot` processes on loopback, played to its end, drops
no bot and forfeits no bet as absent (S7-9 applies to the away, and no bot is away).

A bot answers as fast as it is asked, and a table of bots is asked faster than a client may
send on its own (20 messages a second): answers to the host's own requests must not count
against the flood limit (Session.expect_answer credits each request with its answer).
Measured here with 3 bots (one table) at --speedup 1000: before that credit (at 3f32cfd^,
the commit before it) the bots were cut off 9 times and 86 of 270 hands forfeited a bot's bet
as absent (17 and 73 of 369 at --speedup 400); now 0 cut-offs, 0 away, 0 forfeits in 461
hands, and the same in real runs of 8, 24 and 64 bots at --speedup 400 to 20,000, 18 BJX and
16 10-hand bots.
"""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from app.store import EventStore
from tests.support.ports import free_port, wait_for_port
from tests.support.processes import bots, cleanup, finish, host

SPEEDUP = 1000  # the clock; a level lasts 0.9 s


def night_at_speed(tmp_path: Path, players: int, variant: str) -> tuple[Counter[str], int,
                                                                         list[str]]:
    """(the stored commands by kind, the bets forfeited as absent, the bots' complaints)."""
    port = free_port()
    db = tmp_path / "night.sqlite3"
    hosting = host(port, db, players, variant=variant, speedup=SPEEDUP)
    playing: list[subprocess.Popen[str]] = []
    complaints: list[str] = []
    try:
        wait_for_port(port)
        playing = bots(port, players)
        out, err = finish(hosting, 120)
        assert json.loads(out.splitlines()[-1]), err[-2000:]
        complaints += [line for line in err.splitlines()
                       if "cutting off" in line or "Too many" in line]
    finally:
        for bot in playing:
            if bot.poll() is None:
                bot.kill()
            complaints += [line for line in bot.communicate()[1].splitlines()
                           if "Too many" in line]
        cleanup([hosting])
    store = EventStore.open(db, readonly=True)
    try:
        kinds = Counter(record.kind for record in store.commands(1))
        forfeits = sum(1 for event in store.events(1)
                       if event.payload.get("outcome") == "forfeit")
    finally:
        store.close()
    return kinds, forfeits, complaints


# The shuffle's commitment asks every seated player for entropy, the dealer too; crediting
# only the bettors left the dealer's answer as flood, and at --speedup 1000 a bot was cut off
# every few rotations (2-12 away a night, 2026-12-04); crediting every seat: 0.
@pytest.mark.parametrize(("variant", "players"), [("series7", 3)])
def test_a_night_at_speed_drops_no_bot(tmp_path: Path, variant: str, players: int) -> None:
    kinds, forfeits, complaints = night_at_speed(tmp_path, players, variant)
    assert kinds["deal"] > 50, kinds  # a night, not a quick end
    assert kinds["away"] == 0 and forfeits == 0 and not complaints, (kinds, forfeits,
                                                                     complaints)


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "players"), [("series7", 8), ("bjx", 9),
                                                  ("tenhand", 8)])
def test_a_longer_night_at_speed_drops_no_bot(tmp_path: Path, variant: str,
                                              players: int) -> None:
    kinds, forfeits, complaints = night_at_speed(tmp_path, players, variant)
    assert kinds["away"] == 0 and forfeits == 0 and not complaints, (kinds, forfeits,
                                                                     complaints)
