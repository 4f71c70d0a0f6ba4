"""Listens to an application through AT-SPI as a screen reader does (Debian's python3-pyatspi,
run by the system's Python): prints "listening" once its listeners are on the bus, then every
announcement and change of name the application sends, one JSON object a line, until the
application has been quiet for two seconds after the first (or twenty have passed: a loaded
machine may take seconds to send the first); then each of its labels
and combo boxes as they stand, with the labels a combo box is labelled-by (what a screen
reader says it is). Arguments: the application's name on the bus, and the text of the probe
announcements it answers with "heard" (once) and leaves out (tests/support/atspi.py)."""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pyatspi
from gi.repository import GLib

EVENTS = ("object:announcement", "object:property-change:accessible-name")
# Once the probe is heard: how long a quiet spell ends the listening, and the longest it lasts.
# Before, the reader waits as long as the window is probed (tests/support/atspi.py gives up
# after 60 s): counted from its start, a machine slow to tell the toolkit of the listener had
# the reader gone before the first probe was heard.
QUIET, LONGEST = 2.0, 20.0


def report(node: Any, depth: int = 0) -> None:
    if depth > 14:
        return
    role = node.getRoleName()
    if role in ("label", "combo box"):
        labels = [relation.getTarget(index).name for relation in node.getRelationSet()
                  if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
                  for index in range(relation.getNTargets())]
        print(json.dumps({"role": role, "name": node.name, "labelled_by": labels}),
              flush=True)
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            report(child, depth + 1)


def main() -> None:
    wanted, probe = sys.argv[1], sys.argv[2]
    answered = False  # whether "heard" was printed
    started = time.monotonic()
    last: float | None = None  # when the last event was heard

    def heard(event: Any) -> None:
        nonlocal last, answered, started
        source = event.source
        try:
            application = source.getApplication().name
        except Exception:  # an object gone before it could be asked: not ours to report
            return
        if application != wanted:
            return
        if str(event.any_data) == probe:
            if not answered:
                answered, started = True, time.monotonic()
                print("heard", flush=True)
            return
        last = time.monotonic()
        print(json.dumps({"event": event.type, "source_role": source.getRoleName(),
                          "object": source.name, "text": str(event.any_data),
                          "urgent": event.detail1 == 2}), flush=True)  # ATSPI_LIVE_ASSERTIVE

    def enough() -> bool:
        now = time.monotonic()
        if not answered:
            return True
        if (last is not None and now - last > QUIET) or now - started > LONGEST:
            for application in pyatspi.Registry.getDesktop(0):
                if application is not None and application.name == wanted:
                    report(application)
            pyatspi.Registry.stop()
            return False
        return True

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(heard, kind)
    print("listening", flush=True)
    GLib.timeout_add(200, enough)
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
