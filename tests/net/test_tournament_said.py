"""The tournament's events in words beside them (protocol 5, `Events.said`): the director's
log's phrases, worded once in Python (app/core/tournament_words.py) and sent with the events,
so a page words them from the catalogue instead of a copy of the rules in JavaScript."""

from __future__ import annotations

from app.core.game import Game
from app.core.tournament_words import tournament_phrase
from app.engine.tournament.events import DirectorActed, PlayerMoved
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.timebase import LoopTime
from tests.support.virtual_time import run_in_virtual_time


def test_a_registration_comes_with_its_words_and_a_hands_events_with_none() -> None:
    async def test(timebase: LoopTime) -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999",
                    timebase=timebase)
        director = Client(host.connect_local())
        await director.hello("director", code="9999")
        await Client(host.connect_local()).hello("player", name="Ann", code="4321")
        while not isinstance(message := await director.receive(), p.Events):
            assert message is not None
        assert [event["type"] for event in message.events] == ["PlayerRegistered"]
        (said,) = message.said
        assert (said.code, said.values) == ("registered", ["Ann"])
        assert p.said("", said) == "Ann is registered"
        # Nothing is said of a batch without a tournament event: not even the key.
        body = p.encode(p.Events(table=1, events=[]))
        assert b"said" not in body
        await host.stop()

    run_in_virtual_time(test, end=60.0)


def test_a_move_is_a_phrase_holding_its_reason_and_an_unknown_act_is_shown_as_recorded(
) -> None:
    moved = tournament_phrase(PlayerMoved(name="Bob", from_table=3, from_seat=5, to_table=1,
                                          to_seat=2, reason="balance"))
    assert moved == "Bob: table 3 seat 5 \u2192 table 1 seat 2 (balance)"
    assert moved is not None and moved.code == "moved" and moved.values[-1].code == "move_balance"
    acted = tournament_phrase(DirectorActed(act="new_thing", detail="", at=0.0))
    assert acted == "The director: new thing"
