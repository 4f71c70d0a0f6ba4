"""`pitboss direct` (app/cli/direct.py) against a real night on 127.0.0.1: a director's act
from a terminal, keyed by the director's code, judged by the host; the night's next
tournament opened from the command line (issue 21)."""

from __future__ import annotations

import argparse
import asyncio
import random
from pathlib import Path

import pytest

from app.cli.direct import add_arguments, run_direct
from app.client.remote_bot import play_as_bot
from app.engine.bots import make_bot
from app.engine.variants.series7.rules import Series7Rules
from app.net.night import HostedNight, NightPlan
from tests.support.waiting import until


def direct(port: int, *argv: str) -> int:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return run_direct(parser.parse_args(["--connect", f"127.0.0.1:{port}", *argv]))


def test_direct_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    async def test() -> None:
        night = HostedNight(NightPlan(
            name="Friday", rules=Series7Rules(), join_code="4321", director_code="9999",
            database=tmp_path / "night.sqlite3", address="127.0.0.1", announce=False,
            bet_seconds=0.2, decision_seconds=0.2, speedup=3000.0, start_when=2))
        host = await night.start()
        loop = asyncio.get_running_loop()

        async def run(*argv: str) -> tuple[int, str, str]:
            code = await loop.run_in_executor(None, lambda: direct(night.port, *argv))
            out, err = capsys.readouterr()
            return code, out, err

        code, _, err = await run("--code", "9999", "jump", "--level", "0")
        assert code == 2 and ">= 1" in err  # told before anything is sent
        code, _, err = await run("--code", "9999", "next_tournament")
        assert code == 2 and "not over yet" in err
        for index, name in enumerate(["Ann", "Bob"]):
            night.run_beside(play_as_bot(night.connect, name=name, code="4321",
                                         policy=make_bot("basic", random.Random(index)),
                                         retry_seconds=0.05))
        await host.done.wait()
        await until(lambda: night.stored_finished, "the tournament stored finished", 120.0)
        code, out, err = await run("--code", "9999", "next_tournament")
        assert (code, err) == (0, "") and "Friday, tournament 2 is open" in out
        assert host.game.name == "Friday, tournament 2"
        code, _, err = await run("--code", "1111", "pause")  # last: it costs the address a wait
        assert code == 2 and "Wrong director code" in err
        await night.stop()

    asyncio.run(asyncio.wait_for(test(), 120.0))
