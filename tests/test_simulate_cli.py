"""`pitboss simulate` as a director runs it: whole tournaments of bots, repeatable by seed.

Where each runs: through `app.cli.main` in this process (`pitboss_here`), the same code a
process of its own runs after its imports, which took ten times the CPU; on a real process
(`python -m app simulate`): the first run with seed 11, so that the second, here, repeats it in
another interpreter (another hash seed), and a usage error (too few players: exit status 2
from the process)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.support.places import assert_competition_places
from tests.support.processes import pitboss, pitboss_here


def simulate(*args: str, process: bool = False) -> tuple[int, str, str]:
    """`pitboss simulate ARGS`: in this process, or (`process`) in its own."""
    done = pitboss("simulate", *args, seconds=120) if process else \
        pitboss_here("simulate", *args)
    return done.returncode, done.stdout, done.stderr


def as_json(*args: str, process: bool = False) -> dict[str, Any]:
    code, out, err = simulate(*args, "--json", process=process)
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


@pytest.mark.parametrize(("variant", "players"), [("series7", 64), ("bjx", 27), ("tenhand", 8)])
def test_a_whole_tournament_to_a_champion(variant: str, players: int) -> None:
    """S7-5, BJX-17, T10-5: the run ends with one champion and a place for everyone."""
    data = as_json("--variant", variant, "--players", str(players), "--bots", "tournament",
                   "--seed", "7")
    standings = data["standings"]
    assert_competition_places([row["place"] for row in standings], players)
    assert set(standings[0]) == {"name", "place", "chips", "eliminated_at_hand"}
    champion = standings[0]
    assert champion["place"] == 1 and champion["eliminated_at_hand"] is None
    assert data["hands"] > 0 and data["levels_reached"] >= 1
    if variant == "series7":
        assert champion["chips"] == players * 4000 and data["table_moves"] > 0


def test_the_same_seed_gives_the_same_result() -> None:
    first = as_json("--players", "24", "--seed", "11", process=True)
    assert first == as_json("--players", "24", "--seed", "11")
    assert first != as_json("--players", "24", "--seed", "12")


def test_the_text_report_names_the_figures() -> None:
    code, out, _ = simulate("--players", "16", "--seed", "5", "--bots", "basic")
    assert code == 0
    assert "hands" in out and "table moves" in out and "levels reached" in out
    assert "final table at" in out


def test_speedup_paces_the_clock_and_tells_the_story() -> None:
    code, out, _ = simulate("--players", "10", "--seed", "2", "--speedup", "1000000")
    assert code == 0 and "is out in place" in out


@pytest.mark.parametrize(("args", "message"), [
    (("--players", "1"), "at least two players"),
    (("--speedup", "0"), "--speedup"),
    (("--bots", "genius"), "invalid choice"),
])
def test_wrong_options_are_clear_errors(args: tuple[str, ...], message: str) -> None:
    code, out, err = simulate(*args, process=args == ("--players", "1"))
    assert code == 2 and message in out + err and "Traceback" not in err
