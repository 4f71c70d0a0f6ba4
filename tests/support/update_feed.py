"""A real update feed for the tests: a tufup repository with real keys, made in a temporary
folder, and served by http.server on 127.0.0.1 (metadata and archives under one address, as
the release feed has them)."""

from __future__ import annotations

import contextlib
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.client.updates import Feed, archive_name
from tests.support.served import served_folder

NAME = archive_name()


@dataclass
class LocalFeed:
    repo_dir: Path
    keys_dir: Path
    feed: Feed

    @property
    def metadata_dir(self) -> Path:
        return self.repo_dir / "metadata"

    @property
    def targets_dir(self) -> Path:
        return self.repo_dir / "targets"

    @property
    def root(self) -> Path:
        """The root metadata the app would ship (version 1, signed by the root key)."""
        return self.metadata_dir / "1.root.json"

    def archive(self, version: str) -> Path:
        return self.targets_dir / f"{NAME}-{version}.tar.gz"


def make_bundle(folder: Path, version: str) -> Path:
    """A small stand-in for a frozen bundle: what its archive holds is only bytes to check."""
    folder.mkdir(parents=True)
    (folder / "pitboss").write_text(f"#!/bin/sh\necho Pitboss {version}\n", encoding="utf-8")
    (folder / "VERSION").write_text(version, encoding="utf-8")
    return folder


def make_repository(where: Path, versions: tuple[str, ...], monkeypatch: pytest.MonkeyPatch,
                    ) -> tuple[Path, Path]:
    """A tufup repository under `where` with new ed25519 keys and one archive per version,
    signed and published. tufup keeps its config in the working folder: `where` it is."""
    from tufup.repo import Repository

    monkeypatch.chdir(where)
    repo = Repository(app_name=NAME, repo_dir=where / "repository", keys_dir=where / "keystore")
    repo.initialize()
    for version in versions:
        repo.add_bundle(new_bundle_dir=make_bundle(where / "bundles" / version, version),
                        new_version=version, skip_patch=True)
        repo.publish_changes(private_key_dirs=[where / "keystore"])
    return where / "repository", where / "keystore"


@contextlib.contextmanager
def serve(folders: dict[str, Path]) -> Iterator[str]:
    """Serve each folder's files at /<name>/ on 127.0.0.1; yields the base address."""
    root = next(iter(folders.values())).parent / "served"
    root.mkdir(exist_ok=True)
    for name, folder in folders.items():
        (root / name).symlink_to(folder, target_is_directory=True)
    with served_folder(root) as base:
        yield base.rstrip("/")


@contextlib.contextmanager
def local_feed(where: Path, versions: tuple[str, ...],
               monkeypatch: pytest.MonkeyPatch) -> Iterator[LocalFeed]:
    """A feed with `versions` published, served as the release feed is: metadata and archives
    side by side under one address."""
    repo_dir, keys_dir = make_repository(where, versions, monkeypatch)
    flat = where / "feed"
    flat.mkdir()
    for folder in (repo_dir / "metadata", repo_dir / "targets"):
        for file in folder.iterdir():
            (flat / file.name).symlink_to(file)
    with serve({"feed": flat}) as address:
        yield LocalFeed(repo_dir, keys_dir, Feed(f"{address}/feed/"))


def archive_files(archive: Path) -> dict[str, bytes]:
    with tarfile.open(archive) as tar:
        return {member.name: tar.extractfile(member).read()  # type: ignore[union-attr]
                for member in tar.getmembers() if member.isfile()}
