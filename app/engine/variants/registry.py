"""The registry of rule sets: each variant one `GameVariant`, registered once, asked by name
(issue 37, docs/decisions/variant-registry.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol, cast

from app.engine.actions import Action
from app.engine.errors import RulesError
from app.engine.rules import RulesBase, Variant
from app.i18n import Context

if TYPE_CHECKING:
    from app.engine.advisor.hand_model import HandModel
    from app.engine.advisor.odds import Odds
    from app.engine.advisor.rules import AdvisorRules
    from app.engine.charts import Chart
    from app.engine.policy import SeatContext
    from app.engine.round_base import Round
    from app.engine.tournament.base import Tournament
    from app.engine.variants.rule_sets import Rules


class RuleOfThumb(Protocol):
    """A variant's bet where its tournament model does not reach, one signature for all
    (app/engine/bots/tournament.py holds the three): `others` are the chips of those the seat
    competes with, `table` the stacks at its table."""

    def __call__(self, stack: int, low: int, high: int, others: Mapping[str, int],
                 table: Mapping[str, int], context: SeatContext) -> int: ...


class HeadsUp(Enum):
    """Which two players alone make a heads-up, the spot a tournament model weighs."""

    FIELD = "field"  # the last two of the tournament (S7-22)
    TABLE = "table"  # the last two holding chips at a table (BJX-15)


@dataclass(frozen=True, slots=True)
class LevelPlan:
    """How a variant's bets rise with its clock (S7-7, BJX-2): what app/engine/schedule.py
    builds a schedule from, and checks a director's schedule against."""

    # The first levels' minimum and maximum bets (None: a minimum only), doubled on past them.
    bets: tuple[tuple[int, int | None], ...]
    minutes: int  # a level's length, unless the rules' options or a director say otherwise
    break_every: int  # a break after every this many levels (0: none)
    break_minutes: int
    title: str  # its levels as a refusal names them: "Series 7 levels need a maximum..."
    maximum_rule: str  # the rule that says whether its levels have a maximum ("S7-8")

    @property
    def has_maximum(self) -> bool:
        """Its levels have a maximum bet as well as a minimum."""
        return self.bets[0][1] is not None


@dataclass(frozen=True, slots=True)
class GameVariant:
    """One rule set, as the code outside its own modules asks of it: instead of comparing a
    variant with a particular one, that code asks the variant what it does."""

    name: str  # its name on the wire, in the store and in files ("series7")
    rules: type[RulesBase]  # its rules and options (a class in its folder)
    # Its round class and its basic strategy chart, as "module:attribute" and imported when
    # first asked: the lobby asks the registry for its first frame, and the rounds and charts
    # would add some 50 ms to it (bench/ui.py's start-up, at its goal's edge).
    round_at: str
    chart_at: str
    chips: tuple[int, ...]  # the chips its stacks are made of, smallest first
    player_dealt: bool  # a player deals and covers the table's bets
    local_bots: int  # the most bots beside the player at one table played at home
    # Its name for people and the lobby's line on it, in English, each marked with
    # `translatable` in its module ("variant_words", "lobby_words"): `label` and `summary`
    # say them in the app's language.
    title: str
    about: str
    levels: LevelPlan | None  # None: its minimum bet is fixed, no clock raises it
    # Its tournament's class, as `round_at` names its round's.
    tournament_at: str
    # Its tournament model (app/engine/advisor/odds.py), named as `round_at` is: the chances
    # of winning the report, the advice, the TV and the tournament bot weigh; and how the TV
    # names them, in "tv_words" ("Chances of winning from the 10-hand match model").
    odds_at: str
    odds_caption: str
    # The model of a hand its chances weigh a hand in play with, from the cards the room sees
    # (app/engine/advisor/hand_model.py), named as `round_at` is; None where a hand in play is
    # not weighed card by card (BJX-4: its hole cards are face down).
    hand_model_at: str | None
    # Every card seen at the table has left the deck the seat's hand draws from (a shared
    # deck), or the seat's shoe holds only its own hand and the dealer's.
    shared_deck: bool
    # Its tournament is matches of two players over a count of hands, each against the
    # other's chips (T10-5, T10-14); else players at tables.
    matches: bool
    heads_up: HeadsUp | None  # None: no heads-up is weighed apart (a match is two already)
    # What its rules have that others do not, each a question the app asks of a variant:
    sudden_death: bool  # the director may declare sudden death heads-up (S7-22)
    blinds: bool  # a seat posts a blind, not a bet (BJX-3)
    any_amount: bool  # a bet is any amount in a range (T10-3, BJX-3), not one of two (S7-8)
    betting_round: bool  # a second betting round after the deal: raise, check, fold (BJX-5)
    # The plays it has, as Help lists them (the engine refuses the others: S7-20, BJX-5).
    actions: tuple[Action, ...]
    dealer_chooses_up_card: bool  # the dealer turns up one of two cards down (BJX-4)
    balances_tables: bool  # the tournament moves players to balance its tables (S7-23)
    league_nights: bool  # a season's nights are its league's: members only by default
    # The tournament bot's bet where the model does not reach, named as `round_at` is
    # (app/engine/bots/tournament.py: `RuleOfThumb`).
    rule_of_thumb_at: str
    # The advisor's rules for a hand under its rules (app/engine/advisor/rules.py
    # `AdvisorRules`), named as `round_at` is: the values of a hand's plays.
    advisor_rules_at: str

    @property
    def label(self) -> str:
        """Its name in the app's language: "Series 7", "10-hand", "BlackJack eXtreme"."""
        return variant_words.tr(self.title)

    @property
    def summary(self) -> str:
        """What the lobby says of it, in the app's language: decks, who deals, levels."""
        return lobby_words.tr(self.about)

    @property
    def round(self) -> type[Round]:
        """Its hand's class."""
        return cast("type[Round]", _loaded(self.round_at))

    @property
    def tournament(self) -> type[Tournament]:
        """Its tournament's class (S7, BJX-17, T10-14)."""
        return cast("type[Tournament]", _loaded(self.tournament_at))

    def is_heads_up(self, last_two: bool, holding_at_table: int) -> bool:
        """Two players alone, as its heads-up is counted: `last_two`, two players are left
        in the tournament; `holding_at_table`, the players at the seat's table with chips."""
        if self.heads_up is HeadsUp.FIELD:
            return last_two
        return self.heads_up is HeadsUp.TABLE and holding_at_table == 2

    @property
    def odds(self) -> Odds:
        """Its tournament model: a seat's chances, where the model reaches."""
        return cast("Odds", _loaded(self.odds_at))

    @property
    def hand_model(self) -> HandModel | None:
        """The model of a hand in play its chances are weighed with, if any."""
        found = None if self.hand_model_at is None else _loaded(self.hand_model_at)
        return cast("HandModel | None", found)

    @property
    def rule_of_thumb(self) -> RuleOfThumb:
        """The tournament bot's bet where the tournament model does not reach."""
        return cast("RuleOfThumb", _loaded(self.rule_of_thumb_at))

    @property
    def advisor_rules(self) -> Callable[[Any], AdvisorRules]:
        """Its hand's rules as the advisor weighs plays under them, from its rules object."""
        return cast("Callable[[Any], AdvisorRules]", _loaded(self.advisor_rules_at))

    @property
    def chart(self) -> Chart:
        """Its basic strategy, as the basic bot plays it."""
        return cast("Chart", _loaded(self.chart_at))


variant_words = Context("variant_words")
lobby_words = Context("lobby_words")


@cache
def _loaded(reference: str) -> Any:
    """The object a "module:attribute" reference names, imported on its first use."""
    module, _, attribute = reference.partition(":")
    return getattr(import_module(module), attribute)


_REGISTERED: dict[str, GameVariant] = {}


def register(variant: GameVariant) -> GameVariant:
    """Add `variant` under its name (once: a second of the same name is a mistake)."""
    if variant.name in _REGISTERED:
        raise ValueError(f"A variant named {variant.name!r} is registered already")
    _REGISTERED[variant.name] = variant
    return variant


def variant_of(name: str) -> GameVariant:
    """The registered variant of that name (a `Variant` is its own name); an unknown name is
    a ValueError naming the variants there are."""
    variant = _REGISTERED.get(str(name))
    if variant is None:
        raise ValueError(f"Unknown variant {name!r}; the variants are: "
                         f"{', '.join(_REGISTERED)}")
    return variant


def parse_variant(name: object) -> str:
    """The name of a registered variant, a built-in's as its member of `Variant`; RulesError
    naming the variants there are for anything else (a name from a file, the wire, a
    command line)."""
    if isinstance(name, str) and name in _REGISTERED:
        return Variant(name) if name in tuple(Variant) else name
    raise RulesError(f"Unknown variant {name!r}; the variants are: {', '.join(_REGISTERED)}")


def rules_for_variant(rules: Rules) -> AdvisorRules:
    """The advisor's rules for a hand under any variant's rules object: its variant's own
    (each in its folder, app/engine/variants/*/advisor.py)."""
    return variant_of(rules.variant).advisor_rules(rules)


def rules_from_options(name: str, options: Mapping[str, Any] | None = None) -> Rules:
    """The rules of the variant of that name with `options` (RulesError naming what is wrong
    with them; an unknown name is variant_of's ValueError)."""
    rules: Rules = variant_of(name).rules.from_options(options or {})
    return rules


def default_variant(where: Callable[[GameVariant], bool] = lambda _: True) -> str:
    """Where a choice of rules starts when none is made: the first registered variant that
    `where` accepts (the lobby lists them in that order; ValueError if none does)."""
    for variant in _REGISTERED.values():
        if where(variant):
            return parse_variant(variant.name)
    raise ValueError("No registered variant is of that kind")


def house_dealt(variant: GameVariant) -> bool:
    """The house deals (a basic-strategy chart's game, `pitboss advise`, the chart window)."""
    return not variant.player_dealt


def variants(where: Callable[[GameVariant], bool] = lambda _: True) -> tuple[GameVariant, ...]:
    """The registered variants (those `where` accepts), in the order they were registered."""
    return tuple(variant for variant in _REGISTERED.values() if where(variant))
