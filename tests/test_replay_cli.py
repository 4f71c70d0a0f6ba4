"""`pitboss replay` as a user runs it: JSON out, exit status 2 on any error, never a traceback.

Where each runs: on a real process (`python -m app replay`), standard input read through a
pipe and the missing file (exit status 2, nothing on stderr); the malformed scenarios and the
deck that runs out through `app.cli.main` in this process (`pitboss_here`, the scenario a text
read to its end), the same code a process runs after its imports, which took ten times the
CPU."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.support.processes import pitboss, pitboss_here

SCENARIO: dict[str, Any] = {
    "variant": "series7", "level": {"min": 25, "max": 50},
    "seats": [{"name": "Ann", "chips": 4000}, {"name": "Bob", "chips": 4000}],
    "dealer": "Ann", "deck": ["AS", "TD", "9H", "7C"],
    "hands": [{"bets": {"Bob": 25}, "actions": [["Bob", "stand"]]}],
}


def replay(argument: str, stdin: str | None = None,
           process: bool = False) -> tuple[int, dict[str, Any], str]:
    """`pitboss replay ARGUMENT`: in this process, or (`process`) in its own."""
    done = pitboss("replay", argument, stdin=stdin) if process else \
        pitboss_here("replay", argument, stdin=stdin)
    return done.returncode, json.loads(done.stdout), done.stderr


def test_reads_standard_input() -> None:
    code, output, _ = replay("-", json.dumps(SCENARIO), process=True)
    assert code == 0 and output["error"] is None
    assert output["chips"] == {"Ann": 3975, "Bob": 4025}


@pytest.mark.parametrize(
    ("text", "message"),
    [("{not json", "not valid JSON"), ("[]", "JSON object"), ('{"variant": "x"}', "variant"),
     (json.dumps({**SCENARIO, "options": {"speed": 2}}), "Unknown option 'speed'"),
     (json.dumps({**SCENARIO, "deck": ["AS", "1X"]}), "not a card"),
     (json.dumps({**SCENARIO, "seats": "Ann"}), "seats")],
)
def test_malformed_input_is_a_clear_error(text: str, message: str) -> None:
    code, output, stderr = replay("-", text)
    assert code == 2
    assert output["error"]["hand"] is None and output["error"]["action"] is None
    assert message in output["error"]["message"]
    assert "Traceback" not in stderr


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    code, output, stderr = replay(str(tmp_path / "nowhere.json"), process=True)
    assert code == 2 and "Cannot read" in output["error"]["message"] and not stderr


def test_a_deck_that_runs_out_stops_after_the_completed_hands() -> None:
    """SCENARIOS.md: the hands already completed are still printed."""
    two_hands = {**SCENARIO, "hands": [*SCENARIO["hands"], {"actions": [["Ann", "stand"]]}]}
    code, output, _ = replay("-", json.dumps(two_hands))
    assert code == 2
    assert output["error"] == {"hand": 1, "action": None, "message": "The deck ran out of cards"}
    assert output["hands"] == [{"dealer": "Ann", "net": {"Bob": 25, "Ann": -25}}]
    assert output["chips"] == {"Ann": 3975, "Bob": 4025}
