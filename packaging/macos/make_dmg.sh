#!/usr/bin/env bash
# Packs PyInstaller's dist/Pitboss.app into dist/pitboss-VERSION-macos.dmg: a compressed,
# read-only disk image named "Pitboss VERSION" that opens on the app beside a link to
# /Applications, so installing is one drag.
#
#   bash packaging/macos/make_dmg.sh [APP_BUNDLE] [OUT_DIR]
#
# Defaults: dist/Pitboss.app and dist/ under the repository. The version is read from
# app/__init__.py. macOS only (hdiutil, ditto). The image holds the build machine's architecture
# only (arm64 on GitHub's macos-latest) and is not notarized.
set -euo pipefail

die() {
	echo "make_dmg.sh: $*" >&2
	exit 1
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
app=${1:-$root/dist/Pitboss.app}
out_dir=${2:-$root/dist}

version=$(sed -n 's/^__version__ = "\([^"]*\)"$/\1/p' "$root/app/__init__.py")
[ -n "$version" ] || die "no __version__ = \"X.Y.Z\" line in $root/app/__init__.py"
[ -d "$app" ] || die "no app bundle at $app: build it on macOS with pyinstaller packaging/pitboss.spec"
[ -x "$app/Contents/MacOS/pitboss" ] || die "$app has no executable Contents/MacOS/pitboss"
command -v hdiutil >/dev/null 2>&1 || die "hdiutil not found: disk images are made on macOS"
command -v ditto >/dev/null 2>&1 || die "ditto not found: disk images are made on macOS"

mkdir -p "$out_dir"
dmg="$out_dir/pitboss-$version-macos.dmg"
staging=$(mktemp -d "${TMPDIR:-/tmp}/pitboss-dmg.XXXXXX")
trap 'rm -rf "$staging"' EXIT

# ditto, not cp -R: it keeps the symlinks inside Qt's frameworks, extended attributes and the
# bundle's code signature as they are.
ditto "$app" "$staging/Pitboss.app"
ln -s /Applications "$staging/Applications"

# hdiutil create fails now and then with "Resource busy" on CI runners
# (actions/runner-images#7522); a later try goes through.
rm -f "$dmg"
attempt=1
until hdiutil create -volname "Pitboss $version" -srcfolder "$staging" -fs HFS+ \
	-format UDZO -ov "$dmg"; do
	[ "$attempt" -lt 5 ] || die "hdiutil create failed $attempt times"
	echo "make_dmg.sh: hdiutil create failed (try $attempt), trying again" >&2
	attempt=$((attempt + 1))
	sleep $((attempt * 2))
done
hdiutil verify "$dmg"
echo "$dmg"
