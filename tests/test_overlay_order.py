"""The boxes over the game screen in order and in their places (issue 21, look16): the
Hint's box says the whole hint, however long, at every text size (a fresh player read
"…to the Novice island; 3" and no more) and covers nothing it marks; one box at a time
near the pointer (a pressed button's hover text goes, and the Hint's words give way to a
hover text); a score's gain flies to the player's score in the panel; another player's
move is told in one fixed corner of the board. Each on the real loop at normal speed."""

from __future__ import annotations

import pygame
import pytest

from luna import text as i18n
from luna.client import fonts
from luna.client.board.marks import Hint, hint_marks
from luna.client.demo.driver import click, frames, make_app, wait_frames
from luna.client.fonts import px, wrap
from luna.client.opening import open_game
from luna.client.play.hinting import WORDS_SIZE
from luna.engine import new_game


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")
    fonts.set_text_size(100)


def _tides_game():
    """A game where the Tides may bring three novices to one island (a long hint)."""
    return new_game(players=3, seed=1, setup="intro", seats=[{"kind": "human"}] * 3)


LONG_TIDES = {"type": "tides", "player": 2, "moves": [
    {"from": 0, "active": True, "to": 1, "count": 1},
    {"from": 2, "active": True, "to": 1, "count": 1},
    {"from": 5, "active": True, "to": 1, "count": 1}]}


def _app(tmp_path, size, text_size, lang="en"):
    app = make_app(tmp_path, speed="normal", size=size)
    app.settings.text_size = text_size
    app.settings.language = lang
    app.save_settings()
    i18n.set_language(lang)
    return app


def _move(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


@pytest.mark.parametrize("size,text_size,lang", [
    ((1024, 700), 150, "en"), ((1280, 800), 125, "de"), ((1920, 1080), 100, "en"),
    ((1280, 800), 150, "de")], ids=str)
def test_the_hints_box_says_the_whole_hint_beside_what_it_marks(tmp_path, size, text_size,
                                                                lang):
    app = _app(tmp_path, size, text_size, lang)
    game = _tides_game()
    assert game.is_legal(LONG_TIDES)
    open_game(app, game, autosave=False)
    scene = app.scene
    frames(app, 10)
    _move(app, (2, 2))
    scene.hint = Hint(LONG_TIDES, len(game.log), scene._why(LONG_TIDES))
    frames(app, 30)
    words = scene.marks.label      # the whole hint, or its short form (the marks say the rest)
    box = scene.marks.label_rect
    assert words in (scene.hint_words(scene.hint), scene.hint_words(scene.hint, short=True))
    assert box is not None
    board = pygame.Rect(scene.lay.board)
    assert board.contains(box), (box, board)
    # every line of the words fits in the box: as many lines as the words wrap to at
    # the box's width, each as tall as the face's line
    inner = box.w - 2 * px(10)
    lines = wrap(words, WORDS_SIZE, inner + 1)
    line_h = fonts.font(WORDS_SIZE).get_height()
    assert box.h >= len(lines) * line_h, (len(lines), box.h, words)
    # its last line is drawn: ink in the box's last line
    last = pygame.Rect(box.x + px(10), box.bottom - px(5) - line_h, inner, line_h)
    ink = [app.screen.get_at((x, y)) for x in range(last.left, last.right, 2)
           for y in range(last.top, last.bottom, 2)]
    assert any(sum(c[:3]) > 600 for c in ink), "the box's last line is empty"
    # over none of what it marks
    marks = hint_marks(LONG_TIDES, scene.snap, game.to_move)
    for tg in marks.pieces + marks.goals:
        for r in scene.rects_of(tg):
            assert not box.colliderect(r), (tg, r, box)
