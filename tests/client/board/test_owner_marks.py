"""Who owns what reads at a glance, in colour and in grey (issue 21): a
claimed temple field or path tile wears its owner's badge (their symbol, large, in their
colour on a dark disc with a light rim), and the count of a lying chip stands beside its
novice, covering none of it (the fresh player found the count over the symbol). Drawn by
the real loop at normal speed at 1024x700 and 1280x800."""

from __future__ import annotations

import random
import statistics

import pygame
import pytest
from test_colour_vision import contrast, seen

from luna.client.board import art
from luna.client.board.targets import Field, Group, Tile
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game


@pytest.fixture(scope="module", params=[(1024, 700), (1280, 800)],
                ids=lambda s: f"{s[0]}x{s[1]}")
def board(request, tmp_path_factory):
    g = new_game(players=4, seed=3, setup="intro", seats=[{"kind": "human"}] * 4)
    rng = random.Random(3)
    for _ in range(70):
        g.apply(rng.choice(g.legal()))
    app = make_app(tmp_path_factory.mktemp("own"), speed="normal", size=request.param, menu=False)
    open_game(app, g, autosave=False)
    app.settings.reduced_motion = True
    frames(app, 5)
    return app.scene, app.screen.copy()


def _owner(snap, target) -> str:
    if isinstance(target, Field):
        f = next(f for f in snap["temple"]["fields"] if f["field"] == target.field)
        return snap["colours"][f["player"]]
    e = next(e for e in snap["path"] if e.get("tile") == target.tile)
    return snap["colours"][e["claimed_by"]]


def test_every_claimed_field_and_tile_shows_its_owners_symbol_in_grey(board):
    scene, shot = board
    badges = scene.board.owner_badges
    kinds = {type(t) for t in badges}
    assert kinds == {Field, Tile}, f"no badge on a claimed field or tile: {badges}"
    for target, rect in badges.items():
        colour = _owner(scene.snap, target)
        width = scene.lay.hex_w if isinstance(target, Field) else scene.lay.tile_size
        assert rect.w >= max(13, 0.3 * width), f"{target}'s owner badge is small: {rect}"
        cx, cy = rect.center
        middle = [shot.get_at((cx + dx, cy + dy))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
        rgb = tuple(statistics.median_low(p[i] for p in middle) for i in range(3))
        want = art.PLAYER_RGB[colour]
        assert sum(abs(a - b) for a, b in zip(rgb, want, strict=True)) <= 90, \
            f"{target}: {rgb} in the badge's middle is not {colour}'s symbol"
        # the dark disc just outside the symbol, and the light rim round it (grey eyes)
        ring = seen(shot.get_at((round(cx), round(rect.y + rect.h * 0.14))), None)
        rim = max(seen(shot.get_at((round(cx), rect.y + k)), None) for k in range(3))
        assert contrast(seen(rgb, None), ring) >= 3.5, f"{target}'s symbol fades in grey"
        assert contrast(rim, ring) >= 4.5, f"{target}'s badge has no light rim"


def test_a_lying_chips_count_covers_not_its_novices_symbol(board):
    scene, _ = board
    chips = [t for t in scene.board.sprites if isinstance(t, Group) and not t.active]
    assert chips, "no lying novices to look at"
    for target in chips:
        sprite, at = scene.board.sprites[target]
        disc = scene.board.count_discs[target]
        plain = sprite.subsurface(pygame.Rect(2, 2, sprite.get_width() - 4,
                                               sprite.get_height() - 4))
        mark = plain.subsurface(pygame.Rect(round(plain.get_width() * 0.42), 0,
                                            round(plain.get_width() * 0.31),
                                            plain.get_height()))   # where its symbol is
        at = (at[0] + 2 + round(plain.get_width() * 0.42), at[1] + 2)
        figure = pygame.mask.from_surface(mark, 60)
        ring = pygame.Surface(disc.size, pygame.SRCALPHA)
        pygame.draw.circle(ring, (255, 255, 255), (disc.w / 2, disc.h / 2), disc.w / 2)
        covered = figure.overlap_area(pygame.mask.from_surface(ring),
                                      (disc.x - at[0], disc.y - at[1]))
        assert covered == 0, f"{target}'s count covers {covered} px of its novice's symbol"



def test_a_claimed_tiles_badge_sits_in_its_tiles_corner_under_its_number(board):
    """The owner's badge on a claimed path tile stands in the tile's bottom left corner,
    on its stone (a fresh player at 1280x800 saw it hang off the 28 px tile's edge: 1 px
    left of it, 4 px under it), under its number, covering none of it. (A tile under
    28 px has no room on its stone for the number's 10 px figures over the 15 px badge:
    there it stands under the number, over the stone's bottom edge.)"""
    scene, _ = board
    tiles = {t: r for t, r in scene.board.owner_badges.items() if isinstance(t, Tile)}
    assert tiles, "no claimed tile to look at"
    for target, badge in tiles.items():
        tile = next(pygame.Rect(r) for r, tg in scene.board.hits if tg == target)
        stone = pygame.Rect(tile.x + round(tile.w * 0.04), tile.y,
                            round(tile.w * 0.86), round(tile.h * 0.95))   # (art.tiles)
        over = 0 if tile.h >= 28 else badge.h
        assert badge.left >= stone.left and badge.bottom <= stone.bottom + over, \
            f"{target}'s badge {badge} hangs off its tile's stone {stone}"
        assert badge.left <= stone.left + 1, f"{target}'s badge {badge} not in its corner"
        number = scene.board.tile_numbers[target]         # (its figures' box)
        assert not number.colliderect(badge), f"{target}'s badge {badge} on its number"
