"""A temple field's hover text stands beside the field and its neighbours, never over
them, and says what it says in fewer lines: a German fresh player at 1024x700, 150 %,
read a 14-line text standing over the temple it spoke of. Driven on the real loop."""

from __future__ import annotations

import pygame
import pytest
from test_ring_form import midgame

from luna.client import fonts
from luna.client.board.targets import Field
from luna.client.demo.driver import frames, make_app
from luna.client.fonts import font
from luna.client.game.tooltips import tooltip
from luna.client.opening import open_game
from luna.client.widgets.overlays import TIP_SIZE
from luna.engine.temple import neighbours

SIZES = (((1024, 700), "de", 150), ((1280, 800), "fr", 125), ((1920, 1080), "en", 100))


@pytest.mark.parametrize("size, lang, text_size", SIZES)
def test_a_fields_text_stands_beside_it_and_its_neighbours(tmp_path, size, lang, text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=lang, text_size=text_size)
    try:
        open_game(app, midgame(7, 60, players=4), autosave=False)
        frames(app, 20)
        sc = app.scene
        fields = [(r, tg) for r, tg in sc.board.hits if isinstance(tg, Field)]
        longest = sorted(fields, key=lambda rt: -len(tooltip(rt[1], sc.snap) or ""))[:4]
        for rect, tg in longest:
            for pos in ((2, 2), rect.center):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos,
                                                     rel=(0, 0), buttons=(0, 0, 0)))
                frames(app, 30)
            tip = sc.tip_rect
            assert sc.hover == tg and tip is not None, tg
            close = set(neighbours(sc.snap, tg.field))
            kept = [r for r, f in fields if f == tg or f.field in close]
            assert tip.collidelist(kept) < 0, (tg, tip, kept)
            assert app.screen.get_rect().contains(tip)
            rows = (tip.h - fonts.px(12)) / font(TIP_SIZE).get_linesize()
            assert rows <= 11, (tg, rows)          # (14 lines and the rules' line before)
    finally:
        fonts.set_text_size(100)
        pygame.event.clear()
