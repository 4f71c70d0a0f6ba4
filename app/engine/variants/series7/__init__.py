"""Series 7 Blackjack League, player-dealer (RULES.md S7), as the registry holds it."""

from app.engine.actions import Action
from app.engine.rules import Variant
from app.engine.variants.registry import GameVariant, HeadsUp, LevelPlan
from app.engine.variants.series7.rules import Series7Rules
from app.i18n import translatable

# S7-7: min/max of the first eight levels; both then double each level.
LEVELS: tuple[tuple[int, int], ...] = (
    (25, 50), (50, 100), (100, 200), (200, 400),
    (400, 800), (800, 1600), (1000, 2000), (2000, 4000),
)

SERIES7 = GameVariant(
    name=Variant.SERIES7.value, rules=Series7Rules,
    round_at="app.engine.variants.series7.round:Series7Round", chart_at="app.engine.charts:SERIES7",
    chips=(25, 100, 500, 1000),  # S7-4: a stack is 25s, 100s, 500s and 1,000s
    player_dealt=True,  # S7-13
    local_bots=7,  # one table of 8 seats, the player's among them (S7-1)
    levels=LevelPlan(LEVELS, minutes=15, break_every=3, break_minutes=15,  # S7-7
                     title="Series 7", maximum_rule="S7-8"),
    odds_at="app.engine.advisor.odds:series7_odds",  # S7-8, S7-22: the heads-up
    odds_caption=translatable("tv_words", "Chances of winning from the Series 7 heads-up model"),
    hand_model_at="app.engine.advisor.hand_model:SERIES7_MODEL",  # S7-12: cards face up
    shared_deck=True,  # S7-11: one deck, every card seen has left it
    matches=False,
    heads_up=HeadsUp.FIELD,  # S7-22: the last two of the tournament
    sudden_death=True,  # S7-22
    blinds=False,
    any_amount=False,  # S7-8: the minimum or the maximum
    betting_round=False,
    actions=(Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT),  # S7-20
    dealer_chooses_up_card=False,  # S7-12: one card up, one down, as dealt
    balances_tables=True,  # S7-23
    league_nights=True,  # the Series 7 Blackjack League
    rule_of_thumb_at="app.engine.bots.tournament:series7_rule",
    advisor_rules_at="app.engine.variants.series7.advisor:rules_for_series7",
    tournament_at="app.engine.variants.series7.tournament:Series7Tournament",
    # A name, said as it is in every language (issue 24), but looked up like every word.
    title=translatable("variant_words", "Series 7"),
    about=translatable(
        "lobby_words", "One deck, a player deals and covers every bet (S7); the deal rotates; "
        "levels of 15 minutes with a break every three."),
)
