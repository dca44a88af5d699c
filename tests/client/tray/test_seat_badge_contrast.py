"""The Council tile's target badge ("→7", "→10": the seat the disc reaches) reads as
every badge reads, its number light on a dark stone (a French fresh player at 1280x800,
125 %: "dark grey digits on a grey disc"; a German one at 1024x700, 150 %: "white on a gold
disc": the number on a pill of that stone, no brass ring round it)."""

from __future__ import annotations

from collections import Counter

import pytest

from luna.client import fonts
from luna.client.board.action_art import seat_badge
from luna.client.widgets.palette import contrast


@pytest.mark.parametrize("text_size", [100, 125, 150])
def test_the_seat_number_stands_out_of_its_stone(text_size):
    fonts.set_text_size(text_size)
    try:
        img = seat_badge(10, 24, 14)
        w, h = img.get_size()
        colours = Counter()
        for x in range(w // 2, w):               # the stone, right of the gold arrow
            for y in range(h):
                c = img.get_at((x, y))
                if c.a >= 200:               # (the pill's stone: 240, its rim 255)
                    colours[tuple(c)[:3]] += 1
        stone = colours.most_common(1)[0][0]
        number = max(colours, key=lambda c: contrast(c, stone))
        assert contrast(number, stone) >= 7, (number, stone)
        # and the stone stands out of the badge's dark pill as a stone (not a hole)
        assert sum(stone) > 3 * 40, stone
    finally:
        fonts.set_text_size(100)
