// The browser's client core: one session with the host over its WebSocket (docs/protocol.md),
// for every page of the night (the player's `/`, the director's `/director`). It keys the
// socket with the secure channel (../generated/channel.js, built by `make web`), says hello,
// keeps the connection alive with pings, and takes the seat back after a loss with the
// welcome's token, as the desktop client does (docs/decisions/web-pages.md).
//
//   const session = openSession({ role: "player", name: "Ann", code: "K7M4QX2P" });
//   session.onstatus = ({ state, reason }) => ...;  // connecting, open, reconnecting,
//                                                   // refused, closed
//   session.onmessage = (message) => ...;           // every host message after `welcome`
//   session.send({ type: "bet", table: 1, hand: 4, amount: 50 });
//
// A status's `reason` is in words, in the reader's language (context "web_session",
// resources/web/words.js: the page loads /words.js before this module); the host's own, in
// its phrase where it sent one.

import { ChannelRefused, openChannel } from "../generated/channel.js";

const PROTOCOL = 6; // docs/protocol.md's version, said in `hello`
const PING_SECONDS = 4; // the host drops a client silent for 30 s; it asks for one every 5 s
// No frame at all for this long (pongs included) and the socket is taken for dead: a phone
// that slept or changed networks can hold a socket that no longer reaches anyone, and the
// browser may not notice for minutes.
const SILENT_SECONDS = 3 * PING_SECONDS + 1;
// From opening the socket to the channel keyed: the host's own hello deadline is 5 s, so an
// attempt not keyed by then is stuck on a dead network. Not to `welcome`: the host may hold a
// welcome back for long (a late entry waits for the director's word, up to 5 minutes; a seat
// taken back too often waits up to 30 s), and it says so in words if it gives up.
const KEYING_SECONDS = 12;
const FIRST_RETRY_SECONDS = 0.5; // after a loss; doubled after each failed try...
const LAST_RETRY_SECONDS = 10; // ...up to this: a phone back from sleep waits at most this long
const NORMAL_CLOSURE = 1000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The host's WebSocket on the server that served this page (ws, or wss under https). */
export function defaultSocketUrl() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws`;
}

/** A session with the host, connecting at once. `role` is "player", "director", "display" or
 * "spectator"; `code` the join code (the director's code for a director); `token` a seat's
 * token from an earlier welcome, to take that seat back. */
export function openSession({ role, name = "", code, token = "", url = defaultSocketUrl() }) {
  return new Session({ role, name, code, token, url });
}

/** A WebSocket's incoming frames as a queue: `next()` resolves to the next frame's body (an
 * ArrayBuffer), or null once the socket has closed. */
class Inbox {
  constructor(socket) {
    this._frames = [];
    this._waiting = [];
    this._closed = false;
    socket.addEventListener("message", (event) => this._push(event.data));
    socket.addEventListener("close", () => {
      this._closed = true;
      for (const resolve of this._waiting.splice(0)) resolve(null);
    });
  }

  _push(frame) {
    if (this._waiting.length) this._waiting.shift()(frame);
    else this._frames.push(frame);
  }

  next() {
    if (this._frames.length) return Promise.resolve(this._frames.shift());
    if (this._closed) return Promise.resolve(null);
    return new Promise((resolve) => this._waiting.push(resolve));
  }
}

/** Seconds on a clock that only moves forward (the wall clock may be set back). */
function localSeconds() {
  return performance.now() / 1000;
}

class Session {
  constructor({ role, name, code, token, url }) {
    this.onmessage = null;
    this.onstatus = null;
    this.welcome = null;
    this._role = role;
    this._name = name;
    this._code = code;
    this._token = token;
    this._url = url;
    this._state = "connecting";
    this._socket = null;
    this._channel = null;
    this._attempt = 0; // the current try's number: events of an older socket are ignored
    this._retrySeconds = FIRST_RETRY_SECONDS;
    this._retryTimer = null;
    this._pingTimer = null;
    this._heardAt = 0; // localSeconds() of the last frame received
    this._offset = null; // the host's wall clock minus localSeconds(), once measured
    this._failedHandlers = new Set(); // handlers that threw: told once each, not per message
    // A phone coming back from sleep retries at once instead of waiting out its delay.
    this._onVisible = () => {
      if (document.visibilityState === "visible" && this._retryTimer !== null) this._retryNow();
    };
    document.addEventListener("visibilitychange", this._onVisible);
    // Handlers are set just after openSession returns: the first status waits for them.
    queueMicrotask(() => {
      if (this._state !== "connecting") return; // closed at once
      this._setStatus("connecting", "");
      this._connect();
    });
  }

  /** Send a message (an object with `type`), sealed; throws when the session is not open. */
  send(message) {
    if (this._state !== "open" || this._channel === null) throw new Error("not connected");
    this._socket.send(this._channel.seal(encoder.encode(JSON.stringify(message))));
  }

  /** The host's wall clock now, in seconds (the time base of its deadlines: a bet's, a
   * decision's, `waiting`'s), from the offset measured at the last pong; null until the first
   * pong, a round trip after `welcome`. Not the clock's base: a snapshot's `now` and its
   * clock's are tournament time (run faster under --speedup, carried on after a resume), to
   * be run on from their own `now` at the clock's `rate`. */
  hostNow() {
    return this._offset === null ? null : localSeconds() + this._offset;
  }

  /** End the session for good: no reconnecting. */
  close() {
    if (this._state === "closed") return;
    this._attempt += 1; // whatever the current socket still says is ignored
    this._stopTimers();
    document.removeEventListener("visibilitychange", this._onVisible);
    this._dropSocket();
    this._setStatus("closed", "");
  }

  // ---- one try -------------------------------------------------------------------------

  async _connect() {
    const attempt = ++this._attempt;
    let socket;
    try {
      socket = new WebSocket(this._url);
    } catch (error) { // a malformed address: no retry would mend it
      this._setStatus("refused", Words.arg(
        qsTranslate("web_session", "Cannot reach the host at %1: %2"), this._url, error.message));
      return;
    }
    socket.binaryType = "arraybuffer"; // the channel reads ArrayBuffers, not Blobs
    this._socket = socket;
    this._channel = null;
    const inbox = new Inbox(socket);
    const current = () => attempt === this._attempt;
    socket.addEventListener("close", (event) => {
      if (current()) {
        this._lost(event.reason ||
                   qsTranslate("web_session", "The connection to the host was lost"));
      }
    });
    const keyingTimer = setTimeout(() => {
      if (current() && this._channel === null) {
        this._lost(qsTranslate("web_session", "The host did not answer in time"));
      }
    }, KEYING_SECONDS * 1000);
    try {
      if (!(await opened(socket))) return; // closed before opening: the close listener retries
      const kind = this._role === "director" ? "director" : "join";
      const channel = await openChannel((body) => socket.send(body), () => inbox.next(), kind,
                                        this._code);
      clearTimeout(keyingTimer);
      if (!current()) return;
      this._channel = channel;
      // `person`: a person at a page (a table where they are away deals at a person's pace).
      this._sendRaw({ type: "hello", protocol: PROTOCOL, role: this._role, name: this._name,
                      code: this._code, token: this._token, person: true });
      const first = await this._receive(inbox);
      if (!current() || first === null) return;
      if (first.type !== "welcome") {
        // `refused`, or an `error` before hello was taken: the host closes after it.
        this._refused(Words.phrase(first.words, first.reason ?? first.message ??
                                   qsTranslate("web_session", "The host refused the connection")));
        return;
      }
      this.welcome = first;
      this._token = first.token || this._token; // what the next hello takes the seat back with
      this._retrySeconds = FIRST_RETRY_SECONDS;
      this._setStatus("open", "");
      this._startPings();
      for (let message = await this._receive(inbox); message !== null && current();
        message = await this._receive(inbox)) {
        this._take(message);
      }
    } catch (error) {
      if (!current()) return;
      if (error instanceof ChannelRefused) this._refused(Words.phrase(error.words, error.reason));
      else this._lost(error.message); // a broken frame or handshake: start again, as after a loss
    } finally {
      clearTimeout(keyingTimer);
    }
  }

  /** The next message decoded (null once closed); ChannelError if a frame was tampered with. */
  async _receive(inbox) {
    const frame = await inbox.next();
    if (frame === null || this._channel === null) return null;
    this._heardAt = localSeconds();
    return JSON.parse(decoder.decode(this._channel.open(frame)));
  }

  _sendRaw(message) {
    this._socket.send(this._channel.seal(encoder.encode(JSON.stringify(message))));
  }

  /** A host message after welcome: a pong's offset, then the page's handler. */
  _take(message) {
    if (message.type === "pong" && typeof message.sent === "number") {
      // Host time at the middle of the round trip (the ping carried our clock's reading).
      this._offset = message.now - (message.sent + localSeconds()) / 2;
    }
    this._call("onmessage", message);
  }

  // ---- keeping alive, losing, retrying ------------------------------------------------

  _startPings() {
    const ping = () => {
      if (this._state !== "open") return;
      if (localSeconds() - this._heardAt > SILENT_SECONDS) {
        this._lost(qsTranslate("web_session", "The host stopped answering"));
        return;
      }
      try {
        this._sendRaw({ type: "ping", sent: localSeconds() });
      } catch (error) {
        this._lost(error.message);
      }
    };
    clearInterval(this._pingTimer);
    ping(); // at once: the clock's offset is measured before the first display
    this._pingTimer = setInterval(ping, PING_SECONDS * 1000);
  }

  /** The connection is gone: try again after a growing delay, with the seat's token. */
  _lost(reason) {
    if (this._state === "refused" || this._state === "closed") return;
    this._attempt += 1; // the old socket's last events are ignored
    this._stopTimers();
    this._dropSocket();
    const delay = this._retrySeconds;
    this._retrySeconds = Math.min(this._retrySeconds * 2, LAST_RETRY_SECONDS);
    this._setStatus("reconnecting", reason);
    this._retryTimer = setTimeout(() => {
      this._retryTimer = null;
      this._connect();
    }, delay * 1000);
  }

  _retryNow() {
    clearTimeout(this._retryTimer);
    this._retryTimer = null;
    this._connect();
  }

  /** The host said no in words: shown, never retried (a wrong code would only earn a longer
   * wait from the host's guard). */
  _refused(reason) {
    this._attempt += 1;
    this._stopTimers();
    this._dropSocket();
    this._setStatus("refused", String(reason));
  }

  _stopTimers() {
    clearInterval(this._pingTimer);
    clearTimeout(this._retryTimer);
    this._pingTimer = this._retryTimer = null;
  }

  _dropSocket() {
    const socket = this._socket;
    this._socket = this._channel = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(NORMAL_CLOSURE);
  }

  _setStatus(state, reason) {
    this._state = state;
    this._call("onstatus", { state, reason });
  }

  /** A page's handler, kept from breaking the session: a handler that throws is reported once
   * on the console, not once per message. */
  _call(handlerName, argument) {
    const handler = this[handlerName];
    if (typeof handler !== "function") return;
    try {
      handler(argument);
    } catch (error) {
      if (!this._failedHandlers.has(handlerName)) {
        this._failedHandlers.add(handlerName);
        console.error(`Session.${handlerName} threw (reported once):`, error);
      }
    }
  }
}

/** Whether the socket opened (false: it closed first). */
function opened(socket) {
  return new Promise((resolve) => {
    socket.addEventListener("open", () => resolve(true), { once: true });
    socket.addEventListener("close", () => resolve(false), { once: true });
  });
}
