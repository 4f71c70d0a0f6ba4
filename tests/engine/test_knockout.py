"""The 10-hand knockout (T10-1 to T10-5, T10-14) through the one tournament interface: the bet
range of a new match, a hand whose bets were refused, the byes of an odd field, and places,
checked by an independent reading of the record (tests/support/knockout.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from app.core.game import Game
from app.engine.actions import Action, DecisionKind
from app.engine.errors import IllegalAction
from app.engine.events import BetPlaced, Event
from app.engine.policy import Policy, RandomPolicy, play_hand
from app.engine.rules import BetLevel
from app.engine.simulation import player_names
from app.engine.tournament.events import MatchEnded, MatchStarted, PlayerEliminated
from app.engine.variants.tenhand.knockout import TenHandKnockout
from app.engine.variants.tenhand.rules import TenHandRules
from tests.support.knockout import read_knockout

MINIMUM = BetLevel(10)  # T10-2: the table's minimum, whatever a level would say


def knockout_played(players: int, seed: int,
                    policy_for: Callable[[str], Policy]) -> tuple[TenHandKnockout,
                                                                 list[tuple[int, Event]]]:
    """A knockout of `players` played to its end, the lowest playable table first; every
    event (the hands' too) with the knockout round in play once it had happened."""
    knockout = TenHandKnockout(TenHandRules(), rng=random.Random(seed))
    events: list[tuple[int, Event]] = []
    for name in player_names(players):
        events.append((0, knockout.register(name)))
    events += [(knockout.knockout, event) for event in knockout.start(0.0)]
    while not knockout.over:
        table = knockout.playable_tables()[0]
        round_ = knockout.next_round(table, MINIMUM)
        hand = play_hand(round_, policy_for, knockout.context)
        ended = knockout.finish_round(table, round_)
        events += [(knockout.knockout, event) for event in [*hand, *ended]]
    return knockout, events


# ---- the bet range of a new match (finding 6) ---------------------------------------------


def hand_on(game: Game, table: int, bet: int) -> list[Event]:
    """Deal the table's next hand with `bet`; the player stands and never insures."""
    told = game.deal(table, {game.tournament.player_at(table): bet}, 0.0)
    while (decision := game.decision_at(table)) is not None:
        action = Action.NO_INSURANCE if decision.kind is DecisionKind.INSURANCE else \
            Action.STAND
        told += game.act(table, decision.seat, action.value, None, 0.0)
    return [item.event for item in told]


def test_a_winner_who_ended_the_round_short_bets_from_the_new_matchs_stack() -> None:
    """T10-2, T10-3, T10-4 (issue 18, finding 6), through the host's game: in round 1 the first
    player of the room bets all but 6 and the second all but 3, so both end short (T10-4) and
    the first wins on chips with 6. Their next match starts them at 1,000: the bet range asked
    of them is 10 to 1,000, their seat shows 1,000, and a bet of 1,000 is dealt. Before issue
    17's one interface the host kept their old count: it asked for a bet of 6 (low = high = 6),
    the round refused it, and the match held the refused hand for ever; the knockout never
    ended."""
    game = Game(TenHandRules(), name="Stacked", randomness=random.Random(3))
    for name in ("Ann", "Bob", "Cid"):
        game.register(name, 0.0)
    game.start(0.0)
    knockout = game.tournament
    assert isinstance(knockout, TenHandKnockout)
    first, second = next(iter(knockout.matches.values())).players
    keep = {first: 6, second: 3}
    ended: list[MatchEnded] = []
    while knockout.knockout == 1:
        table = knockout.playable_tables()[0]
        player = knockout.player_at(table)
        (seat,) = game.seats(table)
        events = hand_on(game, table, seat.chips - keep[player])
        ended += [event for event in events if isinstance(event, MatchEnded)]
    assert ended == [MatchEnded(room=1, winner=first, chips={first: 6, second: 3})]
    assert knockout.places[second] == 3
    table = knockout.table_of[first]
    assert game.bet_options(table, first, game.level(0.0)) == (10, 1000, 1)
    assert [(seat.name, seat.chips) for seat in game.seats(table)] == [(first, 1000)]
    bets = [e for e in hand_on(game, table, 1000) if isinstance(e, BetPlaced)]
    assert [(bet.seat, bet.amount) for bet in bets][:1] == [(first, 1000)]


def test_the_bet_range_is_the_match_players_own() -> None:
    """T10-3: a bet range is asked of the player at their own table, while in a match."""
    knockout = TenHandKnockout(TenHandRules(), rng=random.Random(1))
    for name in ("Ann", "Bob", "Cid"):
        knockout.register(name)
    knockout.start(0.0)
    waiting = next(name for name in knockout.field if name not in knockout.matches)
    table = knockout.field.index(waiting) + 1
    with pytest.raises(IllegalAction, match="not playing a match now"):
        knockout.bet_range(table, waiting, MINIMUM)
    with pytest.raises(IllegalAction, match="does not play at table"):
        knockout.bet_range(table, "Ann" if waiting != "Ann" else "Bob", MINIMUM)


def test_a_hand_whose_bets_were_refused_is_withdrawn_and_dealt_again() -> None:
    """T10-3 (finding 6): a hand taken for a table whose bets the round then refuses deals
    nothing; withdrawn, the table is playable and deals. Before, the host dropped the hand
    from the tournament's tables but the match still held it: "…'s hand 1 is still being
    played" on every later deal."""
    knockout = TenHandKnockout(TenHandRules(), rng=random.Random(2))
    for name in ("Ann", "Bob"):
        knockout.register(name)
    knockout.start(0.0)
    refused = knockout.next_round(1, MINIMUM)
    with pytest.raises(IllegalAction, match="not 6"):
        refused.start({"Ann": 6})
    knockout.withdraw_round(1, refused)
    assert 1 in knockout.playable_tables() and 1 not in knockout.rounds
    with pytest.raises(IllegalAction, match="No undealt hand of table 1"):
        knockout.withdraw_round(1, refused)
    round_ = knockout.next_round(1, MINIMUM)
    assert round_ is not refused
    round_.start({"Ann": 10})
    with pytest.raises(IllegalAction, match="No undealt hand of table 1"):
        knockout.withdraw_round(1, round_)


# ---- byes (T10-14) -------------------------------------------------------------------------


def byes_taken(knockout: TenHandKnockout,
               events: list[tuple[int, Event]]) -> dict[int, tuple[str, dict[str, int]]]:
    """From the matches alone (not the draw's own record): each round's bye, with everyone's
    byes before it among those still in."""
    playing: dict[int, set[str]] = {}
    out_before: dict[int, set[str]] = {}
    out: set[str] = set()
    for round_, event in events:
        if isinstance(event, MatchStarted):
            playing.setdefault(round_, set()).update(event.players)
            out_before.setdefault(round_, set(out))
        elif isinstance(event, PlayerEliminated):
            out.add(event.seat)
    had = dict.fromkeys(knockout.field, 0)
    byes: dict[int, tuple[str, dict[str, int]]] = {}
    for round_ in range(1, knockout.knockout + 1):
        still_in = set(knockout.field) - out_before[round_]
        waiting = still_in - playing[round_]
        assert len(waiting) == len(still_in) % 2
        if waiting:
            (bye,) = waiting
            byes[round_] = (bye, {name: had[name] for name in still_in})
            had[bye] += 1
    return byes


@pytest.mark.parametrize("players", [5, 7, 9])
def test_byes_go_to_those_who_have_had_the_fewest(players: int) -> None:
    """T10-14: an odd player waits for the next round. Ruling where RULES.md is silent: the
    bye goes to one who has had the fewest byes (ties by the draw), so nobody waits twice
    while someone still in has not waited, and nobody reaches the final having played fewer
    rounds than the others for byes. Before, the bye was drawn among everyone: one player of
    nine could wait three rounds and play only the final. The draws are in the record
    (`KnockoutRoundDrawn`) and the places are T10-14's."""
    for seed in range(40):
        rng = random.Random(seed)
        bots = {name: RandomPolicy(random.Random(rng.random())) for name in player_names(9)}
        knockout, events = knockout_played(players, seed, bots.__getitem__)
        for round_, (bye, had) in byes_taken(knockout, events).items():
            assert had[bye] == min(had.values()), (seed, round_, bye, had)
        record = read_knockout([event for _, event in events], list(knockout.field))
        assert all(len(rounds) <= 1 for rounds in record.byes.values()), (seed, record.byes)
        for finalist in record.finalists:
            assert len(record.played[finalist]) >= record.rounds - 1, (seed, record.played)
        assert record.places == {row.name: row.place for row in knockout.standings()}
