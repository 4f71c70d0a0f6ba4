"""The Qt (PySide6) user interface: windows built from the Designer forms in ui/*.ui."""
