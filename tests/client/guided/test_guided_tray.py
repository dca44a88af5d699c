"""A tray opened under the guided game's card keeps readable tiles: a fresh player at
1024x700 with 150 % text clicked their lying novices at the Herbs step and met seven
tiles 40 px tall, their words ~9 px, beside a card that took half the action area."""

from __future__ import annotations

import pytest
from guided_steps import NOTES, at_step

from luna.client.demo.driver import click, frames, make_app, target_rect
from luna.client.learn.lessons import STEPS
from luna.client.opening import open_game
from luna.client.window import fonts

LEAST = 54            # px: a tile's picture and its word at 150 % (the player's were 40)


@pytest.mark.parametrize("key", ["herbs", "tides"])
def test_a_tray_under_the_guided_card_keeps_its_tiles_readable(tmp_path, key):
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    try:
        k = next(i for i, s in enumerate(STEPS) if s.key == key)
        open_game(app, at_step(k), autosave=False, tutorial={"seen": list(NOTES), "tips": True})
        frames(app, 10)
        sc = app.scene
        lit = next(tg for tg in sorted(sc.clickable, key=repr) if tg.what == "group")
        click(app, target_rect(sc, lit).center)
        frames(app, 30)                               # the tray opens, at normal speed
        ring, card = sc.ring, sc.lesson.box
        assert ring is not None and len(ring.actions) >= 6, ring and ring.actions
        assert ring.tile[1] >= LEAST, ring.tile
        assert card is not None and not card.colliderect(ring.rect), (card, ring.rect)
        assert card.h >= 3 * fonts.line_height(13), card     # what to click: in sight
    finally:
        fonts.set_text_size(100)
