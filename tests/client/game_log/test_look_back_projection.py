"""The look back says the projection as the panel does (fresh players: "prévision 10",
"Prognose 22" on the board as it was, "→22" everywhere else): the "to move" chip's room
counted on the mover's card as in play, one notation for the cards at a window and text
size. On the real loop."""

from __future__ import annotations

import pytest
from human import Person
from layout_check import draw_recorded
from positions import random_moves

from luna.client import fonts
from luna.client.board.targets import LogLine
from luna.client.opening import open_game


@pytest.mark.parametrize("size, language, text_size, moves", [
    ((1280, 800), "fr", 125, 60), ((1024, 700), "de", 150, 60), ((1280, 800), "fr", 125, 30)])
def test_the_look_back_says_the_projection_as_the_panel(tmp_path, size, language,
                                                          text_size, moves):
    person = Person(tmp_path, size=size, language=language, text_size=text_size)
    try:
        open_game(person.app, random_moves(4, 3, moves), autosave=False)
        person.settle()
        scene = person.scene
        live = scene.panel.projected_said
        last = len(scene.log.lines) - 1
        person.click_on(LogLine(last))
        person.wait(0.5)
        assert scene.back is not None
        draw_recorded(person.app)
        assert scene.panel.projected_said == live, live
    finally:
        person.close()
        fonts.set_text_size(100)
