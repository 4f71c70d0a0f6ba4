"""`pitboss export`: a tournament's record as JSON (docs/export.md), or its results and hand
histories as CSV files."""

from __future__ import annotations

import argparse
import sys

from app.cli.options import database_file, file_in_a_folder, folder_to_fill, whole_number
from app.store import EventStore, StoreError, default_database_path

EXIT_ERROR = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=database_file, default=None,
                        help=f"the host's database (default: {default_database_path()})")
    parser.add_argument("--tournament", type=whole_number(1), default=None,
                        help="which tournament (default: list them)")
    parser.add_argument("--json", type=file_in_a_folder, default=None, metavar="FILE",
                        help="the tournament's record: results, events and hands "
                             "(docs/export.md)")
    parser.add_argument("--csv", type=folder_to_fill, default=None, metavar="FOLDER",
                        help="results.csv and hands.csv (one row per seat per hand), in this "
                             "folder (made if missing)")


def run_export(args: argparse.Namespace) -> int:
    try:
        store = EventStore.open(args.db or default_database_path(), readonly=True)
    except StoreError as error:
        print(f"pitboss export: {error}", file=sys.stderr)
        return EXIT_ERROR
    try:
        if args.tournament is None:
            for record in store.tournaments():
                print(f"{record.id:>4}  {record.status:<10} {record.variant:<8} {record.name}")
            return 0
        if args.json is None and args.csv is None:
            print("pitboss export: say where: --json FILE and/or --csv FOLDER", file=sys.stderr)
            return EXIT_ERROR
        if args.json is not None:
            from app.core.record import export_json

            export_json(store, args.tournament, args.json)
            print(f"wrote {args.json}")
        if args.csv is not None:
            from app.core.hands_csv import export_csv

            for path in export_csv(store, args.tournament, args.csv):
                print(f"wrote {path}")
        return 0
    except (StoreError, OSError) as error:
        print(f"pitboss export: {error}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        store.close()
