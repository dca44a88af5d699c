"""F05/F05b of the third review: a token the relay took back in a lobby (`seat_lost`) was
kept as `lost_tokens`, saved as `other_tokens` and proven again with every rejoin; the
relay refused the whole proof set (`bad_token`), so a host who changed one of its own
local seats in the lobby, or a guest whose lobby seat the host changed, could never take
its table back. Real relays, real clients, the real window for the host's Continue."""

import time

from netkit import LOCAL, client, relay, until
from test_lan_ui import _frames_until, app  # noqa: F401 (fixture)

from luna.client.demo.driver import button_named, make_app, menu_button, press_button
from luna.client.screens.game import GameScene
from luna.client.screens.lobby import Lobby
from luna.net import NetClient
from luna.net.wire.lansave import lan_save_path, load_lan, save_lan
from luna.text import t


def _play(clients, n: int) -> None:
    """Moves of whoever is to move until the log holds `n` commands."""
    while len(clients[0].log) < n:
        c = next((c for c in clients if c.my_turn and c.mirror.total == len(c.log)), None)
        if c is None:
            until(lambda: any(c.my_turn for c in clients), clients)
            continue
        k = len(c.log)
        c.play(c.game.legal()[0])
        until(lambda k=k: all(len(x.log) > k for x in clients), clients)


def test_a_guest_whose_lobby_seat_was_changed_takes_its_new_seat_again_after_a_restart(
        tmp_path):
    server = relay()
    try:
        h = client(server)
        h.create("Hana", players=3, seats=[{"kind": "local"}, {"kind": "lan"},
                                           {"kind": "lan"}], seed=5)
        until(lambda: h.view is not None, [h])
        g = client(server)
        g.join(h.room, "Gus")
        until(lambda: g.seats == {1}, [g])
        lost = g.tokens[1]
        h.configure(seats=[{"kind": "local"}, {"kind": "adept"}, {"kind": "lan"}])
        until(lambda: not g.seats, [g, h])
        g.join(h.room, "Gus")                       # the free seat 2
        until(lambda: g.seats == {2}, [g, h])
        g.ready(2)
        until(lambda: h.view["seats"][2]["ready"], [h, g])
        h.start()
        until(lambda: h.game is not None and g.game is not None, [h, g])
        _play([h, g], 6)
        path = g.save(tmp_path / "guest.luna")
        mine = load_lan(path)[2]["mine"]
        assert lost not in str(mine)                # never saved ...
        g.kill()
        back = NetClient()
        back.resume(path)
        back.reach(LOCAL, server.port)
        until(lambda: back.seats == {2}, [back, h])
        assert not [e for e in back.errors if e["code"] == "bad_token"]   # ... nor proven
        until(lambda: h.view["seats"][2]["connected"], [back, h])
        back.close()
        h.close()
    finally:
        server.stop()


def test_an_older_save_holding_a_token_the_relay_took_back_still_comes_back(tmp_path):
    """A save written before the fix keeps the lost token under `other_tokens`: a token
    whose key the game's `lan` does not name is not of this game, and never proven."""
    server = relay()
    try:
        h = client(server)
        h.create("Hana", players=3, seats=[{"kind": "local"}, {"kind": "local"},
                                           {"kind": "lan"}], seed=4)
        until(lambda: h.seats == {0, 1}, [h])
        lost = h.tokens[1]
        h.configure(seats=[{"kind": "local"}, {"kind": "adept"}, {"kind": "lan"}])
        until(lambda: h.seats == {0}, [h])
        g = client(server)
        g.join(h.room, "Gus")
        until(lambda: g.seats == {2}, [g, h])
        g.ready(2)
        until(lambda: h.view["seats"][2]["ready"], [h, g])
        h.start()
        until(lambda: h.game is not None and g.game is not None, [h, g])
        _play([h, g], 5)
        path = h.save(tmp_path / "host.luna")
        game, _, lan = load_lan(path)
        save_lan(game, lan, path, dict(lan["mine"], other_tokens=[lost]))   # as it was
        h.kill()
        back = NetClient()
        back.resume(path)
        back.reach(LOCAL, server.port)
        until(lambda: back.is_host and back.seats == {0}, [back, g])
        assert not [e for e in back.errors if e["code"] == "bad_token"]
        back.close()
        g.close()
    finally:
        server.stop()


def test_a_rejoin_refused_for_one_stranger_token_is_tried_again_without_it(tmp_path):
    """A relay that refuses the whole join for one token matching nothing (every relay
    before the fix): the client asks again with each token alone and keeps the seats
    whose tokens match; the refusal is handled, not shown."""
    server = relay()
    try:
        h = client(server)
        h.create("Hana", players=2, seats=[{"kind": "local"}, {"kind": "lan"}], seed=3)
        until(lambda: h.view is not None, [h])
        g = client(server)
        g.join(h.room, "Gus")
        until(lambda: g.seats == {1}, [g])
        g.ready(1)
        until(lambda: h.view["seats"][1]["ready"], [h, g])
        h.start()
        until(lambda: h.game is not None and g.game is not None, [h, g])
        _play([h, g], 4)
        path = g.save(tmp_path / "guest.luna")
        game, _, lan = load_lan(path)
        # a save naming no seat's key (nothing tells which token is whose) and a stranger
        lan = dict(lan, seats=[dict(s, token_sha256=None) for s in lan["seats"]])
        save_lan(game, lan, path, dict(lan["mine"], other_tokens=["a-token-of-nothing-0001"]))
        g.kill()
        back = NetClient()
        back.resume(path)
        back.reach(LOCAL, server.port)
        until(lambda: back.seats == {1} and "a-token-of-nothing-0001" in back.refused,
              [back, h], timeout=15)
        refused = [e for e in back.errors if e["code"] == "bad_token"]
        assert all(e.get("handled") for e in refused)
        assert "a-token-of-nothing-0001" in back.refused
        back.drop()                                  # a later rejoin proves only ours
        errors = len(back.errors)
        until(lambda: not back.connected, [back])
        until(lambda: back.connected and back.seats == {1} and back.seated, [back, h])
        time.sleep(0.3)
        back.poll()
        assert len(back.errors) == errors
        back.close()
        h.close()
    finally:
        server.stop()


def test_a_host_who_changed_its_own_local_seat_takes_its_table_back_on_continue(
        app, tmp_path):  # noqa: F811
    """F05b through the window: Host, a local seat for a friend at this screen, then a
    computer in it; a guest joins; the game starts; the window is closed and started
    again: Continue reopens the table (`bad_token` kept the host out for ever)."""
    from luna.client.screens import lan
    press_button(app, button_named(app, t("menu.lan")))
    menu = app.scene
    assert isinstance(menu, lan.LanMenu)
    menu.name.set_text("Hana")
    menu.players.selected_option = ("3", "3")
    press_button(app, menu.host_btn)
    lobby = app.scene
    assert isinstance(lobby, Lobby)
    c = lobby.client
    _frames_until(app, lambda: c.view is not None)
    c.configure(seats=[{"kind": "local"}, {"kind": "local"}, {"kind": "lan"}])
    _frames_until(app, lambda: c.seats == {0, 1})
    c.configure(seats=[{"kind": "local"}, {"kind": "adept"}, {"kind": "lan"}])
    _frames_until(app, lambda: c.seats == {0})
    guest = NetClient()
    try:
        guest.connect(LOCAL, lobby.port)
        guest.join(c.room, "Gus")
        _frames_until(app, lambda: guest.poll() is not None and guest.seats == {2})
        guest.ready(2)
        _frames_until(app, lambda: guest.poll() is not None and c.view["seats"][2]["ready"])
        press_button(app, lobby.start)
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        _frames_until(app, lambda: scene.table.save_to.exists())
        room, port = c.room, lobby.port
        scene.table.close()                     # the window goes (its relay with it)
        guest.close()
        again = make_app(app.save_dir)
        try:
            press_button(again, menu_button(again, "continue"))
            _frames_until(again, lambda: isinstance(again.scene, GameScene), 10)
            back = again.scene.table.client
            _frames_until(again, lambda: back.is_host and back.seats == {0}, 5)
            assert back.room == room and again.scene.table.server.port == port
            assert not [e for e in back.errors if e["code"] == "bad_token"]
            assert lan_save_path(again.save_dir, room).exists()
        finally:
            for s in again.scenes:
                if getattr(s, "table", None) is not None:
                    s.table.close()
    finally:
        guest.close()


def test_a_relay_that_names_the_refused_proofs_is_taken_at_its_word():
    """A relay that takes the proofs that match and names the others (`joined {refused}`:
    their places in the join): those tokens are not proven again, nor saved."""
    from fakerelay import FakeRelay

    from luna.net.wire.protocol import msg
    joins = []

    def script(m):
        if m.get("type") == "join" and m.get("proofs"):
            joins.append(len(m["proofs"]))
            return [msg("joined", room="r1", seats=[1], host=False, tokens=[],
                        **({"refused": [1]} if len(m["proofs"]) == 2 else {}))]
        return []
    fake = FakeRelay(script, greeting=lambda: [msg("hello", relay="fakeid", nonce="n" * 24)])
    c = NetClient()
    try:
        c.tokens, c.other_tokens, c.room = {1: "seat-token-one-0001"}, ["lost-token-0002"], "r1"
        c.connect(LOCAL, fake.port)
        c.rejoin()
        until(lambda: c.seats == {1} and joins == [2], [c])
        assert c.refused == {"lost-token-0002"}
        c.drop()
        until(lambda: len(joins) == 2, [c], timeout=10)
        assert joins == [2, 1]
    finally:
        c.close()
        fake.close()
