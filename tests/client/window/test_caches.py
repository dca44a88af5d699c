"""The client's caches in memory: one call drops them all, and what is drawn after is the
same picture (luna/client/caches.py)."""

from __future__ import annotations

import pygame

from luna.client import caches, fonts
from luna.client.board.art import sea
from luna.client.widgets import overlays, theme


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
    from luna.client import sound
    assert "luna.client.sound" in caches.SPARED
    sound._render(sound.NAMES[0])
    before = sound._render.cache_info().currsize
    caches.clear_all()
    assert sound._render.cache_info().currsize == before
