import os

# Before anything imports Qt: tests run headless unless a person asks for another platform.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
