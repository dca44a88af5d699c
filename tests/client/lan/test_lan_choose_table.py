"""F06 of the third review: on a relay shared by several tables, the window's Join took
the first open lobby there, so a stranger's lobby named like a friend's caught the guest
(and the stranger's Remove then barred it). Now Join lists the open tables (name, host,
free seats, the relay's key) and the player chooses; with one, it is joined as before.
A real relay, the real window at 60 Hz."""

import pytest
from netkit import LOCAL, relay, until
from test_lan_ui import _frames_until, _join_from_menu, app  # noqa: F401 (fixture)

from luna.client.demo.driver import button_named, frames, make_app, press_button
from luna.client.screens import lan
from luna.client.screens.lan_tables import LanTables, table_row
from luna.client.screens.lobby import Lobby
from luna.client.window import fonts
from luna.net import NetClient
from luna.text import set_language, t


class From(NetClient):
    """A client whose connections leave from another address of this machine."""

    def __init__(self, src: str, **kw) -> None:
        super().__init__(**kw)
        self.src = src

    async def _open(self, gen=None):
        import asyncio
        import time

        from luna.net.client.link import _Wire
        if gen is None:
            self._gen += 1
        loop = asyncio.get_running_loop()
        _, wire = await asyncio.wait_for(loop.create_connection(
            lambda: _Wire(self), *self.address, local_addr=(self.src, 0)), 5.0)
        self._wire = wire
        self.last_rx = time.monotonic()


def _lobby(server, src: str, name: str, players: int = 2) -> NetClient:
    c = From(src)
    c.connect(LOCAL, server.port)
    c.create(name, players=players, room_name="Anna's table",
             seats=[{"kind": "local", "name": name}] + [{"kind": "lan"}] * (players - 1))
    until(lambda: c.view is not None, [c])
    return c


def _pick(app, scene: LanTables, k: int) -> None:  # noqa: F811
    press_button(app, scene.list.item_list[k]["button_element"])
    frames(app, 2)


def test_join_at_an_address_with_several_open_tables_lets_the_player_choose(app):  # noqa: F811
    server = relay()
    stranger = friend = None
    try:
        # a stranger's lobby, opened first and named like the friend's, then Anna's
        stranger = _lobby(server, "127.0.0.66", "Anna", players=3)
        friend = _lobby(server, "127.0.0.67", "Anna")
        assert friend.view["name"] == "Anna's table (2)"         # the relay tells them apart
        chooser = _join_from_menu(app, server.port, "Ben")
        assert isinstance(chooser, LanTables)                    # never the first by itself
        assert chooser.rows == [t("lan.table_row", table="Anna's table", host="Anna",
                                  count=2, seats=3),
                                t("lan.table_row", table="Anna's table (2)", host="Anna",
                                  count=1, seats=2)]
        assert not chooser.join.is_enabled                       # nothing chosen yet
        key = button_named(app, t("lan.fingerprint_first", fingerprint=friend.fingerprint))
        assert key.visible                            # the key, to compare with the host's
        _pick(app, chooser, 1)
        press_button(app, chooser.join)
        lobby = app.scene
        assert isinstance(lobby, Lobby)
        _frames_until(app, lambda: lobby.client.seats == {1}, 10)
        assert lobby.client.room == friend.room
        until(lambda: friend.view["seats"][1]["name"] == "Ben", [friend])
        stranger.poll()
        assert not any(s["claimed"] for s in stranger.view["seats"][1:])
    finally:
        for c in (stranger, friend):
            if c is not None:
                c.close()
        server.stop()


def test_back_from_the_choice_leaves_the_relay_and_keeps_the_menu(app):  # noqa: F811
    server = relay()
    hosts = []
    try:
        hosts = [_lobby(server, "127.0.0.70", "Anna"), _lobby(server, "127.0.0.71", "Bea")]
        chooser = _join_from_menu(app, server.port, "Ben")
        assert isinstance(chooser, LanTables)
        press_button(app, chooser.back)
        frames(app, 2)
        assert isinstance(app.scene, lan.LanMenu)
        until(lambda: server.call(lambda: len(server.relay.conns)) == 2, timeout=5)
    finally:
        for c in hosts:
            c.close()
        server.stop()


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_a_tables_row_says_its_name_host_and_free_seats_in_each_language(lang):
    set_language(lang)
    try:
        one = table_row({"room": "r", "name": "Tafel", "phase": "lobby", "players": 3,
                         "open_seats": 1, "names": ["Anna", "Bob", ""]})
        two = table_row({"room": "r", "name": "Tafel", "phase": "lobby", "players": 4,
                         "open_seats": 2, "names": ["", "Bob", "", ""]})
    finally:
        set_language("en")
    assert "Tafel" in one and "Anna" in one and "1" in one and "3" in one
    assert "Bob" in two and "2" in two and "4" in two
    assert "{" not in one + two


@pytest.mark.parametrize("lang,size,text", [("de", (1024, 700), 150), ("fr", (1024, 680), 125),
                                            ("nl", (1024, 680), 100), ("en", (1280, 800), 150),
                                            ("de", (1920, 1080), 100)])
def test_the_choice_and_the_lobby_it_leads_to_stand_inside_their_cards(tmp_path, lang, size,
                                                                        text):
    """The chooser's words fit their labels and buttons, inside its card; in the guest's
    lobby it leads to, the address and key (a first visit's, long in German) stand inside
    the card and Ready fits its words."""
    from layout_check import buttons_overlapping, gui_problems
    server = relay()
    hosts = []
    app_ = None
    try:
        hosts = [_lobby(server, "127.0.0.72", "Anna"),
                 _lobby(server, "127.0.0.73", "Bartholomew")]
        app_ = make_app(tmp_path, size=size, menu=False)
        app_.settings.language, app_.settings.text_size = lang, text
        app_.save_settings()
        app_.goto("menu")
        frames(app_, 2)
        chooser = _join_from_menu(app_, server.port, "Ben")
        assert isinstance(chooser, LanTables)
        frames(app_, 2)
        card = chooser.card
        for el in chooser.elements:
            assert card.contains(el.rect), (el, el.rect, card)
        assert not gui_problems(app_, "choose") + buttons_overlapping(app_, "choose")
        _pick(app_, chooser, 0)
        press_button(app_, chooser.join)
        lobby = app_.scene
        _frames_until(app_, lambda: isinstance(lobby, Lobby) and lobby.client.view, 10)
        frames(app_, 3)
        _frames_until(app_, lambda: "ready" in lobby.rows.get(1, {}), 5)
        inner = lobby.card().inflate(-20, 0)
        for line in lobby.where_lines():
            assert fonts.font(16).size(line)[0] <= inner.w, line
        assert not gui_problems(app_, "a guest's lobby")        # its Ready fits its words
    finally:
        set_language("en")
        if app_ is not None:
            app_.settings.text_size = 100
            app_.save_settings()
            for s in app_.scenes:
                client = getattr(s, "client", None)
                if client is not None:
                    client.close()
        for c in hosts:
            c.close()
        server.stop()
