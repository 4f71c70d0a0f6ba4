"""What a player's name may be, and when two names are the same name: one place for the host
that checks a name, the window that offers it and the league's roster in the store (a member's
name is the name used at the table), at the package's root so that every layer can import it and
none imports another for it (DESIGN.md "Layers": app/store may not import app/net). Imports no Qt.

A name is 1 to 24 letters, digits, spaces or .'- (docs/protocol.md), after Unicode NFKC, which
folds look-alike forms of a letter into the letter (a fullwidth or a mathematical bold A is A).
Two names are the same name when they are equal after NFKC and case folding ("ALICE", "alice"
and a fullwidth "Alice" are "Alice"). A name that mixes scripts ("Alice" with a Cyrillic A) is
refused as
confusable: the script of each letter is Unicode's, as the `confusable_homoglyphs` package keeps
it (its `is_mixed_script`, from Unicode's own data; digits, spaces and .'- belong to no script).
A name that is, or holds as a word, a role the host gives ("director", "spectator"...) is
refused too, so no player's chat reads like the director's."""

from __future__ import annotations

import re
import unicodedata

from app.phrases import Phrase

NAME_MAX = 24
NAME_RULE = f"1 to {NAME_MAX} letters, digits, spaces or .'-"
# Letters and digits of any script ([^\W_]: \w without the underscore), spaces and .'-: the
# character set the protocol documents. Checked on a name after NFKC (see `name_refusal`).
NAME = re.compile(rf"^(?:[^\W_]|[ .'-]){{1,{NAME_MAX}}}$")
# The host's roles and its own seats: a player called so would read as the host speaking.
ROLE_WORDS = frozenset({"director", "spectator", "host", "dealer", "pitboss", "house",
                        "display"})
_WORD = re.compile(r"[ .'-]+")


def normal_name(name: str) -> str:
    """The name as it is kept and shown: NFKC (a fullwidth or bold letter is the letter),
    without spaces around it."""
    return unicodedata.normalize("NFKC", name).strip()


def name_key(name: str) -> str:
    """What two names are compared by: the same key is the same name (NFKC, case folded)."""
    return unicodedata.normalize("NFKC", normal_name(name).casefold())


def name_refusal(name: str) -> str:
    """Why `name` cannot be a player's name, in words for the person; "" when it can."""
    shown = normal_name(name)
    if NAME.fullmatch(shown) is None:
        return Phrase("name_rule", NAME_MAX)
    # Here, not above: the package loads urllib and its data (some 60 ms), which the window's
    # first frame need not wait for.
    from confusable_homoglyphs import confusables

    if confusables.is_mixed_script(shown, allowed_aliases=["COMMON"]):
        return Phrase("name_mixes_scripts", shown)
    words = _WORD.split(name_key(shown))
    if any(word in ROLE_WORDS for word in [*words, "".join(words)]):  # "Pit Boss" too
        return Phrase("name_is_role", shown)
    return ""
