"""Every stacked-deck scenario under tests/scenarios/ played through `pitboss replay`.

A scenario file is the replay input of SCENARIOS.md plus three keys the replay ignores:
`title`, `rules` (the RULES.md IDs it proves) and `expect`. `expect` holds any of the output
keys `chips`, `eliminated`, `hands` (compared whole) and `error` (`hand`, `action`, and
`message_contains`, a piece of the message).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.engine.scenario import run_scenario

ROOT = Path(__file__).parent / "scenarios"
FILES = sorted(ROOT.rglob("*.json"))
RULE_ID = re.compile(r"^(C|S7|T10|BJX)-\d+$")


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def check(output: dict[str, Any], expect: dict[str, Any]) -> None:
    for key in ("chips", "eliminated", "hands"):
        if key in expect:
            assert output[key] == expect[key], key
    if "error" in expect:
        wanted = expect["error"]
        got = output["error"]
        if wanted is None:
            assert got is None
        else:
            assert got is not None, "the scenario should have failed"
            assert (got["hand"], got["action"]) == (wanted["hand"], wanted["action"]), got
            assert wanted["message_contains"].lower() in got["message"].lower(), got["message"]
    else:
        assert output["error"] is None, output["error"]


def test_there_are_scenarios_for_every_variant() -> None:
    assert {path.parent.name for path in FILES} >= {"series7", "tenhand", "bjx"}


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario(path: Path) -> None:
    data = _load(path)
    assert data.get("title"), "every scenario has a title"
    assert data.get("rules") and all(RULE_ID.match(rule) for rule in data["rules"])
    assert "expect" in data, "every scenario says what it expects"
    check(run_scenario(data), data["expect"])


@pytest.mark.parametrize("variant", ["series7", "tenhand", "bjx"])
def test_replay_command_prints_the_same_as_the_engine(variant: str) -> None:
    """The real command, in a subprocess, on the first scenario of each variant."""
    path = sorted((ROOT / variant).glob("*.json"))[0]
    done = subprocess.run([sys.executable, "-m", "app", "replay", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    output = json.loads(done.stdout)
    assert output == run_scenario(_load(path))
    assert done.returncode == (2 if output["error"] else 0)
    assert "Traceback" not in done.stderr
