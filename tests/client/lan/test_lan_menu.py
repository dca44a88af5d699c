"""Issue 23 §1 in the window: connection errors in the player's words, the LAN menu that
remembers the name and address it joined with, LAN saves listed by their players."""

import socket
import time

from test_lan_ui import _free_port, _press_join, app  # noqa: F401 (fixture)

from luna.client.app import App
from luna.client.demo.driver import button_named, frames, press_button
from luna.client.screens.card import MessageDialog
from luna.engine import new_game
from luna.net.wire.lansave import save_lan
from luna.text import save_row, t


def test_a_refused_connection_is_said_in_words_and_the_address_is_remembered(app):  # noqa: F811
    port = _free_port()                  # nothing listens there
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.name.set_text("Bea")
    app.scene.address.set_text(f"127.0.0.1:{port}")
    _press_join(app)
    assert isinstance(app.scene, MessageDialog)
    assert t("net.conn.refused") in app.scene.body and "Errno" not in app.scene.body
    again = App(size=(1280, 800), save_dir=app.save_dir, worker_process=False)
    again.sounds.muted = True            # the next start of the window, its settings read
    again.open("menu")
    frames(again, 1)
    press_button(again, button_named(again, t("menu.lan")))
    assert again.scene.name.get_text() == "Bea"
    assert again.scene.address.get_text() == f"127.0.0.1:{port}"


def test_a_name_that_no_computer_has_is_said_in_words(app):  # noqa: F811
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.address.set_text("no-such-host.invalid:47470")
    _press_join(app)
    assert t("net.conn.no_name") in app.scene.body and "Errno" not in app.scene.body


def test_lan_saves_are_listed_by_their_players_round_and_day(app):  # noqa: F811
    game = new_game(players=3, seed=2, names=["Anna", "Bob", "Adept"])
    info = {"room": "r1", "name": "T", "host_sha256": "a" * 64, "seats": []}
    save_lan(game, info, app.save_dir / "lan-0123456789abcdef.luna")
    press_button(app, button_named(app, t("menu.load")))
    rows = [r["text"] for r in app.scene.list.item_list]
    (row,) = [r for r in rows if r.startswith("LAN")]
    assert row.startswith("LAN: Anna, Bob, Adept — round 1, ")
    assert "lan-" not in row and row == save_row(app.scene.entries[0])


def test_a_join_to_an_address_that_does_not_answer_keeps_the_window_alive_and_cancels(
        app):  # noqa: F811
    """Issue 23, the second attacker: Join to an address that takes a connection and says
    nothing froze the window up to 5 s. Now Join works in a thread: the window keeps
    drawing, says "Connecting…", and its Join button cancels."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(4)                        # takes the connection, never answers
    try:
        press_button(app, button_named(app, t("menu.lan")))
        menu = app.scene
        menu.address.set_text(f"127.0.0.1:{silent.getsockname()[1]}")
        start = time.monotonic()
        press_button(app, menu.join_btn)
        frames(app, 10)
        assert time.monotonic() - start < 1.5           # the window was never held
        assert app.scene is menu and menu.joining is not None
        assert menu.status.text == t("lan.connecting")
        assert menu.join_btn.text == t("btn.cancel")
        press_button(app, menu.join_btn)                # Cancel
        assert menu.joining is None and menu.join_btn.text == t("lan.join")
        frames(app, 20)
        assert app.scene is menu and menu.status.text == ""   # no late word of it
    finally:
        silent.close()
