"""The action tray's numbers read (F048: ~8 px numbers on the cost badges at 150 %
text): in the smallest window at every text size each badge is at least as tall as the
body text (the hover texts' size, times the player's text size) and its number is drawn
at that size at least, never shrunk to its tile; each badge stays clear of the tile's
− / + and favour chip. Through the app's own frames at normal speed."""

from __future__ import annotations

import pytest
from test_ring_form import _tray, mine

from luna.client import fonts
from luna.client.board import action_art
from luna.client.demo.driver import frames, make_app
from luna.client.game import tray_open
from luna.client.game.ring import BODY
from luna.client.opening import open_game

FIGURES = set(action_art.FIGURES)


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_trays_badges_are_as_tall_as_the_body_text(tmp_path, text_size):
    game, tides, herbs = mine()
    app = make_app(tmp_path, speed="normal", size=(1024, 700))
    app.settings.text_size = text_size
    app.settings.language = "de"
    app.save_settings()
    open_game(app, game, autosave=False)
    frames(app, 30)
    body = fonts.px(BODY)
    assert body >= round(BODY * text_size / 100)         # the text size's, not the board's
    for island in (tides, herbs):
        tray_open.close_tray(app.scene)
        ring = _tray(app, island)
        for cache in (action_art._cost, action_art._gain, action_art._seat):
            cache.cache_clear()                          # its badges made afresh, seen
        ring._image = None
        fonts.drawn = {}
        try:
            frames(app, 2)
            numbers = [(s, px) for _, s, px in fonts.drawn.values()
                       if s and set(s) <= FIGURES and s[0] in "−+" and s[1:].isdigit()]
        finally:
            fonts.drawn = None
        assert ring.badge_rects and numbers
        for b in ring.badge_rects:
            assert b.h >= body, f"a badge {b.h} px high under the body text's {body} px"
        for s, px in numbers:
            assert px >= body, f"{s!r} drawn at {px} px under the body text's {body} px"
        controls = [r for r, _, part in ring.parts if part != "card"]
        for b in ring.badge_rects:
            assert b.collidelist(controls) < 0, (b, controls)
