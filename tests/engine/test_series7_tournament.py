"""A Series 7 tournament across tables: registration, draw, late entry, balancing, places."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.errors import IllegalAction
from app.engine.policy import RandomPolicy, play_hand
from app.engine.rules import BetLevel
from app.engine.tournament.events import (
    FinalTableFormed,
    FirstDealerDrawn,
    LateEntered,
    PlayerEliminated,
    PlayerMoved,
    SeatDrawn,
    TableBroken,
    TournamentEnded,
)
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.series7.tournament import GameNight, Series7Tournament
from tests.support.places import assert_competition_places

LEVEL = BetLevel(25, 50)


def started(players: int, seed: int = 1, **options: int) -> Series7Tournament:
    tournament = Series7Tournament(Series7Rules(**options), rng=random.Random(seed))
    for index in range(players):
        tournament.register(f"P{index:02d}")
    tournament.start(now=0.0)
    return tournament


def play_until(tournament: Series7Tournament, done: object, seed: int = 2,
               level: BetLevel = LEVEL, limit: int = 50_000) -> int:
    """Random legal hands at every playable table until `done()` or the end; hands played."""
    policy = RandomPolicy(random.Random(seed))
    hands = 0
    while not tournament.over and not done() and hands < limit:  # type: ignore[operator]
        for table in tournament.playable_tables():
            if tournament.over or table not in tournament.playable_tables():
                continue
            step = hands // 400
            round_ = tournament.next_round(table, BetLevel(level.minimum << step,
                                                           (level.maximum or 0) << step))
            play_hand(round_, lambda _: policy)
            tournament.finish_round(table, round_)
            hands += 1
    return hands


def test_registration_stops_at_the_field_maximum_and_the_rest_wait() -> None:
    """S7-1 (field_max, default 64) and S7-2 (the waiting list)."""
    tournament = Series7Tournament(Series7Rules(field_max=3))
    events = [tournament.register(name) for name in ["Ann", "Bob", "Cid", "Dee", "Eve"]]
    assert [e.waitlisted for e in events] == [False, False, False, True, True]
    assert tournament.waitlist == ["Dee", "Eve"] and events[4].position == 2
    with pytest.raises(IllegalAction, match="already registered"):
        tournament.register("Dee")
    assert Series7Rules().field_max == 64


def test_the_waiting_list_gets_the_first_seats_of_the_next_tournament() -> None:
    """S7-2: players turned away get the first free seats of the night's next tournament."""
    night = GameNight(Series7Rules(field_max=2), rng=random.Random(3))
    first = night.next_tournament("Early")
    for name in ["Ann", "Bob", "Cid", "Dee", "Eve"]:
        first.register(name)
    second = night.next_tournament("Late")
    assert second.field == ["Cid", "Dee"] and second.waitlist == ["Eve"]


def test_seat_draw_balances_tables_of_eight_and_draws_first_dealers() -> None:
    """S7-1 tables of at most 8, S7-4 stacks of 4000, S7-6 the first dealer by high card."""
    tournament = started(20)
    assert sorted(len(table.seats) for table in tournament.tables.values()) == [6, 7, 7]
    drawn = [e for e in tournament.log if isinstance(e, SeatDrawn)]
    assert sorted(e.name for e in drawn) == sorted(tournament.field)
    for event in (e for e in tournament.log if isinstance(e, FirstDealerDrawn)):
        table = tournament.tables[event.table]
        assert table.dealer == event.dealer
        first_round = event.draws[:len(table.seats)]
        best = max(d.card.rank.high_card_order for d in first_round)
        assert any(d.seat == event.dealer and d.card.rank.high_card_order == best
                   for d in first_round)
    assert all(seat.chips == 4000 for t in tournament.tables.values() for seat in t.seats)


def test_late_entry_pays_five_times_the_largest_bet_removed_from_play() -> None:
    """S7-3: 5 x the largest wager of the table's last hand (its maximum if none); C-6."""
    tournament = started(9)
    events = tournament.late_entry("Lat", now=10 * 60, level=BetLevel(25, 50))
    entry = events[0]
    assert isinstance(entry, LateEntered)
    assert entry.penalty == 250 and entry.chips == 3750
    assert tournament.removed_chips == 250
    assert tournament.chips_in_play() + tournament.removed_chips == 10 * 4000
    table = tournament.tables[entry.table]
    assert "Lat" in table.newcomers(hand_in_play=False)  # S7-10: may not deal its next hand


def test_late_entry_uses_the_table_s_last_hand() -> None:
    """S7-3: the penalty follows the largest total wager of the last hand at that table."""
    tournament = started(2)
    round_ = tournament.next_round(1, BetLevel(400, 800))
    play_hand(round_, lambda _: RandomPolicy(random.Random(5)))
    tournament.finish_round(1, round_)
    wager = max(e.amount for e in round_.log if type(e).__name__ == "BetPlaced")
    assert tournament.late_penalty(1, LEVEL) >= 5 * wager >= 5 * 400


def test_late_entry_refused_after_thirty_minutes_or_when_it_takes_the_stack() -> None:
    """S7-3: refused with a clear reason."""
    tournament = started(4)
    with pytest.raises(IllegalAction, match="closed 30 minutes after the start") as closed:
        tournament.late_entry("Lat", now=31 * 60, level=LEVEL)
    with pytest.raises(IllegalAction, match="whole starting stack") as stack:
        tournament.late_entry("Lat", now=60, level=BetLevel(1000, 2000))
    assert "Lat" not in tournament.field and tournament.removed_chips == 0
    # Each reason a phrase (issue 37): the player reads it in their own language.
    assert [getattr(refused.value.said, "code", None) for refused in (closed, stack)] == [
        "late_entry_closed", "penalty_whole_stack"]


def test_tournament_runs_to_one_player_with_every_chip() -> None:
    """S7-5, C-6, C-12 over a whole 24-player event with random play."""
    tournament = started(24, seed=11)
    play_until(tournament, lambda: False)
    assert tournament.over and tournament.winner is not None
    ended = [e for e in tournament.log if isinstance(e, TournamentEnded)]
    assert ended and ended[-1].winner == tournament.winner
    assert_competition_places(list(tournament.places.values()), 24)
    assert tournament.chips_in_play() == 24 * 4000
    assert any(isinstance(e, FinalTableFormed) for e in tournament.log)
    standings = tournament.standings()
    assert standings[0].name == tournament.winner and standings[0].chips == 24 * 4000


def test_a_hand_after_the_end_is_refused() -> None:
    tournament = started(3, seed=4)
    play_until(tournament, lambda: False)
    with pytest.raises(IllegalAction, match="over"):
        tournament.next_round(next(iter(tournament.tables)), LEVEL)


@settings(max_examples=15, deadline=None)
@given(players=st.integers(9, 40), seed=st.integers(0, 10_000))
def test_tables_stay_balanced_and_moves_follow_the_ruling(players: int, seed: int) -> None:
    """S7-23: never two or more apart after balancing; breaking; the mover dealt most
    recently and sits where they will deal last (tests/engine/test_series7_rotation.py)."""
    tournament = started(players, seed=seed)
    policy = RandomPolicy(random.Random(seed))
    hands = 0
    while not tournament.over and hands < 1500:
        for number in tournament.playable_tables():
            if tournament.over or number not in tournament.playable_tables():
                continue
            table = tournament.tables[number]
            just_dealt = table.dealer
            round_ = tournament.next_round(number, BetLevel(100 << (hands // 300),
                                                            200 << (hands // 300)))
            play_hand(round_, lambda _: policy)
            events = tournament.finish_round(number, round_)
            hands += 1
            sizes = [len(t.seats) for t in tournament.tables.values()]
            assert max(sizes) - min(sizes) <= 1
            assert all(len(t.seats) <= 8 for t in tournament.tables.values())
            for moved in (e for e in events if isinstance(e, PlayerMoved)):
                if moved.reason == "balance":  # the one who dealt most recently there
                    recent = tournament.deal_history[moved.from_table]
                    assert moved.name in recent[-3:]
                    assert moved.name != just_dealt or moved.from_table == number
                target = tournament.tables.get(moved.to_table)
                if target is not None and moved.name in target.names():
                    assert target.seat(moved.name).slot == moved.to_seat
                assert "\u2192" in moved.announcement()
            assert tournament.chips_in_play() + tournament.removed_chips == players * 4000
    eliminated = [e for e in tournament.log if isinstance(e, PlayerEliminated)]
    places = sorted(e.place for e in eliminated)
    assert len(set(places)) >= len(places) - 2 * len(eliminated)  # shared places only on ties


def test_a_table_breaks_as_soon_as_the_others_can_seat_its_players() -> None:
    """S7-23: two tables of 5 and 4 play down until one can be broken; the final table."""
    tournament = started(9, seed=21)
    play_until(tournament, lambda: len(tournament.tables) == 1)
    broken = [e for e in tournament.log if isinstance(e, TableBroken)]
    assert len(broken) == 1
    final = [e for e in tournament.log if isinstance(e, FinalTableFormed)]
    assert len(final) == 1 and len(final[0].players) <= 8


def test_sudden_death_only_heads_up() -> None:
    """S7-22: the director may declare it only with two players left."""
    tournament = started(3, seed=8)
    with pytest.raises(IllegalAction, match="heads-up"):
        tournament.declare_sudden_death(now=1.0)
    play_until(tournament, lambda: len(tournament.players_left()) == 2)
    if tournament.over:
        pytest.skip("two went out on one hand")
    acts = tournament.declare_sudden_death(now=2.0)
    assert acts[0].act == "sudden_death"  # type: ignore[attr-defined]
    table = tournament.playable_tables()[0]
    round_ = tournament.next_round(table, LEVEL)
    assert round_.sudden_death


def test_director_acts_are_recorded() -> None:
    """S7-24: moves, voided hands and cancelling are recorded acts."""
    tournament = started(12, seed=9)
    source = 1
    player = next(s.name for s in tournament.tables[source].seats
                  if s.name != tournament.tables[source].dealer)
    events = tournament.move_player(player, 2, now=60.0)
    assert events[0].act == "move" and player in events[0].detail  # type: ignore[attr-defined]
    assert tournament.table_of[player] == 2
    round_ = tournament.next_round(2, LEVEL)
    voided = tournament.void_hand(2, now=61.0)
    assert voided[0].act == "void" and round_.voided  # type: ignore[attr-defined]
    assert tournament.chips_in_play() == 12 * 4000
    with pytest.raises(IllegalAction, match="Choose another table"):
        tournament.move_player(player, 2, now=62.0)
    ended = tournament.cancel("power cut", now=63.0)
    assert isinstance(ended[-1], TournamentEnded) and ended[-1].winner is None


def test_refusing_the_assigned_seat_eliminates() -> None:
    """S7-10: take the assigned seat or be eliminated; the chips leave play (C-6)."""
    tournament = started(10, seed=3)
    table = tournament.tables[1]
    player = next(s.name for s in table.seats if s.name != table.dealer)
    events = tournament.refuse_seat(player, now=5.0)
    out = [e for e in events if isinstance(e, PlayerEliminated)]
    assert out and out[0].seat == player and out[0].place == 10
    assert tournament.chips_in_play() + tournament.removed_chips == 10 * 4000


def test_absent_players_forfeit_the_minimum() -> None:
    """S7-9 through the tournament: an away player is dealt in and forfeits."""
    tournament = started(2, seed=6)
    table = tournament.tables[1]
    player = next(s.name for s in table.seats if s.name != table.dealer)
    tournament.set_away(player, True)
    round_ = tournament.next_round(1, LEVEL)
    play_hand(round_, lambda _: RandomPolicy(random.Random(1)))
    assert round_.net()[player] == -25


def test_live_mode_records_real_hands() -> None:
    """Live mode: the director enters chip counts; the program places and balances (C-6)."""
    tournament = Series7Tournament(Series7Rules(), rng=random.Random(4), live=True)
    for name in ["Ann", "Bob", "Cid"]:
        tournament.register(name)
    tournament.start(now=0.0)
    with pytest.raises(IllegalAction, match="live mode"):
        tournament.next_round(1, LEVEL)
    with pytest.raises(IllegalAction, match="never created or lost"):
        tournament.record_hand(1, {"Ann": 4000, "Bob": 4000, "Cid": 4025})
    events = tournament.record_hand(1, {"Ann": 8000, "Bob": 4000, "Cid": 0})
    out = [e for e in events if isinstance(e, PlayerEliminated)]
    assert [(e.seat, e.place) for e in out] == [("Cid", 3)]
    events = tournament.record_hand(1, {"Ann": 12000, "Bob": 0})
    assert tournament.winner == "Ann" and tournament.places == {"Cid": 3, "Bob": 2, "Ann": 1}
