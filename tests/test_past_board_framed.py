"""A French fresh player (1280x800, 125 %) clicked a log line and found the past board
"exactly like the live board": only the panel said it was the past. While a line is
looked back at, the board stands framed in gold, named at its foot ("Looking back (Esc:
the present)") where no island, piece or name lies; back in the present, neither. On the
real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest
from test_panel_steady import _game

from luna.client import fonts
from luna.client.board.targets import Figure, Group, Island, IslandFavours, LogLine, Shrine
from luna.client.demo.driver import click, frames, key
from luna.client.learn.look_back import TITLE, past_frame


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
        plate = past_frame(app.screen.copy(), board)
        assert board.contains(plate)
        under = [tg for r, tg in scene.board.hits if plate.colliderect(r) and isinstance(
            tg, Island | Group | IslandFavours | Shrine | Figure)]
        assert not under and plate.collidelist(scene.board.labels) < 0, under
        key(app, pygame.K_ESCAPE)
        frames(app, 20)
        assert scene.back is None and gold_edge() < 3
    finally:
        fonts.set_text_size(100)
