"""The frozen app's entry point: the `pitboss` console script (`app.cli:main`), with a bundle
that lacks one of its modules said in one line instead of a traceback.

PyInstaller needs a script, not an entry point; from source the console script itself runs.
"""

import sys


def _main() -> int:
    try:
        from app.cli import main

        return main()
    except ImportError as error:
        # In a frozen app every import is resolved at build time: one that fails here is a
        # piece the build left out (a hidden import, a Qt module), not the user's doing.
        missing = error.name or str(error)
        print(f"pitboss: this installation is incomplete: {missing} is missing ({error}). "
              "Reinstall Pitboss.", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(_main())
