"""A player's report after a tournament (app/client/review.py) in words, as `pitboss review`
prints it: chips as the app writes them (1,600), chances in points of a percentage."""

from __future__ import annotations

import re

from app.client.review import Review, Reviewed, Total
from app.client.wording import MINUS, card_text, signed
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


def advisor_words(decision: Reviewed) -> str:
    """What the advisor would do at a decision of a replay, with its values: "the advisor
    would stand (stand +12.4 chips, hit \u22125.1); you hit". Where a tournament model weighs the
    choices and its best differs from the chips' best, both, and why the chance decides."""
    played = f"you {decision.played}{' (timed out)' if decision.timed_out else ''}"
    if decision.best is None:
        return f"the advisor has no value for this {decision.kind} here; {played}"
    chips = ", ".join(f"{play} {signed(value, 1)}"
                      for play, value in _listed(decision.values, decision.played))
    values = f" ({chips} chips)" if chips else ""
    if not decision.chances:
        return f"the advisor would {decision.best}{values}; {played}"
    chances = ", ".join(f"{play} {100 * chance:.1f}%"
                        for play, chance in _listed(decision.chances, decision.played))
    if decision.best_to_win in (None, decision.best):
        return (f"the advisor would {decision.best}{values}; chance to win: {chances}; "
                f"{played}")
    return (f"the advisor would {decision.best_to_win} to win the tournament ({chances}), "
            f"though {decision.best} is worth more chips{values}; {played}")


def _listed(values: dict[str, float], played: str, most: int = 3) -> list[tuple[str, float]]:
    """The best `most` choices, best first, and the one played where it is not among them (a
    10-hand bet has dozens of amounts)."""
    ranked = sorted(values.items(), key=lambda item: -item[1])
    shown = ranked[:most]
    shown += [(play, value) for play, value in ranked[most:] if play == played]
    return shown


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
