"""The 10-hand head-to-head tournament against a house dealer (RULES.md T10), as the registry
holds it."""

from app.engine.actions import Action
from app.engine.rules import Variant
from app.engine.variants.registry import GameVariant
from app.engine.variants.tenhand.rules import TenHandRules
from app.i18n import translatable

TENHAND = GameVariant(
    name=Variant.TENHAND.value, rules=TenHandRules,
    round_at="app.engine.variants.tenhand.round:TenHandRound", chart_at="app.engine.charts:TENHAND",
    # T10-2 names only the chip unit (1): the set starts at it and takes the theme's usual
    # steps up from there.
    chips=(1, 5, 25, 100, 500),
    player_dealt=False,  # the house deals (T10-1)
    local_bots=1,  # a match is two players (T10-1)
    levels=None,  # T10-2: its minimum bet is fixed
    odds_at="app.engine.advisor.odds:match_odds",  # T10-5: the match
    odds_caption=translatable("tv_words", "Chances of winning from the 10-hand match model"),
    hand_model_at="app.engine.advisor.hand_model:TENHAND_MODEL",
    shared_deck=False,  # T10-2: each player's own shoe
    matches=True,  # T10-5, T10-14
    heads_up=None,
    sudden_death=False,
    blinds=False,
    any_amount=True,  # T10-3
    betting_round=False,
    actions=(Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER,
             Action.INSURANCE),  # T10-8 to T10-12
    dealer_chooses_up_card=False,  # T10-7: a house dealer with no choices
    balances_tables=False,  # T10-14: matches, not tables
    league_nights=False,
    rule_of_thumb_at="app.engine.bots.tournament:tenhand_rule",
    advisor_rules_at="app.engine.variants.tenhand.advisor:rules_for_tenhand",
    tournament_at="app.engine.variants.tenhand.knockout:TenHandKnockout",  # T10-14
    title=translatable("variant_words", "10-hand"),
    about=translatable(
        "lobby_words", "Head to head over 10 hands against a house dealer: six decks, dealer "
        "hits soft 17, insurance and late surrender."),
)
