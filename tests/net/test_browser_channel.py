"""The browser's end of the secure channel (issue 22; docs/protocol.md, "The secure channel";
docs/decisions/browser-channel.md), in a real browser: the bundle `make web` builds
(resources/web/generated/channel.js) runs in headless Chromium, and Python plays the host with
the host's own code (app/net/secure_channel.py's open_as_host and SecureConnection), frame by
frame through Selenium. A phone's seat must be as private as a desktop's: the same keys on
both ends, a wrong code stopped at the confirmation, a changed byte refused. Known answers
(fixed entropy on both sides) pin every byte, so a break in compatibility between the page and
the host's SPAKE2 shows as a byte difference."""

from __future__ import annotations

import asyncio
import functools
import shutil
import threading
from collections.abc import Callable, Iterator, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from selenium import webdriver
from selenium.webdriver.support.ui import WebDriverWait
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]
from spake2.parameters.ed25519 import ParamsEd25519  # type: ignore[import-untyped]

from app.net import protocol as p
from app.net import secure_channel
from app.net.pake import Spake2
from app.net.secure_channel import CLIENT_ID, HOST_ID, Kind, SecureConnection, open_as_host
from app.resources import resources_dir
from tests.support.browser import needs_browser
from tests.support.loop import run
from tests.support.served import served_folder

pytestmark = needs_browser

JOIN, DIRECTOR = "K7M4QX2P", "d1r3ct0r"
CODES: dict[Kind, str] = {"join": JOIN, "director": DIRECTOR}
BUNDLE = resources_dir() / "web" / "generated" / "channel.js"

# The test page: the bundle, and a harness passing frames (as hex) between the page's channel
# and the test, which plays the host.
HARNESS = """<!doctype html>
<meta charset="utf-8"><title>channel test</title>
<script type="module">
// A phone's page over plain http from a LAN address has no WebCrypto (not a secure context);
// 127.0.0.1 is one, so the page here loses `crypto.subtle` before the bundle loads.
Object.defineProperty(crypto, "subtle", {
  get() { throw new Error("crypto.subtle is missing outside a secure context"); },
});
const channel = await import("./channel.js");

const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const bytes = (text) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));
const toHost = [], hostWaiting = [], toPage = [], pageWaiting = [];
const push = (queue, waiting, item) => (waiting.length ? waiting.shift()(item) : queue.push(item));
const pull = (queue, waiting) =>
  queue.length ? Promise.resolve(queue.shift()) : new Promise((r) => waiting.push(r));
const words = (error) => `${error.name}: ${error.message}`;
let opened = null;

window.harness = {
  start(kind, code, entropyHex) {
    const entropy = entropyHex && ((n) => bytes(entropyHex).slice(0, n));
    window.outcome = channel.openChannel(
      (body) => push(toHost, hostWaiting, hex(body)),
      async () => {
        const h = await pull(toPage, pageWaiting);
        return h === null ? null : bytes(h);
      },
      kind, code, entropy ? { entropy } : {},
    ).then((c) => { opened = c; return "open"; }, words);
  },
  sent: () => pull(toHost, hostWaiting),
  deliver: (h) => push(toPage, pageWaiting, h),
  send: (plainHex) => push(toHost, hostWaiting, hex(opened.seal(bytes(plainHex)))),
  async receive() {
    const sealed = await pull(toPage, pageWaiting);
    try {
      return { plain: hex(opened.open(bytes(sealed))) };
    } catch (error) {
      return { error: words(error) };
    }
  },
  blinding: () => [hex(channel.blindingPoints().M.toBytes()),
                   hex(channel.blindingPoints().N.toBytes())],
  passwordScalar: (text) => channel.passwordToScalar(new TextEncoder().encode(text)).toString(16),
  // SPAKE2 side A alone: its message and, given side B's, the key.
  spake(passwordHex, entropyHex, idA, idB, sideBHex) {
    const encode = (text) => new TextEncoder().encode(text);
    const spake = channel.spake2SideA(bytes(passwordHex), encode(idA), encode(idB),
                                      (n) => bytes(entropyHex).slice(0, n));
    return [hex(spake.start()), hex(spake.finish(bytes(sideBHex)))];
  },
  subtleIsMissing() {
    try { return crypto.subtle === undefined; } catch { return true; }
  },
};
window.harnessReady = true;
</script>
"""

# Fixed entropy for the known answers: SPAKE2's 64 random bytes on each side.
PAGE_ENTROPY, HOST_ENTROPY = bytes(range(64)), bytes(range(64, 128))
HELLO, WELCOME = b'{"type": "hello"}', b'{"type": "welcome"}'
FAILED_CHECK = ("ChannelError: A frame failed its check (changed on the way): the connection is "
                "closed")
# Each frame body of the handshake with that entropy, then the first sealed frame each way
# (HELLO from the page, WELCOME from the host), as the host's Python made them.
KNOWN_ANSWERS: dict[Kind, tuple[str, ...]] = {
    "join": (
        "5042314a41e50e3404b8679d790f06615aec4cd1264c9a5394d22188789581f84a51530a78",
        "50423142663f86b19ebf9951e95e91b2461e6a2eb9e39ef62600388383d9df159a49907b",
        "5042314d4b760dff04e8fb4f2ae19f1f65301971f6d7fd9bf8a686100008212c9135e6",
        "504231578e4906ce622e2f1321e41c92be24ffa7902e52759cb25ae961d54d2699dcd2",
        "8b12ae9c26b3d1a09ed8f2fec699bdb764c2cffde6acbf37cc48e46904bb492b10",
        "25875691ab18d4525a5211d42483dab9aaa5de239ba87b5248abe90779b3593c2cfdb7",
    ),
    "director": (
        "50423144410d474850107a9d4baee616f76d34496ae7ba2868ddabc4531146968e92dda57b",
        "50423142e651c74932a502fdd405226c45bda46cfdea9ca124d0032d661c417c1d6f4b92",
        "50423144e11d0f07ee23662447ae9c0d3b44fa51f9b89af46011cfc151a6e3d17499b3",
        "504231286b3eea476951e96f18c1df3c1ab3968ef5e86834250ad8f74825be820517fc",
        "3395b68ac0ba2507b0aeb771a8dd0bbc548ebf14fffa0338c545b77223e895cf20",
        "3f4cc414052b4d5ae5a50461b7cf3b5476e9b095c47a4308b4560de9f99f832d27c95f",
    ),
}


@pytest.fixture(scope="module")
def page_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    if not BUNDLE.is_file():
        pytest.fail(f"{BUNDLE} is missing: `make web` builds it")
    folder = tmp_path_factory.mktemp("channel-page")
    shutil.copy(BUNDLE, folder / "channel.js")
    (folder / "index.html").write_text(HARNESS, encoding="utf-8")
    with served_folder(folder) as url:
        yield url


@pytest.fixture
def page(browser: webdriver.Chrome, page_url: str) -> webdriver.Chrome:
    """The test page, loaded afresh (a new channel, empty queues)."""
    browser.get(page_url)
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.harnessReady"))
    return browser


class PageStream:
    """The host's side of a connection whose other end is the page: frames (with the 4-byte
    length the host's code adds) go to the page as bodies, as a WebSocket message carries
    them; `tamper` may change each body on its way, in either direction.

    Every WebDriver call waits on Chromium: in a thread, never on the host's loop. What
    `write` (not awaited: the host's refusal) queues is delivered, in order, before what the
    next `send` sends, or by `delivered`."""

    def __init__(self, page: webdriver.Chrome) -> None:
        self.page = page
        self.peer = "127.0.0.1"
        self.to_page: list[bytes] = []
        self.from_page: list[bytes] = []
        self.tamper_to_page: Callable[[bytes], bytes] = lambda body: body
        self.tamper_to_host: Callable[[bytes], bytes] = lambda body: body
        self.waiting: list[str | None] = []  # bodies (hex) not yet delivered; None: the end
        self._delivering = threading.Lock()

    def _queue(self, frame: bytes) -> None:
        body = self.tamper_to_page(frame[p.HEADER.size:])
        self.to_page.append(body)
        self.waiting.append(body.hex())

    def _deliver_waiting(self) -> None:
        """(In a thread.) Deliver what waits, in the order it was queued."""
        with self._delivering:
            while self.waiting:
                self.page.execute_script("harness.deliver(arguments[0])", self.waiting.pop(0))

    async def delivered(self) -> None:
        """Once everything queued has reached the page."""
        await asyncio.to_thread(self._deliver_waiting)

    async def send(self, frame: bytes) -> None:
        self._queue(frame)
        await self.delivered()

    def write(self, frame: bytes) -> None:
        self._queue(frame)

    def write_all(self, frames: Sequence[bytes]) -> None:
        for frame in frames:
            self._queue(frame)

    def backlog(self) -> int:
        return 0

    async def receive(self) -> bytes | None:
        sent = await asyncio.to_thread(
            self.page.execute_async_script, "harness.sent().then(arguments[0])")
        if sent is None:
            return None
        body = self.tamper_to_host(bytes.fromhex(sent))
        self.from_page.append(body)
        return body

    def close(self) -> None:
        self.waiting.append(None)


class Host:
    """The host's end: its own handshake code, its code of each kind and a guard that refuses
    a wrong confirmation as app/net/code_guard.py does (or, as an impostor, takes any)."""

    def __init__(self, page: webdriver.Chrome, codes: dict[Kind, str] = CODES,
                 impostor: bool = False) -> None:
        self.stream = PageStream(page)
        self.channel = SecureConnection(self.stream)
        self.codes = codes
        self.impostor = impostor
        self.checked: list[tuple[Kind, bool]] = []

    async def check(self, kind: Kind, peer: str, given: str, expected: str) -> str:
        self.checked.append((kind, given == expected))
        if given == expected or self.impostor:
            return ""
        return "Wrong join code" if kind == "join" else "Wrong director code"

    async def handshake(self) -> bool:
        deadline = asyncio.get_running_loop().time() + 30
        done = await open_as_host(self.channel, lambda kind: self.codes[kind], self.check,
                                  deadline)
        await self.stream.delivered()  # a refusal, written, reaches the page
        return done


def start(page: webdriver.Chrome, kind: Kind, code: str, entropy: bytes | None = None) -> None:
    page.execute_script("harness.start(arguments[0], arguments[1], arguments[2])", kind, code,
                        entropy.hex() if entropy else None)


def outcome(page: webdriver.Chrome) -> str:
    """How the page's openChannel ended: "open", or the error's name and words."""
    result: str = page.execute_async_script("window.outcome.then(arguments[0])")
    return result


async def opened(page: webdriver.Chrome) -> str:
    """`outcome`, waited for off the loop."""
    return await asyncio.to_thread(outcome, page)


async def page_sends(host: Host, plain: bytes) -> bytes | None:
    """The page seals `plain` and sends it; what the host's channel opens of it."""
    await asyncio.to_thread(host.stream.page.execute_script, "harness.send(arguments[0])",
                            plain.hex())
    return await host.channel.receive()


async def host_sends(host: Host, plain: bytes) -> bytes | str:
    """The host seals `plain` and sends it; what the page's channel opens of it."""
    await host.channel.send(p.HEADER.pack(len(plain)) + plain)
    return await page_receives(host.stream.page)


async def page_receives(page: webdriver.Chrome) -> bytes | str:
    """The plain body of the next frame the page opens, or the words of its error."""
    result = await asyncio.to_thread(page.execute_async_script,
                                     "harness.receive().then(arguments[0])")
    return bytes.fromhex(result["plain"]) if "plain" in result else str(result["error"])


def test_the_blinding_points_and_password_scalars_are_the_python_packages(
        page: webdriver.Chrome) -> None:
    """M and N (derived, not copied) and the password's scalar, as spake2 0.9 makes them."""
    m, n = page.execute_script("return harness.blinding()")
    assert m == ParamsEd25519.M.to_bytes().hex()
    assert n == ParamsEd25519.N.to_bytes().hex()
    for text in ["join:K7M4QX2P", "director:d1r3ct0r", "join:", "join:Ünïcødé✓"]:
        expected = ParamsEd25519.group.password_to_scalar(text.encode())
        assert int(page.execute_script("return harness.passwordScalar(arguments[0])", text),
                   16) == expected


def test_the_page_has_no_webcrypto(page: webdriver.Chrome) -> None:
    """As on a phone over plain http: every other test here runs without `crypto.subtle`."""
    assert page.execute_script("return harness.subtleIsMissing()")


@settings(max_examples=30, deadline=None)
@given(password=st.binary(max_size=40), id_a=st.text(max_size=16), id_b=st.text(max_size=16),
       page_entropy=st.binary(min_size=64, max_size=64),
       host_entropy=st.binary(min_size=64, max_size=64))
def test_the_pages_spake2_is_the_python_packages(browser: webdriver.Chrome, page_url: str,
                                                 password: bytes, id_a: str, id_b: str,
                                                 page_entropy: bytes,
                                                 host_entropy: bytes) -> None:
    """Any password, identities and entropy: the page's side A sends what the package's side A
    would, and finishes with the key the package's side B gets."""
    if not browser.execute_script("return window.harnessReady === true"):
        browser.get(page_url)
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return window.harnessReady"))
    side_a = SPAKE2_A(password, idA=id_a.encode(), idB=id_b.encode(),
                      entropy_f=lambda n: page_entropy[:n])
    side_b = SPAKE2_B(password, idA=id_a.encode(), idB=id_b.encode(),
                      entropy_f=lambda n: host_entropy[:n])
    b_message = side_b.start()
    message, key = browser.execute_script(
        "return harness.spake(...arguments)", password.hex(), page_entropy.hex(), id_a, id_b,
        b_message.hex())
    assert message == side_a.start().hex()
    assert key == side_b.finish(bytes.fromhex(message)).hex()


@pytest.mark.parametrize("kind", ["join", "director"])
def test_known_answers_both_ends_fixed(page: webdriver.Chrome, kind: Kind,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """With fixed entropy every byte of the handshake and of the first sealed frames is known:
    the page's and the host's are the pinned ones."""
    monkeypatch.setattr(secure_channel, "Spake2",
                        functools.partial(Spake2, entropy=lambda n: HOST_ENTROPY[:n]))
    host = Host(page)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, kind, CODES[kind], PAGE_ENTROPY)
        assert await host.handshake()
        assert await opened(page) == "open"
        assert await page_sends(host, HELLO) == HELLO
        assert await host_sends(host, WELCOME) == WELCOME

    run(exchange)
    client_pake, host_pake, client_confirm, host_confirm, hello, welcome = KNOWN_ANSWERS[kind]
    assert [body.hex() for body in host.stream.from_page] == [client_pake, client_confirm, hello]
    assert [body.hex() for body in host.stream.to_page] == [host_pake, host_confirm, welcome]


def test_the_known_answers_are_the_python_clients_too() -> None:
    """The pinned first message is what the desktop client's SPAKE2 side A (app/net/pake.py)
    sends with that entropy: a change there shows here, apart from the page."""
    for kind, code in CODES.items():
        spake = Spake2("A", secure_channel.password(kind, code), id_a=CLIENT_ID, id_b=HOST_ID,
                       entropy=lambda n: PAGE_ENTROPY[:n])
        assert (secure_channel.MAGIC + secure_channel.KIND_BYTE[kind]
                + spake.start()).hex() == KNOWN_ANSWERS[kind][0]


@pytest.mark.parametrize("kind", ["join", "director"])
def test_the_right_code_keys_both_ends_and_frames_open_both_ways(
        page: webdriver.Chrome, kind: Kind) -> None:
    """Random entropy, the host's own handshake: the page's frames open at the host and the
    host's at the page, in turn and in a row (the counters agree); nothing sent shows the
    code or a plain body."""
    host = Host(page)
    card = b'{"type": "dealt", "card": "AS"}'

    async def exchange() -> None:
        await asyncio.to_thread(start, page, kind, CODES[kind])
        assert await host.handshake()
        assert await opened(page) == "open"
        assert host.checked == [(kind, True)]
        assert host.channel.kind == kind
        for number in range(3):
            assert await page_sends(host, HELLO + bytes([number])) == HELLO + bytes([number])
            assert await host_sends(host, card) == card
        for number in range(3):
            assert await host_sends(host, WELCOME * number) == WELCOME * number
        assert await page_sends(host, b"") == b""

    run(exchange)
    traffic = b"".join(host.stream.from_page + host.stream.to_page)
    assert CODES[kind].encode() not in traffic
    # Whole plain bodies, not short fragments: two random bytes of a SPAKE2 element or of
    # ciphertext can spell "AS" (one run in a few hundred did).
    for plain in (card, b'"card": "AS"', HELLO, WELCOME):
        assert plain not in traffic


def test_a_wrong_code_fails_at_the_confirmation(page: webdriver.Chrome) -> None:
    """The host's guard sees a wrong confirmation (a wrong code) and refuses in words; the page
    shows them, and no key was confirmed."""
    host = Host(page)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, "join", "K7M4QX2Q")
        assert not await host.handshake()

    run(exchange)
    assert host.checked == [("join", False)]
    assert outcome(page) == "ChannelRefused: Wrong join code"
    assert len(host.stream.to_page) == 2  # its key exchange, then the plain refusal
    assert p.decode_host(host.stream.to_page[1]) == p.Refused(reason="Wrong join code")


def test_the_director_code_on_the_join_channel_is_wrong(page: webdriver.Chrome) -> None:
    """The kind labels the password: the director's code offered as a join code fails."""
    host = Host(page)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, "join", DIRECTOR)
        assert not await host.handshake()

    run(exchange)
    assert outcome(page) == "ChannelRefused: Wrong join code"


def test_a_host_without_the_code_is_not_confirmed(page: webdriver.Chrome) -> None:
    """An impostor (another code, a guard that takes anything) cannot make the host's
    confirmation: the page refuses it and never opens."""
    host = Host(page, codes={"join": "SOMEOTHER", "director": DIRECTOR}, impostor=True)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, "join", JOIN)
        assert await host.handshake()  # the impostor believes it

    run(exchange)
    assert outcome(page) == ("ChannelError: The host did not confirm the key: it is not the "
                             "host that code is for")


@pytest.mark.parametrize("where", [0, 7, -1])
def test_a_changed_byte_from_the_host_fails_to_open(page: webdriver.Chrome, where: int) -> None:
    """One bit changed anywhere in a sealed frame (ciphertext or tag) fails its check."""
    host = Host(page)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, "join", JOIN)
        assert await host.handshake()
        assert await opened(page) == "open"
        host.stream.tamper_to_page = lambda body: flip(body, where)
        assert await host_sends(host, WELCOME) == FAILED_CHECK

    run(exchange)


def test_a_replayed_frame_fails_to_open(page: webdriver.Chrome) -> None:
    """The nonce is the frame's number: the same sealed frame again fails."""
    host = Host(page)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, "join", JOIN)
        assert await host.handshake()
        assert await opened(page) == "open"
        assert await host_sends(host, WELCOME) == WELCOME
        sealed = host.stream.to_page[-1]
        await asyncio.to_thread(page.execute_script, "harness.deliver(arguments[0])",
                                sealed.hex())
        assert await page_receives(page) == FAILED_CHECK

    run(exchange)


def test_a_changed_byte_from_the_page_fails_at_the_host(page: webdriver.Chrome) -> None:
    host = Host(page)

    async def exchange() -> None:
        await asyncio.to_thread(start, page, "join", JOIN)
        assert await host.handshake()
        assert await opened(page) == "open"
        host.stream.tamper_to_host = lambda body: flip(body, 3)
        with pytest.raises(p.ProtocolError, match="failed its check"):
            await page_sends(host, HELLO)

    run(exchange)


def flip(body: bytes, where: int) -> bytes:
    changed = bytearray(body)
    changed[where] ^= 0x01
    return bytes(changed)


def a_point_not_on_the_curve() -> bytes:
    """32 bytes that decode to no Ed25519 point (half of all y have no x)."""
    for y in range(2, 100):
        encoded = y.to_bytes(32, "little")
        try:
            ParamsEd25519.group.bytes_to_element(encoded)
        except Exception:  # the package's own error for a y without a point
            return encoded
    raise AssertionError("every y had a point")


def side_b(element: bytes) -> bytes:
    return b"PB1B" + element


@pytest.mark.parametrize(("answer", "words"), [
    (b"PB1", "The host did not answer the handshake (its key exchange)"),
    (b"XXXB" + bytes(32), "The host did not answer the handshake (its key exchange)"),
    (b"PB1A" + ParamsEd25519.M.to_bytes(), "the message is not from side B"),
    (side_b(bytes([1]) + bytes(31)), "side B's element is not in the group"),  # the neutral point
    # (0, -1), of order 2: a small subgroup would give away bits of the page's secret
    (side_b(bytes([0xEC]) + bytes([0xFF]) * 30 + bytes([0x7F])),
     "side B's element is not in the group"),
    (side_b(a_point_not_on_the_curve()), "side B's element is not a point"),
    (b'{"type": "refused", "reason": "Too many wrong codes from your address: try again in 4 s"}',
     "ChannelRefused: Too many wrong codes from your address: try again in 4 s"),
])
def test_a_malformed_or_refusing_answer_ends_the_handshake_in_words(
        page: webdriver.Chrome, answer: bytes, words: str) -> None:
    start(page, "join", JOIN)
    assert len(bytes.fromhex(page.execute_async_script("harness.sent().then(arguments[0])"))) \
        == 37  # PB1 || J || A
    page.execute_script("harness.deliver(arguments[0])", answer.hex())
    assert words in outcome(page)
