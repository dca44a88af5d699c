"""A fake relay for the client's tests: a TCP server on 127.0.0.1 that answers each message
with whatever a script says (crafted, malformed or hostile), and records what it got.

It is a relay of its own as far as the channel goes (its own key, a signed share, a
sealed channel: see luna/net/wire/secure.py), so what it sends reaches the client's checks;
`identity` replaces the first clear message (a forged one, say), and `sealed=False`
sends the greeting and the answers in the clear."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable

from luna.net.wire.framing import MAX_FRAME, FrameReader, decode, encode
from luna.net.wire.protocol import msg
from luna.net.wire.secure import TAG, Identity, RelaySide

Script = Callable[[dict], list]


class FakeRelay:
    def __init__(self, script: Script, greeting: list | Callable[[], list] | None = None,
                 identity: Identity | None = None, offer: Callable[[dict], dict] | None = None,
                 sealed: bool = True) -> None:
        self.script = script
        self.greeting = greeting or []
        self.identity = identity or Identity.fresh()
        self.offer = offer            # changes the identity message before it is sent
        self.sealed = sealed
        self.received: list[dict] = []
        self.channels: list = []
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self._stop = threading.Event()
        self._conns: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        end = time.monotonic() + 120
        while not self._stop.is_set() and time.monotonic() < end:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self._conns.append(conn)
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def send(self, conn: socket.socket, replies: list, channel=None) -> None:
        for r in replies:
            frame = r if isinstance(r, bytes) else encode(r)
            if channel is not None:
                body = channel.seal(frame[4:])
                frame = len(body).to_bytes(4, "big") + body
            conn.sendall(frame)

    def _serve(self, conn: socket.socket) -> None:
        reader = FrameReader(MAX_FRAME + TAG)
        conn.settimeout(0.2)
        end = time.monotonic() + 120
        side = RelaySide(self.identity, "fakeid")
        offer = msg("identity", **side.offer())
        channel = None
        try:
            self.send(conn, [self.offer(offer) if self.offer else offer])
            if not self.sealed:
                self.send(conn, self.greeting() if callable(self.greeting) else self.greeting)
            while not self._stop.is_set() and time.monotonic() < end:
                try:
                    data = conn.recv(65536)
                except TimeoutError:
                    continue
                if not data:
                    return
                for body in reader.feed(data):
                    if channel is not None:
                        body = channel.open(body)
                    m = decode(body)
                    if channel is None and m.get("type") == "key" and self.sealed:
                        channel = side.complete(m["share"])
                        self.channels.append(channel)
                        self.send(conn, self.greeting() if callable(self.greeting)
                                  else self.greeting, channel)
                        continue
                    self.received.append(m)
                    self.send(conn, self.script(m), channel)
        except OSError:
            return
        finally:
            conn.close()

    def close(self) -> None:
        self._stop.set()
        self.sock.close()
        for c in self._conns:
            try:
                c.close()
            except OSError:
                pass
