"""LAN play through the window: host a table, a headless player joins, play to the end.

Everything runs on 127.0.0.1 (the relay binds there in tests; nothing is broadcast).
"""

import time

import pygame
import pytest

from luna.client.demo.driver import (
    button_named,
    frames,
    make_app,
    menu_button,
    play_turns_by_clicks,
    press_button,
    through_the_last_scoring,
    wait_frames,
)
from luna.client.game.game_log import GameLog
from luna.client.screens import lan
from luna.client.screens.game import GameScene
from luna.client.screens.lobby import Lobby
from luna.client.screens.results import ResultsScene
from luna.client.tables import lan_open
from luna.net.client.bot_client import BotClient
from luna.net.client.link import BACKOFF
from luna.net.wire.lansave import lan_save_path
from luna.text import t


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setattr(lan_open, "BIND", "127.0.0.1")
    monkeypatch.setattr(lan_open, "PORTS", (0,))
    monkeypatch.setattr(lan, "SEARCH_TARGET", "127.0.0.1")
    a = make_app(tmp_path)
    yield a
    for s in a.scenes:
        leave = getattr(s, "leave", None)
        if leave:
            leave()


def _frames_until(app, cond, seconds=20.0):
    wait_frames(app, cond, seconds)


@pytest.fixture
def table():
    """A relay with a 2-seat table opened by a headless host; seat 1 is free."""
    from luna.net import NetClient, RelayServer
    server = RelayServer("127.0.0.1", 0)
    port = server.start_in_thread()
    host = NetClient()
    host.connect("127.0.0.1", port)
    host.create("Host", players=2, seats=[{"kind": "local"}, {"kind": "lan"}])
    host.wait_for("room")
    yield server, port, host
    host.close()
    server.stop()


def _press_join(app):
    """Join, and the frames until its thread has an answer (the window never waits)."""
    menu = app.scene
    press_button(app, menu.join_btn)
    wait_frames(app, lambda: menu.joining is None, 10)


def _join_from_menu(app, port: int, name: str | None = None):
    """LAN game → type the address → Join; the screen that follows."""
    press_button(app, button_named(app, t("menu.lan")))
    if name is not None:
        app.scene.name.set_text(name)
    app.scene.address.set_text(f"127.0.0.1:{port}")
    _press_join(app)
    return app.scene


def _pause_menus_main(app):
    """Esc until the pause menu stands (an Esc may first close a ring a move left open or
    a round's summary that came meanwhile, once it has stood its first second), and its
    Main menu button."""
    from luna.client.demo.driver import key
    for _ in range(10):
        key(app, pygame.K_ESCAPE)
        frames(app, 12)
        try:
            return button_named(app, t("menu.main"))
        except AssertionError:
            continue
    return button_named(app, t("menu.main"))


def _host_two_player_table(app):
    press_button(app, button_named(app, t("menu.lan")))
    menu = app.scene
    assert isinstance(menu, lan.LanMenu)
    menu.name.set_text("Hostess")
    menu.players.selected_option = ("2", "2")
    press_button(app, menu.host_btn)
    lobby = app.scene
    assert isinstance(lobby, Lobby)
    _frames_until(app, lambda: lobby.client.view is not None)
    return lobby


def _start_when_all_ready(app, lobby):
    """The host presses Start once every LAN seat is ready; the game screen."""
    client = lobby.client
    _frames_until(app, lambda: all(s.get("ready") or s["kind"] != "lan"
                                   for s in client.view["seats"]))
    press_button(app, lobby.start)
    _frames_until(app, lambda: isinstance(app.scene, GameScene))
    return app.scene


def _play_my_turns(app, scene, until):
    play_turns_by_clicks(app, scene, until)


def test_host_a_lan_table_play_to_the_end_with_a_headless_joiner(app):
    lobby = _host_two_player_table(app)
    client = lobby.client
    guest = BotClient("127.0.0.1", lobby.port, "Guest", level="novice", seed=3,
                      room=client.room, deadline=120).start()
    try:
        scene = _start_when_all_ready(app, lobby)
        assert scene.table.client is client
        _play_my_turns(app, scene, lambda: scene.game.is_over)
        through_the_last_scoring(app, scene)
        assert isinstance(app.scene, ResultsScene)
        _frames_until(app, lambda: guest.client.game is not None and
                      len(guest.client.log) == len(client.log))
        assert guest.client.log == client.log
        assert guest.client.game.snapshot() == client.game.snapshot()
        assert lan_save_path(app.save_dir, client.room).exists()    # the LAN autosave
        server = scene.table.server
        assert server.running()
        press_button(app, button_named(app, t("menu.main")))    # from the results screen
        assert not server.running() and not client.connected    # the table is closed
    finally:
        guest.stop()


def test_a_joiner_who_vanishes_is_waited_for_and_handed_to_a_computer(app):
    lobby = _host_two_player_table(app)
    client = lobby.client
    guest = BotClient("127.0.0.1", lobby.port, "Guest", level="novice", seed=4,
                      room=client.room, deadline=120, crash_at=12).start()
    try:
        scene = _start_when_all_ready(app, lobby)
        _play_my_turns(app, scene, lambda: scene.table.waiting_for is not None)
        assert scene.table.waiting_for == 1
        assert t("net.waiting_for", name="")[:10] in scene.status_line()
        # the guest may come back for 30 s: the host is told when a computer may play
        told = t("net.hand_over_in", name="Guest", seconds=99)
        _frames_until(app, lambda: scene.offer_bar.question is not None
                      and told[:told.index("99")] in scene.offer_bar.question.html_text)
        assert "hand_over" not in scene.offer_buttons
        relay = lobby.server.relay
        lobby.server.call(lambda: setattr(relay.rooms[client.room], "hand_over_grace", 0.5))
        lobby.server.call(lambda: relay.rooms[client.room].broadcast_view())
        _frames_until(app, lambda: "hand_over" in scene.offer_buttons)
        press_button(app, scene.offer_buttons["hand_over"])
        _play_my_turns(app, scene, lambda: scene.game.is_over)
        assert scene.game.is_over
    finally:
        guest.stop()


def test_the_lobby_answers_the_keyboard_as_every_menu(app, table):
    """The LAN lobby answered no key: Tab, the arrows and Enter did nothing (it is a
    screen of its own, not a dialog). Its controls now take the one keyboard focus
    (widgets/key_focus.py, F360): the host's Tab walks the seats' rows in reading order
    then Lock and Leave, Enter presses the one in focus; the joiner's Enter before any
    key is their Ready."""
    from luna.client.demo.driver import key
    lobby = _host_two_player_table(app)
    client = lobby.client
    order = lobby.focus_order()
    assert order[:3] == [lobby.rows[0][k] for k in ("kind", "name", "colour")]
    assert order[-2:] == [lobby.lock, lobby.back]            # (Start greyed: waits)
    key(app, pygame.K_TAB)
    assert lobby.key_focus.shown and lobby.key_focus.focused(lobby) is order[0]
    for _ in range(len(order) - 2):
        key(app, pygame.K_TAB)
    assert lobby.key_focus.focused(lobby) is lobby.lock
    key(app, pygame.K_RETURN)
    _frames_until(app, lambda: (client.view or {}).get("locked"))
    key(app, pygame.K_UP)
    assert lobby.key_focus.focused(lobby) is lobby.focus_order()[-3]
    # a joiner (the relay's own table): Enter alone says Ready
    _, port, host = table
    press_button(app, button_named(app, t("lan.leave")))
    lobby = _join_from_menu(app, port, "Visitor")
    _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
    assert lobby.focus_default() is lobby.rows[1]["ready"]
    key(app, pygame.K_RETURN)
    room = host.wait_for(lambda m: m.get("type") == "room" and m["seats"][1].get("ready"),
                         timeout=10)
    assert room["seats"][1]["name"] == "Visitor"


def test_the_lan_menu_offers_the_name_kept(tmp_path, monkeypatch):
    """The LAN menu's name field said "Yellow" where New game and Solo offered the name
    kept in the settings ("Anna"): it offers that name too (a LAN name of its own, once
    one was used, before it)."""
    monkeypatch.setattr(lan, "SEARCH_TARGET", "127.0.0.1")
    app = make_app(tmp_path, speed="normal", menu=False)
    try:
        app.settings.names = ["Anna", "Ben"]
        app.save_settings()
        app.goto("menu")
        frames(app, 10)
        press_button(app, button_named(app, t("menu.lan")))
        frames(app, 10)
        assert isinstance(app.scene, lan.LanMenu)
        assert app.scene.name.get_text() == "Anna"
    finally:
        for s in app.scenes:
            if leave := getattr(s, "leave", None):
                leave()


def test_joining_by_address_from_the_menu(app, table):
    _, port, host = table
    lobby = _join_from_menu(app, port, "Visitor")
    assert isinstance(lobby, Lobby)
    # a relay met for the first time: its key is shown, to compare with the host's
    _frames_until(app, lambda: lobby.client.fingerprint is not None)
    assert t("lan.fingerprint_first", fingerprint=lobby.client.fingerprint) in lobby.where()
    _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
    press_button(app, lobby.rows[1]["ready"])
    frames(app, 3)
    room = host.wait_for(lambda m: m.get("type") == "room" and m["seats"][1].get("ready"),
                         timeout=10)
    assert room["seats"][1]["name"] == "Visitor"
    # a wrong address says so and keeps the menu
    press_button(app, button_named(app, t("lan.leave")))
    assert isinstance(app.scene, lan.LanMenu)
    app.scene.address.set_text("127.0.0.1:1")
    _press_join(app)
    assert app.scene.head == t("lan.cannot")
    pygame.event.clear()


@pytest.mark.long
@pytest.mark.parametrize("way", ["join", "continue"])
def test_leave_a_lan_game_and_take_the_seat_again_from_the_menu(app, way):
    """Back by Join (our own LAN save finds the seat) or by Continue (issue 23 §1: the
    last thing played was this table; the guest's window remembers where it joined)."""
    from luna.net import RelayServer
    server = RelayServer("127.0.0.1", 0)
    port = server.start_in_thread()
    host = BotClient("127.0.0.1", port, "Host", level="novice", seed=5, deadline=120,
                     create={"players": 2, "seats": [{"kind": "local"}, {"kind": "lan"}]},
                     auto_start=True).start()
    try:
        _join_from_menu(app, port, "Visitor")
        lobby = app.scene
        _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
        press_button(app, lobby.rows[1]["ready"])
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        _play_my_turns(app, scene, lambda: len(scene.game.log) >= 24)
        assert_log_tells(scene)
        room = scene.table.client.room
        saved = lan_save_path(app.save_dir, room)
        _frames_until(app, lambda: saved.exists())
        # the player closes the game (to the main menu) ...
        press_button(app, _pause_menus_main(app))
        n = len(host.client.log)
        # ... and comes back: Join finds our seat by our own LAN save; Continue goes
        # back to the address it joined
        if way == "join":
            _join_from_menu(app, port)
        else:
            press_button(app, menu_button(app, "continue"))
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        assert scene.table.client.seats == {1}
        _frames_until(app, lambda: len(scene.game.log) >= n)
        assert scene.game.log[:n] == host.client.log[:n]
        assert_log_tells(scene)
        if way == "continue":
            return
        _play_my_turns(app, scene, lambda: scene.game.is_over)
        _frames_until(app, lambda: len(host.client.log) == len(scene.game.log))
        assert host.client.game.snapshot() == scene.game.snapshot()
    finally:
        host.stop()
        server.stop()


def assert_log_tells(scene) -> None:
    """A guest's log is the story of the game so far: opened by round 1, each move told
    once (as a fresh telling of the same commands says it)."""
    fresh = GameLog()
    fresh.follow(scene.game)
    lines = [line for line, _ in scene.log.lines]
    assert lines == [line for line, _ in fresh.lines]
    assert lines[0] == t("panel.round", round=1)


def test_a_full_table_can_be_watched(app):
    from luna.net import RelayServer
    server = RelayServer("127.0.0.1", 0)
    port = server.start_in_thread()
    host = BotClient("127.0.0.1", port, "Host", level="novice", seed=6, deadline=120,
                     create={"players": 2, "seats": [{"kind": "local"}, {"kind": "lan"}]},
                     auto_start=True, hold_at=20).start()
    try:
        end = time.monotonic() + 10
        while host.client.room is None and time.monotonic() < end:
            time.sleep(0.01)
        room = host.client.room
        guest = BotClient("127.0.0.1", port, "Guest", level="novice", seed=7, room=room,
                          deadline=120).start()
        _frames_until(app, lambda: host.held.is_set(), 60)
        _join_from_menu(app, port)
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        assert scene.table.client.spectator and not scene.table.may_act
        assert not scene.clickable                     # nothing to click for a spectator
        _frames_until(app, lambda: scene.table.save_to.exists())
        # the watcher closes the window and comes back: it watches again (it has no seat)
        press_button(app, _pause_menus_main(app))
        _join_from_menu(app, port)
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        assert scene.table.client.spectator
        host.release()
        _frames_until(app, lambda: scene.game.is_over, 60)
        _frames_until(app, lambda: len(guest.client.log) == len(scene.game.log))
        assert scene.game.log == guest.client.log
        guest.stop()
    finally:
        host.stop()
        server.stop()


def test_the_lobby_keeps_its_widgets_while_others_name_themselves_and_get_ready(app):
    """Another player's name or ready flag is drawn, never a rebuild: a rebuild would kill
    the Leave button under a click already on its way and drop a half-typed name."""
    from luna.net import NetClient
    lobby = _host_two_player_table(app)
    _frames_until(app, lambda: "name" in lobby.rows.get(0, {}))
    back, entry = lobby.back, lobby.rows[0]["name"]
    entry.focus()
    entry.set_text("Half-typ")
    guest = NetClient()
    try:
        guest.connect("127.0.0.1", lobby.port)
        guest.join(lobby.client.room, "Guest")
        guest.wait_for("joined")
        guest.ready(1, True)
        _frames_until(app, lambda: lobby.client.view["seats"][1].get("ready"))
        frames(app, 3)
        assert lobby.back is back and back.alive()
        assert lobby.rows[0]["name"] is entry and entry.get_text() == "Half-typ"
        press_button(app, lobby.back)
        assert isinstance(app.scene, lan.LanMenu)
    finally:
        guest.close()


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_host_closes_and_hosts_again_from_the_lan_save_and_the_guest_comes_back(
        app, monkeypatch):
    """Issue 23 §1: Main menu asks the host first ("Close the table for Guest?"); the
    guest is told within 5 s, keeps knocking (back-off) and, when the host presses
    Continue (the last thing played: this LAN table, reopened on its port), is back at
    the game by itself within its longest back-off, and plays on."""
    port = _free_port()
    monkeypatch.setattr(lan_open, "PORTS", (port,))
    lobby = _host_two_player_table(app)
    client = lobby.client
    guest = BotClient("127.0.0.1", port, "Guest", level="novice", seed=8, room=client.room,
                      deadline=120, reconnect_for=60.0).start()
    try:
        scene = _start_when_all_ready(app, lobby)
        _play_my_turns(app, scene, lambda: len(scene.game.log) >= 20)
        room = client.room
        saved = lan_save_path(app.save_dir, room)
        _frames_until(app, lambda: saved.exists())
        press_button(app, _pause_menus_main(app))
        assert app.scene.body == t("lan.close_body", names="Guest")     # asked first
        press_button(app, app.scene.yes)                       # the relay stops with us
        n = len(scene.game.log)
        closed_at = time.monotonic()
        _frames_until(app, lambda: guest.client.table_closed, 5)
        assert time.monotonic() - closed_at < 5
        _frames_until(app, lambda: guest.client.retrying is not None)
        # the host comes back: Continue reopens this table (not an older game)
        press_button(app, menu_button(app, "continue"))
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        assert scene.game.log[:n] == guest.client.log[:n]
        assert scene.table.client.seats == {0}
        # the guest is back by itself within its longest back-off (BACKOFF[-1]) and a
        # margin for a loaded machine, never after a wait of its own
        _frames_until(app, lambda: guest.client.retrying is None and
                      not guest.client.table_closed and guest.client.seats == {1},
                      BACKOFF[-1] + 5)
        # and plays on: two moves of its own on the reopened table (the game's end over a
        # LAN table is the first test's)
        _play_my_turns(app, scene, lambda: scene.game.is_over or sum(
            c.get("player") == 1 for c in scene.game.log[n:]) >= 2)
        _frames_until(app, lambda: len(guest.client.log) == len(scene.game.log))
        assert guest.client.game.snapshot() == scene.game.snapshot()
        assert guest.failure is None
    finally:
        guest.stop()


def test_hosting_from_a_damaged_lan_save_says_so_and_changes_nothing(app, tmp_path):
    import msgpack

    from luna.engine import new_game
    from luna.net.wire.lansave import save_lan
    game = new_game(2, seed=4, setup="intro")
    path = app.save_dir / "lan-broken.luna"
    lan_key = {"room": "broken", "name": "Table", "seats": [{"kind": "local"},
                                                             {"kind": "lan"}]}
    save_lan(game, lan_key, path, {})
    doc = msgpack.unpackb(path.read_bytes())
    doc["log"] = [{"type": "meditate", "player": 1}]          # not a legal first command
    path.write_bytes(msgpack.packb(doc))
    before = path.read_bytes()
    _host_again_from_the_only_lan_save(app)
    from luna.client.screens.card import MessageDialog
    assert isinstance(app.scene, MessageDialog)
    assert "lan-broken.luna" in app.scene.body
    assert path.read_bytes() == before


def _host_again_from_the_only_lan_save(app) -> None:
    """LAN game → Host from a save → pick the one LAN save there is → Host."""
    press_button(app, button_named(app, t("menu.lan")))
    press_button(app, app.scene.resume_btn)
    saves = app.scene
    assert isinstance(saves, lan.LanSaveList) and len(saves.rows) == 1
    _select(app, saves.list, saves.rows[0])
    press_button(app, saves.open)


def _select(app, selection_list, row: str) -> None:
    for item in selection_list.item_list:
        if item["text"] == row:
            press_button(app, item["button_element"])
            return
    raise AssertionError(f"no row {row!r}")


@pytest.mark.parametrize("address", ["127.0.0.1:99999", "127.0.0.1:-1", ":47470", "host:port"])
def test_a_wrong_address_is_explained_and_keeps_the_menu(app, address):
    from luna.client.screens.card import MessageDialog
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.address.set_text(address)
    _press_join(app)
    assert isinstance(app.scene, MessageDialog)
    assert address in app.scene.body
    press_button(app, app.scene.ok)
    assert isinstance(app.scene, lan.LanMenu)


def test_the_lobby_says_when_the_relay_is_gone_and_can_still_be_left(app, table):
    server, port, _ = table
    lobby = _join_from_menu(app, port)
    _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
    lobby.client.reconnect_for = 0.5
    server.stop()
    _frames_until(app, lambda: lobby.problem == t("lan.relay_gone"))
    assert not lobby.rows[1]["ready"].is_enabled           # nobody there to answer
    press_button(app, lobby.back)
    assert isinstance(app.scene, lan.LanMenu)


def test_the_relays_computers_tell_their_reasons_in_a_guests_log(app):
    """With "Reasons in the log" on, a LAN guest's log follows each of the relay's
    computer moves with the reason that computer gave (sent along with its move)."""
    from luna.net import NetClient, RelayServer
    from luna.text.reason_words import reason_text
    app.settings.reasons = True
    server = RelayServer("127.0.0.1", 0)
    port = server.start_in_thread()
    host = NetClient()
    try:
        host.connect("127.0.0.1", port)
        host.create("Host", players=2, seats=[{"kind": "adept"}, {"kind": "lan"}])
        host.wait_for("room")
        lobby = _join_from_menu(app, port, "Visitor")
        _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
        press_button(app, lobby.rows[1]["ready"])
        host.wait_for(lambda m: m.get("type") == "room" and m["seats"][1].get("ready"),
                      timeout=10)
        host.start()
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
        scene = app.scene
        _play_my_turns(app, scene, lambda: sum(c["player"] == 0 for c in scene.game.log) >= 2)
        frames(app, 10)
        reasons = scene.table.reasons
        computer = [i for i, c in enumerate(scene.game.log) if c["player"] == 0]
        assert computer and set(computer) <= set(reasons)
        told = [line.strip() for line, _ in scene.log.lines]
        for i in computer:
            said = reason_text(reasons[i], scene.game.snapshot())
            assert said and t("log.why", why=said) in told
    finally:
        host.close()
        server.stop()


def test_start_is_greyed_until_everyone_is_ready_and_the_lobby_says_who(app):
    """Issue 22: Start said "Not possible at this moment of the game"; it is greyed while
    the table waits, the lobby says for whom, and a refused start says so by name."""
    from luna.net import NetClient
    from luna.text import relay_error
    lobby = _host_two_player_table(app)
    frames(app, 3)
    assert not lobby.start.is_enabled
    assert lobby.start_waits() == t("lan.not_joined", seat=2)
    guest = NetClient()
    try:
        guest.connect("127.0.0.1", lobby.port)
        guest.join(lobby.client.room, "Bob")
        guest.wait_for("joined")
        _frames_until(app, lambda: lobby.client.view["seats"][1].get("claimed"))
        _frames_until(app, lambda: lobby.client.view["seats"][1].get("name") == "Bob")
        frames(app, 2)
        assert not lobby.start.is_enabled
        assert lobby.start_waits() == t("lan.not_ready", name="Bob") == "Bob is not ready yet"
        app.toasts.clear()
        lobby.client.start()                     # pressed anyway (a click on its way)
        _frames_until(app, lambda: app.toasts)
        said = [m for m, _ in app.toasts]
        assert said == ["Bob is not ready yet"]
        assert relay_error({"code": "bad_state"}) not in said
        guest.ready(1, True)
        _frames_until(app, lambda: lobby.start.is_enabled)
        assert lobby.start_waits() is None
        press_button(app, lobby.start)
        _frames_until(app, lambda: isinstance(app.scene, GameScene))
    finally:
        guest.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl", "fr"])
def test_the_waiting_words_count_tries_from_one_and_never_say_in_0_s(lang):
    """A guest waiting for a closed table reads when the next try comes ("in 3 s", try 2)
    or that one is under way: never "try 0" nor "in 0 s" (a new player's find)."""
    from luna.client.tables.lan import waiting_words
    from luna.text import set_language

    class Waiting:
        table_closed, retrying, closed_by, stranger = True, None, "host", None

        def can_restore(self) -> bool:
            return False

    set_language(lang)
    try:
        w = Waiting()
        now = waiting_words(w)                                    # reach() failed at once
        w.retrying = {"attempt": 1, "at": time.monotonic() + 3.2}
        later = waiting_words(w)
        w.retrying = {"attempt": 2, "at": time.monotonic() - 0.1}
        trying = waiting_words(w)
    finally:
        set_language("en")
    for words in (now, later, trying):
        assert " 0 s" not in words and "0)" not in words, words
    assert "3" in later and "2" in later and "(" in later
    assert "2" in trying and "3" not in trying


def test_a_lobby_guest_whose_connection_drops_is_told_it_is_back_and_nothing_else(
        app, table):
    """A dropped connection says "lost"; once back, "back" stands alone (both stood at
    once for seconds in the two-window demo), the relay's identity coming before the
    connection's own answer no longer hides "back", and the lobby seat the drop freed is
    taken again without telling the guest the table forgot them."""
    _, port, _ = table
    lobby = _join_from_menu(app, port, "Visitor")
    _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
    lost, back = t("net.disconnected"), t("net.reconnected")
    client = lobby.client
    client._loop.call_soon_threadsafe(lambda: client._wire.transport.abort())
    _frames_until(app, lambda: any(m == lost for m, _ in app.toasts), 5)
    _frames_until(app, lambda: any(m == back for m, _ in app.toasts), 15)
    assert [m for m, _ in app.toasts if m == lost] == []
    assert [m for m, _ in app.toasts if m != back] == []
    _frames_until(app, lambda: "ready" in lobby.rows.get(1, {}))
    assert lobby.problem is None


def test_a_host_locks_its_lobby_and_a_friend_joins_with_the_code_a_stranger_cannot(
        app, tmp_path):
    """Lock the table: the host reads the code in its lobby; a stranger joining by name is
    refused (in words), the friend's window asks the code at Join and takes the seat;
    Open the table lets anyone in again."""
    from luna.client.demo.driver import make_app
    from luna.net import NetClient
    lobby = _host_two_player_table(app)
    _frames_until(app, lambda: lobby.lock is not None)
    press_button(app, lobby.lock)
    _frames_until(app, lambda: lobby.client.invite and lobby.client.view.get("locked"))
    code = lobby.client.invite
    assert lobby.lock.text == t("lan.unlock")
    port = lobby.client.address[1]
    stranger = NetClient()
    stranger.connect("127.0.0.1", port)
    try:
        stranger.join(lobby.client.room, "Mallory")
        refused = stranger.wait_for("error", timeout=5)
        assert refused["code"] == "locked"
    finally:
        stranger.close()
    # the friend's window: Join asks the code, then seats them
    friend = make_app(tmp_path / "friend")
    try:
        press_button(friend, button_named(friend, t("menu.lan")))
        friend.scene.name.set_text("Bob")
        friend.scene.address.set_text(f"127.0.0.1:{port}")
        _press_join(friend)
        wait_frames(friend, lambda: type(friend.scene).__name__ == "TableCode", 10)
        asked = friend.scene
        asked.code.set_text(code.lower())                     # any case
        press_button(friend, asked.join)
        guest = friend.scene
        assert isinstance(guest, Lobby)
        wait_frames(friend, lambda: guest.client.seats == {1}, 10)
        _frames_until(app, lambda: lobby.client.view["seats"][1].get("name") == "Bob")
        # open again: the code is void, the lock's words go back
        press_button(app, lobby.lock)
        _frames_until(app, lambda: not lobby.client.view.get("locked"))
        assert lobby.client.invite is None and lobby.lock.text == t("lan.lock")
    finally:
        for s in friend.scenes:
            leave = getattr(s, "leave", None)
            if leave:
                leave()
        if isinstance(friend.scene, Lobby):
            friend.scene.client.close()


@pytest.mark.parametrize("code", ["en", "de", "nl", "fr"])
def test_the_hosts_notice_shows_whole_in_a_narrow_board(tmp_path, code):
    """The host read "…let a computer play Gus in 21 s, if they are": the notice's box
    kept two lines and hid the rest behind a scroll bar. It is as tall as its lines, and
    stands above the answer buttons when there are some."""
    from luna.client.game.game_buttons import OfferBar
    from luna.client.tables.table import Offer
    from luna.text import set_language
    app = make_app(tmp_path)
    set_language(code)
    try:
        notice = t("net.hand_over_in", name="Gustav", seconds=21)
        for offers in ([Offer("hand_over_wait", "", notice)],
                       [Offer("hand_over_wait", "", notice),
                        Offer("take_back", t("net.take_back"), "")]):
            bar = OfferBar()
            bar.show(app.ui, offers, 600, 400)
            app.ui.update(0.05)
            box = bar.question.rect
            assert bar.question.scroll_bar is None, (code, box)
            assert box.bottom <= min([b.rect.top for b in bar.buttons.values()] + [600])
            bar.kill()
    finally:
        set_language("en")


@pytest.mark.parametrize("size,text_size", [((1024, 700), 150), ((1280, 800), 125),
                                            ((1920, 1080), 150)])
def test_the_hosts_notice_of_a_person_away_reads_whole(tmp_path, size, text_size):
    """The host's "let a computer play Gus in 21 s, if they are not back" stands whole
    at every text size, over the board's foot (it was cut after "if they are", the
    rest behind a scroll bar)."""
    from luna.client.opening import open_game
    from luna.client.tables.table import Offer
    from luna.engine import new_game
    app = make_app(tmp_path, speed="normal", size=size, text_size=text_size)
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4,
                 names=["Ann", "Bo", "Gus", "Di"])
    open_game(app, g, autosave=False)
    scene = app.scene
    notice = t("net.hand_over_in", name="Gus", seconds=21)
    scene.table.offers = lambda: [Offer("hand_over_wait", "", notice)]
    frames(app, 30)
    box = scene.offer_bar.question
    assert box is not None and box.scroll_bar is None
    assert box.text_box_layout.layout_rect.h <= box.rect.h
    assert box.rect.bottom <= app.size[1] and box.rect.right <= scene.lay.board[2]


def test_closing_the_hosts_window_asks_as_main_menu_does(app):
    """The title bar's X at a table others sit at asks "Close the table for Guest?"
    (as Menu -> Main menu does), once however often it is pressed; Cancel plays on,
    the answer closes the table and the program."""
    lobby = _host_two_player_table(app)
    client = lobby.client
    guest = BotClient("127.0.0.1", lobby.port, "Guest", level="novice", seed=5,
                      room=client.room, deadline=120).start()
    try:
        scene = _start_when_all_ready(app, lobby)
        for _ in range(2):
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            frames(app, 3)
        assert app.running
        asked = app.scene
        assert asked.body == t("lan.close_body", names="Guest")
        assert app.scenes.count(asked) == 1 and app.scenes[-2] is scene
        press_button(app, asked.ok)                            # Cancel: play goes on
        assert app.scene is scene and app.running and client.connected
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        frames(app, 3)
        press_button(app, app.scene.yes)
        assert not app.running
    finally:
        guest.stop()
