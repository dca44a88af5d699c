"""Fifth review of issue 23 (a second fresh attacker), the window's side: the real
LanTable, NetClient and relay on 127.0.0.1 (the window itself where a finding is in it)."""

from __future__ import annotations

import random

from netkit import client, host_and_guest, play_random, relay, until
from test_lan_ui import app  # noqa: F401 (fixture)

from luna.client.tables import lan
from luna.client.tables.lan import LanTable
from luna.net.wire.lansave import load_lan


def test_an_undo_is_written_to_the_lan_save_at_once(tmp_path, monkeypatch):
    """F11: the host's LAN save was written at most once a second, so a window closed by
    a crash just after an undo kept the moves taken back, which the relay (its memory)
    no longer has. An undo is written at once."""
    server = relay()
    try:
        h, g = host_and_guest(server, seed=5, ping_interval=0.2)
        rng = random.Random(3)
        until(lambda: h.my_turn or g.my_turn, [h, g])
        while not h.my_turn:
            play_random(g, rng)
            until(lambda: len(h.log) == len(g.log), [h, g])
        path = tmp_path / "host-lan.luna"
        table = LanTable(h, path)
        monkeypatch.setattr(lan, "SAVE_EVERY", 0.0)
        play_random(h, rng)
        table.poll()
        mine = len(h.log)
        assert len(load_lan(path)[0].log) == mine           # our move, written
        monkeypatch.setattr(lan, "SAVE_EVERY", 3600.0)       # (no write by the clock)
        table.undo()
        until(lambda: (table.poll() or True) and len(h.log) < mine, [], what="the undo")
        assert len(load_lan(path)[0].log) == len(h.log) < mine
        h.close(), g.close()
    finally:
        server.stop()


def test_join_at_a_relay_listing_our_finished_game_goes_to_the_open_table(app):  # noqa: F811
    """F02: Join at a relay that still listed a game we played (finished, its players on
    their results screen, or watched) took the window back to that game every time,
    never to the friend's new table there. A finished game is not gone back to."""
    from luna.client.demo.driver import button_named, frames, press_button, wait_frames
    from luna.client.screens.lobby import Lobby
    from luna.net.wire.lansave import lan_save_path
    from luna.text import t
    server = relay()
    try:
        h, g = host_and_guest(server, seed=5, ping_interval=0.2)
        rng = random.Random(2)
        while not h.game.is_over:
            play_random(h, rng) or play_random(g, rng) or (h.poll(0.005), g.poll(0.005))
        until(lambda: g.game.is_over, [g])
        g.save(lan_save_path(app.save_dir, g.room))     # the window's save of it
        old = h.room
        c = client(server)
        c.create("Carol", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
        until(lambda: c.view is not None, [c])
        press_button(app, button_named(app, t("menu.lan")))
        menu = app.scene
        menu.name.set_text("Gus")
        menu.address.set_text(f"127.0.0.1:{server.port}")
        press_button(app, menu.join_btn)
        wait_frames(app, lambda: isinstance(app.scene, Lobby), 10)
        lobby = app.scene
        until(lambda: (frames(app, 1) or True) and lobby.client.room is not None
              and lobby.client.seats, [c], what="a seat at the window's table")
        assert lobby.client.room == c.room != old
        until(lambda: c.view["seats"][1]["claimed"], [c])
        lobby.client.close()
        for x in (h, g, c):
            x.close()
    finally:
        server.stop()


def test_a_lan_save_with_a_damaged_lan_key_is_said_never_a_crash(app, tmp_path):  # noqa: F811
    """F07: a LAN save whose `lan.mine.tokens` was not a list (a damaged or crafted file)
    crashed the window at Continue (the program ended, and the file stayed Continue's
    choice). The `lan` key is checked where the file is read, the same check on every
    path: Continue says so, the LAN saves list shows it damaged, a relay refuses it."""
    import msgpack
    import pytest

    from luna.client.demo.driver import frames, menu_button, press_button
    from luna.client.screens.lan import LanSaveList
    from luna.net.relay.room import Room
    from luna.net.wire.lansave import lan_save_path
    from luna.saves import SaveError, read_save
    server = relay()
    try:
        h, g = host_and_guest(server, seed=6, ping_interval=0.2)
        path = lan_save_path(app.save_dir, g.room)
        g.save(path)
        host_save = h.save(tmp_path / "host.luna")
        h.close(), g.close()
    finally:
        server.stop()
    good = msgpack.unpackb(path.read_bytes(), raw=False, strict_map_key=False)
    for part, field, bad in (("mine", "tokens", 7), ("mine", "other_tokens", "x"),
                             ("mine", "address", {"a": 1}), (None, "seats", [5, 6])):
        doc = msgpack.unpackb(path.read_bytes(), raw=False, strict_map_key=False)
        (doc["lan"][part] if part else doc["lan"])[field] = bad
        path.write_bytes(msgpack.packb(doc, use_bin_type=True))
        with pytest.raises(SaveError, match="lan"):
            load_lan(path)
        app.goto("menu")
        frames(app, 2)
        press_button(app, menu_button(app, "continue"))   # (it raised TypeError here)
        frames(app, 3)
        assert type(app.scene).__name__ == "MessageDialog" and app.running, field
    app.goto("menu")
    app.open("lan_saves", None)
    assert isinstance(app.scene, LanSaveList)
    assert [row for row in app.scene.rows if "damaged 'lan' key" in row], app.scene.rows
    doc = read_save(host_save)
    doc["lan"]["seats"][1]["seed"] = "x"
    with pytest.raises(SaveError, match="lan"):
        Room.from_save(doc)
    path.write_bytes(msgpack.packb(good, use_bin_type=True))
    assert load_lan(path)[2]["mine"]["tokens"]
