"""The layers below the UI (the client layer too) import no Qt (DESIGN.md), so they run headless,
in the host, in bots."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import app

# Imports the package and every module in it, then prints the Qt modules that got loaded.
PROBE = """
import importlib, pkgutil, sys
package = importlib.import_module(sys.argv[1])
for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)
print(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6", "qasync"))))
"""


@pytest.mark.parametrize("package",
                         ["app.engine", "app.store", "app.core", "app.net", "app.client"])
def test_layer_imports_no_qt(package: str) -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, package], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"{package} loads Qt: {result.stdout}"


def test_the_resource_path_helper_imports_only_the_standard_library() -> None:
    """app/resources.py, at the package's root, is the one path helper of every layer (the
    UI's theme, the host's clock page): it may import neither Qt nor another part of the app."""
    tree = ast.parse((Path(app.__file__).parent / "resources.py").read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree)
                if isinstance(node, ast.Import) for alias in node.names}
    imported |= {(node.module or "").split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom)}
    assert imported and imported <= sys.stdlib_module_names, imported


def test_the_client_layer_imports_nothing_of_the_ui() -> None:
    """Arrows point down only (DESIGN.md): app/client serves the windows, never uses them."""
    probe = PROBE.replace('startswith(("PySide6", "shiboken6", "qasync"))',
                          'startswith("app.ui")')
    result = subprocess.run([sys.executable, "-c", probe, "app.client"], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"app.client loads the UI: {result.stdout}"


@pytest.mark.parametrize("package", ["app.engine", "app.store", "app.core"])
def test_the_game_and_what_is_below_it_load_no_network(package: str) -> None:
    """Issue 37: the game run by commands, its record, exports and shuffle checks are the
    core (app/core), below the network: the coach, History and the exports read them without
    loading app.net (nor the client or the UI above it)."""
    probe = PROBE.replace('startswith(("PySide6", "shiboken6", "qasync"))',
                          'startswith(("app.net", "app.client", "app.ui", "app.cli"))')
    result = subprocess.run([sys.executable, "-c", probe, package], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"{package} loads layers above it: {result.stdout}"


def imported_test_modules(source: str) -> list[tuple[int, str]]:
    """The `test_*` modules a module's source imports (line, dotted name), read by `ast`: a
    string or comment that spells an import is not one."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names
                      if alias.name.rsplit(".", 1)[-1].startswith("test_")]
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            if module.rsplit(".", 1)[-1].startswith("test_"):
                found.append((node.lineno, module))
            else:  # `from tests.ui import test_felt_table`, `from . import test_felt_table`
                found += [(node.lineno, f"{module}.{alias.name}".lstrip("."))
                          for alias in node.names if alias.name.startswith("test_")]
    return found


def test_the_import_reader_finds_every_spelling_and_no_string() -> None:
    source = '''
import tests.ui.test_felt_table
from test_felt_table import mid_hand
from tests.client.test_table_state import told
from tests.ui import test_host_gone, nothing
from . import test_leaving
def later():
    from .test_kiosk import press
words = "from tests.ui.test_felt_table import hand"
from tests.support.felt_states import hand  # from tests.ui.test_felt_table import hand
'''
    assert [name for _, name in imported_test_modules(source)] == [
        "tests.ui.test_felt_table", "test_felt_table", "tests.client.test_table_state",
        "tests.ui.test_host_gone", "test_leaving", ".test_kiosk"]


def test_no_module_of_the_tests_imports_a_test_module() -> None:
    """A helper two tests share lives in tests/support (tests/support/__init__.py), never in
    one of the tests: a test module is collected, and one importing another runs its helpers'
    module as a test module twice over and ties the two tests' edits together. Every module
    under tests/ is read, the support modules and the conftest files as well."""
    tests = Path(__file__).parent
    found = [f"{path.relative_to(tests.parent)}:{line} imports {module}"
             for path in sorted(tests.rglob("*.py"))
             for line, module in imported_test_modules(path.read_text(encoding="utf-8"))]
    assert found == [], "\n".join(found)
