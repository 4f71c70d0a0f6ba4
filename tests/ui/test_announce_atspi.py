"""What changes is said, as a screen reader hears it (issue 19): a table and a director's
console in real windows, listened to through AT-SPI (tests/support/atspi.py). When the table
asks you a decision, its prompt is announced at once (assertive) and is then the prompt label's
name; the new log line, the level clock's line (players left) and the advice asked for are
announced politely, and so is the line the console logs. The console's combo box is labelled
by its label."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.atspi import as_a_screen_reader, needs_atspi

HERE = Path(__file__).parent


@pytest.fixture(scope="module")
def heard() -> list[dict[str, Any]]:
    """What the listener heard and then read: one run for the tests of this module."""
    return as_a_screen_reader(HERE / "announce_atspi_app.py", HERE / "atspi_listener.py",
                              "pitboss-announce-check")


@needs_atspi
def test_the_prompt_log_clock_advice_and_console_log_are_announced_as_they_change(
        heard: list[dict[str, Any]]) -> None:
    said = [(event["text"], event["urgent"]) for event in heard
            if event.get("event") == "object:announcement"]
    prompts = [text for text, urgent in said if urgent]
    assert len(prompts) == 1 and "hit" in prompts[0], said
    polite = [text for text, urgent in said if not urgent]
    assert "Rob hits: 5♣, total 15" in polite
    assert any(text.endswith("1 of 2 players left") for text in polite), polite
    assert any(text.startswith("Best play: hit") for text in polite), polite
    assert "Ann moved to table 2" in polite
    # The labels are exposed under their text: a reader on the prompt reads the question.
    labels = [node["name"] for node in heard if node.get("role") == "label"]
    assert prompts[0] in labels, labels


@needs_atspi
def test_a_combo_box_is_labelled_by_its_label_as_a_screen_reader_reads_it(
        heard: list[dict[str, Any]]) -> None:
    """Issue 19: on Linux Qt names a combo box by its choice; its label comes through AT-SPI's
    labelled-by relation (Designer's buddy), which is what Orca says it is."""
    combos = [node["labelled_by"] for node in heard if node.get("role") == "combo box"]
    assert combos and all(combos), heard
    assert any("Move" in labels for labels in combos), combos
