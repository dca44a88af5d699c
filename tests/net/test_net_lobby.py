"""The lobby over the network: seats, names, colours, ready flags, dropping out, duplicates."""

import pytest
from netkit import client, relay, until

FAST = {"ping_interval": 0.2, "reconnect_for": 5.0}


@pytest.fixture
def server():
    s = relay()
    yield s
    s.stop()


def _seat(c, k):
    return c.view["seats"][k]


def test_host_configures_and_guests_pick_seats_names_and_colours(server):
    h = client(server, **FAST)
    h.create("Hana", players=3, room_name="Friday")
    until(lambda: h.view is not None, [h])
    assert h.seats == {0} and _seat(h, 0)["name"] == "Hana" and h.view["name"] == "Friday"
    h.configure(players=4, seats=[{"kind": "local"}, {"kind": "lan"}, {"kind": "novice"},
                                  {"kind": "lan", "colour": "yellow"}])
    until(lambda: h.errors, [h])
    assert "same colour" in h.errors[-1]["message"]
    h.configure(players=4, seats=[{"kind": "local"}, {"kind": "lan"}, {"kind": "novice"},
                                  {"kind": "lan"}])
    until(lambda: h.view["players"] == 4, [h])
    g = client(server, **FAST)
    g.rooms()
    (listing,) = [m for m in g.poll(1.0) if m["type"] == "room_list"] or [g.wait_for("room_list")]
    (summary,) = listing["rooms"]
    assert summary["open_seats"] == 2 and summary["room"] == h.room
    g.join(h.room, "Gus", seat=3)
    until(lambda: g.seats == {3}, [g])
    g.set_info(3, colour="yellow")
    until(lambda: g.errors, [g])
    assert g.errors[-1]["message"] == "yellow is taken"
    g.set_info(3, name="Gustav", colour="white")
    g.ready(3)
    until(lambda: _seat(h, 3)["name"] == "Gustav" and _seat(h, 3)["ready"], [h, g])
    g.start()
    until(lambda: len(g.errors) == 2, [g])
    assert g.errors[-1]["code"] == "not_host"
    h.start()
    until(lambda: h.errors[-1]["message"].startswith("Waiting for seat 2"), [h, g])
    h.configure(seats=[{"kind": "local"}, {"kind": "random"}, {"kind": "novice"},
                       {"kind": "lan"}])
    h.start()
    until(lambda: g.game is not None and h.game is not None, [h, g])
    assert g.game.header["names"][3] == "Gustav" and g.game.header["colours"][3] == "white"
    h.close(), g.close()


def test_a_guest_who_drops_out_of_the_lobby_gets_a_seat_again(server):
    h = client(server, **FAST)
    h.create("Hana", players=2)
    until(lambda: h.room is not None, [h])
    g = client(server, **FAST)
    g.join(h.room, "Gus")
    until(lambda: g.seats == {1}, [g])
    old_token = g.tokens[1]
    g.reconnect_to("127.0.0.1", server.port)         # the line drops; the client comes back
    # (its seat waited for it: the same seat, proven with the same token)
    until(lambda: g.seats == {1} and g.tokens.get(1) == old_token and g.connected, [g],
          what="a seat")
    until(lambda: h.view and _seat(h, 1)["claimed"] and _seat(h, 1)["name"] == "Gus", [h, g])
    h.close(), g.close()


def test_two_clients_with_one_token_do_not_fight_over_the_seat(server):
    h = client(server, **FAST)
    h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "random"}])
    until(lambda: h.view is not None, [h])
    h.start()
    until(lambda: h.game is not None, [h])
    twin = client(server, **FAST)
    twin.tokens, twin.host_token, twin.room = dict(h.tokens), h.host_token, h.room
    twin.rejoin()
    until(lambda: twin.is_host and twin.seats == {0}, [twin])
    until(lambda: not h.connected and any(e["code"] == "replaced" for e in h.errors), [h],
          what="the older connection to close")
    assert not h.reconnect
    for _ in range(20):                       # and it stays closed
        h.poll(0.01), twin.poll(0.01)
    assert not h.connected and twin.connected and twin.seats == {0}
    h.close(), twin.close()


def test_connect_with_a_name_a_token_or_as_spectator_finds_the_only_game(server):
    h = client(server, **FAST)
    h.create("Hana", players=2)
    until(lambda: h.room is not None, [h])
    from luna.net import NetClient
    g = NetClient(**FAST)
    g.connect("127.0.0.1", server.port, "Gus")               # no room named: the only one
    until(lambda: g.seats == {1} and g.room == h.room, [g])
    g.ready(1)
    until(lambda: h.view and _seat(h, 1)["ready"], [h, g])
    h.start()
    until(lambda: g.game is not None, [g])
    token = g.tokens[1]
    g.kill()
    back = NetClient(**FAST)
    back.connect("127.0.0.1", server.port, token=token)    # the token says which game
    until(lambda: back.seats == {1} and back.game is not None, [back])
    eve = NetClient(**FAST)
    eve.connect("127.0.0.1", server.port, token="Z" * 24)
    until(lambda: eve.errors, [eve])
    assert eve.errors[-1]["code"] == "bad_token" and not eve.seats
    fan = NetClient(**FAST)
    fan.connect("127.0.0.1", server.port, spectator=True)
    until(lambda: fan.game is not None and fan.room == h.room, [fan])
    second = client(server, **FAST)
    second.create("Otto", players=2)
    until(lambda: second.room is not None, [second])
    lost = NetClient(**FAST)
    lost.connect("127.0.0.1", server.port, spectator=True)  # two games now: say which
    until(lambda: lost.errors, [lost])
    assert lost.errors[-1]["code"] == "no_room"
    for c in (h, back, eve, fan, second, lost):
        c.close()


def test_two_tables_of_one_name_are_told_apart_on_the_relay():
    """Players choose a table by its name: a second "Anna's table" on the same relay is
    "Anna's table (2)", a long name shortened so that the number still shows."""
    server = relay(rooms_per_address=8, lobbies_per_address=8)
    long = "Annabelle-Marguerite's t"           # 24 letters: the most a name has
    names = ["Anna's table", "Anna's table", "Anna's table", long, long]
    hosts = []
    for name in names:
        c = client(server, **FAST)
        c.create("Anna", players=2, room_name=name)
        until(lambda c=c: c.view is not None, [c])
        hosts.append(c)
    listing = server.call(lambda: server.relay.room_list())
    assert [r["name"] for r in listing["rooms"]] == [
        "Anna's table", "Anna's table (2)", "Anna's table (3)", long,
        "Annabelle-Marguerite (2)"]
    assert hosts[1].view["name"] == "Anna's table (2)"
    for c in hosts:
        c.close()
    server.stop()


def test_a_new_name_with_a_tower_of_accents_is_refused_an_old_one_still_reads(tmp_path):
    """23 accents on one letter drew a name 124 px tall: a name chosen now may carry at
    most three on a letter (Vietnamese and Thai need two); a save that holds such a name
    from before still opens."""
    from netkit import played

    from luna.engine import replay
    from luna.net.wire.lansave import load_lan, save_lan
    from luna.net.wire.protocol import msg
    tower = "E" + "\u0301" * 22 + "v"     # 24 characters, the most a name has
    server = relay(heavy_burst=40.0)
    try:
        h = client(server, **FAST)
        h.create("Anna", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: h.view is not None, [h])
        for name in (tower, "Nguye\u0302\u0303n"):      # refused; two accents: welcome
            g = client(server, **FAST)
            g.send(msg("join", room=h.room, name=name))
            until(lambda g=g: g.error_count or g.seats, [g, h])
            if name == tower:
                assert g.errors[-1]["code"] == "bad_message" and not g.seats
            else:
                assert g.seats == {1} and not g.error_count
        g.close(), h.close()
        h, g = played(server, 4, 5, **FAST)
        game, _, lan = load_lan(h.save(tmp_path / "host.luna"))
        old = replay(dict(game.header, names=[game.header["names"][0], tower]), game.log)
        path = save_lan(old, lan, tmp_path / "old.luna", lan["mine"])
        h.kill(), g.kill()
    finally:
        server.stop()
    again = relay(heavy_burst=40.0)          # a relay that never saw the game
    try:
        h = client(again, **FAST)
        h.restore("Anna", path)
        until(lambda: h.game is not None and h.view is not None, [h],
              what="the old save opened")
        assert h.view["seats"][1]["name"] == tower
        h.close()
    finally:
        again.stop()


@pytest.mark.parametrize("code,named", [("en", "Initiate 3"), ("de", "Eingeweihter 3"),
                                        ("nl", None), ("fr", "Initié 3")])
def test_a_computer_seat_is_named_in_the_hosts_language(server, code, named):
    """A German host read "Initiate 3" at its own table: the relay's default is English,
    so the host's lobby names a computer seat in the host's language."""
    from luna.client.screens.lobby import seat_change
    from luna.text import set_language, t
    h = client(server, **FAST)
    h.create("Hana", players=3, room_name="Friday")
    until(lambda: h.view is not None, [h])
    set_language(code)
    try:
        h.configure(seats=seat_change(h.view["seats"], 2, "initiate"))
        level = t("level.initiate")
    finally:
        set_language("en")
    until(lambda: _seat(h, 2)["kind"] == "initiate", [h])
    assert _seat(h, 2)["name"] == (named or f"{level} 3")
    h.close()
