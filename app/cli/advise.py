"""`pitboss advise`: every legal action's expected value for one hand against an up card."""

from __future__ import annotations

import argparse
import json

from app.engine.errors import EngineError

EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=("tenhand",), default="tenhand",
                        help="the game whose rules are the defaults (only tenhand has a house "
                             "dealer to advise against)")
    parser.add_argument("--decks", type=int, default=None, help="decks in the shoe (default 6)")
    parser.add_argument("--hand", required=True, help="the player's cards, e.g. T,6 or A,7,2")
    parser.add_argument("--up", required=True, help="the dealer's up card, e.g. T")
    parser.add_argument("--removed", default="",
                        help="other cards known to have left the shoe, e.g. 5,5,9")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
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
                        help="split to at most N hands (recorded; the split value assumes "
                             "one split)")
    parser.add_argument("--surrender", choices=("late", "none"), default=None,
                        help="late surrender or none (default late)")


def run_advise(args: argparse.Namespace) -> int:
    # Imported here so `pitboss --help` does not load the advisor.
    from dataclasses import replace

    from app.engine.advisor import AdvisorRules, advise, parse_rank, rules_for_tenhand

    try:
        rules: AdvisorRules = rules_for_tenhand()
        overrides = {
            "decks": args.decks,
            "h17": args.h17,
            "das": args.das,
            "resplit_hands": args.resplit,
            "surrender": args.surrender,
        }
        rules = replace(rules, **{name: value for name, value in overrides.items()
                                   if value is not None})
        hand = [parse_rank(text) for text in _split(args.hand)]
        ups = [parse_rank(text) for text in _split(args.up)]
        if len(ups) != 1:
            raise EngineError("--up takes exactly one card")
        removed = [parse_rank(text) for text in _split(args.removed)]
        values = advise(hand, ups[0], rules, removed)
    except EngineError as error:
        print(f"pitboss advise: {error}")
        return EXIT_ERROR
    if args.json:
        print(json.dumps(values))
        return 0
    width = max(len(action) for action in values)
    for action, value in values.items():
        print(f"{action:<{width}}  {value:+.6f}")
    return 0


def _split(text: str) -> list[str]:
    return [part for part in text.replace(" ", ",").split(",") if part]
