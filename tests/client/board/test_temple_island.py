"""The temple island is an island, not a slab (issue 21, F052): an irregular
shore with coves, a beach, a cove of water reaching in to the jetty; everything the
players use stands on its land, no tree stands on a field, a tile, a seat, the candles,
the jetty or a label, and the shore keeps off every other island. Measured on the board
the real app loop draws, at three sizes and for two, three and four players."""

from __future__ import annotations

import random

import pygame
import pytest

from luna.client.board import art
from luna.client.board.art.temple import temple_trees
from luna.client.board.targets import (
    Candles,
    CouncilSeat,
    Field,
    GuardianTile,
    JettyArea,
    NextPlace,
    Tile,
)
from luna.client.demo.driver import frames, make_app
from luna.client.opening import open_game
from luna.engine import new_game

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


def game(players: int):
    g = new_game(players=players, seed=players, setup="intro",
                 seats=[{"kind": "human"}] * players)
    rng = random.Random(players)
    for _ in range(30):
        g.apply(rng.choice([c for c in g.legal() if c["type"] != "meditate"] or g.legal()))
    return g


@pytest.fixture(scope="module", params=[(s, p) for s in SIZES for p in (2, 3, 4)],
                ids=lambda v: f"{v[0][0]}x{v[0][1]}-{v[1]}p")
def board(request, tmp_path_factory):
    """One board a size and a player count, drawn once for the four tests that only
    look at it (each drew it anew: a sixth of the file's time each)."""
    size, players = request.param
    app = make_app(tmp_path_factory.mktemp("board"), speed="normal", size=size, menu=False)
    open_game(app, game(players), autosave=False)
    frames(app, 3)
    scene = app.scene
    plan = scene.board.temple_plan(scene.snap, scene.lay)
    return app, scene, plan, art.temple_scene(plan)


def land_mask(picture: pygame.Surface) -> pygame.Mask:
    """Where the temple island's picture is land (opaque: its water is see-through), the
    island itself without the rocks off its shore."""
    opaque = pygame.mask.from_surface(picture, 250)
    return opaque.connected_component(opaque.centroid())


def on_board(scene, plan, point) -> tuple[int, int]:
    """A point of the board in the picture's pixels."""
    x, y = scene.lay.temple_island[:2]
    return round(point[0] - x + plan.pad), round(point[1] - y + plan.pad)


def hull_area(points) -> float:
    pts = sorted(set(points))
    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    hull = lower[:-1] + upper[:-1]
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(hull, hull[1:] + hull[:1],
                                                              strict=True))) / 2


def test_the_shore_is_irregular_with_coves(board):
    """Not a (rounded) rectangle: the land fills much less of its bounding box than a
    slab would, and its coves leave a good part of its convex hull to the sea."""
    app, scene, plan, picture = board
    land = land_mask(picture)
    area = land.count()
    box = land.get_bounding_rects()[0]
    assert area < 0.88 * box.w * box.h, (area, box)
    hull = hull_area(land.outline())
    assert area < 0.96 * hull, (area, hull)
    # and a beach: sand-coloured land along the shore, all round
    outline = land.outline(4)
    sandy = 0
    for x, y in outline:
        near = [picture.get_at((px, py)) for px in range(x - 4, x + 5, 2)
                for py in range(y - 4, y + 5, 2)
                if 0 <= px < picture.get_width() and 0 <= py < picture.get_height()
                and land.get_at((px, py))]
        sandy += any(r > g > b and r > b + 12 for r, g, b, _ in near)
    assert sandy > 0.9 * len(outline), (sandy, len(outline))


def test_a_cove_of_water_reaches_the_jetty_and_everything_else_stands_on_land(board):
    app, scene, plan, picture = board
    land = land_mask(picture)
    jetty = next(r for r, tg in scene.board.hits if isinstance(tg, JettyArea))
    outer = jetty.right + 3 if jetty.centerx >= scene.lay.plateau[0] + scene.lay.plateau[2] / 2 \
        else jetty.left - 3
    at = on_board(scene, plan, (outer, jetty.centery))
    assert not land.get_at(at), "no water beyond the jetty's end"
    # the water there is open to the sea: a straight line out to the picture's edge
    step = 1 if outer > jetty.centerx else -1
    x, y = at
    while 0 < x < picture.get_width() - 1 and not land.get_at((x, y)):
        x += step
    if 0 < x < picture.get_width() - 1:          # land again: the cove's mouth is wider
        mouth = [land.get_at((x, y + dy)) for dy in range(-jetty.h * 2, jetty.h * 2)
                 if 0 <= y + dy < picture.get_height()]
        assert not all(mouth), "the jetty's water is a closed pond"
    for r, tg in scene.board.hits:
        if isinstance(tg, Field | Tile | GuardianTile | CouncilSeat | Candles):
            assert land.get_at(on_board(scene, plan, r.center)), f"{tg} stands in the water"
    for lbl in scene.board.labels:
        if pygame.Rect(scene.lay.plateau).contains(lbl):
            corners = [lbl.topleft, lbl.topright, lbl.bottomleft, lbl.bottomright]
            on_land = sum(land.get_at(on_board(scene, plan, (min(c[0], lbl.right - 1),
                                                             min(c[1], lbl.bottom - 1))))
                          for c in corners)
            assert on_land >= 2, f"a label {lbl} stands out at sea"


def test_no_tree_stands_on_a_place_or_a_label_and_the_shore_keeps_off_the_islands(board):
    app, scene, plan, picture = board
    ox, oy = scene.lay.temple_island[:2]
    trees = [(pygame.Rect(0, 0, 2 * r, 2 * r), (x + ox, y + oy)) for (x, y), r in
             temple_trees(plan)]
    assert len(trees) >= 4, "a bare lawn"
    places = [r for r, tg in scene.board.hits if isinstance(
        tg, Field | Tile | GuardianTile | CouncilSeat | Candles | JettyArea)]
    places += [lbl for lbl in scene.board.labels
               if lbl.colliderect(pygame.Rect(scene.lay.plateau))]
    for shape, centre in trees:
        shape.center = (round(centre[0]), round(centre[1]))
        hit = shape.collidelist(places)
        assert hit < 0, f"a tree at {shape} stands on {places[hit]}"
    # the temple island's land stays clear of every other island's land and pieces
    land = land_mask(picture)
    for r, tg in scene.board.hits:
        if getattr(tg, "island", None) is None or isinstance(tg, NextPlace):
            continue                  # (a figure's ghost stands in a figure's place, as they)
        at = r.move(-ox + plan.pad, -oy + plan.pad)
        if tg.what == "island":
            shape = scene.board.hits.shapes[tg]
            other = pygame.mask.Mask((shape[2], shape[3]))
            outline = pygame.Surface((shape[2], shape[3]), pygame.SRCALPHA)
            pygame.draw.polygon(outline, (255, 255, 255), shape[1])
            other = pygame.mask.from_surface(outline)
        else:
            other = pygame.mask.Mask(r.size, fill=True)
        assert not land.overlap(other, at.topleft), f"the shore runs into {tg} at {r}"


def test_its_labels_stand_on_signs_and_no_glint_of_the_sea_twinkles_on_its_land(board):
    """The Entrance, the Jetty and the Council read on grass, sand and water alike: each
    on a small dark sign; the sea's glints twinkle on open water only, never on the
    island's land where it reaches out past its place."""
    app, scene, plan, picture = board
    plateau = pygame.Rect(scene.lay.plateau)
    labels = [r for r in scene.board.labels if plateau.contains(r)]
    assert len(labels) >= 3
    for lbl in labels:
        x, y = lbl.left - 3, lbl.centery
        r, g, b, _ = app.screen.get_at((x, y))
        assert max(r, g, b) < 90, f"no sign under the label at {lbl}: {(r, g, b)}"
    land = land_mask(picture)
    ox, oy = scene.lay.temple_island[0] - plan.pad, scene.lay.temple_island[1] - plan.pad
    for gx, gy, length, *_ in scene.board.motion.glints:
        for px in range(gx - 2, gx + length + 2, 3):
            at = (px - ox, gy - oy)
            if 0 <= at[0] < land.get_size()[0] and 0 <= at[1] < land.get_size()[1]:
                assert not land.get_at(at), f"a glint at {(gx, gy)} on the temple island"


def _dark_lean(screen, box: pygame.Rect) -> tuple[float, float]:
    """How far the dark ink in `box` leans right in its middle rows against its top and
    bottom rows (px; a chevron pointing right leans right in its middle), and how much
    ink it holds: each row's darkness weighed across it (the tiles' edges either side of
    a seam weigh alike both ways)."""
    def lum(x, y):
        r, g, b, _ = screen.get_at((x, y))
        return 0.3 * r + 0.59 * g + 0.11 * b
    light = max(lum(x, y) for x in range(box.left, box.right) for y in range(box.top,
                                                                            box.bottom))
    rows = []
    for y in range(box.top, box.bottom):
        w = [(x, light - lum(x, y)) for x in range(box.left, box.right)]
        total = sum(d for _, d in w)
        rows.append(sum(x * d for x, d in w) / total if total > 0 else box.centerx)
    n = len(rows)
    middle = rows[n // 3: n - n // 3]
    ends = rows[: n // 5] + rows[n - n // 5:]
    return sum(middle) / len(middle) - sum(ends) / len(ends), light


def test_the_path_shows_which_way_it_runs_from_the_entrance_to_the_jetty(board):
    """F893: which way the temple path runs was not seen between the arrows at its turns.
    On the screen the real loop draws, a small chevron worn into the trail in the seam
    between each two neighbouring places of a row points along the path (from the
    entrance towards the jetty: rules, setup 4), not hidden by the tiles; and a bare
    place (its tile gone) shows a larger one (art/temple_way)."""
    app, scene, plan, picture = board
    lay = scene.lay
    slots, size = lay.path_slots, lay.tile_size
    pieces = [*scene.board.tile_novices.values(), *scene.board.owner_badges.values()]
    leans = []
    for (xa, ya), (xb, yb) in zip(slots, slots[1:], strict=False):
        if abs(yb - ya) >= 1:
            continue
        box = pygame.Rect(0, 0, 5, round(size * 0.34))
        box.center = (round((xa + xb) / 2), round(ya))
        if box.collidelist(pieces) < 0:          # (a novice's halo may reach over it)
            leans.append(_dark_lean(app.screen, box)[0] * (1 if xb > xa else -1))
    assert len(leans) >= len(slots) // 2
    # (no chevron: the seams lean either way by 0.0 px on the whole; a glow over a seam
    # may wash one out)
    assert sum(leans) / len(leans) >= 0.25, f"no chevrons along the rows: {leans}"
    assert sum(v >= 0.1 for v in leans) >= 0.85 * len(leans), \
        f"seams without a chevron pointing along the path: {leans}"
    # a bare place: its chevron on the scene's trail, where a tile may leave
    ox, oy = plan.pad, plan.pad
    (x0, y0), (x1, _) = plan.path[0], plan.path[1]
    way = 1 if x1 > x0 else -1
    box = pygame.Rect(0, 0, round(plan.tile * 0.4), round(plan.tile * 0.5))
    box.center = (x0 + ox, y0 + oy)
    view = pygame.Surface(box.size)
    view.blit(picture, (0, 0), box)
    lean, _ = _dark_lean(view, view.get_rect())
    assert lean * way >= 1.0, f"no chevron on the first place's trail: leans {lean:+.2f} px"
