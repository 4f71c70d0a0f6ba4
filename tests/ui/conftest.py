"""Qt tests that run games: an asyncio loop on Qt's own (qasync), as the app has."""

import asyncio
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from qasync import QEventLoop


@pytest.fixture
def qt_loop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    loop = QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    loop.close()
    asyncio.set_event_loop(None)
