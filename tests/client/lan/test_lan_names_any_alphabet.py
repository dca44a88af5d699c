"""F18 of the third review (the window's part): one table whose name does not check out
(a stranger's "Иван's table", Cyrillic and Latin) made every window refuse the relay's
whole room list, so nobody could Join any table there; and the window itself named a
Cyrillic or Greek host's table (and relay) "Иван's table", which the relay refuses."""

import pytest
from fakerelay import FakeRelay
from test_lan_ui import _frames_until, _join_from_menu, app  # noqa: F401 (fixture)

from luna.client.demo.driver import button_named, frames, press_button
from luna.client.screens import lan
from luna.client.screens.lobby import Lobby
from luna.client.tables import lan_open
from luna.engine.names import name_problem
from luna.net import NetClient
from luna.net.wire.protocol import MAX_NAME, msg
from luna.text import set_language, t


@pytest.mark.parametrize("name,lang", [("Иван", "en"), ("Σοφία", "de"), ("Ана", "fr"),
                                       ("Zoë", "nl")])
def test_a_host_named_in_any_alphabet_hosts_from_the_window_and_is_joined(
        app, name, lang):  # noqa: F811
    app.settings.language = lang
    app.save_settings()
    app.goto("menu")
    frames(app, 2)
    try:
        press_button(app, button_named(app, t("menu.lan")))
        menu = app.scene
        assert isinstance(menu, lan.LanMenu)
        menu.name.set_text(name)
        menu.players.selected_option = ("2", "2")
        press_button(app, menu.host_btn)
        lobby = app.scene
        assert isinstance(lobby, Lobby)
        _frames_until(app, lambda: lobby.client.view is not None or lobby.problem, 10)
        assert lobby.problem is None and not lobby.client.errors
        table = lobby.client.view["name"]
        assert name in table and not name_problem(table, MAX_NAME, new=True)
        guest = NetClient()
        try:
            guest.connect("127.0.0.1", lobby.port)
            guest.rooms()
            listed = guest.wait_for(lambda m: m.get("type") in ("room_list", "unreadable"))
            assert listed["type"] == "room_list", listed
            assert [r["name"] for r in listed["rooms"]] == [table]
            assert name in listed["name"]                   # the relay's own name
            guest.join(lobby.client.room, "Ben")
            guest.wait_for("joined")
            _frames_until(app, lambda: lobby.client.view["seats"][1]["name"] == "Ben")
        finally:
            guest.close()
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_a_tables_name_is_the_players_own_where_the_words_would_mix_alphabets(lang):
    set_language(lang)
    try:
        for name in ("Иван", "Σοφία", "Anna", "Zoë", "Wolfeschlegelsteinhausen"):
            made = lan_open.table_name(name)
            assert not name_problem(made, MAX_NAME, new=True), made
            assert name[:MAX_NAME] in made
        assert lan_open.table_name("Anna") == t("lan.table_of", name="Anna")
    finally:
        set_language("en")


def _lobby_of(rid: str, name: str):
    return msg("room", room=rid, name=name, phase="lobby", players=2, seats=[
        {"seat": 0, "kind": "local", "name": "Anna", "colour": "yellow", "ready": True,
         "claimed": True, "connected": True},
        {"seat": 1, "kind": "lan", "name": "Ben", "colour": "red", "ready": False,
         "claimed": True, "connected": True}])


def test_one_table_with_a_name_that_does_not_check_out_is_left_out_of_the_list(
        app):  # noqa: F811
    """A room list with a stranger's "Иван's table" (started, so no seat is offered) and
    Anna's lobby: the window's Join reaches Anna's table; the other is only left out."""
    rooms = [{"room": "evil", "name": "Иван's table", "phase": "playing", "players": 2,
              "open_seats": 0, "names": ["Иван", "Иван"]},
             {"room": "anna", "name": "Anna's table", "phase": "lobby", "players": 2,
              "open_seats": 1, "names": ["Anna", ""]}]

    def script(m):
        if m.get("type") == "rooms":
            return [msg("room_list", name="Иван's relay", rooms=rooms, page=0, pages=1)]
        if m.get("type") == "join" and m.get("room") == "anna":
            return [msg("joined", room="anna", seats=[1], host=False,
                        tokens=[{"seat": 1, "token": "t" * 24}]),
                    _lobby_of("anna", "Anna's table")]
        return []
    fake = FakeRelay(script)
    try:
        lobby = _join_from_menu(app, fake.port, "Ben")
        assert isinstance(lobby, Lobby)
        _frames_until(app, lambda: lobby.client.view is not None, 10)
        assert lobby.client.room == "anna" and lobby.client.seats == {1}
        # and a client reading the list gets the readable part of it
        c = NetClient(reconnect=False)
        try:
            c.connect("127.0.0.1", fake.port)
            c.rooms()
            got = c.wait_for(lambda m: m.get("type") in ("room_list", "unreadable"))
            assert got["type"] == "room_list"
            assert [r["room"] for r in got["rooms"]] == ["anna"] and got["name"] == ""
        finally:
            c.close()
    finally:
        fake.close()
