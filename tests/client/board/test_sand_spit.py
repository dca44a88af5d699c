"""The sand under a row of lying novices reads as part of the island's beach (fresh
players called the rows of lying novices under the priest islands "drawers into the sea":
their sandbank stuck out of the island as a rounded rectangle, its straight sides meeting
the island's shore in a square notch of sea). Drawn by the real loop at normal speed, the
shore of each island's land and its spit, below the island's middle, runs in curves: over
any 2 x STEP px of it, it turns by TURN degrees at most (main: 90-110 degrees where the
sandbank's sides met the island's shore, on 6 of 7 islands at each size; now 30-53)."""

from __future__ import annotations

import math

import pygame
import pytest
from positions import blank, novices, play

from luna.client.board import art
from luna.client.board.view import LAND
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

SIZES = [((1024, 700), 150), ((1280, 800), 100), ((1920, 1080), 100)]
STEP = 5                # px along the shore
TURN = 65               # degrees


def lying_rows() -> dict:
    """Four players: lying novices under every island (two or three players' each), a
    standing novice of two players on each."""
    snap = blank(4)
    for i in range(7):
        for p in range(4):
            novices(snap, i, p, active=(i + p) % 2, inactive=1 if (i + p) % 4 != 3 else 0)
    return play(snap)


def island_mask(lay, snap, i: int, size) -> pygame.mask.Mask:
    """Island `i`'s land (inside its shore), on the window."""
    x, y, w, h = lay.islands[i]
    land_h = int(h * LAND)
    shape = pygame.Surface((w, land_h), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255), art.shore(snap["islands"][i]["kind"],
                                                           w, land_h, i))
    out = pygame.mask.Mask(size)
    out.draw(pygame.mask.from_surface(shape), (x, y))
    return out


def sharpest_turn(ground: pygame.mask.Mask, box: pygame.Rect) -> tuple[float, tuple]:
    """The most the outline of `ground` within `box` turns over 2 x STEP px (degrees),
    and where (the cut along the box's sides left out)."""
    crop = pygame.mask.Mask(box.size)
    crop.draw(ground, (-box.x, -box.y))
    pts = crop.connected_component().outline()
    n = len(pts)

    def inside(p) -> bool:
        return 1 <= p[0] < box.w - 2 and 1 <= p[1] < box.h - 2

    worst, where = 0.0, None
    for k in range(n):
        a, p, b = pts[k - STEP], pts[k], pts[(k + STEP) % n]
        if not (inside(a) and inside(p) and inside(b)):
            continue
        d = math.atan2(b[1] - p[1], b[0] - p[0]) - math.atan2(p[1] - a[1], p[0] - a[0])
        d = abs((d + math.pi) % math.tau - math.pi)
        if d > worst:
            worst, where = d, (p[0] + box.x, p[1] + box.y)
    return math.degrees(worst), where


@pytest.mark.parametrize("size,text", SIZES, ids=lambda s: str(s))
def test_lying_novices_lie_on_a_spit_of_the_island_s_beach(tmp_path, size, text):
    app = make_app(tmp_path, speed="normal", size=size, language="de", text_size=text)
    open_game(app, lying_rows(), autosave=False)
    frames(app, 4)
    board, lay, snap = app.scene.board, app.scene.lay, app.scene.snap
    assert len(board.strands) == 7
    for i, (bank, sand) in board.strands.items():
        x, y, w, h = lay.islands[i]
        ground = pygame.mask.Mask(size)
        ground.draw(pygame.mask.from_surface(sand, 200), bank.topleft)
        ground.draw(island_mask(lay, snap, i, size), (0, 0))
        box = bank.clip(pygame.Rect(0, 0, *size))
        box.top = max(box.top, y + int(h * LAND * 0.5))     # (below the island's middle)
        turn, at = sharpest_turn(ground, box)
        assert turn <= TURN, f"island {i}: its shore turns {turn:.0f} degrees at {at}"
