"""Hands per second of the rules engine against a bare loop, per variant (issue 2's goal: the
engine reaches at least a quarter of the bare loop's speed).

The bare loop deals from the same kind of shoe and settles a hand with no rules engine: two
cards each, every seat hits or stands at random, the dealer draws to 17, totals compared,
stacks updated.
The engine plays random legal hands on a full table through the public surface
(`play_randomly`: the random policy's bets and moves for every seat).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from app.engine.cards import Card
from app.engine.policy import play_randomly
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.shoe import SecureShoe
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules

SECONDS = 5.0  # per side and table
ROUNDS = 10
GOAL = 0.25  # the engine at least a quarter of the bare loop's speed


def bare_hand(seats: int, decks: int, rng: random.Random, stacks: list[int]) -> None:
    shoe = SecureShoe(decks, rng)

    def total(cards: list[Card]) -> int:
        points = sum(card.points for card in cards)
        return points + 10 if points <= 11 and any(card.is_ace for card in cards) else points

    hands = [[shoe.draw(), shoe.draw()] for _ in range(seats)]
    dealer = [shoe.draw(), shoe.draw()]
    for hand in hands:  # the same kind of random decisions as the engine's players make
        while total(hand) < 21 and rng.random() < 0.5:
            hand.append(shoe.draw())
    while total(dealer) < 17:
        dealer.append(shoe.draw())
    dealer_total = total(dealer)
    for index, hand in enumerate(hands):
        mine = total(hand)
        if mine > 21 or (dealer_total <= 21 and mine < dealer_total):
            stacks[index] -= 25
        elif dealer_total > 21 or mine > dealer_total:
            stacks[index] += 25


def rate(play_one: Callable[[], None], seconds: float) -> float:
    count = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        play_one()
        count += 1
    return count / elapsed


def best_rates(engine: Callable[[], None], bare: Callable[[], None]) -> tuple[float, float]:
    """The best of several short runs of each, taken in turn, so that a burst of load on a
    shared machine slows one sample of both rather than one side of the ratio."""
    engine_best = bare_best = 0.0
    for _ in range(ROUNDS):
        engine_best = max(engine_best, rate(engine, SECONDS / ROUNDS))
        bare_best = max(bare_best, rate(bare, SECONDS / ROUNDS))
    return engine_best, bare_best


def main() -> None:
    rng = random.Random(7)
    # A table builds its rules, level and seating once and a round per hand, as here.
    series7, bjx, tenhand = Series7Rules(), BjxRules(seats=10), TenHandRules()
    level, bjx_level = BetLevel(25, 50), BetLevel(25)
    seven = [(f"P{i}", 4000) for i in range(7)]
    nine = [(f"P{i}", 4000) for i in range(9)]
    tables: dict[str, tuple[int, int, Callable[[], Round]]] = {
        "series7 (7 players + dealer)": (7, 1, lambda: Series7Round(
            series7, SecureShoe(1, rng), level=level, dealer=("D", 4000), players=seven)),
        "bjx (9 players + dealer)": (9, 1, lambda: BjxRound(
            bjx, SecureShoe(1, rng), level=bjx_level, dealer=("D", 4000), players=nine)),
        "tenhand (1 player, 6 decks)": (1, 6, lambda: TenHandRound(
            tenhand, SecureShoe(6, rng), player=("P", 1000))),
    }
    print(f"{'table':32} {'engine hands/s':>15} {'bare hands/s':>13} {'ratio':>7}  goal 0.25")
    for name, (seats, decks, new_round) in tables.items():
        stacks = [4000] * seats
        engine, bare = best_rates(
            lambda new_round=new_round: play_randomly(new_round(), rng) and None,
            lambda seats=seats, decks=decks, stacks=stacks: bare_hand(seats, decks, rng, stacks))
        ratio = engine / bare
        verdict = "met" if ratio >= GOAL else "not met"
        print(f"{name:32} {engine:15,.0f} {bare:13,.0f} {ratio:7.3f}  {verdict}")


if __name__ == "__main__":
    main()
