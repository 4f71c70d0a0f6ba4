"""A shuffle anyone can check (issue 20): a hosted night's every hand is committed before its
bets, mixed with the seated players' entropy, revealed at its end and checked by every seat and
by `pitboss verify` on the stored history; a tampered history fails. C-8: the host's seed comes
from the CSPRNG. Before this change no hand carried a proof: the bots checked 0 hands and the
store held no `ShuffleRevealed` (and `pitboss verify` did not exist)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.client.seat_session import SeatSession
from app.core.game import Game
from app.core.shuffle_audit import audit
from app.engine.variants.bjx.rules import BjxRules
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client
from app.net.host import Host
from app.store import EventStore
from tests.support.loop import run
from tests.support.proving_nights import proving_night
from tests.support.tampering import other_card, other_seed, tamper

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def hosted_night(path: Path, rules: Series7Rules | BjxRules, *, silent: str = "",
                 hands: int = 12) -> tuple[int, list[SeatSession], Host]:
    """Bots (and `silent`, who never says a word after joining) at one table of a stored
    night, until `hands` hands were dealt there (or the tournament ended)."""
    return proving_night(path, rules, NAMES, silent=silent, stop=lambda game: max(
        game.hand_numbers.values(), default=0) >= hands)


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


@pytest.mark.parametrize(("kind", "change"), [("CardDealt", other_card),
                                              ("ShuffleRevealed", other_seed)],
                         ids=["a card", "a seed"])
def test_a_tampered_history_fails_verification(
        tmp_path: Path, kind: str, change: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """One stored card or one revealed seed changed: `pitboss verify` prints FAILED for that
    hand and exits non-zero."""
    path = tmp_path / "night.sqlite3"
    hosted_night(path, Series7Rules(), hands=4)
    tamper(path, kind, change)
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
