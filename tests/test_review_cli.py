"""`pitboss review --db FILE --tournament N --player NAME [--json]` (issue 23): the report of
a night hosted to its end by bots, in words and in JSON; bad input is one line and exit 2.

Where each runs: the altered record's review and `pitboss verify` on a real process (`python
-m app`: a report and verify's exit status 1 as a shell sees them); the rest through
`app.cli.main` in this process (`pitboss_here`), the same code a process runs after its
imports, which took ten times the CPU."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from app.engine.variants.tenhand.rules import TenHandRules
from tests.support.nights import host_to_the_end
from tests.support.processes import pitboss, pitboss_here


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    database = tmp_path_factory.mktemp("review") / "night.sqlite3"
    host_to_the_end(database, TenHandRules(), ["Dee", "Eve"])
    return database


def test_words_and_json_tell_the_same_report(night: Path) -> None:
    """Words by default, chips written as the app writes them (1,020, T10-2's 1,000 stacks);
    --json the same figures, every decision with its values."""
    words = pitboss_here("review", "--db", str(night), "--tournament", "1", "--player", "Dee")
    assert words.returncode == 0, words.stderr
    assert words.stdout.startswith("Dee in Friday (tournament 1, tenhand): ")
    # Numbers as the app writes them: no four digits without a separator (stacks near T10-2's
    # 1,000 appear where a bet is among the costliest, which the deal decides).
    assert not re.search(r"(?<![\d,.])\d{4,}", words.stdout)
    assert re.search(r"\d chips?\b|points of the chance", words.stdout)
    assert "By kind of decision:" in words.stdout
    done = pitboss_here("review", "--db", str(night), "--tournament", "1", "--player", "Dee",
                        "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["player"] == "Dee" and report["variant"] == "tenhand"
    decisions = report["decisions"]
    assert report["total"]["decisions"] == len(decisions) > 10
    assert f"{len(decisions):,} decisions" in words.stdout
    assert {d["kind"] for d in decisions} >= {"bet", "hit/stand"}
    for decision in report["costliest"]:
        assert {"tournament", "table", "hand"} <= decision.keys()
        assert decision in decisions


@pytest.mark.parametrize(("arguments", "message"), [
    (["--tournament", "1", "--player", "Dee"], "no Pitboss database"),
    (["--tournament", "7", "--player", "Dee"], "no tournament 7"),
    (["--tournament", "1", "--player", "Zed"], "Zed did not play"),
    (["--tournament", "1", "--player", "Dee"], "not a Pitboss database"),
])
def test_bad_input_is_one_line_and_exit_two(night: Path, tmp_path: Path,
                                            arguments: list[str], message: str) -> None:
    """No such database, tournament or player, or a file that is no database: a line in words
    on stderr, exit status 2, no traceback; and nothing is created where the database was
    said to be."""
    database = night
    if message == "no Pitboss database":
        database = tmp_path / "missing.sqlite3"
    elif message == "not a Pitboss database":
        database = tmp_path / "garbage.sqlite3"
        database.write_bytes(b"this is not SQLite " * 100)
    done = pitboss_here("review", "--db", str(database), *arguments)
    assert done.returncode == 2
    assert done.stdout == ""
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "missing.sqlite3").exists()


def test_an_altered_record_is_read_as_stored_and_verify_says_where(
        night: Path, tmp_path: Path) -> None:
    """A database whose stored cards were changed after the night: the report reads what was
    stored (History is what was stored, DESIGN.md); `pitboss verify` says the hand's shuffle
    proof fails (exit 1) and that its commands no longer replay, naming the command."""
    altered = tmp_path / "altered.sqlite3"
    with sqlite3.connect(night) as source, sqlite3.connect(altered) as copy:
        source.backup(copy)
    with sqlite3.connect(altered) as db:
        seq, command, payload = db.execute(
            "SELECT seq, command, payload FROM events WHERE type = 'CardDealt'"
            " ORDER BY seq LIMIT 1").fetchone()
        event = json.loads(payload)
        event["card"] = "2S" if event["card"] != "2S" else "3S"
        db.execute("UPDATE events SET payload = ? WHERE seq = ? AND tournament = 1",
                   (json.dumps(event), seq))
    done = pitboss("review", "--db", str(altered), "--tournament", "1", "--player", "Dee")
    assert done.returncode == 0, done.stderr
    checked = pitboss("verify", "--db", str(altered))
    assert checked.returncode == 1, checked.stdout
    assert f"no longer replay: Command {command} (deal)" in checked.stdout
    assert "FAILED" in checked.stdout and "Traceback" not in checked.stderr
