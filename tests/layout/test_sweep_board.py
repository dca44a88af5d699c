"""The board's sweep: the board's pieces read at the window sizes, languages and text sizes
where they are tightest, each case on the real loop at normal speed, and every case's
screen keeps the rules every screen keeps (`layout_check.run_look`). Its named cases:

- shrines: with four players' shrines and novices on every island, a shrine stands
  SHRINE px at least on all islands but one (the Novice island's long building leaves
  them no other place).
- path-tiles: in the smallest window, four players (the longest path) at the largest
  text, each row of the path fills its stone, its tiles 26 px at least, their slabs a
  few pixels apart.
- jetty-counts: the novices waiting on the jetty show their counts as badges (a dark
  disc with a light rim, as the islands' counts) at each figure's shoulder, clear of
  each other, of other figures, of the jetty's name and of the path's tiles; no figure
  stands on the name.
- guardian-value: the Guardian's value stands on a disc against his figure (a pixel
  apart at most), its figures inside the disc, his hover text still his.
- path-novice: a light novice on a claimed path tile stands out from the stone (the tile
  is dark inside its owner's frame).
- favour-coins: favour tokens are parchment coins in a bronze rim, a look no player's
  colour shares, each with its island's colour.
"""

from __future__ import annotations

import colorsys
import itertools
import math
import statistics

import pygame
import pytest
from layout_check import Look, look_id, run_look
from positions import blank, novices, play, random_moves, shrine
from test_board_pieces import crowded
from test_colour_vision import contrast, seen
from test_temple_look import lab

from luna.client import fonts
from luna.client.board import art
from luna.client.board.targets import Figure, GuardianTile, Jetty, Shrine, Tile
from luna.client.demo.driver import frames
from luna.client.opening import open_game
from luna.engine import new_game

SHRINE = 15             # px: a shrine reads as a building
TOUCH = 1.0             # px: the Guardian's value's disc to his nearest drawn pixel


def shrines_everywhere() -> dict:
    """Four players: three shrines on each island, a standing novice of each player on
    every island, lying ones on three of them, the three big figures about."""
    snap = blank(4)
    for i in range(7):
        for p in range(4):
            if (i + p) % 3 != 2:
                shrine(snap, i, p)
            novices(snap, i, p, active=1, inactive=1 if i in (0, 3, 6) and p % 2 == 0 else 0)
    snap["priestess"], snap["architect"], snap["apostate"] = 6, 0, 2
    return snap


def shrines_read_as_buildings(app) -> None:
    open_game(app, play(shrines_everywhere()), autosave=False)
    frames(app, 10)
    sizes: dict[int, int] = {}
    for box, target in app.scene.board.hits:
        if isinstance(target, Shrine):
            box = pygame.Rect(box)
            assert box.w == box.h, box
            sizes[target.island] = min(sizes.get(target.island, box.w), box.w)
    assert len(sizes) == 7, sizes
    small = {i: s for i, s in sizes.items() if s < SHRINE}
    assert len(small) <= 1, f"small shrines on islands {small} (all: {sizes})"


def path_tiles_fill_their_rows(app) -> None:
    open_game(app, play(blank(players=4)), autosave=False)
    frames(app, 20)
    scene = app.scene
    lay = scene.lay
    tiles = sorted((r for r, tg in scene.board.hits if isinstance(tg, Tile | GuardianTile)),
                   key=lambda r: (r.y, r.x))
    assert len(tiles) == 30                              # 24 tiles, 6 guardian tiles
    size = lay.tile_size
    assert all(r.size == (size, size) for r in tiles)
    assert size >= 26, f"path tiles of {size} px"
    rows: dict[int, list[pygame.Rect]] = {}
    for r in tiles:
        rows.setdefault(r.y, []).append(r)
    plateau = pygame.Rect(lay.plateau)
    for row in rows.values():
        row.sort(key=lambda r: r.x)
        gaps = [b.left - a.right for a, b in zip(row, row[1:], strict=False)
                if b.left - a.right < size]                 # (a place left empty)
        assert gaps and max(gaps) <= round(size * 0.06), f"slabs {gaps} px apart"
        assert min(gaps) >= 0, "tiles overlap"
    widest = max(rows.values(), key=len)
    filled = (widest[-1].right - widest[0].left) / plateau.w
    assert filled >= 0.9, f"the path fills {filled:.0%} of its stone"


def jetty_counts_are_badges_apart(app) -> None:
    s = crowded()
    s["jetty"][2] = 3                                   # all four players wait there
    s["supply"]["novices"][2] -= 3
    open_game(app, play(s), autosave=False)
    frames(app, 4)
    board, shot = app.scene.board, app.screen
    badges = board.jetty_badges
    assert set(badges) == {Jetty(p) for p in range(4)}, set(badges)
    jetty = pygame.Rect(app.scene.lay.jetty)
    name = next(r for r in board.labels if r.colliderect(jetty.inflate(0, 20))
                and r.top >= jetty.centery)
    figures = {tg: r for r, tg in board.hits if isinstance(tg, Jetty)}
    tiles = [r for r, tg in board.hits if isinstance(tg, Tile | GuardianTile)]
    for tg, r in figures.items():          # the name stands clear of every figure
        shade = r.inflate(4, 4)            # the figure's rim of shade, and air under it
        assert not shade.inflate(0, 6).colliderect(name), \
            f"{tg}'s figure {r} stands on the name {name}"
    for tg, disc in badges.items():
        assert jetty.inflate(0, 10).contains(disc), f"{tg}'s count {disc} off"
        assert not disc.colliderect(name.inflate(2, 2)), f"{tg} over the name"
        assert disc.collidelist(tiles) < 0, f"{tg}'s count over a path tile"
        for other, d2 in badges.items():
            assert other == tg or not d2.colliderect(disc), f"{tg} on {other}"
        for other, r in figures.items():       # its own chip: its figure and count
            c = r.clip(disc)
            assert other == tg or c.w * c.h <= 2, f"{tg}'s count over {other}"
        # a dark disc with a light rim, the count light on it
        ground = seen(shot.get_at((disc.x + 2, disc.centery)), None)
        rim = seen(shot.get_at((disc.centerx, disc.y)), None)
        assert ground < 0.03 and contrast(rim, ground) >= 4, f"{tg} no badge"
        lit = max(seen(shot.get_at((x, y)), None) for x in range(disc.x + 3, disc.right - 3)
                  for y in range(disc.y + 3, disc.bottom - 3))
        assert contrast(lit, ground) >= 7, f"{tg}'s count unreadable"


def guardians_value_against_him(app) -> None:
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


def a_novice_on_the_path_stands_out(app) -> None:
    open_game(app, random_moves(4, 6, 100), autosave=False)
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


def _coin(shot, top) -> list:
    """The screen's pixels on the top token's disc (its shadow left out)."""
    cx, cy, r = top.x + 0.45 * top.w, top.y + 0.45 * top.w, 0.40 * top.w
    return [shot.get_at((x, y))[:3] for x in range(top.x, top.right)
            for y in range(top.y, top.bottom) if math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r]


def _hue(rgb) -> tuple[float, float]:
    h, s, _ = colorsys.rgb_to_hsv(*(v / 255 for v in rgb))
    return h * 360, s


def favour_tokens_are_coins(app) -> None:
    open_game(app, new_game(players=4, seed=1, setup="intro"), autosave=False)
    frames(app, 6)
    scene, shot = app.scene, app.screen.copy()
    kinds = {i: isl["kind"] for i, isl in enumerate(scene.snap["islands"])}
    assert len(scene.board.favour_counts) == 7
    own = {}
    for target, (top, _, _) in scene.board.favour_counts.items():
        kind = kinds[target.island]
        disc = _coin(shot, top)
        assert len(disc) >= 80, f"the {kind} token is {top.w} px: too small to read"
        coin = tuple(statistics.median_low(p[i] for p in disc) for i in range(3))
        for name, colour in art.PLAYER_RGB.items():
            d = math.dist(lab(coin), lab(colour))
            assert d >= 30, f"the {kind} token {coin} is {d:.0f} Delta-E from {name}'s colour"
        # the island's own colour on it (its symbol and ring): a fifth of the disc at least
        kh, _ = _hue(art.KIND_RGB[kind])
        mine = [p for p in disc if _hue(p)[1] >= 0.35
                and min(abs(_hue(p)[0] - kh), 360 - abs(_hue(p)[0] - kh)) <= 14]
        assert len(mine) >= 0.12 * len(disc), f"the {kind} token shows little of its colour"
        own[kind] = tuple(statistics.median_low(p[i] for p in mine) for i in range(3))
    for (a, ca), (b, cb) in itertools.combinations(own.items(), 2):
        assert math.dist(lab(ca), lab(cb)) >= 15, f"the {a} and {b} tokens look alike"


LOOKS = [
    Look("shrines", (1024, 700), "de", 150, shrines_read_as_buildings),
    Look("path-tiles", (1024, 700), "en", 150, path_tiles_fill_their_rows),
    *(Look("jetty-counts", size, "en", 100, jetty_counts_are_badges_apart)
      for size in [(1024, 700), (1280, 800), (1920, 1080)]),
    Look("guardian-value", (1024, 700), "de", 150, guardians_value_against_him),
    *(Look("guardian-value", size, "en", 100, guardians_value_against_him)
      for size in [(1280, 800), (1920, 1080)]),
    *(Look("path-novice", size, "en", 100, a_novice_on_the_path_stands_out)
      for size in [(1024, 700), (1280, 800)]),
    Look("favour-coins", (1024, 700), "en", 100, favour_tokens_are_coins),
]


@pytest.mark.parametrize("look", LOOKS, ids=look_id)
def test_the_boards_pieces_read(tmp_path, look):
    run_look(tmp_path, look)
