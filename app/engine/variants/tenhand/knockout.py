"""The 10-hand knockout (T10-1 to T10-5, T10-14): one way to run a 10-hand game night, for the
host and for `pitboss simulate` alike.

Everyone registers; at the start the field is drawn into rooms of two (T10-1), each player plays
ten hands against their own house dealer (T10-2 to T10-4) and the higher stack wins (T10-5).
Winners are drawn into new rooms until one champion is left (T10-14). Each player is their own
"table", numbered by registration, since every player has their own dealer and shoe.

Rulings (T10-14 and where RULES.md is silent):
- An odd player out of a draw waits for the next knockout round (T10-14). RULES.md does not say
  who: the bye goes to one of those who have had the fewest byes so far, ties by the draw, so
  that no one waits a second time before everyone still in has waited once, and no one reaches
  the final on byes alone. `KnockoutRoundDrawn` records each draw and its bye.
- A drawn match is played again by the same two, with new shoes. The replays of a knockout round
  begin once its other matches are over, in room order: so the shoes dealt never depend on which
  match happened to end first, and a night replays the same from the same draws.
- The losers of a knockout round are placed when the round is over, below everyone still in, in
  order of their chips at the end of their match (more chips, better place; equal counts share
  the better place, as C-12 shares them).

A player's chips while they play a match are the match's own count (`Match.chips`), read there
for the bet range (T10-3), the seats and the standings; the knockout keeps only each player's
count at the end of their last match. A second copy kept in step by hand once went stale: a
player who had ended a round short was asked, in their next match, for a bet of their old stack.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from app.engine.bets import BetRange, tenhand_bet_range
from app.engine.errors import IllegalAction
from app.engine.events import HOUSE, Event
from app.engine.policy import SeatContext
from app.engine.round_base import Round
from app.engine.rules import BetLevel, Variant
from app.engine.shoe import Shoe
from app.engine.shuffle_proof import ShuffleSeed
from app.engine.table import FinishingPlaces
from app.engine.tournament.base import SeatRow, StandingRow, Tournament
from app.engine.tournament.events import KnockoutRoundDrawn, MatchEnded, TournamentEnded
from app.engine.variants.tenhand.rooms import Match
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules
from app.phrases import Phrase


class TenHandKnockout(Tournament):
    variant = Variant.TENHAND
    format_name = "A 10-hand knockout"

    def __init__(self, rules: TenHandRules, *, name: str = "10-hand knockout",
                 rng: random.Random | None = None) -> None:
        if rules.room_size != 2:
            raise IllegalAction("A 10-hand knockout plays rooms of two (T10-14)")
        super().__init__(rules, name=name, rng=rng)
        self.rules: TenHandRules = rules
        self.matches: dict[str, Match] = {}  # player -> the match they are playing
        self.alive: list[str] = []  # not knocked out
        self.through: list[str] = []  # in the next knockout round: winners, the odd one out
        self.drawn: list[Match] = []  # this round's drawn matches, replayed once it is played
        self.losers: list[tuple[str, int]] = []  # this round's, with their chips at the end
        self.knockout = 0  # the knockout round in play (1-based)
        self.byes: dict[str, int] = {}  # how many times each player has waited a round out
        self.ended_with: dict[str, int] = {}  # each player's chips at the end of their last match
        self.places: dict[str, int] = {}
        self._places: FinishingPlaces | None = None
        self._winner: str | None = None

    def start(self, now: float) -> list[Event]:
        if self.started_at is not None:
            raise IllegalAction("The tournament has already started")
        if len(self.field) < 2:
            raise IllegalAction("A knockout needs at least two players")
        self.started_at = now
        self.alive = list(self.field)
        self.byes = dict.fromkeys(self.field, 0)
        self.ended_with = dict.fromkeys(self.field, self.rules.start_stack)
        self._places = FinishingPlaces(len(self.field))
        return self._draw(list(self.field))

    # ---- the tables: one per player in a match ------------------------------------------

    @property
    def over(self) -> bool:
        return self._winner is not None

    @property
    def winner(self) -> str | None:
        return self._winner

    @property
    def table_of(self) -> Mapping[str, int]:
        return {player: self._table(player) for player in self.matches}

    def table_numbers(self) -> list[int]:
        return sorted(self._table(player) for player in self.matches)

    def seats(self, table: int) -> list[SeatRow]:
        player = self.player_at(table)
        return [SeatRow(player, self.chips_of(player), 1)]

    def dealer_of(self, table: int) -> str:
        self.player_at(table)
        return HOUSE

    def bettors(self, table: int) -> list[str]:
        return [self.player_at(table)]

    def bet_range(self, table: int, player: str, level: BetLevel) -> BetRange:
        """T10-3: from the table minimum (T10-2, whatever the level says) to every chip the
        player has in the match they are playing: the match's own count, which its next hand
        deals from, never a count from an earlier match."""
        if self.player_at(table) != player:
            raise IllegalAction(f"{player} does not play at table {table}")
        match = self._match(player)
        return tenhand_bet_range(self.rules, match.chips()[player])

    def context(self, player: str) -> SeatContext:
        """The rival's chips and the hands left in the match (T10-5), and the field still in."""
        match = self._match(player)
        rivals = {name: chips for name, chips in match.chips().items() if name != player}
        return SeatContext(player, rivals=rivals, hands_left=match.hands_left(player),
                           players_left=len(self.alive))

    def player_at(self, table: int) -> str:
        if not 1 <= table <= len(self.field):
            raise IllegalAction(Phrase("no_table", table))
        return self.field[table - 1]

    def playable_tables(self) -> list[int]:
        return [self._table(player) for player in sorted(self.matches, key=self._table)
                if self._table(player) not in self.rounds
                and not self.matches[player].round_over(player)]

    def next_round(self, table: int, level: BetLevel, *,
                   seed: ShuffleSeed | None = None) -> TenHandRound:
        """`seed`: the player's shoe for the whole match (T10-2), given with their first hand
        of a seeded match (`opens_shoe`) and with no other."""
        player = self.player_at(table)
        if player not in self.matches or table in self.rounds:
            raise IllegalAction(f"No hand can be dealt to {player} now")
        round_ = self.matches[player].next_round(player, seed)
        self.rounds[table] = round_
        return round_

    def opens_shoe(self, table: int) -> bool:
        """T10-2: only a seeded match's first hand opens the player's shoe for the match."""
        player = self.player_at(table)
        match = self.matches.get(player)
        return match is not None and match.needs_shoe(player)

    def shoe_done(self, table: int, shoe: Shoe) -> bool:
        """A player's shoe deals their whole round, and is done when the match is over, not
        before: with a duplicate deal the other player's round deals the same order until
        then, and the proof is told once the match's last hand is (T10-2)."""
        player = self.player_at(table)
        match = self.matches.get(player)
        return super().shoe_done(table, shoe) and (
            match is None or match.over or not match.holds(player, shoe))

    def shoe_partners(self, table: int) -> list[int]:
        """With a duplicate deal, the tables of the match's other players (T10-2)."""
        player = self.player_at(table)
        match = self.matches.get(player)
        if match is None or not self.rules.duplicate_deal:
            return []
        return [self._table(other) for other in match.players if other != player]

    def withdraw_round(self, table: int, round_: Round) -> None:
        """The hand was never dealt (its bets were refused): the match forgets it too, so the
        player's next hand can be taken."""
        super().withdraw_round(table, round_)
        assert isinstance(round_, TenHandRound)  # next_round made it
        player = self.player_at(table)
        self.matches[player].withdraw(player, round_)

    def finish_round(self, table: int, round_: Round) -> list[Event]:
        player = self.player_at(table)
        if self.rounds.get(table) is not round_ or not isinstance(round_, TenHandRound):
            raise IllegalAction(f"That is not the hand {player} is playing")
        del self.rounds[table]
        if not round_.voided:
            self.hands_played += 1
        match = self.matches[player]
        events = list(match.finish_round(player, round_))
        if match.result is not None:
            events += self._after_match(match, match.result)
        return events

    # ---- the knockout (T10-14) -------------------------------------------------------------

    def _draw(self, players: list[str]) -> list[Event]:
        """The next knockout round: players drawn into rooms of two, in the order drawn; with
        an odd count, the last drawn of those with the fewest byes waits (T10-14)."""
        self.knockout += 1
        order = sorted(players)
        self.rng.shuffle(order)
        bye: str | None = None
        if len(order) % 2:
            fewest = min(self.byes[player] for player in order)
            bye = next(player for player in reversed(order) if self.byes[player] == fewest)
            order.remove(bye)
            self.byes[bye] += 1
        self.through = [bye] if bye is not None else []
        events: list[Event] = [KnockoutRoundDrawn(
            round=self.knockout, players=tuple(order), bye=bye,
            byes={player: self.byes[player] for player in sorted(players)})]
        for room, index in enumerate(range(0, len(order), 2), start=1):
            events += self._play(order[index:index + 2], room)
        return events

    def _play(self, pair: list[str], room: int) -> list[Event]:
        """A match of two in `room`: each gets new chips and a new shoe (T10-2)."""
        match = Match(self.rules, pair, self.rng, room=room, seeded=self.seeded_shoes)
        for player in pair:
            self.matches[player] = match
        return list(match.log)  # MatchStarted

    def _after_match(self, match: Match, result: MatchEnded) -> list[Event]:
        self.ended_with.update(result.chips)
        for player in match.players:
            del self.matches[player]
        if result.winner is None:
            self.drawn.append(match)
        else:
            self.through.append(result.winner)
            self.losers += [(player, result.chips[player]) for player in match.players
                            if player != result.winner]
        if self.matches:
            return []  # the round goes on
        if self.drawn:
            replays, self.drawn = sorted(self.drawn, key=lambda m: m.room), []
            return [event for drawn in replays
                    for event in self._play(list(drawn.players), drawn.room)]
        return self._round_over()

    def _round_over(self) -> list[Event]:
        """T10-14: the round's losers placed below everyone still in; then the next draw."""
        assert self._places is not None
        events: list[Event] = []
        for out in self._places.eliminate(self.losers):
            self.places[out.seat] = out.place
            self.alive.remove(out.seat)
            self._out(out.seat)
            events.append(out)
        self.losers = []
        if len(self.alive) == 1:
            self._winner = self.alive[0]
            self.places[self._winner] = 1
            events.append(TournamentEnded(winner=self._winner, reason="won the knockout"))
            return events
        return events + self._draw(list(self.through))

    # ---- standings --------------------------------------------------------------------

    def standings(self) -> list[StandingRow]:
        """Those still in by chips (a loser of the round in play among them until the round is
        over and places are given), then those out by place."""
        playing = sorted((StandingRow(player, self.chips_of(player), None,
                                      self._table(player) if player in self.matches else None)
                          for player in self.alive if player != self._winner),
                         key=lambda row: (-row.chips, row.name))
        done = sorted((StandingRow(player, self.chips_of(player), place, None,
                                   self.eliminated_at.get(player))
                       for player, place in self.places.items()),
                      key=lambda row: (row.place or 0, row.name))
        return playing + done

    def players_left(self) -> list[str]:
        knocked_out = {player for player, _ in self.losers}
        return [player for player in self.alive if player not in knocked_out]

    def chips_of(self, player: str) -> int:
        """The player's chips: their match's count while they play one, else the count they
        ended their last match with (the starting stack before the first)."""
        match = self.matches.get(player)
        return match.chips()[player] if match is not None else self.ended_with.get(player, 0)

    def _table(self, player: str) -> int:
        return self.field.index(player) + 1

    def _match(self, player: str) -> Match:
        match = self.matches.get(player)
        if match is None:
            raise IllegalAction(f"{player} is not playing a match now")
        return match
