"""The client's caches in memory: one call drops them all, and what is drawn after is the
same picture (luna/client/window/caches.py)."""

from __future__ import annotations

import pygame

from luna.client.board.art import sea
from luna.client.widgets import overlays, theme
from luna.client.window import caches, fonts


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_clear_all_empties_every_kind_of_cache_and_draws_the_same_again():
    pygame.init()
    words = fonts.text("Luna", 18)
    sky = sea.sea_background(64, 40)
    theme.shapes()
    assert fonts._rendered and fonts._faces and theme._SHAPES
    assert sea.sea_background.cache_info().currsize

    assert caches.clear_all() > 20

    assert not fonts._rendered and not fonts._faces and not fonts._cache
    assert not theme._SHAPES and not overlays._boxes
    assert sea.sea_background.cache_info().currsize == 0
    assert _pixels(fonts.text("Luna", 18)) == _pixels(words)
    assert _pixels(sea.sea_background(64, 40)) == _pixels(sky)


def test_a_dict_kept_with_the_caches_is_emptied_with_them():
    mine = caches.kept({"a picture": 1})
    try:
        caches.clear_all()
        assert mine == {}
    finally:
        caches._KEPT.remove(mine)


def test_the_sounds_are_spared():
    from luna.client.window import sound
    assert "luna.client.window.sound" in caches.SPARED
    sound._render(sound.NAMES[0])
    before = sound._render.cache_info().currsize
    caches.clear_all()
    assert sound._render.cache_info().currsize == before


def test_a_window_opened_again_draws_the_board_sea_once():
    """Each window sets the icon, drawn on a sea of its own size: drawn anew for every
    window it put out the board's sea, the one picture that cache keeps (0.1-0.3 s to
    draw again at each game opened)."""
    from luna.client.board import icon
    pygame.display.init()
    icon.icon(64)
    board = sea.sea_background(300, 200)
    icon.icon(64)                          # a second window
    assert sea.sea_background(300, 200) is board


def test_the_numbers_font_size_is_found_once_per_whole_pixel_of_ink():
    """A council seat's number asks for figures `seat width x a share x the text size`
    tall, any float: each was a new search through the font's sizes (a render a size)."""
    from luna.client.board.art import tiles
    pygame.init()
    tiles.number_px(12.0)
    asked = tiles._number_px.cache_info().misses
    assert {tiles.number_px(ink) for ink in (11.01, 11.4, 11.99, 12.0)} == {tiles.number_px(12)}
    assert tiles._number_px.cache_info().misses == asked


def test_the_buttons_shapes_are_kept_within_their_budget_the_oldest_going_first():
    from luna.client.widgets.shape_cache import ShapeCache
    pygame.init()
    shapes = ShapeCache(budget=3 * 40 * 20 * 4)          # three 40x20 shapes' pixels
    made = {}
    for k in range(5):
        surf = pygame.Surface((40, 20), pygame.SRCALPHA)
        surf.fill((k * 40, 10, 200, 255))
        made[f"shape{k}"] = _pixels(surf)
        shapes.add_surface_to_cache(surf, f"shape{k}")
        shapes.find_surface_in_cache("shape0")             # the first, asked for again
    assert shapes.held <= shapes.budget and len(shapes) == 3
    assert shapes.find_surface_in_cache("shape1") is None            # the least lately asked
    assert _pixels(shapes.find_surface_in_cache("shape0")) == made["shape0"]
    assert _pixels(shapes.find_surface_in_cache("shape4")) == made["shape4"]
    shapes.add_surface_to_cache(pygame.Surface((200, 200)), "too big")  # larger than all
    assert shapes.find_surface_in_cache("too big") is None and len(shapes) == 3


def test_a_button_drawn_again_in_another_window_finds_its_shape_with_the_same_pixels():
    from pygame_gui.elements import UIButton
    pygame.init()
    pygame.display.set_mode((300, 200))
    caches.clear_all()
    looks = []
    for _ in range(2):
        ui = theme.LunaUI((300, 200))
        button = UIButton(pygame.Rect(10, 10, 120, 36), "Play", ui)
        looks.append(_pixels(button.image))
        ui.clear_and_reset()
    assert len(theme.shapes()) and looks[0] == looks[1]


def test_a_new_windows_manager_reads_the_theme_once_per_text_size(monkeypatch):
    """Each window's UI manager finds the theme it shares by the theme's text: read,
    scaled and written once a text size, not at every window; a theme not kept yet is
    built from the file at its size, and a window loads it with one thread."""
    import threading
    pygame.init()
    pygame.display.set_mode((300, 200))
    caches.clear_all()
    reads = []
    loaded = theme.loaded
    monkeypatch.setattr(theme, "loaded", lambda scale=None: reads.append(scale) or loaded(scale))
    before = threading.active_count()
    started = []
    made = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start", lambda t: started.append(t) or made(t))
    first = theme.LunaUI((300, 200)).get_theme()
    assert reads == [fonts.scale, fonts.scale]       # its key's text, then its theme
    assert theme.LunaUI((300, 200)).get_theme() is first
    assert reads == [fonts.scale, fonts.scale]
    fonts.set_text_size(150)
    larger = theme.LunaUI((300, 200)).get_theme()
    assert larger is not first and reads[2:] == [fonts.scale, fonts.scale]
    assert len(started) == 3 and threading.active_count() == before
