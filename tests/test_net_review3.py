"""Fifth review of issue 23 (a second fresh attacker, findings F01-F12), against the real
relay on 127.0.0.1 and real NetClients: log lines a flood of connections writes (F10)."""

from __future__ import annotations

import logging
import socket
import struct
import time

from netkit import LOCAL, Sealed, relay, until


def test_frames_that_do_not_open_and_connections_that_never_join_log_a_line_a_second():
    """F10: each connection whose sealed frame did not open, and each the watchdog closed
    for joining no room, wrote a WARNING line of its own: one address at its ten new
    connections a second filled 82 MB of log a day, --quiet or not."""
    server = relay(handshake_timeout=0.2, busy_handshake_timeout=0.2, tick=0.05)
    records: list[logging.LogRecord] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)
    keep = Keep(logging.WARNING)
    logger = logging.getLogger("luna.net.relay")
    logger.addHandler(keep)
    try:
        socks = []
        for _ in range(12):                      # frames that do not open
            s = Sealed(socket.create_connection((LOCAL, server.port), timeout=5))
            s.sock.sendall(struct.pack(">I", 40) + b"\x11" * 40)
            socks.append(s)
        for _ in range(12):                      # connections that never join a room
            socks.append(Sealed(socket.create_connection((LOCAL, server.port), timeout=5)))
        until(lambda: not server.call(lambda: len(server.relay.conns)), timeout=5,
              what="the relay to close them all")
        time.sleep(0.1)
        unsealed = [r for r in records if "does not check out" in r.getMessage()]
        never = [r for r in records if "joined no room" in r.getMessage()]
        assert 1 <= len(unsealed) <= 2 and 1 <= len(never) <= 2, \
            [r.getMessage() for r in records]
        for s in socks:
            s.close()
    finally:
        logger.removeHandler(keep)
        server.stop()
