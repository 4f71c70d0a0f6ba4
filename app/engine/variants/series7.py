"""Series 7 Blackjack League, player-dealer (RULES.md S7), as the registry holds it."""

from app.engine.rules import Series7Rules, Variant
from app.engine.variants.registry import GameVariant
from app.i18n import translatable

SERIES7 = GameVariant(
    name=Variant.SERIES7.value, rules=Series7Rules,
    round_at="app.engine.series7:Series7Round", chart_at="app.engine.charts:SERIES7",
    chips=(25, 100, 500, 1000),  # S7-4: a stack is 25s, 100s, 500s and 1,000s
    player_dealt=True,  # S7-13
    local_bots=7,  # one table of 8 seats, the player's among them (S7-1)
    title="Series 7",  # a name, said as it is in every language (issue 24)
    about=translatable(
        "lobby_words", "One deck, a player deals and covers every bet (S7); the deal rotates; "
        "levels of 15 minutes with a break every three."),
)
