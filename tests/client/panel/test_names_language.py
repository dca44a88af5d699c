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
    app = make_app(tmp_path, speed="normal", size=(1024, 700), menu=False)
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


def _to_language(person, code: str, by_key: bool = False) -> None:
    """The in-game Settings through the pause menu (its Menu button, or Esc), the
    language chosen in its list, back to the game; frames drawn all the way."""
    from luna.client.screens.settings_dialog import SettingsDialog
    if by_key:
        person.key(pygame.K_ESCAPE)
    else:
        person.press(t("btn.menu"))
    person.press(t("menu.settings"))
    assert isinstance(person.scene, SettingsDialog)
    person.choose(person.scene.lang, i18n.LANGUAGE_NAMES[code])
    assert person.app.settings.language == code
    person.press(t("new.back"))
    person.key(pygame.K_ESCAPE)                    # the pause menu: back to the game


def test_a_language_change_in_any_state_of_the_game_keeps_the_window(tmp_path, english):
    """F248: the window closed once when Français was chosen in the in-game Settings
    just after a look back. The language changed through the pause menu and the
    Settings with a computer's move being shown, just after a look back, with a hover
    text up and with a tray open: the window goes on drawing and playing in the new
    language each time (not reproduced; this sweeps the states the report names)."""
    from human import Person

    from luna.client.board.targets import LogLine
    from luna.client.demo.driver import first_action, target_rect

    person = Person(tmp_path, size=(1280, 800))
    app = person.app
    try:
        open_game(app, new_game(players=2, seed=3, seats=[
            {"kind": "human"}, {"kind": "random", "seed": 1}]), autosave=False)
        person.settle()
        game = person.scene

        def back_in(code: str) -> None:
            assert app.scene is game and i18n.language() == code
            n = len(game.game.log)
            person.until(lambda: game.table.may_act and game.at_rest(), seconds=60,
                         wall=60, what="the person's turn")
            assert t("menu.settings") not in person.usable()   # (the game's own buttons)
            target, kind = first_action(game)       # and it plays on
            person.act(target, kind)
            person.until(lambda: len(game.game.log) > n, what="the move played")

        back_in("en")                              # a computer's move being shown
        person.until(lambda: game.show.busy or bool(game.anims), seconds=60, wall=60,
                     what="the computer's move shown")
        _to_language(person, "fr")
        back_in("fr")

        person.until(lambda: game.table.may_act and game.at_rest(), seconds=60, wall=60)
        lines = sorted(tg.line for _, tg in game.board.hits
                       if isinstance(tg, LogLine) and game.log.causes[tg.line])
        person.click_on(LogLine(lines[-1]))       # a look back, and back by the same line
        assert game.back is not None
        person.click_on(LogLine(lines[-1]))
        assert game.back is None
        _to_language(person, "de")
        back_in("de")

        person.until(lambda: game.table.may_act and game.at_rest(), seconds=60, wall=60)
        lines = sorted(tg.line for _, tg in game.board.hits
                       if isinstance(tg, LogLine) and game.log.causes[tg.line])
        person.point(target_rect(game, LogLine(lines[-1])).center)   # its hover text up
        person.until(lambda: game.hover_text.rect is not None, what="the hover text")
        _to_language(person, "nl", by_key=True)
        back_in("nl")

        person.until(lambda: game.table.may_act and game.at_rest(), seconds=60, wall=60)
        target, _ = first_action(game)
        person.click_on(target)                    # a tray open
        assert game.ring is not None
        _to_language(person, "en")
        back_in("en")
    finally:
        person.close()
