"""Issue 23 §2 in the window: a relay at an address met before that shows another key is
refused before our name or any proof is sent, the player reads both fingerprints, and
only "Trust the new key" joins it."""

from fakerelay import FakeRelay
from test_lan_ui import _frames_until, _join_from_menu, _press_join, app  # noqa: F401

from luna.client.demo.driver import frames, press_button
from luna.client.screens.card import ConfirmDialog
from luna.client.screens.lobby import Lobby
from luna.client.tables import lan_open
from luna.net.wire.protocol import msg
from luna.net.wire.secure import Identity, fingerprint
from luna.text import t


def _relay_with_a_table():
    def script(m):
        if m.get("type") == "rooms":
            return [msg("room_list", name="Relay", rooms=[{
                "room": "r1", "name": "Ann", "phase": "lobby", "players": 2,
                "open_seats": 1, "names": ["Ann", ""]}])]
        return []
    return FakeRelay(script)


def test_a_changed_relay_key_is_shown_with_both_fingerprints_and_joined_only_if_trusted(
        app):  # noqa: F811
    fake = _relay_with_a_table()
    before = Identity.fresh()                 # the relay we met at this address last time
    try:
        lan_open.pins(app).check(f"127.0.0.1:{fake.port}", before.public)
        _join_from_menu(app, fake.port, "Gus")
        frames(app, 30)
        warning = app.scene
        assert isinstance(warning, ConfirmDialog)
        assert warning.head == t("lan.key_changed_head")
        assert fingerprint(before.public) in warning.body
        assert fingerprint(fake.identity.public) in warning.body
        assert not any(m.get("type") in ("join", "rooms") for m in fake.received)

        press_button(app, warning.ok)                 # Cancel: still nothing sent
        frames(app, 30)
        assert not isinstance(app.scene, (ConfirmDialog, Lobby))
        assert not any(m.get("type") == "join" for m in fake.received)

        _press_join(app)                              # asked again, trusted this time
        frames(app, 30)
        press_button(app, app.scene.yes)
        _frames_until(app, lambda: isinstance(app.scene, Lobby))
        _frames_until(app, lambda: any(m.get("type") == "join" and m.get("name") == "Gus"
                                       for m in fake.received), 5)
        assert lan_open.pins(app).known[f"127.0.0.1:{fake.port}"] == fake.identity.public
    finally:
        fake.close()
