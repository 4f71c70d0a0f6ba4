"""`pitboss review`: a player's report of a stored tournament (issue 23), in words or JSON."""

from __future__ import annotations

import argparse
import json
import sys

from app.cli.options import database_file, whole_number
from app.store import EventStore, StoreError

EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=database_file, required=True,
                        help="the database the tournament was stored in")
    parser.add_argument("--tournament", type=whole_number(1), required=True,
                        help="which tournament (`pitboss export --db FILE` lists them)")
    parser.add_argument("--player", required=True, help="whose decisions to review")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_review(args: argparse.Namespace) -> int:
    from app.client.review import review

    try:
        with EventStore.open(args.db, readonly=True) as store:
            report = review(store, args.tournament, args.player)
    except (StoreError, OSError) as error:
        print(f"pitboss review: {error}", file=sys.stderr)
        return EXIT_ERROR
    if args.json:
        print(json.dumps(report.to_json()))
    else:
        from app.client.review_words import report_words

        print(report_words(report))
    return 0
