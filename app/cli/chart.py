"""`pitboss chart`: the basic-strategy chart the advisor works out for house-dealer rules, as
text, JSON or a PNG picture."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from app.cli.advise import EXIT_ERROR, add_rule_arguments, rules_from
from app.engine.errors import EngineError

MIN_WIDTH, MAX_WIDTH = 200, 8000  # a picture's width in pixels, for --png


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_rule_arguments(parser)
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="print the chart as one JSON object")
    shown.add_argument("--png", metavar="FILE", type=Path, help="save the chart as a PNG picture")
    parser.add_argument("--width", type=int, default=900,
                        help="the picture's width in pixels, for --png (default 900)")


def run_chart(args: argparse.Namespace) -> int:
    # Imported here so `pitboss --help` does not load the advisor.
    from app.engine.advisor.strategy import chart_to_dict, strategy_chart
    from app.engine.charts import UP_CARDS

    try:
        if not MIN_WIDTH <= args.width <= MAX_WIDTH:
            raise EngineError(f"--width must be {MIN_WIDTH} to {MAX_WIDTH} pixels, not "
                              f"{args.width}")
        chart = strategy_chart(rules_from(args))
    except EngineError as error:
        print(f"pitboss chart: {error}")
        return EXIT_ERROR
    if args.png is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a picture needs no screen
        from PySide6.QtWidgets import QApplication

        from app.ui.chart_grid import save_png

        _ = QApplication.instance() or QApplication([])
        try:
            save_png(chart, args.png, args.width)
        except OSError as error:
            print(f"pitboss chart: {error}")
            return EXIT_ERROR
        print(f"Saved the chart for {chart.name} to {args.png}")
        return 0
    shown = chart_to_dict(chart)
    if args.json:
        print(json.dumps(shown))
        return 0
    print(chart.name)
    for title, key in (("Hard", "hard"), ("Soft", "soft"), ("Pairs", "pairs")):
        print(f"\n{title:<6}" + "".join(f"{up:>4}" for up in UP_CARDS))
        rows = shown[key]
        assert isinstance(rows, dict)
        for label, moves in rows.items():
            print(f"{_label(key, int(label)):<6}" + "".join(f"{move:>4}" for move in moves))
    return 0


def _label(table: str, key: int) -> str:
    """A row's name as a player reads it: 16, A,7 (soft 18), 8,8."""
    if table == "hard":
        return str(key)
    names = {1: "A", 10: "T"}
    if table == "soft":  # soft 12 is two aces, soft 21 an ace and a ten
        other = key - 11
        return f"A,{'A' if other == 1 else names.get(other, str(other))}"
    card = names.get(key, str(key))
    return f"{card},{card}"
