"""A shuffle anyone can check (issue 20): a hosted night's every hand is committed before its
bets, mixed with the seated players' entropy, revealed at its end and checked by every seat and
by `pitboss verify` on the stored history; a tampered history fails. C-8: the host's seed comes
from the CSPRNG. Before this change no hand carried a proof: the bots checked 0 hands and the
store held no `ShuffleRevealed` (and `pitboss verify` did not exist)."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.client.remote_bot import BotSeat
from app.client.seat_session import SeatSession
from app.engine.bots import make_bot
from app.engine.rules import BjxRules, Series7Rules
from app.net import protocol as p
from app.net.client import Client
from app.net.game import Game
from app.net.host import Host
from app.net.shuffle_audit import audit
from app.store import EventStore
from tests.support.loop import run

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def hosted_night(path: Path, rules: Series7Rules | BjxRules, *, silent: str = "",
                 hands: int = 12) -> tuple[int, list[SeatSession], Host]:
    """Bots (and `silent`, a raw client that joins and never says another word) at one table
    of a stored night, until `hands` hands were dealt there (or the tournament ended)."""
    store = EventStore.open(path)
    number = store.create_tournament(name="Night", variant=rules.variant.value, settings={},
                                     at=0.0)
    game = Game(rules, store=store, tournament_id=number)
    players = NAMES + ([silent] if silent else [])
    host = Host(game, join_code="4321", bet_seconds=0.3, decision_seconds=0.3,
                speedup=20.0, start_when=len(players))
    sessions: list[SeatSession] = []

    async def test() -> None:
        async def connect() -> Any:
            return host.connect_local()

        tasks = [asyncio.create_task(host.run())]
        for index, name in enumerate(NAMES):
            session = SeatSession(connect, name=name, code="4321", retry_seconds=0.05)
            session.add_listener(BotSeat(session, make_bot("basic", random.Random(index))))
            sessions.append(session)
            tasks.append(asyncio.create_task(session.run()))
        if silent:
            quiet = Client(host.connect_local())
            await quiet.hello("player", name=silent, code="4321")
        while not host.done.is_set() and max(game.hand_numbers.values(), default=0) < hands:
            await asyncio.sleep(0.01)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    run(test, timeout=60)
    store.close()
    return number, sessions, host


def stored_events(path: Path, number: int) -> list[tuple[int | None, dict[str, Any]]]:
    with EventStore.open(path, readonly=True) as store:
        return [(event.table, event.payload) for event in store.events(number)]


@pytest.mark.parametrize("rules", [Series7Rules(), BjxRules()], ids=["series7", "bjx"])
def test_every_hand_is_proved_checked_by_every_seat_and_verified_from_the_file(
        tmp_path: Path, rules: Series7Rules | BjxRules,
        capsys: pytest.CaptureFixture[str]) -> None:
    """S7-11, BJX-1 (a fresh deck each hand), C-8: every hand dealt is revealed and holds;
    each bot sent its entropy, which its hand's proof used; `pitboss verify` says OK."""
    path = tmp_path / "night.sqlite3"
    number, sessions, _ = hosted_night(path, rules)
    result = audit(stored_events(path, number))
    assert len(result.proofs) >= 8 and not result.failed and result.unproved == 0
    for session in sessions:
        check = session.state.shuffle
        assert check.checked >= 5 and check.failed == [] and not session.state.shuffle_failed
    revealed = [payload for _, payload in stored_events(path, number)
                if payload["type"] == "ShuffleRevealed"]
    assert all(set(NAMES) >= set(proof["entropy"]) for proof in revealed)
    # The bots' entropy arrives with their bets: most seats' parts are in most proofs.
    given = sum(1 for proof in revealed for value in proof["entropy"].values() if value)
    assert given >= len(revealed) * 2
    assert main(["verify", "--db", str(path)]) == 0
    out = capsys.readouterr().out
    assert "FAILED" not in out and out.count(": OK") == len(result.proofs)
    # The hand history keeps each hand's proof beside its events.
    with EventStore.open(path, readonly=True) as store:
        finished = [hand for hand in store.hands(number) if hand.complete]
    assert finished and all([e.payload["type"] for e in hand.proof] ==
                            ["ShuffleCommitted", "ShuffleRevealed"] for hand in finished)


def _tamper(path: Path, kind: str, change: Any) -> None:
    """Rewrite the first stored event of `kind` with `change(payload)` (as a hostile host or a
    damaged file would)."""
    db = sqlite3.connect(path)
    seq, tournament, payload = db.execute(
        "SELECT seq, tournament, payload FROM events WHERE payload LIKE ? ORDER BY seq LIMIT 1",
        (f'%"type":"{kind}"%',)).fetchone()
    data = json.loads(payload)
    change(data)
    db.execute("UPDATE events SET payload = ? WHERE seq = ? AND tournament = ?",
               (json.dumps(data, separators=(",", ":")), seq, tournament))
    db.commit()
    db.close()


def _other_card(data: dict[str, Any]) -> None:
    data["card"] = "2C" if data["card"] != "2C" else "3C"


def _other_seed(data: dict[str, Any]) -> None:
    data["seed"] = ("0" if data["seed"][0] != "0" else "1") + data["seed"][1:]


@pytest.mark.parametrize(("kind", "change"), [("CardDealt", _other_card),
                                              ("ShuffleRevealed", _other_seed)],
                         ids=["a card", "a seed"])
def test_a_tampered_history_fails_verification(
        tmp_path: Path, kind: str, change: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """One stored card or one revealed seed changed: `pitboss verify` prints FAILED for that
    hand and exits non-zero."""
    path = tmp_path / "night.sqlite3"
    hosted_night(path, Series7Rules(), hands=4)
    _tamper(path, kind, change)
    assert main(["verify", "--db", str(path), "--tournament", "1"]) == 1
    out = capsys.readouterr().out
    assert out.count("FAILED") == 1 and "table 1 hand 1: FAILED" in out


def test_a_seat_that_sends_no_entropy_stalls_nothing_and_the_proof_says_so(
        tmp_path: Path) -> None:
    """A registered player that never answers: the hands go on (bets at their deadline, C-14),
    and each proof lists it with no entropy."""
    path = tmp_path / "night.sqlite3"
    number, _, _ = hosted_night(path, Series7Rules(), silent="Eve", hands=4)
    revealed = [payload for _, payload in stored_events(path, number)
                if payload["type"] == "ShuffleRevealed"]
    assert len(revealed) >= 3
    assert all(proof["entropy"]["Eve"] == "" for proof in revealed)
    assert not audit(stored_events(path, number)).failed


def test_a_resumed_host_deals_the_stored_hands_again_with_their_proofs(tmp_path: Path) -> None:
    """The seeds are stored with each deal: a resume replays every hand with the same cards
    and proofs (a seed lost would make the replay's events differ: ReplayMismatch)."""
    path = tmp_path / "night.sqlite3"
    number, _, host = hosted_night(path, Series7Rules(), hands=4)
    with EventStore.open(path) as store:
        again = Game(Series7Rules(), store=store, tournament_id=number)
        again.replay_stored(store, number)
    assert again.hand_numbers == host.game.hand_numbers


def test_entropy_from_anyone_but_a_seated_player_is_refused_and_changes_nothing() -> None:
    """A spectator's entropy, or one for a hand not open, is an error in words."""
    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code="4321")
        spectator = Client(host.connect_local())
        await spectator.hello("spectator", code="4321")
        await spectator.send(p.Entropy(table=1, hand=1, value="ab" * 32))
        while not isinstance(reply := await spectator.receive(), p.Error):
            pass
        assert "seated player" in reply.message
        ann = Client(host.connect_local())
        await ann.hello("player", name="Ann", code="4321")
        await ann.send(p.Entropy(table=1, hand=9, value="ab"))
        while not isinstance(reply := await ann.receive(), p.Error):
            pass
        assert "No shuffle of that hand is open" in reply.message
        assert host.scheduler.shuffles.pending == {}

    run(test)
