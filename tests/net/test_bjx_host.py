"""BJX and 10-hand events through the host: real hidden cards, and stored logs that replay."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from app.core.game import Game
from app.engine.policy import Policy
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.tenhand.rules import TenHandRules
from app.net import protocol as p
from app.net.host import Host
from app.store import EventStore
from app.timebase import LoopTime
from tests.support.hosts import play_to_the_end
from tests.support.nights import SPEEDUP, THINKING, stays_in
from tests.support.places import assert_competition_places
from tests.support.virtual_time import run_in_virtual_time, thinking


def play(game: Game, names: list[str], seen: dict[str, list[p.HostMessage]], *,
         policy_for: Callable[[str], Policy] | None = None, level: str = "basic") -> None:
    """Bots for `names` (`policy_for`'s, else of `level`) against a host of `game` until the
    end, in virtual time at a person's pace: every frame they got kept."""
    async def night(timebase: LoopTime) -> None:
        host = Host(game, join_code="1", start_when=len(names), speedup=SPEEDUP,
                    timebase=timebase)
        await play_to_the_end(host, names, lambda name, message: seen.setdefault(
            name, []).append(message), code="1", level=level, policy_for=policy_for,
            timebase=timebase, think=thinking(THINKING))

    run_in_virtual_time(night, end=7 * 24 * 3600.0)


def test_a_bjx_event_hides_down_cards_and_replays_from_its_store(tmp_path: Path) -> None:
    """C-11, BJX-4: a player's down card and the dealer's two cards reach only their holder
    until turned; BJX-17 to a champion; the stored commands rebuild the same event."""
    seen: dict[str, list[p.HostMessage]] = {}
    store = EventStore.open(tmp_path / "bjx.sqlite3")
    tournament_id = store.create_tournament(name="BJX", variant="bjx", settings={}, at=0.0)
    game = Game(BjxRules(seats=3), name="BJX", store=store, tournament_id=tournament_id)
    names = [f"P{index}" for index in range(5)]

    play(game, names, seen, policy_for=stays_in)
    assert game.tournament.over and game.tournament.winner in names
    hidden = 0
    for name, messages in seen.items():
        for message in messages:
            if isinstance(message, p.Events):
                for event in message.events:
                    if event["type"] == "CardDealt" and not event["face_up"]:
                        hidden += 1
                        if event["seat"] != name:
                            assert event["card"] is None, f"{name} saw {event}"
    assert hidden > 100
    results = game.tournament.results()
    assert sorted(row["place"] for row in results)[0] == 1

    again = Game(BjxRules(seats=3), name="BJX")
    again.replay_stored(store, tournament_id)
    assert again.tournament.winner == game.tournament.winner
    assert again.tournament.results() == results
    store.close()


def test_a_tenhand_knockout_hides_the_hole_card_and_replays(tmp_path: Path) -> None:
    """T10-1 to T10-5 through the host: rooms of two, ten hands each, winners on until one is
    left; the house's hole card reaches nobody until turned (C-11); the log replays."""
    seen: dict[str, list[p.HostMessage]] = {}
    store = EventStore.open(tmp_path / "t10.sqlite3")
    tournament_id = store.create_tournament(name="T10", variant="tenhand", settings={}, at=0.0)
    game = Game(TenHandRules(), name="T10", store=store, tournament_id=tournament_id)
    names = [f"P{index}" for index in range(5)]

    play(game, names, seen, level="tournament")
    tournament = game.tournament
    assert tournament.over and tournament.winner in names
    results = tournament.results()
    assert_competition_places([row["place"] for row in results], 5)  # T10-14
    bets = [e for messages in seen.values() for m in messages if isinstance(m, p.Events)
            for e in m.events if e["type"] == "BetPlaced"]
    assert any(e["amount"] > 10 for e in bets)  # the tournament bots sized some bets
    for name, messages in seen.items():
        for message in messages:
            if isinstance(message, p.Events):
                for event in message.events:
                    if event["type"] == "CardDealt" and not event["face_up"]:
                        assert event["card"] is None, f"{name} saw the hole card"

    again = Game(TenHandRules(), name="T10")
    again.replay_stored(store, tournament_id)
    assert again.tournament.results() == results
    store.close()
