"""`pitboss simulate` as a director runs it: whole tournaments of bots, repeatable by seed."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from tests.support.places import assert_competition_places


def simulate(*args: str) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "app", "simulate", *args], capture_output=True,
                          text=True, timeout=120, check=False)
    return done.returncode, done.stdout, done.stderr


def as_json(*args: str) -> dict[str, Any]:
    code, out, err = simulate(*args, "--json")
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
    first = as_json("--players", "24", "--seed", "11")
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
    code, out, err = simulate(*args)
    assert code == 2 and message in out + err and "Traceback" not in err
