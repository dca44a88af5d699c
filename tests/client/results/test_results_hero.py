"""The winner's moment on the results screen (issue 21; fresh players today: sparks
over the score table, the big "36 / Yellow's influence" floating right of the title). On
the real loop at normal speed, at the three window sizes (the smallest at 150 % too), in
English and German: the sparks stay in the header above the table, the winner's total
stands in the winner line ("Red wins!  75 influence"), the header centred as one, and
the winner's light stands whole inside the window."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves

from luna.client.demo.driver import frames, make_app
from luna.text import t


@pytest.fixture(scope="module")
def finished():
    return random_moves(3, 4)


CASES = [((1024, 700), "en", 100), ((1024, 700), "de", 150), ((1280, 800), "en", 100),
         ((1920, 1080), "de", 100)]


@pytest.mark.parametrize("size,lang,text_size", CASES,
                         ids=[f"{s[0]}x{s[1]}-{lg}-{ts}" for s, lg, ts in CASES])
def test_the_sparks_stay_over_the_table_and_the_total_stands_in_the_winner_line(
        tmp_path, finished, size, lang, text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=lang)
    app.settings.text_size = text_size
    app.save_settings()
    app.open("results", finished)
    scene = app.scene
    window = pygame.Rect(0, 0, *size)
    seen = 0
    for _ in range(200):                           # the moment, frame by frame
        frames(app, 1)
        glow = scene.party.glow_rect
        assert glow is not None and window.contains(glow), (glow, window)
        for star in scene.party.stars:
            if star.w and star.h:
                seen += 1
                assert star.bottom <= scene.table_rect.top, (star, scene.table_rect)
                assert star.collidelist([scene.table_rect, scene.lesson_rect,
                                         scene.chart_rect]) < 0, star
    assert seen > 50                                # (the sparks were there)
    frames(app, 30)                                 # the count is up
    snap = finished.snapshot()
    final = snap["final"]
    p = final["winner"]
    drawn = {}
    for words, r in scene.drawn:                    # (the first: the header's, not the row's)
        drawn.setdefault(words, r)
    title = drawn[t("results.title")]
    line = drawn[t("banner.winner", name=snap["names"][p])]
    number = drawn[str(final["scores"][p])]
    unit = drawn[t("results.total_unit")]
    assert number.left > line.right and unit.left > number.right       # in the line, in turn
    for part in (number, unit):                     # on the line, not beside the title
        assert part.top < line.centery < part.bottom, (part, line)
        assert part.bottom <= scene.table_rect.top and window.contains(part)
    assert abs(title.centerx - (line.left + unit.right) / 2) <= 2       # the line under it
    assert unit.right <= title.right + size[0] // 10       # not out in the gap on the right
    assert line.left >= title.left - size[0] // 10
