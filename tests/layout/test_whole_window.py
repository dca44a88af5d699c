"""A screen that says it paints the whole window is not cleared first (a whole-window
fill is ~0.5 ms of every frame): each must then cover every pixel itself, or what the
last screen drew would show through."""

import pytest
from positions import random_moves

from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game


def _left_over(app) -> list[tuple[int, int]]:
    """Points of a 9 px grid that show what stood in the window before the frame: one
    frame of the app's own path drawn over magenta, then over green, with no time
    passing between them (nothing moves), must be the same picture."""
    w, h = app.screen.get_size()
    points = [(x, y) for x in range(0, w, 9) for y in range(0, h, 9)] + [(w - 1, h - 1)]
    seen = []
    for colour in ((255, 0, 255), (0, 255, 0)):
        app.screen.fill(colour)
        frames(app, 1, dt=0.0)
        seen.append([app.screen.get_at(p) for p in points])
    return [p for p, a, b in zip(points, *seen, strict=True) if a != b]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)], ids=str)
def test_the_screens_that_skip_the_clearing_cover_the_window(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size)
    frames(app, 20)
    assert app.scene.paints_window
    assert not _left_over(app), "the menu leaves pixels undrawn"
    game = random_moves(3, 4)
    open_game(app, game, autosave=False)
    frames(app, 30)
    assert app.scene.paints_window
    assert not _left_over(app), "the game screen leaves pixels undrawn"
    app.open("results", game)
    frames(app, 30)
    assert app.scene.paints_window
    assert not _left_over(app), "the results leave pixels undrawn"
