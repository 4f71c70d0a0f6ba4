"""`python -m app` runs the command line, the same as the `pitboss` script."""

import sys

from app.cli import main

sys.exit(main())
