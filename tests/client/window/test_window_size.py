"""The window opens at a size that fits the screen it opens on (a 1366x768 laptop's was
taller than its screen; a 1920x1080 monitor's a small box in its middle) and, once the
player has sized it, as they left it; never below the smallest layout nor above the
screen; a damaged remembered size is set aside like any damaged setting."""

from __future__ import annotations

import json

import pygame
import pytest

from luna.client import app as app_module
from luna.client.board.layout import MIN_SIZE
from luna.client.demo.driver import frames
from luna.client.window.settings import load_settings
from luna.client.window.size import (
    FRAME,
    SMALLEST,
    canvas_size,
    opening_size,
    screen_room,
    smallest_size,
)


@pytest.mark.parametrize("desktop, want", [
    ((1366, 768), (1326, 688)),        # a small laptop: within its screen
    ((1920, 1080), (1880, 1000)),      # a large one: all its room (F892)
    ((2560, 1440), (2520, 1360)),
    ((1024, 700), (984, 620)),         # smaller than the smallest layout: the screen's
    (None, (1280, 800)),               # not known: the default
])
def test_a_first_window_fits_its_screen(desktop, want):
    w, h = opening_size(desktop, None)
    assert (w, h) == want
    if desktop:
        assert w <= desktop[0] and h <= desktop[1]
    if desktop is None or (desktop[0] >= MIN_SIZE[0] + 40 and desktop[1] >= MIN_SIZE[1] + 80):
        assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1]


def test_a_remembered_size_is_kept_within_the_screen_and_the_smallest_layout():
    assert opening_size((1920, 1080), (1700, 950)) == (1700, 950)
    assert opening_size((1366, 768), (1700, 950)) == (1326, 688)   # another, smaller screen
    assert opening_size((1920, 1080), (800, 500)) == MIN_SIZE


def test_the_window_opens_as_the_player_left_it(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    first = app_module.App(size=None, save_dir=tmp_path, worker_process=False)
    assert first.screen.get_size() == (1880, 1000)
    first.open("menu")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    first.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    frames(first, 3)
    first.running = False
    first.run()                                   # the player closes the window
    assert load_settings(tmp_path).window == [1600, 900]
    again = app_module.App(size=None, save_dir=tmp_path, worker_process=False)
    assert again.screen.get_size() == (1600, 900)
    pygame.quit()


@pytest.mark.parametrize("bad", [[1600], "1600x900", [1600, True], [10**9, 900], {}])
def test_a_damaged_window_size_is_set_aside_and_the_rest_kept(tmp_path, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "de", "window": bad}))
    s = load_settings(tmp_path)
    assert s.window is None and s.language == "de"
    assert list(tmp_path.glob("settings.json.damaged*"))


@pytest.mark.parametrize("desktop, usable", [
    ((1024, 768), (1024, 728)),        # a 1024x768 screen, a 40 px taskbar
    ((1024, 768), (1024, 768)),        # no taskbar: the title bar still takes its room
    ((1280, 720), (1280, 672)),
    ((1366, 768), (1366, 728)),
    ((1920, 1080), (1920, 1040)),
    ((800, 600), (800, 570)),          # smaller than the smallest layout
    ((1024, 768), None),               # the usable area not known: the screen's less ROOM
])
def test_the_whole_window_fits_the_screens_usable_area(desktop, usable):
    """Under a window manager with a title bar a 1024x700 window was cut off by ~20 px on
    a 1024x768 screen. The window's client area and its frame (FRAME: borders, title)
    fit the screen's usable area, opened at first, as remembered at any size, and at its
    least size; that least size is the smallest layout's wherever the room allows it."""
    room = screen_room(desktop, usable)
    least = smallest_size(room)
    for remembered in (None, (1024, 680), (1600, 1000), (500, 300)):
        w, h = opening_size(desktop, remembered, usable)
        outer = (w + FRAME[0], h + FRAME[1]) if usable else (w, h)
        area = usable or desktop
        assert outer[0] <= area[0] and outer[1] <= area[1], (remembered, (w, h))
        assert w >= least[0] and h >= least[1]
    assert least[0] <= room[0] and least[1] <= room[1]
    if room[0] >= MIN_SIZE[0] and room[1] >= MIN_SIZE[1]:
        assert least == MIN_SIZE
    else:
        assert least[0] < MIN_SIZE[0] or least[1] < MIN_SIZE[1]
        assert least[0] >= SMALLEST[0] and least[1] >= SMALLEST[1]


@pytest.mark.parametrize("window", [(1008, 688), (1000, 640), (784, 530), (1024, 680),
                                    (1280, 800), (0, 0)])
def test_a_window_below_the_smallest_layout_draws_that_layout_scaled_down(window):
    """The canvas the game is drawn on: the window's own size from the smallest layout
    up; below it that layout (no side smaller), of the window's shape, so one scale
    shrinks it into the window as a whole."""
    cw, ch = canvas_size(window)
    if not min(window):                 # (minimised: nothing to draw into, nor scale)
        assert (cw, ch) == window
        return
    assert cw >= MIN_SIZE[0] and ch >= MIN_SIZE[1]
    if window[0] >= MIN_SIZE[0] and window[1] >= MIN_SIZE[1]:
        assert (cw, ch) == window
    else:
        assert cw == MIN_SIZE[0] or ch == MIN_SIZE[1]
        assert abs(cw / ch - window[0] / window[1]) < 0.01


def test_a_small_screens_window_shows_the_whole_game_and_takes_clicks(tmp_path, monkeypatch):
    """A screen whose usable area leaves less than the smallest layout (an 800x600
    netbook's): the window opens within it, its least size within it too; the game is
    laid out at the smallest layout and drawn scaled into the whole window (its right
    edge, the panel's, shown), and a click on the window lands where its picture
    shows the thing clicked."""
    from luna.client.demo.driver import button_named
    from luna.text import t
    monkeypatch.setattr(app_module, "desktop_size", lambda: (800, 600))
    monkeypatch.setattr(app_module, "usable_size", lambda: (800, 570))
    minima = []
    monkeypatch.setattr(app_module, "keep_minimum_size", minima.append)
    app = app_module.App(size=None, save_dir=tmp_path, worker_process=False)
    try:
        ww, wh = app.window.get_size()
        assert ww + FRAME[0] <= 800 and wh + FRAME[1] <= 570
        assert minima and minima[-1][0] <= ww and minima[-1][1] <= wh
        assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]
        app.goto("menu")
        frames(app, 3)
        # the canvas's picture fills the window: the window's right column is the
        # canvas's right column (the menu's night, not a black band)
        frames(app, 1)
        kx = app.size[0] / ww
        for y in range(10, wh - 10, 37):
            a = app.window.get_at((ww - 1, y))
            b = app.screen.get_at((app.size[0] - 1, int(y * kx)))
            assert sum(abs(p - q) for p, q in zip(a[:3], b[:3], strict=True)) < 60, (y, a, b)
        # a click where the window shows "New game" opens the new game's card
        button = button_named(app, t("menu.new"))
        shown = (int(button.rect.centerx / kx), int(button.rect.centery / kx))
        before = app.scene
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION \
                else {"button": 1}
            pygame.event.post(pygame.event.Event(kind, pos=shown, **extra))
            frames(app, 2)
        assert button.rect.collidepoint(app.ui.pointer), (app.ui.pointer, button.rect)
        frames(app, 10)
        assert app.scene is not before
    finally:
        pygame.quit()
