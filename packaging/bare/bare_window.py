"""The bare PySide6 window `make dist` freezes beside Pitboss, as the baseline of its figures: a
QApplication, a QMainWindow and one QLabel, as bench/ui.py's bare window is.

`--first-frame` prints the seconds from process start to the window's first painted frame and
exits 0, timed by the very code of Pitboss's own `--first-frame` (app/ui/first_frame.py): bare.spec
copies `seconds_since_process_start` and `FirstFrame` from there into `first_frame_probe`, so
both bundles count the same way. Without it the window stays open until closed.
"""

import sys
import time

_MODULE_STARTED = time.monotonic()

import first_frame_probe  # noqa: E402  (written by bare.spec; see above)
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow  # noqa: E402

first_frame_probe._MODULE_STARTED = _MODULE_STARTED


def main() -> int:
    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    window.setCentralWidget(QLabel("Pitboss"))
    probe = (first_frame_probe.FirstFrame(app, window) if "--first-frame" in sys.argv[1:]
             else None)
    window.show()
    code = app.exec()
    return probe.code if probe is not None else code


if __name__ == "__main__":
    sys.exit(main())
