"""Every name a relay lists passes the one name check every client applies (issue 23,
fourth review, F18): a table named "Иван's table" (two alphabets) made every window
refuse the relay's whole room list, so one `create` barred everyone from every table; a
host with a Cyrillic or Greek name must still be able to host."""

from __future__ import annotations

from netkit import LOCAL, client, relay, until

from luna.net import NetClient, RelayServer
from luna.net.wire.messages import reply_problem


def _room_list(c: NetClient) -> dict:
    c.rooms()
    got = c.wait_for(lambda m: m["type"] in ("room_list", "unreadable"))
    assert got["type"] == "room_list", got
    return got


def test_a_cyrillic_or_greek_host_hosts_and_every_client_reads_the_room_list():
    server = relay(lobbies_per_address=3)
    hosts = []
    try:
        for name, wish in (("Иван", None), ("Ζωή", "Ζωή's table"), ("Anna", "Anna's table")):
            h = client(server)
            h.create(name, players=2, seats=[{"kind": "local"}, {"kind": "lan"}],
                     **({"room_name": wish} if wish else {}))
            until(lambda h=h: h.view is not None or h.errors, [h], what=f"{name}'s lobby")
            assert not h.errors and h.view is not None, h.errors
            hosts.append(h)
        guest = client(server)
        listed = _room_list(guest)
        assert reply_problem(listed) is None
        names = sorted(r["name"] for r in listed["rooms"])
        assert names == sorted(["Anna's table", "Иван", "Ζωή"])
        ivan = next(r for r in listed["rooms"] if r["name"] == "Иван")
        guest.join(ivan["room"], "Ben")            # and a guest sits at Иван's table
        until(lambda: guest.seats == {1}, [guest, *hosts], what="the guest's seat")
        guest.close()
    finally:
        for h in hosts:
            h.close()
        server.stop()


def test_a_relay_named_in_two_alphabets_is_listed_under_a_name_clients_read():
    server = RelayServer(LOCAL, 0, name="Иван's table")
    server.start_in_thread()
    try:
        c = client(server)
        listed = _room_list(c)
        assert reply_problem(listed) is None and listed["name"] == "Luna relay"
        c.close()
    finally:
        server.stop()


def test_a_new_tables_name_is_made_unique_without_a_walk_of_every_table(monkeypatch):
    """Issue 52 §2: each create read the look of every open table's name, and tried
    "name (2)", "name (3)"... in turn: with a thousand tables of one name, seating them
    took the relay 32 ms a table. Now a name's look is counted as tables open and close,
    and its next number remembered: a few looks a create, the names unique all the same."""
    import socket

    from netkit import Sealed
    from test_net_abuse import answers

    from luna.net.relay import relay as relay_module
    from luna.net.wire.framing import encode
    from luna.net.wire.protocol import msg
    server = relay()
    looks = []
    real = relay_module.name_keys
    monkeypatch.setattr(relay_module, "name_keys", lambda v: looks.append(v) or real(v))
    socks = []
    try:
        names = []
        for k in range(40):
            s = Sealed(socket.create_connection((LOCAL, server.port), timeout=5,
                                                source_address=(f"127.0.5.{1 + k // 2}", 0)))
            socks.append(s)
            looks.clear()
            s.sendall(encode(msg("create", name="Host", players=2,
                                 seats=[{"kind": "local"}, {"kind": "lan"}])))
            frames, _ = answers(s, 5.0, until=lambda f: f["type"] in ("room", "error"))
            (view,) = [f for f in frames if f["type"] == "room"]
            names.append(view["name"])
            assert len(looks) <= 3, (k, len(looks))
        assert len(set(names)) == 40 and names[-1].endswith("(40)")
    finally:
        for s in socks:
            s.close()
        server.stop()


def _created(server, name: str) -> list[str]:
    """The error codes a create by `name` got (none: the table opened)."""
    h = client(server)
    try:
        h.create(name, players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None or h.errors, [h], what=f"{name!r}'s answer")
        return [e["code"] for e in h.errors]
    finally:
        h.close()


def test_a_name_mixing_scripts_is_refused_one_script_with_common_signs_is_not():
    """Issue 52 §3: names are held to Unicode TR39's highly restrictive level: one script
    (with digits, spaces and signs, which belong to none, and accents), or Latin with the
    scripts of Japanese, Chinese or Korean writing. "Danא" mixes Hebrew into a Latin
    name: two people's names could then differ by a letter nobody sees."""
    server = relay(lobbies_per_address=9, rooms_per_address=9)
    try:
        for mixed in ("Dan\u05d0", "\u05d3\u05e0\u05d9 Dan", "Ωmar", "Anna\u0627"):
            assert _created(server, mixed) == ["bad_message"], mixed
        for fine in ("\u05d3\u05e0\u05d9 2", "Zoë-1", "山田あき", "Taro 山田", "김 Kim"):
            assert _created(server, fine) == [], fine
    finally:
        server.stop()
