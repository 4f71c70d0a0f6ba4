"""The update check: is there a newer Pitboss on the release feed, and is it genuine?

The release feed is a TUF repository (The Update Framework) made by tufup: signed metadata
(root, timestamp, snapshot, targets) and the archives it names. The check trusts only the root
metadata that ships with the app (resources/updates/root.json) and what that root's keys sign,
so a feed that is stale, rolled back, re-signed by someone else or serving altered files is
refused, whoever serves it (docs/decisions/updates.md). It finds the newest archive for this
system, downloads it and checks its length and hashes against the signed metadata, and tells
the person what to do. It never installs anything.

`check_for_updates` is blocking (network and disk): the windows call `check` instead, which runs
it in a thread. Its answer is an `UpdateAnswer` whose `message` is worded for the person, never
a traceback. Qt-free, like the rest of app/client.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import logging
import os
import shutil
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import Any

from app import __version__
from app.i18n import Context, arg
from app.resources import resources_dir

log = logging.getLogger("pitboss.updates")
update_words = Context("update_words")

# The project's release feed: the metadata and archives are assets of the newest GitHub
# release (.github/workflows/release.yml publishes them), which this address always names.
RELEASE_FEED = "https://github.com/pitboss-app/pitboss/releases/latest/download/"
# Where a person gets a release to install.
RELEASES_PAGE = "https://github.com/pitboss-app/pitboss/releases/latest"
# Another feed (a mirror, an admin's own, the tests' on 127.0.0.1): its base address.
FEED_VARIABLE = "PITBOSS_UPDATE_FEED"
# The check on start is made at most once in this time.
CHECK_INTERVAL = timedelta(days=1)


def trusted_root() -> Path:
    """The root metadata this build trusts: made once by the maintainers with the offline root
    key (packaging/README.md, "Update feed"), bundled with resources/."""
    return resources_dir() / "updates" / "root.json"


def state_dir() -> Path:
    """Where the check keeps the metadata it has trusted so far and the verified archive."""
    import platformdirs

    return Path(platformdirs.user_data_dir("pitboss", appauthor=False)) / "updates"


def archive_name(platform: str = sys.platform) -> str:
    """The name of this system's archives on the feed (`pitboss_linux-1.1.0.tar.gz`)."""
    if platform.startswith("win"):
        return "pitboss_windows"
    if platform == "darwin":
        return "pitboss_macos"
    return "pitboss_linux"


@dataclass(frozen=True)
class Feed:
    """Where the feed's metadata and archives are: both under one base address."""

    base_url: str

    @property
    def folder_url(self) -> str:
        """The base address as a folder's (one "/" at its end), for the metadata and targets."""
        return self.base_url.rstrip("/") + "/"


def configured_feed(environment: Mapping[str, str] = os.environ) -> Feed:
    """The release feed, or the one named by PITBOSS_UPDATE_FEED."""
    override = environment.get(FEED_VARIABLE, "").strip()
    return Feed(override or RELEASE_FEED)


def check_due(last: datetime | None, now: datetime) -> bool:
    """Whether the check on start may run: never more than once in CHECK_INTERVAL (a last
    check in the future, a clock set back, counts as none)."""
    return last is None or not last <= now < last + CHECK_INTERVAL


class Outcome(Enum):
    UP_TO_DATE = "up to date"
    AVAILABLE = "available"
    # The feed answered, but what it served did not verify: nothing was kept.
    REFUSED = "refused"
    # The feed could not be read at all.
    UNREACHABLE = "unreachable"
    # This build cannot check (no trusted root, no TLS for an https feed, no room on disk).
    CANNOT_CHECK = "cannot check"


@dataclass(frozen=True)
class UpdateAnswer:
    outcome: Outcome
    # What the person reads.
    message: str
    # The newer version found (AVAILABLE, or REFUSED when its archive did not verify).
    version: str | None = None
    # The verified archive, downloaded (AVAILABLE).
    archive: Path | None = None


# ---- tufup, imported in a bundle without setuptools ---------------------------------------------


def _missing(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is None
    except ImportError:
        return True


class _NoSetuptools(importlib.abc.MetaPathFinder):
    """Answers an import of setuptools with the AssertionError tufup takes for "a client"."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname == "setuptools" or fullname.startswith("setuptools."):
            raise AssertionError("setuptools is not part of this build")
        return None


@contextmanager
def _setuptools_absent_as_tufup_expects() -> Iterator[None]:
    # tufup's package imports its repository tools, which import setuptools.config.expand and
    # accept only an AssertionError as "this is a client without setuptools" (tufup works around
    # PyInstaller issue 6911 so). The frozen app leaves setuptools out (packaging/bundle_trim.py),
    # where the import raises ModuleNotFoundError instead and tufup fails to import.
    if "setuptools" in sys.modules or not _missing("setuptools"):
        yield
        return
    finder = _NoSetuptools()
    sys.meta_path.insert(0, finder)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)


def _tufup_client() -> Any:
    with _setuptools_absent_as_tufup_expects():
        import tufup.client
    return tufup.client


# ---- the check ----------------------------------------------------------------------------------


def check_for_updates(feed: Feed, state_dir: Path, *, current_version: str = __version__,
                      root: Path | None = None, name: str | None = None) -> UpdateAnswer:
    """Ask `feed` for a version newer than `current_version`, download it into `state_dir` and
    verify it. Blocking; never raises. `state_dir` keeps the metadata trusted so far (so the
    feed can never go back to older metadata) and the verified archive."""
    root = root if root is not None else trusted_root()
    name = name or archive_name()
    if not root.is_file():
        return UpdateAnswer(Outcome.CANNOT_CHECK, update_words.tr(
            "This build of Pitboss holds no release key, so it cannot check for updates."))
    if feed.folder_url.startswith("https:") and _missing("ssl"):
        return UpdateAnswer(Outcome.CANNOT_CHECK, arg(update_words.tr(
            "This build of Pitboss cannot open secure (https) addresses, so it cannot read the "
            "update feed at %1. Look for a new version at %2."), feed.base_url, RELEASES_PAGE))
    try:
        return _check(feed, state_dir, current_version, root, name)
    except Exception as error:  # the answer is words, whatever happened
        return _refusal(error, feed)


def _check(feed: Feed, state_dir: Path, current_version: str, root: Path,
           name: str) -> UpdateAnswer:
    from packaging.version import Version

    client_module = _tufup_client()
    metadata_dir = state_dir / "metadata"
    target_dir = state_dir / "downloads"
    metadata_dir.mkdir(parents=True, exist_ok=True)
    target_dir.mkdir(parents=True, exist_ok=True)
    if not (metadata_dir / "root.json").is_file():
        shutil.copyfile(root, metadata_dir / "root.json")
    client = client_module.Client(
        app_name=name, app_install_dir=state_dir, current_version=current_version,
        metadata_dir=metadata_dir, metadata_base_url=feed.folder_url,
        target_dir=target_dir, target_base_url=feed.folder_url)
    # Refreshed here, not in tufup's check_for_updates: that one logs a download or signature
    # error and answers "nothing new", which would tell the person they are up to date.
    client.refresh()
    current = Version(current_version)
    newer = sorted(
        meta for meta in client.trusted_target_metas
        if meta.name == name and meta.is_archive and meta.version > current
        and not meta.version.is_prerelease
    )
    if not newer:
        return UpdateAnswer(Outcome.UP_TO_DATE, arg(update_words.tr(
            "Pitboss %1 is the newest version."), current_version))
    newest = newer[-1]
    version = str(newest.version)
    info = client.get_targetinfo(newest)
    if info is None:  # listed, yet not in the signed targets: cannot happen with a sound feed
        raise LookupError(f"{newest} is not in the signed targets")
    try:
        path = client.find_cached_target(info) or client.download_target(info)
    except Exception as error:
        return _refusal(error, feed, version)
    return UpdateAnswer(Outcome.AVAILABLE, arg(update_words.tr(
        "Pitboss %1 is available (you have %2), and its download matches the signed release. "
        "Get it from %3 and install it as you installed this one."),
        version, current_version, RELEASES_PAGE), version=version, archive=Path(path))


def _refusal(error: Exception, feed: Feed, version: str | None = None) -> UpdateAnswer:
    from tuf.api import exceptions as tuf_errors

    log.warning("update check against %s: %s: %s", feed.base_url, type(error).__name__, error)
    if isinstance(error, tuf_errors.LengthOrHashMismatchError) and version is not None:
        return UpdateAnswer(Outcome.REFUSED, arg(update_words.tr(
            "Pitboss %1 was refused: the file the feed sent is not the one its release signed "
            "(it may have been tampered with). Nothing was kept."), version), version=version)
    if isinstance(error, tuf_errors.ExpiredMetadataError):
        return UpdateAnswer(Outcome.REFUSED, update_words.tr(
            "The update feed was refused: its signatures have expired (an old copy of the feed "
            "may be being replayed). Nothing was downloaded."))
    if isinstance(error, tuf_errors.BadVersionNumberError):
        return UpdateAnswer(Outcome.REFUSED, update_words.tr(
            "The update feed was refused: it is older than one this computer has already seen. "
            "Nothing was downloaded."))
    if isinstance(error, tuf_errors.UnsignedMetadataError):
        return UpdateAnswer(Outcome.REFUSED, update_words.tr(
            "The update feed was refused: it is not signed by Pitboss's release keys (it may "
            "have been tampered with). Nothing was downloaded."))
    if isinstance(error, tuf_errors.RepositoryError):
        return UpdateAnswer(Outcome.REFUSED, arg(update_words.tr(
            "The update feed was refused: its signed files do not agree (%1). Nothing was "
            "downloaded."), error))
    if isinstance(error, tuf_errors.DownloadHTTPError):
        return UpdateAnswer(Outcome.UNREACHABLE, arg(update_words.tr(
            "The update feed at %1 answered with HTTP error %2. Try again later."),
            feed.base_url, error.status_code))
    if isinstance(error, tuf_errors.DownloadError):
        return UpdateAnswer(Outcome.UNREACHABLE, arg(update_words.tr(
            "The update feed at %1 could not be reached. Check the connection, or try again "
            "later."), feed.base_url))
    if isinstance(error, OSError):
        return UpdateAnswer(Outcome.CANNOT_CHECK, arg(update_words.tr(
            "The update check could not keep its files (%1)."), error.strerror or error))
    log.error("the update check failed", exc_info=error)
    return UpdateAnswer(Outcome.CANNOT_CHECK, arg(update_words.tr(
        "The update check failed (%1). Look for a new version at %2."),
        type(error).__name__, RELEASES_PAGE))


async def check(feed: Feed, state_dir: Path, **options: Any) -> UpdateAnswer:
    """`check_for_updates` in a thread, so the windows' loop goes on."""
    import asyncio

    return await asyncio.to_thread(check_for_updates, feed, state_dir, **options)
