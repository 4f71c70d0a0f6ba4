"""Every numeric and path option of every `pitboss` subcommand: a wrong value is a usage error
that names the option, with exit status 2 and no traceback, before anything starts or is made
on disk; a value the command takes does what it says (issue 18, "Also seen": bad arguments).

Where each runs: most through `app.cli.main` in this process (`pitboss_here`): argparse's
checks and the subcommands' own are the same code in a process of its own, which took ten
times the CPU, most of it imports. A `host`, `bot`, `hosts` or `direct` that took its wrong
value would be stopped at `asyncio.run` there (StartedHere), not serve. On a real process
(`python -m app`, `pitboss`): the kiosk's and the chart picture's refusals (past their checks,
each would make a Qt application, which the tests' process must not be left holding); the
usage errors' exact last line, for a host and a simulation, as a shell shows them; and the
first of the two runs with seed 0, so that the second, here, repeats it in another
interpreter (another hash seed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.engine.variants.series7.rules import Series7Rules
from tests.support.processes import pitboss, pitboss_here

# S7-1: the field of a Series 7 tournament, as its rules object has it (64 by default).
FIELD_MAX = Series7Rules().field_max
ABOVE_THE_FIELD = str(FIELD_MAX + 1)

# A host that would start if its options were taken: loopback, no announcement, its own file.
HOST = ["host", "--code", "4321", "--address", "127.0.0.1", "--no-discovery",
        "--db", "{tmp}/night.sqlite3"]
BOT = ["bot", "--connect", "127.0.0.1:7777", "--code", "4321", "--name", "B1"]
ADVISE = ["advise", "--hand", "T,6", "--up", "T"]

WRONG = [
    # pitboss host
    ([*HOST, "--port", "-1"], "--port"),
    ([*HOST, "--port", "70000"], "--port"),
    ([*HOST, "--port", "seven"], "--port"),
    ([*HOST, "--code", ""], "--code"),
    ([*HOST, "--code", "   "], "--code"),
    ([*HOST, "--name", ""], "--name"),
    ([*HOST, "--start-when", "0"], "--start-when"),
    ([*HOST, "--start-when", "-3"], "--start-when"),
    ([*HOST, "--start-when", "1"], "--start-when"),
    ([*HOST, "--start-when", ABOVE_THE_FIELD], "--start-when"),  # S7-1
    ([*HOST, "--db", "{tmp}/missing/folder/night.sqlite3"], "--db"),
    ([*HOST, "--db", "{tmp}"], "--db"),  # a folder, not a file
    ([*HOST, "--resume", "--db", "{tmp}/never-hosted.sqlite3"], "--db"),
    ([*HOST, "--speedup", "0"], "--speedup"),
    ([*HOST, "--speedup", "-2"], "--speedup"),
    ([*HOST, "--speedup", "nan"], "--speedup"),
    ([*HOST, "--bet-seconds", "0"], "--bet-seconds"),
    ([*HOST, "--decision-seconds", "inf"], "--decision-seconds"),
    ([*HOST, "--http-port", "-1"], "--http-port"),
    ([*HOST, "--http-port", "65536"], "--http-port"),
    # pitboss bot
    ([*BOT, "--connect", "127.0.0.1:70000"], "--connect"),
    ([*BOT, "--connect", "127.0.0.1:0"], "--connect"),
    ([*BOT, "--connect", "nowhere"], "--connect"),
    ([*BOT, "--code", ""], "--code"),
    ([*BOT, "--seed", "-5"], "--seed"),
    ([*BOT, "--give-up-after", "0"], "--give-up-after"),
    # pitboss kiosk (refused before any window opens)
    (["kiosk", "--connect", "127.0.0.1:99999", "--code", "1"], "--connect"),
    (["kiosk", "--standalone", "--structure", "{tmp}/no-such-levels.json"], "--structure"),
    (["kiosk", "--director-port", "70000", "--standalone"], "--director-port"),
    (["kiosk", "--director-port", "5000", "--connect", "127.0.0.1:7777", "--code", "1"],
     "--director-port"),
    # pitboss simulate
    (["simulate", "--players", ABOVE_THE_FIELD], "--players"),  # S7-1
    (["simulate", "--players", "0"], "--players"),
    (["simulate", "--variant", "bjx", "--players", "1"], "--players"),
    (["simulate", "--variant", "tenhand", "--players", "-4"], "--players"),
    (["simulate", "--seed", "-7"], "--seed"),
    (["simulate", "--speedup", "nan"], "--speedup"),
    (["simulate", "--hand-seconds", "-60"], "--hand-seconds"),
    # pitboss hosts (refused before it listens)
    (["hosts", "--seconds", "0"], "--seconds"),
    (["hosts", "--seconds", "601"], "--seconds"),
    (["hosts", "--beacon-port", "70000"], "--beacon-port"),
    (["hosts", "--beacon-port", "0"], "--beacon-port"),
    (["hosts", "--no-such-option"], "--no-such-option"),
    # pitboss export
    (["export", "--db", "{tmp}/missing/night.sqlite3"], "--db"),
    (["export", "--db", "{tmp}/night.sqlite3", "--tournament", "0"], "--tournament"),
    (["export", "--db", "{tmp}/night.sqlite3", "--tournament", "-1"], "--tournament"),
    (["export", "--db", "{tmp}/night.sqlite3", "--tournament", "1", "--json",
      "{tmp}/missing/night.json"], "--json"),
    (["export", "--db", "{tmp}/night.sqlite3", "--tournament", "1", "--csv",
      "{tmp}/missing/csv"], "--csv"),
    (["export", "--no-such-option"], "--no-such-option"),
    # pitboss advise and chart
    ([*ADVISE, "--decks", "0"], "--decks"),
    ([*ADVISE, "--decks", "9"], "--decks"),
    ([*ADVISE, "--resplit", "0"], "--resplit"),
    ([*ADVISE, "--bet", "-3"], "--bet"),
    (["chart", "--width", "-5"], "--width"),
    (["chart", "--png", "{tmp}/chart.png", "--width", "10"], "--width"),
    (["chart", "--decks", "12"], "--decks"),
]


def _makes_a_qt_application(arguments: list[str]) -> bool:
    """The kiosk (a window) and the chart's picture: refused by a process of their own."""
    return arguments[0] == "kiosk" or "--png" in arguments


@pytest.mark.parametrize(("arguments", "option"), WRONG,
                         ids=[" ".join(arguments[:1] + arguments[-2:]) for arguments, _ in WRONG])
def test_a_wrong_value_is_a_usage_error_that_names_its_option(
        arguments: list[str], option: str, tmp_path: Path) -> None:
    given = [argument.format(tmp=tmp_path) for argument in arguments]
    done = pitboss(*given, seconds=30) if _makes_a_qt_application(given) else \
        pitboss_here(*given)
    said = done.stderr + done.stdout
    assert done.returncode == 2, said[-2000:]
    assert "Traceback" not in said
    assert option in said, said[-2000:]
    # Nothing was made on disk: no database, no folder (`--db` in a missing folder made them).
    assert sorted(path.name for path in tmp_path.iterdir()) == []


def test_the_errors_are_in_argparse_usage_style() -> None:
    done = pitboss("host", "--code", "4321", "--port", "70000")
    last = done.stderr.strip().splitlines()[-1]
    assert last == ("pitboss host: error: argument --port: a port is a whole number from 0 to "
                    "65535 (0: a free port, logged), not '70000'")
    done = pitboss("simulate", "--players", ABOVE_THE_FIELD)
    assert done.stderr.strip().splitlines()[-1] == (
        f"pitboss simulate: error: argument --players: the tournament seats at most "
        f"{FIELD_MAX} players, not {ABOVE_THE_FIELD}")


def test_a_field_without_a_limit_is_simulated_whole() -> None:
    """BJX (BJX-17) and the 10-hand knockout (T10-14) set no field limit: 65 players are 65
    places, 1 to 65, nobody left at "place 0"."""
    for variant in ("tenhand", "bjx"):
        done = pitboss_here("simulate", "--variant", variant, "--players", ABOVE_THE_FIELD,
                            "--seed", "0", "--json")
        assert done.returncode == 0, done.stderr[-2000:]
        places = sorted(row["place"] for row in json.loads(done.stdout)["standings"])
        assert places[0] == 1 and len(places) == FIELD_MAX + 1 and 0 not in places


def test_seed_zero_is_a_seed() -> None:
    first = pitboss("simulate", "--players", "4", "--seed", "0", "--json")
    again = pitboss_here("simulate", "--players", "4", "--seed", "0", "--json")
    assert first.returncode == 0 and json.loads(first.stdout)["seed"] == 0
    assert first.stdout == again.stdout
