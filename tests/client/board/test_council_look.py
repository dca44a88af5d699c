"""The council's corner of the temple island reads at every window and text size (issue
21, look round 5c, the second fresh player): the council's name stands clear of the
candles' altar and of the seats and their discs at 100/125/150 % text. Drawn by the real
loop at normal speed at 1024x700, 1280x800, 1920x1080."""

from __future__ import annotations

import pygame
import pytest
from positions import blank, play

from luna.client.board.targets import CouncilName
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.client.window import fonts

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def text_size_after():
    yield
    fonts.set_text_size(100)


def position(players: int = 4):
    """A candle snuffed, two discs on seat 0 and one on seat 10, novices on the jetty."""
    snap = blank(players)
    snap["time_markers"]["turned"] = 1
    snap["council"] = [list(range(players - 1))] + [[] for _ in range(9)] + [[players - 1]]
    snap["jetty"] = [3, 2, 1, 0][:players]
    for p, n in enumerate(snap["jetty"]):
        snap["supply"]["novices"][p] -= n
    return play(snap)


def _altar(lay) -> pygame.Rect:
    """The candles and their stone dish with its shade as drawn (art/temple._altar)."""
    c = lay.candle_size
    xs = [x for x, _ in lay.candles]
    cy = lay.candles[0][1]
    return pygame.Rect(round(min(xs) - c * 0.55), round(cy - c * 0.5),
                       round(max(xs) - min(xs) + c * 1.1), round(c * 1.24))


def _council_name(app) -> pygame.Rect:
    return app.scene.board.rect_of(CouncilName()).inflate(10, -2)        # its sign


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_councils_name_stays_off_the_candles_and_seats_at_every_text_size(tmp_path,
                                                                               size):
    """At 150 % text the grown name sat on the candles' dish (/tmp/fresh9/s7.png, 1280x800):
    a larger text size never puts it on the altar where 100 % keeps it off (its words step
    down towards their 100 % size first), and never on a seat or a disc."""
    app = make_app(tmp_path, speed="normal", size=size, menu=False)
    open_game(app, position(3), autosave=False)             # (s7: three players)
    off = None                                    # off the altar at 100 %
    for ts in (100, 125, 150):
        app.settings.text_size = ts
        app.save_settings()                       # as the Settings' drop-down does
        frames(app, 8)
        lay, board = app.scene.lay, app.scene.board
        name = _council_name(app)
        assert app.screen.get_rect().contains(name)
        altar = _altar(lay)
        if off is None:
            off = not name.colliderect(altar)
        assert not off or not name.colliderect(altar), \
            f"{size} {ts} %: the council's name {name} on the candles' altar {altar}"
        # by its track (round 7: it stood a stack's height off the seats at 1920x1080):
        # with three players any seat may hold a stack of three, so under the seats'
        # numbers (test_sweep_board), over their middle at 100 %
        first, last = pygame.Rect(lay.council[0]), pygame.Rect(lay.council[-1])
        assert 0 <= name.top - first.bottom <= first.h, \
            f"{size} {ts} %: the council's name {name} off its seats at {first.bottom}"
        if ts == 100:
            assert abs(name.centerx - (first.centerx + last.centerx) / 2) <= 2, \
                f"{size}: the council's name {name} not over its seats' middle"
        seats = [pygame.Rect(r) for r in lay.council] + [d for d, _ in board.discs]
        hit = [r for r in seats if name.colliderect(r)]
        assert not hit, f"{size} {ts} %: the council's name {name} on a seat or disc {hit}"
