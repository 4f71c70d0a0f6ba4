"""Pitboss's own commands as processes on loopback: `pitboss host` and `pitboss bot`, and any
command run to its end; and a command run to its end in this process (`pitboss_here`), for the
tests of its options and output, which a new interpreter's imports made ten times dearer."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import io
import logging
import os
import signal
import subprocess
import sys
import warnings
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, NoReturn
from unittest import mock

CODE = "4321"


def host(port: int, db: Path, players: int, *extra: str, variant: str = "series7",
         speedup: float = 2000) -> subprocess.Popen[str]:
    """A host for `players` bots, its clock `speedup` times faster: by default 2,000 (a
    Series 7 level of 20 minutes in 0.6 s: a few hands each, and a night of some hundred
    commands in seconds)."""
    return subprocess.Popen(
        [sys.executable, "-m", "app", "host", "--variant", variant, "--address", "127.0.0.1",
         "--port", str(port),
         "--code", CODE, "--db", str(db), "--start-when", str(players), "--speedup", f"{speedup:g}",
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


class StartedHere(BaseException):
    """A command run by `pitboss_here` went past its checks into what it serves, connects to
    or listens for (`asyncio.run`): stopped there, rather than serving in the test's process.
    A BaseException, so no `except OSError` of the command's takes it for a failure of its
    own."""


def pitboss_here(*arguments: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """`pitboss ARGUMENTS` run to its end in this process, by `app.cli.main`, as `pitboss`
    would run it in its own: `stdin` all its input (none: an input that has ended), its
    output captured, its exit status that of the process (an argparse usage error's
    SystemExit too). A warning or a logged warning the command makes is in its stderr (a
    warning after the rest), as a new interpreter would write it there.

    Whatever the command changes of the process is put back: the root logger's handlers and
    level, SIGINT's and SIGTERM's handlers, the environment, the garbage collector. A command
    that opens a window or makes a Qt application (`run`, no subcommand, `kiosk`, a `chart
    --png`) is refused: run it with `pitboss`. So is one that gets past its checks into
    `asyncio.run` (`host`, `bot`, `hosts`, `direct` serve, connect or listen there; it is
    fenced off in the whole process while the command runs): stopped with StartedHere, so
    only their refusals are told here. An exception the command does
    not catch is raised here, where a process would print its traceback and exit 1."""
    from app.cli import main, opens_the_app

    argv = list(arguments)
    if opens_the_app(argv) or argv[:1] == ["kiosk"] or (argv[:1] == ["chart"]
                                                       and "--png" in argv):
        raise ValueError(f"pitboss {' '.join(argv)} would open a window or make a Qt "
                         "application in the tests' process: run it with pitboss()")
    out, err = io.StringIO(), io.StringIO()
    with _as_a_process_would(err), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err), _stdin(io.StringIO(stdin or "")), \
            mock.patch.object(asyncio, "run", _started_here), \
            warnings.catch_warnings(record=True) as warned:
        _new_interpreters_warnings()
        try:
            code = main(argv)
        except SystemExit as leaving:  # argparse's usage error, --help, --version
            code = _exit_status(leaving.code, err)
    for warning in warned:
        err.write(warnings.formatwarning(warning.message, warning.category, warning.filename,
                                         warning.lineno, warning.line))
    return subprocess.CompletedProcess(["pitboss", *argv], code, out.getvalue(),
                                       err.getvalue())


def _started_here(main: Coroutine[Any, Any, Any], **_: Any) -> NoReturn:
    main.close()  # never awaited, and never said so
    raise StartedHere("went past its checks into asyncio.run: run it with pitboss()")


def _exit_status(code: object, err: io.StringIO) -> int:
    """The status `sys.exit(code)` leaves a process with (a message: said, then 1)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=err)
    return 1


def _new_interpreters_warnings() -> None:
    """The warnings filters of `python -m app` (no -W): deprecations only of __main__."""
    warnings.resetwarnings()
    for category in (ResourceWarning, ImportWarning, PendingDeprecationWarning,
                     DeprecationWarning):
        warnings.filterwarnings("ignore", category=category)
    warnings.filterwarnings("default", category=DeprecationWarning, module="__main__")


@contextlib.contextmanager
def _stdin(stream: io.StringIO) -> Iterator[None]:
    saved, sys.stdin = sys.stdin, stream
    try:
        yield
    finally:
        sys.stdin = saved


@contextlib.contextmanager
def _as_a_process_would(err: io.StringIO) -> Iterator[None]:
    """A logged warning written to `err`, as Python's last resort writes it to a process's
    stderr when nothing configured a handler (the test runner's own catch it here); and
    whatever the command changes of the process's logging, signals, environment and garbage
    collector put back after it."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    signals = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    environment, collecting = dict(os.environ), gc.isenabled()
    last_resort = logging.StreamHandler(err)
    last_resort.setLevel(logging.WARNING)
    root.addHandler(last_resort)
    try:
        yield
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
        for number, handler in signals.items():
            if signal.getsignal(number) is not handler and handler is not None:
                signal.signal(number, handler)
        if dict(os.environ) != environment:
            os.environ.clear()
            os.environ.update(environment)
        if collecting and not gc.isenabled():
            gc.enable()
