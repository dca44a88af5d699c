"""The instructions of a move built by clicks (Travel, Tides, Sailboat) stand in full
over the board at every window size and in every language: nothing cut off."""

from __future__ import annotations

import pygame
import pytest

from luna import text as i18n
from luna.client.fonts import font
from luna.client.game_overlays import HELP_SIZE, help_box
from luna.client.layout import compute
from luna.text import t

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(i18n.LANGUAGE_NAMES))
def test_the_move_instructions_fit_over_the_board(size, code):
    i18n.set_language(code)
    w, h = size
    lay = compute(w, h, 4, 2)
    board_w = lay.board[2]
    for ctype in ("travel", "tides", "sailboat"):
        words = t(f"builder.{ctype}")
        box, lines = help_box(words, board_w, h)
        assert " ".join(lines).split() == words.split()           # every word is there
        for line in lines:
            assert font(HELP_SIZE).size(line)[0] <= box.w - 20, (ctype, line)
        assert box.left >= 0 and box.right <= board_w              # clear of the panel
        assert box.top >= h // 2 and box.bottom <= h - 50          # above the Confirm bar
