"""The update check end to end: a real tufup repository with real keys, served over HTTP on
127.0.0.1, and the app's client installed as 1.0.0 with the repository's root (issue 24)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from app.client.updates import (
    FEED_VARIABLE,
    RELEASE_FEED,
    Feed,
    Outcome,
    check_due,
    check_for_updates,
    configured_feed,
)
from tests.support.update_feed import NAME, archive_files, local_feed


def test_an_old_bundle_finds_the_new_version_and_verifies_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        answer = check_for_updates(feed.feed, tmp_path / "client", current_version="1.0.0",
                                   root=feed.root, name=NAME)
    assert answer.outcome is Outcome.AVAILABLE, answer.message
    assert answer.version == "1.1.0"
    assert "Pitboss 1.1.0 is available (you have 1.0.0)" in answer.message
    # What was downloaded is byte for byte the archive the repository signed: its hash is the
    # one in the signed targets metadata, and it holds the 1.1.0 bundle.
    assert answer.archive is not None
    assert answer.archive.read_bytes() == feed.archive("1.1.0").read_bytes()
    signed = json.loads((feed.metadata_dir / "targets.json").read_text())["signed"]["targets"]
    import hashlib

    digest = hashlib.sha256(answer.archive.read_bytes()).hexdigest()
    assert signed[f"{NAME}-1.1.0.tar.gz"]["hashes"]["sha256"] == digest
    assert archive_files(answer.archive)["./VERSION"] == b"1.1.0"


def test_the_newest_version_is_up_to_date(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        answer = check_for_updates(feed.feed, tmp_path / "client", current_version="1.1.0",
                                   root=feed.root, name=NAME)
    assert answer.outcome is Outcome.UP_TO_DATE, answer.message
    assert answer.message == "Pitboss 1.1.0 is the newest version."
    assert not list((tmp_path / "client" / "downloads").iterdir())


def test_a_tampered_archive_is_refused_and_nothing_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        archive = feed.archive("1.1.0")
        data = bytearray(archive.read_bytes())
        data[len(data) // 2] ^= 0x01  # one bit, after signing; same length
        archive.write_bytes(bytes(data))
        answer = check_for_updates(feed.feed, tmp_path / "client", current_version="1.0.0",
                                   root=feed.root, name=NAME)
    assert answer.outcome is Outcome.REFUSED, answer.message
    assert answer.message == (
        "Pitboss 1.1.0 was refused: the file the feed sent is not the one its release signed "
        "(it may have been tampered with). Nothing was kept.")
    assert answer.archive is None
    assert not list((tmp_path / "client" / "downloads").iterdir())


def test_changed_targets_metadata_is_refused(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """targets.json changed after signing (the archive's hash swapped for a forged one's)."""
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        forged = feed.archive("1.1.0")
        forged.write_bytes(b"not Pitboss")
        import hashlib

        path = feed.metadata_dir / "targets.json"
        targets = json.loads(path.read_text())
        entry = targets["signed"]["targets"][f"{NAME}-1.1.0.tar.gz"]
        entry["hashes"]["sha256"] = hashlib.sha256(b"not Pitboss").hexdigest()
        entry["length"] = len(b"not Pitboss")
        path.write_text(json.dumps(targets))
        answer = check_for_updates(feed.feed, tmp_path / "client", current_version="1.0.0",
                                   root=feed.root, name=NAME)
    assert answer.outcome is Outcome.REFUSED, answer.message
    assert "not signed by Pitboss's release keys" in answer.message
    assert not list((tmp_path / "client" / "downloads").iterdir())


def test_a_broken_signature_is_refused(tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        path = feed.metadata_dir / "timestamp.json"
        timestamp = json.loads(path.read_text())
        signature = timestamp["signatures"][0]["sig"]
        timestamp["signatures"][0]["sig"] = ("0" if signature[0] != "0" else "1") + signature[1:]
        path.write_text(json.dumps(timestamp))
        answer = check_for_updates(feed.feed, tmp_path / "client", current_version="1.0.0",
                                   root=feed.root, name=NAME)
    assert answer.outcome is Outcome.REFUSED, answer.message
    assert "not signed by Pitboss's release keys" in answer.message


def test_a_feed_signed_by_other_keys_is_refused(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole repository made with other keys: the app's root does not trust them."""
    (tmp_path / "ours").mkdir()
    (tmp_path / "theirs").mkdir()
    with local_feed(tmp_path / "ours", ("1.0.0",), monkeypatch) as ours:
        our_root = tmp_path / "root.json"
        our_root.write_bytes(ours.root.read_bytes())
    with local_feed(tmp_path / "theirs", ("1.0.0", "9.0.0"), monkeypatch) as theirs:
        answer = check_for_updates(theirs.feed, tmp_path / "client", current_version="1.0.0",
                                   root=our_root, name=NAME)
    assert answer.outcome is Outcome.REFUSED, answer.message
    assert answer.version is None


def test_an_unreachable_feed_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with local_feed(tmp_path, ("1.0.0",), monkeypatch) as feed:
        root = feed.root
    with socket.socket() as unused:  # a port nothing listens on
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    address = f"http://127.0.0.1:{port}/feed/"
    answer = check_for_updates(Feed(address), tmp_path / "client", current_version="1.0.0",
                               root=root, name=NAME)
    assert answer.outcome is Outcome.UNREACHABLE, answer.message
    assert answer.message == (f"The update feed at {address} could not be reached. Check the "
                              "connection, or try again later.")


def test_a_build_without_a_root_cannot_check(tmp_path: Path) -> None:
    answer = check_for_updates(Feed("http://127.0.0.1:9/"), tmp_path, current_version="1.0.0",
                               root=tmp_path / "missing.json", name=NAME)
    assert answer.outcome is Outcome.CANNOT_CHECK
    assert "holds no release key" in answer.message


def test_the_feed_is_the_release_feed_unless_named() -> None:
    assert configured_feed({}).base_url == RELEASE_FEED
    assert configured_feed({FEED_VARIABLE: "http://127.0.0.1:8000/f/"}).base_url == \
        "http://127.0.0.1:8000/f/"


def test_the_check_on_start_is_at_most_daily() -> None:
    now = datetime(2026, 12, 6, 12, 0)
    assert check_due(None, now)
    assert not check_due(now - timedelta(hours=23), now)
    assert check_due(now - timedelta(hours=24), now)
    assert check_due(now + timedelta(hours=2), now)  # a clock set back


BUNDLE_LIKE = """
import importlib.abc, sys

class Excluded(importlib.abc.MetaPathFinder):
    # What packaging/bundle_trim.py leaves out of the frozen app, and what it excludes for
    # the update check: those imports fail there as here.
    def find_spec(self, name, path, target=None):
        if any(name == gone or name.startswith(gone + ".") for gone in {EXCLUDED!r}):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

sys.meta_path.insert(0, Excluded())
from pathlib import Path
from app.client.updates import Feed, check_for_updates
answer = check_for_updates(Feed(sys.argv[1]), Path(sys.argv[2]), current_version="1.0.0",
                           root=Path(sys.argv[3]), name=sys.argv[4])
print(answer.outcome.value)
print(answer.message)
"""


def test_the_check_works_without_what_the_bundle_leaves_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a process that cannot import the modules packaging/bundle_trim.py excludes
    (setuptools, charset_normalizer...), as the frozen app cannot: the check still
    finds and verifies 1.1.0 (failed before: tufup's import stopped at setuptools)."""
    sys.path.insert(0, str(Path(__file__).parents[2] / "packaging"))
    try:
        from bundle_trim import EXCLUDED_MODULES
    finally:
        sys.path.pop(0)
    assert {"setuptools", "charset_normalizer"} <= set(EXCLUDED_MODULES)
    assert "ssl" not in EXCLUDED_MODULES  # the feed is https: the bundle has TLS
    script = BUNDLE_LIKE.replace("{EXCLUDED!r}", repr(sorted(EXCLUDED_MODULES)))
    with local_feed(tmp_path, ("1.0.0", "1.1.0"), monkeypatch) as feed:
        environment = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
        done = subprocess.run(
            [sys.executable, "-c", script, feed.feed.base_url, str(tmp_path / "client"),
             str(feed.root), NAME],
            capture_output=True, text=True, timeout=60, env=environment)
    assert done.returncode == 0, done.stderr
    outcome, message = done.stdout.splitlines()[:2]
    assert outcome == "available", message
    assert "Pitboss 1.1.0 is available" in message


def test_the_release_tool_publishes_a_feed_an_old_bundle_updates_from(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tools/update_feed.py as the release workflow runs it: keys and root made once, then
    1.0.0 and 1.1.0 published release after release (the second from the first's metadata)."""
    import tarfile

    from tests.support.update_feed import serve
    from tools import update_feed

    monkeypatch.chdir(tmp_path)
    keys, root = tmp_path / "keys", tmp_path / "root.json"
    update_feed.init(keys, root)
    archives = {}
    for version in ("1.0.0", "1.1.0"):
        archives[version] = tmp_path / f"{NAME}-{version}.tar.gz"
        (tmp_path / version).mkdir()
        (tmp_path / version / "VERSION").write_text(version)
        with tarfile.open(archives[version], "w:gz") as tar:
            tar.add(tmp_path / version, arcname=".")
    update_feed.publish(keys, tmp_path / "none", tmp_path / "r1", [archives["1.0.0"]], root)
    update_feed.publish(keys, tmp_path / "r1", tmp_path / "r2", [archives["1.1.0"]], root)
    assert (tmp_path / "r2" / "timestamp.json").read_text() != \
        (tmp_path / "r1" / "timestamp.json").read_text()
    with serve({"r1": tmp_path / "r1", "r2": tmp_path / "r2"}) as address:
        first = check_for_updates(Feed(f"{address}/r1/"), tmp_path / "client",
                                  current_version="1.0.0", root=root, name=NAME)
        second = check_for_updates(Feed(f"{address}/r2/"), tmp_path / "client",
                                   current_version="1.0.0", root=root, name=NAME)
        # Back to the first release's feed after seeing the second's: a rollback.
        back = check_for_updates(Feed(f"{address}/r1/"), tmp_path / "client",
                                 current_version="1.0.0", root=root, name=NAME)
    assert first.outcome is Outcome.UP_TO_DATE, first.message
    assert second.outcome is Outcome.AVAILABLE and second.version == "1.1.0", second.message
    assert back.outcome is Outcome.REFUSED, back.message
    assert "older than one this computer has already seen" in back.message
