# The ui_*.py modules beside this file are generated from ui/*.ui by `make forms` (pyside6-uic)
# and git-ignored: edit the .ui file in Qt Designer, never the generated module.
