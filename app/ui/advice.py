"""Advice on demand (S7-25: advice may be given at any time): what the basic-strategy bot
would do in your seat, from exactly what your seat can see. The exact expected values of every
action come with the advisor (issue 7)."""

from __future__ import annotations

import random

from app.engine.bots import make_bot
from app.engine.policy import SeatContext
from app.net.client import RemoteRound
from app.ui.table_state import TableState

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
