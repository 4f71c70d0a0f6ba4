#!/usr/bin/env bash
# `make dist-check`: installs dist/pitboss_*.deb into a fresh Debian 12 root with nothing but
# the minimal base system (debootstrap --variant=minbase bookworm: no X, no Qt, no Python), with
# apt-get, as a user would; then runs the installed app's smoke test there, offscreen, with an
# empty environment. So nothing of the build machine (its Python, its .venv, its Qt libraries)
# can stand in for something the package forgot.
#
#   sudo bash packaging/linux/dist_check.sh [PACKAGE.deb]
#
# Needs root (debootstrap, mount, chroot) and Debian's mirror. The base system is made once and
# kept as build/dist-check/bookworm-minbase.tar, and downloaded packages in
# build/dist-check/apt-archives/, so a rerun takes seconds, not minutes. MIRROR overrides the
# mirror (default http://deb.debian.org/debian). Prints PASS or FAIL lines; exits 1 on a FAIL.
set -euo pipefail

root_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work="$root_dir/build/dist-check"
pristine="$work/bookworm-minbase.tar"
archives="$work/apt-archives"
chroot_dir="$work/root"
mirror=${MIRROR:-http://deb.debian.org/debian}
# The chroot's own PATH and nothing else from here (no PYTHONPATH, VIRTUAL_ENV, LD_*).
clean_env=(env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root
	LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen)

failed=0
pass() { echo "dist-check: PASS: $*"; }
fail() {
	echo "dist-check: FAIL: $*" >&2
	failed=1
}
die() {
	echo "dist-check: FAIL: $*" >&2
	exit 1
}

[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, mount, chroot): sudo make dist-check"

deb=${1:-}
if [ -z "$deb" ]; then
	deb=$(find "$root_dir/dist" -maxdepth 1 -name 'pitboss_*.deb' -printf '%T@ %p\n' 2>/dev/null |
		sort -n | tail -n 1 | cut -d' ' -f2-)
fi
if [ -z "$deb" ] || [ ! -f "$deb" ]; then
	die "no dist/pitboss_*.deb: run \`make dist\` first"
fi
version=$(dpkg-deb -f "$deb" Version)

if ! command -v debootstrap >/dev/null 2>&1; then
	echo "dist-check: installing debootstrap"
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends debootstrap >/dev/null
fi

# Unmounts whatever this script mounted in the root (also after a failure, or an earlier run
# that was interrupted): a mount left in place would outlive the run, and removing the root
# with /dev bound in it would remove the machine's /dev.
unmount_all() {
	local point
	for point in var/cache/apt/archives dev/pts dev proc; do
		if mountpoint -q "$chroot_dir/$point" 2>/dev/null; then
			umount "$chroot_dir/$point" 2>/dev/null || umount -l "$chroot_dir/$point"
		fi
	done
}
trap unmount_all EXIT

remove_root() {
	unmount_all
	if findmnt -rno TARGET | grep -q "^$chroot_dir\(/\|$\)"; then
		die "something is still mounted under $chroot_dir: unmount it first"
	fi
	rm -rf --one-file-system "$chroot_dir"
}

mkdir -p "$work" "$archives"
if [ ! -f "$pristine" ]; then
	echo "dist-check: making a Debian 12 minbase root with debootstrap (once; a few minutes)"
	remove_root
	debootstrap --variant=minbase bookworm "$chroot_dir" "$mirror" >"$work/debootstrap.log" 2>&1 ||
		die "debootstrap failed: see $work/debootstrap.log"
	tar -C "$chroot_dir" -cf "$pristine.part" . && mv "$pristine.part" "$pristine"
fi

remove_root
mkdir -p "$chroot_dir"
tar -C "$chroot_dir" -xf "$pristine"
pass "a fresh Debian 12 minbase root ($(du -sh "$chroot_dir" | cut -f1))"

# Whether the root has a Python, or Qt's libraries (the glob's matches, if any).
has() { compgen -G "$chroot_dir/$1" >/dev/null; }
if has "usr/bin/python3*" || has "usr/lib/*/libQt6Core.so*"; then
	fail "the base root already has Python or Qt: it would prove nothing"
fi

mount -t proc proc "$chroot_dir/proc"
mount --bind /dev "$chroot_dir/dev"
mount --bind "$archives" "$chroot_dir/var/cache/apt/archives"
cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
echo "deb $mirror bookworm main" >"$chroot_dir/etc/apt/sources.list"
cp "$deb" "$chroot_dir/tmp/"
package="/tmp/$(basename "$deb")"

echo "dist-check: apt-get install $package (with its dependencies from $mirror)"
if "${clean_env[@]}" chroot "$chroot_dir" apt-get update -qq >"$work/apt.log" 2>&1 &&
	"${clean_env[@]}" DEBIAN_FRONTEND=noninteractive chroot "$chroot_dir" \
		apt-get install -y -q "$package" >>"$work/apt.log" 2>&1; then
	pass "installed $(basename "$deb") with apt-get ($(grep -c '^Setting up' "$work/apt.log") packages set up)"
else
	tail -n 20 "$work/apt.log" >&2
	die "apt-get could not install $(basename "$deb"): see $work/apt.log"
fi

if has "usr/bin/python3*" || has "usr/lib/python3*" || has "usr/lib/*/libQt6Core.so*"; then
	fail "installing Pitboss brought a system Python or Qt: the bundle must carry its own"
else
	pass "no Python and no Qt on the system: the bundle's own run"
fi

for file in /usr/bin/pitboss /usr/share/applications/pitboss.desktop \
	/usr/share/icons/hicolor/256x256/apps/pitboss.png /opt/pitboss/pitboss; do
	# Inside the root: /usr/bin/pitboss is a link to /opt/pitboss/pitboss, absolute.
	chroot "$chroot_dir" test -e "$file" || fail "$file is missing after the install"
done

said=$("${clean_env[@]}" chroot "$chroot_dir" pitboss --version 2>&1) || true
if [ "$said" = "pitboss $version" ]; then
	pass "pitboss --version says $said"
else
	fail "pitboss --version said '$said', not 'pitboss $version'"
fi

echo "dist-check: pitboss --smoke-test in the root (offscreen)"
if "${clean_env[@]}" chroot "$chroot_dir" pitboss --smoke-test; then
	pass "the installed app's smoke test"
else
	fail "the installed app's smoke test exited $?"
fi

if [ "$failed" -eq 0 ]; then
	echo "dist-check: PASS: $(basename "$deb") installs and runs on a bare Debian 12"
else
	echo "dist-check: FAIL: see the lines above" >&2
fi
exit "$failed"
