"""BlackJack eXtreme, player-dealer at a poker table (RULES.md BJX), as the registry holds it."""

from app.engine.actions import Action
from app.engine.rules import Variant
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.registry import GameVariant, HeadsUp, LevelPlan
from app.i18n import translatable

# BJX-2 (ruling): the minimums, doubling on.
MINIMUMS: tuple[int, ...] = (25, 50, 100, 200, 400, 800, 1600)

BJX = GameVariant(
    name=Variant.BJX.value, rules=BjxRules,
    round_at="app.engine.variants.bjx.round:BjxRound", chart_at="app.engine.charts:BJX",
    # BJX-1 names only the chip unit (5): the set starts at it and takes the theme's usual
    # steps up from there.
    chips=(5, 25, 100, 500, 1000),
    player_dealt=True,  # BJX-1
    local_bots=9,  # a table of 10 seats at most (BJX-1), the player's among them
    # BJX-2: every 20 minutes. BJX is silent on breaks: none unless a director asks.
    levels=LevelPlan(tuple((low, None) for low in MINIMUMS), minutes=20, break_every=0,
                     break_minutes=15, title="BJX", maximum_rule="BJX-2"),
    odds_at="app.engine.advisor.odds:bjx_odds",  # BJX-15: the heads-up
    odds_caption=translatable("tv_words", "Chances of winning from the BJX heads-up model"),
    hand_model_at=None,  # BJX-4: hole cards face down
    shared_deck=True,  # BJX-1: one deck
    matches=False,
    heads_up=HeadsUp.TABLE,  # BJX-15: one player and the dealer at a table
    sudden_death=False,
    blinds=True,  # BJX-3
    any_amount=True,  # BJX-3
    betting_round=True,  # BJX-5
    actions=(Action.RAISE, Action.CHECK, Action.FOLD, Action.HIT, Action.STAND, Action.SPLIT,
             Action.DEALER_HIT, Action.DEALER_STAND, Action.DEALER_FOLD),  # BJX-5 to BJX-11
    dealer_chooses_up_card=True,  # BJX-4
    balances_tables=False,  # BJX-17: the director balances the first level's tables
    league_nights=False,
    rule_of_thumb_at="app.engine.bots.tournament:bjx_rule",
    advisor_rules_at="app.engine.variants.bjx.advisor:rules_for_bjx",
    tournament_at="app.engine.variants.bjx.tournament:BjxTournament",  # BJX-17
    # A name, said as it is in every language (issue 24), but looked up like every word.
    title=translatable("variant_words", "BlackJack eXtreme"),
    about=translatable(
        "lobby_words", "BlackJack eXtreme: blinds up to 3x the minimum, one card down and one "
        "up, raise, check or fold; 20-minute levels."),
)
