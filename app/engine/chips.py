"""Chip arithmetic with a table's chip unit and the rounding of RULES.md C-7."""

from __future__ import annotations


def round_up(numerator: int, denominator: int, unit: int) -> int:
    """numerator/denominator rounded up to a multiple of `unit` (payouts and refunds, C-7)."""
    step = denominator * unit
    return -(-numerator // step) * unit


def round_down(numerator: int, denominator: int, unit: int) -> int:
    """numerator/denominator rounded down to a multiple of `unit` (stakes a player chooses)."""
    return (numerator // (denominator * unit)) * unit


def payout(bet: int, ratio: tuple[int, int], unit: int) -> int:
    """Winnings on `bet` at `ratio` (3:2 is (3, 2)), rounded up to the chip unit (C-7, S7-15)."""
    win, stake = ratio
    return round_up(bet * win, stake, unit)


def half_refund(bet: int, unit: int) -> int:
    """Half a bet given back (surrender, fold), rounded up for the player receiving it (C-7)."""
    return round_up(bet, 2, unit)
