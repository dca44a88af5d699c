"""The lobby tells friends this computer's LAN address, not 127.x: the host name maps to
127.0.1.1 on Debian and Ubuntu, so the address comes from the interface that routes."""

import socket

from luna.client.tables import lan_addresses as la


class _Probe:
    """A UDP socket as the routing table answers it; it must never send anything."""

    made: list = []

    def __init__(self, family, kind):
        assert (family, kind) == (socket.AF_INET, socket.SOCK_DGRAM)
        self.connected = None
        _Probe.made.append(self)

    def connect(self, where):
        self.connected = where

    def getsockname(self):
        return ("192.168.1.23", 40000)

    def send(self, *_):
        raise AssertionError("the address lookup sent a packet")

    sendto = send

    def fileno(self):
        raise OSError("no interfaces here")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        pass


def test_the_routed_interface_is_found_when_the_host_name_says_127(monkeypatch):
    monkeypatch.setattr(la.socket, "getaddrinfo",
                        lambda *a, **k: [(socket.AF_INET, 1, 6, "", ("127.0.1.1", 0))])
    monkeypatch.setattr(la.socket, "socket", _Probe)
    monkeypatch.setattr(la, "interface_addresses", lambda: [])
    _Probe.made.clear()
    assert la.lan_addresses() == ["192.168.1.23"]
    assert _Probe.made and _Probe.made[0].connected == la.PROBE


def test_every_other_address_follows_the_routed_one(monkeypatch):
    monkeypatch.setattr(la, "routed_address", lambda: "10.0.0.5")
    monkeypatch.setattr(la, "interface_addresses",
                        lambda: ["127.0.0.1", "10.0.0.5", "172.17.0.1", "169.254.3.3"])
    monkeypatch.setattr(la, "_by_name", lambda: ["127.0.1.1", "192.168.7.2"])
    assert la.lan_addresses() == ["10.0.0.5", "172.17.0.1", "192.168.7.2"]


def test_no_network_at_all_gives_no_address(monkeypatch):
    def refuse(*_a, **_k):
        raise OSError("network unreachable")

    class NoRoute(_Probe):
        def connect(self, where):
            raise OSError("network unreachable")

    monkeypatch.setattr(la.socket, "getaddrinfo", refuse)
    monkeypatch.setattr(la.socket, "socket", NoRoute)
    monkeypatch.setattr(la, "interface_addresses", lambda: [])
    assert la.lan_addresses() == []


def test_on_this_machine_a_non_loopback_interface_is_reported():
    others = [a for a in la.interface_addresses() if not a.startswith("127.")]
    if others:                          # a machine with a LAN interface (Linux lists them)
        assert la.lan_addresses() and la.lan_addresses()[0] in others
