"""The `pitboss replay` contract (SCENARIOS.md): scripted hands in, chips out.

Pure: it takes the decoded JSON and returns the output object; the command does the I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.engine.actions import KIND_ACTIONS, Action
from app.engine.cards import parse_cards
from app.engine.errors import EngineError
from app.engine.round_base import Round
from app.engine.rules import BetLevel
from app.engine.shoe import StackedShoe
from app.engine.table import FinishingPlaces, Table
from app.engine.variants import parse_variant, rules_from_options, variant_of
from app.engine.variants.bjx.round import BjxRound
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.round import Series7Round
from app.engine.variants.series7.rules import Series7Rules
from app.engine.variants.tenhand.round import TenHandRound
from app.engine.variants.tenhand.rules import TenHandRules


class ScenarioError(EngineError):
    """A malformed scenario, or a rule broken by it, located by hand and action index."""

    def __init__(self, message: str, hand: int | None = None, action: int | None = None) -> None:
        super().__init__(message)
        self.hand = hand
        self.action = action


@dataclass
class _Result:
    chips: dict[str, int]
    eliminated: list[dict[str, Any]] = field(default_factory=list)
    hands: list[dict[str, Any]] = field(default_factory=list)

    def output(self, error: ScenarioError | None) -> dict[str, Any]:
        return {
            "chips": self.chips,
            "eliminated": self.eliminated,
            "hands": self.hands,
            "error": None if error is None else
            {"hand": error.hand, "action": error.action, "message": str(error)},
        }


def run_scenario(data: Any) -> dict[str, Any]:
    """Play the scenario; the output's `error` is None when every hand went through."""
    result = _Result(chips={})
    try:
        _play(data, result)
    except ScenarioError as error:
        return result.output(error)
    except EngineError as error:
        return result.output(ScenarioError(str(error)))
    return result.output(None)


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise ScenarioError(message)


def _whole(value: Any, what: str) -> int:
    _require(isinstance(value, int) and not isinstance(value, bool),
             f"{what} must be a whole number, not {value!r}")
    return int(value)


def _play(data: Any, result: _Result) -> None:
    _require(isinstance(data, Mapping), "A scenario is a JSON object")
    variant = parse_variant(data.get("variant"))
    seats = data.get("seats")
    _require(isinstance(seats, list) and len(seats) > 0, "'seats' must be a list of seats")
    pairs: list[tuple[str, int]] = []
    for seat in seats:
        _require(isinstance(seat, Mapping) and isinstance(seat.get("name"), str),
                 "Each seat is an object with a 'name' and 'chips'")
        pairs.append((seat["name"], _whole(seat.get("chips"), f"{seat['name']}'s chips")))
        _require(pairs[-1][1] >= 0, f"{seat['name']}'s chips cannot be negative")
    _require(len({name for name, _ in pairs}) == len(pairs), "Every seat needs a different name")
    result.chips = dict(pairs)
    options = data.get("options", {})
    _require(isinstance(options, Mapping), "'options' must be an object")
    rules = rules_from_options(variant, options)
    deck_texts = data.get("deck")
    _require(isinstance(deck_texts, list), "'deck' must be a list of cards like \"AS\"")
    decks = rules.decks if isinstance(rules, TenHandRules) else 1
    shoe = StackedShoe(parse_cards(deck_texts, decks))
    hands = data.get("hands")
    _require(isinstance(hands, list), "'hands' must be a list")
    if isinstance(rules, TenHandRules):
        _require(len(pairs) == 1, "A tenhand scenario has one seat: the player against the house")
        _play_tenhand(rules, shoe, pairs[0], hands, result)
        return
    level = _level(data.get("level"), variant)
    dealer = data.get("dealer")
    _require(isinstance(dealer, str) and dealer in result.chips,
             f"'dealer' must name one of the seats, not {dealer!r}")
    table = Table(pairs, dealer)
    standings = FinishingPlaces(sum(1 for _, chips in pairs if chips > 0))  # C-12: those in play
    for number, script in enumerate(hands):
        try:
            _require(isinstance(script, Mapping), "Each hand is an object")
            in_play = table.in_play()
            if len(in_play) < 2:
                winner = in_play[0].name if in_play else "nobody"
                raise ScenarioError(f"The tournament is over: {winner} holds every chip")
            _require(table.seat(table.dealer).chips > 0, "The dealer has no chips")
            round_ = _new_round(rules, shoe, table, level, script)
            _run_hand(round_, script)
        except ScenarioError as error:
            error.hand = number
            raise
        except EngineError as error:
            raise ScenarioError(str(error), number) from None
        _record(round_, table.dealer, number, result, standings)
        for seat in table.seats:
            seat.chips = result.chips[seat.name]
        if table.in_play() and len(table.in_play()) > 1:
            table.pass_deal()


def _level(raw: Any, variant: str) -> BetLevel:
    _require(isinstance(raw, Mapping), "'level' must be an object with 'min' (and 'max')")
    levels = variant_of(variant).levels
    if levels is not None and levels.has_maximum:  # S7-8
        return BetLevel(_whole(raw.get("min"), "level.min"), _whole(raw.get("max"), "level.max"))
    return BetLevel(_whole(raw.get("min"), "level.min"))


def _bets(script: Mapping[str, Any]) -> dict[str, int | None]:
    bets = script.get("bets", {})
    _require(isinstance(bets, Mapping), "'bets' must be an object of names and amounts")
    return {str(name): _whole(amount, f"{name}'s bet") for name, amount in bets.items()}


def _new_round(rules: Series7Rules | BjxRules, shoe: StackedShoe, table: Table, level: BetLevel,
               script: Mapping[str, Any]) -> Round:
    dealer = table.seat(table.dealer)
    players = [(seat.name, seat.chips) for seat in table.players_from_left()]
    bets = _bets(script)
    _require(dealer.name not in bets, f"{dealer.name} deals this hand and does not bet")
    round_: Round
    if isinstance(rules, Series7Rules):
        absent = script.get("absent", [])
        _require(isinstance(absent, list) and all(isinstance(n, str) for n in absent),
                 "'absent' must be a list of names")
        sudden = script.get("sudden_death", False)
        _require(isinstance(sudden, bool), "'sudden_death' must be true or false")
        round_ = Series7Round(rules, shoe, level=level, dealer=(dealer.name, dealer.chips),
                              players=players, absent=absent, sudden_death=sudden)
    else:
        round_ = BjxRound(rules, shoe, level=level, dealer=(dealer.name, dealer.chips),
                          players=players)
    round_.start(bets)
    return round_


def _play_tenhand(rules: TenHandRules, shoe: StackedShoe, seat: tuple[str, int],
                  hands: list[Any], result: _Result) -> None:
    name = seat[0]
    standings = FinishingPlaces(1)
    for number, script in enumerate(hands):
        chips = result.chips[name]
        try:
            _require(isinstance(script, Mapping), "Each hand is an object")
            _require(number < rules.hands, f"A round is {rules.hands} hands (T10-4)")
            _require(chips >= rules.min_bet,
                     f"The round is over: {name} cannot make the minimum bet of {rules.min_bet}")
            round_ = TenHandRound(rules, shoe, player=(name, chips))
            round_.start(_bets(script))
            _run_hand(round_, script)
        except ScenarioError as error:
            error.hand = number
            raise
        except EngineError as error:
            raise ScenarioError(str(error), number) from None
        _record(round_, round_.dealer.name, number, result, standings)


def _run_hand(round_: Round, script: Mapping[str, Any]) -> None:
    actions = script.get("actions", [])
    _require(isinstance(actions, list), "'actions' must be a list")
    index = 0
    while not round_.over:
        decision = round_.decision()
        assert decision is not None
        step = _parse_action(actions[index], index) if index < len(actions) else None
        if decision.default is not None and (
            step is None or step[0] != decision.seat or step[1] not in KIND_ACTIONS[decision.kind]
        ):
            round_.take_default()
            continue
        if step is None:
            raise ScenarioError(f"{decision.seat} still has to act when the actions run out")
        try:
            round_.act(*step)
        except EngineError as error:
            raise ScenarioError(str(error), action=index) from None
        index += 1
    if index < len(actions):
        actor, action, _ = _parse_action(actions[index], index)
        raise ScenarioError(f"The hand is over: {actor}'s {action.value} has nothing to act on",
                            action=index)


def _parse_action(raw: Any, index: int) -> tuple[str, Action, int | None]:
    try:
        _require(isinstance(raw, list) and 2 <= len(raw) <= 3 and isinstance(raw[0], str),
                 "An action is [actor, verb] or [actor, verb, amount]")
        action = Action.parse(raw[1])
        amount = _whole(raw[2], "The amount") if len(raw) == 3 else None
    except (ScenarioError, ValueError) as error:
        raise ScenarioError(str(error), action=index) from None
    return raw[0], action, amount


def _record(round_: Round, dealer: str, number: int, result: _Result,
            standings: FinishingPlaces) -> None:
    start = round_.start_stacks
    result.hands.append({"dealer": dealer, "net": round_.net()})
    result.chips.update(round_.stacks())
    busted = [(name, start[name]) for name, chips in round_.stacks().items() if chips == 0]
    for out in standings.eliminate(busted):
        result.eliminated.append({"name": out.seat, "place": out.place, "hand": number + 1})
