"""A menu button's words keep air to its borders (a fresh French player at 1920x1080,
125 %: "Sauvegarder" nearly touched its button's border in the in-game menu): at
1920x1080 French 125 % and 1024x700 German 150 %, each of the in-game menu's buttons and
the Save card's answers leaves its words at least two thirds of their line's height each
side. Through the app's own frames."""

from __future__ import annotations

import pygame
import pytest
from layout_check import _words_width
from test_ring_form import midgame

from luna.client import fonts
from luna.client.demo.driver import frames, key, make_app, press_button
from luna.client.opening import open_game
from luna.text import t


def _air(app) -> list[str]:
    bad = []
    for el in app.ui.get_sprite_group().sprites():
        if type(el).__name__ != "UIButton" or not el.visible or not el.alive() or not el.text:
            continue
        f = el.font if getattr(el, "font", None) is not None else el.ui_theme.get_font(
            el.combined_element_ids)
        side = (el.rect.w - _words_width(el)) / 2
        if side < 2 * f.size("Ag")[1] / 3:
            bad.append(f"{el.text!r}: {side:.0f} px each side of its words in {el.rect.w}")
    return bad


@pytest.mark.parametrize("size,lang,text_size", [((1920, 1080), "fr", 125),
                                                  ((1024, 700), "de", 150)], ids=str)
def test_the_menus_buttons_keep_air_round_their_words(tmp_path, size, lang, text_size):
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.language, app.settings.text_size = lang, text_size
    app.save_settings()
    try:
        open_game(app, midgame(7, 20), autosave=False)
        frames(app, 20)
        key(app, pygame.K_ESCAPE)                          # the in-game menu
        frames(app, 5)
        bad = [f"menu: {b}" for b in _air(app)]
        save = next(el for el in app.ui.get_sprite_group().sprites()
                    if getattr(el, "text", None) == t("menu.save"))
        press_button(app, save)                           # the Save card's answers
        frames(app, 5)
        bad += [f"save: {b}" for b in _air(app) if t("menu.save") in b or
                t("btn.cancel") in b]
        assert not bad, "\n".join(bad)
    finally:
        fonts.set_text_size(100)
