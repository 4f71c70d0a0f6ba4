"""`pitboss replay FILE.json`: the I/O around `app.engine.scenario.run_scenario`."""

from __future__ import annotations

import json
import sys
from typing import Any

from app.engine.scenario import run_scenario

EXIT_ERROR = 2


def _fail(message: str) -> dict[str, Any]:
    return {"chips": {}, "eliminated": [], "hands": [],
            "error": {"hand": None, "action": None, "message": message}}


def load(path: str) -> Any:
    """The decoded scenario; raises ValueError with a readable message."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as file:
                text = file.read()
    except OSError as error:
        raise ValueError(f"Cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path} is not a UTF-8 text file") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"{path} is not valid JSON: {error}") from None


def replay(path: str) -> int:
    try:
        output = run_scenario(load(path))
    except ValueError as error:
        output = _fail(str(error))
    except Exception as error:  # a bug must still end in the contract's JSON, not a traceback
        output = _fail(f"Internal error, please report it: {type(error).__name__}: {error}")
    json.dump(output, sys.stdout, indent=None)
    sys.stdout.write("\n")
    return EXIT_ERROR if output["error"] is not None else 0
