"""The top-level window. A first shell: the lobby, table and director views come later."""

from PySide6.QtWidgets import QMainWindow, QWidget

from app.ui.forms.ui_main_window import Ui_main_window


class MainWindow(QMainWindow):
    """Holds its form (ui/main_window.ui) by composition, as `self.ui`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_main_window()
        self.ui.setupUi(self)
        self.ui.status_label.setText(
            "First shell: the lobby, the tables and the kiosk clock are still to come. "
            "Chips have no cash value."
        )
