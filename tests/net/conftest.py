"""The wire's fixtures: datagram sockets standing for other machines of a LAN."""

from __future__ import annotations

import socket

import pytest


@pytest.fixture
def udp_at():
    """`udp_at(host)`: a datagram socket bound at a loopback address of its own (127.0.x.y,
    another machine of the LAN as it were), closed after the test; the test is skipped
    where the system has no such address."""
    made: list[socket.socket] = []

    def bound(host: str) -> socket.socket:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        made.append(s)
        try:
            s.bind((host, 0))
        except OSError:
            pytest.skip(f"this system has no {host}")
        return s

    yield bound
    for s in made:
        s.close()
