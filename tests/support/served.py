"""A folder served over HTTP on 127.0.0.1 for a test: a page's ES modules (a browser loads
none from file://), an update feed."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass  # a line per request would only clutter a failing test's output


@contextlib.contextmanager
def served_folder(folder: Path) -> Iterator[str]:
    """`folder` served over HTTP on 127.0.0.1; yields its base address ("http://...:PORT/")."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
