"""Advice on demand (S7-25: advice may be given at any time): what the basic-strategy bot
would do in your seat, from exactly what your seat can see, and, at a 10-hand table, the
advisor's exact expected value of each action (app/engine/advisor), from this hand's cards
known to have left the shoe."""

from __future__ import annotations

import random

from app.engine.advisor import advise as exact_advice
from app.engine.advisor import rules_for_tenhand
from app.engine.bots import make_bot
from app.engine.cards import Card
from app.engine.policy import SeatContext
from app.net.client import RemoteRound
from app.ui.table_state import TableState
from app.ui.wording import MINUS

_WORDS = {"turn_up": "show card {n}", "raise": "raise to {amount:,}",
          "insurance": "take insurance ({amount:,})"}


def advise(state: TableState) -> str:
    """A sentence for the decision in front of you, or '' when there is none."""
    request = state.decision
    if request is None:
        return ""
    view = RemoteRound(state.variant)
    view.log = list(state.hand_events)
    view.chips = {seat.name: seat.chips for seat in state.seats}
    decision = view.ask(request)
    rivals = {seat.name: seat.chips for seat in state.seats if seat.name != state.me}
    context = SeatContext(state.me, rivals=rivals, players_left=state.players_left,
                          heads_up=state.players_left == 2)
    # A fixed seed: the same question gets the same answer.
    action, amount = make_bot("basic", random.Random(0)).act(view, decision, context)
    words = _WORDS.get(action.value, action.value.replace("_", " "))
    text = words.format(n=(amount or 0) + 1, amount=amount or 0)
    return f"Basic strategy: {text}."


Question = tuple[list[Card], Card, list[Card]]  # your hand, the up card, other cards seen


def exact_question(state: TableState) -> Question | None:
    """What the advisor needs to answer your decision at a 10-hand table, read from the state
    now; None where it does not cover the question yet (other variants, a split hand)."""
    request = state.decision
    me = state.seat(state.me)
    dealer = state.seat(state.dealer)
    if (request is None or state.variant != "tenhand" or me is None or dealer is None
            or len(me.hands) != 1 or request.hand != 0):
        return None
    hand = [card for card in me.hands[0].cards if card is not None]
    up = next((card for card in dealer.hands[0].cards if card is not None), None)
    if len(hand) < 2 or up is None:
        return None
    seen = [card for seat in state.seats if seat is not me and seat is not dealer
            for view in seat.hands for card in view.cards if isinstance(card, Card)]
    return hand, up, seen


def exact_values(question: Question) -> dict[str, float]:
    """Each action's exact expected value (best first): a second or so at worst, so the
    window asks for it off its own thread."""
    hand, up, seen = question
    return exact_advice(hand, up, rules_for_tenhand(), removed=seen)


def values_text(values: dict[str, float]) -> str:
    """The values in a line, best first, in units of your bet, with real minus signs."""
    shown = " · ".join(f"{name.replace('_', ' ')} {'+' if value >= 0 else MINUS}{abs(value):.3f}"
                       for name, value in values.items())
    return f"Exact EV per unit bet: {shown}"
