"""Hover texts: every thing drawn on the board says something, and a stale hover (the
board changed under a still mouse) says nothing instead of crashing the window."""

import pygame
import pytest

from luna.client.board.targets import Field, Tile
from luna.client.demo.driver import button_named, frames, make_app, press_button
from luna.client.widgets.tooltips import tooltip
from luna.text import t


@pytest.fixture
def scene(tmp_path):
    app = make_app(tmp_path)
    press_button(app, button_named(app, t("menu.new")))
    app.scene.seed = 3
    app.scene.setup = "random"
    press_button(app, app.scene.start)
    frames(app, 2)
    return app, app.scene


def test_every_target_on_the_board_has_a_hover_text(scene):
    app, sc = scene
    kinds = {tg.what for _, tg in sc.board.hits}
    assert {"island", "tile", "field", "figure", "player"} <= kinds
    for _, tg in sc.board.hits:
        tip = tooltip(tg, sc.snap)
        assert tip and isinstance(tip, str), tg


def test_a_target_that_left_the_board_has_no_hover_text(scene):
    _, sc = scene
    assert tooltip(Tile(999), sc.snap) is None
    assert tooltip(Field(999), sc.snap) is None
    assert tooltip(("no such thing",), sc.snap) is None


def test_the_hover_follows_the_board_under_a_still_mouse(scene):
    app, sc = scene
    rect, target = next((r, tg) for r, tg in sc.board.hits if tg.what == "tile")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    assert sc.hover == target
    sc.hover = Tile(999)                 # what the mouse saw before the board changed
    frames(app, 1)
    assert sc.hover == target


def test_a_temple_field_says_its_colour_is_the_boards_not_a_players(scene):
    _, sc = scene
    field = next(tg for _, tg in sc.board.hits if isinstance(tg, Field))
    assert t("tip.field.board") in tooltip(field, sc.snap)
    assert {"panel_item"} <= {tg.what for _, tg in sc.board.hits}   # the panel's parts
