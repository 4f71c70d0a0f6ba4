"""A stand-in org.freedesktop.ScreenSaver on the session bus, for tests/ui/test_keep_awake.py:
prints "ready", then each Inhibit call on a line of its own."""

from PySide6.QtCore import ClassInfo, QCoreApplication, QObject, Slot
from PySide6.QtDBus import QDBusConnection


@ClassInfo({"D-Bus Interface": "org.freedesktop.ScreenSaver"})
class FakeScreenSaver(QObject):
    @Slot(str, str, result="uint")
    def Inhibit(self, application: str, reason: str) -> int:  # the D-Bus method's own name
        print(f"Inhibit {application}: {reason}", flush=True)
        return 42


if __name__ == "__main__":
    app = QCoreApplication([])
    bus = QDBusConnection.sessionBus()
    saver = FakeScreenSaver()
    bus.registerObject("/org/freedesktop/ScreenSaver", saver,
                       QDBusConnection.RegisterOption.ExportAllSlots)
    bus.registerService("org.freedesktop.ScreenSaver")
    print("ready", flush=True)
    app.exec()
