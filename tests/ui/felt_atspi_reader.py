"""Reads an application's accessibility tree as a screen reader does, through AT-SPI
(Debian's python3-pyatspi, run by the system's Python): every object's role, name and
description, one JSON object a line. Argument: the application's name on the bus."""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pyatspi


def walk(node: Any, depth: int = 0) -> None:
    if depth > 12:
        return
    print(json.dumps({"role": node.getRoleName(), "name": node.name,
                      "description": node.description}), flush=True)
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1)


def main() -> None:
    wanted = sys.argv[1]
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == wanted:
                walk(app)
                return
        time.sleep(0.2)
    names = [app.name for app in pyatspi.Registry.getDesktop(0) if app is not None]
    sys.exit(f"no application {wanted!r} on the accessibility bus (there are: {names})")


if __name__ == "__main__":
    main()
