"""A player's report after a tournament (app/client/review.py) in words, as `pitboss review`
prints it: chips as the app writes them (1,600), chances in points of a percentage."""

from __future__ import annotations

import re

from app.client.review import Review, Reviewed, Total
from app.client.wording import MINUS, card_text
from app.engine.cards import Card

CARD_CODE = re.compile(r"\b[2-9TJQKA][SHDC]\b")  # a card as the report keeps it: "TD"


def report_words(report: Review) -> str:
    total = report.total()
    lines = [f"{report.player} in {report.name} (tournament {report.tournament}, "
             f"{report.variant}): {decisions_words(total)}."]
    if total.decisions:
        lines += ["", "By kind of decision:"]
        lines += [f"  {kind:<11} {decisions_words(each)}"
                  for kind, each in report.by_kind().items()]
    costly = report.costliest()
    if costly:
        lines += ["", f"The costliest {len(costly)}:"]
        lines += [f"  {decision_words(decision)}" for decision in costly]
    hands = [(key, each) for key, each in report.by_hand().items() if each.mistakes]
    if hands:
        lines += ["", "Hands that cost something:"]
        lines += [f"  table {table}, hand {hand:,}: {_lost(each)}"
                  for (table, hand), each in hands]
    return "\n".join(lines)


def decisions_words(total: Total) -> str:
    counted = f"{total.decisions:,} decision{'' if total.decisions == 1 else 's'}"
    if not total.mistakes:
        return counted + ", none of them costly"
    return f"{counted}, {total.mistakes:,} cost {_lost(total)}"


def _lost(total: Total) -> str:
    words = [chips_words(total.chips_lost)] if total.chips_lost or not total.chance_lost else []
    if total.chance_lost:
        words.append(_points(total.chance_lost))
    return " and ".join(words)


def decision_words(decision: Reviewed) -> str:
    where = f"table {decision.table}, hand {decision.hand:,}"
    lost = [chips_words(decision.chips_lost)] if decision.chips_lost else []
    if decision.chance_lost:
        lost.append(_points(decision.chance_lost))
    best = decision.best_to_win if decision.chance_lost else decision.best
    timed = " (timed out)" if decision.timed_out else ""
    return (f"{where}, {decision.kind}: {seen_words(decision)}; "
            f"you played {decision.played}{timed}, the advisor {best}: {' and '.join(lost)} lost")


def seen_words(decision: Reviewed) -> str:
    """What the seat saw, its cards as the app writes them (5♦ A♣ vs 7♣)."""
    return CARD_CODE.sub(lambda code: card_text(Card.parse(code[0])), decision.seen)


def chips_words(chips: float) -> str:
    """Expected chips, to the chip (a fraction of a chip is no news to a player)."""
    whole = round(chips)
    return f"{whole:,} chip{'' if whole == 1 else 's'}" if whole else "under a chip"


def _points(chance: float) -> str:
    """A chance of winning lost, in points of a percentage (0.041 is 4.1 points)."""
    return f"{100 * chance:.1f} points of the chance to win".replace("-", MINUS)
