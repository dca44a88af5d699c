"""The Council tile's target badge ("seat 7": the seat the disc reaches) reads as
every badge reads, its number light on a dark stone (a French fresh player at 1280x800,
125 %: "dark grey digits on a grey disc"; a German one at 1024x700, 150 %: "white on a gold
disc": the number on a pill of that stone, no brass ring round it). It says "seat" in
words: an arrow and a number alone read as "+3", steps or influence (F075)."""

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



@pytest.mark.parametrize("h", [13, 19, 24])
def test_the_arrow_reads_as_an_arrow_not_a_plus(h):
    """"→ 7": the arrow's tallest column (its head's base) in its right third and its
    thin shaft over half its length; a short thick arrow with its head's base at its
    middle read as "+7", steps or influence (F075)."""
    img = seat_badge(7, h, 14)
    w, h = img.get_size()           # (inside its brass rim and its rounded ends)
    gold = [[y for y in range(1, h - 1) if _gold(img.get_at((x, y)))]
            if h // 2 <= x < w - h // 2 else [] for x in range(w)]
    cols = [x for x, ys in enumerate(gold) if ys]
    assert cols, "no gold arrow"
    left, right = cols[0], cols[-1]
    heights = {x: len(gold[x]) for x in cols}
    tallest = max(heights.values())
    base = min(x for x in cols if heights[x] == tallest)
    assert base >= left + 0.6 * (right - left), (base, left, right)
    thin = [x for x in cols if heights[x] <= tallest * 0.35]
    assert len(thin) >= 0.5 * (right - left + 1), (len(thin), left, right)


def _gold(c) -> bool:
    """The arrow's gold, its edges too (not the number's light ink, nor the stone)."""
    return c.a >= 200 and c.r >= 150 and c.r - c.b >= 50
