"""This computer's addresses on the LAN, for the lobby to tell the friends who join.

Looking the host name up is not enough: Debian and Ubuntu map it to 127.0.1.1. The address
that matters is the one of the interface that routes to the LAN; a UDP socket "connected"
to an outside address learns it from the routing table without sending anything.
"""

from __future__ import annotations

import socket
import struct

# Any address beyond this machine; connect() on a UDP socket only consults the routing
# table, so nothing is ever sent there.
PROBE = ("10.255.255.255", 9)
_SIOCGIFADDR = 0x8915               # Linux: an interface's IPv4 address


def _usable(addr: str) -> bool:
    return not addr.startswith(("127.", "0.", "169.254."))


def routed_address(probe: tuple[str, int] = PROBE) -> str | None:
    """The source address this computer would use towards the LAN, or None."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(probe)
            addr = s.getsockname()[0]
    except OSError:
        return None
    return addr if _usable(addr) else None


def interface_addresses() -> list[str]:
    """Every interface's IPv4 address where the system tells them (Linux), else []."""
    try:
        import fcntl
    except ImportError:
        return []
    found = []
    try:
        names = [name for _, name in socket.if_nameindex()]
    except OSError:
        return []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for name in names:
            try:
                raw = fcntl.ioctl(s.fileno(), _SIOCGIFADDR,
                                  struct.pack("256s", name.encode()[:15]))
            except OSError:
                continue            # no IPv4 address on this interface
            found.append(socket.inet_ntoa(raw[20:24]))
    return found


def _by_name() -> list[str]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return [i[4][0] for i in infos]


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback, the one that routes to the LAN
    first (nothing is sent on the network)."""
    routed = routed_address()
    rest = sorted({a for a in interface_addresses() + _by_name() if _usable(a)} - {routed})
    return ([routed] if routed else []) + rest
