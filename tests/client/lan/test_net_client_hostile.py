"""Issue 9, points 6 and 7: a fake relay cannot make the window write outside its save
folder, and nothing it sends crashes the client or the window (dummy video driver)."""

import logging
import os

import pytest
from fakerelay import FakeRelay
from netkit import until
from test_lan_ui import _frames_until, _join_from_menu, app  # noqa: F401 (fixture)

from luna.client.demo.driver import frames
from luna.client.screens.card import MessageDialog
from luna.engine import new_game
from luna.net import NetClient
from luna.net.wire.protocol import msg
from luna.text import t

# One level above this test's own folder: a fresh place each run, so a file left by an
# earlier run (say, of the old code) cannot be mistaken for this run's escape.
TRAVERSAL = "q/../../luna-escaped-9b1"


def _lobby_room(rid="r1"):
    return {"room": rid, "name": "Fake", "phase": "lobby", "players": 2, "open_seats": 1,
            "names": ["Host", ""]}


def _view(rid):
    return msg("room", room=rid, name="Fake", phase="playing", players=2, setup="intro",
               seats=[{"seat": k, "kind": "lan", "name": f"P{k}", "colour": c, "ready": True,
                       "claimed": True, "connected": True, "stand_in": None}
                      for k, c in enumerate(("yellow", "red"))],
               host_connected=True, to_move=0, seq=0, waiting_for=None, undo=None)


def _hostile_script(m):
    """Lists one honest-looking room, then seats us in a room whose id is a path."""
    game = new_game(players=2, seed=1)
    if m.get("type") == "rooms":
        return [msg("room_list", name="Fake", rooms=[_lobby_room()])]
    if m.get("type") == "join":
        return [msg("joined", room=TRAVERSAL, seats=[1], host=False,
                    tokens=[{"seat": 1, "token": "t" * 24}]),
                msg("game", room=TRAVERSAL, header=game.header, lan={"room": TRAVERSAL},
                    total=0, epoch=0),
                msg("log", start=1, commands=[], total=0), _view(TRAVERSAL)]
    return []


def test_a_room_id_that_is_a_path_never_reaches_the_file_system(app, tmp_path, caplog):  # noqa: F811
    caplog.set_level(logging.WARNING, logger="luna.net.client")
    fake = FakeRelay(_hostile_script)
    try:
        _join_from_menu(app, fake.port, "Victim")
        _frames_until(app, lambda: "cannot read" in caplog.text, 5)
        frames(app, 60)             # the lobby runs on with whatever else arrives
        assert app.running
        target = os.path.normpath(app.save_dir / f"lan-{TRAVERSAL}.luna")
        assert not os.path.exists(target), "the relay's room id chose our save file"
        assert not (app.save_dir / "lan-q").exists()
        assert "room" in caplog.text
    finally:
        fake.close()
    from luna.net.wire.lansave import lan_save_path
    with pytest.raises(ValueError):
        lan_save_path(tmp_path, TRAVERSAL)
    assert lan_save_path(tmp_path, "abc123").parent == tmp_path


@pytest.mark.parametrize("reply", [
    msg("room_list", name="Fake", rooms=[1]),
    msg("room_list", name="Fake", rooms=[{"room": "../x"}]),
    msg("room_list", name=["Fake"], rooms=[]),
    msg("room_list", rooms="all of them"),
], ids=["rooms [1]", "a room that is a path", "a name that is a list", "rooms as text"])
def test_a_bad_room_list_is_shown_as_unreadable_and_the_window_stays_up(app, reply,  # noqa: F811
                                                                        caplog):
    caplog.set_level(logging.WARNING, logger="luna.net.client")
    fake = FakeRelay(lambda m: [reply] if m.get("type") == "rooms" else [])
    try:
        _join_from_menu(app, fake.port, "Victim")
        assert isinstance(app.scene, MessageDialog)
        assert t("net.unreadable") in app.scene.body
        assert "cannot read" in caplog.text
    finally:
        fake.close()


@pytest.mark.parametrize("bad", [
    msg("joined", room="ok", seats="all", host=False),
    msg("room", room="r", phase="lobby", players=9, seats=[]),
    msg("room", room="r", phase="lobby", players=2, seats=[{"seat": 7}]),
    msg("tokens", room="r", tokens=[{"seat": 0, "token": "a b"}]),
    msg("command", seq=-1, command={}),
    msg("undo_request", id=1, seat=0, to=1, affected={"x": 1}, accepted=[]),
    msg("error", code=5, message="x"),
    msg("created", room="../../etc"),
    msg("log", start=1, commands=[1, 2]),
    msg("pong", t="soon"),
    msg("game", room="r", header={}, total=0),
    msg("game", room="r", header={"schema": 1, "seed": 1, "names": ["A", "B"]}, total=0),
])
def test_every_relay_message_is_checked_before_the_client_acts(bad, caplog):
    caplog.set_level(logging.WARNING, logger="luna.net.client")
    fake = FakeRelay(lambda m: [bad, msg("pong", t=1.0)] if m.get("type") == "rooms" else [])
    c = NetClient(reconnect=False)
    try:
        c.connect("127.0.0.1", fake.port)
        c.rooms()
        seen = []
        until(lambda: any(m["type"] == "pong" for m in seen) or seen.extend(c.poll()) or
              False, timeout=5)
        assert [m["type"] for m in seen if m["type"] != "hello"] == ["unreadable", "pong"]
        assert c.room is None and c.seats == set() and c.view is None and c.errors == []
        assert "cannot read" in caplog.text
    finally:
        c.close()
        fake.close()


def test_join_reads_every_page_of_a_long_room_list(app):  # noqa: F811
    from luna.client.screens.lobby import Lobby
    from luna.net import Limits, RelayServer
    from luna.net.relay.room import Room
    server = RelayServer("127.0.0.1", 0, limits=Limits(max_rooms=32))
    port = server.start_in_thread()
    host = NetClient()
    try:
        def crowd():      # 17 tables without a free seat, opened before ours
            for k in range(17):
                room = Room(f"full{k}", f"Full {k}", players=2,
                            seats=[{"kind": "local"}, {"kind": "adept"}])
                server.relay.rooms[room.id] = room
        server.call(crowd)
        host.connect("127.0.0.1", port)
        host.create("Host", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        host.wait_for("room")
        _join_from_menu(app, port, "Late")
        assert isinstance(app.scene, Lobby)
        _frames_until(app, lambda: app.scene.client.room == host.room, 5)
    finally:
        host.close()
        server.stop()
