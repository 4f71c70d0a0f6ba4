"""Pitboss's own commands as processes on loopback: `pitboss host` and `pitboss bot`, and any
command run to its end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CODE = "4321"


def host(port: int, db: Path, players: int, *extra: str,
         variant: str = "series7") -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "app", "host", "--variant", variant, "--address", "127.0.0.1",
         "--port", str(port),
         "--code", CODE, "--db", str(db), "--start-when", str(players), "--speedup", "400",
         "--bet-seconds", "2", "--decision-seconds", "2", "--exit-when-done", "--json",
         *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def bots(port: int, count: int) -> list[subprocess.Popen[str]]:
    return [subprocess.Popen(
        [sys.executable, "-m", "app", "bot", "--connect", f"127.0.0.1:{port}", "--code", CODE,
         "--name", f"Bot {index}", "--level", "basic", "--seed", str(index),
         "--give-up-after", "60"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for index in range(count)]


def pitboss(*arguments: str, seconds: float = 60.0,
            stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """`pitboss ARGUMENTS` (`python -m app`) run to its end, its output captured; `stdin`, if
    given, is all its input (then its end)."""
    return subprocess.run([sys.executable, "-m", "app", *arguments], capture_output=True,
                          text=True, timeout=seconds, check=False, input=stdin)


def finish(process: subprocess.Popen[str], seconds: float) -> tuple[str, str]:
    try:
        return process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
        raise AssertionError(f"timed out:\n{err[-2000:]}") from None


def cleanup(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
        process.communicate()
