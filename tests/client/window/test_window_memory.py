"""What the window keeps of its pictures and words (issue 51's memory): the rendered words
kept are the latest asked for, never more than RENDERED, and never all dropped at once
(a frame then drew every word anew); a screen's whole-window picture goes with it."""

from __future__ import annotations

import pygame

from luna.client import fonts
from luna.client.demo.driver import frames, make_app
from luna.client.screens import menu


def test_the_words_kept_are_the_latest_and_bounded():
    fonts._rendered.clear()
    latest = fonts.text("The latest words", 15, shared=True)
    for k in range(fonts.RENDERED + 200):
        fonts.text(f"word {k}", 15, shared=True)
        if k % 50 == 0:                      # asked again and again, as a frame does
            assert fonts.text("The latest words", 15, shared=True) is latest
    assert len(fonts._rendered) <= fonts.RENDERED
    assert fonts.text("The latest words", 15, shared=True) is latest
    assert fonts.text(f"word {fonts.RENDERED + 199}", 15, shared=True) is \
        fonts.text(f"word {fonts.RENDERED + 199}", 15, shared=True)


def test_the_menus_whole_window_picture_goes_with_the_menu(tmp_path):
    app = make_app(tmp_path, speed="normal")
    frames(app, 2)
    assert menu._GROUNDS
    app.goto("rules")
    frames(app, 2)
    assert not menu._GROUNDS
    app.goto("menu")
    frames(app, 2)
    assert menu._GROUNDS and isinstance(app.scene, menu.MainMenu)
    assert app.screen.get_at((5, 5)) != pygame.Color(0, 0, 0)
