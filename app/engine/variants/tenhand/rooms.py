"""The 10-hand head-to-head tournament: a lobby of rooms, and the match a full room plays.

T10-1: a room holds `room_size` players (2); when it fills it closes, its match starts and a
new open room appears. T10-2: every player plays their own round against their own house
dealer, from `start_stack` chips and a 6-deck shoe shuffled at the start of the round; with
`duplicate_deal` every player of the match gets the same shuffled order. T10-4: a round is
`hands` hands (10), over sooner when the player cannot make the minimum bet. T10-5: when every
round is over the higher chip count wins; equal counts draw.

A host drives a remote player's hands with `Match.next_round` / `Match.finish_round` (and
`Match.withdraw` for a hand whose bets were refused before the deal); local play and
simulations use `Match.play_hand` with a `Policy`, or `Lobby.play_out`.

Rulings where RULES.md is silent:
- A name is in at most one room at a time: it may join again once its match has ended. A blank
  name, or the house dealer's name, is refused.
- With `room_size` above 2, the single highest count wins; a tie for the top is a draw between
  the tied players (`MatchEnded.drawn`).
- A voided hand (`Round.void`) does not count towards the player's hands; its chips are back.
- Should a duplicate shoe ever run out (it would take more than 31 cards a hand on average),
  the cards not on the table are reshuffled for that player alone, as `SecureShoe` does.
- A host proving its shuffles (app/engine/shuffle_proof.py) makes a `seeded` match: a player's
  shoe is derived from the committed seed given with their first hand (`next_round`), which is
  the same as shuffling it at the start of the round, since nothing is drawn before. With
  `duplicate_deal` every player's seed must be the same.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from app.engine.errors import IllegalAction
from app.engine.events import HOUSE, Event
from app.engine.policy import Policy, SeatContext, play_hand
from app.engine.shoe import SecureShoe, Shoe
from app.engine.shuffle_proof import ProvableShoe, ShuffleSeed
from app.engine.tournament.events import (
    MatchEnded,
    MatchStarted,
    PlayerRoundEnded,
    RoomClosed,
    RoomJoined,
    RoomLeft,
    RoomOpened,
)
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules


@dataclass(slots=True)
class _PlayerRound:
    """One player's round of the match: their chips, hands played and shoe."""

    name: str
    chips: int
    shoe: Shoe | None  # None until a seeded match's first hand gives its seed
    hands_played: int = 0
    over: bool = False
    pending: TenHandRound | None = None


class Match:
    """The match of one room: each player's round of `rules.hands` hands, then the result."""

    def __init__(
        self,
        rules: TenHandRules,
        players: Sequence[str],
        rng: random.Random | None = None,
        *,
        room: int = 0,
        shoes: Mapping[str, Shoe] | None = None,
        seeded: bool = False,
    ) -> None:
        """`rng`: a seeded generator for simulations and tests; play leaves it None (C-8).
        `shoes`: stacked shoes by player, for tests and replays (T10-2 is then the caller's).
        `seeded`: each player's shoe is derived from the seed given with their first hand."""
        if len(players) < 2:
            raise IllegalAction("A match needs at least two players")
        if len(set(players)) != len(players):
            raise IllegalAction("Every player of a match needs a different name")
        self.rules = rules
        self.room = room
        self.players: tuple[str, ...] = tuple(players)
        self._rng: random.Random = rng or secrets.SystemRandom()
        chosen: Mapping[str, Shoe | None] = (
            dict.fromkeys(self.players) if seeded and shoes is None else self._deal_shoes(shoes))
        self._rounds = {name: _PlayerRound(name, rules.start_stack, chosen[name])
                        for name in self.players}
        self.result: MatchEnded | None = None
        self._duplicated: ProvableShoe | SecureShoe | None = None  # a seeded duplicate's order
        self.log: list[Event] = [MatchStarted(
            room=room, players=self.players, stacks=self.chips(), hands=rules.hands,
            duplicate_deal=rules.duplicate_deal and shoes is None)]

    def _deal_shoes(self, shoes: Mapping[str, Shoe] | None) -> dict[str, Shoe]:
        """T10-2: a 6-deck shoe per player shuffled now, at the start of the round."""
        if shoes is not None:
            missing = [name for name in self.players if name not in shoes]
            if missing:
                raise IllegalAction(f"No shoe was given for {missing[0]}")
            return {name: shoes[name] for name in self.players}
        decks = self.rules.decks
        if not self.rules.duplicate_deal:
            return {name: SecureShoe(decks, self._rng) for name in self.players}
        source = SecureShoe(decks, self._rng)
        return {name: source.copy() for name in self.players}

    # ---- state --------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.result is not None

    def chips(self) -> dict[str, int]:
        return {name: self._rounds[name].chips for name in self.players}

    def hands_played(self, name: str) -> int:
        return self._round(name).hands_played

    def hands_left(self, name: str) -> int:
        """Hands still to play in this player's round, the next one included (0 when over)."""
        state = self._round(name)
        return 0 if state.over else self.rules.hands - state.hands_played

    def round_over(self, name: str) -> bool:
        return self._round(name).over

    def needs_shoe(self, name: str) -> bool:
        """The player's next hand takes the seed of their shoe (a seeded match's first)."""
        return self._round(name).shoe is None

    def holds(self, name: str, shoe: Shoe) -> bool:
        """`shoe` is the player's shoe in this match."""
        return self._round(name).shoe is shoe

    def context(self, name: str) -> SeatContext:
        """What a tournament-sense bot knows: its rivals' chips now and its hands left."""
        self._round(name)
        rivals = {other: self._rounds[other].chips for other in self.players if other != name}
        return SeatContext(seat=name, rivals=rivals, hands_left=self.hands_left(name),
                           players_left=len(self.players))

    # ---- driving ------------------------------------------------------------------------

    def next_round(self, name: str, seed: ShuffleSeed | None = None) -> TenHandRound:
        """The player's next hand, not started: the host takes the bet and relays decisions.
        `seed`: the player's shoe for the match, with their first hand of a seeded match."""
        state = self._round(name)
        if state.over:
            raise IllegalAction(f"{name}'s round is over: {state.hands_played} hands played, "
                                f"{state.chips} chips")
        if state.pending is not None:
            raise IllegalAction(f"{name}'s hand {state.hands_played + 1} is still being played")
        if seed is not None or state.shoe is None:
            state.shoe = self._first_hands_shoe(state, seed)
        if isinstance(state.shoe, ProvableShoe):
            state.shoe.begin_hand()  # the cards of the hand before are off the table
        state.pending = TenHandRound(self.rules, state.shoe, player=(name, state.chips))
        return state.pending

    def _first_hands_shoe(self, state: _PlayerRound, seed: ShuffleSeed | None) -> Shoe:
        """T10-2: a seeded match's shoe for the player's round, made before its first card:
        derived from `seed`, or, dealt without one (a hand nobody proves), shuffled by the
        match's `rng` as an unseeded match's is. A duplicate deal's is the first one's order."""
        if state.shoe is not None:
            raise IllegalAction(f"{state.name}'s shoe is shuffled once for the match (T10-2)")
        first = self._duplicated
        if first is not None:
            if seed is not None and (not isinstance(first, ProvableShoe) or first.seed != seed):
                raise IllegalAction("A duplicate deal gives every player the same shoe (T10-2): "
                                    "their seeds must be the same")
            return first.copy()
        shoe: ProvableShoe | SecureShoe = (
            SecureShoe(self.rules.decks, self._rng) if seed is None
            else ProvableShoe(seed, self.rules.decks))
        if self.rules.duplicate_deal:
            self._duplicated = shoe.copy()  # the fresh order, before any card is drawn
        return shoe

    def withdraw(self, name: str, round_: TenHandRound) -> None:
        """Forget a hand taken with `next_round` that was never dealt (its bets were refused):
        no card, bet or count has moved, and the player's next hand is taken afresh."""
        state = self._round(name)
        if state.pending is None or round_ is not state.pending:
            raise IllegalAction(f"That is not the hand {name} is playing")
        if round_.log:
            raise IllegalAction(f"{name}'s hand {state.hands_played + 1} has been dealt")
        state.pending = None
        if isinstance(state.shoe, ProvableShoe) and not state.shoe.drawn:
            state.shoe = None  # seeded with this hand, which never was: seeded again with the next

    def finish_round(self, name: str, round_: TenHandRound) -> tuple[Event, ...]:
        """Take the result of a finished hand; returns the round's end and the match's end."""
        state = self._round(name)
        if state.pending is None or round_ is not state.pending:
            raise IllegalAction(f"That is not the hand {name} is playing")
        if not round_.over:
            raise IllegalAction(f"{name}'s hand is not over yet")
        state.pending = None
        state.chips = round_.stacks()[name]
        if not round_.voided:  # a voided hand is dealt again and does not count
            state.hands_played += 1
        events: list[Event] = []
        short = state.chips < self.rules.min_bet  # T10-4
        if short or state.hands_played >= self.rules.hands:
            state.over = True
            events.append(PlayerRoundEnded(room=self.room, seat=name, chips=state.chips,
                                           hands_played=state.hands_played, short=short))
            if all(other.over for other in self._rounds.values()):
                self.result = self._result()
                events.append(self.result)
        self.log += events
        return tuple(events)

    def play_hand(self, name: str, policy: Policy,
                  context: SeatContext | None = None) -> tuple[Event, ...]:
        """Play the player's next hand with `policy`; the hand's events, then the match's."""
        round_ = self.next_round(name)
        seat_context = context or self.context(name)
        events = play_hand(round_, lambda _: policy, lambda _: seat_context)
        return (*events, *self.finish_round(name, round_))

    def play_out(self, policy_for: Callable[[str], Policy]) -> MatchEnded:
        """Play every round to its end, one hand of each player in turn."""
        while self.result is None:
            for name in self.players:
                if not self._rounds[name].over:
                    self.play_hand(name, policy_for(name))
        return self.result

    def _result(self) -> MatchEnded:
        """T10-5: the higher chip count wins; equal counts draw."""
        chips = self.chips()
        top = max(chips.values())
        leaders = tuple(name for name in self.players if chips[name] == top)
        if len(leaders) == 1:
            return MatchEnded(room=self.room, winner=leaders[0], chips=chips)
        return MatchEnded(room=self.room, winner=None, chips=chips, drawn=leaders)

    def _round(self, name: str) -> _PlayerRound:
        try:
            return self._rounds[name]
        except KeyError:
            raise IllegalAction(f"{name!r} is not playing in this match") from None


@dataclass(slots=True)
class Room:
    number: int
    players: list[str] = field(default_factory=list)
    match: Match | None = None

    @property
    def open(self) -> bool:
        return self.match is None


class Lobby:
    """Rooms of `rules.room_size`; the open one fills, closes, plays, and the next opens (T10-1)."""

    def __init__(self, rules: TenHandRules, rng: random.Random | None = None) -> None:
        self.rules = rules
        self._rng = rng
        self.rooms: dict[int, Room] = {}
        self._where: dict[str, int] = {}  # player -> the room they are in or last played in
        self.log: list[Event] = []
        self.open_room = self._open()

    def _open(self) -> Room:
        room = Room(len(self.rooms) + 1)
        self.rooms[room.number] = room
        self.log.append(RoomOpened(room=room.number, size=self.rules.room_size))
        return room

    def matches(self) -> list[Match]:
        return [room.match for room in self.rooms.values() if room.match is not None]

    def results(self) -> list[MatchEnded]:
        return [match.result for match in self.matches() if match.result is not None]

    def room_of(self, name: str) -> Room | None:
        """The room the player is in now (open, or playing a match not yet over)."""
        number = self._where.get(name)
        if number is None:
            return None
        room = self.rooms[number]
        return None if room.match is not None and room.match.over else room

    def match_of(self, name: str) -> Match:
        room = self.room_of(name)
        if room is None or room.match is None:
            raise IllegalAction(f"{name} is not playing a match now")
        return room.match

    def join(self, name: str) -> tuple[Event, ...]:
        """Take a seat in the open room: `RoomJoined` first, then, when that filled the room,
        `RoomClosed`, `MatchStarted` and the next `RoomOpened`."""
        if not isinstance(name, str) or not name.strip():
            raise IllegalAction("Enter a name to join a room")
        if name == HOUSE:
            raise IllegalAction(f"{name!r} is the house dealer's name; choose another")
        current = self.room_of(name)
        if current is not None:
            doing = "waiting in" if current.open else "playing in"
            raise IllegalAction(f"{name} is already {doing} room {current.number}")
        start = len(self.log)
        room = self.open_room
        room.players.append(name)
        self._where[name] = room.number
        self.log.append(RoomJoined(room=room.number, seat=name, position=len(room.players)))
        if len(room.players) >= self.rules.room_size:
            self.log.append(RoomClosed(room=room.number, players=tuple(room.players)))
            room.match = Match(self.rules, room.players, self._rng, room=room.number)
            self.log += room.match.log
            self.open_room = self._open()
        return tuple(self.log[start:])

    def leave(self, name: str) -> tuple[Event, ...]:
        """Leave the open room before it fills; a match once started cannot be left."""
        room = self.room_of(name)
        if room is None or not room.open:
            where = "playing a match" if room is not None else "in no room"
            raise IllegalAction(f"{name} cannot leave: {where}")
        room.players.remove(name)
        del self._where[name]
        event = RoomLeft(room=room.number, seat=name)
        self.log.append(event)
        return (event,)

    def play_out(self, policy_for: Callable[[str], Policy]) -> list[MatchEnded]:
        """Play every started match to its end (by room number); the results of every match."""
        for match in self.matches():
            if not match.over:
                match.play_out(policy_for)
        return self.results()
