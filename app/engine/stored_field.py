"""The tournament around a seat, read back from its stored events: as far as the advisor weighs
it (`SeatContext`: the rivals' chips, the hands left in a 10-hand match, heads-up), and sudden
death. For reading a past night without running it again (app/client/review.py); a live
tournament answers the same from its own state (`Tournament.context`).
"""

from __future__ import annotations

from collections import Counter

from app.engine.events import Event, HandEnded, HandStarted
from app.engine.policy import SeatContext
from app.engine.tournament.events import (
    DirectorActed,
    LateEntered,
    MatchStarted,
    PlayerEliminated,
    PlayerRegistered,
    PlayerRoundEnded,
)
from app.engine.variants import variant_of


class StoredField:
    """Every event of a tournament in order (`apply`), then, at any point, a seat's context."""

    def __init__(self) -> None:
        self.entered: set[str] = set()  # in the field: registered (not waiting) or late
        self.out: set[str] = set()
        self.sudden_death = False  # S7-22, once declared
        # 10-hand (T10-1 to T10-5): each player's match, its chips and hands played there.
        self.match_of: dict[str, tuple[str, ...]] = {}
        self.match_hands: dict[str, int] = {}
        self.match_chips: dict[str, int] = {}
        self.played: Counter[str] = Counter()
        self.round_over: set[str] = set()

    def apply(self, event: Event) -> None:
        if isinstance(event, PlayerRegistered | LateEntered):
            if not getattr(event, "waitlisted", False):
                self.entered.add(event.name)
        elif isinstance(event, PlayerEliminated):
            self.out.add(event.seat)
        elif isinstance(event, DirectorActed) and event.act == "sudden_death":
            self.sudden_death = True
        elif isinstance(event, MatchStarted):
            for name in event.players:
                self.match_of[name] = event.players
                self.match_hands[name] = event.hands
                self.match_chips[name] = event.stacks.get(name, 0)
                self.played[name] = 0
                self.round_over.discard(name)
        elif isinstance(event, PlayerRoundEnded):
            self.round_over.add(event.seat)
        elif isinstance(event, HandEnded):
            for name, chips in event.stacks.items():
                if name in self.match_chips:
                    self.match_chips[name] = chips
                    self.played[name] += 1

    def context(self, variant: str, player: str, hand: HandStarted) -> SeatContext:
        """`player`'s context during `hand` (its table's hand in play, or about to be dealt)."""
        left = len(self.entered - self.out)
        rules = variant_of(variant)
        if rules.matches:  # T10-5: the rival of the match and its hands left
            rivals = {name: self.match_chips.get(name, 0)
                      for name in self.match_of.get(player, ()) if name != player}
            hands_left = 0 if player in self.round_over else \
                self.match_hands.get(player, 0) - self.played[player]
            return SeatContext(player, rivals=rivals, hands_left=hands_left, players_left=left)
        rivals = {name: chips for name, chips in hand.stacks.items() if name != player}
        return SeatContext(player, rivals=rivals, players_left=left,
                           heads_up=rules.is_heads_up(left == 2, len(hand.stacks)))
