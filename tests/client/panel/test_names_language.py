"""A game open while the player switches the language in the settings (fresh9): its
default names ("Yellow") read in the new language at once, on the screen under the
settings and after it (a typed name stays), and the retold log names no one in the old
language. Driven through the pause menu and the settings' language list at normal speed."""

from __future__ import annotations

import pygame
import pytest

from luna.client.demo.driver import click, frames, key, make_app
from luna.client.opening import open_game
from luna.client.screens.game import GameScene
from luna.engine import new_game
from luna.text import i18n, set_language, t


def press(app, text: str) -> None:
    for el in app.ui.get_sprite_group().sprites():
        if getattr(el, "text", None) == text and el.visible and el.alive():
            click(app, el.rect.center)
            return
    raise AssertionError(f"no {text!r} on screen")


@pytest.fixture
def english():
    set_language("en")
    yield
    set_language("en")


def test_default_names_follow_a_language_switch(tmp_path, english):
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    open_game(app, new_game(players=4, seed=3, names=["Anna", "Red", "Blue", "White"],
                            colours=["yellow", "red", "blue", "white"]), autosave=False)
    frames(app, 30)
    game = app.scene
    assert isinstance(game, GameScene)
    me = game.game.to_move
    assert me != 0 and game.status_line().startswith(["", "Red", "Blue", "White"][me])
    key(app, pygame.K_ESCAPE)                         # the pause menu
    press(app, t("menu.settings"))
    dialog = app.scene
    click(app, dialog.lang.rect.center)               # the language list opens
    press(app, i18n.LANGUAGE_NAMES["de"])
    frames(app, 10)
    assert app.settings.language == "de"
    assert game.snap["names"] == ["Anna", "Rot", "Blau", "Weiß"]   # Anna as typed
    assert game.status_line().startswith(game.snap["names"][me])     # under the settings already
    key(app, pygame.K_ESCAPE)
    while app.scene is not game:
        key(app, pygame.K_ESCAPE)
    frames(app, 30)
    assert game.status_line().startswith(["", "Rot", "Blau", "Weiß"][me] + ", ")
    assert game.game.header["names"] == ["Anna", "Rot", "Blau", "Weiß"]
    said = " ".join(text for line in game.log.lines for text, _ in [line[:2]])
    assert not {"Red", "Blue", "White"} & set(said.replace(",", " ").split())
