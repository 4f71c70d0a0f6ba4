"""What a join or director code may be, and the join code the host makes when none is chosen:
kept apart from the host's guard against guessing (app/net/code_guard.py), so the window can
check a code and offer one without loading asyncio before its first frame."""

from __future__ import annotations

import secrets

from app.phrases import Phrase

# A join code the host chooses: CODE_LENGTH letters and digits nobody misreads (no 0/O, 1/I/L).
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 8  # 31**8, about 8.5e11 codes
CODE_MIN, CODE_MAX = 4, 12  # a code a director chooses (the window and `pitboss host --code`)
CODE_RULE = f"{CODE_MIN} to {CODE_MAX} characters"


def new_join_code() -> str:
    """A join code for the players to type, from a CSPRNG (the window's and the CLI's default)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def code_refusal(code: str) -> str:
    """Why `code` cannot be a join or director code a director chooses; "" when it can."""
    if not CODE_MIN <= len(code.strip()) <= CODE_MAX:
        return Phrase("code_rule", CODE_MIN, CODE_MAX)
    return ""
