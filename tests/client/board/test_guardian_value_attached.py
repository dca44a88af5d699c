"""The Guardian's value reads as his (fresh players at 1024x700 / 150 %, 1280x800 and
1920x1080: "a lone 4 next to the Guardian", a stray digit in his tile's corner, a
pixel or two of slate between it and him). His value's disc stands against his figure,
as an island's count stands against its pieces: its figures inside the disc, the disc's
rim on his outline (a pixel apart at most), over none of him; the hover text over him
still his. Seen on the screen, on the real loop, at the fresh players' sizes."""

from __future__ import annotations

import math

import pygame
import pytest
from positions import random_moves

from luna.client import fonts
from luna.client.board.targets import Figure
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

TOUCH = 1.0          # px: the disc's rim to his nearest drawn pixel, at most


@pytest.mark.parametrize("size, language, text_size", [((1024, 700), "de", 150),
                                                       ((1280, 800), "en", 100),
                                                       ((1920, 1080), "en", 100)], ids=str)
def test_the_guardians_value_stands_on_a_disc_against_him(tmp_path, size, language,
                                                          text_size):
    app = make_app(tmp_path, speed="normal", size=size, language=language,
                   text_size=text_size)
    try:
        for moves in (0, 80):
            open_game(app, random_moves(4, 3, moves), autosave=False)
            frames(app, 8)
            board, shot = app.scene.board, app.screen
            disc = board.guardian_value
            cx, cy, rad = disc.centerx, disc.centery, disc.w / 2
            light = [(x, y) for x in range(disc.x, disc.right) for y in range(disc.y,
                     disc.bottom) if min(shot.get_at((x, y))[:3]) > 180]
            assert light, f"no figures on the disc {disc}"
            assert all(math.hypot(x - cx, y - cy) < rad for x, y in light), \
                "the value's figures reach out of its disc"
            _, sprite, at = board.hits.shapes[Figure("guardian")]
            mask = pygame.mask.from_surface(sprite, 60)
            him = [(x + at[0], y + at[1]) for x, y in mask.outline()]
            gap = min(math.hypot(x - cx, y - cy) for x, y in him) - rad
            assert 0 <= gap <= TOUCH, f"the disc {disc} stands {gap:.1f} px off him"
            mx, my = mask.centroid()           # (his hover text where he is drawn)
            inside = min(((x, y) for x in range(mask.get_size()[0])
                          for y in range(mask.get_size()[1]) if mask.get_at((x, y))),
                         key=lambda p: (p[0] - mx) ** 2 + (p[1] - my) ** 2)
            assert board.target_at((inside[0] + at[0], inside[1] + at[1])) == \
                Figure("guardian")
    finally:
        fonts.set_text_size(100)
