"""A French fresh player (1280x800, 125 %) clicked a log line and found the past board
"exactly like the live board": only the panel said it was the past. While a line is
looked back at, the board stands framed in gold, named ("Looking back") at its foot, up
its sides or at its top where no piece, count or name lies (a German and a French player
then saw the first form of the name over a row of lying novices); back in the present,
neither. On the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves
from test_panel_steady import _game

from luna.client import fonts
from luna.client.board.targets import Figure, Group, IslandFavours, LogLine, Shrine
from luna.client.demo.driver import click, frames, key, make_app
from luna.client.game.look_back import TITLE, past_name_place
from luna.client.opening import open_game


@pytest.mark.parametrize("size,code,text_size", [((1280, 800), "fr", 125),
                                                   ((1024, 700), "de", 150),
                                                   ((1920, 1080), "en", 100)], ids=str)
def test_the_past_board_is_framed_and_named(tmp_path, size, code, text_size):
    app = _game(tmp_path, size, code, text_size)
    scene = app.scene
    board = pygame.Rect(scene.lay.board)
    try:
        def gold_edge() -> int:
            return sum(tuple(app.screen.get_at((x, board.top + 1)))[:3] == TITLE
                       for x in range(board.left + 20, board.right - 20, 10))
        assert gold_edge() < 3                             # the present: no frame
        line = max(r for r, tg in scene.board.hits if isinstance(tg, LogLine))
        click(app, line.center)
        frames(app, 30)
        assert scene.back is not None
        assert gold_edge() > (board.w - 40) // 10 * 0.9   # the past: framed
        _clear_of_the_pieces(scene, board)
        key(app, pygame.K_ESCAPE)
        frames(app, 20)
        assert scene.back is None and gold_edge() < 3
    finally:
        fonts.set_text_size(100)


def _clear_of_the_pieces(scene, board: pygame.Rect) -> None:
    plate = past_name_place(board, scene.board.hits, scene.board.labels)
    assert board.contains(plate)
    under = [tg for r, tg in scene.board.hits if plate.colliderect(r) and isinstance(
        tg, Group | IslandFavours | Shrine | Figure)]
    assert not under and plate.collidelist(scene.board.labels) < 0, (plate, under)


def test_the_past_boards_name_keeps_off_the_lying_novices(tmp_path):
    """1024x700 at 150 %, busy boards: the bottom islands' rows of lying novices reach the
    board's foot; the name stands where it covers none of them."""
    app = make_app(tmp_path, speed="normal", size=(1024, 700), language="de")
    app.settings.text_size = 150
    app.save_settings()
    app.goto("menu")
    try:
        for seed in range(8):
            open_game(app, random_moves(4, seed, 45), autosave=False)
            frames(app, 3)
            _clear_of_the_pieces(app.scene, pygame.Rect(app.scene.lay.board))
    finally:
        fonts.set_text_size(100)
