"""What the felt says of a table, in words: hand totals, result labels, the banner over the
table, chip stacks, and each seat as a screen reader reads it.

No Qt here: the felt (app/ui/felt.py) draws these strings and the accessible objects carry
them, so both say the same and both are tested headless. Totals are the engine's
(`HandView.value`, `app.engine.hand.hand_value`), never counted again here.
"""

from __future__ import annotations

from collections.abc import Iterable

from app.client.table_state import TableSeat, TableState
from app.client.wording import hand_result
from app.engine.cards import Card, Rank, Suit
from app.engine.events import CardTurned, Outcome
from app.engine.seat_view import HandView
from app.engine.variants import variant_of
from app.i18n import Context, arg, translatable

felt_words = Context("felt_words")

# The banner's lines (`banner`), read with `felt_words.tr`.
YOU_DEAL = translatable("felt_words", "You deal: you cover every bet")
PAUSED = translatable("felt_words", "Paused by the director")
ON_BREAK = translatable("felt_words", "On a break")

# The shot clock's colours as the seconds to answer run out: (at or under, colour). One set
# for your own clock beside the controls and the acting seat's on the felt.
SHOT_CLOCK_COLOURS = ((5.0, "#e03c31"), (10.0, "#e8a317"))

# Each card's rank and suit as a screen reader says them, read with `felt_words.tr`.
RANK_WORDS = {
    Rank.ACE: translatable("felt_words", "ace"), Rank.TWO: translatable("felt_words", "two"),
    Rank.THREE: translatable("felt_words", "three"),
    Rank.FOUR: translatable("felt_words", "four"),
    Rank.FIVE: translatable("felt_words", "five"), Rank.SIX: translatable("felt_words", "six"),
    Rank.SEVEN: translatable("felt_words", "seven"),
    Rank.EIGHT: translatable("felt_words", "eight"),
    Rank.NINE: translatable("felt_words", "nine"), Rank.TEN: translatable("felt_words", "ten"),
    Rank.JACK: translatable("felt_words", "jack"),
    Rank.QUEEN: translatable("felt_words", "queen"),
    Rank.KING: translatable("felt_words", "king"),
}
SUIT_WORDS = {Suit.SPADES: translatable("felt_words", "spades"),
              Suit.HEARTS: translatable("felt_words", "hearts"),
              Suit.DIAMONDS: translatable("felt_words", "diamonds"),
              Suit.CLUBS: translatable("felt_words", "clubs")}


def card_words(card: Card | None) -> str:
    """A card as a screen reader says it: "ace of spades"; "a card face down" for one hidden."""
    if card is None:
        return felt_words.tr("a card face down")
    return arg(felt_words.tr("%1 of %2", "a card: its rank of its suit"),
               felt_words.tr(RANK_WORDS[card.rank]), felt_words.tr(SUIT_WORDS[card.suit]))


def chip_stack(amount: int, variant: str) -> list[tuple[int, int]]:
    """`amount` in the fewest chips of the variant's set: (chip, count) pairs, largest chip
    first. What no chip of the set makes up (never, for amounts in the chip unit) is left out."""
    stack = []
    for chip in sorted(variant_of(variant).chips, reverse=True):
        count, amount = divmod(amount, chip)
        if count:
            stack.append((chip, count))
    return stack


def shot_clock_text(left: float) -> str:
    """A shot clock's seconds in words, not a clock glyph many fonts lack: 0.2 s left still
    shows "1 s left"."""
    return arg(felt_words.tr("%1 s left", "seconds left to answer"), int(left + 0.999))


def shot_clock_colour(left: float) -> str:
    """The shot clock's colour at `left` seconds (SHOT_CLOCK_COLOURS); '' while time is ample."""
    return next((colour for under, colour in SHOT_CLOCK_COLOURS if left <= under), "")


# What a hand's total is (`_total`), apart from its words: a view never reads the words.
NO_TOTAL, SHOWING, BLACKJACK, BUST, COUNTED = "", "showing", "blackjack", "bust", "counted"


def _total(hand: HandView) -> tuple[str, str]:
    """(What the total is, its words): (SHOWING, "showing 10"), (BUST, "bust")..."""
    if not hand.cards or not hand.visible():
        return NO_TOTAL, ""
    value = hand.value
    if not hand.known:  # the up-card total: an ace showing is 11, "soft" says nothing yet
        return SHOWING, arg(felt_words.tr("showing %1", "the up cards' total"), value.total)
    if hand.natural:
        return BLACKJACK, felt_words.tr("blackjack", "a hand's total")
    if value.bust:
        return BUST, felt_words.tr("bust", "a hand's total")
    # 21 is said plainly: a soft 21 has nothing left to play it soft for.
    return COUNTED, arg(felt_words.tr("soft %1"), value.total) \
        if value.soft and value.total < 21 else str(value.total)


def total_text(hand: HandView) -> str:
    """A hand's total as the felt shows it: "soft 17", "20", "blackjack", "bust"; '' with no
    card seen. With a card face down it is what shows ("showing 10": the up-card total). A
    bust is "bust" alone: "bust 25" on the dealer, who has no bet, read as a sum lost."""
    return _total(hand)[1]


def result_text(hand: HandView) -> str:
    """A settled hand's label: "won 150", "blackjack" (a natural paid), "bust", "push", "lost";
    '' before it is settled."""
    if hand.outcome is None:
        return ""
    if hand.won:
        return arg(felt_words.tr("won %L1"), hand.won)
    if hand.outcome is Outcome.LOSE:
        return felt_words.tr("lost", "a hand's result")
    return hand_result(hand)


# The results said after the hand's total on its label: the rest say all there is ("bust",
# "surrender", "fold", "dealer natural"...).
WITH_TOTAL = (Outcome.WIN, Outcome.LOSE, Outcome.PUSH, Outcome.NATURAL)


def hand_label(hand: HandView) -> str:
    """A hand's one label on the felt: its total while it plays ("soft 17", "bust"); settled,
    the total and the result ("20 · won 50", "blackjack · won 75", "18 · push"), or the result
    alone where the total adds nothing ("bust", "surrender"). Two labels, "bust" over
    "bust 24", lay on top of each other."""
    (kind, total), result = _total(hand), result_text(hand)
    if not result or kind == BUST or total == result:  # "bust" says it all: never "bust · lost"
        return total or result
    if hand.outcome in WITH_TOTAL and total and kind != SHOWING:
        return arg(felt_words.tr("%1 \u00b7 %2", "a hand's total · its result"), total, result)
    return result


def total_words(hand: HandView) -> str:
    """A hand's total for a screen reader: "total soft 17", "total 24, bust"."""
    kind, total = _total(hand)
    if kind == BUST:
        return arg(felt_words.tr("total %1, bust"), hand.value.total)
    return arg(felt_words.tr("total %1"), total) if total else ""


def banner(state: TableState) -> str:
    """The line across the middle of the felt: the director's pause (or a break) first, then
    "You deal" when this seat deals a player-dealer game; '' for none."""
    clock = state.clock
    if clock is not None and clock.paused:
        return felt_words.tr(PAUSED)
    if clock is not None and clock.on_break:
        return felt_words.tr(ON_BREAK)
    if state.dealer == state.me and variant_of(state.variant).player_dealt and state.me:
        return felt_words.tr(YOU_DEAL)
    return ""


def active_hand(state: TableState, seat: TableSeat) -> int | None:
    """Which of `seat`'s hands is being played, when this seat is asked to play it."""
    decision = state.decision
    if decision is None or seat.name != state.me or decision.seat != state.me:
        return None
    return decision.hand


def house_dealer(state: TableState, seat: TableSeat) -> bool:
    """A 10-hand house dealer: a dealer who is not one of the tournament's players."""
    return seat.dealer and seat.name not in state.player_names() and bool(state.standings)


def shown_dealer_card(state: TableState) -> int | None:
    """BJX-4: which of the BJX dealer's two cards the dealer turned up for the table, while
    the other is still down to it; None elsewhere, before the choice and once both are up."""
    view = state.hand
    if not variant_of(state.variant).dealer_chooses_up_card or not view.in_play:
        return None
    turned = {event.index for event in state.hand_events
              if isinstance(event, CardTurned) and event.seat == view.dealer and event.hand == 0}
    return turned.pop() if len(turned) == 1 else None


def seat_name(state: TableState, seat: TableSeat) -> str:
    if house_dealer(state, seat):
        return felt_words.tr("House dealer")
    return arg(felt_words.tr("%1 (you)"), seat.name) if seat.name == state.me else seat.name


def seat_doing(state: TableState, seat: TableSeat) -> str:
    """What a seat is doing, in a few words, for its accessible description."""
    hands = [hand for hand in seat.hands if hand.cards or hand.bet]
    if seat.name == state.me and state.decision is not None:
        which = active_hand(state, seat) or 0
        if len(hands) > 1:
            return arg(felt_words.tr("your turn to play (hand %1 of %2)"), which + 1,
                       len(hands))
        return felt_words.tr("your turn to play")
    if seat.name == state.me and state.bet_request is not None:
        return felt_words.tr("your bet")
    if state.waiting is not None and seat.name in state.waiting.seats and \
            seat.name != state.me:
        return felt_words.tr("their turn to play") if state.hand.in_play \
            else felt_words.tr("placing a bet")
    if hands and all(hand.settled for hand in hands):  # its results are said with its hands
        return felt_words.tr("finished this hand")
    if seat.dealer:
        return felt_words.tr("dealing")
    if hands:
        return felt_words.tr("in the hand")
    return felt_words.tr("waiting for the next hand")


def seat_description(state: TableState, seat: TableSeat) -> str:
    """A seat as a screen reader reads it: chips, bets, cards in words and totals, what it is
    doing. Each hand is numbered when there are several (after a split)."""
    house = house_dealer(state, seat)
    parts = [felt_words.tr("dealer, covers every bet") if house
             else arg(felt_words.tr("%L1 chips"), seat.chips)]
    if seat.dealer and not house:
        parts.append(felt_words.tr("dealer", "a seat that deals"))
    hands = [hand for hand in seat.hands if hand.cards or hand.bet]
    shown = shown_dealer_card(state) if seat.dealer else None
    for index, hand in enumerate(hands):
        words = []
        if hand.bet:
            words.append(arg(felt_words.tr("bet %L1"), hand.bet))
        if hand.cards:
            words.append(arg(felt_words.tr("cards %1"), _listed(
                arg(felt_words.tr("%1 (shown)", "a card turned up for the table"),
                    card_words(card)) if (index, position) == (0, shown) else card_words(card)
                for position, card in enumerate(hand.cards))))
        if total := total_words(hand):
            words.append(total)
        if result := result_text(hand):
            words.append(result)
        if words:
            parts.append(arg(felt_words.tr("hand %1: %2"), index + 1, _listed(words))
                         if len(hands) > 1 else _listed(words))
    parts.append(seat_doing(state, seat))
    return _listed(parts, felt_words.tr("%1; %2", "a seat's description, part by part"))


def _listed(items: Iterable[str], template: str = "") -> str:
    """Items one after the other, as the language lists them: "a, b, c" (or in `template`)."""
    template = template or felt_words.tr("%1, %2", "a list")
    joined = ""
    for index, item in enumerate(items):
        joined = item if index == 0 else arg(template, joined, item)
    return joined


def dealer_up_words(state: TableState) -> str:
    """The dealer's cards as everyone sees them: the up card and its total while the hole card
    is down, the final total after; '' before any dealer card."""
    dealer = state.seat(state.dealer)
    if dealer is None or not dealer.hands or not dealer.hands[0].cards:
        return ""
    hand = dealer.hands[0]
    turned = shown_dealer_card(state)
    if turned is not None and hand.known and len(hand.cards) == 2:  # the dealer's own view
        up, down = hand.cards[turned], hand.cards[1 - turned]
        return arg(felt_words.tr("dealer shows %1; the other card, %2, is face down to the "
                                 "table"), card_words(up), card_words(down))
    if not hand.known:
        shown = hand.visible()
        if not shown:
            return felt_words.tr("dealer's cards face down")
        return arg(felt_words.tr("dealer shows %1, total %2"),
                   _listed(card_words(card) for card in shown), hand.value.total)
    return arg(felt_words.tr("dealer has %1, %2"),
               _listed(card_words(card) for card in hand.cards), total_words(hand))
