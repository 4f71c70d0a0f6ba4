"""Reads an application's accessibility tree as a screen reader does, through AT-SPI
(Debian's python3-pyatspi, run by the system's Python): every object's role, name and
description, one JSON object a line. Argument: the application's name on the bus."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pyatspi

sys.path[:0] = [str(Path(__file__).parents[2])]  # the repository, for tests.support

from tests.support.waiting import until_done  # noqa: E402


def walk(node: Any, depth: int = 0) -> None:
    if depth > 12:
        return
    print(json.dumps({"role": node.getRoleName(), "name": node.name,
                      "description": node.description}), flush=True)
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1)


def on_the_bus(wanted: str) -> Any:
    """The application named `wanted` on the accessibility bus, or None (not there yet)."""
    return next((app for app in pyatspi.Registry.getDesktop(0)
                 if app is not None and app.name == wanted), None)


def main() -> None:
    wanted = sys.argv[1]
    try:
        until_done(lambda: on_the_bus(wanted), f"application {wanted!r} on the bus", 20)
    except AssertionError:
        names = [app.name for app in pyatspi.Registry.getDesktop(0) if app is not None]
        sys.exit(f"no application {wanted!r} on the accessibility bus (there are: {names})")
    walk(on_the_bus(wanted))


if __name__ == "__main__":
    main()
