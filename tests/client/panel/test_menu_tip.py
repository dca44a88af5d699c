"""The Menu button's hover text says what Esc does (fresh13, s04: a bare "Esc" chip stood
beside it on the board at 1024x700, unexplained). Pointed at on the real loop at normal
speed, in German and French: its words name the key and the menu it opens, the box stands
whole in the window, and the key does open that menu."""

from __future__ import annotations

import pygame
from test_board_look import midgame
from test_layout_hover import _move

from luna import text as i18n
from luna.client.demo.driver import frames, key, make_app
from luna.client.opening import open_game


def test_the_menu_buttons_hover_text_says_what_esc_does(tmp_path):
    for code in ("de", "fr"):
        app = make_app(tmp_path / code, speed="normal", size=(1024, 700))
        app.settings.language = code
        app.save_settings()
        try:
            open_game(app, midgame(5, 40), autosave=False)
            frames(app, 4)
            scene = app.scene
            menu = scene.panel_buttons.buttons["menu"]
            _move(app, menu.rect.center)
            frames(app, 60)
            tip = app.ui.tips[-1] if app.ui.tips else None
            assert tip is not None and tip.rect is not None, f"{code}: no hover text"
            words = tip.words
            assert words == i18n.t("btn.menu.tip"), words
            assert words.split()[0].rstrip(":") in ("Esc", "Échap"), words
            assert i18n.t("btn.menu").lower() in words.lower(), f"{code}: {words!r}: no menu"
            assert len(words.split()) >= 3, f"{code}: a bare key: {words!r}"
            assert pygame.Rect(app.screen.get_rect()).contains(tip.rect), tip.rect
            _move(app, (2, 2))
            key(app, pygame.K_ESCAPE)                 # and the key does what it says
            frames(app, 4)
            assert app.scene is not scene, f"{code}: Esc opened no menu"
        finally:
            app.settings.language = "en"
            app.save_settings()
