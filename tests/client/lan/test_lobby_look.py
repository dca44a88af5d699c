"""The LAN lobby on its card: each seat's widgets (name, colour, kind, ready, the host's
Remove) stand inside their seat's band and the card, their words fit, in four languages,
at the smallest window and a large one, at 100 and 150 % text (the host's Remove stood
outside its row and "Mensch am Gastgeber" was cut at 1024x700). Real relay, real window
frames at normal speed."""

from __future__ import annotations

import pytest
from layout_check import buttons_overlapping, gui_problems

from luna.client.demo.driver import button_named, frames, make_app, press_button, wait_frames
from luna.client.screens import lan
from luna.client.screens.lobby import Lobby
from luna.client.tables import lan_open
from luna.net import NetClient
from luna.text import t


@pytest.fixture
def hosting(tmp_path, monkeypatch):
    monkeypatch.setattr(lan_open, "BIND", "127.0.0.1")
    monkeypatch.setattr(lan_open, "PORTS", (0,))
    monkeypatch.setattr(lan, "SEARCH_TARGET", "127.0.0.1")
    made = []

    def open_lobby(size, code, text_size):
        app = make_app(tmp_path / f"{code}{text_size}", speed="normal", size=size, menu=False)
        app.settings.language, app.settings.text_size = code, text_size
        app.save_settings()
        app.goto("menu")
        frames(app, 2)
        press_button(app, button_named(app, t("menu.lan")))
        app.scene.name.set_text("Anna")
        app.scene.players.selected_option = ("3", "3")
        press_button(app, app.scene.host_btn)
        lobby = app.scene
        assert isinstance(lobby, Lobby)
        wait_frames(app, lambda: lobby.client.view is not None)
        guest = NetClient()
        guest.connect("127.0.0.1", lobby.client.address[1])
        guest.join(lobby.client.room, "Bartholomew")
        made.append((app, guest))
        wait_frames(app, lambda: lobby.removers)        # the guest is in: Remove stands
        frames(app, 30)
        return app, lobby
    yield open_lobby
    for app, guest in made:
        guest.close()
        app.scene.exit()
        app.scene.client.close()
        if app.scene.server is not None:
            app.scene.server.stop()


@pytest.mark.parametrize("size, code, text_size", [
    ((1024, 680), "de", 100), ((1024, 680), "nl", 100), ((1024, 680), "fr", 150),
    ((1280, 800), "en", 150), ((1920, 1080), "de", 125)])
def test_every_seats_widgets_stand_on_its_band_inside_the_card(hosting, size, code,
                                                               text_size):
    app, lobby = hosting(size, code, text_size)
    where = f"lobby {code} {size} {text_size}%"
    bad = gui_problems(app, where) + buttons_overlapping(app, where)
    card = lobby.card()
    assert app.screen.get_rect().contains(card), where
    seats = lobby.client.view["seats"]
    for s in seats:
        row = dict(lobby.rows.get(s["seat"], {}))
        if s["seat"] in lobby.removers:
            row["remove"] = lobby.removers[s["seat"]]
        widgets = list(row.values())
        if not widgets:
            continue
        band = lobby.band(min(el.rect.y for el in widgets))
        for name, el in row.items():
            if not band.contains(el.rect):
                bad.append(f"{where}: seat {s['seat']}'s {name} {el.rect} leaves {band}")
    assert lobby.lock is not None                    # the host may lock its lobby
    for el in (lobby.back, lobby.start, lobby.lock):
        if not card.contains(el.rect):
            bad.append(f"{where}: {el.text!r} leaves the card")
    assert bad == []
    assert lobby.removers                            # the host may remove the guest
