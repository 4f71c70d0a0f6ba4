"""A player's report after a tournament (app/client/review.py) in words, as `pitboss review`
prints it: chips as the app writes them (1,600), chances in points of a percentage.

The report keeps its plays, kinds and what the seat saw as data, in English (`--json` writes
them so); they are worded here, in the app's language, where they are shown."""

from __future__ import annotations

import re
from collections.abc import Iterable

from app.client.card_words import card_text
from app.client.review import Review, Reviewed, Total
from app.client.wording import MINUS, signed
from app.engine.cards import Card
from app.i18n import Context, arg, number, translatable

review_texts = Context("review_texts")

CARD_CODE = re.compile(r"\b[2-9TJQKA][SHDC]\b")  # a card as the report keeps it: "TD"
# A play or a kind of decision as the report names it (app/client/review.py, review_values.py)
# -> its words, read with `review_texts.tr`.
PLAY_WORDS = {
    "hit": translatable("review_texts", "hit"),
    "stand": translatable("review_texts", "stand"),
    "double": translatable("review_texts", "double"),
    "split": translatable("review_texts", "split"),
    "surrender": translatable("review_texts", "surrender"),
    "insurance": translatable("review_texts", "insurance"),
    "even money": translatable("review_texts", "even money"),
    "no insurance": translatable("review_texts", "no insurance"),
    "raise": translatable("review_texts", "raise"),
    "check": translatable("review_texts", "check"),
    "fold": translatable("review_texts", "fold"),
    "sit out": translatable("review_texts", "sit out"),
    "stay in": translatable("review_texts", "stay in"),
    "turn up": translatable("review_texts", "turn up"),
    "dealer fold": translatable("review_texts", "dealer fold"),
    "dealer play": translatable("review_texts", "dealer play"),
    "dealer hit": translatable("review_texts", "dealer hit"),
    "dealer stand": translatable("review_texts", "dealer stand"),
    "hit/stand": translatable("review_texts", "hit/stand"),
    "raise/fold": translatable("review_texts", "raise/fold"),
    "dealer": translatable("review_texts", "dealer"),
    "bet": translatable("review_texts", "bet"),
}
_AMOUNT_PLAY = re.compile(r"(raise to|bet) (\d[\d,]*)")
_CHIPS_SEEN = re.compile(r"(\d[\d,]*) chips(?:, the rival (\d[\d,]*))?")


def play_words(name: str) -> str:
    """A play or a kind of decision as the report keeps it ("hit", "raise to 1,600", "bet
    50", "hit/stand"), in words; as kept where it has none."""
    amount = _AMOUNT_PLAY.fullmatch(name)
    if amount:
        play = review_texts.tr("raise to %L1") if amount[1] == "raise to" \
            else review_texts.tr("bet %L1")
        return arg(play, int(amount[2].replace(",", "")))
    known = PLAY_WORDS.get(name)
    return review_texts.tr(known) if known else name


def report_words(report: Review) -> str:
    total = report.total()
    lines = [arg(review_texts.tr("%1 in %2 (tournament %3, %4): %5."), report.player,
                 report.name, report.tournament, report.variant, decisions_words(total))]
    if total.decisions:
        lines += ["", review_texts.tr("By kind of decision:")]
        lines += [f"  {play_words(kind):<11} {decisions_words(each)}"
                  for kind, each in report.by_kind().items()]
    costly = report.costliest()
    if costly:
        lines += ["", review_texts.tr("The costliest %n:", None, len(costly))]
        lines += [f"  {decision_words(decision)}" for decision in costly]
    hands = [(key, each) for key, each in report.by_hand().items() if each.mistakes]
    if hands:
        lines += ["", review_texts.tr("Hands that cost something:")]
        lines += ["  " + arg(review_texts.tr("table %1, hand %L2: %3"), table, hand, _lost(each))
                  for (table, hand), each in hands]
    if report.skipped:
        lines += ["", unread_words(report)]
    return "\n".join(lines)


def unread_words(report: Review) -> str:
    """What the report left out of the record, if anything ("" if nothing)."""
    if not report.skipped:
        return ""
    return review_texts.tr("%Ln stored event(s) could not be read (damaged, or written by a "
                           "newer Pitboss): the report leaves them out.", None, report.skipped)


def decisions_words(total: Total) -> str:
    if not total.mistakes:
        return review_texts.tr("%Ln decision(s), none of them costly", None, total.decisions)
    return arg(review_texts.tr("%Ln decision(s), %L1 cost %2", None, total.decisions),
               total.mistakes, _lost(total))


def _and(words: list[str]) -> str:
    joined = ""
    for index, word in enumerate(words):
        joined = word if index == 0 else arg(review_texts.tr("%1 and %2", "what was lost"),
                                             joined, word)
    return joined


def _lost(total: Total) -> str:
    words = [chips_words(total.chips_lost)] if total.chips_lost or not total.chance_lost else []
    if total.chance_lost:
        words.append(_points(total.chance_lost))
    return _and(words)


def decision_words(decision: Reviewed) -> str:
    lost = [chips_words(decision.chips_lost)] if decision.chips_lost else []
    if decision.chance_lost:
        lost.append(_points(decision.chance_lost))
    best = decision.best_to_win if decision.chance_lost else decision.best
    said = review_texts.tr("table %1, hand %L2, %3: %4; you played %5 (timed out), the advisor "
                           "%6: %7 lost") if decision.timed_out else \
        review_texts.tr("table %1, hand %L2, %3: %4; you played %5, the advisor %6: %7 lost")
    return arg(said, decision.table, decision.hand, play_words(decision.kind),
               seen_words(decision), play_words(decision.played), _best_words(best),
               _and(lost))


def _best_words(best: str | None) -> str:
    return "None" if best is None else play_words(best)


def advisor_words(decision: Reviewed) -> str:
    """What the advisor would do at a decision of a replay, with its values: "the advisor
    would stand (stand +12.4 chips, hit \u22125.1); you hit". Where a tournament model weighs the
    choices and its best differs from the chips' best, both, and why the chance decides."""
    played = arg(review_texts.tr("you %1 (timed out)") if decision.timed_out
                 else review_texts.tr("you %1"), play_words(decision.played))
    if decision.best is None:
        return arg(review_texts.tr("the advisor has no value for this %1 here; %2"),
                   play_words(decision.kind), played)
    chips = _listed_words(arg(review_texts.tr("%1 %2", "a play and its value"), play_words(play),
                              signed(value, 1))
                          for play, value in _listed(decision.values, decision.played))
    best = play_words(decision.best)
    if not decision.chances:
        return arg(review_texts.tr("the advisor would %1 (%2 chips); %3") if chips
                   else review_texts.tr("the advisor would %1; %3"), best, chips, played)
    chances = _listed_words(arg(review_texts.tr("%1 %2%", "a play and its chance to win"),
                                play_words(play), number(100 * chance, 1))
                            for play, chance in _listed(decision.chances, decision.played))
    if decision.best_to_win in (None, decision.best):
        return arg(review_texts.tr("the advisor would %1 (%2 chips); chance to win: %3; %4")
                   if chips else review_texts.tr("the advisor would %1; chance to win: %3; %4"),
                   best, chips, chances, played)
    return arg(review_texts.tr("the advisor would %1 to win the tournament (%2), though %3 is "
                               "worth more chips (%4 chips); %5") if chips else
               review_texts.tr("the advisor would %1 to win the tournament (%2), though %3 is "
                               "worth more chips; %5"),
               _best_words(decision.best_to_win), chances, best, chips, played)


def _listed_words(items: Iterable[str]) -> str:
    joined = ""
    for index, item in enumerate(items):
        joined = item if index == 0 else arg(review_texts.tr("%1, %2", "a list"), joined, item)
    return joined


def _listed(values: dict[str, float], played: str, most: int = 3) -> list[tuple[str, float]]:
    """The best `most` choices, best first, and the one played where it is not among them (a
    10-hand bet has dozens of amounts)."""
    ranked = sorted(values.items(), key=lambda item: -item[1])
    shown = ranked[:most]
    shown += [(play, value) for play, value in ranked[most:] if play == played]
    return shown


def seen_words(decision: Reviewed) -> str:
    """What the seat saw, its cards as the app writes them (5♦ A♣ vs 7♣)."""
    seen = decision.seen
    chips = _CHIPS_SEEN.fullmatch(seen)
    if chips:  # before a bet: "1,600 chips, the rival 900"
        mine = int(chips[1].replace(",", ""))
        if chips[2] is None:
            return arg(review_texts.tr("%L1 chips"), mine)
        return arg(review_texts.tr("%L1 chips, the rival %L2"), mine,
                   int(chips[2].replace(",", "")))
    cards = CARD_CODE.sub(lambda code: card_text(Card.parse(code[0])), seen)
    if cards.startswith("dealing "):
        return arg(review_texts.tr("dealing %1"), cards.removeprefix("dealing "))
    own, vs, up = cards.rpartition(" vs ")
    return arg(review_texts.tr("%1 vs %2", "a seat's cards against the dealer's"), own, up) \
        if vs else cards


def chips_words(chips: float) -> str:
    """Expected chips, to the chip (a fraction of a chip is no news to a player)."""
    whole = round(chips)
    if not whole:
        return review_texts.tr("under a chip")
    if whole < 0:  # no loss, a gain: no plural form for it
        return arg(review_texts.tr("%L1 chips"), whole)
    return review_texts.tr("%Ln chip(s)", None, whole)


def _points(chance: float) -> str:
    """A chance of winning lost, in points of a percentage (0.041 is 4.1 points)."""
    points = 100 * chance
    return arg(review_texts.tr("%1 points of the chance to win"),
               (MINUS if f"{points:.1f}".startswith("-") else "") + number(abs(points), 1))
