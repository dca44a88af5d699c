"""Issue 23 §1 in the window: connection errors in the player's words, the LAN menu that
remembers the name and address it joined with, LAN saves listed by their players."""

from test_lan_ui import _free_port, app  # noqa: F401 (fixture)

from luna.client.app import App
from luna.client.demo.driver import button_named, frames, press_button
from luna.client.screens.card import MessageDialog
from luna.engine import new_game
from luna.net.lansave import save_lan
from luna.text import save_row, t


def test_a_refused_connection_is_said_in_words_and_the_address_is_remembered(app):  # noqa: F811
    port = _free_port()                  # nothing listens there
    press_button(app, button_named(app, t("menu.lan")))
    app.scene.name.set_text("Bea")
    app.scene.address.set_text(f"127.0.0.1:{port}")
    press_button(app, app.scene.join_btn)
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
    press_button(app, app.scene.join_btn)
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
