"""app/net/pake.py is the `spake2` package's SPAKE2 (0.9, Ed25519), in libsodium: each side
finishes an exchange with the package's other side on the same key, so a host or client of an
older release (and the web page's channel, tests/net/test_browser_channel.py) still keys with
it; a wrong code gives another key; a message that is no element is refused."""

from __future__ import annotations

import pytest
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]
from spake2.parameters.ed25519 import ParamsEd25519  # type: ignore[import-untyped]

from app.net.pake import BLINDING, PakeError, Spake2, password_scalar

IDS = {"id_a": b"pitboss client", "id_b": b"pitboss host"}
PACKAGE_IDS = {"idA": b"pitboss client", "idB": b"pitboss host"}


def test_the_package_s_fixed_elements_and_password_scalar() -> None:
    assert BLINDING["A"] == ParamsEd25519.M.to_bytes()
    assert BLINDING["B"] == ParamsEd25519.N.to_bytes()
    for password in (b"join:4321", b"director:9999", b""):
        assert password_scalar(password) == ParamsEd25519.group.password_to_scalar(password)


@pytest.mark.parametrize("code", ["4321", "Zürich-42", "x" * 12])
def test_either_side_keys_with_the_package_s_other_side(code: str) -> None:
    password = f"join:{code}".encode()
    ours_a, theirs_b = Spake2("A", password, **IDS), SPAKE2_B(password, **PACKAGE_IDS)
    a_message, b_message = ours_a.start(), theirs_b.start()
    assert ours_a.finish(b_message) == theirs_b.finish(a_message)
    theirs_a, ours_b = SPAKE2_A(password, **PACKAGE_IDS), Spake2("B", password, **IDS)
    a_message, b_message = theirs_a.start(), ours_b.start()
    assert ours_b.finish(a_message) == theirs_a.finish(b_message)


def test_a_wrong_code_gives_another_key() -> None:
    client, host = Spake2("A", b"join:4321", **IDS), Spake2("B", b"join:4322", **IDS)
    a_message, b_message = client.start(), host.start()
    assert client.finish(b_message) != host.finish(a_message)


@pytest.mark.parametrize("message", [
    b"B" + bytes(32),  # not an element of the prime-order group (its encoding of 0)
    b"B" + b"\xff" * 32,  # not on the curve
    b"B" + b"\x01" + bytes(31),  # the identity: K would be known to anyone
    b"A" + ParamsEd25519.M.to_bytes(),  # this side's own
    b"B" + ParamsEd25519.N.to_bytes()[:31],  # short
])
def test_a_message_that_is_not_the_other_side_s_element_is_refused(message: bytes) -> None:
    client = Spake2("A", b"join:4321", **IDS)
    client.start()
    with pytest.raises(PakeError):
        client.finish(message)


def test_a_side_s_own_message_sent_back_is_refused() -> None:
    client = Spake2("A", b"join:4321", **IDS)
    sent = client.start()
    with pytest.raises(PakeError):
        client.finish(b"B" + sent[1:])
