"""The rules book's picture of the council (a fresh player: "The 'Council of priests'
label is cut off at the top. Seats 1 and 3 are hidden under discs while the caption says
'Two discs on seat 3'"): at every width the book draws it at, and at every text size,
the council's name stands whole inside the picture, every seat's number is drawn and no
disc covers one, every disc inside the picture."""

from __future__ import annotations

import pytest
from layout_check import RecordingSurface

from luna.client.board.art.pieces import DISC_H
from luna.client.learn import rules_pictures
from luna.client.window import fonts
from luna.text import t


@pytest.fixture(autouse=True)
def text_size_after():
    yield
    fonts.set_text_size(100)


@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize("width", [260, 330, 420, 560])
def test_the_council_picture_shows_its_name_and_every_seats_number(monkeypatch, width,
                                                                     text_size):
    fonts.set_text_size(text_size)
    drawn = {}

    def stone(w, h):
        drawn["surf"] = RecordingSurface((w, h))
        return drawn["surf"]

    class Board(rules_pictures.BoardView):
        def __init__(self):
            super().__init__()
            drawn["board"] = self

    monkeypatch.setattr(rules_pictures, "_stone", stone)
    monkeypatch.setattr(rules_pictures, "BoardView", Board)
    fonts.drawn = {}
    try:
        img = rules_pictures.council(width)
    finally:
        fonts.drawn = None
    area = img.get_rect()
    texts = drawn["surf"].texts
    name = [d for d in texts if d.words == t("council.label")]
    assert name and area.contains(name[0].rect), f"the name {name} cut off in {area}"
    discs = [r for r, _ in drawn["board"].discs]
    assert len(discs) == 3
    for d in discs:
        body = d.clip(d.x, d.y, d.w, round(d.w * DISC_H))
        assert area.contains(body), f"a disc {body} cut off in {area}"
    for seat in range(6):
        number = [d.rect for d in texts if d.words == str(seat)]
        assert number, f"seat {seat} has no number"
        ink = number[0].inflate(-2, -4)
        assert area.contains(number[0]), f"seat {seat}'s number off the picture"
        assert ink.collidelist(discs) < 0, f"seat {seat}'s number {ink} under a disc"
