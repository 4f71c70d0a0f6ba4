"""`pitboss simulate`: a tournament of bots, at full speed or paced to rehearse a structure."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable

from app.cli.options import check_field, players, positive_number, seed_number
from app.engine.bots import bots_for
from app.engine.clock import format_seconds
from app.engine.errors import EngineError
from app.engine.events import Event
from app.engine.simulation import SimulationResult
from app.engine.simulation import simulate as simulate_tournament
from app.engine.tournament.events import (
    FinalTableFormed,
    PlayerEliminated,
    PlayerMoved,
    TableBroken,
)
from app.engine.variants import default_variant, rules_from_options, variant_of, variants

EXIT_ERROR = 2
BOT_LEVELS = ("random", "basic", "tournament")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=[variant.name for variant in variants()],
                        default=default_variant())
    parser.add_argument("--players", type=players, default=64,
                        help="the field, 2 or more, at most the variant's (default 64)")
    parser.add_argument("--bots", choices=BOT_LEVELS, default="tournament",
                        help="how the bots play (default: tournament sense)")
    parser.add_argument("--seed", type=seed_number, default=None,
                        help="repeat a run exactly, a whole number from 0 (default: a new "
                             "random run)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--speedup", type=positive_number, default=None, metavar="N",
                        help="run the clock N times faster than real time and print the "
                             "tournament as it goes")
    parser.add_argument("--hand-seconds", type=positive_number, default=60.0,
                        help="tournament time one hand takes at a table (default 60)")


def simulate(args: argparse.Namespace) -> int:
    rules = rules_from_options(args.variant)
    check_field(rules, args.players, "--players")  # S7-1: nobody is left out of a simulation
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    on_hand = _pacer(args.speedup) if args.speedup and not args.json else None
    try:
        result = simulate_tournament(rules, args.players,
                          bots_for(args.bots, seed), seed=seed,
                          hand_seconds=args.hand_seconds, on_hand=on_hand)
    except EngineError as error:
        return _fail(str(error), args.json)
    if args.json:
        print(json.dumps({**result.to_json(), "seed": seed, "bots": args.bots}))
    else:
        _print(result, seed, args.bots)
    return 0


def _pacer(speedup: float) -> Callable[[float, list[Event]], None]:
    started = time.monotonic()

    def on_hand(at: float, events: list[Event]) -> None:
        wait = at / speedup - (time.monotonic() - started)
        if wait > 0:
            time.sleep(wait)
        stamp = format_seconds(at)
        for event in events:
            if isinstance(event, PlayerEliminated):
                print(f"{stamp}  {event.seat} is out in place {event.place}", flush=True)
            elif isinstance(event, PlayerMoved):
                print(f"{stamp}  {event.announcement()}", flush=True)
            elif isinstance(event, TableBroken):
                print(f"{stamp}  table {event.table} is broken", flush=True)
            elif isinstance(event, FinalTableFormed):
                print(f"{stamp}  final table: {', '.join(event.players)}", flush=True)

    return on_hand


def _print(result: SimulationResult, seed: int, bots: str) -> None:
    final = format_seconds(result.final_table_at) if result.final_table_at is not None else "-"
    print(f"{result.variant}: {result.players} players, {bots} bots, seed {seed}")
    variant = variant_of(result.variant)
    if variant.matches:
        print(f"hands {result.hands}, knockout rounds {result.levels_reached}")
    elif not variant.balances_tables:
        print(f"hands {result.hands}, bet levels reached {result.levels_reached}, "
              f"ended at {format_seconds(result.seconds)} of tournament time")
    else:
        print(f"hands {result.hands}, table moves {result.table_moves}, levels reached "
              f"{result.levels_reached}, final table at {final}, "
              f"ended at {format_seconds(result.seconds)} of tournament time")
    print(f"{'place':>5}  {'player':<12} {'chips':>9}  out at hand")
    for row in result.standings:
        out = "-" if row.eliminated_at_hand is None else str(row.eliminated_at_hand)
        print(f"{row.place or '-':>5}  {row.name:<12} {row.chips:>9}  {out}")


def _fail(message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": message}))
    else:
        print(f"pitboss simulate: {message}", file=sys.stderr)
    return EXIT_ERROR
