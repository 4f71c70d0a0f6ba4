"""The 10-hand head-to-head tournament: lobby rooms, matches, early ends and results (T10-1 to
T10-5), driven by random play (`RandomPolicy`) and by stacked shoes."""

from __future__ import annotations

import random

import pytest

from app.engine.actions import Action, Decision, DecisionKind
from app.engine.cards import Card
from app.engine.errors import IllegalAction
from app.engine.events import CardDealt, Event, HandEnded
from app.engine.policy import RandomPolicy, SeatContext
from app.engine.round_base import Round
from app.engine.shoe import Shoe, StackedShoe
from app.engine.tournament.events import (
    MatchEnded,
    MatchStarted,
    PlayerRoundEnded,
    RoomClosed,
    RoomJoined,
    RoomLeft,
    RoomOpened,
)
from app.engine.variants.tenhand.rooms import Lobby, Match
from app.engine.variants.tenhand.rules import TenHandRules


class FixedBets:
    """Bets the next amount of `bets` (the minimum when they run out), stands, never insures."""

    def __init__(self, bets: list[int] | None = None) -> None:
        self.bets = list(bets or [])
        self.contexts: list[SeatContext] = []

    def bet(self, round_: Round, seat: str, context: SeatContext) -> int:
        self.contexts.append(context)
        return self.bets.pop(0) if self.bets else round_.bet_range(seat)[0]

    def act(self, round_: Round, decision: Decision,
            context: SeatContext) -> tuple[Action, int | None]:
        if decision.kind is DecisionKind.INSURANCE:
            return Action.NO_INSURANCE, None
        return Action.STAND, None


def stacked(*hands: str) -> Shoe:
    """Hands written as `player1 dealer-up player2 dealer-hole` (C-9), e.g. 'TS TH 9S 7H'."""
    return StackedShoe([Card.parse(text) for hand in hands for text in hand.split()])


WIN = "TS TH 9S 7H"  # player 19 against the dealer's hard 17: the bet is won
LOSE = "TD TC 6D 7C"  # player 16 stands against hard 17: the bet is lost


def cards_dealt(events: list[Event]) -> list[Card | None]:
    """Every card of the player's hands and the house dealer's, in the order dealt."""
    return [e.card for e in events if isinstance(e, CardDealt)]


# ---- the lobby (T10-1) -------------------------------------------------------------------


def test_a_room_fills_closes_starts_its_match_and_a_new_room_opens() -> None:
    """T10-1: a room of two closes when the second player joins; a new open room appears."""
    lobby = Lobby(TenHandRules(), random.Random(1))
    assert lobby.log == [RoomOpened(room=1, size=2)]
    first = lobby.join("ann")
    assert first == (RoomJoined(room=1, seat="ann", position=1),)
    assert lobby.open_room.number == 1 and lobby.rooms[1].open
    second = lobby.join("bob")
    assert [type(e) for e in second] == [RoomJoined, RoomClosed, MatchStarted, RoomOpened]
    assert second[0] == RoomJoined(room=1, seat="bob", position=2)
    assert second[1] == RoomClosed(room=1, players=("ann", "bob"))
    started = second[2]
    assert isinstance(started, MatchStarted)
    assert started.room == 1 and started.stacks == {"ann": 1000, "bob": 1000}  # T10-2
    assert started.hands == 10 and not started.duplicate_deal
    assert second[3] == RoomOpened(room=2, size=2)
    assert not lobby.rooms[1].open and lobby.open_room.number == 2
    assert lobby.match_of("ann") is lobby.match_of("bob")
    third = lobby.join("cy")
    assert third == (RoomJoined(room=2, seat="cy", position=1),)


def test_room_size_option_sets_how_many_players_fill_a_room() -> None:
    """T10-1 `room_size`: a room of three closes on the third entry."""
    lobby = Lobby(TenHandRules(room_size=3), random.Random(2))
    assert len(lobby.join("a")) == 1
    assert len(lobby.join("b")) == 1
    events = lobby.join("c")
    assert isinstance(events[2], MatchStarted) and events[2].players == ("a", "b", "c")


def test_joining_twice_or_without_a_name_is_refused_with_a_reason() -> None:
    """T10-1: one seat per player; the refusals are readable."""
    lobby = Lobby(TenHandRules(), random.Random(3))
    lobby.join("ann")
    with pytest.raises(IllegalAction, match="ann is already waiting in room 1"):
        lobby.join("ann")
    for blank in ("", "   "):
        with pytest.raises(IllegalAction, match="Enter a name"):
            lobby.join(blank)
    with pytest.raises(IllegalAction, match="house dealer"):
        lobby.join("house")
    lobby.join("bob")
    with pytest.raises(IllegalAction, match="bob is already playing in room 1"):
        lobby.join("bob")
    # Once the match is over, a player may enter a new room.
    policy = RandomPolicy(random.Random(4))
    lobby.play_out(lambda _: policy)
    assert lobby.join("bob") == (RoomJoined(room=2, seat="bob", position=1),)


def test_a_player_may_leave_an_open_room_but_not_a_started_match() -> None:
    """T10-1: the open room takes entries until it is full; a started match cannot be left."""
    lobby = Lobby(TenHandRules(), random.Random(5))
    lobby.join("ann")
    assert lobby.leave("ann") == (RoomLeft(room=1, seat="ann"),)
    assert lobby.rooms[1].players == []
    lobby.join("bob")
    lobby.join("cy")
    assert lobby.rooms[1].players == ["bob", "cy"]
    with pytest.raises(IllegalAction, match="cannot leave: playing a match"):
        lobby.leave("bob")
    with pytest.raises(IllegalAction, match="in no room"):
        lobby.leave("ann")


def test_eight_players_make_four_matches_played_to_a_result() -> None:
    """T10-1, T10-2, T10-4, T10-5: 8 entries fill 4 rooms; every match is played out and
    reported: the higher count wins, equal counts draw."""
    lobby = Lobby(TenHandRules(), random.Random(6))
    for index in range(8):
        lobby.join(f"p{index}")
    assert [room.number for room in lobby.rooms.values() if not room.open] == [1, 2, 3, 4]
    assert lobby.open_room.number == 5 and lobby.open_room.players == []
    policy = RandomPolicy(random.Random(7))
    results = lobby.play_out(lambda _: policy)
    assert [result.room for result in results] == [1, 2, 3, 4]
    for match, result in zip(lobby.matches(), results, strict=True):
        assert match.over and match.result is result
        assert result.chips == match.chips()
        low, high = sorted(result.chips.values())
        if result.winner is None:
            assert low == high and set(result.drawn) == set(match.players)
        else:
            assert result.chips[result.winner] == high > low
        for name in match.players:
            played = match.hands_played(name)
            # T10-4: ten hands, or fewer only when the minimum bet can no longer be made.
            assert played == 10 or (played < 10 and match.chips()[name] < 10)
            assert match.hands_left(name) == 0
        ends = [e for e in match.log if isinstance(e, PlayerRoundEnded)]
        assert sorted(e.seat for e in ends) == sorted(match.players)
        assert isinstance(match.log[-1], MatchEnded)


# ---- the match (T10-2 to T10-5) ------------------------------------------------------------


def test_each_player_starts_with_a_fresh_six_deck_shoe() -> None:
    """T10-2: 1,000 chips and a 312-card shoe shuffled at the start of the round, one per
    player; the shoe is not reshuffled between hands."""
    match = Match(TenHandRules(), ["ann", "bob"], random.Random(8))
    assert match.chips() == {"ann": 1000, "bob": 1000}
    round_ = match.next_round("ann")
    assert round_.shoe.remaining == 312
    assert match.next_round("bob").shoe is not round_.shoe
    policy = FixedBets()
    events = list(round_.start({"ann": 10}))
    while (decision := round_.decision()) is not None:
        events += round_.act(decision.seat, *policy.act(round_, decision, SeatContext("ann")))
    match.finish_round("ann", round_)
    used = len(cards_dealt(events))
    assert match.next_round("ann").shoe.remaining == 312 - used


def _play_same_way(duplicate: bool, seed: int,
                   cautious: bool) -> tuple[Match, dict[str, list[Event]]]:
    match = Match(TenHandRules(duplicate_deal=duplicate), ["ann", "bob"], random.Random(seed))
    # Each player has a policy of its own made alike: same cards in, same decisions out.
    policies: dict[str, FixedBets | RandomPolicy] = {
        name: FixedBets() if cautious else RandomPolicy(random.Random(99))
        for name in match.players}
    events: dict[str, list[Event]] = {name: [] for name in match.players}
    while not match.over:
        for name in match.players:
            if not match.round_over(name):
                events[name] += match.play_hand(name, policies[name])
    return match, events


@pytest.mark.parametrize("cautious", [True, False])
@pytest.mark.parametrize("seed", range(4))
def test_duplicate_deal_gives_both_players_the_same_cards(seed: int, cautious: bool) -> None:
    """T10-2 `duplicate_deal`: the same shuffled shoe for both players, so the same decisions
    see the same cards in the same order, and end on the same count (a draw, T10-5)."""
    match, events = _play_same_way(True, seed, cautious)
    assert match.log[0] == MatchStarted(room=0, players=("ann", "bob"),
                                        stacks={"ann": 1000, "bob": 1000}, hands=10,
                                        duplicate_deal=True)
    ann, bob = cards_dealt(events["ann"]), cards_dealt(events["bob"])
    assert len(ann) >= (40 if cautious else 4) and ann == bob
    assert match.hands_played("ann") == match.hands_played("bob")
    assert match.chips()["ann"] == match.chips()["bob"]
    assert match.result == MatchEnded(room=0, winner=None, chips=match.chips(),
                                      drawn=("ann", "bob"))


def test_without_duplicate_deal_the_shoes_differ() -> None:
    """T10-2: by default each player's shoe is shuffled on its own."""
    _, events = _play_same_way(False, 0, cautious=True)
    ann, bob = cards_dealt(events["ann"]), cards_dealt(events["bob"])
    assert ann[:10] != bob[:10]


def test_a_round_ends_early_when_the_minimum_bet_cannot_be_made() -> None:
    """T10-4: after losing 995 of 1,000 the player cannot bet the minimum (10): their round is
    over after one hand, while the match waits for the other player's round."""
    rules = TenHandRules()
    match = Match(rules, ["ann", "bob"], shoes={"ann": stacked(LOSE),
                                                 "bob": stacked(*[WIN] * 10)})
    events = match.play_hand("ann", FixedBets([995]))
    assert match.chips()["ann"] == 5
    assert events[-1] == PlayerRoundEnded(room=0, seat="ann", chips=5, hands_played=1,
                                          short=True)
    assert match.round_over("ann") and match.hands_left("ann") == 0 and not match.over
    with pytest.raises(IllegalAction, match="ann's round is over: 1 hands played, 5 chips"):
        match.next_round("ann")
    for _ in range(9):
        assert not match.over
        match.play_hand("bob", FixedBets([10]))
    last = match.play_hand("bob", FixedBets([10]))
    assert last[-2] == PlayerRoundEnded(room=0, seat="bob", chips=1100, hands_played=10,
                                        short=False)
    assert last[-1] == MatchEnded(room=0, winner="bob", chips={"ann": 5, "bob": 1100})


def test_a_round_ends_at_once_when_every_chip_is_lost() -> None:
    """T10-4: running out of chips ends the round."""
    match = Match(TenHandRules(), ["ann", "bob"], shoes={"ann": stacked(LOSE),
                                                          "bob": stacked(LOSE)})
    match.play_hand("ann", FixedBets([1000]))
    end = match.play_hand("bob", FixedBets([1000]))
    assert match.chips() == {"ann": 0, "bob": 0}
    assert end[-1] == MatchEnded(room=0, winner=None, chips={"ann": 0, "bob": 0},
                                 drawn=("ann", "bob"))


def test_the_higher_count_wins() -> None:
    """T10-5: the higher chip count after both rounds wins."""
    rules = TenHandRules(hands=2)
    match = Match(rules, ["ann", "bob"], shoes={"ann": stacked(WIN, WIN),
                                                 "bob": stacked(WIN, LOSE)})
    policy = FixedBets([100, 100, 100, 100])
    result = match.play_out(lambda _: policy)
    assert result == MatchEnded(room=0, winner="ann", chips={"ann": 1200, "bob": 1000})


def test_equal_counts_draw() -> None:
    """T10-5 ruling: equal counts draw. Different cards, different bets, the same count."""
    rules = TenHandRules(hands=2)
    match = Match(rules, ["ann", "bob"], shoes={"ann": stacked(WIN, LOSE),
                                                 "bob": stacked(LOSE, WIN)})
    bets = {"ann": FixedBets([200, 200]), "bob": FixedBets([50, 50])}
    result = match.play_out(bets.__getitem__)
    assert result == MatchEnded(room=0, winner=None, chips={"ann": 1000, "bob": 1000},
                                drawn=("ann", "bob"))
    assert not any(isinstance(e, MatchEnded) for e in match.log[:-1])


def test_the_seat_context_carries_hands_left_and_rivals_chips() -> None:
    """T10-4, T10-5: a tournament-sense bot sees its hands left (this one included) and its
    rival's chips as they stand."""
    match = Match(TenHandRules(hands=3), ["ann", "bob"],
                  shoes={"ann": stacked(WIN, WIN, WIN), "bob": stacked(LOSE, LOSE, LOSE)})
    ann, bob = FixedBets([100, 100, 100]), FixedBets([100, 100, 100])
    match.play_hand("ann", ann)
    match.play_hand("bob", bob)
    match.play_hand("ann", ann)
    assert [(c.hands_left, dict(c.rivals)) for c in ann.contexts] == [
        (3, {"bob": 1000}), (2, {"bob": 900})]
    assert [(c.hands_left, dict(c.rivals)) for c in bob.contexts] == [(3, {"ann": 1100})]
    given = SeatContext("bob", rivals={"ann": 1}, hands_left=99)
    match.play_hand("bob", bob, given)
    assert bob.contexts[-1] is given


def test_a_host_drives_rounds_one_hand_at_a_time() -> None:
    """T10-3, T10-4: next_round / finish_round for remote players, with readable refusals."""
    match = Match(TenHandRules(hands=1), ["ann", "bob"],
                  shoes={"ann": stacked(WIN), "bob": stacked(LOSE)})
    round_ = match.next_round("ann")
    with pytest.raises(IllegalAction, match="hand 1 is still being played"):
        match.next_round("ann")
    with pytest.raises(IllegalAction, match="not over yet"):
        match.finish_round("ann", round_)
    with pytest.raises(IllegalAction, match="not the hand bob is playing"):
        match.finish_round("bob", round_)
    with pytest.raises(IllegalAction, match="'zed' is not playing"):
        match.next_round("zed")
    round_.start({"ann": 300})
    round_.stand("ann")
    ended = match.finish_round("ann", round_)
    assert ended == (PlayerRoundEnded(room=0, seat="ann", chips=1300, hands_played=1,
                                      short=False),)
    with pytest.raises(IllegalAction, match="not the hand ann is playing"):
        match.finish_round("ann", round_)


def test_a_hand_whose_bet_was_refused_is_withdrawn_and_taken_afresh() -> None:
    """T10-3 (issue 18, finding 6): a bet the round refuses deals nothing; the host withdraws
    the hand and the player's next one can be taken. Before, the match kept the refused hand
    as "still being played" for ever, and a hosted knockout never ended."""
    match = Match(TenHandRules(), ["ann", "bob"], shoes={"ann": stacked(WIN), "bob": stacked()})
    refused = match.next_round("ann")
    with pytest.raises(IllegalAction, match="Bet a whole amount from 10 to 1000, not 6"):
        refused.start({"ann": 6})
    match.withdraw("ann", refused)
    with pytest.raises(IllegalAction, match="not the hand ann is playing"):
        match.withdraw("ann", refused)
    round_ = match.next_round("ann")
    round_.start({"ann": 100})
    with pytest.raises(IllegalAction, match="ann's hand 1 has been dealt"):
        match.withdraw("ann", round_)
    round_.stand("ann")
    match.finish_round("ann", round_)
    assert match.hands_played("ann") == 1 and match.chips()["ann"] == 1100


def test_a_voided_hand_does_not_count() -> None:
    """T10-4: a hand voided by the director is dealt again; it is not one of the ten."""
    match = Match(TenHandRules(), ["ann", "bob"],
                  shoes={"ann": stacked(WIN, WIN), "bob": stacked(WIN)})
    round_ = match.next_round("ann")
    round_.start({"ann": 500})
    round_.void()
    assert match.finish_round("ann", round_) == ()
    assert match.hands_played("ann") == 0 and match.chips()["ann"] == 1000
    assert match.hands_left("ann") == 10
    match.play_hand("ann", FixedBets([10]))
    assert match.hands_played("ann") == 1 and match.chips()["ann"] == 1010


def test_match_needs_two_distinct_players_and_a_shoe_for_each() -> None:
    """T10-1: a match is played by the players of a full room."""
    with pytest.raises(IllegalAction, match="at least two"):
        Match(TenHandRules(), ["ann"])
    with pytest.raises(IllegalAction, match="different name"):
        Match(TenHandRules(), ["ann", "ann"])
    with pytest.raises(IllegalAction, match="No shoe was given for bob"):
        Match(TenHandRules(), ["ann", "bob"], shoes={"ann": stacked(WIN)})


def test_hand_events_end_each_hand_with_the_stack() -> None:
    """T10-3: each hand played through the match is a whole TenHandRound."""
    match = Match(TenHandRules(hands=1), ["ann", "bob"],
                  shoes={"ann": stacked(WIN), "bob": stacked(WIN)})
    events = match.play_hand("ann", FixedBets([10]))
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert len(ended) == 1 and ended[0].stacks == {"ann": 1010}
