"""Every island's name stands on its own plate at the island's top (issue 21),
for all seven islands at three window sizes and the smallest, in four languages: the
plate holds its words, stays on the board beside its island and over none of its
landmark, any island's favour tokens, novices, figures or shrines, another island, the
temple island's land or another plate. Measured on frames of the real app loop, the
words where they are really blitted."""

from __future__ import annotations

import pygame
import pytest
from layout_check import draw_recorded
from test_layout import CODES, SIZES, app_for, crowded, midgame

from luna.client.board import art
from luna.client.board.layout import MIN_SIZE
from luna.client.board.targets import Figure, Group, IslandFavours, Shrine
from luna.client.board.view import LAND
from luna.client.demo.driver import frames
from luna.client.opening import open_game
from luna.text import kind as kind_name


def landmark_mask(kind: str, island: pygame.Rect) -> tuple[pygame.Mask, tuple[int, int]]:
    """The island's landmark as drawn: its opaque pixels and where they stand."""
    land_h = int(island.h * LAND)
    bx, by, bw, bh = art.landmark_box(kind, island.w, land_h)
    img = art.landmark(kind, bw, bh)
    return pygame.mask.from_surface(img, 60), (island.x + bx, island.y + by)


def plate_problems(app, where: str) -> list[str]:
    scene = app.scene
    board = scene.board
    lay = scene.lay
    rec = draw_recorded(app)
    bad = []
    plates = [p for p, _, _ in board._plates]
    assert len(plates) == 7, where
    pieces = [(r, tg) for r, tg in board.hits
              if isinstance(tg, Group | Figure | Shrine | IslandFavours)]
    temple = pygame.mask.from_surface(art.temple_scene(board.temple_plan(scene.snap, lay)), 128)
    tx, ty = lay.temple_island[0] - board.temple_plan(scene.snap, lay).pad, \
        lay.temple_island[1] - board.temple_plan(scene.snap, lay).pad
    area = pygame.Rect(lay.board)
    for i, plate in enumerate(plates):
        kind = scene.snap["islands"][i]["kind"]
        isl = pygame.Rect(lay.islands[i])
        name = kind_name(kind)
        words = [d for d in rec.texts if d.words == name]
        if not words or not plate.contains(words[0].rect):
            bad.append(f"{where}: {name!r} is not on its plate {plate}")
        if not area.contains(plate):
            bad.append(f"{where}: {name!r}'s plate {plate} leaves the board")
        gap = max(isl.left - plate.right, plate.left - isl.right, isl.top - plate.bottom,
                  plate.top - isl.bottom)
        if gap > 6:
            bad.append(f"{where}: {name!r}'s plate {plate} stands {gap} px off its island")
        mask, at = landmark_mask(kind, isl)
        cell = pygame.mask.Mask(plate.size, fill=True)
        if mask.overlap(cell, (plate.x - at[0], plate.y - at[1])):
            bad.append(f"{where}: {name!r}'s plate {plate} lies over its landmark")
        for r, tg in pieces:
            if plate.colliderect(r):
                bad.append(f"{where}: {name!r}'s plate {plate} lies over {tg} {r}")
        for j, other in enumerate(lay.islands):
            if j != i and plate.colliderect(other):
                bad.append(f"{where}: {name!r}'s plate {plate} lies over island {j}")
        for other in plates[i + 1:]:
            if plate.colliderect(other):
                bad.append(f"{where}: {name!r}'s plate {plate} lies over another {other}")
        if temple.overlap(cell, (plate.x - tx, plate.y - ty)) or \
                plate.colliderect(lay.plateau):
            bad.append(f"{where}: {name!r}'s plate {plate} lies over the temple island")
    return bad


@pytest.mark.parametrize("size", SIZES + [MIN_SIZE], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", CODES)
def test_every_islands_name_stands_on_its_plate_clear_of_everything(tmp_path, size, code):
    app = app_for(tmp_path, size, code)
    bad = []
    for where, game in (("crowded", crowded()[0]), ("mid-game", midgame())):
        open_game(app, game, autosave=False)
        frames(app, 3)
        bad += plate_problems(app, f"{code} {size} {where}")
    assert not bad, "\n".join(bad)
