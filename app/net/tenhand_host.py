"""10-hand head-to-head behind the surface the host drives: a knockout of matches.

Everyone registers; at the start the field is drawn into rooms of two (T10-1), each player
plays ten hands against their own house dealer (T10-2 to T10-4) and the higher stack wins
(T10-5). Winners are drawn into new rooms until one champion is left. Rulings, as in
`pitboss simulate`: a drawn match is played again by the same players; an odd player out
waits for the next round. Each player is their own "table", numbered by registration.
"""

from __future__ import annotations

import random

from app.engine.errors import IllegalAction
from app.engine.events import Event, PlayerEliminated
from app.engine.round_base import Round
from app.engine.rules import BetLevel, TenHandRules
from app.engine.tenhand import TenHandRound
from app.engine.tournament.room_events import MatchEnded, MatchStarted
from app.engine.tournament.series7 import Standing, TournamentEnded
from app.engine.tournament.tenhand_rooms import Match
from app.net.hosted import HostedTournament


class TenHandTournament(HostedTournament):
    format_name = "A 10-hand knockout"

    def __init__(self, rules: TenHandRules, *, name: str, rng: random.Random) -> None:
        if rules.room_size != 2:
            raise IllegalAction("A hosted 10-hand knockout plays rooms of two")
        super().__init__()
        self.rules = rules
        self.name = name
        self.rng = rng
        self.rounds: dict[int, TenHandRound] = {}
        self.matches: dict[str, Match] = {}  # player -> the match they are playing
        self.alive: list[str] = []  # not knocked out
        self.waiting: list[str] = []  # won their match: wait for the next knockout round
        self.knockout = 0
        self.places: dict[str, int] = {}
        self.chips: dict[str, int] = {}
        self.winner: str | None = None

    def start(self, now: float) -> list[Event]:
        if self.started_at is not None:
            raise IllegalAction("The tournament has already started")
        if len(self.field) < 2:
            raise IllegalAction("A knockout needs at least two players")
        self.started_at = now
        self.alive = list(self.field)
        self.chips = dict.fromkeys(self.field, self.rules.start_stack)
        return self._draw(list(self.field))

    def _draw(self, players: list[str]) -> list[Event]:
        """The next knockout round: players drawn into rooms of two; an odd one waits."""
        self.knockout += 1
        order = sorted(players)
        self.rng.shuffle(order)
        self.waiting = [order.pop()] if len(order) % 2 else []
        events: list[Event] = []
        for room, index in enumerate(range(0, len(order), 2), start=1):
            pair = order[index:index + 2]
            events += self._match(pair, room)
        return events

    def _match(self, pair: list[str], room: int) -> list[Event]:
        match = Match(self.rules, pair, self.rng, room=room)
        for player in pair:
            self.matches[player] = match
        return [MatchStarted(room=room, players=tuple(pair), stacks=match.chips(),
                             hands=self.rules.hands, duplicate_deal=self.rules.duplicate_deal)]

    # ---- the surface the host reads -------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None

    def table_numbers(self) -> list[int]:
        return [self.field.index(player) + 1 for player in sorted(self.matches)]

    def player_at(self, table: int) -> str:
        try:
            return self.field[table - 1]
        except IndexError:
            raise IllegalAction(f"There is no table {table}") from None

    @property
    def table_of(self) -> dict[str, int]:
        return {player: self.field.index(player) + 1 for player in self.matches}

    def playable_tables(self) -> list[int]:
        return [number for number in sorted(self.table_numbers())
                if number not in self.rounds
                and not self.matches[self.player_at(number)].round_over(self.player_at(number))]

    def next_round(self, table: int, level: BetLevel) -> TenHandRound:
        player = self.player_at(table)
        if player not in self.matches or table in self.rounds:
            raise IllegalAction(f"No hand can be dealt to {player} now")
        round_ = self.matches[player].next_round(player)
        self.rounds[table] = round_
        return round_

    def finish_round(self, table: int, round_: Round) -> list[Event]:
        player = self.player_at(table)
        if self.rounds.get(table) is not round_:
            raise IllegalAction(f"That is not the hand {player} is playing")
        assert isinstance(round_, TenHandRound)
        del self.rounds[table]
        if not round_.voided:
            self.hands_played += 1
        match = self.matches[player]
        events = list(match.finish_round(player, round_))
        self.chips.update(match.chips())
        for event in events:
            if isinstance(event, MatchEnded):
                events += self._after_match(match, event)
        return events

    def _after_match(self, match: Match, result: MatchEnded) -> list[Event]:
        for player in match.players:
            del self.matches[player]
        if result.winner is None:  # ruling: a draw is played again
            return self._match(list(match.players), result.room)
        events: list[Event] = []
        loser = next(player for player in match.players if player != result.winner)
        self.alive.remove(loser)
        self.eliminated_at[loser] = self.hands_played
        self.waiting.append(result.winner)
        out = len(self.alive) + 1  # C-12: the later out, the better the place
        self.places[loser] = out
        events.append(PlayerEliminated(seat=loser, place=out))
        if len(self.alive) == 1:
            self.winner = self.alive[0]
            self.places[self.winner] = 1
            events.append(TournamentEnded(winner=self.winner, reason="won the knockout"))
        elif not self.matches:
            events += self._draw(list(self.waiting))
        return events

    def standings(self) -> list[Standing]:
        playing = sorted((Standing(player, self.chips.get(player, 0), None,
                                   self.table_of.get(player))
                          for player in self.alive if player != self.winner),
                         key=lambda row: (-row.chips, row.name))
        done = sorted((Standing(player, self.chips.get(player, 0), place, None)
                       for player, place in self.places.items()),
                      key=lambda row: (row.place or 0, row.name))
        return playing + done
