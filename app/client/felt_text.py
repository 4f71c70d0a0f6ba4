"""What the felt says of a table, in words: hand totals, result labels, the banner over the
table, chip stacks, and each seat as a screen reader reads it.

No Qt here: the felt (app/ui/felt.py) draws these strings and the accessible objects carry
them, so both say the same and both are tested headless. Totals are the engine's
(`HandView.value`, `app.engine.hand.hand_value`), never counted again here.
"""

from __future__ import annotations

from app.client.table_state import TableSeat, TableState
from app.client.wording import hand_result
from app.engine.cards import Card, Rank, Suit
from app.engine.events import CardTurned, Outcome
from app.engine.rules import Variant
from app.engine.seat_view import HandView

#: The chips each variant's stacks are made of, largest last. S7-4: a Series 7 stack is 25s,
#: 100s, 500s and 1,000s. BJX-1 (chip unit 5) and T10-2 (chip unit 1) name only the unit:
#: their sets start at it and take the theme's usual steps up from there.
CHIP_SETS: dict[Variant, tuple[int, ...]] = {
    Variant.SERIES7: (25, 100, 500, 1000),
    Variant.BJX: (5, 25, 100, 500, 1000),
    Variant.TENHAND: (1, 5, 25, 100, 500),
}
#: Player-dealer variants, where a player deals and covers the table's bets (S7-13, BJX-1).
PLAYER_DEALT = (Variant.SERIES7, Variant.BJX)
YOU_DEAL = "You deal: you cover every bet"
PAUSED = "Paused by the director"
ON_BREAK = "On a break"

#: The shot clock's colours as the seconds to answer run out: (at or under, colour). One set
#: for your own clock beside the controls and the acting seat's on the felt.
SHOT_CLOCK_COLOURS = ((5.0, "#e03c31"), (10.0, "#e8a317"))

RANK_WORDS = {
    Rank.ACE: "ace", Rank.TWO: "two", Rank.THREE: "three", Rank.FOUR: "four",
    Rank.FIVE: "five", Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight",
    Rank.NINE: "nine", Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen",
    Rank.KING: "king",
}
SUIT_WORDS = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
              Suit.CLUBS: "clubs"}


def card_words(card: Card | None) -> str:
    """A card as a screen reader says it: "ace of spades"; "a card face down" for one hidden."""
    if card is None:
        return "a card face down"
    return f"{RANK_WORDS[card.rank]} of {SUIT_WORDS[card.suit]}"


def chip_stack(amount: int, variant: Variant) -> list[tuple[int, int]]:
    """`amount` in the fewest chips of the variant's set: (chip, count) pairs, largest chip
    first. What no chip of the set makes up (never, for amounts in the chip unit) is left out."""
    stack = []
    for chip in sorted(CHIP_SETS[variant], reverse=True):
        count, amount = divmod(amount, chip)
        if count:
            stack.append((chip, count))
    return stack


def shot_clock_text(left: float) -> str:
    """A shot clock's seconds in words, not a clock glyph many fonts lack: 0.2 s left still
    shows "1 s left"."""
    return f"{int(left + 0.999)} s left"


def shot_clock_colour(left: float) -> str:
    """The shot clock's colour at `left` seconds (SHOT_CLOCK_COLOURS); '' while time is ample."""
    return next((colour for under, colour in SHOT_CLOCK_COLOURS if left <= under), "")


def total_text(hand: HandView) -> str:
    """A hand's total as the felt shows it: "soft 17", "20", "blackjack", "bust"; '' with no
    card seen. With a card face down it is what shows ("showing 10": the up-card total). A
    bust is "bust" alone: "bust 25" on the dealer, who has no bet, read as a sum lost."""
    if not hand.cards or not hand.visible():
        return ""
    value = hand.value
    if not hand.known:  # the up-card total: an ace showing is 11, "soft" says nothing yet
        return f"showing {value.total}"
    if hand.natural:
        return "blackjack"
    if value.bust:
        return "bust"
    # 21 is said plainly: a soft 21 has nothing left to play it soft for.
    return f"soft {value.total}" if value.soft and value.total < 21 else str(value.total)


def result_text(hand: HandView) -> str:
    """A settled hand's label: "won 150", "blackjack" (a natural paid), "bust", "push", "lost";
    '' before it is settled."""
    if hand.outcome is None:
        return ""
    if hand.won:
        return f"won {hand.won:,}"
    if hand.outcome is Outcome.LOSE:
        return "lost"
    return hand_result(hand)


#: The results said after the hand's total on its label: the rest say all there is ("bust",
#: "surrender", "fold", "dealer natural"...).
WITH_TOTAL = (Outcome.WIN, Outcome.LOSE, Outcome.PUSH, Outcome.NATURAL)


def hand_label(hand: HandView) -> str:
    """A hand's one label on the felt: its total while it plays ("soft 17", "bust"); settled,
    the total and the result ("20 · won 50", "blackjack · won 75", "18 · push"), or the result
    alone where the total adds nothing ("bust", "surrender"). Two labels, "bust" over
    "bust 24", lay on top of each other."""
    total, result = total_text(hand), result_text(hand)
    if not result or total in (result, "bust"):  # "bust" says it all: never "bust · lost"
        return total or result
    if hand.outcome in WITH_TOTAL and total and not total.startswith("showing"):
        return f"{total} \u00b7 {result}"
    return result


def total_words(hand: HandView) -> str:
    """A hand's total for a screen reader: "total soft 17", "total 24, bust"."""
    total = total_text(hand)
    if total == "bust":
        return f"total {hand.value.total}, bust"
    return f"total {total}" if total else ""


def banner(state: TableState) -> str:
    """The line across the middle of the felt: the director's pause (or a break) first, then
    "You deal" when this seat deals a player-dealer game; '' for none."""
    clock = state.clock
    if clock is not None and clock.paused:
        return PAUSED
    if clock is not None and clock.on_break:
        return ON_BREAK
    if state.dealer == state.me and state.variant in PLAYER_DEALT and state.me:
        return YOU_DEAL
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
    if state.variant is not Variant.BJX or not view.in_play:
        return None
    turned = {event.index for event in state.hand_events
              if isinstance(event, CardTurned) and event.seat == view.dealer and event.hand == 0}
    return turned.pop() if len(turned) == 1 else None


def seat_name(state: TableState, seat: TableSeat) -> str:
    if house_dealer(state, seat):
        return "House dealer"
    return f"{seat.name} (you)" if seat.name == state.me else seat.name


def seat_doing(state: TableState, seat: TableSeat) -> str:
    """What a seat is doing, in a few words, for its accessible description."""
    hands = [hand for hand in seat.hands if hand.cards or hand.bet]
    if seat.name == state.me and state.decision is not None:
        which = active_hand(state, seat) or 0
        of = f" (hand {which + 1} of {len(hands)})" if len(hands) > 1 else ""
        return f"your turn to play{of}"
    if seat.name == state.me and state.bet_request is not None:
        return "your bet"
    if state.waiting is not None and seat.name in state.waiting.seats and \
            seat.name != state.me:
        return "their turn to play" if state.hand.in_play else "placing a bet"
    if hands and all(hand.settled for hand in hands):  # its results are said with its hands
        return "finished this hand"
    if seat.dealer:
        return "dealing"
    if hands:
        return "in the hand"
    return "waiting for the next hand"


def seat_description(state: TableState, seat: TableSeat) -> str:
    """A seat as a screen reader reads it: chips, bets, cards in words and totals, what it is
    doing. Each hand is numbered when there are several (after a split)."""
    house = house_dealer(state, seat)
    parts = ["dealer, covers every bet" if house else f"{seat.chips:,} chips"]
    if seat.dealer and not house:
        parts.append("dealer")
    hands = [hand for hand in seat.hands if hand.cards or hand.bet]
    shown = shown_dealer_card(state) if seat.dealer else None
    for index, hand in enumerate(hands):
        words = []
        if hand.bet:
            words.append(f"bet {hand.bet:,}")
        if hand.cards:
            words.append("cards " + ", ".join(
                card_words(card) + (" (shown)" if (index, position) == (0, shown) else "")
                for position, card in enumerate(hand.cards)))
        if total := total_words(hand):
            words.append(total)
        if result := result_text(hand):
            words.append(result)
        label = f"hand {index + 1}: " if len(hands) > 1 else ""
        if words:
            parts.append(label + ", ".join(words))
    parts.append(seat_doing(state, seat))
    return "; ".join(parts)


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
        return (f"dealer shows {card_words(up)}; the other card, {card_words(down)}, "
                "is face down to the table")
    if not hand.known:
        shown = hand.visible()
        if not shown:
            return "dealer's cards face down"
        return (f"dealer shows {', '.join(card_words(card) for card in shown)}, "
                f"total {hand.value.total}")
    return f"dealer has {', '.join(card_words(card) for card in hand.cards)}, {total_words(hand)}"
