"""`pitboss drill --db FILE [--player NAME] [--count N] [--kind KIND] [--seed N]` (issue 23),
with its answers on stdin: each spot asked, graded against the advisor with its values,
recorded in the store; a bad answer is said and asked again; the end of input ends the session
cleanly; a summary closes it.

Where each runs: on a real process (`python -m app drill`), its answers through a pipe, the
ten spots' session and Ctrl-C (a signal, which only a process of its own can be sent), and the
first of the runs with the same seed, so that the second, in this process, repeats it in
another interpreter (another hash seed). The rest through `app.cli.main` in this process
(`pitboss_here`, its answers a text read to its end), the same code a process runs after its
imports, which took ten times the CPU."""

from __future__ import annotations

import re
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.client.drill_spots import HARD, PAIR, SOFT, TENHAND_LAST
from app.engine.variants.tenhand.rules import TenHandRules
from tests.support.nights import host_to_the_end
from tests.support.processes import pitboss, pitboss_here


def _answers(database: Path) -> list[tuple[str, str, int]]:
    db = sqlite3.connect(database)
    try:
        return db.execute("SELECT kind, answer, correct FROM drill_answers ORDER BY id").fetchall()
    finally:
        db.close()


def _questions(output: str) -> list[str]:
    return re.findall(r"^\d+/\d+\. (.*)$", output, re.MULTILINE)


def test_ten_spots_are_asked_graded_and_recorded(tmp_path: Path) -> None:
    """Ten hard totals (T10-7: the dealer hits soft 17), "stand" to each, after a word that is
    no play and an empty line: those are said and asked again, not graded."""
    database = tmp_path / "drills.sqlite3"
    done = pitboss("drill", "--db", str(database), "--kind", HARD, "--seed", "7",
                   stdin="fly\n\n" + "Stand\n" * 10)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert len(_questions(done.stdout)) == 10
    assert "'fly' is not an answer here: hit, stand, double" in done.stdout
    assert "Type an answer: hit, stand" in done.stdout
    # (Each "> " prompt waits on its line: the answers typed in a terminal end it there.)
    graded = re.findall(r"^(?:> )*   (Right|The advisor's best is \w+)\. (.*)$", done.stdout,
                        re.MULTILINE)
    assert len(graded) == 10
    assert all("Stand: " in values or "stand: " in values for _, values in graded)
    recorded = _answers(database)
    assert [(kind, answer) for kind, answer, _ in recorded] == [(HARD, "stand")] * 10
    right = sum(correct for _, _, correct in recorded)
    assert right == sum(verdict == "Right" for verdict, _ in graded)
    assert f"\n{right} of 10 right.\n" in done.stdout
    assert f"  {HARD}: {right} of 10 right over 1 day" in done.stdout


def test_a_seed_asks_the_same_spots(tmp_path: Path) -> None:
    """The three kinds of plays, from two new files with the same seed: the same hands."""
    plays = ["--kind", HARD, "--kind", SOFT, "--kind", PAIR, "--count", "6"]
    runs = [run("drill", "--db", str(tmp_path / f"{n}.sqlite3"), *plays, "--seed", "3",
                stdin="hit\n" * 6) for n, run in ((1, pitboss), (2, pitboss_here))]
    assert all(run.returncode == 0 for run in runs)
    first, second = (_questions(run.stdout) for run in runs)
    assert first == second and len(first) == 6
    other = pitboss_here("drill", "--db", str(tmp_path / "3.sqlite3"), *plays, "--seed", "4",
                         stdin="hit\n" * 6)
    assert _questions(other.stdout) != first


def test_a_bet_is_answered_with_an_amount(tmp_path: Path) -> None:
    """The last 10-hand hand 40 behind (T10-5): the minimum cannot catch up, a bet of 70 can
    (the advisor's best, with one hand left)."""
    database = tmp_path / "drills.sqlite3"
    done = pitboss_here("drill", "--db", str(database), "--kind", TENHAND_LAST, "--count", "2",
                        "--seed", "1", stdin="10\nbet 70\n")
    assert done.returncode == 0, done.stderr
    assert "(a bet of 10 to " in done.stdout
    assert "The advisor's best is bet 70." in done.stdout and "% to win" in done.stdout
    assert ">    Right. Bet 70 to " in done.stdout
    assert [(answer, correct) for _, answer, correct in _answers(database)] == [
        ("bet 10", 0), ("bet 70", 1)]


def test_the_end_of_input_ends_the_session_as_it_stands(tmp_path: Path) -> None:
    database = tmp_path / "drills.sqlite3"
    done = pitboss_here("drill", "--db", str(database), "--count", "10", "--seed", "2",
                        stdin="hit\nstand\n")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert len(_questions(done.stdout)) == 3  # the third asked, then the input ended
    assert re.search(r"\n\d of 2 right\.\n", done.stdout)
    assert len(_answers(database)) == 2


def test_a_players_own_costly_decisions_are_drilled(tmp_path: Path) -> None:
    """With --player, the player's costly decisions of their tournaments come among the
    generated spots, and the answers are kept under the player's name (a 10-hand match
    hosted to its end by bots: its bets are weighed by the match model, T10-5)."""
    night = tmp_path / "night.sqlite3"
    host_to_the_end(night, TenHandRules(), ["Dee", "Eve"])
    # A line some answer of every kind takes: a play, a 10-hand bet, a level's bet, a blind.
    lines = "hit\n100\n50\n200\n25\n400\n75\n" * 12
    done = pitboss_here("drill", "--db", str(night), "--player", "Dee", "--count", "12",
                        "--seed", "1", stdin=lines)
    assert done.returncode == 0, done.stderr
    own = [q for q in _questions(done.stdout) if q.startswith("From tournament 1, table 1")]
    assert own, done.stdout
    kinds = {kind for kind, _, _ in _answers(night)}
    assert any(kind.startswith("your hands: ") for kind in kinds)
    db = sqlite3.connect(night)
    try:
        assert db.execute("SELECT DISTINCT player FROM drill_answers").fetchall() == [("Dee",)]
    finally:
        db.close()


@pytest.mark.parametrize(("arguments", "message"), [
    (["--kind", "poker"], "argument --kind: invalid choice: 'poker'"),
    (["--count", "0"], "argument --count"),
    (["--db", "/no/such/folder/drills.sqlite3"], "there is no folder /no/such/folder"),
])
def test_bad_options_are_one_line_and_exit_two(tmp_path: Path, arguments: list[str],
                                               message: str) -> None:
    options = ["--db", str(tmp_path / "drills.sqlite3"), *arguments]
    done = pitboss_here("drill", *options, stdin="")
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "drills.sqlite3").exists()


def test_a_file_that_is_no_database_is_refused_in_words(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.sqlite3"
    garbage.write_bytes(b"this is not SQLite " * 100)
    done = pitboss_here("drill", "--db", str(garbage), stdin="hit\n")
    assert done.returncode == 2
    assert done.stderr.startswith("pitboss drill: ") and "not a Pitboss database" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert garbage.read_bytes() == b"this is not SQLite " * 100


def test_ctrl_c_at_a_question_ends_the_session_as_it_stands(tmp_path: Path) -> None:
    """SIGINT (Ctrl-C) while a question waits, after one answer: the summary of that answer,
    exit 0, no traceback."""
    database = tmp_path / "drills.sqlite3"
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "drill", "--db", str(database), "--kind", HARD, "--seed",
         "5"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write("stand\n")
        process.stdin.flush()
        seen = ""
        while "2/10. " not in seen:  # the second question asked: the first was answered
            seen += process.stdout.readline()
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert "Traceback" not in err
    assert re.search(r"\n\d of 1 right\.\n", seen + out)
    assert len(_answers(database)) == 1
