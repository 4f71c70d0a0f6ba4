"""`pitboss verify --db FILE [--tournament N]`: check every hand's shuffle proof in a stored
history (app/core/shuffle_audit.py); exit status 1 if any fails. Then whether today's engine runs
each tournament's stored commands to the events stored with them (app/core/record.py
`replay_problem`): told, not failed, since a night stored by another version may no longer
replay though nothing was altered (an altered card fails its shuffle proof). A tournament dealt
before shuffle proofs existed says so, and counts as neither proved nor failed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.core.record import replay_problem
from app.core.shuffle_audit import audit
from app.store import EventStore, StoreError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", required=True, type=Path, help="the host's database file")
    parser.add_argument("--tournament", type=int, default=None,
                        help="only this tournament (default: every one in the file)")


def run_verify(args: argparse.Namespace) -> int:
    if not args.db.exists():
        print(f"pitboss verify: there is no file {args.db}", file=sys.stderr)
        return 2
    failed = 0
    try:
        with EventStore.open(args.db, readonly=True) as store:
            numbers = [args.tournament] if args.tournament is not None else \
                [record.id for record in store.tournaments()]
            for number in numbers:
                result = audit((event.table, event.payload) for event in store.events(number))
                for proof in result.proofs:
                    verdict = "OK" if proof.ok else f"FAILED: {'; '.join(proof.problems)}"
                    hands = f"hand {proof.hand}" if proof.hands == 1 else \
                        f"hands {proof.hand} to {proof.hand + proof.hands - 1}"
                    print(f"tournament {number} table {proof.table} {hands}: {verdict}")
                failed += len(result.failed)
                if result.proofs:
                    print(f"tournament {number}: {len(result.proofs) - len(result.failed):,} "
                          f"hands proved, {len(result.failed):,} failed, {result.unproved:,} "
                          f"dealt without a proof, {result.unfinished:,} unfinished")
                elif result.unproved:
                    print(f"tournament {number}: dealt before shuffle proofs "
                          f"({result.unproved:,} hands): nothing to check")
                problem = replay_problem(store, number)
                print(f"tournament {number}: " + (
                    "its commands replay to the events stored" if problem is None else
                    f"its commands no longer replay: {problem}. Stored by another version "
                    "of Pitboss, or altered; History, the coach and the export read what "
                    "was stored"))
    except StoreError as error:
        print(f"pitboss verify: {error}", file=sys.stderr)
        return 2
    return 1 if failed else 0
