"""A fake relay for the client's tests: a TCP server on 127.0.0.1 that answers each message
with whatever a script says (crafted, malformed or hostile), and records what it got."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable

from luna.net.framing import FrameReader, decode, encode

Script = Callable[[dict], list]


class FakeRelay:
    def __init__(self, script: Script, greeting: list | Callable[[], list] | None = None
                 ) -> None:
        self.script = script
        self.greeting = greeting or []
        self.received: list[dict] = []
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

    def send(self, conn: socket.socket, replies: list) -> None:
        for r in replies:
            conn.sendall(r if isinstance(r, bytes) else encode(r))

    def _serve(self, conn: socket.socket) -> None:
        reader = FrameReader()
        conn.settimeout(0.2)
        end = time.monotonic() + 120
        try:
            self.send(conn, self.greeting() if callable(self.greeting) else self.greeting)
            while not self._stop.is_set() and time.monotonic() < end:
                try:
                    data = conn.recv(65536)
                except TimeoutError:
                    continue
                if not data:
                    return
                for body in reader.feed(data):
                    m = decode(body)
                    self.received.append(m)
                    self.send(conn, self.script(m))
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
