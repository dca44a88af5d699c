"""The Guardian's value ("3", "4", "5") on its disc at his tile's corner stands whole and
clear of the path's other tiles (fresh players at 1024x700 / 150 %, 1280x800 / 125 % and
1920x1080: the disc half over the next tile, "20" under it), his figure still as tall as
most of his tile. Every round's guardian tile, at the fresh players' sizes."""

from __future__ import annotations

import pygame
import pytest
from positions import random_moves

from luna.client import fonts
from luna.client.board.targets import Figure, GuardianTile, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game


@pytest.mark.parametrize("size, language, text_size", [((1024, 700), "de", 150),
                                                       ((1280, 800), "fr", 125),
                                                       ((1920, 1080), "en", 100)])
def test_the_guardians_value_stands_clear_of_the_next_tile(tmp_path, size, language,
                                                            text_size):
    app = make_app(tmp_path, speed="off", size=size, language=language,
                   text_size=text_size)
    try:
        places = set()
        for moves in (0, 40, 80, 120, 160):
            open_game(app, random_moves(4, 3, moves), autosave=False)
            frames(app, 5)
            board = app.scene.board
            g = app.scene.snap["guardian"]
            places.add(g)
            tile = board.rect_of(GuardianTile(g))
            disc = board.guardian_value
            others = [r for r, tg in board.hits if isinstance(tg, Tile | GuardianTile)
                      and tg != GuardianTile(g)]
            assert disc.collidelist(others) < 0, (moves, disc, others[disc.collidelist(
                others)])
            assert tile.collidepoint(disc.center)
            _, sprite, at = board.hits.shapes[Figure("guardian")]
            body = pygame.mask.from_surface(sprite, 60).get_bounding_rects()[0].move(at)
            assert body.h >= 0.68 * tile.h, (body, tile)       # (his figure keeps the rest)
        assert len(places) >= 3, places
    finally:
        fonts.set_text_size(100)


def test_the_guardians_value_grows_with_his_tile(tmp_path):
    """At 1920x1080 his value's figures stood 10 px tall on a 42 px tile (fresh players:
    "the Guardian's badge is small"): as seen on the screen, its light figures on the
    disc stand 13 px tall at least there, his figure still most of his tile."""
    app = make_app(tmp_path, speed="normal", size=(1920, 1080), language="en")
    try:
        open_game(app, random_moves(4, 3, 80), autosave=False)
        frames(app, 5)
        board, shot = app.scene.board, app.screen
        tile = board.rect_of(GuardianTile(app.scene.snap["guardian"]))
        disc = board.guardian_value
        rows = [y for y in range(disc.y, disc.bottom)
                if any(min(shot.get_at((x, y))[:3]) > 180 for x in range(disc.x + 2,
                                                                      disc.right - 2))]
        assert rows and rows[-1] - rows[0] + 1 >= 13, (disc, rows)
        _, sprite, at = board.hits.shapes[Figure("guardian")]
        body = pygame.mask.from_surface(sprite, 60).get_bounding_rects()[0]
        assert body.h >= 0.72 * tile.h, (body, tile)
    finally:
        pygame.display.quit()


def test_the_guardians_value_reads_at_a_laptops_size(tmp_path):
    """A French fresh player at 1280x800, 125 % text: "the Guardian covers his path tile:
    its number shrinks to a tiny black badge you can hardly read" (its figures 9 px tall,
    the disc pushed down his figure by the font's line): as seen on the screen, its light
    figures stand 12 px tall at least there, in the tile's corner, his figure still most
    of his tile. Drawn by the real loop at normal speed."""
    app = make_app(tmp_path, speed="normal", size=(1280, 800), language="fr", text_size=125)
    try:
        for moves in (0, 80):
            open_game(app, random_moves(4, 3, moves), autosave=False)
            frames(app, 8)
            board, shot = app.scene.board, app.screen
            tile = board.rect_of(GuardianTile(app.scene.snap["guardian"]))
            disc = board.guardian_value
            rows = [y for y in range(disc.y, disc.bottom)
                    if any(min(shot.get_at((x, y))[:3]) > 180
                           for x in range(disc.x + 2, disc.right - 2))]
            assert rows and rows[-1] - rows[0] + 1 >= 12, (moves, disc, rows)
            assert tile.contains(disc), (disc, tile)
            _, sprite, at = board.hits.shapes[Figure("guardian")]
            body = pygame.mask.from_surface(sprite, 60).get_bounding_rects()[0]
            assert body.h >= 0.68 * tile.h, (body, tile)
    finally:
        fonts.set_text_size(100)
        pygame.display.quit()
