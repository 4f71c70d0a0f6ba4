"""The felt read as a screen reader reads it: a felt mid-hand in a real window (Xvfb, Qt's xcb
platform with QT_ACCESSIBILITY=1), in a session bus of its own (dbus-run-session, which starts
the accessibility bus of Debian's at-spi2-core on demand), its tree read through AT-SPI by
Debian's python3-pyatspi in the system's Python: each seat an object with its name and, in
words, its chips, bet, cards, total and what it is doing; the dealer's up card likewise."""

from __future__ import annotations

from pathlib import Path

from tests.support.atspi import as_a_screen_reader, needs_atspi

HERE = Path(__file__).parent


@needs_atspi
def test_a_screen_reader_reads_each_seat_and_the_dealers_card() -> None:
    objects = as_a_screen_reader(HERE / "felt_atspi_app.py", HERE / "felt_atspi_reader.py",
                                 "pitboss-felt-check")
    described = {node["name"]: node["description"] for node in objects}
    assert "Table" in described
    assert described["Ann (you)"] == (
        "3,975 chips; bet 25, cards ace of spades, six of hearts, total soft 17; in the hand")
    assert described["Bob"].startswith("4,100 chips; bet 50, cards ten of spades")
    assert "total 24, bust" in described["Bob"]  # the total, and that it is bust
    assert "cards ace of diamonds, king of clubs, total blackjack, won 75" in described["Cleo"]
    assert "total 16, push" in described["Eve"]
    assert described["Dan"].startswith("12,500 chips; dealer; cards nine of spades, a card "
                                       "face down, total showing 9")
    assert described["Dealer's cards"] == "dealer shows nine of spades, total 9"
