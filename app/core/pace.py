"""How fast a hand is shown to a person: a card at a time, CARD_SECONDS each at the normal
speed. The table's window shows a hand's cards so (app/ui/table_view.py), and a host paces a
table where a person sits by the same measure (app/net/person_pace.py), so what bots play at
once is shown at a pace a person follows, and the window never falls behind (issue 38: a
player's own dealt hand played itself too fast to follow)."""

from __future__ import annotations

CARD_SECONDS = 0.3
CARD_EVENTS = frozenset({"CardDealt", "CardTurned"})  # what shows a card (the events' types)
