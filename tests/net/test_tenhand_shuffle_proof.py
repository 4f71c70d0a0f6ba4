"""A shuffle anyone can check, for the 10-hand knockout (issue 20; T10-2: a player's 6-deck
shoe is shuffled once for their round of the match, not per hand). Each player's shoe is
committed before the match's first hand, mixed with the seated player's entropy, revealed once
the match's last hand is over and checked hand by hand by every seat and by `pitboss verify`.
Before this change 10-hand carried no proof at all: `Game.proves_shuffles` was false for it
and the store held no `ShuffleRevealed` for a 10-hand night."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.client.seat_session import SeatSession
from app.core.game import Game
from app.core.shuffle_audit import audit
from app.engine.cards import Card
from app.engine.shuffle_proof import (
    ShuffleCommitted,
    ShuffleRevealed,
    ShuffleSeed,
    derive_cards,
)
from app.engine.variants.tenhand.knockout import TenHandKnockout
from app.engine.variants.tenhand.rules import TenHandRules
from app.net.host import Host
from app.store import EventStore
from tests.support.proving_nights import proving_night
from tests.support.tampering import other_card, other_seed, tamper

NAMES = ["Ann", "Bob", "Cid", "Dee"]
RULES = TenHandRules()


def hosted_knockout(path: Path, *, until_hands: int | None = None, rules: TenHandRules = RULES
                    ) -> tuple[int, list[SeatSession], Host]:
    """Four bots play a stored 10-hand knockout: to its end, or until table 1 has dealt
    `until_hands` hands (the host is then left as a crash would leave it)."""
    if until_hands is None:
        return proving_night(path, rules, NAMES, stop=lambda game: False, settle=0.2,
                             timeout=120)
    return proving_night(path, rules, NAMES,
                         stop=lambda game: game.hand_numbers.get(1, 0) >= until_hands)


def stored(path: Path, number: int) -> list[Any]:
    with EventStore.open(path, readonly=True) as store:
        return list(store.events(number))


@pytest.fixture(scope="module")
def knockout(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, list[SeatSession]]:
    path = tmp_path_factory.mktemp("tenhand") / "night.sqlite3"
    number, sessions, host = hosted_knockout(path)
    assert host.game.tournament.over
    return path, number, sessions


def test_every_match_shoe_is_proved_and_checked_by_every_seat(
        knockout: tuple[Path, int, list[SeatSession]],
        capsys: pytest.CaptureFixture[str]) -> None:
    """T10-2, C-8: one proof per player per match, covering all its hands; none fails, no hand
    is dealt without one; each bot checked every match it played; `pitboss verify` says OK."""
    path, number, sessions = knockout
    events = stored(path, number)
    result = audit((event.table, event.payload) for event in events)
    matches = sum(1 for event in events if event.payload["type"] == "MatchStarted")
    assert matches >= 3  # two semi-finals and a final, and any replayed draw
    assert len(result.proofs) == 2 * matches
    assert not result.failed and result.unproved == 0 and result.unfinished == 0
    assert all(proof.hands >= 1 for proof in result.proofs)
    assert sum(proof.hands for proof in result.proofs) == \
        sum(1 for event in events if event.payload["type"] == "HandStarted")
    assert any(proof.hands >= 5 for proof in result.proofs)
    played = {name: sum(1 for event in events if event.payload["type"] == "MatchStarted"
                        and name in event.payload["players"]) for name in NAMES}
    for session in sessions:
        check = session.state.shuffle
        assert check.failed == [] and not session.state.shuffle_failed
        assert check.checked == played[session.name]
    revealed = [event.payload for event in events if event.payload["type"] == "ShuffleRevealed"]
    assert sum(1 for proof in revealed for value in proof["entropy"].values() if value) >= \
        len(revealed) // 2  # the bots' entropy is in the shoes
    assert main(["verify", "--db", str(path)]) == 0
    out = capsys.readouterr().out
    assert "FAILED" not in out and out.count(": OK") == len(result.proofs)
    assert "table 1 hands 1 to " in out


def test_no_seed_is_revealed_before_its_match_is_over(
        knockout: tuple[Path, int, list[SeatSession]]) -> None:
    """The seed shows every card still in the shoe, the hidden ones of hands to come: each
    proof is told by the command that ended its match (after its last hand, with the
    `MatchEnded`), both players' at once, and never in a command before."""
    path, number, _ = knockout
    events = stored(path, number)
    by_command: dict[int, list[str]] = {}
    for event in events:
        by_command.setdefault(event.command, []).append(event.payload["type"])
    revealing = {command: types for command, types in by_command.items()
                 if "ShuffleRevealed" in types}
    assert revealing
    for types in revealing.values():
        assert types.count("ShuffleRevealed") == 2 and "MatchEnded" in types
        assert types.index("ShuffleRevealed") > max(
            index for index, kind in enumerate(types) if kind == "HandEnded")
    ended = sum(types.count("MatchEnded") for types in by_command.values())
    assert ended == len(revealing)


@pytest.mark.parametrize(("kind", "change", "nth"), [
    ("CardDealt", other_card, 0), ("CardDealt", other_card, 12),
    ("ShuffleRevealed", other_seed, 0)], ids=["first card", "a later hand's card", "a seed"])
def test_a_tampered_history_fails_verification(
        knockout: tuple[Path, int, list[SeatSession]], tmp_path: Path, kind: str, change: Any,
        nth: int, capsys: pytest.CaptureFixture[str]) -> None:
    """One stored card (of the first hand, or of a later hand of the match) or the revealed
    seed changed: that player's match fails, in words, and verify exits 1."""
    path, number, _ = knockout
    for part in path.parent.glob(path.name + "*"):  # the database and any file beside it
        (tmp_path / part.name.replace(path.name, "copy.sqlite3")).write_bytes(part.read_bytes())
    copy = tmp_path / "copy.sqlite3"
    tamper(copy, kind, change, table=1, nth=nth)
    assert main(["verify", "--db", str(copy), "--tournament", str(number)]) == 1
    out = capsys.readouterr().out
    assert out.count("FAILED") == 1 and "table 1 hands 1 to " in out
    failed = next(line for line in out.splitlines() if "FAILED" in line)
    assert "card(s) dealt are not the shoe's" in failed or \
        "the revealed seed does not match its commitment" in failed


def _cards_dealt(events: list[Any], table: int) -> tuple[list[Card], list[int]]:
    """The cards dealt at `table` in `events`, and how many each hand drew."""
    cards: list[Card] = []
    hands: list[int] = []
    for event in events:
        if event.table != table:
            continue
        if event.payload["type"] == "HandStarted":
            hands.append(0)
        elif event.payload["type"] == "CardDealt":
            cards.append(Card.parse(event.payload["card"]))
            hands[-1] += 1
    return cards, hands


def test_a_resumed_host_deals_the_rest_of_the_match_from_the_same_shoe(tmp_path: Path) -> None:
    """A host stopped mid-match (as a crash would stop it): the seed is stored with the
    match's first deal, so the replay gives the same cards (a different one would be a
    ReplayMismatch), and the next hand dealt after the resume comes from the same committed
    shoe, still unrevealed."""
    path = tmp_path / "night.sqlite3"
    number, _, _ = hosted_knockout(path, until_hands=3)
    with EventStore.open(path) as store:
        again = Game(RULES, store=store, tournament_id=number)
        again.replay_stored(store, number)
        knockout = again.tournament
        assert isinstance(knockout, TenHandKnockout)
        for table in knockout.table_numbers():  # hands in play when it stopped, played out
            while again.round_at(table) is not None:
                again.timeout(table, 1e6)
        table = next(table for table in knockout.playable_tables()
                     if again.hand_numbers.get(table, 0) and not again.opens_shoe(table))
        events = list(store.events(number))
        commits = [index for index, event in enumerate(events) if event.table == table
                   and event.payload["type"] == "ShuffleCommitted"]
        deal = [record for record in store.commands(number) if record.kind == "deal"
                and record.payload["table"] == table and "shuffle" in record.payload][-1]
        seed = ShuffleSeed.from_payload(deal.payload["shuffle"])
        assert seed is not None and seed.commitment == events[commits[-1]].payload["commitment"]
        told = again.deal(table, {}, 1e6)  # the match goes on from its shoe: no new seed
        assert not any(isinstance(t.event, (ShuffleCommitted, ShuffleRevealed)) for t in told)
        events = list(store.events(number))[commits[-1]:]
    cards, hands = _cards_dealt(events, table)
    assert len(hands) >= 2 and cards == derive_cards(seed, RULES.decks, hands)
    assert not any(event.payload["type"] == "ShuffleRevealed" and event.table == table
                   for event in events)


def test_a_duplicate_deal_commits_one_seed_to_both_tables_of_a_match(tmp_path: Path) -> None:
    """T10-2 `duplicate_deal`: both players of a match are dealt the same order, so both are
    told the same commitment, both players' entropy goes into it, and both proofs hold. (The
    bots play alike, so their matches draw and are played again: the night is cut after a
    few.)"""
    path = tmp_path / "night.sqlite3"
    number, sessions, _ = hosted_knockout(path, until_hands=25,
                                          rules=TenHandRules(duplicate_deal=True))
    events = stored(path, number)
    result = audit((event.table, event.payload) for event in events)
    assert len(result.proofs) >= 4 and not result.failed and result.unproved == 0
    by_command: dict[int, list[dict[str, Any]]] = {}
    for event in events:
        if event.payload["type"] == "ShuffleRevealed":
            by_command.setdefault(event.command, []).append(event.payload)
    for pair in by_command.values():  # the two proofs of a match, told when it ended
        assert len(pair) == 2 and pair[0]["seed"] == pair[1]["seed"]
        assert pair[0]["entropy"] == pair[1]["entropy"] and len(pair[0]["entropy"]) == 2
    assert all(not session.state.shuffle_failed for session in sessions)
    assert sum(session.state.shuffle.checked for session in sessions) >= 4
