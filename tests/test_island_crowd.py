"""Four players' novices standing on one priest island stay on its land (fresh players,
four players at 1024x700: an island's groups with their counts spilled over the shore
into the sea): every group's figures (at their waists) and its count stand on the
island's land. Drawn by the real loop at normal speed at 1024x700, 1280x800, 1920x1080."""

from __future__ import annotations

import pygame
import pytest
from positions import blank, novices, play

from luna.client.board import art
from luna.client.board.targets import Group
from luna.client.board.view import LAND
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def position():
    """Every player's novices standing on the first four islands, one to three each (the
    figures on the others: where one stands over the row, it keeps its place as it was)."""
    snap = blank(4)
    snap["priestess"], snap["architect"], snap["apostate"] = 4, 5, 6
    for i in range(4):
        for p in range(4):
            novices(snap, i, p, active=1 + (p + i) % 3)
    return play(snap)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_groups_on_an_island_stand_on_its_land(tmp_path, size):
    app = make_app(tmp_path, speed="normal", size=size)
    open_game(app, position(), autosave=False)
    frames(app, 8)
    scene = app.scene
    board, lay = scene.board, scene.lay
    for i in range(4):
        x, y, w, h = lay.islands[i]
        kind = scene.snap["islands"][i]["kind"]
        land_h = int(h * LAND)
        shore = art.shore(kind, w, land_h, i)
        ground = pygame.Surface((w, land_h), pygame.SRCALPHA)
        pygame.draw.polygon(ground, (255, 255, 255), shore)
        land = pygame.mask.from_surface(ground)
        for p in range(4):
            target = Group(i, p, "active")
            img, at = board.sprites[target]
            disc = board.count_discs[target]
            # its figures' waists (their feet stand on the beach's rim, where the island
            # rounds off) and its count's middle
            body = pygame.mask.from_surface(img, 200).get_bounding_rects()[0].move(at)
            body.inflate_ip(-4, -4)                             # (its rim of shade)
            waist = body.centery
            for px, py, what in ((body.left, waist, "figures' left"),
                                 (body.right - 1, waist, "figures' right"),
                                 (disc.right - 2, disc.centery, "count's right"),
                                 (disc.left + 1, disc.centery, "count's left")):
                lx, ly = px - round(x), py - round(y)
                on = 0 <= lx < w and 0 <= ly < land_h and land.get_at((lx, ly))
                assert on, f"{size}: island {i} ({kind}) player {p}'s {what} off the land " \
                           f"at {(px, py)}"
