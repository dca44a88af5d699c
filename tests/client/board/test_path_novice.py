"""A novice standing on a temple path tile reads on the light stone (round 4, c_u11b: a
white novice on a cream tile was faint): inside its owner's frame the tile is a dark shade,
so the piece's light body stands out from what is round it as a novice's does on a field.
Drawn by the real loop at normal speed at 1024x700 and 1280x800."""

from __future__ import annotations

import random
import statistics

import pygame
import pytest
from test_colour_vision import contrast, seen

from luna.client import fonts
from luna.client.board import art
from luna.client.board.targets import Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_light_novice_on_a_path_tile_stands_out_from_the_stone(tmp_path, size):
    g = new_game(players=4, seed=6, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(6)
    for _ in range(100):
        g.apply(rng.choice(g.legal()))
    app = make_app(tmp_path, speed="normal", size=size)
    open_game(app, g, autosave=False)
    frames(app, 30)
    scene, shot = app.scene, app.screen
    snap, n = scene.snap, scene.lay.tile_size
    seen_colours = set()
    for target, badge in scene.board.owner_badges.items():
        if not isinstance(target, Tile):
            continue
        e = next(e for e in snap["path"] if e.get("tile") == target.tile)
        colour = snap["colours"][e["claimed_by"]]
        seen_colours.add(colour)
        tile = scene.board.rect_of(target)
        at = scene.board.tile_novices[target]            # the novice as drawn, at its right
        nov = art.haloed(art.novice(colour, at.h - 4))
        piece = pygame.mask.from_surface(nov, 20)
        number = scene.board.tile_numbers[target]        # its light figures at the top left
        inner = pygame.Rect(tile.x + round(n * 0.12), tile.y + round(n * 0.12),
                            round(n * 0.7), round(n * 0.68))     # inside its owner's frame
        marks = art.claimed_marks(tile.w, fonts.board_grow())   # its symbol under its number
        symbol = pygame.Rect(marks.symbol_at, (marks.symbol, marks.symbol)).move(tile.topleft)
        around = [seen(shot.get_at((x, y)), None)
                  for x in range(inner.x, inner.right) for y in range(inner.y, inner.bottom)
                  if not badge.collidepoint(x, y) and not number.collidepoint(x, y)
                  and not symbol.collidepoint(x, y)
                  and not (at.collidepoint(x, y) and piece.get_at((x - at.x, y - at.y)))]
        assert len(around) >= 8, f"{target}: nothing of the tile shows round its novice"
        ground = statistics.median(around)
        body = seen(art.PLAYER_RGB[colour], None)
        least = 3.0 if colour in ("white", "yellow") else 2.0
        assert contrast(body, ground) >= least, \
            f"{colour} novice on {target}: {contrast(body, ground):.2f} against the tile"
    assert "white" in seen_colours, seen_colours
