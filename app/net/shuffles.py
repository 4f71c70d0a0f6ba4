"""The host's side of a shuffle anyone can check (app/engine/shuffle_proof.py): a seed
committed when the bets of a shoe's first hand are asked, the seated players' entropy gathered
until its cards are dealt, and the seed handed to the deal.

A shoe's lifetime is a hand (Series 7, BJX) or a player's round of a 10-hand match (T10-2):
only its first hand is committed and dealt with a seed (`Game.opens_shoe`). With a duplicate
deal the match's tables share one seed and one gathering of entropy (`Game.shoe_partners`), so
every player of the match adds to the one shoe order they are all dealt.

Nobody is waited for: the hand is dealt when its bets are in (or their time is up), and a seat
whose entropy has not come by then contributes nothing, which the revealed proof shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.core.game import Game
from app.engine.shuffle_proof import MAX_ENTROPY_BYTES, VERSION, ShuffleSeed, commitment
from app.net import protocol as p
from app.phrases import Phrase


@dataclass
class Mix:
    """A secret seed and the entropy gathered for it; `fixed` once the first of its tables
    is dealt (the others of a duplicate deal are dealt the same)."""

    seed: bytes
    entropy: dict[str, bytes] = field(default_factory=dict)
    fixed: ShuffleSeed | None = None


@dataclass
class PendingShuffle:
    hand: int
    mix: Mix

    def commit(self, table: int) -> p.ShuffleCommit:
        return p.ShuffleCommit(table=table, hand=self.hand, commitment=commitment(self.mix.seed),
                               version=VERSION)


class Shuffles:
    """The seeds committed for the tables' next shoes."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.pending: dict[int, PendingShuffle] = {}
        self._shared: dict[int, Mix] = {}  # table -> a partner's mix, dealt before it was told

    def commit(self, table: int, hand: int) -> p.ShuffleCommit | None:
        """The commitment to tell the table before hand `hand` (the one already made when the
        bets are asked again for the same hand); None where the hand opens no proved shoe."""
        if not self.game.opens_shoe(table):
            return None
        pending = self.pending.get(table)
        if pending is None or pending.hand != hand:
            pending = self.pending[table] = PendingShuffle(hand, self._mix_for(table))
        return pending.commit(table)

    def contribute(self, name: str, entropy: p.Entropy) -> str:
        """Take a seated player's entropy; '' when taken, else why not (said to them)."""
        pending = self.pending.get(entropy.table)
        if pending is None or pending.hand != entropy.hand:
            return Phrase("no_open_shuffle")
        if name not in {seat.name for seat in self.game.seats(entropy.table)}:
            return Phrase("only_table_entropy")
        value = bytes.fromhex(entropy.value)
        if not value or len(value) > MAX_ENTROPY_BYTES:
            return Phrase("entropy_size", MAX_ENTROPY_BYTES)
        # The first kept: no second try at the shoe. A mix already dealt takes no more.
        if pending.mix.fixed is None:
            pending.mix.entropy.setdefault(name, value)
        return ""

    def seed_for(self, table: int, hand: int) -> ShuffleSeed | None:
        """The seed of the shoe of the hand now dealt at `table`, with every player's entropy
        (empty for those who sent none in time; a duplicate deal's partners included); None
        where the hand opens no proved shoe."""
        pending = self.pending.pop(table, None)
        if not self.game.opens_shoe(table):
            return None
        if pending is None or pending.hand != hand:  # nobody was told: committed now
            pending = PendingShuffle(hand, self._mix_for(table))
        mix = pending.mix
        if mix.fixed is None:
            partners = self.game.shoe_partners(table)
            seated = {seat.name for number in (table, *partners)
                      for seat in self.game.seats(number)}
            mix.fixed = ShuffleSeed.of(mix.seed, {name: mix.entropy.get(name, b"")
                                                  for name in seated})
            for partner in partners:
                if partner not in self.pending:
                    self._shared[partner] = mix
        return mix.fixed

    def _mix_for(self, table: int) -> Mix:
        """The mix of a partner's shoe where the table shares its order, else a new seed."""
        shared = self._shared.pop(table, None)
        if shared is not None:
            return shared
        for partner in self.game.shoe_partners(table):
            if partner in self.pending:
                return self.pending[partner].mix
        return Mix(self.game.new_shuffle_seed())

    def forget(self, live: set[int]) -> None:
        """Tables broken up take their commitments with them."""
        for number in set(self.pending) - live:
            del self.pending[number]
        for number in set(self._shared) - live:
            del self._shared[number]
