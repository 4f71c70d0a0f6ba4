"""The release feed's signed metadata (app/client/updates.py reads it; packaging/README.md,
"Update feed", says who holds which key).

    python -m tools.update_feed init KEYS_DIR
        Once, on the maintainer's machine: new ed25519 keys for the four roles in KEYS_DIR,
        and the root metadata they sign into resources/updates/root.json (committed, shipped).
        The root key then goes offline; the other three become repository secrets.

    python -m tools.update_feed publish KEYS_DIR PREVIOUS_DIR OUT_DIR ARCHIVE...
        On a release: the previous release's metadata (PREVIOUS_DIR, empty for the first),
        the archives added to the signed targets, the targets, snapshot and timestamp signed
        again with a higher version; metadata and archives written side by side into OUT_DIR,
        as the feed serves them.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1] / "resources" / "updates" / "root.json"
#: Days each role's signature lasts. The root is signed offline, rarely; the others by each
#: release's workflow, so they must outlast the gap between two releases.
EXPIRATION_DAYS = {"root": 1825, "targets": 400, "snapshot": 400, "timestamp": 400}


def _repository(work: Path, keys: Path) -> Any:
    from tufup.repo import Repository

    return Repository(app_name="pitboss_linux", repo_dir=work / "repository", keys_dir=keys,
                      expiration_days=dict(EXPIRATION_DAYS))  # type: ignore[arg-type]


def init(keys: Path, root: Path = ROOT) -> Path:
    with tempfile.TemporaryDirectory() as folder:
        repo = _repository(Path(folder), keys)
        repo.initialize()  # new keys where KEYS_DIR has none
        root.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(repo.metadata_dir / "1.root.json", root)
    return root


def publish(keys: Path, previous: Path, out: Path, archives: list[Path],
            root: Path = ROOT) -> None:
    with tempfile.TemporaryDirectory() as folder:
        repo = _repository(Path(folder), keys)
        repo.metadata_dir.mkdir(parents=True)
        repo.targets_dir.mkdir(parents=True)
        found = sorted(previous.glob("*.json")) if previous.is_dir() else []
        for file in found:
            shutil.copyfile(file, repo.metadata_dir / file.name)
        if not found:  # the first release: the root this app ships
            shutil.copyfile(root, repo.metadata_dir / "1.root.json")
            shutil.copyfile(root, repo.metadata_dir / "root.json")
        repo._load_keys_and_roles(create_keys=False)
        for archive in archives:
            copy = repo.targets_dir / archive.name
            shutil.copyfile(archive, copy)
            repo.roles.add_or_update_target(
                local_path=copy, custom={"user": None, "tufup": {"required": False}})
        repo.publish_changes(private_key_dirs=[keys])
        out.mkdir(parents=True, exist_ok=True)
        for file in [*repo.metadata_dir.glob("*.json"), *repo.targets_dir.iterdir()]:
            shutil.copyfile(file, out / file.name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.update_feed")
    commands = parser.add_subparsers(dest="command", required=True)
    made = commands.add_parser("init", help="new keys and resources/updates/root.json")
    made.add_argument("keys", type=Path)
    sent = commands.add_parser("publish", help="sign a release's archives into the feed")
    sent.add_argument("keys", type=Path)
    sent.add_argument("previous", type=Path)
    sent.add_argument("out", type=Path)
    sent.add_argument("archives", type=Path, nargs="+")
    options = parser.parse_args(argv)
    if options.command == "init":
        print(f"root metadata: {init(options.keys)}")
    else:
        publish(options.keys, options.previous, options.out, options.archives)
        print(f"feed: {options.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
