"""The installer scripts that only run on Windows, macOS or GitHub's runners, checked from here.

packaging/check_scripts.sh adds shellcheck and actionlint; these tests keep to what the standard
library, makensis (when installed) and stand-ins for macOS's tools can show.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NSIS_SCRIPT = ROOT / "packaging" / "windows" / "pitboss.nsi"
STANDIN = ROOT / "packaging" / "windows" / "make_standin.py"
MAKE_DMG = ROOT / "packaging" / "macos" / "make_dmg.sh"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall"

needs_makensis = pytest.mark.skipif(
    shutil.which("makensis") is None,
    reason="makensis is not installed (Debian: apt-get install nsis; "
    "bash packaging/check_scripts.sh installs it)",
)


def app_version() -> str:
    text = (ROOT / "app" / "__init__.py").read_text()
    match = re.search(r'^__version__ = "([^"]+)"$', text, re.MULTILINE)
    assert match, "app/__init__.py has no __version__ line"
    return match.group(1)


def nsis_sections(text: str) -> dict[str, str]:
    """Each Section's body by its name ("Uninstall" for the uninstaller's), comments dropped."""
    lines = [line.split(";", 1)[0].rstrip() for line in text.splitlines()]
    sections: dict[str, str] = {}
    name = None
    body: list[str] = []
    for line in lines:
        start = re.match(r'\s*Section\s+(?:/o\s+)?"([^"]+)"', line)
        if start:
            name, body = start.group(1), []
        elif re.match(r"\s*SectionEnd\b", line) and name is not None:
            sections[name] = "\n".join(body)
            name = None
        elif name is not None:
            body.append(line.strip())
    return sections


def nsis_function(text: str, name: str) -> str:
    match = re.search(rf"^Function {re.escape(name)}\n(.*?)^FunctionEnd", text, re.S | re.M)
    assert match, f"pitboss.nsi has no Function {name}"
    return match.group(1)


# --- the NSIS script -------------------------------------------------------------------------


def test_nsis_script_registers_in_add_remove_programs() -> None:
    text = NSIS_SCRIPT.read_text()
    sections = nsis_sections(text)
    installer = "\n".join(body for name, body in sections.items() if name != "Uninstall")
    assert '!include "MUI2.nsh"' in text
    assert '!insertmacro MUI_LANGUAGE "English"' in text
    assert 'InstallDir "$PROGRAMFILES64\\${APP_NAME}"' in text
    assert "WriteUninstaller" in installer
    assert f'!define UNINST_KEY "{UNINSTALL_KEY}\\${{APP_NAME}}"' in text
    for value in ("DisplayName", "DisplayVersion", "Publisher", "DisplayIcon",
                  "UninstallString", "EstimatedSize"):
        write = rf'WriteReg(?:Str|DWORD) HKLM "\$\{{UNINST_KEY\}}" "{value}"'
        assert re.search(write, installer), f"the installer does not write {value}"
    # The installer is a 32-bit program: without the 64-bit view its keys would land under
    # WOW6432Node and the uninstaller would look for them there.
    assert "SetRegView 64" in nsis_function(text, ".onInit")
    assert "SetRegView 64" in nsis_function(text, "un.onInit")
    assert 'DeleteRegKey HKLM "${UNINST_KEY}"' in sections["Uninstall"]


def test_nsis_desktop_shortcut_is_optional_and_start_menu_is_not() -> None:
    sections = nsis_sections(NSIS_SCRIPT.read_text())
    assert "Section /o \"Desktop shortcut\"" in NSIS_SCRIPT.read_text()
    assert "$DESKTOP" in sections["Desktop shortcut"]
    required = sections["${APP_NAME} (required)"]
    assert "SectionIn RO" in required
    assert 'CreateShortcut "$SMPROGRAMS\\' in required


def test_nsis_uninstaller_removes_what_the_installer_installed() -> None:
    sections = nsis_sections(NSIS_SCRIPT.read_text())
    uninstall = sections.pop("Uninstall")
    removed_files = set(re.findall(r'^Delete "([^"]+)"', uninstall, re.M))
    removed_trees = set(re.findall(r'^RMDir /r "([^"]+)"', uninstall, re.M))
    installed_files: set[str] = set()
    installed_trees: set[str] = set()
    for body in sections.values():
        out_path = "$INSTDIR"
        for line in body.splitlines():
            if match := re.match(r'SetOutPath "([^"]+)"', line):
                out_path = match.group(1)
            elif match := re.match(r'File /r "([^"]+)\\\*"', line):
                installed_trees.add(out_path)
            elif match := re.match(r'File "([^"]+)"', line):
                installed_files.add(out_path + "\\" + match.group(1).rsplit("\\", 1)[-1])
            elif match := re.match(r'(?:WriteUninstaller|CreateShortcut) "([^"]+)"', line):
                installed_files.add(match.group(1).replace("${SOURCE_DIR}", "$INSTDIR"))
    assert installed_files and installed_trees, "found nothing installed: has the script changed?"
    assert installed_files <= removed_files, f"left behind: {installed_files - removed_files}"
    assert installed_trees <= removed_trees, f"left behind: {installed_trees - removed_trees}"
    # Only the install folder itself, and only if empty: the user may have chosen a folder that
    # holds other things.
    assert not re.search(r'^RMDir /r "\$INSTDIR"$', uninstall, re.M)
    assert re.search(r'^RMDir "\$INSTDIR"$', uninstall, re.M)


def make_repo_copy(tmp_path: Path) -> tuple[Path, Path]:
    """The NSIS script in a copy of the repository's layout, around a stand-in bundle."""
    script = tmp_path / "packaging" / "windows" / "pitboss.nsi"
    script.parent.mkdir(parents=True)
    shutil.copy(NSIS_SCRIPT, script)
    subprocess.run([sys.executable, str(STANDIN), str(tmp_path / "standin")], check=True,
                   capture_output=True)
    (tmp_path / "dist").mkdir()
    bundle = tmp_path / "dist" / "pitboss"
    (tmp_path / "standin" / "pitboss").rename(bundle)
    icons = tmp_path / "build" / "icons"
    icons.mkdir(parents=True)
    (tmp_path / "standin" / "pitboss.ico").rename(icons / "pitboss.ico")
    return script, bundle


def makensis(script: Path, *defines: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["makensis", "-WX", "-V2", *defines, str(script)],
                          capture_output=True, text=True, check=False, timeout=60)


@needs_makensis
def test_nsis_script_compiles_into_the_setup(tmp_path: Path) -> None:
    script, bundle = make_repo_copy(tmp_path)
    version = app_version()
    result = makensis(script, f"-DVERSION={version}", f"-DSOURCE_DIR={bundle}")
    assert result.returncode == 0, result.stdout + result.stderr
    setup = tmp_path / "dist" / f"pitboss-{version}-windows-x64-setup.exe"
    assert setup.read_bytes()[:2] == b"MZ"
    sevenzip = shutil.which("7zz") or shutil.which("7z")
    if sevenzip:  # the payload, as far as 7-Zip reads NSIS installers
        listing = subprocess.run([sevenzip, "l", "-slt", str(setup)], capture_output=True,
                                 text=True, check=True).stdout
        paths = set(re.findall(r"^Path = (.+)$", listing, re.M))
        expected = {"pitboss.exe", "uninstall.exe"} | {
            path.relative_to(bundle).as_posix()
            for path in (bundle / "_internal").rglob("*") if path.is_file()
        }
        assert expected <= paths, f"not in the setup: {expected - paths}"


@needs_makensis
@pytest.mark.parametrize(("defines", "message"), [
    ((), "Pass the version"),
    (("-DVERSION=1.2.3", "-DSOURCE_DIR=/nonexistent/pitboss"), "No pitboss.exe in SOURCE_DIR"),
])
def test_nsis_script_says_what_is_missing(
    tmp_path: Path, defines: tuple[str, ...], message: str
) -> None:
    script, _ = make_repo_copy(tmp_path)
    result = makensis(script, *defines)
    assert result.returncode != 0
    assert message in result.stdout + result.stderr


# --- the macOS disk image, with stand-ins for hdiutil and ditto ------------------------------

HDIUTIL_STUB = """#!{python}
import json, os, sys
from pathlib import Path
state = Path(os.environ["STUB_STATE"])
args = sys.argv[1:]
with open(state / "calls.jsonl", "a") as log:
    log.write(json.dumps(args) + "\\n")
if args[0] == "create":
    fails = state / "fails"
    left = int(fails.read_text()) if fails.exists() else 0
    if left:
        fails.write_text(str(left - 1))
        sys.exit("hdiutil: create failed - Resource busy")
    src = Path(args[args.index("-srcfolder") + 1])
    staged = {{p.name: os.readlink(p) if p.is_symlink() else "dir" for p in src.iterdir()}}
    staged["app_runs"] = os.access(src / "Pitboss.app/Contents/MacOS/pitboss", os.X_OK)
    (state / "staged.json").write_text(json.dumps(staged))
    Path(args[-1]).write_bytes(b"stand-in dmg")
elif args[0] == "verify":
    sys.exit(0 if Path(args[1]).exists() else 1)
"""


def run_make_dmg(
    tmp_path: Path, *, fails: int = 0, tools: bool = True
) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    """Runs make_dmg.sh on a stand-in app; returns its result, the stubs' state and TMPDIR."""
    stubs = tmp_path / "stubs"
    stubs.mkdir()
    state = tmp_path / "state"
    state.mkdir()
    (state / "fails").write_text(str(fails))
    scripts = {"ditto": '#!/bin/sh\nexec cp -R "$1" "$2"\n', "sleep": "#!/bin/sh\nexit 0\n"}
    if tools:
        scripts["hdiutil"] = HDIUTIL_STUB.format(python=sys.executable)
    for name, text in scripts.items():
        (stubs / name).write_text(text)
        (stubs / name).chmod(0o755)
    app = tmp_path / "Pitboss.app"
    exe = app / "Contents" / "MacOS" / "pitboss"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = {**os.environ, "PATH": f"{stubs}{os.pathsep}{os.environ['PATH']}",
           "STUB_STATE": str(state), "TMPDIR": str(temp)}
    if not tools:
        env["PATH"] = f"{stubs}{os.pathsep}/usr/bin:/bin"
    result = subprocess.run(["bash", str(MAKE_DMG), str(app), str(tmp_path / "out")], env=env,
                            capture_output=True, text=True, check=False, timeout=60)
    return result, state, temp


def test_make_dmg_packs_the_app_beside_an_applications_link(tmp_path: Path) -> None:
    version = app_version()
    result, state, temp = run_make_dmg(tmp_path)
    assert result.returncode == 0, result.stderr
    dmg = tmp_path / "out" / f"pitboss-{version}-macos.dmg"
    assert dmg.exists()
    assert result.stdout.strip().endswith(str(dmg))
    calls = [json.loads(line) for line in (state / "calls.jsonl").read_text().splitlines()]
    create = next(call for call in calls if call[0] == "create")
    assert create[create.index("-volname") + 1] == f"Pitboss {version}"
    assert create[create.index("-format") + 1] == "UDZO"
    assert create[-1] == str(dmg)
    assert ["verify", str(dmg)] in calls
    staged = json.loads((state / "staged.json").read_text())
    assert staged == {"Pitboss.app": "dir", "Applications": "/Applications", "app_runs": True}
    assert not any(temp.iterdir()), "the staging folder was left behind"


def test_make_dmg_tries_hdiutil_again_when_busy(tmp_path: Path) -> None:
    result, state, _ = run_make_dmg(tmp_path, fails=2)
    assert result.returncode == 0, result.stderr
    creates = [line for line in (state / "calls.jsonl").read_text().splitlines()
               if line.startswith('["create"')]
    assert len(creates) == 3


def test_make_dmg_gives_up_after_five_tries(tmp_path: Path) -> None:
    result, _, _ = run_make_dmg(tmp_path, fails=99)
    assert result.returncode != 0
    assert "hdiutil create failed 5 times" in result.stderr


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS has the real hdiutil in /usr/bin")
def test_make_dmg_says_it_needs_macos(tmp_path: Path) -> None:
    result, _, _ = run_make_dmg(tmp_path, tools=False)
    assert result.returncode != 0
    assert "hdiutil not found" in result.stderr


# --- the release workflow --------------------------------------------------------------------


def test_workflow_builds_on_three_systems_and_smoke_tests_each() -> None:
    text = WORKFLOW.read_text()
    assert re.search(r'^\s+tags: \["v\*"\]$', text, re.M)
    assert re.search(r"^\s+workflow_dispatch:", text, re.M)
    for runner in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert re.search(rf"^\s+- os: {runner}$", text, re.M), f"no {runner} in the matrix"
    assert "runs-on: ${{ matrix.os }}" in text
    assert "QT_QPA_PLATFORM: offscreen" in text
    assert "packaging/pitboss.spec" in text
    # The bundle, the .deb, the .tar.xz, the AppImage, the installed setup and the disk image.
    assert text.count("--smoke-test") >= 6
    assert 'python -c \'import app; print(app.__version__)\'' in text


def test_workflow_names_the_files_the_scripts_make() -> None:
    text = WORKFLOW.read_text()
    assert "packaging/windows/pitboss.nsi" in text
    assert re.search(r"dist\\?/?pitboss-\$(?:env:)?VERSION-windows-x64-setup\.exe", text)
    assert '"-DVERSION=$VERSION"' in text and "-DSOURCE_DIR=" in text
    assert "bash packaging/macos/make_dmg.sh" in text
    assert "dist/pitboss-$VERSION-macos.dmg" in text
    assert "dist/pitboss_${VERSION}_amd64.deb" in text
    assert "dist/pitboss-$VERSION-linux-x86_64.tar.xz" in text
    assert "pitboss-$VERSION-linux-x86_64.AppImage" in text
    nsis = NSIS_SCRIPT.read_text()
    assert '"..\\..\\dist\\pitboss-${VERSION}-windows-x64-setup.exe"' in nsis
    assert 'dmg="$out_dir/pitboss-$version-macos.dmg"' in MAKE_DMG.read_text()


def test_workflow_uploads_installers_and_releases_only_tags() -> None:
    text = WORKFLOW.read_text()
    upload = text.index("actions/upload-artifact@")
    for pattern in ("dist/*.deb", "dist/*.tar.xz", "dist/*.AppImage", "dist/*-setup.exe",
                    "dist/*.dmg"):
        assert pattern in text[upload:], f"{pattern} is not uploaded"
    release = text[text.index("\n  release:"):]
    assert "if: github.ref_type == 'tag'" in release
    assert "needs: build" in release
    assert "contents: write" in release
    assert "actions/download-artifact@" in release
    assert "gh release create" in release


def test_no_version_is_written_in_packaging() -> None:
    """The version lives in app/__init__.py alone; the scripts read it or are handed it."""
    version = app_version()
    pattern = re.compile(rf"(?<![\d.]){re.escape(version)}(?![\d.])")
    files = [WORKFLOW, *(path for path in (ROOT / "packaging").rglob("*") if path.is_file())]
    offenders = []
    for path in files:
        if path.suffix == ".md" or "__pycache__" in path.parts:
            continue  # prose may show an example file name
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        offenders += [f"{path.relative_to(ROOT)}:{number}"
                      for number, line in enumerate(text.splitlines(), 1) if pattern.search(line)]
    assert not offenders, f"{version} written in: {offenders}"
