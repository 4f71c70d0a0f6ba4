"""The host's side of a shuffle anyone can check (app/engine/shuffle_proof.py): a seed
committed when a table's bets are asked, the seated players' entropy gathered until the cards
are dealt, and the seed handed to the deal.

Nobody is waited for: the hand is dealt when its bets are in (or their time is up), and a seat
whose entropy has not come by then contributes nothing, which the revealed proof shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.engine.shuffle_proof import MAX_ENTROPY_BYTES, VERSION, ShuffleSeed, commitment
from app.net import protocol as p
from app.net.game import Game


@dataclass
class PendingShuffle:
    hand: int
    seed: bytes
    entropy: dict[str, bytes] = field(default_factory=dict)

    def commit(self, table: int) -> p.ShuffleCommit:
        return p.ShuffleCommit(table=table, hand=self.hand, commitment=commitment(self.seed),
                               version=VERSION)


class Shuffles:
    """The seeds committed for the tables' next hands."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.pending: dict[int, PendingShuffle] = {}

    def commit(self, table: int, hand: int) -> p.ShuffleCommit | None:
        """The commitment to tell the table before hand `hand` (the one already made when the
        bets are asked again for the same hand); None where hands are not proved."""
        if not self.game.proves_shuffles:
            return None
        pending = self.pending.get(table)
        if pending is None or pending.hand != hand:
            pending = self.pending[table] = PendingShuffle(hand, self.game.new_shuffle_seed())
        return pending.commit(table)

    def contribute(self, name: str, entropy: p.Entropy) -> str:
        """Take a seated player's entropy; '' when taken, else why not (said to them)."""
        pending = self.pending.get(entropy.table)
        if pending is None or pending.hand != entropy.hand:
            return "No shuffle of that hand is open"
        if name not in {seat.name for seat in self.game.seats(entropy.table)}:
            return "Only a player seated at that table adds to its shuffle"
        value = bytes.fromhex(entropy.value)
        if not value or len(value) > MAX_ENTROPY_BYTES:
            return f"Send from 1 to {MAX_ENTROPY_BYTES} bytes of entropy"
        pending.entropy.setdefault(name, value)  # the first kept: no second try at the shoe
        return ""

    def seed_for(self, table: int, hand: int) -> ShuffleSeed | None:
        """The seed of the hand now dealt at `table`, with every seated player's entropy (empty
        for those who sent none in time); None where hands are not proved."""
        pending = self.pending.pop(table, None)
        if not self.game.proves_shuffles:
            return None
        if pending is None or pending.hand != hand:  # nobody was told: committed now
            pending = PendingShuffle(hand, self.game.new_shuffle_seed())
        seated = {seat.name for seat in self.game.seats(table)}
        return ShuffleSeed.of(pending.seed, {name: pending.entropy.get(name, b"")
                                             for name in seated})

    def forget(self, live: set[int]) -> None:
        """Tables broken up take their commitments with them."""
        for number in set(self.pending) - live:
            del self.pending[number]
