"""The Linux installers around PyInstaller's one-folder bundle (`make dist` runs this):

    dist/pitboss_VERSION_amd64.deb             the app in /opt/pitboss, /usr/bin/pitboss, the menu
                                               entry and the icons; Depends on the system
                                               libraries Qt loads that the bundle does not carry
    dist/pitboss-VERSION-linux-x86_64.tar.xz   the bundle, its .desktop file and icon, to unpack
                                               anywhere (the same libraries must be installed)

Usage: python packaging/linux/make_packages.py [--bundle dist/pitboss] [--out dist]
                                              [--icons build/icons]
       python packaging/linux/make_packages.py --baseline BUNDLE --out DIR
The second form packs the bare PySide6 window of the figures (packaging/bare/) into a .deb the
same way, with no menu entry, so bench/dist.py can set the two .debs side by side.

The .deb is built as root-owned files by `dpkg-deb --build --root-owner-group`, so no fakeroot
is needed. The menu and icon caches are refreshed by dpkg's triggers (desktop-file-utils,
hicolor-icon-theme): no maintainer scripts.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402  (the one place the version is written)

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # the hicolor theme's; make_icons renders them
# What Qt loads from the system, not from the bundle (NOTES.md): PyInstaller leaves out libGL,
# libEGL, libxcb and Wayland's client libraries on purpose (they must match the system's
# graphics drivers and display server), and these packages bring them, the xcb platform
# plugin's libraries, fonts through fontconfig, D-Bus, GLib and PulseAudio's client (Qt
# Multimedia's sounds). The bundle carries copies of some of them; depending on them anyway
# keeps a minimal system (no X, no Qt) able to run it, which `make dist-check` proves.
DEPENDS = ("libegl1", "libgl1", "libfontconfig1", "libxkbcommon0", "libdbus-1-3",
           "libglib2.0-0", "libxcb1", "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
           "libxcb-image0", "libxcb-randr0", "libxcb-render-util0", "libxcb-shape0",
           "libxcb-xfixes0", "libxcb-xkb1", "libxkbcommon-x11-0", "libx11-xcb1", "libpulse0",
           # Python's ssl and hashlib load the system's OpenSSL (packaging/bundle_trim.py
           # FROM_THE_SYSTEM); Ubuntu 24.04 renamed it in the 64-bit time transition.
           "libssl3 | libssl3t64")
# The Wayland platform plugin's; without them Qt runs through XWayland instead.
RECOMMENDS = ("libwayland-client0", "libwayland-cursor0", "libwayland-egl1")
DESCRIPTION = """\
blackjack tournaments: Series 7, 10-hand and BlackJack eXtreme
 Pitboss is a desktop client for blackjack tournaments: play at home against
 bots or friends, host a game night on a LAN (others join at the address shown,
 or find it by zeroconf), or show the tournament clock full screen on a TV.
 .
 Chips have no cash value; nothing in Pitboss touches money."""
MAINTAINER = os.environ.get("PITBOSS_MAINTAINER", "Pitboss maintainers <pitboss@example.org>")


def fail(message: str) -> SystemExit:
    return SystemExit(f"make_packages: {message}")


def glibc_version() -> str:
    """The build machine's glibc: the bundle's binaries need it or newer (NOTES.md)."""
    version = os.confstr("CS_GNU_LIBC_VERSION") or ""  # "glibc 2.36"
    number = version.split()[-1] if version else ""
    if not number:
        raise fail("cannot tell this system's glibc version")
    return number


def architecture() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "amd64"


def tree_size_kib(folder: Path) -> int:
    total = sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())
    return (total + 1023) // 1024


def md5sums(root: Path) -> str:
    """DEBIAN/md5sums, which `dpkg --verify` and debsums read."""
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}")
    return "\n".join(lines) + "\n"


def copy_bundle(bundle: Path, target: Path) -> None:
    # Symbolic links inside the bundle (PyInstaller keeps a library's other names) stay links.
    shutil.copytree(bundle, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        # Files as a package installs them: root's, readable by all, writable by root only.
        executable = path.is_dir() or path.stat().st_mode & 0o111
        path.chmod(0o755 if executable else 0o644)


def deb(bundle: Path, out: Path, package: str, executable: str, icons: Path | None) -> Path:
    """Build `package`_VERSION_ARCH.deb of `bundle` into `out`; with `icons` (make_icons's
    folder), the menu entry and the icons too."""
    arch = architecture()
    target = out / f"{package}_{__version__}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="pitboss-deb-") as scratch:
        root = Path(scratch) / "root"
        copy_bundle(bundle, root / "opt" / package)
        (root / "usr" / "bin").mkdir(parents=True)
        (root / "usr" / "bin" / package).symlink_to(f"/opt/{package}/{executable}")
        if icons is not None:
            applications = root / "usr" / "share" / "applications"
            applications.mkdir(parents=True)
            shutil.copyfile(HERE / "pitboss.desktop", applications / "pitboss.desktop")
            hicolor = root / "usr" / "share" / "icons" / "hicolor"
            for size in ICON_SIZES:
                png = icons / f"pitboss-{size}.png"
                if not png.is_file():
                    raise fail(f"{png} is missing: run `make icons` first")
                folder = hicolor / f"{size}x{size}" / "apps"
                folder.mkdir(parents=True)
                shutil.copyfile(png, folder / "pitboss.png")
            (hicolor / "scalable" / "apps").mkdir(parents=True)
            shutil.copyfile(ROOT / "resources" / "icons" / "pitboss.svg",
                            hicolor / "scalable" / "apps" / "pitboss.svg")
        for path in (root / "usr").rglob("*"):
            if not path.is_symlink():
                path.chmod(0o755 if path.is_dir() else 0o644)
        control = root / "DEBIAN"
        control.mkdir()
        fields = {
            "Package": package,
            "Version": __version__,
            "Architecture": arch,
            "Maintainer": MAINTAINER,
            "Installed-Size": str(tree_size_kib(root)),
            "Depends": ", ".join([f"libc6 (>= {glibc_version()})", *DEPENDS]),
            "Recommends": ", ".join(RECOMMENDS),
            "Section": "games",
            "Priority": "optional",
            "Description": DESCRIPTION if icons is not None else
            "bare PySide6 window (Pitboss's size baseline)\n This package is a yardstick.",
        }
        (control / "control").write_text(
            "".join(f"{key}: {value}\n" for key, value in fields.items()), encoding="utf-8")
        (control / "md5sums").write_text(md5sums(root), encoding="utf-8")
        for path in (control, control / "control", control / "md5sums"):
            path.chmod(0o755 if path.is_dir() else 0o644)
        out.mkdir(parents=True, exist_ok=True)
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root),
                        str(target)], check=True, stdout=subprocess.DEVNULL)
    return target


def tarball(bundle: Path, out: Path, icons: Path) -> Path:
    """The bundle in a folder of its own, with the .desktop file and icon beside it."""
    name = f"pitboss-{__version__}-linux-x86_64"
    target = out / f"{name}.tar.xz"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    icon = icons / "pitboss.png"
    if not icon.is_file():
        raise fail(f"{icon} is missing: run `make icons` first")
    # xz at its default level -6, as dpkg-deb's, on every core (Python's lzma uses one).
    with tempfile.TemporaryDirectory(prefix="pitboss-tar-") as scratch:
        plain = Path(scratch) / f"{name}.tar"
        with tarfile.open(plain, "w", format=tarfile.PAX_FORMAT) as tar:
            tar.add(bundle, arcname=name, filter=owned_by_root)
            tar.add(HERE / "pitboss.desktop", arcname=f"{name}/pitboss.desktop",
                    filter=owned_by_root)
            tar.add(icon, arcname=f"{name}/pitboss.png", filter=owned_by_root)
            readme = Path(scratch) / "README.txt"
            readme.write_text((HERE / "README-tarball.txt").read_text(encoding="utf-8")
                              .replace("@GLIBC@", glibc_version()), encoding="utf-8")
            tar.add(readme, arcname=f"{name}/README.txt", filter=owned_by_root)
        out.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as compressed:
            subprocess.run(["xz", "-6", "-T0", "-c", str(plain)], stdout=compressed, check=True)
    return target


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="make_packages.py", description=__doc__.split("\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "pitboss")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--icons", type=Path, default=ROOT / "build" / "icons",
                        help="packaging/make_icons.py's output")
    parser.add_argument("--baseline", type=Path, metavar="BUNDLE",
                        help="pack this bare-window bundle as pitboss-bare instead")
    args = parser.parse_args(argv)
    for tool in ("dpkg-deb", "xz"):
        if shutil.which(tool) is None:
            raise fail(f"{tool} not found (Debian's dpkg and xz-utils packages)")
    if args.baseline is not None:
        if not (args.baseline / "bare").is_file():
            raise fail(f"no bare window bundle at {args.baseline}")
        made = [deb(args.baseline, args.out, "pitboss-bare", "bare", icons=None)]
    else:
        if not (args.bundle / "pitboss").is_file():
            raise fail(f"no bundle at {args.bundle}: build it with packaging/pitboss.spec")
        made = [deb(args.bundle, args.out, "pitboss", "pitboss", icons=args.icons),
                tarball(args.bundle, args.out, args.icons)]
    for path in made:
        print(f"make_packages: {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}"
              f" ({path.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
