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


@pytest.mark.parametrize("package", ["app.engine", "app.store", "app.net", "app.client"])
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
