"""This computer's addresses on the LAN, for the lobby to tell the friends who join."""

from __future__ import annotations

import socket


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback, to tell the friends who join
    (looked up by name only: nothing is sent on the network)."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return sorted({i[4][0] for i in infos if not i[4][0].startswith("127.")})
