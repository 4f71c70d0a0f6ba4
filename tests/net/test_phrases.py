"""The host's refusals as phrases (issue 24, protocol 3): a code and values beside the English,
so each client words them in its own language (app/phrases.py, docs/protocol.md)."""

from __future__ import annotations

import re

import msgspec
import pytest

from app import i18n
from app.core.game import Game
from app.engine.bets import BetRange
from app.engine.variants.series7.rules import Series7Rules
from app.net import protocol as p
from app.net.client import Client, Refused, tcp_connector
from app.net.host import Host
from app.phrases import TEMPLATES, Phrase
from tests.support.loop import run

# A language of the test's own, as a .qm would give it: only what this file reads.
GERMAN = {
    "Wrong join code": "Falscher Beitrittscode",
    "%L1 to %L2": "%L1 bis %L2",
    "Bet %1, not %L2": "Setzen Sie %1, nicht %L2",
    "%1 is already playing here; rejoin with your token (names that differ only in case or in "
    "the form of their letters are the same name)": "%1 spielt hier schon",
}


@pytest.fixture
def german() -> object:
    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return GERMAN.get(text, "") if context == "phrases" else ""

    i18n.install(lookup, lambda value, decimals: f"{int(value):,}".replace(",", "."))
    yield None
    i18n.uninstall()


def test_a_phrase_is_its_english_and_travels_as_code_and_values() -> None:
    phrase = Phrase("bet_not_allowed", Phrase("bet_range", 25, 1000), 1500)
    assert phrase == "Bet 25 to 1,000, not 1,500"
    wire = p.words_of(phrase)
    assert msgspec.json.encode(wire) == b'["bet_not_allowed",[["bet_range",[25,1000]],1500]]'
    assert wire is not None and p.phrase_of(wire) == phrase
    assert p.words_of("plain English") is None


def test_each_template_numbers_its_places_from_one_without_a_gap() -> None:
    for code, template in TEMPLATES.items():
        places = sorted({int(n) for n in re.findall(r"%L?([1-9])", template)})
        assert places == list(range(1, len(places) + 1)), code


def test_a_client_words_a_phrase_in_its_language(german: object) -> None:
    error = p.error(Phrase("bet_not_allowed", Phrase("bet_range", 25, 1000), 1500))
    assert error.message == "Bet 25 to 1,000, not 1,500"  # the host's English, unchanged
    decoded = p.decode_host(p.encode(error)[p.HEADER.size:])
    assert isinstance(decoded, p.Error)
    assert decoded.said() == "Setzen Sie 25 bis 1.000, nicht 1.500"
    # A newer host's code, unknown here: its English.
    newer = p.Error(message="Something new", words=p.Words("from_the_future", [1]))
    assert p.decode_host(p.encode(newer)[p.HEADER.size:]).said() == "Something new"  # type: ignore[union-attr]
    # A known code whose inner phrase is unknown: the English too, never half a sentence.
    half = p.Error(message="Bet ?, not 3",
                   words=p.Words("bet_not_allowed", [p.Words("from_the_future"), 3]))
    assert half.said() == "Bet ?, not 3"


def test_refusals_reach_a_client_over_tcp_in_its_language(german: object) -> None:
    """A real host on 127.0.0.1: a wrong join code, then a name already seated, each refused
    in the host's English on the wire and in German on the client. Failed before: the client
    had only the English."""

    async def test() -> None:
        host = Host(Game(Series7Rules()), join_code="4321", director_code="9999")
        server = await host.serve("127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        connect = tcp_connector("127.0.0.1", port)
        try:
            ann = Client(await connect())
            await ann.hello("player", name="Ann", code="4321")
            again = Client(await connect())
            with pytest.raises(Refused, match=r"^Ann spielt hier schon$"):
                await again.hello("player", name="ANN", code="4321")
            again.close()
            # Last: a wrong code makes the address wait before its next try.
            guess = Client(await connect())
            with pytest.raises(Refused, match=r"^Falscher Beitrittscode$"):
                await guess.hello("player", name="Bo", code="0000")
            guess.close()
            ann.close()
        finally:
            await host.stop()
            server.close()

    run(test)


def test_the_engines_bet_choices_are_a_phrase() -> None:
    assert BetRange((25, 100, 25)).describe(steps=True) == "25 to 100, in steps of 25 chips"
    assert BetRange((1000, 2000, 1000)).describe() == "1,000 or 2,000"
    assert isinstance(BetRange((25, 25, 1)).describe(), Phrase)
