"""The BJX multilevel tournament (BJX-17): balanced tables, table winners moving up, places
across the whole event (C-12), chips conserved at every table (C-6), and the hands-cap ruling.
Random legal play (`RandomPolicy`) and scripted seats drive it."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import TypeVar

import pytest

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.errors import IllegalAction
from app.engine.events import DealPassed, Event, HandEnded, HandStarted
from app.engine.policy import Policy, RandomPolicy, SeatContext, play_hand
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.tournament.events import (
    ChampionDeclared,
    HighCardDrawn,
    LevelEnded,
    LevelSeatDrawn,
    LevelStarted,
    PlayerEliminated,
    TableOpened,
    TableWon,
)
from app.engine.variants.bjx.multilevel import (
    MultilevelTournament,
    bjx_minimum,
    doubling_every,
)
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules

NAMES = [f"P{i:02d}" for i in range(27)]
E = TypeVar("E", bound=Event)


def random_play(seed: int) -> Callable[[str], Policy]:
    policy = RandomPolicy(random.Random(seed))
    return lambda _: policy


class Scripted:
    """Posts the minimum, checks, stays in; as dealer shows card 0 and folds when `fold`."""

    def __init__(self, fold: bool = True, sit_out: bool = False) -> None:
        self.fold = fold
        self.sit_out = sit_out

    def bet(self, round_: Round, seat: str, context: SeatContext) -> int:
        return round_.bet_range(seat)[0]

    def act(self, round_: Round, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        kind = decision.kind
        if kind is DecisionKind.TURN_UP:
            return Action.TURN_UP, 0
        if kind is DecisionKind.SIT_OUT:
            return (Action.SIT_OUT if self.sit_out else Action.STAY_IN), None
        if kind is DecisionKind.BET_ROUND:
            return Action.CHECK, None
        if kind is DecisionKind.DEALER_FOLD:
            return (Action.DEALER_FOLD if self.fold else Action.DEALER_PLAY), None
        if kind is DecisionKind.DEALER_PLAY:
            return Action.DEALER_STAND, None
        return Action.STAND, None


def of(events: Sequence[Event], kind: type[E]) -> list[E]:
    return [e for e in events if isinstance(e, kind)]


def run(seed: int, players: list[str] = NAMES, seats: int = 9,
        max_hands: int = 1000) -> tuple[MultilevelTournament, list[tuple[Event, ...]]]:
    """The whole tournament, by hands: each entry is what one hand (or the start) caused."""
    tournament = MultilevelTournament(BjxRules(seats=seats), players, random.Random(seed),
                                      max_hands_per_table=max_hands)
    batches: list[tuple[Event, ...]] = [tournament.start()]
    policy_for = random_play(seed + 1000)
    while not tournament.over:
        for table in tournament.open_tables():
            if table.level != tournament.level:
                break
            batches.append(tournament.play_hand(table.number, policy_for))
    return tournament, batches


def check_places(tournament: MultilevelTournament, batches: list[tuple[Event, ...]]) -> None:
    """C-12: places 1..N; a shared place only among players out on the same hand with the same
    chips at its start, who take the better place."""
    places = tournament.places()
    assert sorted(places) == sorted(tournament.entrants)
    for place in places.values():
        assert place == 1 + sum(1 for other in places.values() if other < place)
    assert list(places.values()).count(1) == 1
    for batch in batches:
        out = of(batch, PlayerEliminated)
        shared = {e.place for e in out if sum(1 for o in out if o.place == e.place) > 1}
        for place in shared:
            tied = {e.seat for e in out if e.place == place}
            everyone = {n for n, p in places.items() if p == place}
            assert tied == everyone  # nobody out on another hand shares it
            # ... and they had equal chips: at the hand's start, or (hands cap) at its end.
            started = of(batch, HandStarted)[0].stacks
            ended = of(batch, HandEnded)[0].stacks
            assert len({started[n] for n in tied}) == 1 or len({ended[n] for n in tied}) == 1


# ---- the draw and the tables ----------------------------------------------------------------


def test_27_players_at_nine_seats_play_three_tables_then_a_final_table() -> None:
    """BJX-17, BJX-1: 27 entrants make 3 tables of 9 at level 1; the 3 table winners move up
    with equal chips (4,000 each, the project's reading) to one table; its winner is champion."""
    tournament, batches = run(1)
    events = [e for batch in batches for e in batch]
    starts = of(events, LevelStarted)
    assert [(s.level, s.table_sizes) for s in starts] == [(1, (9, 9, 9)), (2, (3,))]
    assert set(starts[0].players) == set(NAMES)
    assert all(chips == 4000 for start in starts for chips in start.stacks.values())
    level_one = [t for t in of(events, TableWon) if t.level == 1]
    assert sorted(t.table for t in level_one) == [1, 2, 3]
    ended = of(events, LevelEnded)
    assert ended[0].level == 1 and len(ended[0].winners) == 3
    assert set(starts[1].players) == set(ended[0].winners)
    champion = tournament.champion
    assert champion is not None
    assert of(events, ChampionDeclared) == [ChampionDeclared(seat=champion, level=2)]
    assert champion in ended[0].winners and ended[1].winners == (champion,)
    assert isinstance(events[-1], ChampionDeclared)
    assert tournament.places()[champion] == 1


def test_the_seat_draw_is_random_and_every_player_gets_a_seat() -> None:
    """BJX-17: the director balances the first-level tables with a random seat draw."""
    draws = []
    for seed in range(3):
        tournament = MultilevelTournament(BjxRules(), NAMES, random.Random(seed))
        events = tournament.start()
        seats = of(events, LevelSeatDrawn)
        assert sorted(s.seat for s in seats) == NAMES
        assert {(s.table, s.slot) for s in seats} == {
            (t, p) for t in (1, 2, 3) for p in range(1, 10)}
        draws.append([s.seat for s in seats])
    assert draws[0] != draws[1] != draws[2]


@pytest.mark.parametrize("seats", range(2, 11))
def test_tables_are_balanced_for_every_field_size(seats: int) -> None:
    """BJX-17: the fewest tables of at most `seats` (BJX-1), sizes differing by one at most."""
    for field in range(2, 45):
        tournament = MultilevelTournament(BjxRules(seats=seats), [f"p{i}" for i in range(field)],
                                          random.Random(field))
        start = of(tournament.start(), LevelStarted)[0]
        sizes = start.table_sizes
        assert len(sizes) == math.ceil(field / seats)
        assert sum(sizes) == field and max(sizes) <= seats and max(sizes) - min(sizes) <= 1
        assert [len(t.players()) for t in tournament.tables] == list(sizes)


def _replay_high_card(draws: list[HighCardDrawn], seats: tuple[str, ...]) -> str:
    contenders = list(seats)
    while len(contenders) > 1:
        round_, draws = draws[:len(contenders)], draws[len(contenders):]
        assert [d.seat for d in round_] == contenders
        best = max(d.card.rank.high_card_order for d in round_)
        contenders = [d.seat for d in round_ if d.card.rank.high_card_order == best]
    assert draws == []
    return contenders[0]


def test_each_table_draws_its_first_dealer_for_high_card() -> None:
    """BJX-1, S7-6: the first dealer at each table is drawn for high card, ties draw again."""
    tournament = MultilevelTournament(BjxRules(), NAMES, random.Random(4))
    events = list(tournament.start())
    opened = of(events, TableOpened)
    assert len(opened) == 3
    for table in opened:
        assert isinstance(table, TableOpened)
        at = events.index(table)
        before = events[:at]
        start = max(i for i, e in enumerate(before) if isinstance(e, LevelSeatDrawn)) + 1
        draws = [e for e in before[start:] if isinstance(e, HighCardDrawn)]
        assert _replay_high_card(draws, table.seats) == table.dealer
        assert tournament.table(table.table).table.dealer == table.dealer


# ---- play -----------------------------------------------------------------------------------


def test_chips_are_conserved_at_every_table_after_every_hand() -> None:
    """C-6: at every table of every level the chips total the table's starting chips after
    every hand, and the deal passes clockwise after each (BJX-1)."""
    tournament = MultilevelTournament(BjxRules(), NAMES, random.Random(5))
    tournament.start()
    policy_for = random_play(6)
    hands = 0
    while not tournament.over:
        for table in tournament.open_tables():
            level = tournament.level
            if table.level != level:
                break
            seats = table.table
            expected = 4000 * len(seats.seats)
            dealer = seats.dealer
            round_ = tournament.next_round(table.number)
            play_hand(round_, policy_for, tournament.context)
            tournament.finish_round(table.number, round_)
            hands += 1
            assert sum(table.chips().values()) == expected == table.total
            if table.open:
                assert seats.dealer != dealer
                ring = seats.names()
                following = ring[ring.index(dealer) + 1:] + ring[:ring.index(dealer)]
                assert seats.dealer == next(n for n in following if seats.seat(n).chips > 0)
            else:
                assert table.winner is not None
                assert table.chips()[table.winner] == expected
    assert hands > 100


@pytest.mark.parametrize("seed", range(6))
def test_every_player_gets_a_place_and_level_one_places_below_level_two(seed: int) -> None:
    """C-12: places 1..27 across the event; everyone out at level 1 places below every player
    of level 2; shared places only for players out on the same hand."""
    tournament, batches = run(seed)
    check_places(tournament, batches)
    places = tournament.places()
    level_two = set(tournament.levels[1][0].players())
    assert sorted(places[name] for name in level_two) == [1, 2, 3]
    assert all(places[n] > 3 for n in NAMES if n not in level_two)
    for name, finish in tournament.finishes.items():
        assert finish.level == (2 if name in level_two else 1)


def test_the_same_seed_gives_the_same_tournament() -> None:
    """C-8: shuffles and draws come from the injected generator, so a seed repeats a run: the
    same champion, the same places and the same events."""
    first, first_batches = run(11)
    second, second_batches = run(11)
    assert first.champion == second.champion
    assert first.places() == second.places()
    assert first_batches == second_batches
    other, _ = run(12)
    assert other.places() != first.places()


def test_players_stay_at_their_table_until_it_has_a_winner() -> None:
    """BJX-17: no balancing once play begins; a table ends only when one player holds all of
    its chips (without the hands cap)."""
    tournament, batches = run(2)
    for tables in tournament.levels:
        for table in tables:
            assert not table.by_ruling
            chips = table.chips()
            assert chips[table.winner or ""] == table.total
            assert sorted(chips.values())[:-1] == [0] * (len(chips) - 1)
    for batch in batches:
        for hand in of(batch, HandEnded):
            tables = [t for level in tournament.levels for t in level
                      if set(hand.stacks) <= set(t.players())]
            assert len(tables) == 1


# ---- odd fields -------------------------------------------------------------------------------


def test_a_single_table_winner_is_the_champion() -> None:
    """BJX-17: one table at level 1 means its winner is the champion; there is no level 2."""
    tournament, batches = run(3, players=["a", "b", "c", "d", "e"])
    assert len(tournament.levels) == 1
    events = [e for batch in batches for e in batch]
    assert tournament.champion is not None
    assert of(events, ChampionDeclared) == [ChampionDeclared(seat=tournament.champion, level=1)]
    check_places(tournament, batches)


def test_two_tables_send_two_winners_heads_up() -> None:
    """BJX-17, BJX-15: ten players at nine seats make two tables of five; the two winners play
    heads-up at level 2, where the round sees one player against the dealer."""
    tournament = MultilevelTournament(BjxRules(), [f"p{i}" for i in range(10)],
                                      random.Random(8))
    tournament.start()
    assert [len(t.players()) for t in tournament.tables] == [5, 5]
    policy_for = random_play(9)
    tournament.play_level(policy_for)
    assert tournament.level == 2 and len(tournament.tables) == 1
    final = tournament.tables[0]
    assert len(final.players()) == 2 and final.chips() == dict.fromkeys(final.players(), 4000)
    round_ = tournament.next_round(1)
    assert round_.heads_up and len(round_.players) == 1
    assert tournament.context(final.players()[0]).heads_up
    play_hand(round_, policy_for, tournament.context)
    tournament.finish_round(1, round_)
    champion = tournament.play_out(policy_for)
    assert champion in final.players() and tournament.places()[champion] == 1


def test_a_table_of_one_is_a_bye() -> None:
    """BJX-17 with `seats=2`: three players make tables of two and one; the lone player wins
    table 2 at once and meets the winner of table 1 heads-up."""
    tournament = MultilevelTournament(BjxRules(seats=2), ["a", "b", "c"], random.Random(10))
    events = tournament.start()
    byes = of(events, TableWon)
    assert len(byes) == 1 and byes[0].table == 2 and byes[0].hands == 0
    assert tournament.open_tables() == [tournament.table(1)]
    with pytest.raises(IllegalAction, match="Table 2 is over"):
        tournament.next_round(2)
    champion = tournament.play_out(random_play(11))
    assert tournament.level == 2 and sorted(tournament.places().values()) == [1, 2, 3]
    assert champion in tournament.levels[1][0].players()


def test_carry_chips_moves_winners_up_with_their_table_chips() -> None:
    """BJX-17 `carry_chips`: the other reading of "equal starting chips": a winner carries the
    table's chips, equal when the tables were equal."""
    tournament = MultilevelTournament(BjxRules(), [f"p{i}" for i in range(10)],
                                      random.Random(12), carry_chips=True)
    tournament.start()
    events = tournament.play_level(random_play(13))
    start = of(events, LevelStarted)[0]
    assert isinstance(start, LevelStarted)
    assert dict(start.stacks) == dict.fromkeys(start.players, 20000)
    assert tournament.tables[0].total == 40000


# ---- the hands cap and the bet level ------------------------------------------------------


def test_the_hands_cap_sends_the_chip_leader_up_and_tied_leaders_draw() -> None:
    """Ruling (hands cap), C-12, S7-6: after `max_hands_per_table` hands the chip leader wins
    the table; leaders tied on chips draw for high card; the others are out at once, by chips,
    equal counts sharing the better place. BJX-6: the dealer folds and pays half blinds."""
    tournament = MultilevelTournament(BjxRules(), ["a", "b", "c", "d"], random.Random(14),
                                      max_hands_per_table=1)
    tournament.start()
    dealer = tournament.table(1).table.dealer
    events = tournament.play_hand(1, lambda _: Scripted(fold=True))
    players = [n for n in ["a", "b", "c", "d"] if n != dealer]
    won = of(events, TableWon)[0]
    assert isinstance(won, TableWon)
    assert won.by_ruling and won.hands == 1 and won.seat in players
    # Each player posted 25 and was paid half of it, 15 rounded up to the 5 chip (C-7).
    assert won.chips == {**dict.fromkeys(players, 4015), dealer: 3955}
    assert len(of(events, HighCardDrawn)) >= 3
    assert tournament.champion == won.seat
    places = tournament.places()
    assert places[won.seat] == 1 and places[dealer] == 4
    assert {e.table for e in events if isinstance(e, PlayerEliminated)} == {1}
    assert sorted(places[n] for n in players if n != won.seat) == [2, 2]


def test_a_small_hands_cap_ends_every_table_by_ruling() -> None:
    """Ruling (hands cap): with a cap of 3 hands every table of 9 ends by the director's call,
    and places still run 1..27 (C-12)."""
    tournament, batches = run(15, max_hands=3)
    assert all(t.by_ruling and t.hands == 3 for t in tournament.levels[0])
    wins = [e for batch in batches for e in of(batch, TableWon)]
    assert len(wins) == 4
    for won in wins:
        assert isinstance(won, TableWon)
        assert won.chips[won.seat] == max(won.chips.values())
    check_places(tournament, batches)
    # Everyone out by the ruling is placed by their chips then: more chips, better place.
    for table in tournament.levels[0]:
        out = sorted((n for n in table.players() if n != table.winner),
                     key=lambda n: tournament.places()[n])
        chips = [table.chips()[n] for n in out]
        assert chips == sorted(chips, reverse=True)
        assert all(tournament.finishes[n].table == table.number for n in out)


def test_the_bet_level_comes_from_the_caller() -> None:
    """BJX-2: the minimum is the caller's: an explicit level, a schedule by the table's hand
    number, or the `minimum` attribute raised between hands."""
    assert [bjx_minimum(step) for step in range(7)] == [25, 50, 100, 200, 400, 800, 1600]
    schedule = doubling_every(2)
    assert [schedule(hand).minimum for hand in range(1, 7)] == [25, 25, 50, 50, 100, 100]
    tournament = MultilevelTournament(BjxRules(), ["a", "b", "c"], random.Random(16),
                                      level_for_hand=schedule)
    tournament.start()
    for minimum in (25, 25, 50):
        round_ = tournament.next_round(1)
        assert round_.minimum == minimum
        play_hand(round_, lambda _: Scripted(fold=True))
        tournament.finish_round(1, round_)
    assert tournament.next_round(1, BetLevel(400)).minimum == 400
    plain = MultilevelTournament(BjxRules(), ["a", "b"], random.Random(17))
    plain.start()
    first = plain.next_round(1)
    assert first.minimum == 25
    first.void()
    plain.finish_round(1, first)
    plain.minimum = 100
    assert plain.next_round(1).minimum == 100


def test_a_passed_deal_passes_to_the_next_dealer() -> None:
    """BJX-13: a dealer who covers no position, with everyone sitting out, passes the deal;
    no chip moves and the next player clockwise deals."""
    tournament = MultilevelTournament(BjxRules(), ["a", "b", "c"], random.Random(18))
    tournament.start()
    table = tournament.table(1)
    dealer = table.table.dealer
    round_ = tournament.next_round(1, BetLevel(5000))
    events = play_hand(round_, lambda _: Scripted(sit_out=True))
    assert round_.passed and of(events, DealPassed)
    assert tournament.finish_round(1, round_) == ()
    assert table.chips() == dict.fromkeys(["a", "b", "c"], 4000) and table.hands == 1
    ring = table.players()
    assert table.table.dealer == ring[(ring.index(dealer) + 1) % 3]


def test_a_voided_hand_is_dealt_again_by_the_same_dealer() -> None:
    """BJX-16: a voided hand counts for nothing: no hand, no pass, no chip moved."""
    tournament = MultilevelTournament(BjxRules(), ["a", "b", "c"], random.Random(19))
    tournament.start()
    table = tournament.table(1)
    dealer = table.table.dealer
    round_ = tournament.next_round(1)
    round_.start({seat.name: 75 for seat in round_.players})
    round_.void()
    assert tournament.finish_round(1, round_) == ()
    assert table.table.dealer == dealer and table.hands == 0
    assert table.chips() == dict.fromkeys(["a", "b", "c"], 4000)


def test_driving_mistakes_are_refused_with_a_reason() -> None:
    """BJX-17: the director's model refuses what cannot happen, in words."""
    with pytest.raises(IllegalAction, match="at least two"):
        MultilevelTournament(BjxRules(), ["a"])
    with pytest.raises(IllegalAction, match="a is entered twice"):
        MultilevelTournament(BjxRules(), ["a", "b", "a"])
    with pytest.raises(IllegalAction, match="needs a name"):
        MultilevelTournament(BjxRules(), ["a", " "])
    with pytest.raises(IllegalAction, match="at least one hand"):
        MultilevelTournament(BjxRules(), ["a", "b"], max_hands_per_table=0)
    tournament = MultilevelTournament(BjxRules(), ["a", "b", "c"], random.Random(20))
    with pytest.raises(IllegalAction, match="has not started"):
        tournament.next_round(1)
    tournament.start()
    with pytest.raises(IllegalAction, match="already started"):
        tournament.start()
    with pytest.raises(IllegalAction, match="no table 2 at level 1"):
        tournament.next_round(2)
    round_ = tournament.next_round(1)
    with pytest.raises(IllegalAction, match="still being played"):
        tournament.next_round(1)
    with pytest.raises(IllegalAction, match="not over yet"):
        tournament.finish_round(1, round_)
    stranger = BjxRound(BjxRules(), round_.shoe, level=BetLevel(25), dealer=("a", 10),
                        players=[("b", 10)])
    with pytest.raises(IllegalAction, match="not the hand being played"):
        tournament.finish_round(1, stranger)
    round_.void()
    tournament.finish_round(1, round_)
    tournament.play_out(random_play(21))
    with pytest.raises(IllegalAction, match="is the champion"):
        tournament.next_round(1)
