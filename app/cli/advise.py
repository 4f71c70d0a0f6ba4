"""`pitboss advise`: every legal action's expected value for one hand against an up card."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from app.engine.actions import Action, Choice
from app.engine.cards import Rank
from app.engine.errors import EngineError
from app.engine.variants import default_variant, house_dealt, variant_of, variants

if TYPE_CHECKING:
    from app.engine.advisor import AdvisorRules

EXIT_ERROR = 2


def add_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """The house-dealer rules, the 10-hand game's by default (shared with `pitboss chart`)."""
    parser.add_argument("--variant", choices=[variant.name for variant in variants()],
                        default=default_variant(house_dealt),
                        help="the game whose rules are the defaults: tenhand (6 decks, H17, no "
                             "DAS, late surrender); series7, a player's hand against the "
                             "player-dealer (1 deck, S17, DAS, the dealer splits aces); bjx, "
                             "a hand once the betting is over (1 deck, no doubling, split aces "
                             "may hit, split naturals win; the dealer taken to hit soft 17)")
    parser.add_argument("--decks", type=deck_count, default=None,
                        help="decks in the shoe, 1 to 8, or 'infinite' as published "
                             "infinite-deck tables assume (default 6; 1 for series7 and bjx)")
    soft17 = parser.add_mutually_exclusive_group()
    soft17.add_argument("--s17", dest="h17", action="store_false", default=None,
                        help="the dealer stands on soft 17")
    soft17.add_argument("--h17", dest="h17", action="store_true",
                        help="the dealer hits soft 17 (the tenhand rule)")
    das = parser.add_mutually_exclusive_group()
    das.add_argument("--das", dest="das", action="store_true", default=None,
                     help="double after split allowed")
    das.add_argument("--no-das", dest="das", action="store_false",
                     help="no double after split (the tenhand rule)")
    parser.add_argument("--resplit", type=int, default=None, metavar="N",
                        help="split to at most N hands (default 4; 1: no split); aces "
                             "split again only where the variant allows it (not tenhand)")
    parser.add_argument("--surrender", choices=("late", "none"), default=None,
                        help="late surrender or none (default late; none for series7 and bjx)")


def deck_count(text: str) -> int:
    """--decks: a whole number, or "infinite" (0 to the advisor)."""
    if text.strip().lower() in ("inf", "infinite", "infinity"):
        return 0
    try:
        decks = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a number of decks: write 1 to 8 or infinite") from None
    if decks == 0:  # the advisor's own code for an infinite shoe; here it is written out
        raise argparse.ArgumentTypeError("a shoe has 1 deck or more: write infinite for an "
                                         "infinite deck")
    return decks


# The advisor's rule each option sets, and the option's name for messages.
RULE_OPTIONS = {"decks": "--decks", "h17": "--s17/--h17", "das": "--das/--no-das",
                "resplit_hands": "--resplit", "surrender": "--surrender"}


def rule_overrides(args: argparse.Namespace) -> dict[str, Any]:
    return {"decks": args.decks, "h17": args.h17, "das": args.das,
            "resplit_hands": args.resplit, "surrender": args.surrender}


def rules_from(args: argparse.Namespace) -> AdvisorRules:
    """The variant's rules with the options given; a bad value raises RulesError in words."""
    from dataclasses import replace

    from app.engine.errors import RulesError
    from app.engine.variants import rules_for_variant, rules_from_options

    rules = rules_for_variant(rules_from_options(args.variant))
    given = {name: value for name, value in rule_overrides(args).items() if value is not None}
    for name, value in given.items():  # each alone first, so that the error names its option
        try:
            replace(rules, **{name: value})
        except RulesError as error:
            raise RulesError(f"{RULE_OPTIONS[name]}: {error}") from None
    return replace(rules, **given)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hand", required=True, help="the player's cards, e.g. T,6 or A,7,2")
    parser.add_argument("--up", required=True, help="the dealer's up card, e.g. T")
    parser.add_argument("--removed", default="",
                        help="other cards known to have left the shoe, e.g. 5,5,9")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_rule_arguments(parser)
    parser.add_argument("--match", metavar="MINE,RIVAL,HANDS",
                        help="also advise to win a 10-hand match (T10-5): your chips and the "
                             "rival's before this hand, and the hands left, this one included; "
                             "with --json the output becomes {\"ev\": ..., \"match\": ...}")
    parser.add_argument("--bet", type=int, default=None,
                        help="this hand's bet, for --match (default the minimum, 10)")
    parser.add_argument("--betting", action="store_true",
                        help="with --variant bjx: the second betting round's raise, check and "
                             "fold (BJX-5), --up being the card the dealer turned up")
    parser.add_argument("--heads-up", metavar="MINE,RIVAL,MINIMUM",
                        help="with --variant bjx --betting: also advise to win a heads-up "
                             "(BJX-15): your chips and the dealer's before this hand, and the "
                             "minimum; --bet is your blind (default the minimum); with --json "
                             "the output becomes {\"ev\": ..., \"heads_up\": ...}")


def run_advise(args: argparse.Namespace) -> int:
    # Imported here so `pitboss --help` does not load the advisor.
    from app.engine.advisor import advise, parse_rank

    try:
        if args.bet is not None and not (args.match or args.heads_up):
            raise EngineError("--bet is the bet of --match or the blind of --heads-up: give "
                              "one of them, or leave --bet out")
        rules = rules_from(args)
        overrides = rule_overrides(args)
        hand = [parse_rank(text) for text in _split(args.hand)]
        ups = [parse_rank(text) for text in _split(args.up)]
        if len(ups) != 1:
            raise EngineError("--up takes exactly one card")
        removed = [parse_rank(text) for text in _split(args.removed)]
        if args.betting:
            if not variant_of(args.variant).betting_round or args.match:
                raise EngineError("--betting is BJX's second betting round: use it with "
                                  "--variant bjx and without --match")
            from app.engine.advisor.bjx_betting import betting_values

            values = _named(betting_values(hand, ups[0], removed, rules))
        else:
            values = _named(advise(hand, ups[0], rules, removed))
        match = _match_advice(args, hand, ups[0], overrides) if args.match else None
        heads_up = _bjx_heads_up(args, hand, ups[0]) if args.heads_up else None
    except EngineError as error:
        print(f"pitboss advise: {error}")
        return EXIT_ERROR
    if args.json:
        extra = {"match": match} if match is not None else {"heads_up": heads_up}
        print(json.dumps(values if match is None and heads_up is None
                         else {"ev": values, **extra}))
        return 0
    width = max(len(action) for action in values)
    for action, value in values.items():
        print(f"{action:<{width}}  {value:+.6f}")
    if heads_up is not None:
        print(f"To win the heads-up: a blind of {heads_up['blind']} before the deal (chance "
              f"{heads_up['blind_chance']:.1%}); at a blind of {heads_up['bet']}, each "
              "choice's chance of winning it:")
        for name, chance in heads_up["betting"].items():
            total = heads_up["raise_totals"].get(name)
            print(f"  {name if total is None else f'{name} ({total})':<24}{chance:7.1%}")
    if match is not None:
        print(f"To win the match: bet {match['bet']} before the deal (chance "
              f"{match['bet_chance']:.1%})" + ("; with this hand, each play's chance of "
                                                "winning it:" if match["plays"] else "."))
        best_ev = next(iter(values))
        plays = match["plays"]
        best = max(plays, key=plays.__getitem__, default=None)
        for action, chance in plays.items():
            note = ""
            if action == best and action != best_ev:
                note = f"  <- the match's play; chips alone say {best_ev}"
            print(f"{action:<{width}}  {chance:7.1%}{note}")
    return 0


def _match_advice(args: argparse.Namespace, hand: list[Rank], up: Rank,
                  overrides: dict[str, Any]) -> dict[str, Any]:
    from app.engine.advisor.match import match_advice
    from app.engine.variants.tenhand.rules import TenHandRules

    if not variant_of(args.variant).matches or any(value is not None
                                                   for value in overrides.values()):
        raise EngineError("--match advises a 10-hand match under its own rules (T10); leave "
                          "out --variant, --decks, --s17/--h17, --das, --resplit and "
                          "--surrender")
    parts = _split(args.match)
    try:
        mine, rival, hands_left = (int(part) for part in parts)
    except ValueError:
        raise EngineError(f"--match takes your chips, the rival's and the hands left, e.g. "
                          f"970,1000,3; not {args.match!r}") from None
    rules = TenHandRules()
    bet = rules.min_bet if args.bet is None else args.bet
    if not 1 <= hands_left <= rules.hands:
        raise EngineError(f"A match has 1 to {rules.hands} hands left, not {hands_left}")
    if mine < rules.min_bet or rival < 0:
        raise EngineError(f"You need at least the minimum bet ({rules.min_bet}) to play a hand")
    if not rules.min_bet <= bet <= mine:
        raise EngineError(f"The bet must be from {rules.min_bet} to your {mine} chips, "
                          f"not {bet}")
    advice = match_advice(rules.min_bet, rules.hands, rules.start_stack)
    best_bet, chances = advice.bet(mine, rival, hands_left)
    chance = chances[best_bet]
    offered = {Action.HIT, Action.STAND}
    if len(hand) == 2:
        offered |= {Action.DOUBLE, Action.SURRENDER}
        if hand[0] is hand[1]:  # T10-12: a pair of the same rank
            offered.add(Action.SPLIT)
    ranks = [Rank.TEN if rank.points == 10 else rank for rank in hand]
    up_rank = Rank.TEN if up.points == 10 else up
    natural = len(hand) == 2 and {ranks[0], ranks[1]} == {Rank.ACE, Rank.TEN}
    plays = {} if natural else advice.play(ranks, up_rank, frozenset(offered), bet, mine,
                                           rival, hands_left)
    ordered = dict(sorted(((a.value, c) for a, c in plays.items()), key=lambda item: -item[1]))
    return {"bet": best_bet, "bet_chance": chance, "plays": ordered}


def _bjx_heads_up(args: argparse.Namespace, hand: list[Rank], up: Rank) -> dict[str, Any]:
    from app.engine.advisor.bjx_heads_up import advice_for_bjx_heads_up, allowed_blinds

    if not args.betting or not variant_of(args.variant).betting_round or args.match:
        raise EngineError("--heads-up advises a BJX heads-up's blind and betting round: use "
                          "it with --variant bjx --betting")
    try:
        mine, rival, minimum = (int(part) for part in _split(args.heads_up))
    except ValueError:
        raise EngineError(f"--heads-up takes your chips, the dealer's and the minimum, e.g. "
                          f"3000,5000,100; not {args.heads_up!r}") from None
    if mine <= 0 or rival <= 0:
        raise EngineError("A heads-up needs chips on both sides")
    advice = advice_for_bjx_heads_up(minimum, mine + rival)
    if advice is None:
        raise EngineError(f"A BJX minimum is a multiple of 5 below the chips in play, and the "
                          f"stacks are in steps of 5 chips; not a minimum of {minimum} with "
                          f"{mine} and {rival}")
    blind = min(minimum, mine) if args.bet is None else args.bet
    highest = max(allowed_blinds(mine, minimum))
    if not (blind == highest if mine < minimum
            else minimum <= blind <= highest and blind % 5 == 0):
        raise EngineError(f"A blind is from {min(minimum, mine)} to {highest} in steps of 5 "
                          f"chips (BJX-3), not {blind}")
    best, chances = advice.blind(mine)
    totals = advice.raise_totals(mine, blind)
    return {"blind": best, "blind_chance": chances[best], "bet": blind,
            "betting": {_choice_name(choice, totals): chance
                        for choice, chance in advice.betting(hand, up, blind, mine).items()},
            "raise_totals": {_choice_name((Action.RAISE, total), totals): total
                             for total in totals}}


def _named(values: dict[Action, float]) -> dict[str, float]:
    """The advisor's values by the actions' names, as printed."""
    return {action.value: value for action, value in values.items()}


def _choice_name(choice: Choice, raise_totals: tuple[int, ...]) -> str:
    """A heads-up betting choice as printed: fold, check, raise (to double the blind) or
    raise to cover (what the dealer can pay)."""
    action, total = choice
    if action is not Action.RAISE:
        return action.value
    return "raise" if total == raise_totals[0] else "raise to cover"


def _split(text: str) -> list[str]:
    return [part for part in text.replace(" ", ",").split(",") if part]
