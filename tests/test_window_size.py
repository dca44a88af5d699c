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
from luna.client.settings import load_settings
from luna.client.window_size import opening_size


@pytest.mark.parametrize("desktop, want", [
    ((1366, 768), (1280, 688)),        # a small laptop: within its screen
    ((1920, 1080), (1536, 864)),       # a large one: most of it
    ((2560, 1440), (2048, 1152)),
    ((1024, 700), MIN_SIZE),           # smaller than the smallest layout: that layout
    (None, (1280, 800)),               # not known: the default
])
def test_a_first_window_fits_its_screen(desktop, want):
    w, h = opening_size(desktop, None)
    assert (w, h) == want
    assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1]
    if desktop and desktop[0] >= MIN_SIZE[0] + 40 and desktop[1] >= MIN_SIZE[1] + 80:
        assert w <= desktop[0] and h <= desktop[1]


def test_a_remembered_size_is_kept_within_the_screen_and_the_smallest_layout():
    assert opening_size((1920, 1080), (1700, 950)) == (1700, 950)
    assert opening_size((1366, 768), (1700, 950)) == (1326, 688)   # another, smaller screen
    assert opening_size((1920, 1080), (800, 500)) == MIN_SIZE


def test_the_window_opens_as_the_player_left_it(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    first = app_module.App(size=None, save_dir=tmp_path, worker_process=False)
    assert first.screen.get_size() == (1536, 864)
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
