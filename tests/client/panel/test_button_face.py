"""One button face (issue 21, F058: a fresh player saw the dialogs' Back and Start, the
menus' and the results' buttons in Cinzel small capitals beside Noto Sans buttons in the
game's panel, the Review's Cancel and the scoring's Continue). Cinzel is for titles only:
every button on every screen reached through the real loop at normal speed is drawn in
the face of the game panel's buttons."""

from __future__ import annotations

import pygame
from positions import random_moves

from luna.client.demo.driver import frames, key, make_app
from luna.client.opening import open_game


def _face(button) -> str:
    return button.font._GUIFontPygame__internal_font.name


def _buttons(app) -> list:
    return [el for el in app.ui.get_root_container().elements
            if type(el).__name__ == "UIButton" and el.visible and el.alive()
            and getattr(el, "text", "")]


def test_every_button_wears_the_game_panels_face(tmp_path):
    app = make_app(tmp_path, speed="normal", menu=False)
    open_game(app, random_moves(3, 3, 20), autosave=False)
    frames(app, 20)
    panel = {_face(b) for b in app.scene.buttons.values() if b.visible}
    assert panel and not any("Cinzel" in f for f in panel), panel
    finished = random_moves(3, 4)
    bad, seen = [], 0
    key(app, pygame.K_ESCAPE)                  # the pause menu, over the game
    for name, args in (("pause", ()), ("menu", ()), ("new_game", ()), ("solo", ()),
                       ("settings", ()), ("results", (finished,)), ("load", ()),
                       ("rules", ())):
        if name != "pause":
            app.goto(name, *args) if name != "results" else app.open(name, *args)
        frames(app, 30)
        assert type(app.scene).__name__ != "GameScene", name
        for b in _buttons(app):
            seen += 1
            if _face(b) not in panel:
                bad.append(f"{name}: {b.text!r} in {_face(b)}")
    assert seen >= 20, seen
    assert not bad, "\n".join(bad)
