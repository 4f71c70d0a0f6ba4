"""A phone's seat on a simulated LAN (issue 22, tests/support/lan.py): the host (`pitboss host
--http-port`, two bots in its own namespace) and, in the player's namespace, headless Chromium
under Selenium playing a BJX seat from the night's page `/`, the join code typed. Every frame at
the player's port of the bridge is captured and reassembled per TCP stream, each WebSocket
message unmasked (a browser masks what it sends, which would hide text from a plain search):
"a capture of a phone seat's traffic shows no card and no code".

The page's files come in plain HTTP (they are public); every request for them is checked to be
one. Selenium runs in the player's namespace too (chromedriver listens on that namespace's
loopback): this module run as a script (`python -m tests.net.test_lan_phone_capture BASE NAME`)
plays the seat and prints what the page saw as JSON.

Needs root or the right to make network namespaces; skipped with the reason where not."""

from __future__ import annotations

import base64
import json
import re
import signal
import socket
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By

from app.engine.cards import Card
from app.net.secure_channel import MAGIC
from tests.support.browser import headless_chromium, needs_browser
from tests.support.lan import (
    CODE,
    HOST_ADDRESS,
    PLAYER_ADDRESS,
    Flow,
    bots_in,
    frames,
    host_in,
    in_namespace,
    simulated_lan,
    sniffing,
    tcp_streams,
)
from tests.support.night_page import HANDS_PLAYED, PLAYING, fresh_page, play_a_hand, until
from tests.support.processes import cleanup
from tests.support.waiting import until_done

pytestmark = [pytest.mark.slow, needs_browser]

HTTP_PORT = 8080
NAME = "Wes"
ROOT = Path(__file__).resolve().parents[2]
HOST_SECONDS = 20.0  # for the host to serve its page in its namespace
DRIVER_SECONDS = 120.0  # the page registers and plays one hand (about 15 s here)
HEAD_END = b"\r\n\r\n"
# WebSocket opcodes (RFC 6455): what a sealed socket may carry. Text (1) is not among them.
CONTINUATION, BINARY, CLOSE, PING, PONG = 0, 2, 8, 9, 10
# A plain request the page makes for its public files: the page, its scripts and styles, its
# words (and the icon a browser may ask for by itself); nothing in a query, nothing sent in a
# body.
PUBLIC_REQUEST = re.compile(rb"GET (/|/web/[\w./-]+|/words\.js|/favicon\.ico) HTTP/1\.1\r\n")


def test_a_capture_of_a_phone_seat_shows_no_card_and_no_code(tmp_path: Path) -> None:
    capture = tmp_path / "phone.capture"
    host_log = tmp_path / "host.log"
    processes: list[subprocess.Popen[str]] = []
    started = time.monotonic()
    with simulated_lan() as lan, sniffing(lan, "player", capture), \
            host_log.open("w") as log:
        try:
            # A decision's time is a minute: the hand waits for the page's answers.
            host = host_in(lan["host"], tmp_path / "night.sqlite3", "--http-port",
                           str(HTTP_PORT), "--start-when", "3", "--bet-seconds", "60",
                           "--decision-seconds", "60", stdout=subprocess.DEVNULL, stderr=log)
            processes.append(host)
            serving(host_log)
            # The bots play from the host's namespace: the player's port carries the page only.
            processes += bots_in(lan["host"], 2)
            driver = in_namespace(
                lan["player"], sys.executable, "-m", "tests.net.test_lan_phone_capture",
                f"http://{HOST_ADDRESS}:{HTTP_PORT}", NAME, cwd=ROOT,
                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            processes.append(driver)
            out, err = driver.communicate(timeout=DRIVER_SECONDS)
            assert driver.returncode == 0, err[-3000:]
            seen: dict[str, Any] = json.loads(out)
            host.send_signal(signal.SIGTERM)
            assert host.wait(timeout=30) == 0, host_log.read_text()[-2000:]
        finally:
            cleanup(processes)
    seconds = time.monotonic() - started
    captured = capture.read_bytes()
    streams = tcp_streams(captured)

    # Only the page and its host on this port: the bots' traffic never left the host's side.
    addresses = {socket.inet_aton(HOST_ADDRESS), socket.inet_aton(PLAYER_ADDRESS)}
    assert all({flow[0], flow[2]} == addresses and HTTP_PORT in (flow[1], flow[3])
               for flow in streams), list(streams)
    sockets, plain = split_connections(streams)
    assert sockets, "no WebSocket in the capture"
    for requests in plain:
        assert all(PUBLIC_REQUEST.match(request) for request in requests.split(HEAD_END)
                   if request), requests[:2000]

    # The page really played: its own cards, which the capture would have carried.
    assert seen["hands"] >= 1 and seen["pressed"], seen
    assert seen["cards"] and len(seen["faces"]) == len(seen["cards"]), seen
    host_messages = [body for sent, received in sockets for body in received]
    page_messages = [body for sent, received in sockets for body in sent]
    assert len(host_messages) >= seen["frames"] > 10, (len(host_messages), seen["frames"])
    # Each socket opens with the secure channel's handshake, both ways (no plain refusal).
    assert all(received and received[0].startswith(MAGIC) and sent[0].startswith(MAGIC)
               for sent, received in sockets)

    # No message of the game's in any WebSocket message (the page's scripts, in plain HTTP,
    # name them all).
    messages = b"\n".join(host_messages + page_messages)
    for text in (b'"type"', b'"CardDealt"', b'"card"', b'"events"', b'"decision"'):
        assert text not in messages, text
    every_card = [str(Card.parse(f"{rank}{suit}")) for rank in "A23456789TJQK"
                  for suit in "SHDC"]
    assert [card for card in every_card if b'"card":"' + card.encode() in messages] == []
    # The page's own cards, as the wire would quote them and as the page showed them (4 or 5
    # bytes each: a chance match in some 15 kB of ciphertext is under 1 in 10,000).
    shown = [f'"{card}"'.encode() for card in seen["cards"]]
    shown += [face.encode() for face in seen["faces"]]
    assert [text for text in shown if text in messages] == []
    # Never the code, nor the seat's token, anywhere: not in a message, not in a request.
    for wire in (messages, captured):
        assert [form for form in code_forms(CODE) if form in wire] == []
        assert seen["token"].encode() not in wire
    # A seat token is 22 URL-safe characters: no such run in any message (the plain HTTP,
    # scripts and all, is left out of this one).
    assert not re.search(rb"[A-Za-z0-9_-]{22}", messages), "a seat token in clear?"
    print(f"\nphone capture: {len(captured)} bytes, {sum(1 for _ in frames(captured))} frames, "
          f"{len(streams)} streams, {len(sockets)} WebSockets ({len(page_messages)} messages "
          f"up, {len(host_messages)} down, {len(messages)} bytes), {seen['hands']} hand(s) "
          f"played, cards {seen['cards']}, {seconds:.1f} s")


def serving(log: Path) -> None:
    """Once the host's log says it serves its page (it fails the test if the host does not)."""
    try:
        until_done(lambda: "hosting " in log.read_text(), "the host serving its page",
                   HOST_SECONDS)
    except AssertionError as error:
        raise AssertionError(f"{error}: {log.read_text()[-2000:]}") from None


def split_connections(streams: dict[Flow, bytes]
                      ) -> tuple[list[tuple[list[bytes], list[bytes]]], list[bytes]]:
    """The WebSockets among the page's connections, each as the messages the page sent and
    those it received (unmasked); and the requests of the others (plain HTTP)."""
    sockets: list[tuple[list[bytes], list[bytes]]] = []
    plain: list[bytes] = []
    for (source, sport, destination, dport), sent in streams.items():
        if dport != HTTP_PORT:
            continue
        received = streams.get((destination, dport, source, sport), b"")
        if not sent.startswith(b"GET /ws "):
            plain.append(sent)
            continue
        response, _, down = received.partition(HEAD_END)
        assert response.startswith(b"HTTP/1.1 101 "), response
        # Compression would hide text from this search: the host offers none.
        assert b"sec-websocket-extensions" not in response.lower(), response
        sockets.append((list(messages(sent.partition(HEAD_END)[2], masked=True)),
                        list(messages(down, masked=False))))
    return sockets, plain


def messages(stream: bytes, masked: bool) -> Iterator[bytes]:
    """The data messages of one direction of a WebSocket (RFC 6455 frames, fragments joined),
    unmasked; control frames are passed over, and a text message fails the test."""
    at, parts = 0, b""
    while at + 2 <= len(stream):
        first, second = stream[at], stream[at + 1]
        opcode, length, at = first & 0x0F, second & 0x7F, at + 2
        assert bool(second & 0x80) == masked, "a WebSocket frame masked the wrong way"
        if length == 126:
            (length,), at = struct.unpack_from(">H", stream, at), at + 2
        elif length == 127:
            (length,), at = struct.unpack_from(">Q", stream, at), at + 8
        mask = stream[at:at + 4] if masked else b"\0\0\0\0"
        at += 4 if masked else 0
        body = bytes(byte ^ mask[index % 4]
                     for index, byte in enumerate(stream[at:at + length]))
        at += length
        assert opcode in (CONTINUATION, BINARY, CLOSE, PING, PONG), f"opcode {opcode}"
        if opcode in (CONTINUATION, BINARY):
            parts += body
            if first & 0x80:  # FIN: the message is whole
                yield parts
                parts = b""


def code_forms(code: str) -> list[bytes]:
    """The join code as it might be written in bytes: as typed, in either case, in hex, in
    UTF-16, and in base64 at each of its three alignments (the edges left off)."""
    raw = code.encode()
    forms = [raw, raw.lower(), raw.upper(), raw.hex().encode(), raw.hex().upper().encode(),
             code.encode("utf-16-le"), code.encode("utf-16-be")]
    for pad in range(3):
        encoded = base64.b64encode(b"\0" * pad + raw)
        forms.append(encoded[4 if pad else 0:-4])  # what does not depend on the neighbours
    return forms


# ---- the player's side: run in the player's namespace ------------------------------------------

# The page's own cards, from the frames it received, and their faces as the page writes them
# (its own module's cardFace; the hand played may be off the felt by now).
OWN_CARDS = """
const [me, done] = arguments;
const cards = window.__frames.filter((f) => f.type === "events").flatMap((f) => f.events)
  .filter((e) => e.type === "CardDealt" && e.seat === me && e.card).map((e) => e.card);
import("/web/client/table.js").then((table) => done(
  { cards, faces: cards.map((card) => table.cardFace(card).text) }));
"""


def play_from_the_page(base: str, name: str) -> dict[str, Any]:
    """Headless Chromium joins at `base` with the join code, registers `name` and plays a hand
    to its end from the page; what the page saw."""
    with headless_chromium() as page:
        fresh_page(page, base, CODE)
        page.find_element(By.ID, "new_name").send_keys(name)
        page.find_element(By.CSS_SELECTOR, "#new_player button").click()
        until(page, PLAYING)
        pressed = play_a_hand(page, name, "lan-phone")
        seen: dict[str, Any] = page.execute_async_script(OWN_CARDS, name)
        return {**seen, "pressed": pressed, "hands": page.execute_script(HANDS_PLAYED, name),
                "frames": page.execute_script("return window.__frames.length"),
                "token": page.execute_script(
                    "return JSON.parse(localStorage.getItem('pitboss.night')).token")}


if __name__ == "__main__":
    print(json.dumps(play_from_the_page(sys.argv[1], sys.argv[2])))
