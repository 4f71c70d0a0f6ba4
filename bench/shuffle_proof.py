"""What a checkable shuffle costs (issue 20, docs/decisions/checkable-shuffle.md): the host's
shoe derived from its seed and eight players' entropy against the CSPRNG shoe it replaces, the
host's handling of one player's entropy message, and a seat's check of a revealed hand."""

from __future__ import annotations

import secrets
import timeit

from app.core.game import Game
from app.engine.randomness import LoggedRandom
from app.engine.shoe import SecureShoe
from app.engine.shuffle_proof import ProvableShoe, ShuffleSeed, check_hand, revealed
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.shuffles import Shuffles

ROUNDS = 2000


def per_call(function: object, number: int = ROUNDS) -> float:
    """Microseconds per call."""
    return timeit.timeit(function, number=number) / number * 1e6  # type: ignore[arg-type]


def main() -> None:
    seed = ShuffleSeed.of(secrets.token_bytes(32),
                          {f"Player {i}": secrets.token_bytes(32) for i in range(8)})
    logged = LoggedRandom()

    def secure() -> None:
        SecureShoe(1, logged)
        logged.take()

    derived = per_call(lambda: ProvableShoe(seed, 1))
    before = per_call(secure)
    game = Game(Series7Rules())
    for name in ("Ann", "Bob"):
        game.register(name, 0.0)
    game.start(0.0)
    shuffles = Shuffles(game)
    table = game.table_numbers()[0]
    body = p.encode(p.Entropy(table=table, hand=1, value=secrets.token_hex(32)))[4:]

    def entropy() -> None:
        shuffles.commit(table, 1)
        message = p.decode_client(body)
        assert isinstance(message, p.Entropy)
        shuffles.contribute("Ann", message)

    taken = per_call(entropy)
    shoe = ProvableShoe(seed, 1)
    seen = [shoe.draw() for _ in range(20)]
    proof = revealed(1, shoe)
    checked = per_call(lambda: check_hand(proof, seen, committed=seed.commitment))
    print(f"host, a hand's shoe: derived {derived:.0f} us, {derived / before:.2f}x the CSPRNG "
          f"shoe it replaces ({before:.0f} us, whose 51 draws were also stored with each deal)")
    print(f"host, one player's entropy decoded and taken: {taken:.0f} us "
          f"({taken / before:.2f}x that shoe)")
    print(f"seat, a revealed hand of 20 cards checked: {checked:.0f} us "
          f"({checked / before:.2f}x that shoe)")


if __name__ == "__main__":
    main()
