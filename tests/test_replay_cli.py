"""`pitboss replay` as a user runs it: JSON out, exit status 2 on any error, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

SCENARIO: dict[str, Any] = {
    "variant": "series7", "level": {"min": 25, "max": 50},
    "seats": [{"name": "Ann", "chips": 4000}, {"name": "Bob", "chips": 4000}],
    "dealer": "Ann", "deck": ["AS", "TD", "9H", "7C"],
    "hands": [{"bets": {"Bob": 25}, "actions": [["Bob", "stand"]]}],
}


def replay(argument: str, stdin: str | None = None) -> tuple[int, dict[str, Any], str]:
    done = subprocess.run([sys.executable, "-m", "app", "replay", argument], input=stdin,
                          capture_output=True, text=True, timeout=60, check=False)
    return done.returncode, json.loads(done.stdout), done.stderr


def test_reads_standard_input() -> None:
    code, output, _ = replay("-", json.dumps(SCENARIO))
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
    code, output, stderr = replay(str(tmp_path / "nowhere.json"))
    assert code == 2 and "Cannot read" in output["error"]["message"] and not stderr


def test_a_deck_that_runs_out_stops_after_the_completed_hands() -> None:
    """SCENARIOS.md: the hands already completed are still printed."""
    two_hands = {**SCENARIO, "hands": [*SCENARIO["hands"], {"actions": [["Ann", "stand"]]}]}
    code, output, _ = replay("-", json.dumps(two_hands))
    assert code == 2
    assert output["error"] == {"hand": 1, "action": None, "message": "The deck ran out of cards"}
    assert output["hands"] == [{"dealer": "Ann", "net": {"Bob": 25, "Ann": -25}}]
    assert output["chips"] == {"Ann": 3975, "Bob": 4025}
