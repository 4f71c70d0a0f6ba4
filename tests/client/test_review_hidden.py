"""The coach's report never uses a card the player could not see (C-11): in BJX every player
holds a face-down card (BJX-4), so the values of the second betting round (BJX-5) depend on
which cards count as seen. Each is worked out again here straight from the stored events,
with C-11 applied by hand: a face-down card is its holder's alone until it is turned up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.client.review import review
from app.engine.advisor.bjx_betting import betting_values
from app.engine.cards import Card
from app.engine.variants.bjx.rules import BjxRules
from app.store import EventStore, HandRecord
from tests.support.nights import host_to_the_end

PLAYER = "Ann"


def _cards_at_the_choice(hand: HandRecord) -> tuple[list[Card], Card, list[Card], list[Card],
                                                     int] | None:
    """At PLAYER's raise, check or fold in this hand: its cards, the dealer's card shown, the
    other cards PLAYER could see, the other cards it could not, and its blind."""
    mine: list[Card] = []
    seen: list[Card] = []
    hidden: list[Card] = []
    up: Card | None = None
    blind = 0
    dealer = ""
    for stored in hand.events:
        event: dict[str, Any] = stored.payload
        kind = event.get("type")
        if kind == "HandStarted":
            dealer = event["dealer"]
        elif kind == "BetPlaced" and event["seat"] == PLAYER and event["kind"] == "blind":
            blind = event["amount"]
        elif kind == "CardDealt":
            card = Card.parse(event["card"])
            if event["seat"] == PLAYER:
                mine.append(card)
            elif event["face_up"]:
                seen.append(card)
            else:
                hidden.append(card)
        elif kind == "CardTurned":
            card = Card.parse(event["card"])
            if event["seat"] == dealer and up is None:
                up = card
            elif event["seat"] != PLAYER:
                seen.append(card)
            if card in hidden:
                hidden.remove(card)
        elif kind == "ActionTaken" and event["seat"] == PLAYER and \
                event["action"] in ("raise", "check", "fold"):
            if up is None or len(mine) != 2:
                return None
            return mine, up, [c for c in seen if c != up], hidden, blind
    return None


def test_the_betting_round_is_valued_on_the_cards_the_player_could_see(tmp_path: Path) -> None:
    """Every raise/check/fold of the report has the values of the cards PLAYER could see, and
    not those of every card dealt: with the other face-down cards counted, the values differ
    (so a report that peeked would fail here)."""
    database = tmp_path / "bjx.sqlite3"
    # The clock at twice a person's pace: minimums rising no faster leave PLAYER dozens of
    # betting rounds before the table has its winner.
    host_to_the_end(database, BjxRules(), [PLAYER, "Bob", "Cid"], speedup=2.0)
    with EventStore.open(database, readonly=True) as store:
        report = review(store, 1, PLAYER)
        hands = {(hand.table, hand.hand): hand for hand in store.hands(1)}
    choices = [d for d in report.decisions if d.kind == "raise/fold"]
    assert len(choices) > 10
    peeked_differs = 0
    for decision in choices:
        found = _cards_at_the_choice(hands[(decision.table, decision.hand)])
        assert found is not None, decision
        mine, up, seen, hidden, blind = found
        assert decision.seen == f"{mine[0]} {mine[1]} vs {up}"
        fair = betting_values([c.rank for c in mine], up.rank, [c.rank for c in seen])
        peeked = betting_values([c.rank for c in mine], up.rank,
                                [c.rank for c in seen + hidden])
        names = {"check": "check", "fold": "fold", f"raise to {2 * blind:,}": "raise"}
        assert decision.values, decision
        for name, value in decision.values.items():
            action = next(a for a in fair if a.value == names[name])
            assert value == fair[action] * blind, (decision, name)
            peeked_differs += abs(peeked[action] * blind - value) > 1e-9
    assert peeked_differs > 0
